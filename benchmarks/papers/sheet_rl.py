"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 38): reinforcement learning with partial-credit execution rewards for spreadsheet formula generation over real workbooks; every sentence, model, dataset and number is invented."""

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
        "Hundreds of millions of people use spreadsheets, and for most of them the formula bar is the only place they "
        'ever write a program. A formula such as =SUMIFS(Orders!D:D, Orders!B:B, A2, Orders!F:F, ">="&DATE(2025,1,1)) '
        "is a small program with typed arguments, implicit iteration over ranges and references that cross sheet "
        "boundaries. Writing it correctly requires reading the workbook as much as understanding the request: which sheet "
        "holds the orders, which column is the region, whether dates are stored as serial numbers or as text, and whether "
        "the header occupies one row or two."
    ),
    Para(
        "Language models already produce plausible formulas for textbook requests over one clean table. Real workbooks "
        "are harder. The median workbook in the collection we assembled has three sheets; in our held-out test set, 26% "
        "of the requests need a reference to a second sheet, and 21% are best answered with an array formula whose result "
        "spills over a range of cells rather than filling a single one. On exactly these requests supervised fine-tuning "
        "on reference formulas helps least: our supervised 7B baseline solves 36.2% of multi-sheet requests and 33.0% of "
        "array requests, against 51.7% overall."
    ),
    Para(
        "Formulas have a property that most natural-language outputs lack: they can be executed. Running a candidate "
        "formula against the workbook and comparing its output with that of a reference formula gives a reward that does "
        "not depend on surface form, so =SUM(B2:B9) and =SUMPRODUCT(B2:B9) are equally correct. Reinforcement learning "
        "from such verifiable rewards has improved language models on competition mathematics and general-purpose code, "
        "where the reward is usually binary. For spreadsheets a binary reward is wasteful. A FILTER formula that returns "
        "11 of the 12 expected rows, or a lookup that is right on every row but one, receives the same zero as a formula "
        "that does not parse. On hard requests, most groups of sampled formulas therefore receive identical rewards and "
        "contribute no gradient at all."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "A finer-grained reward invites a second problem. Because the policy sees the cell values, it can sometimes "
        "compute the answer itself and type it in as a constant, as in =1842.5, or write a formula that references cells "
        "but returns the right value only by accident for this particular data, for example by indexing the one row that "
        "happens to hold the maximum. Both pass an execution check on the original workbook. At the end of our "
        "binary-reward GRPO runs, 9.4% of the formulas the policy produced on the test set were of this kind, and the "
        "share of such rollouts during training grew steadily instead of fading."
    ),
    Para(
        "We address both problems with CellCredit. Its reward compares outputs cell by cell and normalises by the union of "
        "the expected and the produced ranges, so that a partially correct spill earns proportional credit while a spill "
        "of the wrong shape is penalised. Each sampled formula is also executed on two counterfactual copies of the "
        "workbook, whose input cells have been resampled while preserving their types and the keys that lookups depend "
        "on; the reference outputs are recomputed on each copy, and a formula earns credit only in proportion to how well "
        "it tracks the data rather than the particular values shown to it. We train with GRPO, without a KL penalty, "
        "starting from a supervised checkpoint."
    ),
    Para("Our contributions are the following."),
    Bullets(
        (
            "CellCredit, an execution-based reward for formula generation that combines an exact-match term, a cell-level "
            "partial-credit term and counterfactual re-execution, together with an analysis of how each component changes "
            "learning, including the share of sampled groups that carry no learning signal.",
            "GridExec, a headless spreadsheet engine that evaluates 436 functions, including dynamic arrays and "
            "cross-sheet references, and agrees with a desktop spreadsheet application on 99.3% of 5,000 test formulas.",
            "WorkbookPrompts for training and SheetBench-R for evaluation: 31,460 and 2,350 natural-language requests over "
            "disjoint sets of real workbooks, each with a reference formula, cell-level outputs and counterfactual copies.",
            "Experiments with policies of 1.5B, 7B and 14B parameters in which CellCredit improves execution accuracy by "
            "5.2 to 5.7 points over binary-reward GRPO at every size, and ablations of every component of the reward.",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "Formula generation. Programming-by-example systems synthesised lookup and string formulas from a handful of "
        "input-output pairs with version-space search (Pellworth and Ansari, 2016). Neural approaches translate requests "
        "directly into formulas: FormulaNet (Guo-Lindahl et al., 2021) trained a sequence-to-sequence model on formulas "
        "crawled from public workbooks, and later work pretrained decoder models on large formula corpora (Mahendran and "
        "Ortiz, 2023). These systems learn by imitation and are evaluated on single sheets, and most report exact or "
        "normalised formula match, which under-counts correct formulas written differently from the reference. An error "
        "study of instruction-tuned models on spreadsheets attributed most failures to range boundaries and cross-sheet "
        "references (Vandermeer and Asante-Boateng, 2025); Section 8.3 revisits that taxonomy after RL."
    ),
    Para(
        "Reinforcement learning for language models. PPO with a learned value function remains the default policy "
        "optimiser for language models, and GRPO removes the value model by normalising rewards within a group of samples "
        "for the same prompt. Later variants decouple the clipping range, average the loss over tokens rather than "
        "sequences, or resample prompts whose groups carry no signal. We adopt the first two changes and deliberately "
        "not the third, so that the effect of a denser reward on the number of informative groups remains visible."
    ),
]

PAGE_3: list[Block] = [
    Para(
        "Tables and structured data. Text-to-SQL is the closest relative of formula generation, and execution-guided "
        "decoding showed early on that running candidate queries helps (Kerrigan et al., 2022). Unlike SQL, formulas "
        "address data by position, mix data and computation in one grid, and produce outputs whose shape depends on the "
        "data. How a table is serialised for a language model changes accuracy considerably (Bakshi et al., 2024); we "
        "adopt an address-annotated row format and compare it with a schema-only alternative. Agents that operate "
        "spreadsheets through tool calls (Iqbal et al., 2024) and question answering over multi-table workbooks (Rautio "
        "and Zhelezniak, 2025) address related but different tasks: the former edits a workbook step by step, the latter "
        "returns an answer rather than a reusable formula that stays correct when the data change."
    ),
    Para(
        "Learning from execution. Execution feedback has been used for rejection-sampling fine-tuning (Lindqvist et al., "
        "2024), for preference optimisation over passing and failing programs (Nakashima et al., 2024) and for online RL "
        "with unit tests (Castellanos et al., 2023). Partial rewards based on the fraction of passed unit tests were found "
        "to help small models but to encourage special-casing of the visible tests (Halvorsen et al., 2024). Our "
        "cell-level credit is the analogue of a test fraction, and counterfactual re-execution plays the role of hidden "
        "tests; the idea of resampling inputs to expose memorised answers comes from metamorphic testing (Jovanovic and "
        "Akintola, 2022) and counterfactual code evaluation (Quennell et al., 2024). Drăgulescu and Feldman (2025) survey "
        "reward hacking under verifiable rewards. Group-relative methods lose their signal when every sample in a group "
        "receives the same reward (Achterberg et al., 2025); we measure this effect directly in Section 8.1."
    ),
    Heading("3 Task and Workbook Representation"),
    Heading("3.1 Task"),
    Para(
        "An instance consists of a workbook W with sheets S_1, ..., S_m, a natural-language request q and an anchor cell a "
        "in which the formula will be entered. The model outputs a formula y. Executing y in W at a yields an output "
        "O(y; W), a rectangular block of values whose top-left cell is a; for an ordinary formula the block is 1 × 1, and "
        "for a dynamic-array formula its shape is determined at run time. Each instance carries a reference formula y* "
        "written by an annotator, and the target output is T(W) = O(y*; W). We call y correct on W when O(y; W) and T(W) "
        "have the same shape and agree in every cell under the matching rule of Section 4.3."
    ),
    Para(
        "Requests are phrased as a user would phrase them, for instance 'in D2 list the customers on the Customers sheet "
        "who placed more than three orders in March, sorted by total spend' or 'what share of last quarter's refunds came "
        "from the North region'. They rarely name cells: 64% of the requests in SheetBench-R contain no cell address at "
        "all, and 18% refer to a sheet only by a description of its content rather than by its name."
    ),
    Heading("3.2 Serialising the workbook"),
    Para(
        "The policy sees the workbook as text. Each sheet is introduced by a line giving its name and used range, such as "
        "'### Sheet Orders (A1:H214)', followed by the header row and data rows in which every value is prefixed by its "
        "address (A2=1043 | B2=North | C2=2025-03-04 | ...). For sheets with more than 35 data rows we show the first 30 "
        "and the last 5, and add a one-line summary per column with its inferred type, its number of non-empty cells and, "
        "for numeric columns, the minimum and maximum. Merged cells are expanded, formulas already present in the workbook "
        "are shown with their current values, and named ranges are listed at the end. Prompts are capped at 6,144 "
        "tokens, which truncates 8.6% of the training workbooks; truncation removes rows of the largest sheets first and "
        "never removes a sheet header."
    ),
]

