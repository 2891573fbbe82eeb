"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 42): RL from logged user feedback for an LLM conversational recommender (movies and books) with an off-policy user simulator reward and an out-of-catalogue penalty; every sentence, model, dataset and number is invented."""

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
        "Conversational recommender systems (CRS) let a user describe what they want in their own words, such as "
        '"something like a slow Nordic crime drama, but not too bleak", and answer with a short list of items and a '
        "reason for each. Instruction-tuned language models have made such systems easy to prototype: given the "
        "dialogue and a list of candidate titles, a model produces fluent and plausible suggestions without any "
        "task-specific training. Plausible, however, is not the same as useful. A model fine-tuned on dialogues written "
        "by annotators learns what a helpful recommender sounds like, not which suggestions real users act upon, and it "
        "freely names titles that the service does not carry, that do not exist, or that exist under another name."
    ),
    Para(
        "Both problems are acute on Quillmark, the subscription media service on which this study is based, which "
        "offers 48,217 films and 131,560 books to its members. In an internal pilot, a supervised recommender built on "
        "Aldergrove-7B named at least one title outside the catalogue in 31% of its answers, and 9.6% of all the items "
        "it recommended could not be matched to any catalogue entry. At the same time the service holds a large record "
        "of what its users actually did: nine months of logs from its earlier template-based assistant, covering 2.14 "
        "million sessions, the slates that were shown, the items that were clicked and, because the production ranker "
        "samples its slates from a stochastic policy, the probability with which every shown item was chosen."
    ),
    Para(
        "This paper asks whether such logs can serve as a reward signal for a language-model recommender. Online "
        "reinforcement learning with real users is slow and carries product risk, and the logs are off-policy: they "
        "record reactions to slates chosen by a template system, not to the free-text answers of a language model. We "
        "therefore train a user simulator on the logs, use its predicted probability of a click as the reward, and "
        "subtract a penalty for every item that falls outside the catalogue, so that the policy cannot collect reward "
        "for titles that can never be shown. We evaluate offline with inverse propensity scoring (IPS) on held-out "
        "logs and online with a small A/B test, and we report what goes wrong as carefully as what goes right."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "We call the resulting recipe CLARO, for Catalogue-Limited Alignment from Recorded Outcomes. It is deliberately "
        "simple: a group-relative policy-gradient update, a KL penalty towards the supervised model, and a scalar "
        "reward with two terms. The interesting questions lie less in the algorithm than in the reward and in how its "
        "effect should be measured. We organise the study around four research questions."
    ),
    Bullets(
        (
            "RQ1 (effectiveness). Does reinforcement learning against a simulator trained on click logs improve an LLM "
            "recommender over supervised and preference-based training, both offline and in an online A/B test?",
            "RQ2 (catalogue grounding). Can a soft out-of-catalogue penalty keep recommendations inside the catalogue "
            "without the loss in quality that hard constrained decoding brings?",
            "RQ3 (evaluation). How well do off-policy estimates based on inverse propensity scoring agree with the "
            "simulator and with the online test, and which should a practitioner trust?",
            "RQ4 (who benefits, and at what cost). How do the gains split across the two domains and across users of "
            "different activity levels, and does the simulator's own bias carry over into the policy?",
        )
    ),
    Para("Our contributions are the following."),
    Bullets(
        (
            "LogSim, a click simulator built on a 1.5B-parameter language model and trained on 1.70 million logged "
            "sessions, which reads the recommender's answer as text and predicts a click probability for each item "
            "(AUC 0.781 on the held-out month).",
            "CLARO, a reward that combines the simulator with an out-of-catalogue penalty, trained with a "
            "group-relative policy gradient. On Aldergrove-7B it lowers the out-of-catalogue rate from 9.6% to 1.3% "
            "and raises the self-normalised IPS estimate of click-through rate (CTR) from 10.2% to 13.1%.",
            "A two-week A/B test with 77,389 users, in which CLARO raised turn-level CTR from 12.1% to 12.9% against a "
            "constrained-decoding baseline, together with a comparison of four offline estimators against that outcome.",
            "A negative result: the simulator over-rewards popular items and the policy learns the bias, which neither "
            "a debiased simulator nor an explicit popularity penalty removed without a loss in click-through.",
        )
    ),
    Para(
        "In brief, the answers are as follows. For RQ1, CLARO has the highest SNIPS-CTR and Recall@5 of all methods, while the unpenalised "
        "variants score higher on simulated acceptance precisely because they exploit the simulator, and it wins the online test by a relative 6.6%. For RQ2, a penalty of 0.5 per unit share of "
        "out-of-catalogue items removes nine in ten of the invalid items that unpenalised RL produces while keeping more click-through than trie-constrained decoding. "
        "For RQ3, all offline estimators order the two deployed systems correctly, but every one of them overstates "
        "the lift, the simulator by a factor of 5.5 and self-normalised IPS by a factor of 2.9. For RQ4, books gain "
        "more than movies, users with a moderate history gain most, and the share of recommendations drawn from the "
        "2,000 most popular titles rises from 45.3% to 62.7%."
    ),
    Para(
        "Section 2 reviews related work. Section 3 defines the setting, the simulator, the reward and the estimators. "
        "Section 4 describes data, models and baselines. Sections 5, 6, 8 and 9 answer RQ1 to RQ4, Section 7 collects "
        "the ablations, and Section 10 reports compute costs. Hyperparameters, prompts and further breakdowns are in the appendices."
    ),
]

PAGE_3: list[Block] = [
    Heading("2 Related Work"),
    Para(
        "Language models as conversational recommenders. Early neural CRS coupled a dialogue model with a separate "
        "recommendation module over item embeddings (Brandt and Oyelaran, 2021). Recent systems let one language model "
        "read the dialogue and write the recommendation directly, often with retrieved candidates in the prompt "
        "(Ferreira-Lund et al., 2024; Kaspersen and Mbatha, 2025). These systems are usually trained on crowd-sourced "
        "dialogues whose recommendations reflect the writer's taste rather than observed behaviour, and evaluated "
        "with recall against the item the crowd worker happened to name. Haugland et al. (2025) show that such recall "
        "correlates only weakly with the satisfaction of real users, which motivates learning from logs instead."
    ),
    Para(
        "Reinforcement learning for recommendation. Policy-gradient methods with off-policy correction have long been "
        "used to train slate recommenders on logged feedback (Ilunga and Straub, 2020). For language models, "
        "reinforcement learning from human feedback with a KL penalty towards a reference model is the standard way "
        "to optimise a learned reward, and group-relative methods such as GRPO drop the value network by normalising "
        "rewards within a group of samples for the same prompt. Applying these to recommendation, Okonkwo et al. "
        "(2025) reward a language model with ratings predicted by a matrix-factorisation model; Lindqvist and Rao "
        "(2025) use the click-through rate of an offline ranker. Neither addresses items outside the catalogue, and "
        "both evaluate only on the data used to build the reward."
    ),
    Para(
        "User simulators. Simulators trained on interaction logs are used both to evaluate recommenders and to train "
        "them (Demir and Castellanos, 2022). Their central weakness is exposure bias: logs only show reactions to what "
        "the logging policy chose to show, so a simulator is least reliable exactly where a new policy explores. "
        "Propensity-weighted training of the simulator is the usual remedy (Achebe-Nordin et al., 2023). We find in "
        "Section 9 that it is not enough for a policy that actively searches for the simulator's blind spots."
    ),
    Para(
        "Off-policy evaluation. Inverse propensity scoring reweights logged rewards by the ratio of target to logging "
        "probabilities; self-normalised IPS (SNIPS) trades a small bias for lower variance, and doubly robust (DR) "
        "estimators combine a reward model with a propensity correction (Varga and Hollis, 2019). For slates, the "
        "item-position model of Sun-Whitaker et al. (2021) factorises the propensity over items, which we adopt. OPE "
        "for text-generating policies is less studied, because the probability of an exact response is vanishingly "
        "small; Petrossian and Ueda (2025) estimate item-level propensities by sampling, the approach we follow."
    ),
    Para(
        "Hallucinated items and reward over-optimisation. Language models invent plausible titles and authors, and "
        "constrained decoding over a trie of catalogue titles is the common fix (Morel and Adeyemi, 2024). It "
        "guarantees validity but forces the model to complete a title once begun, which can turn a hesitant "
        "hallucination into a poor but valid item. Separately, optimising a learned reward too hard is known to raise "
        "the proxy while lowering the true objective (Tanaka-Brooks et al., 2024). Our simulator is such a proxy, and "
        "Sections 8 and 9 measure how far its optimisation transfers to real users."
    ),
]

