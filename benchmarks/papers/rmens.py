"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 10); its questions are in benchmarks/questions/answers_fresh*_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

ABSTRACT = (
    "Reinforcement learning from human feedback (RLHF) optimizes a language model against a learned reward model "
    "that is only a proxy for human preference, and sustained optimization pressure against this proxy leads to "
    "reward overoptimization: the proxy score keeps rising while true quality stalls or degrades, often through "
    "verbose, sycophantic or formulaic responses. We introduce HEDGE (Hedged Ensemble rewards with Debiased "
    "Generation-length Estimation), a drop-in replacement for the scalar reward used in PPO-based RLHF. HEDGE "
    "trains a small ensemble of reward models on bootstrap resamples of the preference data, penalizes the "
    "ensemble mean by a multiple of its standard deviation, and removes the component of the reward that is "
    "linearly predictable from response length. We show that the penalized reward is a high-probability lower "
    "bound on the gold reward under a Gaussian disagreement model, and that the length correction removes a "
    "first-order bias without changing the ranking of equal-length responses. On Mistral-7B and Llama-2-13B "
    "policies trained with PPO on UltraFeedback prompts, HEDGE raises the length-controlled AlpacaEval 2.0 win "
    "rate from 17.4% to 24.7% at 7B and from 19.2% to 26.3% at 13B over a single-reward-model PPO baseline, "
    "while reducing mean response length by 38%. In a synthetic gold-reward setting, HEDGE delays the onset of "
    "overoptimization by roughly a factor of three in KL budget, and blinded human raters prefer HEDGE over "
    "standard PPO in 58.3% of pairwise comparisons."
)

p1 = (
    Heading("1 Introduction"),
    Para(
        "Reinforcement learning from human feedback has become the standard final stage in training chat "
        "assistants. A reward model (RM) is fit to pairwise human preferences, and a policy initialized from a "
        "supervised fine-tuned (SFT) model is then optimized to maximize the RM score while a Kullback-Leibler "
        "(KL) penalty keeps it close to the SFT reference. The reward model, however, is trained on a finite set "
        "of comparisons drawn from the SFT distribution, and the policy quickly moves into regions of response "
        "space where the RM has seen little data and where its errors are systematic rather than random. Because "
        "the optimizer actively searches for responses that the RM scores highly, it is precisely these errors "
        "that it finds and amplifies, an instance of Goodhart's law that is usually called reward overoptimization "
        "or reward hacking."
    ),
    Para(
        "The most visible symptom in chat models is length. Human annotators, and the reward models trained on "
        "their labels, mildly prefer longer and more detailed answers, and a PPO policy can raise its reward by "
        "simply writing more: adding restated questions, bulleted summaries and closing offers of further help. "
        "However, length is only the easiest exploit to measure; policies also learn confident-sounding but "
        "unsupported claims and repetitive formatting that individual reward models happen to like. The common "
        "remedies each address one of these failure modes. Increasing the KL coefficient slows all learning, "
        "good and bad alike; early stopping requires a held-out gold signal that is rarely available; and length "
        "penalties tuned by hand trade a verbosity bias for a brevity bias."
    ),
    Para(
        "To address this, we argue that the reward signal itself should carry two corrections. First, where the "
        "reward model is uncertain about a response, the policy should not be rewarded for the optimistic end of "
        "that uncertainty; an ensemble of reward models gives a cheap estimate of this epistemic uncertainty. "
        "Second, the part of the reward that is explained by length alone should be removed, since it is the "
        "component most consistently exploited and least consistently endorsed by careful raters. HEDGE combines "
        "both corrections in a single scalar that can be plugged into an unmodified PPO pipeline."
    ),
)

