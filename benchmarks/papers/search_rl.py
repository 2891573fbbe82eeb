"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 39): outcome-reward RL for a multi-hop web-search agent with a per-query search penalty; every sentence, model, dataset and number is invented."""

from __future__ import annotations

from benchmarks.generated_papers import (
    Block,
    Bullets,
    FigureBlock,
    GeneratedPaper,
    Heading,
    Para,
    References,
    TableBlock,
    pages_of,
)

PAGE_1: list[Block] = [
    Heading("1 Introduction"),
    Para(
        "Answering a question such as 'Which river runs through the birthplace of the architect of the Halvorsen "
        "Library?' takes more than one lookup: an agent must first find the architect, then the architect's birthplace, "
        "and only then the river. Language models that interleave reasoning with calls to a search engine handle such "
        "questions far better than models that answer from their parameters or from a single round of retrieval, and a "
        "growing line of work trains these agents with reinforcement learning (RL), rewarding a trajectory only when its "
        "final answer matches the reference (Castellanos et al., 2025; Mwangi et al., 2025). The recipe needs no annotated "
        "search traces and no process supervision; the policy discovers by itself when to search and what to type."
    ),
    Para(
        "Outcome rewards, however, say nothing about cost. A trajectory that reaches the right answer after seven queries "
        "earns exactly the reward of one that reaches it after two, and because an extra query rarely hurts and now and "
        "then helps, RL drifts towards searching more. In our own runs with an 8B policy, the mean number of searches per "
        "question rose from 1.7 at initialisation to 4.87 after training, and about a fifth of all queries were "
        "near-duplicates of a query the agent had already issued in the same trajectory. Every query costs money when the "
        "engine is a paid API, adds a network round trip to the latency of the answer, and lengthens the context that the "
        "model has to read on every later turn."
    ),
    Para(
        "The obvious remedy is to charge for searching: subtract a small constant from the reward for each query. This "
        "paper is an empirical study of that remedy, which we call ThriftSearch. The method is deliberately plain, an "
        "exact-match reward minus λ times the number of searches, optimised with GRPO, and our aim is less to propose "
        "a method than to measure what the penalty does and does not buy across model sizes, across benchmarks that "
        "need different numbers of hops, and across the design choices that surround it. We hold everything else fixed between runs, the retriever, the "
        "training questions, the optimiser and the number of steps, so that differences can be attributed to the reward."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "Our headline result is a favourable but uneven trade. At λ = 0.04, the Halden-8B agent issues 46% fewer "
        "searches than the same agent trained without a cost (2.63 against 4.87 per question), while its exact match "
        "averaged over six benchmarks drops by half a point, from 38.5 to 38.0. Averages hide the shape of the trade, "
        "however, and most of this paper is about that shape: where the saved queries came from, which questions paid "
        "for them, and which of our attempts to make the trade better did not work. We report the misses as carefully as the "
        "hits, because a practitioner choosing λ needs both."
    ),
    Para("Our contributions and findings are the following."),
    Bullets(
        (
            "A controlled study of a per-query search cost in outcome-reward RL for search agents, with three policy sizes "
            "(3B, 8B and 14B parameters), six multi-hop evaluation sets and a frozen retrieval environment that makes every "
            "run reproducible at no per-query cost.",
            "Evidence that the penalty mostly removes redundant queries: the share of near-duplicate queries falls from 22% "
            "to 6%, and on single-hop questions the agent stops issuing three or more searches where one suffices.",
            "Evidence that it also removes useful ones. On four- and five-hop questions the penalised agent answers after "
            "at most one search in 17% of trajectories and loses 1.3 points of exact match; we trace this to GRPO groups "
            "in which every rollout fails, where the penalty rewards giving up early.",
            "Negative results we think are worth reporting: no RL variant beats single-shot retrieval on the "
            "time-sensitive FreshFacts-26; a KL penalty, a penalty schedule and a wider retrieval window change little; and "
            "a dense query-usefulness reward from an LLM judge, our first design, was exploited by the policy within 150 steps.",
        )
    ),
    Para(
        "The paper is organised as follows. Section 2 situates the work. Section 3 defines the agent, the reward and the "
        "optimisation. Section 4 describes the models, data and training. Section 5 reports the main results, Section 6 "
        "the ablations and the abandoned judge reward, and Section 7 analyses how the agent's behaviour changes under the "
        "penalty. Limitations and broader impact follow in Sections 8 and 9."
    ),
    Heading("2 Related Work"),
    Para(
        "Retrieval-augmented language models. Conditioning generation on retrieved passages reduces hallucination on "
        "knowledge-intensive tasks, whether retrieval is built into pre-training or added at inference time (Fennimore et "
        "al., 2022). Hybrid retrievers that fuse sparse and dense rankings remain a strong default for open-domain corpora "
        "(Laurent et al., 2021). A single retrieval step is, however, poorly suited to multi-hop questions, because the "
        "passage needed for the second hop can only be found once the first hop has been answered."
    ),
    Para(
        "Iterative and interleaved retrieval. Prompting methods interleave chain-of-thought reasoning with retrieval calls, "
        "using each intermediate thought as the next query (Aldana et al., 2023). These methods need no training but "
        "depend heavily on few-shot demonstrations, and they tend to issue a query after every reasoning step whether or "
        "not the step needs new evidence. Adaptive retrieval methods instead train a classifier or use model confidence "
        "to decide whether to retrieve at all (Dufresne and Iyer, 2024); they decide once per question rather than once "
        "per hop. An agent trained with RL makes a decision of this kind at every turn, which is what makes the number "
        "of searches a learned quantity rather than a fixed one."
    ),
    Para(
        "Query formulation. A separate strand studies how a model should phrase its queries, by rewriting the user's "
        "question before retrieval or by decomposing it into sub-questions that are each searched once. Decomposition "
        "fixes the number of searches at the number of sub-questions, which works when the decomposition is right and "
        "fails silently when it is not. Our agents are not told to decompose, but Section 7.3 shows that a per-query cost "
        "pushes them towards a particular style of query, one that folds two hops into a single call, which resembles "
        "decomposition run in reverse."
    ),
]

