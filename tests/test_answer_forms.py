"""Answer forms: facts best first, one line per paper, comparison tables, grouped approaches, the catalog."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from pdf_factory import make_pdf

from assistant.answer_types import shorter_form
from assistant.answering import Answer, Assistant
from assistant.question_kinds import (
    Kind,
    asks_for_the_gist,
    asks_for_the_pitch,
    asks_for_value,
    defines,
    expansion_asked,
    kind_of,
)
from assistant.quotable import MARKER, heading_line, sentence_before
from assistant.retrieval import Scope
from assistant.roles import clean_sentence, leans_back
from ingest.pipeline import Ingestor

ROWS = [
    {
        "title": "Curriculum Rewards for Math Reasoning",
        "date": "2026-01-10",
        "arxiv_id": "2601.01234",
        "authors": "Ana Alves, Bo Berg",
        "affiliations": "Lab One",
        "tags": "Math; Rewards",
        "abstract": "Large language models have become strong reasoners. We propose a curriculum of rewards for math reasoning. "
        "The curriculum raises AIME accuracy from 21% to 34%.",
    },
    {
        "title": "Process Rewards for Theorem Proving",
        "date": "2026-05-20",
        "authors": "Cy Chen",
        "affiliations": "Lab Two",
        "tags": "Math; Rewards",
        "abstract": "Theorem proving remains a challenge for language models. We introduce step-level process rewards for a Lean prover. "
        "The prover closes 12% more goals on miniF2F.",
    },
    {
        "title": "Zebrafish Tokenizers for Code Models",
        "date": "2026-03-05",
        "authors": "Dee Diaz",
        "affiliations": "Lab One",
        "tags": "Code",
        "abstract": "We introduce zebrafish tokenizers for code language models. They shorten Python sequences by 18% without loss.",
    },
    {"title": "A Survey Listed Without Abstract", "date": "2026-04-01", "tags": "Math; Rewards"},
]


@pytest.fixture
def assistant(ingestor: Ingestor, tmp_path: Path) -> Assistant:
    path = tmp_path / "papers.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    assert not ingestor.ingest([path]).failed
    return Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How much does the curriculum raise AIME accuracy?", Kind.FACT),
        ("Which papers use process rewards?", Kind.WHICH),
        ("Compare the reward methods for math", Kind.COMPARE),
        ("How do methods improve math reasoning?", Kind.HOW),
        ("What are the main approaches to reduce the cost of rollouts?", Kind.HOW),
        ("Which of them is the newest?", Kind.CATALOG),
        ("Who wrote Zebrafish Tokenizers?", Kind.CATALOG),
        ("How many papers on rewards are there?", Kind.CATALOG),
        ("Which labs work on math reasoning?", Kind.CATALOG),
        ("Who is the first author?", Kind.CATALOG),
        ("What are the authors' affiliations?", Kind.CATALOG),
        ("What year was this paper published?", Kind.CATALOG),
        ("What does the paper show?", Kind.OVERVIEW),
        ("How does it achieve this?", Kind.FACT),  # a follow-up, not about the paper as a whole
        ("What does it show?", Kind.FACT),
        ("What is the objective?", Kind.FACT),
    ],
)
def test_the_question_chooses_the_form(question: str, kind: Kind) -> None:
    assert kind_of(question) is kind


def _bullets(answer: Answer) -> list[str]:
    return [line for line in answer.body.splitlines() if line.startswith(("- ", "| "))]


def _well_cited(answer: Answer) -> None:
    assert not answer.abstained
    shown = [int(n) for m in MARKER.finditer(answer.body) for n in re.findall(r"\d+", m.group(1))]
    assert shown and set(shown) == {c.n for c in answer.citations}
    titles = {r["title"] for r in ROWS}
    assert not any(line[2:].split(" [")[0] in titles for line in _bullets(answer)), "a bare title as a bullet"


def test_a_fact_puts_the_sentence_that_holds_it_first(assistant: Assistant) -> None:
    answer = assistant.ask("How much does the curriculum raise AIME accuracy?")
    _well_cited(answer)
    assert "21% to 34%" in _bullets(answer)[0]


def test_a_fact_quotes_another_paper_only_when_it_answers_nearly_as_well(seeded_assistant: Assistant) -> None:
    """ReCal's "hierarchical reward decomposition with component-wise advantage estimation" shares the words,
    not the answer; it used to follow GraphAE's sentences as a third bullet."""
    answer = seeded_assistant.ask(
        "Is there a method that goes beyond the single score of the preference model and uses the similarity "
        "of its hidden embeddings between sampled responses to compute advantages?"
    )
    assert not answer.abstained
    assert {c.source.paper.title.split(":")[0] for c in answer.citations} == {"Representation-Aware Advantage Estimation"}


def test_a_paper_known_by_its_title_alone_that_matches_best_is_not_padded_with_weaker_quotes(
    assistant: Assistant,
) -> None:
    answer = assistant.ask("Is there a survey listed without abstract?")
    assert not answer.abstained
    assert [c.source.paper.title for c in answer.citations] == ["A Survey Listed Without Abstract"]
    assert not _bullets(answer)
    assert not answer.body.endswith("\n"), "a blank line where no quote follows"


def test_which_papers_gives_one_line_per_paper_with_a_claim(assistant: Assistant) -> None:
    answer = assistant.ask("Which papers propose rewards for math reasoning or theorem proving?")
    _well_cited(answer)
    lines = _bullets(answer)
    papers = [line[2:].split(":", 1)[0] for line in lines]
    assert len(papers) == len(set(papers)) >= 2
    assert "Curriculum Rewards for Math Reasoning" in papers and "Process Rewards for Theorem Proving" in papers
    assert not any("have become strong reasoners" in line for line in lines)  # background, not a claim


def test_a_comparison_is_a_table_of_approach_and_result(assistant: Assistant) -> None:
    answer = assistant.ask("Compare the curriculum rewards and the process rewards for math")
    _well_cited(answer)
    assert "| Paper | Approach | Reported result |" in answer.body
    rows = [line for line in _bullets(answer) if line.startswith("| ") and "---" not in line and "Paper |" not in line]
    assert len(rows) >= 2 and any("34%" in row for row in rows) and any("12%" in row for row in rows)


