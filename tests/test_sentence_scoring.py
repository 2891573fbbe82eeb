"""How extractive answers score sentences against the question (word overlap) and order them."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from one_paper import one_paper, quoted

from assistant import extractive
from assistant.answer_types import names_beside
from assistant.citations import Source, quotable_sentences
from assistant.extractive import (
    MAX_SENTENCES,
    RELATIVE_FLOOR,
    TABLE_ROWS,
    Candidates,
    Picked,
    Scored,
    _asks_which_thing,
    _cell_asked,
    _overview,
    candidates_of,
    extractive_answer,
    lead_sentence,
    score_sentences,
)
from assistant.lexical import tokenize
from assistant.question_kinds import (
    Kind,
    asks_about_others,
    asks_collection_size,
    asks_for_outcome,
    asks_for_setting,
    asks_for_value,
    asks_how_it_works,
    compares,
    counts_items,
    direction_asked,
    gives_reason,
    measured_groups,
    names_together,
    reports_a_variant,
    unit_asked,
)
from assistant.quotable import figure_asked, figure_title
from assistant.records import Paper
from assistant.retrieval import Retrieved
from assistant.roles import answers_the_one_before
from assistant.store import StoredChunk

SENTENCES = [
    "PaSa consists of two LLM agents, the Crawler and the Selector.",
    "The two LLM agents of PaSa call a search tool.",
    "PaSa agents expand LLM queries for the user.",
    "Both agents were trained from Qwen2.5-7B with the same recipe.",
]


@pytest.mark.parametrize(
    ("question", "closer", "answering", "mark"),
    [
        (  # "which LLM ...?": the sentence naming a model
            "Which LLM are the crawler and selector agents fine-tuned from?",
            "The search system has two LLM agents, the crawler and the selector.",
            "We start from Qwen2.5-7B weights.",
            "Qwen2.5-7B",
        ),
        (  # "which base model ... built on?": the sentence that writes a backbone (a code-review paper, fresh34
            # rv34-10, opened: a table row of another setting, which names every model, led)
            "Which base model is the reward model built on?",
            "Table 7 (Training settings), Learning rate: Policy 1e-6; Reward model 5e-5; Critic-7B 2e-6.",
            "The backbone is Corvid-Coder-7B, an in-house code model with a linear head on the final token.",
            "Corvid-Coder-7B",
        ),
        (  # "which checkpoint ...?": a model's name before another name ("HarmBench" is a benchmark)
            "Which pretrained checkpoint is the policy initialized from before SFT?",
            "The policy lowers the HarmBench attack success rate while keeping close to SFT.",
            "Our policy is initialized from Mistral-7B-v0.3.",
            "Mistral-7B-v0.3",
        ),
        (  # "how many ...?": a number of its own beside what is counted (the other's "3" is part of a name)
            "How many reasoning traces were kept after rejection sampling from the checkpoint?",
            "Reasoning traces are drawn from the DeepSeek-V3 checkpoint by rejection sampling.",
            "In total, we collect about 600k reasoning samples.",
            "600k",
        ),
        (  # "from which conferences ...?": the sentence naming them ("AI" is a term of the field, no name)
            "Papers from which conferences were collected?",
            "We built the query dataset from top-tier AI conference publications.",
            "We collected all papers published at ICLR 2023 and ACL 2024.",
            "ICLR 2023",
        ),
        (  # "what ... gamma?": the sentence setting that symbol, not another one
            "What value of the turn discount factor gamma do the authors use?",
            "Making the turn rewards of each tool call three times stronger (α = 0.3) hurts.",
            "We use γ = 0.9 throughout.",
            "γ = 0.9",
        ),
        (  # "what beta ...?" asks for a value though it names no measure
            "what beta did they use in the DPO loss?",
            "In the DPO loss, the coefficient β trades the implicit reward against the reference policy.",
            "For every run we set β = 0.1 in the loss.",
            "β = 0.1",
        ),
        (  # "what beta ...?": a number of another thing gives no β
            "What beta did they use in the DPO loss?",
            "Spending the budget in one batch loses 4.7 points, so the final DPO policy needs retraining.",
            "We use β = 0.05, a learning rate of 5e-7 and two epochs.",
            "β = 0.05",
        ),
        (  # review: "we set β to 0.1" gives it too; any sentence that writes β beside a number before one that does not
            "What beta did they use in the DPO loss?",
            "Spending the budget in one batch loses 4.7 points, so the final DPO policy needs retraining.",
            "For all DPO runs we set β to 0.1.",
            "β to 0.1",
        ),
        (
            "What beta did they use in the DPO loss?",
            "Spending the budget in one batch loses 4.7 points, so the final DPO policy needs retraining.",
            "A KL weight (β) of 0.1 is used throughout.",
            "(β) of 0.1",
        ),
        (  # "what KL coefficient ...?": the sentence giving its value, not the formula that says what β stands for
            "What KL coefficient did they use for the penalty against the SFT reference policy?",
            "The policy is updated with the clipped objective, where ε = 0.2 is the clip range, β is the KL coefficient "
            "and π_ref is the SFT policy.",
            "Clip range ε / KL coefficient β: 0.2 / 0.01.",
            "0.2 / 0.01",
        ),
        (  # "what hardware ...?": the sentence naming some (a closed class: GPUs, TPUs)
            "What hardware was the tool-using agent trained on?",
            "The tool-using agent was trained on web questions for 400 steps.",
            "Each run used 32 NVIDIA H100 cards.",
            "H100",
        ),
        (  # "what value ...?": a value, not a pointer into the paper ("Step 7")
            "What value of the multiplier is reached at its peak during training?",
            "During training the multiplier update in Step 7 moves the multiplier towards its peak.",
            "The multiplier peaks at 2.6 in the second iteration.",
            "2.6",
        ),
        (  # "what value ...?": a value, not a footnote mark glued to a colon ("function:2")
            "What value is the weight of the desirable loss set to?",
            "In prospect theory, the value depends on a weight function:2 and a reference point.",
            "When most desirable examples are dropped, the desirable loss weight is set to 13.33.",
            "13.33",
        ),
        (  # a relative ", which ..." does not make a why question ask for a name
            "Why does the policy, which is trained without SFT, read poorly?",
            "The policy is compared against GPT-4o and Claude-3.5-Sonnet on reading tests.",
            "The answers read poorly because they mix languages.",
            "because",
        ),
        (  # "which simulator ...?": the sentence naming one leads also when it is among the best scored, not only
            # under the floor (Corvid-7, fresh8 vl04, opened: a cost sentence naming a GPU came first)
            "Which simulator do they run all the simulated RL training in?",
            "Training is also expensive: one simulated run takes 61 h on 32 H100 GPUs.",
            "All simulated experiments use Tessera, a GPU-parallel physics simulator.",
            "Tessera",
        ),
        (  # "Among the raters, which screen reader ...?" asks as "Which screen reader ...?" does, and "were JAWS (21
            # raters), ..." names some (AuralAlt, fresh42 at42-23, opened)
            "Among the people who gave the preference judgments, which screen reader was most commonly their primary one?",
            "Almost all preference data in this literature comes from sighted annotators who read outputs on a screen.",
            "The primary screen readers were JAWS (21 raters), VoiceOver (19) and NVDA (17).",
            "JAWS",
        ),
        (  # a reason written as what the choice makes of it, or ensures
            "Why does the model write its confidence after the answer rather than before?",
            "The model writes its confidence on the last line of every answer.",
            "Placing it after the answer makes it a statement about a finished answer, not a plan.",
            "makes it",
        ),
    ],
)
def test_the_sentence_of_the_kind_asked_for_leads_one_closer_to_the_question(
    question: str, closer: str, answering: str, mark: str
) -> None:
    """Inside one paper both sentences are quoted (closeness 0.9 and 0.7, not redundant); the one of the
    kind the question asks for leads, though the other repeats more of the question."""
    bullets = quoted(question, closer, answering)
    assert len(bullets) == 2 and mark in bullets[0]


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Placing it after the answer makes it a statement about a finished answer.", True),
        ("Asking in both orders ensures that position does not decide.", True),
        ("The penalty is applied because long answers are cheap.", True),
        ("We make the model write its confidence on the last line.", False),  # what they do, not why
        ("The agent makes use of a retriever at every turn.", False),  # review: "makes" alone names no effect
        ("Code makes up 40% of the pool.", False),
        ("The judge is asked in both orders.", False),
        ("Weighting the loss by t/T keeps long games from dominating the objective.", True),  # what it prevents
        ("A guard stops the policy from padding its answers.", True),  # (LODESTAR, fresh23, opened)
        ("We keep the model from the start of training.", False),
    ],
)
def test_a_reason_is_read_from_what_a_sentence_says_causes_it(sentence: str, reason: bool) -> None:
    assert gives_reason(sentence) is reason


def test_a_rare_question_word_counts_more_than_words_every_sentence_repeats() -> None:
    """ "PaSa", "LLM" and "agents" are in most of the paper's sentences; "trained" is in one: the
    sentence holding it answers "what base LLM are PaSa's agents trained from?", though the
    first sentence holds more of the question's words."""
    scored = score_sentences("What base LLM are PaSa's two agents trained from?", np.zeros(4), one_paper(SENTENCES))

    assert scored is not None
    assert "Qwen2.5-7B" in scored.items[0].sentence
    assert scored.items[0].answers > scored.items[1].answers


def test_rarity_falls_with_the_number_of_sentences_holding_a_word() -> None:
    candidates = one_paper(SENTENCES)

    assert candidates.rarity("trained") > candidates.rarity("agent") > 0
    assert candidates.rarity("absent") > candidates.rarity("trained")


def test_a_possessive_is_the_name_it_belongs_to() -> None:
    """ "PaSa's agents" must match "PaSa" (in overlap and in BM25); it was read as "pasa'"."""
    assert tokenize("PaSa's agents, KTO’s loss, the models' outputs") == ["pasa", "agent", "kto", "loss", "model", "output"]


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("5k or 10K comparisons", ["5000", "10000", "comparison"]),
        ("5,000 or 10,000 comparisons", ["5000", "10000", "comparison"]),
        ("a 1.5M-token budget of 32K", ["1500000-token", "1500000", "token", "budget", "32000"]),
        ("3-5 steps", ["3-5", "3", "5", "step"]),  # a range stays as it was
        ("1.0005k", ["1", "0005k"]),  # no whole number: as it was
        ("at most 0.09.", ["0d09"]),  # one word, not "0" and "09"; the full stop ends the sentence
        ("Qwen2.5-7B on AIME 2024", ["qwen2", "5-7b", "5", "7b", "aime", "2024"]),  # a name's digits stay as they were
    ],
)
def test_a_number_is_one_word_however_it_is_written(text: str, tokens: list[str]) -> None:
    """ "If the proxy only sees 5k or 10k comparisons, ...?" is answered by "Proxies trained on 5,000 or 10,000
    comparisons allow gold gains of at most 0.09" (fresh16, opened): read as "5", "000", "10", "000" the numbers
    matched nothing the question wrote, and "000" matched every thousand in the paper. The catalog reads a decimal
    as two words (``test_catalog_index``: "Llama 3.1" must find "Llama-3.1")."""
    assert tokenize(text) == tokens


def test_a_word_no_sentence_holds_weighs_no_more_than_the_rarest_held_one() -> None:
    """ "..., roughly speaking?" must not shrink every sentence's overlap."""
    weights = one_paper(SENTENCES).weights({"trained", "agent", "roughly"})

    assert weights["roughly"] == weights["trained"] > weights["agent"]


def test_a_question_asking_for_a_loss_is_answered_by_a_drop_not_a_gain() -> None:
    """ "How much recall is lost ...?": both sentences give recall with a number; the one that goes the
    way the question asks (a decrease) answers it."""
    sentences = [
        "Running the Crawler twice increased the Crawler recall by 3.34% on AutoScholarQuery.",
        "Removing the expand action leads to a decrease of 22.98% in recall on AutoScholarQuery.",
    ]
    question = "How much recall is lost on AutoScholarQuery when the Crawler cannot expand?"
    scored = score_sentences(question, np.zeros(4), one_paper(sentences))

    assert scored is not None
    assert "22.98%" in scored.items[0].sentence


def test_the_way_a_change_goes_is_read_from_the_question() -> None:
    assert direction_asked("By how much did the acceptance rate fall?") == {"reduction"}
    assert direction_asked("How much recall is lost without citations?") == {"reduction"}
    assert direction_asked("How much does the setup reduce the training data?") == {"reduction"}
    assert direction_asked("How much does DisCo improve over GRPO?") == {"gain"}
    assert direction_asked("What speedup does it report?") == set()
    assert direction_asked("Does it increase accuracy or decrease cost?") == set()  # both ways: neither
    assert direction_asked("After the filter drops too-hard prompts, how many prompts remain?") == set()  # before the ask
    assert direction_asked("Accuracy drops when the KL penalty is removed; by how much?") == {"reduction"}  # a bare ask
    assert direction_asked("How large is the reduction in memory?") == {"reduction"}  # "large" is no "larger"
    assert direction_asked("How large is the gap, and is it bigger or smaller than on ChronoChat?") == set()  # a choice


def test_a_count_asked_last_leads_with_the_sentence_that_counts_not_a_drop_before_it() -> None:
    """ "After the offline filter drops too-easy and too-hard prompts, how many prompts remain?": the remaining
    prompts are counted ("leaving 17,905 prompts"); the question's "drops" asks for no reduction."""
    question = "After the offline filter drops too-easy and too-hard prompts, how many prompts remain?"
    assert measured_groups(question) == [{"prompt"}]
    assert measured_groups("How many math problems?") == []  # a plural noun ends no count
    assert measured_groups("How many prompts survive filtering?") == [{"prompt"}]  # second review: words after the verb
    assert measured_groups("How many samples pass verification?") == [{"sample"}]
    # the noun left out: "of the problems GRPO solves but TERSE misses, how many come from ...?" (TERSE, fresh12)
    assert measured_groups("Of the problems GRPO solves but TERSE misses, how many come from settling too early?") == []
    assert measured_groups("How many problems come from MATH?") == [{"problem"}]
    # "the headline gain" is the paper's main figure, no measure named "headline" (MUTINY, fresh13: it was declined)
    assert measured_groups("What is the headline gain in held-out mutation score over SFT?") == []
    candidates = _front_and_body(
        "Dynamic filtering discards 41% of the groups it generates, which costs 1,856 GPU-hours.",
        "Only prompts with a pass rate between 1/8 and 7/8 are kept, leaving 17,905 prompts.",
        "5 Results",
    )
    assert _first_cited_page(question, candidates) == 4