PAGE_4: list[Block] = [
    Heading("4 CellCredit"),
    Heading("4.1 Policy optimisation"),
    Para(
        "We optimise the policy π_θ with group relative policy optimisation (GRPO). For each request x in a batch we "
        "sample G formulas y_1, ..., y_G from the behaviour policy π_old, score them with the engine to obtain rewards "
        "R_1, ..., R_G, and assign each the normalised advantage A_i = (R_i − mean(R)) / (std(R) + δ), where mean and std "
        "are taken over the group and δ = 1e-4. Every token of y_i shares the advantage A_i. The loss is the "
        "token-averaged clipped surrogate"
    ),
    Para("L(θ) = −(1 / Σ_i |y_i|) · Σ_i Σ_t min( ρ_i,t · A_i , clip(ρ_i,t, 1 − ε_low, 1 + ε_high) · A_i ),"),
    Para(
        "where ρ_i,t = π_θ(y_i,t | x, y_i,<t) / π_old(y_i,t | x, y_i,<t) is the token-level importance ratio. We clip "
        "asymmetrically with ε_low = 0.2 and ε_high = 0.28, which in preliminary runs kept the policy's entropy from "
        "collapsing during the first 100 steps. The main runs add no KL penalty towards a reference policy (β = 0); "
        "Section 7 reports runs with β = 0.01 and β = 0.05. Groups in which all G rewards are equal have zero advantage "
        "everywhere. We drop them from the batch and do not sample replacements, so the effective batch shrinks as the "
        "share of such degenerate groups grows, a quantity we track in Section 8.1."
    ),
    Para(
        "Output format. The policy first writes a short plan between <plan> tags, naming the sheets and columns it "
        "intends to use, and then the formula between <formula> tags. Only the formula is executed; the plan is neither "
        "rewarded nor checked. A response without a closing formula tag is treated as unparseable. The plan matters "
        "mainly for multi-sheet requests, as we show in Section 8.5."
    ),
    Heading("4.2 The execution engine"),
    Para(
        "Executing hundreds of thousands of formulas per hour rules out driving a desktop application. We built GridExec, "
        "a headless engine written in Rust that loads workbooks in the XLSX format, parses formulas into expression trees "
        "and evaluates them with the usual semantics: relative and absolute references, whole-column ranges, cross-sheet "
        "references such as Orders!B2:B214 and 'Q1 Sales'!A:A, named ranges, implicit intersection, error propagation and "
        "dynamic-array spilling, including the #SPILL! error when a spill would overwrite a non-empty cell. GridExec "
        "implements 436 functions; the reference formulas of all our data sets use 181 distinct functions, all of them "
        "covered. Volatile functions are made deterministic: TODAY and NOW return a fixed date per workbook, and RAND and "
        "RANDBETWEEN draw from a seed derived from the workbook's hash."
    ),
    Para(
        "We validated GridExec against a desktop spreadsheet application on 5,000 formulas, sampled from WorkbookPrompts "
        "and from model outputs and including 1,000 that evaluate to an error. Outputs agreed on 99.3% of them. Most of "
        "the 35 disagreements concern the floating-point formatting of very large numbers and the locale-dependent "
        "parsing of dates stored as text, and none involves a reference formula of the test set. Each evaluation runs in "
        "a separate process with a 2-second timeout and a 512 MB memory limit. The median execution takes 38 ms including "
        "workbook loading, and the 3,072 executions of one 7B training step (1,024 rollouts, each on three copies of its "
        "workbook) finish in 1.6 seconds on 96 CPU cores, under 1% of the wall-clock time of a step."
    ),
    Para(
        "Rollouts in the same group are often identical after whitespace and case normalisation, so GridExec caches "
        "results keyed by the normalised formula, the anchor cell and the hash of the workbook copy. The cache answers 34% "
        "of executions at the start of training and 57% by step 400, a rise that mirrors the falling diversity of the "
        "policy's samples. Cached and fresh results are identical by construction, since evaluation is deterministic."
    ),
]

