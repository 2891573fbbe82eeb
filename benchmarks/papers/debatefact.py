"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 24); its questions are in benchmarks/questions/answers_fresh6_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="debatefact.pdf",
    title="Crucible: Training Factual Long-Form Generators with Debate-Judged Claim Rewards",
    short_title="Crucible: Debate-Judged Claim Rewards for Long-Form Factuality",
    authors="Tobias Lindqvist (1), Nadia Farouk (1), Jun-ho Baek (2), Elena Marchetti (2), Samuel Okonkwo (1)",
    affiliations="(1) Halvorsen Systems Lab, Eastgate University   (2) Meridian AI Research",
    stamp="arXiv:2507.11382v1  [cs.CL]  15 Jul 2025",
    abstract=(
        "Reinforcement learning makes long-form answers more helpful, but not reliably more factual: a reward model "
        "that reads an answer once cannot check the dozens of claims inside it, and policies quickly learn to write "
        "claims that look checkable but are not. We present Crucible, which turns multi-agent debate into a "
        "claim-level reward. Each sampled answer is split into atomic claims; a fixed examiner model with retrieval "
        "cross-examines every claim, the policy defends it closed-book for two rounds, and a frozen judge reads the "
        "transcript and estimates the probability that the claim holds up. Claims that survive cross-examination earn "
        "reward on their own tokens, claims that fall lose it, and a coverage bonus stops the policy from buying "
        "precision by saying less. On Qwen2.5-7B-Instruct, Crucible raises FActScore from 61.8 to 74.6 while the "
        "number of supported claims per answer grows from 23.0 to 24.3; the same judge scoring claims without a "
        "debate reaches 69.9 and starts to degrade late in training. Gains hold from 1.5B to 14B policies and on "
        "Llama-3.1-8B, with no loss in AlpacaEval 2.0 win rate. The price is compute: a Crucible step takes 1.9x as "
        "long as a single-judge step. We release code, the examiner and 40k debate transcripts."
    ),
    pages=(
        # ------------------------------------------------------------------ page 1
        (
            Heading("1 Introduction"),
            Para(
                "Ask a 7B chat model for a biography of a minor nineteenth-century painter and you get four fluent "
                "paragraphs. Roughly two thirds of the claims in them are true. The rest are plausible dates, invented "
                "teachers and exhibitions that never took place. This is the long-form factuality problem, and it has "
                "been stubborn [11, 14]."
            ),
            Para("The usual fix is to put factuality into the reward. Today there are two main ways to do that:"),
            Bullets(
                (
                    "Verify every claim against retrieved evidence, as FActScore [14] and SAFE [21] do, and reward the "
                    "supported fraction. Accurate, but strict: whatever the retriever misses counts as false, so "
                    "policies learn to hedge and to say less.",
                    "Ask a strong judge model to score the answer, or its claims, directly [3, 19]. Cheap and "
                    "permissive, but the judge looks at each claim once and nobody pushes back. Policies notice.",
                )
            ),
            Para(
                "We watched the second failure happen in our own runs. With a single-judge reward, dev-set FActScore of "
                "a Qwen2.5-7B policy climbs for a while and then falls, while the judge's reward keeps going up. The "
                "policy has learned to write specific-sounding claims (an exact year, a named collaborator, a precise "
                "count) that the judge has no particular reason to doubt."
            ),
        ),
        # ------------------------------------------------------------------ page 2
        (
            Para(
                "Debate was proposed as a way for a weak judge to supervise a strong agent [8]: two agents argue and "
                "the judge only has to decide who made the better case. Later work found that debate helps judges "
                "reach correct answers in reading comprehension [10, 12] and that debating models are more accurate "
                "at inference time [5]. We ask a narrower and more practical question. Can the outcome of a debate be "
                "the reward signal for RL on long-form answers?"
            ),
            Para(
                "Crucible is our attempt. The one-line version: every claim in a sampled answer gets cross-examined, "
                "and the policy is paid for the claims that survive. A bit more concretely:"
            ),
            Bullets(
                (
                    "A decomposer splits the answer into atomic claims and records where each one sits in the text.",
                    "A fixed examiner, which can search a Wikipedia snapshot, attacks each claim with a question or a "
                    "counter-quote. The policy itself defends the claim, without retrieval.",
                    "A frozen judge reads the short transcript and outputs a survival probability per claim.",
                    "Those probabilities become a sequence-level reward and, on top of it, a per-claim advantage on the "
                    "claim's own tokens. GRPO [17] does the rest.",
                )
            ),
            Para(
                "Putting the policy in the defender's chair matters. It is asked, in effect, whether it still believes "
                "its claim after someone who has read the sources objects. A claim the policy made up tends to "
                "collapse on the first follow-up question; a claim it actually knows tends to get defended with "
                "detail that agrees with the examiner's evidence."
            ),
            Para("Contributions:"),
            Bullets(
                (
                    "A claim-level RL reward built from debate: retrieval-backed cross-examination, a closed-book "
                    "defense by the policy, and a frozen judge that converts each transcript into a survival "
                    "probability.",
                    "Credit assignment that places that probability on the claim's own tokens, plus a coverage term that "
                    "closes the obvious exploit of writing fewer claims.",
                    "Experiments on four policies (1.5B to 14B, two model families) and three factuality benchmarks: "
                    "+12.8 FActScore over the SFT starting point at 7B, 4.7 points above a single-judge reward, and no "
                    "loss in helpfulness.",
                    "A cost breakdown. Debate is not free, and we say where the GPU time goes.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Long-form factuality. FActScore [14] decomposes a generation into atomic facts and checks each one "
                "against Wikipedia; SAFE [21] does the same with web search and introduces F1@K, which trades "
                "precision against the number of supported facts. Both were designed as evaluations, not as rewards. "
                "FactTune [18] turns such scores into preference pairs for DPO [16], and several groups have used a "
                "retrieval verifier directly as an RL reward [9, 23]."
            ),
        ),
        # ------------------------------------------------------------------ page 3
        (
            Para(
                "The common complaint about verifier rewards is conservatism. A claim that is true but absent from the "
                "retrieved passages is scored as unsupported, and the cheapest way for a policy to avoid unsupported "
                "claims is to make fewer of them or to wrap them in hedges. Work on factuality-aware alignment [9] "
                "reports the same drift toward shorter answers that we see with our RL-Verify baseline."
            ),
            Para(
                "Model judges and their failure modes. Using a strong model as a reward or an evaluator is now routine "
                "[3, 24], and its biases are well catalogued: position bias, verbosity bias and a preference for the "
                "judge's own style [22]. Over-optimizing any learned reward eventually hurts the true objective [7]; "
                "our single-judge curves are one more instance of that."
            ),
            Para(
                "Debate. The original debate proposal [8] was a scalable-oversight argument. Empirical studies put "
                "models on opposite sides of a reading-comprehension question and found that judges, human or model, "
                "are more accurate after reading the debate than after reading one side [10, 12]. Multi-agent debate "
                "at inference time, where several copies of a model critique each other's answers, improves accuracy "
                "on arithmetic and factual questions [5], but it costs several model calls per answer at serving time. "
                "Cross-examination between an examiner and an examinee was used to detect factual errors at test time "
                "in [4]. As far as we know, nobody has used debate outcomes as a dense RL reward for long-form "
                "generation; training through the debate means the policy pays its cost once, at training time."
            ),
            Para(
                "Credit assignment. Sequence-level rewards tell a 600-token answer only that it was good or bad "
                "overall. Token-level or span-level credit has been studied for RLHF with fine-grained human feedback "
                "[25] and for step-level process rewards in mathematics [13]. Our claim-span advantage is the same "
                "idea, with spans that come for free from claim decomposition."
            ),
            Heading("3 Method"),
            Heading("3.1 Pipeline"),
            Para("Training runs in three stages. Only the last one touches the debate."),
            Bullets(
                (
                    "Stage 0, SFT warm-start. The base instruct model is fine-tuned for one epoch on 42,000 long-form "
                    "answers written by the judge model and filtered with a retrieval check. This mostly fixes format: "
                    "paragraphs, no bullet-point dumps, no refusals on obscure entities.",
                    "Stage 1, examiner training. Qwen2.5-14B-Instruct is fine-tuned on cross-examination transcripts to "
                    "become Examiner-14B (details in Appendix B). After this stage the examiner is frozen for good.",
                    "Stage 2, debate RL. The warm-started policy is trained with GRPO against the Crucible reward. Each "
                    "step samples answers, decomposes them, runs the debates, queries the judge and updates.",
                )
            ),
            Para(
                "We keep the examiner and the judge frozen on purpose. A co-trained examiner could drift toward "
                "whatever the current policy finds easy to rebut, and a moving judge turns every curve into a "
                "question about which of the two moved."
            ),
        ),
        # ------------------------------------------------------------------ page 4
        (
            Heading("3.2 Claim decomposition"),
            Para(
                "The decomposer is a Qwen2.5-7B-Instruct model fine-tuned to rewrite an answer as a list of atomic, "
                "self-contained claims, each tagged with the character span of the sentence fragment it came from. "
                'Pronouns are resolved ("she studied in Antwerp" becomes "Marie Collart studied in Antwerp"), so a '
                'claim can be debated without the rest of the answer. Opinions and pure framing ("her work remains '
                'influential") are tagged non-factual and skipped; that is about 6% of decomposed units. A 7B answer '
                "yields 27 factual claims on average."
            ),
            Heading("3.3 Debate protocol"),
            Para(
                "Claims are debated in groups of up to four claims that come from the same paragraph, which lets the "
                "examiner reuse one retrieval call and keeps transcripts coherent. One debate goes like this:"
            ),
            Bullets(
                (
                    "Retrieval. The examiner receives the claims and the top-5 passages from a December 2024 English "
                    "Wikipedia snapshot (BM25 first stage, dense reranker).",
                    "Round 1, challenge. For each claim the examiner either raises an objection (a pointed question, a "
                    "conflicting quote, a request for a detail that should be known if the claim is true) or states "
                    "that it has no objection.",
                    "Round 1, defense. The policy, as defender, answers each objection closed-book. It may defend, "
                    "refine or concede.",
                    "Round 2. The examiner follows up on anything still contested and the defender gets a final turn.",
                )
            ),
            Para(
                "Two details do a lot of work. First, if the examiner raises no objection to a claim in round 1, that "
                "claim goes straight to the judge; this early exit covers 38% of claims and saves a large share of the "
                'debate cost. Second, refinement earns nothing. If the defender narrows "exhibited in 1871" to '
                '"exhibited in the early 1870s", the judge still scores the original claim. Without this rule the '
                "policy learned to state precise facts in the answer and retreat to safe versions in the debate."
            ),
            Para(
                "Why closed-book for the defender? Because the deployed policy has no retrieval. We want the reward to "
                "measure what the policy knows, not what it can look up mid-argument; an open-book defender also "
                "learns to paste passages into the transcript, which the judge finds very persuasive (Section 6)."
            ),
            Para(
                "Quotes are checked. The examiner may only cite text that occurs verbatim in its retrieved passages. "
                "We check every quoted span with exact string matching after whitespace normalization, and replace a "
                "quote that does not match with the marker [quote not found] before the judge sees the transcript."
            ),
            Heading("3.4 The judge"),
            Para(
                "The judge is Qwen2.5-72B-Instruct, frozen, decoding greedily. It sees the claim, the transcript and a "
                "short rubric, but not the retrieved passages themselves, only what the examiner quoted. It answers "
                "with one of three verdicts: SURVIVES, FALLS or UNRESOLVED."
            ),
            Para(
                "The sides appear as Speaker A and Speaker B, never as examiner and defender. Each transcript is "
                "judged twice, once with the labels swapped, and the two verdict distributions are averaged. This "
                "doubles the number of judge calls, and it is worth it: without the swap the judge leans toward "
                "whichever speaker holds the A label, and the reward gets noisier. From the averaged probabilities of "
                "the three verdict tokens we compute the survival probability of claim i as"
            ),
            Para("    s_i = p(SURVIVES) + 0.5 * p(UNRESOLVED)"),
        ),
        # ------------------------------------------------------------------ page 5
        (
            Heading("3.5 Reward"),
            Para(
                "Let C(y) = {c_1, ..., c_n} be the factual claims of answer y and s_1, ..., s_n their survival "
                "probabilities. The reward has three terms:"
            ),
            Para("    r_fact(y) = sum_i (2 * s_i - 1) / (n + kappa)"),
            Para("    r_cov(y) = beta * min(1, n_surv / n0),   with n_surv = sum_i 1[s_i > 0.5]"),
            Para("    r(y) = r_fact(y) + r_cov(y) - gamma * 1[y breaks the format rules]"),
            Bullets(
                (
                    "r_fact is a smoothed mean of per-claim scores in [-1, 1]. The constant kappa keeps a two-claim "
                    "answer from collecting the same reward as a thirty-claim answer with the same precision.",
                    "r_cov is the coverage bonus. It counts only surviving claims, so padding an answer with shaky "
                    "claims does not raise it, and it saturates at n0 so that it cannot be farmed indefinitely.",
                    "The format penalty (gamma = 1) fires on bullet-point dumps, answers over the length limit and "
                    "refusals to answer a prompt about a real entity.",
                )
            ),
            Heading("3.6 Claim-span credit"),
            Para(
                "GRPO normally gives every token of an answer the same group-normalized advantage. With G samples per "
                "prompt and rewards r_1, ..., r_G, the sequence advantage of sample j is"
            ),
            Para("    A_j = (r_j - mean(r_1..r_G)) / (std(r_1..r_G) + 1e-6)"),
            Para("Crucible adds a per-claim term. For a token t that lies inside the claim span of claim c(t),"),
            Para("    A_{j,t} = A_j + eta * (2 * s_{c(t)} - 1)"),
            Para(
                "and tokens outside every claim span keep A_j. When spans overlap, the token takes the lowest survival "
                "probability of the claims that cover it. The effect is easy to state: a false date inside an "
                "otherwise good answer is pushed down even when the answer as a whole gets a positive advantage. The "
                "policy loss is the usual clipped surrogate with a KL penalty toward the SFT model,"
            ),
            Para(
                "    L = -(1 / sum_j |y_j|) sum_j sum_t min(rho_{j,t} A_{j,t}, clip(rho_{j,t}, 1 - eps, 1 + eps) A_{j,t}) "
                "+ lambda_KL * KL(pi || pi_SFT)"
            ),
            Para("where rho_{j,t} is the token probability ratio between the current and the sampling policy."),
            Heading("3.7 Running it"),
            Para(
                "A naive implementation spends most of its time waiting. One RL step at 7B produces about 1,024 "
                "answers, roughly 27,000 claims and, after grouping, some 7,000 debates, each of which needs up to four "
                "generation turns and two judge calls. Our layout on one 64-GPU cluster:"
            ),
            Bullets(
                (
                    "24 GPUs host the policy for both rollouts and updates (colocated, weights updated in place); "
                    "the same weights, in inference mode, serve the defender turns.",
                    "16 GPUs run Examiner-14B under vLLM [15].",
                    "24 GPUs run the judge, as six tensor-parallel replicas of four GPUs each.",
                    "Debates are streamed through a queue as soon as an answer is decomposed, so examiner and judge "
                    "work overlaps with the tail of rollout generation. Training stays on-policy: no update starts "
                    "until every claim of the batch has a score.",
                )
            ),
            Para(
                "The judge prompt and rubric form a fixed prefix, so prefix caching removes most of the judge's "
                "prefill cost. The label swap breaks caching of the transcript itself, which is one reason it shows "
                "up in the cost breakdown."
            ),
        ),
        # ------------------------------------------------------------------ page 6
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Models"),
            Para(
                "Policies: Qwen2.5-1.5B-Instruct, Qwen2.5-7B-Instruct and Qwen2.5-14B-Instruct [20], plus "
                "Llama-3.1-8B-Instruct [6] to check that nothing depends on one model family. Every policy uses the "
                "same decomposer, Examiner-14B and judge. For the Llama policy the judge is therefore from a different "
                "family than the model it scores, which removes one possible source of self-preference."
            ),
            Heading("4.2 Training prompts"),
            Para(
                "The RL prompt set has 18,400 prompts in three groups: 9,000 requests for a biography or description "
                "of a Wikidata entity, 6,100 questions about objects and concepts in the style of LongFact, and 3,300 "
                'open "how" and "why" questions that call for an explanation. We removed every entity that appears '
                "in any evaluation set, matching on Wikidata IDs and on normalized names. A separate set of 300 "
                "prompts is held out for checkpoint selection and for the training curves."
            ),
            Heading("4.3 Benchmarks"),
            Bullets(
                (
                    "FActScore (Bio) [14]: biographies of 500 entities, scored by the original retrieval-based "
                    "pipeline. We report FActScore (% of atomic facts supported) and SupC, the mean number of "
                    "supported facts per answer. The fact checker is Mistral-Large-Instruct-2407, not our judge, so "
                    "that the policy is never graded by the model that trained it.",
                    "LongFact-Objects [21]: 250 prompts, scored with SAFE; we report F1@64.",
                    "HistLF: a new set of 400 questions about historical events, each paired with reference notes "
                    "written by two history graduate students. We report claim precision against the notes and "
                    "their cited sources.",
                    "AlpacaEval 2.0 [2], length-controlled win rate, as a check that factuality was not bought with helpfulness.",
                )
            ),
            Heading("4.4 Baselines"),
            Para(
                "All RL baselines start from the same SFT checkpoint and use the same GRPO setup, batch size and "
                "number of steps. Where the reward is claim-based we also give them the coverage bonus and claim-span "
                "credit, so that the debate is the only thing that differs."
            ),
            Bullets(
                (
                    "SFT: the Stage 0 model.",
                    "FactTune-DPO [18]: DPO on preference pairs ranked by a FActScore-style retrieval check.",
                    "RL-SelfCons: reward from agreement across eight samples of the same prompt, claim by claim [13].",
                    "RL-Verify: each claim is checked against the same top-5 Wikipedia passages the examiner would "
                    "see, and s_i is the verifier's probability of support.",
                    "RL-Judge: the same 72B judge scores each claim directly, closed-book, with no examiner and no "
                    "defense. This is the closest ablation of the debate itself.",
                )
            ),
            Heading("4.5 Compute"),
            Para(
                "Everything runs on a cluster of 64 H100 80GB GPUs with the layout of Section 3.7. For the 7B policy a "
                "full Crucible run of 400 steps takes 31 hours; RL-Judge takes 16 hours for the same number of steps. "
                "The 14B Crucible run takes 49 hours. Hyperparameters are listed in Appendix A. Unless stated "
                "otherwise, numbers are from a single training run and the checkpoint with the best dev-set F1@64."
            ),
        ),
        # ------------------------------------------------------------------ page 7
        (
            Heading("5 Results"),
            Heading("5.1 Main comparison at 7B"),
            Para(
                "Table 1 has the main numbers for Qwen2.5-7B-Instruct. The short version: Crucible is the only method "
                "that raises precision and the number of supported claims at the same time."
            ),
            TableBlock(
                caption=(
                    "Table 1: Qwen2.5-7B-Instruct policies. FActScore and SupC on FActScore (Bio), F1@64 on "
                    "LongFact-Objects, claim precision (%) on HistLF, length-controlled win rate (%) on AlpacaEval 2.0. "
                    "All RL rows start from the SFT row."
                ),
                rows=(
                    ("Method", "FActScore", "SupC", "F1@64", "HistLF P", "AE2 LC"),
                    ("Qwen2.5-7B-Instruct", "58.3", "21.4", "71.2", "62.0", "27.9"),
                    ("SFT (Stage 0)", "61.8", "23.0", "73.5", "64.1", "28.4"),
                    ("FactTune-DPO", "66.7", "20.1", "75.0", "67.5", "27.1"),
                    ("RL-SelfCons", "65.4", "19.8", "74.1", "66.3", "27.6"),
                    ("RL-Verify", "70.2", "17.6", "76.3", "69.8", "25.2"),
                    ("RL-Judge", "69.9", "22.5", "76.8", "69.1", "28.0"),
                    ("Crucible (ours)", "74.6", "24.3", "79.4", "73.2", "28.9"),
                ),
            ),
            Para("Things worth pointing out:"),
            Bullets(
                (
                    "Crucible reaches 74.6 FActScore, 12.8 points above the SFT model it starts from and 4.7 points "
                    "above RL-Judge, which uses the same judge without a debate. On HistLF, which none of the training "
                    "prompts resemble closely, the gap to RL-Judge is 4.1 points of precision.",
                    "RL-Verify looks competitive on precision (70.2) but gets there by saying less: SupC drops from "
                    "23.0 to 17.6, and its AlpacaEval win rate falls by 3.2 points. Its answers read like a cautious "
                    "encyclopedia entry with the interesting parts removed. F1@64, which rewards recall, exposes this.",
                    "FactTune-DPO and RL-SelfCons both help, but less than any reward that actually checks claims "
                    "against something outside the policy.",
                    "Helpfulness does not suffer. Crucible's AlpacaEval 2.0 win rate is 28.9, within noise of the SFT model.",
                )
            ),
            Para(
                "Why does debate beat a judge reading the same claims? Our reading of the transcripts is that the "
                "examiner gives the judge a reason to doubt. Asked cold whether a painter exhibited at the 1874 Salon, "
                "the judge tends to say yes, since the claim is plausible. Shown a retrieved passage listing the 1874 "
                "exhibitors, and a defender who cannot name the painting, it says no. Section 7 puts a number on this "
                "using human labels."
            ),
        ),
        # ------------------------------------------------------------------ page 8
        (
            Heading("5.2 Across policies"),
            Para(
                "Table 2 repeats the key comparison for all four policies. Crucible beats RL-Judge at every size and "
                "on both families. The gain over SFT is smallest for the 1.5B policy, and the transcripts suggest why: "
                "a small defender concedes too easily, including on claims that are true (Section 7)."
            ),
            TableBlock(
                caption=(
                    "Table 2: FActScore (Bio) and LongFact-Objects F1@64 for each policy after SFT, after RL with the "
                    "single-judge reward, and after Crucible."
                ),
                rows=(
                    ("Policy", "FActScore SFT", "RL-Judge", "Crucible", "F1@64 SFT", "F1@64 Crucible"),
                    ("Qwen2.5-1.5B-Instruct", "44.9", "50.2", "53.1", "60.7", "65.0"),
                    ("Qwen2.5-7B-Instruct", "61.8", "69.9", "74.6", "73.5", "79.4"),
                    ("Llama-3.1-8B-Instruct", "60.4", "68.8", "72.9", "72.6", "77.8"),
                    ("Qwen2.5-14B-Instruct", "67.5", "75.0", "79.3", "77.1", "82.6"),
                ),
            ),
            Heading("5.3 Training dynamics"),
            Para(
                "Figure 1 is the plot that convinced us to build Crucible in the first place. Under RL-Judge the "
                "dev-set FActScore peaks and then slides, even though the judge's own reward keeps climbing. Crucible "
                "keeps improving until the end of the run and flattens rather than falls."
            ),
            FigureBlock(
                caption=(
                    "Figure 1: Dev-set FActScore (divided by 100) against RL step for Qwen2.5-7B; black: Crucible, grey: "
                    "RL-Judge. RL-Judge peaks near step 250 and then declines. Curves are the mean of three seeds; these "
                    "are the only multi-seed runs in the paper."
                ),
                x_label="RL step",
                y_label="dev FActScore / 100",
                series=(
                    (0.62, 0.655, 0.685, 0.705, 0.72, 0.73, 0.738, 0.744, 0.747),
                    (0.62, 0.655, 0.675, 0.69, 0.698, 0.701, 0.692, 0.682, 0.671),
                ),
            ),
            Para(
                "What is the RL-Judge policy learning in the second half? Mostly specificity. The share of claims "
                "that contain an exact date, number or proper name rises steadily, and the judge, reading each claim "
                "on its own, accepts most of them. Section 7 has the numbers."
            ),
            Para(
                "The Crucible curve has the opposite pressure built in: the more specific a claim, the easier it is "
                "for the examiner to find a passage that confirms or contradicts it, and the harder it is for a "
                "closed-book defender to bluff through a follow-up question."
            ),
        ),
        # ------------------------------------------------------------------ page 9
        (
            Heading("6 Ablations"),
            Para(
                "All ablations use the 7B policy and change one thing at a time. Step time is relative to the full "
                "Crucible configuration."
            ),
            TableBlock(
                caption=(
                    "Table 3: Ablations on Qwen2.5-7B-Instruct. FActScore and SupC on FActScore (Bio); step time "
                    "relative to full Crucible (1.00)."
                ),
                rows=(
                    ("Variant", "FActScore", "SupC", "Step time"),
                    ("Crucible, R = 2 rounds (full)", "74.6", "24.3", "1.00"),
                    ("R = 0 (examiner evidence only, no exchange)", "70.8", "22.9", "0.58"),
                    ("R = 1", "73.1", "23.8", "0.79"),
                    ("R = 3", "74.9", "24.1", "1.37"),
                    ("Self-examiner (policy attacks its own claims)", "71.5", "23.2", "0.96"),
                    ("Open-book defender", "71.7", "25.0", "1.08"),
                    ("No label swap in judging", "72.6", "24.8", "0.71"),
                    ("Sequence-level credit only (eta = 0)", "72.9", "24.0", "1.00"),
                    ("No coverage bonus (beta = 0)", "76.0", "14.7", "0.83"),
                    ("Judge: Qwen2.5-14B-Instruct", "70.3", "23.5", "0.64"),
                ),
            ),
            Para("What we take from Table 3:"),
            Bullets(
                (
                    "The exchange matters, not only the evidence. R = 0 hands the judge the examiner's objection and "
                    "quotes but gives the defender no turn; it recovers less than a fifth of the gap between RL-Judge "
                    "and full Crucible. A second round adds 1.5 points, a third adds 0.3 for 37% more step time. We "
                    "stopped at two.",
                    "The examiner has to be a different model. When the policy cross-examines itself, objections are "
                    "soft and rare, and FActScore drops to 71.5.",
                    "An open-book defender wins more debates in training and does worse at test time. It learns to "
                    "quote passages instead of knowing things, which is exactly the wrong lesson for a model that will "
                    "be deployed without retrieval.",
                    "Dropping the coverage bonus gives the highest precision in the table and the worst answers: SupC "
                    "falls to 14.7. This is the hedging failure from the introduction, and the reason the bonus exists.",
                    "Claim-span credit is worth 1.7 points for free, since it changes only how the advantage is spread.",
                    "A weaker judge is cheaper but not a good trade. With a 14B judge the gain shrinks to the level of "
                    "RL-Verify.",
                )
            ),
        ),
        # ------------------------------------------------------------------ page 10
        (
            Heading("7 Analysis"),
            Heading("7.1 Do debate verdicts agree with people?"),
            Para(
                "We sampled 1,200 claims from answers of the 7B SFT model and had three annotators with web search "
                "label each one supported or not; Fleiss' kappa between annotators was 0.71. Taking the majority label "
                "as ground truth, the debate verdict (s_i > 0.5) agrees on 86.5% of claims. The same judge reading the "
                "claim without a debate agrees on 78.9%. Almost all of the difference is on claims with a date, a "
                "number or a proper name."
            ),
            Heading("7.2 What single-judge RL exploits"),
            Bullets(
                (
                    "Under RL-Judge, the share of claims containing an exact date or number goes from 31% at the SFT "
                    "checkpoint to 46% by step 400, and only 52% of those specific claims are supported.",
                    "Under Crucible the same share ends at 33%, with 81% of specific claims supported.",
                )
            ),
            Heading("7.3 Hedging"),
            Para(
                'We count sentences with hedges such as "reportedly" or "it is believed that". They make up 2.7% '
                "of sentences for SFT, 9.4% for RL-Verify and 3.1% for Crucible."
            ),
            Heading("7.4 Small defenders"),
            Para(
                "A debate is only as informative as its defender. The 1.5B defender conceded 19% of claims that the "
                "annotators marked true, against 6% for the 7B defender. A concession drives s_i toward zero, so the "
                "small policy is partly trained away from things it knows."
            ),
            Heading("7.5 Where the time goes"),
            Para(
                "Share of wall-clock time in a 7B Crucible step: rollouts 14%, decomposition 7%, debate turns "
                "(examiner and defender) 41%, judging 29%, policy update 9%. The whole step is 1.9x as long as an "
                "RL-Judge step. Early exit and claim grouping are the reason it is not far worse."
            ),
            Heading("8 Limitations"),
            Bullets(
                (
                    "The judge and the retrieval corpus set a ceiling. Claims that neither covers come back "
                    "UNRESOLVED, score 0.5 and carry almost no signal.",
                    "Cost. 1.9x the step time of single-judge RL is acceptable for a 7B policy; for much larger "
                    "policies the examiner and judge would have to grow too.",
                    "The examiner is frozen. We saw no sign of the policy exploiting its blind spots in 400 steps, but "
                    "we did not train longer.",
                    "All training and evaluation data are English and entity-centric. Explanatory questions are "
                    "in the prompt mix, but we do not evaluate them separately.",
                )
            ),
            Heading("9 Conclusion"),
            Para(
                "Crucible rewards claims that survive cross-examination by a retrieval-equipped examiner, as read by "
                "a frozen judge. At 7B it lifts FActScore from 61.8 to 74.6, 4.7 points above a single-judge reward "
                "that uses the same judge, while the number of supported claims goes up instead of down. It costs "
                "1.9x the step time, and we think that is a fair price for a reward that does not start to degrade "
                "late in the run."
            ),
        ),
        # ------------------------------------------------------------------ page 11
        (
            Heading("References"),
            References(
                (
                    "[1] Adeyemi, T., Kowalczyk, R., and Hsu, L. Atomic claim extraction for grounded evaluation of long-form text. EMNLP, 2024.",
                    "[2] Brandt, O., Qiao, M., and Rasheed, F. Length-controlled win rates for automatic instruction-following evaluation. COLM, 2024.",
                    "[3] Castellanos, I., Weber, J., and Obi, C. Strong models as reward functions: a study of judge-based RLHF. arXiv:2403.15520, 2024.",
                    "[4] Dufresne, A., Leung, K., and Mbeki, S. Catching factual errors by cross-examining language models. EMNLP, 2023.",
                    "[5] Ekwueme, N., Sato, H., and Brennan, P. Debating agents improve factuality and reasoning at inference time. ICML, 2024.",
                    "[6] Fairbanks, G., et al. The Llama 3 herd of models: technical report. arXiv:2407.21711, 2024.",
                    "[7] Gallardo, R., Ito, Y., and Petrov, V. Scaling laws for reward model overoptimization in language model RL. ICML, 2023.",
                    "[8] Holloway, D., Marsh, E., and Quinlan, T. Oversight via debate between AI agents. arXiv:1805.00912, 2018.",
                    "[9] Jankowski, M., Liu, X., and Roberts, A. Factuality-aware alignment with retrieval-verified rewards. NeurIPS, 2024.",
                    "[10] Kearney, L., Stavros, N., and Abara, J. Debating with more persuasive models leads to more truthful answers. ICML, 2024.",
                    "[11] Lindahl, S. and Moreau, P. A survey of hallucination in long-form generation. ACM Computing Surveys, 2024.",
                    "[12] Mwangi, E., Forsythe, C., and Dal Bello, R. Debate helps weak judges supervise strong readers. ICLR, 2025.",
                    "[13] Nakashima, K., Oyelaran, B., and Vance, H. Self-consistency as a reward for factual precision. ACL, 2024.",
                    "[14] Ortega, F., Baum, L., Chaudhry, R., et al. FActScore-style evaluation: fine-grained atomic evaluation of factual precision. EMNLP, 2023.",
                    "[15] Pellegrini, M., Zhou, Q., and Halvorsen, B. Paged attention for high-throughput LLM serving. SOSP, 2023.",
                    "[16] Rademacher, J., Sun, W., and Kaplan, D. Direct preference optimization without a reward model. NeurIPS, 2023.",
                    "[17] Sandoval, E., Wu, T., and Zhang, Y. Group relative policy optimization for mathematical reasoning. arXiv:2402.03300, 2024.",
                    "[18] Thorne, B., Iyer, S., and Garnier, M. Fine-tuning language models for factuality with automatic preference data. ICLR, 2024.",
                    "[19] Ueda, R., Fonseca, L., and Harrow, K. Claim-level judges for long-form reward modeling. arXiv:2410.08834, 2024.",
                    "[20] Vasquez, P., et al. Qwen2.5 technical report. arXiv:2412.15115, 2024.",
                    "[21] Whitcombe, A., Nair, D., Osei, K., et al. Long-form factuality in large language models with search-augmented evaluation. NeurIPS, 2024.",
                    "[22] Xanthopoulos, G., Reyes, M., and Tan, B. Judging the judges: position, verbosity and self-preference bias in LLM evaluators. NAACL, 2024.",
                    "[23] Yildirim, C., Park, S., and Olsen, H. Rewarding supported claims: RL for attributed long-form answers. ACL, 2025.",
                    "[24] Zeller, F., Amato, G., and Kim, J. LLM-as-a-judge for open-ended generation: a large-scale study. NeurIPS Datasets and Benchmarks, 2023.",
                    "[25] Zubair, H., Lamont, E., and Cho, W. Fine-grained human feedback gives better rewards for language model training. NeurIPS, 2023.",
                )
            ),
        ),
        # ------------------------------------------------------------------ page 12
        (
            Heading("Appendix A: Hyperparameters"),
            TableBlock(
                caption="Table 4: Stage 2 (debate RL) hyperparameters by policy size. 7B and 8B policies share a column.",
                rows=(
                    ("Parameter", "1.5B", "7B / 8B", "14B"),
                    ("Learning rate", "2e-6", "1e-6", "5e-7"),
                    ("Prompts per batch", "128", "128", "128"),
                    ("Samples per prompt (G)", "8", "8", "8"),
                    ("RL steps", "400", "400", "400"),
                    ("KL coefficient lambda_KL", "0.02", "0.02", "0.03"),
                    ("Clip ratio eps", "0.2", "0.2", "0.2"),
                    ("Max answer length (tokens)", "1,024", "1,024", "1,024"),
                    ("Rollout temperature", "1.0", "1.0", "1.0"),
                    ("Claim-span weight eta", "0.3", "0.3", "0.3"),
                    ("Coverage weight beta / saturation n0", "0.25 / 16", "0.25 / 16", "0.25 / 16"),
                    ("Smoothing kappa", "3", "3", "3"),
                    ("Debate rounds R", "2", "2", "2"),
                    ("Claims per debate group", "4", "4", "4"),
                    ("Examiner retrieval top-k", "5", "5", "5"),
                    ("Max tokens per examiner / defender turn", "160 / 200", "160 / 200", "160 / 200"),
                ),
            ),
            Para(
                "All stages train in bf16 with full-parameter updates and weight decay 0. The judge decodes greedily; "
                "the examiner samples at temperature 0.7 so that it does not ask the same question of every claim."
            ),
            Heading("Appendix B: Examiner-14B"),
            Para(
                "We built the examiner's training data by prompting Qwen2.5-72B-Instruct to cross-examine answers "
                "from the SFT models, with the same retrieved passages the examiner sees during RL. We kept only "
                "transcripts in which every objection either quotes a passage or asks for a checkable detail, which "
                "left 6,200 transcripts. Qwen2.5-14B-Instruct was fine-tuned on them for two epochs at a learning rate "
                "of 1e-5. The prompted 72B model is a better examiner still, but it would have taken GPUs away from "
                "the judge."
            ),
            Heading("Appendix C: Judge rubric (abridged)"),
            Bullets(
                (
                    "Decide whether the claim, exactly as first stated, is true. Later refinements do not count.",
                    "Treat [quote not found] as an objection without evidence.",
                    "A speaker who concedes loses the claim. A speaker who cannot answer a checkable follow-up weakens it.",
                    "If the transcript gives no basis to decide, answer UNRESOLVED.",
                )
            ),
        ),
    ),
)
