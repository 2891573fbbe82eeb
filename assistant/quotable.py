"""What of a chunk an answer may quote, and the [n] marker a quote must not carry.

Kept apart from ``assistant.citations`` (which needs retrieved sources) so that ingest can
store the vectors of exactly these sentences (``assistant.sentence_vectors``) without
importing retrieval. ``MARKER`` is the one citation-marker pattern: every part that reads
or writes a marker (the answer modes, the CLI, the app) uses it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from assistant.roles import has_link
from assistant.sentences import split_sentences

#: A citation marker: "[3]", "[2, 4]", "[2-4]".
MARKER = re.compile(r"\[(\d+(?:\s*[,;–-]\s*\d+)*)\]")
_PAPER_MARKER = re.compile(r"[ \t]*" + MARKER.pattern)
_SPACE_BEFORE_PUNCT = re.compile(r"[ \t]+([.,;:)])")
_MIN_CHARS, _MAX_CHARS = 25, 700  # a quotable sentence: not a fragment, not a run-on page
_HEADING_WORDS = 12
_NUMBERED_HEADING = re.compile(r"^(?:\d+(?:\.\d+)*\.?|[A-Z]\.(?:\d+\.?)*)\s+[A-Z]")


#: A table's label after its word: "2", "A.1", "3.2".
_LABEL = r"([A-Z]?\.?\d+(?:\.\d+)?)"
#: A table's label, as its caption ("Table 2: ...", "TABLE A.1 |") and each of its rows ("Table 2 (ProofSlip), ...")
#: open with it; the label is the first group.
TABLE_LABEL = re.compile(rf"^(?:Table|TABLE|Tab\.)\s*{_LABEL}")


#: How a table row whose values cannot be paired with headings one by one gives its headings as the PDF prints them
#: ("... (in the order of the columns AIME 2024 GPQA LiveCode CodeForcesDiamond Bench / pass@1 ...)").
COLUMNS_AS_PRINTED = "in the order of the columns"

#: The parts of a paper a sentence points to by name and number ("in Table 4", "see Section 3", "Step 7"): what
#: follows them is a pointer, no benchmark and no value.
PAPER_PARTS = (
    r"tables?|tab|figures?|figs?|sections?|secs?|appendix|appendices|app|eqs?|equations?|algorithms?|alg|listings?|"
    r"lines?|stages?|phases?|steps?|rounds?|experiments?|exp|lemma|theorem|proposition|definition|remark|example|"
    r"chapter|part|supplementary"
)


def caption_labels(caption: str) -> str:
    """What a caption says its rows measure: its sentences without those that state a finding of their own
    ("Standard deviations across seeds were at most 2.4 points for KESTREL", "Tern-27B results are in Table 7"),
    which say nothing of the rows; one that labels them has no finite verb ("Success rate (%) in Tessera, averaged
    over 50 episodes.")."""
    return " ".join(s for s in split_sentences(caption) if not _CLAIMS.search(s))


_CLAIMS = re.compile(
    r"\b(?:is|are|was|were|has|have|had|reach(?:es|ed)?|achieves?|achieved|shows?|showed|improves?|improved|"
    r"outperforms?|outperformed|gives?|gave|yields?|yielded)\b",
    re.I,
)


def table_label(text: str) -> str | None:
    """The table a caption or a row opens with ("2" of "Table 2: ProofSlip. ..." and of "Table 2 (ProofSlip),
    Lancet-32B: Exact step 60.4."): a caption and its rows are stored as chunks of their own, and each says what the
    other does not (what is measured; the values)."""
    found = TABLE_LABEL.match(text)
    return found.group(1) if found else None


#: "In Table 1, ...", "according to Tab. 3": the table a question reads from.
_TABLE_ASKED = re.compile(rf"\b(?:Table|Tab\.)\s*{_LABEL}\b", re.I)


def table_asked(question: str) -> str | None:
    """The label of the table a question names ("1" of "In Table 1, what ...?"); None when it names none."""
    found = _TABLE_ASKED.search(question)
    return found.group(1) if found else None


#: A figure's label, as its caption opens with it ("Figure 2: ...", "Fig. 3.").
_FIGURE_LABEL = re.compile(rf"^(?:Figure|FIGURE|Fig\.?)\s*{_LABEL}")
#: "In Figure 1, ...", "the training curve (Fig 1)", "fig. 2:": the figure a question reads from.
#: Not a number after the word ("the 45% figure 2 points above GRPO"), nor a supplementary figure.
_FIGURE_ASKED = re.compile(
    rf"(?<!supplementary\s)\b(?:Figure|Fig\.?)\s*{_LABEL}(?![\w.]*\d)(?!\s*(?:points?|pp|%|x|times)\b)", re.I
)


def figure_label(text: str) -> str | None:
    """The figure a caption opens with ("2" of "Figure 2: Share of rollouts ...")."""
    found = _FIGURE_LABEL.match(text)
    return _same_label(found.group(1)) if found else None


@lru_cache(maxsize=256)
def figure_title(text: str) -> str | None:
    """What a figure's caption says it shows, its first sentence after the label and before any parenthesis ("Data
    scaling for Tern-9B" of "Figure 2: Data scaling for Tern-9B (x-axis: pairs in hundreds). ..."); None for a text
    that opens with no figure's label. Cached: a question that names a figure reads each caption once per sentence."""
    if not (found := _FIGURE_LABEL.match(text)):
        return None
    sentences = split_sentences(text[found.end() :].lstrip(" :.|"))
    return sentences[0].split("(", 1)[0].strip() if sentences else None


def _same_label(label: str) -> str:
    """A figure's label as either side writes it: "s1", "S1"; "A2", "A.2"."""
    return re.sub(r"(?<=[A-Z])\.", "", label.upper())


def figure_asked(question: str) -> str | None:
    """The label of the figure a question names ("1" of "In the validation curve (Fig 1), where ...?"): its caption
    says what the figure shows and often the value read off it."""
    found = _FIGURE_ASKED.search(question)
    return _same_label(found.group(1)) if found else None


def without_paper_markers(text: str) -> str:
    """``text`` without the paper's own numeric citations ("[3]", "[12, 14]", "[3–5]").

    They point into the paper's bibliography, which the reader does not have, and once
    quoted inside an answer they would read as the answer's own markers. Author-year
    citations ("Smith et al., 2020") cannot be mistaken for a marker and stay.
    """
    return _SPACE_BEFORE_PUNCT.sub(r"\1", _PAPER_MARKER.sub("", text))


def quotable_in(text: str, kind: str) -> list[str]:
    """The quotable sentences of a chunk's text; ingest stores their vectors (``assistant.sentence_vectors``)."""
    return list(sections_of(text, kind, None))


@lru_cache(maxsize=1024)
def sections_of(text: str, kind: str, section: str | None) -> Mapping[str, str | None]:
    """Each quotable sentence of a chunk's text, in order, with the heading it stands under.

    A chunk knows the section it starts in (``section``); a heading inside its text ("6
    Limitations") starts another, so the sentences after it belong there. Cached and read-only:
    an answer reads the headings of the same few chunks for several of its steps.
    """
    under: dict[str, str | None] = {}
    for sentence in _sentences_in(text, kind):
        if is_heading(sentence):
            section = sentence
        elif _MIN_CHARS <= len(sentence) <= _MAX_CHARS and not has_link(sentence):
            under.setdefault(sentence, section)
    return MappingProxyType(under)


def _sentences_in(text: str, kind: str) -> Iterator[str]:
    """A chunk's sentences as printed (an abstract chunk without the title line it starts with); a table
    chunk's rows, one a line: a row is read whole ("Steps/sol. 7.9; Pos. rate 0.58" is no sentence end)."""
    if kind == "abstract":
        text = text.split("\n\n", 1)[-1]
    units = [line.strip() for line in text.splitlines() if line.strip()] if kind == "table" else split_sentences(text)
    return (without_paper_markers(s) for s in units)


def is_heading(sentence: str) -> bool:
    """A section heading kept in the page text ("4.4. KTO vs. DPO", "A. Contributions"): a label, not a claim."""
    words = sentence.split()
    if len(words) > _HEADING_WORDS:
        return False
    end = sentence.rstrip()[-1:]
    return end not in '.!?:)"' or (end == "?" and bool(_NUMBERED_HEADING.match(sentence)))


def heading_line(text: str, sentence: str) -> str | None:
    """The numbered heading line of ``text`` that ``sentence`` was read together with ("3.2 Keeping the
    draft close\nThe acceptance rate ..."): the sentence splitter joins lines, the text keeps the break.
    Numbered only, and followed by a capital: the first line of a wrapped sentence is no heading."""
    for line in text.splitlines():
        line = " ".join(line.split())
        starts = line and sentence.startswith(line + " ") and sentence[len(line) + 1 : len(line) + 2].isupper()
        if starts and _NUMBERED_HEADING.match(line) and is_heading(line):
            return line
    return None


@lru_cache(maxsize=256)
def sentence_before(text: str, kind: str, sentence: str) -> str | None:
    """The sentence printed just before ``sentence`` in a chunk's text, or None when a heading (or
    nothing) comes before it: what "To mitigate this, ..." refers to. Read from the text itself, not
    from the quotable sentences, which leave out short ones ("Reward hacking appears."). Cached: an
    answer asks it of one sentence up to three times (picking, ordering, printing)."""
    previous: str | None = None
    for current in _sentences_in(text, kind):
        if current == sentence:
            return previous
        previous = None if is_heading(current) or has_link(current) else current
    return None
