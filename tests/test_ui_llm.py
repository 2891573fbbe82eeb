"""The app with an LLM endpoint (a fake OpenAI server on 127.0.0.1): written answers stream
with checked citations, and every fault of the endpoint ends as one sentence in the page,
within the configured timeout, while the app keeps serving. The key never shows."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from app_server import AppServer, app_on_copy
from gradio_client import Client
from openai_server import FakeOpenAI
from test_ui_app import last_message

pytestmark = pytest.mark.slow

KEY = "sk-test-SECRET-ui-7f3a9c"
TIMEOUT = 2.0
QUESTION = "How can reinforcement learning reward long-context reasoning?"


llm = FakeOpenAI.fixture(scope="module", name="llm")


@pytest.fixture(scope="module")
def app(seeded, llm: FakeOpenAI, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:  # type: ignore[no-untyped-def]
    env = {
        "OPENAI_API_KEY": KEY,
        "OPENAI_BASE_URL": llm.url,
        "PAPERCHAT_LLM_MODEL": "fake-model",
        "PAPERCHAT_LLM_TIMEOUT": str(TIMEOUT),
        "PAPERCHAT_LLM_MAX_RETRIES": "1",
    }
    with app_on_copy(seeded.data_dir, tmp_path_factory.mktemp("ui-llm"), env) as running:
        yield running


@pytest.fixture(scope="module")
def client(app: AppServer) -> Client:
    return app.client()


def ask(client: Client) -> tuple[str, str, float]:
    started = time.perf_counter()
    chat, cards, _box = client.predict(QUESTION, [], api_name="/ask")
    return last_message(chat), cards, time.perf_counter() - started


def test_an_llm_answer_cites_sources_and_invented_citations_are_dropped(client: Client, llm: FakeOpenAI) -> None:
    llm.reply_with("LongRLVR adds a verifiable context reward [1]. Another claim [9].")
    text, cards, _elapsed = ask(client)
    body, _, note = text.partition("<sub>")
    assert 'href="#pc-src-0-1"' in body and "[9]" not in body
    assert "LLM: fake-model" in text and 'id="pc-src-0-1"' in cards
    assert "removed citations that named no source: [9]" in note
    sources = [m for m in llm.requests if m["path"].endswith("/chat/completions")][-1]["body"]["messages"]
    assert "<source" in str(sources)


def test_the_settings_page_reports_the_endpoint_reachable(client: Client, llm: FakeOpenAI) -> None:
    llm.serve_only("fake-model")  # listed whether or not a question named it first (-k, reordering)
    assert "LLM reachable: fake-model" in client.predict(api_name="/check_llm")


FAULTS: dict[str, Any] = {
    "401": (lambda s: s.fail_with(401, times=5), "OPENAI_API_KEY"),
    "429": (lambda s: s.fail_with(429, times=5), "rate"),
    "500": (lambda s: s.fail_with(500, times=5), "500"),
    "timeout": (lambda s: s.hang(TIMEOUT * 3, times=5), "did not answer"),
    "cut stream": (lambda s: s.cut_stream_after(2, times=5), "broken"),
    "malformed": (lambda s: s.malformed(times=5), "broken"),
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_each_fault_is_one_sentence_and_the_app_keeps_serving(
    client: Client, llm: FakeOpenAI, app: AppServer, fault: str
) -> None:
    inject, hint = FAULTS[fault]
    llm.reply_with("LongRLVR adds a verifiable context reward [1].")
    inject(llm)
    text, _cards, elapsed = ask(client)
    llm._faults.clear()  # leftover faults must not leak into the next test
    assert text.startswith("⚠️ "), text
    sentence = text.removeprefix("⚠️ ")
    assert hint.lower() in sentence.lower(), sentence
    assert sentence.count(". ") == 0 and "Traceback" not in sentence and KEY not in sentence
    assert elapsed < 2 * (TIMEOUT + 8.0) + 10  # two attempts, each bounded by the timeout, plus backoff
    recovered, _cards, _elapsed = ask(client)
    assert 'href="#pc-src-0-1"' in recovered  # the app still serves the next question


def test_a_429_once_is_retried_and_answered(client: Client, llm: FakeOpenAI) -> None:
    llm.reply_with("LongRLVR adds a verifiable context reward [1].")
    llm.fail_with(429, times=1)
    text, _cards, _elapsed = ask(client)
    assert 'href="#pc-src-0-1"' in text


def test_the_key_never_reaches_the_page_or_the_log(client: Client, app: AppServer) -> None:
    pages = [client.predict(api_name="/check_llm"), str(client.predict("", [], api_name="/papers"))]
    assert all(KEY not in page for page in pages)
    assert KEY not in app.log_text()


def test_a_closed_endpoint_is_one_sentence(client: Client, llm: FakeOpenAI) -> None:
    llm.stop()
    text, _cards, _elapsed = ask(client)
    assert text.startswith("⚠️ Cannot reach the LLM server"), text
    assert "papers" in client.predict("", [], api_name="/papers")[1]  # still serving
