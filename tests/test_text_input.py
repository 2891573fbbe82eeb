"""Any text in, one sentence out: undecodable bytes, lone surrogates, NULs and control codes.

A shell passes ``caf\\xe9`` (Latin-1) to Python as the lone surrogate ``\\udce9``; JSON may
spell ``"\\ud800"`` out; the tokenizer and Chroma fail on both ("TypeError"). Each path a
text comes in by is tried with the real part: the CLI's argument and stdin, a JSONL file,
the app's service layer, and a data folder that is a file or read-only.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import SEEDS
from processes import cli_command, cli_env, paperchat

from assistant.answering import Answer
from assistant.settings import Settings
from assistant.text_input import clean_text
from ingest.pipeline import Ingestor

PAGE_A = SEEDS / "003_931d614282dd9358.txt"
READ_ONLY = "is read-only; make it writable or set PAPERCHAT_DATA_DIR"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("caf\udce9 reward", "café reward"),  # a Latin-1 byte the shell passed through
        ("caf\udcc3\udca9 reward", "café reward"),  # UTF-8 bytes escaped one by one
        ("lone \ud800 surrogate", "lone \ufffd surrogate"),
        ("nul\x00 and bell\x07 gone", "nul and bell gone"),
        ("\x1b[31mred\x1b[0m text", "red text"),
        ("tabs\tand\nnewlines stay", "tabs\tand\nnewlines stay"),
    ],
)
def test_clean_text(raw: str, clean: str) -> None:
    assert clean_text(raw) == clean
    clean_text(raw).encode("utf-8")  # always encodable: what the tokenizer and Chroma need


def test_the_cli_answers_a_question_with_a_stray_byte_and_control_characters(seeded: Settings) -> None:
    done = paperchat(seeded.data_dir, "ask", "caf\udce9 reward\x07 models for GRPO?", "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["question"] == "café reward models for GRPO?" and answer["sources"]


def test_chat_json_answers_undecodable_stdin_lines(seeded: Settings) -> None:
    lines = b"caf\xe9 reward models?\n\x00\x01\n\xff\xfe what is GRPO?\n"
    done = subprocess.run(
        cli_command("chat", "--json"), input=lines, capture_output=True, env=cli_env(seeded.data_dir), timeout=300
    )
    objects = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert len(objects) == 3, done.stderr
    assert "answer" in objects[0] and "answer" in objects[2], objects
    assert "error" in objects[1] and "empty" in objects[1]["error"]  # a line of control codes only: one sentence
    assert b"Traceback" not in done.stderr


def test_a_jsonl_row_with_lone_surrogates_and_nuls_is_ingested_clean(settings: Settings, embeddings) -> None:  # type: ignore[no-untyped-def]
    rows = Path("rows.jsonl")
    rows.write_text(
        '{"title": "Caf\\ud800 reward shaping", "abstract": "We study caf\\udce9 reward models\\u0000 with a bell \\u0007.", '
        '"authors": "A. B\\u0000"}\n',
        encoding="utf-8",
    )
    report = Ingestor(settings, embeddings=embeddings).ingest([rows])
    assert not report.failed, report.failed[0].error
    from assistant.store import Store

    (entry,) = Store(settings, embeddings.model_id).all_entries()
    assert entry.paper.title == "Caf\ufffd reward shaping"
    assert entry.paper.abstract == "We study café reward models with a bell ."
    assert entry.paper.authors == ["A. B"]


def drain(stream: Iterator[str | Answer]) -> Answer:
    last = None
    for item in stream:
        last = item
    assert isinstance(last, Answer)
    return last


def test_the_app_service_answers_a_question_with_lone_surrogates(seeded: Settings) -> None:
    from ui.service import Service

    service = Service(seeded)
    answer = drain(service.ask_stream("caf\udce9 \ud800reward\x00 models?", "extractive", None, 6))
    assert answer.question == "café \ufffdreward models?" and answer.sources


def test_a_data_folder_that_is_a_file_is_one_sentence_for_every_command(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.write_text("not a folder")
    for args in (("papers",), ("ui", "--port", "0"), ("ask", "What is GRPO?"), ("ingest", str(PAGE_A))):
        done = paperchat(data, *args)
        assert done.returncode == 1 and "Traceback" not in done.stderr
        assert (
            done.stderr.strip() == f"error: The data folder {data} is a file; set PAPERCHAT_DATA_DIR (or --data-dir) to a folder."
        )


@pytest.fixture
def read_only_store(tmp_path: Path, seeded: Settings) -> Iterator[Path]:
    """A copy of the seeded store on a tmpfs of its own, remounted read-only (root: this project's CI).

    Permission bits do not bind root, so a chmod-based read-only folder cannot be tested as
    root; a read-only mount binds everyone."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (tests/test_store_faults.py covers chmod for other users)")
    mount = tmp_path / "ro"
    mount.mkdir()
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(mount)], capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr.strip()}")
    try:
        subprocess.run(["cp", "-r", str(seeded.data_dir), str(mount / "data")], check=True)
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
        yield mount / "data"
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


@pytest.mark.slow
def test_reading_commands_work_on_a_read_only_folder_and_writing_ones_say_so(read_only_store: Path) -> None:
    listed = paperchat(read_only_store, "papers", "--json")
    assert listed.returncode == 0, listed.stderr
    papers = json.loads(listed.stdout)
    assert len(papers) == 60
    asked = paperchat(read_only_store, "ask", "What is GRPO?", "--json")
    assert asked.returncode == 0 and json.loads(asked.stdout)["sources"], asked.stderr
    for args in (("ingest", str(PAGE_A), "--quiet"), ("remove", papers[0]["paper_id"]), ("ui", "--port", "0")):
        done = paperchat(read_only_store, *args)
        assert done.returncode == 1, (args, done.stdout, done.stderr)
        assert READ_ONLY in done.stdout + done.stderr and "Traceback" not in done.stderr, (args, done.stderr)
