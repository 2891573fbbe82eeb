"""Small generated PDFs for tests, so core tests never depend on files outside the repo.

Text is drawn with the Vera TrueType font that ships inside reportlab: it is embedded
with a Unicode map, so any character it has a glyph for (including the "ﬁ"/"ﬂ"
ligatures) is extracted back by PDF readers as written.

A page is a list of lines drawn top-down. A line is either a string (body size) or a
``(text, font_size)`` pair, e.g. ``("2 Method", 14)`` for a heading.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import reportlab
from reportlab.lib import pdfencrypt
from reportlab.lib.pagesizes import LETTER
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

Line = str | tuple[str, float]

FONT = "PaperchatTestVera"
PAGE_WIDTH, PAGE_HEIGHT = LETTER
MARGIN = 72.0
COLUMN_GAP = 24.0


def _register_font() -> None:
    """Register reportlab's bundled Vera font once (a Unicode TrueType font)."""
    if FONT not in pdfmetrics.getRegisteredFontNames():
        vera = os.path.join(os.path.dirname(reportlab.__file__), "fonts", "Vera.ttf")
        pdfmetrics.registerFont(TTFont(FONT, vera))


def _line_parts(line: Line, body_size: float) -> tuple[str, float]:
    return (line, body_size) if isinstance(line, str) else (line[0], float(line[1]))


def _draw_column(pdf: canvas.Canvas, lines: Sequence[Line], x: float, top: float, size: float) -> None:
    """Draw lines top-down from ``top``; a bigger line gets proportionally more leading."""
    y = top
    for line in lines:
        text, line_size = _line_parts(line, size)
        y -= line_size * 1.4
        pdf.setFont(FONT, line_size)
        pdf.drawString(x, y, text)


def make_pdf(
    path: str | Path,
    pages: Sequence[Sequence[Line]],
    *,
    title: str | None = None,
    title_size: float = 20.0,
    metadata_title: str | None = None,
    header: str | None = None,
    page_numbers: bool = False,
    two_columns: bool = False,
    encrypt_password: str | None = None,
    font_size: float = 10.0,
) -> Path:
    """Write a text PDF and return its path.

    title: drawn in a large font at the top of page 1 (not put in the metadata).
    metadata_title: the document-info /Title (reportlab writes "untitled" when None).
    header: a running header drawn at the top of every page; "{page}" is replaced by
        the page number. page_numbers: a bare page number at the bottom of each page.
    two_columns: each page's lines are split in half, the first half drawn in the left
        column and the second half in the right column, on the same baselines, so a
        reader that reads by rows would interleave them.
    encrypt_password: encrypt with this user password (reportlab's standard RC4).
    """
    _register_font()
    path = Path(path)
    encrypt = None
    if encrypt_password is not None:
        encrypt = pdfencrypt.StandardEncryption(encrypt_password, canPrint=1)
    pdf = canvas.Canvas(str(path), pagesize=LETTER, encrypt=encrypt)
    if metadata_title is not None:
        pdf.setTitle(metadata_title)
    for number, lines in enumerate(pages, start=1):
        top = PAGE_HEIGHT - MARGIN
        if header is not None:
            pdf.setFont(FONT, 8)
            pdf.drawString(MARGIN, PAGE_HEIGHT - MARGIN / 2, header.replace("{page}", str(number)))
        if number == 1 and title is not None:
            pdf.setFont(FONT, title_size)
            pdf.drawString(MARGIN, top - title_size, title)
            top -= title_size * 2.5
        if two_columns:
            half = (len(lines) + 1) // 2
            column_width = (PAGE_WIDTH - 2 * MARGIN - COLUMN_GAP) / 2
            _draw_column(pdf, lines[:half], MARGIN, top, font_size)
            _draw_column(pdf, lines[half:], MARGIN + column_width + COLUMN_GAP, top, font_size)
        else:
            _draw_column(pdf, lines, MARGIN, top, font_size)
        if page_numbers:
            pdf.setFont(FONT, 9)
            pdf.drawCentredString(PAGE_WIDTH / 2, MARGIN / 2, str(number))
        pdf.showPage()
    pdf.save()
    return path


def make_shapes_pdf(path: str | Path, n_pages: int = 1) -> Path:
    """A PDF whose pages hold only drawings (a filled rectangle), like a scan: no text."""
    path = Path(path)
    pdf = canvas.Canvas(str(path), pagesize=LETTER)
    for _ in range(n_pages):
        pdf.setFillGray(0.5)
        pdf.rect(MARGIN, MARGIN, PAGE_WIDTH - 2 * MARGIN, PAGE_HEIGHT - 2 * MARGIN, fill=1)
        pdf.showPage()
    pdf.save()
    return path


def make_blank_pdf(path: str | Path, n_pages: int) -> Path:
    """A PDF of ``n_pages`` empty pages (``n_pages=0`` gives a valid file with no pages)."""
    from pypdf import PdfWriter

    path = Path(path)
    writer = PdfWriter()
    for _ in range(n_pages):
        writer.add_blank_page(width=PAGE_WIDTH, height=PAGE_HEIGHT)
    with path.open("wb") as handle:
        writer.write(handle)
    return path
