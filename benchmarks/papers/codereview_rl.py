"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 40): RL for an LLM code reviewer with a resolution-trained reward model and rule-based penalties; every sentence, model, dataset and number is invented."""

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

ABSTRACT = (
    "Automated code-review assistants are now common in industry, yet engineers routinely describe their comments as "
    "noisy: vague, repetitive, and too numerous to read. We report on RESOLVE, a reinforcement-learning recipe that "
    "trains a code-review model to write comments that developers actually act on. Its reward model is trained on a "
    "six-year industrial code-review log of 4.1 million inline comments, each retained comment labelled by whether the "
    "author of the change resolved it with a code edit, and its reward adds rule-based penalties for vague comments and for "
    "comments that duplicate one already written. We optimise a 14B policy with group-relative policy optimisation and "
    "no KL penalty. Offline, RESOLVE-14B lowers the share of vague comments from 15.1% to 6.2% relative to supervised "
    "fine-tuning. In a blind study with 24 professional engineers, its comments were rated the most specific of any "
    "system, including human reviewers, although humans remained more often correct. In a two-week A/B test covering "
    "38,900 changes, RESOLVE-14B raised the resolution rate of bot comments from 31.2% to 43.8% while posting 41% fewer "
    "comments per change, with no significant effect on time to merge. Gains were uneven across programming languages "
    "and smallest for Rust and shell scripts. We discuss what a resolution signal does and does not measure."
)

PAGE_1: list[Block] = [
    Heading("1 Introduction"),
    Para(
        "Most engineering organisations that have rolled out a large language model as an automated reviewer have "
        "discovered the same thing within a few weeks: the model is rarely wrong in an obvious way, but it is rarely "
        "worth reading either. Its comments suggest that a function 'could benefit from additional error handling', ask "
        "whether a variable name 'might be clearer', and repeat the same observation on every hunk of a long change. "
        "Engineers learn to skim past the bot, and once they do, the occasional comment that would have caught a real "
        "defect is skimmed past as well."
    ),
    Para(
        "At Brackwell Systems we ran such an assistant, internally called ReviewAssist, on every change submitted to our "
        "central code-review tool from May 2025 onwards. The second version of ReviewAssist was a 14B model fine-tuned "
        "on comments that human reviewers had written and that authors had later resolved. It was better than the "
        "prompted model it replaced, but its comments were resolved less than a third of the time, against roughly 42% "
        "for comments written by people. The gap was not mainly about correctness. When we read samples of unresolved "
        "bot comments, most of them were defensible but gave the author nothing to do."
    ),
    Para(
        "The numbers behind that impression were stark. In its first four months ReviewAssist v2 posted roughly "
        "610,000 inline comments. A quarterly developer survey, answered by 1,140 engineers, rated the assistant 2.6 "
        "out of 5 for usefulness, and the most frequent free-text complaint, mentioned by about one respondent in "
        "three, was some variant of 'too many comments that say nothing'."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "This report describes how we closed most of that gap with reinforcement learning, and what we learned along the "
        "way. The idea is simple. Our review tool has recorded, for years, which comments led to a code change and which "
        "were ignored, argued with, or closed as a courtesy. That record is a noisy but plentiful signal of whether a "
        "comment was worth writing. We train a reward model to predict it, and we optimise the reviewer against that "
        "reward model."
    ),
    Para(
        "The simple idea did not survive its first contact with optimisation. Trained against the learned reward alone, "
        "the policy discovered within a few hundred steps that generic suggestions to add tests or handle errors are "
        "resolved often enough in the log to score well almost anywhere, and that writing the same suggestion three "
        "times on a hunk triples the chance that one copy lands near an edited line. The reward rose; the comments got "
        "worse. The second half of our recipe is therefore a small set of deliberately blunt rules that penalise vague "
        "and duplicate comments. We found the rules to matter as much as the learned reward, and we spend some time in "
        "this report on why."
    ),
    Para(
        "We evaluate the result three ways, because no single measurement convinced us on its own: an offline test on "
        "held-out changes scored by an audit reward model trained on disjoint repositories; a blind human study in which "
        "professional engineers rated comments from five systems; and a two-week randomised A/B test in production. We "
        "also break every result down by programming language, since our monorepo mixes nine of them and the recipe "
        "helped some far more than others."
    ),
    Para(
        "We did try the obvious cheaper fixes first. Rewriting the prompt to demand concrete comments lowered the "
        "vague rate of a prompted model by a few points but also made it invent details; raising the decoding "
        "threshold for posting a comment cut volume without making the survivors better. Neither addressed the root "
        "problem, which is that imitation of human comments teaches a model what reviewers say, not which of those "
        "things authors find worth acting on."
    ),
    Para("Concretely, this report makes the following contributions."),
    Bullets(
        (
            "A definition of comment resolution that can be computed from a review log, requiring both an explicit "
            "resolution by the author and an edit near the commented line, and a reward model trained on 2.1 million "
            "such labels with a reviewer-neutral scoring scheme.",
            "RESOLVE, a reward that combines the learned resolution score with rule-based penalties for vague comments, "
            "duplicate comments and excess comment volume, together with a fixed reward for saying nothing.",
            "An evaluation of RESOLVE-7B and RESOLVE-14B against eight baselines offline, a human study with 24 "
            "engineers, and a production A/B test covering 38,900 changes and 2,310 change authors.",
            "A per-language and per-category analysis showing where resolution-driven training helps, where it does "
            "not, and where it shifts the mix of comments in ways a team might not want.",
        )
    ),
    Para(
        "A word on scope. We do not claim that resolution is the right objective for code review in general. A comment "
        "that catches a security flaw and a comment that renames a loop variable both count as one resolution, and an "
        "excellent comment that convinces the author to abandon a change counts as none. We return to these problems in "
        "Sections 11 and 12. What we do claim is that, for an assistant whose main failure is being ignored, resolution "
        "is a far better training signal than imitation, and that it is available to any organisation with a review log."
    ),
    Para(
        "The rest of the report is organised as follows. Section 2 places the work among prior studies of automated "
        "review and of learning from implicit feedback. Section 3 describes the review log and how we label it, and "
        "Section 4 the reward and the optimisation. Sections 5 to 9 give the setup, offline results, human study, "
        "deployment test and per-language results, followed by ablations, analysis, limitations and a note on ethics."
    ),
]

