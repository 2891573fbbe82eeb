"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 18); its questions are in benchmarks/questions/answers_fresh5_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="leanprover.pdf",
    title="KESTREL: Reinforcement Learning of Lean 4 Theorem Provers with Tactic-Level Rewards under a Proof-Search Budget",
    short_title="KESTREL: Tactic-Level RL for Lean 4 Provers",
    authors="Ingrid Solberg (1), Tobias Achterberg (2), Nnamdi Okafor (1), Yuki Hanazawa (3), Clara Bettencourt (2)",
    affiliations="(1) Ostmark University   (2) Verity Labs   (3) Kanagawa Institute of Formal Methods",
    stamp="arXiv:2510.21873v1  [cs.CL]  24 Oct 2025",
    abstract=(
        "Language-model provers for Lean 4 are usually improved by reinforcement learning on a single bit per theorem: "
        "the proof either checks or it does not. This signal is sparse, it ignores the many tactic applications that the "
        "proof assistant has already judged, and it does not account for how much search a proof cost. We present KESTREL "
        "(Kernel-checked Episodic Search with Tactic-level REinforcement Learning), which trains a tactic-generating policy "
        "on whole best-first search episodes. Every tactic the policy proposes is executed by Lean, and the policy receives "
        "a tactic-level reward for closing goals, a penalty for tactics that fail to elaborate, and a terminal reward for a "
        "kernel-checked proof that is discounted by the share of the search budget consumed. To stop the policy from "
        "farming progress rewards, goal-closing credit is paid only to tactics that lie on the verified path of a "
        "completed proof. Starting from a 7B model fine-tuned on Mathlib tactic states, KESTREL-7B proves 61.9% of "
        "miniF2F-test under a budget of 6,400 tactic calls, 6.6 points above outcome-only GRPO (55.3%) and 13.5 points "
        "above the supervised starting point (48.4%). It reaches the final accuracy of outcome-only GRPO with 3.1 times "
        "fewer tactic calls, and it solves 11 of the 644 PutnamBench problems."
    ),
    pages=(
        (
            Heading("1 Introduction"),
            Para(
                "Interactive theorem provers such as Lean 4 give machine learning something rare: a judge that is never "
                "wrong. A proof either passes the kernel or it does not, and every intermediate step, a tactic applied to "
                "a goal, is checked as it is written. Neural provers exploit this by pairing a language model that "
                "proposes tactics with a search procedure that explores the resulting proof tree, and recent systems "
                "further improve the model with reinforcement learning (RL) on statements that it can sometimes, but not "
                "always, prove."
            ),
            Para(
                "Almost all of this RL uses a proof-level outcome reward: one bit per theorem, given once the whole proof "
                "has been found or the search has given up. The bit is trustworthy, but it wastes most of what the proof "
                "assistant says. A failed search of a few hundred tactic calls contains many tactics that elaborated "
                "correctly and closed goals, and many that did not even type-check; an outcome reward treats them all "
                "alike. The bit also ignores cost. A proof found after 3,000 tactic calls earns the same reward as one "
                "found after 30, so nothing in training pushes the policy to propose the right tactic early, although "
                "at test time the search budget is exactly what limits a prover."
            ),
            Para(
                "Rewarding individual tactics is the obvious remedy and an old idea, but it is easy to get wrong. In "
                "our first experiments, a policy paid for every goal it closed learned within 150 RL steps to split "
                "goals into trivial pieces and close them one by one, collecting reward while the main goal stayed "
                "open. Process rewards from a learned critic avoid this particular failure but add a second model that "
                "can itself be exploited, and they give up the main advantage of formal mathematics, a reward that "
                "cannot be fooled."
            ),
        ),
        (
            Para(
                "KESTREL takes every reward directly from Lean. Each RL episode is a complete best-first search for "
                "one theorem under a fixed budget of tactic calls. Tactics that fail to elaborate are penalised at once. "
                "Tactics that close goals are credited, but only after the episode has ended and only if they lie on "
                "the path of a proof that the kernel has accepted; tactics on abandoned branches earn no progress "
                "credit, however many goals they closed. The terminal reward for a completed proof shrinks with the "
                "share of the budget the search used, and the budget itself grows during training, so that the policy "
                "first learns to prove easy statements cheaply and then to spend a larger budget well. Advantages are "
                "computed per tactic from returns that are normalised across several search episodes of the same "
                "theorem, which keeps the method free of a learned value function."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "A tactic-level reward built only from proof-assistant feedback: goal-closing credit, an elaboration "
                    "error penalty and a budget-discounted terminal reward, with verified-path crediting that removes the "
                    "reward hacking we observe with naive progress rewards.",
                    "A group-relative policy-gradient objective over whole proof-search episodes, with per-tactic "
                    "advantages and a curriculum on the training search budget.",
                    "Experiments with 1.5B and 7B policies on miniF2F, ProofNet and PutnamBench against supervised, "
                    "expert-iteration and outcome-reward baselines, showing higher accuracy at every budget we tried and "
                    "a 3.1 times reduction in tactic calls at equal accuracy.",
                    "Ablations of every reward term and an analysis of how the learned policy's tactic usage and proof "
                    "length change under RL.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Neural tactic provers. GPT-f [11] showed that a language model trained on tactic states of Metamath "
                "could drive best-first search, and later work moved the recipe to Lean 3 and Lean 4. LeanDojo (Yang et "
                "al. [14]) made Lean programmatically accessible and released retrieval-augmented tactic models. "
                "HyperTree Proof Search [6] replaced best-first search with an AlphaZero-style search guided by a learned "
                "critic. Whole-proof generators such as the DeepSeek-Prover series [13] write an entire proof in one "
                "pass and use the compiler only as a final check; KESTREL instead stays at the tactic level, where the "
                "proof assistant gives feedback after every step."
            ),
            Para(
                "Learning from the prover. Expert iteration [9] alternates between searching for proofs and "
                "fine-tuning on the proofs found, and remains the most common way to improve tactic provers. Outcome "
                "reward RL with group-normalised advantages, popularised by GRPO (Shao et al. [10]), has since been "
                "applied to whole-proof generation with a binary compile reward. StepForge (Marchetti et al. [7]) trains "
                "a 7B tactic model with expert iteration on 3.2 million auto-formalised statements, and Gauss-Prover "
                "(Lindqvist et al. [5]) adds a learned value head for search. We compare against both as published "
                "models, and we re-implement expert iteration and outcome-only GRPO on our own data and starting model."
            ),
        ),
        (
            Para(
                "Process rewards. Process reward models score intermediate steps of natural-language reasoning "
                "(Lightman et al. [4]) and are known to be exploitable when the policy optimises them directly [2]. In "
                "formal proving, intrinsic rewards for goal reduction were explored in early Coq and HOL Light agents "
                "[1, 3], which reported the same goal-splitting pathology that we observe. Budget-aware search has been "
                "studied at inference time, for example by allocating more expansions to promising subgoals [8], but "
                "not, to our knowledge, as part of the training reward."
            ),
            Heading("3 Method"),
            Heading("3.1 Proof search as an episode"),
            Para(
                "A proof state s is the list of open Lean goals, each with its local context, printed by the Lean REPL. "
                "The policy pi_theta maps a state to a tactic string. A search episode for a theorem T starts from the "
                "state produced by the statement of T and runs best-first search: at each expansion it takes the open "
                "node with the highest cumulative log-probability, samples k = 12 candidate tactics from pi_theta at "
                "temperature 1.0, executes each in Lean and adds the resulting states as children. A tactic call is one "
                "such execution. The episode ends when a node with no open goals is reached and the kernel accepts the "
                "assembled proof, or when B tactic calls have been made, where B is the search budget. Tactics that "
                "reach a state already in the tree are merged with it, and the forbidden tactics sorry, admit and "
                "native_decide are filtered before execution."
            ),
            Heading("3.2 Tactic-level reward"),
            Para(
                "Let a be a tactic applied at node s, with result s' if it elaborates. Let g(s) be the number of open "
                "goals of s, and let c(a) = max(0, g(s) - g(s') + n_new(a)) be the number of goals that a closes, where "
                "n_new(a) counts goals that a itself created, so that a split followed by no progress earns nothing. The "
                "immediate reward of a tactic is"
            ),
            Para("r(a) = lambda_prog * c(a) * v(a) - lambda_err * e(a),     (1)"),
            Para(
                "where e(a) is 1 if the tactic fails to parse or elaborate, or exceeds the per-tactic timeout, and 0 "
                "otherwise, and v(a) is the verified-path indicator of Section 3.3. We use lambda_prog = 0.1 and "
                "lambda_err = 0.05. The terminal reward of an episode that finds a proof after b tactic calls is"
            ),
            Para("R_term = 1 - eta * (b / B),     (2)"),
            Para(
                "with budget penalty eta = 0.2, so a proof found at the very end of the budget is still worth 0.8 and "
                "one found at once is worth nearly 1. Episodes that exhaust the budget receive R_term = 0. Because the "
                "progress term is at most lambda_prog times the number of goals in the final proof, a completed proof "
                "always dominates any amount of partial progress in a failed episode."
            ),
        ),
        (
            Heading("3.3 Verified-path crediting"),
            Para(
                "A best-first search tree contains one proof at most, and every other branch is a dead end. We set v(a) "
                "= 1 if a lies on the verified path, the chain of tactics from the root to the closed node whose proof "
                "the kernel accepted, and v(a) = 0 otherwise. In a failed episode no tactic has v(a) = 1, so the only "
                "non-zero rewards of a failed search are error penalties. Crediting is retroactive: it is computed after "
                "the episode ends, when the tree and its verified path are known. This rule makes goal-closing credit "
                "impossible to collect without actually proving the theorem, which is exactly what the goal-splitting "
                "policies of Section 7.1 were doing. It also means that progress rewards never contradict the outcome: "
                "they only redistribute credit within successful proofs, towards the tactics that did the work."
            ),
            Heading("3.4 Per-tactic advantages"),
            Para(
                "For each theorem in a batch we run G = 8 independent search episodes with the current policy. For a "
                "tactic a_t at depth t of an episode, the return-to-go is the sum of the immediate rewards of a_t and "
                "of its descendants on the same branch, plus R_term if a_t is on the verified path. We normalise the "
                "returns-to-go of all tactics at the same depth across the G episodes of a theorem,"
            ),
            Para("A(a_t) = (Q(a_t) - mean_t(Q)) / (std_t(Q) + delta),     (3)"),
            Para(
                "with delta = 1e-4, so that deep tactics are compared with deep tactics and the group itself plays the "
                "role of a value baseline. When fewer than two tactics share a depth, we fall back to the statistics of "
                "the whole group. The policy is updated with a clipped surrogate objective on every executed tactic,"
            ),
            Para(
                "L(theta) = - mean_a [ min(rho_a * A(a), clip(rho_a, 1 - epsilon, 1 + epsilon) * A(a)) ] + beta * KL(pi_theta || pi_ref),     (4)"
            ),
            Para(
                "where rho_a is the ratio of the new to the old policy's probability of the tactic string, epsilon = 0.2 "
                "and beta = 0.02 weights a KL penalty to the supervised reference model pi_ref. Candidate tactics that "
                "were sampled but never executed, because the search ended first, are not part of the loss."
            ),
            Heading("3.5 Budget curriculum"),
            Para(
                "A large training budget wastes compute on theorems the policy cannot yet prove, and a small one makes "
                "hard theorems unreachable. KESTREL therefore raises the training budget on a fixed schedule: B starts "
                "at 64 tactic calls and is doubled every 150 steps until it reaches 512 at step 450, where it stays until "
                "the end of training at step 600. The budget penalty eta of Equation (2) is applied relative to the "
                "current B, so its scale does not change as the budget grows. At test time we evaluate with much larger "
                "budgets, up to 6,400 tactic calls, and the same search procedure without any reward computation."
            ),
        ),
        (
            Heading("4 Experimental Setup"),
            Para(
                "Starting model. Our policies are initialised from Qwen2.5-Math-7B and Qwen2.5-Math-1.5B, fine-tuned on "
                "1.21 million (tactic state, next tactic) pairs traced from Mathlib4 with LeanDojo, plus 186,000 pairs "
                "from proofs of auto-formalised competition statements found by the base models with a 32-sample "
                "pass. We call these supervised models SFT-7B and SFT-1.5B. Supervised fine-tuning runs for 3 epochs with "
                "a batch size of 256 sequences and a context of 2,048 tokens; it serves as the starting point and as "
                "the KL reference pi_ref of every RL method."
            ),
            Para(
                "RL data. We auto-formalised 96,400 problems from NuminaMath into Lean 4 statements with a separate "
                "translation model, kept the 71,900 that type-check, removed statements that are provable by a single "
                "call to norm_num, simp or linarith, and removed any statement whose informal source matched a "
                "miniF2F or ProofNet problem by 13-gram overlap. We then ran SFT-7B with a budget of 512 tactic calls "
                "four times on each statement and kept those it proved in at least one and at most three of the four "
                "attempts, plus a random tenth of the never-proved statements. The resulting RL pool has 41,250 "
                "statements, used for all RL methods and both model sizes."
            ),
            Para(
                "Training. Each RL step takes 256 theorems and runs G = 8 search episodes for each, 2,048 episodes in "
                "total. We train for 600 steps with AdamW (beta_1 = 0.9, beta_2 = 0.95, weight decay 0.0), a constant "
                "learning rate of 1e-6 for the 7B policy and 2e-6 for the 1.5B policy after a 20-step warm-up, and two "
                "optimisation epochs over the tactics of each batch in mini-batches of 4,096 tactics. The 7B run uses 64 "
                "H100 GPUs, 48 for generation and 16 for training, and a pool of 3,072 CPU cores that run Lean REPL "
                "workers; the 1.5B run uses 16 H100 GPUs and the same CPU pool. A 7B run takes 41 hours of wall-clock "
                "time, of which 58% is spent waiting for Lean. All experiments use Lean v4.9.0 and a fixed Mathlib4 "
                "commit, and all RL results are means over three seeds."
            ),
            Para(
                "Baselines. We compare KESTREL against five provers. SFT is the supervised starting point with the same "
                "search. Expert iteration (ExIt) fine-tunes on the proofs it finds in the RL pool for four rounds with "
                "the same total number of tactic calls as KESTREL. Outcome-only GRPO uses our search episodes, G = 8 and "
                "Equation (4), but with a reward of 1 for a proof and 0 otherwise, spread over every executed tactic of "
                "the episode, and a fixed budget of 512. We also evaluate the released StepForge-7B [7] and "
                "Gauss-Prover-7B [5] checkpoints in our search with their own prompts."
            ),
            Para(
                "Evaluation. We report the share of theorems proved on miniF2F-test [12] (244 statements) and ProofNet-test "
                "(186 statements), and the number of problems solved on PutnamBench (644 statements). Unless stated "
                "otherwise, every prover has a budget of 6,400 tactic calls per theorem, run as 8 independent searches "
                "of 800 calls each, and proofs are re-checked by the Lean kernel outside the search. Checkpoints are "
                "selected on miniF2F-valid."
            ),
        ),
        (
            Heading("5 Main Results"),
            TableBlock(
                "Table 1: Theorem-proving accuracy at a budget of 6,400 tactic calls per theorem (8 searches of 800 calls). "
                "miniF2F-test and ProofNet-test: % of statements proved; PutnamBench: problems solved out of 644. RL rows are "
                "means over three seeds; standard deviations are at most 0.9 points on miniF2F-test.",
                (
                    ("Prover", "Size", "miniF2F-test", "ProofNet-test", "PutnamBench"),
                    ("SFT (ours)", "7B", "48.4", "16.1", "4/644"),
                    ("Gauss-Prover-7B [5]", "7B", "51.2", "17.7", "5/644"),
                    ("Expert iteration (ExIt)", "7B", "53.7", "19.4", "6/644"),
                    ("StepForge-7B [7]", "7B", "54.5", "21.0", "7/644"),
                    ("Outcome-only GRPO", "7B", "55.3", "20.4", "7/644"),
                    ("KESTREL (ours)", "7B", "61.9", "24.7", "11/644"),
                    ("SFT (ours)", "1.5B", "39.3", "11.8", "2/644"),
                    ("Outcome-only GRPO", "1.5B", "44.7", "13.4", "2/644"),
                    ("KESTREL (ours)", "1.5B", "49.6", "15.1", "3/644"),
                ),
            ),
            Para(
                "Table 1 gives the main comparison. KESTREL-7B proves 61.9% of miniF2F-test, 6.6 points more than "
                "outcome-only GRPO at 55.3% and 8.2 points more than expert iteration at 53.7%, although all three "
                "methods start from the same SFT-7B model, train on the same 41,250 statements and, for ExIt, use the "
                "same number of tactic calls. The strongest external model, StepForge-7B, reaches 54.5% after training "
                "on roughly 78 times more statements. On ProofNet-test, whose statements come from undergraduate "
                "textbooks rather than competitions and are far from the RL pool, the gains are smaller in absolute "
                "terms: 24.7% for KESTREL-7B against 20.4% for outcome-only GRPO. On PutnamBench, KESTREL-7B solves 11 "
                "of the 644 problems, against 7 for outcome-only GRPO and StepForge-7B and 4 for the SFT model."
            ),
            Para(
                "The ranking holds at the smaller scale. KESTREL-1.5B proves 49.6% of miniF2F-test, 4.9 points above "
                "outcome-only GRPO at the same size (44.7%) and slightly above the 7B supervised model (48.4%). The "
                "relative gain of tactic-level rewards over outcome-only rewards is thus similar at both sizes, 11% for "
                "the 1.5B policy and 12% for the 7B policy."
            ),
            Para(
                "Single-search accuracy. With a single search of 800 tactic calls, the first of the eight, KESTREL-7B "
                "proves 50.8% of miniF2F-test against 42.2% for outcome-only GRPO and 36.9% for SFT-7B. The gap between "
                "one search and eight is smaller for KESTREL (11.1 points) than for SFT-7B (11.5 points) and outcome-only "
                "GRPO (13.1 points), which we read as a sign that the KESTREL policy proposes the right tactic earlier "
                "and depends less on the diversity of independent restarts."
            ),
        ),
        (
            Heading("6 Search Efficiency"),
            FigureBlock(
                "Figure 1: miniF2F-test accuracy against the total search budget per theorem (x axis in units of 16 tactic "
                "calls, so 400 is 6,400 calls) for KESTREL-7B (black) and outcome-only GRPO-7B (grey). Y axis: fraction "
                "of the 244 statements proved.",
                "search budget (x16 tactic calls)",
                "miniF2F-test proved",
                (
                    (0.0, 0.41, 0.49, 0.548, 0.566, 0.578, 0.589, 0.598, 0.606, 0.613, 0.619),
                    (0.0, 0.33, 0.41, 0.455, 0.48, 0.502, 0.515, 0.528, 0.538, 0.546, 0.553),
                ),
            ),
            Para(
                "Figure 1 traces accuracy as a function of the search budget. KESTREL-7B is above outcome-only GRPO at "
                "every budget, and the gap is largest at small budgets: at 640 tactic calls per theorem KESTREL-7B "
                "proves 41.0% of miniF2F-test and outcome-only GRPO 33.0%. KESTREL-7B passes outcome-only GRPO's final "
                "accuracy of 55.3% at about 2,050 tactic calls, so it reaches that accuracy with 3.1 times fewer tactic "
                "calls. The saving comes from two places. Searches that succeed are shorter: the median number of tactic "
                "calls before the first proof falls from 214 for outcome-only GRPO to 97 for KESTREL-7B on the theorems "
                "both prove. And fewer calls are wasted on tactics that do not elaborate: their share falls from 31% "
                "of all calls for SFT-7B and 27% for outcome-only GRPO to 12% for KESTREL-7B."
            ),
            Para(
                "Training cost. Under the budget curriculum, the average number of tactic calls per training episode is "
                "182 for KESTREL against 341 for outcome-only GRPO with its fixed budget of 512, so a KESTREL step "
                "spends 47% fewer Lean calls. Over the 600 steps, the 7B KESTREL run makes 0.22 billion tactic calls; "
                "the outcome-only run makes 0.42 billion and takes 63 hours instead of 41. Expert iteration, matched to "
                "KESTREL in tactic calls, takes 38 hours because it needs no gradient step until the end of each round."
            ),
            Para(
                "Learning speed. On miniF2F-valid, which we only use to select checkpoints, KESTREL-7B reaches the best "
                "accuracy of outcome-only GRPO after 260 of its 600 steps. Outcome-only GRPO improves quickly in the "
                "first 200 steps and then plateaus, while KESTREL keeps improving until the budget reaches 512 and "
                "flattens only during the last 150 steps."
            ),
        ),
        (
            Heading("7 Ablations"),
            TableBlock(
                "Table 2: Ablations of KESTREL-7B. miniF2F-test accuracy (%) at 6,400 tactic calls, and the mean number of "
                "tactic calls per training episode. Each row changes one component of the full method; means over three seeds.",
                (
                    ("Variant", "miniF2F-test", "Calls / episode"),
                    ("KESTREL-7B (full)", "61.9", "182"),
                    ("no progress reward, lambda_prog = 0", "58.1", "196"),
                    ("progress credit on all branches (no verified path)", "52.6", "221"),
                    ("larger progress weight, lambda_prog = 0.3", "59.4", "179"),
                    ("no error penalty, lambda_err = 0", "60.2", "188"),
                    ("no budget penalty, eta = 0", "60.7", "251"),
                    ("fixed budget B = 512, no curriculum", "59.8", "338"),
                    ("advantages normalised per episode, not per depth", "59.0", "185"),
                    ("G = 4 episodes per theorem", "58.7", "180"),
                ),
            ),
            Para(
                "Every component helps, but by very different amounts. Verified-path crediting is the most important: "
                "paying goal-closing credit on all branches lowers accuracy to 52.6%, below outcome-only GRPO, because "
                "the policy learns to farm partial progress (Section 8.1). With crediting in place, removing the "
                "progress reward altogether costs 3.8 points, and tripling its weight to lambda_prog = 0.3 costs 2.5 "
                "points, as the progress term then competes with the terminal reward of Equation (2). The error penalty "
                "is worth 1.7 points, most of it through fewer wasted calls at test time."
            ),
            Para(
                "The budget penalty and the budget curriculum both target cost. Without the penalty (eta = 0) the final "
                "accuracy falls by only 1.2 points, but the policy uses 38% more tactic calls per training episode, and "
                "at a test budget of 640 calls its accuracy is 36.2% instead of 41.0%. Training with a fixed budget of "
                "512 from the first step costs 2.1 points and almost doubles the Lean compute of training. Normalising "
                "returns per episode instead of per depth gives deep tactics, whose returns-to-go are small, "
                "systematically negative advantages, and lowers accuracy to 59.0%. Halving the group to G = 4 costs "
                "3.2 points at a similar cost per episode, and doubling it to G = 16 did not fit in our generation "
                "budget for a full run; a 300-step pilot with G = 16 matched G = 8 within noise."
            ),
            Para(
                "Candidate tactics. The number k of candidates sampled per expansion trades breadth for depth. We keep "
                "k = 12 throughout. With k = 6 the 7B policy proves 59.3% of miniF2F-test and with k = 24 it proves "
                "60.8%, both at the same test budget, because more candidates per node leave fewer calls for depth."
            ),
        ),
        (
            Heading("8 Analysis"),
            Heading("8.1 Reward hacking without verified paths"),
            Para(
                "The variant that credits goal-closing on every branch reaches its best miniF2F-valid accuracy at step "
                "140 and then declines. Its proofs, and especially its failed searches, show why. The policy learns to "
                "open a proof with refine or constructor to split a goal into pieces, closes the easy pieces with "
                "norm_num or positivity, and leaves the hard piece for later; because each search tree has many such "
                "branches, a failed episode can collect more progress reward than a short successful one. By step 300, "
                "38% of its tactic calls are splitting tactics, against 9% for SFT-7B, and the average failed episode "
                "earns a progress return of 0.71, close to the terminal reward of a proof. The correction for goals "
                "created by the tactic itself (n_new in Section 3.2) does not stop this, because the splitting and the "
                "closing happen in different tactics. Verified-path crediting removes the incentive at its root."
            ),
            Heading("8.2 How the policy changes"),
            Para(
                "Across the theorems that both prove, KESTREL-7B's proofs are shorter than those of SFT-7B: 4.3 tactics "
                "on average against 5.8. The share of nlinarith among executed tactics rises from 9% to 17%, and the "
                "hints passed to it change: SFT-7B mostly calls it bare, while KESTREL-7B supplies products of "
                "hypotheses and squares such as sq_nonneg (a - b), which let the call succeed on the first attempt. "
                "Tactics that routinely time out, such as unbounded simp_all on large contexts, fall from 6% to 2% of "
                "calls, an effect we attribute to the error penalty, since a timeout counts as a failed tactic."
            ),
            Heading("8.3 Case study"),
            Para(
                "The miniF2F-test problem amc12a_2002_p6 asks to show that for every natural number m there is an n "
                "with m * n <= m + n. SFT-7B explores 1,130 tactic calls over eight searches without a proof, mostly "
                "trying induction on m. KESTREL-7B proves it in its first search after 23 calls with the four tactics "
                "intro m; use 1; simp; omega. Outcome-only GRPO finds the same proof only in its fifth search, after "
                "2,974 calls in total. We found similar patterns throughout the algebra and number-theory problems of "
                "miniF2F, while on the 20 induction problems of miniF2F-test the three 7B provers are within one "
                "statement of each other."
            ),
            Heading("8.4 Where KESTREL fails"),
            Para(
                "Of the 93 miniF2F-test statements that KESTREL-7B never proves, 41 need a lemma that is not in Mathlib "
                "and must be stated inside the proof with have, which our tactic policy rarely does successfully; 27 "
                "are inequalities that need a substitution or a clever decomposition; and the rest are mostly "
                "combinatorics problems whose formal statements involve Finset sums. The 633 unsolved PutnamBench "
                "problems are dominated by analysis and linear-algebra statements far from the RL pool."
            ),
        ),
        (
            Heading("9 Limitations"),
            Para(
                "KESTREL depends on a fast proof assistant: Lean accounts for 58% of training wall-clock time even with "
                "3,072 CPU cores, and a slower checker would make tactic-level RL correspondingly more expensive. Our "
                "policy generates tactics without natural-language reasoning, so it cannot plan a proof in prose before "
                "writing it, and our results say nothing about whether tactic-level rewards help whole-proof generators "
                "that reason in a chain of thought. The RL pool is auto-formalised competition mathematics, and the "
                "small gains on ProofNet and PutnamBench suggest that the policy learns the style of that pool more "
                "than general proving skill. Finally, the reward weights lambda_prog, lambda_err and eta were tuned on "
                "miniF2F-valid with the 7B model and reused for the 1.5B model without further tuning."
            ),
            Heading("10 Conclusion"),
            Para(
                "Proof assistants judge every tactic, and an RL prover can use those judgements as long as it only "
                "pays for progress that ends in a checked proof. KESTREL combines goal-closing credit on verified "
                "paths, an elaboration penalty, a budget-discounted terminal reward and a growing search budget. It "
                "raises a 7B Lean 4 prover from 48.4% to 61.9% on miniF2F-test, 6.6 points above outcome-only GRPO, "
                "and reaches the outcome-only accuracy with 3.1 times fewer tactic calls. We release the training code, "
                "the 41,250-statement RL pool and both checkpoints."
            ),
            Heading("References"),
            References(
                (
                    "[1] Bansal, K., Loos, S., Rabe, M., Szegedy, C., and Wilcox, S. HOList: An environment for machine learning of higher-order theorem proving. ICML, 2019.",
                    "[2] Gao, L., Schulman, J., and Hilton, J. Scaling laws for reward model overoptimization. ICML, 2023.",
                    "[3] Huang, D., Dhariwal, P., Song, D., and Sutskever, I. GamePad: A learning environment for theorem proving. ICLR, 2019.",
                    "[4] Lightman, H., Kosaraju, V., Burda, Y., et al. Let's verify step by step. ICLR, 2024.",
                    "[5] Lindqvist, A., Ferreira, J., and Holm, E. Gauss-Prover: Value-guided tactic search for Lean 4. arXiv preprint, 2025.",
                    "[6] Lample, G., Lachaux, M.-A., Lavril, T., et al. HyperTree proof search for neural theorem proving. NeurIPS, 2022.",
                    "[7] Marchetti, L., Osei, K., and Brandt, F. StepForge: Scaling expert iteration for tactic-level provers. arXiv preprint, 2025.",
                    "[8] Nakamura, R., and Weiss, P. Budget-aware best-first search for neural theorem proving. AITP, 2024.",
                    "[9] Polu, S., Han, J. M., Zheng, K., et al. Formal mathematics statement curriculum learning. ICLR, 2023.",
                    "[10] Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv preprint, 2024.",
                    "[11] Polu, S., and Sutskever, I. Generative language modeling for automated theorem proving. arXiv preprint, 2020.",
                    "[12] Zheng, K., Han, J. M., and Polu, S. miniF2F: A cross-system benchmark for formal Olympiad-level mathematics. ICLR, 2022.",
                    "[13] Xin, H., Ren, Z. Z., Song, J., et al. DeepSeek-Prover-V1.5: Harnessing proof assistant feedback for reinforcement learning and Monte-Carlo tree search. arXiv preprint, 2024.",
                    "[14] Yang, K., Swope, A., Gu, A., et al. LeanDojo: Theorem proving with retrieval-augmented language models. NeurIPS, 2023.",
                )
            ),
        ),
        (
            Heading("A Additional Hyperparameters"),
            TableBlock(
                "Table 3: Hyperparameters of KESTREL RL training. Values are shared by the 1.5B and 7B policies unless two are given.",
                (
                    ("Hyperparameter", "Value"),
                    ("RL steps", "600"),
                    ("Theorems per step", "256"),
                    ("Search episodes per theorem, G", "8"),
                    ("Candidate tactics per expansion, k", "12"),
                    ("Training budget B (curriculum)", "64, 128, 256, 512 tactic calls"),
                    ("Curriculum interval", "150 steps"),
                    ("Learning rate (7B / 1.5B)", "1e-6 / 2e-6"),
                    ("Warm-up", "20 steps"),
                    ("Optimiser", "AdamW, beta_1 = 0.9, beta_2 = 0.95"),
                    ("Mini-batch", "4,096 tactics, 2 epochs per batch"),
                    ("Clip range epsilon", "0.2"),
                    ("KL coefficient beta", "0.02"),
                    ("Progress weight lambda_prog", "0.1"),
                    ("Error penalty lambda_err", "0.05"),
                    ("Budget penalty eta", "0.2"),
                    ("Sampling temperature (train / test)", "1.0 / 1.0"),
                    ("Maximum tactic length", "256 tokens"),
                    ("Per-tactic timeout", "5 seconds"),
                    ("Per-episode wall-clock limit", "600 seconds"),
                ),
            ),
            Heading("B Lean Environment"),
            Para(
                "Each Lean REPL worker holds one elaborated copy of the Mathlib4 environment in memory, about 6 GB, "
                "and serves one search episode at a time; workers are restarted after 200 episodes to bound memory "
                "growth. A tactic that does not finish within the per-tactic timeout of 5 seconds is interrupted and "
                "counts as an error for the penalty of Equation (1). Completed proofs are re-checked by a fresh Lean "
                "process with the kernel's full check, and in 0.04% of episodes the re-check rejected a proof that the "
                "REPL had accepted, always because of a timeout-related inconsistency; such episodes are treated as "
                "failures."
            ),
            Heading("C Prompt Format"),
            Para(
                "The policy sees the pretty-printed proof state followed by the separator ---, and generates one tactic "
                "terminated by a newline. We do not include the theorem name, previous tactics or retrieved premises. "
                "States longer than 1,792 tokens are truncated from the top of the local context, which affects 0.6% of "
                "states in the RL pool."
            ),
        ),
    ),
)
