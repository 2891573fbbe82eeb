"""A paper's title: from the PDF's /Title entry, else the largest type above the abstract.

Whichever source names it, the title's own lines on page 1 are found too, so they are
kept out of the page's quotable text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ingest.pdf_furniture import compact
from ingest.pdf_headings import ABBREVIATIONS, heading
from ingest.pdf_layout import Line, flatten, typical_length

_FILE_NAME = re.compile(r"\.(?:pdf|docx?|tex|dvi|ps|rtf|txt|odt|indd|pages)$", re.I)
_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_PLACEHOLDER = re.compile(r"^(?:untitled|title|no title|unknown|none|null|document\d*|paper)$", re.I)
#: How many opening lines of page 1 may hold the title.
_TITLE_ZONE = 12


@dataclass(frozen=True)
class Title:
    text: str
    lines: frozenset[int]  # indexes of its lines among page 1's lines (empty if not found there)


def plausible_title(text: str, min_words: int) -> bool:
    """Reject what titles never look like: sentences, URLs, numbers, stray fragments."""
    words = len(text.split()) + len(_CJK.findall(text)) // 2  # Chinese and Japanese write no spaces: ~2 characters a word
    if not min_words <= words <= 40 or len(text) > 300:
        return False
    if not (text[0].isupper() or text[0].isdigit() or _CJK.match(text)) or text.endswith((":", ",", "-", ";")):
        return False
    if re.search(r"https?://|www\.|@|arXiv:\d", text, re.I):
        return False
    if re.search(r"[.!?]\s+[A-Z]", ABBREVIATIONS.sub(" ", text)):
        return False  # two sentences: running text, not a title
    return sum(ch.isalpha() for ch in text) >= 0.5 * len(text.replace(" ", ""))


def clean_metadata_title(raw: object, stem: str) -> str | None:
    """The /Title entry, unless it is empty, a placeholder or a file name."""
    if not isinstance(raw, str):
        return None
    title = flatten(raw)
    if not title or _PLACEHOLDER.match(title) or _FILE_NAME.search(title):
        return None
    if title.casefold().startswith("microsoft word") or title.casefold() == stem.casefold():
        return None
    return title if plausible_title(title, min_words=1) else None


def find_title(known: str | None, first_page: Sequence[Line]) -> Title | None:
    """The title (``known`` from the metadata, else read from page 1) and its lines there."""
    if known:
        return Title(known, _lines_spelling(known, first_page))
    return _font_title(first_page) or _line_title(first_page)


def _lines_spelling(title: str, lines: Sequence[Line]) -> frozenset[int]:
    """Consecutive opening lines whose letters spell the title, if any do."""
    target = compact(title)
    for start in range(min(_TITLE_ZONE, len(lines))):
        seen = ""
        for index in range(start, min(start + 4, len(lines))):
            seen += compact(lines[index].text)
            if seen == target:
                return frozenset(range(start, index + 1))
            if not seen or not target.startswith(seen):
                break
    return frozenset()


def _font_title(lines: Sequence[Line]) -> Title | None:
    """The largest text above the abstract on page 1, if clearly larger than body text.

    Rotated text (the arXiv stamp in the margin) and figure text are ignored, and so is
    text from the first heading on ("Abstract", "1 Introduction"), which is where figures
    with big labels start and where headings set larger than the text are.
    Candidates are tried from the largest down, so a two-word logo above the title
    loses to it.
    """
    upright = [(i, line) for i, line in enumerate(lines) if line.upright and not line.in_form and line.size > 0]
    sizes: Counter[float] = Counter()
    for _, line in upright:
        sizes[line.size] += len(line.text)
    if not sizes:
        return None
    body = sizes.most_common(1)[0][0]
    for size, text, indexes in sorted(_size_groups(_before_headings(upright)), key=lambda group: -group[0]):
        if size < 1.15 * body:
            break
        if plausible_title(text, min_words=3):
            return Title(text, frozenset(indexes))
    return None


def _before_headings(lines: list[tuple[int, Line]]) -> list[tuple[int, Line]]:
    """The lines drawn before the first heading (all of them if there is none)."""
    for position, (_, line) in enumerate(lines):
        if heading(line.text):
            return lines[:position]
    return lines


def _size_groups(lines: list[tuple[int, Line]]) -> list[tuple[float, str, list[int]]]:
    """Consecutive lines of (nearly) the same size, as (size, text, line indexes)."""
    groups: list[tuple[float, str, list[int]]] = []
    for index, line in lines:
        if groups and abs(groups[-1][0] - line.size) <= 0.6 and groups[-1][2][-1] == index - 1:
            size, text, indexes = groups[-1]
            groups[-1] = (size, f"{text} {line.text}", [*indexes, index])
        else:
            groups.append((line.size, line.text, [index]))
    return groups


def _line_title(lines: Sequence[Line]) -> Title | None:
    """Last resort: the first of page 1's opening lines that looks like a title.

    A title stands on its own: a line as long as the page's full lines or ending with
    a period is the start of running text, not a title. Being only a guess, the line
    stays in the page text.
    """
    typical = typical_length([line.text for line in lines])
    for line in lines[:8]:
        if heading(line.text):
            return None  # reached "Abstract" or "1 Introduction": no title above it
        standalone = len(line.text) < 0.85 * typical and not line.text.endswith(".")
        if standalone and plausible_title(line.text, min_words=3):
            return Title(line.text, frozenset())
    return None
