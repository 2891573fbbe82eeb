"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 39): self-play RL where a proposer LLM writes checkable logic and arithmetic puzzles for a solver LLM under a learnability reward; every sentence, model, dataset and number is invented."""

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


def _s(text: str) -> str:
    """Collapse the whitespace of a triple-quoted string into single spaces."""
    return " ".join(text.split())


def _p(text: str) -> Para:
    return Para(_s(text))


def _b(*items: str) -> Bullets:
    return Bullets(tuple(_s(item) for item in items))


PAGE_1: list[Block] = [
    Heading("1 Introduction"),
    _p(
        """Reinforcement learning with verifiable rewards (RLVR) has become the usual way to improve multi-step
        reasoning in language models: sample several answers to a problem, check each one against a known answer,
        and push the policy towards the answers that pass. The recipe has one input that does not grow with
        compute, namely the problems themselves. Curated sets of problems with reliable answers are expensive to
        write, they leak into pretraining corpora, and they get used up. Once a policy solves most of a set, the
        groups of rollouts drawn for those problems all receive the same reward, carry no advantage signal, and
        training stalls. In our own GRPO runs on a curated set of 40,000 puzzles, 71% of the training prompts were
        solved by all eight rollouts after 500 updates."""
    ),
    _p(
        """An appealing alternative is to let a model write its own problems. The difficulty is that problem
        writing is easy to game. A proposer rewarded for problems that the solver gets wrong learns to write
        problems that nobody can solve, including problems whose stated answer is simply wrong. A proposer rewarded
        only for well-formed problems drifts towards problems that are trivially easy. And a proposer rewarded for
        almost any stable quantity tends to find one template that earns it and to repeat that template with small
        changes, so that the solver sees less and less variety as training goes on."""
    ),
    _p(
        """This paper studies a deliberately simple version of the idea in a domain where answers can be checked
        mechanically: logic and arithmetic puzzles. In Tessera, a proposer writes a puzzle together with a short
        Python checker that computes its answer, and a sandbox confirms that the checker runs and that the answer
        is unique. A solver model attempts each valid puzzle eight times. The proposer is paid for learnability,
        the quantity 4p(1 - p) where p is the solver's success rate after a correction for guessing; it is largest
        when the solver succeeds about half of the time and vanishes when a puzzle is always or never solved."""
    ),
]

PAGE_2: list[Block] = [
    _p(
        """Our experiments give three main findings. First, learnability is a far better proposer reward than
        hardness or validity alone. Starting from 27 hand-written seed puzzles and no other training data,
        Tessera lifts Corvid-2-8B-Instruct from 39.7% to 50.8% average accuracy on six held-out reasoning
        benchmarks, which is 3.4 points above GRPO on OpenPuzzle-40k, a curated set of 40,000 human-written
        puzzles. A proposer paid for solver failures produces mostly unsolvable puzzles and leaves the solver at
        41.3%. Second, learnability alone is not sufficient: without an explicit novelty term, the proposer
        concentrates on a handful of puzzle families and the entropy of the family distribution falls by 57%
        within 300 rounds. Third, the proposer discovers exploits that we did not anticipate, the most damaging
        being a drift towards yes/no puzzles whose 50% success rate reflects guessing rather than partial skill."""
    ),
    _p("Concretely, we make the following contributions."),
    _b(
        """A self-play formulation in which proposer and solver are separate language models trained with
        group-relative policy gradients, and in which every puzzle carries an executable checker whose answer is
        verified to be unique before it can earn any reward.""",
        """A chance-corrected learnability reward for the proposer, combined with a nearest-neighbour novelty
        term computed against a rolling buffer of recent puzzles.""",
        """Results at three model sizes (3B, 8B and 14B) on six held-out benchmarks, with ablations of every
        reward component, the number of solver attempts per puzzle, weight sharing and the replay buffer.""",
        """An analysis of puzzle diversity, difficulty drift and collapse over the course of training, including
        a human audit of 400 generated puzzles and a contamination check against all test sets.""",
    ),
    Heading("2 Related Work"),
    _p(
        """Reinforcement learning with verifiable rewards. Outcome-rewarded policy optimisation for mathematics and
        code became practical once group-relative advantages removed the need for a learned critic (Halloran and
        Mbeki, 2025). Later work refined the objective with asymmetric clipping and token-level loss averaging
        (Zhou-Ferrand et al., 2025) and studied which prompts are worth training on, finding that prompts solved
        either always or never contribute little (Ilunga et al., 2025). All of these methods take the problem set
        as given; Tessera instead treats the problem set as a second learner."""
    ),
    _p(
        """Self-play and asymmetric self-play. Self-play has a long history in two-player games, where the
        opponent is a copy of the learner and the game itself supplies the reward. Asymmetric self-play, in which
        one agent sets tasks and another attempts them, was studied for goal-reaching in simulated gridworlds by
        Okonjo and Lachance (2023), whose teacher is rewarded when the student takes longer than the teacher
        itself. For language models, Ferreira-Lund et al. (2025) let a challenger write programming tasks for a
        solver and reward the challenger for solver failures; they report that the share of tasks with incorrect
        reference solutions grows steadily during training, a pattern we reproduce in our hardness baseline."""
    ),
]

