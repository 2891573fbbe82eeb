"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 42): reinforcement learning that teaches an LLM to de-identify clinical notes with tagger-recall, coding-utility and over-redaction rewards; every sentence, model, dataset and number is invented."""

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
    Heading("1 Background and Significance"),
    Para(
        "Free-text clinical notes hold most of what a hospital knows about its patients: the reasoning behind a "
        "diagnosis, the course of an admission, the social history that never reaches a structured field. Secondary "
        "use of these notes for research, quality improvement and model development is limited less by technology than "
        "by privacy. Under the Safe Harbor standard, a note may be shared outside the covered entity only after the "
        "removal of eighteen classes of identifiers, and in practice most institutions also require an expert review "
        "of residual re-identification risk. De-identification is therefore the gate through which almost every "
        "clinical text project passes, and the quality of that gate decides both how much privacy is protected and "
        "how much clinical signal survives."
    ),
    Para(
        "Two families of systems dominate deployed de-identification. Rule-based scrubbers combine regular "
        "expressions with dictionaries of names and places; they are transparent and need no annotated data, but "
        "they miss identifiers that do not match a pattern and they routinely redact clinical words that happen to "
        "look like names, such as eponymous syndromes. Supervised sequence taggers, trained on a few thousand "
        "annotated notes, reach higher recall but inherit the label distribution of the institution and note types "
        "they were trained on, and each new site needs new annotation. Instruction-tuned large language models (LLMs) "
        "promise a third route, since they read context the way an annotator does, yet when prompted to redact they "
        "paraphrase, drop sentences and occasionally invent text, which is unacceptable for a record that must stay "
        "faithful to the original."
    ),
    Para(
        "What all three families lack is a training signal that reflects the two costs of de-identification at "
        "once. A missed identifier is a privacy failure; a masked diagnosis, dose or laboratory value is a "
        "utility failure that silently degrades every downstream study. Annotated corpora measure the first cost "
        "only, and they are expensive to build: at our institution, gold annotation of a single discharge summary"
        " takes a trained annotator about a quarter of an hour."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "We ask whether an LLM can be taught to de-identify by reinforcement learning (RL) alone, without gold "
        "redactions for the training notes, by rewarding it for three properties that a privacy officer and a "
        "clinical researcher would both check. The first is recall: every identifier that an automatic PHI tagger "
        "finds in the original note must be masked in the output. The second is utility: a downstream model that "
        "assigns diagnosis codes should predict the same codes from the redacted note as from the original. The "
        "third is restraint: clinical content must not be masked, and text outside the masked spans must be "
        "reproduced verbatim. None of these signals needs a human label at training time, so the policy can be "
        "trained on any unlabelled pool of notes inside the institution's secure environment."
    ),
    Para(
        "The resulting system, RedactRL, is a LoRA-adapted 8B-parameter instruction model trained with group-"
        "relative policy optimization on 18,400 unlabelled notes from one academic health system. We evaluate it "
        "against a long-running rule-based scrubber, a supervised encoder tagger, the PHI tagger that provides its "
        "own reward, prompted LLMs and an LLM fine-tuned on gold redactions, on a doubly annotated test set and on "
        "an external set from a second hospital."
    ),
    Para("Our contributions are the following."),
    Bullets(
        (
            "A composite reward for de-identification that combines category-weighted recall from a PHI tagger run "
            "at a high-recall operating point, diagnosis-coding agreement as a utility signal, a graded penalty for "
            "over-redaction and a hard gate against fabricated or deleted text.",
            "Evidence that the RL policy exceeds the recall of the tagger that supervises it (98.4% against 97.0% "
            "strict span recall) while masking fewer clinical tokens, and that it outperforms supervised fine-"
            "tuning on 3,400 gold-annotated notes.",
            "A double-annotation study of 750 notes, an external validation on 400 emergency department notes, a "
            "blinded clinician review, and an error analysis of every identifier the final model missed.",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "Rule-based and hybrid scrubbers. The earliest de-identification systems were cascades of patterns and "
        "lexicons tuned on local notes (Okonkwo-Hale et al., 2019). Later hybrids placed a statistical tagger "
        "behind the rules to catch names and locations that no pattern anticipates (Brandauer and Li, 2020). Rule "
        "systems remain popular because their behaviour is auditable, and we include one, in production use at our "
        "partner hospital for six years, as a baseline."
    ),
    Para(
        "Supervised taggers. Token classification with recurrent and later transformer encoders became the "
        "dominant approach once shared annotated corpora appeared (Delacroix and Wen, 2020; Marquardt et al., "
        "2022). Their weakness is transfer: recall on a new institution's notes drops by several points, "
        "especially for locations and for identifiers in unusual formats (Ferreira-Batista et al., 2023). "
        "Surrogate substitution, which replaces detected identifiers with realistic fakes so that missed ones hide "
        "among them, lowers the residual risk of the misses but does not raise recall itself (Sørli and Nakagawa, "
        "2021)."
    ),
    Para(
        "Utility of de-identified text. Several studies have asked whether models trained on de-identified notes "
        "perform as well as those trained on the originals, generally finding small losses for classification and"
        " larger ones for temporal reasoning, where shifted or masked dates remove the ordering of events "
        "(Iwuchukwu and Tran, 2022; Pellegrini et al., 2023). These studies treat utility as something to measure"
        " after de-identification. We instead make a utility measure part of the training objective, with the "
        "caveat, discussed in Section 5.4, that a single coding task captures only part of what researchers need "
        "from a note."
    ),
]

PAGE_3: list[Block] = [
    Para(
        "LLMs for de-identification. Prompted LLMs have been evaluated as zero-shot redactors with mixed results: "
        "high recall on names, poor consistency on dates and identifiers, and frequent rewording of the surrounding "
        "text (Adeyemi et al., 2024; Harcourt and Lindqvist, 2025). Fine-tuning on gold redactions fixes most of the "
        "formatting problems but again requires annotated notes from the target site (Veldhuis et al., 2025)."
    ),
    Para(
        "RL with model-based rewards. RL from automatically computed rewards is now routine for reasoning and code, "
        "where a verifier checks the final answer. Privacy-oriented rewards have been explored for text "
        "anonymisation outside medicine, where a re-identification classifier acts as an adversary (Quist and "
        "Morawetz, 2024). To our knowledge no prior work has combined a privacy reward with a clinical utility "
        "reward from a downstream coding model, or studied how such a policy behaves relative to the tagger that "
        "rewards it."
    ),
    Heading("3 Methods"),
    Heading("3.1 Task formulation"),
    Para(
        "Given a note x, the model must return a redacted note y that is identical to x except that each span of "
        "protected health information (PHI) is replaced by one of six typed placeholders: [NAME], [DATE], "
        "[LOCATION], [ID], [CONTACT] and [AGE>89]. For evaluation we group the eleven fine-grained PHI types of our "
        "annotation guideline into five categories: Names (patients, relatives, clinicians), Dates (all date "
        "elements more specific than the year, and times attached to them), Locations (facilities, departments "
        "named after places, streets, cities and postal codes), IDs (record, account, accession, device and "
        "licence numbers) and Other (telephone and fax numbers, e-mail and web addresses, and ages above 89). Notes "
        "longer than 2,048 tokens are split at paragraph boundaries into chunks of at most 2,048 tokens, each "
        "redacted independently."
    ),
    Heading("3.2 Data sources and cohort"),
    Para(
        "All notes come from the Harbourview Health System, a 1,100-bed academic system, and were written between "
        "January 2016 and December 2022. We sampled four note types: discharge summaries, progress notes, radiology "
        "reports and consultation notes. From these we built four disjoint collections, with no patient appearing "
        "in more than one (Table 1). An external set of emergency department notes came from Northgate Community "
        "Hospital, an unaffiliated 240-bed hospital, written between 2021 and 2023."
    ),
    Para(
        "Sampling was stratified by note type and by year. We excluded notes shorter than 50 tokens, scanned "
        "documents converted by optical character recognition, and notes of patients who had opted out of "
        "research use under the health system's policy. HDC-Pool covers 11,930 distinct patients; HDC-Gold covers"
        " 742 patients, so a handful of patients contribute two notes, always within the same split."
    ),
    TableBlock(
        "Table 1: Corpora used in this study. Tokens are counted with the policy tokenizer. HDC, Harbourview "
        "De-identification Corpus. PHI spans are counted after adjudication.",
        (
            ("Collection", "Notes", "Tokens", "PHI spans", "Annotation", "Use"),
            ("HDC-Pool", "18,400", "21.3M", "-", "none", "RL prompts"),
            ("HDC-Sup", "3,400", "3.9M", "94,210", "single", "tagger, supervised baselines"),
            ("HDC-Gold dev", "150", "0.17M", "4,236", "double", "model selection"),
            ("HDC-Gold test", "600", "0.69M", "16,812", "double", "evaluation"),
            ("Northgate-ED", "400", "0.21M", "6,204", "single + 20% double", "external validation"),
        ),
    ),
]

