"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 37): reinforcement learning with an interval-score reward and a reasoning-format term teaches language models calibrated Fermi estimation; every sentence, model, dataset and number is invented."""

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
        "Enrico Fermi was famous for answering questions that seemed to lack the data to answer them: how many piano "
        "tuners work in Chicago, how much energy a bomb released judged by how far scraps of paper drifted in its blast. "
        "Questions of this kind, now called Fermi questions, reward a particular skill. The estimator breaks the unknown "
        "quantity into factors that can each be guessed, anchors those factors on things she knows, and multiplies. Just as "
        "important, and much less often taught, is knowing how uncertain the result is. A planner who is told that a city of "
        "two million people uses 400 million litres of water a day must also know whether that figure could be off by a "
        "factor of two or by a factor of fifty."
    ),
    Para(
        "Language models are increasingly asked such questions, in tutoring, in business analysis and in the first draft of "
        "many policy memos. They are good at the first part of the skill: asked to estimate, they produce plausible "
        "decompositions and mostly sensible anchors. They are poor at the second. In our measurements on four estimation "
        "benchmarks, Corvid-7B prompted for an 80% interval contains the reference answer for only 43% of questions, and "
        "the much larger Heron-405B-Chat reaches 52%. Sampling 32 point estimates and taking their empirical quantiles "
        "helps only a little (56%), because samples from one model share the same anchors and the same mistaken assumptions."
    ),
    Para(
        "An interval that is too narrow is arguably worse than no interval. It invites the reader to treat a guess as a "
        "measurement, and it hides exactly the information a reader needs to decide whether to look the number up."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "A natural remedy is to train for calibration directly. Reinforcement learning with verifiable rewards has improved "
        "reasoning on problems with exact answers (Okonkwo et al., 2024), and estimation questions have checkable answers "
        "too, even if no response is expected to hit them exactly. The obvious rewards, however, fail in instructive ways. "
        "Rewarding the point estimate by its log error (Varga and Lindqvist, 2024) improves the point estimates but gives "
        "no reason to report uncertainty honestly; in our runs the intervals of such a policy shrank until they covered 38% "
        "of answers. Rewarding coverage, paying one unit whenever the interval contains the answer (Petrosyan and Hale, "
        "2025), is exploited just as fast. The policy learns to give intervals that span 2.64 orders of magnitude on "
        "average and covers 93% of answers at a nominal level of 80%: a forecast that is both miscalibrated and useless."
    ),
    Para(
        "Neither reward is a proper scoring rule for intervals. The interval score of a central prediction interval at "
        "level 1 - alpha charges the interval's width plus 2/alpha times the distance by which the answer falls outside "
        "it. It is proper: a forecaster minimises the expected score by reporting the alpha/2 and 1 - alpha/2 quantiles of "
        "her own belief (Delacroix and Petrov, 2021). The score therefore rewards sharpness and calibration together, and "
        "its only parameter is the level, which the user chooses. We compute it on base-10 logarithms of the quantities, "
        "since Fermi answers span many orders of magnitude and a factor-of-ten error should cost the same for the number "
        "of stars in a galaxy as for the number of dentists in a town."
    ),
    Para(
        "Why intervals rather than full distributions? A model could be asked for a mean and a spread, or for many "
        "quantiles, and rewarded with the corresponding likelihood or quantile loss. We chose a single central interval "
        "because it is what people ask for in practice, because it can be read and checked at a glance, and because its "
        "score is bounded below by zero, which keeps rewards well scaled. The level is part of the prompt, so one model "
        "serves users who want a 50% range as well as those who want a 90% one."
    ),
    Para(
        "We present Ballpark, which trains a language model by reinforcement learning on this log-space interval score "
        "together with a small format term that credits responses whose reasoning states its assumptions and whose last "
        "line holds a parseable interval. We refer to a Corvid model trained with Ballpark as Ballpark-3B, Ballpark-7B or "
        "Ballpark-32B. Our contributions are the following."
    ),
    Bullets(
        (
            "A reward for numeric estimation built on the interval score, computed in log space, clipped and scaled per "
            "nominal level, and combined with a format term of weight 0.2. We show that the parsing rules and the penalty "
            "for an unparseable answer decide whether the policy learns to estimate or learns to abstain (Section 6).",
            "FermiForge, 41,280 estimation questions in eight domains whose answers are traced to published statistics, "
            "and BallparkQA, 612 questions written and sourced by 11 domain experts. Both are released with our interval "
            "parser and evaluation code.",
            "Experiments with Corvid models of 3B, 7B and 32B parameters. Ballpark lowers the mean interval score of "
            "Corvid-7B by 41%, from 3.35 to 1.97, and raises the coverage of its 80% intervals from 0.43 to 0.79, with "
            "similar relative gains at 3B and 32B.",
            "An analysis of failure modes and per-domain results, and a comparison with 18 human experts, who give more "
            "accurate point estimates than Ballpark-7B but whose 80% intervals contain the answer only 63% of the time.",
        )
    ),
    Para(
        "The rest of the paper is organised as follows. Section 2 reviews related work, Section 3 describes the reward, "
        "the parser and the training algorithm, and Section 4 the models, data and baselines. Sections 5 to 7 report the "
        "main results, ablations and analyses, and Section 8 discusses what Ballpark does not solve."
    ),
]

PAGE_3: list[Block] = [
    Heading("2 Related Work"),
    Para(
        "Estimation with language models. Albrecht and Moyo (2022) introduced EstimateIt, 1,100 order-of-magnitude "
        "questions, and found that the models of the time placed fewer than half of their point estimates within a factor "
        "of ten of the answer. Factor-tree prompting (Sørensen et al., 2023) asks the model to write its decomposition as a "
        "tree of sub-quantities before multiplying, and improved order-of-magnitude accuracy by 9 points on EstimateIt, but "
        "it does not address uncertainty. Fitzgerald et al. (2024) traced a large share of estimation errors to exponent "
        "slips in multi-step arithmetic, an error we also find among the misses of our own models (Section 7.2). Benchmarks "
        "in this line score point estimates only; to our knowledge none scores the interval a model reports."
    ),
    Para(
        "Verbalised uncertainty and calibration. Models asked for their confidence in words are overconfident, and the "
        "effect is stronger for numeric answers than for multiple choice (Kowalczyk and Reyes, 2024): their 90% intervals "
        "on census questions contained the answer 47% of the time. Nakamura et al. (2024) trained yes-or-no question "
        "answering with a Brier-score reward and showed that a proper scoring rule, unlike an accuracy reward, produces "
        "calibrated verbal confidence after RL. Ballpark carries this idea from binary answers to continuous quantities. "
        "Tan and Wexler (2025) take a different route and have the model output the mean and standard deviation of a "
        "log-normal belief, rewarded by its log-likelihood. That reward is also proper, but it commits the model to a "
        "parametric shape and is unbounded below, which made training unstable in our attempts to reproduce it; an "
        "interval is, moreover, what users ask for."
    ),
    Para(
        "Scoring rules and prediction intervals. The interval score and its relatives, such as the quantile or pinball "
        "loss summed over levels, are standard in forecasting competitions; Delacroix and Petrov (2021) review their "
        "properties. Conformal prediction offers another route to coverage: Iyer et al. (2023) widen the intervals of a "
        "language model by a constant calibrated on held-out data, which guarantees marginal coverage when the test "
        "questions are exchangeable with the calibration questions. The guarantee is lost under distribution shift, and a "
        "constant widening cannot make an interval wider for a hard question than for an easy one. We include this method "
        "as a baseline."
    ),
    Para(
        "Reinforcement learning with verifiable rewards. Critic-free policy gradients with group-normalised advantages "
        "(Okonkwo et al., 2024) have become the default for training reasoning with rule-based rewards, and we use them "
        "unchanged. Format rewards, which credit a required structure of the response, speed up early training but "
        "matter little once the structure is learned (Zhou and Abara, 2025). Brandt et al. (2025) describe policies that "
        "escape penalties by producing output the reward function cannot parse; we meet the same behaviour when an "
        "unparseable interval is not penalised (Section 6)."
    ),
    Para(
        "Forecasting with language models. Judgemental forecasting of future events is scored with proper rules by "
        "convention, and Rahimi et al. (2024) fine-tuned models on resolved forecasting questions with the Brier score as "
        "the evaluation metric. Lund and Achebe (2025) asked models for quantile forecasts of economic indicators and found "
        "that their 90% intervals covered the outcome about 60% of the time. These works evaluate with proper scores but "
        "train, if at all, by supervised learning on outcomes. Ballpark instead optimises a proper score directly, on "
        "questions whose answers are known at training time."
    ),
    Para(
        "Human estimation. People are overprecise when they give intervals: experts in engineering and economics asked "
        "for 80% intervals about their own fields contained the answer between 50% and 65% of the time (Mensah and "
        "Olabode, 2023). We repeat a small version of this study with Fermi problems in Section 7.3."
    ),
]

