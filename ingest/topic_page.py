"""Parse "topic pages": plain-text copies of a research-feed page listing recent papers.

Two layouts are known, and both are detected from the text itself:

* Layout A: a header (topic, momentum, ...) then, per paper and separated by blank
  lines, a date fused with the arXiv category ("Jun 21, 2026cs.LG"), the title, the
  abstract (maths broken over many lines), the authors, an optional affiliations line
  and a tags line.
* Layout B: a description, "445 papers63 papers in the last four weeks, ..." and then
  three lines per paper with no blank lines: the title, the date fused with the authors
  fused with the tags ("Mar 9, 2026Liyuan Mao, Le Yu +7Policy Optimization ..."), and
  the affiliations.  After the list a "detail view" of the selected paper repeats it
  with the abstract and fuller authors and tags; it is merged into its list entry.

Tags are printed with no delimiter between them, so they are segmented with a lexicon
mined from the page itself (see ``_mine_known_tags`` and ``_segment_tags``).  Known
limitations, by design of that approach:

* an unseen multi-tag span stays one tag: tags that do not recur on the page are not
  learnt, so "Probabilistic Forecasting RL Fine-Tuning" comes out as one tag;
* an unseen multi-word tag that ends in a known tag is split off it ("Trust Region" +
  "Policy Optimization") unless the known tag would then appear twice on the line, and a
  genuine one-word tag next to a known tag is joined to it as its modifier or head;
* a candidate containing the topic name is never learnt, so on a page whose topic is a
  generic head ("Reinforcement Learning") "Multi-Objective Reinforcement Learning" is
  split into "Multi-Objective" and the topic;
* in layout B, when there is no "+N", a last author whose name does not end in a
  lowercase letter ("Hoang H") is only split from a tag the page knows.

Everything is line-based with anchored regexes or plain string scans, so arbitrary
input (a 5 MB single line included) is refused or parsed in linear-ish time.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache, partial

from assistant.errors import UserError
from assistant.records import Paper, normalize_title
from ingest.text import unescape_latex

__all__ = ["TopicPage", "looks_like_topic_page", "parse_topic_page"]

NOT_A_TOPIC_PAGE = (
    "This text is not a topic page: expected a topic name on the first line and papers "
    "with dates like 'Jun 21, 2026'; export the topic page as plain text."
)

_MONTHS = {
    name: number
    for number, name in enumerate(
        ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), 1
    )
}
# Anchored and free of nested quantifiers: matching cost does not grow with line length.
_DATE = re.compile(r"(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([0-9]{1,2}), ([0-9]{4})")
_CATEGORY = re.compile(r"[a-z][a-z-]{0,15}(?:\.[A-Za-z-]{1,15})?")
_MOMENTUM = re.compile(r"[0-9][0-9,]{0,12} papers? in the last ")
_MAX_TOPIC_CHARS = 200
_MAX_HEADER_LINE = 2000  # longer header lines cannot hold the momentum sentence
_MAX_NAME_LINE = 2000  # longer lines are never an author list
_MAX_COUNT_DIGITS = 6  # "+N" counts; int() refuses very long digit strings anyway
_DIGITS = "0123456789"

# Connectors bind the words on both sides, so a tag neither starts nor ends with one.
_CONNECTORS = frozenset(
    ["a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "over", "per", "the", "to", "under", "via", "versus", "vs", "with", "without"]
)
# Lowercase words that still belong to a person's name.
_NAME_PARTICLES = frozenset(
    ["al", "bin", "da", "das", "de", "del", "della", "den", "der", "di", "do", "dos", "du", "e", "el", "ibn", "la", "le", "ten", "ter", "van", "von", "y", "zu"]
)
_MAX_TAG_WORDS = 6  # longest tag learnt from recurrence (the topic itself may be longer)
_MAX_MINED_LINES = 200  # a page shows tens of papers; bounds the mining cost on absurd input
_MAX_TAG_LINE_WORDS = 40  # longer "tag lines" are kept as one tag, not segmented
_MINING_ROUNDS = 4

_DASHES = frozenset({"-", "–", "—", "−"})


@dataclass
class TopicPage:
    """What one topic page says: its topic, its momentum line and the papers it lists."""

    topic: str
    papers: list[Paper]
    momentum: str | None


@dataclass
class _Entry:
    """A paper while parsing: its tags are still the raw, undelimited tag line."""

    paper: Paper
    tag_line: str = ""


# ---------------------------------------------------------------------------- public API


def looks_like_topic_page(text: object) -> bool:
    """Cheap check used to refuse junk: a short first line and at least one paper date.

    A paper date is a line starting "Mon D, YYYY" followed by an arXiv category (layout A)
    or directly by an author's name (layout B).
    """
    return isinstance(text, str) and _Page.of(text).looks_like()


def parse_topic_page(text: object) -> TopicPage:
    """Parse a topic page of either layout; raise ``UserError`` for anything else."""
    page = _Page.of(text if isinstance(text, str) else "")
    if not page.looks_like():
        raise UserError(NOT_A_TOPIC_PAGE)
    topic = page.lines[0]
    if "A" in page.kinds:
        header, entries = _parse_layout_a(page)
    else:
        header, entries = _parse_layout_b(page, topic)
    entries = [entry for entry in entries if entry.paper.title]
    if not entries:
        raise UserError(NOT_A_TOPIC_PAGE)
    _assign_tags(entries, topic)
    papers = [entry.paper for entry in entries]
    for paper in papers:
        paper.topic = topic
    return TopicPage(topic=topic, papers=papers, momentum=_momentum(header))


# ----------------------------------------------------------------------- lines and dates


@dataclass
class _Page:
    """The page as stripped lines, each line's leading date split off once up front."""

    lines: list[str]
    dates: list[tuple[str, str] | None]  # (iso date, rest of line) where a line starts with one
    kinds: list[str | None]  # "A", "B" or None, see _date_kind

    @classmethod
    def of(cls, text: str) -> _Page:
        """Leading blank lines are dropped, so lines[0] is the topic line."""
        lines = [line.strip() for line in text.splitlines()]
        start = next((i for i, line in enumerate(lines) if line), len(lines))
        lines = lines[start:]
        dates = [_split_date(line) for line in lines]
        return cls(lines, dates, [_date_kind(split) for split in dates])

    def looks_like(self) -> bool:
        if not self.lines or not _is_topic_line(self.lines[0]) or self.dates[0] is not None:
            return False
        return any(self.kinds[1:])

    def line(self, i: int) -> str:
        return self.lines[i] if 0 <= i < len(self.lines) else ""

    def dated(self, i: int) -> bool:
        return 0 <= i < len(self.lines) and self.dates[i] is not None