PAGE_4: list[Block] = [
    Heading("3.3 Annotation and agreement study"),
    Para(
        "The 750 notes of HDC-Gold were annotated independently by two credentialed health information management "
        "professionals, each with at least five years of release-of-information experience, using a 38-page "
        "guideline adapted from the Safe Harbor identifier list. Disagreements were adjudicated by a physician "
        "informaticist who saw both annotations but not the annotators' identities. Annotation took a mean of 14.2 "
        "minutes per note (SD 6.9). We measured inter-annotator agreement as strict span-level F1 between the two "
        "annotators and as Cohen's κ over tokens, overall and per category, and we also report each annotator's "
        "agreement with the adjudicated reference. HDC-Sup was annotated once by one of four annotators under the "
        "same guideline. For Northgate-ED, a single annotator labelled all 400 notes and a second annotator "
        "labelled a random 80 of them."
    ),
    Para(
        "The guideline treats the names of clinicians as PHI, although the Safe Harbor list does not strictly "
        "require it, because at a health system of this size a clinician's name narrows the encounter to a "
        "service and often a ward. A year on its own is not PHI, but a year inside a full date is masked together"
        " with the date. Ages of 89 and below are kept; ages above 89 are masked with [AGE>89]."
    ),
    Heading("3.4 Reward design"),
    Para("The reward for a completion y of note x has three graded terms and a gate:"),
    Para("R(x, y) = λ_r · Rec(x, y) + λ_u · U(x, y) − λ_o · O(x, y)   if G(x, y) = 1,   and R(x, y) = −1 otherwise,"),
    Para(
        "with λ_r = 1.0, λ_u = 0.5 and λ_o = 1.5 in all main experiments. The weights were chosen on the dev set "
        "with the 3B policy (Section 4.6); we did not retune them for the 8B policy."
    ),
    Para(
        "Tagger recall. The recall term uses PHIScope, a 350M-parameter encoder tagger that we trained on HDC-Sup. "
        "Let S(x) be the set of spans that PHIScope detects in x, each with category c(s) and weight w(s). A span "
        "is credited if all of its characters fall inside placeholders of y and its surface string does not occur "
        "anywhere else in y. A correctly placed placeholder of the wrong type earns half credit. To catch PHI that "
        "the policy copies into a new position, we also run PHIScope on y itself and count each residual detection "
        "outside placeholders as an additional miss. Writing m(y) for the weight of these residual detections,"
    ),
    Para("Rec(x, y) = Σ_{s∈S(x)} w(s) · credit(s, y) / ( Σ_{s∈S(x)} w(s) + m(y) ),"),
    Para(
        "with w = 1.5 for Names and IDs and w = 1.0 for the other categories, reflecting their higher "
        "re-identification value. A key design choice is the operating point of the tagger. PHIScope is calibrated "
        "for a decision threshold of 0.5, at which it reaches 97.2% strict span recall and 94.1% precision on the "
        "dev set. Inside the reward we run it at a threshold τ = 0.2, where its recall rises to 98.1% and its "
        "precision falls to 81.7%. The low threshold makes the recall term demand more than the tagger itself "
        "would redact; the over-redaction penalty, described next, is what keeps the policy from simply accepting "
        "every low-confidence span."
    ),
    Para(
        "Coding utility. The utility term uses CodeLens, a 410M-parameter long-context encoder that predicts "
        "encounter-level ICD-10-CM codes over the 1,000 most frequent codes at Harbourview, trained on 212,000 "
        "historical notes with billing codes. For a note x we take the set of codes C(x) whose predicted "
        "probability exceeds 0.35, and define U(x, y) = F1(C(y), C(x)), the F1 agreement between the codes "
        "predicted from the redacted and the original note. When C(x) is empty, which happens for 7.9% of chunks, "
        "we set U = 1 if C(y) is also empty and U = 0 otherwise. The utility term needs no gold codes: it rewards "
        "the policy for leaving unchanged whatever the coder relies on."
    ),
]

