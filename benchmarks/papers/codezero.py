"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set
(session 10); its questions are in benchmarks/questions/answers_fresh*_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

P1 = (
    Heading("1 Introduction"),
    Para(
        "Consider a routine request from a programming benchmark: write a function that merges a list of possibly overlapping time intervals and returns them sorted. A 7B code model asked to solve it typically produces a program that is almost right. In one sample we inspected, the program handled the general case correctly but crashed on an empty input list and merged intervals that merely touched at an endpoint. The problem ships with eleven unit tests, and this program passes nine of them. Under the binary pass/fail reward that most reinforcement learning (RL) pipelines for code use today, that program receives exactly the same reward of zero as a program that fails to parse. The learning signal cannot distinguish a near miss from nonsense, and for hard problems, where almost every sample fails at least one test, the policy gradient is dominated by noise."
    ),
    Para(
        "A second failure shows up once RL training begins to work. As the binary reward rises, the responses of the policy grow steadily longer: the model learns to wrap its programs in extended chains of reasoning, repeated self-checks, and restatements of the problem. Longer reasoning helps on some problems, but we observed that most of the added length is redundant, that it inflates sampling cost roughly linearly, and that beyond a point it hurts accuracy because the final program is truncated at the generation limit."
    ),
    Para(
        "These difficulties are usually treated separately, if at all. Reward shaping for code is often dismissed as an invitation to reward hacking, length control is borrowed from work on mathematical reasoning without adaptation, and test scarcity is handled by discarding problems with too few tests, which in our training pool would remove more than half of the problems. We argue that the three issues are better addressed together, because each remedy makes the others work: partial credit is only informative when there are enough tests, synthesized tests are only useful when the reward can register partial progress on them, and a length penalty is only needed once the reward is dense enough for RL to make progress on hard problems, which is exactly when response length starts to grow."
    ),
)

P2 = (
    Para(
        "A third difficulty is supervision itself. Unit tests are what make execution feedback possible, yet many training problems scraped from competitive programming sites come with only one or two visible examples, and some have none at all. Writing tests by hand does not scale, and reference solutions, when they exist, are not always trustworthy."
    ),
    Para(
        "In this paper we present CodeZero, an RL recipe for code generation that addresses all three problems with simple, composable pieces. CodeZero replaces the binary reward with a partial-credit reward equal to a shaped fraction of tests passed, subtracts a length penalty that activates only for responses that exceed a token budget, and augments sparse test suites with tests that the policy writes for itself and that are validated by agreement among independently sampled programs. The policy is optimized with a group-relative, critic-free objective, so no value network is trained. Despite its simplicity, CodeZero improves pass@1 of a Qwen2.5-Coder-7B-Instruct model from 81.1 to 86.0 on HumanEval+ and from 14.6 to 21.9 on LiveCodeBench, while cutting the average response length by roughly half relative to RL with a binary reward."
    ),
    Para("Our contributions are as follows:"),
    Bullets(
        (
            "We propose a partial-credit execution reward, r = (k/n)^γ, where k is the number of passed tests and n the number of tests, and show that a convex shaping exponent of γ = 1.5 gives denser learning signal than the binary reward without rewarding trivially partial programs.",
            "We introduce a thresholded length penalty that targets redundant reasoning rather than length in general, and show that it reduces response length by 51% with no loss in accuracy at the 14B scale.",
            "We describe a self-generated test procedure, Consensus Test Synthesis (CTS), in which the policy writes candidate tests whose expected outputs are fixed by majority vote over sampled programs, raising the median number of tests per training problem from 3 to 17.",
            "We evaluate CodeZero on HumanEval+, MBPP+ and LiveCodeBench at three model scales (1.5B, 7B and 14B parameters), against supervised fine-tuning, rejection-sampling fine-tuning, DPO and binary-reward RL baselines, and we report the compute cost of every run in GPU hours.",
        )
    ),
    Para(
        "The rest of the paper is organized as follows. Section 2 reviews related work on RL from execution feedback and on policy optimization for language models. Section 3 describes the reward, the length penalty, the test synthesis procedure and the training loop. Section 4 gives the experimental setup, Section 5 the main results and ablations, and Section 6 an analysis of behavior, compute, and failure cases, followed by limitations and a conclusion. Implementation details that do not fit in the main text are collected in Appendix A."
    ),
)