PAGE_3: list[Block] = [
    _p(
        """Automatic curricula. Curriculum methods for reinforcement learning choose training tasks near the
        frontier of the agent's competence. Regret-based environment design (Yamaguchi and Dervish, 2024)
        generates environments that maximise the gap between an antagonist and a protagonist agent. Learnability
        scores of the form p(1 - p) have been used to prioritise tasks drawn from a fixed pool, both in
        procedurally generated control tasks and, more recently, for prompt selection in RLVR (Ilunga et al.,
        2025). Our proposer reward uses the same quantity, but the pool is not fixed: it is written on the fly by
        a model that is itself being trained to raise the score, which creates failure modes that a fixed pool
        cannot have."""
    ),
    _p(
        """Synthetic training data. Language models have been used to write instructions, questions and worked
        solutions for their own fine-tuning (Brenneman et al., 2024). When a model is trained repeatedly on its
        own unfiltered outputs, the diversity of what it produces shrinks and the tails of the distribution
        disappear (Castellanos and Yilmaz, 2025). Tessera is exposed to a similar risk on the proposer side; our
        novelty term and the diversity measurements of Section 7 are a direct response to it. Unlike most
        synthetic-data pipelines, we never train the solver on generated solutions: the solver only ever learns
        from its own sampled attempts and the checker's verdict."""
    ),
    _p(
        """Procedural puzzle generators. A separate line of work builds puzzle generators by hand. PuzzlePress
        (Nakagawa et al., 2025) offers 31 parameterised templates for logic grids, cryptarithms and scheduling
        problems, and difficulty is controlled by template parameters such as grid size. Hand-written generators
        give guaranteed correctness but a fixed space of puzzle types, and a policy trained on them learns the
        templates. We include a supervised baseline trained on 120,000 puzzles from such a generator, and we find
        that it helps on in-template benchmarks but hardly at all elsewhere."""
    ),
    Heading("3 Method"),
    Heading("3.1 Overview"),
    _p(
        """Tessera trains two policies: a proposer π_φ that writes puzzles and a solver π_θ that answers them.
        Both are initialised from the same instruction-tuned checkpoint but keep separate weights. Training runs
        in rounds. In each round the proposer receives a batch of seed prompts and writes candidate puzzles; a
        sandbox discards invalid candidates; the solver attempts every valid puzzle K times; the attempts are
        scored against the checker's answer; and both policies take a gradient step. The solver's attempts serve
        two purposes at once: they are the rollouts of the solver's own update, and their success rate is the
        basis of the proposer's reward. No solver sample is generated only for scoring."""
    ),
    _p(
        """A seed prompt names a target puzzle family, shows two example puzzles drawn from a replay buffer of
        recent valid puzzles, and asks for a new puzzle that is different from both. At round 0 the buffer holds
        only the 27 hand-written seed puzzles, three for each of nine families: arithmetic expressions, modular
        arithmetic, digit puzzles, knights and knaves, orderings and seatings, grid constraints, calendar
        arithmetic, boolean circuits and counting problems. The family named in a seed prompt is sampled
        uniformly from the families observed in the buffer, so a family that the proposer invents can itself
        become a target once it appears there."""
    ),
]

PAGE_4: list[Block] = [
    Heading("3.2 Puzzles and validity"),
    _p(
        """A proposal is a structured text with four fields: a natural-language statement, a declared answer
        space, a family tag, and a Python function check() that returns the answer. The answer space is one of
        integer, rational, string from a listed set of options, ordered tuple, or yes/no. A proposal is valid only
        if all of the following hold: (i) the statement is at most 400 tokens long; (ii) check() runs without
        error in a sandbox with no network access, a time limit of 2 seconds and a memory limit of 512 MB; (iii)
        the returned answer belongs to the declared answer space; (iv) the answer string does not appear verbatim
        in the statement; and (v) for every puzzle whose answer space is finite or whose checker enumerates a
        search space, the answer is unique."""
    ),
    _p(
        """Uniqueness is the condition that most often fails. The proposer is instructed to write check() as an
        exhaustive search over a declared domain of candidate solutions, which the sandbox re-executes while
        counting the candidates that satisfy the constraints; the puzzle is valid only if exactly one candidate
        survives. Searches larger than 10^6 candidates are cut off and the proposal is rejected. For arithmetic
        puzzles whose checker is a direct computation, uniqueness holds by construction and the step is skipped.
        Averaged over a full 8B run, 74% of proposals are valid; the rest fail uniqueness (13%), time out (6%),
        fail to parse (4%) or leak the answer (3%)."""
    ),
    Heading("3.3 Solver objective"),
    _p(
        """For a valid puzzle x with checker answer a*(x), the solver samples K responses y_1, ..., y_K from
        π_θ(· | x). A response earns reward R(y_i) = 1 if the final answer extracted from its last line equals
        a*(x) after normalisation (whitespace, letter case, equivalent fractions and tuple formatting), and
        R(y_i) = 0 otherwise. There is no format reward and no length penalty. Following GRPO, the advantage of
        every token of response i is the group-normalised reward A_i = (R(y_i) - mean_j R(y_j)) / (std_j R(y_j) +
        ε), with ε = 10^-6. The solver maximises the clipped surrogate"""
    ),
    _p("""J(θ) = E[ (1 / Σ_i |y_i|) Σ_i Σ_t min( ρ_i,t A_i , clip(ρ_i,t, 1 - ε_low, 1 + ε_high) A_i ) ],"""),
    _p(
        """where ρ_i,t = π_θ(y_i,t | x, y_i,<t) / π_θ_old(y_i,t | x, y_i,<t) is the token-level importance
        ratio and the loss is averaged over all tokens in the group rather than per response. We use ε_low =
        0.2 and ε_high = 0.28. The solver objective has no KL penalty towards the initial model: we found that a
        penalty of β = 0.01 slowed learning without improving held-out accuracy (Section 6). Groups in which all
        K responses receive the same reward have zero advantage and contribute nothing; we keep them in the batch
        for simplicity rather than resampling."""
    ),
    _p(
        """Each solver batch mixes fresh and replayed puzzles. Three quarters of the 256 puzzles in a batch come
        from the current round and one quarter are drawn uniformly from the replay buffer, which holds the 50,000
        most recent valid puzzles whose chance-corrected success rate was strictly between 0 and 1 when they were
        proposed. Replayed puzzles are re-attempted by the current solver, so their rewards are always on-policy."""
    ),
]

PAGE_5: list[Block] = [
    Heading("3.4 The learnability reward"),
    _p(
        """Let p_hat(x) = (1 / K) Σ_i R(y_i) be the solver's empirical success rate on puzzle x. Guessing makes p_hat
        misleading for puzzles with small answer spaces: a yes/no puzzle that the solver cannot reason about at
        all still yields p_hat close to 0.5. We therefore correct for chance. If the declared answer space is finite
        with m options, let c = 1/m, otherwise c = 0, and define the chance-corrected rate p_tilde(x) = max(0, (p_hat(x) -
        c) / (1 - c)). The learnability reward is"""
    ),
    _p("""r_L(x) = 4 · p_tilde(x) · (1 - p_tilde(x)),"""),
    _p(
        """which equals 1 at p_tilde = 0.5 and 0 at p_tilde = 0 or p_tilde = 1. The factor 4 only rescales the reward to the unit
        interval. An invalid proposal receives r = -0.5 regardless of any other term, so that the proposer cannot
        trade validity for novelty. With K = 8 the reward takes only five distinct values for open-answer puzzles
        (0, 0.44, 0.75, 0.94 and 1), which is coarse but proved sufficient; we study K in Section 6."""
    ),
    _p(
        """The choice of p(1 - p) has a simple motivation. For a puzzle solved with probability p, the variance
        of the binary reward is p(1 - p), and the expected squared norm of the solver's policy-gradient estimate
        from that puzzle grows with this variance. Paying the proposer in proportion to reward variance therefore
        pays it for puzzles that give the solver a gradient, which is exactly the property a fixed training set
        loses as it is used up. We also tried a window reward that pays 1 whenever 0.2 ≤ p_tilde ≤ 0.8; it performs
        slightly worse (Table 3)."""
    ),
    Heading("3.5 The novelty term"),
    _p(
        """Learnability says nothing about variety: a proposer that has found one template at the right difficulty
        can repeat it indefinitely. We add a novelty term computed with a frozen sentence encoder e(·), for which
        we use Wren-Embed-330M (Thorne and Abiodun, 2025). Let N_k(x) be the k = 16 nearest neighbours of e(x)
        among the embeddings of the puzzles in the replay buffer. The novelty of x is the mean cosine distance to
        those neighbours,"""
    ),
    _p("""r_D(x) = (1 / k) Σ_{b ∈ N_k(x)} (1 - cos(e(x), e(b))),"""),
    _p(
        """and the proposer's reward for a valid puzzle is r_P(x) = r_L(x) · (1 + λ r_D(x)) with λ = 0.3. The
        product form matters: a novel puzzle earns nothing extra unless it is also learnable, which prevents the
        proposer from being paid for exotic puzzles that the solver can never solve or always solves."""
    ),
    Heading("3.6 Proposer objective"),
    _p(
        """The proposer is trained with the same clipped group-relative objective as the solver. For each seed
        prompt s it samples G = 8 proposals, and the advantage of proposal j is its reward r_P normalised by the
        mean and standard deviation of the rewards of the G proposals for the same s. Unlike the solver, the
        proposer carries a KL penalty with coefficient β_P = 0.02 towards its initial weights, estimated per token
        with the low-variance k3 estimator; without it the proposer's statements become terse and
        ungrammatical within about 150 rounds while remaining valid. A full round therefore consists of one
        proposer update and two solver updates."""
    ),
]

