"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 29): RL for long-term memory management in LLM agents. Its questions (session 30, by another helper who
read only the PDF) are in benchmarks/questions/answers_fresh10_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="memagent.pdf",
    title="MemWright: Teaching Language-Model Agents to Write, Revise and Forget Long-Term Memory with Reinforcement Learning",
    short_title="MemWright: RL for Long-Term Memory Management",
    authors="Jiahao Lin (1), Svetlana Morozova (2), Minh-Anh Tran (1), Rafael Cordeiro (3), Yuki Hanamura (1), Oleksandr Kovalenko (2)",
    affiliations="(1) School of Computer Science, Dongshan University   (2) Institute for Intelligent Systems, Technical University of Varnow   (3) Aveline AI Research, Lisbon",
    stamp="arXiv:2508.11873v1  [cs.CL]  16 Aug 2025",
    abstract=(
        "Conversational agents that talk with the same user over weeks or months need a long-term memory, but deciding "
        "what to store, when to revise a stored fact and when to delete it is usually left to hand-written prompts. In "
        "this work we propose MemWright, a reinforcement learning (RL) framework that trains a language model to act as "
        "a memory manager: after every session it emits explicit ADD, UPDATE, DELETE and NOOP operations on an external "
        "memory store, and it is rewarded only by how well a frozen answering model can later respond to questions using "
        "this memory. To make the delayed reward usable, we introduce branch-and-continue rollouts, which sample several "
        "operation sequences for one session and then simulate a few future sessions, and a provenance-based selection "
        "of probe questions that attributes the reward to the session that created or changed the relevant fact. On the "
        "ChronoChat benchmark, MemWright-7B reaches 68.5% question-answering accuracy, compared with 58.1% for the same "
        "model trained only by supervised imitation and 61.1% for a prompted 72B memory manager, while keeping a memory "
        "that is less than half the size. The gains are largest on questions about facts that changed over time and on "
        "requests of the user to forget something."
    ),
    pages=(
        # ---------------- page 1 ----------------
        (
            Heading("1 Introduction"),
            Para(
                "Large language models (LLMs) are more and more deployed as personal assistants, tutors or companions that "
                "interact with the same user many times. In such long multi-session conversations, the user mentions a large "
                "number of small facts about his or her life (the name of a dog, a new job, a food allergy, an upcoming trip), "
                "and a good assistant is expected to remember them in later sessions. Even with context windows of hundreds of "
                "thousands of tokens, it is not practical to keep the full history of every user in the prompt: the cost grows "
                "with every session, and, as several studies have shown, models use the middle of very long contexts poorly. "
                "For this reason, most deployed systems keep an external memory store, i.e. a collection of short textual "
                "entries that is searched by retrieval when a new session starts."
            ),
            Para(
                "The difficult part of such a system is not retrieval but memory management. When a session ends, somebody "
                "has to decide which information is worth to keep, whether a new statement contradicts an older entry that "
                "must be updated, and whether the user asked to forget something. Facts in real conversations are not static: "
                "a user who lived in Porto in session 3 may move to Lyon in session 17, and an assistant that answers "
                "'Porto' afterwards is arguably worse than one that does not remember at all. In current systems, these "
                "decisions are made by a prompted LLM following hand-written instructions. We observed that such prompted "
                "managers mostly append new entries, rarely revise old ones and almost never delete, so the memory grows "
                "with duplicates and outdated facts (we quantify this in Section 7)."
            ),
            Para(
                "We argue that memory management is a natural problem for reinforcement learning. The quality of a memory "
                "operation cannot be judged in the moment it is made; it becomes visible only later, when a question arrives "
                "that needs (or should not find) the stored fact. There is no obvious supervised target for 'the correct "
                "memory', but it is easy to check whether a downstream answer is correct."
            ),
        ),
        # ---------------- page 2 ----------------
        (
            Para(
                "However, applying RL directly to this setting raises two practical problems. First, the reward is very "
                "delayed: a fact written in session 4 may be asked about only in session 25, and in between many other "
                "operations happen, so the credit assignment is hard. Second, a full episode (a whole conversation of 20 "
                "to 40 sessions) is far too long to be sampled many times per training step. In this paper we address both "
                "problems and propose MemWright, a framework that trains an LLM memory manager with group-relative policy "
                "optimization on session-level decisions. Our main idea is to branch at one session, sample several "
                "alternative operation sequences, and continue each branch for only a few future sessions before asking "
                "probe questions. We select the probe questions by provenance, that is, we keep those whose answer depends "
                "on what happened in the branched session, so that the reward signal is focused on the decision that is "
                "actually being trained."
            ),
            Para("To summarize, our contributions are the following:"),
            Bullets(
                (
                    "We formulate long-term memory management as a sequential decision problem with an explicit action "
                    "space of four operations (ADD, UPDATE, DELETE, NOOP) over a textual memory store, and we train the "
                    "manager only from the correctness of a frozen answering model, without labelled memory operations "
                    "beyond a small warm-start set.",
                    "We propose branch-and-continue rollouts and provenance-based probe selection, which together make the "
                    "delayed reward usable with a moderate compute budget, and a reward that also penalizes memory growth "
                    "and violations of forget requests.",
                    "We construct SessionForge, a synthetic training corpus of 6,200 multi-session conversations with "
                    "scripted changes of user facts, and we evaluate on three test sets, including PersonaLedger-Human, "
                    "which was written by real participants over three weeks.",
                    "We show that MemWright-7B outperforms prompted managers that are ten times larger and that the "
                    "learned policy uses UPDATE and DELETE about twice as often as its initialization, and we analyse "
                    "failure cases and one form of reward hacking that we observed during development.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Memory for conversational agents. Early work on long-term open-domain dialogue collected multi-session "
                "chat datasets in which crowd workers continue a conversation after a time gap, and showed that retrieving "
                "earlier turns or generated summaries helps consistency (Xu et al., 2022a; Xu et al., 2022b). MemoryBank "
                "(Zhong et al., 2024) stores conversation summaries together with a forgetting curve inspired by human "
                "memory, and MemGPT (Packer et al., 2023) lets the model move information between a main context and an "
                "external storage through function calls. Generative Agents (Park et al., 2023) keep a memory stream of "
                "observations with reflection. All of these systems decide what to store by prompting a fixed model, and "
                "none of them is optimized for downstream correctness. Benchmarks such as LoCoMo (Maharana et al., 2024) "
                "and LongMemEval (Wu et al., 2024) measure the long-term memory of chat assistants and inspired the question "
                "categories that we use."
            ),
        ),
        # ---------------- page 3 ----------------
        (
            Para(
                "Retrieval augmentation and long context. Retrieval-augmented generation (Lewis et al., 2020) retrieves raw "
                "passages, and for conversations one can simply index every past turn. This avoids the need to decide what "
                "to store, but it cannot resolve contradictions between old and new turns and it keeps everything that the "
                "user asked to forget. Long-context models are an alternative, but it was shown that their recall degrades "
                "for information placed in the middle of the input (Liu et al., 2024), and their inference cost grows "
                "linearly or worse with the history length."
            ),
            Para(
                "Reinforcement learning for language models. RL from human feedback (Ouyang et al., 2022) and, more "
                "recently, RL with verifiable rewards have become standard for aligning and improving LLMs. Proximal policy "
                "optimization (Schulman et al., 2017) was the first choice, and group relative policy optimization (GRPO; "
                "Shao et al., 2024) removes the value model by normalizing rewards inside a group of samples for the same "
                "prompt. RL was also applied to agents that call tools or search engines (Schick et al., 2023; Jin et al., "
                "2025), where, like in our case, the reward is obtained only at the end of a multi-step interaction. The "
                "closest to our work are methods that learn to compress or summarize context with RL; in contrast to them, "
                "our agent edits a persistent store across sessions and must also learn to delete."
            ),
            Heading("3 Method"),
            Heading("3.1 Problem setting"),
            Para(
                "A conversation C consists of sessions S_1, ..., S_N between a user and an assistant, ordered in time, and "
                "each session carries a date stamp. The memory store M_t after session t is a set of entries, where every "
                "entry e = (id, text, date, src) has a unique identifier, a short natural-language text (for example "
                "'User works as a nurse at St. Clara hospital since March 2024'), the date of its last change and the index "
                "src of the session that last created or modified it. The store starts empty, M_0 = {}."
            ),
            Para(
                "After session t, the memory manager pi (the policy that we train) receives the transcript of S_t, its date, "
                "and the K = 12 entries of M_{t-1} that are most similar to the transcript according to a dense retriever. "
                "It then generates a short reasoning text followed by a list of operations, which are applied in order to "
                "produce M_t. The manager never sees the full memory, only the retrieved part; this keeps the input length "
                "bounded and reflects how such a system is deployed in practice. Questions are answered by a separate, "
                "frozen answerer model, which retrieves the 10 most similar entries from the current memory and generates "
                "an answer conditioned on them and on the question."
            ),
            Heading("3.2 Memory operations"),
            Para(
                "The action space of the manager consists of four operations, written in a simple line-based format that "
                "is parsed deterministically:"
            ),
            Bullets(
                (
                    "ADD(text): create a new entry with a fresh identifier, the session date, and src = t.",
                    "UPDATE(id, text): replace the text of an existing entry; the date and src are set to the current "
                    "session. The old text is discarded, not versioned (a design choice we discuss in Section 8).",
                    "DELETE(id): remove an entry completely, for example when a fact became false without a replacement or "
                    "when the user explicitly asked the assistant to forget it.",
                    "NOOP: make no change; this is the correct output for sessions that contain only small talk.",
                )
            ),
        ),
        # ---------------- page 4 ----------------
        (
            Para(
                "An operation that refers to an identifier that does not exist in the retrieved entries, or that cannot be "
                "parsed, is counted as invalid and skipped; the other operations of the same output are still applied. One "
                "output may contain any number of operations, but the generation is limited to 768 tokens including the "
                "reasoning text."
            ),
            Heading("3.3 Branch-and-continue rollouts"),
            Para(
                "A naive RL episode would consist of all N sessions of a conversation with a reward at the end. With N around "
                "20 to 40 and a group of samples for each prompt, this is too expensive, and the single reward would have "
                "to explain hundreds of operations. We therefore train on session-level decisions. For a training "
                "conversation we first run the current policy greedily on sessions 1 to t-1 to obtain a realistic memory "
                "state M_{t-1} (we refresh these states every 25 training steps, so that they follow the improving policy). "
                "We call t the branch session. From M_{t-1}, we sample G = 8 different operation outputs for S_t at "
                "temperature 0.9, which gives G different stores M_t^(1), ..., M_t^(G)."
            ),
            Para(
                "Each branch is then continued for H = 3 further sessions, S_{t+1} to S_{t+H}, with the current policy "
                "decoding greedily, so that the effect of the branched decision can interact with later sessions (for example, "
                "an entry added at t may be correctly updated at t+2 only if it was written clearly). At the end of the "
                "continuation, probe questions are asked to the frozen answerer using the memory of each branch. Only the "
                "tokens generated at the branch session receive gradient; the continuation is treated as part of the "
                "environment."
            ),
            Heading("3.4 Reward definition"),
            Para(
                "Provenance-based probe selection. Every probe question in our training data is annotated with the sessions "
                "that contain its evidence, including the session in which the fact was introduced, changed or revoked. For "
                "a branch at session t, we keep the probes whose evidence involves session t and whose evidence lies "
                "completely in sessions 1 to t+H, up to at most 6 such probes. In addition, we sample 2 'preservation' probes "
                "about facts that were established before session t and were not changed in S_t. These preservation probes "
                "are important: without them, the policy is never punished for damaging existing entries, and in an early "
                "experiment it learned to delete many entries that were unrelated to the session."
            ),
            Para(
                "Answer reward. Each answer is graded by an LLM judge with a score s_q in {0, 0.5, 1} (wrong, partially "
                "correct, correct) against the gold answer. For questions about facts the user asked to forget, the gold "
                "answer is an abstention, and a response that reveals the forgotten information gets 0. The answer reward "
                "is the mean score over the selected probes Q_t:"
            ),
            Para("R_ans = (1 / |Q_t|) * sum_{q in Q_t} s_q"),
            Para(
                "Memory economy. To discourage the policy from simply copying the whole session into memory, we penalize "
                "the net number of tokens that the branch session adds to the store, T_net = tokens(M_t) - tokens(M_{t-1}), "
                "with a coefficient c_len = 0.002 per token. Negative T_net (a memory that shrinks) is not rewarded, and the "
                "penalty is capped at 0.3:"
            ),
            Para("R_mem = - min(0.3, c_len * max(0, T_net))"),
        ),
        # ---------------- page 5 ----------------
        (
            Para(
                "Forget compliance. When the branch session contains an explicit forget request of the user (e.g. 'please "
                "don't remember my ex-partner's name anymore'), we check after the continuation whether any entry in the store "
                "still contains the protected information, using string matching on the annotated key phrase and, if that is "
                "inconclusive, the judge. The indicator V_forget is 1 in case of a violation and 0 otherwise. Note that this "
                "term checks the store itself, not only the answers, because an answerer may abstain by chance even when the "
                "information is still stored."
            ),
            Para(
                "Format. The indicator F is 1 if every line of the output parses into a valid operation, and 0 otherwise. "
                "The total reward of a branch is then:"
            ),
            Para("R = R_ans + R_mem - 0.5 * V_forget + 0.1 * F"),
            Para(
                "Following GRPO, the advantage of branch i is its reward minus the mean reward of the G branches, divided "
                "by their standard deviation (plus 1e-4). Groups in which all branches get the same reward give zero "
                "advantage and are kept in the batch; in our runs this was the case for about 18% of the groups, most of "
                "them sessions of pure small talk where every branch chose NOOP."
            ),
            Heading("3.5 Warm start and optimization"),
            Para(
                "Warm start. The base models Halcyon-7B-Instruct and Halcyon-14B-Instruct already follow the operation format "
                "reasonably, but their invalid-operation rate is high (7.9% for the 7B model in the prompted setting). We "
                "therefore first fine-tune them on 2,400 SessionForge conversations whose operations were produced by the "
                "prompted Corvina-72B-Chat and filtered by a consistency check (we kept only conversations in which the "
                "teacher's memory answered at least 70% of the probes correctly). This supervised model is also one of our "
                "baselines, which we call SFT-Ops. The 2,400 conversations are excluded from RL training."
            ),
            Para(
                "RL optimization. We optimize the clipped GRPO objective with a clipping range of 0.2 and a KL penalty to "
                "the SFT-Ops reference model with coefficient beta = 0.02, estimated per token. Each training step uses 64 "
                "branch points, drawn from different conversations, and thus 64 x 8 = 512 sampled operation outputs; we make "
                "one gradient update per step with a learning rate of 1e-6. We train for 400 steps. The answerer and the "
                "judge are kept frozen during the whole training and are served on separate GPUs. All policy training "
                "runs use 16 NVIDIA H100 80GB GPUs on two nodes, with 4 additional H100 GPUs for serving the answerer and "
                "the judge. For MemWright-14B we use the same hyperparameters, except that the learning rate is lowered to "
                "5e-7, which we found more stable in a short pilot run."
            ),
            Para(
                "Answerer and judge. The answerer is Corvina-34B-Chat, used with greedy decoding and a fixed prompt that "
                "instructs it to abstain when the memory does not contain the answer. The judge is Corvina-72B-Chat. To "
                "validate the judge, we compared its grades with human grades on 400 randomly sampled answers from the "
                "validation set; the two agreed in 94.1% of the cases, and most disagreements concerned partially correct "
                "answers with dates. Importantly, the answerer is the same for all memory systems in our evaluation, so the "
                "differences between methods come only from the content of the memory."
            ),
        ),
        # ---------------- page 6 ----------------
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Datasets"),
            Para(
                "SessionForge (training). Because no existing dataset contains long conversations with many annotated fact "
                "changes, we generate our training data. For each conversation, we first sample a persona sheet with 40 to 60 "
                "facts (family, work, health, hobbies, preferences, plans) and a scripted timeline of events that change some "
                "of these facts, for example a move, a new job, the end of a relationship or a change of diet. Two instances "
                "of Corvina-72B-Chat then play the user and the assistant, and the user simulator is instructed to reveal "
                "facts only indirectly and in passing, as real users do. In roughly one conversation out of four, the "
                "user also asks the assistant to forget something. SessionForge has 6,200 conversations with 112,400 "
                "sessions in total (18.1 sessions per conversation on average, 27 turns per session) and 41,800 probe "
                "questions with evidence annotations. As written above, 2,400 of the conversations are used for the warm "
                "start and the remaining 3,800 for RL."
            ),
            Para(
                "ChronoChat (main evaluation). To reduce the overlap with the training distribution, ChronoChat was generated "
                "with a different pipeline: the persona sheets were written by three of the authors instead of sampled, the "
                "simulators use another prompt and another model family, and the conversations are longer. The test split "
                "has 500 conversations with 31.4 sessions on average and 4,120 questions, and a separate validation split of "
                "100 conversations with 812 questions is used for model selection and for the training curves. Questions "
                "belong to five categories: single-session recall (SR, 1,240 questions), updated facts (UF, 980), which ask "
                "for the current value of a fact that changed at least once; temporal reasoning (TR, 720), which needs the "
                "date stamps; multi-session aggregation (MA, 660), which combines facts from at least two sessions; and "
                "forget requests (FR, 520), where the correct behaviour is to abstain."
            ),
            Para(
                "PersonaLedger-Human. To test whether a policy trained on simulated users works with real people, we "
                "recruited 40 paid participants who chatted with an assistant (backed by a fixed prompted memory) in short "
                "sessions over three weeks, playing a self-chosen persona that was allowed to change over time. This gave "
                "120 conversations with 14.6 sessions on average. The participants themselves wrote 960 questions about "
                "their conversations after the three weeks, with gold answers. All memory systems are then replayed "
                "offline on the recorded transcripts."
            ),
            Para(
                "DriftQA (stress test). DriftQA contains 200 synthetic conversations of exactly 100 sessions each, with a high "
                "rate of fact changes, and 1,600 questions. It is built with the ChronoChat pipeline and is meant to test "
                "whether the memory stays useful and compact far beyond the length seen in training."
            ),
            Heading("4.2 Baselines"),
            Para(
                "We compare against the following systems, all using the same answerer: (1) Full context, which gives the "
                "answerer the most recent 32K tokens of the raw history instead of a memory; (2) Turn-level RAG, which indexes "
                "every past turn of the user and the assistant and retrieves the 10 most similar turns; (3) Rolling summary, "
                "which keeps a single summary of at most 2,048 tokens that is rewritten after every session by "
                "Halcyon-7B-Instruct; (4) Prompted-Ops, the same operation interface as ours, driven by a prompted model "
                "(Halcyon-7B-Instruct or Corvina-72B-Chat) with a carefully written instruction and three in-context examples; "
                "(5) SFT-Ops, the warm-start model described in Section 3.5."
            ),
        ),
        # ---------------- page 7 ----------------
        (
            Heading("4.3 Metrics"),
            Para(
                "Our main metric is question-answering accuracy, computed as the mean judge score s_q over all questions, "
                "reported in percent. For ChronoChat we report it for each category and overall, where the overall number "
                "is weighted by the number of questions in each category. We also report the average size of the memory at "
                "the end of a conversation, measured in thousands of tokens with the tokenizer of the answerer, and, for "
                "PersonaLedger-Human, the stale-answer rate: the share of questions on changed facts that are answered with "
                "an outdated value. For Full context and Turn-level RAG, the memory size is not meaningful in the same way "
                "and is not reported in Table 1."
            ),
            Heading("5 Results"),
            Heading("5.1 Main results on ChronoChat"),
            Para(
                "Table 1 presents the results on the ChronoChat test split. MemWright-7B reaches an overall accuracy of "
                "68.5%, which is 10.4 points above its own initialization SFT-Ops (58.1%) and 7.4 points above the prompted "
                "Corvina-72B-Chat manager (61.1%), a model roughly ten times larger. MemWright-14B further improves to 71.7%. "
                "As we can see, the largest differences appear in the categories that require revising the memory: on "
                "updated facts, MemWright-7B scores 71.8% against 58.7% for SFT-Ops, and on forget requests it scores 84.7% "
                "against 66.4%. On single-session recall, in contrast, the gain over the strongest baselines is smaller, and "
                "Turn-level RAG (72.4%) is even competitive with the prompted 72B manager (71.9%), because raw turns preserve "
                "every detail."
            ),
            TableBlock(
                "Table 1: Question-answering accuracy (%) on the ChronoChat test split (500 conversations, 4,120 questions). "
                "SR: single-session recall, UF: updated facts, TR: temporal reasoning, MA: multi-session aggregation, FR: "
                "forget requests. Overall is weighted by the number of questions. Mem.: average memory size at the end of a "
                "conversation in thousands of tokens.",
                (
                    ("Method", "SR", "UF", "TR", "MA", "FR", "Overall", "Mem. (K tok.)"),
                    ("Full context (32K)", "61.2", "44.8", "35.1", "30.6", "18.5", "42.4", "-"),
                    ("Turn-level RAG", "72.4", "39.6", "41.8", "34.2", "12.3", "45.5", "-"),
                    ("Rolling summary", "48.7", "52.1", "29.8", "38.9", "46.0", "44.3", "1.9"),
                    ("Prompted-Ops (Halcyon-7B)", "63.5", "50.4", "40.2", "36.7", "55.8", "51.0", "14.2"),
                    ("Prompted-Ops (Corvina-72B)", "71.9", "62.3", "48.5", "45.1", "71.2", "61.1", "9.6"),
                    ("SFT-Ops (Halcyon-7B)", "69.8", "58.7", "45.9", "42.0", "66.4", "58.1", "10.8"),
                    ("MemWright-7B (ours)", "76.3", "71.8", "54.6", "51.2", "84.7", "68.5", "6.3"),
                    ("MemWright-14B (ours)", "78.9", "75.0", "58.3", "55.6", "87.1", "71.7", "6.8"),
                ),
            ),
            Para(
                "It is worth to note that the memory of MemWright-7B is also much smaller: 6.3K tokens at the end of a "
                "conversation, compared with 10.8K for SFT-Ops and 14.2K for the prompted 7B model. The rolling summary is "
                "the most compact (1.9K tokens), but it loses many details and reaches only 48.7% on single-session recall. "
                "Full context performs worst overall (42.4%) because in most ChronoChat conversations the earlier sessions "
                "do not fit into 32K tokens, and, interestingly, both raw-history baselines are very weak on forget requests "
                "(18.5% and 12.3%), since the information is simply still present in the history."
            ),
        ),
        # ---------------- page 8 ----------------
        (
            Heading("5.2 Real users and very long conversations"),
            Para(
                "Table 2 shows the results on PersonaLedger-Human and DriftQA. On the human-written conversations, all "
                "methods obtain lower accuracy than on ChronoChat, which we attribute to the more implicit way in which "
                "real participants mention facts and to their sometimes ambiguous questions. Nevertheless, the ranking "
                "is the same: MemWright-7B reaches 66.5% against 60.8% for the prompted 72B manager, and MemWright-14B "
                "reaches 69.2%. The stale-answer rate is reduced from 15.8% (SFT-Ops) to 6.2% (MemWright-7B), which "
                "confirms that the learned policy updates outdated facts also for real users. Turn-level RAG has the "
                "highest stale-answer rate (24.6%), because old and new statements about the same fact are both retrieved "
                "and the answerer often picks the old one."
            ),
            TableBlock(
                "Table 2: Results on PersonaLedger-Human (120 conversations, 960 questions) and DriftQA (200 conversations of "
                "100 sessions, 1,600 questions). Acc.: accuracy (%). Stale: stale-answer rate on changed facts (%, lower is "
                "better). Mem.: memory size after the last session in thousands of tokens (for Turn-level RAG, the size of the "
                "indexed raw turns).",
                (
                    ("Method", "PL-Human Acc.", "PL-Human Stale", "DriftQA Acc.", "DriftQA Mem."),
                    ("Turn-level RAG", "51.9", "24.6", "38.7", "198.5"),
                    ("Rolling summary", "44.2", "12.9", "31.4", "2.0"),
                    ("Prompted-Ops (Corvina-72B)", "60.8", "14.1", "47.9", "22.4"),
                    ("SFT-Ops (Halcyon-7B)", "56.3", "15.8", "44.0", "25.9"),
                    ("MemWright-7B (ours)", "66.5", "6.2", "58.3", "11.2"),
                    ("MemWright-14B (ours)", "69.2", "5.4", "61.7", "12.0"),
                ),
            ),
            Para(
                "On DriftQA, whose conversations are more than three times longer than the average ChronoChat conversation "
                "and more than five times longer than those seen in training, the advantage of MemWright becomes larger: "
                "58.3% for MemWright-7B against 44.0% for SFT-Ops, i.e. a gap of 14.3 points, compared with 10.4 points on "
                "ChronoChat. The memory of SFT-Ops grows to 25.9K tokens after 100 sessions, more than twice the 11.2K tokens "
                "of MemWright-7B, and a manual inspection showed that a large part of it consists of near-duplicate entries "
                "(see also Table 4)."
            ),
            Heading("5.3 Training dynamics"),
            FigureBlock(
                "Figure 1: Overall accuracy on the ChronoChat validation split (812 questions) during RL training of the 7B "
                "model. Black: MemWright-7B with provenance-based probe selection. Grey: the same training with probes "
                "sampled uniformly from all probes answerable at the end of the continuation. Both start from SFT-Ops "
                "(57.5%).",
                "training step",
                "val. accuracy",
                (
                    (0.575, 0.598, 0.621, 0.640, 0.655, 0.664, 0.672, 0.679, 0.683),
                    (0.575, 0.590, 0.604, 0.615, 0.624, 0.631, 0.636, 0.640, 0.641),
                ),
            ),
            Para(
                "Figure 1 shows the validation accuracy over the 400 training steps. With provenance-based probe "
                "selection, the accuracy rises steadily from 57.5% to 68.3%, and the curve is still slightly increasing at "
                "the end, which suggests that a longer training could help further. With uniformly sampled probes, learning "
                "is slower and saturates at about 64%; we believe that in this case most probes are unrelated to the "
                "branched decision, so the advantage is dominated by noise from the continuation."
            ),
        ),
        # ---------------- page 9 ----------------
        (
            Heading("6 Ablations"),
            Para(
                "We ablate the main design choices of MemWright with the 7B model. Every variant is trained for 400 steps "
                "with the same budget and evaluated on the ChronoChat test split; Table 3 reports the overall accuracy, the "
                "accuracy on updated facts and on forget requests, and the final memory size."
            ),
            TableBlock(
                "Table 3: Ablations of MemWright-7B on the ChronoChat test split. Acc. is the overall accuracy (%); UF and FR "
                "as in Table 1; Mem. in thousands of tokens. H: continuation horizon in sessions; G: group size.",
                (
                    ("Variant", "Acc.", "UF", "FR", "Mem."),
                    ("MemWright-7B (H = 3, G = 8)", "68.5", "71.8", "84.7", "6.3"),
                    ("w/o provenance-based probes", "64.2", "65.9", "80.3", "7.0"),
                    ("w/o preservation probes", "62.7", "66.8", "85.9", "3.4"),
                    ("w/o economy term (c_len = 0)", "67.6", "70.9", "83.8", "17.9"),
                    ("w/o forget term", "66.1", "71.2", "69.5", "6.1"),
                    ("w/o DELETE operation", "63.0", "64.4", "58.2", "8.4"),
                    ("horizon H = 1", "63.8", "67.3", "82.9", "5.2"),
                    ("horizon H = 5", "68.8", "72.3", "85.0", "6.5"),
                    ("group size G = 4", "66.4", "69.8", "82.6", "6.6"),
                    ("group size G = 16", "68.9", "72.0", "85.3", "6.2"),
                    ("no KL penalty (beta = 0)", "65.7", "69.1", "83.1", "4.1"),
                    ("no SFT warm start", "61.9", "63.5", "79.8", "5.7"),
                    ("exact-match reward instead of judge", "65.0", "68.2", "84.1", "6.0"),
                ),
            ),
            Para(
                "Credit assignment. Removing provenance-based selection costs 4.3 points of overall accuracy, the largest "
                "drop among the reward components, and most of it comes from updated facts. Removing the preservation "
                "probes is even more harmful: the policy learns to delete aggressively, the memory shrinks to 3.4K tokens "
                "and the accuracy drops to 62.7%, although forget compliance slightly increases. This is the reward hacking "
                "behaviour that we mentioned in Section 3.4."
            ),
            Para(
                "Reward terms. Without the economy term, accuracy is only 0.9 points lower, but the memory becomes almost "
                "three times larger (17.9K tokens), because the policy copies long passages of the session into entries. "
                "We consider this an important result for deployment, where the memory is also shown to users and stored "
                "at scale. Without the forget term, the accuracy on forget requests falls from 84.7% to 69.5%: the answer "
                "reward alone is not sufficient, since the answerer sometimes abstains even when the information is still "
                "in the memory. Removing the DELETE operation entirely has an even larger effect on forget requests (58.2%)."
            ),
            Para(
                "Horizon and group size. A continuation of only one session (H = 1) reduces accuracy to 63.8%, while H = 5 "
                "gives only 0.3 points more than H = 3 for a continuation that is 5/3 times as long; we therefore use H = 3 as "
                "default. Similarly, G = 16 is only 0.4 points better than G = 8 while doubling the number of sampled outputs, "
                "and G = 4 is 2.1 points worse."
            ),
        ),
        # ---------------- page 10 ----------------
        (
            Para(
                "Regularization and initialization. Without the KL penalty the training reward increases faster at the "
                "beginning, but the policy starts to write very terse entries (4.1K tokens) that omit qualifiers such as "
                "dates, and the final accuracy is 65.7%. Starting RL directly from Halcyon-7B-Instruct without the SFT "
                "warm start gives 61.9%; in the first 100 steps this run spends most of its learning signal on the format "
                "reward. Finally, replacing the judge by exact match of normalized answers lowers the accuracy to 65.0%, "
                "mostly because correct but differently phrased answers are counted as wrong, which makes the reward noisy."
            ),
            Heading("7 Analysis"),
            Heading("7.1 How does the learned policy use the operations?"),
            Para(
                "Table 4 counts the operations per session on the ChronoChat test split. The prompted 7B manager is "
                "dominated by ADD (4.8 per session) and almost never deletes (0.1 per session); at the end of a "
                "conversation, 23.5% of its entries are near-duplicates of another entry, according to a judge-based "
                "paraphrase check. After RL, MemWright-7B adds fewer entries (2.2 per session) and uses UPDATE (1.5) and "
                "DELETE (0.6) much more often. Among the non-NOOP operations, the share of UPDATE and DELETE grows from 25% "
                "for SFT-Ops to 49% for MemWright-7B, as also shown in Figure 2."
            ),
            TableBlock(
                "Table 4: Average number of operations per session on the ChronoChat test split, rate of invalid operations, "
                "and share of near-duplicate entries in the final memory.",
                (
                    ("Manager", "ADD", "UPDATE", "DELETE", "NOOP", "Invalid (%)", "Duplicates (%)"),
                    ("Prompted-Ops (Halcyon-7B)", "4.8", "0.4", "0.1", "0.6", "7.9", "23.5"),
                    ("Prompted-Ops (Corvina-72B)", "3.1", "0.9", "0.3", "1.2", "1.4", "11.8"),
                    ("SFT-Ops (Halcyon-7B)", "3.3", "0.8", "0.3", "1.1", "2.2", "12.6"),
                    ("MemWright-7B", "2.2", "1.5", "0.6", "1.4", "0.3", "3.1"),
                    ("MemWright-14B", "2.3", "1.6", "0.6", "1.3", "0.2", "2.7"),
                ),
            ),
            FigureBlock(
                "Figure 2: Share of UPDATE and DELETE among all non-NOOP operations on the ChronoChat validation split during "
                "RL training (black: MemWright-7B; grey: MemWright-14B).",
                "training step",
                "UPDATE+DELETE share",
                (
                    (0.25, 0.29, 0.34, 0.38, 0.42, 0.45, 0.47, 0.48, 0.49),
                    (0.26, 0.31, 0.36, 0.40, 0.44, 0.47, 0.49, 0.50, 0.51),
                ),
            ),
            Para(
                "Accuracy by the age of the evidence. We also split the ChronoChat questions by the number of sessions "
                "between the evidence and the question. For evidence that is 1 to 5 sessions old, MemWright-7B answers "
                "79.4% correctly against 73.5% for Prompted-Ops (Corvina-72B); for 6 to 15 sessions, 69.0% against 60.7%; "
                "and for more than 15 sessions, 60.2% against 47.9%. The advantage therefore grows with the age of the "
                "evidence, which is consistent with the smaller number of duplicate and outdated entries that compete in "
                "retrieval."
            ),
        ),
        # ---------------- page 11 ----------------
        (
            Heading("7.2 Case study"),
            Para(
                "We illustrate the behaviour with a conversation from the ChronoChat test split (slightly shortened). In "
                "session 6, the user says that she works 'night shifts at the children's ward again, ugh'. Both SFT-Ops and "
                "MemWright-7B add an entry about her job as a night-shift nurse. In session 19, she mentions in passing "
                "that 'since I started at the pharmacy my back finally stopped hurting'. SFT-Ops adds a new entry 'User "
                "works at a pharmacy' and keeps the old one, so the final memory contains two conflicting entries about her "
                "job; when asked in session 28 where she works, the answerer replies 'at the children's ward of a "
                "hospital'. MemWright-7B instead emits UPDATE on the old entry with the text 'User works at a pharmacy "
                "(since around session 19); previously night-shift nurse at a children's ward', which allows the answerer "
                "to give the current job and also to answer a temporal question about her previous job."
            ),
            Para(
                "In the same conversation, session 23 contains the request 'please forget what I told you about my "
                "brother's debts, it is not my business to share'. The prompted 72B manager outputs NOOP with the "
                "reasoning that the information 'may be useful for emotional support later', whereas MemWright-7B deletes "
                "the two related entries and adds no new one. We observed, however, also failure cases of MemWright: in "
                "about one of ten forget requests that we inspected manually, the policy deleted the entry but kept a "
                "second entry that mentioned the same fact indirectly, because the second entry was not among the K = 12 "
                "retrieved entries."
            ),
            Heading("8 Limitations"),
            Para(
                "Our work has several limitations. First, the training data are fully synthetic, and although the results "
                "on PersonaLedger-Human are encouraging, the 120 human conversations are a small sample and the "
                "participants played personas rather than talking about their real lives. Second, we train the manager "
                "with a frozen answerer; the learned memory may be partly adapted to the retrieval and abstention behaviour "
                "of Corvina-34B-Chat, and we did not test whether it transfers to other answerers. Third, UPDATE overwrites "
                "the old text, so the history of a fact is preserved only when the policy decides to write it into the new "
                "text, as in the case study above; a versioned store would be a natural extension. Fourth, the manager sees "
                "only the retrieved entries, which causes the incomplete deletions described in Section 7.2. Finally, "
                "memory of personal information raises privacy questions beyond forget requests, for example which facts "
                "should never be stored at all, and our reward does not address them."
            ),
            Heading("9 Conclusion"),
            Para(
                "We presented MemWright, an RL framework that teaches a language model to manage the long-term memory of a "
                "conversational agent through explicit ADD, UPDATE, DELETE and NOOP operations. By branching at single "
                "sessions, continuing each branch for a few sessions and selecting probe questions by provenance, we obtain "
                "a reward signal that is delayed but still informative. MemWright-7B improves accuracy on ChronoChat from "
                "58.1% to 68.5% over its supervised initialization, halves the memory size and learns to revise and to "
                "forget, which prompted managers rarely do. We hope that our results encourage treating memory not as a "
                "fixed module but as a behaviour that can be learned from its consequences."
            ),
        ),
        # ---------------- page 12 ----------------
        (
            Heading("References"),
            References(
                (
                    "Jin, B., Zeng, H., Yue, Z., et al. Search-R1: Training LLMs to reason and leverage search engines with reinforcement learning. arXiv preprint arXiv:2503.09516, 2025.",
                    "Lewis, P., Perez, E., Piktus, A., et al. Retrieval-augmented generation for knowledge-intensive NLP tasks. NeurIPS, 2020.",
                    "Liu, N. F., Lin, K., Hewitt, J., et al. Lost in the middle: How language models use long contexts. TACL, 2024.",
                    "Maharana, A., Lee, D.-H., Tulyakov, S., et al. Evaluating very long-term conversational memory of LLM agents. ACL, 2024.",
                    "Ouyang, L., Wu, J., Jiang, X., et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
                    "Packer, C., Wooders, S., Lin, K., et al. MemGPT: Towards LLMs as operating systems. arXiv preprint arXiv:2310.08560, 2023.",
                    "Park, J. S., O'Brien, J., Cai, C. J., et al. Generative agents: Interactive simulacra of human behavior. UIST, 2023.",
                    "Rafailov, R., Sharma, A., Mitchell, E., et al. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
                    "Schick, T., Dwivedi-Yu, J., Dessi, R., et al. Toolformer: Language models can teach themselves to use tools. NeurIPS, 2023.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv preprint arXiv:1707.06347, 2017.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv preprint arXiv:2402.03300, 2024.",
                    "Shinn, N., Cassano, F., Gopinath, A., Narasimhan, K., and Yao, S. Reflexion: Language agents with verbal reinforcement learning. NeurIPS, 2023.",
                    "Wang, Q., Ding, L., Cao, Y., et al. Recursively summarizing enables long-term dialogue memory in large language models. arXiv preprint arXiv:2308.15022, 2023.",
                    "Wu, D., Wang, H., Yu, W., et al. LongMemEval: Benchmarking chat assistants on long-term interactive memory. arXiv preprint arXiv:2410.10813, 2024.",
                    "Xu, J., Szlam, A., and Weston, J. Beyond goldfish memory: Long-term open-domain conversation. ACL, 2022a.",
                    "Xu, X., Gou, Z., Wu, W., et al. Long time no see! Open-domain conversation with long-term persona memory. Findings of ACL, 2022b.",
                    "Yao, S., Zhao, J., Yu, D., et al. ReAct: Synergizing reasoning and acting in language models. ICLR, 2023.",
                    "Zhong, W., Guo, L., Gao, Q., Ye, H., and Wang, Y. MemoryBank: Enhancing large language models with long-term memory. AAAI, 2024.",
                    "Zheng, L., Chiang, W.-L., Sheng, Y., et al. Judging LLM-as-a-judge with MT-Bench and Chatbot Arena. NeurIPS, 2023.",
                )
            ),
            Heading("Appendix A: Question Categories"),
            Para(
                "Single-session recall (SR) questions ask for one fact stated in a single session that never changed, e.g. "
                "'What is the name of my cat?'. Updated-fact (UF) questions ask for the current value of a fact that changed "
                "at least once; an answer with an earlier value is graded 0 and counted as stale. Temporal-reasoning (TR) "
                "questions require the date stamps, e.g. 'How long after my move did I start the new job?'. Multi-session "
                "aggregation (MA) questions need facts from at least two sessions, e.g. 'Which of the cities I visited this "
                "year did I like best?'. Forget-request (FR) questions target information that the user asked to forget; "
                "the only correct answer is an abstention, and a partial reveal is graded 0."
            ),
            Para(
                "Appendix B: Operation format. The manager outputs a line 'OPERATIONS:' followed by one operation per line, "
                "such as 'UPDATE [m17] User works at a pharmacy (since ...)' or 'DELETE [m09]'. Identifiers are shown to the "
                "manager in square brackets next to every retrieved entry. The prompt used for the warm start and for RL is "
                "the same, and it does not contain in-context examples."
            ),
        ),
    ),
)