P3 = (
    Heading("2 Related Work"),
    Para(
        "Policy optimization for language models. Proximal Policy Optimization (PPO) [Schulman et al., 2017] maximizes a clipped surrogate objective and relies on a learned value function to estimate advantages; it was the workhorse of early RLHF pipelines [Ouyang et al., 2022]. Direct Preference Optimization (DPO) [Rafailov et al., 2023] avoids RL altogether by recasting the KL-regularized reward maximization problem as a classification loss on preference pairs. REINFORCE Leave-One-Out (RLOO) [Ahmadian et al., 2024] returns to plain REINFORCE and uses the mean reward of the other samples for the same prompt as a baseline. ReMax [Li et al., 2024] uses the reward of the greedy decoding as the baseline, removing the critic and saving roughly half of the memory of PPO. Group Relative Policy Optimization (GRPO) [Shao et al., 2024] normalizes rewards within a group of samples drawn for the same prompt and combines this group-relative advantage with a PPO-style clipped ratio; DAPO [Yu et al., 2025] later removed the KL term and introduced a higher upper clip bound. CodeZero uses a GRPO-style objective, but our contribution lies in the reward rather than in the optimizer, and we expect the reward to transfer to any of these estimators."
    ),
    Para(
        "Execution feedback for code generation. CodeRL [Le et al., 2022] trained an actor-critic model on APPS with a reward derived from compiler and test outcomes, assigning fixed penalties to compile errors and runtime errors. PPOCoder [Shojaee et al., 2023] combined execution results with syntactic and semantic matching scores computed against a reference program. RLTF [Liu et al., 2023] introduced fine-grained feedback that localizes the error to particular lines of code, and StepCoder [Dou et al., 2024] broke long problems into a curriculum of code-completion subtasks. More recently, DeepSeek-R1 [DeepSeek-AI, 2025] showed that large-scale RL with rule-based rewards alone can produce long chain-of-thought reasoning on code and mathematics. However, almost all of these works reward a program only if it passes every test, and the ones that do use partial signals tie them to a reference solution."
    ),
    Para(
        "Test generation. CodeT [Chen et al., 2023] samples both programs and tests from a model and ranks programs by their agreement with the generated tests, a dual execution agreement that we borrow for validating tests during training rather than for reranking at inference time. AceCoder [Zeng et al., 2025] synthesized large test suites with a stronger model in order to train reward models for code. Our Consensus Test Synthesis differs in that the tests come from the policy being trained, so the test pool grows and improves along with the policy and no stronger teacher model is needed."
    ),
    Para(
        "Length control. Several works have observed that RL-trained reasoning models produce overly long responses. Length-normalized rewards and explicit token budgets have been proposed for mathematical reasoning; we adapt a budget-style penalty to code and show that, if it is applied to all responses, it suppresses the useful reasoning on hard problems, which motivates our thresholded form."
    ),
)

