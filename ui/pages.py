"""A cited PDF page as an image, with the quoted passage highlighted.

Rendered with pypdfium2 into a PNG the app shows itself, so no PDF viewer (and no
CDN-hosted pdf.js) is needed. The quote is the cleaned text paperchat indexed
(ligatures expanded, hyphens rejoined), so it is found by searching the page for its
first and last few words rather than for the whole sentence.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image, ImageDraw

from assistant.errors import UserError

_WORDS = 6  # words per search probe: long enough to be unique on a page, short enough to survive clean-up
_SCALE = 1.6
_MAX_SIDE = 2400  # pixels: a poster-sized page is scaled down rather than rendered to gigabytes
# PDFium must never run in two threads at once, even on different documents (pypdfium2's
# documentation); the app renders from Gradio's worker threads, so renders take turns.
_PDFIUM = threading.Lock()


def render_page(pdf: Path, page: int, quote: str | None = None) -> tuple[Image.Image, bool]:
    """The 1-based ``page`` of ``pdf`` as an image and whether the quote was highlighted."""
    if not pdf.is_file():
        raise UserError(f"The PDF is no longer at {pdf}; ingest it again to see its pages.")
    with _PDFIUM:
        return _render(pdf, page, quote)


def _render(pdf: Path, page: int, quote: str | None) -> tuple[Image.Image, bool]:
    try:
        document = pdfium.PdfDocument(str(pdf))
    except pdfium.PdfiumError:
        raise UserError(f"{pdf.name} can no longer be opened as a PDF; ingest it again.") from None
    try:
        if not 1 <= page <= len(document):
            raise UserError(f"{pdf.name} has no page {page}; ingest it again if the file changed.")
        pdf_page = document[page - 1]
        scale = min(_SCALE, _MAX_SIDE / max(pdf_page.get_width(), pdf_page.get_height(), 1.0))
        image = pdf_page.render(scale=scale).to_pil().convert("RGB")
        rects = _quote_rects(pdf_page, quote) if quote else []
        if rects:
            _highlight(image, rects, pdf_page.get_height(), scale)
        return image, bool(rects)
    finally:
        document.close()


def _quote_rects(pdf_page: pdfium.PdfPage, quote: str) -> list[tuple[float, float, float, float]]:
    """Rectangles (PDF points) covering the quote, from its first probe's start to its last probe's end."""
    textpage = pdf_page.get_textpage()
    words = re.findall(r"\S+", quote)
    if not words:
        return []
    start = _find(textpage, words[:_WORDS])
    end = _find(textpage, words[-_WORDS:])
    if start is None:
        if end is None:
            return []
        first, last = end[0], end[0] + end[1]  # only the end was found
    elif end is not None and end[0] >= start[0]:
        first, last = start[0], end[0] + end[1]
    else:  # only the start was found, or the end matched before it
        first, last = start[0], start[0] + start[1]
    count = textpage.count_rects(first, last - first)
    return [textpage.get_rect(i) for i in range(count)]


def _find(textpage: pdfium.PdfTextPage, words: list[str]) -> tuple[int, int] | None:
    """(char index, length) of the first match of ``words``, shortening the probe until one matches."""
    for size in range(len(words), 2, -1):
        for probe in (words[:size], words[-size:]):
            searcher = textpage.search(" ".join(probe))
            found = searcher.get_next()
            if found:
                return found
    return None


def _highlight(image: Image.Image, rects: list[tuple[float, float, float, float]], height: float, scale: float) -> None:
    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    for left, bottom, right, top in rects:
        box = (left * scale, (height - top) * scale, right * scale, (height - bottom) * scale)
        draw.rectangle(box, fill=(255, 214, 0, 90), outline=(230, 150, 0, 255))
    image.paste(Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB"))


def page_count(pdf: Path) -> int | None:
    """How many pages ``pdf`` has, or None when it cannot be opened (the ingest says why)."""
    with _PDFIUM:
        try:
            document = pdfium.PdfDocument(str(pdf))
        except pdfium.PdfiumError:
            return None
        try:
            return len(document)
        finally:
            document.close()