PAGE_4: list[Block] = [
    Heading("3 Method"),
    Heading("3.1 Setting and notation"),
    Para(
        "A recommendation turn consists of a context x = (h, d, C), where h is the user's interaction history (the 20 "
        "most recent titles the user started watching or reading), d is the dialogue so far, ending in a user "
        "utterance, and C is a candidate set of 50 catalogue items retrieved for the dialogue by a bi-encoder. The "
        "policy pi_theta, a language model, writes a response y that contains a numbered list of at most k = 5 titles, "
        "each followed by a year (films) or an author (books) and a one-sentence reason. A deterministic parser "
        "extracts the listed titles a_1, ..., a_L from y, with L <= 5, and a matcher m maps each title to a catalogue "
        "entry or to the empty value. The matcher normalises case and punctuation, accepts a normalised edit distance "
        "of at most 0.15, and requires the year or the author to agree. An item is out of catalogue (OOC) if m returns "
        "the empty value. The policy may recommend items outside C; the candidates are a hint, not a constraint."
    ),
    Para(
        "The logs come from Quillmark's earlier assistant, which accepted free-text requests but answered with a "
        "template and a slate of five items chosen by a two-tower ranker. The ranker sampled slates without "
        "replacement from a Plackett-Luce distribution over its scores with temperature tau = 0.7, and it recorded "
        "the marginal probability mu(a | x) with which each shown item a entered the slate. The logged data set is "
        "therefore D = {(x_i, s_i, c_i, mu_i)} for i = 1, ..., n, where s_i is the shown slate and c_i in {0, 1}^5 "
        "records which of its items were clicked."
    ),
    Heading("3.2 LogSim: a click simulator that reads text"),
    Para(
        "LogSim estimates f_phi(x, a~, p), the probability that a user with context x clicks item a~ shown at list "
        "position p. The item is given to the simulator as text rather than as an identifier: its title, year or "
        "author, genres and the one-sentence reason that accompanies it. For logged slates, whose template contained "
        "no reasons, the reason field holds the catalogue's one-line synopsis instead. Representing items as text lets "
        "the simulator score any response the policy writes, including lists whose items were never shown in the logs, "
        "but it also lets it score titles that do not exist, a point we return to below."
    ),
    Para(
        "LogSim is Aldergrove-1.5B with a linear head on the final token of the serialised input, trained with binary "
        "cross-entropy on every shown item of the 5.47 million recommendation turns in the training months. Position "
        "is given as a special token, so that at reward time the simulator can score an item at the position the "
        "policy assigned it. On the held-out month LogSim reaches an AUC of 0.781 and an expected calibration error "
        "(ECE) of 0.0041 over 15 bins. These aggregate numbers hide a systematic error by popularity, which Section 9 "
        "examines and which turns out to matter more than the aggregate calibration."
    ),
    Para(
        "A note on what LogSim is not. It predicts a click on one turn; it does not generate the user's next "
        "utterance, and CLARO is therefore trained as a contextual bandit over single recommendation turns rather than "
        "over whole conversations. We discuss this restriction in Section 11."
    ),
]

PAGE_5: list[Block] = [
    Heading("3.3 Reward"),
    Para(
        "Let a~_j be the text of the j-th listed item. The simulator term is the probability of at least one click on "
        "the turn, under the assumption that clicks on different items are independent given the context: "
        "R_sim(x, y) = 1 - prod_{j=1..L} (1 - f_phi(x, a~_j, j)). The full reward is "
        "r(x, y) = R_sim(x, y) - lambda * n_ooc(y) / max(L, 1) - eta * 1[parse(y) fails], where n_ooc(y) counts the "
        "listed items that the matcher cannot place in the catalogue. We use lambda = 0.5 and eta = 1.0. The format term "
        "fires for fewer than 0.4% of responses after supervised training and is mainly a guard against degenerate "
        "outputs early in training."
    ),
    Para(
        "Why is a penalty needed at all, if out-of-catalogue items can never be clicked? Because the simulator does not "
        "know that. Trained only on real catalogue items, it extrapolates to invented ones, and the extrapolation is "
        "generous: on responses from the supervised model, LogSim gave OOC items a mean click probability of 0.034, "
        "against 0.026 for in-catalogue items, apparently because invented titles tend to match the user's request "
        "word for word. Without a penalty, a policy that optimises R_sim learns to invent. The penalty is normalised "
        "by list length so that a list with one invented title out of five costs 0.1 regardless of how many items the "
        "list contains."
    ),
    Heading("3.4 Policy optimisation"),
    Para(
        "For each context x we sample a group of G = 8 responses y_1, ..., y_G from the current policy and compute the "
        "group-normalised advantage A_i = (r_i - mean(r)) / (std(r) + 1e-4). The policy maximises the clipped "
        "surrogate J(theta) = E[ (1/G) sum_i (1/|y_i|) sum_t min(rho_{i,t} A_i, clip(rho_{i,t}, 1 - epsilon, "
        "1 + epsilon) A_i) ] - beta * KL(pi_theta || pi_ref), where rho_{i,t} is the ratio of the current to the "
        "sampling policy's probability of token t, epsilon = 0.2, and pi_ref is the supervised model. The KL term is "
        "estimated per token on the sampled responses with coefficient beta = 0.01. Section 7 shows that removing it "
        "raises the simulator's reward and lowers every other metric."
    ),
    Heading("3.5 Off-policy evaluation"),
    Para(
        "The logging policy's propensities are known, but a language model assigns no useful probability to a whole "
        "slate. Following the item-position factorisation, we instead estimate the marginal probability that the "
        "policy lists item a: pi^(a | x) = (1/K) sum_{k=1..K} 1[a in m(y^(k))], from K = 64 responses sampled at the "
        "deployment temperature of 0.7, floored at 1/(4K) for items never sampled. The importance weight of a shown "
        "item is w_{i,a} = min(pi^(a | x_i) / mu(a | x_i), M) with clipping threshold M = 20."
    ),
    Para(
        "The IPS estimate is V_IPS = (1/n) sum_i sum_{a in s_i} w_{i,a} c_{i,a}. SNIPS divides the same sum by the "
        "mean total weight per turn, rescaled by the policy's expected list length L_bar: V_SNIPS = sum_i sum_a "
        "w_{i,a} c_{i,a} / ((1/L_bar) sum_i sum_a w_{i,a}). The DR estimate adds the simulator's prediction as a "
        "direct-method term: V_DR = (1/n) sum_i [ sum_a pi^(a | x_i) f_phi(x_i, a, p_a) + sum_{a in s_i} w_{i,a} "
        "(c_{i,a} - f_phi(x_i, a, p_a)) ]. All three estimate the expected number of clicked items per turn; since 94% "
        "of logged turns with a click have exactly one, we report them in the units of turn-level CTR. We also report "
        "the effective sample size ESS = (sum w)^2 / sum w^2 as a diagnostic."
    ),
]

