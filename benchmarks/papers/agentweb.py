"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 10); its questions are in benchmarks/questions/answers_fresh*_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

ABSTRACT = (
    "Web-browsing agents built on small open language models still fail on most multi-step tasks, and training them "
    "with reinforcement learning on the live web is slow, non-reproducible and unsafe. We present HARBOR (Hindsight-Anchored "
    "Replay for Browser agents with Outcome Rewards), a recipe for trajectory-level reinforcement learning of 3B-8B agents "
    "that click, type and scroll inside VaultWeb, a sealed offline web environment of 34 replayed websites and 5,370 tasks "
    "with programmatic task checkers. HARBOR combines group-normalised outcome advantages with a success replay buffer that "
    "re-injects verified successful trajectories into groups whose on-policy rollouts all fail, with truncated importance "
    "weights to correct for their staleness. On 890 held-out tasks, HARBOR raises the task success of Llama-3.1-8B-Instruct "
    "from 28.7% after supervised fine-tuning to 46.1%, 7.7 points above a GRPO baseline trained with the same compute, and "
    "it improves a 3B model by a similar margin. Our distributed infrastructure sustains 11,600 browser steps per minute, "
    "and the sandbox blocks all outbound traffic and intercepts irreversible actions, so that no training episode can touch "
    "a real service."
)

P1 = (
    Heading("1 Introduction"),
    Para(
        "Language-model agents that operate a web browser promise to automate a long tail of everyday chores, from comparing "
        "products and placing orders to looking up a fact buried three links deep in a documentation site. Current agents are "
        "usually obtained by prompting a large proprietary model or by supervised fine-tuning (SFT) of a smaller open model "
        "on human or synthetic demonstrations. Both routes have a ceiling: prompted agents are expensive and hard to adapt, "
        "while imitation learning copies the demonstrator's distribution of states and breaks down as soon as the agent "
        "drifts off it, for example after a mistyped search query or an unexpected pop-up."
    ),
    Para(
        "Reinforcement learning (RL) from task outcomes is the natural remedy, because the agent can learn from its own "
        "mistakes and recoveries. However, RL for web agents faces three practical obstacles. First, the live web is "
        "non-stationary, so a reward obtained today may not be reproducible tomorrow, and interacting with real shops or "
        "forums during training raises obvious safety and legal concerns. Second, browser rollouts are slow compared with "
        "text generation, which makes on-policy algorithms that need many samples per task costly. Third, rewards are sparse: "
        "a freshly fine-tuned 8B agent solves fewer than a third of the tasks, so for most tasks every sampled trajectory "
        "receives zero reward and group-relative methods produce no gradient at all."
    ),
    Para(
        "To address these obstacles we build a sealed offline environment and a training recipe tailored to it. The "
        "environment, VaultWeb, serves deterministic snapshots of 34 websites from a local replay proxy, resets each "
        "episode from a copy-on-write database snapshot and scores each episode with a programmatic checker. The recipe, "
        "HARBOR, keeps every verified success in a replay buffer and uses it to anchor groups that would otherwise carry "
        "no learning signal."
    ),
    Para("Our contributions are as follows:"),
    Bullets(
        (
            "VaultWeb, a sandboxed offline web environment with 34 sites, 5,370 tasks generated from 126 templates, an eight-action "
            "browser interface and checker-based trajectory rewards, together with a safety layer that prevents any contact "
            "with real services.",
            "HARBOR, a trajectory-level RL algorithm that augments group-relative policy optimisation with a success replay "
            "buffer, replay validation by re-execution and truncated importance weighting.",
        )
    ),
)

P2_BULLETS = (
    Bullets(
        (
            "A distributed actor-learner infrastructure that runs 768 headless browsers and reaches 11,600 environment steps "
            "per minute, making a full 8B training run take about 33 hours.",
            "An empirical study on three base models showing gains of 7.7 points over GRPO and 17.4 points over SFT for "
            "Llama-3.1-8B-Instruct, with ablations and a per-site analysis.",
        )
    ),
)

