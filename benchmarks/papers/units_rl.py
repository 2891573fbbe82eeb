"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 36): reinforcement learning for physics word problems with a unit-aware dimensional-analysis reward; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh27_questions.jsonl."""

from __future__ import annotations

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

# Two empty paragraphs leave room for the y-axis label that a figure draws above its own box.
_GAP = (Para(""), Para(""))

_P1 = (
    Heading("1 Introduction"),
    Para(
        "Ask a language model how much power a car needs to reach highway speed and it will often answer with a "
        "confident number and nothing after it. For a mathematics benchmark that is harmless, because the gold answer is "
        'a number. For a physics or engineering problem it is not: "44.6" is a correct answer if the question meant '
        "kilowatts, wrong by a factor of a thousand if it meant watts, and meaningless if the reader has to guess. "
        "Practising engineers are trained to treat an answer without a unit as an unfinished answer, and a quantity "
        "with the wrong dimension as a sign that the derivation itself went wrong somewhere upstream."
    ),
    Para(
        "Reinforcement learning with verifiable rewards (RLVR) has become the standard way to improve the reasoning of "
        "open language models on problems with checkable answers. The verifiers used in practice were built for "
        "mathematics: they extract the last number of a response, or the content of a boxed expression, and compare it "
        "with the gold number up to a tolerance. When these verifiers are reused for physics word problems, which is "
        "what most public RLVR recipes do, the unit is either stripped before the comparison or ignored altogether. We "
        "show in this paper that this choice is not neutral. A numeric-only reward gives the policy no reason to write "
        "units and some reason not to, since every extra token is another chance to be parsed wrongly, and after RL "
        "training the share of answers that omit a required unit grows rather than shrinks."
    ),
)

_P2 = (
    Para(
        "We propose DimPO (Dimension-aware Policy Optimization), a recipe that makes the physical unit a first-class "
        "part of the verifiable reward. Its core is SIeve, a deterministic dimensional-analysis checker that parses "
        "the unit string of an answer into a vector of exponents over the seven SI base dimensions, converts the value "
        "into SI, and compares it with the gold quantity at a tolerance derived from the significant figures of the "
        "problem's data. SIeve turns a single answer into one of five reward tiers: full credit, full credit minus a "
        "small penalty for reporting far more significant figures than the data justify, partial credit when the "
        "dimension is right but the value is not, zero when the dimension is wrong, and a penalty when a dimensional "
        "quantity is given without any unit. Because the tiers are graded, a group of rollouts for the same problem "
        "often contains small reward differences that plain group normalisation would blow up; DimPO therefore "
        "modifies GRPO with a floor on the group standard deviation and an asymmetric clipping range."
    ),
    Para(
        "We train three sizes of an open model family, Corvid-3B, Corvid-8B and Corvid-24B, on QuantaSet-48K, a "
        "collection of 48,600 single-answer physics and engineering problems with gold units, and evaluate on three "
        "new benchmarks: UnitBench (2,150 problems across six topics), EngQA-Hard (640 problems written by practising "
        "engineers) and DimTrap (500 problems whose data are given in mixed and non-SI units). Our contributions are "
        "the following."
    ),
    Bullets(
        (
            "We document a failure mode of numeric-only RLVR on physics problems: GRPO with a numeric reward raises the "
            "unit omission rate of Corvid-8B from 14.6% to 21.7% on UnitBench while raising its numeric accuracy, so "
            "the model gets better at the number and worse at the answer.",
            "We introduce SIeve, a dimensional-analysis reward checker covering 24 SI prefixes and 318 unit symbols "
            "and names, including affine temperature scales and common imperial units, which agrees with the majority "
            "of three human annotators on 96.5% of audited verdicts.",
            "We introduce DimPO, a GRPO variant with a tiered unit-aware reward, a standard-deviation floor of 0.25 and "
            "asymmetric clipping. At every model size DimPO gives the best strict accuracy: 52.6%, 66.9% and 75.8% on "
            "UnitBench for the 3B, 8B and 24B models, which is 4.8 points above a strict binary unit reward on average "
            "and 15.2 points above a numeric-only reward.",
            "We release the three benchmarks, the checker and the training data, together with an audit of where a "
            "dimension check is not enough, such as torque reported in joules.",
        )
    ),
    Para(
        "Units are also a cheap and informative training signal. Checking that an answer has the dimension of a "
        "power requires no knowledge of the solution path, only of the question, and a wrong dimension is evidence "
        "that the derivation went wrong, not merely the arithmetic. A verifier that exploits this structure can give "
        "graded feedback without a learned reward model and without the reward hacking that a learned model invites: "
        "the dimension of an answer is a deterministic function of its unit string, and there is no way to obtain the "
        "right dimension except by writing a unit that has it."
    ),
    Para(
        "The rest of the paper is organised as follows. Section 2 reviews related work. Section 3 describes SIeve and "
        "DimPO. Section 4 gives the experimental setup and Section 5 the main results, followed by ablations in Section "
        "6 and an analysis by topic, over training and on failure cases in Section 7. Limitations are discussed in "
        "Section 8. The appendices hold the hyperparameters, prompt templates, data filtering and the human audit."
    ),
)

_P3 = (
    Heading("2 Related Work"),
    Para(
        "Reinforcement learning with verifiable rewards. Policy-gradient fine-tuning of language models against "
        "rule-based checkers goes back to PPO-based recipes (Schulman et al., 2017) and was popularised for reasoning "
        "by Group Relative Policy Optimization, GRPO (Shao et al., 2024), which replaces the learned critic with a "
        "baseline computed from a group of samples for the same prompt. Lambert et al. (2024) coined the term RLVR for "
        "training against exact-match and test-case verifiers. Later variants change the clipping range (Yu et al., "
        "2025), remove length normalisation (Liu et al., 2025) or filter prompts whose groups have zero reward variance. "
        "All of these works evaluate on mathematics and code, where the answer is a number, an expression or a program; "
        "none of them treats physical quantities as a structured answer type."
    ),
    Para(
        "Graded and partial rewards. Binary rewards are sparse, and several works grade them. Process reward models "
        "score intermediate steps (Lightman et al., 2023; Wang et al., 2024). Marchetti and Oduya (2025) give partial "
        "credit for answers that are numerically close to the gold value, and report that a linear closeness reward "
        "is exploited by hedging. Our partial credit is of a different kind: it rewards a structural property of the "
        "answer, its dimension, that is necessary but not sufficient for correctness, and it cannot be earned by "
        "being numerically close with the wrong unit."
    ),
    Para(
        "Physics and engineering benchmarks for language models. Existing physics question sets for language models "
        "either score answers by exact match after stripping units, or use a language model as a judge (Okonkwo et al., "
        "2024; Halvorsen and Ruiz, 2024). Brandt and Iyer (2023) showed that judges of this kind accept answers with "
        "a wrong unit in about one case in six when the number is right. Our benchmarks score the unit with the same "
        "deterministic checker used for training, so that the training reward and the evaluation metric cannot "
        "disagree about what a correct answer is."
    ),
    Para(
        "Dimensional analysis in software. Unit-of-measure type systems catch dimensional errors at compile time "
        "(Kennedy, 1997), and libraries such as Pint represent quantities as a magnitude with a dimension vector. "
        "SIeve borrows this representation but adds what a reward checker needs and a library does not: tolerant "
        "parsing of free-form unit strings as language models write them, a policy for significant figures, and a "
        "decision table that maps a comparison to a reward. Concurrently with our work, Lindgren et al. (2025) added a "
        "unit-string match to an RLVR verifier for chemistry; we compare against a strict binary version of this idea "
        "as the GRPO-Strict baseline and find that graded dimension credit trains faster and ends higher."
    ),
    Para(
        "Tool-augmented physics solving. A separate line of work lets the model call a symbolic or unit-aware "
        "calculator while it solves a problem (Feng et al., 2024). Tool calls reduce arithmetic and conversion errors, "
        "but they do not by themselves teach a model to report a unit, and they require the tool at inference time. "
        "DimPO uses its checker only to compute rewards during training; the trained models solve problems in plain "
        "text with no tools, and the two approaches could be combined."
    ),
    Para(
        "Tolerances in automatic grading. Numeric graders almost always use one fixed relative tolerance for every "
        "problem, 1% in PhysQA-Open (Okonkwo et al., 2024) and 5% in EngEval (Halvorsen and Ruiz, 2024). A fixed "
        "tolerance is too strict for problems whose data have two significant figures and too lenient for those "
        "with four. We tie the tolerance to the precision of the data, as a human grader would."
    ),
)

