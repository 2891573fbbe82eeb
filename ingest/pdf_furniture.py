"""Page furniture: running headers and footers, page numbers.

A line is a running header/footer when it sits in the top or bottom EDGE_LINES lines of
at least HEADER_PAGE_SHARE of the pages (and of at least MIN_HEADER_PAGES pages), equal
up to digits and case ("Page 3" ~ "Page 4"). A bare number at a page edge is a page
number. 40% rather than 50% so that headers alternating between odd and even pages count;
two pages are enough, because page 1 rarely carries the header: a three-page paper shows
it twice.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

from ingest.pdf_layout import Line

HEADER_PAGE_SHARE = 0.4
MIN_HEADER_PAGES = 2
EDGE_LINES = 3

_PAGE_NUMBER = re.compile(r"^(?:page\s*)?[-\u2013(]?\s*\d{1,4}\s*[-\u2013)]?(?:\s*(?:of|/)\s*\d{1,4})?$", re.I)


def _header_key(text: str) -> str:
    return re.sub(r"\d+", "#", text.casefold())


def _edge_positions(lines: Sequence[Line]) -> list[int]:
    """Indexes of the lines where headers and footers sit."""
    top = range(min(EDGE_LINES, len(lines)))
    bottom = range(max(len(lines) - EDGE_LINES, 0), len(lines))
    return sorted(set(top) | set(bottom))


def running_lines(pages: Sequence[Sequence[Line]], keep_on_first: str = "") -> list[set[int]]:
    """For each page, the indexes of its running header/footer and page-number lines.

    A line whose letters are part of ``keep_on_first`` (the title) is kept on page 1 even
    when later pages repeat it as their running header: a common layout.
    """
    with_text = sum(1 for lines in pages if lines)
    threshold = max(MIN_HEADER_PAGES, math.ceil(HEADER_PAGE_SHARE * with_text))
    seen: Counter[str] = Counter()
    for lines in pages:
        seen.update({_header_key(lines[i].text) for i in _edge_positions(lines)})
    repeated = {key for key, count in seen.items() if count >= threshold}
    kept_title = compact(keep_on_first)

    def running(text: str, first_page: bool) -> bool:
        if first_page and kept_title and compact(text) and compact(text) in kept_title:
            return False
        return _header_key(text) in repeated or bool(_PAGE_NUMBER.match(text))

    return [{i for i in _edge_positions(lines) if running(lines[i].text, number == 0)} for number, lines in enumerate(pages)]


def compact(text: str) -> str:
    """Letters and digits only, for comparing text that was broken or spaced differently."""
    return re.sub(r"\W+", "", text.casefold())