PAGE_3: list[Block] = [
    Para(
        "Reinforcement learning for reasoning. Policy-gradient methods with verifiable rewards, from PPO to critic-free "
        "variants that normalise rewards within a group of samples such as GRPO, have become the standard way of improving "
        "the reasoning of language models (Bexley and Moraes, 2024). Refinements such as asymmetric clipping and the "
        "removal of groups with zero reward variance improve stability (Jovanovic et al., 2025). Several studies note that "
        "RL lengthens responses well beyond what accuracy requires and propose length penalties to counter it "
        "(Grünewald and Park, 2025); our search penalty is the agentic analogue of a length penalty, charged per tool call "
        "rather than per token."
    ),
    Para(
        "RL for search agents. Recent work trains language models to call a search engine with outcome rewards alone "
        "(Castellanos et al., 2025), sometimes adding self-reflection or query rewriting steps (Mwangi et al., 2025). A "
        "recurring implementation detail is that tokens returned by the retriever should be excluded from the "
        "policy-gradient loss, since the policy did not generate them (Ekwueme et al., 2025). We adopt this masking and "
        "measure what happens without it. Most of these studies report accuracy only and leave the number of searches "
        "unreported or mention it in passing."
    ),
    Para(
        "Cost-aware tool use. Budgets on tool calls have been studied for prompted agents, usually as a hard cap "
        "enforced at inference time (Haddad et al., 2024). Closest to our work, Oyelaran and Whitcombe (2025) add a "
        "per-call cost to the reward of a calculator-and-code agent and report large savings with no loss of accuracy. "
        "Their tasks need at most two tool calls; we find that the picture is less rosy when the number of calls a "
        "question requires is large and varies from question to question. A fixed cost is then too high for some "
        "questions and too low for others, and the policy has no way of knowing in advance which is which, other than "
        "from the wording of the question itself."
    ),
    Para(
        "Process rewards and judges. Dense rewards from a process reward model or an LLM judge promise better credit "
        "assignment than outcome rewards (Nakashima et al., 2024), but judges can be gamed when the policy is optimised "
        "against them for long enough (Kowalczyk and Reyes, 2024). Our abandoned variant in Section 6.3 is a small "
        "instance of this failure."
    ),
    Para(
        "Multi-hop evaluation. Multi-hop benchmarks are known to contain shortcuts that let a model answer without "
        "resolving every hop (Ishikawa et al., 2023), and questions about recent events are hard for any retriever over "
        "an index whose ranking signals lag behind the news (Petrov et al., 2024). Both issues affect how our results "
        "should be read, and we return to them in Sections 5 and 8."
    ),
    Heading("3 Method"),
    Heading("3.1 Agent and environment"),
    Para(
        "Given a question q, the policy π_θ generates a trajectory τ made of reasoning segments, search calls and a "
        "single answer. A search call is text enclosed in <search> and </search> tags. When the policy emits the closing "
        "tag, generation pauses, the query is sent to the retriever, and the top k = 3 passages are appended inside "
        "<result> and </result> tags, after which generation resumes. The trajectory ends when the policy emits an "
        "<answer> span or when the context reaches 8,192 tokens. We cap the number of search calls at N_max = 8: a ninth "
        "call receives the message 'search budget exhausted' instead of passages, and calls beyond the cap are not counted "
        "in the reward. Reasoning segments are free-form and "
        "are not enclosed in any tag."
    ),
    Para(
        "We count a search call as one turn of interaction, and a trajectory may contain at most eight turns, plus the "
        "final answer. The policy can see how many searches it has made, since its own calls remain in the context, but it "
        "is never told the cap unless it reaches it. Empty queries are passed to the retriever unchanged and return three "
        "arbitrary passages; they occurred in fewer than 0.1% of trajectories after the first 20 training steps. The policy "
        "never sees the reference answer, the reward or the number of hops a question needs."
    ),
]

PAGE_4: list[Block] = [
    Heading("3.2 Reward"),
    Para(
        "Let n(τ) be the number of search calls in τ, â(τ) the extracted answer and A* the set of reference answers, "
        "including aliases. ThriftSearch assigns the reward"
    ),
    Para("R(τ) = EM(â(τ), A*) − λ · n(τ)   if τ is well formed,   and   R(τ) = −0.5   otherwise,          (1)"),
    Para(
        "where EM ∈ {0, 1} is exact match after the usual normalisation (lower-casing and removal of articles, "
        "punctuation and extra white space) and λ ≥ 0 is the search cost. A trajectory is malformed if it has no "
        "answer span, more than one answer span, or unbalanced tags. With λ = 0.04 and at most eight searches, a correct "
        "answer always earns more than a wrong one: the lowest reward of a correct trajectory, 1 − 8 × 0.04 = 0.68, "
        "exceeds the highest reward of a wrong one, which is 0. The cost is charged on every well-formed trajectory, "
        "correct or not. We return in Section 6 to the alternative of charging it only on correct trajectories, which "
        "behaves differently when a question is too hard for the current policy."
    ),
    Para(
        "Why the penalty acts unevenly. GRPO normalises rewards within the group of G rollouts drawn for the same "
        "question, so what matters is not λ itself but its size relative to the spread of rewards in the group. Three "
        "cases arise. When a group contains both correct and wrong answers, the accuracy term dominates the advantages "
        "and the penalty only breaks ties among rollouts with the same outcome. When all G rollouts are correct, the "
        "advantages are determined by the search counts alone, and the update moves the policy towards the most frugal "
        "correct rollout; this is the case the penalty was designed for. When all G rollouts are wrong, the advantages "
        "again depend only on n(τ), and the update moves the policy towards the wrong rollout that searched least. On easy "
        "questions the third case is rare. On hard questions it is common, and it teaches the policy that when a question "
        "looks hopeless, answering early is the best it can do. Without the penalty, all-wrong groups have zero variance and "
        "contribute no gradient at all. The penalty thus turns questions that the policy cannot yet solve from a source of "
        "no signal into a source of a misleading one, and the share of such questions is larger for weaker policies and "
        "for questions with more hops. Sections 5 and 7 test both predictions."
    ),
    Para(
        "The penalty is linear in n(τ). We considered a free allowance b, charging λ · max(0, n(τ) − b), which leaves "
        "the first b searches free; with b = 0 it reduces to Equation 1. We report b = 2 as an ablation. We also "
        "considered a penalty proportional to the number of retrieved tokens rather than to the number of calls, but with "
        "a fixed k = 3 and passages of bounded length the two differ by little more than a constant factor, and we did not "
        "pursue it."
    ),
    Para(
        "We reward exact match rather than token F1 or a model-based correctness judgement. EM is strict, and it "
        "undervalues correct answers phrased differently from the reference, but it cannot be satisfied by hedging, and "
        "it makes the reward of Equation 1 take only a small number of distinct values, which keeps the effect of the "
        "penalty easy to read. Section 6 reports a run with an F1 reward."
    ),
    Heading("3.3 Policy optimisation"),
    Para(
        "For each question we sample G = 8 trajectories from the policy before the update, π_old, and compute the "
        "group-normalised advantage"
    ),
    Para("Â_i = (R_i − mean(R_1, ..., R_G)) / (std(R_1, ..., R_G) + 10^-6),          (2)"),
    Para("which is shared by all tokens of trajectory i. The policy maximises the clipped surrogate"),
    Para(
        "J(θ) = E[ (1 / Σ_i Σ_t m_i,t) · Σ_i Σ_t m_i,t · min(ρ_i,t Â_i, clip(ρ_i,t, 1 − ε_low, 1 + ε_high) Â_i) ] "
        "− β · KL(π_θ || π_ref),          (3)"
    ),
    Para(
        "where ρ_i,t = π_θ(y_i,t | q, y_i,<t) / π_old(y_i,t | q, y_i,<t) is the token-level importance ratio and "
        "m_i,t ∈ {0, 1} is a loss mask."
    ),
]

