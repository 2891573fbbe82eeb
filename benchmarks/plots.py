"""PNG plots of the results (matplotlib, Agg: no display needed). Each returns False when it has no data."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from benchmarks.report import LATENCY_LABELS, METHOD_LABELS, TARGETS, with_encoder


def growth(results: dict[str, Any], path: Path) -> bool:
    """Ingest time (no encoder) and p95 query latency against store size, log-log."""
    steps = results.get("scale", {}).get("steps", [])
    if not steps:
        return False
    chunks = [s["chunks"] for s in steps]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    left.plot(chunks, [s["ingest_total_s"] for s in steps], "o-", label="ingest, cumulative (synthetic vectors)")
    rate = results.get("ingest_speed", {}).get("encoder_chunks_per_s")
    if rate:
        left.plot(chunks, [with_encoder(s, rate) for s in steps], "^:", label=f"estimated with encoder ({rate} chunks/s)")
    left.plot(chunks, [s["bm25_build_s"] for s in steps], "s--", label="BM25 index rebuild")
    left.set(xscale="log", yscale="log", xlabel="chunks in store", ylabel="seconds", title="Ingest time")
    for name, label in LATENCY_LABELS.items():
        right.plot(chunks, [s["latency"][name]["p95_ms"] for s in steps], "o-", label=label)
    right.axhline(TARGETS["retrieval_p95_ms"], color="grey", ls=":", label="retrieval target 50 ms")
    right.axhline(TARGETS["answer_p95_ms"], color="black", ls=":", label="answer target 300 ms")
    right.set(xscale="log", yscale="log", xlabel="chunks in store", ylabel="p95 ms", title="Query latency (p95)")
    for axis in (left, right):
        axis.grid(True, which="both", alpha=0.3)
        axis.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def quality(results: dict[str, Any], path: Path) -> bool:
    """Recall@1, recall@5 and MRR of each method on each question set."""
    sets = [(key, results[key]["retrieval"]) for key in ("quality_seed", "quality_corpus") if key in results]
    if not sets:
        return False
    fig, axes = plt.subplots(1, len(sets), figsize=(6 * len(sets), 4.2), squeeze=False)
    for axis, (key, retrieval) in zip(axes[0], sets):
        metrics = ("recall@1", "recall@5", "mrr")
        width = 0.8 / len(retrieval)
        for number, (method, values) in enumerate(retrieval.items()):
            xs = [i + number * width for i in range(len(metrics))]
            axis.bar(xs, [values[m] for m in metrics], width, label=METHOD_LABELS.get(method, method).split(" (")[0])
        axis.set_xticks([i + 0.4 - width / 2 for i in range(len(metrics))], metrics)
        axis.set(ylim=(0, 1), title=key.replace("quality_", "") + " questions")
        axis.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def ingest_speed(results: dict[str, Any], path: Path) -> bool:
    """Where the pipeline's wall time goes, next to the raw encoder on the same texts."""
    speed = results.get("ingest_speed")
    if not speed:
        return False
    fig, axis = plt.subplots(figsize=(8, 2.8))
    left = 0.0
    for name, seconds in speed["pipeline_breakdown_seconds"].items():
        axis.barh("pipeline", seconds, left=left, label=name)
        left += seconds
    axis.barh("raw encoder", speed["encoder_seconds"], color="grey")
    axis.set(
        xlabel="seconds",
        title=f"Ingest of {speed['chunks']:,} chunks: pipeline reaches {speed['pipeline_share_of_encoder']:.0%} of the encoder",
    )
    axis.legend(fontsize=7, ncol=3, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True