PAGE_5: list[Block] = [
    Para(
        "Over-redaction. Let K(x) be the tokens of x that are not inside any tagger span at τ = 0.2. We split K(x) "
        "into clinical tokens, those that match ClinLex, a 212,000-entry local lexicon of problems, procedures, "
        "medications, anatomy and laboratory tests, plus every numeric token inside a vital sign or laboratory "
        "result, and the remaining ordinary tokens. With ρ_clin and ρ_oth the fractions of each group that y "
        "masks,"
    ),
    Para("O(x, y) = ρ_clin + 0.25 · ρ_oth."),
    Para(
        "The penalty is deliberately asymmetric. Masking a medication name or a potassium value destroys clinical "
        "content and is penalised in full; masking an ordinary word that the tagger did not flag is penalised only "
        "a quarter as much, because such a word is sometimes a true identifier the tagger missed. This asymmetry "
        "is what allows the policy to redact identifiers beyond the tagger's reach, a point we return to in "
        "Section 5.2."
    ),
    Para(
        "Faithfulness gate. A redaction that rewrites the note is worse than useless, because it corrupts the "
        "clinical record in ways that are hard to detect. We align y to x with a token-level diff in which each "
        "placeholder may absorb any contiguous run of tokens. The gate G(x, y) is 1 only if fewer than 1% of the "
        "tokens of x are deleted outside placeholders, fewer than 1% of the tokens of y are inserted outside "
        "placeholders, and every placeholder belongs to the six allowed types. Completions that fail the gate "
        "receive a reward of −1 regardless of their other terms. In evaluation, we call a note fabricated if its "
        "redaction fails the same gate."
    ),
    Heading("3.5 Policy optimization"),
    Para(
        "The policy π_θ is Tessera-8B-Instruct, a decoder-only instruction model with 8.0B parameters and a "
        "32,768-token context window; a smaller variant, Tessera-3B-Instruct, is used for the 3B policy and for "
        "the reward-weight sweep. Before RL, each policy receives a short format warm-up: 250 steps of supervised "
        "training on 2,000 synthetic notes from SynthNote, a template generator that fills invented clinical "
        "narratives with surrogate identifiers, so that the policy learns the placeholder syntax without seeing "
        "any real annotation. No HDC note is used in the warm-up."
    ),
    Para(
        "We then optimise the policy with group relative policy optimization (GRPO). For each prompt x we sample a "
        "group of G = 8 completions y_1, ..., y_G from the current policy and normalise their rewards within the "
        "group:"
    ),
    Para("A_i = ( R(x, y_i) − mean_j R(x, y_j) ) / ( std_j R(x, y_j) + δ ),   with δ = 1e-4."),
    Para("The policy maximises the clipped surrogate"),
    Para(
        "J(θ) = E_x [ (1/G) Σ_i (1/|y_i|) Σ_t min( r_{i,t}(θ) · A_i , clip(r_{i,t}(θ), 1 − ε, 1 + ε) · A_i ) ] "
        "− β · KL( π_θ || π_ref ),"
    ),
    Para(
        "where r_{i,t}(θ) is the ratio of the probabilities that the current and the sampling policy assign to "
        "token t of y_i, and ε = 0.2. We set β = 0 in all main runs, so no reference model is kept in memory; the "
        "faithfulness gate already anchors the output to the input far more tightly than a KL penalty could, and a "
        "run with β = 0.01 is reported as an ablation. Groups in which all eight completions receive the same "
        "reward contribute no gradient; in the last third of training this applied to 23% of groups, mostly short "
        "radiology chunks with a single date."
    ),
    Para(
        "The prompt (Appendix B) states the placeholder inventory, asks the model to copy everything else "
        "verbatim and contains no examples. The policy is trained with LoRA adapters on all attention and MLP "
        "projections of the frozen base model."
    ),
    Para(
        "Computing the reward requires one PHIScope pass and one CodeLens pass over each completion, since the "
        "tagger spans and predicted codes of the original chunk are cached. Reward computation took about 9% of "
        "the wall-clock time of a training step, with rollout generation taking 64% and the policy update the "
        "rest."
    ),
]

PAGE_6: list[Block] = [
    Heading("3.6 Comparison systems"),
    Para(
        "We compare RedactRL with six systems, all run inside the same secure environment. Hosted commercial LLMs "
        "were excluded because the study protocol did not permit notes to leave the institution."
    ),
    Bullets(
        (
            "Scrubline, the rule-based scrubber in production at Harbourview since 2019: 1,140 regular expressions, a "
            "dictionary of 2.1 million personal names and 46,000 place names, and an allow-list of 9,300 clinical "
            "eponyms and drug names maintained by the health system's data office.",
            "Encoder-CRF, a 340M-parameter clinical encoder with a conditional random field output layer, trained on "
            "HDC-Sup for 20 epochs; the supervised tagger baseline.",
            "PHIScope at τ = 0.5, the reward tagger used directly as a redactor at its calibrated threshold.",
            "Tessera-8B-Instruct prompted zero-shot with the RedactRL prompt, and with five in-context examples of "
            "synthetic redacted notes (5-shot).",
            "SFT-8B, Tessera-8B-Instruct with LoRA adapters of the same rank as RedactRL, fine-tuned for three "
            "epochs on the 3,400 gold redactions of HDC-Sup; this is the strongest baseline and uses the same "
            "annotated data that trained PHIScope.",
        )
    ),
    Para(
        "RedactRL is trained at two sizes, 3B and 8B. All LLM systems decode greedily at evaluation. For a given "
        "system, a span is counted as redacted when all of its characters are covered by placeholders, whatever "
        "the system's own span boundaries."
    ),
    Heading("3.7 Outcome measures and statistical analysis"),
    Para(
        "The primary outcome was strict span-level recall of PHI on the HDC-Gold test set, chosen before any "
        "test-set evaluation because a missed identifier is the failure with legal consequences. Secondary "
        "outcomes were span-level precision and F1; the over-redaction rate, defined as the percentage of non-PHI "
        "reference tokens masked by the system; coding retention, the micro-F1 of CodeLens against the gold "
        "billing codes on redacted notes divided by its micro-F1 on the original notes (0.612 on the test set); "
        "the percentage of notes with at least one leaked name; and the percentage of fabricated notes. Note that "
        "coding retention is measured against gold billing codes, whereas the training reward compares predicted "
        "codes only."
    ),
    Para(
        "We report 95% confidence intervals (CIs) from a non-parametric bootstrap over notes with 10,000 "
        "resamples, so that the correlation between spans in the same note is respected. Differences between "
        "systems are tested with a paired bootstrap over notes; for the pre-specified primary comparison, "
        "RedactRL-8B against SFT-8B, we report the two-sided p-value directly, and for the family of secondary "
        "comparisons we apply the Holm correction and report adjusted p-values. Clinician ratings were compared "
        "with the Wilcoxon signed-rank test. Agreement between clinician raters is summarised by Krippendorff's α "
        "for ordinal data. Statistical significance was set at α = 0.05. Unless noted otherwise, results for "
        "RedactRL are from the first of three training seeds, and the seed-to-seed standard deviation is given in "
        "Supplementary Table S4."
    ),
    Heading("3.8 Implementation"),
    Para(
        "Adapters have rank 64 and scaling α = 128. We use AdamW with a peak learning rate of 2e-5 for the 8B policy, 30 warm-up steps, "
        "cosine decay to 10% of the peak and no weight decay. Each RL step takes 64 prompts and samples eight "
        "completions per prompt at temperature 1.0, for 512 completions per step, with a maximum completion "
        "length of 2,400 tokens. We train for 1,200 steps, about 3.1 passes over the 24,630 chunks of HDC-Pool, "
        "and take the last checkpoint. Training runs on 16 H100 80GB GPUs in two nodes of the hospital's research "
        "enclave, two of which serve PHIScope and CodeLens. The 8B run took 26 hours of wall-clock time (416 "
        "GPU-hours), the 3B run 9.5 hours (152 GPU-hours). Appendix A lists the complete configuration."
    ),
]

