"""The one place that talks to a chat model: any OpenAI-compatible server via ChatOpenAI.

Everything else in paperchat asks ``ChatModel`` for text and never sees openai or
langchain exceptions: every failure becomes one ``UserError`` sentence that names the
fix, and never contains the API key (OpenAI's own 401 text quotes part of the key, so
server messages are never passed through).

Retries are ours, not the SDK's: ChatOpenAI runs with ``max_retries=0`` so the two
loops cannot multiply, and we retry 429, 5xx and connection failures with exponential
backoff (honouring ``Retry-After`` up to a cap) only before any text reached the caller.
A read timeout is not retried: a server too slow once is slow again, and the user
would wait ``(retries + 1)`` timeouts for the same sentence. So a call takes at most
about ``llm_timeout * (llm_max_retries + 1)`` plus the backoff.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Generator, Iterator
from contextlib import closing
from urllib.parse import urlsplit

import openai
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_openai import ChatOpenAI
from pydantic import SecretStr

from assistant.errors import UserError
from assistant.settings import Settings
from assistant.urls import safe_url

log = logging.getLogger(__name__)

OPENAI_DEFAULT_URL = "https://api.openai.com/v1"
PLACEHOLDER_KEY = "not-needed"  # local servers (Ollama, vLLM, llama.cpp) ignore the key
BACKOFF_BASE = 0.5  # seconds before the first retry; doubled each time (tests lower it)
BACKOFF_CAP = 8.0  # no single wait, Retry-After included, is longer than this
CHECK_TIMEOUT = 5.0  # the reachability probe is cheap: it must not wait a full llm_timeout

_ROLES: dict[str, type[BaseMessage]] = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}
_BROKEN = "The LLM server sent a broken response; retry, or check the server."


class ChatModel:
    """A configured chat model: streaming, whole answers and a reachability check."""

    def __init__(self, settings: Settings) -> None:
        if not settings.llm_configured:
            raise UserError("No LLM is configured; set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server.")
        self._model = settings.llm_model
        self._timeout = settings.llm_timeout
        self._retries = settings.llm_max_retries
        self._url = _base_url(settings.openai_base_url)
        self._chat = ChatOpenAI(
            model=self._model,
            base_url=self._url,  # explicit, so no OPENAI_API_BASE / gateway env var is read
            api_key=SecretStr(_api_key(settings)),
            timeout=self._timeout,
            max_retries=0,  # our loop retries; the SDK's would multiply with it
            stream_usage=False,  # many compatible servers reject stream_options
            use_responses_api=False,  # local servers speak chat/completions only
        )

    @property
    def label(self) -> str:
        """What the user sees as "which model answered": model and server, never the key."""
        return f"{self._model} via {safe_url(self._url)}"

    def stream(self, messages: list[tuple[str, str]]) -> Iterator[str]:
        """Yield the answer's text deltas; a failure after some text raises UserError.

        Retries happen only while nothing has been yielded, so the caller never sees
        text twice; once text has flowed, the caller decides what to show on failure.
        """
        prompt = _to_langchain(messages)
        attempt = 0
        while True:
            yielded = False
            try:
                with closing(self._stream_once(prompt)) as deltas:
                    for text in deltas:
                        yielded = True
                        yield text
                return
            except Exception as err:  # noqa: BLE001 - every failure becomes one sentence
                if yielded or not self._retry_after_wait(err, attempt):
                    raise self._user_error(err, mid_stream=yielded) from None
            attempt += 1

    def complete(self, messages: list[tuple[str, str]]) -> str:
        """The whole answer in one request (no streaming), retried like ``stream``."""
        prompt = _to_langchain(messages)
        attempt = 0
        while True:
            try:
                return _text(self._chat.invoke(prompt).content)
            except Exception as err:  # noqa: BLE001 - every failure becomes one sentence
                if not self._retry_after_wait(err, attempt):
                    raise self._user_error(err) from None
            attempt += 1

    def check(self) -> str:
        """Probe ``GET /models`` with a short timeout, so `paperchat` can say what is wrong
        before a question waits on a dead server; also confirms the model is served."""
        client = self._chat.root_client.with_options(timeout=min(CHECK_TIMEOUT, self._timeout), max_retries=0)
        try:
            served = [model.id for model in client.models.list().data]
        except Exception as err:  # noqa: BLE001 - every failure becomes one sentence
            raise self._user_error(err, probing=True) from None
        if served and not _is_served(self._model, served):
            raise UserError(_no_model(self._model))
        return f"LLM reachable: {self.label} ({len(served)} models served)."

    # -- one attempt ---------------------------------------------------------------

    def _stream_once(self, prompt: list[BaseMessage]) -> Generator[str, None, None]:
        """One streamed request; a stream that ends without a finish_reason was cut.

        The openai SDK treats a connection closed cleanly before ``[DONE]`` as a normal
        end, so the missing finish_reason is the only sign of a truncated answer.
        """
        finished = False
        chunks = self._chat.stream(prompt)
        try:
            for chunk in chunks:
                finished = finished or bool(chunk.response_metadata.get("finish_reason"))
                text = _text(chunk.content)
                if text:
                    yield text
        finally:
            close = getattr(chunks, "close", None)  # a generator: closing it releases the connection
            if close is not None:
                close()
        if not finished:
            raise UserError(_BROKEN)

    # -- retries -------------------------------------------------------------------

    def _retry_after_wait(self, err: Exception, attempt: int) -> bool:
        """Sleep before the next attempt and return True, or return False to give up."""
        if attempt >= self._retries or not _retryable(err):
            return False
        delay = _delay(err, attempt)
        log.info("LLM request failed (%s); retry %d of %d in %.2f s", _kind(err), attempt + 1, self._retries, delay)
        time.sleep(delay)
        return True

    # -- errors --------------------------------------------------------------------

    def _user_error(self, err: Exception, *, mid_stream: bool = False, probing: bool = False) -> UserError:
        """The one sentence for ``err``; built from status codes, never from server text."""
        log.debug("LLM call failed: %s", _kind(err))
        message = self._sentence(err, mid_stream=mid_stream, probing=probing)
        return UserError(" ".join(message.split()))  # one line, whatever the URL or model hold

    def _sentence(self, err: Exception, *, mid_stream: bool, probing: bool) -> str:
        if isinstance(err, UserError):
            return str(err)
        if isinstance(err, openai.APITimeoutError) and not _connect_failure(err):
            return f"The LLM server did not answer within {self._timeout:g} s; raise PAPERCHAT_LLM_TIMEOUT or check the server."
        if isinstance(err, openai.APIConnectionError):
            if mid_stream or not _never_connected(err):
                return _BROKEN  # the server answered, then dropped the connection
            return f"Cannot reach the LLM server at {safe_url(self._url)}; check OPENAI_BASE_URL or start the server."
        if isinstance(err, openai.APIStatusError):
            return self._status_sentence(err, probing=probing)
        if isinstance(err, (openai.APIError, ValueError, KeyError, TypeError)):
            return _BROKEN  # invalid JSON/SSE, a schema mismatch, an error event mid-stream
        return f"The LLM call failed unexpectedly ({type(err).__name__}); retry, or check the server."

    def _status_sentence(self, err: openai.APIStatusError, *, probing: bool) -> str:
        status = err.status_code
        if status in (401, 403):
            return f"The LLM server rejected the API key ({status}); check OPENAI_API_KEY."
        if status == 404:
            if not probing and _mentions_model(err):
                return _no_model(self._model)
            return (
                f"The LLM server at {safe_url(self._url)} has no such endpoint (404); "
                "check OPENAI_BASE_URL (it usually ends in /v1)."
            )
        if status == 429:
            return "The LLM server is rate-limiting (429); wait and retry, or lower the load."
        if status >= 500:
            return f"The LLM server failed ({status}); retry later or check the server logs."
        if _mentions_context(err):
            return (
                f"The prompt is too long for model '{self._model}' ({status}); "
                "ask with fewer sources or use a model with a larger context."
            )
        return f"The LLM server refused the request ({status}); check PAPERCHAT_LLM_MODEL and the server logs."


# -- helpers -------------------------------------------------------------------------


def _to_langchain(messages: list[tuple[str, str]]) -> list[BaseMessage]:
    """(role, content) pairs as langchain messages; an unknown role is a caller bug."""
    converted: list[BaseMessage] = []
    for role, content in messages:
        if role not in _ROLES:
            raise ValueError(f"unknown chat role {role!r}; use system, user or assistant")
        converted.append(_ROLES[role](content=content))
    return converted


def _text(content: object) -> str:
    """Message content as plain text (it is a string, or a list of content blocks)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [b if isinstance(b, str) else b.get("text", "") for b in content if isinstance(b, (str, dict))]
        return "".join(p for p in parts if isinstance(p, str))
    return ""


