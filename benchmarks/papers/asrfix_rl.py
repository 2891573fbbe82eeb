"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 41): RL post-editing of ASR transcripts with a WER reward and a forced-alignment hallucination penalty; every sentence, model, dataset and number is invented."""

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
        "Large language models (LLMs) are increasingly placed behind speech recognisers to clean up their output. "
        "Given a first-pass transcript, an LLM editor can repair misrecognised names, restore dropped function words "
        "and fix homophones that an acoustic model alone cannot disambiguate. The same fluency is also the problem: "
        "an editor that is rewarded for producing plausible text will happily produce text that nobody said."
    ),
    Para(
        "We call such output unsupported insertions: words in the edited transcript that have no acoustic evidence in "
        "the audio. They are rare in aggregate word error rate (WER) but costly downstream, because a fabricated "
        "negation, quantity or name in a medical note or a meeting summary is read as fact. In a pilot with a "
        "zero-shot 8B editor, 5.2% of edited utterances contained at least one unsupported insertion according to "
        "human listeners, while the same editor's WER was only 0.8 points worse than the unedited recogniser output."
    ),
    Para(
        "Reinforcement learning (RL) is a natural fit for post-editing, since WER against a reference is a cheap, "
        "verifiable reward. Optimising WER alone, however, does not remove the incentive to guess: when the audio "
        "is ambiguous, a confident guess has positive expected reward. We therefore add a second, reference-free "
        "term that asks whether each edited word is actually supported by the audio."
    ),
    Para(
        "Our setting is deliberately narrow. The editor is a text-only LLM that sees recogniser hypotheses but not the "
        "audio, the recogniser is frozen, and training data are ordinary hypothesis-reference pairs. This is the "
        "configuration most production pipelines can adopt without retraining an acoustic model, and it is the one in "
        "which hallucination is hardest to avoid, since the editor has no direct way to check its own guesses."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "This paper presents ASRFix-RL, a GRPO recipe for training LLM transcript editors with a reward that combines "
        "utterance-level WER and a penalty on edits that a forced-alignment confidence model cannot locate in the "
        "audio. Because the penalty only inspects words the editor changed, it leaves recogniser errors that the "
        "editor does not touch unpunished, and it does not push the editor towards deleting uncertain words."
    ),
    Para("Contributions. We make four contributions:"),
    Bullets(
        (
            "(C1) A reward for transcript post-editing that adds an audio-grounded penalty to the WER term; the penalty "
            "is computed by AlignConf, a 94M-parameter alignment confidence model, and needs no reference.",
            "(C2) A controlled comparison, on the same recogniser and data, of ASRFix-RL against n-best rescoring, "
            "prompted editing and supervised post-editing at two model sizes (3B and 8B).",
            "(C3) Breakdowns over nine English accent groups and five noise conditions, showing where editing helps and "
            "where the hallucination penalty matters most (low SNR, babble noise).",
            "(C4) A latency study showing that copying draft tokens from the hypothesis brings the median added latency "
            "of the 8B editor from 224 ms to 74 ms per utterance with identical output.",
        )
    ),
    Para(
        "On the PolyAccent-EN test set, ASRFix-RL with an 8B editor lowers WER from 11.8% to 8.6%, a 27.1% relative "
        "reduction, while keeping the human-judged hallucination rate at 0.7% of utterances, against 3.1% for the "
        "same editor trained with a WER-only reward."
    ),
    Heading("2 Related Work"),
    Heading("2.1 LLM error correction for ASR"),
    Para(
        "Generative error correction feeds one or more recogniser hypotheses to an LLM and asks for a corrected "
        "transcript (Oyelaran and Brandt, 2024; Szabo et al., 2025). Most systems are trained with supervised "
        "fine-tuning on hypothesis-reference pairs. Aldana-Cruz et al. (2025) documented that such editors insert "
        "content under noise, but proposed only a decoding-time filter. We target the same failure at training time."
    ),
    Heading("2.2 N-best rescoring"),
    Para(
        "Rescoring reranks the recogniser's n-best list with an external language model, interpolating LM and "
        "acoustic scores (Kettering and Luo, 2023). It cannot produce words outside the list, which bounds both its "
        "gains and its capacity to hallucinate. We use it as the conservative reference point."
    ),
    Heading("2.3 RL with verifiable rewards"),
    Para(
        "Sequence-level training towards WER has a long history in ASR as minimum word error rate training. For LLMs, "
        "PPO and GRPO with rule-based rewards are now standard for tasks with checkable outputs (Reinholt et al., "
        "2025). Transcript editing has a checkable output, but the check (WER against a reference) says nothing about "
        "whether a wrong word was also an invented one."
    ),
    Heading("2.4 Hallucination in speech systems"),
    Para(
        "End-to-end recognisers themselves can hallucinate on silence or noise (Quist and Yamane, 2025). Alignment "
        "confidence, the posterior of a CTC forced alignment, has been used to detect such segments (Varga and "
        "Ndlovu, 2024). We reuse the idea as a reward signal rather than a post-hoc detector."
    ),
    Heading("2.5 Fast decoding for near-copy tasks"),
    Para(
        "When outputs mostly copy the input, drafting from the input itself is an effective form of speculative "
        "decoding (Brightwater and Kowalczuk, 2025). We adopt it unchanged for the latency study."
    ),
]