P2 = P2_BULLETS + (  # noqa: RUF005
    Heading("2 Related Work"),
    Para(
        "Web agent benchmarks. MiniWoB++ [11] introduced small synthetic web widgets with dense rewards, and WebShop [17] "
        "provided a simulated shopping site with 1.18 million products and instruction-following tasks. WebArena [19] and "
        "its visual variant VisualWebArena [7] host functional replicas of several real applications, while Mind2Web [4] "
        "collects offline action traces across many real sites without an executable environment. VaultWeb differs from "
        "these in combining many replayed sites with resettable state and checker rewards designed for large-scale training "
        "rather than evaluation alone."
    ),
    Para(
        "Reinforcement learning for language models. Proximal Policy Optimization (PPO) [13] trains a policy with a clipped "
        "probability-ratio objective and a learned value function, and remains the standard algorithm for RL from human "
        "feedback [10]. Direct Preference Optimization (DPO) [12] avoids RL altogether by fitting the policy to pairwise "
        "preferences with a closed-form logistic loss. REINFORCE Leave-One-Out (RLOO) [1] estimates a baseline for each "
        "sample from the mean reward of the other samples for the same prompt, and ReMax [8] uses the reward of the greedy "
        "response as its baseline. Group Relative Policy Optimization (GRPO) [14] normalises rewards within a group of "
        "samples by their mean and standard deviation and drops the value network, which has made it the default choice "
        "for outcome-reward training of reasoning models. Rejection-sampling fine-tuning (RFT) [18] simply fine-tunes on "
        "self-generated samples that pass a verifier."
    ),
    Para(
        "RL for interactive agents. ArCHer [20] trains a hierarchical actor-critic with an utterance-level value function "
        "for multi-turn tasks, and DigiRL [2] applies offline-to-online RL with an automatic evaluator to Android device "
        "control. WebRL [9] generates a self-evolving curriculum of tasks on WebArena and trains with an outcome reward "
        "model. Experience replay has a long history in deep RL: prioritized experience replay [15] samples transitions "
        "by temporal-difference error, and self-imitation learning [16] replays only past episodes whose return exceeded "
        "the current value estimate. Retrace and V-trace [5] correct off-policy returns with truncated importance weights, "
        "an idea we borrow for replayed trajectories. HARBOR is closest in spirit to self-imitation learning, but it "
        "operates at the level of whole trajectories inside a group-normalised objective and only replays trajectories "
        "that are re-verified in the current environment snapshot."
    ),
    Para(
        "Safety of autonomous web agents has been discussed mostly in terms of prompt injection and harmful requests at "
        "deployment time [6]. Much less attention has been paid to the training phase, in which an agent may issue "
        "hundreds of thousands of actions per hour; we argue that a sealed sandbox is a prerequisite for RL at this scale."
    ),
)

P3 = (
    Heading("3 The VaultWeb Environment"),
    Para(
        "VaultWeb consists of 34 websites in three categories: 13 shopping sites (grocery, electronics, apparel, books, "
        "furniture and marketplace storefronts), 12 information-seeking sites (an encyclopedia, news portals, recipe and "
        "documentation sites, a government open-data portal) and 9 utility sites (forums, a transit map, a calendar, a "
        "travel booking site and similar). Each site is either an open-source web application populated with synthetic "
        "data or a crawl captured in WARC format and served by a local replay proxy. Dynamic behaviour such as search, "
        "carts and user accounts is implemented by a thin application server backed by a PostgreSQL database; before every "
        "episode the database is restored from a copy-on-write snapshot, which takes 1.4 seconds on average."
    ),
    Para(
        "Tasks are instantiated from 126 natural-language templates, each paired with a checker, a short Python function "
        "that inspects the final database state, the final URL or the submitted answer string. For example, a shopping "
        "template such as 'add the cheapest {colour} {item} with at least {k} stars to the cart' is checked by querying "
        "the cart table, while an information-seeking template is checked by normalised string matching against a set of "
        "accepted answers. Instantiation yields 5,370 tasks, of which 4,480 are used for training and 890 are held out for "
        "testing; test tasks come from the same templates but use unseen slot values, and 21 of the 126 templates appear "
        "only in the test split to measure transfer to new task types."
    ),
    TableBlock(
        "Table 1: VaultWeb statistics per site category. Steps are the length of a reference solution written by the "
        "task authors. Shopping checkers inspect database state; information-seeking checkers compare the submitted answer.",
        (
            ("Category", "Sites", "Templates", "Train tasks", "Test tasks", "Mean ref. steps"),
            ("Shopping", "13", "52", "1,810", "360", "9.8"),
            ("Information-seeking", "12", "44", "1,650", "330", "7.1"),
            ("Utility", "9", "30", "1,020", "200", "11.6"),
            ("Total", "34", "126", "4,480", "890", "9.2"),
        ),
    ),
    Para(
        "Observation and action space. The agent observes a pruned accessibility tree of the current page in which every "
        "interactive element carries a numeric identifier, together with the task instruction, the current URL and its "
        "last three actions. Trees longer than 4,096 tokens are truncated around the viewport. The action space has eight "
        "types: click(id), type(id, text, enter), select(id, option), scroll(direction), hover(id), go_back(), goto(url) "
        "and answer(text), the last of which ends the episode. An episode also ends after a horizon of 25 steps. The "
        "agent emits a brief thought followed by one action in a fixed textual format; a malformed action counts as an "
        "invalid step and leaves the page unchanged."
    ),
    Para(
        "Quality control. Every template was validated by running the scripted solver described in Section 6 on all of "
        "its instances; instances on which the solver failed, or on which the checker accepted the trajectory of a "
        "random agent, were discarded, which removed 6.3% of the initially generated instances. A random agent that "
        "samples uniformly among the valid actions on each page solves 0.4% of the test tasks."
    ),
)

