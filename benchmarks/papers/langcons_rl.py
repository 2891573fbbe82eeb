"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 35): reinforcement learning with a language-consistency reward for multilingual math reasoning; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh25_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="langcons_rl.pdf",
    title="Reason in the Language You Are Asked: Language-Consistency Rewards for Multilingual Mathematical Reasoning",
    short_title="LaCoRe: Language-Consistency Rewards for Multilingual Math RL",
    authors="Ana Beatriz Moura (1), Kenji Aramaki (2), Oluwaseun Adeyemi (1), Lena Vogt (3), Rahul Deshpande (2)",
    affiliations=(
        "(1) Instituto Meridional de Computacao   (2) Kansai Institute for Language Science   "
        "(3) Saarland Centre for Multilingual AI"
    ),
    stamp="arXiv:2508.11362v1  [cs.CL]  15 Aug 2025",
    abstract=(
        "Reinforcement learning with verifiable rewards improves the mathematical reasoning of language models, but when "
        "the question is not in English the learned reasoning chains drift into English or mix several languages, which "
        "makes them hard to follow for the very users who asked. We propose LaCoRe, which adds to the correctness reward a "
        "language-consistency reward: the share of the reasoning chain, measured segment by segment with a language "
        "identifier, that is written in the language of the question, with a weight of 0.2. We train Qwen2.5-7B-Instruct "
        "with GRPO on 38,420 problems in ten languages and evaluate on TransMATH-10, 500 competition problems translated "
        "by professionals into nine languages besides English. Multilingual RL with an accuracy-only reward reaches 67.2% "
        "average accuracy but keeps its reasoning in the question's language in only 66.1% of responses; LaCoRe raises this "
        "consistency rate to 96.2% and accuracy to 68.3%. English-only RL reaches 61.1%, and translate-test, which reasons "
        "in English by construction, 68.6%. Larger consistency weights shorten the chains and cost accuracy, above all in "
        "Swahili and Bengali, where switching into English partly helps the model."
    ),
    pages=(
        # ---------------------------------------------------------------- page 1
        (
            Heading("1 Introduction"),
            Para(
                "Reinforcement learning (RL) with rule-based rewards has become the default way to strengthen the "
                "mathematical reasoning of open language models. A policy samples several solutions per problem, a checker "
                "compares each final answer with the reference, and the policy is pushed towards the solutions that were "
                "right. Nearly all of this work trains and evaluates in English. When the same recipe is applied to "
                "questions in other languages, or when an English-trained model is asked in another language, a problem "
                "appears that accuracy numbers do not show: the model answers a question posed in Japanese or Swahili with a "
                "chain of thought that is partly or entirely in English."
            ),
            Para(
                "This behaviour, which we call reasoning-language drift, matters for two reasons. First, the reasoning "
                "chain is increasingly part of the product. Tutoring systems show it to students, and users check it to "
                "decide whether to trust the final number; a correct answer whose derivation the user cannot read is of "
                "limited use to a learner in Dhaka or Bangkok. Second, drift is not stable. We find that it grows during "
                "RL: optimising for correct answers alone rewards whichever language the model reasons best in, and for "
                "most open models that language is English. Over 400 steps of accuracy-only training on multilingual "
                "data, the share of development-set responses that stay in the question's language falls from 0.70 to 0.58."
            ),
            Para(
                "Two simple remedies exist. Translate-test translates the question into English, lets the model reason in "
                "English, and reports the answer, which gives up on native reasoning entirely. Prompting the model to "
                "reason in the question's language is cheap but, as we show, is largely ignored after RL. Supervised "
                "fine-tuning on translated reasoning chains fixes the language but brings little accuracy."
            ),
        ),
        # ---------------------------------------------------------------- page 2
        (
            Para(
                "Consider a Japanese probability question from our benchmark. After RL with an accuracy-only reward, "
                "Qwen2.5-7B-Instruct opens its answer in Japanese, sets up the sample space and writes the first "
                "equation, and then continues with 'Now, the number of favourable outcomes is' in English; after a "
                "verification step that begins with 'Wait, let me double-check', it never returns to Japanese. The "
                "final answer is correct and the reward is 1. Nothing in the training signal distinguishes this "
                "response from one written entirely in Japanese, so over hundreds of updates the policy has no "
                "reason to prefer the latter."
            ),
            Para(
                "We instead put the language into the reward. LaCoRe (Language-Consistency Reward) adds to the usual "
                "binary correctness reward a second term that measures how much of the reasoning chain is written in the "
                "language of the question. The term is computed with an off-the-shelf language identifier applied to "
                "short segments of the chain after mathematical notation has been removed, so that formulas, numbers "
                "and variable names, which are shared across languages, neither help nor hurt. Because the consistency "
                "term is small relative to correctness, a consistent wrong answer is never preferred to an inconsistent "
                "right one, but among right answers the policy learns to prefer the ones written in the user's language."
            ),
            Para(
                "We evaluate on TransMATH-10, a benchmark we built by translating 500 competition problems into nine "
                "languages (Chinese, Japanese, French, German, Spanish, Russian, Thai, Swahili and Bengali), and on "
                "PolyGSM-10, 250 grade-school word problems in the same ten languages. We report two numbers for every "
                "system: accuracy of the final answer, and the consistency rate, the share of responses whose reasoning "
                "stays in the question's language."
            ),
            Para("Our contributions are the following:"),
            Bullets(
                (
                    "We document reasoning-language drift under RL: accuracy-only training on multilingual data raises "
                    "accuracy but lowers the consistency rate, and English-only RL lowers it further, to 55.1% on "
                    "average and to 12.8% in Swahili.",
                    "We propose LaCoRe, a segment-level language-consistency reward with a guard against chains that "
                    "avoid prose altogether, and combine it with GRPO. On Qwen2.5-7B-Instruct it reaches a consistency "
                    "rate of 96.2% on TransMATH-10, 30.1 points above accuracy-only RL, while improving accuracy by "
                    "1.1 points.",
                    "We release TransMATH-10 and PolyGSM-10, with translations checked by a second native speaker, and "
                    "MultiMath-RL, the 38,420-problem training set used in this work.",
                    "We analyse where and why models switch languages, and show that for low-resource languages "
                    "switching into English is partly a crutch: it is associated with higher accuracy in Swahili and "
                    "Bengali, which explains most of the remaining gap to translate-test.",
                )
            ),
            Para(
                "The rest of the paper is organised as follows. Section 2 reviews related work, Section 3 defines the "
                "reward, Section 4 describes data, baselines and training, Sections 5 to 7 report results, ablations "
                "and analysis, and Section 8 discusses limitations."
            ),
            Heading("2 Related Work"),
            Para(
                "Multilingual mathematical reasoning. Shi et al. (2023) introduced MGSM by translating 250 grade-school "
                "problems into ten languages and showed that chain-of-thought prompting in English often beats "
                "prompting in the question's language. Later benchmarks extended this to harder problems and more "
                "languages (Son et al., 2025; Wang et al., 2025). Training-time approaches align non-English reasoning "
                "with English: MAPO (She et al., 2024) optimises preferences derived from agreement with English "
                "answers, QAlign (Zhu et al., 2024) first teaches the model to translate questions into English, and "
                "xCoT (Chai et al., 2024) distils cross-lingual chains. These methods improve accuracy, but most of them "
                "either reason in English or do not measure in which language the model reasons."
            ),
        ),
        # ---------------------------------------------------------------- page 3
        (
            Para(
                "Translate-test. Translating the input into English before inference is a strong and old baseline for "
                "cross-lingual transfer (Conneau et al., 2018). Artetxe et al. (2023) revisited it for modern models and "
                "found it competitive when the translation system is strong. For reasoning it has a specific cost: the "
                "chain of thought is in English, so it must be translated back if the user is to read it, and "
                "translation errors in the question propagate to every step of the solution."
            ),
            Para(
                "Language confusion. Marchisio et al. (2024) measured how often instruction-tuned models answer in a "
                "language other than the one requested, at the level of lines and words, and proposed few-shot prompting "
                "and preference tuning to reduce it. Our consistency rate is close to their line-level metric, but we "
                "apply it to long reasoning chains with mathematical notation, where a naive identifier is confused by "
                "formulas and digits. Chen and Okoro (2025) report that long chain-of-thought models trained mostly on "
                "English and Chinese data insert Chinese fragments into answers in other languages, a pattern we also "
                "observe for Qwen2.5 (Section 7.1)."
            ),
            Para(
                "RL for reasoning. Group Relative Policy Optimization (GRPO; Shao et al., 2024) estimates advantages from "
                "the rewards of a group of samples for the same prompt and removes the learned critic of PPO (Schulman "
                "et al., 2017). DeepSeek-R1 (DeepSeek-AI, 2025) used GRPO at scale and noted that its reasoning chains "
                "mixed languages; it added a language-consistency reward computed as the proportion of target-language "
                "words, reporting a small loss of accuracy. That reward targeted English and Chinese only and was not "
                "evaluated separately. We study the idea systematically in ten languages, with a segment-level "
                "definition that is robust to notation, and with an explicit comparison to translate-test."
            ),
            Para(
                "Reward shaping and auxiliary rewards. Adding terms to a verifiable reward invites reward hacking: length "
                "penalties produce truncated proofs, and format rewards can be satisfied without solving anything "
                "(Gao et al., 2023; Liu et al., 2025). A language reward is vulnerable in the same way, since a chain "
                "that consists only of equations contains no language that could be wrong. We design LaCoRe with a "
                "minimum amount of classifiable prose and show in Section 6 what happens without it."
            ),
            Para(
                "Cross-lingual transfer and language control. Several studies find that reasoning skills acquired in "
                "English transfer to other languages after fine-tuning or RL (Ranaldi and Pucci, 2023; Hwang et al., "
                "2025), but transfer is measured by accuracy alone. A separate line of work controls the output "
                "language directly: language-specific neurons (Tang et al., 2024) and activation steering (Rimsky et "
                "al., 2024) can shift the language a model writes in at inference time, and constrained decoding can "
                "forbid tokens outside a script. These interventions act on the decoder and must be applied at every "
                "generation; LaCoRe changes the policy itself and needs no access to the model's internals at "
                "inference."
            ),
            Heading("3 Method"),
            Heading("3.1 Setting"),
            Para(
                "We are given problems x written in a language l(x) from a set L of ten languages, each with a reference "
                "answer a*. The policy produces a response y consisting of a reasoning chain followed by a final answer in "
                "a \\boxed{} expression. All methods, including the baselines, are prompted in the question's language "
                "with an instruction to reason step by step in that language and to box the final answer (the English "
                "version of the template is given in Appendix B)."
            ),
            Heading("3.2 Correctness reward"),
            Para(
                "The correctness reward R_acc(y) is 1 if the boxed answer is equivalent to a*, and 0 otherwise. "
                "Equivalence is checked symbolically after normalising the answer: we strip units and thousands "
                "separators, map full-width digits and the Bengali and Thai digit sets to ASCII digits, and accept the "
                "decimal comma used in French, German, Spanish and Russian. Without this normalisation 3.7% of correct "
                "non-English answers of the base model were scored as wrong, most of them in Bengali. A response that "
                "has no boxed answer, or that is truncated at the maximum length, receives a total reward of 0 whatever "
                "its language."
            ),
        ),
        # ---------------------------------------------------------------- page 4
        (
            Heading("3.3 Language-consistency reward"),
            Para(
                "The consistency term asks a simple question of every piece of prose in the chain: is it in l(x)? We "
                "take the text before the final answer and split it into segments at sentence-final punctuation "
                "(including the CJK full stop and the Devanagari-style danda used in Bengali) and at line breaks. From "
                "each segment we then remove inline and display LaTeX, numbers, single-letter variables and code, "
                "since these are shared by all languages. Segments with fewer than 12 characters left are dropped as "
                "unclassifiable."
            ),
            Para(
                "Each remaining segment s is labelled by the fastText language identifier lid.176 (Joulin et al., 2017). A segment counts as "
                "matching if its top label is l(x) with probability at least 0.5. Short kanji-only segments in Japanese "
                "are a known weak point of such identifiers, which label them as Chinese; for Japanese questions we "
                "therefore also accept a Chinese label on segments shorter than 20 characters that contain no kana. "
                "The consistency score c(y) is the share of classified characters that belong to matching segments, so "
                "that a long English paragraph weighs more than a single English word."
            ),
            Para(
                "Guard against prose-free chains. A chain that is nearly all formulas leaves almost nothing to classify, "
                "and a ratio over a handful of characters is both noisy and easy to game. If fewer than 80 characters "
                "of a chain survive the filtering, we set c(y) = 0. The threshold is low enough that ordinary chains "
                "are never affected: for the base model only 0.6% of correct responses fall under it, nearly all of "
                "them one-line answers to arithmetic problems."
            ),
            Heading("3.4 Combined reward"),
            Para(
                "The reward used for training is R(y) = R_acc(y) + lambda * c(y), with lambda = 0.2. A correct and fully "
                "consistent response therefore earns 1.2, a correct response reasoned entirely in the wrong language "
                "earns 1.0, and a wrong but consistent one earns 0.2. Two properties follow from the choice of a weight "
                "well below 1. Correctness always dominates: no amount of consistency makes a wrong answer preferable to "
                "a right one. And the consistency term only reorders responses within the same correctness class, "
                "which is where GRPO's group normalisation makes it matter most."
            ),
            Para(
                "The second point deserves a word. With a binary correctness reward, a group in which all rollouts are "
                "correct, or all wrong, has zero variance and contributes no gradient. Such groups are common late in "
                "training: at step 200 of our main run, 31% of groups had the same R_acc for all eight rollouts. With "
                "LaCoRe these groups still carry a signal, because c(y) differs between rollouts, and the policy "
                "continues to learn about language where it has little left to learn about correctness. We compare "
                "this additive form with a gated form, in which the consistency term is granted only to correct "
                "responses, in Section 6."
            ),
            Para(
                "As an example, consider a correct Thai solution with 1,240 classified characters, of which 310 "
                "belong to English segments, a typical pattern in which the model writes its verification step in "
                "English. Its consistency score is c = 930/1,240 = 0.75 and its reward 1 + 0.2 x 0.75 = 1.15. A "
                "correct solution in the same group written entirely in Thai receives 1.2; in a group whose other "
                "rollouts are wrong, the difference of 0.05 is negligible next to the gap of 1.0 between right and "
                "wrong."
            ),
            Heading("3.5 Optimisation"),
            Para(
                "We optimise the policy with GRPO. For each prompt we sample a group of G = 8 responses, compute R for "
                "each, and use as advantage the reward minus the group mean divided by the group standard deviation, "
                "shared by all tokens of the response. The policy loss is the clipped surrogate of PPO with a KL "
                "penalty towards the initial model; coefficients are listed in Appendix C. We apply the loss as a "
                "token-level mean over the batch, so that longer responses are not down-weighted. Nothing else in the "
                "training loop differs from accuracy-only GRPO: the consistency score is computed on CPU workers in "
                "parallel with the answer check and adds no model calls."
            ),
        ),
        # ---------------------------------------------------------------- page 5
        (
            Heading("3.6 Evaluation metrics"),
            Para(
                "Accuracy is the share of problems whose boxed answer is correct. The consistency rate (CR) is the share "
                "of responses with c(y) >= 0.95, that is, responses in which at most 5% of the classified reasoning is "
                "in another language; responses that fail the 80-character guard count as inconsistent. For analysis "
                "we also report the switch rate, the number of changes of segment language per thousand tokens of "
                "reasoning. CR is a strict metric by design: a single English paragraph in the middle of a Thai "
                "solution is usually enough to fail it."
            ),
            Heading("4 Experimental Setup"),
            Heading("4.1 Training data"),
            Para(
                "MultiMath-RL is built from 4,000 English seed problems drawn from the MATH training split (Hendrycks et al., 2021) and from "
                "a pool of olympiad-style word problems, keeping only problems whose reference answer is a number, a "
                "fraction or a short closed-form expression that our checker can verify. We further kept problems that "
                "Qwen2.5-7B-Instruct solved in between one and seven of eight English attempts, removing those that are "
                "trivially easy or currently out of reach. Each seed was translated into the nine other languages with "
                "Qwen2.5-72B-Instruct, using a prompt that asks to keep all formulas unchanged."
            ),
            Para(
                "Translations were filtered by back-translation: we translated each problem back into English and "
                "discarded it if its chrF (Popovic, 2015) against the seed was below 55 or if the set of numbers in the problem "
                "changed. This removed 1,580 of 36,000 translations (4.4%), with the largest losses in Swahili and "
                "Bengali. The final set contains 38,420 problem-language pairs; per-language counts are in Table 6 "
                "(Appendix E). A separate development set of 90 problems per language, disjoint from the seeds, is "
                "used for the training curves in Figures 1 and 2."
            ),
            Heading("4.2 Evaluation benchmarks"),
            Para(
                "TransMATH-10 (TM-10) contains 500 problems sampled from the MATH test split, stratified over the five "
                "difficulty levels and seven subjects, none of which overlaps with our seeds. Professional translators "
                "translated each problem into the nine target languages and a second native speaker reviewed every "
                "translation; reviewers changed 7.9% of the problems, mostly terminology and the rendering of units. "
                "The benchmark thus has 5,000 problem-language instances. PolyGSM-10 (PG-10) contains 250 grade-school "
                "word problems in the same languages, machine-translated and then post-edited by native speakers. We "
                "also hold out two languages that appear in no training data, Telugu and Vietnamese, for which we "
                "translated the 500 TM-10 problems in the same way as the rest."
            ),
            Para(
                "Unless stated otherwise, we sample at temperature 0.6 for evaluation and average accuracy and "
                "consistency over several samples per problem. English results are included in all averages; since "
                "every model stays in English for English questions, English mainly shows whether multilingual training "
                "costs anything in the source language. We group Thai, Swahili and Bengali as low-resource languages "
                "when reporting sub-averages and call the other six non-English languages high-resource."
            ),
        ),
        # ---------------------------------------------------------------- page 6
        (
            Heading("4.3 Baselines"),
            Para("We compare LaCoRe with five systems, all starting from the same instruction-tuned checkpoint:"),
            Bullets(
                (
                    "Base: the instruction-tuned model, prompted in the question's language with the same instruction "
                    "to reason in that language.",
                    "Native-SFT: supervised fine-tuning on reasoning chains generated by Qwen2.5-72B-Instruct for the "
                    "MultiMath-RL problems in each language, kept only if they were correct and had c(y) >= 0.95, which "
                    "left 61,208 chains.",
                    "EN-RL: GRPO with the correctness reward on English problems only. To match the number of distinct "
                    "prompts, it uses an English pool of 38,420 problems drawn from the same sources with the same "
                    "difficulty filter.",
                    "Translate-test (TT): the EN-RL model answering questions that were first translated into English by "
                    "NLLB-200 (3.3B; NLLB Team, 2022). Its reasoning is in English by construction.",
                    "ML-RL: GRPO with the correctness reward alone on MultiMath-RL, that is, LaCoRe with lambda = 0. This is "
                    "the most direct comparison, as it differs from LaCoRe only in the reward.",
                )
            ),
            Para(
                "We do not compare with translating the English chain of translate-test back into the question's "
                "language. Such a pipeline inherits the accuracy of translate-test and would reach a high consistency "
                "rate, but it requires two translation calls per question and translates formulas along with prose; we "
                "return to it in Section 8."
            ),
            Heading("4.4 Training details"),
            Para(
                "Our main policy is Qwen2.5-7B-Instruct (Qwen Team, 2024); we also train Llama-3.1-8B-Instruct (Grattafiori et al., 2024) and Qwen2.5-1.5B-Instruct "
                "with identical settings. All RL runs take 400 steps with 128 prompts per step and 8 rollouts per "
                "prompt, about 1.3 passes over MultiMath-RL. We use AdamW with a constant learning rate of 1e-6 after a "
                "short warm-up and sample rollouts at temperature 1.0. Batches are drawn uniformly from the "
                "problem-language pairs, so each language contributes in proportion to its share of the data. The "
                "checkpoint after the last step is evaluated; we did no checkpoint selection on the test sets. Further "
                "hyperparameters, including those of Native-SFT, are listed in Table 5 (Appendix C)."
            ),
            Para(
                "The language identifier was chosen before training. On FLORES-200 devtest sentences cut to 12 to 40 "
                "characters, the lengths at which segments are typically classified, its accuracy with our filtering "
                "is at least 97% for eight of the ten languages; the exceptions are Japanese (95.0%) and Swahili (93.5%)."
            ),
            Heading("4.5 Statistical uncertainty"),
            Para(
                "Each language of TM-10 has 500 problems, so per-language accuracies are noisy: a bootstrap over "
                "problems gives 95% intervals of about plus or minus 4 points for a single sample, and averaging "
                "over four samples narrows them only slightly, because most of the variance comes from the choice of "
                "problems. We therefore comment on per-language differences only when they are consistent across "
                "languages or backbones. For comparisons between systems we use a paired bootstrap, since all "
                "systems answer the same problems: the 95% interval for the average accuracy gain of LaCoRe over "
                "ML-RL on TM-10 is 0.5 to 1.7 points. Consistency rates differ far more between systems than within "
                "them, and their intervals are not shown."
            ),
        ),
        # ---------------------------------------------------------------- page 7
        (
            Heading("5 Results"),
            Heading("5.1 Main results"),
            Para(
                "Table 1 gives accuracy on TM-10 for every language and Table 2 the corresponding consistency rates. "
                "Three patterns stand out. First, RL helps everywhere, but where the RL data comes from matters: EN-RL "
                "improves the base model by 4.3 points on average, while training on the same number of multilingual "
                "problems (ML-RL) improves it by 10.4 points. The gain of EN-RL is concentrated in English (+5.2) and "
                "the high-resource European languages; in Thai and Bengali it adds only 3.4 points each."
            ),
            TableBlock(
                "Table 1: Accuracy (%) on TransMATH-10 with Qwen2.5-7B-Instruct as the starting point. Each entry is the "
                "mean over 4 samples per problem at temperature 0.6. TT = translate-test with NLLB-200 (3.3B). Avg is the "
                "unweighted mean over the ten languages.",
                (
                    ("Method", "en", "zh", "ja", "fr", "de", "es", "ru", "th", "sw", "bn", "Avg"),
                    ("Base", "74.6", "68.2", "58.4", "64.8", "62.6", "66.0", "61.2", "49.8", "24.6", "38.2", "56.8"),
                    ("Native-SFT", "73.8", "68.8", "60.2", "65.4", "63.8", "66.4", "62.0", "51.6", "31.4", "42.0", "58.5"),
                    ("EN-RL", "79.8", "71.6", "62.4", "69.8", "67.2", "70.4", "65.8", "53.2", "28.8", "41.6", "61.1"),
                    ("TT (EN-RL)", "79.8", "72.8", "68.4", "73.2", "72.0", "74.0", "70.6", "64.2", "52.4", "58.8", "68.6"),
                    ("ML-RL (lambda=0)", "79.2", "74.2", "67.6", "72.6", "71.0", "73.6", "69.4", "62.8", "46.2", "55.4", "67.2"),
                    ("LaCoRe (ours)", "79.4", "74.8", "68.8", "73.4", "72.4", "74.4", "70.8", "63.6", "47.8", "57.2", "68.3"),
                ),
            ),
            Para(
                "Second, LaCoRe does not pay for consistency with accuracy. It is 1.1 points above ML-RL on average and "
                "above it in every language, although only by 0.2 points in English. The gain is largest in "
                "Bengali (+1.8), Swahili (+1.6) and German and Russian (+1.4 each). We attribute part of it to the "
                "extra signal from groups with uniform correctness discussed in Section 3.4, and part to shorter chains "
                "that are less often truncated (Section 7.3)."
            ),
            Para(
                "Third, translate-test remains a strong baseline for accuracy. Averaged over the ten languages it is 0.3 "
                "points ahead of LaCoRe (68.6 against 68.3), but the average hides a split. On the six high-resource "
                "non-English languages LaCoRe is ahead, 72.4 against 71.8, and it is better or equal in every one of "
                "them. On Thai, Swahili and Bengali translate-test is ahead by 2.3 points on average and by 4.6 points "
                "in Swahili, the language in which the model's own reasoning is weakest. Native-SFT, finally, improves "
                "the base model by only 1.7 points: imitating a stronger model's native chains teaches the language, "
                "but little mathematics."
            ),
            TableBlock(
                "Table 2: Consistency rate (%) on TransMATH-10: share of responses in which at least 95% of the classified "
                "reasoning is in the question's language. Same runs and samples as Table 1. Translate-test is omitted "
                "because its reasoning is in English for every non-English question.",
                (
                    ("Method", "en", "zh", "ja", "fr", "de", "es", "ru", "th", "sw", "bn", "Avg"),
                    ("Base", "99.8", "91.4", "72.6", "88.2", "85.4", "89.0", "80.6", "61.2", "38.4", "52.6", "75.9"),
                    ("Native-SFT", "99.6", "95.8", "90.2", "95.0", "94.2", "95.6", "92.8", "86.4", "78.2", "82.0", "91.0"),
                    ("EN-RL", "99.8", "78.2", "41.6", "70.4", "66.8", "72.2", "58.6", "29.4", "12.8", "21.6", "55.1"),
                    ("ML-RL (lambda=0)", "99.8", "86.0", "58.4", "79.6", "76.2", "81.0", "70.4", "46.8", "27.2", "35.6", "66.1"),
                    ("LaCoRe (ours)", "99.8", "98.6", "96.4", "98.2", "97.6", "98.4", "97.2", "94.0", "89.8", "92.4", "96.2"),
                ),
            ),
        ),
        # ---------------------------------------------------------------- page 8
        (
            Para(
                "Consistency tells a different story from accuracy (Table 2). The base model already drifts: only 38.4% "
                "of its Swahili responses and 52.6% of its Bengali responses stay in the question's language, even "
                "though the prompt asks for it explicitly. RL makes this worse. EN-RL lowers the average consistency "
                "rate from 75.9% to 55.1%, and below 30% in Thai, Swahili and Bengali. More surprisingly, ML-RL also "
                "lowers it, to 66.1%, although every one of its training prompts is in the target language: a reward "
                "that ignores language lets the policy drift towards the language in which it is most often right."
            ),
            Para(
                "LaCoRe reverses the trend. Its average consistency rate of 96.2% is 30.1 points above ML-RL and 5.2 "
                "points above Native-SFT, which was trained only on consistent chains. Japanese, the language in which "
                "ML-RL drifts most among high-resource languages (58.4%), rises to 96.4%. The remaining failures "
                "concentrate in Swahili (89.8%) and Bengali (92.4%), and about a third of them are chains that switch "
                "language only in the final sentence before the boxed answer, for instance by writing 'Therefore, the "
                "answer is' in English."
            ),
            Para(
                "Is the consistency reward simply teaching the model to satisfy the language identifier? We looked for "
                "signs of this in two ways. The share of responses that fail the 80-character guard is 0.9% for LaCoRe "
                "and 0.7% for ML-RL, so the policy has not learned to avoid prose. And when we re-score all responses with "
                "a different identifier, GlotLID (Kargaran et al., 2023), the consistency rate of LaCoRe changes by less than one point in "
                "every language (96.2% against 95.7% on average), so the gains are not an artefact of lid.176."
            ),
            Heading("5.2 Other backbones and PolyGSM-10"),
            Para(
                "Table 3 repeats the comparison for Llama-3.1-8B-Instruct and Qwen2.5-1.5B-Instruct and adds averages "
                "on PolyGSM-10. The pattern is the same for all three backbones: RL with an accuracy-only reward lowers "
                "consistency below that of the starting model, and LaCoRe restores it to above 91%. Accuracy gains "
                "over ML-RL are smaller for Llama (+0.8 on TM-10) and turn into a small loss for the 1.5B model (-0.6 on "
                "TM-10 and on PG-10), which suggests that a small policy has less room to reason well in weaker "
                "languages and that the consistency term competes with correctness at that scale."
            ),
            TableBlock(
                "Table 3: Average accuracy (Acc) and consistency rate (CR) in % over the ten languages of TransMATH-10 "
                "(TM-10) and PolyGSM-10 (PG-10) for three backbones. The Qwen2.5-7B rows on TM-10 repeat the averages "
                "of Tables 1 and 2.",
                (
                    ("Backbone", "Method", "TM-10 Acc", "TM-10 CR", "PG-10 Acc", "PG-10 CR"),
                    ("Qwen2.5-7B-Inst.", "Base", "56.8", "75.9", "78.4", "80.2"),
                    ("", "EN-RL", "61.1", "55.1", "81.0", "60.4"),
                    ("", "ML-RL", "67.2", "66.1", "85.6", "70.8"),
                    ("", "LaCoRe", "68.3", "96.2", "86.2", "97.0"),
                    ("Llama-3.1-8B-Inst.", "Base", "41.2", "68.4", "72.0", "74.6"),
                    ("", "EN-RL", "46.8", "49.0", "75.8", "52.2"),
                    ("", "ML-RL", "50.6", "61.8", "79.4", "66.0"),
                    ("", "LaCoRe", "51.4", "94.6", "80.2", "95.8"),
                    ("Qwen2.5-1.5B-Inst.", "Base", "33.6", "62.0", "58.2", "65.4"),
                    ("", "EN-RL", "37.4", "44.8", "61.0", "47.6"),
                    ("", "ML-RL", "40.8", "55.2", "65.8", "58.0"),
                    ("", "LaCoRe", "40.2", "91.8", "65.2", "93.4"),
                ),
            ),
        ),
        # ---------------------------------------------------------------- page 9
        (
            Para(
                "Held-out languages. Neither Telugu nor Vietnamese appears in MultiMath-RL, yet the consistency reward "
                "transfers to them. For Qwen2.5-7B, LaCoRe raises the consistency rate from 31.4% to 71.8% in Telugu and "
                "from 79.6% to 94.1% in Vietnamese relative to ML-RL, with accuracy essentially unchanged (35.6 against "
                "34.8 in Telugu, 65.0 against 64.2 in Vietnamese). The policy seems to have learned a general disposition "
                "to stay in the language of the prompt rather than ten separate habits, although the Telugu figure "
                "remains well below those of the training languages."
            ),
            Para(
                "On PolyGSM-10 the gains have the same shape but are smaller in accuracy, since grade-school "
                "problems are close to saturation in the high-resource languages; per-language results are in Table "
                "7 (Appendix F). There, the consistency rate of ML-RL is lowest in Bengali (31.0%) rather than "
                "Swahili, and LaCoRe lifts it to 92.6%. On this benchmark LaCoRe is slightly below ML-RL in English "
                "and in Swahili, by 0.4 points in each."
            ),
            Para(
                "English. Multilingual training costs little in English: ML-RL and LaCoRe reach 79.2% and 79.4% on "
                "the English part of TM-10, against 79.8% for EN-RL, which trains on nearly ten times as many "
                "English problems. All systems stay in English for English questions; the few responses counted as "
                "inconsistent fail the 80-character guard rather than switch language."
            ),
            Heading("5.3 Training dynamics"),
            Para(
                "Figure 1 follows the consistency rate on the development set over training. Both runs start from the "
                "same value; accuracy-only training then lets it decline steadily, while LaCoRe raises it quickly during "
                "the first 150 steps and saturates afterwards. The decline under ML-RL is not a late artefact: it is "
                "already visible after 50 steps, well before accuracy has converged."
            ),
            FigureBlock(
                "Figure 1: Development-set consistency rate of Qwen2.5-7B-Instruct during training, averaged over the ten "
                "languages. Black: LaCoRe (lambda = 0.2); grey: ML-RL (accuracy only). ML-RL falls from 0.70 at step 0 to "
                "0.58 at step 400; LaCoRe reaches 0.90 at step 150 and 0.94 from step 300 on.",
                "training step",
                "consistency rate",
                (
                    (0.70, 0.78, 0.86, 0.90, 0.92, 0.93, 0.94, 0.94, 0.94),
                    (0.70, 0.69, 0.66, 0.63, 0.61, 0.60, 0.59, 0.58, 0.58),
                ),
            ),
            Para(
                "Figure 2 shows development-set accuracy for the same runs together with EN-RL. LaCoRe learns slightly "
                "more slowly at the start, when the language term moves many responses at once and adds variance to "
                "the advantages, and catches up with ML-RL after about 200 steps. EN-RL, evaluated on the non-English "
                "development problems, improves much less and has almost stopped improving by step 250."
            ),
        ),
        # ---------------------------------------------------------------- page 10
        (
            FigureBlock(
                "Figure 2: Development-set accuracy on the nine non-English languages during training. Black: LaCoRe; "
                "grey: ML-RL (upper) and EN-RL (lower). LaCoRe trails ML-RL by at most 1.1 points (at step 50) and "
                "finishes at 0.650 against 0.645; EN-RL finishes at 0.585.",
                "training step",
                "accuracy",
                (
                    (0.550, 0.578, 0.600, 0.618, 0.630, 0.640, 0.645, 0.650, 0.650),
                    (0.550, 0.589, 0.610, 0.622, 0.630, 0.636, 0.640, 0.642, 0.645),
                    (0.550, 0.562, 0.571, 0.577, 0.580, 0.583, 0.584, 0.585, 0.585),
                ),
            ),
            Heading("6 Ablations"),
            Para(
                "Table 4 varies the weight lambda of the consistency term and the way the term is computed, always with "
                "Qwen2.5-7B-Instruct and otherwise unchanged settings. Column Low is the mean accuracy over Thai, Swahili "
                "and Bengali; Len is the mean number of reasoning tokens per response on TM-10."
            ),
            TableBlock(
                "Table 4: Ablations on TransMATH-10 (averages over ten languages). The row lambda = 0.2 is LaCoRe as used "
                "elsewhere and lambda = 0 is ML-RL. Gated: the consistency term is granted only to correct responses. "
                "Binary: c(y) replaced by 1[c(y) >= 0.95]. Whole-chain LID: one language label for the entire chain. "
                "No guard: without the 80-character minimum.",
                (
                    ("Variant", "lambda", "Acc", "CR", "Low", "Len"),
                    ("Accuracy only (ML-RL)", "0", "67.2", "66.1", "54.8", "742"),
                    ("Additive", "0.05", "67.6", "84.3", "55.3", "731"),
                    ("Additive", "0.1", "68.0", "92.7", "55.9", "718"),
                    ("Additive (LaCoRe)", "0.2", "68.3", "96.2", "56.2", "705"),
                    ("Additive", "0.5", "67.5", "97.4", "54.6", "664"),
                    ("Additive", "1.0", "65.1", "97.9", "51.3", "598"),
                    ("Gated", "0.2", "67.9", "89.5", "55.6", "721"),
                    ("Binary", "0.2", "67.8", "95.1", "55.0", "699"),
                    ("Whole-chain LID", "0.2", "68.1", "88.0", "55.8", "712"),
                    ("No guard", "0.2", "66.4", "97.6", "53.4", "512"),
                ),
            ),
            Para(
                "Weight of the consistency term. Consistency increases monotonically with lambda, but with sharply "
                "diminishing returns: most of the gain is reached at lambda = 0.1 (92.7%), and going from 0.2 to 1.0 adds "
                "only 1.7 points of consistency while costing 3.2 points of accuracy. The cost falls on the low-resource "
                "languages, whose mean accuracy drops from 56.2 to 51.3, and chains become shorter: at lambda = 1.0 "
                "the policy prefers terse solutions with little prose, which are easier to keep in one language but "
                "leave less room for intermediate reasoning. We chose lambda = 0.2 on the development set before "
                "evaluating on TM-10, where it is also the best setting for accuracy."
            ),
        ),
        # ---------------------------------------------------------------- page 11
        (
            Para(
                "Form of the reward. Gating the consistency term on correctness removes its signal from all-wrong "
                "groups and lowers consistency by 6.7 points; the additive form is both simpler and better. A binary "
                "per-response reward is slightly worse on both metrics than the graded share, as it gives no credit "
                "for reducing a long English passage to a short one. Classifying the whole chain at once misses "
                "intra-sentential and late switches, which a single label averages away: consistency stops at 88.0%."
            ),
            Para(
                "The guard. Without the 80-character minimum, the policy finds the loophole. Measured consistency is "
                "the highest in the table, but 23.5% of its responses contain fewer than 80 classifiable characters, "
                "against 0.9% for LaCoRe; their chains are sequences of equations with almost no words. Accuracy drops "
                "by 1.9 points relative to LaCoRe, and the chains are 27% shorter. We count these responses as "
                "consistent in the CR column of this row only to show the effect; under our metric definition they "
                "would fail."
            ),
            Heading("7 Analysis"),
            Heading("7.1 Where do models switch?"),
            Para(
                "To understand drift we collected all 18,000 non-English TM-10 responses of ML-RL (nine languages, 500 "
                "problems, four samples) and located every change of segment language. The switch rate is 3.9 per "
                "thousand reasoning tokens for ML-RL, against 2.7 for the base model, 6.2 for EN-RL and 0.4 for LaCoRe. "
                "For Qwen2.5, 84% of the switches go into English, 11% into Chinese and 5% into other languages; Chinese "
                "switches are most frequent in Japanese responses. Llama-3.1-8B switches almost exclusively into "
                "English (93%)."
            ),
            Para(
                "We grouped switch points by their immediate context with simple rules (Appendix A). A third of the switches (34%) "
                "follow a display formula: after writing an equation, the model continues in English. Another 27% "
                "occur at self-verification, when the model writes phrases such as 'Wait, let me check' or 'Let us "
                "verify', which RL is known to reinforce and which appear in English in almost all training chains. "
                "Technical terms account for 18% (for example 'greatest common divisor' inside a Bengali sentence), "
                "responses that are in English from the first sentence for 13%, and the remaining 8% have no clear "
                "trigger."
            ),
            FigureBlock(
                "Figure 3: Cumulative share of non-English TM-10 responses that have switched into another language by a "
                "given position in the reasoning chain (first 400 tokens). Black: LaCoRe; grey: ML-RL. By token 400, 33% "
                "of ML-RL responses have switched, against 4% for LaCoRe.",
                "token position",
                "share switched",
                (
                    (0.00, 0.010, 0.015, 0.020, 0.025, 0.030, 0.035, 0.040, 0.040),
                    (0.00, 0.060, 0.110, 0.160, 0.210, 0.250, 0.280, 0.310, 0.330),
                ),
            ),
            Para(
                "Figure 3 shows when switching happens. For ML-RL the share of responses that have left the question's "
                "language grows roughly linearly over the first 300 tokens, so drift is a gradual process rather than a "
                "decision made at the start; switches at the very first sentence, 13% of all switches, produce the early rise. "
                "Under LaCoRe the curve is nearly flat."
            ),
        ),
        # ---------------------------------------------------------------- page 12
        (
            Heading("7.2 Does switching help?"),
            Para(
                "If the model switches into English because it reasons better there, forbidding the switch should cost "
                "accuracy. Within ML-RL's responses, the answer depends on the language. For the six high-resource "
                "non-English languages, consistent responses are more accurate than switched ones, 72.2% against "
                "69.1%. For Thai, Swahili and Bengali the relation is reversed: switched responses are 4.4 points more "
                "accurate than consistent ones (56.4% against 52.0%). The comparison is confounded, since problems of different difficulty "
                "may invite switching at different rates, but it agrees with the per-language results of Table 1: "
                "translate-test, which switches fully, is ahead of LaCoRe on these three languages and on no other "
                "non-English one."
            ),
            Para(
                "This suggests that for low-resource languages, part of what looks like drift is the model falling back "
                "on its strongest language when it gets stuck. LaCoRe removes that fallback, yet it still improves "
                "accuracy over ML-RL in these languages (+1.4 on average), because training in the language also "
                "improves native reasoning. The gap to translate-test that remains, 2.3 points, is in our view the "
                "honest price of reasoning in Swahili, Thai and Bengali with a 7B model today."
            ),
            Heading("7.3 Length and truncation"),
            Para(
                "LaCoRe chains are about 5% shorter than those of ML-RL (705 against 742 tokens on average). The "
                "reduction is not uniform: it is largest in Japanese and Swahili, where ML-RL chains often repeated "
                "long English verification passages, and smallest in Thai and Bengali, where the native text that "
                "replaces English segments is tokenised less efficiently (Table 6). The truncation rate falls from 2.8% to 1.9% of "
                "responses, which accounts for a small part of the accuracy gain."
            ),
            Heading("7.4 Consistency and difficulty"),
            Para(
                "Drift grows with problem difficulty. When TM-10 is split by the MATH difficulty level of the source "
                "problem, the consistency rate of ML-RL falls from 78.4% on level-1 problems to 51.2% on level-5 "
                "problems, averaged over the ten languages. For LaCoRe the decline is much smaller, from 98.1% to "
                "93.0%. Harder problems produce longer chains with more verification steps, which is where switches "
                "concentrate (Section 7.1), and the remaining failures of LaCoRe are correspondingly concentrated on "
                "hard problems in the low-resource languages."
            ),
            Heading("7.5 Qualitative observations"),
            Para(
                "Reading samples of LaCoRe outputs, we observed three recurring behaviours. Variable names and function "
                "names stay in Latin script, which our filtering deliberately ignores. Mathematical terms are more "
                "often written in the native form after training, for instance the Swahili 'kigawanyo kikuu cha "
                "pamoja' for greatest common divisor, sometimes followed by the English term in parentheses. And the "
                "self-verification phrases that triggered many switches are now produced in the question's language. "
                "We did not quantify the fluency or correctness of the native text itself."
            ),
            Heading("8 Limitations"),
            Para(
                "Our consistency reward is only as good as the language identifier behind it. lid.176 is weaker on "
                "short segments and on Swahili, and it cannot tell whether the native text is fluent, correct or "
                "natural; a policy could in principle produce grammatical nonsense in the right language. We see no "
                "sign of this in the outputs we read, but we have not measured it."
            ),
        ),
        # ---------------------------------------------------------------- page 13
        (
            Para(
                "TransMATH-10 is translated from an English benchmark, so its problems reflect English-language "
                "curricula and conventions, and translations can make a problem easier or harder. We cover ten "
                "languages and two held-out ones; languages with other scripts and less web presence may behave "
                "differently. The back-translation filter drops more problems in exactly the low-resource languages "
                "we care most about. Finally, we did not compare with translating the English chains of translate-test "
                "back into the question's language, and we studied only mathematics, where answers are easy to check; "
                "whether the same reward works for open-ended reasoning is an open question."
            ),
            Para(
                "More broadly, a reward that keeps reasoning in one language also penalises legitimate code-switching. "
                "Many bilingual speakers, for instance Swahili speakers in technical settings, routinely use English "
                "mathematical terms, and our reward counts this as an error. A deployment would have to decide, for "
                "each community of users, which mixtures are acceptable; the weight lambda and the segment threshold "
                "offer only coarse control over this."
            ),
            Heading("9 Conclusion"),
            Para(
                "Reinforcement learning for reasoning does not only change what a model answers but also the language "
                "it thinks aloud in, and with a correctness reward alone it moves that language towards English. A "
                "small, segment-level language-consistency term in the reward is enough to keep the reasoning in the "
                "user's language for more than 96% of responses, at no cost in accuracy for a 7B model. Low-resource "
                "languages remain the hard case, where the model's own reasoning still trails translation into English."
            ),
            Heading("References"),
            References(
                (
                    "Artetxe, M., Goswami, V., Bhosale, S., Fan, A., and Zettlemoyer, L. Revisiting machine translation for cross-lingual classification. EMNLP, 2023.",
                    "Chai, L., Yang, J., Sun, T., et al. xCoT: Cross-lingual instruction tuning for cross-lingual chain-of-thought reasoning. arXiv:2401.07037, 2024.",
                    "Chen, Y. and Okoro, C. Mixed-language thoughts: Code-switching in long chain-of-thought models. arXiv:2503.18842, 2025.",
                    "Conneau, A., Rinott, R., Lample, G., et al. XNLI: Evaluating cross-lingual sentence representations. EMNLP, 2018.",
                    "DeepSeek-AI. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
                    "Gao, L., Schulman, J., and Hilton, J. Scaling laws for reward model overoptimization. ICML, 2023.",
                    "Grattafiori, A., Dubey, A., Jauhri, A., et al. The Llama 3 herd of models. arXiv:2407.21783, 2024.",
                    "Hendrycks, D., Burns, C., Kadavath, S., et al. Measuring mathematical problem solving with the MATH dataset. NeurIPS Datasets and Benchmarks, 2021.",
                    "Hwang, J., Tiwari, P., and Lindqvist, E. Does reasoning learned by reinforcement transfer across languages? arXiv:2505.06127, 2025.",
                    "Joulin, A., Grave, E., Bojanowski, P., and Mikolov, T. Bag of tricks for efficient text classification. EACL, 2017.",
                    "Kargaran, A. H., Imani, A., Yvon, F., and Schuetze, H. GlotLID: Language identification for low-resource languages. Findings of EMNLP, 2023.",
                    "Liu, Z., Chen, C., Li, W., et al. Understanding R1-Zero-like training: A critical perspective. arXiv:2503.20783, 2025.",
                    "Marchisio, K., Ko, W.-Y., Berard, A., et al. Understanding and mitigating language confusion in LLMs. EMNLP, 2024.",
                )
            ),
        ),
        # ---------------------------------------------------------------- page 14
        (
            References(
                (
                    "NLLB Team. No language left behind: Scaling human-centered machine translation. arXiv:2207.04672, 2022.",
                    "Popovic, M. chrF: Character n-gram F-score for automatic MT evaluation. WMT, 2015.",
                    "Qwen Team. Qwen2.5 technical report. arXiv:2412.15115, 2024.",
                    "Ranaldi, L. and Pucci, G. Does the English matter? Elicit cross-lingual abilities of large language models. Workshop on Multilingual Representation Learning, 2023.",
                    "Rimsky, N., Gabrieli, N., Schulz, J., et al. Steering Llama 2 via contrastive activation addition. ACL, 2024.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "She, S., Zou, W., Huang, S., et al. MAPO: Advancing multilingual reasoning through multilingual alignment-as-preference optimization. ACL, 2024.",
                    "Shi, F., Suzgun, M., Freitag, M., et al. Language models are multilingual chain-of-thought reasoners. ICLR, 2023.",
                    "Son, G., Lee, H., Kim, S., et al. Linguistic generalizability of test-time scaling in mathematical reasoning. arXiv:2502.17407, 2025.",
                    "Tang, T., Luo, W., Huang, H., et al. Language-specific neurons: The key to multilingual capabilities in large language models. ACL, 2024.",
                    "Wang, Y., Ruan, L., Karimi, S., et al. PolyReason: Competition mathematics in eighteen languages. arXiv:2504.09931, 2025.",
                    "Zhu, W., Huang, S., Yuan, F., et al. Question translation training for better multilingual reasoning. Findings of ACL, 2024.",
                )
            ),
            Heading("Appendix A Computing the Consistency Score"),
            Para(
                "Segmentation. Sentence boundaries are found with a regular expression over the full stop, question and "
                "exclamation marks, their full-width forms, the Bengali danda and line breaks. Thai does not mark the end "
                "of a sentence with punctuation, so for Thai we also split at runs of two or more spaces, which the model "
                "uses between clauses. Mathematics is removed by matching inline and display LaTeX delimiters and the "
                "common aligned and cases environments, after which numbers and isolated Latin letters are deleted and "
                "the text is normalised to NFKC. The score is computed only on the text that precedes the last "
                "\\boxed{} expression; anything after it, such as a closing sentence, is ignored."
            ),
            Para(
                "Switch points. The context categories of Section 7.1 were assigned by rules applied in order. A switch "
                "is post-formula if the previous segment ends with display math; verification if the first segment in "
                "the new language contains one of 14 English verification phrases (such as 'wait', 'let me check', "
                "'verify', 'double-check'); terminology if the switched span is at most four words inside an otherwise "
                "native sentence; initial if the first classified segment of the response is already in another "
                "language; and other in all remaining cases."
            ),
            Heading("Appendix B Prompt Template"),
            Para(
                "All systems receive a system message and the problem in the question's language. The English version "
                "of the system message is: 'You are a helpful mathematics assistant. Solve the problem step by step. "
                "Write all of your reasoning in English. At the end, put the final answer inside \\boxed{}.' For the "
                "other languages, the word English is replaced by the name of the language and the whole message is "
                "translated by the same professionals who translated TransMATH-10. Translate-test uses the English "
                "message with the machine-translated question. No few-shot examples are used."
            ),
        ),
        # ---------------------------------------------------------------- page 15
        (
            Heading("Appendix C Hyperparameters"),
            Para(
                "Table 5 lists the settings shared by all RL runs (EN-RL, ML-RL and LaCoRe, for every backbone) and the "
                "settings of the Native-SFT baseline. Values not listed follow the defaults of our training framework."
            ),
            TableBlock(
                "Table 5: Hyperparameters. The same RL settings are used for all three backbones; only lambda differs "
                "between ML-RL (0) and LaCoRe (0.2).",
                (
                    ("Setting", "Value"),
                    ("Optimizer", "AdamW (beta1 = 0.9, beta2 = 0.999)"),
                    ("Weight decay", "0.01"),
                    ("Learning rate (RL)", "1e-6, constant after 10 warm-up steps"),
                    ("Prompts per step / rollouts per prompt", "128 / 8"),
                    ("Policy updates per step", "2 (mini-batches of 64 prompts)"),
                    ("Clip ratio epsilon", "0.2"),
                    ("KL coefficient beta", "0.005"),
                    ("Entropy bonus", "none"),
                    ("Max prompt / response length", "768 / 3,072 tokens"),
                    ("Rollout temperature / top-p", "1.0 / 1.0"),
                    ("Training steps", "400"),
                    ("Consistency weight lambda", "0.2"),
                    ("Min. segment length / LID threshold", "12 characters / 0.5"),
                    ("Guard (min. classified characters)", "80"),
                    ("Evaluation temperature / top-p / samples", "0.6 / 0.95 / 4"),
                    ("Native-SFT learning rate / epochs / batch", "1e-5 / 2 / 64 sequences"),
                    ("Precision", "bf16"),
                ),
            ),
            Heading("Appendix D Additional Results"),
            Para(
                "Greedy decoding. With greedy decoding instead of sampling at temperature 0.6, all systems lose some "
                "accuracy and the ordering is unchanged: LaCoRe reaches 67.9% on TM-10 against 66.5% for ML-RL, with "
                "consistency rates of 96.8% and 67.3%. Translate-test reaches 68.1% with greedy decoding."
            ),
            Para(
                "An example. We describe, in English, two responses to the same Bengali problem of TM-10, a level-3 "
                "number theory problem that asks for the remainder of 7^2025 when divided by 13. The ML-RL response "
                "begins in Bengali and computes the first powers of 7 modulo 13 in formulas, then writes 'So the order "
                "of 7 modulo 13 is 12' in English and continues in English until it boxes the answer 8. The LaCoRe "
                "response takes the same steps, writes the argument about the cycle in Bengali, including the Bengali "
                "word for remainder, and boxes the same answer. Both are correct; their consistency scores are 0.31 "
                "and 1.0, so their rewards under LaCoRe would be 1.06 and 1.2."
            ),
        ),
        # ---------------------------------------------------------------- page 16
        (
            Heading("Appendix E Data Statistics"),
            Para(
                "Table 6 gives, per language, the number of MultiMath-RL problems that survived the back-translation "
                "filter, the share of translations that were removed, and the mean length of a TM-10 question in "
                "Qwen2.5 tokens. The length column shows why the same problem costs more tokens in Thai and Bengali, "
                "which also makes truncation more likely in these languages."
            ),
            TableBlock(
                "Table 6: Per-language statistics. Dropped: share of the 4,000 translations of each language removed by "
                "the back-translation filter (chrF < 55 or changed numbers). Tok/Q: mean TM-10 question length in "
                "Qwen2.5 tokens. TM-10 has 500 and PG-10 250 problems in every language.",
                (
                    ("Lang.", "Code", "RL problems", "Dropped (%)", "Tok/Q"),
                    ("English", "en", "4,000", "-", "62"),
                    ("Chinese", "zh", "3,902", "2.5", "58"),
                    ("Japanese", "ja", "3,861", "3.5", "71"),
                    ("French", "fr", "3,948", "1.3", "79"),
                    ("German", "de", "3,933", "1.7", "81"),
                    ("Spanish", "es", "3,951", "1.2", "76"),
                    ("Russian", "ru", "3,894", "2.7", "94"),
                    ("Thai", "th", "3,702", "7.5", "148"),
                    ("Swahili", "sw", "3,588", "10.3", "118"),
                    ("Bengali", "bn", "3,641", "9.0", "176"),
                    ("Total", "", "38,420", "4.4", "-"),
                ),
            ),
            Heading("Appendix F Per-Language Results on PolyGSM-10"),
            TableBlock(
                "Table 7: Accuracy (Acc) and consistency rate (CR) in % on PolyGSM-10 for Qwen2.5-7B-Instruct trained "
                "with ML-RL and with LaCoRe; same decoding as Table 1. The averages match Table 3.",
                (
                    ("", "en", "zh", "ja", "fr", "de", "es", "ru", "th", "sw", "bn", "Avg"),
                    ("ML-RL Acc", "92.4", "88.8", "84.0", "88.0", "87.2", "88.8", "86.4", "82.0", "73.6", "84.8", "85.6"),
                    ("LaCoRe Acc", "92.0", "89.6", "85.2", "88.4", "88.0", "89.2", "87.6", "82.8", "73.2", "85.8", "86.2"),
                    ("ML-RL CR", "100.0", "88.4", "66.0", "84.2", "80.6", "85.4", "76.2", "55.4", "40.8", "31.0", "70.8"),
                    ("LaCoRe CR", "100.0", "99.2", "97.6", "98.8", "98.2", "99.0", "98.0", "95.2", "91.4", "92.6", "97.0"),
                ),
            ),
        ),
    ),
)