PAGE_3: list[Block] = [
    Heading("3 Problem Setup"),
    Para(
        "Let x be an utterance's audio, h = (h_1, ..., h_n) the 1-best hypothesis of a frozen recogniser and y* the "
        "reference transcript. Optionally the recogniser also returns an n-best list H = {h^(1), ..., h^(K)} with "
        "K = 8. An editor is a policy π_θ(y | h) or π_θ(y | H) over output transcripts y. The editor never sees the "
        "audio: its only access to acoustic evidence is through the hypotheses. This keeps the editor a plain text "
        "model that can be attached to any recogniser, and it is also why the editor cannot know when it is guessing."
    ),
    Para(
        "We want an editor with low WER(y, y*) that also avoids unsupported insertions. We define a word of y as "
        "unsupported if it is not aligned to an identical word of y* and human listeners cannot hear it in x. The "
        "training reward can use y* but the hallucination check must not, so that the same check can run at test time."
    ),
    Heading("4 Method"),
    Heading("4.1 Editor input and output"),
    Para(
        "The editor receives a short instruction, the 1-best hypothesis and, in the n-best variant, the top eight "
        "hypotheses with their rank. It must answer with the corrected transcript between <fix> and </fix> tags and "
        "nothing else. The full prompt is in Appendix B. Outputs that lack the tags, or contain more than one pair, "
        "are treated as format violations."
    ),
    Heading("4.2 WER term"),
    Para(
        "After text normalisation (lower-casing, punctuation removal and numeral verbalisation), the accuracy term is "
        "r_WER(y) = 1 - min(1, WER(y, y*)). The clip at 1 prevents long degenerate outputs from producing large "
        "negative rewards that dominate the group statistics."
    ),
    Heading("4.3 Unsupported-edit penalty"),
    Para(
        "We align y to h with a minimum-edit alignment and call E(y) the set of words of y that are not matched to an "
        "identical word of h, i.e. the words the editor inserted or substituted. AlignConf (Section 4.4) force-aligns "
        "the full candidate y to the audio x and returns, for every word w of y, a confidence c_φ(w | x, y) in [0, 1] "
        "that w is acoustically present. The penalty is"
    ),
    Para("P(y) = (1 / max(1, |h|)) · Σ_{w ∈ E(y)} 1[ c_φ(w | x, y) < τ ],"),
    Para(
        "the number of low-confidence edits normalised by hypothesis length, with threshold τ = 0.4. The total reward "
        "for a rollout y is"
    ),
    Para("R(y) = r_WER(y) - λ · P(y) - μ · F(y),"),
    Para(
        "where F(y) ∈ {0, 1} flags a format violation, λ = 2.0 and μ = 1.0. Restricting the penalty to E(y) is "
        "deliberate. Words that the editor copies from h are the recogniser's responsibility; penalising them would "
        "teach the editor to delete every word AlignConf is unsure about, which we observed in a pilot (Section 11)."
    ),
    Para(
        "Worked example. Let h = 'she booked the room for ten people' and the editor output y = 'she booked the "
        "meeting room for ten people on friday'. The alignment gives E(y) = {meeting, on, friday}. If AlignConf assigns "
        "0.81 to 'meeting' and 0.12 and 0.09 to 'on' and 'friday', two edits fall below τ and P(y) = 2/7, so the "
        "penalty subtracts λ · 2/7 = 0.57 from the reward whatever the reference says."
    ),
]

PAGE_4: list[Block] = [
    Heading("4.4 AlignConf"),
    Para(
        "AlignConf is a 94M-parameter Conformer-CTC encoder with a small word-level confidence head. Given audio and "
        "any candidate transcript, it computes a CTC forced alignment and pools frame posteriors over each word's "
        "aligned span; the head maps the pooled features, the span duration and the word's character length to a "
        "probability that the word is present. We train it on 2,100 hours of read and conversational English in which "
        "transcripts were corrupted on the fly: 15% of words were substituted with acoustically dissimilar words and "
        "short phrases of one to four words were inserted at random positions. Supervision is whether each word of the "
        "corrupted transcript came from the original."
    ),
    Para(
        "On InsertProbe, a held-out set of 4,000 utterances with 5,130 planted insertions, AlignConf reaches a word-level "
        "AUROC of 0.94. At τ = 0.4 it flags 82% of planted insertions while flagging 3.1% of genuine words. Its "
        "calibration at other thresholds is given in Appendix H. AlignConf is frozen during RL and runs as a scoring "
        "service next to the rollout workers."
    ),
    Heading("4.5 Optimisation"),
    Para(
        "We optimise the reward with Group Relative Policy Optimization. For each prompt we sample G = 8 rollouts "
        "y_1, ..., y_G at temperature 1.0 and compute the group-normalised advantage"
    ),
    Para("A_i = (R(y_i) - mean_j R(y_j)) / (std_j R(y_j) + δ),  with δ = 1e-4,"),
    Para("and maximise the clipped surrogate"),
    Para("J(θ) = E[ (1/G) Σ_i (1/|y_i|) Σ_t min( ρ_{i,t} A_i, clip(ρ_{i,t}, 1 - ε, 1 + ε) A_i ) ] - β · KL(π_θ || π_ref),"),
    Para(
        "where ρ_{i,t} is the token-level probability ratio between the current and the sampling policy and ε = 0.2. "
        "In all main runs β = 0, i.e. we use no KL penalty to the reference policy; Section 11 reports β = 0.01 and "
        "β = 0.05. Both policies start from a supervised checkpoint (Section 5.5) rather than the instruction-tuned "
        "model, which made the early steps far more stable."
    ),
    Heading("4.6 Inference-time options"),
    Para(
        "Two optional components affect only inference. Copy speculation uses the hypothesis as a free draft: because "
        "most output tokens are copied from h, we propose the next k = 8 tokens of h after the current alignment "
        "pointer and verify them in one forward pass of the editor, as in speculative decoding with a prompt-lookup "
        "draft. Under greedy decoding the output is identical to plain decoding. The AlignConf fallback scores the "
        "final output and reverts any edited span whose words fall below τ back to the hypothesis words. It adds one "
        "AlignConf pass per utterance and is not used in the main results unless stated."
    ),
    Para(
        "We note that the penalty's reference-free design is what makes the fallback possible: the same quantity the "
        "policy was trained against can be computed at test time without a transcript, so a deployment can choose "
        "how much residual risk to accept."
    ),
]

