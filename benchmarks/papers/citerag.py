"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 18); its questions are in benchmarks/questions/answers_fresh5_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="citerag.pdf",
    title="Cite What You Use: Reinforcement Learning with Citation Precision and Recall Rewards for Long-Context Question Answering",
    short_title="CAPO: Citation-Aware Policy Optimization",
    authors="Ines Valtonen (1), Kwabena Osei-Mensah (2), Lucia Ferreyra (1), Dmitri Kalashnikov (3), Hana Takeda (2)",
    affiliations="(1) Rosendal University   (2) Meridian Language Lab   (3) Institute for Open Inference, Tallinn",
    stamp="arXiv:2510.21847v1  [cs.CL]  24 Oct 2025",
    abstract=(
        "Retrieval-augmented assistants are expected to support every claim with a citation to the documents they were "
        "given, yet language models trained only to answer correctly cite poorly: they attach references that do not "
        "support the sentence, or leave sentences without any. We present CAPO (Citation-Aware Policy Optimization), a "
        "reinforcement learning recipe for long-context question answering whose reward combines answer correctness with "
        "citation precision and citation recall, both measured sentence by sentence by a small entailment verifier. Two "
        "design choices keep the citation reward honest: it is paid only when the answer is correct, and a leave-one-out "
        "test withholds precision credit from citations that are not needed. Trained with group-relative policy "
        "optimization on 47,360 multi-document questions with up to 32K tokens of retrieved context, CAPO raises the "
        "average citation F1 of Qwen2.5-7B-Instruct from 52.3 under answer-only RL to 78.4, a gain of 26.1 points, while "
        "keeping answer accuracy level (61.8 against 61.2). It also outperforms a reward computed by a 70B LLM judge at "
        "roughly a quarter of its reward-computation cost."
    ),
    pages=(
        (
            Heading("1 Introduction"),
            Para(
                "Question answering over retrieved documents has become the default way for language models to answer "
                "questions whose answers change, are specialised, or must be checked. A user who receives such an answer "
                "needs to know where it came from, and the accepted form of that information is an inline citation: a "
                "bracketed reference after each sentence that points to the passage supporting it. Citations are only "
                "useful if they are right. A citation that points to a document that does not support the sentence is "
                "worse than none, because it lends false authority to the claim, and an uncited sentence forces the user "
                "to search the context again."
            ),
            Para(
                "Current models are weak at this. When we prompt Qwen2.5-7B-Instruct to answer multi-hop questions from "
                "twenty retrieved documents with inline citations, only 46.8% of its citations are supported by the cited "
                "document, and 37.9% of the sentences that need support receive it. The recent wave of reinforcement "
                "learning with verifiable rewards makes the answers better but not the citations: after answer-only RL "
                "the same model answers 61.2% of questions correctly, 11.5 points more than before, while its citation "
                "F1 rises only from 41.5 to 52.3. The policy learns to find the answer in a long context; nothing in "
                "its reward asks it to show where."
            ),
        ),
        (
            Para(
                "A direct remedy is to reward citations. Doing so naively fails in instructive ways. If every supported "
                "citation is rewarded, the policy learns to cite three or four documents after each sentence, since one "
                "of them usually supports it. If the citation reward is paid regardless of correctness, the policy "
                "learns to write short, well-cited sentences that avoid committing to an answer. And if support is "
                "judged by a large LLM, the reward becomes the most expensive part of the training step. CAPO addresses "
                "each of these problems with a specific design choice, and we show in ablations that each matters."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "We define sentence-level citation precision and recall rewards for RL over retrieved documents, "
                    "computed by a 1.5B entailment verifier, and combine them with answer correctness in a single scalar "
                    "reward that is cheap enough to evaluate on every rollout.",
                    "We introduce two safeguards against reward hacking: a correctness gate that pays the citation reward "
                    "only when the final answer is correct, and a leave-one-out minimality test that denies precision "
                    "credit to redundant citations.",
                    "We train Qwen2.5 models of 3B, 7B and 14B parameters and Llama-3.1-8B-Instruct with CAPO on 47,360 "
                    "questions, and show gains in citation F1 of 19 to 26 points over answer-only RL on four benchmarks "
                    "with no loss of answer accuracy.",
                    "We analyse where the gains come from: CAPO cites documents in the middle of long contexts far more "
                    "often, cites fewer documents per sentence, and degrades more gracefully as the context grows to 32K tokens.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Attributed question answering. Early work on attribution evaluated whether generated text is supported "
                "by an identified source and proposed human annotation protocols for doing so [7]. The ALCE benchmark "
                "(Gao et al. [2]) made citation quality measurable at scale with an NLI model that checks whether the "
                "concatenation of cited passages entails each sentence, and introduced citation precision and recall in "
                "the form we adopt. Later studies found that even strong proprietary models leave a large share of "
                "statements unsupported in long-form answers [9]."
            ),
            Para(
                "Training models to cite. Supervised approaches fine-tune on answers with citations generated by a "
                "stronger model and filtered for support; LongCite-style pipelines (Bai et al. [1]) follow this route "
                "for long contexts. Self-RAG [3] trains a model to emit reflection tokens that critique retrieval and "
                "support. Huang et al. [5] train with fine-grained rewards for citation quality using PPO and a reward "
                "model, and report reward hacking through over-citation, a failure we analyse in Section 6. Our work "
                "differs in using a verifier-based reward without a learned reward model, in gating citation credit on "
                "correctness, and in training on contexts up to 32K tokens."
            ),
            Para(
                "RL with verifiable rewards. Group Relative Policy Optimization (GRPO) [8] removed the critic and made "
                "RL on rule-checked rewards the standard recipe for reasoning models. Search-augmented variants train "
                "models to issue retrieval calls and reward only the final answer [6]. Long-context RL remains less "
                "studied; Okonkwo et al. [4] show that answer-only rewards improve long-context retrieval of facts but "
                "do not address attribution."
            ),
        ),
        (
            Heading("3 Method"),
            Heading("3.1 Task format"),
            Para(
                "Each training instance consists of a question q and a list of N retrieved documents d_1, ..., d_N, each "
                "prefixed with an index in square brackets. The policy writes an answer of one or more sentences, each "
                "followed by zero or more citations of the form [i], and ends with a line 'Final answer:' followed by a "
                "short answer string. We split the response into sentences s_1, ..., s_M with a rule-based splitter and "
                "let C_m be the set of documents cited by sentence s_m. At most K_max = 3 citations per sentence are "
                "parsed; further citations are ignored for reward purposes and count as a format violation."
            ),
            Heading("3.2 Citation recall and precision"),
            Para(
                "We say that a set of documents supports a sentence when their concatenation entails it according to a "
                "verifier V that returns an entailment probability. Following ALCE [2], sentence s_m is recalled when "
                "V(concat(C_m), s_m) > theta, with threshold theta = 0.5. Citation recall is the fraction of sentences "
                "that are recalled. Sentences that the verifier classifies as non-factual (greetings, hedges, restatements "
                "of the question) are excluded from the denominator; they make up 6.4% of sentences in our rollouts."
            ),
            Para("CR = (1 / M') * sum_m 1[ V(concat(C_m), s_m) > theta ],     (1)"),
            Para(
                "where M' is the number of factual sentences. A citation c in C_m is precise when the sentence is "
                "recalled and the citation is needed: either c alone supports s_m, or removing c from C_m makes the "
                "remaining set fail to support it. This leave-one-out test is the minimality condition; a citation "
                "that can be dropped without any loss of support earns nothing. Citation precision is the fraction of "
                "all citations that are precise:"
            ),
            Para(
                "CP = (1 / |C|) * sum_m sum_{c in C_m} 1[ recalled(s_m) and (V(c, s_m) > theta or V(C_m \\ c, s_m) <= theta) ],     (2)"
            ),
            Para(
                "with |C| the total number of parsed citations. A response without any citation has CP = 0 by "
                "convention. The leave-one-out test requires |C_m| + 1 verifier calls per sentence, which the cap K_max "
                "keeps small."
            ),
            Heading("3.3 The CAPO reward"),
            Para(
                "Let a be the short answer after 'Final answer:' and r_ans in {0, 1} its correctness under the metric of "
                "the training dataset (exact match after normalisation, or token F1 above 0.8 for free-form answers). "
                "The CAPO reward is"
            ),
            Para("R = r_ans * (1 + lambda_p * CP + lambda_r * CR) - lambda_f * 1[format violation],     (3)"),
            Para(
                "with lambda_p = 0.6, lambda_r = 0.4 and lambda_f = 0.5. A correct answer is therefore worth between 1 "
                "and 2 depending on its citations, and an incorrect answer is worth 0 whatever it cites. We call the "
                "multiplication by r_ans the correctness gate. Without it, the policy can collect citation reward on "
                "questions it cannot answer by writing cautious, fully supported sentences that stop short of an answer; "
                "Section 6 shows that this happens within 200 steps. Weighting precision above recall reflects our view "
                "that a wrong citation misleads, whereas a missing one only fails to help. A format violation is a "
                "missing final-answer line, a citation to a non-existent index, or more than K_max citations on a sentence."
            ),
        ),
        (
            Heading("3.4 The verifier"),
            Para(
                "Computing equation (2) for 1,024 rollouts per step with a 70B judge would dominate the training budget. "
                "We therefore train a small verifier, CiteJudge-1.5B, initialised from Qwen2.5-1.5B-Instruct with a "
                "binary classification head. Its training data are 61,200 (premise, sentence) pairs labelled by "
                "Llama-3.1-70B-Instruct with a three-way support prompt, of which we keep 'supported' as positive and "
                "merge 'partially supported' and 'unsupported' as negative. Pairs come from rollouts of the prompted "
                "base models on the training questions, so the verifier sees the kind of sentence the policy writes. "
                "On a held-out set of 1,500 pairs annotated by two of the authors, CiteJudge-1.5B agrees with the human "
                "label 89.7% of the time, against 91.2% for the 70B judge itself and 83.5% for the T5-11B NLI model "
                "used by ALCE. The verifier is frozen during RL and served on its own GPUs (Section 4.3)."
            ),
            Heading("3.5 Policy optimisation"),
            Para(
                "We optimise the policy with GRPO [8]. For every question we sample a group of G = 8 responses, compute "
                "their rewards with equation (3), and assign every token of response j the group-normalised advantage"
            ),
            Para("A_j = (R_j - mean(R_1..R_G)) / (std(R_1..R_G) + 1e-6),     (4)"),
            Para(
                "and maximise the clipped surrogate objective with a clipping range of epsilon = 0.2 and a KL penalty "
                "towards the initial policy with coefficient beta = 0.01. Because the gate makes the reward of incorrect "
                "answers exactly zero, groups in which every response is wrong give no gradient; groups with a mix of "
                "correct answers give the usual correctness signal, and groups where all answers are correct give a "
                "pure citation signal, since their rewards differ only through CP and CR. In our main run 31% of "
                "informative groups are of the last kind by step 600."
            ),
            Heading("3.6 Cold start"),
            Para(
                "Instruct models rarely follow the citation format reliably, which leaves many groups with format "
                "violations in the first steps. Before RL we run a short supervised cold start on 12,400 answers with "
                "citations, sampled from Llama-3.1-70B-Instruct on training questions that are disjoint from the RL "
                "set and kept only when both CR and CP equal 1 under CiteJudge-1.5B. The cold start is trained for two "
                "epochs. It raises the share of well-formatted responses from 71% to 98% and is used by every "
                "RL-trained model in this paper, including the answer-only baseline, so that all RL runs start from "
                "the same checkpoint. The SFT-Cite baseline of Section 4.4 is the same recipe applied to a larger set."
            ),
            Heading("4 Experimental Setup"),
            Heading("4.1 Training data"),
            Para(
                "Our RL set contains 47,360 questions: 18,000 from HotpotQA, 14,200 from MuSiQue, 9,160 from "
                "2WikiMultiHopQA and 6,000 from Natural Questions. For each question we retrieve documents from the "
                "December 2023 English Wikipedia with a hybrid retriever that interleaves BM25 and E5-large results, "
                "and we always include the gold supporting paragraphs. Contexts are built by sampling N from {10, 20, "
                "40} and filling the remaining slots with retrieved distractors, which yields contexts between 3K and "
                "32K tokens, with a mean of 14.6K tokens. Gold documents are placed at uniformly random positions."
            ),
        ),
        (
            Heading("4.2 Evaluation"),
            Para(
                "We evaluate on the development sets of HotpotQA and MuSiQue (1,000 questions each, sampled once and "
                "fixed), on ASQA (948 questions) with its official short-answer recall as the correctness metric, and "
                "on LongBench-Cite-QA, a set of 620 questions over single documents of 20K to 60K tokens that we split "
                "into passages of 512 tokens. All models see the top 20 retrieved documents except on LongBench-Cite-QA, "
                "where they see the whole document. Decoding is greedy with a maximum of 1,024 new tokens. Citation "
                "precision and recall are computed with the T5-11B NLI model of ALCE rather than with CiteJudge-1.5B, "
                "so that the policy is not evaluated by the verifier it was trained against. Citation F1 is the "
                "harmonic mean of citation precision and recall, computed per benchmark and then averaged."
            ),
            Heading("4.3 Training details"),
            Para(
                "The main policy is Qwen2.5-7B-Instruct; we also train Qwen2.5-3B-Instruct, Qwen2.5-14B-Instruct and "
                "Llama-3.1-8B-Instruct. All runs use the verl framework with vLLM for rollouts. Each step samples 128 "
                "questions with G = 8 responses each, i.e. 1,024 rollouts, at temperature 0.9, and performs two "
                "gradient updates on mini-batches of 512 rollouts. We use AdamW with a constant learning rate of 5e-7 "
                "after a 20-step warm-up, weight decay 0.01, and a maximum response length of 1,024 tokens. The maximum "
                "prompt length is 32,768 tokens. Runs last 600 steps. The 7B runs use 64 NVIDIA H100 80GB GPUs (eight "
                "nodes), of which 56 serve the policy and 8 serve CiteJudge-1.5B; the 14B runs use 128 GPUs. Main "
                "results for the 7B model are averaged over three seeds; all other models use one seed."
            ),
            Heading("4.4 Baselines"),
            Bullets(
                (
                    "Prompted: the instruct model with a citation prompt and three in-context examples.",
                    "SFT-Cite: supervised fine-tuning on 41,000 filtered answers with citations distilled from "
                    "Llama-3.1-70B-Instruct, in the manner of LongCite [1].",
                    "RL-Answer: GRPO from the cold-start checkpoint with reward r_ans - lambda_f * 1[format violation], "
                    "i.e. equation (3) with lambda_p = lambda_r = 0.",
                    "RL-Judge: GRPO with the same gated reward form, but with a single 1-to-10 citation quality score "
                    "from Llama-3.1-70B-Instruct, rescaled to [0, 1], in place of lambda_p * CP + lambda_r * CR.",
                    "FG-Reward: our reimplementation of the fine-grained citation rewards of Huang et al. [5], with "
                    "ungated per-sentence support rewards and GRPO instead of PPO for comparability.",
                )
            ),
            Para(
                "All RL baselines share the data, cold start, optimiser settings and number of steps of CAPO. We tuned "
                "the reward weights of FG-Reward on a held-out split of 500 HotpotQA questions; for RL-Judge we rescaled "
                "the score so that its mean on the cold-start policy matched that of lambda_p * CP + lambda_r * CR."
            ),
        ),
        (
            Heading("5 Results"),
            Heading("5.1 Main results"),
            Para(
                "Table 1 reports answer correctness and citation F1 for Qwen2.5-7B-Instruct. Answer-only RL is the "
                "strongest baseline on correctness, and CAPO matches it: the average correctness is 61.8 for CAPO and "
                "61.2 for RL-Answer, a difference within the seed standard deviation of 0.6. On citations the picture "
                "is very different. RL-Answer improves citation F1 by 10.8 points over prompting, mostly as a side "
                "effect of better answers, whereas CAPO reaches an average citation F1 of 78.4, 26.1 points above "
                "RL-Answer and 12.3 points above SFT-Cite. The largest gain is on MuSiQue, whose questions need three "
                "or four supporting documents, where citation recall under RL-Answer is lowest."
            ),
            TableBlock(
                "Table 1: Qwen2.5-7B-Instruct after 600 steps, mean of three seeds for RL methods. Corr. is answer "
                "correctness (EM for HotpotQA and MuSiQue, short-answer recall for ASQA and LongBench-Cite-QA); Cit-F1 "
                "is the F1 of citation precision and recall measured by the T5-11B NLI model.",
                (
                    ("Method", "HotpotQA", "", "MuSiQue", "", "ASQA", "", "LB-Cite", "", "Average", ""),
                    ("", "Corr.", "Cit-F1", "Corr.", "Cit-F1", "Corr.", "Cit-F1", "Corr.", "Cit-F1", "Corr.", "Cit-F1"),
                    ("Prompted", "58.3", "49.0", "31.6", "33.2", "44.1", "46.7", "64.8", "37.1", "49.7", "41.5"),
                    ("SFT-Cite", "63.2", "72.4", "37.9", "60.8", "47.5", "70.3", "71.4", "60.9", "55.0", "66.1"),
                    ("RL-Answer", "70.9", "58.8", "45.7", "43.9", "51.3", "57.4", "76.9", "49.1", "61.2", "52.3"),
                    ("FG-Reward", "67.8", "74.1", "41.2", "66.0", "49.6", "73.5", "73.0", "64.2", "57.9", "69.5"),
                    ("RL-Judge", "70.1", "76.2", "44.8", "67.3", "50.7", "75.8", "76.0", "68.3", "60.4", "71.9"),
                    ("CAPO (ours)", "71.2", "83.1", "46.5", "75.6", "51.8", "80.2", "77.7", "74.7", "61.8", "78.4"),
                ),
            ),
            Para(
                "The two citation-reward baselines illustrate the two failure modes that CAPO is designed against. "
                "FG-Reward, whose citation rewards are not gated on correctness, reaches a respectable citation F1 of "
                "69.5 but loses 3.3 points of average correctness against RL-Answer; its answers become longer and more "
                "hedged (Section 6). RL-Judge keeps correctness but gives a coarse signal: the 70B judge scores a whole "
                "response, so it cannot tell which of several citations was wrong, and its citation F1 stays 6.5 points "
                "below CAPO. RL-Judge is also expensive. Scoring 1,024 rollouts with the 70B judge takes 41% of the "
                "wall-clock time of a training step on our cluster, against 11% for the "
                "verifier calls of CiteJudge-1.5B, so a 600-step RL-Judge run takes 61.5 hours against 45.2 hours "
                "for CAPO. Measured in GPU-hours spent on reward computation alone, CAPO needs 3.9 times less than RL-Judge."
            ),
            Para(
                "Citation precision and recall move together under CAPO. Averaged over the four benchmarks, precision "
                "rises from 55.4 under RL-Answer to 81.9 and recall from 49.6 to 75.2. Precision grows faster because "
                "its weight in equation (3) is larger, and because unnecessary citations are removed early in training, "
                "while recall requires the policy to find the supporting document for every sentence in a long context."
            ),
        ),
        (
            Heading("5.2 Other policies and model sizes"),
            Para(
                "Table 2 repeats the comparison between RL-Answer and CAPO for the other policies. The pattern of Table "
                "1 holds at every size: correctness is unchanged within about a point, and citation F1 improves by 19.4 "
                "points for the 3B model, 26.1 for the 7B model and 22.9 for the 14B model. The smaller gain at 3B comes "
                "from recall; the 3B policy often fails to locate the second supporting document of a multi-hop question, "
                "and no citation reward can make it cite a document it did not use. Llama-3.1-8B-Instruct starts from a "
                "weaker prompted citation F1 of 36.0 and ends at 74.3, close to the Qwen2.5 model of similar size."
            ),
            TableBlock(
                "Table 2: Average correctness and citation F1 over the four benchmarks for other policies, one seed each. "
                "The 7B rows repeat Table 1.",
                (
                    ("Policy", "Method", "Avg. Corr.", "Avg. Cit-F1", "Cit. precision", "Cit. recall"),
                    ("Qwen2.5-3B-Instruct", "RL-Answer", "50.4", "52.2", "55.0", "49.7"),
                    ("Qwen2.5-3B-Instruct", "CAPO", "50.9", "71.6", "78.8", "65.6"),
                    ("Qwen2.5-7B-Instruct", "RL-Answer", "61.2", "52.3", "55.4", "49.6"),
                    ("Qwen2.5-7B-Instruct", "CAPO", "61.8", "78.4", "81.9", "75.2"),
                    ("Qwen2.5-14B-Instruct", "RL-Answer", "66.0", "58.3", "60.7", "56.1"),
                    ("Qwen2.5-14B-Instruct", "CAPO", "66.3", "81.2", "84.0", "78.6"),
                    ("Llama-3.1-8B-Instruct", "RL-Answer", "58.7", "49.5", "52.8", "46.6"),
                    ("Llama-3.1-8B-Instruct", "CAPO", "58.2", "74.3", "79.1", "70.0"),
                ),
            ),
            Heading("5.3 Training dynamics"),
            Para(
                "Figure 1 follows the average citation precision on a held-out set of 500 training-distribution "
                "questions during training, measured with CiteJudge-1.5B. Under CAPO precision rises quickly in the "
                "first 150 steps, as the policy stops attaching second and third citations that the minimality test "
                "rejects, and then improves slowly. Without the minimality test, precision as measured by plain "
                "support rises even faster but the number of citations per sentence grows from 1.3 to 2.8, and "
                "precision under the leave-one-out definition falls after step 250."
            ),
            FigureBlock(
                "Figure 1: Citation precision (leave-one-out definition, CiteJudge-1.5B) on 500 held-out questions "
                "during training of Qwen2.5-7B-Instruct, CAPO (black) and CAPO without the minimality test (grey). "
                "At step 600 the values are 0.84 and 0.57.",
                "training step",
                "citation precision",
                ((0.5, 0.71, 0.77, 0.8, 0.82, 0.83, 0.84), (0.5, 0.68, 0.7, 0.66, 0.62, 0.59, 0.57)),
            ),
            Para(
                "Response length behaves differently from answer-only RL. Under RL-Answer the mean response shrinks "
                "from 212 to 148 tokens, as the policy learns that a bare answer is enough for the reward; under CAPO "
                "it settles at 236 tokens, with 3.1 factual sentences per answer on average. The training reward of "
                "CAPO rises from 0.71 to 1.34 over the run."
            ),
        ),
        (
            Heading("6 Ablations"),
            Para(
                "Table 3 changes one element of CAPO at a time on Qwen2.5-7B-Instruct, with one seed. Removing the "
                "correctness gate, so that R = r_ans + lambda_p * CP + lambda_r * CR, leaves citation F1 almost "
                "unchanged but costs 4.6 points of correctness: within 200 steps the policy learns to answer hard "
                "questions with fully cited background sentences and a vague final answer, a behaviour we call citation "
                "hedging. Removing the minimality test lowers citation F1 by 9.0 points, because the policy over-cites "
                "and the evaluation's precision, which also applies a leave-one-out check, penalises redundant "
                "citations. Using precision alone (lambda_r = 0) or recall alone (lambda_p = 0) each improves one "
                "side and neglects the other; recall alone is the worse of the two, with more than two citations per "
                "sentence on average. Equal weights (lambda_p = lambda_r = 0.5) are within half a point of our choice. "
                "Replacing CiteJudge-1.5B by the T5-11B NLI model as the training verifier gives similar results at 2.2 "
                "times the verifier cost, and a smaller 0.5B verifier loses 3.5 points, largely through false positives "
                "that the policy learns to exploit."
            ),
            TableBlock(
                "Table 3: Ablations on Qwen2.5-7B-Instruct, one seed, averages over the four benchmarks. Cit./sent. is "
                "the mean number of citations per factual sentence.",
                (
                    ("Variant", "Avg. Corr.", "Avg. Cit-F1", "Cit./sent."),
                    ("CAPO (full)", "61.9", "78.6", "1.34"),
                    ("no correctness gate", "57.3", "77.9", "1.29"),
                    ("no minimality test", "61.5", "69.6", "2.77"),
                    ("precision only, lambda_r = 0", "61.7", "72.0", "1.08"),
                    ("recall only, lambda_p = 0", "61.4", "66.8", "2.31"),
                    ("equal weights, lambda_p = lambda_r = 0.5", "61.6", "78.2", "1.38"),
                    ("T5-11B NLI as training verifier", "61.8", "78.9", "1.31"),
                    ("CiteJudge-0.5B verifier", "61.3", "75.1", "1.52"),
                    ("no cold start", "60.2", "74.4", "1.41"),
                    ("K_max = 5", "61.6", "76.3", "1.71"),
                ),
            ),
            Para(
                "The cold start matters mainly in the first 100 steps, when many groups without it consist entirely "
                "of format violations; its final effect is 1.7 points of correctness and 4.2 points of citation F1. "
                "Raising the citation cap to five per sentence lets the policy attach more citations before the "
                "minimality test can act and costs 2.3 points of citation F1."
            ),
            Heading("7 Analysis"),
            Heading("7.1 Position in the context"),
            Para(
                "Long-context models are known to use information in the middle of the context less than at its "
                "beginning or end. We divide the 40-document contexts of a HotpotQA probe set into five bins by the "
                "position of the gold document and measure citation recall per bin. For RL-Answer, recall is 63.1 in "
                "the first bin, 41.7 in the middle bin and 58.4 in the last. For CAPO the same numbers are 82.5, 73.9 "
                "and 80.8: the middle-bin deficit shrinks from 21.4 to 8.6 points relative to the first bin. We "
                "interpret this as the citation reward forcing the policy to locate the supporting passage rather "
                "than to rely on whichever passage it read first."
            ),
        ),
        (
            Heading("7.2 Context length and number of documents"),
            Para(
                "Table 4 varies the number of retrieved documents at evaluation time on HotpotQA. All methods lose "
                "citation quality as the context grows, but CAPO loses less: from 5 to 40 documents its citation F1 "
                "falls by 7.3 points, against 15.4 points for RL-Answer and 11.8 for SFT-Cite. At 40 documents, "
                "roughly 29K tokens, CAPO's citation F1 is 79.0, higher than the 75.2 of SFT-Cite at 5 documents."
            ),
            TableBlock(
                "Table 4: Citation F1 on HotpotQA for Qwen2.5-7B-Instruct as a function of the number of retrieved "
                "documents shown at evaluation. The main results use 20 documents.",
                (
                    ("Method", "5 docs", "10 docs", "20 docs", "40 docs"),
                    ("SFT-Cite", "75.2", "74.6", "72.4", "63.4"),
                    ("RL-Answer", "66.9", "63.0", "58.8", "51.5"),
                    ("CAPO (ours)", "86.3", "85.1", "83.1", "79.0"),
                ),
            ),
            Heading("7.3 Human evaluation"),
            Para(
                "Because both training and evaluation rely on entailment models, we asked three trained annotators to "
                "judge 200 answers from each of RL-Answer, RL-Judge and CAPO on MuSiQue, blind to the system. For each "
                "sentence they marked whether its citations support it. The share of sentences with fully supporting "
                "citations was 47% for RL-Answer, 68% for RL-Judge and 79% for CAPO, close to the ranking of the "
                "automatic metric. Annotators preferred CAPO's answer over RL-Judge's in 58% of pairwise comparisons, "
                "with 14% ties."
            ),
            Heading("7.4 Case study"),
            Para(
                "Consider the MuSiQue question 'Who was the mayor of the city where the composer of the Tartu Symphony "
                "was born, in the year the symphony premiered?'. Answering it needs three documents: one naming the "
                "composer, one giving his birthplace, and a list of the city's mayors. RL-Answer gives the correct "
                "name and cites only the mayor list, so two of its three sentences are unsupported. FG-Reward cites all "
                "three documents after every sentence and hedges its final answer between two mayors. CAPO writes "
                "three sentences, each citing exactly one of the three documents, and gives the correct name. The "
                "same pattern of one citation per hop accounts for most of CAPO's gain on MuSiQue."
            ),
            Heading("7.5 Error analysis"),
            Para(
                "We inspected 150 CAPO sentences that the T5-11B evaluator marked as unsupported. 38% were judged "
                "supported by a human annotator, mostly paraphrases with numerical conversion or coreference across "
                "sentences; 27% cited a document about a similarly named entity; 21% combined two facts of which only "
                "one was in the cited documents; and 14% contained content from the model's parametric knowledge that "
                "no retrieved document supports. The last category is the one that citation rewards can at best "
                "discourage but not rule out, since the verifier never sees the model's internal knowledge."
            ),
        ),
        (
            Heading("8 Limitations"),
            Para(
                "CAPO inherits the blind spots of its verifier. CiteJudge-1.5B is trained on labels from a single "
                "70B judge, and the policy is rewarded for convincing this verifier, not a human; we limit the effect "
                "by evaluating with a different model, but systematic errors shared by both entailment models would "
                "go unnoticed. The correctness gate requires a reference answer, which restricts CAPO to datasets "
                "with short checkable answers; long-form questions without a single correct answer, such as ASQA's "
                "long answers, are only evaluated, not trained on. We study English Wikipedia documents only, with "
                "questions whose supporting documents are guaranteed to be in the context, so we do not know how "
                "the policy behaves when no retrieved document supports the answer. Finally, our models cite whole "
                "documents or 512-token passages; finer-grained citation of sentences or spans would make the "
                "leave-one-out test more expensive, and we have not tried it."
            ),
            Heading("9 Conclusion"),
            Para(
                "Correct answers and correct citations are different skills, and RL that rewards only the first "
                "barely teaches the second. CAPO adds sentence-level citation precision and recall rewards, computed "
                "by a small verifier, gated on answer correctness and protected against over-citation by a "
                "leave-one-out test. On four benchmarks and four policies it raises citation F1 by 19 to 26 points "
                "over answer-only RL without costing accuracy, beats a reward from a 70B judge, and keeps citation "
                "quality high as contexts grow to tens of thousands of tokens. We release the verifier, the training "
                "data and the reward code."
            ),
            Heading("References"),
            References(
                (
                    "[1] Bai, Y., Lv, X., Zhang, J., et al. LongCite: Enabling LLMs to generate fine-grained citations in long-context QA. arXiv:2409.02897, 2024.",
                    "[2] Gao, T., Yen, H., Yu, J., and Chen, D. Enabling large language models to generate text with citations. EMNLP, 2023.",
                    "[3] Asai, A., Wu, Z., Wang, Y., Sil, A., and Hajishirzi, H. Self-RAG: Learning to retrieve, generate, and critique through self-reflection. ICLR, 2024.",
                    "[4] Okonkwo, C., Lindgren, M., and Sato, R. Needles that matter: reinforcement learning for long-context fact retrieval. arXiv:2506.11932, 2025.",
                    "[5] Huang, C., Wu, Z., Hu, Y., and Wang, W. Training language models to generate text with citations via fine-grained rewards. ACL, 2024.",
                    "[6] Marchand, P., Ahn, S., and Bello, T. Search-R: rewarding retrieval-augmented reasoning with final-answer checks. arXiv:2504.07733, 2025.",
                    "[7] Rashkin, H., Nikolaev, V., Lamm, M., et al. Measuring attribution in natural language generation models. Computational Linguistics, 2023.",
                    "[8] Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "[9] Liu, N. F., Zhang, T., and Liang, P. Evaluating verifiability in generative search engines. Findings of EMNLP, 2023.",
                )
            ),
        ),
        (
            Heading("A Additional Hyperparameters"),
            Para(
                "Table 5 lists the settings of the main 7B run that are not given in the body. The 3B and 14B runs use "
                "the same settings except the GPU count and, for 14B, a tensor-parallel degree of 4 for the rollout engine."
            ),
            TableBlock(
                "Table 5: Hyperparameters of CAPO for Qwen2.5-7B-Instruct.",
                (
                    ("Setting", "Value"),
                    ("Questions per step / responses per question", "128 / 8"),
                    ("Mini-batch size, updates per step", "512 rollouts, 2"),
                    ("Optimizer", "AdamW, beta1 = 0.9, beta2 = 0.95"),
                    ("RL learning rate, warm-up", "5e-7 constant, 20 steps"),
                    ("Gradient clipping (max norm)", "1.0"),
                    ("Clip range epsilon / KL coefficient beta", "0.2 / 0.01"),
                    ("Reward weights lambda_p / lambda_r / lambda_f", "0.6 / 0.4 / 0.5"),
                    ("Support threshold theta", "0.5"),
                    ("Citation cap K_max", "3 per sentence"),
                    ("Rollout temperature / top-p", "0.9 / 1.0"),
                    ("Max prompt / response length", "32,768 / 1,024 tokens"),
                    ("Rollout engine tensor parallel (7B)", "2"),
                    ("Hardware (7B)", "64 H100 80GB GPUs, 8 nodes"),
                    ("Training steps", "600"),
                    ("Wall-clock time (7B, 64 GPUs)", "45.2 hours"),
                ),
            ),
            Heading("B Verifier Details"),
            Para(
                "CiteJudge-1.5B receives the premise (the concatenated cited documents, truncated to 4,096 tokens) and "
                "the sentence, separated by a marker token, and outputs the probability that the premise entails the "
                "sentence. The 61,200 training pairs are balanced to 46% positive. On the held-out human-labelled set, "
                "its precision for the positive class is 0.91 and its recall 0.87 at theta = 0.5. A single H100 scores "
                "about 1,900 pairs per second with a batch of 64, so the eight verifier GPUs handle the roughly 4,500 "
                "calls of a training step, including the leave-one-out calls, in under three seconds."
            ),
            Heading("C Prompt"),
            Para(
                "The policy prompt is: 'Answer the question using the documents below. After every sentence that "
                "states a fact, cite the documents that support it, e.g. [3] or [2][7]. Cite only documents you used. "
                "End with a line starting with Final answer: followed by a short answer.' The documents follow, each "
                "as '[i] Title: text', and then the question. The same prompt is used for every method and model."
            ),
        ),
    ),
)