PAGE_5: list[Block] = [
    Heading("4.3 Cell-level partial credit"),
    Para(
        "Let T be the target block and O the produced block, both anchored at a, and view each as a set of cell positions "
        "carrying values. Two values match if they are both numbers whose difference is at most τ · max(1, |t|) with "
        "τ = 1e-6; both text strings that are equal after trimming surrounding spaces, with case respected; both "
        "booleans and equal; both the same error value; or both empty. Dates are compared as serial numbers, so a "
        "differently formatted date still matches, but a date returned as text does not. The cell-level credit on a "
        "workbook W is the Jaccard-style score"
    ),
    Para("PC(y; W) = |{ c ∈ T ∩ O : O_c matches T_c }| / |T ∪ O|,"),
    Para(
        "where intersection and union are taken over positions. A spill that returns the right first 11 rows of a 12-row "
        "target scores 11/12; the same 11 rows followed by 5 spurious rows score 11/17; a formula whose top-left value is "
        "right but which does not spill at all scores 1/12. The exact indicator EX(y; W) equals 1 when PC(y; W) = 1 and 0 "
        "otherwise. Normalising by the union rather than by the target alone matters: with the target as denominator, "
        "over-long spills would cost nothing, and Section 7 shows that the policy then learns to over-spill."
    ),
    Heading("4.4 Counterfactual re-execution"),
    Para(
        "For every instance we build K = 2 counterfactual workbooks W_1 and W_2 by resampling the input cells on which the "
        "reference formula depends, found by tracing its precedents through the dependency graph. Numeric cells are "
        "redrawn uniformly between the minimum and maximum of their column and rounded to the column's number of "
        "decimals; dates are shifted by a random offset of up to 90 days; text cells are permuted within their column. "
        "Columns that act as lookup or join keys, detected as columns matched by a lookup argument or a criteria argument "
        "of the reference formula, are permuted jointly with the rows they identify so that every lookup remains well "
        "defined. Targets are recomputed by executing y* on each copy. A copy whose target equals the original target is "
        "rejected and redrawn, which happens for 6.1% of copies, mostly for counts that are insensitive to the resampled "
        "values; after five failed draws the instance keeps fewer copies. The policy only ever sees the original workbook."
    ),
    Heading("4.5 The full reward"),
    Para(
        "With the index k running over the original workbook W_0 = W and its K copies, the reward of a formula y for an "
        "instance (x, W, y*) is R(y) = −1 if y is missing or does not parse; R(y) = 0 if y references no cell of W; and "
        "otherwise"
    ),
    Para("R(y) = (1 − γ) · Π_k EX(y; W_k) + γ · (1 / (K + 1)) · Σ_k PC(y; W_k),"),
    Para(
        "with γ = 0.5. The exact term is a product, so a formula earns it only when it is right on every copy, while the "
        "partial term averages over copies; the reward therefore lies between −1 and 1. A hard-coded constant earns "
        "nothing because it references no cell, and a formula that references cells but matches only the original "
        "workbook, for instance by indexing a fixed row that happens to hold the answer, earns at most γ / (K + 1), about "
        "0.17. We chose γ on the validation set (Appendix D). The penalty of −1 for unparseable output is deliberately "
        "harsh; it almost never applies after the first 20 steps, and removing it changes little (Section 7)."
    ),
    Para(
        "The binary reward we compare against is the special case K = 0 and γ = 0 without the no-reference rule: "
        "R(y) = EX(y; W), with unparseable formulas scoring 0. It is the reward used by the PPO and GRPO baselines."
    ),
]

PAGE_6: list[Block] = [
    Heading("5 Experimental Setup"),
    Heading("5.1 Data"),
    Para(
        "WorkbookPrompts. We collected 5,212 workbooks from three sources: 2,870 from municipal and regional open-data "
        "portals, which publish budgets, inspection records and service statistics as spreadsheets; 1,904 donated by "
        "small businesses through the Tallmark Ledger Donation Programme, with personal data removed (Section 10); and 438 "
        "from the teaching materials of vocational accounting courses. We kept workbooks with at least one sheet of 20 or "
        "more data rows and without macros. Forty-one annotators with at least two years of professional spreadsheet "
        "experience wrote requests for these workbooks together with formulas that answer them; a second annotator checked "
        "every formula by execution and rejected or repaired 12.8% of them. Annotators were asked to phrase requests in "
        "their own words and to cover eight categories of operation, listed in Appendix C."
    ),
    Para(
        "SheetBench-R. The test set contains 2,350 requests over 611 workbooks drawn from the same three sources but "
        "sharing no workbook and no publishing organisation with the training data. 612 of its requests need references "
        "to two or more sheets and 488 are best solved by an array formula; 197 requests belong to both subsets. A "
        "validation set of 1,200 requests over 300 further workbooks is used for checkpoint selection and for choosing γ."
    ),
    Para(
        "FormulaWild. To test transfer beyond our own annotation process, we built FormulaWild, 1,004 requests "
        "reconstructed from public spreadsheet help-forum threads in which a user described a task, posted a sample of "
        "their data and accepted an answer. We rebuilt each workbook from the posted sample, took the accepted formula as "
        "the reference after checking it, and edited the request only to remove references to the thread itself. "
        "FormulaWild workbooks are small and mostly single-sheet, but the requests are terse and often ambiguous."
    ),
    TableBlock(
        "Table 1: Statistics of the training, validation and test data. Rows are counted in the primary sheet, the sheet "
        "containing the anchor cell. Formula length is measured in tokens of the Corvid-Coder tokenizer.",
        (
            ("", "WorkbookPrompts", "Validation", "SheetBench-R", "FormulaWild"),
            ("Requests", "31,460", "1,200", "2,350", "1,004"),
            ("Workbooks", "5,212", "300", "611", "962"),
            ("Median sheets per workbook", "3", "3", "3", "1"),
            ("Median rows, primary sheet", "198", "207", "214", "41"),
            ("Multi-sheet requests", "31.0%", "27.4%", "26.0%", "6.3%"),
            ("Array-formula requests", "18.6%", "20.1%", "20.8%", "14.9%"),
            ("Mean reference length (tokens)", "27.3", "28.0", "29.6", "22.4"),
            ("Distinct functions used", "168", "104", "131", "117"),
        ),
    ),
    Para(
        "All four sets are in English. Counterfactual copies are built for every instance of every set, with different "
        "random seeds for training and evaluation, so the copies used to score a test formula are never seen in training. "
        "Across WorkbookPrompts, 94.2% of instances keep both copies, 4.9% keep one and 0.9% keep none; an instance with no "
        "copy is scored on its original workbook alone."
    ),
    Para(
        "By source, SheetBench-R contains 1,322 requests over open-data workbooks, 803 over donated business workbooks "
        "and 225 over teaching workbooks. Donated workbooks are the hardest: they have more sheets, more merged header "
        "cells and more dates stored as text, and every method scores lowest on them."
    ),
]

PAGE_7: list[Block] = [
    Heading("5.2 Models and baselines"),
    Para(
        "Our policies are Corvid-Coder-Instruct models with 1.5B, 7B and 14B parameters, a family of decoder-only code "
        "models with a 32K-token context whose pretraining data, according to its model card, includes spreadsheet files. "
        "Most experiments use the 7B model. Every RL run starts from a supervised checkpoint obtained by fine-tuning the "
        "instruct model on WorkbookPrompts for three epochs with a learning rate of 1e-5, a batch size of 64 and a cosine "
        "schedule. The supervised target is the annotator's formula preceded by a plan produced by a template from the "
        "formula's precedents, so that the SFT model already follows the output format of Section 4.1. We compare:"
    ),
    Bullets(
        (
            "Zero-shot and 3-shot prompting of the instruct model; in-context examples come from WorkbookPrompts and are "
            "chosen by similarity of the request.",
            "SFT: the supervised checkpoint above, which is also the starting point of every method below.",
            "RFT: three rounds of rejection-sampling fine-tuning, with 16 samples per request at temperature 1.0, keeping up "
            "to four distinct correct formulas per request.",
            "DPO: direct preference optimisation on 94,000 pairs of one correct and one incorrect sample per request, drawn "
            "from the SFT model, with a preference temperature of 0.1.",
            "PPO with the binary reward and a value model initialised from the SFT checkpoint.",
            "GRPO with the binary reward, identical to CellCredit in every other respect.",
        )
    ),
    Para(
        "For reference we also prompt two larger systems zero-shot with the same serialisation: Halyard-Chat-70B, an "
        "open-weight general-purpose chat model, and Orrery-Pro, a proprietary model accessed through its API in January "
        "2026, whose size is not disclosed."
    ),
    Heading("5.3 Training details"),
    Para(
        "All RL runs take 400 steps of 128 requests with G = 8 rollouts each, that is 1,024 rollouts per step and about "
        "1.6 passes over WorkbookPrompts. The rollouts of a step are split into four mini-batches of 256 for four gradient "
        "updates. We use AdamW with a constant learning rate of 1e-6 for the 7B and 14B policies and 2e-6 for the 1.5B "
        "policy after 10 warm-up steps, a weight decay of 0.01 and gradient clipping at norm 1.0. Rollouts are sampled at "
        "temperature 1.0 with top-p 1.0 and at most 768 new tokens, by an inference engine with paged attention colocated "
        "with training. Training uses bf16 precision with fully sharded data parallelism. The 7B run takes 21 hours on 32 "
        "H100 80GB GPUs, or 672 GPU-hours; the 1.5B run takes 19 hours on 8 GPUs and the 14B run 26 hours on 64 GPUs. PPO "
        "and binary GRPO receive the same number of steps and rollouts. We save a checkpoint every 50 steps and keep the "
        "one with the best validation EX; for CellCredit this was the final checkpoint at every size. Appendix A collects "
        "all hyperparameters."
    ),
    Heading("5.4 Metrics"),
    Para(
        "Our primary metric is execution accuracy (EX): a formula counts as correct if it is correct, in the sense of "
        "Section 3.1, on the original test workbook and on both of its counterfactual copies. We also report cell-level "
        "partial credit (CPC), the mean of PC over the three copies, and for analysis the hard-coded rate, the share of "
        "test outputs that either reference no input cell or are correct on the original workbook but wrong on both "
        "copies. FormulaWild is scored the same way. Decoding is greedy for every model. Results for the 7B policy are "
        "means over three training seeds; the standard deviation of EX across seeds is at most 0.6 points for every "
        "trained method (Appendix B). Results at 1.5B and 14B come from a single seed."
    ),
]

