"""PAPERCHAT_EMBEDDINGS=openai through an OpenAI-compatible server: concurrent batches, backoff, one sentence.

Real HTTP on 127.0.0.1 only: the benchmark's latency server (it counts the requests in
flight, so concurrency is seen at the server, not assumed) and the tests' fake OpenAI
server (its scripted 429s, 503s and hangs).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from conftest import SEEDS
from openai_server import FakeOpenAI, fake_vector
from processes import paperchat

from assistant import remote_embeddings
from assistant.errors import UserError
from assistant.remote_embeddings import RemoteEmbeddings, batch_spans
from assistant.settings import Settings
from benchmarks.embeddings_server import EmbeddingsServer, word_vector

TEXTS = [f"abstract {n}: policy optimization with reward models, variant {n % 7}" for n in range(100)]


@pytest.fixture(autouse=True)
def _fast_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Backoff waits of 10 ms, not 0.5 s; the retry logic is the same."""
    monkeypatch.setattr(remote_embeddings, "BACKOFF_BASE", 0.01)


@pytest.fixture
def slow_server() -> Iterator[EmbeddingsServer]:
    """Every request waits 0.2 s at the server, so requests sent together overlap there."""
    with EmbeddingsServer(latency=0.2) as server:
        yield server


def client(url: str, **settings: object) -> RemoteEmbeddings:
    return RemoteEmbeddings(Settings(embeddings="openai", embeddings_base_url=url, **settings))  # type: ignore[arg-type]


def test_batches_are_sent_concurrently_and_vectors_keep_input_order(
    slow_server: EmbeddingsServer, no_network: list[object]
) -> None:
    vectors = client(slow_server.url, embed_remote_batch=10, embed_concurrency=4).embed_array(TEXTS)
    assert slow_server.stats.batch_sizes == [10] * 10
    assert slow_server.stats.max_in_flight == 4
    assert np.allclose(vectors, np.stack([word_vector(t) for t in TEXTS]))  # each text its own vector, in order
    assert no_network == []


def test_concurrency_one_sends_one_request_at_a_time(slow_server: EmbeddingsServer) -> None:
    client(slow_server.url, embed_remote_batch=25, embed_concurrency=1).embed_array(TEXTS)
    assert slow_server.stats.requests == 4
    assert slow_server.stats.max_in_flight == 1


def test_a_small_call_is_split_so_every_connection_works(slow_server: EmbeddingsServer) -> None:
    """256 chunks (one ingest slice) with batches of 128 and 4 connections: 4 requests of 64, not 2 of 128."""
    client(slow_server.url, embed_remote_batch=128, embed_concurrency=4).embed_array(TEXTS[:64] * 4)
    assert slow_server.stats.batch_sizes == [64] * 4
    assert slow_server.stats.max_in_flight == 4


@pytest.mark.parametrize(("count", "batch", "concurrency"), [(1, 128, 4), (7, 2, 3), (1000, 128, 4), (513, 128, 8)])
def test_batch_spans_cover_every_text_once_within_the_batch_size(count: int, batch: int, concurrency: int) -> None:
    spans = batch_spans(count, batch, concurrency)
    assert [i for start, end in spans for i in range(start, end)] == list(range(count))
    assert all(0 < end - start <= batch for start, end in spans)


def test_a_429_with_retry_after_is_waited_out_then_retried() -> None:
    with FakeOpenAI() as server:
        server.fail_with(429, times=1, retry_after=0.3)
        started = time.monotonic()
        vector = client(server.url, embed_max_retries=2).embed_query("reward models")
        waited = time.monotonic() - started
        embedded = [r for r in server.requests if r["path"] == "/v1/embeddings"]
    assert len(embedded) == 2
    assert vector == pytest.approx(fake_vector("reward models"), abs=1e-6)
    assert waited >= 0.3  # the server asked for 0.3 s; backoff alone would have waited 10 ms


def test_503s_are_retried_with_backoff_and_every_batch_still_arrives() -> None:
    with FakeOpenAI() as server:
        server.fail_with(503, times=3)
        vectors = client(server.url, embed_remote_batch=10, embed_concurrency=4, embed_max_retries=3).embed_array(TEXTS[:40])
        embedded = [r for r in server.requests if r["path"] == "/v1/embeddings"]
    assert len(embedded) == 4 + 3
    assert np.allclose(vectors, np.array([fake_vector(t) for t in TEXTS[:40]]), atol=1e-6)


def test_a_timeout_is_retried() -> None:
    with FakeOpenAI() as server:
        server.hang(5.0, times=1)  # the first request gets no answer within the client's 0.5 s
        vectors = client(server.url, llm_timeout=0.5, embed_max_retries=1).embed_array(TEXTS[:3])
        embedded = [r for r in server.requests if r["path"] == "/v1/embeddings"]
    assert len(embedded) == 2
    assert vectors.shape == (3, 8)