_P4 = (
    Heading("3 Method"),
    Heading("3.1 Problem setting"),
    Para(
        "Each training problem x comes with a gold quantity q* = (v*, u*), a magnitude v* and a unit u*, and with the "
        "number s of significant figures justified by the data of the problem. A policy pi_theta produces a response "
        "y that ends with a final answer in a box, which we parse into a magnitude v and a unit string u; u may be empty. "
        "Throughout, a quantity is dimensional if its dimension vector is non-zero. Of the 2,150 UnitBench problems, 159 "
        "(7.4%) have a dimensionless gold answer, such as an efficiency, a coefficient of friction or a ratio of "
        "resistances, and for those an empty unit is the correct unit."
    ),
    Heading("3.2 The SIeve checker"),
    Para(
        "SIeve maps a unit string to a pair (c(u), dim(u)), where c(u) is the conversion to coherent SI and dim(u) = "
        "(a_M, a_L, a_T, a_I, a_Theta, a_N, a_J) is the vector of exponents over mass, length, time, electric current, "
        "thermodynamic temperature, amount of substance and luminous intensity. Exponents are stored as fractions so that "
        "noise densities such as V/sqrt(Hz) parse correctly. The parser accepts products written with spaces, dots or "
        'asterisks, quotients with a slash or negative exponents, exponents written as "^2", "**2" or a trailing '
        'digit ("m2"), the 24 SI prefixes, and 318 unit symbols and spelled-out names, among them "kilonewton", '
        '"psi", "BTU", "lbf" and "hp". Absolute temperatures in degrees Celsius and Fahrenheit are affine, so '
        "for them the conversion is v_SI = c(u) * v + o(u) with a non-zero offset o(u); a temperature difference marked "
        'as such ("delta degC") is converted without the offset. Angles are treated as dimensionless, following SI, '
        "which has consequences we return to in Section 7.4."
    ),
    Para(
        "Given a parsed answer, SIeve computes the magnitude in SI, v_SI = c(u) * v + o(u), and the relative error "
        "e = |v_SI - v*_SI| / max(|v*_SI|, 1e-12). The tolerance depends on the significant figures of the problem "
        "through tol(s) = min(0.02, max(0.001, 0.5 * 10^(1 - s))). Data given to three significant figures therefore "
        "allow a relative error of 0.5%, data given to two allow 2% rather than 5% because of the cap, and data given to "
        "four or more allow 0.1% because of the floor. When the number of significant figures of a problem cannot be "
        "determined, SIeve uses s = 3. The significant figures of the answer itself, sf(v), are counted from the "
        "string as written, with trailing zeros in an integer counted as not significant unless a decimal point follows."
    ),
    Para(
        "The checker is written in pure Python with no model calls. On one CPU core it scores an answer in 0.21 ms on "
        "average, so scoring the 2,048 rollouts of one training step takes about 0.43 s, which is negligible next to "
        "generation. Responses without a boxed final answer, or whose box contains no parseable number, are not passed "
        "to the dimension check at all and receive the format penalty described below."
    ),
    Para(
        "Answer extraction. SIeve reads the content of the last boxed expression in the response. The magnitude may be "
        'written in decimal notation, with a thousands comma, or in scientific notation in any of the forms "1.2e3", '
        '"1.2 x 10^3" and "1.2*10^3"; the unit string is everything after the magnitude. Units typeset in LaTeX '
        'are stripped of their formatting commands before parsing, and if the box holds an equation such as "P = 44.6 '
        'kW" the left-hand side is discarded. When a box contains two quantities, for instance the same value in two '
        "units, only the first is scored; this happened in fewer than 0.2% of rollouts and we did not penalise it."
    ),
)

_P5 = (
    Heading("3.3 Tiered reward"),
    Para(
        "The reward of a response is a function of the comparison between (v, u) and (v*, u*). Writing d = dim(u) and "
        "d* = dim(u*), and 1[.] for the indicator function, SIeve assigns"
    ),
    Bullets(
        (
            "R = 1 - delta * 1[sf(v) > s + 2] if d = d* and e <= tol(s) (correct; small penalty for over-precision);",
            "R = alpha if d = d* and e > tol(s) (right dimension, wrong value);",
            "R = 0 if d != d* (wrong dimension);",
            "R = -lambda_u if u is empty and d* != 0 (a dimensional quantity given without a unit);",
            "R = -1 if the response has no parseable final answer (format penalty).",
        )
    ),
    Para(
        "We use alpha = 0.3, lambda_u = 0.5 and delta = 0.1 in all experiments. The ordering of the tiers encodes a "
        "judgement about which errors are worse. A wrong value with the right dimension is the mildest error, since the "
        "derivation is at least dimensionally consistent, and is often an arithmetic slip or a missing factor. A wrong "
        "dimension means that the derivation is structurally wrong. An answer without a unit is treated as worse than a "
        "wrong dimension because it cannot be checked at all, and because we found that a reward of zero for it, the "
        "same as a wrong dimension, left a small but stable share of unit-less answers (Section 6)."
    ),
    Para(
        'A worked example makes the tiers concrete. Consider the problem "A 1,100 kg car accelerates from rest to 27 '
        'm/s in 9.0 s. What is the average power delivered to the car?" The gold answer is 44,550 W with s = 2, so the '
        'tolerance is 2%. The answer "44.6 kW" receives R = 1, as does "44.55 kW", whose four significant figures '
        'are within s + 2. The answer "44,550.00 W" has seven significant figures and receives 0.9. The answer "89.1 '
        'kW", which forgets the factor one half in the kinetic energy, receives alpha = 0.3. The answer "401 kJ", '
        "the kinetic energy rather than the power, has the wrong dimension and receives 0, and the bare number "
        '"44550" receives -0.5.'
    ),
    Heading("3.4 Dimension-aware policy optimization"),
    Para(
        "DimPO follows GRPO. For each prompt x we sample a group of G responses y_1, ..., y_G from the old policy "
        "pi_old and score them with SIeve to obtain rewards R_1, ..., R_G. GRPO normalises rewards within the group as "
        "A_i = (R_i - mean(R)) / std(R). With a binary reward every group with non-zero variance contains at least "
        "one right and one wrong answer, and the normalised advantages are of moderate size. With a tiered reward this "
        "is no longer true. In a group of eight where seven answers receive 1.0 and one receives 0.9, the standard "
        "deviation is 0.033 and the over-precise answer receives an advantage of -2.65, as large as the penalty for a "
        "completely wrong answer in a mixed group. DimPO therefore floors the denominator:"
    ),
    Para("A_i = (R_i - mean(R)) / max(std(R), sigma_min),   with sigma_min = 0.25,"),
    Para(
        "which reduces the advantage of the over-precise answer in the example to -0.35 while leaving mixed groups, "
        "whose standard deviation is usually well above the floor, unchanged."
    ),
    Para(
        "The floor is active in a minority of groups, but not a negligible one. At step 0 of the Corvid-8B run, 14% of "
        "the groups with non-zero reward variance have a standard deviation below 0.25; by step 400 the share is 29%, "
        "nearly all of them groups in which every answer is right and rewards differ only by the over-precision "
        "penalty."
    ),
)