PAGE_8: list[Block] = [
    Heading("6 Results"),
    Heading("6.1 Main comparison"),
    Para(
        "Table 2 reports the main comparison for the 7B policy. Prompting alone solves 38.4% of SheetBench-R requests, and "
        "three in-context examples add 3.7 points. Supervised fine-tuning brings the largest single gain, to 51.7%, and "
        "the two methods that use execution offline, rejection-sampling fine-tuning and DPO, add a further 2.5 to 3.3 "
        "points. Online RL with the binary reward is stronger still: PPO reaches 57.3% and GRPO 58.9%. CellCredit "
        "reaches 64.6%, 5.7 points above binary GRPO and 12.9 points above the SFT checkpoint from which it starts."
    ),
    TableBlock(
        "Table 2: Main results for the 7B policy. EX (%) on SheetBench-R overall and on its multi-sheet (612 requests) and "
        "array (488 requests) subsets, CPC (%) on SheetBench-R, and EX (%) on FormulaWild. Trained methods start from the "
        "same SFT checkpoint and are averaged over three seeds. The last two rows are zero-shot reference systems.",
        (
            ("Method", "EX", "Multi-sheet", "Array", "CPC", "FormulaWild"),
            ("Corvid-Coder-7B, zero-shot", "38.4", "21.5", "17.9", "55.1", "33.2"),
            ("Corvid-Coder-7B, 3-shot", "42.1", "24.9", "20.3", "58.3", "35.9"),
            ("SFT", "51.7", "36.2", "33.0", "66.0", "41.0"),
            ("RFT (3 rounds)", "55.0", "39.8", "35.6", "68.9", "43.7"),
            ("DPO (execution pairs)", "54.2", "38.7", "34.1", "68.1", "43.1"),
            ("PPO, binary reward", "57.3", "42.0", "37.5", "70.4", "45.2"),
            ("GRPO, binary reward", "58.9", "43.1", "39.2", "71.2", "46.5"),
            ("CellCredit (ours)", "64.6", "52.4", "49.8", "78.1", "50.3"),
            ("Halyard-Chat-70B (ref.)", "47.3", "30.8", "26.4", "62.5", "44.6"),
            ("Orrery-Pro (ref.)", "61.2", "47.9", "45.0", "74.0", "52.7"),
        ),
    ),
    Para(
        "The gains concentrate where partial credit has something to grade. On the multi-sheet subset CellCredit improves "
        "over binary GRPO by 9.3 points, from 43.1% to 52.4%, and on the array subset by 10.6 points, from 39.2% to 49.8%. "
        "On the 1,447 requests that are neither multi-sheet nor array requests the gap is only 3.0 points. Cell-level "
        "partial credit rises along with EX, from 71.2% for binary GRPO to 78.1%; the gap between CPC and EX, 13.5 points "
        "for CellCredit and 12.3 for binary GRPO, shows that a sizeable share of the remaining errors are near misses."
    ),
    Para(
        "FormulaWild tells a more modest story. CellCredit improves over binary GRPO by 3.8 points, and Orrery-Pro "
        "remains the best system on this set at 52.7%. FormulaWild requests are short and underspecified, and the errors "
        "that remain are mostly misreadings of the request rather than execution mistakes (Section 8.3): a reward that "
        "grades outputs more finely cannot help much once the model has chosen the wrong quantity to compute."
    ),
    Para(
        "Significance. A paired bootstrap over requests with 10,000 resamples gives p < 0.001 for the difference between "
        "CellCredit and binary GRPO on SheetBench-R and p = 0.004 on FormulaWild; the difference between PPO and binary "
        "GRPO is not significant (p = 0.08). Halyard-Chat-70B, ten times larger than our policy, trails even the SFT "
        "checkpoint on SheetBench-R, but it is second only to Orrery-Pro among zero-shot systems on FormulaWild."
    ),
]

PAGE_9: list[Block] = [
    Heading("6.2 Model size"),
    Para(
        "Table 3 repeats the SFT, binary GRPO and CellCredit runs at 1.5B and 14B parameters. The improvement over binary "
        "GRPO is nearly constant across sizes, at 5.5, 5.7 and 5.2 points, and the improvement over SFT lies between 11.3 "
        "and 12.9 points. The 14B CellCredit policy, at 69.2%, is 8.0 points above Orrery-Pro on SheetBench-R. The 1.5B "
        "policy, at 51.3%, comes within 0.4 points of the 7B SFT checkpoint and costs 152 GPU-hours of RL. The multi-sheet "
        "and array subsets improve with size faster than the whole benchmark: from 1.5B to 14B, EX on the array subset "
        "rises by 21.1 points against 17.9 points overall."
    ),
    TableBlock(
        "Table 3: EX (%) on SheetBench-R by policy size. The last three columns refer to CellCredit; GPU-hours count the RL "
        "stage only, on H100 80GB GPUs, and exclude supervised fine-tuning.",
        (
            ("Size", "SFT", "GRPO, binary", "CellCredit", "Multi-sheet", "Array", "GPU-hours"),
            ("1.5B", "39.6", "45.8", "51.3", "37.7", "35.0", "152"),
            ("7B", "51.7", "58.9", "64.6", "52.4", "49.8", "672"),
            ("14B", "57.9", "64.0", "69.2", "58.3", "56.1", "1,664"),
        ),
    ),
    Heading("6.3 Training dynamics"),
    Para(
        "Figure 1 shows validation EX during training. Both runs start from the same SFT checkpoint. The binary run "
        "improves quickly during the first 150 steps and then flattens, while CellCredit keeps improving until the end "
        "of training, although its gains also slow after step 300. The training reward behaves similarly: the mean "
        "CellCredit reward of a batch rises from 0.41 at step 0 to 0.69 at step 400. We did not train beyond 400 steps, so "
        "we cannot say whether the CellCredit curve would flatten at a higher level or keep rising slowly."
    ),
    FigureBlock(
        "Figure 1: Validation EX of the 7B policy during RL, evaluated every 100 steps. Black: CellCredit; grey: GRPO with "
        "the binary reward. Both start from the SFT checkpoint at 52.3%; the binary run ends at 59.4% and CellCredit at "
        "65.3%.",
        "training step",
        "validation EX",
        ((0.523, 0.584, 0.621, 0.642, 0.653), (0.523, 0.561, 0.583, 0.590, 0.594)),
    ),
    Para(
        "Response length changes little during training. The mean plan shrinks from 46 to 31 tokens under CellCredit, "
        "while the mean formula grows from 26.8 to 31.5 tokens, mostly because the policy adds explicit upper bounds to "
        "date criteria and wraps array results in SORT or UNIQUE where the request asks for them. Under the binary reward "
        "the formula length stays at about 27 tokens throughout."
    ),
    Para(
        "PPO is also the more expensive baseline. Its value model, a copy of the 7B policy, adds a forward and backward "
        "pass per update, and the 7B PPO run took 29 hours on the same 32 GPUs, against 21 hours for either GRPO variant."
    ),
]

