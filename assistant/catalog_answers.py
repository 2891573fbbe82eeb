"""Answers from the catalog itself: newest, oldest, by whom, which lab, how many, which month.

These questions are about the papers, not about what the papers say, so their answer
comes from the dates, authors, affiliations and tags the catalog holds. Each listed
paper is still a numbered, cited source: its abstract, where the reader can check it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from assistant.citations import Citation, Source, quotable_sentences
from assistant.lexical import tokenize
from assistant.records import Paper

HEADER = "From the catalog (dates, authors and affiliations as the papers' records give them):"
LISTED = 5
AUTHORS_SHOWN = 10
CLOSE = 0.1  # cosine below the best source within which a source still counts as on the subject
HALF = 0.5
_NEWEST = re.compile(r"\b(newest|latest|most recent)\b", re.I)
_OLDEST = re.compile(r"\b(oldest|earliest|first published)\b", re.I)
_THIS_PAPER = r"(is|was) (this|the) (paper|work|study|article)"
_AUTHORS = re.compile(
    r"\b(who (wrote|authored|are the authors|is the (first |last |senior |corresponding )?author)|by whom|which authors?|"
    rf"{_THIS_PAPER} by)\b",
    re.I,
)
_WHOSE = re.compile(rf"\b{_THIS_PAPER} (from|by)\b", re.I)
_POSITION = re.compile(r"\b(first|last|senior)[- ]author\b", re.I)
_AUTHOR_COUNT = re.compile(r"\b(how many (co-?)?authors|number of authors)\b", re.I)
#: "Which lab did this come from?", "Is this paper from ByteDance?": the affiliations answer both.
_LABS = re.compile(
    r"\b(which (labs?|institutions?|universit(y|ies)|compan(y|ies)|organi[sz]ations?)|"
    rf"(authors'?|their) affiliations?|where are the authors (from|based)|{_THIS_PAPER} from)\b",
    re.I,
)
_COUNT = re.compile(r"\b(how many (papers|works|studies|articles)|number of papers)\b", re.I)
_MONTH = re.compile(r"\b((in )?which month|(what|which) year|when (was|did))\b", re.I)
_ARXIV = re.compile(r"\barxiv (id|identifier|number|link)\b", re.I)
_TITLE = re.compile(r"\b(title|name) of (this|the) (paper|work|article)\b", re.I)
_CATALOG_WORDS = set(
    tokenize(
        "newest latest most recent oldest earliest first published who wrote authored authors by whom which author "
        "lab labs institution institutions university universities company companies organization organisation "
        "how many papers works studies articles number month year when was released posted topic indexed affiliated "
        "affiliation affiliations first last corresponding based where come came out appear appeared submitted "
        "behind arxiv id identifier link title name coauthors co-authors paper work study article senior"
    )
)


def about_one_paper(question: str) -> bool:
    """A catalog question one paper can answer: who wrote it and how many did, from which lab, when, its arXiv id
    and title. "How many papers ..." and "the newest ..." compare papers; asked inside one paper they are about its
    text."""
    return any(p.search(question) for p in (_AUTHORS, _AUTHOR_COUNT, _LABS, _MONTH, _ARXIV, _TITLE))


def asks_whose(question: str) -> bool:
    """ "Is this paper from ByteDance?", "Was the paper by Yann LeCun?": the name is what the record is checked for,
    not a subject to search (the affiliations or authors listed answer yes or no)."""
    return bool(_WHOSE.search(question))


def topic_words(question: str) -> list[str]:
    """The question's words that name a subject, not the catalog field it asks about."""
    return [w for w in tokenize(question, decimals=False) if w not in _CATALOG_WORDS]  # "Llama 3.1" finds "Llama-3.1"


def subject_of(question: str) -> str:
    """The question as written, less the words about catalog fields: what to search for."""
    words = re.findall(r"[\w.+-]+", question)
    return " ".join(w.strip(".?!,") for w in words if (t := tokenize(w)) and t[0] not in _CATALOG_WORDS)


@dataclass(frozen=True)
class CatalogView:
    """What a catalog answer may read: every paper, numbered sources for the papers it lists, and
    ``holding(words)``: the papers whose tags, title or abstract hold every word, newest first."""

    papers: Callable[[], list[Paper]]
    sources: Callable[[list[Paper]], list[Source]]
    holding: Callable[[list[str]], list[Paper]]


