"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 45): reinforcement learning of a language model that drafts and revises commercial contract clauses, rewarded by a rule-based clause checker and a lawyer-preference model, with a study in which practising lawyers rate the drafts; every sentence, model, dataset and number is invented."""

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
        "Commercial contracting is, for most practising lawyers, less a matter of inventing new provisions than of "
        "adapting familiar ones: an indemnity is narrowed to third-party claims, a liability cap is tied to the fees "
        "paid in the preceding twelve months, a termination right is given a cure period, a data-processing clause is "
        "brought into line with the parties' actual roles. Each of these adaptations is small, but each is also a place "
        "where a draft can go quietly wrong (a carve-out that swallows the cap, a cross-reference to a clause that no "
        "longer exists, a cure period stated twice with two different lengths). The errors that matter in practice are "
        "rarely grammatical; they are errors of allocation and consistency, and they are often invisible to a reader "
        "who does not hold the commercial deal in mind."
    ),
    Para(
        "General-purpose language models now produce contract language that is fluent and, to a non-specialist, "
        "persuasive. Whether such language is fit to be sent to a counterparty is a different question. Earlier studies "
        "with practising lawyers (discussed in Section 2) suggest that between a third and a half of generated clauses "
        "require substantive correction, and that fluency is a poor predictor of legal soundness. This paper asks "
        "whether a drafting model can be trained to make fewer of the errors that lawyers care about, using two "
        "complementary sources of feedback: a rule-based clause checker that encodes explicit drafting requirements, "
        "and a learned preference model trained on comparisons made by lawyers."
    ),
    Para(
        "The two signals are deliberately different in kind. The checker is precise but narrow: it can verify that a "
        "limitation-of-liability clause states a cap, that the cap is expressed in a currency or by reference to a fee "
        "base, and that the excluded categories of loss are defined, but it cannot say whether the clause is well "
        "judged for the client. The preference model is broad but noisy: it reflects what lawyers tended to prefer "
        "when shown two drafts side by side, including matters of style and emphasis that no rule captures, yet it "
        "inherits the biases of any learned reward (most visibly, as we show in Section 6.3, a preference for longer "
        "text). Our working hypothesis, which the results support only in part, is that combining the two signals "
        "yields drafts that are both more reliably compliant and more acceptable to lawyers than either signal alone."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "We study four clause families that account for a large share of negotiation effort in technology and services "
        "agreements: indemnity, limitation of liability, termination, and data protection. The drafting model (which we "
        "call ClauseRL) is trained in episodes of two turns. In the first turn it drafts or revises a clause from a "
        "structured instruction (a term sheet, or a counterparty draft with the client's position); in the second it "
        "receives the checker's diagnostics in natural language and may revise its own draft. Reward is computed on the "
        "final text. We train policies at two sizes, 3 and 13 billion parameters, and compare them with supervised "
        "fine-tuning, direct preference optimisation on the same lawyer comparisons, and a prompted commercial-style "
        "model. The evaluation has two parts: automatic measures on a held-out set of 1,200 drafting tasks, and a study "
        "in which twelve practising lawyers from four jurisdictions rated 300 drafts without knowing which system had "
        "produced them."
    ),
    Para("Our contributions are as follows."),
    Bullets(
        (
            "A clause checker of 142 rules across the four clause families (97 hard and 45 soft rules), with a validation "
            "of its hard-rule flags against annotations by qualified lawyers (Section 3.2).",
            "A reward that combines checker compliance, a lawyer-preference model (LexPref-7B) and a length penalty, "
            "optimised in draft-and-revise episodes with a shaping term that rewards self-correction (Sections 3.3 to 3.5).",
            "An evaluation of 3B and 13B policies against three baselines on 1,200 tasks, with a breakdown by clause type, "
            "task type and governing law, and an ablation of each reward component (Sections 5.1, 5.2 and 5.4).",
            "A blinded study with twelve practising lawyers, reporting acceptability, legal correctness, clarity and "
            "fidelity to the instruction, together with an error analysis by clause type and a discussion of professional "
            "responsibility (Sections 5.3, 6 and 8).",
        )
    ),
    Para(
        "We want to be clear at the outset about what the study does not show. It does not show that any system "
        "drafts as well as a lawyer: the human reference clauses were rated acceptable more often than any model "
        "output. It does not establish that the improvements carry over to clause types, languages or legal systems we "
        "did not test. And because the checker is used both as a training signal and as an evaluation measure, the "
        "automatic pass rates overstate the improvement that a lawyer would perceive; we quantify this gap with a set "
        "of held-out rules in Section 5.1."
    ),
    Heading("2 Related Work"),
    Heading("2.1 Contract generation and drafting assistance"),
    Para(
        "Work on generating contract text predates large language models, but most early systems assembled clauses from "
        "templates with slot filling and offered little flexibility beyond the template's variables (Kowalczyk and Dunne, "
        "2021). Retrieval over precedent banks was a natural next step. Alder and Sørensen (2023) retrieved similar "
        "clauses from a bank of 61,000 provisions and conditioned a 1.4B-parameter generator on them; they report an "
        "improvement of 4.2 points in clause-level overlap with reference drafts, but in a small review by two lawyers "
        "they also found that 23% of generated clauses contained an incorrect or dangling cross-reference, a failure mode "
        "we also observe (Section 6.1)."
    ),
    Para(
        "The most directly comparable evaluation is that of Okafor et al. (2024), who asked four lawyers to rate clauses "
        "produced by a 7B model fine-tuned on 40,000 clauses. They found 61% of clauses usable with minor edits, but "
        "inter-rater agreement on usability was low (Cohen's κ = 0.31), which the authors attribute to differences in "
        "practice area rather than to noise. Our study adopts their binary acceptability question almost verbatim, while "
        "adding graded scales and requiring that at least one rater per draft be qualified in the governing law. "
        "Lindqvist and Park (2025) studied revision rather than drafting: given a counterparty's markup, their system "
        "proposed a response, and lawyers accepted 44% of proposals without change. We include revision tasks for this "
        "reason, although (as Section 6.4 shows) they remain harder for every system we evaluate."
    ),
]