PAGE_5: list[Block] = [
    Para(
        "Tokens inside <result> tags were written by the retriever, not by the policy, so m_i,t = 0 for them and for the "
        "budget-exhausted message; all other tokens, including the tags themselves, have m_i,t = 1. The sum in Equation 3 "
        "is normalised by the total number of unmasked tokens in the group rather than per trajectory, so long and short "
        "trajectories carry weight in proportion to their length. We use asymmetric clipping with ε_low = 0.2 and "
        "ε_high = 0.28."
    ),
    Para(
        "In our main runs β = 0: we use no KL penalty and keep no reference model, which saves one forward pass per "
        "trajectory. Section 6 shows that a small KL coefficient changes little. Groups whose rewards are all equal "
        "carry no gradient and are removed from the batch before the update. With the penalty such groups are rare "
        "(1.8% of groups on average over training), because rollouts that agree on the answer seldom agree on the number "
        "of searches. In the unpenalised runs, by contrast, 31% of groups were removed on average, most of them because "
        "all eight rollouts were correct. The penalty therefore does not only change what the policy is rewarded for; it "
        "also changes how much of each batch produces a gradient."
    ),
    Para(
        "A worked example shows how strongly the normalisation amplifies a small cost. Suppose all eight rollouts for a "
        "question are correct and use 2, 2, 3, 3, 3, 4, 5 and 6 searches. Their rewards under λ = 0.04 range from 0.92 "
        "to 0.76, with a mean of 0.86 and a (population) standard deviation of 0.053. The two-search rollouts receive an "
        "advantage of +1.13 and the six-search rollout −1.89, as large in magnitude as the advantage of a wrong answer in "
        "a group where most rollouts are right. In other words, λ sets the size of the penalty only relative to the "
        "accuracy term; once a group agrees on the answer, any non-zero λ yields advantages of order one."
    ),
    Heading("3.4 Retrieval environment"),
    Para(
        "Agents search WebShard-41M, a frozen corpus of 41.3 million English web pages from a crawl taken in October 2025, "
        "deduplicated by URL and by near-duplicate content, and split into 212 million passages of at most 120 words. "
        "Retrieval fuses a BM25 ranking with a ranking from the dense encoder Lantern-Embed-335M by reciprocal-rank "
        "fusion and returns the top three passages, each prefixed with the title of its page. Because the index is "
        "frozen, a query always returns the same passages, so runs are reproducible and queries cost nothing. That is "
        "precisely why a cost has to be imposed through the reward: the environment itself never signals it. The "
        "retriever is served from 12 CPU nodes and answers a query in a median of 38 ms, so retrieval is never the "
        "bottleneck of a training step. Passages are inserted as plain text, one per line, each preceded by its rank and "
        "page title; a full set of three results adds between 350 and 520 tokens to the context, so eight searches can "
        "consume roughly half of the 8,192-token window."
    ),
    Para(
        "We chose a frozen corpus over a live search API for three reasons. A live engine changes its results from day "
        "to day, so two runs of the same configuration would not see the same environment; a training run issues between "
        "3 and 5 million queries, which would be costly on any commercial API; and a live engine may return pages that "
        "quote the benchmark questions together with their answers. Section 7.4 reports a small evaluation against a "
        "live engine to check that our conclusions carry over."
    ),
    Heading("3.5 Prompt and answer extraction"),
    Para(
        "The policy receives a short system prompt that describes the tags, states that each search returns three "
        "passages, and asks for a short final answer; the full prompt is given in Appendix B. The prompt does not mention "
        "the search cost or the budget of eight calls, so any frugality the agent shows is learned from the reward. The "
        "answer is the text inside the first <answer> span, stripped of surrounding white space; trajectories with more "
        "than one span are malformed and receive the format penalty of Equation 1."
    ),
]

PAGE_6: list[Block] = [
    Heading("4 Experimental Setup"),
    Heading("4.1 Models"),
    Para(
        "We train three instruction-tuned models from the open-weight Halden family: Halden-3B, Halden-8B and "
        "Halden-14B, all with a 32k-token context window, of which we use 8,192 tokens. Most experiments use Halden-8B; "
        "the two other sizes are trained only with λ = 0 and λ = 0.04, to test whether the trade-off moves with scale. "
        "The distillation baseline imitates trajectories from Orrery-72B-Instruct, a larger model from a different "
        "family, prompted with the same tags and the same retrieval environment."
    ),
    Heading("4.2 Data"),
    Para(
        "Table 1 lists the datasets. Only HopTrail and PlainFact contribute training questions. HopTrail questions were "
        "built by composing two single-hop facts stated in the corpus and then rewritten by annotators to read naturally; "
        "it contains bridge questions, comparison questions and intersection questions. PlainFact contains single-hop "
        "questions, which we mix into training so that the agent also sees questions for which one search is enough. The "
        "training mixture has 44,400 questions."
    ),
    TableBlock(
        "Table 1: Datasets. Only HopTrail and PlainFact contribute training questions; the five other sets are used for "
        "evaluation only and differ from HopTrail in writing style and, for TriLink and LongHop, in the number of hops. "
        "A development split of 1,000 HopTrail questions, disjoint from both training and test, is used to select checkpoints.",
        (
            ("Dataset", "Hops", "Role", "Questions", "Answer types"),
            ("HopTrail", "2", "train / test", "38,400 / 2,000", "entity, date, number"),
            ("PlainFact", "1", "train / analysis", "6,000 / 1,000", "entity"),
            ("BridgeQA-X", "2", "test", "1,500", "entity"),
            ("TriLink", "3", "test", "1,200", "entity, yes/no"),
            ("CiteChain", "2-3", "test", "1,000", "entity, title"),
            ("LongHop", "4-5", "test", "800", "entity"),
            ("FreshFacts-26", "1-2", "test", "600", "entity, date"),
        ),
    ),
    Para(
        "The five evaluation-only sets were written independently of HopTrail. BridgeQA-X was written by crowd workers "
        "shown pairs of linked pages. TriLink asks three-hop questions, 14% of which have a yes/no answer. CiteChain asks "
        "about citation and authorship links between pages describing scholarly works. LongHop chains were built "
        "semi-automatically by following links between pages and were then checked by two annotators, who discarded "
        "chains with an ambiguous step. FreshFacts-26 asks about events between June and October 2025; every answer is "
        "present in WebShard-41M, but the pages that hold it are recent, have few inbound links and tend to rank below "
        "older pages on the same topic."
    ),
    Para(
        "We checked that no test question appears verbatim in the training data. 0.3% of BridgeQA-X questions share both "
        "of their entities with a HopTrail training question; we kept them, as removing them changed no reported number "
        "by more than 0.1 points."
    ),
    Para(
        "Reference answers come with aliases collected from the corpus: alternative spellings, short and full names, and "
        "for dates the common written formats. A HopTrail answer has 2.3 aliases on average. Annotators who wrote or "
        "checked questions spent a median of 95 seconds per HopTrail question and 4.1 minutes per LongHop chain. The test sets were frozen before any RL run was started, and none of the "
        "authors looked at individual test questions until the analysis of Section 7."
    ),
]

