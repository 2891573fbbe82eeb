"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 43): RL-trained distilled LLM that proposes LLVM pass sequences for C code size, validated by tests; every sentence, model, dataset and number is invented."""

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
        "A production compiler ships a fixed pass pipeline per optimization level. For code size, that pipeline (-Oz in "
        "LLVM-style toolchains) is a compromise tuned over many years on many programs, and it is rarely the best order "
        "for any single function. The problem of choosing which transformation passes to run, and in what order, is the "
        "pass-ordering (PO) problem; it is old, it is combinatorial, and it matters most where bytes cost money: "
        "microcontroller firmware, boot code and over-the-air update payloads [1, 27]."
    ),
    Para(
        "Two families of solutions exist. Search-based autotuners (SBA) compile each function hundreds or thousands of "
        "times and keep the smallest result [4, 11, 19]. They work, but the cost scales with the number of functions and is "
        "paid again at every build. Learned policies amortise that cost: a model reads the program once and predicts a "
        "sequence [7, 15, 22]. Recent work shows that language models can emit plausible pipelines from the textual "
        "intermediate representation (IR) [2, 16], but models trained only by imitation inherit the ceiling of whatever "
        "produced their labels, and none of the published learned approaches checks that the optimized code still "
        "behaves like the original.¹"
    ),
    Para(
        "The second omission is not cosmetic. Every individual pass is meant to preserve semantics, yet unusual orders "
        "expose latent undefined behaviour (UB) in the source and, occasionally, real defects in pass interactions that the "
        "default pipeline never exercises. A policy rewarded for size alone will find those orders, because they are "
        "often the smallest."
    ),
    Para(
        "¹ Several learned PO papers verify only that the output IR passes the IR verifier. The verifier checks "
        "well-formedness, not behaviour."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "This paper presents PhaseWright (PW), a 1.1B-parameter language model that reads the IR of one C function and "
        "emits a pass sequence. PW is built in two stages. First, a 33B teacher is fine-tuned on autotuner outputs and "
        "sampled at scale; its best validated sequences are distilled into the small student (knowledge distillation, KD). "
        "Second, the student is trained with group-relative policy optimization (GRPO) [20, 21] against a test-validated "
        "reward (TVR): the relative reduction in IR instruction count (IC) over -Oz, granted only if the optimized function "
        "compiles and passes its differential tests. Our contributions are:"
    ),
    Bullets(
        (
            "C1. A two-stage recipe (KD, then GRPO with the TVR) that yields a PO policy small enough to run inside a build "
            "system, with no KL penalty and no critic (Sec. 3).",
            "C2. CFunc-412K, a corpus of 412,306 standalone C functions with generated test harnesses, and seven held-out "
            "evaluation suites totalling 1,829 functions, split by source repository (Sec. 4).",
            "C3. An evaluation against -Oz, -Os, random search and a genetic SBA, per suite, in IC and in .text bytes, "
            "with latency and throughput (Secs. 5 and 6). PW reduces IC by 4.8% over -Oz in geometric mean (GM) with one "
            "compilation; keeping the best of eight validated samples (PW@8) raises this to 6.3%.",
            "C4. An ablation of reward shaping and a failure analysis that counts miscompilations (MC) escaping the "
            "training-time tests for every method, with root causes (Secs. 7 and 8).",
        )
    ),
    Heading("2 Background and Problem Statement"),
    Para(
        "Let x be a function in IR after front-end lowering at -O0 (with the optnone attribute removed), and let P be a "
        "vocabulary of transformation passes. A sequence s = (p_1, ..., p_T) with p_t in P and T ≤ T_max defines the "
        "optimized function s(x) = p_T( ... p_1(x)). The PO objective for size is to find s* = argmin_s IC(s(x)) subject to "
        "s(x) being observationally equivalent to x. Equivalence is undecidable in general, so in practice it is replaced "
        "by a test oracle: a harness H(x) of input vectors on which the outputs of s(x) must match those of x compiled at "
        "-O0. We write pass(s, x) = 1 when every vector matches and the run finishes within the timeout."
    ),
    Para(
        "Our vocabulary P has 124 passes (we call it PV-124), covering scalar, loop, inter-procedural-within-module and "
        "clean-up transformations; analysis-only passes are excluded because they are inserted on demand.¹ Passes may repeat. "
        "We fix T_max = 48, a bound that the -Oz pipeline itself, flattened to our vocabulary, stays under.² IC counts IR "
        "instructions in the function after the sequence, excluding debug intrinsics."
    ),
    Para(
        "Why size. We target code size rather than run time for two reasons. Size is deterministic and cheap to measure, so "
        "the reward carries no timing noise and needs no dedicated benchmarking machines; and for the devices we care "
        "about, size is a hard constraint while speed is usually a soft one. The same recipe should apply to run time, "
        "with a noisier reward; we have not tried it."
    ),
    Para(
        "Design goals. G1: a policy small enough to run on the build host next to the compiler, with a single compilation "
        "per function in the common case. G2: no function may get larger than under -Oz after deployment. G3: the rate of "
        "miscompilations reaching the user must be measured, not assumed to be zero. G2 is met by construction through "
        "fallback (Sec. 3.6); G1 and G3 are the subject of Secs. 6 and 8."
    ),
    Para(
        "¹ Twelve passes with target-specific behaviour were removed from an initial list of 136 after they crashed on "
        "more than 1% of a random sample."
    ),
    Para("² Flattening -Oz yields 41 pass invocations in our build, many of them repeated clean-up passes."),
]

