"""Section headings of a paper: which lines are headings, and appendix letters kept in order.

Rules favour precision over recall: a missed heading only costs a chunk its section
label, while a false one ("1. We train the model ...", "H. Zhang") mislabels text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

_NAMED_HEADINGS = {
    "abstract", "introduction", "related work", "related works", "background", "preliminaries",
    "method", "methods", "methodology", "approach", "experiments", "experimental setup",
    "results", "discussion", "conclusion", "conclusions", "conclusion and future work",
    "conclusions and future work", "future work", "limitations", "ethics statement",
    "broader impact", "broader impacts", "acknowledgements", "acknowledgments",
    "acknowledgement", "acknowledgment", "references", "bibliography", "appendix",
    "appendices", "contents", "table of contents", "supplementary material",
}  # fmt: skip
#: Headings that open the reference list.
REFERENCE_HEADINGS = {"references", "bibliography", "reference", "literature cited", "works cited"}
_NAMED = re.compile(r"^(?:\d{1,2}\.?\s+)?([A-Za-z][A-Za-z ]{2,40}?)\s*[.:]?$")
_NUMBERED = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+(\S.*)$")
_LETTERED = re.compile(r"^(?:Appendix\s+)?[A-H](?:\.\d{1,2}){1,3}\.?\s+(\S.*)$|^(?:Appendix\s+)?[A-H]\.\s+(\S.*)$")
_BARE_LETTER = re.compile(r"^(?:Appendix\s+)?[A-H]:?\s+(\S.*)$")
_SENTENCE_WORDS = {"we", "our", "us", "is", "are", "was", "were", "be", "been", "can", "will", "this", "these", "which"}
#: Abbreviations whose period does not end a sentence (shared with the title rules).
ABBREVIATIONS = re.compile(r"\b(?:vs|v\.s|e\.g|i\.e|et al|etc|Fig|Eq|No)\.\s")
_APPENDIX_LETTER = re.compile(r"^(?:Appendix\s+)?([A-H])(?:[.:\s]|$)")


@lru_cache(maxsize=4096)
def heading(line: str) -> str | None:
    """The heading a line is, or None.

    Accepted: a known section name ("Abstract", "References", "3 Experiments"), a
    numbered title ("2.3 Reward Modeling", "2.2.1. Algorithm"), an appendix title
    ("A. Proofs", "A.1 Prompts", "Appendix B Details") and, for bare letters ("C Selector
    Test Dataset"), only fully Title-Cased text: after a bare letter only the casing
    tells a heading from a line of an author list, while the word "Appendix" is itself
    the cue, so "Appendix A: Hyperparameters and compute" needs no capitals. Numbered
    list items and reference entries are told apart by sentence words, punctuation and
    capitalisation.
    """
    if len(line) > 120:
        return None
    named = _NAMED.match(line)
    if named and named.group(1)[0].isupper() and named.group(1).strip().casefold() in _NAMED_HEADINGS:
        return line.rstrip(".: ")
    match = _NUMBERED.match(line) or _LETTERED.match(line)
    if match:
        title = next(group for group in match.groups() if group is not None)
        return line.rstrip(". ") if _heading_title(title) else None
    match = _BARE_LETTER.match(line)
    if match and _heading_title(match.group(1)) and (line.startswith("Appendix") or title_cased(match.group(1))):
        return line
    return None


def contents_entry(line: str) -> bool:
    """A table-of-contents line: a heading followed by its page number ("2 Approach 5")."""
    match = re.match(r"^(.*?)\s*(?:\.\.\.\s*)?\d{1,4}$", line)
    return bool(match and match.group(1) and heading(match.group(1).rstrip(". ")))


def reference_heading(line: str) -> bool:
    """Does this heading open the reference list ("References", "7 Bibliography")?"""
    name = re.sub(r"^[\dA-Z]{0,2}\.?\s+", "", line).strip(" .:").casefold()
    return name in REFERENCE_HEADINGS or line.strip(" .:").casefold() in REFERENCE_HEADINGS


def _heading_title(title: str) -> bool:
    """Does the text after a section number read like a heading, not a sentence?"""
    words = title.split()
    if not 1 <= len(words) <= 12 or not title[0].isupper():
        return False
    if title[-1] in ".,;-" or re.search(r"\s\d+$", title) or "..." in title:
        return False  # a sentence, a wrapped sentence, or a table-of-contents entry
    if re.search(r"[.!?]\s", ABBREVIATIONS.sub(" ", title)):
        return False  # a sentence ends inside: a list item or a reference entry
    if re.search(r"\s\d{1,2}\s+[A-Z]", title):
        return False  # "1 Stanford University 2 Contextual AI": an affiliation list
    if any(word.casefold().strip(",:;") in _SENTENCE_WORDS for word in words):
        return False
    letters = sum(ch.isalpha() for ch in title)
    if letters < 0.5 * len(title.replace(" ", "")):
        return False
    return len(words) <= 6 or title_cased(title, share=0.5)


def title_cased(text: str, share: float = 1.0) -> bool:
    """At least ``share`` of the longer words (4+ letters) start with a capital."""
    long_words = [w for w in re.findall(r"[^\W\d_][\w'-]*", text) if len(w) > 3]
    if not long_words:
        return True
    return sum(w[0].isupper() for w in long_words) >= share * len(long_words)


def out_of_order_letters(names: Sequence[str]) -> list[int]:
    """Positions of lettered headings out of appendix order (A, A.1, B, ...).

    "A. Proofs" and the author line "H. Zhang" look alike; the order tells them apart:
    a lettered heading must repeat the previous letter or take the next one.
    """
    last, dropped = "", []
    for position, name in enumerate(names):
        match = _APPENDIX_LETTER.match(name)
        if match:
            letter = match.group(1)
            expected = {"A", last, chr(ord(last) + 1)} if last else {"A"}
            if letter not in expected:
                dropped.append(position)
                continue
            last = letter
    return dropped