P4 = (
    Heading("4 Method: HARBOR"),
    Para(
        "Trajectory-level reward. For a task x and a trajectory τ = (s_1, a_1, ..., s_T, a_T), the reward is R(τ) = c(x, τ) "
        "− η n_inv(τ), where c(x, τ) ∈ {0, 1} is the checker outcome, n_inv(τ) is the number of invalid actions in τ and "
        "η = 0.02 is a small format penalty. The reward is given once, at the end of the episode; we do not use any "
        "intermediate shaping, because in pilot runs step-level progress heuristics were easy to exploit."
    ),
    Para(
        "Group-relative advantages. Following GRPO, for every training task we sample a group of G trajectories "
        "τ_1, ..., τ_G from the current policy π_old and compute A_i = (R_i − mean(R_1, ..., R_G)) / (std(R_1, ..., R_G) + δ), "
        "where R_i = R(τ_i) and δ = 0.05 keeps the division stable. Every action token of trajectory i shares the "
        "advantage A_i. The policy is updated with the clipped objective L(θ) = −E_i[(1/|τ_i|) Σ_t w_i,t min(r_i,t A_i, "
        "clip(r_i,t, 1−ε, 1+ε) A_i)] + β KL(π_θ || π_ref), where r_i,t = π_θ(y_t | h_t) / π_old(y_t | h_t) is the per-token "
        "probability ratio of the generated token y_t given the history h_t, ε = 0.2 is the clip range, β is the KL "
        "coefficient, π_ref is the SFT policy, and w_i,t is an importance weight that equals 1 for on-policy samples. "
        "Only tokens generated by the agent contribute to the loss; observation tokens are masked."
    ),
    Para(
        "The all-fail problem. The difficulty with this objective is that when all G rollouts of a task fail, every A_i "
        "is zero and the task contributes nothing but KL regularisation. With the SFT initialisation of Llama-3.1-8B, "
        "58% of groups are all-fail at the start of training, and these are precisely the tasks the agent most needs to "
        "learn. Increasing G helps only slowly and multiplies the cost of the slowest part of the system, the browser."
    ),
    Para(
        "Success replay buffer. To address this, HARBOR stores every trajectory with c = 1 in a buffer B indexed by task, "
        "keeping at most k = 4 trajectories per task and evicting entries older than 150 iterations. When a group for task "
        "x is all-fail and B contains a success for x, HARBOR replaces one of the G on-policy rollouts by the most recent "
        "buffered success τ_B, so that the group now has a non-zero reward spread and the replayed trajectory receives a "
        "positive advantage while the failures receive negative ones. Because τ_B was generated by an older behaviour policy "
        "μ, its tokens are weighted by the truncated ratio w_t = min(1, π_old(y_t | h_t) / μ(y_t | h_t)), where μ is the "
        "token probability recorded when the trajectory was generated; this is the same truncation used by V-trace with "
        "truncation level 1. At most a fraction ρ = 0.25 of the groups in a batch may contain a replayed trajectory; the "
        "rest of the all-fail groups are dropped from the batch rather than kept as zero-gradient filler."
    ),
    Para(
        "Replay validation. A buffered success is useful only if it still solves the task. Since VaultWeb is deterministic "
        "given a snapshot, HARBOR re-executes the action sequence of τ_B in a fresh sandbox before it is injected, and "
        "discards it if the checker no longer passes. Re-execution requires no model calls and costs on average 3.1 "
        "seconds of browser time; it filters out trajectories whose success depended on a race condition or on a page "
        "element that was later removed from a site snapshot during environment maintenance."
    ),
    Para(
        "Why it works. Intuitively, the replayed trajectory acts as a hindsight anchor: it shows the policy a path that "
        "is known to succeed from the very same start state, while the contrasting on-policy failures in the same group "
        "indicate which deviations to avoid. Unlike plain SFT on buffered successes, the signal is relative and decays "
        "automatically as the policy starts solving the task on its own, because groups that already contain an on-policy "
        "success never receive a replayed trajectory."
    ),
)