def _is_topic_line(line: str) -> bool:
    return 0 < len(line) <= _MAX_TOPIC_CHARS


def _split_date(line: str) -> tuple[str, str] | None:
    """Split "Jun 21, 2026<rest>" into ("2026-06-21", rest); None when there is no valid date."""
    match = _DATE.match(line) if line[:3] in _MONTHS else None
    if match is None:
        return None
    iso = _iso_date(int(match[3]), _MONTHS[match[1]], int(match[2]))
    return (iso, line[match.end() :]) if iso else None


@lru_cache(maxsize=4096)
def _iso_date(year: int, month: int, day: int) -> str | None:
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def _date_kind(split: tuple[str, str] | None) -> str | None:
    """"A" for "Jun 21, 2026cs.LG", "B" for a date fused with an uppercase name, else None."""
    if split is None:
        return None
    rest = split[1]
    if not rest or _CATEGORY.fullmatch(rest):
        return "A"
    return "B" if rest[0].isupper() else None


def _momentum(header: list[str]) -> str | None:
    """The first sentence of the "N papers in the last four weeks, ..." line, if any.

    In layout B the page's paper count is fused in front ("445 papers63 papers in ..."),
    which the search skips because it needs " in the last" right after "papers".
    """
    for line in header:
        if len(line) > _MAX_HEADER_LINE:
            continue
        match = _MOMENTUM.search(line)
        if match:
            sentence = line[match.start() :]
            end = sentence.find(". ")
            return sentence[: end + 1] if end >= 0 else sentence
    return None