def test_retries_run_out_in_one_sentence_naming_the_fix() -> None:
    with FakeOpenAI() as server:
        server.fail_with(429, times=100)
        with pytest.raises(UserError) as raised:
            client(server.url, embed_remote_batch=10, embed_concurrency=2, embed_max_retries=2).embed_array(TEXTS[:40])
        embedded = [r for r in server.requests if r["path"] == "/v1/embeddings"]
    assert "PAPERCHAT_EMBED_CONCURRENCY" in str(raised.value) and "\n" not in str(raised.value)
    assert len(embedded) <= 2 * 3  # once one batch gave up, the queued batches were never sent


def test_after_retries_ran_out_the_next_call_fails_at_once_with_the_same_sentence() -> None:
    """An ingest of many files goes on after a failed file: each must not wait through every retry again."""
    with FakeOpenAI() as server:
        server.fail_with(503, times=100)
        embeddings = client(server.url, embed_max_retries=2)
        with pytest.raises(UserError) as first:
            embeddings.embed_query("x")
        sent = len(server.requests)
        with pytest.raises(UserError) as second:
            embeddings.embed_documents(["y", "z"])
        assert len(server.requests) == sent == 3
    assert (
        str(second.value)
        == str(first.value)
        == ("The embeddings server failed (503) after 2 retries; retry later or check its logs.")
    )


def test_a_rejected_key_is_not_retried_and_never_shown() -> None:
    with FakeOpenAI() as server:
        server.fail_with(401, times=10)
        with pytest.raises(UserError) as raised:
            client(server.url, openai_api_key="sk-secret-123").embed_query("x")
        embedded = [r for r in server.requests if r["path"] == "/v1/embeddings"]
    assert len(embedded) == 1
    assert "OPENAI_API_KEY" in str(raised.value) and "sk-secret" not in str(raised.value)


def test_an_unreachable_server_is_one_sentence(no_network: list[object]) -> None:
    with EmbeddingsServer() as server:
        url = server.url  # stopped below: nothing listens there any more
    with pytest.raises(UserError, match=r"Cannot reach the embeddings server at http://127\.0\.0\.1"):
        client(url, embed_max_retries=1).embed_query("x")


@pytest.mark.slow
def test_cli_ingest_through_the_server_builds_a_store_that_answers(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with EmbeddingsServer(latency=0.01) as server:
        env = {
            "PAPERCHAT_EMBEDDINGS": "openai",
            "PAPERCHAT_EMBEDDINGS_BASE_URL": server.url,
            "PAPERCHAT_EMBED_REMOTE_BATCH": "16",
        }
        done = paperchat(data, "ingest", str(SEEDS), "--json", "--quiet", **env)
        assert done.returncode == 0, done.stdout + done.stderr
        assert server.stats.max_in_flight > 1 and max(server.stats.batch_sizes) <= 16
        # The abstention floor is calibrated on MiniLM's cosines; word-hash vectors score on another scale.
        question = "How much did EfficientRollout cut rollout latency?"
        asked = paperchat(data, "ask", question, "--json", PAPERCHAT_ABSTAIN_BELOW="0", **env)
    assert asked.returncode == 0, asked.stderr
    answer = json.loads(asked.stdout)
    assert not answer["abstained"]
    assert any("EfficientRollout" in c["title"] for c in answer["citations"]), answer


@pytest.mark.slow
def test_cli_ingest_says_one_sentence_when_the_server_keeps_failing(tmp_path: Path) -> None:
    """Each file's line names the fix; the second file fails at once instead of retrying again."""
    with FakeOpenAI() as server:
        server.fail_with(503, times=1000)
        env = {"PAPERCHAT_EMBEDDINGS": "openai", "OPENAI_BASE_URL": server.url, "PAPERCHAT_EMBED_MAX_RETRIES": "1"}
        done = paperchat(tmp_path / "data", "ingest", str(SEEDS), PAPERCHAT_EMBED_CONCURRENCY="1", **env)
        embedded = [r for r in server.requests if r["path"] == "/v1/embeddings"]
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "Traceback" not in output
    failed = [line for line in output.splitlines() if line.startswith("FAILED")]
    assert len(failed) == 2, output
    assert all(
        line.endswith(": The embeddings server failed (503) after 1 retry; retry later or check its logs.") for line in failed
    )
    assert len(embedded) == 2  # one request at a time: the first file's try and retry; the second file's none


def test_the_benchmark_measures_each_concurrency_it_names() -> None:
    """The raw-rate table is only worth its figures if each row really ran at its concurrency."""
    from benchmarks import remote_embeddings as bench

    # each request sleeps long enough that the client's threads overlap even on a loaded machine: at 0.1 s one full
    # `make test` run saw a row peak below its concurrency, and at 0.3 s one run beside the answer-quality benchmark
    with EmbeddingsServer(latency=0.6) as server:
        rows = bench.raw_rates(server, TEXTS * 3)
    assert [(r["batch"], r["concurrency"]) for r in rows] == [(b, c) for b in bench.BATCHES for c in bench.CONCURRENCY]
    assert all(r["max_in_flight"] == min(r["concurrency"], r["requests"]) for r in rows), rows
    results = {"server": {"latency_s": 0.05, "per_input_s": 0.0}, "raw": rows, "ingest": []}
    assert "| 128 | 8 |" in "\n".join(bench.report_lines(results))
