"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 34): reinforcement learning of when and how to ask clarifying questions, rewarded by a simulated user; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh22_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="clarify_rl.pdf",
    title="Ask Only When It Pays: Learning to Ask Clarifying Questions with Reinforcement Learning from Simulated Users",
    short_title="CLARO: Learning When to Ask Clarifying Questions",
    authors="Ilse Verhoeven (1), Daniel Okonkwo-Reyes (1), Saanvi Kulkarni (2), Tobias Lindgren (2), Yuki Hamasaki (3)",
    affiliations="(1) Wexford Institute for Machine Intelligence   (2) Ostrava Language Systems Lab   (3) Kisarazu University",
    stamp="arXiv:2510.14628v1  [cs.CL]  16 Oct 2025",
    abstract=(
        "Instruction-following language models usually answer an ambiguous request by guessing, and when they are prompted "
        "to ask clarifying questions they ask too often, including about requests that are already fully specified. We "
        "present CLARO, a reinforcement learning method that teaches a model both when to ask and what to ask. During "
        "training the policy converses with a simulated user who holds a hidden intent card; the reward of an episode is "
        "the task success of the final answer, judged against that card, minus a cost of 0.15 for every clarifying question. "
        "We also build AmbiSynth, 21,600 training requests of which 38% are fully specified, so that asking is not always "
        "rewarded. On three ambiguous-request benchmarks, CLARO trained from Qwen2.5-7B-Instruct raises average task success "
        "from 38.7% when answering directly, and 56.2% for supervised fine-tuning followed by DPO, to 62.7%, closing 65% of "
        "the gap to an oracle that is told the user's intent. It asks on only 6.1% of fully specified requests, against "
        "21.7% for a prompted baseline. Varying the question cost traces a smooth trade-off: without any cost the policy "
        "asks 2.41 questions per ambiguous dialogue and gains only 1.3 points of success on AmbiEval."
    ),
    pages=(
        # ---------------------------------------------------------------- page 1
        (
            Heading("1 Introduction"),
            Para(
                "People rarely say everything they mean. A request such as 'Write a short summary of this report for my "
                "team' leaves open how short, which team, and whether the summary should be a paragraph or a list of "
                "bullet points. Human assistants resolve such gaps in one of two ways: they make a sensible guess, or they "
                "ask. Instruction-tuned language models almost always do the former. When the guess is wrong, the user "
                "has to read a useless answer, notice what went wrong and restate the request, which costs more time than a "
                "well-placed question would have."
            ),
            Para(
                "Asking is not free either. Every clarifying question delays the answer and asks the user for attention, and "
                "a model that asks about everything is as unhelpful as one that never asks. Users of deployed assistants "
                "report that needless confirmations ('Just to be sure, you would like a summary?') are among the most "
                "irritating behaviours of a chatbot. The useful skill is therefore not asking as such but deciding: asking "
                "when the answer would otherwise probably be wrong, asking about the detail that matters, and answering "
                "directly when the request is clear enough."
            ),
            Para(
                "Current practice teaches the form of clarifying questions much better than the decision. Prompting a "
                "model to 'ask if the request is ambiguous' makes it ask both too little and too much: in our measurements "
                "a prompted Qwen2.5-7B-Instruct asks on only 46.5% of ambiguous requests, yet also on 21.7% of requests that "
                "need no clarification at all. Supervised fine-tuning on clarification dialogues reproduces the asking "
                "style of the teacher, including its habit of asking, and preference optimisation on offline pairs helps "
                "but is limited to the dialogues that happen to be in the data. None of these methods ever observes what "
                "would have happened had the model asked a different question, or none at all, for the same request."
            ),
        ),
        # ---------------------------------------------------------------- page 2
        (
            Para(
                "Whether to ask is a sequential decision under uncertainty with an explicit trade-off. A question pays off "
                "if it raises the expected quality of the final answer by more than it costs the user. This is a natural "
                "reinforcement learning (RL) problem, provided that one can compute the consequence of a question, which "
                "requires somebody to answer it. We therefore train against a simulated user: a large language model that "
                "is given a hidden intent card describing what the user actually wants, answers clarifying questions "
                "consistently with that card, and otherwise stays silent about it. Once the policy gives its final answer, "
                "a judge scores it against the card."
            ),
            Para(
                "Our method, CLARO (Clarify-or-Answer Reinforcement Optimization), optimises a single episode-level reward: "
                "the task success of the final answer minus a fixed cost for each clarifying question. With our default "
                "cost of 0.15, a question is worth asking only when it raises the probability of success by more than 15 "
                "percentage points. Two details turned out to matter in practice. First, the cost is charged per information "
                "request and not per turn; an early version that charged per turn learned to pack up to five questions into "
                "a single message. Second, the simulated user must be protected against questions that ask it for the "
                "answer itself, which a weaker simulator readily supplies."
            ),
            Para(
                "Trained from Qwen2.5-7B-Instruct, CLARO reaches 62.7% average task success on three ambiguous-request "
                "benchmarks, 6.5 points above the strongest baseline, supervised fine-tuning followed by DPO, and 23.9 "
                "points above answering directly. At the same time it asks on 6.1% of fully specified requests, less than "
                "any baseline that asks at all, and its success on those requests is within 0.5 points of the model that "
                "never asks. The gains carry over to Llama-3.1-8B-Instruct and to Qwen2.5-3B-Instruct."
            ),
            Para(
                "A simpler alternative would be to train a separate ambiguity classifier and to ask whenever it fires. Such a "
                "classifier answers the wrong question, however. Whether a request is ambiguous in the abstract matters less "
                "than whether the ambiguity changes the answer, and whether the model can resolve it with one good question; "
                "a request may be ambiguous in a way that any reasonable answer satisfies, or in a way that no single question "
                "resolves. An end-to-end reward that only looks at the outcome of the whole exchange sidesteps the need to "
                "define ambiguity at all. It also lets the same policy learn what to ask, since a question that elicits the "
                "wrong detail earns the cost without the gain."
            ),
            Para("In summary, our contributions are:"),
            Bullets(
                (
                    "CLARO, an RL recipe for clarifying questions in which a simulated user with a hidden intent card answers "
                    "the policy's questions and the reward trades task success against a per-question cost.",
                    "AmbiSynth, a training set of 21,600 requests across six domains in which 62% of the requests are "
                    "ambiguous and 38% are fully specified, each paired with an intent card.",
                    "An evaluation on three ambiguous-request benchmarks and a control set of clear requests against prompting, "
                    "supervised and preference-optimisation baselines, with three base models.",
                    "Ablations of the question cost and of each component of the reward, and an analysis of over-asking, of "
                    "question quality and of robustness to users who differ from the training simulator.",
                )
            ),
            Para(
                "Section 2 reviews related work, Section 3 describes CLARO and the AmbiSynth data, Section 4 the experimental "
                "setup, and Sections 5 to 7 report results, ablations and analyses. Hyperparameters, dataset statistics and "
                "example dialogues are collected in the appendix."
            ),
        ),
        # ---------------------------------------------------------------- page 3
        (
            Heading("2 Related Work"),
            Para(
                "Ambiguity in questions and instructions. AmbigQA (Min et al., 2020) showed that over half of the questions "
                "in an open-domain QA benchmark admit several plausible readings, and proposed to answer all of them. Later "
                "work asked whether a model can recognise ambiguity at all: CLAM (Kuhn et al., 2023) prompts a model to detect "
                "ambiguous questions and ask for clarification, and Zhang and Choi (2023) study when clarification is "
                "necessary by estimating the uncertainty it would resolve. For instructions rather than questions, Tamkin et "
                "al. (2023) catalogued underspecified tasks and found that models seldom ask even when they could. These "
                "studies evaluate detection or single-turn behaviour; we train the full ask-then-answer interaction."
            ),
            Para(
                "Clarifying questions in search and dialogue. In information retrieval, Qulac (Aliannejadi et al., 2019) "
                "collected clarifying questions for faceted web queries, and Zamani et al. (2020) generated them from query "
                "reformulation logs. Rao and Daume III (2018) ranked candidate questions by the expected value of perfect "
                "information, an idea that our cost-sensitive reward implements implicitly: the policy asks when the "
                "expected gain of the answer outweighs the fixed cost. Sekulic et al. (2022) built simulated users that answer "
                "clarifying questions for conversational search, the closest precursor of our user model."
            ),
            Para(
                "Learning to ask with language models. GATE (Li et al., 2023) elicits user preferences through model-generated "
                "questions, and STaR-GATE (Andukuri et al., 2024) improves the questioner by self-training on dialogues that "
                "led to good answers under a simulated user. ACT (Chen et al., 2024) applies contrastive preference training to "
                "multi-turn clarification in tabular QA and conversational tasks. CollabLLM (Wu et al., 2025) rewards responses "
                "by their long-term effect on a simulated collaboration. Unlike these, CLARO makes the cost of asking an "
                "explicit term of the reward and includes fully specified requests in training, which we find essential to "
                "avoid over-asking (Section 6.2)."
            ),
            Para(
                "Multi-turn RL for language models. RL fine-tuning with PPO (Schulman et al., 2017; Ouyang et al., 2022) and "
                "its critic-free variants, GRPO (Shao et al., 2024) and RLOO (Ahmadian et al., 2024), has mostly been applied "
                "to single-turn tasks. ArCHer (Zhou et al., 2024) and LMRL-Gym (Abdulhai et al., 2023) extend RL to multi-turn "
                "interaction with hierarchical or token-level critics. We find that an episode-level group baseline is "
                "sufficient when dialogues are at most four policy turns long, and we mask the simulated user's tokens from "
                "the loss, as in agentic RL with tool outputs (Jin et al., 2025)."
            ),
            Para(
                "User simulation and over-asking. LLM-based user simulators are increasingly used for evaluation (Davidson et "
                "al., 2023), though their fidelity to real users remains debated (Balog and Zhai, 2024). Herlihy et al. (2024) "
                "argue that instruction-tuned models inherit a conversational prior from their training data that favours "
                "answering over asking, and that naive fixes overshoot; our results on clear requests quantify this overshoot "
                "for prompting and supervised baselines."
            ),
            Para(
                "Costs in reward design. Penalising the cost of an action inside the reward is standard in RL for agents that "
                "query tools or humans, and it has close analogues in RLHF, where reward models favour longer answers unless "
                "length is controlled (Singhal et al., 2023). Our per-question cost plays the same role for the number of "
                "questions. It relies on the model's ability to estimate what it does not know, which language models "
                "possess to a useful degree (Kadavath et al., 2022) but do not act upon without training."
            ),
            Para(
                "Asking as selective prediction. Deciding to ask resembles abstention in selective question answering, where a "
                "model declines when its confidence is low. The difference is that asking has a second stage: after the reply "
                "the model must still answer, and the value of asking depends on how much the reply helps. A well-calibrated "
                "abstainer is therefore not automatically a good questioner."
            ),
        ),
        # ---------------------------------------------------------------- page 4
        (
            Heading("3 Method"),
            Heading("3.1 Problem setting"),
            Para(
                "An episode starts with a user request x, which may or may not be ambiguous. At each of its turns the policy "
                "either asks a clarifying question, wrapped in a <clarify> tag, or gives its final response, wrapped in an "
                "<answer> tag. After a question the simulated user replies and the dialogue continues; after an answer the "
                "episode ends. The policy may ask at most three questions per episode. A fourth question terminates the "
                "episode without a final answer, which scores zero task success, so the budget is respected in practice "
                "after the first few training steps."
            ),
            Para(
                "Each training request comes with an intent card: the complete request the user has in mind, a list of the "
                "hidden slots that the written request leaves open (for example the target length, the audience or the "
                "input format of a function), the value of each slot, and a rubric of the properties a satisfying answer must "
                "have. Fully specified requests have intent cards with no hidden slots; their rubrics describe the request as "
                "written."
            ),
            Heading("3.2 The simulated user"),
            Para(
                "The simulated user is Qwen2.5-72B-Instruct, prompted with the intent card and a short persona. It answers a "
                "clarifying question with the relevant slot values in at most two sentences, answers 'no preference, use your "
                "judgement' when a question asks about something the card does not fix, and points out when the information "
                "was already given in the request or in an earlier reply. Along with its visible reply it returns two labels "
                "that the policy never sees: the number of distinct information requests in the question, and whether the "
                "question was redundant."
            ),
            Para(
                "Leak guard. A policy can game a cooperative simulator by asking it to write the answer: 'What exact summary "
                "would you like me to produce?'. We instruct the simulator to refuse such questions and additionally run a "
                "string-overlap check: if a simulator reply shares more than 40% of its tokens with the rubric's reference "
                "answer, the reply is replaced by a refusal and the question is counted as redundant. The check fires on 0.7% "
                "of questions at the end of training."
            ),
            Heading("3.3 Reward"),
            Para(
                "The episode reward combines the task success of the final answer with two penalties. Task success S lies "
                "between 0 and 1. For code requests it is the fraction of hidden unit tests passed, for planning requests the "
                "fraction of constraints satisfied according to a programmatic checker, and for the remaining domains the "
                "fraction of rubric items that a judge model, Llama-3.1-70B-Instruct, marks as satisfied. The reward is"
            ),
            Para("R = S - c * n_q - 0.1 * n_red,"),
            Para(
                "where n_q is the total number of information requests over the episode, as counted by the simulator, c is "
                "the question cost, set to 0.15 unless stated otherwise, and n_red is the number of redundant questions. An "
                "output that contains neither tag, or both, receives a reward of -1 and ends the episode. The highest "
                "reward, 1, is therefore earned by answering correctly without asking; a dialogue with one question followed "
                "by a perfect answer earns 0.85. Because the cost is per information request, a turn that asks for the "
                "destination and the length of a trip is charged 0.30, exactly as two separate questions would be."
            ),
            Para(
                "We deliberately give no reward to the question itself, for example for asking about a hidden slot. Such "
                "shaping is tempting because it makes the signal denser, but it rewards questions whose answers do not change "
                "the final response; Section 6.2 confirms that an on-target bonus mainly raises over-asking."
            ),
        ),
        # ---------------------------------------------------------------- page 5
        (
            Heading("3.4 Policy optimisation"),
            Para(
                "We optimise the policy with a multi-turn variant of GRPO. For every request in a batch we sample a group of "
                "G = 8 complete episodes, each with its own simulated user replies, compute the reward of each episode, and "
                "normalise the rewards within the group to obtain advantages. The advantage of an episode is assigned to every "
                "token the policy generated in it, across all of its turns; tokens written by the simulated user are part of "
                "the context but are masked out of the loss. The objective uses the clipped importance ratio of PPO and a KL "
                "penalty towards the initial policy."
            ),
            Para(
                "Sampling groups of episodes from the same request is what lets the policy learn the decision to ask. Within a "
                "group some episodes ask and some answer directly, so the normalised advantage directly compares the two "
                "choices for that request: on a fully specified request a question lowers the reward by c without raising "
                "success, and its episodes receive negative advantages; on an ambiguous request with a costly wrong guess, "
                "the asking episodes win. We found no benefit from a learned critic at these episode lengths; the dialogues "
                "of the final policy contain 1.9 policy turns on average on ambiguous requests."
            ),
            Para(
                "Initialisation. CLARO starts from a supervised checkpoint, SFT-Clarify (Section 4.3), which has learned the "
                "tag format and a reasonable asking style. Starting directly from the instruction-tuned model also works, but "
                "the first 60 steps are spent mostly on learning the format, and the final success is lower (Table 4)."
            ),
            Heading("3.5 AmbiSynth training data"),
            Para(
                "We construct AmbiSynth from fully specified seed requests in six domains: writing and editing, data analysis, "
                "travel and events, shopping and recommendations, factual lookup, and Python programming. Seeds were written by "
                "Qwen2.5-72B-Instruct from a list of 1,150 task templates and filtered for completeness by a second prompt. To "
                "create an ambiguous request we remove or blur one to three slots of a seed (deleting 'in under 150 words', "
                "replacing 'the Lisbon offsite' by 'the offsite', or dropping the expected return type of a function) and move "
                "the removed values to the intent card. The removed slot is chosen so that a reasonable default answer would "
                "fail at least one rubric item; a request whose default answer passes the full rubric is discarded as not "
                "really ambiguous."
            ),
            Para(
                "The result has 21,600 training requests: 13,400 ambiguous ones, with 1.6 hidden slots on average, and 8,200 "
                "fully specified ones. Fully specified requests are kept deliberately, since a training set of ambiguous "
                "requests only would reward asking unconditionally. A separate validation split of 800 requests, half of them "
                "ambiguous, is used for model selection and for the training curves in Figure 1. We removed 212 training "
                "requests that shared a 13-gram with any evaluation request. Appendix B gives further statistics."
            ),
            Para(
                "Ambiguity types. Following the taxonomy we use for analysis in Section 7.1, AmbiSynth's ambiguous requests "
                "contain four kinds of gap: a missing parameter (a length, a date, a format), a referential gap (an object the "
                "user refers to but does not identify), a lexical ambiguity (a word with several relevant senses, such as "
                "'light' for a laptop or a meal), and an unclear goal or scope (what the answer is for, or how much ground it "
                "should cover)."
            ),
            Para(
                "Degenerate groups. When all eight episodes of a group receive the same reward, every advantage is zero and the "
                "request contributes nothing to the update. This happens mostly for easy fully specified requests that every "
                "episode answers directly and correctly; at the end of training 27% of the groups are degenerate. We keep them "
                "in the batch rather than resampling, which keeps the share of clear requests in each update stable. "
                "The simulated user samples its replies independently in every episode, so two episodes that ask the same "
                "question may receive differently worded answers."
            ),
        ),
        # ---------------------------------------------------------------- page 6
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Benchmarks"),
            Para(
                "We evaluate on three benchmarks of ambiguous requests and one control set, none of which overlaps with "
                "AmbiSynth. AmbiEval contains 1,500 ambiguous requests in five domains (writing, data analysis, travel and "
                "events, shopping, factual lookup), written by annotators who first wrote a complete request and then "
                "shortened it as a hurried user would; success is judged against a rubric. UnderSpec-Code (US-Code) contains "
                "480 Python function-writing requests whose specification omits one detail that the hidden unit tests check, "
                "such as tie-breaking, the treatment of empty inputs or the expected input format. PlanAmb has 640 "
                "multi-constraint planning requests, itineraries and meeting schedules, whose hidden constraints are verified "
                "by a programmatic checker. Finally, ClearReq contains 900 fully specified requests from the same domains, on "
                "which any question is unnecessary; it measures over-asking."
            ),
            Heading("4.2 Metrics"),
            Para(
                "Task success (TS) is binary at evaluation time: an AmbiEval or ClearReq answer succeeds if all of its "
                "must-have rubric items are satisfied, a US-Code answer if all hidden unit tests pass, and a PlanAmb answer "
                "if every constraint holds. Rubric items are checked at evaluation time by GPT-4o (2024-08-06), a different "
                "model from the training judge, to limit the risk that the policy overfits its judge; on 500 doubly judged "
                "rubric items the two judges agree on 91.3%. The ask rate (AR) is the share of dialogues in which the model "
                "asks at least one question, reported separately for ambiguous (AR-amb) and clear (AR-clr) requests. Q/dlg is "
                "the mean number of information requests per dialogue on AmbiEval, counted as in the reward."
            ),
            Heading("4.3 Baselines"),
            Para(
                "Direct answers the request with the instruction-tuned model and its default system prompt. Prompt-Ask adds a "
                "system prompt that tells the model to ask one clarifying question if the request is ambiguous and to answer "
                "otherwise. Self-Ask CoT first writes a short hidden analysis of what the request leaves open and then "
                "decides. Always-Ask is forced to ask exactly one question before answering. SFT-Clarify is fine-tuned on "
                "11,340 dialogues in which Qwen2.5-72B-Instruct, prompted with few-shot examples, interacted with the simulated "
                "user on AmbiSynth requests; of 18,000 generated dialogues we kept those whose final answer succeeded and "
                "that asked at most two questions. SFT+DPO continues from SFT-Clarify with DPO (Rafailov et al., 2023) on "
                "9,600 pairs of dialogues for the same request, where the preferred dialogue has the higher CLARO reward, so "
                "that it optimises the same objective offline. Oracle receives the intent card's hidden slot values appended "
                "to the request and serves as an upper bound for answering without questions."
            ),
            Heading("4.4 Implementation"),
            Para(
                "Our main policy is Qwen2.5-7B-Instruct; Section 5.2 adds Llama-3.1-8B-Instruct and Qwen2.5-3B-Instruct. "
                "CLARO is trained for 400 steps with a learning rate of 1e-6 and G = 8 episodes per request, and the "
                "checkpoint with the highest validation reward is kept, which was always one of the last three evaluated. "
                "At test time all models decode greedily and converse with the same Qwen2.5-72B-Instruct user as in training. "
                "Remaining hyperparameters are listed in Table 6 in Appendix A."
            ),
            Para(
                "All baselines see the same tag format in their system prompt, and an untagged output of a baseline is treated "
                "as a final answer rather than penalised, which favours the baselines slightly. The prompted baselines use the "
                "instruction-tuned model without any fine-tuning."
            ),
        ),
        # ---------------------------------------------------------------- page 7
        (
            Heading("5 Results"),
            Heading("5.1 Main results"),
            Para(
                "Table 1 compares CLARO with all baselines on Qwen2.5-7B-Instruct. Answering directly fails on more than half "
                "of the ambiguous requests, though it has the best success on ClearReq, 78.9%. Every method that asks improves "
                "on the ambiguous benchmarks, and the ranking is the same on all three: prompting helps least, supervised "
                "fine-tuning more, offline preference optimisation more still, and CLARO most. CLARO reaches 68.9% on AmbiEval, "
                "55.7% on US-Code and 63.4% on PlanAmb, an average of 62.7% against 56.2% for SFT+DPO."
            ),
            TableBlock(
                "Table 1: Main results with Qwen2.5-7B-Instruct. TS: task success (%); AR-amb / AR-clr: ask rate (%) on "
                "AmbiEval and on ClearReq; Q/dlg: information requests per AmbiEval dialogue. Avg is the mean TS over the three "
                "ambiguous benchmarks. CLARO: mean of three training seeds. Oracle is given the hidden slot values.",
                (
                    ("Method", "AmbiEval", "US-Code", "PlanAmb", "Avg", "ClearReq", "AR-amb", "AR-clr", "Q/dlg"),
                    ("Direct", "42.7", "35.1", "38.4", "38.7", "78.9", "3.1", "0.8", "0.04"),
                    ("Prompt-Ask", "51.3", "40.6", "45.2", "45.7", "74.8", "46.5", "21.7", "0.61"),
                    ("Self-Ask CoT", "53.8", "42.0", "47.9", "47.9", "75.6", "52.4", "18.9", "0.72"),
                    ("Always-Ask", "58.9", "47.3", "52.6", "52.9", "76.3", "100.0", "100.0", "1.00"),
                    ("SFT-Clarify", "60.2", "48.8", "54.1", "54.4", "76.0", "71.8", "24.3", "1.12"),
                    ("SFT+DPO", "62.5", "50.1", "56.0", "56.2", "77.1", "69.0", "15.2", "0.98"),
                    ("CLARO (ours)", "68.9", "55.7", "63.4", "62.7", "78.4", "78.6", "6.1", "0.93"),
                    ("Oracle intent", "81.4", "68.2", "77.9", "75.8", "-", "-", "-", "-"),
                ),
            ),
            Para(
                "Relative to the distance between answering directly and knowing the intent, CLARO closes 65% of the gap on "
                "average, against 47% for SFT+DPO. The remaining gap has two sources. Some hidden slots are never asked about "
                "(CLARO still answers 21.4% of ambiguous requests directly), and some dialogues ask the right question but fail "
                "for reasons unrelated to ambiguity, which also affects the oracle."
            ),
            Para(
                "Asking more is not the same as asking well. CLARO asks on 78.6% of ambiguous requests, more than SFT+DPO "
                "(69.0%), but it uses fewer information requests per dialogue (0.93 against 0.98) and far fewer than "
                "SFT-Clarify (1.12). Always-Ask asks on every request, ambiguous or not, and still trails CLARO by 10.0 points "
                "on AmbiEval: a single forced question is often about the wrong detail. On ClearReq, the prompted and supervised "
                "baselines lose 1.8 to 4.1 points of success against Direct, because a needless question sometimes draws a "
                "'no preference' reply that the model then over-interprets. CLARO loses 0.5 points."
            ),
            Para(
                "Seed variation is small: the standard deviation of CLARO over three seeds is at most 0.9 points on any "
                "benchmark. For reference, Qwen2.5-72B-Instruct with the Prompt-Ask prompt reaches 60.3% on AmbiEval, below the "
                "7B CLARO policy."
            ),
            Para(
                "Cost-adjusted success. Subtracting 15 points of success per information request, the evaluation analogue of "
                "the training reward, widens the gaps. On AmbiEval, CLARO scores 55.0, SFT+DPO 47.8, Always-Ask 43.9, "
                "SFT-Clarify 43.4, Prompt-Ask 42.2 and Direct 42.1: once questions are counted as a cost, prompting to ask is no "
                "better than never asking."
            ),
        ),
        # ---------------------------------------------------------------- page 8
        (
            Heading("5.2 Other base models"),
            Para(
                "Table 2 repeats the four most informative methods with Llama-3.1-8B-Instruct and with the smaller "
                "Qwen2.5-3B-Instruct, using the same AmbiSynth data, simulator and hyperparameters. The ordering of methods is "
                "unchanged. CLARO improves over SFT+DPO on AmbiEval by 5.9 points with Llama-3.1-8B and by 4.5 points with "
                "Qwen2.5-3B, and on all three benchmarks for both models."
            ),
            TableBlock(
                "Table 2: Task success (%) and ask rate on clear requests (AR-clr, %) for two further base models.",
                (
                    ("Base model", "Method", "AmbiEval", "US-Code", "PlanAmb", "AR-clr"),
                    ("Llama-3.1-8B-Inst.", "Direct", "40.9", "31.8", "36.2", "1.2"),
                    ("", "Prompt-Ask", "47.6", "36.9", "41.5", "27.4"),
                    ("", "SFT+DPO", "60.1", "46.3", "53.2", "17.8"),
                    ("", "CLARO", "66.0", "51.9", "60.7", "7.4"),
                    ("Qwen2.5-3B-Inst.", "Direct", "36.5", "24.7", "30.9", "0.5"),
                    ("", "Prompt-Ask", "40.2", "26.3", "33.0", "31.9"),
                    ("", "SFT+DPO", "52.8", "35.4", "44.6", "20.6"),
                    ("", "CLARO", "57.3", "39.8", "50.1", "9.8"),
                ),
            ),
            Para(
                "The smaller model over-asks more under every method, and prompting helps it least: Prompt-Ask raises its "
                "AmbiEval success by only 3.7 points while asking on 31.9% of clear requests. We attribute this to weaker "
                "detection of what a request leaves open. RL reduces but does not remove the difference; CLARO-3B still asks "
                "on 9.8% of clear requests."
            ),
            Heading("5.3 Training dynamics"),
            Para(
                "Figure 1 follows the ask rate of the 7B policy on the validation split during training. The two rates move in "
                "opposite directions, but not at once. In the first 50 steps the policy becomes more cautious overall and asks "
                "less on both kinds of request, since each question has an immediate, certain cost while its benefit depends "
                "on a good question. Afterwards the ask rate on ambiguous requests recovers and rises above its initial value, "
                "while the ask rate on clear requests keeps falling. Both rates change little after step 300."
            ),
            FigureBlock(
                "Figure 1: Ask rate of CLARO (Qwen2.5-7B) on the AmbiSynth validation split during training, every 50 steps. "
                "Black: ambiguous requests, which dip from 0.70 to 0.66 at step 50 and then rise to 0.79. Grey: fully "
                "specified requests, falling from 0.25 to 0.06.",
                "training step",
                "ask rate",
                (
                    (0.70, 0.66, 0.69, 0.73, 0.76, 0.78, 0.79, 0.79, 0.79),
                    (0.25, 0.19, 0.14, 0.11, 0.09, 0.08, 0.07, 0.065, 0.06),
                ),
            ),
            Para(
                "The dip is reminiscent of the early collapse towards a safe action that is familiar from RL with costly "
                "exploration. It did not occur when we set c = 0, and it was deeper, but still transient, at c = 0.3."
            ),
        ),
        # ---------------------------------------------------------------- page 9
        (
            Heading("6 Ablations"),
            Heading("6.1 The question cost"),
            Para(
                "The cost c is the only knob that sets how much a question is worth, so we retrain CLARO with six values "
                "between 0 and 0.5, keeping everything else fixed. Table 3 shows the results. Without a cost the policy asks "
                "on almost every ambiguous request and on 63.5% of clear ones, and it uses 2.41 information requests per "
                "ambiguous dialogue; in 38% of those dialogues it exhausts the budget of three questions. Its success is the "
                "highest, 70.2% on AmbiEval, but the gain over c = 0.15 is only 1.3 points, bought with 2.6 times as many "
                "questions."
            ),
            TableBlock(
                "Table 3: Effect of the question cost c (Qwen2.5-7B, one seed per value except the default, marked *). "
                "TS in %, AR in %; Q/dlg on AmbiEval.",
                (
                    ("Cost c", "AmbiEval TS", "US-Code TS", "AR-amb", "AR-clr", "Q/dlg"),
                    ("0.00", "70.2", "56.9", "96.8", "63.5", "2.41"),
                    ("0.05", "70.0", "56.8", "91.2", "24.8", "1.64"),
                    ("0.10", "69.6", "56.3", "84.5", "11.3", "1.21"),
                    ("0.15 *", "68.9", "55.7", "78.6", "6.1", "0.93"),
                    ("0.30", "64.1", "51.2", "52.3", "2.2", "0.58"),
                    ("0.50", "55.0", "44.0", "25.1", "0.9", "0.27"),
                ),
            ),
            Para(
                "Between c = 0 and c = 0.15 success decreases slowly while asking decreases quickly: questions per dialogue "
                "fall by 61% and over-asking on clear requests by a factor of ten. Beyond 0.15 the picture reverses. At c = 0.3 "
                "AmbiEval success drops by 4.8 points relative to the default, and at c = 0.5, where a question must raise the "
                "probability of success by 50 points to pay for itself, the policy asks on only a quarter of ambiguous requests "
                "and falls to 55.0%, which is still above Prompt-Ask (51.3%)."
            ),
            Para(
                "We chose c = 0.15 on the validation split as the largest cost whose AmbiEval-style validation success stays "
                "within 1.5 points of the c = 0 policy. Other applications may justify other choices: an assistant used by "
                "experts in a hurry should use a higher cost than one that drafts long documents, where a wrong guess is "
                "expensive. A single cost for all users is a simplification we return to in Section 8."
            ),
            Para(
                "Per-question or per-turn cost. Charging c per clarifying turn instead of per information request gave similar "
                "success (68.6% on AmbiEval) but a policy whose questions grew longer throughout training; by step 400, 31% of "
                "its clarifying turns bundled three or more requests, and in the most extreme cases five. Users of such an "
                "assistant would receive questionnaires rather than questions, so we do not consider this a valid alternative."
            ),
            Para(
                "Question budget. The budget of three questions rarely binds at the default cost. Lowering it to one question "
                "reduces AmbiEval success to 67.0%, mostly on goal and scope ambiguities, and raising it to five questions "
                "gives 69.0% with 0.97 information requests per dialogue, a difference within seed variation. We also tried to "
                "change the cost at test time by stating it in the system prompt of the trained policy; the ask rate did not "
                "respond, so a policy trained with one cost is not a substitute for training with another. The policies "
                "trained with different costs also differ in which questions they keep: as c grows, questions about "
                "style and tone disappear first, and questions about input formats and dates last."
            ),
        ),
        # ---------------------------------------------------------------- page 10
        (
            Heading("6.2 Components of the recipe"),
            Para(
                "Table 4 removes one component at a time. Training on ambiguous requests only is the most instructive "
                "ablation: success on the ambiguous benchmarks is unchanged or even slightly higher, but the ask rate on clear "
                "requests rises from 6.1% to 34.9%, worse than any baseline except Always-Ask. Without fully specified "
                "requests nothing in training ever penalises a question asked out of habit. Dropping the redundancy penalty "
                "increases the number of information requests per dialogue from 0.93 to 1.19, mostly by repeating questions "
                "that the user had already answered in different words."
            ),
            TableBlock(
                "Table 4: Ablations of CLARO with Qwen2.5-7B-Instruct (single seed for variants). TS in %.",
                (
                    ("Variant", "AmbiEval TS", "PlanAmb TS", "AR-clr", "Q/dlg"),
                    ("CLARO (full)", "68.9", "63.4", "6.1", "0.93"),
                    ("ambiguous requests only", "69.3", "63.1", "34.9", "1.07"),
                    ("no redundancy penalty", "68.1", "62.7", "8.8", "1.19"),
                    ("no SFT warm start", "66.2", "60.5", "5.2", "0.84"),
                    ("no leak guard", "63.5", "58.2", "7.3", "1.02"),
                    ("binary success reward", "67.5", "63.0", "6.4", "0.95"),
                    ("+ on-target question bonus", "68.4", "62.9", "9.7", "1.21"),
                    ("7B simulated user", "57.4", "52.8", "11.6", "1.35"),
                ),
            ),
            Para(
                "Without the leak guard, the policy learns to ask the training simulator for the finished answer, which the "
                "evaluation simulator, with the guard active, refuses; AmbiEval success falls by 5.4 points. A binary success "
                "reward, without partial credit for rubric items, slows training and costs 1.4 points. Adding a bonus of 0.05 "
                "for every question that the simulator labels as on-target, a tempting way of shaping the reward, mainly "
                "increases over-asking."
            ),
            Para(
                "Simulator strength. Replacing the 72B simulated user by Qwen2.5-7B-Instruct during training is the most "
                "damaging change. The small simulator leaks answer content despite its instructions and is easily led by "
                "suggestive questions, and the policy exploits both: as Figure 2 shows, its training reward keeps rising "
                "long after that of the 72B run has levelled off, but its AmbiEval success, measured with the 72B user, is "
                "11.5 points lower."
            ),
            FigureBlock(
                "Figure 2: Mean training reward with the Qwen2.5-72B simulated user (black), which levels off at 0.61, and with "
                "a Qwen2.5-7B simulated user (grey), which climbs to 0.80 by step 400 while held-out success drops.",
                "training step",
                "mean reward",
                (
                    (0.38, 0.44, 0.50, 0.54, 0.57, 0.59, 0.60, 0.61, 0.61),
                    (0.41, 0.49, 0.57, 0.64, 0.70, 0.74, 0.77, 0.79, 0.80),
                ),
            ),
        ),
        # ---------------------------------------------------------------- page 11
        (
            Heading("7 Analysis"),
            Heading("7.1 When does the policy ask?"),
            Para(
                "Each AmbiEval request is labelled with the type of its main gap (Section 3.5). Table 5 breaks down ask rate and "
                "success by type for Prompt-Ask, SFT+DPO and CLARO. Missing parameters, 41% of AmbiEval, "
                "are the easiest case: CLARO asks about them on 88.0% of requests, and its success of 76.2% comes within "
                "about five points of the oracle's overall 81.4%. Referential gaps are also asked about often but resolved less reliably, since the user's reply "
                "('the one from last Tuesday') sometimes does not identify the object either."
            ),
            TableBlock(
                "Table 5: Ask rate (AR) and task success (TS) in % on AmbiEval by ambiguity type. Share: fraction of AmbiEval "
                "requests of each type.",
                (
                    ("Type", "Share", "P-Ask AR", "P-Ask TS", "DPO AR", "DPO TS", "CLARO AR", "CLARO TS"),
                    ("Missing param.", "41%", "58.3", "57.0", "79.5", "70.4", "88.0", "76.2"),
                    ("Referential", "19%", "39.0", "45.8", "66.0", "58.1", "74.0", "66.5"),
                    ("Lexical", "16%", "30.5", "52.4", "52.2", "64.0", "61.0", "71.3"),
                    ("Goal / scope", "24%", "42.9", "45.2", "64.6", "51.5", "77.9", "56.7"),
                    ("All", "100%", "46.5", "51.3", "69.0", "62.5", "78.6", "68.9"),
                ),
            ),
            Para(
                "Lexical ambiguities are the only type for which CLARO asks on fewer than two thirds of requests, and "
                "appropriately so: for many of them one reading is much more likely given the rest of the request, and "
                "answering that reading directly succeeds. CLARO's success on lexical requests (71.3%) is the second highest "
                "of the four types despite its lowest ask rate. Goal and scope ambiguities are the hardest for every method. "
                "Here a question is usually asked (77.9%), but a single reply rarely pins down everything the rubric checks; "
                "CLARO asks a second question on 34% of these dialogues, against 12% for missing parameters."
            ),
            Para(
                "Calibration of the decision. We estimated, for each AmbiEval request, the success of answering directly by "
                "sampling eight direct answers from the CLARO policy with the clarify tag disabled. Among requests whose "
                "direct success estimate was below 0.5, CLARO asked on 91% of them; among those with an estimate above 0.85, "
                "on 23%. Since a question costs 0.15, asking is rational roughly when the expected gain exceeds that amount, "
                "and the policy's behaviour is consistent with this threshold though not sharply so."
            ),
            Para(
                "Number of hidden slots. Of the AmbiEval requests, 45% hide one slot, 32% two and 23% three. CLARO's success "
                "declines from 79.5% with one hidden slot to 66.0% with two and 52.0% with three, while its information "
                "requests per dialogue grow only from 0.71 to 1.24. The policy seldom asks about every open slot: it asks about "
                "the one whose default value is most likely to fail the rubric and guesses the others, which is what the cost "
                "encourages but also why success falls with the number of slots."
            ),
            Para(
                "Order of questions. When CLARO asks two questions in separate turns, the second question depends on the first "
                "reply in 68% of the cases, for instance asking about a budget only after learning the destination. Bundled "
                "questions in one turn, which the per-request cost treats identically, are used when the slots are independent. "
                "Per-domain results, given in Appendix D, show the same pattern in every AmbiEval domain, with the largest "
                "gain over SFT+DPO on data analysis requests."
            ),
        ),
        # ---------------------------------------------------------------- page 12
        (
            Heading("7.2 Over-asking"),
            Para(
                "On ClearReq, CLARO asks in 55 of 900 dialogues. We read all of them and sorted them into four groups. 24 are "
                "confirmation questions that restate the request ('You would like the table sorted by revenue, correct?'), 17 "
                "are preference probes about style or tone that the rubric does not check, 5 are redundant questions about "
                "information given in the request, and 9 concern details that, on re-reading, the request indeed leaves open: "
                "ClearReq's annotators had considered them immaterial, but the question is defensible. Excluding those 9, "
                "CLARO's unnecessary ask rate is 5.1%."
            ),
            Para(
                "Over-asking is concentrated on short requests. Figure 3 plots the ask rate on ClearReq against request "
                "length. For CLARO it is highest for requests under 100 tokens and falls steadily with length, whereas "
                "Prompt-Ask asks on about a fifth of clear requests regardless of their length: the prompt makes it treat "
                "brevity and ambiguity alike."
            ),
            FigureBlock(
                "Figure 3: Ask rate on ClearReq by request length in tokens (points at the lower edge of 100-token bins; the "
                "last bin pools requests of 400 tokens or more). Black: CLARO, from 0.12 to 0.02. Grey: Prompt-Ask, from 0.26 "
                "to 0.18.",
                "request length (tokens)",
                "ask rate (clear)",
                (
                    (0.12, 0.06, 0.04, 0.03, 0.02),
                    (0.26, 0.23, 0.21, 0.19, 0.18),
                ),
            ),
            Heading("7.3 Question quality"),
            Para(
                "A question is on-target if it asks about a hidden slot of the intent card, as labelled by the simulated user "
                "and spot-checked by the authors on 200 questions. 81.5% of CLARO's information requests on AmbiEval are "
                "on-target, against 63.7% for SFT+DPO and 48.2% for Prompt-Ask. CLARO's questions are also shorter, 19.4 tokens "
                "on average against 31.7 for SFT-Clarify, whose teacher tended to preface questions with a summary of the "
                "request."
            ),
            Para(
                "The policy developed one habit that neither the teacher nor the prompt showed: offering options. 57% of "
                "CLARO's questions propose concrete alternatives ('Should the summary be a single paragraph or five bullet "
                "points?'), against 22% for SFT+DPO. Option questions elicit a usable slot value from the simulated user more "
                "often than open questions, 94% against 79% of the time, which explains why RL favours them. Whether human "
                "users share this preference is an open question; options can also steer a user towards choices they would "
                "not have made."
            ),
            Para(
                "Over-asking by the baselines has a different profile. Of the 219 ClearReq dialogues in which SFT-Clarify asks, 61% "
                "open with a confirmation question, a habit inherited from the teacher, which opened many of its dialogues by restating the "
                "request. DPO removes part of this habit, since confirmations lower the reward of a dialogue without raising "
                "its success, but offline pairs contain too few clear requests answered directly to remove it entirely."
            ),
        ),
        # ---------------------------------------------------------------- page 13
        (
            Heading("7.4 Robustness to the user"),
            Para(
                "All results so far use the same simulated user family at training and test time. To see how much CLARO "
                "depends on its training partner, we evaluate it on AmbiEval with three different users. With "
                "Llama-3.1-70B-Instruct as the simulated user, given the same intent cards and instructions, CLARO's success "
                "drops from 68.9% to 66.4% and that of SFT+DPO from 62.5% to 60.8%. With a terse persona that answers in at "
                "most five words, CLARO reaches 64.0% and SFT+DPO 57.9%. With an uncooperative persona that replies 'whatever "
                "you think is best' to 30% of questions regardless of the card, CLARO reaches 62.2% and SFT+DPO 57.5%."
            ),
            Para(
                "CLARO therefore keeps its advantage over SFT+DPO under every user we tried, though the gap narrows from 6.4 to "
                "4.7 points with the uncooperative user. Against that persona CLARO rarely asks a second question after an "
                "unhelpful reply, which the cost encourages; it then answers with the most common default, the right behaviour "
                "when the user has signalled that they do not care."
            ),
            Heading("7.5 Effect on requests that need no dialogue"),
            Para(
                "One might worry that RL on a dialogue task degrades the general abilities of the model. On ClearReq, whose "
                "requests are answered directly in 93.9% of CLARO's dialogues, success stays at 78.4% against 78.9% for the "
                "original instruct model. We did not evaluate other general benchmarks."
            ),
            Heading("8 Limitations"),
            Para(
                "Simulated users. CLARO is trained, and mostly evaluated, with language models playing the user. Simulated "
                "users are more patient, more consistent and more cooperative than people, and they answer in the language of "
                "the intent card, which makes slot values easy to use. Our robustness checks in Section 7.4 vary the "
                "simulator but do not replace a study with real users, which we have not run."
            ),
            Para(
                "A single cost. The question cost is fixed at 0.15 for every request and every user. Real users differ in how "
                "much a question bothers them, and the same user tolerates questions about a long report better than about a "
                "quick lookup. Conditioning the policy on a cost given in the system prompt is a natural extension that we "
                "leave to future work."
            ),
            Para(
                "Scope. All requests are in English, every episode begins with a single request rather than a longer "
                "conversation, and the budget of three questions excludes tasks whose specification emerges over many turns. "
                "Task success on open-ended domains depends on rubrics written by annotators and checked by a judge model, "
                "which may miss qualities that users value, and AmbiSynth's ambiguity was created by removing information "
                "from complete requests, which may not match the ways real users underspecify."
            ),
            Para(
                "Reward hacking. The leak guard closes one loophole we found, but a policy trained against a model user can "
                "exploit other regularities of that model. We inspected dialogues only where metrics changed unexpectedly, "
                "so subtler forms of exploitation may remain."
            ),
            Heading("9 Conclusion"),
            Para(
                "Deciding when to ask is as important as knowing how. By rewarding a policy for the success of its final "
                "answer, minus a small cost per question, and by training it on a mix of ambiguous and clear requests with a "
                "simulated user that cannot be talked into giving the answer away, CLARO learns to ask more on ambiguous "
                "requests, less on clear ones and better-targeted questions than prompting, supervised or offline "
                "preference-trained baselines. The question cost turns a vague design goal, 'do not over-ask', into a "
                "parameter with a measurable trade-off."
            ),
        ),
        # ---------------------------------------------------------------- page 14
        (
            Heading("References"),
            References(
                (
                    "Abdulhai, M., White, I., Snell, C., et al. LMRL Gym: Benchmarks for multi-turn reinforcement learning with language models. arXiv:2311.18232, 2023.",
                    "Ahmadian, A., Cremer, C., Galle, M., et al. Back to basics: Revisiting REINFORCE-style optimization for learning from human feedback in LLMs. ACL, 2024.",
                    "Aliannejadi, M., Zamani, H., Crestani, F., and Croft, W. B. Asking clarifying questions in open-domain information-seeking conversations. SIGIR, 2019.",
                    "Andukuri, C., Franken, J.-P., Gerstenberg, T., and Goodman, N. D. STaR-GATE: Teaching language models to ask clarifying questions. COLM, 2024.",
                    "Balog, K. and Zhai, C. User simulation in the era of generative AI: User modeling, synthetic data generation, and system evaluation. arXiv:2501.04410, 2024.",
                    "Chen, M., Sun, R., Arik, S. O., and Pfister, T. Learning to clarify: Multi-turn conversations with action-based contrastive self-training. arXiv:2406.00222, 2024.",
                    "Davidson, S., Romeo, S., Shu, R., et al. User simulation with large language models for evaluating task-oriented dialogue. arXiv:2309.13233, 2023.",
                    "Dubey, A., Jauhri, A., Pandey, A., et al. The Llama 3 herd of models. arXiv:2407.21783, 2024.",
                    "Herlihy, C., Neville, J., Schnabel, T., and Swaminathan, A. On overcoming miscalibrated conversational priors in LLM-based chatbots. UAI, 2024.",
                    "Jin, B., Zeng, H., Yue, Z., et al. Search-R1: Training LLMs to reason and leverage search engines with reinforcement learning. arXiv:2503.09516, 2025.",
                    "Kadavath, S., Conerly, T., Askell, A., et al. Language models (mostly) know what they know. arXiv:2207.05221, 2022.",
                    "Kuhn, L., Gal, Y., and Farquhar, S. CLAM: Selective clarification for ambiguous questions with generative language models. ICML Workshop on Challenges in Deploying Generative AI, 2023.",
                    "Li, B. Z., Tamkin, A., Goodman, N., and Andreas, J. Eliciting human preferences with language models. arXiv:2310.11589, 2023.",
                    "Min, S., Michael, J., Hajishirzi, H., and Zettlemoyer, L. AmbigQA: Answering ambiguous open-domain questions. EMNLP, 2020.",
                    "Ouyang, L., Wu, J., Jiang, X., et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
                    "Qwen Team. Qwen2.5 technical report. arXiv:2412.15115, 2024.",
                    "Rafailov, R., Sharma, A., Mitchell, E., et al. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
                    "Rao, S. and Daume III, H. Learning to ask good questions: Ranking clarification questions using neural expected value of perfect information. ACL, 2018.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "Sekulic, I., Aliannejadi, M., and Crestani, F. Evaluating mixed-initiative conversational search systems via user simulation. WSDM, 2022.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "Singhal, P., Goyal, T., Xu, J., and Durrett, G. A long way to go: Investigating length correlations in RLHF. arXiv:2310.03716, 2023.",
                    "Tamkin, A., Handa, K., Shrestha, A., and Goodman, N. Task ambiguity in humans and language models. ICLR, 2023.",
                    "Wu, S., Galley, M., Peng, B., et al. CollabLLM: From passive responders to active collaborators. ICML, 2025.",
                    "Zamani, H., Dumais, S., Craswell, N., Bennett, P., and Lueck, G. Generating clarifying questions for information retrieval. The Web Conference, 2020.",
                    "Zhang, M. J. Q. and Choi, E. Clarify when necessary: Resolving ambiguity through interaction with LMs. arXiv:2311.09469, 2023.",
                    "Zhou, Y., Zanette, A., Pan, J., Levine, S., and Kumar, A. ArCHer: Training language model agents via hierarchical multi-turn RL. ICML, 2024.",
                )
            ),
        ),
        # ---------------------------------------------------------------- page 15
        (
            Heading("Appendix A: Hyperparameters"),
            Para(
                "Table 6 lists the hyperparameters of CLARO and of the supervised baselines. The same values are used for all "
                "three base models. We did not tune the KL coefficient or the clip ratio; the learning rate was chosen from "
                "three values on the validation split of the 7B run. The SFT-Clarify "
                "dialogues are formatted with the chat template of each base model, with the simulated user's replies as user "
                "turns and the loss computed on assistant turns only. DPO pairs are built from 12 dialogues sampled per request "
                "from SFT-Clarify; we pair the highest- and lowest-reward dialogue when their rewards differ by at least 0.3, "
                "and discard the request otherwise."
            ),
            TableBlock(
                "Table 6: Training hyperparameters. Values for CLARO unless marked SFT or DPO.",
                (
                    ("Hyperparameter", "Value"),
                    ("Initial checkpoint", "SFT-Clarify"),
                    ("Optimizer", "AdamW (beta1 0.9, beta2 0.95)"),
                    ("Learning rate / schedule", "1e-6, constant after warm-up"),
                    ("Warm-up steps", "10"),
                    ("Weight decay", "0.0"),
                    ("Requests per batch", "128"),
                    ("Episodes per request (G)", "8"),
                    ("Training steps", "400"),
                    ("Clip ratio", "0.2"),
                    ("KL coefficient (to initial policy)", "0.02"),
                    ("Policy sampling temperature", "1.0"),
                    ("Max tokens per clarifying turn", "128"),
                    ("Max tokens of final answer", "1,024"),
                    ("Question budget per episode", "3"),
                    ("Question cost c", "0.15"),
                    ("Redundancy penalty", "0.1"),
                    ("Malformed-output reward", "-1.0"),
                    ("Simulated user / sampling temperature", "Qwen2.5-72B-Instruct / 0.7"),
                    ("Simulated user max reply tokens", "96"),
                    ("Training judge", "Llama-3.1-70B-Instruct"),
                    ("Evaluation decoding (policy and user)", "greedy"),
                    ("SFT: learning rate, epochs, batch size", "1e-5, 2, 64"),
                    ("DPO: learning rate, epochs", "5e-7, 1"),
                ),
            ),
        ),
        # ---------------------------------------------------------------- page 16
        (
            Heading("Appendix B: Dataset statistics"),
            Para(
                "Table 7 summarises the training and evaluation data. AmbiSynth's six domains are equally represented among "
                "fully specified requests; among ambiguous ones, Python programming is the smallest domain (11%) because many "
                "candidate slot deletions were rejected as not changing any unit test."
            ),
            Para(
                "AmbiEval was written by 14 annotators with university degrees who were paid per accepted request. Each "
                "annotator first wrote a complete request with its rubric, then a shortened version, and a second annotator "
                "checked that the shortened version admitted at least two answers that the rubric would treat differently. "
                "Requests failing this check were revised or removed (9% of the drafts). ClearReq requests went through the "
                "same check in reverse: a second annotator confirmed that the request needed no further information. "
                "UnderSpec-Code was derived from 480 function-writing problems whose docstrings we shortened by hand; its "
                "hidden tests are those of the original problems plus at least one test of the removed detail."
            ),
            TableBlock(
                "Table 7: Datasets used for training and evaluation. Amb.: share of ambiguous requests; Slots: mean number of "
                "hidden slots per ambiguous request.",
                (
                    ("Dataset", "Split", "Requests", "Amb.", "Slots", "Domains"),
                    ("AmbiSynth", "train", "21,600", "62%", "1.6", "6"),
                    ("AmbiSynth", "validation", "800", "50%", "1.6", "6"),
                    ("AmbiEval", "test", "1,500", "100%", "1.8", "5"),
                    ("UnderSpec-Code", "test", "480", "100%", "1.3", "1"),
                    ("PlanAmb", "test", "640", "100%", "2.2", "1"),
                    ("ClearReq", "test", "900", "0%", "-", "6"),
                ),
            ),
            Heading("Appendix C: Simulated user and judge"),
            Para(
                "The simulated user's prompt contains the persona, the intent card in a fixed key-value format, the dialogue "
                "so far, and seven rules: answer only what is asked; use at most two sentences; give slot values as stated on "
                "the card; say 'no preference, use your judgement' for anything not on the card; say so when information was "
                "already given; never write, outline or quote the intended output; after the reply, emit the labels "
                "n_requests and redundant on a separate line. The labels are stripped before the reply is shown to the policy. "
                "The training judge receives the request, the intent card, the final answer and one rubric item at a time and "
                "answers yes or no. At evaluation time GPT-4o receives the same inputs. Requests of UnderSpec-Code and "
                "PlanAmb need no judge, since unit tests and the constraint checker decide their success."
            ),
            Para(
                "Counting information requests. The simulator's count of distinct information requests agreed with the "
                "authors' own count on 188 of 200 clarifying turns sampled from all methods; most disagreements concerned "
                "questions that offer options, such as 'A or B, and should it include C?', which we count as two requests."
            ),
        ),
        # ---------------------------------------------------------------- page 17
        (
            Heading("Appendix D: Per-domain results"),
            TableBlock(
                "Table 8: AmbiEval task success (%) by domain with Qwen2.5-7B-Instruct. n: number of requests.",
                (
                    ("Domain", "n", "Direct", "Prompt-Ask", "SFT+DPO", "CLARO"),
                    ("Writing", "360", "47.2", "55.8", "66.4", "71.9"),
                    ("Data analysis", "300", "36.0", "47.3", "60.3", "68.7"),
                    ("Travel & events", "280", "38.9", "48.6", "58.9", "67.1"),
                    ("Shopping", "260", "45.4", "52.7", "63.5", "70.4"),
                    ("Factual lookup", "300", "45.2", "51.2", "62.5", "65.9"),
                    ("All", "1,500", "42.7", "51.3", "62.5", "68.9"),
                ),
            ),
            Para(
                "The largest gain of CLARO over SFT+DPO is on data analysis (8.4 points), where the hidden slot is often the "
                "column or aggregation the user means, and the smallest on factual lookup (3.4 points), where the default "
                "reading of a request is right more often."
            ),
            Heading("Appendix E: Example dialogues"),
            Para(
                "Ambiguous request (AmbiEval, travel). User: 'Can you make me a packing list for next week?' CLARO: "
                "'<clarify>Where are you travelling, and is it mostly work, hiking or a city break?</clarify>' User: "
                "'Bergen, Norway, four days of hiking.' CLARO then answers with a list for wet, cool weather that includes "
                "rain gear and layers. The simulator counted two information requests, so the episode reward during "
                "training would have been 1 - 0.30 = 0.70 for a fully successful answer."
            ),
            Para(
                "Clear request (ClearReq, data analysis). User: 'Using the attached sales.csv, give me total revenue per region "
                "for 2024 as a table sorted from highest to lowest.' CLARO: '<clarify>You would like the table sorted by "
                "revenue, correct?</clarify>' This is one of the 24 confirmation questions counted in Section 7.2; the "
                "SFT-Clarify model instead asked which currency to use, a detail given in the file's header."
            ),
            Para(
                "Code request (US-Code). User: 'Write a function that returns the most frequent word in a text.' CLARO: "
                "'<clarify>If several words are equally frequent, should the function return the first one to appear, the "
                "alphabetically smallest, or all of them?</clarify>' User: 'The alphabetically smallest.' The resulting "
                "function passes all hidden tests, including the tie-breaking test that Direct fails."
            ),
            Heading("Appendix F: Baseline prompts"),
            Para(
                "Prompt-Ask appends to the default system prompt: 'If the user's request is missing information that you "
                "need to give a good answer, ask one short clarifying question inside <clarify> tags. Otherwise answer "
                "inside <answer> tags.' Self-Ask CoT adds: 'Before replying, think about what the request leaves open in "
                "<analysis> tags; this analysis is not shown to the user.' The analysis is removed before the simulated "
                "user sees the turn and is not counted in any length statistic. Always-Ask uses the Prompt-Ask prompt with "
                "the first assistant turn prefixed by the <clarify> tag."
            ),
        ),
    ),
)