PAGE_5: list[Block] = [
    Heading("5 Experimental Setup"),
    Heading("5.1 Data"),
    Para(
        "All training and in-domain evaluation data come from PolyAccent-EN, a corpus of 486 hours of read and "
        "spontaneous English from 1,212 speakers in nine accent groups, with disjoint speakers across splits. We "
        "decode every training utterance with the frozen recogniser to build EditPairs-260k, 260,400 hypothesis-"
        "reference pairs: 203,600 from the PolyAccent-EN training split and 56,800 from Larkspur Podcasts, a 129-hour "
        "corpus of unscripted two-person conversations. We split EditPairs-260k into 80,400 pairs for supervised "
        "fine-tuning and 180,000 prompts for RL. During decoding for EditPairs-260k, 40% of training utterances were "
        "mixed with noise at an SNR drawn uniformly from 0 to 25 dB, so that the editor sees noisy hypotheses."
    ),
    TableBlock(
        "Table 1: Datasets. Hours are audio hours; utterance counts refer to evaluation units. StreetNoise-Mix reuses "
        "3,000 accent-balanced PolyAccent-EN test utterances at five noise conditions.",
        (
            ("Dataset", "Role", "Hours", "Utterances", "Speakers"),
            ("EditPairs-260k (SFT part)", "SFT", "176", "80,400", "1,032*"),
            ("EditPairs-260k (RL part)", "RL", "394", "180,000", "1,032*"),
            ("PolyAccent-EN dev", "model selection", "13.5", "6,210", "60"),
            ("PolyAccent-EN test", "main evaluation", "31.5", "14,820", "120"),
            ("StreetNoise-Mix", "noise study", "5 x 6.4", "5 x 3,000", "120"),
            ("MeetScribe", "out-of-domain", "11.2", "6,240", "74"),
            ("InsertProbe", "AlignConf eval.", "8.3", "4,000", "-"),
        ),
    ),
    Para(
        "StreetNoise-Mix mixes 3,000 PolyAccent-EN test utterances, balanced across accents, with noise from the "
        "Cobble Noise Bank (58 hours of babble, traffic, cafe and music recordings) at 20, 10, 5 and 0 dB SNR, plus "
        "the clean originals. MeetScribe contains far-field recordings of 31 project meetings and is used only in "
        "Appendix D. An asterisk in Table 1 marks the PolyAccent-EN speaker count; Larkspur speakers are not counted."
    ),
    Heading("5.2 Models"),
    Para(
        "The recogniser is Tern-ASR-L, a 618M-parameter attention encoder-decoder with joint CTC decoding, trained "
        "in-house on 9,800 hours and kept frozen throughout. We decode with beam size 8 and keep all eight beams as the "
        "n-best list. Editors are built on Corvid-3B-Instruct (3.1B parameters) and Corvid-8B-Instruct (8.3B "
        "parameters), two open-weight decoder-only models from the same family that share a 64k-token vocabulary. The "
        "3B editor is fully fine-tuned; the 8B editor is trained with LoRA adapters of rank 64 on all attention and MLP "
        "projections. We did not train editors at other scales."
    ),
]

PAGE_6: list[Block] = [
    Heading("5.3 Baselines"),
    Bullets(
        (
            "ASR 1-best: the unedited Tern-ASR-L output.",
            "8-best rescoring: each of the eight beams is scored by Corvid-8B-Instruct; the LM log-probability is "
            "length-normalised and interpolated with the recogniser score using weight 0.3, tuned on the dev set.",
            "Zero-shot and 5-shot editing: Corvid-8B-Instruct with the prompt of Appendix B, and with five "
            "hypothesis-reference pairs drawn from the SFT split as demonstrations.",
            "SFT: supervised post-editing on the 80,400 SFT pairs, at 3B and 8B.",
            "RL, WER only: our recipe with λ = 0, i.e. the same GRPO setup with the accuracy and format terms only.",
        )
    ),
    Heading("5.4 Metrics"),
    Para(
        "We report WER after normalisation, and two hallucination measures. UIR (unsupported insertion rate) counts "
        "output words that are insertion or substitution errors with respect to the reference and that AlignConf "
        "scores below τ = 0.4, per 1,000 reference words. Because AlignConf is also the reward model, UIR can be gamed, "
        "so we also report HHR (human hallucination rate): the share of 600 stratified test utterances for which at "
        "least two of three annotators, listening to the audio, marked content in the output that the speaker did not "
        "say. Annotation details, including agreement, are in Appendix G. A second, independent aligner is used as a "
        "check on UIR in Appendix H."
    ),
    Heading("5.5 Training details"),
    Para(
        "SFT runs for two epochs with batch size 64 and AdamW, at a learning rate of 1e-5 for the fully fine-tuned 3B "
        "model and 1e-4 for the 8B LoRA adapters. RL starts from the SFT checkpoint of the same size. Each RL step "
        "draws 256 prompts and samples eight rollouts per prompt, i.e. 2,048 rollouts per step, with at most 256 new "
        "tokens; we train for 400 steps, which visits 102,400 of the 180,000 RL prompts once. The learning rate is "
        "2e-6 for the 3B policy and 1e-5 for the 8B adapters, with a clip ratio of 0.2 and no KL term. An 8B run takes "
        "about 26 hours on 16 H100 80GB GPUs, of which AlignConf scoring accounts for roughly 11% of step time. "
        "Checkpoints are selected by dev WER among steps 300, 350 and 400; in every run the final step was selected. "
        "At evaluation all editors decode greedily. Appendix A collects all settings."
    ),
    Para(
        "The WER-only baseline shares every setting with ASRFix-RL except λ, and its checkpoint is chosen the same way. "
        "We ran one seed per configuration for the main table; for the 8B ASRFix-RL and WER-only runs we trained two "
        "further seeds, and the test WER varied by at most 0.1 points across the three seeds of each."
    ),
    Heading("5.6 Significance"),
    Para(
        "We test WER differences with a paired bootstrap over utterances (1,000 resamples). On the 14,820-utterance "
        "test set, differences of 0.2 points or more between editors were significant at p < 0.05 in every comparison "
        "we ran; differences of 0.1 points generally were not. For HHR we report raw rates without intervals."
    ),
]

