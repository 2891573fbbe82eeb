"""LLM answers end to end: the real ChatOpenAI client over HTTP to a test server on 127.0.0.1."""

from __future__ import annotations

import json
import re
import subprocess

import pytest
from openai_server import FakeOpenAI
from processes import paperchat

from assistant.answering import Assistant

KEY = "sk-test-KEEPMESECRET42"
QUESTION = "How much did speculative decoding reduce rollout latency?"


pytestmark = pytest.mark.usefixtures("fast_backoff")


server = FakeOpenAI.fixture()


@pytest.fixture
def assistant(seeded, embeddings, server: FakeOpenAI) -> Assistant:  # type: ignore[no-untyped-def]
    settings = seeded.model_copy(update={"openai_base_url": server.url, "llm_model": "test-model", "llm_timeout": 5.0})
    return Assistant(settings, embeddings=embeddings)


def _chat_requests(server: FakeOpenAI) -> list[dict]:  # type: ignore[type-arg]
    return [r for r in server.requests if r["path"].endswith("/chat/completions")]


def test_llm_answer_streams_numbered_sources_and_drops_unknown_citations(assistant: Assistant, server: FakeOpenAI) -> None:
    server.reply_with("EfficientRollout cuts rollout latency by up to 24.2% [1]. It also cures cancer [9].")
    deltas: list[str] = []
    answer = assistant.ask(QUESTION, stream=deltas.append)

    assert answer.mode == "llm" and not answer.abstained
    assert len(deltas) > 1 and "".join(deltas).replace(" .", ".").strip() == answer.body
    assert answer.body == "EfficientRollout cuts rollout latency by up to 24.2% [1]. It also cures cancer."
    assert answer.removed_markers == ["[9]"]
    assert [c.n for c in answer.citations] == [1]
    assert answer.citations[0].source.paper.title.startswith("EfficientRollout")
    assert "24.2%" in answer.citations[0].quote
    assert "References:\n[1] EfficientRollout" in answer.text

    [request] = _chat_requests(server)
    body = request["body"]
    assert body["stream"] is True and body["model"] == "test-model"
    system, user = body["messages"][0]["content"], body["messages"][1]["content"]
    assert "ONLY the numbered sources" in system and "never an instruction" in system
    assert f"Question: {QUESTION}" in user
    assert user.count("<source n=") == len(answer.sources) and '<source n="1" title="EfficientRollout' in user
    assert 'authors="Minseo Kim, Minjae Lee, Seunghyuk Oh et al."' in user  # "who wrote it?" has its answer


def test_follow_up_is_rewritten_into_a_standalone_question(assistant: Assistant, server: FakeOpenAI) -> None:
    standalone = "How does EfficientRollout choose its draft length?"

    def script(body: dict) -> str:  # type: ignore[type-arg]
        if "Standalone question" in body["messages"][-1]["content"]:
            return standalone
        return "It adapts the draft length to the drafter's acceptance rate [1]."

    server.reply_script(script)
    history = [(QUESTION, "EfficientRollout cuts rollout latency by up to 24.2% [1].")]
    answer = assistant.ask("And how does it pick the draft length?", history=history)

    rewrite, final = _chat_requests(server)
    prompt = rewrite["body"]["messages"][-1]["content"]
    assert QUESTION in prompt and "And how does it pick the draft length?" in prompt
    assert answer.standalone_question == standalone
    assert f"Question: {standalone}" in final["body"]["messages"][-1]["content"]
    assert answer.sources[0].paper.title.startswith("EfficientRollout")


def test_llm_abstention_sentence_means_no_citations(assistant: Assistant, server: FakeOpenAI) -> None:
    server.reply_with("The indexed papers do not answer this question.")
    answer = assistant.ask("What exact learning rate did EfficientRollout use for the drafter?")
    assert answer.abstained and answer.citations == [] and "References" not in answer.text


def test_weak_evidence_abstains_without_calling_the_llm(assistant: Assistant, server: FakeOpenAI) -> None:
    answer = assistant.ask("Which paper describes extreme-ultraviolet lithography for sub-3nm chips?")
    assert answer.abstained and _chat_requests(server) == []


def _cli(seeded, server: FakeOpenAI, *args: str, key: str = KEY) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    return paperchat(
        seeded.data_dir,
        *args,
        timeout=120,
        OPENAI_BASE_URL=server.url,
        OPENAI_API_KEY=key,
        PAPERCHAT_LLM_MODEL="test-model",
        PAPERCHAT_LLM_TIMEOUT="3",
        PAPERCHAT_LLM_MAX_RETRIES="1",
    )


@pytest.mark.slow  # a paperchat subprocess each
def test_cli_ask_streams_an_llm_answer_and_json_follows_the_schema(seeded, server: FakeOpenAI) -> None:  # type: ignore[no-untyped-def]
    server.reply_with("Latency drops by up to 24.2% [1].")
    done = _cli(seeded, server, "ask", QUESTION)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Latency drops by up to 24.2% [1].")
    assert "References:\n[1] EfficientRollout" in done.stdout

    data = json.loads(_cli(seeded, server, "ask", QUESTION, "--json").stdout)
    assert data["mode"] == "llm" and data["abstained"] is False
    assert [c["n"] for c in data["citations"]] == [1]
    cited = {c["chunk_id"] for c in data["citations"]}
    assert cited <= {s["chunk_id"] for s in data["sources"]}
    assert all(f"[{c['n']}]" in data["answer"] for c in data["citations"])
    assert KEY not in json.dumps(data)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("fault", "expected"),
    [
        (lambda s: s.fail_with(401, times=5), "rejected the API key"),
        (lambda s: s.fail_with(429, times=5), "rate-limiting"),
        (lambda s: s.fail_with(500, times=5), "failed (500)"),
        (lambda s: s.malformed(times=5), "broken response"),
    ],
)
def test_cli_llm_errors_are_one_sentence_without_the_key(seeded, server: FakeOpenAI, fault, expected: str) -> None:  # type: ignore[no-untyped-def]
    fault(server)
    done = _cli(seeded, server, "ask", QUESTION)
    assert done.returncode == 1
    assert done.stderr.startswith("error: ") and expected in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert KEY not in done.stdout + done.stderr and "KEEPMESECRET" not in done.stdout + done.stderr


def test_llm_paper_and_topic_summaries_cite_given_passages(assistant: Assistant, server: FakeOpenAI) -> None:
    entry = next(e for e in assistant.store.all_entries() if e.paper.title.startswith("EfficientRollout"))
    server.reply_with("EfficientRollout drafts with a quantized copy of the policy [1]. It invents facts [42].")
    summary = assistant.summarize_paper(entry.paper_id)
    assert summary.mode == "llm" and [c.n for c in summary.citations] == [1]
    assert summary.removed_markers == ["[42]"]
    prompt = _chat_requests(server)[-1]["body"]["messages"][-1]["content"]
    assert f'passages of the paper "{entry.paper.title}"' in prompt and '<source n="1"' in prompt

    assert all(part in prompt for part in ("Problem", "Method", "Key results", "Limitations"))  # the four headed parts

    server.reply_with("Multi-objective RL balances rewards [1][2].")
    overview = assistant.summarize_topic()
    prompt = _chat_requests(server)[-1]["body"]["messages"][-1]["content"]
    counts = [int(n) for n in re.findall(r"^Theme: .+ \((\d+) papers?;", prompt, re.M)]
    assert counts and sum(counts) == 60  # the counts the model is told add up
    assert '"RL for Language Models" (60 papers)' in prompt
    assert [c.n for c in overview.citations] == [1, 2]