PAGE_7: list[Block] = [
    Heading("4 Results"),
    Heading("4.1 Main comparison"),
    Para(
        "Table 2 summarises the test-set results. RedactRL-8B reached a strict span recall of 98.4% (95% CI 98.2 to "
        "98.6), against 96.7% (96.4 to 97.0) for SFT-8B, an absolute difference of 1.7 percentage points (95% CI "
        "1.3 to 2.1; p < 0.001). It missed 272 of the 16,812 reference spans, against 548 for SFT-8B. Its "
        "precision of 95.6% was also the highest of all systems, so the gain in recall did not come from "
        "redacting more aggressively: the over-redaction rate fell from 0.8% for SFT-8B to 0.7%."
    ),
    TableBlock(
        "Table 2: De-identification results on the HDC-Gold test set (600 notes, 16,812 PHI spans). Recall, "
        "precision and F1 are strict span-level percentages; Over-red., percentage of non-PHI tokens masked; "
        "Coding ret., CodeLens micro-F1 on redacted notes relative to original notes.",
        (
            ("System", "Params", "Recall (95% CI)", "Prec.", "F1", "Over-red.", "Coding ret."),
            ("Scrubline (rules)", "-", "91.9 (91.4-92.4)", "79.8", "85.4", "6.3", "90.2"),
            ("Encoder-CRF (supervised)", "340M", "96.6 (96.3-96.9)", "95.0", "95.8", "0.9", "98.1"),
            ("PHIScope, τ = 0.5", "350M", "97.0 (96.7-97.3)", "93.9", "95.4", "1.3", "97.6"),
            ("Tessera-8B zero-shot", "8B", "88.4 (87.7-89.1)", "84.6", "86.5", "3.8", "93.4"),
            ("Tessera-8B 5-shot", "8B", "91.2 (90.6-91.8)", "88.1", "89.6", "2.9", "95.0"),
            ("SFT-8B", "8B", "96.7 (96.4-97.0)", "95.3", "96.0", "0.8", "98.3"),
            ("RedactRL-3B (ours)", "3B", "97.6 (97.3-97.9)", "94.2", "95.9", "1.0", "98.0"),
            ("RedactRL-8B (ours)", "8B", "98.4 (98.2-98.6)", "95.6", "97.0", "0.7", "98.9"),
        ),
    ),
    Para(
        "Coding retention was 98.9% for RedactRL-8B against 98.3% for SFT-8B (difference 0.6 points, 95% CI 0.1 "
        "to 1.1; Holm-adjusted p = 0.04). Scrubline lost almost a tenth of coding performance, largely because it "
        "masked eponymous diagnoses and drug names absent from its allow-list. Prompted LLMs were the weakest "
        "neural systems: the zero-shot model missed 11.6% of identifiers, and 3.2% of its redactions failed the "
        "faithfulness gate, most often because it summarised or reordered a paragraph. The 5-shot prompt reduced "
        "fabrication to 1.8% of notes but did not close the gap to the fine-tuned systems."
    ),
    Para(
        "Leakage at the note level tells the same story. The share of test notes with at least one leaked name was "
        "7.5% (45 notes) for RedactRL-8B, 17.2% (103 notes) for SFT-8B and 39.8% for Scrubline. Four notes redacted "
        "by RedactRL-8B (0.7%) failed the faithfulness gate, against three for SFT-8B (0.5%); in all four the "
        "policy had deleted a repeated header line rather than inserted new text."
    ),
    Para(
        "Throughput is the price of these gains. On one H100 GPU with batched greedy decoding, RedactRL-8B "
        "redacted a test note in a mean of 11.8 seconds, against 4.6 seconds for RedactRL-3B, 0.09 seconds for "
        "Encoder-CRF and 0.4 seconds for Scrubline on a single CPU core. At the 8B rate, the 1.9 million notes "
        "that Harbourview releases for research each year would need about 6,200 GPU-hours of inference."
    ),
    Para(
        "The ranking of systems did not depend on how recall was aggregated. Token-level recall was 99.1% for "
        "RedactRL-8B and 98.0% for SFT-8B, and the mean of per-note recall, which weights every note equally "
        "regardless of how many identifiers it holds, was 98.6% and 97.0% respectively."
    ),
]

PAGE_8: list[Block] = [
    Para(
        "RedactRL-8B also exceeded PHIScope, the tagger that supplied its recall reward, by 1.4 points of recall "
        "(95% CI 1.0 to 1.8; adjusted p < 0.001) while achieving higher precision (95.6% against 93.9%). The 3B "
        "policy fell between Encoder-CRF and SFT-8B in F1 but its recall "
        "(97.6%) was above that of every baseline, at a cost of 152 GPU-hours of RL. We did not train RedactRL at sizes above 8B."
    ),
    Heading("4.2 Results by PHI category"),
    Para(
        "Table 3 breaks recall down by category. Dates, the most frequent category with 7,305 spans, were the "
        "easiest for every system; even Scrubline reached 97.6%. Locations were the hardest: Scrubline recalled "
        "only 80.3% of them and the supervised systems between 90.7% and 92.0%. RedactRL-8B raised location recall "
        "to 95.4%, the largest gain over SFT-8B of any category (3.4 points, 95% CI 2.3 to 4.5; adjusted p < "
        "0.001). The Other category, dominated by telephone numbers and ages above 89, remained the weakest for all "
        "systems, although it holds only 465 spans and its intervals are correspondingly wide."
    ),
    TableBlock(
        "Table 3: Strict span recall (%) by PHI category on the HDC-Gold test set. n, number of reference spans. "
        "95% CIs for RedactRL-8B in parentheses.",
        (
            ("Category", "n", "Scrubline", "Encoder-CRF", "SFT-8B", "RedactRL-3B", "RedactRL-8B"),
            ("Names", "4,912", "89.2", "96.9", "97.1", "98.0", "98.8 (98.5-99.1)"),
            ("Dates", "7,305", "97.6", "98.4", "98.2", "98.6", "99.1 (98.9-99.3)"),
            ("Locations", "1,986", "80.3", "90.7", "92.0", "93.6", "95.4 (94.4-96.3)"),
            ("IDs", "2,144", "93.5", "97.2", "96.8", "98.1", "98.9 (98.4-99.3)"),
            ("Other", "465", "71.6", "88.0", "89.9", "90.9", "93.1 (90.6-95.3)"),
            ("All", "16,812", "91.9", "96.6", "96.7", "97.6", "98.4 (98.2-98.6)"),
        ),
    ),
    Para(
        "Per-category precision and over-redaction rates are given in Supplementary Table S2. Precision on Names "
        "was the lowest of the five categories for every neural system, because eponyms such as the name of a "
        "sign or a syndrome share their surface form with surnames; RedactRL-8B reached 93.8% precision on Names "
        "against 92.1% for SFT-8B. The category weights in the recall term, which value Names and IDs at 1.5, "
        "plausibly account for part of the gain on IDs: a run with uniform weights lost 0.9 points of ID recall on "
        "the dev set, though only 0.3 points overall (Section 4.6)."
    ),
    Para(
        "Across note types (Supplementary Table S1), the advantage of RedactRL-8B over SFT-8B was largest for "
        "consultation notes, which contain the most free-form social history and therefore the most names of "
        "relatives and places, and smallest for radiology reports, whose identifiers are mostly dates and "
        "accession numbers in fixed positions."
    ),
    Para(
        "Placeholder types were almost always right. Of the reference spans that RedactRL-8B masked, 98.7% were "
        "masked with the placeholder of the correct category, against 99.1% for SFT-8B; the most common confusion"
        " was [ID] written for a telephone extension, which the guideline assigns to [CONTACT]. Recall did not "
        "depend strongly on note length: across length quartiles, RedactRL-8B ranged from 98.9% for the shortest "
        "notes to 97.9% for the longest, which are split into the most chunks and lose context at chunk "
        "boundaries."
    ),
    Para(
        "The gap between the 3B and the 8B policy was concentrated in Locations (1.8 points) and Other (2.2 "
        "points), the two categories whose recognition depends most on context beyond the span itself."
    ),
]

