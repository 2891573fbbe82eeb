"""Sentence splitting for extractive answers, citations and summaries.

Why nupunkt: the segmenter was chosen by measurement (``benchmarks/sentence_boundaries.py``,
figures in ``benchmarks/results/sentence_boundaries.json``) on 239 passages of real
paper text holding 255 hard boundaries and 719 decision points. Of the candidates that
install without torch and run offline (pysbd, nupunkt, sentencex, syntok, blingfire,
segtok), nupunkt with the layer below scored best on the held-out passages (99.5% of
decision points right, no false split; blingfire, sentencex and pysbd under the same
layer: 99.1%, 98.6%, 97.5%). It is MIT-licensed, has no dependencies, ships its model
in the wheel (nothing is downloaded) and keeps "Dr. GRPO" whole. The others lost for
reasons a rule cannot fix: syntok rewrites text ("don't" comes back as "donot") and
splits at semicolons; sentencex splits before every "(1)" of an enumeration; blingfire is a 100 MB wheel
that takes ~150 ms to import; pysbd is slow (~1k sentences/s) and its wheel installs
top-level ``benchmarks`` and ``examples`` packages that would shadow paperchat's own.

Why a thin layer on top: Punkt learns its abbreviations from its training text, and
paper text has words it cannot be relied on for. Reference abbreviations are
followed by what they point at ("Fig. 3", "Eq. (2)", "Tab. 2", "Sec. IV"); a title or a
connective ("Dr.", "cf.", "vs.", "w.r.t.") is never the last word of a sentence; and an
ordinary word Punkt took for a legal abbreviation ("tasks.", "RL.") ends one before a capital. The
layer joins across the first two, splits after the third, joins a bare list marker ("3.", "4.4.", "(ii)") to the
sentence it numbers, and splits after the CJK full stop "。", which Punkt ignores. Each
list is a word class that cannot end a sentence in that position in scientific prose;
none holds an entry for one test passage.

Cold start: nupunkt is imported on the first call (~20-30 ms, plus ~5-10 ms to load
its model), so importing this module costs a few milliseconds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache

#: Abbreviations of numbered things: they do not end a sentence when a number, a
#: bracket or a label ("S3", "A.2", "IV") follows.
REFERENCE_ABBREVIATIONS = frozenset(
    {"fig", "figs", "tab", "tabs", "eq", "eqs", "alg", "algo", "ref", "refs", "no", "nos", "vol", "p", "pp"}  # things
    | {"sec", "secs", "sect", "app", "ch", "chap"}  # places in the paper
    | {"thm", "lem", "lemma", "def", "prop", "cor"}  # statements
)
#: Titles and connectives that always have their word after them: "Dr. GRPO", "cf. Section 2".
NEVER_LAST = frozenset(
    {"dr", "prof", "mr", "mrs", "ms"}  # titles
    | {"cf", "vs", "v.s", "viz", "i.e", "e.g", "w.r.t", "a.k.a", "approx", "ca"}  # connectives
)

#: Lower-case words that abbreviate in papers and may stand before a capital: "et al. Smith", "approx. N".
PROSE_ABBREVIATIONS = (
    REFERENCE_ABBREVIATIONS
    | NEVER_LAST
    | frozenset({"al", "etc", "resp", "incl", "excl", "ibid", "cit", "eds", "ed", "trans", "est", "avg", "max", "min"})
)
#: A full stop before a capitalised word ("Then", "GRPO", "A model"), and the word it may end: three or more
#: lower-case letters, or an acronym; never part of a longer token ("e.g", "arXiv.org/abs", "x-axis").
_STOP_BEFORE_CAPITAL = re.compile(r"\.\s+(?=[A-Z][a-z]|[A-Z]{2,}\b|[A-Z]\s)")
_ENDING_WORD = re.compile(r"(?<![\w.@/-])(?:[a-z]{3,}|[A-Z][A-Z0-9]+s?)$")
_LAST_WORD = re.compile(r"(?:^|[\s(\[{\"'“‘])([A-Za-z][A-Za-z.]*)\.$")
_REFERENCE_TARGET = re.compile(r"[(\[]?(?:[A-Z]?\d|[IVX]+\b|\()")
_BARE_MARKER = re.compile(r"\(?(?:\d{1,3}(?:\.\d{1,3})*|[ivxlc]{1,6}|[IVXLC]{1,6}|[A-Za-z])[.)]")
_CJK_STOP = re.compile(r"[。！？][」』”’）)]*(?=\S)")
_PARAGRAPH = re.compile(r"\n\s*\n")


def split_sentences(text: str) -> list[str]:
    """Sentences of a text, whitespace flattened; a blank line always ends a sentence.

    "Dr. GRPO", "et al.", "Fig. 3", "Eq. (2)", "e.g.," and decimals do not end a sentence.
    """
    return [sentence for paragraph in paragraphs(text) for sentence in refine(paragraph, _nupunkt_starts(paragraph))]


def paragraphs(text: str) -> list[str]:
    """The text's paragraphs (split at blank lines), each with its whitespace flattened."""
    flat = (" ".join(part.split()) for part in _PARAGRAPH.split(text))
    return [part for part in flat if part]


