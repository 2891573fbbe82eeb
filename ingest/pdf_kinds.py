"""The kinds a PDF line can be, and the record of them for a whole paper.

Shared by the classifier's parts (``pdf_structure`` orchestrates, ``pdf_blocks`` tells
prose from the rest, ``pdf_floats`` finds captions and what their floats hold): the
kinds, the body size that size rules compare with, and when two lines chain into one
block.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ingest.pdf_front import AbstractSpan
from ingest.pdf_layout import Line


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


@dataclass
class Structure:
    """Each page's lines with their kinds, the abstract's place and the body size.

    ``sized`` is False when the paper has too little text for a reliable body size;
    size rules are then skipped.
    """

    pages: list[list[Line]]
    kinds: list[list[Kind | None]]
    abstract: AbstractSpan | None = None
    body: float = 0.0
    sized: bool = False
    headings: dict[tuple[int, int], str] = field(default_factory=dict)  # (page, line) -> heading

    def small(self, line: Line) -> bool:
        return self.sized and line.size < SMALL * self.body

    def large(self, line: Line) -> bool:
        return self.sized and line.size > LARGE * self.body

    def set(self, page: int, index: int, kind: Kind) -> None:
        """Give a line a kind unless an earlier rule already did."""
        if self.kinds[page][index] is None:
            self.kinds[page][index] = kind


def chained(before: Line, after: Line, *, loose_x: bool = False) -> bool:
    """Is ``after`` the next line of the same block as ``before`` (same size, one line down)?"""
    if before.size <= 0 or after.size <= 0:
        return True  # no layout known: the text order is all there is
    size = max(before.size, after.size)
    if abs(before.size - after.size) > max(0.5, 0.05 * size):
        return False
    drop = before.y - after.y
    return 0 < drop <= 2.2 * size and (loose_x or abs(before.x - after.x) <= 8 * size)