PAGE_3: list[Block] = [
    Heading("2.2 Rule-based and knowledge-based contract analysis"),
    Para(
        "There is a long tradition in legal informatics of representing contractual obligations formally, for example as "
        "deontic statements over parties and events (Petrov and Haddad, 2022). Such representations support consistency "
        "checking but are expensive to build and brittle against the variation of real drafting. Closer to our checker "
        "is LEXCHECK (Brandt and Wu, 2023), a rule engine of 88 rules for non-disclosure agreements that reports "
        "precision of 0.91 and recall of 0.74 on flagged defects. Their rules are written over a shallow parse of the "
        "clause, as ours are, and we borrowed their distinction between rules that indicate a defect and rules that "
        "indicate a departure from preferred style. Other rule systems target regulatory compliance, e.g. checking "
        "processing agreements against a statutory list of mandatory terms (Ibekwe and Strand, 2023; Vasquez-Ortiz et al., 2024); the latter's reported "
        "coverage of 17 mandatory elements is the starting point for our data-protection rules. To our knowledge no "
        "previous rule system has been used as a reward in policy optimisation for legal drafting."
    ),
    Heading("2.3 Learning from verifiers and from preferences"),
    Para(
        "Reinforcement learning from human preferences (RLHF) trains a reward model on pairwise comparisons and "
        "optimises a policy against it, usually with a KL penalty towards a reference policy (Hartwell et al., 2022). "
        "Direct preference optimisation (DPO) removes the explicit reward model and the sampling loop (Sandoval and "
        "Mirza, 2023). In the legal domain, Ramírez et al. (2025) trained a DPO model on 5,200 comparisons by "
        "employment lawyers and report a win-rate gain of 9.4 points over supervised fine-tuning as judged by a held-out "
        "reward model, but they did not conduct a study with lawyers. Programmatic verifiers, such as unit tests in code "
        "generation, provide an alternative reward that is harder to game. Yamada et al. (2024) combined a verifier with "
        "a learned reward for code and found 12% fewer failing tests than with the learned reward alone, at the cost of a "
        "small drop in human-rated readability; our ablations show a similar trade-off (Section 5.4). Feld et al. (2025) "
        "document the length bias of domain-specific reward models, reporting that a clinical reward model preferred the "
        "longer response in 68% of pairs that annotators had judged equivalent."
    ),
    Para(
        "Multi-turn training in which a model receives feedback and revises its output has been explored for "
        "mathematics and code (Brennan and Adeyemi, 2024), where revision gains of 3 to 6 points are typical. We are not "
        "aware of its use for legal text, where the feedback is itself natural language and may be partly wrong."
    ),
    Heading("2.4 Evaluation with legal professionals"),
    Para(
        "Studies with practising lawyers are expensive and therefore small. A review by Achterberg and Núñez (2024) of "
        "27 such studies found a median of six participating lawyers and noted that fewer than half reported any measure "
        "of agreement. Agreement, when reported, tends to be moderate: values of Krippendorff's α between 0.35 and 0.60 "
        "are common for graded quality scales. We report agreement where the design allows it and say explicitly where "
        "it does not (Section 4.5). We also follow the recommendation of Achterberg and Núñez that a lawyer-drafted "
        "reference be included among the rated items, so that model ratings can be read against the ratings that the "
        "same raters give to professional work."
    ),
    Heading("3 Method"),
    Heading("3.1 Task formulation"),
    Para(
        "Each task x consists of a clause type c ∈ {indemnity, limitation of liability, termination, data protection}, a "
        "governing law g, a party perspective (supplier or customer), and one of two instruction forms. In a drafting "
        "task, the instruction is a term sheet: a short list of the commercial points to be reflected (for instance, "
        '"cap: 150% of fees paid in prior 12 months; carve-outs: confidentiality, data protection, wilful misconduct"). '
        "In a revision task, the instruction is a counterparty draft together with a note of the client's position on "
        "each disputed point, and the model must return a revised clause. The output y is the clause text. Defined terms "
        "used elsewhere in the agreement are listed in the instruction, so that the model can refer to them without "
        "inventing them."
    ),
]

PAGE_4: list[Block] = [
    Para(
        "The distinction between the two instruction forms matters more than it might appear. A drafting task rewards "
        "completeness: the model must cover every point of the term sheet. A revision task rewards restraint: a good "
        "revision changes what the client's position requires and leaves the rest of the counterparty's language alone "
        "(lawyers on the other side notice, and object to, gratuitous rewriting). We did not attempt to encode this "
        "second property in the checker, and we return to it in Section 6.4."
    ),
    Heading("3.2 The clause checker"),
    Para(
        "The checker is a set of 142 rules written by two of the authors, both qualified lawyers, with review by a third "
        "practitioner who did not otherwise take part in the project. Each rule applies to one clause type and inspects "
        "a shallow analysis of the clause (sentence segmentation, defined-term spans, numeric expressions, and "
        "cross-references resolved against the defined-term list). Rules are either hard, meaning that a violation is a "
        "defect that a reviewing lawyer would be expected to correct (for example, a liability cap that is stated without "
        "any amount or fee base), or soft, meaning that a violation is a departure from preferred drafting practice (for "
        'example, the use of "best endeavours" where the term sheet says "reasonable endeavours"). Table 11 in '
        "Appendix D gives examples of both kinds."
    ),
    Para(
        "There are 38 rules for indemnity, 31 for limitation of liability, 29 for termination and 44 for data "
        "protection. Of the 97 hard rules, 18 were withheld from the training reward and are used only at evaluation "
        "time, as a check on over-fitting to the rules the policy was trained against; the remaining 79 hard rules and "
        "all 45 soft rules enter the reward. A clause passes the checker if it violates no hard rule (including the "
        "held-out ones); soft violations do not prevent a pass."
    ),
    Para(
        "To validate the hard rules, the two lawyer-authors independently annotated 400 clauses (100 per type, drawn "
        "from the outputs of all systems on the development set) for the defects that the rules are meant to detect, "
        "resolving disagreements by discussion. Against these annotations the checker's hard-rule flags have a precision "
        "of 0.93 and a recall of 0.81. Most missed defects were ones that depend on the wider agreement (for instance, a "
        "carve-out that is harmless in isolation but conflicts with an exclusive-remedy provision elsewhere), which a "
        "clause-level checker cannot see. The checker is, in other words, a fairly reliable detector of the defects it "
        "looks for, and a poor guide to the defects it does not."
    ),
    Para(
        "For the second turn of each episode the checker's output is rendered as a short natural-language report: one "
        "line per violation, naming the rule, quoting the offending span where there is one, and stating what is "
        "expected (an example appears in Appendix A). The report does not propose replacement text."
    ),
    Heading("3.3 Lawyer preference model"),
    Para(
        "The preference model, LexPref-7B, is initialised from a 7B-parameter general language model and trained on "
        "LawPairs, a set of 9,870 pairwise comparisons made by 31 practising lawyers. Each comparison shows a task and "
        "two candidate clauses (sampled from the supervised model at two temperatures, or from the supervised model and a "
        "lawyer-edited version of its output) and asks which the lawyer would rather send to the client for approval, "
        "with an optional free-text reason. The lawyers were recruited through two law firms and a legal-services "
        "cooperative; none of them took part in the later rating study. We hold out 1,040 comparisons for testing and "
        "train on the remaining 8,830 with the standard pairwise logistic loss, L_pm = − log σ(s(x, y_w) − s(x, y_l)), "
        "where y_w and y_l are the preferred and dispreferred clauses and s is the scalar output of the model."
    ),
    Para(
        "On the held-out comparisons LexPref-7B agrees with the lawyers' choice 71.8% of the time. For context, a subset "
        "of 600 comparisons was annotated by two lawyers each, and on that subset the two lawyers agreed with each other "
        "76.5% of the time; the model therefore recovers a substantial part, but not all, of the agreement available "
        "between experts. Accuracy differs by clause type (it is lowest for data protection, at 67.9%, and highest for "
        "termination, at 75.2%), which is consistent with the view that data-protection drafting involves more contested "
        "judgement about how far to go beyond the statutory minimum."
    ),
    Heading("3.4 Reward design"),
    Para(
        "Let n_hard(x, y) and n_soft(x, y) be the numbers of training-set hard and soft rules that clause y violates for "
        "task x. The rule score is"
    ),
]