PAGE_6: list[Block] = [
    Heading("4 Experimental Setup"),
    Heading("4.1 Models"),
    _p(
        """We use the instruction-tuned models of the Corvid-2 family (Desrosiers et al., 2025) at three sizes:
        Corvid-2-3B-Instruct, Corvid-2-8B-Instruct and Corvid-2-14B-Instruct. All three share a tokenizer with a
        vocabulary of 151,000 tokens and a context window of 32,768 tokens. Unless stated otherwise, proposer and
        solver are of the same size and start from the same checkpoint. Most analyses use the 8B models, which we
        also use for all ablations."""
    ),
    Heading("4.2 Benchmarks"),
    _p(
        """We evaluate on six reasoning benchmarks, none of which is used for training, model selection or seed
        writing. LogicLantern (Kowalczyk et al., 2024) has 1,150 logic puzzles in four subtypes: knights and
        knaves, linear orderings, circular seatings and truth-table questions. GridWeave (Aranda and Holm, 2025)
        has 420 constraint-satisfaction grids between 4x4 and 6x6 whose answers are full grid assignments.
        NumeraHard (Petrov-Quaye et al., 2024) has 900 multi-step arithmetic word problems with exact integer or
        rational answers. Sundial (Lemaire et al., 2025) has 640 questions on calendar and clock arithmetic.
        Marrow-Math (Ossei and Varga, 2025) has 500 competition-style mathematics problems. ProseDeduce (Hartigan
        et al., 2023) has 780 multi-hop deduction questions written as short stories. The first four are close to
        the kinds of puzzle that the seed set covers; Marrow-Math and ProseDeduce are further away in form. As a
        control for forgetting we also report TriviaVault (Mendes et al., 2024), 2,000 factual questions that
        require no reasoning."""
    ),
    _p(
        """All benchmarks are scored by exact match after the same answer normalisation that the solver reward
        uses. We sample four responses per question at temperature 0.6 with a limit of 4,096 new tokens and report
        mean accuracy over the four samples, in percent. All evaluations use the same zero-shot solver prompt as
        training (Appendix C)."""
    ),
    Heading("4.3 Baselines"),
    _p("""We compare Tessera with five baselines, all trained from the same checkpoint as the solver."""),
    _b(
        """SFT-StaticGen: supervised fine-tuning on 120,000 puzzles from the 31 templates of PuzzlePress, with
        worked solutions produced by rejection sampling from the base model and filtered by the generator's
        answers.""",
        """RLVR-OpenPuzzle: GRPO on OpenPuzzle-40k (Ravensworth et al., 2024), 40,000 human-written logic and
        arithmetic puzzles with verified answers, using the solver hyperparameters of Tessera.""",
        """Self-play, validity only: the Tessera loop with proposer reward 1 for any valid puzzle and -0.5 for
        invalid ones.""",
        """Self-play, hardness: the proposer is rewarded with 1 - p_tilde for valid puzzles, in the spirit of
        challenger-style self-play.""",
        """Tessera without novelty (λ = 0), to isolate the effect of the novelty term.""",
    ),
    _p(
        """Every self-play variant runs for 400 rounds, which amounts to 800 solver updates. RLVR-OpenPuzzle runs
        for 800 updates with the same batch of 256 prompts and 8 rollouts, so that it sees as many solver rollouts
        as Tessera; this corresponds to a little over five passes over OpenPuzzle-40k."""
    ),
]