_P6 = (
    Para("The policy is updated with the clipped surrogate objective, averaged over tokens and over the group:"),
    Para(
        "J(theta) = E[ (1/G) sum_i (1/|y_i|) sum_t min( rho_i,t * A_i , clip(rho_i,t, 1 - eps_low, 1 + eps_high) * A_i ) ] "
        "- beta * KL(pi_theta || pi_ref),"
    ),
    Para(
        "where rho_i,t = pi_theta(y_i,t | x, y_i,<t) / pi_old(y_i,t | x, y_i,<t) is the token-level importance ratio "
        "and pi_ref is the initial instruction-tuned model. Following Yu et al. (2025) we clip asymmetrically, with "
        "eps_low = 0.2 and eps_high = 0.28, which lets the probability of rarely sampled tokens, such as the unit of "
        "an answer in a model that usually omits it, rise faster than it could under a symmetric range. The KL "
        "coefficient is beta = 0.005. Groups whose rewards are all equal contribute no gradient; unlike some recent "
        "recipes we do not resample them, and we report how their share evolves in Section 7.2."
    ),
    Para(
        "We stress that DimPO changes the optimiser in only these two small ways, the floor and the clipping range, "
        "and that most of its gain comes from the reward. Section 6 separates the two: replacing the reward of GRPO by "
        "SIeve accounts for roughly two thirds of the improvement over GRPO-Strict on Corvid-8B, and the optimiser "
        "changes for the rest."
    ),
    Heading("4 Experimental Setup"),
    Heading("4.1 Models"),
    Para(
        "We train the instruction-tuned models of the Corvid family at three sizes: Corvid-3B, Corvid-8B and "
        "Corvid-24B. The three models share a tokenizer with a vocabulary of 152,000 tokens and a context length of "
        "32,768 tokens, and were instruction-tuned by their developers on general chat and mathematics data but not on "
        "any data with gold units. All runs start from these instruction-tuned checkpoints; we do not perform any "
        "supervised warm-up before RL except in the SFT baseline. As a reference that is not trained by us we report "
        "GPT-4o, queried through its public interface with the same prompt and answer format."
    ),
    Heading("4.2 Training data"),
    Para(
        "QuantaSet-48K contains 48,600 problems, each with a single gold quantity, a gold unit, a topic label and a "
        "significant-figure count. It was assembled from 131,200 candidate problems drawn from three sources: "
        "LibrePhys, a crawl of openly licensed university physics textbooks (58,400 problems); ExamVault-Eng, "
        "practice problems from public engineering qualification exams (41,300 problems); and SynthUnits, templated "
        "problems that we generated to cover unit conversions between SI and imperial units (31,500 problems). The "
        "filtering pipeline that reduced the candidates to 48,600 problems, including decontamination against all "
        "evaluation sets, is described in Appendix C. Mechanics is the largest topic of QuantaSet-48K with 31% of the "
        "problems, followed by circuits (19%) and thermodynamics (17%)."
    ),
    Para(
        "The gold answers of QuantaSet-48K use 143 distinct units after normalisation; the five most frequent, newton, "
        "joule, watt, metre per second and pascal, together account for 38% of the problems. In 23% of the problems the "
        "gold unit is not the coherent SI unit of the quantity, as with kJ, kPa or mA, and in 61% of those the problem "
        "text states the expected unit. SIeve accepts any dimensionally correct unit for the other 39%, so the policy is "
        "never penalised for answering 0.25 MPa when the gold answer is written as 250 kPa."
    ),
)

_P7 = (
    Heading("4.3 Evaluation benchmarks"),
    Para(
        "We evaluate on three benchmarks built for this paper and on one retention benchmark; Table 1 summarises them. "
        "UnitBench is the main benchmark: 2,150 problems re-authored by five physics graduate students from standard "
        "course topics, so that no problem appears verbatim in any textbook, and grouped into mechanics, "
        "thermodynamics, circuits, fluids, waves and optics, and electromagnetism. EngQA-Hard contains 640 problems "
        "written by practising engineers in statics, heat transfer, circuit analysis and fluid mechanics; they involve "
        "longer chains of reasoning and often require the answer in a specified engineering unit. DimTrap contains 500 "
        "problems in which the data are deliberately given in mixed units, such as speeds in km/h, pressures in psi, "
        "energies in BTU and lengths in feet and inches, so that a model that plugs numbers into a formula without "
        "converting them fails. ArithCore-1K is a set of 1,000 dimensionless mathematics word problems that we use only "
        "to check that training on units does not erode general arithmetic reasoning."
    ),
    TableBlock(
        "Table 1: Evaluation benchmarks. Dimensionless gives the share of problems whose gold answer has no unit. "
        "EngQA-Hard covers four sub-fields and ArithCore-1K has no topic labels.",
        (
            ("Benchmark", "Problems", "Topics", "Dimensionless", "Written by", "Main difficulty"),
            ("UnitBench", "2,150", "6", "7.4%", "graduate students", "unit and dimension"),
            ("EngQA-Hard", "640", "4", "3.1%", "practising engineers", "long derivations"),
            ("DimTrap", "500", "6", "0.0%", "authors", "mixed and non-SI units"),
            ("ArithCore-1K", "1,000", "-", "100%", "authors", "arithmetic retention"),
        ),
    ),
    Heading("4.4 Metrics"),
    Para(
        "Our main metric is strict accuracy (SA): the share of problems whose final answer receives full credit from "
        "SIeve, that is, the right dimension and a value within tolerance after conversion. Over-precise answers "
        "count as correct for SA, since the penalty delta is a training signal and not an error. To compare with the "
        "usual practice we also report numeric accuracy (NA), the share of answers whose number matches the gold "
        "number in the gold unit within the same tolerance, whatever unit the answer states. NA is the metric a "
        "mathematics verifier would compute. Two diagnostic rates complete the picture: the unit omission rate (UOR), "
        "the share of answers to dimensional problems that give no unit, and the dimension error rate (DER), the share "
        "of answers whose unit has the wrong dimension. All four metrics are computed over four samples per problem at "
        "temperature 0.6 with a budget of 4,096 generated tokens, and averaged."
    ),
    Heading("4.5 Baselines"),
    Para(
        "For each model size we compare five systems. Instruct is the starting checkpoint with our prompt. SFT is "
        "supervised fine-tuning on 41,200 correct solutions sampled from Corvid-24B-Instruct on QuantaSet-48K prompts "
        "and filtered with SIeve for full credit. GRPO-Num is GRPO with the numeric reward of a mathematics verifier: 1 "
        "if the number matches the gold number in the gold unit and 0 otherwise. GRPO-Strict is GRPO with a binary "
        "reward that is 1 only if SIeve gives full credit and 0 otherwise, which is the closest analogue of a unit "
        "string-match reward. DimPO is our method. All RL runs use the same data, number of steps, group size and "
        "learning rate, so that they differ only in reward and in the two optimiser changes of DimPO."
    ),
)