PAGE_6: list[Block] = [
    Heading("4 Experimental Setup"),
    Heading("4.1 Data"),
    Para(
        "All logged data come from Quillmark's template assistant between 1 January and 30 September 2025, covering "
        "318,442 users who consented to the use of their interaction data for service improvement. We split by time: "
        "January to July for training the simulator and building RL prompts, August for early stopping and "
        "calibration, and September for evaluation. Sessions with fewer than two turns and users flagged as automated "
        "traffic were removed before the split. Table 1 summarises the resulting data."
    ),
    TableBlock(
        "Table 1: Data used in this study. Turns are recommendation turns (turns on which a slate was shown). The RL "
        "prompt pool and the DPO pairs are drawn from the training months only.",
        (
            ("Data", "Period / source", "Size", "Used for"),
            ("Quillmark logs, train", "Jan-Jul 2025", "1,702,115 sessions; 5.47M turns", "LogSim, RL prompts, DPO"),
            ("Quillmark logs, validation", "Aug 2025", "214,330 sessions; 0.69M turns", "early stopping, calibration"),
            ("Quillmark logs, test", "Sep 2025", "227,361 sessions; 0.71M turns", "OPE (20,000 turns sampled)"),
            ("ShelfTalk dialogues", "annotators", "26,400 dialogues", "SFT"),
            ("RL prompt pool", "train logs", "61,000 contexts", "CLARO, PPO, GRPO"),
            ("DPO pairs", "train logs", "180,000 pairs", "DPO baseline"),
            ("Film catalogue", "Quillmark", "48,217 titles", "matcher, retrieval"),
            ("Book catalogue", "Quillmark", "131,560 titles", "matcher, retrieval"),
        ),
    ),
    Para(
        "ShelfTalk is a corpus of 26,400 recommendation dialogues, 14,900 about films and 11,500 about books, written by "
        "57 paid annotators working in pairs, one playing the user and one the recommender. Recommenders could only "
        "name titles from the catalogue, searched through a tool, so ShelfTalk contains no out-of-catalogue items; the "
        "supervised model's hallucinations are therefore not copied from its training data. Dialogues average 7.3 turns."
    ),
    Para(
        "The RL prompt pool holds 61,000 contexts (31,000 films, 30,000 books) cut from training-month sessions "
        "just before a recommendation turn, with the user's history and 50 retrieved candidates attached. The DPO "
        "pairs pair a clicked item with a non-clicked item of the same logged slate, each wrapped in a response "
        "written in the ShelfTalk format by a fixed template. For evaluation we sample 20,000 September turns, 10,000 "
        "per domain, stratified so that users with many sessions are not over-represented; 2,384 of them (11.9%) "
        "contain a click."
    ),
    Heading("4.2 Models"),
    Para(
        "All policies are built on the Aldergrove family of open-weight decoder-only models, which we use in three "
        "instruction-tuned sizes: 1.5B, 7B and 14B parameters, all with a context window of 8,192 tokens. Unless stated "
        "otherwise, results are for Aldergrove-7B-Instruct. The bi-encoder that retrieves the 50 candidates has 110M "
        "parameters and was trained by the service on the same training months. LogSim uses the 1.5B model as its "
        "backbone for every policy size."
    ),
]

PAGE_7: list[Block] = [
    Heading("4.3 Baselines"),
    Para(
        "We compare CLARO with seven systems. The logging policy is the production two-tower ranker behind the "
        "template assistant; it is the only system whose click-through is observed directly in the logs. Zero-shot is "
        "Aldergrove-7B-Instruct prompted with the dialogue, the history and the 50 candidates, with no further "
        "training. SFT is fine-tuned on ShelfTalk. SFT-C is the same model decoded with a prefix trie over the "
        "catalogue titles, so that every listed title is guaranteed to exist; it was the prototype Quillmark had "
        "planned to launch and serves as the control of the A/B test. DPO starts from SFT and is trained on the "
        "180,000 logged preference pairs. PPO and GRPO start from SFT and optimise the simulator term R_sim alone, "
        "with the same KL coefficient as CLARO; PPO uses a value network initialised from the SFT model. CLARO differs "
        "from the GRPO baseline only in its reward."
    ),
    Heading("4.4 Metrics"),
    Para(
        "We report five offline metrics, each computed on one response per evaluation turn sampled at temperature 0.7. "
        "Sim-Accept is the mean of R_sim, the simulator's probability of at least one click, computed only over "
        "in-catalogue items so that invented titles cannot inflate it. OOC is the share of listed items that the "
        "matcher cannot place in the catalogue. SNIPS-CTR is the self-normalised IPS estimate of Section 3.5. "
        "Recall@5 is the share of the 2,384 evaluation turns with a click on which the clicked item appears in the "
        "policy's list. Head is the share of listed in-catalogue items that belong to the 2,000 titles with most "
        "clicks in the training months, which together received 38.4% of logged impressions. Online, the primary "
        "metric is turn-level CTR, the share of recommendation turns on which the user clicks at least one item."
    ),
    Heading("4.5 Implementation details"),
    Para(
        "SFT trains for three epochs with a learning rate of 1e-5 and 64 dialogues per batch. CLARO and the GRPO "
        "baseline use a learning rate of 1e-6 with AdamW, a linear warm-up over the first 20 steps followed by a "
        "constant rate, 128 prompts per step and 8 responses per prompt, that is 1,024 rollouts per step, for 400 "
        "steps; one pass over the prompt pool would take 477 steps, so no prompt is seen twice. Rollouts are sampled "
        "at temperature 1.0 with a maximum length of 384 tokens. PPO uses the same learning rate for the policy, 5e-6 "
        "for the value network, two responses per prompt and the same number of steps. DPO uses beta = 0.1 and one "
        "epoch. The 7B and 1.5B policies are trained with all parameters; the 14B policy is trained with LoRA adapters "
        "of rank 64 on all attention and MLP projections. Appendix A lists every setting."
    ),
    Para(
        "Training runs on nodes of eight H100 80GB GPUs: 16 GPUs for the 7B policy, 8 for the 1.5B policy and 32 for "
        "the 14B policy, with the simulator served on two of the GPUs in each case. Rollouts are generated with a "
        "paged-attention inference engine that is refreshed with the policy weights after every step, so that all "
        "rollouts are strictly on-policy. A CLARO run on the 7B policy takes 23.5 hours of wall-clock time. Offline "
        "results are means over three seeds; the standard deviation of SNIPS-CTR across seeds is at most 0.2 points "
        "for every RL method, and we therefore report differences below 0.4 points as ties."
    ),
    Para(
        "Significance. For offline metrics we use a paired bootstrap over evaluation turns with 10,000 resamples; "
        "for the A/B test we use a two-sided test on per-user CTR, clustering by user because turns of the same user "
        "are not independent."
    ),
]