def test_a_count_of_a_modified_noun_leads_with_the_number_of_that_noun_though_the_modifier_is_left_out() -> None:
    """ "How many cross-examination transcripts were used to fine-tune the examiner?": the sentence that counts them
    ("which left 6,200 transcripts") does not repeat "cross-examination"; the one closer to the question that does
    counts nothing (Crucible, fresh6, opened: it led with "Qwen2.5-14B-Instruct is fine-tuned on ...")."""
    question = "How many cross-examination transcripts were used to fine-tune the examiner?"
    candidates = _front_and_body(
        "Qwen2.5-14B-Instruct is fine-tuned on cross-examination transcripts to become the examiner.",
        "We kept only transcripts in which every objection quotes a passage, which left 6,200 transcripts.",
    )
    assert _first_cited_page(question, candidates) == 4


@pytest.mark.parametrize(
    ("question", "other", "counting"),
    [
        (  # the count is in the text; the sentence that names the split holds other numbers (MemWright, fresh10)
            "How many questions are in the ChronoChat test split?",
            "Question-answering accuracy on the ChronoChat test split rises to 68.5% for MemWright-7B.",
            "The ChronoChat test split has 500 conversations and 4,120 questions.",
        ),
        (  # the count's modifier is written apart ("memory ... entries") in both
            "How many memory entries does the manager see when it processes a session?",
            "The memory of SFT-Ops grows to 25.9K tokens, with many near-duplicate entries.",
            "The manager receives the K = 12 entries of the memory that are most similar to the session.",
        ),
        (  # a few words may stand between the number and what it counts
            "How many query-paper pairs make up the Selector training set?",
            "The Selector is evaluated on query-paper pairs, with a precision of 0.82.",
            "The final training set of the Selector consists of 19,812 <user query, paper> pairs.",
        ),
        (  # a rate of X does not hide the count of all the X beside it (MemWright, fresh10, opened)
            "How many sessions in total are there in the SessionForge training corpus?",
            "SessionForge conversations run for 27 turns on average, and most of them hold several sessions.",
            "SessionForge has 6,200 conversations with 112,400 sessions in total (18.1 sessions per conversation).",
        ),
        (  # review: what follows the number is what it counts ("6,200 conversations"), not a noun further on
            "How many sessions in total are there in the SessionForge training corpus?",
            "In SessionForge, 6,200 conversations have 18.1 sessions per conversation on average.",
            "SessionForge has 112,400 sessions in total (18.1 sessions per conversation).",
        ),
        (  # a total whose noun is left out counts the rate's noun before it (ACCORD, fresh28, opened)
            "How many persona cards did they sample in total?",
            "Each of the 100 test scenarios is played against persona cards sampled from the same ranges.",
            "We sampled 480 persona cards per archetype, 2,880 in total, from archetype-specific ranges.",
        ),
    ],
)
def test_how_many_leads_with_the_number_that_counts_what_is_asked(question: str, other: str, counting: str) -> None:
    """ "How many X?" is answered by a number written before X ("4,120 questions"), not by a sentence that holds X
    and some other number."""
    assert _first_cited_page(question, _front_and_body(other, counting, "3 Data")) == 4  # "other" is closer


def test_a_name_the_paper_also_writes_as_a_plain_word_is_not_read_into_a_question() -> None:
    """A paper that cites "the MATH training set" and writes "math spans": "before they masked math spans" names no
    benchmark (ANCHOR, fresh11, opened: "math" became MATH, which the paper's own sentences never ran, and the
    answerable question was declined)."""
    both = one_paper(["We add problems from the MATH training set.", "We mask math spans before identification."])
    assert "math" not in both.names
    assert one_paper(["We add problems from the MATH training set.", "We train DisCo."]).names == {
        "math": "MATH",
        "disco": "DisCo",
    }


def test_a_value_question_asking_two_measures_is_fitted_by_a_sentence_that_names_one() -> None:
    """ "What sampling temperature and top-p do they use when evaluating?": the appendix row "Evaluation temperature /
    top-p: 0.6 / 0.95" names one of the two measures whole (and "temperature" of the other), not "sampling"; it had
    fitted nothing, and the training rollouts' "sampled at temperature 1.0" led (TERSE, fresh12, opened)."""
    fits = extractive._gives_value("What sampling temperature and top-p do they use when evaluating the models?")
    assert fits("Evaluation temperature / top-p: 0.6 / 0.95.") == 1.0
    assert fits("Each prompt is answered with 8 samples.") == 0.0  # neither measure


def test_a_caption_that_leads_is_read_on_to_the_values_it_states() -> None:
    """A figure's caption title says what is shown and is closest to the question; the caption's later sentences
    state the values ("for modules of 400 lines or more MUTINY scores 0.38"), and they are quoted after it (MUTINY,
    fresh13, opened: the title alone was quoted)."""
    title = "Figure 2: Mutation score against the number of executable lines in the focal module, in bins of 50 lines."
    pooled = "Modules of 400 lines or more are pooled in the last point."
    values = "For modules of 400 lines or more MUTINY scores 0.38 against 0.20 for SFT."
    chunk = StoredChunk("f2", "p", "caption", 7, f"{title} {pooled} {values}", page_start=10)
    source = Source(1, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), Paper("MUTINY: RL from Mutation Feedback"))
    rows = [(source, n, sentence) for n, sentence in enumerate([title, pooled, values])]
    vectors = np.array([[0.95, 0.31, 0, 0], [0.3, 0.95, 0, 0], [0.2, 0.98, 0, 0]], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset(tokenize(r[2])) for r in rows], np.zeros(3))
    question = "What mutation score does MUTINY get on the biggest focal modules in the breakdown by module size?"
    composed = extractive_answer(question, np.eye(4)[0], [source], candidates)
    assert composed is not None
    lines = [line for line in composed[0].splitlines() if line.startswith("- ")]
    assert lines[0].startswith("- Figure 2") and any("0.38" in line for line in lines), composed[0]


def test_a_caption_title_quoted_after_the_lead_is_read_on_too() -> None:
    """A caption's title says what a figure shows wherever it stands in the answer; the caption's later sentences
    state the value ("has lost 89% of its peak by iteration 400"), which had been left out when the title was not
    the lead (over-optimization study, fresh16, opened)."""
    lead_chunk = StoredChunk("t", "p", "pdf", 3, "Gold reward peaks early for small proxies.", page_start=6)
    title = "Figure 2: Proxy reward and gold reward against PPO iteration for the 1.2B proxy."
    scale = "Each curve is divided by its own maximum over the run."
    value = "Gold reward peaks near iteration 140 and has lost 89% of its peak by iteration 400."
    caption = StoredChunk("f2", "p", "caption", 7, f"{title} {scale} {value}", page_start=7)
    lead = Source(1, Retrieved(lead_chunk, 1.0, 1.0, np.zeros(4)), Paper("Where the Proxy Breaks"))
    figure = Source(2, Retrieved(caption, 1.0, 1.0, np.zeros(4)), Paper("Where the Proxy Breaks"))
    items = [
        Picked(lead, lead_chunk.text, 0.9, 0),
        *(Picked(figure, t, 0.8 - n / 10, n) for n, t in enumerate([title, scale, value])),
    ]
    scored = Scored(items, np.eye(4))
    assert [i.sentence for i in extractive._announced(items[:2], scored)] == [lead_chunk.text, title, scale, value]


def _passage(sentences: list[str], title: str, n: int = 1) -> tuple[list[Picked], Scored]:
    """One method passage of a paper, its sentences picked in order, best first."""
    chunk = StoredChunk(f"c{n}", "p", "pdf", n, " ".join(sentences), page_start=4, section="3 Method")
    source = Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), Paper(title))
    items = [Picked(source, sentence, 0.9 - i / 100, i) for i, sentence in enumerate(sentences)]
    return items, Scored(items, np.eye(len(items)))


def test_a_sentence_that_announces_what_follows_is_quoted_with_it() -> None:
    """ "Mutant runs are made cheap in two ways." says nothing alone; the sentences after it are the ways (MUTINY,
    fresh13, opened: the announcement was quoted last and alone)."""
    sentences = [
        "Mutant runs are made cheap in two ways.",
        "A mutant is run only with the tests that execute the mutated line, and a run stops at the first failing test.",
        "With these shortcuts the median rollout is scored in 7.8 seconds.",
        "Table 4 lists the mutation operators.",
    ]
    items, scored = _passage(sentences, "MUTINY")
    assert [i.sentence for i in extractive._announced([items[0]], scored)] == sentences[:3]
    assert extractive._announced([items[1]], scored) == [items[1]]  # a sentence that announces nothing
    # a sentence quoted above the announcement keeps its place and ends the reading; the others keep theirs
    assert extractive._announced([items[1], items[0], items[3]], scored) == [items[1], items[0], items[3]]
    assert extractive._announced([items[3], items[0]], scored) == [items[3], items[0], items[1], items[2]]
    assert extractive._ANNOUNCES.search("The reward is computed as follows:")
    assert not extractive._ANNOUNCES.search("We evaluate on two benchmarks.")


def _answer_of(passages: list[list[tuple[str, float]]]) -> list[str]:
    """The bullets of a one-paper answer (to a question asking for no value) whose passages hold these sentences,
    each with its score against the question (the same for picking and for ordering)."""
    items = []
    for n, passage in enumerate(passages, 1):
        passage_items, _ = _passage([sentence for sentence, _ in passage], "MUTINY", n)
        items += [Picked(i.source, i.sentence, score, i.order, score) for i, (_, score) in zip(passage_items, passage)]
    items.sort(key=lambda i: -i.score)
    scored = Scored(items, np.eye(len(items)))
    body, _ = extractive._in_one_paper(scored, order=extractive._as_units(extractive._by_answers, scored))
    return [line[2:].rsplit(" [", 1)[0] for line in body.splitlines() if line.startswith("- ")]


def test_a_sentence_that_says_little_leads_with_what_follows_when_the_pair_answers_best() -> None:
    """ "Mutant runs are made cheap in two ways." scores best but says nothing alone; with the ways read in after it,
    the pair answers "what shortcuts keep the mutant runs cheap?" better than a pilot run's finding scoring between
    the two (MUTINY, fresh13, opened: the announcement and its ways came last)."""
    pilot = "We found the second point essential: in a pilot run, the policy learned to write tests that fail everywhere."
    announces = "Mutant runs are made cheap in two ways."
    ways = "A mutant is run only with the tests that execute the mutated line, and a run stops at the first failing test."
    assert _answer_of([[(pilot, 0.62)], [(announces, 0.645), (ways, 0.59)]])[:3] == [announces, ways, pilot]
    # a short claim whose elaboration would be quoted by itself leads with it too
    short = "The examiner has to be a different model."
    why = "When the policy cross-examines itself, objections are soft and rare, and FActScore drops to 71.5."
    assert _answer_of([[(pilot, 0.62)], [(short, 0.645), (why, 0.6)]])[:3] == [short, why, pilot]


def test_a_sentence_that_says_little_still_never_leads_alone() -> None:
    """Nothing worth quoting after it, or a paragraph's run-in label with no verb: the sentence ranks last, as before
    (its next sentence is under the floor, or the label names the paragraph and answers nothing)."""
    pilot = "We found the second point essential: in a pilot run, the policy learned to write tests that fail everywhere."
    empty = "The existence of HALOs raises many questions."
    aside = "For one, the loss is based on the value function for monetary gains, unlike how people judge text."
    assert _answer_of([[(pilot, 0.62)], [(empty, 0.645), (aside, 0.3)]]) == [pilot, empty, aside]
    label = "Weight of the consistency term."
    effect = "Consistency increases monotonically with lambda, with sharply diminishing returns beyond 0.3."
    assert _answer_of([[(pilot, 0.62)], [(label, 0.645), (effect, 0.6)]])[0] == pilot
    # review: an announcement whose next quotable sentence would not be quoted by itself (the list it announces was
    # too short to quote) does not lead with it either
    gpus = "All experiments run on eight A100 GPUs with ZeRO-3 and bf16 mixed precision throughout."
    assert _answer_of([[(pilot, 0.62)], [("Two questions remain open in this work:", 0.645), (gpus, 0.1)]])[0] == pilot


def test_a_sentence_that_opens_a_pair_stands_before_what_it_opens() -> None:
    """Review: the pair ranks with its next sentence's fit, and would tie with it; the opening sentence comes first."""
    pilot = "We found the second point essential: in a pilot run, the policy learned to write tests that fail everywhere."
    announces = "Mutant runs are made cheap in two ways."
    ways = "A mutant is run only with the tests that execute the mutated line, and a run stops at the first failing test."
    assert _answer_of([[(pilot, 0.62)], [(announces, 0.60), (ways, 0.64)]])[:3] == [announces, ways, pilot]


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Weight of the consistency term.", True),
        ("Robustness to noisy rewards.", True),
        ("Implementation and training details.", True),
        ("Learned reward model.", True),
        ("DisCo relies on the policy to judge itself.", False),
        ("ConForge rejects them with two tests.", False),
        ("The gain came from the verifier.", False),  # review: an irregular past is a verb
        ("Reward grew but quality fell.", False),
        ("The examiner has to be a different model.", False),
    ],
)
def test_a_run_in_label_is_told_from_a_short_sentence(sentence: str, label: bool) -> None:
    assert extractive._run_in_label(sentence) is label