PAGE_7: list[Block] = [
    Heading("4.4 Training details"),
    _p(
        """Both policies are optimised with AdamW and a constant learning rate after a short warm-up: 1e-6 for the
        solver and 5e-7 for the proposer. The solver samples K = 8 attempts per puzzle at temperature 1.0 with a
        maximum length of 3,072 tokens; the proposer writes up to 1,024 tokens per proposal. Each round uses 256
        seed prompts, giving 2,048 proposals, of which roughly 1,500 are valid. Rollouts are generated with a
        separate inference engine whose weights are synchronised after every update, so all rollouts are strictly
        on-policy. The full list of hyperparameters is in Appendix A (Table 5)."""
    ),
    _p(
        """The 8B run uses 64 H100 GPUs, of which 40 serve rollouts for both policies and 24 train; a complete
        400-round run takes 41 hours. Sandbox execution of checkers runs on a separate CPU pool and is never the
        bottleneck. Main 8B results are averaged over three seeds; all other runs use a single seed."""
    ),
    Heading("5 Main Results"),
    _p(
        """Table 1 reports accuracy on the six held-out benchmarks for the 8B models. Tessera reaches an average
        of 50.8%, an improvement of 11.1 points over the instruction-tuned model and of 3.4 points over GRPO on
        OpenPuzzle-40k, even though Tessera starts from 27 seed puzzles while the RLVR baseline uses 40,000
        human-written ones. The gain is largest on GridWeave (+16.3 points over the base model) and LogicLantern
        (+15.4), and smallest on Marrow-Math (+7.2), the benchmark least similar to anything the proposer writes."""
    ),
    TableBlock(
        "Table 1: Accuracy (%) of Corvid-2-8B-Instruct after each training method on six held-out benchmarks; mean "
        "of four samples per question. Tessera rows are means over three seeds. 'Human puzzles' counts the "
        "human-written or template-generated training puzzles each method uses.",
        (
            ("Method", "Human puzzles", "LogicL.", "GridW.", "NumeraH.", "Sundial", "Marrow", "ProseD.", "Avg."),
            ("Corvid-2-8B-Instruct", "-", "41.3", "18.6", "52.7", "47.9", "22.4", "55.1", "39.7"),
            ("SFT-StaticGen", "120k", "45.8", "24.1", "55.0", "50.2", "22.1", "55.8", "42.2"),
            ("RLVR-OpenPuzzle", "40k", "52.6", "29.7", "60.4", "54.8", "27.9", "59.0", "47.4"),
            ("Self-play, validity only", "27", "47.2", "22.5", "56.3", "51.1", "24.6", "56.9", "43.1"),
            ("Self-play, hardness", "27", "44.9", "20.8", "54.1", "49.0", "23.1", "55.7", "41.3"),
            ("Tessera, λ = 0", "27", "54.0", "31.8", "61.2", "56.3", "28.5", "60.4", "48.7"),
            ("Tessera (ours)", "27", "56.7", "34.9", "62.5", "58.8", "29.6", "62.3", "50.8"),
        ),
    ),
    _p(
        """The proposer reward decides the outcome. With the same loop, the same solver and the same number of
        solver updates, replacing learnability with validity alone loses 7.7 points of average accuracy, and
        replacing it with hardness loses 9.5 points, leaving the solver only 1.6 points above where it started.
        The novelty term adds 2.1 points on top of learnability, with the largest gains on GridWeave (+3.1) and
        LogicLantern (+2.7), the two benchmarks whose puzzle types the collapsed proposer stops writing (Section
        7). Supervised training on template puzzles gains only 2.5 points on average and slightly hurts
        Marrow-Math."""
    ),
]

PAGE_8: list[Block] = [
    _p(
        """Knowledge is preserved. On TriviaVault, which needs no reasoning, the base model scores 63.2% and the
        Tessera solver 62.8%; RLVR-OpenPuzzle scores 62.5%. The differences are within the spread we observe
        across seeds. We also find that the Tessera solver writes longer responses on every benchmark, a point we
        return to in Section 7.1."""
    ),
    Heading("5.1 Scaling with model size"),
    _p(
        """Table 2 repeats the main comparison at 3B and 14B, with proposer and solver of equal size in each case.
        Tessera is the best method at every size, and its margin over RLVR-OpenPuzzle widens with scale: 1.1
        points at 3B, 3.4 points at 8B and 4.6 points at 14B. At 3B the validity-only proposer is close to the
        base model, and inspection shows why: the 3B proposer writes valid puzzles only 52% of the time at round
        0, and those it writes are mostly single-step arithmetic that the solver already answers."""
    ),
    TableBlock(
        "Table 2: Average accuracy (%) over the six held-out benchmarks at three model sizes. Proposer and solver "
        "have the same size. Single seed for 3B and 14B.",
        (
            ("Method", "3B", "8B", "14B"),
            ("Instruct model (no training)", "31.2", "39.7", "46.5"),
            ("SFT-StaticGen", "33.0", "42.2", "47.9"),
            ("RLVR-OpenPuzzle", "36.3", "47.4", "53.3"),
            ("Self-play, validity only", "32.1", "43.1", "49.6"),
            ("Tessera (ours)", "37.4", "50.8", "57.9"),
        ),
    ),
    _p(
        """Figure 1 shows the average held-out accuracy of the 8B solver over training. RLVR-OpenPuzzle improves
        quickly at first and flattens after roughly round 200, once most OpenPuzzle prompts are solved by every
        rollout. Tessera improves more slowly over the first 100 rounds, while the proposer is still learning to
        write valid puzzles, but it keeps improving until the end of training. We did not train beyond 400
        rounds, so we cannot say where Tessera itself saturates."""
    ),
    FigureBlock(
        "Figure 1: Average held-out accuracy of the 8B solver, evaluated every 25 rounds, against the self-play "
        "round (for RLVR-OpenPuzzle, update step divided by two). Black: Tessera. Upper grey line: "
        "RLVR-OpenPuzzle. Lower grey line: self-play with validity-only reward. Tessera passes RLVR-OpenPuzzle "
        "at about round 250.",
        "self-play round",
        "held-out accuracy",
        (
            (0.397, 0.402, 0.41, 0.419, 0.428, 0.437, 0.446, 0.454, 0.461, 0.467, 0.473, 0.48, 0.487, 0.493, 0.499, 0.504, 0.508),
            (
                0.397,
                0.418,
                0.437,
                0.449,
                0.457,
                0.462,
                0.466,
                0.469,
                0.471,
                0.472,
                0.473,
                0.473,
                0.474,
                0.474,
                0.474,
                0.474,
                0.474,
            ),
            (
                0.397,
                0.404,
                0.411,
                0.417,
                0.421,
                0.424,
                0.426,
                0.428,
                0.429,
                0.430,
                0.430,
                0.431,
                0.431,
                0.431,
                0.431,
                0.431,
                0.431,
            ),
        ),
    ),
    _p(
        """We ran one further size configuration: a 3B proposer paired with an 8B solver. It reaches 49.4% average
        accuracy, 1.4 points below the equal-size 8B run but 2.0 points above RLVR-OpenPuzzle, at about 30% lower
        total GPU cost. The reverse pairing, a large proposer with a small solver, is left for future work."""
    ),
]