PAGE_10: list[Block] = [
    Heading("7 Ablations"),
    Para(
        "Table 4 removes or changes one component of CellCredit at a time for the 7B policy, with everything else as in "
        "the main run. Each row is a single seed; given the seed variation reported in Appendix B, differences below about "
        "one point should not be read as meaningful."
    ),
    TableBlock(
        "Table 4: Ablations of CellCredit with the 7B policy on SheetBench-R. EX (%) overall and on the multi-sheet and "
        "array subsets, and the hard-coded rate (%) of test outputs.",
        (
            ("Variant", "EX", "Multi-sheet", "Array", "Hard-coded"),
            ("CellCredit (full)", "64.6", "52.4", "49.8", "0.6"),
            ("no partial credit (γ = 0)", "59.4", "43.9", "40.1", "0.5"),
            ("no counterfactual re-execution (K = 0)", "60.8", "48.6", "46.0", "7.9"),
            ("one counterfactual copy (K = 1)", "63.9", "51.8", "49.1", "1.4"),
            ("PC normalised by target, not union", "62.0", "51.1", "44.2", "0.7"),
            ("unparseable scored 0 instead of −1", "64.1", "52.0", "49.5", "0.6"),
            ("KL penalty, β = 0.01", "63.8", "51.5", "48.7", "0.6"),
            ("KL penalty, β = 0.05", "61.0", "47.2", "44.9", "0.5"),
            ("G = 4 rollouts per request", "62.2", "49.0", "46.3", "0.8"),
            ("G = 16 rollouts per request", "64.9", "52.9", "50.4", "0.6"),
            ("LoRA (rank 64) instead of full fine-tuning", "62.7", "50.3", "47.5", "0.7"),
            ("schema-only serialisation", "55.3", "44.0", "41.2", "0.9"),
        ),
    ),
    Para(
        "Partial credit is the largest single component: without it EX falls by 5.2 points, to about the level of binary "
        "GRPO, and the array subset loses 9.7 points. Counterfactual re-execution matters in a different way. Without "
        "it, EX measured on the original test workbooks alone would be 66.2%, higher than the full method scores on all "
        "three copies, but 7.9% of outputs are hard-coded, and 5.4 points of that apparent accuracy vanish on the "
        "counterfactual copies, leaving 60.8%. A single copy removes most but not all of this behaviour."
    ),
    Para(
        "Normalising partial credit by the target alone costs 5.6 points on the array subset. The policy learns to return "
        "whole columns, such as FILTER over A:A instead of A2:A480, which include every target row and some blank or "
        "header rows besides: the share of array outputs with extra rows rises from 3.1% to 17.4%. A KL penalty of 0.01 is "
        "harmless but unhelpful, while 0.05 costs 3.6 points. Doubling the rollouts to G = 16 adds only 0.3 points for 1.9 "
        "times the rollout cost, and halving them to G = 4 costs 2.4 points. LoRA of rank 64 recovers most of the gain of "
        "full fine-tuning. Showing only sheet names, headers and column types, without any cell values, costs 9.3 points, "
        "mostly on requests whose criteria depend on how values are spelled in the data."
    ),
    Para(
        "Two further variants are not in the table. Removing the rule that gives zero reward to formulas referencing no "
        "cell, while keeping the counterfactual copies, changes EX by less than 0.2 points, because constants already fail "
        "on the copies; we keep the rule because it spares the engine two executions per constant. Replacing the product "
        "in the exact term by an average over copies lowers EX to 63.5%."
    ),
]

PAGE_11: list[Block] = [
    Heading("8 Analysis"),
    Heading("8.1 Where the learning signal comes from"),
    Para(
        "A GRPO group whose rollouts all receive the same reward contributes nothing to the gradient. Figure 2 tracks the "
        "share of such degenerate groups. Under the binary reward 49% of groups are degenerate at the start of training, "
        "mostly groups in which all eight formulas fail, and the share grows to 71% by step 400 as easy requests become "
        "groups in which all eight succeed. Under CellCredit the share starts at 23% and ends at 41%. Partial credit thus "
        "roughly doubles the number of groups that teach the policy anything late in training, and the requests it keeps "
        "in play are disproportionately multi-sheet and array requests, on which 68% of binary groups are degenerate "
        "after step 200."
    ),
    FigureBlock(
        "Figure 2: Share of GRPO groups in which all G = 8 rollouts receive the same reward, on training batches, averaged "
        "over 20-step windows. Grey: binary reward; black: CellCredit.",
        "training step",
        "degenerate groups",
        ((0.23, 0.30, 0.35, 0.39, 0.41), (0.49, 0.58, 0.64, 0.68, 0.71)),
    ),
    Heading("8.2 Hard-coding and counterfactual re-execution"),
    Para(
        "Figure 3 shows how often the policy hard-codes during training. Without counterfactual re-execution the share of "
        "hard-coded rollouts grows steadily, and by inspection it takes three forms: literal constants (41% of cases), "
        "single-cell references that point at a cell which happens to hold the answer (37%), and formulas that compute "
        "over a range truncated to end exactly at the visible rows (22%). The last form is the subtlest; it survives "
        "resampled values but not the permutation of rows, which is why copies resample and permute at once."
    ),
    FigureBlock(
        "Figure 3: Share of training rollouts that reference no input cell or are correct on the original workbook only, "
        "for the 7B policy. Grey: partial credit without counterfactual re-execution, reaching 11.3% at step 400; black: "
        "full CellCredit, which stays below 1%.",
        "training step",
        "hard-coded share",
        ((0.018, 0.011, 0.008, 0.006, 0.005), (0.018, 0.047, 0.078, 0.098, 0.113)),
    ),
    Para(
        "Hard-coding is rarer on FormulaWild, whose requests ask for lists more often than for single values, and most frequent for single-cell aggregation "
        "requests over sheets shown in full, where the policy can add up the visible numbers itself."
    ),
]