def test_a_sentence_that_says_almost_nothing_is_quoted_with_what_follows() -> None:
    """ "ConForge rejects them with two tests." names no test; the next sentences do (ConForge, fresh7, opened: the
    short sentence was quoted last and alone). A lead read on from is never moved after it: the bullet "The examiner
    has to be a different model." is followed by the answer's lead, which stays first (Crucible, fresh6)."""
    sentences = [
        "ConForge rejects them with two tests.",
        "A compatibility matrix lists the template pairs that can never hold together.",
        "An interval check merges numeric bounds on the same quantity and rejects empty intervals.",
    ]
    items, scored = _passage(sentences, "ConForge")
    assert [i.sentence for i in extractive._announced([items[0]], scored)] == sentences
    assert extractive._announced([items[1], items[0]], scored) == [items[1], items[0]]
    short = ["We clean the data.", "Then we sort it.", "We split it.", "We count rows.", "We drop blanks.",
             "We merge files.", "We save it.", "We are done."]  # fmt: skip
    # each says almost nothing: read on once, not through all of them
    items, scored = _passage(short, "ConForge", n=2)
    assert len(extractive._announced([items[0]], scored)) == 1 + extractive.READ_ON


def test_an_answer_quotes_at_most_a_few_rows_of_one_table() -> None:
    """Rows are read under their caption, so a question that matches the caption ("how many questions are in the
    ChronoChat test split?") ranks every row alike: they would fill the answer and push out the sentence with the
    count (MemWright, fresh10, opened: five rows of Table 1 were the whole answer)."""
    paper = Paper("MemWright")
    caption = "Table 1 (Question-answering accuracy (%) on the ChronoChat test split...)"
    rows = [f"{caption}, Method {n}: Overall {60 + n}.0." for n in range(5)]
    items = []
    for n, row in enumerate(rows):
        chunk = StoredChunk(f"t{n}", "p", "table", n, row, page_start=7)
        items.append(Picked(Source(n + 1, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), row, 1.1 - n / 100, 0))
    text = "The ChronoChat test split has 500 conversations and 4,120 questions."
    chunk = StoredChunk("c", "p", "pdf", 9, text, page_start=6)
    items.append(Picked(Source(9, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), text, 1.0, 0))
    picked = Scored(items, np.eye(len(items))).pick()
    assert [item.sentence for item in picked] == [*rows[:TABLE_ROWS], text]


@pytest.mark.parametrize(
    "measured",
    [
        "The first faulty step located by DisCo matched the human annotation for 72% of the failed solutions.",
        "Figure 2: Share of failed solutions whose first faulty step located by DisCo matches the annotation.",
    ],
)
def test_how_a_method_works_is_not_answered_first_by_what_it_measured(measured: str) -> None:
    """ "How does DisCo figure out which step of a failed solution is the first wrong one?": a result ("matched ...
    for 72%") or a figure's caption shares its words but explains nothing, even where no results heading says so
    (DisCo, probe4 and probe5, opened: the caption led both); the method's sentence answers."""
    candidates = _front_and_body(
        measured, "DisCo splits a failed solution into steps and takes the first step whose disagreement is 0.5.", "3 DisCo"
    )
    assert _first_cited_page("How does DisCo figure out which step of a failed solution is the first wrong one?", candidates) == 4


def _prose_and_row(prose: str, row: str) -> Candidates:
    """One paper: a sentence of its results (page 1, closer to any question) and a row of one of its tables (page 4)."""
    paper = Paper("STaRCall: State Rewards for Tool Calling")
    rows = []
    for n, (text, kind, page) in enumerate([(prose, "pdf", 1), (row, "table", 4)], 1):
        chunk = StoredChunk(f"c{n}", "p", kind, n, text, page_start=page, section="5 Results")
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    words = [frozenset(tokenize(text)) for _, _, text in rows]
    vectors = np.array([[0.9, 0.436, 0.0, 0.0], [0.75, 0.0, 0.661, 0.0]], dtype=np.float32)
    return Candidates(rows, vectors, words, np.zeros(2))


def test_a_value_read_off_a_figure_the_question_names_by_title_is_not_read_off_a_table() -> None:
    """ "data scaling fig: with 20k pairs, what capitulation rate ...?" names Figure 2 by its title; a table row naming
    the measure gives other slices (ANCHOR, fresh26 sy26-10, opened: the table's rows led)."""
    paper = Paper("ANCHOR: Training Language Models to Hold Correct Answers under Pushback")
    title = "Figure 2: Data scaling for Tern-9B (x-axis: training pairs in hundreds; zero is the untrained model)."
    value = "Black: FlipBench CR, 48.2%, 19.8%, 14.1% and 11.2% at 0, 10,000, 20,000 and 40,000 pairs."
    row = "Table 5 (FlipBench capitulation rate (%) of Tern-9B by slice), Domain science: Base 44.1; ANCHOR 9.8."
    figure = StoredChunk("f2", "p", "caption", 1, f"{title} {value}", page_start=10)
    table = StoredChunk("t5", "p", "table", 2, row, page_start=12)
    sources = [Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper) for n, chunk in enumerate([figure, table], 1)]
    rows = [(sources[0], 0, title), (sources[0], 1, value), (sources[1], 0, row)]
    vectors = np.array([[0.8, 0.6, 0.0, 0.0], [0.7, 0.0, 0.714, 0.0], [0.9, 0.0, 0.0, 0.436]], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(3))
    question = "data scaling fig: with 20k pairs, what capitulation rate does Tern-9B reach?"
    assert _first_cited_page(question, candidates) == 10
    assert _first_cited_page(question.replace("data scaling fig: w", "W"), candidates) == 12  # no figure asked
    assert figure_title(title) == "Data scaling for Tern-9B"


@pytest.mark.parametrize(
    ("question", "first_page"),
    [
        ("What success rate did the SFT model reach on the travel domain?", 4),  # the row and a column named
        ("What success rate did STaRCall reach on the travel domain?", 4),
        ("What success rate did the SFT model reach overall?", 1),  # no row named: the text's figure
        ("What success rate does STaRCall reach on travel instead of SFT?", 4),
        ("What success rate does STaRCall reach on hotels rather than travel?", 1),  # the row named is the contrast
        ("What error rate did the SFT model reach on the travel domain?", 1),  # not a table of error rates
        ("What average success rate did the SFT model reach on the travel domain?", 4),  # "average" names no measure
        ("What success rate does SFT reach on travel with Llama-3.1-8B?", 1),  # review: a row of the Qwen table
    ],
)
def test_a_table_cell_the_question_names_by_row_and_column_answers_first(question: str, first_page: int) -> None:
    """ "What success rate did the SFT-trained model reach on the travel domain?": the results' "STaRCall improves
    over SFT by 11.3 points on every domain" gives a figure beside the measure, but the row "Travel" holds the value
    asked in its column "SFT" (STaRCall, fresh19, opened: the text led). A row the question sets its subject against
    ("instead of", "rather than") is not the one asked, nor is a cell of a table of another measure."""
    candidates = _prose_and_row(
        "STaRCall raises the success rate of the prompted model and improves over SFT by 11.3 points on every domain.",
        "Table 7 (Success rate (%) by domain for Qwen2.5-7B-Instruct), Travel: n 185; SFT 47.6; STaRCall 58.9.",
    )
    assert _first_cited_page(question, candidates) == first_page


@pytest.mark.parametrize(
    ("question", "first_page"),
    [
        ("How many UnitBench problems have a dimensionless gold answer?", 1),  # the row gives their share
        ("How many UnitBench problems are there?", 4),
    ],
)
def test_a_share_in_a_table_is_no_count(question: str, first_page: int) -> None:
    """ "How many UnitBench problems have a dimensionless gold answer?": the row "Problems 2,150; Dimensionless 7.4%"
    names both columns, but gives the subset's share and the whole's count; the text's "159 (7.4%) have a
    dimensionless gold answer" counts them (a units paper, fresh27, opened: the row led)."""
    candidates = _prose_and_row(
        "Of the 2,150 UnitBench problems, 159 (7.4%) have a dimensionless gold answer.",
        "Table 1 (Evaluation benchmarks), UnitBench: Problems 2,150; Topics 6; Dimensionless 7.4%.",
    )
    assert _first_cited_page(question, candidates) == first_page


@pytest.mark.parametrize(
    ("question", "with_caption", "first_page"),
    [
        ("GPU-hours for the PPO variant on Falcon-14B?", True, 4),  # the row's table is of Falcon-14B, as its caption says
        ("GPU-hours for the PPO variant on Falcon-14B?", False, 1),  # no caption read: the row names no model
        ("GPU-hours for the PPO variant on Falcon-7B?", True, 1),  # a table of another model
        ("GPU-hours for the PPO variant judged by HarborLM?", True, 1),  # a name with no size: the row must write it
    ],
)
def test_a_named_cell_is_of_the_model_its_whole_caption_names(question: str, with_caption: bool, first_page: int) -> None:
    """A table's row repeats only the start of its caption ("Table 4 (The Quorum reward optimised with GRPO and with
    PPO...), PPO: ..."), which can leave out the model the table is of ("... on Falcon-14B"): the row named by the
    question is the value asked when the whole caption names that model (ANCHOR, fresh26 opened: "GPU-hours for the
    PPO variant on Tern-9B?" was answered by the 1,152 GPU-hours of the GRPO run). Only a model with a size is taken
    from the caption: every caption of a paper names its method, which a row of a baseline does not report."""
    paper = Paper("Quorum: Rewards by Agreement")
    texts = [
        ("pdf", 1, "The policy trains on 32 GPUs in 36 hours (1,152 GPU-hours), the PPO runs longer."),
        ("table", 4, "Table 4 (The Quorum reward optimised with GRPO and with PPO...), PPO: Score 8.9; GPU-hours 1,728."),
        ("caption", 4, "Table 4: The Quorum reward optimised with GRPO and with PPO on Falcon-14B, judged by HarborLM."),
    ][: 3 if with_caption else 2]
    rows = []
    for n, (kind, page, text) in enumerate(texts, 1):
        chunk = StoredChunk(f"c{n}", "p", kind, n, text, page_start=page, section="5 Results")
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    vectors = np.array([[0.9, 0.436, 0, 0], [0.75, 0, 0.661, 0], [0.7, 0, 0, 0.714]][: len(rows)], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(len(rows)))
    assert _first_cited_page(question, candidates) == first_page


@pytest.mark.parametrize(
    ("question", "far", "first_page"),
    [
        ("How many of the training modules are Java modules?", True, 4),  # the row and its column named
        ("How many of the training modules are Java modules?", False, 4),
        ("In the training-curve figure, how many of the training modules are Java modules?", False, 1),  # a figure's
    ],
)
def test_a_named_cell_leads_though_search_scores_it_under_the_floor(question: str, far: bool, first_page: int) -> None:
    """Every row of a table reads alike, so search scores the one the question names far below the prose: "How many
    of the focal modules in the final training set are Java modules?" is answered by the row "Training modules:
    Python 58,900; Java 41,300", which scored under the floor and was never quoted (MUTINY, fresh13, opened). A
    question about a figure is not answered by a table's cell (SQL-RL, fresh7, opened: "In the training-curve
    figure, what accuracy ...?" had its answer in a caption)."""
    candidates = _prose_and_row(
        "Most training modules come from permissively licensed repositories with at least 50 stars.",
        "Table 6 (Statistics of the training data), Training modules: Python 58,900; Java 41,300; TypeScript 27,200.",
    )
    if far:
        candidates.vectors[1] = [0.2, 0.0, 0.98, 0.0]
    scored = score_sentences(question, np.eye(4)[0], candidates)
    assert scored is not None and (scored.items[1].score < RELATIVE_FLOOR * scored.items[0].score) is far
    assert _first_cited_page(question, candidates) == first_page


@pytest.mark.parametrize(
    ("question", "row", "named"),
    [
        ("What success rate did SFT reach on travel?", "Travel: n 185; SFT 47.6 ± 0.4; STaRCall 58.9*", True),
        (
            "What success rate did ODIN get in the 13B LC setting?",
            "ODIN: 7B LC 20.3; 13B LC 22.1",
            True,
        ),  # the header is "13B LC"
        ("What success rate does Qwen2.5-Math-7B reach with DPO?", "MATH: SFT 70.1; DPO 72.3", False),  # review
        ("What success rate does DPO reach on MATH-500?", "MATH-500: SFT 70.1; DPO 72.3", True),
        ("What success rate did the base model reach on travel?", "Travel: n 185; SFT 47.6", False),  # no column
        ("What success rate does SFT reach on Quarry?", "Quarry test: SFT 47.6", True),  # the split unsaid: test
        ("What success rate does SFT reach on Quarry?", "Quarry validation: SFT 47.6", False),
        ("What success rate does SFT reach on Quarry dev?", "Quarry test: SFT 47.6", False),  # another split named
        ("What success rate does SFT reach on Quarry after RL training?", "Quarry test: SFT 47.6", True),  # review
        ("What success rate does SFT reach on the Quarry train split?", "Quarry test: SFT 47.6", False),
    ],
)
def test_a_cell_is_named_by_its_row_as_whole_words_and_by_the_header_before_its_value(
    question: str, row: str, named: bool
) -> None:
    candidates = _prose_and_row("Unused.", f"Table 7 (Success rate (%) by domain), {row}.")
    asked = _cell_asked(question)
    assert asked is not None and asked(Picked(candidates.rows[1][0], candidates.rows[1][2], 1.0, 0)) is named


def test_a_count_of_the_whole_is_not_answered_by_a_rate_of_the_same_noun() -> None:
    """ "How many questions did they use for RL training?": "128 questions per step" counts per step and "8
    responses per question" counts responses; "trained on 47,360 questions" answers (CAPO, fresh5, opened). Asked
    per step, the rate answers."""
    candidates = _front_and_body(
        "For RL training we sample 128 questions per step and 8 responses per question.",
        "CAPO is trained with reinforcement learning on 47,360 multi-document questions.",
    )
    assert _first_cited_page("How many questions did they use for RL training?", candidates) == 4
    assert _first_cited_page("How many questions per step did they use for RL training?", candidates) == 1


