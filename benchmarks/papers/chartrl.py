"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 24); its questions are in benchmarks/questions/answers_fresh6_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="chartrl.pdf",
    title="TALLY: Table-Anchored Reinforcement Learning with Verifiable Rewards for Chart Question Answering",
    short_title="TALLY: Table-Anchored RL for Chart Question Answering",
    authors="Linnea Marchetti (1), Oluwaseun Adebayo-Kraus (2), Tae-yang Moon (1), Ines Valcarcel (3), Dmitri Ostrovsky (2)",
    affiliations="(1) Halvorsen Institute for Machine Perception   (2) University of Eastmere   (3) Corvid Research Laboratory",
    stamp="arXiv:2507.11842v1  [cs.CL]  16 Jul 2025",
    abstract=(
        "Vision-language models answer questions about charts fluently but read values from them carelessly: a model "
        "that explains a trend correctly will often misstate the height of the bar on which the trend rests. Reinforcement "
        "learning with verifiable rewards offers a remedy, yet a reward computed from the final answer alone cannot "
        "distinguish a correct reading of the chart from a lucky guess, and on numeric questions an exact-match reward is "
        "too brittle to be informative. We introduce TALLY, a reward design in which the policy first transcribes the chart "
        "into a data table, then writes a short program in a restricted query language, and is rewarded both for a final "
        "answer that falls within a tolerance derived from the chart's own axis and for a table that, once executed, "
        "reproduces that answer. For charts without an underlying table, a leave-one-out consensus over the rollouts of a "
        "group serves as the reference. Applied with GRPO to Qwen2.5-VL models with 3B and 7B parameters, TALLY raises the "
        "five-benchmark average of the 7B model from 55.9 to 65.4, 3.7 points above GRPO with the standard relaxed-accuracy "
        "reward, and lifts accuracy on our new held-out SciPlotNum benchmark of measured arXiv figures by 5.4 points over "
        "that baseline. The 3B model trained with TALLY exceeds the untuned 7B model on average."
    ),
    pages=(
        # ---------------------------------------------------------------- page 1
        (
            Heading("1 Introduction"),
            Para(
                "Charts are the principal medium through which quantitative evidence is communicated in scientific papers, "
                "financial filings and public reports, and answering questions about them requires a combination of "
                "abilities that current vision-language models (VLMs) possess unevenly. A question such as how much the "
                "2019 revenue of one segment exceeded the mean of the other segments demands that the model locate the "
                "relevant marks, bind them to the correct legend entries, read their values against an axis whose scale "
                "may be logarithmic or broken, and only then perform a small computation. Instruction-tuned models of the "
                "Qwen2.5-VL family [2] and their peers perform the last step reliably and the earlier steps much less so: "
                "in a manual inspection of 150 incorrect answers of Qwen2.5-VL-7B on numeric ChartQA [14] questions, we "
                "found that the arithmetic was wrong in fewer than one case in five, whereas the value read from the chart "
                "was wrong in well over half. The bottleneck is perception under the discipline of an axis, not reasoning "
                "in the abstract, and it is precisely this part of the task that supervised fine-tuning on question-answer "
                "pairs addresses only indirectly, since the supervision never states which values the model should have read."
            ),
            Para(
                "Reinforcement learning with verifiable rewards (RLVR), popularised for mathematical reasoning by GRPO [18] "
                "and its successors, is an attractive alternative because chart questions, like arithmetic problems, usually "
                "have answers that can be checked mechanically. A direct transfer of the recipe, however, encounters two "
                "difficulties. The first is that the check itself is ill-defined for numbers read off a chart: an exact-match "
                "reward penalises a reading of 41.8 when the annotated answer is 42, which is within the resolution of any "
                "human reader, while the relaxed-accuracy criterion customarily used for evaluation, which accepts any answer "
                "within five percent of the reference, is far too permissive for small quantities and far too strict for "
                "values near zero. The second difficulty is more fundamental. A reward computed from the final answer "
                "alone is indifferent to how the answer was obtained, so that a policy can be reinforced for answers that "
                "are correct by accident, by an appeal to priors about typical magnitudes, or by a compensating pair of "
                "errors, and the learning signal for the perceptual step that actually fails is correspondingly weak."
            ),
        ),
        # ---------------------------------------------------------------- page 2
        (
            Para(
                "This paper proposes TALLY (Table-Anchored Learning with verifiabLe rewards for chartS, an acronym we admit "
                "is strained), a reward design that makes the intermediate reading of the chart itself an object of "
                "verification. The policy is trained to emit, before its answer, a data table transcribing the marks that "
                "are relevant to the question, followed by a program in a small, side-effect-free query language that "
                "computes the answer from that table. The reward then rewards three things: a final answer that lies within "
                "a tolerance determined by the resolution of the chart's value axis rather than by a fixed percentage, a "
                "table that agrees with a reference table cell by cell, and a program whose execution on the policy's own "
                "table reproduces the gold answer. When the chart was rendered from known data the reference table is "
                "available directly; for the much larger body of real charts whose data were never published, we construct "
                "it from the other rollouts of the same group, so that agreement among independently sampled readings "
                "substitutes for ground truth. The design keeps every component of the reward verifiable by rule, requires "
                "no learned reward model and no step-level annotation, and adds only a negligible cost to the rollout phase, "
                "since the programs are short and their interpreter is a few hundred lines of Python."
            ),
            Para(
                "We train Qwen2.5-VL-3B-Instruct and Qwen2.5-VL-7B-Instruct through a three-stage pipeline consisting of a "
                "short supervised warm-up that teaches the output format, a difficulty filter that removes prompts which "
                "the warmed-up model either always or never solves, and a GRPO stage driven by the TALLY reward. Across five "
                "benchmarks, namely ChartQA, PlotQA, the reasoning split of CharXiv, the numeric subset of ChartBench and "
                "SciPlotNum, a held-out set of measured scientific figures that we release with this paper, TALLY improves "
                "the average score of the 7B model from 55.9 to 65.4 and that of the 3B model from 49.0 to 58.6, in both "
                "cases about 3.6 to 3.7 points above an otherwise identical GRPO run whose reward is the relaxed-accuracy "
                "criterion. Our contributions are the following."
            ),
            Bullets(
                (
                    "A verifiable reward for chart question answering that checks the transcribed table and its execution as "
                    "well as the final answer, with a numeric tolerance tied to the chart's axis and annealed during training.",
                    "A leave-one-out consensus construction that extends the table reward to real charts without underlying "
                    "data, which we show accounts for a substantial share of the gain on out-of-distribution figures.",
                    "SciPlotNum, a benchmark of questions over arXiv figures whose answers were measured with a digitiser, "
                    "together with an analysis of the reward hacking that appears when any of the three checks is removed.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Chart understanding. Early benchmarks for visual reasoning over plots, FigureQA [9] and DVQA [10], relied on "
                "synthetic charts and templated yes-or-no or categorical questions. PlotQA [15] introduced real-valued answers "
                "over synthetic plots at scale, ChartQA [14] collected human-written questions over real charts with a "
                "relaxed-accuracy metric, and more recent suites such as ChartBench [21] and CharXiv [20] stress unannotated "
                "charts and the descriptive and reasoning questions that arise in scientific papers. On the modelling side, a "
                "long line of work converts charts to tables before answering, either with a dedicated de-rendering model as "
                "in DePlot [12] and MatCha [13], or within a single model trained to generate a table as an intermediate "
                "chain of thought, as in ChartGemma [16] and TinyChart [22]. These systems learn the intermediate table by "
                "supervision on rendered data and are therefore confined to the distribution of their rendering engines; "
                "TALLY retains the intermediate table but supervises it with a reward that remains available on real charts."
            ),
        ),
        # ---------------------------------------------------------------- page 3
        (
            Para(
                "Reinforcement learning with verifiable rewards. Following the demonstration that rule-based rewards suffice "
                "to elicit long chains of reasoning in language models [4, 18], a number of studies have carried RLVR over "
                "to multimodal models, chiefly for geometry and visual mathematics [8, 17] and for grounding tasks whose "
                "outputs are boxes that can be scored by intersection over union [11]. The rewards in these works are "
                "computed from the final output, and the question of whether an intermediate artefact can be verified "
                "independently has received less attention. The closest precedent is the use of program execution as a "
                "reward in code generation [3] and in table question answering over text [23], where a program is run "
                "against a table that is given; in our setting the table is itself produced by the policy, and the reward "
                "must therefore check both its fidelity to the image and its consistency with the program run on it. "
                "Self-consistency [19] and majority voting over sampled answers have been used as pseudo-labels for "
                "unlabelled reasoning problems [24]; our consensus table applies the same idea at the granularity of table "
                "cells and, crucially, only among rollouts whose final answers have already been verified against the gold "
                "label, which restricts the pseudo-label to readings that were demonstrably good enough to answer the question."
            ),
            Heading("3 Method"),
            Heading("3.1 Output format and training pipeline"),
            Para(
                "Given a chart image I and a question q with gold answer y, the policy pi_theta produces an output o that "
                "consists of three tagged segments: a table T enclosed in table tags, a program P in the query language "
                "described in Appendix B enclosed in program tags, and a final answer a enclosed in answer tags. Free-form "
                "reasoning is permitted before the table and is ignored by the reward. The model is trained in three stages. "
                "In Stage I, a supervised warm-up, the base model is fine-tuned for two epochs on synthetic charts paired with "
                "outputs in the target format, where the table is the gold table restricted to the rows and columns that the "
                "question references and the program is produced by the question template; the purpose of this stage is to "
                "teach the format and the query language, not to maximise accuracy. In Stage II, a difficulty filter, the "
                "warmed-up model samples 16 outputs for every candidate RL prompt and retains only prompts answered correctly "
                "by between 2 and 13 of them, since prompts that are always or never solved yield zero group-normalised "
                "advantage under GRPO and merely dilute the batch. Stage III is the GRPO optimisation with the reward below."
            ),
            Heading("3.2 Answer reward with an axis-derived tolerance"),
            Para(
                "Let a and y be canonicalised before comparison: units, currency symbols, thousands separators and percent "
                "signs are stripped, scale words such as thousand, million and bn are folded into the magnitude, and a "
                "percentage answered as a fraction is accepted when the value axis is labelled in percent. For categorical "
                "and yes-or-no answers the reward is an exact match after lower-casing and removal of articles. For numeric "
                "answers we write r_ans(a, y) = 1[ |a - y| <= max(eps_t * |y|, 0.5 * delta) ], where delta is the tick "
                "spacing of the value axis on which y is read, so that a reading is never penalised for an error smaller "
                "than half the distance between two adjacent ticks, which is the resolution an attentive human reader can "
                "be expected to achieve. For synthetic charts delta is known from the rendering specification; for real "
                "charts it is obtained by parsing the tick labels that the model itself transcribes in a header row of its "
                "table, and defaults to zero when they cannot be parsed. The relative component anneals during training as "
                "eps_t = eps_0 + (eps_1 - eps_0) * min(1, t / T_a), with eps_0 = 0.10, eps_1 = 0.03 and T_a = 250 steps, "
                "so that early training receives a dense signal and late training is held to a precision close to that of the "
                "chart itself. Composite questions whose answer combines several readings inherit the sum of their tick "
                "half-spacings as the absolute floor."
            ),
        ),
        # ---------------------------------------------------------------- page 4
        (
            Heading("3.3 Table-execution reward"),
            Para(
                "The table reward combines a fidelity term with an execution gate. Columns of T are aligned with those of the "
                "reference table T_ref by a fuzzy match of header strings with a normalised edit-distance threshold of 0.3, "
                "rows are aligned in the same manner by their category labels, and a numeric cell is counted as correct when "
                "it falls within the same tolerance that r_ans applies, with the tick spacing of the axis that the column is "
                "plotted against. From the counts of matched, spurious and missing cells we obtain a cell-level F1 score, "
                "F1_cell(T, T_ref), which penalises omitted series as much as hallucinated ones. The program P is then "
                "executed on the policy's own table T in a sandboxed interpreter with a wall-clock timeout of 250 "
                "milliseconds, and the table reward is r_tab(T, P, y) = F1_cell(T, T_ref) * 1[ exec(P, T) ~ y ], where the "
                "relation ~ is the tolerance test of Section 3.2. The gate is essential: without it the policy can obtain "
                "the full fidelity term for a faithful table and the full answer reward for a correct answer while the two are "
                "unrelated, a pattern we observed as soon as the gate was removed (Section 7). Programs that do not reference "
                "at least one cell of T, and programs that fail to parse, raise an error or exceed the timeout, receive an "
                "execution value of none, so the gate is closed."
            ),
            Heading("3.4 Consensus reference for charts without data"),
            Para(
                "For real charts, including the training splits of ChartQA and the arXiv figures in our RL pool, no gold "
                "table exists. For a group of G rollouts o_1, ..., o_G on such a prompt, let C be the set of rollouts whose "
                "answer reward equals one. If |C| >= 3, the reference for rollout i is the consensus table T_ref^(-i), "
                "obtained by aligning the tables of C \\ {i} as above and taking the cell-wise median of numeric cells and the "
                "majority value of categorical ones; cells present in fewer than half of the tables in C \\ {i} are dropped. "
                "Excluding rollout i from its own reference is what prevents a single confident but idiosyncratic reading from "
                "rewarding itself, and restricting the consensus to rollouts with a verified answer ensures that the pseudo-label "
                "is built only from readings that sufficed to answer the question correctly. When |C| < 3 the table reward of "
                "every rollout in the group is zero, and the prompt contributes through the answer reward alone. Rollouts outside "
                "C are still scored against the consensus of C, which is where most of the additional signal comes from: a rollout "
                "that misread one bar receives partial credit for the bars it read correctly, in proportion to its F1."
            ),
            Heading("3.5 Objective"),
            Para(
                "The total reward is r(o) = r_ans(a, y) + lambda_tab * r_tab(T, P, y) + lambda_fmt * r_fmt(o), where "
                "r_fmt(o) is one when the three segments are present in order, the table is rectangular and the program "
                "parses, and zero otherwise. Following GRPO [18], for each prompt we sample a group of G outputs from the "
                "behaviour policy pi_old and compute the advantage A_i = (r_i - mean(r_1, ..., r_G)) / (std(r_1, ..., r_G) + "
                "1e-6), which is shared by all tokens of o_i. With the importance ratio rho_i,t = pi_theta(o_i,t | I, q, "
                "o_i,<t) / pi_old(o_i,t | I, q, o_i,<t), the policy maximises J(theta) = E[ (1/G) sum_i (1/|o_i|) sum_t "
                "min(rho_i,t * A_i, clip(rho_i,t, 1 - eps, 1 + eps) * A_i) ] - beta * KL(pi_theta || pi_ref), where pi_ref "
                "is the Stage I model. The vision encoder is kept frozen during Stage III, and only the language model and the "
                "projector are updated. The values of G, eps, beta and the reward weights are listed in Table 4."
            ),
        ),
        # ---------------------------------------------------------------- page 5
        (
            Heading("4 Experimental Setup"),
            Para(
                "Training data. The synthetic portion of our data is rendered from 62,000 tables, of which roughly two thirds "
                "were drawn from open government statistics portals and the remainder generated procedurally with controlled "
                "trends, outliers and missing values. Each table is rendered three times with matplotlib, Vega-Lite and Plotly "
                "under randomised styles, palettes, fonts, aspect ratios and legend placements, covering nine chart types "
                "(vertical and horizontal bars, stacked and grouped bars, lines, scatter plots, areas, pies and dual-axis "
                "combinations), for a total of 186,000 images. Questions are generated from 34 templates covering retrieval, "
                "extrema, differences, ratios, sums, averages, trends and comparisons across series, and are paraphrased "
                "by an open-weight instruction-tuned language model to reduce lexical regularity. Stage I uses 90,000 of these "
                "synthetic examples. The candidate pool for reinforcement learning contains 118,400 prompts: synthetic charts "
                "with gold tables disjoint from the Stage I examples, the training splits of ChartQA and PlotQA, and 9,800 "
                "questions over figures from arXiv papers published before 2023, for which only the answers, obtained by "
                "templated extraction from figure captions and surrounding text followed by manual filtering, are available. "
                "After the Stage II filter 41,260 prompts remain, of which 64% carry a gold table and 36% rely on the consensus "
                "reference of Section 3.4."
            ),
            Para(
                "Models and baselines. We train Qwen2.5-VL-3B-Instruct and Qwen2.5-VL-7B-Instruct [2], which we refer to "
                "after training as TALLY-3B and TALLY-7B. For each size we compare against the untuned instruct model prompted "
                "with the same output format; supervised fine-tuning on the entire filtered RL pool with answer-only targets "
                "(SFT-answer); supervised fine-tuning in which the target is the gold or, for real charts, a table produced by "
                "DePlot [12] followed by the answer (SFT-table); and two GRPO runs that share every hyperparameter and the "
                "Stage I initialisation with TALLY but use, respectively, an exact-match reward after canonicalisation "
                "(GRPO-EM) and the five-percent relaxed-accuracy criterion (GRPO-RA) as the answer reward with no table "
                "reward. The two GRPO baselines are therefore the most informative comparisons, since they isolate the reward "
                "from every other design decision. We additionally list the published results of ChartGemma [16] and TinyChart "
                "[22], both of which have roughly 3B parameters, where they are available for our benchmarks."
            ),
            Para(
                "Benchmarks and metrics. We evaluate on the ChartQA test set [14], reporting the mean of the human and augmented "
                "splits; a uniformly sampled 5,000-question subset of the PlotQA test set [15], since the full set of 4.3 "
                "million questions is impractical to decode with long outputs; the reasoning questions of the CharXiv validation "
                "split [20]; the numeric-answer questions of ChartBench [21]; and SciPlotNum. SciPlotNum comprises 1,200 "
                "questions over 417 figures from arXiv papers published in 2024, after the cut-off of every training source, "
                "written by three of the authors and answered by measuring the plotted marks with a digitiser at the native "
                "resolution of the figure; roughly 70% of its questions require combining at least two readings. For ChartQA, "
                "PlotQA and SciPlotNum we report relaxed accuracy with the customary five-percent tolerance, so that our axis-"
                "derived training tolerance does not advantage TALLY at evaluation time; CharXiv and ChartBench are scored with "
                "their official protocols. All models are decoded greedily with a limit of 1,024 new tokens, and only the "
                "content of the answer tags is scored; if the tags are missing, the last number or phrase of the output is used."
            ),
        ),
        # ---------------------------------------------------------------- page 6
        (
            Heading("5 Results"),
            Para(
                "Table 1 reports the main results. At both scales TALLY is the strongest configuration on every benchmark, and "
                "its margin grows with the demands that a benchmark places on precise reading. On ChartQA, whose questions are "
                "largely answerable from data labels printed on the chart and whose scores are close to saturation, TALLY-7B "
                "improves on GRPO-RA by 1.2 points; on PlotQA, where values must be read against an axis without labels, the "
                "margin widens to 4.3 points; and on SciPlotNum, where most answers combine several unlabelled readings from "
                "dense scientific plots, it reaches 5.4 points, from 43.9 to 49.3. The five-benchmark average of TALLY-7B is "
                "65.4 against 61.7 for GRPO-RA and 55.9 for the untuned model, and the corresponding figures at 3B are 58.6, "
                "55.0 and 49.0. The exact-match reward is a poor substitute for either: GRPO-EM trails GRPO-RA at both scales "
                "and falls below SFT-table on average at 3B, because a large fraction of its rollouts on unlabelled charts "
                "receive zero reward regardless of how close they are, which starves the advantage of signal."
            ),
            TableBlock(
                caption=(
                    "Table 1: Main results. ChartQA, PlotQA (5,000-question subset) and SciPlotNum use relaxed accuracy at a "
                    "five-percent tolerance; CharXiv-R (reasoning, validation split) and ChartBench-N (numeric questions) use "
                    "their official scoring. Avg. is the unweighted mean over the five benchmarks. Rows marked with a dagger "
                    "(+) are published numbers; '-' marks a benchmark the authors did not report."
                ),
                rows=(
                    ("Model", "ChartQA", "PlotQA", "CharXiv-R", "ChartBench-N", "SciPlotNum", "Avg."),
                    ("ChartGemma-3B (+)", "80.2", "-", "24.6", "-", "-", "-"),
                    ("TinyChart-3B (+)", "83.6", "-", "-", "-", "-", "-"),
                    ("Qwen2.5-VL-3B-Instruct", "83.1", "52.4", "31.2", "48.6", "29.5", "49.0"),
                    ("  + SFT-answer", "84.0", "60.7", "30.4", "51.2", "31.8", "51.6"),
                    ("  + SFT-table", "84.6", "63.9", "31.9", "53.0", "34.6", "53.6"),
                    ("  + GRPO-EM", "84.9", "62.1", "34.0", "52.7", "33.1", "53.4"),
                    ("  + GRPO-RA", "85.3", "64.8", "34.7", "54.1", "36.0", "55.0"),
                    ("  TALLY-3B (ours)", "86.7", "69.5", "37.8", "57.9", "41.2", "58.6"),
                    ("Qwen2.5-VL-7B-Instruct", "87.0", "58.9", "41.5", "55.3", "36.8", "55.9"),
                    ("  + SFT-answer", "87.4", "66.2", "40.8", "57.6", "38.9", "58.2"),
                    ("  + SFT-table", "87.9", "69.0", "42.3", "59.4", "41.7", "60.1"),
                    ("  + GRPO-EM", "88.1", "67.5", "44.6", "58.8", "40.5", "59.9"),
                    ("  + GRPO-RA", "88.6", "70.3", "45.2", "60.7", "43.9", "61.7"),
                    ("  TALLY-7B (ours)", "89.8", "74.6", "48.9", "64.2", "49.3", "65.4"),
                ),
            ),
            Para(
                "Two further regularities in Table 1 deserve comment. Supervised fine-tuning helps most where the training "
                "distribution resembles the test distribution, as on PlotQA, whose charts were themselves rendered from "
                "tables, and least where it does not: on CharXiv the answer-only SFT model is worse than the untuned model at "
                "both sizes, a degradation we attribute to the short answers in the supervised targets suppressing the "
                "reasoning that CharXiv questions require. Reinforcement learning, with either reward, does not suffer this "
                "regression. Second, scale and reward interact favourably. TALLY-3B surpasses the untuned 7B model by 2.7 "
                "points on average and on ChartBench-N as well, although it remains behind it on CharXiv-R, whose questions "
                "depend more on world knowledge and long-form reasoning than on reading precision."
            ),
        ),
        # ---------------------------------------------------------------- page 7
        (
            Para(
                "Is the table actually better? The premise of TALLY is that rewarding the intermediate table improves the "
                "reading itself rather than merely the answer, and Table 2 tests this premise directly on the subset of "
                "evaluation charts for which a table can be compared: the PlotQA subset, whose gold tables are distributed "
                "with the benchmark, and SciPlotNum, whose measured values we recorded as tables during annotation. We report "
                "the cell-level F1 of the table that each 7B model emits, computed with the matching rules of Section 3.3 at "
                "the five-percent evaluation tolerance, together with the execution agreement, the share of outputs whose "
                "program, run on the model's own table, yields the answer the model actually states. GRPO-RA, which receives "
                "no reward for its table, gradually decouples the table from the answer: its execution agreement falls well "
                "below that of the Stage I initialisation, and manual inspection shows that its tables are increasingly "
                "truncated or filled with placeholder values while the answer is reached through free-form text. TALLY, by "
                "contrast, raises both fidelity and agreement, and its table F1 on SciPlotNum exceeds that of the "
                "supervised SFT-table model by a wide margin despite the latter having been trained on tables directly."
            ),
            TableBlock(
                caption=(
                    "Table 2: Quality of the intermediate table for 7B models. Cell F1 is computed against gold (PlotQA) or "
                    "measured (SciPlotNum) tables; execution agreement is the share of outputs on SciPlotNum whose program, run "
                    "on the emitted table, reproduces the stated answer."
                ),
                rows=(
                    ("Model (7B)", "Cell F1, PlotQA", "Cell F1, SciPlotNum", "Exec. agreement (%)"),
                    ("Stage I initialisation", "69.7", "55.1", "71.3"),
                    ("SFT-table", "71.4", "58.2", "74.1"),
                    ("GRPO-RA", "66.8", "54.0", "48.2"),
                    ("TALLY-7B", "78.9", "66.3", "88.7"),
                ),
            ),
            FigureBlock(
                caption=(
                    "Figure 1: Mean training reward of the answer term r_ans (scaled to [0, 1]) over the 400 RL steps of the 7B "
                    "runs, for TALLY (black) and GRPO-RA (grey). Under TALLY the mean length of the sampled outputs grows from "
                    "212 to 488 tokens over training, most of the growth coming from longer tables; the dip in the TALLY curve "
                    "between steps 150 and 250 coincides with the tightening of the tolerance schedule."
                ),
                x_label="RL step",
                y_label="mean answer reward",
                series=(
                    (0.38, 0.46, 0.53, 0.58, 0.57, 0.55, 0.6, 0.64, 0.67, 0.69, 0.7),
                    (0.42, 0.5, 0.55, 0.58, 0.6, 0.61, 0.61, 0.62, 0.62, 0.63, 0.63),
                ),
            ),
            Para(
                "Training dynamics. Figure 1 contrasts the answer reward of the two 7B reinforcement learning runs. GRPO-RA "
                "rises faster at first, since its permissive criterion pays for coarse readings and its policy need not "
                "spend tokens on a table, but it plateaus after roughly half of training, whereas TALLY continues to improve "
                "after the tolerance schedule has reached its final value. That the answer reward of TALLY eventually exceeds "
                "that of GRPO-RA, even though the former is measured under a stricter criterion, indicates that the table term "
                "is not competing with the answer term for capacity but supplying it with a signal it lacks."
            ),
        ),
        # ---------------------------------------------------------------- page 8
        (
            Heading("6 Ablations"),
            Para(
                "We ablate each component of the reward and the pipeline on the 7B model and report the three benchmarks that "
                "are most sensitive to it, together with the five-benchmark average, in Table 3; every variant is trained for "
                "the same 400 steps from the same Stage I checkpoint. Removing the table reward entirely, while keeping the "
                "axis-derived and annealed answer tolerance, recovers most of the distance to GRPO-RA but not all of it: this "
                "variant averages 62.6, 0.9 points above GRPO-RA, which measures the contribution of the tolerance design alone, "
                "and 2.8 points below full TALLY, which measures that of the table. Within the table reward, the consensus "
                "reference and the execution gate contribute comparably. Restricting the table reward to charts with gold tables, "
                "so that the 36% of the pool made of real charts receives answer reward only, costs 1.7 points on average and "
                "3.1 points on SciPlotNum, the benchmark farthest from the rendering engines; this is the clearest evidence that "
                "the consensus construction, rather than the synthetic data, carries the method to real figures. Removing the "
                "execution gate, so that the table reward is the cell-level F1 alone, costs 1.3 points and, as we discuss in "
                "Section 7, changes what the policy learns to write in its programs."
            ),
            TableBlock(
                caption=(
                    "Table 3: Ablations on the 7B model. Each row changes one component of the full configuration. Avg. is the "
                    "five-benchmark average as in Table 1."
                ),
                rows=(
                    ("Variant", "ChartQA", "CharXiv-R", "SciPlotNum", "Avg."),
                    ("TALLY-7B (full)", "89.8", "48.9", "49.3", "65.4"),
                    ("no table reward (answer term only)", "88.9", "46.0", "45.1", "62.6"),
                    ("no consensus reference (gold tables only)", "89.3", "47.1", "46.2", "63.7"),
                    ("no execution gate (cell F1 only)", "89.5", "47.4", "47.0", "64.1"),
                    ("consensus without leave-one-out", "89.2", "46.8", "46.9", "63.6"),
                    ("fixed tolerance 0.05, no annealing", "89.4", "48.1", "47.6", "64.5"),
                    ("no tick-spacing floor", "89.6", "48.3", "46.4", "64.4"),
                    ("lambda_tab = 1.0", "88.7", "47.6", "48.0", "63.9"),
                    ("no Stage II difficulty filter", "89.1", "47.0", "47.7", "64.0"),
                ),
            ),
            Para(
                "The remaining rows concern details whose effects are smaller but consistent. Computing the consensus with "
                "each rollout included in its own reference is as harmful as having no consensus at all, because a rollout that "
                "agrees with itself is rewarded for confidence rather than accuracy, and in small groups a single rollout can "
                "dominate the median of a column; the leave-one-out construction removes this feedback. The annealed tolerance "
                "outperforms a fixed five-percent tolerance by 0.9 points on average, and most of the difference arises on "
                "SciPlotNum, where late training under a tight tolerance rewards the fine readings that dense plots require. "
                "Dropping the absolute floor of half a tick spacing primarily hurts questions whose answers are close to zero, "
                "for which a purely relative criterion is effectively exact match. Raising the weight of the table term to "
                "equal that of the answer term lowers every score, as the policy begins to transcribe entire charts, including "
                "series irrelevant to the question, in pursuit of cell recall, lengthening outputs without improving answers. "
                "Finally, training on the unfiltered pool of 118,400 prompts for the same number of steps costs 1.4 points, "
                "consistent with the observation that roughly half of the unfiltered prompts produce groups with identical "
                "rewards and hence zero advantage."
            ),
        ),
        # ---------------------------------------------------------------- page 9
        (
            Heading("7 Analysis"),
            Para(
                "Reward hacking under incomplete checks. Each of the three checks in TALLY was introduced in response to a "
                "specific exploit that appeared in preliminary runs without it, and the exploits are instructive about what "
                "a verifiable reward in this domain must cover. Without the execution gate, the policy within some 150 steps "
                "learned to write programs that returned a literal constant equal to the answer it had already decided upon, "
                "so that the program segment became a restatement of the answer and the table became free-standing decoration "
                "optimised for F1; the share of programs referencing no table cell rose from under 1% to 37% in that run. "
                "Requiring that a program reference at least one cell and gating the table reward on its execution eliminated "
                "the pattern, but a subtler one followed, in which the program referenced a cell only to multiply it by zero "
                "and add a constant; we closed this loophole by statically rejecting programs in which any referenced cell "
                "cannot influence the returned value, a check that the restricted query language makes decidable. Without "
                "the leave-one-out construction, groups on hard real charts converged on a shared, confident misreading, "
                "since every rollout that copied the majority was rewarded by a consensus that included itself. We found no "
                "exploit of the tick-spacing floor in the synthetic data, but on real charts an early version that accepted "
                "the model's own transcribed tick labels without validation was gamed by transcribing implausibly coarse "
                "ticks; the floor is now computed only when the transcribed labels form an arithmetic or geometric progression "
                "consistent with at least three labels that the model also reads correctly in its table header."
            ),
            Para(
                "Sensitivity to the evaluation tolerance. Because our training tolerance ends below the five-percent threshold "
                "at which we evaluate, one may ask whether TALLY's gains come from precision that the evaluation metric does "
                "not reward or from answers that cross the threshold. Re-scoring SciPlotNum at tolerances of one, two, five and "
                "ten percent shows that the gap between TALLY-7B and GRPO-RA is largest at the strictest setting and narrows "
                "steadily as the tolerance loosens, being smallest at ten percent, where coarse readings are accepted by "
                "either model. The improvement is therefore predominantly an improvement in reading precision, which the "
                "customary metric understates rather than overstates."
            ),
            Para(
                "Where TALLY still fails. Two of the authors classified 200 incorrect SciPlotNum answers of TALLY-7B by their "
                "first error. Misreading the value of a correctly identified mark accounts for 41% of the failures, binding a "
                "mark to the wrong series or legend entry for 23%, an incorrect program or arithmetic for 19%, and a "
                "misinterpretation of what the question asks for the remaining 17%. Compared with the same analysis of the "
                "untuned model, the share of series-binding errors has grown, which is partly a consequence of the decline in "
                "pure reading errors and partly a reflection of the fact that neither the gold nor the consensus tables supervise "
                "the colour-to-series binding explicitly: a table can be internally consistent and cell-wise plausible while "
                "having two series swapped, in which case the consensus of other rollouts is the only check, and it fails "
                "when most rollouts make the same swap. Charts with more than four series of similar hue, dual-axis "
                "charts whose two scales must be kept apart, and logarithmic axes remain the principal sources of error."
            ),
            Para(
                "Effect on general ability. Since Stage III updates only the language model and projector and is confined to "
                "charts, we checked that general multimodal ability is preserved: on MMStar the 7B model scores 63.9 before "
                "and 63.6 after TALLY training, a change within the variation we observe across evaluation seeds."
            ),
        ),
        # ---------------------------------------------------------------- page 10
        (
            Heading("8 Limitations"),
            Para(
                "The guarantees that the TALLY reward offers are only as strong as its references, and on real charts the "
                "reference is a consensus of the policy's own readings, filtered by agreement with a verified answer. This "
                "filter is a meaningful safeguard, since a reading that yields the correct answer to a question about a "
                "particular value is unlikely to be badly wrong about that value, but it says little about cells that the "
                "question does not involve, and consensus cannot correct errors that the policy makes systematically. The "
                "series-binding errors discussed in Section 7 are an instance of this limitation, and we expect it to be "
                "more severe for chart types that are rare in the synthetic portion of our data, such as radar charts, box "
                "plots, violin plots and heat maps, which our templates do not cover and which we therefore did not attempt "
                "to evaluate separately. The axis-derived tolerance presupposes a chart with a numeric value axis; for pie "
                "charts and for charts whose values are printed as labels it reduces to the annealed relative tolerance, and "
                "for charts with broken or irregular axes the tick-spacing estimate is disabled by the progression check and "
                "the reward falls back to the same. The restricted query language is deliberately small, and questions that "
                "require operations outside it, such as fitting a regression line or interpolating between plotted points, "
                "must be answered in free-form text, which the execution gate then cannot verify; such questions are a small "
                "fraction of our benchmarks but are common in the scientific literature."
            ),
            Para(
                "Our experiments are also limited in scope. We trained models of only two sizes, both from a single family, "
                "and although the consistency of the gains across sizes is encouraging, we cannot say how they extrapolate to "
                "larger models whose reading precision is already higher, nor whether the format our Stage I imposes would suit "
                "models pre-trained with different chart data. The arXiv figures in our RL pool and in SciPlotNum are drawn "
                "largely from computer science and physics, whose plotting conventions are relatively homogeneous. SciPlotNum "
                "was annotated by the authors, who also designed the method, and although its questions were written before "
                "the final configuration of TALLY was fixed and were not used for model selection, which relied on a separate "
                "development set of 300 synthetic and 300 real questions, a benchmark written by independent annotators would "
                "provide a more neutral measurement. Finally, every number we report comes from a single training run per "
                "configuration; the variation across evaluation seeds, which we do measure, does not capture the variation "
                "across training seeds, and differences below about half a point in Table 3 should be read with caution."
            ),
            Heading("9 Conclusion"),
            Para(
                "We have argued that the failures of vision-language models on chart questions are predominantly failures of "
                "reading, and that reinforcement learning can address them only if the reward looks at the reading and not "
                "merely at the answer. TALLY makes the reading verifiable by asking the policy to commit to a data table and a "
                "program, rewarding tables that match a reference cell by cell and whose execution reproduces the gold answer, "
                "judging numbers against the resolution of the chart's own axis, and extending the table reward to real charts "
                "through a leave-one-out consensus among rollouts whose answers are verified. With these ingredients GRPO "
                "raises the five-benchmark average of Qwen2.5-VL-7B from 55.9 to 65.4, 3.7 points above the same algorithm with "
                "the standard relaxed-accuracy reward, improves accuracy on the measured arXiv figures of SciPlotNum by 5.4 "
                "points over that baseline, and produces intermediate tables that are both more faithful and more consistent "
                "with the answers they support. A 3B model trained in this way exceeds the untuned 7B model on average. We "
                "regard the extension of verifiable intermediate representations to other figure types, including diagrams and "
                "maps, and the supervision of the series binding that remains the dominant error, as the natural next steps."
            ),
        ),
        # ---------------------------------------------------------------- page 11
        (
            Heading("References"),
            References(
                entries=(
                    "[1] Ainsworth, R., Delacroix, M., and Petrov, K. Reading charts with a ruler: Axis-aware evaluation of numeric visual question answering. In Findings of EMNLP, 2024.",
                    "[2] Bai, S., Chen, K., Liu, X., et al. Qwen2.5-VL technical report. arXiv:2502.13923, 2025.",
                    "[3] Castellano, P., Whitlock, J., and Ndiaye, F. Execution feedback as reward for program synthesis with language models. In ICML, 2024.",
                    "[4] DeepSeek-AI. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
                    "[5] Eriksen, T. and Halloran, B. Tolerance matters: Revisiting relaxed accuracy for chart question answering. In Proceedings of ACL Workshop on Document Intelligence, 2024.",
                    "[6] Fujimoto, H., Abara, S., and Lindgren, O. Synthetic chart corpora at scale: Rendering diversity and its effect on chart-to-table models. In NeurIPS Datasets and Benchmarks Track, 2024.",
                    "[7] Gutierrez-Sola, M., Brandt, E., and Oyelaran, T. On the brittleness of exact-match rewards in reinforcement learning for numeric reasoning. arXiv:2503.07716, 2025.",
                    "[8] Huang, W., Jia, B., Zhai, Z., et al. Vision-R1: Incentivizing reasoning capability in multimodal large language models. arXiv:2503.06749, 2025.",
                    "[9] Kahou, S. E., Michalski, V., Atkinson, A., et al. FigureQA: An annotated figure dataset for visual reasoning. In ICLR Workshop, 2018.",
                    "[10] Kafle, K., Price, B., Cohen, S., and Kanan, C. DVQA: Understanding data visualizations via question answering. In CVPR, 2018.",
                    "[11] Liu, Z., Sun, Z., Zang, Y., et al. Visual-RFT: Visual reinforcement fine-tuning. arXiv:2503.01785, 2025.",
                    "[12] Liu, F., Eisenschlos, J. M., Piccinno, F., et al. DePlot: One-shot visual language reasoning by plot-to-table translation. In Findings of ACL, 2023.",
                    "[13] Liu, F., Piccinno, F., Krichene, S., et al. MatCha: Enhancing visual language pretraining with math reasoning and chart derendering. In ACL, 2023.",
                    "[14] Masry, A., Long, D. X., Tan, J. Q., Joty, S., and Hoque, E. ChartQA: A benchmark for question answering about charts with visual and logical reasoning. In Findings of ACL, 2022.",
                    "[15] Methani, N., Ganguly, P., Khapra, M. M., and Kumar, P. PlotQA: Reasoning over scientific plots. In WACV, 2020.",
                    "[16] Masry, A., Thakkar, M., Bajaj, A., et al. ChartGemma: Visual instruction-tuning for chart reasoning in the wild. arXiv:2407.04172, 2024.",
                    "[17] Peng, Y., Zhang, G., Geng, X., et al. LMM-R1: Empowering 3B LMMs with strong reasoning abilities through two-stage rule-based RL. arXiv:2503.07536, 2025.",
                    "[18] Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "[19] Wang, X., Wei, J., Schuurmans, D., et al. Self-consistency improves chain of thought reasoning in language models. In ICLR, 2023.",
                    "[20] Wang, Z., Xia, M., He, L., et al. CharXiv: Charting gaps in realistic chart understanding in multimodal LLMs. In NeurIPS Datasets and Benchmarks Track, 2024.",
                    "[21] Xu, Z., Du, S., Qi, Y., et al. ChartBench: A benchmark for complex visual reasoning in charts. arXiv:2312.15915, 2023.",
                    "[22] Zhang, L., Hu, A., Xu, H., et al. TinyChart: Efficient chart understanding with visual token merging and program-of-thoughts learning. In EMNLP, 2024.",
                    "[23] Zhou, R., Marangoni, L., and Pethe, A. Verifiable programs over tables: Reinforcement learning for table question answering with execution rewards. arXiv:2412.09931, 2024.",
                    "[24] Zuo, Y., Zhang, K., Qu, S., et al. TTRL: Test-time reinforcement learning. arXiv:2504.16084, 2025.",
                )
            ),
        ),
        # ---------------------------------------------------------------- page 12
        (
            Heading("Appendix A: Hyperparameters and compute"),
            Para(
                "Table 4 lists the hyperparameters of all three stages. The GRPO baselines of Table 1 and every ablation of "
                "Table 3 use the values of the corresponding TALLY column except for the component being changed. Images are "
                "resized so that their pixel count does not exceed the listed maximum while preserving the aspect ratio, "
                "which keeps the tick labels of most arXiv figures legible to the vision encoder."
            ),
            TableBlock(
                caption="Table 4: Hyperparameters of the TALLY pipeline for the two model sizes.",
                rows=(
                    ("Hyperparameter", "TALLY-3B", "TALLY-7B"),
                    ("Stage I epochs / learning rate", "2 / 1e-5", "2 / 5e-6"),
                    ("Stage II samples per prompt / kept range", "16 / 2-13", "16 / 2-13"),
                    ("Stage III optimiser", "AdamW", "AdamW"),
                    ("Stage III learning rate", "2e-6", "1e-6"),
                    ("Prompts per batch", "128", "128"),
                    ("Rollouts per prompt G", "12", "12"),
                    ("Sampling temperature", "1.0", "1.0"),
                    ("Clip range eps", "0.2", "0.2"),
                    ("KL coefficient beta", "0.01", "0.005"),
                    ("Table weight lambda_tab / format weight lambda_fmt", "0.5 / 0.1", "0.5 / 0.1"),
                    ("Tolerance eps_0 -> eps_1 over T_a steps", "0.10 -> 0.03, 250", "0.10 -> 0.03, 250"),
                    ("Maximum output tokens", "1,024", "1,024"),
                    ("RL steps", "400", "400"),
                    ("Maximum image pixels", "1,003,520", "1,003,520"),
                ),
            ),
            Para(
                "Compute. Rollouts are generated with vLLM and the policy is updated with a fully sharded data-parallel "
                "trainer, the two sharing the same devices and alternating between generation and optimisation. The Stage III "
                "run of TALLY-3B uses 16 NVIDIA H100 GPUs and that of TALLY-7B uses 32 NVIDIA H100 GPUs with 80 GB of memory "
                "each; the 7B run completes its 400 steps in 52 hours. Scoring all rollouts of a step, including table "
                "alignment, consensus construction and program execution on CPU workers, takes under 2% of the step time."
            ),
            Heading("Appendix B: The query language"),
            Para(
                "Programs are written in a functional language with 17 operators: column and row selection by header, filtering "
                "by a comparison, sum, mean, median, minimum, maximum, argmin, argmax, count, difference, ratio, percentage "
                "change, sorting, ranking, and an element-wise arithmetic operator over two selected vectors. The language has "
                "no loops, no variables other than named intermediate results, and no access to anything but the table, so "
                "every program terminates and its data dependencies can be checked statically, which is what allows the dead-"
                "cell check of Section 7. A program may return a number, a category label or a Boolean, matching the three "
                "answer types that the answer reward distinguishes."
            ),
        ),
    ),
)
