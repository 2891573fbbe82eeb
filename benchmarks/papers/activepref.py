"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 13); its questions are in benchmarks/questions/answers_fresh4_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="activepref.pdf",
    title="CARTA: Cost-Aware Active Selection of Preference Pairs for Direct Preference Optimization",
    short_title="CARTA: Cost-Aware Active Preference Selection for DPO",
    authors="Ines Lindqvist (1), Rafael Okonkwo-Mendes (2), Hyun-Woo Baek (1), Margit Szalay (3)",
    affiliations="(1) Tallhaven Institute of Applied Computing   (2) Corvid Labs   (3) Elsinore College of Informatics",
    stamp="arXiv:2610.08852v1  [cs.CL]  14 Oct 2026",
    abstract=(
        "Direct preference optimization (DPO) turns human comparisons into a better policy without a reward model, but "
        "the comparisons themselves are the expensive part: annotators are paid by the hour, and close pairs take them "
        "longer to judge than easy ones. We present CARTA (Cost-Aware Reward-margin Targeted Annotation), which decides "
        "which prompt/response pairs to send to annotators under a fixed budget in dollars. CARTA scores every candidate "
        "pair by the uncertainty of the implicit DPO reward margin across recent policy snapshots, rewards pairs that are "
        "far from those already chosen, and divides by the predicted cost of the comparison, so that a pair is chosen for "
        "the information it buys per dollar. Selection runs in eight rounds, retraining the policy between rounds. With a "
        "budget of $4,000 per task, CARTA raises the TL;DR win rate of a Pythia-2.8B policy from 52.4% (random selection) "
        "to 58.9% and the AlpacaEval 2.0 length-controlled win rate of a Mistral-7B policy from 17.2% to 21.3%, and on "
        "summarization it beats random selection given twice the budget. The pairs CARTA picks are harder for people too: their "
        "inter-annotator agreement is markedly lower, and we analyse what this means for label noise."
    ),
    pages=(
        (
            Heading("1 Introduction"),
            Para(
                "Preference-based fine-tuning is now a routine final stage of training language models. DPO [1] made it "
                "cheaper in compute by optimizing the policy directly on pairwise comparisons, with no reward model and no "
                "reinforcement learning loop. It did nothing, however, to make the comparisons cheaper. A practitioner "
                "who wants a policy aligned to a new task or a new population of users still has to pay people to read two "
                "responses and pick one, and at current rates that bill dominates every other cost of the project."
            ),
            Para(
                "The usual practice is to sample prompts uniformly, draw two responses from the supervised (SFT) policy, "
                "and label everything until the money runs out. Much of that money is wasted. Many pairs are easy: one "
                "response is truncated, off-topic or plainly worse, and the policy already prefers the better one. Other "
                "pairs are near-duplicates of pairs already labeled. Active learning addresses exactly this waste, and "
                "several recent works apply it to preference data [3, 4]. They share two simplifications that matter in "
                "practice. First, they count labels rather than dollars, assuming every comparison costs the same. Second, "
                "they treat the annotator as a noiseless oracle."
            ),
            Para(
                "Neither assumption holds. In a pilot with a commercial annotation vendor, the time an annotator spent on "
                "a comparison varied by more than a factor of four across pairs, growing with the length of the responses "
                "and, crucially, with how close the two responses were. The pairs an uncertainty-based method most wants "
                "to label are therefore the most expensive ones, and they are also the ones on which annotators disagree "
                "most. A method that ignores cost overpays for hard pairs; a method that ignores disagreement overestimates "
                "how much it learns from them."
            ),
        ),
        (
            Para(
                "We propose CARTA, a batch-mode active selection method for DPO whose unit of account is the dollar. Our "
                "contributions are the following."
            ),
            Bullets(
                (
                    "An acquisition score that combines the uncertainty of the implicit DPO reward margin, estimated from "
                    "a small ensemble of policy snapshots, with a diversity bonus and a learned per-pair cost, and a greedy "
                    "batch selection that fills a dollar budget per round.",
                    "A cost model that predicts annotation time from the pair itself, fitted on a pilot and refitted after "
                    "every round on the times actually measured.",
                    "Experiments with paid human annotators on summarization and instruction following, in which CARTA "
                    "outperforms random, diversity-only and uncertainty-only selection at every budget we tried.",
                    "An analysis of inter-annotator agreement on the selected pairs, showing that informative pairs are "
                    "contentious and that spending the budget on more pairs beats spending it on repeated labels.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Preference optimization. Reinforcement learning from human feedback fits a reward model to comparisons "
                "and optimizes the policy against it [2]. DPO [1] shows that the same objective can be optimized in closed "
                "form, with the policy's log-ratio to a reference model acting as an implicit reward. We use this implicit "
                "reward as the basis of our uncertainty estimate, so CARTA needs no model beyond the policy and its "
                "reference."
            ),
            Para(
                "Active preference learning. Okafor and Lemaire [3] select prompts by the entropy of the policy's implicit "
                "preference between two sampled responses (APO-Ent), and report gains over random selection in label "
                "count. Hsu et al. [4] use a reward-model ensemble and select pairs by ensemble disagreement, which "
                "requires training several reward models per round. Neither method accounts for annotation cost. Classical "
                "active learning offers diversity-based batch selection, most prominently the k-center coreset of Sener "
                "and Savarese [5], which we use as a baseline."
            ),
            Para(
                "Cost-sensitive annotation. Settles et al. [6] showed for text classification that annotation time varies "
                "widely between examples and that return on investment, information divided by cost, is a better "
                "selection criterion than information alone. Their cost model was fitted per annotator; ours is fitted "
                "per task across a pool of annotators, because vendors rarely route work to a fixed person."
            ),
            Para(
                "Annotator disagreement. Preference labels are noisy: on open-ended tasks, agreement between two trained "
                "annotators is often around 65-75% [7]. Varga and Idris [8] argue that disagreement on a pair is itself "
                "informative and should be modeled rather than averaged away. We measure agreement on our selected pairs "
                "but keep the standard single-label DPO loss; Section 6 discusses the consequences."
            ),
            Heading("3 Method"),
            Para(
                "We are given a pool P of candidate pairs (x, y_a, y_b), each a prompt with two responses sampled from "
                "the SFT policy, and a total budget B in dollars. Selection proceeds in R rounds. In round t we choose a "
                "batch S_t from the unlabeled pool, send it to annotators, add the returned labels to the labeled set D, "
                "and retrain the DPO policy on D before the next round."
            ),
        ),
        (
            Heading("3.1 Uncertainty from the implicit reward margin"),
            Para(
                "A DPO policy π_θ trained against a reference π_ref defines an implicit reward r(x, y) = β · log[π_θ(y|x) / "
                "π_ref(y|x)]. For a candidate pair the implicit margin is m(x, y_a, y_b) = r(x, y_a) − r(x, y_b), and the "
                "policy's predicted probability that y_a is preferred is σ(m), with σ the logistic function. A single "
                "policy is overconfident on pairs unlike its training data, so we compute the margin under the last M = 3 "
                "policy checkpoints (the policies trained after rounds t−1, t−2 and t−3; fewer in early rounds) and define"
            ),
            Para("u(x, y_a, y_b) = H(σ(m_avg)) + η · Var_j[m_j],        (1)"),
            Para(
                "where m_j is the margin under checkpoint j, m_avg is their mean, H is the binary entropy in nats and η = 0.5. "
                "The first term is large when the policy is undecided; the second is large when successive policies "
                "disagree, which flags pairs in regions the policy is still moving through. All margins are computed with "
                "the same β as in training."
            ),
            Heading("3.2 Diversity"),
            Para(
                "Uncertainty alone fills a batch with near-duplicates: pairs from the same kind of prompt tend to be "
                "uncertain together. We embed each pair as the mean of the gte-base sentence embeddings of its prompt and "
                "of its two responses, and define the diversity of a pair with respect to a set S as d(x, S) = min over s "
                "in S of [1 − cos(e(x), e(s))], where S contains both the pairs already labeled and those already chosen in "
                "the current batch."
            ),
            Heading("3.3 Annotation cost"),
            Para(
                "We predict the time an annotator will spend on a pair with a linear regressor t_pred(x, y_a, y_b) on four "
                "features: the total token count of the prompt and both responses, the absolute length difference of the "
                "responses, a task indicator, and the clipped margin magnitude min(|m_avg|, 2), since close pairs take longer. "
                "The predicted cost in dollars is c_pred = t_pred / 3600 · w · (1 + f), with hourly wage w and vendor fee f. The "
                "regressor is refitted after every round on the times measured by the annotation interface, so it adapts "
                "to the pairs that CARTA actually selects rather than to the pilot distribution."
            ),
            Heading("3.4 Acquisition and batch selection"),
            Para("The acquisition score of a candidate pair is"),
            Para("a(x, y_a, y_b) = u(x, y_a, y_b) · [1 + λ · d(x, S)] / c_pred(x, y_a, y_b)^γ,        (2)"),
            Para(
                "with λ = 0.3 and γ = 0.5. The exponent γ interpolates between ignoring cost (γ = 0) and maximizing "
                "information per dollar (γ = 1); we found the intermediate value best, since the cost predictions are "
                "noisy and γ = 1 over-rewards short, uninformative pairs (Section 5.3). Within a round, CARTA selects "
                "greedily: it adds the pair with the highest score, updates d for the remaining candidates, subtracts "
                "the predicted cost from the round budget, and stops when the next pair no longer fits. Annotators are "
                "then paid for the time they actually spend, so realized spending can deviate from the plan; any surplus "
                "or deficit is carried over to the next round."
            ),
            Para(
                "Round 1 has no trained policy, so every margin is zero and u is constant. We spend it as a seed round, "
                "selecting by diversity divided by cost alone. The budget is split evenly across the R = 8 rounds, so "
                "with B = $4,000 each round, including the seed round, has $500."
            ),
        ),
        (
            Heading("4 Experimental Setup"),
            Para(
                "Tasks and pools. For summarization we use the Reddit TL;DR dataset [2]: the pool consists of 40,000 posts "
                "from its training split, each with two summaries sampled from the SFT policy at temperature 0.9. For "
                "instruction following we take 30,000 prompts from UltraFeedback and sample two responses per prompt at "
                "temperature 0.8. Pools are built once before the first round and never regenerated."
            ),
            Para(
                "Models. The summarization policy is Pythia-2.8B, fine-tuned on the TL;DR reference summaries; the "
                "instruction-following policy is Mistral-7B-v0.3 fine-tuned on UltraChat-200k. In both cases the SFT model "
                "serves as the reference π_ref and as the initialization of every DPO run."
            ),
            Para(
                "DPO training. After each round we retrain from the SFT model on all labels collected so far, rather than "
                "continuing from the previous round's policy; warm-starting was slightly worse in a pilot and would make "
                "the snapshot ensemble of Section 3.1 less diverse. We use β = 0.05, a learning rate of 5e-7 with cosine "
                "decay and 10% warmup, AdamW, a batch size of 64 pairs and two epochs. Maximum sequence length is 512 "
                "tokens for TL;DR and 1,024 for instruction following. All training runs in bf16 with DeepSpeed ZeRO-3 on "
                "a single node of 8 NVIDIA A100 80GB GPUs. The final-round DPO run takes 1.9 hours for the Mistral-7B "
                "policy and 0.6 hours for Pythia-2.8B."
            ),
            Para(
                "Annotation. Labels were collected through a commercial vendor from 38 contractors who passed a "
                "qualification test of 25 comparisons with known answers, requiring at least 80% accuracy. Contractors "
                "were paid $16.50 per hour and the vendor charged a 20% fee, so the effective rate is $19.80 per "
                "annotator-hour. The interface showed the prompt and both responses in random order and offered three "
                "choices: A, B, or tie. Ties are paid for but discarded from training. The median time per comparison was "
                "52 seconds for TL;DR and 83 seconds for instruction following. Because several methods often select the "
                "same pair, we label each pair once and reuse its label and its measured time across methods; a method is "
                "charged the measured time of every pair it selects, whether or not another method chose it first. Over "
                "all runs in this paper, including ablations, we spent $27,350 on annotation, or 1,381 annotator-hours."
            ),
            Para(
                "Baselines. Random selects pairs uniformly until the round budget is spent. Coreset is the greedy k-center "
                "method of [5] in the same embedding space as our diversity term. Margin-only selects by u alone, with no "
                "diversity bonus and no cost term. APO-Ent [3] selects by the entropy term of Eq. (1) under the current "
                "policy only and adds pairs in order of score. All methods use the same rounds, budget and training "
                "recipe; only the selection rule differs. As a reference point we also run Random with twice the budget."
            ),
            Para(
                "Evaluation. For TL;DR we report the win rate against the human reference summaries on 500 test posts, "
                "judged by GPT-4o with both presentation orders; a pair counts as a win only if the policy's summary wins "
                "in both orders, and as half a win if the orders disagree. For instruction following we report the "
                "length-controlled win rate of AlpacaEval 2.0 [9]. Selection is deterministic given the pool; we repeat "
                "each final DPO training with three seeds and report the mean and standard deviation."
            ),
        ),
        (
            Heading("5 Results"),
            Heading("5.1 Main comparison"),
            Para(
                "Table 1 gives the results at the full budget of $4,000 per task. CARTA is best on both tasks, by 3.3 "
                "points of TL;DR win rate and 1.9 points of AlpacaEval 2.0 LC win rate over the strongest baseline, "
                "APO-Ent. It is also the only active method that labels more pairs than Random: uncertainty-driven "
                "methods drift toward close, long pairs, which take annotators longer, so Margin-only buys 15% fewer "
                "TL;DR labels than Random for the same money. CARTA's cost term pulls it back toward cheaper pairs without "
                "giving up their informativeness, and its label count ends slightly above Random's."
            ),
            TableBlock(
                "Table 1: Results at a budget of $4,000 per task. Labels counts non-tie comparisons bought with the budget. "
                "Win rates in %, mean ± standard deviation over three DPO training seeds.",
                (
                    ("Method", "TL;DR labels", "TL;DR win", "Instr. labels", "AE2 LC win"),
                    ("SFT (no DPO)", "0", "31.8", "0", "9.6"),
                    ("Random", "13,960", "52.4 ± 0.9", "8,610", "17.2 ± 0.6"),
                    ("Coreset [5]", "14,110", "53.0 ± 1.1", "8,540", "17.8 ± 0.5"),
                    ("Margin-only", "11,870", "55.1 ± 0.8", "7,350", "18.9 ± 0.7"),
                    ("APO-Ent [3]", "12,240", "55.6 ± 1.0", "7,610", "19.4 ± 0.6"),
                    ("CARTA (ours)", "14,420", "58.9 ± 0.7", "9,130", "21.3 ± 0.5"),
                    ("Random, $8,000", "27,930", "57.3 ± 0.6", "17,200", "20.6 ± 0.4"),
                ),
            ),
            Para(
                "The last row is the most practically relevant comparison. Random selection with twice the money reaches "
                "57.3% on TL;DR and 20.6% on AlpacaEval 2.0, both below CARTA at $4,000. On summarization the gap is "
                "larger than the seed-to-seed deviation of either method; on instruction following it is within about one "
                "standard deviation, so we claim parity there rather than superiority."
            ),
            Para(
                "Responses became longer after DPO for every method, a known effect of preference training. Because the "
                "AlpacaEval metric we report is length-controlled and the TL;DR judge was instructed to penalize padding, "
                "we do not think length explains the differences in Table 1: the mean summary length of CARTA's TL;DR "
                "policy, 41 tokens, is within 2 tokens of Random's."
            ),
            Heading("5.2 Budget efficiency"),
            Para(
                "Figure 1 shows TL;DR win rate as a function of money spent. The curves separate after the seed round and "
                "the gap widens until about $2,000, after which all methods improve more slowly. CARTA matches the final "
                "win rate of Random (52.4%) at the end of round 4, that is with half the budget; on instruction following "
                "it does so at the end of round 5, with $2,500. Measured this way, CARTA saves between 37.5% and 50% of the "
                "annotation spend needed to reach the random baseline's quality."
            ),
        ),
        (
            FigureBlock(
                "Figure 1: TL;DR win rate (as a fraction) against annotation budget spent, in units of $10, evaluated at "
                "$0, $1,000, $2,000, $3,000 and $4,000. Black: CARTA; grey, from top to bottom at the right end: "
                "Margin-only and Random. Mean of three training seeds.",
                "budget spent (USD / 10)",
                "win rate",
                (
                    (0.318, 0.470, 0.535, 0.570, 0.589),
                    (0.318, 0.440, 0.500, 0.535, 0.551),
                    (0.318, 0.425, 0.475, 0.505, 0.524),
                ),
            ),
            Heading("5.3 Ablations"),
            Para(
                "Table 2 removes one component of CARTA at a time. For cost reasons, ablations were run on TL;DR only, "
                "with the same $4,000 budget and the label-sharing scheme of Section 4."
            ),
            TableBlock(
                "Table 2: Ablations on TL;DR at $4,000. Win rate in %, mean over three training seeds.",
                (
                    ("Variant", "Labels", "Win rate"),
                    ("CARTA (full)", "14,420", "58.9"),
                    ("no cost term (γ = 0)", "12,010", "56.4"),
                    ("no diversity bonus (λ = 0)", "14,630", "56.9"),
                    ("current policy only (M = 1)", "14,380", "57.5"),
                    ("γ = 1 (information per dollar)", "16,250", "55.8"),
                    ("two rounds ($500 seed, then $3,500)", "14,700", "54.2"),
                ),
            ),
            Para(
                "The cost term contributes most: without it CARTA degenerates into an uncertainty method with a diversity "
                "bonus, buys 17% fewer labels and loses 2.5 points. Going to the other extreme, γ = 1, buys the most "
                "labels of any variant but the worst results among the multi-round variants; inspection shows that it "
                "favors very short posts whose two summaries differ in a single phrase. Removing the diversity bonus costs "
                "2.0 points, and using only the current policy for the margin costs 1.4. Spending everything after the seed round "
                "in one batch, the cheapest option in engineering effort, loses 4.7 points, which confirms that "
                "retraining between rounds matters: margins from a policy trained on the seed labels alone are a poor "
                "guide to what the final DPO policy will find hard."
            ),
            Para(
                "We also varied the number of rounds with the total budget fixed. Four rounds gave 57.6% and sixteen "
                "rounds 59.1%, against 58.9% for eight. Sixteen rounds doubled the retraining compute for a gain inside "
                "the seed noise, so we keep eight."
            ),
        ),
        (
            Heading("6 Annotator Agreement"),
            Para(
                "To measure label quality, a random 10% of the pairs selected by each method received two additional "
                "labels from different contractors, for three labels in total. These audit labels were paid from a "
                "separate budget and were not used for training. Table 3 reports Krippendorff's alpha on the audit "
                "subsets, the share of tie votes, and the rate at which the single training label disagrees with the "
                "majority of the three."
            ),
            TableBlock(
                "Table 3: Agreement on the audit subsets (TL;DR / instruction following).",
                (
                    ("Method", "Krippendorff's alpha", "Tie votes", "Label vs. majority"),
                    ("Random", "0.58 / 0.52", "5.1% / 6.3%", "11% / 13%"),
                    ("Coreset", "0.57 / 0.51", "5.4% / 6.0%", "11% / 14%"),
                    ("Margin-only", "0.37 / 0.34", "11.2% / 12.5%", "19% / 21%"),
                    ("CARTA", "0.41 / 0.38", "9.8% / 10.4%", "17% / 19%"),
                ),
            ),
            Para(
                "Uncertainty-driven selection finds pairs that people also find hard. Agreement falls from 0.58 for "
                "random pairs to 0.41 for CARTA's on TL;DR, and the rate of ties nearly doubles. The implicit margin and "
                "human agreement are related directly: across all audited TL;DR pairs, the Spearman correlation between "
                "|m_avg| and the fraction of annotators agreeing with the majority is 0.34. Close pairs also take longer: "
                "pairs in the lowest decile of |m_avg| had a median annotation time of 69 seconds, against 44 seconds in the "
                "highest decile, which is exactly why the margin magnitude is a feature of the cost model."
            ),
            Para(
                "Should the budget then go to repeated labels of hard pairs? We tested this directly on TL;DR: a variant of "
                "CARTA that buys three labels per selected pair and trains on the majority vote reaches 56.1%, against "
                "58.9% for single labels at the same $4,000. Three times fewer distinct pairs outweigh the cleaner labels. "
                "Roughly one training label in six being noisy is, it seems, a price worth paying for informativeness, "
                "at least at this budget and with the robustness DPO's logistic loss already has to flipped labels."
            ),
            Heading("7 Limitations"),
            Para(
                "Our cost model was initialized from a pilot of 1,200 comparisons with a single vendor, and annotation "
                "speed depends on the vendor's pool, interface and payment scheme; the coefficients in Appendix B will "
                "not transfer, although the procedure should. The pools are offline: both responses of every pair come "
                "from the SFT policy and are never resampled from the improving DPO policy, so late rounds select among "
                "responses that the current policy would no longer produce. Scoring the pool is not free. Each round runs "
                "the policy and the reference over every unlabeled pair, which for the 30,000 instruction-following pairs "
                "takes about 2.6 A100 GPU-hours; this is small next to the annotation bill but would matter for pools ten "
                "times larger."
            ),
            Para(
                "We studied only English, only two tasks and budgets up to $4,000, and evaluated with an automatic judge "
                "whose preferences may not match those of our annotators. We discard ties although they carry "
                "information, and we train on single noisy labels rather than modeling disagreement as [8] suggests. "
                "Finally, CARTA's preference for contentious pairs means that the resulting policy is shaped "
                "disproportionately by the judgments of whichever contractor happened to label the hard cases."
            ),
        ),
        (
            Heading("8 Conclusion"),
            Para(
                "Active selection for preference data should be budgeted in the currency the practitioner actually pays. "
                "CARTA combines margin uncertainty from policy snapshots with diversity and a learned cost per pair, and "
                "at equal spending it gives consistently better DPO policies than random or cost-blind selection, matching "
                "random selection given twice the money. The pairs it selects are harder for people too, and at the "
                "budgets we studied, more distinct pairs were worth more than cleaner labels."
            ),
            Heading("References"),
            References(
                (
                    "[1] Rafailov, R., Sharma, A., Mitchell, E., et al. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
                    "[2] Stiennon, N., Ouyang, L., Wu, J., et al. Learning to summarize from human feedback. NeurIPS, 2020.",
                    "[3] Okafor, C. and Lemaire, J. Entropy-guided prompt selection for active preference optimization. arXiv:2503.11902, 2025.",
                    "[4] Hsu, M., Ferrante, L., and Adeyemi, T. Ensemble disagreement for sample-efficient reward modeling. Findings of ACL, 2025.",
                    "[5] Sener, O. and Savarese, S. Active learning for convolutional neural networks: A core-set approach. ICLR, 2018.",
                    "[6] Settles, B., Craven, M., and Friedland, L. Active learning with real annotation costs. NIPS Workshop on Cost-Sensitive Learning, 2008.",
                    "[7] Marchetti, G., Lund, K., and Sato, R. How much do annotators agree on open-ended preferences? EMNLP, 2024.",
                    "[8] Varga, E. and Idris, N. Disagreement is signal: Soft labels for preference optimization. arXiv:2507.04418, 2025.",
                    "[9] Dubois, Y., Galambosi, B., Liang, P., and Hashimoto, T. Length-controlled AlpacaEval: A simple way to debias automatic evaluators. COLM, 2024.",
                )
            ),
        ),
        (
            Heading("Appendix A: Annotation Guidelines"),
            Para(
                "Contractors were asked to choose the response that better serves the person who wrote the prompt. For "
                "TL;DR, the guidelines ranked criteria in order: factual consistency with the post, coverage of its main "
                "point, and concision; a summary containing any claim not supported by the post was to lose unless both "
                "did. For instruction following, they ranked helpfulness first, then correctness, then harmlessness, with "
                "an explicit instruction not to prefer a response for its length. Tie was to be used only when the "
                "contractor could not state a reason to prefer either response. Each contractor's accuracy on hidden gold "
                "comparisons, inserted at a rate of one in fifty, was monitored; two contractors fell below 70% and were "
                "removed, and their labels were re-collected."
            ),
            Heading("Appendix B: Cost Model"),
            Para("The initial regressor, fitted on the 1,200 pilot comparisons, predicts seconds per comparison as"),
            Para("t_pred = 11.8 + 0.052 · L + 0.031 · ΔL + 17.4 · I_instr − 6.2 · min(|m_avg|, 2),        (3)"),
            Para(
                "where L is the total token count of prompt and responses, ΔL the absolute length difference of the two "
                "responses, and I_instr is 1 for instruction following. In the pilot, |m_avg| came from a DPO model trained on "
                "a separate set of 2,000 pairs. The fit explains 46% of the variance of held-out times (R² = 0.46); "
                "per-annotator speed, which we do not model, accounts for much of the rest. After refitting in round 8, "
                "the coefficient on the margin term had grown to −7.9 seconds, consistent with CARTA concentrating on "
                "close pairs. Predicted and realized spending per round differed by at most 6%."
            ),
            Heading("Appendix C: Additional Details"),
            Para(
                "Embeddings for the diversity term are computed once per pool with gte-base and cached; the greedy "
                "selection of one round over the full TL;DR pool takes under four minutes on a single CPU node. Summaries "
                "in the TL;DR pool were limited to 64 new tokens and instruction-following responses to 512. GPT-4o was "
                "queried at temperature 0 for judging."
            ),
        ),
    ),
)