PAGE_7: list[Block] = [
    Heading("6 Main Results"),
    Para("Table 2 gives WER and hallucination measures on the PolyAccent-EN test set. Three observations stand out."),
    TableBlock(
        "Table 2: PolyAccent-EN test (14,820 utterances). Rel. is relative WER change against ASR 1-best. UIR: "
        "unsupported insertions per 1,000 reference words (AlignConf, τ = 0.4). HHR: % of 600 human-rated "
        "utterances with hallucinated content; n/a = not rated.",
        (
            ("System", "Editor", "WER (%)", "Rel. (%)", "UIR", "HHR (%)"),
            ("ASR 1-best (Tern-ASR-L)", "-", "11.8", "-", "0.4", "0.5"),
            ("8-best rescoring", "8B", "10.9", "-7.6", "0.4", "0.7"),
            ("Zero-shot editing", "8B", "12.6", "+6.8", "6.4", "5.2"),
            ("5-shot editing", "8B", "11.5", "-2.5", "3.9", "3.5"),
            ("SFT post-editing", "3B", "10.4", "-11.9", "1.8", "1.8"),
            ("SFT post-editing", "8B", "9.8", "-16.9", "1.5", "1.5"),
            ("RL, WER only", "3B", "9.6", "-18.6", "3.7", "3.6"),
            ("RL, WER only", "8B", "8.9", "-24.6", "3.3", "3.1"),
            ("ASRFix-RL (ours)", "3B", "9.3", "-21.2", "0.6", "0.8"),
            ("ASRFix-RL (ours)", "8B", "8.6", "-27.1", "0.5", "0.7"),
            ("ASRFix-RL, 8-best input", "8B", "8.3", "-29.7", "0.6", "n/a"),
        ),
    ),
    Para(
        "First, RL beats supervised post-editing at both sizes, and the penalty does not cost accuracy: ASRFix-RL is "
        "0.3 points better than the WER-only reward at both 3B and 8B. Our reading is that many unsupported guesses are "
        "also wrong, so discouraging them removes errors as well as hallucinations."
    ),
    Para(
        "Second, optimising WER alone more than doubles hallucination relative to SFT (HHR 3.1% against 1.5% at 8B), "
        "even though WER improves. The penalty brings HHR down to 0.7%, close to the 0.5% measured for the unedited "
        "recogniser output, whose residual hallucinations come from the recogniser itself."
    ),
    Para(
        "Third, prompting is not competitive. Zero-shot editing is worse than no editing at all, mostly because it "
        "paraphrases and completes apparently truncated sentences; five demonstrations recover only part of the gap. "
        "A 3B ASRFix-RL editor is better than an 8B SFT editor by 0.5 points with about half the hallucination rate."
    ),
    Para(
        "Giving the 8B editor the full 8-best list instead of the 1-best hypothesis yields a further 0.3-point gain "
        "(8.3% WER). We did not train a 3B editor with n-best input and did not collect human ratings for this variant."
    ),
    Para(
        "Splitting the 8B results into error types is instructive. The unedited output has 7.9% substitutions, 2.6% "
        "deletions and 1.3% insertions. ASRFix-RL lowers all three, to 5.6%, 2.1% and 0.9%. The WER-only editor ends "
        "with slightly fewer substitutions and deletions (5.5% and 1.9%) but more insertions than the recogniser "
        "itself (1.5%), which is where its extra hallucinations show up in the WER."
    ),
]

PAGE_8: list[Block] = [
    Heading("7 Per-Accent Breakdown"),
    Para(
        "PolyAccent-EN labels each speaker with one of nine accent groups. Table 3 reports WER per group for the "
        "unedited output, rescoring, SFT and ASRFix-RL at 8B. Utterance counts and hallucination rates per group are "
        "deferred to Appendix C."
    ),
    TableBlock(
        "Table 3: WER (%) per accent group on PolyAccent-EN test, 8B editors. Last column: relative WER reduction of "
        "ASRFix-RL against ASR 1-best.",
        (
            ("Accent group", "1-best", "8-best resc.", "SFT", "ASRFix-RL", "Rel. red. (%)"),
            ("General American", "7.4", "7.0", "6.5", "5.9", "20.3"),
            ("Southern British", "8.3", "7.8", "7.1", "6.3", "24.1"),
            ("Irish", "10.1", "9.4", "8.4", "7.3", "27.7"),
            ("Scottish", "14.2", "13.1", "11.6", "10.0", "29.6"),
            ("Nigerian", "15.9", "14.5", "12.8", "11.5", "27.7"),
            ("Kenyan", "13.0", "11.9", "10.7", "9.5", "26.9"),
            ("Indian", "12.8", "11.7", "10.6", "9.3", "27.3"),
            ("Singaporean", "14.6", "13.4", "11.9", "10.4", "28.8"),
            ("Filipino", "12.1", "11.1", "10.0", "8.7", "28.1"),
            ("All (weighted)", "11.8", "10.9", "9.8", "8.6", "27.1"),
        ),
    ),
    Para(
        "Editing narrows but does not close the accent gap. The ratio between the worst and the best group's WER is "
        "2.15 for the 1-best output and 1.95 for ASRFix-RL. Relative gains are smallest for General American (20.3%), "
        "where the recogniser already makes few errors that text context can fix, and largest for Scottish English "
        "(29.6%). Nigerian English keeps the highest absolute WER after editing, at 11.5%."
    ),
    Para(
        "The accent groups differ more in hallucination than in WER. Under the WER-only reward, UIR ranges from 1.9 "
        "for General American to 4.8 for Nigerian English; with the penalty, every group is at or below 0.8 (Appendix "
        "Table A2). The groups with the highest 1-best WER are also those where the editor is most often tempted to "
        "guess, which is the regime the penalty was designed for."
    ),
    Para(
        "We caution that accent labels are self-reported and that groups differ in speaking style as well as accent: "
        "the Kenyan and Filipino portions contain a larger share of read speech than the others. We have not "
        "controlled for this."
    ),
    Para(
        "Rescoring gives the most uniform gains across groups (between 5.4% and 8.8% relative), consistent with its "
        "limited room for manoeuvre: it can only choose among hypotheses the recogniser already considered plausible."
    ),
]

PAGE_9: list[Block] = [
    Heading("8 Noise Robustness"),
    Para(
        "Table 4 evaluates the 8B systems on StreetNoise-Mix. The clean column differs slightly from Table 2 because "
        "StreetNoise-Mix uses an accent-balanced 3,000-utterance subset, which over-represents the harder groups."
    ),
    TableBlock(
        "Table 4: WER (%) and UIR on StreetNoise-Mix (3,000 utterances per condition), 8B editors. UIR is per 1,000 "
        "reference words.",
        (
            ("System", "Clean", "20 dB", "10 dB", "5 dB", "0 dB"),
            ("ASR 1-best", "11.6", "13.9", "19.2", "26.5", "39.8"),
            ("8-best rescoring", "10.8", "13.0", "18.1", "25.3", "38.6"),
            ("SFT", "9.7", "11.8", "16.6", "23.9", "37.9"),
            ("RL, WER only", "8.8", "10.9", "15.4", "22.5", "36.7"),
            ("ASRFix-RL", "8.5", "10.5", "14.8", "21.6", "35.2"),
            ("UIR, RL WER only", "3.2", "4.1", "6.8", "10.9", "17.5"),
            ("UIR, ASRFix-RL", "0.5", "0.6", "1.1", "1.9", "3.4"),
        ),
    ),
    Para(
        "Relative gains shrink as noise grows: ASRFix-RL removes 26.7% of errors on clean audio but only 11.6% at "
        "0 dB. At low SNR the hypotheses are often wrong in ways that leave too little lexical evidence for a text-only "
        "editor, and the best the editor can do is leave them alone."
    ),
    Para(
        "Hallucination behaves in the opposite direction. The WER-only editor's UIR grows more than fivefold from "
        "clean to 0 dB, as it learns that filling gaps in a garbled hypothesis is sometimes rewarded. The penalty keeps "
        "UIR at 3.4 even at 0 dB, about one fifth of the WER-only level. Appendix E splits the 0 dB condition by noise "
        "type; babble is by far the hardest case for both WER and hallucination, which we return to in Section 14."
    ),
    Para(
        "Training without noise augmentation (all EditPairs-260k hypotheses decoded from clean audio) barely changes "
        "clean results but raises the 0 dB WER of ASRFix-RL from 35.2% to 37.1%, within 0.8 points of SFT."
    ),
    Heading("9 Comparison with N-best Rescoring"),
    Para(
        "Rescoring is cheap and safe but bounded by its list. Table 5 puts the editors next to the 8-best oracle, the "
        "WER obtained by always choosing the beam closest to the reference."
    ),
    TableBlock(
        "Table 5: ASRFix-RL against n-best rescoring on PolyAccent-EN test. Outside: % of utterances whose output is "
        "not one of the eight beams.",
        (
            ("System", "WER (%)", "Outside 8-best (%)"),
            ("8-best oracle", "7.1", "0"),
            ("8-best rescoring, 3B LM", "11.1", "0"),
            ("8-best rescoring, 8B LM", "10.9", "0"),
            ("Rescoring, then ASRFix-RL-8B", "8.5", "31"),
            ("ASRFix-RL-8B, 1-best input", "8.6", "34"),
            ("ASRFix-RL-8B, 8-best input", "8.3", "29"),
        ),
    ),
]

