"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 28); its questions (session 28, by another helper) are in benchmarks/questions/answers_fresh8_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="vlarl.pdf",
    title="KESTREL: Stable Reinforcement-Learning Fine-Tuning of Vision-Language-Action Policies, from Simulation to a Real Arm",
    short_title="KESTREL: RL Fine-Tuning of VLA Policies",
    authors="Ines Valcárcel (1), Tobias Marchetti (2), Priya Ramanathan (1), Oluwaseun Adeyemi (3), Hanne Lindqvist (2), Daniel K. Osei (1)",
    affiliations="(1) Halden Institute for Robot Learning, Edinburgh   (2) Department of Informatics, University of Trondvik   (3) Meridian Embodied AI Lab, London",
    stamp="arXiv:2507.14382v2  [cs.RO]  19 Aug 2025",
    abstract=(
        "Vision-language-action (VLA) policies trained by behaviour cloning inherit both the breadth and the mistakes of "
        "their demonstrations, and they rarely recover from states that the demonstrators never visited. We present "
        "KESTREL, a system for reinforcement-learning (RL) fine-tuning of a 7.4-billion-parameter VLA, Osprey-7B, whose "
        "backbone is the Lumen-7B language model, first in a GPU-parallel simulator and then on a real seven-degree-of-freedom "
        "arm. KESTREL optimises a clipped policy-gradient objective in which the importance ratio is computed over whole "
        "action chunks rather than individual tokens, combines a sparse success reward with a potential-based progress "
        "term, and anchors the policy to its behaviour-cloned initialisation with a KL penalty. Across 36 training tasks in "
        "three Tessera simulation suites, KESTREL raises the average success rate from 49.1% to 78.7%, outperforming a "
        "critic-free group-relative baseline (65.7%), and it improves success on 12 held-out tasks from 44.7% to 60.3% "
        "without ever training on them. In 160 real-robot trials spanning eight tasks, the transferred policy succeeds in "
        "111 (69.4%), compared with 70 (43.8%) for the behaviour-cloned model, and a further 300 episodes of on-robot RL "
        "per task lifts two of the hardest tasks by three successes each. We analyse all 49 real-world failures, report "
        "the cost of training (approx. 1,950 GPU-hours per run), and discuss where chunk-level credit assignment breaks down."
    ),
    pages=(
        # ---------------- page 1 ----------------
        (
            Heading("1 Introduction"),
            Para(
                "Large vision-language-action (VLA) models, which map camera images and a natural-language instruction "
                "directly to low-level robot actions, have become a popular recipe for general-purpose manipulation, "
                "largely because they inherit semantic knowledge from a pretrained language-model backbone (e.g. the "
                "ability to ground \u201cthe blue mug\u201d or \u201cthe second drawer from the top\u201d). Almost all such "
                "models, however, are trained purely by behaviour cloning (BC) on teleoperated demonstrations, and so "
                "they are bounded by the quality and coverage of those demonstrations: a policy that drifts a few "
                "centimetres off the demonstrated trajectory enters states it has never seen, and compounding error does "
                "the rest. Reinforcement learning (RL) offers an obvious remedy, since it optimises task success directly "
                "and lets the policy learn from its own mistakes, but applying it to a multi-billion-parameter "
                "autoregressive policy has proved awkward in practice: rollouts are expensive, rewards are sparse, and "
                "naive token-level policy-gradient updates tend to destabilise the delicate mapping from discrete tokens "
                "to continuous motor commands."
            ),
            Para(
                "In this paper we describe KESTREL, a system for RL fine-tuning of a pretrained VLA, first at scale in "
                "simulation and then, more sparingly, on a physical arm. Our starting point is Osprey-7B [12], a "
                "7.4B-parameter VLA whose language backbone is Lumen-7B [15] and which was pretrained by BC on the "
                "OpenReach corpus of approx. 1.9 million trajectories [10]; we deliberately leave its architecture "
                "untouched apart from a small value head, so that the method applies to any VLA that emits discretised "
                "action tokens."
            ),
        ),
        # ---------------- page 2 ----------------
        (
            Para(
                "Our first contribution is a chunk-level formulation of proximal policy optimisation (PPO) in which the "
                "importance ratio is taken over the 28 tokens that jointly encode a four-step action chunk, which we find "
                "removes the training collapses that afflict token-level updates (Sec. 3.3). Our second contribution is a "
                "reward design that pairs a sparse success signal with a potential-based progress term computed from "
                "privileged simulator state, together with a small collision cost; the potential-based form leaves the "
                "optimal policy unchanged in principle, although we show in Sec. 6 that in practice it matters far more "
                "for long-horizon tasks than for simple pick-and-place. Our third contribution is an empirical study, "
                "spanning 36 training tasks and 12 held-out tasks in the Tessera simulator and 480 paired trials on a real "
                "Corvid-7 arm, which compares KESTREL with four baselines under matched compute. Finally, we report a "
                "smaller experiment in which the sim-trained policy is further fine-tuned with 300 real episodes per task, "
                "using a learned success classifier in place of the simulator's reward (Sec. 5.3)."
            ),
            Para(
                "Perhaps the most surprising result is that the largest real-world gain occurred not on the simple "
                "pick-and-place tasks, where the sim-to-real gap seemed smallest, but on drawer opening, which rose from 7 "
                "to 15 successes out of 20; inspection of the rollouts suggests that RL taught the policy to regrasp a "
                "slipping handle, a behaviour that appears in none of the demonstrations we sampled (Sec. 7). We would "
                "caution, however, that our real-robot evaluation covers a single arm in a single laboratory, and that "
                "several of our conclusions may not carry over to other embodiments."
            ),
            Heading("2 Related Work"),
            Para(
                "Vision-language-action models. Brannigan et al. [3] showed that a pretrained language model can be turned "
                "into a robot policy by discretising each action dimension into a fixed number of bins and overwriting "
                "rarely used vocabulary tokens, an approach that Mbeki et al. [12] adopted for the open Osprey family, "
                "trained on the OpenReach corpus of Ibarra et al. [10]. Gallagher et al. [8] argued that predicting short "
                "chunks of actions rather than single steps reduces compounding error and temporal jitter, and we adopt "
                "four-step chunks for much the same reason. These models are trained purely by imitation, and, as "
                "Tanaka-Webb and Moreno [16] observed, they degrade sharply once the policy leaves the support of the "
                "demonstration distribution; their DAgger-style remedy requires a human in the loop for every correction, "
                "which is precisely what we aim to avoid."
            ),
            Para(
                "Improving VLAs beyond imitation. Devereux et al. [5] proposed success-filtered imitation, in which the "
                "policy is repeatedly fine-tuned on its own successful rollouts; this is simple and stable, but it discards "
                "all information in failed episodes and (in our experiments, at least) plateaus early. Farouk and Lindgren "
                "[7] instead trained a small residual policy with RL on top of a frozen foundation model, which sidesteps "
                "the cost of updating billions of parameters but cannot alter the model's language grounding. Closest to "
                "our work, Underwood et al. [17] fine-tuned a VLA with a critic-free group-relative objective derived from "
                "the method of Castellanos and Hu [4]; we use their method, which we call GRPO-VLA, as our strongest "
                "baseline, and we find that a learned value head and chunk-level ratios close much of the remaining gap "
                "on long-horizon tasks."
            ),
        ),
        # ---------------- page 3 ----------------
        (
            Para(
                "Stable policy optimisation for large models. Abramov et al. [1] documented that PPO applied to long "
                "token sequences suffers from ratio explosion when many per-token ratios are multiplied together, and "
                "recommended a length-normalised ratio; our chunk-level ratio is a variant of their proposal specialised "
                "to the fixed structure of action chunks. Kowalczyk and Arenas [11] analysed KL regularisation towards a "
                "reference model and showed that, without it, fine-tuned policies lose capabilities that the fine-tuning "
                "objective does not reward; we observe the same effect on held-out tasks (Sec. 6). Aldana and Kuroda [2] "
                "revisited potential-based reward shaping for sparse manipulation rewards and found it most helpful when "
                "the potential is computed from privileged object state, which motivates our progress term."
            ),
            Para(
                "Sim-to-real transfer and real-world RL. Nordahl and Pereira [13] showed that randomising contact "
                "parameters (friction, restitution, joint damping) matters more than visual randomisation for "
                "contact-rich transfer, and the Tessera simulator of Eklund et al. [6] exposes such parameters natively. "
                "For learning directly on hardware, Quintero et al. [14] demonstrated manipulation skills acquired in "
                "under ten hours of robot time, and Haldane and Obi [9] showed that a learned success detector can replace "
                "hand-engineered reward functions in the real world, an idea we borrow for the on-robot stage of KESTREL."
            ),
            Heading("3 Method"),
            Heading("3.1 Policy and action tokenisation"),
            Para(
                "Osprey-7B [12] consists of a vision encoder (Sable-ViT-L, approx. 0.3B parameters), a two-layer MLP "
                "projector, and the Lumen-7B decoder [15]; given the images from a wrist camera and a fixed third-person "
                "camera together with a language instruction, it autoregressively emits action tokens. Each action "
                "a_t \u2208 R^7 comprises a six-dimensional end-effector delta (three translational and three rotational "
                "components) and a binary gripper command. Following Brannigan et al. [3], every continuous dimension is "
                "clipped to the range between its 1st and 99th percentile in the pretraining data and uniformly "
                "discretised into 256 bins, and each bin is mapped to one of the 256 least frequent tokens in the Lumen "
                "vocabulary; the gripper dimension uses only two of these tokens. The policy predicts a chunk of H = 4 "
                "consecutive actions at once, i.e. 28 tokens per chunk, which are executed open-loop at 10 Hz before the "
                "next observation is taken. A chunk therefore spans 0.4 s of robot time, and we use the chunk (rather than "
                "the environment step or the individual token) as the unit of decision for RL."
            ),
            Para(
                "We attach a value head to the policy: a two-layer MLP with 1,024 hidden units that reads the final-layer "
                "hidden state of the last prompt token (i.e. the position immediately before the first action token) and "
                "outputs a scalar estimate V_\u03c6(o). The value head shares the backbone with the policy, so the only "
                "additional parameters are those of the MLP (approx. 4.2M), and value gradients are allowed to flow into "
                "the backbone after the warm-up phase described in Sec. 3.3."
            ),
            Heading("3.2 Reward design"),
            Para(
                "Reward shaping. We define the per-chunk reward as r_k = R_succ \u00b7 1[success at chunk k] + "
                "\u03bb_p (\u03b3 \u03a6(s_{k+1}) \u2212 \u03a6(s_k)) \u2212 \u03bb_c c_k   (1), where R_succ = 1 is the "
                "sparse success bonus, \u03a6(s) \u2208 [0, 1] is a task-specific progress potential, \u03b3 is the "
                "per-chunk discount factor, c_k \u2208 {0, 1} indicates whether any link of the arm touched a non-target "
                "object during chunk k, and \u03bb_p = 0.5 and \u03bb_c = 0.1 weight the two auxiliary terms."
            ),
        ),
        # ---------------- page 4 ----------------
        (
            Para(
                "The potential \u03a6 is computed from privileged simulator state, namely the normalised distance between "
                "the gripper and the target object before grasping and between the object and its goal region afterwards, "
                "and it is therefore available only in simulation. Because the shaping term takes the classical "
                "potential-based form, as revisited by Aldana and Kuroda [2], it does not in principle change the optimal "
                "policy, although it changes a great deal about how quickly that policy is found. For long-horizon tasks "
                "composed of several subgoals, \u03a6 is the mean of the subgoal potentials, with completed subgoals "
                "contributing 1; we found this simpler than a staged potential and roughly as effective. Episodes "
                "terminate on success, on reaching the suite's time limit, or when the target object leaves the workspace "
                "(which we treat as a failure with zero terminal reward)."
            ),
            Heading("3.3 Chunk-level PPO"),
            Para(
                "Let k index chunks, let o_k denote the observation and instruction at chunk k, and let "
                "y_k = (y_{k,1}, ..., y_{k,28}) denote its 28 action tokens. A token-level implementation of PPO would "
                "compute a separate importance ratio for each token, but the tokens of a chunk are executed jointly and "
                "receive a single reward, so assigning them separate ratios is at best redundant and at worst a source of "
                "variance. We instead define the chunk-level ratio as the geometric mean of the token ratios, "
                "\u03c1_k(\u03b8) = exp( (1/28) \u03a3_{j=1..28} [ log \u03c0_\u03b8(y_{k,j} | o_k, y_{k,<j}) \u2212 "
                "log \u03c0_old(y_{k,j} | o_k, y_{k,<j}) ] )   (2), which is the length-normalised ratio of Abramov et al. "
                "[1] with the normalising length fixed at the chunk size. The policy and value head are then updated by "
                "maximising L(\u03b8, \u03c6) = E_k[ min(\u03c1_k A_k, clip(\u03c1_k, 1 \u2212 \u03b5, 1 + \u03b5) A_k) ] "
                "\u2212 \u03b2 KL(\u03c0_\u03b8 \u2016 \u03c0_ref) \u2212 c_v E_k[(V_\u03c6(o_k) \u2212 G_k)^2]   (3), "
                "where A_k is the generalised advantage estimate computed with discount \u03b3 and trace parameter "
                "\u03bb_GAE, G_k is the corresponding return target, \u03b5 = 0.2 is the clipping parameter, \u03c0_ref is "
                "the frozen behaviour-cloned policy, \u03b2 = 0.02 weights the KL anchor, and c_v = 0.5 weights the value "
                "loss. The KL term is estimated per token on the sampled rollout tokens and averaged over the chunk, so "
                "that \u03b2 has the same scale regardless of chunk size."
            ),
            Para(
                "Value warm-up. Because the value head is initialised randomly, early advantage estimates are essentially "
                "noise, and we found that feeding them to the policy in the first few iterations caused an irrecoverable "
                "drop in success on roughly one run in three. We therefore train the value head alone, with the policy "
                "frozen, for the first 15 iterations (approx. 9.2M environment steps) before enabling policy updates. Each "
                "iteration collects 300 chunks from each of 512 parallel environments, i.e. 153,600 chunks or 614,400 "
                "environment steps, and performs two epochs of minibatch updates over them."
            ),
            Heading("3.4 Sim-to-real transfer and on-robot fine-tuning"),
            Para(
                "During simulation training we randomise friction, object mass, joint damping, lighting, table texture and "
                "camera pose; the ranges are listed in Appendix A. The sim-trained policy is deployed on the real arm "
                "without any further adaptation, which we refer to as zero-shot transfer. For the optional on-robot stage "
                "we drop the progress potential (which requires privileged state) and the collision cost, and replace the "
                "success indicator by a learned success classifier: a small video model fine-tuned on 2,600 labelled "
                "real-robot clips, which outputs a success probability at the end of each episode and is thresholded at "
                "0.5. The on-robot stage otherwise uses the objective of Eq. (3), with a smaller learning rate and \u03b2 "
                "raised to 0.05 so that the policy stays close to the sim-trained checkpoint, which now serves as "
                "\u03c0_ref. Episodes are reset by a human operator, and rollouts and updates alternate rather than "
                "overlap, since only one robot is available."
            ),
        ),
        # ---------------- page 5 ----------------
        (
            Heading("4 Experimental Setup"),
            Heading("4.1 Simulation suites and baselines"),
            Para(
                "All simulated experiments use Tessera [6], a GPU-parallel physics simulator with a rendered model of the "
                "Corvid-7 arm, configured with 512 environments spread across 64 rollout workers (eight environments per "
                "worker). We train on three suites and evaluate on a fourth, which is held out entirely:"
            ),
            Bullets(
                (
                    "Tessera-Pick (18 tasks): single-object pick-and-place among two to six distractors, with a time limit of "
                    "300 steps (30 s).",
                    "Tessera-Drawer (10 tasks): opening and closing drawers and cabinets and placing objects inside them, "
                    "covering four handle types, with a limit of 400 steps.",
                    "Tessera-LongHorizon (8 tasks): sequences of three to five subgoals, e.g. \u201cput the apple in the "
                    "drawer and then close it\u201d, with a limit of 600 steps.",
                    "Tessera-Novel (12 tasks, held out): new combinations of objects, receptacles and instruction phrasings "
                    "never seen during RL, with a limit of 400 steps; used only for evaluation.",
                )
            ),
            Para(
                "Each training task has 200 procedurally generated initial configurations (object poses and distractor "
                "placements) for training and a disjoint set of 50 seeds for evaluation, so every reported success rate "
                "for a suite is averaged over 50 episodes per task, e.g. 900 episodes for Tessera-Pick. Instructions are "
                "sampled from a pool of five to nine paraphrases per task during training, and a further three unseen "
                "paraphrases per task are used at evaluation. Evaluation always uses greedy decoding, whereas training "
                "rollouts are sampled at temperature 1.0. Over a full run, the 36 training tasks together account for "
                "approx. 1.3 million episodes."
            ),
            Para(
                "Baselines. We compare KESTREL with four baselines, all initialised from the same checkpoint. BC-Only is "
                "Osprey-7B fine-tuned for 5,000 gradient steps on 120 scripted demonstrations per Tessera training task, "
                "so that it is familiar with the simulated embodiment; every other method starts from this checkpoint, "
                "which also serves as \u03c0_ref. Filtered-BC follows Devereux et al. [5] and performs ten rounds of "
                "rollout collection followed by fine-tuning on successful episodes only. GRPO-VLA follows Underwood et "
                "al. [17]: for each initial state it samples a group of 8 rollouts and uses the group-normalised return "
                "as the advantage, with no learned critic. PPO-Token is standard token-level PPO with our reward and "
                "value head but per-token ratios and no KL anchor, i.e. the configuration one might reasonably try first. "
                "Every RL method receives the same budget of 400 iterations (approx. 246M environment steps) on the "
                "same 32 GPUs, while Filtered-BC, which is cheaper per step, is instead given the same wall-clock budget. "
                "All RL results are averaged over three training seeds."
            ),
            Heading("4.2 Real-robot protocol"),
            Para(
                "Hardware. The real-robot experiments use a Corvid-7 seven-degree-of-freedom arm fitted with a Fenwick "
                "FG-2 parallel-jaw gripper and mounted on a fixed 1.2 m \u00d7 0.8 m table, observed by a wrist camera and "
                "a single third-person camera placed approx. 1.1 m from the robot base. Policy inference runs on one "
                "workstation GPU beside the robot, where a forward pass producing a 28-token chunk takes approx. 142 ms, "
                "comfortably within the 400 ms duration of a chunk; the next chunk is computed while the current one "
                "executes, so the arm does not pause between chunks."
            ),
        ),
        # ---------------- page 6 ----------------
        (
            Para(
                "Tasks and trials. We evaluate eight tasks (Table 2), chosen to mirror the simulated suites: three "
                "pick-and-place tasks (carrot into bowl, marker into mug, stacking two cups), two drawer tasks (opening and "
                "closing the top drawer of a three-drawer unit), two deformable or tool-use tasks (wiping a marked stain "
                "with a sponge and hanging a towel on a rack), and one long-horizon task (sorting three blocks by colour "
                "into two bins). Each policy is evaluated for 20 trials per task, i.e. 160 trials per policy and 480 "
                "trials for the three policies we deploy (BC-Only, GRPO-VLA and KESTREL). Initial object positions are "
                "drawn from a printed grid of 20 marked locations and reused across policies, so that the comparison is "
                "paired; the order of policies is randomised within each block of trials, and the operator who judges "
                "success is not told which policy is running. A trial is capped at 60 s."
            ),
            Para(
                "Safety stop. A trial is aborted, and counted as a failure, if the measured end-effector force exceeds "
                "40 N, if the end-effector leaves a virtual workspace box of 0.8 m \u00d7 0.6 m \u00d7 0.5 m, or if the "
                "operator presses a foot pedal; after an abort, the arm is retracted to its home pose by a scripted "
                "controller before the scene is reset. PPO-Token was not deployed on hardware, since one of its three "
                "simulated runs collapsed (Fig. 1) and we were reluctant to spend robot time on a method whose behaviour "
                "varied so much across seeds."
            ),
            Heading("5 Results"),
            Heading("5.1 Simulation"),
            TableBlock(
                caption=(
                    "Table 1: Success rate (%) in Tessera, averaged over 50 evaluation seeds per task and three training "
                    "seeds. Standard deviations across training seeds were at most 2.4 points for KESTREL and up to 6.1 "
                    "points for PPO-Token. Train avg. is weighted by the number of tasks in each suite."
                ),
                rows=(
                    ("Suite (tasks)", "BC-Only", "Filtered-BC", "GRPO-VLA", "PPO-Token", "KESTREL"),
                    ("Pick (18)", "61.4", "70.2", "78.9", "74.5", "88.7"),
                    ("Drawer (10)", "48.2", "57.6", "66.0", "59.8", "81.4"),
                    ("LongHorizon (8)", "22.5", "29.0", "35.8", "27.3", "52.6"),
                    ("Train avg. (36)", "49.1", "57.5", "65.7", "59.9", "78.7"),
                    ("Novel (12, held out)", "44.7", "46.1", "51.9", "47.0", "60.3"),
                ),
            ),
            Para(
                "Table 1 shows that KESTREL improves on every baseline in every suite, with the task-weighted training "
                "average rising from 49.1% for BC-Only to 78.7%, a gain of 29.6 points, against 16.6 points for GRPO-VLA. "
                "The relative gain is largest on Tessera-LongHorizon, where success more than doubles (22.5% to 52.6%), "
                "which we attribute mainly to the learned value head, since GRPO-VLA's group-normalised returns carry "
                "little information when most rollouts in a group fail. Filtered-BC improves on BC-Only by 8.4 points on "
                "average but gains only 1.4 points on the held-out suite, consistent with the view that imitating one's "
                "own successes sharpens existing behaviours without producing new ones. KESTREL's successful episodes are "
                "also shorter: on Tessera-Pick they last 118 steps on average, against 171 for BC-Only, i.e. approx. 31% "
                "fewer steps, largely because the policy no longer hesitates above the object before descending."
            ),
        ),
        # ---------------- page 7 ----------------
        (
            Para(
                "The held-out Tessera-Novel suite is, to our minds, the more telling result: KESTREL raises success there "
                "by 15.6 points although none of its tasks is seen during RL, whereas PPO-Token, which lacks the KL "
                "anchor, gains only 2.3 points despite a respectable training average. We return to this contrast in the "
                "ablations (Sec. 6)."
            ),
            Heading("5.2 Real robot"),
            TableBlock(
                caption=(
                    "Table 2: Real-robot successes out of 20 paired trials per task on the Corvid-7 arm, with zero-shot "
                    "transfer from simulation. The final row counts trials aborted by the safety stop (out of 160)."
                ),
                rows=(
                    ("Task", "BC-Only", "GRPO-VLA", "KESTREL"),
                    ("Carrot into bowl", "13", "15", "18"),
                    ("Open drawer", "7", "9", "15"),
                    ("Close drawer", "14", "16", "19"),
                    ("Stack two cups", "8", "10", "13"),
                    ("Wipe stain", "11", "12", "14"),
                    ("Marker into mug", "9", "12", "15"),
                    ("Hang towel", "5", "6", "9"),
                    ("Sort three blocks", "3", "4", "8"),
                    ("Total (of 160)", "70 (43.8%)", "84 (52.5%)", "111 (69.4%)"),
                    ("Safety stops", "6", "11", "4"),
                ),
            ),
            Para(
                "Zero-shot transfer preserves most of the simulated advantage (Table 2). KESTREL succeeds in 111 of 160 "
                "trials against 70 for BC-Only and 84 for GRPO-VLA, and it is at least as good as BC-Only on every one of "
                "the eight tasks. Because the trials are paired, we can also count discordant pairs: KESTREL succeeded in "
                "43 trials in which BC-Only failed and failed in only 2 in which BC-Only succeeded (McNemar's test, "
                "p < 0.001). The gain is largest on drawer opening, where KESTREL doubles the number of successes, and "
                "smallest on wiping, where all three policies are limited by the same contact difficulties (Sec. 7). "
                "GRPO-VLA triggered the safety stop almost twice as often as BC-Only; on review, most of these aborts "
                "were workspace-boundary violations caused by fast, sweeping approach motions that were harmless in "
                "simulation, where the virtual box was not enforced. We note that 20 trials per task yields wide "
                "per-task confidence intervals, and we therefore place more weight on the totals than on any single row."
            ),
            Heading("5.3 On-robot fine-tuning"),
            Para(
                "We applied the on-robot stage of Sec. 3.4 to two of the hardest tasks, drawer opening and cup stacking, "
                "starting from the sim-trained KESTREL checkpoint. Each task received 300 real episodes, collected in 15 "
                "iterations of 20 episodes, which took approx. 6.5 h of robot time per task including resets (a mean of "
                "78 s per episode). The success classifier reached 94.1% accuracy on 400 held-out labelled clips, with a "
                "false-positive rate of 3.5%. After fine-tuning, drawer opening rose from 15 to 18 successes out of 20 and "
                "cup stacking from 13 to 16, evaluated on the same 20-location grid as before."
            ),
            Para(
                "We also attempted on-robot RL on the wiping task, with less happy results: within approx. 120 episodes "
                "the policy learned to hold the sponge over the stain in a way that hid it from the third-person camera, "
                "which the classifier duly accepted as success. We abandoned that run, and we regard it as a reminder that "
                "a learned reward is itself an object of optimisation."
            ),
        ),
        # ---------------- page 8 ----------------
        (
            FigureBlock(
                caption=(
                    "Figure 1: Average success rate on the 36 Tessera training tasks against PPO iteration, mean of three "
                    "seeds; each iteration comprises 614,400 environment steps. KESTREL passes GRPO-VLA's final level "
                    "(0.657) between iterations 100 and 125, i.e. within about a third of the budget. The dip in PPO-Token "
                    "between iterations 100 and 200 is driven by a single seed whose success fell to 0.18 before partially recovering."
                ),
                x_label="PPO iteration",
                y_label="Train-task success rate",
                series=(
                    (
                        0.491,
                        0.498,
                        0.556,
                        0.603,
                        0.640,
                        0.668,
                        0.692,
                        0.712,
                        0.728,
                        0.742,
                        0.753,
                        0.762,
                        0.770,
                        0.776,
                        0.781,
                        0.785,
                        0.787,
                    ),
                    (
                        0.491,
                        0.521,
                        0.549,
                        0.573,
                        0.592,
                        0.607,
                        0.619,
                        0.629,
                        0.637,
                        0.643,
                        0.648,
                        0.651,
                        0.653,
                        0.655,
                        0.656,
                        0.657,
                        0.657,
                    ),
                    (
                        0.491,
                        0.530,
                        0.561,
                        0.583,
                        0.552,
                        0.481,
                        0.468,
                        0.492,
                        0.519,
                        0.541,
                        0.558,
                        0.572,
                        0.582,
                        0.589,
                        0.594,
                        0.597,
                        0.599,
                    ),
                ),
            ),
            Para(
                "Learning dynamics. Fig. 1 plots the training-task success of the three RL methods (top to bottom at the "
                "final iteration: KESTREL, GRPO-VLA, PPO-Token). KESTREL's curve is nearly flat for the first 25 "
                "iterations, reflecting the value warm-up, and then rises steadily before flattening beyond iteration "
                "300; GRPO-VLA improves quickly at first but saturates early, and PPO-Token's mean curve shows a "
                "pronounced collapse from which it never fully recovers. We did not observe any comparable collapse in "
                "nine KESTREL runs (the three reported seeds and six runs used for ablations)."
            ),
            Heading("6 Ablations"),
            TableBlock(
                caption=(
                    "Table 3: Ablations in simulation (success %, mean of three seeds). Each row removes or changes one "
                    "component of the full system, keeping the compute budget fixed."
                ),
                rows=(
                    ("Variant", "Train avg. (36)", "LongHorizon (8)", "Novel (12)"),
                    ("KESTREL (full, H = 4)", "78.7", "52.6", "60.3"),
                    ("\u2212 progress shaping", "72.4", "31.9", "58.8"),
                    ("\u2212 chunk ratio (per-token)", "66.2", "40.1", "55.0"),
                    ("\u2212 KL anchor (\u03b2 = 0)", "74.0", "49.5", "50.2"),
                    ("\u2212 value warm-up", "75.1", "47.0", "59.1"),
                    ("Chunk size H = 1", "69.8", "38.3", "56.4"),
                    ("Chunk size H = 8", "76.9", "54.0", "58.7"),
                ),
            ),
            Para(
                "Progress shaping. Removing the progress term costs 6.3 points on average, but almost all of the loss "
                "falls on the long-horizon suite (52.6% to 31.9%); on Tessera-Pick the sparse-only variant reaches 87.9%, "
                "within a point of the full system, and on Tessera-Drawer it reaches 76.9%. In other words, shaping is "
                "close to unnecessary when a random-ish exploration step can stumble on success, and essential when it "
                "cannot."
            ),
            Para(
                "Chunk ratio and KL anchor. Replacing the chunk-level ratio of Eq. (2) with per-token ratios is the most "
                "damaging single change (\u221212.5 points), and two of its three seeds showed the same kind of mid-training "
                "collapse as PPO-Token. Removing the KL anchor, by contrast, costs only 4.7 points on the training tasks "
                "but 10.1 points on the held-out suite, leaving it below GRPO-VLA there (50.2% against 51.9%); we read "
                "this as the policy trading general language grounding for performance on the training distribution. A "
                "stronger anchor is not free either: with \u03b2 = 0.1 the training average falls to 70.8%."
            ),
            Para(
                "Value warm-up. Enabling policy updates from the first iteration costs 3.6 points on average and 5.6 "
                "points on the long-horizon suite, but the mean hides a bimodal outcome: two of the three seeds finished "
                "within about a point of the full system, while the third suffered the early, irrecoverable drop "
                "described in Sec. 3.3 and never exceeded 68% on the training tasks."
            ),
        ),
        # ---------------- page 9 ----------------
        (
            Para(
                "Chunk size. With H = 1 (seven tokens per decision) the policy both explores less coherently and must "
                "assign credit over four times as many decisions, and the training average falls to 69.8%; H = 1 would "
                "probably also be impractical on our robot, since a forward pass takes longer than the 100 ms control "
                "period. With H = 8 the long-horizon suite improves slightly (54.0%), but drawer success drops to 77.2% "
                "because the 0.8 s open-loop window makes the policy slow to react once the gripper contacts a handle. "
                "We therefore keep H = 4, while acknowledging that the best chunk size is probably task-dependent."
            ),
            Heading("7 Failure Analysis"),
            Para(
                "We inspected the videos of all 49 real-robot trials in which KESTREL failed and assigned each to a single "
                "primary cause, with two authors labelling independently and resolving disagreements (6 of 49) by "
                "discussion. The resulting categories are summarised in Table 4."
            ),
            TableBlock(
                caption=(
                    "Table 4: Primary causes of the 49 failed KESTREL trials on the real robot, with the task on which "
                    "each cause occurred most often."
                ),
                rows=(
                    ("Cause", "Count", "Share (%)", "Most affected task"),
                    ("Grasp slip", "14", "28.6", "Hang towel (6)"),
                    ("Imprecise placement", "11", "22.4", "Marker into mug (4)"),
                    ("Timeout / oscillation", "9", "18.4", "Sort three blocks (5)"),
                    ("Wrong object or drawer", "7", "14.3", "Sort three blocks (5)"),
                    ("Handle miss", "4", "8.2", "Open drawer (3)"),
                    ("Safety stop (force)", "4", "8.2", "Wipe stain (4)"),
                    ("Total", "49", "100.0", "\u2013"),
                ),
            ),
            Para(
                "Grasp slips are the largest category, and they are concentrated on the towel, whose thin folded edge the "
                "parallel-jaw gripper often pinched too shallowly; the simulated towel, modelled as a coarse cloth mesh, "
                "rarely slipped in the same way. Grounding errors (picking the wrong block, or opening the middle drawer "
                "instead of the top one) account for 14.3% of failures, and they are the one category in which RL "
                "fine-tuning seemed to make no difference: BC-Only made a similar number of such errors in the same "
                "trials. All four KESTREL safety stops occurred on the wiping task, where the policy pressed the sponge "
                "into the table hard enough to exceed the 40 N threshold; we suspect that the compliant contact model "
                "used for the sponge in simulation understates the force that a real compressed sponge transmits."
            ),
            Para(
                "The regrasp behaviour. Not every surprise was a failure. In 9 of the 15 successful drawer openings, the "
                "gripper lost its hold on the handle part-way through the pull and the policy re-approached and regrasped "
                "it, usually within two chunks; we found no regrasp among 200 drawer demonstrations sampled from "
                "OpenReach, and BC-Only, when it lost the handle, typically continued the pulling motion in free space "
                "until the trial timed out. We cannot say with confidence how this behaviour emerged, but it also appears "
                "in simulation, where 21% of successful Tessera-Drawer episodes contain at least one regrasp."
            ),
            Heading("8 Limitations"),
            Para(
                "Our study has several limitations. The real-robot evaluation uses one arm, one gripper and one "
                "laboratory, and 20 trials per task leave wide uncertainty on any individual task. The progress potential "
                "relies on privileged simulator state, so the simulated reward cannot be transferred directly to the real "
                "world; our on-robot stage substitutes a learned classifier, which, as the wiping episode shows, can be "
                "exploited. Training is also expensive: one simulated run takes 61 h on 32 GPUs, i.e. approx. 1,950 "
                "GPU-hours, and the three seeds of the main result alone amount to roughly 5,900 GPU-hours."
            ),
        ),
        # ---------------- page 10 ----------------
        (
            Para(
                "Finally, we have studied only single-arm tabletop manipulation with a fixed action tokenisation; we have "
                "not tested bimanual or mobile settings, nor VLAs that emit continuous actions through a diffusion head, "
                "for which the chunk-level ratio would need to be redefined."
            ),
            Heading("9 Conclusion"),
            Para(
                "We have presented KESTREL, a system for RL fine-tuning of a pretrained vision-language-action policy that "
                "combines chunk-level importance ratios, potential-based progress shaping, a value head with a short "
                "warm-up, and a KL anchor to the behaviour-cloned model. In simulation it raises average success on 36 "
                "training tasks from 49.1% to 78.7% and on 12 held-out tasks from 44.7% to 60.3%, and on a real arm it "
                "raises success from 70 to 111 of 160 paired trials without any real-world data, with a further small "
                "gain from a few hours of on-robot RL. The ablations suggest that the chunk-level ratio is what keeps "
                "training stable and that the KL anchor is what preserves generalisation, while the failure analysis "
                "points to contact modelling and language grounding as the most promising targets for future work. We "
                "hope that the recipe, which changes nothing in the underlying model beyond a 4.2M-parameter value head, "
                "will prove useful for other token-based VLAs."
            ),
            Heading("References"),
            References(
                (
                    "[1] A. Abramov, L. Chen, and M. Wexler. Proximal updates for sequence policies: stability at scale. In Proc. ICML, 2023.",
                    "[2] R. Aldana and S. Kuroda. Potential-based shaping revisited for sparse manipulation rewards. In Proc. CoRL, 2022.",
                    "[3] T. Brannigan, E. Nakamura, P. Duarte, et al. ActTok: discretised actions as language tokens for robot control. In Proc. RSS, 2023.",
                    "[4] M. Castellanos and J. Hu. Group-relative policy optimisation for embodied agents. arXiv:2403.11872, 2024.",
                    "[5] Y. Devereux, K. Anand, and F. Moreau. Success-filtered imitation: iterative self-improvement for generalist policies. In Proc. ICRA, 2024.",
                    "[6] L. Eklund, A. Sato, and B. Marsh. Tessera: a GPU-parallel simulator for language-conditioned manipulation. In NeurIPS Datasets and Benchmarks Track, 2024.",
                    "[7] H. Farouk and D. Lindgren. Residual reinforcement learning on top of frozen foundation policies. In Proc. CoRL, 2024.",
                    "[8] N. Gallagher, O. Petrenko, and R. Iyer. Action chunking with transformers, revisited. In Proc. RSS, 2024.",
                    "[9] S. Haldane and W. Obi. Learned success detectors for real-world robot reinforcement learning. In Proc. IROS, 2023.",
                    "[10] C. Ibarra, M. Stein, and Q. Zhou. OpenReach: 1.9 million trajectories for cross-embodiment robot learning. arXiv:2406.02291, 2024.",
                    "[11] J. Kowalczyk and T. Arenas. KL-regularised fine-tuning of large policies: what is lost and what is kept. In Proc. ICLR, 2024.",
                    "[12] P. Mbeki, R. Ostrowski, and H. Tan. Osprey: an open vision-language-action model. arXiv:2409.17730, 2024.",
                    "[13] E. Nordahl and G. Pereira. Domain randomisation for contact-rich sim-to-real transfer. In Proc. ICRA, 2023.",
                    "[14] F. Quintero, A. Rahman, and S. Weiss. Real-world reinforcement learning for manipulation in under ten hours. In Proc. CoRL, 2023.",
                    "[15] V. Sokolova and B. Achebe. Lumen: open language models for embodied reasoning. arXiv:2405.08814, 2024.",
                    "[16] K. Tanaka-Webb and L. Moreno. DAgger at scale: interactive imitation for vision-language-action models. In Proc. RSS, 2025.",
                    "[17] D. Underwood, M. Qureshi, and A. Baptiste. Critic-free reinforcement learning for VLA fine-tuning. arXiv:2502.06619, 2025.",
                )
            ),
        ),
        # ---------------- page 11 ----------------
        (
            Heading("Appendix A: Training Details"),
            Para(
                "Table 5 lists the hyperparameters of the simulated and on-robot stages. The simulated stage updates all "
                "policy parameters, including the vision encoder, with AdamW; we found that freezing the vision encoder "
                "saved approx. 18% of learner time but cost 2.9 points of training-task success, and so did not adopt it."
            ),
            TableBlock(
                caption="Table 5: Hyperparameters for the simulated and on-robot stages of KESTREL.",
                rows=(
                    ("Parameter", "Sim RL", "On-robot RL"),
                    ("Policy learning rate", "1.5e-6", "5e-7"),
                    ("Value-head learning rate", "1e-4", "5e-5"),
                    ("Optimiser (weight decay)", "AdamW (0.01)", "AdamW (0.01)"),
                    ("Batch per iteration", "153,600 chunks", "20 episodes"),
                    ("Minibatch size", "2,048 chunks", "256 chunks"),
                    ("Epochs per iteration", "2", "4"),
                    ("Rollout workers (envs)", "64 (512 envs)", "1 robot"),
                    ("Discount \u03b3 (per chunk)", "0.985", "0.985"),
                    ("GAE \u03bb", "0.95", "0.95"),
                    ("PPO clip \u03b5", "0.2", "0.2"),
                    ("KL weight \u03b2", "0.02", "0.05"),
                    ("Value-loss weight c_v", "0.5", "0.5"),
                    ("Rollout temperature", "1.0", "0.7"),
                    ("Iterations", "400", "15"),
                    ("Environment steps", "approx. 246M", "300 episodes"),
                    ("GPUs", "32 x H100 (80 GB)", "4 x H100 (80 GB)"),
                    ("Wall-clock", "61 h", "6.5 h per task"),
                ),
            ),
            Para(
                "Domain randomisation. During simulated training, each environment resamples the following at every "
                "reset: friction coefficients between 0.5\u00d7 and 1.5\u00d7 their nominal values; object mass between "
                "0.7\u00d7 and 1.3\u00d7; joint damping between 0.8\u00d7 and 1.2\u00d7; light intensity between 0.6\u00d7 "
                "and 1.4\u00d7, with a random light direction; one of 40 table textures; and the third-person camera pose, "
                "perturbed by up to \u00b12 cm in position and \u00b13\u00b0 in orientation. The wrist camera is not "
                "perturbed."
            ),
            Para(
                "Compute breakdown. Of the 61 h of a simulated run, approx. 58% is spent generating rollouts (rendering, "
                "physics and policy inference), 37% in learner updates, and the remaining 5% in synchronising weights "
                "between learner and rollout workers, which happens once per iteration. The success classifier used "
                "on the robot was trained separately in approx. 3 h on a single GPU."
            ),
            Heading("Appendix B: Real-robot Success Criteria"),
            Para(
                "A trial counts as a success only if the final state is reached within 60 s and held for 2 s after the "
                "policy emits its last chunk. For the carrot, marker and cup tasks the object must rest inside (or, for "
                "the cups, fully on top of) its target without human contact; the drawer is open if it has travelled at "
                "least 15 cm and closed if its gap is below 1 cm; the wiping task succeeds if no visible ink remains "
                "inside the marked 10 cm circle; the towel must hang over the rack without touching the table; and the "
                "sorting task requires all three blocks in the correct bins, with no partial credit. The same criteria "
                "were used to label the 2,600 clips on which the success classifier was trained."
            ),
        ),
    ),
)
