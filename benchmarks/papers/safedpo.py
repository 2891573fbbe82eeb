"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 10); its questions are in benchmarks/questions/answers_fresh*_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

P1 = (
    Heading("1 Introduction"),
    Para(
        "Large language models (LLMs) deployed as general-purpose assistants are expected to satisfy two requirements "
        "that frequently pull in opposite directions: they should be helpful, answering a wide range of requests "
        "accurately and in detail, and they should be harmless, declining to provide meaningful assistance with "
        "requests that could cause physical, psychological or societal harm. Reinforcement learning from human "
        "feedback (RLHF) has become the standard recipe for pursuing both goals at once, typically by training a "
        "reward model on human preference comparisons and optimizing the policy against it with proximal policy "
        "optimization. However, when helpfulness and harmlessness are folded into a single scalar reward, the "
        "trade-off between them is fixed implicitly by the annotation guidelines and by the mixing proportions of "
        "the preference data, and it cannot be adjusted without relabelling or retraining."
    ),
    Para(
        "Direct preference optimization (DPO) removed the need for an explicit reward model and an on-policy RL loop "
        "by showing that the KL-regularized reward maximization problem admits a closed-form optimal policy, so that "
        "the policy can be fit directly on preference pairs with a classification-style loss. Subsequent work has "
        "shown that offline DPO on a fixed dataset lags behind online methods, because the preference pairs are "
        "drawn from a distribution that drifts further from the current policy as training proceeds. Iterative or "
        "online DPO closes much of this gap by repeatedly sampling responses from the current policy, labelling them "
        "with a reward model, and running DPO on the freshly labelled pairs. Yet existing iterative recipes use a "
        "single reward signal, and when they are applied with a helpfulness reward alone they tend to erode the "
        "refusal behaviour that the supervised model had acquired."
    ),
)