def test_a_number_that_counts_the_noun_asked_leads_one_that_counts_something_else() -> None:
    """ "How many replay-verified key actions are there across the held-out games?": "The 12 held-out games contain
    214 key actions in total" counts them without the modifier, and leads "... on 600 trajectories ..., a
    replay-verified key action", which names it all but counts trajectories (LODESTAR, fresh23, opened). The number
    after "12" is read with its own words, not swallowed as one of 12's."""
    candidates = _front_and_body(
        "On 600 trajectories we check whether the top-credit step is a replay-verified key action.",
        "The 12 held-out games contain 214 key actions in total.",
    )
    assert _first_cited_page("How many replay-verified key actions are there across the held-out games?", candidates) == 4
    fits = extractive._gives_value("How many replay-verified key actions are there across the held-out games?")
    assert fits("The agent takes 18 key actions per game.") == fits("Each of the 12 games has key actions.") < 0.9  # review


def test_a_count_written_in_words_leads_and_a_count_of_types_is_of_what_they_are_types_of() -> None:
    """ "How many move types are there?" is answered by "... maps each tutor turn to one of eleven instructional
    moves": the count is in words and "types" only says that kinds are counted (a tutoring paper, fresh30, opened: a
    sentence with a digit beside the parser led it)."""
    candidates = _front_and_body(
        "With the parser we found that the tutor produces 2.4 times as many probing moves.",
        "A parser maps each tutor turn to one of eleven instructional moves.",
        brief="6 Analysis",
    )
    assert _first_cited_page("How many move types does the parser use?", candidates) == 4
    fits = extractive._gives_value("How many move types does the parser use?")
    assert fits("The parser is one of the simplest moves we made.") == 0.0  # "one" is no count


def test_a_sentence_on_another_variant_of_a_model_named_does_not_lead() -> None:
    """ "By how many points does CLARO beat SFT+DPO with Qwen2.5-7B-Instruct?": "... by 5.9 points with
    Llama-3.1-8B and by 4.5 points with Qwen2.5-3B" reports another size of the model asked, and follows the
    sentence that names none (CLARO, fresh22, opened), as a shorter form of the name asked already did."""
    candidates = _front_and_body(
        "CLARO improves over SFT+DPO by 5.9 points with Llama-3.1-8B and by 4.5 points with Qwen2.5-3B.",
        "CLARO reaches an average of 62.7% against 56.2% for SFT+DPO.",
        "5.2 Other base models",
    )
    assert _first_cited_page("By how many points does CLARO beat SFT+DPO with Qwen2.5-7B-Instruct?", candidates) == 4
    assert _first_cited_page("By how many points does CLARO beat SFT+DPO with Qwen2.5-3B?", candidates) == 1
    teacher = _front_and_body(
        "We compare students of several sizes.", "The Qwen2.5-7B-Instruct student is distilled from QwQ-32B.", "3 Method"
    )
    assert _first_cited_page("Which teacher was Qwen2.5-7B-Instruct distilled from?", teacher) == 4  # another family


def test_a_comparison_is_led_by_a_sentence_that_names_both_sides() -> None:
    """ "How does KESTREL compare to the GRPO-VLA baseline on Tessera-Novel?": the sentence with figures for both
    methods answers before a closer one that gives KESTREL's gain alone (KESTREL, fresh8 vl10, opened)."""
    candidates = _front_and_body(
        "On the Tessera-Novel suite, KESTREL raises success by 15.6 points over behaviour cloning.",
        "On the Tessera-Novel suite, KESTREL reaches 60.3% against 51.9% for GRPO-VLA.",
        "5 Results",
    )
    assert _first_cited_page("How does KESTREL compare to the GRPO-VLA baseline on Tessera-Novel?", candidates) == 4
    assert _first_cited_page("How does KESTREL compare to behaviour cloning on Tessera-Novel?", candidates) == 1


def test_a_comparison_s_model_size_counts_only_in_a_sentence_that_names_a_size() -> None:
    """ "7B, binary reward: PPO vs GRPO — which is better?": "PPO reaches 57.3% and GRPO 58.9%" names no size, so it
    speaks of the passage's model and fits as well as one naming the 7B run (CellCredit, fresh31 sh31-15, opened in
    session 38: the 7B run's cost led); a sentence about the 14B run fits less."""
    fit = extractive._fits("7B, binary reward: PPO vs GRPO — which is better and is the gap significant?", None)
    plain = fit("Online RL with the binary reward is stronger still: PPO reaches 57.3% and GRPO 58.9%.")
    sized = fit("The 7B PPO run took 29 hours on 32 GPUs, against 21 hours for either GRPO variant.")
    other = fit("At 14B, PPO reaches 61.0% and GRPO 62.2%.")
    assert plain == sized == 1.0 and other < plain
    sizes = extractive._fits("How does the 7B model compare with the 14B model on MATH?", None)  # review: sizes compared
    assert sizes("TALON reaches 61.0% on MATH.") < sizes("At 7B TALON reaches 55.2% on MATH and at 14B 61.0%.")


def test_a_size_the_question_fixes_is_read_where_it_is_named_when_the_paper_is_about_another() -> None:
    """ "At 14B, how does Tessera compare with GRPO?" of a paper about its 8B run: a sentence naming no size gives
    the 8B figures, so the one naming 14B answers first (Tessera, fresh33 sp33-09, opened: the 8B average led). Asked
    at the main size, the sentence naming none speaks of it and still answers first."""
    body = "At 14B, Tessera reaches 57.9% against 53.3% for GRPO."
    candidates = _front_and_body("Tessera lifts the solver to 50.8% average accuracy, 3.4 points above GRPO.", body)
    whole = one_paper(["Both the proposer and the solver are 8B models.", "The 8B solver is trained for 300 steps.", body])
    candidates = dataclasses.replace(candidates, whole_paper=whole)
    assert _first_cited_page("At 14B, how does Tessera's average accuracy compare with GRPO?", candidates) == 4
    assert _first_cited_page("At 8B, how does Tessera's average accuracy compare with GRPO?", candidates) == 1
    # the main size named too: a sentence naming none is about the 8B model (DataWright, fresh17 da17-21, opened)
    assert extractive._sizes_fixed("Does the 8B solver beat the 14B GRPO model? What are the two scores?", candidates) == set()
    assert extractive._sizes_fixed("Which checkpoint is the 14B solver built on?", candidates) == set()  # a name asked
    # review: the size of another model the question names fixes no run ("the 70B judge"), and a sentence speaks of
    # the size named before it in its passage ("We then evaluate with 14B models. Tessera reaches ...")
    assert extractive._sizes_fixed("How often does the 14B judge agree with human raters?", candidates) == set()
    set_up = "We then evaluate Tessera and GRPO with 14B models, by average accuracy over six math benchmarks."
    figures = "Tessera reaches 57.9% average accuracy against 53.3% for GRPO."
    passage = _front_and_body("Tessera lifts the solver to 50.8% average accuracy, 3.4 points above GRPO.", set_up)
    chunk = StoredChunk("c2", "p", "pdf", 2, f"{set_up} {figures}", page_start=4, section="4 Method")
    source = Source(2, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), passage.rows[1][0].paper)
    later = Candidates(
        [passage.rows[0], (source, 0, set_up), (source, 1, figures)],
        np.array([[0.7, 0.714, 0.0, 0.0], [0.95, 0.0, 0.312, 0.0], [0.75, 0.0, 0.0, 0.661]], dtype=np.float32),
        [frozenset(tokenize(text)) for text in (passage.rows[0][2], set_up, figures)],
        np.zeros(3),
        whole,
    )
    bullets = _answer_lines("At 14B, what average accuracy do Tessera and GRPO reach?", later)
    assert bullets[0].startswith("- Tessera reaches 57.9%"), bullets


def test_how_well_asks_for_a_value() -> None:
    assert asks_for_value("How well does the Selector do in F1 terms?")
    assert not asks_for_value("How does the Selector work?")


def test_the_remedy_after_the_problem_a_how_question_restates_ranks_above_it() -> None:
    """ "How do they get around sparse rewards?" repeats the problem's words; the sentence after it
    answers, and is shown with it."""
    sentences = [
        "If the Crawler is rewarded only for matched papers, rewards are sparse during training.",
        "To mitigate this, we use the Selector as an auxiliary reward model.",
        "The Crawler reads the citations of each paper.",
    ]
    scored = score_sentences("How does the Crawler training get around sparse rewards?", np.zeros(4), one_paper(sentences))

    assert scored is not None
    assert scored.items[0].sentence.startswith("To mitigate this")
    assert scored.items[1].sentence.startswith("If the Crawler")


def test_the_way_after_the_need_a_how_question_restates_ranks_above_it() -> None:
    """ "How are the step scores turned into one score?" repeats the need ("must be reduced to one number");
    "We use the minimum" meets it."""
    sentences = [
        "For reranking, the step scores must be reduced to one number per solution.",
        "We use the minimum, on the grounds that a solution is only as good as its weakest step.",
        "The Selector reads each paper.",
    ]
    question = "How are the step scores reduced to one number per solution?"
    scored = score_sentences(question, np.zeros(4), one_paper(sentences))

    assert scored is not None
    assert scored.items[0].sentence.startswith("We use the minimum")


def test_a_sentence_that_says_it_follows_from_the_one_before_answers_it() -> None:
    """ "... would make λ hard to interpret. Before computing s_i we therefore standardize each score"."""
    before = "Their raw scores live on different scales, which would make the value of λ hard to interpret."
    assert answers_the_one_before("Before computing s_i in Step 3 we therefore standardize each score.", before)
    assert answers_the_one_before("So we anneal the coefficient over the first 200 iterations.", before)
    assert not answers_the_one_before("We evaluate on six benchmarks with three seeds each.", before)
    # a need met only by a sentence about it: not any "We ..." after any "requires" (review)
    need = "Unlike PPO, which requires a learned value network, PaSa computes the advantage from group statistics."
    assert not answers_the_one_before("We train all models on eight A100 GPUs for three days.", need)
    assert not answers_the_one_before("We thank the reviewers for their comments.", "Every method must be evaluated fairly.")


def test_a_sentence_is_read_after_the_one_before_it() -> None:
    """ "We set it to 0.35 nats" shares no word with the question; read after the sentence that says what
    "it" is, it ranks above an equally bare sentence elsewhere (by a share of the lead, so here not above
    the one before it). A heading between them ends that: the next section does not continue the last."""
    sentences = [
        "All runs use 64 GPUs and three seeds.",
        "The controller steers the forking entropy toward a target entropy.",
        "We set it to 0.35 nats in all runs.",
    ]
    scored = score_sentences(
        "What target entropy does the controller steer the forking entropy toward?", np.zeros(4), one_paper(sentences)
    )
    assert scored is not None
    assert [item.sentence for item in scored.items] == [sentences[1], sentences[2], sentences[0]]
    chunk = StoredChunk("c", "p", "pdf", 0, f"{sentences[1]}\n\n5 Related Work\n\n{sentences[2]}\n", page_start=3)
    source = Source(1, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), Paper("FORTE"))
    rows = [(source, n, sentence) for n, sentence in enumerate(quotable_sentences(source))]
    assert [sentence for _, _, sentence in rows] == [sentences[1], sentences[2]]  # the heading is not quoted ...
    headed = Candidates(rows, np.zeros((2, 4), dtype=np.float32), [frozenset()] * 2, np.zeros(2))
    assert headed.follows == [False, False]  # ... but it parts the two


def test_a_sentence_printed_before_a_picked_one_is_printed_once_though_another_passage_repeats_it() -> None:
    """Overlapping passages hold the same sentence: once shown before the sentence that leans on it, its
    copy elsewhere repeats it."""
    however = "However, methods that reduce the cost of serving do not carry over to RL rollouts."
    therefore = "Therefore, reducing the cost of RL rollouts requires methods built for RL rollouts."
    claim = "We present FastRoll, a self-speculative decoder that makes RL rollouts faster."

    def source(n: int, text: str) -> Source:
        chunk = StoredChunk(f"c{n}", "p", "pdf", 0, text, page_start=1)
        return Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), Paper("FastRoll"))

    first, second = source(1, f"{however} {therefore}"), source(2, f"{however} {claim}")
    items = [Picked(first, therefore, 0.9, 1), Picked(first, however, 0.85, 0), Picked(second, however, 0.85, 0)]
    items.append(Picked(second, claim, 0.8, 1))
    vectors = {however: [1.0, 0, 0], therefore: [0, 1.0, 0], claim: [0, 0, 1.0]}
    picked = Scored(items, np.array([vectors[item.sentence] for item in items])).pick()
    assert [item.sentence for item in picked] == [therefore, claim]


def test_a_sentence_as_close_as_a_chosen_one_is_kept_when_it_gives_another_figure() -> None:
    """ "600k reasoning samples" says something "200k samples unrelated to reasoning" does not."""
    candidates = one_paper(
        [
            "In the end, we collected about 200k training samples unrelated to reasoning.",
            "In total, we collected about 600k reasoning related training samples.",
            "In total, we collected about 600k reasoning related training samples here.",
        ]
    )
    candidates.vectors[:] = [[1.0, 0.0, 0.0, 0.0]] * 3  # as close as can be
    scored = score_sentences("How many reasoning samples were collected?", np.eye(4)[0], candidates)

    assert scored is not None
    picked = [item.sentence for item in scored.pick()]
    assert len(picked) == 2 and any("600k" in p for p in picked) and any("200k" in p for p in picked)


def test_the_papers_own_method_leads_related_work_the_question_also_fits() -> None:
    """Equally close: "ODIN (Chen et al., 2024) ..." describes another paper's method, "We ..." this one's."""
    candidates = one_paper(
        [
            "ODIN (Chen et al., 2024) removes the length bias with a two-head reward model.",
            "We remove the length bias with a least-squares fit on log-length.",
        ]
    )
    candidates.vectors[:] = [[0.8, 0.6, 0.0, 0.0], [0.8, 0.0, 0.6, 0.0]]
    scored = score_sentences("How does their method remove the length bias?", np.eye(4)[0], candidates)

    assert scored is not None and "least-squares" in scored.items[0].sentence


