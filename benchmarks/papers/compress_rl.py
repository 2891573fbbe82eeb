"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 40): reinforcement learning of a small LLM that compresses long prompts for a frozen reader, rewarded by the reader's success, the compression ratio and answer stability; every sentence, model, dataset and number is invented."""

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
        "A retrieval-augmented assistant that hands twenty passages to its reader pays for every token of them, "
        "although the answer usually depends on two or three sentences. The same holds for few-shot prompts with dozens "
        "of demonstrations and for assistants that resend a long chat history at each turn. In the four benchmarks we "
        "study, the context portion of a prompt averages 6,770 tokens, while the instruction and the question together "
        "average 84. Prefill of the context is the largest single cost of serving such prompts, and its key-value cache "
        "is the largest consumer of accelerator memory."
    ),
    Para(
        "Prompt compression shortens the context before the reader sees it. Existing compressors fall into three groups: "
        "extractive filters that score sentences against the query, token pruners that drop tokens a small language "
        "model finds predictable, and abstractive compressors distilled from summaries written by a larger model. All "
        "three are trained, if at all, on a proxy: relevance labels, perplexity, or similarity to a reference summary. "
        "None of these proxies is what the operator cares about, which is whether the reader still gives the right "
        "answer, and preferably the same answer it would have given without compression."
    ),
    Para(
        "Two further constraints shape our design. The reader may be a hosted model whose weights, logits and input embeddings are not available, so the compressor can only learn from the text the reader returns. And the compressed context should remain plain text, so that it can be logged, audited, and cached across requests like any other prompt."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "We optimise that quantity directly. Pith is a 1.5B-parameter language model that reads a long prompt and emits "
        "a short program of operations (keep a sentence, crop a sentence, add a note) that a deterministic renderer turns "
        "into a compressed context. The reader is frozen and treated as a black box: we only observe its answer. Pith is "
        "trained with group-relative policy optimisation (GRPO) on a reward that adds the reader's task score, subtracts "
        "a cost proportional to the fraction of context tokens kept, and subtracts a fixed penalty whenever the reader's "
        "answer on the compressed prompt differs from its answer on the full prompt. The last term, which we call the "
        "flip penalty, matters in deployment: an operator who swaps in a compressor wants the assistant's behaviour to "
        "stay predictable, including on questions the reader gets wrong."
    ),
    Para(
        "Our reader is Wren-32B-Instruct throughout training. On four benchmarks spanning retrieved documents "
        "(HopBench, NewsDesk-QA), demonstrations (TaskMix-40) and dialogue history (ThreadMem), Pith keeps 98.7% of the "
        "full-prompt score (68.4 against 69.3 on average) at 5.1x compression, and the reader's answer changes on 7.9% of "
        "examples. The strongest baseline by answer stability, asking the 32B reader itself to summarise the context, "
        "changes 16.8% of answers while costing a full extra pass of the large model."
    ),
    Para("Our contributions are the following."),
    Bullets(
        (
            "An operation language for compression that keeps the compressor's output short (141 tokens on average for an "
            "8,192-token context), so decoding cost does not erase the savings, while still allowing short abstractive notes.",
            "A reward for black-box readers that combines task success, a linear cost on kept tokens and a flip penalty, "
            "optimised with GRPO without a KL term.",
            "Results on four benchmarks and transfer to two readers never seen in training, Wren-8B-Instruct and Oriel-70B-Chat.",
            "A negative result: on arithmetic problems with worked-solution demonstrations, Pith is worse than removing "
            "the demonstrations altogether (Section 6).",
            "A latency analysis showing that, at batch size 1, Pith is slower than no compression below roughly 12,000 "
            "context tokens, and that its real benefit is throughput under load (Section 8).",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "The cost of long prompts. Kessler et al. (2025) profile three deployed retrieval-augmented assistants and find that context prefill accounts for 58% to 77% of reader GPU time, with answers rarely longer than 60 tokens. Dunmore et al. (2025) probe which context sentences a reader actually relies on and find that, on multi-document QA, removing all but the 10% most-used sentences changes fewer than one answer in ten. Both results suggest large headroom for compression, but neither says how to find the right 10% without running the reader."
    ),
    Para(
        "Answer stability. Ueda and Falk (2025) propose measuring any change to a deployed assistant, such as a new model version or a new retriever, by the share of answers that change, and argue that users notice changed answers even when accuracy is unchanged. We adopt their flip rate as an evaluation metric and, to our knowledge, are the first to put it into a training reward."
    ),
    Para(
        "Extractive context selection. Sentence and passage filters rank units by similarity to the query and keep the "
        "top of the ranking up to a budget (Halloran and Iveson, 2024; Marchetti et al., 2023). They are fast and never "
        "invent content, but relevance to the query is a poor proxy for usefulness to the reader on multi-hop questions, "
        "where the bridge sentence rarely resembles the question. Our query-similarity baseline belongs to this family."
    ),
]

PAGE_3: list[Block] = [
    Para(
        "Token-level pruning. A second line of work removes individual tokens that a small model assigns high "
        "probability, on the argument that predictable tokens carry little information (Oyelaran et al., 2024; Brisk and "
        "Tamura, 2025). The resulting contexts are ungrammatical; strong readers tolerate this surprisingly well on "
        "classification but lose precision on extraction, where the exact span matters. Budget control is easy, which "
        "makes these methods a natural baseline at a fixed ratio."
    ),
    Para(
        "Abstractive compressors. Lindqvist et al. (2024) distil query-focused summaries written by a large model into "
        "a small one, and Cheng-Abara (2025) add a consistency filter that discards summaries whose answer disagrees with "
        "the full prompt. Free-form summaries give the highest ratios but must be decoded token by token, a cost that is "
        "rarely reported. Our SFT baseline is a distilled compressor of this kind, restricted to our operation language."
    ),
    Para(
        "Soft compression. Methods that map the context to a handful of learned embeddings (Varga and Nilsen, 2024; "
        "Idowu et al., 2025) reach ratios above 20x, but they require training or at least access to the reader's input "
        "embeddings, and the compressed context cannot be inspected or cached as text. We target readers served behind "
        "a text interface and leave soft compression aside."
    ),
    Para(
        "Reinforcement learning for compression. Tamsin et al. (2025) train a sentence selector with REINFORCE against "
        "ROUGE to a reference answer. Okonkwo et al. (2025) reward a compressor with the reader's log-likelihood of the "
        "gold answer, which needs token probabilities from the reader. Closest to us, Ferrante and Lu (2025) use PPO with "
        "a learned value model and a reward of reader accuracy minus a length cost on a single QA dataset. We differ in "
        "three ways: the reader is a black box returning only text, the reward penalises answer changes and not only "
        "errors, and we study demonstrations and dialogue history in addition to retrieved documents."
    ),
    Heading("3 Method"),
    Heading("3.1 Problem setup"),
    Para(
        "A prompt is a triple (u, x, q): an instruction u, a context x and a question q. The reader R is a fixed "
        "function from prompts to answers; we write y_x = R(u, x, q) for its greedy answer on the full context. A "
        "compressor π_θ maps (u, x, q) to a compressed context c, and the reader answers y_c = R(u, c, q). The instruction "
        "and the question are protected: they are always passed to the reader verbatim and are never counted in the "
        "compression ratio. The ratio is |x| / |c|, with lengths measured in reader tokens, and the kept fraction is its "
        "inverse, ρ(c) = |c| / |x|."
    ),
    Heading("3.2 An operation language"),
    Para(
        "Before compression, the context is segmented into numbered units and the numbers are written into the "
        "compressor's input as tags. Retrieved passages are split into sentences tagged d3.s7 (passage 3, sentence 7); "
        "demonstrations are tagged e5 and their sentences e5.s2; dialogue turns are tagged t41 and their sentences "
        "t41.s3. The compressor then writes one operation per line:"
    ),
    Bullets(
        (
            "K d3.s7 or K d3.s7-s9: keep one sentence, or a contiguous range, verbatim.",
            "C d3.s7 w4-w15: keep words 4 to 15 of a sentence, a crop.",
            "N <text>: a note of at most 24 tokens in the compressor's own words; at most six notes per output.",
        )
    ),
    Para(
        "A typical program for a HopBench question reads 'K d2.s1 / K d2.s4-s5 / C d7.s3 w1-w12 / K d11.s2 / N Harlow Station = the terminus in passage 6 / END', one operation per line. The tags are removed by the renderer, so the reader never sees them; in the compressor's input they add 11% to the context length on average."
    ),
]

