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

Tags are printed with no delimiter between them; they are cut with a vocabulary learnt
from the tag lines (``ingest.tags``, which documents how and its limits).  A page parsed
alone learns from itself; an ingest passes one vocabulary learnt from all its pages and
the catalogue (``page_tags`` gives a page's evidence for it).  The start of the tags in a
layout-B line (fused to the last author) is always found with the page's own vocabulary,
so how a page's authors are read never depends on other files.  In layout B, when there
is no "+N", a last author whose name does not end in a lowercase letter ("Hoang H") is
only split from a tag the page knows.

Titles and abstracts are copied from arXiv with their LaTeX; both are rendered readable
here ("GD $^2$ PO" -> "GD²PO", ``ingest.latex``).  The paper id is derived from the title
(``assistant.records.paper_id_for``), so it is computed from the rendered title: the id a
reader sees matches the title shown, and the same paper gets the same id from any page
that renders its title.  A store built by an earlier reader still holds such a paper
under its raw title: the pipeline matches it by normalised title ("GD $^2$ PO" and
"GD²PO" normalise alike: NFKC folds "²" to "2") and keeps the first title, so those few
records keep their raw title until they are removed and ingested again.

Everything is line-based with anchored regexes or plain string scans, so arbitrary
input (a 5 MB single line included) is refused or parsed in linear-ish time.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache, partial

from assistant.errors import UserError
from assistant.records import Paper, normalize_title
from ingest.latex import render_latex
from ingest.tags import PageTags, TagVocabulary, mine_vocabulary, paper_key, shared_vocabulary

__all__ = ["PageTags", "TopicPage", "looks_like_topic_page", "page_tags", "parse_topic_page"]

NOT_A_TOPIC_PAGE = (
    "This text is not a topic page: expected a topic name on the first line and papers "
    "with dates like 'Jun 21, 2026'; export the topic page as plain text."
)

_MONTHS = {
    name: number
    for number, name in enumerate(("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), 1)
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

# Lowercase words that still belong to a person's name.
_NAME_PARTICLES = frozenset(
    ["al", "bin", "da", "das", "de", "del", "della", "den", "der", "di", "do", "dos", "du", "e", "el", "ibn", "la", "le", "ten", "ter", "van", "von", "y", "zu"]
)  # fmt: skip

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


def parse_topic_page(text: object, vocabulary: TagVocabulary | None = None) -> TopicPage:
    """Parse a topic page of either layout; raise ``UserError`` for anything else.

    Tags are cut with ``vocabulary`` (see ``ingest.tags.shared_vocabulary``), or with one
    learnt from this page alone when none is given.
    """
    parsed = _parse(text)
    tag_lines = [_split_plus_count(entry.tag_line) for entry in parsed.entries]
    if vocabulary is None:
        vocabulary = shared_vocabulary([parsed.tags()])
    for entry, (line, more) in zip(parsed.entries, tag_lines, strict=True):
        entry.paper.tags, entry.paper.tags_more = vocabulary.segment(line), more
    papers = [entry.paper for entry in parsed.entries]
    for paper in papers:
        paper.topic = parsed.topic
    return TopicPage(topic=parsed.topic, papers=papers, momentum=_momentum(parsed.header))


def page_tags(text: object) -> PageTags:
    """A page's topic and raw tag lines: its share of the evidence of a shared vocabulary."""
    return _parse(text).tags()


@dataclass
class _Parsed:
    topic: str
    header: list[str]
    entries: list[_Entry]  # titles rendered, tag lines still raw

    def tags(self) -> PageTags:
        lines: dict[str, str] = {}
        for entry in self.entries:
            key = paper_key(entry.paper.title)
            line = _split_plus_count(entry.tag_line)[0]
            if key and len(line.split()) > len(lines.get(key, "").split()):
                lines[key] = line
        return PageTags(self.topic, lines)


def _parse(text: object) -> _Parsed:
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
    for entry in entries:
        entry.paper.title = render_latex(entry.paper.title).strip() or entry.paper.title
    return _Parsed(topic, header, entries)


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
    """ "A" for "Jun 21, 2026cs.LG", "B" for a date fused with an uppercase name, else None."""
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
    lexicon = mine_vocabulary(_unambiguous_tag_lines(page, list_rows, detail_entries), [topic])
    entries = [_list_entry(page, i, lexicon) for i in list_rows]
    by_title = {normalize_title(entry.paper.title): entry for entry in reversed(entries)}
    for detail in detail_entries:
        _merge_detail(entries, by_title, detail)
    return header, entries


def _list_entry(page: _Page, i: int, lexicon: TagVocabulary) -> _Entry:
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


def _split_authors_and_tags(rest: str, lexicon: TagVocabulary) -> tuple[list[str], int, str]:
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


def _name_tag_boundary(segment: str, lexicon: TagVocabulary) -> int | None:
    """Where the last author's name ends and the first tag starts ("ErdogduLanguage").

    Candidates are lowercase->uppercase boundaries; one followed by a tag known from
    elsewhere on the page wins, otherwise the first.  As a last resort any non-spaced
    uppercase letter followed by a known tag is taken ("Hoang HLLM Alignment").
    """
    segment = segment[:_MAX_NAME_LINE]  # names and a few tags; bounds the scan below
    lower_upper = [k for k in range(1, len(segment)) if segment[k].isupper() and segment[k - 1].islower()]
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


def _starts_with_known(text: str, start: int, lexicon: TagVocabulary) -> bool:
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
    """Rejoin an abstract whose inline maths was broken onto separate lines, rendered.

    One space between fragments, except: none around a bare dash ("α" "-" "β" -> "α-β")
    or before a hyphenated word ("α" "-weighted" -> "α-weighted"),
    none before a super/subscript, none after one when base and next word read as one
    name ("GD" "^2" "PO)" -> "GD²PO)", but "R" "^2" "score" -> "R² score"), and none before
    closing punctuation ("92%" ". In the other" -> "92%. In the other").
    """
    parts: list[str] = []
    after_script = False
    for raw in fragments:
        raw = raw.strip()
        script = _is_script(raw)
        fragment = render_latex(f"${raw}$" if script else raw).strip()
        if not fragment:
            continue
        closing = fragment[0] in ".,;:)]}%!?" or _hyphen_continuation(fragment)
        glued = after_script and _one_name(parts, fragment)
        dash = fragment in _DASHES or (parts and parts[-1] in _DASHES)
        if parts and not (glued or script or dash or closing or parts[-1][-1] in "(["):
            parts.append(" ")
        parts.append(fragment)
        after_script = script
    return "".join(parts)


def _hyphen_continuation(fragment: str) -> bool:
    """ "-weighted" after "α": the word goes on after the maths."""
    return len(fragment) > 1 and fragment[0] in _DASHES and fragment[1].isalpha()


def _is_script(fragment: str) -> bool:
    return fragment[:1] in ("^", "_") and len(fragment) > 1 and not any(c.isspace() for c in fragment)


def _one_name(parts: list[str], following: str) -> bool:
    """Whether the word before a script and the word after it are one name ("GD²PO")."""
    base = "".join(parts[-2:-1])[-1:]
    return (base.isupper() or base.isdigit()) and (following[0].isupper() or following[0].isdigit())
