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

The order matters: running headers, rotated and embedded-figure text, the title,
headings and captions first; then the abstract and the front matter above it; the
reference list; then the remaining lines are chained into blocks and judged prose or
not (``pdf_blocks``); last, body-size text inside a captioned float is taken back out
of the prose (``pdf_floats``). When a paper has too little text for a reliable body
size (a one-page notice, a test fixture), size rules are skipped and only the other
signals apply.
"""

from __future__ import annotations

from collections.abc import Sequence

from ingest.line_cues import tabular
from ingest.pdf_blocks import mark_blocks
from ingest.pdf_floats import column_margins, mark_captions, mark_float_content
from ingest.pdf_front import find_abstract, front_end
from ingest.pdf_furniture import running_lines
from ingest.pdf_headings import heading, out_of_order_letters, reference_heading
from ingest.pdf_kinds import Kind, Structure
from ingest.pdf_layout import Line, body_size

#: Body-size characters needed before font sizes are trusted.
MIN_BODY_CHARS = 1500
#: A page whose text is mostly inside form XObjects was wrapped whole, not given figures.
FORM_PAGE_SHARE = 0.8


def classify(pages: list[list[Line]], title_lines: frozenset[int], title: str = "") -> Structure:
    """Give every line of every page its kind (see the module docstring)."""
    body = body_size(pages)
    body_chars = sum(len(line.text) for lines in pages for line in lines if body and abs(line.size - body) <= 0.5)
    found = Structure(pages, [[None] * len(lines) for lines in pages], body=body, sized=body_chars >= MIN_BODY_CHARS)
    _mark_furniture(found, title)
    if pages:
        for index in title_lines:
            found.set(0, index, Kind.TITLE)
    _mark_headings(found)
    _demote_out_of_order_letters(found)
    for number in range(len(pages)):
        mark_captions(found, number)  # before front matter: a teaser figure above the abstract has one
    found.abstract = find_abstract(pages, _free(found))
    _mark_front_and_abstract(found)
    _mark_references(found)
    for number in range(len(pages)):
        mark_blocks(found, number)
    edges = column_margins(found)
    for number in range(len(pages)):
        mark_float_content(found, number, edges)
    return found


def _free(found: Structure) -> list[list[bool]]:
    """Lines not yet known to be anything but possibly a heading."""
    return [[kind in (None, Kind.HEADING) for kind in kinds] for kinds in found.kinds]


# ---------------------------------------------------------------------------------
# Furniture, headings, front matter, references
# ---------------------------------------------------------------------------------


def _mark_furniture(found: Structure, title: str) -> None:
    """Running headers, page numbers, rotated text and embedded figures' text."""
    for number, indexes in enumerate(running_lines(found.pages, title)):
        for index in indexes:
            found.set(number, index, Kind.FURNITURE)
    for number, lines in enumerate(found.pages):
        wrapped = _form_share(lines) >= FORM_PAGE_SHARE
        for index, line in enumerate(lines):
            if not line.upright:
                found.set(number, index, Kind.STAMP if "arxiv" in line.text.casefold() else Kind.FIGURE)
            elif line.in_form and not wrapped:
                found.set(number, index, Kind.FIGURE)


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
            if not name or found.kinds[number][index] is not None or found.small(line):
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


def _mark_front_and_abstract(found: Structure) -> None:
    """Page 1 above the abstract (or the first heading) is front matter."""
    if found.abstract is not None:
        for index in found.abstract.lines:
            found.set(found.abstract.page, index, Kind.ABSTRACT)
    if not found.pages:
        return
    end = front_end(found.pages[0], _free(found)[0], found.abstract)
    for index in range(end):
        if found.kinds[0][index] is Kind.HEADING:
            del found.headings[(0, index)]
            found.kinds[0][index] = None
        found.set(0, index, Kind.FRONT)


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
                found.set(number, index, Kind.REFERENCE)