P5 = (
    Heading("5 Training Infrastructure"),
    Para(
        "HARBOR runs as an asynchronous actor-learner system with three tiers. Rollout generation uses 8 NVIDIA H100 80GB "
        "GPUs running vLLM inference servers; the learner uses 16 H100 80GB GPUs on two nodes with fully sharded data "
        "parallelism; and the environment tier consists of 24 CPU nodes with 64 cores each, which host 768 containerised "
        "headless Chromium instances, 32 per node. An environment controller assigns episodes to browsers, restores "
        "snapshots and runs checkers, while a trajectory store on local NVMe disks holds the replay buffer."
    ),
    Para(
        "Fault tolerance. Browsers crash or hang in about 0.7% of episodes, mostly on pages with heavy client-side "
        "scripts. The controller restarts such containers and re-queues the episode, and episodes that end for "
        "infrastructure reasons are never scored as agent failures. Every action, observation and checker result is "
        "logged, so that any training episode can be replayed offline for debugging."
    ),
    Para(
        "The system sustains 11,600 environment steps per minute in steady state. The median browser step latency, "
        "including page rendering and accessibility-tree extraction, is 0.38 seconds, with a 99th percentile of 2.9 "
        "seconds, while the median model latency per action is 0.21 seconds; including queueing for batched generation "
        "and snapshot restores, a browser completes one step every 3.9 seconds on median. Because the browser dominates, we overlap "
        "rollout generation for iteration n+1 with the learner update for iteration n and allow rollouts to lag the "
        "learner by at most one policy version. Updated weights are broadcast from the learner to the vLLM servers over "
        "NCCL after every iteration, which takes 14 seconds for the 8B model. Including failed episodes, which often run "
        "to the horizon, an episode lasts 13.9 steps on average, so one iteration involves about 57 thousand browser "
        "steps and takes about 4.9 minutes for "
        "Llama-3.1-8B-Instruct, so a 400-iteration run completes in roughly 33 hours; the 3B run takes 19 hours."
    ),
    Heading("6 Experimental Setup"),
    Para(
        "Models. We train Qwen2.5-3B-Instruct, Qwen2.5-7B-Instruct and Llama-3.1-8B-Instruct [3]. Each model is first "
        "fine-tuned on 9,600 demonstration trajectories for the training tasks, collected by running a scripted solver "
        "that has privileged access to the site databases and then paraphrasing its actions into the agent format; this "
        "SFT model serves as both the RL initialisation and π_ref."
    ),
    Para(
        "Hyperparameters. Each iteration samples 512 training tasks and G = 8 trajectories per task, giving 4,096 "
        "trajectories per iteration, on which the learner performs four optimiser steps with minibatches of 1,024 "
        "trajectories. We use AdamW with β1 = 0.9, β2 = 0.95 and a learning rate of 1 × 10^-6 for the 7B and 8B models "
        "and 2 × 10^-6 for the 3B model, with 10 warm-up iterations and a constant schedule afterwards. The KL coefficient "
        "is β = 0.01, the clip range is ε = 0.2, rollouts use temperature 1.0, and each action may contain up to 384 "
        "generated tokens. All runs last 400 iterations, i.e. about 1.6 million training trajectories. Evaluation on the "
        "890 test tasks uses greedy decoding."
    ),
    Para(
        "Baselines. We compare against (i) the zero-shot instruct model with a ReAct-style prompt, (ii) the SFT model, "
        "(iii) RFT, which repeatedly fine-tunes on the agent's own successful samples for four rounds, (iv) PPO with a "
        "value head initialised from the SFT model, (v) RLOO and (vi) GRPO. All RL baselines use the same reward, the same "
        "number of sampled trajectories and the same 400 iterations as HARBOR; GRPO is identical to HARBOR with the replay "
        "buffer switched off. As a reference point we also report GPT-4o prompted zero-shot with the same observation "
        "format."
    ),
)

