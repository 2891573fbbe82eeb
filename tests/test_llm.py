"""ChatModel end to end: the real ChatOpenAI and openai client over HTTP to FakeOpenAI.

Each failure a user can meet (bad key, missing model, rate limits, a dead or slow
server, a cut or garbled stream) must come back as one ``UserError`` line naming the
fix, within bounded time, and never carrying the API key.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path

import llm_faults
import openai
import pytest
from openai_server import FakeOpenAI, fake_vector

from assistant import llm
from assistant.errors import UserError
from assistant.llm import ChatModel
from assistant.settings import Settings

KEY = "sk-test-SECRET123"
MESSAGES = [("system", "You answer from the papers only."), ("user", "What is GRPO?")]
ANSWER = "GRPO normalises rewards within a group of sampled answers [1]."


pytestmark = pytest.mark.usefixtures("fast_backoff")


server = FakeOpenAI.fixture(ANSWER)


def make_settings(tmp_path: Path, url: str, key: str = KEY, **extra: object) -> Settings:
    values: dict[str, object] = dict(
        openai_base_url=url,
        openai_api_key=key,
        llm_model="test-model",
        llm_timeout=2,
        llm_max_retries=2,
        data_dir=tmp_path,
        cache_dir=tmp_path,
    )
    values.update(extra)
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture
def model(server: FakeOpenAI, tmp_path: Path) -> ChatModel:
    return ChatModel(make_settings(tmp_path, server.url))


@pytest.fixture
def closed_url() -> str:
    """A URL on a port nobody listens on: connections are refused at once."""
    return llm_faults.closed_url()


def user_error(call, *args: object) -> str:  # type: ignore[no-untyped-def]
    """Run ``call``, expect a UserError, check it is one safe line, return its text."""
    with pytest.raises(UserError) as info:
        result = call(*args)
        if isinstance(result, Iterator):
            list(result)
    message = str(info.value)
    assert "\n" not in message and message.strip() == message
    assert message.endswith(".")
    assert "SECRET123" not in message and KEY not in message
    assert "Traceback" not in message
    return message


def chat_requests(server: FakeOpenAI) -> list[dict]:
    return [r for r in server.requests if r["path"].endswith("/chat/completions")]


# -- answers -------------------------------------------------------------------------


def test_complete_returns_the_text(model: ChatModel, server: FakeOpenAI) -> None:
    assert model.complete(MESSAGES) == ANSWER
    (request,) = chat_requests(server)
    assert request["body"]["model"] == "test-model"
    assert not request["body"].get("stream")


def test_stream_yields_several_deltas_that_join_to_the_text(model: ChatModel, server: FakeOpenAI) -> None:
    deltas = list(model.stream(MESSAGES))
    assert len(deltas) >= 5
    assert "".join(deltas) == ANSWER
    (request,) = chat_requests(server)
    assert request["body"]["stream"] is True
    assert "stream_options" not in request["body"]  # stream_usage=False: local servers reject it


def test_messages_reach_the_server_intact(model: ChatModel, server: FakeOpenAI) -> None:
    messages = [
        ("system", "Cite as [n].\nNever invent sources."),
        ("user", "Qu'est-ce que « GRPO » ? 中文 too"),
        ("assistant", "It is a policy-gradient method [1]."),
        ("user", "And PPO?"),
    ]
    server.reply_script(lambda body: f"{len(body['messages'])} messages")
    assert model.complete(messages) == "4 messages"
    sent = chat_requests(server)[0]["body"]["messages"]
    assert [(m["role"], m["content"]) for m in sent] == messages


def test_the_key_arrives_as_a_bearer_token(model: ChatModel, server: FakeOpenAI) -> None:
    model.complete(MESSAGES)
    assert chat_requests(server)[0]["headers"]["authorization"] == f"Bearer {KEY}"


def test_base_url_alone_works_with_a_placeholder_key(server: FakeOpenAI, tmp_path: Path) -> None:
    model = ChatModel(make_settings(tmp_path, server.url, key=""))
    assert model.complete(MESSAGES) == ANSWER
    assert chat_requests(server)[0]["headers"]["authorization"] == f"Bearer {llm.PLACEHOLDER_KEY}"


def test_no_key_and_no_url_is_not_configured(tmp_path: Path) -> None:
    message = user_error(ChatModel, make_settings(tmp_path, "", key=""))
    assert "OPENAI_API_KEY" in message and "OPENAI_BASE_URL" in message


def test_a_base_url_without_scheme_is_refused(tmp_path: Path) -> None:
    message = user_error(ChatModel, make_settings(tmp_path, "localhost:11434/v1"))
    assert "OPENAI_BASE_URL" in message


def test_label_names_model_and_server_but_not_the_key(tmp_path: Path, server: FakeOpenAI) -> None:
    model = ChatModel(make_settings(tmp_path, server.url))
    assert model.label == f"test-model via {server.url}"
    with_password = ChatModel(make_settings(tmp_path, "http://me:SECRET123@127.0.0.1:9/v1"))
    assert with_password.label == "test-model via http://127.0.0.1:9/v1"
    assert "via https://api.openai.com/v1" in ChatModel(make_settings(tmp_path, "")).label


# -- errors that are not retried -------------------------------------------------------


@pytest.mark.parametrize("status", [401, 403])
def test_a_rejected_key_names_openai_api_key_and_never_shows_it(
    model: ChatModel, server: FakeOpenAI, status: int, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    server.fail_with(status, times=5)
    message = user_error(model.complete, MESSAGES)
    assert message == f"The LLM server rejected the API key ({status}); check OPENAI_API_KEY."
    assert len(chat_requests(server)) == 1  # a wrong key stays wrong: no retry
    assert "SECRET123" not in caplog.text


def test_the_fake_server_does_quote_the_key_so_the_redaction_matters(server: FakeOpenAI) -> None:
    server.fail_with(401)
    client = openai.OpenAI(base_url=server.url, api_key=KEY, max_retries=0)
    with pytest.raises(openai.AuthenticationError) as info:
        client.models.list()
    assert "SECRET123" in str(info.value)


def test_stream_with_a_rejected_key(model: ChatModel, server: FakeOpenAI) -> None:
    server.fail_with(401)
    assert "OPENAI_API_KEY" in user_error(model.stream, MESSAGES)


def test_an_unknown_model_names_the_setting(model: ChatModel, server: FakeOpenAI) -> None:
    server.serve_only("llama3:latest")
    message = user_error(model.complete, MESSAGES)
    assert message == "The LLM server has no model 'test-model'; set PAPERCHAT_LLM_MODEL to one it serves."


def test_a_base_url_without_v1_is_called_an_endpoint_problem(server: FakeOpenAI, tmp_path: Path) -> None:
    model = ChatModel(make_settings(tmp_path, server.url.removesuffix("/v1")))
    message = user_error(model.complete, MESSAGES)
    assert "(404)" in message and "OPENAI_BASE_URL" in message and "/v1" in message


def test_a_bad_request_is_not_retried(model: ChatModel, server: FakeOpenAI) -> None:
    server.fail_with(400, times=5)
    message = user_error(model.complete, MESSAGES)
    assert "(400)" in message
    assert len(chat_requests(server)) == 1


# -- retried errors --------------------------------------------------------------------


@pytest.mark.parametrize("status", [429, 500])
def test_one_failure_then_success(model: ChatModel, server: FakeOpenAI, status: int) -> None:
    server.fail_with(status, times=1)
    assert model.complete(MESSAGES) == ANSWER
    assert len(chat_requests(server)) == 2


def test_stream_retries_before_the_first_token(model: ChatModel, server: FakeOpenAI) -> None:
    server.fail_with(503, times=2)
    assert "".join(model.stream(MESSAGES)) == ANSWER
    assert len(chat_requests(server)) == 3


def test_persistent_rate_limiting_gives_up_after_the_retries(model: ChatModel, server: FakeOpenAI) -> None:
    server.fail_with(429, times=10)
    message = user_error(model.complete, MESSAGES)
    assert message == "The LLM server is rate-limiting (429); wait and retry, or lower the load."
    assert len(chat_requests(server)) == 1 + 2


@pytest.mark.parametrize("status", [500, 502])
def test_a_failing_server_gives_up_after_the_retries(model: ChatModel, server: FakeOpenAI, status: int) -> None:
    server.fail_with(status, times=10)
    message = user_error(model.stream, MESSAGES)
    assert message == f"The LLM server failed ({status}); retry later or check the server logs."
    assert len(chat_requests(server)) == 1 + 2


def test_zero_retries_means_one_request(server: FakeOpenAI, tmp_path: Path) -> None:
    model = ChatModel(make_settings(tmp_path, server.url, llm_max_retries=0))
    server.fail_with(500, times=10)
    user_error(model.complete, MESSAGES)
    assert len(chat_requests(server)) == 1


def test_retry_after_is_honoured(model: ChatModel, server: FakeOpenAI) -> None:
    server.fail_with(429, times=1, retry_after=0.4)
    started = time.monotonic()
    assert model.complete(MESSAGES) == ANSWER
    assert time.monotonic() - started >= 0.4


def test_retry_after_is_capped(model: ChatModel, server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(llm, "BACKOFF_CAP", 0.05)
    server.fail_with(429, times=1, retry_after=30)
    started = time.monotonic()
    assert model.complete(MESSAGES) == ANSWER
    assert time.monotonic() - started < 5


# -- unreachable and slow servers ----------------------------------------------------------


def test_a_closed_port_cannot_be_reached(closed_url: str, tmp_path: Path) -> None:
    model = ChatModel(make_settings(tmp_path, closed_url))
    expected = f"Cannot reach the LLM server at {closed_url}; check OPENAI_BASE_URL or start the server."
    assert user_error(model.complete, MESSAGES) == expected
    assert user_error(model.stream, MESSAGES) == expected


@pytest.mark.parametrize("streaming", [False, True])
def test_a_hanging_server_times_out_in_bounded_time(model: ChatModel, server: FakeOpenAI, streaming: bool) -> None:
    server.hang(10, times=3)
    started = time.monotonic()
    message = user_error(model.stream if streaming else model.complete, MESSAGES)
    assert time.monotonic() - started < 15
    assert message == "The LLM server did not answer within 2 s; raise PAPERCHAT_LLM_TIMEOUT or check the server."
    assert len(chat_requests(server)) == 1  # a read timeout is not retried


# -- broken responses ------------------------------------------------------------------------


def test_a_stream_cut_mid_way_raises_after_the_text_so_far(model: ChatModel, server: FakeOpenAI) -> None:
    server.cut_stream_after(2)  # the role chunk and one word, then the connection drops
    received: list[str] = []
    with pytest.raises(UserError) as info:
        for delta in model.stream(MESSAGES):
            received.append(delta)
    assert received == ["GRPO "]
    assert str(info.value) == "The LLM server sent a broken response; retry, or check the server."
    assert len(chat_requests(server)) == 1  # never retried once text was shown


def test_a_stream_ended_cleanly_without_finish_is_still_broken(model: ChatModel, server: FakeOpenAI) -> None:
    server.cut_stream_after(3, clean=True)
    message = user_error(model.stream, MESSAGES)
    assert "broken response" in message


def test_a_stream_cut_before_any_text_is_retried(model: ChatModel, server: FakeOpenAI) -> None:
    server.cut_stream_after(1)  # only the role chunk, no text yet
    assert "".join(model.stream(MESSAGES)) == ANSWER
    assert len(chat_requests(server)) == 2


def test_a_json_body_cut_mid_way_is_broken_not_unreachable(model: ChatModel, server: FakeOpenAI) -> None:
    server.cut_stream_after(0, times=10)  # non-streaming: half the promised body, then close
    message = user_error(model.complete, MESSAGES)
    assert message == "The LLM server sent a broken response; retry, or check the server."
    assert len(chat_requests(server)) == 1 + 2  # nothing reached the caller: retried


def test_a_json_body_cut_once_is_retried(model: ChatModel, server: FakeOpenAI) -> None:
    server.cut_stream_after(0)
    assert model.complete(MESSAGES) == ANSWER
    assert len(chat_requests(server)) == 2


@pytest.mark.parametrize("streaming", [False, True])
def test_malformed_json_is_a_broken_response(model: ChatModel, server: FakeOpenAI, streaming: bool) -> None:
    server.malformed()
    message = user_error(model.stream if streaming else model.complete, MESSAGES)
    assert message == "The LLM server sent a broken response; retry, or check the server."


def test_stopping_a_stream_early_leaves_the_model_usable(model: ChatModel) -> None:
    deltas = model.stream(MESSAGES)
    assert next(deltas) == "GRPO "
    deltas.close()  # type: ignore[attr-defined]
    assert model.complete(MESSAGES) == ANSWER


# -- check() ---------------------------------------------------------------------------------


def test_check_reports_a_reachable_server(model: ChatModel, server: FakeOpenAI) -> None:
    status = model.check()
    assert "\n" not in status and model.label in status
    assert server.requests[-1]["path"] == "/v1/models"


def test_check_on_a_closed_port(closed_url: str, tmp_path: Path) -> None:
    model = ChatModel(make_settings(tmp_path, closed_url))
    assert "Cannot reach the LLM server" in user_error(model.check)


def test_check_names_a_model_the_server_lacks(model: ChatModel, server: FakeOpenAI) -> None:
    server.serve_only("other-model")
    assert "PAPERCHAT_LLM_MODEL" in user_error(model.check)


def test_check_accepts_an_ollama_style_tag(server: FakeOpenAI, tmp_path: Path) -> None:
    server.serve_only("llama3:latest")
    model = ChatModel(make_settings(tmp_path, server.url, llm_model="llama3"))
    assert "llama3" in model.check()


def test_check_with_a_rejected_key(model: ChatModel, server: FakeOpenAI) -> None:
    server.fail_with(401)
    assert "OPENAI_API_KEY" in user_error(model.check)


# -- the fake server's embeddings (for later tests) -------------------------------------------


def test_fake_embeddings_are_deterministic(server: FakeOpenAI) -> None:
    client = openai.OpenAI(base_url=server.url, api_key=KEY, max_retries=0)
    result = client.embeddings.create(model="text-embedding-3-small", input=["a", "b", "a"])
    vectors = [item.embedding for item in result.data]
    assert len(vectors[0]) == 8 and vectors[0] == vectors[2] != vectors[1]
    assert vectors[1] == pytest.approx(fake_vector("b"))
