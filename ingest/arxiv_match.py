"""Which arXiv entry is the catalogued paper: a strict title match, never a near one.

A wrong PDF is worse than none (AskPDF would cite another paper's pages as this one's), so
an entry is accepted only when its title, LaTeX rendered and folded like every catalog
title (``normalize_title``: case, accents, punctuation, spacing), is the catalogued title.
When several entries pass, the authors and then the date decide; when they cannot, or
nothing passes, the answer is "no match" with the reason, said plainly.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from assistant.records import Paper, normalize_title
from ingest.arxiv_feed import ArxivEntry
from ingest.latex import render_latex

# Words the API's title search would only add noise with; the strict match is done here.
_STOP = {"a", "an", "and", "the", "of", "for", "in", "on", "to", "with", "via", "by", "from", "at", "is", "as", "or"}
MAX_QUERY_WORDS = 12


@dataclass(frozen=True)
class Match:
    """The accepted entry, or ``None`` with the sentence saying why nothing was."""

    entry: ArxivEntry | None
    reason: str = ""


def title_key(title: str) -> str:
    """The folded form both sides are compared in: "GD $^2$ PO" and "GD²PO" both give "gd2po"."""
    return normalize_title(render_latex(title))


def title_query(title: str) -> str:
    """An arXiv ``search_query`` that finds the paper by title words.

    Plain words only (a word holding maths or symbols is searched differently by arXiv than
    it is written here), stop words dropped, at most ``MAX_QUERY_WORDS``, all required.
    """
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", render_latex(title)))
    words = [w for w in re.split(r"[\s\-–—/:,;.!?()\[\]{}\"']+", folded) if w]
    plain = [w.lower() for w in words if w.isascii() and w.isalpha() and w.lower() not in _STOP]
    chosen = list(dict.fromkeys(plain))[:MAX_QUERY_WORDS]
    if not chosen:  # a title of symbols only: search its folded key as one term
        chosen = [title_key(title)]
    return " AND ".join(f"ti:{w}" for w in chosen)


def match_title(paper: Paper, entries: list[ArxivEntry]) -> Match:
    """The one entry that is ``paper``: same folded title, then authors, then date break ties."""
    key = title_key(paper.title)
    newest: dict[str, ArxivEntry] = {}  # one entry per paper, its newest version when listed more than once
    for entry in entries:
        if title_key(entry.title) == key and entry.version >= newest.get(entry.arxiv_id, entry).version:
            newest[entry.arxiv_id] = entry
    same = list(newest.values())
    if not same:
        return Match(None, f"arXiv lists no paper titled exactly “{paper.title}”; upload the PDF in AskPDF instead.")
    if len(same) == 1:
        return Match(same[0])
    narrowed = _by_authors(paper, same) or same
    if len(narrowed) > 1:
        narrowed = _by_date(paper, narrowed)
    if len(narrowed) == 1:
        return Match(narrowed[0])
    ids = ", ".join(e.arxiv_id for e in narrowed)
    return Match(None, f"arXiv lists {len(narrowed)} papers titled “{paper.title}” ({ids}); fetch the right one by its arXiv id.")


def _surname(name: str) -> str:
    """ "Ada Lovelace" and "Lovelace, Ada" both give "lovelace"."""
    return normalize_title(name.split(",")[0] if "," in name else (name.split() or [""])[-1])


def _by_authors(paper: Paper, entries: list[ArxivEntry]) -> list[ArxivEntry]:
    """Entries sharing the most author surnames with the paper (none when the paper lists none)."""
    ours = {_surname(a) for a in paper.authors if a.strip()}
    if not ours:
        return []
    scored = [(len(ours & {_surname(a) for a in e.authors}), e) for e in entries]
    best = max(score for score, _ in scored)
    return [e for score, e in scored if score == best] if best > 0 else []


def _by_date(paper: Paper, entries: list[ArxivEntry]) -> list[ArxivEntry]:
    """Entries first published closest to the paper's date (all of them when it has none)."""
    if not paper.date:
        return entries
    try:
        ours = date.fromisoformat(paper.date[:10])
    except ValueError:
        return entries

    def distance(entry: ArxivEntry) -> int:
        try:
            return abs((date.fromisoformat(entry.published[:10]) - ours).days)
        except ValueError:
            return 1 << 30

    nearest = min(distance(e) for e in entries)
    return [e for e in entries if distance(e) == nearest]
