"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 44): RL of a vision-language alt-text writer rewarded by a learned model of blind and low-vision readers' preferences plus a detector-based hallucination penalty, with interview, lab and diary studies; every sentence, model, dataset and number is invented."""

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
        "Most images that blind and low-vision (BLV) people meet online reach them as a short phrase read aloud by a "
        "screen reader, or as nothing at all. In a crawl we made in January 2026 of 12,000 images from 40 news homepages "
        "and public social feeds, 37.2% carried no alternative (alt) text, 21.5% carried a file name or the single word "
        "\u201cimage\u201d, and only 9.8% carried a description longer than ten words. Publishers and posters rarely write "
        "alt text, and when they do it is often a copy of the visible caption, which the screen reader then reads twice."
    ),
    Para(
        "Vision-language models (VLMs) can now write a fluent paragraph about almost any photograph, and several platforms "
        "already insert machine-written descriptions. Yet the descriptions these models produce are shaped by what sighted "
        "annotators consider a good caption: an inventory of what is visible, written to be read with the image in view. "
        "A BLV reader hears the description in the middle of an article or a thread, without the image, at speech rates "
        "that many experienced users set above 400 words per minute. What they need from it depends on the surrounding "
        "text. The same photograph of a minister at a lectern needs a different description under a story about a budget "
        "speech than under a post mocking the minister's tie."
    ),
    Para(
        "A second problem is that a listener cannot check a description. A sighted reader who is told that a photograph "
        "shows a dog can look for the dog; a blind reader cannot, and a confident invention is repeated, shared and acted "
        "upon. Object hallucination in VLM descriptions is therefore not merely a quality defect for this audience but a "
        "question of trust, as the participants of our formative study told us at length."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "This paper asks whether a VLM can be trained directly on what BLV readers prefer when they listen to alt text in "
        "context, and what goes wrong when it is. We began with semi-structured interviews with 14 BLV screen-reader users "
        "(P1-P14), which yielded five design goals. We then collected pairwise preferences from 63 BLV raters who listened "
        "to competing descriptions of the same image after hearing the article or post around it, trained a reward model "
        "on those judgments, and optimised a 7B VLM against it with Group Relative Policy Optimization (GRPO). Optimising "
        "the learned preference alone raised the share of descriptions that mention an object absent from the image from "
        "18.7% to 23.9%: raters who cannot see the image reward vivid, specific prose, and vivid prose is cheap to invent. "
        "We therefore subtract a penalty for noun phrases that an open-vocabulary object detector fails to ground. We call "
        "the resulting system AuralAlt."
    ),
    Para("Our contributions are as follows."),
    Bullets(
        (
            "A formative interview study with 14 BLV participants on alt text in news and social media, distilled into five "
            "design goals (Section 3).",
            "AuralAlt, a 7B VLM trained with GRPO against a reward model fitted to 9,840 pairwise judgments from 63 BLV raters, "
            "minus a detector-based hallucination penalty; the penalty lowers the hallucination rate to 7.2% while keeping "
            "most of the preference gain (Sections 4-6).",
            "A within-subjects lab study with 18 BLV participants, in which AuralAlt's descriptions were rated more useful than "
            "existing alt text (median 6 vs. 3, Z = 3.62, p < .001, r = 0.85) and than the supervised model (Section 7).",
            "A two-week diary deployment with ten participants who requested descriptions for 1,284 images and wrote 341 diary "
            "entries, 58 of which reported an error (Section 8).",
        )
    ),
    Para(
        "We argue that preference data from BLV readers is indispensable for deciding what a description should say, and "
        "insufficient for deciding whether what it says is true. The two signals have to be combined by design, and Section "
        "9 turns this into implications for builders of accessibility models."
    ),
    Heading("2 Related Work"),
    Heading("2.1 Alt text in practice"),
    Para(
        "Guidelines for alt text converge on a few principles: describe the function of an image rather than its "
        "appearance, keep descriptions short, and avoid repeating adjacent text. Studies of publishing practice find "
        "that these principles are applied unevenly. Ferreira-Quist and Amadi (2022) audited 3,100 news articles and "
        "found that alt text, when present, duplicated the printed caption in most cases. Work on social media has "
        "documented that users who write alt text for their own posts tend to describe people and omit embedded text "
        "(Halloran et al., 2023), and that BLV users value descriptions that convey why an image was posted (Nwosu and "
        "Berglund, 2021). Our formative study revisits these findings for machine-written descriptions heard in context."
    ),
    Heading("2.2 Automatic image description for BLV readers"),
    Para(
        "Automatic captioning has been deployed for BLV users for a decade, first with template-based tag lists and later "
        "with neural captioners. Context-aware description, where the model conditions on the surrounding text, was "
        "argued for by Lindqvist and Obi (2022) and realised with supervised fine-tuning on article-image pairs by Tamura et "
        "al. (2024). Those systems were trained to imitate references written by sighted describers; none used feedback "
        "from BLV readers as a training signal. Evaluations that involve BLV participants exist (Achterberg et al., 2023; "
        "Rao and Delacroix, 2025), but they measure preferences after the fact rather than optimising for them."
    ),
]

PAGE_3: list[Block] = [
    Heading("2.3 Learning from human preferences"),
    Para(
        "Reinforcement learning from human feedback fits a reward model to pairwise comparisons with a Bradley-Terry "
        "likelihood and optimises a policy against it, classically with PPO and a KL penalty to a reference model. "
        "Direct preference optimisation (DPO) removes the explicit reward model, and GRPO removes the learned critic by "
        "normalising rewards within a group of samples for the same prompt. Reward over-optimisation, where the policy "
        "exploits systematic errors of the reward model, is well documented for text (Mbeki and Sorensen, 2024). Almost "
        "all preference data in this literature comes from sighted annotators who read outputs on a screen. We are aware "
        "of one prior collection of preferences from screen-reader users, for web page summaries (Castellanos et al., 2025), "
        "which was used for evaluation only."
    ),
    Heading("2.4 Hallucination in vision-language models"),
    Para(
        "VLMs describe objects that are not in the image, especially objects that co-occur with those that are. Metrics "
        "that compare the objects mentioned in a caption with segmentation labels or detector outputs have been used to "
        "measure this (Ivanova and Reyes, 2023), and a few works use detector agreement as a reward for captioning models "
        "(Kessler et al., 2024). These rewards were combined with reference-based metrics rather than with preferences, "
        "and their effect on readers who cannot see the image has not been studied. Our penalty is deliberately simple; "
        "its value lies in being independent of the listeners' judgments."
    ),
    Heading("3 Formative Study"),
    Para(
        "We conducted a formative study to understand how BLV readers encounter, evaluate and act on image descriptions "
        "in news and social media, and what they would want a trained model to optimise. The study was approved by our "
        "institution's review board (protocol 2025-0417)."
    ),
    Heading("3.1 Method"),
    Para(
        "We recruited participants through the mailing lists of two national blindness advocacy organisations and by "
        "snowball sampling. Eligible participants were adults who used a screen reader every day and read news or social "
        "media at least weekly. We held 14 interviews between October and November 2025, by phone or video call as each "
        "participant preferred; they lasted between 58 and 94 minutes (median 71) and were compensated with US$75."
    ),
    Para(
        "Each interview had two parts. In the first, we asked about recent encounters with images, about strategies for "
        "images without descriptions, and about occasions when a description had misled the participant. In the second, a "
        "probe session, participants listened with their own screen reader to descriptions of 12 images, each presented "
        "after the headline and the paragraph around it. For every image they heard three descriptions in random order: "
        "the alt text as published (or silence when there was none), a zero-shot description from an off-the-shelf VLM, "
        "and one written by a professional describer. Participants thought aloud and were asked which description they "
        "would keep and why. We used the probe to elicit concrete reactions, not to compare the sources statistically."
    ),
    Para(
        "Interviews were recorded and transcribed. The first and third authors conducted a reflexive thematic analysis: "
        "both coded four transcripts independently, met to discuss their codes, and then split the remaining transcripts, "
        "meeting weekly with the second author to construct themes. The process produced 214 initial codes that we "
        "grouped into the five themes below. We report how many participants raised a theme to convey its spread, not as "
        "a measure of importance."
    ),
]