P6 = (
    Heading("7 Results"),
    TableBlock(
        "Table 2: Task success rate (%) on the 890 VaultWeb test tasks, by site category, with greedy decoding. "
        "Overall is the task-weighted average. RL methods are initialised from the SFT model of the same base.",
        (
            ("Base model", "Method", "Shopping", "Info-seeking", "Utility", "Overall"),
            ("Qwen2.5-3B", "Zero-shot", "6.4", "9.1", "5.5", "7.2"),
            ("Qwen2.5-3B", "SFT", "21.7", "24.2", "17.0", "21.6"),
            ("Qwen2.5-3B", "GRPO", "30.3", "33.0", "24.5", "30.0"),
            ("Qwen2.5-3B", "HARBOR", "36.9", "38.8", "29.0", "35.8"),
            ("Qwen2.5-7B", "GRPO", "37.5", "40.3", "30.0", "36.9"),
            ("Qwen2.5-7B", "HARBOR", "45.0", "47.3", "36.5", "43.9"),
            ("Llama-3.1-8B", "Zero-shot", "11.9", "15.5", "8.0", "12.4"),
            ("Llama-3.1-8B", "SFT", "29.2", "31.2", "23.5", "28.7"),
            ("Llama-3.1-8B", "RFT", "33.6", "35.5", "27.0", "32.8"),
            ("Llama-3.1-8B", "PPO", "36.1", "37.3", "28.5", "34.8"),
            ("Llama-3.1-8B", "RLOO", "38.3", "40.0", "31.0", "37.3"),
            ("Llama-3.1-8B", "GRPO", "39.4", "41.5", "31.5", "38.4"),
            ("Llama-3.1-8B", "HARBOR", "47.8", "49.1", "38.0", "46.1"),
            ("GPT-4o", "Zero-shot", "41.1", "52.7", "35.0", "44.0"),
        ),
    ),
    Para(
        "Table 2 reports the main results. HARBOR is the best trained method for every base model and every site "
        "category. For Llama-3.1-8B-Instruct it reaches 46.1% overall success, 17.4 points above its SFT initialisation "
        "and 7.7 points above GRPO, the strongest RL baseline; the gain over GRPO is largest on shopping sites (8.4 "
        "points), where tasks are long and the all-fail rate at initialisation is highest. PPO trails the critic-free "
        "methods, which we attribute to the difficulty of learning a value function over long accessibility-tree "
        "observations. The 3B model improves from 21.6% to 35.8%, so a HARBOR-trained 3B agent nearly matches the 8B GRPO "
        "agent. Our best open agent slightly exceeds zero-shot GPT-4o overall, although GPT-4o remains clearly stronger "
        "on information-seeking tasks, where broad world knowledge helps in locating the right page."
    ),
    Para(
        "Results are averaged over three training seeds; the standard deviation of overall success across seeds is at "
        "most 0.9 points for any RL method. On the 21 held-out templates, HARBOR with Llama-3.1-8B solves 31.4% of tasks "
        "compared with 24.9% for GRPO, which suggests that the improvement is not confined to memorising solutions of "
        "training templates."
    ),
    Para(
        "Compute cost. All RL methods in Table 2 sample the same number of trajectories, so their browser cost is "
        "identical. PPO additionally trains a critic, which increases learner time per iteration by about 40%. The "
        "overhead of HARBOR over GRPO is limited to replay validation, which adds less than 2% to total browser time "
        "because only all-fail groups with a buffered success trigger it, and to the bookkeeping of the buffer, whose "
        "cost is negligible."
    ),
)