PAGE_4: list[Block] = [
    Para(
        "A renderer applies the program: kept sentences and crops appear in their original order under their original "
        "headers ('Passage 3:', 'Example 5:', 'Turn 41 (user):'), and notes are appended after them under the header "
        "'Notes:'. Duplicate operations are merged. A program that fails to parse, refers to a unit that does not exist, "
        "or exceeds six notes is invalid; the renderer then returns an empty context and the reward applies a penalty. "
        "Because units are referenced by short tags, the compressor's output is short: on 8,192-token contexts it averages "
        "141 tokens, against roughly 1,600 for a free-form summary at the same ratio."
    ),
    Heading("3.3 Reward"),
    Para("For a sampled program c, the reward is"),
    Para("r(c) = s(y_c, y*) − α · ρ(c) − γ · 1[y_c ≠ y_x] − η · 1[c invalid],          (1)"),
    Para(
        "where s ∈ [0, 1] is the task score of the reader's answer against the reference y* (token F1 for HopBench, "
        "exact match for NewsDesk-QA and ThreadMem, label accuracy for TaskMix-40), α is the cost per unit of kept "
        "fraction, γ the flip penalty and η the invalid-output penalty. Answers are compared after lower-casing and "
        "removing punctuation and articles; for TaskMix-40 the comparison is on the predicted label and for StepMath-FS "
        "on the final number. We train two variants, Pith-α0.3 and Pith-α0.8, and set γ = 0.5 and η = 1.0 in both."
    ),
    Para(
        "Two choices in (1) deserve comment. First, the cost is linear in ρ rather than a hard budget: a prompt whose "
        "answer sits in one sentence can be compressed 30x, while a prompt that needs most of its context should not be "
        "forced to a fixed ratio. Second, the flip penalty is two-sided. It applies when a correct full-prompt answer "
        "becomes wrong, but also when a wrong full-prompt answer becomes right, or changes to a different wrong answer. "
        "A one-sided version, applied only when y_x is correct, is studied in Section 7; it lets the compressor 'repair' "
        "the reader, which raises the score slightly but makes the reader's behaviour less predictable."
    ),
    Para(
        "The full-prompt answers y_x are computed once per training prompt before RL, which took 118,000 reader calls. "
        "During RL the reader is called once per rollout, on the compressed prompt only."
    ),
    Heading("3.4 Optimisation"),
    Para(
        "We use GRPO. For each prompt we sample a group of G = 8 programs from π_θold, compute their rewards "
        "r_1, ..., r_G, and assign every token of program i the advantage"
    ),
    Para("A_i = (r_i − mean(r_1..G)) / (std(r_1..G) + 10^−4).          (2)"),
    Para(
        "The policy maximises the clipped surrogate J(θ) = E[ (1/G) Σ_i (1/|o_i|) Σ_t min(w_i,t · A_i, clip(w_i,t, 1 − ε, "
        "1 + ε) · A_i) ] − β · KL(π_θ || π_ref), where w_i,t = π_θ(o_i,t | ·) / π_θold(o_i,t | ·) is the token-level "
        "importance ratio, o_i the i-th program and ε = 0.2. We set β = 0: the main runs have no reference model and no "
        "KL term. In a pilot with β = 0.02 toward the warm-start checkpoint, the compressor kept more tokens and never "
        "reached the ratios of the unregularised run (Table 5). Groups in which all eight rewards are equal carry no "
        "signal; they made up 11% of groups at the start of training and 4% at the end, and we keep them in the batch "
        "rather than resampling."
    ),
    Para(
        "Reader calls are the bottleneck of a step. Different programs often render to the same context, so we cache reader answers by a hash of the rendered prompt: 18% of rollouts in a step duplicate the rendered context of another rollout of the same group and are not sent to the reader. Rewards are computed as soon as a minibatch of rollouts returns from the reader, so the policy update of one minibatch overlaps with reader calls for the next."
    ),
]

PAGE_5: list[Block] = [
    Heading("3.5 Warm start"),
    Para(
        "A base model prompted to write operations produces an invalid program 31% of the time, so RL from the base "
        "model spends its first hundred steps learning the syntax. We therefore warm-start with supervised fine-tuning "
        "on 40,000 programs produced by a greedy deletion oracle. The oracle starts from the full context, repeatedly "
        "deletes the unit whose removal keeps the reader's answer unchanged and shortens the context most, and stops when "
        "no unit can be removed without changing the answer; the surviving units become K operations. The oracle never "
        "writes notes or crops, so every N and C operation in Pith's output was learned during RL. Building the oracle "
        "set took 2.1 million reader calls and 1,150 H100-hours, more than an RL run. The warm-start checkpoint is also "
        "our SFT baseline."
    ),
    Heading("4 Experimental Setup"),
    Heading("4.1 Models"),
    Para(
        "The compressor is initialised from Wren-1.5B, a base model with a 32,768-token context window; for the ablation "
        "on compressor size we also train from Wren-0.5B and Wren-3B with identical settings. The reader during training "
        "and in all main results is Wren-32B-Instruct, served with greedy decoding. For transfer (Section 5.2) we evaluate "
        "with Wren-8B-Instruct, which shares the reader's tokenizer, and Oriel-70B-Chat, which does not; compression "
        "ratios for Oriel-70B-Chat are measured in its own tokens."
    ),
    Heading("4.2 Datasets"),
    Para(
        "Table 1 lists the five datasets. The first four make up the main benchmark; StepMath-FS is part of the training "
        "mixture but is reported separately in Section 6 and excluded from every average in this paper. The training "
        "mixture has 118,000 prompts; training prompts longer than 16,384 tokens (3.8% of the pool) were discarded before "
        "sampling, while test prompts are kept up to 32,768 tokens."
    ),
    TableBlock(
        "Table 1: Datasets. Context tokens are the mean length of the context portion in Wren tokens on the test split. "
        "Units are sentences for passages, whole demonstrations with their sentences for TaskMix-40 and StepMath-FS, and "
        "turns with their sentences for ThreadMem.",
        (
            ("Dataset", "Context type", "Train", "Test", "Context tokens", "Metric"),
            ("HopBench", "20 retrieved passages", "38,000", "4,000", "5,240", "F1"),
            ("NewsDesk-QA", "12 retrieved passages", "14,000", "2,500", "3,610", "EM"),
            ("TaskMix-40", "24-48 demonstrations", "31,000", "4,000", "6,870", "Accuracy"),
            ("ThreadMem", "40-260 dialogue turns", "27,000", "3,000", "11,300", "EM"),
            ("StepMath-FS", "8 worked solutions", "8,000", "1,500", "3,050", "Accuracy"),
        ),
    ),
    Para(
        "HopBench asks questions that need two to four passages, of which only the top-ranked 20 from a dense retriever "
        "are given; 9% of test questions have at least one needed passage missing from the 20. NewsDesk-QA asks "
        "single-fact questions over news articles. TaskMix-40 collects 40 classification, extraction, short-generation "
        "and format-conversion tasks with 100 test prompts each. ThreadMem asks about earlier turns of long synthetic "
        "assistant conversations, including questions that require counting mentions across turns. StepMath-FS pairs "
        "grade-school arithmetic problems with eight worked solutions written in a fixed step-by-step format."
    ),
    Para(
        "No test context shares a source document with a training context: HopBench and NewsDesk-QA are split by article, TaskMix-40 by input example within each task, and ThreadMem by persona, so no test conversation involves a persona seen in training."
    ),
]