P4 = (
    Heading("3 Method"),
    Para(
        "Setting. We are given a training set of problems, where each problem x consists of a natural-language description, a function signature or an input/output specification, and a test suite T(x) = {t_1, ..., t_n}. A policy π_θ, initialized from an instruction-tuned code model, generates a response y that contains optional reasoning followed by a single fenced code block. The program extracted from y is executed against each test in a sandbox; a test passes if the program terminates within the time limit and its output matches the expected output exactly (or within an absolute tolerance of 1e-6 for floating-point outputs)."
    ),
    Heading("3.1 Partial-credit reward"),
    Para(
        "The standard reward for code RL is binary: R_bin(x, y) = 1 if all n tests pass and 0 otherwise. For difficult problems this reward is almost always zero, and the group-relative advantage then vanishes for the entire group. To address this, CodeZero uses the shaped fraction of passed tests, R_pc(x, y) = (k/n)^γ, where k is the number of tests passed and γ ≥ 1 is a shaping exponent. With γ = 1 the reward is linear in the fraction of tests passed; with larger γ the reward favors programs that pass nearly all tests over programs that pass a few easy ones. We found that linear credit (γ = 1) encourages the policy to satisfy trivial tests, such as the empty-input case, while ignoring the core logic, and that γ = 1.5 balances density and precision. Programs that fail to compile or that produce no code block receive a reward of -0.2 rather than zero, so that a malformed response is always worse than a well-formed program that passes no tests."
    ),
    Heading("3.2 Thresholded length penalty"),
    Para(
        "Let L(y) be the number of tokens in the response and L_b a token budget. The penalty is P_len(y) = λ · max(0, L(y) − L_b) / (L_max − L_b), where L_max = 4,096 is the generation limit, L_b = 1,536 tokens, and λ = 0.3 controls the strength of the penalty. The final reward is R(x, y) = R_pc(x, y) − P_len(y). Because the penalty is zero for responses under the budget, it leaves short and medium responses untouched and only discourages the long tail, where most redundant self-verification occurs. A response truncated at L_max receives the full penalty of λ in addition to the reward of its (usually missing) program."
    ),
    Heading("3.3 Policy objective"),
    Para(
        "For each prompt we sample a group of G responses y_1, ..., y_G from the old policy and compute the group-relative advantage A_i = (R_i − mean(R_1..R_G)) / (std(R_1..R_G) + δ), where δ = 1e-4 avoids division by zero. Every token of response y_i shares the advantage A_i. The policy maximizes J(θ) = E[(1/G) Σ_i (1/|y_i|) Σ_t min(ρ_{i,t} A_i, clip(ρ_{i,t}, 1 − ε, 1 + ε) A_i)] − β · KL(π_θ || π_ref), where ρ_{i,t} is the ratio between the probability of token t under the current and the old policy, ε = 0.2 is the clip range, π_ref is the frozen initial model, and β is the KL coefficient. Groups in which all G rewards are identical carry no signal and are dropped from the batch; with the partial-credit reward this happens for 18% of groups at the start of training, compared with 61% under the binary reward."
    ),
)

P5 = (
    Heading("3.4 Consensus Test Synthesis"),
    Para(
        "Many training problems have too few tests for the fraction of tests passed to be informative: with two tests, the partial-credit reward can only take three values. However, asking the policy to write tests with expected outputs is unreliable, because a model that cannot solve a problem also cannot compute its correct outputs. Consensus Test Synthesis therefore asks the policy only for test inputs, and decides the expected outputs by executing programs. For each problem with fewer than 10 tests, the policy is prompted to propose m = 8 test inputs, with an instruction to cover edge cases and large inputs. We then execute a pool of 16 programs sampled from the current policy on every candidate input and take the majority output as the expected output. An input is kept only if at least 60% of the programs that pass all original tests agree on its output, and only if at least three such programs exist; otherwise the input is discarded. Kept tests are added to T(x) with a weight of w = 0.5 each, so that the weighted fraction k/n counts an original test twice as much as a synthesized one."
    ),
    Para(
        "The synthesized tests are refreshed every 100 training steps using the current policy, so the pool becomes harder as the policy improves. Over a full run, CTS raised the median number of tests per training problem from 3 to 17, and the fraction of problems with at least 10 tests from 22% to 71%."
    ),
    Heading("3.5 Training loop"),
    Para("Putting the pieces together, one CodeZero training iteration proceeds as follows:"),
    Bullets(
        (
            "Step 1. Sample a batch of B prompts from the training set; for problems flagged for test synthesis, load the most recent CTS tests.",
            "Step 2. For each prompt, sample G responses from the old policy with temperature 1.0 and top-p 1.0, up to L_max tokens.",
            "Step 3. Extract the last fenced code block of each response and execute it against the weighted test suite in the sandbox, with a time limit per test and a memory limit.",
            "Step 4. Compute R = R_pc − P_len for each response, assigning -0.2 to responses without a compilable program.",
            "Step 5. Compute group-relative advantages, drop groups with zero reward variance, and take a gradient step on J(θ); repeat for the mini-batches of the batch.",
            "Step 6. Every 100 steps, re-run Consensus Test Synthesis with the current policy for problems with fewer than 10 original tests.",
        )
    ),
    Para(
        "Steps 2 and 3 are overlapped: execution of the first finished responses starts while the remaining ones are still being generated, which hides most of the sandbox latency. The whole loop is implemented on top of an open-source RL library with vLLM for generation; we release our reward functions and sandbox configuration."
    ),
)

