"""The shared real papers (../shared/testdata/pdfs), read once per test session.

A user's own clone has no ../shared: every test that needs a real paper skips with
the reason instead of failing.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from assistant.records import PdfDocument
from ingest.pdf_reader import read_pdf

REAL_PDFS = Path(__file__).resolve().parents[2] / "shared" / "testdata" / "pdfs"


def real_path(name: str) -> Path:
    """The shared PDF ``name``; skips the calling test when it is absent."""
    path = REAL_PDFS / name
    if not path.is_file():
        pytest.skip(f"shared test PDF absent: {path}")
    return path


def read_real(name: str) -> PdfDocument:
    """The shared PDF ``name`` as the reader reads it (read once, shared by every test)."""
    return _read(real_path(name))


@functools.cache
def _read(path: Path) -> PdfDocument:
    return read_pdf(path)