def _split_plus_count(text: str) -> tuple[str, int]:
    """Split a trailing "+N" ("... +4", "...Alignment+2") off; (text, 0) when there is none."""
    stripped = text.rstrip()
    head = stripped.rstrip(_DIGITS)
    digits = stripped[len(head) :]
    if not digits or len(digits) > _MAX_COUNT_DIGITS or not head.endswith("+"):
        return stripped, 0
    return head[:-1].rstrip(), int(digits)


# ------------------------------------------------------------------------------ layout A


def _parse_layout_a(page: _Page) -> tuple[list[str], list[_Entry]]:
    """Cut the page at each "date+category" line; everything before the first is header."""
    starts = [i for i, kind in enumerate(page.kinds) if kind == "A"]
    header = [line for line in page.lines[: starts[0]] if line]
    entries = []
    for start, end in zip(starts, [*starts[1:], len(page.lines)], strict=True):
        iso, category = page.dates[start] or ("", "")
        block = [line for line in page.lines[start + 1 : end] if line]
        if block:  # a date with no title after it is no paper
            entries.append(_layout_a_entry(iso, category or None, block))
    return header, entries


def _layout_a_entry(iso: str, category: str | None, block: list[str]) -> _Entry:
    """Title first, tags last; the authors line is found by shape, then the rest falls out."""
    body = block[1:]
    paper = Paper(title=block[0], date=iso, category=category)
    entry = _Entry(paper)
    if not body:
        return entry
    if len(body) == 1:
        if _author_score(body[0]):
            _set_authors(paper, body[0])
        else:
            paper.abstract = _join_fragments(body) or None
        return entry
    tail = _tail_length(body)
    entry.tag_line = body[-1]
    _set_authors(paper, body[-tail])
    if tail == 3:
        _set_affiliations(paper, body[-2])
    paper.abstract = _join_fragments(body[:-tail]) or None
    return entry


def _tail_length(body: list[str]) -> int:
    """2 for "authors, tags", 3 for "authors, affiliations, tags".

    Three lines from the end is tried first: without affiliations it is the abstract's
    last line, long prose that never looks like names, whereas an affiliation such as
    "MIT CSAIL" can.  On a tie the 3-line reading wins for the same reason.
    """
    third = _author_score(body[-3]) if len(body) >= 3 else 0
    second = _author_score(body[-2])
    if third and third >= second:
        return 3
    if second or len(body) < 3:
        return 2
    return 3 if " · " in body[-2] else 2


# ------------------------------------------------------------------------------ layout B


def _parse_layout_b(page: _Page, topic: str) -> tuple[list[str], list[_Entry]]:
    """List entries are "title / date+authors+tags / affiliations"; a date line with a
    blank line (or another date) before it opens the detail view of one paper instead."""
    list_rows: list[int] = []
    details: list[int] = []
    for i in range(1, len(page.lines)):
        if page.dates[i] is None:
            continue
        if page.lines[i - 1] and not page.dated(i - 1):
            if page.kinds[i] == "B":
                list_rows.append(i)
        else:
            details.append(i)
    first = min([i - 1 for i in list_rows] + details + [len(page.lines)])
    header = [line for line in page.lines[:first] if line]
    detail_entries = [entry for entry in map(partial(_detail_entry, page), details) if entry]
    lexicon = _mine_known_tags(_unambiguous_tag_lines(page, list_rows, detail_entries), topic)
    entries = [_list_entry(page, i, lexicon) for i in list_rows]
    by_title = {normalize_title(entry.paper.title): entry for entry in reversed(entries)}
    for detail in detail_entries:
        _merge_detail(entries, by_title, detail)
    return header, entries