def _api_key(settings: Settings) -> str:
    """The configured key, or a placeholder so a key-less local server still works."""
    return settings.openai_api_key.get_secret_value() or PLACEHOLDER_KEY


def _base_url(configured: str) -> str:
    """The server URL; refuses a URL without a scheme before a request fails obscurely."""
    url = configured.strip() or OPENAI_DEFAULT_URL
    if urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).netloc:
        raise UserError(
            f"OPENAI_BASE_URL '{safe_url(url)}' is not an http(s) URL; "
            "set it like http://127.0.0.1:11434/v1 in the environment or .env."
        )
    return url.rstrip("/")


def _retryable(err: Exception) -> bool:
    """429, 5xx and failed connections may pass; a read timeout or 4xx will not."""
    if isinstance(err, openai.APIStatusError):
        return err.status_code == 429 or err.status_code >= 500
    if isinstance(err, openai.APITimeoutError):
        return _connect_failure(err)
    return isinstance(err, openai.APIConnectionError)


def _connect_failure(err: BaseException) -> bool:
    """True when the timeout happened while connecting (the server is unreachable)."""
    return "ConnectTimeout" in _cause_names(err)


def _never_connected(err: BaseException) -> bool:
    """True unless the transport shows a connection that was made, then broke.

    httpx raises ReadError / RemoteProtocolError when a server answers and then drops
    the connection (a crash mid-body): that is a broken response, not a wrong URL.
    """
    return not _cause_names(err) & {"ReadError", "RemoteProtocolError", "WriteError", "ReadTimeout"}