PAGE_9: list[Block] = [
    Heading("6 Ablations"),
    _p(
        """Table 3 varies one component of Tessera at a time with 8B proposer and solver. All rows are single
        runs of 400 rounds; across the three seeds of the full method the average varies by at most 0.9 points,
        which is the scale against which the differences below should be read."""
    ),
    TableBlock(
        "Table 3: Ablations of Tessera with 8B models. Average accuracy (%) over the six held-out benchmarks and "
        "share of valid proposals over the run.",
        (
            ("Variant", "Avg.", "Δ", "Valid"),
            ("Tessera (full)", "50.8", "-", "74%"),
            ("no chance correction (c = 0)", "48.3", "-2.5", "79%"),
            ("window reward, 0.2 ≤ p_tilde ≤ 0.8", "50.1", "-0.7", "73%"),
            ("K = 4 solver attempts", "49.2", "-1.6", "75%"),
            ("K = 16 solver attempts", "51.0", "+0.2", "74%"),
            ("shared proposer and solver weights", "49.5", "-1.3", "68%"),
            ("no replay in solver batches", "49.9", "-0.9", "74%"),
            ("proposer frozen after round 100", "47.6", "-3.2", "77%"),
            ("λ = 0.1", "49.8", "-1.0", "75%"),
            ("λ = 1.0", "49.0", "-1.8", "66%"),
            ("additive reward r_L + λ r_D", "48.9", "-1.9", "71%"),
            ("solver KL penalty β = 0.01", "50.2", "-0.6", "74%"),
            ("no proposer KL penalty (β_P = 0)", "49.3", "-1.5", "81%"),
        ),
    ),
    _p(
        """Chance correction matters most. Without it, the proposer learns within about 150 rounds that yes/no
        and multiple-choice puzzles reach p_hat near 0.5 regardless of their content, and the valid-proposal rate
        rises because such puzzles are easy to make unique. The solver then spends much of its training on
        puzzles where the reward is largely noise; we analyse this in Section 7.2."""
    ),
    _p(
        """The number of attempts trades estimation noise against cost. With K = 4 the learnability reward can take
        only three values for open-answer puzzles and the proposer's advantage is noisier; with K = 16 accuracy
        improves by only 0.2 points while the solver's rollout cost per round doubles, so we keep K = 8. Sharing
        weights between proposer and solver, with a role token in the prompt, costs 1.3 points and lowers
        validity; we suspect interference between the two objectives but have not investigated it further. A
        proposer frozen after round 100 still writes learnable puzzles at first, but as the solver improves the
        share of puzzles it always solves climbs to 64% by round 400."""
    ),
    _p(
        """The form of the novelty term also matters. A large weight (λ = 1.0) pulls the proposer towards exotic
        puzzles that are often invalid, and an additive combination r_L + λ r_D pays the proposer for novel
        puzzles that the solver never solves, which is the behaviour the product form was designed to prevent."""
    ),
]

PAGE_10: list[Block] = [
    Heading("7 Analysis"),
    Heading("7.1 Training dynamics"),
    _p(
        """Figure 2 plots the solver's mean success rate p_hat on freshly proposed valid puzzles in each round. Under
        the learnability reward it settles between 0.45 and 0.55 after about 60 rounds and stays there, although
        the solver itself improves throughout: the proposer tracks the solver, writing harder puzzles as the
        solver gets better. Under the hardness reward the rate falls below 0.1 by round 120, and under the
        validity-only reward it climbs towards 0.9 as the proposer settles on easy puzzles."""
    ),
    FigureBlock(
        "Figure 2: Mean solver success rate on the valid puzzles proposed in each round (8B). Black: Tessera. "
        "Upper grey line: validity-only reward. Lower grey line: hardness reward. The band the learnability "
        "reward holds, between 0.45 and 0.55, is reached by round 60.",
        "self-play round",
        "solver success rate",
        (
            (0.66, 0.55, 0.51, 0.49, 0.5, 0.48, 0.5, 0.51, 0.49, 0.5, 0.48, 0.5, 0.49, 0.5, 0.51, 0.49, 0.5),
            (0.66, 0.7, 0.74, 0.78, 0.8, 0.82, 0.84, 0.85, 0.86, 0.87, 0.88, 0.88, 0.89, 0.89, 0.9, 0.9, 0.9),
            (0.66, 0.41, 0.22, 0.13, 0.09, 0.07, 0.06, 0.05, 0.05, 0.04, 0.04, 0.04, 0.03, 0.03, 0.03, 0.03, 0.03),
        ),
    ),
    _p(
        """How does the proposer make puzzles harder? We measure three properties of the valid puzzles of each
        round: the length of the statement, the depth of the abstract syntax tree of the checker, and the size of
        the search space that the checker enumerates. Between round 10 and round 400 of the full 8B run, the
        mean statement length grows from 61 to 148 tokens, the mean checker depth from 4.2 to 7.9, and the median
        search space from 120 to 46,000 candidates. The hardness-rewarded proposer behaves differently: its
        statements grow only modestly, but the numbers in its arithmetic puzzles grow from two to more than
        eleven digits, making puzzles hard by making them tedious rather than by adding reasoning steps."""
    ),
    _p(
        """Over the same period the solver's responses on its training puzzles lengthen from a mean of 410 to
        1,270 tokens, and on the held-out benchmarks from 380 to 1,090 tokens. Responses that enumerate cases
        explicitly, for example listing every assignment of truth-tellers before eliminating them, become far
        more common; we counted such case tables in 9% of the base model's LogicLantern responses and in 46%
        of the trained solver's."""
    ),
]

PAGE_11: list[Block] = [
    Heading("7.2 The coin-flip exploit"),
    _p(
        """Before we introduced the chance correction, our first full 8B run developed a failure that looked like
        success. The proposer reward rose steadily and the success rate on proposed puzzles stayed near 0.5, yet
        held-out accuracy stopped improving after round 120. The cause was the answer space: by round 150, 41% of
        the valid puzzles had a yes/no answer, against 8% at round 0, and a further 17% were multiple-choice with
        three options. Many of these puzzles were well-posed but far beyond the solver, which answered them at
        chance. Their raw p_hat near 0.5 earned them almost the maximal learnability reward while they offered the
        solver only noise."""
    ),
    _p(
        """The correction of Section 3.4 removes the incentive, since a yes/no puzzle answered at chance now has
        p_tilde near 0. With it, the share of yes/no puzzles stays between 5% and 7% for the whole run, and it is 6.2%
        at round 400. We regard this episode as typical of self-play with a learned proposer: any quantity the
        proposer can raise without the solver learning anything will eventually be raised. A more thorough
        alternative would estimate p from the solver's answer distribution rather than from agreement with the
        checker, which we have not tried."""
    ),
    Heading("7.3 Diversity and collapse"),
    _p(
        """To measure diversity we assign every valid puzzle to one of 14 families with a classifier prompted on
        the statement and checker: the nine seed families plus five that the proposer introduced during our runs
        (cryptarithms, weighing puzzles, shortest paths in small graphs, set-membership counting and
        cellular-automaton steps). Table 4 reports, for the puzzles of the last 20 rounds of each run, the entropy of the family distribution, the
        share of distinct 4-grams among all statement 4-grams, the mean pairwise cosine distance between statement
        embeddings and the share of near-duplicates, defined as puzzles with cosine similarity above 0.92 to some
        puzzle already in the buffer."""
    ),
    TableBlock(
        "Table 4: Diversity of the valid puzzles proposed in the last 20 rounds of each 8B run. Family entropy in "
        "nats over 14 families (maximum ln 14 = 2.64); the proposals of round 0 give 2.05.",
        (
            ("Proposer reward", "Family entropy", "Distinct 4-grams", "Emb. distance", "Near-dup."),
            ("Validity only", "1.62", "0.31", "0.38", "11.8%"),
            ("Hardness", "0.41", "0.12", "0.22", "38.9%"),
            ("Learnability, λ = 0", "0.88", "0.19", "0.29", "27.4%"),
            ("Learnability + novelty (Tessera)", "2.31", "0.47", "0.51", "3.1%"),
        ),
    ),
    _p(
        """Without the novelty term the learnability-rewarded proposer collapses gradually rather than suddenly
        (Figure 3). Family entropy holds until about round 120 and then falls; by round 300 it is 0.88 nats, 57%
        below its starting value of 2.05, and it does not recover. At that point 58% of the valid puzzles are
        modular-arithmetic puzzles about the last digits of large powers, a family in which the proposer can tune
        difficulty almost continuously by changing the exponent and the modulus."""
    ),
]