_P8 = (
    Heading("4.6 Training details"),
    Para(
        "Every RL run takes 400 steps with 256 prompts per step and a group of G = 8 responses per prompt, that is 2,048 "
        "rollouts per step and 102,400 prompts in total, or about 2.1 passes over QuantaSet-48K. Responses are sampled "
        "at temperature 1.0 with a maximum length of 3,072 tokens. We use AdamW with a constant learning rate after a "
        "short warm-up; the learning rate is the only hyperparameter that depends on model size. The full list is in "
        "Appendix A, Table 6."
    ),
    Heading("5 Main Results"),
    Para(
        "Table 2 gives the results of all systems on UnitBench, EngQA-Hard and DimTrap. Three findings stand out. First, "
        "DimPO has the highest strict accuracy on every benchmark and at every size. On UnitBench it reaches 52.6%, "
        "66.9% and 75.8% for Corvid-3B, Corvid-8B and Corvid-24B, improvements of 21.2, 21.6 and 17.2 points over the "
        "instruction-tuned models. The 24B model trained with DimPO is 7.6 points above GPT-4o (68.2%), and the 8B "
        "model is within 1.3 points of it."
    ),
    TableBlock(
        "Table 2: Main results, in percent, averaged over four samples per problem. SA: strict accuracy; NA: numeric "
        "accuracy; UOR: unit omission rate (lower is better); DER: dimension error rate (lower is better). EngQA-Hard and "
        "DimTrap report SA. Best value per model size in each column is that of DimPO except NA at 3B.",
        (
            ("Model", "Method", "SA", "NA", "UOR", "DER", "EngQA-Hard", "DimTrap"),
            ("Reference", "GPT-4o", "68.2", "74.9", "6.3", "2.4", "42.6", "52.7"),
            ("Corvid-3B", "Instruct", "31.4", "42.7", "18.9", "7.6", "14.2", "12.8"),
            ("", "SFT", "38.9", "46.1", "9.4", "6.8", "17.5", "18.6"),
            ("", "GRPO-Num", "36.2", "56.1", "27.5", "8.1", "19.0", "15.1"),
            ("", "GRPO-Strict", "47.8", "52.9", "3.1", "5.2", "22.6", "29.4"),
            ("", "DimPO (ours)", "52.6", "56.0", "0.8", "3.0", "25.9", "36.7"),
            ("Corvid-8B", "Instruct", "45.3", "56.8", "14.6", "5.1", "24.7", "23.5"),
            ("", "SFT", "51.2", "59.0", "6.9", "4.7", "27.3", "30.2"),
            ("", "GRPO-Num", "50.4", "68.9", "21.7", "5.6", "31.8", "27.9"),
            ("", "GRPO-Strict", "61.7", "66.2", "2.4", "3.8", "34.0", "44.1"),
            ("", "DimPO (ours)", "66.9", "69.7", "0.6", "2.1", "37.8", "51.3"),
            ("Corvid-24B", "Instruct", "58.6", "68.4", "11.2", "3.9", "35.1", "37.0"),
            ("", "SFT", "62.0", "69.5", "5.3", "3.6", "36.4", "41.8"),
            ("", "GRPO-Num", "63.1", "77.6", "16.8", "4.2", "41.2", "40.5"),
            ("", "GRPO-Strict", "71.5", "75.0", "1.9", "2.7", "43.9", "55.2"),
            ("", "DimPO (ours)", "75.8", "78.1", "0.4", "1.5", "47.3", "61.9"),
        ),
    ),
    Para(
        "Second, a numeric reward teaches models to drop units. GRPO-Num gives large gains in numeric accuracy, 13.4, "
        "12.1 and 9.2 points at the three sizes, but much smaller gains in strict accuracy, and at every size it raises "
        "the unit omission rate above that of the starting model: from 18.9% to 27.5% at 3B, from 14.6% to 21.7% at 8B "
        "and from 11.2% to 16.8% at 24B. The model learns that the unit does not matter for the reward, and a shorter "
        "final answer is a safer one. DimPO improves on GRPO-Num by 16.4, 16.5 and 12.7 points of strict accuracy, or "
        "15.2 points on average."
    ),
)

_P9 = (
    Para(
        "Third, rewarding the dimension does not cost numeric accuracy. One might expect a reward that spends part of "
        "its signal on units to fall behind a reward that spends all of it on the number. It does not: DimPO's numeric "
        "accuracy is within 0.1 points of GRPO-Num at 3B (56.0% against 56.1%) and above it at 8B and 24B (69.7% "
        "against 68.9%, and 78.1% against 77.6%). GRPO-Strict, by contrast, lags GRPO-Num in numeric accuracy by 3.2, "
        "2.7 and 2.6 points. We attribute the difference to the partial credit: a binary strict reward treats a "
        "dimensionally correct answer with a slip in the arithmetic the same as a bare number, while DimPO keeps "
        "rewarding the derivations that are structurally right."
    ),
    Para(
        "The gap between DimPO and GRPO-Strict is 4.8, 5.2 and 4.3 points of strict accuracy on UnitBench at the three "
        "sizes and larger on the transfer benchmarks: 3.3, 3.8 and 3.4 points on EngQA-Hard and 7.3, 7.2 and 6.7 "
        "points on DimTrap. DimTrap shows the largest effects of any benchmark. There the numeric reward helps least, "
        "because a model that does not track units also does not convert them, and DimPO more than doubles the strict "
        "accuracy of GRPO-Num at 3B, from 15.1% to 36.7%, and adds 23.4 points at 8B, from 27.9% to 51.3%. "
        "Supervised fine-tuning helps with unit omission, roughly halving it at every size, but its strict accuracy stays below that of every RL run with a unit-aware reward."
    ),
    *_GAP,
    FigureBlock(
        "Figure 1: Unit omission rate on UnitBench during training of Corvid-8B, every 50 steps. Black: DimPO; grey: "
        "GRPO-Num. Both start at 14.6%. GRPO-Num rises steadily to 21.7% at step 400; DimPO falls to 5.2% after 50 "
        "steps, below 1% (0.9%) by step 150, and ends at 0.6%.",
        "training step",
        "unit omission rate",
        (
            (0.146, 0.052, 0.018, 0.009, 0.008, 0.007, 0.007, 0.006, 0.006),
            (0.146, 0.151, 0.163, 0.178, 0.190, 0.201, 0.209, 0.214, 0.217),
        ),
    ),
    Para(
        "Figure 1 shows how quickly the unit habit is learned or lost. Under DimPO the omission rate drops by almost "
        "two thirds in the first 50 steps, because the penalty of -0.5 makes a unit-less answer the worst outcome "
        "short of a format failure and the unit token is easy to learn. Under GRPO-Num the rise is slow but does not "
        "level off within 400 steps, which suggests that longer numeric-only training would drop units even more often."
    ),
    Para(
        "On the retention benchmark, training on units leaves general arithmetic intact. ArithCore-1K accuracy moves "
        "from 61.0% to 62.3% at 3B, from 74.4% to 75.1% at 8B and from 83.7% to 83.9% at 24B between the instruction-"
        "tuned model and DimPO, and DimPO does not start attaching units to dimensionless answers: on the 159 "
        "dimensionless UnitBench problems, Corvid-8B trained with DimPO adds a spurious unit in 1.9% of answers, "
        "against 2.6% for the instruction-tuned model."
    ),
    Para(
        "GPT-4o omits units in 6.3% of its answers despite the explicit instruction to give one, less often than any "
        "Corvid model before training but more often than any model after DimPO, and its dimension error rate of 2.4% "
        "is already beaten by DimPO at 8B (2.1%)."
    ),
)