PAGE_8: list[Block] = [
    Heading("5 RQ1: Does Learning from Logged Feedback Help?"),
    Para(
        "Table 2 gives the offline results. Supervised training on ShelfTalk already improves considerably over the "
        "zero-shot model, halving its out-of-catalogue rate from 17.9% to 9.6% and raising SNIPS-CTR from 7.4% to "
        "10.2%, but it stays below the logging policy's observed CTR of 11.9%: the language model writes better "
        "answers than a template but does not choose better items than a ranker trained on the same users. "
        "Preference optimisation on logged pairs closes most of that gap, and the three RL methods close it entirely."
    ),
    TableBlock(
        "Table 2: Offline results on the 20,000 September evaluation turns, Aldergrove-7B policies, mean of three "
        "seeds. All values in %. Sim-Accept counts in-catalogue items only. For the logging policy, SNIPS-CTR is its "
        "observed CTR and Recall@5 is undefined, since its own slate was the one shown. Best RL value The best value among the RL methods "
        "is marked with *.",
        (
            ("Method", "Sim-Accept", "OOC", "SNIPS-CTR", "Recall@5", "Head"),
            ("Logging policy (two-tower)", "11.6", "0.0", "11.9", "-", "38.4"),
            ("Zero-shot", "8.1", "17.9", "7.4", "9.8", "52.0"),
            ("SFT", "10.9", "9.6", "10.2", "14.1", "44.7"),
            ("SFT-C (trie decoding)", "11.4", "0.0", "10.8", "14.6", "45.3"),
            ("DPO (logged pairs)", "12.3", "8.8", "11.7", "16.0", "47.9"),
            ("PPO (R_sim only)", "15.9", "12.4", "11.9", "16.3", "59.8"),
            ("GRPO (R_sim only)", "16.4*", "13.1", "12.0", "16.5", "61.2"),
            ("CLARO (ours)", "15.8", "1.3*", "13.1*", "17.9*", "62.7"),
        ),
    ),
    Para(
        "CLARO reaches a SNIPS-CTR of 13.1%, 2.9 points above SFT, 2.3 points above SFT-C and 1.1 points above the GRPO "
        "baseline that optimises the simulator without a penalty, and all three differences are significant (p < 0.01). "
        "It also has the highest Recall@5, 17.9%. The GRPO and PPO baselines illustrate the problem that motivated the "
        "penalty: they raise the simulator's score more than CLARO does, yet gain far less in SNIPS-CTR, because a "
        "growing share of their lists (12.4% for PPO, 13.1% for GRPO) consists of titles that do not exist or are not offered. PPO and "
        "GRPO are statistically tied on SNIPS-CTR and Recall@5, while PPO costs 1.6 times as many GPU-hours (Section 10)."
    ),
    Para(
        "Human evaluation. Three trained raters scored 600 responses (300 per domain) from SFT-C, GRPO and CLARO, "
        "shown in random order without system labels, for fluency and for the relevance of the recommendations to the "
        "request, each on a five-point scale. Fluency was 4.3, 4.1 and 4.2 and relevance 3.4, 3.6 and 3.7, "
        "respectively, with a Krippendorff's alpha of 0.62 for relevance. The RL methods thus trade a little fluency "
        "for relevance; raters' comments pointed to shorter and more formulaic reasons after RL."
    ),
]

PAGE_9: list[Block] = [
    Heading("5.1 Online A/B test"),
    Para(
        "Offline estimates are only as good as their assumptions, so we ran a small online test. From 12 to 25 "
        "November 2025, 4% of Quillmark's conversational traffic was assigned to each of two arms, randomised by user: "
        "a control arm served by SFT-C and a treatment arm served by CLARO-7B. Both arms used the same retriever, the "
        "same candidate list and the same interface. Because CLARO is not constrained during decoding, a post-hoc "
        "filter in the treatment arm removed unmatched titles before display; on average 4.92 items per turn were "
        "shown, against 5.00 in the control. Table 3 summarises the outcome."
    ),
    TableBlock(
        "Table 3: Online A/B test, 14 days. CTR is turn-level; consumption counts turns after which the user started "
        "one of the recommended titles within 24 hours. p-values are from a two-sided test clustered by user.",
        (
            ("Metric", "Control (SFT-C)", "Treatment (CLARO)", "Relative change", "p"),
            ("Users", "38,412", "38,977", "-", "-"),
            ("Recommendation turns", "251,380", "256,904", "-", "-"),
            ("Turn-level CTR (%)", "12.1", "12.9", "+6.6%", "0.003"),
            ("Consumption per turn (%)", "3.42", "3.51", "+2.6%", "0.21"),
            ("Turns per session", "6.5", "6.6", "+1.5%", "0.38"),
            ("Thumbs-down per turn (%)", "2.5", "2.7", "+8.0%", "0.11"),
            ("Items shown per turn", "5.00", "4.92", "-1.6%", "-"),
        ),
    ),
    Para(
        "CLARO raised turn-level CTR from 12.1% to 12.9%, a relative gain of 6.6% that is significant at p = 0.003. "
        "Consumption, the metric the business ultimately cares about, moved in the same direction but by less and "
        "without significance. Explicit negative feedback rose slightly, also without significance; reading the "
        "flagged turns, we found that a third of them concerned recommendations of very well-known titles that the "
        "user had presumably already seen, an early sign of the popularity effect examined under RQ4. We did not "
        "extend the test, and it was not powered to detect a consumption change smaller than about 4% relative."
    ),
    FigureBlock(
        "Figure 1: Held-out reward during training of the 7B policy, normalised by the maximum over the three runs. "
        "Black: CLARO. Grey: GRPO without the catalogue penalty and CLARO without the KL term. The run without KL "
        "overtakes the unpenalised run after about 150 steps; its SNIPS-CTR peaks at step 260 at 12.8% and then declines.",
        "training step",
        "normalised reward",
        (
            (0.22, 0.41, 0.55, 0.64, 0.70, 0.74, 0.77, 0.79, 0.80),
            (0.22, 0.45, 0.62, 0.72, 0.78, 0.82, 0.84, 0.86, 0.87),
            (0.22, 0.43, 0.60, 0.73, 0.83, 0.90, 0.95, 0.98, 1.00),
        ),
    ),
    Para(
        "Answer to RQ1. Learning from logged feedback through a simulator helps, offline and online, but the online "
        "gain is less than a fifth of the simulator's own prediction."
    ),
]

