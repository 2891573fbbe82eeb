"""Read a research-paper PDF into clean per-page text, a title and an abstract.

Extraction uses pypdf's default mode, which reads two-column pages column by column
(``extraction_mode="layout"`` reads by rows and interleaves the columns, so it is never
used). The raw text is then cleaned in steps that each fix one known PDF artefact:

1. characters: NFKC (ligatures "ﬁ" -> "fi"), control/format characters dropped;
2. running headers/footers: lines repeated at the top or bottom of many pages (digits
   ignored) and bare page numbers are removed;
3. lines -> text: hyphenated line breaks are repaired, lines inside a paragraph are
   joined with a space, headings become their own paragraphs (``"\\n\\n"``), short lines
   and table rows keep their line break (``"\\n"``);
4. section headings ("2.3 Reward Modeling", "References", "A. Proofs") are recorded
   with their character offset in the page text.

Every problem a user can cause with a bad file is raised as ``UserError`` with one
sentence that names the file and the fix; no pypdf exception escapes.
"""

from __future__ import annotations

import logging
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pypdf import PdfReader
from pypdf.errors import DependencyError

from assistant.errors import UserError
from assistant.records import PageText, PdfDocument

log = logging.getLogger(__name__)

#: If none of the first pages holds text, the file is a scan: stop early instead of
#: walking thousands of empty pages.
TEXT_PROBE_PAGES = 50
#: Fewer letters than this in the probed pages means "no text layer". Deliberately
#: tiny: a one-page notice ("This paper has been moved to arXiv ...") is real text and
#: is read normally; only files with nothing but stray page numbers are rejected.
MIN_LETTERS = 20
#: A line is a running header/footer when it sits in the top or bottom EDGE_LINES
#: lines of at least this share of pages (and of at least MIN_HEADER_PAGES pages).
#: 40% rather than 50% so that headers alternating between odd and even pages count.
HEADER_PAGE_SHARE = 0.4
MIN_HEADER_PAGES = 3
EDGE_LINES = 3
#: Abstracts longer than this are cut: the stop rules failed on an unusual layout.
MAX_ABSTRACT_CHARS = 4000
#: Bumped whenever the reader would extract different text from the same file: it is part
#: of a PDF's fingerprint, so papers read by an older reader are re-chunked on re-ingest.
READER_VERSION = "2"

# ---------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------


def read_pdf(path: str | Path, *, max_pages: int = 2000) -> PdfDocument:
    """Read ``path`` into a ``PdfDocument`` (1-based pages of cleaned text, title, abstract).

    Raises ``UserError`` for a missing, empty, non-PDF, damaged, password-protected,
    page-less, too long or image-only file.
    """
    path = Path(path)
    _route_pypdf_logs_to_debug()
    _check_file(path)
    reader = _open_reader(path)
    count = _page_count(reader, path, max_pages)
    raw_pages, runs = _extract_pages(reader, path, count)
    known_title = _metadata_title(reader, path) or _font_title(runs)
    page_lines = _drop_running_lines([_clean_lines(raw) for raw in raw_pages], known_title)
    vocabulary = _vocabulary(page_lines)
    title = known_title or _line_title(page_lines[0])
    title_end = _title_end(page_lines[0], title)
    pages = [
        _page_text(number, lines, vocabulary, title_end if number == 1 else None)
        for number, lines in enumerate(page_lines, 1)
    ]
    _drop_out_of_order_appendix_headings(pages)
    abstract = _find_abstract(page_lines[:2], vocabulary)
    return PdfDocument(path=str(path), title=title, abstract=abstract, pages=pages, reader_version=READER_VERSION)


# ---------------------------------------------------------------------------------
# Opening the file: every failure becomes one UserError sentence
# ---------------------------------------------------------------------------------


class _PypdfToDebug(logging.Handler):
    """Re-log pypdf's warnings ("EOF marker not found", ...) at debug level on our logger."""

    def emit(self, record: logging.LogRecord) -> None:
        log.debug("pypdf %s: %s", record.levelname.lower(), record.getMessage())