PAGE_3: list[Block] = [
    Heading("3 Method"),
    Heading("3.1 Input and output format"),
    Para(
        "The model sees a prompt with three parts: a fixed instruction, a feature header and the IR text. The header lists "
        "eight integers computed by a cheap static pass: IC at -O0, IC at -Oz, basic blocks, loops, maximum loop depth, call "
        "sites, switch cases and memory operations. Including the -Oz count lets the model condition on how much the default "
        "pipeline already achieves. IR text is normalised (value names renamed in order of definition, metadata stripped) "
        "and truncated to 6,144 tokens; 4.1% of evaluation functions exceed this bound and are truncated from the end. The "
        "output is a comma-separated list of pass names terminated by an end token; outputs that name an unknown pass or "
        "exceed T_max are treated as compile failures (CF)."
    ),
    Para(
        "We work per function rather than per module because the harness is per function and because a module-level "
        "sequence would have to compromise between functions with different needs. Inter-procedural passes in PV-124 "
        "therefore see only the target function and the declarations it references; inlining can pull in a callee only "
        "when its body is in the same extracted unit, which holds for 37% of call sites in the evaluation suites.¹"
    ),
    Heading("3.2 Teacher and knowledge distillation"),
    Para(
        "The teacher is Corvid-Code-33B, a code model we fine-tune with LoRA [26] (rank r = 64, scaling α = 128) on 40,000 "
        "seed pairs (x, s_GA), where s_GA is the best sequence found by the genetic SBA of Sec. 4.3 on a random subset of "
        "the training corpus. The fine-tuned teacher (Teacher-SFT) is then sampled K = 32 times per function at temperature "
        "τ = 0.9 on 185,000 further training functions. Each sample is compiled and tested, and we keep the two smallest "
        "sequences s with pass(s, x) = 1 and IC(s(x)) < IC_Oz(x). Functions with no such sample are dropped (22.7% of them), "
        "leaving 143,000 functions and a KD corpus of 286,000 pairs."
    ),
    Para(
        "The student is initialised from Corvid-Code-1.1B, the smallest model of the same family, which shares the "
        "teacher's tokenizer. We train it with the standard sequence-level objective,"
    ),
    Para("L_KD(θ) = − E_(x,s)~D_KD [ Σ_t log π_θ(s_t | x, s_<t) ],   (1)"),
    Para(
        "that is, plain cross-entropy on the teacher's filtered outputs. We tried adding a token-level KL term towards the "
        "teacher's distribution and saw no gain on the validation split, at four times the cost of storing logits, so we "
        "dropped it. We call the resulting model KD-1.1B. We also distilled a 2.7B student in the same way; its results "
        "before RL appear in Table 9, but we did not have the budget to run RL on it."
    ),
    Heading("3.3 Test-validated reward"),
    Para(
        "For a sampled sequence s on function x, let ρ(s, x) = (IC_Oz(x) − IC(s(x))) / IC_Oz(x), the relative reduction over "
        "-Oz (positive is better). The TVR is"
    ),
    Para(
        "r(s, x) = −1 if s fails to parse, crashes the compiler or fails IR verification (CF); "
        "r(s, x) = −2 if s compiles but pass(s, x) = 0 (test failure, TF); "
        "r(s, x) = clip(ρ(s, x), −1, 1) − η · |s| / T_max otherwise.   (2)"
    ),
    Para(
        "The length term with η = 0.02 discourages padding sequences with no-op clean-up passes, which otherwise appear "
        "late in training (Sec. 7). The TF penalty is twice the CF penalty because a test failure is the event we most want "
        "to avoid: a CF is visible at build time, a TF that escapes the harness is not. Clipping matters only for a handful "
        "of functions where a bad order inflates IC by more than a factor of two."
    ),
    Para(
        "¹ Static helper functions defined in the same file are extracted together with the function that calls them; "
        "external callees remain declarations."
    ),
]

PAGE_4: list[Block] = [
    Heading("3.4 Policy optimization"),
    Para(
        "We optimise the KD-1.1B student with GRPO. For each prompt x, G sequences s^(1..G) are sampled from the old policy "
        "π_old, and each receives the group-normalised advantage A_i = (r_i − mean_j r_j) / (std_j r_j + ε_A), shared by all "
        "tokens of s^(i). The objective is the clipped surrogate"
    ),
    Para("J(θ) = E [ (1/G) Σ_i (1/|s^(i)|) Σ_t min( w_i,t · A_i , clip(w_i,t, 1 − ε, 1 + ε) · A_i ) ],   (3)"),
    Para(
        "with importance ratio w_i,t = π_θ(s_i,t | x, s_i,<t) / π_old(s_i,t | x, s_i,<t), G = 8 and ε = 0.2. We use no KL "
        "penalty towards the KD model (β = 0) and no entropy bonus. Removing the KL term was a deliberate choice: with β = "
        "0.01 the policy stayed close to the teacher's style of sequence and the final GM gain was 0.7 points lower (Table 9). "
        "Groups in which all G rewards are equal carry no signal and are skipped; early in training these are mostly "
        "functions on which every sample ties with -Oz."
    ),
    Para(
        "Prompt selection. The RL pool is the subset of CFunc-412K whose harness is deterministic (every vector produces "
        "the same output in three -O0 runs) and on which KD-1.1B does not already reach the best size found by the SBA. "
        "This leaves 151,200 functions, none of them used in the KD corpus.¹"
    ),
    Para(
        "Why no critic. The episode is a single action sequence with one terminal reward, so a learned value function "
        "adds little beyond a per-prompt baseline, and the group mean is exactly that baseline. Dropping the critic also "
        "halves the memory per GPU and lets the rollout batch grow; we compare with a PPO baseline that keeps one in Sec. 5."
    ),
    Heading("3.5 Reward infrastructure"),
    Para(
        "Rewards are computed by a pool of compile-and-test workers separate from the GPUs. A worker receives (x, s), runs "
        "the pass sequence with the compiler's optimizer driver, verifies the IR, counts instructions, lowers the function "
        "with a test stub to a native object, links it against the harness and runs the vectors in a sandbox [28] with no "
        "network and a 2 s wall-clock limit. A rollout batch of 1,024 sequences is scored in a median of 6 s on 512 CPU "
        "cores. Because identical (x, s) pairs recur, especially among the G samples of one group, a content-addressed "
        "cache keyed on the hash of x and s is consulted first; its hit rate rises from 9% in the first hundred steps to "
        "31% at the end of training."
    ),
    Para(
        "Harnesses. Each function's harness is produced offline by a coverage-guided input generator [12] that calls the "
        "function through a generated stub, records outputs (return value, memory written through pointer arguments and "
        "global state) at -O0, and keeps the vectors that add branch coverage. The median harness has 23 vectors and "
        "reaches 88% of the function's branches at -O0.² For evaluation only, we additionally build an extended harness "
        "of 512 vectors per function and run a bounded translation validator, TVal [8], on every function with at most 400 IR "
        "instructions (Sec. 8)."
    ),
    Heading("3.6 Inference"),
    Para(
        "At deployment PW decodes greedily, compiles the result and runs the harness. If the sequence fails to compile, "
        "fails a test, or yields an IC no smaller than -Oz, the build falls back to -Oz, so a deployed PW is never worse "
        "than the default in IC on the functions it is given. PW@k samples k sequences at τ = 1.0, validates all of them "
        "and keeps the smallest that passes, falling back in the same way."
    ),
    Para(
        "¹ We also tried sampling prompts in proportion to the remaining gap to the SBA; it sped up early learning but the "
        "final policy was no better."
    ),
    Para(
        "² Branch coverage is measured with compiler instrumentation at -O0; 6.2% of functions have a coverage below 50%, "
        "mostly error-handling paths behind allocation failures."
    ),
]