PAGE_10: list[Block] = [
    Heading("6 RQ2: Keeping Recommendations Inside the Catalogue"),
    Para(
        "The penalty does what it is meant to do. Without it, the out-of-catalogue rate of the GRPO baseline climbs "
        "during training from the 9.6% of its SFT initialisation to 13.1%; with lambda = 0.5, CLARO drives it to 1.3% "
        "within the first 150 steps and keeps it there. The relevant comparison, however, is not with an unpenalised "
        "policy but with constrained decoding, which removes invalid titles by construction. Applied to the policy "
        "trained without a penalty, trie decoding reaches a SNIPS-CTR of 12.6%, 0.5 points below CLARO (Table 5). "
        "Inspecting its outputs, we find the failure mode anticipated in Section 2: once the model has begun an "
        "invented title, the trie forces it into the nearest real one, which often shares the first few words and "
        "nothing else. Among 200 inspected forced completions, 58% were judged unrelated to the request."
    ),
    FigureBlock(
        "Figure 2: Share of listed items found in the catalogue during training, for CLARO (black, lambda = 0.5) and "
        "for GRPO without the penalty (grey, lambda = 0). The penalised run passes 98% in-catalogue at about step 150.",
        "training step",
        "in-catalogue share",
        (
            (0.904, 0.935, 0.962, 0.981, 0.984, 0.986, 0.987, 0.987, 0.987),
            (0.904, 0.901, 0.895, 0.889, 0.883, 0.878, 0.874, 0.871, 0.869),
        ),
    ),
    Para(
        "Per-domain results. Table 4 separates films and books. Books suffer more from invented titles: the supervised "
        "model lists an out-of-catalogue book in 13.1% of book items against 6.1% for films, and unpenalised RL makes "
        "books worse still, at 18.2%. Many of these are real books that Quillmark does not license, rather than pure "
        "inventions; in a sample of 300 out-of-catalogue book titles, 41% could be found in a public library "
        "catalogue. The penalty brings both domains below 2%, and the gain in SNIPS-CTR over SFT is larger for books "
        "(3.3 points) than for films (2.5 points). The A/B test shows the same ordering."
    ),
    TableBlock(
        "Table 4: Per-domain results for the 7B policy. OOC and SNIPS-CTR are offline (10,000 turns per domain); "
        "A/B CTR is the online turn-level CTR of the control (SFT-C) and treatment (CLARO) arms.",
        (
            ("Domain", "Method", "OOC (%)", "SNIPS-CTR (%)", "A/B CTR (%)"),
            ("Films", "SFT", "6.1", "11.3", "-"),
            ("Films", "GRPO (R_sim only)", "8.0", "13.0", "-"),
            ("Films", "CLARO", "0.7", "13.8", "14.0 (control 13.4)"),
            ("Books", "SFT", "13.1", "9.1", "-"),
            ("Books", "GRPO (R_sim only)", "18.2", "11.0", "-"),
            ("Books", "CLARO", "1.9", "12.4", "11.8 (control 10.8)"),
        ),
    ),
    Para(
        "Answer to RQ2. A soft penalty removes about nine in ten invalid items and, unlike trie decoding, does not "
        "turn them into poor valid ones."
    ),
]

PAGE_11: list[Block] = [
    Heading("7 Ablations"),
    Para(
        "Table 5 collects the ablations, each a single change to CLARO on the 7B policy, grouped into changes to the "
        "reward, to the simulator, to the optimisation and to the input. Several rows are discussed elsewhere; we "
        "highlight the rest here."
    ),
    TableBlock(
        "Table 5: Ablations of CLARO (Aldergrove-7B, offline, mean of three seeds, all values in %). Each row changes "
        "one setting of the full method (lambda = 0.5, beta = 0.01, G = 8, LogSim trained on all training months).",
        (
            ("Variant", "Sim-Accept", "OOC", "SNIPS-CTR", "Recall@5", "Head"),
            ("CLARO (full)", "15.8", "1.3", "13.1", "17.9", "62.7"),
            ("Reward: lambda = 0 (= GRPO baseline)", "16.4", "13.1", "12.0", "16.5", "61.2"),
            ("Reward: lambda = 0.1", "16.3", "7.2", "12.4", "16.9", "61.8"),
            ("Reward: lambda = 0.25", "16.1", "3.0", "12.8", "17.5", "62.3"),
            ("Reward: lambda = 1.0", "15.1", "0.9", "12.9", "17.6", "63.0"),
            ("Reward: lambda = 2.0", "13.6", "0.8", "12.1", "16.8", "64.1"),
            ("Reward: trie decoding instead of penalty", "15.2", "0.0", "12.6", "17.1", "63.5"),
            ("Reward: no format term (eta = 0)", "15.6", "1.6", "12.9", "17.7", "62.5"),
            ("Reward: logged clicks only, no simulator", "12.0", "5.4", "11.6", "16.2", "49.0"),
            ("Reward: + popularity penalty (gamma = 0.05)", "14.4", "1.4", "12.2", "16.9", "54.0"),
            ("Simulator: IPW-debiased LogSim", "14.2", "1.5", "12.7", "17.4", "58.1"),
            ("Simulator: trained on 25% of logs", "14.9", "1.4", "12.2", "17.0", "66.4"),
            ("Optimisation: no KL term (beta = 0)", "17.9", "1.1", "12.3", "16.4", "71.3"),
            ("Optimisation: beta = 0.05", "14.0", "2.1", "12.6", "17.0", "55.9"),
            ("Optimisation: G = 4 responses per prompt", "15.2", "1.6", "12.7", "17.5", "61.9"),
            ("Optimisation: G = 16 responses per prompt", "16.0", "1.2", "13.2", "18.0", "63.1"),
            ("Optimisation: PPO instead of group advantage", "15.3", "1.5", "12.9", "17.6", "61.4"),
            ("Input: no candidate list in prompt", "13.0", "6.8", "11.1", "13.9", "68.2"),
            ("Input: start from base model, not SFT", "12.7", "3.9", "11.0", "14.8", "57.0"),
        ),
    ),
    Para(
        "The penalty has a broad optimum. Values of lambda from 0.25 to 1.0 stay within 0.3 points of the best "
        "SNIPS-CTR; at lambda = 2.0 the policy becomes timid and lists fewer items, 3.1 per response on average "
        "against 4.98 for CLARO, which costs both recall and click-through. Replacing the simulator with rewards read "
        "directly from the logs, available only when the policy happens to list a logged item, gives a sparse signal "
        "that barely moves the policy beyond DPO. Doubling the group to 16 responses adds 0.1 points at twice the "
        "rollout cost, a tie by our criterion. Removing the candidate list from the prompt is the most damaging change "
        "of all, which suggests that much of what RL teaches the model is which of the retrieved candidates to pick."
    ),
]