def _route_pypdf_logs_to_debug() -> None:
    """Keep pypdf's robustness warnings away from the user (idempotent).

    pypdf logs on per-module loggers ("pypdf._reader", ...), which all propagate to
    "pypdf"; a handler there plus ``propagate = False`` catches every one of them.
    """
    pypdf_logger = logging.getLogger("pypdf")
    if not any(isinstance(h, _PypdfToDebug) for h in pypdf_logger.handlers):
        pypdf_logger.addHandler(_PypdfToDebug())
        pypdf_logger.propagate = False


def _display_name(path: Path) -> str:
    """The file name as shown in messages, on one line whatever the name contains."""
    return "".join(ch if ch.isprintable() else "?" for ch in path.name) or str(path)


def _check_file(path: Path) -> None:
    """Reject what is not a PDF before pypdf sees it, with a precise reason."""
    name = _display_name(path)
    try:
        with path.open("rb") as handle:
            head = handle.read(1024)
    except FileNotFoundError:
        raise UserError(f"Cannot read {name}: the file does not exist; check the path.") from None
    except IsADirectoryError:
        raise UserError(f"Cannot read {name}: it is a folder, not a file; pass the path of a PDF file.") from None
    except OSError as err:
        reason = err.strerror or type(err).__name__
        raise UserError(f"Cannot read {name} ({reason}); check that the file exists and is readable.") from None
    if not head:
        raise UserError(f"{name} is empty (0 bytes); download or export the PDF again.")
    # The PDF spec allows a little junk before the header, hence the first 1024 bytes.
    if b"%PDF-" not in head:
        raise UserError(
            f"{name} is not a PDF (it lacks the %PDF- header); export or download the paper as a PDF and try again."
        )


def _open_reader(path: Path) -> PdfReader:
    """Parse the file; decrypt with the empty password, which opens "owner-only" PDFs."""
    name = _display_name(path)
    try:
        reader = PdfReader(path, strict=False)
        if not reader.is_encrypted:
            return reader
        decrypted = reader.decrypt("")
    except DependencyError:
        raise UserError(
            f"{name} is AES-encrypted and decrypting it needs the 'cryptography' package; "
            "install it or remove the encryption (e.g. qpdf --decrypt) and try again."
        ) from None
    except Exception as err:  # noqa: BLE001 - pypdf raises many types (PdfReadError, ValueError, KeyError, ...)
        log.debug("pypdf could not parse %s: %r", path, err)
        raise UserError(
            f"{name} is damaged or truncated and cannot be parsed; download it again or re-export it as PDF."
        ) from None
    if not decrypted:
        raise UserError(
            f"{name} is protected by a password; remove the password (e.g. qpdf --decrypt) and try again."
        )
    return reader


def _page_count(reader: PdfReader, path: Path, max_pages: int) -> int:
    """Count pages, rejecting empty and over-long documents before any extraction."""
    name = _display_name(path)
    try:
        count = len(reader.pages)
    except Exception as err:  # noqa: BLE001 - any pypdf failure here means an unreadable page tree
        log.debug("pypdf could not count pages of %s: %r", path, err)
        raise UserError(
            f"{name} is damaged (its page tree cannot be read); download it again or re-export it as PDF."
        ) from None
    if count == 0:
        raise UserError(f"{name} has no pages; export the paper as a PDF again.")
    if count > max_pages:
        raise UserError(f"{name} has {count} pages, more than the limit of {max_pages}; split it or raise max_pages.")
    return count


# ---------------------------------------------------------------------------------
# Extraction
# ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Run:
    """A piece of text drawn on page 1, with its rendered font size (for the title)."""

    text: str
    size: float
    upright: bool


def _extract_pages(reader: PdfReader, path: Path, count: int) -> tuple[list[str], list[_Run]]:
    """Extract every page's raw text; page 1 also yields font-sized runs.

    A page pypdf fails on becomes empty (logged) rather than sinking the whole paper;
    if every probed page fails the file is reported as damaged. If the first
    TEXT_PROBE_PAGES pages hold almost no letters, the file is reported as a scan
    without reading the rest.
    """
    name = _display_name(path)
    texts: list[str] = []
    runs: list[_Run] = []
    failures = letters = 0
    for index in range(count):
        try:
            text = _extract_page(reader, index, runs if index == 0 else None)
        except Exception as err:  # noqa: BLE001 - one broken page must not cost the rest of the PDF
            log.debug("pypdf failed on page %d of %s: %r", index + 1, path, err)
            failures += 1
            text = ""
        texts.append(text)
        letters += sum(ch.isalpha() for ch in text)
        if index + 1 == min(count, TEXT_PROBE_PAGES) and letters < MIN_LETTERS:
            if failures == index + 1:
                raise UserError(
                    f"{name} is damaged (no page can be decoded); download it again or re-export it as PDF."
                )
            raise UserError(f"{name} has no text layer (scanned or image-only pages); run OCR (e.g. ocrmypdf) on it first.")
    return texts, runs


