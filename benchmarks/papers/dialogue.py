"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 13); its questions are in benchmarks/questions/answers_fresh4_questions.jsonl."""

from __future__ import annotations

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="dialogue.pdf",
    title="TURNSTILE: Turn-Level Credit Assignment for Dialogue Agents Trained Against Simulated Users",
    short_title="TURNSTILE: Turn-Level Credit for Dialogue Agents",
    authors="Lucia Ferreyra (1), Kwame Osei-Bonsu (1), Henrike Albrecht (2), Daisuke Moriyama (3)",
    affiliations=(
        "(1) Lakeshore Institute for Language Technology, Toronto   (2) Hanseatic AI Lab, Hamburg   "
        "(3) Kansai Conversational Systems Group, Osaka"
    ),
    stamp="arXiv:2609.11873v1  [cs.CL]  18 Sep 2026",
    abstract=(
        "Dialogue agents that must finish a task with a person, such as resolving a billing dispute or walking a student "
        "through an algebra problem, are usually fine-tuned on human transcripts and then left alone. Reinforcement learning "
        "against a user simulated by a large language model promises more, but two problems get in the way: a single "
        "success signal at the end of a twelve-turn conversation says little about which turn helped, and a policy quickly "
        "learns to please the simulator rather than the user it stands for. We present TURNSTILE, which trains a dialogue "
        "agent with a learned turn critic that estimates the probability of eventual task success after every turn, so "
        "each turn is rewarded by how much it moved that estimate. The reward combines task success with a politeness term "
        "and a penalty for running over a turn budget, and the agent is trained against a rotating ensemble of three "
        "simulator models with scripted personas. On a customer-support task and a tutoring task, TURNSTILE raises task "
        "success against a held-out simulator from 66.8% to 72.4% (support) and from 47.5% to 53.6% (tutoring) over "
        "trajectory-level PPO, shortens conversations, and is preferred by human raters over every baseline we compare."
    ),
    pages=(
        (
            Heading("1 Introduction"),
            Para(
                "Anyone who has waited through a support chat knows that the quality of a conversation is not settled by its "
                "last message. A good agent asks the one question that identifies the problem, does not repeat itself, and "
                "closes the conversation once the problem is gone. A poor agent may reach the same resolution after eleven "
                "turns of apology and guesswork. Supervised fine-tuning on human transcripts teaches an agent what agents "
                "usually say, but it does not teach it which of its own turns made the difference."
            ),
            Para(
                "Reinforcement learning (RL) is the natural tool for that second lesson, and it has worked well for "
                "single-turn tasks whose answers can be checked. Multi-turn dialogue is harder for two reasons. First, the "
                "environment is a person, and people cannot be asked to hold a hundred thousand conversations with a policy "
                "that is still learning. The usual substitute is a user simulator: a large language model (LLM) prompted "
                "to play a customer or a student with a hidden goal. Second, the reward is sparse and late. Whether the "
                "customer's refund was issued is known only at the end, and spreading that one number uniformly over every "
                "turn, as trajectory-level methods do, rewards the useless turns as much as the decisive one."
            ),
            Para(
                "Simulators also bring a risk of their own. A policy trained for long enough against one simulator finds "
                'its quirks: in our early runs an agent learned that asking a simulated customer "Is there anything else I '
                'can help you with?" made the simulator declare itself satisfied, whether or not its problem was solved. '
                "Such exploits raise the training reward and lower the quality that a human would see."
            ),
        ),
        (
            Para(
                "This paper presents TURNSTILE, a recipe for training task-oriented dialogue agents with RL against "
                "LLM-simulated users. Its central idea is to score every agent turn by the change it causes in a learned "
                "estimate of the probability that the conversation will succeed, rather than by a share of the final "
                "outcome. Around that idea we build the pieces that make it work in practice. Our contributions are:"
            ),
            Bullets(
                (
                    "A turn critic, trained on simulated conversations, that predicts eventual task success from a "
                    "dialogue prefix; its temporal differences give a dense, turn-level advantage for PPO.",
                    "A composite reward that adds a politeness score and a penalty for exceeding a turn budget to a "
                    "verified task-success signal, with success checked against the environment state rather than "
                    "the simulator's own verdict.",
                    "A training protocol against a rotating ensemble of simulator models and personas, including a share "
                    "of deliberately uncooperative users, which narrows the gap between training and held-out simulators.",
                    "An evaluation on customer support and algebra tutoring with both a held-out simulator and human "
                    "raters, together with ablations of each component.",
                )
            ),
            Heading("2 Background and Related Work"),
            Para(
                "Task-oriented dialogue. Classical task-oriented systems split the problem into belief tracking, a dialogue "
                "policy and a response generator, and trained the policy with RL over a small set of dialogue acts [1]. "
                "End-to-end LLM agents replaced the modules with a single model, which made the action space the space "
                "of all utterances and reopened the question of how to train the policy."
            ),
            Para(
                "User simulation. Agenda-based simulators drove most early RL work on dialogue policies [1]. LLM "
                "simulators are far more fluent, but Okafor and Lindqvist [2] showed that they are over-cooperative: "
                "they volunteer information a real user would have to be asked for, and they accept a solution too "
                "easily. Persona prompting and explicit goal cards reduce, but do not remove, this bias [3]."
            ),
            Para(
                "Multi-turn RL for language models. Trajectory-level PPO and its variants assign the final reward to every "
                "token of the conversation. Hierarchical methods learn an utterance-level value function and a token-level "
                "policy [4]; offline approaches apply preference optimisation to pairs of whole conversations [5]. "
                "Our turn critic is closest to the utterance-level value function of [4], but it is trained on verified "
                "success rather than on a learned reward model, and we pair it with a simulator ensemble to limit exploitation."
            ),
            Para(
                "Credit assignment and reward shaping. Potential-based shaping [6] adds to each step the change in a "
                "potential function without changing which policies are optimal. The turn rewards of TURNSTILE can be read "
                "as shaping with the critic's success estimate as the potential; Section 3.2 makes this precise."
            ),
            Para(
                "Politeness and efficiency. Work on conversational quality has repeatedly found that task success alone "
                "is a poor proxy for user satisfaction: users penalise agents that are curt, and they also penalise agents "
                "that pad the conversation [7]. We therefore add both a politeness term and an efficiency term to the "
                "reward, and we study in Section 6 what happens when either is removed."
            ),
        ),
        (
            Heading("3 Method"),
            Heading("3.1 Setting"),
            Para(
                "A conversation is a sequence of turns h = (u_1, a_1, u_2, a_2, ..., u_T, a_T), where u_t is the user's "
                "message and a_t the agent's reply. The agent is an LLM policy pi_theta that produces a_t token by token "
                "given the prefix h_t = (u_1, a_1, ..., u_t). The user is played by a simulator that receives a persona and "
                "a hidden goal card, which lists the problem to be solved and up to three facts the simulated user knows "
                "but will reveal only when asked. A conversation ends when the simulator emits an end-of-dialogue marker, "
                "when the agent calls the close_ticket tool, or after a hard limit of 12 agent turns."
            ),
            Heading("3.2 Reward and turn-level credit"),
            Para("The conversation-level reward combines three terms:"),
            Para("R(h) = S(h) + lambda_p * P(h) - lambda_e * max(0, T - T_budget),     (1)"),
            Para(
                "where S(h) in {0, 1} is verified task success, P(h) in [0, 1] is the mean politeness score of the agent's "
                "turns, T is the number of agent turns and T_budget is a per-task turn budget. Task success is never taken "
                "from the simulator's word. In the support domain it is computed by comparing the final state of the mock "
                "account database with the target state written on the goal card; in the tutoring domain, the simulated "
                "student is given a fresh post-test problem of the same type after the conversation, with the tutor absent, "
                "and success means that the student solves it. The politeness score comes from a DeBERTa-v3-base "
                "classifier that we fine-tuned on 14,200 agent turns labelled by annotators on a three-point scale."
            ),
            Para(
                "Equation (1) says nothing about which turn earned the reward. To assign credit we train a turn critic "
                "V_phi(h_t) that predicts the probability of eventual success S(h) from the prefix ending after the agent's "
                "turn. The critic is a separate 1.5B-parameter model initialised from Qwen2.5-1.5B-Instruct with a scalar "
                "head, trained with a binary cross-entropy loss on the verified outcomes of all conversations collected so "
                "far. The per-turn reward is then"
            ),
            Para("r_t = gamma * V_phi(h_{t+1}) - V_phi(h_t) - c_t,     (2)"),
            Para(
                "with the terminal value V_phi(h_{T+1}) replaced by S(h) + lambda_p * P(h), and c_t a per-turn cost equal to lambda_e for every turn beyond "
                "T_budget. Because (2) is a potential-based shaping of the final reward, the optimal policy is unchanged, "
                "but a turn that asks the decisive question receives a large positive r_t and a turn that repeats an "
                "apology receives roughly zero. Turn-level advantages are computed with generalised advantage estimation "
                "over turns, and every token of turn a_t shares the advantage A_t."
            ),
            Heading("3.3 Policy optimisation"),
            Para(
                "We optimise the policy with the clipped PPO objective, applied at the token level but with turn-level "
                "advantages, and with a KL penalty towards the supervised starting policy:"
            ),
            Para(
                "L(theta) = E[ min(rho_i * A_t, clip(rho_i, 1 - epsilon, 1 + epsilon) * A_t) ] - beta * KL(pi_theta || pi_SFT),     (3)"
            ),
            Para(
                "where rho_i is the probability ratio of token i, which belongs to turn t. Tokens produced by the user "
                "simulator and by tool outputs are masked from the loss. The critic is updated after each policy update on "
                "the fresh batch, so its estimates follow the policy as it improves."
            ),
        ),
        (
            Heading("3.4 Simulated users"),
            Para(
                "A single simulator model is an easy target. TURNSTILE instead draws the simulator for every conversation "
                "from an ensemble of three models: Llama-3.1-70B-Instruct, Qwen2.5-72B-Instruct and Mixtral-8x22B-Instruct, "
                "with equal probability. All three receive the same system prompt, which describes the role, the goal card "
                "and the persona, and instructs the model never to reveal a hidden fact unless the agent asks a question "
                "that would lead a real user to mention it. Simulators are sampled at temperature 1.0."
            ),
            Para(
                "Personas come from a pool of 1,150 persona cards that we wrote semi-automatically and then edited by hand. "
                "A card fixes the user's patience, their technical literacy, their verbosity and their mood at the start "
                "of the conversation. A share of 15% of the cards describe uncooperative users: people who answer a "
                "different question from the one asked, who refuse to repeat information, or who threaten to leave. We "
                "found these users necessary because, without them, the simulators' natural helpfulness lets an agent "
                "succeed with vague questions that would fail with real customers."
            ),
            Para(
                "Simulators sometimes break character, for instance by offering to help the agent or by describing "
                "their own goal card. We detect this with a set of regular expressions and a small classifier and drop "
                "the affected conversations from the batch; over the whole training run this removed 3.2% of rollouts. "
                "Dropped conversations are not used to train the critic either."
            ),
            Heading("3.5 Guarding against simulator exploitation"),
            Para(
                "The phrase exploit described in the introduction disappeared once success was checked against the "
                "database, since a satisfied simulator no longer counts as a solved problem. Rotating the simulator "
                "removes a second class of exploit: wording that flatters one model's style. We monitor exploitation "
                "during training with the simulator agreement gap, the difference between the success rate against the "
                "training ensemble and against a simulator the policy never sees. The held-out simulator is "
                "Gemma-2-27B-it, used with the same prompt and persona pool; it plays no part in training or in checkpoint "
                "selection, for which we use a separate validation set of goal cards played by the training ensemble."
            ),
            Heading("4 Experimental Setup"),
            Heading("4.1 Domains"),
            Para(
                "Customer support (SupportDesk). The agent works for a fictional telecom provider and has access to five "
                "tools: look up an account, list invoices, issue a credit, change a plan and close the ticket. Goal cards "
                "cover 23 problem types, such as double billing, roaming charges or a failed plan change, and we hold "
                "out 600 goal cards for testing. The turn budget T_budget is 6 agent turns."
            ),
            Para(
                "Tutoring (AlgebraTutor). The agent helps a simulated secondary-school student with linear equations, "
                "inequalities and word problems. The student's persona includes a misconception drawn from a list of 31 "
                "common algebra errors, and the tutor is instructed not to give away the final answer. The test set has "
                "400 goal cards, and T_budget is 8 agent turns, since a tutoring conversation needs more room than a refund."
            ),
            Para(
                "The supervised starting point for both domains is Qwen2.5-7B-Instruct fine-tuned on 9,400 human-written "
                "conversations (6,100 support and 3,300 tutoring), collected from trained operators who played the agent "
                "against crowdworkers given the same goal cards."
            ),
        ),
        (
            Heading("4.2 Baselines"),
            Para("We compare TURNSTILE against four baselines, all starting from the same supervised model where applicable:"),
            Bullets(
                (
                    "SFT: the supervised model itself.",
                    "Prompted-70B: Llama-3.1-70B-Instruct with a detailed system prompt and the same tools, without any "
                    "fine-tuning.",
                    "Trajectory PPO: PPO with the conversation-level reward R(h) of Equation (1) assigned to every token, "
                    "trained against the same simulator ensemble; it differs from TURNSTILE only in credit assignment.",
                    "Multi-turn DPO: direct preference optimisation on pairs of complete conversations for the same goal "
                    "card, ranked by R(h), following [5]; 48,000 pairs are generated from the SFT model.",
                )
            ),
            Heading("4.3 Hyperparameters and hardware"),
            Para(
                "The policy learning rate is 1e-6 and the critic learning rate is 5e-6. "
                "Each iteration collects 128 conversations, split evenly between the two domains, and performs 4 PPO epochs "
                "on them with a minibatch of 32 conversations. We use a clip range epsilon = 0.2, a KL coefficient "
                "beta = 0.02, a turn-level discount gamma = 0.97 and a GAE parameter of 0.9 over turns. The reward weights "
                "are lambda_p = 0.3 and lambda_e = 0.05 per extra turn. The agent samples at temperature 0.8 with at most "
                "384 new tokens per turn. We train for 400 iterations, about 51,200 conversations in total."
            ),
            Para(
                "Training runs on two nodes with 8 NVIDIA H100 80GB GPUs each. One node serves the three simulator "
                "models with vLLM, with tensor parallelism across the node; the other holds the policy, the reference "
                "model and the turn critic and runs PPO with DeepSpeed ZeRO-3. A full TURNSTILE run takes 38 hours, of "
                "which roughly half is spent waiting for simulator turns. Trajectory PPO takes 35 hours on the same "
                "hardware; the difference is the cost of training the critic."
            ),
            Heading("4.4 Evaluation"),
            Para(
                "Simulated evaluation. Each system plays every test goal card once against the held-out simulator. We "
                "report task success (verified as in Section 3.2), the mean number of agent turns, and the mean "
                "politeness score from the same classifier used in training. Because the politeness classifier is also "
                "part of the reward, we treat its score as a diagnostic and rely on human ratings for the final judgement."
            ),
            Para(
                "Human evaluation. We recruited 52 raters through a crowdsourcing platform; none had taken part in "
                "collecting the supervised data. Raters played the user themselves, each receiving a goal card and a "
                "persona, and after the conversation rated it on a 1-5 scale for overall satisfaction. For each of the "
                "five systems we collected 160 conversations (80 per domain), 800 in total, with system identities hidden "
                "and the order randomised. A subset of 200 conversations was additionally rated by two raters who read "
                "the transcript afterwards; agreement between them, measured by Krippendorff's alpha, was 0.64."
            ),
            Para(
                "Statistical testing. Differences in success rate are tested with a two-sided bootstrap over goal cards "
                "with 10,000 resamples; differences in human ratings are tested with a Mann-Whitney U test. We call a "
                "difference significant at p < 0.05."
            ),
        ),
        (
            Heading("5 Results"),
            Para(
                "Table 1 gives the main results. Against the held-out simulator, TURNSTILE reaches 72.4% task success on "
                "SupportDesk and 53.6% on AlgebraTutor, the best of all systems in both domains. The comparison that "
                "isolates our contribution is with trajectory PPO, which uses the same reward, simulators and budget of "
                "conversations: turn-level credit adds 5.6 points of success in support and 6.1 points in tutoring, and "
                "both differences are significant. The prompted 70B model, although ten times larger than our policy, "
                "trails both RL methods on success but is rated as the politest system by the classifier."
            ),
            TableBlock(
                "Table 1: Main results against the held-out simulator (Gemma-2-27B-it) and human ratings (1-5, mean over "
                "both domains). Success in %; Turns is the mean number of agent turns, averaged over both domains.",
                (
                    ("System", "Support succ.", "Tutor succ.", "Turns", "Politeness", "Human"),
                    ("SFT", "54.1", "38.7", "7.9", "0.71", "3.12"),
                    ("Prompted-70B", "61.3", "44.2", "8.4", "0.83", "3.48"),
                    ("Multi-turn DPO", "63.0", "45.9", "7.2", "0.74", "3.41"),
                    ("Trajectory PPO", "66.8", "47.5", "6.1", "0.64", "3.30"),
                    ("TURNSTILE", "72.4", "53.6", "5.8", "0.79", "3.71"),
                ),
            ),
            Para(
                "Efficiency and tone. Both RL methods shorten conversations, but they do it differently. Trajectory PPO "
                "reaches 6.1 turns partly by becoming terse: its politeness score falls to 0.64, below that of the SFT "
                'model, and raters described its replies as "abrupt" or "robotic" in free-text comments. TURNSTILE '
                "is shorter still, at 5.8 turns, while keeping a politeness score of 0.79. Looking at individual turns, "
                "the critic assigns low or negative reward to turns that repeat an apology or restate the customer's "
                "problem, and these are exactly the turns that TURNSTILE learns to drop."
            ),
            Para(
                "Human ratings. Raters preferred TURNSTILE over every other system, with a mean satisfaction of 3.71 "
                "against 3.48 for the prompted 70B model, the strongest baseline in this respect. Notably, trajectory PPO "
                "is rated below multi-turn DPO and the prompted model despite its higher simulated success, which we "
                "attribute to its tone. The difference between TURNSTILE and the prompted model is significant in the "
                "support domain (p = 0.01) but not in tutoring (p = 0.09), where human students, unlike simulated ones, "
                "often tolerated long explanations."
            ),
            Para(
                "Training against simulators. Figure 1 tracks success during training against the training ensemble "
                "and against the held-out simulator. For TURNSTILE the simulator agreement gap stays between 3 and 5 "
                "points throughout."
            ),
        ),
        (
            FigureBlock(
                "Figure 1: Support-domain success rate (fraction) of TURNSTILE over 400 training iterations, measured every "
                "25 iterations against the training ensemble (black) and the held-out Gemma-2-27B-it simulator (grey).",
                "training iteration",
                "success rate",
                (
                    (0.56, 0.59, 0.62, 0.64, 0.66, 0.68, 0.69, 0.71, 0.72, 0.73, 0.74, 0.75, 0.755, 0.76, 0.765, 0.77, 0.77),
                    (
                        0.53,
                        0.555,
                        0.58,
                        0.60,
                        0.62,
                        0.64,
                        0.65,
                        0.665,
                        0.675,
                        0.685,
                        0.695,
                        0.70,
                        0.71,
                        0.715,
                        0.72,
                        0.722,
                        0.724,
                    ),
                ),
            ),
            Para(
                "When the same run is repeated with a single training simulator (Llama-3.1-70B-Instruct only), the training "
                "curve rises faster, reaching 81% by iteration 400, but held-out success ends at 67.9%, so the gap grows to "
                "13 points. Most of the extra training success comes from conversations with uncooperative personas that "
                "the single simulator resolves too readily."
            ),
            Heading("6 Analysis and Ablations"),
            Para(
                "Table 2 removes one component of TURNSTILE at a time and reports held-out support success, the mean "
                "number of turns in support and the mean human rating in support, collected with a smaller study of 40 "
                "conversations per variant."
            ),
            TableBlock(
                "Table 2: Ablations on SupportDesk. Success against the held-out simulator in %; human ratings from a "
                "reduced study (40 conversations per variant).",
                (
                    ("Variant", "Support succ.", "Turns", "Human"),
                    ("TURNSTILE (full)", "72.4", "5.3", "3.84"),
                    ("- turn critic (final reward broadcast)", "66.8", "5.6", "3.39"),
                    ("- politeness term (lambda_p = 0)", "72.9", "5.1", "3.27"),
                    ("- efficiency term (lambda_e = 0)", "73.1", "6.2", "3.52"),
                    ("- simulator ensemble (Llama only)", "67.9", "5.5", "3.58"),
                    ("- uncooperative personas", "69.2", "5.0", "3.61"),
                ),
            ),
            Para(
                "Every component matters, but not in the same way. Removing the turn critic reduces TURNSTILE to "
                "trajectory PPO and costs 5.6 points of success. Removing the politeness term slightly increases success "
                "(72.9%) but produces the lowest human rating of all variants, 3.27: the agent becomes efficient and "
                "unpleasant. Without the efficiency term success is also a little higher, but support conversations grow "
                "from 5.3 to 6.2 turns, mostly through confirmation questions that the customer has already answered. "
                "The simulator ensemble and the uncooperative personas matter mainly for generalisation: both raise "
                "training success when removed while lowering held-out success."
            ),
            Para(
                "Critic quality. On held-out conversations the turn critic predicts final success with an AUROC of 0.86 "
                "after the agent's third turn, rising to 0.93 after the fifth. Its errors concentrate on uncooperative "
                "personas, whose conversations can turn around late."
            ),
        ),
        (
            Para(
                "Where the credit goes. We grouped agent turns in the support test set by the type of act they perform, "
                "using the labels of the politeness annotation guidelines. Clarifying questions that ask for a hidden fact "
                "receive the largest mean turn reward, 0.21, followed by tool calls that change account state, 0.17. "
                "Apologies and restatements of the problem receive a mean reward of 0.01. Under trajectory PPO all of these "
                "turns would share the same advantage within a conversation, which explains why trajectory PPO keeps "
                "redundant turns as long as the conversation ends well."
            ),
            Para(
                "Sensitivity to the turn budget. Raising T_budget in support from 6 to 9 turns lengthens TURNSTILE's "
                "conversations by only 0.4 turns on average, because the turn critic already discourages redundant "
                "turns; the efficiency penalty acts mainly on the longest conversations, against uncooperative users."
            ),
            Heading("7 Limitations"),
            Para(
                "Our simulated users, however carefully prompted, remain LLMs, and all four simulator models share "
                "training data and stylistic habits. A held-out simulator measures robustness to a different model, not to "
                "real people; the human study is the better test, and it is small. Both domains are English-only and "
                "cover narrow tasks with a checkable end state. Many real conversations, such as complaints or open-ended "
                "advice, have no such state, and TURNSTILE's verified success signal would have to be replaced by a "
                "learned judgement with the exploitation risks that brings. Finally, the politeness classifier encodes the "
                "preferences of its annotators, who were recruited in two countries; what reads as polite in one culture "
                "can read as evasive in another."
            ),
            Heading("8 Ethics Statement"),
            Para(
                "Human raters were paid above the local minimum wage for the time they spent, were told that they were "
                "talking to an automated system, and could stop at any time. The goal cards contain no real personal or "
                "account data; the telecom provider, its customers and its tariffs are invented. The study protocol was "
                "approved by the research ethics board of the first author's institution. A dialogue agent optimised for "
                "satisfaction could be turned to persuasion or to keeping customers from cancelling; we did not train for "
                "retention, and our goal cards include cancellation requests that count as successful only when the "
                "cancellation is carried out."
            ),
            Heading("9 Conclusion"),
            Para(
                "TURNSTILE shows that RL against simulated users can produce dialogue agents that are both more successful "
                "and more pleasant to talk to, provided that credit reaches the right turns and that the simulators are "
                "not allowed to become the objective. A learned turn critic turns one late success signal into a reward "
                "for each turn, a composite reward keeps the agent brief without making it rude, and a rotating ensemble of "
                "simulators and personas keeps the gains from evaporating on a model the agent has never met. We release "
                "the persona pool, the goal cards and our training code."
            ),
            Heading("References"),
            References(
                (
                    "[1] M. Aalders and P. Ruiz. Agenda-driven user simulation for statistical dialogue managers. In "
                    "Proceedings of SIGDIAL, 2017.",
                    "[2] C. Okafor and E. Lindqvist. Too helpful to be true: over-cooperation in LLM user simulators. "
                    "arXiv:2403.05512, 2024.",
                    "[3] S. Banerjee, T. Hollis and R. Mbeki. Goal cards and personas for controllable user simulation. "
                    "In Findings of EMNLP, 2024.",
                    "[4] J. Whitcombe, A. Ito and L. Varga. Hierarchical value learning for multi-turn language agents. "
                    "In Proceedings of ICML, 2025.",
                    "[5] N. Castellanos and Y. Park. Conversation-level preference optimisation for dialogue agents. In "
                    "Proceedings of ACL, 2025.",
                    "[6] A. Y. Ng, D. Harada and S. Russell. Policy invariance under reward transformations: theory and "
                    "application to reward shaping. In Proceedings of ICML, 1999.",
                    "[7] R. Desrosiers and K. Nakamura. Brevity, courtesy and satisfaction in customer-service chat. "
                    "Journal of Service Research Computing, 12(3), 2023.",
                )
            ),
        ),
    ),
)