PAGE_5: list[Block] = [
    Para("s_rule(x, y) = 1 − min(1, (2 · n_hard(x, y) + 0.5 · n_soft(x, y)) / 4),"),
    Para(
        "so that a single hard violation costs half of the available rule score and two hard violations remove it "
        "entirely, while soft violations cost an eighth each. The preference score s_pref(x, y) is the output of "
        "LexPref-7B, standardised per clause type using the mean and standard deviation of its scores on supervised-model "
        "outputs and then passed through a logistic function so that it lies in (0, 1). The length penalty is"
    ),
    Para("p_len(x, y) = max(0, (|y| − L_c) / L_c),"),
    Para(
        "where |y| is the length of the clause in words and L_c is 1.5 times the median length of reference clauses of "
        "type c in the supervised data (L_c is 312 words for indemnity, 264 for limitation of liability, 228 for "
        "termination and 351 for data protection). The sequence-level reward for a final clause y_2 produced after a "
        "first draft y_1 is"
    ),
    Para(
        "r(x, y_1, y_2) = w_rule · s_rule(x, y_2) + w_pref · s_pref(x, y_2) − γ · p_len(x, y_2) + δ · (s_rule(x, y_2) − "
        "s_rule(x, y_1)),"
    ),
    Para(
        "and the policy is optimised against r minus a KL penalty λ_KL · KL(π || π_ref) towards the supervised model π_ref. "
        "The last term of r is a shaping bonus that rewards the revision turn for repairing violations flagged in the "
        "first turn and penalises it for introducing new ones. We set w_rule = 0.7 and w_pref = 0.3 for the 3B policy and "
        "w_rule = 0.6 and w_pref = 0.4 for the 13B policy, with γ = 0.1 and δ = 0.2 for both. The difference in weights "
        "was chosen on the development set: at w_rule = 0.6 the 3B policy learned to satisfy LexPref-7B by lengthening its "
        "clauses faster than the length penalty could restrain it, which the larger model did not do to the same degree. "
        "We did not search the weights jointly with λ_KL; the values in Table 9 were fixed before the weight search."
    ),
    Para(
        "Two choices deserve comment. First, the rule score saturates at zero, so that a clause with three hard "
        "violations is not punished more than one with two; in early experiments an unbounded penalty led the policy to "
        "produce very short clauses that violated few rules by saying almost nothing. Second, the shaping term can be "
        "negative. A policy that drafts well in the first turn and then damages the clause in revision is penalised, "
        "which discourages the needless rewriting that we observed when revision was rewarded only for its outcome."
    ),
    Heading("3.5 Draft-and-revise episodes and optimisation"),
    Para(
        "An episode proceeds as follows. The policy receives the task x and samples a first draft y_1. The checker is run "
        "on y_1 with the training rules only, and its report is appended to the context together with the instruction "
        '"Revise the clause to address the points above, if any, without changing anything else." The policy then '
        "samples y_2. If y_1 has no violations the report says so and the policy is still asked to return the clause; in "
        "roughly a third of such cases during early training the policy nonetheless changed it, a behaviour that the "
        "shaping term gradually removed. The reward r(x, y_1, y_2) is assigned to the final token of y_2, and both turns "
        "are trained with proximal policy optimisation (PPO) using generalised advantage estimation over the concatenated "
        "token sequence. At evaluation time every system, including the baselines, is run with the same two-turn protocol "
        "and the same checker report, so that the benefit of seeing the report is not confounded with the training "
        "method; the only exception is the single-turn ablation in Table 6."
    ),
    Para(
        "Training uses a prompt pool of 6,400 tasks (1,600 per clause type), derived from agreements that do not overlap "
        "with those behind the development and evaluation sets. The 13B policy was trained for 1,800 PPO steps and the 3B "
        "policy for 2,400 steps; Fig. 1 shows the development-set trajectory of the 13B run. At the end of training the "
        "mean KL divergence of the 13B policy from its reference was 6.8 nats per response. (We did not log this quantity "
        "in a comparable way for the 3B runs and do not report it.)"
    ),
]

PAGE_6: list[Block] = [
    FigureBlock(
        "Figure 1: Development-set trajectory of ClauseRL-13B during PPO training (x-axis: training step in hundreds, "
        "0 to 18). Series 1: checker pass rate. Series 2: win-rate of LexPref-7B against SFT-13B outputs. Series 3: KL "
        "divergence from the reference policy, divided by 10 nats. The pass rate rises steeply over the first 600 steps "
        "and then slowly; the preference win-rate keeps rising until about step 1,400.",
        "training step (×100)",
        "rate / scaled KL",
        (
            (0.67, 0.73, 0.78, 0.81, 0.83, 0.84, 0.85, 0.85, 0.86, 0.86),
            (0.50, 0.53, 0.56, 0.58, 0.60, 0.62, 0.63, 0.645, 0.65, 0.65),
            (0.00, 0.12, 0.24, 0.33, 0.41, 0.48, 0.55, 0.60, 0.65, 0.68),
        ),
    ),
    Heading("4 Experimental Setup"),
    Heading("4.1 Data"),
    Para(
        "All data derive from a collection of 2,310 redacted commercial agreements (technology licensing, software-as-a-"
        "service, outsourcing and professional services) contributed by three law firms under confidentiality "
        "agreements that permit research use but not redistribution. Client names, amounts and dates were replaced by "
        "consistent placeholders before any text left the firms. Table 1 summarises the resulting datasets. The "
        "supervised set ClauseBank-SFT pairs instructions (reconstructed term sheets, or counterparty drafts with "
        "position notes) with the clause as finally agreed. The evaluation set ClauseDraft-Eval contains 1,200 tasks, "
        "300 per clause type, of which 800 are drafting tasks and 400 revision tasks; by governing law, 420 tasks are "
        "under English law, 380 under New York law, 220 under Singapore law and 180 under German law (the German "
        "agreements being in English, as is common in cross-border practice; Zeller, 2022)."
    ),
    TableBlock(
        "Table 1: Datasets used in this work, with the number of items per clause type. LoL = limitation of liability; "
        "DP = data protection. The RL prompt pool, the development set and the evaluation set are drawn from disjoint "
        "agreements.",
        (
            ("Dataset", "Use", "Total", "Indemnity", "LoL", "Termination", "DP"),
            ("ClauseBank-SFT", "supervised fine-tuning", "18,420", "4,960", "4,380", "5,210", "3,870"),
            ("LawPairs", "preference model, DPO", "9,870", "2,710", "2,240", "2,160", "2,760"),
            ("RL prompt pool", "PPO rollouts", "6,400", "1,600", "1,600", "1,600", "1,600"),
            ("ClauseDraft-Dev", "tuning, checker validation", "320", "80", "80", "80", "80"),
            ("ClauseDraft-Eval", "held-out evaluation", "1,200", "300", "300", "300", "300"),
        ),
    ),
    Para(
        "The reconstruction of term sheets deserves a word of caution. For most agreements no term sheet survived, so "
        "one was written after the fact by a paralegal from the final clause and checked by a lawyer, following the "
        "procedure of Castellano and Ott (2024). This makes the "
        "final clause a faithful realisation of its term sheet by construction, which is not true of real negotiations "
        "(where the term sheet precedes and often diverges from the signed text). The effect shows up in the lawyer "
        "study, where the human reference clauses receive a lower fidelity score than one might expect (Section 5.3)."
    ),
]

PAGE_7: list[Block] = [
    Heading("4.2 Models"),
    Para(
        "The policies are built on Orrin-3B and Orrin-13B, decoder-only language models of 3.1 and 13.4 billion "
        "parameters pretrained on a general web and code mixture with a context window of 8,192 tokens. We refer to the "
        "supervised models as SFT-3B and SFT-13B and to the final policies as ClauseRL-3B and ClauseRL-13B. LexPref-7B is "
        "initialised from Orrin-7B. As a prompted baseline we use Meridian-Pro, a large instruction-tuned model available "
        "through a commercial interface, whose size has not been disclosed by its developer. Meridian-Pro receives a "
        "three-shot prompt with one worked example per clause family (rotated so that the example never shares the "
        "task's clause type) and a one-page drafting guide summarising, in prose, the requirements that the checker "
        "encodes; the template is reproduced in Appendix A. We did not fine-tune Meridian-Pro (its weights are not "
        "available to us) and we did not measure its inference cost."
    ),
    Heading("4.3 Baselines"),
    Para(
        "The three baselines isolate different parts of our method. SFT-3B and SFT-13B are trained on ClauseBank-SFT "
        "only and are the initial and reference policies for RL. DPO-3B and DPO-13B start from the SFT models and are "
        "trained with direct preference optimisation on the 8,830 training comparisons of LawPairs, the same data that "
        "train LexPref-7B; they therefore see the lawyers' preferences but not the checker. Meridian-Pro represents what "
        "a careful user of a strong general model might obtain with good prompting and the same checker feedback. We "
        "considered, but did not train, a DPO variant whose pairs were labelled by the checker; the rule-only reward "
        "ablation in Table 6 plays a similar role for the RL setting. Hyperparameters for all trained systems are listed "
        "in Table 9 (Appendix B); all were chosen on ClauseDraft-Dev."
    ),
    Heading("4.4 Automatic measures"),
    Para(
        "We report five automatic measures on ClauseDraft-Eval, always on the final (second-turn) clause. The checker "
        "pass rate is the percentage of clauses with no hard-rule violation, counting all 97 hard rules. Hard violations "
        "per clause is the mean number of hard-rule violations. The preference win-rate is the percentage of tasks on "
        "which LexPref-7B scores the system's clause above the SFT-13B clause for the same task (so SFT-13B scores 50.0 "
        "by construction; ties, which are rare, count as half). Fidelity is an F1 score between the commercial points of "
        "the instruction and those realised in the clause, where realisation was judged by an extraction model and "
        "spot-checked by hand on 150 clauses (the extraction agreed with the manual judgement on 91% of points). Length "
        "is the mean number of words. We note that the preference win-rate uses the same model that provides part of the "
        "reward for ClauseRL; it is reported for completeness and should not be read as an independent measure."
    ),
    Heading("4.5 Lawyer study"),
    Para(
        "Twelve practising lawyers took part: four qualified in England and Wales, three admitted in New York, three in "
        "Singapore and two in Germany. All work in commercial or technology transactions, with a median of nine years of "
        "post-qualification experience (range 4 to 22 years). We sampled 60 tasks from ClauseDraft-Eval, 15 per clause "
        "type and 15 per governing law, of which 40 are drafting and 20 revision tasks. For each task we collected five "
        "clauses: those of SFT-13B, DPO-13B, ClauseRL-13B and Meridian-Pro, and the human reference clause. This gives "
        "300 items, each rated by three lawyers, of whom at least one was qualified in the task's governing law; every "
        "lawyer rated 75 items. Items were presented in random order with no indication of their source. Because of "
        "budget constraints, the 3B models were not included in the study."
    ),
    Para(
        'For each item the lawyers answered a binary acceptability question ("Would you be comfortable sending this '
        'clause to the client for approval after at most minor edits?"), rated legal correctness, clarity and fidelity '
        "to the instruction on five-point scales with written anchors, and estimated how many minutes of editing the "
        "clause would need. The estimate is a self-report: we did not time the lawyers' editing, and they were not asked "
        "to perform the edits. Ratings were collected in two remote sessions of about three hours, for which "
        "participants were paid at their usual hourly rate subject to a cap."
    ),
]