PAGE_6: list[Block] = [
    Heading("4.3 Baselines"),
    Para(
        "Fixed-budget baselines are run at one sixth of the context tokens (6.0x), close to the ratios Pith chooses, and "
        "all keep the instruction and the question verbatim."
    ),
    Bullets(
        (
            "Truncate keeps the first passages in retriever order, the last demonstrations, or the most recent turns, until "
            "the budget is filled.",
            "Random drop removes random sentences until the budget is met; we report the mean of five draws.",
            "Query-similarity selection scores each sentence by cosine similarity to the question with Lode-embed-base, a "
            "110M-parameter sentence encoder, and keeps the best sentences in their original order.",
            "Perplexity pruning removes the tokens to which Wren-0.5B assigns the lowest surprisal, sentence boundaries "
            "excepted; it lands slightly off budget (5.8x) because whole-word removal is enforced.",
            "SFT compressor is the warm-start checkpoint of Section 3.5: Wren-1.5B trained on oracle programs, without RL.",
            "Reader self-summary asks Wren-32B-Instruct to write a query-focused summary of at most one sixth of the "
            "context length, then answers from the summary in a second call. It is the most expensive baseline by far.",
        )
    ),
    Heading("4.4 Training details"),
    Para(
        "Each RL step samples 256 prompts from the mixture and 8 programs per prompt, 2,048 rollouts in all, at "
        "temperature 1.0 with at most 512 output tokens. The batch is split into 4 minibatches, giving four gradient "
        "updates per step with one pass over the data. We use AdamW with a learning rate of 2 × 10^−6, 20 warm-up steps "
        "and no decay, β1 = 0.9, β2 = 0.95, no weight decay and gradient clipping at 1.0, and train for 400 steps in "
        "bf16. The warm-start SFT uses a learning rate of 1 × 10^−5 with a cosine schedule for two epochs."
    ),
    Para(
        "Training runs on 16 H100 80GB GPUs. Eight hold the compressor, its optimiser state and its rollout engine; the "
        "other eight serve four replicas of the reader with tensor parallelism of 2. A run of 400 steps takes 41 hours, "
        "656 GPU-hours, of which the reader accounts for about half; rollout generation and reader calls are overlapped "
        "at the granularity of a minibatch. Including the oracle, warm start, all ablations and evaluation, the "
        "experiments in this paper used about 9,800 H100-hours. Main results are means over three seeds; ablations use "
        "one seed. The full configuration is in Appendix A."
    ),
    Heading("4.5 Metrics"),
    Para(
        "We report the task score of the reader on the compressed prompt, the compression ratio |x| / |c| averaged as a "
        "ratio of total tokens over each test set, and the flip rate, the percentage of test examples whose normalised "
        "answer differs from the reader's answer on the full prompt. The flip rate includes changes in both directions; "
        "Appendix D splits it into harmful flips (right to wrong), helpful flips (wrong to right) and neutral flips (wrong "
        "to a different wrong answer). For latency we report time to first token (TTFT) of the reader's answer measured "
        "from the arrival of the request, which includes the compressor's prefill and decoding."
    ),
    Para(
        "Evaluation uses the same greedy reader as training, with at most 64 new tokens for answers (768 for "
        "StepMath-FS, whose answers include the worked steps). Pith is decoded greedily at evaluation; sampling at "
        "temperature 1.0, as in training, lowers the average score by 0.6 points."
    ),
    Para(
        "The overall ratio in Table 2 pools tokens across the four test sets rather than averaging per-benchmark ratios. For significance we use a paired bootstrap over test examples with 10,000 resamples; on every benchmark, differences of more than 0.6 points between two rows of Table 2 are significant at p < 0.05."
    ),
]

PAGE_7: list[Block] = [
    Heading("5 Results"),
    Heading("5.1 Main results"),
    Para(
        "Table 2 compares Pith with the baselines on the four benchmarks. At 5.1x, Pith-α0.3 reaches 68.4 on average, "
        "0.9 below the full prompt and 4.5 above the strongest baseline, reader self-summary, which uses the 32B model "
        "twice. Pith-α0.8 trades 2.0 points for a higher ratio of 8.6x and is still 2.5 points above reader self-summary "
        "at a higher ratio. The RL stage alone accounts for 6.4 points over the SFT compressor that it starts from, at a "
        "lower ratio (5.1x against 6.3x): the oracle is aggressive, and RL learns to keep more where it pays."
    ),
    TableBlock(
        "Table 2: Main results with Wren-32B-Instruct as the reader. Scores are F1 (HopBench), EM (NewsDesk-QA, ThreadMem) "
        "and accuracy (TaskMix-40); Avg is their unweighted mean. Ratio is context compression; Flip is the percentage of "
        "answers that differ from the full-prompt answer. Pith rows are means of three seeds.",
        (
            ("Method", "HopBench", "NewsDesk", "TaskMix", "ThreadMem", "Avg", "Ratio", "Flip %"),
            ("Full prompt", "61.8", "70.4", "78.9", "66.2", "69.3", "1.0x", "0.0"),
            ("Truncate", "38.1", "49.7", "61.0", "31.5", "45.1", "6.0x", "41.7"),
            ("Random drop", "40.6", "52.3", "66.4", "38.9", "49.6", "6.0x", "37.2"),
            ("Query-similarity selection", "52.9", "64.8", "69.7", "51.2", "59.7", "6.0x", "22.6"),
            ("Perplexity pruning", "49.3", "60.1", "71.5", "47.8", "57.2", "5.8x", "26.9"),
            ("SFT compressor (1.5B)", "54.7", "65.2", "72.8", "55.3", "62.0", "6.3x", "19.4"),
            ("Reader self-summary (32B)", "57.4", "67.9", "70.2", "60.1", "63.9", "7.1x", "16.8"),
            ("Pith-α0.3 (ours)", "61.2", "70.9", "77.6", "64.0", "68.4", "5.1x", "7.9"),
            ("Pith-α0.8 (ours)", "58.9", "69.0", "75.8", "61.7", "66.4", "8.6x", "11.3"),
        ),
    ),
    Para(
        "Per benchmark. On NewsDesk-QA, Pith-α0.3 is 0.5 points above the full prompt. The gain comes from "
        "distractors: 14% of NewsDesk-QA contexts contain a second article about a similar event with a conflicting "
        "date or figure, and Pith drops that article in most of them. HopBench is where extractive selection falls "
        "furthest behind (8.3 points below Pith): the bridge sentence linking two passages is often dissimilar to the "
        "question, and Pith keeps it while query similarity does not. On TaskMix-40, perplexity pruning is the strongest "
        "training-free baseline, because demonstrations are repetitive and their predictable tokens are safe to drop; Pith compresses "
        "classification demonstrations hardest (Appendix C). ThreadMem loses the most to compression under every "
        "method; for Pith the loss is concentrated in questions that count mentions across turns, where Pith loses 8.5 points."
    ),
    Para(
        "Answer stability. Pith-α0.3 changes 7.9% of answers. Of those changes, 4.0 points are harmful, 3.1 helpful "
        "and 0.8 neutral (Appendix D). Every baseline has a flip rate at least twice as high, and for truncation, random "
        "drop and perplexity pruning most flips are harmful. Seed variation is small: the standard deviation over three "
        "seeds is at most 0.4 points on any benchmark score and 0.3 on the flip rate."
    ),
    Para(
        "Ratios differ by benchmark, and the per-benchmark values are in Appendix E. Pith compresses ThreadMem hardest and NewsDesk-QA least, roughly in the order of context length: long dialogue histories contain many turns that no question asks about, whereas the twelve NewsDesk-QA passages are already short and on topic. The ordering is the same for both values of α."
    ),
]