PAGE_5: list[Block] = [
    Heading("4 Experimental Setup"),
    Heading("4.1 Data"),
    Para(
        "CFunc-412K was mined from 9,800 permissively licensed C repositories. We extracted every function that can be "
        "compiled standalone after pulling in the declarations it depends on, removed exact and near duplicates (MinHash "
        "over normalised IR tokens, Jaccard threshold 0.85 [24]), and discarded functions with fewer than 10 or more than 3,000 "
        "IR instructions at -O0. Functions for which the harness generator could not reach a single deterministic vector "
        "were also discarded. The corpus is split by repository: 2,000 functions from 61 repositories form the validation "
        "split; the seven evaluation suites (Table 1) come from 214 further repositories that contribute nothing to "
        "training. The split was fixed before any model was trained."
    ),
    TableBlock(
        "Table 1: Evaluation suites. IC is the mean IR instruction count after -Oz; vectors is the median harness size. "
        "All suites are disjoint from CFunc-412K at the repository level.",
        (
            ("Suite", "Abbr.", "Domain", "Functions", "Repos", "Mean IC (-Oz)", "Vectors"),
            ("EmbedCtl", "EMB", "embedded control loops", "318", "37", "142", "19"),
            ("PktParse", "NET", "packet and protocol parsers", "244", "28", "211", "31"),
            ("CryptoMin", "CRY", "crypto primitives", "152", "17", "388", "12"),
            ("FiltBank", "DSP", "fixed-point signal processing", "276", "26", "173", "24"),
            ("TextUtil", "STR", "string and text utilities", "410", "49", "96", "27"),
            ("NumKern", "SCI", "numerical kernels", "198", "22", "257", "16"),
            ("StateMach", "FSM", "state machines, interpreters", "231", "35", "164", "29"),
            ("Total", "", "", "1,829", "214", "", ""),
        ),
    ),
    Heading("4.2 Models"),
    Para(
        "All models belong to the Corvid-Code family of decoder-only code models: the 33B teacher, the 1.1B student "
        "backbone and a 2.7B backbone used only in the distillation study. KD-1.1B is the distilled student; PW is KD-1.1B "
        "after GRPO. As a learned baseline with a critic we train PPO-1.1B from the same KD checkpoint with the same TVR, a "
        "value head of two layers, generalised advantage estimation with λ = 0.95 and γ = 1, and a KL coefficient of 0.02 "
        "towards the KD model, the smallest value at which PPO did not diverge in our pilot runs."
    ),
    Heading("4.3 Baselines"),
    Para(
        "-Oz and -Os are the compiler's default pipelines for minimum and small size. RS-1k samples 1,000 sequences of "
        "uniform length in [8, 48] uniformly from PV-124 and keeps the smallest validated result. GA-5k is our "
        "reimplementation of a genetic SBA with a population of 50, tournament selection, one-point crossover and per-gene "
        "mutation probability 0.05, run for 100 generations (5,000 evaluations) and seeded with the flattened -Oz sequence. "
        "Teacher-SFT is the LoRA-tuned 33B teacher decoded greedily. All search and learned baselines use the same harness "
        "for validation and the same fallback to -Oz as PW."
    ),
    Para(
        "We do not compare with published learned PO systems directly: they target other compilers or other pass "
        "vocabularies, and several report only IR verification as a correctness check, so their sequences cannot be "
        "rescored under our harness without retraining.¹ Teacher-SFT and PPO-1.1B stand in for the imitation-only and "
        "critic-based families, trained on our data."
    ),
    Para("¹ The licence of one such system also forbids use of its released weights for benchmarking."),
]

PAGE_6: list[Block] = [
    Heading("4.4 Metrics"),
    Para(
        "Our primary metric is the GM over functions of the ratio IC(method) / IC(-Oz), reported as a percentage "
        "reduction, 100 · (1 − GM). We report it per suite and over all 1,829 functions (pooled, so larger suites weigh "
        "more). Secondary metrics are the same ratio for the .text section of the object file, win/tie/loss counts, "
        "latency, throughput, and the failure counts of Sec. 8. Results are after fallback unless marked raw.¹"
    ),
    Heading("4.5 Training details"),
    Para(
        "KD trains for 3 epochs over the 286,000 pairs with AdamW, a peak learning rate of 2e-5 with cosine decay after 200 "
        "warm-up steps, weight decay 0.1 and a global batch of 256 sequences; it takes 14 GPU-hours. GRPO runs for 2,400 "
        "steps with a constant learning rate of 1e-6 after a 50-step warm-up. Each step draws 128 prompts and samples 8 "
        "rollouts per prompt at temperature 1.0, giving 1,024 sequences per step, and performs a single gradient update on "
        "them (no minibatch reuse). Rollouts are capped at 384 output tokens. The main PW run took 41 hours on 16 H100 "
        "GPUs (656 GPU-hours) with the 512-core worker pool; the full configuration is in Appendix A. We checkpoint every "
        "200 steps and select the checkpoint with the best validation GM, which was step 2,200 for the main run."
    ),
    Heading("5 Results"),
    Heading("5.1 Instruction count"),
    Para(
        "Table 2 is the main result. Every learned method improves on -Oz in every suite once fallback is applied, and -Os "
        "is larger than -Oz everywhere, as expected. RL adds more than distillation: KD-1.1B recovers 2.2%, PW 4.8%. "
        "GRPO without a critic beats PPO with one by 1.2 points at lower cost. GA-5k remains ahead of greedy PW, but PW@8 "
        "overtakes it in all seven suites."
    ),
    TableBlock(
        "Table 2: IC reduction over -Oz (%, higher is better), GM per suite and pooled over all 1,829 functions. "
        "Evaluations = compilations per function. PW is greedy; PW@8 keeps the best of eight validated samples.",
        (
            ("Method", "Evals", "EMB", "NET", "CRY", "DSP", "STR", "SCI", "FSM", "All"),
            ("-Os", "1", "-3.1", "-2.4", "-1.2", "-3.8", "-2.6", "-1.9", "-3.3", "-2.7"),
            ("RS-1k", "1,000", "3.6", "4.4", "2.1", "4.9", "3.2", "3.8", "5.1", "3.9"),
            ("GA-5k", "5,000", "5.4", "6.3", "3.2", "7.1", "4.6", "5.9", "7.8", "5.8"),
            ("Teacher-SFT (33B)", "1", "2.9", "3.4", "1.6", "3.9", "2.5", "3.2", "4.0", "3.1"),
            ("KD-1.1B", "1", "2.0", "2.6", "1.1", "2.9", "1.7", "2.4", "2.8", "2.2"),
            ("PPO-1.1B", "1", "3.3", "4.1", "1.9", "4.4", "2.9", "3.6", "4.6", "3.6"),
            ("PW (ours)", "1", "4.4", "5.3", "2.6", "6.0", "3.7", "4.8", "6.4", "4.8"),
            ("PW@8 (ours)", "8", "5.9", "7.0", "3.5", "7.9", "5.0", "6.4", "8.3", "6.3"),
        ),
    ),
    Para(
        "The distilled student is weaker than its teacher (2.2% against 3.1%), which is expected, but RL lifts it well past "
        "the teacher: the 1.1B policy after GRPO beats the 33B model it was distilled from by 1.7 points at roughly "
        "one-sixth of the latency (Table 5). CRY gains least for every method. Its functions are long, straight-line "
        "and already dense after -Oz; most of the remaining slack would need instruction selection changes that no IR "
        "pass order can buy. FSM and DSP gain most, largely from switch lowering and from running loop clean-up before "
        "rather than after inlining (Sec. 9)."
    ),
    Para("¹ The unweighted mean of the seven per-suite GMs differs from the pooled GM by at most 0.1 points for every method."),
]