_P10 = (
    Heading("6 Ablations"),
    Para(
        "We ablate each component of DimPO on Corvid-8B, training every variant for the full 400 steps with the same "
        "data and seed, and report UnitBench strict accuracy, unit omission rate and DimTrap strict accuracy in Table "
        "3. Removing one reward tier at a time shows that each carries weight. Without partial credit (alpha = 0) "
        "strict accuracy falls by 3.1 points to 63.8%. Without the unit-less penalty, that is with a reward of 0 for a "
        "bare number as for a wrong dimension, the omission rate stays at 3.5% instead of 0.6% and strict accuracy falls "
        "to 64.1%. Replacing the significant-figure tolerance by a fixed relative tolerance of 0.1% costs the most of "
        "any single change, 4.4 points, because answers rounded correctly to the precision of the data are then scored "
        "as wrong values and receive only partial credit, which pushes the model towards reporting more digits. The "
        "over-precision penalty has a small effect on accuracy, 0.5 points, but without it the share of answers with "
        "more than s + 2 significant figures rises from 2.3% to 11.8%."
    ),
    TableBlock(
        "Table 3: Ablations on Corvid-8B (percent). Each row changes one component of DimPO. The last two rows "
        'remove the optimiser changes, so that "SIeve reward + GRPO" is GRPO with the tiered reward.',
        (
            ("Variant", "UnitBench SA", "UOR", "DimTrap SA"),
            ("DimPO (full)", "66.9", "0.6", "51.3"),
            ("no partial credit (alpha = 0)", "63.8", "0.7", "47.9"),
            ("no unit-less penalty (lambda_u = 0)", "64.1", "3.5", "49.0"),
            ("fixed tolerance 0.1% instead of tol(s)", "62.5", "0.6", "46.8"),
            ("no over-precision penalty (delta = 0)", "66.4", "0.6", "50.9"),
            ("no std floor (sigma_min = 0)", "65.0", "0.7", "49.6"),
            ("symmetric clipping (eps_high = 0.2)", "66.1", "0.9", "50.4"),
            ("SIeve reward + GRPO", "65.1", "1.1", "49.2"),
            ("GRPO-Strict (binary reward)", "61.7", "2.4", "44.1"),
        ),
    ),
    Para(
        "The optimiser changes matter less than the reward but are not free. Without the standard-deviation floor "
        "strict accuracy drops by 1.9 points; the training logs show the cause, large negative advantages assigned to "
        "correct but over-precise answers in otherwise perfect groups, which in turn make the policy hesitant to "
        "commit to a final number and raise the format-failure rate from 0.4% to 1.3%. Symmetric clipping costs 0.8 "
        "points and slows the fall of the omission rate. Together, GRPO with the SIeve reward alone reaches 65.1%, "
        "3.4 of the 5.2 points separating DimPO from GRPO-Strict, so the reward accounts for about two thirds of the "
        "gain and the optimiser changes for the remaining 1.8 points."
    ),
    Para(
        "Weight of the unit-less penalty. The penalty lambda_u trades unit omission against a subtler error. With "
        "lambda_u = 0.25 Corvid-8B omits units in 1.2% of answers and reaches 65.9% strict accuracy. Raising it to "
        "1.0, so that a bare number is punished as hard as a format failure, lowers the omission rate only from 0.6% to "
        "0.5% but costs 1.2 points of strict accuracy (65.7%), because the model starts to attach units to "
        "dimensionless answers: on the 159 dimensionless UnitBench problems the spurious-unit rate rises from 1.9% to "
        "6.9%. We therefore keep lambda_u = 0.5."
    ),
)

_P11 = (
    Para(
        "How much partial credit? The weight alpha sets how much a right dimension with a wrong value is worth. Table "
        "4 sweeps it on Corvid-8B. Too little partial credit makes the reward close to binary; too much makes a "
        "dimensionally correct guess attractive in itself. At alpha = 0.7 the model learns to settle early: its mean "
        "response length falls from 874 to 612 tokens, its dimension error rate is the lowest of the sweep at 1.6%, and "
        "its strict accuracy drops below that of GRPO-Strict. We keep alpha = 0.3, the best value of the sweep, and did "
        "not tune it for the other two sizes."
    ),
    TableBlock(
        "Table 4: Sweep of the partial-credit weight alpha on Corvid-8B (percent, mean response length in tokens). "
        "All other settings as in DimPO.",
        (
            ("alpha", "UnitBench SA", "NA", "DER", "Mean length"),
            ("0.0", "63.8", "67.6", "2.9", "901"),
            ("0.1", "65.6", "68.8", "2.5", "889"),
            ("0.3", "66.9", "69.7", "2.1", "874"),
            ("0.5", "65.2", "67.9", "1.8", "790"),
            ("0.7", "60.4", "64.0", "1.6", "612"),
        ),
    ),
    Para(
        "Group size and tolerance cap. Two further settings were checked but are not in the tables. Doubling the group "
        "size from 8 to 16 responses per prompt, at the same number of prompts per step, improved Corvid-8B strict "
        "accuracy by only 0.4 points for twice the generation cost, so we kept G = 8. Raising the cap of the tolerance "
        "from 2% to 5%, so that two-significant-figure problems are scored at the textbook 5%, raised the strict "
        "accuracy measured with the same loose tolerance by 1.1 points but lowered it by 0.3 points when measured "
        "with the standard tolerance, a sign that a looser training tolerance mainly rewards sloppier rounding."
    ),
    Para(
        "Does the checker need to be exact? We also trained with a deliberately weakened checker that matches unit "
        "strings literally after lower-casing, without parsing prefixes or converting between equivalent units, so "
        'that "kN" and "1000 N" disagree. This string-match reward agreed with the human majority on only 81.2% '
        "of audited verdicts (Appendix D), and training with it in place of SIeve in DimPO gave a strict accuracy of "
        "62.8% on Corvid-8B, 4.1 points below the full method and barely above GRPO-Strict. A reward that marks "
        "correct conversions as wrong punishes the very skill DimTrap measures: DimTrap accuracy fell to 43.0%."
    ),
    Para(
        "Looking for reward hacking. Any deterministic verifier invites the policy to find its blind spots, and we "
        "checked three that we anticipated. Hedging by writing several quantities in the box is defeated by scoring "
        "only the first, and its rate stayed at about 0.1% of rollouts throughout training. Writing an answer in an "
        "unusual but equivalent unit, such as kg m^2 s^-3 instead of W, earns full credit by design; its share rose "
        "only from 1.1% of rollouts at step 0 to 1.4% at step 400, so the policy did not drift towards unreadable "
        "units. Padding answers with digits to fit inside the tolerance window is what the over-precision penalty "
        "targets, and with it only 2.3% of final answers carry more than s + 2 significant figures. We found no "
        "exploit beyond the quantity-kind confusions of Section 7.4, which are a limit of the checker rather than a "
        "behaviour the policy learned to seek out."
    ),
)

