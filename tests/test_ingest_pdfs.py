"""PDFs through the whole pipeline: page-accurate chunks, one record per paper, no re-work."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from pdf_factory import PaperSpec, make_paper, make_pdf

from assistant.records import CatalogEntry, Paper, SourceRecord, StoredChunk
from assistant.settings import Settings
from ingest.pipeline import Ingestor, _other_pdf, another_paper

TITLE = "Curriculum Rewards for Reasoning Models"


def _paper_pdf(path: Path, marker: str = "baseline") -> Path:
    filler = "The policy is trained with group relative advantages and a KL penalty to the reference."
    pages = [
        ["Abstract", f"We propose curriculum rewards for reasoning ({marker}).", "1 Introduction", *[filler] * 20],
        ["2 Method", "The learning rate is 3e-6 with a cosine schedule and warmup of fifty steps.", *[filler] * 20],
        ["3 Results", "Accuracy on AIME rises from 21 percent to 34 percent with the curriculum.", *[filler] * 20],
    ]
    return make_pdf(path, pages, title=TITLE)


def _hit_page(ingestor: Ingestor, question: str, paper_id: str) -> StoredChunk:
    vector = ingestor.embeddings.embed_query(question)
    hits = ingestor.store.query(vector, k=1, where={"$and": [{"paper_id": paper_id}, {"kind": "pdf"}]})
    return hits[0].chunk


def test_pdf_chunks_cite_the_right_page_and_section(ingestor: Ingestor, tmp_path: Path) -> None:
    report = ingestor.ingest([_paper_pdf(tmp_path / "paper.pdf")])
    assert not report.failed
    entry = ingestor.store.all_entries()[0]
    assert entry.paper.title == TITLE and entry.sources["pdf"].pages == 3
    method = _hit_page(ingestor, "What learning rate and schedule were used?", entry.paper_id)
    results = _hit_page(ingestor, "How much did AIME accuracy improve?", entry.paper_id)
    assert (method.page_start, method.section) == (2, "2 Method")
    assert (results.page_start, results.section) == (3, "3 Results")


def test_a_pdf_attaches_to_the_paper_already_in_the_catalog(ingestor: Ingestor, tmp_path: Path) -> None:
    meta = tmp_path / "meta.jsonl"
    meta.write_text(json.dumps({"title": TITLE.lower() + ".", "authors": "Ada Lovelace", "arxiv_id": "2602.00001"}) + "\n")
    ingestor.ingest([meta])
    report = ingestor.ingest([_paper_pdf(tmp_path / "paper.pdf")])
    assert report.count("updated") == 1 and report.count("added") == 0
    [entry] = ingestor.store.all_entries()
    assert set(entry.sources) == {"abstract", "pdf"}
    assert entry.paper.authors == ["Ada Lovelace"] and entry.paper.arxiv_id == "2602.00001"
    kinds = {chunk.kind for chunk in ingestor.store.iter_chunks()}
    assert kinds == {"abstract", "pdf"}


def test_unchanged_pdf_is_not_reread_and_a_changed_one_replaces_its_chunks(ingestor: Ingestor, tmp_path: Path) -> None:
    path = _paper_pdf(tmp_path / "paper.pdf")
    ingestor.ingest([path])
    before = sorted(c.chunk_id for c in ingestor.store.iter_chunks())
    copy = tmp_path / "copy" / "same.pdf"
    copy.parent.mkdir()
    shutil.copy(path, copy)
    again = ingestor.ingest([path, copy])
    assert again.count("unchanged") == 1 and again.chunks_written == 0
    assert sorted(c.chunk_id for c in ingestor.store.iter_chunks()) == before

    changed = ingestor.ingest([_paper_pdf(path, marker="revised")])
    assert changed.count("updated") == 1
    texts = [c.text for c in ingestor.store.iter_chunks() if c.kind == "pdf"]
    assert any("revised" in t for t in texts) and not any("baseline" in t for t in texts)
    assert len(ingestor.store.all_entries()) == 1


@pytest.mark.slow  # the session's ingest of the shared PDFs: about 30 s
def test_shared_pdfs_give_page_accurate_chunks(pdf_store: Settings, embeddings) -> None:  # type: ignore[no-untyped-def]
    ingestor = Ingestor(pdf_store, embeddings=embeddings)  # the session's store of the shared PDFs: read only
    titles = {e.paper.title: e for e in ingestor.store.all_entries()}
    deepseek = next(e for t, e in titles.items() if t.startswith("DeepSeek-R1"))
    assert deepseek.sources["pdf"].pages == 22
    sentence = "DeepSeek-R1-Zero learns to allocate more thinking time to a problem by reevaluating its initial approach"
    hit = _hit_page(ingestor, sentence, deepseek.paper_id)
    assert hit.page_start is not None and hit.page_end is not None and hit.page_start <= 8 <= hit.page_end
    kto = next(e for t, e in titles.items() if t.startswith("KTO"))
    assert kto.sources["pdf"].pages == 18 and kto.chunk_count > 40


def test_the_same_pdf_bytes_are_one_paper_wherever_the_file_moved(tmp_path: Path) -> None:
    """A PDF re-read (new chunk settings) at a new path, or against a path an older store wrote relative,
    whose title reads otherwise than its entry's (the entry's came from a metadata list), is the same paper."""
    entry = CatalogEntry(
        Paper("Grouped Baselines Stabilise Policy Gradients for Reasoning Models"),
        {"pdf": SourceRecord("papers/2503.20783.pdf", "same-bytes")},  # a relative path, as older stores wrote
    )
    read_as = Paper("Under review as a conference paper at ICLR 2025")
    assert not _other_pdf(entry, tmp_path / "moved" / "2503.20783.pdf", "same-bytes", read_as)
    assert _other_pdf(entry, tmp_path / "moved" / "2503.20783.pdf", "other-bytes", read_as)


@pytest.mark.parametrize("names", [("a.pdf", "b.pdf"), ("one/paper.pdf", "two/paper.pdf")])
def test_two_papers_stamped_with_one_arxiv_id_stay_two_and_the_report_says_so(
    ingestor: Ingestor, tmp_path: Path, names: tuple[str, str]
) -> None:
    """A wrong stamp (or a wrong id in a list) must not make one paper's text replace another's, even when
    the two files share a name in two folders."""
    for name in names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    first = make_paper(tmp_path / names[0], PaperSpec(title="Grouped Baselines Stabilise Policy Gradients for Reasoning Models"))
    second = make_paper(tmp_path / names[1], PaperSpec(title="Tabular Reward Sketches for Retrieval Agents", seed=3))
    ingestor.ingest([first.path])
    report = ingestor.ingest([second.path])

    titles = sorted(entry.paper.title for entry in ingestor.store.all_entries())
    assert titles == [
        "Grouped Baselines Stabilise Policy Gradients for Reasoning Models",
        "Tabular Reward Sketches for Retrieval Agents",
    ]
    assert len({chunk.paper_id for chunk in ingestor.store.iter_chunks() if chunk.kind == "pdf"}) == 2
    [warning] = [w for f in report.files for w in f.warnings]
    assert "2503.20783" in warning and "Grouped Baselines" in warning and "wrong arXiv id" in warning
    assert ingestor.ingest([first.path, second.path]).chunks_written == 0  # re-running changes nothing


def test_a_title_written_differently_under_one_arxiv_id_is_the_same_paper() -> None:
    assert not another_paper(
        "DeepSeek-R1: Incentivizing Reasoning in LLMs", "DeepSeek-R1: Incentivizing Reasoning Capability in LLMs via RL"
    )
    assert another_paper("Grouped Baselines Stabilise Policy Gradients", "Tabular Reward Sketches for Retrieval Agents")