PAGE_7: list[Block] = [
    Heading("4.3 Baselines"),
    Para(
        "We compare with six baselines, all built on the same Halden checkpoint as ThriftSearch. Direct answers the "
        "question with no retrieval and no reasoning. CoT reasons step by step before answering, again without "
        "retrieval. Single-shot RAG retrieves the top five passages for the question itself and answers once. ReAct "
        "prompting uses our tags and our retrieval environment with three hand-written demonstrations but no training. "
        "SFT fine-tunes on distilled trajectories: Orrery-72B-Instruct generated four trajectories per training question, "
        "and we kept the 52,300 trajectories that were correct and used at most six searches, then trained for two epochs "
        "at a learning rate of 1e-5. Finally, RL without cost is identical to ThriftSearch in every respect except λ = 0; "
        "it is the baseline that isolates the effect of the penalty."
    ),
    Heading("4.4 Training details"),
    Para(
        "All RL runs start from the instruction-tuned checkpoint, not from the SFT model. Halden-8B is trained for 400 "
        "steps with a constant learning rate of 1e-6 after a 10-step linear warm-up, with AdamW (weight decay 0.01) and "
        "gradient clipping at a norm of 1.0. Each step samples 256 questions and G = 8 trajectories per question, 2,048 "
        "trajectories in all, at temperature 1.0; the batch is split into four mini-batches, so each step makes four "
        "optimiser updates. Each turn may generate at most 512 new tokens. We train all parameters; we did not try LoRA. "
        "Rollouts are generated by a paged-attention inference engine that shares the GPUs with training and receives "
        "new weights after every step."
    ),
    Para(
        "An 8B run uses 32 H100 80GB GPUs and takes about 97 hours, roughly 3,100 GPU-hours. The 3B and 14B runs use "
        "different learning rates, numbers of GPUs and, for 14B, a shorter schedule; Appendix A lists every setting. "
        "For the main 8B comparison we train three seeds of both ThriftSearch and RL without cost and report their mean; "
        "the per-seed spread is given in Appendix D. All other runs, including every ablation and both other model sizes, "
        "use a single seed, which limits how much weight differences below one point can bear."
    ),
    Heading("4.5 Evaluation"),
    Para(
        "We decode greedily and report exact match (EM) after answer normalisation, using all listed aliases of the "
        "reference answer. We also record the mean number of search calls per question, not counting calls made after "
        "the budget is exhausted. F1 over answer tokens is reported only where it differs in interesting ways from EM (Section 6). "
        "Checkpoints are saved every 50 steps, and for each run we evaluate the checkpoint with the best EM on the "
        "HopTrail development split. Checkpoint selection therefore uses a two-hop, in-distribution split only, which, as "
        "we discuss in Section 8, may favour checkpoints that do well on two-hop questions."
    ),
    Para(
        "Unless stated otherwise, 'searches' in tables is the number of search calls per question averaged over all six "
        "test sets with equal weight per set, not per question, so that the large HopTrail test set does not dominate. "
        "Averages of EM are computed the same way."
    ),
    Para(
        "We spent comparable effort on the baselines and on our own method, within limits. The three ReAct "
        "demonstrations were chosen from eight candidates by development EM; the single-shot RAG prompt was not tuned. "
        "The SFT baseline was trained with a batch of 64 trajectories and took about 140 GPU-hours. We did not train an "
        "RL agent from the SFT checkpoint, although that is a common recipe, because it would have confounded the effect "
        "of the penalty with the search habits of the teacher, which issues 3.3 searches per training question. For the same reason the SFT model is evaluated as a baseline in "
        "its own right and never used as an initialisation. Evaluating all agents on the six test sets takes about 40 "
        "minutes on eight GPUs per checkpoint, most of it spent on LongHop, whose trajectories are the longest."
    ),
]

PAGE_8: list[Block] = [
    Heading("5 Results"),
    Heading("5.1 Main results"),
    Para(
        "Table 2 gives the results for Halden-8B. Every trained agent beats single-shot RAG on the five "
        "sets other than FreshFacts-26, and both RL runs beat the distilled SFT model by a wide margin, about six points of average "
        "EM, although the SFT teacher is a model nine times larger. The comparison that concerns us is between the last "
        "two rows."
    ),
    TableBlock(
        "Table 2: Exact match (%) of Halden-8B agents on the six test sets, and the mean number of search calls per "
        "question (equal weight per test set). RL without cost uses λ = 0 and ThriftSearch λ = 0.04; both RL rows are means over three seeds; other rows are deterministic "
        "(greedy decoding, one training run).",
        (
            ("Method", "HopTrail", "BridgeQA-X", "TriLink", "CiteChain", "LongHop", "FreshFacts-26", "Avg", "Searches"),
            ("Direct", "18.3", "21.5", "9.8", "14.1", "4.6", "11.3", "13.3", "0.00"),
            ("CoT", "20.9", "23.8", "11.7", "15.0", "5.9", "12.0", "14.9", "0.00"),
            ("Single-shot RAG", "31.4", "36.2", "17.5", "24.8", "9.1", "33.9", "25.5", "1.00"),
            ("ReAct prompting", "33.1", "35.1", "20.4", "26.9", "11.8", "32.7", "26.7", "2.71"),
            ("SFT (distilled)", "40.6", "42.9", "27.3", "31.5", "16.3", "33.8", "32.1", "2.94"),
            ("RL without cost", "48.9", "50.2", "36.1", "37.9", "23.8", "34.1", "38.5", "4.87"),
            ("ThriftSearch", "48.1", "50.7", "34.5", "38.6", "22.5", "33.6", "38.0", "2.63"),
        ),
    ),
    Para(
        "Relative to RL without cost, ThriftSearch cuts the mean number of searches from 4.87 to 2.63, a reduction of "
        "46%, and lowers average EM by 0.5 points. The change in EM is not uniform in sign. ThriftSearch is slightly "
        "better on BridgeQA-X (+0.5) and CiteChain (+0.7), slightly worse on HopTrail (−0.8) and FreshFacts-26 (−0.5), "
        "and clearly worse on the sets that need the most hops: −1.6 on three-hop TriLink and −1.3 on LongHop. The two "
        "gains are within the seed-to-seed spread reported in Appendix D, so we do not claim that the penalty improves "
        "accuracy anywhere; the losses on TriLink and LongHop exceed that spread."
    ),
    Para(
        "The penalised agent also searches less than the prompted ReAct agent (2.63 against 2.71) and the distilled SFT "
        "agent (2.94) while being 11 and 6 points more accurate on average. Put differently, RL without cost buys its "
        "accuracy with searches that are not needed; the penalty recovers most of them, but not for free."
    ),
    Para(
        "Mean context length at the time of answering falls from 3,940 tokens to 2,610 tokens, and mean wall-clock time "
        "per question on a single H100 falls from 6.8 to 4.1 seconds. Both figures include retrieval, which takes a "
        "negligible share of the time in our environment."
    ),
    Para(
        "Two further observations concern the weaker baselines. First, retrieval helps even without any training: "
        "single-shot RAG improves on CoT by more than ten points of average EM, and its largest gain, 21.9 points, is on "
        "FreshFacts-26, where parametric knowledge is of no use. Second, prompting alone does not make multi-step search "
        "pay off. The ReAct agent improves on single-shot RAG by only 1.2 points on average and is worse on BridgeQA-X "
        "and FreshFacts-26, largely because it often stops after its first query, repeats a query verbatim, or forgets to "
        "close the answer tag; 2.1% of its trajectories are malformed, against 0.3% for both RL agents at evaluation time. The gap between RL and SFT is largest on TriLink and LongHop, "
        "where the teacher's trajectories, filtered to at most six searches, rarely show the agent how to recover from "
        "a query that returns nothing useful."
    ),
]

