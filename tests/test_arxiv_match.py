"""The strict title match and the Atom reading: a wrong PDF is worse than none."""

from __future__ import annotations

import pytest

from assistant.errors import UserError
from assistant.records import Paper
from ingest.arxiv_feed import ArxivEntry, parse_feed, split_id
from ingest.arxiv_match import match_title, title_key, title_query


def _entry(arxiv_id: str, title: str, authors: list[str] | None = None, published: str = "2026-06-01T12:00:00Z") -> ArxivEntry:
    return ArxivEntry(arxiv_id, 1, title, "An abstract.", authors or ["Ada Lovelace"], ["cs.LG"], published, published)


def test_latex_punctuation_case_and_spacing_are_folded() -> None:
    assert title_key("GD$^2$PO: Mitigating Multi-Reward Conflicts") == title_key("GD²PO — mitigating multi reward conflicts")
    assert title_key("$\\alpha$-DPO: Adaptive  Reward\n  Margin") == title_key("α-DPO: Adaptive Reward Margin")
    paper = Paper(title="GD²PO: Mitigating Multi-Reward Conflicts via Group-Dynamic reward-Decoupled Policy Optimization")
    found = _entry(
        "2606.00001", "GD$^2$PO: Mitigating Multi-Reward Conflicts via\n  Group-Dynamic Reward-Decoupled Policy Optimization"
    )
    assert match_title(paper, [found]).entry == found


def test_a_near_duplicate_title_is_not_taken() -> None:
    paper = Paper(title="Learning User Simulators with Turing Rewards")
    near = [
        _entry("2606.00001", "Learning User Simulators with Turing Reward"),
        _entry("2606.00002", "Learning User Simulators with Turing Rewards: A Survey"),
        _entry("2606.00003", "Learning User Simulators with Tuning Rewards"),
    ]
    match = match_title(paper, near)
    assert match.entry is None
    assert match.reason == (
        "arXiv lists no paper titled exactly “Learning User Simulators with Turing Rewards”; upload the PDF in AskPDF instead."
    )
    exact = _entry("2606.00004", "Learning user simulators with Turing rewards.")
    assert match_title(paper, [*near, exact]).entry == exact


def test_the_same_paper_listed_twice_is_one_match() -> None:
    paper = Paper(title="Weight-Space Geometry of Offline Reasoning Training")
    v1 = _entry("2606.00001", paper.title)
    v3 = ArxivEntry("2606.00001", 3, paper.title, "Revised.", ["Ada Lovelace"], ["cs.LG"], v1.published, "2026-07-01T00:00:00Z")
    assert match_title(paper, [v3, v1]).entry == v3  # one paper, fetched at its newest version
    assert match_title(paper, [v1, v3]).entry == v3


def test_two_papers_with_one_title_are_told_apart_by_authors_then_date() -> None:
    paper = Paper(title="Scaling Laws for Reward Models", authors=["Grace Hopper", "Alan Turing"], date="2026-03-02")
    ours = _entry("2603.00002", paper.title, ["Grace Hopper", "Edsger Dijkstra"], "2026-03-01T10:00:00Z")
    theirs = _entry("2401.00009", paper.title, ["John McCarthy"], "2024-01-05T10:00:00Z")
    assert match_title(paper, [theirs, ours]).entry == ours

    no_authors = Paper(title=paper.title, date="2024-01-06")
    assert match_title(no_authors, [ours, theirs]).entry == theirs

    undecidable = Paper(title=paper.title)
    match = match_title(undecidable, [ours, theirs])
    assert match.entry is None
    assert "2 papers titled" in match.reason and "2603.00002" in match.reason and "by its arXiv id" in match.reason


def test_the_title_query_uses_plain_words_only() -> None:
    query = title_query("GD²PO: Mitigating Multi-Reward Conflicts via Group-Dynamic reward-Decoupled Policy Optimization")
    assert query.startswith("ti:mitigating AND ti:multi AND ti:reward AND ti:conflicts")
    assert "via" not in query.split() and "gd" not in query
    assert len(query.split(" AND ")) <= 12