@pytest.mark.parametrize(
    ("question", "ours_first"),
    [
        ("Why do they distill with the reverse KL rather than the forward KL?", True),  # "KL" names no one's work
        ("Why does MiniLLM prefer the reverse KL to the forward KL?", False),  # the work asked about by name
    ],
)
def test_a_quantity_in_capitals_does_not_make_related_work_the_answer(question: str, ours_first: bool) -> None:
    """Related work loses its penalty when the question names what it describes ("how does ODIN work?"); "KL" is a
    quantity every paper writes, so "MiniLLM (Gu et al., 2024) argues that the reverse KL is preferable ..." led the
    answer to why this paper distills with the reverse KL (ReLoD, fresh3, opened)."""
    ours = "We distill with the reverse KL because it is mode-seeking: the student keeps to modes it can reach."
    theirs = "MiniLLM (Gu et al., 2024) prefers the reverse KL to the forward KL because it is mode-seeking."
    candidates = one_paper([theirs, ours])
    candidates.vectors[:] = [[0.9, 0.436, 0.0, 0.0], [0.8, 0.0, 0.6, 0.0]]  # theirs closer
    scored = score_sentences(question, np.eye(4)[0], candidates)

    assert scored is not None and (scored.items[0].sentence == ours) is ours_first


def test_a_related_work_section_describes_others_work_though_it_cites_no_one() -> None:
    """Equally close: "Curriculum learning orders ..." stands in the Related Work section with no citation
    in it; the method section's sentence says how this paper does it."""
    paper = Paper("TALON: Turn-Level Credit for Tool-Using Agents")
    texts = [
        ("Curriculum learning samples training prompts from easy to hard.", "2 Related Work"),
        ("We sample training prompts whose estimated pass rate is close to a target.", "3.5 Difficulty-adaptive curriculum"),
    ]
    rows = []
    for n, (text, section) in enumerate(texts, 1):
        chunk = StoredChunk(f"c{n}", "p", "pdf", n, text, page_start=n + 2, section=section)
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    vectors = np.array([[0.8, 0.6, 0.0, 0.0], [0.8, 0.0, 0.6, 0.0]], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(2))
    scored = score_sentences("How are the training prompts sampled?", np.eye(4)[0], candidates)

    assert scored is not None and "pass rate" in scored.items[0].sentence


def _front_and_body(intro: str, body: str, brief: str = "1 Introduction") -> Candidates:
    """One paper: a sentence of a section that says things in brief (``brief``, page 1) and one of its
    method section (page 4)."""
    paper = Paper("TALON: Turn-Level Credit for Tool-Using Agents")
    rows = []
    for n, (text, section, page) in enumerate([(intro, brief, 1), (body, "4 Method", 4)], 1):
        chunk = StoredChunk(f"c{n}", "p", "pdf", n, text, page_start=page, section=section)
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    words = [frozenset(tokenize(text)) for _, _, text in rows]
    vectors = np.array([[0.9, 0.436, 0.0, 0.0], [0.75, 0.0, 0.661, 0.0]], dtype=np.float32)  # the introduction closer
    return Candidates(rows, vectors, words, np.zeros(2))


def _answer_lines(question: str, candidates: Candidates) -> list[str]:
    """The bullets of the extractive answer over ``candidates``."""
    composed = extractive_answer(question, np.eye(4)[0], list({id(r[0]): r[0] for r in candidates.rows}.values()), candidates)
    assert composed is not None
    return [line for line in composed[0].splitlines() if line.startswith("- ")]


def _first_cited_page(question: str, candidates: Candidates) -> int | None:
    """The page of the source an extractive answer over ``candidates`` cites first."""
    sources = [row[0] for row in candidates.rows]
    composed = extractive_answer(question, np.eye(4)[0], sources, candidates)
    assert composed is not None
    body, citations = composed
    first = int(body.split("[", 1)[1].split("]", 1)[0])
    return next(c.source.item.page for c in citations if c.n == first)


@pytest.mark.parametrize(
    ("question", "first_page"),
    [
        ("How are the turn rewards made into advantages?", 4),  # the method section details it
        ("What is the headline finding of the paper on turn rewards?", 1),  # the abstract and introduction say it
    ],
)
def test_inside_one_paper_the_body_that_details_leads_the_introduction_that_summarises(question: str, first_page: int) -> None:
    candidates = _front_and_body(
        "We show that turn rewards made into advantages per turn position improve tool-using agents.",
        "Turn rewards are made into advantages by normalizing them at each turn position across the group.",
    )
    assert _first_cited_page(question, candidates) == first_page


@pytest.mark.parametrize("brief", ["7 Conclusion", "Conclusions and Future Work", "2 Related Work", "6.3 Ablations"])
def test_inside_one_paper_a_conclusion_or_related_work_sentence_does_not_lead_the_body(brief: str) -> None:
    """A conclusion restates what the body details, and related work says what others did: the closer
    sentence from either does not lead the method section's sentence; nor does a conclusion drawn
    in a results section ("We conclude that ...")."""
    candidates = _front_and_body(
        "We conclude that turn rewards made into advantages per turn position help tool-using agents.",
        "Turn rewards are made into advantages by normalizing them at each turn position across the group.",
        brief,
    )
    assert _first_cited_page("How are the turn rewards made into advantages?", candidates) == 4


@pytest.mark.parametrize(
    ("heading", "restates"),
    [
        *[(h, True) for h in ["1.1. Contributions", "1.2 Our contributions", "Summary of Contributions"]],
        ("1.1 Contributions of this Paper", True),
        *[(h, False) for h in ["5.3 Contributions of Each Component", "Contributions by Component"]],
        *[(h, False) for h in ["3.2 Summary Statistics of the Dataset", "Summary of Hyperparameters"]],
        ("2.1 Introduction to the Environment", False),
    ],
)
def test_a_contributions_list_restates_and_a_section_that_details_does_not(heading: str, restates: bool) -> None:
    """A list of contributions is the introduction's summary of the paper ("We open-source distilled checkpoints
    based on Llama3" does not lead the section that says which Llama was chosen and why) and pays FRONT_COST in
    the order; an ablation of each component's contribution, a dataset's summary statistics or a table of
    hyperparameters holds the detail and pays none. The classification is asserted: in this two-sentence fixture
    the detail sentence, only 0.15 closer, no longer leads the method's sentence once METHOD_BONUS is 0.3."""
    candidates = _front_and_body(
        "Turn rewards made into advantages per turn position are how we train tool-using agents.",
        "Turn rewards are made into advantages by normalizing them at each turn position across the group.",
        heading,
    )
    scored = extractive.score_sentences("How are the turn rewards made into advantages?", np.eye(4)[0], candidates)
    assert scored is not None
    brief = next(item for item in scored.items if item.source.item.page == 1)
    assert extractive._restates(brief) is restates


@pytest.mark.parametrize(
    ("question", "first_page"),
    [
        ("How are the turn rewards made into advantages?", 4),  # how it works: the method section
        ("How does per-position normalization affect TALON against GRPO?", 1),  # an outcome: the ablation reports it
    ],
)
def test_inside_one_paper_how_a_method_works_is_answered_by_the_method_not_an_ablation(question: str, first_page: int) -> None:
    """The closer ablation sentence (page 1 here) says what removing the method did, not how it works."""
    candidates = _front_and_body(
        "Turn rewards made into advantages over the whole group, not per turn position, make TALON worse than GRPO.",
        "Turn rewards are made into advantages by normalizing them at each turn position across the group.",
        "6 Ablations",
    )
    assert _first_cited_page(question, candidates) == first_page


@pytest.mark.parametrize(
    ("question", "first_page"),
    [
        ("How many verification chains are sampled per prefix?", 4),  # the paper's own setting
        ("How many verification chains are sampled per prefix instead of four in the ablation?", 1),  # the variant
    ],
)
def test_a_value_of_the_paper_s_own_setting_is_not_answered_first_by_a_variant(question: str, first_page: int) -> None:
    """ "Using 2 verification chains instead of 4 ..." reports another setting (page 1 here, the closer); the paper's
    own is what "how many chains are sampled?" asks, unless the question is about the variant."""
    candidates = _front_and_body(
        "Using 2 verification chains instead of 4 lowers the agreement with human annotation from 72% to 58%.",
        "For each prefix we sample 4 verification chains from the policy.",
        "5 Analysis",
    )
    assert _first_cited_page(question, candidates) == first_page


@pytest.mark.parametrize("asked", ["got thrown out", "were discarded", "were excluded", "were filtered out", "were removed"])
def test_a_count_of_what_was_removed_is_answered_by_the_sentence_that_removed_them(asked: str) -> None:
    """ "How many training tasks got thrown out?" asks about a removal: the sentence saying "this removed 212 tasks"
    (page 4) answers it, not the one counting the tasks kept (page 1, the closer), though it reads like a variant's
    report."""
    candidates = _front_and_body(
        "The training tasks were decontaminated against the benchmark's tasks by syntax tree, leaving 8,400 of them.",
        "We removed every training task whose syntax tree matched a benchmark task; this removed 212 tasks.",
        "4 Data",
    )
    assert _first_cited_page(f"During decontamination, how many training tasks {asked}?", candidates) == 4
    assert asks_for_setting("What learning rate is used, excluding warmup?")  # only a count of what was removed (review)


def test_a_term_s_weight_is_answered_first_by_the_sentence_that_drops_the_term() -> None:
    """ "KL coefficient used in training?" of a paper that uses no KL penalty: "We use no KL penalty" (page 4)
    answers it, before a sentence with numbers that names the KL but gives none of its weight (page 1, the closer)."""
    candidates = _front_and_body(
        "The KL divergence to the reference policy grows to 12 nats over 400 steps.",
        "We use no KL penalty towards the reference policy, so the policy may drift as far from its start as the reward "
        "leads it.",
        "5 Analysis",
    )
    assert _first_cited_page("KL coefficient used in TALON's GRPO training?", candidates) == 4


def test_around_what_asks_for_a_value_and_a_sweep_does_not_give_the_paper_s_own() -> None:
    """ "Around what KL does the run peak?" asks for a number: the sweep's sentence (page 1 here, the closer) says how
    the peak moved with another coefficient; the paper's own run peaks "at a KL of about 14 nats"."""
    question = "Around what KL divergence does the single-RM PPO run hit its peak gold reward?"
    assert asks_for_value(question) and asks_for_value("Roughly what share of the prompts is kept?")
    assert not asks_for_value("What do the authors say about what causes reward hacking?")
    assert asks_for_value("Roughly, what share of the prompts is kept?")
    for asked in ["Roughly what does the critic learn?", "Around what idea is the framework organized?"]:  # review
        assert not asks_for_value(asked), asked
    candidates = _front_and_body(
        "In a sweep with larger KL coefficients, the gold-reward peak of single-RM PPO came later and lower.",
        "Single-RM PPO peaks at a KL of about 14 nats and then loses most of its gold-reward gain.",
        "5 Analysis",
    )
    assert _first_cited_page(question, candidates) == 4


def _closest_page(question: str, candidates: Candidates) -> int:
    """The page of the sentence search scores best, before any answer orders them."""
    scored = score_sentences(question, np.eye(4)[0], candidates)
    assert scored is not None
    return scored.items[0].source.item.page


def _lead_page(question: str, candidates: Candidates) -> int | None:
    """The page of the sentence whose passage an answer inside the paper reads first (``lead_sentence``)."""
    scored = score_sentences(question, np.eye(4)[0], candidates)
    lead = lead_sentence(question, scored, candidates) if scored else None
    assert lead is not None
    return lead.source.item.page


def test_which_model_is_read_first_where_a_sentence_names_one() -> None:
    """The passage an answer inside one paper reads first: for "which base LLM ...?" the one that names a model,
    though another repeats more of the question; for other questions the closest."""
    candidates = _front_and_body(
        "PaSa consists of two LLM agents, the Crawler and the Selector.",
        "Both agents are trained from Qwen2.5-7B with the same recipe.",
        "3 Method",
    )
    question = "What base LLM are PaSa's two agents trained from?"
    assert _closest_page(question, candidates) == 1  # the closer names no model
    assert _lead_page(question, candidates) == 4
    other = "What are PaSa's two agents?"
    assert _lead_page(other, candidates) == 1


@pytest.mark.parametrize(
    ("question", "setting"),
    [
        ("What value of the forgetting factor rho do the authors use in the posterior update?", True),
        ("KL penalty coefficient used for the policy?", True),
        ("What learning rate did they train with?", True),
        ("What disagreement-score threshold does DisCo use to mark the first faulty step?", True),
        ("What KL coefficient did they use for the penalty against the SFT reference policy?", True),
        ("What GSM8K accuracy does the Mistral-7B policy trained with HEDGE achieve?", False),  # a result
        ("What ROUGE-2 score does SCRIBE reach on the PubMed test set?", False),
        ("Is Lookahead faster or slower than using Medusa decoding heads, and by how much?", False),
        ("When the PRM score is used as a per-step reward, what is the best MATH accuracy?", False),  # a variant
        ("What accuracy do they get with a smaller step size?", False),
        ("Why do they use the Selector as a reward model?", False),  # no value
    ],
)
def test_a_configured_value_is_told_from_a_result(question: str, setting: bool) -> None:
    assert asks_for_setting(question) is setting


def test_a_configured_value_is_read_in_the_setup_not_in_the_ablations() -> None:
    """ "What step size do they use ...?" asks for the paper's own setting: an ablation's "a smaller dual step size,
    η = 0.2, ..." is closer and gives a number beside the words, but the setup's "updated with step size η = 0.8"
    answers it. Both the answer and the passage it reads first (``lead_sentence``) start from the setup."""
    candidates = _front_and_body(
        "A smaller dual step size, η = 0.2, makes the multiplier react more slowly after the policy has become safe.",
        "The multiplier starts at 1.0 and is updated with dual step size η = 0.8 once per iteration.",
        "5.3 Ablations",
    )
    question = "What dual step size do they use for the multiplier update?"
    assert _first_cited_page(question, candidates) == 4
    assert _closest_page(question, candidates) == 1  # the closer is the ablation's
    assert _lead_page(question, candidates) == 4
    result = "What safety score does the policy reach with the multiplier update?"  # a result: the ablation may say it
    assert _lead_page(result, candidates) == 1


