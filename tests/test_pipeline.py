"""The ingest pipeline: idempotent, replaces changed papers, one record per paper, offline."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.store import Store
from ingest.pipeline import Ingestor


def _jsonl(path: Path, rows: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _rows(n: int) -> list[dict[str, str]]:
    return [
        {
            "arxiv_id": f"2601.{i:05d}",
            "title": f"Paper number {i} on reward shaping",
            "authors": "Ada Lovelace, Alan Turing",
            "abstract": f"We study reward shaping variant {i} for language models and report gains of {i}%.",
            "digest_date": "13-Jun-2025",
        }
        for i in range(n)
    ]


def _state(store: Store) -> tuple[list[str], list[str]]:
    chunk_ids = sorted(c.chunk_id for c in store.iter_chunks())
    return chunk_ids, sorted(e.to_json() for e in store.all_entries())


def test_reingesting_unchanged_files_writes_nothing(ingestor: Ingestor, tmp_path: Path) -> None:
    path = _jsonl(tmp_path / "a.jsonl", _rows(5))
    first = ingestor.ingest([path])
    assert (first.count("added"), first.chunks_written) == (5, 5)
    before = _state(ingestor.store)
    second = ingestor.ingest([path])
    assert (second.count("added"), second.count("updated"), second.count("unchanged")) == (0, 0, 5)
    assert second.chunks_written == 0
    assert _state(ingestor.store) == before


def test_a_changed_paper_replaces_its_old_chunks(ingestor: Ingestor, tmp_path: Path) -> None:
    rows = _rows(3)
    path = _jsonl(tmp_path / "a.jsonl", rows)
    ingestor.ingest([path])
    rows[1]["abstract"] = "A rewritten abstract about curriculum learning."
    report = ingestor.ingest([_jsonl(path, rows)])
    assert (report.count("updated"), report.count("unchanged"), report.chunks_written) == (1, 2, 1)
    texts = [c.text for c in ingestor.store.iter_chunks()]
    assert len(texts) == 3
    assert any("curriculum learning" in t for t in texts)
    assert not any("variant 1 " in t for t in texts)


def test_the_same_title_from_two_files_is_one_paper(ingestor: Ingestor, tmp_path: Path) -> None:
    rows = _rows(2)
    ingestor.ingest([_jsonl(tmp_path / "a.jsonl", rows)])
    variant = {"title": rows[0]["title"].upper() + "!", "abstract": rows[0]["abstract"], "tags": "RL; Rewards"}
    report = ingestor.ingest([_jsonl(tmp_path / "b.jsonl", [variant])])
    assert report.count("updated") == 1 and report.count("added") == 0
    entries = ingestor.store.all_entries()
    assert len(entries) == 2
    merged = next(e for e in entries if e.paper.arxiv_id == "2601.00000")
    assert merged.paper.title == rows[0]["title"]  # the first title, so the id never moves
    assert merged.paper.tags == ["RL", "Rewards"] and merged.paper.authors == ["Ada Lovelace", "Alan Turing"]


def test_remove_deletes_a_paper_and_its_chunks(ingestor: Ingestor, tmp_path: Path) -> None:
    ingestor.ingest([_jsonl(tmp_path / "a.jsonl", _rows(3))])
    victim = ingestor.store.all_entries()[0].paper_id
    assert ingestor.store.remove_paper(victim) == 1
    assert ingestor.store.chunk_count() == 2
    assert victim not in {e.paper_id for e in ingestor.store.all_entries()}
    assert all(c.paper_id != victim for c in ingestor.store.iter_chunks())


def test_bad_files_fail_alone_and_good_ones_go_on(ingestor: Ingestor, tmp_path: Path) -> None:
    good = _jsonl(tmp_path / "good.jsonl", _rows(2))
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    junk = tmp_path / "junk.csv"
    junk.write_bytes(b"\x00\x01\x02binary")
    odd = tmp_path / "notes.docx"
    odd.write_text("x")
    report = ingestor.ingest([empty, junk, good, odd, tmp_path / "missing.pdf"])
    errors = {Path(f.path).name: f.error for f in report.failed}
    assert set(errors) == {"empty.jsonl", "junk.csv", "notes.docx", "missing.pdf"}
    assert all(e and "\n" not in e for e in errors.values())
    assert report.count("added") == 2


def test_ingest_opens_no_connection_outside_loopback(no_network: list[object], settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from assistant.embeddings import LocalMiniLM

    ingestor = Ingestor(settings, embeddings=LocalMiniLM())  # model and store opened under the guard
    report = ingestor.ingest([_jsonl(tmp_path / "a.jsonl", _rows(3))])
    assert not report.failed and report.count("added") == 3
    assert no_network == []


def test_an_unexpected_reader_failure_costs_one_file_not_the_run(ingestor: Ingestor, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import ingest.pipeline as pipeline

    real = pipeline.read_file

    def flaky(path: Path, *args):  # type: ignore[no-untyped-def]
        if path.name == "bad.jsonl":
            raise KeyError("reader bug")
        return real(path, *args)

    monkeypatch.setattr(pipeline, "read_file", flaky)
    report = ingestor.ingest([_jsonl(tmp_path / "bad.jsonl", _rows(1)), _jsonl(tmp_path / "good.jsonl", _rows(2))])
    [failed] = report.failed
    assert failed.error == "bad.jsonl could not be read (KeyError); check the file and try again."
    assert report.count("added") == 2


def test_a_topic_pages_momentum_line_is_kept_and_the_newest_page_wins(seeded) -> None:  # type: ignore[no-untyped-def]
    """Page 000 (papers up to 2026-06-21) says 36 papers, up 71%; page 003 (up to March) says 63, up 17%."""
    from assistant.embeddings import embedding_model_id

    notes = Store(seeded, embedding_model_id(seeded)).topic_notes()
    assert [(n.topic, n.momentum, n.file) for n in notes] == [
        (
            "RL for Language Models",
            "36 papers in the last four weeks, up 71% on the four weeks before.",
            "000_6edcee5decaf2bde.txt",
        )
    ]


def test_the_same_arxiv_id_from_two_files_is_one_paper_whatever_the_title(ingestor: Ingestor, tmp_path: Path) -> None:
    rows = _rows(2)
    ingestor.ingest([_jsonl(tmp_path / "a.jsonl", rows)])
    renamed = {"arxiv_id": "2601.00001v2", "title": "A Renamed Second Version", "abstract": rows[1]["abstract"] + " More."}
    report = ingestor.ingest([_jsonl(tmp_path / "b.jsonl", [renamed])])
    assert report.count("updated") == 1 and report.count("added") == 0
    entries = {e.paper.arxiv_id: e for e in ingestor.store.all_entries()}
    assert len(entries) == 2 and entries["2601.00001"].paper.title == rows[1]["title"]
    assert ingestor.store.find_entry("2601.00001v2").paper_id == entries["2601.00001"].paper_id


def test_a_new_reader_version_rechunks_pdfs_and_only_pdfs(
    ingestor: Ingestor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pdf_factory import make_pdf

    body = [f"Sentence {i} explains why grouped baselines lower the variance of policy gradients." for i in range(40)]
    pdf = make_pdf(tmp_path / "paper.pdf", [body[:20], body[20:]], title="Grouped Baselines for Policy Gradients")
    rows = _jsonl(tmp_path / "a.jsonl", _rows(3))
    ingestor.ingest([pdf, rows])
    before = _state(ingestor.store)
    assert ingestor.ingest([pdf, rows]).chunks_written == 0
    monkeypatch.setattr("ingest.pipeline.READER_VERSION", "test-next")
    report = ingestor.ingest([pdf, rows])
    pdf_result, rows_result = report.files
    assert len(pdf_result.updated) == 1 and rows_result.unchanged and not rows_result.updated
    assert _state(ingestor.store)[0] == before[0]  # the same text: the same chunk ids, nothing lost
    assert ingestor.ingest([pdf, rows]).count("updated") == 0


def test_captions_are_chunks_of_their_own_kind_on_their_page() -> None:
    from assistant.records import PageText, PdfDocument
    from ingest.chunking import caption_chunks

    doc = PdfDocument(
        "x.pdf", "T", None, [PageText(1, "Body."), PageText(2, "More body.", captions=["Figure 3: Reward over steps."])]
    )
    [chunk] = caption_chunks(doc, "p", chunk_tokens=200)
    assert (chunk.kind, chunk.page_start, chunk.page_end, chunk.text) == ("caption", 2, 2, "Figure 3: Reward over steps.")


def test_an_uploaded_arxiv_pdf_fills_its_record_and_attaches_by_arxiv_id(ingestor: Ingestor, tmp_path: Path) -> None:
    from pdf_factory import make_paper

    listed = _jsonl(tmp_path / "listed.jsonl", [{"arxiv_id": "2503.20783", "title": "Grouped Baselines (listed title)"}])
    ingestor.ingest([listed])
    report = ingestor.ingest([make_paper(tmp_path / "paper.pdf").path])
    assert report.count("updated") == 1 and report.count("added") == 0
    [entry] = ingestor.store.all_entries()
    assert set(entry.sources) == {"abstract", "pdf"} and entry.paper.title == "Grouped Baselines (listed title)"
    assert entry.paper.authors[:1] == ["Ada Lovelace"]
    assert (entry.paper.date, entry.paper.category) == ("2025-03-26", "cs.LG")
    assert entry.paper.url == "https://arxiv.org/abs/2503.20783"


def test_a_changed_abstract_drops_that_papers_old_abstract_chunks_and_keeps_its_pdf_chunks(
    ingestor: Ingestor, tmp_path: Path
) -> None:
    from pdf_factory import make_paper

    rows = [{"arxiv_id": "2503.20783", "title": "Grouped Baselines (listed title)", "abstract": "We group baselines."}]
    rows += _rows(2)
    listed = _jsonl(tmp_path / "listed.jsonl", rows)
    ingestor.ingest([listed, make_paper(tmp_path / "paper.pdf").path])
    [pid] = [e.paper_id for e in ingestor.store.all_entries() if "pdf" in e.sources]
    before = {c.chunk_id: c for c in ingestor.store.iter_chunks()}
    pdf_ids = {cid for cid, c in before.items() if c.paper_id == pid and c.kind != "abstract"}
    old_abstract = {cid for cid, c in before.items() if c.paper_id == pid and c.kind == "abstract"}
    others = {cid for cid, c in before.items() if c.paper_id != pid}
    assert pdf_ids and old_abstract and len(others) == 2

    rows[0]["abstract"] = "A rewritten abstract about variance reduction."
    report = ingestor.ingest([_jsonl(listed, rows)])
    after = {c.chunk_id: c for c in ingestor.store.iter_chunks()}
    assert report.count("updated") == 1
    assert pdf_ids | others <= set(after)  # another source's kinds and other papers are left alone
    new_abstract = {cid for cid, c in after.items() if c.paper_id == pid and c.kind == "abstract"}
    assert not new_abstract & old_abstract
    assert all("variance reduction" in after[cid].text for cid in new_abstract)
    assert set(after) == pdf_ids | others | new_abstract
    assert ingestor.sentences.missing(old_abstract) == old_abstract  # their sentence vectors went too
    assert not ingestor.sentences.missing(after)


def test_a_chunks_kind_is_read_off_its_id() -> None:
    from assistant.records import Chunk
    from ingest.pipeline import kind_of

    for kind in ("abstract", "pdf", "caption"):
        chunk = Chunk(paper_id="x:2503.20783", kind=kind, position=0, text="t", page_start=None, page_end=None)
        assert kind_of(chunk.chunk_id) == kind
    assert kind_of("no-kind") == ""


def test_a_file_of_many_small_papers_reports_one_steady_progress(settings, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A batch of small papers can run just over the batch size; it was then reported as slices under a
    second label, so the file's bar was closed and restarted at 0% with every batch (the 3,714-abstract
    corpus showed a fresh bar and rate some 25 times). Only a paper bigger than a batch reports slices."""
    rows = [{**row, "abstract": " ".join([row["abstract"]] * 16)} for row in _rows(5)]  # two chunks each
    path = _jsonl(tmp_path / "many.jsonl", rows)

    def ingest(batch: int, data: str) -> list[tuple[int, int, str]]:
        calls: list[tuple[int, int, str]] = []
        update = {"ingest_batch_chunks": batch, "data_dir": tmp_path / data}
        ingestor = Ingestor(settings.model_copy(update=update), embeddings=embeddings, progress=lambda *call: calls.append(call))
        assert not ingestor.ingest([path]).failed
        return calls

    calls = ingest(3, "batches")  # batches of two papers: four chunks, one over the batch size
    assert {what for _, _, what in calls} == {"[1/1] many.jsonl"}, calls
    assert [done for done, _, _ in calls] == [4, 8, 10] and {total for _, total, _ in calls} == {10}
    assert any(what.endswith(": embedding") for _, _, what in ingest(1, "slices"))  # each paper bigger than a batch