def _list_entry(page: _Page, i: int, lexicon: _Lexicon) -> _Entry:
    iso, rest = page.dates[i] or ("", "")
    authors, more, tag_line = _split_authors_and_tags(rest, lexicon)
    paper = Paper(title=page.lines[i - 1], date=iso, authors=authors, authors_more=more)
    if page.line(i + 1) and not page.dated(i + 1) and not page.dated(i + 2):
        _set_affiliations(paper, page.lines[i + 1])
    return _Entry(paper, tag_line)


def _unambiguous_tag_lines(page: _Page, rows: list[int], details: list[_Entry]) -> list[str]:
    """Tag lines whose start is certain (after "+N", or in a detail view): the lexicon
    used to find where fused authors end and tags begin."""
    tag_lines = [entry.tag_line for entry in details]
    detail_titles = {normalize_title(entry.paper.title) for entry in details}
    for i in rows:
        split = _split_at_author_count((page.dates[i] or ("", ""))[1])
        if split and normalize_title(page.lines[i - 1]) not in detail_titles:
            tag_lines.append(split[2])
    return tag_lines


def _split_at_author_count(rest: str) -> tuple[str, int, str] | None:
    """Split "A, B, C +7Tag Tag" at the first "+N" followed by more text."""
    start = rest.find("+")
    while start >= 0:
        end = start + 1
        while end < len(rest) and rest[end] in _DIGITS:
            end += 1
        digits = rest[start + 1 : end]
        followed = end < len(rest) and not rest[end].isspace()
        if digits and len(digits) <= _MAX_COUNT_DIGITS and followed:
            return rest[:start].rstrip(), int(digits), rest[end:]
        start = rest.find("+", start + 1)
    return None


def _split_authors_and_tags(rest: str, lexicon: _Lexicon) -> tuple[list[str], int, str]:
    """Authors, "+N" and the raw tag line out of "Liyuan Mao, Le Yu +7Inference-Time ..."."""
    split = _split_at_author_count(rest)
    if split is not None:
        names, more, tag_line = split
        return _parse_names(names), more, tag_line
    cut = rest.rfind(",") + 1
    boundary = _name_tag_boundary(rest[cut:], lexicon)
    if boundary is None:
        return _parse_names(rest), 0, ""
    return _parse_names(rest[: cut + boundary]), 0, rest[cut + boundary :]


def _name_tag_boundary(segment: str, lexicon: _Lexicon) -> int | None:
    """Where the last author's name ends and the first tag starts ("ErdogduLanguage").

    Candidates are lowercase->uppercase boundaries; one followed by a tag known from
    elsewhere on the page wins, otherwise the first.  As a last resort any non-spaced
    uppercase letter followed by a known tag is taken ("Hoang HLLM Alignment").
    """
    segment = segment[:_MAX_NAME_LINE]  # names and a few tags; bounds the scan below
    lower_upper = [
        k for k in range(1, len(segment)) if segment[k].isupper() and segment[k - 1].islower()
    ]
    for k in lower_upper:
        if _starts_with_known(segment, k, lexicon):
            return k
    if lower_upper:
        return lower_upper[0]
    for k in range(1, len(segment)):
        fused = segment[k].isupper() and segment[k - 1] not in " -'’"
        if fused and _starts_with_known(segment, k, lexicon):
            return k
    return None


def _starts_with_known(text: str, start: int, lexicon: _Lexicon) -> bool:
    """Whether a known tag starts at text[start]; looks at a bounded window only."""
    return lexicon.starts(tuple(text[start : start + 400].split()))


