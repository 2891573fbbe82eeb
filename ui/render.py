"""HTML for answers, source cards and paper cards.

Every piece of paper text (titles, authors, abstracts, quotes) goes through
``html.escape`` here and nowhere else: a title holding ``<script>`` shows as text.
Buttons carry ``data-pc-action``; one small script in ``ui/assets.py`` turns their
clicks into app events, and clicking a citation ``[n]`` scrolls its card into view.
"""

from __future__ import annotations

import re
from html import escape

from assistant.answering import Answer
from assistant.citations import Source, quotable_sentences
from assistant.quotable import MARKER
from assistant.records import CatalogEntry, Paper
from ui.arxiv_links import paper_links

_MD_SPECIAL = re.compile(r"[\\`\[\]()!#|~]")  # what makes links, images, code, headings, tables
ANCHOR = "pc-src-"  # card ids: a citation finds its own answer's card
_TABLE_RULE = re.compile(r"\|(\s*:?-{3,}:?\s*\|)+")  # a Markdown table's header rule, |---|---|
VISIBLE_CARDS = 6  # source cards shown open; the rest fold under "more sources"


def authors_line(paper: Paper, limit: int = 4) -> str:
    """ "A, B, C +N" as the topic page writes it."""
    shown = paper.authors[:limit]
    more = paper.authors_more + max(len(paper.authors) - limit, 0)
    text = ", ".join(shown) or "unknown authors"
    return f"{text} +{more}" if more else text


def _list_more(items: list[str], more: int) -> str:
    text = ", ".join(items)
    return f"{text} +{more}" if more else text


def safe_markdown(text: str) -> str:
    """Text that the chat's Markdown renderer shows as written.

    HTML is escaped, and so are the characters that make links and images: an abstract or
    a model's answer holding ``![x](http://host/pixel)`` must not make the browser fetch
    anything, and "://" is escaped so no bare URL is turned into a link that swallows the
    escapes after it. Emphasis stays, and so does a leading "- " (our own bullet lists).
    """
    lines = []
    for line in text.split("\n"):
        bullet = "- " if line.startswith("- ") else ""
        lines.append(bullet + _MD_SPECIAL.sub(r"\\\g<0>", escape(line[len(bullet) :], quote=False)).replace("://", r"\://"))
    return "\n".join(lines)


def answer_markdown(answer: Answer, anchor: str | None = None) -> str:
    """The answer for the chat: safe text whose [n] markers link to the cards ``{anchor}{n}``,
    after the follow-up note when the question was read with the conversation.

    Read line by line, so the answer forms keep their shape: a comparison's Markdown table
    stays a table (each cell escaped on its own, its pipes kept) and grouped lists stay
    lists. Only numbers of this answer's sources become citations; with no ``anchor``
    (AskPDF, whose citations open pages instead) they are not links.
    """
    valid = {s.n for s in answer.sources}
    lines = [_answer_line(line, valid, anchor) for line in answer.body.split("\n")]
    label = "extractive" if answer.mode == "extractive" else f"LLM: {answer.model or 'model'}"
    note = f"\n\n<sub>{escape(label)}</sub>"
    if answer.removed_markers:
        note += f"<sub> · removed citations that named no source: {escape(' '.join(answer.removed_markers))}</sub>"
    return follow_up_note(answer) + "\n".join(lines) + note


def _answer_line(line: str, valid: set[int], anchor: str | None) -> str:
    stripped = line.strip()
    if _TABLE_RULE.fullmatch(stripped):
        return stripped
    if len(stripped) > 1 and stripped.startswith("|") and stripped.endswith("|"):
        cells = stripped[1:-1].split("|")
        return "| " + " | ".join(_with_citations(cell.strip(), valid, anchor) for cell in cells) + " |"
    bullet = "- " if line.startswith("- ") else ""
    return bullet + _with_citations(line[len(bullet) :], valid, anchor)


def _with_citations(text: str, valid: set[int], anchor: str | None) -> str:
    """``text`` made safe, its [n] markers turned into citations when they name this answer's sources."""
    parts, last = [], 0
    for match in MARKER.finditer(text):
        parts.append(safe_markdown(text[last : match.start()]))
        numbers = [int(n) for n in re.findall(r"\d+", match.group(1))]
        if all(n in valid for n in numbers):
            parts.append("".join(_citation(n, anchor) for n in numbers))
        else:
            parts.append(safe_markdown(match.group(0)))
        last = match.end()
    parts.append(safe_markdown(text[last:]))
    return "".join(parts)


def follow_up_note(answer: Answer) -> str:
    """The note "Read as a follow-up: …" with the question retrieval saw, or "" for a question read alone.

    The reading holds the user's words (and an LLM's rewrite of them), so it is escaped as
    the answer is.
    """
    if not answer.standalone_question:
        return ""
    reading = safe_markdown(" ".join(answer.standalone_question.split()))
    return f'<sub class="pc-follow-up">Read as a follow-up: {reading}</sub>\n\n'


def _citation(n: int, anchor: str | None) -> str:
    if anchor is None:
        return f'<span class="pc-cite">[{n}]</span>'
    return f'<a class="pc-cite" href="#{anchor}{n}">[{n}]</a>'


def _action(action: str, paper_id: str, label: str) -> str:
    return f'<button class="pc-btn" data-pc-action="{escape(action)}" data-pc-paper="{escape(paper_id)}">{escape(label)}</button>'


def _meta(paper: Paper, page: int | None = None) -> str:
    parts = [escape(authors_line(paper))]
    if paper.date:
        parts.append(escape(paper.date))
    if page:
        parts.append(f"page {page}")
    return " · ".join(parts)


