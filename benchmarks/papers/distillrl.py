"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 10); its questions are in benchmarks/questions/answers_fresh*_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

ABSTRACT = (
    "Small reasoning models are usually improved after pre-training in one of two ways: by reinforcement learning "
    "with verifiable rewards, most often GRPO, or by supervised fine-tuning on long reasoning traces sampled from a "
    "larger teacher. A third option, on-policy distillation, samples from the student and asks the teacher to grade "
    "every token, but it has rarely been compared with the other two under an equal compute budget. We present "
    "ReLoD (Reverse-KL on-policy Distillation), a simple recipe in which a 1.5B student minimizes a per-token reverse "
    "KL divergence to a 32B teacher on its own rollouts, and we compare it with GRPO and with off-policy SFT on "
    "teacher traces at a matched budget of 1.2 × 10^20 training FLOPs, counting teacher inference. On six "
    "benchmarks ReLoD raises the average score of an R1-Distill-Qwen-1.5B student from 45.7 to 55.0, against 51.2 for "
    "GRPO and 50.1 for off-policy SFT, while producing responses that are 21% shorter than those of GRPO on AIME 2024. "
    "Running GRPO after ReLoD adds a further but small gain."
)

P1 = (
    Heading("1 Introduction"),
    Para(
        "Reasoning models that think at length before answering have moved the frontier on competition mathematics, "
        "and a large share of recent work asks how much of this ability can be transferred to models small enough to "
        "run on a single consumer GPU. Two families of post-training methods dominate. Reinforcement learning with "
        "verifiable rewards (RLVR) samples many answers per prompt from the model itself, checks each final answer "
        "against a reference, and raises the probability of the successful samples; GRPO [Shao et al., 2024] is the "
        "most widely used instance. Distillation, in its usual off-policy form, instead samples long reasoning traces "
        "from a strong teacher once and fine-tunes the student on them with a cross-entropy loss, as was done for the "
        "R1-Distill family [DeepSeek-AI, 2025]."
    ),
    Para(
        "Both families have a known weakness. The reward in RLVR is a single bit per sequence, so a response of ten "
        "thousand tokens receives the same credit for its useful and its useless steps, and small models that rarely "
        "solve a hard problem receive almost no signal on it. Off-policy SFT provides dense supervision, but on states "
        "that the teacher visits rather than those the student visits, so that errors compound once the student "
        "drifts from the teacher's distribution at inference time, the exposure-bias problem well known from sequence "
        "prediction. On-policy distillation [Agarwal et al., 2024; Gu et al., 2024] combines the two advantages: the "
        "student generates, and the teacher grades every position of the student's own sample. However, the teacher "
        "must then run on every training token, and a fair comparison has to count that compute."
    ),
    Para("In this paper we ask three research questions:"),
    Bullets(
        (
            "RQ1: At a matched training budget that includes teacher inference, does on-policy distillation from a 32B "
            "teacher give a 1.5B student higher accuracy than GRPO or than off-policy SFT on teacher traces?",
            "RQ2: How do the three methods differ in token efficiency, that is, in response length, truncation and accuracy "
            "per generated token?",
            "RQ3: Are the gains from distillation and from RL complementary, and how strongly do they depend on the size "
            "of the teacher?",
        )
    ),
)