P7 = (
    Heading("7.1 Per-site breakdown"),
    TableBlock(
        "Table 3: Success rate (%) of Llama-3.1-8B-Instruct agents on ten representative VaultWeb sites. Results for "
        "the remaining 24 sites follow the same trend. The largest gain of HARBOR over GRPO is on GadgetHub.",
        (
            ("Site", "Category", "Test tasks", "SFT", "GRPO", "HARBOR"),
            ("FreshCart", "Shopping", "34", "35.3", "47.1", "52.9"),
            ("GadgetHub", "Shopping", "31", "19.4", "29.0", "45.2"),
            ("ThreadLine", "Shopping", "28", "25.0", "35.7", "42.9"),
            ("PageTurner", "Shopping", "26", "38.5", "50.0", "57.7"),
            ("WikiLite", "Info-seeking", "35", "42.9", "54.3", "60.0"),
            ("CivicData", "Info-seeking", "27", "14.8", "25.9", "33.3"),
            ("RecipeBox", "Info-seeking", "29", "34.5", "44.8", "51.7"),
            ("DevDocs-Mirror", "Info-seeking", "25", "28.0", "36.0", "48.0"),
            ("TransitMap", "Utility", "22", "13.6", "22.7", "27.3"),
            ("ForumCave", "Utility", "24", "29.2", "37.5", "45.8"),
        ),
    ),
    Para(
        "Table 3 breaks results down by site. The gains are broad but uneven. Sites with deep faceted search, such as "
        "the electronics store GadgetHub, benefit most, because successful trajectories there require a specific sequence "
        "of filter clicks that on-policy sampling rarely discovers but that, once found, is re-used through the buffer. "
        "The transit map remains the hardest site for all methods: its tasks require reading route tables that are "
        "rendered mostly as images in the snapshot and are therefore poorly represented in the accessibility tree."
    ),
    FigureBlock(
        "Figure 1: Test success rate (y-axis, fraction) of Llama-3.1-8B-Instruct versus training iteration for HARBOR "
        "(black) and GRPO (grey). HARBOR passes 40% success at iteration 170, while GRPO never reaches it and flattens "
        "after about iteration 320. Evaluations were run every 25 iterations.",
        "training iteration",
        "success",
        (
            (0.287, 0.33, 0.36, 0.385, 0.40, 0.415, 0.43, 0.44, 0.448, 0.452, 0.455, 0.458, 0.46, 0.461, 0.461, 0.46, 0.461),
            (0.287, 0.30, 0.315, 0.33, 0.34, 0.35, 0.358, 0.365, 0.37, 0.374, 0.377, 0.38, 0.382, 0.384, 0.384, 0.384, 0.384),
        ),
    ),
    Para(
        "Figure 1 shows that the advantage of HARBOR appears early: at iteration 100 it is already about 7 points ahead, "
        "which is when the replay buffer is used most heavily."
    ),
    Para(
        "Across all 34 sites, site-level success of the HARBOR agent is negatively correlated with the mean length of "
        "the reference solution (Spearman ρ = −0.61), and the gain over GRPO is positively correlated with the fraction "
        "of all-fail groups observed on that site at initialisation."
    ),
)

P8 = (
    Heading("8 Ablations"),
    TableBlock(
        "Table 4: Ablations with Llama-3.1-8B-Instruct (overall test success, %). Unless stated otherwise, every variant "
        "uses the same number of sampled trajectories as the full method.",
        (
            ("Variant", "Overall success", "Δ vs. full"),
            ("HARBOR (full)", "46.1", "-"),
            ("no replay buffer (= GRPO)", "38.4", "−7.7"),
            ("no replay validation", "43.0", "−3.1"),
            ("no importance truncation (w = 1)", "41.8", "−4.3"),
            ("buffer cap k = 1 per task", "44.6", "−1.5"),
            ("replay ratio ρ = 0.5", "44.1", "−2.0"),
            ("group size G = 4", "42.2", "−3.9"),
            ("group size G = 16 (2× rollouts)", "46.8", "+0.7"),
            ("no KL penalty (β = 0)", "44.9", "−1.2"),
            ("partial-credit checker reward", "45.2", "−0.9"),
            ("observation limit 2,048 tokens", "40.3", "−5.8"),
        ),
    ),
    Para(
        "Table 4 isolates the components of HARBOR. Removing the buffer entirely recovers GRPO and costs 7.7 points. "
        "Replay validation accounts for 3.1 points: without it, about one in nine injected trajectories no longer "
        "succeeds, and the policy is pushed toward stale action sequences. Dropping the importance truncation hurts "
        "even more, because very old trajectories with low probability under the current policy then dominate the "
        "gradient. Doubling the group size to G = 16 gives only a 0.7-point gain at twice the rollout cost, which confirms "
        "that the buffer is a cheaper way to obtain learning signal on hard tasks than brute-force sampling. Without the "
        "KL penalty, one of three seeds collapsed into repetitive scrolling after iteration 280, which lowers the mean."
    ),
    Heading("9 Analysis"),
    Para(
        "Replay usage. The fraction of groups that receive a replayed trajectory sits at the cap of 25% between "
        "iterations 20 and 60 and falls below 6% by iteration 300, as the policy learns to solve the corresponding tasks "
        "on-policy. Over a full run about 21 thousand replayed trajectories are injected, and 2,600 further candidates "
        "are rejected at validation time."
    ),
    Para(
        "Behavioural changes. RL shortens successful episodes: the mean length of successful 8B trajectories drops from "
        "12.4 steps under SFT to 8.9 steps under HARBOR, mostly because the agent stops issuing redundant scroll actions "
        "and learns to use site search instead of browsing category pages. The invalid-action rate falls from 4.7% to "
        "0.8% of steps. We manually inspected 200 failed test episodes of the final 8B agent; the most common failure "
        "modes were answering before verifying a detail (34%), choosing the wrong product variant (27%), and getting "
        "stuck in navigation loops (18%)."
    ),
    Para(
        "Reward hacking. Early versions of two checkers could be satisfied without solving the task; in one case the "
        "agent learned to type the expected answer into a site search box, which the checker read from the final URL. "
        "We fixed both checkers, and an audit of 1,000 randomly sampled successful training trajectories from the final "
        "run flagged 6 (0.6%) as questionable."
    ),
)

