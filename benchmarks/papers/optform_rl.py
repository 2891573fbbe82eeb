"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 41): RL with solver-executed objective rewards and partial credit for translating natural-language OR problems into MILPs; every sentence, model, dataset and number is invented."""

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
        "Mixed-integer linear programming (MILP) is the working language of operations research. Production plans, crew "
        "rosters, delivery tours and the siting of warehouses are all routinely decided by a branch-and-cut solver, yet "
        "the solver is rarely the bottleneck of such projects: the expensive step is formulation, in which an analyst reads "
        "a loosely worded description of a business problem and writes down sets, parameters, decision variables, "
        "constraints and an objective that together capture it. Formulation demands a combination of skills that is "
        "scarce, since the analyst must simultaneously understand the domain, recognise which textbook structure the "
        "problem instantiates, and know the modelling idioms (big-M disjunctions, flow conservation, linking constraints "
        "between binary and continuous variables) that keep the resulting program both correct and tractable. Large "
        "language models can now write such programs from prose with some success, but their output is frequently "
        "subtly wrong, and the errors that matter most, such as a forgotten subtour-elimination family or a big-M "
        "constant that silently cuts off the optimum, are exactly those that a reader skimming the code is least likely "
        "to catch."
    ),
    Para(
        "A distinctive feature of the formulation task is that correctness, while hard to judge syntactically, is cheap "
        "to test semantically. Two formulations of the same problem may share no line of code, use different variables "
        "and even different numbers of constraints, and still be equivalent; what they must agree on is the optimal "
        "value. If a reference optimal objective z* is available, a candidate program can be compiled, handed to a "
        "solver, and judged by whether its optimum matches z* to within a tolerance. This gives a verifiable reward in "
        "the sense now familiar from reinforcement learning (RL) on mathematics and code, and it invites the obvious "
        "recipe: sample formulations from the policy, execute them, and reinforce those whose optimum is right."
    ),
]

PAGE_2: list[Block] = [
    Para(
        "The obvious recipe has two defects, and this paper is about both. First, the binary objective-match reward is "
        "sparse on precisely the problems where learning is most needed: at initialisation, 31% of the training groups "
        "in our setting contain no correct formulation among eight samples, so group-normalised advantages vanish and "
        "the prompt contributes nothing to the gradient. Second, the binary reward is blind to the structure of failure. "
        "A formulation that omits a single redundant-looking constraint and returns a value 0.4% away from the optimum "
        "receives the same reward as one that does not compile. We therefore propose OptForm-RL, which augments the "
        "objective-match reward with a partial reward for formulations whose optimal solution, mapped back onto the "
        "reference model¹, is feasible but suboptimal, scaled by how close its reference objective comes to z*. The "
        "partial reward is capped: solutions whose relative gap exceeds a threshold γ earn nothing, which, as we show, "
        "is essential to prevent the policy from learning trivially feasible formulations."
    ),
    Para(
        "Any shaped reward raises the question of what it is biased towards, and we answer it formally. Proposition 1 "
        "decomposes the expected reward into the probability of a semantically correct formulation, an aliasing term for "
        "wrong formulations that happen to share the optimal value, and a partial-credit term that is bounded by λ times "
        "the probability of a capped feasible-suboptimal solution. A consequence is that, for λ < 1, the unrestricted "
        "maximiser of the shaped objective is also a maximiser of the binary objective, while within a restricted policy "
        "class the loss in binary reward is at most λ times the feasible-suboptimal mass of the shaped optimum."
    ),
    Para(
        "We restrict attention to four problem classes that together account for most textbook and industrial "
        "formulation work, namely scheduling, routing, blending and facility location, and we report results for each "
        "separately, because the classes fail in characteristically different ways. Blending models are mostly "
        "continuous and fail through misread data; routing models fail through missing combinatorial constraint "
        "families; scheduling and facility-location models fail through the logical linking of binary and continuous "
        "variables. A single accuracy figure averages over these mechanisms and hides where a reward helps."
    ),
    Para("Our contributions are the following."),
    Bullets(
        (
            "A solver-in-the-loop RL recipe for natural-language-to-MILP formulation, with an objective-match reward and a "
            "capped partial reward computed by completing the candidate's solution inside the reference model.",
            "A bias analysis of the shaped reward (Proposition 1) with a short proof, separating the aliasing bias that no "
            "choice of λ can remove from the partial-credit bias that λ controls.",
            "Experiments with three sizes of the Corvid model family on three test sets, where OptForm-RL raises a 7B "
            "model from 52.3% to 64.9% accuracy on OR-Prose-1k, 4.2 points above the same recipe with a binary reward.",
            "A breakdown across scheduling, routing, blending and facility location, and an audit of 351 failures showing "
            "that missing constraints, rather than arithmetic, dominate what remains.",
        )
    ),
    Para(
        "The rest of the paper is organised as follows. Section 2 situates the work; Section 3 fixes notation and defines "
        "correctness; Section 4 introduces the reward, states and proves Proposition 1, and describes the optimisation "
        "procedure; Sections 5 to 7 report the experimental setup, the main results and the ablations; Section 8 "
        "analyses failures; Sections 9 and 10 discuss limitations and broader impact. Hyperparameters, prompts and "
        "further breakdowns are collected in the appendices."
    ),
    Para(
        "¹ Throughout, we use the word program for the text emitted by the language model, model (or formulation) for the "
        "mathematical object that a program denotes, and policy exclusively for the language model being trained. The "
        "reference model of a problem is the formulation written by the dataset's annotators, which we never show to the "
        "policy."
    ),
]

PAGE_3: list[Block] = [
    Heading("2 Related Work"),
    Para(
        "Language models for optimisation modelling. Early systems treated formulation as structured prediction, "
        "tagging entities such as resources, limits and objective coefficients in a problem statement and filling them "
        "into a fixed template for small linear programs (Aldana and Petrov-Lindqvist, 2023). Template approaches are "
        "precise on the narrow class they were built for but do not extend to combinatorial structure, and the field has "
        "since moved to generating complete programs in a modelling language. Prompting pipelines decompose the task "
        "into stages, first extracting sets and parameters, then proposing variables, then writing constraints, and "
        "sometimes route each stage to a separately prompted agent (Mbeki et al., 2024; Rautenberg and Osei, 2024). "
        "Fine-tuning approaches instead collect or synthesise pairs of descriptions and formulations and train on them "
        "with maximum likelihood (Tanizaki et al., 2025). Our supervised stage belongs to the latter family, and our "
        "contribution begins where it ends: we ask what can be gained once a policy that already writes syntactically "
        "valid programs is trained against the solver itself."
    ),
    Para(
        "Reinforcement learning with verifiable rewards. Outcome-reward RL has become a standard way to improve "
        "language models on tasks with a checkable answer, most prominently mathematics and programming. Policy-gradient "
        "methods such as PPO, and critic-free variants such as GRPO that normalise rewards within a group of samples for "
        "the same prompt, are the usual optimisers; the rewards are typically binary (an answer matches, a test suite "
        "passes). A smaller line of work studies partial or dense rewards for code, for example the fraction of unit "
        "tests passed (Ivanova and Castellanos, 2025), and documents the attendant risk that a policy learns to satisfy "
        "the cheap tests while ignoring the hard ones. Our partial reward is of this kind, and the cap γ is our answer to "
        "the same risk; unlike test-fraction rewards, ours is defined through the geometry of the reference feasible set, "
        "which is what makes the bias analysis of Section 4 possible."
    ),
    Para(
        "Execution feedback for formulation. Several systems already execute generated formulations at inference time, "
        "using solver error messages or infeasibility certificates to prompt a repair round (Håkansson et al., 2024), and "
        "one concurrent preprint uses objective agreement to filter self-generated training data in a rejection-sampling "
        "loop (Dufresne and Nakamura-Bell, 2025), which corresponds to our RFT baseline. To our knowledge, neither the "
        "use of feasibility within the reference model as a graded training signal nor a formal account of the bias such "
        "a signal introduces has been reported before. We note, finally, that equivalence of MILP formulations is in "
        "general undecidable by inspection and hard to certify computationally; objective agreement is a proxy, and the "
        "aliasing term in Proposition 1 is our attempt to be explicit about what this proxy misses (Oyelaran, 2022)."
    ),
    Para(
        "Reward shaping and its bias. Classical potential-based shaping preserves optimal policies in sequential "
        "decision problems, but the partial reward studied here is not potential-based: it is a terminal reward that "
        "changes the ordering of suboptimal responses. The closest analysis we know is a study of graded rewards for "
        "theorem proving (Lindgren and Achebe, 2025), whose bound on the loss in pass rate mirrors part (iii) of our "
        "proposition, although their grading is by proof length rather than by feasibility."
    ),
    Para(
        "Evaluation of formulation systems. Benchmarks for this task usually score a response by comparing its optimal "
        "value with a stored answer at a loose tolerance, often one percent, and several public collections have been "
        "reported to contain references that are themselves wrong (Zhou-Marchetti and Brennan, 2025). We use a strict "
        "relative tolerance, have every reference checked by a second annotator, and complement objective agreement with "
        "a manual audit of semantic correctness on a sample, which is the only way we know to measure aliasing."
    ),
]