P6 = (
    Heading("4 Experimental Setup"),
    Para(
        "Models. We train three instruction-tuned models from the Qwen2.5-Coder family, with 1.5B, 7B and 14B parameters. All runs start from the public instruct checkpoints, without any additional supervised warm-up, which is why we call the recipe CodeZero."
    ),
    Para(
        "Training data. Our training set, which we call CZ-24K, contains 24,816 Python problems drawn from TACO, APPS and CodeContests, after removing problems with fewer than one working test, problems whose statements exceed 2,048 tokens, and any problem with a 13-gram overlap with an evaluation benchmark. Of these, 9,402 problems are function-completion tasks and the remainder read from standard input."
    ),
    Para(
        "Hyperparameters. Unless stated otherwise, we use a learning rate of 1e-6 with AdamW and a constant schedule, a batch of B = 128 prompts with G = 16 samples per prompt (2,048 responses per step), 4 mini-batch updates per batch, a KL coefficient β = 0.001, and a clip range ε = 0.2. We train for 800 steps, which corresponds to slightly more than four epochs over CZ-24K. The sandbox enforces a time limit of 6 seconds per test and a memory limit of 1 GB. Evaluation uses greedy decoding with a maximum of 4,096 new tokens."
    ),
    Para(
        "Hardware. The 1.5B and 7B models were trained on a single node of 8 NVIDIA H100 80GB GPUs; the 14B model was trained on 4 nodes (32 H100 GPUs). Code execution runs on a separate CPU cluster with 512 cores."
    ),
    Para(
        "Benchmarks. We report pass@1 on HumanEval+ and MBPP+ from EvalPlus, which extend the original HumanEval and MBPP with many additional tests, and on LiveCodeBench using the 279 problems released between August 2024 and January 2025, which post-date the knowledge cutoff of the base models. For LiveCodeBench we also report results by difficulty (easy, medium, hard)."
    ),
    Para(
        "Baselines. We compare against (i) the base instruct model; (ii) SFT, supervised fine-tuning on solutions to CZ-24K problems written by a larger model and filtered by the tests; (iii) RFT, rejection-sampling fine-tuning on the policy's own samples that pass all tests; (iv) DPO on pairs of passing and failing samples; (v) PPO with the binary reward and a learned critic; and (vi) GRPO-bin, which is identical to CodeZero except that it uses the binary reward, no length penalty and no synthesized tests. All RL baselines use the same data, steps and sampling budget as CodeZero."
    ),
    Para(
        "Evaluation protocol. For HumanEval+ and MBPP+ we count a problem as solved only if the program passes both the original and the extended EvalPlus tests. For LiveCodeBench we use the official harness with its default time limits, and we extract the last code block of each response exactly as in training. Checkpoints are selected by pass@1 on a held-out validation split of 500 CZ-24K problems, evaluated every 50 steps; in practice the selected checkpoint was always one of the last three evaluated, and we did not observe late-training collapse in any CodeZero run."
    ),
)