def _detail_entry(page: _Page, i: int) -> _Entry | None:
    """Parse a detail view: title, authors, [affiliations], tags, a button row, abstract.

    The button row ("Open paper AskPDF arXiv") separates metadata from the abstract;
    without it, trailing prose lines are taken as the abstract.
    """
    block = []
    for k in range(i + 1, len(page.lines)):
        if page.dates[k] is not None:
            break
        if page.lines[k]:
            block.append(page.lines[k])
    if not block:
        return None
    paper = Paper(title=block[0], date=(page.dates[i] or ("", ""))[0])
    entry = _Entry(paper)
    if len(block) < 2:
        return entry
    _set_authors(paper, block[1])
    meta, abstract = _split_detail_rest(block[2:])
    if len(meta) >= 2 or (meta and "·" in meta[0]):
        _set_affiliations(paper, meta[0])
    if meta and (len(meta) >= 2 or "·" not in meta[0]):
        entry.tag_line = meta[-1]
    paper.abstract = _join_fragments(abstract) or None
    return entry


def _split_detail_rest(rest: list[str]) -> tuple[list[str], list[str]]:
    """Metadata lines (affiliations, tags) and abstract lines of a detail view."""
    buttons = next((k for k, line in enumerate(rest) if line.startswith("Open paper")), None)
    if buttons is not None:
        return rest[:buttons], rest[buttons + 1 :]
    start = len(rest)
    while start > 0 and _is_prose(rest[start - 1]):
        start -= 1
    return rest[:start], rest[start:]


def _is_prose(line: str) -> bool:
    return len(line.split()) >= 15 and line.rstrip()[-1:] in ".!?)"


def _merge_detail(entries: list[_Entry], by_title: dict[str, _Entry], detail: _Entry) -> None:
    """Fold a detail view into the list entry with the same title (or add it if none).

    The detail view shows more: its abstract, authors and tags win when at least as full.
    """
    key = normalize_title(detail.paper.title)
    if not key:
        return
    target = by_title.get(key)
    if target is None:
        entries.append(detail)
        by_title[key] = detail
        return
    mine, theirs = target.paper, detail.paper
    mine.abstract = theirs.abstract or mine.abstract
    mine.date = mine.date or theirs.date
    if len(theirs.authors) >= len(mine.authors):
        mine.authors, mine.authors_more = theirs.authors, theirs.authors_more
    if len(theirs.affiliations) >= len(mine.affiliations) and theirs.affiliations:
        mine.affiliations, mine.affiliations_more = theirs.affiliations, theirs.affiliations_more
    if len(detail.tag_line) >= len(target.tag_line):
        target.tag_line = detail.tag_line


# --------------------------------------------------------------- authors and affiliations


def _set_authors(paper: Paper, line: str) -> None:
    names, more = _split_plus_count(line)
    paper.authors, paper.authors_more = _parse_names(names), more


def _parse_names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _set_affiliations(paper: Paper, line: str) -> None:
    """Split on " · ", take the trailing "+N" and strip footnote numbers ("1Keenable AI")."""
    text, more = _split_plus_count(line)
    items = [item.strip() for item in text.split("·") if item.strip()]
    paper.affiliations, paper.affiliations_more = _strip_numbering(items), more


def _strip_numbering(items: list[str]) -> list[str]:
    """Drop leading footnote numbers only when they count 1, 2, 3... down the line, so an
    affiliation that merely starts with a digit ("3M Company") is left alone."""
    stripped = []
    for expected, item in enumerate(items, 1):
        number = str(expected)
        rest = item[len(number) :].lstrip()
        if not item.startswith(number) or not rest or not rest[0].isalpha():
            return items
        stripped.append(rest)
    return stripped


def _author_score(line: str) -> int:
    """0 when the line cannot be an author list, else how much it looks like one.

    An author list is comma-separated names of one to five capitalised words (particles
    such as "van" allowed), with an optional "+N" and no trailing period.
    """
    if not line or len(line) > _MAX_NAME_LINE or "·" in line:
        return 0
    text, more = _split_plus_count(line)
    if not text or text.endswith("."):
        return 0
    names = text.split(",")
    if not all(_is_name(name) for name in names):
        return 0
    return 1 + 2 * (len(names) > 1) + 2 * (more > 0)


def _is_name(name: str) -> bool:
    words = name.split()
    if not 1 <= len(words) <= 5 or not words[0][0].isupper():
        return False
    for word in words:
        letters = word.replace("-", "").replace("'", "").replace("’", "").replace(".", "")
        if not letters.isalpha():
            return False
        if not word[0].isupper() and word not in _NAME_PARTICLES:
            return False
    return True