PAGE_4: list[Block] = [
    Heading("3 Problem Setting"),
    Para(
        "An instance of the formulation task is a triple (d, I, P*), where d is a natural-language description of an "
        "optimisation problem, I is an interface specification, and P* is a reference MILP. The description states the "
        "decision context, the data (in prose, in inline tables, or both) and the goal. The interface specification "
        "names the decision quantities that any formulation must expose, together with their index sets, for example "
        "open[f] for f in Facilities and assign[c, f] for each customer c and facility f; it is shown to the policy and "
        "plays the role of an answer schema (Zhou-Marchetti and Brennan, 2025). The reference model P* has the form min c'x subject to Ax ≤ b, x_j ∈ Z for "
        "j in a set J of integer indices, written over variables that include the interface quantities and possibly "
        "auxiliary variables. We write z*(d) for its optimal value, which we assume finite; instances whose reference is "
        "infeasible or unbounded are removed during dataset construction. Maximisation problems are handled by the usual "
        "sign change, and we state everything below for minimisation."
    ),
    Para(
        "A policy π_θ maps the prompt built from (d, I) to a response y, which contains a program P_y in FormKit, a small "
        "Python-embedded modelling library described in Appendix B. Executing P_y produces either an error or a model "
        "that is passed to the solver with a time limit of T seconds. The solver returns a status s(y) in {optimal, "
        "infeasible, unbounded, timeout, error}, and, when the status is optimal, a value z(y) and a solution whose "
        "restriction to the interface quantities we denote u(y). We use the relative error e(y) = |z(y) − z*| / max(1, "
        "|z*|), where the floor of one prevents instances with a near-zero optimum from demanding impossible precision."
    ),
    Para(
        "Definition 1 (Semantic correctness). A response y is semantically correct for instance (d, I, P*) if s(y) is "
        "optimal and the set of optimal solutions of P_y, projected onto the interface quantities, coincides with the "
        "corresponding projection of the optimal set of P*. We write C for the event that y is semantically correct."
    ),
    Para(
        "Definition 2 (Objective equivalence). A response y is objective-equivalent at tolerance τ if s(y) is optimal and "
        "e(y) ≤ τ. We write E for this event, and we call the event E \\ C, in which the optimum agrees but the "
        "formulation is wrong, aliasing."
    ),
    Para(
        "Semantic correctness is the property we care about, and it is not directly observable: deciding it requires "
        "comparing two optimal sets, which is at least as hard as solving both problems and in general much harder. "
        "Objective equivalence is the observable proxy, and up to numerical tolerance it is implied by correctness, so "
        "that C is contained in E. The converse fails in instructive ways. A facility-location formulation that forgets "
        "a capacity constraint may still return the right cost if capacities do not bind at the optimum; a scheduling "
        "formulation with a transposed precedence may return the right makespan because the transposed job pair lies off "
        "the critical path. Such aliasing is invisible to any reward that depends on z(y) alone."
    ),
    Para(
        "Definition 3 (Reference completion). Given an interface point u, its completion value f*(u)² is the optimal value "
        "of P* with the interface variables fixed to u, that is, the best objective achievable in the reference model by "
        "choosing only the auxiliary variables. If this restricted problem is infeasible, we set f*(u) = +∞. We call y "
        "reference-feasible if f*(u(y)) is finite, and we define its reference gap g(y) = (f*(u(y)) − z*) / max(1, |z*|), "
        "which is non-negative by optimality of z*."
    ),
    Para(
        "² Completion is needed because interface quantities rarely determine the whole reference solution: in a routing "
        "model, fixing the arc variables leaves the load or time variables of the reference free, and in blending, the "
        "reference may contain inventory variables the interface does not name. Completion problems are solved with the "
        "same solver and time limit; in our data they are about fourteen times faster than the full reference model. "
        "Note also that Definition 3 is asymmetric by design: it asks whether the candidate's decisions make sense in "
        "the reference model, never whether the reference's decisions make sense in the candidate, because only the "
        "former reflects what a user who executed the candidate would actually do."
    ),
]