PAGE_12: list[Block] = [
    FigureBlock(
        "Figure 3: Entropy of the puzzle-family distribution of each round's valid puzzles, divided by ln 14 (8B). "
        "Black: Tessera with novelty term. Grey: learnability only (λ = 0).",
        "self-play round",
        "normalised family entropy",
        (
            (0.78, 0.8, 0.83, 0.84, 0.85, 0.86, 0.86, 0.87, 0.87, 0.87, 0.88, 0.87, 0.88, 0.88, 0.87, 0.88, 0.88),
            (0.78, 0.78, 0.77, 0.76, 0.75, 0.72, 0.65, 0.58, 0.51, 0.46, 0.41, 0.37, 0.33, 0.33, 0.33, 0.33, 0.33),
        ),
    ),
    _p(
        """With the novelty term, entropy rises above its starting value, because the proposer adds new families
        as well as keeping the old ones, and ends at 2.31 nats. The five emergent families together make up 23% of
        the valid puzzles at round 400 (Appendix E). Interestingly, the hardness-rewarded proposer collapses the
        fastest of all, onto long multiplication with huge operands, which also explains its near-duplicate rate
        of 38.9%."""
    ),
    _p(
        """Collapse and held-out accuracy are linked. If we restrict the held-out benchmarks to the LogicLantern
        and GridWeave items whose puzzle type matches a family that the λ = 0 proposer stopped writing after round
        150, the gap between Tessera and Tessera with λ = 0 widens from 2.1 points on average to 5.4 points on
        those items."""
    ),
    Heading("7.4 Puzzle quality and contamination"),
    _p(
        """A valid puzzle has a unique answer under its checker, but the checker may encode a different puzzle
        from the one that the statement describes. Two annotators with graduate training in mathematics read 400
        valid puzzles drawn uniformly from rounds 100 to 400 of the full 8B run, together with their checkers, and
        labelled each as well-posed, underspecified (the statement admits more answers than the checker's domain)
        or mismatched (the checker solves a different problem). They agreed on 91% of the puzzles, with Cohen's κ
        of 0.74, and resolved disagreements by discussion. In the final labels, 88.5% of the puzzles are
        well-posed, 6.0% underspecified and 5.5% mismatched. Underspecified puzzles usually omit a domain
        constraint, such as that all digits must be distinct, which the checker enforces silently."""
    ),
    _p(
        """To check for contamination, we compared all valid puzzles from the full 8B run with every test item of
        the six benchmarks. Only 0.04% of the puzzles share any 13-gram with a test item, and on inspection all of
        these overlaps are boilerplate phrases such as 'each person either always tells the truth or always
        lies'. No puzzle has an embedding cosine similarity above 0.9 to any test item."""
    ),
]

PAGE_13: list[Block] = [
    Heading("8 Limitations"),
    _p(
        """Tessera is limited to puzzles whose answers can be computed by a short program and checked by exact
        match. Proofs, open-ended explanations and problems whose correctness cannot be decided mechanically are
        out of scope, and the modest gain on Marrow-Math suggests that the benefit fades as benchmarks move away
        from puzzle form. The checker also bounds what can be proposed: puzzles whose solution space exceeds 10^6
        candidates are rejected, which excludes many interesting combinatorial problems."""
    ),
    _p(
        """The reward is only as good as the checker. About one puzzle in nine in our audit is underspecified or
        mismatched, and on those the solver is rewarded for agreeing with the checker rather than with the
        statement. We do not know how much this label noise costs. We also evaluated only one model family; we
        did not test whether a proposer trained against one solver writes useful puzzles for another, and we
        trained no model larger than 14B. Finally, all runs stop at 400 rounds, and most use a single seed."""
    ),
    Heading("9 Broader Impact and Ethics"),
    _p(
        """Self-play reduces the need for human-written training data, which lowers the cost of improving
        reasoning and removes one route by which copyrighted or personal text enters post-training. It also
        removes a point of human oversight: nobody reads most of the puzzles that shape the solver. Our audit
        shows that the generated puzzles are harmless in content, since the domain is narrow and the proposer is
        steered by seed prompts, but the same loop applied to open-ended domains could drift towards content
        that nobody intended. The human audit was carried out by two of the authors' colleagues, paid at the
        standard rate of their institution; no personal data was collected. The full 8B run used about 2,600 GPU
        hours, and the whole project, including abandoned runs, roughly four times that; we report this to make
        the environmental cost of the method visible."""
    ),
    Heading("10 Conclusion"),
    _p(
        """A language model can write its own reasoning curriculum if it is paid for the right thing. Rewarding
        the proposer for puzzles that the solver answers about half of the time, after correcting for guessing,
        keeps the puzzles at the edge of the solver's ability as the solver improves, and a novelty term keeps
        the proposer from collapsing onto one family. From 27 seed puzzles, this is enough to beat reinforcement
        learning on 40,000 human-written puzzles at every model size we tried. The proposer remains the weak
        point: it finds and exploits any flaw in its reward, and we expect that closing these gaps, rather than
        scaling the loop, will decide how far self-play can go."""
    ),
    Heading("Acknowledgements"),
    _p(
        """We thank the members of the Halvorsen reasoning group for discussions, and the two annotators of the
        puzzle audit for their care. Compute was provided by the Quillfeather Labs research cluster."""
    ),
]

