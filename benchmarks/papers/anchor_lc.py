"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 30): RL for multilingual math reasoning with language-consistency rewards (ANCHOR); every sentence, model,
dataset and number is invented. Its questions (session 30, by another helper who read only the PDF) are in
benchmarks/questions/answers_fresh11_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="anchor_lc.pdf",
    title="ANCHOR: Reinforcement Learning with Language-Consistency Rewards for Multilingual Mathematical Reasoning",
    short_title="ANCHOR: Language-Consistency Rewards for Multilingual Reasoning",
    authors="Ines Valderrama (1), Kofi Mensah-Boateng (2), Yuki Harashima (1), Svetlana Orlova (3), Daniel Achterberg (2)",
    affiliations="(1) Ebrofield Institute for Language Computing, Zaragoza   (2) University of Kettering Heath   (3) Meridian Polyglot Lab",
    stamp="arXiv:2510.08164v1  [cs.CL]  9 Oct 2025",
    abstract=(
        "Reinforcement learning (RL) with verifiable rewards improves the mathematical reasoning of language models in "
        "every language we tested, but it also changes the language in which they reason. When Tessera-7B-Chat is trained "
        "with GRPO on math problems in twelve languages, the share of its reasoning written in the language of the "
        "question falls from 88.5% to 61.4%, and to 43.2% for the five low-resource languages; most of the lost text "
        "switches to English. We present ANCHOR, an RL recipe that keeps the chain of thought in the user's language. Its "
        "reward multiplies answer correctness by a language-consistency score computed per sentence with a language "
        "identifier, after masking equations and numbers, and weights sentences by their length so that short filler "
        "sentences cannot inflate it; a tempered sampler balances languages in each batch. On PolyGSM-12, ANCHOR raises "
        "language consistency to 96.2% while keeping accuracy within 0.5 points of GRPO (72.1% vs. 72.6%), and the share "
        "of answers that are both correct and consistent rises from 41.3% to 69.8%. At 32B parameters ANCHOR matches or "
        "exceeds GRPO's accuracy on grade-school problems. The consistency gain carries over to five languages never seen "
        "in training."
    ),
    pages=(
        # ---------------- page 1 ----------------
        (
            Heading("1 Introduction"),
            Para(
                "A student in Nairobi who asks a tutoring model a word problem in Swahili expects the explanation in "
                "Swahili. The final number matters, but so does the path to it: a worked solution is only useful to a "
                "reader who can follow it. Multilingual language models can often produce such solutions, yet the "
                "training recipes that have recently improved mathematical reasoning the most are indifferent to the "
                "language of the reasoning. Reinforcement learning with verifiable rewards (RLVR) scores a response by "
                "its final answer alone (Shao et al., 2024; DeepSeek-AI, 2025), and any chain of thought that reaches "
                "the right number is reinforced, whatever language it is written in."
            ),
            Para(
                "We find that this indifference is not neutral. Models reason most reliably in the language in which "
                "they saw the most mathematics, usually English, and RL discovers this quickly. In our runs, GRPO training "
                "of Tessera-7B-Chat on problems in twelve languages raised accuracy on every language but drove the "
                "reasoning towards English: after 700 steps, only 61.4% of the reasoning text on our main benchmark was "
                "in the language of the question, down from 88.5% before RL. The drift was uneven. For English, Chinese "
                "and the European languages the model still mostly answered in kind; for Swahili, only 31% of the "
                "reasoning text stayed in Swahili. Responses commonly begin in the question's language, switch to "
                "English after two or three sentences, and return to the question's language only for the final answer, "
                "i.e. precisely in the part a reader can check least."
            ),
            Para(
                "A natural fix is to reward consistency directly. DeepSeek-AI (2025) added a language-consistency "
                "reward, the proportion of target-language words in the chain of thought, to RL on English and Chinese "
                "prompts and reported a small loss of accuracy. Extending this idea to many languages, including "
                "low-resource ones with different scripts, raises three problems that we address in this paper. First, "
                "mathematical text is full of material that belongs to no language, such as equations, numbers and "
                "variable names, and a language identifier misreads it, so a naive score punishes the model for "
                "writing mathematics. Second, an additive bonus for consistency can be traded against correctness, and "
                "a word- or sentence-count score can be inflated with short filler sentences. Third, low-resource "
                "languages are where drift is worst and where training data is scarcest."
            ),
        ),
        # ---------------- page 2 ----------------
        (
            Para(
                "ANCHOR (Aligning the laNguage of CHains Of Reasoning) answers each problem in turn. Its consistency "
                "score is measured per sentence after masking mathematical spans, and each sentence counts in proportion "
                "to its length. The score gates the correctness reward multiplicatively, so a correct answer reached "
                "through English reasoning earns less than one reached in the question's language, but an incorrect "
                "answer never earns more than a correct one. A tempered language sampler raises the share of "
                "low-resource languages in every training batch."
            ),
            Para("Our contributions are as follows."),
            Bullets(
                (
                    "A measurement of language drift under RLVR across twelve languages and two model sizes, showing that "
                    "drift is concentrated in low-resource languages and begins early in training, and that 87% of the "
                    "off-target reasoning sentences produced after GRPO are in English.",
                    "ANCHOR, an RL recipe with a masked, length-weighted, sentence-level language-consistency score, a "
                    "multiplicative gate on the correctness reward, and a tempered language sampler, trained with a "
                    "GRPO-style objective on Polyglossa-64K, a filtered set of 63,894 translated math problems.",
                    "Experiments on two new evaluation sets, PolyGSM-12 and OlympiaBabel, with Tessera-7B-Chat and "
                    "Tessera-32B-Chat, five baselines, nine ablations, a transfer study on five unseen languages, and a "
                    "human evaluation of the readability of the reasoning by native speakers.",
                )
            ),
            Para(
                "Sec. 2 reviews related work. Sec. 3 defines the consistency score and the reward. Sec. 4 describes "
                "data, benchmarks, baselines and compute. Sec. 5 gives the main results, Sec. 6 the ablations and Sec. 7 "
                "an analysis of where drift comes from and how the reward can be gamed. Sec. 8 lists limitations."
            ),
            Heading("2 Related Work"),
            Para(
                "Multilingual mathematical reasoning. MGSM (Shi et al., 2023) translated 250 grade-school problems into "
                "ten languages and showed that chain-of-thought prompting works across languages, with the best results "
                "often obtained by reasoning in English regardless of the question's language. Later work fine-tuned "
                "models on translated reasoning data: MathOctopus (Chen et al., 2023) trained on translated solutions "
                "in ten languages, and mCoT (Lai and Nissim, 2024) targeted consistency of the final answer across "
                "languages. These methods rely on supervised data and measure whether the answer is right, not whether "
                "the reasoning is written in the language of the question."
            ),
            Para(
                "Reinforcement learning for reasoning. PPO (Schulman et al., 2017), first used for language models in "
                "RLHF (Ouyang et al., 2022), was simplified for verifiable rewards by GRPO (Shao et al., 2024), which "
                "replaces the value model with group-normalised advantages over several samples per prompt. DAPO (Yu et "
                "al., 2025) adds an asymmetric clipping range, token-level loss averaging and dynamic sampling. DeepSeek-R1 "
                "(DeepSeek-AI, 2025) reported language mixing in chains of thought trained by RL and added a "
                "word-proportion consistency reward; it was applied to two languages and its form was not ablated. "
                "ANCHOR studies the problem for twelve languages and replaces the additive word-proportion bonus with a "
                "masked, sentence-level, multiplicative one."
            ),
            Para(
                "Code-switching. Mixing languages within a conversation is natural for bilingual speakers, and "
                "code-switched text has been studied for decades in speech and dialogue. The drift we observe is "
                "different: it is not a choice of the user but a side effect of optimisation, it happens in the middle "
                "of a single explanation, and it moves towards the language in which the model is strongest rather than "
                "the language the reader shares. We therefore treat any reasoning sentence outside the question's "
                "language as an error, with an allowance for borrowed technical terms that the gate of Sec. 3.3 provides."
            ),
        ),
        # ---------------- page 3 ----------------
        (
            Para(
                "Language identification and tokenization. Sentence-level language identifiers based on character "
                "n-grams, e.g. fastText (Joulin et al., 2017), are fast enough to run on every rollout. GlotLID (Kargaran "
                "et al., 2023) covers more than 1,600 languages and OpenLID (Burchell et al., 2023) about 200 with audited "
                "training data; both are less reliable on short, symbol-heavy sentences, which motivates our masking. "
                "Tokenizers split low-resource languages into many more tokens than English (Petrov et al., 2023), so a "
                "fixed token budget allows a Telugu or Yoruba solution fewer words than an English one, a point we return "
                "to in Sec. 7.4."
            ),
            Heading("3 Method"),
            Heading("3.1 Setting"),
            Para(
                "Let x be a problem written in language l(x), one of a fixed set of training languages, with a reference "
                "answer a*(x). The policy pi_theta generates a response y consisting of a chain of reasoning followed by "
                "a final answer in \\boxed{}. The correctness reward is r_acc(y) = 1 if the boxed answer matches a*(x) "
                "after numeric normalisation and 0 otherwise; a response with no boxed answer is malformed. Every prompt "
                "asks the model, in the question's own language, to reason step by step and to write its reasoning in "
                "that language (the template is given in Appendix B). The same prompt is used by every method, so any "
                "difference in consistency comes from training, not from instructions."
            ),
            Heading("3.2 Masked, length-weighted language consistency"),
            Para(
                "We split the reasoning part of y into sentences s_1, ..., s_m with a rule-based splitter that knows the "
                "sentence-final punctuation of each training language, including the Devanagari-style danda used in "
                "Bengali and the full stop used in Chinese and Japanese. In each sentence we then mask mathematical spans: "
                "LaTeX between dollar signs or brackets, runs of digits and operators, single-letter variables, units "
                "and code. Masked spans are deleted before identification. Let w_i be the number of word tokens left in "
                "s_i after masking. Sentences with w_i < 4 are unscorable: they are ignored, neither helping nor hurting "
                "the score. For each scorable sentence a language identifier returns a label lid(s_i), and the "
                "language-consistency score is the length-weighted share of text in the question's language,"
            ),
            Para("LC(y) = sum_i w_i * 1[lid(s_i) = l(x)] / sum_i w_i,   summed over scorable sentences.          (1)"),
            Para(
                "If a response has no scorable sentence we set LC(y) = 0; this happened for 0.4% of rollouts at the "
                "start of training and for fewer than 0.1% after step 100. We use GlotLID (Kargaran et al., 2023) as "
                "the identifier, restricted to the 12 training languages plus a catch-all class. On 2,400 hand-labelled "
                "masked reasoning sentences, 200 per language, it was correct for 98.1% of sentences in high-resource "
                "languages and 92.4% in low-resource ones; Yoruba was the hardest language, at 87.5%, mostly because "
                "sentences written without tone marks were labelled as other languages."
            ),
            Para(
                "Masking matters because mathematical text misleads the identifier. Before masking, a sentence such as "
                "a Thai explanation wrapped around two equations was identified as English in 38% of cases in the same "
                "labelled set; after masking, in 3%. Length weighting matters because the reward can otherwise be gamed: "
                "a response that reasons in English but inserts short sentences such as 'Let us continue.' in the "
                "question's language raises an unweighted sentence share without making the reasoning readable (Sec. 7.3)."
            ),
        ),
        # ---------------- page 4 ----------------
        (
            Heading("3.3 Gated reward"),
            Para("ANCHOR combines correctness and consistency multiplicatively and adds a small linear term,"),
            Para(
                "r(y) = r_acc(y) * LC(y)^gamma + lambda * (LC(y) - 1)   if y is well-formed;   r(y) = -1 otherwise,          (2)"
            ),
            Para(
                "with gamma = 0.5 and lambda = 0.2. The first term is the correctness reward scaled by a concave function "
                "of consistency: a correct answer with fully consistent reasoning earns 1, and one with half of its "
                "reasoning in the question's language earns approx. 0.71. The second term is at most 0 and reaches -0.2 "
                "for reasoning written entirely in another language; it gives incorrect responses a consistency signal, "
                "since for them the first term is always 0. A correct response therefore always earns more than an "
                "incorrect one with the same consistency, and a correct response with LC = 0 earns -0.2, the same as an "
                "incorrect response with LC = 0. The square root in the gate is gentle near LC = 1, so that occasional "
                "English technical terms cost little, and steep near 0, so that reasoning entirely in English is "
                "strongly discouraged."
            ),
            Para(
                "We considered, and ablate in Sec. 6, two simpler forms. The purely additive reward r_acc + lambda * "
                "(LC - 1) is the form closest to that of DeepSeek-AI (2025). It lets the policy trade consistency for "
                "accuracy at a fixed exchange rate, and because reasoning in English raises accuracy on hard problems "
                "by more than lambda pays for consistency, drift continues under it, only more slowly. A hard filter "
                "that zeroes the reward when LC < 0.8 (our Reject-Filter baseline) removes drift but also removes most "
                "of the accuracy gain on low-resource languages, where early rollouts rarely pass the threshold."
            ),
            Para(
                "A worked example shows the ordering that Eq. (2) induces. Take a group with four kinds of response: "
                "correct with LC = 1.0 earns 1.0; correct with LC = 0.6 earns 0.775 - 0.08 = 0.695; incorrect with LC = "
                "1.0 earns 0; incorrect with LC = 0.3 earns -0.14. The two correct responses thus differ by approx. 0.3 in "
                "reward, about a third of the gap between a correct and an incorrect response, which is enough to drive "
                "consistency up on problems the model already solves without ever ranking a wrong answer above a right one."
            ),
            Heading("3.4 Tempered language sampler"),
            Para(
                "Polyglossa-64K (Sec. 4.1) holds fewer problems in low-resource languages, since more of their "
                "translations are filtered out. Sampling prompts in proportion to the data would give Yoruba 5.3% of a "
                "batch and English 12.5%. We instead draw the language of each prompt with probability proportional to "
                "n_l^alpha, where n_l is the number of training problems in language l and alpha = 0.3, and then draw a "
                "problem uniformly within that language. With alpha = 0.3 the shares range from 7.3% (Yoruba) to 9.5% "
                "(English); the full list is in Tab. 8. A problem can be drawn in several languages over the course of "
                "training, but never twice in the same batch, so no group mixes translations of one problem."
            ),
            Heading("3.5 Policy optimization"),
            Para(
                "For each prompt x we sample a group of G = 12 responses from the current policy and compute the "
                "advantage of response i as A_i = (r_i - mean(r)) / (std(r) + 1e-6), shared by all its tokens. The policy "
                "is updated with a clipped surrogate objective with asymmetric clipping (epsilon_low = 0.2, epsilon_high "
                "= 0.28), token-level averaging of the loss (Yu et al., 2025) and a KL penalty of coefficient beta = "
                "0.005 towards the initial policy. Because LC is continuous, groups in which all rewards are equal are "
                "rare: only 3.2% of groups had zero reward variance under ANCHOR, compared with 27.5% under GRPO's binary "
                "reward, so ANCHOR wastes fewer rollouts on groups without a learning signal. We do not use dynamic "
                "sampling. Rollouts are sampled at temperature 0.9; in the 7B runs responses are capped at 6,144 tokens."
            ),
        ),
        # ---------------- page 5 ----------------
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Training data"),
            Para(
                "Polyglossa-64K starts from 8,000 English problems with numeric answers: 5,200 grade-school word problems "
                "from the GSM8K training set (Cobbe et al., 2021) and 2,800 competition problems from the MATH training "
                "set (Hendrycks et al., 2021), restricted to integer or simple fractional answers. Tessera-72B-Chat "
                "translated each problem into eleven languages: Chinese, Spanish, French, German, Russian, Japanese, Thai, "
                "Swahili, Bengali, Telugu and Yoruba. We call the first six, with English, the high-resource languages "
                "and the last five the low-resource languages. A translation was kept only if its back-translation into "
                "English reached a chrF of at least 60 against the source and if every number in the source occurred in "
                "it. Of the 88,000 translations, 55,894 passed both filters, which with the 8,000 English originals gives "
                "63,894 training problems. Per-language counts are listed in Tab. 8."
            ),
            Heading("4.2 Evaluation sets and metrics"),
            Para(
                "PolyGSM-12 contains 300 grade-school problems from the GSM8K test set that do not overlap with MGSM, "
                "translated by professional translators into the eleven non-English training languages, for 3,600 items "
                "in total. OlympiaBabel contains 150 problems from national mathematical olympiads of 2019 to 2024 with "
                "integer answers, translated in the same way, for 1,800 items. For the transfer study (Sec. 5.4), "
                "PolyGSM-Unseen translates the same 300 problems into Amharic, Nepali, Tagalog, Hausa and Ukrainian, none "
                "of which occurs in training, for 1,500 items. Translators were paid per word at rates set by the "
                "vendor and could flag problems that did not make sense in their culture; 14 flagged problems were "
                "replaced before the sets were frozen."
            ),
            Para(
                "We report three metrics. Accuracy (Acc) is the share of responses whose final answer is correct. "
                "Language consistency (LC) is the mean of Eq. (1) over responses, in percent, computed with the same "
                "identifier as in training; Sec. 7.3 repeats the measurement with a second identifier. Consistent "
                "accuracy (CA) is the share of responses that are correct and have LC(y) >= 0.9. CA is the metric a "
                "user cares about, since a correct answer reasoned in a language the user cannot read gives no "
                "explanation. Every number is the mean over four samples per problem."
            ),
            Heading("4.3 Baselines"),
            Para(
                "All methods start from the same checkpoint, Tessera-7B-Chat (Tessera Team, 2025), and use the same "
                "prompts, data and number of training steps where this applies. Trans-SFT fine-tunes on 48,000 "
                "solutions: Tessera-72B-Chat solved the English problems, and 4,000 of its correct solutions were "
                "translated into the eleven other languages and kept in English, with two epochs of training. GRPO uses "
                "the correctness reward alone with the optimization settings of Sec. 3.5. GRPO + Prompt adds to the "
                "template a one-shot example solved in the question's language and repeats the language instruction "
                "after the question. Reject-Filter uses the correctness reward but sets it to 0 for any response with "
                "LC < 0.8. Finally, ANCHOR uses the reward of Eq. (2) and the tempered sampler. For the 32B model we "
                "compare the instruction-tuned model, GRPO and ANCHOR only."
            ),
            Heading("4.4 Training details and compute"),
            Para(
                "The 7B runs use 192 prompts per batch, i.e. 2,304 rollouts per step, a learning rate of 1.5e-6 and 700 "
                "RL steps, with rollouts generated by vLLM (Kwon et al., 2023) and training sharded with ZeRO stage 3 "
                "(Rajbhandari et al., 2020). Each 7B run used 32 H100 GPUs (four nodes of eight) for 43 hours, approx. "
                "1,380 GPU-hours; the GRPO run took 42 hours. The 32B runs use 128 H100 GPUs and 500 steps and took 88 "
                "hours each, approx. 11,260 GPU-hours. Language identification runs on CPU workers in parallel with the "
                "answer checker and adds 1.8% to the wall-clock time of a 7B step. The remaining settings, including "
                "those of the 32B runs, are listed in Tab. 7. All 7B results use three seeds; the 32B runs use one."
            ),
        ),
        # ---------------- page 6 ----------------
        (
            Heading("5 Results"),
            Heading("5.1 Main results"),
            Para(
                "Tab. 1 compares ANCHOR with the baselines for Tessera-7B-Chat. The instruction-tuned model reasons "
                "mostly in the question's language (LC 88.5% on PolyGSM-12) but solves only 61.8% of the problems. GRPO "
                "raises accuracy by 10.8 points on PolyGSM-12 and 9.7 points on OlympiaBabel, but its consistency "
                "collapses, to 61.4% and 52.8%, and its consistent accuracy falls below that of the starting model on "
                "both sets (41.3% vs. 54.9% on PolyGSM-12). A stronger prompt slows the drift without stopping it. "
                "Reject-Filter keeps the reasoning in the right language, but gives up 4.3 points of PolyGSM-12 "
                "accuracy relative to GRPO."
            ),
            TableBlock(
                "Table 1: Main results for Tessera-7B-Chat (mean of three seeds). Acc: accuracy (%); LC: language "
                "consistency (%); CA: consistent accuracy (%), correct with LC >= 0.9.",
                (
                    ("Method", "PolyGSM Acc", "PolyGSM LC", "PolyGSM CA", "Olympia Acc", "Olympia LC", "Olympia CA"),
                    ("Tessera-7B-Chat", "61.8", "88.5", "54.9", "18.2", "83.1", "14.6"),
                    ("Trans-SFT", "64.0", "93.7", "60.2", "19.5", "91.0", "17.4"),
                    ("GRPO", "72.6", "61.4", "41.3", "27.9", "52.8", "13.0"),
                    ("GRPO + Prompt", "71.9", "70.2", "49.8", "27.1", "63.5", "16.9"),
                    ("Reject-Filter", "68.3", "90.4", "62.1", "23.6", "86.7", "20.0"),
                    ("ANCHOR (ours)", "72.1", "96.2", "69.8", "27.4", "94.5", "25.3"),
                ),
            ),
            Para(
                "ANCHOR reaches the highest consistency of all methods, 96.2% on PolyGSM-12 and 94.5% on OlympiaBabel, "
                "while staying within 0.5 points of GRPO's accuracy on both sets. Its consistent accuracy is 28.5 points "
                "above GRPO's on PolyGSM-12 and nearly twice GRPO's on OlympiaBabel (25.3% vs. 13.0%). Trans-SFT is "
                "consistent but learns little mathematics: supervised training on translated solutions adds only 2.2 "
                "points of accuracy. The standard deviation over seeds was at most 0.6 points for accuracy and 0.9 "
                "points for LC for every method in Tab. 1."
            ),
            Para(
                "The gap between accuracy and consistent accuracy is a useful diagnostic. For GRPO it is 31.3 points on "
                "PolyGSM-12: almost a third of all responses are correct but reasoned mostly in another language. For "
                "ANCHOR it is 2.3 points, and most of the remaining gap comes from responses whose LC lies just below "
                "the 0.9 threshold because they quote English names of theorems or units, which we do not regard as "
                "failures."
            ),
            Para(
                "Competition problems show more drift than grade-school ones under every method. Olympiad solutions "
                "rely on terms such as 'modular inverse' or 'pigeonhole principle' that are rare in the training data "
                "of most languages, and GRPO learns to switch to English precisely where such terms appear. Under "
                "ANCHOR, 61% of the off-target sentences on OlympiaBabel contain at least one such term, against 24% on "
                "PolyGSM-12."
            ),
            Para(
                "Cost. ANCHOR adds no model calls: the identifier and the sentence splitter run on CPU, and the 7B "
                "ANCHOR run took one hour longer than the GRPO run (Sec. 4.4). Trans-SFT is cheaper to train but needs "
                "a 72B teacher and a translation pass, which took approx. 610 GPU-hours, close to half the cost of an "
                "ANCHOR run; Reject-Filter costs the same as GRPO but zeroes the reward of 41% of its rollouts in the first 100 "
                "steps, most of them in the low-resource languages."
            ),
        ),
        # ---------------- page 7 ----------------
        (
            Heading("5.2 Results by language"),
            Para(
                "Tab. 2 breaks the PolyGSM-12 results down by language. GRPO's drift is concentrated in the "
                "low-resource languages, whose mean LC falls from 80.4% to 43.2%, while the high-resource languages fall "
                "from 94.3% to 74.4%. ANCHOR keeps the mean LC above 93% in both groups (98.1% and 93.6%). Its accuracy "
                "cost relative to GRPO is largest for Swahili, at 1.1 points, and Yoruba is the one language on which "
                "ANCHOR is more accurate than GRPO (61.8% vs. 61.3%)."
            ),
            TableBlock(
                "Table 2: PolyGSM-12 by language for Tessera-7B-Chat. Acc and LC in %. The last five languages are the "
                "low-resource group.",
                (
                    ("Language", "Base Acc", "Base LC", "GRPO Acc", "GRPO LC", "ANCHOR Acc", "ANCHOR LC"),
                    ("English", "75.6", "99.7", "82.9", "99.7", "82.6", "99.8"),
                    ("Chinese", "68.8", "95.8", "78.0", "80.2", "77.4", "98.9"),
                    ("Spanish", "69.4", "94.6", "79.5", "72.5", "79.2", "98.1"),
                    ("French", "68.2", "94.1", "78.1", "70.8", "77.8", "97.9"),
                    ("German", "67.4", "93.2", "77.2", "69.4", "76.7", "97.6"),
                    ("Russian", "66.7", "92.5", "77.8", "66.0", "77.1", "97.4"),
                    ("Japanese", "62.8", "90.1", "73.4", "62.3", "72.6", "96.8"),
                    ("Thai", "59.1", "85.0", "70.7", "52.1", "70.1", "95.3"),
                    ("Swahili", "51.7", "76.2", "63.4", "31.0", "62.3", "93.0"),
                    ("Bengali", "55.0", "82.4", "67.1", "45.6", "66.4", "94.6"),
                    ("Telugu", "49.5", "79.4", "61.8", "41.4", "61.2", "92.7"),
                    ("Yoruba", "47.4", "79.0", "61.3", "45.8", "61.8", "92.3"),
                    ("Mean", "61.8", "88.5", "72.6", "61.4", "72.1", "96.2"),
                ),
            ),
            Heading("5.3 Scaling to 32B"),
            Para(
                "Tab. 3 repeats the main comparison with Tessera-32B-Chat. The larger model starts more consistent and "
                "more accurate, and GRPO again lowers its consistency, to 70.3% on PolyGSM-12. ANCHOR-32B reaches 97.1% "
                "consistency on PolyGSM-12, and its accuracy there is 0.4 points above GRPO's rather than below it; on "
                "OlympiaBabel it remains 0.4 points below. Consistent accuracy on OlympiaBabel rises from 28.4% with "
                "GRPO to 42.7%."
            ),
            TableBlock(
                "Table 3: Results for Tessera-32B-Chat (one seed). Columns as in Tab. 1.",
                (
                    ("Method", "PolyGSM Acc", "PolyGSM LC", "PolyGSM CA", "Olympia Acc", "Olympia LC", "Olympia CA"),
                    ("Tessera-32B-Chat", "78.4", "91.2", "73.0", "35.6", "87.4", "30.1"),
                    ("GRPO", "84.9", "70.3", "60.5", "45.2", "61.0", "28.4"),
                    ("ANCHOR-32B", "85.3", "97.1", "83.6", "44.8", "95.8", "42.7"),
                ),
            ),
            Para(
                "We read the 32B results as evidence that the accuracy cost of reasoning in the question's language "
                "shrinks with scale: a stronger model has more mathematical competence in languages other than English "
                "to draw on. We did not run the other baselines or the ablations at 32B."
            ),
        ),
        # ---------------- page 8 ----------------
        (
            Heading("5.4 Transfer to unseen languages"),
            Para(
                "Does ANCHOR teach the model to reason in whatever language it is asked in, or only in the twelve "
                "languages it was rewarded for? Tab. 4 evaluates the 7B models on PolyGSM-Unseen. GRPO's drift is even "
                "stronger on these languages, where the starting model is weaker: mean LC falls from 79.0% to 44.9%, and "
                "for Amharic to 22.4%. ANCHOR raises mean LC to 88.7% without having seen any of them during RL, and "
                "its accuracy is within 0.8 points of GRPO's for every one of the five. Ukrainian, which is close to "
                "Russian, reaches the highest consistency (97.5%); Amharic, written in the Ge'ez script, the lowest (81.0%)."
            ),
            TableBlock(
                "Table 4: PolyGSM-Unseen (300 problems in five languages absent from training), Tessera-7B-Chat models. "
                "Acc / LC in %.",
                (
                    ("Language", "Base", "GRPO", "ANCHOR"),
                    ("Amharic", "38.2 / 71.5", "47.9 / 22.4", "47.1 / 81.0"),
                    ("Nepali", "49.6 / 78.2", "60.3 / 40.8", "59.8 / 88.9"),
                    ("Tagalog", "57.0 / 83.9", "67.2 / 51.5", "66.9 / 92.4"),
                    ("Hausa", "40.8 / 70.4", "50.1 / 27.0", "49.8 / 83.7"),
                    ("Ukrainian", "64.4 / 91.0", "74.6 / 82.8", "74.2 / 97.5"),
                    ("Mean", "50.0 / 79.0", "60.0 / 44.9", "59.6 / 88.7"),
                ),
            ),
            Para(
                "Because the identifier used in training knows only the 12 training languages and a catch-all class, "
                "consistency on unseen languages is measured with the full GlotLID label set. The transfer suggests "
                "that ANCHOR rewards a general behaviour, answering in the language of the question, rather than a "
                "list of languages."
            ),
            Heading("5.5 Training dynamics"),
            Para(
                "Fig. 1 tracks consistency on a validation set of 1,200 Polyglossa problems held out from training, "
                "100 per language, during the first 400 steps of the 7B runs. GRPO loses most of its consistency in the "
                "first 150 steps, when accuracy also rises fastest; after step 300 the decline slows. Under ANCHOR, "
                "consistency rises above its starting value within 100 steps and stays there. Validation accuracy of "
                "the two runs differs by less than one point at every evaluated checkpoint."
            ),
            FigureBlock(
                "Figure 1: Validation language consistency (1,200 held-out Polyglossa problems) over the first 400 RL "
                "steps for Tessera-7B-Chat. Black: ANCHOR; grey: GRPO.",
                "RL step",
                "LC",
                ((0.88, 0.92, 0.94, 0.95, 0.96), (0.88, 0.74, 0.67, 0.63, 0.61)),
            ),
            Para(
                "Mean response length grows during RL under both rewards, from 498 tokens at the start to 655 tokens "
                "at step 700 under GRPO and to 702 tokens under ANCHOR, measured on the same validation set."
            ),
        ),
        # ---------------- page 9 ----------------
        (
            Heading("6 Ablations"),
            Para(
                "Tab. 5 changes one component of ANCHOR at a time for Tessera-7B-Chat, with everything else as in Sec. "
                "3. The form of the reward matters most. The additive reward (gamma = 0) keeps GRPO's accuracy but lets "
                "consistency fall to 78.5%, since English reasoning still pays on hard problems. The pure gate (lambda "
                "= 0) is close to the full reward but loses 3.7 points of CA on PolyGSM-12, mostly because incorrect "
                "responses then receive no consistency signal. A linear gate (gamma = 1.0) gives the highest "
                "consistency but penalises borrowed technical terms strongly enough to cost 2.2 points of accuracy."
            ),
            TableBlock(
                "Table 5: Ablations of ANCHOR with Tessera-7B-Chat (mean of three seeds). Default: gamma = 0.5, lambda = "
                "0.2, sentence-level masked length-weighted LC, alpha = 0.3, G = 12, beta = 0.005.",
                (
                    ("Variant", "PolyGSM Acc", "PolyGSM LC", "PolyGSM CA", "Olympia CA"),
                    ("ANCHOR (default)", "72.1", "96.2", "69.8", "25.3"),
                    ("Additive reward (gamma = 0)", "72.8", "78.5", "55.6", "19.0"),
                    ("Pure gate (lambda = 0)", "71.5", "93.0", "66.1", "23.8"),
                    ("Linear gate (gamma = 1.0)", "69.9", "96.8", "68.0", "23.1"),
                    ("No math masking", "70.4", "97.0", "67.5", "21.2"),
                    ("Unweighted sentence share", "71.8", "89.9", "63.0", "22.7"),
                    ("Response-level language label", "72.4", "84.1", "60.7", "21.9"),
                    ("Proportional sampling (alpha = 1)", "72.3", "94.0", "67.4", "24.6"),
                    ("G = 6 responses per prompt", "71.2", "95.8", "68.5", "24.1"),
                    ("No KL penalty (beta = 0)", "71.0", "95.5", "67.9", "24.0"),
                ),
            ),
            Para(
                "Without masking, the identifier mistakes equation-heavy sentences for English, and the policy learns "
                "to avoid them: the mean number of displayed equations per solution falls from 6.3 to 3.9, consistency "
                "rises slightly and accuracy falls by 1.7 points, with the largest loss on OlympiaBabel. The unweighted "
                "sentence share is gamed by filler sentences (Sec. 7.3). Labelling the whole response with a single "
                "language, as a word-count score over the full text effectively does, lets the policy keep a majority "
                "of its text in the question's language while switching to English for the hardest steps; its "
                "consistency, measured sentence by sentence, reaches only 84.1%."
            ),
            Para(
                "Proportional sampling lowers the mean LC of the low-resource languages from 93.6% to 89.2%, with "
                "almost no change for the high-resource ones, and it is the only ablation whose effect is confined to one "
                "language group. Halving the group size costs 0.9 points of accuracy, and removing the KL penalty costs "
                "1.1 points, with no sign of instability in the 700 steps we trained."
            ),
            Para(
                "We also varied the consistency weight outside Tab. 5. With lambda = 0.1, consistency on PolyGSM-12 "
                "reached 94.8% at unchanged accuracy; with lambda = 0.4 it reached 96.9% but accuracy fell to 71.4%, "
                "since incorrect responses in English were then penalised more than the correctness term could "
                "compensate for on hard problems. We kept lambda = 0.2 for all other experiments. Replacing GlotLID "
                "in the reward with a fastText identifier trained on the same 12 languages gave results within 0.4 "
                "points of the default on every column of Tab. 5."
            ),
        ),
        # ---------------- page 10 ----------------
        (
            Heading("7 Analysis"),
            Heading("7.1 Where drift comes from"),
            Para(
                "We analysed 1,000 GRPO responses to PolyGSM-12 problems in the eleven non-English languages whose "
                "reasoning contained at least one off-target sentence. Of the off-target sentences, 87% were in English, "
                "9% in Chinese and 4% in other languages, most often a related high-resource language, e.g. French in "
                "responses to Yoruba questions. The first off-target sentence appeared at a median position of 3 in "
                "responses with a median of 14 sentences, and 72% of drifting responses switched back to the question's "
                "language only for the final answer sentence. Across the eleven languages, the LC lost under GRPO "
                "correlates with the base model's accuracy gap between that language and English (Pearson r = 0.81): "
                "the less the model can do in a language, the sooner RL moves it out of that language."
            ),
            Para(
                "Drift is not spread evenly over problems either. Splitting PolyGSM-12 by the number of solution steps "
                "in the GSM8K reference, GRPO's LC is 78% on problems with two or three steps and 49% on problems with "
                "seven or more. Longer problems give the policy more places to switch, and, once it has switched, it "
                "rarely returns: in only 11% of drifting responses did a target-language sentence follow the first "
                "off-target one before the final answer."
            ),
            Heading("7.2 Does consistent reasoning cost accuracy?"),
            Para(
                "At 7B, ANCHOR costs 0.5 points of accuracy on each benchmark relative to GRPO; at 32B the cost is 0.4 "
                "points on OlympiaBabel and there is a gain of 0.4 points on PolyGSM-12. Within the ANCHOR-7B responses, "
                "accuracy did not depend on consistency once problem difficulty was held fixed: on the 90 PolyGSM-12 problems "
                "(1,080 items) that GRPO solved in every language, ANCHOR's accuracy was 96.4% for responses with LC >= 0.9 and "
                "96.1% for the rest. The remaining cost is concentrated in multi-step problems in Swahili and Telugu "
                "whose solutions need more than 1,000 tokens."
            ),
            Heading("7.3 Gaming the reward and the choice of identifier"),
            Para(
                "In an early run that used the unweighted share of sentences instead of Eq. (1), the policy learned to "
                "insert short target-language sentences ('Now we compute.', 'This is correct.') between English "
                "reasoning steps. By step 300, 14% of all sentences in that run were such fillers, and the unweighted "
                "score exceeded 0.9 for responses that a native speaker could not follow. Length weighting together "
                "with the four-word minimum reduced the share of filler sentences to 1.2% at the same step."
            ),
            Para(
                "A policy could also learn to fool the specific identifier used in its reward rather than to write in "
                "the question's language. We therefore re-measured consistency with OpenLID (Burchell et al., 2023), "
                "which was never used in training. ANCHOR's LC on PolyGSM-12 was 95.1% under OpenLID against 96.2% "
                "under GlotLID; for GRPO the two identifiers gave 60.2% and 61.4%. The close agreement suggests that "
                "the gain is not an artefact of the reward's identifier."
            ),
            Heading("7.4 Length and tokenization"),
            Para(
                "Reasoning in the question's language is longer in tokens for languages that the tokenizer splits "
                "finely. ANCHOR-7B responses to PolyGSM-12 averaged 612 tokens in English and 1,408 tokens in Telugu, "
                "and 4.1% of its Telugu responses reached the 6,144-token limit, against 0.3% of its English ones. "
                "Truncated responses have no boxed answer and receive the malformed reward, which penalises the "
                "languages whose tokenization is least efficient; a per-language token budget is an obvious "
                "remedy that we leave for future work."
            ),
        ),
        # ---------------- page 11 ----------------
        (
            Heading("7.5 Human evaluation"),
            Para(
                "Consistency is a proxy for readability. To check it, native speakers of Spanish, Japanese, Swahili and "
                "Bengali rated the reasoning of 50 PolyGSM-12 problems per language from three systems, GRPO, Trans-SFT "
                "and ANCHOR, in random order and without system names, 600 responses in total. Each response was rated "
                "by two speakers on a five-point scale for how easily a student who reads only that language could "
                "follow the solution. Dr. Wanjiru Kamau coordinated the Swahili and Bengali annotators and wrote the "
                "rating guidelines with us. Inter-annotator agreement was a weighted kappa of 0.71."
            ),
            Para(
                "ANCHOR's responses received a mean rating of 4.1, against 2.6 for GRPO and 4.3 for Trans-SFT. The gap "
                "to Trans-SFT came mostly from Japanese, where annotators found ANCHOR's phrasing literal, and 23% of "
                "ANCHOR's Japanese responses were described in free-text comments as sounding translated. GRPO's ratings "
                "were lowest in Swahili, at 1.9. Tab. 6 lists the ratings per language."
            ),
            TableBlock(
                "Table 6: Human readability ratings (1-5, mean of two annotators, 50 responses per cell).",
                (
                    ("Language", "GRPO", "Trans-SFT", "ANCHOR"),
                    ("Spanish", "3.3", "4.4", "4.3"),
                    ("Japanese", "2.9", "4.5", "3.8"),
                    ("Swahili", "1.9", "4.1", "4.0"),
                    ("Bengali", "2.3", "4.2", "4.1"),
                    ("Mean", "2.6", "4.3", "4.1"),
                ),
            ),
            Heading("7.6 Examples of residual inconsistency"),
            Para(
                "Inspecting 200 ANCHOR-7B responses with LC < 0.9, we found three recurring patterns: English technical "
                "terms without a common equivalent in the target language (e.g. 'least common multiple' in Yoruba "
                "responses), quoted variable definitions copied from an English-style template, and long unit "
                "conversions in which the masked numbers left few words for the identifier. Only 9 of the 200 responses "
                "contained a full English reasoning step."
            ),
            Heading("8 Limitations"),
            Para(
                "ANCHOR measures language, not quality: a response can be fully in Swahili and still be hard to follow, "
                "and the human evaluation covers only four languages. The reward inherits the errors of its language "
                "identifier, which are largest for Yoruba and for languages written without diacritics. Our training and "
                "evaluation problems are translations of English problems, so they test reasoning about English-language "
                "scenarios in other languages rather than problems written natively. We studied one model family and "
                "mathematics only; proofs, code and science questions with heavy terminology may need a different "
                "treatment of borrowed terms. Finally, the 32B results come from a single seed."
            ),
            Heading("9 Conclusion"),
            Para(
                "RL with verifiable rewards rewards the right answer and quietly chooses the language of the reasoning "
                "for the user, usually English. A masked, length-weighted consistency score that gates the correctness "
                "reward keeps the reasoning in the user's language at a small cost in accuracy at 7B and none at 32B, "
                "and the behaviour carries over to languages the model was never rewarded on."
            ),
        ),
        # ---------------- page 12 ----------------
        (
            Heading("References"),
            References(
                (
                    "Burchell, L., Birch, A., Bogoychev, N., and Heafield, K. An open dataset and model for language identification. ACL, 2023.",
                    "Chen, N., Zheng, Z., Wu, N., et al. Breaking language barriers in multilingual mathematical reasoning: Insights and observations. arXiv:2310.20246, 2023.",
                    "Cobbe, K., Kosaraju, V., Bavarian, M., et al. Training verifiers to solve math word problems. arXiv:2110.14168, 2021.",
                    "DeepSeek-AI. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
                    "Hendrycks, D., Burns, C., Kadavath, S., et al. Measuring mathematical problem solving with the MATH dataset. NeurIPS Datasets and Benchmarks, 2021.",
                    "Joulin, A., Grave, E., Bojanowski, P., and Mikolov, T. Bag of tricks for efficient text classification. EACL, 2017.",
                    "Kargaran, A. H., Imani, A., Yvon, F., and Schuetze, H. GlotLID: Language identification for low-resource languages. Findings of EMNLP, 2023.",
                    "Kwon, W., Li, Z., Zhuang, S., et al. Efficient memory management for large language model serving with PagedAttention. SOSP, 2023.",
                    "Lai, H. and Nissim, M. mCoT: Multilingual instruction tuning for reasoning consistency in language models. ACL, 2024.",
                    "Loshchilov, I. and Hutter, F. Decoupled weight decay regularization. ICLR, 2019.",
                    "Ouyang, L., Wu, J., Jiang, X., et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
                    "Petrov, A., La Malfa, E., Torr, P. H. S., and Bibi, A. Language model tokenizers introduce unfairness between languages. NeurIPS, 2023.",
                    "Rajbhandari, S., Rasley, J., Ruwase, O., and He, Y. ZeRO: Memory optimizations toward training trillion parameter models. SC, 2020.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "Shi, F., Suzgun, M., Freitag, M., et al. Language models are multilingual chain-of-thought reasoners. ICLR, 2023.",
                    "Tessera Team. Tessera: Open multilingual foundation models. Technical report, Meridian Polyglot Lab, 2025.",
                    "Yu, Q., Zhang, Z., Zhu, R., et al. DAPO: An open-source LLM reinforcement learning system at scale. arXiv:2503.14476, 2025.",
                )
            ),
            Heading("Acknowledgements"),
            Para(
                "We thank the professional translators and the native-speaker annotators for their work, and the "
                "Ebrofield cluster team for keeping the nodes running through two power outages. This work was funded "
                "in part by a grant from the Kettering Heath Foundation for Inclusive Computing."
            ),
        ),
        # ---------------- page 13 ----------------
        (
            Heading("Appendix A: Hyperparameters and Data"),
            Para(
                "Tab. 7 lists the settings of the RL runs; settings not listed are library defaults. The learning rate "
                "follows a constant schedule after a linear warm-up. The optimizer is AdamW (Loshchilov and Hutter, "
                "2019). Tab. 8 lists the number of training problems per language after filtering and the resulting "
                "sampling probabilities of the tempered sampler."
            ),
            TableBlock(
                "Table 7: RL hyperparameters for the 7B and 32B runs.",
                (
                    ("Hyperparameter", "Tessera-7B-Chat", "Tessera-32B-Chat"),
                    ("RL steps", "700", "500"),
                    ("Prompts per batch", "192", "128"),
                    ("Responses per prompt (G)", "12", "12"),
                    ("Learning rate", "1.5e-6", "8e-7"),
                    ("Warm-up steps", "20", "30"),
                    ("AdamW betas", "(0.9, 0.95)", "(0.9, 0.95)"),
                    ("Weight decay", "0.01", "0.01"),
                    ("Gradient clipping (norm)", "1.0", "1.0"),
                    ("Clip range (low / high)", "0.2 / 0.28", "0.2 / 0.28"),
                    ("KL coefficient (beta)", "0.005", "0.005"),
                    ("Gate exponent (gamma)", "0.5", "0.5"),
                    ("Consistency weight (lambda)", "0.2", "0.2"),
                    ("Sampler exponent (alpha)", "0.3", "0.3"),
                    ("Min. words per scorable sentence", "4", "4"),
                    ("Rollout temperature / top-p", "0.9 / 1.0", "0.9 / 1.0"),
                    ("Max. response length (tokens)", "6,144", "8,192"),
                    ("Evaluation temperature / top-p", "0.6 / 0.95", "0.6 / 0.95"),
                    ("Evaluation samples per problem", "4", "4"),
                    ("Micro-batch size per GPU", "4", "1"),
                ),
            ),
        ),
        # ---------------- page 14 ----------------
        (
            TableBlock(
                "Table 8: Polyglossa-64K per language: problems kept after filtering (of 8,000), share of the data, and "
                "sampling probability with alpha = 0.3.",
                (
                    ("Language", "Problems", "Data share (%)", "Sampling prob. (%)"),
                    ("English", "8,000", "12.5", "9.5"),
                    ("Chinese", "5,980", "9.4", "8.7"),
                    ("Spanish", "6,205", "9.7", "8.8"),
                    ("French", "6,148", "9.6", "8.8"),
                    ("German", "6,090", "9.5", "8.7"),
                    ("Russian", "5,801", "9.1", "8.6"),
                    ("Japanese", "5,540", "8.7", "8.5"),
                    ("Thai", "4,815", "7.5", "8.1"),
                    ("Swahili", "3,905", "6.1", "7.6"),
                    ("Bengali", "4,388", "6.9", "7.9"),
                    ("Telugu", "3,610", "5.6", "7.5"),
                    ("Yoruba", "3,412", "5.3", "7.3"),
                    ("Total", "63,894", "100.0", "100.0"),
                ),
            ),
            Heading("Appendix B: Prompt Template"),
            Para(
                "Every training and evaluation prompt consists of a system message and a user message, both written in "
                "the question's language; below is the English version. The system message reads: 'You are a careful "
                "mathematics tutor. Solve the problem step by step. Write every step of your reasoning in the same "
                "language as the problem. Put the final answer in \\boxed{}.' The user message contains the problem "
                "text only. The GRPO + Prompt baseline adds one solved example in the question's language before the "
                "problem and the sentence 'Remember: reason only in this language.' after it."
            ),
            Heading("Appendix C: Sentence Splitting and Masking Rules"),
            Para(
                "Sentences end at '.', '?', '!', the Chinese and Japanese full stop, the danda and a blank line. A "
                "period between two digits, or after a single letter followed by a space and a capital letter, does not "
                "end a sentence. The masking rules remove, in this order: fenced code blocks; LaTeX spans delimited by "
                "single or double dollar signs, by \\( and \\), or by \\[ and \\]; tokens consisting only of digits, "
                "operators, parentheses and the decimal separators of each language; single Latin or Greek letters; and "
                "a list of 140 unit abbreviations such as km, kg and %. The remaining word tokens are counted with a "
                "whitespace tokenizer for space-delimited languages and as characters divided by 1.5 for Chinese, "
                "Japanese and Thai, so that w_i is comparable across scripts."
            ),
            Heading("Appendix D: Translation Filter Statistics"),
            Para(
                "Of the 32,106 translations removed from Polyglossa, 71% failed the chrF threshold only, 18% failed the "
                "number check only and 11% failed both. Lowering the chrF threshold from 60 to 50 would have kept 9,420 "
                "more problems, most of them in Swahili, Telugu and Yoruba; a manual check of 100 such problems in "
                "Yoruba found 31 with a changed meaning, which is why we kept the stricter threshold."
            ),
        ),
    ),
)
