"""Lines into flowing text: hyphenated breaks repaired, paragraphs and headings kept apart.

Lines inside a paragraph are joined with a space (none between Chinese or Japanese
characters, which are written without spaces), headings become their own paragraphs
(``"\\n\\n"``), short lines keep their line break (``"\\n"``), and a word broken across
lines at a hyphen is joined or keeps its hyphen according to how the paper writes it
elsewhere (its vocabulary).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from ingest.line_cues import BULLET, CAPTION_LABEL, FOOTNOTE, SENTENCE_END, UNSPACED, tabular
from ingest.pdf_headings import heading

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_UNSPACED = re.compile(f"[{UNSPACED}]")
#: When neither form of a hyphenated word occurs elsewhere in the paper, these
#: prefixes keep their hyphen ("self-\nattention" -> "self-attention"). Prefixes that
#: also start ordinary words split by hyphenation (pre-dict, multi-ple, state-ment)
#: are deliberately absent.
_COMPOUND_PREFIXES = {"self", "non", "semi", "quasi", "pseudo", "few", "zero", "well"}


def vocabulary(pages: Iterable[Sequence[str]]) -> set[str]:
    """Lower-cased words the paper writes unbroken: compounds and their parts too.

    The fragments around a line-end hyphen ("cru-" / "cial") are left out: they are
    what the vocabulary is consulted about.
    """
    words: set[str] = set()
    for lines in pages:
        broken = False
        for line in lines:
            found = _WORD.findall(line)
            if broken and found and line.startswith(found[0]):
                found = found[1:]
            broken = bool(re.search(r"\w-$", line))
            if broken and found:
                found = found[:-1]
            for word in found:
                words.add(word.casefold())
                if "-" in word:
                    words.update(word.casefold().split("-"))
    return words


def join_hyphenated(before: str, after: str, words: set[str]) -> str:
    """Repair a word split across lines at a hyphen: "rein-" + "forcement".

    Joining drops the hyphen; keeping it writes "head-tail" without a space.
    """
    return before + after if _keep_hyphen(before, after, words) else before[:-1] + after


def _keep_hyphen(before: str, after: str, words: set[str]) -> bool:
    """Is a line-end hyphen part of the word? Rules, first match wins:

    1. it sits in a URL or e-mail address -> keep;
    2. the paper writes "head-tail" elsewhere -> keep;
    3. the paper writes "headtail" elsewhere -> join ("HA-" + "LOs" -> "HALOs");
    4. head is already a compound ("state-of-the-", "DeepSeek-R1-") -> keep;
    5. tail starts with a capital or digit, or head has a capital after its first
       letter or a digit ("DeepSeek-" + "R1", "GPT-" + "4o") -> keep;
    6. head is a compound prefix ("self", "non", ...) -> keep;
    7. head and tail are both words of 3+ letters the paper uses on their own
       ("reward-" + "weighted", "label-" + "free") -> keep;
    8. otherwise it is a hyphenation break ("rein-" + "forcement") -> join.
    """
    token = before.rsplit(None, 1)[-1]
    head_match = re.search(r"(\w[\w.]*)-$", token)
    tail_match = re.match(r"\w+", after)
    if not head_match or not tail_match or re.search(r"[/@]", token):
        return True
    head, tail = head_match.group(1), tail_match.group(0)
    if f"{head}-{tail}".casefold() in words:
        return True
    if f"{head}{tail}".casefold() in words:
        return False
    return (
        "-" in token[:-1]
        or not tail[0].islower()
        or any(ch.isupper() or ch.isdigit() for ch in head[1:])
        or head[0].isdigit()
        or head.casefold() in _COMPOUND_PREFIXES
        or (min(len(head), len(tail)) >= 3 and {head.casefold(), tail.casefold()} <= words)
    )


def _separator(before: str, after: str, typical: int, headed: bool) -> str:
    """What goes between two lines: "\\n\\n" (new paragraph), "\\n" (kept line) or " "."""
    if headed:
        return "\n\n"
    if BULLET.match(after) or CAPTION_LABEL.match(after) or FOOTNOTE.match(after):
        return "\n\n"
    if tabular(before) or tabular(after):
        return "\n"
    if before.endswith(("\u2014", "\u2013")):
        return ""  # an em/en dash at a line end: "biases—" + "the success"
    if len(before) < 0.7 * typical:
        return "\n\n" if SENTENCE_END.search(before) else "\n"
    if _UNSPACED.match(before[-1:]) and _UNSPACED.match(after[:1]):
        return ""  # Chinese or Japanese: "任务上" + "提高了" is one phrase, no space between
    return " "


def join_lines(
    lines: Sequence[str], words: set[str], typical: int, headings: Mapping[int, str] | None = None
) -> tuple[str, list[tuple[int, str]]]:
    """Flowing text from lines, with (offset, heading) for each heading line.

    ``headings`` maps line indexes to the heading they are; without it every line that
    reads like a heading is one.
    """
    if headings is None:
        headings = {i: name for i, line in enumerate(lines) if (name := heading(line))}
    text = ""
    sections: list[tuple[int, str]] = []
    for index, line in enumerate(lines):
        headed = index in headings or index - 1 in headings
        separator = _separator(lines[index - 1], line, typical, headed) if text else ""
        if separator in (" ", "\n") and re.search(r"[^\W\d_]-$", text) and line[0].isalnum():
            text = join_hyphenated(text, line, words)
            continue
        text += separator
        if index in headings:
            sections.append((len(text), headings[index]))
        text += line
    return text, sections