PAGE_5: list[Block] = [
    Heading("4 Method"),
    Heading("4.1 The shaped reward"),
    Para(
        "Let F denote the event that y is reference-feasible, not objective-equivalent, and has reference gap g(y) ≤ γ, "
        "where γ > 0 is the cap. OptForm-RL assigns each response the reward R_λ(y) = 1 if y ∈ E; R_λ(y) = λ · (1 − g(y)/γ) "
        "if y ∈ F; and R_λ(y) = 0 otherwise, with λ ∈ [0, 1) the partial-credit weight. The binary reward used by our "
        "strongest baselines is the special case λ = 0, which we write R_0. Responses that contain no parseable program at "
        "all additionally receive a format penalty of −0.1, which we omit from the analysis below and return to in Remark "
        "2. The partial reward is linear in the gap, is at most λ, reaches λ only in the limit of a vanishing gap, and "
        "decreases to zero at the cap; a feasible solution of a wrong model therefore earns more the closer it comes to "
        "being optimal in the right one. Unless stated otherwise, we use λ = 0.3, γ = 0.25 and τ = 10^−4."
    ),
    Para(
        "For a policy π and instance x = (d, I, P*), write J_λ(π; x) for the expected reward E_{y∼π(·|x)}[R_λ(y)], and "
        "define c_x(π) = Pr[C], a_x(π) = Pr[E \\ C] and f_x(π) = Pr[F], all under y ∼ π(·|x). For a set Π of policies "
        "and a distribution over instances, J_λ(π) denotes the average of J_λ(π; x) over instances."
    ),
    Para(
        "Proposition 1 (Bias of the shaped reward). For every policy π and instance x, and for every λ ∈ [0, 1): "
        "(i) J_λ(π; x) = c_x(π) + a_x(π) + λ · E[(1 − g(y)/γ) · 1{y ∈ F}]; "
        "(ii) 0 ≤ J_λ(π; x) − J_0(π; x) ≤ λ · f_x(π) ≤ λ · (1 − c_x(π) − a_x(π)); "
        "(iii) if Π contains all conditional distributions over responses, every maximiser of J_λ over Π is a maximiser "
        "of J_0 over Π; and for an arbitrary class Π, if π_λ maximises J_λ and π_0 maximises J_0 over Π, then "
        "J_0(π_0) − J_0(π_λ) ≤ λ · f(π_λ), where f(π_λ) is the instance average of f_x(π_λ)."
    ),
    Para(
        "Proof. The events C, E \\ C and F are pairwise disjoint: C ⊆ E by the remark after Definition 2, and F is "
        "disjoint from E by construction. R_λ equals 1 on E = C ∪ (E \\ C), equals λ(1 − g/γ) on F and vanishes "
        "elsewhere, so (i) follows by linearity of expectation. Since J_0(π; x) = c_x(π) + a_x(π), the difference in (ii) "
        "is the last term of (i); on F we have 0 ≤ g ≤ γ, hence 0 ≤ 1 − g/γ ≤ 1, which gives the first two inequalities, "
        "and the third holds because F is disjoint from E. For (iii), first let Π be unrestricted. Pointwise, R_λ(y) = 1 "
        "on E and R_λ(y) ≤ λ < 1 off E, so for any instance at which an objective-equivalent response exists, a maximiser "
        "must place all its mass on E, which also maximises J_0 at that instance; at instances without such a response, "
        "J_0 is identically zero and every policy maximises it. For a general class, combine J_0(π_0) ≤ J_λ(π_0) ≤ "
        "J_λ(π_λ) ≤ J_0(π_λ) + λ · f(π_λ), where the outer inequalities are (ii) and the middle one is optimality of π_λ. q.e.d."
    ),
    Para(
        "Remark 1 (What λ cannot fix). The aliasing probability a_x(π) enters J_λ with the same unit weight as genuine "
        "correctness for every value of λ, so shaping neither creates nor removes the incentive to alias. In other words, "
        "the bias of J_λ relative to the quantity we actually care about, c_x(π), is a_x(π) plus a partial-credit term; "
        "only the second is under the designer's control. Section 8.2 estimates a_x empirically."
    ),
    Para(
        "Remark 2 (Format penalty). Adding the −0.1 penalty on responses without a program changes R_λ only outside E ∪ F. "
        "Part (iii) is unaffected, and the lower bound in (ii) becomes −0.1 times the probability of an unparseable "
        "response, which after the supervised stage is below 0.4% in our runs."
    ),
    Para(
        "Corollary 1. With λ = 0.3 and a feasible-suboptimal rate of f(π_λ) = 0.08 on the training distribution, the value "
        "measured at the end of our 7B run (Section 8.1), part (iii) guarantees that the policy trained with the shaped "
        "reward gives up at most 2.4 points of binary reward relative to the best policy in the same class. The bound "
        "is not tight, and empirically the shaped policy gains rather than loses binary reward, because optimisation "
        "is far from reaching the maximiser over any class."
    ),
]

PAGE_6: list[Block] = [
    Para(
        "Remark 3 (Why the cap). Without the cap, that is with γ = ∞ and the partial reward replaced by λ · exp(−g), every "
        "reference-feasible response earns a strictly positive reward, and for problems with a trivially feasible point "
        "(open every facility, assign every shift to the most expensive worker, blend only the priciest input) the "
        "policy can collect λ · exp(−g) with certainty, by ignoring the objective altogether. Part (iii) still bounds the "
        "damage in principle, but the bound is only as tight as f(π_λ) is small, and an uncapped partial reward inflates "
        "exactly that quantity. We observe this collapse empirically in Section 7."
    ),
    Heading("4.2 Optimisation"),
    Para(
        "We optimise J_λ with a group-relative policy gradient in the style of GRPO. For each prompt x in a batch we draw "
        "G responses y_1, ..., y_G from the behaviour policy π_old, compute their rewards R_1, ..., R_G with the solver, "
        "and form the advantages A_i = (R_i − mean(R)) / (std(R) + 10^−6), shared by every token of y_i. The surrogate "
        "objective is L(θ) = (1 / Σ_i |y_i|) Σ_i Σ_t min(ρ_{i,t} A_i, clip(ρ_{i,t}, 1 − ε_low, 1 + ε_high) A_i), with the "
        "importance ratio ρ_{i,t} = π_θ(y_{i,t} | x, y_{i,<t}) / π_old(y_{i,t} | x, y_{i,<t}), normalised by the total "
        "number of tokens in the group rather than per response. We use an asymmetric clip range with ε_low = 0.2 and "
        "ε_high = 0.28 and take one gradient step per batch, so that π_old lags π_θ by a single update. We add no KL "
        "penalty towards the supervised policy in our main runs; Section 7 reports the effect of a KL coefficient of "
        "β = 0.01."
    ),
    Para(
        "The advantage normalisation interacts with the shaped reward in a way that is worth making explicit. Under R_0, "
        "a group in which every response fails has zero variance and contributes no gradient; under R_λ the same group "
        "usually contains differences in reference gap, so its responses are ranked against each other. At "
        "initialisation, the share of zero-variance groups in the filtered training set is 31% under R_0 and 18% under "
        "R_λ with λ = 0.3. The converse also holds: within a group that contains at least one objective-equivalent "
        "response, partial rewards lower the advantage of the correct responses relative to the binary case, because the "
        "group mean rises. The size of this effect is bounded by λ, which is one reason to keep λ well below one."
    ),
    Heading("4.3 Executing rewards at scale"),
    Para(
        "Reward computation is performed by a pool of sandboxed CPU workers, separate from the GPUs, each running one "
        "program at a time in a fresh process without network access and with a memory limit of 8 GB. A response is "
        "processed in four stages: the program is extracted from the last fenced code block of the response and executed "
        "by FormKit, which builds the model and checks that every interface quantity is declared with the required "
        "index set; the model is solved³ with a time limit of T = 20 seconds on four threads; if the status is optimal and "
        "the response is not objective-equivalent, its interface solution is completed in the reference model as in "
        "Definition 3; and the reward is assembled. Responses that time out receive zero reward, the same as infeasible "
        "or unbounded ones, a choice we revisit in Section 9. The reference optima z* are computed once, offline, with a "
        "time limit of one hour and a relative MIP gap of zero; 212 candidate training problems whose reference did not "
        "close its gap within the hour were discarded."
    ),
    Para(
        "³ The solver is BRANCHWOOD 2.4, an open-source branch-and-cut code. We do not tune its parameters, apart from "
        "setting the feasibility tolerance to 10^−6 and the integrality tolerance to 10^−5; the same settings are used "
        "for reference solves, candidate solves and completions. "
        "Identical programs are solved only once: "
        "after whitespace normalisation, 17% of the rollouts in a typical batch duplicate another rollout of the same "
        "group, and their rewards are copied rather than recomputed."
    ),
]