def refine(flat: str, starts: Iterable[int]) -> list[str]:
    """Cut ``flat`` at a segmenter's sentence starts, corrected by the rules above.

    Public so the benchmark can put the same layer on every candidate segmenter.
    """
    cuts = sorted({start for start in starts if 0 < start < len(flat)} | set(_cjk_starts(flat)) | set(_word_ends(flat)))
    pieces = [flat[a:b] for a, b in zip([0, *cuts], [*cuts, len(flat)])]
    return [sentence for sentence in (s.strip() for s in _join(pieces)) if sentence]


def _join(pieces: list[str]) -> list[str]:
    """Glue each piece to the next where the cut between them is not a sentence end."""
    joined: list[str] = []
    for piece in pieces:
        if joined and _continues(joined[-1], piece):
            joined[-1] += piece
        else:
            joined.append(piece)
    return joined


def _continues(before: str, after: str) -> bool:
    """True when the cut between ``before`` and ``after`` is inside a sentence."""
    head, tail = before.rstrip(), after.lstrip()
    if before[-1:].strip() and after[:1].strip() and not _CJK_STOP.search(head[-1:] + tail[:1]):
        return True  # no space at the cut: "![image](...)", "3.5" — not a sentence end (CJK excepted)
    if _BARE_MARKER.fullmatch(head):
        return True
    match = _LAST_WORD.search(head)
    if not match:
        return False
    word = match.group(1).lower()
    return word in NEVER_LAST or (word in REFERENCE_ABBREVIATIONS and bool(_REFERENCE_TARGET.match(tail)))


def _word_ends(flat: str) -> Iterable[int]:
    """Where a sentence ends after an ordinary word or an acronym and the next one opens with a capital.

    Punkt learnt its abbreviations from legal text, where "Tasks.", "Code.", "Hum." and "R.L." abbreviate;
    in a paper "... on reasoning tasks. To this end, we ..." and "... with RL. GRPO yields ..." end a
    sentence (in the shared abstracts, 213 sentences ran on after "tasks." and 37 after "RL."). A word of
    three or more lower-case letters, or of capitals and digits ("RL", "LLMs"), is no abbreviation in
    scientific prose unless it is one of the few that are (``PROSE_ABBREVIATIONS``).
    """
    for stop in _STOP_BEFORE_CAPITAL.finditer(flat):
        word = _ENDING_WORD.search(flat, max(0, stop.start() - 40), stop.start())
        if word and word.group(0).lower() not in PROSE_ABBREVIATIONS:
            yield stop.end()


def _cjk_starts(flat: str) -> Iterable[int]:
    return (match.end() for match in _CJK_STOP.finditer(flat))


def _nupunkt_starts(flat: str) -> list[int]:
    return [start for start, _ in _nupunkt()(flat)]


@lru_cache(maxsize=1)
def _nupunkt() -> Callable[[str], list[tuple[int, int]]]:
    """nupunkt's span function, imported on first use to keep the CLI's cold start small."""
    import nupunkt

    return nupunkt.sent_spans
