"""Captions, and the text their floats hold (a prompt box, a sample output, pseudo-code).

A caption opens with its label, number and punctuation ("Figure 3:", "Table 2.",
"Figure 1 |"), or is an algorithm's title line; the lines chained below it at the same
size continue it. The float's own text is mostly caught earlier (small type, form
XObjects, rows of numbers); what is left is body-size text set inside the float, told
apart from body prose by where it starts: body paragraphs start at a column margin (or
are a paragraph's indented first line), boxed or indented float text does not.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from ingest.line_cues import ALGORITHM, CAPTION, SENTENCE_END
from ingest.pdf_headings import heading
from ingest.pdf_kinds import Kind, Structure, chained
from ingest.pdf_layout import Line

#: Kinds a walk from a caption through its float never crosses.
_FLOAT_STOPS = frozenset({Kind.HEADING, Kind.CAPTION, Kind.FURNITURE, Kind.TITLE, Kind.FRONT, Kind.ABSTRACT, Kind.REFERENCE})
#: A float's lines lie within this many line heights of each other and of the caption.
_FLOAT_GAP = 4.0
#: How far right of a margin (pt) indented text starts: paragraph indents, lists, boxes.
_INDENT = 45


def column_margins(found: Structure) -> list[float]:
    """The columns' left margins: where many prose lines start, with no busier edge just left of it.

    An edge a little right of a busier one (within _INDENT points) is an indent: paragraph
    first lines, list items, boxed text.
    """
    edges: Counter[int] = Counter()
    for lines, kinds in zip(found.pages, found.kinds):
        edges.update(round(line.x) for line, kind in zip(lines, kinds) if kind is Kind.PROSE)
    busy = {x: count for x, count in edges.items() if count >= 5}
    return [
        float(x) for x, count in busy.items() if not any(x - _INDENT <= other < x - 2 and busy[other] > count for other in busy)
    ]


def mark_float_content(found: Structure, number: int, margins: list[float]) -> None:
    """Text set inside a figure or table (a prompt box, a sample output) is not body prose.

    A caption's float lies on the side where the lines next to it are already known not
    to be prose (table rows, figure text, equations), or, when neither side shows such
    lines, above the caption if the prose there does not reach a margin (a boxed prompt
    captioned below; a list after a caption starts below it). From the caption, walk that way:
    prose lines that do not start at a margin (boxed, indented or centred) belong to the
    float; the walk stops at prose that starts at a margin, at a heading or another
    caption, or at a wide gap.
    """
    lines, kinds = found.pages[number], found.kinds[number]
    for first, last in _caption_spans(lines, kinds):
        kind = Kind.TABLE if re.match(r"(?i)tab|algorithm", lines[first].text) else Kind.FIGURE
        sides = [(range(first - 1, -1, -1), first), (range(last + 1, len(lines)), last)]
        up, down = (_float_side(found, number, order, margins) for order, _ in sides)
        if up is True or (up is None and down is not True):
            _absorb(found, number, *sides[0], kind, margins)
        if down is True:
            _absorb(found, number, *sides[1], kind, margins)


def _float_side(found: Structure, number: int, order: range, margins: list[float]) -> bool | None:
    """True if the first line met this way is figure or table content, None if it is
    prose that does not reach a margin (boxed text, perhaps), False otherwise."""
    lines, kinds = found.pages[number], found.kinds[number]
    for index in order:
        kind = kinds[index]
        if kind is Kind.FURNITURE:
            continue
        if lines[index].in_form or kind in (Kind.FIGURE, Kind.TABLE, Kind.EQUATION):
            return True
        if kind is Kind.PROSE and not _anchored(lines, kinds, index, margins):
            return None
        return False
    return False


def _caption_spans(lines: Sequence[Line], kinds: Sequence[Kind | None]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for index, kind in enumerate(kinds):
        if kind is Kind.CAPTION:
            if spans and spans[-1][1] == index - 1 and not _caption_start(lines[index]):
                spans[-1] = (spans[-1][0], index)
            else:
                spans.append((index, index))
    return spans


def _absorb(found: Structure, number: int, order: range, anchor: int, kind: Kind, margins: list[float]) -> None:
    lines, kinds = found.pages[number], found.kinds[number]
    upward, previous = order.step < 0, lines[anchor]
    for index in order:
        line, current = lines[index], kinds[index]
        if current in _FLOAT_STOPS:
            return
        if line.in_form or line.size <= 0:
            continue
        gap, size = (line.y - previous.y) if upward else (previous.y - line.y), max(line.size, previous.size)
        if gap < -2 * size or gap > _FLOAT_GAP * size:
            return  # another column, or past the float's edge
        if current is Kind.PROSE:
            if _anchored(lines, kinds, index, margins):
                return
            kinds[index] = kind
        if gap > 0:
            previous = line


def _anchored(lines: Sequence[Line], kinds: Sequence[Kind | None], index: int, margins: list[float]) -> bool:
    """Does this prose line start at a margin, or is it a paragraph's indented first line?"""
    line = lines[index]
    if _at_margin(line, margins):
        return True
    after = index + 1
    if after < len(lines) and kinds[after] is Kind.PROSE and chained(line, lines[after]):
        return _at_margin(lines[after], margins) and 0 < line.x - lines[after].x <= _INDENT
    return False


def _at_margin(line: Line, margins: list[float]) -> bool:
    return any(abs(line.x - margin) <= 2.5 for margin in margins)


def mark_captions(found: Structure, number: int) -> None:
    """A line opening with "Figure 3:" and the lines chained below it form a caption."""
    lines, kinds = found.pages[number], found.kinds[number]
    index = 0
    while index < len(lines):
        if kinds[index] is None and _caption_start(lines[index]) and not _continues_sentence(lines, kinds, index):
            kinds[index] = Kind.CAPTION
            titled = bool(ALGORITHM.match(lines[index].text))  # an algorithm's caption is its one title line
            while (
                not titled
                and index + 1 < len(lines)
                and kinds[index + 1] is None
                and _caption_goes_on(lines[index], lines[index + 1])
            ):
                index += 1
                kinds[index] = Kind.CAPTION
        index += 1


def _caption_start(line: Line) -> bool:
    """ "Figure 3: ...", or an algorithm's title line (short, no sentence in it)."""
    if CAPTION.match(line.text):
        return True
    return bool(ALGORITHM.match(line.text)) and len(line.text.split()) <= 12 and not SENTENCE_END.search(line.text)


def _continues_sentence(lines: Sequence[Line], kinds: Sequence[Kind | None], index: int) -> bool:
    """ "... as shown in" / "Figure 3. The ..." is a sentence going on, not a caption."""
    if index == 0 or kinds[index - 1] not in (None, Kind.PROSE):
        return False
    before = lines[index - 1]
    return chained(before, lines[index]) and not SENTENCE_END.search(before.text) and not before.text.endswith("-")


def _caption_goes_on(before: Line, after: Line) -> bool:
    """The next caption line: same size, one line down (centred lines allowed), not a table's header."""
    if before.size > 0 and (before.y - after.y > 1.45 * before.size or abs(before.size - after.size) > 0.5):
        return False
    return chained(before, after, loose_x=True) and not CAPTION.match(after.text) and not heading(after.text)