PAGE_4: list[Block] = [
    Heading("3.2 Participants"),
    Para(
        "Table 1 lists the participants. They were aged 23 to 67; seven identified as women, six as men and one as "
        "non-binary. Nine described themselves as blind and five as having low vision; four of the five low-vision participants "
        "combined a screen reader with screen magnification for at least some tasks. Years of screen-reader use ranged from "
        "6 to 27. Most participants were long-time, expert users, which shapes the findings we report."
    ),
    TableBlock(
        "Table 1: Formative study participants. Vision and onset are self-described; years are years of daily screen-reader use. "
        "NB = non-binary. Four participants (P3, P6, P9, P12) later took part in the lab study.",
        (
            ("ID", "Age", "Gender", "Vision", "Onset", "Screen reader(s)", "Yrs", "Main image sources"),
            ("P1", "34", "F", "Blind", "Congenital", "NVDA, VoiceOver", "19", "News sites, group chats"),
            ("P2", "52", "M", "Blind", "Acquired (31)", "VoiceOver", "14", "Microblog, podcast pages"),
            ("P3", "27", "NB", "Low vision", "Congenital", "TalkBack, magnifier", "9", "Photo-sharing app"),
            ("P4", "61", "F", "Blind", "Acquired (44)", "JAWS", "16", "Newspaper apps"),
            ("P5", "45", "M", "Blind", "Congenital", "JAWS, NVDA", "27", "Forums, news aggregators"),
            ("P6", "23", "F", "Low vision", "Acquired (12)", "VoiceOver, zoom", "7", "Short-video, photo apps"),
            ("P7", "38", "M", "Blind", "Congenital", "VoiceOver", "15", "Microblog, sports news"),
            ("P8", "67", "M", "Low vision", "Acquired (58)", "Narrator, magnifier", "6", "Local news, newsletters"),
            ("P9", "31", "F", "Blind", "Acquired (19)", "NVDA", "12", "Professional network, news"),
            ("P10", "49", "F", "Blind", "Congenital", "JAWS, VoiceOver", "24", "Community forums"),
            ("P11", "29", "M", "Low vision", "Congenital", "TalkBack", "11", "Microblog, memes"),
            ("P12", "56", "F", "Blind", "Acquired (37)", "VoiceOver", "18", "News apps, family photos"),
            ("P13", "41", "M", "Low vision", "Acquired (26)", "NVDA, magnifier", "13", "Financial news"),
            ("P14", "36", "F", "Blind", "Congenital", "VoiceOver, NVDA", "20", "Microblog, photo-sharing app"),
        ),
    ),
    Heading("3.3 Findings"),
    Para(
        "F1: The surrounding text decides what matters. Twelve of the fourteen participants said that a good description "
        "depends on why the image is there, and most of the probe-session complaints were about descriptions that were "
        "accurate but beside the point. P4 put it plainly: \u201cIf the story is about the flood, I don't need to know the "
        "reporter's jacket is blue. Tell me how high the water is.\u201d Participants also disliked descriptions that repeated "
        "the caption. P2 estimated that \u201cnine times out of ten the alt text on a news photo just repeats the caption "
        "underneath it, so I've learned to skip it,\u201d and P1 described skipping images as a habit that she now "
        "regretted because it made her miss the occasional useful one."
    ),
    Para(
        "F2: A listener cannot check, so confidence is dangerous. Every participant could recall a description that had "
        "misled them. P1 recounted: \u201cThe worst is when it sounds sure. Once it told me there was a dog in a photo of my "
        "niece's birthday, and I repeated that to my sister. There was no dog.\u201d Checking a description meant asking "
        "a sighted person, which participants treated as a social cost. P14 explained, \u201cI ask a sighted friend maybe "
        "twice a week to check a picture, and I hate spending that favour on something the computer got wrong.\u201d"
    ),
    Para(
        "Participants were divided on hedging. P10 welcomed it within limits (\u201cI want to know when it's unsure. "
        "'Possibly' is fine with me, as long as it's not every other word\u201d), while P5 and P7 found hedges tiring "
        "and preferred that uncertain details be left out. No participant preferred an invented detail to an omission."
    ),
]

PAGE_5: list[Block] = [
    Para(
        "F3: Front-load, then stop. Participants listen at high speed and decide quickly whether to keep listening. "
        "P9 said she gives a description \u201cmaybe three seconds before I decide whether to keep listening,\u201d and P7 "
        "wanted \u201cthe point in the first fifteen words or so.\u201d Length itself was less of a concern than order. "
        "P5, who sets his speech rate very high, observed: \u201cAt 450 words a minute, a long description isn't a problem. "
        "A description that buries the point is.\u201d Several participants asked for a way to request more detail on "
        "demand, particularly for personal photographs shared by friends and family."
    ),
    Para(
        "F4: People are described by who they are, not by how they look. Participants were wary of descriptions that "
        "guessed age, gender or race from appearance. P3 said, \u201cDon't guess someone's race or gender from their face. "
        "If the article says who it is, use the name.\u201d At the same time, P12 and P6 wanted to know what people were "
        "doing and expressing, and P12 noted that in family photos the expression was \u201cthe whole reason anyone sends "
        "the picture.\u201d"
    ),
    Para(
        "F5: Much of the content is text. Memes, screenshots of posts, charts and signs were where participants felt "
        "descriptions failed most. P11 remarked, \u201cA meme described literally is worthless. 'Two men shaking hands' tells "
        "me nothing; the joke is in the text on top.\u201d P13, who follows financial news, asked for the message of a "
        "chart rather than its appearance: \u201cFor a chart, give me the trend and the last number. I can't do anything "
        "with 'a line graph in blue and orange'.\u201d P6 estimated that embedded text and emoji were \u201chalf of what my "
        "friends post.\u201d Low-vision participants added a nuance: P8 uses magnification to see a shape and relies on the "
        "description to name it, saying, \u201cI can see there's a shape, I need the words to tell me what the shape is.\u201d"
    ),
    Heading("3.4 Design goals"),
    Para("From these themes we derived five design goals for a description model."),
    Bullets(
        (
            "DG1 (context first): the description should convey what the surrounding text makes relevant and should not "
            "repeat the caption or the post text (F1).",
            "DG2 (front-load and be brief): the most important content belongs in the first sentence; a short description "
            "is the default, with more detail available on request (F3).",
            "DG3 (do not invent): omitting an uncertain detail is preferable to stating it; hedges should be rare (F2).",
            "DG4 (respect identity): name people only when the context names them, and do not infer protected attributes "
            "from appearance (F4).",
            "DG5 (read the text): transcribe or summarise embedded text, and give the message of charts (F5).",
        )
    ),
    Para(
        "DG1 and DG2 are questions of taste that only readers can settle, which motivated learning a reward from BLV "
        "preferences. DG3 is a question of fact that readers cannot settle, which motivated an independent check. We "
        "address DG4 and DG5 through the instruction and the rater guidelines; neither has a dedicated reward term, a "
        "choice we return to in Sections 8 and 10."
    ),
    Heading("4 AuralAlt"),
    Para(
        "AuralAlt takes an image x and its context c (the headline and up to 400 words of the surrounding article, or the "
        "text of a social post, together with any printed caption) and writes a short description y. The policy is a 7B "
        "VLM initialised from a supervised checkpoint and optimised with GRPO against the reward"
    ),
    Para(
        "R(x, c, y) = z_\u03c6(x, c, y) \u2212 \u03bb_h \u00b7 H(x, y) \u2212 \u03bb_len \u00b7 max(0, |y| \u2212 L_c),      (1)"
    ),
    Para(
        "where z_\u03c6 is the standardised score of a reward model of BLV preferences, H is a hallucination penalty in "
        "[0, 1] computed with an object detector, |y| is the length of y in words and L_c is a length budget that depends on "
        "the kind of context: 45 words for news articles and 30 for social posts. We describe each term in turn."
    ),
]

