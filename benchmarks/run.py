"""The one entry point of the benchmarks (``make bench``): run every section, write the report.

Quick (default, a few minutes): part of the corpus plus the PDFs for ingest speed,
the seed questions, latency at 1k and 10k chunks. ``--full``: the whole 3,714-abstract
corpus, its question set and the tutorial baseline on it, and the 100k scale point.
Without ../shared/testdata the seeds and generated data stand in, and the report says so.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypedDict

# Telemetry must be off before chromadb loads, so these come before the imports below.
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

from benchmarks import sections
from benchmarks.common import RESULTS, machine, shared_data
from benchmarks.report import write_report


class SectionTiming(TypedDict):
    seconds: float
    load_before: float
    load_after: float


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help="whole corpus, corpus questions, 100k chunks")
    parser.add_argument("--out", type=Path, help="results folder (default: benchmarks/results/quick or /full)")
    parser.add_argument("--scale-sizes", type=int, nargs="+", help="override the chunk counts of the growth benchmark")
    parser.add_argument("--corpus-limit", type=int, help="override how many corpus papers the speed benchmark ingests")
    parser.add_argument("--report-only", action="store_true", help="re-write results.md and the plots from results.json")
    return parser.parse_args(argv)


@contextmanager
def section(results: dict[str, object], timings: dict[str, SectionTiming], name: str) -> Iterator[None]:
    """Time a section and record the machine's load around it (the machine is shared).

    ``timings`` goes into ``results`` as "sections" when the first section ends.
    """
    started = time.perf_counter()
    load = machine()["load_average_1min"]
    yield
    results.setdefault("sections", timings)
    timings[name] = {
        "seconds": round(time.perf_counter() - started, 1),
        "load_before": load,
        "load_after": machine()["load_average_1min"],
    }


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    mode = "full" if args.full else "quick"
    out = args.out or RESULTS / mode
    if args.report_only:
        write_report(json.loads((out / "results.json").read_text()), out)
        print(f"wrote {out / 'results.md'} and the plots from {out / 'results.json'}")
        return 0
    shared = shared_data()
    print(f"paperchat benchmarks ({mode}): {shared.note}", flush=True)
    plan = sections.Plan.make(args.full, shared, args.scale_sizes, args.corpus_limit)
    results: dict[str, object] = {
        "mode": mode,
        "data": shared.note,
        "started_utc": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime()),
        "machine": machine(),
    }
    timings: dict[str, SectionTiming] = {}
    with section(results, timings, "corpus_and_pdfs"):
        results.update(sections.corpus_and_pdfs(plan))
    with section(results, timings, "seeds"):
        results.update(sections.seeds(plan))
    with section(results, timings, "answers"):
        results.update(sections.answers(plan))
    with section(results, timings, "scale"):
        results["scale"] = sections.scale(plan)
    with section(results, timings, "past_one_machine"):
        results.update(sections.past_one_machine(plan))
    results["finished_utc"] = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    write_report(results, out)
    print(f"wrote {out / 'results.md'}, {out / 'results.json'} and the plots in {out}")
    return 0