PAGE_4: list[Block] = [
    Heading("3 Method"),
    Heading("3.1 Task and notation"),
    Para(
        "Each question asks for a positive quantity y in a stated unit, together with a nominal level 1 - alpha for the "
        "interval, where alpha is 0.5, 0.2 or 0.1. The model writes free-form reasoning and ends with a single line of the "
        "form 'Interval (80%): [l, u] unit'. We work with base-10 logarithms throughout: L = log10 l, U = log10 u and "
        "Y = log10 y, so that U - L is the width of the interval in orders of magnitude. When a point estimate is needed, "
        "for example to measure accuracy, we use the geometric midpoint m = sqrt(l u), whose logarithm is (L + U)/2."
    ),
    Para(
        "The level is stated twice in the prompt, once in words and once in the template of the final line, and the "
        "parser checks that the level written in the final line matches the one requested. A response that answers a "
        "90% request with an 80% interval is treated as unparseable. The exact prompt is given in Appendix D."
    ),
    Para(
        "Working in log space is a modelling choice, not a convenience. Answers in our training data range from 10^-4 to "
        "10^24 in their stated units, and the errors of both humans and models are closer to multiplicative than to "
        "additive. An interval score computed on raw quantities is dominated by the few questions with the largest "
        "answers; Section 6 shows that training on it gives much worse intervals on every benchmark."
    ),
    Heading("3.2 The interval-score reward"),
    Para(
        "For a central interval at level 1 - alpha, the interval score in log space is S_alpha(L, U; Y) = (U - L) + "
        "(2/alpha)(L - Y) 1[Y < L] + (2/alpha)(Y - U) 1[Y > U], where 1[.] is one when its condition holds and zero "
        "otherwise. Lower is better. The first term charges for width; the other two charge for every order of magnitude "
        "by which the answer falls below or above the interval. At the 80% level the miss terms have slope 10, so missing "
        "by a tenth of an order of magnitude costs as much as widening the interval by a whole one."
    ),
    Para(
        "The score is proper. If the model's belief about Y has distribution F, the expected score is minimised by "
        "L = F^-1(alpha/2) and U = F^-1(1 - alpha/2): widening the interval beyond those quantiles costs more in width than "
        "it saves in expected misses, and narrowing it saves less in width than it adds in misses. A policy that maximises "
        "the expected reward is therefore pushed to report the quantiles of whatever belief its reasoning produced, and no "
        "systematic widening or narrowing can raise its reward. This is the property that the coverage and log-error "
        "rewards of Section 1 lack."
    ),
    Para(
        "We turn the score into a bounded reward, r_int = max(-1, 1 - S_alpha / tau_alpha), with tau = 3.0 at the 80% "
        "level. A response whose 80% interval is one order of magnitude wide and contains the answer receives "
        "1 - 1/3 = 0.67. A response whose interval is a tenth of an order wide and misses by half an order receives "
        "1 - (0.1 + 10 x 0.5)/3 = -0.70. For the 50% and 90% levels we scale tau so that a calibrated interval of typical "
        "width earns a similar reward; the values are listed in Appendix A."
    ),
    Para(
        "A worked example makes the difference between the rewards concrete. Suppose the model's reasoning leaves it "
        "believing that log10 y is normally distributed with mean 6 and standard deviation 0.5: a median of one million, "
        "with the uncertainty typical of a three-factor estimate. Its honest 80% interval runs from 10^5.36 to 10^6.64, "
        "about 230,000 to 4.4 million, and has an expected interval score of 1.75. An interval twice as wide in log space "
        "has an expected score of 2.58, and one half as wide 2.21. The interval from 10^3 to 10^9, which the coverage "
        "reward prefers because it almost never misses, scores 6.0. The log-error reward cannot tell the four apart."
    ),
]

PAGE_5: list[Block] = [
    Para(
        "Clipping bounds the effect of a few wild misses on the group statistics used for the advantages (Section 3.5). "
        "Without it, a response that misses by five orders of magnitude at the 90% level would receive a reward near -24 "
        "and set the scale for the other seven responses in its group. Clipping makes the reward improper in the far tail, "
        "where it stops charging for misses once S_alpha exceeds 2 tau; at the 80% level this happens when a narrow "
        "interval misses by more than about 0.6 orders of magnitude. Such responses make up 14% of rollouts at the start "
        "of training and 3% at its end. We train without clipping as an ablation and find it slightly worse (Section 6)."
    ),
    Heading("3.3 The reasoning-format term"),
    Para(
        "The format term r_fmt takes three values. It is 1 when the response states at least two assumptions before its "
        "final line, each on a line that begins with 'Assume' or with a list number and contains at least one number "
        "together with a unit or a scale word, and when the final line holds a parseable interval at the requested level. "
        "It is 0.5 when the final interval parses but fewer than two assumption lines are found, and 0 when no interval "
        "parses. The total reward is r = r_int + lambda_fmt r_fmt with lambda_fmt = 0.2, so it ranges from -1 to 1.2."
    ),
    Para(
        "The weight is deliberately small. A full format credit is worth 0.2 reward units, as much as narrowing a "
        "correct 80% interval by 0.6 orders of magnitude, so the policy cannot trade estimation quality for format. We "
        "included the term for two reasons. First, explicit assumptions make the estimate auditable: a reader who "
        "disagrees with one factor can redo the product. Second, the term speeds up the early phase of training, when "
        "many cold-start responses omit the final line; the share of rollouts with full format credit rises from 0.55 to "
        "0.92 within the first 150 steps (Figure 2 in Appendix C). The term does not check that the stated assumptions are "
        "true or that the arithmetic is right; the interval score alone is responsible for that."
    ),
    Para(
        "A typical response that earns full format credit, shortened, reads: 'Assume 2.0 million residents. Assume "
        "household use of 150 litres per person per day. Assume non-household use adds about a third. Total: 2.0 million x "
        "150 x 1.33 = about 400 million litres per day. Interval (80%): [250 million, 700 million] litres per day.' The "
        "final line is all the interval score sees; the assumptions are there for the reader."
    ),
    Heading("3.4 Parsing intervals"),
    Para(
        "The reward is only as good as the parser that reads the final line, and the parser is where most of our "
        "engineering time went. We accept decimal numbers with or without thousands separators, scientific notation "
        "written as 4.2e7, 4.2 x 10^7 or 4.2*10^7, the scale words thousand, million, billion and trillion, and the suffixes "
        "k, M and bn directly after a number. The question fixes the unit. If the response states a different unit that "
        "belongs to a list of 46 convertible units (metres and kilometres, kilograms and tonnes, seconds and years, and so "
        "on), the endpoints are converted; any other unit counts as a parse failure."
    ),
    Para(
        "Endpoints must be finite and strictly positive, because the score is computed on logarithms. If the lower "
        "endpoint exceeds the upper one, we swap them but set r_fmt to 0. An interval of zero width is allowed; it is "
        "simply scored badly unless it hits the answer exactly, which never happened in our data. Only the last line that "
        "matches the interval pattern is read, so a response cannot hedge by writing several intervals. When no interval "
        "parses, r_int is set to -1 and r_fmt to 0, which gives the lowest possible total reward of -1. This choice "
        "matters: with a reward of 0 for unparseable responses, the policy learns to write no interval for its hardest "
        "questions (Section 6)."
    ),
    Para(
        "A few further rules handle common phrasings. A hyphen between two numbers, as in [3-5 million], is read as a "
        "range, and a scale word that follows only the second number applies to both. Approximation signs and words such "
        "as 'about' are ignored. Percentages are accepted only when the question asks for a fraction."
    ),
]