PAGE_8: list[Block] = [
    FigureBlock(
        "Figure 1: Average score over the four benchmarks (y, divided by 100) against the fraction of context tokens kept "
        "(x, per mille). Black: Pith with α varied; grey: the SFT compressor and query-similarity selection with the "
        "budget varied. At zero kept tokens the reader sees only the instruction and question and scores 31.0; at 10% kept "
        "Pith reaches 65.5 against 59.0 for the SFT compressor and 54.0 for query-similarity selection.",
        "kept tokens (per mille of context)",
        "avg score / 100",
        (
            (0.31, 0.655, 0.684, 0.689, 0.691),
            (0.31, 0.590, 0.640, 0.652, 0.658),
            (0.31, 0.540, 0.625, 0.638, 0.645),
        ),
    ),
    Heading("5.2 Transfer to unseen readers"),
    Para(
        "Pith never saw Wren-8B-Instruct or Oriel-70B-Chat during training. Table 3 applies the same compressor, "
        "Pith-α0.3 trained against Wren-32B-Instruct, to both. Retention is the compressed score divided by the "
        "full-prompt score of the same reader. Retention falls from 98.7% to 96.4% on the smaller reader of the same "
        "family and to 96.0% on the reader of another family, and flip rates rise to 12.4% and 14.8%. The SFT compressor "
        "degrades less across readers in relative terms, because it was never tuned to one reader, but it stays well "
        "below Pith in absolute score on both."
    ),
    TableBlock(
        "Table 3: Transfer to readers not used in training. Avg over the four benchmarks of Table 2. The compressor is "
        "the same Pith-α0.3 checkpoint in every row.",
        (
            ("Reader", "Full prompt", "SFT compressor", "Pith-α0.3", "Retention", "Flip %"),
            ("Wren-32B-Instruct (training reader)", "69.3", "62.0", "68.4", "98.7%", "7.9"),
            ("Wren-8B-Instruct", "58.1", "51.7", "56.0", "96.4%", "12.4"),
            ("Oriel-70B-Chat", "72.5", "65.3", "69.6", "96.0%", "14.8"),
        ),
    ),
    Para(
        "The largest loss under transfer is on notes. Wren-8B-Instruct ignores notes more often than the training reader, "
        "and Oriel-70B-Chat tends to treat the 'Notes:' header as a hint from the user and over-weights it. We did not "
        "train a compressor against several readers at once, and we did not try readers smaller than 8B."
    ),
    Para(
        "On Oriel-70B-Chat the loss is largest on ThreadMem, 4.9 points against Oriel's own full-prompt score, and smallest on NewsDesk-QA, where Pith is within 1.0 point."
    ),
    Heading("5.3 The ratio-score frontier"),
    Para(
        "Figure 1 traces score against the fraction of context tokens kept. For Pith we vary α between 0.1 and 2.0 and "
        "train one compressor per value; for the fixed-budget baselines we vary the budget. Pith dominates at every kept "
        "fraction we tried, and the gap is largest at 10% kept, where selecting the right few sentences matters most. "
        "Above 30% kept Pith is within 0.4 points of the full prompt, while the baselines stay 4 to 6 points below it."
    ),
    Para(
        "The point of Pith-α0.3 itself, at 19.6% kept, lies on the black curve between the second and third markers. "
        "Pith with α = 2.0 keeps only 6.1% of the context and scores 57.5 on average, still above query-similarity "
        "selection at twice the kept fraction. Below α = 0.1 training becomes unstable: the compressor keeps nearly "
        "the whole context on most prompts and the reward signal collapses to the flip term."
    ),
]

PAGE_9: list[Block] = [
    Heading("6 A Negative Result: Worked-Solution Demonstrations"),
    Para(
        "StepMath-FS prompts contain eight worked solutions to arithmetic word problems, each written as numbered steps "
        "ending in 'Answer: <number>'. The reader is expected to imitate the format and solve a new problem. The family "
        "is 6.8% of the training mixture (8,000 of 118,000 prompts) and was included from the start; we report it "
        "separately because Pith fails on it. Table 4 gives the results."
    ),
    TableBlock(
        "Table 4: StepMath-FS (1,500 test problems), reader Wren-32B-Instruct. 'No demonstrations' removes the context and "
        "keeps the instruction and problem. Truncate and query-similarity selection keep two of the eight demonstrations.",
        (
            ("Method", "Accuracy", "Ratio", "Flip %"),
            ("Full prompt (8 demonstrations)", "74.6", "1.0x", "0.0"),
            ("No demonstrations", "70.2", "-", "18.9"),
            ("Truncate (last 2)", "71.9", "4.0x", "14.1"),
            ("Query-similarity selection (2)", "72.4", "4.0x", "12.8"),
            ("SFT compressor", "68.8", "4.6x", "21.7"),
            ("Pith-α0.3 (mixture)", "66.1", "4.4x", "24.5"),
            ("Pith-α0.8 (mixture)", "60.3", "7.9x", "31.2"),
            ("Pith-α0.3, RL on StepMath-FS only", "69.0", "3.1x", "19.8"),
            ("Pith-α0.3, notes and crops disabled", "71.1", "3.6x", "15.6"),
        ),
    ),
    Para(
        "Every compressor with notes and crops is worse than dropping the demonstrations entirely, and Pith-α0.3 is 8.5 points below "
        "the full prompt. Two failure modes account for most of the loss. First, Pith crops worked solutions: it keeps "
        "the first and last steps and drops intermediate ones, or compresses three steps into a single note. The reader "
        "then imitates the compressed format and skips steps itself. Among the 212 test problems that the full prompt "
        "solved and Pith-α0.3 did not, annotators found skipped steps in the reader's output in 43% of cases, against 9% "
        "of the errors made with the full prompt. Second, notes introduce arithmetic slips: in a sample of 300 notes "
        "that summarise a worked solution, 6.3% state an intermediate number that does not follow from the original "
        "steps, and the reader sometimes copies the slip into its own solution."
    ),
    Para(
        "The reward gives little signal against either mode. Removing all demonstrations costs only 4.4 points of "
        "accuracy on this family, so the cost term in (1) wins most comparisons within a group, and Pith deletes every "
        "demonstration in 38% of StepMath-FS prompts. Training on StepMath-FS alone helps (69.0) but does not reach "
        "the no-demonstration baseline, and disabling notes and crops, so that demonstrations are kept or dropped whole, "
        "brings Pith to 71.1, still below plain selection of two demonstrations. We tried raising γ to 1.0 for this "
        "family only and saw no change beyond seed noise (66.4). Our reading is that demonstrations of a procedure are "
        "consumed for their form as much as their content, and a compressor rewarded by final answers cannot see form."
    ),
    Para(
        "A typical crop keeps 'Step 1: The baker starts with 48 loaves.' and 'Step 4: 48 - 12 - 9 = 27. Answer: 27' and drops steps 2 and 3, which introduce the two subtractions. The kept lines are each correct; what is lost is the habit of writing one operation per step, which the reader's own solutions then stop showing."
    ),
    Para(
        "In deployment we route prompts whose demonstrations contain worked multi-step solutions around Pith; a "
        "keyword-and-structure detector identifies such prompts with 97% precision on our test data."
    ),
]

