"""A PDF page as positioned lines: what pypdf draws, with where, how big and in which font.

pypdf's default extraction reads two-column pages column by column, which is the order
paperchat wants; its ``visitor_text`` callback reports every piece of that same text with
the text and graphics matrices, the font and the font size. Joining the pieces gives
exactly ``extract_text()``'s lines, each now carrying the facts the structure
classifier needs: the baseline and left edge, the rendered font size, whether it is
upright (the arXiv stamp and rotated axis labels are not), whether it was drawn inside
a form XObject (how pdfTeX embeds a PDF figure: its tick labels and legends), and the
share of characters set in a math font.

Coordinates inside a form XObject are the form's own, not the page's: they are only
used to tell such text apart, never compared with page positions.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from pypdf import PageObject

from ingest.line_cues import FULL_WIDTH_PUNCTUATION, IDEOGRAPHIC

_DOT_LEADER = re.compile(r"(?:\.\s?){4,}")
_SPACES = re.compile(r"[^\S\n]+")
_INLINE_ABSTRACT = re.compile(r"^(Abstract|ABSTRACT)\s*[.:\u2014\u2013-]\s*(\S.*)$")
#: Fonts that set mathematics (Computer Modern and AMS math, Latin Modern/STIX/Cambria
#: math, Symbol): a display equation is mostly made of them.
_MATH_FONT = re.compile(
    r"CMMI|CMSY|CMEX|CMBSY|MSBM|MSAM|EUFM|EUSM|EUEX|RSFS|ESINT|STMARY|WASY|TXSY|TXEX|PXSY|PXEX|NTXMI|NTXSY"
    r"|Math|Symbol|MTMI|MTSY|LMMathItalic|LMMathSymbols|LMMathExtension",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a page as pypdf's default extraction gives it, with its layout facts."""

    text: str
    x: float = 0.0  # left edge of the first piece
    y: float = 0.0  # baseline of the piece holding most characters
    size: float = 0.0  # rendered font size held by most characters
    upright: bool = True
    in_form: bool = False  # drawn by a form XObject (an embedded figure)
    math: float = 0.0  # share of characters in math fonts


@dataclass
class _Piece:
    text: str
    x: float
    y: float
    size: float
    upright: bool
    in_form: bool
    math: bool


# ---------------------------------------------------------------------------------
# Extraction
# ---------------------------------------------------------------------------------


def extract_lines(page: PageObject) -> list[Line]:
    """The page's non-empty lines, characters cleaned, in pypdf's reading order."""
    pieces: list[list[_Piece]] = [[]]
    depth = [0]

    def visit(text: str, cm: Sequence[float], tm: Sequence[float], font: Any, size: float) -> None:
        if text:
            _add_text(pieces, text, _place(cm, tm, size, font, depth[0] > 0))

    def before(operator: bytes, *_args: object) -> None:
        if operator == b"Do":
            depth[0] += 1

    def after(operator: bytes, *_args: object) -> None:
        if operator == b"Do":
            depth[0] -= 1

    page.extract_text(visitor_text=visit, visitor_operand_before=before, visitor_operand_after=after)
    return _lines(pieces)


def plain_lines(text: str) -> list[Line]:
    """Lines of plain extracted text, without layout facts (the fallback when the visitor fails)."""
    return _lines([[_Piece(raw, 0.0, 0.0, 0.0, True, False, False)] for raw in text.split("\n")])


def _place(cm: Sequence[float], tm: Sequence[float], size: float, font: Any, in_form: bool) -> _Piece:
    """Position, rendered size and orientation from the text and graphics matrices."""
    a, b, c, d, e, f = tm[0], tm[1], tm[2], tm[3], tm[4], tm[5]
    c0, c1, c2, c3 = cm[0], cm[1], cm[2], cm[3]
    m0, m1, m2, m3 = a * c0 + b * c2, a * c1 + b * c3, c * c0 + d * c2, c * c1 + d * c3
    rendered = abs(size) * math.sqrt(abs(m0 * m3 - m1 * m2))
    upright = abs(m1) < 1e-3 and abs(m2) < 1e-3 and m0 > 0 and m3 > 0
    x, y = e * c0 + f * c2 + cm[4], e * c1 + f * c3 + cm[5]
    return _Piece("", round(x, 1), round(y, 1), round(rendered, 1), upright, in_form, _math_font(font))


def _math_font(font: Any) -> bool:
    name = font.get("/BaseFont", "") if hasattr(font, "get") else ""
    return _is_math_font(str(name))


def _add_text(pieces: list[list[_Piece]], text: str, where: _Piece) -> None:
    """Append a reported piece of text, starting a new line at each newline."""
    for index, part in enumerate(text.split("\n")):
        if index:
            pieces.append([])
        if part:
            pieces[-1].append(replace(where, text=part))


@lru_cache(maxsize=512)
def _is_math_font(name: str) -> bool:
    return bool(_MATH_FONT.search(name.split("+")[-1]))


