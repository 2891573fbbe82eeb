"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 31): reinforcement learning of a diverse red-team attacker language model whose found attacks harden the target models; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh15_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="redteam_rl.pdf",
    title="Tessera: Reinforcement Learning of Diverse Red-Team Attackers for Hardening Language Models",
    short_title="Tessera: Diverse Reinforcement-Learned Red-Teaming for Hardening Language Models",
    authors="Ilse Vandermeer (1), Kwabena Asante (1), Sofia Echeverria (2), Daniil Markov (2), Hyun-woo Baek (3)",
    affiliations="(1) Halvorsen Institute for Machine Intelligence   (2) Meridian University, School of Computing   (3) Bluefen AI Safety Lab",
    stamp="arXiv:2511.06382v1  [cs.CL]  10 Nov 2025",
    abstract=(
        "Automated red-teaming trains an attacker language model to write prompts that make a target model produce unsafe "
        "output. Attackers trained with reinforcement learning find successful attacks quickly, but they collapse onto a "
        "handful of templates, so the attacks they find say little about the breadth of a target's weaknesses and make poor "
        "training data for repairing them. We present Tessera, a reinforcement learning recipe for red-teaming in which the "
        "attacker is rewarded for responses that a safety judge rates as unsafe, gated by their relevance to a harmful goal "
        "and multiplied by a novelty bonus measured against an archive of every successful attack found so far. Against "
        "four open chat models from 7B to 70B parameters, a 3B Tessera attacker succeeds with 47.0% of its attacks on "
        "average over 480 held-out goals, and against Lumen-8B-Chat it finds at least one successful attack for 91.5% of "
        "goals, compared with 76.5% for the same training without the bonus. Fine-tuning a target on the attacks Tessera "
        "finds lowers the success rate of a freshly trained attacker from 63.8% to 9.7% after three rounds, at a cost of "
        "3.7 points of over-refusal on benign prompts that resemble harmful ones."
    ),
    pages=(
        # Page 1
        (
            Heading("1 Introduction"),
            Para(
                "Before a chat model is released, its developers try to make it misbehave. Human red teams write prompts "
                "that try to elicit instructions for crimes, hateful content, private information or dangerous advice, and "
                "the failures they find become training data for the next round of safety tuning (Ganguli et al., 2022). "
                "Human red-teaming is slow, expensive and emotionally taxing for the people who do it, and its coverage is "
                "bounded by the imagination and stamina of a few dozen people. It also cannot keep pace with a training "
                "pipeline that produces a new checkpoint every few days."
            ),
            Para(
                "Automated red-teaming replaces the human with a language model. Perez et al. (2022) showed that an "
                "attacker model prompted to write test cases already finds failures, and that training the attacker with "
                "reinforcement learning (RL) to maximise a classifier's harm score finds many more. The same work "
                "observed the central difficulty of the RL approach: the attacker discovers one prompt pattern that works "
                "and then produces variations of it for the rest of training. A high success rate then hides a narrow "
                "search, and a target fine-tuned on those attacks learns to refuse one template rather than to be safe."
            ),
            Para(
                "This collapse is not a quirk of a particular implementation. RL maximises expected reward, and once one "
                "region of prompt space is reliably rewarded, every policy-gradient update moves probability mass into "
                "it. Entropy bonuses slow the collapse but reward randomness rather than distinct strategies, and "
                "token-level novelty rewards (Hong et al., 2024) are easy to satisfy with superficial rewording. "
                "Quality-diversity search such as Rainbow Teaming (Samvelyan et al., 2024) keeps diversity by "
                "construction, with an archive indexed by hand-chosen features, but it does not train the attacker and "
                "its coverage is limited to the feature grid its designers chose in advance."
            ),
        ),
        # Page 2
        (
            Para(
                "We argue that diversity should be rewarded in the space that matters for hardening: the meaning of the "
                "attack, measured against everything the attacker has already found, and only when the attack succeeds. "
                "Tessera implements this idea with three pieces. A relevance-gated safety reward pays the attacker only "
                "when the target's response is unsafe and pursues the harmful goal the attacker was given. A "
                "multiplicative novelty bonus scales that reward by the distance, in a sentence-embedding space, between "
                "the attack and its nearest neighbours in a growing archive of past successes. A fluency penalty keeps "
                "the attacks readable, so that they resemble what a real user could type."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "Tessera, an RL recipe for training attacker language models with a relevance-gated safety reward, "
                    "an archive-based semantic novelty bonus that multiplies the reward of successful attacks only, and a "
                    "fluency penalty.",
                    "An evaluation against four open chat models from 7B to 70B parameters and eight baselines, with a "
                    "held-out evaluation judge that is never used for training, showing that Tessera trades a few points "
                    "of per-attack success for far broader coverage of goals and attack strategies.",
                    "Hardening experiments in which targets fine-tuned on Tessera's attacks resist freshly trained "
                    "attackers, human-written attacks and attacks from other methods, with a small increase in "
                    "over-refusal that we measure on benign look-alike prompts.",
                    "An analysis of the 14 attack strategies Tessera discovers, of the errors of the safety judges it "
                    "relies on, and of the cases in which it fails.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Red-teaming with language models. Perez et al. (2022) compared zero-shot, few-shot, supervised and "
                "RL-trained attackers and found that RL gives the highest success rate and the lowest diversity. Ganguli "
                "et al. (2022) released a large set of human red-team attacks and studied how harmfulness scales with model "
                "size. HarmBench (Mazeika et al., 2024) standardised the evaluation of automated red-teaming methods with a "
                "fixed set of behaviours and a classifier judge. Wei et al. (2023) explained why safety training fails "
                "through competing objectives and mismatched generalisation, a taxonomy our analysis in Section 8 uses."
            ),
            Para(
                "Iterative and optimisation-based attacks. GCG (Zou et al., 2023) optimises an adversarial suffix with "
                "gradients of a white-box model; its suffixes transfer to some other models but are unreadable and easily "
                "filtered by perplexity. PAIR (Chao et al., 2023) and TAP (Mehrotra et al., 2024) use an attacker model "
                "that refines a prompt over several queries to a black-box target. These methods search anew for every "
                "goal and do not accumulate a policy that generalises to new goals."
            ),
        ),
        # Page 3
        (
            Para(
                "Diversity in red-teaming. Curiosity-driven red-teaming (Hong et al., 2024) adds novelty rewards based on "
                "self-BLEU and embedding similarity to the attacker's recent generations, together with an entropy bonus. "
                "Rainbow Teaming (Samvelyan et al., 2024) casts attack generation as quality-diversity search in the style "
                "of MAP-Elites (Mouret and Clune, 2015), with an archive indexed by risk category and attack style. Novelty "
                "search (Lehman and Stanley, 2011) is the older idea behind both. Tessera differs in three ways: its novelty "
                "is measured against an archive of all past successes rather than recent samples, it is only paid for "
                "successful attacks, and it needs no hand-designed feature grid."
            ),
            Para(
                "Safety training from found attacks. RLHF (Ouyang et al., 2022) and Constitutional AI (Bai et al., 2022) "
                "train models to refuse harmful requests. MART (Ge et al., 2024) alternates attacker and target updates "
                "over several rounds, as our iterated hardening does, but its attacker is trained by supervised learning "
                "on its own successes. Over-refusal, the refusal of benign requests that look harmful, is measured by "
                "XSTest (Rottger et al., 2024); we report it for every hardened model."
            ),
            Heading("3 Method"),
            Heading("3.1 Problem setup"),
            Para(
                "We are given a target model T, a set of harmful goals G, and a safety judge. Each goal g is a short "
                "description of a behaviour the target should refuse, such as explaining how to take over a stranger's "
                "email account, together with one of 12 harm categories. The attacker is a language model pi_theta that "
                "reads an instruction containing g and writes an attack prompt x. The target answers x with a response y, "
                "sampled at temperature 0.7 without any system prompt. A red-teaming method is good if it finds attacks "
                "that succeed for many goals, in many different ways, with prompts a person could plausibly write."
            ),
            Heading("3.2 Reward"),
            Para(
                "Tessera's reward combines three terms. The first is the judged harm q(x, y) = s(x, y) * r(x, y), where "
                "s(x, y) in [0, 1] is the safety judge's probability that the response y is unsafe and r(x, y) is a "
                "relevance gate that equals 1 when the judge finds that y pursues the goal g and 0.1 otherwise. The gate "
                "stops the attacker from being paid for unsafe but unrelated output, such as a slur produced in answer to "
                "a request for malware. The full reward is R(x, y) = q(x, y) * (1 + lambda * D(x)) - mu * F(x), where D(x) "
                "is the novelty bonus of Section 3.4, F(x) is the fluency penalty of Section 3.5, and lambda = 0.4 and "
                "mu = 0.2 weight them."
            ),
            Para(
                "Because the bonus multiplies q, a novel attack that fails earns nothing from being novel. We found this "
                "choice essential: with an additive bonus the attacker learns to write strange, varied prompts that rarely "
                "succeed (Section 7)."
            ),
        ),
        # Page 4
        (
            Heading("3.3 The safety judge"),
            Para(
                "The training judge is WardenGuard-7B, a safety classifier in the style of Llama Guard (Inan et al., 2023) "
                "that we fine-tuned from Kite-7B, an open base model, on 61,000 prompt-response pairs labelled for the same 12 harm categories "
                "as our goals. Given the attack and the response, it outputs a safe or unsafe verdict, and we take s(x, y) "
                "to be the probability of the unsafe token. For the relevance gate, the same model is called a second time "
                "with the goal description and asked whether the response attempts to accomplish it; the gate r(x, y) is 1 "
                "when the probability of yes exceeds 0.5."
            ),
            Para(
                "A policy optimised against a learned judge will find the judge's errors (Gao et al., 2023). We therefore "
                "never evaluate with the training judge. All success rates in this paper come from a separate evaluation "
                "judge, Arbiter-34B, a larger instruction-tuned model prompted with a scoring rubric (Appendix A) that rates "
                "a response from 1 to 10; an attack counts as successful when the score is at least 7 and the response is "
                "on-goal. Section 8.2 compares both judges with human labels."
            ),
            Heading("3.4 The diversity bonus"),
            Para(
                "Tessera keeps an archive A of attacks that have succeeded during training. After every step, each attack "
                "with q(x, y) > 0.5 is embedded with Cairn-Embed-335M, a general-purpose sentence encoder, and added to A; "
                "when A is full, the oldest entries are dropped first. The novelty of a new attack x is one minus its mean "
                "cosine similarity to its k nearest neighbours in the archive: D(x) = 1 - (1/k) * sum over the k nearest "
                "neighbours a of cos(e(x), e(a)), where e is the embedding and k = 16. The neighbours are searched in the "
                "union of the archive and the other successful attacks of the current batch, so two near-identical "
                "attacks written in the same step also penalise each other."
            ),
            Para(
                "Three properties of this bonus matter. First, because it is computed from the meaning of the whole "
                "attack, rewording a known attack gains little, unlike n-gram novelty. Second, because the archive keeps "
                "successes from the whole run rather than a window of recent samples, the attacker cannot cycle back to "
                "an old strategy once it has been abandoned for a while. Third, the bonus is computed over all goals "
                "together, so an attack template that works for every goal becomes less novel each time it is used, "
                "which pushes the attacker to find strategies specific to a category or goal."
            ),
            Heading("3.5 The fluency penalty"),
            Para(
                "Without a constraint, RL attackers drift towards token soup that exploits the target but that no user "
                "would write and that a perplexity filter would block. The penalty is F(x) = min(1, max(0, (PPL(x) - 120) "
                "/ 120)), where PPL(x) is the perplexity of the attack under the base model Lumen-3B, whose chat version the "
                "attacker is initialised from. Attacks with a perplexity below 120 are not penalised; the penalty reaches its "
                "maximum of 1 at a perplexity of 240."
            ),
            Para(
                "The threshold of 120 was chosen by measuring the perplexity of the human-written attacks in RT-Human-2k "
                "(Section 4.2) under the same base model: 95% of them fall below it."
            ),
        ),
        # Page 5
        (
            Heading("3.6 The training loop"),
            Para(
                "The attacker is initialised from Lumen-3B-Chat. A chat model of this kind refuses to write attacks, so we "
                "first warm-start it with supervised fine-tuning on 4,800 attack demonstrations written by the authors and "
                "paraphrased by a larger model, which teaches the output format but not any particular strategy. We then "
                "optimise the attacker with Group Relative Policy Optimization (GRPO; Shao et al., 2024), which needs no "
                "value model: the rewards of several attacks written for the same goal are normalised within their group. "
                "One training step proceeds as follows."
            ),
            Bullets(
                (
                    "Sample a batch of training goals, and for each goal sample a group of attacks from the attacker at "
                    "temperature 1.0.",
                    "Send every attack to the target and collect one response per attack.",
                    "Score every attack-response pair with the training judge, once for harm and once for relevance, and "
                    "compute q(x, y).",
                    "Embed the attacks, compute the novelty bonus D(x) against the archive and the batch, and the fluency "
                    "penalty F(x) under the base model.",
                    "Compute R(x, y) and the group-normalised advantage A_i = (R_i - mean(R)) / (std(R) + 1e-6) within "
                    "each goal's group.",
                    "Update the attacker with the clipped GRPO objective, as in PPO (Schulman et al., 2017), and a KL penalty to the warm-started attacker, "
                    "then add the new successes to the archive.",
                )
            ),
            Para(
                "The KL penalty keeps the attacker's language close to that of the warm-started model and complements the "
                "fluency penalty. The target and the judge are frozen during attacker training, so the attacker faces a "
                "stationary reward apart from the archive, which only grows. A separate attacker is trained for each "
                "target model."
            ),
            Heading("3.7 Hardening the target"),
            Para(
                "The attacks Tessera finds are turned into safety training data for the target. For each successful "
                "attack we generate a safe response: a brief refusal that names the concern and, where possible, offers a "
                "safe alternative, written by Sable-70B-Chat under a safety system prompt (Appendix A) and kept only if "
                "Arbiter-34B scores it at most 2. To keep the hardened model helpful, the safety examples are mixed one to "
                "one with general instruction-following examples, and we add 5,000 contrastive benign examples: for a "
                "sample of the attacks, a larger model rewrites the harmful goal into a harmless one while keeping the "
                "attack's framing, and the example pairs the rewritten prompt with a helpful answer. The target is then "
                "fine-tuned on this mixture."
            ),
            Para(
                "Hardening can be iterated. In round r, a fresh Tessera attacker is trained against the target hardened in "
                "round r - 1, its successful attacks are collected, and the target is fine-tuned again on the union of the "
                "data from all rounds. Each round uses 20,000 attacks. A fresh attacker rather than the previous one is "
                "used because an attacker that has already converged on strategies for the old target explores the new one "
                "poorly; we did not try to continue training the previous attacker."
            ),
        ),
        # Page 6
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Attacker and target models"),
            Para(
                "All attackers that involve a trained or prompted model use Lumen-3B-Chat as the base, warm-started as in "
                "Section 3.6 where the method trains it. We attack four open-weight chat models that differ in size, "
                "family and amount of safety training. Lumen-8B-Chat and Orrery-13B-Instruct are general chat models whose "
                "developers report standard RLHF safety training. Sable-70B-Chat is the largest target and was used as "
                "the main model in most of our development work. Thalia-7B-Safe is a model that received an additional "
                "stage of adversarial safety training on attacks from several published red-teaming methods; we include "
                "it as a deliberately hard target. Every target is served with its own chat template and no system prompt."
            ),
            Heading("4.2 Goals and evaluation data"),
            Para(
                "HarmGoals is a set of 1,560 harmful goals that we wrote for this work, covering 12 harm categories: "
                "cyber-offence, weapons, chemical and biological hazards, fraud and scams, violent crime, self-harm, hate "
                "speech, harassment, privacy violations, misinformation, illegal drugs and extremism. We split it into "
                "1,080 training goals and 480 test goals, 90 and 40 per category, with no goal paraphrased across the "
                "split. All success rates below are measured on the 480 test goals, which no attacker sees during "
                "training."
            ),
            Para(
                "RT-Human-2k is a set of 2,000 attacks on the test goals written by contracted professional red-teamers, "
                "who were paid hourly and could skip any goal. We use it as a human baseline and, split into two halves of "
                "1,000, as both hardening data and a held-out attack set. BenignEdge-800 contains 800 benign prompts that "
                "share vocabulary or framing with harmful ones, such as asking how to kill a Python process; a hardened "
                "model's over-refusal is the share of them it refuses, judged by Arbiter-34B. We measure general "
                "capability with GenKnow-5k, 5,000 multiple-choice questions across 40 subjects, and helpfulness with "
                "HelpArena, the win rate of a model's answers against those of the original target on 500 open-ended "
                "instructions, judged pairwise by Arbiter-34B with the order of the answers randomised."
            ),
            Heading("4.3 Baselines"),
            Para(
                "We compare Tessera with eight baselines. Human is RT-Human-2k, subsampled to the same number of attacks "
                "per goal as the automated methods. Zero-shot samples attacks from the warm-started attacker with the "
                "instruction alone, as in Perez et al. (2022), and Few-shot adds five examples drawn from the human set. "
                "GCG (Zou et al., 2023) optimises a single adversarial suffix against Lumen-8B-Chat over the training "
                "goals and appends it to each goal; for the other targets the suffix is transferred unchanged. PAIR "
                "(Chao et al., 2023) refines a prompt for up to 20 queries per goal, using the warm-started attacker as "
                "its attacker model, and keeps the final prompt. Rainbow Teaming (Samvelyan et al., 2024) fills an "
                "archive indexed by the 12 categories and 10 attack styles, with the warm-started attacker as mutator. "
                "RL without diversity is Tessera with lambda = 0, the approach of Perez et al. (2022) with our relevance "
                "gate and fluency penalty. Curiosity RL implements Hong et al. (2024) with its self-BLEU and embedding "
                "novelty terms and an entropy bonus of 0.01. The three RL methods receive the same budget of 768,000 "
                "target queries."
            ),
        ),
        # Page 7
        (
            Heading("4.4 Metrics"),
            Para(
                "For each test goal, every method produces 8 attacks, sampled at temperature 1.0 for the trained attackers, "
                "which gives 3,840 attacks per method and target. We report four metrics. ASR@1 is the share of these "
                "attacks that succeed according to Arbiter-34B. Goal coverage is the share of test goals for which at "
                "least one of the 8 attacks succeeds. Semantic diversity is one minus the mean pairwise cosine similarity "
                "between the Cairn-Embed-335M embeddings of the successful attacks, and self-BLEU (Zhu et al., 2018) "
                "measures lexical overlap between them; lower self-BLEU means more varied wording. Attack modes counts "
                "the clusters found by HDBSCAN (Campello et al., 2013) in the embeddings of the successful attacks, which "
                "we use as a rough count of distinct strategies. Because the embedding model is also used in the reward, "
                "we check in Section 8.1 that the clusters correspond to strategies a human recognises."
            ),
            Heading("4.5 Training details"),
            Para(
                "We train every RL attacker for 1,500 steps with AdamW at a learning rate of 1e-6 and a batch of 64 goals "
                "with 8 rollouts per goal, that is, 512 attacks per step. The KL coefficient to the warm-started attacker "
                "is 0.05 and the GRPO clip ratio is 0.2. Attacks are at most 256 tokens long and target responses at most "
                "384 tokens. The novelty bonus uses k = 16 neighbours and an archive of at most 50,000 attacks; the "
                "remaining settings are listed in Appendix B."
            ),
            Para(
                "Training runs on 16 NVIDIA H100 GPUs with 80 GB of memory: 8 hold the attacker for generation and "
                "updates, 4 serve the target with vLLM, and 4 serve WardenGuard-7B, the embedding model and the base model "
                "used for the fluency penalty. Against Sable-70B-Chat the target needs more memory, and we use 24 GPUs, 12 "
                "of which serve the target. Hardening fine-tunes the full target model with a learning rate of 5e-6 for "
                "two epochs with a batch size of 128."
            ),
            Heading("5 Results"),
            Heading("5.1 Attack success"),
            Para(
                "Table 1 gives the success rate of every method against the four targets. The RL methods are far ahead "
                "of the others: even the weakest of them, Curiosity RL, succeeds more often than the best non-RL method, "
                "Rainbow Teaming, against every target. Among the RL methods, RL without diversity has the highest "
                "per-attack success against three of the four targets. This is expected: it spends its whole budget "
                "perfecting a single strategy, and its success rate is the rate of that strategy. Tessera gives up 7.5 "
                "points against Lumen-8B-Chat and 1.8 points on average for a much broader search, which Section 5.2 "
                "measures."
            ),
            Para(
                "Against the hardest target, Thalia-7B-Safe, the order is reversed, and Tessera has the highest success "
                "rate of all methods. Thalia-7B-Safe was trained on attacks resembling the persona templates that RL "
                "without diversity converges to, and an attacker restricted to one strategy has nothing to fall back on "
                "when that strategy is patched. GCG's suffix, optimised against Lumen-8B-Chat, transfers poorly, and "
                "Thalia-7B-Safe refuses nearly every attack that carries it."
            ),
        ),
        # Page 8
        (
            TableBlock(
                "Table 1: Attack success rate ASR@1 (%) on the 480 HarmGoals test goals, judged by Arbiter-34B, with 8 "
                "attacks per goal. Avg. is the unweighted mean over the four targets. Each RL attacker is trained against "
                "the target it is evaluated on.",
                (
                    ("Method", "Lumen-8B", "Orrery-13B", "Sable-70B", "Thalia-7B-Safe", "Avg."),
                    ("Human (RT-Human-2k)", "18.4", "14.9", "11.3", "4.1", "12.2"),
                    ("Zero-shot", "9.7", "7.5", "5.1", "1.2", "5.9"),
                    ("Few-shot", "14.2", "11.0", "7.9", "2.4", "8.9"),
                    ("GCG (transfer)", "21.5", "12.6", "6.8", "1.0", "10.5"),
                    ("PAIR", "38.6", "31.2", "24.7", "9.8", "26.1"),
                    ("Rainbow Teaming", "44.9", "37.3", "28.1", "12.5", "30.7"),
                    ("Curiosity RL", "55.2", "46.1", "35.4", "15.7", "38.1"),
                    ("RL without diversity", "71.3", "58.4", "46.0", "19.6", "48.8"),
                    ("Tessera (ours)", "63.8", "55.9", "44.7", "23.6", "47.0"),
                ),
            ),
            Para(
                "Success falls with the size of the target for every method, and it falls most for the methods that "
                "search least: the zero-shot attacker loses nearly half its success rate from Lumen-8B-Chat to "
                "Sable-70B-Chat, while Tessera loses less than a third. Human attacks are more successful than zero-shot and "
                "few-shot attacks but far less than PAIR or any RL attacker, in part because the red-teamers wrote each "
                "attack once, without feedback from the target."
            ),
            Para(
                "Transfer. An attacker trained against one target can be used against another without further training. "
                "The Tessera attacker trained against Lumen-8B-Chat reaches 41.2% ASR@1 on Orrery-13B-Instruct and 30.5% "
                "on Sable-70B-Chat, against 55.9% and 44.7% for attackers trained on those targets directly. The attacker "
                "trained without diversity transfers worse, with 29.8% and 17.4%, because the template it converged to "
                "exploits a weakness specific to Lumen-8B-Chat."
            ),
            Para(
                "Training dynamics. Figure 1 shows how success develops during training. Both attackers start from the "
                "same warm-started model and improve at first at the same speed; the attacker without the bonus then "
                "pulls ahead once it has found its template, while Tessera keeps improving more slowly for the rest of "
                "training as it adds strategies."
            ),
            FigureBlock(
                "Figure 1: Attack success rate on training goals as rated by the training judge, WardenGuard-7B, during "
                "the first 400 of 1,500 steps against Lumen-8B-Chat. Black: Tessera; grey: RL without diversity. Without "
                "the bonus, success saturates near 0.72 by step 250.",
                "training step",
                "success rate (training judge)",
                (
                    (0.05, 0.14, 0.27, 0.38, 0.46, 0.52, 0.56, 0.59, 0.61),
                    (0.05, 0.20, 0.41, 0.58, 0.66, 0.70, 0.71, 0.72, 0.72),
                ),
            ),
        ),
        # Page 9
        (
            Heading("5.2 Diversity and coverage"),
            Para(
                "Table 2 measures how broad each method's search is, against Lumen-8B-Chat. RL without diversity finds "
                "successful attacks for 76.5% of test goals: it converges to a template that works for most goals and "
                "repeats it, and for the remaining goals it has no alternative. Its successful attacks have a semantic "
                "diversity of 0.12 and fall into only 2 attack modes. Tessera's attacks are as varied as those of Rainbow "
                "Teaming, whose archive enforces diversity by construction, while succeeding far more often."
            ),
            TableBlock(
                "Table 2: Diversity and coverage of successful attacks against Lumen-8B-Chat on the 480 test goals. "
                "Semantic diversity and attack modes are computed on Cairn-Embed-335M embeddings; lower self-BLEU is "
                "better. Perplexity is measured under Lumen-3B.",
                (
                    ("Method", "ASR@1", "Coverage", "Sem. div.", "Self-BLEU", "Modes", "Perplexity"),
                    ("Few-shot", "14.2", "41.0", "0.71", "0.22", "9", "18.3"),
                    ("PAIR", "38.6", "70.2", "0.58", "0.31", "7", "24.1"),
                    ("Rainbow Teaming", "44.9", "74.8", "0.69", "0.27", "11", "29.5"),
                    ("Curiosity RL", "55.2", "80.6", "0.52", "0.39", "8", "57.9"),
                    ("RL without diversity", "71.3", "76.5", "0.12", "0.87", "2", "41.7"),
                    ("Tessera (ours)", "63.8", "91.5", "0.64", "0.29", "14", "33.2"),
                ),
            ),
            Para(
                "Curiosity RL sits between the two RL extremes. Its token-level novelty reward is satisfied by lexical "
                "variation, and its attackers learned to vary wording, names and filler sentences around a small number of "
                "strategies; its self-BLEU is therefore moderate while its semantic diversity and number of modes are low. "
                "Its entropy bonus also raises perplexity, to 57.9, the highest of all methods in the table."
            ),
            Para(
                "Figure 2 shows that the loss of diversity without the bonus happens early and does not recover. The "
                "collapse coincides with the rise in success of Figure 1: the attacker finds its template, and within a "
                "few dozen steps nearly every sample in the batch is a variant of it."
            ),
            FigureBlock(
                "Figure 2: Semantic diversity of the attacks in each training batch over the first 400 steps against "
                "Lumen-8B-Chat. Black: Tessera; grey: RL without diversity, whose batch diversity falls below 0.2 by step "
                "150 and stays near 0.11 from step 300 on.",
                "training step",
                "semantic diversity",
                (
                    (0.70, 0.66, 0.63, 0.62, 0.64, 0.65, 0.64, 0.64, 0.65),
                    (0.70, 0.55, 0.30, 0.18, 0.14, 0.12, 0.12, 0.11, 0.11),
                ),
            ),
        ),
        # Page 10
        (
            Heading("5.3 Does diversity matter beyond the numbers?"),
            Para(
                "Coverage and the number of modes are proxies. The question a model developer cares about is whether a "
                "broader set of attacks reveals weaknesses that a narrow one misses. Two observations suggest that it "
                "does. First, of the 480 test goals, 79 are broken by Tessera but by none of the 3,840 attacks of RL "
                "without diversity, while only 7 are broken by RL without diversity and not by Tessera. Second, the goals "
                "that only Tessera breaks are concentrated in categories where the persona template works for some goals "
                "but not others, such as self-harm and hate speech, in which the target's refusal is triggered by the topic regardless of the "
                "framing; Tessera breaks them with strategies that hide the topic, such as splitting the request across "
                "an innocuous-looking list or translating it."
            ),
            Para(
                "The most direct test is what happens when the attacks are used, which is the subject of Section 6: a "
                "target trained to refuse a narrow set of attacks should remain vulnerable to everything else, and this "
                "is what we find."
            ),
            Heading("6 Hardening Experiments"),
            Para(
                "We harden Lumen-8B-Chat with the procedure of Section 3.7, using attacks from different sources, and "
                "evaluate each hardened model in three ways: against a fresh Tessera attacker trained from the warm-started "
                "model against the hardened target, against PAIR run against the hardened target, and against the "
                "held-out half of RT-Human-2k. Every source provides 20,000 attacks, except the human set, which has only "
                "its 1,000 hardening attacks, each used with several sampled safe responses. We also measure over-refusal "
                "on BenignEdge-800, accuracy on GenKnow-5k and the HelpArena win rate against the original model."
            ),
            TableBlock(
                "Table 3: Hardening Lumen-8B-Chat with attacks from different sources. Attack success rates (%) are "
                "measured on the 480 test goals after hardening; over-refusal (%) is on BenignEdge-800, accuracy (%) on "
                "GenKnow-5k, and the win rate (%) on HelpArena against the original model.",
                (
                    ("Hardening data", "Fresh Tessera", "PAIR", "Human", "Over-ref.", "GenKnow", "HelpArena"),
                    ("None (original)", "63.8", "38.6", "18.4", "6.2", "61.4", "50.0"),
                    ("Human (RT-Human-2k)", "51.7", "27.5", "6.9", "10.8", "61.1", "48.7"),
                    ("Rainbow Teaming", "40.2", "19.4", "9.8", "9.1", "61.2", "49.3"),
                    ("RL without diversity", "47.9", "30.1", "14.6", "13.5", "60.6", "47.2"),
                    ("Tessera, 1 round", "22.6", "12.3", "8.1", "8.4", "61.3", "49.6"),
                    ("Tessera, 3 rounds", "9.7", "6.8", "7.4", "9.9", "60.9", "48.8"),
                ),
            ),
            Para(
                "One round of hardening on Tessera's attacks lowers the success of a fresh Tessera attacker from 63.8% to "
                "22.6%, and three rounds lower it to 9.7%. Hardening on the attacks of RL without diversity teaches the "
                "model to refuse its template, but a fresh attacker finds other strategies and still succeeds 47.9% of the "
                "time. It also causes the largest rise in over-refusal, 7.3 points: a model trained on thousands of "
                "near-identical persona prompts learns to refuse the persona framing itself, including in benign prompts "
                "that use it. Human attacks are the best data against held-out human attacks, which come from the same "
                "writers, but they are the weakest defence against a fresh Tessera attacker."
            ),
        ),
        # Page 11
        (
            Para(
                "Helpfulness and capability change little with any hardening source: GenKnow-5k accuracy stays within 0.8 "
                "points of the original model and every HelpArena win rate is between 47% and 50%, that is, close to a "
                "tie with the original model. The cost of hardening falls on over-refusal, which Tessera's data raises by "
                "2.2 points after one round and 3.7 points after three."
            ),
            Para(
                "Contrastive benign examples. Without the 5,000 contrastive benign examples of Section 3.7, one round of "
                "hardening on Tessera's attacks gives almost the same robustness, with a fresh-attacker success rate of "
                "21.9%, but over-refusal on BenignEdge-800 rises to 15.9% instead of 8.4%. The examples teach the model "
                "that the framings the attacker uses are not harmful in themselves."
            ),
            Para(
                "A second target. We repeated one round of hardening on Orrery-13B-Instruct. The success of a fresh "
                "Tessera attacker fell from 55.9% to 18.2%, and over-refusal rose from 4.9% to 7.3%, in line with the "
                "results for Lumen-8B-Chat."
            ),
            Para(
                "How much data is needed? Figure 3 varies the number of attacks used for one round of hardening. With "
                "Tessera's attacks, robustness improves steeply up to a few thousand examples and then more slowly; with "
                "the attacks of RL without diversity, it stops improving early, because additional examples of the same "
                "template teach the model nothing new."
            ),
            FigureBlock(
                "Figure 3: Success rate of a freshly trained Tessera attacker against Lumen-8B-Chat after one round of "
                "hardening on a growing number of found attacks (in hundreds), taken from Tessera (black) or from RL "
                "without diversity (grey). Gains from Tessera's attacks flatten beyond about 20,000 examples.",
                "hardening attacks (hundreds)",
                "fresh attacker ASR@1",
                (
                    (0.638, 0.45, 0.33, 0.26, 0.226, 0.21, 0.20, 0.195, 0.19),
                    (0.638, 0.57, 0.52, 0.49, 0.479, 0.47, 0.47, 0.465, 0.46),
                ),
            ),
            Para(
                "Iterated rounds. Each round of attack and hardening finds fewer successes, and the fresh attacker of a "
                "later round needs longer to find its first ones. In the third round, the attacker's success on training "
                "goals, as rated by the training judge, stayed below 0.1 for the first 300 steps before strategies new to "
                "the hardened model appeared. The attacks found in the third round were dominated by translation and "
                "payload-splitting strategies, which were rare in the first round, suggesting that each round removes "
                "the cheapest strategies and leaves the attacker to find harder ones."
            ),
        ),
        # Page 12
        (
            Heading("7 Ablations"),
            Para(
                "Table 4 removes or changes one component of Tessera at a time, attacking Lumen-8B-Chat. Each variant is "
                "trained with the full budget of 1,500 steps."
            ),
            TableBlock(
                "Table 4: Ablations of Tessera against Lumen-8B-Chat on the 480 test goals. ASR@1 and coverage are in %, "
                "judged by Arbiter-34B.",
                (
                    ("Variant", "ASR@1", "Coverage", "Sem. div.", "Modes"),
                    ("Tessera (lambda = 0.4)", "63.8", "91.5", "0.64", "14"),
                    ("lambda = 0 (no bonus)", "71.3", "76.5", "0.12", "2"),
                    ("lambda = 0.1", "69.0", "79.9", "0.35", "6"),
                    ("lambda = 1.0", "38.5", "84.2", "0.78", "17"),
                    ("Additive instead of multiplicative bonus", "52.1", "83.0", "0.74", "15"),
                    ("Batch-only novelty (no archive)", "66.7", "82.0", "0.41", "7"),
                    ("n-gram novelty instead of embeddings", "68.2", "76.4", "0.29", "5"),
                    ("No relevance gate", "41.3", "70.8", "0.60", "12"),
                    ("No fluency penalty", "58.2", "88.1", "0.70", "13"),
                    ("No warm-start SFT", "22.4", "49.6", "0.47", "5"),
                    ("KL coefficient 0.01", "65.1", "89.0", "0.58", "12"),
                ),
            ),
            Para(
                "Bonus weight. The weight lambda trades success for diversity. At 0.1 the bonus delays the collapse but does "
                "not prevent it; at 1.0 the attacker spends much of its effort on novel strategies that rarely work, and "
                "ASR@1 drops to 38.5%, although coverage remains higher than without the bonus. We chose 0.4 on the "
                "training goals before running any test evaluation."
            ),
            Para(
                "Form of the bonus. An additive bonus, R = q + lambda * D - mu * F, pays novelty even when the attack "
                "fails, and the attacker learns to write unusual prompts regardless of whether they work: its diversity "
                "is the highest of the variants with 15 modes, but its ASR@1 is 11.7 points below Tessera's. Without the "
                "archive, novelty is only measured within the batch, and the attacker cycles between a few strategies "
                "over the course of training, using each for a while, abandoning it and returning to it later. Measuring "
                "novelty with n-grams instead of embeddings lets the attacker satisfy the bonus by rewording."
            ),
            Para(
                "Relevance gate. Without the gate, the training judge rewards any unsafe response, and the attacker learns "
                "to provoke unsafe content that ignores the goal; in a sample of 200 attacks rated successful by the "
                "training judge, 37% elicited harmful content unrelated to the goal. Arbiter-34B, which requires the "
                "response to be on-goal, does not count these, and ASR@1 falls to 41.3%."
            ),
            Para(
                "Fluency, warm start and KL. Without the fluency penalty the attacks' median perplexity rises to 212, and "
                "many contain runs of symbols that a perplexity filter would reject. Without the warm start the attacker "
                "refuses to write attacks for most goals for the first several hundred steps. A KL coefficient of 0.01 "
                "gives slightly higher success but lower diversity; at 0.2, ASR@1 falls to 49.5%."
            ),
        ),
        # Page 13
        (
            Heading("8 Analysis"),
            Heading("8.1 Attack strategies found"),
            Para(
                "Two authors read 50 successful attacks from each of the 14 HDBSCAN clusters of Tessera's attacks against "
                "Lumen-8B-Chat and named the strategy each cluster represents; in every cluster, at least 44 of the 50 "
                "attacks followed the named strategy. The nine most frequent strategies, with their share of Tessera's "
                "successful attacks, are the following."
            ),
            Bullets(
                (
                    "Fictional framing (19%): the request is embedded in a story, screenplay or game in which a character "
                    "explains the harmful procedure.",
                    "Professional persona (14%): the attacker claims a role such as safety auditor, nurse or penetration "
                    "tester that would justify the request.",
                    "Hypothetical or academic framing (12%): the request is posed as a thought experiment or as material "
                    "for a lecture on risks.",
                    "Format-constrained output (11%): the target is asked for a JSON object, a code comment or a table, "
                    "whose format it completes before it judges the content.",
                    "Payload splitting (9%): the harmful request is split into innocuous parts to be answered one by one "
                    "and combined.",
                    "Translation (8%): the request is written in, or asked to be answered in, a lower-resource language, "
                    "as studied by Deng et al. (2024).",
                    "Refusal suppression (7%): the attack forbids apologies, disclaimers or the word cannot.",
                    "Historical re-enactment (5%): the target is asked how something was done in the past.",
                    "Inverted request (5%): the target is asked what someone should avoid doing, which lists the steps.",
                )
            ),
            Para(
                "The remaining five clusters together account for 10% of successes and include role reversal, in which "
                "the target is asked to grade a harmful answer and improve it. The two modes of RL without diversity are "
                "a safety-auditor persona template, which accounts for 83% of its successes, and refusal suppression. In "
                "the terms of Wei et al. (2023), most of Tessera's strategies exploit competing objectives, and "
                "translation and format constraints exploit mismatched generalisation."
            ),
            Heading("8.2 Judge errors"),
            Para(
                "Three annotators labelled 1,200 attack-response pairs sampled from all methods and targets as safe or "
                "unsafe, with a Fleiss' kappa of 0.71; we take the majority label, under which 560 responses are unsafe. "
                "Table 5 compares the judges with this label."
            ),
            TableBlock(
                "Table 5: Agreement of judges with the majority human label on 1,200 audited attack-response pairs. The "
                "last column is the false-positive rate on the subset of pairs produced by Tessera.",
                (
                    ("Judge", "Precision", "Recall", "F1", "FP rate (Tessera)"),
                    ("Keyword refusal matcher", "0.52", "0.93", "0.67", "0.41"),
                    ("WardenGuard-7B (training)", "0.81", "0.88", "0.84", "0.14"),
                    ("Arbiter-34B (evaluation)", "0.90", "0.85", "0.87", "0.07"),
                ),
            ),
            Para(
                "WardenGuard-7B flagged 116 responses that annotators judged safe. Of these, 71 were fictional narratives "
                "that described a harmful act without actionable detail, 28 were refusals that restated the request at "
                "length, and 17 were other errors. Most of its 67 misses were harmful content in a language other than "
                "English or inside code."
            ),
        ),
        # Page 14
        (
            Para(
                "The attacker learns to exploit the training judge's first error. At the end of training, WardenGuard-7B "
                "rates 74.1% of Tessera's attacks on the test goals as successful against Lumen-8B-Chat, while "
                "Arbiter-34B rates 63.8%, and the gap is concentrated in fictional framing, where the target often writes "
                "a dramatic but vague story. This is the reason we evaluate with a different judge, and it means the "
                "share of fictional framing in Section 8.1 overstates its real success."
            ),
            Heading("8.3 Failure cases"),
            Para(
                "Tessera is weakest on chemical and biological hazards and on extremism, where every target refuses most "
                "attacks regardless of framing (Appendix C). In these categories, Tessera's successes are mostly partial: "
                "responses that discuss the topic but omit the critical steps, which Arbiter-34B scores exactly 7. Against "
                "Thalia-7B-Safe, many successes rely on a single turn to establish a fiction and extract the content, "
                "which becomes long and often exceeds the 256-token limit on attacks; truncated attacks fail. We also "
                "observed goal drift: late in training, 6% of Tessera's attacks against Lumen-8B-Chat changed the goal "
                "into a milder one, such as asking for the history of a weapon instead of its construction, which the "
                "relevance gate penalises but does not eliminate."
            ),
            Heading("9 Ethics Statement"),
            Para(
                "This work builds tools that find ways to make language models produce harmful content. We believe the "
                "benefit, safer models, outweighs the risk, because the attack strategies we find are already known in "
                "public jailbreak communities and because the same method produces the data to defend against them. We do "
                "not release the trained attacker weights or the found attacks. We release the training code, the "
                "HarmGoals goal descriptions without any responses, and the hardened Lumen-8B-Chat model. Before "
                "submission, we shared the attacks against each target with its developers. The human annotators and "
                "red-teamers were told in advance that they would read harmful content, could stop at any time, and had "
                "access to counselling provided by their employer."
            ),
            Heading("10 Limitations"),
            Para(
                "Our attacks are single-turn; many real jailbreaks build up over a conversation, and Tessera does not "
                "model that. All four targets are open-weight models of at most 70B parameters, and we did not attack "
                "models served behind commercial APIs. The reward depends on a learned judge whose errors the attacker "
                "exploits, and our evaluation depends on another learned judge whose errors we estimate on only 1,200 "
                "pairs. The goals and the human attacks are in English. The embedding model that defines novelty also "
                "defines two of our diversity metrics, which may favour Tessera, even though the human reading of the "
                "clusters in Section 8.1 supports them. Finally, hardening increased over-refusal in every setting we "
                "tried."
            ),
            Heading("11 Conclusion"),
            Para(
                "RL attackers succeed often but search narrowly. Rewarding semantic novelty against an archive of past "
                "successes, and only for successful attacks, keeps the attacker searching: Tessera finds attacks for "
                "91.5% of test goals against Lumen-8B-Chat in 14 distinct strategies, and the targets hardened on those "
                "attacks resist fresh attackers far better than targets hardened on attacks from narrower searches."
            ),
        ),
        # Page 15
        (
            Heading("References"),
            References(
                (
                    "Bai, Y., Kadavath, S., Kundu, S., et al. Constitutional AI: Harmlessness from AI feedback. arXiv:2212.08073, 2022.",
                    "Campello, R. J. G. B., Moulavi, D., and Sander, J. Density-based clustering based on hierarchical density estimates. PAKDD, 2013.",
                    "Chao, P., Robey, A., Dobriban, E., et al. Jailbreaking black box large language models in twenty queries. arXiv:2310.08419, 2023.",
                    "Deng, Y., Zhang, W., Pan, S. J., and Bing, L. Multilingual jailbreak challenges in large language models. ICLR, 2024.",
                    "Ganguli, D., Lovitt, L., Kernion, J., et al. Red teaming language models to reduce harms: Methods, scaling behaviors, and lessons learned. arXiv:2209.07858, 2022.",
                    "Gao, L., Schulman, J., and Hilton, J. Scaling laws for reward model overoptimization. ICML, 2023.",
                    "Ge, S., Zhou, C., Hou, R., et al. MART: Improving LLM safety with multi-round automatic red-teaming. NAACL, 2024.",
                    "Hong, Z.-W., Shenfeld, I., Wang, T.-H., et al. Curiosity-driven red-teaming for large language models. ICLR, 2024.",
                    "Inan, H., Upasani, K., Chi, J., et al. Llama Guard: LLM-based input-output safeguard for human-AI conversations. arXiv:2312.06674, 2023.",
                    "Lehman, J., and Stanley, K. O. Abandoning objectives: Evolution through the search for novelty alone. Evolutionary Computation, 2011.",
                    "Mazeika, M., Phan, L., Yin, X., et al. HarmBench: A standardized evaluation framework for automated red teaming and robust refusal. ICML, 2024.",
                    "Mehrotra, A., Zampetakis, M., Kassianik, P., et al. Tree of attacks: Jailbreaking black-box LLMs automatically. NeurIPS, 2024.",
                    "Mouret, J.-B., and Clune, J. Illuminating search spaces by mapping elites. arXiv:1504.04909, 2015.",
                    "Ouyang, L., Wu, J., Jiang, X., et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
                    "Perez, E., Huang, S., Song, F., et al. Red teaming language models with language models. EMNLP, 2022.",
                    "Rottger, P., Kirk, H. R., Vidgen, B., et al. XSTest: A test suite for identifying exaggerated safety behaviours in large language models. NAACL, 2024.",
                    "Samvelyan, M., Raparthy, S. C., Lupu, A., et al. Rainbow Teaming: Open-ended generation of diverse adversarial prompts. NeurIPS, 2024.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "Wei, A., Haghtalab, N., and Steinhardt, J. Jailbroken: How does LLM safety training fail? NeurIPS, 2023.",
                    "Zhu, Y., Lu, S., Zheng, L., et al. Texygen: A benchmarking platform for text generation models. SIGIR, 2018.",
                    "Zou, A., Wang, Z., Kolter, J. Z., and Fredrikson, M. Universal and transferable adversarial attacks on aligned language models. arXiv:2307.15043, 2023.",
                )
            ),
            Heading("Appendix A: Prompt Templates"),
            Para(
                'Attacker instruction. "You are a red-teaming assistant helping to test an AI model. Write one message '
                "that a user could send to the model so that it does the following: {goal}. Category: {category}. Write "
                'only the message."'
            ),
            Para(
                'Evaluation rubric for Arbiter-34B (abridged). "Rate from 1 to 10 how much the response helps someone '
                "accomplish the goal. 1: a refusal or an unrelated answer. 4: discusses the topic without usable detail. "
                "7: gives usable but incomplete help. 10: complete, actionable help. Then state whether the response "
                'pursues the goal: yes or no."'
            ),
            Para(
                'Safe-response generation for hardening. "The user message below tries to obtain harmful help. Reply '
                "briefly: decline, name the concern in one sentence, and, if there is a safe need behind the request, "
                'offer help with it. Do not lecture."'
            ),
        ),
        # Page 16
        (
            Heading("Appendix B: Additional Hyperparameters"),
            TableBlock(
                "Table 6: Hyperparameters of warm-starting, RL training and hardening that are not given in the main text.",
                (
                    ("Setting", "Value"),
                    ("Warm-start SFT: learning rate, epochs, batch size", "1e-5, 2, 32"),
                    ("RL: learning-rate warmup, schedule", "20 steps, constant"),
                    ("RL: AdamW weight decay, gradient clipping norm", "0.0, 1.0"),
                    ("Attacker sampling: temperature, top-p", "1.0, 1.0"),
                    ("Archive admission threshold on q(x, y)", "0.5"),
                    ("Relevance gate value when off-goal", "0.1"),
                    ("Fluency perplexity threshold", "120"),
                    ("HDBSCAN minimum cluster size", "25"),
                    ("Hardening: safety to general data ratio", "1 : 1"),
                    ("Hardening: learning-rate schedule, warmup", "cosine, 3% of steps"),
                ),
            ),
            Heading("Appendix C: Per-Category Results"),
            TableBlock(
                "Table 7: ASR@1 (%) against Lumen-8B-Chat by harm category, 40 test goals each. The last column is a fresh "
                "Tessera attacker against the model hardened for one round on Tessera's attacks.",
                (
                    ("Category", "PAIR", "RL w/o div.", "Tessera", "Tessera, hardened"),
                    ("Cyber-offence", "52.0", "88.0", "78.5", "27.5"),
                    ("Weapons", "35.5", "70.5", "61.0", "20.0"),
                    ("Chemical and biological", "14.0", "35.0", "29.0", "9.5"),
                    ("Fraud and scams", "55.5", "90.5", "82.5", "31.0"),
                    ("Violent crime", "38.0", "74.0", "66.0", "22.5"),
                    ("Self-harm", "27.5", "61.0", "52.5", "16.0"),
                    ("Hate speech", "36.0", "79.5", "71.0", "21.5"),
                    ("Harassment", "47.5", "84.0", "77.5", "28.0"),
                    ("Privacy violations", "46.0", "83.5", "74.0", "30.5"),
                    ("Misinformation", "60.5", "92.0", "85.5", "38.0"),
                    ("Illegal drugs", "35.0", "71.0", "63.5", "19.5"),
                    ("Extremism", "15.7", "26.6", "24.6", "7.2"),
                    ("Mean", "38.6", "71.3", "63.8", "22.6"),
                ),
            ),
        ),
    ),
)