# ------------------------------------------------------------------------------ abstract


def _join_fragments(fragments: Iterable[str]) -> str:
    """Rejoin an abstract whose inline maths was broken onto separate lines.

    One space between fragments, except: none around a bare dash ("α" "-" "β" -> "α-β")
    or a super/subscript ("GD" "^2" "PO)" -> "GD^2PO)"), and none before closing
    punctuation ("92%" ". In the other" -> "92%. In the other").
    """
    parts: list[str] = []
    glue_next = False
    for raw in fragments:
        fragment = _clean_fragment(raw)
        if not fragment:
            continue
        tight = fragment in _DASHES or _is_script(fragment)
        closing = fragment[0] in ".,;:)]}%!?"
        if parts and not (glue_next or tight or closing or parts[-1][-1] in "(["):
            parts.append(" ")
        parts.append(fragment)
        glue_next = tight
    return "".join(parts)


def _is_script(fragment: str) -> bool:
    return fragment[0] in "^_" and len(fragment) > 1 and not any(c.isspace() for c in fragment)


def _clean_fragment(fragment: str) -> str:
    """Undo LaTeX escapes ("36\\%" -> "36%", "{\\sim}15" -> "~15") and drop stray "$"."""
    return unescape_latex(fragment.strip()).strip()


# ---------------------------------------------------------------------------------- tags


@dataclass(frozen=True)
class _Lexicon:
    """Tags known on one page, as word tuples; the topic is also kept on its own because
    it is never merged with a neighbouring word."""

    topic: tuple[str, ...]
    tags: frozenset[tuple[str, ...]]
    longest: int
    first_words: frozenset[str]  # lets most positions be ruled out with one lookup

    @classmethod
    def of(cls, topic: tuple[str, ...], tags: Iterable[tuple[str, ...]]) -> _Lexicon:
        known = frozenset(tags) | ({topic} if topic else frozenset())
        longest = max((len(tag) for tag in known), default=0)
        return cls(topic, known, longest, frozenset(tag[0] for tag in known))

    def matches(self, words: tuple[str, ...]) -> Iterator[tuple[int, int]]:
        """Every (start, end) where a known tag occurs in the words, nested ones included."""
        for start in range(len(words)):
            if words[start] not in self.first_words:
                continue
            for end in range(start + 1, min(start + self.longest, len(words)) + 1):
                if words[start:end] in self.tags:
                    yield start, end

    def starts(self, words: tuple[str, ...]) -> bool:
        return any(words[:n] in self.tags for n in range(1, min(self.longest, len(words)) + 1))


def _assign_tags(entries: list[_Entry], topic: str) -> None:
    """Segment every raw tag line with one lexicon mined from all tag lines of the page."""
    raw = []
    for entry in entries:
        line, entry.paper.tags_more = _split_plus_count(entry.tag_line)
        raw.append(line)
    lexicon = _mine_known_tags(raw, topic)
    for entry, line in zip(entries, raw, strict=True):
        entry.paper.tags = _segment_tags(line, lexicon)


def _mine_known_tags(tag_lines: list[str], topic: str) -> _Lexicon:
    """Learn which word n-grams are whole tags from where they recur on the page.

    The topic name is a tag.  Another n-gram (2 to 6 words, not starting or ending with a
    connector, not containing the topic) is a tag when at least two of its occurrences
    are "confirmed" -- they touch a line end or a known tag -- and either all of them are,
    or it was seen confirmed on its left and on its right.  Occurrences inside a longer
    known tag or straddling one's edge do not count.  Confirmation keeps out fragments
    that recur only inside varying longer tags ("Language Model" in "Financial Language
    Model Evaluation", "Efficient Language Model Reasoning", ...).  Known tags confirm
    their neighbours, so this runs for a few rounds.
    """
    topic_words = tuple(topic.split())
    lines = [tuple(line.split()) for line in tag_lines[:_MAX_MINED_LINES]]
    lines = [words for words in lines if 0 < len(words) <= _MAX_TAG_LINE_WORDS]
    lexicon = _Lexicon.of(topic_words, ())
    for _ in range(_MINING_ROUNDS):
        learnt = _Lexicon.of(topic_words, _learn_tags(lines, lexicon))
        if learnt.tags == lexicon.tags:
            break
        lexicon = learnt
    return lexicon