def _lines(raw_lines: list[list[_Piece]]) -> list[Line]:
    """Clean each raw line; a soft hyphen at a line end joins it with the next one."""
    lines: list[Line] = []
    carry: list[_Piece] = []
    for pieces in raw_lines:
        pieces = carry + pieces
        raw = "".join(p.text for p in pieces).rstrip()
        if raw.endswith("\u00ad"):
            carry = pieces
            continue
        carry = []
        text = clean_line(raw)
        if text:
            lines.extend(_split_inline_abstract(_line(text, pieces)))
    if carry:
        lines.extend(_split_inline_abstract(_line(clean_line("".join(p.text for p in carry)), carry)))
    return [line for line in lines if line.text]


def _line(text: str, pieces: Sequence[_Piece]) -> Line:
    """A cleaned line with the layout facts of the pieces that drew it."""
    inked = [p for p in pieces if p.text.strip()] or list(pieces)
    weights = [len(p.text.strip()) or 1 for p in inked]
    total = sum(weights)
    sizes: Counter[float] = Counter()
    for piece, weight in zip(inked, weights):
        sizes[piece.size] += weight
    main = max(zip(weights, range(len(inked))))[1]
    return Line(
        text=text,
        x=inked[0].x,
        y=inked[main].y,
        size=sizes.most_common(1)[0][0],
        upright=sum(w for p, w in zip(inked, weights) if p.upright) * 2 >= total,
        in_form=sum(w for p, w in zip(inked, weights) if p.in_form) * 2 > total,
        math=round(sum(w for p, w in zip(inked, weights) if p.math) / total, 2),
    )


def _split_inline_abstract(line: Line) -> list[Line]:
    """ "Abstract—We study ..." (IEEE/Springer style) becomes a heading line plus its text."""
    match = _INLINE_ABSTRACT.match(line.text)
    if not match:
        return [line]
    return [replace(line, text=match.group(1)), replace(line, text=match.group(2))]


# ---------------------------------------------------------------------------------
# Characters
# ---------------------------------------------------------------------------------


def clean_chars(text: str) -> str:
    """NFKC (ligatures, full-width forms, odd spaces) and no control/format characters.

    Full-width punctuation inside Chinese or Japanese text ("模型，用于") is kept: there it
    is the text's own punctuation, not a Latin character in a wide form.

    A soft hyphen at a line end is a discretionary break, so the word is joined.
    Tabs, form feeds and other control characters become spaces (words stay apart);
    NULs and format characters (soft hyphens, zero-width spaces) are dropped.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n").replace("\u2029", "\n")
    text = re.sub("\u00ad[^\\S\n]*\n[^\\S\n]*", "", text)
    if not text.isascii():
        text = _nfkc(text)
    return _UNPRINTABLE.sub(_replace_unprintable, text)


#: Full-width punctuation beside a Chinese or Japanese character: NFKC would make "，" a ",".
_CJK_PUNCTUATION = re.compile(f"(?<=[{IDEOGRAPHIC}])[{FULL_WIDTH_PUNCTUATION}]+|[{FULL_WIDTH_PUNCTUATION}]+(?=[{IDEOGRAPHIC}])")


def _nfkc(text: str) -> str:
    """NFKC everywhere but on full-width punctuation inside Chinese or Japanese text, which stays as written."""
    pieces, start = [], 0
    for kept in _CJK_PUNCTUATION.finditer(text):
        pieces += [unicodedata.normalize("NFKC", text[start : kept.start()]), kept.group()]
        start = kept.end()
    pieces.append(unicodedata.normalize("NFKC", text[start:]))
    return "".join(pieces)


#: Candidates for removal: ASCII controls but newline, and everything outside ASCII
#: (looked up one by one, which is rare enough to be cheap).
_UNPRINTABLE = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\U0010ffff]")


def _replace_unprintable(match: re.Match[str]) -> str:
    ch = match.group(0)
    category = unicodedata.category(ch)
    if category[0] != "C":
        return ch
    return " " if category == "Cc" and ch != "\x00" else ""


def clean_line(raw: str) -> str:
    """One line's characters cleaned, whitespace collapsed, dot leaders shortened."""
    text = clean_chars(raw.replace("\u00ad", "")).replace("\n", " ")
    return _SPACES.sub(" ", _DOT_LEADER.sub(" ... ", text)).strip()


def flatten(text: str) -> str:
    """Text on one line with single spaces, as titles and abstracts are kept."""
    return _SPACES.sub(" ", clean_chars(text).replace("\n", " ")).strip()


# ---------------------------------------------------------------------------------
# Page statistics
# ---------------------------------------------------------------------------------


def body_size(pages: Iterable[Sequence[Line]]) -> float:
    """The font size most characters of upright page text are set in (0.0 if unknown).

    Sizes within 0.4 pt of the most used one are averaged: sub- and superscripts and
    rounding spread one body size over neighbouring values.
    """
    weights: Counter[float] = Counter()
    for lines in pages:
        for line in lines:
            if line.upright and not line.in_form and line.size > 0:
                weights[line.size] += len(line.text)
    if not weights:
        return 0.0
    mode = weights.most_common(1)[0][0]
    near = {size: weight for size, weight in weights.items() if abs(size - mode) <= 0.4}
    return round(sum(size * weight for size, weight in near.items()) / sum(near.values()), 2)


def typical_length(texts: Sequence[str]) -> int:
    """The length of a full line on this page (80th percentile of the longer lines)."""
    lengths = sorted(len(text) for text in texts if len(text) >= 20)
    return lengths[int(0.8 * (len(lengths) - 1))] if lengths else 0