def _extract_page(reader: PdfReader, index: int, runs: list[_Run] | None) -> str:
    """pypdf's default (column-aware) extraction, optionally recording font sizes.

    Font sizes only serve the title, so if recording them fails the page is simply
    extracted again without them.
    """
    page = reader.pages[index]
    if runs is not None:

        def visit(text: str, cm: Sequence[float], tm: Sequence[float], font: object, size: float) -> None:
            if text:
                runs.append(_run(text, cm, tm, size))

        try:
            return page.extract_text(visitor_text=visit) or ""
        except Exception as err:  # noqa: BLE001 - the visitor is optional; plain extraction follows
            log.debug("font sizes unavailable on page %d: %r", index + 1, err)
            runs.clear()
    return page.extract_text() or ""


def _run(text: str, cm: Sequence[float], tm: Sequence[float], size: float) -> _Run:
    """The rendered size is the font size scaled by the text and graphics matrices."""
    a, b, c, d = tm[0], tm[1], tm[2], tm[3]
    m0, m1 = a * cm[0] + b * cm[2], a * cm[1] + b * cm[3]
    m2, m3 = c * cm[0] + d * cm[2], c * cm[1] + d * cm[3]
    rendered = abs(size) * math.sqrt(abs(m0 * m3 - m1 * m2))
    upright = abs(m1) < 1e-3 and abs(m2) < 1e-3 and m0 > 0 and m3 > 0
    return _Run(text=text, size=round(rendered, 1), upright=upright)


# ---------------------------------------------------------------------------------
# Characters and lines
# ---------------------------------------------------------------------------------

_DOT_LEADER = re.compile(r"(?:\.\s?){4,}")
_SPACES = re.compile(r"[^\S\n]+")


def _clean_chars(text: str) -> str:
    """NFKC (ligatures, full-width forms, odd spaces) and no control/format characters.

    A soft hyphen at a line end is a discretionary break, so the word is joined.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n").replace("\u2029", "\n")
    text = re.sub("\u00ad[^\\S\n]*\n[^\\S\n]*", "", text)
    text = unicodedata.normalize("NFKC", text)
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if ch == "\n" or category[0] != "C":
            kept.append(ch)
        elif category == "Cc" and ch != "\x00":  # tabs, NULs, form feeds: a space keeps words apart
            kept.append(" ")
    return "".join(kept)


def _clean_lines(raw: str) -> list[str]:
    """A page's non-empty lines, whitespace collapsed and dot leaders shortened."""
    lines = []
    for line in _clean_chars(raw).split("\n"):
        line = _SPACES.sub(" ", _DOT_LEADER.sub(" ... ", line)).strip()
        if line:
            lines.extend(_split_inline_abstract(line))
    return lines


_INLINE_ABSTRACT = re.compile(r"^(Abstract|ABSTRACT)\s*[.:\u2014\u2013-]\s*(\S.*)$")


def _split_inline_abstract(line: str) -> list[str]:
    """"Abstract—We study ..." (IEEE/Springer style) becomes a heading line plus its text."""
    match = _INLINE_ABSTRACT.match(line)
    return [match.group(1), match.group(2)] if match else [line]


# ---------------------------------------------------------------------------------
# Running headers and footers
# ---------------------------------------------------------------------------------

_PAGE_NUMBER = re.compile(r"^(?:page\s*)?[-\u2013(]?\s*\d{1,4}\s*[-\u2013)]?(?:\s*(?:of|/)\s*\d{1,4})?$", re.I)


def _header_key(line: str) -> str:
    """Lines equal up to digits and case are the same header ("Page 3" ~ "Page 4")."""
    return re.sub(r"\d+", "#", line.casefold())