PAGE_6: list[Block] = [
    Para(
        "We checked the parser against 2,000 responses whose intervals two of the authors read and converted by hand. The "
        "two agreed with the parser on 1,986 responses (99.3%). Most of the 14 disagreements were ranges written in words, "
        "such as 'between two and three hundred thousand', which the parser rejects and the annotators read as "
        "[200,000, 300,000]; after training such phrasings occur in fewer than 0.1% of responses."
    ),
    Heading("3.5 Training algorithm"),
    Para(
        "Training has two stages. A short supervised cold start teaches the response format, and reinforcement learning "
        "then optimises the reward. For the cold start we asked Heron-405B-Chat to answer 9,600 training questions in our "
        "format and kept the 5,760 responses (60%) whose interval parsed, contained the reference answer and spanned at "
        "most two orders of magnitude. We fine-tune on these rationales for one epoch. Keeping only covering intervals "
        "might be expected to make the cold-start model cautious, but it still covers only 61% of answers at the 80% "
        "level (Table 3); calibration comes from the RL stage (Figure 1)."
    ),
    Para(
        "For reinforcement learning we use a critic-free policy gradient with group-normalised advantages (Okonkwo et al., "
        "2024). Each step proceeds as follows. We draw 128 training questions and, for each, a nominal level of 50%, 80% "
        "or 90% with probabilities 0.25, 0.5 and 0.25, which is written into the prompt. We sample G = 8 responses per "
        "question at temperature 0.9, parse and score them, and compute for response i the advantage A_i = (r_i - mean(r)) "
        "/ (std(r) + 0.01), where the mean and standard deviation are taken over the eight responses to the same question. "
        "Every token of a response receives its advantage. The policy is updated with one step of the clipped importance-"
        "ratio objective, with clip range 0.2 and a KL penalty of coefficient beta = 0.005 towards the cold-start model, "
        "averaging the loss over tokens rather than over responses."
    ),
    Para(
        "Questions whose eight responses all receive the same reward carry no learning signal and are dropped from the "
        "update. Such groups are rarer than in RL on exact-answer problems, because the interval score is continuous: two "
        "responses almost never receive exactly the same reward unless both fail to parse. On average 9% of the questions "
        "in a batch are dropped, mostly groups in which every response fails to parse early in training or every response "
        "gives the same interval late in training, and we do not refill the batch. We add no length penalty. Mean response "
        "length nonetheless falls from 412 tokens after the cold start to 338 tokens after RL, mostly because the policy "
        "stops restating the question."
    ),
    Para(
        "Group normalisation has a useful side effect for this reward. The interval score varies greatly between "
        "questions: a well-answered question about the height of a building may earn 0.8, while the best response to a "
        "question about soil bacteria earns 0.1. Normalising within each group compares responses only with other "
        "responses to the same question, so hard questions are not drowned out by easy ones and the policy is not pushed "
        "towards the domains where rewards happen to be high."
    ),
    Para(
        "Mixing the three levels during training is what lets a single model follow the level requested at test time. A "
        "model trained only at the 80% level produces nearly the same intervals whatever level the prompt asks for "
        "(Section 6 and Appendix C)."
    ),
    Heading("4 Experimental Setup"),
    Heading("4.1 Models"),
    Para(
        "We train the instruction-tuned Corvid models with 3B, 7B and 32B parameters (Halvorsen et al., 2025), which share a "
        "tokenizer and an 8,192-token context; their stated training-data cutoff is June 2023. As a reference point we "
        "prompt Heron-405B-Chat (Quintero-Lau et al., 2024) through its public API, with the same prompt and three worked "
        "examples as the prompted Corvid baselines. Heron-405B-Chat also wrote the cold-start rationales."
    ),
    Para(
        "We chose the Corvid family because its three sizes were trained on the same data with the same recipe, so that "
        "differences between them reflect scale rather than data. We did not try base (not instruction-tuned) "
        "checkpoints; the cold start would probably need more examples for them."
    ),
]

PAGE_7: list[Block] = [
    Heading("4.2 Data"),
    Para(
        "FermiForge. We built the training set from 212 statistical sources: national statistics offices, international "
        "agencies, engineering handbooks and reference textbooks. Annotators turned a table cell or a derived figure into "
        "a question with a single numeric answer in a stated unit, and recorded the source; template questions were "
        "rewritten by hand so that the phrasing varies. Answers span 28 orders of magnitude, from 10^-4 to 10^24 in their "
        "stated units, with a median log10 answer of 5.8. An audit of 1,000 random questions by two annotators found 96.1% "
        "with an unambiguous question and an answer consistent with its source. Before splitting, we removed 1,912 "
        "candidate questions that shared a source table or an 8-gram with any evaluation question. The remaining 41,280 "
        "questions are split into 38,400 for training, 1,440 for validation and 1,440 for testing, stratified over eight "
        "domains (Appendix B)."
    ),
    Para(
        "Evaluation benchmarks. Table 1 summarises the four benchmarks. FermiForge-Test is in distribution. BallparkQA "
        "was written for this paper by 11 experts in six fields; each question comes with a sourced reference value and "
        "the expert's own worked derivation, and the questions need more factors than those of FermiForge. NumeraLens "
        "converts figures from statistical releases published between July 2023 and December 2024, after the Corvid "
        "cutoff, so its answers cannot have been memorised. Enrico-300 collects classic Fermi problems from textbooks and "
        "olympiad training material. Because many classic problems have no official answer, three of the authors derived "
        "each reference value from sources independently and we kept the geometric mean of their values; their median "
        "disagreement was 0.12 orders of magnitude."
    ),
    TableBlock(
        "Table 1: Evaluation benchmarks. Factors is the median number of multiplicative factors in a reference "
        "derivation. Median answer is the median of log10 y in the question's unit.",
        (
            ("Benchmark", "Questions", "Domains", "Reference values from", "Factors", "Median answer"),
            ("FermiForge-Test", "1,440", "8", "published statistics", "3", "5.8"),
            ("BallparkQA", "612", "6", "expert-sourced", "5", "6.3"),
            ("NumeraLens", "2,000", "7", "releases, Jul 2023 - Dec 2024", "3", "5.1"),
            ("Enrico-300", "300", "5", "three derivations, geometric mean", "4", "4.7"),
        ),
    ),
    Para(
        "Every evaluation question is asked at the 80% level for the main results. For the per-level analysis of Section "
        "7.4 we ask each question again at 50% and at 90%. In total the four benchmarks contain 4,352 questions."
    ),
    Heading("4.3 Baselines"),
    Para("All baselines use Corvid-7B unless stated otherwise, and all produce an 80% interval in the same format."),
    Bullets(
        (
            "Prompted: the instruction-tuned model with our format instruction and three worked examples.",
            "Sampling quantiles: 32 point estimates sampled at temperature 1.0 from the prompted model; the interval runs "
            "from the 10th to the 90th percentile of their logarithms.",
            "Conformal widening: the prompted model's intervals widened in log space by a constant margin on each side, "
            "chosen on FermiForge-Val to reach 80% coverage (Iyer et al., 2023).",
            "Cold-start SFT: the model after supervised fine-tuning only.",
            "PointRL: our training pipeline with the interval reward replaced by max(-1, 1 - |log10 m - Y| / 1.5) on the "
            "geometric midpoint m, after Varga and Lindqvist (2024).",
            "HitRL: our pipeline with a reward of 1 when the interval contains the answer and 0 otherwise (Petrosyan and "
            "Hale, 2025).",
        )
    ),
]

