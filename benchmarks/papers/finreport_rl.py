"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 43): RL with a program-executing verifier for numeric QA over annual reports; every sentence, model, dataset and number is invented."""

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

FOOTNOTE_RULE = Para("____________________")

PAGE_1: list[Block] = [
    Heading("1 Introduction"),
    Para(
        "Annual reports are the main channel through which listed firms disclose their financial position, and a large "
        "part of the analytical work done by auditors, credit analysts and supervisors consists of pulling a handful of "
        "figures out of these documents and combining them into a ratio, a growth rate or a margin. The task sounds "
        "mechanical, yet it is error-prone for people and, as we document below, considerably more so for language models. "
        "A question such as 'By how many basis points did the cost-to-income ratio change between fiscal 2021 and fiscal "
        "2022?' requires the reader to locate two operating-expense figures and two income figures, often in different "
        "sections, to check that they are reported on the same basis and in the same unit, to compute two ratios, and to "
        "take their difference at the right precision. Each of these steps can fail on its own, and a fluent answer that "
        "gets one of them wrong is, from the user's point of view, worse than no answer at all, because it arrives looking "
        "as if it had been read off the page."
    ),
    Para(
        "This chapter asks whether reinforcement learning with a reward computed by executing the model's arithmetic, "
        "rather than by comparing its final string with a reference, can close part of this gap, and at what cost to "
        "faithfulness (fn. 1). The policy we train does not state a number directly. It writes a short program in a small "
        "domain-specific language, FinCalc, in which every operand is a figure quoted from a retrieved section of the "
        "report together with the identifier of that section. A verifier, which we call Abacus, parses and executes the "
        "program, compares the result with the reference answer within a tolerance that depends on the answer's unit, "
        "and looks up every quoted operand in the section it claims to come from."
    ),
    FOOTNOTE_RULE,
    Para(
        "1 This paper is a revised version of the fourth chapter of the first author's doctoral thesis (University of "
        "Ostmark, 2025). Relative to the thesis version, the 14B experiments, the sector analysis and the expert audit are "
        "new; the three hypotheses of Section 1.1 are copied without change from the pre-analysis plan that was deposited "
        "before the test split was first scored (Osei-Lindahl and Marchetti, 2024)."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "Operands that cannot be found in the cited section are counted as unsupported and subtracted from the reward. "
        "The resulting method, TallyRL, is trained with group-relative policy optimisation (GRPO) and no KL penalty "
        "towards the reference model. We evaluate it on FilingQA-Num, a corpus of 11,480 numeric questions over 1,312 "
        "annual reports of 604 listed firms in nine sectors, which we assembled for this study, and we report results "
        "separately for four question types (single lookup, multi-step arithmetic, year-over-year change and ratio), for "
        "four bands of report length, and for each sector. Because the users we have in mind care about the size of an "
        "error and not only about whether one occurred, we also report errors in basis points for rates and in percent "
        "for monetary amounts, a choice that is standard in the empirical accounting literature (Castellanos, 2022) but "
        "rare in question-answering work. All interval estimates are percentile intervals from a bootstrap that resamples "
        "whole reports, since questions about the same report are not independent (fn. 2)."
    ),
    Heading("1.1 Hypotheses"),
    Para(
        "We committed to three hypotheses before scoring the test split. They are stated here as they were registered "
        "and revisited in Section 9."
    ),
    Bullets(
        (
            "H1 (composition). Relative to program-of-thought prompting, a reward that executes the program will raise "
            "accuracy more on questions that combine several figures (multi-step arithmetic, year-over-year change and "
            "ratio) than on single lookups, because execution rewards the composition and not the string.",
            "H2 (support). A penalty on unsupported figures will lower the share of answers that contain them by at "
            "least half relative to the same reward without the penalty, and will also raise accuracy, because a figure "
            "the model cannot point to is usually a figure it has invented.",
            "H3 (length). The accuracy gain of reinforcement learning over prompting will fall monotonically with the "
            "length of the report, because longer reports make retrieval rather than arithmetic the binding constraint.",
        )
    ),
    Para(
        "Our contributions are fourfold. First, we describe a verifier that rewards arithmetic by execution and grounds "
        "every operand in a cited section, and we show that it can be computed at a cost of about 40 milliseconds per "
        "rollout on one CPU core. Second, we release FilingQA-Num with reference programs, section identifiers and unit "
        "annotations. Third, we show that TallyRL raises the execution accuracy of Halden-7B-Instruct from 43.5% to 64.7% "
        "and cuts the share of answers with unsupported figures from 15.2% to 3.4%, and that a 14B model trained the same "
        "way, at 70.3%, outperforms a 70B model prompted without training. Fourth, we report an audit by three "
        "practitioners that measures how far the automatic verifier can be trusted as a stand-in for expert judgement."
    ),
    Para(
        "The rest of the chapter is organised as follows. Section 2 reviews related work, Section 3 introduces the data, "
        "Section 4 the method and Section 5 the experimental design. Sections 6 and 7 report the main results and the "
        "ablations, Section 8 the expert audit and Section 9 returns to the hypotheses. Limitations and broader impact "
        "follow in Sections 10 and 11."
    ),
    FOOTNOTE_RULE,
    Para(
        "2 Throughout, 'percent' refers to a relative error and 'basis points' (bp) to an absolute difference between two "
        "rates, so that an answer of 12.40% against a reference of 12.15% is off by 25 bp. We never express a relative "
        "error of a rate in basis points."
    ),
]