def _edge_positions(lines: Sequence[str]) -> list[int]:
    """Indexes of the lines where headers and footers sit."""
    top = range(min(EDGE_LINES, len(lines)))
    bottom = range(max(len(lines) - EDGE_LINES, 0), len(lines))
    return sorted(set(top) | set(bottom))


def _drop_running_lines(pages: list[list[str]], title: str | None = None) -> list[list[str]]:
    """Remove repeated header/footer lines and bare page numbers from page edges.

    A line that is part of the title is kept on page 1 even when later pages repeat
    it as their running header (a common layout: the title heads every page).
    """
    with_text = sum(1 for lines in pages if lines)
    threshold = max(MIN_HEADER_PAGES, math.ceil(HEADER_PAGE_SHARE * with_text))
    seen: Counter[str] = Counter()
    for lines in pages:
        seen.update({_header_key(lines[i]) for i in _edge_positions(lines)})
    repeated = {key for key, pages_with_key in seen.items() if pages_with_key >= threshold}
    compact_title = _compact(title or "")

    def running(line: str, first_page: bool) -> bool:
        if first_page and compact_title and _compact(line) and _compact(line) in compact_title:
            return False
        return _header_key(line) in repeated or bool(_PAGE_NUMBER.match(line))

    cleaned = []
    for number, lines in enumerate(pages):
        edges = set(_edge_positions(lines))
        cleaned.append([line for i, line in enumerate(lines) if i not in edges or not running(line, number == 0)])
    return cleaned


# ---------------------------------------------------------------------------------
# Section headings
# ---------------------------------------------------------------------------------

_NAMED_HEADINGS = {
    "abstract", "introduction", "related work", "related works", "background", "preliminaries",
    "method", "methods", "methodology", "approach", "experiments", "experimental setup",
    "results", "discussion", "conclusion", "conclusions", "conclusion and future work",
    "conclusions and future work", "future work", "limitations", "ethics statement",
    "broader impact", "broader impacts", "acknowledgements", "acknowledgments",
    "acknowledgement", "acknowledgment", "references", "bibliography", "appendix",
    "appendices", "contents", "table of contents", "supplementary material",
}  # fmt: skip
_NAMED = re.compile(r"^(?:\d{1,2}\.?\s+)?([A-Za-z][A-Za-z ]{2,40}?)\s*[.:]?$")
_NUMBERED = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+(\S.*)$")
_LETTERED = re.compile(r"^(?:Appendix\s+)?[A-H](?:\.\d{1,2}){1,3}\.?\s+(\S.*)$|^(?:Appendix\s+)?[A-H]\.\s+(\S.*)$")
_BARE_LETTER = re.compile(r"^(?:Appendix\s+)?[A-H]:?\s+(\S.*)$")
_SENTENCE_WORDS = {"we", "our", "us", "is", "are", "was", "were", "be", "been", "can", "will", "this", "these", "which"}
_ABBREVIATIONS = re.compile(r"\b(?:vs|v\.s|e\.g|i\.e|et al|etc|Fig|Eq|No)\.\s")