PAGE_12: list[Block] = [
    Heading("8.3 What errors remain"),
    Para(
        "Two authors labelled 200 randomly chosen SheetBench-R failures of the SFT checkpoint and 200 of the 7B CellCredit "
        "policy, using the taxonomy of Vandermeer and Asante-Boateng (2025) extended with a category for spill shape. "
        "Table 5 gives the distribution. RL shifts the error profile away from the workbook and towards the request: "
        "wrong sheet or cross-sheet reference errors fall from 22% to 14% of failures, while misreadings of the request "
        "rise from 15% to 19% and type or format mismatches from 12% to 16%. Range-bound errors remain the most common "
        "category, frequently off-by-one row limits on sheets whose header spans two rows."
    ),
    TableBlock(
        "Table 5: Distribution of error types among 200 failures of each model on SheetBench-R (percent of failures).",
        (
            ("Error type", "SFT", "CellCredit"),
            ("Wrong range bounds", "24", "27"),
            ("Wrong sheet or cross-sheet reference", "22", "14"),
            ("Misread request, wrong quantity", "15", "19"),
            ("Wrong function or argument order", "13", "11"),
            ("Type or format mismatch", "12", "16"),
            ("Spill shape (missing or extra rows, columns)", "10", "8"),
            ("Other (engine edge cases, timeouts)", "4", "5"),
        ),
    ),
    Para(
        "Type and format mismatches deserve a comment because partial credit cannot repair them: a formula that returns "
        "the number 2025 where the target holds the text '2025', or a date serial where the target holds a formatted text "
        "date, matches in no cell and earns no credit, exactly as under the binary reward."
    ),
    Heading("8.4 Size of the workbook"),
    Para(
        "Figure 4 breaks SheetBench-R accuracy down by the number of data rows in the primary sheet. Both models lose "
        "accuracy on larger sheets, where the serialisation shows only the first 30 and last 5 rows and the model must "
        "infer the extent of a range from the column summary. CellCredit degrades more slowly, and its margin over SFT "
        "grows from 11.2 points on the smallest sheets to 13.2 points on the largest."
    ),
    FigureBlock(
        "Figure 4: EX (%) on SheetBench-R by number of data rows in the primary sheet, 7B policies. Points at 0, 100, 200, "
        "300 and 400 stand for bins of at most 50, 51 to 150, 151 to 250, 251 to 350 and more than 350 rows. Black: "
        "CellCredit, from 72.1% to 56.8%; grey: SFT, from 60.9% to 43.6%.",
        "rows in primary sheet",
        "EX",
        ((0.721, 0.683, 0.641, 0.602, 0.568), (0.609, 0.553, 0.508, 0.471, 0.436)),
    ),
    Heading("8.5 Does the plan help?"),
    Para(
        "Training a variant whose output is the formula alone, with the same reward, gives 63.2% EX, 1.4 points below the "
        "full method; the difference comes almost entirely from the multi-sheet subset, which falls to 48.9%. Plans that "
        "name a sheet are followed by formulas that reference that sheet 96% of the time."
    ),
]

PAGE_13: list[Block] = [
    Heading("8.6 Examples"),
    Para(
        "Three examples illustrate the behaviours above. In the first, a municipal budget workbook has a Summary sheet "
        "listing six regions in A3:A8 and a Refunds sheet with a date column B, a region column C and an amount column E. "
        "The request is 'next to each region on Summary, give the total refunds paid in 2025'. The SFT model writes "
        "=SUMIFS(Refunds!E:E, Refunds!C:C, A3), which ignores the year. Binary GRPO adds a lower bound, "
        '=SUMIFS(Refunds!E:E, Refunds!C:C, A3, Refunds!B:B, ">=2025-01-01"), which happens to be right on the original '
        "workbook because it holds no refunds from 2026, but fails on a counterfactual copy whose shifted dates cross into "
        'the next year. CellCredit writes =SUMIFS(Refunds!E:E, Refunds!C:C, A3, Refunds!B:B, ">="&DATE(2025,1,1), '
        'Refunds!B:B, "<"&DATE(2026,1,1)), which is correct on all three copies.'
    ),
    Para(
        "In the second, the request is 'in F2, list the suppliers with at least one late delivery, A to Z', over a "
        "Deliveries sheet with promised and actual dates in columns G and H. Early in training the policy returns "
        "=FILTER(Deliveries!C2:C480, Deliveries!H2:H480 > Deliveries!G2:G480), which repeats suppliers with several late "
        "deliveries; under the binary reward this earns zero, while under CellCredit it earns credit for the prefix of "
        "rows that match. By step 200 the policy produces =SORT(UNIQUE(FILTER(Deliveries!C2:C480, Deliveries!H2:H480 > "
        "Deliveries!G2:G480))), which is exact. We see this progression, from a partially right spill to a "
        "post-processed one, repeatedly among array requests."
    ),
    Para(
        "The third is a failure that no reward of ours can fix. The request 'average ticket time last month' was "
        "annotated with a formula using EOMONTH(TODAY(), -2) + 1 as the start of the previous month; CellCredit computed "
        "the average over the most recent month present in the data, which differs from the reference because GridExec "
        "freezes TODAY at a date two months after the last record. Both readings are defensible, and about 4% of the "
        "failures we inspected involved relative dates of this kind."
    ),
    Heading("9 Limitations"),
    Para(
        "Our data are English only and drawn from three sources, of which public-sector open-data workbooks make up more "
        "than half; the donated business workbooks come from a single programme in one country. Requests were written by "
        "annotators who had seen the workbook, which likely makes them more explicit than those of real users, as the "
        "weaker transfer to FormulaWild suggests. We trained one model family up to 14B parameters and report single seeds "
        "beyond 7B. We evaluate only greedy decoding and do not report sampling-based metrics."
    ),
    Para(
        "GridExec is not a desktop spreadsheet application. It disagreed with one on 0.7% of the 5,000 formulas we checked, it "
        "supports LET but not LAMBDA, and it ignores pivot tables, charts, conditional formatting and external links; "
        "annotators were asked to avoid these features, so our benchmarks do not measure them. Counterfactual copies are "
        "built from the precedents of the reference formula, so a correct alternative formula that relies on different "
        "cells, for example on a helper column the reference does not use, can be judged wrong on a copy. On a manual "
        "check of 300 formulas that were correct on the original workbook but wrong on a copy, 1.2% were of this kind. "
        "Finally, resampled values can produce implausible data, such as negative stock levels, which a real workbook "
        "would not contain."
    ),
    Para(
        "We did not compare against agents that inspect the workbook through tool calls before answering, which could "
        "read the rows our serialisation omits. Nor did we study how CellCredit interacts with requests that have several "
        "acceptable answers of different shapes, such as a list returned as a row instead of a column; SheetBench-R "
        "accepts only the annotated shape, and 2% of CellCredit failures return the correct values transposed."
    ),
]

