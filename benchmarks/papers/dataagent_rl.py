"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 31): reinforcement learning of a multi-turn pandas agent for question answering over spreadsheets and CSV files; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh17_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="dataagent_rl.pdf",
    title=("DataWright: Multi-Turn Reinforcement Learning of Pandas Agents for Question Answering over Spreadsheets"),
    short_title="DataWright: Multi-Turn RL of Pandas Agents for Spreadsheet Question Answering",
    authors=(
        "Lucia Ferreyra (1), Jonas Albrechtsen (1), Kwame Boateng (2), Haruka Mizuno (2), Oleksandr Petrenko "
        "(3), Devika Raman (1)"
    ),
    affiliations=(
        "(1) Halvorsen Institute of Informatics   (2) Meridian Analytics Research Lab   (3) Eastgate Polytechnic University"
    ),
    stamp="arXiv:2511.08462v1  [cs.CL]  11 Nov 2025",
    abstract=(
        "Language models that answer questions about spreadsheets by writing pandas code are usually trained "
        "to imitate expert trajectories, which teaches them to write plausible code but not to recover from "
        "errors, to inspect messy data before trusting it, or to refrain from code that should never run. We "
        "present DataWright, a recipe for training such agents with reinforcement learning in a sandboxed, "
        "stateful Python environment in which the agent inspects files, executes code over up to eight tool "
        "calls and submits a typed answer. The reward scores scalar answers by exact match, gives partial "
        "credit to table answers through a cell-level F1 computed after aligning columns, subtracts 0.05 for "
        "every failing code cell and assigns -1 to any unsafe action. We train with a turn-masked variant of "
        "GRPO on 38,200 synthesized and verified questions over 15,960 public spreadsheets and CSV files. "
        "DataWright-7B raises strict accuracy on DWBench, our new benchmark of human-written questions, from "
        "42.6% to 67.3%, and matches a prompted 72B model on the average of five benchmarks (55.8%), while "
        "cutting the share of episodes with a failing cell from 48.7% to 19.8% and unsafe episodes to 2 of "
        "3,670. Partial credit for tables accounts for 3.2 points of the gain on DWBench."
    ),
    pages=(
        (
            Heading("1 Introduction"),
            Para(
                "Many of the questions people ask about data are asked about a spreadsheet or a CSV file: which "
                "region grew fastest last year, how many orders were refunded in March, which five suppliers deliver "
                "late most often. Answering them requires reading a file whose structure is not known in advance, "
                "cleaning what is messy, computing an aggregate and reporting the result in the right shape. Language "
                "models can do this by writing code for a Python interpreter with the pandas library, observing the "
                "output and revising (Wang et al., 2024; Hu et al., 2024). The loop is natural for a model that "
                "already writes code, yet open models of moderate size remain unreliable at it: in our measurements a "
                "prompted 7B code model answers only 42.6% of human-written spreadsheet questions correctly, and "
                "almost half of its episodes contain at least one code cell that raises an exception."
            ),
            Para(
                "The usual remedy is supervised fine-tuning on trajectories produced by a stronger model. Imitation "
                "teaches the format of the loop, but the trajectories it learns from are mostly successful ones, so "
                "the student sees few examples of recovering from a KeyError, of noticing that a numeric column was "
                "parsed as text, or of checking the shape of a result before submitting it. Reinforcement learning "
                "with verifiable rewards (Shao et al., 2024; Guo et al., 2025) addresses this directly, since the "
                "agent learns from its own failures. Applying it to data analysis, however, raises three questions "
                "that mathematical reasoning does not: how to score answers that are tables rather than numbers, how "
                "to discourage code that fails or that should never run, and how to optimise a policy whose "
                "trajectories interleave its own tokens with interpreter output."
            ),
        ),
        (
            Para(
                "We answer them with DataWright. The agent acts in a sandbox that holds the input files read-only, "
                "keeps Python state across turns and refuses unsafe operations before they run. Its reward gives full "
                "credit to answers that match the gold answer, partial credit to tables that match in part, a small "
                "penalty for each failing cell and a large penalty for unsafe actions. We optimise the policy with a "
                "variant of Group Relative Policy Optimization that masks interpreter output from the loss. Training "
                "questions are synthesized by a teacher model over public files, verified by executing reference "
                "programs and by agreement between independent solutions, and filtered to those the starting policy "
                "solves sometimes but not always."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    (
                        "An environment for multi-turn data analysis with three tools, a typed answer format and a two-stage "
                        "safety check, in which an episode ends on an answer, after eight tool calls, or at the first unsafe "
                        "action."
                    ),
                    (
                        "A reward that scores table answers by cell-level F1 after column alignment, with a threshold that "
                        "denies credit for dumping large tables, and that penalises failing and unsafe code."
                    ),
                    (
                        "A data pipeline that turns 212,000 synthesized candidate questions into 38,200 verified training "
                        "questions, and DWBench, 1,200 human-written test questions over 430 files."
                    ),
                    (
                        "Experiments with two policy sizes on five benchmarks, ablations of every reward component, and an "
                        "analysis of errors and turn usage."
                    ),
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Question answering over tables. Early work parsed questions into logical forms or SQL queries over a "
                "single table (Pasupat and Liang, 2015; Zhong et al., 2017) or encoded the table with a pretrained "
                "model (Herzig et al., 2020). Binder (Cheng et al., 2023) and Program of Thoughts (Chen et al., 2023) "
                "let a language model write programs that an interpreter executes. These methods assume a small, "
                "clean table that fits in the prompt; the files we target have up to 200,000 rows, several sheets and "
                "inconsistent types, so they must be explored through code rather than read."
            ),
            Para(
                "Data-science agents and benchmarks. DS-1000 (Lai et al., 2023) evaluates single-turn completion of "
                "pandas and numpy code. InfiAgent-DABench (Hu et al., 2024) and DA-Code (Huang et al., 2024) evaluate "
                "agents that analyse files over several steps, and CodeAct (Wang et al., 2024) argues that executable "
                "Python is a better action space for agents than JSON tool calls. Where these works train models at "
                "all, they use supervised fine-tuning on trajectories from stronger models. ReAct (Yao et al., 2023) "
                "provides the thought-action-observation format that we use for our prompted baselines, and "
                "Toolformer (Schick et al., 2023) showed that models can learn when to call tools. SheetCopilot (Li "
                "et al., 2023) operates spreadsheet software through a fixed set of atomic actions instead of code, "
                "which suits editing tasks better than analytical questions."
            ),
        ),
        (
            Para(
                "Reinforcement learning for language models and agents. PPO (Schulman et al., 2017) and its "
                "critic-free variant GRPO (Shao et al., 2024) are the standard algorithms for RL from verifiable "
                "rewards; DAPO (Yu et al., 2025) adds an asymmetric clip range and dynamic sampling, both of which we "
                "adopt. Rejection-sampling fine-tuning (Zelikman et al., 2022; Yuan et al., 2023) is a simpler "
                "alternative that we include as a baseline. Multi-turn RL for language agents has been studied with "
                "hierarchical critics (Zhou et al., 2024) and, more recently, with GRPO over search and "
                "code-interpreter calls (Jin et al., 2025; Feng et al., 2025), where tool output is masked from the "
                "loss as in our method. The safety of tool-using agents has mostly been evaluated rather than trained "
                "for (Ruan et al., 2024); we put a penalty for unsafe actions into the reward itself."
            ),
            Heading("3 Task and Environment"),
            Para(
                "An instance consists of a natural-language question and one or more files, each a CSV file or an "
                "Excel workbook with one or more sheets. The gold answer has one of three types: a scalar (a number, "
                "a string, a date or a boolean), a list of scalars, or a table. The question states the expected type "
                "implicitly, for instance by asking for one row per region, and the agent must declare the type when "
                "it answers."
            ),
            Heading("3.1 Sandbox"),
            Para(
                "Each episode runs in a fresh sandboxed Python 3.11 process with pandas 2.2, numpy 1.26 and openpyxl "
                "preinstalled and no network access. The input files are mounted read-only under /data, and a scratch "
                "directory with a 100 MB quota is writable. The process has 2 GB of memory and each code cell may run "
                "for 20 seconds; a cell that exceeds either limit is killed and reported to the agent as a failure. "
                "Python state persists across turns as in a notebook, so a data frame loaded in the first turn can be "
                "reused in the fifth."
            ),
            Para(
                "Safety is checked twice. Before a cell runs, a static check parses it and rejects imports of os, "
                "subprocess, socket, shutil and the HTTP client libraries, calls to eval, exec and __import__, and "
                "any call that opens a path under /data for writing. While the cell runs, a monitor kills the process "
                "on any attempt to open a network connection, to spawn a process or to write outside the scratch "
                "directory. Either event is an unsafe action: the effects of the cell are discarded and the episode "
                "ends."
            ),
            Heading("3.2 Tools"),
            Para("The agent has three tools, each invoked with one call per turn:"),
            Bullets(
                (
                    (
                        "inspect_file(path) returns the sheet names of a workbook and, for each sheet or CSV file, its shape, "
                        "the inferred dtype of every column and the first five rows."
                    ),
                    (
                        "python(code) executes a code cell and returns its standard output followed by the representation of "
                        "the value of the last expression; on an exception it returns the exception type and message with the "
                        "last three lines of the traceback."
                    ),
                    (
                        "answer(type, value) submits the final answer, where type is scalar, list or table and a table is "
                        "given as a list of records; the call ends the episode."
                    ),
                )
            ),
        ),
        (
            Para(
                "Observations longer than 2,000 characters are truncated in the middle, keeping the first and the "
                "last 1,000 characters, with a marker that states how many characters were removed. Truncation "
                "matters in practice, since agents often print whole data frames; the marker teaches them to print "
                "summaries instead."
            ),
            Heading("3.3 Episodes"),
            Para(
                "An episode begins with a system prompt that describes the tools (Appendix B), followed by the "
                "question and the list of file paths with their sizes. At each turn the agent writes a short "
                "reasoning step and exactly one tool call; the environment appends the observation, and the agent "
                "continues. The episode ends when the agent calls answer, after eight tool calls, when the context "
                "reaches 16,384 tokens, or at an unsafe action. An episode that ends without an answer receives no "
                "credit for its answer. The agent may generate at most 1,024 tokens per turn. A typical successful "
                "episode inspects the file, loads and cleans it in one or two cells, computes the result, prints it "
                "to check its shape and then answers; Section 9.3 walks through one such episode."
            ),
            Heading("4 Method"),
            Heading("4.1 Reward"),
            Para(
                "The reward of an episode combines the correctness of its answer with penalties for the way the agent "
                "reached it. Let a be the submitted answer, g the gold answer and n_fail the number of code cells in "
                "the episode that raised an exception or hit a resource limit. If the episode contains an unsafe "
                "action, its reward is r = -1, regardless of anything else. Otherwise the reward is r = s(a, g) - "
                "0.05 * min(n_fail, 4) - 0.1 * m, where s(a, g) in [0, 1] is the answer score and m is 1 if the "
                "episode ended without a parseable answer of the declared type and 0 otherwise. The failure penalty "
                "is capped at 0.2, so that an agent that answers correctly after several failed attempts still earns "
                "a reward of at least 0.8, and a correct answer is always worth more than any wrong one."
            ),
            Para(
                "Scalar answers are normalised before comparison: strings are case-folded and stripped of surrounding "
                "whitespace and punctuation, thousands separators and currency and percent signs are removed from "
                "numbers, dates are converted to ISO format, and booleans also accept yes and no. Two numbers match "
                "if their relative difference is at most 1e-4 or their absolute difference is at most 1e-6. A scalar "
                "answer scores s = 1 if it matches the gold answer and s = 0 otherwise."
            ),
            Para(
                "We chose the penalty of 0.05 per failing cell to be small relative to the answer score: it should "
                "make an agent prefer code that runs the first time, but never make it prefer a wrong answer without "
                "errors to a correct answer reached after errors. The unsafe penalty, in contrast, is the lowest "
                "reward an episode can receive, below that of any wrong or missing answer."
            ),
        ),
        (
            Heading("4.2 Partial credit for tables"),
            Para(
                "A table answer can be almost right in many ways: one wrong row, an extra index column, a renamed "
                "header, rows in a different order. Scoring such answers by exact match gives the same zero to a "
                "table with one wrong cell and to an empty one, which makes the reward sparse exactly where questions "
                "are hardest. We instead compute a cell-level F1 in two stages."
            ),
            Para(
                "First, columns are aligned. For every pair of a predicted column and a gold column we count the "
                "values they share when both are treated as multisets, and we find the one-to-one assignment of "
                "predicted to gold columns that maximises the total count with the Hungarian algorithm (Kuhn, 1955). "
                "Header names are ignored, because agents often rename columns. Second, with the columns aligned, "
                "rows are matched: as a multiset when the question does not ask for an order, and by position when it "
                "does, which holds for 14% of the table questions in our training data. A cell counts as matched if "
                "its value matches the aligned gold cell under the scalar rule above."
            ),
            Para(
                "Let c be the number of matched cells, P the number of cells in the predicted table and G the number "
                "in the gold table. Precision is c / P, recall is c / G and F1 is their harmonic mean. The answer "
                "score is s = 1 when F1 = 1, s = 0.9 * F1 when 0.5 <= F1 < 1, and s = 0 when F1 < 0.5. The factor of "
                "0.9 keeps an exact table strictly better than any partial one. The threshold of 0.5 denies credit to "
                "degenerate answers such as returning the whole input table in the hope of covering the gold rows, "
                "whose F1 is small because their precision is. List answers are scored as one-column tables."
            ),
            Heading("4.3 Turn-masked GRPO"),
            Para(
                "We optimise the policy with Group Relative Policy Optimization (Shao et al., 2024) adapted to "
                "multi-turn episodes. For each question we sample a group of G = 8 episodes from the current policy, "
                "compute their rewards r_1, ..., r_G and give every token generated by the policy in episode i the "
                "advantage A_i = (r_i - mean(r)) / (std(r) + 1e-4). The policy tokens of an episode are the reasoning "
                "steps and tool calls of all its turns. The system prompt, the question and all observations returned "
                "by the environment are part of the context but are excluded from the loss, since the policy did not "
                "generate them and their likelihood says nothing about its actions."
            ),
            Para(
                "The objective is the clipped surrogate of PPO (Schulman et al., 2017) with an asymmetric clip range: "
                "the probability ratio of each token is clipped to [1 - 0.2, 1 + 0.28], following DAPO (Yu et al., "
                "2025), which lets the probability of rare but useful tokens, such as a call to inspect a file before "
                "loading it, rise faster. We add a KL penalty towards the reference policy with the k3 estimator and "
                "average the loss over all unmasked tokens of the batch rather than per episode, so that long "
                "episodes are not down-weighted."
            ),
        ),
        (
            Para(
                "Groups in which all eight episodes receive the same reward give no learning signal under a "
                "group-normalised advantage. As in DAPO, we drop such groups and draw further questions from the "
                "training queue until the batch is full again (dynamic sampling). Because rewards are continuous, a "
                "group is dropped only if all its rewards are exactly equal, which in practice means that all eight "
                "episodes were exactly correct without a failing cell, or that all eight scored zero."
            ),
            Para(
                "Rollouts are generated with vLLM (Kwon et al., 2023). The episodes of a batch run concurrently: each "
                "time a policy turn ends with a tool call, the call is sent to a pool of sandbox workers and the "
                "episode waits for its observation while other episodes continue to generate. Every RL run starts "
                "from the supervised warm-start checkpoint described in Section 6.2."
            ),
            Heading("5 Data"),
            Heading("5.1 Sources"),
            Para(
                "We collected 41,300 CSV files and Excel workbooks from 37 open-data portals of national and city "
                "governments and from 2,900 public code repositories that ship data files. We kept files with between "
                "20 and 200,000 rows and at most 60 columns in every sheet, removed files that pandas could not parse "
                "either with default options or with our fallback reader, and deduplicated files whose column names "
                "and dtypes were identical, keeping one of each group at random. This left 18,740 files. Workbooks "
                "make up 23% of them, and 31% of the workbooks have more than one sheet."
            ),
            Heading("5.2 Question synthesis and filtering"),
            Para(
                "For every file, a teacher model, Corvid-72B-Instruct, was shown the output of inspect_file and asked "
                "to write questions of varied difficulty, each with a reference pandas program that computes its "
                "answer. We then applied the following steps, each to the output of the previous one:"
            ),
            Bullets(
                (
                    "Generation: 212,000 candidate questions with reference programs over the 18,740 files.",
                    (
                        "Execution: the reference program runs in the sandbox without error and returns a non-empty answer of "
                        "the declared type; 163,400 questions remain."
                    ),
                    "Determinism: a second execution returns the same answer; 139,100 remain.",
                    ("Non-triviality: the answer cannot be read off the first five rows shown by inspect_file; 121,900 remain."),
                    (
                        "Agreement: the teacher, solving the question four more times as an agent without seeing the "
                        "reference program, matches the reference answer in at least two of the four attempts; 74,600 remain."
                    ),
                    (
                        "Difficulty: after 8,000 questions are set aside for warm-start data, the warm-start policy solves "
                        "the question in between one and six of eight attempts; 38,200 of the remaining 66,600 questions "
                        "pass, over 15,960 files."
                    ),
                )
            ),
            Para(
                "The last step removes questions that the policy already solves reliably and questions it never "
                "solves, both of which would yield groups without reward variance. The final training set has 58% "
                "scalar, 16% list and 26% table questions."
            ),
        ),
        (
            Heading("5.3 Warm-start data"),
            Para(
                "The supervised warm-start set consists of 6,400 teacher trajectories with correct answers on the "
                "8,000 questions set aside before the difficulty step, one trajectory per question, so that no RL "
                "training question is seen during supervised training. Questions on which none of the teacher's "
                "attempts was correct contribute no trajectory."
            ),
            Heading("5.4 Evaluation data"),
            Para(
                "We wrote DWBench to evaluate on questions that no model wrote. Eleven annotators with professional "
                "experience in data analysis each received files that were not among the 18,740 training files and "
                "wrote questions of the kind they would ask a colleague, along with their own pandas solution. A "
                "second annotator solved every question independently; the two answers agreed on 93.5% of the "
                "questions, and disagreements were either resolved by discussion or the question was discarded. "
                "DWBench has 1,200 test questions over 430 files; a development split of 400 questions over 140 other "
                "files is used for model selection. Of the test questions, 702 expect a scalar, 198 a list and 300 a "
                "table."
            ),
            Para(
                "We also evaluate on four further benchmarks, summarised in Table 1. TabReason-CSV contains questions "
                "over single CSV files taken from the supplementary material of scientific articles. LedgerQA asks "
                "accounting questions about multi-sheet financial workbooks. MultiSheet-Hard requires joining two to "
                "five tables. MessyFrames was built to stress data cleaning: its files have merged header rows, "
                "footnote rows, mixed types within one column and units written into cells."
            ),
            TableBlock(
                (
                    "Table 1: Evaluation benchmarks. Multi-table is the share of questions whose answer needs more than "
                    "one table or sheet; Table answers is the share whose gold answer is a table. The files of all five "
                    "benchmarks are disjoint from the training files."
                ),
                (
                    ("Benchmark", "Questions", "Files", "Format", "Multi-table", "Table answers"),
                    ("DWBench (ours)", "1,200", "430", "CSV + XLSX", "18%", "25%"),
                    ("TabReason-CSV", "940", "312", "CSV", "0%", "21%"),
                    ("LedgerQA", "620", "155", "XLSX", "64%", "30%"),
                    ("MultiSheet-Hard", "410", "122", "CSV + XLSX", "100%", "34%"),
                    ("MessyFrames", "500", "250", "CSV + XLSX", "12%", "19%"),
                ),
            ),
            Heading("6 Experimental Setup"),
            Heading("6.1 Models and baselines"),
            Para(
                "We train two policies, Corvid-7B-Instruct and Corvid-14B-Instruct, instruction-tuned open models "
                "with a large share of code in their pretraining data. We compare with the following baselines, all "
                "evaluated with the same tools, sandbox and limit of eight tool calls unless stated otherwise:"
            ),
            Bullets(
                (
                    (
                        "Prompted agents: the instruction-tuned models with a ReAct-style prompt and two in-context example "
                        "episodes. As references we also prompt Corvid-72B-Instruct, our teacher, and Halcyon-Pro, a "
                        "proprietary model accessed through an API."
                    ),
                    (
                        "PoT: the model writes a single program, which is executed once and whose printed result is parsed as "
                        "the answer, following Program of Thoughts (Chen et al., 2023)."
                    ),
                    (
                        "SFT: supervised fine-tuning on the 6,400 teacher trajectories; this is also the warm-start "
                        "checkpoint of every RL run."
                    ),
                )
            ),
        ),
        (
            Bullets(
                (
                    (
                        "RFT: three rounds of rejection-sampling fine-tuning from the SFT model, each sampling eight episodes "
                        "per training question and keeping the correct episodes that have no failing cell."
                    ),
                    (
                        "GRPO (binary): the same algorithm, data and starting point as DataWright, but the reward is 1 for an "
                        "exactly correct answer and 0 otherwise, with no partial credit for tables and no penalty for failing "
                        "or unsafe code."
                    ),
                )
            ),
            Heading("6.2 Training"),
            Para(
                "Supervised warm-start training runs for 2 epochs over the 6,400 trajectories with a learning rate of "
                "1e-5, a batch size of 64 and a cosine schedule; as in RL, observation tokens are excluded from the "
                "loss. RL training uses a constant learning rate of 1e-6 after 10 warm-up steps and 128 questions per "
                "step with 8 episodes each, hence 1,024 episodes per step, a KL coefficient of 0.001 and a sampling "
                "temperature of 1.0. The episodes of each step are split into four mini-batches, giving four gradient "
                "updates per step. We train the 7B policy for 400 steps and the 14B policy for 300 steps, evaluate on "
                "the development split every 50 steps and keep the checkpoint with the best development accuracy. "
                "Appendix A lists the remaining hyperparameters."
            ),
            Para(
                "The 7B policy is trained on 32 H100 GPUs with 80 GB of memory each, and the 14B policy on 64. "
                "Sandboxes run on a separate pool of 512 CPU worker processes, which keeps code execution off the GPU "
                "nodes."
            ),
            Heading("6.3 Evaluation"),
            Para(
                "All models are evaluated once per question with greedy decoding. Our main metric is strict accuracy: "
                "a scalar must match under the rule of Section 4.1, and a list or table must match exactly up to row "
                "order (unless the question asks for an order) and column names, that is, it must reach F1 = 1 under "
                "the rule of Section 4.2. Partial credit is used only during training; we report the cell-level F1 of "
                "table answers separately where it is informative. An episode without an answer, or with an unsafe "
                "action, counts as incorrect."
            ),
            Heading("7 Results"),
            Heading("7.1 Main results"),
            Para(
                "Table 2 reports strict accuracy on all five benchmarks. DataWright improves the 7B model from 34.2% "
                "to 55.8% on average and the 14B model from 42.1% to 61.3%. The largest gain is on DWBench, whose "
                "questions are closest in style to the training data, but the gains carry over to benchmarks built by "
                "others: on MessyFrames, which stresses data cleaning, DataWright-7B gains 22.7 points over the "
                "prompted model. DataWright-7B equals the prompted 72B teacher on average, and DataWright-14B comes "
                "within 1.6 points of Halcyon-Pro."
            ),
            Para(
                "Among the training methods the ordering is the same for both sizes and nearly every benchmark. "
                "Supervised fine-tuning gives the largest single jump over prompting, rejection-sampling fine-tuning "
                "adds 2.6 points on average, and RL with a binary reward adds a further 4.6. DataWright adds 5.3 "
                "points over binary-reward GRPO with the same data and algorithm, so the design of the reward is "
                "worth about as much as the move from rejection sampling to RL. Running a single program without "
                "feedback (PoT) is 3.7 points worse than the prompted multi-turn agent."
            ),
        ),
        (
            TableBlock(
                (
                    "Table 2: Strict accuracy (%) on five benchmarks with greedy decoding and one attempt per question. "
                    "List and table answers count only if exactly correct. Avg is the unweighted mean over the "
                    "benchmarks. The upper block lists prompted reference models."
                ),
                (
                    ("Method", "DWBench", "TabReason", "LedgerQA", "MultiSheet", "Messy", "Avg"),
                    ("Halcyon-Pro (API, prompted)", "71.4", "68.9", "63.2", "52.7", "58.1", "62.9"),
                    ("Corvid-72B-Instruct (prompted)", "64.8", "63.5", "55.9", "44.0", "50.6", "55.8"),
                    ("Corvid-7B-Instruct (PoT)", "38.2", "41.7", "30.4", "17.9", "24.3", "30.5"),
                    ("Corvid-7B-Instruct (prompted)", "42.6", "44.1", "33.8", "21.5", "29.0", "34.2"),
                    ("  + SFT", "53.9", "52.4", "42.7", "30.8", "36.5", "43.3"),
                    ("  + RFT", "57.1", "54.8", "45.0", "33.6", "38.9", "45.9"),
                    ("  + GRPO (binary)", "62.5", "58.3", "49.6", "38.1", "44.2", "50.5"),
                    ("  DataWright-7B", "67.3", "61.9", "54.8", "43.5", "51.7", "55.8"),
                    ("Corvid-14B-Instruct (prompted)", "51.7", "52.0", "41.5", "29.4", "35.8", "42.1"),
                    ("  + GRPO (binary)", "68.0", "63.1", "55.2", "44.9", "50.3", "56.3"),
                    ("  DataWright-14B", "72.6", "66.4", "60.1", "50.2", "57.4", "61.3"),
                ),
            ),
            Heading("7.2 Answer types"),
            Para(
                "Table 3 breaks down the DWBench results of the 7B models by answer type. Scalar questions gain "
                "little from the new reward: DataWright is 1.2 points ahead of binary-reward GRPO on them. The "
                "difference is concentrated in table answers, whose exact-match rate rises from 45.3% to 59.4%. The "
                "mean cell-level F1 of table answers rises as well, which shows that partial credit does not merely "
                "push tables that were almost right over the line but improves table answers across the board."
            ),
            TableBlock(
                (
                    "Table 3: DWBench accuracy (%) of the 7B models by answer type, with the number of questions in "
                    "parentheses. Table F1 is the mean cell-level F1 of Section 4.2 over the 300 table questions, "
                    "counting missing answers as 0."
                ),
                (
                    ("Method", "Scalar (702)", "List (198)", "Table exact (300)", "Table F1"),
                    ("Corvid-7B-Instruct (prompted)", "49.3", "40.3", "28.5", "51.2"),
                    ("SFT", "60.3", "52.0", "40.1", "63.9"),
                    ("GRPO (binary)", "70.4", "60.4", "45.3", "66.0"),
                    ("DataWright-7B", "71.6", "63.9", "59.4", "78.8"),
                ),
            ),
            Para(
                "Lists fall in between: DataWright gains 3.5 points on them over binary-reward GRPO, consistent with "
                "lists being scored as one-column tables during training."
            ),
        ),
        (
            Heading("7.3 Training dynamics"),
            Para(
                "Figure 1 shows development accuracy during RL training of the 7B policy. Binary-reward GRPO improves "
                "quickly in the first 100 steps and then flattens, while DataWright keeps improving until the end of "
                "training."
            ),
            FigureBlock(
                (
                    "Figure 1: Strict accuracy on the DWBench development split (400 questions) during RL training of the "
                    "7B policy, evaluated every 50 steps, for DataWright (black) and binary-reward GRPO (grey). Both "
                    "start from the SFT checkpoint at 52.0%; DataWright passes the final accuracy of binary-reward GRPO "
                    "(62.2%) after 150 steps."
                ),
                "training step",
                "dev accuracy",
                (
                    (0.52, 0.561, 0.598, 0.624, 0.641, 0.655, 0.664, 0.67, 0.673),
                    (0.52, 0.548, 0.572, 0.588, 0.601, 0.609, 0.615, 0.62, 0.622),
                ),
            ),
            Heading("7.4 Failing and unsafe code"),
            Para(
                "Table 4 reports how the code of the 7B agents behaves over all 3,670 test episodes of the five "
                "benchmarks. Binary-reward GRPO learns to answer more often but not to write code that runs: its "
                "share of episodes with a failing cell is higher than that of the SFT model, because without a "
                "penalty, retrying after an error costs nothing. The failure penalty of DataWright more than halves "
                "that share. Unsafe actions, almost all of them imports of os to list a directory or attempts to "
                "overwrite an input file with a cleaned copy, fall from 34 episodes for the prompted model to 2 for "
                "DataWright-7B."
            ),
            TableBlock(
                (
                    "Table 4: Code behaviour of the 7B models over all 3,670 test episodes. An unsafe episode is one in "
                    "which the static check or the runtime monitor stopped a cell. Tool calls counts inspect_file, python "
                    "and answer calls; No answer is the share of episodes that end without a parseable answer."
                ),
                (
                    ("Method", "Failing cells / ep.", "Ep. with failure", "Unsafe ep.", "Tool calls", "No answer"),
                    ("Corvid-7B-Instruct (prompted)", "1.42", "48.7%", "34 (0.93%)", "4.1", "6.8%"),
                    ("SFT", "0.97", "37.2%", "23 (0.63%)", "4.6", "3.1%"),
                    ("GRPO (binary)", "1.18", "41.5%", "14 (0.38%)", "5.3", "1.9%"),
                    ("DataWright-7B", "0.41", "19.8%", "2 (0.05%)", "4.4", "0.7%"),
                ),
            ),
            FigureBlock(
                (
                    "Figure 2: Share of training episodes that contain at least one failing code cell, every 50 steps of "
                    "RL training of the 7B policy, for DataWright (black) and binary-reward GRPO (grey). With the failure "
                    "penalty the share falls from 36% to 15%; without it, it rises to 43%."
                ),
                "training step",
                "episodes with failure",
                (
                    (0.36, 0.31, 0.26, 0.22, 0.19, 0.17, 0.16, 0.155, 0.15),
                    (0.36, 0.37, 0.38, 0.39, 0.4, 0.41, 0.42, 0.425, 0.43),
                ),
            ),
        ),
        (
            Heading("8 Ablations"),
            Para(
                "Table 5 removes or changes one component of DataWright-7B at a time, with everything else fixed. "
                "Each variant is trained for the full 400 steps and evaluated at its best development checkpoint."
            ),
            TableBlock(
                (
                    "Table 5: Ablations of DataWright-7B. DWBench and Avg are strict accuracy (%), Avg over the five "
                    "benchmarks of Table 2. Fail. ep. is the share of test episodes with a failing cell and Unsafe the "
                    "number of unsafe test episodes, both over all 3,670 test episodes. Evaluation always allows eight "
                    "tool calls."
                ),
                (
                    ("Variant", "DWBench", "Avg", "Fail. ep.", "Unsafe"),
                    ("DataWright-7B (full)", "67.3", "55.8", "19.8%", "2"),
                    ("No partial credit (exact-match tables)", "64.1", "53.2", "20.6%", "3"),
                    ("No F1 threshold (credit for any F1 > 0)", "65.0", "53.9", "21.0%", "2"),
                    ("No failure penalty", "66.2", "54.6", "39.4%", "4"),
                    ("No unsafe penalty (unsafe episodes get 0)", "67.0", "55.5", "20.3%", "11"),
                    ("Loss on observation tokens", "61.8", "51.0", "23.5%", "5"),
                    ("No SFT warm start", "63.4", "52.1", "22.7%", "7"),
                    ("No dynamic sampling", "66.1", "54.9", "20.1%", "2"),
                    ("G = 4 episodes per question", "65.2", "54.0", "21.4%", "3"),
                    ("G = 16 episodes per question", "67.6", "56.0", "19.1%", "1"),
                    ("Limit of 4 tool calls in training", "63.9", "52.4", "18.2%", "1"),
                    ("Limit of 12 tool calls in training", "67.1", "55.9", "20.4%", "3"),
                ),
            ),
            Para(
                "Reward. Removing partial credit costs 3.2 points on DWBench, the largest effect of any reward "
                "component. Removing the F1 threshold costs 2.3 points: without it the policy learns to return large "
                "tables, and the mean number of rows in its table answers grows from 11 to 47, while the gold tables "
                "have 9 rows on average. The failure penalty changes accuracy by only 1.1 points but halves the share "
                "of failing episodes. Without the unsafe penalty, an unsafe episode scores the same as a wrong "
                "answer, and unsafe test episodes rise from 2 to 11."
            ),
            Para(
                "Optimisation. Computing the loss on observation tokens is the most harmful change, at 5.5 points: "
                "the policy then learns to predict interpreter output, and we observed it writing fabricated outputs "
                "after its own code before the real observation arrived. Starting RL from the instruction-tuned model "
                "rather than from the warm-start checkpoint costs 3.9 points. Sixteen episodes per question help "
                "slightly but double the cost of rollouts, so we keep eight. Training with a limit of four tool calls "
                "leaves the policy unprepared for questions that need more steps, while a limit of twelve neither "
                "helps nor hurts."
            ),
        ),
        (
            Heading("9 Analysis"),
            Heading("9.1 Error types"),
            Para(
                "We sampled 200 incorrect DWBench episodes of DataWright-7B and 200 of binary-reward GRPO and "
                "assigned each to one error type; Table 6 gives the distribution. Misreading the question, for "
                "example averaging over rows when the question asks for an average per customer, is the most frequent "
                "error for both. Table formatting errors, such as an extra index column or rows sorted in the wrong "
                "direction, are where the two differ most: they account for 42 of the GRPO failures against 22 for "
                "DataWright. For 16 of the DataWright failures, the annotators judged the gold answer wrong or the "
                "question ambiguous."
            ),
            TableBlock(
                (
                    "Table 6: Error types in 200 sampled incorrect DWBench episodes per model, each assigned to exactly "
                    "one type by two of the authors."
                ),
                (
                    ("Error type", "DataWright-7B", "GRPO (binary)"),
                    ("Misread question or wrong aggregation", "62", "54"),
                    ("Wrong column or join key", "44", "40"),
                    ("Data cleaning (types, missing values, units)", "38", "34"),
                    ("Table format (columns, order, index)", "22", "42"),
                    ("Unresolved execution error", "10", "8"),
                    ("Limit of tool calls reached without answer", "8", "10"),
                    ("Gold answer wrong or question ambiguous", "16", "12"),
                    ("Total", "200", "200"),
                ),
            ),
            Heading("9.2 Turn usage"),
            Para(
                "DataWright-7B makes 4.4 tool calls per episode on average (Table 4), and more on harder questions "
                "(Appendix C). It inspects the file before loading it in 91% of episodes, against 63% for the SFT "
                "model. Binary-reward GRPO makes more calls, and Figure 3 shows one reason: with no cost for failing "
                "cells, it increasingly retries variants of failing code until it reaches the limit of eight tool "
                "calls."
            ),
            FigureBlock(
                (
                    "Figure 3: Share of training episodes that reach the limit of eight tool calls without answering, "
                    "every 50 steps of RL training of the 7B policy, for DataWright (black) and binary-reward GRPO "
                    "(grey). The share rises from 6% to 11% for binary-reward GRPO and falls to 2% for DataWright."
                ),
                "training step",
                "episodes at limit",
                (
                    (0.06, 0.05, 0.04, 0.035, 0.03, 0.025, 0.02, 0.02, 0.02),
                    (0.06, 0.065, 0.07, 0.08, 0.085, 0.09, 0.1, 0.105, 0.11),
                ),
            ),
        ),
        (
            Heading("9.3 Case study"),
            Para(
                "The question 'For each region, which product had the largest growth in revenue from 2022 to 2023? "
                "Return a table with the region, the product and the growth in percent, rounded to one decimal.' is "
                "asked about a DWBench workbook with one sheet per year. DataWright-7B first calls inspect_file and "
                "sees that revenue is stored as text such as '$1,204.50'. In its second call it loads both sheets, "
                "strips the dollar signs and thousands separators and converts the column to numbers. Its third call "
                "merges the two years and fails with a KeyError, because the 2023 sheet names its column 'Region ' "
                "with a trailing space. The fourth call strips whitespace from all column names, repeats the merge, "
                "computes the growth per region and product, keeps the maximum per region and prints the result, "
                "which has 6 rows. The fifth call submits the table. The episode has one failing cell and an exact "
                "answer, so under our reward it would earn 0.95."
            ),
            Para(
                "Binary-reward GRPO, on the same question, skips inspection and converts revenue with "
                "pd.to_numeric(errors='coerce'), which silently turns every value into NaN. It returns a table of the "
                "six regions with empty product and growth values. Its answer reaches a cell-level F1 of 0.33, since "
                "only the region column matches, which is below the threshold of 0.5, so it would earn no partial "
                "credit under our reward either. The example is typical of the cleaning errors in Table 6: the code "
                "runs without error, and only a check of the intermediate values reveals the problem."
            ),
            Heading("10 Limitations"),
            Para(
                "DataWright is trained and evaluated on English questions about files of at most 200,000 rows; larger "
                "files would require the agent to sample or stream data, which our sandbox does not support within "
                "its memory limit. Our training questions are written by a single teacher model and verified by "
                "agreement among its own answers, so systematic errors of the teacher can survive verification, and "
                "we have not audited a sample of the training set by hand. The safety check is a deny-list: it blocks "
                "the operations we anticipated and cannot guarantee that no harmful code runs, so the sandbox remains "
                "the last line of defence. Partial credit assumes that the cells of a table answer can be compared "
                "independently, which does not hold for answers such as pivot tables whose meaning depends on their "
                "layout. Finally, all our policies come from one model family, and we have not tested whether the "
                "reward transfers to others."
            ),
            Heading("11 Conclusion"),
            Para(
                "DataWright trains a data-analysis agent with reinforcement learning in a sandbox that runs its "
                "pandas code over several turns. Scoring tables by cell-level F1 with a threshold, and charging a "
                "small price for failing code and a large one for unsafe code, gives a 7B model the average accuracy "
                "of a prompted 72B model across five benchmarks, while its code fails less often and almost never "
                "acts unsafely. The gains come as much from the design of the reward as from the move to "
                "reinforcement learning itself. We release the environment, the reward implementation and DWBench."
            ),
        ),
        (
            Heading("References"),
            References(
                (
                    (
                        "Chen, W., Ma, X., Wang, X., and Cohen, W. W. Program of thoughts prompting: Disentangling "
                        "computation from reasoning for numerical reasoning tasks. TMLR, 2023."
                    ),
                    "Cheng, Z., Xie, T., Shi, P., et al. Binding language models in symbolic languages. ICLR, 2023.",
                    (
                        "Feng, J., Huang, S., Qu, X., et al. ReTool: Reinforcement learning for strategic tool use in LLMs. "
                        "arXiv:2504.11536, 2025."
                    ),
                    (
                        "Guo, D., Yang, D., Zhang, H., et al. DeepSeek-R1: Incentivizing reasoning capability in LLMs via "
                        "reinforcement learning. arXiv:2501.12948, 2025."
                    ),
                    (
                        "Herzig, J., Nowak, P. K., Mueller, T., Piccinno, F., and Eisenschlos, J. TaPas: Weakly supervised "
                        "table parsing via pre-training. ACL, 2020."
                    ),
                    (
                        "Hu, X., Zhao, Z., Wei, S., et al. InfiAgent-DABench: Evaluating agents on data analysis tasks. ICML, "
                        "2024."
                    ),
                    (
                        "Huang, Y., Luo, J., Yu, Y., et al. DA-Code: Agent data science code generation benchmark for large "
                        "language models. EMNLP, 2024."
                    ),
                    (
                        "Jin, B., Zeng, H., Yue, Z., et al. Search-R1: Training LLMs to reason and leverage search engines "
                        "with reinforcement learning. arXiv:2503.09516, 2025."
                    ),
                    (
                        "Kuhn, H. W. The Hungarian method for the assignment problem. Naval Research Logistics Quarterly, "
                        "2(1-2):83-97, 1955."
                    ),
                    (
                        "Kwon, W., Li, Z., Zhuang, S., et al. Efficient memory management for large language model serving "
                        "with PagedAttention. SOSP, 2023."
                    ),
                    (
                        "Lai, Y., Li, C., Wang, Y., et al. DS-1000: A natural and reliable benchmark for data science code "
                        "generation. ICML, 2023."
                    ),
                    (
                        "Li, H., Su, J., Chen, Y., Li, Q., and Zhang, Z. SheetCopilot: Bringing software productivity to the "
                        "next level through large language models. NeurIPS, 2023."
                    ),
                    "Loshchilov, I. and Hutter, F. Decoupled weight decay regularization. ICLR, 2019.",
                    "Pasupat, P. and Liang, P. Compositional semantic parsing on semi-structured tables. ACL, 2015.",
                    (
                        "Ruan, Y., Dong, H., Wang, A., et al. Identifying the risks of LM agents with an LM-emulated sandbox. "
                        "ICLR, 2024."
                    ),
                    (
                        "Schick, T., Dwivedi-Yu, J., Dessi, R., et al. Toolformer: Language models can teach themselves to "
                        "use tools. NeurIPS, 2023."
                    ),
                    (
                        "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization "
                        "algorithms. arXiv:1707.06347, 2017."
                    ),
                    (
                        "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in "
                        "open language models. arXiv:2402.03300, 2024."
                    ),
                    "Wang, X., Chen, Y., Yuan, L., et al. Executable code actions elicit better LLM agents. ICML, 2024.",
                    ("Yao, S., Zhao, J., Yu, D., et al. ReAct: Synergizing reasoning and acting in language models. ICLR, 2023."),
                    (
                        "Yu, Q., Zhang, Z., Zhu, R., et al. DAPO: An open-source LLM reinforcement learning system at scale. "
                        "arXiv:2503.14476, 2025."
                    ),
                    (
                        "Yuan, Z., Yuan, H., Li, C., et al. Scaling relationship on learning mathematical reasoning with "
                        "large language models. arXiv:2308.01825, 2023."
                    ),
                    (
                        "Zelikman, E., Wu, Y., Mu, J., and Goodman, N. D. STaR: Bootstrapping reasoning with reasoning. "
                        "NeurIPS, 2022."
                    ),
                    (
                        "Zhong, V., Xiong, C., and Socher, R. Seq2SQL: Generating structured queries from natural language "
                        "using reinforcement learning. arXiv:1709.00103, 2017."
                    ),
                    (
                        "Zhou, Y., Zanette, A., Pan, J., Levine, S., and Kumar, A. ArCHer: Training language model agents via "
                        "hierarchical multi-turn RL. ICML, 2024."
                    ),
                )
            ),
        ),
        (
            Heading("A Additional Hyperparameters"),
            Para(
                "Table 7 lists the hyperparameters not given in Section 6.2. Both stages use the AdamW optimiser "
                "(Loshchilov and Hutter, 2019). The RFT baseline uses the SFT settings in each of its three rounds, "
                "with one epoch per round and a learning rate of 5e-6."
            ),
            TableBlock(
                (
                    "Table 7: Additional hyperparameters of supervised warm-start training (SFT) and RL training. A dash "
                    "marks a setting that does not apply."
                ),
                (
                    ("Setting", "SFT", "RL"),
                    ("Adam beta1, beta2", "0.9, 0.95", "0.9, 0.95"),
                    ("Weight decay", "0.1", "0.0"),
                    ("Gradient clipping (global norm)", "1.0", "1.0"),
                    ("Learning-rate warm-up", "3% of steps", "10 steps"),
                    ("Maximum sequence length (tokens)", "16,384", "16,384"),
                    ("Clip range (low, high)", "-", "0.2, 0.28"),
                    ("KL estimator", "-", "k3"),
                    ("Mini-batches per step", "-", "4"),
                    ("Top-p of training rollouts", "-", "1.0"),
                    ("Maximum new tokens per turn", "-", "1,024"),
                    ("vLLM tensor parallelism (7B / 14B)", "-", "1 / 2"),
                    ("Selected checkpoint (7B / 14B)", "-", "step 400 / step 250"),
                ),
            ),
            Heading("B Prompt Templates"),
            Para(
                "System prompt of the agent (abridged; the tool signatures are given in full in the actual prompt): "
                "'You are a data analyst working in a Python sandbox. The files listed below are available read-only "
                "under /data. You can call exactly one tool per turn: inspect_file to see the structure of a file, "
                "python to run code in a persistent session where pandas is imported as pd, and answer to submit your "
                "final answer. Before answering, check that your result has the shape the question asks for. Do not "
                "access the network, other processes or files outside /data and /tmp. You have at most eight tool "
                "calls.'"
            ),
            Para(
                "Question template: 'Question: {question} Files: {path} ({size}), one line per file. Think briefly, "
                "then call one tool.' The answer tool expects a JSON object with the fields type and value; for "
                "tables, value is a list of records with one key per column."
            ),
            Para(
                "Teacher prompt for question synthesis (abridged): 'Here is the structure of a data file: "
                "{inspect_file output}. Write {k} questions that a business or research analyst might ask about this "
                "file, ranging from a single lookup to several steps of cleaning, grouping and joining. For each "
                "question give the expected answer type and a pandas program that computes the answer and stores it "
                "in a variable named result.' We set k = 12 for workbooks with several sheets and k = 8 otherwise."
            ),
        ),
        (
            Heading("C Results by Difficulty"),
            Para(
                "DWBench annotators labelled each question as easy (a single lookup, filter or aggregation), medium "
                "(two or three operations, such as a filter followed by a grouped aggregate) or hard (several "
                "operations that include a join across tables or sheets or a non-trivial cleaning step). Table 8 "
                "gives strict accuracy by difficulty."
            ),
            TableBlock(
                ("Table 8: Strict accuracy (%) on DWBench by annotated difficulty, with the number of questions in parentheses."),
                (
                    ("Method", "Easy (380)", "Medium (520)", "Hard (300)", "All (1,200)"),
                    ("Corvid-7B-Instruct (prompted)", "70.5", "38.4", "14.6", "42.6"),
                    ("SFT", "79.7", "51.6", "25.3", "53.9"),
                    ("GRPO (binary)", "86.1", "62.0", "33.5", "62.5"),
                    ("DataWright-7B", "88.2", "67.5", "40.6", "67.3"),
                    ("DataWright-14B", "91.3", "73.5", "47.4", "72.6"),
                ),
            ),
            Para(
                "The gain of DataWright-7B over binary-reward GRPO grows with difficulty, from 2.1 points on easy "
                "questions to 7.1 points on hard ones. DataWright-7B makes 3.2 tool calls on average on easy "
                "questions, 4.3 on medium ones and 5.9 on hard ones, and the share of its episodes with a failing "
                "cell is 9.5%, 18.8% and 33.4% respectively."
            ),
            Heading("D Reward Statistics during Training"),
            Para(
                "The mean training reward of the 7B policy is 0.41 at the first RL step and 0.68 at step 400. The "
                "share of groups dropped by dynamic sampling because all their rewards are equal grows from 12% in "
                "the first 50 steps to 31% in the last 50, as more questions become reliably solved; for "
                "binary-reward GRPO, whose rewards take only two values, it grows from 19% to 44%. Among table "
                "questions in training rollouts, the share of episodes that receive partial credit, that is, a score "
                "strictly between 0 and 1, is 27% at the start of training and 18% at the end, while the share of "
                "exact table answers rises from 22% to 49%."
            ),
            Para(
                "Unsafe actions are rare in training as well: 0.8% of the episodes of the first 50 steps contain one, "
                "and 0.04% of the episodes of the last 50 steps."
            ),
        ),
    ),
)