P2 = (
    Para(
        "To answer them we fix the student, the prompts, the verifier and the evaluation protocol, and vary only the "
        "training signal. Our main contributions are as follows:"
    ),
    Bullets(
        (
            "We describe ReLoD, an on-policy distillation recipe that treats the per-token log-ratio between teacher and "
            "student as a dense reward with no discounting, and optimizes it with a clipped policy-gradient update that "
            "reuses standard RL infrastructure.",
            "We give an explicit compute accounting (Section 4) that charges each method for generation, teacher scoring "
            "and parameter updates, and we compare all methods at 1.2 × 10^20 FLOPs.",
            "We show that ReLoD outperforms GRPO by 5.7 points on AIME 2024 and by 3.8 points on the six-benchmark "
            "average at matched compute, and that it yields the shortest responses of all trained students.",
            "We find that a GRPO stage after ReLoD helps only slightly, and that a 7B teacher gives a much weaker signal "
            "than a 32B teacher, which bounds when distillation should be preferred over RL.",
        )
    ),
    Heading("2 Related Work"),
    Para(
        "Policy-gradient methods for language models. PPO [Schulman et al., 2017] optimizes a clipped surrogate "
        "objective with a learned value function and was the default algorithm for RLHF [Ouyang et al., 2022]. "
        "REINFORCE-style methods drop the critic to save memory: RLOO [Ahmadian et al., 2024] uses the mean reward of "
        "the other samples for the same prompt as a leave-one-out baseline, and ReMax [Li et al., 2024] uses the "
        "reward of the greedy decode as the baseline. GRPO [Shao et al., 2024] normalizes each reward by the mean and "
        "standard deviation of its group of samples and became the standard recipe for RLVR after DeepSeek-R1. DAPO "
        "[Yu et al., 2025] adds decoupled clipping, dynamic sampling and token-level loss aggregation to GRPO, and Dr. "
        "GRPO [Liu et al., 2025] removes the length and standard-deviation normalizations that it argues bias GRPO "
        "toward long wrong answers."
    ),
    Para(
        "Preference optimization. DPO [Rafailov et al., 2023] turns the KL-regularized reward maximization problem "
        "into a classification loss over pairs of preferred and rejected responses and needs no sampling during "
        "training; its offline nature makes it closer to off-policy SFT than to the on-policy methods studied here, "
        "and we do not include it as a baseline."
    ),
    Para(
        "Knowledge distillation. Classical distillation [Hinton et al., 2015] matches the student's output "
        "distribution to the teacher's on fixed inputs, and sequence-level distillation [Kim and Rush, 2016] trains "
        "the student on the teacher's beam-search outputs. For generative models, MiniLLM [Gu et al., 2024] argues "
        "that the reverse KL is preferable to the forward KL because it is mode-seeking and does not force a small "
        "student to cover every mode of a large teacher, and optimizes it with a policy-gradient method. GKD "
        "[Agarwal et al., 2024] trains on a mixture of student-generated and fixed sequences under a generalized "
        "Jensen-Shannon divergence. DistiLLM [Ko et al., 2024] proposes a skewed KL and an adaptive off-policy "
        "schedule. Our recipe is closest to MiniLLM, but we apply it to long chain-of-thought reasoning with "
        "rollouts of up to 16,384 tokens, and our focus is the compute-matched comparison rather than a new "
        "objective."
    ),
)

P3 = (
    Para(
        "Reasoning distillation and small reasoning models. The R1-Distill models [DeepSeek-AI, 2025] were trained by "
        "SFT on roughly 800,000 samples generated by DeepSeek-R1, and the same report noted that distillation beat "
        "large-scale RL applied directly to a 32B base model. DeepScaleR [Luo et al., 2025] then showed that GRPO with "
        "an iteratively lengthened context can push a 1.5B distilled model further on AIME. These two results motivate "
        "our question of which signal is the better use of a fixed budget once a competent small model exists."
    ),
    Heading("3 Method: ReLoD"),
    Para(
        "Setting. Let π_θ be the student policy with parameters θ and π_T the frozen teacher. Both share the Qwen2.5 "
        "vocabulary, so the teacher can score student tokens directly, without any re-tokenization. For a prompt x "
        "drawn from the training distribution D, the student samples a response y = (y_1, ..., y_L) of length L, and we "
        "write s_t = (x, y_<t) for the state before token t."
    ),
    Para(
        "Objective. ReLoD minimizes the sequence-level reverse KL divergence from the student to the teacher, "
        "J(θ) = E_{x~D, y~π_θ(·|x)} [ Σ_t KL(π_θ(·|s_t) || π_T(·|s_t)) ], where the expectation is taken over the "
        "student's own samples. Because the student generates y, this objective puts its weight on the states that "
        "the student actually reaches, which is exactly where off-policy SFT provides no supervision. The reverse "
        "direction is mode-seeking: the student is penalized for placing mass where the teacher places little, but "
        "not for ignoring some of the teacher's alternatives, which suits a student with about one twentieth of the "
        "teacher's parameters."
    ),
    Para(
        "Per-token reward. Computing the full KL at every position requires both models' distributions over the whole "
        "vocabulary. To avoid this, we use the single-sample estimate of the reverse KL at the sampled token and turn "
        "it into a reward, r_t = log π_T(y_t | s_t) − log π_θ_old(y_t | s_t), where π_θ_old is the student that "
        "generated the rollout. A token receives a positive reward when the teacher finds it more likely than the "
        "student did, and a negative reward when the student was overconfident relative to the teacher. We set the "
        "advantage of token t to A_t = r_t, which corresponds to a discount factor γ = 0: each token is credited only "
        "for its own log-ratio and not for the log-ratios of later tokens. We found that summing future rewards "
        "(γ = 1) raises the variance of the gradient considerably and hurts accuracy (Section 6.3)."
    ),
    Para(
        "Update. Rollouts are generated by an inference engine and consumed in two optimizer steps, so the policy is "
        "slightly stale by the second step. We therefore use the clipped surrogate from PPO, L(θ) = (1/|y|) Σ_t "
        "min(ρ_t A_t, clip(ρ_t, 1−ε, 1+ε) A_t), where ρ_t = π_θ(y_t | s_t) / π_θ_old(y_t | s_t) is the probability "
        "ratio, ε = 0.2 is the clip range and |y| is the number of tokens in the response. Unlike GRPO, ReLoD needs no "
        "group of samples per prompt, no verifier, no reference model and no separate KL penalty: the teacher itself "
        "plays the role of the reference. Everything that GRPO obtains from the verifier, the group statistics and the reference model is "
        "replaced by a single forward pass of the teacher over the student's tokens."
    ),
)