P9 = (
    Heading("10 Safety Restrictions of the Sandbox"),
    Para(
        "Because RL agents explore aggressively, VaultWeb is designed so that no action taken during training or "
        "evaluation can reach a real service. The restrictions are enforced outside the agent, at the container and "
        "network level, rather than by instructions in the prompt."
    ),
    Bullets(
        (
            "Network isolation: browser containers have no route to the internet; DNS resolves only the 34 site hostnames, "
            "all of which point to the local replay proxy, and an egress firewall drops every other packet. The goto action "
            "is further restricted to an allowlist of these hostnames.",
            "Commit gate: 17 classes of irreversible actions, including placing an order, submitting a payment, sending "
            "a message and deleting an account, are intercepted by the application server, which records the intent for "
            "the checker and returns a confirmation page without side effects beyond the episode's own database snapshot.",
            "Synthetic identities: every account, address and payment card in the sandbox is synthetic, payment forms post "
            "to a mock gateway, and a typing filter rejects text that matches patterns of real card numbers or e-mail "
            "domains outside the sandbox.",
            "Resource limits: each container is capped at 2 CPU cores and 3 GB of memory, and an episode is killed after "
            "180 seconds of wall-clock time.",
        )
    ),
    Para(
        "Over the full 33-hour 8B run the egress firewall logged 1,942 blocked outbound connection attempts. All of them "
        "originated from hard-coded third-party analytics scripts embedded in the captured pages; none was initiated by "
        "an agent action."
    ),
    Heading("11 Limitations"),
    Para(
        "VaultWeb snapshots are static, so agents never face site redesigns, CAPTCHAs or live inventory changes, and our "
        "results say little about robustness to such drift. The observation is text-only; pages whose content is "
        "rendered as images, as on TransitMap, remain hard. Task checkers encode the task authors' notion of success and "
        "can be incomplete, as the reward hacking incidents show. Finally, HARBOR only helps on tasks that the agent "
        "solves at least once; tasks that are never solved by any rollout still provide no signal."
    ),
    Heading("12 Conclusion"),
    Para(
        "We presented VaultWeb, a sealed offline web environment, and HARBOR, a trajectory-level RL recipe that anchors "
        "all-fail groups with validated successes from a replay buffer. Together with an infrastructure that runs 768 "
        "browsers in parallel, HARBOR trains 3B-8B agents that solve up to 46.1% of held-out shopping, information-seeking "
        "and utility tasks, without any training action ever touching the real web."
    ),
)

P10 = (
    Heading("References"),
    References(
        (
            "[1] A. Ahmadian, C. Cremer, M. Galle, et al. Back to basics: Revisiting REINFORCE style optimization for learning from human feedback in LLMs. ACL, 2024.",
            "[2] H. Bai, Y. Zhou, M. Cemri, et al. DigiRL: Training in-the-wild device-control agents with autonomous reinforcement learning. NeurIPS, 2024.",
            "[3] A. Dubey, A. Jauhri, A. Pandey, et al. The Llama 3 herd of models. arXiv:2407.21783, 2024.",
            "[4] X. Deng, Y. Gu, B. Zheng, et al. Mind2Web: Towards a generalist agent for the web. NeurIPS, 2023.",
            "[5] L. Espeholt, H. Soyer, R. Munos, et al. IMPALA: Scalable distributed deep-RL with importance weighted actor-learner architectures. ICML, 2018.",
            "[6] K. Greshake, S. Abdelnabi, S. Mishra, et al. Not what you've signed up for: Compromising real-world LLM-integrated applications with indirect prompt injection. AISec, 2023.",
            "[7] J. Y. Koh, R. Lo, L. Jang, et al. VisualWebArena: Evaluating multimodal agents on realistic visual web tasks. ACL, 2024.",
            "[8] Z. Li, T. Xu, Y. Zhang, et al. ReMax: A simple, effective, and efficient reinforcement learning method for aligning large language models. ICML, 2024.",
            "[9] Z. Qi, X. Liu, I. L. Iong, et al. WebRL: Training LLM web agents via self-evolving online curriculum reinforcement learning. ICLR, 2025.",
            "[10] L. Ouyang, J. Wu, X. Jiang, et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
            "[11] E. Z. Liu, K. Guu, P. Pasupat, T. Shi, P. Liang. Reinforcement learning on web interfaces using workflow-guided exploration. ICLR, 2018.",
            "[12] R. Rafailov, A. Sharma, E. Mitchell, et al. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
            "[13] J. Schulman, F. Wolski, P. Dhariwal, A. Radford, O. Klimov. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
            "[14] Z. Shao, P. Wang, Q. Zhu, et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
            "[15] T. Schaul, J. Quan, I. Antonoglou, D. Silver. Prioritized experience replay. ICLR, 2016.",
            "[16] J. Oh, Y. Guo, S. Singh, H. Lee. Self-imitation learning. ICML, 2018.",
            "[17] S. Yao, H. Chen, J. Yang, K. Narasimhan. WebShop: Towards scalable real-world web interaction with grounded language agents. NeurIPS, 2022.",
            "[18] Z. Yuan, H. Yuan, C. Li, et al. Scaling relationship on learning mathematical reasoning with large language models. arXiv:2308.01825, 2023.",
            "[19] S. Zhou, F. F. Xu, H. Zhu, et al. WebArena: A realistic web environment for building autonomous agents. ICLR, 2024.",
            "[20] Y. Zhou, A. Zanette, J. Pan, S. Levine, A. Kumar. ArCHer: Training language model agents via hierarchical multi-turn RL. ICML, 2024.",
        )
    ),
)

