"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 13); its questions are in benchmarks/questions/answers_fresh4_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="curriculum.pdf",
    title="PACE: Online Pass-Rate Estimation for Difficulty-Adaptive Curricula in Reinforcement Learning with Verifiable Rewards",
    short_title="PACE: Difficulty-Adaptive Curricula for RLVR",
    authors="Henrike Dallmann (1), Oluwaseun Adeyemi (2), Rafael Quintanilla (1), Mei-Ling Tsao (3)",
    affiliations="(1) Vellmar University   (2) Halcyon AI   (3) Brightwater Institute for Computing",
    stamp="arXiv:2509.17306v1  [cs.LG]  23 Sep 2025",
    abstract=(
        "Reinforcement learning with verifiable rewards (RLVR) trains reasoning models on large pools of math prompts, yet "
        "most of those prompts teach the policy nothing at any given moment: a prompt the policy always solves, or never "
        "solves, produces a group of identical rewards and therefore a zero advantage under group-normalised objectives. "
        "We present PACE (Pass-rate Adaptive Curriculum Estimation), a sampler that keeps a Beta posterior over every "
        "prompt's current pass rate, updates it from the rollouts that training generates anyway, and draws each batch "
        "towards prompts whose sampled pass rate lies near 50%. A forgetting factor keeps the estimates current as the "
        "policy improves, and prompts that are reliably solved are retired. PACE needs no extra rollouts during training "
        "and adds under 0.1% to step time. Trained with GRPO on Qwen2.5-Math-7B, PACE raises the five-benchmark average "
        "from 48.6 to 53.0 and AIME 2024 accuracy from 27.1 to 33.8 over uniform sampling, and it reaches the uniform "
        "baseline's final MATH-500 accuracy in 2.4 times fewer steps."
    ),
    pages=(
        (
            Heading("1 Introduction"),
            Para(
                "Reinforcement learning with verifiable rewards has become the dominant way to improve the mathematical "
                "reasoning of language models after supervised fine-tuning. The recipe is simple: sample a group of "
                "responses for a prompt, score each one with a rule-based checker that compares the final answer to a "
                "reference, and update the policy with an advantage computed relative to the group. Because the reward "
                "is a single bit per response, the learning signal of a prompt depends almost entirely on how often the "
                "current policy solves it."
            ),
            Para(
                "This dependence is easy to overlook and expensive to ignore. When all responses in a group are correct, "
                "or all are wrong, the group-normalised advantage is zero for every token, and the rollouts that produced "
                "it were generated for nothing. In our uniform-sampling GRPO baseline the share of such zero-variance "
                "groups grows steadily during training, from about a fifth of all groups in the first steps to more than "
                "half by the end of the run. The policy gets better, the easy prompts become trivially easy, and the "
                "budget keeps being spent on them."
            ),
            Para(
                "The classical answer to this problem is a curriculum, an ordering of training examples from easy to "
                "hard. Fixed curricula, however, need a notion of difficulty that is defined before training and that "
                "stays valid while the model changes. Human difficulty labels, such as the five levels of the MATH "
                "dataset, are only loosely related to what a particular model finds hard, and offline filtering with the "
                "base model freezes a picture of difficulty that is out of date after a few hundred updates. Online "
                "alternatives that oversample and discard uninformative groups do adapt, but they pay for every "
                "discarded group in generation compute, which is already the most expensive part of an RL step."
            ),
        ),
        (
            Para(
                "We argue that the rollouts an RL run generates already contain a cheap and current estimate of every "
                "visited prompt's difficulty, and that this estimate is all a curriculum needs. PACE treats the pass rate "
                "of each prompt as an unknown quantity with a Beta posterior, updates that posterior with the successes "
                "and failures of each group, discounts old evidence so that the posterior follows a moving policy, and "
                "samples prompts in proportion to how close a posterior draw of their pass rate is to one half. The "
                "sampler lives entirely in the data loader: it does not change the loss, the reward or the rollout engine."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "We derive, for binary rewards and group-normalised advantages, why prompts near a 50% pass rate "
                    "carry the most learning signal, and we measure how quickly uniform sampling loses that signal.",
                    "We introduce PACE, a difficulty-adaptive sampler built on discounted Beta posteriors and Thompson "
                    "sampling, with a warm start, a retirement rule for solved prompts and a small uniform mixture that "
                    "prevents any prompt from being starved.",
                    "We show on Qwen2.5-Math-7B and Llama-3.1-8B-Instruct that PACE improves accuracy on five math "
                    "benchmarks over uniform sampling, level-based curricula, offline filtering and dynamic group "
                    "filtering, at a compute cost close to uniform sampling.",
                    "We ablate each component and find that forgetting old evidence matters more than any other design choice.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Curriculum learning. Ordering training data by difficulty has a long history in supervised learning. "
                "Competence-based schedules [2] expose a model to examples whose difficulty is below a growing competence "
                "threshold, and teacher-student curricula [3] choose tasks whose learning progress is largest. The idea "
                "that learning is fastest on tasks that are neither too easy nor too hard has been formalised as a zone of "
                "proximal development objective for automatic curricula in reinforcement learning [7]. PACE adopts this "
                "intuition but measures difficulty directly as the current success rate of the policy on each prompt."
            ),
            Para(
                "Prioritised replay. Prioritized level replay [6] revisits training levels in proportion to a score "
                "such as the magnitude of the value loss, and has been adapted to language model fine-tuning. Our setting "
                "differs in that the reward is binary and the advantage is normalised within a group, which lets us "
                "derive the priority from the pass rate alone, without a critic."
            ),
            Para(
                "Data selection for RLVR. Group-relative policy optimisation [1] made critic-free RL standard for "
                "reasoning models and exposed the problem of zero-variance groups. Offline difficulty filtering [5] keeps "
                "only prompts that the base model solves sometimes but not always, estimated once before training. "
                "Dynamic group filtering [4] oversamples prompts at every step and discards groups whose rewards are all "
                "equal until the batch is full. Rewards in all of these works, and in ours, come from a symbolic "
                "answer-equivalence checker [8]. PACE can be seen as a way to obtain the benefit of dynamic filtering "
                "without generating the groups it throws away."
            ),
        ),
        (
            Heading("3 Method"),
            Heading("3.1 Why a pass rate of one half"),
            Para(
                "Consider a prompt x with G responses y_1, ..., y_G sampled from the policy and binary rewards r_j in "
                "{0, 1}. GRPO assigns every token of response j the advantage"
            ),
            Para("A_j = (r_j - mean(r)) / (std(r) + delta),     (1)"),
            Para(
                "where the mean and standard deviation are taken over the group and delta is a small constant. If the "
                "policy solves x with probability p, the group has zero variance with probability p^G + (1 - p)^G, and "
                "the expected squared magnitude of the un-normalised advantage is proportional to the Bernoulli variance "
                "p(1 - p). Both quantities point to the same conclusion: the useful signal of a prompt is largest at p = "
                "0.5 and vanishes as p approaches 0 or 1. With G = 8, a prompt with p = 0.9 yields a zero-variance group "
                "43% of the time, while a prompt with p = 0.5 does so less than 1% of the time."
            ),
            Heading("3.2 Online pass-rate estimation"),
            Para(
                "PACE maintains, for every prompt i in the training pool, a Beta posterior Beta(alpha_i, beta_i) over its "
                "current pass rate. After a group for prompt i has been scored with s_i successes out of G, the "
                "parameters are updated as"
            ),
            Para("alpha_i <- rho * alpha_i + s_i,     beta_i <- rho * beta_i + (G - s_i),     (2)"),
            Para(
                "where rho is a forgetting factor applied each time the prompt is revisited. With rho = 1 the posterior "
                "would weigh a success from the first epoch as heavily as one from the last, although the policy that "
                "produced it no longer exists. We use rho = 0.8, which gives an effective memory of roughly five visits, "
                "or about 40 rollouts, per prompt. The update uses only the rewards that the RL step has already "
                "computed, so it needs no extra generation."
            ),
            Heading("3.3 Sampling rule"),
            Para(
                "To build a batch, PACE draws for every prompt a pass rate from its posterior, p~_i ~ Beta(alpha_i, "
                "beta_i), and scores the prompt with a Gaussian bump around a target rate tau:"
            ),
            Para("w_i = exp( -(p~_i - tau)^2 / (2 * sigma^2) ),     (3)"),
            Para("with tau = 0.5 and width sigma = 0.15. Prompts are then drawn without replacement with probability"),
            Para("P(i) = (1 - epsilon) * w_i / sum_k w_k + epsilon / N,     (4)"),
            Para(
                "where N is the size of the active pool and epsilon = 0.05 is a uniform mixture. Drawing p~_i from the "
                "posterior rather than using its mean is a form of Thompson sampling: prompts with few observations have "
                "wide posteriors, are occasionally drawn close to tau, and therefore get explored, while well-observed "
                "prompts are sampled according to their estimated pass rate. The uniform mixture guarantees that a "
                "prompt whose estimate has drifted far from the truth is eventually revisited and corrected."
            ),
        ),
        (
            Heading("3.4 Warm start, retirement and bookkeeping"),
            Para(
                "Warm start. A Beta(1, 1) prior treats every prompt as equally uncertain, which makes the first epoch "
                "close to uniform sampling. We instead initialise the posteriors with a pre-pass in which the base policy "
                "generates four responses per prompt; prompt i starts at Beta(1 + s_i, 1 + 4 - s_i). The pre-pass is the "
                "only generation PACE adds to a training run."
            ),
            Para(
                "Retirement. A prompt whose posterior mean exceeds 0.95 after at least 16 observed rollouts is moved to a "
                "solved pool. Solved prompts leave the active pool of equation (4) and are revisited with probability "
                "0.02 per batch slot, so that forgetting of previously solved problems can be detected; a revisited prompt "
                "that fails in more than two of its G responses returns to the active pool. We do not retire prompts that "
                "are never solved. They keep a low weight under equation (3) and are reached mainly through the uniform "
                "mixture, because a prompt that is unsolved now may become learnable later."
            ),
            Para(
                "Bookkeeping. The sampler state is two floating-point numbers per prompt and is kept on the CPU of the "
                "driver process. Drawing the posterior samples and the batch for a pool of tens of thousands of prompts "
                "takes a few milliseconds, which is below 0.1% of the duration of a training step. Algorithmically, one "
                "PACE step is as follows."
            ),
            Bullets(
                (
                    "Draw p~_i from each active posterior and compute the weights w_i of equation (3).",
                    "Sample the batch from the mixture of equation (4), plus the revisits of solved prompts.",
                    "Generate G responses per prompt, score them and run the GRPO update.",
                    "Update each visited posterior with equation (2) and apply the retirement rule.",
                )
            ),
            Heading("4 Experimental Setup"),
            Heading("4.1 Training data"),
            Para(
                "Our training pool has 46,812 prompts with closed-form answers: the 7,500 problems of the MATH training "
                "set, 38,420 problems from NuminaMath-CoT after removing proofs, multiple-choice questions and problems "
                "whose answers our checker could not parse, and 892 AIME problems from the years 1983 to 2023. We removed "
                "any prompt with a 13-gram overlap with one of the evaluation benchmarks."
            ),
            Heading("4.2 Training details"),
            Para(
                "Our main policy is Qwen2.5-Math-7B, and we repeat the main comparison with Llama-3.1-8B-Instruct. All "
                "methods use the same GRPO implementation, built on the verl framework with vLLM as the rollout engine. "
                "Each step samples 256 prompts and G = 8 responses per prompt, i.e. 2,048 rollouts, and performs four "
                "gradient updates on mini-batches of 512 rollouts. We use AdamW with a constant learning rate of 1e-6, "
                "no KL penalty, asymmetric clipping with a lower bound of 0.2 and an upper bound of 0.28, a sampling "
                "temperature of 1.0 and a maximum response length of 8,192 tokens. The reward is 1 if the final boxed "
                "answer is equivalent to the reference and 0 otherwise. Every run lasts 400 steps on 32 NVIDIA H100 80GB "
                "GPUs (four nodes of eight), and Qwen2.5-Math-7B runs are repeated with three seeds."
            ),
        ),
        (
            Heading("4.3 Evaluation"),
            Para(
                "We evaluate on MATH-500, AIME 2024, AMC 2023, Minerva Math and OlympiadBench. MATH-500, Minerva Math and "
                "OlympiadBench use greedy decoding. Because AIME 2024 has only 30 problems and AMC 2023 only 40, we report "
                "for them the mean accuracy over 16 samples at temperature 0.6 with top-p 0.95. All evaluations allow up to "
                "8,192 generated tokens and use the same answer checker as training. We report the final checkpoint of "
                "each run, averaged over seeds; the standard deviation across the three seeds is at most 0.7 points on "
                "MATH-500 and at most 1.9 points on AIME 2024."
            ),
            Heading("4.4 Baselines"),
            Bullets(
                (
                    "Uniform: prompts are drawn uniformly at random from the full pool, without replacement within an epoch.",
                    "Level curriculum: MATH-style difficulty levels (estimated for NuminaMath and AIME problems by a "
                    "classifier) are introduced from easy to hard over the first 60% of training, after which sampling is uniform.",
                    "Offline filter [5]: the base model generates eight responses per prompt before training, and only "
                    "prompts with a pass rate between 1/8 and 7/8 are kept, leaving 17,905 prompts that are sampled uniformly.",
                    "Dynamic filtering [4]: at each step prompts are drawn uniformly, groups with identical rewards are "
                    "discarded, and sampling continues until 256 informative groups have been collected.",
                )
            ),
            Heading("5 Results"),
            Heading("5.1 Main results"),
            Para(
                "Table 1 lists the accuracy of each method after 400 steps. Every data-selection method improves on "
                "uniform sampling, but by very different margins. The level curriculum barely helps and is slightly worse "
                "than uniform on AIME 2024, which agrees with our view that human difficulty levels say little about what "
                "a model at a given point of training finds hard. Offline filtering gains 1.3 points on average, and "
                "dynamic filtering 2.3 points. PACE gains 4.4 points on average and is the best method on every "
                "benchmark; the largest gains are on the competition sets, AIME 2024 (+6.7) and AMC 2023 (+6.3), whose "
                "problems resemble the hard tail of the training pool that uniform sampling rarely reaches with a useful "
                "group."
            ),
            TableBlock(
                "Table 1: Accuracy (%) of Qwen2.5-Math-7B after 400 GRPO steps with each prompt sampler, mean of three "
                "seeds. AIME 2024 and AMC 2023 are averaged over 16 samples per problem.",
                (
                    ("Method", "MATH-500", "AIME24", "AMC23", "Minerva", "OlympiadB.", "Avg."),
                    ("Base model (no RL)", "51.6", "10.2", "38.4", "14.7", "17.9", "26.6"),
                    ("Uniform", "78.4", "27.1", "62.3", "35.3", "39.8", "48.6"),
                    ("Level curriculum", "78.9", "26.5", "63.0", "35.7", "40.2", "48.9"),
                    ("Offline filter", "79.6", "28.9", "64.1", "36.0", "41.1", "49.9"),
                    ("Dynamic filtering", "80.1", "30.4", "65.5", "36.4", "41.9", "50.9"),
                    ("PACE (ours)", "81.7", "33.8", "68.6", "37.2", "43.5", "53.0"),
                ),
            ),
        ),
        (
            Heading("5.2 Training dynamics"),
            Para(
                "Figure 1 tracks the fraction of zero-variance groups, the groups that contribute no gradient, during "
                "training. Under uniform sampling this fraction rises from 22% at the start to 58% at step 400, so that in "
                "the second half of training more than half of all generated rollouts are wasted. PACE holds it between "
                "13% and 15% after the first 80 steps. The remaining zero-variance groups come mostly from the uniform "
                "mixture and from prompts whose posterior was drawn near tau by chance."
            ),
            FigureBlock(
                "Figure 1: Fraction of zero-variance groups per training step for Qwen2.5-Math-7B, PACE (black) and "
                "uniform sampling (grey), mean of three seeds. At step 400 the fraction is 0.14 for PACE and 0.58 for "
                "uniform sampling.",
                "training step",
                "zero-var. fraction",
                ((0.2, 0.15, 0.13, 0.14, 0.13, 0.14), (0.22, 0.31, 0.4, 0.47, 0.53, 0.58)),
            ),
            Para(
                "Because each batch contains more informative groups, PACE also learns faster per step. It reaches the "
                "uniform baseline's final MATH-500 accuracy of 78.4% after 170 steps, 2.4 times fewer than the 400 steps "
                "uniform sampling needs. The training reward under PACE is, by design, flat at around 0.5 and no longer "
                "indicates progress, so we monitor held-out accuracy instead."
            ),
            Para(
                "PACE changes which prompts the policy sees. At step 400, 31% of the pool has been retired to the solved "
                "pool, and 9.6% of the prompts have never produced a correct response. Sampled prompts are harder than "
                "uniform ones, and the mean response length at the end of training is 2,870 tokens under PACE against "
                "2,410 tokens under uniform sampling. Revisits of solved prompts returned only 3.8% of them to the active "
                "pool, which suggests that the policy rarely forgets problems it has learned to solve."
            ),
            Heading("5.3 A second policy"),
            Para(
                "To check that the gains are not specific to a math-specialised base model, we repeat the uniform and "
                "PACE runs with Llama-3.1-8B-Instruct, with a single seed and otherwise identical settings. The starting "
                "point is much weaker, and the pool contains far more prompts that the policy never solves. PACE again "
                "improves over uniform sampling, from 52.4% to 55.9% on MATH-500 and from 5.0% to 6.9% on AIME 2024, and "
                "the zero-variance fraction at step 400 falls from 64% to 19%. For this policy most zero-variance groups "
                "under uniform sampling are all-wrong rather than all-correct, the opposite of what we observe with "
                "Qwen2.5-Math-7B."
            ),
        ),
        (
            Heading("6 Ablations"),
            Para(
                "Table 2 removes or changes one component of PACE at a time, with Qwen2.5-Math-7B and the settings of "
                "Section 4. Forgetting is the most important ingredient: with rho = 1 the posteriors of prompts that the "
                "policy has learned to solve remain dominated by early failures, those prompts keep being sampled, and "
                "the zero-variance fraction climbs back to 0.31. Thompson sampling and the uniform mixture each add close "
                "to two points on AIME 2024. The warm start helps mainly in the first 100 steps, and its final effect is "
                "smaller, 1.2 points. Moving the target away from one half hurts in both directions; a target of 0.3 concentrates on "
                "hard prompts that give mostly all-wrong groups, and a target of 0.7 wastes budget on prompts that are "
                "nearly solved. A wider bump (sigma = 0.3) sits between PACE and uniform sampling."
            ),
            TableBlock(
                "Table 2: Ablations of PACE on Qwen2.5-Math-7B after 400 steps, mean of three seeds. Avg. is the mean "
                "over the five benchmarks of Table 1; the last column is the zero-variance fraction at step 400.",
                (
                    ("Variant", "AIME24", "Avg.", "Zero-var."),
                    ("PACE (full)", "33.8", "53.0", "0.14"),
                    ("posterior mean instead of Thompson", "31.9", "52.1", "0.16"),
                    ("no warm start, Beta(1, 1) prior", "32.6", "52.4", "0.15"),
                    ("no forgetting, rho = 1", "30.7", "51.5", "0.31"),
                    ("no uniform mixture, epsilon = 0", "32.1", "52.2", "0.13"),
                    ("target tau = 0.3", "31.2", "51.6", "0.24"),
                    ("target tau = 0.7", "30.9", "51.8", "0.22"),
                    ("wider bump, sigma = 0.3", "32.4", "52.3", "0.19"),
                ),
            ),
            Heading("7 Compute Cost"),
            Para(
                "Data selection is only worth it if it does not cost more than it saves. A 400-step uniform run takes "
                "36.0 hours on our 32 GPUs, or 1,152 GPU-hours. A PACE run takes 37.5 hours (1,200 GPU-hours); the extra "
                "time comes almost entirely from the longer responses to harder prompts, not from the sampler. The warm-start "
                "pre-pass, four responses for each of the 46,812 prompts, adds 2.3 hours, bringing PACE to about 1,274 "
                "GPU-hours in total. Offline filtering spends 4.6 hours on its eight-sample pre-pass and then trains at "
                "the same speed as uniform sampling. Dynamic filtering is the most expensive method: because it discards "
                "on average 41% of the groups it generates, a run takes 58.0 hours, or 1,856 GPU-hours, which is 46% more "
                "than PACE for a lower accuracy."
            ),
            Para(
                "The memory cost of PACE is negligible, and the sampler works with any rollout engine, because the only "
                "information it needs from a step is the number of correct responses in each group."
            ),
        ),
        (
            Heading("8 Limitations"),
            Para(
                "PACE estimates the pass rate of each prompt separately and learns nothing about prompts it has not yet "
                "visited, so on a pool much larger than the number of prompts a run can visit, most prompts would be "
                "sampled on the strength of the warm start and the uniform mixture alone. Sharing statistics between "
                "similar prompts, for example through an embedding-based difficulty predictor, is a natural extension "
                "that we have not tried."
            ),
            Para(
                "Our derivation assumes binary rewards and a group-normalised advantage. With graded or partial-credit "
                "rewards the Beta posterior no longer fits, and with a learned value function the argument for a target "
                "of one half is weaker. We have studied only mathematical problems with checkable final answers and "
                "two policies of 7B and 8B parameters; whether the optimal target moves with model scale is an open "
                "question. The Llama-3.1-8B-Instruct results come from a single seed. Finally, PACE makes the training "
                "reward uninformative as a progress signal, which complicates the monitoring of long runs."
            ),
            Heading("9 Conclusion"),
            Para(
                "A prompt's pass rate under the current policy decides how much a group of rollouts on it can teach. "
                "PACE estimates that pass rate online from rollouts that training generates anyway, forgets evidence from "
                "older policies, and samples prompts near one half with Thompson sampling. On Qwen2.5-Math-7B it cuts the "
                "share of wasted groups from 58% to 14%, improves the five-benchmark average by 4.4 points over uniform "
                "sampling, and does so for about a tenth more compute, less than any other adaptive method we compared."
            ),
            Heading("References"),
            References(
                (
                    "[1] Okafor, N., Lindqvist, H., Baptiste, C., et al. Group-relative policy optimisation at scale for mathematical reasoning. arXiv:2502.01144, 2025.",
                    "[2] Brannigan, T. and Suzuki, A. Competence-based curricula for sequence models, revisited. Transactions on Machine Learning Research, 2023.",
                    "[3] Marchetti, L., Doyle, R., and Han, J. Teacher-student curricula driven by learning progress. ICLR, 2022.",
                    "[4] Velasquez, P., Grund, S., Amadi, K., et al. Dynamic group filtering for stable reinforcement learning on reasoning tasks. arXiv:2504.08812, 2025.",
                    "[5] Ishikawa, R. and Oyelaran, B. Not too easy, not too hard: offline difficulty filtering for reasoning RL. arXiv:2503.10467, 2025.",
                    "[6] Kowalczyk, M., Ferrand, A., and Ostrowski, D. Prioritized level replay for language model fine-tuning. NeurIPS, 2024.",
                    "[7] Thorsen, E. and Gupta, S. The zone of proximal development as an objective for automatic curricula. CoRL, 2021.",
                    "[8] Hallett, C., Nwosu, I., and Berglund, P. Checking answers, not strings: symbolic equivalence for math reward functions. arXiv:2406.02291, 2024.",
                )
            ),
        ),
    ),
)
