"""What the words of one PDF line say about it: prose, a table row, a caption, a link.

Prose is told apart from the rest of a page by its words: a line of a paragraph is
mostly words and carries function words ("the", "of", "we"); a table row is mostly
numbers; an equation is symbols with the odd "if" or "where"; an axis label or an
author list has words but no function words. These cues hold across fonts, styles and
publishers, so they are what the structure classifier asks besides layout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

BULLET = re.compile(r"^[\u2022\u25cf\u25e6\u25aa\u2023\u2219\u00b7*]\s")
#: A caption opens with its label, a number and punctuation: "Figure 3:", "Table 2.",
#: "Figure 1 |", "Fig. 4 -". Without the punctuation ("Table 2 provides ...") it is prose.
CAPTION = re.compile(
    r"^(?:Figure|Fig\.|FIGURE|Table|Tab\.|TABLE|Algorithm|Listing|Exhibit)\s*"
    r"(?:S?\d+|[A-Z]\.?\d+|\d+\.\d+|[IVX]+)[a-z]?\s*(?:[:.|\u2013\u2014]|-\s|$)"
)
#: An algorithm's caption is its title line: "Algorithm 1 Group Relative Policy Optimization".
ALGORITHM = re.compile(r"^Algorithm\s+\d+\s+\S")
#: A line of pseudo-code: numbered steps ("3: for each batch do") and input/output lines.
PSEUDOCODE = re.compile(r"^(?:\d{1,3}:\s|(?:Require|Ensure|Input|Output)\s*:)")
#: The looser form, for what ends an abstract: any line starting with a float label.
CAPTION_LABEL = re.compile(r"^(?:Figure|Fig\.|Table|Algorithm|Listing)\s*\d+", re.I)
FOOTNOTE = re.compile(r"^[\u2217\u2020\u2021\u00a7\u00b6*]")
SENTENCE_END = re.compile(r"[.!?:。！？：][\"'\u201d\u2019)\]]*$")
#: Scripts written without spaces between words: Han, kana and CJK punctuation ("。", "「").
IDEOGRAPHIC = "\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
#: Full-width punctuation ("，", "：", "（"): what Chinese and Japanese text writes between those characters.
FULL_WIDTH_PUNCTUATION = "\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65"
#: A line break between two of these is no word break (Hangul is written with spaces, so it is not here).
UNSPACED = IDEOGRAPHIC + "\uff00-\uffef"
URL = re.compile(r"https?://\S+|www\.\S+|\b[\w.-]+\.(?:com|org|io|ai|net|edu|dev)/\S*|github\.com\S*|huggingface\.co\S*", re.I)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\{[^}]*\}@[\w.-]+|@[\w-]+\.(?:com|org|edu|ac|cn|ai)\b")
_NUMERIC_TOKEN = re.compile(r"^[-+\u2212(]?[\d.,]+[%a-zA-Z]{0,2}\)?$|^[-\u2013\u2014]$")
_WORD_TOKEN = re.compile(r"^[(\[\"'\u201c\u2018]*([A-Za-z][A-Za-z]*(?:[-'\u2019][A-Za-z]+)*)[)\]\"'\u201d\u2019,.;:!?]*$")
_EQUATION_NUMBER = re.compile(r"\((?:\d{1,3}|[A-Z]\.\d{1,3})[a-z]?\)$")
_MATH_SYMBOL = re.compile(
    r"[=<>\u2264\u2265\u2248\u223c\u2208\u2211\u220f\u222b\u221a\u00b1\u00d7\u2192\u21d2\u2200\u2203\u2202\u2207\u2225\u221d\u2261\u225c\u227b\u2282\u2286\u222a\u2229]"
)
#: Function words: a line of running text almost always has one.
STOPWORDS = frozenset(
    {
        "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "with", "from", "as", "into", "over", "under",
        "than", "that", "this", "these", "those", "which", "who", "whom", "whose", "is", "are", "was", "were", "be",
        "been", "being", "has", "have", "had", "do", "does", "did", "can", "could", "will", "would", "may", "might",
        "must", "should", "shall", "we", "our", "us", "it", "its", "they", "their", "them", "he", "she", "his", "her",
        "i", "you", "your", "and", "or", "but", "nor", "not", "no", "so", "if", "then", "when", "while", "where",
        "because", "since", "although", "though", "whether", "also", "only", "both", "each", "such", "all", "any",
        "more", "most", "other", "some", "very", "there", "here", "how", "what", "why", "about", "between", "through",
        "during", "after", "before", "without", "within", "across", "per", "via",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Wording:
    """Counts over the whitespace-separated tokens of a line."""

    tokens: int
    words: int  # alphabetic tokens of two letters or more (punctuation around them allowed)
    stopwords: int
    lowercase_start: bool

    @property
    def word_share(self) -> float:
        return self.words / self.tokens if self.tokens else 0.0

    @property
    def sentence_like(self) -> bool:
        """Reads like a line of running text: words, with function words among them.

        Inline mathematics lowers the share of words, so a line with several function
        words ("we can write the total loss as") still reads as text.
        """
        if self.words < 4 or self.stopwords < 1:
            return False
        return self.word_share >= 0.6 or (self.stopwords >= 3 and self.words >= 6 and self.word_share >= 0.3)

    @property
    def wordy(self) -> bool:
        """Mostly words (an axis label or a heading is wordy without being a sentence)."""
        return self.words >= 1 and self.word_share >= 0.5


@lru_cache(maxsize=4096)
def wording(text: str) -> Wording:
    tokens = text.split()
    words = stopwords = 0
    for token in tokens:
        match = _WORD_TOKEN.match(token)
        if match:
            core = match.group(1)
            words += len(core) >= 2
            stopwords += core.casefold() in STOPWORDS
    return Wording(len(tokens), words, stopwords, bool(tokens) and tokens[0][:1].islower())


def tabular(line: str) -> bool:
    """A table row: mostly numbers, or a table-of-contents line with dot leaders."""
    tokens = line.split()
    if "..." in line and re.search(r"\d$", line):
        return True
    return len(tokens) >= 3 and sum(bool(_NUMERIC_TOKEN.match(t)) for t in tokens) >= 0.5 * len(tokens)


def numbered(line: str) -> bool:
    """Ends with an equation number: "... = 0 (3)", "(A.2)"."""
    return bool(_EQUATION_NUMBER.search(line))


def equation_like(line: str, math_share: float = 0.0) -> bool:
    """A display equation: symbols and few words, often ending in its number "(3)"."""
    found = wording(line)
    if found.tokens == 0 or found.sentence_like:
        return False
    numbered = bool(_EQUATION_NUMBER.search(line)) and found.word_share < 0.6
    symbolic = found.tokens >= 3 and found.word_share < 0.35 and (math_share >= 0.3 or bool(_MATH_SYMBOL.search(line)))
    return numbered or symbolic or (math_share >= 0.6 and found.word_share < 0.5)


def link_line(line: str) -> bool:
    """A line that is mostly a link or an e-mail address ("GitHub: https://...")."""
    spans = sum(len(m.group(0)) for m in URL.finditer(line)) + sum(len(m.group(0)) for m in EMAIL.finditer(line))
    return spans > 0 and spans >= 0.5 * len(line.replace(" ", ""))