COMPUTE_TABLE = TableBlock(
    "Table 1: Compute accounting at the matched budget. Per-token costs in GFLOP per trained token (generation "
    "2N_s, teacher scoring 2N_T, update 6N_s, reference 2N_s); SFT teacher cost is paid once per generated trace token. "
    "H100-hours are measured wall-clock GPU time including idle time in generation.",
    (
        ("Method", "Gen.", "Teacher", "Update", "Ref.", "Tokens", "Total FLOPs", "H100-h"),
        ("Off-policy SFT", "-", "65.6", "9.2", "-", "3.58B", "1.19 × 10^20", "1,310"),
        ("GRPO", "3.1", "-", "9.2", "3.1", "7.88B", "1.21 × 10^20", "2,350"),
        ("ReLoD", "3.1", "65.6", "9.2", "-", "1.51B", "1.18 × 10^20", "1,480"),
    ),
)

P4 = (
    Para(
        "Truncation and scoring. Student rollouts are capped at 16,384 tokens during training. A truncated rollout "
        "is still scored by the teacher token by token, so unlike in GRPO it is not simply assigned a zero reward; "
        "however, the teacher only scores the first 12,288 tokens of any rollout, and later tokens receive zero "
        "advantage. This cap bounds the teacher's memory use and removes the most repetitive tail segments, which we "
        "observed to be the part of long rollouts on which the two models disagree least informatively."
    ),
    Heading("4 Compute Accounting"),
    Para(
        "A comparison of distillation and RL is only meaningful if it charges each method for everything it runs. "
        "We follow the usual approximation that a forward pass of a dense transformer with N parameters costs 2N "
        "FLOPs per token and a forward plus backward pass costs 6N FLOPs per token, and we ignore attention FLOPs, "
        "which are below 6% of the total at our sequence lengths. With a student of N_s = 1.54B and a teacher of "
        "N_T = 32.8B parameters, generating one student token costs 3.1 GFLOP, scoring it with the teacher costs "
        "65.6 GFLOP, and a training update costs 9.2 GFLOP per token."
    ),
    Para(
        "The three methods spend these costs differently. GRPO pays for generation, for the update and for a forward "
        "pass of the frozen reference model used by its KL penalty, 15.4 GFLOP per token in total, so it can afford "
        "about five times as many training tokens as ReLoD. ReLoD pays 77.9 GFLOP per token, of which 84% is teacher "
        "inference. Off-policy SFT pays for teacher generation once per trace and for the update in every epoch; at "
        "our budget roughly 70% of its compute goes to producing the traces. We set the matched budget to "
        "C = 1.2 × 10^20 FLOPs and choose the number of steps of each method so that its total falls within 2% of "
        "C; Table 1 lists the resulting token counts."
    ),
    COMPUTE_TABLE,
    Para(
        "FLOPs are not the only cost that matters in practice. Autoregressive generation is memory-bound, while "
        "teacher scoring is a single parallel forward pass over a known sequence, so teacher FLOPs are far cheaper "
        "per second than generation FLOPs. As a result GRPO, which generates eight rollouts per prompt, needs the "
        "most wall-clock GPU time of the three methods despite a similar FLOP count, as the last column of Table 1 "
        "shows. We report FLOPs as the primary budget because they do not depend on the serving stack, and GPU hours "
        "as a secondary measure."
    ),
)