PAGE_3: list[Block] = [
    Heading("2 Related Work"),
    Para(
        "Numeric question answering over corporate disclosures. A first generation of benchmarks drew questions from "
        "short excerpts of earnings releases that combined one table with a few paragraphs of text (Abernathy and Quist, "
        "2023; Rasku and Whitfield, 2023). These datasets established that the difficulty of the task lies less in "
        "reading the figures than in composing them, but their contexts were a page or two long, so retrieval was not "
        "part of the problem. Nakashima (2022) used the machine-readable tags attached to financial statements as weak "
        "supervision for lookup questions and found that tagged figures cover fewer than half of the quantities analysts "
        "actually ask about, since segment disclosures, non-GAAP reconciliations and the narrative sections are largely "
        "untagged. FilingQA-Num differs from this line of work in that every question is asked about a complete report and "
        "a system must first find the relevant sections; in our test split the median report runs to 187 pages."
    ),
    Para(
        "Programs as answers. Writing the arithmetic as a program that an interpreter executes, instead of performing it "
        "in free text, is now a common way to separate reasoning from calculation. Baptiste et al. (2024) trained models "
        "on reference programs for tabular financial questions and reported that supervised training on programs "
        "transfers poorly across table layouts. Our supervised baseline is of this kind, and our results in Section 6 "
        "are consistent with their observation: the supervised model learns the syntax of FinCalc quickly but keeps "
        "choosing the wrong operands. We differ from this work by treating the program as an action whose consequences "
        "are scored, rather than as a target to imitate."
    ),
    Para(
        "Reinforcement learning with verifiable rewards. A growing literature trains language models with policy-gradient "
        "methods against rewards that a program can check, most often final answers in mathematics and unit tests in "
        "code (see the survey of Dahlberg et al., 2025). GRPO, which normalises rewards within a group of samples drawn "
        "for the same prompt and so dispenses with a learned value function, is the usual choice, and Halloran et al. "
        "(2025) give a careful empirical comparison with PPO. Two findings from this literature shape our design. The "
        "first is that loose correctness checks are exploited: Moreau et al. (2025) show that a tolerance wide enough to "
        "accept rounded answers teaches policies to round aggressively. The second is that the KL penalty towards the "
        "initial policy, long treated as indispensable, can often be dropped when the reward is hard to game. We test both "
        "points in our ablations."
    ),
    Para(
        "Attribution and unsupported content. Penalties for content that is not backed by the evidence have been studied "
        "for summarisation and open-domain question answering (Juhász and Ortega, 2024). In finance specifically, "
        "Gallardo (2023) found that one in six figures in model-generated earnings summaries did not occur in the source "
        "filing, a rate close to the 15.2% of answers with at least one unsupported figure that we observe for prompted "
        "models (fn. 3). Our penalty is narrower than general attribution scoring, because it checks only numbers, but it "
        "is exact rather than model-based, which matters when it enters a reward that a policy will optimise."
    ),
    Para(
        "Long documents. Long-context models can in principle read an entire annual report, but Kowalczyk and Mensah "
        "(2023) show that accuracy on figures buried in the middle of long inputs degrades sharply. Section-aware "
        "retrieval, which indexes a document by its own headings (Eriksen and Fujimoto, 2024; Varga, 2024), is the "
        "approach we adopt."
    ),
    FOOTNOTE_RULE,
    Para(
        "3 The two quantities are not strictly comparable: Gallardo counts figures, we count answers. When we count "
        "figures instead, 9.7% of the operands quoted by Halden-7B-Instruct under program-of-thought prompting are "
        "unsupported."
    ),
]

PAGE_4: list[Block] = [
    Heading("3 Data: the FilingQA-Num Corpus"),
    Para(
        "Sampling of reports. We drew 604 firms listed on three European and two North American exchanges, stratified by "
        "sector so that each of nine sectors contributes between 50 and 90 firms, and collected between one and three "
        "annual reports per firm for fiscal years 2015 to 2023, for a total of 1,312 reports. Reports were converted from "
        "PDF into a sequence of sections using the document's own heading hierarchy; tables were kept as rows of cells "
        "and assigned to the section in which they appear. The median report has 187 pages and about 131,000 tokens, and "
        "the longest has 611 pages. Splits are disjoint by firm, so that no firm whose reports appear in training is seen "
        "at test time."
    ),
    Para(
        "Questions and reference programs. Questions were written by eleven annotators with professional accounting "
        "training, each of whom was given a report and a question type and asked to write a question whose answer "
        "required the figures of that report, the reference program that computes it, and the section identifier of "
        "every figure used. A second annotator executed the program, checked the operands against the cited sections "
        "and either accepted the item or returned it; 14% of items were returned at least once. We distinguish four "
        "types. Single lookups (SL) ask for one reported figure, possibly after a change of unit. Multi-step arithmetic "
        "questions (MS) combine at least three figures with at least two operations. Year-over-year questions (YoY) ask "
        "for the change in a quantity between two fiscal years, in percent or, for rates, in basis points. Ratio "
        "questions (RA) ask for a financial ratio that the report does not itself state, such as an interest-coverage "
        "ratio or a segment's share of operating profit. Table 1 gives the composition of the splits."
    ),
    TableBlock(
        "Table 1: Composition of FilingQA-Num. Splits are disjoint by firm. SL = single lookup, MS = multi-step "
        "arithmetic, YoY = year-over-year change, RA = ratio.",
        (
            ("Split", "Reports", "Firms", "Questions", "SL", "MS", "YoY", "RA"),
            ("Train", "918", "423", "8,200", "2,010", "2,290", "2,070", "1,830"),
            ("Development", "130", "60", "1,140", "280", "320", "290", "250"),
            ("Test", "264", "121", "2,140", "520", "610", "540", "470"),
            ("Total", "1,312", "604", "11,480", "2,810", "3,220", "2,900", "2,550"),
        ),
    ),
    Para(
        "Units and tolerance. Every reference answer carries one of three unit classes. Monetary amounts and other levels "
        "are judged correct when their relative error is at most 0.5%; rates, shares and changes expressed in percent or "
        "percentage points are judged correct when their absolute error is at most 5 bp; and counts must match exactly. "
        "The 5 bp threshold is tighter than it looks for year-over-year questions, because reports round the underlying "
        "figures, and we therefore computed the reference for each such question from the figures at the precision the "
        "report prints them. In the test split, 1,010 answers are rates or changes in rates and 1,130 are monetary or "
        "other levels. Of the 2,140 test questions, 38% need figures from more than one section, and 11% need figures "
        "from two different fiscal years that are reported in two different reports of the same firm; in the latter case "
        "both reports are indexed together (fn. 4)."
    ),
    FOOTNOTE_RULE,
    Para(
        "4 Restatements are a nuisance here. When a later report restates a prior-year figure, the reference uses the "
        "restated figure if the question names the later report, and the original one otherwise. 63 test questions are "
        "affected."
    ),
]