PAGE_14: list[Block] = [
    Heading("10 Ethics and Broader Impact"),
    Para(
        "The donated workbooks contained personal data: customer names, e-mail addresses, phone numbers and bank account "
        "numbers. We detected such values with a combination of pattern rules and a named-entity tagger, replaced them "
        "with synthetic values of the same format, and had a person review a random 10% of the processed workbooks; the "
        "review found residual personal data in 0.4% of reviewed sheets, all of which were corrected, and we then "
        "re-ran the detector with the missed patterns on the whole collection. Donating businesses agreed to research use "
        "and redistribution of the anonymised files. Annotators were paid 31 euros per hour, above the local minimum "
        "wage, and could skip workbooks they found objectionable."
    ),
    Para(
        "Formula assistants can make spreadsheets more accessible to people who never learned formula syntax, but they "
        "can also introduce errors that look correct. Spreadsheet errors have a history of propagating into financial and "
        "public decisions, and a model that is right 65% of the time is wrong often enough to matter. We recommend that "
        "assistants show the evaluated output, and highlight the referenced ranges, before a formula is accepted. "
        "Counterfactual re-execution also gives a practical test at deployment time: a formula that changes its output "
        "implausibly when its inputs are resampled deserves a second look. The experiments in this paper, including "
        "ablations and discarded runs, used about 14,900 H100 GPU-hours."
    ),
    Heading("11 Conclusion"),
    Para(
        "Spreadsheet formulas are executable, and executing them yields far more information than a single bit. Grading "
        "outputs cell by cell keeps GRPO supplied with learning signal on the multi-sheet and array requests where a binary "
        "reward goes silent, and re-executing every formula on counterfactual copies of the workbook removes the incentive "
        "to type in answers. Together they lift a 7B policy from 58.9% to 64.6% execution accuracy over binary-reward "
        "GRPO. Relative dates, ambiguous requests and format mismatches remain open problems that a finer execution "
        "reward alone will not solve."
    ),
    Para(
        "Release. GridExec is released under the Apache-2.0 licence. WorkbookPrompts, the validation set and SheetBench-R "
        "are released with their reference formulas and target outputs; the counterfactual copies of the test set are "
        "released as a separate archive so that they can be kept out of training data. FormulaWild is released as "
        "requests and rebuilt workbooks with links to the original threads."
    ),
    Heading("References"),
    References(
        (
            "Achterberg, R., Morimoto, D., and Faure, L. Sampling is not enough: degenerate groups in group-relative policy "
            "optimisation. ICLR, 2025.",
            "Bakshi, T., Oyelaran, F., and Whitcombe, H. TabSerial: how to show a table to a language model. Findings of "
            "ACL, 2024.",
            "Castellanos, M., Uhlig, P., and Rao, S. Learning from the interpreter: online reinforcement learning with unit "
            "tests for code models. NeurIPS, 2023.",
            "Drăgulescu, A. and Feldman, Y. Reward hacking in reinforcement learning with verifiable rewards: a taxonomy. "
            "arXiv:2511.04562, 2025.",
            "Guo-Lindahl, J., Mbeki, S., and Tarrant, E. FormulaNet: neural translation of requests into spreadsheet "
            "formulas. EMNLP, 2021.",
            "Halvorsen, K., Ishikawa, R., and Beaumont, C. Partial rewards for program synthesis: unit-test fractions and "
            "their pitfalls. ICML, 2024.",
        )
    ),
]