PAGE_6: list[Block] = [
    Heading("4.1 BLV preference data and reward model"),
    Para(
        "Collection. We sampled 3,280 images from the training pool (1,840 from news, 1,440 from social posts). For each "
        "image we produced four candidate descriptions: one sample at temperature 0.7 from the supervised model, one "
        "zero-shot description each from the 7B and 72B base models, and the describer-written reference where one "
        "existed, otherwise a second supervised sample. Three of the six possible pairs were drawn per image, giving "
        "9,840 pairs. Raters worked in an accessible web survey with their own screen reader and settings: they first "
        "heard the headline and context, then descriptions A and B, which they could replay, and then chose the one "
        "they would rather encounter while reading. Ties were not allowed, but raters gave a confidence from 1 to 3 and "
        "could type a reason, which they did for 4,112 judgments."
    ),
    Para(
        "Raters. We recruited 63 raters (38 blind, 25 low vision) through the same organisations as the formative study; "
        "none had been interviewed. Each rater judged between 80 and 240 pairs over several sessions and was paid US$25 "
        "per hour. To estimate agreement, 600 pairs were judged by two different raters, who agreed on 78.1% of them."
    ),
    Para(
        "Reward model. The reward model r_\u03c6 is initialised from the 3B model of the same family, with a linear head on "
        "the final token, and trained on the pairs with a confidence-weighted Bradley-Terry loss,"
    ),
    Para(
        "L(\u03c6) = \u2212 E_(x, c, y_w, y_l) [ w \u00b7 log \u03c3( r_\u03c6(x, c, y_w) \u2212 r_\u03c6(x, c, y_l) ) ],      (2)"
    ),
    Para(
        "where y_w is the preferred description, y_l the other, \u03c3 the logistic function and w the rater's confidence "
        "divided by 3. On a held-out 10% of pairs, split by image, the reward model picks the preferred description 74.8% "
        "of the time. A reward model trained identically on the same pairs relabelled by 40 sighted crowd workers, who read "
        "rather than listened, reaches only 62.3% on the same held-out BLV judgments. Before RL we standardise r_\u03c6 with "
        "the mean and standard deviation of its scores on the validation pairs, which gives z_\u03c6."
    ),
    Heading("4.2 Hallucination penalty"),
    Para(
        "The reward model hears what raters hear, so it cannot tell a vivid true detail from a vivid invented one. The "
        "penalty H supplies a signal that does not depend on listeners. We parse y with a dependency parser and keep the "
        "noun phrases whose head noun belongs to a lexicon of 1,843 concrete visual categories. We exempt phrases that "
        "also occur in the context c, such as the names of people and places, which are claims about the world rather than "
        "about the pixels, and phrases inside quotation marks, which are transcriptions of embedded text. For each remaining "
        "phrase n_j we prompt an open-vocabulary detector, Glint-OD-L (0.4B parameters), with n_j and take s_j, the highest "
        "score among its boxes. The penalty is the share of phrases that the detector cannot ground,"
    ),
    Para("H(x, y) = (1 / |N(y)|) \u00b7 \u03a3_{j \u2208 N(y)} 1[ s_j < \u03c4 ],      (3)"),
    Para(
        "with H = 0 when N(y) is empty. We set the threshold \u03c4 = 0.35 on 400 training images for which annotators had "
        "marked every phrase naming something absent from the image; at this threshold the detector flags absent phrases "
        "with a precision of 0.81 and a recall of 0.69. The penalty weight \u03bb_h is 0.6 and the length weight \u03bb_len "
        "is 0.02 per word beyond the budget. Because H is a proportion, a description with one ungrounded phrase among "
        "five loses 0.12 reward units, roughly a quarter of the standard deviation of z_\u03c6 within a typical group."
    ),
    Heading("4.3 Policy optimisation"),
    Para(
        "For each prompt (x, c) we sample a group of G descriptions y_1, ..., y_G from the current policy \u03c0_\u03b8_old, "
        "score each with Eq. (1), and compute group-normalised advantages A_i = (R_i \u2212 mean_j R_j) / (std_j R_j + \u03b4) "
        "with \u03b4 = 10^\u22124. Every token of y_i receives the advantage A_i. The policy maximises the clipped objective"
    ),
    Para(
        "J(\u03b8) = E [ (1/G) \u03a3_i (1/|y_i|) \u03a3_t min( \u03c1_i,t A_i , clip(\u03c1_i,t, 1 \u2212 \u03b5, 1 + \u03b5) A_i ) ] "
        "\u2212 \u03b2 \u00b7 D_KL(\u03c0_\u03b8 || \u03c0_ref),      (4)"
    ),
]