PAGE_7: list[Block] = [
    Heading("5.2 Object size"),
    Para(
        "IC is a proxy. Table 3 repeats the comparison in .text bytes after lowering for a 32-bit embedded target with the "
        "default code model.¹ All gains shrink, by about a quarter for the learned methods, because part of the IR "
        "reduction is absorbed by instruction selection; the ranking of methods is unchanged. Training on bytes directly "
        "is studied in Sec. 7."
    ),
    TableBlock(
        "Table 3: .text size reduction over -Oz (%, higher is better) after lowering to a 32-bit embedded target. Same "
        "sequences as Table 2.",
        (
            ("Method", "EMB", "NET", "CRY", "DSP", "STR", "SCI", "FSM", "All"),
            ("-Os", "-2.2", "-1.8", "-0.9", "-2.7", "-1.9", "-1.3", "-2.5", "-2.0"),
            ("RS-1k", "2.5", "3.1", "1.4", "3.6", "2.2", "2.7", "3.8", "2.8"),
            ("GA-5k", "4.1", "4.8", "2.3", "5.6", "3.3", "4.4", "6.1", "4.4"),
            ("Teacher-SFT (33B)", "2.0", "2.4", "1.0", "2.8", "1.7", "2.2", "2.9", "2.2"),
            ("KD-1.1B", "1.3", "1.8", "0.7", "2.0", "1.1", "1.6", "2.0", "1.5"),
            ("PPO-1.1B", "2.3", "2.9", "1.3", "3.2", "2.0", "2.5", "3.3", "2.5"),
            ("PW (ours)", "3.1", "3.9", "1.8", "4.5", "2.6", "3.4", "4.9", "3.5"),
            ("PW@8 (ours)", "4.5", "5.3", "2.5", "6.2", "3.6", "4.7", "6.6", "4.8"),
        ),
    ),
    Heading("5.3 Wins, ties and losses"),
    Para(
        "GM hides how often a method helps. Table 4 counts, per suite, the functions on which raw greedy PW (before "
        "fallback) produces a smaller, equal or larger-or-failing result than -Oz, and compares PW with GA-5k. PW beats "
        "-Oz on 1,376 of 1,829 functions (75.2%). Against GA-5k it mostly ties or loses; where it wins, the GA's run "
        "typically converged early to a local optimum around its -Oz seed."
    ),
    TableBlock(
        "Table 4: Raw greedy PW against -Oz and against GA-5k, function counts W/T/L. L against -Oz includes compile "
        "failures and test failures (which fallback would revert).",
        (
            ("Suite", "n", "vs -Oz W", "T", "L", "vs GA-5k W", "T", "L"),
            ("EMB", "318", "241", "51", "26", "61", "118", "139"),
            ("NET", "244", "193", "33", "18", "44", "86", "114"),
            ("CRY", "152", "92", "44", "16", "31", "72", "49"),
            ("DSP", "276", "222", "33", "21", "49", "97", "130"),
            ("STR", "410", "288", "90", "32", "88", "190", "132"),
            ("SCI", "198", "151", "29", "18", "37", "71", "90"),
            ("FSM", "231", "189", "25", "17", "40", "83", "108"),
            ("Total", "1,829", "1,376", "305", "148", "350", "717", "762"),
        ),
    ),
    Para(
        "Ties with -Oz concentrate in STR and CRY. In STR the functions are short (mean IC 96) and -Oz already reaches "
        "what appears to be the floor: GA-5k also ties -Oz on 61% of STR functions."
    ),
    Para("¹ A 64-bit server target gives the same ranking; those numbers are not reported here."),
]

PAGE_8: list[Block] = [
    Heading("5.4 Comparison with search"),
    Para(
        "Figure 1 compares methods at equal compilation budgets. Random search and the GA improve steadily with more "
        "evaluations; a single greedy PW compilation already exceeds what the GA reaches after 400, and PW keeps improving "
        "when it samples more. At a budget of 400 evaluations, PW best-of-k is 3.4 points ahead of the GA. The GA overtakes "
        "greedy PW only after roughly 2,000 evaluations, and even GA-5k (5.8%) stays below PW@8 and PW best-of-100."
    ),
    FigureBlock(
        "Figure 1: Pooled GM IC reduction over -Oz (y-axis spans 0 to 10%) against compilations per function (x-axis). "
        "Black: PW best-of-k (the first point is greedy decoding, one compilation: 4.8%; best-of-100 reaches 7.1% and "
        "best-of-400 7.7%). Grey: GA-5k truncated at the given budget (upper) and RS (lower), reaching 4.3% and 3.1% at "
        "400 evaluations.",
        "compilations per function",
        "GM reduction (0-10%)",
        (
            (0.48, 0.71, 0.74, 0.76, 0.77),
            (0.0, 0.24, 0.33, 0.39, 0.43),
            (0.0, 0.21, 0.26, 0.29, 0.31),
        ),
    ),
    Heading("6 Latency and Throughput"),
    Para(
        "A PO policy is only useful inside a build if it is fast. We serve PW with a batched inference server on one H100 "
        "GPU and use a 64-core host for compilation and tests; latency is measured per function from IR in to validated "
        "object out, with the server otherwise idle, and throughput at a batch of 64 concurrent functions. Table 5 reports "
        "both. Greedy PW spends a median of 0.12 s decoding and 0.19 s compiling and testing. The search baselines are "
        "dominated by compilation and cannot be batched on a GPU.¹"
    ),
    TableBlock(
        "Table 5: Cost per function on the 1,829 evaluation functions. Latency is wall-clock for one function with the "
        "hardware otherwise idle; throughput is with 64 functions in flight.",
        (
            ("Method", "Evals", "Median (s)", "p95 (s)", "Throughput (fn/s)", "Hardware"),
            ("-Oz", "1", "0.04", "0.11", "410", "64 cores"),
            ("RS-1k", "1,000", "3.1", "8.7", "0.42", "64 cores"),
            ("GA-5k", "5,000", "21", "58", "0.085", "64 cores"),
            ("Teacher-SFT (33B)", "1", "1.92", "3.8", "9.6", "1 H100 + 64 cores"),
            ("PW", "1", "0.31", "0.64", "143", "1 H100 + 64 cores"),
            ("PW@8", "8", "0.58", "1.21", "41", "1 H100 + 64 cores"),
        ),
    ),
    Para(
        "For a 10,000-function firmware image, greedy PW adds about 70 s to a cold build on this hardware, against roughly "
        "33 hours for GA-5k on the same host. Cached sequences make incremental builds cheaper still, since a function "
        "whose normalised IR is unchanged keeps its sequence."
    ),
    Para(
        "¹ The server uses continuous batching and a paged key-value cache; prompts average 2,310 tokens and outputs 118 tokens."
    ),
]