PAGE_8: list[Block] = [
    Para(
        "PointRL and HitRL keep the format term with the same weight of 0.2, the same cold start, the same level mixing "
        "and the same number of steps as Ballpark, so that they differ from it only in r_int."
    ),
    Heading("4.4 Metrics"),
    Para(
        "Our main metric is the mean log-space interval score at the 80% level, written IS, for which lower is better. It "
        "is the quantity that Ballpark is trained on, but it is also the natural way to compare interval forecasts, since "
        "it cannot be improved by widening or narrowing intervals in a way the forecaster does not believe. We report three "
        "further metrics that decompose it. Coverage is the share of questions whose interval contains the answer, to be "
        "compared with the nominal 0.80. Width is the mean of U - L in orders of magnitude. OM accuracy is the share of "
        "questions whose geometric midpoint lies within a factor of ten of the answer, the traditional standard for a good "
        "Fermi estimate."
    ),
    Para(
        "We decode greedily at evaluation, except for the sampling-quantile baseline. A response without a parseable "
        "interval receives an interval score of 6.0, the score of an 80% interval of zero width that misses by 0.6 orders "
        "of magnitude, and counts as neither covered nor accurate. The average over benchmarks that we report is the "
        "unweighted mean of the four benchmark means, so that the small Enrico-300 counts as much as NumeraLens. We test "
        "differences with a paired bootstrap over questions with 10,000 resamples. Every difference between Ballpark and "
        "the best baseline on a benchmark is significant at p < 0.01; differences between baselines often are not."
    ),
    Para(
        "We considered reporting a score that covers several levels at once, such as the quantile loss summed over "
        "levels, but it ranks the methods in the same order as the 80% interval score on all four benchmarks, and we give "
        "the 50% and 90% results separately in Appendix C instead. We do not use a learned judge anywhere in the "
        "evaluation: every metric is computed from the parsed interval and the reference value alone."
    ),
    Heading("4.5 Implementation and compute"),
    Para(
        "Unless stated otherwise, every run uses the same RL settings: 1,200 steps of 128 questions with 8 responses each, "
        "which amounts to four passes over the 38,400 training questions; a learning rate of 1.5e-6 for Corvid-7B with 30 "
        "warm-up steps and no decay; AdamW with betas of 0.9 and 0.95 and no weight decay; prompts of at most 384 tokens "
        "and responses of at most 1,024 tokens. Appendix A lists the settings for every model size, including those "
        "that differ for Corvid-32B."
    ),
    Para(
        "Ballpark-7B trains on 16 H100 GPUs with 80 GB of memory in 21.5 hours, or 344 GPU-hours; generating rollouts takes "
        "62% of the time of a step, scoring takes under 1% and the policy update the rest. Ballpark-3B trains on 8 GPUs in "
        "11.2 hours and Ballpark-32B on 64 GPUs in 58.0 hours. The cold start adds about 40 minutes for the 7B model. "
        "Evaluating one model on all four benchmarks takes 25 minutes on 8 GPUs, and the 32-sample baseline takes 32 times "
        "as much generation. We ran the 7B experiments with three seeds and report their mean; the standard deviation of "
        "the average IS over seeds is at most 0.03 for every 7B method in Table 2. The 3B and 32B models were trained once."
    ),
    Para(
        "The interval parser, the reward and the evaluation scripts are written in plain Python and add no measurable "
        "time to training. We will release them together with FermiForge, BallparkQA and the trained checkpoints of "
        "Ballpark-3B and Ballpark-7B."
    ),
    Para(
        "Decontamination. Besides the source-level filtering of Section 4.2, we searched the cold-start rationales for "
        "any of the 4,352 evaluation answers written next to the unit of its question. The 37 matches were all round "
        "numbers such as 1,000 used in unrelated conversions, and we kept them. This cannot rule out that Corvid saw some "
        "BallparkQA or Enrico-300 answers during pretraining, which is one reason we built NumeraLens."
    ),
]

PAGE_9: list[Block] = [
    Heading("5 Main Results"),
    Para(
        "Table 2 gives the interval score of every method on the four benchmarks. Ballpark-7B has the lowest score on all "
        "of them, and its average of 1.97 is 41% below that of the prompted model (3.35) and 0.45 below the strongest "
        "baseline built on the same model, conformal widening (2.42). It is also below the average of the prompted "
        "Heron-405B-Chat (2.30), a model some 58 times larger, and the same holds on each benchmark separately."
    ),
    TableBlock(
        "Table 2: Mean log-space interval score at the 80% level (lower is better) for Corvid-7B methods and the prompted "
        "Heron-405B-Chat. Avg is the unweighted mean over the four benchmarks. 7B results are means over three seeds.",
        (
            ("Method", "FermiForge-Test", "BallparkQA", "NumeraLens", "Enrico-300", "Avg"),
            ("Prompted", "3.42", "3.91", "3.18", "2.89", "3.35"),
            ("Sampling quantiles (k = 32)", "2.96", "3.37", "2.81", "2.58", "2.93"),
            ("Conformal widening", "2.19", "2.84", "2.50", "2.15", "2.42"),
            ("Cold-start SFT", "2.71", "3.12", "2.64", "2.33", "2.70"),
            ("PointRL", "2.88", "3.25", "2.70", "2.29", "2.78"),
            ("HitRL", "2.54", "2.97", "2.49", "2.20", "2.55"),
            ("Ballpark (ours)", "1.86", "2.31", "1.97", "1.74", "1.97"),
            ("Heron-405B-Chat, prompted", "2.38", "2.66", "2.25", "1.91", "2.30"),
        ),
    ),
    Para(
        "The improvement is largest in distribution, where the score falls by 46% on FermiForge-Test (3.42 to 1.86), and "
        "smallest on NumeraLens, by 38% (3.18 to 1.97), whose answers postdate the model's training data. On BallparkQA "
        "and Enrico-300 the reductions are 41% and 40%. We read the NumeraLens result as evidence that Ballpark teaches "
        "a way of reporting uncertainty rather than a set of memorised answers, since recall of the answers is "
        "impossible there; we note, however, that its questions resemble FermiForge questions in style, and it is "
        "possible that part of the gain comes from familiarity with that style."
    ),
    Para(
        "Conformal widening is the strongest baseline in distribution, where it was calibrated, with a score of 2.19 on "
        "FermiForge-Test. Its advantage shrinks away from that distribution: on BallparkQA it is 0.53 worse than Ballpark "
        "and only 0.13 better than HitRL. A constant widening makes every interval wider by the same amount, so it pays for "
        "easy questions the width that only hard questions need. The two RL baselines show the failure modes described in "
        "Section 1. PointRL improves the point estimate but leaves the intervals too narrow, and its score (2.78) is worse "
        "than that of the cold-start model it started from (2.70). HitRL improves the score a little (2.55) by covering "
        "almost every answer with very wide intervals."
    ),
    Para(
        "Sampling 32 estimates and taking quantiles improves on a single prompted interval (2.93 against 3.35), but at "
        "32 times the generation cost, and it remains worse than every trained model, PointRL included."
    ),
    Para(
        "The differences between seeds are small. Across the three seeds, the average score of Ballpark-7B ranges from "
        "1.95 to 2.00 and that of HitRL from 2.52 to 2.58, so the gap between the two is many times the spread of either. "
        "The cold-start model, which every RL variant starts from, has a score of 2.70, so RL with the interval score "
        "accounts for 0.73 of Ballpark's total improvement of 1.38 over prompting, and the cold start for the remaining 0.65."
    ),
]