PAGE_7: list[Block] = [
    Para(
        "where \u03c1_i,t = \u03c0_\u03b8(y_i,t | x, c, y_i,<t) / \u03c0_\u03b8_old(y_i,t | x, c, y_i,<t) and \u03b5 = 0.2. In "
        "our main runs \u03b2 = 0: we found that the length term and the hallucination penalty already keep the policy from "
        "drifting into degenerate text, and dropping the reference model frees memory for larger groups. Section 6.2 "
        "reports a run with \u03b2 = 0.02. Each batch of rollouts is used for two gradient steps, so the ratio \u03c1 departs "
        "from 1 only on the second step. Groups in which all G rewards are equal contribute no gradient; they made up "
        "under 2% of groups."
    ),
    Heading("4.4 Input format"),
    Para(
        "The prompt contains the image, the instruction reproduced in Appendix B, the headline or the name of the posting "
        "account's community, the printed caption if any, and the context truncated to 400 words around the image's "
        "position. The instruction encodes DG2, DG4 and DG5: it asks for the most important content first, for names only "
        "when the context supplies them, and for embedded text to be quoted or summarised. The model writes one description "
        "and nothing else. For the \u201cmore detail\u201d mode used in the deployment (Section 8), the same policy is given a "
        "second instruction with a budget of 120 words; this mode was not trained with RL."
    ),
    Heading("5 Experimental Setup"),
    Heading("5.1 Models"),
    Para(
        "All policies and reward models belong to Corvid-VL, an open-weight family of VLMs with 3B, 7B and 72B language "
        "towers that share a 0.6B vision encoder. AuralAlt-7B starts from Corvid-VL-7B after supervised fine-tuning (SFT) "
        "on describer-written alt text; we also train AuralAlt-3B from the 3B model with the same recipe. We did not train "
        "the 72B model with SFT or RL and use it only as a zero-shot baseline. In every trained policy the vision encoder is "
        "frozen and the language tower is adapted with LoRA of rank 64 on all attention and MLP projections."
    ),
    Heading("5.2 Data"),
    Para(
        "SFT data. Thirty-one professional describers, trained on a two-page guideline derived from DG1-DG5, wrote 18,900 "
        "descriptions (12,400 for news images, 6,500 for social images), which we use for three epochs of SFT."
    ),
    Para(
        "RL prompts. NewsFrame contains 41,200 images from the licensed archive of 23 regional and national outlets "
        "published between 2019 and 2025, each with its headline, printed caption and article text. SocialPix contains "
        "28,600 images from public posts whose authors permitted reuse for research, each with its post text. Together "
        "they give a pool of 69,800 prompts, from which we removed the images used for preference collection and any "
        "image from an outlet or account in the test set. A run of 400 steps with 128 prompts per step visits 51,200 "
        "prompts, less than one pass over the pool."
    ),
    Para(
        "Test set. AltBench-Ctx contains 1,500 images (800 news, 700 social) from outlets and accounts that appear in no "
        "training set. Each has a describer-written reference, an annotation of the key element that its context makes "
        "relevant, and phrase-level hallucination labels collected for every system output."
    ),
    Heading("5.3 Annotation"),
    Para(
        "Hallucination labels were collected for every output of the nine systems in Table 2 and of the ablation runs "
        "in Table 3, 27,000 descriptions in all. Each description was shown with its image to three sighted annotators "
        "from a vendor specialising in image accessibility, who marked every phrase that names something not in the "
        "image; a description counts as hallucinating when at least two annotators marked the same phrase. Key elements "
        "were annotated once per test image by the describer who wrote its reference and checked by a second describer, "
        "who changed 6% of them. Annotators never saw which system produced a description."
    ),
]

PAGE_8: list[Block] = [
    Heading("5.4 Training details"),
    Para(
        "We run GRPO for 400 steps with 128 prompts per batch, G = 8 rollouts per prompt sampled at temperature 0.9 with at "
        "most 160 new tokens, and a LoRA learning rate of 2e-5, held constant after 20 warm-up steps. The reward model and "
        "the detector run on separate GPUs from the policy. A run of AuralAlt-7B takes 41 hours on 16 H100 GPUs. Remaining "
        "settings, including those of SFT and reward-model training, are listed in Appendix A."
    ),
    Heading("5.5 Baselines"),
    Para(
        "We compare against (i) the existing alt text as published, with an empty description where there was none; (ii) "
        "Corvid-VL-7B and (iii) Corvid-VL-72B prompted zero-shot with the AuralAlt instruction; (iv) the SFT model; (v) PPO "
        "against a reward model of sighted crowd workers' preferences, with a learned critic and a KL coefficient of 0.05, "
        "which mirrors the usual RLHF recipe; (vi) DPO on BLV-Pairs with a DPO temperature of 0.1; and (vii) GRPO against "
        "the BLV reward model without the hallucination penalty, which we call RM-only. Baselines (v)-(vii) start from the "
        "same SFT checkpoint and use the same prompt pool and length term as AuralAlt."
    ),
    Heading("5.6 Metrics"),
    Para(
        "Win rate is the share of test images on which a held-out evaluation reward model prefers the system's description "
        "to the describer's reference, with ties counted as half. The evaluation reward model is initialised from "
        "Corvid-VL-7B and trained on 2,130 pairs from 19 BLV raters who contributed no training data, on images disjoint "
        "from BLV-Pairs; it agrees with its own held-out raters 72.6% of the time. Hal is the share of descriptions with at "
        "least one phrase that a majority of three sighted annotators marked as absent from the image (Fleiss' \u03ba = 0.72). "
        "Ctx is the share of descriptions that mention the annotated key element. Len is the mean length in words. Finally, "
        "three accessibility professionals, two of them blind, rated a random subset of 300 images from 1 to 5."
    ),
    Heading("6 Results"),
    Heading("6.1 Main results"),
    TableBlock(
        "Table 2: Results on AltBench-Ctx (1,500 images). Win: % of images on which the evaluation reward model prefers the "
        "description to the describer reference (ties count half). Hal: % of descriptions with at least one absent object. "
        "Ctx: % mentioning the key element. Len: mean words. Expert: mean rating (1-5) of three accessibility professionals "
        "on a 300-image subset. Existing alt text is empty for 43% of test images.",
        (
            ("Method", "Policy", "Win \u2191", "Hal \u2193", "Ctx \u2191", "Len", "Expert \u2191"),
            ("Existing alt text", "-", "18.4", "3.1", "22.5", "6.8", "2.1"),
            ("Zero-shot", "Corvid-VL-7B", "31.7", "16.9", "41.3", "48.6", "2.9"),
            ("Zero-shot", "Corvid-VL-72B", "40.9", "9.8", "52.0", "52.3", "3.3"),
            ("SFT", "7B", "44.2", "18.7", "58.6", "31.4", "3.4"),
            ("PPO, sighted RM", "7B", "49.5", "21.3", "57.9", "44.8", "3.3"),
            ("DPO, BLV-Pairs", "7B", "52.8", "15.6", "63.4", "35.2", "3.6"),
            ("GRPO, RM-only", "7B", "63.1", "23.9", "70.2", "41.7", "3.5"),
            ("AuralAlt-3B", "3B", "55.0", "9.4", "66.5", "32.1", "3.8"),
            ("AuralAlt-7B", "7B", "61.4", "7.2", "71.8", "33.9", "4.1"),
        ),
    ),
]