PAGE_5: list[Block] = [
    Heading("4 Method"),
    Heading("4.1 Retrieval over report sections"),
    Para(
        "Each report is split into its sections, and sections longer than 512 tokens are cut into passages of at most "
        "512 tokens that never straddle a table boundary; every passage keeps the identifier of its section, such as "
        "S14 for the fourteenth section. For a question q we score every passage p of the relevant report or reports by "
        "a convex combination of a lexical and a dense score, s(q, p) = 0.35 * bm25(q, p) + 0.65 * cos(e(q), e(p)), where "
        "bm25 is min-max normalised within the report and e is the SectEmbed-base encoder (110M parameters; Varga, 2024). "
        "The six highest-scoring passages, in report order and prefixed with their section identifiers and headings, are "
        "placed in the prompt. The retriever is frozen during reinforcement learning; whether it should be trained jointly "
        "is a question we leave open. On the test split, the passages that contain all the gold figures are among the six "
        "retrieved for 85% of questions (recall@6 = 0.85)."
    ),
    Heading("4.2 Programs as answers"),
    Para(
        "The policy answers in FinCalc, a language with assignments, the four arithmetic operations, and a few named "
        "functions (pct_change, bp_change, ratio, mean and scale). Literals may appear only inside a cite expression, "
        "cite(S, v, u), which declares that the value v, in unit u, is printed in section S. A typical answer to the "
        "question in the introduction reads: opex_22 = cite(S31, '2,418.6', 'EUR m'); inc_22 = cite(S29, '3,904.1', "
        "'EUR m'); opex_21 = cite(S31, '2,377.0', 'EUR m'); inc_21 = cite(S29, '3,650.8', 'EUR m'); answer = "
        "bp_change(ratio(opex_21, inc_21), ratio(opex_22, inc_22)). Constants such as 100 or 4 (for quarters) are "
        "allowed without a citation, but any other bare literal makes the program invalid."
    ),
    Heading("4.3 The Abacus verifier and the reward"),
    Para(
        "Abacus parses the program, resolves scale words and notation (thousands separators, parentheses for negative "
        "values, 'in millions' headers) and executes it in a sandbox without loops or imports. Let y be a completion, "
        "v-hat the value it produces, v* the reference and c(v-hat, v*) the indicator that v-hat is within the tolerance "
        "of Section 3 for the unit class of the question. Let n(y) be the number of cite expressions and u(y) the number "
        "whose value, after normalisation, does not occur in the cited section. The reward is"
    ),
    Para(
        "R(y) = c(v-hat, v*) + beta * f(y) - lambda * u(y) / max(1, n(y)),   if y parses and executes;   R(y) = -0.5 "
        "otherwise,     (1)"
    ),
    Para(
        "where f(y) is 1 when the program is well formed and ends in an assignment to answer, beta = 0.1 and lambda = "
        "0.5. The penalty term is a share rather than a count so that a program with many operands is not punished more "
        "for one bad figure than a short one. A program whose result is correct but which quotes an unsupported figure "
        "therefore earns at most 1.1 - 0.5/n, which is still more than an incorrect but fully supported program, a "
        "deliberate choice we revisit in Section 9."
    ),
]

PAGE_6: list[Block] = [
    Heading("4.4 Optimisation"),
    Para(
        "We optimise the policy pi_theta with GRPO. For each prompt x, G completions y_1, ..., y_G are sampled from the "
        "policy of the previous step, pi_old, and each receives the group-normalised advantage A_i = (R(y_i) - mu_x) / "
        "(sigma_x + 1e-6), where mu_x and sigma_x are the mean and standard deviation of the G rewards. With the token-"
        "level ratio rho_i,t = pi_theta(y_i,t | x, y_i,<t) / pi_old(y_i,t | x, y_i,<t) and clip range epsilon = 0.2, the "
        "objective is"
    ),
    Para(
        "J(theta) = E_x [ (1/G) sum_i (1/|y_i|) sum_t min( rho_i,t * A_i, clip(rho_i,t, 1 - epsilon, 1 + epsilon) * "
        "A_i ) ] - beta_KL * D_KL(pi_theta || pi_ref),     (2)"
    ),
    Para(
        "with beta_KL = 0 in all main experiments, so that the reference model pi_ref is not needed during training. We "
        "adopted this setting after a pilot in which a coefficient of 0.01 slowed learning without any visible benefit "
        "in the stability of the reward; Section 7 reports the comparison on the development split. Groups in which all "
        "G completions receive the same reward carry no signal under (2), and we drop them from the batch rather than "
        "resample, which removed between 9% and 23% of groups per step over the course of the 7B run (fn. 5)."
    ),
    Heading("4.5 What counts as unsupported"),
    Para(
        "The support check is deliberately literal. A cited value is supported if, after removing thousands separators, "
        "converting parentheses to a minus sign and applying the scale stated in the section's table header or heading, "
        "it equals a number printed in the cited section to the precision printed. A figure that occurs in the report "
        "but in another section counts as unsupported, since the point of the citation is to let a reader find it; so "
        "does a figure that the model has derived itself and then cited, such as a subtotal that the report never "
        "prints. The second case is the main source of friction between the penalty and accuracy. Many multi-step "
        "questions can be answered either by citing an intermediate total that the report prints or by adding up its "
        "components, and a policy that has learned to cite only what it can find will sometimes choose the longer path "
        "and make an arithmetic composition error along the way. We return to this effect in the analysis of single "
        "lookups in Section 6.2, where it is most visible."
    ),
    Para(
        "Two simpler alternatives were considered and rejected before any training run. Checking figures against the whole "
        "report instead of the cited section would have made the check blind to a frequent failure of prompted models, "
        "which quote the right number from the wrong year's column of a comparative table; in a sample of 200 prompted "
        "answers, 41 contained such a figure and 29 of these would have passed a report-wide check. A model-based "
        "entailment check, on the other hand, would have given the policy a second model to exploit, and the literature "
        "reviewed in Section 2 suggests that such checks are gamed within a few hundred steps."
    ),
    Para(
        "Cost. Abacus is written in pure Python and runs on the CPUs of the training nodes. Parsing, execution and the "
        "support check together take a median of 40 ms per rollout, so scoring the 512 rollouts of one training step "
        "takes under a second when parallelised over the 48 CPU cores of a node, which is negligible next to generation."
    ),
    FOOTNOTE_RULE,
    Para(
        "5 The share of dropped groups first rises, as easy questions become uniformly solved, and then falls after "
        "about step 250, as the policy begins to solve some prompts of every group on harder questions. For the 14B run "
        "the corresponding range is 12% to 31%."
    ),
]