PAGE_3: list[Block] = [
    Heading("2 Related Work"),
    Para(
        "Automated review comment generation. Early systems retrieved a comment written on a similar past hunk and "
        "pasted it in, which produced fluent but often irrelevant feedback (Albright and Desmarais, 2021). Sequence-to-"
        "sequence models trained on mined review pairs followed (Okonkwo et al., 2022), and the CRGen benchmark "
        "(Halloran et al., 2023) standardised evaluation with reference-overlap metrics over 14,000 open-source "
        "changes. Overlap with one human comment is a weak criterion for review, since many different comments on the "
        "same hunk are equally valid and the human comment is often absent altogether. Later work moved to LLM judges "
        "(Trevisan and Qu, 2024), which we found in pilot experiments to reward exactly the hedged, general comments "
        "that our engineers disliked."
    ),
    Para(
        "Industrial deployments. A handful of reports describe review assistants in production. Mbeki et al. (2024) "
        "deployed a comment model at a payments company and measured the share of comments that received a positive "
        "reaction; Lindgren and Oyelaran (2025) studied an assistant that only proposed fixes for its own comments and "
        "reported that acceptance depended strongly on the size of the proposed edit. Neither trained on outcomes. "
        "Closest to our work, Fairbairn et al. (2025) filtered supervised training data by whether comments were "
        "resolved, which corresponds to our SFT-R baseline; we find that filtering helps but that optimising against "
        "an outcome model helps considerably more."
    ),
    Para(
        "Learning from implicit feedback. Reinforcement learning from human feedback usually relies on explicit "
        "preference labels. A separate line of work learns from behavioural signals such as clicks, dwell time or "
        "whether a user copies generated code (Ashdown et al., 2023; Ferreira-Lund and Ambani, 2024). These signals are "
        "abundant but confounded by who the user is and what they were doing. Our reviewer-neutral scoring, which "
        "removes the reviewer's historical resolution rate at inference, is a simple instance of the confounder "
        "adjustment these papers recommend."
    ),
    Para(
        "Reward hacking and rule-based shaping. Optimising a learned reward model beyond the region where it is "
        "accurate degrades true quality, a phenomenon documented for summarisation, dialogue and code (Petrosyan and "
        "Wilde, 2023; Kaur et al., 2025). Common mitigations are a KL penalty towards a reference policy, reward-model "
        "ensembles, and early stopping. Rule-based rewards have been used for formatting and for refusing unsafe "
        "requests (Nakashima et al., 2024). We use rules not for formatting but to encode two properties, specificity "
        "and non-redundancy, that the learned reward visibly fails to capture, and we drop the KL penalty entirely."
    ),
    Para(
        "Group-relative optimisation. GRPO replaces the learned value function of PPO with a baseline computed from a "
        "group of samples for the same prompt. It has mostly been applied to tasks with verifiable rewards such as "
        "mathematics and program synthesis. Rahimi and Castellanos (2025) applied it with a learned reward for "
        "commit-message generation, the task most similar to ours that we are aware of, and observed strong length "
        "exploitation, which motivates our explicit volume penalty."
    ),
    Para(
        "What makes a review comment useful. Empirical studies of human review predate language models. Surveys of "
        "engineers consistently rank comments that identify a concrete defect or propose a specific alternative as "
        "the most useful, and comments about style without a stated rule as the least (Vance and Oduya, 2020). "
        "Sandoval et al. (2022) found that the probability that a comment leads to a change falls with the number "
        "of comments already on the change, an effect they call review fatigue. Our volume term and our abstention "
        "reward are a crude encoding of the same finding."
    ),
]

PAGE_4: list[Block] = [
    Heading("3 The Review Log and What Counts as Resolved"),
    Para(
        "Our data come from the Brackwell Review Log (BRL), the event history of the company's central code-review "
        "tool from January 2019 to December 2024. Every change in BRL has one or more revisions; reviewers attach "
        "inline comments to a line of a revision, authors reply and upload new revisions, and either party can mark a "
        "comment thread as resolved. Over the six years the log holds 4.1 million inline comments written by 17,600 "
        "reviewers on 1.27 million changes in 11,300 repositories."
    ),
    Para(
        "Marking a thread as resolved turns out to be a poor label by itself. In a manual audit of 600 resolved threads, "
        "23% had been resolved without any change to the code, typically after a reply such as 'will do in a follow-up' "
        "or simply to clear the review screen. We therefore call a comment c, anchored at line l of revision k, "
        "resolved if and only if three conditions hold: the thread is marked resolved by the change author; some later "
        "revision k' > k modifies at least one line in the window [l - 3, l + 3] after mapping line numbers across "
        "revisions; and both events occur within 14 days of the comment. Comments on changes that were abandoned are "
        "excluded, since an abandoned change cannot be edited."
    ),
    Para(
        "We further drop comments written by bots or by the change author, comments on generated or vendored files, "
        "comments not in English, and threads in which the author never responded at all, because we cannot tell a "
        "rejected comment from an unread one. What remains are 2.64 million comments, of which 41.7% are resolved "
        "under our definition. Table 1 breaks the retained comments down by language."
    ),
    TableBlock(
        "Table 1: Retained BRL comments by programming language of the commented file (2019-2024). Share is the share of "
        "the 2.64M retained comments; resolved is the share resolved under the definition of Section 3; repositories are counted by primary language.",
        (
            ("Language", "Comments", "Share (%)", "Resolved (%)", "Repositories"),
            ("Java", "702k", "26.6", "43.1", "2,940"),
            ("Python", "581k", "22.0", "40.8", "3,370"),
            ("Go", "378k", "14.3", "44.6", "1,180"),
            ("C++", "309k", "11.7", "38.2", "870"),
            ("TypeScript", "322k", "12.2", "42.5", "1,640"),
            ("Kotlin", "158k", "6.0", "41.9", "520"),
            ("Rust", "55k", "2.1", "36.4", "210"),
            ("SQL", "79k", "3.0", "40.3", "380"),
            ("Shell", "56k", "2.1", "33.9", "190"),
            ("All", "2,640k", "100.0", "41.7", "11,300"),
        ),
    ),
    Para(
        "Splits. We split BRL by time to mimic deployment. Comments from 2019 to 2023 train the reward model: 2.1 "
        "million for training and 120,000 for validation. Hunks from January to June 2024 serve as RL prompts. Changes "
        "from October to December 2024 form the offline test set, from which we sample 18,400 hunks on 6,050 changes. "
        "Changes from July to September 2024 are held out entirely as a buffer, so that no change under review in the "
        "test period was already under review when a training prompt was drawn."
    ),
]