PAGE_9: list[Block] = [
    Heading("7 Ablation: Reward Shaping"),
    Para(
        "Table 6 varies one component of Eq. (2) at a time, holding everything else fixed, with the KD-1.1B initialisation "
        "and the same 2,400 steps. We report the validation GM (used for checkpoint selection), the pooled evaluation GM "
        "after fallback, escaped MC on the evaluation suites (Sec. 8), the share of training rollouts that compile but fail "
        "a test over the last 200 steps, and the mean output length. Each ablation is a single seed; the main row is the "
        "mean of three (Appendix D)."
    ),
    TableBlock(
        "Table 6: Reward-shaping ablation. TF (%) is measured on training rollouts over steps 2,200-2,400. Escaped MC is "
        "counted over the 1,829 evaluation functions with greedy decoding.",
        (
            ("Variant", "Val GM", "Eval GM", "Escaped MC", "TF (%)", "Mean |s|"),
            ("TVR, Eq. (2) (PW)", "5.1", "4.8", "4", "1.2", "21.4"),
            ("TF penalty = CF penalty (−1)", "5.3", "4.9", "19", "5.6", "23.9"),
            ("TF penalty −4", "4.8", "4.5", "3", "0.8", "19.8"),
            ("No tests in reward (size only)", "5.6", "3.2", "41", "9.7", "25.1"),
            ("Binary reward (beats -Oz and passes)", "3.9", "3.6", "5", "1.4", "17.2"),
            ("Log-ratio ρ, no clipping", "5.0", "4.7", "6", "1.3", "22.0"),
            ("No length term (η = 0)", "5.2", "4.8", "5", "1.3", "34.7"),
            (".text bytes instead of IC", "4.7", "4.4", "4", "1.1", "20.6"),
        ),
    ),
    Para(
        "Three observations. First, the TF penalty is the main safety lever: setting it equal to the CF penalty buys 0.1 "
        "points of GM at the price of almost five times as many escaped MCs, and removing tests from the reward raises the "
        "validation GM while the evaluation GM, after fallback reverts the failing functions, collapses to 3.2%. Second, "
        "shaping the size term matters less than we expected; the log-ratio and the clipped linear form are within noise. "
        "Third, η changes nothing measurable in size but keeps sequences short, which shortens compile time by 18%. "
        "Training on .text bytes needs code generation and linking in every reward call and ran 2.3 times slower per "
        "step; it did not improve byte size over training on IC (3.5% in both cases)."
    ),
    FigureBlock(
        "Figure 2: Share of training rollouts that compile but fail a test (y-axis spans 0 to 10%) over the first 400 of "
        "2,400 RL steps. Black: TVR. Grey: TF penalty equal to the CF penalty (rising) and binary reward (flat).",
        "RL step",
        "TF rollouts (0-10%)",
        (
            (0.21, 0.17, 0.14, 0.13, 0.12),
            (0.21, 0.29, 0.38, 0.44, 0.51),
            (0.21, 0.24, 0.22, 0.25, 0.26),
        ),
    ),
    Para(
        "The divergence in Figure 2 begins within 100 steps: with a weak TF penalty, the policy quickly finds that orders "
        "exposing UB are both small and cheap to reach."
    ),
]

PAGE_10: list[Block] = [
    Heading("8 Failure Analysis"),
    Para(
        "We distinguish three failure events. A CF is a sequence that does not parse, crashes the optimizer or fails IR "
        "verification. A TF is a compiled sequence that fails the training-time harness; fallback catches it. An escaped "
        "MC passes the training-time harness but fails the 512-vector extended harness or is refuted by TVal. Only escaped "
        "MCs would reach a user. Table 7 counts them per method over the 1,829 evaluation functions."
    ),
    TableBlock(
        "Table 7: Failures per method. CF and TF are percentages of all candidate sequences evaluated; escaped MC and "
        "fallback count final outputs (one per function).",
        (
            ("Method", "Candidates", "CF (%)", "TF (%)", "Escaped MC", "Fallback to -Oz"),
            ("RS-1k", "1,829,000", "0.9", "1.7", "11", "296"),
            ("GA-5k", "9,145,000", "0.6", "1.2", "17", "201"),
            ("Teacher-SFT (33B)", "1,829", "1.1", "2.1", "6", "271"),
            ("KD-1.1B", "1,829", "1.9", "2.8", "5", "386"),
            ("PPO-1.1B", "1,829", "0.7", "1.6", "8", "208"),
            ("PW", "1,829", "0.4", "1.3", "4", "148"),
            ("PW@8", "14,632", "0.5", "1.1", "7", "93"),
        ),
    ),
    Para(
        "Greedy PW produces 7 CFs and 23 TFs, and 118 further outputs that are valid but not smaller than -Oz, which "
        "together give its 148 fallbacks. Per candidate, the search methods fail about as often as the learned ones, but "
        "they evaluate so many candidates that they are far more likely to select one that slips through the harness: the GA, which optimises hardest against it, has the most escaped MCs. PW@8 "
        "sits between greedy PW and the searches, consistent with selection pressure over more candidates."
    ),
    Para(
        "We inspected all 58 escaped MCs by hand (Table 8). Over half are UB in the source that an unusual order turns "
        "into a visible difference [23], mostly signed overflow in loop counters and type-punned stores that violate strict "
        "aliasing. Nine are genuine compiler defects in pass interactions, reducing to three distinct root causes [17]; each "
        "needs a clean-up pass to run on IR that an earlier loop pass left in a state the default pipeline never produces."
    ),
    TableBlock(
        "Table 8: Root causes of the 58 escaped MCs in Table 7, by method.",
        (
            ("Root cause", "RS", "GA", "Teacher", "KD", "PPO", "PW", "PW@8", "Total"),
            ("UB in source", "6", "9", "3", "3", "4", "2", "4", "31"),
            ("Uninitialised reads", "2", "3", "1", "1", "2", "1", "1", "11"),
            ("Compiler defect", "2", "3", "1", "0", "1", "1", "1", "9"),
            ("Volatile / inline asm", "1", "1", "0", "1", "0", "0", "1", "4"),
            ("Unclassified", "0", "1", "1", "0", "1", "0", "0", "3"),
            ("Total", "11", "17", "6", "5", "8", "4", "7", "58"),
        ),
    ),
    Para(
        "TVal covers only functions of at most 400 IR instructions (71% of the evaluation set) and uses a bounded unrolling "
        "depth, so its silence is not a proof. Of the 58 escaped MCs, 38 were found only by the extended harness, 12 only "
        "by TVal and 8 by both."
    ),
]

