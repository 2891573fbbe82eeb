"""What each line of a paper is: prose to quote, or something else kept out of the text.

Every line gets one ``Kind``. The signals, each robust across LaTeX styles (ICML,
NeurIPS, ACL, arXiv's own) rather than tuned to one file:

- layout from pypdf (``pdf_layout``): rotated text is the arXiv stamp or an axis label;
  text drawn inside a form XObject is an embedded figure's; the font size against the
  body's modal size (small type is footnotes, table cells, figure labels; large type
  is the title and logos); the baseline and left edge, which chain lines into blocks;
- position in the paper: page 1 above the abstract is front matter; running headers
  and page numbers repeat at page edges; the reference list runs from its heading to
  the next heading as large as it;
- the words (``line_cues``): a caption opens with "Figure 3:"; table rows are mostly
  numbers; equations are symbols; a paragraph has function words.

A block of chained lines is prose when one of its lines reads like running text; in a
prose block, single lines that are table rows or display equations are still dropped.
When a paper has too little text for a reliable body size (a one-page notice, a test
fixture), size rules are skipped and only the other signals apply.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ingest.line_cues import ALGORITHM, CAPTION, FOOTNOTE, PSEUDOCODE, SENTENCE_END, equation_like, numbered, tabular, wording
from ingest.pdf_front import AbstractSpan, find_abstract, front_end
from ingest.pdf_furniture import running_lines
from ingest.pdf_headings import contents_entry, heading, out_of_order_letters, reference_heading
from ingest.pdf_layout import Line, body_size


class Kind(enum.Enum):
    PROSE = "prose"
    HEADING = "heading"
    ABSTRACT = "abstract"
    TITLE = "title"
    FRONT = "front matter"
    CAPTION = "caption"
    FIGURE = "figure"
    TABLE = "table"
    EQUATION = "equation"
    FOOTNOTE = "footnote"
    REFERENCE = "reference"
    FURNITURE = "running header"
    STAMP = "stamp"


#: What a page's quotable text is made of.
QUOTABLE = frozenset({Kind.PROSE, Kind.HEADING, Kind.ABSTRACT})
#: Type smaller than this share of the body size is never body prose (footnotes,
#: table cells, figure labels); larger than LARGE is titles and logos.
SMALL = 0.94
LARGE = 1.15
#: Body-size characters needed before font sizes are trusted.
MIN_BODY_CHARS = 1500
#: A page whose text is mostly inside form XObjects was wrapped whole, not given figures.
FORM_PAGE_SHARE = 0.8
#: A footnote opens with its number glued to its text: "7Accessed via ...", "1https://...".
_FOOTNOTE_NUMBER = re.compile(r"^\d{1,2}\s?[A-Za-z]")


@dataclass
class Structure:
    """Each page's lines with their kinds, the abstract's place and the body size."""

    pages: list[list[Line]]
    kinds: list[list[Kind | None]]
    abstract: AbstractSpan | None = None
    body: float = 0.0
    sized: bool = False
    headings: dict[tuple[int, int], str] = field(default_factory=dict)  # (page, line) -> heading

    def of(self, kind: Kind) -> list[tuple[int, int]]:
        return [(p, i) for p, kinds in enumerate(self.kinds) for i, k in enumerate(kinds) if k is kind]


def classify(pages: list[list[Line]], title_lines: frozenset[int], title: str = "") -> Structure:
    """Give every line of every page its kind (see the module docstring)."""
    body = body_size(pages)
    body_chars = sum(len(line.text) for lines in pages for line in lines if body and abs(line.size - body) <= 0.5)
    found = Structure(pages, [[None] * len(lines) for lines in pages], body=body, sized=body_chars >= MIN_BODY_CHARS)
    _mark_furniture(found, title)
    if pages:
        for index in title_lines:
            _set(found, 0, index, Kind.TITLE)
    _mark_headings(found)
    _demote_out_of_order_letters(found)
    for number in range(len(pages)):
        _mark_captions(found, number)  # before front matter: a teaser figure above the abstract has one
    found.abstract = find_abstract(pages, _free(found))
    _mark_front_and_abstract(found)
    _mark_references(found)
    for number in range(len(pages)):
        _mark_blocks(found, number)
    margins = _margins(found)
    for number in range(len(pages)):
        _mark_float_content(found, number, margins)
    return found


def _free(found: Structure) -> list[list[bool]]:
    """Lines not yet known to be anything but possibly a heading."""
    return [[kind in (None, Kind.HEADING) for kind in kinds] for kinds in found.kinds]


def _set(found: Structure, page: int, index: int, kind: Kind) -> None:
    if found.kinds[page][index] is None:
        found.kinds[page][index] = kind


# ---------------------------------------------------------------------------------
# Furniture, headings, front matter, references
# ---------------------------------------------------------------------------------


def _mark_furniture(found: Structure, title: str) -> None:
    """Running headers, page numbers, rotated text and embedded figures' text."""
    for number, indexes in enumerate(running_lines(found.pages, title)):
        for index in indexes:
            _set(found, number, index, Kind.FURNITURE)
    for number, lines in enumerate(found.pages):
        wrapped = _form_share(lines) >= FORM_PAGE_SHARE
        for index, line in enumerate(lines):
            if not line.upright:
                _set(found, number, index, Kind.STAMP if "arxiv" in line.text.casefold() else Kind.FIGURE)
            elif line.in_form and not wrapped:
                _set(found, number, index, Kind.FIGURE)


