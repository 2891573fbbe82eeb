"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 10); its questions are in benchmarks/questions/answers_fresh*_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

ABSTRACT = (
    "Reinforcement learning with verifiable rewards (RLVR) has become the standard recipe for improving the mathematical "
    "reasoning of large language models, yet policies trained with group-relative methods such as GRPO quickly lose the "
    "diversity of their samples: token-level entropy collapses within a few hundred updates, pass@1 improves while pass@k "
    "at large k stagnates or falls below that of the base model, and further training yields diminishing returns. We argue "
    "that this exploration collapse is not uniform across the sequence but is concentrated in a small set of high-entropy "
    "'forking' tokens, the positions at which a solution commits to one line of reasoning rather than another. We introduce "
    "FORTE (Forking-Token Entropy regularization), which applies an entropy bonus only to tokens whose entropy lies in the "
    "top fraction of each batch and sets the bonus coefficient adaptively so that forking-token entropy tracks a fixed "
    "target. Across Qwen2.5 models with 1.5B, 7B and 32B parameters, FORTE improves the average accuracy over five "
    "competition-math benchmarks by 4.2 to 5.8 points over GRPO, raises AIME 2024 accuracy of the 32B model from 36.8 to "
    "44.7, and keeps pass@256 at or above the level of the base model. We complement these results with an empirical study "
    "of how and where entropy collapses, and with a short analysis showing why a bonus restricted to forking tokens changes "
    "entropy more per unit of coefficient than a global bonus."
)

P1 = (
    Heading("1 Introduction"),
    Para(
        "Large language models trained with reinforcement learning on problems whose answers can be checked automatically "
        "have made rapid progress on competition mathematics. In this setting, usually called reinforcement learning with "
        "verifiable rewards (RLVR), a policy samples several solutions to each problem, a rule-based verifier marks each final "
        "answer as correct or incorrect, and a policy-gradient method such as PPO [1] or GRPO [3] increases the probability of "
        "the rewarded samples. The recipe is attractive because it needs no learned reward model and no human preference data, "
        "and because the reward cannot easily be hacked when the verifier is strict."
    ),
    Para(
        "However, practitioners consistently report that RLVR training saturates early. The entropy of the policy drops "
        "sharply during the first few hundred steps, the sampled solutions to a given problem become near-duplicates, and "
        "the fraction of problems on which at least one of k samples is correct (pass@k) stops improving at large k. Several "
        "recent studies have gone further and observed that, for a sufficiently large sampling budget, the RL-trained model "
        "solves fewer problems than the base model it started from [9], which suggests that RLVR as currently practised "
        "sharpens the distribution around solutions the base model could already find rather than discovering new ones. "
        "We refer to this phenomenon as exploration collapse."
    ),
    Para(
        "The obvious remedy, adding an entropy bonus to the objective as is common in classical control, works poorly for "
        "language models. A global bonus treats all tokens alike, yet the overwhelming majority of tokens in a mathematical "
        "solution are nearly deterministic given their prefix (the digits of a carried-over number, the closing bracket of "
        "an expression, the word after 'Therefore'), and raising their entropy only injects noise, while the few positions "
        "at which the solution actually branches receive a negligible share of the gradient."
    ),
)