@dataclass
class _Occurrences:
    """Where one candidate n-gram occurs: (line, start) pairs and how each is confirmed."""

    places: list[tuple[int, int]] = field(default_factory=list)
    left: list[bool] = field(default_factory=list)
    right: list[bool] = field(default_factory=list)


def _learn_tags(lines: list[tuple[str, ...]], lexicon: _Lexicon) -> set[tuple[str, ...]]:
    """One mining round: candidates longest first, each discounting what longer ones cover."""
    found: dict[tuple[str, ...], _Occurrences] = {}
    taken: dict[int, list[tuple[int, int]]] = {}  # spans claimed by the topic or longer tags
    for index, words in enumerate(lines):
        spans = list(lexicon.matches(words))
        taken[index] = [(s, e) for s, e in spans if words[s:e] == lexicon.topic]
        edges = {0, len(words)} | {s for s, _ in spans} | {e for _, e in spans}
        for start in range(len(words)):
            for end in range(start + 2, min(start + _MAX_TAG_WORDS, len(words)) + 1):
                gram = words[start:end]
                if not _is_tag_candidate(gram, lexicon.topic) or _straddles(spans, start, end):
                    continue
                seen = found.setdefault(gram, _Occurrences())
                seen.places.append((index, start))
                seen.left.append(start in edges)
                seen.right.append(end in edges)
    accepted: set[tuple[str, ...]] = set()
    for gram in sorted(found, key=len, reverse=True):
        seen = found[gram]
        free = [
            k for k, (index, start) in enumerate(seen.places)
            if not _inside(taken[index], start, start + len(gram))
        ]  # fmt: skip
        if _recurs(free, seen):
            accepted.add(gram)
            for k in free:
                index, start = seen.places[k]
                taken[index].append((start, start + len(gram)))
    return accepted


def _is_tag_candidate(gram: tuple[str, ...], topic: tuple[str, ...]) -> bool:
    if _is_connector(gram[0]) or _is_connector(gram[-1]):
        return False
    if not topic or len(gram) <= len(topic):
        return gram != topic
    return not any(gram[i : i + len(topic)] == topic for i in range(len(gram) - len(topic) + 1))