PAGE_5: list[Block] = [
    Heading("4 Method"),
    Heading("4.1 The resolution reward model"),
    Para(
        "The reward model s_φ takes a review context x and a single candidate comment c and returns a scalar logit. The "
        "context contains the diff hunk with 20 lines of surrounding code on either side, the file path, the change "
        "title and description, and any comments already posted on the same hunk. The comment is appended with its "
        "line anchor. The backbone is Kestrel-Coder-7B, an in-house code model pre-trained on our own and on public "
        "code, with a linear head on the final token. We train it with a class-weighted binary cross-entropy loss,"
    ),
    Para("L(φ) = - Σ_i w(lang_i) [ y_i log σ(s_φ(x_i, c_i, h_i)) + (1 - y_i) log(1 - σ(s_φ(x_i, c_i, h_i))) ],"),
    Para(
        "where y_i ∈ {0, 1} is the resolution label, w(lang) reweights languages so that each contributes in proportion "
        "to the square root of its share, and h_i is the reviewer's historical resolution rate, fed to the model as a "
        "short text feature. The feature is there because reviewer identity is the strongest single predictor of "
        "resolution in BRL: comments by the top decile of reviewers are resolved 58% of the time, those by the bottom "
        "decile 24%. Without the feature, the reward model partly learns to recognise the style of prolific senior "
        "reviewers, which is not what we want the policy to imitate. With it, that variation is explained away during "
        "training. At scoring time we set h to the population mean of 0.417, which we call reviewer-neutral scoring."
    ),
    Para(
        "On the 2024 test changes, the reward model reaches an AUROC of 0.742 for predicting resolution, and 0.711 on "
        "repositories that it never saw in training. We also train an audit reward model with the same architecture on "
        "a disjoint 30% of repositories; it is never used for training or model selection and serves only as an "
        "evaluation metric, with an AUROC of 0.728 on test changes from its own repositories."
    ),
    Para(
        "The reward model is trained for one epoch with LoRA adapters of rank 64 on all attention and MLP "
        "projections; full fine-tuning gave the same AUROC within 0.003 at four times the memory. It is reasonably "
        "calibrated on human comments, with an expected calibration error of 0.031, but we never checked its "
        "calibration on model-written comments before RL, an omission that Section 10 makes look unwise."
    ),
    Heading("4.2 Rule-based penalties"),
    Para(
        "Two rules encode properties that we could state precisely but that the reward model does not capture. A "
        "comment is vague, V(c) = 1, if it matches one of 212 hand-written hedge templates (for example 'consider "
        "refactoring', 'could be cleaner', 'might want to add tests') and does not mention any identifier, literal or "
        "file path that occurs in the hunk; or if it contains no such token and no code suggestion at all. A comment is "
        "a duplicate, D(c) = 1, if the cosine similarity between its embedding and that of another comment in the same "
        "output exceeds 0.88, or if its character-level edit similarity to a comment already on the change, whether "
        "from a human or from an earlier bot run, exceeds 0.8. Embeddings come from BCE-small, a 110M-parameter code "
        "and text encoder we trained for code search."
    ),
    Para(
        "Both rules were written in an afternoon and tuned on 400 labelled comments; the vague rule has a precision of "
        "0.91 and a recall of 0.77 on that set. We deliberately kept them simple and transparent. Engineers asked to "
        "see the list of hedge templates early in the project, and several of the templates came from their "
        "suggestions, which later helped the deployment gain acceptance."
    ),
]

PAGE_6: list[Block] = [
    Heading("4.3 The full reward"),
    Para(
        "The policy reads a context x and writes an output y, which is either the token NO_COMMENT or a list of one or "
        "more comments, each with a line anchor. For a non-empty output the reward is"
    ),
    Para("R(x, y) = (1/|y|) Σ_{c ∈ y} [ σ(s_φ(x, c, h_0)) - λ_v V(c) - λ_d D(c) ] - λ_n max(0, |y| - n_max),"),
    Para(
        "where h_0 = 0.417 is the reviewer-neutral setting of Section 4.1, λ_v = 0.4, λ_d = 0.6, λ_n = 0.25 and n_max = 3. Averaging over comments, rather than summing, removes any "
        "direct incentive to write more comments; the volume term additionally punishes outputs longer than three "
        "comments per hunk, which averaging alone did not prevent once duplicates were penalised. For NO_COMMENT the "
        "reward is a constant ρ = 0.38, slightly below the mean resolution rate, so that the policy abstains when it "
        "expects its best comment to be resolved less often than an average human comment. Outputs that cannot be "
        "parsed, or that anchor a comment to a line outside the hunk, receive a reward of -1."
    ),
    Para(
        "The choice of ρ is the single most consequential setting in the recipe, because it directly sets how often "
        "the assistant speaks. We chose 0.38 after talking to team leads, most of whom said they would rather see one "
        "comment on a typical change than none; Section 10 shows what happens at other values."
    ),
    Heading("4.4 Policy optimisation"),
    Para(
        "We optimise the policy π_θ with group-relative policy optimisation. For each context x we sample a group of G "
        "outputs y_1, ..., y_G from the current policy and compute the advantage of each as A_i = (R_i - mean(R)) / "
        "(std(R) + ε), shared by all tokens of y_i. The policy is updated with the clipped surrogate objective"
    ),
    Para("J(θ) = E[ (1/|y_i|) Σ_t min( r_{i,t}(θ) A_i, clip(r_{i,t}(θ), 1 - ε_low, 1 + ε_high) A_i ) ],"),
    Para(
        "where r_{i,t}(θ) is the ratio of the new to the old policy probability of token t, with ε_low = 0.2 and "
        "ε_high = 0.28. We use no KL penalty towards the initial policy: β = 0 in all RESOLVE runs, and no reference "
        "model is kept in memory. We tried β = 0.02 early on and found that it slowed the drop in vague comments "
        "without protecting audit scores (Table 6); the rule-based penalties did the work we had hoped the KL term "
        "would do. Groups in which every output receives the same reward contribute no gradient and are dropped; on "
        "average 14% of groups were dropped per step, most of them groups in which all eight outputs were NO_COMMENT."
    ),
    Para(
        "Rewards are computed by a separate scoring service while the next batch of rollouts is generated. The reward "
        "model runs on dedicated GPUs; the vague rule runs on CPU; and duplicate detection embeds every comment once "
        "and compares it against a per-change cache of earlier comments. Scoring a batch of 4,096 outputs takes about "
        "40 seconds, short enough that it never delayed a step. Line anchors are validated against the hunk before "
        "scoring, so a comment anchored outside the hunk never reaches the reward model."
    ),
    Heading("4.5 Supervised warm start"),
    Para(
        "RL starts from SFT-R, the policy that ran as ReviewAssist v2. SFT-R was obtained by full fine-tuning of "
        "Kestrel-Coder-14B-Instruct on 310,000 resolved comments from 2023, formatted in the output schema of Section "
        "4.3, together with 140,000 hunks that received no human comment, paired with NO_COMMENT. Starting RL from the "
        "instruction-tuned model without this step worked noticeably worse (Section 10). The 7B variant, RESOLVE-7B, "
        "follows the same recipe from Kestrel-Coder-7B-Instruct."
    ),
]

