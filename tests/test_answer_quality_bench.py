"""The answer-quality benchmark: its question sets are well formed and true to the papers, its metrics are right.

The sets are checked against the PDFs themselves: every key fact is printed on every
gold page (pypdf's text, case-, space- and dash-folded), for the generated papers
always and for the shared real papers where ../shared exists. The metric code is
checked on hand-made answers, without a store or a model.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from benchmarks import answer_quality as aq
from benchmarks import papers
from benchmarks.generated_papers import FILES, PAPERS, write, write_all
from benchmarks.question_sets import PDF, load_pdf_questions

SHARED_PDFS = Path(__file__).resolve().parents[1].parent / "shared" / "testdata" / "pdfs"
FIRST_PDFS = set(aq.SHARED_FILES) | set(FILES)  # the six the held-out split asks about
KNOWN_PDFS = FIRST_PDFS | set(papers.FILES)  # and those written blind (benchmarks.papers)


def items(split: aq.Split) -> list[aq.Item]:
    return aq.load_items(aq.questions_file(split))


def conversations(split: aq.Split) -> list[aq.Conversation]:
    return aq.load_conversations(aq.conversations_file(split))


def all_turns(split: aq.Split) -> list[tuple[str, aq.Turn]]:
    """(label, turn) for every answerable question and every conversation turn of a split."""
    turns = [(item.id, item.turn) for item in items(split) if item.answerable]
    for conversation in conversations(split):
        turns += [(f"{conversation.id} turn {n}", turn) for n, turn in enumerate(conversation.turns, 1)]
    return turns


# --- the sets ---------------------------------------------------------------------


def test_heldout_sizes_match_the_issue() -> None:
    heldout = items("heldout")
    chats = conversations("heldout")
    assert len(heldout) >= 60
    assert sum(not item.answerable for item in heldout) >= 15
    assert {item.why for item in heldout if not item.answerable} == {"off-topic", "near-domain"}
    assert len(chats) >= 40
    follow_ups = sum(c.follow_up for c in chats)
    assert follow_ups == len(chats) - follow_ups  # half genuine follow-ups, half new questions


def test_the_tune_split_is_smaller_and_has_both_kinds() -> None:
    tune, chats = items("tune"), conversations("tune")
    assert 20 <= len(tune) < len(items("heldout"))
    assert any(not item.answerable for item in tune)
    assert 10 <= len(chats) < len(conversations("heldout"))
    assert {c.follow_up for c in chats} == {True, False}


@pytest.mark.parametrize("split", aq.SPLITS)
def test_every_item_is_well_formed(split: aq.Split) -> None:
    for item in items(split):
        assert item.split == split, item.id
        assert item.type in aq.TYPES, item.id
        assert item.turn.pdf in KNOWN_PDFS, item.id
        if item.answerable:
            assert item.turn.pages and item.turn.key and all(k.strip() for k in item.turn.key), item.id
            assert item.why is None, item.id
        else:
            assert not item.turn.pages and not item.turn.key, item.id
            assert item.why in ("off-topic", "near-domain"), item.id
    for conversation in conversations(split):
        assert conversation.split == split, conversation.id
        for turn in conversation.turns:
            assert turn.pdf in KNOWN_PDFS and turn.pages and turn.key, conversation.id


def test_every_answer_type_and_every_paper_is_asked_about() -> None:
    heldout = items("heldout")
    assert {item.type for item in heldout if item.answerable} == set(aq.TYPES)
    assert {item.turn.pdf for item in heldout} == FIRST_PDFS


def test_ids_are_unique_and_the_splits_share_no_question() -> None:
    ids = [i.id for split in aq.SPLITS for i in items(split)] + [c.id for split in aq.SPLITS for c in conversations(split)]
    assert len(ids) == len(set(ids))
    asked = {split: {aq.fold(turn.question) for _, turn in all_turns(split)} for split in aq.SPLITS}
    asked = {split: asked[split] | {aq.fold(i.turn.question) for i in items(split)} for split in aq.SPLITS}
    assert not asked["heldout"] & set().union(*(asked[split] for split in aq.SPLITS if split != "heldout"))
    assert not asked["heldout"] & {aq.fold(row["question"]) for row in load_pdf_questions(PDF)}  # nor the AskPDF set


@pytest.mark.parametrize("split", aq.SPLITS)
def test_no_key_fact_is_given_away_by_its_question(split: aq.Split) -> None:
    for label, turn in all_turns(split):
        assert not aq.holds_key(turn.question, turn.key), label


def test_the_files_are_one_json_object_a_line() -> None:
    for split in aq.SPLITS:
        for path in (aq.questions_file(split), aq.conversations_file(split)):
            if split in aq.WITHOUT_CONVERSATIONS and path == aq.conversations_file(split):
                continue  # none
            lines = path.read_text(encoding="utf-8").splitlines()
            assert lines and all(isinstance(json.loads(line), dict) for line in lines), path


# --- the sets against the papers -------------------------------------------------------


@pytest.fixture(scope="module")
def generated_pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    folder = tmp_path_factory.mktemp("generated-papers")
    return {path.name: aq.page_texts(path) for path in write_all(folder) + papers.write_all(folder)}


@pytest.fixture(scope="module")
def shared_pages() -> dict[str, list[str]]:
    if not all((SHARED_PDFS / name).is_file() for name in aq.SHARED_FILES):
        pytest.skip(f"shared test PDFs absent: {SHARED_PDFS} (only the project's own checkout has ../shared)")
    return {name: aq.page_texts(SHARED_PDFS / name) for name in aq.SHARED_FILES}


def _misplaced(pages: dict[str, list[str]]) -> list[str]:
    """Every (turn, gold page) whose page does not print the key fact."""
    wrong = []
    for split in aq.SPLITS:
        for label, turn in all_turns(split):
            if turn.pdf not in pages:
                continue
            texts = pages[turn.pdf]
            wrong += [
                f"{label} p.{p} {turn.key}"
                for p in turn.pages
                if not (0 < p <= len(texts) and aq.key_on_page(texts[p - 1], turn.key))
            ]
    return wrong


def test_key_facts_are_on_their_gold_pages_in_the_generated_papers(generated_pages: dict[str, list[str]]) -> None:
    assert not _misplaced(generated_pages)


def test_key_facts_are_on_their_gold_pages_in_the_shared_papers(shared_pages: dict[str, list[str]]) -> None:
    assert not _misplaced(shared_pages)


def test_generated_papers_are_deterministic_and_keep_their_pages(tmp_path: Path, generated_pages: dict[str, list[str]]) -> None:
    first, second = write(PAPERS[0], tmp_path / "a"), write(PAPERS[0], tmp_path / "b")
    assert first.read_bytes() == second.read_bytes()  # same file, same fingerprint, same paper id
    for paper in PAPERS:
        texts = generated_pages[paper.file]
        assert len(texts) == len(paper.pages)
        assert paper.stamp.split()[0] in texts[0]  # the arXiv stamp is real text on page 1


def test_key_matching_folds_case_space_dashes_and_line_break_hyphens() -> None:
    assert aq.holds_key("scores 79.8% Pass@1 on AIME [1]", ("79.8",))
    assert aq.holds_key("from 1B to\n30B parameters", ("1b to 30B",))
    assert aq.holds_key("Kahneman–Tversky Optimization", ("Kahneman-Tversky optimization",))
    assert aq.holds_key("the policy’s tokenizer", ("policy's tokenizer",))
    assert aq.holds_key("group [2] scores", ("group scores",))  # our markers never split a fact
    assert not aq.holds_key("scores 79.9", ("79.8", "2,029"))
    page = "without super-\nvised fine-tuning of the Kahneman-\nTversky kind"
    assert aq.key_on_page(page, ("without supervised fine-tuning",))
    assert aq.key_on_page(page, ("Kahneman-Tversky kind",))


# --- the metrics on hand-made answers ----------------------------------------------------


@dataclass
class FakeCitation:
    n: int
    page: int | None


@dataclass
class FakeAnswer:
    body: str
    citations: list[FakeCitation] = field(default_factory=list)
    abstained: bool = False


TURN = aq.Turn("paper.pdf", "What score?", (4, 13), ("79.8",))


def test_markers_are_read_in_body_order_with_lists_and_ranges() -> None:
    assert aq.marker_numbers("b [3] then [1, 2] then [3] and [4-6]") == [3, 1, 2, 4, 5, 6]
    assert aq.marker_numbers("no markers") == []


def test_the_first_cited_page_follows_the_body_not_the_reference_list() -> None:
    answer = FakeAnswer("Background [2]. It scores 79.8 [1].", [FakeCitation(1, 4), FakeCitation(2, 9)])
    assert aq.first_cited_page(answer) == 9
    s = aq.score(answer, TURN)
    assert s.key_fact and not s.first_page and s.any_page
    assert s.first_cited == 9 and s.cited == (4, 9)


def test_a_marker_without_a_citation_is_skipped() -> None:
    answer = FakeAnswer("See [7] and then [1].", [FakeCitation(1, 13)])
    assert aq.first_cited_page(answer) == 13
    assert aq.score(answer, TURN).first_page


def test_a_declined_answer_scores_nothing_even_when_it_names_the_fact() -> None:
    answer = FakeAnswer("The indexed papers do not answer this question (79.8).", [], abstained=True)
    s = aq.score(answer, TURN)
    assert s.abstained and not s.key_fact and not s.first_page and not s.any_page


def test_an_uncited_answer_has_no_first_page() -> None:
    s = aq.score(FakeAnswer("It scores 79.8."), TURN)
    assert s.key_fact and s.first_cited is None and not s.first_page and not s.any_page


def _item(n: int, answerable: bool, kind: str = "fact", why: str | None = None) -> aq.Item:
    turn = TURN if answerable else aq.Turn("paper.pdf", "Capital of France?", (), ())
    return aq.Item(f"q{n}", "heldout", turn, kind, answerable, why)


def test_question_metrics_on_a_hand_made_run() -> None:
    right = aq.score(FakeAnswer("It is 79.8 [1].", [FakeCitation(1, 4)]), TURN)
    wrong_page = aq.score(FakeAnswer("It is 79.8 [1].", [FakeCitation(1, 2)]), TURN)
    declined = aq.score(FakeAnswer("No.", abstained=True), TURN)
    answered = aq.score(FakeAnswer("Paris [1].", [FakeCitation(1, 3)]), aq.Turn("paper.pdf", "Capital?", (), ()))
    scored = [
        (_item(1, True), right),
        (_item(2, True, "comparison"), wrong_page),
        (_item(3, True, "comparison"), declined),
        (_item(4, True), right),
        (_item(5, False, why="off-topic"), declined),
        (_item(6, False, why="near-domain"), answered),
    ]
    m = aq.question_metrics(scored)
    assert (m["answerable"], m["unanswerable"]) == (4, 2)
    assert m["key_fact"] == 0.75 and m["first_cited_page"] == 0.5 and m["any_cited_page"] == 0.5
    assert m["unanswerable_declined"] == 0.5 and m["answerable_declined"] == 0.25
    assert m["unanswerable_declined_by_kind"] == {"near-domain": 0.0, "off-topic": 1.0}
    assert m["by_type"] == {
        "comparison": {"questions": 2, "key_fact": 0.5, "first_cited_page": 0.0},
        "fact": {"questions": 2, "key_fact": 1.0, "first_cited_page": 1.0},
    }


def test_conversation_metrics_count_where_history_helped_and_hurt() -> None:
    hit = aq.score(FakeAnswer("79.8 [1]", [FakeCitation(1, 4)]), TURN)
    miss = aq.score(FakeAnswer("something else [1]", [FakeCitation(1, 7)]), TURN)
    chat = aq.Conversation("c", "heldout", True, (TURN, TURN))
    new = aq.Conversation("d", "heldout", False, (TURN, TURN))
    scored = [
        (chat, aq.ConversationScore(hit, hit, miss)),  # the conversation helped
        (chat, aq.ConversationScore(hit, hit, hit)),
        (new, aq.ConversationScore(hit, miss, hit)),  # it hurt a new question
    ]
    m = aq.conversation_metrics(scored)
    assert m["follow_up"]["key_fact_with_history"] == 1.0 and m["follow_up"]["key_fact_alone"] == 0.5
    assert (m["follow_up"]["history_helped"], m["follow_up"]["history_hurt"]) == (1, 0)
    assert m["new"]["key_fact_with_history"] == 0.0 and m["new"]["history_hurt"] == 1
    assert m["new"]["first_cited_page_alone"] == 1.0 and m["all"]["conversations"] == 3


def test_an_empty_group_reports_none_rather_than_zero() -> None:
    assert aq.share([]) is None
    assert aq.question_metrics([])["key_fact"] is None


# --- the measuring code path on one generated paper ------------------------------------------


@pytest.mark.slow
def test_measure_runs_end_to_end_on_a_generated_paper(tmp_path: Path, embeddings) -> None:  # type: ignore[no-untyped-def]
    """Ingest one generated paper, ask through ``measure`` and write the samples: figures of the right shape."""
    from assistant.answering import Assistant
    from assistant.settings import Settings

    settings = Settings(data_dir=tmp_path / "data")
    papers = aq.ingest_papers(settings, embeddings, [write(PAPERS[0], tmp_path / "pdfs")])
    assert set(papers) == {PAPERS[0].file}
    chosen = [i for i in items("tune") if i.turn.pdf == PAPERS[0].file]
    other = aq.Item("x1", "tune", aq.Turn("absent.pdf", "Anything?", (1,), ("x",)), "fact", True)  # its PDF is not ingested
    chats = [c for c in conversations("tune") if c.turns[1].pdf == PAPERS[0].file][:1]
    figures, transcript = aq.measure(Assistant(settings, embeddings=embeddings), papers, [*chosen, other], chats)
    questions = figures["questions"]
    assert isinstance(questions, dict) and questions["questions"] == len(chosen)
    assert figures["skipped"] == {"questions": 1, "conversations": 0}
    assert len(transcript.conversations) == len(chats) == 1
    markdown = aq.samples_markdown(transcript, "tune", "header", per_type=None)
    assert all(item.turn.question in markdown for item in chosen)
    assert [row["id"] for row in aq.per_question(transcript)] == [*(i.id for i in chosen), chats[0].id]


def test_topic_answers_report_the_share_of_cited_papers_that_are_relevant(tmp_path: Path, embeddings) -> None:  # type: ignore[no-untyped-def]
    """Two papers on reward hacking, one of them listed as relevant: a "which papers" answer that cites
    both has half its cited papers relevant, one that cites only the listed paper all of them; the figure
    is their mean (0.75; pooled over the three citations it would be 2/3). The off-topic question is declined."""
    from assistant.answering import Assistant
    from assistant.settings import Settings
    from ingest.pipeline import Ingestor

    rows = [
        {
            "title": "Reward Hacking in RLHF Policies",
            "abstract": "We study reward hacking: RLHF policies exploit flaws of the reward model.",
        },
        {
            "title": "Detecting Reward Hacking",
            "abstract": "We detect reward hacking in RLHF by watching reward model disagreement.",
        },
    ]
    corpus = tmp_path / "papers.jsonl"
    corpus.write_text("".join(json.dumps(r) + "\n" for r in rows))
    settings = Settings(data_dir=tmp_path / "data")
    assert not Ingestor(settings, embeddings=embeddings).ingest([corpus]).failed
    asked = [
        {"id": "t1", "question": "Which papers study reward hacking in RLHF?", "relevant": [rows[0]["title"]], "type": "multi"},
        {
            "id": "t2",
            "question": "How does watching reward model disagreement detect reward hacking?",
            "relevant": [rows[1]["title"]],
        },
        {"id": "t3", "question": "What is the boiling point of water on Mars?", "relevant": [], "type": "unanswerable"},
    ]
    questions = tmp_path / "questions.jsonl"
    questions.write_text("".join(json.dumps(q) + "\n" for q in asked))
    figures = aq.topic_answers(Assistant(settings, embeddings=embeddings), questions)
    assert figures["any_cited_paper_relevant"] == 1.0
    assert figures["cited_papers_relevant"] == 0.75
    assert figures["relevant_papers_cited"] == 1.0  # each listed paper is cited
    assert figures["unanswerable_declined"] == 1.0