P5 = (
    Heading("5 Experimental Setup"),
    Para(
        "Models. The student is initialized from R1-Distill-Qwen-1.5B, an already distilled 1.5B model, so that all "
        "methods start from a model that can produce long chains of thought and the comparison concerns the next "
        "stage of post-training. The teacher is QwQ-32B, served in bfloat16. In the teacher-size ablation we replace "
        "it with R1-Distill-Qwen-7B or R1-Distill-Qwen-14B."
    ),
    Para(
        "Training data. All methods draw prompts from the same pool of 48,000 competition-style math problems with "
        "verifiable final answers, obtained by deduplicating the DeepScaleR-Preview set against NuminaMath-CoT and "
        "removing any problem whose answer is not a single number or a simple expression. We also removed 312 "
        "problems that overlap with our evaluation sets by 13-gram matching. ReLoD uses the prompts but never the "
        "reference answers."
    ),
    Para(
        "Baselines. Off-policy SFT: for a random subset of 36,000 prompts, chosen to keep trace generation within the "
        "budget, we sample four traces each from QwQ-32B at temperature 0.7 and keep those whose final answer is "
        "correct, leaving 131,000 traces with a mean length of 9,100 tokens; the student "
        "is trained on them for 3 epochs with a learning rate of 1 × 10^-5 and a batch of 128 sequences. GRPO: we "
        "sample G = 8 rollouts per prompt at temperature 1.0 with 128 prompts per step, use a binary correctness "
        "reward from a rule-based math verifier, a clip range of ε = 0.2, a KL coefficient of β = 0.001 against the "
        "initial model, and a learning rate of 1 × 10^-6; it runs for 1,040 steps. The same verifier is used for "
        "evaluation."
    ),
    Para(
        "ReLoD. We use a learning rate of 2 × 10^-6 with 20 warmup steps, a batch of 256 prompts with one rollout per "
        "prompt, sampling temperature 1.0, two optimizer steps per batch and 950 training steps, which exhausts the "
        "budget. The maximum rollout length is 16,384 tokens for both ReLoD and GRPO."
    ),
    Para(
        "Infrastructure. All runs use 64 NVIDIA H100 80GB GPUs on eight nodes, connected with 400 Gb/s InfiniBand. "
        "For ReLoD, 16 GPUs serve the teacher as four vLLM replicas with tensor parallelism 4, 16 GPUs generate student "
        "rollouts, and 32 GPUs train the student with FSDP; GRPO uses 32 GPUs for generation and 32 for training. Our "
        "implementation extends the verl framework [Sheng et al., 2025] with a teacher-scoring worker."
    ),
    Para(
        "Evaluation. We evaluate on AIME 2024, AIME 2025, AMC 2023, MATH-500, OlympiadBench, and GPQA-Diamond as an "
        "out-of-domain science benchmark. We sample with temperature 0.6 and top-p 0.95 and a maximum length of 32,768 "
        "tokens, and report avg@16 (mean accuracy over sixteen samples) for AIME and AMC and avg@4 for the other "
        "three benchmarks. Unless stated otherwise, all numbers are from a single training seed; seed variance is "
        "given in Appendix A."
    ),
)

MAIN_TABLE = TableBlock(
    "Table 2: Accuracy (%) at the matched budget of 1.2 × 10^20 FLOPs. ReLoD→GRPO continues ReLoD with GRPO for a further "
    "0.6 × 10^20 FLOPs and thus uses 1.5 times the budget. The teacher row is for reference only.",
    (
        ("Model", "AIME24", "AIME25", "AMC23", "MATH500", "Olymp.", "GPQA-D", "Avg."),
        ("R1-Distill-1.5B (init)", "28.8", "22.5", "62.9", "82.8", "43.3", "33.8", "45.7"),
        ("+ Off-policy SFT", "34.2", "26.9", "70.3", "85.6", "48.1", "35.3", "50.1"),
        ("+ GRPO", "35.6", "27.4", "72.5", "86.9", "50.2", "34.6", "51.2"),
        ("+ ReLoD (ours)", "41.3", "31.8", "76.4", "88.7", "53.9", "37.9", "55.0"),
        ("+ ReLoD→GRPO", "42.9", "32.6", "77.8", "89.1", "54.6", "37.5", "55.8"),
        ("QwQ-32B (teacher)", "79.5", "69.5", "94.1", "97.2", "72.8", "64.1", "79.5"),
    ),
)