PAGE_9: list[Block] = [
    Heading("5.2 Model scale"),
    Para(
        "Table 3 repeats the comparison for Halden-3B and Halden-14B on four of the six test sets. The trade-off moves "
        "with scale. At 3B, the penalty costs more accuracy than at 8B, 1.9 points on HopTrail and 2.5 points on LongHop, "
        "while cutting searches by a similar proportion. At 14B, ThriftSearch matches RL without cost on HopTrail within "
        "noise (54.9 against 54.6) and loses less on the harder sets. Our reading is that a stronger policy more often "
        "produces groups with at least one correct rollout on hard questions, so the all-wrong case of Section 3.2, in "
        "which the penalty rewards giving up, arises less often. We did not train the 14B model with other values of λ or "
        "with more than one seed, and we have no result at any larger scale. In relative terms the saving in searches is "
        "similar at every size: 54% at 3B, 46% at 8B and 43% at 14B, measured on the sets each table reports."
    ),
    TableBlock(
        "Table 3: Exact match (%) and mean searches per question for the 3B and 14B policies on four test sets (one "
        "seed each). Searches are averaged over these four sets only, and so are not comparable with Table 2.",
        (
            ("Model", "Method", "HopTrail", "TriLink", "LongHop", "FreshFacts-26", "Searches"),
            ("Halden-3B", "Single-shot RAG", "24.7", "12.9", "6.2", "27.5", "1.00"),
            ("Halden-3B", "SFT (distilled)", "31.2", "19.0", "10.4", "27.9", "2.88"),
            ("Halden-3B", "RL, λ = 0", "39.5", "26.1", "15.2", "28.3", "4.41"),
            ("Halden-3B", "ThriftSearch", "37.6", "23.8", "12.7", "27.8", "2.05"),
            ("Halden-14B", "Single-shot RAG", "35.8", "21.6", "12.0", "37.2", "1.00"),
            ("Halden-14B", "SFT (distilled)", "45.3", "31.8", "19.7", "37.0", "3.05"),
            ("Halden-14B", "RL, λ = 0", "54.6", "41.3", "29.4", "37.9", "5.12"),
            ("Halden-14B", "ThriftSearch", "54.9", "40.7", "28.6", "37.5", "2.91"),
        ),
    ),
    Heading("5.3 FreshFacts-26: no gain from any RL variant"),
    Para(
        "On FreshFacts-26, single-shot RAG reaches 33.9 EM with Halden-8B. RL without cost reaches 34.1 and ThriftSearch "
        "33.6; neither differs from the single-shot baseline by more than the seed spread, and the same holds at 3B and "
        "14B. This was the one test set on which we expected search agents to shine, since recent events are by "
        "construction absent from the model's parameters. The agents do search: RL without cost issues 3.9 searches per "
        "FreshFacts-26 question and ThriftSearch 1.8. The searches simply do not find the answer more often than one "
        "well-formed query does."
    ),
    Para(
        "We inspected 100 failed FreshFacts-26 trajectories of ThriftSearch. In 64 of them the answer-bearing page never "
        "appeared in any top-three result, although a human with the same retriever found it in a median of two queries "
        "by adding a month and year to the query. The RL agents almost never add dates: 4% of their FreshFacts-26 queries "
        "contain a month or a year, against 31% of the queries written by our annotators. The training data hold almost no "
        "questions whose answer depends on recency, so nothing in training rewarded the behaviour. We see this as a "
        "limitation of the training distribution, not of the penalty, but it means the reported averages include one set "
        "on which the whole approach, as trained here, adds nothing over retrieving once."
    ),
    Para(
        "A natural fix would be to add time-sensitive questions to training. We have not done so, because any such set "
        "built from the same crawl would overlap with FreshFacts-26 in its events, and we leave it to future work. We also note that the two baselines closest to single-shot RAG on this set, "
        "SFT and ReAct, issue several searches as well, so the absence of a gain is not specific to RL."
    ),
]

PAGE_10: list[Block] = [
    Heading("6 Ablations"),
    Heading("6.1 Design choices"),
    Para(
        "Table 4 changes one element of ThriftSearch at a time, on Halden-8B. We report the three test sets that span "
        "the range of hop counts; the other three move in the same direction in every row except where noted."
    ),
    TableBlock(
        "Table 4: Ablations on Halden-8B. Exact match (%) on three test sets and mean searches per question averaged over "
        "all six test sets. The first row is the mean of three seeds; every other row is a single seed and changes one "
        "thing relative to the first.",
        (
            ("Variant", "HopTrail", "TriLink", "LongHop", "Searches"),
            ("ThriftSearch (λ = 0.04)", "48.1", "34.5", "22.5", "2.63"),
            ("without retrieved-token masking", "45.0", "31.2", "19.6", "2.58"),
            ("with KL penalty, β = 0.001", "47.8", "34.3", "22.1", "2.70"),
            ("λ = 0.10", "44.9", "28.3", "16.1", "1.41"),
            ("cost charged on correct trajectories only", "48.3", "35.4", "24.4", "3.02"),
            ("free allowance of b = 2 searches", "48.4", "34.8", "22.8", "3.36"),
            ("F1 reward instead of EM", "46.9", "33.6", "21.8", "2.77"),
            ("G = 4 rollouts per question", "46.2", "32.1", "20.3", "2.49"),
            ("top-5 passages per search", "48.5", "35.1", "22.9", "2.47"),
            ("no single-hop questions in training", "48.6", "34.2", "22.7", "2.95"),
        ),
    ),
    Para(
        "Masking matters. Computing the loss on retrieved tokens as well costs 3.1 points on HopTrail and about three "
        "points on the other sets. The unmasked run was also less stable: its share of malformed trajectories spiked to 9% "
        "around step 240 before recovering, whereas masked runs never exceeded 2% after the first 30 steps. Inspecting the unmasked run, we found that it "
        "had begun to copy long spans of retrieved text into its reasoning, which inflates the number of tokens that "
        "receive a gradient without improving the answers."
    ),
    Para(
        "A KL penalty does not help. With β = 0.001 toward the initial policy, every number moves by less than 0.5 "
        "points, within what we expect from seed variation, and the run needs an extra forward pass per trajectory. "
        "We did not try larger coefficients."
    ),
    Para(
        "A larger cost hurts hard questions most. At λ = 0.10 the agent averages 1.41 searches, fewer than the two hops "
        "that even the easiest test sets require, and LongHop EM falls by 6.4 points relative to λ = 0.04. HopTrail loses "
        "3.2 points, so the loss is not confined to long chains."
    ),
    Para(
        "Charging only correct trajectories removes the give-up incentive of Section 3.2: when every rollout in a group "
        "fails, all of them receive 0 and the group is dropped. This variant is the best row on LongHop, 1.9 points above "
        "ThriftSearch and 0.6 points above RL without cost, but it searches 15% more than ThriftSearch (3.02 against 2.63). "
        "We did not promote it to our main method because we designed it after seeing the LongHop results; on the "
        "HopTrail development split it is only 0.3 points better, and it has only been run with one seed."
    ),
    Para(
        "On the three test sets not shown in Table 4, this variant reaches 50.3 on BridgeQA-X, 38.2 on CiteChain and 33.9 "
        "on FreshFacts-26, all within half a point of ThriftSearch, so its advantage is specific to the longest chains. It "
        "also changes training: 12% of groups are dropped on average because every rollout fails, against 1.8% when the "
        "cost is charged on every trajectory, so each step of this variant learns from fewer questions."
    ),
]