PAGE_9: list[Block] = [
    Heading("4.3 Annotator agreement"),
    Para(
        "Across the 750 doubly annotated notes, the two annotators agreed on 0.956 strict span F1 (token-level "
        "Cohen's κ = 0.948), and 1,412 of the 21,048 adjudicated spans were marked differently by the two "
        "annotators. Agreement was near ceiling for Names and Dates and clearly lower for Locations and Other "
        "(Table 4). Three sources accounted for most disagreements: whether a department named after a place "
        "counts as a location (31% of disagreements), whether the first names of relatives inside quoted speech "
        "should be masked (17%), and how much of a time expression attached to a date belongs to the span (14%)."
    ),
    TableBlock(
        "Table 4: Agreement study on HDC-Gold. A1 and A2 are the two annotators; Adj., the adjudicated reference. "
        "Span F1 is strict. Annotator columns use all 750 notes; the RedactRL-8B column uses the 600 test notes.",
        (
            ("Category", "A1-A2 span F1", "A1-A2 κ", "A1-Adj. F1", "A2-Adj. F1", "RedactRL-8B-Adj. F1"),
            ("Names", "0.981", "0.975", "0.992", "0.987", "0.974"),
            ("Dates", "0.972", "0.966", "0.988", "0.981", "0.981"),
            ("Locations", "0.883", "0.871", "0.947", "0.921", "0.932"),
            ("IDs", "0.958", "0.949", "0.983", "0.972", "0.978"),
            ("Other", "0.826", "0.809", "0.921", "0.894", "0.887"),
            ("All", "0.956", "0.948", "0.979", "0.969", "0.970"),
        ),
    ),
    Para(
        "The agreement of RedactRL-8B with the adjudicated reference (0.970 span F1) lies within the range of the "
        "two human annotators (0.969 and 0.979). We caution against reading this as human-level de-identification: "
        "the annotators worked from a guideline whose edge cases the model never saw, and in the categories where "
        "humans disagree most, Locations and Other, the model's agreement with the reference lay between the two "
        "annotators rather than above them. On the 80 doubly annotated Northgate-ED notes, inter-annotator span F1 "
        "was 0.941."
    ),
    Heading("4.4 External validation"),
    Para(
        "On the 400 emergency department notes from Northgate Community Hospital, whose templates, abbreviations "
        "and identifier formats differ from those at Harbourview, all systems lost recall. RedactRL-8B reached "
        "96.9% (95% CI 96.4 to 97.4) against 93.8% (93.2 to 94.4) for SFT-8B, a difference of 3.1 points "
        "(adjusted p < 0.001), so the gap between the two roughly doubled out of distribution. Northgate's "
        "eight-digit visit numbers, which follow a prefix that never occurs at Harbourview, caused most of the "
        "supervised systems' losses on IDs. The full external comparison, including Scrubline and both encoder "
        "taggers, is given in Supplementary Table S3."
    ),
    Heading("4.5 Clinician review"),
    Para(
        "Three clinicians, an internist, an emergency physician and a clinical pharmacist, rated 200 randomly "
        "chosen test notes redacted by both SFT-8B and RedactRL-8B, presented in random order without system "
        "labels, on a five-point scale for whether the redacted note preserved everything needed to understand "
        "the clinical course. Mean ratings were 4.52 for RedactRL-8B and 4.31 for SFT-8B (p = 0.003, Wilcoxon "
        "signed-rank on per-note means), with Krippendorff's α = 0.68 across raters."
    ),
    Para(
        "In free-text comments, raters most often faulted SFT-8B for masking the names of referring services and "
        "named scores, and RedactRL-8B for masking a family relation together with the relative's name ('her "
        "[NAME]' instead of 'her daughter [NAME]'), a pattern that occurred in 9 of the 200 notes."
    ),
]

PAGE_10: list[Block] = [
    Heading("4.6 Ablations"),
    Para(
        "Table 5 removes or changes one component at a time, for the 8B policy on the HDC-Gold dev set with a "
        "single seed. Each term of the reward earns its place. Without the over-redaction penalty the policy "
        "pushed recall to 99.0% but masked 4.6% of non-PHI tokens, and coding retention fell to 93.8%. With the "
        "recall term alone it learned a degenerate strategy: from about step 300 it masked any sentence containing "
        "a capitalised word, reaching 99.4% recall at an over-redaction rate of 14.1% and coding retention of "
        "81.6%. Removing the utility term mattered less for over-redaction than removing the penalty, but it cost "
        "2.8 points of coding retention, mostly through masked laboratory values that ClinLex does not cover."
    ),
    TableBlock(
        "Table 5: Ablations of RedactRL-8B on the HDC-Gold dev set (150 notes, 4,236 PHI spans), one seed. "
        "Fabr., percentage of notes failing the faithfulness gate.",
        (
            ("Variant", "Recall", "Over-red.", "Coding ret.", "Fabr."),
            ("Full reward (λ_r = 1, λ_u = 0.5, λ_o = 1.5)", "98.2", "0.8", "98.7", "0.7"),
            ("No utility term (λ_u = 0)", "98.5", "1.9", "95.9", "0.7"),
            ("No over-redaction penalty (λ_o = 0)", "99.0", "4.6", "93.8", "1.3"),
            ("Recall term only", "99.4", "14.1", "81.6", "2.0"),
            ("No faithfulness gate", "98.1", "0.9", "98.4", "6.0"),
            ("Uniform category weights", "97.9", "0.8", "98.8", "0.7"),
            ("Tagger at τ = 0.5 in reward", "97.3", "0.6", "99.0", "0.7"),
            ("KL penalty, β = 0.01", "97.6", "0.8", "98.9", "0.0"),
            ("G = 4 rollouts per prompt", "97.7", "0.9", "98.5", "0.7"),
            ("G = 16 rollouts per prompt", "98.3", "0.8", "98.8", "0.7"),
            ("PPO with value head instead of GRPO", "97.9", "0.9", "98.6", "1.3"),
        ),
    ),
    Para(
        "The faithfulness gate was the component that kept the output usable as a record: without it 6.0% of dev "
        "notes were fabricated, almost all through silent deletion of boilerplate. Running the tagger at its "
        "calibrated threshold inside the reward cost 0.9 points of recall, which supports the high-recall "
        "operating point. A KL penalty of 0.01 eliminated fabrication on the dev set but also cost 0.6 points of "
        "recall. Doubling the group to 16 rollouts gave 0.1 points for twice the sampling cost, and PPO with a "
        "learned value head needed 1.7 times the GPU-hours of GRPO for a slightly worse result."
    ),
    Para(
        "Reward weights. We swept λ_o from 0 to 4 in steps of 0.5 with the 3B policy for 600 steps each, keeping "
        "λ_r and λ_u fixed (Figure 2). Missed PHI and over-redaction move in opposite directions, and λ_o = 1.5 "
        "sits at the point beyond which further increases bought little precision for a steady loss of recall. A "
        "coarser sweep of λ_u over {0, 0.25, 0.5, 1.0} placed the best coding retention at 0.5 and 1.0, with 1.0 "
        "costing 0.4 points of recall; we kept 0.5."
    ),
    Para(
        "Warm-up. Starting RL directly from Tessera-8B-Instruct without the synthetic format warm-up was "
        "unstable: 61% of completions in the first 20 steps failed the gate, and two of three seeds collapsed "
        "into copying the input unchanged, a local optimum that earns no recall but avoids the −1 penalty."
    ),
    Para(
        "All ablations use a single seed, and the seed-to-seed standard deviation of dev recall for the full "
        "configuration was 0.15 points, so differences of a few tenths of a point in Table 5 should not be "
        "over-interpreted."
    ),
]