PAGE_8: list[Block] = [
    Para(
        "We report inter-rater agreement for acceptability (Fleiss' κ), correctness and fidelity (Krippendorff's α, "
        "ordinal). We do not report agreement for clarity. After the first session the two German participants pointed "
        "out that the written anchor for the middle of the clarity scale was ambiguous in translation, and their "
        "second-session ratings used a clarified anchor; pooled agreement figures would mix the two versions and we "
        "considered them uninterpretable. We also do not report agreement for the edit-time estimates, which varied in "
        "scale between participants far more than the other measures did."
    ),
    Heading("5 Results"),
    Heading("5.1 Automatic evaluation"),
    Para(
        "Table 2 gives the main automatic results. Reinforcement learning with the combined reward improves the checker "
        "pass rate substantially at both sizes: from 58.4% to 79.6% at 3B and from 66.7% to 86.3% at 13B. DPO on the same "
        "lawyer comparisons improves the pass rate by a more modest 5.5 and 4.5 points respectively, which is what one "
        "would expect if lawyers' pairwise preferences only partly track the checker's rules. Meridian-Pro, despite "
        "receiving the drafting guide and the same checker report, passes 69.5% of the time, below DPO-13B."
    ),
    TableBlock(
        "Table 2: Automatic results on ClauseDraft-Eval (1,200 tasks). Pass = checker pass rate (%); Hard/cl. = hard "
        "violations per clause; Win = LexPref-7B win-rate against SFT-13B (%); Fid. = fidelity F1 (%); Len. = mean "
        "words. SFT-13B's win-rate is 50.0 by construction. We mark no best values, since Win is not independent of "
        "ClauseRL's reward.",
        (
            ("System", "Params", "Pass", "Hard/cl.", "Win", "Fid.", "Len."),
            ("SFT-3B", "3.1B", "58.4", "0.61", "38.2", "74.1", "212"),
            ("DPO-3B", "3.1B", "63.9", "0.49", "47.5", "75.0", "241"),
            ("ClauseRL-3B", "3.1B", "79.6", "0.22", "55.3", "77.8", "226"),
            ("SFT-13B", "13.4B", "66.7", "0.44", "50.0", "78.9", "219"),
            ("DPO-13B", "13.4B", "71.2", "0.37", "58.1", "79.4", "248"),
            ("ClauseRL-13B", "13.4B", "86.3", "0.14", "64.7", "81.2", "231"),
            ("Meridian-Pro", "n/d", "69.5", "0.41", "61.9", "80.6", "287"),
        ),
    ),
    Para(
        "On the preference win-rate ClauseRL-13B (64.7%) is ahead of Meridian-Pro (61.9%), but, as noted, this comparison "
        "favours ClauseRL by design. Fidelity moves less than the pass rate: ClauseRL-13B reaches 81.2 against 78.9 for "
        "SFT-13B, and Meridian-Pro is close behind at 80.6. Clause length is worth noting. Both DPO models and "
        "Meridian-Pro write longer clauses than the SFT models, and Meridian-Pro's clauses (287 words on average) are the "
        "longest of any system; ClauseRL stays closer to SFT length, which we attribute to the length penalty (see the "
        "ablation in Table 6). For ClauseRL-3B we trained three seeds; across seeds the pass rate was 79.6 ± 0.9 and the "
        "win-rate 55.3 ± 1.4 (mean ± standard deviation). The 13B policy was trained once, so we cannot give a "
        "comparable estimate of seed variance at that size."
    ),
    Para(
        "A natural concern is that ClauseRL has simply learned the rules it was trained against. The 18 held-out hard "
        "rules address this directly, since they never contributed to the reward. On those rules alone, ClauseRL-13B "
        "averages 0.09 violations per clause, compared with 0.12 for SFT-13B, 0.11 for DPO-13B and 0.08 for Meridian-Pro. "
        "The improvement on held-out rules is therefore real but small, and Meridian-Pro (which was never optimised "
        "against any rule) does slightly better than ClauseRL-13B on them. Most of the gain in Table 2 comes from rules "
        "that were in the reward. We regard this as the single most important qualification of the automatic results: "
        "the checker pass rate is best read as a measure of how well a system satisfies a known specification, not as a "
        "measure of general drafting quality. Soft-rule violations tell a similar story; ClauseRL-13B averages 0.58 soft "
        "flags per clause against 1.21 for SFT-13B, but soft rules were all in the reward."
    ),
]