PAGE_10: list[Block] = [
    FigureBlock(
        "Figure 1: Coverage of 80% intervals on FermiForge-Val (1,440 questions) during the first 400 RL steps of "
        "Corvid-7B, evaluated every 50 steps, mean of three seeds. Black: Ballpark. Grey: HitRL (upper curve) and PointRL "
        "(lower curve). The nominal level is 0.80.",
        "training step",
        "coverage",
        (
            (0.63, 0.68, 0.73, 0.76, 0.78, 0.80, 0.81, 0.81, 0.81),
            (0.63, 0.74, 0.83, 0.88, 0.91, 0.93, 0.94, 0.95, 0.95),
            (0.63, 0.58, 0.52, 0.47, 0.44, 0.42, 0.40, 0.40, 0.39),
        ),
    ),
    Para(
        "Table 3 shows where the differences in score come from. Ballpark-7B covers 79% of answers with its 80% intervals, "
        "the closest of any method to the nominal level, with intervals 1.38 orders of magnitude wide on average. The "
        "prompted model's intervals are less than half as wide (0.61) and cover 43% of answers. HitRL reaches 93% coverage "
        "only with intervals of 2.64 orders, which would tell a planner that a city's daily water use lies somewhere "
        "between 100 million and 44 billion litres."
    ),
    TableBlock(
        "Table 3: Coverage of 80% intervals, mean width in orders of magnitude, OM accuracy (% of geometric midpoints "
        "within a factor of ten of the answer) and mean response length, averaged over the four benchmarks. For sampling "
        "quantiles the length counts all 32 samples.",
        (
            ("Method", "Coverage", "Width", "OM acc. (%)", "Tokens"),
            ("Prompted", "0.43", "0.61", "58.7", "296"),
            ("Sampling quantiles (k = 32)", "0.56", "0.83", "61.9", "9,472"),
            ("Conformal widening", "0.74", "1.14", "58.7", "296"),
            ("Cold-start SFT", "0.61", "0.92", "63.0", "412"),
            ("PointRL", "0.38", "0.47", "70.8", "287"),
            ("HitRL", "0.93", "2.64", "62.4", "351"),
            ("Ballpark (ours)", "0.79", "1.38", "71.4", "338"),
            ("Heron-405B-Chat, prompted", "0.52", "0.74", "76.3", "455"),
        ),
    ),
    Para(
        "A result we did not expect is that Ballpark's point estimates are slightly better than those of PointRL (71.4% "
        "against 70.8% OM accuracy), although PointRL is rewarded for its point estimate and Ballpark never is. The "
        "interval score does reward a good centre indirectly, since an interval placed well can be narrow. Conformal "
        "widening leaves the geometric midpoint unchanged and therefore has exactly the OM accuracy of the prompted "
        "model. Heron-405B-Chat has the most accurate point estimates of all (76.3%), which we attribute to its broader "
        "knowledge, but its intervals are nearly as overconfident as those of the small prompted model."
    ),
    Para(
        "Figure 1 follows the coverage of 80% intervals on FermiForge-Val during the first 400 steps of training, after "
        "which none of the three curves changes by more than 0.01. All three start from the cold-start model's coverage of "
        "0.63. Ballpark reaches 0.80 by step 250 and stays there; HitRL overshoots past 0.90 by step 200; PointRL drifts "
        "steadily down."
    ),
]

PAGE_11: list[Block] = [
    Heading("5.1 Model scale"),
    Para(
        "Table 4 repeats the comparison between prompting and Ballpark at three model sizes. The relative reduction of the "
        "interval score is similar at every size: 41% for Corvid-3B (3.87 to 2.28), 41% for Corvid-7B and 40% for "
        "Corvid-32B (2.84 to 1.71). Coverage after training is close to 0.80 at every size, while the intervals become "
        "sharper as the model grows, from 1.49 orders of magnitude at 3B to 1.21 at 32B. Larger models, in other words, "
        "do not become better calibrated through Ballpark than smaller ones; they become more informative at the same "
        "calibration. Ballpark-3B roughly matches the prompted Heron-405B-Chat in score (2.28 against 2.30), although its "
        "point estimates are far less accurate (63.5% against 76.3%)."
    ),
    TableBlock(
        "Table 4: Prompting and Ballpark at three model sizes, averaged over the four benchmarks. Per-benchmark scores are "
        "in Table 11 (Appendix C).",
        (
            ("Model", "Method", "IS", "Coverage", "Width", "OM acc. (%)"),
            ("Corvid-3B", "Prompted", "3.87", "0.37", "0.52", "49.8"),
            ("Corvid-3B", "Ballpark", "2.28", "0.77", "1.49", "63.5"),
            ("Corvid-7B", "Prompted", "3.35", "0.43", "0.61", "58.7"),
            ("Corvid-7B", "Ballpark", "1.97", "0.79", "1.38", "71.4"),
            ("Corvid-32B", "Prompted", "2.84", "0.48", "0.66", "67.2"),
            ("Corvid-32B", "Ballpark", "1.71", "0.81", "1.21", "78.9"),
            ("Heron-405B-Chat", "Prompted", "2.30", "0.52", "0.74", "76.3"),
        ),
    ),
    Heading("6 Ablations"),
    Para(
        "Table 5 varies one component of Ballpark-7B at a time. The last column gives the share of evaluation responses "
        "without a parseable interval, which the interval score penalises with the value of 6.0 described in Section 4.4."
    ),
    TableBlock(
        "Table 5: Ablations of Ballpark-7B, averaged over the four benchmarks at the 80% level. Each row changes one "
        "setting of the full method; all other settings are as in Appendix A.",
        (
            ("Variant", "IS", "Coverage", "Width", "OM acc. (%)", "Unparsed (%)"),
            ("Ballpark (full)", "1.97", "0.79", "1.38", "71.4", "0.4"),
            ("No format term (lambda_fmt = 0)", "2.12", "0.77", "1.45", "68.9", "1.9"),
            ("lambda_fmt = 0.5", "2.04", "0.80", "1.43", "70.2", "0.3"),
            ("80% level only", "2.01", "0.80", "1.36", "71.0", "0.4"),
            ("No cold start", "2.09", "0.76", "1.35", "69.6", "0.8"),
            ("Interval score on raw values", "2.63", "0.71", "1.92", "64.8", "0.5"),
            ("No reward clipping", "2.06", "0.78", "1.41", "70.5", "0.4"),
            ("tau = 1.5 at the 80% level", "2.03", "0.81", "1.47", "70.9", "0.4"),
            ("Unparsed reward 0 instead of -1", "2.31", "0.74", "1.29", "68.1", "11.4"),
        ),
    ),
]