P11 = (
    Heading("A Additional Details"),
    Para(
        "A.1 Browser configuration. Each sandbox runs Chromium 126 in headless mode with a fixed viewport of 1280 × 720 "
        "pixels, JavaScript enabled, and the system clock frozen at a fixed date so that date-dependent pages render "
        "identically across episodes. Accessibility trees are extracted through the Chrome DevTools Protocol and pruned "
        "by removing non-interactive nodes without text, which shortens them by a factor of roughly five on average."
    ),
    TableBlock(
        "Table 5: Full training hyperparameters for HARBOR with Llama-3.1-8B-Instruct. Values not listed in the main text "
        "are given here only.",
        (
            ("Hyperparameter", "Value"),
            ("Optimizer", "AdamW (β1 = 0.9, β2 = 0.95)"),
            ("Adam epsilon", "1e-8"),
            ("Weight decay", "0.0"),
            ("Gradient clipping (global norm)", "1.0"),
            ("Learning rate / warm-up", "1e-6 / 10 iterations"),
            ("Tasks per iteration x group size", "512 x 8"),
            ("Optimizer steps per iteration", "4"),
            ("Clip range ε / KL coefficient β", "0.2 / 0.01"),
            ("Format penalty η / std offset δ", "0.02 / 0.05"),
            ("Buffer cap k / max age", "4 per task / 150 iterations"),
            ("Max replay ratio ρ", "0.25"),
            ("Max context length", "8,192 tokens"),
            ("Precision", "bf16 with fp32 master weights"),
            ("SFT epochs / SFT batch size", "3 / 64 trajectories"),
        ),
    ),
    Para(
        "A.2 Checker example. The checker for the template 'find the publication year of the {edition} edition of {title}' "
        "lower-cases the submitted answer, strips punctuation and whitespace, and accepts it if it equals any string in "
        "the accepted-answer list; for numeric answers it additionally accepts the number written in words, so that "
        "'nineteen eighty-four' would match 1984. Shopping checkers run SQL queries against the cart, order and wishlist "
        "tables of the episode's database snapshot."
    ),
    Para(
        "A.3 Prompt. The system prompt, of about 610 tokens, lists the eight action types with one example each, the "
        "required output format 'Thought: ... Action: ...', and the instruction to answer with answer(text) only when "
        "the requested information is visible on the current page. The same prompt is used for all models and methods."
    ),
)

PAPER = GeneratedPaper(
    file="agentweb.pdf",
    title="HARBOR: Trajectory-Level Reinforcement Learning of Web Agents with Success Replay in a Sealed Offline Web",
    short_title="HARBOR: RL of Web Agents with Success Replay in a Sealed Offline Web",
    authors="Ilse Vandermeer, Rohan Dasgupta, Mei-Ling Chao, Tobias Grunewald, Amara Osei, Pavel Kuznetsov",
    affiliations="Lakeshore Institute of Technology; Meridian AI Research, Amsterdam; University of Eastbrook",
    stamp="arXiv:2510.17345v1  [cs.AI]  18 Oct 2025",
    abstract=ABSTRACT,
    pages=(P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11),
)
