"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 10); its questions are in benchmarks/questions/answers_fresh*_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

ABSTRACT = (
    "Large language model agents that interleave reasoning with calls to external tools, such as a search engine "
    "or a code interpreter, can be trained end-to-end with reinforcement learning from outcome rewards alone. "
    "However, when a trajectory spans many turns, a single scalar reward at the end of the episode gives every "
    "turn the same credit, so a useful search query and a redundant one are reinforced equally, and training "
    "wastes most of its rollouts on prompts that are either trivially easy or currently impossible. We present "
    "TALON (Turn-level Advantage Learning with an ONline curriculum), a critic-free policy-optimization method for "
    "multi-turn tool-using agents. TALON combines discounted turn-level returns built from lightweight tool-outcome "
    "signals with a turn-position-wise group normalization of advantages, and it samples training prompts from a "
    "difficulty-adaptive curriculum whose target pass rate decreases as training proceeds. Starting from "
    "Qwen2.5-7B-Instruct with a search tool and a sandboxed Python interpreter, TALON improves the average exact "
    "match over five web question-answering benchmarks from 37.6 to 42.5 and the average accuracy over four "
    "mathematics benchmarks from 52.3 to 56.8 relative to trajectory-level GRPO trained on identical data, while "
    "using 9% fewer GPU-hours."
)

P1 = (
    Heading("1 Introduction"),
    Para(
        "Tool use has become one of the most practical ways of extending what a language model can do. A model "
        "that can issue a search query can answer questions about facts it never memorized, and a model that can "
        "run a short Python program can carry out arithmetic, symbolic manipulation and enumeration that it would "
        "otherwise perform unreliably in natural language. Early tool-using systems relied on prompting, as in "
        "ReAct [17], or on supervised fine-tuning over tool-call demonstrations, as in Toolformer [13]. More "
        "recently, a line of work has shown that reinforcement learning (RL) with verifiable outcome rewards, the "
        "recipe that produced strong long chain-of-thought reasoners [3, 14], also teaches models when and how to "
        "call tools, without any demonstrations of tool use at all [6, 8]."
    ),
    Para(
        "These methods typically treat a multi-turn interaction as one long sequence. The policy writes some "
        "reasoning, emits a tool call, receives an observation that is appended to the context, and continues "
        "until it emits a final answer; the answer is then scored, and the resulting scalar reward is broadcast to "
        "every generated token. This design is simple and works surprisingly well for two or three turns. However, "
        "as the number of turns grows, it suffers from a credit-assignment problem that is familiar from classical "
        "RL but has received little attention in the language-agent setting: a trajectory that succeeds despite "
        "two malformed Python calls and one irrelevant search is rewarded exactly as much as a trajectory in which "
        "every call was useful, and a trajectory that fails at the last step after three excellent searches is "
        "penalized in full."
    ),
)