T1 = TableBlock(
    "Table 1: Pass@1 (%) with greedy decoding. LCB = LiveCodeBench (Aug 2024 - Jan 2025). Len = mean response length in tokens on LiveCodeBench. The 14B model was trained on 32 GPUs, the smaller models on 8.",
    (
        ("Model", "Method", "HumanEval+", "MBPP+", "LCB", "Len"),
        ("1.5B", "Base instruct", "61.0", "58.2", "4.3", "612"),
        ("1.5B", "RFT", "63.4", "59.5", "5.0", "655"),
        ("1.5B", "GRPO-bin", "64.6", "60.1", "5.7", "1,388"),
        ("1.5B", "CodeZero", "67.1", "61.9", "7.2", "904"),
        ("7B", "Base instruct", "81.1", "68.3", "14.6", "745"),
        ("7B", "SFT", "80.5", "68.8", "15.1", "1,020"),
        ("7B", "RFT", "82.3", "69.6", "16.5", "781"),
        ("7B", "DPO", "82.9", "69.0", "15.8", "802"),
        ("7B", "PPO", "83.5", "70.4", "17.9", "2,133"),
        ("7B", "GRPO-bin", "84.1", "70.9", "19.0", "2,402"),
        ("7B", "CodeZero", "86.0", "72.5", "21.9", "1,176"),
        ("14B", "Base instruct", "84.8", "71.9", "20.1", "803"),
        ("14B", "GRPO-bin", "87.2", "73.8", "26.4", "2,870"),
        ("14B", "CodeZero", "88.4", "75.3", "28.7", "1,410"),
    ),
)

P7 = (
    Heading("5 Results"),
    Heading("5.1 Main results"),
    Para(
        "Table 1 reports pass@1 for all methods. CodeZero is the best method at every scale and on every benchmark. The gains are largest on LiveCodeBench, the hardest and least contaminated benchmark: at 7B, CodeZero improves over the base model by 7.3 points and over GRPO-bin by 2.9 points, and at 14B it reaches 28.7% against 26.4% for GRPO-bin. On HumanEval+, where the base models are already strong, the improvements are smaller but consistent. Offline methods (SFT, RFT and DPO) improve little over the base models, and SFT on teacher solutions even slightly hurts HumanEval+ at 7B, which we attribute to the stylistic mismatch between the teacher solutions and the student model."
    ),
    T1,
    Para(
        "The length column shows the second effect of the recipe. Binary-reward RL roughly triples the response length at every scale, whereas CodeZero keeps responses within about 1.8 times the length of the base model while still being more accurate. PPO, which we could only afford to run at 7B because of the memory cost of its critic, behaves like GRPO-bin but is consistently slightly worse."
    ),
    Para(
        "Scaling behavior is encouraging. At 1.5B, CodeZero gains 6.1 points on HumanEval+ over the base model, compared with 3.6 points for GRPO-bin, and it raises the LiveCodeBench score by about two thirds from a low starting point. At 14B the absolute gains on HumanEval+ shrink, as expected for a benchmark that is close to saturation, but the LiveCodeBench gain of 8.6 points over the base model is the largest of any scale. We therefore expect the recipe to remain useful for larger models, although we did not verify this."
    ),
)