PAGE_12: list[Block] = [
    Para(
        "The KL term deserves a closer look. Without it the policy reaches the highest simulator score of any variant, "
        "17.9%, while its SNIPS-CTR falls to 12.3% and its share of head items to 71.3%; Figure 1 shows its reward "
        "pulling away from the other runs after roughly 150 steps. A fivefold stronger KL coefficient, on the other "
        "hand, keeps the policy close enough to SFT that it forgoes half of the available gain. Across the 19 rows of "
        "Table 5, Sim-Accept and SNIPS-CTR have a Kendall rank correlation (tau-b) of only 0.39, so the simulator is a weak "
        "guide for choosing between variants even though it is the quantity being optimised."
    ),
    Heading("8 RQ3: Do Off-Policy Estimates Predict the Online Result?"),
    Para(
        "The A/B test gives us, for two policies, a ground truth against which offline estimators can be checked. "
        "Table 6 compares the four offline estimates of turn-level CTR for SFT-C and CLARO with the online outcome, "
        "and adds the unpenalised GRPO policy, which was not deployed. Two caveats apply: the online test took place "
        "two months after the evaluation logs, and the online population is not the logged population, since the "
        "conversational interface attracts more active users than the template assistant did."
    ),
    TableBlock(
        "Table 6: Offline estimates of turn-level CTR (%) against the online result. ESS is the effective sample "
        "size of the clipped IPS weights over the 20,000 evaluation turns. Lift is CLARO minus SFT-C, in points.",
        (
            ("Policy", "IPS", "SNIPS", "DR", "Simulator", "Online", "ESS"),
            ("SFT-C", "10.3", "10.8", "11.2", "11.4", "12.1", "2,410"),
            ("GRPO (R_sim only)", "11.1", "12.0", "12.5", "16.4", "-", "1,720"),
            ("CLARO", "12.2", "13.1", "13.4", "15.8", "12.9", "1,380"),
            ("Lift (points)", "1.9", "2.3", "2.2", "4.4", "0.8", "-"),
        ),
    ),
    Para(
        "All four estimators order SFT-C and CLARO correctly, and all overstate the lift. IPS comes closest, with an "
        "estimated lift of 1.9 points against the observed 0.8, followed by DR at 2.2 and SNIPS at 2.3; the simulator "
        "predicts 4.4 points, 5.5 times the observed lift. In absolute terms the picture is different: IPS "
        "underestimates both arms, by 1.8 points for SFT-C and 0.7 points for CLARO, which is consistent with the "
        "more active online population clicking more. DR, which borrows the simulator's predictions as a baseline, "
        "lands closest to CLARO's online CTR but inherits some of the simulator's optimism about CLARO."
    ),
    Para(
        "The effective sample size explains why the estimators degrade as policies move away from the logging policy. "
        "Of the 20,000 evaluation turns, the clipped weights of CLARO concentrate on about 1,380, against 2,410 for "
        "SFT-C; 6.2% of CLARO's weights hit the clipping threshold, against 2.9% for SFT-C. Raising M from 20 to 100 "
        "increases the estimated lift under IPS to 2.6 points and widens its bootstrap interval by a factor of 2.3, "
        "so clipping helps here by reducing variance rather than hurting by adding bias."
    ),
    Para(
        "Answer to RQ3. Trust the sign of an IPS-based comparison and treat its magnitude as an upper bound; do not "
        "trust the simulator used for training to evaluate the policy trained on it."
    ),
]

PAGE_13: list[Block] = [
    Heading("9 RQ4: Who Benefits, and the Simulator's Popularity Bias"),
    Para(
        "User activity. We split evaluation turns by the user's number of sessions before the turn: cold users with "
        "one to five sessions (27% of turns), moderate users with six to fifty (51%), and heavy users with more than "
        "fifty (22%). The full breakdown is in Appendix Table A2. Moderate users gain most, 3.6 points of SNIPS-CTR over "
        "SFT; cold users gain least, since with a short history the policy has little to personalise on and the "
        "supervised model is already close to the best it can do. Heavy users are where the simulator is most "
        "optimistic: for them CLARO's Sim-Accept exceeds its SNIPS-CTR by 5.7 points, against 1.9 points for cold "
        "users. The A/B test was not large enough to break the online result down by activity."
    ),
    Para(
        "A negative result: the simulator's popularity bias. LogSim is well calibrated on average but not by item "
        "popularity. On September logs, it predicts a click-through of 3.31% per impression for head items, those among the "
        "2,000 most-clicked titles, where the observed rate is 2.80%; for tail items, outside the 20,000 most-clicked "
        "titles, it predicts 1.76% where the observed rate is 2.13% (Appendix Table A4). The likely cause is exposure: the logging policy "
        "showed head items often and in top positions, so the simulator has seen many clicks on them, while tail "
        "items appear mostly in lower positions, whose correction the simulator learns imperfectly. A policy that "
        "maximises the simulator's reward exploits this error, and every RL method in Table 2 raises the head share, "
        "CLARO from the 45.3% of SFT-C to 62.7%, compared with 38.4% for the logging policy."
    ),
    FigureBlock(
        "Figure 3: Share of listed in-catalogue items that are head items during training, for CLARO (black) and for "
        "CLARO with the IPW-debiased simulator (grey). The debiased run delays the rise by 100 to 150 steps but does "
        "not stop it.",
        "training step",
        "head-item share",
        (
            (0.447, 0.489, 0.531, 0.566, 0.592, 0.608, 0.619, 0.624, 0.627),
            (0.447, 0.458, 0.474, 0.498, 0.523, 0.546, 0.565, 0.576, 0.581),
        ),
    ),
    Para(
        "We tried two remedies, and neither worked well enough to adopt. Training LogSim with inverse-propensity "
        "weights, so that each logged impression counts in inverse proportion to its probability of being shown, "
        "lowered its calibration error on tail items by roughly a third but also lowered its AUC to 0.764; the policy "
        "trained on it ends with a head share of 58.1% rather than 62.7%, and with a SNIPS-CTR 0.4 points lower. "
        "Subtracting gamma times the log-popularity of each listed item from the reward, with gamma = 0.05, brought "
        "the head share down to 54.0% at a cost of 0.9 points of SNIPS-CTR. Larger values of gamma cost more "
        "click-through than they removed popularity. We report these as negative results: the bias is not a quirk of "
        "one simulator but a consequence of optimising any click model fitted to exposure-biased logs, and we have no "
        "fix that keeps the click-through gain."
    ),
]