def test_how_do_methods_groups_sentences_under_a_label(assistant: Assistant) -> None:
    answer = assistant.ask("How do methods use rewards to improve math reasoning and theorem proving?")
    _well_cited(answer)
    labels = [line for line in answer.body.splitlines() if line.endswith(":") and not line.startswith("Extractive")]
    assert len(labels) >= 2


def test_a_sentence_shown_before_one_that_leans_on_it_takes_no_slot_of_its_own(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "However, ... Therefore, ..." is printed as one line: the "However" sentence picked again would print
    nothing new and cost the paper its claim (the issue's "How do methods reduce the cost of RL rollouts?")."""
    rows = [
        {
            "title": "FastRoll: Self-Speculative Decoding for RL Rollouts",
            "date": "2026-06-17",
            "abstract": "However, methods that reduce the cost of serving do not carry over to reducing the cost of RL rollouts. "
            "Therefore, reducing the cost of RL rollouts requires methods built for RL rollouts. "
            "We present FastRoll, a self-speculative decoder that makes RL rollouts faster.",
        },
        {
            "title": "Zebrafish Tokenizers for Code Models",
            "date": "2026-03-05",
            "abstract": "We introduce zebrafish tokenizers for code language models. They shorten Python sequences by 18%.",
        },
    ]
    path = tmp_path / "papers.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert not ingestor.ingest([path]).failed
    answer = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings).ask(
        "How do methods reduce the cost of RL rollouts?"
    )
    lines = _bullets(answer)
    assert sum(line.count("do not carry over") for line in lines) == 1
    assert any("We present FastRoll" in line for line in lines)


def test_catalog_questions_are_answered_from_dates_authors_and_labs(assistant: Assistant) -> None:
    newest = assistant.ask("What is the newest paper?")
    _well_cited(newest)
    assert _bullets(newest)[0].startswith("- Process Rewards for Theorem Proving (2026-05-20)")
    authors = assistant.ask("Who wrote the zebrafish tokenizers paper?")
    assert "Dee Diaz" in _bullets(authors)[0] and len(_bullets(authors)) == 1
    count = assistant.ask("How many papers on rewards are there?")
    assert "3 indexed papers match 'reward'" in count.body
    labs = assistant.ask("Which labs work on zebrafish tokenizers?")
    assert "Lab One" in labs.body


def _paper_id(assistant: Assistant, title: str) -> str:
    return next(p.paper_id for p in assistant.store.all_entries() if p.paper.title == title)


def test_catalog_questions_inside_one_paper_are_about_that_paper(assistant: Assistant) -> None:
    """AskPDF: "who wrote this paper?" names no subject; the paper asked about is the subject."""
    scope = Scope(paper_id=_paper_id(assistant, "Curriculum Rewards for Math Reasoning"))
    authors = assistant.ask("Who wrote this paper?", scope=scope)
    assert not authors.abstained
    assert _bullets(authors) == ["- Curriculum Rewards for Math Reasoning: Ana Alves, Bo Berg [1]"]
    assert [c.source.paper.title for c in authors.citations] == ["Curriculum Rewards for Math Reasoning"]
    labs = assistant.ask("Which institutions are the authors from?", scope=scope)
    assert _bullets(labs) == ["- Lab One (1 of these papers) [1]"]
    published = assistant.ask("When was the paper published?", scope=scope)
    assert "2026-01-10 (January 2026)" in published.body
    # Comparing papers means nothing inside one: such a question is about its text.
    counted = assistant.ask("How many papers report AIME accuracy?", scope=scope)
    assert "From the catalog" not in counted.body and "21% to 34%" in counted.body


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("How many authors does the paper have?", "- Curriculum Rewards for Math Reasoning: 2 authors (Ana Alves, Bo Berg) [1]"),
        (
            "Who is the first author?",
            "- Curriculum Rewards for Math Reasoning: Ana Alves, first of 2 authors (Ana Alves, Bo Berg) [1]",
        ),
        (
            "Who is the last author?",
            "- Curriculum Rewards for Math Reasoning: Bo Berg, last of 2 authors (Ana Alves, Bo Berg) [1]",
        ),
        (
            "Who is the senior author?",
            "- Curriculum Rewards for Math Reasoning: Bo Berg, last of 2 authors (Ana Alves, Bo Berg) [1]",
        ),
        ("Which lab did this come from?", "- Lab One (1 of these papers) [1]"),
        ("Which organization is behind this work?", "- Lab One (1 of these papers) [1]"),
        ("Is this paper from Google?", "- Lab One (1 of these papers) [1]"),  # the record answers no
        ("Was this paper by Cy Chen?", "- Curriculum Rewards for Math Reasoning: Ana Alves, Bo Berg [1]"),
        ("In which month did it come out?", "- Curriculum Rewards for Math Reasoning: 2026-01-10 (January 2026) [1]"),
        ("When was it released on arXiv?", "- Curriculum Rewards for Math Reasoning: 2026-01-10 (January 2026) [1]"),
        ("What is the arXiv ID of this paper?", "- Curriculum Rewards for Math Reasoning: arXiv 2601.01234 [1]"),
        ("What is the title of the paper?", "- Curriculum Rewards for Math Reasoning (2026-01-10) [1]"),
    ],
)
def test_the_paper_s_record_answers_however_it_is_asked(assistant: Assistant, question: str, line: str) -> None:
    """Session 27: each of these was answered from the paper's text ("The author manually reviewed each pair"), or
    declined, because its words ("come", "arXiv", "Google") read as a subject the paper's title does not name."""
    answer = assistant.ask(question, scope=Scope(paper_id=_paper_id(assistant, "Curriculum Rewards for Math Reasoning")))
    _well_cited(answer)
    assert _bullets(answer) == [line], answer.body


def test_catalog_questions_keep_to_the_date_and_tag_filters(assistant: Assistant) -> None:
    before_may = assistant.ask("What is the newest paper?", scope=Scope(date_to="2026-04-30"))
    assert _bullets(before_may)[0].startswith("- A Survey Listed Without Abstract (2026-04-01)")
    code = assistant.ask("What is the newest paper?", scope=Scope(tags=["Code"]))
    assert [line.split(" (")[0] for line in _bullets(code)] == ["- Zebrafish Tokenizers for Code Models"]
    count = assistant.ask("How many papers on rewards are there?", scope=Scope(date_from="2026-02-01"))
    assert "2 indexed papers match 'reward'" in count.body