def _form_share(lines: Sequence[Line]) -> float:
    total = sum(len(line.text) for line in lines)
    return sum(len(line.text) for line in lines if line.in_form) / total if total else 0.0


def _mark_headings(found: Structure) -> None:
    """Section headings, set no smaller than body text and not heading a column of numbers.

    A table's "Method" or "Results" header cell reads like a heading; the cells beside
    it on the same baseline, or the rows of numbers under it, tell it apart.
    """
    for number, lines in enumerate(found.pages):
        for index, line in enumerate(lines):
            name = heading(line.text)
            if not name or found.kinds[number][index] is not None or _small(found, line):
                continue
            after = lines[index + 1] if index + 1 < len(lines) else None
            if after and (tabular(after.text) or (line.size > 0 and abs(after.y - line.y) < 1 and after.x > line.x)):
                continue
            found.kinds[number][index] = Kind.HEADING
            found.headings[(number, index)] = name


def _demote_out_of_order_letters(found: Structure) -> None:
    """ "A. Proofs" and the name "H. Zhang" look alike: a lettered heading out of appendix order is not one."""
    keys = sorted(found.headings)
    for position in out_of_order_letters([found.headings[key] for key in keys]):
        number, index = keys[position]
        del found.headings[(number, index)]
        found.kinds[number][index] = None


def _small(found: Structure, line: Line) -> bool:
    return found.sized and line.size < SMALL * found.body


def _large(found: Structure, line: Line) -> bool:
    return found.sized and line.size > LARGE * found.body


def _mark_front_and_abstract(found: Structure) -> None:
    """Page 1 above the abstract (or the first heading) is front matter."""
    if found.abstract is not None:
        for index in found.abstract.lines:
            _set(found, found.abstract.page, index, Kind.ABSTRACT)
    if not found.pages:
        return
    end = front_end(found.pages[0], _free(found)[0], found.abstract)
    for index in range(end):
        if found.kinds[0][index] is Kind.HEADING:
            del found.headings[(0, index)]
            found.kinds[0][index] = None
        _set(found, 0, index, Kind.FRONT)


def _mark_references(found: Structure) -> None:
    """From a "References" heading to the next heading at least as large (an appendix)."""
    inside, opened_at = False, 0.0
    for number, lines in enumerate(found.pages):
        for index, line in enumerate(lines):
            kind = found.kinds[number][index]
            if kind is Kind.HEADING and reference_heading(line.text):
                inside, opened_at = True, line.size
            elif kind is Kind.HEADING and inside and (not found.sized or line.size >= 0.95 * opened_at):
                inside = False
            elif inside and kind is Kind.HEADING:
                del found.headings[(number, index)]
                found.kinds[number][index] = Kind.REFERENCE
            elif inside:
                _set(found, number, index, Kind.REFERENCE)


# ---------------------------------------------------------------------------------
# Captions and blocks
# ---------------------------------------------------------------------------------