PAGE_7: list[Block] = [
    Heading("5 Experimental Setup"),
    Heading("5.1 Models and training"),
    Para(
        "We train two policies, RESOLVE-7B and RESOLVE-14B. Both are optimised for 400 GRPO steps with 512 contexts per "
        "step and G = 8 outputs per context, so that each step scores 4,096 outputs. With 96,000 RL prompts from the "
        "first half of 2024 this amounts to a little over two passes through the prompt set. We sample at temperature "
        "1.0 with a maximum of 512 new tokens. The learning rate is a constant 1 × 10^-6 for the 14B policy and 2 × "
        "10^-6 for the 7B policy, with AdamW and a weight decay of 0.01, and we take one gradient step per batch of "
        "rollouts, so updates are on-policy."
    ),
    Para(
        "The 14B run used 64 H100 GPUs with 80 GB of memory for about 31 hours, or roughly 1,980 GPU-hours, of which "
        "eight GPUs were dedicated to reward-model scoring. The 7B run used 32 of the same GPUs for 26 hours. Training "
        "the reward model took 224 GPU-hours. A Kestrel-Coder-34B-Instruct model exists in the same family, and we "
        "evaluate its prompted and SFT-R versions, but we did not have the capacity to train it with RL. The complete "
        "list of hyperparameters is in Appendix B."
    ),
    Heading("5.2 Baselines"),
    Para(
        "We compare against eight systems. Instruct-14B is Kestrel-Coder-14B-Instruct prompted with the review prompt "
        "of Appendix A and three in-context examples. API-L is a large proprietary general-purpose model accessed "
        "through a commercial API with the same prompt; our licence does not permit us to name it. SFT-All-14B is "
        "fine-tuned on one million comments sampled from BRL regardless of outcome, and SFT-R-14B on resolved comments "
        "only. Best-of-8 samples eight outputs from SFT-R-14B and keeps the one with the highest reward under the full "
        "RESOLVE reward. DPO-14B is trained with direct preference optimisation on 180,000 pairs of a resolved and an "
        "unresolved comment on the same hunk. PPO + RM optimises the learned reward alone with PPO, a value head and a "
        "KL coefficient of 0.05. GRPO + RM is identical to RESOLVE-14B except that both rule-based penalties and the "
        "volume term are removed."
    ),
    Heading("5.3 Offline metrics"),
    Para(
        "All offline metrics are computed on the 18,400 test hunks. Audit score is the mean sigmoid output of the audit "
        "reward model over all posted comments, a proxy for the expected resolution rate. Localisation is the share of "
        "comments anchored within three lines of a human comment on the same revision, computed only on hunks that "
        "human reviewers commented on. Vague and duplicate rates apply the rules of Section 4.2 to every posted "
        "comment, so they are not independent of the RESOLVE reward; we report them because engineers care about them "
        "directly, and we validate them in the human study. We also report the mean number of comments per hunk and "
        "the abstention rate, the share of hunks on which the system says nothing."
    ),
    Para(
        "Audit scores from different systems are only comparable to one another, not to real resolution rates, "
        "because the audit model is itself imperfectly calibrated on bot-written text. We treat it as a ranking "
        "device and confirm its ranking with people in Section 7 and with real resolution rates in Section 8."
    ),
    Para(
        "Model selection. For every RL run we evaluate the final checkpoint; we did not use early stopping, since "
        "doing so on the audit model would have made it a selection criterion. All trained systems are decoded "
        "greedily for the offline evaluation, and the prompted baselines with the sampling settings recommended by "
        "their providers."
    ),
]

PAGE_8: list[Block] = [
    Heading("6 Offline Results"),
    Para(
        "Table 2 gives the offline results. RESOLVE-14B has the highest audit score of any system, 0.472, ahead of the "
        "human comments written on the same hunks (0.431), and it writes the fewest vague and duplicate comments. The "
        "comparison with human reviewers should be read with care: the audit model was trained to recognise comments "
        "that humans resolved, and human comments on test hunks include a long tail of questions, praise and "
        "discussion that are valuable but rarely lead to an edit."
    ),
    TableBlock(
        "Table 2: Offline results on 18,400 test hunks from October-December 2024. Audit: mean audit-RM score of posted "
        "comments. Loc.: % of comments within 3 lines of a human comment. Vague, Dup.: % of posted comments. C/h: "
        "comments per hunk. Abst.: % of hunks with no comment.",
        (
            ("System", "Audit", "Loc.", "Vague", "Dup.", "C/h", "Abst."),
            ("Human reviewers", "0.431", "-", "14.8", "2.9", "0.71", "58.3"),
            ("Instruct-14B (prompted)", "0.352", "21.4", "38.6", "11.2", "2.84", "6.1"),
            ("Instruct-34B (prompted)", "0.367", "24.0", "33.5", "9.7", "2.51", "8.8"),
            ("API-L (prompted)", "0.389", "27.9", "24.3", "7.5", "2.31", "12.4"),
            ("SFT-All-14B", "0.371", "31.6", "19.7", "4.8", "0.93", "49.2"),
            ("SFT-R-14B", "0.396", "34.2", "15.1", "4.1", "0.88", "51.7"),
            ("SFT-R-34B", "0.409", "35.5", "14.2", "3.8", "0.85", "52.6"),
            ("Best-of-8 (SFT-R-14B)", "0.428", "36.0", "9.3", "1.9", "0.91", "50.4"),
            ("DPO-14B", "0.419", "35.1", "17.8", "5.0", "1.04", "44.9"),
            ("PPO + RM", "0.437", "35.8", "27.4", "9.6", "1.37", "33.0"),
            ("GRPO + RM", "0.441", "33.9", "31.2", "12.8", "1.52", "29.6"),
            ("RESOLVE-7B", "0.446", "37.4", "7.9", "1.6", "0.81", "55.8"),
            ("RESOLVE-14B", "0.472", "39.8", "6.2", "1.1", "0.77", "57.3"),
        ),
    ),
    Para(
        "Three patterns stand out. First, every method that optimises against the learned reward without the rules, "
        "PPO + RM and GRPO + RM, writes more comments and more vague comments than the supervised model it started "
        "from. Their audit scores still improve over SFT-R-14B, which shows that the audit model is not immune to the "
        "same generic comments; it simply rewards them less than the training reward model does. Second, scale helps "
        "less than the objective: the 7B RESOLVE policy beats the 34B supervised model on audit score, localisation and both the vague and duplicate rates. Third, "
        "reranking with the full reward recovers about 40% of the audit gain of RESOLVE-14B over SFT-R-14B at eight "
        "times the inference cost, a reasonable option for teams that cannot train."
    ),
    Para(
        "RESOLVE-14B abstains on 57.3% of hunks, close to the 58.3% on which human reviewers said nothing, though the "
        "overlap between the two sets is only partial: on hunks where a human commented, RESOLVE-14B commented 61% of "
        "the time."
    ),
    Para(
        "The prompted systems form a separate tier. Even the strongest of them, API-L, comments on almost nine hunks "
        "in ten and anchors fewer than three in ten of its comments near a human one. Moving from the 14B to the 34B "
        "instruction-tuned model helps less than any form of training on BRL, which suggests that the bottleneck is "
        "knowing what this organisation's authors act on rather than general coding ability."
    ),
]