def _tags(paper: Paper) -> str:
    if not paper.tags:
        return ""
    chips = "".join(f'<span class="pc-tag">{escape(t)}</span>' for t in paper.tags)
    more = f'<span class="pc-tag">+{paper.tags_more}</span>' if paper.tags_more else ""
    return f'<div class="pc-tags">{chips}{more}</div>'


def source_cards(answer: Answer | None, anchor: str = ANCHOR) -> str:
    """The latest answer's sources: numbered cards (ids ``{anchor}{n}``), cited ones marked.

    The first ``VISIBLE_CARDS`` show; the rest fold under "more sources" (a topic summary
    cites two dozen). A declined question cited nothing, so its sources are not evidence:
    they show as a short list of the closest papers instead.
    """
    if answer is None or not answer.sources:
        return '<div class="pc-empty">Sources of the answer appear here.</div>'
    if answer.abstained and not answer.citations:
        return closest_papers(answer.sources)
    quotes = {c.n: c.quote for c in answer.citations}
    cards = [_source_card(s, quotes.get(s.n), anchor) for s in answer.sources]
    shown, folded = cards[:VISIBLE_CARDS], cards[VISIBLE_CARDS:]
    more = (
        f'<details class="pc-more"><summary>{len(folded)} more sources</summary>'
        f'<div class="pc-cards">{"".join(folded)}</div></details>'
        if folded
        else ""
    )
    return '<div class="pc-cards">' + "".join(shown) + "</div>" + more


def closest_papers(sources: list[Source]) -> str:
    """One line per paper (best-ranked first) with its AskPDF button: where to look next."""
    seen: dict[str, Source] = {}
    for source in sources:
        seen.setdefault(source.item.paper_id, source)
    items = "".join(
        f'<li><span class="pc-title">{escape(s.paper.title)}</span>'
        f' <span class="pc-meta">{escape(s.paper.date or "")}</span> {_action("askpdf", s.item.paper_id, "AskPDF")}</li>'
        for s in seen.values()
    )
    return (
        '<div class="pc-closest-box"><div class="pc-empty">No answer was given, so nothing is cited. '
        f'The closest papers:</div><ol class="pc-closest">{items}</ol></div>'
    )


def _source_card(source: Source, quote: str | None, anchor: str) -> str:
    paper = source.paper
    cited = " pc-cited" if quote else ""
    return (
        f'<div class="pc-card{cited}" id="{escape(anchor)}{source.n}">'
        f'<div class="pc-card-head"><span class="pc-num">[{source.n}]</span> '
        f'<span class="pc-title">{escape(paper.title)}</span></div>'
        f'<div class="pc-meta">{_meta(paper, source.page)}</div>'
        f"{_tags(paper)}"
        f"{_passage(source, quote)}"
        f'<div class="pc-actions">{_action("askpdf", source.item.paper_id, "AskPDF")}'
        f"{_action('summary', source.item.paper_id, 'Summary')}</div></div>"
    )


def _passage(source: Source, quote: str | None) -> str:
    """The quoted passage; a paper known only by its listing (no abstract) says so instead of
    quoting its tags, affiliations and authors as if they were text of the paper."""
    if source.item.chunk.kind == "abstract" and not (source.paper.abstract or "").strip():
        return '<div class="pc-empty pc-no-abstract">No abstract was ingested for this paper; only its title, authors and tags are known.</div>'
    # A cited passage in full (to 600 characters); an uncited one is only context, kept short.
    passage = _clip(quote, 600) if quote else _clip(_context(source), 280)
    return f'<blockquote class="pc-quote">{escape(passage)}</blockquote>'


def _context(source: Source) -> str:
    """The chunk's quotable sentences: not the title an abstract chunk is embedded with (the card
    shows it already), nor a section heading ("4 Results") run into the first sentence."""
    sentences = quotable_sentences(source)
    if sentences:
        return " ".join(sentences)
    text, title = " ".join(source.item.chunk.text.split()), " ".join(source.paper.title.split())
    return text[len(title) :].lstrip(" .:") if title and text.startswith(title) else text


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + " …"


def paper_cards(entries: list[CatalogEntry]) -> str:
    """The topic page's list: newest first, abstract on demand, two actions per paper."""
    if not entries:
        return '<div class="pc-empty">No papers match. Add papers in the Library tab.</div>'
    return '<div class="pc-papers">' + "".join(_paper_card(e) for e in entries) + "</div>"


def _paper_card(entry: CatalogEntry) -> str:
    paper = entry.paper
    head = " · ".join(escape(x) for x in (paper.date, paper.category) if x)
    affiliations = _list_more(paper.affiliations, paper.affiliations_more)
    kinds = "PDF" if "pdf" in entry.sources else "abstract"
    abstract = f"<details><summary>Abstract</summary><p>{escape(paper.abstract)}</p></details>" if paper.abstract else ""
    ask_label = "Ask about this paper" + ("" if "pdf" in entry.sources else " (abstract)")
    return (
        f'<div class="pc-paper" tabindex="0" data-pc-id="{escape(entry.paper_id)}">'
        f'<div class="pc-meta">{head} · {kinds}</div>'
        f'<div class="pc-title">{escape(paper.title)}</div>'
        f'<div class="pc-meta">{escape(authors_line(paper))}</div>'
        + (f'<div class="pc-meta pc-aff">{escape(affiliations)}</div>' if affiliations else "")
        + _tags(paper)
        + abstract
        + f'<div class="pc-actions">{_action("askpdf", entry.paper_id, ask_label)}'
        f"{_action('summary', entry.paper_id, 'Summary')}{paper_links(paper)}</div></div>"
    )


def error_html(sentence: str) -> str:
    return f'<div class="pc-error" role="alert">{escape(sentence)}</div>'


def notice_html(sentence: str) -> str:
    return f'<div class="pc-notice">{escape(sentence)}</div>'