PAGE_9: list[Block] = [
    Para(
        "Table 2 summarises the comparison. Optimising BLV preferences helps wherever it is tried: DPO on BLV-Pairs beats "
        "PPO against the sighted reward model by 3.3 points of win rate despite using no online samples, and both GRPO "
        "variants beat DPO by a wide margin. The strongest win rate, 63.1%, belongs to RM-only, but it comes with the "
        "highest hallucination rate of any system, 23.9%, up from 18.7% for the SFT starting point. AuralAlt-7B gives up "
        "1.7 points of win rate relative to RM-only and cuts the hallucination rate by more than two thirds, to 7.2%. It "
        "also reaches the highest share of descriptions that mention the key element, 71.8%, and the best expert rating."
    ),
    Para(
        "Three further observations stand out. First, PPO against the sighted reward model lengthens descriptions by 13.4 "
        "words over SFT while leaving Ctx unchanged, consistent with sighted annotators favouring inventories of visible "
        "content. Second, the 72B model prompted zero-shot hallucinates less than the 7B SFT model but rarely prioritises "
        "the key element, and its descriptions are the longest in the table. Third, AuralAlt-3B is within 6.4 points of "
        "AuralAlt-7B in win rate and beats every 7B baseline except RM-only, which makes on-device deployment plausible; "
        "we have not measured its latency on phones."
    ),
    Para(
        "Existing alt text hallucinates least, at 3.1%, largely because it says little: when present it averages 11.9 "
        "words, and 43% of test images have none. Its low win rate reflects both absence and duplication of the caption."
    ),
    Heading("6.2 Ablations"),
    Para(
        "Table 3 varies one component of AuralAlt-7B at a time; every run uses the same SFT checkpoint and 400 steps. "
        "The penalty weight trades win rate against hallucination almost monotonically. Halving \u03bb_h to 0.3 recovers "
        "about a point of win rate but nearly doubles hallucination, and raising it to 1.0 buys a further 1.3 points of "
        "hallucination reduction at a cost of 5.1 points of win rate, mostly because the policy learns to drop concrete "
        "nouns altogether. We kept 0.6 as the point at which the expert ratings, which we computed for every row but omit "
        "from the table, peaked."
    ),
    TableBlock(
        "Table 3: Ablations of AuralAlt-7B on AltBench-Ctx. Each row changes one setting of the full model (first row).",
        (
            ("Variant", "Win \u2191", "Hal \u2193", "Ctx \u2191", "Len"),
            ("AuralAlt-7B (\u03bb_h = 0.6, \u03b2 = 0, G = 8)", "61.4", "7.2", "71.8", "33.9"),
            ("\u03bb_h = 0.3", "62.5", "12.8", "71.0", "36.2"),
            ("\u03bb_h = 1.0", "56.3", "5.9", "68.4", "27.5"),
            ("KL penalty, \u03b2 = 0.02", "57.9", "8.1", "67.3", "32.6"),
            ("G = 4 rollouts per prompt", "58.6", "7.9", "69.5", "33.1"),
            ("G = 16 rollouts per prompt", "61.9", "7.0", "72.3", "34.4"),
            ("No context in the prompt", "50.7", "8.8", "39.6", "30.2"),
            ("No length term (\u03bb_len = 0)", "60.2", "9.6", "71.1", "58.7"),
            ("Detector penalty only (no r_\u03c6)", "35.8", "4.1", "44.0", "14.6"),
            ("CLIP similarity instead of detector", "60.0", "14.5", "70.9", "35.0"),
        ),
    ),
    Para(
        "Adding a KL penalty with \u03b2 = 0.02 costs 3.5 points of win rate and 4.5 points of Ctx without lowering "
        "hallucination, which supports our choice to omit it. Doubling the group to G = 16 gives a small gain at twice "
        "the rollout cost, whereas G = 4 loses 2.8 points. Removing the context from the prompt is the most damaging single "
        "change: Ctx falls from 71.8% to 39.6%, below even the SFT model, which saw context during training. Without the "
        "length term, descriptions almost double in length and hallucinate more, since every added clause is another "
        "chance to invent."
    ),
]

PAGE_10: list[Block] = [
    Para(
        "The two rows at the bottom isolate the reward terms. Rewarding only the absence of ungrounded phrases produces "
        "terse, safe descriptions averaging 14.6 words that rarely mention what matters. Replacing the detector with the "
        "CLIP similarity between image and description, a common proxy for faithfulness, reduces hallucination only "
        "half as much as the detector does, to 14.5% against 7.2%: a global similarity score is barely moved by one "
        "invented object in an otherwise accurate sentence."
    ),
    Heading("6.3 Training dynamics"),
    Para(
        "Figure 1 tracks the evaluation win rate during training. The RM-only run climbs slightly faster throughout and "
        "ends 1.7 points higher. Figure 2 shows why the gap is not worth closing: without the penalty, "
        "hallucination rises steadily from the SFT level, while the penalised run falls quickly and then flattens. Both "
        "curves are measured on a fixed 300-image subset of the test set every 50 steps."
    ),
    FigureBlock(
        "Figure 1: Evaluation win rate against training step for AuralAlt-7B (black) and the RM-only run (grey). Both start "
        "from the SFT checkpoint at 0.44.",
        "training step",
        "win rate",
        (
            (0.44, 0.49, 0.53, 0.56, 0.58, 0.595, 0.605, 0.61, 0.614),
            (0.44, 0.50, 0.55, 0.58, 0.60, 0.615, 0.625, 0.63, 0.631),
        ),
    ),
    FigureBlock(
        "Figure 2: Share of descriptions with at least one absent object against training step, AuralAlt-7B (black) and "
        "RM-only (grey). The penalised run drops below 10% after about 150 steps, while RM-only never stops rising.",
        "training step",
        "hallucination rate",
        (
            (0.187, 0.15, 0.12, 0.10, 0.088, 0.08, 0.076, 0.073, 0.072),
            (0.187, 0.19, 0.20, 0.21, 0.22, 0.225, 0.23, 0.236, 0.239),
        ),
    ),
    Para(
        "What does RM-only invent? We labelled the hallucinated phrases in 200 of its test descriptions. The largest "
        "group, 46%, were atmospheric details that fit the scene but were not in it, such as a smiling crowd, a setting "
        "sun or steam rising from a cup. Another 29% were objects that commonly co-occur with those present, such as a "
        "microphone on a lectern that had none, and the rest were miscounted or misattributed items. BLV raters' typed "
        "reasons help explain the pull towards atmosphere: \u201cvivid\u201d or a synonym appears in 612 of the 4,112 reasons, "
        "and \u201caccurate\u201d in fewer than a hundred, since raters had no way to judge accuracy."
    ),
]

PAGE_11: list[Block] = [
    Heading("6.4 Context length and per-category results"),
    Para(
        "Figure 3 relates the amount of available context to Ctx. AuralAlt benefits from context up to roughly 200 words "
        "and is flat beyond it, whereas the SFT model gains little after the first hundred words. Social posts, whose "
        "context is short, therefore gain less from RL than news images in absolute terms; Appendix D gives the split."
    ),
    FigureBlock(
        "Figure 3: Share of descriptions that mention the key element (Ctx) against the number of context words available, "
        "for AuralAlt-7B (black) and the SFT model (grey). Images are binned in steps of 50 words; context beyond 400 words is "
        "truncated.",
        "context words",
        "Ctx",
        (
            (0.52, 0.64, 0.71, 0.75, 0.76, 0.77, 0.77, 0.76, 0.75),
            (0.50, 0.55, 0.58, 0.59, 0.60, 0.60, 0.59, 0.58, 0.58),
        ),
    ),
    Para(
        "Appendix C breaks the results down into nine image categories. Charts and memes have the lowest win rates "
        "for both the SFT model and AuralAlt, in line with F5: the detector cannot check numbers or embedded text, and "
        "the reward model seems to favour descriptions that paraphrase a meme's joke even when the transcription is "
        "wrong. Places and illustrations gain the most win rate from RL, and the hallucination rate falls by at least "
        "60% in every category except memes and sports action."
    ),
    Heading("6.5 An example"),
    Para(
        "For a news photograph under the headline \u201cRiver bursts its banks for second time this winter\u201d, the SFT "
        "model wrote \u201cA street with water and several parked cars. Houses line the street.\u201d RM-only wrote \u201cMurky "
        "floodwater swallows a quiet street as the sun sets, a lone dog paddling past submerged cars and worried residents "
        "watching from their windows,\u201d of which the sunset, the dog and the residents are invented. AuralAlt wrote "
        "\u201cBrown floodwater reaches the door handles of parked cars on a residential street; two people wade through it "
        "carrying bags.\u201d The SFT and AuralAlt descriptions of this image were among the lab-study stimuli."
    ),
    Heading("6.6 Does the evaluation reward model track people?"),
    Para(
        "On the 300-image expert subset, the evaluation reward model's preference for a system over the reference "
        "correlates with the experts' ratings with Spearman \u03c1 = 0.58. The correlation is weakest for RM-only, whose "
        "invented details the evaluation reward model, trained on listeners, does not penalise; this is another reason "
        "we report Hal separately and do not read the win rate as a measure of accuracy."
    ),
    Heading("7 Lab Study"),
    Para(
        "The automatic metrics say little about how descriptions feel in use. We therefore ran a within-subjects lab "
        "study comparing three conditions: the existing alt text (Existing), the SFT model (SFT) and AuralAlt-7B."
    ),
]