PAGE_14: list[Block] = [
    Heading("References"),
    References(
        (
            "Aranda, L. and Holm, S. GridWeave: Constraint grids as a test of systematic reasoning in language models. Findings of ACL, 2025.",
            "Brenneman, T., Osei-Bonsu, A., Kirchner, M., and Laval, P. Self-written curricula: Instruction synthesis at scale for small language models. EMNLP, 2024.",
            "Castellanos, R. and Yilmaz, D. Vanishing tails: Diversity loss when language models train on their own outputs. ICLR, 2025.",
            "Desrosiers, A., Tanaka-Brandt, H., Mwangi, J., et al. The Corvid-2 model family: Technical report. arXiv:2502.11873, 2025.",
            "Ferreira-Lund, C., Achterberg, N., and Pillai, R. Challenger-solver self-play for program synthesis. NeurIPS, 2025.",
            "Halloran, E. and Mbeki, T. Critic-free policy optimisation with group-relative advantages for mathematical reasoning. ICML, 2025.",
            "Hartigan, J., Nwosu, C., and Delacroix, F. ProseDeduce: Multi-hop deduction in narrative text. ACL, 2023.",
            "Ilunga, B., Sørensen, K., and Haddad, Y. Not too easy, not too hard: Learnability-based prompt selection for RL with verifiable rewards. arXiv:2507.06620, 2025.",
            "Kowalczyk, M., Ferraro, G., and Idowu, O. LogicLantern: A benchmark of classic logic puzzles for language models. LREC-COLING, 2024.",
            "Lemaire, C., Abara, N., and Strickland, W. Sundial: Evaluating calendar and clock arithmetic in language models. NAACL, 2025.",
            "Mendes, R., Oyelaran, T., and Fiedler, K. TriviaVault: A contamination-resistant factual recall benchmark. LREC-COLING, 2024.",
            "Nakagawa, S., Ruiz-Pardo, E., and Bakshi, A. PuzzlePress: Parameterised puzzle generators for training and evaluating reasoning. arXiv:2504.02291, 2025.",
            "Okonjo, U. and Lachance, M. Teachers that set goals: Asymmetric self-play for goal-conditioned exploration. CoRL, 2023.",
            "Ossei, K. and Varga, D. Marrow-Math: Competition problems collected after 2024. arXiv:2505.17702, 2025.",
            "Petrov-Quaye, I., Lindgren, A., and Moreau, B. NumeraHard: Multi-step arithmetic word problems with exact answers. EMNLP, 2024.",
            "Ravensworth, G., Chaudhry, F., and Bello, S. OpenPuzzle: 40,000 human-written puzzles with verified answers. NeurIPS Datasets and Benchmarks, 2024.",
            "Thorne, V. and Abiodun, E. Wren-Embed: Compact sentence encoders for semantic deduplication. arXiv:2501.09934, 2025.",
            "Yamaguchi, R. and Dervish, A. Regret-guided environment design for open-ended reinforcement learning. ICLR, 2024.",
            "Zhou-Ferrand, L., Adeyemi, K., and Castillo, P. Clip higher, average wider: Stabilising group-relative policy optimisation. arXiv:2508.03314, 2025.",
        )
    ),
    Heading("Appendix A Hyperparameters"),
    _p(
        """Table 5 lists the hyperparameters of the 8B runs; the 3B and 14B runs use the same values except for
        the hardware in Table 6. Numbers not listed here, such as the warm-up length, follow the defaults of our
        training framework."""
    ),
]

PAGE_15: list[Block] = [
    TableBlock(
        "Table 5: Hyperparameters of Tessera (8B). The baselines use the solver column where it applies.",
        (
            ("Setting", "Solver", "Proposer"),
            ("Optimiser", "AdamW", "AdamW"),
            ("Learning rate", "1e-6", "5e-7"),
            ("Prompts per update", "256 puzzles", "256 seed prompts"),
            ("Samples per prompt", "K = 8 attempts", "G = 8 proposals"),
            ("Updates per round", "2", "1"),
            ("Rounds", "400", "400"),
            ("Clip range (ε_low, ε_high)", "0.2, 0.28", "0.2, 0.28"),
            ("KL coefficient", "none (β = 0)", "β_P = 0.02"),
            ("Sampling temperature", "1.0", "1.1"),
            ("Max. new tokens", "3,072", "1,024"),
            ("Replay share / buffer size", "25% / 50,000", "-"),
            ("Novelty weight λ, neighbours k", "-", "0.3, 16"),
            ("Invalid-proposal reward", "-", "-0.5"),
            ("Gradient clipping (norm)", "1.0", "1.0"),
            ("Checker limits", "2 s, 512 MB, 10^6 candidates", "-"),
        ),
    ),
    _p(
        """The proposer temperature of 1.1 is the only value we tuned by search over a small grid {0.9, 1.0, 1.1,
        1.2}, on the valid-proposal rate during the first 30 rounds; the other values were fixed in advance.
        Learning rates were inherited from our RLVR baseline, which we tuned on a held-out split of OpenPuzzle-40k."""
    ),
    Heading("Appendix B Compute"),
    TableBlock(
        "Table 6: Hardware and cost of one 400-round Tessera run at each size. GPU-hours include rollout "
        "generation and training but not evaluation or checker execution on CPUs.",
        (
            ("Size", "GPUs (H100 80GB)", "Rollout / train GPUs", "Wall-clock", "GPU-hours"),
            ("3B", "32", "20 / 12", "22 h", "704"),
            ("8B", "64", "40 / 24", "41 h", "2,624"),
            ("14B", "128", "80 / 48", "47 h", "6,016"),
            ("3B proposer, 8B solver", "48", "30 / 18", "38 h", "1,824"),
        ),
    ),
    _p(
        """For comparison, an 800-update RLVR-OpenPuzzle run at 8B takes 29 hours on the same 64 GPUs (1,856
        GPU-hours): it needs no proposer rollouts or proposer updates, but it also cannot go on producing new
        training signal once its fixed set is exhausted. Roughly 70% of the extra cost of Tessera comes from
        proposer sampling, whose outputs are short but numerous, and the remainder from proposer updates."""
    ),
]