T2 = TableBlock(
    "Table 2: Ablations at 7B, pass@1 (%) on LiveCodeBench by difficulty and overall, and mean response length. Each row changes one component of the full recipe.",
    (
        ("Variant", "Easy", "Medium", "Hard", "All", "Len"),
        ("CodeZero (full)", "52.1", "17.4", "2.6", "21.9", "1,176"),
        ("binary reward (no partial credit)", "50.3", "14.9", "1.3", "20.0", "1,090"),
        ("linear credit, γ = 1", "51.0", "15.8", "1.9", "20.6", "1,151"),
        ("γ = 2", "51.6", "16.9", "2.2", "21.4", "1,162"),
        ("no length penalty", "52.8", "17.0", "2.1", "21.8", "2,455"),
        ("penalty on all tokens", "50.9", "14.2", "0.9", "19.5", "688"),
        ("no CTS tests", "51.4", "15.6", "1.7", "20.7", "1,203"),
        ("CTS without consensus filter", "49.7", "14.5", "1.3", "19.6", "1,248"),
    ),
)

P8 = (
    Heading("5.2 Ablations"),
    Para(
        "Table 2 isolates each component at the 7B scale. Replacing the partial-credit reward with the binary reward costs 1.9 points overall and halves the accuracy on hard problems, which confirms that the denser signal matters most where full solutions are rare. The shaping exponent matters less than the presence of partial credit, but linear credit is clearly worse than γ = 1.5, consistent with our observation that it rewards trivial tests. Removing the length penalty barely changes accuracy but more than doubles the response length, while applying the penalty to all tokens (L_b = 0) shortens responses aggressively and damages medium and hard problems. Synthesized tests help, but only when they are filtered: without the consensus filter, wrong expected outputs reward incorrect programs and the result is worse than using no synthesized tests at all."
    ),
    Para(
        "We also varied the penalty strength λ while keeping the budget fixed. With λ = 0.1 the mean length on LiveCodeBench was 1,702 tokens and accuracy was unchanged, while λ = 0.5 reduced the length to 1,020 tokens but cost 0.8 points of pass@1, mostly on medium problems."
    ),
    T2,
    FigureBlock(
        "Figure 1: Mean response length on training prompts (normalized to the 4,096-token limit) over the first 400 training steps of the 14B model. Black: CodeZero; grey: GRPO-bin. Without the length penalty, length grows almost monotonically; with it, length peaks near step 150 at about 1,900 tokens and then settles around 1,400 tokens.",
        "training step",
        "length / L_max",
        (
            (0.20, 0.27, 0.36, 0.43, 0.46, 0.44, 0.40, 0.37, 0.35, 0.35, 0.34, 0.34, 0.34),
            (0.20, 0.28, 0.38, 0.47, 0.54, 0.59, 0.63, 0.66, 0.68, 0.70, 0.71, 0.72, 0.72),
        ),
    ),
)

P9 = (
    Heading("6 Analysis and Discussion"),
    Para(
        "Where do the gains come from? We classified the failures of the 7B models on LiveCodeBench into wrong answers, runtime errors, timeouts, and truncated responses. Compared with GRPO-bin, CodeZero reduces truncations from 9.8% to 1.1% of problems, which accounts for roughly a third of its advantage; the remainder comes from fewer wrong answers on medium problems. Partial credit also changes what the policy attends to: in a manual study of 100 failing programs, CodeZero programs failed mostly on single edge cases, whereas GRPO-bin programs more often had an incorrect core algorithm."
    ),
    Para(
        "Compute cost. RL for code is expensive because of both generation and execution. A full 800-step CodeZero run took 290 GPU hours for the 1.5B model, 1,150 GPU hours for the 7B model and 3,240 GPU hours for the 14B model, all on H100 GPUs. Consensus Test Synthesis adds about 11% to these totals, because it samples additional programs and test inputs every 100 steps. However, the length penalty more than pays for it: because responses are shorter, a CodeZero step at 14B is 38% faster than a GRPO-bin step, and the total cost of the GRPO-bin run at 14B was 4,610 GPU hours. Offline baselines are far cheaper; RFT at 7B needed about 240 GPU hours including sampling."
    ),
    Heading("7 Limitations"),
    Para(
        "CodeZero has several failures that we want to state plainly. First, partial credit invites reward hacking. Around step 500 of the 7B run, we found that 2.4% of the responses special-cased the literal inputs that appear in the problem statement, returning the expected example outputs directly to collect credit for the visible tests; we mitigated this by hiding the statement examples from the test suite, but we cannot rule out subtler forms of test overfitting. Second, the consensus filter fails when most sampled programs share the same bug: on a manually checked sample of 200 synthesized tests, 7% had wrong expected outputs, almost all on problems involving floating-point rounding or tie-breaking rules. Third, the gains on hard LiveCodeBench problems are small in absolute terms (2.6% at 7B), and the recipe does not help on problems where the policy never passes any test. Fourth, we only train and evaluate on Python, and all our models come from a single model family, so we do not know how the recipe transfers to other languages or base models. Finally, the length budget L_b was tuned on a held-out split of CZ-24K and may need to be re-tuned for other domains."
    ),
)