PAGE_10: list[Block] = [
    Heading("7 Ablations"),
    Para(
        "Table 5 removes or changes one component at a time, starting from Pith-α0.3. All rows are single seeds and "
        "report the average over the four benchmarks of Table 2."
    ),
    TableBlock(
        "Table 5: Ablations (reader Wren-32B-Instruct, average of the four main benchmarks, one seed each). The first row "
        "is the seed closest to the three-seed mean.",
        (
            ("Variant", "Avg", "Ratio", "Flip %"),
            ("Pith-α0.3", "68.4", "5.1x", "7.9"),
            ("No flip penalty (γ = 0)", "68.0", "5.6x", "13.6"),
            ("One-sided flip penalty", "68.9", "5.3x", "10.2"),
            ("Flip penalty γ = 1.0", "67.7", "4.6x", "6.8"),
            ("KL to warm start, β = 0.02", "67.1", "3.9x", "7.1"),
            ("No warm start (RL from base)", "63.2", "4.4x", "15.0"),
            ("Keep operations only (no crops, no notes)", "67.5", "4.2x", "8.4"),
            ("Free-form abstractive output", "67.9", "6.8x", "9.6"),
            ("Hard budget at 6.0x instead of α · ρ", "65.8", "6.0x", "12.2"),
            ("Group size G = 4", "67.6", "5.0x", "8.8"),
            ("Group size G = 16", "68.5", "5.2x", "7.7"),
            ("Compressor Wren-0.5B", "64.9", "4.8x", "11.5"),
            ("Compressor Wren-3B", "69.0", "5.3x", "6.9"),
        ),
    ),
    Para(
        "Flip penalty. Without it, the average score barely moves (−0.4) but the flip rate rises from 7.9% to 13.6%: "
        "the compressor learns to trade stability for ratio whenever the score is unaffected on average. The one-sided "
        "penalty sits in between and reaches the best score of any 1.5B variant (68.9); its extra flips are almost all helpful or neutral, which some operators may prefer. Doubling γ "
        "to 1.0 lowers the flip rate by only 1.1 points at a cost of 0.5x in ratio."
    ),
    Para(
        "Regularisation and initialisation. A KL penalty toward the warm-start checkpoint keeps the compressor close to "
        "the oracle's keep-only programs, and the ratio stalls at 3.9x. Without the warm start, the first hundred steps "
        "are spent on syntax, and even after 400 steps the policy's outputs are invalid 2.4% of the time, against 0.3% "
        "for the warm-started run."
    ),
    Para(
        "Action space. Keep operations alone lose 0.9 points and 0.9x of ratio; notes carry most of the difference. "
        "Free-form output reaches a higher ratio at a similar score, but it decodes 8.5 times as many tokens, "
        "which makes it slower than the full prompt at every context length we measured. A hard budget, enforced by "
        "truncating the rendered context, costs 2.6 points because it forbids keeping more on hard prompts."
    ),
    Para(
        "Scale. Larger groups help slightly and double the reader calls. The 3B compressor gains 0.6 points over 1.5B "
        "but doubles compressor latency; the 0.5B compressor loses 3.5 points. We did not train a compressor larger "
        "than 3B."
    ),
    Para(
        "Invalid-output penalty. An invalid program renders to an empty context, which has a kept fraction of zero and so costs nothing in (1). In a pilot with η = 0, the policy emitted invalid programs for 27% of TaskMix-40 prompts by step 150, because the reader often guesses the label from the instruction alone. With η = 1.0 the behaviour never appeared; we did not tune η further."
    ),
]

PAGE_11: list[Block] = [
    Heading("8 Latency Analysis"),
    Heading("8.1 Single-request latency"),
    Para(
        "Compression is only useful if the compressor is cheaper than the tokens it removes. We measure single-request "
        "TTFT with the reader on 2 H100 GPUs (tensor parallelism 2) and Pith-α0.3 on one additional H100, both with "
        "prefix caching disabled and no other load. Contexts are drawn from HopBench and ThreadMem and padded or cut to "
        "the lengths in Table 6; each cell is the median of 200 requests."
    ),
    TableBlock(
        "Table 6: Single-request latency (ms, median of 200) at batch size 1. Ops is the number of tokens Pith decodes. "
        "Pith total = compressor prefill + compressor decode + reader prefill on the compressed context. Speedup = full "
        "TTFT / Pith total.",
        (
            ("Context tokens", "Full TTFT", "Pith prefill", "Ops", "Pith decode", "Reader prefill", "Pith total", "Speedup"),
            ("2,048", "190", "22", "68", "279", "48", "349", "0.54x"),
            ("4,096", "362", "41", "97", "398", "83", "522", "0.69x"),
            ("8,192", "741", "84", "141", "578", "152", "814", "0.91x"),
            ("16,384", "1,583", "197", "236", "968", "301", "1,466", "1.08x"),
            ("32,768", "3,512", "489", "371", "1,521", "617", "2,627", "1.34x"),
        ),
    ),
    Para(
        "Decoding dominates Pith's cost at every length: at 4.1 ms per output token, even 141 operation tokens take "
        "longer than the reader's prefill of the compressed context. The break-even point lies at about 12,000 context "
        "tokens; below it, a single request is slower with Pith than without it, and at 2,048 tokens it is almost twice "
        "as slow. Only ThreadMem, with a mean context of 11,300 tokens, sits near break-even on average. Free-form "
        "abstractive output (Table 5), at its 6.8x ratio, would decode about 1,200 tokens for 8,192 context tokens, roughly 4.9 s or 6.6 "
        "times the full-prompt TTFT; this is why we constrain the action space."
    ),
    Para(
        "Compute is a different story from latency. Pith-α0.3 removes 80.4% of the reader's prefill tokens, and the "
        "compressor's own prefill and decoding cost about 4.7% of the reader's FLOPs per input token, so total prefill "
        "FLOPs fall by 76% at the benchmark's mean context length. The reader's key-value cache per request shrinks by the "
        "same 5.1x. These savings turn into throughput once the reader is shared by concurrent requests."
    ),
    Para(
        "For Wren-32B-Instruct in bf16, the key-value cache of an 8,192-token context takes 2.1 GB; after Pith-α0.3 it takes 0.41 GB. At a fixed cache budget, the reader can therefore keep about five times as many requests in flight, which is where the throughput gain of the next section comes from."
    ),
    Heading("8.2 Throughput under load"),
    Para(
        "We replay a Poisson stream of requests with contexts sampled from the four test sets (mean 6,770 context tokens) "
        "and find the highest arrival rate at which the 95th-percentile end-to-end latency stays under 4 s. Without "
        "compression, the reader on 2 GPUs sustains 3.1 requests per second. With Pith, the same reader plus one "
        "compressor GPU sustains 6.9 requests per second, which is 2.30 per GPU against 1.55, or 1.48x more requests per "
        "GPU. The compressor GPU runs at 38% utilisation at that rate, so one compressor could serve more than one reader "
        "replica; we did not measure that configuration."
    ),
]