def test_the_size_of_a_data_set_is_read_first_where_a_sentence_counts_what_it_holds() -> None:
    """ "How big is the warm-up dataset?" asks for a count of what the set holds: the closer "a 20-step warm-up with a
    learning rate of 5e-7" gives numbers but counts steps; "12,400 answers with citations" answers it (CAPO, fresh5,
    opened: its answer led with the hyperparameter table's warm-up row). Both the answer and the passage it reads
    first start there; a question about another value does not."""
    candidates = _front_and_body(
        "The warm-up runs for 20 steps at a constant learning rate of 5e-7 before the supervised loss is switched off.",
        "Before RL we fine-tune on 12,400 answers with citations sampled from a larger model.",
    )
    question = "How big is the supervised warm-up dataset?"
    assert _first_cited_page(question, candidates) == 4
    assert _closest_page(question, candidates) == 1  # the closer counts steps
    assert _lead_page(question, candidates) == 4
    other = "How long is the supervised warm-up?"
    assert _lead_page(other, candidates) == 1


def test_a_threshold_is_asked_of_what_starts_above_it_and_an_ablation_does_not_give_it() -> None:
    """ "Above what response length does the length penalty start to kick in?" asks for the penalty's threshold, not
    for a length: "Without the length penalty, length peaks at about 1,900 tokens" reports a variant (CodeZero,
    fresh, opened: it led), the method's "L_b = 1,536 tokens" answers."""
    question = "Above what response length (in tokens) does the length penalty start to kick in?"
    assert measured_groups(question) == [{"penalty"}]
    assert measured_groups("After how many steps does the policy start to collapse?") == [{"step"}]  # the steps
    assert reports_a_variant("Without the length penalty, length peaks at about 1,900 tokens.")
    assert not reports_a_variant("DisCo improves GRPO without any step-level labels.")  # no variant of the method
    candidates = _front_and_body(
        "Without the length penalty, response length peaks near step 150 at about 1,900 tokens.",
        "The penalty is P(y) = λ · max(0, L(y) − L_b) / (L_max − L_b), where L_b = 1,536 tokens and λ = 0.3.",
    )
    assert _first_cited_page(question, candidates) == 4


def test_a_measure_written_shorter_by_the_paper_fits() -> None:
    """ "KL penalty coefficient used for the policy?": the paper writes "The KL coefficient is β = 0.04", dropping
    the modifier, and a sentence with a penalty's other number led (SCRIBE, fresh, opened). The name and the generic
    head together name the measure; the head alone ("a coefficient of 0.5") does not."""
    question = "KL penalty coefficient used for the policy?"
    shorter = "The KL coefficient is β = 0.04 and the clip range is ε = 0.2."
    penalty = "Rollouts above the threshold receive a soft penalty with weight λ = 0.5 in the reward."
    assert _first_cited_page(question, _front_and_body(penalty, shorter)) == 4
    other = "The entropy coefficient is 0.001 and the clip range is 0.2."
    assert _first_cited_page(question, _front_and_body(penalty, other)) == 1


def test_a_rows_caption_gives_no_value_of_its_cells() -> None:
    """ "How long did the server take to return the description?": a row of "Table 5 (Deployment over 14 days, per
    participant)" counts images; its caption's "14 days" is no time it gives (an alt-text paper, fresh42, opened in
    session 45: the rows led the answer)."""
    row = "Table 5 (Deployment over 14 days, per participant), D7 Both: Images 189; Entries 47; Errors 9."
    prose = "The server returned the short description with a median latency of 1.9 seconds."
    question = "During the deployment, how long did the server take to return the short description?"
    assert _first_cited_page(question, _front_and_body(row, prose, "5 Results")) == 4


@pytest.mark.parametrize(
    ("named", "first_page"),
    [
        ("Each phrase goes to a detector, Glint-OD-L (0.4B parameters), with the image.", 4),
        ("Each phrase goes to the detector, which returns boxes with scores.", 1),  # no name after the comma
        ("Unlike the detector, PPO needs no boxes.", 1),  # a name that opens a clause
    ],
)
def test_a_name_set_after_its_kind_answers_which_one(named: str, first_page: int) -> None:
    """ "Which open-vocabulary object detector do they use to ground the noun phrases?": the closer "a penalty for noun
    phrases that an open-vocabulary object detector fails to ground" names none; "an open-vocabulary detector,
    Glint-OD-L (0.4B parameters)" sets the name after its kind (an alt-text paper, fresh42, opened in session 45: the
    answer never quoted the name)."""
    candidates = _front_and_body(
        "We subtract a penalty for noun phrases that an open-vocabulary object detector fails to ground.", named
    )
    assert (
        _first_cited_page("Which open-vocabulary object detector do they use to ground the noun phrases?", candidates)
        == first_page
    )


def test_a_detail_the_lists_do_not_know_is_read_first_where_a_name_stands_before_its_kind() -> None:
    """ "Which standard-cell library ...?" asks for a library no list of frameworks holds: the closer "maps the design
    onto a standard-cell library" names none; "the NanGate 45 nm open cell library" does (RTLForge, fresh21, opened:
    its answer never quoted the name). Both the answer and the passage it reads first start there."""
    candidates = _front_and_body(
        "A synthesis tool maps the design onto a standard-cell library and reports its area and delay.",
        "Each passing candidate is synthesized with Yosys and mapped to the NanGate 45 nm open cell library with ABC.",
    )
    question = "which standard-cell library do they map designs onto when computing area and delay?"
    assert _closest_page(question, candidates) == 1  # the closer names no library
    assert _first_cited_page(question, candidates) == 4
    assert _lead_page(question, candidates) == 4


@pytest.mark.parametrize(
    ("question", "size"),
    [
        ("How big is the CalibMix training set in total?", True),
        ("how large was the prompt pool they sampled from", True),
        ("How big is the pool of persona cards the simulated users are drawn from?", True),
        ("How big is the gold reward model?", False),  # a model's size: parameters
        ("How big is the gain over GRPO on MATH?", False),
        ("How big is the gain on the held-out set?", False),  # review: the set is where a gain is measured
        ("How big is the model trained on this data?", False),
    ],
)
def test_a_question_about_a_data_sets_size_is_told_from_other_sizes(question: str, size: bool) -> None:
    """A size is only an order among sentences, never a reason to decline: the check of a unit asked (time, money)
    leaves it out, since a size is also written in tokens, gigabytes or words."""
    assert asks_collection_size(question) is size
    assert unit_asked(question) is None


@pytest.mark.parametrize(
    ("sentence", "counts"),
    [
        ("Our training pool has 46,812 prompts with closed-form answers.", True),
        ("We train on a collection of 40,000 held-out prompts.", True),
        ("The corpus was built in 2021 from public forums.", False),  # review: a year
        ("The base model generates 8 responses per prompt.", False),  # a rate
        ("The warm-up runs for 20 steps.", False),
        ("ECE falls to between 3.6% and 7.9%.", False),
    ],
)
def test_a_count_of_what_a_collection_holds_is_told_from_other_numbers(sentence: str, counts: bool) -> None:
    assert counts_items("How big is the prompt pool?")(sentence) is counts


@pytest.mark.parametrize(
    ("question", "sentence", "counts"),
    [
        ("How big is the CalibMix training set?", "We train on CalibMix, a collection of 40,000 prompts.", True),
        ("How big is the CalibMix training set?", "ECE on the 2,000 held-out CalibMix prompts every 50 training steps.", False),
        ("How big is the CalibMix training set?", "It has 40,000 training prompts and 2,000 validation prompts.", True),
        ("How big is the CalibMix test set?", "It has 40,000 training prompts.", False),
        ("How big is the CalibMix test set?", "It has 40,000 training prompts and 2,000 test prompts.", True),
        ("How big is the CalibMix set?", "ECE on the 2,000 held-out CalibMix prompts.", True),  # no split asked
    ],
)
def test_a_count_of_another_split_does_not_give_the_size_asked(question: str, sentence: str, counts: bool) -> None:
    """ "How big is the CalibMix training set?": a figure's caption counting "the 2,000 held-out CalibMix prompts" is
    close and counts prompts, but of the validation split; "a collection of 40,000 prompts" answers (CalibRL, fresh18,
    opened: the caption led)."""
    assert counts_items(question)(sentence) is counts


def test_a_measure_asked_as_one_phrase_is_given_where_the_sentence_writes_it_as_one() -> None:
    """ "What learning rate did they train with?": the introduction's "prompts near a 50% pass rate carry the most
    learning signal" holds "learning", "rate" and a number and is closer; the setup's "a constant learning rate of
    1e-6" gives the value (PACE, fresh4, opened: its answer quoted the introduction). Both the answer and the passage it
    reads first start from the setup. A measure fused into one word ("winrates") is still one phrase."""
    candidates = _front_and_body(
        "We derive why prompts near a 50% pass rate carry the most learning signal under group-normalised advantages.",
        "We use AdamW with a constant learning rate of 1e-6 and no KL penalty.",
    )
    question = "What learning rate did they train with?"
    assert _first_cited_page(question, candidates) == 4
    assert _closest_page(question, candidates) == 1  # the closer is the introduction's
    assert _lead_page(question, candidates) == 4
    assert names_together({"learn", "rate"}, question, "a constant learning rate of 1e-6")
    assert not names_together({"learn", "rate"}, question, "a 50% pass rate carries the most learning signal")
    assert names_together({"win", "rate"}, "What win rate did KTO reach?", "The winrates over the SFT targets are 72.9%.")
    assert names_together({"rollout", "speedup"}, "What speedup is measured for rollouts?", "rollouts run at a 2.7x speedup")


@pytest.mark.parametrize(
    "intro",
    [
        "KTO outperforms DPO on GSM8K when aligning Zephyr on UltraFeedback.",
        "Using Qwen2.5- 32B as the base model, KTO outperforms DPO on GSM8K.",  # a model's size is no figure
    ],
)
def test_inside_one_paper_a_comparison_is_answered_first_by_a_sentence_that_reports_a_figure(intro: str) -> None:
    """ "How does KTO compare to DPO on GSM8K?": the sentence that says by how much ("by 13.5 points") answers it,
    not a closer one that only says which is better (KTO, probe4, opened; four comparisons of the opened splits)."""
    candidates = _front_and_body(intro, "Swapping DPO for KTO improves GSM8K accuracy by 13.5 points.", "5 Results")
    assert _first_cited_page("How does KTO compare to DPO on GSM8K?", candidates) == 4


@pytest.mark.parametrize(
    ("question", "how_it_works"),
    [
        ("How does TALON turn the per-turn returns into advantages?", True),
        ("How is the length penalty designed so that it does not shorten every response?", True),
        ("How does DisCo change the GRPO advantages of the tokens in a failed response?", True),
        ("How does the length penalty grow with the response length?", True),  # no measure grows
        ("How is the tree search performed?", True),
        ("How does the agent know what to do when a tool call fails?", True),
        ("Why does TALON normalize per turn position?", False),
        ("How does distillation compare with RL on AIME?", False),
        ("How does PaSa perform on PubMed queries?", False),
        ("How does removing the KL term affect accuracy?", False),
        ("How effective is the verifier?", False),
        ("How does DisCo generalize to unseen tasks?", False),
        ("How does the speedup change when the block length is 8?", False),
        ("How does the RollStep PRM do when reranking samples on AIME?", False),
        ("How many GPUs were used?", False),
    ],
)
def test_a_question_of_how_a_method_works_is_told_from_outcomes_reasons_and_comparisons(
    question: str, how_it_works: bool
) -> None:
    assert asks_how_it_works(question) is how_it_works


def test_a_question_or_a_short_lead_into_a_list_is_never_quoted(embeddings) -> None:  # type: ignore[no-untyped-def]
    """ "In this paper we ask three research questions:" quoted alone says only that something follows; a
    sentence with content before its colon is kept, and so is a short one that says something."""
    text = (
        "In this paper we ask three research questions:\n\n"
        "RQ1. Does distillation beat reinforcement learning at a matched budget?\n\n"
        "Training diverges without clipping. All runs last 400 iterations.\n\n"
        "We fine-tune DeepSeek-V3-Base on thousands of cold-start samples, and list the advantages of this data:"
    )
    chunk = StoredChunk("c1", "p", "pdf", 1, text, page_start=1, section="1 Introduction")
    source = Source(1, Retrieved(chunk, 1.0, 1.0, np.zeros(384)), Paper("ReLoD: Distill Before You Reinforce"))
    candidates = candidates_of([source], embeddings)

    assert candidates is not None
    quoted = [sentence for _, _, sentence in candidates.rows]
    assert not any("research questions" in q or q.endswith("?") for q in quoted), quoted
    assert any("DeepSeek-V3-Base" in q for q in quoted) and "Training diverges without clipping." in quoted, quoted