PAGE_12: list[Block] = [
    Heading("7.1 Participants and procedure"),
    Para(
        "Eighteen BLV screen-reader users (L1-L18; 10 blind, 8 low vision; aged 21 to 70) took part, four of whom had also "
        "been formative-study participants. Sessions lasted 75 to 90 minutes, in our lab or remotely, and participants "
        "used their own screen reader, voice and speech rate. The stimuli were 36 images (18 news, 18 social) drawn from "
        "AltBench-Ctx and divided into three sets of 12. Each participant heard one set per condition, with the assignment "
        "of sets to conditions and the order of conditions counterbalanced by a Latin square. For each image the participant "
        "first heard the headline or post and its context, then the description, and then rated five statements on a "
        "7-point scale (1 = strongly disagree, 7 = strongly agree): the description was useful; I trust it to be accurate; "
        "it fits the article or post; its length was appropriate; I would rely on it without asking anyone. Participants "
        "also said whether they would act on the description, for instance by sharing or commenting. After each block we "
        "asked open questions, and at the end participants ranked the three conditions. Participants were paid US$60."
    ),
    Heading("7.2 Analysis"),
    Para(
        "For each participant, measure and condition we took the median rating over the 12 images. We compared AuralAlt "
        "with each of the other conditions using two-sided Wilcoxon signed-rank tests, with a Bonferroni-corrected "
        "threshold of \u03b1 = .025 for the two comparisons per measure, and report the effect size r = Z / \u221aN with "
        "N = 18. Open answers were coded deductively against the themes of Section 3."
    ),
    TableBlock(
        "Table 4: Lab study ratings (7-point scale; median and interquartile range of per-participant medians, N = 18) and "
        "Wilcoxon signed-rank tests of AuralAlt against each condition. * significant at the corrected \u03b1 = .025.",
        (
            ("Measure", "Existing", "SFT", "AuralAlt", "vs. Existing: Z, p, r", "vs. SFT: Z, p, r"),
            ("Useful", "3 (2-4)", "5 (4-5)", "6 (5-7)", "3.62, <.001, 0.85*", "2.81, .005, 0.66*"),
            ("Trust", "3 (2-5)", "4 (3-5)", "5 (4-6)", "3.08, .002, 0.73*", "2.27, .023, 0.54*"),
            ("Context fit", "2 (1-3)", "4 (3-5)", "6 (5-6)", "3.71, <.001, 0.87*", "3.19, .001, 0.75*"),
            ("Length", "4 (3-5)", "4 (3-5)", "5 (4-6)", "2.46, .014, 0.58*", "1.62, .105, 0.38"),
            ("Rely", "2 (2-4)", "4 (3-5)", "5 (4-6)", "3.35, <.001, 0.79*", "2.09, .037, 0.49"),
        ),
    ),
    Heading("7.3 Results"),
    Para(
        "AuralAlt was rated higher than the existing alt text on all five measures, with large effects (r from 0.58 to "
        "0.87). Against the SFT model it was rated more useful, more trustworthy and a better fit to the context, but "
        "the differences in length appropriateness and in willingness to rely on the description did not survive "
        "correction. Participants said they would act on 72% of AuralAlt's descriptions, against 54% for SFT and 31% for "
        "the existing alt text. In the final ranking, 14 of 18 participants put AuralAlt first, three put SFT first and one, "
        "L11, put the existing alt text first."
    ),
    Para(
        "Participants' comments echoed the design goals. Context fit was noticed immediately: L3 said of a chart in a "
        "business story, \u201cThis one told me what the chart said, not what it looked like. That's the first time,\u201d "
        "and L7, comparing blocks, said \u201cit's shorter but I don't feel I'm missing anything.\u201d L15 appreciated "
        "restraint about people: \u201cIt said 'a person whose face is not visible'. Good. Don't make things up.\u201d L11 "
        "explained his ranking in terms of verifiability: \u201cI'd rather have four words I can trust than forty I can't "
        "check.\u201d Two participants (L5, L16) wished AuralAlt would describe clothing and colours in personal photographs, "
        "which the short mode usually omitted."
    ),
]

PAGE_13: list[Block] = [
    Para(
        "Listeners rarely caught errors. The stimuli contained hallucinated objects in nine SFT descriptions, three "
        "AuralAlt descriptions and one existing alt text. Across all sessions participants heard a hallucinated object 78 "
        "times and questioned it 12 times (15.4%). When we revealed the errors at the end of the session, several "
        "participants were unsettled; L9 remarked, \u201cI gave that one a six for trust. I'd have told people about it.\u201d "
        "This result, more than any metric, is why we treat the detector penalty as essential rather than optional."
    ),
    Heading("8 Deployment Diary Study"),
    Para(
        "To see how AuralAlt fits into everyday reading, ten participants (D1-D10) used it for 14 days in February 2026. "
        "Five had taken part in the formative study and three in the lab study. On desktop, a browser extension added a "
        "screen-reader command that described the focused image; on phones, AuralAlt appeared as a share target. Both "
        "sent the image and the page or post text to our server, where AuralAlt-7B ran on a single H100 GPU with a median "
        "latency of 1.9 seconds for the short description. The existing alt text remained available, and a second command "
        "requested the longer \u201cmore detail\u201d description."
    ),
    Para(
        "Participants received a daily prompt by email and could answer by text or voice memo, describing any image they "
        "had used AuralAlt on, whether the description helped, and any error they suspected or confirmed. We logged "
        "requests, not content. A 30- to 45-minute exit interview closed the study. Participants were paid US$150."
    ),
    TableBlock(
        "Table 5: Deployment over 14 days, per participant. Images: descriptions requested. Entries: diary entries. Errors: "
        "entries reporting a suspected or confirmed error. More: requests for the longer description.",
        (
            ("ID", "Device", "Images", "Entries", "Errors", "More"),
            ("D1", "Both", "162", "44", "7", "24"),
            ("D2", "Desktop", "41", "12", "2", "5"),
            ("D3", "Both", "231", "58", "11", "38"),
            ("D4", "Mobile", "98", "29", "5", "14"),
            ("D5", "Desktop", "127", "33", "6", "19"),
            ("D6", "Mobile", "70", "21", "3", "9"),
            ("D7", "Both", "189", "47", "9", "31"),
            ("D8", "Desktop", "112", "30", "4", "17"),
            ("D9", "Mobile", "118", "31", "5", "16"),
            ("D10", "Both", "136", "36", "6", "23"),
            ("Total", "", "1,284", "341", "58", "196"),
        ),
    ),
    Heading("8.1 Findings"),
    Para(
        "Usage. Participants requested descriptions for 1,284 images, 702 in news and 582 in social posts, and wrote 341 "
        "diary entries (median 32 per participant). Requests fell from 742 in the first week to 542 in the second, which "
        "we read partly as the end of a novelty effect and partly as participants settling on when AuralAlt was worth "
        "invoking. In 229 entries (67.2%) participants called the description helpful. Participants compared a description "
        "with the existing alt text 143 times."
    ),
]