PAGE_7: list[Block] = [
    Heading("5 Experimental Design"),
    Para(
        "Models. Our policies are initialised from Halden-7B-Instruct and Halden-14B-Instruct (Thorsen and Bakr, 2025), "
        "two instruction-tuned decoder models with a context window of 32,768 tokens. As an upper reference without "
        "training we prompt Meridian-70B-Chat (Uchenna, 2025). The 7B policy is trained with full-parameter updates; the "
        "14B policy is trained with LoRA adapters of rank 64 on all attention and feed-forward projections, because "
        "full-parameter training of the 14B model did not fit our memory budget alongside the rollout engine (fn. 6). We "
        "did not train models of other sizes."
    ),
    Para(
        "Baselines. We compare TallyRL with five alternatives on the 7B model, all of which see exactly the same six "
        "retrieved passages. Chain-of-thought prompting (CoT) asks for a worked answer in prose followed by a final "
        "number. Program-of-thought prompting (PoT) uses the FinCalc instructions and three in-context examples of "
        "Appendix B, and is the natural starting point of TallyRL. Supervised fine-tuning (SFT) trains on the 8,200 "
        "reference programs of the training split for three epochs. GRPO-EM is trained exactly like TallyRL except that "
        "the reward is 1 when the normalised final answer string equals the reference string and 0 otherwise, which is "
        "the reward most often used in prior work. Finally, the verifier-only variant uses the reward in (1) with lambda "
        "= 0, which isolates the effect of the support penalty. For the 14B model we report PoT, SFT and TallyRL only."
    ),
    Para(
        "Metrics. The primary metric is execution accuracy (EA), the share of questions whose answer is correct under "
        "the unit-specific tolerance of Section 3. For prose answers from CoT we extract the last number and its unit "
        "with a rule-based parser, which we validated on 300 answers with 98.7% agreement against a manual extraction. "
        "The unsupported-figure rate (UFR) is the share of answers that contain at least one unsupported figure in the "
        "sense of Section 4.5; for CoT, every number in the prose that is not a constant is treated as a quoted figure. "
        "For the size of errors we report the median absolute error in basis points for rate-valued answers and the mean "
        "and median absolute percentage error for monetary answers, in both cases among answers outside the tolerance."
    ),
    Para(
        "Inference. At evaluation time we decode greedily with at most 1,024 new tokens. A program that fails to parse "
        "or execute counts as incorrect, and it is not retried. Prompts are identical for all models except for the "
        "chat template."
    ),
    Para(
        "Training. Both policies are trained for 400 steps with 64 prompts per step and G = 8 rollouts per prompt, that "
        "is 512 rollouts per step and roughly three passes over the training split. Rollouts are sampled at temperature "
        "1.0. The learning rate is 1e-6 for the full-parameter 7B run and 2e-5 for the LoRA adapters of the 14B run, "
        "held constant after warm-up. The 7B run took 58 hours on 32 H100 GPUs (1,856 GPU-hours) and the 14B run 49 "
        "hours on 64 H100 GPUs (3,136 GPU-hours). Appendix A collects all settings. Checkpoints were selected by "
        "development-split EA, evaluated every 50 steps; in both runs the selected checkpoint was the last one."
    ),
    Para(
        "Inference on uncertainty. Confidence intervals are 95% percentile intervals from 10,000 bootstrap resamples in "
        "which the unit of resampling is the report, not the question. Differences between two systems are bootstrapped "
        "in the same resamples, so that the interval of a difference accounts for the correlation between systems."
    ),
    FOOTNOTE_RULE,
    Para(
        "6 A full-parameter 14B run with the 7B learning rate was started once and diverged at step 230, with the "
        "development reward collapsing within twenty steps; we did not attempt to diagnose or repeat it."
    ),
]

PAGE_8: list[Block] = [
    Heading("6 Results"),
    Heading("6.1 Main results"),
    Para(
        "Table 2 reports execution accuracy and the unsupported-figure rate on the 2,140 test questions. Three patterns "
        "stand out. First, replacing prose with programs is worth something even without training: PoT improves on CoT "
        "by 5.3 points on the 7B model, mostly by removing slips in division and in the handling of negative figures. "
        "Second, each step from imitation to reinforcement and from answer matching to execution adds accuracy. SFT "
        "reaches 55.1%, GRPO-EM 58.4% and the verifier-only variant 63.9%; the difference between the last two, 5.5 "
        "points, is larger than the difference between SFT and GRPO-EM, and it is the clearest evidence in this chapter "
        "that how the reward is computed matters as much as whether the model is trained with one. Third, the support "
        "penalty has a large effect on faithfulness and a small one on accuracy: TallyRL reaches 64.7% with a UFR of "
        "3.4%, against 63.9% and 11.3% without the penalty. The bootstrapped difference in accuracy, 0.8 points, has a "
        "95% interval of -0.4 to 2.0 and is therefore not distinguishable from zero, whereas the difference in UFR, "
        "7.9 points, has an interval of 6.8 to 9.1."
    ),
    TableBlock(
        "Table 2: Test results on FilingQA-Num (2,140 questions). EA = execution accuracy; brackets give 95% "
        "report-level bootstrap intervals; UFR = share of answers with at least one unsupported figure; Tokens = mean "
        "length of the generated answer.",
        (
            ("Model", "Method", "EA (%)", "95% CI", "UFR (%)", "Tokens"),
            ("Halden-7B", "CoT prompting", "38.2", "[36.0, 40.4]", "17.9", "612"),
            ("Halden-7B", "PoT prompting", "43.5", "[41.2, 45.8]", "15.2", "288"),
            ("Halden-7B", "SFT on reference programs", "55.1", "[52.9, 57.3]", "9.8", "241"),
            ("Halden-7B", "GRPO-EM (answer match)", "58.4", "[56.2, 60.6]", "12.6", "317"),
            ("Halden-7B", "Verifier reward, lambda = 0", "63.9", "[61.7, 66.0]", "11.3", "296"),
            ("Halden-7B", "TallyRL (lambda = 0.5)", "64.7", "[62.6, 66.8]", "3.4", "274"),
            ("Halden-14B", "PoT prompting", "49.8", "[47.6, 52.0]", "13.1", "301"),
            ("Halden-14B", "SFT on reference programs", "60.2", "[58.1, 62.3]", "8.7", "236"),
            ("Halden-14B", "TallyRL (lambda = 0.5)", "70.3", "[68.4, 72.1]", "2.6", "262"),
            ("Meridian-70B", "PoT prompting", "61.5", "[59.4, 63.6]", "10.4", "334"),
        ),
    ),
    Para(
        "The comparison across scales is also informative. TallyRL on the 14B model exceeds prompted Meridian-70B by 8.8 "
        "points (interval 6.9 to 10.7), and even the 7B policy exceeds it by 3.2 points, so that on this task a modest "
        "amount of reinforcement learning is worth more than a fivefold increase in parameters. GRPO-EM raises UFR "
        "relative to SFT (fn. 7), which suggests that a reward blind to provenance encourages the model to reach for "
        "any number that makes the answer come out right."
    ),
    FOOTNOTE_RULE,
    Para(
        "7 From 9.8% to 12.6%. Inspection of 100 GRPO-EM answers with unsupported figures showed that 37 of them quoted a "
        "figure that occurs nowhere in the report and produced a correct final answer anyway, typically by quoting a "
        "rounded version of an intermediate result."
    ),
]