PAGE_12: list[Block] = [
    Para(
        "Log space matters most. Computing the interval score on raw values rather than logarithms raises the average "
        "score from 1.97 to 2.63. With raw values a handful of questions with astronomical answers produce rewards at the "
        "clipping bound for almost every response, while the reward barely distinguishes good from bad intervals for "
        "questions whose answers are small numbers; the policy learns mostly to widen intervals on large-magnitude "
        "questions, and its width grows to 1.92 orders."
    ),
    Para(
        "The penalty for unparseable answers is the second most important choice. When an unparseable response receives "
        "a reward of 0 rather than -1, it is better for the policy than any interval that misses badly, and the policy "
        "finds this within about 300 steps: by the end of training 11.4% of its evaluation responses end without an "
        "interval, typically with a sentence such as 'the available information does not allow a reliable estimate'. "
        "These non-answers cluster on the questions that the full model answers worst, so the variant's score on the "
        "responses it does answer looks good while its average, with unparsed answers scored at 6.0, is the second worst "
        "in the table (2.31). The behaviour is the same kind of exploit that Brandt et al. (2025) describe, and a parser "
        "that fails safe is a precondition for everything else."
    ),
    Para(
        "The format term helps modestly. Without it the score rises to 2.12 and unparsed responses to 1.9%, mostly "
        "because the first 200 steps are spent learning to end with an interval. A larger weight of 0.5 makes responses "
        "longer (371 tokens on average) and slightly worse (2.04); we see the policy padding its reasoning with assumption "
        "lines that restate the question's own numbers. Training only at the 80% level gives nearly the same 80% results "
        "(2.01) but a model that ignores the requested level: its coverage is 0.38 at a nominal 50% and 0.83 at a nominal "
        "90% (Table 10). Skipping the cold start costs 0.12, and removing the clipping or halving tau changes the score by "
        "less than 0.1; we did not tune tau further."
    ),
    Heading("7 Analysis"),
    Heading("7.1 Per-domain results"),
    Para(
        "Table 6 breaks down the FermiForge-Test results by domain. Everyday quantities and geography are the easiest "
        "domains for both models. Biology is the hardest after training: questions about counts of cells, microorganisms "
        "or insects involve factors that are uncertain by orders of magnitude, and Ballpark-7B covers only 76% of answers "
        "there even with its widest intervals. Computing gains the most, with a 51% lower score (4.21 to 2.05). The "
        "prompted model's errors in that domain are largely exponent slips between bytes, kilobytes and gigabytes or "
        "between operations per second and per day, which the assumption lines appear to make easier to avoid."
    ),
    TableBlock(
        "Table 6: FermiForge-Test by domain for Corvid-7B. IS is the mean interval score at the 80% level; coverage and OM "
        "accuracy are for Ballpark-7B. n is the number of test questions.",
        (
            ("Domain", "n", "IS, prompted", "IS, Ballpark", "Coverage", "OM acc. (%)"),
            ("Everyday quantities", "212", "2.71", "1.41", "0.84", "82.5"),
            ("Demography", "196", "3.05", "1.62", "0.83", "79.1"),
            ("Economics", "188", "3.62", "2.15", "0.78", "70.2"),
            ("Physics and astronomy", "174", "3.38", "1.83", "0.81", "75.3"),
            ("Biology", "171", "4.47", "2.64", "0.76", "61.4"),
            ("Infrastructure", "167", "3.19", "1.72", "0.82", "74.9"),
            ("Geography", "169", "2.96", "1.58", "0.84", "80.5"),
            ("Computing", "163", "4.21", "2.05", "0.80", "67.0"),
            ("All", "1,440", "3.42", "1.86", "0.81", "74.2"),
        ),
    ),
]

PAGE_13: list[Block] = [
    Heading("7.2 Failure modes"),
    Para(
        "To see what goes wrong when Ballpark-7B misses, we sampled 200 responses from BallparkQA and NumeraLens whose "
        "80% interval missed the answer by more than half an order of magnitude, and two of the authors assigned each to "
        "one cause, agreeing on 87% before discussion. The most common cause, in 29% of the misses, was a wrong unit or "
        "rate basis: a per-day figure used as a per-year one, households counted as people, or a tonne read as a pound. "
        "In 24% the model anchored its estimate on a remembered figure that was wrong or out of date, and its interval "
        "was narrow because it trusted that figure. A missing factor in the decomposition, such as forgetting that only a "
        "fraction of a population is of working age, accounted for 19%, and arithmetic errors in an exponent for 14%. In "
        "9% the question was ambiguous or the reference value itself was questionable, and 5% had other causes."
    ),
    Para(
        "Two of these causes are not uncertainty problems at all. A unit error or an exponent slip produces an interval "
        "that is confidently wrong, and no calibration objective can fix it except by widening every interval. We also "
        "see a milder form of hedging: 2.7% of Ballpark-7B's responses give an interval wider than four orders of "
        "magnitude, more than half of them in biology. Some of these are reasonable, since the number of bacteria in a "
        "litre of seawater really is uncertain by that much for a reader without a reference. Others appear on questions "
        "that the model answers well at the 50% level, which suggests that the policy has learned a fallback for "
        "questions it finds unfamiliar."
    ),
    Para(
        "Does the reasoning matter? When we force Ballpark-7B to write the interval line first and no reasoning, its "
        "average score rises from 1.97 to 2.44, still well below the prompted model's 3.35. Much of what RL teaches "
        "therefore seems to be how wide an interval should be for a given kind of question, and part of the remaining "
        "gain comes from the decomposition itself. The share of responses containing an arithmetic slip, as flagged by a "
        "symbolic checker that re-evaluates each assumption line, falls from 8.1% for the cold-start model to 4.6% after RL."
    ),
    Heading("7.3 Comparison with human experts"),
    Para(
        "We recruited 18 people with graduate training in physics, engineering or economics, and paid each to answer 40 "
        "questions from Enrico-300 with 80% intervals, under a limit of six minutes per question, with paper and a "
        "calculator but no internet access. The 720 responses cover every question of Enrico-300: 120 questions were "
        "answered by three experts and 180 by two. Table 7 compares them with the models on the same questions. As a "
        "group estimate we also pool the experts who answered a question by taking the geometric mean of their lower and "
        "of their upper endpoints."
    ),
    TableBlock(
        "Table 7: Human experts and models on Enrico-300 at the 80% level. Experts are scored per response; the pooled "
        "row combines the two or three experts who answered each question.",
        (
            ("Estimator", "Responses", "IS", "Coverage", "Width", "OM acc. (%)"),
            ("Individual experts", "720", "1.83", "0.63", "0.91", "81.2"),
            ("Pooled experts", "300", "1.58", "0.69", "0.88", "85.0"),
            ("Corvid-7B, prompted", "300", "2.89", "0.45", "0.55", "66.3"),
            ("Ballpark-7B", "300", "1.74", "0.81", "1.27", "74.0"),
            ("Ballpark-32B", "300", "1.52", "0.82", "1.12", "80.3"),
        ),
    ),
]