def test_an_overview_makes_room_for_how_the_method_works_but_keeps_its_headline_result() -> None:
    """Five claims already picked and the sentence after the proposal added: one of the other claims
    gives way, never the result with its number."""
    texts = [
        "We propose CORAL, an online preference optimization method that treats harmlessness as a constraint.",
        "In each iteration the policy samples several responses that two models score and combine.",
        "Safety alignment is often framed as optimizing a single reward for helpfulness and harm.",
        "The trade-off between helpfulness and harmlessness is then fixed in advance by hand.",
        "A human red-teaming study with many prompts confirms that the gains hold across categories.",
        "On a 7B model, CORAL lowers the attack success rate from 41.3% to 9.6%.",
    ]
    paper = Paper("CORAL: Constrained Online Preference Optimization")
    sources = [  # an abstract read in three chunks, two sentences each
        Source(
            n + 1,
            Retrieved(
                StoredChunk(f"c{n}", "p", "abstract", n, " ".join(texts[2 * n : 2 * n + 2]), page_start=1), 1.0, 1.0, np.zeros(4)
            ),
            paper,
        )
        for n in range(3)
    ]
    ranked = [0, 2, 3, 4, 5, 1]  # the mechanism scores last
    items = [Picked(sources[n // 2], texts[n], 1.0 - 0.01 * rank, n % 2) for rank, n in enumerate(ranked)]
    vectors = np.eye(6, dtype=np.float32)
    body, used = _overview(Scored(items, vectors))

    shown = [item.sentence for item in used]
    assert len(shown) == MAX_SENTENCES and shown[0] == texts[0] and shown[1] == texts[1], body
    assert texts[5] in shown, body


def test_across_papers_the_paper_search_ranked_first_leads_a_sentence_that_only_shares_words(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Search ranks whole passages by closeness and words together; a single sentence of another paper
    that repeats the question's words ("reward models", "translation") let that paper lead the answer.
    Held-out corpus questions: the first cited paper was relevant in 73.1% of answers, 89.6% with this."""

    def row(n: int, title: str, sentence: str) -> tuple[Source, int, str]:
        chunk = StoredChunk(f"c{n}", f"p{n}", "abstract", 0, sentence)
        return Source(n, Retrieved(chunk, 1.0 / n, 0.5, np.zeros(4)), Paper(title)), 0, sentence

    rows = [  # the order rows come in does not matter: search's rank is the source's number
        row(2, "A Survey of Reward Models", "Reward models for machine translation are trained and surveyed here."),
        row(
            1,
            "GRRM: Group Relative Reward Modeling for Machine Translation",
            "GRRM trains group relative reward models for translation.",
        ),
    ]
    candidates = Candidates(rows, np.zeros((2, 4), dtype=np.float32), [frozenset(tokenize(r[2])) for r in rows], np.zeros(2))
    question = "Which work trains reward models for machine translation?"

    def leader() -> str:
        scored = score_sentences(question, np.zeros(4), candidates)
        assert scored is not None
        return scored.items[0].source.paper.title

    assert leader().startswith("GRRM")
    monkeypatch.setattr(extractive, "TOP_PAPER_BONUS", 0.0)
    assert leader() == "A Survey of Reward Models"  # the sentence sharing the words, without the search's rank


def test_which_papers_lists_only_papers_near_the_best_while_a_comparison_keeps_both_sides() -> None:
    """A paper whose best sentence scores 0.6 of the best is no answer to "which papers ...?", but a
    comparison that names it still shows it."""

    def row(n: int, title: str, sentence: str) -> tuple[Source, int, str]:
        chunk = StoredChunk(f"c{n}", f"p{n}", "abstract", 0, sentence)
        return Source(n, Retrieved(chunk, 1.0, 0.5, np.zeros(4)), Paper(title)), 0, sentence

    rows = [
        row(1, "Curriculum Rewards", "We propose a curriculum of rewards that raises AIME accuracy to 34%."),
        row(2, "Process Rewards", "We introduce step-level process rewards that close 12% more goals."),
        row(3, "Zebra Tokenizers", "We introduce zebra tokenizers that shorten sequences by 18%."),
    ]
    vectors = np.array([[0.9, 0.436, 0, 0], [0.8, 0, 0.6, 0], [0.56, 0, 0, 0.83]], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset() for _ in rows], np.zeros(3))
    sources = [r[0] for r in rows]

    def cited(question: str, kind: Kind) -> set[str]:
        composed = extractive_answer(question, np.eye(4)[0], sources, candidates, kind)
        assert composed is not None
        return {c.source.paper.title for c in composed[1]}

    assert cited("Which papers?", Kind.WHICH) == {"Curriculum Rewards", "Process Rewards"}
    assert "Zebra Tokenizers" in cited("Compare them", Kind.COMPARE)


def test_a_value_after_a_colon_is_a_number_and_a_footnote_mark_glued_to_one_is_not() -> None:
    """ "a weighting function:2 Definition 3.1." holds no value of its own; "batch size:512" does (review)."""
    assert not extractive._gives_number("In prospect theory, utility depends on a weighting function:2 Definition 3.1.")
    assert extractive._gives_number("Hyperparameters: batch size:512, learning rate:1e-6.")
    assert extractive._gives_number("The learning rate:1e-6 is kept.") and not extractive._gives_number("We use GPT-4 here.")
    # a citation's year or number is no value either, nor a pointer with a panel (one list of pointers, roles)
    assert not extractive._gives_number("It varies across individuals (Tversky & Kahneman, 1992), see AReaL [6].")
    assert not extractive._gives_number("The curve is in Fig. 2(b) and Appendix C.2, the proof in § 4.")


def test_how_a_method_works_is_read_in_the_method_sections() -> None:
    """ "How does PACE decide which prompts end up in a batch?" is answered under the method's headings (numbered
    after the introduction and related work, before the experiments): a closer sentence of the training dynamics
    ("each batch contains more informative groups") says what came of it, not how it works."""
    paper = Paper("PACE: Online Pass-Rate Estimation")
    texts = [
        ("1 Introduction", 1, "Curricula order prompts by difficulty."),
        ("2 Related Work", 2, "Prioritised replay revisits levels by score."),
        (
            "3.3 Sampling rule",
            3,
            "To build a batch, PACE draws a pass rate from each posterior and scores the prompt with a Gaussian bump.",
        ),
        ("4 Experiments", 4, "We train Qwen2.5-Math-7B for 400 steps."),
        ("5.2 Training dynamics", 6, "Because each batch contains more informative groups, PACE learns faster per step."),
    ]
    rows = []
    for n, (section, page, text) in enumerate(texts, 1):
        chunk = StoredChunk(f"c{n}", "p", "pdf", n, text, page_start=page, section=section)
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    vectors = np.array(
        [[0.1, 1, 0, 0], [0.1, 0, 1, 0], [0.70, 0.714, 0, 0], [0.1, 0, 0, 1], [0.75, 0.661, 0, 0]], dtype=np.float32
    )
    candidates = Candidates(rows, vectors, [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(5))
    question = "How does PACE decide which prompts end up in a batch?"
    assert asks_how_it_works(question)
    assert _first_cited_page(question, candidates) == 3
    outcome = "How fast does PACE learn per step compared with uniform sampling, and why?"  # not how it works
    assert not asks_how_it_works(outcome)


def test_how_a_method_works_is_answered_by_the_method_over_a_closer_sentence_of_the_setup() -> None:
    """ "How is the reference table obtained for charts without data?" is answered by the method's sentence, though a
    sentence of the experimental setup about the same charts is closer to the question by 0.2: the setup says what
    was run, the method how it works (METHOD_BONUS; eleven how-questions of the opened splits led by the setup, the
    introduction or the results)."""
    paper = Paper("TALLY: Table Rewards for Chart Reasoning")
    texts = [
        ("3.2 Consensus reference", 3, "Without published data, the reference is the consensus of the other rollouts."),
        ("4 Experimental setup", 5, "We train on 12,000 charts without published data and 3,000 rendered ones."),
    ]
    rows = []
    for n, (section, page, text) in enumerate(texts, 1):
        chunk = StoredChunk(f"c{n}", "p", "pdf", n, text, page_start=page, section=section)
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    vectors = np.array([[0.6, 0.8, 0, 0], [0.8, 0, 0.6, 0]], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(2))
    question = "How is the reference table obtained for charts without published data?"
    assert asks_how_it_works(question)
    assert _first_cited_page(question, candidates) == 3


def test_across_papers_the_method_bonus_does_not_drop_the_closest_papers_answer() -> None:
    """ "How do methods estimate the advantage without a critic?" across three papers: the closest sentence stands in
    one paper's introduction; the one-paper METHOD_BONUS (0.3) would drop that paper for two papers' method sections
    (a review's case), ACROSS_METHOD_BONUS keeps it."""
    texts = [
        ("3 Method", "Paper A", "We estimate each response's advantage from the rewards of the other responses to it.", 0.7),
        ("1 Introduction", "Paper B", "Without a critic, the advantage is the reward minus the group's mean reward.", 0.8),
        ("2 Approach", "Paper C", "A learned value head is replaced by a Monte-Carlo estimate from continuations.", 0.78),
    ]
    rows, vectors = [], []
    for n, (section, title, text, cosine) in enumerate(texts, 1):
        paper = Paper(title)
        chunk = StoredChunk(f"c{n}", paper.paper_id, "pdf", n, text, page_start=n, section=section)
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
        vectors.append([cosine] + [0.0] * (n - 1) + [(1 - cosine**2) ** 0.5] + [0.0] * (3 - n))
    candidates = Candidates(rows, np.array(vectors, dtype=np.float32), [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(3))
    question = "How do methods estimate the advantage without a critic?"
    composed = extractive_answer(question, np.eye(4)[0], [row[0] for row in rows], candidates)
    assert composed is not None
    assert "Paper B" in {citation.source.paper.title for citation in composed[1]}


def test_how_reliably_raters_agree_asks_for_an_outcome_not_how_a_method_works() -> None:
    """ "How reliably did the raters agree?" is answered by the evaluation's agreement figure, not by the method
    section (fresh14 mo14-23 led by the oracle's description when the method counted for more)."""
    for question in ("How reliably did the raters agree with one another?", "How consistent is the judge across seeds?"):
        assert asks_for_outcome(question) and not asks_how_it_works(question), question
    # review: in a clause inside a question of how the method works, it asks how that is decided
    for question in (
        "How does the method decide how reliable each pseudo-label is?",
        "How is it determined how reliably a rollout can be verified?",
    ):
        assert asks_how_it_works(question), question


@pytest.mark.parametrize(
    ("question", "label"),
    [
        ("In the validation training curve (Fig 1), where does ACCORD's agreement rate end up?", "1"),
        ("fig 2: after the first 400 RL steps, what level do the shares stay above?", "2"),
        ("According to the Figure A.2 caption, what share is in the band?", "A2"),  # as "Figure A2" reads
        ("What does Fig. 3b show?", "3"),
        ("Which figures show the training curves?", None),
        ("what does figure s1 show?", "S1"),  # a caption's label as the caption writes it
        ("In Figure A2, which run is best?", "A2"),
        ("Is the headline 45% figure 2 points above GRPO?", None),  # review: a number after the word
        ("What does Supplementary Figure 2 show?", None),
    ],
)
def test_the_figure_a_question_names_is_read(question: str, label: str | None) -> None:
    assert figure_asked(question) == label


def test_a_question_that_names_a_figure_is_answered_by_its_caption_first() -> None:
    """The body's sentence that points to the figure ("Figure 1 follows the agreement rate ...") is closer to the
    question; the caption holds the value read off it (fresh28 ng28-23, fresh29 fm29-07)."""
    paper = Paper("ACCORD: Negotiators that Close Deals")
    texts = [
        ("pdf", 9, "Figure 1 follows the agreement rate on the validation split during training."),
        ("caption", 10, "Figure 1: Agreement rate on validation scenarios; after 400 iterations ACCORD is at 82.3%."),
        ("caption", 11, "Figure 2: Share of dialogues with a false claim during training, every 50 iterations."),
    ]
    rows = []
    for n, (kind, page, text) in enumerate(texts, 1):
        chunk = StoredChunk(f"c{n}", "p", kind, n, text, page_start=page, section="5 Results")
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    vectors = np.array([[0.85, 0.527, 0, 0], [0.8, 0, 0.6, 0], [0.8, 0, 0, 0.6]], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(3))
    assert _first_cited_page("In the training curve (Fig 1), where does the rate end up?", candidates) == 10


def test_a_subsection_after_the_results_heading_reports_even_when_the_passages_found_miss_that_heading() -> None:
    """The passages search found hold "3.3 Sampling rule" and "5.2 Training dynamics" but not "5.1 Main results": read
    alone, both look like method sections. The whole paper's outline (``Candidates.whole_paper``) places 5.2 among
    the results, so the sampling rule answers "how does PACE decide ...?" first (fresh4 cu03 cited page 6)."""
    paper = Paper("PACE: Online Pass-Rate Estimation")
    texts = [
        ("3.3 Sampling rule", 3, "To build a batch, PACE draws a pass rate from each posterior and samples near one half."),
        ("5.2 Training dynamics", 6, "Because each batch contains more informative groups, PACE learns faster per step."),
    ]
    sources = []
    for n, (section, page, text) in enumerate(texts, 1):
        chunk = StoredChunk(f"c{n}", "p", "pdf", n, text, page_start=page, section=section)
        sources.append(Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper))
    rows = [(source, 0, text) for source, (_, _, text) in zip(sources, texts)]
    vectors = np.array([[0.70, 0, 0.714, 0], [0.75, 0.661, 0, 0]], dtype=np.float32)
    words = [frozenset(tokenize(t)) for _, _, t in rows]
    question = "How does PACE decide which prompts end up in a batch?"
    assert _first_cited_page(question, Candidates(rows, vectors, words, np.zeros(2))) == 6  # the passages' outline alone
    headings = ["1 Introduction", "3.3 Sampling rule", "4 Experimental setup", "5.1 Main results", "5.2 Training dynamics"]
    whole_rows = []
    for n, heading in enumerate(headings, 1):
        chunk = StoredChunk(f"w{n}", "p", "pdf", n, "Some text.", page_start=n, section=heading)
        whole_rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, "Some text."))
    whole = Candidates(whole_rows, np.zeros((5, 4), dtype=np.float32), [frozenset()] * 5, np.zeros(5))
    assert _first_cited_page(question, Candidates(rows, vectors, words, np.zeros(2), whole)) == 3


def test_a_question_about_others_work_is_answered_by_the_sentence_that_cites_it() -> None:
    """Inside one paper a sentence led by a citation describes others' work, so it never answers about the paper's own
    method; "which earlier papers proposed ...?" asks about exactly that work."""
    ours, theirs = (
        "We train an ensemble of reward models on bootstrap resamples.",
        ("Coste et al. (2023) showed that ensembles of reward models mitigate overoptimization."),
    )
    candidates = one_paper([ours, theirs])

    def first(question: str) -> str:
        scored = score_sentences(question, np.zeros(4), candidates)
        assert scored is not None
        return scored.items[0].sentence

    assert first("Which earlier papers proposed reward model ensembles?") == theirs
    assert first("How are the reward model ensembles trained?") == ours
    assert not asks_about_others("Which works better, KTO or DPO?")


def test_no_floor_means_none_though_every_score_is_negative() -> None:
    """A conclusion's sentences under an overview's role weight score below zero; "what is the main takeaway?" got no
    sentence at all from them (floor 0 times a negative best cut every one) and was declined (FORTE, session 27)."""
    chunk = StoredChunk("c", "p", "pdf", 0, "We studied collapse. We hope this helps.", page_start=9, section="9 Conclusion")
    source = Source(1, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), Paper("FORTE"))
    items = [Picked(source, "We studied collapse.", -0.15, 0, 0.2), Picked(source, "We hope this helps.", -0.2, 1, 0.1)]
    scored = Scored(items, np.eye(4)[:2].astype(np.float32))
    assert [p.sentence for p in scored.pick(floor=0.0)] == ["We studied collapse.", "We hope this helps."]
    assert [p.sentence for p in scored.pick()] == ["We studied collapse.", "We hope this helps."]  # 0.7 x a negative best


def test_the_sentence_shown_before_a_leaning_one_loses_the_heading_it_was_read_with() -> None:
    """ "We therefore distill ..." is shown after the sentence it leans on; that one was read together with the heading
    line above it, which the answer printed too ("- 3.2 Keeping the draft close to the policy The acceptance ...")."""
    text = "3.2 Keeping the draft close to the policy\nThe acceptance rate decides the speedup. We therefore distill the draft."
    chunk = StoredChunk("c", "p", "pdf", 0, text, page_start=3, section="3.1 Speculative rollouts")
    source = Source(1, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), Paper("Lookahead Rollouts"))
    leaning = next(s for s in quotable_sentences(source) if s.startswith("We therefore"))
    lines = extractive._bullets([Picked(source, leaning, 1.0, 1)])
    assert lines == ["- The acceptance rate decides the speedup. We therefore distill the draft. [1]"]


