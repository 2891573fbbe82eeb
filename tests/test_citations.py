"""Citations: a paper's own "[3]" never reads as the answer's marker; quotes find their page."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from assistant.answering import Answer, Assistant
from assistant.citations import Citation, Source, find_loosely, references
from assistant.quotable import MARKER, quotable_in, sections_of, without_paper_markers
from assistant.records import Paper, StoredChunk
from assistant.retrieval import Retrieved
from ingest.pipeline import Ingestor


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        ("GRPO [12] improves over PPO.", "GRPO improves over PPO."),
        ("as in prior work [3, 5].", "as in prior work."),
        ("methods [3–5], and [7-9]; also [2; 4]", "methods, and; also"),
        ("Dr. GRPO (Liu et al., 2025) is unbiased.", "Dr. GRPO (Liu et al., 2025) is unbiased."),
        ("the set [a, b] and x[i] stay", "the set [a, b] and x[i] stay"),
    ],
)
def test_paper_markers_are_taken_out_and_nothing_else(text: str, clean: str) -> None:
    assert without_paper_markers(text) == clean


def test_a_quote_without_markers_is_found_where_the_chunk_has_them() -> None:
    text = "Intro line.\nGRPO [12] improves over PPO [3, 5]. As shown in prior work [3–5], it is stable."
    assert find_loosely(text, without_paper_markers("GRPO [12] improves over PPO [3, 5].")) == text.index("GRPO")
    assert find_loosely(text, "As shown in prior work, it is stable.") == text.index("As shown")
    chunk = StoredChunk("c", "p", "pdf", 0, text, page_start=4, page_breaks=((5, text.index("As shown")),))
    assert chunk.page_at(find_loosely(text, "As shown in prior work, it is stable.")) == 5


ROWS = [
    {
        "title": "Group Baselines for Policy Optimization",
        "date": "2026-02-01",
        "abstract": "Critic-free methods [1, 2] estimate advantages from group statistics [3]. "
        "Our group baseline cuts the variance of the gradient estimate by 41% [4] compared with PPO [5]. "
        "It needs no value network [2-4].",
    },
    {
        "title": "Reward Models for Theorem Proving",
        "date": "2026-03-01",
        "abstract": "Process reward models [6] score each proof step. They raise miniF2F pass rates by 9 points [1].",
    },
]


def _answers(ingestor: Ingestor, tmp_path: Path, questions: list[str]) -> list[Answer]:
    path = tmp_path / "papers.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    assert not ingestor.ingest([path]).failed
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)
    return [assistant.ask(q) for q in questions]


def test_every_marker_in_an_answer_names_one_of_its_citations(ingestor: Ingestor, tmp_path: Path) -> None:
    questions = [
        "How much does the group baseline cut the variance of the gradient estimate?",
        "Do critic-free methods need a value network?",
        "How much do process reward models raise miniF2F pass rates?",
    ]
    answers = _answers(ingestor, tmp_path, questions)
    assert all(not a.abstained for a in answers)
    for answer in answers:
        cited = {c.n for c in answer.citations}
        markers = {int(n) for m in MARKER.finditer(answer.body) for n in m.group(1).replace(" ", "").split(",")}
        assert markers == cited, answer.body
        assert all("[" not in c.quote for c in answer.citations)
    assert any("41%" in c.quote for c in answers[0].citations)


def test_markers_are_numbered_by_first_appearance_and_sources_follow() -> None:
    import numpy as np

    from assistant.citations import CitationFilter, Source
    from assistant.records import Paper
    from assistant.retrieval import Retrieved

    sources = [
        Source(n, Retrieved(StoredChunk(f"c{n}", f"p{n}", "abstract", 0, f"text {n}"), 1.0, 1.0, np.zeros(2)), Paper(f"P{n}"))
        for n in (1, 2, 3)
    ]
    flt = CitationFilter({1, 2, 3})
    shown = flt.feed("A [3]. B [1, 3]. C [") + flt.feed("9]. D [2-3].") + flt.flush()
    assert shown == "A [1]. B [2][1]. C . D [3][1]."
    assert flt.removed == ["[9]"]
    assert [(s.n, s.item.chunk_id) for s in flt.numbered(sources)] == [(1, "c3"), (2, "c1"), (3, "c2")]


def test_an_answers_markers_and_references_run_from_one_without_gaps(ingestor: Ingestor, tmp_path: Path) -> None:
    for answer in _answers(ingestor, tmp_path, ["Which methods estimate advantages or score proof steps?"]):
        order = list(dict.fromkeys(int(m.group(1)) for m in MARKER.finditer(answer.body)))
        assert order == list(range(1, len(order) + 1))
        assert [c.n for c in answer.citations] == order
        assert [s.n for s in answer.sources] == list(range(1, len(answer.sources) + 1))
        references = answer.text.split("References:\n", 1)[1].splitlines()
        assert [line.split("]")[0] + "]" for line in references] == [f"[{n}]" for n in order]


def test_each_quotable_sentence_knows_the_heading_it_stands_under() -> None:
    text = "end of the results here, as measured.\n\n6 Limitations\n\nThe draft must share the policy's tokenizer.\n\n7 Conclusion\n\nLookahead rollouts make rollouts cheaper."
    under = sections_of(text, "page", "4 Results")
    assert under == {
        "end of the results here, as measured.": "4 Results",
        "The draft must share the policy's tokenizer.": "6 Limitations",
        "Lookahead rollouts make rollouts cheaper.": "7 Conclusion",
    }
    assert quotable_in(text, "page") == list(under)  # the headings themselves are never quoted


def test_a_table_row_is_quoted_whole() -> None:
    """ "Steps/sol. 7.9; Pos. rate 0.58" is no sentence end: the row's value is read with its row."""
    text = (
        "Table 1 (Statistics of the labelling set), GSM8K train: Problems 7,473; Steps/sol. 4.3; Pos. rate 0.81.\n"
        "Table 1 (Statistics of the labelling set), MATH train: Problems 7,500; Steps/sol. 7.9; Pos. rate 0.58."
    )
    rows = quotable_in(text, "table")

    assert len(rows) == 2 and rows[1].startswith("Table 1") and rows[1].endswith("Pos. rate 0.58."), rows
    assert len(quotable_in("A sentence of prose ends here. Another sentence of prose follows it.", "pdf")) == 2


def test_a_paper_cited_again_is_referenced_by_its_number_and_page() -> None:
    """An answer inside one paper cites several of its passages; the reference list writes the paper once and then
    only the page of each further passage, so the pages are what the lines show."""

    def cited(n: int, paper_id: str, paper: Paper, page: int) -> Citation:
        chunk = StoredChunk(f"{paper_id}-{n}", paper_id, "pdf", n, f"Sentence {n} of the paper.", page_start=page)
        return Citation(n, Source(n, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), paper), f"Sentence {n} of the paper.")

    scribe = Paper("SCRIBE: Rubric Rewards", authors=["A. One", "B. Two"], date="2025-11-21", arxiv_id="2511.09902")
    other = Paper("HEDGE: Ensemble Rewards", authors=["C. Three"])
    lines = references([cited(1, "s", scribe, 4), cited(2, "s", scribe, 5), cited(3, "h", other, 2), cited(4, "s", scribe, 4)])
    assert lines.splitlines() == [
        "References:",
        "[1] SCRIBE: Rubric Rewards. A. One, B. Two. 2025-11-21. p. 4. https://arxiv.org/abs/2511.09902",
        "[2] As [1], p. 5.",
        "[3] HEDGE: Ensemble Rewards. C. Three. p. 2",
        "[4] As [1], p. 4.",
    ]