_P12 = (
    Heading("7 Analysis"),
    Heading("7.1 Per-topic breakdown"),
    Para(
        "Table 5 breaks down UnitBench strict accuracy of Corvid-8B by topic. DimPO leads in every topic. Its gains "
        "are largest in thermodynamics, 20.3 points over GRPO-Num and 6.1 over GRPO-Strict, where answers mix "
        "kelvin and degrees Celsius, joules and kilojoules, and molar and specific quantities, so that a model that "
        "does not track units is wrong in many different ways. The smallest gain over GRPO-Strict is in mechanics, "
        "4.1 points, where units are few and familiar and a binary reward already teaches most of what there is to "
        "learn. Waves and optics remain the hardest topic for both unit-aware methods, whereas thermodynamics is hardest "
        "for the instruction-tuned model and GRPO-Num; about a third of the remaining errors "
        "there involve angular quantities, discussed in Section 7.4."
    ),
    TableBlock(
        "Table 5: UnitBench strict accuracy (%) of Corvid-8B by topic. n is the number of problems per topic; the "
        "All row is the problem-weighted mean and matches Table 2.",
        (
            ("Topic", "n", "Instruct", "GRPO-Num", "GRPO-Strict", "DimPO"),
            ("Mechanics", "520", "52.6", "56.5", "65.8", "69.9"),
            ("Thermodynamics", "380", "38.7", "44.2", "58.4", "64.5"),
            ("Circuits", "400", "47.9", "52.8", "64.3", "70.1"),
            ("Fluids", "290", "43.4", "49.0", "60.7", "65.9"),
            ("Waves and optics", "260", "41.2", "47.3", "57.7", "63.1"),
            ("Electromagnetism", "300", "42.9", "48.6", "59.8", "64.7"),
            ("All", "2,150", "45.3", "50.4", "61.7", "66.9"),
        ),
    ),
    Para(
        "The topic pattern of the unit omission rate is different from that of accuracy. Before training, "
        "Corvid-8B omits units most often in circuits, in 19.8% of answers, where it frequently writes a resistance or "
        "a current as a bare number after setting up the equations correctly, and least often in mechanics, in 9.7%. "
        "After DimPO no topic exceeds 1.1% (electromagnetism). The dimension error rate falls in every topic too, but "
        "less evenly: in fluids it drops from 6.3% to 1.9%, while in electromagnetism it only goes from 5.8% to 3.4%, "
        "mostly because of confusions between magnetic flux (Wb) and flux density (T), which differ by a factor of "
        "area and which the model sometimes conflates in the final line even when the derivation is right."
    ),
    Para(
        "On EngQA-Hard the topic pattern repeats at the largest model size. Corvid-24B trained with DimPO solves "
        "55.3% of the 170 statics problems, 40.7% of the 150 heat-transfer problems, 51.9% of the 160 circuit-analysis "
        "problems and 40.4% of the 160 fluid-mechanics problems, against 52.4%, 35.3%, 49.1% and 37.9% for GRPO-Strict. "
        "The gain is again largest for the thermal sub-field, 5.4 points, and between 2.5 and 2.9 points for the other "
        "three."
    ),
    Para(
        "Topic difficulty before training predicts little about where DimPO helps. Across the six UnitBench topics the "
        "correlation between the instruction-tuned model's unit omission rate and DimPO's gain over GRPO-Num is weak "
        "(Pearson r = 0.31); what the largest gains share is instead the number of distinct units a topic uses."
    ),
)

_P13 = (
    Heading("7.2 Training dynamics"),
    Para(
        "Figure 2 compares the learning curves of DimPO and GRPO-Strict. DimPO matches the final strict accuracy of "
        "GRPO-Strict with half of the training steps, and its curve is still rising at step 400. The early phase is "
        "where the graded reward helps most: in the first 50 steps DimPO gains 5.9 points and GRPO-Strict 2.8. Early "
        "in training many groups contain no fully correct answer at all, and a binary reward gives such groups zero "
        "variance and no gradient, whereas the partial-credit and penalty tiers still separate good derivations from "
        "bad ones."
    ),
    *_GAP,
    FigureBlock(
        "Figure 2: UnitBench strict accuracy of Corvid-8B during training, every 50 steps. Black: DimPO; grey: "
        "GRPO-Strict. Both start from the instruction-tuned model at 45.3%. DimPO reaches 61.8% at step 200, already "
        "above the final accuracy of GRPO-Strict (61.7% at step 400), and ends at 66.9%.",
        "training step",
        "strict accuracy",
        (
            (0.453, 0.512, 0.561, 0.597, 0.618, 0.636, 0.651, 0.662, 0.669),
            (0.453, 0.481, 0.518, 0.547, 0.569, 0.587, 0.601, 0.611, 0.617),
        ),
    ),
    Para(
        "This is visible in the share of zero-variance groups. At step 0, 27% of Corvid-8B groups under GRPO-Strict "
        "have identical rewards, against 9% under DimPO. Later in training the share rises under both, as more problems "
        "are solved by all eight responses, and at step 400 it is 31%, 38% and 46% of the groups under DimPO for the 3B, "
        "8B and 24B models. Figure 3 shows how the distribution of reward tiers among rollouts evolves for Corvid-3B, "
        "the model with the most unit-less answers at the start."
    ),
    *_GAP,
    FigureBlock(
        "Figure 3: Share of Corvid-3B training rollouts per reward tier under DimPO, every 50 steps. Black: full "
        "credit, from 28.8% at step 0 to 51.3% at step 400; grey: unit-less answers (reward -0.5), from 20.3% to "
        "0.8%. The partial-credit tier, not drawn, stays between 22% and 27% throughout.",
        "training step",
        "share of rollouts",
        (
            (0.288, 0.352, 0.401, 0.437, 0.462, 0.481, 0.495, 0.506, 0.513),
            (0.203, 0.071, 0.024, 0.012, 0.010, 0.009, 0.008, 0.008, 0.008),
        ),
    ),
    Para(
        "Responses also change in form. The mean response length of Corvid-8B under DimPO grows from 641 to 874 tokens "
        'over training, and an explicit dimensional check, a line such as "check units: kg m^2 s^-3 = W", appears '
        "in 38.5% of responses at step 400 against 4.0% at step 0, although neither the prompt nor the reward asks "
        "for it. Under GRPO-Num such checks stay below 5% of responses throughout."
    ),
)