CURVE = FigureBlock(
    "Figure 1: AIME 2024 avg@16 against training compute for ReLoD (black), GRPO (grey, upper) and off-policy SFT "
    "(grey, flat start). ReLoD passes the final GRPO accuracy of 35.6 after about 3.0 × 10^19 FLOPs, a quarter of the "
    "budget. The SFT curve is flat for the first 70% of the budget because that compute is spent generating teacher traces.",
    "training compute (units of 3 × 10^17 FLOPs)",
    "AIME24 accuracy (axis 0.25 to 0.45)",
    (
        tuple(round((v - 0.25) * 5, 3) for v in (0.288, 0.331, 0.357, 0.376, 0.389, 0.398, 0.405, 0.410, 0.413)),
        tuple(round((v - 0.25) * 5, 3) for v in (0.288, 0.298, 0.309, 0.319, 0.329, 0.337, 0.344, 0.351, 0.356)),
        tuple(round((v - 0.25) * 5, 3) for v in (0.288, 0.288, 0.288, 0.288, 0.288, 0.295, 0.318, 0.334, 0.342)),
    ),
)

P6 = (
    Heading("6 Results"),
    Heading("6.1 RQ1: Accuracy at matched compute"),
    Para(
        "Table 2 gives the main comparison. All three methods improve on the initial student, but by very different "
        "amounts. ReLoD reaches 41.3% on AIME 2024, 5.7 points above GRPO and 7.1 points above off-policy SFT, and its "
        "six-benchmark average of 55.0 exceeds GRPO's by 3.8 points. The gap is largest on the hardest benchmarks: on "
        "AIME 2025 ReLoD improves on GRPO by 4.4 points, but on MATH-500, where the initial student is already at "
        "82.8%, the gap shrinks to 1.8 points. GRPO and SFT are close to each other on average, with GRPO slightly "
        "better on the math benchmarks and SFT slightly better on GPQA-Diamond."
    ),
    MAIN_TABLE,
    Para(
        "The gains of ReLoD are not confined to the training domain. On GPQA-Diamond, a multiple-choice science "
        "benchmark with no mathematics prompts in our training pool, ReLoD improves the initial student by 4.1 points, "
        "whereas GRPO improves it by only 0.8 points; we suspect that the teacher's token-level preferences transfer "
        "some general reasoning habits that a binary math reward cannot convey. During training, GRPO's mean "
        "training reward rose from 0.41 to 0.58, and the fraction of prompts on which all eight rollouts failed fell "
        "from 31% to 19%, so a substantial part of each GRPO batch still contributed no gradient at the end of training."
    ),
    CURVE,
    Para(
        "Figure 1 shows that the advantage is not an artifact of where we stopped training. ReLoD gains most of its "
        "improvement early, while GRPO improves slowly and almost linearly over the whole budget and had not "
        "converged when its budget ran out, which suggests that at a budget several times larger the ranking could "
        "narrow."
    ),
)

EFF_TABLE = TableBlock(
    "Table 3: Token efficiency. Mean response length in tokens on AIME 2024 and MATH-500, share of AIME 2024 samples "
    "truncated at 32,768 tokens, and AIME 2024 accuracy per 1,000 generated tokens.",
    (
        ("Model", "Len. AIME24", "Len. MATH500", "Trunc. (%)", "Acc./1k tok"),
        ("R1-Distill-1.5B (init)", "9,870", "3,120", "4.1", "2.92"),
        ("+ Off-policy SFT", "13,460", "4,510", "7.8", "2.54"),
        ("+ GRPO", "11,240", "3,690", "3.3", "3.17"),
        ("+ ReLoD (ours)", "8,910", "2,780", "1.2", "4.64"),
        ("+ ReLoD→GRPO", "9,350", "2,860", "1.4", "4.59"),
        ("QwQ-32B (teacher)", "12,780", "3,950", "0.6", "6.22"),
    ),
)