@lru_cache(maxsize=4096)
def _heading(line: str) -> str | None:
    """The heading a line is, or None. Rules favour precision over recall.

    Accepted: a known section name ("Abstract", "References", "3 Experiments"), a
    numbered title ("2.3 Reward Modeling", "2.2.1. Algorithm"), an appendix title
    ("A. Proofs", "A.1 Prompts", "Appendix B Details") and, for bare letters ("C Selector
    Test Dataset"), only fully Title-Cased text. Numbered list items and reference
    entries are told apart by sentence words, punctuation and capitalisation.
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
    if match and _heading_title(match.group(1)) and _title_cased(match.group(1)):
        return line
    return None


def _heading_title(title: str) -> bool:
    """Does the text after a section number read like a heading, not a sentence?"""
    words = title.split()
    if not 1 <= len(words) <= 12 or not title[0].isupper():
        return False
    if title[-1] in ".,;-" or re.search(r"\s\d+$", title) or "..." in title:
        return False  # a sentence, a wrapped sentence, or a table-of-contents entry
    if re.search(r"[.!?]\s", _ABBREVIATIONS.sub(" ", title)):
        return False  # a sentence ends inside: a list item or a reference entry
    if re.search(r"\s\d{1,2}\s+[A-Z]", title):
        return False  # "1 Stanford University 2 Contextual AI": an affiliation list
    if any(word.casefold().strip(",:;") in _SENTENCE_WORDS for word in words):
        return False
    letters = sum(ch.isalpha() for ch in title)
    if letters < 0.5 * len(title.replace(" ", "")):
        return False
    return len(words) <= 6 or _title_cased(title, share=0.5)


def _title_cased(text: str, share: float = 1.0) -> bool:
    """At least ``share`` of the longer words (4+ letters) start with a capital."""
    long_words = [w for w in re.findall(r"[^\W\d_][\w'-]*", text) if len(w) > 3]
    if not long_words:
        return True
    return sum(w[0].isupper() for w in long_words) >= share * len(long_words)


# ---------------------------------------------------------------------------------
# Joining lines into text
# ---------------------------------------------------------------------------------

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_BULLET = re.compile(r"^[\u2022\u25cf\u25e6\u25aa\u2023\u2219\u00b7*]\s")
_CAPTION = re.compile(r"^(?:Figure|Fig\.|Table|Algorithm|Listing)\s*\d+", re.I)
_FOOTNOTE = re.compile(r"^[\u2217\u2020\u2021\u00a7\u00b6*]")
_SENTENCE_END = re.compile(r"[.!?:][\"'\u201d\u2019)\]]*$")
_NUMERIC_TOKEN = re.compile(r"^[-+\u2212(]?[\d.,]+[%a-zA-Z]{0,2}\)?$|^[-\u2013\u2014]$")
#: When neither form of a hyphenated word occurs elsewhere in the paper, these
#: prefixes keep their hyphen ("self-\nattention" -> "self-attention"). Prefixes that
#: also start ordinary words split by hyphenation (pre-dict, multi-ple, state-ment)
#: are deliberately absent.
_COMPOUND_PREFIXES = {"self", "non", "semi", "quasi", "pseudo", "few", "zero", "well"}


def _vocabulary(pages: Iterable[Sequence[str]]) -> set[str]:
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


def _join_hyphenated(before: str, after: str, vocabulary: set[str]) -> str:
    """Repair a word split across lines at a hyphen: "rein-" + "forcement".

    ``head`` is the word before the hyphen, ``tail`` the fragment after the break.
    Joining drops the hyphen; keeping it writes "head-tail" without a space.
    """
    return before + after if _keep_hyphen(before, after, vocabulary) else before[:-1] + after


def _keep_hyphen(before: str, after: str, vocabulary: set[str]) -> bool:
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
    if f"{head}-{tail}".casefold() in vocabulary:
        return True
    if f"{head}{tail}".casefold() in vocabulary:
        return False
    return (
        "-" in token[:-1]
        or not tail[0].islower()
        or any(ch.isupper() or ch.isdigit() for ch in head[1:])
        or head[0].isdigit()
        or head.casefold() in _COMPOUND_PREFIXES
        or (min(len(head), len(tail)) >= 3 and {head.casefold(), tail.casefold()} <= vocabulary)
    )


def _typical_length(lines: Sequence[str]) -> int:
    """The length of a full line on this page (80th percentile of the longer lines)."""
    lengths = sorted(len(line) for line in lines if len(line) >= 20)
    return lengths[int(0.8 * (len(lengths) - 1))] if lengths else 0


def _tabular(line: str) -> bool:
    """A table row: mostly numbers, or a table-of-contents line with dot leaders."""
    tokens = line.split()
    if "..." in line and re.search(r"\d$", line):
        return True
    return len(tokens) >= 3 and sum(bool(_NUMERIC_TOKEN.match(t)) for t in tokens) >= 0.5 * len(tokens)


def _separator(before: str, after: str, typical: int) -> str:
    """What goes between two lines: "\\n\\n" (new paragraph), "\\n" (kept line) or " "."""
    if _heading(before) or _heading(after):
        return "\n\n"
    if _BULLET.match(after) or _CAPTION.match(after) or _FOOTNOTE.match(after):
        return "\n\n"
    if _tabular(before) or _tabular(after):
        return "\n"
    if before.endswith(("\u2014", "\u2013")):
        return ""  # an em/en dash at a line end: "biases—" + "the success"
    if len(before) < 0.7 * typical:
        return "\n\n" if _SENTENCE_END.search(before) else "\n"
    return " "


def _join_lines(
    lines: Sequence[str], vocabulary: set[str], typical: int, title_end: int | None = None
) -> tuple[str, list[tuple[int, str]]]:
    """Flowing text from lines, with (offset, heading) for each heading line.

    ``title_end`` is the index of the last line of the title on page 1: the title
    gets a paragraph of its own instead of running into the author list.
    """
    text = ""
    sections: list[tuple[int, str]] = []
    previous = ""
    for index, line in enumerate(lines):
        separator = _separator(previous, line, typical) if text else ""
        if title_end is not None and index == title_end + 1:
            separator = "\n\n"
        if separator in (" ", "\n") and re.search(r"[^\W\d_]-$", text) and line[0].isalnum():
            text = _join_hyphenated(text, line, vocabulary)
        else:
            text += separator
            heading = _heading(line)
            if heading:
                sections.append((len(text), heading))
            text += line
        previous = line
    return text, sections


def _page_text(number: int, lines: Sequence[str], vocabulary: set[str], title_end: int | None) -> PageText:
    """One page's cleaned text and headings."""
    text, sections = _join_lines(lines, vocabulary, _typical_length(lines), title_end)
    return PageText(page=number, text=text, sections=sections)