PAGE_14: list[Block] = [
    Para(
        "Is the popularity shift harmful? It is not obviously so: head items are clicked more often, also in the logs, "
        "and part of CLARO's online gain may come from them. Two observations suggest a cost that CTR does not show. "
        "First, as noted in Section 5.1, a third of the thumbs-down reports concerned very well-known titles. Second, "
        "the number of distinct titles CLARO recommends across the 20,000 evaluation turns is 11,870, against 16,240 "
        "for SFT-C, a reduction of 27% in catalogue coverage that would, over time, narrow what users are offered. "
        "Answer to RQ4: books and moderate users benefit most, and the policy inherits the simulator's preference for "
        "popular items."
    ),
    Heading("10 Compute Cost"),
    Para(
        "Table 7 reports the cost of each training stage. All RL methods are dominated by rollout generation, which "
        "takes between 58% and 66% of wall-clock time; scoring with LogSim adds little because the simulator is small "
        "and scores a whole list in one forward pass. PPO is the most expensive method because it trains and runs a "
        "value network of the same size as the policy. The off-policy evaluation itself is not free: sampling 64 "
        "responses for each of 20,000 evaluation turns costs 41 GPU-hours for the 7B policy, about a tenth of a "
        "training run, and must be repeated for every policy evaluated."
    ),
    TableBlock(
        "Table 7: Compute cost per training run (single seed) on H100 80GB GPUs. Rollout share is the fraction of "
        "wall-clock time spent generating responses. Simulator calls count scored responses, in millions.",
        (
            ("Stage", "Policy", "GPUs", "Wall-clock (h)", "GPU-hours", "Rollout share", "Sim. calls (M)"),
            ("LogSim training", "1.5B backbone", "8", "11.0", "88", "-", "-"),
            ("SFT", "7B", "16", "3.0", "48", "-", "-"),
            ("DPO", "7B", "16", "4.5", "72", "-", "-"),
            ("PPO (R_sim only)", "7B", "16", "38.0", "608", "58%", "0.10"),
            ("GRPO (R_sim only)", "7B", "16", "23.3", "373", "66%", "0.41"),
            ("CLARO", "7B", "16", "23.5", "376", "65%", "0.41"),
            ("CLARO", "1.5B", "8", "9.5", "76", "61%", "0.41"),
            ("CLARO (LoRA)", "14B", "32", "21.0", "672", "63%", "0.41"),
            ("OPE sampling (K = 64)", "7B", "16", "2.6", "41", "100%", "-"),
        ),
    ),
    Para(
        "Summed over the three seeds of the main method and its 18 ablations, this study used roughly 21,000 GPU-hours "
        "of training compute on the 7B policy alone. The A/B test served both arms from four GPUs each for two weeks."
    ),
]

PAGE_15: list[Block] = [
    Heading("11 Limitations"),
    Para(
        "Single-turn reward. LogSim scores one recommendation turn and does not simulate how the user would reply, so "
        "CLARO optimises each turn as a contextual bandit. Effects that unfold over a conversation, such as asking a "
        "clarifying question before recommending, are invisible to the reward, and we did not try a multi-turn "
        "simulator. One service, two domains. All data come from one service in one language, and the two domains "
        "share a catalogue interface; we do not know how the penalty behaves for catalogues of music tracks or "
        "products, which are larger and change faster. Model family. We trained policies of three sizes from a single "
        "model family and ran the A/B test only with the 7B policy; the 1.5B and 14B results in Appendix Table A3 are "
        "offline only. Online test. The test lasted two weeks with 4% of traffic per arm, too short to observe "
        "long-term effects such as retention or the narrowing of taste that the popularity shift might cause, and it "
        "compared CLARO only with SFT-C, not with the logging policy itself. Estimator assumptions. Our OPE factorises "
        "the slate propensity over items and treats clicks as additive across a list; the overstated lifts in Table 6 "
        "may partly reflect violations of these assumptions rather than estimator variance."
    ),
    Heading("12 Ethics and Broader Impact"),
    Para(
        "Logged interactions were used under the service's terms, which cover the use of interaction data for service "
        "improvement, and only for users who had not opted out; all identifiers were replaced with random keys before "
        "any data left the production environment, and no free-text user utterance was shown to annotators. The A/B "
        "test was reviewed by the service's internal experimentation board and did not change prices or the content "
        "available to users. The ShelfTalk annotators were paid above the local living wage and could skip dialogues "
        "on topics they found uncomfortable."
    ),
    Para(
        "The main risk we see is the one documented in Section 9. A recommender trained on clicks predicted from "
        "exposure-biased logs concentrates attention on already popular titles, which disadvantages smaller publishers "
        "and independent film-makers and, over time, may feed back into the logs and the next simulator. A second "
        "risk is persuasion: reasons optimised for clicks may become more enticing without becoming more accurate. We "
        "did not measure the faithfulness of the reasons, and we encourage anyone deploying a similar system to do so, "
        "and to monitor catalogue coverage alongside click-through."
    ),
    Heading("13 Conclusion"),
    Para(
        "Click logs are an abundant and underused signal for training language-model recommenders. Turning them into a "
        "reward through a simulator works, provided the reward also refuses to pay for items that cannot be offered: "
        "CLARO keeps 98.7% of its recommendations in the catalogue and wins an online test by 6.6%. But the simulator "
        "is a biased judge, its predicted gains are several times the real ones, and the policy learns its preference "
        "for popular titles. The next step, in our view, is not a better optimiser but a better-grounded reward: "
        "simulators trained with deliberate exploration data, and evaluation that treats off-policy estimates as "
        "upper bounds rather than forecasts."
    ),
]

PAGE_16: list[Block] = [
    Heading("References"),
    References(
        (
            "Achebe-Nordin, T., Farrow, L., and Quist, M. Exposure-aware training of click models for counterfactual recommendation. Proceedings of the Workshop on Causal Recommendation, 2023.",
            "Brandt, E. and Oyelaran, F. Bridging dialogue and item graphs for conversational recommendation. Transactions on Interactive Retrieval, 4(2), 2021.",
            "Demir, S. and Castellanos, R. Simulated users are not users: A study of simulator-based recommender evaluation. Journal of Recommendation Research, 9, 2022.",
            "Ferreira-Lund, P., Okafor-Hale, D., and Zhang, W. Retrieval-prompted language models as zero-shot conversational recommenders. arXiv:2402.18817, 2024.",
            "Haugland, I., Brenner, K., and Sato, Y. What recall misses: User satisfaction in conversational recommendation. Proceedings of the Symposium on Human-Centred Retrieval, 2025.",
            "Ilunga, B. and Straub, J. Off-policy corrected policy gradients for slate recommendation at scale. arXiv:2009.04412, 2020.",
            "Kaspersen, L. and Mbatha, N. Candidate-aware decoding for conversational recommendation with language models. arXiv:2503.07751, 2025.",
            "Lindqvist, A. and Rao, S. Ranker-as-reward: Aligning conversational recommenders with offline click models. arXiv:2507.01163, 2025.",
            "Morel, C. and Adeyemi, O. Never recommend what you do not have: Trie-constrained generation for catalogue grounding. Findings of the Conference on Applied NLP, 2024.",
            "Okonkwo, J., Berg, H., and Salas, M. Rating-predicted rewards for language-model recommenders. arXiv:2501.09932, 2025.",
            "Petrossian, A. and Ueda, K. Sampling-based propensities for off-policy evaluation of text-generating policies. arXiv:2506.12204, 2025.",
            "Sun-Whitaker, R., Navarro, G., and Iyer, P. Item-position factorisation for slate off-policy evaluation. Proceedings of the Conference on Counterfactual Learning, 2021.",
            "Tanaka-Brooks, M., Ilesanmi, A., and Voss, D. Proxy rewards and their discontents: Measuring over-optimisation in learned reward models. arXiv:2404.16620, 2024.",
            "Varga, Z. and Hollis, E. Doubly robust estimation for logged bandit feedback in recommendation. Journal of Machine Learning for Systems, 2(1), 2019.",
        )
    ),
    Heading("Appendix A: Hyperparameters"),
    TableBlock(
        "Table A1: Training settings for the 7B policy. A dash means the setting does not apply. GPU-hours are per "
        "seed. All methods use AdamW with beta_1 = 0.9, beta_2 = 0.95 and bfloat16 weights.",
        (
            ("Setting", "SFT", "DPO", "PPO", "CLARO / GRPO"),
            ("Learning rate (policy)", "1e-5", "5e-7", "1e-6", "1e-6"),
            ("Learning rate (value net)", "-", "-", "5e-6", "-"),
            ("Warm-up steps", "50", "20", "20", "20"),
            ("Batch size", "64 dialogues", "64 pairs", "128 prompts", "128 prompts"),
            ("Responses per prompt", "-", "-", "2", "8"),
            ("Epochs / steps", "3 epochs", "1 epoch", "400 steps", "400 steps"),
            ("KL coefficient", "-", "beta = 0.1 (DPO)", "0.01", "0.01"),
            ("Clip ratio epsilon", "-", "-", "0.2", "0.2"),
            ("GAE discount / trace", "-", "-", "1.0 / 0.95", "-"),
            ("Sampling temperature", "-", "-", "1.0", "1.0"),
            ("Max response tokens", "512", "384", "384", "384"),
            ("Penalty lambda / eta", "-", "-", "- / 1.0", "0.5 / 1.0 (GRPO: 0 / 1.0)"),
            ("Hardware", "16 x H100", "16 x H100", "16 x H100", "16 x H100"),
            ("GPU-hours", "48", "72", "608", "376 (GRPO: 373)"),
        ),
    ),
]