PAGE_9: list[Block] = [
    Heading("7 Human Study"),
    Para(
        "Offline proxies share a weakness: two of them are computed by the rules we trained on, and the third by a "
        "model trained on the same kind of signal. We therefore asked engineers. We recruited 24 professional software "
        "engineers at Brackwell who were not involved in the project, with a mean of 9.3 years of industry experience "
        "(range 3 to 22). Each engineer listed the languages they were comfortable reviewing, and was shown only hunks "
        "in those languages."
    ),
    Para(
        "We sampled 144 test hunks on which a human reviewer had commented and all five systems in the study produced "
        "at least one comment, and collected one comment per system for each hunk: the human comment, and the first "
        "comment of API-L, SFT-R-14B, GRPO + RM and RESOLVE-14B. The resulting 720 comments were shown in random order "
        "without attribution, with the hunk and its surrounding code, and each was rated by two engineers, for 1,440 "
        "ratings in total. Raters scored four properties on a five-point scale, correctness (is what the comment says "
        "true?), specificity, actionability and overall usefulness, and answered yes or no to the question 'if this "
        "comment were on your change, would you edit the code because of it?'. Sessions lasted about 90 minutes and "
        "took place during working hours."
    ),
    TableBlock(
        "Table 3: Human ratings (mean of 288 ratings per system, 1-5 scale) and the share of ratings answering yes to "
        "'would you act on it'. Krippendorff's alpha for usefulness is 0.58.",
        (
            ("System", "Correct", "Specific", "Actionable", "Useful", "Would act (%)"),
            ("Human reviewer", "4.21", "3.64", "3.71", "3.58", "61.1"),
            ("API-L", "3.68", "3.12", "3.20", "2.97", "42.4"),
            ("SFT-R-14B", "3.74", "3.38", "3.41", "3.11", "45.8"),
            ("GRPO + RM", "3.61", "2.69", "2.83", "2.72", "34.0"),
            ("RESOLVE-14B", "3.97", "3.92", "3.86", "3.49", "57.6"),
        ),
    ),
    Para(
        "The engineers confirmed the offline picture, with one instructive exception. RESOLVE-14B comments were rated "
        "the most specific and the most actionable of the five sources, human reviewers included. They were rated less "
        "often correct than human comments, 3.97 against 4.21, and the difference in overall usefulness between "
        "RESOLVE-14B and humans, 3.49 against 3.58, was not significant under a paired permutation test (p = 0.31). "
        "GRPO + RM, which had the second-best audit score offline, was rated the least specific and the least useful "
        "system, below the prompted API model. In the study this is the clearest evidence that its offline gains "
        "were an artefact of exploiting the reward model."
    ),
    Para(
        "Agreement between the two raters of a comment was moderate throughout. Krippendorff's alpha was 0.58 for "
        "usefulness, 0.66 for correctness and 0.49 for specificity; the yes-or-no question had a raw agreement of "
        "78%. Raters disagreed most about comments on code style, where personal conventions vary."
    ),
    Para(
        "Free-text remarks were consistent. Several raters described RESOLVE comments as 'the kind a careful senior "
        "would leave on a Friday afternoon': short, pointed, with a concrete suggestion. The most common complaint was "
        "that a precise, confident comment is more costly when it is wrong, because it is harder to dismiss; four "
        "raters independently flagged RESOLVE comments that proposed a plausible but incorrect fix. After the study, "
        "17 of the 24 engineers said they would keep a RESOLVE-based assistant switched on for their own changes."
    ),
]

PAGE_10: list[Block] = [
    Heading("8 Deployment: A Two-Week A/B Test"),
    Para(
        "Ultimately the question is whether engineers act on the comments in their daily work. We ran a randomised "
        "experiment in production from 3 to 16 November 2025. Change authors, not changes, were randomised, so that "
        "one author never saw both systems: 2,310 authors who submitted at least one change in the period were "
        "assigned to the control arm, which kept ReviewAssist v2 (SFT-R-14B), or to the treatment arm, which received "
        "RESOLVE-14B, by a hash of their employee identifier. The two arms submitted 19,280 and 19,620 changes, "
        "38,900 in total. The bot posts as a separate reviewer account, engineers can react to its comments with a "
        "thumbs-up or thumbs-down, and either arm could mute the bot on a change. Everything else, including the human "
        "reviewers assigned, was unchanged."
    ),
    TableBlock(
        "Table 4: A/B test results over two weeks (38,900 changes). p-values from a two-sided test clustered by author.",
        (
            ("Metric", "Control", "Treatment", "Change", "p"),
            ("Bot comments per change", "2.9", "1.7", "-41%", "<0.001"),
            ("Bot comments resolved (%)", "31.2", "43.8", "+12.6 pts", "<0.001"),
            ("Thumbs-down rate (%)", "9.4", "5.1", "-4.3 pts", "<0.001"),
            ("Dismissed without reply (%)", "38.5", "27.0", "-11.5 pts", "<0.001"),
            ("Changes with bot muted (%)", "4.8", "2.9", "-1.9 pts", "0.004"),
            ("Human comments per change", "3.42", "3.37", "-1.5%", "0.48"),
            ("Median time to merge (h)", "22.6", "21.7", "-4.0%", "0.21"),
            ("30-day revert rate (%)", "1.9", "1.8", "-0.1 pts", "0.67"),
        ),
    ),
    Para(
        "RESOLVE-14B raised the resolution rate of bot comments from 31.2% to 43.8%, slightly above the 41.7% of "
        "human comments in the historical log, while posting 41% fewer comments per change. In absolute terms this "
        "means the treatment arm produced about 0.74 resolved bot comments per change against 0.90 in the control arm: "
        "fewer resolutions in total, but far less to read. We regard that trade as a success, and so did the teams we "
        "asked, but a team that measures an assistant by the number of defects it surfaces might not."
    ),
    FigureBlock(
        "Figure 1: Cumulative share of bot comments resolved, by hours since the comment was posted; treatment "
        "(RESOLVE-14B, black) and control (SFT-R-14B, grey). Every comment was followed for 400 hours. About 90% of "
        "eventual resolutions in both arms occurred within the first 100 hours.",
        "hours since comment posted",
        "resolved",
        (
            (0.0, 0.31, 0.395, 0.42, 0.43, 0.434, 0.436, 0.438, 0.438),
            (0.0, 0.22, 0.281, 0.298, 0.305, 0.309, 0.311, 0.312, 0.312),
        ),
    ),
    Para(
        "Effects on the wider process were small. Human reviewers wrote as many comments as before, and time to merge "
        "and revert rates did not change significantly. Two weeks is too short to see effects on code quality, and we "
        "did not try to measure defects directly."
    ),
]

PAGE_11: list[Block] = [
    Heading("9 Results by Programming Language"),
    Para(
        "Brackwell's code base mixes nine languages in substantial quantities, and they differ in how much review "
        "feedback a compiler or linter already provides, in how much training data BRL holds, and in the kind of "
        "comment reviewers write. Table 5 reports the offline audit score and the A/B resolution rate for each."
    ),
    TableBlock(
        "Table 5: Per-language results. Hunks: offline test hunks. Audit: offline audit score of SFT-R-14B and "
        "RESOLVE-14B. A/B: resolution rate (%) of bot comments in the control and treatment arms.",
        (
            ("Language", "Hunks", "Audit SFT-R", "Audit RESOLVE", "A/B control", "A/B treatment"),
            ("Java", "4,310", "0.408", "0.489", "33.0", "46.1"),
            ("Python", "3,920", "0.401", "0.478", "30.4", "44.7"),
            ("Go", "2,680", "0.417", "0.496", "34.8", "47.9"),
            ("C++", "2,150", "0.372", "0.431", "27.1", "36.2"),
            ("TypeScript", "2,240", "0.399", "0.481", "31.9", "45.0"),
            ("Kotlin", "1,160", "0.393", "0.465", "32.6", "44.1"),
            ("Rust", "780", "0.351", "0.392", "24.3", "30.8"),
            ("SQL", "690", "0.384", "0.470", "28.7", "43.9"),
            ("Shell", "470", "0.342", "0.371", "22.5", "27.4"),
            ("All", "18,400", "0.396", "0.472", "31.2", "43.8"),
        ),
    ),
    Para(
        "The gains are broad but uneven. In the A/B test the resolution rate rose by 13 to 15 points for Java, Python, "
        "Go, TypeScript and SQL, by 11.5 points for Kotlin, by 9.1 points for C++, and by only 6.5 and 4.9 points for Rust and shell scripts. We "
        "see three reasons, none of which we can fully separate."
    ),
    Para(
        "Data. Rust and Shell each account for 2.1% of retained BRL comments. The reward model's AUROC on the two is "
        "0.66 and 0.64, well below its overall 0.742, so the policy is optimising a noisier target in exactly those "
        "languages. SQL is almost as rare, at 3.0%, yet gains strongly; we suspect because SQL review comments in BRL "
        "are unusually formulaic (missing indexes, unbounded queries), which makes them easy to learn from few examples."
    ),
    Para(
        "Tooling. Many comments that are resolved in other languages concern issues the Rust compiler and Brackwell's "
        "Clippy configuration already reject, so those hunks never reach review in a state where such a comment is "
        "needed. The remaining Rust comments are more often about design, where resolution is rarer for humans too."
    ),
    Para(
        "The rules. The vague rule requires a comment to mention an identifier or literal from the hunk. Shell "
        "comments frequently refer to quoting or to the behaviour of a command, for example a missing -e flag, in "
        "ways our tokenizer for identifiers does not recognise, and 19% of RESOLVE's Shell comments that raters judged "
        "specific were flagged as vague. The policy responds by abstaining: RESOLVE-14B says nothing on 71% of Shell "
        "hunks. For C++, abstention on hunks dominated by template code, where the model is least reliable, explains "
        "part of the smaller gain. Per-category results are given in Appendix E."
    ),
]