PAGE_14: list[Block] = [
    Para(
        "Errors. Of the 58 entries that reported an error, 18 concerned missing key content, 17 a hallucinated object, 14 "
        "misread text in the image and 9 a wrong identification of a person. Misread text, which the penalty does not "
        "check, was the most frustrating kind; D7 wrote, \u201cIt read the scoreboard wrong: said 2-1, the article said 3-1. "
        "Now I don't know which to believe.\u201d The nine identity errors all involved names taken from a context that "
        "mentioned several people, where AuralAlt attached a name to the wrong person in a group photograph."
    ),
    Para(
        "Settled habits. By the second week most participants used AuralAlt selectively. D3, the heaviest user, wrote on "
        "day six: \u201cUsed it on 40-odd pictures in a thread about the storm. Only one I doubted.\u201d D9 described a "
        "routine of listening to the short description first and asking \u201cfor more only when it's a photo of people I "
        "know.\u201d D2, whose feeds were mostly text, used it least and said so. Four participants asked to keep using the "
        "tool after the study, which we could not offer."
    ),
    Heading("9 Discussion and Design Implications"),
    Para(
        "Preference is not verification. The central lesson of this work is that BLV readers' preferences are the right "
        "signal for what a description should say and the wrong signal for whether it is true. Our raters could not check "
        "accuracy, their reward model inherited that blindness, and the policy exploited it within 200 steps. Builders of "
        "accessibility models who collect preferences from the people they serve, as we believe they should, need to pair "
        "those preferences with a signal that is independent of the listener. Treating BLV preferences as accuracy labels "
        "would mistake the people most harmed by hallucination for its judges."
    ),
    Para(
        "Context is input, and it is also part of the label. Removing context from the prompt erased most of the gain "
        "in Ctx, and preferences collected without context would presumably have rewarded generic inventories. We "
        "recommend that preference collection for alt text always present the surrounding text first, in the form and at "
        "the speed in which raters normally hear it."
    ),
    Para(
        "Progressive disclosure fits listening. A short front-loaded description with a second, longer one on request "
        "matched the habits participants described in F3 and in the diaries. Only the short mode was optimised; the long "
        "mode's 196 requests suggest that it deserves its own reward, ideally from preferences collected on personal photos."
    ),
    Para(
        "Every claim type needs its own check. The detector verifies concrete objects, and the errors left in deployment "
        "were exactly the claim types it does not cover: embedded text, numbers and the mapping of names to people. An OCR "
        "agreement term and a face-free name-grounding check are natural next steps, and both should be penalties rather "
        "than additions to the learned reward."
    ),
    Heading("10 Limitations"),
    Para(
        "Our work has several limitations. All data, participants and descriptions were in English, and all models belong to "
        "one family; we did not train the 72B model, so we cannot say whether the gap between preference and accuracy "
        "narrows with scale. The detector checks only concrete nouns: attributes, counts, spatial relations and actions "
        "go unverified, as do embedded text and names, which we exempt by design. Its own errors are penalised as "
        "hallucinations, which may discourage rare but correct objects. Our raters and participants were recruited through "
        "advocacy organisations and were mostly expert, long-time screen-reader users; novice users and people who lost "
        "their sight recently may want different descriptions. The lab study is small (N = 18), used stimuli from our own "
        "test set and did not include descriptions written by human describers as a condition. The deployment lasted two "
        "weeks, too short to separate novelty from lasting use. Finally, the evaluation reward model is fitted to the same "
        "population as the training reward model and shares its inability to see; we mitigate this with human "
        "hallucination labels and expert ratings, but only on the test set."
    ),
]