PAGE_17: list[Block] = [
    Heading("Appendix B: Further Breakdowns"),
    TableBlock(
        "Table A2: Offline results by user activity (7B policies, all values in %). Share is the share of the 20,000 "
        "evaluation turns in each group.",
        (
            ("Group (share)", "Method", "Sim-Accept", "SNIPS-CTR", "Recall@5", "Head"),
            ("Cold, 1-5 sessions (27%)", "SFT", "9.4", "8.7", "11.2", "49.0"),
            ("Cold, 1-5 sessions (27%)", "GRPO (R_sim only)", "12.6", "9.6", "12.4", "66.0"),
            ("Cold, 1-5 sessions (27%)", "CLARO", "12.0", "10.1", "13.3", "67.4"),
            ("Moderate, 6-50 (51%)", "SFT", "11.1", "10.6", "14.9", "44.0"),
            ("Moderate, 6-50 (51%)", "GRPO (R_sim only)", "16.8", "12.5", "17.4", "59.9"),
            ("Moderate, 6-50 (51%)", "CLARO", "16.0", "14.2", "19.2", "61.3"),
            ("Heavy, >50 (22%)", "SFT", "12.2", "11.1", "15.3", "41.0"),
            ("Heavy, >50 (22%)", "GRPO (R_sim only)", "20.1", "13.6", "18.6", "58.4"),
            ("Heavy, >50 (22%)", "CLARO", "19.8", "14.1", "19.6", "60.2"),
        ),
    ),
    TableBlock(
        "Table A3: Policy size. Offline results for SFT and CLARO at three sizes (all values in %). Only the 7B policy "
        "was tested online.",
        (
            ("Size", "Method", "Sim-Accept", "OOC", "SNIPS-CTR", "Recall@5"),
            ("1.5B", "SFT", "9.2", "14.8", "8.6", "11.5"),
            ("1.5B", "CLARO", "14.1", "2.4", "11.2", "15.3"),
            ("7B", "SFT", "10.9", "9.6", "10.2", "14.1"),
            ("7B", "CLARO", "15.8", "1.3", "13.1", "17.9"),
            ("14B (LoRA)", "SFT", "11.5", "7.0", "10.9", "15.0"),
            ("14B (LoRA)", "CLARO", "16.2", "1.0", "13.6", "18.7"),
        ),
    ),
    TableBlock(
        "Table A4: LogSim calibration by item popularity on September logs (click-through per shown item, %; ECE over 15 bins). Torso items rank "
        "2,001 to 20,000 by training-month clicks.",
        (
            ("Popularity band", "Share of impressions", "Predicted CTR", "Observed CTR", "ECE"),
            ("Head (top 2,000)", "38.4%", "3.31", "2.80", "0.0052"),
            ("Torso (2,001-20,000)", "44.1%", "2.44", "2.49", "0.0018"),
            ("Tail (beyond 20,000)", "17.5%", "1.76", "2.13", "0.0039"),
        ),
    ),
    Para(
        "Prompt. The policy's system prompt reads: \"You are the Quillmark assistant. Recommend up to five titles from "
        "the candidate list or the Quillmark catalogue that fit the user's request and history. For each, give the "
        "title, the year (film) or author (book), and one sentence explaining the fit. Do not recommend titles the "
        'user has already finished." It is followed by the history, the 50 candidates as one title per line with '
        "genre tags, and the dialogue. LogSim's input serialises the history, the last user utterance, the item text "
        "and a position token, separated by [SEP] markers; the dialogue before the last utterance is omitted."
    ),
]

PAPER = GeneratedPaper(
    file="recsys_rl.pdf",
    title="Learning to Recommend from Logged Clicks: Simulator-Rewarded Reinforcement Learning for a Catalogue-Grounded Conversational Recommender",
    short_title="Simulator-Rewarded RL for Catalogue-Grounded Conversational Recommendation",
    authors="Sunniva Halvorsen (1), Kwabena Mensah-Atta (1), Rui Okabe (2), Delphine Marchetti (2), Anjali Suresh (3)",
    affiliations="(1) Ostmark University of Applied Computing   (2) Quillmark Media Research   (3) Lakeshore Institute for Information Retrieval",
    stamp="arXiv:2603.11842v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "Large language models can hold a conversation about films and novels, but as recommenders they are trained "
        "on dialogues written by annotators rather than on what users actually do, and they regularly name titles "
        "that the service cannot offer. We study reinforcement learning from logged user feedback for an LLM-based "
        "conversational recommender serving two domains, movies and books. The reward comes from LogSim, an off-policy "
        "user simulator trained on 1.70 million logged sessions to predict clicks, minus a penalty for every "
        "recommended item outside the catalogue; we call the method CLARO. On Aldergrove-7B, CLARO lowers the "
        "out-of-catalogue rate from 9.6% to 1.3% and raises the self-normalised inverse-propensity estimate of "
        "click-through rate from 10.2% to 13.1%. In a two-week online A/B test with 77,389 users it raised turn-level "
        "click-through from 12.1% to 12.9% over a constrained-decoding baseline (p = 0.003), a lift far smaller than "
        "the 4.4 points the simulator predicted. We trace part of the gap to a negative result: the simulator "
        "over-rewards popular items, and the policy learns this bias, raising the share of head items from 45.3% to "
        "62.7%; neither a debiased simulator nor a popularity penalty removed it without losing click-through. We "
        "organise the study around four research questions and report per-domain, per-activity and compute-cost "
        "breakdowns."
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
        PAGE_17,
    ),
)