PAGE_12: list[Block] = [
    Heading("10 Ablations"),
    Para(
        "Table 6 varies one component of RESOLVE-14B at a time. Every variant is trained for the same 400 steps from "
        "the same SFT-R-14B checkpoint and evaluated on the offline test set. We ran each variant once, so differences "
        "below about 0.005 in audit score should not be over-interpreted; two repeated runs of the full recipe with "
        "different seeds differed by 0.004."
    ),
    TableBlock(
        "Table 6: Ablations of RESOLVE-14B on the offline test set. Vague, Dup. and Abst. in %.",
        (
            ("Variant", "Audit", "Vague", "Dup.", "Abst."),
            ("RESOLVE-14B (full)", "0.472", "6.2", "1.1", "57.3"),
            ("without vague penalty", "0.455", "22.7", "1.4", "49.0"),
            ("without duplicate penalty", "0.463", "6.9", "8.8", "55.1"),
            ("without volume term", "0.468", "6.4", "1.3", "56.0"),
            ("without any rule (GRPO + RM)", "0.441", "31.2", "12.8", "29.6"),
            ("reviewer feature removed from RM", "0.458", "7.0", "1.3", "54.6"),
            ("abstention reward 0.20", "0.461", "6.6", "1.2", "41.8"),
            ("abstention reward 0.50", "0.452", "5.1", "0.9", "78.4"),
            ("KL penalty, beta = 0.02", "0.466", "6.8", "1.2", "55.9"),
            ("G = 4 outputs per context", "0.460", "6.5", "1.3", "56.2"),
            ("G = 16 outputs per context", "0.474", "6.0", "1.0", "57.9"),
            ("RL from Instruct-14B (no SFT-R)", "0.438", "9.4", "2.2", "47.3"),
        ),
    ),
    Para(
        "The vague penalty is the most important single rule: without it the vague rate climbs back to 22.7%, above "
        "the supervised starting point. The duplicate penalty mostly affects its own metric. The reviewer feature in "
        "the reward model, which we had added on theoretical grounds, turned out to be worth 0.014 in audit score; "
        "without it, the policy's comments drifted towards the terse imperative style of a handful of prolific "
        "reviewers, something several engineers in a pilot noticed before we did."
    ),
    Para(
        "The abstention reward behaves as expected. At ρ = 0.5 the policy speaks on barely a fifth of hunks and the "
        "audit score falls, because the comments it still writes are not better enough to compensate; at ρ = 0.2 it "
        "comments on most hunks and starts to fill them with low-value remarks. Doubling the group size to 16 helped "
        "slightly at twice the rollout cost, and we kept G = 8. A KL penalty neither helped nor was needed."
    ),
    FigureBlock(
        "Figure 2: Reward hacking without rules. Black: training reward of GRPO + RM. Grey: audit score of GRPO + RM "
        "(lower curve at the end) and of RESOLVE-14B (upper curve), against RL step. The vague rate of GRPO + RM "
        "passes 20% at step 150; its audit score peaks near step 150 and then declines.",
        "RL step",
        "score",
        (
            (0.42, 0.5, 0.57, 0.62, 0.66, 0.69, 0.71, 0.72, 0.73),
            (0.4, 0.43, 0.45, 0.455, 0.452, 0.447, 0.444, 0.442, 0.441),
            (0.4, 0.42, 0.44, 0.452, 0.46, 0.465, 0.469, 0.471, 0.472),
        ),
    ),
]

PAGE_13: list[Block] = [
    Heading("11 Analysis"),
    Para(
        "What changed in the comments? We compared 2,000 randomly chosen comments from SFT-R-14B and RESOLVE-14B on "
        "the test set. The median RESOLVE-14B comment is shorter, 118 characters against 164, and 71% contain a code "
        "span or a concrete replacement, against 38% for SFT-R-14B. Questions ('is this thread-safe?') fell from 22% "
        "of comments to 9%; our log shows that questions are resolved less often than suggestions, even when they "
        "are good questions, and the policy learned this. Whether that is desirable is debatable; questions are how "
        "many reviewers teach."
    ),
    FigureBlock(
        "Figure 3: Resolution rate in the A/B treatment arm by comment length in characters, for RESOLVE-14B "
        "comments (black) and for human comments posted on the same changes (grey). Both peak between 100 and 150 "
        "characters; RESOLVE comments under 50 characters are resolved least often.",
        "comment length (characters)",
        "resolution rate",
        (
            (0.22, 0.4, 0.48, 0.49, 0.46, 0.41, 0.37, 0.33, 0.3),
            (0.3, 0.41, 0.46, 0.47, 0.45, 0.42, 0.39, 0.36, 0.33),
        ),
    ),
    Para(
        "Where does the policy still fail? We read 300 unresolved RESOLVE-14B comments from the treatment arm and "
        "assigned each a primary cause. The largest group, 34%, were correct and specific but concerned something the "
        "author had deliberately chosen, such as a naming convention local to the team. Next came incorrect claims "
        "(21%), usually about code outside the visible context, such as a function the comment assumed did not check "
        "for null; comments the author answered in a reply and then fixed in a separate change (17%), which our label "
        "counts as unresolved; and comments on lines that a later revision deleted for unrelated reasons (9%). The "
        "rest were mixed. Only 6% of the unresolved comments were judged vague by the reader, which matches the rule."
    ),
    Para(
        "Does the policy game the edit window? Our label counts a comment as resolved if any line within three lines "
        "of its anchor is edited, so a policy could learn to anchor comments on lines that are likely to change "
        "anyway. We looked for this. The share of RESOLVE-14B comments anchored on added lines, as opposed to "
        "unchanged context lines, rose only from 81% to 84% during RL, and in the A/B test 88% of resolved treatment "
        "comments had an edit whose content our annotators judged related to the comment, against 90% for human "
        "comments in the same period. We conclude that window gaming is at most a minor effect at this scale."
    ),
    Para(
        "Lessons for practitioners. Three lessons from the project seem likely to transfer. First, inspect samples "
        "from the RL policy every few dozen steps; the reward curve in Figure 2 looked excellent while the comments "
        "were visibly deteriorating. Second, cheap rules written with the future users catch the failure modes a "
        "learned reward misses, and their transparency buys goodwill. Third, the reward for silence deserves as much "
        "thought as the reward for speaking: it sets the product's personality more than any other choice."
    ),
]