p2 = (
    Para("Our contributions are as follows:"),
    Bullets(
        (
            "We propose HEDGE, a reward for RLHF that subtracts an ensemble-disagreement penalty and a fitted "
            "length component from the mean of K bootstrap-trained reward models, and requires no change to the "
            "policy optimizer.",
            "We give a theoretical motivation showing that the uncertainty-penalized reward lower-bounds the gold "
            "reward with a controllable failure probability, and that residualizing on log-length removes the "
            "first-order length bias of the proxy.",
            "We evaluate HEDGE on two policy sizes (7B and 13B) against seven baselines, including worst-case and "
            "uncertainty-weighted ensembles, ODIN and DPO, on AlpacaEval 2.0, MT-Bench and a blinded human study "
            "with 600 prompts.",
            "We study overoptimization directly in a synthetic gold-reward setting and show that HEDGE keeps "
            "improving gold reward well past the KL budget at which standard PPO collapses.",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "Policy optimization for RLHF. Proximal Policy Optimization (PPO) [Schulman et al., 2017] is the "
        "workhorse of RLHF since InstructGPT [Ouyang et al., 2022]; it maximizes a clipped surrogate of the "
        "advantage-weighted probability ratio and trains a separate value network as a baseline. Because the "
        "value network roughly doubles memory, several critic-free alternatives have been proposed. ReMax [Li et "
        "al., 2023] uses the reward of the greedy response as a baseline for the REINFORCE gradient. RLOO "
        "[Ahmadian et al., 2024] samples k responses per prompt and uses the mean reward of the other k-1 "
        "samples as a leave-one-out baseline. GRPO [Shao et al., 2024] similarly normalizes rewards within a "
        "group of samples, dividing by the group standard deviation. "
        "Direct Preference Optimization (DPO) [Rafailov et al., 2023] avoids an explicit reward model altogether "
        "by reparameterizing the reward in terms of the policy and fitting preferences with a classification "
        "loss, and IPO [Azar et al., 2023] adds a squared regularizer to limit the overfitting of DPO to "
        "deterministic preferences. KTO [Ethayarajh et al., 2024] learns from unpaired binary desirability "
        "labels using a prospect-theoretic value function. HEDGE is orthogonal to these choices: it modifies "
        "the reward, not the optimizer, although we only evaluate it with PPO."
    ),
    Para(
        "Reward overoptimization. Gao et al. [2023] established scaling laws for overoptimization by training "
        "policies against proxy reward models and scoring them with a much larger gold reward model, showing "
        "that gold reward first rises and then falls as a function of the square root of the KL divergence from "
        "the initial policy. Coste et al. [2024] showed that ensembles of reward models mitigate this effect and "
        "compared mean, worst-case (WCO) and uncertainty-weighted (UWO) aggregation. Eisenstein et al. [2023] "
        "found that ensembles help but do not eliminate hacking when members share a pretraining checkpoint, "
        "since their errors are correlated. WARM [Rame et al., 2024] averages the weights rather than the "
        "outputs of several fine-tuned reward models. Our uncertainty penalty is closest to UWO, but we derive "
        "the coefficient from a bound and pair it with a length correction, and we find the combination matters."
    ),
    Para(
        "Length bias. Singhal et al. [2023] documented that a large fraction of RLHF reward improvements can be "
        "attributed to increased length. ODIN [Chen et al., 2024] trains a two-head reward model in which one "
        "head is encouraged to correlate with length and the other to be orthogonal to it, then uses only the "
        "length-free head during RL. Length-controlled AlpacaEval [Dubois et al., 2024] corrects for length at "
        "evaluation time with a generalized linear model. HEDGE applies a related regression-based correction "
        "at training time."
    ),
)

p3 = (
    Heading("3 Theoretical Motivation"),
    Para(
        "Setup. Let x denote a prompt drawn from a prompt distribution D, and y a response sampled from a policy "
        "π_θ(y | x) with parameters θ. We assume an unobserved gold reward r*(x, y) that represents the true "
        "preference of the annotator population, and K proxy reward models r_1, ..., r_K trained on bootstrap "
        "resamples of the same preference dataset. Standard RLHF maximizes J(θ) = E_{x∼D, y∼π_θ}[r(x, y)] − β_KL "
        "KL(π_θ || π_ref), where r is a single proxy reward, π_ref is the frozen SFT policy and β_KL is the KL "
        "coefficient."
    ),
    Para(
        "Overoptimization as selection on noise. Write each proxy as r_k(x, y) = r*(x, y) + b(x, y) + e_k(x, y), "
        "where b(x, y) is a bias shared by all ensemble members (for example a preference for length, inherited "
        "from the data) and e_k(x, y) is a member-specific error with zero mean and variance s²(x, y). The "
        "optimizer selects responses with large proxy reward; when s²(x, y) grows on responses far from the "
        "training distribution, the selected responses are disproportionately those for which e_k is large and "
        "positive. Formally, for a policy that picks the best of N candidates by proxy reward, the expected "
        "excess E[r_k − r*] of the selected candidate grows like s·√(2 log N), where s is the error scale on "
        "the selected region, so the gap between proxy and gold reward increases with optimization pressure "
        "even if every reward model is unbiased on the training distribution."
    ),
    Para(
        "A lower bound from the ensemble. Let μ(x, y) = (1/K) ∑_k r_k(x, y) be the ensemble mean and σ(x, y) the "
        "ensemble standard deviation, σ² = (1/(K−1)) ∑_k (r_k − μ)². If the member errors are approximately "
        "Gaussian and exchangeable, then with probability at least 1 − δ we have r*(x, y) + b(x, y) ≥ μ(x, y) − "
        "c_δ σ(x, y), where c_δ = t_{K−1, 1−δ} √(1 + 1/K) is a scaled Student-t quantile with K−1 degrees of "
        "freedom. The quantity μ − c_δ σ is therefore a pessimistic estimate of the debiased-but-not-length-"
        "corrected gold reward, and maximizing it penalizes exactly the regions where selection on noise is "
        "most dangerous. For K = 6 and δ = 0.25, c_δ ≈ 0.79, which motivates the default penalty coefficient "
        "used in Section 5."
    ),
    Para(
        "Removing the shared bias. The ensemble cannot detect the shared term b(x, y), since all members agree "
        "on it. We model the dominant part of this bias as a linear function of log-length, b(x, y) ≈ α (log "
        "L(y) − m_L), where L(y) is the number of tokens in y, m_L is the mean log-length of responses in the "
        "preference data, and α is the length slope. If α is estimated by regressing μ on log L over a "
        "reference set of responses, then the residual μ − α_L(log L − m_L) has zero linear correlation with "
        "log-length on that set, where α_L is the fitted slope. Crucially, this correction is a function of "
        "length only, so it leaves the ordering of any two responses of equal length unchanged: the length "
        "term cannot make a worse answer look better than a better answer of the same length."
    ),
    Para(
        "Why both terms are needed. The uncertainty penalty addresses the member-specific error e_k, and the "
        "length correction addresses one component of the shared error b. Neither subsumes the other. In fact, "
        "we observe in Section 7 that long responses tend to have lower ensemble disagreement than short ones, "
        "because the members all learn the same length preference, so an uncertainty penalty alone can "
        "slightly increase the incentive to be verbose."
    ),
)

p4 = (
    Heading("4 Method: HEDGE"),
    Para(
        "Ensemble construction. We train K reward models r_1, ..., r_K, each on an independent bootstrap "
        "resample containing 80% of the preference pairs, drawn without replacement, and each initialized from "
        "a different random seed for the scalar value head. All members share the same pretrained backbone, "
        "which keeps training cheap but, as noted by Eisenstein et al. [2023], correlates their errors; the "
        "bootstrap and seed diversity are therefore essential. Each member minimizes the Bradley-Terry loss "
        "L_RM(φ_k) = −E_{(x, y_w, y_l)}[log σ_s(r_k(x, y_w) − r_k(x, y_l))], where y_w and y_l are the preferred "
        "and dispreferred responses, φ_k are the parameters of member k, and σ_s is the logistic sigmoid. "
        "Before RL, we standardize each member so that its rewards on the SFT policy's samples have zero mean "
        "and unit variance; without this step the disagreement σ would be dominated by scale differences."
    ),
    Para(
        "The HEDGE reward. Given a prompt x and a complete response y, HEDGE computes R_H(x, y) = μ(x, y) − λ "
        "σ(x, y) − α_L (log L(y) − m_L), where μ and σ are the mean and standard deviation of the K standardized "
        "member rewards, λ ≥ 0 is the uncertainty coefficient, α_L is the fitted length slope and m_L is the "
        "reference mean log-length. The slope α_L is refit every 100 PPO iterations by ordinary least squares on "
        "the most recent 8,192 rollouts, because the length distribution of the policy drifts during training "
        "and a slope fit only on SFT samples becomes stale. We clip α_L to be non-negative so that the correction "
        "can never reward extra length."
    ),
    Para(
        "Policy optimization. We use R_H as the terminal reward in standard PPO. The per-token reward is "
        "R_t = −β_KL (log π_θ(y_t | x, y_<t) − log π_ref(y_t | x, y_<t)) for t < T and R_T = R_H(x, y) plus the "
        "same KL term at the final token T. The policy maximizes L_CLIP(θ) = E_t[min(ρ_t A_t, clip(ρ_t, 1 − ε, "
        "1 + ε) A_t)], where ρ_t = π_θ(y_t | s_t) / π_old(y_t | s_t) is the probability ratio with respect to the "
        "rollout policy π_old, s_t is the prompt together with the prefix y_<t, A_t is the advantage computed "
        "with generalized advantage estimation (GAE), and ε is the clip range. The value network V_ψ, where ψ "
        "are its parameters, is trained with the clipped squared error against GAE returns."
    ),
    Para(
        "Adaptive penalty schedule. A fixed λ is pessimistic early in training, when the policy is close to "
        "the reward-model training distribution and σ is small and uninformative. We therefore anneal the "
        "coefficient as λ_n = λ min(1, n / n_w), where n is the PPO iteration and n_w is a warm-in horizon. "
        "This is the only schedule in HEDGE, and Section 7 shows that it matters less than the choice of λ "
        "itself."
    ),
    Para(
        "Cost. Scoring each rollout with K reward models multiplies the reward-inference cost by K. Because we "
        "use reward models that are much smaller than the policy (1.3B parameters against 7B or 13B), the "
        "end-to-end overhead is modest; we measure it in Section 8. The procedure is summarized below:"
    ),
    Bullets(
        (
            "Step 1: train K bootstrap reward members with different seeds, then standardize each on SFT samples.",
            "Step 2: fit the initial length slope on SFT samples and set m_L from the preference data.",
            "Step 3: for every PPO batch, score rollouts with all members, compute R_H, and run the PPO update.",
            "Step 4: every 100 iterations, refit the length slope on the most recent rollouts.",
        )
    ),
)

p5 = (
    Heading("5 Experimental Setup"),
    Para(
        "Policies and data. We train two policies: Mistral-7B-v0.1 and Llama-2-13B, each first fine-tuned with "
        "SFT for three epochs on the 208k multi-turn dialogues of UltraChat-200k. Preference data for the reward "
        "models comes from the binarized UltraFeedback dataset, which contains 61,135 training comparisons "
        "annotated by GPT-4 on four quality aspects. RL prompts are the 61,135 UltraFeedback training prompts "
        "with duplicates removed, leaving 58,912 unique prompts, of which 2,000 are held out to monitor reward "
        "and length during training."
    ),
    Para(
        "Reward ensemble. The ensemble has six members (K = 6), each a 1.3B-parameter model obtained by "
        "fine-tuning the same pretrained decoder with a linear value head. Each member is trained for a single "
        "epoch on its bootstrap resample; the remaining reward-model hyperparameters are given in Appendix A. "
        "Members reach between 71.2% and 72.9% pairwise accuracy on the UltraFeedback test split, while the "
        "ensemble mean reaches 74.0%."
    ),
    Para(
        "PPO hyperparameters. We use a policy learning rate of 1 × 10^-6 and a value-network learning rate of "
        "5 × 10^-6, both with cosine decay, a rollout batch of 512 prompts split into mini-batches of 64, and "
        "two PPO epochs per batch. The clip range is ε = 0.2, the GAE parameter is 0.95 with discount 1.0, and "
        "the KL coefficient is β_KL = 0.05 for all methods unless stated otherwise. We sample one response per "
        "prompt during rollouts at temperature 1.0 with a maximum of 1,024 new tokens. All runs use 1,500 PPO "
        "iterations. For HEDGE we use λ = 0.8, close to the c_δ derived in Section 3, and a warm-in horizon of "
        "n_w = 150 iterations."
    ),
    Para(
        "Hardware. Every policy run uses 32 NVIDIA H100 80GB GPUs across four nodes with DeepSpeed ZeRO-3 "
        "sharding, and the reward ensemble is served on a separate set of 8 GPUs. A 13B HEDGE run takes about "
        "46 hours of wall-clock time, and a 7B run about 27 hours."
    ),
    Para(
        "Baselines. We compare against (i) the SFT model; (ii) PPO with a single reward model (the ensemble "
        "member with the highest validation accuracy); (iii) PPO with the ensemble mean (Mean); (iv) worst-case "
        "optimization (WCO), which uses the minimum over members; (v) uncertainty-weighted optimization (UWO) "
        "from Coste et al. [2024], which subtracts the within-ensemble variance; (vi) ODIN, where we retrain a "
        "two-head 1.3B reward model and use its length-free head; and (vii) DPO trained on the same UltraFeedback "
        "pairs with β = 0.1. All PPO baselines share the hyperparameters above."
    ),
    Para(
        "Evaluation. We report the length-controlled (LC) and raw win rates on AlpacaEval 2.0 against "
        "GPT-4-Turbo, the average MT-Bench score on a 1-10 scale judged by GPT-4, and the mean number of "
        "generated tokens on AlpacaEval prompts. For the overoptimization study we follow Gao et al. [2023] and "
        "treat a 34B reward model trained on the full preference data plus 40k additional human comparisons as "
        "the gold reward, measuring gold reward against the KL divergence from π_ref."
    ),
)

p6 = (
    Heading("6 Results"),
    Para(
        "Main results. Table 1 reports the main comparison. HEDGE obtains the highest length-controlled "
        "AlpacaEval 2.0 win rate at both scales, improving over single-RM PPO by 7.3 points at 7B and 7.1 "
        "points at 13B. Notably, the raw (length-uncontrolled) win rate of single-RM PPO is inflated relative to "
        "its LC win rate, reflecting its very long outputs, whereas HEDGE's raw and LC win rates are close to "
        "each other. Ensemble aggregation alone (Mean, WCO, UWO) already improves over a single reward model, "
        "and UWO is the strongest of the three, in line with Coste et al. [2024]; however, all three leave "
        "response length nearly as high as single-RM PPO. ODIN shortens responses substantially but gains less "
        "in LC win rate than HEDGE, suggesting that disagreement-driven hacking other than length is still "
        "present when only the length bias is addressed."
    ),
    TableBlock(
        "Table 1: Main results. LC = length-controlled AlpacaEval 2.0 win rate (%), WR = raw win rate (%), "
        "MT = MT-Bench score, Len = mean generated tokens on AlpacaEval. Best LC and MT score per scale in the "
        "HEDGE row.",
        (
            ("Method", "7B LC", "7B WR", "7B MT", "7B Len", "13B LC", "13B WR", "13B MT", "13B Len"),
            ("SFT", "9.8", "7.1", "6.42", "1,143", "11.5", "8.6", "6.71", "1,187"),
            ("DPO", "18.2", "19.5", "7.05", "1,622", "20.1", "21.3", "7.18", "1,704"),
            ("PPO (single RM)", "17.4", "24.9", "6.98", "2,391", "19.2", "26.8", "7.12", "2,455"),
            ("PPO + Mean", "19.9", "25.6", "7.11", "2,288", "21.4", "27.0", "7.25", "2,310"),
            ("PPO + WCO", "20.6", "24.3", "7.14", "2,102", "22.0", "25.9", "7.29", "2,147"),
            ("PPO + UWO", "21.1", "25.2", "7.20", "2,176", "22.8", "26.4", "7.33", "2,208"),
            ("PPO + ODIN", "20.3", "19.8", "7.09", "1,398", "22.1", "21.7", "7.27", "1,452"),
            ("HEDGE (ours)", "24.7", "23.8", "7.41", "1,482", "26.3", "25.7", "7.56", "1,509"),
        ),
    ),
    Para(
        "Response length. Averaged over both scales, HEDGE responses are 38% shorter than single-RM PPO "
        "responses, yet still about 28% longer than SFT responses, which is consistent with the view that some "
        "added length is genuinely useful and that the length correction removes only the part that is "
        "predictable from length alone. On MT-Bench, HEDGE improves over single-RM PPO by 0.43 points at 7B "
        "and 0.44 points at 13B. The gains are concentrated in the writing, roleplay and reasoning categories, "
        "while coding and math scores are within 0.1 of the baselines, which is unsurprising since UltraFeedback "
        "contains relatively few prompts from these domains."
    ),
    Para(
        "DPO. DPO trained on the same preference pairs is competitive with single-RM PPO in LC win rate and "
        "produces shorter responses, but falls behind every ensemble variant. We did not tune DPO beyond the "
        "standard β, and a more careful search may narrow this gap."
    ),
)

p7 = (
    Heading("6.1 Overoptimization in a Gold-Reward Setting"),
    Para(
        "Aggregate benchmark numbers hide the dynamics of overoptimization, so we train 7B policies for longer "
        "with a reduced KL coefficient of 0.01 and score checkpoints with the 34B gold reward model. Figure 1 "
        "plots normalized gold reward against the KL divergence from the reference policy. Single-RM PPO "
        "follows the familiar rise-and-fall shape predicted by Gao et al. [2023]. The ensemble baselines peak "
        "later, but they also eventually decline. HEDGE continues to improve for much longer and then plateaus "
        "instead of collapsing."
    ),
    FigureBlock(
        "Figure 1: Normalized gold reward (y-axis) versus KL divergence from π_ref in nats (x-axis) for 7B "
        "policies trained with β_KL = 0.01. Black: HEDGE; grey: single-RM PPO. Single-RM PPO peaks at a KL of "
        "about 14 nats and loses 41% of its peak gold-reward gain by 60 nats, whereas HEDGE peaks near 42 nats "
        "and retains 96% of its peak gain at 80 nats.",
        "KL divergence from reference (nats)",
        "normalized gold reward",
        (
            (0.05, 0.2, 0.34, 0.45, 0.54, 0.61, 0.66, 0.7, 0.72, 0.73, 0.73, 0.72, 0.72),
            (0.05, 0.3, 0.5, 0.54, 0.5, 0.44, 0.38, 0.34, 0.31, 0.29, 0.27, 0.25, 0.24),
        ),
    ),
    Para(
        "Measured as the KL budget at which gold reward reaches its maximum, HEDGE delays overoptimization by "
        "roughly a factor of three relative to single-RM PPO. The maximum gold reward achieved by HEDGE is also "
        "higher, by 0.19 in normalized units, so the pessimism of the uncertainty penalty does not come at the "
        "price of a lower ceiling in this setting. The proxy reward, by contrast, rises monotonically for every "
        "method, which is the defining signature of overoptimization: the quantity being optimized is no "
        "longer informative about the quantity one cares about."
    ),
    Heading("6.2 Human Evaluation"),
    Para(
        "We ran a blinded pairwise human study on 600 prompts sampled from the held-out UltraFeedback prompts "
        "and the Vicuna and Koala evaluation sets. For each prompt, three raters recruited through a vendor and "
        "trained with a shared rubric compared the 13B HEDGE response with a response from a baseline, with "
        "presentation order randomized; the majority label was used. Raters were told that length alone should "
        "not determine preference."
    ),
    TableBlock(
        "Table 2: Human pairwise evaluation of 13B HEDGE against baselines on 600 prompts (majority of three "
        "raters). Win, Tie and Loss are percentages from the perspective of HEDGE.",
        (
            ("HEDGE vs.", "Win", "Tie", "Loss", "Net"),
            ("SFT", "71.5", "12.3", "16.2", "+55.3"),
            ("PPO (single RM)", "58.3", "14.6", "27.1", "+31.2"),
            ("PPO + UWO", "49.7", "19.5", "30.8", "+18.9"),
            ("PPO + ODIN", "46.2", "21.0", "32.8", "+13.4"),
        ),
    ),
)

p8 = (
    Heading("7 Ablations"),
    Para(
        "We ablate the components of HEDGE on the 7B policy, reporting LC win rate and mean length in Table 3. "
        "Removing the length correction (λ > 0, no length term) recovers most of the UWO-style gain but leaves "
        "length high; removing the uncertainty penalty (length term only) shortens responses but gains only 3.5 "
        "LC points over single-RM PPO. Each component alone is worse than the combination, confirming the "
        "argument of Section 3 that the two terms address different error sources."
    ),
    TableBlock(
        "Table 3: Ablations on the 7B policy. LC = length-controlled AlpacaEval 2.0 win rate (%), Len = mean "
        "generated tokens. Default configuration: K = 6, λ = 0.8, adaptive slope refit, warm-in schedule.",
        (
            ("Variant", "LC", "Len"),
            ("HEDGE (default)", "24.7", "1,482"),
            ("no length term", "21.6", "2,240"),
            ("no uncertainty penalty", "20.9", "1,431"),
            ("slope fit once on SFT samples", "22.8", "1,796"),
            ("no warm-in (constant λ)", "24.1", "1,467"),
            ("K = 2", "21.5", "1,540"),
            ("K = 4", "23.9", "1,501"),
            ("K = 8", "24.9", "1,476"),
            ("λ = 0.4", "23.2", "1,533"),
            ("λ = 1.6", "22.4", "1,318"),
        ),
    ),
    Para(
        "Ensemble size. Gains increase quickly from two to four members and then saturate: moving from K = 6 to "
        "K = 8 adds only 0.2 LC points while increasing reward-scoring cost by a third, which is why we use six "
        "members by default. With K = 2 the standard deviation estimate is very noisy and the penalty acts "
        "almost like random reward noise."
    ),
    Para(
        "Penalty strength. Too small a λ lets the policy drift into high-disagreement regions, while too large "
        "a λ makes the policy overly conservative: at λ = 1.6 responses become terse and raters in a pilot "
        "study described them as evasive. The default λ = 0.8 derived from the bound sits near the empirical "
        "optimum, although the curve is fairly flat between 0.6 and 1.0."
    ),
    Para(
        "Slope refitting. Fitting the length slope only once on SFT samples underestimates the slope that "
        "applies to the longer responses produced later in training, and mean length creeps back up to 1,796 "
        "tokens. Refitting every 100 iterations keeps the correlation between the corrected reward and "
        "log-length below 0.05 throughout training, compared with 0.31 for the uncorrected ensemble mean."
    ),
    Para(
        "Interaction of the two terms. We also find, as anticipated, that ensemble disagreement is negatively "
        "correlated with length on policy samples (Spearman ρ = −0.22), so the uncertainty penalty alone mildly "
        "favours long responses; this explains why removing the length term produces even longer outputs than "
        "the UWO baseline in some runs."
    ),
)

p9 = (
    Heading("8 Analysis and Discussion"),
    Para(
        "What does the uncertainty penalty suppress? We manually inspected 200 rollouts with the largest "
        "ensemble disagreement at iteration 1,000 of a single-RM PPO run. The most frequent patterns were "
        "unsupported citations and statistics (34%), excessive hedging or disclaimers (22%), repeated "
        "restatements of the question (19%) and markdown tables inserted where prose would suffice (11%). In the "
        "corresponding HEDGE run, the frequency of unsupported statistics in high-disagreement rollouts fell "
        "to 9%, which suggests that ensemble members disagree most about precisely the behaviours that careful "
        "raters dislike but that a single reward model can be persuaded to like."
    ),
    Para(
        "Computational overhead. Scoring rollouts with six 1.3B members instead of one increases reward "
        "inference time by a factor of about 5.6, but because rollout generation and the PPO update dominate "
        "the step time, the end-to-end wall-clock overhead of HEDGE over single-RM PPO is 11% at 7B and 8% at "
        "13B. Training the ensemble itself costs about six times as much as training one reward model, which "
        "is small compared with a single PPO run."
    ),
    Para(
        "Relation to KL regularization. One might ask whether simply increasing β_KL would achieve the same "
        "effect. In a sweep with β_KL in {0.05, 0.1, 0.2}, larger KL coefficients delayed the gold-reward peak "
        "of single-RM PPO but also lowered the peak itself, and none of the settings exceeded 19.0 LC win rate "
        "at 7B. The KL penalty constrains all departures from the reference policy equally, whereas HEDGE "
        "constrains departures only where the reward is untrustworthy or length-driven."
    ),
    Heading("9 Limitations"),
    Para(
        "HEDGE has several limitations. First, all ensemble members share a pretrained backbone, so errors "
        "common to that backbone are invisible to the uncertainty penalty, and the Gaussian, exchangeable-error "
        "assumption behind the bound in Section 3 is at best an approximation. Second, the length correction is "
        "linear in log-length and does not capture other shared biases such as a preference for lists or for "
        "a particular tone. Third, our preference labels and two of our automatic evaluations rely on GPT-4 "
        "judgments, which may share biases with one another. Fourth, we evaluate HEDGE only with PPO and only "
        "at 7B and 13B policy scales; whether the same coefficients transfer to critic-free optimizers or to "
        "much larger policies remains untested. Finally, our human study uses English prompts only."
    ),
    Heading("10 Conclusion"),
    Para(
        "We presented HEDGE, a reward for RLHF that combines an ensemble-disagreement penalty with a "
        "regression-based length correction. A simple argument shows why each term is needed, and experiments "
        "on 7B and 13B policies show consistent gains in length-controlled win rate, MT-Bench score and human "
        "preference, together with a substantially delayed onset of overoptimization against a gold reward "
        "model. HEDGE requires no change to the policy optimizer and adds about a tenth to wall-clock training "
        "time, which makes it a practical default for PPO-based RLHF pipelines. We release our ensemble "
        "training and reward-serving code."
    ),
)

p10 = (
    Heading("References"),
    References(
        (
            "Ahmadian, A., Cremer, C., Galle, M., et al. Back to basics: Revisiting REINFORCE style optimization for learning from human feedback in LLMs. ACL, 2024.",
            "Azar, M. G., Rowland, M., Piot, B., et al. A general theoretical paradigm to understand learning from human preferences. arXiv:2310.12036, 2023.",
            "Chen, L., Zhu, C., Soselia, D., et al. ODIN: Disentangled reward mitigates hacking in RLHF. ICML, 2024.",
            "Coste, T., Anwar, U., Kirk, R., and Krueger, D. Reward model ensembles help mitigate overoptimization. ICLR, 2024.",
            "Dubois, Y., Galambosi, B., Liang, P., and Hashimoto, T. Length-controlled AlpacaEval: A simple way to debias automatic evaluators. arXiv:2404.04475, 2024.",
            "Eisenstein, J., Nagpal, C., Agarwal, A., et al. Helping or herding? Reward model ensembles mitigate but do not eliminate reward hacking. arXiv:2312.09244, 2023.",
            "Ethayarajh, K., Xu, W., Muennighoff, N., Jurafsky, D., and Kiela, D. KTO: Model alignment as prospect theoretic optimization. ICML, 2024.",
            "Gao, L., Schulman, J., and Hilton, J. Scaling laws for reward model overoptimization. ICML, 2023.",
            "Li, Z., Xu, T., Zhang, Y., et al. ReMax: A simple, effective, and efficient reinforcement learning method for aligning large language models. arXiv:2310.10505, 2023.",
            "Ouyang, L., Wu, J., Jiang, X., et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
            "Rafailov, R., Sharma, A., Mitchell, E., et al. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
            "Rame, A., Vieillard, N., Hussenot, L., et al. WARM: On the benefits of weight averaged reward models. ICML, 2024.",
            "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
            "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
            "Singhal, P., Goyal, T., Xu, J., and Durrett, G. A long way to go: Investigating length correlations in RLHF. arXiv:2310.03716, 2023.",
        )
    ),
)

p11 = (
    Heading("A Additional Training Details"),
    Para(
        "Reward-model training. Each ensemble member is trained with AdamW at a peak learning rate of "
        "9 × 10^-6 with linear warm-up over the first 3% of steps and linear decay, a global batch size of 128 "
        "comparison pairs and a maximum sequence length of 2,048 tokens. Training one member takes about 2.5 "
        "hours on 8 H100 GPUs. The bootstrap seeds are 11 through 16. The 1.3B backbone was itself obtained by "
        "continued pretraining of a public decoder on 50B tokens of dialogue and web text before reward "
        "fine-tuning, so that members start from a model familiar with the chat format."
    ),
    Para(
        "Reward standardization. The per-member mean and standard deviation used for standardization are "
        "computed from 4,096 responses sampled from the SFT policy on held-out prompts, and are then frozen for "
        "the rest of training. Recomputing them during RL made the penalty less stable in preliminary runs, "
        "because the statistics then chased the moving policy distribution."
    ),
    Para(
        "ODIN baseline. For ODIN we follow the published recipe with a length-correlation weight of 1.0 and an "
        "orthogonality weight of 1.0, training the two-head model on the full preference data rather than a "
        "bootstrap resample. Its length-free head reaches 71.8% pairwise accuracy on the UltraFeedback test "
        "split."
    ),
    Para(
        "Human study. Raters were paid at a rate above the local minimum wage and saw each pair at most once. "
        "Inter-rater agreement, measured by Krippendorff's alpha over the three-way (win, tie, loss) labels, "
        "was 0.58 across all 2,400 comparisons. Prompts that any rater flagged as unsafe or unanswerable were "
        "removed before sampling the 600 evaluation prompts."
    ),
    TableBlock(
        "Table 4: Gold-reward study settings (Section 6.1), which differ from the main runs.",
        (
            ("Setting", "Value"),
            ("KL coefficient", "0.01"),
            ("PPO iterations", "4,000"),
            ("Checkpoint interval", "every 250 iterations"),
            ("Gold reward model", "34B, trained on 101k pairs"),
            ("Gold-reward evaluation prompts", "1,000"),
            ("Seeds per method", "3"),
        ),
    ),
    Para(
        "Per-category MT-Bench. For the 13B HEDGE policy, per-category MT-Bench scores are: writing 8.9, "
        "roleplay 8.4, reasoning 6.1, math 3.4, coding 4.2, extraction 7.6, STEM 8.5 and humanities 9.3. "
        "Variance across three evaluation seeds of the GPT-4 judge was below 0.05 for the average score."
    ),
)

PAPER = GeneratedPaper(
    file="rmens.pdf",
    title="HEDGE: Hedged Reward Ensembles with Length Debiasing Against Reward Overoptimization in RLHF",
    short_title="HEDGE: Hedged Reward Ensembles Against Reward Overoptimization",
    authors="Mira Okonkwo-Hale, Tomasz Wierzbicki, Ananya Raghunathan, Daniel P. Sorensen, Yuki Hamasaki",
    affiliations="Northlake Institute for Machine Intelligence; University of Lisbon Department of Informatics; Kestrel AI Research",
    stamp="arXiv:2507.14382v1  [cs.CL]  18 Jul 2025",
    abstract=ABSTRACT,
    pages=(p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11),
)
