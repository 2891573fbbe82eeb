"""The "Open paper" and "arXiv" links of a paper card, as the topic page offers them.

Plain links the reader's browser opens in a new tab (paperchat itself contacts nothing to
draw them): the PDF and the abstract page on arXiv when the arXiv id is known (a metadata
file, a PDF's stamp, or a fetch filled it in), else an arXiv title search.
"""

from __future__ import annotations

from html import escape
from urllib.parse import urlencode

from assistant.records import Paper

ARXIV = "https://arxiv.org"


def paper_links(paper: Paper) -> str:
    """ "Open paper" (the PDF) and "arXiv" (the abstract page) when the arXiv id is known; else
    only "arXiv", a title search (no PDF link can be given without the id)."""
    if paper.arxiv_id:
        pdf, page = f"{ARXIV}/pdf/{paper.arxiv_id}", f"{ARXIV}/abs/{paper.arxiv_id}"
        return _link(pdf, "Open paper") + _link(page, "arXiv")
    search = f"{ARXIV}/search/?" + urlencode({"searchtype": "title", "query": paper.title})
    return _link(search, "arXiv")


def _link(url: str, label: str) -> str:
    return f'<a class="pc-btn pc-link" href="{escape(url)}" target="_blank" rel="noopener noreferrer">{escape(label)}</a>'