PAGE_9: list[Block] = [
    Heading("5.2 Results by clause type"),
    Para(
        "Table 3 breaks the pass rate down by clause type. The ordering of clause types is the same for every system: "
        "termination clauses pass most often and data-protection clauses least often. The gap between them is large. "
        "For SFT-13B it is 21.3 points, and RL narrows it only to 14.4 points for ClauseRL-13B. Data-protection clauses "
        "are the longest, carry the most rules (44) and depend most on the roles of the parties (controller, processor or "
        "joint controller), which the term sheet sometimes leaves implicit."
    ),
    TableBlock(
        "Table 3: Checker pass rate (%) by clause type on ClauseDraft-Eval (300 tasks per type). The average over the "
        "four types equals the Pass column of Table 2, since the types are equally represented.",
        (
            ("Clause type", "SFT-13B", "DPO-13B", "ClauseRL-3B", "ClauseRL-13B", "Meridian-Pro"),
            ("Indemnity", "61.3", "66.0", "76.0", "83.7", "64.3"),
            ("Limitation of liability", "70.7", "74.3", "84.3", "90.3", "73.0"),
            ("Termination", "78.0", "81.7", "88.0", "92.7", "80.3"),
            ("Data protection", "56.7", "62.7", "70.0", "78.3", "60.3"),
            ("Average", "66.7", "71.2", "79.6", "86.3", "69.5"),
        ),
    ),
    Para(
        "The largest absolute gain from RL at 13B is for indemnity (22.4 points over SFT-13B), followed by data "
        "protection (21.6), limitation of liability (19.6) and termination (14.7). Indemnity clauses in the supervised "
        "data often contain procedural machinery (notice of claims, conduct of defence, mitigation) that the SFT model "
        "reproduces inconsistently, and several of the hard indemnity rules check exactly that machinery. It is also worth "
        "noting that ClauseRL-3B passes more often than Meridian-Pro on every clause type, although the margin on data "
        "protection (9.7 points) is smaller than on indemnity (11.7 points)."
    ),
    Heading("5.3 Lawyer study"),
    Para(
        "Table 4 summarises the lawyers' ratings. ClauseRL-13B clauses were judged acceptable in 62.2% of ratings, against "
        "41.1% for SFT-13B, 47.8% for DPO-13B and 55.6% for Meridian-Pro. The human reference clauses were judged "
        "acceptable in 73.3% of ratings, which is both a ceiling for comparison and a reminder that even the clauses "
        "actually signed by the parties do not satisfy every lawyer (a point several participants made in their comments, "
        "usually to say that the reference favoured the other side more than they would have allowed)."
    ),
    TableBlock(
        "Table 4: Lawyer study, 60 tasks × 5 sources, three ratings per item (180 ratings per source). Accept. = "
        "percentage of ratings answering yes to the acceptability question; Corr., Clar., Fid. = mean ratings on 1 to 5 "
        "scales; Edit = mean self-estimated editing time in minutes.",
        (
            ("Source", "Accept. (%)", "Corr.", "Clar.", "Fid.", "Edit (min)"),
            ("SFT-13B", "41.1", "3.12", "3.48", "3.35", "9.8"),
            ("DPO-13B", "47.8", "3.26", "3.41", "3.44", "9.1"),
            ("ClauseRL-13B", "62.2", "3.71", "3.57", "3.80", "6.4"),
            ("Meridian-Pro", "55.6", "3.58", "3.92", "3.69", "7.2"),
            ("Human reference", "73.3", "4.02", "3.86", "3.61", "4.9"),
        ),
    ),
    Para(
        "The graded scales refine this picture. ClauseRL-13B has the highest fidelity rating of any source (3.80), above "
        "even the human references (3.61), which we attribute to the reconstruction of term sheets described in Section "
        "4.1 rather than to any superiority in following instructions. On clarity, however, ClauseRL-13B (3.57) is rated "
        "below both Meridian-Pro (3.92) and the human references (3.86). Several lawyers commented that ClauseRL's "
        'clauses were "correct but laboured", with long sentences that stacked qualifications. The self-estimated '
        "editing time falls from 9.8 minutes for SFT-13B to 6.4 minutes for ClauseRL-13B, though we stress again that "
        "these are estimates and were not measured."
    ),
]

PAGE_10: list[Block] = [
    Para(
        "Agreement between raters was moderate. For acceptability, Fleiss' κ was 0.47; for correctness, Krippendorff's "
        "α was 0.52; for fidelity it was lower, at 0.39, perhaps because raters differed in how strictly they read the "
        "term sheet. (As explained in Section 4.5, we report no agreement figure for clarity or editing time.) These "
        "values are in the range that Achterberg and Núñez (2024) describe as typical and are higher than the κ of 0.31 "
        "reported by Okafor et al. (2024), but they are not high, and they bound how finely the study can distinguish "
        "systems."
    ),
    Para(
        "We fitted a mixed-effects logistic regression of acceptability on source, with random intercepts for rater and "
        "task. ClauseRL-13B is more often acceptable than SFT-13B (p < 0.001) and DPO-13B (p = 0.004). The difference "
        "from Meridian-Pro, 6.6 points, is not significant (p = 0.09), and we do not claim that lawyers prefer ClauseRL-13B "
        "to Meridian-Pro. Vs. the human references, ClauseRL-13B is significantly less often acceptable (p = 0.02)."
    ),
    TableBlock(
        "Table 5: Acceptability (% of ratings) in the lawyer study by the governing law of the task (15 tasks and 45 "
        "ratings per cell).",
        (
            ("Source", "England & Wales", "New York", "Singapore", "Germany"),
            ("SFT-13B", "44.4", "42.2", "40.0", "37.8"),
            ("DPO-13B", "48.9", "51.1", "46.7", "44.4"),
            ("ClauseRL-13B", "68.9", "66.7", "62.2", "51.1"),
            ("Meridian-Pro", "57.8", "64.4", "55.6", "44.4"),
            ("Human reference", "75.6", "71.1", "77.8", "68.9"),
        ),
    ),
    Para(
        "Table 5 divides acceptability by governing law. Every model source is least acceptable for German-law tasks, "
        "and ClauseRL-13B's advantage over Meridian-Pro is concentrated in English-law tasks (11.1 points), while for "
        "New York law the two are within 2.3 points of each other. With 45 ratings per cell these differences are "
        "fragile, and we would not draw conclusions about individual jurisdictions from them. The pattern is, however, "
        "consistent with the composition of our training data, in which English-law agreements are the largest group "
        "and German-law agreements the smallest."
    ),
    Heading("5.4 Ablations"),
    Para(
        "Table 6 removes or alters one component of the reward or the episode structure at a time, for the 13B policy. "
        "Each variant was trained with the same number of steps and otherwise identical hyperparameters. The variants "
        "were evaluated automatically only; none was included in the lawyer study."
    ),
    TableBlock(
        "Table 6: Ablations of ClauseRL-13B on ClauseDraft-Eval. Columns as in Table 2. Each row changes one element of "
        "the full configuration.",
        (
            ("Variant", "Pass", "Hard/cl.", "Win", "Fid.", "Len."),
            ("Full ClauseRL-13B", "86.3", "0.14", "64.7", "81.2", "231"),
            ("Rule reward only (w_pref = 0)", "89.1", "0.11", "52.4", "78.6", "204"),
            ("Preference reward only (w_rule = 0)", "72.8", "0.35", "66.9", "80.1", "262"),
            ("Single turn (no revision)", "81.0", "0.20", "62.8", "80.7", "228"),
            ("No shaping bonus (δ = 0)", "84.2", "0.16", "64.1", "81.0", "233"),
            ("No length penalty (γ = 0)", "85.7", "0.15", "65.3", "80.9", "318"),
            ("Hard rules only in reward", "84.9", "0.15", "63.1", "80.4", "229"),
        ),
    ),
]

