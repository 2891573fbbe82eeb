"""The repair drill of issue 16 at 10k chunks: lose the vector index, repair, ask again.

A store of at least ``--chunks`` chunks (the seed pages, the 3,714 real abstracts and the
four real PDFs of ../shared/testdata, topped up with papers recombined from real abstract
sentences; without ../shared, the seed pages and generated rows); the tune questions
(AskPDF and corpus sets, never the held-out ones) answered; the chunk collection's
vector segment folder deleted; ``paperchat ask`` must then fail naming ``paperchat
doctor``; ``paperchat doctor --repair`` rebuilds; the same questions are answered again
and compared (body and cited chunk ids), and every chunk's vector with the one it had. Each step is a child process,
so its peak RSS is its own. Also measured on the same store: what a read-only data
folder costs (``store_file.readable_copy`` copies the whole store to the temp folder).

The encoder re-embeds every chunk in the repair, and on 2 shared cores MiniLM managed
3-5 chunks/s (a 1,444-chunk drill: 483 s to build, 322 s to repair), so 10k chunks with
it take well over an hour: ``--encoder word-hash`` (the default) runs the same commands
with make soak's word-hash stand-in, which tests the store's rebuild, not the encoder.

``python -m benchmarks.repair_drill [--chunks N] [--encoder word-hash|minilm] [--keep DIR]``;
results in benchmarks/results/repair_drill_<encoder>.json.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, TypedDict

import numpy as np

from benchmarks.answer_quality import holds_key, load_items, questions_file
from benchmarks.common import CORPUS, RESULTS, ROOT, SEEDS, machine, shared_data
from benchmarks.question_sets import CORPUS as CORPUS_QUESTIONS
from benchmarks.question_sets import load_questions

CHUNKS = "paperchat_chunks"


#: Prepended to every child's code with ``--encoder word-hash``: the word-hash stand-in (benchmarks.synthetic)
#: replaces the encoder everywhere the CLI and the assistant look it up, so the store records it and repair uses it.
STAND_IN = (
    "import assistant.embeddings as chosen\n"
    "from benchmarks.synthetic import WordHashEmbeddings\n"
    "chosen.get_embeddings = lambda settings: WordHashEmbeddings()\n"
    "chosen.embedding_model_id = lambda settings: WordHashEmbeddings.model_id\n"
)
#: Runs a command, then prints its peak RSS (KiB) and exits with its exit code.
MEASURED = (
    "import resource, subprocess, sys\n"
    "code = subprocess.run(sys.argv[1:], check=False).returncode\n"
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    "sys.exit(code)\n"
)
CLI = "import sys\nfrom ui.cli import main\nraise SystemExit(main(sys.argv[1:]))\n"


def run(data: Path, encoder: str, code: str, *args: str) -> tuple[subprocess.CompletedProcess[str], float, int]:
    """Python ``code`` in a child (with the stand-in encoder unless ``encoder`` is "minilm"): its result,
    wall seconds and peak RSS in MB."""
    env = {**os.environ, "PAPERCHAT_DATA_DIR": str(data)}
    prefix = "" if encoder == "minilm" else STAND_IN
    command = [sys.executable, "-c", MEASURED, sys.executable, "-c", prefix + code, *args]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
    seconds = time.perf_counter() - started
    *out, peak_kib = done.stdout.strip().splitlines() or ["0"]
    return subprocess.CompletedProcess(done.args, done.returncode, "\n".join(out), done.stderr), seconds, int(peak_kib) // 1024


def cli(data: Path, encoder: str, *args: str) -> tuple[subprocess.CompletedProcess[str], float, int]:
    """``paperchat ARGS`` as a user runs it (``ui.cli``), in a child."""
    return run(data, encoder, CLI, *args)


class Asked(TypedDict):
    """A question and how to tell a good answer: its key fact (AskPDF set) or the papers that answer it (corpus set)."""

    question: str
    key: list[str]
    relevant: list[str]


def questions() -> list[Asked]:
    """The tune AskPDF questions and the corpus questions: both sets answer from papers in this store."""
    tune = [Asked(question=i.turn.question, key=list(i.turn.key), relevant=[]) for i in load_items(questions_file("tune"))]
    corpus = [Asked(question=q.question, key=[], relevant=list(q.relevant)) for q in load_questions(CORPUS_QUESTIONS)]
    return tune + corpus


# --- building the store ----------------------------------------------------------------


def build(work: Path, data: Path, target: int, encoder: str, real: list[Path]) -> dict[str, Any]:
    """Ingest the real material, then as many recombined papers as the target still needs (one chunk each)."""
    first, seconds, peak = cli(data, encoder, "ingest", *map(str, real), "--quiet", "--json")
    assert first.returncode == 0, first.stderr[-2000:]
    written = json.loads(first.stdout)["chunks_written"]
    figures = {"real_chunks": written, "real_seconds": round(seconds, 1), "real_peak_rss_mb": peak}
    missing = max(0, target - written)
    missing += missing // 50 + 50 if missing else 0  # stored chunks fell 11 short of those written at 10k: a margin
    if missing:
        rows = _recombined(work, missing)
        second, more_seconds, more_peak = cli(data, encoder, "ingest", *map(str, rows), "--quiet", "--json")
        assert second.returncode == 0, second.stderr[-2000:]
        figures.update(recombined_chunks=json.loads(second.stdout)["chunks_written"], recombined_seconds=round(more_seconds, 1))
        peak, seconds = max(peak, more_peak), seconds + more_seconds
    return {**figures, "seconds": round(seconds, 1), "peak_rss_mb": peak}


def _real_sources() -> list[Path]:
    found = shared_data()
    return [SEEDS, *([found.corpus] if found.corpus else []), *found.pdfs]


def _recombined(work: Path, count: int) -> list[Path]:
    """``count`` papers of 4-8 real abstract sentences each (benchmarks.synthetic's factory), or generated rows
    when the shared abstracts are absent; the drill's encoder embeds them at ingest, so the vectors the factory
    would register are never used (zeros)."""
    from benchmarks.synthetic import PaperFactory, SyntheticEmbeddings, sentence_pool, write_rows

    folder = work / "recombined"
    folder.mkdir(parents=True, exist_ok=True)
    if not CORPUS.is_file():
        return [write_rows(folder / "generated.jsonl", count)]
    abstracts = [json.loads(line)["abstract"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    pool = sentence_pool(abstracts)
    unused = SyntheticEmbeddings(np.zeros((len(pool), 1), dtype=np.float32), pool)
    return PaperFactory(pool, unused).write(count, folder)


# --- answering, losing, repairing --------------------------------------------------------

ANSWER = (
    "import json, sys\n"
    "from assistant.answering import Assistant\n"
    "from assistant.settings import Settings\n"
    "assistant = Assistant(Settings(), mode='extractive')\n"
    "out = []\n"
    "for question in json.loads(sys.argv[1]):\n"
    "    a = assistant.ask(question)\n"
    "    chunks = [c.source.item.chunk for c in a.citations]\n"
    "    out.append({'question': question, 'body': a.body, 'cited': [c.chunk_id for c in chunks], 'titles': [c.title for c in chunks]})\n"
    "print(json.dumps(out))\n"
)


def answer_all(data: Path, encoder: str, asked: list[Asked]) -> tuple[list[dict[str, Any]], float, int]:
    done, seconds, peak = run(data, encoder, ANSWER, json.dumps([a["question"] for a in asked]))
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout), round(seconds, 1), peak


def lose_vectors(data: Path, encoder: str) -> dict[str, Any]:
    """Delete the chunk collection's vector segment folder; ``ask`` must then fail naming doctor."""
    from assistant.doctor import vector_segment_folder
    from assistant.settings import Settings

    folder = vector_segment_folder(Settings(data_dir=data), CHUNKS)
    shutil.rmtree(folder)
    asked, _, _ = cli(data, encoder, "ask", questions()[0]["question"])
    checked, check_seconds, _ = cli(data, encoder, "doctor", "--json")
    return {
        "deleted": folder.name,
        "ask_exit_code": asked.returncode,
        "ask_error": asked.stderr.strip().splitlines()[-1] if asked.stderr.strip() else "",
        "doctor_problems": json.loads(checked.stdout)["problems"],
        "doctor_seconds": round(check_seconds, 1),
    }


def compare(asked: list[Asked], before: list[dict[str, Any]], after: list[dict[str, Any]]) -> dict[str, Any]:
    """Answers before the loss against after the repair: identical or not, and how good each side is."""
    pairs = list(zip(before, after, strict=True))
    differing = [
        {
            "question": b["question"],
            "before": b["body"],
            "after": a["body"],
            "cited_before": b["cited"],
            "cited_after": a["cited"],
        }
        for b, a in pairs
        if (b["body"], b["cited"]) != (a["body"], a["cited"])
    ]
    return {
        "questions": len(pairs),
        "identical": len(pairs) - len(differing),
        "same_body": sum(b["body"] == a["body"] for b, a in pairs),
        "same_citations": sum(b["cited"] == a["cited"] for b, a in pairs),
        "quality_before": quality(asked, before),
        "quality_after": quality(asked, after),
        "differing": differing,
    }


def quality(asked: list[Asked], answers: list[dict[str, Any]]) -> dict[str, int]:
    """AskPDF answers holding their key fact; corpus answers citing a paper that answers them."""
    keyed = [(q, a) for q, a in zip(asked, answers, strict=True) if q["key"]]
    related = [(q, a) for q, a in zip(asked, answers, strict=True) if q["relevant"]]
    return {
        "key_fact_questions": len(keyed),
        "key_fact_held": sum(holds_key(a["body"], q["key"]) for q, a in keyed),
        "corpus_questions": len(related),
        "relevant_paper_cited": sum(bool(set(a["titles"]) & set(q["relevant"])) for q, a in related),
    }


INDEX_RECALL = (
    "import json, sys\n"
    "import numpy as np\n"
    "from assistant.embeddings import get_embeddings\n"
    "from assistant.settings import Settings\n"
    "from assistant.store import open_store\n"
    "settings = Settings()\n"
    "store = open_store(settings)\n"
    "every = store.chunks.get(include=['embeddings'])\n"
    "ids, matrix = every['ids'], np.asarray(every['embeddings'], dtype=np.float32)\n"
    "matrix = matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)\n"
    "encoder, hnsw, used = get_embeddings(settings), [], []\n"
    "for question in json.loads(sys.argv[1]):\n"
    "    vector = np.asarray(encoder.embed_query(question), dtype=np.float32)\n"
    "    scores = matrix @ (vector / max(float(np.linalg.norm(vector)), 1e-12))\n"
    "    order = np.argsort(-scores, kind='stable')\n"
    "    approximate = store.chunks.query(query_embeddings=[vector.tolist()], n_results=10, include=[])['ids'][0]\n"
    "    hnsw.append(len({ids[i] for i in order[:10]} & set(approximate)) / 10)\n"
    "    # one of the true 40: scored within float rounding (1e-5) of the 40th (summation order shifts the last bits)\n"
    "    true = {ids[i] for i in np.flatnonzero(scores >= scores[order[39]] - 1e-5)}\n"
    "    used.append(len(true & {cid for cid, _ in store.nearest(vector, 40)}) / 40)\n"
    "print(json.dumps({'exact_search': store.exact_index() is not None,\n"
    "    'hnsw_recall_at_10': round(float(np.mean(hnsw)), 3), 'hnsw_questions_below_1': sum(f < 1 for f in hnsw),\n"
    "    'search_recall_at_40': round(float(np.mean(used)), 3), 'search_questions_below_1': sum(f < 1 for f in used)}))\n"
)


VECTORS = (
    "import sys\n"
    "import numpy as np\n"
    "from assistant.settings import Settings\n"
    "from assistant.store import open_store\n"
    "every = open_store(Settings()).chunks.get(include=['embeddings'])\n"
    "np.savez(sys.argv[1], ids=np.asarray(every['ids']), vectors=np.asarray(every['embeddings'], dtype=np.float32))\n"
)


def save_vectors(data: Path, encoder: str, path: Path) -> Path:
    """Every chunk's stored vector, read back from Chroma into ``path`` (.npz)."""
    done, _, _ = run(data, encoder, VECTORS, str(path))
    assert done.returncode == 0, done.stderr[-2000:]
    return path


def same_vectors(before: Path, after: Path) -> dict[str, Any]:
    """Whether the repair put back, for every chunk, the vector it had before the loss."""
    old, new = np.load(before), np.load(after)
    was = dict(zip(old["ids"].tolist(), old["vectors"], strict=True))
    now = dict(zip(new["ids"].tolist(), new["vectors"], strict=True))
    shared = sorted(was.keys() & now.keys())
    gaps = [float(np.abs(was[i] - now[i]).max()) for i in shared]
    return {
        "before": len(was),
        "after": len(now),
        "same_vector": sum(gap < 1e-6 for gap in gaps),
        "largest_difference": max(gaps, default=0.0),
    }


def index_recall(data: Path, encoder: str, asked: list[Asked]) -> dict[str, Any]:
    """How often Chroma's HNSW index finds the exact 10 nearest chunks (an approximate index built in another
    order, by ingest batches or by a repair, finds other near ones), and how often the search questions use
    (``Store.nearest``: exact up to ``Settings.exact_search_chunks``, else that index) finds the exact 40."""
    done, _, _ = run(data, encoder, INDEX_RECALL, json.dumps([a["question"] for a in asked]))
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(json.loads(done.stdout.splitlines()[-1]))


def read_only_copy(data: Path) -> dict[str, Any]:
    """What a read-only data folder costs every reading command: a private copy of the store (time, size)."""
    from assistant.store_file import readable_copy

    started = time.perf_counter()
    copy = readable_copy(data / "chroma")
    seconds = time.perf_counter() - started
    size = sum(p.stat().st_size for p in copy.rglob("*") if p.is_file())
    shutil.rmtree(copy.parent, ignore_errors=True)
    return {"seconds": round(seconds, 2), "store_mb": round(size / 2**20, 1)}


def drill(work: Path, target: int, encoder: str, real: list[Path] | None = None) -> dict[str, Any]:
    """The whole drill in ``work``; ``real`` is what is ingested before the recombined papers
    (default: the seed pages and the shared abstracts and PDFs)."""
    data = work / "data"
    sources = _real_sources() if real is None else real
    results: dict[str, Any] = {"machine": machine(), "encoder": encoder, "data": shared_data().note}
    results["build"] = build(work, data, target, encoder, sources)
    healthy, _, _ = cli(data, encoder, "doctor", "--json")
    results["doctor_before"] = json.loads(healthy.stdout)
    results["read_only_copy"] = read_only_copy(data)
    asked = questions()
    before, results["answer_seconds_before"], results["answer_peak_rss_mb"] = answer_all(data, encoder, asked)
    vectors_before = save_vectors(data, encoder, work / "vectors-before.npz")
    results["loss"] = lose_vectors(data, encoder)
    repaired, seconds, peak = cli(data, encoder, "doctor", "--repair", "--json")
    report = json.loads(repaired.stdout)
    results["repair"] = {"exit_code": repaired.returncode, "seconds": round(seconds, 1), "peak_rss_mb": peak, "report": report}
    after, results["answer_seconds_after"], _ = answer_all(data, encoder, asked)
    results["comparison"] = compare(asked, before, after)
    results["vectors"] = same_vectors(vectors_before, save_vectors(data, encoder, work / "vectors-after.npz"))
    results["index_recall_after"] = index_recall(data, encoder, asked)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.repair_drill", description=__doc__)
    parser.add_argument("--chunks", type=int, default=10_000, help="chunks the store holds at least")
    parser.add_argument(
        "--encoder",
        choices=("word-hash", "minilm"),
        default="word-hash",
        help="word-hash: the stand-in of make soak (minutes); minilm: the real encoder (about an hour at 10k on 2 busy cores)",
    )
    parser.add_argument("--keep", type=Path, help="build in this folder and keep it (default: a temporary one)")
    args = parser.parse_args(argv)
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        results = drill(args.keep, args.chunks, args.encoder)
    else:
        with tempfile.TemporaryDirectory(prefix="paperchat-drill-") as tmp:
            results = drill(Path(tmp), args.chunks, args.encoder)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"repair_drill_{args.encoder}.json").write_text(json.dumps(results, indent=2) + "\n")
    summary = {k: results[k] for k in ("build", "loss", "repair", "read_only_copy", "index_recall_after", "vectors")} | {
        "comparison": {**results["comparison"], "differing": len(results["comparison"]["differing"])}
    }
    summary["repair"] = {k: v for k, v in results["repair"].items() if k != "report"}
    print(json.dumps(summary, indent=2))
    return 0 if passed(results) else 1


def passed(results: dict[str, Any]) -> bool:
    """The drill's verdict: the loss broke ``ask`` with the doctor sentence, the repair left a healthy store
    with every chunk's vector as it was before the loss, and, where questions search the vectors exactly
    (``Settings.exact_search_chunks``), every answer as it was. Above that size the answers are reported, not
    required: Chroma's HNSW index is approximate and no two builds of it are the same (see ``index_recall``)."""
    loss, repaired, vectors, compared = results["loss"], results["repair"], results["vectors"], results["comparison"]
    return (
        loss["ask_exit_code"] == 1
        and "paperchat doctor" in loss["ask_error"]
        and repaired["exit_code"] == 0
        and repaired["report"]["healthy"]
        and vectors["before"] == vectors["after"] == vectors["same_vector"]
        and (not results["index_recall_after"]["exact_search"] or compared["identical"] == compared["questions"])
    )


if __name__ == "__main__":
    raise SystemExit(main())