def _straddles(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """True when [start, end) cuts through a known tag, e.g. "... Learning RL for Language"."""
    return any(s < start < e < end or start < s < end < e for s, e in spans)


def _inside(spans: Iterable[tuple[int, int]], start: int, end: int) -> bool:
    return any(s <= start and end <= e for s, e in spans)


def _recurs(free: list[int], seen: _Occurrences) -> bool:
    confirmed = [k for k in free if seen.left[k] or seen.right[k]]
    if len(confirmed) < 2:
        return False
    both_sides = any(seen.left[k] for k in confirmed) and any(seen.right[k] for k in confirmed)
    return both_sides or len(confirmed) == len(free)


def _segment_tags(line: str, lexicon: _Lexicon) -> list[str]:
    """Split an undelimited tag line by longest known-tag match, left to right.

    A span between known tags becomes one tag, then two repairs rely on a line listing
    each tag once: a repeated phrase shows where a longer tag ends (``_fold_repeats``),
    and a single unknown word next to a known tag belongs to it (``_attach_lone_words``),
    since one-word tags are rare and never learnt.  A match is refused next to a
    connector ("Faithfulness of | Language Model"), which binds both sides.
    """
    words = tuple(line.split())
    if len(words) > _MAX_TAG_LINE_WORDS:
        return [" ".join(words)]
    pieces: list[tuple[tuple[str, ...], bool]] = []  # (words, is a known tag)
    leftover: list[str] = []
    i = 0
    while i < len(words):
        end = _match_at(words, i, lexicon, after_leftover=bool(leftover))
        if end:
            if leftover:
                pieces.extend((span, False) for span in _split_repeat(tuple(leftover)))
                leftover = []
            pieces.append((words[i:end], True))
            i = end
        else:
            leftover.append(words[i])
            i += 1
    if leftover:
        pieces.extend((span, False) for span in _split_repeat(tuple(leftover)))
    return [" ".join(piece) for piece in _attach_lone_words(_fold_repeats(pieces), lexicon.topic)]


def _match_at(words: tuple[str, ...], i: int, lexicon: _Lexicon, after_leftover: bool) -> int:
    """End of the longest known tag starting at word i, or 0."""
    if words[i] not in lexicon.first_words or (after_leftover and _is_connector(words[i - 1])):
        return 0
    for end in range(min(i + lexicon.longest, len(words)), i, -1):
        if words[i:end] in lexicon.tags and (end == len(words) or not _is_connector(words[end])):
            return end
    return 0


def _is_connector(word: str) -> bool:
    return word.lower() in _CONNECTORS


def _split_repeat(span: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Split an unknown span whose last words also occur earlier in it.

    "Online Anomaly Detection Anomaly Detection" -> "Online Anomaly Detection", "Anomaly
    Detection"; "Vessel Trajectory Prediction X Trajectory Prediction" -> "Vessel
    Trajectory Prediction", "X", "Trajectory Prediction".  With nothing before the first
    copy the second copy is the tail of a longer tag: "P Trust Region P" -> "P",
    "Trust Region P".
    """
    if span[-1] not in span[:-1]:
        return [span]
    for size in range(len(span) // 2, 1, -1):
        tail = span[-size:]
        end = next(
            (e for e in range(len(span) - size, size - 1, -1) if span[e - size : e] == tail), None
        )
        if end is None:
            continue
        head, middle = span[: end - size], span[end : len(span) - size]
        if not head:
            return [tail, span[end:]] if middle else [tail, tail]
        return _split_repeat(span[:end]) + ([middle] if middle else []) + [tail]
    return [span]


def _fold_repeats(pieces: list[tuple[tuple[str, ...], bool]]) -> list[tuple[tuple[str, ...], bool]]:
    """Fold an unknown span into a known tag that the line would otherwise list twice.

    "Group Relative" + "Policy Optimization" ... "Policy Optimization" -> "Group Relative
    Policy Optimization" ... "Policy Optimization".
    """
    counts: dict[tuple[str, ...], int] = {}
    for piece, known in pieces:
        if known:
            counts[piece] = counts.get(piece, 0) + 1
    folded: list[tuple[tuple[str, ...], bool]] = []
    for piece, known in pieces:
        if known and counts[piece] > 1 and folded and not folded[-1][1]:
            counts[piece] -= 1
            folded[-1] = (folded[-1][0] + piece, False)
        else:
            folded.append((piece, known))
    return folded


def _attach_lone_words(
    pieces: list[tuple[tuple[str, ...], bool]], topic: tuple[str, ...]
) -> list[tuple[str, ...]]:
    """Join a lone unknown word to the known tag after it, as its modifier ("Proximal" +
    "Policy Optimization"), or else to the one before it, as its head ("Policy Gradient"
    + "Methods").  The topic is always a tag of its own and takes no words."""
    joined = [piece for piece, _ in pieces]
    known = [is_known and piece != topic for piece, is_known in pieces]
    k = 0
    while k < len(joined):
        lone = not known[k] and len(joined[k]) == 1
        if lone and k + 1 < len(joined) and known[k + 1]:
            joined[k : k + 2] = [joined[k] + joined[k + 1]]
            del known[k]
        elif lone and k > 0 and known[k - 1]:
            joined[k - 1 : k + 1] = [joined[k - 1] + joined[k]]
            del known[k]
            k -= 1
        k += 1
    return joined