PAGE_11: list[Block] = [
    Para(
        "Three observations stand out. First, the rule-only reward gives the highest pass rate of any configuration "
        "(89.1%), but its preference win-rate (52.4%) is barely above the SFT baseline and its fidelity drops to 78.6, "
        "slightly below SFT-13B's 78.9; inspection shows terse clauses that satisfy every rule and omit commercial "
        "detail that no rule requires. Second, the preference-only reward yields the highest win-rate (66.9%) with a pass "
        "rate of 72.8%, only 1.6 points above DPO-13B, and with noticeably longer clauses. Third, revision matters: "
        "training and evaluating in a single turn costs 5.3 points of pass rate, and removing the shaping bonus costs "
        "2.1. Removing the length penalty hardly changes the pass rate but inflates clause length to 318 words, "
        "and its slightly higher win-rate (65.3%) is, we think, mostly the length bias of LexPref-7B (Section 6.3)."
    ),
    Para(
        "Fig. 2 shows the effect of the rule weight on the 3B policy, with w_pref = 1 − w_rule. Pass rate rises "
        "monotonically with the rule weight, and the preference win-rate falls, slowly up to w_rule = 0.7 and quickly "
        "after it. We chose 0.7 for the 3B policy as the point before the fall. We did not run the corresponding sweep "
        "for the 13B policy, where each run costs roughly five times as much (Table 9), and chose its weight from three "
        "runs at 0.5, 0.6 and 0.7 only."
    ),
    FigureBlock(
        "Figure 2: Effect of the rule weight w_rule (x-axis, 0.0 to 1.0 in steps of 0.1; w_pref = 1 − w_rule) on "
        "ClauseRL-3B, evaluated on ClauseDraft-Eval. Series 1: checker pass rate. Series 2: LexPref-7B win-rate against "
        "SFT-13B. The configuration used in the paper is w_rule = 0.7 (pass 0.796, win-rate 0.553).",
        "rule weight w_rule",
        "rate",
        (
            (0.66, 0.69, 0.72, 0.74, 0.76, 0.77, 0.78, 0.796, 0.81, 0.82, 0.83),
            (0.60, 0.59, 0.59, 0.58, 0.57, 0.57, 0.56, 0.553, 0.52, 0.49, 0.46),
        ),
    ),
    Heading("6 Analysis"),
    Heading("6.1 Error analysis by clause type"),
    Para(
        "ClauseRL-13B fails the checker on 165 of the 1,200 evaluation tasks. The two lawyer-authors classified each "
        "failure by its principal defect, using the categories in Table 7 (a clause with several defects was assigned "
        "to the one they judged most serious). The categories are coarser than the checker's rules: for example, "
        '"cap or threshold mismatch" covers any numeric term (a cap, a basket, a notice period, a cure period) that '
        "differs from the instruction."
    ),
    TableBlock(
        "Table 7: Principal defect of the 165 ClauseRL-13B clauses that fail the checker, by clause type (counts).",
        (
            ("Defect category", "Indemnity", "LoL", "Termination", "DP", "Total"),
            ("Missing required element", "14", "5", "7", "31", "57"),
            ("Defined term or cross-reference", "9", "4", "8", "11", "32"),
            ("Cap or threshold mismatch", "17", "12", "1", "3", "33"),
            ("Jurisdiction-inappropriate wording", "6", "6", "4", "15", "31"),
            ("Other", "3", "2", "2", "5", "12"),
            ("Total failing", "49", "29", "22", "65", "165"),
        ),
    ),
]

PAGE_12: list[Block] = [
    Para(
        "The distribution differs sharply between clause types. Data-protection failures are dominated by missing "
        "elements (31 of 65), typically one of the mandatory processor obligations (most often the mechanism for "
        "approving sub-processors, or the obligation to assist with data-subject requests). Indemnity and limitation-of-"
        "liability failures are dominated by numeric mismatches, which usually arise not from a wrong number but from a "
        "right number attached to the wrong base (fees paid versus fees payable, or the preceding twelve months versus "
        "the contract year). Termination clauses fail least often, and when they do it is most often through an internal "
        "inconsistency: 8 of the 22 failures are defined-term or cross-reference errors (the failure class catalogued by "
        "Moreau and Taddesse, 2024), for example a reference to a "
        '"Material Breach" that the instruction did not define. Table 8 gives representative examples, paraphrased so '
        "that no confidential text is reproduced."
    ),
    TableBlock(
        "Table 8: Representative defects in ClauseRL-13B clauses, one per clause type, with the lawyers' assessment. "
        "Examples are paraphrased.",
        (
            ("Clause type", "What the draft did", "Why it matters"),
            (
                "Indemnity",
                "Made the supplier's IP infringement indemnity uncapped, although the term sheet put it under a separate "
                "cap of twice the annual fees.",
                "Exposes the supplier to unlimited liability for a risk the deal had priced; a reviewing lawyer would treat "
                "this as a serious error.",
            ),
            (
                "Limitation of liability",
                'Excluded "loss of profits, whether direct or indirect" while the client\'s position was to exclude only '
                "indirect loss.",
                "Removes the customer's main head of recoverable loss; the wording is common in precedents, which may "
                "explain its appearance.",
            ),
            (
                "Termination",
                'Gave a 30-day cure period in one sub-clause and "a reasonable period" in another for the same breach.',
                "Invites dispute about when the right to terminate arises; easy to fix once noticed, easy to miss.",
            ),
            (
                "Data protection",
                "Used controller-to-controller language for an arrangement in which the supplier acts as processor, and "
                "omitted the sub-processor approval mechanism.",
                "Fails to include terms that the applicable regime requires of processor contracts; the clause would need "
                "redrafting, not editing.",
            ),
        ),
    ),
    Para(
        "The lawyers' comments on unacceptable ClauseRL-13B clauses point in the same direction but add something the "
        "checker cannot see. Of the 68 ratings (out of 180) in which a lawyer judged a ClauseRL-13B clause unacceptable, "
        "the most frequent reason given was not a defect at all but a matter of judgement: that the clause, while "
        "technically compliant, conceded more than a competent lawyer for that party would concede (for instance, a "
        "mutual indemnity where the client's position implied a one-way indemnity, or a termination-for-convenience "
        "right with a notice period at the long end of what the instruction allowed). We did not code these comments "
        "systematically, and the observation should be treated as qualitative."
    ),
    Heading("6.2 When the checker and the lawyers disagree"),
    Para(
        "Of the 60 ClauseRL-13B clauses in the study, 51 pass the checker and 9 fail it. Taking the majority of the "
        "three ratings as the verdict, 39 of the 60 are acceptable: 37 of the 51 passing clauses and 2 of the 9 failing "
        "ones. A checker pass is thus far from a guarantee of acceptability (14 passing clauses were judged unacceptable "
        "by the majority), while a checker failure is a fairly strong signal of unacceptability. The two failing clauses "
        "that the lawyers accepted had soft-looking hard violations (in both cases a cross-reference to a defined term "
        "that the instruction had omitted but that any lawyer would supply), which suggests that some hard rules are "
        "stricter than practice. We did not compute the corresponding figures for the other sources."
    ),
    Heading("6.3 Length and the preference model"),
    Para(
        "The ablations hint that LexPref-7B rewards length. Fig. 3 makes this explicit for the study items. We divided "
        "the 240 model-generated clauses in the study (human references excluded) into quintiles by length and plotted, "
        "for each quintile, the mean standardised LexPref-7B score and the lawyers' acceptability rate. The preference "
        "score rises steadily with length, while acceptability peaks in the middle quintiles and falls for the longest "
        "clauses. E.g. in the longest quintile, whose clauses average 361 words, the preference score is the highest of "
        "any quintile and acceptability is the lowest. The length penalty in our reward is a blunt response to this "
        "bias, and a better-calibrated preference model (for instance along the lines of Bellweather et al., 2025) would be "
        "preferable to it."
    ),
]

