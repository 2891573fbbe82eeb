"""A paper's reference list split into entries, one string per cited work.

Three layouts cover what papers print, tried in order:

1. numbered: each entry opens with "[12]" or "12." (numbers rising);
2. hanging indent (author-year styles: ICML, ACL, NeurIPS' natbib): an entry's first
   line starts at its column's left edge and its other lines are indented;
3. otherwise an entry starts where a line ending with a period is followed by a line
   starting with a capital letter.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ingest.pdf_layout import Line
from ingest.pdf_paragraphs import join_lines

_NUMBERED = re.compile(r"^\[(\d{1,4})\]|^(\d{1,3})\.\s")
#: A line ending inside a link: the link runs on at the start of the next line.
_URL_END = re.compile(r"(?:https?://|www\.|doi\.org/)\S*[^.,;\s]$|https?:$")
#: Left edges closer than this (pt) belong to the same column.
_COLUMN_GAP = 30.0
#: An entry's first line starts within this (pt) of its column's left edge.
_EDGE = 2.5
#: With hanging indents, between these shares of lines open an entry.
_STARTS_SHARE = (0.08, 0.75)


def split_references(pages: Sequence[Sequence[Line]], words: set[str]) -> list[str]:
    """The entries of a reference list given as its lines, page by page."""
    lines = [line for page in pages for line in page]
    if not lines:
        return []
    starts = _numbered_starts(lines) or _indent_starts(pages) or _period_starts(lines)
    entries = []
    for begin, end in zip(starts, [*starts[1:], len(lines)]):
        texts = _mend_links([line.text for line in lines[begin:end]])
        text, _ = join_lines(texts, words, typical=0, headings={})
        entries.append(re.sub(r"\s+", " ", text).strip())
    return [entry for entry in entries if entry]


def _mend_links(texts: list[str]) -> list[str]:
    """A link broken across lines ("https://github.com/meta-llama/llama-m" / "odels/...") is one word."""
    mended: list[str] = []
    for text in texts:
        if mended and _URL_END.search(mended[-1]):
            mended[-1] += text
        else:
            mended.append(text)
    return mended


def _numbered_starts(lines: Sequence[Line]) -> list[int]:
    """Lines opening with rising numbers "[1]", "[2]" (or "1.", "2."); [] if that is not the layout."""
    starts, expected = [], 1
    for index, line in enumerate(lines):
        match = _NUMBERED.match(line.text)
        number = int(match.group(1) or match.group(2)) if match else None
        if number is not None and expected <= number <= expected + 2:
            starts.append(index)
            expected = number + 1
    return _from_first(starts) if len(starts) >= max(2, len(lines) // 12) else []


def _indent_starts(pages: Sequence[Sequence[Line]]) -> list[int]:
    """Lines at their column's left edge, when the others are indented; [] otherwise."""
    starts, offset = [], 0
    for page in pages:
        edges = _column_edges([line.x for line in page])
        for index, line in enumerate(page):
            edge = max((e for e in edges if e <= line.x + _EDGE), default=line.x)
            if line.size > 0 and line.x - edge <= _EDGE:
                starts.append(offset + index)
        offset += len(page)
    low, high = _STARTS_SHARE
    return _from_first(starts) if offset and low <= len(starts) / offset <= high else []


def _column_edges(xs: Sequence[float]) -> list[float]:
    """The left edge of each column: the smallest x of each cluster of left edges."""
    ordered = sorted(xs)
    return [x for i, x in enumerate(ordered) if i == 0 or x - ordered[i - 1] > _COLUMN_GAP]


def _period_starts(lines: Sequence[Line]) -> list[int]:
    starts = [0]
    for index in range(1, len(lines)):
        if lines[index - 1].text.endswith(".") and lines[index].text[:1].isupper():
            starts.append(index)
    return starts


def _from_first(starts: list[int]) -> list[int]:
    """Entries start at the first line: anything before the first start joins the first entry."""
    return [0, *starts[1:]] if starts else starts