P7 = (
    Heading("6.2 RQ2: Token efficiency"),
    Para(
        "Accuracy alone hides a large difference in how much each student writes. Table 3 reports mean response "
        "lengths at evaluation time. Off-policy SFT makes the student imitate the teacher's style, including its "
        "habit of re-verifying an answer several times, and raises the mean AIME 2024 length from 9,870 to 13,460 "
        "tokens. Because a 1.5B model is less reliable than the teacher over long horizons, the longer traces also "
        "loop more often, and 7.8% of its AIME samples hit the 32,768-token limit without a final answer. GRPO "
        "lengthens responses as well, a well-documented effect of sequence-level rewards on hard prompts, though less "
        "than SFT does."
    ),
    EFF_TABLE,
    Para(
        "ReLoD is the only method that shortens responses: its mean AIME 2024 length is 8,910 tokens, about 21% "
        "shorter than GRPO's and about a third shorter than SFT's, and its truncation rate falls to 1.2%. Combined with "
        "its higher accuracy, this gives 4.64 correct answers per thousand tokens, against 3.17 for GRPO. We attribute "
        "the effect to the per-token reward. When the student begins to repeat a verification step that it has already "
        "completed, the teacher assigns low probability to the repetition and the corresponding tokens receive "
        "negative reward immediately, whereas in GRPO a repetitive but ultimately correct rollout is rewarded as a whole. "
        "Put differently, the reverse KL penalizes precisely the degenerate loops that a small model produces and that "
        "a large teacher would not, without penalizing the teacher's own useful self-checks, which the student still "
        "reproduces."
    ),
    Para(
        "The teacher remains far more efficient than any student, at 6.22 correct answers per thousand tokens, "
        "so there is still a large gap that none of the methods closes at this budget. We also measured the length of "
        "training rollouts: under ReLoD the mean training rollout shrinks from 7,100 to 5,600 tokens over the first "
        "300 steps and is then stable, whereas under GRPO it grows steadily from 7,100 to 8,300 tokens, which is one "
        "reason why the GPU hours of GRPO in Table 1 are so high."
    ),
)

ABL_TABLE = TableBlock(
    "Table 4: Ablations of ReLoD at the matched budget (AIME 2024 avg@16, MATH-500 avg@4, mean AIME 2024 length in "
    "tokens). Forward KL uses the teacher's top-64 logits on student samples.",
    (
        ("Variant", "AIME24", "MATH500", "Len."),
        ("ReLoD (reverse KL, γ = 0, 32B teacher)", "41.3", "88.7", "8,910"),
        ("Forward KL on student samples", "38.6", "87.9", "10,420"),
        ("Generalized JSD (β = 0.5)", "40.1", "88.4", "9,630"),
        ("Sequence-level credit (γ = 1)", "36.9", "87.2", "9,180"),
        ("4 rollouts per prompt, 64 prompts", "40.7", "88.5", "8,870"),
        ("No ratio clipping", "39.2", "88.0", "9,050"),
        ("7B teacher (R1-Distill-Qwen-7B)", "35.8", "86.3", "10,110"),
        ("14B teacher (R1-Distill-Qwen-14B)", "39.4", "87.8", "9,340"),
    ),
)

P8 = (
    Heading("6.3 RQ3: Complementarity, ablations and teacher size"),
    Para(
        "Does RL add anything after distillation? We continued the final ReLoD checkpoint with GRPO for another "
        "0.6 × 10^20 FLOPs, half the original budget, using the GRPO settings of Section 5. This raises AIME 2024 "
        "from 41.3 to 42.9 and the average from 55.0 to 55.8 (Table 2) but slightly lowers GPQA-Diamond, and it "
        "lengthens responses by about 5%. Running ReLoD for the same extra compute instead gave 42.2 on AIME 2024, "
        "so most of the benefit of the second stage comes from the extra budget, and the complementary part of the "
        "RL signal is small at this scale."
    ),
    ABL_TABLE,
    Para(
        "Objective and credit assignment. Table 4 shows that the choice of divergence matters. Replacing the reverse "
        "KL with the forward KL, computed over the teacher's top-64 logits on student samples, costs 2.7 points on AIME "
        "2024 and gives the longest responses of any variant, which is consistent with the mass-covering behaviour of "
        "the forward KL: the student is pushed to spread probability over all of the teacher's continuations. The "
        "generalized JSD with β = 0.5 lies in between. Sequence-level credit, in which each token's advantage is the "
        "sum of all later rewards, is the most harmful change and loses 4.4 points; the per-token reward is therefore "
        "essential rather than a convenience. Sampling four rollouts for each of 64 prompts instead of one rollout for "
        "each of 256 prompts changes little, and removing ratio clipping makes training less stable, with two loss "
        "spikes in the second half of training."
    ),
    Para(
        "Teacher size. The benefit of ReLoD depends strongly on the teacher. With the 7B teacher, whose own AIME 2024 "
        "score is 55.5, ReLoD reaches only 35.8, no better than GRPO, even though a forward pass of the 7B teacher "
        "costs less than a quarter of the 32B teacher's and the budget therefore allows almost three times as many "
        "training tokens. The 14B teacher gets most "
        "of the way to the 32B result. We conclude that on-policy distillation is the better use of compute when the "
        "teacher is much stronger than the student, and that its advantage disappears when the teacher is only "
        "moderately stronger."
    ),
)

