"""Page 1's opening: where the front matter ends and which lines are the abstract.

Everything on page 1 above the "Abstract" heading (or, without one, above the first
section heading or the first line of running text) is front matter: title, authors,
affiliations, e-mail addresses, links, logos. It feeds the metadata and is never quoted.
The abstract runs from its heading to the first line that cannot belong to it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ingest.line_cues import CAPTION_LABEL, FOOTNOTE, SENTENCE_END, tabular, wording
from ingest.pdf_headings import heading
from ingest.pdf_layout import Line

_ABSTRACT_STOP = re.compile(r"^(?:Keywords|Key words|Index Terms|CCS Concepts|ACM Reference)\b", re.I)
#: The abstract is looked for on the first pages only.
ABSTRACT_PAGES = 2


@dataclass(frozen=True)
class AbstractSpan:
    page: int  # 0-based page index
    heading: int  # index of the "Abstract" line
    lines: tuple[int, ...]  # indexes of the abstract's own lines


_ABSTRACT_HEADING = re.compile(r"(?i:abstract)$|摘\s*要$|要\s*旨$|초\s*록$")  # English, Chinese, Japanese, Korean


def find_abstract(pages: Sequence[Sequence[Line]], free: Sequence[Sequence[bool]]) -> AbstractSpan | None:
    """The lines under an "Abstract" heading on the first pages, up to where it ends.

    The abstract ends at the next heading, a "Keywords" line, a footnote, a caption, a
    table row, a line already known to be something else (a figure, a page number), or
    a short line without final punctuation following a finished sentence (the labels
    of a figure placed under the abstract). ``free`` says which lines are not yet known
    to be something else (running headers, figures and the title are not).
    """
    for number, lines in enumerate(pages[:ABSTRACT_PAGES]):
        for index, line in enumerate(lines):
            if free[number][index] and _ABSTRACT_HEADING.match(heading(line.text) or line.text.strip()):
                body = _abstract_lines(lines, free[number], index + 1)
                return AbstractSpan(number, index, tuple(body)) if body else None
    return None


def _abstract_lines(lines: Sequence[Line], free: Sequence[bool], start: int) -> list[int]:
    body: list[int] = []
    for index in range(start, len(lines)):
        text = lines[index].text
        if not free[index] or heading(text) or _ABSTRACT_STOP.match(text):
            break
        if FOOTNOTE.match(text) or CAPTION_LABEL.match(text) or tabular(text):
            break
        previous = lines[body[-1]].text if body else ""
        if previous and SENTENCE_END.search(previous) and len(text) < 30 and not SENTENCE_END.search(text):
            break
        body.append(index)
    return body


def front_end(lines: Sequence[Line], free: Sequence[bool], abstract: AbstractSpan | None) -> int:
    """Index of the first line after page 1's front matter (0 when there is none to see).

    The front matter ends at the "Abstract" heading; without one, at the first section
    heading or the first line that reads like running text (an abstract without a
    heading), whichever comes first.
    """
    if abstract is not None and abstract.page == 0:
        return abstract.heading
    for index, line in enumerate(lines):
        if free[index] and (heading(line.text) or wording(line.text).sentence_like):
            return index
    return 0