PAGE_16: list[Block] = [
    Heading("Appendix C Prompts"),
    _p(
        """Proposer prompt. The proposer receives the following instruction, with the family name and the two
        example puzzles filled in from the replay buffer: 'You write puzzles for a student. Below are two puzzles
        of the family {family}. Write ONE new puzzle of this family that is clearly different from both examples.
        Give four fields. STATEMENT: the puzzle as the student will read it, self-contained, at most 400 tokens.
        ANSWER_SPACE: one of integer, rational, option list, tuple, yes/no. FAMILY: a short name for the puzzle
        family. CHECKER: a Python function check() with no arguments that returns the answer; if the puzzle is a
        search problem, check() must enumerate every candidate and keep those that satisfy the constraints.
        Do not reveal the answer in the statement.'"""
    ),
    _p(
        """Solver prompt. The solver, at training and at evaluation time alike, receives: 'Solve the following
        problem. Think step by step, and write your final answer on the last line in the form ANSWER: <answer>.'
        followed by the puzzle statement. For option-list puzzles the options are part of the statement; the
        solver is not told the answer space separately."""
    ),
    Heading("Appendix D Per-category results"),
    TableBlock(
        "Table 7: Accuracy (%) on the four LogicLantern subtypes (8B). Subtype sizes in brackets.",
        (
            ("Method", "Knights/knaves (320)", "Orderings (310)", "Seatings (280)", "Truth tables (240)"),
            ("Corvid-2-8B-Instruct", "38.1", "46.1", "35.7", "45.8"),
            ("RLVR-OpenPuzzle", "54.3", "57.9", "44.6", "52.9"),
            ("Tessera, λ = 0", "57.2", "58.4", "43.9", "55.8"),
            ("Tessera (ours)", "59.1", "60.2", "51.2", "55.4"),
        ),
    ),
    _p(
        """Seatings show the largest effect of the novelty term (+7.3 points over λ = 0): circular seating puzzles
        were among the first families the collapsed proposer stopped writing. Truth tables are the only subtype
        on which the novelty term does not help."""
    ),
    TableBlock(
        "Table 8: Accuracy (%) on NumeraHard by number of required operations, and on Sundial by question type (8B).",
        (
            ("Method", "NH 2-3 ops", "NH 4-6 ops", "NH 7+ ops", "Sundial dates", "Sundial clocks"),
            ("Corvid-2-8B-Instruct", "78.5", "51.2", "27.6", "44.3", "52.9"),
            ("RLVR-OpenPuzzle", "82.1", "60.3", "38.0", "52.6", "57.8"),
            ("Tessera (ours)", "83.0", "62.8", "41.1", "57.0", "61.3"),
        ),
    ),
    _p(
        """On NumeraHard the gains grow with the number of operations a problem requires, from 4.5 points over
        the base model for problems of two or three operations to 13.5 points for problems of seven or more. On
        Sundial, date questions gain more than clock questions (12.7 against 8.4 points), consistent with
        calendar arithmetic being one of the nine seed families while clock arithmetic is not."""
    ),
]

PAGE_17: list[Block] = [
    Heading("Appendix E Puzzle families over training"),
    TableBlock(
        "Table 9: Share (%) of valid proposals in each family at three points of the full 8B Tessera run. "
        "Families marked * were introduced by the proposer.",
        (
            ("Family", "Round 0", "Round 100", "Round 400"),
            ("Arithmetic expressions", "22.0", "19.8", "4.4"),
            ("Modular arithmetic", "10.3", "15.9", "27.5"),
            ("Digit puzzles", "15.6", "12.8", "5.6"),
            ("Knights and knaves", "8.2", "7.1", "5.4"),
            ("Orderings and seatings", "6.1", "7.3", "4.9"),
            ("Grid constraints", "4.4", "5.2", "14.0"),
            ("Calendar arithmetic", "19.7", "13.6", "3.6"),
            ("Boolean circuits", "8.9", "5.2", "2.6"),
            ("Counting problems", "4.8", "7.7", "9.0"),
            ("Cryptarithms*", "0.0", "3.6", "10.6"),
            ("Weighing puzzles*", "0.0", "1.1", "2.4"),
            ("Graph shortest paths*", "0.0", "0.4", "5.9"),
            ("Set-membership counting*", "0.0", "0.2", "3.1"),
            ("Cellular-automaton steps*", "0.0", "0.1", "1.0"),
        ),
    ),
    _p(
        """The emergent families first appear between rounds 40 and 90. Cryptarithms appear earliest, typically as
        a variant of digit puzzles, and cellular-automaton puzzles latest. Arithmetic expressions and calendar
        arithmetic lose the most share, from 22.0% to 4.4% and from 19.7% to 3.6%; calendar checkers
        frequently time out once the proposer asks about spans of many years with day-by-day iteration, so many
        calendar candidates are rejected. Even with the novelty term, modular arithmetic grows into the largest
        family, a milder form of the concentration that Section 7.3 describes for the run without it. The family
        entropy of these three columns is 2.05, 2.24 and 2.31 nats."""
    ),
    Heading("Appendix F Example puzzles"),
    _p(
        """Round 12, knights and knaves (p_hat = 5/8). 'On an island every inhabitant is a knight, who always tells the
        truth, or a knave, who always lies. A says: B is a knave. B says: A and C are of the same kind. C says:
        A is a knave. How many of the three are knights?' Answer: 1."""
    ),
    _p(
        """Round 260, weighing puzzle (p_hat = 4/8). 'Nine coins look identical; exactly one is counterfeit and
        lighter. A balance shows left heavier, right heavier, or level. Coins 1, 2, 3 against 4, 5, 6: level.
        Coins 7 and 1 against 8 and 2: right heavier. Which coin is counterfeit?' Answer: 7."""
    ),
    _p(
        """Round 390, grid constraints (p_hat = 3/8). A 5x5 grid in which every row and column holds the digits 1 to 5
        once, with six inequality clues between neighbouring cells and two given cells; the answer is the sum of
        the main diagonal. The full statement runs to 212 tokens and its checker enumerates 34,560 candidate
        grids."""
    ),
]

PAPER = GeneratedPaper(
    file="selfplay_rl.pdf",
    title="Tessera: Self-Play Puzzle Proposal with Learnability Rewards Improves Reasoning in Language Models",
    short_title="Tessera: Self-Play Puzzle Proposal with Learnability Rewards",
    authors="Liesel Marchetti (1), Oduya Kamau (2), Thibault Renaud-Okoye (1), Sun-Hee Baek (3), Jonah Pereira-Voss (2)",
    affiliations="(1) Halvorsen Institute for Machine Intelligence   (2) University of Tarragona Bay   (3) Quillfeather Labs",
    stamp="arXiv:2603.11482v1  [cs.CL]  17 Mar 2026",
    abstract=_s(
        """Reinforcement learning with verifiable rewards improves the reasoning of language models, but it needs
        large sets of problems with checkable answers, and a fixed set stops teaching once the model solves most
        of it. We present Tessera, a self-play method in which a proposer model writes logic and arithmetic
        puzzles, each with an executable checker, and a solver model learns to answer them. The proposer is
        rewarded for learnability: a valid puzzle earns 4p(1 - p), where p is the solver's chance-corrected
        success rate over eight attempts, so the reward peaks at puzzles the solver answers half of the time. A
        novelty term computed against a buffer of recent puzzles keeps the proposer from settling on a few
        templates. Starting from 27 hand-written seed puzzles and no other training data, Tessera raises the
        average accuracy of Corvid-2-8B-Instruct on six held-out reasoning benchmarks from 39.7% to 50.8%, 3.4
        points above GRPO trained on 40,000 human-written puzzles, and the gains hold at 3B and 14B. Rewarding
        the proposer for solver failures instead yields unsolvable puzzles and almost no gain, and without the
        novelty term the entropy of the puzzle-family distribution falls by 57% within 300 rounds. We analyse
        these failure modes, including a coin-flip exploit in which the proposer drifts towards yes/no puzzles."""
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
        PAGE_17,
    ),
)