PAGE_14: list[Block] = [
    Para(
        "The experts are better estimators and worse forecasters of their own error. Their point estimates are within a "
        "factor of ten of the answer 81.2% of the time, against 74.0% for Ballpark-7B, but their 80% intervals cover only "
        "63% of answers, consistent with the overprecision that Mensah and Olabode (2023) report. Ballpark-7B's "
        "calibration more than makes up for its weaker point estimates, and its score is slightly lower than that of an "
        "individual expert (1.74 against 1.83). Pooling experts helps both accuracy and coverage, and the pooled group "
        "(1.58) is better than Ballpark-7B, though not better than Ballpark-32B (1.52). We caution that six minutes is "
        "short, that our experts were not specialists in every question's field, and that the study is small; the "
        "difference between individual experts and Ballpark-7B is not significant under a paired bootstrap (p = 0.21)."
    ),
    Para(
        "Several experts told us afterwards that they had given intervals they thought of as '90% sure' when asked for "
        "80%, which would make their undercoverage worse than it appears. We did not train the experts on the scoring "
        "rule, and it is plausible that feedback of the kind Ballpark receives during training would improve their "
        "calibration as well."
    ),
    Heading("7.4 Other nominal levels"),
    Para(
        "A calibrated estimator should change its intervals with the requested level. Averaged over the four benchmarks, "
        "Ballpark-7B covers 0.49 of answers at a nominal 50%, 0.79 at 80% and 0.87 at 90% (Table 10). The shortfall at 90% "
        "comes almost entirely from the confidently wrong responses of Section 7.2, whose intervals miss no matter how "
        "wide the model is willing to make them. The prompted model covers 0.27, 0.43 and 0.51 at the three levels, so it "
        "does widen its intervals when asked for more confidence, only far too little."
    ),
    Heading("7.5 Does the reward transfer to other kinds of numbers?"),
    Para(
        "As a small check outside estimation, we asked Ballpark-7B and the prompted model for 80% intervals on 400 "
        "arithmetic word problems with exact answers, where a perfect solver would give intervals of zero width. "
        "Ballpark-7B's intervals were narrow when its solution was right and wider when its working contained "
        "corrections or hesitations, and its coverage was 0.84 against 0.71 for the prompted model. We have not studied "
        "this setting further."
    ),
    Heading("8 Limitations"),
    Para(
        "Reference values are themselves uncertain. Published statistics disagree, classic Fermi problems lack official "
        "answers, and our audit found problems with 3.9% of FermiForge questions. The interval score treats the reference "
        "as exact, so noise in it is charged to the model; at the levels of disagreement we measured (a median of 0.12 "
        "orders of magnitude on Enrico-300) we expect the effect on rankings to be small, but it is not zero."
    ),
    Para(
        "Our setting is narrow. Every answer is a single positive quantity, so the log transform always applies; "
        "quantities that can be zero or negative, such as growth rates, would need a different transform or a score on "
        "raw values with a per-question scale. All questions are in English, and most sources describe North America and "
        "Europe, which may inflate results on demography and economics. We trained only Corvid models; whether the same "
        "settings suit other model families is untested."
    ),
    Para(
        "Calibrated intervals may also be trusted more than they deserve. A model that is right about its coverage on "
        "average can still be badly wrong on a particular question, and Section 7.2 shows that its worst misses come with "
        "narrow intervals. Users who read an 80% interval as a guarantee about one answer will be misled about one time in "
        "five at best, and more often on topics unlike those in FermiForge."
    ),
]

