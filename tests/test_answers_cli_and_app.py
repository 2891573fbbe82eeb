"""The four failures the answers issue was filed on, asked the way a user asks them: with
``paperchat`` in a subprocess and through the running app, on a copy of the seeded store.

- a new subject leaked into the next question;
- a question about one paper never declined, even "What is the capital of France?";
- answers had no shape (a comparison was a list, "which papers" repeated a paper);
- citation numbers came out of order and the reference list skipped numbers.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from app_server import AppServer, app_on_copy
from gradio_client import Client
from processes import paperchat

pytestmark = pytest.mark.slow

EFFICIENT = "What speedup does EfficientRollout report?"
HACKING = "Which papers study reward hacking?"
COMPARE = "Compare the GRPO variants"
PAPER = "efficientrollout-system-aware-58e303"
OFF_TOPIC = "What is the capital of France?"
DECLINED = "The indexed papers do not answer this question."


@pytest.fixture(scope="module")
def data(seeded, tmp_path_factory: pytest.TempPathFactory) -> Path:  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("answers") / "data"
    shutil.copytree(seeded.data_dir, folder)
    return folder


@pytest.fixture(scope="module")
def server(seeded, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:  # type: ignore[no-untyped-def]
    with app_on_copy(seeded.data_dir, tmp_path_factory.mktemp("answers-app")) as running:
        yield running


def ask(data: Path, question: str, *options: str) -> dict[str, Any]:
    done = paperchat(data, "ask", "--json", *options, question)
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout))


def chat_text(chat: list[dict[str, Any]]) -> str:
    """The newest message's text (Gradio 6 sends content as a list of parts)."""
    content = chat[-1]["content"]
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content if isinstance(part, dict))


def markers(text: str) -> list[int]:
    """Every citation number in reading order, whether plain ``[2]`` or a linked ``>[2]<``."""
    return [int(n) for group in re.findall(r"\[(\d+(?:,\s*\d+)*)\]", text) for n in re.findall(r"\d+", group)]


def assert_numbered_by_appearance(numbers: list[int]) -> None:
    """Numbers first appear as 1, 2, 3… with no gap: [2] never precedes [1]."""
    first_seen = list(dict.fromkeys(numbers))
    assert first_seen == list(range(1, len(first_seen) + 1)), numbers


def table_rows(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("| ") and "---" not in line and "| Paper |" not in line]


# The CLI


def test_cli_a_new_subject_does_not_leak(data: Path) -> None:
    """In ``chat --json`` the third question, the first one again, gets the first answer."""
    questions = "\n".join([EFFICIENT, HACKING, EFFICIENT]) + "\n"
    done = paperchat(data, "chat", "--json", input=questions)
    first, hacking, again = (json.loads(line) for line in done.stdout.splitlines())
    assert "EfficientRollout" in first["answer"] and "hacking" in hacking["answer"].lower()
    assert again["answer"] == first["answer"] and again["standalone_question"] is None


def test_cli_one_paper_declines_what_it_does_not_hold(data: Path) -> None:
    off = ask(data, OFF_TOPIC, "--paper", PAPER)
    assert off["abstained"] and off["answer"].startswith(DECLINED) and off["citations"] == []
    held = ask(data, "What does EfficientRollout address?", "--paper", PAPER)
    assert not held["abstained"] and held["citations"]


def test_cli_answers_have_a_shape(data: Path) -> None:
    compare = ask(data, COMPARE)
    assert "| Paper | Approach | Reported result |" in compare["answer"] and len(table_rows(compare["answer"])) >= 2
    which = ask(data, HACKING)
    lines = [line for line in which["answer"].splitlines() if line.startswith("- ")]
    papers = [line[2:].split(":", 1)[0] for line in lines]
    assert lines and len(papers) == len(set(papers))  # one line per paper


def test_cli_citations_run_from_one_without_gaps(data: Path) -> None:
    for question in (COMPARE, HACKING, "How can reinforcement learning reward long-context reasoning?"):
        answer = ask(data, question)
        body = answer["answer"].split("\nReferences:")[0]
        assert_numbered_by_appearance(markers(body))
        assert [c["n"] for c in answer["citations"]] == list(range(1, len(answer["citations"]) + 1))
        assert set(markers(body)) == {c["n"] for c in answer["citations"]}


# The app


def test_app_a_new_subject_does_not_leak(server: AppServer) -> None:
    client = server.client()
    chat = client.predict(EFFICIENT, [], api_name="/ask")[0]
    first = chat_text(chat)
    chat = client.predict(HACKING, chat, api_name="/ask")[0]
    chat = client.predict(EFFICIENT, chat, api_name="/ask")[0]
    again = chat_text(chat)
    assert "Read as a follow-up" not in again and "EfficientRollout" in again
    # the cards' anchors carry the turn number; everything else is the first answer again
    assert re.sub(r"pc-src-\d+-", "pc-src-", again) == re.sub(r"pc-src-\d+-", "pc-src-", first)


def test_app_one_paper_declines_what_it_does_not_hold(server: AppServer) -> None:
    client: Client = server.client()
    off = chat_text(client.predict(OFF_TOPIC, PAPER, [], api_name="/ask_paper")[0])
    assert DECLINED in off and not markers(off)
    held = chat_text(client.predict("What does EfficientRollout address?", PAPER, [], api_name="/ask_paper")[0])
    assert DECLINED not in held and markers(held)


def test_app_answers_have_a_shape_and_numbers_in_order(server: AppServer) -> None:
    client = server.client()
    compare = chat_text(client.predict(COMPARE, [], api_name="/ask")[0])
    assert "Approach" in compare and "Reported result" in compare
    assert_numbered_by_appearance(markers(compare))
    which = chat_text(client.predict(HACKING, [], api_name="/ask")[0])
    assert_numbered_by_appearance(markers(which))