PAGE_9: list[Block] = [
    Heading("6.2 Results by question type"),
    Para(
        "Table 3 breaks the 7B results down by question type. The gains of TallyRL over PoT are 8.7 points on single "
        "lookups, 24.1 on multi-step arithmetic, 23.6 on year-over-year change and 28.5 on ratios. Single lookups are "
        "the easiest type for every system, and they are the only type on which adding the support penalty costs "
        "accuracy: the verifier-only variant answers 81.8% of them correctly and TallyRL 81.2%. Reading the failures, "
        "we find the mechanism anticipated in Section 4.5 in a slightly different form. When the requested figure is "
        "printed in a unit different from the one the question asks for, for example thousands against millions, the "
        "penalised policy more often quotes the figure exactly as printed and then converts it, and a small share of "
        "those conversions use the wrong scale. Ratio questions gain most, which we attribute to the fact that their "
        "numerator and denominator frequently sit in different statements, so that prompted models tend to take both "
        "from whichever table was retrieved first."
    ),
    TableBlock(
        "Table 3: Test EA (%) of Halden-7B by question type. n gives the number of test questions of each type. The last "
        "row is the difference between TallyRL and PoT prompting, in points.",
        (
            ("Method", "SL (n=520)", "MS (n=610)", "YoY (n=540)", "RA (n=470)", "All"),
            ("PoT prompting", "72.5", "31.5", "40.2", "30.8", "43.5"),
            ("SFT on reference programs", "78.0", "44.0", "53.5", "46.0", "55.1"),
            ("GRPO-EM", "80.4", "46.8", "57.0", "50.7", "58.4"),
            ("Verifier reward, lambda = 0", "81.8", "54.2", "62.9", "57.9", "63.9"),
            ("TallyRL", "81.2", "55.6", "63.8", "59.3", "64.7"),
            ("Gain over PoT", "+8.7", "+24.1", "+23.6", "+28.5", "+21.2"),
        ),
    ),
    Heading("6.3 How large are the errors?"),
    Para(
        "Accuracy under a tolerance hides how wrong a wrong answer is, and for many uses this matters more than the "
        "binary outcome. Table 4 therefore reports the size of errors among answers that fall outside the tolerance. "
        "For rate-valued answers, the median error of TallyRL is 39 bp, against 143 bp for PoT. To put this in economic "
        "terms, the median absolute year-over-year change in operating margin among the rate-valued test questions is "
        "112 bp, so a typical PoT error is larger than the typical movement the question asks about, while a typical "
        "TallyRL error is about a third of it. For monetary answers the median absolute percentage error among wrong "
        "answers falls from 3.9% to 0.3%, but the mean falls much less, from 21.4% to 8.8%, because a residue of scale "
        "errors (a factor of one thousand) dominates the mean for every system (fn. 8)."
    ),
    TableBlock(
        "Table 4: Size of errors of Halden-7B among test answers outside the tolerance. Rate-valued answers: 1,010 "
        "questions; monetary answers: 1,130 questions. Within 25 bp is computed over all rate-valued answers.",
        (
            ("Method", "Median err. (bp)", "Within 25 bp (%)", "MAPE (%)", "Median APE (%)"),
            ("PoT prompting", "143", "58.1", "21.4", "3.9"),
            ("SFT on reference programs", "88", "68.7", "14.2", "1.8"),
            ("GRPO-EM", "61", "73.9", "12.9", "1.1"),
            ("Verifier reward, lambda = 0", "47", "77.8", "9.6", "0.4"),
            ("TallyRL", "39", "80.5", "8.8", "0.3"),
        ),
    ),
    FOOTNOTE_RULE,
    Para(
        "8 Excluding answers that are off by a factor of exactly 1,000 or 1,000,000, the MAPE of TallyRL falls to 2.1% "
        "and that of PoT to 6.7%."
    ),
]

PAGE_10: list[Block] = [
    Heading("6.4 Results by report length"),
    Para(
        "H3 predicted that the benefit of training would shrink as reports grow, because the information needed to answer "
        "would increasingly fail to reach the prompt. We divide the test questions into four bands by the page count of "
        "the report: under 100 pages (380 questions), 100 to 200 pages (760), 200 to 300 pages (610) and over 300 pages "
        "(390). TallyRL reaches 71.8%, 67.0%, 63.5% and 55.2% in these bands, and PoT 50.2%, 44.9%, 41.8% and 36.9%. The "
        "gains are thus 21.6, 22.1, 21.7 and 18.3 points: flat across the first three bands and lower only in the last. "
        "Retrieval recall@6 follows a similar profile, at 0.93, 0.89, 0.84 and 0.71, and the drop between the third and "
        "the fourth band is the only one large enough to matter. To separate the two explanations we re-ran the trained "
        "policy with the gold sections placed in the prompt instead of the retrieved ones. With oracle sections its "
        "accuracy in the longest band rises to 69.4%, close to its accuracy on short reports, which locates the "
        "difficulty of long reports almost entirely in retrieval (fn. 9). Figure 1 shows the same comparison as a "
        "function of length in a finer grid."
    ),
    FigureBlock(
        "Figure 1: Test execution accuracy against report length in pages for TallyRL with retrieved passages (black), "
        "PoT prompting (grey, lower) and TallyRL with oracle sections (grey, upper), Halden-7B. Each point averages the "
        "questions whose report lies within 50 pages of the tick; the right-most point pools all reports above 350 pages.",
        "report length (pages)",
        "execution accuracy",
        (
            (0.73, 0.68, 0.64, 0.57, 0.52),
            (0.51, 0.46, 0.42, 0.37, 0.34),
            (0.75, 0.72, 0.71, 0.70, 0.69),
        ),
    ),
    Heading("6.5 Results by sector"),
    Para(
        "Sector matters more than we expected and in a way that interacts with accounting conventions rather than with "
        "report length. Banks and insurers are the two weakest sectors for every system: TallyRL answers 57.0% of bank "
        "questions and 55.2% of insurance questions correctly, against 70.4% for retailers, the strongest sector. The "
        "gain from training is, however, roughly uniform across sectors, between 18.4 and 22.9 points, so the sector "
        "ranking is inherited from the prompted model rather than produced by training. The weak sectors are those whose "
        "statements depart most from the income-statement template that dominates the training data: banks report net "
        "interest income rather than revenue, and insurers split results across technical accounts whose names differ "
        "from firm to firm. The unsupported-figure rate is also highest in these two sectors, at 5.9% and 5.1%. The full "
        "breakdown is given in Table 8 of Appendix C."
    ),
    FOOTNOTE_RULE,
    Para(
        "9 Over the whole test split, oracle sections raise TallyRL from 64.7% to 71.9% and PoT from 43.5% to 50.6%, so "
        "better retrieval helps both systems by similar amounts."
    ),
]