def catalog_answer(
    question: str, relevant: list[Source], catalog: CatalogView, previous: str | None = None
) -> tuple[str, list[Citation]] | None:
    """The catalog's answer, over the retrieved papers when the question names a subject, else over all of them.

    ``previous`` is the earlier answer a follow-up refers to ("which of them is the newest?"):
    the papers it names are then the ones asked about. None when the question asks for
    none of the fields a catalog holds.
    """
    named = [p for p in catalog.papers() if p.title in previous] if previous else []
    if named:
        relevant = catalog.sources(named)
        question = " ".join(w for w in question.split() if not topic_words(w))  # the subject is the earlier answer's
    subject = topic_words(question)
    if _COUNT.search(question):
        return _count(question, catalog.holding(subject), relevant)
    if _NEWEST.search(question) or _OLDEST.search(question):
        newest = bool(_NEWEST.search(question))
        # Among the papers that name the subject and those retrieved close to it; without a subject, all.
        papers = named or catalog.papers()
        if subject and not named:
            on_subject = {p.paper_id for p in catalog.holding(subject)} | {s.paper.paper_id for s in _close(_unique(relevant))}
            papers = [p for p in papers if p.paper_id in on_subject]
        dated = sorted((p for p in papers if p.date), key=lambda p: p.date or "", reverse=newest)
        pool = catalog.sources(dated[:3])
        pool = sorted(pool, key=lambda s: s.paper.date or "", reverse=newest)
        return _lines([(s, f"{s.paper.title} ({s.paper.date})") for s in pool[:3]], "dated")
    scope = _close(_unique(relevant))
    if _AUTHOR_COUNT.search(question):
        return _lines([(s, f"{s.paper.title}: {_author_count(s.paper)}") for s in scope[:3] if s.paper.authors], "with authors")
    if _ARXIV.search(question):
        return _lines([(s, f"{s.paper.title}: arXiv {s.paper.arxiv_id}") for s in scope[:3] if s.paper.arxiv_id], "on arXiv")
    if _TITLE.search(question):
        return _lines([(s, f"{s.paper.title} ({s.paper.date or 'undated'})") for s in scope[:3]], "titled")
    if position := _POSITION.search(question):  # "who is the first author?", "... the last author?"
        last = position.group(1).lower() in ("last", "senior")
        return _lines([(s, f"{s.paper.title}: {_at(s.paper, last)}") for s in scope[:3] if s.paper.authors], "with authors")
    if _AUTHORS.search(question):
        return _lines([(s, f"{s.paper.title}: {_authors(s.paper)}") for s in scope[:3] if s.paper.authors], "with authors")
    if _LABS.search(question):
        return _labs(scope)
    if _MONTH.search(question):
        return _lines(
            [(s, f"{s.paper.title}: {s.paper.date} ({_month(s.paper.date)})") for s in scope[:3] if s.paper.date], "dated"
        )
    return None


def _close(sources: list[Source]) -> list[Source]:
    """The sources about as relevant as the best one: the newest of six loosely related papers is not the answer.

    Both rankings must agree: near the best cosine, and at least half the best fused score
    (a name like "EfficientRollout" gives flat cosines but one clear lexical match).
    """
    best_dense = max((s.item.dense for s in sources), default=0.0)
    best_score = max((s.item.score for s in sources), default=0.0)
    return [s for s in sources if s.item.dense >= best_dense - CLOSE and s.item.score >= HALF * best_score]


def _count(question: str, papers: list[Paper], scope: list[Source]) -> tuple[str, list[Citation]]:
    words = " ".join(topic_words(question)) or "the topic"
    cited = {s.paper.paper_id: s for s in scope}
    shown = [(cited[p.paper_id], f"{p.title} ({p.date or 'undated'})") for p in papers if p.paper_id in cited][:LISTED]
    body, citations = _lines(shown, "") if shown else (HEADER, [])
    counted = f"{len(papers)} indexed paper matches" if len(papers) == 1 else f"{len(papers)} indexed papers match"
    lead = f"{counted} '{words}' (by tag, title or abstract)" + (", among them:" if shown else ".")
    return body.replace(HEADER, f"{HEADER}\n\n{lead}", 1), citations


def _labs(scope: list[Source]) -> tuple[str, list[Citation]] | None:
    counts = Counter(a for s in scope for a in dict.fromkeys(s.paper.affiliations))
    if not counts:
        return _lines([], "with affiliations")
    lines = []
    citations: list[Citation] = []
    for lab, n in counts.most_common(LISTED):
        papers = [s for s in scope if lab in s.paper.affiliations]
        lines.append(f"- {lab} ({n} of these papers) " + "".join(f"[{s.n}]" for s in papers))
        citations.extend(_cite(s) for s in papers if all(c.n != s.n for c in citations))
    return "\n".join([HEADER, "", *lines]), citations


def _lines(rows: list[tuple[Source, str]], what: str) -> tuple[str, list[Citation]]:
    if not rows:
        return f"{HEADER}\n\nNone of the matching papers is {what} in the catalog.", []
    return "\n".join([HEADER, "", *(f"- {text} [{s.n}]" for s, text in rows)]), [_cite(s) for s, _ in rows]


def _cite(source: Source) -> Citation:
    sentences = quotable_sentences(source)
    return Citation(source.n, source, sentences[0] if sentences else source.paper.title)


def _unique(sources: list[Source]) -> list[Source]:
    first: dict[str, Source] = {}
    for source in sources:
        first.setdefault(source.paper.paper_id, source)
    return list(first.values())


def _authors(paper: Paper) -> str:
    """Up to ``AUTHORS_SHOWN`` names: the whole list of most papers, so the last author is not cut."""
    names = ", ".join(paper.authors[:AUTHORS_SHOWN])
    return names + (" et al." if len(paper.authors) > AUTHORS_SHOWN or paper.authors_more else "")


def _at(paper: Paper, last: bool) -> str:
    """The first author, or the last one when the record lists them all ("senior" is read as last, as papers do)."""
    if not last:
        return f"{paper.authors[0]}, first of {_author_count(paper)}"
    if paper.authors_more:
        return f"the record lists only the first {len(paper.authors)}: {_authors(paper)}"
    return f"{paper.authors[-1]}, last of {_author_count(paper)}"


def _author_count(paper: Paper) -> str:
    """ "5 authors (A, B, C, D, E)", or with a record that lists some: "9 authors (A, B, C, D, E et al.)"."""
    count = len(paper.authors) + paper.authors_more
    return f"{count} author{'s' if count != 1 else ''} ({_authors(paper)})"


def _month(iso: str | None) -> str:
    try:
        return date.fromisoformat(iso or "").strftime("%B %Y")
    except ValueError:
        return "undated"