def test_which_of_them_is_the_newest_uses_the_conversation_and_the_dates(assistant: Assistant) -> None:
    first = assistant.ask("Which papers propose rewards for math reasoning or theorem proving?")
    assert "Process Rewards for Theorem Proving" in first.body and "Curriculum Rewards" in first.body
    follow = assistant.ask("Which of them is the newest?", history=[(first.question, first.text)])
    assert follow.standalone_question is not None
    assert [line.split(" (")[0] for line in _bullets(follow)] == [
        "- Process Rewards for Theorem Proving",
        "- Curriculum Rewards for Math Reasoning",
    ]


def test_a_question_in_the_paper_is_never_quoted_as_its_answer(ingestor: Ingestor, tmp_path: Path) -> None:
    """A paper's own rhetorical question matches the user's question best and answers nothing."""
    row = {
        "title": "Verifier Disagreement Locates Faulty Steps",
        "date": "2026-02-02",
        "abstract": "Does the verifier find the faulty step? The verifier finds the faulty step in 71% of failed solutions.",
    }
    path = tmp_path / "rhetoric.jsonl"
    path.write_text(json.dumps(row) + "\n")
    assert not ingestor.ingest([path]).failed
    answer = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings).ask(
        "Does the verifier find the faulty step?"
    )
    _well_cited(answer)
    assert "71%" in _bullets(answer)[0] and "step?" not in answer.body


def _ask_in_paper(ingestor: Ingestor, tmp_path: Path, row: dict[str, str], question: str) -> Answer:
    """Ingest one paper given as a metadata row and ask ``question`` about it alone."""
    path = tmp_path / "paper.jsonl"
    path.write_text(json.dumps(row) + "\n")
    assert not ingestor.ingest([path]).failed
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)
    paper = next(e.paper_id for e in assistant.store.all_entries() if e.paper.title == row["title"])
    return assistant.ask(question, scope=Scope(paper_id=paper))


def _in_pdf(ingestor: Ingestor, tmp_path: Path, pages: list[list[str]], title: str | None = None) -> Callable[..., Answer]:
    """Ingest one generated PDF; returns ``ask(question, k=None)`` about it alone."""
    pdf = make_pdf(tmp_path / "paper.pdf", pages, title=title)
    paper_id = ingestor.ingest([pdf]).files[0].added[0]
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)
    return lambda question, k=None: assistant.ask(question, scope=Scope(paper_id=paper_id), k=k)