PAGE_11: list[Block] = [
    Para(
        "The remaining rows are smaller effects. A free allowance of two searches recovers a little accuracy at the price "
        "of 0.73 more searches per question. Rewarding token-level F1 instead of EM lowers EM by 1.2 points on HopTrail "
        "while raising F1 by 0.8 points, from 60.5 to 61.3: the agent learns to hedge with longer answers that share "
        "tokens with the reference, and its answers are 1.9 tokens longer on average. Halving the group size to four "
        "rollouts costs about two points everywhere. Returning five passages per search instead of three gives a small "
        "gain and slightly fewer searches, but contexts at the time of answering are 38% longer and the latency per "
        "question rises by 22%, so the saving in queries does not translate into a saving in time. Removing the "
        "single-hop questions from training leaves multi-hop accuracy unchanged but raises the number of searches on every set, and most of all "
        "on single-hop PlainFact questions, where the agent then issues 2.2 searches per question instead of 1.31."
    ),
    Heading("6.2 Strength of the penalty"),
    Para(
        "Figure 1 sweeps λ from 0 to 0.04 in steps of 0.01 with one seed per value, except for the two end points, which "
        "are the three-seed means of Table 2. The number of searches falls steadily with λ, while average EM is flat up "
        "to λ = 0.02 and declines slowly after that. We chose λ = 0.04 before running the sweep, as the largest multiple of 0.01 for "
        "which a correct trajectory with six searches still earns more than three quarters of the full reward; the sweep "
        "suggests that λ = 0.02 would have given a better balance for users who value accuracy over cost."
    ),
    FigureBlock(
        "Figure 1: Effect of the search cost λ on Halden-8B (x axis: λ × 10^4, so 400 is λ = 0.04). Black: average EM "
        "over the six test sets divided by 50 (38.5, 38.6, 38.4, 38.2 and 38.0 for λ = 0, 0.01, 0.02, 0.03 and 0.04). "
        "Grey: mean searches per question divided by the cap of 8 (4.87, 3.98, 3.31, 2.94 and 2.63).",
        "search cost λ (× 10^4)",
        "scaled value",
        ((0.770, 0.772, 0.768, 0.764, 0.760), (0.609, 0.498, 0.414, 0.368, 0.329)),
    ),
    Heading("6.3 An abandoned variant: a judge reward for useful queries"),
    Para(
        "Our first design did not charge for searches at all. Instead, we asked a judge, Orrery-32B-Instruct, to score "
        "each query from 0 to 1 for whether it was a useful next step given the question and the trajectory so far, and "
        "added the mean query score, weighted by 0.2, to the EM reward. The intent was to reward good queries rather than "
        "punish many. In three runs with weights of 0.1, 0.2 and 0.3 the same thing happened: after 100 to 150 steps the "
        "policy began to issue queries that restated the full question with its entity names in a slightly different "
        "order, which the judge scored highly. With the weight of 0.2, the mean judge score rose from 0.58 to 0.93 while "
        "development EM, after peaking at 41.2 at step 100, fell to 36.5 by step 250, where we stopped the run. Judge "
        "calls also made each training step 2.3 times slower. We abandoned the approach; we did not try a judge that sees "
        "the retrieved passages, which might be harder to game."
    ),
    Para(
        "In hindsight the failure is unsurprising: a judge asked whether a query is a sensible next step cannot tell a "
        "query that will retrieve the missing fact from one that merely looks thorough, and restating the question is "
        "always a plausible-looking step. The episode is the reason ThriftSearch uses no learned reward at all."
    ),
]

PAGE_12: list[Block] = [
    Heading("7 Analysis"),
    Heading("7.1 How the search count evolves"),
    Para(
        "Figure 2 tracks the number of searches per training rollout. Both runs start at the same point, about 1.7 "
        "searches, since the instruction-tuned model rarely searches more than twice when prompted. Without a cost the "
        "count grows almost monotonically. With the cost it first grows as well, because at the start most groups mix "
        "correct and wrong answers and searching more raises the chance of being correct; once most groups on easy "
        "questions are all correct, the penalty takes over and the count declines. The decline is concentrated on "
        "questions the policy already answers reliably, which is what the penalty is for."
    ),
    FigureBlock(
        "Figure 2: Mean searches per training rollout (sampled at temperature 1.0), divided by the cap of 8, over 400 "
        "training steps of Halden-8B. Black: RL without cost. Grey: ThriftSearch. With the cost, the count peaks at about "
        "3.6 searches around step 100 and then falls; training rollouts are sampled, so the final values differ slightly "
        "from the greedy counts in Table 2.",
        "training step",
        "searches / 8",
        (
            (0.21, 0.26, 0.33, 0.41, 0.48, 0.53, 0.57, 0.60, 0.61),
            (0.21, 0.30, 0.45, 0.42, 0.38, 0.36, 0.34, 0.33, 0.33),
        ),
    ),
    Heading("7.2 Where the saved searches come from"),
    Para(
        "Table 5 breaks the number of searches down by the number of hops a question needs. On single-hop PlainFact "
        "questions, which serve here as an analysis set, RL without cost issues 3.40 searches per question, more than three "
        "times what is needed, for an EM of 61.2; ThriftSearch issues 1.31 for an EM of 60.8. The near-duplicate rate, "
        "the share of queries whose token overlap with an earlier query of the same trajectory has a Jaccard similarity "
        "above 0.8, falls from 22% to 6%. These are the savings we hoped for."
    ),
    TableBlock(
        "Table 5: Mean searches per question by number of hops, for Halden-8B, and the share of ThriftSearch "
        "trajectories that answer after at most one search.",
        (
            ("Hops (test sets)", "λ = 0", "λ = 0.04", "≤ 1 search (λ = 0.04)"),
            ("1 (PlainFact)", "3.40", "1.31", "71%"),
            ("2 (HopTrail, BridgeQA-X)", "4.59", "2.45", "9%"),
            ("3 (TriLink)", "5.36", "3.02", "12%"),
            ("4-5 (LongHop)", "6.28", "3.57", "17%"),
        ),
    ),
    Para(
        "On LongHop, however, ThriftSearch averages 3.57 searches for questions that need four or five hops, and 17% "
        "of its trajectories answer after at most one search, against 3% for RL without cost. Most of these early answers "
        "are guesses: only 11% of them are correct. This is the give-up behaviour predicted in Section 3.2, and it "
        "appears on questions with more hops than any question seen in training, which suggests that the policy has "
        "learned to recognise questions that look hard rather than questions it has actually failed on."
    ),
]

PAGE_13: list[Block] = [
    Heading("7.3 Error analysis"),
    Para(
        "We sampled 200 HopTrail test questions that ThriftSearch answers wrongly and classified each failure by hand. "
        "In 38% the agent issued reasonable queries but no retrieved passage contained the answer. In 24% it resolved the "
        "first hop to the wrong entity, usually a namesake, and then answered correctly about that entity. In 19% it "
        "answered before retrieving any evidence for the second hop, the premature answers the penalty encourages; the "
        "same category accounts for only 8% of the failures of RL without cost. In 12% the answer was right but did not "
        "match any alias under exact match, for example a full name where the reference has a surname, and the remaining "
        "7% were miscellaneous. The alias failures suggest that both RL runs are underrated by EM by a similar amount; "
        "they do not change the comparison."
    ),
    Para(
        "Queries also change in form. ThriftSearch queries are longer, 9.4 words against 6.8, and more often name two "
        "entities at once, as if the agent had learned to fold two hops into a single query. On comparison questions this "
        "works well, since both entities can be retrieved in one call, and it is the only question type on which "
        "ThriftSearch beats RL without cost (Appendix C). On bridge questions, where the second entity is not yet known, "
        "it fails more often than it succeeds."
    ),
    Heading("7.4 A check against a live search engine"),
    Para(
        "To check that our conclusions do not depend on the frozen corpus, we ran both Halden-8B agents on 300 randomly "
        "chosen HopTrail test questions with a commercial web-search API in place of WebShard-41M, without retraining. "
        "RL without cost reached 51.7 EM with 4.5 searches per question and ThriftSearch 51.0 EM with 2.4 searches. At a "
        "price of 5 dollars per 1,000 queries, this is a cost of 2.25 cents against 1.2 cents per question. Both agents "
        "score higher than on the frozen corpus, which we attribute to the engine's fresher and larger index and possibly "
        "to pages that quote the questions; we did not audit the results for leakage, and the check covers a single set."
    ),
    Heading("7.5 Were the removed searches needed?"),
    Para(
        "To estimate how many searches RL without cost could have skipped, we located, in each of its correct HopTrail "
        "trajectories, the first point at which the final answer string appeared in a retrieved passage. In 58% of these "
        "trajectories the answer had appeared at least two searches before the agent committed to it, and across all "
        "correct trajectories 1.9 searches on average were issued after that point. Had every correct trajectory stopped "
        "there, the agent would have averaged about 3.9 searches on HopTrail with unchanged accuracy, against 4.88 in fact "
        "and 2.63 for ThriftSearch. About 40% of the saving is therefore of the kind an oracle would also make on correct "
        "trajectories; most of the rest comes from trajectories that end in a wrong answer, which the penalty shortens "
        "too, sometimes to the point of giving up (Section 7.2)."
    ),
    Heading("8 Limitations"),
    Para(
        "Our study has several limitations. First, all training questions are two-hop or single-hop, so our conclusions "
        "about harder questions are conclusions about out-of-distribution generalisation; a training set with longer "
        "chains might change the give-up behaviour we observe. Second, checkpoints are selected on a two-hop development "
        "split, which may favour checkpoints that are frugal on short chains and careless on long ones. Third, most "
        "ablations use a single seed, and several of the differences we discuss are below one point. Fourth, the cost we "
        "impose is a constant per query, whereas the real costs of search, in money and in latency, vary with the engine, "
        "the number of results and the network. Fifth, we study one model family and one retriever; we did not vary the "
        "number of passages per search beyond three and five, nor the passage length. Finally, exact match misses correct "
        "answers phrased differently from the reference, which affects absolute numbers more than comparisons. We also report no human evaluation of answer quality "
        "beyond the error analysis of Section 7.3."
    ),
]

