"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 34): RL for LLM text-adventure agents with a learned step-level credit critic; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh23_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="textgame_rl.pdf",
    title="LODESTAR: Learned Step-Level Credit for Reinforcement Learning of Language Agents in Text-Adventure Games",
    short_title="LODESTAR: Step-Level Credit for Text-Adventure Agents",
    authors="Elif Demirci (1), Tobias Renner (1), Amara Osei (2), Haruto Nakamura (2), Clara Vidal (1)",
    affiliations="(1) Department of Computer Science, University of Eastmoor   (2) Foxglove AI Lab",
    stamp="arXiv:2510.08236v1  [cs.LG]  9 Oct 2025",
    abstract=(
        "Language-model agents that play text-adventure games are rewarded rarely and late: a key picked up in the first "
        "room may only pay off forty moves later, and an outcome-level policy gradient spreads the credit for that payoff "
        "over every command in between. We present LODESTAR, a reinforcement learning method that trains a separate "
        "step-level credit critic to redistribute the game's sparse reward onto the commands that caused it. The critic, a "
        "1.5B language model that reads the last six turns, learns to decompose episode returns into per-step credits and "
        "to rank the chosen command above alternatives explored from saved game states; PPO then optimises the policy on a "
        "0.7/0.3 mixture of redistributed and environment reward. On Quillwork-30, a new suite of 30 unpublished "
        "interactive-fiction games, a Qwen2.5-7B-Instruct agent trained with LODESTAR reaches a normalized score of 44.1% "
        "on 12 held-out games, against 24.9% for behaviour cloning and 30.2% for PPO, completes 23.3% of held-out episodes "
        "(PPO: 10.0%) and needs 21% fewer steps to finish a game. Ablations identify the return-decomposition objective as "
        "the component that matters most, and an analysis of looping shows that the critic learns to give negative credit "
        "to repeated commands, cutting the share of steps spent in loops from 27.6% to 8.9%."
    ),
    pages=(
        # ---------------------------------------------------------------- page 1
        (
            Heading("1 Introduction"),
            Para(
                "Interactive fiction is one of the oldest testbeds for agents that act through language. A player reads a "
                "description of a room, types a command such as 'unlock the hatch with the brass key', and reads the "
                "consequence. Games of this kind combine a combinatorially large action space, partial observability and "
                "long chains of dependent actions, and they reward progress sparingly: a typical game awards points for a "
                "handful of milestones and nothing for the dozens of moves that set them up. Large language models (LLMs) "
                "bring the commonsense that earlier text-game agents lacked, knowing that lamps light dark cellars and that "
                "locked doors want keys, yet LLM agents prompted zero-shot still finish only a small fraction of "
                "non-trivial games (Ishikawa and Delacroix, 2024)."
            ),
            Para(
                "Reinforcement learning (RL) is the natural way to adapt such an agent to a game's reward, and "
                "multi-turn policy-gradient methods for LLM agents have started to appear (Zhou et al., 2024; Wang et al., "
                "2025). Text adventures expose a weakness of these methods that shorter agentic tasks hide: credit "
                "assignment over long delays. When a score increase arrives at step 60, an advantage estimated from a "
                "turn-level value function must carry the signal back through every intermediate turn, and with a "
                "discount of 0.95 it has shrunk to less than 5% of its size after 60 steps (and even at 0.99 it loses "
                "45%). In our preliminary runs, PPO "
                "with generalized advantage estimation (Schulman et al., 2016) improved a behaviour-cloned agent quickly "
                "on rewards that follow their cause within a few moves, and hardly at all on rewards that follow it by "
                "more than twenty."
            ),
            Para(
                "A second symptom is looping. Agents trained from sparse rewards spend long stretches repeating the same "
                "commands, walking back and forth between two rooms or re-examining an object whose description they "
                "have already read. Such steps earn nothing, but they cost nothing either under an outcome-level reward, "
                "so the gradient provides no pressure to stop. We find that loop steps account for more than a quarter "
                "of all steps taken by a PPO-trained agent on unseen games."
            ),
        ),
        # ---------------------------------------------------------------- page 2
        (
            Para(
                "We propose LODESTAR (Learned One-step Decomposition of Episode returns for Step-level Attribution of "
                "Rewards), which addresses both problems with a learned credit-assignment critic. Instead of estimating "
                "the value of a state, the critic estimates how much each individual command contributed to the episode's "
                "return. It is trained with two signals. The first is return decomposition in the spirit of RUDDER "
                "(Arjona-Medina et al., 2019): the credits of an episode must add up to its return, and their running "
                "sums must anticipate it. The second exploits a property of text games that most RL environments lack, "
                "namely that the game state can be saved and restored for free: from saved states we branch a few "
                "alternative commands, roll them out, and require the critic to rank the chosen command according to "
                "how its branch fared. The policy is then trained with PPO on a reward in which the critic's credit "
                "replaces most of the environment reward, so a command that unlocks a reward forty moves later is "
                "credited at the moment it is issued."
            ),
            Para(
                "To evaluate the method without contamination from pretraining, we commissioned Quillwork-30, a suite "
                "of 30 interactive-fiction games written for this study and never published online. The games range "
                "from ten-minute puzzles with a 12-step walkthrough to sprawling adventures whose shortest solution "
                "takes 131 moves, and they are split into 18 games for training and 12 held out for evaluation."
            ),
            Para("Our contributions are as follows."),
            Bullets(
                (
                    "A step-level credit critic for LLM agents, trained by return decomposition and by ranking "
                    "branched alternatives from saved game states, whose credits replace most of the sparse game "
                    "reward during PPO training.",
                    "Quillwork-30, a suite of 30 unpublished text-adventure games in three length tiers, with "
                    "walkthroughs, replay-verified key actions and a loop detector, to be released with the paper.",
                    "An evaluation against prompting, behaviour cloning, PPO, PPO with a count-based exploration bonus "
                    "and ArCHer, in which LODESTAR raises the held-out normalized score from 30.2% (PPO) to 44.1% and "
                    "more than doubles the held-out completion rate.",
                    "Ablations of the critic's objective, inputs, size and training schedule, and an analysis of how "
                    "the learned credit suppresses looping, which an explicit repetition penalty does not achieve.",
                )
            ),
            Para(
                "The rest of the paper is organised as follows. Section 2 reviews related work, Section 3 formalises the "
                "task and its reward, and Section 4 describes the critic and the training procedure. Section 5 introduces "
                "Quillwork-30 and the baselines, Sections 6 to 8 report results, ablations and analyses, and Section 9 "
                "discusses limitations."
            ),
            Heading("2 Related Work"),
            Para(
                "Agents for text games. Early neural agents learned to score templates or candidate actions with deep "
                "Q-learning, notably DRRN (He et al., 2016), and later work added knowledge graphs of the game state "
                "(Ammanabrolu and Hausknecht, 2020). The Jericho benchmark (Hausknecht et al., 2020) standardised "
                "evaluation on classic Infocom-era games, and TextWorld (Cote et al., 2018) generated games "
                "procedurally. CALM (Yao et al., 2020) used a language model to propose actions that an RL agent then "
                "selected, and XTX (Tuyls et al., 2022) separated exploitation of known trajectories from exploration "
                "beyond them. Most of these agents rely on a valid-action handicap supplied by the engine; our agent "
                "generates free-form commands."
            ),
            Para(
                "LLM agents in interactive environments. Prompted LLM agents interleave reasoning and acting (Yao et al., "
                "2023), reflect on failed episodes in natural language (Shinn et al., 2023) or combine a fast and a slow "
                "model (Lin et al., 2023), and have been evaluated on text-based science tasks (Wang et al., 2022). These "
                "methods do not update the model's weights. GLAM (Carta et al., 2023) fine-tuned an LLM with PPO in a "
                "small textual grid world, ArCHer (Zhou et al., 2024) trained LLM agents with a hierarchical combination "
                "of an utterance-level off-policy critic and a token-level policy, and RAGEN (Wang et al., 2025) studied "
                "the instabilities of multi-turn RL for LLM agents. Halvorsen et al. (2025) trained turn-level value "
                "critics for web agents and observed that their advantages decay over long horizons, which motivates "
                "our choice to learn credit rather than value."
            ),
        ),
        # ---------------------------------------------------------------- page 3
        (
            Para(
                "Credit assignment with delayed rewards. Temporal-difference learning propagates reward backwards one "
                "step per update, and eligibility traces or generalized advantage estimation trade bias for variance "
                "(Schulman et al., 2016). RUDDER (Arjona-Medina et al., 2019) redistributes the return of an episode "
                "onto the steps that predict it, using an LSTM trained to predict the return from prefixes; Align-RUDDER "
                "(Patil et al., 2022) obtains the redistribution from aligned demonstrations. Hindsight credit "
                "assignment (Harutyunyan et al., 2019) reweights actions by their probability given the outcome, and "
                "synthetic returns (Raposo et al., 2021) learn which past states predict a reward. Our critic follows "
                "RUDDER's decomposition but replaces the LSTM with a language model over the game transcript and adds a "
                "ranking signal from branched rollouts."
            ),
            Para(
                "Step-level rewards for LLMs. In reasoning tasks, process reward models score intermediate steps "
                "(Lightman et al., 2023), and VinePPO (Kazemnejad et al., 2024) estimates step values from Monte Carlo "
                "rollouts started at intermediate states. Our branch-ranking loss borrows VinePPO's use of resettable "
                "states but uses the rollouts to train a critic that generalises to unvisited states, rather than to "
                "estimate each value afresh. Unlike process reward models, the critic is trained without any step "
                "labels."
            ),
            Para(
                "Exploration and repetition. Count-based bonuses (Bellemare et al., 2016) and return-then-explore "
                "strategies (Ecoffet et al., 2021) counteract the tendency of sparse-reward agents to stay in familiar "
                "regions. Ishikawa and Delacroix (2024) catalogued failure modes of prompted LLMs in interactive "
                "fiction and found that repetitive loops were the most common cause of a stalled game. We compare "
                "against a count-based bonus and an explicit repetition penalty, and show that learned credit reduces "
                "looping more than either."
            ),
            Heading("3 Problem Setup"),
            Heading("3.1 Text games as partially observable decision problems"),
            Para(
                "A game is a partially observable Markov decision process. At step t the agent receives an observation "
                "o_t, the text printed by the game after its previous command, and emits a command a_t as a string. The "
                "hidden state includes the player's location, the inventory, the state of every object and the game's "
                "random seed. An episode ends when the game is won, when the player dies, or after 250 steps, whichever "
                "comes first. Games are compiled to the Glulx virtual machine and driven by a Python wrapper that exposes "
                "save and restore operations; these operations do not advance the game clock and are invisible to the "
                "policy, but both the critic's branch rollouts and our analysis tools use them."
            ),
            Para(
                "The policy is an instruction-tuned LLM. At each step it is shown a fixed system prompt that explains "
                "the command syntax, the last six turns of the transcript (observations and the commands that led to "
                "them) and, at the end, the current observation. It answers with a short rationale followed by a line "
                "beginning with '>' that holds the command; only the command is sent to the game. The agent is not "
                "given a list of valid actions. Commands that the game's parser cannot understand are returned with "
                "the parser's error message, as a human player would see it."
            ),
            Heading("3.2 Reward"),
            Para(
                "Each game defines an integer score and a maximum score S_max, between 15 and 300 points in our suite. "
                "We normalise the game's own score so that every game contributes rewards on the same scale. The reward "
                "at step t is the increase in score caused by a_t divided by S_max, so the score-derived rewards of a "
                "perfect playthrough add up to exactly 1. Three further terms complete the reward. Winning the game adds "
                "a terminal bonus of 0.5. Dying, which ends the episode, is penalised by -0.25; in 9 of the 30 games no "
                "death is possible. Finally, a command rejected by the parser costs -0.01, a small charge meant only to "
                "discourage malformed output. The return of an episode therefore lies between roughly -2.75 and 1.5. We "
                "use no per-step penalty: in a pilot with a cost of -0.002 per step, agents learned to provoke deaths "
                "early in games where they were stuck, which ended the episode faster."
            ),
        ),
        # ---------------------------------------------------------------- page 4
        (
            Para(
                "Rewards are sparse in the sense that matters. Quillwork-30's walkthroughs contain on average 6.2 "
                "score-increasing events, so that even an optimal agent sees a non-zero score reward on fewer than one "
                "step in eight. They are also delayed: many key actions, such as taking a tool or learning a code, pay "
                "off only when a later command uses them. On the walkthroughs, the longest gap between a key action and "
                "the score event it enables averages 24.6 steps over the suite and exceeds 40 steps in every long game "
                "(Table 1)."
            ),
            Heading("4 Method"),
            Para(
                "LODESTAR trains two models: the policy pi_theta, initialised from a behaviour-cloned checkpoint, and "
                "a credit critic C_phi. The critic is used only during training; at test time the agent is the policy "
                "alone. We describe the critic first and then how its credits enter policy optimisation; the full "
                "training loop is summarised in Section 4.5."
            ),
            Heading("4.1 The credit critic"),
            Para(
                "The critic maps a step to a scalar credit c_t = C_phi(h_t, a_t), read as the part of the episode's "
                "return that the command a_t is responsible for. Its input h_t is the transcript window that the policy "
                "sees, that is the last K = 6 turns and the current observation, followed by a short state string with "
                "the current location name and the inventory. The state string is produced by the wrapper, which issues "
                "'look' and 'inventory' on a saved copy of the game and restores it, so the critic observes more of the "
                "state than the policy without the policy's transcript being altered. The command a_t is appended last. "
                "We initialise the critic from Qwen2.5-1.5B-Instruct (Qwen Team, 2024) and replace its language-modelling "
                "head by a linear layer on the hidden state of the final token, whose output passes through a scaled "
                "tanh bounded at 1.5 in absolute value, the largest return an episode can earn."
            ),
            Para(
                "Credits are not values. A value function answers how much return is still to come from a state; the "
                "credit answers how much of the return the command just issued has earned. A command that takes a key "
                "receives positive credit even if the door it opens is forty moves away, while the value of the state "
                "after taking the key may barely differ from the value before it if the agent is unlikely to reach the "
                "door."
            ),
            Heading("4.2 Return decomposition"),
            Para(
                "The critic is trained on completed episodes. For an episode of length T with return R, the sum of "
                "rewards r_1 + ... + r_T defined in Section 3.2, the decomposition loss L_dec is the squared difference "
                "between the sum of the critic's credits over the episode and R. This loss alone has many minimisers, "
                "for example one that places all the credit on the final step. We therefore add the prefix loss L_pre "
                "of RUDDER: at every step t, the running sum of credits up to t is regressed onto the final return R, "
                "with a weight t/T that grows over the episode. Steps whose command makes the eventual return "
                "predictable, such as taking the key that later opens the door, must then carry the credit, because the "
                "running sum has to reach R early to keep the prefix loss low, while steps whose command changes "
                "nothing are pushed towards zero credit."
            ),
            Para(
                "In contrast with RUDDER, which redistributes the return of a single fixed task, our critic is shared "
                "across 18 training games with very different lengths. Normalising scores by S_max keeps the returns "
                "comparable, and weighting the prefix loss by t/T rather than by t keeps long games from dominating "
                "the objective."
            ),
            Heading("4.3 Ranking branched alternatives"),
            Para(
                "Return decomposition tells the critic which steps of an episode predicted its return, but not whether "
                "another command would have done better. Text games let us ask that question directly. During rollout "
                "collection we mark a random 8% of steps as branch points and save the game there. From each branch "
                "point we sample k = 4 alternative commands from the current policy, execute each from the saved state, "
                "and continue each branch with the policy for a fixed horizon; the chosen command's own continuation "
                "from the episode serves as the fifth branch. Each branch receives the sum of its environment rewards "
                "over the horizon."
            ),
        ),
        # ---------------------------------------------------------------- page 5
        (
            Para(
                "The branch-ranking loss L_br is a pairwise logistic loss over the five commands of a branch point: "
                "for every pair whose branch returns differ by more than 0.02, the critic's credit for the command with "
                "the higher branch return must exceed that of the other. Pairs with near-equal branch returns, which "
                "are the majority in the long corridors between rewards, are ignored rather than forced to equal "
                "credit. The full critic objective is L = L_dec + 0.5 L_pre + 0.2 L_br."
            ),
            Para(
                "Branching is where LODESTAR exploits the simulator, and it is also its main extra cost: the branch "
                "rollouts add 38% to the environment steps collected per training iteration. Section 6.1 checks that "
                "this budget alone does not explain the gains by giving PPO the same number of environment steps."
            ),
            Heading("4.4 Redistributed reward and policy optimisation"),
            Para(
                "The policy is trained with PPO (Schulman et al., 2017) on a redistributed reward. At step t the "
                "training reward is r~_t = lambda c_t + (1 - lambda) r_t, where c_t is the critic's credit, r_t the "
                "environment reward, and lambda = 0.7. Keeping part of the environment reward anchors the policy to the "
                "true objective while the critic is still inaccurate, and protects against the exploitation of credit "
                "errors that we analyse in Section 8.4. Advantages are computed from r~_t with generalized advantage "
                "estimation and a turn-level value head on the policy; this value head is distinct from the credit "
                "critic and is trained as in standard PPO. Because the redistributed reward is dense, we use a shorter "
                "effective horizon than the PPO baseline, whose discount and GAE parameter are listed in Appendix A."
            ),
            Para(
                "Each turn is one action in the PPO sense, and the turn's advantage is shared by all tokens of the "
                "policy's output, rationale included. The probability ratio is clipped at 0.2 and a KL penalty to the "
                "behaviour-cloned reference policy is added to the loss."
            ),
            Heading("4.5 Training loop"),
            Para(
                "Before RL begins, the critic is warmed up on 2,000 episodes played by the behaviour-cloned policy on "
                "the 18 training games, with branch points collected in the same way as during training. Training then "
                "alternates the following phases for 400 iterations."
            ),
            Bullets(
                (
                    "Collect 64 episodes with the current policy, sampling the game for each episode uniformly from the "
                    "training games and the game's random seed from a fixed pool, and mark 8% of their steps as branch "
                    "points.",
                    "Roll out the four alternative commands at every branch point, and record branch returns.",
                    "Update the critic for one epoch on the new episodes and branches, together with a replay buffer "
                    "of the episodes from the last ten iterations.",
                    "Score every step of the new episodes with the updated critic, form the redistributed reward, and "
                    "update the policy and its value head with PPO.",
                )
            ),
            Para(
                "Updating the critic before scoring the episodes on which it was just trained slightly overfits the "
                "credits to those episodes. We tried scoring with the previous critic instead and found no difference "
                "in final score (44.3 against 44.1 on held-out games, within seed variance), so we keep the simpler "
                "order."
            ),
            Heading("4.6 Why not a value critic?"),
            Para(
                "An obvious alternative is to compute the credit of a step as a temporal-difference error of a learned "
                "value function, c_t = r_t + gamma V(s_t+1) - V(s_t), which is what GAE does with lambda = 0. In a "
                "game with delayed rewards this quantity is informative only once V has learned that states after the "
                "key action are worth more than states before it, which itself requires the reward to have propagated "
                "back through all intermediate steps. The decomposition critic sidesteps this propagation: because it "
                "is trained on whole episodes, the key action and the reward it enables appear in the same training "
                "example. Section 7 compares the two directly."
            ),
        ),
        # ---------------------------------------------------------------- page 6
        (
            Para(
                "A second alternative is to skip the critic and use branch rollouts alone, as VinePPO does, estimating "
                "the advantage of every step from fresh Monte Carlo rollouts. In text adventures with horizons of up to "
                "250 steps this is prohibitively expensive: branching every step with four alternatives would multiply "
                "the environment steps by roughly five, whereas branching 8% of steps and generalising through the "
                "critic costs 38% more."
            ),
            Heading("4.7 Properties of the redistributed reward"),
            Para(
                "If the critic were exact, its credits for an episode would add up to the return and the optimal "
                "policy under r~ would be the optimal policy under r. In practice the critic is approximate, and two "
                "failure modes are possible. The critic can spread credit too thinly, in which case LODESTAR falls back "
                "to something close to PPO on a rescaled reward; or it can assign spurious positive credit to some "
                "command that does not cause reward, which the policy will then learn to repeat. The mixing weight and "
                "the critic's continuous updates on fresh episodes guard against the second failure: a command that "
                "the policy starts to repeat without earning reward appears in many new episodes whose returns do not "
                "rise, and the decomposition loss withdraws its credit. Section 8.4 shows what happens when these "
                "updates are switched off."
            ),
            Para(
                "Because credits can be negative, LODESTAR also penalises commands that predict a low return, such as "
                "dropping a needed item or entering a room that leads to death. The same mechanism produces the "
                "negative credit on repeated commands that we examine in Section 8.2, although no term of the objective "
                "refers to repetition."
            ),
            Heading("5 Experimental Setup"),
            Heading("5.1 The Quillwork-30 suite"),
            Para(
                "Existing interactive-fiction benchmarks are built from games that have circulated online for decades, "
                "together with their walkthroughs, hints and transcripts, so an LLM may have memorised their solutions. "
                "We therefore commissioned three experienced interactive-fiction authors to write 30 new games in "
                "Inform 7 between October 2024 and March 2025. Authors were asked to follow the conventions of "
                "parser-based interactive fiction, to award points for milestones rather than for individual moves, "
                "and to provide a walkthrough. None of the games has been published or shared outside the project."
            ),
            Para(
                "We grouped the games into three tiers by walkthrough length: short games with at most 30 steps, "
                "medium games with 31 to 70, and long games with more than 70. Within each tier, roughly 40% of the "
                "games were held out at random for evaluation. Table 1 summarises the suite; the individual games are "
                "listed in Appendix E."
            ),
            TableBlock(
                "Table 1: Quillwork-30 by tier. Max: mean maximum score; WT: mean walkthrough length in steps; Ev.: mean "
                "number of score events on the walkthrough; Gap: walkthrough steps per score event; Delay: mean over games "
                "of the longest gap between a key action and the score event it enables.",
                (
                    ("Tier", "Seen / Unseen", "Max", "WT", "Rooms", "Ev.", "Gap", "Delay"),
                    ("Short", "6 / 4", "28.0", "21.0", "8.8", "3.2", "6.6", "9.4"),
                    ("Medium", "7 / 5", "95.0", "47.8", "22.8", "6.4", "7.5", "24.2"),
                    ("Long", "5 / 3", "251.2", "108.4", "47.9", "9.5", "11.4", "44.2"),
                    ("All", "18 / 12", "114.3", "55.0", "24.8", "6.2", "8.9", "24.6"),
                ),
            ),
            Para(
                "Key actions. For each walkthrough we determined key actions automatically by replay: a walkthrough "
                "command is a key action if deleting it from the walkthrough makes some later score event unreachable, "
                "as checked by replaying the remaining commands and, where they fail, by a bounded breadth-first search "
                "over the game's valid commands. The 12 held-out games contain 214 key actions in total. Key actions are "
                "used only for analysis and never during training."
            ),
        ),
        # ---------------------------------------------------------------- page 7
        (
            Heading("5.2 Metrics"),
            Para(
                "We report four metrics. The normalized score is the final game score divided by S_max, averaged first "
                "over episodes of a game and then over games, so that every game has equal weight. The completion rate "
                "is the share of episodes in which the game was won. Steps to completion are measured only on won "
                "episodes; to compare games of different lengths we divide them by the game's walkthrough length and "
                "report the mean of this ratio (Steps/WT), where 1.0 means the agent played as efficiently as the "
                "walkthrough. Finally, the loop rate is the share of steps spent in loops, defined in Section 8.2."
            ),
            Para(
                "Each trained method is run with three training seeds. Every checkpoint is evaluated with greedy "
                "decoding on five game seeds per game, which change the random events of the 17 games that have any, "
                "so each game is played 15 times per method. Seen games contribute 270 episodes per method and held-out "
                "games 180."
            ),
            Heading("5.3 Baselines"),
            Para(
                "All trained methods use Qwen2.5-7B-Instruct as the policy and the same prompt, history window and "
                "episode cap as LODESTAR. We compare against the following agents."
            ),
            Bullets(
                (
                    "Zero-shot: Qwen2.5-7B-Instruct and Qwen2.5-72B-Instruct prompted in the ReAct format with the "
                    "same system prompt and two hand-written example turns from a game outside the suite.",
                    "Behaviour cloning (BC): supervised fine-tuning on trajectories of the 18 training games generated "
                    "by a scripted explorer that follows the walkthrough but takes random detours of up to five steps "
                    "and then returns to the walkthrough, 200 trajectories per game, about 312k turns in all. Rationales "
                    "for the demonstrations were written by Qwen2.5-72B-Instruct given the next command. BC is also the "
                    "initialisation of every RL method below.",
                    "PPO: turn-level PPO with a value head and GAE on the environment reward of Section 3.2, with the "
                    "same number of iterations and episodes per iteration as LODESTAR.",
                    "PPO + Count: PPO with a count-based exploration bonus of 0.05 divided by the square root of the "
                    "number of visits to the (location, inventory) pair in the current iteration.",
                    "ArCHer (Zhou et al., 2024): an utterance-level off-policy critic trained by temporal-difference "
                    "learning and a token-level policy gradient, with a Qwen2.5-1.5B-Instruct critic so that its critic "
                    "has the same size as ours.",
                )
            ),
            Para(
                "We do not compare with agents that use the engine's valid-action list, such as DRRN or XTX, because "
                "choosing from a list of valid commands removes much of the difficulty that a free-form LLM agent faces, "
                "nor with reflection-based prompting, which assumes the agent may play the same game repeatedly at test "
                "time."
            ),
            Heading("5.4 Implementation details"),
            Para(
                "The policy is fully fine-tuned with AdamW at a learning rate of 1e-6 and a linear warm-up over the "
                "first 10 iterations; the critic is fully fine-tuned as well. Rollouts are sampled at temperature 1.0 "
                "and the policy may write up to 64 tokens per turn; a turn that produces no command line is treated as "
                "a parser-rejected command. Branch rollouts use the same sampling settings as training rollouts. All "
                "remaining hyperparameters, including PPO's discount factor, the KL coefficient and the critic's "
                "learning rate, are listed in Table 6 in Appendix A. Baselines share all hyperparameters with LODESTAR "
                "except those specific to each method; for PPO we tuned the discount over 0.95, 0.99 and 0.995 on the "
                "training games and kept 0.99, which also served ArCHer and PPO + Count."
            ),
            Para(
                "Model selection. We evaluate every 80 iterations and report the final checkpoint at iteration 400 for "
                "all methods; the held-out games were never used for checkpoint selection or hyperparameter tuning. "
                "For the zero-shot agents there is no training seed, so their 15 episodes per game come from the five "
                "game seeds repeated with three different few-shot example pairs."
            ),
        ),
        # ---------------------------------------------------------------- page 8
        (
            Para(
                "Engine interface. Our wrapper runs the Glulx interpreter in a subprocess and communicates over pipes; "
                "a save or restore takes under two milliseconds, so branch rollouts are dominated by policy sampling "
                "rather than by the game. Commands are lower-cased and stripped of punctuation before they reach the "
                "parser, and the wrapper strips the status line from observations."
            ),
            Heading("6 Results"),
            Heading("6.1 Main results"),
            Para(
                "Table 2 reports the main comparison. LODESTAR is the best method on every metric, on seen and unseen "
                "games alike. On the 12 held-out games it reaches a normalized score of 44.1%, 13.9 points above PPO "
                "and 10.6 above ArCHer, the strongest baseline, and it completes 23.3% of held-out episodes, more than "
                "twice the 10.0% of PPO. Won episodes are also shorter: LODESTAR finishes a game in 1.37 times the "
                "walkthrough length on average, against 1.74 for PPO, so it needs 21% fewer steps."
            ),
            TableBlock(
                "Table 2: Main results on Quillwork-30 (Qwen2.5-7B-Instruct policy unless noted). Score: normalized score "
                "(%); Compl.: completion rate (%); Steps/WT: steps to completion divided by walkthrough length, on won "
                "held-out episodes. Unseen scores are mean ± standard deviation over three training seeds.",
                (
                    ("Method", "Seen Score", "Seen Compl.", "Unseen Score", "Unseen Compl.", "Steps/WT"),
                    ("Zero-shot 7B", "14.2", "3.3", "12.8", "1.7", "2.41"),
                    ("Zero-shot 72B", "29.6", "11.1", "27.3", "8.3", "1.96"),
                    ("BC", "41.5", "20.0", "24.9 ± 1.1", "6.7", "1.88"),
                    ("PPO", "48.7", "27.4", "30.2 ± 2.3", "10.0", "1.74"),
                    ("PPO + Count", "50.1", "28.9", "31.6 ± 2.0", "11.1", "1.79"),
                    ("ArCHer", "52.3", "31.5", "33.5 ± 1.9", "12.8", "1.69"),
                    ("LODESTAR (ours)", "63.8", "45.2", "44.1 ± 1.4", "23.3", "1.37"),
                ),
            ),
            Para(
                "Behaviour cloning memorises the training games more than it learns to play: it gains 27.3 points over "
                "the zero-shot 7B model on seen games but only 12.1 on unseen ones, where it falls below the zero-shot "
                "72B model. RL narrows this gap for every method, yet the generalisation gap of LODESTAR (19.7 points "
                "between seen and unseen score) is similar to that of PPO (18.5), which suggests that the benefit of "
                "learned credit is not confined to the games on which the critic was trained."
            ),
            Para(
                "Equal environment steps. Branch rollouts give LODESTAR 38% more environment interaction than PPO. "
                "Training PPO with 38% more episodes per iteration raised its held-out score only from 30.2% to 31.0%, "
                "and its completion rate from 10.0% to 10.6%, so the additional interaction explains a small part of "
                "the gap at most."
            ),
            Para(
                "The count-based bonus helps PPO by 1.4 points but makes won episodes slightly longer (1.79 against "
                "1.74 walkthrough lengths), as the agent visits more of each map before finishing. ArCHer's "
                "off-policy critic is more sample-efficient than PPO's value head and gains 3.3 points over PPO, but "
                "it still propagates credit by temporal differences and inherits their decay over long delays."
            ),
        ),
        # ---------------------------------------------------------------- page 9
        (
            FigureBlock(
                "Figure 1: Normalized score on the 18 seen games during training, evaluated every 80 iterations "
                "(black: LODESTAR; grey: PPO; mean of three seeds). Both start from the BC checkpoint at 41.5%. PPO "
                "flattens after about 240 iterations at 47.5% and ends at 48.7%, while LODESTAR is still improving at "
                "iteration 400, where it reaches 63.8%.",
                "training iteration",
                "normalized score",
                ((0.415, 0.47, 0.53, 0.58, 0.62, 0.638), (0.415, 0.44, 0.46, 0.475, 0.483, 0.487)),
            ),
            Para(
                "Learning dynamics. Figure 1 shows that the two methods diverge early. After 80 iterations LODESTAR has "
                "already gained 5.5 points on the seen games, more than twice the 2.5 points of PPO. The plateau of PPO coincides with "
                "the point at which it has mastered the rewards that follow closely on their causes; its remaining "
                "improvement comes almost entirely from short games."
            ),
            Heading("6.2 Per-game results"),
            Para(
                "Table 3 breaks the held-out results down by game. LODESTAR improves over PPO on all 12 games. "
                "Averaged by tier, its normalized score is 68.0% on short games (PPO: 52.8%), 37.7% on medium games "
                "(PPO: 23.8%) and 22.9% on long games (PPO: 10.7%). The relative gain therefore grows with game "
                "length, from 29% on short games to more than a factor of two on long ones, as expected if the "
                "benefit comes from credit assignment over long delays."
            ),
            TableBlock(
                "Table 3: Held-out games. BC, PPO and LODESTAR columns give the mean final score over 15 episodes (raw "
                "game points). Won and Steps refer to LODESTAR: won episodes out of 15 and mean steps to completion over "
                "won episodes.",
                (
                    ("Game", "Tier", "Max", "WT", "BC", "PPO", "LODESTAR", "Won", "Steps"),
                    ("Cinder Lane", "S", "20", "14", "10.8", "12.8", "16.0", "8/15", "18"),
                    ("The Tin Heron", "S", "25", "19", "11.5", "14.3", "18.0", "7/15", "25"),
                    ("Larkspur Well", "S", "30", "24", "11.4", "14.4", "18.9", "6/15", "33"),
                    ("Night Ferry", "S", "35", "27", "12.3", "14.7", "20.0", "5/15", "38"),
                    ("Saltmarsh Manor", "M", "80", "38", "20.8", "24.8", "37.2", "4/15", "52"),
                    ("The Orrery", "M", "90", "44", "19.8", "24.3", "36.5", "3/15", "61"),
                    ("Gallowglass", "M", "100", "52", "17.0", "20.0", "34.5", "2/15", "74"),
                    ("Dunmore Station", "M", "110", "61", "20.9", "26.4", "42.4", "3/15", "86"),
                    ("Wren and Wicket", "M", "95", "49", "13.3", "16.1", "27.1", "1/15", "72"),
                    ("Kestrel Keep", "L", "200", "88", "21.2", "25.2", "53.2", "2/15", "127"),
                    ("The Drowned Archive", "L", "250", "112", "21.5", "26.5", "56.5", "1/15", "168"),
                    ("Hollowmere", "L", "300", "131", "25.2", "27.0", "58.8", "0/15", "–"),
                ),
            ),
            Para(
                "No method completes Hollowmere, the longest game of the suite, in any episode. Its central puzzle "
                "requires reading a ledger in the first act whose contents are needed 52 walkthrough steps later, "
                "beyond the six-turn window of both the policy and the critic; we return to this limitation in "
                "Section 9."
            ),
        ),
        # ---------------------------------------------------------------- page 10
        (
            Para(
                "Across the 12 held-out games, BC wins 12 of 180 episodes and PPO 18, and all of PPO's wins but four "
                "fall in short games. LODESTAR's 42 wins include 13 on medium games and three on long games, the only "
                "wins on long held-out games by any method in our study. Dunmore Station shows the largest absolute "
                "gain among medium games, 16.0 points over PPO; its score events are separated by long train journeys "
                "during which the player must wait, and PPO learns to wait but not to buy the ticket that makes waiting "
                "pay off."
            ),
            Heading("7 Ablations"),
            Para(
                "We ablate the critic's objective, its inputs, its size and training schedule, and the mixing weight "
                "lambda. Each variant is trained with three seeds and evaluated on the held-out games like the main "
                "method. In addition to score, completion and loop rate, Table 4 reports Key P@1, a direct measure of "
                "credit quality: on a fixed set of 600 trajectories of the BC policy on held-out games that contain at "
                "least one score event, it is the share of score events for which the step with the highest credit "
                "among those preceding the event, back to the previous event, is a replay-verified key action. For "
                "PPO we compute the same quantity from its GAE advantages, which gives 0.33."
            ),
            TableBlock(
                "Table 4: Ablations on the 12 held-out games (normalized score and completion in %, loop rate in % of "
                "steps). Key P@1: share of score events whose highest-credit preceding step is a key action. PPO without "
                "any credit critic scores 30.2 with Key P@1 0.33.",
                (
                    ("Variant", "Score", "Compl.", "Loop", "Key P@1"),
                    ("LODESTAR (full)", "44.1", "23.3", "8.9", "0.71"),
                    ("TD critic instead of decomposition", "33.0", "12.2", "21.4", "0.38"),
                    ("w/o prefix loss L_pre", "42.0", "21.1", "9.8", "0.67"),
                    ("w/o branch ranking L_br", "39.4", "18.3", "12.7", "0.58"),
                    ("current turn only (K = 1)", "37.8", "16.7", "17.5", "0.49"),
                    ("w/o location / inventory string", "42.6", "22.2", "9.4", "0.68"),
                    ("critic frozen after warm-up", "38.6", "17.2", "11.8", "0.61"),
                    ("0.5B critic", "41.2", "20.6", "10.1", "0.64"),
                    ("7B critic", "44.6", "23.9", "8.5", "0.73"),
                    ("lambda = 1.0 (credit only)", "36.9", "15.0", "9.6", "0.71"),
                    ("lambda = 0.3", "40.3", "19.4", "12.9", "0.70"),
                ),
            ),
            Para(
                "Objective. Replacing return decomposition with a TD-trained critic, whose credit is the one-step "
                "temporal-difference error, removes most of the gain: the variant scores 33.0, only 2.8 points above "
                "PPO and close to ArCHer, and its Key P@1 of 0.38 is barely better than GAE's. This is the single most "
                "important component. Branch ranking is the second: without it the score falls by 4.7 points and "
                "Key P@1 by 0.13, and the loop rate rises from 8.9% to 12.7%. The prefix loss matters less (2.1 points), "
                "although without it the decomposition occasionally collapses onto the final step of won episodes in "
                "long games, which we observed in one of the three seeds."
            ),
            Para(
                "Inputs. The transcript window matters more than the state string. A critic that sees only the current "
                "turn loses 6.3 points and is the variant with the highest loop rate apart from the TD critic, since a "
                "single turn cannot reveal that a command repeats an earlier one. Removing the location and inventory "
                "string costs 1.5 points; the transcript usually mentions both, but not after long exchanges of dialogue."
            ),
            Para(
                "Size and schedule. A 0.5B critic loses 2.9 points, while a 7B critic, initialised like the policy, "
                "gains only 0.5 points over the 1.5B default at several times the cost of every critic forward pass; "
                "we keep the 1.5B critic. Freezing the critic after warm-up costs 5.5 points, for reasons we analyse in "
                "Section 8.4."
            ),
        ),
        # ---------------------------------------------------------------- page 11
        (
            Para(
                "Mixing weight. Training on credit alone (lambda = 1.0) reduces the score to 36.9 even though the "
                "critic itself is as accurate as in the full method (Key P@1 0.71): without the environment reward, "
                "small systematic errors of the critic accumulate into the policy. A low weight of 0.3 keeps more of "
                "the sparse reward and gives 40.3. We did not tune lambda beyond these three values."
            ),
            Heading("8 Analysis"),
            Heading("8.1 Does the critic credit the right steps?"),
            Para(
                "Figure 2 splits the key-action analysis of Table 4 by the delay between a key action and the score "
                "event it enables. For delays of one to five steps, both the LODESTAR critic and PPO's GAE advantages "
                "usually give the key action more credit than any other step, although the critic is already ahead. "
                "As the delay grows, the share of score events whose key action receives the most credit falls quickly "
                "for GAE and slowly for the critic. Beyond 40 steps, the critic still identifies the key action for "
                "almost half of the events, while GAE does so for about one in nine."
            ),
            FigureBlock(
                "Figure 2: Share of score events whose key action receives the highest credit, by delay between key "
                "action and score event (buckets of 1-5, 6-10, 11-20, 21-40 and more than 40 steps; black: LODESTAR "
                "critic, 0.81, 0.74, 0.66, 0.55, 0.47; grey: GAE advantages of PPO, 0.62, 0.41, 0.27, 0.16, 0.11).",
                "delay bucket",
                "key-action share",
                ((0.81, 0.74, 0.66, 0.55, 0.47), (0.62, 0.41, 0.27, 0.16, 0.11)),
            ),
            Para(
                "The critic does not need the key action and the score event to be inside its six-turn window. It sees "
                "one step at a time, and it learns from whole episodes that commands such as taking a tool tend to "
                "precede higher returns. What it cannot do is credit an action whose relevance depends on information "
                "seen more than six turns earlier, which is why its share still declines with delay."
            ),
            Para(
                "Credit mass. Summed over a held-out episode, the critic's credits differ from the episode's return "
                "by 0.06 on average (mean absolute difference; observed returns range from -0.41 to 1.5), so the decomposition "
                "constraint generalises to unseen games even though it is only enforced on training episodes."
            ),
            Heading("8.2 Looping"),
            Para(
                "We call a step a loop step if the triple of location, inventory and command at that step already "
                "occurred within the previous 12 steps, with no score change in between. The definition catches both "
                "back-and-forth movement between rooms and repeated examination or manipulation of the same object, and "
                "it tolerates revisits that make progress, since picking up an item changes the inventory. The loop "
                "rate is the share of loop steps among all steps. We also report the longest loop, the mean length in "
                "steps of the longest run of consecutive loop steps in an episode, the number of distinct (location, "
                "inventory) states visited per 100 steps, and the share of episodes that end in a loop, meaning that "
                "at least half of their final 20 steps are loop steps."
            ),
        ),
        # ---------------------------------------------------------------- page 12
        (
            TableBlock(
                "Table 5: Looping on the 12 held-out games (180 episodes per method). Loop: loop rate (% of steps); "
                "Longest: mean length of the longest loop (steps); Distinct: distinct states per 100 steps; End: "
                "episodes ending in a loop (%). PPO + Rep. adds a penalty of -0.05 to every loop step.",
                (
                    ("Method", "Loop", "Longest", "Distinct", "End", "Score"),
                    ("Zero-shot 7B", "38.4", "41.2", "11.3", "52.2", "12.8"),
                    ("BC", "31.2", "27.5", "14.8", "39.4", "24.9"),
                    ("PPO", "27.6", "22.9", "16.1", "33.9", "30.2"),
                    ("PPO + Rep.", "15.2", "12.4", "18.0", "20.6", "29.4"),
                    ("ArCHer", "24.1", "19.8", "17.2", "30.0", "33.5"),
                    ("LODESTAR", "8.9", "6.1", "24.7", "10.6", "44.1"),
                ),
            ),
            Para(
                "RL reduces looping for every method, but only slightly for PPO, whose loop rate falls from 31.2% after "
                "behaviour cloning to 27.6%. LODESTAR reduces it to 8.9%, and only 10.6% of its held-out episodes end "
                "in a loop, against 33.9% for PPO. The critic learns this without any term that refers to repetition: "
                "on held-out episodes the mean credit it assigns to loop steps is -0.018, against +0.004 for other "
                "steps. A repeated command predicts a lower return in the training episodes, because agents that loop "
                "tend to run out of steps, and the decomposition loss turns that prediction into negative credit."
            ),
            Para(
                "A penalty is not a substitute. Adding an explicit penalty of -0.05 per loop step to PPO halves its "
                "loop rate to 15.2%, but its score does not improve; it falls slightly, to 29.4%. Inspecting the "
                "episodes shows why: the penalised agent avoids exact repeats by cycling through slight variations, "
                "visiting more distinct states (18.0 per 100 steps) without visiting the ones that matter. LODESTAR "
                "visits still more distinct states (24.7 per 100 steps), and its credit, unlike the penalty, also "
                "rewards the commands that lead somewhere."
            ),
            Para(
                "Figure 3 shows how the loop rate on held-out games evolves during training. Most of LODESTAR's "
                "reduction happens in the first 240 iterations, while PPO's loop rate stays close to its initial value "
                "throughout."
            ),
            FigureBlock(
                "Figure 3: Loop rate on the held-out games during training, evaluated every 80 iterations (black: "
                "LODESTAR; grey: PPO). Both start at the BC value of 31.2%; after 400 iterations LODESTAR is at 8.9% "
                "and PPO at 27.6%.",
                "training iteration",
                "loop rate",
                ((0.312, 0.24, 0.17, 0.12, 0.10, 0.089), (0.312, 0.30, 0.29, 0.28, 0.277, 0.276)),
            ),
            Para(
                "A typical loop. In Saltmarsh Manor, the player must find a tide table in the study before the cellar "
                "door can be opened at low tide. The PPO agent reaches the cellar door without the tide table in 11 of "
                "its 15 episodes and then alternates between 'open cellar door', 'go up' and 'go down' until the "
                "episode ends, collecting the parser's 'The door is swollen shut with seawater' each time. The "
                "LODESTAR critic assigns 'open cellar door' a credit of -0.031 on its second repetition and +0.12 to "
                "'take tide table' in the study, 17 steps before the door opens; the trained LODESTAR agent takes the "
                "tide table in 13 of its 15 episodes."
            ),
        ),
        # ---------------------------------------------------------------- page 13
        (
            Heading("8.3 Other base models"),
            Para(
                "To check that the gains are not specific to one model, we repeated the BC, PPO and LODESTAR runs with "
                "two other policies, keeping the Qwen2.5-1.5B-Instruct critic in all cases. With Llama-3.1-8B-Instruct "
                "(Grattafiori et al., 2024) as the policy, held-out normalized scores are 22.7% for BC, 27.9% for PPO "
                "and 41.2% for LODESTAR. With the smaller Qwen2.5-3B-Instruct they are 18.4%, 21.6% and 31.5%. The "
                "absolute gain over PPO is thus 13.3 points for Llama-3.1-8B and 9.9 points for the 3B model, compared "
                "with 13.9 points for Qwen2.5-7B; a weaker policy explores less and gives the critic fewer informative "
                "episodes to learn from. We did not run the 72B model with RL."
            ),
            Heading("8.4 Exploiting the critic"),
            Para(
                "The ablation with a frozen critic (Table 4) shows what the online updates prevent. With the critic "
                "frozen after warm-up, the policy gradually learns commands that the critic overrates. By iteration 300 "
                "the sum of credits over a training episode exceeds the episode's actual return by a factor of 2.3 on "
                "average, and the policy repeats a few commands that the warm-up episodes associated with progress, "
                "such as examining objects in rooms where points are often scored, without earning points. With online "
                "updates the same ratio stays between 0.9 and 1.1 throughout training, because every new episode in "
                "which an overrated command fails to pay off corrects the critic."
            ),
            Para(
                "Mixing in 30% of the environment reward is a second safeguard. With lambda = 1.0 the policy can still "
                "drift towards commands that the critic overrates between two critic updates, which explains why the "
                "credit-only variant loses 7.2 points even though its critic's Key P@1 equals that of the full method."
            ),
            Heading("9 Limitations"),
            Para(
                "Simulator access. The branch-ranking loss relies on saving and restoring the game, which text-game "
                "engines provide but many real environments, such as websites with side effects, do not. Without it, "
                "LODESTAR reduces to return decomposition, which in our ablation still improves over PPO by 9.2 points "
                "but gives up a third of the method's gain."
            ),
            Para(
                "Memory. Both the policy and the critic see only the last six turns. Puzzles whose solution depends on "
                "information read much earlier, like the ledger in Hollowmere, remain out of reach; the critic can "
                "credit taking an object long before it is used, because the object stays in the inventory string, "
                "but it cannot credit reading a clue whose text has scrolled out of the window. Longer windows or an "
                "explicit notebook are natural extensions that we did not evaluate."
            ),
            Para(
                "Scope of the evaluation. Quillwork-30 was written by three authors, and although they were asked to "
                "vary puzzle styles, the suite inherits their conventions, which may make the held-out games more "
                "similar to the training games than independently authored games would be. All games are in English "
                "and parser-based; choice-based interactive fiction and games with real-time elements are not covered. "
                "We report results for three policies of 3B to 8B parameters only, and for the final checkpoint of a "
                "fixed 400-iteration schedule; longer training might change the ranking of the baselines, whose curves "
                "had flattened, less than it would change LODESTAR's."
            ),
            Para(
                "Cost. Training the critic and running branch rollouts makes each iteration more expensive than a PPO "
                "iteration. We compared methods at an equal number of iterations and checked one equal-interaction "
                "setting for PPO, but not equal wall-clock time."
            ),
            Heading("10 Broader Impact"),
            Para(
                "Text adventures are a benign domain, but the method is a generic way to train LLM agents on "
                "long-horizon tasks with sparse rewards, and better agents in such tasks can be put to harmful uses. "
                "The critic also makes it easier to train agents on reward signals that are defined only at the end of "
                "an episode, which increases the importance of specifying those signals carefully. The Quillwork-30 "
                "authors were paid for their work and agreed to its release for research."
            ),
        ),
        # ---------------------------------------------------------------- page 14
        (
            Heading("11 Conclusion"),
            Para(
                "We introduced LODESTAR, which trains an LLM agent for text-adventure games with PPO on a reward "
                "redistributed by a learned step-level credit critic. Trained by return decomposition and by ranking "
                "alternatives branched from saved game states, the critic credits key actions that pay off many steps "
                "later, and on the unpublished Quillwork-30 suite it raises the held-out normalized score from 30.2% "
                "to 44.1% and the completion rate from 10.0% to 23.3% relative to PPO. The same credit gives negative "
                "value to repeated commands and cuts the loop rate from 27.6% to 8.9%, which an explicit repetition "
                "penalty does not match. Extending the critic's memory beyond a fixed window, and replacing simulator "
                "branching in environments that cannot be reset, are the most important directions for future work."
            ),
            Heading("References"),
            References(
                (
                    "Ammanabrolu, P. and Hausknecht, M. Graph constrained reinforcement learning for natural language action spaces. ICLR, 2020.",
                    "Arjona-Medina, J. A., Gillhofer, M., Widrich, M., Unterthiner, T., Brandstetter, J., and Hochreiter, S. RUDDER: Return decomposition for delayed rewards. NeurIPS, 2019.",
                    "Bellemare, M., Srinivasan, S., Ostrovski, G., Schaul, T., Saxton, D., and Munos, R. Unifying count-based exploration and intrinsic motivation. NeurIPS, 2016.",
                    "Carta, T., Romac, C., Wolf, T., Lamprier, S., Sigaud, O., and Oudeyer, P.-Y. Grounding large language models in interactive environments with online reinforcement learning. ICML, 2023.",
                    "Cote, M.-A., Kadar, A., Yuan, X., et al. TextWorld: A learning environment for text-based games. Computer Games Workshop at IJCAI, 2018.",
                    "Ecoffet, A., Huizinga, J., Lehman, J., Stanley, K. O., and Clune, J. First return, then explore. Nature, 590:580-586, 2021.",
                    "Grattafiori, A., Dubey, A., Jauhri, A., et al. The Llama 3 herd of models. arXiv:2407.21783, 2024.",
                    "Halvorsen, E., Mbeki, T., and Rowe, J. Turn-level critics for long-horizon web agents. arXiv:2503.07712, 2025.",
                    "Harutyunyan, A., Dabney, W., Mesnard, T., et al. Hindsight credit assignment. NeurIPS, 2019.",
                    "Hausknecht, M., Ammanabrolu, P., Cote, M.-A., and Yuan, X. Interactive fiction games: A colossal adventure. AAAI, 2020.",
                    "He, J., Chen, J., He, X., Gao, J., Li, L., Deng, L., and Ostendorf, M. Deep reinforcement learning with a natural language action space. ACL, 2016.",
                    "Ishikawa, R. and Delacroix, P. Loops and stalls: How language models fail at interactive fiction. Findings of ACL, 2024.",
                    "Kazemnejad, A., Aghajohari, M., Portelance, E., Sordoni, A., Reddy, S., Courville, A., and Le Roux, N. VinePPO: Unlocking RL potential for LLM reasoning through refined credit assignment. arXiv:2410.01679, 2024.",
                    "Lightman, H., Kosaraju, V., Burda, Y., et al. Let's verify step by step. arXiv:2305.20050, 2023.",
                    "Lin, B. Y., Fu, Y., Yang, K., et al. SwiftSage: A generative agent with fast and slow thinking for complex interactive tasks. NeurIPS, 2023.",
                    "Patil, V., Hofmarcher, M., Dinu, M.-C., et al. Align-RUDDER: Learning from few demonstrations by reward redistribution. ICML, 2022.",
                    "Qwen Team. Qwen2.5 technical report. arXiv:2412.15115, 2024.",
                    "Raposo, D., Ritter, S., Santoro, A., Wayne, G., Weber, T., Botvinick, M., van Hasselt, H., and Song, F. Synthetic returns for long-term credit assignment. arXiv:2102.12425, 2021.",
                    "Schulman, J., Moritz, P., Levine, S., Jordan, M., and Abbeel, P. High-dimensional continuous control using generalized advantage estimation. ICLR, 2016.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "Shinn, N., Cassano, F., Gopinath, A., Narasimhan, K., and Yao, S. Reflexion: Language agents with verbal reinforcement learning. NeurIPS, 2023.",
                    "Tuyls, J., Yao, S., Kakade, S., and Narasimhan, K. Multi-stage episodic control for strategic exploration in text games. ICLR, 2022.",
                )
            ),
        ),
        # ---------------------------------------------------------------- page 15
        (
            References(
                (
                    "Wang, R., Jansen, P., Cote, M.-A., and Ammanabrolu, P. ScienceWorld: Is your agent smarter than a 5th grader? EMNLP, 2022.",
                    "Wang, Z., Wang, K., Wang, Q., et al. RAGEN: Understanding self-evolution in LLM agents via multi-turn reinforcement learning. arXiv:2504.20073, 2025.",
                    "Yao, S., Rao, R., Hausknecht, M., and Narasimhan, K. Keep CALM and explore: Language models for action generation in text-based games. EMNLP, 2020.",
                    "Yao, S., Zhao, J., Yu, D., Du, N., Shafran, I., Narasimhan, K., and Cao, Y. ReAct: Synergizing reasoning and acting in language models. ICLR, 2023.",
                    "Zhou, Y., Zanette, A., Pan, J., Levine, S., and Kumar, A. ArCHer: Training language model agents via hierarchical multi-turn RL. ICML, 2024.",
                )
            ),
            Heading("A Hyperparameters"),
            Para(
                "Table 6 lists the hyperparameters of LODESTAR. PPO, PPO + Count and the policy side of ArCHer use the "
                "same values except for the discount and GAE parameter, which were 0.99 and 0.95 for the baselines."
            ),
            TableBlock(
                "Table 6: LODESTAR hyperparameters.",
                (
                    ("Hyperparameter", "Value"),
                    ("Policy", "Qwen2.5-7B-Instruct, full fine-tuning"),
                    ("Critic", "Qwen2.5-1.5B-Instruct + linear head"),
                    ("Optimizer (policy and critic)", "AdamW, betas (0.9, 0.95), weight decay 0"),
                    ("Policy learning rate", "1e-6"),
                    ("Critic learning rate", "2e-5"),
                    ("Value-head learning rate", "5e-6"),
                    ("Iterations / episodes per iteration", "400 / 64"),
                    ("PPO epochs per iteration", "2"),
                    ("PPO minibatch size", "512 turns"),
                    ("Clip ratio", "0.2"),
                    ("KL coefficient (to BC policy)", "0.02"),
                    ("Discount gamma / GAE parameter", "0.95 / 0.90"),
                    ("Mixing weight lambda", "0.7"),
                    ("Loss weights L_pre / L_br", "0.5 / 0.2"),
                    ("Branch points / alternatives / horizon", "8% of steps / 4 / 30 steps"),
                    ("Branch-return margin", "0.02"),
                    ("Critic epochs per iteration / replay", "1 / last 10 iterations"),
                    ("Critic warm-up", "2,000 BC episodes, 3 epochs"),
                    ("History window", "6 turns"),
                    ("Max tokens per turn / context", "64 / 4,096"),
                    ("Rollout temperature / evaluation", "1.0 / greedy"),
                    ("Episode cap", "250 steps"),
                    ("BC learning rate / epochs / batch", "1e-5 / 2 / 128"),
                ),
            ),
        ),
        # ---------------------------------------------------------------- page 16
        (
            Heading("B Loop Detection and Key Actions"),
            Para(
                "The loop detector reads the location and inventory from the wrapper after every step, using the same "
                "save-and-restore mechanism as the critic's state string, and normalises commands by lower-casing, "
                "removing articles and mapping the twelve standard direction abbreviations ('n', 'ne', 'u' and so on) "
                "to full words. The window of 12 steps was chosen as the smallest window that flagged all loops in 50 "
                "episodes that we inspected by hand; windows of 8 and 20 steps change the loop rates of Table 5 by at "
                "most 2.1 points and do not change the ranking of methods."
            ),
            Para(
                "For key actions, the breadth-first search is limited to depth 6 and to the valid commands reported by "
                "the interpreter. Of the walkthrough commands of the held-out games, 214 are key actions; the others are "
                "movement, examination or commands whose effect can be obtained in another way."
            ),
            Heading("C Prompt"),
            Para(
                "The system prompt tells the agent that it is playing a parser-based text adventure, that commands "
                "should be short imperative phrases such as 'take lamp' or 'go north', that 'look', 'inventory' and "
                "'examine' cost a turn like any other command, and that the aim is to maximise the score. It ends with "
                "the required output format: at most two sentences of reasoning, then one line that starts with '>' "
                "and holds a single command. The same prompt is used for every method, including the zero-shot agents, "
                "and for the critic, whose input replaces the output format by the state string and the command to be "
                "scored."
            ),
            Heading("D Example Transcript"),
            Para(
                "Below is an abridged held-out episode of the final LODESTAR agent on Cinder Lane (seed 2), in which the "
                "player, a locksmith's apprentice, must recover a ledger from a burned shop and hand it to the magistrate. "
                "The agent won in 17 steps, against 14 for the walkthrough. For each shown turn we give the command, the "
                "game's response (shortened), the environment reward and the credit assigned by the critic; the credits "
                "of the ten turns not shown sum to 0.26, so the episode's credits add up to 1.48 against a return of 1.5."
            ),
            Bullets(
                (
                    "Step 2: > examine fence. 'A length of loose wire hangs from the charred fence.' Reward 0, credit +0.01.",
                    "Step 3: > take wire. 'Taken.' Reward 0, credit +0.09.",
                    "Step 5: > pull boards. 'The boards come away and you squeeze into the shop.' Reward 0.25 (5 points), credit +0.21.",
                    "Step 9: > examine strongbox. 'An old box with a simple lever lock.' Reward 0, credit +0.01.",
                    "Step 10: > pick lock with wire. 'The strongbox clicks open.' Reward 0.5 (10 points), credit +0.27.",
                    "Step 11: > take ledger. 'Taken.' Reward 0, credit +0.05.",
                    "Step 17: > give ledger to magistrate. 'She leafs through it and nods. You have won.' Reward 0.75 (5 points and the win bonus), credit +0.58.",
                )
            ),
            Para(
                "The critic moves part of the reward for opening the strongbox back to taking the wire seven steps "
                "earlier, which is the key action with the longest delay in this game (Table 7). The agent's detour of "
                "three steps relative to the walkthrough came from examining the magistrate's house before entering the "
                "shop; the critic gave those steps credits between -0.01 and +0.01."
            ),
        ),
        # ---------------------------------------------------------------- page 17
        (
            Heading("E Game List"),
            Para(
                "Table 7 lists all 30 games. Split S denotes the 18 training games and U the 12 held-out games; Rooms is "
                "the number of rooms and Ev. the number of score events on the walkthrough."
            ),
            TableBlock(
                "Table 7: The games of Quillwork-30.",
                (
                    ("Game", "Tier", "Split", "Max", "WT", "Rooms", "Ev.", "Delay"),
                    ("Bramble Hatch", "Short", "S", "15", "12", "5", "2", "6"),
                    ("Pewter Spoon", "Short", "S", "20", "16", "7", "3", "8"),
                    ("Marrow Lighthouse", "Short", "S", "30", "22", "9", "3", "10"),
                    ("The Quiet Kiln", "Short", "S", "35", "25", "10", "3", "9"),
                    ("Ashgrove Inn", "Short", "S", "30", "23", "11", "3", "10"),
                    ("Copperleaf", "Short", "S", "40", "28", "12", "4", "12"),
                    ("Cinder Lane", "Short", "U", "20", "14", "6", "3", "7"),
                    ("The Tin Heron", "Short", "U", "25", "19", "8", "3", "9"),
                    ("Larkspur Well", "Short", "U", "30", "24", "9", "4", "11"),
                    ("Night Ferry", "Short", "U", "35", "27", "11", "4", "12"),
                    ("Harrowgate", "Medium", "S", "70", "35", "18", "5", "17"),
                    ("Fenwick Abbey", "Medium", "S", "85", "41", "20", "6", "21"),
                    ("The Glass Menagerie", "Medium", "S", "100", "47", "23", "6", "24"),
                    ("Rook and Ravel", "Medium", "S", "90", "50", "24", "7", "26"),
                    ("Low Tide", "Medium", "S", "120", "58", "27", "7", "29"),
                    ("Sable Observatory", "Medium", "S", "105", "54", "25", "7", "28"),
                    ("Thistledown", "Medium", "S", "95", "45", "22", "6", "23"),
                    ("Saltmarsh Manor", "Medium", "U", "80", "38", "19", "6", "18"),
                    ("The Orrery", "Medium", "U", "90", "44", "21", "7", "22"),
                    ("Gallowglass", "Medium", "U", "100", "52", "24", "6", "27"),
                    ("Dunmore Station", "Medium", "U", "110", "61", "28", "8", "31"),
                    ("Wren and Wicket", "Medium", "U", "95", "49", "22", "6", "25"),
                    ("Ironvale Mines", "Long", "S", "220", "95", "44", "9", "40"),
                    ("The Lantern Guild", "Long", "S", "250", "104", "46", "9", "43"),
                    ("Mossgate Castle", "Long", "S", "260", "110", "50", "10", "47"),
                    ("Stormcrow Point", "Long", "S", "230", "99", "45", "9", "41"),
                    ("The Vellum Tower", "Long", "S", "300", "128", "53", "10", "51"),
                    ("Kestrel Keep", "Long", "U", "200", "88", "41", "8", "36"),
                    ("The Drowned Archive", "Long", "U", "250", "112", "49", "10", "44"),
                    ("Hollowmere", "Long", "U", "300", "131", "55", "11", "52"),
                ),
            ),
        ),
    ),
)
