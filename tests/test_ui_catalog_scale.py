"""The app over a catalog larger than a paper list should hold: the pickers list at most
``PICKER_SIZE`` papers (the page's config stays small), any paper can still be found and
opened, and the catalog is read once per store generation, not on every page load.

Issue #13: at 100k papers the AskPDF list held every paper, the page was 75.6 MB and each
catalog read cost 5.5-5.8 s of CPU. The store here is real; the vectors come from the
word-hash stand-in encoder (what is under test is the catalog, not retrieval).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import CACHE

from assistant.records import SourceRecord, paper_id_for
from assistant.settings import Settings
from benchmarks.synthetic import ROW_TOPICS, WordHashEmbeddings, write_rows
from ui import askpdf_tab
from ui.app import _catalog_views, _find_to_remove, _on_action, build_app
from ui.service import PICKER_SIZE, Service
from ui.session import default_session

pytestmark = pytest.mark.slow

ROWS = 3_000
CONFIG_BYTES = 400_000  # the 3,000-paper list alone would be about as big again; at 100k it was 23.4 MB


def _title(n: int) -> str:
    return f"Scaled study {n} of {ROW_TOPICS[n % len(ROW_TOPICS)]}"


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Service:
    from ingest.pipeline import Ingestor

    folder = tmp_path_factory.mktemp("catalog-scale")
    settings = Settings(data_dir=folder / "data", cache_dir=CACHE, ingest_batch_chunks=2048)
    service = Service(settings)
    rows = write_rows(folder / "rows.jsonl", ROWS)
    report = Ingestor(settings, store=service.store, embeddings=WordHashEmbeddings()).ingest([rows])
    assert not report.failed and report.count("added") == ROWS
    return service


def _component(config: dict[str, Any], elem_id: str) -> dict[str, Any]:
    return next(c for c in config["components"] if c.get("props", {}).get("elem_id") == elem_id)


def _ids(update: dict[str, Any]) -> list[str]:
    return [value for _label, value in update["choices"]]


def test_the_page_lists_a_bounded_number_of_papers_and_stays_small(service: Service) -> None:
    app = build_app(service)
    config = app.get_config_file()
    size = len(json.dumps(config, default=str))  # a delete callback in it is not sent to the page
    choices = _component(config, "pc-pdf-paper")["props"]["choices"]
    assert len(choices) == PICKER_SIZE, len(choices)
    assert size < CONFIG_BYTES, size
    assert "find the other 2,800" in _component(config, "pc-pdf-paper")["props"]["label"]
    # The newest papers are listed (digest dates run 2025-01 .. 2025-12 by row number).
    newest = service.entries()[0]
    assert newest.paper_id in [value for _label, value in choices]


def test_a_paper_outside_the_list_is_found_by_title_words_or_arxiv_id_and_opened(service: Service) -> None:
    oldest = service.entries()[-1]
    defaults = _ids(askpdf_tab.picker(service))
    assert oldest.paper_id not in defaults
    found = askpdf_tab.find_papers(service, oldest.paper.title, None)
    assert _ids(found)[0] == oldest.paper_id and "matching" in found["label"]
    by_arxiv = askpdf_tab.find_papers(service, str(oldest.paper.arxiv_id), None)
    assert _ids(by_arxiv)[0] == oldest.paper_id
    many = askpdf_tab.find_papers(service, "scaled study", None)  # every paper: capped, the label says so
    assert len(_ids(many)) == PICKER_SIZE and f"the first {PICKER_SIZE} of 3,000" in many["label"]
    none = askpdf_tab.find_papers(service, "zzyzx-nothing", "x-missing")
    assert _ids(none) == [] and "no paper matches" in none["label"]
    # Picking it from the found list opens it as any paper does.
    status = askpdf_tab.select(service, oldest.paper_id)[0]
    assert "Asking Scaled study" in status and "from its abstract" in status
    # The Library's list finds it too, with nothing selected.
    library = _find_to_remove(service, oldest.paper.title)
    assert _ids(library)[0] == oldest.paper_id and library["value"] is None


def test_the_selected_paper_stays_in_the_list_through_a_search_and_a_refresh(service: Service) -> None:
    picked = paper_id_for(_title(7))
    found = askpdf_tab.find_papers(service, _title(1234), picked)
    assert _ids(found)[:2] == [picked, paper_id_for(_title(1234))]
    session = default_session(service)
    views = _catalog_views(service, session, "", [], picked, "", "")
    assert picked in _ids(views[1]) and len(_ids(views[1])) == PICKER_SIZE + 1
    assert len(_ids(views[2])) == PICKER_SIZE and views[2]["value"] is None
    assert "**3000** papers" in views[0]


def test_a_cards_askpdf_opens_a_paper_outside_the_list_and_lists_it(service: Service) -> None:
    paper = paper_id_for(_title(3))
    assert paper not in _ids(askpdf_tab.picker(service))
    first = next(_on_action(service, f"askpdf|{paper}|1", default_session(service), []))
    tabs, dropdown, status = first[:3]
    assert tabs["selected"] == "askpdf"
    assert dropdown["value"] == paper and paper in _ids(dropdown) and len(_ids(dropdown)) == PICKER_SIZE + 1
    assert "Asking Scaled study 3 of" in status


def test_the_catalog_is_read_once_per_store_generation(service: Service, monkeypatch: pytest.MonkeyPatch) -> None:
    reads = []
    read = service.store.all_entries
    monkeypatch.setattr(service.store, "all_entries", lambda: reads.append(1) or read())
    service.entries()
    service.entries()
    askpdf_tab.find_papers(service, "scaled study 42", None)
    service.retriever.catalog.current()  # catalog answers' word index is built from the same snapshot
    service.retriever.catalog.current()
    assert len(reads) <= 1  # none when an earlier test read this generation already
    before = len(reads)
    # A paper given a PDF moves into the default list (papers with a PDF come first) after the write.
    oldest = service.entries()[-1]
    entry = service.entry(oldest.paper_id)
    entry.sources["pdf"] = SourceRecord(file=str(Path("x.pdf")), sha="0" * 64, chunks=1, pages=1)
    service.store.put_entries([entry])
    assert oldest.paper_id in _ids(askpdf_tab.picker(service))
    assert "[PDF]" in askpdf_tab.picker(service)["choices"][-1][0]  # the oldest, listed last (newest first)
    assert len(reads) == before + 1
