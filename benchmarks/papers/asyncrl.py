"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 18); its questions are in benchmarks/questions/answers_fresh5_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="asyncrl.pdf",
    title="TANDEM: Overlapping Generation and Training with Staleness-Aware Importance Weighting for Asynchronous Reinforcement Learning of Reasoning Models",
    short_title="TANDEM: Staleness-Aware Asynchronous RL for LLM Reasoning",
    authors="Saoirse Kinnane (1), Bartholomew Ochieng (2), Yuki Matsudaira (1), Ilse Vandermeulen (3), Dario Ferrante (2)",
    affiliations="(1) Calloway Institute of Technology   (2) Meridian Systems Research   (3) University of Oostveld",
    stamp="arXiv:2510.21947v1  [cs.CL]  24 Oct 2025",
    abstract=(
        "Reinforcement learning for reasoning models alternates between generating long chains of thought and updating "
        "the policy on them. In the usual synchronous design every GPU waits for the slowest response of the batch before "
        "training can start, and the trainer sits idle while the next batch is generated. We present TANDEM, a training "
        "system that runs generation and training on disjoint GPU pools at the same time and corrects for the resulting "
        "off-policy data with staleness-aware importance weighting: every generated token carries the version of the "
        "policy that sampled it, and its contribution to the loss is scaled by a truncated importance ratio and a decay "
        "that shrinks geometrically with its version lag, while the PPO clip range narrows for staler tokens. A bounded "
        "staleness buffer discards rollouts that fall too far behind. On Qwen2.5-Math-7B trained on 41,600 math prompts, "
        "TANDEM finishes 1,200 steps 2.3 times faster than synchronous GRPO on the same 64 H100 GPUs and raises average "
        "training-GPU utilisation from 54% to 91%, while matching its accuracy (51.9 against 51.2 averaged over five "
        "benchmarks). The speedup grows with model size, from 1.8x at 1.5B to 2.6x at 32B parameters."
    ),
    pages=(
        (
            Heading("1 Introduction"),
            Para(
                "Reinforcement learning with verifiable rewards (RLVR) has become the main tool for teaching language models "
                "to reason through mathematics and code. Each training step samples a group of responses for every prompt, "
                "scores them with a rule-based checker and updates the policy with a group-normalised advantage [1]. The "
                "responses are long, often several thousand tokens, and their lengths vary wildly within a batch: in our "
                "7B runs the longest response of a batch is on average 5.8 times longer than the median one."
            ),
            Para(
                "Synchronous systems pay for this variance twice. During generation, the GPUs that finish their share early "
                "wait for the last long response, and during the update, the inference engines hold their memory but produce "
                "nothing. When we profiled synchronous GRPO on Qwen2.5-Math-7B, the training GPUs were busy for only 54% of "
                "the wall-clock time, and 38% of every step was spent waiting on the longest 5% of responses."
            ),
        ),
        (
            Para(
                "The obvious remedy is to decouple the two phases, letting inference workers generate continuously while a "
                "separate trainer consumes whatever rollouts are ready. Actor-learner architectures have done this for a "
                "decade in game-playing agents [3], and recent systems for language models overlap one step of generation "
                "with one step of training [5]. Decoupling, however, makes the data off-policy: a rollout that took twenty "
                "minutes to finish was sampled by a policy several updates older than the one being trained, and a long "
                "response may even be sampled by several different policies if weights are swapped while it is being "
                "generated. Ignoring this mismatch is cheap but, as we show, costs 2.5 points of average accuracy at 7B and "
                "makes training unstable at 32B."
            ),
            Para(
                "We present TANDEM, an asynchronous RL system whose correction for stale data is built around one quantity, "
                "the version lag of each token. Our contributions are the following."
            ),
            Bullets(
                (
                    "A fully overlapped design in which generation and training run on disjoint GPU pools, with "
                    "double-buffered weight updates that let inference engines switch to new weights between two decoding "
                    "iterations without draining in-flight sequences.",
                    "Staleness-aware importance weighting: each token carries a version tag, its behaviour log-probability is "
                    "corrected with a truncated importance ratio, its weight decays geometrically with its version lag, and "
                    "the PPO clip range shrinks as the lag grows.",
                    "A bounded staleness buffer with back-pressure, which caps the lag of any admitted rollout and discards "
                    "the few that exceed it.",
                    "Experiments on Qwen2.5-Math at 1.5B, 7B and 32B parameters showing a 1.8x to 2.6x reduction in "
                    "wall-clock time at equal accuracy, with ablations of every component and an analysis of where staleness "
                    "comes from.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Policy optimisation for language models. PPO [2] trains a policy with a clipped surrogate objective and a "
                "learned value function; GRPO [1] removes the value function and normalises rewards within a group of "
                "responses to the same prompt. Both are formulated on-policy, with the behaviour policy equal to the policy "
                "before the current update. Hilton et al. [10] decouple the proximal policy used for clipping from the "
                "behaviour policy that generated the data, which is the starting point of our objective."
            ),
            Para(
                "Off-policy correction. Importance sampling corrects for a mismatch between the behaviour and target "
                "policies but has unbounded variance. Retrace [4] and V-trace, introduced with IMPALA by Espeholt et al. [3], "
                "truncate the importance ratio to trade bias for variance. These methods treat all off-policy data alike; "
                "none of them uses how old a sample is as a separate signal, which is natural in our setting because the "
                "version lag is known exactly."
            ),
            Para(
                "Bounded staleness in distributed optimisation. Stale synchronous parallel training [13] lets workers "
                "compute gradients on parameters that are at most a fixed number of clock ticks old, and shows that "
                "convergence degrades gracefully with the bound. Our staleness buffer applies the same idea to rollouts "
                "rather than gradients: a rollout may be consumed only if the policy that generated it is at most a fixed "
                "number of versions behind the trainer."
            ),
        ),
        (
            Para(
                "Systems for RL on language models. HybridFlow [9] colocates generation and training on the same GPUs and "
                "switches between them, which keeps the algorithm on-policy but serialises the phases. Noukhovitch et al. [5] "
                "overlap generation of the next batch with training on the current one and find that one step of staleness "
                "is harmless for RLHF. AReaL [6] goes further with fully asynchronous generation and a decoupled PPO "
                "objective. TANDEM shares the asynchronous design of [6] and differs in how it treats staleness: it weights "
                "every token by its own lag rather than treating the whole response as equally stale, and it adapts the "
                "clip range to the lag. Our inference engines are built on vLLM [7] and our trainer on FSDP [8]."
            ),
            Heading("3 Method"),
            Heading("3.1 System overview"),
            Para(
                "TANDEM splits the GPUs of a job into a generation pool and a training pool. The generation pool runs "
                "several vLLM engines that pull prompts from a shared queue, sample G responses per prompt and push finished "
                "groups, together with the per-token log-probabilities of the sampling policy, into a rollout buffer. The "
                "training pool runs an FSDP trainer that repeatedly takes the next B prompt groups from the buffer, computes "
                "rewards and advantages, performs one optimiser step and publishes the new weights. The policy version v is "
                "an integer that the trainer increments after every optimiser step."
            ),
            Para(
                "Double-buffered weight updates. Each engine keeps a second, shadow copy of the weights. After an optimiser "
                "step the trainer broadcasts the new parameters with NCCL directly into the shadow copies while decoding "
                "continues on the active copy; when the transfer completes, each engine swaps the two copies between two "
                "decoding iterations. In-flight sequences are not aborted or restarted: they keep their KV cache and continue "
                "under the new weights. The broadcast takes 3.1 s for the 7B model and 0.9 s for the 1.5B model, and because "
                "it overlaps with decoding it adds no idle time to the generation pool."
            ),
            Para(
                "Token-level version tags. Because weights can change in the middle of a response, a single response may "
                "contain tokens sampled by two or three different policies. Each engine therefore records, for every sampled "
                "token t, the version v_t of the weights that produced it and the log-probability log mu_t of the token under "
                "those weights. When the trainer consumes the response at version v, the token-level staleness is"
            ),
            Para("d_t = v - v_t,     (1)"),
            Para(
                "so that tokens near the start of a long response are staler than tokens near its end. Treating the whole "
                "response as sampled by its oldest policy, as sequence-level schemes do, overstates the lag of most tokens."
            ),
            Para(
                "Scheduling prompts. Engines use continuous batching, so a finished response frees its slot immediately and "
                "the engine admits a new prompt group without waiting for the rest of its batch. A group is pushed to the "
                "buffer only when all G of its responses are complete; its version tags are therefore spread over the "
                "interval in which the group was generated, and the trainer sees the group as one unit."
            ),
        ),
        (
            Heading("3.2 Staleness-aware importance weighting"),
            Para(
                "Following the decoupled formulation of [10], we distinguish three policies: the behaviour policies mu that "
                "sampled the tokens, the proximal policy pi_old, which is the trainer's current weights at version v before "
                "the update, and the policy pi_theta being optimised. The trainer recomputes log pi_old for every token in a "
                "forward pass, so the correction between behaviour and proximal policy uses the exact recorded values. The "
                "per-token behaviour weight is"
            ),
            Para("w_t = lambda^(d_t) * min( pi_old(y_t) / mu_t(y_t), c ),     (2)"),
            Para(
                "where c is a truncation level on the importance ratio and lambda in (0, 1] is a staleness decay. The "
                "truncation bounds the variance contributed by tokens that the current policy finds far more likely than the "
                "behaviour policy did; the decay encodes the prior that stale tokens carry less information about the current "
                "policy's advantage landscape, even when their ratio is close to one. We use c = 2.0 and lambda = 0.85, so a "
                "token with a lag of four versions receives about half the weight of a fresh one before normalisation. The "
                "weights are self-normalised: we divide them by their mean over all tokens in the batch, so that staleness "
                "changes the relative contribution of tokens but not the effective learning rate."
            ),
            Heading("3.3 Staleness-adaptive clipping"),
            Para(
                "The importance weight corrects the distribution of the data, but the PPO trust region around pi_old still "
                "decides how far a single update may move on each token. For stale tokens the advantage estimate is less "
                "reliable, and we found that a fixed trust region lets the policy move too far on them. TANDEM therefore "
                "shrinks the clip range with the token's lag:"
            ),
            Para("epsilon_t = epsilon_0 / (1 + kappa * d_t),     (3)"),
            Para(
                "with base clip range epsilon_0 = 0.2 and slope kappa = 0.25, so that a token with a lag of four versions is "
                "clipped at 0.1. Writing r_t = pi_theta(y_t) / pi_old(y_t) and A_t for the group-normalised advantage of the "
                "response that contains token t, the loss is"
            ),
            Para("L(theta) = - (1 / T) * sum_t  w_t * min( r_t * A_t, clip(r_t, 1 - epsilon_t, 1 + epsilon_t) * A_t ),     (4)"),
            Para(
                "where T is the number of response tokens in the batch. We use no KL penalty towards a reference model. "
                "Advantages are computed as in GRPO, A = (r - mean(r)) / (std(r) + delta) over the G responses of a prompt; "
                "all G responses of a group are admitted or dropped together, so the group statistics are never computed "
                "from a partial group."
            ),
            Heading("3.4 Bounded staleness buffer"),
            Para(
                "Importance weighting alone cannot make arbitrarily old data useful: the weight of a token with a lag of ten "
                "versions is below 0.2 and its ratio is usually truncated. The rollout buffer therefore enforces a maximum "
                "staleness D_max. When the trainer dequeues a group at version v, it discards the group if the largest "
                "token lag in any of its responses exceeds D_max. In addition, the buffer exerts back-pressure: it holds at "
                "most two batches of groups, and when it is full the prompt queue stops releasing new prompts, so generation "
                "cannot run far ahead of training. We use D_max = 4 in all main experiments. With this bound, 1.7% of the "
                "generated groups of the 7B run are discarded, almost all of them groups that contain a response longer than "
                "7,000 tokens."
            ),
        ),
        (
            Heading("3.5 Putting it together"),
            Para("One TANDEM training step at version v consists of the following operations, all on the training pool:"),
            Bullets(
                (
                    "Dequeue B prompt groups from the buffer, discarding any group with a token lag above D_max and "
                    "dequeuing replacements until B groups are collected.",
                    "Score every response with the rule-based verifier and compute group-normalised advantages.",
                    "Recompute log pi_old for all tokens, form the weights of Eq. (2), self-normalise them over the batch "
                    "and compute the per-token clip ranges of Eq. (3).",
                    "Take one AdamW step on the loss of Eq. (4), increment v and start the NCCL broadcast to the shadow "
                    "weights of all engines.",
                )
            ),
            Para(
                "Generation never waits for the trainer except through back-pressure, and the trainer waits for generation "
                "only when the buffer is empty, which in the 7B run happens for 6% of the trainer's wall-clock time, mostly "
                "during the first 30 steps while the buffer fills."
            ),
            Heading("4 Experimental Setup"),
            Para(
                "Models. We train Qwen2.5-Math-1.5B, Qwen2.5-Math-7B and Qwen2.5-32B directly from the released base "
                "checkpoints, without a supervised warm-up stage. All runs use the same prompt template, which asks for a "
                "step-by-step solution with the final answer in a box."
            ),
            Para(
                "Data. The training set contains 41,600 competition-style math prompts: the MATH training split [12], the "
                "olympiad and AMC/AIME subsets of NuminaMath, and the DeepScaleR prompts [11], deduplicated by exact match "
                "of the normalised problem text and decontaminated against all evaluation sets with a 13-gram overlap "
                "filter. Every prompt has a reference answer that a symbolic equivalence checker can verify. The reward is 1 "
                "for a correct boxed answer and 0 otherwise, with no format reward."
            ),
            Para(
                "Training. Each step uses B = 256 prompts with G = 8 responses each, that is 2,048 responses per optimiser "
                "step, sampled at temperature 1.0 with a maximum response length of 8,192 tokens. We use AdamW with betas "
                "(0.9, 0.95), weight decay 0.01, gradient clipping at norm 1.0 and a constant learning rate after 20 warm-up "
                "steps. The learning rate is 1e-6 for the 7B model, 2e-6 for the 1.5B model and 5e-7 for the 32B model. The "
                "1.5B and 7B models are trained for 1,200 steps, the 32B model for 800 steps. Every configuration is run with "
                "three seeds, except the 32B runs, which use one seed."
            ),
            Para(
                "Hardware. All experiments run on nodes of eight H100 80GB GPUs connected by InfiniBand. The 1.5B and 7B "
                "runs use 64 H100 GPUs (eight nodes): TANDEM gives 40 GPUs to generation, as 20 vLLM engines with tensor "
                "parallelism 2, and 24 GPUs to the FSDP trainer. The 32B runs use 128 GPUs, of which 80 generate with tensor "
                "parallelism 8 and 48 train. Synchronous baselines use the same GPUs colocated, switching every GPU between "
                "generation and training."
            ),
        ),
        (
            Para(
                "Baselines. We compare TANDEM with four alternatives, all implemented in the same code base and given the "
                "same hardware, data and hyperparameters. (i) Synchronous GRPO: generation and training alternate on all "
                "GPUs, and the data are exactly on-policy. (ii) One-step off-policy: generation of batch k + 1 overlaps with "
                "training on batch k, as in Noukhovitch et al. [5], without any correction. (iii) Naive async: the same "
                "fully asynchronous system as TANDEM with unbounded staleness, plain GRPO loss and no importance weights. "
                "(iv) Decoupled PPO: fully asynchronous generation with the decoupled objective of AReaL [6], which uses an "
                "untruncated sequence-level behaviour correction, a fixed clip range of 0.2 and a staleness bound of 4."
            ),
            Para(
                "Evaluation. We report pass@1 on AIME 2024, AIME 2025, MATH-500, AMC 2023 and OlympiadBench, and their "
                "unweighted mean. For AIME 2024, AIME 2025 and AMC 2023 we average over 16 samples per problem, for MATH-500 "
                "and OlympiadBench over 4 samples. Efficiency is reported as the wall-clock time of the whole run, including "
                "evaluation-free checkpointing, and as the average utilisation of the training GPUs, measured as the fraction "
                "of time in which a CUDA kernel is active."
            ),
            TableBlock(
                "Table 1: Pass@1 accuracy (%) of Qwen2.5-Math-7B after 1,200 steps, mean of three seeds, and wall-clock time "
                "of the run in hours on 64 H100 GPUs. Avg. is the mean over the five benchmarks.",
                (
                    ("Method", "AIME24", "AIME25", "MATH-500", "AMC23", "Olymp.", "Avg.", "Hours"),
                    ("Base model (no RL)", "13.3", "6.9", "62.4", "41.2", "27.9", "30.3", "-"),
                    ("Synchronous GRPO", "30.8", "22.1", "81.4", "68.9", "52.8", "51.2", "61.4"),
                    ("One-step off-policy", "30.4", "21.6", "81.0", "68.1", "51.9", "50.6", "38.9"),
                    ("Naive async", "27.5", "19.4", "79.6", "65.3", "51.7", "48.7", "25.1"),
                    ("Decoupled PPO", "30.9", "21.8", "81.2", "68.6", "52.5", "51.0", "27.8"),
                    ("TANDEM (ours)", "31.9", "22.9", "81.8", "69.4", "53.5", "51.9", "26.7"),
                ),
            ),
            Heading("5 Results"),
            Heading("5.1 Accuracy and wall-clock time at 7B"),
            Para(
                "Table 1 gives the main comparison. TANDEM reaches an average of 51.9, compared with 51.2 for synchronous "
                "GRPO, and it is the best method on every benchmark; the difference to synchronous GRPO is within one "
                "standard deviation across seeds on MATH-500 and AMC 2023. It completes the 1,200 steps in 26.7 hours "
                "instead of 61.4, a 2.3x reduction in wall-clock time. The naive asynchronous system is slightly faster still "
                "(25.1 hours), because it never discards data and never recomputes log pi_old, but its average drops to "
                "48.7, and its AIME 2024 accuracy falls by 3.3 points relative to synchronous training. Decoupled PPO "
                "recovers most of the accuracy (51.0) at 27.8 hours; the remaining gap to TANDEM comes from its "
                "sequence-level treatment of staleness, which we isolate in Section 6. The one-step off-policy baseline "
                "is safe but gains less speed, 1.6x, because its trainer still waits for the slowest response of each batch."
            ),
        ),
        (
            Heading("5.2 Scaling with model size"),
            Para(
                "Table 2 repeats the comparison between synchronous GRPO and TANDEM at three model sizes. The speedup grows "
                "with the model, from 1.8x at 1.5B to 2.3x at 7B and 2.6x at 32B, for two reasons: larger models produce "
                "longer responses, which widens the gap between the median and the slowest response of a batch, and their "
                "optimiser steps take longer, which gives the synchronous design more generation time to waste. Accuracy is "
                "matched or slightly improved at every size. Training-GPU utilisation rises from 54% to 91% at 7B and from "
                "49% to 88% at 32B."
            ),
            TableBlock(
                "Table 2: Synchronous GRPO (Sync) against TANDEM (Ours) at three model sizes. Avg. is the five-benchmark mean "
                "pass@1; Hours is wall-clock time of the run; Util. is the average utilisation of the training GPUs. The "
                "32B models are trained for 800 steps on 128 GPUs, the others for 1,200 steps on 64 GPUs.",
                (
                    ("Qwen2.5", "Avg. Sync", "Avg. Ours", "Hours Sync", "Hours Ours", "Speedup", "Util. Sync", "Util. Ours"),
                    ("Math-1.5B", "38.6", "38.9", "22.0", "12.2", "1.8x", "57%", "86%"),
                    ("Math-7B", "51.2", "51.9", "61.4", "26.7", "2.3x", "54%", "91%"),
                    ("32B", "58.3", "58.7", "188.5", "72.5", "2.6x", "49%", "88%"),
                ),
            ),
            Para(
                "At 32B the naive asynchronous baseline did not finish: its gradient norm grew steadily after step 350 and "
                "the run diverged at step 410, with training reward falling to zero. We did not run the other baselines at "
                "32B because of their cost."
            ),
            FigureBlock(
                "Figure 1: Average accuracy over the five benchmarks (normalised to the final synchronous value of 51.2) "
                "against training step for Qwen2.5-Math-7B; TANDEM in black, synchronous GRPO in grey. Per step the two "
                "curves are nearly identical; per hour TANDEM is 2.3x faster.",
                "training step (x3)",
                "avg. acc. (rel.)",
                ((0.3, 0.62, 0.78, 0.87, 0.93, 0.97, 1.0), (0.3, 0.6, 0.77, 0.86, 0.92, 0.96, 0.98)),
            ),
            Para(
                "Figure 1 shows that the accuracy curves of the two methods are almost indistinguishable when plotted against "
                "optimiser steps, so the wall-clock gain comes from more steps per hour and not from better steps. Per step, "
                "TANDEM's trainer processes 2,048 responses in 80 s on average, whereas a synchronous step takes 184 s, of "
                "which 112 s is generation."
            ),
        ),
        (
            Heading("6 Ablations"),
            Para(
                "Table 3 removes one component of TANDEM at a time on Qwen2.5-Math-7B, keeping everything else fixed. "
                "Without truncation (c set to infinity) the run is unstable: the largest importance ratios in a batch exceed "
                "40 and two of three seeds diverge before step 700, the first at step 640. Without the staleness decay "
                "(lambda = 1) the average falls by 1.1 points to 50.8, and without the adaptive clip range (kappa = 0) it falls "
                "to 51.2, the same as synchronous GRPO. Replacing token-level version tags by a single sequence-level version, "
                "the oldest one in the response, costs 0.9 points: a long response is then down-weighted as a whole even "
                "though most of its tokens are recent."
            ),
            TableBlock(
                "Table 3: Ablations on Qwen2.5-Math-7B, 1,200 steps, mean of three seeds. Avg. is the five-benchmark mean "
                "pass@1; Speedup is wall-clock time of synchronous GRPO divided by that of the variant; Drop is the share of "
                "generated groups discarded by the staleness bound.",
                (
                    ("Variant", "Avg.", "Speedup", "Drop"),
                    ("TANDEM (full: D_max = 4, lambda = 0.85, kappa = 0.25, c = 2.0)", "51.9", "2.3x", "1.7%"),
                    ("no truncation (c = infinity)", "diverged", "-", "1.7%"),
                    ("no staleness decay (lambda = 1)", "50.8", "2.3x", "1.7%"),
                    ("fixed clip range (kappa = 0)", "51.2", "2.3x", "1.7%"),
                    ("sequence-level version tags", "51.0", "2.3x", "1.7%"),
                    ("D_max = 1", "51.8", "1.6x", "21.4%"),
                    ("D_max = 2", "51.7", "2.0x", "7.9%"),
                    ("D_max = 8", "50.9", "2.4x", "0.1%"),
                    ("no staleness bound", "49.6", "2.4x", "0%"),
                ),
            ),
            Para(
                "The staleness bound trades speed for accuracy. A tight bound of D_max = 1 keeps almost all of TANDEM's "
                "accuracy but discards more than a fifth of the generated groups and reduces the speedup to 1.6x, no better "
                "than the one-step off-policy baseline. Loosening the bound to 8 versions gains little speed, because "
                "back-pressure already keeps most rollouts within four versions, and it costs a full point of accuracy. "
                "Removing the bound entirely lowers the average to 49.6. We also varied lambda in {0.7, 0.85, 0.95} and found "
                "averages of 51.3, 51.9 and 51.4: a strong decay wastes the information in moderately stale tokens, and a "
                "weak one lets the stalest tokens dominate the loss."
            ),
            Para(
                "Allocation of GPUs. With 64 GPUs, the split between generation and training matters more than any "
                "algorithmic hyperparameter for speed. Splits of 48/16, 40/24 and 32/32 GPUs gave speedups of 1.9x, 2.3x and "
                "2.0x over synchronous GRPO. With 48 generation GPUs the trainer is the bottleneck and the buffer is full most "
                "of the time; with 32 the trainer idles for 21% of the run waiting for data. We use the 40/24 split in all "
                "1.5B and 7B experiments and did not tune the split further."
            ),
        ),
        (
            Heading("7 Analysis"),
            Heading("7.1 Where staleness comes from"),
            Para(
                "In the 7B run the mean token-level staleness of consumed tokens is 1.6 versions, while the mean "
                "sequence-level staleness, measured at the first token of each response, is 2.4 versions. Staleness is "
                "concentrated in long responses: responses longer than 6,000 tokens make up 14% of all responses but 63% of "
                "all tokens with a lag of three or more. Because RL lengthens responses as training proceeds, the mean "
                "token-level staleness drifts upwards, from 1.1 versions in the first 200 steps to 1.9 in the last 200."
            ),
            Para(
                "Effective sample size. We monitor the normalised effective sample size of the behaviour weights, "
                "ESS = (sum_t w_t)^2 / (T * sum_t w_t^2), which equals 1 when all weights are equal. Over the 7B run it "
                "averages 0.93 and never drops below 0.84. Without truncation the ESS falls below 0.5 in the 30 steps before "
                "each divergence, which makes it a useful early warning; we log it but do not act on it."
            ),
            Heading("7.2 Case study: one long response"),
            Para(
                "To make token-level staleness concrete, consider a single AIME 2024 training response of 7,912 tokens "
                "from step 903 of the 7B run. Its first 2,310 tokens were sampled under version 899, tokens 2,311 to 5,004 "
                "under version 900, and the remaining 2,908 tokens under version 901, after two weight swaps during its "
                "generation. It was consumed at version 903, so its tokens have lags of 4, 3 and 2. A sequence-level scheme "
                "would give all 7,912 tokens a lag of 4 and a decayed weight of 0.52; TANDEM gives the last 2,908 tokens, "
                "which contain the final computation and the boxed answer, a decay factor of 0.72. The response was correct "
                "and had a positive advantage of 1.21, so it is exactly the kind of long successful solution that "
                "sequence-level down-weighting suppresses."
            ),
            Heading("7.3 Does asynchrony change what the policy learns?"),
            Para(
                "One concern with stale data is that the policy learns from responses it would no longer produce. We "
                "compared the final 7B policies of TANDEM and synchronous GRPO on the 500 MATH-500 problems. The mean "
                "response length is 3,420 tokens for TANDEM and 3,510 for synchronous GRPO, the per-token entropy on held-out "
                "prompts is 0.31 and 0.30 nats, and the two policies agree on the correctness of 91.4% of problems. We find "
                "no systematic difference in behaviour, which is consistent with the nearly identical per-step curves of "
                "Figure 1."
            ),
            Para(
                "Naive async, by contrast, produces longer responses (3,980 tokens on average) and a lower entropy of 0.22 "
                "nats at the end of training. We attribute this to its uncorrected updates on stale long responses, which "
                "are over-represented among stale data and which the naive loss treats as if the current policy had "
                "sampled them."
            ),
        ),
        (
            Heading("8 Limitations"),
            Para(
                "Our experiments cover a single task family, competition mathematics with a binary verifier, and a single "
                "model family. Rewards that are expensive to compute, such as executing code against test suites or querying "
                "a learned reward model, would shift the balance between the pools and may change the best split. We have "
                "not studied multi-turn or tool-using rollouts, where a single episode can span many more weight versions. "
                "TANDEM's gains depend on the variance of response lengths; for short, uniform responses the synchronous "
                "design wastes little time and the speedup will be smaller. The 32B results use one seed, and the GPU split "
                "was tuned only at 7B. Finally, continuing in-flight sequences under new weights reuses a KV cache computed by "
                "older weights; our per-token behaviour log-probabilities are exact for the sampled tokens, but the hidden "
                "states they were computed from are a mixture of versions, which our correction does not model."
            ),
            Heading("9 Conclusion"),
            Para(
                "TANDEM shows that reasoning models can be trained with fully asynchronous generation without giving up "
                "accuracy, provided that staleness is measured per token and corrected with a truncated, decayed importance "
                "weight and a lag-dependent trust region. On the same hardware it trains Qwen2.5-Math-7B 2.3 times faster "
                "than synchronous GRPO, and the advantage grows with model size. We release our implementation and the "
                "training logs of all runs."
            ),
            Heading("References"),
            References(
                (
                    "[1] Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "[2] Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "[3] Espeholt, L., Soyer, H., Munos, R., et al. IMPALA: Scalable distributed deep-RL with importance weighted actor-learner architectures. ICML, 2018.",
                    "[4] Munos, R., Stepleton, T., Harutyunyan, A., and Bellemare, M. Safe and efficient off-policy reinforcement learning. NeurIPS, 2016.",
                    "[5] Noukhovitch, M., Huang, S., Xhonneux, S., et al. Asynchronous RLHF: Faster and more efficient off-policy RL for language models. ICLR, 2025.",
                    "[6] Fu, W., Gao, J., Shen, X., et al. AReaL: A large-scale asynchronous reinforcement learning system for language reasoning. arXiv:2505.24298, 2025.",
                    "[7] Kwon, W., Li, Z., Zhuang, S., et al. Efficient memory management for large language model serving with PagedAttention. SOSP, 2023.",
                    "[8] Zhao, Y., Gu, A., Varma, R., et al. PyTorch FSDP: Experiences on scaling fully sharded data parallel. VLDB, 2023.",
                    "[9] Sheng, G., Zhang, C., Ye, Z., et al. HybridFlow: A flexible and efficient RLHF framework. EuroSys, 2025.",
                    "[10] Hilton, J., Cobbe, K., and Schulman, J. Batch size-invariance for policy optimization. NeurIPS, 2022.",
                    "[11] Luo, M., Tan, S., Wong, J., et al. DeepScaleR: Surpassing o1-preview with a 1.5B model by scaling RL. Blog post, 2025.",
                    "[12] Hendrycks, D., Burns, C., Kadavath, S., et al. Measuring mathematical problem solving with the MATH dataset. NeurIPS, 2021.",
                    "[13] Ho, Q., Cipar, J., Cui, H., et al. More effective distributed ML via a stale synchronous parallel parameter server. NeurIPS, 2013.",
                )
            ),
        ),
        (
            Heading("A Additional Hyperparameters"),
            TableBlock(
                "Table 4: Full hyperparameters of the main runs. Values that differ between model sizes are given as "
                "1.5B / 7B / 32B.",
                (
                    ("Hyperparameter", "Value"),
                    ("Prompts per step B / responses per prompt G", "256 / 8"),
                    ("Max. response length", "8,192 tokens"),
                    ("Sampling temperature / top-p (training)", "1.0 / 1.0"),
                    ("Optimiser", "AdamW, betas (0.9, 0.95), weight decay 0.01"),
                    ("Learning rate", "2e-6 / 1e-6 / 5e-7"),
                    ("Warm-up steps / schedule", "20 / constant"),
                    ("Gradient clipping (norm)", "1.0"),
                    ("Training steps", "1,200 / 1,200 / 800"),
                    ("Staleness decay lambda", "0.85"),
                    ("Importance-ratio truncation c", "2.0"),
                    ("Base clip range epsilon_0 / slope kappa", "0.2 / 0.25"),
                    ("Maximum staleness D_max", "4"),
                    ("Buffer capacity", "2 batches (4,096 responses)"),
                    ("Advantage constant delta", "1e-6"),
                    ("KL coefficient", "0"),
                    ("Generation / training GPUs", "40 / 24 (1.5B, 7B); 80 / 48 (32B)"),
                    ("vLLM tensor parallelism", "2 / 2 / 8"),
                ),
            ),
            Heading("B Implementation Details"),
            Para(
                "Recomputing log pi_old. The trainer recomputes the proximal log-probabilities in a separate forward pass "
                "without gradients before the update. This pass costs 14% of the trainer's step time at 7B. Using the "
                "behaviour log-probabilities in place of pi_old, which would remove the pass, made the clip range "
                "meaningless for stale tokens and lowered the 7B average to 50.3 in a single-seed run."
            ),
            Para(
                "Numerical agreement between engines. vLLM and the FSDP trainer compute slightly different log-probabilities "
                "for the same weights because of different kernels and reduction orders. At lag zero the mean absolute "
                "difference is 0.004 nats per token, and the truncated ratio absorbs it; we did not find it necessary to "
                "treat it separately."
            ),
            Para(
                "Checkpointing and fault tolerance. The trainer saves a checkpoint every 100 steps. Because the rollout "
                "buffer is not checkpointed, a restart discards its contents and refills it with fresh rollouts, which "
                "takes about 30 steps' worth of trainer time at 7B. Each engine logs the version tags of every response it "
                "produces, which is how the staleness statistics of Section 7 were computed."
            ),
        ),
    ),
)
