"""Paper metadata files: JSONL or CSV with arxiv_id, title, authors, link, abstract, date.

Broken lines are skipped and counted, not fatal: one bad row must not cost the other
3,713. A file with no usable row, or a CSV without a title column, is refused.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assistant.errors import UserError
from assistant.records import Paper
from ingest.latex import render_latex
from ingest.text import decode_text, parse_date

_DATE_KEYS = ("date", "digest_date", "published", "updated")
_ARXIV_ID = re.compile(r"(\d{4}\.\d{4,5})(v\d+)?")


@dataclass
class MetadataFile:
    papers: list[Paper]
    skipped: list[str] = field(default_factory=list)  # "line 5: invalid JSON", ...
    warnings: list[str] = field(default_factory=list)  # how the bytes were decoded, when not plain UTF-8


def read_metadata(path: Path) -> MetadataFile:
    """Papers from a .jsonl/.json or .csv file."""
    text, warnings = _read_text(path)
    if path.suffix.lower() == ".csv":
        rows = _csv_rows(path, text)
    else:
        rows = _jsonl_rows(text)
    papers, skipped = [], []
    for where, row in rows:
        if isinstance(row, str):
            skipped.append(f"{where}: {row}")
            continue
        paper = _paper(row)
        if paper is None:
            skipped.append(f"{where}: no title")
        else:
            papers.append(paper)
    if not papers:
        reason = f" ({skipped[0]})" if skipped else ""
        raise UserError(f"{path.name} has no paper with a title{reason}; each row needs at least a 'title' field.")
    return MetadataFile(papers, skipped, warnings)


def _read_text(path: Path) -> tuple[str, list[str]]:
    text, warnings = decode_text(path.read_bytes(), path.name)
    if text is None:
        raise UserError(f"{path.name} is binary, not JSONL or CSV text; export the metadata as UTF-8 JSONL or CSV.")
    return text, warnings


def _jsonl_rows(text: str) -> Iterable[tuple[str, dict[str, Any] | str]]:
    stripped = text.lstrip()
    if stripped.startswith("["):  # a JSON array is accepted too
        try:
            items = json.loads(stripped)
        except json.JSONDecodeError:
            items = None
        if isinstance(items, list):
            for number, item in enumerate(items, 1):
                yield f"item {number}", item if isinstance(item, dict) else "not an object"
            return
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError:
            yield f"line {number}", "invalid JSON"
            continue
        yield f"line {number}", item if isinstance(item, dict) else "not a JSON object"


def _csv_rows(path: Path, text: str) -> Iterable[tuple[str, dict[str, Any] | str]]:
    reader = csv.DictReader(io.StringIO(text))
    columns = {c.strip().lower() for c in (reader.fieldnames or []) if c}
    if "title" not in columns:
        raise UserError(
            f"{path.name} has no 'title' column (found: {', '.join(sorted(columns)) or 'none'}); "
            "add a header row with title, authors, abstract, arxiv_id, link."
        )
    number = 1
    try:
        for row in reader:
            number = reader.line_num
            yield f"line {number}", {(k or "").strip().lower(): v for k, v in row.items()}
    except csv.Error as err:  # a field over csv's limit, a NUL inside quotes: the rest is unreadable
        yield f"line {number + 1} and after", f"unreadable CSV ({err})"


def _paper(row: dict[str, Any]) -> Paper | None:
    title = render_latex(_text(row.get("title")))
    if not title:
        return None
    authors = row.get("authors") or []
    if isinstance(authors, str):
        authors = [a.strip() for a in re.split(r",|;| and ", authors) if a.strip()]
    link = _text(row.get("link") or row.get("url"))
    arxiv_id = _text(row.get("arxiv_id") or row.get("id"))
    match = _ARXIV_ID.search(arxiv_id or link or "")
    date = next((parse_date(_text(row.get(k))) for k in _DATE_KEYS if row.get(k)), None)
    tags = _listed(row.get("tags"))
    return Paper(
        title=title,
        authors=[str(a) for a in authors],
        date=date,
        category=_text(row.get("category")) or None,
        abstract=render_latex(_text(row.get("abstract"))) or None,
        tags=tags,
        affiliations=_listed(row.get("affiliations")),
        arxiv_id=match.group(1) if match else (arxiv_id or None),
        url=link or (f"https://arxiv.org/abs/{match.group(1)}" if match else None),
    )


def _listed(value: Any) -> list[str]:
    """A list field given as a JSON list or as one "a; b; c" string."""
    items = value.split(";") if isinstance(value, str) else (value or [])
    return [_text(item) for item in items if _text(item)]


def _text(value: Any) -> str:
    return " ".join(str(value).split()) if value is not None else ""