PAGE_7: list[Block] = [
    Heading("5 Experimental Setup"),
    Heading("5.1 Data"),
    Para(
        "We train on FormuLab-Train, a synthetic corpus of 18,400 problems that we built for this work. Each problem "
        "starts from one of 126 hand-written seed formulations covering the four classes studied here and a residual "
        "class of knapsack, assignment and network-design problems. A seed is re-parameterised by sampling new set sizes "
        "and data, verbalised by a prompted generator into a description in one of several registers (a plant manager's "
        "e-mail, a textbook exercise, a consulting brief), and solved to obtain z*. Problems are grouped by class as "
        "follows: 4,100 scheduling, 3,600 routing, 4,300 blending, 3,200 facility location and 3,200 other. Before RL we "
        "apply a pass-rate filter, sampling eight responses per problem from the supervised policy and removing the "
        "6,020 problems on which all eight were objective-equivalent and the 1,130 on which none of the eight compiled, "
        "which leaves 11,250 problems for RL."
    ),
    Para(
        "We evaluate on three held-out test sets, summarised in Table 1. OR-Prose-1k contains 1,000 problems written from "
        "scratch by 14 graduate students in operations research, each with a reference formulation checked by a second "
        "student. PlantFloor-220 contains 220 problems adapted, with permission and with all names and figures altered, "
        "from engagements of six industrial partners; its descriptions are longer and its models larger. LongOR-300 "
        "contains 300 multi-paragraph problems in which roughly a third of the stated numbers are irrelevant "
        "distractors. A further 200 problems written by the same students, OR-Prose-dev, are used for checkpoint "
        "selection and for the training curves of Figure 1. We removed from FormuLab-Train every problem sharing a 13-gram "
        "with any test description, which eliminated 41 problems before the counts above were taken."
    ),
    TableBlock(
        "Table 1: Datasets. Length is the mean description length in tokens of the Corvid tokenizer; constraints is the "
        "mean number of constraints of the reference model after expansion of indexed families.",
        (
            ("Dataset", "Split", "Problems", "Source", "Length", "Constraints"),
            ("FormuLab-Train", "train", "18,400", "synthetic, paraphrased", "412", "37"),
            ("OR-Prose-dev", "dev", "200", "graduate students", "395", "30"),
            ("OR-Prose-1k", "test", "1,000", "graduate students", "388", "29"),
            ("PlantFloor-220", "test", "220", "industrial, adapted", "731", "118"),
            ("LongOR-300", "test", "300", "multi-paragraph", "1,046", "64"),
        ),
    ),
    Heading("5.2 Models and baselines"),
    Para(
        "All policies are initialised from instruction-tuned checkpoints of the Corvid family at 7B, 14B and 32B "
        "parameters. Before RL, each is fine-tuned on 9,600 description-program pairs obtained by sampling the Halden-Pro "
        "API model on FormuLab-Train problems and keeping only objective-equivalent programs; this supervised (SFT) "
        "checkpoint is both a baseline and the initial policy of every RL run. We compare against the untuned Corvid "
        "models with five in-context examples, Halden-Pro itself queried zero-shot with the same prompt, rejection-sampling "
        "fine-tuning (RFT) that repeatedly adds the policy's own objective-equivalent programs to the training data for "
        "three rounds, PPO with a learned value head and the binary reward, and GRPO with the binary reward, which is "
        "OptForm-RL with λ = 0 and is our most direct comparison. "
        "The supervised pairs were obtained from "
        "12,000 FormuLab-Train problems by sampling four Halden-Pro programs per problem at temperature 0.8 and keeping "
        "at most one objective-equivalent program per problem; 9,600 problems yielded one, and these were excluded from "
        "neither the RL pool nor the pass-rate filter."
    ),
]

PAGE_8: list[Block] = [
    Heading("5.3 Training details"),
    Para(
        "The 7B and 14B policies are trained with full-parameter updates, and the 32B policy with LoRA adapters of rank 64 "
        "on all attention and feed-forward projections; we did not attempt full fine-tuning at 32B. For the 7B policy we "
        "use a learning rate of 1 × 10^−6 with AdamW, 128 prompts per batch and G = 8 rollouts per prompt, i.e. 1,024 "
        "responses per update, for 400 steps, which is a little under 4.6 passes over the filtered training set. "
        "Rollouts are sampled at temperature 1.0 with a maximum of 3,072 new tokens. There is no KL term and no entropy "
        "bonus. A 7B run occupies 32 H100 GPUs for about 36 hours, or 1,152 GPU-hours, plus a pool of 384 CPU cores for "
        "the solver workers; reward computation accounts for 22% of the wall-clock time of a step, most of it spent "
        "waiting for the slowest solves in the batch. The remaining settings for the larger models are listed in Table "
        "A1. The PPO baseline uses the same batch, learning rate and step budget, a value head initialised from the SFT "
        "checkpoint, a discount of one and generalised advantage estimation with parameter 0.95. RFT uses eight samples "
        "per problem per round and the SFT learning rate."
    ),
    Para(
        "Evaluation. Unless stated otherwise, we decode greedily and score one response per problem. A problem counts as "
        "solved if the response is objective-equivalent at the evaluation tolerance τ = 10^−4 with a solver time limit of "
        "60 seconds, three times the training limit; we report accuracy as the percentage of solved problems. We also "
        "report the execution rate, the share of responses whose program builds and solves to optimality, and "
        "pass@8, computed from eight samples at temperature 0.7. For the 7B policy we train three seeds and report "
        "their mean; the standard deviations are given in Appendix D. Larger models are trained once."
    ),
    Heading("6 Results"),
    Para(
        "Table 2 reports accuracy on the three test sets. Reinforcement learning against the solver improves on "
        "supervised fine-tuning in every configuration, and the shaped reward improves on the binary one at every "
        "setting we tried. At 7B, OptForm-RL reaches 64.9% on OR-Prose-1k, against 60.7% for GRPO with the binary reward "
        "and 52.3% for the SFT initialisation, and the margin over binary GRPO is larger on the harder test sets, at 4.5 "
        "points on PlantFloor-220 and 4.6 points on LongOR-300. The 32B policy trained with OptForm-RL is the strongest "
        "system we evaluated, with 70.6% on OR-Prose-1k, exceeding Halden-Pro, the model whose outputs formed the "
        "supervised data, by 9.4 points."
    ),
    TableBlock(
        "Table 2: Accuracy (%) of objective-equivalent formulations with greedy decoding. 7B RL rows are means over three "
        "seeds. Avg is the unweighted mean over the three test sets.",
        (
            ("Method", "Size", "OR-Prose-1k", "PlantFloor-220", "LongOR-300", "Avg"),
            ("Corvid-Instruct, 5-shot", "7B", "38.6", "21.4", "17.0", "25.7"),
            ("Halden-Pro, zero-shot", "API", "61.2", "44.1", "39.7", "48.3"),
            ("SFT", "7B", "52.3", "30.9", "26.3", "36.5"),
            ("RFT (3 rounds)", "7B", "55.8", "33.6", "28.0", "39.1"),
            ("PPO, binary reward", "7B", "59.4", "36.8", "31.2", "42.5"),
            ("GRPO, binary reward", "7B", "60.7", "38.2", "33.5", "44.1"),
            ("OptForm-RL (ours)", "7B", "64.9", "42.7", "38.1", "48.6"),
            ("OptForm-RL (ours)", "14B", "68.3", "47.5", "42.0", "52.6"),
            ("OptForm-RL (ours), LoRA", "32B", "70.6", "50.9", "45.8", "55.8"),
        ),
    ),
]