def _cause_names(err: BaseException) -> set[str]:
    """Class names along the cause chain (langchain -> openai -> httpx -> socket).

    Names, not classes: openai's transport is httpx in some releases and httpx2 in
    others, and this module should not depend on which one is installed.
    """
    names: set[str] = set()
    seen: BaseException | None = err
    while seen is not None and len(names) < 20:
        names.add(type(seen).__name__)
        seen = seen.__cause__ or seen.__context__
    return names


def _delay(err: Exception, attempt: int) -> float:
    """Exponential backoff, or the server's Retry-After when it sent one; both capped."""
    hinted = _retry_after(err)
    if hinted is not None:
        return min(BACKOFF_CAP, hinted)
    return min(BACKOFF_CAP, BACKOFF_BASE * 2**attempt)


def _retry_after(err: Exception) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (HTTP dates are ignored)."""
    if not isinstance(err, openai.APIStatusError):
        return None
    headers = err.response.headers
    for name, divisor in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        try:
            value = float(headers.get(name, ""))
        except ValueError:
            continue
        if value >= 0:
            return value / divisor
    return None


def _mentions_model(err: openai.APIStatusError) -> bool:
    """A 404 about the model (OpenAI, vLLM, Ollama say so) rather than a wrong URL path."""
    body = err.body if isinstance(err.body, dict) else {}
    return body.get("code") == "model_not_found" or "model" in str(err.message).lower()


def _mentions_context(err: openai.APIStatusError) -> bool:
    text = str(err.message).lower()
    return any(s in text for s in ("context_length_exceeded", "context length", "context window", "too long"))


def _no_model(model: str) -> str:
    return f"The LLM server has no model '{model}'; set PAPERCHAT_LLM_MODEL to one it serves."


def _is_served(model: str, served: list[str]) -> bool:
    """Ollama lists ``llama3:latest`` for a model asked for as ``llama3``."""
    return any(name == model or name.split(":")[0] == model for name in served)


def _kind(err: Exception) -> str:
    """A log-safe description: the type and status, never the message (it may quote the key)."""
    status = getattr(err, "status_code", None)
    return f"{type(err).__name__} {status}" if status else type(err).__name__
