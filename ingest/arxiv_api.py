"""The two questions paperchat asks the arXiv API: entries by id, and a search.

Both go through ``ArxivHttp`` (one request at a time, spaced, retried) and come back as
typed ``ArxivEntry`` values; the query syntax (``ti:``, ``cat:``, ``AND``, sorting,
paging) is the API's own, documented in arXiv's API user manual.
"""

from __future__ import annotations

from ingest.arxiv_feed import ArxivEntry, Feed, parse_feed
from ingest.arxiv_http import ArxivHttp

SEARCH_PAGE = 10  # a title search wants the few best hits, not a page of 100


def by_ids(http: ArxivHttp, arxiv_ids: list[str]) -> dict[str, ArxivEntry]:
    """The newest version of each id (ids given without version), keyed by id."""
    if not arxiv_ids:
        return {}
    feed = parse_feed(http.feed({"id_list": ",".join(arxiv_ids), "max_results": str(len(arxiv_ids))}))
    return {e.arxiv_id: e for e in feed.entries}


def search(
    http: ArxivHttp,
    query: str,
    start: int = 0,
    max_results: int = SEARCH_PAGE,
    newest_first: bool = False,
) -> Feed:
    """One page of a ``search_query``; ``newest_first`` sorts by submission date, else by relevance."""
    params = {"search_query": query, "start": str(start), "max_results": str(max_results)}
    if newest_first:
        params.update(sortBy="submittedDate", sortOrder="descending")
    return parse_feed(http.feed(params))