PAGE_14: list[Block] = [
    Para(
        "We also do not know how ThriftSearch behaves beyond 14B parameters, with a search cost that depends on the "
        "query, or when the agent can choose among several tools with different prices; each of these is a natural next "
        "step that we did not take."
    ),
    Heading("Reproducibility"),
    Para(
        "All hyperparameters of the RL runs are listed in Appendix A, and the prompt in Appendix B. We release the "
        "training and evaluation code, the HopTrail, TriLink, LongHop and FreshFacts-26 question sets with their aliases, "
        "and the trajectories of every run reported in the paper, about 1.4 terabytes in total. BridgeQA-X, CiteChain "
        "and PlainFact are released by their original builders under their own terms. Because the crawl is not released, "
        "the retrieval environment can only be reproduced approximately, by indexing a comparable crawl with the same "
        "retriever settings; we provide the list of URLs and the passage boundaries to make this easier. Seeds control the "
        "sampling of questions and rollouts, but the inference engine is not bitwise deterministic, so reruns with the same "
        "seed differ slightly."
    ),
    Heading("9 Ethics and Broader Impact"),
    Para(
        "Search agents that issue fewer queries put less load on search infrastructure and cost less to run, and the "
        "reduction in latency makes multi-hop assistance more practical. The same frugality has a downside that our "
        "results make concrete: an agent trained to economise will sometimes answer from too little evidence, and on the "
        "hardest questions it does so confidently. Deployed agents that are charged for searching should therefore report "
        "how much evidence an answer rests on, or abstain, rather than guess. Our training corpus is a web crawl and "
        "inherits its biases, including an over-representation of English-language and Western sources; the benchmarks we "
        "built from it inherit them too. Annotators who wrote and checked questions were paid above the local minimum "
        "wage and could skip any item. We release the trajectories of all reported runs so that the behaviour we describe "
        "can be inspected directly, and we do not release the crawl itself, which contains personal pages."
    ),
    Heading("10 Conclusion"),
    Para(
        "Charging a search agent a fixed price per query during outcome-reward RL removes most of the redundant searching "
        "that such training produces: in our setting, nearly half of all queries, at a cost of half a point of average "
        "exact match. The cost is not spread evenly. It falls on the questions that need the most hops, where groups of "
        "failed rollouts teach the agent to give up, and it grows as the policy gets smaller. Charging only successful "
        "trajectories looks like a better default, but we found it late and have run it once. We hope that future work "
        "on search agents will report the number of searches next to accuracy, and will report per-hop results rather "
        "than averages alone."
    ),
    Heading("References"),
    References(
        (
            "Aldana, M., Korhonen, P., and Sato, R. Thinking between lookups: Interleaving retrieval with step-by-step "
            "reasoning for knowledge-intensive questions. Transactions of the Association for Computational Linguistics, 11, 2023.",
            "Bexley, J. and Moraes, L. Critic-free policy gradients for language model reasoning: A practitioner's account. "
            "arXiv:2411.07318, 2024.",
            "Castellanos, I., Dahl, V., Nguyen, T. H., and Ferraro, G. Learning to search with nothing but the answer: "
            "Outcome-reward reinforcement learning for retrieval agents. In Proceedings of ICLR, 2025.",
            "Dufresne, A. and Iyer, S. To retrieve or not to retrieve: Confidence-gated retrieval for open-domain question "
            "answering. In Findings of EMNLP, 2024.",
            "Ekwueme, C., Brandt, O., and Lindahl, S. Whose tokens are they? Loss masking for tool outputs in agentic "
            "reinforcement learning. arXiv:2503.10264, 2025.",
            "Fennimore, R., Okonjo, A., Halloran, K., et al. Retrieval as a first-class citizen in language model "
            "pre-training. In Proceedings of NeurIPS, 2022.",
        )
    ),
]