PAGE_15: list[Block] = [
    Heading("11 Ethics and Broader Impact"),
    Para(
        "All studies were approved by our review board, and every participant and rater gave informed consent, including "
        "consent for their anonymised judgments to be released. Interview audio was deleted after transcription. Images of "
        "people from social posts were used only where the posting terms permitted research reuse, and no image is "
        "redistributed; we will release the preference judgments, the reward model and the AuralAlt-7B adapter under a "
        "research licence. We will not release the RM-only policy. Automatic descriptions can displace the work of human "
        "describers and can make publishers feel absolved from writing alt text; we see AuralAlt as a fallback for the "
        "many images that will never receive a human description, not as a replacement for those that should."
    ),
    Heading("12 Positionality Statement"),
    Para(
        "The research team includes one blind author, who has used a screen reader daily for 22 years, and one author "
        "with low vision; both took part in designing the interview guide and in constructing themes. The other authors "
        "are sighted researchers in human-computer interaction and machine learning, and the first author has worked with "
        "BLV communities for eight years. Our interest in reinforcement learning shaped which questions we asked, and our "
        "sighted majority shaped what we noticed first in the transcripts. We tried to counter this by having the blind "
        "and low-vision authors review every theme and every quote selection."
    ),
    Heading("References"),
    References(
        (
            "Achterberg, L., Moyo, T., and Ferrante, G. Listening to captions: A screen-reader evaluation of automatic image descriptions. Proc. ASSETS, 2023.",
            "Castellanos, R., Idowu, F., and Brandt, K. Screen-reader users as annotators: Preference data for accessible web summaries. Proc. CHI, 2025.",
            "Ferreira-Quist, M. and Amadi, C. Caption, credit, repeat: An audit of alt text in online journalism. Digital Journalism Studies, 2022.",
            "Halloran, S., Whitcombe, D., Iyer, P., and Novak, J. What people write when they write alt text: A study of user-authored image descriptions. Proc. CSCW, 2023.",
            "Ivanova, E. and Reyes, M. Counting what is not there: Detector-based measures of object hallucination. Findings of EMNLP, 2023.",
            "Kessler, A., Park, J.-h., and Oduya, B. Grounded rewards for image captioning. Proc. NAACL, 2024.",
            "Lindqvist, H. and Obi, N. Description in context: Why alt text must read the article. Proc. CHI, 2022.",
            "Mbeki, S. and Sorensen, L. When reward models are wrong on purpose: A study of over-optimisation in RLHF. Proc. ICLR, 2024.",
            "Nwosu, A. and Berglund, E. Why was this posted? Blind users' needs for social media image descriptions. Proc. ASSETS, 2021.",
            "Rao, V. and Delacroix, P. A longitudinal evaluation of machine alt text with blind readers. ACM Transactions on Accessible Computing, 2025.",
            "Tamura, K., Vasquez, L., and Holm, R. Context-conditioned alt text generation for news images. Proc. ACL, 2024.",
        )
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix A: Hyperparameters"),
    TableBlock(
        "Table 6: Training settings. GPU-hours are H100 hours including reward-model and detector inference during RL.",
        (
            ("Setting", "SFT", "Reward model", "GRPO (AuralAlt-7B)"),
            ("Initialisation", "Corvid-VL-7B", "Corvid-VL-3B", "SFT checkpoint"),
            ("Trainable parameters", "LoRA r = 64, \u03b1 = 128", "Full language tower", "LoRA r = 64, \u03b1 = 128"),
            ("Optimiser", "AdamW", "AdamW", "AdamW (\u03b21 = 0.9, \u03b22 = 0.95)"),
            ("Learning rate", "1e-5", "5e-6", "2e-5, 20 warm-up steps"),
            ("Batch size", "256 examples", "64 pairs", "128 prompts x 8 rollouts"),
            ("Epochs / steps", "3 epochs", "2 epochs", "400 steps"),
            ("Sampling", "-", "-", "T = 0.9, top-p = 1.0, 160 tokens"),
            ("Clip \u03b5 / KL \u03b2", "-", "-", "0.2 / none"),
            ("Reward weights", "-", "-", "\u03bb_h = 0.6, \u03bb_len = 0.02"),
            ("Detector threshold \u03c4", "-", "-", "0.35"),
            ("Hardware", "8 x H100", "8 x H100", "16 x H100"),
            ("Wall-clock", "18 h", "12 h", "41 h"),
            ("GPU-hours", "144", "96", "656"),
        ),
    ),
    Para(
        "AuralAlt-3B uses the same GRPO settings on 8 H100 GPUs and trains in 26 hours (208 GPU-hours). Weight decay is 0 "
        "in every run. The PPO baseline uses a critic initialised from the sighted reward model, a KL coefficient of 0.05 "
        "and four PPO epochs per batch; the DPO baseline trains for two epochs on BLV-Pairs at a learning rate of 5e-7."
    ),
    Heading("Appendix B: Prompts"),
    Para(
        "Policy instruction (short mode): \u201cYou are writing alt text that a blind reader will hear through a screen "
        "reader while reading the text below. Say first what matters for this text. Do not repeat the caption or the post. "
        "Name a person only if the text names them, and do not guess anyone's age, gender or ethnicity. If the image "
        "contains words, quote or summarise them; if it is a chart, state its main message and the most recent value. Leave "
        "out anything you are unsure of. Write at most two sentences.\u201d"
    ),
    Para(
        "Rater instruction: \u201cYou will hear a headline and some text, then two descriptions of the same picture. Choose "
        "the description you would rather come across while reading. You may replay anything. Afterwards, tell us how sure "
        "you are, from 1 to 3, and, if you like, why.\u201d"
    ),
]

PAGE_17: list[Block] = [
    Heading("Appendix C: Per-category results"),
    TableBlock(
        "Table 7: AltBench-Ctx by image category (categories assigned by describers). Hal and Win in %.",
        (
            ("Category", "n", "SFT Hal", "AuralAlt Hal", "SFT Win", "AuralAlt Win"),
            ("Portraits and people", "246", "14.6", "5.3", "49.4", "66.3"),
            ("Crowds and events", "158", "24.1", "9.5", "41.2", "58.9"),
            ("Charts and infographics", "121", "21.5", "8.3", "36.4", "51.1"),
            ("Screenshots with text", "184", "19.0", "7.0", "40.5", "55.4"),
            ("Memes and reaction images", "139", "25.0", "11.5", "35.8", "52.5"),
            ("Places and landscapes", "167", "13.2", "4.2", "50.3", "68.9"),
            ("Products and food", "148", "16.9", "5.4", "46.1", "64.2"),
            ("Sports action", "173", "22.5", "9.2", "44.7", "63.0"),
            ("Illustrations and art", "164", "15.2", "6.0", "47.9", "66.5"),
            ("All", "1,500", "18.7", "7.2", "44.2", "61.4"),
        ),
    ),
    Heading("Appendix D: News and social posts"),
    TableBlock(
        "Table 8: Results split by source (800 news, 700 social images).",
        (
            ("Method", "News Win", "News Hal", "News Ctx", "Social Win", "Social Hal", "Social Ctx"),
            ("SFT", "46.0", "17.9", "62.1", "42.1", "19.6", "54.6"),
            ("DPO, BLV-Pairs", "55.3", "15.0", "67.8", "49.9", "16.3", "58.4"),
            ("GRPO, RM-only", "66.4", "22.8", "75.0", "59.3", "25.1", "64.7"),
            ("AuralAlt-7B", "65.2", "6.6", "77.3", "57.1", "7.9", "65.5"),
        ),
    ),
    Heading("Appendix E: BLV-Pairs raters and judgments"),
    Para(
        "The 63 raters were aged 19 to 74. Their primary screen readers were JAWS (21 raters), VoiceOver (19), NVDA (17) "
        "and TalkBack (6); 44 rated on a computer and 19 on a phone. Raters gave the highest confidence, 3, for 5,018 of the "
        "9,840 judgments, confidence 2 for 3,347 and confidence 1 for 1,475. On the 600 doubly judged pairs, agreement was "
        "86.4% when both raters gave confidence 3 and close to chance when either gave confidence 1, which motivated the "
        "confidence weighting of Eq. (2). Describer-written references won 58.9% of the comparisons they appeared in and "
        "zero-shot 7B descriptions 39.0%. The median session lasted 47 minutes."
    ),
]

PAPER = GeneratedPaper(
    file="alttext_rl.pdf",
    title="Heard, Not Seen: Reinforcement Learning of Context-Aware Alt Text from Blind and Low-Vision Readers' Preferences",
    short_title="Heard, Not Seen: RL of Alt Text from BLV Readers' Preferences",
    authors="Imogen Asare-Whitfield (1), Tobiah Kurankyi (2), Lena Marchetti-Oyelaran (1), Sung-min Hwang (3), Rosalind Eberhart (2)",
    affiliations=(
        "(1) School of Interactive Computing, Lakemoor University   (2) Tidewater Accessibility Lab   "
        "(3) Department of Computer Science, Western Plains Institute of Technology"
    ),
    stamp="arXiv:2604.09318v1  [cs.CL]  14 Apr 2026",
    abstract=(
        "Alt text written by vision-language models is fluent, but it is tuned to what sighted annotators consider a good "
        "caption, not to what blind and low-vision (BLV) readers need when they hear an image through a screen reader in the "
        "middle of a news article or a social post. We present AuralAlt, a 7B vision-language model trained with "
        "reinforcement learning against a reward model of BLV readers' preferences. Interviews with 14 BLV screen-reader "
        "users (P1-P14) yielded five design goals, first among them that a description should serve the text around the "
        "image. We collected 9,840 pairwise judgments from 63 BLV raters who listened to competing descriptions in context, "
        "fitted a reward model to them, and optimised the policy with GRPO. Because listeners cannot check what a "
        "description claims to see, optimising their preferences alone rewarded confident invention: the share of "
        "descriptions naming an absent object rose from 18.7% to 23.9%. Subtracting a penalty for noun phrases that an "
        "open-vocabulary detector cannot ground lowered it to 7.2% while keeping most of the preference gain. In a "
        "within-subjects lab study (N = 18), participants rated AuralAlt's descriptions more useful than existing alt text "
        "(median 6 vs. 3 on a 7-point scale; Wilcoxon Z = 3.62, p < .001, r = 0.85), and in a two-week diary deployment ten "
        "participants requested descriptions for 1,284 images. We close with design implications for accessibility models "
        "trained on the preferences of the people they serve."
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