PAGE_10: list[Block] = [
    Para(
        "No editor reaches the 8-best oracle, but all three close most of the gap between rescoring and the oracle. "
        "For the 1-best-input editor, about a third of outputs lie outside the list; among those, the output has lower "
        "WER than the best beam in 46% of cases, i.e. the editor genuinely composes corrections that the recogniser "
        "never proposed. Feeding the rescored hypothesis to the editor instead of the 1-best helps by 0.1 points, and "
        "feeding the full list helps by 0.3 points, at a cost of roughly four times more input tokens."
    ),
    Heading("10 Comparison with Supervised Post-Editing"),
    Para(
        "SFT and RL editors differ less in how many errors they find than in how many they introduce. Table 6 "
        "decomposes the WER change of each 8B editor into errors fixed and errors introduced, both as a percentage of "
        "the 1-best errors."
    ),
    TableBlock(
        "Table 6: Edit behaviour of 8B editors on PolyAccent-EN test. The 1-best hypothesis is already exactly correct "
        "for 52.4% of utterances.",
        (
            ("Measure", "SFT", "RL, WER only", "ASRFix-RL"),
            ("Utterances left unchanged (%)", "41.3", "49.0", "57.8"),
            ("Hypothesis words edited (%)", "14.2", "11.6", "9.1"),
            ("Edit precision (%)", "61.5", "72.4", "78.9"),
            ("1-best errors fixed (%)", "27.0", "33.1", "31.7"),
            ("Errors introduced (% of 1-best errors)", "10.1", "8.5", "4.6"),
            ("Output / input length", "1.012", "1.031", "0.998"),
        ),
    ),
    Para(
        "The SFT editor is an over-editor: it changes 14.2% of hypothesis words and leaves only 41.3% of utterances "
        "untouched, although 52.4% need no change. It imitates the reference distribution, and references differ from "
        "hypotheses far more often in the training data than the editor can justify on any single input. RL learns to "
        "abstain: ASRFix-RL leaves 57.8% of utterances unchanged, which means it also skips some that needed a fix, "
        "but its edit precision rises to 78.9%."
    ),
    Para(
        "The WER-only editor fixes the most errors (33.1%) but also lengthens its outputs by 3.1% on average, the clearest "
        "footprint of inserted material. ASRFix-RL gives up 1.4 points of fixes in exchange for halving introduced "
        "errors, and its outputs are on average slightly shorter than its inputs."
    ),
    Para(
        "We also tried SFT on pairs filtered with AlignConf, discarding the 7% of training pairs whose reference contains "
        "words the aligner cannot find in the hypothesis's audio. This lowered the 8B SFT editor's UIR from 1.5 to 1.2 "
        "but left WER at 9.8%, so the remaining gap to RL is not explained by noisy references alone."
    ),
]

PAGE_11: list[Block] = [
    Heading("11 Ablations"),
    Para(
        "All ablations use the 8B editor and are measured on the PolyAccent-EN dev set, where the 1-best WER is 11.2% and "
        "full ASRFix-RL reaches 8.2%. Each row changes one setting of the full recipe."
    ),
    TableBlock(
        "Table 7: Ablations on PolyAccent-EN dev, 8B editor. Default: λ = 2.0, τ = 0.4, G = 8, β = 0, GRPO, SFT init, "
        "noise augmentation on.",
        (
            ("Variant", "Dev WER (%)", "Dev UIR"),
            ("ASRFix-RL (default)", "8.2", "0.5"),
            ("λ = 0 (WER only)", "8.5", "3.4"),
            ("λ = 0.5", "8.3", "1.6"),
            ("λ = 1.0", "8.2", "0.9"),
            ("λ = 4.0", "8.6", "0.3"),
            ("τ = 0.2", "8.3", "1.3"),
            ("τ = 0.6", "8.5", "0.4"),
            ("Penalty on all output words, not only edits", "8.9", "0.3"),
            ("Text-only penalty (every edited content word)", "9.4", "0.2"),
            ("G = 4 rollouts per prompt", "8.4", "0.6"),
            ("G = 16 rollouts per prompt", "8.1", "0.5"),
            ("KL penalty, β = 0.01", "8.4", "0.5"),
            ("KL penalty, β = 0.05", "8.9", "0.6"),
            ("PPO with a value head instead of GRPO", "8.4", "0.7"),
            ("RL from the instruction-tuned model", "9.0", "0.8"),
        ),
    ),
    Para(
        "Penalty weight and threshold. λ trades off the two measures smoothly up to λ = 2; at λ = 4 the editor becomes "
        "timid and WER rises. Lowering τ to 0.2 lets through edits that AlignConf is mildly unsure about and UIR "
        "rises to 1.3; raising it to 0.6 penalises too many correct edits of short function words, which receive low "
        "confidence because their aligned spans are brief."
    ),
    Para(
        "Where the penalty applies. Penalising all low-confidence output words, rather than only edits, produced the "
        "deletion behaviour anticipated in Section 4.3: the deletion rate rose from 2.1% to 3.6% of reference words. "
        "A text-only penalty that charges every edited content word, without consulting the audio, suppresses "
        "hallucination but also most useful edits."
    ),
    Para(
        "Optimisation. Sixteen rollouts per prompt help slightly, at twice the rollout cost. A KL penalty was not "
        "needed; at β = 0.05 it held the policy close to the over-editing SFT model. PPO with a learned value head "
        "was 0.2 points worse and used about 30% more memory. Starting RL from the instruction-tuned model rather "
        "than the SFT checkpoint converged more slowly and ended 0.8 points worse within the 400-step budget."
    ),
]