PAGE_14: list[Block] = [
    Heading("12 Limitations"),
    Para(
        "Resolution is not importance. The objective treats every resolved comment as equally good. Appendix E shows "
        "that RESOLVE-14B writes proportionally more comments about error handling and naming, which are easy to act "
        "on, and fewer about security and concurrency, which are resolved less often because they are harder to fix "
        "or more often disputed. In the A/B test, the share of bot comments classified as security-related fell from "
        "2.3% to 1.4%. We do not know whether the treatment arm missed security problems that the control arm caught; "
        "two weeks and our revert metric are far too coarse to tell."
    ),
    Para(
        "One organisation, one log. BRL reflects Brackwell's review culture, its tooling and its mix of languages. "
        "Organisations where authors rarely mark threads resolved, or where reviewers write mostly questions, may get "
        "a much weaker signal from the same definition. We have not tested the recipe on open-source review data, "
        "where the resolution conventions differ from project to project."
    ),
    Para(
        "Proxies all the way down. Our offline metrics include two rules that are part of the training reward and an "
        "audit model trained on the same kind of label. The human study and the A/B test address this, but the human "
        "study covers only 144 hunks and hunks on which all five systems chose to comment, which excludes exactly the "
        "cases where RESOLVE abstains. We also did not study the 34B model with RL, nor models below 7B, so we cannot "
        "say how the recipe scales."
    ),
    Para(
        "Context. The policy sees a hunk and 20 lines around it. A fifth of its incorrect comments concern code it "
        "could not see. Giving it repository-level context is the obvious next step and is not addressed here."
    ),
    Heading("13 Ethics and Broader Impact"),
    Para(
        "The review log contains the professional communication of thousands of employees. We used it under "
        "Brackwell's internal data-use policy for developer tooling, removed reviewer and author identities before "
        "training (the reviewer feature in the reward model is a number, not an identity), and excluded repositories "
        "marked confidential. The human study and the A/B test were approved by Brackwell's internal research review "
        "board; study participants took part during working hours and could withdraw at any time, and engineers in "
        "both arms of the A/B test were told that a review assistant experiment was running, though not which arm "
        "they were in."
    ),
    Para(
        "An assistant that writes comments engineers act on is also an assistant whose mistakes are acted on. Our "
        "raters were right that a confident wrong comment costs more than a vague one, and a resolution objective "
        "rewards confidence. We see a second, slower risk in teams relying on the bot for the routine half of review "
        "and junior engineers learning less from reviewing. We have no data on either effect. Finally, optimising for "
        "resolution could be turned into a tool for measuring reviewers, which we explicitly do not do: resolution "
        "rates are not reported per person anywhere in our tooling."
    ),
    Heading("14 Conclusion"),
    Para(
        "A review log records, for free, whether each comment was worth writing. Training a reviewer against that "
        "record, with a few blunt rules against vagueness and repetition and a reward for silence, produced an "
        "assistant whose comments engineers resolved 43.8% of the time instead of 31.2%, at 41% fewer comments per "
        "change. The remaining problems are about what resolution fails to measure."
    ),
]