PAGE_9: list[Block] = [
    Para(
        "The gains are not confined to the objective-match metric. Table 3 shows, for the 7B policies on OR-Prose-1k, "
        "that OptForm-RL also raises the execution rate and the share of responses whose solution is feasible in the "
        "reference model, and that among the responses that are feasible but not objective-equivalent, the mean "
        "reference gap falls from 8.4% under the binary reward to 5.6%. The latter is the quantity the partial reward "
        "directly targets, and it is reassuring that the improvement in it coincides with an improvement in exact "
        "accuracy rather than replacing it. Pass@8 rises by a smaller margin than greedy accuracy, by 3.4 points over "
        "binary GRPO compared with 4.2 points, which suggests that part of the gain comes from concentrating probability "
        "on formulations the supervised policy could already produce, while part is genuinely new coverage."
    ),
    TableBlock(
        "Table 3: Execution and feasibility on OR-Prose-1k for 7B policies. Exec: program builds and solves to "
        "optimality. Ref-feasible: interface solution completes in the reference model (includes accurate responses). "
        "Gap: mean reference gap among feasible responses that are not objective-equivalent.",
        (
            ("Method", "Exec (%)", "Ref-feasible (%)", "Accuracy (%)", "Gap (%)", "pass@8 (%)"),
            ("SFT", "88.5", "68.7", "52.3", "9.8", "71.4"),
            ("RFT (3 rounds)", "90.1", "71.9", "55.8", "9.1", "72.6"),
            ("PPO, binary reward", "93.4", "74.2", "59.4", "8.7", "73.8"),
            ("GRPO, binary reward", "94.0", "75.6", "60.7", "8.4", "74.9"),
            ("OptForm-RL (ours)", "96.8", "81.5", "64.9", "5.6", "78.3"),
        ),
    ),
    Para(
        "Training dynamics are shown in Figure 1. The two reward schemes track each other for roughly the first fifty "
        "steps, after which the binary run's accuracy on OR-Prose-dev grows more slowly and plateaus earlier. We "
        "attribute the difference mainly to the zero-variance groups discussed in Section 4.2: because partial credit "
        "ranks failed responses against each other, problems on which the policy never succeeds still produce gradient, "
        "and a fraction of them are eventually solved. Consistent with this account, the accuracy gap between the two "
        "reward schemes at step 400 is largest on training problems whose initial pass rate was zero, at 9.8 points, "
        "and smallest on problems whose initial pass rate exceeded one half, at 1.1 points. "
        "Responses also lengthen during "
        "training, from a mean of 1,180 tokens for the SFT policy to 1,420 tokens at step 350 under OptForm-RL and 1,350 "
        "under the binary reward, almost entirely in the reasoning that precedes the program."
    ),
    FigureBlock(
        "Figure 1: Accuracy on OR-Prose-dev during training of the 7B policy, OptForm-RL (black) and GRPO with the binary "
        "reward (grey), evaluated every 50 steps. OptForm-RL peaks at 65.5% at step 350; the binary run peaks at 61.0% "
        "at step 300. The step-350 checkpoint is the one reported for OptForm-RL in Table 2.",
        "training step",
        "dev accuracy",
        (
            (0.52, 0.555, 0.59, 0.612, 0.628, 0.641, 0.648, 0.655, 0.652),
            (0.52, 0.545, 0.565, 0.58, 0.594, 0.603, 0.61, 0.608, 0.607),
        ),
    ),
]

PAGE_10: list[Block] = [
    Heading("6.1 Breakdown by problem class"),
    Para(
        "OR-Prose-1k labels every problem with one of five classes, of which four are the subject of this paper: "
        "scheduling (260 problems, covering single- and parallel-machine sequencing, shift rostering and project "
        "scheduling with precedences), routing (190, covering travelling-salesman and capacitated vehicle-routing "
        "variants, some with time windows), blending (230, covering diet, feed-mix, refinery and alloy problems, most of "
        "which are pure or nearly pure linear programs) and facility location (170, covering capacitated and "
        "uncapacitated variants, single- and multi-sourcing, some with fixed opening costs over several periods). The "
        "remaining 150 problems, labelled other, mix knapsack, assignment, cutting and network-design problems. Table 4 "
        "reports accuracy per class for a selection of systems."
    ),
    TableBlock(
        "Table 4: Accuracy (%) by problem class on OR-Prose-1k (number of problems in parentheses). All RL rows use the "
        "7B policy unless marked 32B.",
        (
            ("Method", "Sched. (260)", "Routing (190)", "Blending (230)", "Fac. loc. (170)", "Other (150)"),
            ("Halden-Pro, zero-shot", "57.7", "48.4", "76.5", "62.4", "58.7"),
            ("SFT", "46.5", "32.6", "74.8", "50.6", "54.7"),
            ("GRPO, binary reward", "53.8", "44.2", "80.0", "63.5", "60.7"),
            ("OptForm-RL", "58.1", "51.6", "82.2", "69.4", "62.0"),
            ("OptForm-RL, 32B", "63.8", "61.1", "85.7", "74.1", "67.3"),
        ),
    ),
    Para(
        "Three patterns stand out. First, blending is close to saturated for every fine-tuned system: the models are "
        "continuous, the structure is a handful of mass-balance and quality constraints, and the errors that remain are "
        "almost all transcription errors in the data, such as a percentage read as a fraction. The improvement from RL "
        "on blending is correspondingly modest, 7.4 points from SFT to OptForm-RL at 7B. Second, routing shows the "
        "largest gain from the shaped reward, 7.4 points over binary GRPO, and the largest gain from scale, 9.5 points "
        "from 7B to 32B. We explain the first effect in Section 8: routing formulations that omit or mis-index "
        "subtour-elimination constraints are typically infeasible in the reference model and earn nothing, while "
        "routing formulations with a correct tour structure but a wrong load constraint are often feasible with a small "
        "gap, so partial credit separates the two failure modes that the binary reward lumps together. Third, "
        "scheduling benefits less from the shaped reward than its share of feasible-suboptimal responses would suggest. "
        "A large part of the feasible-suboptimal mass in scheduling comes from big-M constants that are too small, which "
        "cut off the optimal schedule while leaving many feasible ones; the partial reward pays for such formulations, "
        "and Proposition 1 tells us that this is precisely the bias it introduces. We return to this in Section 8.1."
    ),
    Para(
        "Note. Per-class results for PlantFloor-220 are given in Table A2. The ordering of classes there is the same, but "
        "facility location is markedly harder, because the industrial problems frequently involve multi-period opening "
        "decisions that the synthetic training data covers only sparsely. "
        "The other class, which is not "
        "analysed further, contains two problem types, cutting stock and multi-commodity network design, on which every "
        "system we evaluated is below 40%; it is also the class in which 11 of the 150 reference models have no "
        "natural interface beyond the objective, so that partial credit was never available for their training analogues."
    ),
]