_P14 = (
    Heading("7.3 Where do the remaining errors come from?"),
    Para(
        "We sampled 200 UnitBench answers of Corvid-24B trained with DimPO that receive no full credit and "
        "categorised them by hand. Most are ordinary physics errors: 84 (42%) use a wrong or incomplete model of the "
        "situation, such as ignoring the moment of inertia of a pulley, and 51 (25.5%) are arithmetic or algebra slips "
        "with a correct setup. A further 29 (14.5%) convert units incorrectly, most often squared or cubed units such as "
        "cm^3 to m^3, where a factor of 10^-2 is applied instead of 10^-6. Sixteen (8%) misread the question and "
        "answer for a different quantity than the one asked, and the last 20 (10%) are answers that SIeve scores "
        "wrongly or that expose a limit of dimensional analysis, which we discuss next."
    ),
    Heading("7.4 A failure case: dimensionally equal, physically different"),
    Para(
        "Dimensional analysis cannot tell apart quantities that share a dimension. The most frequent case in our data "
        'is torque and energy, both kg m^2 s^-2. For the problem "A mechanic applies a 52.5 N force perpendicular to '
        'a wrench at 0.28 m from the bolt. What torque is applied?" Corvid-8B trained with DimPO answered "14.7 J". '
        "The number is right and the dimension is right, so SIeve gives full credit, but an engineer would mark the "
        "answer as wrong, since joules denote energy and torque is written in N m. Frequency in hertz and angular "
        "frequency in rad/s are a second case, made worse by the SI convention that the radian is dimensionless: an "
        "answer in rad/s to a question asking for hertz has the right dimension and a value off by 2 pi, so it "
        "receives partial credit rather than zero, and one that answers 2 pi f with the unit Hz is scored as a wrong "
        "value, although the error lies in the unit."
    ),
    Para(
        "How often does this happen? Among the rollouts of the last 50 training steps of Corvid-8B, 0.6% of answers "
        "to torque problems were given in joules, and the rate did not fall during training because nothing in the "
        "reward discourages it. We did not add special rules for these pairs to SIeve, to keep the checker a pure "
        "dimensional-analysis tool, but a quantity-kind layer that distinguishes torque from energy and frequency from "
        "angular frequency is a natural extension."
    ),
    Heading("8 Limitations"),
    Para(
        "Our study has several limitations. First, all problems have a single scalar answer. Vector answers, answers "
        'with several parts, and symbolic answers such as "v = sqrt(2 g h)" were removed during filtering, and they '
        "make up a large part of real homework and design problems. Second, SIeve's significant-figure policy is a "
        "heuristic: the number of significant figures of a problem's data is ambiguous for integers such as \"a 200 m "
        'track", and our rule that trailing zeros are not significant is a convention, not a fact. Third, all three '
        "benchmarks are in English and use SI conventions, including the decimal point and the thousands comma; "
        "answers written with a decimal comma are parsed wrongly. Fourth, we trained a single model family, and the "
        "instruction-tuned Corvid models omit units more often than GPT-4o to begin with, which may inflate the "
        "effect of the unit-less penalty relative to better-calibrated starting points. Finally, the quantity-kind "
        "failures of Section 7.4 show that the right dimension is a necessary condition for a correct answer, not a "
        "sufficient one, and that a reward built only on dimensions can reinforce answers an expert would reject."
    ),
    Para(
        "Compute also limited what we could test. A 24B run takes 96 hours on 64 GPUs, so all hyperparameters were "
        "tuned on Corvid-8B and transferred, and the main results use a single seed per configuration. The human audit "
        "covers training rollouts rather than evaluation answers, so the reported agreement is an estimate for the "
        "reward, not a direct validation of the benchmark scores."
    ),
)

_P15 = (
    Heading("9 Conclusion"),
    Para(
        "Verifiable rewards for physics and engineering should verify physical quantities, not just numbers. A "
        "numeric-only reward improves numeric accuracy and at the same time teaches a model to leave out units, which "
        "is the opposite of what a practitioner wants. DimPO scores the unit of every answer with a dimensional-"
        "analysis checker, gives partial credit for the right dimension, penalises unit-less answers, and tolerates "
        "rounding to the precision of the data. With two small changes to GRPO it reaches 75.8% strict accuracy on "
        "UnitBench with a 24B model, above GPT-4o, nearly eliminates unit omission, and keeps numeric accuracy at "
        "least as high as numeric-only training. The benchmarks, the checker and the training data are released to "
        "make unit-aware evaluation the default for scientific word problems."
    ),
    Para(
        "Acknowledgements. We thank the five graduate students who re-authored UnitBench, the engineers who wrote "
        "and checked EngQA-Hard, and the three annotators of the SIeve audit."
    ),
    Heading("References"),
    References(
        (
            "Brandt, L. and Iyer, S. Do language model judges check units? An audit of LLM grading on physics answers. "
            "Findings of ACL, 2023.",
            "Feng, Y., Rahimi, A., and Costa, J. UnitCalc: Teaching language models to call unit-aware calculators. "
            "arXiv:2406.05518, 2024.",
            "Halvorsen, T. and Ruiz, M. EngEval: A benchmark of engineering problem solving for language models. "
            "arXiv:2407.11932, 2024.",
            "Kennedy, A. Relational parametricity and units of measure. POPL, 1997.",
            "Lambert, N., Morrison, J., Pyatkin, V., et al. Tulu 3: Pushing frontiers in open language model "
            "post-training. arXiv:2411.15124, 2024.",
            "Lightman, H., Kosaraju, V., Burda, Y., et al. Let's verify step by step. arXiv:2305.20050, 2023.",
            "Lindgren, E., Achebe, N., and Sato, K. Unit-matched verifiers for reinforcement learning on chemistry "
            "problems. arXiv:2503.08814, 2025.",
            "Liu, Z., Chen, C., Li, W., et al. Understanding R1-Zero-like training: A critical perspective. "
            "arXiv:2503.20783, 2025.",
            "Marchetti, F. and Oduya, B. Closeness rewards and their exploitation in numeric reasoning RL. "
            "arXiv:2502.06127, 2025.",
            "Okonkwo, C., Bergstrom, A., and Patel, R. PhysQA-Open: Grading free-form physics answers with language "
            "model judges. EMNLP, 2024.",
            "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization "
            "algorithms. arXiv:1707.06347, 2017.",
            "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open "
            "language models. arXiv:2402.03300, 2024.",
            "Wang, P., Li, L., Shao, Z., et al. Math-Shepherd: Verify and reinforce LLMs step-by-step without human "
            "annotations. ACL, 2024.",
            "Yu, Q., Zhang, Z., Zhu, R., et al. DAPO: An open-source LLM reinforcement learning system at scale. "
            "arXiv:2503.14476, 2025.",
        )
    ),
    Heading("Appendix A: Hyperparameters"),
    Para(
        "Table 6 lists the hyperparameters of the DimPO runs. The baselines GRPO-Num and GRPO-Strict use the same "
        "values except that they have no standard-deviation floor and clip symmetrically at 0.2. The SFT baseline is "
        "trained for two epochs with a learning rate of 1e-5 at 3B and 8B and 5e-6 at 24B, a batch of 128 sequences "
        "and cosine decay."
    ),
)