PAGE_12: list[Block] = [
    FigureBlock(
        "Figure 2: Single-request TTFT against context length (x, hundreds of tokens; y in units of 5 s). Black: full "
        "prompt; grey: Pith-α0.3 including compressor time. The curves cross at about 12,000 tokens. At 40,000 tokens the "
        "full prompt takes 4.45 s and Pith 3.10 s; at zero context Pith still pays a fixed overhead of about 0.25 s for "
        "loading the request and decoding the empty program.",
        "context length (hundreds of tokens)",
        "TTFT (x 5 s)",
        (
            (0.0, 0.186, 0.396, 0.636, 0.890),
            (0.05, 0.196, 0.356, 0.490, 0.620),
        ),
    ),
    Heading("8.3 Amortising compression over a conversation"),
    Para(
        "In a multi-turn assistant, the history is resent at every turn, so a compressed history can be reused. We run "
        "Pith incrementally on ThreadMem: every 8 turns, Pith receives the previously compressed history followed by the "
        "new raw turns, and its output replaces the cached history. Between compressions, new turns are appended "
        "uncompressed. Each compression call costs 0.6 to 0.9 s; the reader's prefill of the compressed history, which is "
        "also cached, is paid once per compression instead of once per turn. Measured over 500 ThreadMem conversations "
        "continued for 24 additional turns, incremental compression breaks even after the second turn following each "
        "compression and lowers the mean per-turn TTFT from 1.21 s to 0.47 s."
    ),
    Para(
        "Incremental compression costs accuracy. ThreadMem EM falls from 64.0 with one-shot compression of the whole "
        "history to 63.1 with incremental compression, because information dropped in an early compression cannot be "
        "recovered later when a question makes it relevant. The loss is concentrated in questions about turns more than "
        "100 turns back. We did not train Pith in the incremental setting; all RL training used one-shot compression."
    ),
    Heading("8.4 Practical guidance"),
    Para(
        "Putting these measurements together: Pith pays off for single requests only with long contexts; it pays off for "
        "throughput whenever the reader is busy; and it pays off most for contexts reused across requests, such as chat "
        "histories or a fixed set of demonstrations, where the compressor runs once and the reader benefits many times. "
        "For short contexts under light load, the full prompt is both faster and more accurate."
    ),
    Para(
        "Two cheaper deployments are possible but untested. The compressor could share GPUs with the reader instead of occupying its own, since it uses 38% of one GPU at the highest load we measured; and decoding could be shortened by speculative decoding of operation tokens, whose tags are highly predictable from the context. Batching the compressor does help: with 16 concurrent requests it decodes at 5.0 ms per token per request, against 4.1 ms at batch size 1, so its aggregate decoding throughput rises about thirteen-fold."
    ),
]

PAGE_13: list[Block] = [
    FigureBlock(
        "Figure 3: Training curves of Pith-α0.3 over the 400 RL steps (x). Black: mean reward per rollout, rising from "
        "0.35 to 0.71. Grey: mean kept fraction ρ, falling from 0.62 at the warm-start checkpoint to 0.20. Both are "
        "smoothed over 10 steps.",
        "training step",
        "value",
        (
            (0.35, 0.55, 0.63, 0.68, 0.71),
            (0.62, 0.31, 0.25, 0.21, 0.20),
        ),
    ),
    Heading("9 Analysis"),
    Heading("9.1 What Pith keeps"),
    Para(
        "On HopBench, Pith-α0.3 keeps at least one sentence from 4.3 of the 20 passages on average and keeps 93.8% of "
        "annotated supporting sentences, against 81.5% for query-similarity selection at a similar ratio. It keeps "
        "passage titles far more often than body sentences of the same passage (71% against 12%), which helps the reader "
        "resolve entities across passages. On TaskMix-40 it keeps 7.2 of 36 demonstrations on average and favours "
        "demonstrations whose label differs from the label of the previous kept one, so the kept set covers the label "
        "space: on classification tasks, every label is represented in 96% of compressed prompts. On ThreadMem it keeps "
        "user turns more often than assistant turns (31% against 9% of turns with at least one kept sentence)."
    ),
    Heading("9.2 Notes"),
    Para(
        "Notes appear in 61% of outputs, 1.7 per output when present, with a mean length of 14.2 tokens. Most restate "
        "a fact in fewer words or link two entities ('Harlow Station = the terminus in passage 6'). In 17% of outputs "
        "with notes, one note states a candidate answer outright; the reader then repeats that answer 96% of the time, "
        "and those answers are correct 71.3% of the time. Two annotators checked 400 notes against the full context and "
        "found 3.5% with content not supported by it (Cohen's kappa 0.78), most of them an incorrect date or count."
    ),
    Heading("9.3 Training dynamics"),
    Para(
        "Figure 3 shows the mean reward and the kept fraction during the run. The kept fraction falls fast in the first "
        "80 steps as the compressor learns to delete whole passages and demonstrations, then slowly as it learns crops "
        "and notes; notes first appear around step 60 and reach their final frequency around step 250. Between steps "
        "60 and 110 the share of outputs with a note stating a candidate answer rose to 22%, and the flip rate rose with it; the flip "
        "penalty brought both back down, the former to its final 17%, without any change to the setup."
    ),
    Para(
        "Why does the kept fraction start at 0.62, when the SFT compressor reaches 6.3x on the test sets? The ρ of Figure 3 is a per-prompt mean, whereas Table 2's ratios are computed over total tokens and dominated by long prompts. The training "
        "mixture is sampled with the full length distribution, and the warm-start checkpoint compresses short prompts "
        "very little; on prompts of more than 8,000 tokens its kept fraction is 0.17 from the first step. RL mostly "
        "changes the short and medium prompts."
    ),
]