PAGE_11: list[Block] = [
    Heading("7 Ablations"),
    Para(
        "All ablations use the 7B model and are evaluated on the development split of 1,140 questions, on which the full "
        "TallyRL recipe reaches 66.1% EA and a UFR of 3.1%. Each row of Table 5 changes one element of the recipe and "
        "trains for the same 400 steps; we ran each configuration once, so differences of about one point should be read "
        "with the development-split bootstrap interval in mind, which is roughly plus or minus 2.7 points for a single "
        "system. The two most consequential choices concern retrieval and the tolerance. Without retrieval, when the "
        "policy sees the first 24,000 tokens of the report instead, accuracy falls to 41.7%, below even prompted PoT with "
        "retrieval. Loosening the tolerance in the reward to 1% for levels and 25 bp for rates, while keeping the strict "
        "tolerance for evaluation, costs 1.9 points: the policy learns to round intermediate results and to prefer figures "
        "printed in rounded form in the narrative over exact figures in the tables, which is the rounding hack reported "
        "by Moreau et al. (2025) in mathematical settings."
    ),
    TableBlock(
        "Table 5: Ablations on the development split (1,140 questions), Halden-7B, one run each.",
        (
            ("Configuration", "Dev EA (%)", "Dev UFR (%)"),
            ("TallyRL (k = 6, lambda = 0.5, G = 8, no KL)", "66.1", "3.1"),
            ("No retrieval (first 24k tokens of the report)", "41.7", "6.4"),
            ("k = 3 retrieved passages", "62.0", "3.3"),
            ("k = 10 retrieved passages", "65.4", "3.6"),
            ("lambda = 0.25", "66.0", "5.8"),
            ("lambda = 1.0", "63.7", "2.2"),
            ("KL coefficient 0.01", "64.8", "3.0"),
            ("G = 4 rollouts per prompt", "63.9", "3.5"),
            ("G = 16 rollouts per prompt", "66.4", "3.0"),
            ("Loose tolerance in reward (1% / 25 bp)", "64.2", "3.2"),
            ("No format bonus (beta = 0)", "65.7", "3.3"),
            ("PPO with a learned value head", "64.9", "3.4"),
        ),
    ),
    Para(
        "The penalty weight trades accuracy against faithfulness along a smooth curve: halving lambda to 0.25 leaves "
        "accuracy unchanged but almost doubles the unsupported-figure rate, while doubling it to 1.0 removes another "
        "0.9 points of UFR at a cost of 2.4 points of accuracy. Doubling the group size to 16 gives a small gain at "
        "roughly 1.9 times the rollout cost, and halving it to 4 loses 2.2 points. Adding a KL penalty of 0.01 lowers "
        "accuracy by 1.3 points without any change in the unsupported-figure rate, and PPO with a learned value head, "
        "which costs more memory, does not improve on GRPO. Retrieving ten passages instead of six does not help, "
        "because the extra passages add distractors more often than missing figures."
    ),
    FigureBlock(
        "Figure 2: Development-split EA during training for TallyRL (black) and GRPO-EM (grey), Halden-7B, evaluated "
        "every 100 steps. At step 400 GRPO-EM reaches 59.2% on the development split.",
        "training step",
        "dev EA",
        ((0.44, 0.57, 0.62, 0.65, 0.661), (0.44, 0.52, 0.56, 0.58, 0.592)),
    ),
]

PAGE_12: list[Block] = [
    Heading("8 Expert Audit"),
    Para(
        "An automatic verifier is only as good as its references and its checks, and a reward that the policy "
        "optimises will find their weaknesses. We therefore asked three practitioners, two chartered accountants and a "
        "former equity analyst, each with at least eight years of experience, to audit 600 answers of the 7B TallyRL "
        "policy on the test split, 150 of each question type, drawn at random within type. Auditors saw the question, "
        "the full report and the model's program, but neither the reference answer nor the verifier's decision, and "
        "judged two things independently: whether the final answer is correct as an analyst would use it, and whether "
        "every quoted figure can be found in the cited section. The audit took 71 hours in total. Table 6 summarises "
        "agreement."
    ),
    TableBlock(
        "Table 6: Agreement in the expert audit of 600 TallyRL answers (Halden-7B, test split).",
        (
            ("Quantity", "Value"),
            ("Fleiss' kappa among the three experts, correctness", "0.81"),
            ("Fleiss' kappa among the three experts, figure support", "0.74"),
            ("Pairwise Cohen's kappa, correctness (range)", "0.77 to 0.85"),
            ("Verifier vs. expert majority, raw agreement", "93.5%"),
            ("Verifier vs. expert majority, Cohen's kappa", "0.86"),
            ("Verifier accepts, majority rejects", "4.2%"),
            ("Verifier rejects, majority accepts", "2.3%"),
            ("Support check vs. expert majority, Cohen's kappa", "0.79"),
        ),
    ),
    Para(
        "The experts judged 63.8% of the audited answers correct, against 65.7% for the verifier on the same answers, so "
        "the verifier is slightly lenient. Most of its false acceptances involve sign conventions, such as an outflow "
        "reported as a positive number in the cash-flow statement that the question treats as negative, and fiscal "
        "years that do not coincide with calendar years; in both cases the reference itself follows the report and the "
        "experts judged that a user would have wanted the other reading. Of the 14 false rejections, 11 trace back to "
        "errors in the reference answers, which we have since corrected in the released data but not in the numbers "
        "reported here (fn. 10)."
    ),
    Para(
        "The 217 answers that the expert majority judged incorrect were then classified by cause. A wrong figure "
        "retrieved or selected accounts for 38% of them, a figure from the wrong period for 21%, a wrong formula, "
        "for example a ratio inverted or an average taken over the wrong years, for 17%, sign conventions for 11%, unit "
        "or scale errors for 9%, and other causes for the remaining 4%. Arithmetic slips as such are absent, as one would "
        "expect when the arithmetic is executed; the errors that remain are errors of reading and of specification."
    ),
    FOOTNOTE_RULE,
    Para(
        "10 Correcting these 11 reference answers would raise the test EA of TallyRL 7B by 0.5 points and that of every "
        "other system by between 0.1 and 0.5 points; no ranking in Table 2 changes."
    ),
]