PAGE_11: list[Block] = [
    Heading("7 Ablations"),
    Para(
        "All ablations use the 7B policy, a single seed and the training budget of the main run, and are evaluated on "
        "OR-Prose-1k and PlantFloor-220; Table 5 summarises them. We vary one factor at a time from the configuration "
        "of the main run, which uses λ = 0.3, γ = 0.25, eight rollouts per prompt, no KL penalty and the pass-rate filter."
    ),
    TableBlock(
        "Table 5: Ablations of OptForm-RL at 7B (single seed except the first two rows, which are three-seed means). "
        "Accuracy (%) with greedy decoding.",
        (
            ("Variant", "OR-Prose-1k", "PlantFloor-220"),
            ("OptForm-RL (λ = 0.3, γ = 0.25)", "64.9", "42.7"),
            ("λ = 0 (binary reward, GRPO)", "60.7", "38.2"),
            ("λ = 0.1", "62.6", "40.5"),
            ("λ = 0.5", "63.1", "41.4"),
            ("γ = 0.10", "63.7", "41.8"),
            ("γ = ∞ (uncapped, λ · exp(−g))", "57.9", "35.0"),
            ("Proximity reward |z − z*| without feasibility check", "58.8", "36.1"),
            ("KL penalty, β = 0.01", "63.8", "42.1"),
            ("G = 4 rollouts per prompt", "62.2", "40.0"),
            ("G = 16 rollouts per prompt (half as many prompts)", "65.3", "43.0"),
            ("No pass-rate filter", "63.5", "41.0"),
        ),
    ),
    Para(
        "Partial-credit weight and cap. Accuracy is a concave function of λ over the values we tried, with a broad "
        "maximum around 0.3; at λ = 0.5 the correct responses in mixed groups receive visibly smaller advantages, the "
        "effect anticipated at the end of Section 4.2, and accuracy drops by 1.8 points. A tighter cap of γ = 0.10 costs "
        "1.2 points, which we read as the cost of discarding useful signal from moderately suboptimal responses. The "
        "uncapped variant is the clearest failure in the table: it underperforms even the binary reward, by 2.8 points "
        "on OR-Prose-1k, and its outputs exhibit the collapse described in Remark 3, which Figure 3 documents. A "
        "proximity reward that credits any optimal value close to z*, without checking that the solution is feasible "
        "in the reference model, is nearly as harmful: the policy learns to drop constraints whose removal changes the "
        "optimum only slightly, since the resulting relaxation's value lies close to z* from below."
    ),
    Para(
        "Regularisation and sampling. A KL penalty of β = 0.01 towards the SFT policy costs 1.1 points on OR-Prose-1k; "
        "we did not observe the instabilities that such penalties are usually meant to prevent. Four rollouts per prompt "
        "are clearly insufficient, while sixteen rollouts with half as many prompts per batch, holding the number of "
        "responses per update fixed, gain a further 0.4 points at the same sampling cost but at 31% more solver time, "
        "because more groups contain slow, large formulations. The pass-rate filter is worth 1.4 points, mainly by "
        "removing problems that the supervised policy already solves and that would otherwise dilute each batch."
    ),
    Para(
        "Tolerance. The accuracy figures above are insensitive to the evaluation tolerance over a wide range. Scoring the "
        "main 7B checkpoint at τ = 10^−6 instead of 10^−4 lowers its OR-Prose-1k accuracy by less than 0.3 points, and "
        "loosening the tolerance to 10^−2 raises it by 1.9 points; the responses that move are almost all blending "
        "models with rounded data. Training with the looser tolerance gave no benefit at either evaluation tolerance."
    ),
]

PAGE_12: list[Block] = [
    Heading("8 Failure Analysis"),
    Para(
        "To understand what the remaining errors look like, two of the authors inspected all 351 failures of the "
        "step-350 OptForm-RL checkpoint (seed one) on OR-Prose-1k, together with the 393 failures of the binary GRPO "
        "checkpoint with the same seed, and assigned each to the first applicable category in the ordered taxonomy of "
        "Table 6. The annotators agreed on the category of 88% of a doubly annotated subsample of 120 failures, and "
        "disagreements were resolved by discussion. The taxonomy is ordered from structural to superficial, so that a "
        "response with both a missing constraint and a transcription error is counted under the former."
    ),
    TableBlock(
        "Table 6: Failures on OR-Prose-1k by category, for the 7B OptForm-RL and binary-reward GRPO checkpoints (seed "
        "one). Shares are of each system's failures.",
        (
            ("Category", "OptForm-RL", "Share (%)", "GRPO binary", "Share (%)"),
            ("Missing constraint family", "98", "27.9", "104", "26.5"),
            ("Wrong index domain or set", "60", "17.1", "66", "16.8"),
            ("Big-M or linking-constraint error", "49", "14.0", "61", "15.5"),
            ("Integrality mis-specified", "39", "11.1", "47", "12.0"),
            ("Objective sign or coefficient", "32", "9.1", "38", "9.7"),
            ("Data transcription", "28", "8.0", "30", "7.6"),
            ("Infeasible or unbounded model", "25", "7.1", "24", "6.1"),
            ("Build error or timeout", "14", "4.0", "17", "4.3"),
            ("Other", "6", "1.7", "6", "1.5"),
            ("Total", "351", "100.0", "393", "100.0"),
        ),
    ),
    Para(
        "The composition of failures is remarkably stable across reward schemes; OptForm-RL reduces the count in almost "
        "every category rather than eliminating any one of them. Missing constraint families are the largest category "
        "for both systems, and within it routing is over-represented: 41 of the 98 OptForm-RL cases omit subtour "
        "elimination or write it only for subsets of size two, and 17 more forget vehicle-capacity constraints in "
        "multi-vehicle problems. Wrong index domains are most often off-by-one errors in multi-period models, where "
        "inventory balance is written for period t = 1 using a non-existent period zero, or precedence constraints are "
        "indexed over all job pairs rather than the listed precedences. Integrality errors concentrate in facility "
        "location, where the policy frequently relaxes single-sourcing assignments to continuous shares even when the "
        "description states that each customer is served by exactly one facility; such relaxations are typically "
        "reference-infeasible and therefore earn no partial credit."
    ),
    FigureBlock(
        "Figure 2: Accuracy as a function of the number of constraints in the reference model, pooled over the three "
        "test sets (1,520 problems), for OptForm-RL at 32B (black) and 7B (grey). From 300 constraints on, the 7B policy "
        "solves fewer than 30% of problems.",
        "reference constraints",
        "accuracy",
        (
            (0.9, 0.81, 0.7, 0.6, 0.52, 0.45, 0.39, 0.34, 0.3),
            (0.86, 0.74, 0.61, 0.5, 0.41, 0.33, 0.27, 0.22, 0.19),
        ),
    ),
]