P2 = (
    Para(
        "A second, independent source of inefficiency is the distribution of training prompts. Group-based "
        "estimators such as GRPO [14] and RLOO [1] compute advantages relative to other samples for the same "
        "prompt, so a prompt on which all samples succeed or all samples fail contributes a zero gradient. In our "
        "preliminary runs with a uniform sampler, roughly 38% of prompts in a batch were of this kind after the "
        "first hundred steps, which means that more than a third of the most expensive part of training, the "
        "multi-turn rollouts with real tool execution, produced no learning signal. To address this, we maintain "
        "a running estimate of the pass rate of each prompt and sample prompts whose estimated difficulty matches "
        "a target that moves from easy to hard over the course of training."
    ),
    Para(
        "We combine these two ideas in TALON, a critic-free method that keeps the simplicity and the memory "
        "footprint of group-relative policy optimization while assigning different advantages to different "
        "turns of the same trajectory. We evaluate TALON on five web question-answering benchmarks that require "
        "a search tool and four competition-mathematics benchmarks on which a Python interpreter is useful, "
        "training a single agent on a mixture of both task families. Our contributions are as follows:"
    ),
    Bullets(
        (
            "We identify turn-level credit assignment as a bottleneck for RL training of multi-turn tool-using agents "
            "and propose a turn-level return that combines the final outcome reward with small, automatically "
            "computed tool-outcome rewards, discounted across turns.",
            "We introduce turn-position-wise group normalization, which compares the return of turn k of a trajectory "
            "only with the returns of turn k of other trajectories sampled for the same prompt, and we show that it "
            "is essential for the turn-level rewards to help.",
            "We propose a difficulty-adaptive curriculum with a decreasing target pass rate and temporary suspension "
            "of saturated prompts, which reduces the fraction of zero-gradient prompts from 38% to 11%.",
            "We report extensive experiments with two model sizes, seven baselines, nine benchmarks and a breakdown "
            "of training and inference cost, and we release our training configuration in full (Appendix A).",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "Policy optimization for language models. Proximal Policy Optimization (PPO) [12] remains the reference "
        "algorithm for RL from human feedback; it maximizes a clipped surrogate objective and learns a value "
        "function as a baseline, which doubles the number of large models held in memory. Direct Preference "
        "Optimization (DPO) [11] avoids RL altogether by turning a pairwise preference dataset into a "
        "classification loss on the log-ratio between the policy and a reference model, but it needs paired "
        "comparisons and does not naturally handle multi-turn environment interaction. ReMax [7] replaces the "
        "learned critic with the reward of a greedy decoding as a baseline, and RLOO [1] uses the mean reward of "
        "the other samples for the same prompt as a leave-one-out baseline. GRPO [14] normalizes each reward by "
        "the mean and standard deviation of its group and was popularized by DeepSeek-R1 [3]. DAPO [18] adds "
        "several modifications to GRPO, including decoupled clip ranges (clip-higher), dynamic sampling that "
        "filters out groups with identical rewards, and a token-level loss aggregation; we adopt clip-higher but "
        "replace dynamic sampling, which discards rollouts after they are generated, with a curriculum that "
        "avoids generating them. REINFORCE++ [5] normalizes advantages over the global batch rather than per "
        "prompt, and VinePPO [9] obtains unbiased per-step value estimates by running additional Monte Carlo "
        "rollouts from intermediate states, which is accurate but multiplies the rollout cost."
    ),
)

P3 = (
    Para(
        "Multi-turn and agentic RL. ArCHer [20] proposes a hierarchical actor-critic in which an off-policy "
        "utterance-level critic is trained with temporal-difference learning and a token-level policy is "
        "updated against it; it was evaluated on web shopping and twenty-questions style games. Our work shares "
        "the view that the turn is the natural unit of credit, but we avoid training any critic. Offline "
        "methods learn value functions from logged agent trajectories, while Reflexion [15] "
        "improves agents without weight updates by storing verbal self-critiques in an episodic memory. "
        "Software-engineering and web-navigation environments have made it possible to evaluate agents on long "
        "horizons, but most RL work in these environments still uses trajectory-level rewards."
    ),
    Para(
        "RL for tool-augmented reasoning. Search-R1 [6] trains a model with PPO to interleave reasoning with "
        "calls to a retriever, masking retrieved tokens from the loss, and reports large gains on open-domain and "
        "multi-hop question answering. Follow-up work replaces PPO with GRPO or adds "
        "staged rewards that first teach the retrieval format and then answer accuracy. ToRL [8] scales RL with a code interpreter directly from a base model "
        "and observes emergent behaviours such as self-correction after execution errors,, and other work first "
        "fine-tunes on synthesized code-interleaved traces before RL. These methods assign a single reward per "
        "trajectory; several of them add format rewards, which are trajectory-level as well. StepTool [19] is "
        "closest to our turn-level rewards: it shapes rewards for individual tool calls using a learned or "
        "rule-based judge, but it trains on single-tool API benchmarks with PPO and a critic."
    ),
    Para(
        "Process rewards. Process reward models (PRMs) score intermediate steps of a reasoning chain [10]. They "
        "can provide dense credit, but training them requires step-level annotations or expensive Monte Carlo "
        "estimation, and learned PRMs are vulnerable to reward hacking when used as RL rewards. Our tool-outcome "
        "rewards are deliberately weak, rule-based and bounded, and we show in Section 6 that their benefit "
        "depends on how they are normalized rather than on their magnitude."
    ),
    Para(
        "Curriculum learning. Curriculum learning [2] orders training examples from easy to hard. Prioritized "
        "level replay [4] samples environment levels in proportion to their estimated learning potential, and "
        "several recent reasoning papers filter prompts offline by the pass rate of the initial model. In "
        "contrast to offline filtering, TALON re-estimates difficulty online from the rollouts it already "
        "generates, so it incurs no extra sampling cost and can adapt as the policy improves."
    ),
    Heading("3 Method"),
    Heading("3.1 Multi-turn tool-use as an episodic decision process"),
    Para(
        "We model an episode as a sequence of turns. Given a question q, the policy π_θ produces, at turn k, a "
        "segment y_k consisting of free-form reasoning followed either by exactly one tool call, enclosed in "
        "<search>...</search> or <python>...</python> tags, or by a final answer enclosed in <answer>...</answer> "
        "tags. If a tool is called, the environment executes it and returns an observation o_k, wrapped in "
        "<result>...</result>, which is appended to the context. The state at turn k is therefore s_k = (q, y_1, "
        "o_1, ..., y_{k-1}, o_{k-1}), and an episode ends when the policy answers or when it reaches the turn "
        "limit K_max = 8, in which case it receives no outcome reward. Observation tokens are not generated by "
        "the policy and are excluded from the loss by a mask, following Search-R1 [6]."
    ),
)

P4 = (
    Heading("3.2 Rewards"),
    Para(
        "The outcome reward R_i of trajectory i is 1 if its final answer is correct and 0 otherwise; for web QA "
        "correctness is exact match after standard normalization, and for mathematics it is symbolic equivalence "
        "with the reference answer checked by a rule-based verifier. A trajectory whose final segment does not "
        "follow the required tag format receives R_i = -0.1 regardless of its answer. In addition, each turn "
        "that contains a tool call receives a tool-outcome reward r_{i,k} = α u_{i,k}, where α = 0.1 is a scale "
        "and u_{i,k} ∈ {-1, 0, +1}. For a Python call, u_{i,k} = +1 if the code runs to completion and prints a "
        "non-empty result, -1 if it raises an exception, times out or is syntactically malformed, and 0 "
        "otherwise. For a search call, u_{i,k} = -1 if the query is empty or duplicates an earlier query of the "
        "same trajectory, +1 if at least one retrieved passage contains a new entity that appears in the final "
        "answer of the trajectory, and 0 otherwise. Notably, neither signal looks at the gold answer, so the same "
        "rewards are available at inference time and cannot leak the label into the context."
    ),
    Heading("3.3 Turn-level returns and advantages"),
    Para(
        "For a trajectory with K_i turns we define the turn-level return G_{i,k} = Σ_{j=k}^{K_i} γ^{j-k} r_{i,j} "
        "+ γ^{K_i-k} R_i, where γ is a discount factor over turns (not over tokens) and r_{i,j} = 0 for the answer "
        "turn. With γ = 1 and α = 0 this reduces to the trajectory-level reward used by GRPO; with γ < 1 earlier "
        "turns receive a weaker share of the final outcome and a relatively stronger share of their own "
        "tool-outcome reward. We use γ = 0.9, so that the first turn of an eight-turn trajectory still receives "
        "0.9^7 ≈ 0.48 of the outcome reward."
    ),
    Para(
        "A naive way to turn returns into advantages would be to normalize all G_{i,k} within a group of G "
        "trajectories for the same prompt. However, returns at different turn positions are not comparable: "
        "because of discounting, early turns have systematically smaller returns, so pooled normalization "
        "assigns negative advantages to nearly all first turns, including good ones. To address this, we "
        "normalize position-wise. Let S_k be the set of trajectories in the group that have at least k turns. "
        "The advantage of turn k of trajectory i is A_{i,k} = (G_{i,k} - mean_{j∈S_k} G_{j,k}) / (std_{j∈S_k} "
        "G_{j,k} + δ), where δ = 10^-6 avoids division by zero. When |S_k| < 2 we fall back to the pooled mean "
        "and standard deviation of the group. Every generated token of turn k receives the advantage A_{i,k}."
    ),
    Para(
        "Intuitively, position-wise normalization asks a narrower question than trajectory-level normalization: "
        "among all the ways the policy played its k-th turn on this prompt, was this one better or worse than "
        "average, given what followed? Because the comparison set is drawn from the same prompt and the same "
        "depth, it removes both the prompt-difficulty component and the depth component of the return, which "
        "are the two largest sources of variance in our setting."
    ),
    Heading("3.4 Objective"),
    Para(
        "We optimize a clipped surrogate with decoupled clip ranges and a KL penalty to the reference policy: "
        "J(θ) = E[ (1/T) Σ_t min(ρ_t A_t, clip(ρ_t, 1-ε_low, 1+ε_high) A_t) ] - β KL(π_θ || π_ref), where ρ_t = "
        "π_θ(a_t | s_t) / π_old(a_t | s_t) is the token-level probability ratio, A_t is the advantage of the turn "
        "containing token t, T is the total number of generated (non-masked) tokens in the mini-batch, ε_low = "
        "0.2 and ε_high = 0.28 are the lower and upper clip ranges, and β is the KL coefficient. Normalizing by "
        "T rather than by the length of each trajectory follows the token-level aggregation of DAPO [18] and "
        "prevents long trajectories from being down-weighted per token."
    ),
)

P5 = (
    Heading("3.5 Difficulty-adaptive curriculum"),
    Para(
        "For every training prompt q we track an estimated pass rate p_q, initialized at 0.5 and updated after "
        "each visit as an exponential moving average of the fraction of successful rollouts in its group. At "
        "training step t the sampler draws prompts with probability proportional to w_q = exp(-(p_q - μ_t)^2 / "
        "(2σ^2)), where μ_t is a target pass rate and σ = 0.15 controls how sharply the sampler concentrates. "
        "The target decreases linearly from μ_0 = 0.7 at the start of training to 0.3 at the final step, so "
        "the agent first sees prompts it can mostly solve, on which it learns the tool-call format and the "
        "basic value of each tool, and later sees prompts that require longer tool-use chains. Prompts whose "
        "groups were entirely correct or entirely incorrect on three consecutive visits are suspended for 50 "
        "steps and then re-admitted with their current estimate, because a prompt that is impossible at step "
        "100 may well be learnable at step 250."
    ),
    Para(
        "The curriculum requires no additional rollouts: p_q is updated from rollouts that are generated for the "
        "policy update anyway. Compared with the dynamic sampling of DAPO [18], which over-generates and then "
        "discards groups with identical rewards, the curriculum reduces the number of such groups before they "
        "are generated, which matters when each rollout involves several seconds of tool execution."
    ),
    Heading("3.6 Tool environment"),
    Para(
        "The search tool is a dense retriever over a Wikipedia dump that returns the top passages for a query; "
        "the Python tool executes code in an isolated sandbox and returns standard output or the final line of "
        "the traceback. Both tools run as asynchronous services so that tool execution for one trajectory "
        "overlaps with generation for others. Observations longer than a fixed budget are truncated. Further "
        "details of both services, including the retriever model and the sandbox limits, are given in Appendix A."
    ),
    Heading("4 Experimental Setup"),
    Para(
        "Models. Our main experiments use Qwen2.5-7B-Instruct [16] as the initial policy and as the reference "
        "model for the KL penalty. To study scale we also train Qwen2.5-3B-Instruct with the same configuration, "
        "except that the learning rate is raised to 2 × 10^-6. We did not use any supervised warm-start: RL "
        "begins directly from the instruct model with a system prompt that describes the two tools and the tag "
        "format."
    ),
    Para(
        "Training data. We train a single agent on a mixture of 40,000 questions: 24,000 web QA questions drawn in "
        "equal parts from the training splits of Natural Questions (NQ) and HotpotQA, and 16,000 mathematics "
        "problems consisting of the MATH training set (levels 3 to 5 only) and a decontaminated subset of "
        "NuminaMath whose answers are integers or simple fractions. We removed any problem whose 13-gram overlap "
        "with an evaluation set exceeded zero. The two task families are not separated in a batch; the policy "
        "must decide from the question alone which tool, if any, to call."
    ),
    Para(
        "Optimization. We train for 400 steps with AdamW, a constant learning rate of 1 × 10^-6 after a linear "
        "warm-up of 20 steps, and weight decay 0.01. Each step samples 128 prompts and G = 8 trajectories per "
        "prompt, that is, 1,024 trajectories per step, with temperature 1.0 and top-p 1.0; the batch is split into "
        "four mini-batches of 256 trajectories, giving four gradient updates per step. The KL coefficient is "
        "β = 0.001 with the low-variance k3 estimator. Each generated segment is limited to 1,024 tokens and the "
        "whole context to 8,192 tokens."
    ),
)

P6 = (
    Para(
        "Infrastructure. All runs use 32 NVIDIA H100 80GB GPUs on four nodes connected by InfiniBand. We build on "
        "the verl framework with vLLM as the rollout engine in colocated mode, FSDP for the policy, and "
        "gradient checkpointing. A full 400-step run of the 7B model takes about 41 hours of wall-clock time, of "
        "which roughly 58% is spent in rollout generation and tool execution. Each configuration in the main "
        "tables is trained with three random seeds; we report the mean, and the standard deviation across seeds "
        "is below 0.8 points for every QA average and below 1.1 points for every mathematics average."
    ),
    Para(
        "Evaluation benchmarks. For web QA we evaluate on the test or development sets of NQ and HotpotQA, which "
        "are in-domain, and on 2WikiMultiHopQA (2Wiki), MuSiQue and Bamboogle, which are out-of-domain and "
        "require between two and four retrieval hops. We report exact match (EM). For mathematics we evaluate "
        "on MATH500, AIME 2024 (AIME24), AMC 2023 (AMC23) and OlympiadBench (OlyB), and we report accuracy. "
        "Because AIME24 and AMC23 are small (30 and 40 problems), we report for them the mean accuracy over 16 "
        "samples at temperature 0.6; all other benchmarks are evaluated with greedy decoding. At evaluation the "
        "agent has access to both tools on every benchmark, with the same turn limit of eight as in training."
    ),
    Para(
        "Baselines. We compare with seven alternatives, all starting from the same instruct model. Direct answers "
        "without tools, using chain-of-thought for mathematics. ReAct prompts the model with the tool "
        "descriptions and two in-context examples but performs no training. RFT (rejection-sampling "
        "fine-tuning) fine-tunes on correct trajectories sampled from the ReAct agent, eight samples per training "
        "question. Search-R1 is our re-implementation of PPO with a learned critic and retrieved-token masking, "
        "trained on the QA portion of our data with the search tool only. ToRL is our re-implementation of "
        "GRPO with a code interpreter, trained on the mathematics portion with the Python tool only. Finally, "
        "GRPO and RLOO are trajectory-level group-relative methods trained on the full mixture with both tools, "
        "using exactly our data, rollout budget, clip ranges and turn limit. These two are the most direct "
        "controls for TALON, because they differ from it only in how advantages are computed and in the use of "
        "a uniform prompt sampler."
    ),
    Heading("5 Main Results"),
    Para(
        "Tables 1 and 2 report the main results for the 7B model. On web QA, TALON improves over every baseline "
        "on every benchmark. The gains over trajectory-level GRPO are largest on the out-of-domain multi-hop "
        "benchmarks, 5.8 EM on 2Wiki and 7.2 EM on Bamboogle, and smallest on in-domain NQ. This pattern is "
        "consistent with our motivation: multi-hop questions produce longer trajectories, in which the "
        "difference between trajectory-level and turn-level credit is larger."
    ),
    TableBlock(
        "Table 1: Exact match (%) on web question answering with Qwen2.5-7B-Instruct. NQ and HotpotQA are "
        "in-domain; 2Wiki, MuSiQue and Bamboogle are out-of-domain. Mean of three seeds. Best result in each "
        "column is TALON.",
        (
            ("Method", "NQ", "HotpotQA", "2Wiki", "MuSiQue", "Bamboogle", "Avg."),
            ("Direct", "13.4", "18.3", "25.0", "3.1", "12.0", "14.4"),
            ("ReAct", "30.2", "26.1", "22.8", "8.4", "28.8", "23.3"),
            ("RFT", "38.5", "33.0", "31.2", "11.6", "33.6", "29.6"),
            ("Search-R1 (PPO)", "44.0", "41.2", "38.0", "17.5", "40.8", "36.3"),
            ("GRPO", "45.1", "42.6", "39.5", "18.2", "42.4", "37.6"),
            ("RLOO", "44.6", "41.9", "38.8", "17.9", "41.6", "37.0"),
            ("TALON (ours)", "47.9", "46.8", "45.3", "22.7", "49.6", "42.5"),
        ),
    ),
)

P7 = (
    TableBlock(
        "Table 2: Accuracy (%) on mathematics benchmarks with Qwen2.5-7B-Instruct. AIME24 and AMC23 are averaged "
        "over 16 samples per problem. Direct uses chain-of-thought without tools.",
        (
            ("Method", "MATH500", "AIME24", "AMC23", "OlyB", "Avg."),
            ("Direct", "74.6", "10.0", "47.5", "38.1", "42.6"),
            ("ReAct", "72.8", "11.7", "50.0", "37.5", "43.0"),
            ("RFT", "76.4", "13.3", "52.5", "40.2", "45.6"),
            ("ToRL (GRPO)", "80.2", "20.0", "60.0", "45.3", "51.4"),
            ("GRPO", "80.8", "21.7", "60.6", "46.0", "52.3"),
            ("RLOO", "80.1", "20.4", "58.8", "45.1", "51.1"),
            ("TALON (ours)", "83.4", "26.9", "67.2", "49.8", "56.8"),
        ),
    ),
    Para(
        "On mathematics (Table 2), TALON reaches 56.8 average accuracy against 52.3 for GRPO and 51.4 for the "
        "single-tool ToRL baseline. The largest absolute gain is on AMC23, where TALON improves over GRPO by 6.6 "
        "points, and on AIME24 TALON solves on average about one and a half more problems out of thirty than "
        "GRPO. Interestingly, prompting alone does not help on mathematics: the untrained ReAct agent is slightly "
        "worse than chain-of-thought on MATH500, because it frequently writes Python that fails and then "
        "abandons the computation. Every RL-trained agent reverses this, which suggests that tool use in "
        "mathematics is a learned skill rather than something the instruct model already possesses."
    ),
    Para(
        "Comparing the two trajectory-level group baselines, GRPO is slightly ahead of RLOO on both task families "
        "(by 0.6 points on QA and 1.2 points on mathematics), and the PPO-based Search-R1, despite its learned "
        "critic, is 1.3 EM behind GRPO on QA. We attribute part of this gap to the fact that Search-R1 is trained "
        "on QA data only; the mixture appears to help QA slightly, possibly because mathematics problems teach "
        "the agent to verify intermediate results before answering."
    ),
    Para(
        "Scale. With Qwen2.5-3B-Instruct, the improvements persist but are smaller in absolute terms. TALON-3B "
        "obtains 35.1 average EM on web QA against 31.9 for GRPO-3B, and 41.7 average mathematics accuracy against "
        "39.0 for GRPO-3B. The 3B model calls the Python tool less often than the 7B model and more often "
        "produces malformed code in early training, which makes the negative tool-outcome rewards active for "
        "longer; we return to this in Section 7."
    ),
    Heading("6 Ablations"),
    Para(
        "Table 3 isolates the components of TALON. All ablations use the 7B model and a single seed, and every "
        "row changes exactly one element of the full configuration. The single most important component is "
        "position-wise normalization: removing it while keeping the turn-level rewards and discounting (the "
        "row labelled pooled normalization) makes TALON worse than plain GRPO on QA, confirming the argument of "
        "Section 3.3 that pooled normalization penalizes early turns indiscriminately."
    ),
)

P8 = (
    TableBlock(
        "Table 3: Ablations on Qwen2.5-7B-Instruct (single seed). QA and Math are the averages of Tables 1 and 2; "
        "Turns is the mean number of turns per evaluation trajectory over all nine benchmarks; Zero-grad is the "
        "fraction of training prompts whose group had identical rewards, averaged over steps 100-400.",
        (
            ("Variant", "QA", "Math", "Turns", "Zero-grad"),
            ("TALON (full)", "42.3", "56.5", "3.4", "11%"),
            ("outcome reward only (α = 0)", "40.6", "55.1", "3.1", "12%"),
            ("pooled normalization", "37.1", "53.0", "2.6", "11%"),
            ("no discount (γ = 1.0)", "41.0", "55.9", "3.3", "11%"),
            ("stronger tool reward (α = 0.3)", "41.5", "54.2", "4.2", "10%"),
            ("uniform sampler", "40.2", "54.0", "3.5", "38%"),
            ("fixed target μ = 0.5", "41.4", "55.6", "3.4", "16%"),
            ("no suspension", "41.7", "55.8", "3.4", "19%"),
            ("symmetric clip (ε_high = 0.2)", "41.6", "55.4", "3.2", "11%"),
            ("GRPO (reference)", "37.4", "52.0", "2.8", "38%"),
        ),
    ),
    Para(
        "The turn-level tool-outcome rewards add 1.7 points on QA and 1.4 on mathematics when combined with "
        "position-wise normalization. Making them three times stronger (α = 0.3) hurts, particularly on "
        "mathematics, and increases the mean number of turns from 3.4 to 4.2: with a large α the agent learns to "
        "issue extra Python calls that print intermediate values because each successful call is rewarded, a "
        "mild form of reward hacking that the small default scale keeps in check. Removing the discount costs 1.3 "
        "points on QA but only 0.6 on mathematics, where trajectories are shorter."
    ),
    Para(
        "The curriculum contributes about as much as the turn-level credit. Replacing it with uniform sampling "
        "lowers QA by 2.1 and mathematics by 2.5 points and raises the zero-gradient fraction back to the 38% "
        "observed for GRPO. Both the moving target and the suspension mechanism matter; a fixed target pass rate "
        "of 0.5 recovers most but not all of the benefit. Finally, symmetric clipping is consistently about one "
        "point worse, in line with the entropy-collapse argument of DAPO [18]."
    ),
    FigureBlock(
        "Figure 1: Average validation accuracy (y-axis, fraction correct on a held-out set of 1,000 questions "
        "mixing both task families) against training step for TALON (black) and trajectory-level GRPO (grey). "
        "Curves are smoothed with an exponential moving average of weight 0.9. TALON matches the final accuracy "
        "of GRPO after only 180 steps, and the gap does not close by step 400.",
        "training step",
        "val. accuracy",
        (
            (0.30, 0.38, 0.45, 0.50, 0.54, 0.57, 0.59, 0.61, 0.62, 0.63, 0.635),
            (0.30, 0.35, 0.40, 0.44, 0.47, 0.50, 0.52, 0.535, 0.545, 0.55, 0.555),
        ),
    ),
)

P9 = (
    Heading("7 Cost and Behaviour Analysis"),
    Para(
        "Because tool execution dominates the cost of agentic RL, we report training and inference cost "
        "separately in Table 4. TALON is cheaper to train than GRPO despite identical rollout budgets per step. "
        "The saving comes from the curriculum: prompts that the policy already solves reliably produce short "
        "trajectories that cost little, but the impossible prompts that a uniform sampler keeps drawing produce "
        "long, eight-turn failures with many tool calls, and the curriculum suspends exactly these. Search-R1 "
        "is the most expensive method per step because of its critic, even though it uses only one tool."
    ),
    TableBlock(
        "Table 4: Training and inference cost for the 7B model. GPU-h is the total H100 GPU-hours for one 400-step "
        "run. Tool calls and tokens are per evaluation question, averaged over the nine benchmarks.",
        (
            ("Method", "GPU-h", "Calls/question", "Gen. tokens", "Latency (s)"),
            ("RFT", "310", "1.6", "612", "7.9"),
            ("Search-R1 (PPO)", "1,690", "2.1", "540", "8.8"),
            ("GRPO", "1,440", "2.3", "701", "9.6"),
            ("RLOO", "1,430", "2.3", "688", "9.4"),
            ("TALON (ours)", "1,312", "2.7", "655", "10.3"),
        ),
    ),
    Para(
        "At inference TALON makes more tool calls than any baseline, 2.7 per question compared with 2.3 for GRPO, "
        "but generates fewer tokens, because it reasons less in natural language between calls. Its mean latency "
        "per question is 0.7 seconds higher than GRPO, which we consider acceptable given the accuracy gains. "
        "Broken down by task, TALON issues on average 3.1 search calls per multi-hop question and 1.9 Python calls "
        "per mathematics problem; on NQ it answers without any search in 14% of cases, typically for popular "
        "entities whose answers the model already knows."
    ),
    Para(
        "Behaviour. We manually inspected 200 randomly chosen trajectories from each of GRPO and TALON on "
        "HotpotQA. The most common failure of the GRPO agent was premature answering, i.e. answering after the "
        "first hop without retrieving the bridge entity (31% of its errors), whereas TALON trajectories more "
        "often contained a query that reformulated a failed search (a reformulation appeared in 44% of TALON "
        "trajectories versus 19% for GRPO). Duplicate queries, which receive a negative tool-outcome reward, "
        "fell from 9.5% of search calls at step 0 to under 1% by step 150. On mathematics, the share of Python "
        "calls that raised an exception dropped from 23% to 6% over training for TALON and from 23% to 12% for "
        "GRPO, the most direct evidence that turn-level credit changes the quality of individual tool calls."
    ),
    Para(
        "Is the gain only from denser reward? One might suspect that any dense shaping signal would help. The "
        "ablation in Table 3 argues against this: the same tool-outcome rewards with pooled normalization are "
        "harmful. What matters is that each turn is compared with the same turn of sibling trajectories, which "
        "acts as a cheap, prompt-specific and depth-specific baseline in place of a learned critic."
    ),
)

P10 = (
    Heading("8 Limitations"),
    Para(
        "Our tool-outcome rewards are hand-designed for two tools and would need to be redefined for tools whose "
        "success is harder to judge, such as a web browser that returns long, noisy pages or an API whose errors "
        "are silent. The search reward uses the agent's own final answer, so it rewards retrieval that is "
        "consistent with the answer rather than retrieval that is correct; in rare cases it reinforces "
        "confirmation of a wrong answer. Our retriever is a static Wikipedia snapshot, so we do not measure "
        "robustness to a live, changing web. We trained models of at most seven billion parameters and for at "
        "most 400 steps, and we do not know whether the advantage of turn-level credit grows or shrinks with "
        "longer training. Finally, the turn limit of eight is modest compared with software-engineering agents "
        "that run for dozens of turns, where position-wise groups would become sparse."
    ),
    Heading("9 Conclusion"),
    Para(
        "We presented TALON, a critic-free RL method for multi-turn tool-using agents that assigns credit at the "
        "level of turns through discounted returns with small tool-outcome rewards and position-wise group "
        "normalization, and that spends its rollout budget where it is informative through a difficulty-adaptive "
        "curriculum. Trained on a single mixture of web QA and mathematics with a search tool and a Python "
        "interpreter, TALON outperforms trajectory-level GRPO, RLOO and PPO by clear margins while reducing "
        "training cost. We hope that these results encourage treating the turn, rather than the token or the "
        "whole trajectory, as the unit of credit in agentic RL."
    ),
    Heading("References"),
    References(
        (
            "[1] A. Ahmadian, C. Cremer, M. Galle, et al. Back to basics: Revisiting REINFORCE style optimization for learning from human feedback in LLMs. ACL, 2024.",
            "[2] Y. Bengio, J. Louradour, R. Collobert, and J. Weston. Curriculum learning. ICML, 2009.",
            "[3] DeepSeek-AI. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
            "[4] M. Jiang, E. Grefenstette, and T. Rocktaschel. Prioritized level replay. ICML, 2021.",
            "[5] J. Hu. REINFORCE++: A simple and efficient approach for aligning large language models. arXiv:2501.03262, 2025.",
            "[6] B. Jin, H. Zeng, Z. Yue, et al. Search-R1: Training LLMs to reason and leverage search engines with reinforcement learning. arXiv:2503.09516, 2025.",
            "[7] Z. Li, T. Xu, Y. Zhang, et al. ReMax: A simple, effective, and efficient reinforcement learning method for aligning large language models. ICML, 2024.",
            "[8] X. Li, H. Zou, and P. Liu. ToRL: Scaling tool-integrated RL. arXiv:2503.23383, 2025.",
            "[9] A. Kazemnejad, M. Aghajohari, E. Portelance, et al. VinePPO: Unlocking RL potential for LLM reasoning through refined credit assignment. arXiv:2410.01679, 2024.",
            "[10] H. Lightman, V. Kosaraju, Y. Burda, et al. Let's verify step by step. ICLR, 2024.",
            "[11] R. Rafailov, A. Sharma, E. Mitchell, et al. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
            "[12] J. Schulman, F. Wolski, P. Dhariwal, A. Radford, and O. Klimov. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
            "[13] T. Schick, J. Dwivedi-Yu, R. Dessi, et al. Toolformer: Language models can teach themselves to use tools. NeurIPS, 2023.",
            "[14] Z. Shao, P. Wang, Q. Zhu, et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
            "[15] N. Shinn, F. Cassano, A. Gopinath, et al. Reflexion: Language agents with verbal reinforcement learning. NeurIPS, 2023.",
            "[16] Qwen Team. Qwen2.5 technical report. arXiv:2412.15115, 2024.",
            "[17] S. Yao, J. Zhao, D. Yu, et al. ReAct: Synergizing reasoning and acting in language models. ICLR, 2023.",
            "[18] Q. Yu, Z. Zhang, R. Zhu, et al. DAPO: An open-source LLM reinforcement learning system at scale. arXiv:2503.14476, 2025.",
            "[19] Y. Yu, Z. Wang, W. Ma, et al. StepTool: Enhancing multi-step tool usage in LLMs through step-grained reinforcement learning. arXiv:2410.07745, 2024.",
            "[20] Y. Zhou, A. Zanette, J. Pan, S. Levine, and A. Kumar. ArCHer: Training language model agents via hierarchical multi-turn RL. ICML, 2024.",
        )
    ),
)

P11 = (
    Heading("A Additional Experimental Details"),
    Para(
        "Table 5 lists the full TALON configuration for the 7B model. The 3B model uses the same values except "
        "for the learning rate. Baselines share every value that applies to them; for RFT we fine-tune for two "
        "epochs on 61,000 correct trajectories."
    ),
    TableBlock(
        "Table 5: TALON hyperparameters (Qwen2.5-7B-Instruct).",
        (
            ("Hyperparameter", "Value"),
            ("Optimizer / weight decay", "AdamW / 0.01"),
            ("Adam β1, β2", "0.9, 0.999"),
            ("Learning rate / warm-up", "1e-6 constant / 20 steps"),
            ("Gradient clipping (max norm)", "1.0"),
            ("Training steps", "400"),
            ("Prompts per step / samples per prompt (G)", "128 / 8"),
            ("Mini-batches per step", "4 (256 trajectories each)"),
            ("Clip range ε_low / ε_high", "0.2 / 0.28"),
            ("KL coefficient β (k3 estimator)", "0.001"),
            ("Turn discount γ / tool-reward scale α", "0.9 / 0.1"),
            ("Format penalty", "-0.1"),
            ("Curriculum σ / μ schedule", "0.15 / 0.7 to 0.3 (linear)"),
            ("Pass-rate EMA momentum", "0.8"),
            ("Suspension: trigger / length", "3 visits / 50 steps"),
            ("Max turns / tokens per segment / context", "8 / 1,024 / 8,192"),
            ("Rollout temperature / top-p", "1.0 / 1.0"),
            ("Max observation length", "512 tokens"),
        ),
    ),
    Para(
        "Retriever. The search tool uses the E5-base-v2 embedding model over the December 2018 Wikipedia dump "
        "split into 21 million passages of 100 words, indexed with a flat FAISS inner-product index sharded over "
        "the CPU memory of the four nodes. Each query returns the top 3 passages, each prefixed with its article "
        "title. We did not fine-tune the retriever."
    ),
    Para(
        "Sandbox. Python code runs in a fresh process inside a container with Python 3.11 and the numpy, sympy "
        "and scipy packages, no network access, a wall-clock timeout of 10 seconds and a memory limit of 2 GB. "
        "Only what the program prints is returned; if nothing is printed the observation is an explicit message "
        "saying so, which is the case that receives u = 0. We run 256 sandbox workers in total."
    ),
    Para(
        "Curriculum statistics. Under the curriculum, the mean estimated pass rate of sampled prompts follows the "
        "target closely, lagging it by less than 0.05 after step 60. Around 2,900 prompts, about 7% of the "
        "training set, were suspended again at every re-admission because they remained unsolved; "
        "most of them are HotpotQA bridge questions with annotation errors or level-5 MATH "
        "problems with non-standard answer formats."
    ),
)

PAPER = GeneratedPaper(
    file="toolagent.pdf",
    title="TALON: Turn-Level Credit Assignment and Difficulty Curricula for Reinforcement Learning of Multi-Turn Tool-Using Agents",
    short_title="TALON: Turn-Level Credit Assignment for Multi-Turn Tool-Using Agents",
    authors="Mireille Okafor-Lindqvist, Tobias Renner, Yuxin Haldane, Priyanka Desai-Moreau, Jonas Efremov",
    affiliations="Halvorsen Institute for Machine Intelligence, Oslo; Department of Computer Science, University of Ardenne",
    stamp="arXiv:2507.20911v1  [cs.LG]  25 Jul 2025",
    abstract=ABSTRACT,
    pages=(P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11),
)