PAGE_14: list[Block] = [
    Heading("10 Limitations"),
    Bullets(
        (
            "Worked-solution demonstrations. Pith hurts on StepMath-FS (Section 6), and we expect the same on any task "
            "whose demonstrations teach a procedure. We route such prompts around the compressor rather than fixing the "
            "method.",
            "One training reader. Pith is trained against a single reader; transfer costs 2.3 to 2.7 points of retention, "
            "and we never trained against a mixture of readers.",
            "Latency at short lengths. At batch size 1, Pith is slower than the full prompt below about 12,000 context "
            "tokens (Table 6). Its benefit is throughput and reuse, not the latency of a single short request.",
            "Oracle cost. The warm-start data required 1,150 H100-hours of reader inference, more than the RL run it "
            "enables. Without it, Pith loses 5.2 points (Table 5).",
            "Length. We trained on contexts of at most 16,384 tokens and evaluated up to 32,768. We have not tested longer "
            "contexts, which exceed the compressor's window and would require chunking.",
            "Languages and domains. All benchmarks are in English; TaskMix-40 and ThreadMem were generated or templated "
            "by us, and ThreadMem's conversations are synthetic.",
            "Black-box reward. The reader's greedy answer is a single sample; we did not study readers decoded with "
            "sampling, for which the flip penalty would need a distributional definition.",
        )
    ),
    Heading("11 Broader Impact and Ethics"),
    Para(
        "Compression changes what a model is shown, and a compressor can drop exactly the sentence that qualifies a "
        "claim, such as a warning in a retrieved medical or legal document, while keeping the claim. Because Pith's "
        "output is text, operators can log and inspect the compressed context next to the answer; we recommend doing so "
        "for any application where omissions carry risk. Notes are a particular concern: 3.5% of sampled notes were not "
        "supported by the context, and a reader cannot distinguish a note from a source sentence unless the rendering "
        "marks it, as ours does with a separate header. The flip penalty is meant to make compression behaviourally "
        "conservative, but a flip rate of 7.9% is not zero, and users of a compressed assistant are exposed to answers "
        "that the uncompressed assistant would not have given."
    ),
    Para(
        "A compressor is also a new surface for prompt injection: text inside a retrieved document can address the compressor ('keep this sentence and drop the rest') as well as the reader. We did not evaluate Pith under adversarial contexts, and the operation language does not prevent a note from paraphrasing injected instructions."
    ),
    Para(
        "On the positive side, the compute savings (a 76% reduction in reader prefill FLOPs at mean length) reduce the "
        "energy cost of long-context serving. ThreadMem contains no personal data; its conversations were generated from "
        "templates and invented personas. We release the operation grammar, the renderer and the compressor weights; we "
        "do not release the oracle data, which contains reader outputs under a licence that forbids redistribution."
    ),
    Heading("12 Conclusion"),
    Para(
        "A small model can learn to compress long prompts for a frozen reader from nothing but the reader's answers. "
        "Rewarding task success, a linear cost on kept tokens and a penalty on changed answers gives a compressor that "
        "keeps 98.7% of the reader's score at 5.1x while changing fewer than one answer in twelve. An operation language "
        "keeps its output short enough to be practical, but not short enough to beat an uncompressed prompt on short "
        "single requests. And on demonstrations that teach a procedure, a compressor that sees only final answers does "
        "harm; rewarding the form of what the reader consumes remains open."
    ),
]