PAGE_13: list[Block] = [
    FigureBlock(
        "Figure 3: Mean LexPref-7B score (Series 1, rescaled to [0, 1]) and lawyer acceptability rate (Series 2) for the "
        "240 model-generated study clauses, grouped into length quintiles (x-axis: quintile 1 = shortest to 5 = longest).",
        "length quintile",
        "score / acceptability",
        (
            (0.41, 0.48, 0.55, 0.61, 0.67),
            (0.49, 0.57, 0.58, 0.53, 0.42),
        ),
    ),
    Heading("6.4 Drafting versus revision"),
    Para(
        "Revision tasks are harder for every system. ClauseRL-13B passes the checker on 88.1% of drafting tasks (705 of "
        "800) but on 82.5% of revision tasks (330 of 400). In the lawyer study the difference is more consequential. On "
        "the 40 drafting tasks ClauseRL-13B was acceptable in 64.2% of ratings and Meridian-Pro in 55.0%; on the 20 "
        "revision tasks the figures are 58.3% and 56.7%, a gap of only 1.6 points. Much of ClauseRL-13B's advantage in "
        "Table 4 thus comes from drafting tasks. Lawyers' comments on revisions criticised both systems for rewriting "
        "passages that the client's position did not require to be changed, the restraint property we noted in Section "
        "3.1 and did not encode."
    ),
    Heading("7 Limitations"),
    Para(
        "The limitations of this work are substantial, and we list the most important. The study is small: twelve "
        "lawyers, 60 tasks and 900 ratings give reasonable power for large differences (ClauseRL-13B against SFT-13B) "
        "but not for moderate ones (ClauseRL-13B against Meridian-Pro). The lawyers came from four jurisdictions, all "
        "common-law except Germany, and the German participants numbered only two; we make no claim about civil-law "
        "drafting more generally. All tasks are in English. The four clause families were chosen because they are "
        "negotiated often, not because they are representative, and clauses that depend heavily on the rest of the "
        "agreement (entire-agreement, boilerplate definitions, or payment mechanics) may behave differently."
    ),
    Para(
        "The term sheets were reconstructed from the final clauses, which makes fidelity easier to achieve than in real "
        "practice and, as discussed, depresses the fidelity rating of the human references. The checker's recall of 0.81 "
        "means that roughly one defect in five of the kinds it targets is missed, and it has no view of the agreement "
        "beyond the clause. The preference win-rate depends on LexPref-7B, which is also part of ClauseRL's reward. "
        "The 13B policy was trained with a single seed. The 3B policies were not evaluated by lawyers at all, so we do "
        "not know whether the automatic improvement at 3B translates into acceptability. Finally, we did not measure "
        "how long the lawyers actually took to edit the clauses, and estimated editing times are known to be unreliable."
    ),
    Heading("8 Ethics and Professional Responsibility"),
    Para(
        "A drafting system of the kind studied here is not a substitute for legal advice, and nothing in our results "
        "suggests that it could be used without review by a qualified lawyer. In most of the jurisdictions represented "
        "in the study, a lawyer who sends a client a clause remains professionally responsible for it regardless of how "
        "it was produced; the duty of competence extends to understanding the limitations of any tool used (Tanaka-Reyes and "
        "Whitlock, 2025). We therefore "
        "see the appropriate use of such a system as producing a first draft for a lawyer's review, and we are concerned "
        "that the checker's pass rate, which is high and easy to quote, could encourage reviewers to trust compliant "
        "drafts more than the evidence warrants. Section 6.2 shows that 14 of 51 checker-passing ClauseRL-13B clauses "
        "in the study were judged unacceptable by a majority of lawyers."
    ),
]

PAGE_14: list[Block] = [
    Para(
        "Confidentiality was the central constraint on data handling. The agreements were redacted inside the "
        "contributing firms, and no client is identifiable from the data as we hold it. We cannot release ClauseBank-SFT, "
        "LawPairs or the evaluation tasks, which limits reproducibility. We will release the checker's rule "
        "specifications, the prompt templates and the study instrument. The lawyers who provided comparisons and ratings "
        "were paid, gave informed consent, and could withdraw at any time; one participant in the comparison phase did "
        "so, and her comparisons were removed before training. The study protocol was approved by the ethics committee "
        "of the first author's institution."
    ),
    Para(
        "We also note a distributional concern. Models trained on the agreements of large firms may encode the "
        "bargaining positions of those firms' clients, and a small business using such a system without advice may "
        "receive fluent, compliant language that allocates risk to suit a very different party."
    ),
    Heading("9 Conclusion"),
    Para(
        "We trained drafting models for four families of commercial contract clauses with a reward that combines a "
        "rule-based checker, a preference model trained on lawyer comparisons and a length penalty, in episodes that "
        "allow the model to revise its own draft in light of the checker's report. At 13B parameters the resulting "
        "policy passes the checker on 86.3% of held-out tasks and was judged acceptable by practising lawyers in 62.2% of "
        "ratings, against 41.1% for supervised fine-tuning. The improvement over a well-prompted commercial-style model "
        "was not statistically significant in the lawyer study, and the gain on held-out rules was small. We think the "
        "most useful lesson is methodological: rule-based and learned rewards fail in different ways, and a combination "
        "is better than either alone, but evaluation with lawyers remains indispensable. Future work should address "
        "agreement-level consistency, revision restraint, and languages other than English."
    ),
    Heading("Acknowledgements"),
    Para(
        "We thank the participating lawyers, the three contributing firms, and the legal-services cooperative that "
        "helped recruit annotators. Dr. Miriam Oyelaran-Faust reviewed the checker rules and the study instrument; any "
        "remaining errors are ours."
    ),
    Heading("References"),
    References(
        (
            "Achterberg, J. and Núñez, T. (2024). Measuring what lawyers think: a review of expert evaluation in legal NLP. "
            "Journal of Artificial Intelligence and Legal Practice, 7(2), 88–121.",
            "Alder, M. and Sørensen, K. (2023). Precedent-conditioned generation of commercial contract clauses. In "
            "Proceedings of the Conference on Computational Approaches to Law, pages 41–55.",
            "Bellweather, S., Iyer, R. and Costa, L. (2025). Calibrating reward models under distribution shift in "
            "professional domains. Transactions on Machine Learning Practice, 3, 1–29.",
            "Brandt, L. and Wu, H. (2023). LEXCHECK: a rule engine for the review of non-disclosure agreements. Legal "
            "Knowledge Systems Review, 12(1), 17–39.",
            "Brennan, P. and Adeyemi, T. (2024). Learning to revise from verifier feedback. In Proceedings of the Workshop "
            "on Interactive Learning for Language, pages 203–217.",
        )
    ),
    References(
        (
            "Castellano, J. and Ott, F. (2024). Term sheets as supervision for contract drafting. Artificial Intelligence "
            "and Law Letters, 5, 60–74.",
            "Feld, A., Marchetti, G. and Osei, K. (2025). Longer is not better: length bias in domain-specific reward "
            "models. In Findings of the Association for Language Technology, pages 1120–1134.",
            "Hartwell, E., Bao, Y., Kincaid, D. and Lund, S. (2022). Optimising language models against learned human "
            "preferences. Journal of Machine Learning Methods, 23, 1–44.",
        )
    ),
    References(
        (
            "Ibekwe, N. and Strand, O. (2023). Processor obligations as a checklist: automated review of data processing "
            "agreements. Computer Law and Technology Review, 39(4), 512–530.",
            "Kowalczyk, E. and Dunne, R. (2021). Deontic templates for termination provisions. In Proceedings of the "
            "Conference on Legal Knowledge Engineering, pages 77–86.",
        )
    ),
]