PAGE_13: list[Block] = [
    Heading("9 The Hypotheses Revisited"),
    Para(
        "H1 is supported. The gain of TallyRL over PoT is 8.7 points on single lookups and between 23.6 and 28.5 points "
        "on the three composite types, and the bootstrapped difference between the smallest composite gain and the "
        "single-lookup gain, 14.9 points, has an interval that excludes zero by a wide margin (11.6 to 18.2). The "
        "comparison with GRPO-EM, which differs only in the reward, shows that most of this gap is due to execution: "
        "on single lookups the two trained policies are within one point of each other, while on ratios the execution "
        "reward adds 8.6 points."
    ),
    Para(
        "H2 is supported in part. The penalty cut the unsupported-figure rate from 11.3% to 3.4%, far more than the "
        "halving we registered. The second half of the hypothesis, that accuracy would also rise, is not borne out in a "
        "way we can distinguish from noise: the gain of 0.8 points has an interval that includes zero, and on single "
        "lookups the penalty costs 0.6 points. The premise of H2, that unsupported figures are usually wrong, turns out "
        "to be only half right. Among the answers of the verifier-only policy that contained unsupported figures, 46% "
        "were nonetheless correct, because the figure in question was a correctly computed subtotal rather than an "
        "invention. In retrospect, the reward in (1) treats such subtotals too harshly, and a variant that accepts a "
        "cited figure when it can be derived from supported figures in the same section is an obvious next step."
    ),
    Para(
        "H3 is supported in part. Gains do fall with report length, but not monotonically: they are flat at about 22 "
        "points across reports of up to 300 pages and fall to 18.3 points only beyond that, where retrieval recall drops "
        "to 0.71. The oracle experiment shows that for the longest reports the constraint is indeed retrieval, as H3 "
        "supposed, but that this constraint binds only above a threshold rather than gradually."
    ),
    Heading("10 Limitations"),
    Para(
        "Our corpus covers annual reports in English from five exchanges and nine sectors; we did not study interim "
        "reports, reports in other languages, or the sectors we excluded for lack of annotators, such as mining and "
        "shipping. The reference answers were written by annotators who had the report in front of them and knew the "
        "question type, which probably makes the questions more regular than those of analysts at work. Both trained "
        "policies start from the same model family, and we trained only at 7B and 14B, with different update types "
        "at the two sizes, so that size and the choice between LoRA and full updates are confounded. The retriever is "
        "frozen, and the 15% of test questions for which it misses a gold passage bound what any policy can achieve "
        "with it. Each configuration was trained once, so seed variance is absorbed into our intervals only insofar as "
        "it shows up as variation across reports. Finally, the support check is literal, and it is blind to the "
        "case in which the model cites a figure that is printed in the cited section but means something else, such as "
        "a prior-year comparative presented in the current-year column of a restated table."
    ),
    Heading("11 Ethics and Broader Impact"),
    Para(
        "Tools that answer questions about filings may be used to inform investment and credit decisions, and a wrong "
        "figure delivered with a citation can mislead more than an uncited one. Our system should be understood as a "
        "drafting aid whose programs and citations a person checks, not as a source of figures; the 4.2% of answers that "
        "the verifier accepted and the experts rejected are a reminder of why. All reports used are public documents. "
        "Annotators and auditors were paid 85 euros per hour, above the prevailing rate for comparable consulting work "
        "in their countries."
    ),
]

PAGE_14: list[Block] = [
    Heading("12 Conclusion"),
    Para(
        "Rewarding a model for arithmetic that a program can check, and penalising it for figures that it cannot point "
        "to, turns out to be a cheap and effective way of teaching a mid-sized model to answer numeric questions about "
        "annual reports. On FilingQA-Num the combination lifts a 7B model by more than twenty points over prompting, "
        "reduces unsupported figures to a few percent, and shrinks the typical error on rates from well over a hundred "
        "basis points to under forty. What remains is mostly a problem of reading: finding the right figure, in the "
        "right period, with the right sign. For the longest reports this is a retrieval problem, and we expect that "
        "training the retriever against the same verifier is where the next gains lie."
    ),
    Heading("Acknowledgements"),
    Para(
        "We thank the annotators and the three auditors for their care, the members of the thesis committee for "
        "comments on an earlier version of this chapter, and the Ostmark Research Computing service for the GPU "
        "allocation under project ORC-2291."
    ),
    Heading("References"),
    References(
        (
            "Abernathy, L. and Quist, M. (2023). Reading the fine print: numeric reasoning benchmarks built from corporate disclosures. Journal of Computational Finance and Language, 4(2), 55-81.",
            "Baptiste, O., Leng, Y. and Morrow, T. (2024). Executable answers: program supervision for tabular financial questions. In Proceedings of the Workshop on Economics and Natural Language Processing, 112-127.",
            "Castellanos, R. (2022). Basis points matter: loss functions for rate prediction in accounting text. Review of Accounting Analytics, 11, 201-229.",
            "Dahlberg, S., Nwosu, I. and Petrakis, E. (2025). Verifiable rewards beyond mathematics: a survey. arXiv:2502.18834.",
            "Eriksen, H. and Fujimoto, A. (2024). Section-aware retrieval for long regulatory filings. In Proceedings of the Conference on Language and Markets, 33-48.",
            "Gallardo, P. (2023). Counting what is not there: invented figures in generated earnings summaries. Journal of Empirical Disclosure Studies, 7(1), 1-29.",
            "Halloran, J., Iyer, K. and Voss, D. (2025). Group-relative policy optimisation without a critic: an empirical companion. arXiv:2504.07716.",
            "Ibsen, T. (2021). Resampling the right unit: clustered bootstrap intervals for NLP evaluation. Transactions on Evaluation Methodology, 2, 88-104.",
            "Juhasz, B. and Ortega, C. (2024). Attribution penalties for grounded generation. arXiv:2409.11250.",
            "Kowalczyk, A. and Mensah, E. (2023). Long-context models do not read long contexts: evidence from filings. arXiv:2311.04482.",
            "Moreau, G., Seck, A., Halvorsen, L. and Tran, Q. (2025). Rounding to win: reward hacking under loose answer tolerances. arXiv:2506.02219.",
            "Nakashima, R. (2022). Machine-readable tags as weak supervision for financial question answering. Journal of Computational Finance and Language, 3(1), 14-39.",
            "Osei-Lindahl, K. and Marchetti, I. (2024). Pre-analysis plan: reinforcement learning for numeric questions over annual reports. Registered report, Ostmark Open Science Registry, entry 24-117.",
            "Pellegrini, F. and Adeyemi, T. (2024). How much do auditors agree? Inter-rater reliability in substantive testing. Auditing Practice and Research, 19(3), 301-322.",
            "Quintal, S. (2025). Low-rank adapters for policy-gradient fine-tuning: when do they match full updates? arXiv:2503.09961.",
            "Rasku, M. and Whitfield, P. (2023). Hybrid tabular-textual reasoning in quarterly statements. In Proceedings of the Conference on Language and Markets, 201-215.",
            "Sandoval, E. (2024). Sector heterogeneity in the machine reading of annual reports. Journal of Empirical Disclosure Studies, 8(2), 77-104.",
            "Thorsen, V. and Bakr, N. (2025). The Halden model family: technical report. arXiv:2501.06630.",
            "Uchenna, D. (2025). Meridian: open chat models at seventy billion parameters. arXiv:2505.01187.",
            "Varga, Z. (2024). SectEmbed: dense retrieval for documents with deep heading structure. arXiv:2407.15503.",
        )
    ),
]

