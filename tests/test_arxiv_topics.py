"""Followed topics and ``update`` in this process, against the fake arXiv on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from arxiv_server import FakeArxiv, seed_papers
from conftest import CACHE, SEEDS

from assistant.errors import UserError
from assistant.settings import Settings
from ingest.followed_topics import FollowedTopic, FollowedTopics
from ingest.pipeline import Ingestor
from ingest.topic_updates import TopicUpdater

PAPERS, _LEFT_OUT = seed_papers(SEEDS)
NOW = datetime(2026, 6, 25, tzinfo=UTC)  # the seed papers are from the weeks before


def test_a_topic_becomes_an_arxiv_query() -> None:
    assert FollowedTopic("RL for Language Models").search_query() == "(all:RL AND all:Language AND all:Models)"
    assert FollowedTopic("reasoning", "cs.LG").search_query() == "all:reasoning AND cat:cs.LG"
    assert (
        FollowedTopic('ti:"policy optimization" AND au:Lovelace').search_query() == '(ti:"policy optimization" AND au:Lovelace)'
    )
    assert FollowedTopic("RL for LMs", "cs.LG").key == FollowedTopic("rl  for lms", "cs.LG").key
    assert FollowedTopic("RL for LMs", "cs.LG").key != FollowedTopic("RL for LMs").key
    assert FollowedTopic("强化学习").key != FollowedTopic("大语言模型").key  # not both "topic" and the same digest
    assert FollowedTopic("强化学习").key.startswith("topic-")  # the slug stays a plain file name


def test_following_twice_is_one_topic_and_bad_input_is_one_sentence(settings: Settings) -> None:
    topics = FollowedTopics(settings)
    first, new = topics.follow("reinforcement learning", "cs.LG")
    assert new and first.since is None
    _again, new = topics.follow("  reinforcement   learning ", "cs.LG")
    assert not new and topics.all() == [first]
    with pytest.raises(UserError, match=r"^The topic is empty; give the words to follow"):
        topics.follow("   ")
    with pytest.raises(
        UserError, match=r"^'cs LG!' is not an arXiv category; write it as arXiv does, e.g\. cs\.LG or math\.OC\.$"
    ):
        topics.follow("x", "cs LG!")
    for broken in ("{not json", '{"query": "x"}', '["x"]', '[{"title": "x"}]'):  # not JSON, or not a list of topics
        topics.path.write_text(broken, encoding="utf-8")
        with pytest.raises(UserError, match=r"topics\.json is unreadable; delete it and follow your topics again\.$"):
            topics.all()


@pytest.fixture
def fake(tmp_path: Path) -> Iterator[FakeArxiv]:
    with FakeArxiv(PAPERS[:12], tmp_path / "served") as server:
        yield server


def _updater(tmp_path: Path, fake: FakeArxiv, embeddings, most: int = 500) -> TopicUpdater:  # type: ignore[no-untyped-def]
    settings = Settings(
        data_dir=tmp_path / "data",
        cache_dir=CACHE,
        arxiv_api_url=fake.api_url,
        arxiv_pdf_url=fake.pdf_url,
        arxiv_request_interval=0.05,
        arxiv_first_update_days=60,
        arxiv_update_max=most,
    )
    ingestor = Ingestor(settings, embeddings=embeddings)
    return TopicUpdater(settings, lambda: ingestor)


@pytest.mark.slow
def test_update_pages_through_newest_first_and_adds_nothing_twice(
    tmp_path: Path, fake: FakeArxiv, embeddings, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from ingest import topic_updates

    monkeypatch.setattr(topic_updates, "PAGE", 5)  # several pages, so paging is exercised
    updater = _updater(tmp_path, fake, embeddings)
    topic, _ = updater.topics.follow("reinforcement")
    expected = [p for p in fake.papers if "reinforcement" in f"{p.title} {p.summary}".lower()]
    assert len(expected) > 5

    first = updater.update(topic, now=NOW)
    assert len(first.added) == len(expected) == first.listed
    assert first.since == max(p.published for p in expected)
    calls = fake.served("api")
    assert all(c.params["sortBy"] == "submittedDate" and c.params["sortOrder"] == "descending" for c in calls)
    assert [c.params["start"] for c in calls] == [str(5 * i) for i in range(len(calls))]

    (stored,) = updater.topics.all()
    second = updater.update(stored, now=NOW)
    assert second.added == [] and second.updated == []
    store = updater.ingestor().store
    entries = store.all_entries()
    assert len(entries) == len(expected) and {e.paper.arxiv_id for e in entries} == {p.arxiv_id for p in expected}
    newest = max(expected, key=lambda p: p.published)
    entry = store.entries_by_arxiv_id([newest.arxiv_id])[newest.arxiv_id]
    assert entry.paper.date == newest.published[:10] and entry.paper.url == f"https://arxiv.org/abs/{newest.arxiv_id}"


@pytest.mark.slow
def test_a_pending_update_left_by_a_kill_is_ingested_first(tmp_path: Path, fake: FakeArxiv, embeddings) -> None:  # type: ignore[no-untyped-def]
    """A run killed after listing the papers leaves them in a pending file; the next run
    ingests that, moves the mark, and then asks only for what is newer."""
    updater = _updater(tmp_path, fake, embeddings)
    topic, _ = updater.topics.follow("reinforcement")
    older = sorted(fake.papers, key=lambda p: p.published)[:3]
    pending = updater.pending_dir / f"{topic.key}.jsonl"
    pending.parent.mkdir(parents=True)
    from ingest.arxiv_feed import parse_feed

    listed = parse_feed(fake.query({"id_list": ",".join(p.arxiv_id for p in older)})[1].encode()).entries
    pending.write_text("".join(json.dumps(e.to_metadata_row()) + "\n" for e in listed), encoding="utf-8")

    done = updater.update(topic, now=NOW)
    assert not pending.exists()
    store = updater.ingestor().store
    ids = [e.paper.arxiv_id for e in store.all_entries()]
    assert len(ids) == len(set(ids))  # one record per paper, the pending ones included
    assert {p.arxiv_id for p in older} <= set(ids)
    assert set(done.added) == {e.paper_id for e in store.all_entries()}


@pytest.mark.slow
def test_papers_beyond_the_cap_are_added_by_the_next_update_not_skipped(tmp_path: Path, fake: FakeArxiv, embeddings) -> None:  # type: ignore[no-untyped-def]
    """More new papers than one update adds: it adds the oldest, so the mark stops below the
    rest and the next updates add them, every paper once."""
    updater = _updater(tmp_path, fake, embeddings, most=2)
    topic, _ = updater.topics.follow("reinforcement")
    expected = sorted((p for p in fake.papers if "reinforcement" in f"{p.title} {p.summary}".lower()), key=lambda p: p.published)
    assert len(expected) > 6

    first = updater.update(topic, now=NOW)
    store = updater.ingestor().store
    assert {e.paper.arxiv_id for e in store.all_entries()} == {p.arxiv_id for p in expected[:2]}  # the oldest two
    assert first.since == expected[1].published and first.remaining == len(expected) - 2
    added = len(first.added)
    for _ in range(len(expected)):  # as many more updates as it takes, each adding two (the last one or two)
        (stored,) = updater.topics.all()
        done = updater.update(stored, now=NOW)
        assert 1 <= len(done.added) <= 2 and done.unchanged == 1  # the boundary paper, asked for again
        added += len(done.added)
        if not done.remaining:
            break
    assert {e.paper.arxiv_id for e in store.all_entries()} == {p.arxiv_id for p in expected}  # none skipped
    assert added == len(expected) == len(store.all_entries())
    (stored,) = updater.topics.all()
    assert stored.since == expected[-1].published