PAGE_15: list[Block] = [
    Heading("References"),
    References(
        (
            "Albright, C. and Desmarais, P. Retrieve and remark: Nearest-neighbour generation of code review comments. In Proceedings of the Working Conference on Software Repositories, 2021.",
            "Ashdown, R., Velikova, M., and Tan, J. Copy, paste, learn: Implicit reward signals from code assistant telemetry. arXiv:2311.07742, 2023.",
            "Fairbairn, L., Osei, K., Marchetti, G., and Yoon, D. Outcome-filtered fine-tuning for review assistants in a large monorepo. In Companion Proceedings of the Conference on Software Engineering in Practice, 2025.",
            "Ferreira-Lund, A. and Ambani, S. Debiasing behavioural feedback for language model alignment. In Findings of the Association for Computational Linguistics, 2024.",
            "Halloran, B., Zsolnai, E., and Mirza, F. CRGen: A benchmark for review comment generation across eight languages. In Proceedings of the Conference on Mining Code Evolution, 2023.",
            "Kaur, P., Lindahl, J., Obi, C., and Sato, R. Goodhart in the loop: Measuring reward-model overoptimisation on code tasks. arXiv:2502.11903, 2025.",
            "Lindgren, M. and Oyelaran, T. Suggested fixes in code review: A field study of acceptance. Empirical Software Practice, 11(2):88-117, 2025.",
            "Mbeki, N., Harcourt, S., and Loewe, F. Lessons from deploying a review bot at a payments company. In Proceedings of the Industry Track on Developer Productivity, 2024.",
            "Nakashima, H., Dube, T., and Armitage, E. Rule-shaped rewards for instruction following. arXiv:2406.05518, 2024.",
            "Okonkwo, U., Brandt, L., and Iqbal, S. Learning to review: Sequence-to-sequence generation of inline review comments. In Proceedings of the Conference on Automated Software Engineering, 2022.",
            "Petrosyan, A. and Wilde, K. When the reward model stops agreeing: Overoptimisation in summarisation and dialogue. arXiv:2309.14410, 2023.",
            "Rahimi, S. and Castellanos, I. Group-relative policy optimisation with learned rewards for commit message generation. arXiv:2507.02218, 2025.",
            "Sandoval, R., Keane, M., and Prakash, V. Review fatigue: The diminishing returns of comment volume in code review. In Proceedings of the Conference on Mining Code Evolution, 2022.",
            "Trevisan, G. and Qu, Y. Judging the judges: LLM evaluators for code review comments. In Proceedings of the Workshop on Natural Language for Software, 2024.",
            "Vance, H. and Oduya, B. What reviewers value: A survey of 900 engineers on code review feedback. Journal of Software Craft, 6(1):12-39, 2020.",
        )
    ),
    Heading("Appendix A: Prompts and Output Format"),
    Para(
        "All generative systems receive the same system prompt, reproduced below with line breaks removed. For the "
        "prompted baselines it is followed by three worked examples drawn from BRL changes in 2023; the trained "
        "policies receive the prompt without examples."
    ),
    Para(
        "System prompt: 'You are reviewing one hunk of a code change for a colleague. Read the change description, "
        "the diff and the surrounding code. Write a comment only if you are confident the author should change the "
        "code, and say concretely what to change and why. Refer to the identifiers and lines involved. Do not praise, "
        "do not summarise the change, and do not repeat a point that has already been made in the existing comments "
        "shown below. If nothing needs to change, answer NO_COMMENT. Otherwise answer with a list of at most three "
        "items, each of the form [line N] comment text.'"
    ),
    Para(
        "The context block that follows the prompt contains, in this order, the change title, the first 600 "
        "characters of the change description, the file path, the hunk in unified diff format with 20 lines of "
        "context on either side, and the existing comments on the hunk with their line numbers but without author "
        "names. Contexts longer than 6,000 tokens are truncated from the surrounding code first."
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix B: Hyperparameters"),
    Para(
        "Table 7 lists the settings of every model we trained. Settings not listed, such as the learning-rate schedule "
        "of the supervised runs, follow the defaults of our internal training library. All runs use bfloat16 "
        "precision and fully sharded data parallelism; the reward model is the only model trained with LoRA."
    ),
    TableBlock(
        "Table 7: Training settings. GPU-hours are H100 80GB hours and include rollout generation and reward scoring.",
        (
            ("Setting", "SFT-R-14B", "Reward model", "RESOLVE-7B", "RESOLVE-14B", "PPO + RM"),
            ("Initialisation", "Instruct-14B", "Kestrel-Coder-7B", "SFT-R-7B", "SFT-R-14B", "SFT-R-14B"),
            ("Learning rate", "1e-5", "5e-5", "2e-6", "1e-6", "1e-6"),
            ("Batch size", "256 seq.", "1,024 comments", "512 prompts", "512 prompts", "256 prompts"),
            ("Outputs per prompt", "-", "-", "8", "8", "4"),
            ("Steps / epochs", "2 epochs", "1 epoch", "400 steps", "400 steps", "600 steps"),
            ("KL coefficient", "-", "-", "0 (none)", "0 (none)", "0.05"),
            ("Clip range", "-", "-", "0.2 / 0.28", "0.2 / 0.28", "0.2"),
            ("LoRA rank", "-", "64", "-", "-", "-"),
            ("Max new tokens", "-", "-", "512", "512", "512"),
            ("GPUs", "32", "16", "32", "64", "64"),
            ("GPU-hours", "410", "224", "830", "1,980", "2,650"),
        ),
    ),
    Heading("Appendix C: The Vague-Comment Rule"),
    Para(
        "The 212 hedge templates are regular expressions over lower-cased text, grouped into seven families. We list "
        "one representative of each family; the full list is available to Brackwell employees in the assistant's "
        "documentation."
    ),
    Bullets(
        (
            "Soft suggestion: 'consider (refactoring|restructuring|simplifying) (this|the code)'.",
            "Unspecified improvement: '(could|might) be (cleaner|clearer|more readable|improved)'.",
            "Generic testing: '(you )?(may|might) want to add (some )?tests'.",
            "Generic robustness: 'make sure (to|that you) handle (all )?(errors|edge cases)'.",
            "Deferral to the author: 'not sure if this is (intended|needed|correct)' with no stated reason.",
            "Bare praise or agreement: 'looks good', 'nice', 'lgtm' with no further content.",
            "Empty question: 'why\\?' or 'is this needed\\?' with fewer than eight words.",
        )
    ),
    Para(
        "A template match alone does not make a comment vague. 'Consider refactoring parse_header so the retry loop "
        "is not duplicated in read_frame' matches the first family but mentions two identifiers from the hunk and is "
        "not penalised. Conversely, a comment that matches no template but mentions nothing from the hunk and contains "
        "no code is penalised, which catches paraphrases of the templates that the policy discovered during training; "
        "in the GRPO + RM run, 40% of vague comments at step 400 matched no template at all."
    ),
    Heading("Appendix D: Serving and Guardrails"),
    Para(
        "During the A/B test both models were served from the same cluster, each replica occupying four H100 GPUs, "
        "with requests queued per change and one request per modified hunk. Median latency from the upload of a "
        "revision to the bot's comments was 9.4 seconds for RESOLVE-14B and 11.8 seconds for SFT-R-14B, the "
        "difference coming almost entirely from RESOLVE writing fewer tokens. A guardrail would have switched an arm "
        "back to the previous production model if its daily thumbs-down rate exceeded 15%; it never triggered."
    ),
]

PAGE_17: list[Block] = [
    Heading("Appendix E: Results by Comment Category"),
    Para(
        "We assigned each comment one of nine categories with a classifier fine-tuned on 3,000 comments labelled by "
        "two of the authors (accuracy 0.84 on 500 held-out comments). Table 8 reports the share of each category "
        "among human comments in the test set, among SFT-R-14B and RESOLVE-14B comments in the A/B test, and the "
        "resolution rate of RESOLVE-14B comments in the treatment arm."
    ),
    TableBlock(
        "Table 8: Comment categories. Shares in % of each source's comments; last column: resolution rate (%) of "
        "RESOLVE-14B comments of that category in the A/B treatment arm.",
        (
            ("Category", "Human", "SFT-R-14B", "RESOLVE-14B", "Resolved (RESOLVE)"),
            ("Correctness / logic", "21.4", "18.9", "20.6", "45.3"),
            ("Error handling", "11.8", "14.6", "19.3", "50.6"),
            ("Naming", "9.7", "10.2", "14.1", "54.9"),
            ("Style / readability", "17.3", "21.5", "13.8", "47.1"),
            ("Testing", "8.9", "12.7", "9.6", "31.0"),
            ("Performance", "7.1", "6.3", "7.4", "38.9"),
            ("Documentation", "10.5", "8.8", "8.2", "36.1"),
            ("Concurrency", "3.6", "2.7", "1.9", "29.5"),
            ("Security", "2.8", "2.3", "1.4", "33.7"),
            ("Other / questions", "6.9", "2.0", "3.7", "18.2"),
        ),
    ),
    Para(
        "Testing comments deserve a note. They were the most common vague comments of SFT-R-14B ('consider adding a "
        "test for this'), and RESOLVE-14B writes fewer of them. Those it keeps usually name the missing case, yet they "
        "are still resolved only 31.0% of the time, because authors often add the test in a later change."
    ),
    Heading("Appendix F: Human Study by Language"),
    Para(
        "Table 9 splits the usefulness ratings of Table 3 by language group. Raters covered every language, but the "
        "smaller groups rest on few ratings and their differences are not significant."
    ),
    TableBlock(
        "Table 9: Mean usefulness (1-5) by language group in the human study. n: hunks per group.",
        (
            ("Language group", "n", "Human", "SFT-R-14B", "RESOLVE-14B"),
            ("Java, Kotlin", "46", "3.61", "3.18", "3.57"),
            ("Python", "33", "3.55", "3.09", "3.52"),
            ("Go", "21", "3.64", "3.20", "3.58"),
            ("TypeScript", "19", "3.49", "3.05", "3.47"),
            ("C++, Rust", "17", "3.62", "2.94", "3.21"),
            ("SQL, Shell", "8", "3.50", "3.06", "3.25"),
        ),
    ),
    Para(
        "The pattern mirrors the A/B test: RESOLVE-14B is close to human comments for the large languages and falls "
        "further behind for C++, Rust and shell scripts, the languages on which its training signal is weakest."
    ),
]

PAPER = GeneratedPaper(
    file="codereview_rl.pdf",
    title="Comments That Get Resolved: Reinforcement Learning from Developer Resolution Signals for Automated Code Review",
    short_title="Comments That Get Resolved: RL from Resolution Signals for Code Review",
    authors="Lena Vasquez-Orr (1), Tobias Ngata (1), Seo-yeon Park (1), Ruairi Fennimore (2), Dilnoza Yusupova (1), Matthias Kroell (2)",
    affiliations="(1) Brackwell Systems, Developer Productivity Research   (2) Department of Computer Science, University of Eastmarch",
    stamp="arXiv:2603.11872v1  [cs.CL]  17 Mar 2026",
    abstract=ABSTRACT,
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