PAGE_15: list[Block] = [
    References(
        (
            "Lindqvist, P. and Park, J. (2025). Responding to the markup: automatic revision of counterparty drafts. "
            "Journal of Legal Informatics and Computation, 16(1), 3–27.",
            "Moreau, C. and Taddesse, B. (2024). Defined terms and dangling references in generated legal text. In "
            "Proceedings of the Workshop on Natural Legal Language Generation, pages 12–21.",
            "Okafor, C., Lindqvist, P. and Mensah, A. (2024). Usable or merely plausible? Lawyer evaluation of generated "
            "contract clauses. Journal of Artificial Intelligence and Legal Practice, 6(1), 33–58.",
            "Petrov, N. and Haddad, S. (2022). Formal representations of indemnity obligations. Jurimetrics and "
            "Computation, 18(3), 245–270.",
            "Ramírez, D., Ott, F. and Castellano, J. (2025). Direct preference optimisation from lawyer comparisons. In "
            "Proceedings of the Workshop on Natural Legal Language Generation, pages 55–68.",
        )
    ),
    References(
        (
            "Sandoval, R. and Mirza, A. (2023). Preference optimisation without a reward model. In Proceedings of the "
            "Symposium on Learning Systems, pages 890–904.",
            "Tanaka-Reyes, M. and Whitlock, H. (2025). Who reviews the reviewer? Professional responsibility and AI drafting "
            "tools. Legal Ethics Quarterly, 28(2), 140–166.",
            "Vasquez-Ortiz, L., Brandt, L. and Okonjo, F. (2024). Mandatory terms in processor contracts: a machine-readable "
            "specification. Computer Law and Technology Review, 40(2), 201–226.",
            "Yamada, K., Sherwood, P. and Lindahl, M. (2024). Hybrid rewards: combining verifiers and learned preferences in "
            "policy optimisation. In Proceedings of the Symposium on Learning Systems, pages 1432–1447.",
            "Zeller, T. (2022). Drafting in English under German law: a practitioner's survey. International Business "
            "Contracts Review, 9, 77–98.",
        )
    ),
    Heading("Appendix A: Prompt templates and study instrument"),
    Para(
        "The first-turn prompt for the trained systems has the following form, with fields in angle brackets filled "
        "from the task. The same prompt, preceded by three worked examples and the drafting guide, is used for "
        "Meridian-Pro."
    ),
    Bullets(
        (
            "You are drafting a <clause type> clause for a <agreement type> governed by the law of <governing law>. You act "
            "for the <supplier | customer>. The following defined terms are available: <defined terms>.",
            "Term sheet (drafting tasks): <list of commercial points>. OR Counterparty draft (revision tasks): <clause "
            "text>. Client position: <position notes>.",
            "Return only the clause text, numbered as sub-clauses where appropriate. Do not define new terms unless the "
            "instruction requires it.",
        )
    ),
    Para(
        "An example of a second-turn checker report, for a limitation-of-liability draft with two violations, reads: "
        "\"Checker report. (1) Rule LOL-H07 (hard): the cap in sub-clause 2 refers to 'the Charges' but the term sheet "
        "specifies fees paid in the twelve months preceding the claim; state the fee base and period. (2) Rule LOL-S03 "
        "(soft): 'consequential loss' is used without definition; consider defining it or listing the excluded heads of "
        'loss. Revise the clause to address the points above, if any, without changing anything else."'
    ),
    Heading("Study instrument (excerpt)"),
    Para(
        "The correctness scale was anchored as follows: 1, contains errors that would expose the client to material "
        "risk; 3, legally workable but with points a careful reviewer would change; 5, legally sound as drafted. The "
        "fidelity scale asked how completely and accurately the clause reflects the instruction, from 1 (ignores or "
        "contradicts important points) to 5 (reflects every point accurately). Participants saw the instruction, the "
        "clause and, for revision tasks, the counterparty draft; they did not see the checker report."
    ),
    Heading("Appendix B: Hyperparameters"),
    Para(
        "Table 9 lists the hyperparameters of every trained system. LexPref-7B was trained for two epochs with a "
        "learning rate of 9e-6, a batch size of 64 comparisons and a cosine schedule, which took 48 GPU-hours; it is "
        "not shown in the table because it is a reward model rather than a drafting system. Values for DPO refer to the "
        "DPO temperature β where the table says KL coefficient. All systems generate at most 512 new tokens per turn, "
        "and both PPO runs use generalised advantage estimation with λ = 0.95 and no discounting."
    ),
]

PAGE_16: list[Block] = [
    TableBlock(
        "Table 9: Hyperparameters per method. Batch size is in sequences for SFT, in preference pairs for DPO and in "
        "prompts per PPO step for ClauseRL. GPU-hours are on accelerators with 80 GB of memory. A dash means not "
        "applicable.",
        (
            ("Hyperparameter", "SFT-3B", "SFT-13B", "DPO-3B", "DPO-13B", "ClauseRL-3B", "ClauseRL-13B"),
            ("Learning rate", "2e-5", "1e-5", "5e-7", "3e-7", "1e-6", "6e-7"),
            ("Batch size", "64", "64", "32", "32", "128", "256"),
            ("Training length", "3 epochs", "2 epochs", "2 epochs", "1 epoch", "2,400 steps", "1,800 steps"),
            ("Warm-up steps", "200", "300", "50", "50", "30", "30"),
            ("KL coefficient / DPO β", "–", "–", "0.1", "0.05", "0.04", "0.02"),
            ("Rule weight w_rule", "–", "–", "–", "–", "0.7", "0.6"),
            ("Preference weight w_pref", "–", "–", "–", "–", "0.3", "0.4"),
            ("Length penalty γ", "–", "–", "–", "–", "0.1", "0.1"),
            ("Shaping weight δ", "–", "–", "–", "–", "0.2", "0.2"),
            ("PPO clip ε", "–", "–", "–", "–", "0.2", "0.2"),
            ("PPO epochs per batch", "–", "–", "–", "–", "4", "2"),
            ("Rollout temperature", "–", "–", "–", "–", "1.0", "0.9"),
            ("Seeds", "1", "1", "1", "1", "3", "1"),
            ("GPU-hours", "18", "64", "22", "85", "410", "1,960"),
        ),
    ),
    Heading("Appendix C: Additional results"),
    Para(
        "Table 10 gives the checker pass rate on the full evaluation set by governing law, complementing Table 5; "
        "German-law tasks are again the hardest for every system. Unlike Table 5, it includes ClauseRL-3B."
    ),
    TableBlock(
        "Table 10: Checker pass rate (%) on ClauseDraft-Eval by governing law. Task counts: England & Wales 420, New York "
        "380, Singapore 220, Germany 180.",
        (
            ("System", "England & Wales", "New York", "Singapore", "Germany"),
            ("SFT-13B", "69.0", "68.9", "65.5", "57.8"),
            ("DPO-13B", "72.9", "73.4", "70.5", "63.3"),
            ("ClauseRL-3B", "81.7", "81.6", "78.2", "72.2"),
            ("ClauseRL-13B", "88.6", "88.4", "85.5", "77.2"),
            ("Meridian-Pro", "70.5", "72.4", "68.6", "62.2"),
        ),
    ),
    Heading("Appendix D: Example checker rules"),
    TableBlock(
        "Table 11: Examples of checker rules (identifiers as in the released specification).",
        (
            ("Rule", "Type", "Condition checked"),
            ("IND-H02", "hard", "A third-party claims indemnity has a notice requirement and says who conducts the defence."),
            ("IND-S11", "soft", "Indemnified losses are described by one consistent formula, not alternating lists."),
            ("LOL-H07", "hard", "Every cap states an amount or a fee base and, for a fee base, the measurement period."),
            ("TRM-H04", "hard", "Each termination-for-breach right states one cure period, used consistently."),
            ("DP-H13", "hard", "If the supplier is a processor, sub-processors need prior (specific or general) authorisation."),
            ("DP-S05", "soft", "Security duties refer to technical and organisational measures, not a vague standard of care."),
        ),
    ),
]

PAPER = GeneratedPaper(
    file="lawclause_rl.pdf",
    title="Drafting Under Constraint: Reinforcement Learning with a Clause Checker and Lawyer Preferences for Commercial Contract Clauses",
    short_title="Drafting Under Constraint: RL for Contract Clauses",
    authors="Ingrid Halvorsen (1), Tomasz Wielgosz (2), Adaeze Nwankwo (1), Rafael Quintero-Beltrán (3)",
    affiliations="(1) Centre for Computational Law, University of Northmoor   (2) Institute for Legal Informatics, "
    "Vistula Technical University   (3) Alcorán Legal Technology Lab",
    stamp="arXiv:2607.04418v1  [cs.CL]  9 Jul 2026",
    abstract=(
        "Language models write fluent contract language, but fluency is a poor guide to whether a clause allocates risk "
        "as the client intended. We train drafting models for four families of commercial contract clauses (indemnity, "
        "limitation of liability, termination and data protection) with reinforcement learning against a reward that "
        "combines a rule-based clause checker of 142 rules, a preference model trained on 9,870 comparisons made by "
        "practising lawyers, and a length penalty. Training proceeds in draft-and-revise episodes in which the model "
        "sees the checker's report on its first draft and may correct it. On 1,200 held-out tasks, the 13B policy passes "
        "the checker on 86.3% of tasks, against 66.7% for supervised fine-tuning, 71.2% for direct preference "
        "optimisation and 69.5% for a prompted commercial-style model; the gain on rules withheld from training is, "
        "however, small. In a blinded study, twelve practising lawyers from four jurisdictions judged the 13B policy's "
        "clauses acceptable in 62.2% of ratings, against 41.1% for supervised fine-tuning and 73.3% for lawyer-drafted "
        "references; its advantage over the prompted model was not significant. We analyse errors by clause type, show "
        "that the preference model rewards length, and discuss the professional-responsibility implications of "
        "deploying such systems."
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