PAGE_11: list[Block] = [
    Heading("9 Analysis"),
    Para(
        "Where do the gains come from? Figure 3 splits the pooled reduction by function size. Both PW and the GA gain "
        "least on the smallest functions, where -Oz is close to optimal. The gap between them widens with size; past 300 IR "
        "instructions PW loses ground, which we attribute to prompt truncation and to long-range interactions that a "
        "sequence written left to right, without feedback from the compiler, cannot anticipate."
    ),
    FigureBlock(
        "Figure 3: Pooled GM IC reduction over -Oz (y-axis spans 0 to 10%) by -Oz function size in IR instructions "
        "(x-axis, buckets of 100: the point at 0 is 1-99 instructions, the point at 400 is 400 and above). Black: PW "
        "(greedy). Grey: GA-5k. The gap grows from 0.7 points in the smallest bucket to 2.1 in the largest.",
        "function size (IR instructions)",
        "GM reduction (0-10%)",
        ((0.38, 0.58, 0.55, 0.46, 0.37), (0.45, 0.70, 0.71, 0.64, 0.58)),
    ),
    Para(
        "What does the policy learn? PW's sequences are shorter than the flattened -Oz pipeline (mean 21.4 against 41 "
        "invocations) and start with a small set of openings: 62% of them begin with memory-to-register promotion followed "
        "by a control-flow simplification, and 44% run a loop clean-up pass before the first inlining step, which -Oz never "
        "does. On FSM functions, PW frequently places switch lowering late and repeats jump threading twice, an idiom that "
        "appears in fewer than 3% of the teacher's sequences; RL found it. Appendix C lists the ten most frequent passes."
    ),
    Para(
        "Distillation versus RL. Table 9 separates the stages. RL from the undistilled 1.1B backbone learns, but slowly "
        "and to a lower level; most of its early rollouts are CFs because it does not know the pass vocabulary. Distilling "
        "first gives RL a policy that already produces valid sequences 98% of the time."
    ),
    TableBlock(
        "Table 9: Effect of initialisation and KL regularisation (pooled evaluation GM, %, greedy). RL rows use the TVR and "
        "2,400 steps. The 2.7B student was not trained with RL.",
        (
            ("Configuration", "Params", "GM (%)"),
            ("Backbone, no training (few-shot prompt)", "1.1B", "-0.4"),
            ("Backbone + GRPO (no KD)", "1.1B", "1.6"),
            ("KD only (KD-1.1B)", "1.1B", "2.2"),
            ("KD only (KD-2.7B)", "2.7B", "2.6"),
            ("KD + GRPO, KL β = 0.01", "1.1B", "4.1"),
            ("KD + GRPO, β = 0 (PW)", "1.1B", "4.8"),
        ),
    ),
    Heading("10 Related Work"),
    Para(
        "Iterative compilation and search. Searching over optimization flags and pass orders dates back decades [4, 19]. "
        "Genetic algorithms [11], bandit-based flag selection [25] and constrained random walks [9] all trade many "
        "compilations for quality. Our GA-5k follows this line; we treat it as a ceiling that a learned method should "
        "approach at a fraction of the evaluations."
    ),
]

PAGE_12: list[Block] = [
    Para(
        "Learned PO. Early learned approaches predicted flags or short sequences from hand-crafted static features [7, 22]. "
        "Graph-based policies trained with RL on IR graphs followed [15, 18], typically with per-step feedback from the "
        "compiler and per-benchmark episodes. Language models trained to emit pipelines directly from IR text [2, 16] "
        "remove the need for features but were trained by imitation of search outputs. We differ in two respects: the "
        "policy is trained with RL after imitation, and the reward is conditioned on behavioural tests rather than on IR "
        "verification alone."
    ),
    Para(
        "RL with verifiable rewards. Policy-gradient fine-tuning of language models against programmatic rewards, with "
        "PPO or with critic-free group baselines such as GRPO, has become a standard recipe for code and "
        "mathematics [6, 13]. Compilation is an unusually clean verifier for the size term but an unreliable one for "
        "correctness; our failure analysis shows the gap is not hypothetical."
    ),
    Para(
        "Distillation for small code models. Sequence-level distillation from a larger teacher's filtered samples [10, 14] "
        "is a common way to make small models viable starting points for RL [3]. Our teacher ends up 1.7 points behind "
        "the student it taught once RL has run, which suggests that for narrow output spaces the teacher's main value is "
        "teaching the format and the vocabulary."
    ),
    Para(
        "Checking optimizers. Differential testing of compilers against reference builds [5] and translation validation "
        "of individual optimization runs [8] are established ways to find miscompilations; UB in the source is a known "
        "confounder for both, since a transformation may legally change the behaviour of a program whose behaviour was "
        "never defined [23]. We borrow both tools as an evaluation oracle and the first as a training signal, and we report "
        "UB-induced differences as failures because a user of the binary cannot tell them apart from compiler bugs."
    ),
    Heading("11 Limitations"),
    Para(
        "Tests are not proofs. Our harnesses reach a median 88% branch coverage, and TVal covers only smaller functions "
        "with bounded unrolling; a zero escaped-MC count on a suite would not establish correctness, and deployment "
        "should keep the harness and the fallback. Our scope is narrow: single C functions, one compiler, one pass "
        "vocabulary, IC as the training signal and two targets for byte size. We do not handle whole-program or link-time "
        "optimization (Appendix E reports a small per-program check only), C++, or performance objectives such as "
        "run time or energy. Larger students are untested beyond distillation, and every RL number except the main row "
        "comes from a single seed. Finally, the evaluation suites, although split by repository, come from the same "
        "public ecosystem as the training corpus and may share coding idioms."
    ),
    Heading("12 Ethics and Broader Impact"),
    Para(
        "Smaller binaries lower the cost of flash memory and of over-the-air updates for constrained devices, which can "
        "extend the life of deployed hardware. The main risk is silent miscompilation in safety-relevant firmware; we "
        "report escaped MCs for every method precisely so that practitioners can weigh this risk, and we recommend that "
        "any learned PO system be used only with per-function validation and fallback. The training corpus was drawn "
        "from permissively licensed code; we do not redistribute source that lacks a redistribution grant and release "
        "only hashes and retrieval scripts for those functions. The main pipeline used under 2,000 H100 GPU-hours; the "
        "baselines and ablations added several times that (Appendix A)."
    ),
    Heading("13 Conclusion"),
    Para(
        "A 1.1B model, distilled from a 33B teacher and then trained with GRPO against a reward that pays for size only when "
        "the tests still pass, beats the compiler's -Oz pipeline on three quarters of held-out functions and, with eight "
        "samples, beats a 5,000-evaluation genetic autotuner. The reward's test term is what keeps this honest: without it "
        "the policy learns to find UB."
    ),
]

