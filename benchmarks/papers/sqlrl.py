"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 25); its questions (session 26, by other helpers) are in benchmarks/questions/answers_fresh7_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="sqlrl.pdf",
    title=(
        "Partial Credit Where It Is Due: Execution-Grounded Reinforcement Learning for Text-to-SQL "
        "with Result-Overlap Rewards and Timeout Penalties"
    ),
    short_title="Partial-Credit Execution Rewards for Text-to-SQL RL",
    authors="Daniela Okafor-Reyes (1), Mattias Lindgren (2), Yuki Tanabe-Holm (1), Arjun Sethuraman (3), Colette Marchand (2)",
    affiliations=(
        "(1) School of Data Systems, Calder University   "
        "(2) Nordvik AI Research, Trondheim   "
        "(3) Institute for Database Intelligence, Western Plateau Technical University"
    ),
    stamp="arXiv:2508.09317v1  [cs.CL]  14 Aug 2025",
    abstract=(
        "Execution accuracy is the natural reward for reinforcement learning (RL) of text-to-SQL models, yet as a "
        "binary signal it is sparse on hard databases and indifferent to queries that run until they are killed. We "
        "present PaCER (Partial-Credit Execution Reward), a reward that grants graded credit for the overlap between "
        "the predicted and the gold result sets, computed after an alignment of columns that prevents the credit "
        "from being inflated by selecting extra columns, and that penalises queries exceeding a time budget scaled to "
        "the gold query's own running time. We train four sizes of the Meridian-Coder family (1.5B to 32B parameters) "
        "with GRPO on the Trellis and Quarry benchmarks. With the 7B model, PaCER reaches 57.8% execution accuracy on "
        "Quarry dev, 4.2 points above the same algorithm with a binary reward and 8.6 points above supervised "
        "fine-tuning, while the share of queries that time out falls from 6.8% to 1.2%. The gains hold at every "
        "scale, though they shrink as the models grow, and an ablation shows that partial credit helps only when "
        "it is protected against two simple forms of reward hacking that we document."
    ),
    pages=(
        # ------------------------------------------------------------------ page 1
        (
            Heading("1 Introduction"),
            Para(
                "Translating natural-language questions into SQL is one of the oldest problems of semantic parsing, "
                "and one of the few in which the correctness of an output can be checked mechanically: one runs the "
                "predicted query, runs the reference query, and compares what comes back. This property makes "
                "text-to-SQL an almost ideal test bed for reinforcement learning (RL) with verifiable rewards, and "
                "several recent systems [7, 8, 9] have accordingly fine-tuned large language models (LLMs) with "
                "policy-gradient methods whose reward is execution accuracy (EX), i.e. 1 if the two result sets match "
                "and 0 otherwise."
            ),
            Para(
                "A binary execution reward is, however, a blunt instrument. On databases of realistic size and "
                "messiness (the kind collected in the Quarry benchmark [5]), a mid-sized model answers fewer than half "
                "of the training questions correctly even after supervised fine-tuning, so that for many prompts every "
                "sampled query receives the same reward of zero and the group-relative advantage used by GRPO [10] "
                "vanishes. In our measurements with Meridian-Coder-7B, 41% of the GRPO groups drawn from the Quarry "
                "training set have identical rewards at the first RL step, and therefore contribute no gradient at "
                "all. A binary reward also says nothing about how a query failed. A query that returns nine of the "
                "ten correct rows and one that returns an empty table are treated alike, and so, more worryingly, is "
                "a query that joins two million-row tables without a join condition and runs until the executor "
                "gives up on it."
            ),
            Para(
                "We argue that both problems can be addressed inside the reward, without touching the RL algorithm. "
                "This paper introduces PaCER (Partial-Credit Execution Reward), a reward function for text-to-SQL RL "
                "with three ingredients: (i) partial credit proportional to the overlap between the predicted and the "
                "gold result sets, computed after aligning their columns, so that the credit cannot be inflated by "
                "returning extra columns; (ii) an explicit penalty for queries that exceed a time budget scaled to the "
                "execution time of the gold query; and (iii) a small penalty for queries that fail to execute at all. "
                "None of these ideas is exotic (partial credit, in the form of unit-test pass rates, is common in RL "
                "for code [12, 13]), but we find that the details of how overlap is measured decide whether the "
                "policy learns to write better SQL or learns to game the measure."
            ),
        ),
        # ------------------------------------------------------------------ page 2
        (
            Para(
                "We train four sizes of the Meridian-Coder family [16] (1.5B, 7B, 14B and 32B parameters) with Group "
                "Relative Policy Optimization on the union of two public benchmarks: Trellis [4], a cross-domain "
                "benchmark with 146 training databases of modest size, and Quarry [5], a benchmark of large databases "
                "(33.4 GB in total) with dirty values and question-specific evidence hints. Our main findings are "
                "the following."
            ),
            Bullets(
                (
                    "PaCER improves execution accuracy over an otherwise identical binary reward at every model size, by "
                    "1.6 to 2.7 points on Trellis test and by 3.1 to 4.7 points on Quarry dev; at 7B it raises Quarry dev "
                    "EX from 53.6% to 57.8%.",
                    "The timeout penalty removes a failure mode that binary-reward RL actively encourages. The share of "
                    "Quarry dev queries that time out rises from 4.1% after supervised fine-tuning to 6.8% after "
                    "binary-reward GRPO, and falls to 1.2% with PaCER.",
                    "Partial credit is the most valuable of the three terms (dropping it costs 3.3 points on Quarry dev), "
                    "but only when it comes with a column factor and a minimum-overlap threshold; a naive row-overlap "
                    "score is exploited by the policy within a few hundred steps (Section 7.2).",
                    "Because far fewer rollouts run into the time budget, PaCER training is also cheaper: a 7B run takes "
                    "19.0 hours on 8 H100 GPUs, against 23.6 hours with the binary reward.",
                )
            ),
            Para(
                "We should be clear about what we do not claim. PaCER is not a new RL algorithm, and we make no attempt "
                "to compete with multi-call prompting pipelines built around much larger proprietary models; our "
                "interest is in what a single greedy query from an open model of moderate size can achieve when the "
                "training signal is better shaped. Nor do we claim that our particular constants are optimal. They were "
                "fixed early, on a small slice of development data, and the ablations of Section 6 are meant to show "
                "which choices matter rather than to squeeze out the last half point."
            ),
            Para(
                "The rest of the paper is organised as follows. Section 2 reviews related work; Section 3 defines the "
                "reward and the training procedure; Section 4 describes the benchmarks, models and baselines; Sections "
                "5 to 7 report the main results, the ablations and an analysis of reward density, reward hacking and "
                "residual errors; Section 8 discusses limitations. Training details, prompts and additional results "
                "(per-difficulty scores and a transfer experiment on PostgreSQL) are given in the appendices, which "
                "follow the references."
            ),
            FigureBlock(
                caption=(
                    "Figure 1: Execution accuracy of Meridian-Coder-7B on a fixed 500-question subset of Quarry dev during "
                    "GRPO training, evaluated every 25 steps with greedy decoding. Black: PaCER; grey: binary execution "
                    "reward. Both runs start from the same SFT checkpoint (49.4% on this subset). The binary-reward run "
                    "plateaus after roughly 250 steps, whereas the PaCER run is still improving slowly at step 400."
                ),
                x_label="RL step",
                y_label="EX (fraction)",
                series=(
                    (
                        0.494,
                        0.503,
                        0.512,
                        0.521,
                        0.530,
                        0.538,
                        0.545,
                        0.551,
                        0.556,
                        0.561,
                        0.565,
                        0.568,
                        0.571,
                        0.574,
                        0.577,
                        0.579,
                        0.582,
                    ),
                    (
                        0.494,
                        0.501,
                        0.508,
                        0.514,
                        0.519,
                        0.524,
                        0.528,
                        0.531,
                        0.534,
                        0.536,
                        0.537,
                        0.538,
                        0.538,
                        0.537,
                        0.538,
                        0.538,
                        0.538,
                    ),
                ),
            ),
        ),
        # ------------------------------------------------------------------ page 3
        (
            Heading("2 Related Work"),
            Heading("2.1 Text-to-SQL with large language models"),
            Para(
                "The field moved, over a few years, from grammar-constrained sequence-to-sequence parsers [1, 2] to "
                "prompted LLMs. Cross-domain benchmarks such as Trellis [4] test generalisation to unseen schemas, "
                "whereas Quarry [5] emphasises what earlier benchmarks mostly abstracted away: tables with millions of "
                "rows, inconsistent value formats, and questions whose meaning depends on domain knowledge supplied as "
                "an 'evidence' sentence. Prompting pipelines decompose the task into schema linking, candidate "
                "generation and self-correction [3, 6], often with several model calls per question and with a large "
                "proprietary model at their core. A second line of work fine-tunes open models on synthetic "
                "question-query pairs [11]; these approaches reach competitive accuracy at a fraction of the inference "
                "cost, but their training signal is the surface form of the gold query rather than its result, so that "
                "a semantically equivalent query written differently is treated as an error."
            ),
            Heading("2.2 Execution feedback and reinforcement learning"),
            Para(
                "Execution has long been used at inference time, e.g. to discard candidates that raise errors during "
                "beam search [2] or to select among samples by majority vote over their results [6]. Using it as a "
                "training signal is more recent. Following the success of RL with verifiable rewards on mathematics "
                "and code [10, 12], several groups have trained text-to-SQL policies with GRPO or PPO-style objectives "
                "and a binary EX reward [7, 8, 9]; SQL-Forge [8] adds a format term and a syntax-validity term, and "
                "ReQuery [9] combines the execution reward with an n-gram similarity to the gold query. To our "
                "knowledge, none of these systems grades results by overlap, and none penalises running time, although "
                "ReQuery reports that roughly one in twenty of its training rollouts was killed by the executor."
            ),
            Heading("2.3 Partial credit, dense rewards and reward hacking"),
            Para(
                "In RL for program synthesis, the fraction of passed unit tests is a common dense alternative to "
                "all-or-nothing correctness [12, 13], and intermediate rewards from learned process models are another "
                "[14]. Dense rewards, though, are easier to exploit: a policy can learn to satisfy the cheap parts of "
                "a test suite, and reward models are notoriously susceptible to over-optimisation [15, 17]. For SQL the "
                "analogue of a test suite is the result table itself, which invites a natural partial-credit measure, "
                "row overlap, whose vulnerabilities we characterise in Section 7.2. Efficiency has been studied mostly "
                "as an evaluation metric, through relative execution time against the gold query [5], rather than as a "
                "training signal; the one exception we know of [18] rewards faster queries directly but applies only to "
                "queries that are already correct."
            ),
            Para(
                "A related strand of work asks what it means for two queries to agree. Exact-set matching of the query "
                "text underestimates accuracy, while comparing results on a single database instance overestimates it, "
                "because a wrong query can coincide with the gold one on the data at hand; distilled test suites of "
                "several database instances narrow this gap [2, 4]. Our reward inherits the second weakness, and we "
                "return to it among the limitations."
            ),
            Para(
                "Our work is also related to curriculum and filtering strategies that remove prompts whose groups "
                "would receive uniform rewards [19]. Such filtering treats the symptom: it discards the hardest "
                "questions from training. Partial credit attacks the cause by making more of those groups informative, "
                "and we show in Section 7.1 that it reduces the share of uninformative groups on Quarry from 41% to 17%."
            ),
        ),
        # ------------------------------------------------------------------ page 4
        (
            Heading("3 Method"),
            Heading("3.1 Setting and notation"),
            Para(
                "A training example consists of a natural-language question q, a database D with schema S, an optional "
                "evidence sentence e (present for every Quarry question and for no Trellis question) and a gold query "
                "y*. The policy receives a prompt built from (q, S, e), described in Appendix B, and writes a short plan "
                "followed by a single SQL query inside a fenced code block; we extract the last such block as the "
                "prediction y. Both y and y* are executed on D, giving result tables R and R*, with m and m* columns "
                "respectively. The reward r(y) depends only on these executions and on their running times; it never "
                "looks at the text of y*, which allows any semantically equivalent query to earn full credit."
            ),
            Heading("3.2 Canonicalising result sets"),
            Para(
                "Before comparison, cell values are normalised: floating-point numbers are rounded to four decimal "
                "places, strings are stripped of trailing whitespace, and NULL is kept as a distinct value that matches "
                "only NULL. Rows are compared as multisets, unless y* contains a top-level ORDER BY clause, in which "
                "case an exact match also requires the same row order. To bound the cost of comparison, both tables are "
                "truncated to their first 5,000 rows; this truncation affects 0.7% of the gold queries in the Quarry "
                "training set and none in Trellis. An exact match (identical canonical tables) receives reward 1."
            ),
            Heading("3.3 Partial credit with column alignment"),
            Para(
                "When the tables do not match exactly, we compute an overlap score s in [0, 1] in three steps. First, "
                "we align columns: for every pair of a predicted column i and a gold column j we compute the Jaccard "
                "similarity of their sets of values, and we solve the resulting maximum-weight bipartite matching with "
                "the Hungarian algorithm, discarding matched pairs whose similarity is below 0.1. Column names are "
                "ignored, since aliases are arbitrary. Let k be the number of matched pairs. Second, we project the "
                "rows of both tables onto the k matched columns (in the gold order) and compute the F1 score between "
                "the two multisets of projected rows. Third, we multiply this row F1 by a column factor c = k / max(m, "
                "m*), which is 1 when the prediction returns exactly the gold columns and shrinks with every missing or "
                "superfluous one. The overlap score is s = c x F1."
            ),
            Para(
                "The partial reward is r = lambda_p x s if s is at least tau, and 0 otherwise, with a partial-credit "
                "weight lambda_p = 0.5 and a minimum-overlap threshold tau = 0.25. Because lambda_p is below 1, no "
                "inexact result can earn more than 0.5, half the reward of an exact match; the threshold removes the "
                "small credit that a broad, unfiltered query would otherwise collect merely by containing the few "
                "gold rows somewhere among thousands of others. A result that contains exactly the gold rows but in "
                "the wrong order (for a gold query with ORDER BY) has s = 1 and therefore receives 0.5."
            ),
            Para(
                "An example makes the scale concrete. Suppose the gold query returns 10 rows and 2 columns, and the "
                "prediction returns 12 rows with the same 2 columns, 9 of which are gold rows. Row precision is 0.75, "
                "recall is 0.9, F1 is 0.818, c = 1 and the reward is 0.41. Had the prediction selected one additional "
                "column, the column factor would be 2/3 and the reward 0.27. A prediction that returns an empty table "
                "for a non-empty gold result has F1 = 0 and receives no credit; questions whose gold result is empty "
                "are removed from training (Section 4.1), since overlap is undefined for them."
            ),
        ),
        # ------------------------------------------------------------------ page 5
        (
            Heading("3.4 Timeout and error penalties"),
            Para(
                "Each query receives a time budget T = min(10 s, max(1 s, 5 t*)), i.e. five times the gold query's "
                "execution time t*, but never less than one second and never more than ten. The gold time t* is the "
                "median of three runs, measured once before training on the same hardware as the training executor. "
                "Enforcing the budget in SQLite requires some care, because a long-running statement cannot be "
                "interrupted from another thread in every build; we install a progress handler that is called every "
                "10,000 virtual-machine instructions and aborts the statement once the wall-clock budget is spent. A "
                "query that exceeds its budget receives r = -0.5. A query that fails to execute (a syntax error, an "
                "unknown table or column, a type error) receives r = -0.2, and a response from which no SQL block can "
                "be extracted receives r = -1.0; after supervised fine-tuning the latter is rare, affecting 0.3% of "
                "the rollouts at the first RL step."
            ),
            Para(
                "Why should a timeout cost more than an error, and both more than a wrong answer? We had two reasons. "
                "The first is practical: a timed-out rollout occupies an executor worker for up to ten seconds, while "
                "an erroneous one returns within milliseconds, so timeouts slow down training directly (Section 5.3). "
                "The second concerns deployment, where a query that scans a production table for minutes is arguably "
                "worse than one that fails immediately and can be retried. That said, the magnitudes are a design "
                "choice rather than a derived quantity, and Section 6 reports how sensitive the results are to them."
            ),
            Heading("3.5 The complete reward"),
            Para("Putting the pieces together, a rollout receives exactly one of the following rewards:"),
            Bullets(
                (
                    "+1.0 for an exact match of the canonical result tables;",
                    "0.5 x s, at most 0.5, for an inexact result whose overlap score s is at least 0.25;",
                    "0 for a query that executes within budget but overlaps less than that;",
                    "-0.2 for a query that raises an execution error;",
                    "-0.5 for a query that exceeds its time budget;",
                    "-1.0 for a response that contains no extractable SQL query.",
                )
            ),
            Heading("3.6 Execution sandbox"),
            Para(
                "All databases are copied onto RAM disks on two CPU nodes (64 cores and 512 GB of memory each) and "
                "opened in read-only, immutable mode, so that no rollout can modify a database, however creative it "
                "becomes. A pool of 96 SQLite worker processes serves execution requests, which the trainer sends in "
                "one batch per RL step. Gold results are computed once and stored. A least-recently-used cache keyed "
                "by the database and the whitespace-normalised query text answers repeated queries, which are "
                "frequent among the eight samples of a group: in the 7B PaCER run, 31% of all executions were served "
                "from the cache. Executing and scoring the 1,024 rollouts of a step takes 24 s on average for PaCER."
            ),
            Heading("3.7 Policy optimisation"),
            Para(
                "We use GRPO [10] with G = 8 samples per question, advantages normalised by the mean and standard "
                "deviation of the rewards within each group, a clipped surrogate objective with clip ratio 0.2 and a KL "
                "penalty towards the SFT policy with coefficient 0.002. There is no entropy bonus and no value model. "
                "Each step draws 128 questions, hence 1,024 rollouts, and every run lasts 400 steps, which amounts to "
                "about 3.4 passes over the training questions. Rollouts are sampled at temperature 1.0 with at most "
                "768 new tokens. The full list of hyperparameters is in Appendix A."
            ),
        ),
        # ------------------------------------------------------------------ page 6
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Benchmarks"),
            Para(
                "Trellis [4] is a cross-domain benchmark whose databases span 138 domains (from school timetables to "
                "ship registries) and whose dev and test databases are disjoint from the training ones. Its databases "
                "are small, with 5.3 tables and a few thousand rows on average, and its questions are labelled with "
                "four difficulty levels according to the structure of the gold query. Quarry [5] is harder in almost "
                "every respect: its databases come from public-sector open-data portals and scientific archives, have "
                "7.8 tables on average and up to 11.2 million rows in a single table, and contain the inconsistencies "
                "one expects from real data (dates in three formats, codes with and without leading zeros). Each Quarry "
                "question comes with an evidence sentence, e.g. 'eligible refers to free_meal_count / enrollment > "
                "0.5', which we include in the prompt. Quarry labels its questions as simple, moderate or challenging. "
                "Table 1 summarises both benchmarks, together with Cairn [20], a PostgreSQL benchmark used only for the "
                "transfer experiment of Appendix B."
            ),
            TableBlock(
                caption=(
                    "Table 1: Benchmark statistics. Questions and databases per split; tables per database and total size "
                    "are averaged or summed over all splits. Cairn is used only for evaluation (Appendix B)."
                ),
                rows=(
                    ("Benchmark", "Split", "Questions", "Databases", "Tables / DB", "Size", "Dialect"),
                    ("Trellis", "train", "7,412", "146", "5.3", "0.9 GB", "SQLite"),
                    ("Trellis", "dev", "1,034", "20", "5.3", "", "SQLite"),
                    ("Trellis", "test", "2,147", "40", "5.3", "", "SQLite"),
                    ("Quarry", "train", "9,118", "69", "7.8", "33.4 GB", "SQLite"),
                    ("Quarry", "dev", "1,530", "11", "7.8", "", "SQLite"),
                    ("Quarry", "test", "1,789", "15", "7.8", "", "SQLite"),
                    ("Cairn", "test", "1,200", "8", "12.6", "4.1 GB", "PostgreSQL"),
                ),
            ),
            Para(
                "Training data. The RL training set is the union of the Trellis and Quarry training splits, 16,530 "
                "questions in all. We remove 871 questions whose gold result is empty, for which overlap is undefined, "
                "and 455 questions whose gold query takes longer than 3 s, for which the time budget would be dominated "
                "by the cap. The remaining 15,204 questions are used, unchanged, for all RL methods and all model "
                "sizes. We do not filter questions by difficulty, and in particular we keep the questions that the SFT "
                "model never solves; whether the reward can extract a learning signal from them is precisely what we "
                "want to measure. Supervised fine-tuning, by contrast, uses all 16,530 pairs, since it does not need "
                "the gold result."
            ),
            Para(
                "Contamination. Because Trellis and Quarry are public, fragments of them may occur in pretraining "
                "corpora. We searched the documented pretraining mixture of Meridian-Coder for the text of the dev and "
                "test questions and found verbatim matches for 0.4% of Trellis dev questions and none for Quarry; "
                "removing the matched questions changes no reported number by more than 0.1 points."
            ),
            Para(
                "Dev and test. We tune nothing on the test splits. The reward constants (lambda_p, tau and the two "
                "penalties) were chosen in pilot runs with the 1.5B model on a 300-question slice of Trellis dev and "
                "then frozen; all other reported dev numbers use the full dev sets."
            ),
        ),
        # ------------------------------------------------------------------ page 7
        (
            Heading("4.2 Models and supervised fine-tuning"),
            Para(
                "All policies are initialised from base checkpoints of the Meridian-Coder family [16] at 1.5B, 7B, 14B "
                "and 32B parameters, decoder-only models pretrained mostly on source code and technical text. We first "
                "fine-tune each base model for 3 epochs on the 16,530 training pairs, with a batch of 64 sequences and "
                "a cosine schedule. The SFT targets consist of the gold query preceded by a one-sentence plan, which we "
                "generated with Meridian-Chat-70B from the question and the gold query; the plan gives the policy a "
                "place to name the tables and the join path before committing to the query, and it is kept short so "
                "that the rollouts of RL remain cheap (the mean response length after SFT is 142 tokens). The schema is "
                "serialised as CREATE TABLE statements followed by three example rows per table. Prompts are truncated "
                "at 6,144 tokens, a limit that no prompt actually reaches: the largest Quarry schema takes 5,870 tokens."
            ),
            Heading("4.3 Baselines"),
            Para(
                "Apart from the few-shot baseline, every method starts from the same SFT checkpoint and sees the same "
                "15,204 training questions, so that the comparison isolates the training signal."
            ),
            Bullets(
                (
                    "Few-shot: the base model prompted with 3 demonstrations from the training set, chosen by the cosine "
                    "similarity of question embeddings.",
                    "SFT: the supervised checkpoint described above, decoded greedily.",
                    "RFT (rejection-sampling fine-tuning): 8 samples per training question from the SFT model, of which "
                    "those with an exact result match are kept (61,980 samples) for one more epoch of fine-tuning.",
                    "DPO: 38,410 preference pairs of a correct and an incorrect SFT sample for the same question, trained "
                    "for one epoch with beta = 0.1.",
                    "GRPO-Binary: our training setup with the reward replaced by 1 for an exact result match and 0 for "
                    "everything else (including errors, timeouts and missing SQL). This is the reward of [7] and the "
                    "main point of comparison.",
                )
            ),
            Heading("4.4 Evaluation"),
            Para(
                "We report execution accuracy (EX): the share of questions whose predicted result matches the gold "
                "result exactly, under the canonicalisation of Section 3.2 (without the 5,000-row truncation), with "
                "greedy decoding and a single query per question. At evaluation time every query gets a uniform budget "
                "of 10 s; a query that exceeds it counts as wrong, and the share of such queries is reported as the "
                "timeout rate. We also report the execution error rate, the share of queries that fail to run. RL runs "
                "at 1.5B and 7B are repeated with three seeds and we report the mean; the 14B and 32B runs use a single "
                "seed, for reasons of cost. For the 7B PaCER model, the standard deviation over seeds is 0.3 points on "
                "Trellis dev and 0.4 points on Quarry dev, which gives a sense of the resolution of the comparisons "
                "below; differences under about one point between single runs should be read with caution."
            ),
            Para(
                "One caveat applies to all execution-based evaluation and hence to our numbers: a prediction is judged "
                "correct if its result matches on the single database instance we have, so a query with a subtly wrong "
                "filter can be counted as correct when the data happen to contain no distinguishing row. We did not "
                "attempt to build additional database instances, and the absolute EX values should be read with this "
                "in mind; the comparisons between methods are affected equally."
            ),
            Para(
                "Partial credit is a training device only. We do not report overlap scores as an evaluation metric, "
                "since a metric that rewards near misses would flatter the very method that optimises for them."
            ),
        ),
        # ------------------------------------------------------------------ page 8
        (
            Heading("5 Results"),
            Heading("5.1 Main results"),
            Para(
                "Table 2 compares PaCER with the baselines at 7B. Every training method improves on SFT, and the "
                "ordering is the one we would have guessed: RFT, which imitates its own successes, gains least; DPO, "
                "which also learns from failures, gains a little more; and GRPO with a binary reward, which is "
                "on-policy throughout, gains most among the baselines, reaching 80.1% on Trellis test and 53.6% on "
                "Quarry dev. PaCER adds a further 2.4 points on Trellis test (82.5%) and 4.2 points on Quarry dev "
                "(57.8%), 8.6 points above SFT. On the Quarry test split the margin over GRPO-Binary is 3.7 points "
                "(56.4% against 52.7%)."
            ),
            TableBlock(
                caption=(
                    "Table 2: Execution accuracy (%) of Meridian-Coder-7B on Trellis and Quarry, and the timeout rate (%) on "
                    "Quarry dev. RL rows are means over three seeds. Best results in each column are those of PaCER."
                ),
                rows=(
                    ("Method", "Trellis dev", "Trellis test", "Quarry dev", "Quarry test", "Timeout (Q-dev)"),
                    ("Few-shot (3 demos)", "70.2", "68.7", "41.5", "40.3", "3.6"),
                    ("SFT", "78.4", "76.9", "49.2", "48.1", "4.1"),
                    ("RFT", "79.6", "78.2", "51.0", "49.9", "4.4"),
                    ("DPO", "80.2", "79.0", "52.1", "51.2", "5.0"),
                    ("GRPO-Binary", "81.3", "80.1", "53.6", "52.7", "6.8"),
                    ("GRPO + PaCER (ours)", "83.7", "82.5", "57.8", "56.4", "1.2"),
                ),
            ),
            Para(
                "The gains are consistently larger on Quarry than on Trellis, and we see two reasons for this. The "
                "first is reward sparsity: at the start of RL the SFT model solves 78% of Trellis training questions "
                "but only 47% of Quarry ones, so that a binary reward leaves many more Quarry groups without a single "
                "success (Section 7.1). The second is size. Trellis databases are small enough that almost any query, "
                "however inefficient, finishes within a second, whereas on Quarry a missing join condition produces a "
                "cross product of millions of rows; the timeout penalty therefore matters almost exclusively on Quarry. "
                "Its effect is visible in the last column of Table 2: every baseline trained on results without regard "
                "for running time times out more often than SFT, and GRPO-Binary most of all, while PaCER times out on "
                "only 1.2% of Quarry dev questions (18 of 1,530)."
            ),
            Para(
                "We also examined whether the improvements come from particular databases. On Quarry dev, PaCER beats "
                "GRPO-Binary on 10 of the 11 databases; the exception is a small sports-statistics database on which "
                "both models are within one question of each other. On Trellis dev the gains are spread over all 20 "
                "databases without a clear pattern. Breakdowns by difficulty level, given in Table 6 of Appendix B, show "
                "that the largest gains come from the hardest questions: on Trellis dev, PaCER improves on SFT by 1.3 "
                "points on easy questions but by 10.2 points on extra-hard ones."
            ),
            Para(
                "A smaller but telling difference concerns execution errors. GRPO-Binary reduces the error rate on "
                "Quarry dev from 6.3% after SFT to 4.8%, since queries that fail never earn reward; PaCER, which "
                "penalises them explicitly, brings it down to 2.9% (Table 4)."
            ),
            Para(
                "Finally, the improvements are not bought with longer outputs. The mean response length of the PaCER "
                "policy at step 400 is 151 tokens, against 142 after SFT and 149 for GRPO-Binary, so that inference "
                "costs are essentially unchanged by RL."
            ),
        ),
        # ------------------------------------------------------------------ page 9
        (
            Heading("5.2 Effect of model scale"),
            Para(
                "Table 3 repeats the comparison of SFT, GRPO-Binary and PaCER at all four model sizes. PaCER is the best "
                "of the three at every size and on both benchmarks, but its margin over the binary reward narrows as the "
                "model grows: on Quarry dev it shrinks from 4.7 points at 1.5B to 4.2 at 7B, 3.4 at 14B and 3.1 at 32B, "
                "and on Trellis test from 2.7 to 1.6 points. This is what one would expect if a large part of the "
                "benefit comes from densifying the reward, since larger models start from a higher accuracy and leave "
                "fewer groups without any correct sample. Even so, the 7B PaCER policy matches the 14B GRPO-Binary policy "
                "on Quarry dev (57.8% against 57.9%), at roughly half the inference cost."
            ),
            TableBlock(
                caption=(
                    "Table 3: Execution accuracy (%) on Trellis test and Quarry dev, timeout rate (%) on Quarry dev, for four "
                    "model sizes. Delta is the gain of PaCER over GRPO-Binary (Trellis test / Quarry dev). The 14B and "
                    "32B RL runs use one seed."
                ),
                rows=(
                    ("Size", "Method", "Trellis test", "Quarry dev", "Timeout", "Delta"),
                    ("1.5B", "SFT", "64.8", "33.7", "5.2", ""),
                    ("1.5B", "GRPO-Binary", "68.9", "37.2", "8.1", ""),
                    ("1.5B", "PaCER", "71.6", "41.9", "2.0", "+2.7 / +4.7"),
                    ("7B", "SFT", "76.9", "49.2", "4.1", ""),
                    ("7B", "GRPO-Binary", "80.1", "53.6", "6.8", ""),
                    ("7B", "PaCER", "82.5", "57.8", "1.2", "+2.4 / +4.2"),
                    ("14B", "SFT", "80.2", "54.0", "3.6", ""),
                    ("14B", "GRPO-Binary", "82.6", "57.9", "5.5", ""),
                    ("14B", "PaCER", "84.6", "61.3", "0.9", "+2.0 / +3.4"),
                    ("32B", "SFT", "82.7", "57.5", "3.2", ""),
                    ("32B", "GRPO-Binary", "84.5", "60.8", "4.9", ""),
                    ("32B", "PaCER", "86.1", "63.9", "0.8", "+1.6 / +3.1"),
                ),
            ),
            Heading("5.3 Timeouts and training cost"),
            Para(
                "The rise of timeouts under the binary reward deserves a closer look, because it is not an artefact of "
                "evaluation. During GRPO-Binary training of the 7B model, the share of rollouts that exceeded their "
                "budget grew from 3.9% at the first step to 9.4% at step 400. We inspected 200 timed-out Quarry dev "
                "queries of the final GRPO-Binary policy: 63% contained a cross product caused by a missing or wrong "
                "join condition, 22% a correlated subquery over a table with more than a million rows, and the "
                "remaining 15% a mixture of unanchored LIKE patterns and redundant self-joins. Under a binary reward "
                "such queries are never punished more than a wrong answer, and since some of them would be correct "
                "given enough time, sampling them is, from the policy's point of view, a reasonable gamble."
            ),
            Para(
                "Cost. Timeouts are also expensive to train on. In the last 100 steps of the 7B GRPO-Binary run, "
                "timed-out rollouts accounted for 38% of the executor's wall-clock time, and a training step took 212 s "
                "on average; with PaCER it took 171 s. Over 400 steps this amounts to 23.6 hours against 19.0 hours on "
                "8 H100 GPUs, a saving of about a fifth. The predicted queries also run faster: their mean execution "
                "time on Quarry dev is 0.41 s for PaCER, against 1.37 s for GRPO-Binary, 0.52 s for SFT and 0.36 s for "
                "the gold queries."
            ),
        ),
        # ------------------------------------------------------------------ page 10
        (
            Heading("6 Ablations"),
            Para(
                "Table 4 removes or modifies one term of the reward at a time, with the 7B model. All variants start "
                "from the same SFT checkpoint and use the same 400-step schedule. The full model and GRPO-Binary are "
                "means over three seeds, the other rows single runs; given the seed standard deviation of 0.4 points on "
                "Quarry dev (Section 4.4), we regard differences of less than about one point as inconclusive."
            ),
            TableBlock(
                caption=(
                    "Table 4: Reward ablations with Meridian-Coder-7B. EX (%) on the two dev sets, timeout rate (%) and "
                    "execution error rate (%) on Quarry dev. 'Binary only' is GRPO-Binary."
                ),
                rows=(
                    ("Reward variant", "Trellis dev", "Quarry dev", "Timeout", "Exec. error"),
                    ("Full PaCER", "83.7", "57.8", "1.2", "2.9"),
                    ("w/o partial credit", "81.9", "54.5", "1.4", "3.1"),
                    ("w/o column factor (c = 1)", "82.6", "56.2", "1.3", "3.0"),
                    ("w/o overlap threshold (tau = 0)", "83.0", "56.6", "1.2", "3.2"),
                    ("partial weight lambda_p = 1.0", "82.1", "55.0", "1.5", "3.0"),
                    ("w/o timeout penalty", "83.2", "56.1", "7.3", "2.8"),
                    ("timeout penalty -1.0", "83.1", "56.9", "0.6", "2.7"),
                    ("w/o error penalty", "83.4", "57.3", "1.3", "5.6"),
                    ("Binary only", "81.3", "53.6", "6.8", "4.8"),
                ),
            ),
            Para(
                "Partial credit. Removing the partial-credit term, while keeping both penalties, costs 3.3 points on "
                "Quarry dev and 1.8 points on Trellis dev, the largest drop of any single change. The two penalties "
                "alone (the 'w/o partial credit' row) recover only 0.9 of the 4.2 points between GRPO-Binary and PaCER "
                "on Quarry dev, but they do recover most of the reduction in timeouts, which confirms that the two "
                "kinds of term do different jobs. How the overlap is measured matters almost as much as whether it is "
                "measured at all. Without the column factor the gain over GRPO-Binary shrinks from 4.2 to 2.6 points, "
                "and without the threshold to 3.0 points; in both cases the policy finds a way to collect credit "
                "without answering the question, as we describe in Section 7.2. Raising the partial-credit weight to "
                "1.0, so that a perfect overlap with the wrong row order earns as much as an exact match, is clearly "
                "harmful (55.0%): near misses then become as attractive as correct answers, and the policy stops "
                "refining queries that are almost right."
            ),
            Para(
                "Penalties. Without the timeout penalty, the timeout rate climbs to 7.3%, slightly above GRPO-Binary, "
                "and Quarry dev EX falls by 1.7 points; Trellis, with its small databases, barely notices (-0.5). "
                "Doubling the penalty to -1.0 halves the timeout rate again, to 0.6%, but costs 0.9 points of EX. The "
                "queries it suppresses are not only the pathological ones: the policy becomes reluctant to write "
                "multi-way joins on the largest Quarry databases even when they are required, a conservatism we "
                "would rather avoid. The error penalty has the smallest effect on accuracy (-0.5 points, within the "
                "noise) but nearly halves the execution error rate, from 5.6% to 2.9%, which is useful in its own "
                "right for an interactive system in which failed queries must be repaired by the user."
            ),
            Para(
                "Taken together, the ablations suggest that the reward terms are close to additive in their effect on "
                "accuracy, and that each of the safeguards (the column factor, the threshold and the cap lambda_p = "
                "0.5) is needed to keep the partial credit honest."
            ),
        ),
        # ------------------------------------------------------------------ page 11
        (
            Heading("7 Analysis"),
            Heading("7.1 Reward density"),
            Para(
                "GRPO learns only from groups whose rewards differ. Figure 2 plots the share of such informative groups "
                "among Quarry training questions over the course of training. At the first step, 41% of the groups under "
                "the binary reward have identical rewards (almost always eight zeros), against 17% under PaCER; on "
                "Trellis the corresponding shares are 52% and 29%, although there most uniform groups consist of eight "
                "correct answers rather than eight wrong ones. As training proceeds, both curves decline slowly, because "
                "more questions become reliably solved, but PaCER keeps a margin of roughly 25 points throughout."
            ),
            FigureBlock(
                caption=(
                    "Figure 2: Share of GRPO groups with non-identical rewards (informative groups) among Quarry training "
                    "questions, Meridian-Coder-7B, smoothed over 20 steps. Black: PaCER (0.83 at the first step); grey: "
                    "binary execution reward (0.59 at the first step)."
                ),
                x_label="RL step",
                y_label="informative groups",
                series=(
                    (0.83, 0.81, 0.80, 0.78, 0.77, 0.76, 0.75, 0.75, 0.74),
                    (0.59, 0.57, 0.55, 0.53, 0.51, 0.50, 0.49, 0.48, 0.47),
                ),
            ),
            Heading("7.2 How naive partial credit is exploited"),
            Para(
                "The two weakened variants of Table 4 are instructive, because in each of them the policy discovered a "
                "shortcut within the first 300 steps. Without the column factor, the alignment step always finds the "
                "gold columns if they are present, so returning more columns costs nothing; the policy duly widened its "
                "results, and on Quarry dev the mean number of columns returned by wrong predictions grew to 3.9, "
                "against 2.1 for the gold queries and 2.2 for full PaCER. Without the overlap threshold, the policy "
                "learned to hedge on hard questions by dropping the most uncertain WHERE condition, which turns a likely "
                "zero into a small but certain reward; the mean row count of its wrong predictions rose from 14 to 212. "
                "Neither behaviour is visible in the training reward, which rose faster in both runs than in the full "
                "model, and this is perhaps the main practical lesson of our study."
            ),
            Heading("7.3 What errors remain?"),
            Para(
                "Two of the authors labelled 200 randomly chosen wrong predictions of the 7B PaCER model on Quarry dev, "
                "with one category per error:"
            ),
            Bullets(
                (
                    "misuse of the evidence or of cell values, e.g. filtering on 'CA' where the column stores 'California': 31%;",
                    "schema linking, i.e. a wrong table or column: 27%;",
                    "a wrong join path between otherwise correct tables: 18%;",
                    "aggregation and grouping errors: 12%;",
                    "an ambiguous question or a wrong gold query: 9%;",
                    "other: 3%.",
                )
            ),
            Para(
                "Compared with the same analysis for GRPO-Binary (not shown in full), the share of join-path errors fell "
                "most, from 26% to 18%, which is consistent with the timeout penalty discouraging cross products."
            ),
        ),
        # ------------------------------------------------------------------ page 12
        (
            Heading("8 Limitations"),
            Para(
                "Our training databases are all SQLite, and the time budget is calibrated on one particular executor; "
                "on a server database with a query planner of its own, the relative cost of bad queries may differ. The "
                "transfer experiment on PostgreSQL (Appendix B) is encouraging but covers only 8 databases. Partial "
                "credit presumes that the gold result is the only acceptable answer; for genuinely ambiguous questions "
                "(9% of the residual errors above) it rewards closeness to one reading among several. The reward "
                "constants were tuned on a small slice of Trellis dev with the 1.5B model and may not be optimal at "
                "other scales. Like every execution metric computed on a single database instance, our reward can credit a "
                "query that agrees with the gold query only by an accident of the data. Finally, all benchmarks are in English, and we have not studied whether the policies' "
                "plans are useful to people who read them."
            ),
            Heading("9 Conclusion"),
            Para(
                "A binary execution reward is sparse where text-to-SQL is hardest and silent about queries that never "
                "finish. PaCER grades results by column-aligned row overlap and penalises timeouts and errors, and with "
                "GRPO it improves execution accuracy at every scale we tried while making the learned queries both "
                "safer and faster. The safeguards matter: left unprotected, partial credit is gamed within a few hundred "
                "steps. We will release the reward implementation and the executor."
            ),
            Heading("References"),
            References(
                (
                    "[1] Haldane, R., and Obuya, P. Grammar-constrained decoding for semantic parsing into SQL. ACL, 2019.",
                    "[2] Varga, L., Mendel, S., and Qiu, H. Execution-guided beam search for text-to-SQL. EMNLP, 2019.",
                    "[3] Ferreira-Lund, T., Wojcik, A., et al. Decompose, link, repair: Prompting pipelines for text-to-SQL. VLDB, 2024.",
                    "[4] Asante, K., Brennholt, J., Ionescu, M., et al. Trellis: A cross-domain benchmark for text-to-SQL over unseen schemas. EMNLP, 2022.",
                    "[5] Lefevre, C., Park, J.-W., Adeyemi, T., et al. Quarry: Text-to-SQL over large, dirty databases with external evidence. NeurIPS Datasets and Benchmarks, 2023.",
                    "[6] Kowalczyk, B., and Ramesh, V. Self-consistency over execution results for SQL generation. NAACL, 2024.",
                    "[7] Sorensen, H., Bakr, N., and Xu, Y. Reinforcement learning with execution rewards for open text-to-SQL models. arXiv:2503.11208, 2025.",
                    "[8] Moreau, A., Takahashi, R., et al. SQL-Forge: Format, syntax and execution rewards for SQL policies. arXiv:2504.06651, 2025.",
                    "[9] Ilunga, D., Castellano, F., and Berg, T. ReQuery: Hybrid execution and similarity rewards for text-to-SQL. ACL, 2025.",
                    "[10] Zhou, L., Abramov, I., et al. Group relative policy optimization for reasoning in language models. arXiv:2402.03300, 2024.",
                    "[11] Nakashima, E., Hollis, G., et al. Synthesising a million question-query pairs for text-to-SQL fine-tuning. ICLR, 2025.",
                    "[12] Petrenko, O., Dasgupta, S., et al. Unit tests as rewards: Policy gradients for program synthesis. NeurIPS, 2022.",
                    "[13] Achterberg, W., and Nwosu, C. Dense test-pass rewards for code generation with language models. ICML, 2024.",
                    "[14] Rahimi, F., Lowell, K., et al. Process reward models for code. arXiv:2410.17392, 2024.",
                    "[15] Garrido, M., Halvorsen, E., and Tan, W. Scaling laws for reward model over-optimisation. ICML, 2023.",
                    "[16] Meridian Team. Meridian-Coder: Open code models from 1.5B to 32B parameters. arXiv:2411.02976, 2024.",
                    "[17] Blackwood, S., and Ortega, P. Specification gaming in RL from verifiable rewards. arXiv:2505.01843, 2025.",
                    "[18] Dumitrescu, A., and Liang, Q. Rewarding efficient SQL: Latency-aware fine-tuning of query generators. SIGMOD, 2025.",
                    "[19] Hoffmann, J., Yilmaz, D., et al. Dynamic sampling for RL of language models: Skip what you cannot learn from. arXiv:2506.00214, 2025.",
                    "[20] Mbeki, N., Sandoval, R., and Kirchner, U. Cairn: An enterprise-style text-to-SQL benchmark for PostgreSQL. CIDR, 2025.",
                )
            ),
        ),
        # ------------------------------------------------------------------ page 13
        (
            Heading("Appendix A: Training details"),
            Para(
                "All RL runs use AdamW (beta1 = 0.9, beta2 = 0.95, no weight decay), bf16 parameters with fp32 optimiser "
                "states, a linear warm-up over 20 steps followed by a constant learning rate, and gradient clipping at a "
                "norm of 1.0. Rollouts are generated with a separate inference engine whose weights are synchronised "
                "after every step, so that training is fully on-policy. Table 5 lists the settings that depend on model "
                "size; the shared settings are those of Section 3.7. SFT uses the release defaults of the Meridian-Coder "
                "fine-tuning recipe apart from the batch size and the number of epochs given in Section 4.2."
            ),
            TableBlock(
                caption=(
                    "Table 5: Per-size settings and wall-clock time of one PaCER run (400 steps, 128 questions x 8 samples "
                    "per step). GPU counts are H100-80GB; all runs also use the two CPU executor nodes."
                ),
                rows=(
                    ("Size", "Learning rate", "GPUs", "Tensor parallel", "Step time", "Wall-clock"),
                    ("1.5B", "2e-6", "8", "1", "68 s", "7.5 h"),
                    ("7B", "1e-6", "8", "2", "171 s", "19.0 h"),
                    ("14B", "7e-7", "16", "4", "239 s", "26.6 h"),
                    ("32B", "5e-7", "32", "8", "369 s", "41.0 h"),
                ),
            ),
            Para(
                "Compute. Counting all seeds, baselines and ablations, the experiments in this paper used roughly 7,400 "
                "H100-hours, about two fifths of them for the two 32B runs."
            ),
            Para(
                "Seeds. The three seeds of the 7B PaCER run reach 57.3%, 57.9% and 58.2% on Quarry dev and 83.3%, 83.8% "
                "and 84.0% on Trellis dev; the three GRPO-Binary seeds reach 53.1%, 53.6% and 54.1% on Quarry dev. The "
                "ranking of the two rewards is therefore the same for every pair of seeds."
            ),
            Heading("Appendix B: Prompt and additional results"),
            Para(
                "Prompt. The system message reads: 'You are an expert SQLite analyst. Given the database schema, example "
                "rows and, if present, a hint, write one sentence describing your plan and then a single SQL query in a "
                "```sql block. Use only the tables and columns shown.' The user message contains the CREATE TABLE "
                "statements, three example rows per table, the hint (Quarry only) and the question."
            ),
            TableBlock(
                caption=(
                    "Table 6: EX (%) by difficulty for the 7B model. Trellis dev: easy / medium / hard / extra (252 / 440 / "
                    "176 / 166 questions). Quarry dev: simple / moderate / challenging (925 / 465 / 140 questions)."
                ),
                rows=(
                    ("Method", "T-easy", "T-medium", "T-hard", "T-extra", "Q-simple", "Q-moderate", "Q-challenging"),
                    ("SFT", "93.1", "83.0", "70.7", "51.8", "57.6", "38.4", "29.7"),
                    ("PaCER", "94.4", "87.9", "78.2", "62.0", "65.3", "48.2", "40.0"),
                ),
            ),
            Para(
                "Transfer to PostgreSQL. Without any further training, we evaluate the 7B models on Cairn [20], whose 8 "
                "enterprise-style databases use PostgreSQL and a timeout enforced by statement_timeout. EX is 38.6% for "
                "SFT, 41.2% for GRPO-Binary and 44.9% for PaCER, with timeout rates of 9.8%, 12.4% and 3.1%. The gains "
                "thus carry over to a dialect the policy never executed during RL."
            ),
        ),
    ),
)