PAGE_12: list[Block] = [
    Heading("12 Training Dynamics"),
    Para(
        "Figure 1 tracks dev UIR during RL for the WER-only and the penalised reward. Both start from the same SFT "
        "checkpoint. The two curves separate within the first 50 steps, well before dev WER differs between the runs, "
        "which suggests that hallucination is learned early as a shortcut rather than late as a refinement."
    ),
    FigureBlock(
        "Figure 1: Dev UIR over 400 RL steps for the 8B editor. Black: RL with WER only (UIR rises from 1.5 at the SFT "
        "checkpoint to 3.4). Grey: ASRFix-RL (UIR falls from 1.5 to 0.5). Values scaled by 1/4.",
        "RL step",
        "dev UIR (scaled)",
        ((0.375, 0.525, 0.675, 0.775, 0.85), (0.375, 0.25, 0.175, 0.15, 0.125)),
    ),
    Para(
        "Mean reward under ASRFix-RL rose from 0.871 at step 0 to 0.914 at step 400, and the share of format "
        "violations fell below 0.1% after about 40 steps. The mean output length of the WER-only run drifted upwards "
        "throughout training, while that of ASRFix-RL stayed within 1% of the hypothesis length."
    ),
    Heading("13 Latency"),
    Para(
        "Post-editing adds a full LLM generation after recognition. We measure added latency per utterance on a single "
        "H100 at batch size 1 in bf16, over the PolyAccent-EN test set, whose utterances average 7.7 seconds of audio. "
        "Tern-ASR-L alone needs a median 142 ms per utterance on the same GPU (RTF 0.018)."
    ),
    TableBlock(
        "Table 8: Added latency per utterance (ms) after recognition, batch size 1. RTF includes recognition and is "
        "computed at the median.",
        (
            ("System", "Median", "p95", "RTF"),
            ("8-best rescoring (8B LM)", "41", "63", "0.024"),
            ("SFT-8B", "231", "498", "0.049"),
            ("ASRFix-RL-8B", "224", "471", "0.048"),
            ("  + copy speculation", "74", "158", "0.028"),
            ("  + copy speculation + AlignConf fallback", "93", "181", "0.031"),
            ("ASRFix-RL-3B", "98", "205", "0.031"),
            ("  + copy speculation", "39", "86", "0.023"),
        ),
    ),
]

PAGE_13: list[Block] = [
    Para(
        "Copy speculation is the most effective single change: because 93% of drafted tokens are accepted, the 8B "
        "editor's median added latency drops by a factor of three, to 74 ms, with byte-identical greedy output. The "
        "3B editor with copy speculation is 2 ms faster than rescoring at the median and slower only at the tail. "
        "The AlignConf fallback adds 19 ms at the median; it triggers on 2.4% of test utterances, leaves WER at 8.6% "
        "and lowers UIR from 0.5 to 0.2."
    ),
    FigureBlock(
        "Figure 2: Added latency of the 8B editor against input length in tokens. Black: plain greedy decoding "
        "(610 ms at 400 tokens). Dark grey: with copy speculation (220 ms at 400 tokens). Light grey: 8-best "
        "rescoring. Values in seconds.",
        "input length (tokens)",
        "added latency (s)",
        ((0.06, 0.19, 0.33, 0.47, 0.61), (0.03, 0.07, 0.12, 0.17, 0.22), (0.02, 0.04, 0.06, 0.08, 0.10)),
    ),
    Para(
        "Latency grows linearly with input length for all three systems (Figure 2), but speculation flattens the slope "
        "by about two thirds. We did not measure batched serving throughput or streaming operation, where the editor "
        "would have to act on partial hypotheses."
    ),
    Heading("14 Analysis"),
    Para(
        "Where edits help. Proper nouns and homophones are the categories the editor fixes best (44.2% and 41.0% of "
        "1-best errors in those categories); function words, the largest category, are fixed least often relative to "
        "their frequency. Disfluencies are the only category in which the SFT editor fixes more errors than ASRFix-RL, "
        "because references keep fillers that the RL editor hesitates to insert. Appendix F has the full breakdown."
    ),
    Para(
        "Utterance length. Relative WER reduction peaks for mid-length utterances and falls for the shortest ones, "
        "which give the editor too little context, and for the longest, where errors cluster in noisy stretches."
    ),
    FigureBlock(
        "Figure 3: Relative WER reduction of ASRFix-RL-8B against 1-best by reference length in characters. The peak, "
        "30.4%, is for references of 150 to 250 characters; the shortest bin gains 17.9%.",
        "reference length (characters)",
        "rel. WER reduction",
        ((0.179, 0.271, 0.304, 0.288, 0.236),),
    ),
]

PAGE_14: list[Block] = [
    Para(
        "Residual hallucinations. The 600 rated test utterances contain only four flagged ASRFix-RL outputs, so we "
        "additionally had a listener inspect 50 ASRFix-RL outputs on StreetNoise-Mix at 5 and 0 dB that contained "
        "hallucinated content. Of these, 31 involve babble noise, where a competing talker's words are genuinely present in the audio "
        "and therefore receive high alignment confidence. AlignConf checks whether a word is audible, not whether the "
        "target speaker said it. The other cases were mostly short inserted function words, which have brief spans "
        "and noisy confidence."
    ),
    Heading("15 Limitations"),
    Bullets(
        (
            "English only. All data are English; nothing here shows that AlignConf or the reward transfers to other "
            "languages or to code-switched speech.",
            "One recogniser. Every editor was trained and evaluated on Tern-ASR-L hypotheses. We expect the editors to "
            "be partly specialised to its error profile and did not test transfer to another recogniser.",
            "Two model sizes. We trained 3B and 8B editors only, and the 8B editor used LoRA rather than full "
            "fine-tuning; the size comparison therefore also compares two training regimes.",
            "Penalty blind spots. The penalty cannot tell the target speaker from a background talker, and it inherits "
            "AlignConf's weakness on very short words.",
            "Human evaluation scale. HHR rests on 600 utterances; differences below one point between systems are "
            "within the noise of that sample.",
            "Text-only editor. The editor never sees the audio. Audio-conditioned editors might need neither a penalty "
            "nor a separate aligner, and we have not compared against one.",
        )
    ),
    Heading("16 Ethics and Broader Impact"),
    Para(
        "Transcript editors are deployed in settings where fabricated words matter, such as clinical dictation, court "
        "reporting and captioning for deaf and hard-of-hearing users. Our results show that a better WER can hide a "
        "worse hallucination rate, and we encourage anyone deploying an LLM editor to report a hallucination measure "
        "next to WER. Editors also narrow, but do not remove, accent disparities; a system that is 20-30% better for "
        "every group is still roughly twice as error-prone for some groups as for others. PolyAccent-EN speakers "
        "consented to research use of their recordings; human raters were paid above the local minimum wage and could "
        "skip any recording. We do not release the editors' weights because the recogniser they were trained with is "
        "internal; we release AlignConf, the reward code and the StreetNoise-Mix recipe."
    ),
    Heading("17 Conclusion"),
    Para(
        "Rewarding WER alone teaches an LLM transcript editor to guess. Adding an audio-grounded penalty on edited "
        "words, computed by a small alignment confidence model, keeps the WER gains of RL, cuts hallucination to near "
        "the recogniser's own level and allows a reference-free safety check at inference. With copy speculation the "
        "cost is well under 100 ms per utterance."
    ),
]