def chained(before: Line, after: Line, *, loose_x: bool = False) -> bool:
    """Is ``after`` the next line of the same block as ``before`` (same size, one line down)?"""
    if before.size <= 0 or after.size <= 0:
        return True  # no layout known: the text order is all there is
    size = max(before.size, after.size)
    if abs(before.size - after.size) > max(0.5, 0.05 * size):
        return False
    drop = before.y - after.y
    return 0 < drop <= 2.2 * size and (loose_x or abs(before.x - after.x) <= 8 * size)


def _mark_captions(found: Structure, number: int) -> None:
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


def _mark_blocks(found: Structure, number: int) -> None:
    """Chain the lines still unclassified into blocks and classify each block."""
    lines, kinds = found.pages[number], found.kinds[number]
    block: list[int] = []
    for index in range(len(lines) + 1):
        open_block = block and index < len(lines) and kinds[index] is None and index == block[-1] + 1
        if open_block and chained(lines[block[-1]], lines[index]):
            block.append(index)
            continue
        if block:
            _classify_block(found, number, block)
        block = [index] if index < len(lines) and kinds[index] is None else []


def _classify_block(found: Structure, number: int, block: list[int]) -> None:
    lines, kinds = found.pages[number], found.kinds[number]
    members = [lines[i] for i in block]
    if _prose_block(found, members):
        left = min(line.x for line in members)
        for index, line in zip(block, members):
            kinds[index] = _line_in_prose(found, line, indented=line.x > left + 1.5 * line.size)
    else:
        kind = _noise_kind(found, members)
        for index in block:
            kinds[index] = kind


def _prose_block(found: Structure, members: Sequence[Line]) -> bool:
    """Body-size type with a line of running text (or one line ending a paragraph)."""
    main = max(members, key=lambda line: len(line.text))
    if _small(found, main) or _large(found, main):
        return False
    wordings = [wording(line.text) for line in members]
    if any(w.sentence_like for w in wordings):
        return True
    only = members[0].text
    return len(members) == 1 and wordings[0].lowercase_start and bool(SENTENCE_END.search(only)) and wordings[0].wordy


def _line_in_prose(found: Structure, line: Line, *, indented: bool) -> Kind:
    """A table row, a contents entry or a display equation chained to a paragraph is not prose.

    Inline mathematics fills lines at the paragraph's left edge; a display equation is
    indented or centred, numbered, has no word at all, or is set in sub-/superscript size.
    """
    found_words = wording(line.text)
    if contents_entry(line.text) or PSEUDOCODE.match(line.text) or (tabular(line.text) and not found_words.stopwords):
        return Kind.TABLE
    if equation_like(line.text, line.math) and (indented or found_words.words == 0 or numbered(line.text)):
        return Kind.EQUATION
    if indented and not any(ch.isalpha() for ch in line.text):
        return Kind.EQUATION  # a stray numerator or index of a display formula
    if _small(found, line) or _large(found, line):
        return _noise_kind(found, [line])
    return Kind.PROSE


def _noise_kind(found: Structure, members: Sequence[Line]) -> Kind:
    """What a non-prose block most likely is (for reports; all of it is kept out)."""
    texts = [line.text for line in members]
    if _small(found, members[0]) and (FOOTNOTE.match(texts[0]) or _FOOTNOTE_NUMBER.match(texts[0])):
        return Kind.FOOTNOTE
    if sum(tabular(text) or contents_entry(text) or bool(PSEUDOCODE.match(text)) for text in texts) * 2 >= len(texts):
        return Kind.TABLE
    if sum(equation_like(line.text, line.math) for line in members) * 2 >= len(texts):
        return Kind.EQUATION
    return Kind.FIGURE


# ---------------------------------------------------------------------------------
# Float content next to a caption
# ---------------------------------------------------------------------------------

#: Kinds a walk from a caption through its float never crosses.
_FLOAT_STOPS = frozenset({Kind.HEADING, Kind.CAPTION, Kind.FURNITURE, Kind.TITLE, Kind.FRONT, Kind.ABSTRACT, Kind.REFERENCE})
#: A float's lines lie within this many line heights of each other and of the caption.
_FLOAT_GAP = 4.0
#: How far right of a margin (pt) indented text starts: paragraph indents, lists, boxes.
_INDENT = 45


def _margins(found: Structure) -> list[float]:
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


def _mark_float_content(found: Structure, number: int, margins: list[float]) -> None:
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