def test_a_statement_s_label_read_as_a_sentence_is_never_quoted() -> None:
    """ "Formally, Definition 3.4 (HALOs)." led the answer to "What is a HALO?": it names what follows, says nothing."""
    assert extractive._never_quoted("Formally, Definition 3.4 (HALOs).") and extractive._never_quoted("Theorem 2.")
    assert not extractive._never_quoted("By Theorem 2 the loss is bounded.")
    assert not extractive._never_quoted("Definition 3.4 (HALOs). A loss is a HALO if it is human-aware.")


def test_a_how_question_with_an_indirect_which_asks_for_no_name() -> None:
    """ "How does the reward decide which predicted column corresponds to which gold column?" asks how, not for a
    name: "Header names are ignored, because agents often rename columns." fits it as any sentence does (DataWright,
    fresh17, opened: the which-name fit had put it last)."""
    candidates = one_paper(["Header names are ignored, because agents often rename columns.", "We train DataWright."])
    question = "How does the reward decide which predicted column corresponds to which gold column?"
    assert extractive._fits(question, candidates)("Header names are ignored, because agents often rename columns.")
    assert not extractive._fits("Which base model do they use?", candidates)("Header names are ignored.")
    direct = "Which base model do they use, and how is it trained?"  # the "which" comes first: a name is asked
    assert not extractive._fits(direct, candidates)("Header names are ignored.")


def test_a_sentence_that_sets_a_question_up_compares_nothing() -> None:
    """ "Annotators checked the notes against the source context. What fraction contained unsupported content?" is
    no comparison: read as one, it put first a sentence naming the paper's system, not the one that gives the fraction
    (Pith, fresh35 pc35-05, opened). What the question itself asks still compares ("vs." ends no sentence)."""
    set_up = "Annotators checked a sample of TALON's notes against the source context. What fraction was unsupported?"
    assert not compares(set_up)
    fits = extractive._fits(set_up, None)
    given = "Two annotators checked 400 notes against the full context and found 3.5% with content not supported by it."
    other = "Among 212 failures of TALON-α0.3, annotators found skipped steps in 43% of cases."
    assert fits(given) == fits(other) == 1.0
    for asked in ["I read the ablations. How does TALON stack up against PPO?", "Is PPO vs. GRPO better on AIME?"]:
        assert compares(asked), asked


def test_a_difference_asked_in_points_is_first_given_in_points() -> None:
    """ "By how many F1 points does TALON-α0.3 beat query-similarity selection?" is answered by "(8.3 points below
    TALON)" before "TALON with α = 2.0 ... scores 57.5": the α of a variant's name asks for no α, and a sentence that
    gives no difference in points, nor the metric asked in a comparison ("7.2 EM on Bamboogle" over GRPO), fits less
    (Pith, fresh35 pc35-24, opened; fresh21 vl21-09 was answered the same way)."""
    from assistant.question_kinds import symbols_asked

    question = "On the multi-hop benchmark, by how many F1 points does TALON-α0.3 beat query-similarity selection?"
    assert symbols_asked(question) == set() and symbols_asked("Adam β1?") == {"beta"}
    fits = extractive._fits(question, None)
    behind = "HopBench is where extractive selection falls furthest behind (8.3 points below TALON)."
    other = "TALON with α = 2.0 keeps only 6.1% of the context and scores 57.5 on average, above query-similarity selection."
    scores = "For HopBench alone, TALON-α0.3 scores 66.0, 60.4 and 52.7 F1 on questions needing two to four passages."
    assert fits(behind) == 1.0 and fits(other) < 1.0 and fits(scores) < 1.0
    em = extractive._fits("By how many EM points does TALON beat GRPO on Bamboogle?", None)
    assert em("The gains over GRPO are largest on 2Wiki (5.8 EM) and Bamboogle (7.2 EM).") == 1.0


def test_a_measure_glued_to_the_next_word_asks_no_value_and_correct_is_accuracy() -> None:
    """ "What does the memory-poisoning guard do ...?" asks how it works, not for a memory figure: a sentence with no
    number was put last (Kestrel, fresh24 kr24-11, opened). "GlotLID accuracy on Yoruba?" is given by "it was correct
    for 92.4% of sentences" (fresh11 aq11-06, opened)."""
    assert not asks_for_value("What does the memory-poisoning guard actually do to catch kernels that leave output unwritten?")
    assert asks_for_value("what length-controlled win rate does it reach?") and asks_for_value("What is the peak memory?")
    fits = extractive._fits("GlotLID accuracy on Yoruba in their hand-labelled masked sentence set?", None)
    assert fits("On 2,400 hand-labelled sentences, it was correct for 98.1% of sentences in high-resource languages.") == 1.0


def test_review_session_42_set_ups_points_and_glued_words_read_narrowly() -> None:
    """Review probes: "Dr. GRPO" ends no set-up sentence; a difference given "from 36.7% to 43.3%" is given; "how
    many data points" asks a count, no difference; "time-per-step" still asks a value; "Adam-β2" still asks for β."""
    from assistant.question_kinds import symbols_asked

    assert compares("How does TALON compare to Dr. GRPO on MATH-500?") and compares("Is TALON better than Dr. GRPO?")
    fits = extractive._fits("By how many points does TALON beat GRPO on AIME 2024?", None)
    assert fits("On AIME 2024, TALON improves accuracy from 36.7% to 43.3% over GRPO.") == 1.0
    counts = extractive._fits("How many data points does the preference set contain?", None)
    assert counts("Over 3 epochs we train on 64,000 data points.") == counts("The set contains 64,000 data points.")
    assert asks_for_value("What is the time-per-step of TALON?")
    assert symbols_asked("Which Adam-β2 is used for the RL runs?") == {"beta"}


def test_review_session_42_second_probe_of_set_ups_and_glued_words() -> None:
    """Second review: a set-up sentence may end after a capital or a bracket and the question open in lower case;
    "the rate-limiter" and "the length-penalty estimator" are no measures asked."""
    assert not compares("We compare TALON against GRPO on MATH-500. What learning rate was used?")
    assert not compares("The main results are against GPT-4o. what batch size do they use?")
    assert compares("How does TALON compare to Dr. GRPO on MATH-500?")
    assert not asks_for_value("What does the rate-limiter do?")
    assert not asks_for_value("What does the length-penalty estimator compute?")


def test_a_rank_asked_is_a_value_the_sentence_with_it_answers() -> None:
    """ "lora rank for the biggest model?" asks a value (OptForm-RL, fresh37 of37-12, opened: a limitations sentence
    that only says the largest policy uses LoRA led, the "rank 64" sentence second); "ranked" or "ranking" asks none."""
    fits = extractive._fits("lora rank for the biggest model?", None)
    given = "The 7B and 14B policies are trained with full-parameter updates, and the 32B policy with LoRA adapters of rank 64."
    said = "We trained the 14B and 32B policies with a single seed, and our largest policy uses LoRA."
    assert fits(given) > fits(said)
    assert not asks_for_value("How are the candidates ranked?") and not asks_for_value("Which ranking function is used?")


def test_which_thing_is_answered_by_the_sentence_naming_one_beside_the_word() -> None:
    """ "which MILP solver do they use for rewards?" is answered by "The solver is BRANCHWOOD 2.4", though it shares
    fewer words with the question than the contribution that mentions a solver (OptForm-RL, fresh37 of37-10, opened:
    it was under the floor and left out); a name before the word or set beside it answers as well."""
    question = "which MILP solver do they use for rewards?"
    closer = "A solver-in-the-loop RL recipe for MILP formulation, with an objective-match reward."
    naming = "The solver is BRANCHWOOD 2.4, an open-source branch-and-cut code."
    candidates = one_paper([closer, naming])
    candidates.vectors[:] = [[0.9, 0.436, 0.0, 0.0], [0.45, 0.0, 0.893, 0.0]]
    composed = extractive_answer(question, np.eye(4)[0], [candidates.rows[0][0]], candidates)
    assert composed is not None
    assert "BRANCHWOOD" in composed[0].splitlines()[2]  # the first bullet, after the label line and a blank
    assert names_beside({"simulator"}, "All simulated experiments use Tessera [6], a GPU-parallel physics simulator.")
    assert names_beside({"simulator"}, "We train in the Tessera simulator.")
    assert not names_beside({"solver"}, "The solver is the bottleneck, and a solver is cheap.")
    assert not names_beside({"simulator"}, "In Section 5, a simulator is used.")
    assert names_beside({"reader"}, "The screen readers were JAWS and NVDA.")
    assert not names_beside({"reader"}, "The screen readers were asked to rate each description.")
    assert not names_beside({"reader"}, "All screen readers were GPT-4o-judged.")  # review: how it was done, no name
    assert _asks_which_thing("Among the raters, which screen reader was most common?")
    assert not _asks_which_thing("Is the reward model, which uses GPT-4 labels, trained separately?")  # a relative
    assert not _asks_which_thing("Why is GRPO used here, which is critic-free?")


def test_the_sentence_after_a_question_the_paper_asks_itself_answers_it(embeddings) -> None:  # type: ignore[no-untyped-def]
    """ "Why is a penalty needed at all, if invented titles can never be clicked? Because the simulator does not know
    that." answers "why do they need a penalty at all?" (a recommender paper, fresh38 rs38-07, opened in session 44:
    the answer quoted sentences that only shared its words); a question asked another way ("Which ...?") is not
    answered by it, nor is a sentence after a question under another heading."""
    text = (
        "The reward subtracts a penalty for every invented title, so invented titles cannot collect reward.\n\n"
        "Why is a penalty needed at all, if invented titles can never be clicked? "
        "Because the simulator does not know that. It extrapolates generously to titles it has never seen."
    )
    chunk = StoredChunk("c1", "p", "pdf", 1, text, page_start=5, section="3 Reward")
    source = Source(1, Retrieved(chunk, 1.0, 1.0, np.zeros(384)), Paper("CLARO: Recommending from Logged Clicks"))
    candidates = candidates_of([source], embeddings)
    assert candidates is not None

    def best(question: str) -> str:
        scored = score_sentences(question, np.asarray(embeddings.embed_query(question)), candidates)
        assert scored is not None
        return scored.items[0].sentence

    assert best("why do they need a penalty for invented titles at all, if those can't be clicked?").startswith("Because")
    assert not best("which penalty is used for invented titles that can't be clicked?").startswith("Because")
    assert extractive._asked_way("Can you give the penalty's weight?") is None  # review: a request, no yes-no question
    headed = StoredChunk("c2", "p", "pdf", 1, text.replace("? Because", "?\n\n4 Results\n\nBecause"), page_start=5)
    apart = candidates_of([Source(1, Retrieved(headed, 1.0, 1.0, np.zeros(384)), source.paper)], embeddings)
    assert apart is not None and apart.asked is None


@pytest.mark.parametrize(
    ("question", "first_page"),
    [
        ("Comparing policy sizes: what offline SNIPS-CTR does CLARO reach with the smallest model?", 17),
        ("What offline SNIPS-CTR does CLARO reach with the smallest model?", 8),  # no table named: the closer prose
        ("Comparing sizes: what offline SNIPS-CTR does CLARO reach with the smallest model?", 8),  # not the whole title
    ],
)
def test_the_rows_of_a_table_whose_caption_the_question_names_come_first(question: str, first_page: int) -> None:
    """ "Comparing policy sizes: what SNIPS-CTR ...?" names "Table A3: Policy size.", whose rows hold the answer, while
    a results sentence closer to the question gives the main model's (a recommender paper, fresh38 rs38-21, opened in
    session 44: the appendix table's rows came after it)."""
    paper = Paper("CLARO: Recommending from Logged Clicks")
    texts = [
        ("pdf", 8, "CLARO reaches a SNIPS-CTR of 13.1%, 2.9 points above SFT."),
        ("table", 17, "Table A3 (Policy size), 1.5B CLARO: Sim-Accept 14.1; SNIPS-CTR 11.2."),
        ("caption", 17, "Table A3: Policy size. Offline results of each policy."),
    ]
    rows = []
    for n, (kind, page, text) in enumerate(texts, 1):
        chunk = StoredChunk(f"c{n}", "p", kind, n, text, page_start=page, section="Appendix")
        rows.append((Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), 0, text))
    vectors = np.array([[0.9, 0.436, 0, 0], [0.8, 0, 0.6, 0], [0.5, 0, 0, 0.866]], dtype=np.float32)
    candidates = Candidates(rows, vectors, [frozenset(tokenize(t)) for _, _, t in rows], np.zeros(len(rows)))
    assert _first_cited_page(question, candidates) == first_page