_APPENDIX_LETTER = re.compile(r"^(?:Appendix\s+)?([A-H])(?:[.:\s]|$)")


def _drop_out_of_order_appendix_headings(pages: Sequence[PageText]) -> None:
    """Keep lettered headings only in appendix order (A, A.1, B, ...).

    "A. Proofs" and the author line "H. Zhang" look alike; the order tells them apart:
    a lettered heading must repeat the previous letter or take the next one.
    """
    last = ""
    for page in pages:
        kept = []
        for offset, heading in page.sections:
            match = _APPENDIX_LETTER.match(heading)
            if match:
                letter = match.group(1)
                expected = {"A", last, chr(ord(last) + 1)} if last else {"A"}
                if letter not in expected:
                    continue
                last = letter
            kept.append((offset, heading))
        page.sections[:] = kept


def _title_end(lines: Sequence[str], title: str | None) -> int | None:
    """Index of the line that completes the title among page 1's first lines, if any."""
    if not title:
        return None
    target = _compact(title)
    seen = ""
    for index, line in enumerate(lines[:4]):
        seen += _compact(line)
        if seen == target:
            return index
        if not target.startswith(seen):
            return None
    return None


def _compact(text: str) -> str:
    """Letters and digits only, for comparing text that was broken or spaced differently."""
    return re.sub(r"\W+", "", text.casefold())


# ---------------------------------------------------------------------------------
# Title
# ---------------------------------------------------------------------------------

_FILE_NAME = re.compile(r"\.(?:pdf|docx?|tex|dvi|ps|rtf|txt|odt|indd|pages)$", re.I)
_PLACEHOLDER = re.compile(r"^(?:untitled|title|no title|unknown|none|null|document\d*|paper)$", re.I)


def _plausible_title(text: str, min_words: int) -> bool:
    """Reject what titles never look like: sentences, URLs, numbers, stray fragments."""
    words = text.split()
    if not min_words <= len(words) <= 40 or len(text) > 300:
        return False
    if not (text[0].isupper() or text[0].isdigit()) or text.endswith((":", ",", "-", ";")):
        return False
    if re.search(r"https?://|www\.|@|arXiv:\d", text, re.I):
        return False
    if re.search(r"[.!?]\s+[A-Z]", _ABBREVIATIONS.sub(" ", text)):
        return False  # two sentences: running text, not a title
    return sum(ch.isalpha() for ch in text) >= 0.5 * len(text.replace(" ", ""))


def _metadata_title(reader: PdfReader, path: Path) -> str | None:
    """The /Title entry, unless it is empty, a placeholder or a file name."""
    try:
        raw = reader.metadata.title if reader.metadata else None
    except Exception as err:  # noqa: BLE001 - a broken info dictionary only costs the metadata title
        log.debug("unreadable metadata in %s: %r", path, err)
        return None
    if not isinstance(raw, str):
        return None
    title = _SPACES.sub(" ", _clean_chars(raw).replace("\n", " ")).strip()
    if not title or _PLACEHOLDER.match(title) or _FILE_NAME.search(title):
        return None
    if title.casefold().startswith("microsoft word") or title.casefold() == path.stem.casefold():
        return None
    return title if _plausible_title(title, min_words=1) else None