PAGE_15: list[Block] = [
    Heading("References"),
    References(
        (
            "Aldana-Cruz, M., Pettersen, J., and Obuya, L. When the editor speaks for the speaker: content insertion in LLM-corrected transcripts. Proc. Interspeech, 2025.",
            "Brightwater, E. and Kowalczuk, T. Prompt-lookup drafting for near-copy generation tasks. arXiv:2507.11843, 2025.",
            "Castellanos-Vidal, R., Hume, D., and Arakaki, S. Minimum-risk sequence training revisited for attention encoder-decoders. Proc. ICASSP, 2024.",
            "Dunmore, K., Ilunga, P., and Sato, R. Self-reported accent labels and their discontents. Proc. LREC-COLING, 2024.",
            "Faraday-Ngata, H. and Liebermann, O. Group-normalised policy optimisation for short-output generation. arXiv:2509.02217, 2025.",
            "Kettering, A. and Luo, Z. Large language model rescoring of n-best lists at scale. Proc. ASRU, 2023.",
            "Oyelaran, T. and Brandt, S. Generative error correction with instruction-tuned language models. Proc. SLT, 2024.",
            "Quist, N. and Yamane, H. Hallucinations on silence: auditing end-to-end speech recognisers. Trans. ACL, 2025.",
            "Reinholt, G., Abara, C., Mendel, V., and Tsoi, K. Verifiable rewards beyond mathematics. arXiv:2511.04590, 2025.",
            "Szabo, E., Lindqvist, A., Okonjo, B., and Pradhan, M. HypoMerge: fusing n-best hypotheses with an LLM editor. Proc. ICASSP, 2025.",
            "Varga, I. and Ndlovu, S. CTC forced-alignment confidence as a hallucination detector. Proc. Interspeech, 2024.",
            "Whitcombe, L., Adeyemi, F., and Groot, P. Low-rank adapters for speech-adjacent language tasks. Findings of EMNLP, 2025.",
        )
    ),
    Heading("Appendix A: Hyperparameters"),
    Para(
        "Table A1 lists all training settings. Settings not listed (for example learning-rate warmup and AdamW "
        "moment coefficients) were left at the defaults of our training framework."
    ),
    TableBlock(
        "Table A1: Training settings. GPU-hours are H100 80GB hours per run, excluding AlignConf pre-training "
        "(about 300 GPU-hours, done once).",
        (
            ("Setting", "SFT (3B / 8B)", "RL 3B", "RL 8B"),
            ("Initialisation", "Corvid-*-Instruct", "SFT-3B", "SFT-8B"),
            ("Trainable weights", "full / LoRA r=64", "full", "LoRA r=64, alpha=128"),
            ("Learning rate", "1e-5 / 1e-4", "2e-6", "1e-5"),
            ("Batch", "64 sequences", "256 prompts x 8", "256 prompts x 8"),
            ("Length of training", "2 epochs", "400 steps", "400 steps"),
            ("KL coefficient β", "-", "0 (none)", "0 (none)"),
            ("Clip ratio ε", "-", "0.2", "0.2"),
            ("Rollouts per prompt G", "-", "8", "8"),
            ("Sampling temperature", "-", "1.0", "1.0"),
            ("Max new tokens", "256", "256", "256"),
            ("λ / τ / μ", "-", "2.0 / 0.4 / 1.0", "2.0 / 0.4 / 1.0"),
            ("Optimiser", "AdamW", "AdamW", "AdamW"),
            ("GPUs", "8 H100", "16 H100", "16 H100"),
            ("GPU-hours", "22 / 36", "170", "410"),
        ),
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix B: Prompt"),
    Para(
        "The 1-best prompt is reproduced below. The n-best variant replaces the hypothesis line with the eight beams, "
        "one per line, prefixed by their rank, and adds the sentence 'Hypotheses are ordered from most to least likely "
        "according to the recogniser.' The same prompt is used for zero-shot, few-shot, SFT and RL editors."
    ),
    Para(
        "System: You correct the output of a speech recogniser. Fix recognition errors only. Do not add words the "
        "speaker did not say. Do not paraphrase, summarise, complete sentences or correct the speaker's grammar. Keep "
        "fillers and repetitions if they appear to be spoken. If the transcript looks correct, return it unchanged. "
        "Answer with the corrected transcript between <fix> and </fix> and nothing else."
    ),
    Para("User: Transcript: {hypothesis}"),
    Heading("Appendix C: Full Per-Accent Results"),
    TableBlock(
        "Table A2: Per-accent results on PolyAccent-EN test, 8B editors. UIR per 1,000 reference words.",
        (
            ("Accent group", "Utts", "Hours", "1-best", "RL WER-only", "ASRFix-RL", "UIR WER-only", "UIR ASRFix"),
            ("General American", "2,140", "4.4", "7.4", "6.1", "5.9", "1.9", "0.3"),
            ("Southern British", "1,980", "4.1", "8.3", "6.6", "6.3", "2.2", "0.3"),
            ("Irish", "1,510", "3.2", "10.1", "7.6", "7.3", "2.9", "0.4"),
            ("Scottish", "1,460", "3.1", "14.2", "10.4", "10.0", "4.3", "0.7"),
            ("Nigerian", "1,720", "3.7", "15.9", "11.9", "11.5", "4.8", "0.8"),
            ("Kenyan", "1,390", "3.0", "13.0", "9.8", "9.5", "3.6", "0.6"),
            ("Indian", "1,810", "3.9", "12.8", "9.6", "9.3", "3.4", "0.5"),
            ("Singaporean", "1,470", "3.1", "14.6", "10.7", "10.4", "4.1", "0.6"),
            ("Filipino", "1,340", "3.0", "12.1", "9.0", "8.7", "3.1", "0.4"),
            ("All", "14,820", "31.5", "11.8", "8.9", "8.6", "3.3", "0.5"),
        ),
    ),
    Heading("Appendix D: Out-of-Domain Meetings"),
    Para(
        "MeetScribe was never used for training or model selection. Its far-field audio and overlapping talk make it "
        "much harder than PolyAccent-EN, and editing gains are correspondingly smaller."
    ),
    TableBlock(
        "Table A3: MeetScribe (6,240 utterances, 11.2 hours), 8B editors.",
        (
            ("System", "WER (%)", "Rel. (%)", "UIR"),
            ("ASR 1-best", "24.3", "-", "1.1"),
            ("8-best rescoring", "23.1", "-4.9", "1.0"),
            ("SFT", "22.8", "-6.2", "3.0"),
            ("RL, WER only", "22.0", "-9.5", "7.9"),
            ("ASRFix-RL", "21.4", "-11.9", "1.2"),
        ),
    ),
]

PAGE_17: list[Block] = [
    Heading("Appendix E: Noise Types at 0 dB"),
    TableBlock(
        "Table A4: StreetNoise-Mix at 0 dB SNR by noise type (750 utterances each), 8B editors. Means over the four "
        "types match the 0 dB column of Table 4.",
        (
            ("Noise type", "1-best WER", "ASRFix-RL WER", "UIR WER-only", "UIR ASRFix-RL"),
            ("Babble", "45.1", "41.9", "27.4", "5.6"),
            ("Traffic", "36.2", "31.0", "12.1", "2.3"),
            ("Cafe", "40.3", "36.0", "18.8", "3.6"),
            ("Music", "37.6", "31.9", "11.7", "2.1"),
        ),
    ),
    Heading("Appendix F: Error Categories"),
    Para(
        "We tagged every word error of the 1-best output on the test set (37,400 errors) with one category using "
        "part-of-speech tags, a name list and a homophone dictionary, and counted how many each 8B editor fixed and "
        "how many new errors it introduced in the same category."
    ),
    TableBlock(
        "Table A5: Per-category fixes (% of 1-best errors in the category) and introduced errors (counts), 8B editors.",
        (
            ("Category", "1-best errors", "Fixed SFT", "Fixed ASRFix", "Intro. SFT", "Intro. ASRFix"),
            ("Proper nouns", "6,910", "35.6", "44.2", "690", "230"),
            ("Numbers and units", "3,480", "30.1", "38.5", "310", "140"),
            ("Homophones", "5,260", "33.4", "41.0", "420", "180"),
            ("Function words", "11,820", "21.0", "23.2", "1,270", "610"),
            ("Inflection", "4,470", "25.7", "29.8", "480", "220"),
            ("Disfluencies", "2,330", "22.9", "18.7", "370", "190"),
            ("Other", "3,130", "20.8", "25.4", "237", "150"),
            ("All", "37,400", "27.0", "31.7", "3,777", "1,720"),
        ),
    ),
    Heading("Appendix G: Human Evaluation"),
    Para(
        "The 600 rated utterances were drawn from the test set, stratified by accent group and by whether the 1-best "
        "hypothesis contained an error. Each output was rated by three of eleven trained annotators who heard the "
        "audio, saw the output but not the system name, and marked any span they could not hear. Fleiss' kappa for the "
        "utterance-level judgement was 0.71. Outputs identical across systems were rated once and the label shared."
    ),
    Heading("Appendix H: AlignConf Calibration and an Independent Check"),
    TableBlock(
        "Table A6: AlignConf on InsertProbe. Precision and recall of flagging planted insertions; false flags as % of "
        "genuine words.",
        (
            ("Threshold τ", "Precision", "Recall", "False flags (%)"),
            ("0.2", "0.93", "0.61", "1.2"),
            ("0.4", "0.88", "0.82", "3.1"),
            ("0.6", "0.71", "0.91", "9.4"),
        ),
    ),
    Para(
        "Because UIR uses the reward model, we re-scored the test outputs with AlignConf-XL, a 310M-parameter aligner "
        "trained on separate data and never used in training. Its UIR is 1.7 for SFT-8B, 3.6 for the WER-only editor "
        "and 0.8 for ASRFix-RL-8B: the ordering is unchanged, though ASRFix-RL's advantage is somewhat smaller than "
        "under AlignConf itself."
    ),
]

PAPER = GeneratedPaper(
    file="asrfix_rl.pdf",
    title="ASRFix-RL: Rewarding Faithful LLM Post-Editing of Speech Recognition Transcripts",
    short_title="ASRFix-RL: Faithful RL Post-Editing of ASR Transcripts",
    authors="Linnea Haverkamp (1), Oluwaseun Adebayo-Reyes (2), Kenji Marufuji (1), Dalia Ferreira-Ostrowski (3), Tobias Endrizzi (2)",
    affiliations="(1) Vestfold Institute for Speech and Language   (2) Marrowgate University   (3) Kestrel Audio Research",
    stamp="arXiv:2603.11482v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "LLM editors that post-edit speech recognition transcripts lower word error rate (WER) but also insert words "
        "that nobody said. We present ASRFix-RL, which trains an editor with GRPO on a reward that combines "
        "utterance-level WER against the reference with a penalty on edited words that AlignConf, a 94M-parameter "
        "forced-alignment confidence model, cannot find in the audio. The penalty needs no reference, so it can also "
        "serve as a safety check at inference. On PolyAccent-EN, nine accent groups of English, an 8B editor trained "
        "with ASRFix-RL lowers WER from 11.8% to 8.6% (27.1% relative), ahead of 8-best rescoring (10.9%) and supervised "
        "post-editing (9.8%), and it keeps the human-judged hallucination rate at 0.7% of utterances against 3.1% for a "
        "WER-only reward. Gains are largest for Scottish English and smallest for General American, and they shrink "
        "under heavy noise, where the penalty matters most. Copying draft tokens from the hypothesis cuts the median "
        "added latency of the 8B editor to 74 ms per utterance."
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