P9 = (
    Heading("7 Discussion"),
    Para(
        "RQ1. At a matched budget of 1.2 × 10^20 FLOPs that charges ReLoD for every teacher forward pass, on-policy "
        "distillation is clearly the most effective of the three methods for our 1.5B student, by 3.8 average points "
        "over GRPO and 4.9 over off-policy SFT. The reason, in our view, is the density of the signal: each ReLoD "
        "token carries its own reward, whereas GRPO receives one bit per sequence and must sample eight sequences to "
        "estimate even that bit's baseline. Off-policy SFT also has a dense signal, but spends most of its budget on "
        "trace generation and then trains on states that the student does not visit."
    ),
    Para(
        "RQ2. ReLoD is also the most token-efficient method, and it is the only one that shortens responses relative "
        "to the initial model. We regard this as a practical advantage for small models, which are deployed precisely "
        "where inference cost matters, and we note that the length reduction was not an explicit objective but a "
        "by-product of the per-token reward."
    ),
    Para(
        "RQ3. RL after distillation helps, but mostly through additional compute, and distillation is only worthwhile "
        "with a teacher that is far stronger than the student. A practitioner with a strong teacher should therefore "
        "spend the bulk of the budget on on-policy distillation and reserve RL for settings without such a teacher, "
        "for example domains in which the student is already close to the best available model."
    ),
    Heading("8 Limitations"),
    Para(
        "Our study has several limitations. First, we use a single student family and a single teacher family that "
        "share a vocabulary; on-policy distillation between models with different tokenizers requires an alignment "
        "step that we did not study. Second, all training prompts are mathematical, and GPQA-Diamond is our only "
        "out-of-domain test, so we cannot say whether the ranking holds for code or for agentic tasks. Third, FLOP "
        "matching ignores the memory-bound nature of generation, and a comparison matched on GPU hours would favour "
        "ReLoD even more. Fourth, most results come from a single seed, and differences of about one point on AIME "
        "should not be over-interpreted. Finally, ReLoD presupposes access to the teacher's log-probabilities, which "
        "closed models typically do not expose."
    ),
    Heading("9 Conclusion"),
    Para(
        "We compared on-policy reverse-KL distillation, GRPO and off-policy SFT for a 1.5B reasoning model under an "
        "explicit compute budget that includes teacher inference. On-policy distillation from a 32B teacher gave the "
        "highest accuracy and the shortest responses, while RL after distillation added little beyond what extra "
        "compute alone provides. We hope that our compute accounting will make future comparisons between "
        "distillation and reinforcement learning easier to interpret."
    ),
)