PAGE_15: list[Block] = [
    References(
        (
            "Iqbal, Z., Sørensen, M., and Lapointe, G. Agents that operate spreadsheets through tool calls. ACL, 2024.",
            "Jovanovic, N. and Akintola, B. Metamorphic testing for learned program synthesisers. ISSTA, 2022.",
            "Kerrigan, O., Watanabe, H., and Neumann, F. Text-to-SQL with execution-guided decoding at scale. VLDB, 2022.",
            "Lindqvist, E., Park, J., and Osei, A. Rejection-sampling fine-tuning for code: a controlled comparison. TMLR, 2024.",
            "Mahendran, P. and Ortiz, V. Pretraining decoder models on formula corpora. KDD, 2023.",
            "Nakashima, T., Brennan, L., and Adeyemi, K. Preference optimisation from execution outcomes. ACL, 2024.",
            "Pellworth, D. and Ansari, M. Example-driven synthesis of lookup formulas with version-space search. PLDI, 2016.",
            "Quennell, S., Varga, B., and Holm, T. Counterfactual test inputs against memorisation in code evaluation. "
            "NeurIPS Datasets and Benchmarks, 2024.",
            "Rautio, A. and Zhelezniak, I. Multi-table question answering over enterprise workbooks. NAACL, 2025.",
            "Vandermeer, I. and Asante-Boateng, K. What breaks a formula? An error study of language models on "
            "spreadsheets. CHI, 2025.",
        )
    ),
    Heading("Appendix A Hyperparameters"),
    Para(
        "Table 6 lists the settings of the CellCredit runs. The PPO baseline uses the same policy settings with a value "
        "model learning rate of 5e-6, a discount of 1.0 and GAE λ = 0.95; binary GRPO differs from CellCredit only in its "
        "reward."
    ),
    TableBlock(
        "Table 6: Hyperparameters of the CellCredit RL runs by policy size.",
        (
            ("Setting", "1.5B", "7B", "14B"),
            ("Initialisation", "SFT, 3 epochs", "SFT, 3 epochs", "SFT, 3 epochs"),
            ("Optimizer", "AdamW", "AdamW", "AdamW"),
            ("Learning rate (constant)", "2e-6", "1e-6", "1e-6"),
            ("Warm-up steps", "10", "10", "10"),
            ("Weight decay / gradient clip", "0.01 / 1.0", "0.01 / 1.0", "0.01 / 1.0"),
            ("Requests per step", "128", "128", "128"),
            ("Rollouts per request (G)", "8", "8", "8"),
            ("Mini-batches per step", "4 x 256", "4 x 256", "4 x 256"),
            ("RL steps", "400", "400", "400"),
            ("KL coefficient β", "none (0)", "none (0)", "none (0)"),
            ("Clip range ε_low / ε_high", "0.2 / 0.28", "0.2 / 0.28", "0.2 / 0.28"),
            ("Temperature / top-p", "1.0 / 1.0", "1.0 / 1.0", "1.0 / 1.0"),
            ("Max prompt / new tokens", "6,144 / 768", "6,144 / 768", "6,144 / 768"),
            ("Partial-credit weight γ", "0.5", "0.5", "0.5"),
            ("Counterfactual copies K", "2", "2", "2"),
            ("Numeric tolerance τ", "1e-6", "1e-6", "1e-6"),
            ("Rollout tensor parallelism", "1", "2", "4"),
            ("GPUs (H100 80GB)", "8", "32", "64"),
            ("CPU cores for GridExec", "48", "96", "192"),
            ("Wall-clock time", "19 h", "21 h", "26 h"),
            ("GPU-hours", "152", "672", "1,664"),
        ),
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix B Seed Variation"),
    Para(
        "Table 7 lists SheetBench-R EX for each of the three seeds of the trained 7B methods. Seeds change the order of "
        "training requests, the sampling of rollouts and, for RFT and DPO, the sampled candidates; the SFT seeds change "
        "only data order. Standard deviations are sample standard deviations."
    ),
    TableBlock(
        "Table 7: SheetBench-R EX (%) of the 7B methods for each training seed.",
        (
            ("Method", "Seed 1", "Seed 2", "Seed 3", "Mean", "Std"),
            ("SFT", "51.4", "51.9", "51.8", "51.7", "0.26"),
            ("RFT", "54.8", "55.3", "54.9", "55.0", "0.26"),
            ("DPO", "54.0", "54.5", "54.1", "54.2", "0.26"),
            ("PPO, binary", "56.8", "57.9", "57.2", "57.3", "0.56"),
            ("GRPO, binary", "58.5", "59.4", "58.8", "58.9", "0.46"),
            ("CellCredit", "64.1", "65.0", "64.7", "64.6", "0.46"),
        ),
    ),
    Heading("Appendix C Per-Category Results"),
    Para(
        "Every SheetBench-R request carries one primary category assigned by its annotator; multi-sheet and array "
        "requests are cross-cutting subsets rather than categories. Table 8 gives EX by category for the 7B policies. "
        "Ranking and sorting requests gain the most from CellCredit, 10.0 points over binary GRPO, because most of them "
        "produce spills; arithmetic and aggregation requests, already the easiest category, gain the least."
    ),
    TableBlock(
        "Table 8: EX (%) by primary category on SheetBench-R, 7B policies (means over three seeds).",
        (
            ("Category", "Requests", "SFT", "GRPO, binary", "CellCredit"),
            ("Lookup and retrieval", "382", "59.6", "67.0", "72.0"),
            ("Conditional aggregation", "415", "52.9", "61.4", "68.9"),
            ("Arithmetic and aggregation", "296", "68.6", "74.3", "77.7"),
            ("Text manipulation", "241", "45.2", "51.9", "56.0"),
            ("Date and time", "228", "39.9", "46.1", "50.4"),
            ("Logical and nested conditions", "300", "49.3", "56.7", "62.3"),
            ("Ranking and sorting", "254", "40.6", "48.8", "58.8"),
            ("Financial and statistical", "234", "48.7", "55.1", "60.3"),
            ("All", "2,350", "51.7", "58.9", "64.6"),
        ),
    ),
    Para(
        "Within the cross-cutting subsets, CellCredit solves 56.4% of the 438 requests that reference exactly two sheets "
        "and 42.5% of the 174 that reference three or more, against 47.0% and 33.3% for binary GRPO. Among array requests, "
        "it solves 51.2% of the 301 that use spilling functions such as FILTER, SORT and UNIQUE and 47.6% of the 187 that "
        "use legacy array constructs such as SUMPRODUCT over conditions, against 37.5% and 42.0% for binary GRPO. The "
        "binary reward thus does better on legacy constructs, which return a single cell, than on spills, and partial "
        "credit reverses that order."
    ),
    Para(
        "By source, CellCredit solves 67.9% of the open-data requests, 58.3% of the donated-workbook requests and 67.6% "
        "of the teaching requests, against 62.4%, 52.1% and 63.1% for binary GRPO."
    ),
]

PAGE_17: list[Block] = [
    Heading("Appendix D Choosing the Partial-Credit Weight"),
    Para(
        "We trained the 7B policy with five values of γ and chose the one with the best validation EX. Table 9 also "
        "reports test results, which were not used for the choice. A reward made only of partial credit (γ = 1) keeps CPC "
        "high but lowers EX below binary GRPO: the policy settles for formulas that are right on most cells of most "
        "copies, and stops pursuing the last row of a spill or the last criterion of a lookup."
    ),
    TableBlock(
        "Table 9: Effect of the partial-credit weight γ for the 7B policy (single seed for γ other than 0.5).",
        (
            ("γ", "Validation EX", "SheetBench-R EX", "SheetBench-R CPC"),
            ("0.0", "60.1", "59.4", "70.9"),
            ("0.25", "63.0", "62.3", "75.2"),
            ("0.5", "65.3", "64.6", "78.1"),
            ("0.75", "63.9", "63.0", "78.6"),
            ("1.0", "58.2", "57.7", "77.0"),
        ),
    ),
    Heading("Appendix E Prompt Template"),
    Para(
        "The system prompt used for all Corvid-Coder runs, for training and evaluation alike, reads: 'You are a "
        "spreadsheet expert. You are given a workbook, a request and the cell where the formula will be entered. First "
        "write a short plan inside <plan></plan> naming the sheets, columns and functions you will use. Then write a "
        "single formula starting with = inside <formula></formula>. Do not type computed values into the formula; refer "
        "to the cells that hold the data. Use dynamic array functions when the request asks for a list.' The user turn "
        "contains the serialised workbook (Section 3.2), followed by 'Anchor cell: <sheet>!<cell>' and 'Request: "
        "<request>'. The zero-shot and few-shot baselines and the two reference systems use the same template; the 3-shot "
        "prompt inserts three solved examples, each with its own serialised workbook truncated to 1,500 tokens, before the "
        "workbook of the request."
    ),
    Heading("Appendix F Annotation Guidelines"),
    Para(
        "Annotators received a 14-page guideline and completed a qualification round of 30 requests, which 41 of 58 "
        "candidates passed. They were told to write requests a colleague might send by message, to avoid naming cells "
        "unless a colleague would, to avoid LAMBDA, macros and pivot tables, and to prefer the simplest formula that a "
        "careful professional would accept. For each workbook they wrote between three and twelve requests, spread over at "
        "least three categories. Requests whose reference formula returned an error value, or whose output depended on a "
        "volatile function other than TODAY, were discarded. Inter-annotator agreement on the primary category, measured "
        "on a doubly annotated sample of 500 requests, was 0.81 (Cohen's kappa)."
    ),
]

PAPER = GeneratedPaper(
    file="sheet_rl.pdf",
    title=(
        "CellCredit: Reinforcement Learning with Partial-Credit Execution Rewards for Spreadsheet Formula Generation "
        "over Real Workbooks"
    ),
    short_title="CellCredit: Execution-Rewarded RL for Spreadsheet Formulas",
    authors=(
        "Ilse Vandermeer (1), Kofi Asante-Boateng (1), Rosalind Achterberg (2), Daichi Morimoto (2), "
        "Nasrin Tavakoli (1), Emeric Laforgue (3)"
    ),
    affiliations=("(1) Harrowgate Institute for Computing   (2) Kestrel Bay University   (3) Tallmark Analytics Research"),
    stamp="arXiv:2603.11827v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "Spreadsheet formulas are the programs most widely written by people who do not consider themselves programmers, "
        "yet language models still struggle to write them for real workbooks, where a request may span several sheets and "
        "the answer may spill over a range of cells. We present CellCredit, a reinforcement learning recipe that teaches "
        "a policy to write formulas from natural-language requests using rewards computed by executing every sampled "
        "formula in a headless spreadsheet engine. The reward gives partial credit for the share of output cells that "
        "match the reference, penalises spills of the wrong shape, and re-executes each formula on two counterfactual "
        "copies of the workbook whose input values have been resampled, so that formulas which merely type in the "
        "expected answer earn nothing. Trained with GRPO on WorkbookPrompts, 31,460 requests over 5,212 real workbooks, "
        "CellCredit raises a 7B code model from 51.7% to 64.6% execution accuracy on our held-out SheetBench-R benchmark, "
        "5.7 points above GRPO with a binary reward, with the largest gains on multi-sheet references (+9.3 points) and "
        "array formulas (+10.6 points). Counterfactual re-execution cuts the share of hard-coded formulas from 9.4% to "
        "0.6%. At 14B parameters the policy reaches 69.2%, above the strongest proprietary system we evaluated."
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
