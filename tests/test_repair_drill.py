"""The repair drill (``benchmarks.repair_drill``) judges what it should: the same vectors after a repair,
not only a healthy report; and it runs end to end on a small store.

The 10k run is ``make soak``'s; here 1,200 chunks (over Chroma's 1,000-record log, so the
vectors really are lost) with the word-hash stand-in, the seed pages as the real part
and papers recombined from the shared abstracts' sentences.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from conftest import SEEDS

from benchmarks.repair_drill import compare, drill, passed, questions, same_vectors


def _vectors(path: Path, ids: list[str], vectors: np.ndarray) -> Path:
    np.savez(path, ids=np.asarray(ids), vectors=vectors.astype(np.float32))
    return path


def test_a_changed_or_missing_vector_is_counted(tmp_path: Path) -> None:
    vectors = np.eye(3)
    before = _vectors(tmp_path / "before.npz", ["a", "b", "c"], vectors)
    assert same_vectors(before, before) == {"before": 3, "after": 3, "same_vector": 3, "largest_difference": 0.0}
    changed = vectors.copy()
    changed[1, 1] = 0.5
    after = _vectors(tmp_path / "after.npz", ["a", "b"], changed[:2])
    found = same_vectors(before, after)
    assert found["after"] == 2 and found["same_vector"] == 1 and found["largest_difference"] == pytest.approx(0.5)


def test_answers_are_compared_by_body_and_citations() -> None:
    asked = questions()[:2]
    before = [{"question": a["question"], "body": "x", "cited": ["c1"], "titles": []} for a in asked]
    after = [before[0], {**before[1], "cited": ["c2"]}]
    found = compare(asked, before, after)
    assert (found["identical"], found["same_body"], found["same_citations"]) == (1, 2, 1)
    assert [d["question"] for d in found["differing"]] == [asked[1]["question"]]


@pytest.mark.slow
def test_the_drill_loses_the_vectors_and_the_repair_puts_every_one_back(tmp_path: Path, shared_testdata: Path) -> None:
    """The recombined papers are cut from the shared abstracts, hence ``shared_testdata``."""
    results = drill(tmp_path, 1200, "word-hash", real=[SEEDS])
    assert results["loss"]["ask_exit_code"] == 1 and "paperchat doctor" in results["loss"]["ask_error"]
    assert "missing or incomplete" in results["loss"]["doctor_problems"][0]
    assert results["vectors"]["same_vector"] == results["vectors"]["before"] >= 1200
    assert results["index_recall_after"]["exact_search"] and results["index_recall_after"]["search_recall_at_40"] == 1.0
    assert results["comparison"]["identical"] == results["comparison"]["questions"] == len(questions())
    assert passed(results)
    results["comparison"]["identical"] -= 1  # one answer changed although the search is exact: the drill fails
    assert not passed(results)
    results["comparison"]["identical"] += 1
    results["vectors"]["same_vector"] -= 1  # one vector not put back: the drill fails
    assert not passed(results)
