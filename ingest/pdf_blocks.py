"""Prose or not: lines chained into blocks, each block judged by its type and its words.

A block is a run of lines of one size, each one line below the last at about the same
left edge. A body-size block is prose when one of its lines reads like running text
(words, with function words among them), or when it is a single line ending a
paragraph that began elsewhere (lower-case start, final punctuation). Inside a prose
block, single lines can still be table rows, contents entries, pseudo-code or display
equations: inline mathematics fills lines at the paragraph's edge, a display equation
is indented or centred, numbered, or wordless. Everything else is figure or table
text, equations or footnotes, all kept out of the quotable text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ingest.line_cues import FOOTNOTE, PSEUDOCODE, SENTENCE_END, equation_like, numbered, tabular, wording
from ingest.pdf_headings import contents_entry
from ingest.pdf_kinds import Kind, Structure, chained
from ingest.pdf_layout import Line

#: A footnote opens with its number glued to its text: "7Accessed via ...", "1https://...".
_FOOTNOTE_NUMBER = re.compile(r"^\d{1,2}\s?[A-Za-z]")


def mark_blocks(found: Structure, number: int) -> None:
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
    if found.small(main) or found.large(main):
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
    if found.small(line) or found.large(line):
        return _noise_kind(found, [line])
    return Kind.PROSE


def _noise_kind(found: Structure, members: Sequence[Line]) -> Kind:
    """What a non-prose block most likely is (for reports; all of it is kept out)."""
    texts = [line.text for line in members]
    if found.small(members[0]) and (FOOTNOTE.match(texts[0]) or _FOOTNOTE_NUMBER.match(texts[0])):
        return Kind.FOOTNOTE
    if sum(tabular(text) or contents_entry(text) or bool(PSEUDOCODE.match(text)) for text in texts) * 2 >= len(texts):
        return Kind.TABLE
    if sum(equation_like(line.text, line.math) for line in members) * 2 >= len(texts):
        return Kind.EQUATION
    return Kind.FIGURE