PAGE_13: list[Block] = [
    Heading("8.1 Where the partial reward misleads"),
    Para(
        "The one category in which OptForm-RL and binary GRPO differ in a way that Proposition 1 predicts is big-M and "
        "linking-constraint errors. A big-M constant that is too small in a disjunctive scheduling model cuts off some "
        "feasible sequences; if the optimum is among them, the candidate returns a worse makespan, its interface solution "
        "is feasible in the reference model, and, provided the gap is under the cap, it earns partial credit. We find "
        "that 23 of the 49 big-M failures of OptForm-RL fall into this pattern, with a median reference gap of 3.1%, "
        "compared with 12 of 61 for binary GRPO. In the language of Proposition 1, these responses are the mass of F on "
        "which the shaped reward is biased, and their rise is the price paid for the overall gain. A natural remedy, "
        "which we have not implemented, is to deny partial credit whenever the candidate's own linear relaxation is "
        "strictly tighter than the reference completion indicates it should be, since an over-tight big-M betrays "
        "itself in exactly this way (Quillfeather and Sørensen, 2021). Figure 3 shows how the share of partially credited rollouts evolves during training."
    ),
    FigureBlock(
        "Figure 3: Share of training rollouts that earn partial credit (event F) during training of the 7B policy, for "
        "the capped reward of OptForm-RL (black) and the uncapped variant γ = ∞ (grey). The capped share rises from 11% "
        "to a maximum of 19% at step 100 and declines to 8% by step 400; the uncapped share climbs to 46%.",
        "training step",
        "share with partial credit",
        (
            (0.11, 0.16, 0.19, 0.17, 0.14, 0.12, 0.1, 0.09, 0.08),
            (0.11, 0.19, 0.26, 0.32, 0.37, 0.41, 0.43, 0.45, 0.46),
        ),
    ),
    Para(
        "The uncapped run illustrates Remark 3 in the most literal way. By step 250, 29% of its responses to "
        "facility-location prompts open every candidate facility and assign each customer to the nearest one, a "
        "formulation-free heuristic that is always feasible and whose reference gap on our data averages 21%; in "
        "scheduling, it increasingly emits models whose objective is a constant, so that any feasible schedule is "
        "optimal and the solver returns the first one it finds. Both behaviours are invisible to the binary reward, "
        "which assigns them zero, and both are profitable under the uncapped partial reward."
    ),
    Heading("8.2 Aliasing"),
    Para(
        "Proposition 1 separates the reward's bias into partial credit, which λ controls, and aliasing, which it does not. "
        "To estimate the latter, we sampled 200 problems that the 7B OptForm-RL policy solves on OR-Prose-1k and had a "
        "third annotator compare each formulation with the reference line by line. Seven of the 200 (3.5%) were "
        "objective-equivalent but not semantically correct; four of the seven were facility-location problems with a "
        "missing capacity constraint that did not bind at the optimum, and two were scheduling problems with a transposed "
        "precedence off the critical path. The same audit of the binary GRPO policy found six aliased formulations, so "
        "we see no evidence that the shaped reward increases aliasing, in line with Remark 1. "
        "Taken "
        "at face value, a 3.5% aliasing rate means that roughly 23 of the 649 problems counted as solved by the 7B "
        "policy are solved for the wrong reason, a correction we do not apply to Table 2 because the audit covers only "
        "one system in full."
    ),
]

PAGE_14: list[Block] = [
    Heading("9 Limitations"),
    Para(
        "Our study has several limitations that bound its conclusions. The reward requires a reference model for every "
        "training problem, both to obtain z* and to compute completions, so the method inherits the cost and the errors "
        "of whoever writes the references; our synthetic corpus side-steps the cost, but at the price of a distribution "
        "that is narrower than real practice, as the weaker results on PlantFloor-220 make clear. The partial reward "
        "further relies on the interface specification, which maps candidate solutions onto reference variables. "
        "Exposing the interface in the prompt also makes the task easier than fully open formulation, since it reveals "
        "the principal decision variables: when the interface is removed from the evaluation prompt, the 7B OptForm-RL "
        "policy falls from 64.9% to 58.7% on OR-Prose-1k, and we have not trained without it. We consider only "
        "single-objective, deterministic MILPs of moderate size; multi-objective, stochastic and nonlinear formulations, "
        "and problems whose reference cannot be solved to optimality within an hour, are outside our scope. Timeouts "
        "receive zero reward, which penalises formulations that are correct but weak in their linear relaxation, and we "
        "have not studied whether this pushes the policy towards tighter models or merely towards smaller ones. All our "
        "policies belong to one model family, we trained the 14B and 32B policies with a single seed, and our largest "
        "policy uses LoRA rather than full fine-tuning, so the scaling trend in Table 2 should be read with care. "
        "Finally, the descriptions in all our datasets are in English."
    ),
    Heading("10 Broader Impact and Ethics"),
    Para(
        "Automating the formulation of optimisation models lowers the barrier to deploying them, which is on balance "
        "desirable: small organisations that cannot employ an operations-research analyst could plan production or "
        "deliveries with fewer errors. The same models, however, decide shift patterns, delivery quotas and the location "
        "of services, and an optimisation model encodes whatever the description states and nothing more. A formulation "
        "that is objective-equivalent to a reference is only as fair as that reference; our reward certifies agreement "
        "with an annotator, not the presence of rest periods, workload limits or equitable access that an affected "
        "person might consider essential. We recommend that generated formulations used for decisions about people be "
        "reviewed by an analyst, and that the interface specification be written to make such constraints explicit. "
        "The industrial problems in PlantFloor-220 were shared under agreements that forbid redistribution; we will "
        "release FormuLab-Train, OR-Prose-1k, OR-Prose-dev and LongOR-300, together with FormKit and our training code. "
        "All experiments in this paper, including ablations and discarded runs, consumed approximately 14,900 H100 "
        "GPU-hours and 410,000 CPU core-hours for solving."
    ),
    Heading("11 Conclusion"),
    Para(
        "Formulating a MILP from prose is a task with a verifiable outcome, and a solver is a cheap and exacting judge. "
        "We showed that rewarding a policy not only for matching the reference optimum but also, to a capped degree, for "
        "producing solutions that are feasible and nearly optimal in the reference model makes RL markedly more effective "
        "than the binary alternative, across model sizes, test sets and problem classes. The shaped reward is biased, "
        "and Proposition 1 says exactly how: by a partial-credit term that the weight λ controls and the cap γ keeps "
        "small, and by an aliasing term that no reward based on optimal values alone can detect. Closing the latter gap, "
        "perhaps by comparing optimal sets on perturbed data, is the most important direction we leave open. "
        "Others are to learn the partial-credit weight per problem class rather than fixing it, given that scheduling "
        "and routing respond to it so differently, and to extend the completion-based reward to formulations whose "
        "interface is only partially specified, which is the situation of a user who knows what to decide but not how "
        "to say it in the language of a modelling library."
    ),
]