P2 = (
    Para(
        "In our measurements, a global bonus strong enough to prevent collapse produces malformed or multilingual outputs, "
        "and a bonus weak enough to avoid this has no measurable effect on pass@k. The right coefficient also drifts during "
        "training, so a value tuned for the first hundred steps is usually wrong by the five-hundredth."
    ),
    Para(
        "To address this, we build on the observation that reasoning traces contain a minority of high-entropy tokens that "
        "act as forks in the road [10]: words such as 'suppose', 'alternatively', 'wait' or the choice of which variable to "
        "substitute. Our method, FORTE, regularizes entropy only at these positions and adjusts the strength of the "
        "regularizer online with a simple integral controller, so that the forking-token entropy is held near a target "
        "instead of being driven to zero. Because the bonus is restricted to a fraction of tokens, it can be much larger per "
        "token than a global bonus without destabilizing the easy tokens."
    ),
    Para("Our contributions are as follows:"),
    Bullets(
        (
            "We present a measurement study of exploration collapse in RLVR across three model scales, showing that most of the "
            "entropy lost during training is lost at forking tokens and that the collapse of forking-token entropy precedes the "
            "plateau of pass@k (Section 6).",
            "We propose FORTE, a token-selective entropy regularizer with an adaptive coefficient, which adds two lines to a "
            "standard GRPO implementation and one scalar of state (Section 4).",
            "We show that FORTE outperforms GRPO, a global entropy bonus, Clip-Higher and KL-Cov on AIME 2024, AIME 2025, "
            "AMC 2023, MATH-500 and OlympiadBench at 1.5B, 7B and 32B parameters (Section 5).",
            "We give a short analysis explaining why a bonus on forking tokens moves entropy more efficiently than a global "
            "bonus, with a proposition and proof sketch in Appendix A.",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "Policy optimization for language models. PPO [1] optimizes a clipped surrogate objective with a learned value "
        "function as baseline and became the default algorithm for RL from human feedback. DPO [2] removes the explicit "
        "reward model and the sampling loop altogether by turning the preference objective into a classification loss on "
        "pairs of responses. ReMax [5] replaces the value network with the reward of the greedy response as a baseline, "
        "reducing memory substantially, and RLOO [4] uses the mean reward of the other samples for the same prompt as a "
        "leave-one-out baseline. GRPO [3] normalizes each reward by the mean and standard deviation of its group, which "
        "removes the critic and has become the most widely used algorithm for RLVR. REINFORCE++ [6] adds PPO-style clipping "
        "and global advantage normalization to REINFORCE, and Dr. GRPO [7] removes the length and standard-deviation "
        "normalization terms of GRPO, which it argues bias the optimizer toward long incorrect responses."
    ),
    Para(
        "Entropy and exploration in RLVR. DAPO [8] introduces Clip-Higher, which decouples the lower and upper clip ranges "
        "so that low-probability tokens can be increased more freely, along with dynamic sampling that drops groups whose "
        "rewards are all equal. Cui et al. [11] derive that the change in policy entropy is driven by the covariance between "
        "log-probability and advantage, and propose Clip-Cov and KL-Cov, which restrict updates on the few tokens with the "
        "highest covariance. Wang et al. [10] find that only about a fifth of tokens in chain-of-thought traces have high "
        "entropy and that restricting the policy gradient to those tokens matches or improves full-gradient training."
    ),
)

P3 = (
    Para(
        "Yue et al. [9] compare base and RL-trained models under pass@k with large k and conclude that RLVR narrows the "
        "reasoning boundary of the base model. Entropy bonuses themselves go back to A3C [12] and soft actor-critic [13], "
        "where the coefficient is either fixed or, in the case of SAC, tuned automatically toward a target entropy by dual "
        "gradient descent; our adaptive coefficient borrows this idea but applies it to a token subset rather than to the "
        "whole action distribution. Unlike [10], FORTE does not mask the policy gradient of low-entropy tokens, and unlike "
        "[11], it does not modify the clipping or KL terms; it only adds a selective bonus."
    ),
    Heading("3 Preliminaries"),
    Para(
        "Let π_θ be a language model policy with parameters θ. For a prompt q drawn from the training set D, the policy "
        "samples a group of G responses o_1, ..., o_G from the old policy π_old, and a verifier assigns each a binary reward "
        "R_i ∈ {0, 1}. GRPO computes the group-relative advantage A_i = (R_i − mean(R_1, ..., R_G)) / (std(R_1, ..., R_G) + δ), "
        "where δ is a small constant for numerical stability, and assigns the same advantage to every token of o_i. The "
        "policy is updated to maximize J(θ) = E[(1/|o_i|) Σ_t min(r_{i,t} A_i, clip(r_{i,t}, 1 − ε, 1 + ε) A_i)] − β KL(π_θ || π_ref), "
        "where r_{i,t} = π_θ(o_{i,t} | q, o_{i,<t}) / π_old(o_{i,t} | q, o_{i,<t}) is the probability ratio at token t, "
        "ε is the clip range, π_ref is the initial policy and β is the KL coefficient."
    ),
    Para(
        "The token entropy at position t is H_t = − Σ_v π_θ(v | q, o_{<t}) log π_θ(v | q, o_{<t}), where the sum runs over "
        "the vocabulary V. We write H̄ for the mean of H_t over all tokens in a batch. A global entropy bonus adds α H̄ to "
        "J(θ), where α ≥ 0 is the entropy coefficient. Because the advantage is shared across all tokens of a response, a "
        "correct response pushes up the probability of every token it contains, including the sampled branch at each fork, "
        "and this is the mechanism by which the entropy of forking positions is driven down: once one branch has been "
        "rewarded a few times, the alternatives are sampled too rarely to be rewarded in turn."
    ),
    Heading("4 Method: Forking-Token Entropy Regularization"),
    Para(
        "FORTE consists of two components: a selection rule that identifies forking tokens within each training batch, "
        "and a controller that sets the coefficient of the entropy bonus applied to them. Both are computed from "
        "quantities already available during the GRPO update, so the method adds no extra forward passes."
    ),
    Para(
        "Forking-token selection. Given the entropies H_t of all response tokens in a batch, we compute the threshold τ_ρ as "
        "the (1 − ρ) quantile of the batch entropy distribution, where ρ is the forking fraction, and define the forking "
        "set F = {(i, t) : H_{i,t} ≥ τ_ρ}. We use ρ = 0.2 throughout, so the top 20% of tokens by entropy receive the "
        "bonus. The quantile is recomputed at every step, so that the set F follows the policy as its entropy changes rather "
        "than relying on an absolute threshold that would select almost no tokens late in training."
    ),
)

P4 = (
    Para(
        "The regularized objective. FORTE maximizes J_FORTE(θ) = J(θ) + α_k (1/|F|) Σ_{(i,t) ∈ F} min(H_{i,t}, H_max), "
        "where α_k is the coefficient at training step k and H_max is an entropy cap. The cap removes the gradient of the "
        "bonus at positions whose entropy is already very high, which in our early experiments were mostly positions "
        "inside corrupted or code-switched text; without it, a small number of runaway positions can absorb most of the "
        "bonus. We set H_max = 2.5 nats. Note that the bonus is averaged over the forking set rather than over all tokens, "
        "which means that a given value of α_k corresponds to roughly five times the per-token pressure of the same value "
        "in a global bonus when ρ = 0.2."
    ),
    Para(
        "Adaptive coefficient. A fixed α must be tuned per model and per stage of training. Instead, we treat the mean "
        "forking-token entropy H̄_F,k at step k as a controlled variable and update the coefficient with the rule "
        "α_{k+1} = clip(α_k + η_α (H* − H̄_F,k), 0, α_max), where H* is the target forking-token entropy, η_α is the "
        "controller step size and α_max bounds the coefficient. When the forking entropy falls below the target, α grows "
        "and the bonus pushes entropy back up; when the entropy exceeds the target, α shrinks, and because it is clipped at "
        "zero the regularizer then switches off entirely rather than actively reducing entropy. We use H* = 0.35 nats, "
        "η_α = 0.005, α_0 = 0.001 and α_max = 0.02 for all models. The target is expressed in absolute terms rather than as a "
        "fraction of the initial entropy; we found the base models' initial forking-token entropies to lie between 0.58 and "
        "0.71 nats, so the target allows roughly half of the initial forking entropy to be removed by training."
    ),
    Para(
        "Why restrict the bonus? The gradient of the entropy at a position t is − Σ_v π(v) (log π(v) + H_t) ∇ log π(v), "
        "whose magnitude scales with the spread of log-probabilities under the policy. At near-deterministic positions "
        "this gradient is small but not zero, and it points toward raising the probability of tokens that were never "
        "plausible, which is why a global bonus degrades fluency before it helps exploration. At forking positions, by "
        "contrast, the probability mass is shared among a few plausible continuations, and the entropy gradient mostly "
        "redistributes mass among them. Appendix A makes this intuition precise: under a softmax policy, the first-order "
        "change in entropy per unit of bonus coefficient is larger when the bonus is concentrated on the highest-entropy "
        "positions (Proposition 1)."
    ),
    Para(
        "Implementation. FORTE requires the per-token entropies, which GRPO implementations already compute for logging, "
        "and a quantile over the batch, which we compute on the gathered entropies across data-parallel ranks. The entropy "
        "is computed from the logits in fp32 and back-propagated through the same forward pass that computes the policy-"
        "gradient loss. The controller state is a single scalar that is checkpointed with the optimizer. The whole method "
        "amounts to about 40 lines of code in the verl framework [14]."
    ),
)

P5 = (
    Heading("5 Experiments"),
    Heading("5.1 Setup"),
    Para(
        "Models. We train three base models: Qwen2.5-Math-1.5B, Qwen2.5-7B and Qwen2.5-32B [15]. All runs start from the "
        "base (not instruction-tuned) checkpoints, with no supervised fine-tuning stage, in the so-called zero-RL setting."
    ),
    Para(
        "Training data. We train on a mixture we call MathMix-24K, containing 24,310 problems with integer or short "
        "closed-form answers, obtained by deduplicating the DeepScaleR and DAPO-Math-17K training sets and removing every "
        "problem that also appears in an evaluation set by 13-gram overlap. The reward is 1 if the final boxed answer is "
        "judged equivalent to the reference by the Math-Verify library and 0 otherwise; there is no format reward."
    ),
    Para(
        "Hyperparameters. All methods share the following configuration. We use the AdamW optimizer with a constant "
        "learning rate of 1 × 10^-6 and weight decay 0.01, a rollout batch of 256 prompts with G = 8 samples per prompt "
        "(2,048 responses per step), and a mini-batch of 64 prompts, so each rollout batch yields four gradient updates. "
        "Responses are sampled at temperature 1.0 with a maximum length of 8,192 tokens for the 1.5B and 7B models and "
        "16,384 tokens for the 32B model. The clip range is ε = 0.2 and the KL coefficient is β = 0.001. We train the 1.5B "
        "and 7B models for 600 steps and the 32B model for 400 steps."
    ),
    Para(
        "Hardware. The 1.5B runs use a single node of 8 NVIDIA H100 80GB GPUs, the 7B runs use 32 H100 GPUs, and the 32B "
        "runs use 128 H100 GPUs across sixteen nodes. A 32B run takes roughly six days of wall-clock time."
    ),
    Para(
        "Baselines. We compare FORTE with (i) GRPO with the configuration above; (ii) GRPO with a global entropy bonus with "
        "fixed coefficient α = 0.001, the largest value that did not produce malformed outputs in a small sweep; "
        "(iii) Clip-Higher from DAPO [8], with upper clip range ε_high = 0.28; and (iv) KL-Cov [11], which applies a KL "
        "penalty to the 0.2% of tokens with the highest covariance between log-probability and advantage. All baselines "
        "are our re-implementations in the same codebase and use identical data, steps and rollout budgets."
    ),
    Para(
        "Evaluation. We report accuracy on AIME 2024, AIME 2025, AMC 2023, MATH-500 and OlympiadBench [16]. Because AIME and "
        "AMC contain few problems, for these three benchmarks we report avg@32, the mean accuracy over 32 samples per "
        "problem; for MATH-500 and OlympiadBench we report avg@4. Evaluation uses temperature 0.6, top-p 0.95 and a maximum "
        "generation length of 32,768 tokens. We evaluate the checkpoint at the final training step, without selecting the "
        "best intermediate checkpoint on any test set."
    ),
)

T1 = TableBlock(
    "Table 1: Accuracy (%) of base models and RL-trained policies. AIME 2024, AIME 2025 and AMC 2023 report avg@32; MATH-500 "
    "and OlympiadBench report avg@4. Ent. bonus is GRPO with a fixed global entropy bonus. Best result per model size in the "
    "last row of each block.",
    (
        ("Model", "Method", "AIME24", "AIME25", "AMC23", "MATH-500", "OlyBench", "Avg."),
        ("1.5B", "Base", "3.1", "1.9", "22.4", "51.8", "19.6", "19.8"),
        ("1.5B", "GRPO", "15.4", "10.6", "50.3", "75.2", "37.1", "37.7"),
        ("1.5B", "Ent. bonus", "14.8", "10.9", "49.1", "74.8", "36.5", "37.2"),
        ("1.5B", "Clip-Higher", "16.9", "11.8", "52.6", "76.4", "38.3", "39.2"),
        ("1.5B", "KL-Cov", "17.5", "12.4", "53.1", "76.9", "38.9", "39.8"),
        ("1.5B", "FORTE", "19.8", "14.6", "56.2", "78.1", "40.7", "41.9"),
        ("7B", "Base", "6.7", "3.5", "35.9", "62.4", "28.1", "27.3"),
        ("7B", "GRPO", "21.9", "15.3", "61.4", "80.6", "43.2", "44.5"),
        ("7B", "Ent. bonus", "21.2", "15.8", "60.7", "80.1", "42.9", "44.1"),
        ("7B", "Clip-Higher", "24.1", "17.6", "63.8", "81.7", "44.6", "46.4"),
        ("7B", "KL-Cov", "25.0", "18.2", "64.5", "82.0", "45.3", "47.0"),
        ("7B", "FORTE", "28.4", "21.7", "68.1", "83.5", "47.9", "49.9"),
        ("32B", "Base", "11.5", "7.3", "47.2", "70.8", "35.6", "34.5"),
        ("32B", "GRPO", "36.8", "27.4", "77.9", "87.2", "54.1", "56.7"),
        ("32B", "Ent. bonus", "36.1", "28.0", "77.2", "86.9", "53.8", "56.4"),
        ("32B", "Clip-Higher", "39.6", "30.5", "80.3", "88.1", "55.9", "58.9"),
        ("32B", "KL-Cov", "40.2", "31.1", "81.0", "88.4", "56.3", "59.4"),
        ("32B", "FORTE", "44.7", "34.9", "84.6", "89.6", "58.8", "62.5"),
    ),
)

P6 = (
    Heading("5.2 Main Results"),
    T1,
    Para(
        "Table 1 summarizes the main results. FORTE achieves the best average accuracy at every scale, improving on GRPO by "
        "4.2 points at 1.5B, 5.4 points at 7B and 5.8 points at 32B. The gains are largest on the hardest benchmarks: on "
        "AIME 2024 the 32B model trained with FORTE reaches 44.7% against 36.8% for GRPO, and on AIME 2025 it reaches 34.9% "
        "against 27.4%. On MATH-500, where all RL-trained policies are close to saturation, FORTE's margin over GRPO "
        "shrinks to between 2.4 and 2.9 points. The global entropy bonus is slightly worse than plain GRPO on average at every scale, "
        "consistent with our argument that spreading the bonus over all tokens mostly adds noise."
    ),
    Para(
        "Clip-Higher and KL-Cov both improve on GRPO, by between 1.5 and 2.7 points on average, confirming that limiting "
        "entropy collapse helps. FORTE improves on the stronger of the two, KL-Cov, by 2.1 points at 1.5B, 2.9 points at "
        "7B and 3.1 points at 32B. We note that FORTE is compatible with both methods, since it changes only the objective "
        "and not the clipping; we did not combine them in our main experiments in order to isolate the effect of the bonus."
    ),
)

F1 = FigureBlock(
    "Figure 1: Mean entropy of forking tokens (top 20% by entropy, in nats) during training of the 7B model. Black: FORTE; "
    "grey: GRPO. Under GRPO, forking-token entropy falls from 0.64 to 0.09 nats by step 300 and stays below 0.1 thereafter; "
    "under FORTE it drops to the 0.35-nat target by around step 120 and then stays between 0.31 and 0.39 nats. The y-axis "
    "is scaled so that the top of the plot corresponds to 0.8 nats.",
    "training step (x1.5)",
    "forking-token entropy (nats)",
    (
        (0.80, 0.70, 0.58, 0.49, 0.45, 0.43, 0.46, 0.44, 0.42, 0.45, 0.47, 0.44, 0.43, 0.45, 0.46, 0.44, 0.45),
        (0.80, 0.62, 0.45, 0.33, 0.25, 0.20, 0.16, 0.13, 0.11, 0.11, 0.10, 0.10, 0.09, 0.09, 0.09, 0.08, 0.08),
    ),
)

P7 = (
    Heading("6 Empirical Findings on Exploration Collapse"),
    Para(
        "Beyond the headline numbers, we logged per-token entropies, sample diversity and pass@k throughout training to "
        "understand where and when exploration collapses. We summarize what we found as a series of observations; unless "
        "stated otherwise they refer to the 7B model."
    ),
    Para(
        "Observation 1: Entropy is lost mostly at forks. Under GRPO, the mean token entropy falls by 0.21 nats over 600 "
        "steps, and 83% of this decrease, measured as the summed entropy reduction, occurs at tokens that were in the top "
        "20% by entropy under the base model. The remaining 80% of tokens start with a mean entropy of 0.04 nats and have "
        "little entropy left to lose."
    ),
    Para(
        "Observation 2: The collapse of forking entropy precedes the plateau of pass@k. Under GRPO, pass@64 on AIME 2024 "
        "stops improving at around step 150, shortly after forking-token entropy has halved (Figure 1), while pass@1 "
        "continues to rise until the end of training. The two metrics therefore diverge: training keeps sharpening the "
        "policy on problems it already solves without adding new solvable problems."
    ),
    F1,
    Para(
        "Observation 3: A global bonus fails in a characteristic way. With a global coefficient of 0.005, five times the "
        "value used in Table 1, the 7B policy begins to emit responses that switch between languages or contain repeated "
        "symbols, and 11.6% of responses at step 400 lack a parsable final answer, compared with 0.8% under GRPO. Under "
        "FORTE this fraction is 1.1%."
    ),
    Para(
        "Observation 4: Larger models collapse more slowly but not less. The 32B model's forking-token entropy under GRPO "
        "takes about twice as many steps to halve as that of the 7B model, but it reaches a similar floor, and its pass@k "
        "curve flattens in the same way."
    ),
)

T2 = TableBlock(
    "Table 2: pass@k (%) on AIME 2024 for the 7B model, estimated from 1,024 samples per problem with the unbiased estimator. "
    "The base model overtakes GRPO from k = 64 onwards, whereas FORTE stays above the base model up to k = 256.",
    (
        ("Method", "k=1", "k=4", "k=16", "k=64", "k=256", "k=1024"),
        ("Base", "6.7", "19.4", "38.2", "56.9", "70.3", "80.0"),
        ("GRPO", "21.9", "33.8", "44.6", "52.4", "58.1", "63.3"),
        ("KL-Cov", "25.0", "38.7", "50.9", "59.3", "66.0", "70.0"),
        ("FORTE", "28.4", "43.5", "56.8", "65.7", "72.4", "76.7"),
    ),
)

P8 = (
    Para(
        "Observation 5: The adaptive coefficient is front-loaded. For the 7B model the controller raises α from 0.001 to "
        "its peak of 0.0138 at around step 180, when GRPO-style sharpening is strongest, and then lowers it to about 0.006 "
        "by the end of training. In the 1.5B run α reaches the cap α_max during roughly 40 steps, while in the 32B run it "
        "never exceeds 0.009."
    ),
    Heading("6.1 Pass@k Analysis"),
    T2,
    Para(
        "Table 2 reports pass@k on AIME 2024 for k from 1 to 1024. GRPO improves pass@1 over the base model by more than "
        "a factor of three, but its advantage shrinks rapidly with k, and at k = 64 the base model solves more problems "
        "than the GRPO policy, reproducing the narrowing effect reported by Yue et al. [9]. KL-Cov moves the crossover "
        "point to k = 256. FORTE remains above the base model at k = 256 and falls below it only at k = 1024, where the "
        "gap is 3.3 points. We interpret this as evidence that FORTE preserves more of the base model's coverage while "
        "still sharpening the distribution enough to improve pass@1, although it does not fully eliminate the narrowing."
    ),
    Heading("6.2 Ablations"),
    Para(
        "All ablations use the 7B model and report the five-benchmark average of Table 1, whose FORTE value is 49.9. "
        "Forking fraction: varying ρ over 5%, 10%, 20%, 40% and 100% gives averages of 47.1, 48.8, 49.9, 48.6 and 44.3 "
        "respectively; ρ = 100% is a global bonus with an adaptive coefficient, and it performs roughly on par with GRPO. "
        "Adaptive versus fixed coefficient: replacing the controller by the best fixed coefficient from a sweep over "
        "{0.002, 0.005, 0.01}, which was 0.005, lowers the average to 48.0, and the fixed-coefficient run shows a late rise "
        "in entropy after step 450 that the controller avoids. Target entropy: H* = 0.2 gives 48.3 and H* = 0.5 gives 48.9, "
        "so the method is moderately sensitive to the target but all three values beat every baseline. Entropy cap: "
        "removing H_max lowers the average to 48.7 and raises the fraction of unparsable answers at step 600 to 3.9%. "
        "Selection by entropy versus by covariance: selecting the top 20% of tokens by the covariance score of [11] instead "
        "of by entropy gives 48.4."
    ),
)

P9 = (
    Heading("7 Discussion"),
    Para(
        "Our results suggest that the difficulty with entropy regularization in RLVR is one of allocation rather than "
        "magnitude. The total amount of entropy a language model needs for exploration is small, because most of a "
        "solution is determined once a handful of decisions have been made, but those decisions are exactly where "
        "shared-advantage policy gradients concentrate their sharpening. A regularizer that targets those positions can "
        "therefore be strong where it matters and absent elsewhere. The adaptive coefficient removes the need to retune "
        "the strength across model sizes: the same H*, η_α and α_max were used for all three scales, and the controller "
        "found coefficients that differ by more than a factor of two between them (Observation 5)."
    ),
    Para(
        "The pass@k results also bear on the ongoing debate about whether RLVR can teach a model anything the base model "
        "does not already know. FORTE delays but does not remove the crossover with the base model, which is consistent "
        "with the view that current RLVR mostly reweights existing behaviours. Preserving entropy at forks appears to be "
        "necessary for expanding the reasoning boundary, but our data do not show that it is sufficient."
    ),
    Heading("8 Limitations"),
    Para(
        "Our study has several limitations. First, all experiments use the Qwen2.5 family, whose math ability is known to "
        "respond unusually well to RL; we have not verified that the same forking fraction and target transfer to other "
        "model families. Second, we only study mathematics with binary verifiable rewards, and settings with partial "
        "credit or learned reward models may behave differently. Third, the target entropy H* is a new hyperparameter; "
        "although the ablation shows moderate sensitivity, it was chosen on the 7B model and then reused. Fourth, because "
        "of the cost of 32B training, each 32B configuration was run with a single seed, and the smaller differences in "
        "Table 1 at that scale should be read with caution."
    ),
    Heading("9 Conclusion"),
    Para(
        "We studied exploration collapse in reinforcement learning with verifiable rewards and found that it is "
        "concentrated at a minority of high-entropy forking tokens. FORTE regularizes entropy only at these positions, "
        "with a coefficient that is adapted online toward a target entropy, and consistently improves over GRPO and over "
        "recent entropy-control methods at 1.5B, 7B and 32B parameters, while keeping large-k pass rates closer to those "
        "of the base model. We hope that the measurements in Section 6 will be useful to others designing exploration "
        "methods for language-model reasoning."
    ),
)

REFS = References(
    (
        "[1] J. Schulman, F. Wolski, P. Dhariwal, A. Radford, and O. Klimov. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
        "[2] R. Rafailov, A. Sharma, E. Mitchell, S. Ermon, C. D. Manning, and C. Finn. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
        "[3] Z. Shao, P. Wang, Q. Zhu, et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
        "[4] A. Ahmadian, C. Cremer, M. Galle, et al. Back to basics: Revisiting REINFORCE style optimization for learning from human feedback in LLMs. ACL, 2024.",
        "[5] Z. Li, T. Xu, Y. Zhang, et al. ReMax: A simple, effective, and efficient reinforcement learning method for aligning large language models. ICML, 2024.",
        "[6] J. Hu. REINFORCE++: A simple and efficient approach for aligning large language models. arXiv:2501.03262, 2025.",
        "[7] Z. Liu, C. Chen, W. Li, et al. Understanding R1-Zero-like training: A critical perspective. arXiv:2503.20783, 2025.",
        "[8] Q. Yu, Z. Zhang, R. Zhu, et al. DAPO: An open-source LLM reinforcement learning system at scale. arXiv:2503.14476, 2025.",
        "[9] Y. Yue, Z. Chen, R. Lu, et al. Does reinforcement learning really incentivize reasoning capacity in LLMs beyond the base model? arXiv:2504.13837, 2025.",
        "[10] S. Wang, L. Yu, C. Gao, et al. Beyond the 80/20 rule: High-entropy minority tokens drive effective reinforcement learning for LLM reasoning. arXiv:2506.01939, 2025.",
        "[11] G. Cui, Y. Zhang, J. Chen, et al. The entropy mechanism of reinforcement learning for reasoning language models. arXiv:2505.22617, 2025.",
        "[12] V. Mnih, A. P. Badia, M. Mirza, et al. Asynchronous methods for deep reinforcement learning. ICML, 2016.",
        "[13] T. Haarnoja, A. Zhou, K. Hartikainen, et al. Soft actor-critic algorithms and applications. arXiv:1812.05905, 2018.",
        "[14] G. Sheng, C. Zhang, Z. Ye, et al. HybridFlow: A flexible and efficient RLHF framework. EuroSys, 2025.",
        "[15] Qwen Team. Qwen2.5 technical report. arXiv:2412.15115, 2024.",
        "[16] C. He, R. Luo, Y. Bai, et al. OlympiadBench: A challenging benchmark for promoting AGI with olympiad-level bilingual multimodal scientific problems. ACL, 2024.",
    )
)

P10 = (
    Heading("References"),
    REFS,
)

P11 = (
    Heading("A Analysis of Selective Entropy Bonuses"),
    Para(
        "We consider a single position with a softmax policy π(v) ∝ exp(z_v) over logits z, updated by one step of "
        "gradient ascent on the logits with step size η. For the entropy bonus alone, the logit gradient is "
        "∂H/∂z_v = − π(v) (log π(v) + H), and the first-order change in entropy is ΔH = η Σ_v π(v) (log π(v) + H)^2 = "
        "η Var_π(log π), the variance of the log-probability under the policy."
    ),
    Para(
        "Proposition 1. Let a batch contain N positions with entropies H_1 ≥ H_2 ≥ ... ≥ H_N, and let the bonus "
        "coefficient α be distributed over a subset S of positions with per-position weight α/|S|. If Var_π(log π) is "
        "non-decreasing in H across positions, then the first-order increase in total entropy, Σ_{t ∈ S} (ηα/|S|) Var_t(log π), "
        "is maximized over subsets of a given size by taking S to be the |S| highest-entropy positions, and for S equal to "
        "the top ρN positions it is at least 1/ρ times the increase obtained by a global bonus of the same total "
        "coefficient restricted to the bottom (1 − ρ)N positions."
    ),
    Para(
        "Proof sketch. The first claim follows directly from the expression for ΔH and the monotonicity assumption, since "
        "the sum of the |S| largest terms of a sequence is the largest sum over any |S| terms. For the second claim, the "
        "per-position weight under the selective bonus is α/(ρN), against α/N under the global bonus, and every term in "
        "the selective sum is at least as large as every term in the bottom (1 − ρ)N positions by monotonicity; combining "
        "the two factors gives the bound. The monotonicity assumption does not hold for arbitrary distributions, but in "
        "our logs the Spearman correlation between H_t and Var_t(log π) over all positions of a batch is 0.93 at step 0 and "
        "0.89 at step 600 for the 7B model."
    ),
    Heading("B Additional Experimental Details"),
    Para(
        "Prompt template. Every training and evaluation problem is wrapped in the template 'Solve the following problem "
        "step by step. Put your final answer within \\boxed{}.' followed by the problem text, with no system prompt. We "
        "found that the choice of template changes the base models' accuracy by up to 4 points but does not change the "
        "ranking of methods."
    ),
    Para(
        "Seeds and variance. The 1.5B and 7B results in Table 1 are means over three seeds; the standard deviation of the "
        "five-benchmark average across seeds is at most 0.6 points for every method. The 32B results use one seed."
    ),
    Para(
        "Cost. Computing the batch quantile and the capped bonus increases the time per training step by 2.7% at 7B, "
        "because the entropy must be kept in the autograd graph rather than computed under no_grad; rollout generation, "
        "which dominates step time, is unaffected. The entropy is computed in chunks of 4,096 positions to limit memory."
    ),
    Para(
        "Data filtering. Of the 24,310 problems in MathMix-24K, 1,872 were removed before training because the 7B base "
        "model solved all 8 samples of them, and 3,105 because it solved none of 16 samples; the remaining problems are used "
        "for all model sizes."
    ),
)

PAPER = GeneratedPaper(
    file="entropy.pdf",
    title="Keeping the Forks Open: Forking-Token Entropy Regularization against Exploration Collapse in RL with Verifiable Rewards",
    short_title="Forking-Token Entropy Regularization against Exploration Collapse",
    authors="Mireille Okonkwo-Vasquez, Tobias Lindqvist, Haruka Ishimaru, Daniel R. Feldstein, Priya Anantharaman",
    affiliations="Institute for Machine Reasoning, University of Groningen; Nordlys AI Lab, Oslo; Department of Computer Science, Carnegie Mellon University",
    stamp="arXiv:2509.11223v1  [cs.LG]  14 Sep 2025",
    abstract=ABSTRACT,
    pages=(P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11),
)
