"""One ingest run over 40+ malformed files and a few good ones: reasons, not crashes.

The corpus is generated (tests/bad_corpus.py lists every file with the words its
reason must contain). The real CLI runs in a subprocess with a timeout, so a hang
fails the test instead of stalling the suite; a file's fate is read from `--json`.
"""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import pytest
from bad_corpus import GOOD_PAGE, GOOD_TITLES, Expect, make_corpus
from processes import paperchat

from ingest.topic_page import parse_topic_page

pytestmark = pytest.mark.slow  # two CLI runs over 45 files, 20 MB: about 35 s

BOUND_SECONDS = 300  # the run takes ~20 s on 2 cores; a hang or a quadratic blow-up exceeds this


def cli(data: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.monotonic()
    done = paperchat(data, *args, timeout=BOUND_SECONDS)
    return done, time.monotonic() - started


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The whole corpus in ONE ingest run (folder plus the files a folder scan would skip)."""
    root = tmp_path_factory.mktemp("bad-input")
    expectations, named = make_corpus(root / "corpus")
    data = root / "data"
    paths = [str(root / "corpus"), *map(str, named)]
    done, seconds = cli(data, "ingest", *paths, "--json", "--quiet")
    again, _ = cli(data, "ingest", *paths, "--json", "--quiet")
    print(f"\n{len(expectations)} files ingested in one run in {seconds:.1f} s")
    return {"data": data, "expect": expectations, "done": done, "again": again, "seconds": seconds}


def _by_name(done: subprocess.CompletedProcess[str]) -> dict[str, dict[str, object]]:
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    report = json.loads(done.stdout)
    results: dict[str, dict[str, object]] = {}
    for result in report["files"]:
        name = Path(str(result["path"])).name
        assert name not in results, f"{name} reported twice (a folder loop walked again?)"
        results[name] = result
    return results


def test_the_run_ends_in_bounded_time_with_exit_status_1(run: dict[str, object]) -> None:
    done = run["done"]
    assert isinstance(done, subprocess.CompletedProcess)
    assert done.returncode == 1, done.stderr[-2000:]  # some files failed; the run itself did not
    assert float(run["seconds"]) < BOUND_SECONDS  # type: ignore[arg-type]


def test_every_file_is_reported_once_and_nothing_else(run: dict[str, object]) -> None:
    expectations: dict[str, Expect] = run["expect"]  # type: ignore[assignment]
    assert len(expectations) >= 40
    assert set(_by_name(run["done"])) == set(expectations)  # type: ignore[arg-type]  # the folder named x.pdf is skipped


def test_each_bad_file_gets_its_own_one_sentence_reason(run: dict[str, object]) -> None:
    expectations: dict[str, Expect] = run["expect"]  # type: ignore[assignment]
    results = _by_name(run["done"])  # type: ignore[arg-type]
    failures = {name: expect for name, expect in expectations.items() if not expect.ok}
    assert len(failures) >= 30
    for name, expect in failures.items():
        error = results[name]["error"]
        assert isinstance(error, str) and results[name]["ok"] is False, name
        assert "\n" not in error and error.endswith(".") and name in error, (name, error)
        assert "Traceback" not in error and 'File "' not in error and "could not be read (" not in error, error
        for word in expect.words:
            assert word in error, (name, error)


def test_damaged_but_usable_files_are_ingested_with_a_warning(run: dict[str, object]) -> None:
    expectations: dict[str, Expect] = run["expect"]  # type: ignore[assignment]
    results = _by_name(run["done"])  # type: ignore[arg-type]
    for name, expect in expectations.items():
        if expect.ok:
            result = results[name]
            assert result["ok"] is True and result["error"] is None, (name, result["error"])
            assert result["added"] or result["updated"] or result["unchanged"], name
            if expect.warning:
                assert any(expect.warning in w for w in result["warnings"]), (name, result["warnings"])  # type: ignore[union-attr]


def test_every_good_paper_is_in_the_catalog(run: dict[str, object]) -> None:
    done, _ = cli(Path(run["data"]), "papers", "--json")  # type: ignore[arg-type]
    titles = {p["title"] for p in json.loads(done.stdout)}
    wanted = {p.title for p in parse_topic_page(GOOD_PAGE.read_text(encoding="utf-8")).papers}
    wanted |= {t for t in GOOD_TITLES.values() if t}
    assert len(wanted) >= 33 and wanted <= titles, wanted - titles
    assert not any("\x00" in t or "\ufffd" in t for t in titles if t in wanted)


def test_a_second_run_writes_nothing_and_gives_the_same_reasons(run: dict[str, object]) -> None:
    first, again = _by_name(run["done"]), _by_name(run["again"])  # type: ignore[arg-type]
    assert json.loads(run["again"].stdout)["chunks_written"] == 0  # type: ignore[union-attr]
    assert {n: r["error"] for n, r in first.items()} == {n: r["error"] for n, r in again.items()}
