"""Who wrote a paper, where they work, and its arXiv identity, read from the PDF itself.

- Authors: the PDF's /Author entry when it lists names, else the name lines of page 1's
  front matter. Author lines mark affiliations with superscripts ("He∗1 Guanhua
  Huang∗1", "Kawin Ethayarajh 1 Winnie Xu 2"); the markers separate the names.
- Affiliations: front-matter and page-1 footnote lines naming an institution
  ("1ByteDance Research 2Peking University"), split at their markers.
- The arXiv stamp arXiv prints up the left margin of page 1
  ("arXiv:2503.20783v1 [cs.LG] 26 Mar 2025"): id, version, category and date. It is
  rotated text; a PDF may draw it as one string or letter by letter, and a reader may
  give it back reversed, so all of these are tried.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from ingest.line_cues import EMAIL, URL, link_line
from ingest.pdf_layout import Line

_STAMP = re.compile(
    r"arXiv:\s*(?P<id>\d{4}\.\d{4,5}|[a-z][a-z-]*(?:\.[A-Z]{2})?/\d{7})(?:v(?P<version>\d+))?\s*"
    r"\[(?P<category>[a-zA-Z-]+(?:\.[a-zA-Z-]+)?)\]\s*"
    r"(?P<day>\d{1,2})\s*(?P<month>Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s*(?P<year>\d{4})"
)
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
# Affiliation marks after a name: "Ada Lovelace1*", "Ada Lovelace†", "Ada Lovelace (1)", "Ada Lovelace [2]".
_MARKERS = re.compile(r"[(\[]?[\d\u2217\u2020\u2021\u00a7\u00b6*#\u2660-\u2667\u2605\u2606\u22c6\u25b3\u25bd]+[)\]]?")
_SEPARATORS = re.compile(r",|;|\band\b|&|\s{2,}")
_PARTICLES = {"van", "von", "de", "der", "den", "da", "di", "du", "le", "la", "del", "dos", "bin", "al", "y", "ter"}
_INSTITUTION = re.compile(
    r"\b(?:Universit|Institut|College|School|Laborator|Lab\b|Labs\b|Research|Inc\b|Corp|Company|Academy|Center|Centre"
    r"|Department|Dept\b|Faculty|Hospital|Foundation|Technolog|Sciences?\b|Polytechn|ETH\b|MIT\b|CMU\b|AI\b"
    r"|Google|Microsoft|Meta\b|DeepMind|OpenAI|Anthropic|ByteDance|Alibaba|Tencent|Baidu|Huawei|NVIDIA|Amazon"
    r"|Apple|IBM|Samsung|Salesforce|Adobe)",
)
_NOT_AFFILIATION = re.compile(r"\b(?:Correspondence|Contact|Equal contribution|Work done|Project lead)\b.*$", re.I)


@dataclass(frozen=True)
class Stamp:
    arxiv_id: str
    version: int | None
    category: str
    date: str | None  # ISO


# ---------------------------------------------------------------------------------
# The arXiv stamp
# ---------------------------------------------------------------------------------


def read_stamp(first_page: Sequence[Line]) -> Stamp | None:
    """The arXiv stamp of page 1, from its rotated text first, else from any line."""
    rotated = [line.text for line in first_page if not line.upright]
    letters = "".join(text for text in rotated if len(text) <= 2)
    candidates = [*rotated, letters, *(line.text for line in first_page if line.upright)]
    for text in candidates:
        for variant in (text, text[::-1]):
            match = _STAMP.search(variant)
            if match:
                return _stamp(match)
    return None


def _stamp(match: re.Match[str]) -> Stamp:
    version = match.group("version")
    return Stamp(
        arxiv_id=match.group("id"),
        version=int(version) if version else None,
        category=match.group("category"),
        date=_iso_date(match.group("year"), match.group("month"), match.group("day")),
    )


def _iso_date(year: str, month: str, day: str) -> str | None:
    try:
        return date(int(year), _MONTHS.index(month[:3]) + 1, int(day)).isoformat()
    except ValueError:
        return None


# ---------------------------------------------------------------------------------
# Authors and affiliations
# ---------------------------------------------------------------------------------


def read_authors(listed: object, front: Sequence[str]) -> list[str]:
    """Author names from the /Author entry if it lists names, else from front-matter lines."""
    if isinstance(listed, str):
        names = [chunk.strip() for chunk in _SEPARATORS.split(listed) if chunk.strip()]
        if names and all(_is_name(name) for name in names):
            return _unique(names)
    names = [name for line in front if _author_line(line) for name in _names(line)]
    return _unique(names) or _organisation(front)


def read_affiliations(lines: Iterable[str]) -> list[str]:
    """Institutions named by front-matter or footnote lines, in order of first mention."""
    found = []
    for line in lines:
        if not _INSTITUTION.search(line) or link_line(line):
            continue
        line = _NOT_AFFILIATION.sub("", EMAIL.sub("", URL.sub("", line)))
        for chunk in re.split(r"(?:^|\s|,)[(\[]?[\d\u2217\u2020\u2021\u00a7\u00b6*]+[)\]]?\s*(?=[^\W\d_])|;", line):
            chunk = chunk.strip(" ,.;:")
            if _INSTITUTION.search(chunk) and 2 <= len(chunk) <= 120:
                found.append(chunk)
    return _unique(found)


def _author_line(line: str) -> bool:
    return not (link_line(line) or EMAIL.search(line) or URL.search(line) or _INSTITUTION.search(line))


def _names(line: str) -> list[str]:
    chunks = [chunk.strip() for chunk in _SEPARATORS.split(_MARKERS.sub(",", line)) if chunk.strip()]
    if len(chunks) == 1:
        chunks = _pairs(chunks[0])
    names = [chunk for chunk in chunks if _is_name(chunk)]
    return names if names and len(names) * 2 >= len(chunks) else []


def _pairs(chunk: str) -> list[str]:
    """Names side by side with nothing between them ("Ada Lovelace Alan Turing"): first and last names.

    Only an even run of four or more capitalised words is cut; anything else stays whole.
    """
    tokens = chunk.split()
    if len(tokens) < 4 or len(tokens) % 2 or not all(_name_token(token) for token in tokens):
        return [chunk]
    return [f"{tokens[i]} {tokens[i + 1]}" for i in range(0, len(tokens), 2)]


def _is_name(chunk: str) -> bool:
    """ "Kawin Ethayarajh", "J. R. Smith", "Ludwig van Beethoven": 2-5 capitalised words."""
    tokens = chunk.split()
    if not 2 <= len(tokens) <= 5 or len(chunk) > 50:
        return False
    return all(_name_token(token) or token in _PARTICLES for token in tokens) and tokens[0][0].isupper()


def _name_token(token: str) -> bool:
    return token[0].isupper() and all(ch.isalpha() or ch in ".-'\u2019" for ch in token)


def _organisation(front: Sequence[str]) -> list[str]:
    """A paper signed by a team ("DeepSeek-AI"): the first short, link-free front line."""
    for line in front:
        tokens = line.split()
        if 1 <= len(tokens) <= 3 and not link_line(line) and not any(ch.isdigit() for ch in line) and line[0].isupper():
            return [line]
    return []


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