PAGE_11: list[Block] = [
    Heading("4.7 Training dynamics"),
    Para(
        "Figure 1 shows the three reward terms during the 8B run. Tagger recall rose fastest, from 0.86 at the "
        "warm-up checkpoint to 0.975 by step 600, after which it gained only one further point. Over-redaction "
        "first rose slightly in the opening 100 steps, as the policy discovered that masking more earned recall, "
        "and then fell steadily once groups began to contain completions that achieved the same recall with fewer "
        "masked tokens. The share of completions that failed the faithfulness gate fell from 11.4% in the first "
        "50 steps to under 1% after step 250."
    ),
    FigureBlock(
        "Figure 1: Mean reward terms per training step for RedactRL-8B (seed 1), smoothed over 50 steps. Black: "
        "tagger recall Rec, rising from 0.86 to 0.985. Grey: coding utility U, rising from 0.91 to 0.977, and "
        "over-redaction O, falling from 0.061 at the start to 0.010 at step 1,200. The horizontal axis shows "
        "steps divided by three.",
        "training step (x3)",
        "reward term",
        (
            (0.86, 0.93, 0.962, 0.975, 0.981, 0.984, 0.985),
            (0.91, 0.93, 0.955, 0.968, 0.974, 0.976, 0.977),
            (0.061, 0.042, 0.024, 0.016, 0.012, 0.011, 0.010),
        ),
    ),
    Para(
        "Mean completion length tracked the input length closely throughout, with a ratio of output to input "
        "tokens of 0.97 at the end of training; the 3% shortfall is the placeholders, which are shorter than the "
        "identifiers they replace. The entropy of the policy fell by 38% over training, less than we expected "
        "without a KL penalty, which we attribute to the gate: once the policy must reproduce the input, the "
        "only freedom left is where to place placeholders."
    ),
    Para(
        "We also looked for exploitation of the tagger. Among 500 completions sampled at step 1,200 we found no "
        "case in which the policy respelled an identifier, for example by inserting spaces, to evade residual "
        "detection; any such edit counts as an insertion and would fail the gate."
    ),
    FigureBlock(
        "Figure 2: Reward-weight sweep with RedactRL-3B on the dev set (600 steps per run). Horizontal axis: λ_o "
        "times 100, from 0 to 4.0. Black: missed PHI rate (1 − recall) times 10, from 1.1% at λ_o = 0 to 5.6% at "
        "λ_o = 4.0. Grey: over-redaction rate times 10, from 4.9% at λ_o = 0 to 0.5% at λ_o = 4.0. At the chosen "
        "λ_o = 1.5 the two rates were 2.4% and 1.0%.",
        "λ_o (x100)",
        "rate (x10)",
        (
            (0.11, 0.16, 0.21, 0.24, 0.28, 0.34, 0.41, 0.49, 0.56),
            (0.49, 0.26, 0.15, 0.10, 0.08, 0.07, 0.06, 0.055, 0.05),
        ),
    ),
]

PAGE_12: list[Block] = [
    Heading("4.8 Error analysis"),
    Para(
        "Two reviewers examined all 272 reference spans that RedactRL-8B missed on the test set and a random 300 of "
        "its 761 false-positive spans, and assigned each to one cause by consensus (Table 6). Among misses, the "
        "largest group was locations embedded in the names of facilities or services, such as a clinic named "
        "after the town it serves, which the policy treated as a service name. Ambiguous names, surnames that are "
        "also common nouns, adjectives or drug names, came second. Partial masking, in which the policy masked a "
        "name but left a middle initial or masked a date but left the time attached to it, accounted for 17.3%. On review, 41 "
        "of the misses (15.1%) were not PHI at all but annotation errors in the reference, most of them clinician "
        "initials in a signature line that the guideline excludes."
    ),
    TableBlock(
        "Table 6: Causes of errors of RedactRL-8B on the HDC-Gold test set. Misses: all 272 missed reference spans. "
        "False positives: a random sample of 300 of 761.",
        (
            ("Cause", "Count", "%"),
            ("Misses", "", ""),
            ("Location inside a facility or service name", "61", "22.4"),
            ("Ambiguous name (common word, drug, adjective)", "52", "19.1"),
            ("Partial masking of a span", "47", "17.3"),
            ("Reference annotation error", "41", "15.1"),
            ("Date in a relative or unusual format", "29", "10.7"),
            ("Age above 89 or contact detail in prose", "24", "8.8"),
            ("ID broken across a line or table cell", "18", "6.6"),
            ("False positives (sample)", "", ""),
            ("Eponymous disease, sign or procedure", "91", "30.3"),
            ("Score or vital sign in a date-like format", "54", "18.0"),
            ("Brand name of a drug or device", "47", "15.7"),
            ("True PHI missing from the reference", "44", "14.7"),
            ("Generic place word (home, shelter, facility)", "39", "13.0"),
            ("Other", "25", "8.3"),
        ),
    ),
    Para(
        "Among false positives, eponyms were the leading cause, followed by blood pressures and murmur grades "
        "written with a slash, which resemble dates. Forty-four of the sampled false positives (14.7%) were "
        "identifiers that the annotators had missed, so the reported precision is a lower bound; if the same "
        "share held across all 761, about 112 of them would be true PHI. We did not re-adjudicate the reference "
        "for the main results, to keep the comparison fair to systems whose outputs were not reviewed."
    ),
    Para(
        "Not all misses carry the same risk. Of the 59 names RedactRL-8B missed, 21 were patient names, 26 were "
        "clinician names and 12 were names of relatives or other contacts; 14 of the 21 patient names were a "
        "first name alone in nursing-style prose."
    ),
]

PAGE_13: list[Block] = [
    Heading("5 Discussion"),
    Heading("5.1 Principal findings"),
    Para(
        "An LLM trained by RL with rewards from two automatic models and a lexicon, and with no gold redaction of "
        "any training note, de-identified clinical notes with higher recall than a supervised LLM trained on 3,400 "
        "gold-annotated notes, while preserving more of the information that a diagnosis-coding model uses. The "
        "advantage held in every PHI category, was largest for locations, and roughly doubled on an external "
        "hospital's notes. Clinicians preferred its redactions, and its agreement with the adjudicated reference "
        "fell within the range of two experienced human annotators."
    ),
    Heading("5.2 Why the policy exceeds its tagger"),
    Para(
        "A policy rewarded by a tagger would be expected to inherit the tagger's misses. Three design choices "
        "explain why it did not. First, the tagger runs inside the reward at a high-recall threshold, so the "
        "reward asks for more than the tagger would deliver as a redactor. Second, the over-redaction penalty is "
        "graded: clinical tokens are protected strongly and ordinary tokens only weakly, so masking a true "
        "identifier the tagger missed costs the policy little, while masking a drug name costs it a lot. Third, "
        "the policy brings the contextual knowledge of an instruction-tuned LLM: it can tell that a capitalised "
        "word after 'lives with her sister' is a name even when the tagger's confidence is low. Consistent with "
        "this account, 58% of the spans that RedactRL-8B recalled and PHIScope at τ = 0.5 missed had tagger "
        "scores between 0.2 and 0.5, and the rest had no tagger detection at all."
    ),
    Heading("5.3 Implications for practice"),
    Para(
        "For institutions, the most practical property of the approach is that the expensive part, annotation, "
        "is confined to training the tagger, while the LLM can be adapted to new note types or a new site by "
        "running RL on unlabelled local notes. We have not tested that adaptation here; our external validation "
        "used the Harbourview-trained policy unchanged. The faithfulness gate should be retained in any "
        "deployment even after training, as an output check that routes failing notes to the rule-based system "
        "or to manual review."
    ),
    Para(
        "The annotation economics are worth stating plainly. HDC-Sup cost roughly 800 annotator-hours and served "
        "two purposes here, training PHIScope and training SFT-8B. RedactRL used it only indirectly, through the "
        "tagger, and the supplementary SFT→RL variant suggests that the two sources of supervision are "
        "complementary rather than interchangeable (Supplementary Table S4)."
    ),
    Heading("5.4 Limitations"),
    Para(
        "This study has several limitations. All training data and the reward models came from a single health "
        "system, and the external set was small and limited to emergency department notes. The recall term can "
        "only be as good as PHIScope at τ = 0.2, whose own recall on the dev set was 98.1%; identifier types the "
        "tagger never detects are invisible to the reward. The utility term relies on one coding model and one "
        "task, and preserving diagnosis codes does not guarantee that other secondary uses, such as timeline "
        "extraction or social determinants research, are equally well served. We replaced identifiers with typed "
        "placeholders and did not evaluate surrogate generation. Finally, recall on a reference set is not the "
        "same as re-identification risk; we did not conduct a motivated-intruder test, and the residual leakage "
        "of 7.5% of notes with at least one leaked name means that RedactRL output still requires the expert "
        "determination that any de-identified release would."
    ),
    Para(
        "We studied English notes only, and only the narrative text of each note; identifiers in structured "
        "headers and in embedded images were outside scope. The clinician review covered 200 notes and one notion"
        " of adequacy, and raters could sometimes infer which system produced a note from its characteristic "
        "errors, which may have weakened blinding."
    ),
]