PAGE_15: list[Block] = [
    Heading("References"),
    References(
        (
            "Aldana, R. and Petrov-Lindqvist, S. From words to polytopes: tagging optimisation entities in problem statements. In Proceedings of the Workshop on Learning Meets Combinatorial Optimisation, 2023.",
            "Dufresne, C. and Nakamura-Bell, K. Self-taught modellers: objective agreement as a filter for formulation data. arXiv preprint, 2025.",
            "Håkansson, E., Moretti, L., and Adeyemi, T. Repair loops for generated optimisation models using solver diagnostics. Journal of Computational Decision Science, 9(2):114-139, 2024.",
            "Ivanova, P. and Castellanos, M. Fractional test rewards and their discontents in code reinforcement learning. In Findings of the Conference on Learning Systems, 2025.",
            "Lindgren, J. and Achebe, O. Graded rewards for formal theorem proving: a pass-rate analysis. arXiv preprint, 2025.",
            "Mbeki, S., Vantongeren, H., Liu, R., and Falk, A. A committee of modellers: multi-agent prompting for operations-research formulation. In Proceedings of the Symposium on AI for Operations, 2024.",
            "Oyelaran, F. On the undecidability of formulation equivalence by inspection. Operations Research Notes, 31:45-58, 2022.",
            "Quillfeather, A. and Sørensen, N. Big-M constants considered harmful: a survey of tightening strategies. Mathematical Programming Practice, 17(4):301-329, 2021.",
            "Rautenberg, W. and Osei, D. Stage-wise prompting for algebraic modelling languages. arXiv preprint, 2024.",
            "Tanizaki, H., Brandt, L., and Okonkwo, E. Synthetic formulation corpora for fine-tuning small language models. In Proceedings of the Conference on Data-Centric Optimisation, 2025.",
            "Zhou-Marchetti, Y. and Brennan, G. Interface schemas for evaluating generated optimisation models. In Proceedings of the Workshop on Benchmarks for Decision Making, 2025.",
        )
    ),
    Heading("Appendix A: Hyperparameters"),
    Para(
        "Table A1 lists the training settings of the three OptForm-RL policies. All runs use AdamW with β1 = 0.9, "
        "β2 = 0.95 and weight decay 0.01, gradient clipping at norm 1.0, bf16 mixed precision and the asymmetric clip "
        "range of Section 4.2. The supervised stage that precedes RL trains for two epochs on the 9,600 filtered pairs "
        "with a learning rate of 1 × 10^−5 and 64 sequences per batch, which takes about 40 GPU-hours at 7B."
    ),
    TableBlock(
        "Table A1: Training settings for OptForm-RL. GPU-hours count H100 time for the RL stage only and exclude the "
        "CPU workers that run the solver.",
        (
            ("Setting", "7B", "14B", "32B"),
            ("Parameter updates", "full", "full", "LoRA, r = 64, α = 128"),
            ("Learning rate", "1e-6", "7e-7", "2e-5"),
            ("Prompts per batch", "128", "128", "64"),
            ("Rollouts per prompt (G)", "8", "8", "8"),
            ("KL coefficient", "none", "none", "none"),
            ("Training steps", "400", "400", "300"),
            ("Max new tokens", "3,072", "3,072", "4,096"),
            ("Rollout temperature", "1.0", "1.0", "0.9"),
            ("λ / γ / τ", "0.3 / 0.25 / 1e-4", "0.3 / 0.25 / 1e-4", "0.3 / 0.25 / 1e-4"),
            ("Solver time limit (train)", "20 s", "20 s", "20 s"),
            ("GPUs", "32 × H100", "64 × H100", "64 × H100"),
            ("Wall-clock", "36 h", "41 h", "62 h"),
            ("GPU-hours", "1,152", "2,624", "3,968"),
        ),
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix B: Prompt and FormKit"),
    Para(
        "Every policy, every baseline and Halden-Pro receive the same system prompt, reproduced here with line breaks "
        "removed: 'You are an operations-research analyst. Read the problem below and write a FormKit program that "
        "formulates it as a mixed-integer linear program. Declare every quantity listed under INTERFACE with exactly the "
        "given name and index set. Use only the data stated in the problem; if a number is irrelevant, ignore it. Think "
        "step by step about sets, parameters, variables, constraints and the objective before writing code, and put the "
        "complete program in a single fenced code block at the end of your answer.' The user turn contains the problem "
        "description followed by a line INTERFACE: and one line per interface quantity. The five in-context examples "
        "for the untuned baseline are drawn from FormuLab-Train, one per class, and are fixed across problems."
    ),
    Para(
        "FormKit exposes five functions: var(name, index_sets, kind, lb, ub), where kind is continuous, integer or "
        "binary; constr(expression, name); minimize(expression) and maximize(expression); and interface(), which returns "
        "the declared interface quantities for checking. Programs may use Python loops and comprehensions to build "
        "indexed families but may not import modules, read files or call the solver directly; a program that attempts "
        "any of these is treated as a build error. FormKit compiles the model into the solver's native format and "
        "records the mapping from interface names to solver columns, which is what the completion of Definition 3 uses."
    ),
    Heading("Appendix C: Per-class results on PlantFloor-220"),
    TableBlock(
        "Table A2: Accuracy (%) by class on PlantFloor-220 (number of problems in parentheses), 7B unless marked.",
        (
            ("Method", "Sched. (64)", "Routing (41)", "Blending (52)", "Fac. loc. (38)", "Other (25)"),
            ("SFT", "28.1", "19.5", "57.7", "13.2", "28.0"),
            ("GRPO, binary reward", "35.9", "26.8", "63.5", "18.4", "40.0"),
            ("OptForm-RL", "40.6", "34.1", "67.3", "21.1", "44.0"),
            ("OptForm-RL, 32B", "48.4", "43.9", "73.1", "28.9", "56.0"),
        ),
    ),
    Heading("Appendix D: Seed variance"),
    Para(
        "For the three 7B RL configurations trained with three seeds, the standard deviations of OR-Prose-1k accuracy "
        "across seeds are 0.6 points for PPO with the binary reward, 0.5 points for GRPO with the binary reward and 0.4 "
        "points for OptForm-RL; on PlantFloor-220 they are 1.3, 1.1 and 0.9 points. The smallest seed-level margin of "
        "OptForm-RL over binary GRPO on OR-Prose-1k is 3.6 points, so the ranking in Table 2 does not depend on the "
        "choice of seed. The failure analysis of Section 8 uses the first seed of each configuration, whose OR-Prose-1k "
        "accuracies are 64.9% for OptForm-RL and 60.7% for binary GRPO, coinciding with the three-seed means."
    ),
    Heading("Appendix E: A worked example of partial credit"),
    Para(
        "Consider a single-period capacitated facility-location problem from FormuLab-Train with 6 candidate sites, 24 "
        "customers and a reference optimum of z* = 48,200. A rollout from the 7B policy at step 120 writes a correct "
        "model except that it imposes each site's capacity on total assigned demand plus a safety stock that the "
        "description mentions only as a recommendation. Its own optimum, 50,110, is not objective-equivalent. Fixing its "
        "open and assign decisions in the reference model leaves a feasible completion of the same value, so the "
        "reference gap is g = 1,910 / 48,200 ≈ 0.0396, below the cap of 0.25, and the reward is 0.3 · (1 − 0.0396 / 0.25) "
        "≈ 0.252. In the same group of eight, a rollout that drops the capacity constraints altogether returns 45,900, "
        "an assignment that overloads two sites; its completion is infeasible and it receives zero, as does the one "
        "rollout whose program fails to build."
    ),
]

PAPER = GeneratedPaper(
    file="optform_rl.pdf",
    title="Rewarding the Optimum, Crediting the Feasible: Solver-Verified Reinforcement Learning for Translating "
    "Operations-Research Problems into Mixed-Integer Programs",
    short_title="Solver-Verified RL for MILP Formulation",
    authors="Lucía Ferreyra-Holm (1), Dmitri Avakian (1), Nkechi Obiora (2), Jonas Vettergren (2), Hae-won Baek (3)",
    affiliations="(1) Kestrel University, Institute for Decision Systems   (2) Fennmarsh Laboratory for Applied "
    "Optimisation   (3) Halvorsen Centre for Computational Logistics",
    stamp="arXiv:2603.11872v1  [cs.CL]  17 Mar 2026",
    abstract=(
        "Large language models can write mixed-integer linear programs from natural-language descriptions of "
        "operations-research problems, but their formulations are often subtly wrong. Because a formulation can be "
        "executed, correctness admits a cheap semantic test: solve the generated program and compare its optimal "
        "objective with that of a reference. We present OptForm-RL, which trains a policy with group-relative policy "
        "optimisation against this solver-verified reward and adds a capped partial reward for formulations whose "
        "solution is feasible but suboptimal in the reference model, scaled by the relative gap. We prove that the shaped "
        "reward's bias decomposes into an aliasing term that no choice of weight removes and a partial-credit term "
        "bounded by the weight times the probability of a capped feasible-suboptimal solution, so that for weights below "
        "one the unrestricted optimum is unchanged. On OR-Prose-1k, OptForm-RL raises a 7B model from 52.3% to 64.9% "
        "accuracy, 4.2 points above the same recipe with a binary reward, and a 32B model reaches 70.6%. Gains are "
        "largest on routing, while an audit of 351 failures shows that missing constraint families dominate the errors "
        "that remain."
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
    ),
)