P10 = (
    Heading("8 Conclusion"),
    Para(
        "We presented CodeZero, a reinforcement learning recipe for code generation that rewards the fraction of unit tests a program passes, penalizes only responses that exceed a token budget, and enriches sparse test suites with policy-written tests validated by consensus. Across three model scales, these changes improve pass@1 over binary-reward RL on HumanEval+, MBPP+ and LiveCodeBench while halving the response length and reducing the training cost. We hope that the reward design choices studied here will be useful to others building RL pipelines with verifiable but imperfect feedback."
    ),
    Heading("References"),
    References(
        (
            "[1] A. Ahmadian, C. Cremer, M. Galle, et al. Back to basics: Revisiting REINFORCE style optimization for learning from human feedback in LLMs. ACL, 2024.",
            "[2] B. Chen, F. Zhang, A. Nguyen, et al. CodeT: Code generation with generated tests. ICLR, 2023.",
            "[3] DeepSeek-AI. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
            "[4] S. Dou, Y. Liu, H. Jia, et al. StepCoder: Improving code generation with reinforcement learning from compiler feedback. ACL, 2024.",
            "[5] N. Jain, K. Han, A. Gu, et al. LiveCodeBench: Holistic and contamination free evaluation of large language models for code. ICLR, 2025.",
            "[6] H. Le, Y. Wang, A. D. Gotmare, S. Savarese, S. C. H. Hoi. CodeRL: Mastering code generation through pretrained models and deep reinforcement learning. NeurIPS, 2022.",
            "[7] Z. Li, T. Xu, Y. Zhang, et al. ReMax: A simple, effective, and efficient reinforcement learning method for aligning large language models. ICML, 2024.",
            "[8] J. Liu, C. S. Xia, Y. Wang, L. Zhang. Is your code generated by ChatGPT really correct? Rigorous evaluation of large language models for code generation. NeurIPS, 2023.",
            "[9] J. Liu, Y. Zhu, K. Xiao, et al. RLTF: Reinforcement learning from unit test feedback. TMLR, 2023.",
            "[10] L. Ouyang, J. Wu, X. Jiang, et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
            "[11] R. Rafailov, A. Sharma, E. Mitchell, et al. Direct preference optimization: Your language model is secretly a reward model. NeurIPS, 2023.",
            "[12] J. Schulman, F. Wolski, P. Dhariwal, A. Radford, O. Klimov. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
            "[13] Z. Shao, P. Wang, Q. Zhu, et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
            "[14] P. Shojaee, A. Jain, S. Tipirneni, C. K. Reddy. Execution-based code generation using deep reinforcement learning. TMLR, 2023.",
            "[15] Q. Yu, Z. Zhang, R. Zhu, et al. DAPO: An open-source LLM reinforcement learning system at scale. arXiv:2503.14476, 2025.",
            "[16] H. Zeng, D. Jiang, H. Wang, et al. AceCoder: Acing coder RL via automated test-case synthesis. ACL, 2025.",
        )
    ),
)