def _font_title(runs: Sequence[_Run]) -> str | None:
    """The largest text above the abstract on page 1, if clearly larger than body text.

    Rotated text (the arXiv stamp in the margin) is ignored, and so is text after the
    "Abstract" heading, which is where figures with big labels start. Candidates are
    tried from the largest down, so a two-word logo above the title loses to it.
    """
    upright = [run for run in runs if run.upright]
    sizes: Counter[float] = Counter()
    for run in upright:
        sizes[run.size] += len(run.text.strip())
    if not sizes:
        return None
    body = sizes.most_common(1)[0][0]
    groups = _size_groups(_before_abstract(upright))
    for size, text in sorted(groups, key=lambda group: -group[0]):
        if size < 1.15 * body:
            break
        if _plausible_title(text, min_words=3):
            return text
    return None


def _before_abstract(runs: Sequence[_Run]) -> list[_Run]:
    """The runs drawn before the "Abstract" heading (all of them if there is none)."""
    for index, run in enumerate(runs):
        text = _clean_chars(run.text).strip()
        if text.casefold() == "abstract" or _INLINE_ABSTRACT.match(text):
            return list(runs[:index])
    return list(runs)


def _size_groups(runs: Sequence[_Run]) -> list[tuple[float, str]]:
    """Consecutive runs of (nearly) the same size, as (size, cleaned text)."""
    groups: list[tuple[float, list[str]]] = []
    for run in runs:
        if not run.text.strip():
            if groups:
                groups[-1][1].append(run.text)
            continue
        if groups and abs(groups[-1][0] - run.size) <= 0.6:
            groups[-1][1].append(run.text)
        else:
            groups.append((run.size, [run.text]))
    cleaned = []
    for size, parts in groups:
        text = _SPACES.sub(" ", _clean_chars("".join(parts)).replace("\n", " ")).strip()
        if text:
            cleaned.append((size, text))
    return cleaned


def _line_title(lines: Sequence[str]) -> str | None:
    """Last resort: the first of page 1's opening lines that looks like a title.

    A title stands on its own: a line as long as the page's full lines or ending with
    a period is the start of running text, not a title.
    """
    typical = _typical_length(lines)
    for line in lines[:8]:
        if _heading(line):
            return None  # reached "Abstract" or "1 Introduction": no title above it
        standalone = len(line) < 0.85 * typical and not line.endswith(".")
        if standalone and _plausible_title(line, min_words=3):
            return line
    return None


# ---------------------------------------------------------------------------------
# Abstract
# ---------------------------------------------------------------------------------

_ABSTRACT_STOP = re.compile(r"^(?:Keywords|Key words|Index Terms|CCS Concepts|ACM Reference)\b", re.I)


def _find_abstract(pages: Sequence[Sequence[str]], vocabulary: set[str]) -> str | None:
    """The text under an "Abstract" heading on the first pages, up to where it ends.

    The abstract ends at the next heading, a "Keywords" line, a footnote, a caption, a
    table row, or a short line without final punctuation following a finished
    sentence (the labels of a figure placed under the abstract).
    """
    for lines in pages:
        for index, line in enumerate(lines):
            if (_heading(line) or "").casefold() == "abstract":
                body = _abstract_lines(lines[index + 1 :])
                if body:
                    text, _ = _join_lines(body, vocabulary, _typical_length(lines))
                    return _SPACES.sub(" ", text.replace("\n", " ")).strip()[:MAX_ABSTRACT_CHARS]
    return None


def _abstract_lines(lines: Sequence[str]) -> list[str]:
    """The lines that follow an "Abstract" heading, up to the first stop (see above)."""
    body: list[str] = []
    for line in lines:
        if _heading(line) or _ABSTRACT_STOP.match(line) or _FOOTNOTE.match(line) or _CAPTION.match(line):
            break
        if _tabular(line):
            break
        if body and _SENTENCE_END.search(body[-1]) and len(line) < 30 and not _SENTENCE_END.search(line):
            break
        body.append(line)
    return body