PAGE_13: list[Block] = [
    Heading("References"),
    References(
        (
            "[1] Aldana, M., and Vrba, K. Size-first code generation for microcontrollers: a measurement study. In Proc. "
            "Workshop on Embedded Compilation, 2021.",
            "[2] Bergström, L., Oyelaran, T., and Hsu, W.-C. Pipelines from text: predicting optimization passes with "
            "sequence models over textual IR. arXiv preprint, 2024.",
            "[3] Castellanos, R., Imai, H., and Petrov, D. Warm starts for policy-gradient fine-tuning of small code "
            "models. arXiv preprint, 2025.",
            "[4] Delacroix, F., and Nwosu, A. Iterative compilation revisited: thirty years of searching flag spaces. "
            "ACM Computing Surveys, 2022.",
            "[5] Eriksen, J., Tamura, S., and Kowalczyk, P. Differential testing of optimizing compilers at scale. In "
            "Proc. Systems Reliability Symposium, 2020.",
            "[6] Fairbrother, G., Liang, Y., and Osei, K. Unit tests as rewards: reinforcement learning for program "
            "synthesis. arXiv preprint, 2025.",
            "[7] Gallardo, I., and Mbeki, S. Static features for optimization-level prediction. In Proc. Compiler "
            "Construction Workshop, 2016.",
            "[8] Haverkamp, N. Translation validation with bounded unrolling for LLVM-style IR. PhD thesis, Brennmoor "
            "University, 2023.",
            "[9] Ibarra, C., and Lund, T. Constrained random walks over pass orders. In Proc. Autotuning Workshop, 2019.",
            "[10] Janssen, M., and Reyes, A. Sequence-level distillation revisited for code generation. arXiv preprint, 2024.",
            "[11] Kaur, P., Ostrowski, B., and Lindahl, E. Evolving phase orders for embedded code size. In Proc. "
            "Languages and Compilers for Small Devices, 2018.",
            "[12] Larkspur, D., and Amadi, C. Coverage-guided harness synthesis for isolated C functions. arXiv preprint, 2023.",
            "[13] Moreau, V., Sato, R., and Abiodun, F. Verifiable rewards beyond mathematics. arXiv preprint, 2025.",
            "[14] Nakashima, Y., and Feld, O. Filtered self-distillation for structured outputs. In Proc. Workshop on "
            "Efficient NLP, 2024.",
            "[15] Okonkwo, E., Brandt, M., and Ruiz, L. Graph policies for compiler phase ordering. arXiv preprint, 2021.",
            "[16] Pellegrini, S., and Thakur, V. Language models as pass managers. arXiv preprint, 2025.",
            "[17] Quade, H. A catalogue of pass-interaction defects. Technical report, Halyard Compilers Group, 2024.",
            "[18] Rasheed, A., and Kim, J.-W. Per-step rewards for reinforcement-learned phase ordering. In Proc. "
            "Machine Learning for Systems Workshop, 2022.",
            "[19] Sandoval, E., Pryce, G., and Udeh, N. Searching optimization sequences with a budget. In Proc. "
            "Autotuning Workshop, 2017.",
            "[20] Sørlie, K., Abara, N., and Quint, J. Critic-free policy optimization for code models in practice. "
            "arXiv preprint, 2025.",
            "[21] Tomescu, A., and Vale, R. Group baselines and their variance under sparse terminal rewards. arXiv "
            "preprint, 2025.",
            "[22] Tiwari, R., and Holm, A. Learning to skip passes. In Proc. Compiler Construction Workshop, 2017.",
            "[23] Umarov, B., and Greaves, L. Undefined behaviour as an optimization oracle. In Proc. Systems Reliability "
            "Symposium, 2021.",
            "[24] Vance, T., and Ahn, S. MinHash deduplication for source-code corpora. arXiv preprint, 2022.",
            "[25] Whitcombe, P., and Zhou, M. Bandits for compiler flag selection. In Proc. Autotuning Workshop, 2020.",
            "[26] Yilmaz, D., and Corr, B. Low-rank adapters for large code models: what rank is enough? arXiv preprint, 2024.",
            "[27] Zaragoza, P., Mistry, H., and Olafsson, G. Flash budgets in deployed firmware: a survey of 1,100 "
            "products. In Proc. Embedded Systems Practice Workshop, 2022.",
            "[28] Zhukova, I., and Brennan, C. Lightweight sandboxes for executing untrusted tests. arXiv preprint, 2023.",
        )
    ),
]