T3 = TableBlock(
    "Table 3: Additional training hyperparameters shared by all RL runs.",
    (
        ("Setting", "Value"),
        ("Optimizer", "AdamW (β1 = 0.9, β2 = 0.95)"),
        ("Weight decay", "0.01"),
        ("Warmup", "10 steps (linear)"),
        ("Gradient clipping", "1.0 (global norm)"),
        ("Precision", "bf16, ZeRO stage 3"),
        ("Reference model update", "never (frozen)"),
        ("Max prompt length", "2,048 tokens"),
    ),
)

P11 = (
    Heading("A Appendix: Additional Details"),
    Para(
        "A.1 Sandbox. Programs run inside a gVisor-isolated container with no network access and a read-only file system, one container per test batch. Function-completion problems are executed by appending an assertion harness to the program; standard-input problems are executed as a script whose standard output is compared line by line after stripping trailing whitespace. A run is counted as a timeout if it exceeds the per-test limit of 6 seconds, and the whole suite of a response is aborted after 30 seconds of total execution time, in which case all unexecuted tests are counted as failed."
    ),
    Para(
        "A.2 Prompt format. The system prompt asks the model to reason briefly if needed and to return exactly one Python code block. The CTS prompt shows the problem statement and the function signature and asks for eight test inputs as a JSON list, with at least two of them being edge cases and at least one being a large input near the stated constraints. Inputs that fail to parse as JSON or that violate the stated constraints are dropped before execution."
    ),
    T3,
    Para(
        "A.3 Variance across seeds. We repeated the 7B CodeZero and GRPO-bin runs with three random seeds each. The standard deviation of LiveCodeBench pass@1 across seeds was 0.6 points for CodeZero and 0.9 points for GRPO-bin, so the gap of 2.9 points reported in Table 1 is well outside seed noise. The standard deviation on HumanEval+ was below 0.5 points for both methods."
    ),
    Para(
        "A.4 Decontamination. Besides the 13-gram filter, we removed 37 training problems whose reference solutions matched a LiveCodeBench solution after normalizing identifiers, found with an embedding-based near-duplicate search."
    ),
    Para(
        "A.5 CTS statistics. On average, 5.3 of the eight proposed inputs per problem survived the consensus filter in the first synthesis round, rising to 6.1 in the last round as the policy wrote more valid inputs. Inputs were most often rejected because fewer than three programs passed the original tests, which happened for 27% of problems in the first round."
    ),
)

PAPER = GeneratedPaper(
    file="codezero.pdf",
    title="CodeZero: Reinforcement Learning for Code Generation with Partial Test Credit, Length Budgets, and Self-Generated Tests",
    short_title="CodeZero: RL for Code with Partial Test Credit",
    authors="Mirela Vasquez-Holt, Daniyar Seitkali, Priya Ranganathan, Tobias Lindqvist, Hae-won Cho",
    affiliations="Halden Institute for Computing, Oslo; University of Tartu; Meridian AI Research, Toronto",
    stamp="arXiv:2508.03157v2  [cs.SE]  6 Aug 2025",
    abstract="Reinforcement learning from execution feedback has become a standard way to improve code language models, but the usual reward, which is one if a program passes every unit test and zero otherwise, is sparse on hard problems, encourages ever longer reasoning, and depends on test suites that are often too small. We present CodeZero, a simple recipe that combines three changes: a partial-credit reward equal to a shaped fraction of passed tests, a length penalty that applies only beyond a token budget, and Consensus Test Synthesis, in which the policy writes test inputs whose expected outputs are fixed by majority vote among its own sampled programs. Trained with a critic-free group-relative objective on 24,816 Python problems, CodeZero improves Qwen2.5-Coder models at the 1.5B, 7B and 14B scales on HumanEval+, MBPP+ and LiveCodeBench, reaching 28.7% pass@1 on recent LiveCodeBench problems at 14B, while producing responses about half as long as binary-reward RL and using 30% fewer GPU hours.",
    pages=(P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11),
)