P10 = (
    Heading("References"),
    References(
        (
            "Agarwal, R., Vieillard, N., Zhou, Y., Stanczyk, P., Ramos, S., Geist, M., and Bachem, O. On-policy distillation of language models: Learning from self-generated mistakes. In ICLR, 2024.",
            "Ahmadian, A., Cremer, C., Galle, M., Fadaee, M., Kreutzer, J., Pietquin, O., Ustun, A., and Hooker, S. Back to basics: Revisiting REINFORCE style optimization for learning from human feedback in LLMs. In ACL, 2024.",
            "DeepSeek-AI. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
            "Gu, Y., Dong, L., Wei, F., and Huang, M. MiniLLM: Knowledge distillation of large language models. In ICLR, 2024.",
            "Hinton, G., Vinyals, O., and Dean, J. Distilling the knowledge in a neural network. arXiv:1503.02531, 2015.",
            "Kim, Y. and Rush, A. M. Sequence-level knowledge distillation. In EMNLP, 2016.",
            "Ko, J., Kim, S., Chen, T., and Yun, S.-Y. DistiLLM: Towards streamlined distillation for large language models. In ICML, 2024.",
            "Li, Z., Xu, T., Zhang, Y., Lin, Z., Yu, Y., Sun, R., and Luo, Z.-Q. ReMax: A simple, effective, and efficient reinforcement learning method for aligning large language models. In ICML, 2024.",
            "Liu, Z., Chen, C., Li, W., Qi, P., Pang, T., Du, C., Lee, W. S., and Lin, M. Understanding R1-Zero-like training: A critical perspective. arXiv:2503.20783, 2025.",
            "Luo, M., Tan, S., Wong, J., et al. DeepScaleR: Surpassing O1-Preview with a 1.5B model by scaling RL. Technical report, 2025.",
            "Ouyang, L., Wu, J., Jiang, X., et al. Training language models to follow instructions with human feedback. In NeurIPS, 2022.",
            "Rafailov, R., Sharma, A., Mitchell, E., Ermon, S., Manning, C. D., and Finn, C. Direct preference optimization: Your language model is secretly a reward model. In NeurIPS, 2023.",
            "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
            "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
            "Sheng, G., Zhang, C., Ye, Z., et al. HybridFlow: A flexible and efficient RLHF framework. In EuroSys, 2025.",
            "Yu, Q., Zhang, Z., Zhu, R., et al. DAPO: An open-source LLM reinforcement learning system at scale. arXiv:2503.14476, 2025.",
        )
    ),
)

SEED_TABLE = TableBlock(
    "Table 5: Seed variance. Mean and standard deviation over three training seeds for AIME 2024 avg@16.",
    (
        ("Method", "Seed 1", "Seed 2", "Seed 3", "Mean ± std"),
        ("GRPO", "35.6", "34.4", "36.5", "35.5 ± 1.1"),
        ("ReLoD", "41.3", "40.6", "42.1", "41.3 ± 0.8"),
    ),
)

P11 = (
    Heading("A Additional Training Details"),
    Para(
        "Optimizer. All methods use AdamW with β1 = 0.9, β2 = 0.95 and a weight decay of 0.01, gradient clipping at a "
        "global norm of 1.0, and a constant learning rate after warmup. Training uses bfloat16 parameters with fp32 "
        "master weights. The per-GPU micro-batch is packed to at most 32,768 tokens for ReLoD and GRPO."
    ),
    Para(
        "Prompt template. Every prompt is wrapped in the chat template of the student with the instruction "
        "'Please reason step by step, and put your final answer within \\boxed{}.' The same template is used for the "
        "teacher when it scores student rollouts, so the teacher conditions on exactly the student's context."
    ),
    Para(
        "Teacher serving. The teacher worker computes log π_T(y_t | s_t) for all tokens of a batch of rollouts in a "
        "single prefill pass with prefix caching disabled; scoring a batch of 256 rollouts takes 41 seconds on average, "
        "compared with 118 seconds for generating them. Teacher log-probabilities are computed at temperature 1.0, "
        "matching the temperature of the student's rollouts."
    ),
    Para(
        "Seed variance. We repeated GRPO and ReLoD with three seeds each (Table 5). The seed standard deviation on "
        "AIME 2024 is about one point, well below the 5.7-point gap between the two methods."
    ),
    SEED_TABLE,
    Para(
        "Evaluation details. Answers are extracted from the last boxed expression and compared with the reference by "
        "symbolic equivalence. For GPQA-Diamond we shuffle the four options for every sample and extract a single "
        "letter. AIME 2025 contains thirty problems from both the I and II contests."
    ),
)

PAPER = GeneratedPaper(
    file="distillrl.pdf",
    title="Distill Before You Reinforce: A Compute-Matched Comparison of On-Policy Distillation and GRPO for Small Reasoning Models",
    short_title="Distill Before You Reinforce: On-Policy Distillation vs. GRPO at Matched Compute",
    authors="Mirela Constantin (1), Jun-ho Bae (2), Aditya Ramaswamy (1), Lotte Vermeulen (3), Samuel Okafor (2), Yifan Zheng (1)",
    affiliations="(1) Saarland Institute for Language and Computation   (2) Northbridge AI Lab, Toronto   (3) Delft University of Technology",
    stamp="arXiv:2511.02290v1  [cs.CL]  3 Nov 2025",
    abstract=ABSTRACT,
    pages=(P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11),
)