PAGE_14: list[Block] = [
    Heading("Appendix A: Hyperparameters and Compute"),
    Para(
        "Table 10 lists the configuration of every training stage. The PPO baseline shares the GRPO settings except where "
        "noted. GPU-hours are for one run of each stage; ablations in Table 6 each cost about the same as the main GRPO "
        "run but were stopped at the step of their best validation GM when it came early. All stages use bf16 weights and "
        "activations with fp32 optimizer states."
    ),
    TableBlock(
        "Table 10: Training configuration. '-' means not applicable.",
        (
            ("Setting", "Teacher LoRA", "KD (student)", "GRPO (PW)", "PPO baseline"),
            ("Initialisation", "Corvid-Code-33B", "Corvid-Code-1.1B", "KD-1.1B", "KD-1.1B"),
            ("Training data", "40,000 GA pairs", "286,000 pairs", "151,200 prompts", "151,200 prompts"),
            ("Optimizer", "AdamW", "AdamW", "AdamW", "AdamW"),
            ("Learning rate", "1e-4", "2e-5 (cosine)", "1e-6 (constant)", "1e-6 actor, 5e-6 critic"),
            ("Warm-up steps", "100", "200", "50", "50"),
            ("Batch", "64 seq.", "256 seq.", "128 prompts x 8", "128 prompts x 8"),
            ("Epochs / steps", "2 epochs", "3 epochs", "2,400 steps", "2,400 steps"),
            ("Rollouts per prompt", "-", "-", "8", "8"),
            ("Temperature", "-", "-", "1.0", "1.0"),
            ("Clip ε", "-", "-", "0.2", "0.2"),
            ("KL coefficient", "-", "-", "none (β = 0)", "0.02"),
            ("LoRA rank / α", "64 / 128", "-", "-", "-"),
            ("Max input / output tokens", "6,144 / 384", "6,144 / 384", "6,144 / 384", "6,144 / 384"),
            ("GPUs (H100 80GB)", "8", "16", "16", "16"),
            ("Wall-clock", "9 h", "0.9 h", "41 h", "57 h"),
            ("GPU-hours", "72", "14", "656", "912"),
        ),
    ),
    Para(
        "Teacher sampling for the KD corpus (32 samples for each of 185,000 functions) took a further 1,120 GPU-hours on "
        "H100s, making it the most expensive single stage of the pipeline; compiling and testing the 5.9 million samples "
        "took about 4 hours on the 512-core pool. The GRPO and PPO rows use the same worker pool for rewards."
    ),
    Heading("Appendix B: Prompt"),
    Para(
        "The student and the teacher share one prompt template. The instruction reads: 'You plan optimization passes for "
        "one C function. The goal is the fewest IR instructions; the behaviour must not change. Reply with a comma-separated "
        "list of passes from the allowed vocabulary and nothing else.' It is followed by the feature header, written as "
        "eight 'name: value' lines in the order given in Sec. 3.1, and by the normalised IR between two marker lines. The "
        "allowed vocabulary is not listed in the prompt; the model learns it during distillation. The few-shot variant "
        "in Table 9 prepends three (IR, sequence) examples drawn from the KD corpus, chosen once at random and fixed."
    ),
]

PAGE_15: list[Block] = [
    Heading("Appendix C: Per-Category Breakdown and Pass Frequencies"),
    Para(
        "Table 11 splits the pooled evaluation set by static function characteristics from the feature header. Categories "
        "overlap, so the counts do not sum to 1,829. PW's deficit against GA-5k is smallest on switch-heavy code and "
        "largest on call-heavy code, where the best order depends on inlining decisions made in callees that PW never sees."
    ),
    TableBlock(
        "Table 11: Pooled GM IC reduction over -Oz (%) by function category. Switch-heavy: at least 8 switch cases. "
        "Call-heavy: at least 5 call sites. Pointer-heavy: at least 30% memory operations.",
        (
            ("Category", "Functions", "KD-1.1B", "PW", "PW@8", "GA-5k"),
            ("Has loops", "1,104", "2.6", "5.6", "7.2", "6.9"),
            ("Loop-free", "725", "1.6", "3.5", "4.9", "4.1"),
            ("Switch-heavy", "187", "3.4", "7.4", "9.0", "8.0"),
            ("Call-heavy", "402", "1.2", "2.9", "4.1", "4.5"),
            ("Pointer-heavy", "611", "1.9", "4.1", "5.6", "5.2"),
            ("Floating point", "344", "1.5", "3.3", "4.6", "4.4"),
        ),
    ),
    Para(
        "The ten passes most frequently emitted by PW, by share of sequences containing them at least once, are "
        "memory-to-register promotion (97%), control-flow simplification (95%), instruction combining (91%), dead-code "
        "elimination (84%), jump threading (63%), early common-subexpression elimination (58%), loop rotation (47%), "
        "loop-invariant code motion (41%), function-local inlining (38%) and switch lowering (33%)."
    ),
    Heading("Appendix D: Seed Variance"),
    Para(
        "The main GRPO run was repeated with three seeds (different prompt order and sampling seeds, same KD "
        "initialisation). Pooled evaluation GM was 4.8 ± 0.2% (mean ± standard deviation) for greedy PW and 6.3 ± 0.2% for "
        "PW@8; the per-suite standard deviation never exceeded 0.4 points. Escaped MC counts were 4, 5 and 3. The KD stage "
        "was run once."
    ),
    Heading("Appendix E: Whole-Program Check"),
    Para(
        "To check that per-function gains survive linking, we applied PW and GA-5k to every function of eight small "
        "programs from the evaluation repositories and linked them without link-time optimization for the 32-bit target."
    ),
    TableBlock(
        "Table 12: Linked .text size of eight programs; reduction over -Oz (%).",
        (
            ("Program", "Functions", "-Oz .text (KB)", "PW", "GA-5k"),
            ("tallyd", "212", "48.6", "3.1", "3.9"),
            ("quillfmt", "147", "31.2", "2.4", "3.0"),
            ("brinectl", "96", "22.9", "4.0", "4.6"),
            ("sedgeshell", "305", "71.4", "2.8", "3.7"),
            ("pktsift", "118", "27.5", "3.6", "4.2"),
            ("lanternui", "264", "59.8", "1.9", "2.6"),
            ("vexcalc", "83", "17.3", "4.4", "5.1"),
            ("morrowdb", "341", "88.0", "2.2", "3.3"),
        ),
    ),
]

PAPER = GeneratedPaper(
    file="passorder_rl.pdf",
    title="PhaseWright: Distilling and Reinforcing a Small Language Model to Order Compiler Passes for Code Size",
    short_title="PhaseWright: RL for Size-Aware Pass Ordering",
    authors=(
        "Odile Marchetti (1), Sunniva Haraldsen (1), Kwabena Asante-Mensah (2), Tae-yoon Baek (2), "
        "Lucía Ferrándiz (3), Rohan Iyengar-Whitfield (1)"
    ),
    affiliations=(
        "(1) Tessellate Systems Laboratory, University of Brennmoor   (2) Halyard Compilers Group   "
        "(3) Instituto de Computación de Valmarina"
    ),
    stamp="arXiv:2603.11482v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "Choosing and ordering optimization passes is a long-standing compiler problem, and for code size the default "
        "pipeline of a production compiler leaves measurable gains unclaimed. We present PhaseWright, a 1.1B-parameter "
        "language model that reads the intermediate representation (IR) of a single C function and emits an LLVM-style "
        "pass sequence. PhaseWright is first distilled from a 33B teacher on 286,000 validated teacher sequences and then "
        "trained with group-relative policy optimization against a test-validated reward: the relative reduction in IR "
        "instruction count over -Oz, granted only when the optimized function still passes its differential tests. On "
        "seven held-out suites totalling 1,829 functions, PhaseWright reduces instruction count by 4.8% over -Oz in "
        "geometric mean with one compilation per function, and by 6.3% when the best of eight validated samples is kept, "
        "against 5.8% for a genetic autotuner that spends 5,000 compilations per function. Greedy inference takes a median "
        "of 0.31 s per function. Across seven search and learned methods, 58 miscompilations survive the training-time "
        "tests; 4 come from greedy PhaseWright, and most trace to undefined behaviour in the source rather than to the "
        "compiler."
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
    ),
)
