"""Paper metadata as JSONL or CSV: fields mapped, broken rows skipped and reported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.errors import UserError
from ingest.metadata import read_metadata

ROW = {
    "arxiv_id": "2504.15777",
    "title": "Tina: Tiny Reasoning Models via LoRA",
    "authors": "Shangshang Wang, Julian Asilis, Ömer Faruk Akgül",
    "link": "https://arxiv.org/abs/2504.15777",
    "abstract": "A >20\\% gain at only \\$9 USD.",
    "digest_date": "13-Jun-2025",
}


def test_jsonl_fields_are_mapped(tmp_path: Path) -> None:
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps(ROW) + "\n")
    paper = read_metadata(path).papers[0]
    assert paper.title == ROW["title"]
    assert paper.authors == ["Shangshang Wang", "Julian Asilis", "Ömer Faruk Akgül"]
    assert paper.arxiv_id == "2504.15777" and paper.url == ROW["link"]
    assert paper.date == "2025-06-13"
    assert paper.abstract == "A >20% gain at only $9 USD."


def test_broken_jsonl_lines_are_skipped_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps(ROW) + "\n{not json\n[1, 2]\n" + json.dumps({"abstract": "no title"}) + "\n")
    result = read_metadata(path)
    assert [p.title for p in result.papers] == [ROW["title"]]
    assert result.skipped == ["line 2: invalid JSON", "line 3: not a JSON object", "line 4: no title"]


def test_csv_with_header_reads(tmp_path: Path) -> None:
    path = tmp_path / "papers.csv"
    path.write_text('Title,Authors,Abstract,arxiv_id\n"Paper A","X Y; Z W","About RL.",2501.00001\n')
    paper = read_metadata(path).papers[0]
    assert (paper.title, paper.authors, paper.arxiv_id) == ("Paper A", ["X Y", "Z W"], "2501.00001")
    assert paper.url == "https://arxiv.org/abs/2501.00001"


def test_csv_without_title_column_names_the_fix(tmp_path: Path) -> None:
    path = tmp_path / "papers.csv"
    path.write_text("name,abstract\nA,B\n")
    with pytest.raises(UserError, match="no 'title' column") as err:
        read_metadata(path)
    assert "\n" not in str(err.value)


def test_file_with_no_usable_row_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "papers.jsonl"
    path.write_text("garbage\nmore garbage\n")
    with pytest.raises(UserError, match=r"papers\.jsonl has no paper"):
        read_metadata(path)