PAGE_14: list[Block] = [
    Heading("6 Ethics, IRB Approval and Broader Impact"),
    Para(
        "The study was approved by the Calderwood University Institutional Review Board (protocol CU-IRB-2024-0917) "
        "with a waiver of informed consent, as a minimal-risk retrospective study, and by the Harbourview Health "
        "System data governance committee. Northgate Community Hospital contributed notes under a separate data use "
        "agreement approved by its own review board. All notes, annotations, model training and evaluation remained "
        "inside the Harbourview research enclave; no note or model output was transmitted to an external service, "
        "and the clinicians and annotators were bound by the health system's confidentiality agreements. Because "
        "models trained on identified notes can memorise and reproduce identifiers, we do not release the RedactRL, "
        "PHIScope or CodeLens weights. De-identification tools lower the barrier to sharing clinical text; a system "
        "that is wrongly trusted could expose patients, and we recommend that RedactRL be used only as one stage of "
        "a process that includes human review and a formal risk determination."
    ),
    Heading("7 Data Availability"),
    Para(
        "The Harbourview and Northgate notes contain protected health information and cannot be shared. Summary "
        "statistics, the annotation guideline and the ClinLex term list will be released on publication. A "
        "synthetic companion set, HDC-Synth, of 600 notes that mirror the structure of the test set with surrogate "
        "identifiers and invented clinical content, is available to researchers under a data use agreement, "
        "together with the training code, the reward implementation and the evaluation scripts."
    ),
    Heading("8 Conclusion"),
    Para(
        "Rewarding a language model for recall measured by a tagger, for agreement of a coding model and for "
        "restraint measured against a clinical lexicon, and refusing any reward to outputs that alter the note, "
        "produced a de-identifier that surpassed both its own tagger and supervised fine-tuning. Reinforcement "
        "learning lets an institution spend its annotation budget on a small tagger and leave the rest to "
        "unlabelled notes."
    ),
    Heading("Funding, Contributions and Competing Interests"),
    Para(
        "This work was supported by the Calderwood University Clinical Data Science Fund and by an infrastructure"
        " grant from the Harbourview Health System. IVM and TW designed the study; NOL and SKB led data "
        "extraction and annotation; HS implemented the reward models; LMR performed the statistical analysis. All"
        " authors revised the manuscript. The authors declare no competing interests."
    ),
    Heading("References"),
    References(
        (
            "Adeyemi, T., Castellanos, R., and Pohl, S. Prompted language models as zero-shot redactors of clinical "
            "text: a multi-site evaluation. Journal of Clinical Text Informatics, 6(2):114-129, 2024.",
            "Brandauer, J. and Li, M. Patterns first, statistics second: a hybrid scrubber for inpatient notes. "
            "Proceedings of the Applied Medical Informatics Conference, 2020.",
            "Delacroix, P. and Wen, Y. Recurrent sequence taggers for protected health information in discharge "
            "summaries. Workshop on Clinical Language Processing, 2020.",
            "Ferreira-Batista, L., Holm, E., Oduya, C., and Strand, P. How far do de-identification taggers travel? "
            "Cross-institution transfer of PHI recognition. Methods in Health Data Science, 3:41-58, 2023.",
            "Harcourt, V. and Lindqvist, A. Faithfulness failures of instruction-tuned models in clinical redaction. "
            "Findings of the Health NLP Symposium, 2025.",
            "Iwuchukwu, O. and Tran, H. Does de-identification hurt? Downstream model performance on scrubbed "
            "clinical notes. Journal of Biomedical Text Analytics, 9(3):301-315, 2022.",
        )
    ),
]