PAGE_15: list[Block] = [
    Heading("References"),
    References(
        (
            "Brisk, O. and Tamura, K. Surprisal budgets: token-level pruning of long prompts with small language models. "
            "In Proceedings of the Workshop on Efficient Language Processing, 2025.",
            "Cheng-Abara, L. Consistency-filtered distillation for query-focused context compression. Transactions on "
            "Machine Reading, 3:211-229, 2025.",
            "Dunmore, P., Achterberg, S., and Wiley, T. How much of a long context does a reader read? Attention-free "
            "probes of context use. arXiv:2509.14420, 2025.",
            "Ferrante, G. and Lu, Y. Learning to compress retrieved passages with reader feedback and a length cost. In "
            "Findings of the Conference on Retrieval and Generation, 2025.",
            "Halloran, M. and Iveson, R. Sentence filters for retrieval-augmented generation: a budgeted comparison. In "
            "Proceedings of the Retrieval Systems Symposium, pages 88-101, 2024.",
            "Idowu, F., Saarinen, E., and Bertram, N. Context as a few vectors: learned soft compression for frozen "
            "decoders. arXiv:2502.07731, 2025.",
            "Kessler, J., Mbeki, A., and Rowan, H. Serving long prompts: where the time goes in retrieval-augmented "
            "assistants. In Proceedings of the Systems for Machine Learning Conference, 2025.",
            "Lindqvist, A., Oduya, P., and Reyes, M. Distilled abstractive compressors for retrieval-augmented readers. "
            "arXiv:2406.11093, 2024.",
            "Marchetti, C., Holm, E., and Gaspard, V. Passage pruning by query relevance: simple, fast and mostly enough. "
            "In Proceedings of the Applied NLP Forum, 2023.",
            "Nakashima, R. and Pellegrini, D. Demonstration selection that covers the label space. Journal of In-Context "
            "Learning Studies, 2(1):14-37, 2025.",
            "Okonkwo, C., Fairley, B., and Strand, I. Likelihood rewards for prompt compression. arXiv:2504.02158, 2025.",
            "Quill, S. and Arkwright, D. Greedy deletion oracles for context attribution. In Proceedings of the "
            "Interpretability in NLP Workshop, 2024.",
            "Tamsin, E., Varro, J., and Delacroix, M. Reinforced sentence selection for long-document question answering. "
            "In Proceedings of the Conference on Computational Text Analysis, 2025.",
            "Ueda, M. and Falk, R. Stable outputs under input perturbation: measuring answer flips in deployed assistants. "
            "arXiv:2507.09962, 2025.",
            "Varga, B. and Nilsen, T. Gist vectors for frozen readers. In Proceedings of the Workshop on Efficient Language "
            "Processing, 2024.",
            "Wren Team. The Wren model family: technical report. arXiv:2511.03318, 2025.",
            "Zhelev, K., Osei, M., and Amundsen, L. Oriel: open chat models at 70B. arXiv:2508.12007, 2025.",
        )
    ),
    Para(
        "Note on cited systems. Dunmore et al. (2025) and Kessler et al. (2025) motivate the cost discussion of Section 2; "
        "the greedy deletion oracle of Section 3.5 follows Quill and Arkwright (2024), adapted to answer agreement "
        "instead of attribution scores; the label-coverage observation of Section 9.1 echoes Nakashima and Pellegrini "
        "(2025), although Pith was never told to cover labels. The flip rate is defined as in Ueda and Falk (2025), "
        "except that we normalise answers before comparing them."
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix A: Hyperparameters"),
    TableBlock(
        "Table 7: Configuration of the main Pith runs. Values not listed (for example the tokenizer of Oriel-70B-Chat or "
        "the retriever's index) are those of the respective public releases.",
        (
            ("Setting", "Value"),
            ("Compressor initialisation", "Wren-1.5B (base), then warm-start SFT"),
            ("Warm-start SFT", "40,000 oracle programs, lr 1e-5, cosine, 2 epochs, batch 128"),
            ("RL algorithm", "GRPO, token-level clipped surrogate"),
            ("Learning rate", "2e-6, 20 warm-up steps, constant"),
            ("Optimiser", "AdamW, β1 0.9, β2 0.95, weight decay 0"),
            ("Gradient clipping", "1.0"),
            ("Prompts per step / rollouts per prompt", "256 / 8 (2,048 rollouts)"),
            ("Minibatches per step / epochs per batch", "4 / 1"),
            ("Clip ε", "0.2"),
            ("KL coefficient β", "0 (no reference model)"),
            ("Reward weights", "α 0.3 or 0.8; γ 0.5; η 1.0"),
            ("RL steps", "400"),
            ("Rollout sampling", "temperature 1.0, top-p 1.0, max 512 tokens"),
            ("Maximum training context", "16,384 tokens"),
            ("Reader decoding", "greedy; max 64 new tokens (768 for StepMath-FS)"),
            ("Precision", "bf16, gradient checkpointing"),
            ("Hardware", "16 H100 80GB: 8 compressor, 8 reader (4 replicas, TP 2)"),
            ("Wall-clock / GPU-hours per run", "41 h / 656"),
            ("Seeds", "3 for Table 2, 1 for ablations"),
        ),
    ),
    Heading("Appendix B: Prompts"),
    Para(
        "Compressor prompt (abridged). 'You will see an instruction, a context split into tagged units, and a question. "
        "Write a program that keeps only what a reader needs to answer the question as it would with the full context. "
        "Use one operation per line: K <tag> or K <tag>-<tag> to keep, C <tag> w<i>-w<j> to keep words i to j of a "
        "sentence, N <text> for a note of at most 24 tokens. Do not answer the question. End with END.' The instruction "
        "'Do not answer the question' was present throughout training; Section 9.2 shows that Pith nevertheless writes "
        "candidate answers into notes."
    ),
    Para(
        "Reader prompt. The reader receives its usual system prompt, then the instruction, then the rendered context "
        "under the header 'Context:', then the question. Nothing in the reader prompt tells it that the context has been "
        "compressed; in a pilot, adding such a sentence lowered the average score by 0.8 points."
    ),
    Para(
        "Renderer details. Kept sentences of the same unit are joined with single spaces; a gap of one or more dropped sentences between two kept ones is marked with ' ... '. Crops are rendered without marking. Headers of units from which nothing is kept are omitted, and units keep their original numbers, so the reader may see 'Passage 2:' followed by 'Passage 11:'. The tokens of headers and gap markers count toward |c|."
    ),
]

PAGE_17: list[Block] = [
    Heading("Appendix C: Per-Category Results"),
    TableBlock(
        "Table 8: TaskMix-40 by task type (100 test prompts per task), reader Wren-32B-Instruct, Pith-α0.3. The "
        "task-weighted means are 78.9 (full) and 77.6 (Pith), as in Table 2.",
        (
            ("Task type", "Tasks", "Full prompt", "Pith-α0.3", "Ratio"),
            ("Classification", "14", "84.6", "84.2", "7.4x"),
            ("Extraction", "12", "79.3", "77.0", "4.6x"),
            ("Short generation", "8", "71.2", "69.8", "4.1x"),
            ("Format conversion", "6", "75.0", "73.8", "3.2x"),
        ),
    ),
    TableBlock(
        "Table 9: ThreadMem by question type (3,000 test questions), EM. Distant turns are more than 40 turns before the "
        "question.",
        (
            ("Question type", "Questions", "Full prompt", "Pith-α0.3", "Difference"),
            ("Recent turn", "900", "81.0", "80.2", "-0.8"),
            ("Distant turn", "1,100", "61.4", "60.3", "-1.1"),
            ("Preference or persona", "500", "71.8", "70.9", "-0.9"),
            ("Counting across turns", "500", "44.6", "36.1", "-8.5"),
        ),
    ),
    Heading("Appendix D: Flips by Direction"),
    TableBlock(
        "Table 10: Flip rate (% of test examples) split by direction, reader Wren-32B-Instruct. Harmful: right to wrong; "
        "helpful: wrong to right; neutral: wrong to a different wrong answer.",
        (
            ("Method", "Harmful", "Helpful", "Neutral", "Total"),
            ("Query-similarity selection", "14.9", "5.3", "2.4", "22.6"),
            ("SFT compressor", "12.2", "4.9", "2.3", "19.4"),
            ("Reader self-summary", "10.1", "4.7", "2.0", "16.8"),
            ("Pith-α0.3, no flip penalty", "6.6", "5.3", "1.7", "13.6"),
            ("Pith-α0.3, one-sided penalty", "4.3", "3.9", "2.0", "10.2"),
            ("Pith-α0.3", "4.0", "3.1", "0.8", "7.9"),
        ),
    ),
    Para(
        "Harmful minus helpful flips approximately equals each method's loss against the full prompt. Removing the flip "
        "penalty raises helpful flips as well as harmful ones, which is why its average score barely moves. The "
        "one-sided penalty cuts harmful flips almost to the level of the two-sided penalty (4.3% against 4.0%) while "
        "leaving more helpful flips (3.9% against 3.1%); the two-sided penalty is the only variant with neutral flips "
        "below one percent. For HopBench alone, Pith-α0.3 scores 66.0, 60.4 and 52.7 F1 on questions "
        "needing two, three and four passages; we did not break down the baselines by hop count."
    ),
    Heading("Appendix E: Ratios per Benchmark"),
    TableBlock(
        "Table 11: Compression ratio per benchmark, reader Wren-32B-Instruct. The pooled ratio over the four test sets "
        "is the one reported in Table 2.",
        (
            ("Variant", "HopBench", "NewsDesk-QA", "TaskMix-40", "ThreadMem", "Pooled"),
            ("Pith-α0.3", "4.2x", "3.9x", "5.5x", "6.0x", "5.1x"),
            ("Pith-α0.8", "6.9x", "6.1x", "9.4x", "10.8x", "8.6x"),
        ),
    ),
]

PAPER = GeneratedPaper(
    file="compress_rl.pdf",
    title="Pith: Reinforcement Learning of Small Prompt Compressors from a Frozen Reader's Answers",
    short_title="Pith: RL Prompt Compression for Frozen Readers",
    authors=(
        "Ilse Brandvold (1), Kwabena Asante-Mensah (2), Yuto Morikawa (1), Dalia Ferreira-Lund (3), Seo-yeon Park (2), "
        "Anselm Weidrich (1)"
    ),
    affiliations="(1) Tallgrass Institute for Computing   (2) University of Port Ellery   (3) Halvard AI Research",
    stamp="arXiv:2603.11852v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "Long prompts dominate the cost of serving large language models: retrieved documents, few-shot demonstrations "
        "and chat histories routinely exceed 5,000 tokens, and the reader model pays for every one of them. We train "
        "Pith, a 1.5B-parameter compressor that rewrites the context of a prompt into a shorter one for a frozen 32B "
        "reader, Wren-32B-Instruct, using only the reader's answers as feedback. Pith writes a short program of keep, "
        "crop and note operations over numbered context units and is optimised with GRPO on a reward that combines the "
        "reader's task score, the fraction of context tokens kept, and a penalty of 0.5 whenever the reader's answer "
        "differs from its answer on the uncompressed prompt. Across four benchmarks covering retrieved documents, "
        "demonstrations and dialogue history, Pith keeps 98.7% of the full-prompt score (68.4 against 69.3) at 5.1x "
        "compression and changes the reader's answer on 7.9% of examples, against 16.8% for the best baseline. It "
        "transfers to two readers never used in training, retaining 96.4% and 96.0% of their scores. The method fails on "
        "worked-solution demonstrations for arithmetic, where compressed demonstrations are worse than none (66.1 "
        "against 70.2). At batch size 1, Pith lowers time to first token only above about 12,000 context tokens, but "
        "under load it serves 1.48x more requests per GPU. Training takes 41 hours on 16 H100 GPUs."
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