def test_inside_one_paper_the_setup_sentence_that_answers_comes_before_the_claims(ingestor: Ingestor, tmp_path: Path) -> None:
    """Claims are preferred when choosing sentences, not when ordering them inside one paper: the
    detail asked for is stated as setup (here citing others, which the claim cues count as
    background), and used to come after the paper's claim about its curriculum."""
    row = {
        "title": "Verifier-Guided Curricula for Math Policies",
        "date": "2026-02-02",
        "abstract": "We train the policy with a verifier-guided curriculum, which raises MATH accuracy by 4 points over "
        "the base model. The base model of the policy is Qwen2.5-7B, following Shao et al. (2024). "
        "The curriculum orders problems by the verifier's agreement.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "Which base model is the policy trained from?")
    _well_cited(answer)
    assert "Qwen2.5-7B" in _bullets(answer)[0], answer.body
    assert any("curriculum" in bullet for bullet in _bullets(answer)[1:])  # the claim still qualifies, after it


def test_inside_one_paper_a_sentence_with_almost_nothing_in_it_does_not_lead(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "X are common in practice." repeats the question's words and answers nothing: the sentence
    with the figure comes first."""
    row = {
        "title": "Declining Unanswerable Questions over Papers",
        "date": "2026-03-03",
        "abstract": "Unanswerable questions are common in practice. In our logs of paper assistants, 22% of the "
        "questions asked in practice were unanswerable questions. We calibrate a floor per scope.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "How common are unanswerable questions in practice?")
    _well_cited(answer)
    assert "22%" in _bullets(answer)[0], answer.body


def test_how_long_something_takes_is_answered_by_the_sentence_with_a_time(ingestor: Ingestor, tmp_path: Path) -> None:
    """A duration question asks for time: the sentence with hours comes before the one with a percentage."""
    row = {
        "title": "Speculative Rollouts for Policy Training",
        "date": "2026-04-04",
        "abstract": "Speculative rollouts give a 2.7x rollout speedup and a 41% shorter training run for the 7B policy. "
        "Training the 7B policy for 500 steps took 31.5 hours with standard sampling and 18.6 hours with speculative rollouts. "
        "The draft model is distilled online from the policy.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "How long does the 7B training run take with speculative rollouts?")
    _well_cited(answer)
    assert "18.6 hours" in _bullets(answer)[0], answer.body


def test_what_an_acronym_stands_for_is_the_sentence_that_spells_it_out(ingestor: Ingestor, tmp_path: Path) -> None:
    """Every sentence of the paper names DisCo; the one that spells it out answers, found in the
    paper's text even when search ranks other passages first."""
    assert expansion_asked("What does the name DisCo stand for?") == "DisCo"
    assert expansion_asked("What does the result mean?") is None  # no acronym asked
    assert defines("GRPO", "Group Relative Policy Optimization (GRPO) spreads the advantage.")
    assert not defines("DisCo", "DisCo (ours) 61.4 88.1")  # a table row names it, it does not spell it out
    row = {
        "title": "Verifier Disagreement for Reasoning RL",
        "date": "2026-02-02",
        "abstract": "DisCo stands apart from process reward models that need step labels. We call the resulting method "
        "DisCo, for disagreement credit. DisCo improves over GRPO by 1.9 points on MATH.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "What does the name DisCo stand for?")
    _well_cited(answer)
    assert "disagreement credit" in _bullets(answer)[0], answer.body


def test_the_passage_that_spells_an_acronym_out_is_found_where_search_does_not_rank_it(
    ingestor: Ingestor, tmp_path: Path
) -> None:
    """In a PDF that names DisCo on every page, the one line that spells it out (page 3) is not among
    the passages search returns; the answer looks it up in the paper's text and cites its page."""

    def lines(topic: str) -> list[str]:
        return [f"DisCo {verb} the first faulty step of a failed {topic} solution in run {i}." for i, verb in enumerate(VERBS)]

    pages = [
        ["Abstract", "DisCo locates faulty steps for reasoning reinforcement learning.", *lines("algebra")],
        ["2 Method", *lines("geometry")],
        ["3 Naming", "We call the resulting method DisCo, for disagreement credit.", *lines("calculus")],
        ["4 Results", *lines("number theory")],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "Verifier Disagreement Locates Faulty Steps")
    answer = ask("What does DisCo stand for?", k=1)
    _well_cited(answer)
    assert "disagreement credit" in _bullets(answer)[0], answer.body
    assert answer.citations[0].page == 3


def test_how_a_method_works_is_answered_from_the_method_section_before_the_ablations(ingestor: Ingestor, tmp_path: Path) -> None:
    """An ablation shares the words of "how is the length penalty designed?" ("without the length
    penalty ..."), but says what the penalty did, not how it works: the method section's sentence
    leads. The heading each sentence stands under decides: the small paper is one passage."""
    pages = [
        ["Abstract", "CodeZero trains code models with partial test credit and a length budget."],
        ["3 Method", "The length penalty is zero for responses below a budget of 1,536 tokens and grows linearly above it."],
        ["5 Ablations", "Without the length penalty, responses grow twice as long."],  # closer to the question
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "CodeZero: Partial Test Credit and Length Budgets")
    answer = ask("How is the length penalty designed so that it does not shorten every response?")
    _well_cited(answer)
    assert "1,536 tokens" in _bullets(answer)[0] and answer.citations[0].page == 2, answer.body
    assert any("twice as long" in bullet for bullet in _bullets(answer)[1:]), answer.body  # still quoted, after it


def test_how_a_method_works_reads_on_in_the_passage_that_explains_it(ingestor: Ingestor, tmp_path: Path) -> None:
    """A method is explained over a few sentences and the question's words fit only the first ("How does HALTER
    turn the scores of its QE models into one reward?"): the answer reads on in that passage, in its order,
    and stops at the next heading."""
    pages = [
        ["Abstract", "HALTER trains translation policies against an ensemble of quality estimation models."],
        [
            "3 Method",
            "HALTER turns the scores of three QE models into one reward for the policy. "
            "Each member's scores are first standardised on the outputs of the supervised model. "
            "The reward is the mean of the standardised scores minus half their standard deviation. "
            "Batches hold 256 prompts.",
            "4 Experiments",
            "We train on ten language pairs.",
        ],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "HALTER: Hacking-Aware Rewards for Translation")
    answer = ask("How does HALTER turn the scores of its QE models into one reward?")
    _well_cited(answer)
    bullets = _bullets(answer)
    assert "three QE models" in bullets[0], answer.body
    assert "standardised on the outputs" in bullets[1] and "standard deviation" in bullets[2], answer.body
    assert not any("ten language pairs" in bullet for bullet in bullets[:3]), answer.body


def test_how_a_method_works_is_answered_from_the_method_section_before_its_limitations(
    ingestor: Ingestor, tmp_path: Path
) -> None:
    """A limitation repeats the words of "how does TANDEM assign staleness to a long response ...?" but says
    where the method falls short, not how it works: the method section's sentence leads."""
    pages = [
        ["Abstract", "TANDEM overlaps generation and training for reinforcement learning of reasoning models."],
        ["3 Method", "A response generated across weight updates has no single version: its staleness is counted per token."],
        ["8 Limitations", "TANDEM gains least on a long response generated across many weight updates, whose staleness is high."],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "TANDEM: Staleness-Aware Asynchronous RL")
    answer = ask("How does TANDEM assign staleness to a long response generated across weight updates?")
    _well_cited(answer)
    assert "per token" in _bullets(answer)[0] and answer.citations[0].page == 2, answer.body


def test_a_method_sentence_in_a_passage_that_opens_in_the_introduction_is_not_read_as_the_introduction(
    ingestor: Ingestor, tmp_path: Path
) -> None:
    """The small paper is one passage, which opens in the introduction: the method section's sentence
    stands under its own heading and leads the introduction's one-line version of it."""
    pages = [
        ["Abstract", "TALON trains tool-using agents with turn-level rewards."],
        ["1 Introduction", "In TALON, turn rewards are made into advantages per turn position."],  # closer to the question
        ["3 Method", "Turn rewards become advantages by normalizing them at each turn position across the group."],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "TALON: Turn-Level Credit for Tool-Using Agents")
    answer = ask("How are the turn rewards made into advantages?")
    _well_cited(answer)
    assert "normalizing them at each turn position" in _bullets(answer)[0] and answer.citations[0].page == 3, answer.body


def test_a_question_about_the_papers_limitations_is_answered_from_its_limitations_section(
    ingestor: Ingestor, tmp_path: Path
) -> None:
    """A limitation is rarely stated with the word "limitation", and the conclusion that shares the
    chunk names the paper: the sentences under the Limitations heading answer, all of them, cited on
    their page, even when search ranks other passages first."""
    pages = [
        [
            "Abstract",
            "Lookahead rollouts make RL rollouts cheaper with a draft model.",
            *[f"Rollouts are drafted in run {i}." for i in range(12)],
        ],
        ["4 Results", "Lookahead rollouts cut the training time of the 7B policy by 41 percent."],
        [
            "6 Limitations",
            "The draft must share the policy's tokenizer, so policies with custom vocabularies need a draft of their own.",
            "We evaluated only mathematical reasoning with rule-based rewards.",
            "7 Conclusion",
            "Lookahead rollouts make RL rollouts cheaper without changing what is sampled.",
        ],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "Lookahead Rollouts for Cheaper RL")
    answer = ask("What limitations do the Lookahead Rollouts authors acknowledge?", k=2)
    _well_cited(answer)
    bullets = _bullets(answer)
    assert "custom vocabularies" in bullets[0] and any("rule-based rewards" in b for b in bullets), answer.body
    assert not any("without changing what is sampled" in b for b in bullets), answer.body  # the conclusion is not a limitation
    assert answer.citations[0].page == 3


VERBS = ["finds", "locates", "marks", "detects", "flags", "spots", "identifies", "pinpoints", "tracks", "isolates"] * 3


@pytest.mark.parametrize(
    "question",
    [
        "What problem does the paper address?",
        "What does the paper show?",
        "What's the headline result?",
        # asked as people ask (session 27: each of these quoted a body sentence, an acknowledgement or declined)
        "What gap does this work fill?",
        "What are the paper's key innovations?",
        "What is the core technical contribution?",
        "How does this work differ from previous approaches?",
        "What did the authors find?",
        "What's the elevator pitch of this paper?",
        "Describe the proposed approach in brief.",
        "What is the main idea behind the proposed method?",
    ],
)
def test_a_question_about_the_whole_paper_is_answered_from_its_abstract(
    ingestor: Ingestor, tmp_path: Path, question: str
) -> None:
    """However it is asked: these fell through to fact answers that quoted a caption or an
    acknowledgement, because they hold the word "paper"."""
    ask = _overview_paper(ingestor, tmp_path)
    assert kind_of(question) is Kind.OVERVIEW
    answer = ask(question)
    _well_cited(answer)
    assert {c.page for c in answer.citations} == {1}
    assert "We thank" not in answer.body and "Figure 1" not in answer.body
    assert any("verifier disagreement" in line for line in _bullets(answer))


def test_the_central_idea_for_something_is_answered_from_the_abstract(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "What is the central idea of this paper for ...?" names more than the paper, so it is no question
    about the paper as a whole; but its answer is the paper's main idea, not a body sentence on the focus."""
    answer = _overview_paper(ingestor, tmp_path)("What is the central idea of this paper for checking failed solutions?")
    _well_cited(answer)
    assert answer.citations[0].page == 1
    assert "verifier disagreement" in _bullets(answer)[0] or "verifier disagreement" in _bullets(answer)[1]


def test_the_key_idea_of_a_part_is_not_the_paper_s_idea() -> None:
    assert asks_for_the_gist("What is the central idea of this paper for making RL training cheaper?")
    assert asks_for_the_gist("In a nutshell, what does KTO need as training data?")
    assert not asks_for_the_gist("What is the key idea behind GRPO?")
    assert not asks_for_the_gist("What is the main idea of the Selector?")
    # the paper described by its subject (a code-review paper, fresh34 rv34-02, opened: a body sentence of page 13
    # answered "In one or two sentences, what is the core contribution of this code review RL paper?")
    assert asks_for_the_gist("In one or two sentences, what is the core contribution of this code review RL paper?")
    assert asks_for_the_gist("main contribution of the offline RL study?")
    # the gist known, the rest asked: a list of contributions answers, not the abstract
    assert not asks_for_the_gist("What are the main contributions of this RL paper besides the benchmark itself?")
    assert not asks_for_the_gist("Other than the dataset, what is the key contribution of the paper?")
    # review: a part of the paper's idea, and "of the ... papers" with no main idea asked
    assert not asks_for_the_gist("What is the main idea of the reward model in this paper?")
    assert not asks_for_the_gist("The labels cover part of the truly relevant papers. How does training get around this?")


@pytest.mark.parametrize(
    "question",
    [
        "What is the main practical advantage of Lumen over DPO in terms of the feedback data it requires?",
        # the idea of the paper's method by its name (LODESTAR, fresh23 tx23-03, opened: body sentences answered)
        "In one or two sentences, what is the central idea of Lumen and what feedback data does it require?",
        "What's the core idea behind Lumen's way of collecting feedback, and how does it differ from DPO's pairs?",
    ],
)
def test_the_main_advantage_of_the_paper_s_method_is_answered_from_the_abstract(
    ingestor: Ingestor, tmp_path: Path, question: str
) -> None:
    """ "What is the main practical advantage of Lumen over DPO ...?" about "Lumen: ...": what the paper claims for its
    method (its abstract), not the body's sentences that share the question's words (KTO's cq11 quoted three)."""
    body = "Public preference datasets hold noisy feedback from many annotators, which explains why Lumen matches DPO here."
    pages = [
        [
            "Abstract",
            "Preference methods such as DPO need pairs of outputs ranked by annotators.",
            "Crucially, Lumen needs only a binary signal of whether an output is desirable for an input.",
            "1 Introduction",
            *[body] * 12,
        ],
        ["4 Experiments", *[body] * 14],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "Lumen: Alignment From Binary Feedback")
    answer = ask(question)
    _well_cited(answer)
    assert answer.citations[0].page == 1 and "binary signal" in answer.body, answer.body
    assert not asks_for_the_pitch("What is the main advantage of the Selector over BM25?", "PaSa: An LLM Agent")
    assert not asks_for_the_pitch("What is the key idea behind GRPO?", "PaSa: An LLM Agent")  # another method's idea


def _overview_paper(ingestor: Ingestor, tmp_path: Path) -> Callable[[str], Answer]:
    """A paper whose abstract states its idea and whose body repeats one method sentence on every page."""
    body = "The method samples four verification chains for every prefix of a failed solution and compares their verdicts."
    pages = [
        [
            "Abstract",
            "Reward models cannot tell which step of a failed solution went wrong.",
            "We propose verifier disagreement, which locates the faulty step without step labels.",
            "It raises MATH accuracy from 59.5% to 61.4%.",
            "1 Introduction",
            *[body] * 12,
        ],
        ["Figure 1: An overview of the paper and of the problem it addresses.", *[body] * 14],
        ["Acknowledgments", "We thank Ada Lovelace for feedback on the paper and on the problem statement.", *[body] * 4],
    ]
    return _in_pdf(ingestor, tmp_path, pages, "Verifier Disagreement Locates Faulty Steps")


@pytest.fixture
def lantern(ingestor: Ingestor, tmp_path: Path) -> Callable[[str], Answer]:
    """One paper whose text has what answers used to show as printed: a list bullet, a heading read
    with the sentence after it, a caption, a defined acronym."""
    filler = "The verifier reads every step of the proof and marks the steps it cannot check."
    pages = [
        [
            "Abstract",
            "We introduce Lantern, a verifier that checks math proofs step by step.",
            "Lantern raises proof accuracy from 40% to 52% on the competition set.",
            "1 Introduction",
            *[filler] * 10,
        ],
        [
            "2 Method",
            "Unlike GRPO, the verifier keeps a small value head for every step of the proof.",
            "We adopt Group Relative Policy Optimization (GRPO), which estimates the baseline from group scores.",
            *[filler] * 6,
            "- We measure a 2.7x rollout speedup when Lantern checks proofs in batches.",
            *[filler] * 6,
            "3.2 Keeping the verifier close to the policy",
            "The acceptance rate of the verifier decides the speedup of training.",
            *[filler] * 6,
            "Figure 2: Accuracy of GRPO during training with Lantern.",
        ],
        [
            "Table 3: ACCURACY and LATENCY of each METHOD on ProofBench.",
            "Lantern scores 52% on ProofBench and 61% on the easier half of ProofBench.",
            "The collection date of all instances in ProofBench is 2024-10-01.",
            *[filler] * 4,
            "Additionally, we develop ProofBench, a set collecting real-world competition proofs to assess Lantern in realistic scenarios.",
            *[filler] * 4,
        ],
    ]
    return _in_pdf(ingestor, tmp_path, pages, "Lantern: Verifying Math Proofs Step by Step")


def test_the_paper_s_own_name_is_answered_from_its_abstract(lantern: Callable[[str], Answer]) -> None:
    answer = lantern("What is Lantern?")
    _well_cited(answer)
    assert {c.page for c in answer.citations} == {1} and "Figure" not in answer.body


def test_what_an_acronym_is_is_the_sentence_that_defines_it_not_a_caption(lantern: Callable[[str], Answer]) -> None:
    answer = lantern("What is GRPO?")
    _well_cited(answer)
    assert "Group Relative Policy Optimization (GRPO)" in _bullets(answer)[0]
    assert not _bullets(answer)[0].startswith("- Figure")
    assert _bullets(lantern("What does Figure 2 show?"))[0].startswith("- Figure 2: Accuracy of GRPO")  # asked for
    described = lantern("What is ProofBench?")  # said in passing: "ProofBench, a benchmark of ..."
    assert _bullets(described)[0].startswith("- Additionally, we develop ProofBench, a set")


def test_names_typed_in_lower_case_are_read_as_the_paper_writes_them(lantern: Callable[[str], Answer]) -> None:
    answer = lantern("what is grpo")
    assert "Group Relative Policy Optimization (GRPO)" in _bullets(answer)[0]
    assert answer.question == "what is grpo"  # shown as typed
    assert {c.page for c in lantern("what is lantern").citations} == {1}  # the paper's own name: its abstract


def test_a_quoted_sentence_is_shown_without_its_bullet_or_heading(lantern: Callable[[str], Answer]) -> None:
    speedup = lantern("What rollout speedup does Lantern give?")
    assert _bullets(speedup)[0].startswith("- We measure a 2.7x rollout speedup")
    decides = lantern("What decides the speedup of training?")
    assert _bullets(decides)[0].startswith("- The acceptance rate of the verifier decides")
    assert "The acceptance rate" in decides.citations[0].quote  # the citation still quotes the text as printed


def test_the_main_contribution_is_what_the_paper_proposes_and_its_headline_result(ingestor: Ingestor, tmp_path: Path) -> None:
    """The abstract is split for the encoder; its result sits in the second part, after background
    sentences that are closer to "what is the main contribution?" than a sentence with numbers."""
    background = [
        "Reasoning models are trained with reinforcement learning from verifiable rewards.",
        "The main cost of this training is generating rollouts, which dominates every step.",
        "Prior work has studied asynchronous workers, truncated responses and smaller groups.",
        "These contributions reduce cost but change the distribution the policy learns from.",
        "The central difficulty is to make rollouts cheaper without changing what is sampled.",
    ]
    row = {
        "title": "Lookahead Sampling for Cheaper Rollouts",
        "date": "2026-02-02",
        "abstract": " ".join(
            [
                *background,
                "We propose lookahead sampling, in which a small draft model proposes tokens that the policy verifies.",
                *background[:3],
                "On MATH, lookahead sampling raises rollout throughput 2.7 times and cuts training time by 41%.",
            ]
        ),
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "What is the main contribution?")
    _well_cited(answer)
    assert any("We propose lookahead sampling" in line for line in _bullets(answer))
    assert any("2.7 times" in line for line in _bullets(answer))


def test_an_overview_opens_with_what_the_paper_proposes(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "What's the core idea?": the closest sentence may be a result ("the core gains hold"); the answer
    still opens with what the paper proposes, then what it found."""
    row = {
        "title": "CORAL: Constrained Online Preference Optimization",
        "date": "2025-10-09",
        "abstract": "A red-teaming study of the core idea with 1,200 prompts confirms that its gains hold in every category. "
        "We propose CORAL, an online preference optimization method that treats harmlessness as a constraint. "
        "On a 7B model, CORAL lowers the attack success rate from 41.3% to 9.6%.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "What's the core idea of this paper in a sentence or two?")
    _well_cited(answer)
    assert _bullets(answer)[0].startswith("- We propose CORAL"), answer.body


def test_a_sentence_that_leans_on_the_one_before_is_shown_after_it(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "To mitigate this, ..." alone names neither the problem nor the reason; each sentence once,
    and the sentence that answers leads though alone it has few words."""
    row = {
        "title": "Paper Search Agents Trained with Reinforcement Learning",
        "date": "2026-02-02",
        "abstract": "We train a crawler agent that searches for papers and a selector agent that judges them. "
        "Rewarding the crawler only for papers in the benchmark gives it sparse rewards during training. "
        "To mitigate this, we use the selector as an auxiliary reward model for the crawler. "
        "The crawler finds 12% more relevant papers than a search engine.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "Why is the selector also used to reward the crawler?")
    _well_cited(answer)
    [line] = [b for b in _bullets(answer) if "To mitigate this" in b]
    assert "sparse rewards during training. To mitigate this, we use the selector" in line
    assert sum(b.count("sparse rewards") for b in _bullets(answer)) == 1
    assert _bullets(answer)[0] == line  # alone it says little; as shown it answers, so it leads


def test_a_name_printed_before_a_leaning_sentence_answers_which_model(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "Which model ...?" is declined when no quoted sentence names one; the name printed before the
    "Therefore, ..." sentence that leads counts, as the reader sees it."""
    row = {
        "title": "Grouped Baselines for Policy Gradients",
        "date": "2026-01-01",
        "abstract": "We study grouped baselines for policy gradients on math problems. "
        "Our reference policy is Mistral-7B-v0.3. "
        "Therefore, the reference policy for the KL penalty of the policy is the initial policy itself, kept frozen during training. "
        "Grouped baselines raise accuracy by 4 points.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "Which model serves as the reference policy for the KL penalty?")
    _well_cited(answer)
    assert "Mistral-7B-v0.3" in _bullets(answer)[0]


def test_only_a_numbered_heading_line_is_taken_off_a_quoted_sentence() -> None:
    text = "3.2 Keeping the draft close\nThe acceptance rate decides the speedup.\nLantern scores 52% on the\neasier half of it."
    assert (
        heading_line(text, "3.2 Keeping the draft close The acceptance rate decides the speedup.")
        == "3.2 Keeping the draft close"
    )
    assert heading_line(text, "Lantern scores 52% on the easier half of it.") is None  # a wrapped first line stays


def test_a_run_in_paragraph_heading_is_set_off_from_the_quoted_sentence(ingestor: Ingestor, tmp_path: Path) -> None:
    """A PDF runs a paragraph's bold heading into its first sentence ("Reward Design We conduct RL
    training ..."); the quote read as one run-on sentence. The heading stays (it names what the
    paragraph is about), set off by a dash; a sentence opening with a name does not lose it."""
    pages = [
        [
            "Abstract",
            "We train a paper-search agent with reinforcement learning.",
            *[f"Filler sentence {i} here." for i in range(8)],
        ],
        [
            "3 Method",
            "Reward Design We conduct RL training with a reward of one for each relevant paper the Crawler finds.",
            "GRPO Training uses sixteen samples per prompt in every step of the run.",
        ],
    ]
    answer = _in_pdf(ingestor, tmp_path, pages, "Training a Paper Search Agent")("What reward is the Crawler trained with?")
    _well_cited(answer)
    assert "- Reward Design — We conduct RL training with a reward of one" in answer.body, answer.body
    assert "Reward Design We conduct" in answer.citations[0].quote  # the citation keeps the text as printed
    assert clean_sentence("GRPO Training uses sixteen samples per prompt.") == "GRPO Training uses sixteen samples per prompt."
    for kept in ("Appendix A makes this intuition precise.", "Response A is preferred over B.", "In Appendix A we prove it."):
        assert clean_sentence(kept) == kept  # a thing labelled A, a part of the paper (review)
    assert clean_sentence("4.1 Setup Datasets We use GSM8K.", "4.1 Setup") == "Datasets — We use GSM8K."  # under a heading


def test_a_footnote_mark_glued_to_a_sentence_end_is_left_out_of_the_quote() -> None:
    """The KTO PDF reads "... from 1B to 30B parameters.1 That is, ...": the "1" is a footnote mark."""
    assert clean_sentence("It matches DPO from 1B to 30B parameters.1 That is, it wins.") == (
        "It matches DPO from 1B to 30B parameters. That is, it wins."
    )
    assert clean_sentence("As Chen et al.2 We follow them.") == "As Chen et al. We follow them."
    kept = ["As shown in Fig.1 The curve rises.", "We use Qwen2.5 The model.", "It reaches 12.5 The rest."]
    kept += ["We follow Eqn.3 The loss is fine.", "We set the beam size:4 We then decode."]  # review: not marks
    for text in kept:
        assert clean_sentence(text) == text


def test_what_a_leaning_sentence_leans_on_is_the_sentence_printed_before_it() -> None:
    text = "We train on math problems only. Reward hacking appears. To mitigate this, we add a verifier."
    assert sentence_before(text, "pdf", "To mitigate this, we add a verifier.") == "Reward hacking appears."
    assert (
        sentence_before("2 Method\nTo mitigate this, we add a verifier.", "pdf", "To mitigate this, we add a verifier.") is None
    )
    assert leans_back("- These behaviors are not programmed.") and leans_back("To address this, we add a verifier.")
    assert not leans_back("This paper introduces PaSa, a search agent.") and not leans_back("Here we present PaSa.")


def test_a_sentence_that_only_names_a_term_is_no_definition() -> None:
    assert not defines("GRPO", "Unlike GRPO, the proposed method keeps a value head.")
    assert not defines("GRPO", "GRPO is the main baseline in Table 3.")
    assert defines("PaSa", "We introduce PaSa, an advanced Paper Search agent.")
    assert defines("RealScholarQuery", "RealScholarQuery is a benchmark of real queries.")
    assert defines("HALO", "For this reason, we call them human-aware loss functions (HALOs).")  # "What is a HALO?"
    assert asks_for_value("What does DeepSeek-R1 score on AIME 2024?")  # "does" is no cause verb
    assert not asks_for_value("What does the speedup depend on?")


def test_names_and_catalog_questions_inside_one_paper_mean_that_paper(lantern: Callable[[str], Answer]) -> None:
    assert "Group Relative Policy Optimization (GRPO)" in _bullets(lantern("What is GRPO?"))[0]
    released = lantern("When was ProofBench released?")  # a thing in the paper, not the paper's record
    assert "From the catalog" not in released.body
    assert "From the catalog" not in lantern("What is the accuracy?").body  # "ACCURACY" in a caption is no name


def test_a_paper_read_without_an_abstract_still_answers_what_it_contributes(ingestor: Ingestor, tmp_path: Path) -> None:
    body = "Our main contribution is a verifier that checks each step of a proof against the previous ones."
    ask = _in_pdf(ingestor, tmp_path, [[body, *["The verifier reads every step of the proof in order."] * 20]])
    answer = ask("What is the main contribution?")
    assert not answer.abstained and "Our main contribution is a verifier" in answer.body


def test_an_overview_says_how_the_proposed_method_works(ingestor: Ingestor, tmp_path: Path) -> None:
    """The abstract's sentence after "We propose CORAL ..." says how it works; it follows the proposal,
    before the study that only confirms the results."""
    row = {
        "title": "CORAL: Constrained Online Preference Optimization",
        "date": "2025-10-09",
        "abstract": "Aligning language models to be helpful and harmless is often framed as optimizing one reward. "
        "We propose CORAL, an online preference optimization method that treats harmlessness as a constraint. "
        "In each iteration the policy samples several responses, which a reward model and a cost model score "
        "and combine into a Lagrangian score, and the multiplier is adapted by dual ascent. "
        "On a 7B model, CORAL lowers the attack success rate from 41.3% to 9.6%. "
        "A red-teaming study of the core idea with 1,200 prompts confirms that its gains hold in every category.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "What's the core idea of this paper in a sentence or two?")
    _well_cited(answer)
    bullets = _bullets(answer)
    assert bullets[0].startswith("- We propose CORAL") and bullets[1].startswith("- In each iteration"), answer.body


def test_a_closed_class_detail_is_answered_by_the_sentence_that_names_one(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "What hardware did they use?" shares no word with "Every run uses 32 NVIDIA H100 GPUs": its closeness was under
    the floor and the question was declined, though the paper names the hardware. "Which optimizer did they use?" is
    closest to sentences about "the optimizer"; the one naming AdamW answers it."""
    method = [
        "The optimizer selects responses with large proxy reward, and the reward model cannot see it.",
        "A stronger optimizer finds the flaws of the reward model sooner.",
        "The ensemble penalty keeps the optimizer away from responses the members disagree on.",
    ]
    setup = [
        "Each ensemble member is trained with AdamW at a learning rate of 9e-6 and a batch of 128 pairs.",
        "Every run uses 32 NVIDIA H100 GPUs across four nodes.",
    ]
    filler = "The ensemble members are reward models trained on bootstrap resamples of the preference data."
    ask = _in_pdf(ingestor, tmp_path, [["3 Method", *method, *[filler] * 8], ["5 Setup", *setup, *[filler] * 8]])
    hardware = ask("What hardware did they use?")
    _well_cited(hardware)
    assert "H100" in _bullets(hardware)[0], hardware.body
    optimizer = ask("Which optimizer did they use?")
    _well_cited(optimizer)
    assert "AdamW" in _bullets(optimizer)[0], optimizer.body


def test_a_question_asking_two_things_quotes_the_sentence_that_answers_each(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "How does the grader decide ..., and how much credit does a mentioned item earn?": against the whole question
    the first part's words outweigh the second's, and the sentence giving the credit fell under the floor (fresh7
    mr11). Each part's best sentence is quoted."""
    pages = [
        ["Abstract", "SCRIBE trains clinical question answering with rubric rewards graded item by item."],
        [
            "3 Method",
            "The grader decides whether a rubric item is met or only mentioned by comparing the response with the item's "
            "wording, one item at a time. "
            "The grader decides the label of each rubric item independently of the other rubric items. "
            "Rubric items are written by physicians and the grader reads each of them in turn. "
            "Partial credit: a mention-only item earns a quarter of a met item's reward.",
        ],
        ["5 Results", "SCRIBE raises the rubric score from 47.9 to 59.7 on the test set."],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "SCRIBE: Rubric Rewards for Clinical Question Answering")
    answer = ask(
        "How does the grader decide whether a rubric item is met or only mentioned by the response, and what does a "
        "mention-only item receive?"
    )
    _well_cited(answer)
    bullets = _bullets(answer)
    assert any("comparing the response" in bullet for bullet in bullets), answer.body
    assert any("a quarter" in bullet for bullet in bullets), answer.body


def test_the_main_contribution_leads_with_the_abstract_s_first_introduction(ingestor: Ingestor, tmp_path: Path) -> None:
    """DeepSeek-R1's abstract introduces "our first-generation reasoning models, DeepSeek-R1-Zero and DeepSeek-R1"
    first and "DeepSeek-R1, which incorporates multi-stage training" later; the later one shares more words with
    "what is the main contribution?" and led, leaving R1-Zero out. The first introduction leads, then how it works."""
    row = {
        "title": "Reasoners from Reinforcement",
        "date": "2026-01-20",
        "abstract": "We introduce our first reasoning models, Zed-Zero and Zed. "
        "Zed-Zero, a model trained by large-scale reinforcement learning without supervised fine-tuning, reasons well. "
        "However, it mixes languages. "
        "To address these issues and further enhance reasoning performance, we introduce Zed, which incorporates "
        "multi-stage training and cold-start data before reinforcement learning. "
        "Zed matches strong proprietary models on reasoning tasks.",
    }
    answer = _ask_in_paper(ingestor, tmp_path, row, "What is the main contribution of this paper?")
    _well_cited(answer)
    bullets = _bullets(answer)
    assert bullets[0].startswith("- We introduce our first reasoning models"), answer.body
    assert "without supervised fine-tuning" in bullets[1], answer.body


def test_a_sentence_about_a_shorter_named_model_does_not_lead(ingestor: Ingestor, tmp_path: Path) -> None:
    """ "What pass@1 does DeepSeek-R1-Zero reach on AIME 2024?" was answered first with "DeepSeek-R1 achieves a score
    of 79.8% Pass@1 on AIME 2024": a shorter name is another model. A release's suffix is not ("Qwen2.5-7B" for
    "Qwen2.5-7B-Instruct")."""
    pages = [
        ["Abstract", "We train two reasoners, Zed1 and Zed1-Zero, with reinforcement learning."],
        [
            "4 Results",
            "On AIME 2024, Zed1 reaches a pass@1 of 79.8%, the best pass@1 on AIME 2024 among open models. "
            "Trained without any supervised data, the average accuracy of Zed1-Zero rises from 15.6% to 71.0%.",
        ],
    ]
    ask = _in_pdf(ingestor, tmp_path, pages, "Zed1: Reasoners from Reinforcement")
    answer = ask("What pass@1 does Zed1-Zero reach on AIME 2024?")
    _well_cited(answer)
    assert "71.0%" in _bullets(answer)[0], answer.body
    assert shorter_form("What does Zed1-Zero reach?")("Zed1 reaches 79.8%.")
    assert not shorter_form("What does Zed1-Zero reach?")("Zed1-Zero reaches 71.0% and Zed1 79.8%.")
    assert not shorter_form("What does Qwen2.5-7B-Instruct reach?")("Qwen2.5-7B reaches 41%.")