_P16 = (
    TableBlock(
        "Table 6: DimPO hyperparameters. Values that differ by model size are grouped by size; all other values are "
        "shared. Wall-clock time is for the full 400-step run.",
        (
            ("Group", "Hyperparameter", "Value"),
            ("Shared", "Optimizer", "AdamW (beta1 0.9, beta2 0.95)"),
            ("", "Weight decay", "0.0"),
            ("", "Warm-up", "10 steps, linear"),
            ("", "Training steps", "400"),
            ("", "Prompts per step / group size G", "256 / 8"),
            ("", "Sampling temperature / top-p", "1.0 / 1.0"),
            ("", "Max response length", "3,072 tokens"),
            ("", "KL coefficient beta", "0.005"),
            ("", "Clipping eps_low / eps_high", "0.2 / 0.28"),
            ("", "Std floor sigma_min", "0.25"),
            ("", "Reward alpha / lambda_u / delta", "0.3 / 0.5 / 0.1"),
            ("", "Tolerance floor / cap / default s", "0.1% / 2% / 3"),
            ("Corvid-3B", "Learning rate", "2e-6"),
            ("", "GPUs (H100)", "16"),
            ("", "Wall-clock time", "19 h"),
            ("Corvid-8B", "Learning rate", "1e-6"),
            ("", "GPUs (H100)", "32"),
            ("", "Wall-clock time", "41 h"),
            ("Corvid-24B", "Learning rate", "5e-7"),
            ("", "GPUs (H100)", "64"),
            ("", "Wall-clock time", "96 h"),
        ),
    ),
    Para(
        "Rollouts are generated with a separate inference engine that receives new policy weights after every step, "
        "so all rollouts are on-policy. Policy updates use one gradient step per batch of rollouts, with a micro-batch "
        "of four sequences per GPU and gradient accumulation up to the full batch. All runs use bfloat16 weights with "
        "float32 optimiser states. For the main results we trained one seed per configuration because of the cost of "
        "the 24B runs; for Corvid-3B we repeated DimPO and GRPO-Strict with three seeds, and the standard deviation of "
        "UnitBench strict accuracy across seeds was 0.4 and 0.6 points respectively, well below the 4.8-point gap "
        "between the two methods."
    ),
    Heading("Appendix B: Prompt templates"),
    Para(
        'All models, including GPT-4o, receive the same system prompt at training and evaluation time: "You are an '
        "expert in physics and engineering. Solve the problem step by step. At the end, write the final answer as a "
        "single quantity, a number followed by its unit, inside \\boxed{}. If the answer is dimensionless, write the "
        'number only." The user turn contains the problem text, followed, for EngQA-Hard problems that specify a '
        'unit, by the sentence "Give the answer in <unit>." No few-shot examples are used.'
    ),
    Para(
        "We deliberately instruct every system to give a unit, so that the unit omission rates in Table 2 measure "
        "whether a model follows an explicit instruction rather than whether it guesses a convention. A variant of the "
        "prompt without the sentence about units raised the omission rate of Corvid-8B-Instruct from 14.6% to 33.0%."
    ),
)

_P17 = (
    Heading("Appendix C: Data filtering"),
    Para(
        "Table 7 traces QuantaSet-48K from the 131,200 candidate problems to the final 48,600. A gold unit is "
        "required to parse with SIeve. Near-duplicates are removed by 13-gram overlap, and every problem whose 13-grams "
        "overlap with a problem of UnitBench, EngQA-Hard, DimTrap or ArithCore-1K is removed as well. Multi-part and "
        "symbolic answers are removed because the reward handles a single quantity only. Finally we remove problems "
        "that are too easy, those that Corvid-24B-Instruct solves with full credit in all eight of eight samples, since "
        "they would only contribute zero-variance groups."
    ),
    TableBlock(
        "Table 7: Filtering of the QuantaSet-48K training set. Removed counts apply in order.",
        (
            ("Step", "Removed", "Remaining"),
            ("Candidates (LibrePhys, ExamVault-Eng, SynthUnits)", "-", "131,200"),
            ("Gold unit does not parse with SIeve", "14,900", "116,300"),
            ("Near-duplicates (13-gram overlap)", "9,800", "106,500"),
            ("Overlap with evaluation benchmarks", "2,350", "104,150"),
            ("Multi-part or symbolic answer", "21,000", "83,150"),
            ("Too easy (8/8 correct for Corvid-24B-Instruct)", "34,550", "48,600"),
        ),
    ),
    Para(
        "The significant-figure count s of each problem is computed from the numbers in the problem statement as the "
        'smallest count among the given data, ignoring exact integers such as "two resistors". For SynthUnits '
        "problems it is set by the template. A manual check of 300 random problems found the automatic count to be "
        "defensible in 286 of them."
    ),
    Heading("Appendix D: Human audit of SIeve"),
    Para(
        "To check that SIeve's verdicts match expert judgement, we sampled 600 final answers from training rollouts "
        "of all three model sizes, stratified so that each of the five tiers reached by the dimension check (1, 0.9, alpha, 0 and -lambda_u) is represented by 120 answers. Three "
        "annotators, two physics doctoral students and one licensed mechanical engineer, each labelled every answer "
        "independently with the tier they believed it deserved, using the written definitions of Section 3.3 and no "
        "access to SIeve's verdict. Agreement among the three annotators was high, with a Fleiss' kappa of 0.87."
    ),
    Para(
        "SIeve's verdict matched the majority label for 579 of the 600 answers (96.5%). Of the 21 disagreements, 9 "
        'were parser failures on unusual unit spellings, such as "kilo-newtons" with a hyphen or a middle dot used as '
        "a product sign; 7 were dimensionally equal but physically different units, such as joules for a torque or "
        "becquerel for a frequency, which annotators marked as wrong and SIeve as correct; and 5 were tolerance edge "
        "cases where annotators disagreed with the significant-figure count of the problem. The parser failures were "
        "fixed after the audit, in the released version of SIeve; all training runs and scores in this paper use the "
        "audited version. The string-match checker of "
        "Section 6 matched the majority label for 487 of the 600 answers (81.2%)."
    ),
)

PAPER = GeneratedPaper(
    file="units_rl.pdf",
    title="Mind the Units: Dimension-Aware Verifiable Rewards for Reinforcement Learning on Physics and Engineering Word Problems",
    short_title="Mind the Units: Dimension-Aware Verifiable Rewards",
    authors="Ingrid Vasquez-Lund (1), Kwame Mensah-Boateng (2), Yuki Harada (1), Leonie Strand (3), Dmitri Volkonsky (2)",
    affiliations="(1) Halvorsen Institute of Technology   (2) Meridian AI Lab   (3) University of Port Ashford",
    stamp="arXiv:2510.11873v1  [cs.LG]  14 Oct 2025",
    abstract=(
        "Reinforcement learning with verifiable rewards has improved the reasoning of open language models on "
        "mathematics, and its verifiers are now routinely reused for physics and engineering word problems. These "
        "verifiers compare numbers and ignore units. We show that this is harmful: GRPO with a numeric-only reward "
        "raises the share of answers that omit a required unit from 14.6% to 21.7% for an 8B model, even as numeric "
        "accuracy rises. We introduce DimPO, which pairs a GRPO variant with SIeve, a dimensional-analysis checker that "
        "parses the unit of an answer into SI base dimensions and grades it in tiers: full credit within a tolerance "
        "set by the significant figures of the data, partial credit for the right dimension with a wrong value, zero "
        "for a wrong dimension and a penalty for a unit-less answer. Trained on 48,600 problems, DimPO raises strict "
        "accuracy on our UnitBench benchmark to 52.6%, 66.9% and 75.8% for Corvid models with 3B, 8B and 24B "
        "parameters, 15.2 points above a numeric reward and 4.8 points above a binary unit reward on average, cuts unit "
        "omission below 1% and gives the largest gains on problems stated in mixed units. Our 24B model surpasses "
        "GPT-4o (68.2%) in strict accuracy."
    ),
    pages=(_P1, _P2, _P3, _P4, _P5, _P6, _P7, _P8, _P9, _P10, _P11, _P12, _P13, _P14, _P15, _P16, _P17),
)