PAGE_15: list[Block] = [
    References(
        (
            "Marquardt, K., Osei, B., Tanabe, R., et al. Transformer encoders for token-level de-identification of "
            "clinical narratives. Journal of Clinical Text Informatics, 4(1):12-27, 2022.",
            "Okonkwo-Hale, R., Brandt, M., and Sørli, K. Rule cascades for scrubbing identifiers from free-text "
            "clinical records. Journal of Clinical Informatics Methods, 11:203-219, 2019.",
            "Pellegrini, A., Moss, J., and Haugen, T. Temporal reasoning after date shifting in clinical corpora. "
            "Proceedings of the Medical NLP Conference, 2023.",
            "Quist, H. and Morawetz, D. Adversarial rewards for text anonymisation with language models. "
            "Proceedings of the Privacy in Language Technology Workshop, 2024.",
            "Sørli, K. and Nakagawa, E. Surrogate substitution and the residual risk of missed identifiers. Health "
            "Data Privacy Review, 2(4):77-90, 2021.",
            "Veldhuis, M., Arslan, Y., and Kimura, D. Fine-tuning open language models for site-specific clinical "
            "de-identification. Proceedings of the Medical NLP Conference, 2025.",
        )
    ),
    Heading("Appendix A: Training Configuration"),
    Para(
        "Table A1 lists the configuration of the two RedactRL runs. Both use the same reward, prompt and data; only "
        "the base model and the resources differ. Settings not listed follow the defaults of our training library."
    ),
    TableBlock(
        "Table A1: RedactRL training configuration.",
        (
            ("Setting", "RedactRL-3B", "RedactRL-8B"),
            ("Base model", "Tessera-3B-Instruct", "Tessera-8B-Instruct"),
            ("Format warm-up", "250 steps, lr 1e-5", "250 steps, lr 1e-5"),
            ("Algorithm", "GRPO", "GRPO"),
            ("LoRA rank / scaling α", "64 / 128", "64 / 128"),
            ("Optimizer", "AdamW, no weight decay", "AdamW, no weight decay"),
            ("Peak learning rate", "3e-5", "2e-5"),
            ("Schedule", "30 warm-up steps, cosine to 10%", "30 warm-up steps, cosine to 10%"),
            ("Prompts per step", "64", "64"),
            ("Rollouts per prompt (G)", "8", "8"),
            ("Completions per step", "512", "512"),
            ("Clip ratio ε", "0.2", "0.2"),
            ("KL coefficient β", "0 (none)", "0 (none)"),
            ("Rollout temperature", "1.0", "1.0"),
            ("Max completion length", "2,400 tokens", "2,400 tokens"),
            ("RL steps", "1,200", "1,200"),
            ("Reward weights λ_r / λ_u / λ_o", "1.0 / 0.5 / 1.5", "1.0 / 0.5 / 1.5"),
            ("Tagger threshold τ in reward", "0.2", "0.2"),
            ("GPUs", "16 H100 80GB", "16 H100 80GB"),
            ("Wall-clock time", "9.5 h", "26 h"),
            ("GPU-hours", "152", "416"),
        ),
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix B: Policy Prompt"),
    Para(
        "The system prompt below is used for warm-up, RL and evaluation, for RedactRL and for the prompted "
        "baselines; the 5-shot baseline appends five synthetic examples after it. The note chunk follows in the "
        "user turn between the markers shown."
    ),
    Para(
        '"You are a de-identification system for clinical notes. Copy the note below exactly, character for '
        "character, except that you replace every piece of protected health information with one of these "
        "placeholders: [NAME] for the name of any person; [DATE] for any date element more specific than the year, "
        "and any time attached to it; [LOCATION] for any facility, street, city, postal code or other place; [ID] "
        "for any record, account, accession, device, licence or other identifying number; [CONTACT] for any "
        "telephone or fax number, e-mail or web address; [AGE>89] for any age above 89. Do not redact diagnoses, "
        "medications, procedures, test results or anatomical terms, even when they contain a person's name. Do "
        'not add, remove, reorder or rephrase anything else. Output only the redacted note. <note> ... </note>"'
    ),
    Heading("Appendix C: Supplementary Tables"),
    TableBlock(
        "Supplementary Table S1: Strict span recall (%) by note type on the HDC-Gold test set.",
        (
            ("Note type", "Notes", "PHI spans", "SFT-8B", "RedactRL-8B", "Difference (95% CI)"),
            ("Discharge summary", "210", "7,854", "97.0", "98.5", "1.5 (1.0-2.0)"),
            ("Progress note", "180", "4,102", "96.9", "98.4", "1.5 (0.9-2.1)"),
            ("Radiology report", "120", "1,577", "98.3", "98.9", "0.6 (0.0-1.2)"),
            ("Consultation note", "90", "3,279", "95.1", "97.9", "2.8 (2.0-3.6)"),
        ),
    ),
    TableBlock(
        "Supplementary Table S2: Strict span precision (%) by PHI category and over-redaction rate on the HDC-Gold test set.",
        (
            ("Category", "Encoder-CRF", "SFT-8B", "RedactRL-8B"),
            ("Names", "91.6", "92.1", "93.8"),
            ("Dates", "97.9", "98.2", "98.4"),
            ("Locations", "90.4", "91.5", "92.6"),
            ("IDs", "96.2", "96.9", "97.3"),
            ("Other", "93.7", "94.0", "95.1"),
            ("Over-redaction rate", "0.9%", "0.8%", "0.7%"),
        ),
    ),
    TableBlock(
        "Supplementary Table S3: External validation on Northgate-ED (400 notes, 6,204 PHI spans). Recall with "
        "95% CI; Prec., precision; Over-red., over-redaction rate.",
        (
            ("System", "Recall (95% CI)", "Prec.", "Over-red.", "Fabr. notes"),
            ("Scrubline", "88.7 (87.9-89.5)", "74.3", "7.4%", "0.0%"),
            ("Encoder-CRF", "93.1 (92.5-93.7)", "91.2", "1.3%", "0.0%"),
            ("PHIScope, τ = 0.5", "94.0 (93.4-94.6)", "89.8", "1.7%", "0.0%"),
            ("SFT-8B", "93.8 (93.2-94.4)", "92.4", "1.2%", "1.0%"),
            ("RedactRL-8B", "96.9 (96.4-97.4)", "93.5", "1.1%", "0.8%"),
        ),
    ),
    TableBlock(
        "Supplementary Table S4: Seed variation and an SFT-initialised variant on the HDC-Gold test set (mean "
        "± SD over three seeds). SFT→RL starts RL from SFT-8B instead of the format warm-up.",
        (
            ("System", "Recall", "Prec.", "Over-red.", "Coding ret."),
            ("RedactRL-8B", "98.3 ± 0.15", "95.5 ± 0.2", "0.7 ± 0.05", "98.8 ± 0.1"),
            ("SFT→RL-8B", "98.6 ± 0.1", "96.0 ± 0.2", "0.6 ± 0.05", "99.0 ± 0.1"),
        ),
    ),
]

PAPER = GeneratedPaper(
    file="phideid_rl.pdf",
    title=(
        "RedactRL: Teaching a Language Model to De-identify Clinical Notes with Tagger-Recall, Coding-Utility and "
        "Over-Redaction Rewards"
    ),
    short_title="RedactRL: Reinforcement Learning for Clinical Note De-identification",
    authors=(
        "Ingrid Valdés-Mora (1), Tobias Wrenfield (1), Nkechi Obiora-Lane (2), Haruto Sekimori (3), "
        "Lena Marchetti-Ruiz (1), Samuel K. Boateng (2)"
    ),
    affiliations=(
        "(1) Department of Biomedical Informatics, Calderwood University School of Medicine   "
        "(2) Clinical Data Office, Harbourview Health System   (3) Sekiya Institute for Medical AI"
    ),
    stamp="arXiv:2603.07719v1  [cs.CL]  11 Mar 2026",
    abstract=(
        "Objective: To train a large language model to remove protected health information (PHI) from clinical "
        "notes without gold redactions for its training notes, while preserving clinical content. Materials and "
        "Methods: We trained RedactRL, an 8B-parameter instruction model with LoRA adapters, by group relative "
        "policy optimization on 18,400 unlabelled notes. The reward combines category-weighted recall of a PHI "
        "tagger, agreement of a diagnosis-coding model between the original and the redacted note, a graded "
        "penalty for masking clinical and ordinary text, and a gate that rejects any output that adds or deletes "
        "text. We compared it with a rule-based scrubber, a supervised encoder tagger, prompted models and "
        "supervised fine-tuning on 3,400 annotated notes, on a doubly annotated test set of 600 notes (16,812 PHI "
        "spans) and on 400 emergency department notes from a second hospital. Results: RedactRL reached a strict "
        "span recall of 98.4% (95% CI 98.2-98.6) against 96.7% (96.4-97.0) for supervised fine-tuning (p < 0.001), "
        "with a precision of 95.6%, an over-redaction rate of 0.7% and a coding retention of 98.9%. It exceeded the "
        "recall of its own reward tagger by 1.4 points. Inter-annotator agreement was 0.956 span F1. On the "
        "external set, recall was 96.9% against 93.8%. Conclusion: Reinforcement learning from automatic privacy "
        "and utility signals can produce a de-identifier that outperforms supervised training on local annotations."
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
    ),
)