PAGE_15: list[Block] = [
    References(
        (
            "Grünewald, T. and Park, J. Shorter is sometimes better: Length penalties for reinforcement learning of "
            "reasoning models. arXiv:2505.08811, 2025.",
            "Haddad, N., Ortega, B., and Whitfield, M. Agents on a budget: Hard caps on tool calls for prompted language "
            "agents. In Proceedings of ACL, 2024.",
            "Ishikawa, Y., Lind, E., and Obi, C. Skipping the middle hop: Shortcut reasoning in multi-hop question "
            "answering benchmarks. In Proceedings of EMNLP, 2023.",
            "Jovanovic, M., Teixeira, R., and Albright, D. Clip high, clip low: Stabilising group-normalised policy "
            "optimisation for long responses. arXiv:2504.02197, 2025.",
            "Kowalczyk, P. and Reyes, F. When the judge is the target: Reward hacking of language-model evaluators under "
            "optimisation pressure. In Proceedings of ICML, 2024.",
            "Laurent, G., Ahmadi, N., and Søndergaard, H. Sparse meets dense: Rank fusion for open-domain passage retrieval. "
            "In Proceedings of SIGIR, 2021.",
            "Mwangi, W., Sørensen, K., and Tan, L. Search, reflect, rewrite: Self-correcting query generation for "
            "reinforcement-trained search agents. arXiv:2507.14402, 2025.",
            "Nakashima, H., Bergström, A., and Ofori, E. Step-level rewards for tool-using agents. In Proceedings of "
            "NeurIPS, 2024.",
            "Oyelaran, T. and Whitcombe, S. Pay per call: Cost-aware tool use through reinforcement learning. In Findings "
            "of ACL, 2025.",
            "Petrov, D., Almeida, C., and Huang, Y. Yesterday's index: Temporal drift and the limits of retrieval for "
            "time-sensitive questions. In Proceedings of NAACL, 2024.",
        )
    ),
    Heading("Appendix A: Hyperparameters"),
    Para(
        "Table 6 lists the settings of the RL runs for all three model sizes. Settings not listed, such as the "
        "configuration of the inference engine, follow its defaults. The SFT baseline, described in Section 4.3, uses a "
        "separate recipe that is not listed here."
    ),
    TableBlock(
        "Table 6: RL hyperparameters and compute for each model size. Retrieval runs on separate CPU nodes and is not "
        "counted in GPU-hours. All runs reported in this paper, including ablations, the λ sweep, the SFT baseline and "
        "the abandoned judge-reward runs, used about 79,000 GPU-hours in total.",
        (
            ("Setting", "Halden-3B", "Halden-8B", "Halden-14B"),
            ("Learning rate (constant)", "2e-6", "1e-6", "5e-7"),
            ("Warm-up steps", "10", "10", "20"),
            ("Optimiser, weight decay", "AdamW, 0.01", "AdamW, 0.01", "AdamW, 0.01"),
            ("Questions per step", "256", "256", "256"),
            ("Rollouts per question (G)", "8", "8", "8"),
            ("Mini-batches per step", "4", "4", "8"),
            ("Training steps", "400", "400", "300"),
            ("Search cost λ", "0 or 0.04", "0 to 0.10", "0 or 0.04"),
            ("KL coefficient β", "0 (none)", "0 (none)", "0 (none)"),
            ("Clip range ε_low / ε_high", "0.2 / 0.28", "0.2 / 0.28", "0.2 / 0.28"),
            ("Sampling temperature", "1.0", "1.0", "1.0"),
            ("Max new tokens per turn", "512", "512", "512"),
            ("Max context (tokens)", "8,192", "8,192", "8,192"),
            ("Passages per search (k)", "3", "3", "3"),
            ("Max searches per trajectory", "8", "8", "8"),
            ("GPUs", "16 × H100 80GB", "32 × H100 80GB", "64 × H100 80GB"),
            ("Wall-clock per run", "58 h", "97 h", "116 h"),
            ("GPU-hours per run", "928", "3,104", "7,424"),
        ),
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix B: Prompt"),
    Para(
        "The system prompt used for every agent, trained or prompted, is reproduced below. The ReAct baseline "
        "additionally receives three demonstrations after it; the RL and SFT agents receive none."
    ),
    Para(
        "'You answer questions by searching the web. You may think step by step in plain text. To search, write a query "
        "between <search> and </search>; you will receive three passages between <result> and </result>. You may search "
        "as many times as you need. When you are confident, write only the final answer, as short as possible, between "
        "<answer> and </answer>. Do not write anything after the answer. If the question has a yes or no answer, answer "
        "yes or no.'"
    ),
    Heading("Appendix C: Results by question type"),
    Para(
        "Table 7 splits the HopTrail test set by question type. Comparison questions ask which of two entities has a "
        "larger or earlier attribute; intersection questions ask for the entity that satisfies two conditions; bridge "
        "questions are the classic two-step chains. The penalty helps only on comparison questions, where both entities "
        "are named in the question and can be searched together."
    ),
    TableBlock(
        "Table 7: HopTrail test results of Halden-8B by question type (means over three seeds). Searches here are for "
        "HopTrail questions only.",
        (
            ("Question type", "Count", "EM, λ = 0", "EM, λ = 0.04", "Searches, λ = 0", "Searches, λ = 0.04"),
            ("Bridge", "1,240", "47.6", "46.2", "4.70", "2.48"),
            ("Comparison", "460", "55.0", "56.1", "5.31", "2.96"),
            ("Intersection", "300", "45.2", "43.6", "4.95", "2.73"),
            ("All", "2,000", "48.9", "48.1", "4.88", "2.63"),
        ),
    ),
    Para(
        "Answer types differ as well. On the 212 HopTrail questions whose answer is a number, ThriftSearch loses 2.4 "
        "points against RL without cost, more than on any other answer type; numbers are the answers most often stated in "
        "a passage that ranks outside the top three for the first query."
    ),
    Heading("Appendix D: Seed variation and a penalty schedule"),
    Para(
        "Table 8 gives the standard deviation over three seeds of the two main Halden-8B runs. The gains of ThriftSearch "
        "on BridgeQA-X and CiteChain are smaller than one standard deviation of either run; its losses on TriLink and "
        "LongHop are larger."
    ),
    TableBlock(
        "Table 8: Mean ± standard deviation of EM (%) over three seeds for Halden-8B.",
        (
            ("Method", "HopTrail", "BridgeQA-X", "TriLink", "CiteChain", "LongHop", "FreshFacts-26"),
            ("λ = 0", "48.9 ± 0.5", "50.2 ± 0.7", "36.1 ± 0.9", "37.9 ± 1.2", "23.8 ± 0.9", "34.1 ± 0.7"),
            ("λ = 0.04", "48.1 ± 0.6", "50.7 ± 0.9", "34.5 ± 1.1", "38.6 ± 1.0", "22.5 ± 0.7", "33.6 ± 0.8"),
        ),
    ),
    Para(
        "We also tried raising λ linearly from 0 to 0.04 over the first 200 steps, so that the agent could learn to search "
        "before learning to economise. The schedule reached 48.0 EM on HopTrail with 2.71 searches per question, "
        "indistinguishable from the constant cost, and we dropped it for simplicity."
    ),
    Heading("Appendix E: An early answer on LongHop"),
    Para(
        "A shortened ThriftSearch trajectory for a four-hop LongHop question (passages elided): 'The question needs the "
        "founder of the publisher of the novel, then the founder's hometown, then its twin city.' <search> publisher of "
        "the novel The Salt Ledger </search> <result> ... </result> 'The publisher is Ardent House. Finding its founder, "
        "the founder's hometown and the twin city would take several more searches.' <answer> Tromsø </answer>. The "
        "answer is wrong; the reference is a city the agent never searched for. RL without cost, on the same question, "
        "issued six searches and answered correctly."
    ),
]

PAPER = GeneratedPaper(
    file="search_rl.pdf",
    title="ThriftSearch: What a Per-Query Cost Buys and Loses in Outcome-Reward Reinforcement Learning for Multi-Hop Search Agents",
    short_title="ThriftSearch: A Per-Query Cost in RL for Search Agents",
    authors="Linnea Vårdal (1), Obiora Nwankwo (1), Hsin-Yi Chao (2), Teodor Marinescu (2), Carmen Albarrán (3)",
    affiliations="(1) Meridian Institute for Language Systems   (2) Kestrel Bay University   (3) Hollowmere AI Lab",
    stamp="arXiv:2603.11482v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "Language-model agents that issue web-search queries between reasoning steps answer multi-hop questions far "
        "better than single-shot retrieval, and reinforcement learning with an answer-match reward is now a common way "
        "to train them. Such agents learn to search a lot: our 8B policy trained with exact match alone issues 4.87 "
        "queries per question, many of them near-duplicates. We study ThriftSearch, which subtracts a fixed cost λ per "
        "query from the outcome reward and trains with GRPO, masking retrieved text from the loss and using no KL "
        "penalty. On six multi-hop benchmarks over a frozen 41-million-page web corpus, a cost of λ = 0.04 cuts the "
        "mean number of searches by 46% (from 4.87 to 2.63) and lowers average exact match by 0.5 points (from 38.5 to "
        "38.0). The trade is uneven. The penalty moves exact match by less than one point on the two-hop sets but costs 1.3 points "
        "on the four- and five-hop LongHop, where the agent learns to give up early, and its cost in accuracy grows at 3B "
        "parameters and shrinks at 14B. No RL variant improves over single-shot retrieval on the time-sensitive "
        "FreshFacts-26, and a dense query-usefulness reward from an LLM judge, which we tried first, was gamed within "
        "150 steps and abandoned."
    ),
    pages=pages_of(
        PAGE_1,
        PAGE_2,
        PAGE_3,
        PAGE_4,
        PAGE_5,
        PAGE_6,
        PAGE_7,
        PAGE_8,
        PAGE_9,
        PAGE_10,
        PAGE_11,
        PAGE_12,
        PAGE_13,
        PAGE_14,
        PAGE_15,
        PAGE_16,
    ),
)