def test_split_id_reads_ids_urls_and_versions() -> None:
    assert split_id("2503.20783v2") == ("2503.20783", 2)
    assert split_id("http://arxiv.org/abs/2503.20783") == ("2503.20783", None)
    assert split_id("arXiv:2503.20783v10") == ("2503.20783", 10)
    assert split_id("hep-th/9901001v1") == ("hep-th/9901001", 1)
    assert split_id("not an id") is None


# The example of arXiv's API user manual (section "Output format"), abridged to one entry.
MANUAL_FEED = b"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <link href="http://arxiv.org/api/query?search_query%3Dall%3Aelectron%26id_list%3D%26start%3D0%26max_results%3D1" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query: search_query=all:electron&amp;id_list=&amp;start=0&amp;max_results=1</title>
  <id>http://arxiv.org/api/cHxbiOdZaP56ODnBPIenZhzg5f8</id>
  <updated>2007-10-08T00:00:00-04:00</updated>
  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">1000</opensearch:totalResults>
  <opensearch:startIndex xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">0</opensearch:startIndex>
  <opensearch:itemsPerPage xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">1</opensearch:itemsPerPage>
  <entry>
    <id>http://arxiv.org/abs/hep-ex/0307015v1</id>
    <published>2003-07-07T13:46:39-04:00</published>
    <updated>2003-07-07T13:46:39-04:00</updated>
    <title>Multi-Electron Production at High Transverse Momenta in ep Collisions at
  HERA</title>
    <summary>  Multi-electron production is studied at high electron transverse momentum
in positron- and electron-proton collisions using the H1 detector at HERA.
</summary>
    <author>
      <name>H1 Collaboration</name>
    </author>
    <arxiv:comment xmlns:arxiv="http://arxiv.org/schemas/atom">23 pages, 8 figures and 4 tables</arxiv:comment>
    <arxiv:journal_ref xmlns:arxiv="http://arxiv.org/schemas/atom">Eur.Phys.J. C31 (2003) 17-29</arxiv:journal_ref>
    <link href="http://arxiv.org/abs/hep-ex/0307015v1" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/hep-ex/0307015v1" rel="related" type="application/pdf"/>
    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="hep-ex" scheme="http://arxiv.org/schemas/atom"/>
    <category term="hep-ex" scheme="http://arxiv.org/schemas/atom"/>
  </entry>
</feed>
"""


def test_the_documented_feed_is_read() -> None:
    feed = parse_feed(MANUAL_FEED)
    assert feed.total == 1000 and feed.start == 0
    (entry,) = feed.entries
    assert (entry.arxiv_id, entry.version, entry.versioned_id) == ("hep-ex/0307015", 1, "hep-ex/0307015v1")
    assert entry.title == "Multi-Electron Production at High Transverse Momenta in ep Collisions at HERA"
    assert entry.summary.startswith("Multi-electron production is studied at high electron transverse momentum in positron-")
    assert entry.authors == ["H1 Collaboration"]
    assert entry.categories == ["hep-ex"]
    assert entry.published_date == "2003-07-07"
    paper = entry.to_paper()
    assert (paper.arxiv_id, paper.url, paper.category) == ("hep-ex/0307015", "https://arxiv.org/abs/hep-ex/0307015", "hep-ex")


def test_an_api_error_entry_is_one_sentence() -> None:
    error = MANUAL_FEED.replace(
        b"http://arxiv.org/abs/hep-ex/0307015v1</id>", b"http://arxiv.org/api/errors#incorrect_id_format</id>"
    )
    error = error.replace(b"  Multi-electron production is studied", b"incorrect id format for 1234.12345")
    with pytest.raises(UserError) as caught:
        parse_feed(error)
    assert str(caught.value).startswith("arXiv refused the query (incorrect id format for 1234.12345")
    assert str(caught.value).count(".") >= 1 and "\n" not in str(caught.value)
