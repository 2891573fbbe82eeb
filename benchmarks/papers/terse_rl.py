"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 31): reinforcement learning that teaches reasoning language models to stop overthinking, with sufficiency-estimated per-prompt thinking budgets; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh12_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="terse_rl.pdf",
    title="TERSE: Teaching Reasoning Models to Stop Overthinking with Sufficiency-Estimated Thinking Budgets",
    short_title="TERSE: Sufficiency-Estimated Thinking Budgets for Reasoning Models",
    authors="Lucia Ferreira-Baptiste (1), Jonas Ekberg (1), Hana Mizushima (2), Daniel Okonkwo-Reyes (1), Svetlana Morozova (2)",
    affiliations="(1) Vellmar Institute for Machine Intelligence   (2) Tarrow Polytechnic University, School of Computing",
    stamp="arXiv:2511.04872v1  [cs.LG]  7 Nov 2025",
    abstract=(
        "Reasoning language models trained with reinforcement learning solve harder problems by thinking longer, but they "
        "also think long when they need not: on easy problems, much of their chain of thought re-verifies an answer they have "
        "already found. We present TERSE (Trimming Excess Reasoning via Sufficiency Estimates), a reinforcement learning "
        "method that shortens chains of thought without lowering accuracy. During training, TERSE probes each rollout for "
        "the earliest point at which forcing an answer would already give the correct result, and it turns these probes "
        "into a per-prompt thinking budget that adapts to the difficulty of the problem. A length penalty applies only to "
        "correct responses that exceed their prompt's budget, so the policy is never rewarded for a short wrong answer. On "
        "Kestrel-R-7B, TERSE reduces the average response length over four reasoning benchmarks by 52% relative to GRPO "
        "training with an accuracy-only reward, from 7,850 to 3,775 tokens, while matching its average accuracy (73.8% "
        "against 73.6%). The savings are largest on easy problems and smallest on olympiad-level ones, and they hold at "
        "1.5B and 14B parameters. Most of the text that TERSE removes is re-verification written after the model has "
        "already reached its final answer."
    ),
    pages=(
        # ---------------------------------------------------------------- page 1
        (
            Heading("1 Introduction"),
            Para(
                "Language models that produce a long chain of thought before answering have become the strongest solvers of "
                "competition mathematics, scientific questions and programming tasks (OpenAI, 2024; DeepSeek-AI, 2025). The "
                "recipe behind them is reinforcement learning with verifiable rewards: the model samples several responses "
                "to a problem, a rule-based checker marks each final answer as right or wrong, and a policy-gradient method "
                "such as Group Relative Policy Optimization (GRPO; Shao et al., 2024) raises the probability of the responses "
                "that were right. Nothing in this reward mentions length, yet response length grows steadily during "
                "training, and longer thinking has come to be treated as a sign of, and even a proxy for, better reasoning."
            ),
            Para(
                "The same models overthink (Chen et al., 2024). They spend thousands of tokens on problems that a careful "
                "student would solve in three lines, and after reaching an answer they keep going: they re-derive it by a "
                "second route, check it again, doubt it, and check it once more. In our measurements, the reasoning model "
                "Kestrel-R-7B writes on average 1,840 tokens per grade-school word problem, and on competition problems its "
                "first correct answer candidate appears, on average, 41% of the way through its thinking trace. The other 59% "
                "rarely changes the answer. Because serving cost, latency and the price of paid APIs all grow with the number "
                "of generated tokens, this habit is expensive."
            ),
        ),
        # ---------------------------------------------------------------- page 2
        (
            Para(
                "A natural remedy is to penalise length in the reward. Existing length rewards, however, share three "
                "weaknesses. First, most use one target or one penalty scale for every problem, although the amount of "
                "thinking a problem needs varies by more than an order of magnitude between an arithmetic word problem and an "
                "olympiad question; a budget that is right for one is wasteful or harmful for the other. Second, penalties "
                "that also apply to wrong responses make a short wrong answer more attractive than a long wrong one, which "
                "teaches the policy to give up early on hard problems. Third, rewards defined relative to the other samples "
                "in a group, such as the group length reward of Kimi Team (2025), depend on the group's composition: when all "
                "samples are long, none is penalised."
            ),
            Para(
                "We take a different route and ask the policy's own rollouts how much thinking was enough. While training, we "
                "interrupt each rollout at regular intervals, force the model to state an answer from the reasoning it has "
                "written so far, and record the earliest point from which the forced answer is correct and stays correct. "
                "This point, which we call the sufficiency point, measures how much of the trace the answer actually needed. "
                "Aggregated over the correct rollouts of a prompt and smoothed over training, sufficiency points give each "
                "prompt its own thinking budget, and the reward penalises correct responses only for the part of their "
                "length that exceeds it."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "Sufficiency probes: a cheap way to measure, during RL training, how much of a chain of thought was needed "
                    "to reach its answer. Probes add 9% to the rollout compute of a training step.",
                    "TERSE, a length-aware reward with per-prompt budgets derived from sufficiency probes and a penalty gated "
                    "on correctness, which needs no length target from the user and adapts to problem difficulty.",
                    "Experiments on three model sizes and five benchmarks: at 7B parameters TERSE halves the length of "
                    "responses relative to GRPO at equal accuracy, and it outperforms six length-reduction baselines on "
                    "the trade-off between accuracy and tokens.",
                    "An analysis of what TERSE cuts from the reasoning and where it fails, showing that most removed tokens "
                    "are post-answer re-verification and that the main failure is premature commitment on hard problems.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Reinforcement learning for reasoning. Chain-of-thought prompting (Wei et al., 2022) showed that writing out "
                "intermediate steps improves the accuracy of language models on multi-step problems. DeepSeek-R1 (DeepSeek-AI, "
                "2025) and Kimi k1.5 (Kimi Team, 2025) then showed that reinforcement learning on verifiable rewards alone can "
                "grow long and effective chains of thought. GRPO (Shao et al., 2024) replaces the learned critic of PPO "
                "(Schulman et al., 2017) with a group-normalised advantage, and DAPO (Yu et al., 2025) and Dr. GRPO (Liu et "
                "al., 2025) refine its clipping and loss aggregation. Liu et al. (2025) also observe that part of the length "
                "growth under GRPO is an artefact of per-response loss normalisation rather than a sign of better reasoning."
            ),
        ),
        # ---------------------------------------------------------------- page 3
        (
            Para(
                "Overthinking and efficient reasoning. Chen et al. (2024) documented that o1-like models spend many tokens on "
                "trivial problems and proposed preference optimisation towards shorter correct solutions; Sui et al. (2025) "
                "survey the growing literature on efficient reasoning. Prompt-level methods ask the model to respect a token "
                "budget stated in the prompt (Han et al., 2024), and s1 (Muennighoff et al., 2025) controls thinking at test "
                "time by truncating it or by appending 'Wait' to extend it. Training-time methods add a length term to the "
                "reward. Kimi Team (2025) reward responses by their length relative to the shortest and longest samples of the "
                "group; Arora and Zanette (2025) scale the reward of correct responses by a decreasing function of their "
                "normalised length; L1 (Aggarwal and Welleck, 2025) trains the model to hit a target length given in the "
                "prompt; ThinkPrune (Hou et al., 2025) lowers a hard length limit in stages; and AdaptThink (Zhang et al., "
                "2025) teaches the model to skip thinking entirely on easy problems. TERSE differs from these in where the "
                "budget comes from: it is measured from the model's own reasoning, per prompt, rather than set by the user or "
                "by the other samples in the group."
            ),
            Para(
                "Early exit and adaptive computation. Adaptive computation time (Graves, 2016) let recurrent networks decide "
                "how many steps to take, and confident adaptive language modelling (Schuster et al., 2022) exits early from "
                "transformer layers when the prediction is settled. For reasoning models, Dynasor (Fu et al., 2024) probes a "
                "partial chain of thought for an answer and stops generation when repeated probes agree, and DEER (Yang et "
                "al., 2025) exits when the model's confidence in a trial answer is high. These methods save tokens at "
                "inference time without changing the model. We use the same kind of probe, but only during training and only "
                "to set a reward; at inference a TERSE model is decoded normally and stops on its own."
            ),
            Heading("3 Method"),
            Heading("3.1 Preliminaries"),
            Para(
                "Let x be a prompt and y a response sampled from the policy pi_theta. A response consists of a thinking "
                "segment, delimited by the tokens <think> and </think>, followed by a short summary that contains the final "
                "answer. We write L(y) for the number of tokens of the whole response and c(y) in {0, 1} for the verdict of the "
                "rule-based checker on its final answer. GRPO samples a group of G responses y_1, ..., y_G for each prompt, "
                "computes rewards r_i, and assigns to every token of response i the advantage A_i = (r_i - mean(r)) / (std(r) "
                "+ eps), where mean and std are taken over the group. The policy maximises the clipped surrogate objective "
                "J(theta) = E[ min(rho_t A_i, clip(rho_t, 1 - eps_low, 1 + eps_high) A_i) ] - beta * KL(pi_theta || pi_ref), "
                "where rho_t is the ratio of the current to the sampling policy's probability of token t, and the loss is "
                "averaged over all tokens in the batch rather than per response, following Yu et al. (2025)."
            ),
            Para(
                "With the accuracy reward r = c(y), every correct response of a group receives the same advantage regardless "
                "of its length. A long correct response is reinforced as strongly as a short one, and because long responses "
                "contribute more tokens to a token-averaged loss, the update tends to lengthen the policy's outputs."
            ),
        ),
        # ---------------------------------------------------------------- page 4
        (
            Heading("3.2 Sufficiency probes"),
            Para(
                "The central quantity of TERSE is the sufficiency point of a rollout: the shortest prefix of its thinking "
                "segment from which the model already produces the correct answer. We estimate it with probes. For a "
                "rollout y whose thinking segment has T tokens, we place checkpoints at k = s, 2s, 3s, ..., up to T, with "
                "probe interval s = 256 tokens. At each checkpoint we truncate the thinking segment after k tokens, append a "
                "fixed probe string that closes the thinking segment and asks for the final answer, and decode the answer "
                "greedily for at most 32 tokens. The probe outcome a_k is 1 if the checker accepts the forced answer and 0 "
                "otherwise. The exact probe string is given in Appendix B."
            ),
            Para(
                "A single lucky guess should not count as sufficient reasoning, so we require stability: the sufficiency point "
                "is E(y) = min { k : a_j = 1 for every checkpoint j >= k }, the first checkpoint from which all later probes "
                "are correct. If the final probe at k = T fails, E(y) is undefined, and we compute sufficiency points only for "
                "rollouts with c(y) = 1. In practice the probe at k = T agrees with the rollout's own final answer for 97.8% "
                "of correct rollouts, and disagreements are almost always formatting differences in the forced answer."
            ),
            Para(
                "Probes are cheap for two reasons. Every probe shares its prefix with the rollout, so with prefix caching in "
                "the inference engine a probe costs the prefill of about 30 probe tokens and at most 32 decoded tokens. And "
                "probes are batched after all rollouts of a step are complete, so they do not delay generation. Across "
                "training, probes added 9% to the rollout compute of a step on Kestrel-R-7B. Probes are run only for "
                "correct rollouts, which removes a further third of their cost early in training, when many rollouts fail."
            ),
            Heading("3.3 Adaptive per-prompt budgets"),
            Para(
                "For a prompt x with at least one correct rollout in the current group, we compute the group estimate "
                "B_hat(x) = kappa * median { E(y_i) : c(y_i) = 1 } + L_ans, where kappa = 1.25 is a slack factor that leaves "
                "room for the verification a careful solver would still do, and L_ans is the mean length of the summary "
                "segment that follows </think> in those rollouts. We then smooth the estimate over the epochs in which the "
                "prompt is revisited, B_t(x) = mu * B_{t-1}(x) + (1 - mu) * B_hat(x), with mu = 0.5, and floor it at B_min = "
                "256 tokens. The first time a prompt is seen, B_0(x) = B_hat(x)."
            ),
            Para(
                "If no rollout of a group is correct, the prompt keeps its previous budget, or, if it has none yet, no length "
                "penalty is applied to it at all: we never ask the model to be brief on a problem it cannot yet solve. Budgets "
                "therefore track difficulty from two directions. Hard problems have late sufficiency points and receive large "
                "budgets, and problems the policy learns to solve faster see their budgets shrink as training progresses."
            ),
            Para(
                "Using the median rather than the minimum of the sufficiency points makes the budget robust to the "
                "occasional rollout that stumbles on the answer early, and using sufficiency points rather than the lengths "
                "of correct rollouts makes the budget independent of how much the current policy overthinks. A group in "
                "which every correct rollout is 10,000 tokens long, but whose answers are all fixed by token 2,000, receives "
                "a budget of about 2,500 tokens, not 10,000. This is the main difference between TERSE and rewards that "
                "compare a response only with its siblings."
            ),
        ),
        # ---------------------------------------------------------------- page 5
        (
            Heading("3.4 Correctness-gated length reward"),
            Para("Given the budget B = B_t(x) of a prompt, the reward of a response y is"),
            Para("r(y) = c(y) * ( 1 - lambda * min(1, max(0, L(y) - B) / B) ) - 0.5 * f(y),"),
            Para(
                "where f(y) is 1 if the response is malformed (no closing </think> tag or no extractable final answer) and 0 "
                "otherwise, and lambda is the penalty weight. Equivalently, for a correct response, r = 1 - lambda * "
                "max(0, L - B)/B while L is less than 2B, and r = 1 - lambda beyond that. Three properties follow. A correct "
                "response within its budget receives the full reward of 1, so the policy is not pushed below the length the "
                "problem needs. A correct response always receives at least 1 - lambda, which is more than any incorrect "
                "response, so accuracy remains the dominant objective as long as lambda is less than 1. And an incorrect "
                "response receives 0 whatever its length, so there is no incentive to fail quickly."
            ),
            Para(
                "The cap at twice the budget matters for stability. Without it, a single very long correct response on a "
                "prompt with a small budget could receive a reward far below zero and a large negative advantage, which "
                "in our pilot runs occasionally drove the policy to stop thinking abruptly on the whole prompt family. The "
                "cap bounds the reward of every correct response in the interval [1 - lambda, 1]."
            ),
            Heading("3.5 Penalty schedule"),
            Para(
                "Sufficiency points are noisy when few rollouts are correct, and an early, strong length penalty can cut "
                "reasoning before the policy has learned which parts of it matter. We therefore ramp the penalty weight "
                "linearly from lambda = 0 at step 0 to lambda_max = 0.4 at step 60 and keep it constant afterwards. During "
                "the ramp, budgets are estimated exactly as afterwards, but their effect on the reward grows gradually, so "
                "the policy shifts its length over many steps instead of reacting to the first, noisiest budgets."
            ),
            Heading("3.6 Summary of a training step"),
            Para("One TERSE training step proceeds as follows."),
            Bullets(
                (
                    "Sample a batch of prompts and G rollouts per prompt from the current policy.",
                    "Check every final answer to obtain c(y_i), and run sufficiency probes on the correct rollouts to obtain "
                    "their sufficiency points E(y_i).",
                    "Update each prompt's budget B_t(x) from the median sufficiency point, the slack factor and the smoothing "
                    "rule of Section 3.3; keep the old budget if no rollout is correct.",
                    "Compute the correctness-gated rewards r(y_i) with the current penalty weight lambda, then group-normalised "
                    "advantages A_i.",
                    "Take the policy-gradient updates of Section 3.1 on the batch, split into mini-batches.",
                )
            ),
            Para(
                "TERSE changes only the reward. It needs no additional model, no value network and no labelled reasoning "
                "traces, and it can be added to any GRPO-style trainer that can run extra greedy generations from cached "
                "prefixes. At inference, a TERSE model takes the same prompt as its starting model and receives no budget; "
                "it has learned to stop thinking by itself."
            ),
        ),
        # ---------------------------------------------------------------- page 6
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Models"),
            Para(
                "We train three reasoning models of the Kestrel-R family, with 1.5B, 7B and 14B parameters. Kestrel-R models "
                "are decoder-only transformers that were fine-tuned on long chain-of-thought traces distilled from a larger "
                "reasoning model, and they already think at length before answering: without any further training, "
                "Kestrel-R-7B averages 6,943 tokens per response over our four main benchmarks. All three share a tokenizer "
                "with a vocabulary of 151,000 tokens and a context length of 32,768 tokens. Unless stated otherwise, results "
                "are for Kestrel-R-7B, and every method starts from the same checkpoint."
            ),
            Heading("4.2 Training data"),
            Para(
                "We train on ReasonMix-52K, a collection of 52,180 problems with automatically checkable answers: 36,410 "
                "mathematics problems from competitions and textbooks, 10,220 science problems with numeric or "
                "multiple-choice answers, and 5,550 logic puzzles. We remove problems whose 13-gram overlap with any "
                "evaluation problem exceeds 0.5, and, in a pre-pass with Kestrel-R-7B, problems that none of 8 samples "
                "solves, since they provide no learning signal to any method. This leaves 38,940 training problems. We "
                "deliberately keep problems that the model always solves: they carry no accuracy signal under GRPO, but "
                "they carry a length signal under TERSE, and they are where overthinking is most wasteful."
            ),
            Heading("4.3 Evaluation benchmarks"),
            Para(
                "We evaluate on four in-distribution benchmarks of increasing difficulty and one out-of-distribution "
                "benchmark. Lemma-500 contains 500 competition mathematics problems annotated with five difficulty levels; "
                "answers are compared by symbolic equivalence. OlympiadQ-30 contains 30 recent olympiad-style problems "
                "with integer answers between 0 and 999. GradeArith-1K contains 1,000 grade-school arithmetic word problems. "
                "SciReason-400 contains 400 graduate-level multiple-choice questions in physics, chemistry and biology, with "
                "four options each. LogicGrid-250, which we hold out as out-of-distribution, contains 250 logic grid puzzles "
                "whose answers are checked cell by cell. For each method we report accuracy (%) and the mean number of "
                "generated tokens per response, counting both the thinking segment and the summary."
            ),
            Heading("4.4 Baselines"),
            Para(
                "We compare TERSE with the starting model and with seven baselines: GRPO, which makes the model think better, "
                "and six methods that make it think less. All start from the same checkpoint and use the same training data."
            ),
            Bullets(
                (
                    "Concise prompt: the starting model with an added instruction to reason briefly (Appendix B); no training.",
                    "ShortestSFT: supervised fine-tuning on the shortest correct response among 8 samples per training problem.",
                    "GRPO: the accuracy-only reward r = c(y), with otherwise identical settings to TERSE.",
                    "Truncation: GRPO with the maximum response length lowered from 16,384 to 4,096 tokens, so that any "
                    "response that is cut off receives a reward of 0.",
                    "Group length reward: the length reward of Kimi Team (2025), which adds to the accuracy reward a bonus "
                    "that decreases linearly from the shortest to the longest response of the group.",
                    "LCPO: L1-style training (Aggarwal and Welleck, 2025) with a target length of 4,000 tokens stated in the "
                    "prompt.",
                    "Efficiency-RL (Arora and Zanette, 2025), which scales the reward of correct responses by a decreasing "
                    "function of their length normalised within the group.",
                )
            ),
        ),
        # ---------------------------------------------------------------- page 7
        (
            Heading("4.5 Training details"),
            Para(
                "All RL methods use the same trainer, built on verl (Sheng et al., 2025) with vLLM (Kwon et al., 2023) for "
                "generation, and the same hyperparameters except their rewards. We use a constant learning rate of 1e-6 after "
                "a linear warm-up of 10 steps, with the AdamW optimiser (Loshchilov and Hutter, 2019). Each training step "
                "samples 128 prompts with 8 rollouts per prompt, for 1,024 rollouts, and the rollouts of a step are split "
                "into 4 mini-batches, giving 4 policy updates per step. The KL coefficient against the starting model is "
                "beta = 0.001. The clipping range is asymmetric, with eps_low = 0.2 and eps_high = 0.28. Rollouts are sampled "
                "at temperature 1.0 with top-p 1.0 and a maximum response length of 16,384 tokens; responses that reach the "
                "limit are treated as incorrect. Every RL run lasts 400 steps, which is about 1.3 passes over the training "
                "set."
            ),
            Para(
                "The 7B and 14B models are trained on 32 NVIDIA H100 GPUs with 80 GB of memory each, arranged as 4 nodes of 8 "
                "GPUs; the 1.5B model is trained on a single node of 8 H100 GPUs. Rollout generation and training alternate "
                "on the same GPUs. TERSE-specific settings are the probe interval s = 256 tokens, the slack factor kappa = "
                "1.25, the smoothing factor mu = 0.5, the minimum budget B_min = 256 tokens and the maximum penalty weight "
                "lambda_max = 0.4, reached after a linear ramp of 60 steps. Further hyperparameters, including the settings "
                "of the baselines, are listed in Appendix A."
            ),
            Heading("4.6 Evaluation protocol"),
            Para(
                "We evaluate the final checkpoint of every run at step 400; we do not select checkpoints on test results. "
                "Because single greedy decodes of long reasoning traces are unstable, we sample several responses per "
                "problem and report the mean accuracy over samples and problems. The number of samples per problem and the "
                "sampling parameters are given in Appendix A. Token counts are means over all sampled responses, correct or "
                "not, so a method cannot look short by failing quickly without its accuracy showing it. Averages over "
                "benchmarks are unweighted means of the four in-distribution benchmarks; LogicGrid-250 is reported "
                "separately."
            ),
            Para(
                "To compare methods that trade accuracy against length in different proportions, we also look at the "
                "Pareto frontier of average accuracy and average length. A method is preferable if no other method is both "
                "more accurate and shorter. We avoid combining the two quantities into a single efficiency score, because "
                "any such score encodes an arbitrary exchange rate between a point of accuracy and a thousand tokens, and "
                "the right rate depends on how a model is deployed."
            ),
            Para(
                "All evaluations use the same prompt template as training, shown in Appendix B, with the exception of the "
                "Concise prompt and LCPO baselines, whose prompts carry their own instruction. The checker is the same "
                "rule-based verifier used for training rewards: answers in the final \\boxed{} expression are extracted, "
                "normalised and compared with the reference by symbolic equivalence, or by exact match of the option letter "
                "for SciReason-400."
            ),
        ),
        # ---------------------------------------------------------------- page 8
        (
            Heading("5 Results"),
            Heading("5.1 Main results"),
            Para(
                "Table 1 reports accuracy and mean response length for Kestrel-R-7B and all methods. GRPO with the accuracy "
                "reward raises average accuracy from 71.1% to 73.6% but also lengthens responses by 13%, from 6,943 to 7,850 "
                "tokens. TERSE reaches 73.8% average accuracy with 3,775 tokens per response: as accurate as GRPO with 52% "
                "fewer tokens, and 46% shorter than the starting model. It is the only method on the Pareto frontier that "
                "does not lose accuracy relative to GRPO."
            ),
            TableBlock(
                "Table 1: Accuracy (%) / mean response length (tokens) of Kestrel-R-7B after training with each method, on the "
                "four in-distribution benchmarks. Avg is the unweighted mean over the four benchmarks. OlympiadQ-30 accuracy "
                "is averaged over 16 samples per problem.",
                (
                    ("Method", "Lemma-500", "OlympiadQ-30", "GradeArith-1K", "SciReason-400", "Avg"),
                    ("Kestrel-R-7B (no RL)", "88.4 / 5,120", "49.8 / 13,460", "93.7 / 1,840", "52.6 / 7,350", "71.1 / 6,943"),
                    ("Concise prompt", "87.1 / 3,980", "45.2 / 11,020", "93.5 / 1,210", "51.4 / 5,900", "69.3 / 5,528"),
                    ("ShortestSFT", "86.9 / 3,460", "44.6 / 9,870", "93.1 / 1,020", "50.9 / 5,250", "68.9 / 4,900"),
                    ("GRPO", "90.6 / 6,010", "54.3 / 14,920", "94.2 / 2,280", "55.3 / 8,190", "73.6 / 7,850"),
                    ("Truncation (4,096)", "86.2 / 2,950", "41.7 / 3,810", "93.9 / 1,160", "49.9 / 3,380", "67.9 / 2,825"),
                    ("Group length reward", "89.5 / 3,720", "50.6 / 10,240", "93.8 / 1,150", "53.7 / 5,610", "71.9 / 5,180"),
                    ("LCPO (4,000)", "88.7 / 3,890", "47.9 / 4,350", "93.6 / 3,610", "52.2 / 4,030", "70.6 / 3,970"),
                    ("Efficiency-RL", "89.9 / 3,310", "51.8 / 9,420", "94.0 / 1,090", "54.0 / 5,020", "72.4 / 4,710"),
                    ("TERSE (ours)", "90.9 / 2,460", "54.2 / 7,980", "94.4 / 740", "55.6 / 3,920", "73.8 / 3,775"),
                ),
            ),
            Para(
                "The baselines fail in recognisable ways. Prompting for brevity and fine-tuning on short solutions shorten "
                "responses but lose accuracy on the two hardest benchmarks, where the shortened reasoning is no longer enough. "
                "Truncation at 4,096 tokens is the shortest method of all, but it loses 12.6 points on OlympiadQ-30 relative "
                "to GRPO, because many olympiad solutions genuinely need more than 4,096 tokens. LCPO pulls every response "
                "towards its target: it shortens hard problems too much and lengthens easy ones, so its GradeArith-1K "
                "responses are almost twice as long as those of the starting model. The group length reward and "
                "Efficiency-RL keep most of GRPO's accuracy but remain 37% and 25% longer than TERSE on average."
            ),
            Para(
                "The shape of TERSE's savings follows difficulty. Relative to GRPO, it shortens GradeArith-1K responses by 68% "
                "and Lemma-500 responses by 59%, but OlympiadQ-30 responses only by 47%, and on OlympiadQ-30 it is 0.1 "
                "points below GRPO, the one benchmark where it does not match or exceed it."
            ),
        ),
        # ---------------------------------------------------------------- page 9
        (
            Heading("5.2 Training dynamics"),
            Para(
                "Figure 1 follows the mean length of training rollouts. Under GRPO, rollouts grow throughout training. Under "
                "TERSE, they barely change during the penalty ramp and then shorten quickly until about step 200, after "
                "which the length settles. The slow start is deliberate: the ramp keeps early, noisy budgets from cutting "
                "reasoning abruptly, and in the ablation without it (Section 6) rollouts shorten faster but accuracy suffers."
            ),
            FigureBlock(
                "Figure 1: Mean length of training rollouts of Kestrel-R-7B over 400 RL steps, for TERSE (black) and GRPO "
                "(grey); the vertical axis spans 0 to 12,000 tokens. Both start at 7,900 tokens. GRPO's rollouts grow to "
                "9,850 tokens by step 400, while TERSE's fall to 3,410 tokens, with most of the reduction between steps 60 "
                "and 200.",
                "training step",
                "mean rollout length",
                (
                    (0.658, 0.63, 0.52, 0.42, 0.36, 0.32, 0.30, 0.29, 0.284),
                    (0.658, 0.68, 0.71, 0.74, 0.76, 0.78, 0.79, 0.81, 0.821),
                ),
            ),
            Para(
                "Shorter rollouts do not come at the price of slower learning. Figure 2 shows Lemma-500 accuracy of "
                "checkpoints taken every 50 steps. TERSE's accuracy follows GRPO's closely except for a brief dip in the "
                "middle of the penalty's strongest effect, from which it recovers within about 50 steps, and it ends slightly "
                "above GRPO."
            ),
            FigureBlock(
                "Figure 2: Lemma-500 accuracy of Kestrel-R-7B checkpoints every 50 steps, for TERSE (black) and GRPO (grey); "
                "the vertical axis spans 86% to 92%. Both start at 88.4%. TERSE dips to 87.6% at step 100, shortly after the "
                "penalty weight reaches its maximum, recovers by step 150 and ends at 90.9%, against 90.6% for GRPO.",
                "training step",
                "Lemma-500 accuracy",
                (
                    (0.4, 0.433, 0.267, 0.483, 0.617, 0.7, 0.75, 0.783, 0.817),
                    (0.4, 0.483, 0.55, 0.6, 0.65, 0.683, 0.717, 0.75, 0.767),
                ),
            ),
            Para(
                "Budgets evolve as intended. The median budget of the prompts sampled in a step falls from 3,140 tokens in the "
                "first steps to 2,280 tokens in the last, as the policy finds answers sooner and its sufficiency points move "
                "forward. The share of correct rollouts that exceed their budget falls from 64% at "
                "step 60 to 18% at step 400."
            ),
        ),
        # ---------------------------------------------------------------- page 10
        (
            Heading("5.3 Scaling across model sizes"),
            Para(
                "Table 2 repeats the comparison with the strongest baselines at 1.5B and 14B parameters. The pattern of the "
                "7B model holds at both sizes: TERSE matches GRPO's average accuracy to within half a point and halves its "
                "response length or better. The relative saving grows with model size, from 50% at 1.5B to 56% at 14B, "
                "because the larger model reaches its answers earlier and its sufficiency points, and thus its budgets, are "
                "smaller. At 1.5B, TERSE is 0.5 points less accurate than GRPO on average; per-benchmark results for both "
                "sizes are in Appendix C."
            ),
            TableBlock(
                "Table 2: Average accuracy (%) and mean response length (tokens) over the four in-distribution benchmarks at "
                "three model sizes. The last column gives the length reduction relative to GRPO at the same size.",
                (
                    ("Model", "Method", "Avg accuracy", "Avg tokens", "vs. GRPO"),
                    ("Kestrel-R-1.5B", "No RL", "52.3", "9,870", "-7%"),
                    ("Kestrel-R-1.5B", "GRPO", "57.9", "10,640", "0%"),
                    ("Kestrel-R-1.5B", "Efficiency-RL", "56.1", "6,920", "-35%"),
                    ("Kestrel-R-1.5B", "TERSE", "57.4", "5,310", "-50%"),
                    ("Kestrel-R-7B", "No RL", "71.1", "6,943", "-12%"),
                    ("Kestrel-R-7B", "GRPO", "73.6", "7,850", "0%"),
                    ("Kestrel-R-7B", "Efficiency-RL", "72.4", "4,710", "-40%"),
                    ("Kestrel-R-7B", "TERSE", "73.8", "3,775", "-52%"),
                    ("Kestrel-R-14B", "No RL", "76.8", "6,210", "-11%"),
                    ("Kestrel-R-14B", "GRPO", "78.9", "6,980", "0%"),
                    ("Kestrel-R-14B", "Efficiency-RL", "78.1", "4,330", "-38%"),
                    ("Kestrel-R-14B", "TERSE", "79.1", "3,050", "-56%"),
                ),
            ),
            Heading("5.4 Out-of-distribution reasoning"),
            Para(
                "Logic grid puzzles make up only a small share of the training data, and none of the LogicGrid-250 puzzle "
                "formats appear in it. On LogicGrid-250, the starting Kestrel-R-7B model reaches 58.4% accuracy with 8,770 "
                "tokens per response, GRPO reaches 61.2% with 9,340 tokens, and TERSE reaches 61.8% with 5,020 tokens. The "
                "saving of 46% relative to GRPO is smaller than on the in-distribution benchmarks, but it shows that the "
                "learned brevity is not tied to the problem types on which budgets were estimated."
            ),
            Heading("5.5 Robustness to a hard limit at inference"),
            Para(
                "A model that has learned to be brief should also degrade more gracefully when a deployment imposes a hard "
                "token limit. We truncate the thinking segment at a fixed limit, force an answer with the probe string, and "
                "measure Lemma-500 accuracy. With a limit of 2,048 tokens, GRPO's accuracy falls to 71.3% and TERSE's to "
                "82.6%; with a limit of 4,096 tokens, GRPO reaches 81.9% and TERSE 88.7%. Under a limit of 8,192 tokens, TERSE is within 0.5 "
                "points of its unconstrained accuracy and GRPO within 2.1 points. TERSE's answers are thus not only shorter on average "
                "but also available earlier in the trace, which matters when a serving system cuts generation off."
            ),
        ),
        # ---------------------------------------------------------------- page 11
        (
            Heading("6 Ablations"),
            Para(
                "Table 3 removes or changes one component of TERSE at a time, on Kestrel-R-7B with all other settings fixed. "
                "We report the average accuracy and length over the four in-distribution benchmarks."
            ),
            TableBlock(
                "Table 3: Ablations of TERSE on Kestrel-R-7B. Average accuracy (%) and mean response length (tokens) over the "
                "four in-distribution benchmarks; each row changes one component of the full method.",
                (
                    ("Variant", "Avg accuracy", "Avg tokens"),
                    ("TERSE (full)", "73.8", "3,775"),
                    ("Penalty on all responses (no correctness gate)", "71.2", "2,940"),
                    ("Budget from correct-rollout lengths, no probes", "73.1", "4,410"),
                    ("One global budget of 4,000 tokens", "72.3", "3,880"),
                    ("No smoothing of budgets (mu = 0)", "73.5", "3,690"),
                    ("No penalty ramp (lambda_max from step 0)", "72.6", "3,540"),
                    ("No cap on the penalty", "72.9", "3,610"),
                    ("Slack kappa = 1.0", "72.9", "3,310"),
                    ("Slack kappa = 1.5", "73.9", "4,280"),
                    ("lambda_max = 0.2", "73.9", "4,690"),
                    ("lambda_max = 0.8", "72.0", "3,180"),
                    ("Probe interval s = 512", "73.6", "4,020"),
                ),
            ),
            Para(
                "Correctness gating is the most important component. When the penalty applies to incorrect responses too, "
                "responses become 22% shorter than with the full method, but average accuracy drops by 2.6 points, and almost "
                "all of the loss is on OlympiadQ-30 and SciReason-400. Inspecting the rollouts shows the expected shortcut: "
                "on problems the policy cannot yet solve reliably, a quick guess costs less than a long failed attempt, so "
                "the policy learns to guess."
            ),
            Para(
                "Sufficiency probes are what make the budgets small. Setting each prompt's budget from the 25th percentile "
                "of its correct rollouts' lengths, which needs no probes, keeps responses 17% longer at a slightly lower "
                "accuracy, because lengths inherit the policy's habit of re-verifying: even the shorter correct rollouts "
                "contain a good deal of post-answer checking. A single global budget of 4,000 tokens is competitive on "
                "length but loses 1.5 points of accuracy, with the same failure as LCPO: it is too tight for olympiad "
                "problems and too loose for word problems."
            ),
            Para(
                "The remaining components tune the trade-off. Smaller slack and larger penalty weights shorten responses "
                "further at a cost in accuracy, and larger slack or smaller weights do the opposite; the default kappa = "
                "1.25 and lambda_max = 0.4 sit at the knee of this curve. Removing the penalty ramp or the cap makes training "
                "less stable and costs about a point of accuracy. A coarser probe interval of 512 tokens halves the cost "
                "of the probes, but it rounds sufficiency points up by about 128 more tokens on average, and responses grow "
                "correspondingly."
            ),
            Para(
                "We also tried replacing the median by the minimum sufficiency point in a group. This shortened responses to "
                "3,390 tokens but lowered average accuracy to 72.7%, because a single rollout that reaches the answer "
                "unusually early sets a budget that the typical rollout cannot meet."
            ),
        ),
        # ---------------------------------------------------------------- page 12
        (
            Heading("7 Analysis"),
            Heading("7.1 What gets cut"),
            Para(
                "To see which parts of the reasoning TERSE removes, we took 200 Lemma-500 problems that both the starting "
                "model and TERSE solve correctly and split every thinking trace into segments at paragraph breaks. An "
                "annotator model labelled each segment with one of six roles, and two of the authors checked the labels on a "
                "random sample of 300 segments, agreeing with the annotator on 91% of them. Table 4 gives the mean number of "
                "tokens per response in each role."
            ),
            TableBlock(
                "Table 4: Mean tokens per response spent in each role of the thinking trace, on 200 Lemma-500 problems solved "
                "by both the starting Kestrel-R-7B model and TERSE. The last column gives the share of each role's tokens "
                "removed by TERSE.",
                (
                    ("Role of segment", "No RL", "TERSE", "Removed"),
                    ("Restating the problem", "310", "120", "61%"),
                    ("Main derivation", "1,640", "1,350", "18%"),
                    ("Abandoned alternative approaches", "820", "330", "60%"),
                    ("Checking before the first answer", "410", "290", "29%"),
                    ("Re-verification after the first answer", "1,520", "240", "84%"),
                    ("Hedging and meta-comments", "380", "90", "76%"),
                    ("Total", "5,080", "2,420", "52%"),
                ),
            ),
            Para(
                "Re-verification after the first answer accounts for 1,280 of the 2,660 tokens removed, nearly half of the "
                "saving, and it is the role TERSE cuts most deeply. The main derivation is the role it cuts least: TERSE "
                "writes derivations that are somewhat terser, with fewer restated intermediate results, but it does not skip "
                "steps. Checking that happens before the first answer is largely kept, which suggests that the model has "
                "learned to verify while it solves rather than after. The position of the first correct answer candidate "
                "moves from 41% of the way through the thinking trace for the starting model to 78% for TERSE."
            ),
            Para(
                "The vocabulary of hesitation changes too. The starting model writes the word 'Wait' 14.2 times per response "
                "on these problems, and TERSE 3.1 times. Phrases that announce a second verification, such as 'let me double "
                "check' or 'to be safe', fall from 6.4 to 0.9 occurrences per response. We did not penalise these phrases "
                "directly; they disappear because the text that follows them rarely changes the answer and so falls after "
                "the sufficiency point."
            ),
        ),
        # ---------------------------------------------------------------- page 13
        (
            Heading("7.2 Length follows difficulty"),
            Para(
                "Because budgets are set per prompt, TERSE should save most on easy problems. Figure 3 confirms this on the "
                "five difficulty levels of Lemma-500. On every level TERSE is shorter than the starting model, and the "
                "difference between levels is larger than for any baseline: TERSE's level-5 responses are 8.3 times as long "
                "as its level-1 responses, against 4.2 times for the starting model. Per-level accuracies are in Appendix C."
            ),
            FigureBlock(
                "Figure 3: Mean response length on Lemma-500 by difficulty level (levels 1 to 5 from left to right) for "
                "TERSE (black) and the starting Kestrel-R-7B model (grey); the vertical axis spans 0 to 10,000 tokens. TERSE "
                "removes 71% of the tokens on level-1 problems but only 42% on level-5 problems.",
                "difficulty level",
                "tokens per response",
                (
                    (0.056, 0.094, 0.165, 0.275, 0.467),
                    (0.194, 0.299, 0.418, 0.568, 0.81),
                ),
            ),
            Heading("7.3 Failure cases"),
            Para(
                "We compared TERSE and GRPO problem by problem on Lemma-500, taking the majority answer over samples. GRPO "
                "solves 17 problems that TERSE fails, and TERSE solves 19 that GRPO fails. We read all 17 of TERSE's "
                "failures and sorted them into three groups."
            ),
            Bullets(
                (
                    "Premature commitment (9 problems): TERSE settles on a plausible answer from a partial analysis, often the "
                    "answer to a simpler special case, and closes its thinking segment without testing it. All nine are "
                    "level-4 or level-5 problems.",
                    "Skipped verification (5 problems): an arithmetic or algebra slip in the main derivation goes uncaught. "
                    "In four of the five, the starting model makes the same slip and catches it during re-verification.",
                    "Truncated case analysis (3 problems): in problems that require enumerating cases, TERSE treats the first "
                    "cases carefully and then dismisses the rest as 'similar', missing one that is not.",
                )
            ),
            Para(
                "The first two groups are the price of the behaviour TERSE is designed to learn: re-verification is usually "
                "wasted, but not always. They are concentrated on hard problems, where budgets are large but still set by the "
                "typical rollout, and a rollout that needs an unusually careful check is penalised for it. TERSE's 19 "
                "additional successes are mostly the reverse case: problems on which GRPO reaches the correct answer early "
                "and then talks itself out of it during a long re-verification, which happens on 11 of the 19."
            ),
            Para(
                "Sufficiency probes themselves can fail. On multiple-choice questions a forced answer has a 25% chance of "
                "being correct by luck, and the stability requirement does not remove all lucky streaks. On multiple-choice "
                "science prompts of the training set, 7% of sufficiency points fall within the first 256 tokens, many of them before any real "
                "reasoning has taken place; the minimum budget and the median over rollouts limit, but do not remove, the "
                "effect."
            ),
        ),
        # ---------------------------------------------------------------- page 14
        (
            Heading("8 Limitations"),
            Para(
                "Our study has several limitations. TERSE requires answers that a rule-based checker can verify, both for the "
                "reward and for the probes, so it does not directly apply to open-ended tasks such as proof writing or "
                "long-form explanation, where correctness of a forced answer cannot be checked automatically. We evaluated "
                "only mathematics, science and logic; programming tasks, where a forced answer would be a whole program, "
                "would need a different probe. All our models belong to one family that was distilled from long reasoning "
                "traces, and models trained with RL from scratch may overthink in different ways. Finally, TERSE optimises "
                "the mean length under a per-prompt budget, and it offers no control over length at inference: a user who "
                "wants an even shorter answer, or a longer and more careful one, must rely on truncation or prompting."
            ),
            Heading("9 Conclusion"),
            Para(
                "Reasoning models think too long mostly because nothing tells them when they have thought enough. TERSE "
                "measures this directly, by asking the policy for an answer at regular points of its own reasoning, and turns "
                "the measurement into a per-prompt budget and a reward that penalises only correct responses that overrun it. "
                "The result is a model that keeps its accuracy and stops re-verifying answers it already has, with savings that "
                "scale with how easy a problem is. We hope that sufficiency, rather than length itself, becomes the quantity "
                "that efficient-reasoning methods optimise."
            ),
            Heading("References"),
            References(
                (
                    "Aggarwal, P. and Welleck, S. L1: Controlling how long a reasoning model thinks with reinforcement learning. arXiv:2503.04697, 2025.",
                    "Arora, D. and Zanette, A. Training language models to reason efficiently. arXiv:2502.04463, 2025.",
                    "Chen, X., Xu, J., Liang, T., et al. Do NOT think that much for 2+3=? On the overthinking of o1-like LLMs. arXiv:2412.21187, 2024.",
                    "DeepSeek-AI. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
                    "Fu, Y., Chen, J., Zhu, S., et al. Efficiently serving LLM reasoning programs with Certaindex. arXiv:2412.20993, 2024.",
                    "Graves, A. Adaptive computation time for recurrent neural networks. arXiv:1603.08983, 2016.",
                    "Han, T., Wang, Z., Fang, C., et al. Token-budget-aware LLM reasoning. arXiv:2412.18547, 2024.",
                    "Hou, B., Zhang, Y., Ji, J., et al. ThinkPrune: Pruning long chain-of-thought of LLMs via reinforcement learning. arXiv:2504.01296, 2025.",
                    "Kimi Team. Kimi k1.5: Scaling reinforcement learning with LLMs. arXiv:2501.12599, 2025.",
                    "Kwon, W., Li, Z., Zhuang, S., et al. Efficient memory management for large language model serving with PagedAttention. SOSP, 2023.",
                    "Liu, Z., Chen, C., Li, W., et al. Understanding R1-Zero-like training: A critical perspective. arXiv:2503.20783, 2025.",
                    "Loshchilov, I. and Hutter, F. Decoupled weight decay regularization. ICLR, 2019.",
                    "Muennighoff, N., Yang, Z., Shi, W., et al. s1: Simple test-time scaling. arXiv:2501.19393, 2025.",
                    "OpenAI. Learning to reason with LLMs. OpenAI blog, 2024.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "Schuster, T., Fisch, A., Gupta, J., et al. Confident adaptive language modeling. NeurIPS, 2022.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "Sheng, G., Zhang, C., Ye, Z., et al. HybridFlow: A flexible and efficient RLHF framework. EuroSys, 2025.",
                    "Sui, Y., Chuang, Y.-N., Wang, G., et al. Stop overthinking: A survey on efficient reasoning for large language models. arXiv:2503.16419, 2025.",
                    "Wei, J., Wang, X., Schuurmans, D., et al. Chain-of-thought prompting elicits reasoning in large language models. NeurIPS, 2022.",
                    "Yang, C., Si, Q., Duan, Y., et al. Dynamic early exit in reasoning models. arXiv:2504.15895, 2025.",
                    "Yu, Q., Zhang, Z., Zhu, R., et al. DAPO: An open-source LLM reinforcement learning system at scale. arXiv:2503.14476, 2025.",
                    "Zhang, J., Lin, N., Hou, L., et al. AdaptThink: Reasoning models can learn when to think. arXiv:2505.13417, 2025.",
                )
            ),
        ),
        # ---------------------------------------------------------------- page 15
        (
            Heading("A Additional Hyperparameters"),
            Para(
                "Table 5 lists the hyperparameters not given in Section 4.5. All RL baselines share the optimiser, batch, "
                "sampling and KL settings of TERSE; only their rewards, and for Truncation the maximum response length, differ."
            ),
            TableBlock(
                "Table 5: Additional hyperparameters of TERSE training and evaluation, and settings of the baselines.",
                (
                    ("Setting", "Value"),
                    ("AdamW betas / epsilon", "(0.9, 0.999) / 1e-8"),
                    ("Weight decay", "0.01"),
                    ("Gradient clipping (global norm)", "1.0"),
                    ("Micro-batch size per GPU (7B)", "4 rollouts"),
                    ("Reference model for the KL term", "starting checkpoint, never updated"),
                    ("Advantage epsilon (eps)", "1e-6"),
                    ("Probe answer length / decoding", "32 tokens / greedy"),
                    ("Malformed-response penalty", "0.5"),
                    ("Evaluation temperature / top-p", "0.6 / 0.95"),
                    ("Evaluation maximum length", "32,768 tokens"),
                    ("Samples per problem (evaluation)", "16 for OlympiadQ-30, 4 for all others"),
                    ("Group length reward weight", "0.5"),
                    ("LCPO target / penalty alpha", "4,000 tokens / 0.0003"),
                    ("Efficiency-RL alpha", "0.2"),
                    ("ShortestSFT epochs / learning rate", "2 / 1e-5, on 31,200 examples"),
                ),
            ),
            Heading("B Prompt Templates"),
            Para(
                "Training and evaluation prompt. Every problem is wrapped in the following template, where {problem} is the "
                "problem text: 'Solve the following problem. Think step by step inside <think> and </think>, then give a "
                "brief explanation and put your final answer in \\boxed{}. Problem: {problem}'. For SciReason-400 the final "
                "answer is the option letter."
            ),
            Para(
                "Probe string. At a checkpoint, the truncated thinking segment is followed by: '... I should stop here and "
                "answer. </think> The final answer is \\boxed{'. The forced answer is the text decoded before the closing "
                "brace. The same string is used to force answers in the hard-limit experiment of Section 5.5."
            ),
            Para(
                "Concise prompt baseline. The template above with the sentence 'Be concise: think only as much as the "
                "problem requires, and do not re-check an answer you are already confident in.' inserted before 'Problem:'."
            ),
            Para(
                "LCPO prompt. The template above followed by 'Think for at most 4000 tokens.', as in Aggarwal and Welleck (2025)."
            ),
        ),
        # ---------------------------------------------------------------- page 16
        (
            Heading("C Per-Benchmark Breakdowns"),
            Para(
                "Table 6 breaks down Lemma-500 results by difficulty level for the starting model, GRPO and TERSE on "
                "Kestrel-R-7B. The levels contain 48, 92, 110, 121 and 129 problems, from easiest to hardest. TERSE's "
                "accuracy is at least as high as GRPO's on every level, while its length is less than half of GRPO's on "
                "every level."
            ),
            TableBlock(
                "Table 6: Lemma-500 accuracy (%) / mean response length (tokens) by difficulty level, Kestrel-R-7B.",
                (
                    ("Level (problems)", "No RL", "GRPO", "TERSE"),
                    ("1 (48)", "98.4 / 1,940", "98.9 / 2,260", "99.0 / 560"),
                    ("2 (92)", "96.2 / 2,990", "97.3 / 3,450", "97.6 / 940"),
                    ("3 (110)", "92.1 / 4,180", "94.1 / 4,870", "94.3 / 1,650"),
                    ("4 (121)", "85.3 / 5,680", "88.0 / 6,740", "88.4 / 2,750"),
                    ("5 (129)", "78.9 / 8,100", "82.2 / 9,520", "82.5 / 4,670"),
                    ("All (500)", "88.4 / 5,120", "90.6 / 6,010", "90.9 / 2,460"),
                ),
            ),
            Para("Table 7 gives the per-benchmark results behind the 1.5B and 14B rows of Table 2."),
            TableBlock(
                "Table 7: Accuracy (%) / mean response length (tokens) per benchmark for Kestrel-R-1.5B and Kestrel-R-14B.",
                (
                    ("Model / method", "Lemma-500", "OlympiadQ-30", "GradeArith-1K", "SciReason-400"),
                    ("1.5B No RL", "74.2 / 8,120", "24.6 / 15,870", "84.9 / 3,260", "25.5 / 12,230"),
                    ("1.5B GRPO", "80.1 / 8,850", "31.9 / 17,020", "87.3 / 3,510", "32.3 / 13,180"),
                    ("1.5B Efficiency-RL", "78.6 / 5,410", "28.8 / 12,160", "86.8 / 1,920", "30.2 / 8,190"),
                    ("1.5B TERSE", "79.7 / 3,920", "30.8 / 10,470", "87.5 / 1,210", "31.6 / 5,640"),
                    ("14B No RL", "92.0 / 4,480", "63.1 / 12,050", "95.6 / 1,530", "56.5 / 6,780"),
                    ("14B GRPO", "93.3 / 5,020", "66.8 / 13,260", "95.9 / 1,790", "59.6 / 7,850"),
                    ("14B Efficiency-RL", "92.9 / 3,010", "65.0 / 8,790", "95.8 / 920", "58.7 / 4,600"),
                    ("14B TERSE", "93.6 / 2,010", "67.1 / 7,020", "96.0 / 610", "59.7 / 2,560"),
                ),
            ),
            Para(
                "At 1.5B, TERSE's largest accuracy gap to GRPO is on OlympiadQ-30 (1.1 points), where the small model's "
                "sufficiency points are late and noisy and where its budgets are least reliable. At 14B, TERSE is at least as "
                "accurate as GRPO on all four benchmarks, and its SciReason-400 responses are a third of GRPO's length."
            ),
            Para(
                "On SciReason-400, the saving differs by subject. For Kestrel-R-7B, TERSE shortens biology responses by 61% "
                "relative to GRPO, chemistry responses by 53% and physics responses by 42%; physics questions more often "
                "require a multi-step calculation, whereas many biology questions are decided by recalling a single fact, "
                "after which the starting model tends to re-argue each of the four options."
            ),
        ),
    ),
)