PAGE_15: list[Block] = [
    Para(
        "The reward is proper only up to clipping, parsing and the finite samples of each group. A proper score makes "
        "honest reporting optimal for a given belief; it does not make the belief good, and Section 7.2 shows that the "
        "largest misses come from confident reasoning errors that no interval objective addresses. Finally, our human "
        "study has 18 participants under a time limit, and conclusions about experts in general should not be drawn "
        "from it."
    ),
    Heading("9 Conclusion"),
    Para(
        "Ballpark trains language models to give calibrated intervals for Fermi questions by rewarding them with a proper "
        "scoring rule for intervals, computed on logarithms, plus a small term for explicit assumptions and a parseable "
        "answer. Unlike rewards for coverage or for point accuracy, the interval score cannot be gamed by making intervals "
        "wider or narrower than the model believes, and in our experiments it lowers the mean score of Corvid-7B by 41% "
        "and brings the coverage of its 80% intervals from 0.43 to 0.79. The gains hold at three model sizes and on "
        "questions whose answers the models cannot have seen. Two lessons from building it may matter beyond estimation: "
        "the parser and its penalty for unparseable answers decide what the policy learns, and calibration improves "
        "honest reporting far more than it improves the reasoning behind the report."
    ),
    Heading("References"),
    References(
        (
            "Albrecht, J. and Moyo, T. EstimateIt: A benchmark of order-of-magnitude questions for language models. "
            "Findings of ACL, 2022.",
            "Brandt, L., Oyelaran, K., and Sato, H. Silent failures: How reinforcement learning policies exploit "
            "unparseable outputs. arXiv:2503.11842, 2025.",
            "Delacroix, M. and Petrov, A. Scoring interval and quantile forecasts: A review for practitioners. Journal of "
            "Forecasting Methods, 14(2):211-239, 2021.",
            "Fitzgerald, R., Chen, Y., and Amadi, O. Off by a thousand: Magnitude errors in language model arithmetic. "
            "EMNLP, 2024.",
            "Halvorsen, E., Brightwater, S., Ilunga, P., et al. The Corvid model family: Technical report. "
            "arXiv:2502.06617, 2025.",
            "Iyer, S., Marchetti, G., and Wong, D. Conformal intervals for the numeric answers of language models. UAI, 2023.",
            "Kowalczyk, M. and Reyes, A. Confidently wrong: Verbalised uncertainty of instruction-tuned models on numeric "
            "questions. Transactions of the ACL, 12:880-897, 2024.",
            "Lund, T. and Achebe, N. Quantile forecasts of economic indicators from language models. "
            "International Journal of Forecasting Research, 3(1):1-22, 2025.",
            "Mensah, A. and Olabode, F. Overprecision among experts: Interval judgements in engineering and economics. "
            "Judgment and Decision Research, 9(1):45-67, 2023.",
            "Nakamura, K., Eriksen, B., and Dube, S. Brier rewards: Reinforcement learning for calibrated yes-or-no "
            "answers. NeurIPS, 2024.",
            "Okonkwo, C., Lindahl, M., Prasad, V., et al. Group-normalised policy gradients for reasoning with verifiable "
            "rewards. ICLR, 2024.",
            "Petrosyan, H. and Hale, D. Hit or miss: Coverage rewards for numeric uncertainty in language models. "
            "arXiv:2501.04129, 2025.",
            "Quintero-Lau, R., Farah, N., Bergstrom, K., et al. Heron 2: Technical report. arXiv:2407.19930, 2024.",
            "Rahimi, S., Thornbury, C., and Gupta, A. Fine-tuning language models for judgemental forecasting. NeurIPS, 2024.",
            "Sørensen, I., Mwangi, J., and Castellanos, P. Factor trees: Decomposition prompting for estimation questions. "
            "ACL, 2023.",
            "Tan, W. and Wexler, J. Predicting distributions, not numbers: Log-normal likelihood rewards for numeric "
            "reasoning. arXiv:2504.07713, 2025.",
            "Varga, B. and Lindqvist, H. Rewarding order-of-magnitude accuracy in language model estimation. COLM, 2024.",
            "Zhou, L. and Abara, M. Does the format reward matter? Structural rewards in reinforcement learning for "
            "reasoning. arXiv:2505.09214, 2025.",
        )
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix A Hyperparameters"),
    Para(
        "Table 8 lists the training settings for the three model sizes. Corvid-32B uses a lower learning rate and KL "
        "coefficient and stops after 900 steps, because its validation interval score had stopped improving by step 800 "
        "and we wanted to save compute; the other two sizes run for 1,200 steps."
    ),
    TableBlock(
        "Table 8: Training settings. tau is given for the 50%, 80% and 90% levels; the level mixture gives the probability "
        "of each level in a training prompt.",
        (
            ("Setting", "Corvid-3B", "Corvid-7B", "Corvid-32B"),
            ("Cold-start learning rate", "2e-5", "1e-5", "5e-6"),
            ("Cold-start epochs / examples", "1 / 5,760", "1 / 5,760", "1 / 5,760"),
            ("RL learning rate", "2e-6", "1.5e-6", "8e-7"),
            ("Warm-up steps", "30", "30", "30"),
            ("RL steps", "1,200", "1,200", "900"),
            ("Questions per step x responses (G)", "128 x 8", "128 x 8", "128 x 8"),
            ("KL coefficient beta", "0.005", "0.005", "0.003"),
            ("Clip range", "0.2", "0.2", "0.2"),
            ("Sampling temperature", "0.9", "0.9", "0.9"),
            ("Max prompt / response tokens", "384 / 1,024", "384 / 1,024", "384 / 1,024"),
            ("tau (50% / 80% / 90%)", "2.0 / 3.0 / 4.0", "2.0 / 3.0 / 4.0", "2.0 / 3.0 / 4.0"),
            ("lambda_fmt", "0.2", "0.2", "0.2"),
            ("Level mixture (50 / 80 / 90%)", "0.25 / 0.5 / 0.25", "0.25 / 0.5 / 0.25", "0.25 / 0.5 / 0.25"),
            ("H100 GPUs", "8", "16", "64"),
            ("Wall-clock time", "11.2 h", "21.5 h", "58.0 h"),
        ),
    ),
    Heading("Appendix B Data Statistics"),
    Para(
        "Table 9 gives the size of each FermiForge domain. Validation and test sets have the same composition. The "
        "everyday domain is the largest because its sources, such as household surveys, yield many questions per table; "
        "we capped the number of questions per source table at 40 to keep any one source from dominating."
    ),
    TableBlock(
        "Table 9: FermiForge questions by domain and split, with the median log10 answer of the training questions and "
        "the number of sources behind each domain.",
        (
            ("Domain", "Train", "Val", "Test", "Median log10 y", "Sources"),
            ("Everyday quantities", "5,520", "212", "212", "3.9", "31"),
            ("Demography", "5,040", "196", "196", "6.4", "24"),
            ("Economics", "4,980", "188", "188", "8.7", "29"),
            ("Physics and astronomy", "4,710", "174", "174", "7.2", "27"),
            ("Biology", "4,530", "171", "171", "5.5", "26"),
            ("Infrastructure", "4,470", "167", "167", "5.9", "25"),
            ("Geography", "4,620", "169", "169", "4.1", "22"),
            ("Computing", "4,530", "163", "163", "7.8", "28"),
            ("Total", "38,400", "1,440", "1,440", "5.8", "212"),
        ),
    ),
]

PAGE_17: list[Block] = [
    FigureBlock(
        "Figure 2: Share of Ballpark-7B rollouts with a parseable interval (black) and with full format credit, r_fmt = 1 "
        "(grey), during the first 400 RL steps, measured every 50 steps. Both stay above 0.97 for the rest of training.",
        "training step",
        "share of rollouts",
        (
            (0.91, 0.96, 0.98, 0.99, 0.99, 0.99, 1.0, 1.0, 1.0),
            (0.55, 0.74, 0.86, 0.92, 0.95, 0.96, 0.97, 0.97, 0.97),
        ),
    ),
    Heading("Appendix C Additional Results"),
    Para(
        "Table 10 reports coverage and interval scores at the three nominal levels for Corvid-7B, averaged over the four "
        "benchmarks, and Table 11 the per-benchmark interval scores at the 80% level for all three model sizes."
    ),
    TableBlock(
        "Table 10: Coverage and interval score at nominal levels of 50%, 80% and 90% (Corvid-7B, mean over the four "
        "benchmarks). Interval scores at different levels are not comparable with one another.",
        (
            ("Method", "Cov. 50%", "Cov. 80%", "Cov. 90%", "IS 50%", "IS 80%", "IS 90%"),
            ("Prompted", "0.27", "0.43", "0.51", "1.77", "3.35", "4.62"),
            ("HitRL", "0.88", "0.93", "0.95", "2.49", "2.55", "2.95"),
            ("Ballpark, 80% level only", "0.38", "0.80", "0.83", "1.36", "2.01", "2.81"),
            ("Ballpark (full)", "0.49", "0.79", "0.87", "1.21", "1.97", "2.58"),
        ),
    ),
    TableBlock(
        "Table 11: Interval score at the 80% level per benchmark for all model sizes. Rows for Corvid-7B repeat Table 2.",
        (
            ("Model, method", "FermiForge-Test", "BallparkQA", "NumeraLens", "Enrico-300", "Avg"),
            ("Corvid-3B, prompted", "3.95", "4.41", "3.71", "3.41", "3.87"),
            ("Corvid-3B, Ballpark", "2.17", "2.63", "2.31", "2.01", "2.28"),
            ("Corvid-7B, prompted", "3.42", "3.91", "3.18", "2.89", "3.35"),
            ("Corvid-7B, Ballpark", "1.86", "2.31", "1.97", "1.74", "1.97"),
            ("Corvid-32B, prompted", "2.90", "3.36", "2.71", "2.39", "2.84"),
            ("Corvid-32B, Ballpark", "1.63", "2.02", "1.67", "1.52", "1.71"),
        ),
    ),
    Heading("Appendix D Prompt"),
    Para(
        "The training and evaluation prompt reads: 'Estimate the following quantity. Reason step by step, stating each "
        "assumption on its own line beginning with Assume, and give numbers with units. End with one line of the form "
        "Interval (P%): [low, high] unit, where the true value lies between low and high with probability P%.' P is "
        "replaced by 50, 80 or 90 and the question follows. Prompted baselines additionally see three worked examples, "
        "one from each of demography, physics and everyday quantities, all taken from FermiForge-Val."
    ),
]


PAPER = GeneratedPaper(
    file="fermi_rl.pdf",
    title="Ballpark: Interval-Score Reinforcement Learning Teaches Language Models Calibrated Fermi Estimation",
    short_title="Ballpark: Interval-Score RL for Calibrated Fermi Estimation",
    authors="Tamsin Achterberg (1), Rohan Deshpande (1), Beatriz Lindgren-Ochoa (2), Kwame Asante (2), Yuki Morimoto (3)",
    affiliations="(1) Kestrel Institute for Machine Reasoning   (2) University of Westmarch   (3) Sable Labs",
    stamp="arXiv:2510.08362v1  [cs.CL]  14 Oct 2025",
    abstract=(
        "Fermi questions ask for quantities that nobody has memorised, such as how many litres of water a city of two "
        "million people uses in a day, and reward reasoning that breaks the quantity into parts that can be estimated. "
        "Language models answer them with confident numbers, and when asked for intervals they give ones far too narrow: "
        "the 80% intervals of a prompted Corvid-7B contain the answer for only 43% of questions. We present Ballpark, a "
        "reinforcement learning method whose reward is the interval score, a proper scoring rule for prediction intervals, "
        "computed on logarithms of the quantities, plus a small reasoning-format term that credits stated assumptions and "
        "a parseable final interval. Because the score is proper, a policy cannot raise its expected reward by reporting "
        "intervals wider or narrower than its beliefs. We train on FermiForge, 38,400 questions with sourced answers in "
        "eight domains. Across four benchmarks, Ballpark lowers the mean interval score of Corvid-7B from 3.35 to 1.97 and "
        "raises the coverage of its 80% intervals to 0.79, ahead of a coverage reward, a log-error reward, conformal "
        "widening and the prompted Heron-405B-Chat (2.30). In a study with 18 human experts on 300 classic Fermi "
        "problems, Ballpark-7B gives less accurate point estimates than the experts but better calibrated intervals, and "
        "a lower interval score (1.74 against 1.83)."
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