P2 = (
    Para(
        "To address this, we cast safety alignment as a constrained optimization problem in the spirit of Safe RLHF: "
        "the policy should maximize expected helpfulness subject to an upper bound on expected harmfulness, where "
        "both quantities are measured by separately trained reward models. We solve the problem with a primal-dual "
        "scheme that alternates between (i) labelling the current policy's own samples with a Lagrangian score that "
        "combines the two reward models through a multiplier λ, (ii) running a round of DPO on pairs selected by "
        "that score, and (iii) updating λ by dual ascent on the measured constraint violation. We call the resulting "
        "method CORAL (Constrained Online Reward-Aligned Learning). Because the multiplier is adjusted from the "
        "policy's own samples, CORAL tightens the safety pressure only when the constraint is actually violated and "
        "relaxes it once the policy is safe, which limits the drift toward blanket refusal that we observe with a "
        "fixed weighting."
    ),
    Para("Our contributions are as follows:"),
    Bullets(
        (
            "We formulate online iterative preference optimization under an expected-cost constraint and derive a "
            "Lagrangian pair-labelling rule that reduces each primal step to a standard DPO update on self-generated pairs.",
            "We introduce cost-gated pairing, a pair-selection rule that forces the rejected response to be an unsafe "
            "sample whenever the policy produces one, so that every prompt on which the policy misbehaves contributes "
            "a safety-relevant comparison.",
            "We evaluate CORAL on a 7B model against six baselines, including PPO-Lagrangian Safe RLHF and iterative DPO "
            "with fixed reward weights, on helpfulness benchmarks, HarmBench, XSTest and a human red-teaming campaign.",
            "We report refusal rates broken down by harm category and show that CORAL reduces attack success while "
            "keeping over-refusal on benign prompts close to that of the supervised starting point.",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "RLHF and policy-gradient alignment. The canonical RLHF pipeline of Ouyang et al. [1] trains a reward model "
        "from pairwise human comparisons and optimizes the policy with PPO [2], which maximizes a clipped surrogate "
        "objective L(θ) = E[min(r_t A_t, clip(r_t, 1−ε, 1+ε) A_t)], where r_t is the probability ratio between the "
        "new and old policies and A_t is an advantage estimate from a learned value function. Because the value "
        "network doubles the memory footprint, several critic-free estimators have been proposed. ReMax [3] uses the "
        "reward of the greedy response as a baseline for REINFORCE. RLOO [4] samples k responses per prompt and "
        "uses the mean reward of the other k − 1 samples as each sample's baseline. GRPO [5] normalizes rewards "
        "within a group of samples by their mean and standard deviation and adds a KL penalty directly to the loss."
    ),
    Para(
        "Direct and iterative preference optimization. DPO [6] reparameterizes the reward in terms of the policy "
        "and a frozen reference model and minimizes a logistic loss on the difference of log-probability ratios. "
        "IPO [7] replaces the logistic loss with a squared loss to avoid overfitting to deterministic preferences, "
        "and KTO [8] learns from unpaired binary feedback using a prospect-theoretic value function. Self-Rewarding "
        "Language Models [9] iterate DPO with the policy acting as its own judge, while iterative DPO with an "
        "external reward model [10] samples several responses per prompt and pairs the best and worst according "
        "to the reward model. Online DPO variants differ mainly in how pairs are selected and how often the "
        "reference model is refreshed."
    ),
)

P3 = (
    Para(
        "Safety alignment and constrained RL. Safe RLHF [11] decouples human preferences into a helpfulness reward "
        "and a harmlessness cost and solves the resulting constrained problem with PPO-Lagrangian, updating the "
        "multiplier from the cost of on-policy rollouts. MODPO [12] extends DPO to multiple objectives by training "
        "a family of policies with different fixed weightings of the objectives, and SACPO [13] applies DPO "
        "stepwise, first for helpfulness and then for safety, on fixed offline datasets. Rule-based rewards [14] "
        "instead use a grader model that checks compliance with a written behaviour policy. Constitutional AI [15] "
        "relies on model-generated critiques guided by a list of principles. CORAL differs from these approaches in "
        "combining three properties: it is online, it is critic-free, and its trade-off parameter is adapted "
        "automatically from measured constraint violations rather than fixed in advance."
    ),
    Para(
        "Evaluation of refusals. Safety evaluations have increasingly emphasized that a low attack success rate is "
        "only meaningful together with a measure of over-refusal. HarmBench [16] standardizes automated red-teaming "
        "across a set of attack methods, and XSTest [17] contains safe prompts that superficially resemble unsafe "
        "ones, such as questions about how to kill a Python process, for which a refusal is counted as an error."
    ),
    Heading("3 Problem Formulation"),
    Para(
        "Definition 1 (Policy and prompts). Let X be a distribution over prompts and let π_θ(y | x) denote an "
        "autoregressive language model policy with parameters θ that assigns a probability to every response y "
        "given a prompt x. Let π_ref denote a reference policy, which in the first iteration is the supervised "
        "fine-tuned (SFT) model."
    ),
    Para(
        "Definition 2 (Helpfulness reward and harmlessness cost). A helpfulness reward model R_φ(x, y) assigns a "
        "real-valued score that increases with the quality of the response, and a cost model C_ψ(x, y) assigns a "
        "real-valued score whose sign indicates safety: a response is deemed unsafe when C_ψ(x, y) > 0 and safe "
        "otherwise. Both models are trained with a Bradley-Terry objective; the cost model additionally carries a "
        "classification term on the binary safety label, following [11]."
    ),
    Para(
        "Definition 3 (Constrained alignment problem). Given a cost budget d, we seek max_θ J_R(θ) = E_{x~X, "
        "y~π_θ}[R_φ(x, y)] − β KL(π_θ || π_ref) subject to J_C(θ) = E_{x~X, y~π_θ}[C_ψ(x, y)] ≤ d, where β > 0 "
        "controls the strength of the KL regularizer. Throughout this paper the budget is d = −0.5, which, because "
        "of the classification term, corresponds to requiring that the expected cost lies comfortably on the safe "
        "side of the decision boundary."
    ),
    Para(
        "The Lagrangian of this problem is L(θ, λ) = J_R(θ) − λ (J_C(θ) − d), where λ ≥ 0 is the Lagrange "
        "multiplier. For a fixed λ, maximizing L over θ is an ordinary KL-regularized reward maximization problem "
        "with the scalarized reward s_λ(x, y) = R_φ(x, y) − λ C_ψ(x, y), whose optimal policy is "
        "π*(y | x) ∝ π_ref(y | x) exp(s_λ(x, y) / β). This observation is what allows each primal step to be carried "
        "out with DPO: preference pairs ranked by s_λ are exactly the pairs a Bradley-Terry model with reward "
        "s_λ would prefer, so the DPO loss on those pairs targets π* for the current value of λ."
    ),
)

P4 = (
    Heading("4 Method: CORAL"),
    Para(
        "CORAL proceeds in K outer iterations. In each iteration the current policy generates several responses "
        "for a batch of fresh prompts, the responses are scored by both reward models, preference pairs are built "
        "from the Lagrangian score, the policy is updated with DPO, and the multiplier is updated from the measured "
        "cost. The reference model of iteration k is the policy produced by iteration k − 1, so that the KL "
        "regularizer limits the size of each step rather than the distance from the SFT model."
    ),
    Heading("4.1 Algorithm"),
    Para(
        "Algorithm 1 (CORAL). Input: SFT policy π_0, reward model R_φ, cost model C_ψ, prompt pool P, budget d, "
        "initial multiplier λ_0, dual step size η_λ, number of iterations K, samples per prompt n."
    ),
    Bullets(
        (
            "Step 1. For k = 1, ..., K: draw a batch P_k of prompts from P without replacement and set π_ref = π_{k−1}.",
            "Step 2. For every x in P_k, sample n responses y_1, ..., y_n from π_{k−1}(· | x) at temperature 0.8.",
            "Step 3. Score every response with R_φ and C_ψ, and compute s_i = R_φ(x, y_i) − λ_{k−1} C_ψ(x, y_i).",
            "Step 4. Cost-gated pairing: let U be the set of unsafe samples (C_ψ > 0). If U is non-empty and not all "
            "samples are unsafe, choose the chosen response y+ as the arg max of s_i among safe samples and the rejected "
            "response y− as the arg max of C_ψ among U; otherwise choose y+ and y− as the arg max and arg min of s_i.",
            "Step 5. Discard the pair if s(y+) − s(y−) < δ, where δ is the margin threshold.",
            "Step 6. Train π_k from π_{k−1} with the DPO loss on the retained pairs, using π_{k−1} as the reference.",
            "Step 7. Compute the empirical cost m_k as the mean of C_ψ over all samples generated in Step 2 and "
            "update λ_k = max(0, λ_{k−1} + η_λ (m_k − d)).",
            "Step 8. Return π_K.",
        )
    ),
    Heading("4.2 The primal step"),
    Para(
        "Given a retained pair (x, y+, y−), the DPO loss is L_DPO(θ) = −E[log σ(β log(π_θ(y+|x) / π_ref(y+|x)) − "
        "β log(π_θ(y−|x) / π_ref(y−|x)))], where σ is the logistic function and β is the same KL coefficient that "
        "appears in Definition 3. Since the pairs are ordered by s_λ, minimizing this loss pushes the implicit "
        "reward β log(π_θ / π_ref) toward the Lagrangian score, and the usual DPO analysis carries over with s_λ "
        "in place of the single reward."
    ),
    Para(
        "A practical problem with ranking purely by s_λ is that, when λ is small, a long and detailed but unsafe "
        "answer can outscore a brief safe refusal, in which case the unsafe response becomes the chosen one. "
        "Conversely, when λ is large, the lowest-scoring sample is often an unhelpful but harmless response, so "
        "pairs built from the extremes teach the model little about safety. Cost-gated pairing (Step 4) resolves "
        "both cases: whenever the policy produces at least one unsafe and at least one safe sample for a prompt, "
        "the pair contrasts the best safe response with the most harmful one, independently of λ. The multiplier "
        "then only controls which safe response is preferred, and how strongly helpfulness is traded for cost on "
        "prompts where all samples are safe or all are unsafe."
    ),
)

P5 = (
    Heading("4.3 The dual step"),
    Para(
        "The multiplier update in Step 7 is projected gradient ascent on the dual function, since the gradient of "
        "L(θ, λ) with respect to λ is −(J_C(θ) − d) and the dual problem minimizes over λ. When the policy's mean "
        "cost exceeds the budget, λ grows and the next round of pairs weighs harmlessness more heavily; when the "
        "policy is safer than required, λ shrinks toward zero and helpfulness dominates. We estimate the expected "
        "cost from all n samples per prompt, not only from the retained pairs, so that the estimate is unbiased "
        "with respect to the sampling distribution of π_{k−1}. Unlike PPO-Lagrangian, which updates λ after every "
        "rollout batch, CORAL updates it once per outer iteration; we found that this coarser schedule is "
        "sufficient because each iteration already spans several hundred gradient steps' worth of data."
    ),
    Para(
        "Why it works. There are two complementary mechanisms. First, on-policy sampling ensures that the pairs "
        "always reflect the failure modes of the current model: a jailbreak that the SFT model falls for but the "
        "first-iteration model resists no longer produces unsafe samples, so training effort shifts to the "
        "remaining failures. Second, the adaptive multiplier counteracts the over-refusal that a fixed large "
        "weight produces, because once the measured cost falls below d the dual step lowers λ and the Lagrangian "
        "score again favours the more helpful of two safe responses, which for borderline benign prompts is a "
        "compliant answer rather than a refusal."
    ),
    Heading("5 Experimental Setup"),
    Para(
        "Models. Our policy is initialized from Mistral-7B-v0.3, which we fine-tune for three epochs on 200K "
        "dialogues from UltraChat mixed with 15K safety demonstrations from the PKU-SafeRLHF training split; we "
        "refer to this model as SFT. The helpfulness reward model R_φ and the cost model C_ψ are both initialized "
        "from Llama-3.1-8B-Instruct with the language-modelling head replaced by a scalar head. R_φ is trained on "
        "UltraFeedback and HelpSteer2 preference pairs, and C_ψ is trained on the safety preference pairs and "
        "safety labels of PKU-SafeRLHF."
    ),
    Para(
        "Prompts. The prompt pool contains 80K prompts: 50K drawn from UltraFeedback and 30K drawn from the "
        "PKU-SafeRLHF prompt set, deduplicated against all evaluation sets by 13-gram overlap. Each of the K = 4 "
        "iterations uses 20K prompts drawn without replacement, so that every prompt in the pool is used exactly "
        "once over the course of training."
    ),
    Para(
        "Training details. We generate n = 8 responses per prompt with temperature 0.8 and top-p 0.95, up to 1,024 "
        "new tokens, using vLLM. The DPO step uses β = 0.1, a learning rate of 5 × 10^-7 with cosine decay and a "
        "warmup ratio of 0.1, a global batch size of 64 pairs, two epochs per iteration, and the AdamW optimizer, "
        "with a maximum sequence length of 2,048 tokens. The pair margin is δ = 0.5. The multiplier starts at "
        "λ_0 = 1.0 and is updated with step size η_λ = 0.8. All training runs on a single node of eight NVIDIA "
        "H100 80GB GPUs with DeepSpeed ZeRO-3; one full CORAL run takes about 31 hours of wall-clock time."
    ),
    Para(
        "Score normalization. Because R_φ and C_ψ are trained on different data, their raw scores live on "
        "different scales, which would make the value of λ hard to interpret. Before computing s_i in Step 3 we "
        "therefore standardize each score using the mean and standard deviation measured on the samples of the "
        "first iteration, and we keep these statistics frozen afterwards so that λ is expressed in comparable "
        "units throughout training."
    ),
)

MAIN_TABLE = TableBlock(
    "Table 1: Main results. AlpacaEval 2 reports the length-controlled win rate against GPT-4 Turbo; MT-Bench is "
    "the average GPT-4 score on a 1-10 scale; HarmBench reports the attack success rate (ASR) averaged over all "
    "attack methods; XSTest reports the refusal rate on its 250 safe prompts; Harmless is the percentage of "
    "responses judged harmless on our 1,200-prompt red-team set. Lower is better for ASR and XSTest.",
    (
        ("Method", "AlpacaEval 2 LC", "MT-Bench", "HarmBench ASR", "XSTest refusal", "Harmless (%)"),
        ("SFT", "9.8", "6.41", "41.3", "6.0", "71.2"),
        ("Offline DPO (SafeRLHF)", "12.1", "6.52", "28.7", "14.4", "82.5"),
        ("Safe RLHF (PPO-Lag.)", "14.6", "6.70", "19.5", "18.8", "88.9"),
        ("SACPO", "13.2", "6.63", "21.4", "16.0", "86.7"),
        ("MODPO (w = 0.5)", "16.3", "6.79", "22.8", "12.0", "86.3"),
        ("Iter-DPO (helpful only)", "22.4", "7.12", "47.9", "3.6", "66.0"),
        ("Iter-DPO (fixed λ = 1)", "17.9", "6.88", "17.2", "21.2", "90.1"),
        ("CORAL (ours)", "20.7", "7.04", "9.6", "7.2", "94.8"),
    ),
)

P6 = (
    Para(
        "Baselines. We compare against six baselines, all starting from the same SFT model. Offline DPO is trained "
        "for one epoch on the 74K safety preference pairs of PKU-SafeRLHF. Safe RLHF is our reimplementation of "
        "PPO-Lagrangian with the same reward and cost models and the same budget d. SACPO and MODPO use the "
        "authors' released code with the same preference data as the offline DPO baseline. Iter-DPO (helpful "
        "only) is CORAL with λ fixed at zero and cost-gated pairing disabled, and Iter-DPO (fixed λ = 1) keeps the "
        "multiplier at its initial value throughout; both use the same prompts, samples and DPO hyperparameters "
        "as CORAL."
    ),
    Para(
        "Evaluation. Helpfulness is measured with AlpacaEval 2 and MT-Bench. Safety is measured with HarmBench, "
        "using its standard classifier to decide whether an attack succeeded, and with a human red-teaming "
        "campaign described in Section 6.2. Over-refusal is measured on XSTest and on the benign portion of our "
        "category breakdown. Unless otherwise noted, all results use greedy decoding."
    ),
    Heading("6 Results"),
    Heading("6.1 Main results"),
    MAIN_TABLE,
    Para(
        "Table 1 summarizes the main comparison. CORAL attains the lowest HarmBench attack success rate of all "
        "methods, 9.6%, which is less than half of that of Safe RLHF and roughly a quarter of that of the SFT model. "
        "At the same time it retains most of the helpfulness gain of unconstrained iterative DPO: its AlpacaEval 2 "
        "win rate is 1.7 points below that of the helpfulness-only variant, whereas the fixed-weight variant "
        "gives up 4.5 points. The helpfulness-only variant illustrates the failure mode that motivated this work, "
        "since it raises the attack success rate above that of the SFT model it started from."
    ),
)

REFUSAL_TABLE = TableBlock(
    "Table 2: Refusal rate (%) by category on the red-team set. The first eight rows are harmful categories "
    "(higher is better); the last row is the benign-but-sensitive control set (lower is better). Each harmful "
    "category contains 120 prompts and the benign control set contains 240 prompts.",
    (
        ("Category", "SFT", "Safe RLHF", "Iter-DPO (λ = 1)", "CORAL"),
        ("Violent crime", "78.3", "91.7", "93.3", "96.7"),
        ("Cyber-attacks / malware", "60.8", "84.2", "88.3", "93.3"),
        ("Weapons (CBRN)", "85.0", "95.0", "96.7", "98.3"),
        ("Self-harm", "74.2", "90.8", "92.5", "95.8"),
        ("Hate speech", "70.0", "87.5", "90.0", "94.2"),
        ("Sexual content", "80.8", "92.5", "94.2", "95.0"),
        ("Privacy violations", "55.8", "79.2", "85.0", "90.8"),
        ("Misinformation", "47.5", "70.8", "78.3", "86.7"),
        ("Benign-but-sensitive", "8.3", "22.5", "27.1", "10.4"),
    ),
)

P7 = (
    Para(
        "Among the constrained baselines, the gap is largest on over-refusal. Iter-DPO with a fixed multiplier "
        "reaches an attack success rate only 7.6 points above CORAL but refuses 21.2% of XSTest's safe prompts, "
        "almost three times the rate of CORAL. Safe RLHF also over-refuses noticeably, which we attribute to the "
        "fact that its multiplier, updated after every PPO batch, overshoots early in training and the policy "
        "does not fully recover within the training budget."
    ),
    Heading("6.2 Red-teaming and refusal rates"),
    Para(
        "To complement automated benchmarks, we ran a human red-teaming campaign. Fourteen annotators with prior "
        "content-moderation experience wrote adversarial prompts in eight harm categories, using techniques such "
        "as role-play, hypothetical framing, payload splitting and multi-turn escalation. After filtering "
        "duplicates, the red-team set contains 1,200 prompts: 960 harmful prompts evenly divided among the eight "
        "categories and 240 benign-but-sensitive prompts, such as questions about medication dosages or the "
        "history of extremist movements, that a well-calibrated assistant should answer. Responses were judged "
        "harmless or harmful by GPT-4o with a rubric, and 300 randomly chosen judgements were checked by two "
        "authors."
    ),
    REFUSAL_TABLE,
    Para(
        "Table 2 breaks refusal behaviour down by category. CORAL has the highest refusal rate in every harmful "
        "category, with the largest improvement over the SFT model on misinformation and privacy violations, "
        "the two categories in which the SFT model was weakest. Crucially, its refusal rate on benign-but-sensitive "
        "prompts rises by only about two points over the SFT model, while both Safe RLHF and the fixed-weight "
        "variant refuse more than a fifth of these benign prompts. The remaining failures of CORAL are dominated by "
        "multi-turn escalation attacks, which account for 31 of the 59 harmful prompts it did not refuse."
    ),
)

FIGURE = FigureBlock(
    "Figure 1: Training dynamics of CORAL. Black: the Lagrange multiplier λ (scaled by 1/3); grey: the fraction "
    "of sampled responses judged unsafe by the cost model; both are recorded at the end of each iteration and linearly interpolated in between. The multiplier rises from λ_0 = 1.0 to a peak of 2.6 "
    "during the second iteration and settles at 1.4 by the end of training, while the unsafe fraction falls "
    "from 23.5% on samples of the SFT model to 3.8% in the final iteration.",
    "DPO gradient steps (x5)",
    "λ / unsafe fraction",
    (
        (0.33, 0.45, 0.62, 0.78, 0.87, 0.84, 0.72, 0.61, 0.53, 0.49, 0.47),
        (0.94, 0.78, 0.61, 0.45, 0.33, 0.26, 0.22, 0.19, 0.17, 0.16, 0.15),
    ),
)

ABLATION_TABLE = TableBlock(
    "Table 3: Ablations of CORAL. Each row changes one component relative to the full method; all other "
    "settings follow Section 5.",
    (
        ("Variant", "AlpacaEval 2 LC", "HarmBench ASR", "XSTest refusal"),
        ("CORAL (full)", "20.7", "9.6", "7.2"),
        ("w/o cost-gated pairing", "21.3", "15.8", "8.0"),
        ("w/o margin filter (δ = 0)", "19.4", "10.9", "7.6"),
        ("fixed reference (π_ref = SFT)", "18.2", "11.3", "9.2"),
        ("n = 4 samples per prompt", "19.1", "12.7", "7.4"),
        ("n = 16 samples per prompt", "21.0", "9.1", "7.0"),
        ("η_λ = 0.2", "18.6", "9.9", "12.4"),
        ("K = 2 iterations", "16.5", "14.2", "6.8"),
    ),
)

P8 = (
    Heading("6.3 Training dynamics"),
    FIGURE,
    Para(
        "Figure 1 illustrates how the dual step behaves in practice. In the first iteration the unsafe fraction of "
        "the SFT model's samples is well above what the budget allows, so the multiplier grows. By the third "
        "iteration the policy rarely produces unsafe samples and the multiplier falls back, which is when the "
        "AlpacaEval 2 win rate shows its largest single-iteration gain. Measured after each iteration, the "
        "win rate of CORAL was 12.9, 15.2, 18.8 and 20.7 percent, while the HarmBench attack success rate went "
        "from 24.1 to 15.5, 11.0 and finally 9.6 percent."
    ),
    Heading("6.4 Ablations"),
    ABLATION_TABLE,
    Para(
        "Table 3 isolates the components of CORAL. Removing cost-gated pairing slightly increases helpfulness but "
        "raises the attack success rate by more than six points, confirming that contrasting the best safe "
        "response with the most harmful sample is the main driver of the safety gain. Keeping the reference fixed "
        "at the SFT model hurts both axes, because the KL term then increasingly restrains the later iterations. "
        "Doubling the number of samples per prompt to sixteen gives small further improvements at twice the "
        "generation cost, whereas halving it to four noticeably weakens safety, since fewer prompts then yield "
        "both a safe and an unsafe sample."
    ),
)

P9 = (
    Para(
        "A smaller dual step size, η_λ = 0.2, makes the multiplier react more slowly, so that λ remains elevated for "
        "longer after the policy has become safe and over-refusal on XSTest rises markedly, mirroring the "
        "fixed-weight baseline. Stopping after two iterations "
        "yields a safe but noticeably less helpful model, since most of the helpfulness gain arrives after the "
        "multiplier has relaxed."
    ),
    Heading("7 Discussion"),
    Para(
        "Our results suggest that much of the tension between helpfulness and harmlessness reported for "
        "single-reward RLHF is an artefact of fixing the trade-off in advance. When the weight on harmlessness "
        "is chosen too low, the policy learns that detailed compliance is rewarded and attack success rises; when "
        "it is chosen too high, as in the fixed-weight baseline, the policy learns that refusals are a safe bet "
        "even for benign requests. An adaptive multiplier that responds to measured violations avoids both "
        "extremes without a hyperparameter sweep over the weight. We also note that the cost model itself becomes "
        "a target of optimization: in a manual inspection of 200 samples from the final iteration, we found 6 "
        "responses that the cost model scored as safe but that contained partially actionable harmful content, "
        "usually embedded in a nominal refusal."
    ),
    Heading("8 Limitations"),
    Para(
        "CORAL inherits the blind spots of its reward and cost models, and our red-team evaluation relies on an "
        "LLM judge whose own errors may correlate with those of the cost model. We only study a single 7B policy "
        "and a single pair of reward models, and we have not examined whether the chosen budget d transfers to "
        "other model families. The multiplier is updated only four times in a full run, so its trajectory is "
        "coarse, and our human red-teaming campaign, while diverse, was conducted in English only."
    ),
    Heading("9 Broader Impact and Ethics"),
    Para(
        "This work aims to make deployed language models both safer and more useful, and the constrained "
        "formulation makes the safety target an explicit, auditable quantity rather than an implicit property of "
        "the training data. However, the same machinery could be inverted, for example by flipping the sign of the "
        "cost, to train a model that is more willing to cause harm; we therefore do not release the cost model "
        "checkpoints or the red-team prompts, and we release the policy only for research use. Red-team annotators "
        "were compensated at a rate above the local living wage, could skip any prompt, and had access to "
        "wellbeing support given the distressing nature of some categories. The study protocol was reviewed by "
        "our institution's ethics board."
    ),
    Heading("10 Conclusion"),
    Para(
        "We presented CORAL, an online iterative DPO method that aligns a language model for helpfulness under an "
        "explicit harmlessness constraint by labelling its own samples with a Lagrangian combination of two reward "
        "models, pairing them with a cost-gated rule, and adapting the multiplier by dual ascent. On a 7B model, "
        "CORAL reduces the HarmBench attack success rate from 41.3% to 9.6% while keeping over-refusal close to "
        "that of the SFT starting point and recovering most of the helpfulness of unconstrained iterative DPO. "
        "Future work includes per-category constraints and extending the approach to multi-turn dialogue."
    ),
)

P10 = (
    Heading("References"),
    References(
        (
            "[1] L. Ouyang, J. Wu, X. Jiang, et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
            "[2] J. Schulman, F. Wolski, P. Dhariwal, A. Radford, and O. Klimov. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
            "[3] Z. Li, T. Xu, Y. Zhang, et al. ReMax: A simple, effective, and efficient reinforcement learning method for aligning large language models. ICML, 2024.",
            "[4] A. Ahmadian, C. Cremer, M. Galle, et al. Back to basics: Revisiting REINFORCE style optimization for learning from human feedback in LLMs. ACL, 2024.",
            "[5] Z. Shao, P. Wang, Q. Zhu, et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
            "[6] R. Rafailov, A. Sharma, E. Mitchell, S. Ermon, C. D. Manning, and C. Finn. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
            "[7] M. G. Azar, M. Rowland, B. Piot, et al. A general theoretical paradigm to understand learning from human preferences. AISTATS, 2024.",
            "[8] K. Ethayarajh, W. Xu, N. Muennighoff, D. Jurafsky, and D. Kiela. KTO: Model alignment as prospect theoretic optimization. ICML, 2024.",
            "[9] W. Yuan, R. Y. Pang, K. Cho, et al. Self-rewarding language models. ICML, 2024.",
            "[10] H. Dong, W. Xiong, B. Pang, et al. RLHF workflow: From reward modeling to online RLHF. TMLR, 2024.",
            "[11] J. Dai, X. Pan, R. Sun, et al. Safe RLHF: Safe reinforcement learning from human feedback. ICLR, 2024.",
            "[12] Z. Zhou, J. Liu, J. Shao, et al. Beyond one-preference-fits-all alignment: Multi-objective direct preference optimization. Findings of ACL, 2024.",
            "[13] A. Wachi, T. Q. Tran, R. Sato, T. Tanabe, and Y. Akimoto. Stepwise alignment for constrained language model policy optimization. NeurIPS, 2024.",
            "[14] T. Mu, A. Helyar, J. Heidecke, et al. Rule based rewards for language model safety. NeurIPS, 2024.",
            "[15] Y. Bai, S. Kadavath, S. Kundu, et al. Constitutional AI: Harmlessness from AI feedback. arXiv:2212.08073, 2022.",
            "[16] M. Mazeika, L. Phan, X. Yin, et al. HarmBench: A standardized evaluation framework for automated red teaming and robust refusal. ICML, 2024.",
            "[17] P. Rottger, H. R. Kirk, B. Vidgen, et al. XSTest: A test suite for identifying exaggerated safety behaviours in large language models. NAACL, 2024.",
        )
    ),
)

RM_TABLE = TableBlock(
    "Table 4: Reward and cost model details. Accuracy is pairwise preference accuracy on the held-out split; "
    "safety accuracy is the accuracy of sign(C_ψ) as a binary safe/unsafe classifier.",
    (
        ("Model", "Training pairs", "Epochs", "Learning rate", "Held-out accuracy"),
        ("R_φ (helpfulness)", "132K", "1", "2 × 10^-6", "76.3%"),
        ("C_ψ (harmlessness)", "74K", "2", "1 × 10^-6", "73.9% (safety acc. 91.8%)"),
    ),
)

P11 = (
    Heading("A Appendix: Additional Details"),
    Heading("A.1 Reward and cost models"),
    RM_TABLE,
    Para(
        "Both scorers use a maximum sequence length of 4,096 tokens and a global batch size of 256 pairs. The cost "
        "model's loss adds the classification term with weight 1.0 to the Bradley-Terry term. During labelling in "
        "Step 3, scoring all samples of one iteration (160K responses) takes about 1.6 hours on the same eight GPUs."
    ),
    Heading("A.2 Pair statistics"),
    Para(
        "In the first iteration, 38.4% of prompts produced both safe and unsafe samples and were therefore paired "
        "by the cost-gated rule; by the fourth iteration this share had dropped to 6.1%. The margin filter removed "
        "between 11% and 17% of candidate pairs per iteration, leaving 17.2K pairs in the first iteration and "
        "16.9K pairs in the last."
    ),
    Heading("A.3 Judge rubric and compute"),
    Para(
        "The GPT-4o judge receives the prompt, the response and a rubric that asks whether the response provides "
        "information or assistance that materially increases the user's ability to cause harm; a partial or "
        "hedged answer that contains actionable details counts as harmful. On the 300 audited judgements, the "
        "two authors agreed with the judge in 94.3% of cases. In total, the CORAL experiments, including the "
        "baselines and ablations, consumed approximately 2,900 H100 GPU-hours, of which the Safe RLHF baseline "
        "alone accounted for 610 GPU-hours."
    ),
    Heading("A.4 Evaluation settings"),
    Para(
        "For HarmBench we report the attack success rate averaged over five attack methods: direct request, GCG, "
        "PAIR, TAP and AutoDAN, with the official Llama-2-13B classifier deciding success. Generation for all "
        "evaluations uses at most 2,048 new tokens. For AlpacaEval 2 we use the default weighted GPT-4 Turbo "
        "annotator; for MT-Bench we report the mean over both turns."
    ),
)

PAPER = GeneratedPaper(
    file="safedpo.pdf",
    title="CORAL: Constrained Online Preference Optimization for Helpful and Harmless Language Models",
    short_title="CORAL: Constrained Online Preference Optimization",
    authors="Mirela Vasquez-Oduya, Tobias Lindqvist, Hyun-Jae Park, Priyanka Raghunathan, Daniel K. Osei",
    affiliations="Halden Institute for Machine Intelligence, Oslo; Department of Computer Science, University of Toronto",
    stamp="arXiv:2510.04471v2  [cs.CL]  9 Oct 2025",
    abstract=(
        "Aligning language models to be both helpful and harmless is often framed as optimizing a single reward, "
        "which fixes the trade-off between the two objectives in advance and tends to produce either unsafe "
        "compliance or excessive refusal. We propose CORAL, an online iterative preference optimization method "
        "that treats harmlessness as an explicit constraint. In each iteration, the policy samples several "
        "responses per prompt, which are scored by a helpfulness reward model and a harmlessness cost model and "
        "combined into a Lagrangian score; preference pairs are selected with a cost-gated rule, the policy is "
        "updated with direct preference optimization, and the Lagrange multiplier is adapted by dual ascent on "
        "the measured constraint violation. On a 7B model, CORAL lowers the HarmBench attack success rate from "
        "41.3% to 9.6% and raises the AlpacaEval 2 length-controlled win rate from 9.8% to 20.7%, while its "
        "over-refusal on XSTest stays close to that of the supervised model. A human red-teaming study with "
        "1,200 prompts and a per-category refusal analysis confirm that the gains hold across harm categories."
    ),
    pages=(P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11),
)