PAGE_15: list[Block] = [
    Heading("Appendix A: Training Settings"),
    Para(
        "Table 7 lists the settings of the two TallyRL runs. Settings not listed were left at the defaults of our "
        "training framework. The SFT baseline was trained on the same hardware for three epochs; it took 41 GPU-hours "
        "for the 7B model."
    ),
    TableBlock(
        "Table 7: Settings of the TallyRL runs.",
        (
            ("Setting", "Halden-7B-Instruct", "Halden-14B-Instruct"),
            ("Update type", "full parameters", "LoRA, rank 64, alpha 128"),
            ("Algorithm", "GRPO", "GRPO"),
            ("Learning rate", "1e-6", "2e-5"),
            ("Prompts per step", "64", "64"),
            ("Rollouts per prompt (G)", "8", "8"),
            ("Training steps", "400", "400"),
            ("KL coefficient", "none (0)", "none (0)"),
            ("Clip range epsilon", "0.2", "0.2"),
            ("Sampling temperature", "1.0", "1.0"),
            ("Max new tokens (train / eval)", "1,024 / 1,024", "1,024 / 1,024"),
            ("Retrieved passages k", "6", "6"),
            ("Penalty weight lambda", "0.5", "0.5"),
            ("Format bonus beta", "0.1", "0.1"),
            ("Reward for invalid program", "-0.5", "-0.5"),
            ("Precision", "bf16", "bf16"),
            ("Hardware", "32 x H100 80GB", "64 x H100 80GB"),
            ("Wall-clock time", "58 h", "49 h"),
            ("GPU-hours", "1,856", "3,136"),
        ),
    ),
    Heading("Appendix B: Prompt"),
    Para(
        "The instruction used for PoT prompting, SFT and all reinforcement-learning runs is reproduced below; the three "
        "in-context examples used for PoT are omitted for space but are included in the released data. Retrieved "
        "passages are inserted where indicated, each preceded by its section identifier and heading."
    ),
    Para(
        "'You are an analyst answering a question about an annual report. Excerpts from the report follow, each marked "
        "with its section identifier. [EXCERPTS] Answer the question by writing a FinCalc program. Every number you use "
        "must be written as cite(SECTION, VALUE, UNIT), where VALUE is copied exactly as printed in that section. Do not "
        "compute anything in your head: let the program do the arithmetic. End with a line answer = ... . If the "
        "excerpts do not contain the figures you need, write answer = missing. Question: [QUESTION]'"
    ),
    Para(
        "The option to answer missing was retained from the pilot phase, but it is scored as incorrect, and the trained "
        "policies use it for fewer than 0.5% of test questions."
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix C: Further Breakdowns"),
    Para(
        "Table 8 gives the test results of Halden-7B by sector. Sector counts refer to test questions, and the gain is "
        "the difference between TallyRL and PoT in points."
    ),
    TableBlock(
        "Table 8: Test EA (%) and TallyRL UFR (%) of Halden-7B by sector.",
        (
            ("Sector", "n", "PoT EA", "TallyRL EA", "Gain", "TallyRL UFR"),
            ("Banks", "290", "34.1", "57.0", "+22.9", "5.9"),
            ("Insurance", "210", "33.3", "55.2", "+21.9", "5.1"),
            ("Energy", "250", "46.1", "66.8", "+20.7", "3.0"),
            ("Utilities", "220", "47.7", "69.1", "+21.4", "2.0"),
            ("Retail", "240", "52.0", "70.4", "+18.4", "1.8"),
            ("Industrials", "260", "45.0", "67.3", "+22.3", "3.1"),
            ("Technology", "250", "49.0", "69.0", "+20.0", "2.3"),
            ("Healthcare", "230", "44.0", "65.2", "+21.2", "3.3"),
            ("Real estate", "190", "40.2", "62.1", "+21.9", "3.9"),
            ("All", "2,140", "43.5", "64.7", "+21.2", "3.4"),
        ),
    ),
    Para(
        "Table 9 gives the results of the 14B TallyRL policy by question type, which the main text omits. The pattern "
        "of Table 3 is repeated at the larger size, with the largest gains again on composite questions; relative to "
        "the 7B policy, the 14B policy gains 2.8 points on single lookups and 7.5 points on multi-step arithmetic."
    ),
    TableBlock(
        "Table 9: Test EA (%) of Halden-14B by question type.",
        (
            ("Method", "SL", "MS", "YoY", "RA", "All"),
            ("TallyRL, Halden-14B", "84.0", "63.1", "69.6", "65.3", "70.3"),
        ),
    ),
    Heading("Appendix D: Later Filings"),
    Para(
        "Because the Halden models were pre-trained on web text that may include some of the reports in our corpus, we "
        "collected 400 further questions, LateFile-400, on reports for fiscal year 2024 that were published after the "
        "pre-training cut-off of both model families. On LateFile-400, PoT prompting with Halden-7B reaches 41.0%, SFT "
        "52.4% and TallyRL 61.9%; TallyRL with Halden-14B reaches 67.5%. The drop relative to the main test split is "
        "of similar size for all systems, which suggests that contamination, if present, does not favour the trained "
        "policies."
    ),
    Heading("Appendix E: Error Distribution"),
    FigureBlock(
        "Figure 3: Cumulative share of rate-valued test answers (1,010 questions) whose absolute error is at most the "
        "value on the horizontal axis, TallyRL (black) and PoT prompting (grey), Halden-7B. At 100 bp the shares are "
        "86% and 64%.",
        "absolute error (bp)",
        "cumulative share",
        ((0.62, 0.86, 0.91, 0.94, 0.96), (0.36, 0.64, 0.74, 0.81, 0.85)),
    ),
]

PAPER = GeneratedPaper(
    file="finreport_rl.pdf",
    title="Reading the Ledger: Reinforcement Learning with a Program-Executing Verifier for Numeric Questions over Annual Reports",
    short_title="Reinforcement Learning with a Program-Executing Verifier for Annual Reports",
    authors="Ilse Marchetti (1), Kwabena Osei-Lindahl (1), Ruth Aberdein (2), Darius Fenwick-Sato (3)",
    affiliations=(
        "(1) Department of Economics and Data Science, University of Ostmark   (2) Halvorsen School of Accounting   "
        "(3) Cobalt Ledger Research"
    ),
    stamp="arXiv:2603.11872v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "Numeric questions about annual reports, such as the year-over-year change in an operating margin or a "
        "segment's share of profit, require a model to find the right figures in documents that often exceed 200 pages "
        "and to combine them without slips. We study reinforcement learning for this task in which the policy writes a "
        "short program over figures it quotes from retrieved report sections, and a verifier executes the program, "
        "checks its result against the reference within 0.5% for monetary amounts and 5 basis points for rates, and "
        "subtracts a penalty for quoted figures that do not appear in the cited section. On FilingQA-Num, a new set of "
        "11,480 questions over 1,312 annual reports from nine sectors, the method, TallyRL, raises the execution accuracy "
        "of a 7B model from 43.5% with program-of-thought prompting to 64.7% (95% bootstrap interval 62.6 to 66.8) and "
        "lowers the share of answers with unsupported figures from 15.2% to 3.4%; a 14B model reaches 70.3%. Gains are "
        "largest for ratio questions (+28.5 points) and smallest for single lookups (+8.7), and they shrink for reports "
        "longer than 300 pages, where retrieval rather than arithmetic limits accuracy. Three expert auditors agree with "
        "the verifier on 93.5% of 600 sampled answers (Cohen's kappa 0.86). Of three hypotheses stated in advance, one "
        "is supported in full and two in part."
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
    ),
)
