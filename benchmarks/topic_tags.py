"""Fused tags on the seed topic pages: each page alone (the reader before issue 11) and
one tag vocabulary for every page of an ingest (``ingest.tags``).

Why this exists: a topic page prints a paper's tags with nothing between them, and a
run the reader cannot cut comes out as one tag ("Speech Enhancement Speech Language
Models Language Model Post-Training"), which the Papers view shows and a tag filter
cannot match.  The figures say how many such runs are left, and that cutting more does
not break real tags.

Gold: ``benchmarks/questions/seed_tags.jsonl``, one line per paper of the two seed pages
(``{"page", "title", "tags"}``), the tags as a reader of the feed would delimit them,
labelled by hand before the shared vocabulary was written.  Judgement calls: a
one-word tag where the rest of the line already holds a known tag ("Healthcare" +
"Clinical Reasoning", since "Clinical Reasoning" is a tag of its own elsewhere), and
"Trust Region Policy Optimization" / "Group Relative Policy Optimization" as one tag each.

Definitions, per paper, over the word spans of its tags (every mode keeps every word in
order, so output and gold cut the same words):

* ``fused``: an output tag whose words are two or more whole gold tags of the paper --
  the issue's "concatenation of two or more other known tags", the known tags being the
  gold ones; ``fused_by_vocabulary`` counts against every gold tag of both pages instead
  (an output tag that can be written as two or more gold tags from anywhere);
* ``broken``: a gold tag cut into pieces (what cutting too eagerly costs);
* ``precision`` / ``recall``: output tags equal to a gold tag, over output / gold tags.

Modes: ``before`` parses each page alone (the page-alone vocabulary gives exactly the
tags of the reader before this change on both pages: checked against commit f259936 when
this was written); ``after`` learns one vocabulary from both pages, as
``paperchat ingest seeds/`` does; ``a_then_b`` / ``b_then_a`` ingest one page, then the
other with the first already catalogued: the second page gets the ``after`` tags, the
first keeps its page-alone tags until it is ingested again (``ingest.tags`` says why).

Run: ``python -m benchmarks.topic_tags`` (a second; writes benchmarks/results/topic_tags.json).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from assistant.records import Paper, normalize_title
from benchmarks.common import QUESTIONS, RESULTS, ROOT, SEEDS, machine
from ingest.tags import mine_vocabulary, shared_vocabulary
from ingest.topic_page import page_tags, parse_topic_page

GOLD = QUESTIONS / "seed_tags.jsonl"
RESULT = RESULTS / "topic_tags.json"
SPEED_LINES = (60, 500, 2000)
EXAMPLES = 12

Span = tuple[int, int]


@dataclass(frozen=True)
class GoldPaper:
    page: str
    title: str
    tags: list[str]


def load_gold(path: Path = GOLD) -> list[GoldPaper]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [GoldPaper(row["page"], row["title"], row["tags"]) for row in rows]


def _spans(tags: Sequence[str]) -> list[Span]:
    spans, start = [], 0
    for tag in tags:
        end = start + len(tag.split())
        spans.append((start, end))
        start = end
    return spans


def _cover(words: Sequence[str], vocabulary: set[tuple[str, ...]]) -> int:
    """Fewest vocabulary tags whose concatenation is ``words``; 0 when none is."""
    best = [0] + [len(words) + 1] * len(words)
    for end in range(1, len(words) + 1):
        for start in range(end):
            if best[start] <= len(words) and tuple(words[start:end]) in vocabulary:
                best[end] = min(best[end], best[start] + 1)
    return best[-1] if best[-1] <= len(words) else 0


def score(predicted: Mapping[str, list[str]], gold: Sequence[GoldPaper]) -> dict[str, object]:
    """Fused, broken and exact tags of ``predicted`` (normalised title -> tags) against gold."""
    vocabulary = {tuple(tag.split()) for paper in gold for tag in paper.tags}
    fused: list[str] = []
    fused_by_vocabulary = broken = exact = n_predicted = n_gold = 0
    for paper in gold:
        tags = predicted[normalize_title(paper.title)]
        if " ".join(tags).split() != " ".join(paper.tags).split():
            raise ValueError(f"the output lost or moved words of {paper.title!r}")
        words = " ".join(tags).split()
        out, truth = _spans(tags), _spans(paper.tags)
        n_predicted, n_gold = n_predicted + len(out), n_gold + len(truth)
        exact += len(set(out) & set(truth))
        for start, end in out:
            if sum(1 for s, e in truth if start <= s and e <= end) >= 2:
                fused.append(" ".join(words[start:end]))
            if _cover(words[start:end], vocabulary) >= 2:
                fused_by_vocabulary += 1
        broken += sum(1 for s, e in truth if (s, e) not in out and any(s <= a and b <= e for a, b in out))
    return {
        "fused": len(fused),
        "fused_by_vocabulary": fused_by_vocabulary,
        "broken": broken,
        "tags": n_predicted,
        "gold_tags": n_gold,
        "precision": round(exact / n_predicted, 3) if n_predicted else None,
        "recall": round(exact / n_gold, 3) if n_gold else None,
        "fused_examples": fused,
    }


def _parse(texts: Mapping[str, str], catalog: Iterable[Paper] | None = None) -> dict[str, list[Paper]]:
    """Each page's papers with one vocabulary from all of ``texts`` (and ``catalog``)."""
    vocabulary = shared_vocabulary([page_tags(text) for text in texts.values()], catalog or [])
    return {name: parse_topic_page(text, vocabulary).papers for name, text in texts.items()}


def modes(texts: Mapping[str, str]) -> dict[str, dict[str, list[Paper]]]:
    """Every mode's papers, page by page."""
    alone = {name: parse_topic_page(text).papers for name, text in texts.items()}
    result = {"before": alone, "after": _parse(texts)}
    if len(texts) == 2:
        first, second = sorted(texts)
        for label, (one, two) in (("a_then_b", (first, second)), ("b_then_a", (second, first))):
            later = _parse({two: texts[two]}, catalog=alone[one])
            result[label] = {one: alone[one], two: later[two]}
    return result


def splits(before: Iterable[Paper], after: Iterable[Paper]) -> list[dict[str, object]]:
    """Tags of the ``before`` papers that ``after`` cut, with what they became."""
    cut: list[dict[str, object]] = []
    by_title = {normalize_title(p.title): p for p in after}
    for paper in before:
        later = by_title[normalize_title(paper.title)]
        spans_after = _spans(later.tags)
        words = " ".join(paper.tags).split()
        for start, end in _spans(paper.tags):
            inside = [" ".join(words[s:e]) for s, e in spans_after if start <= s and e <= end]
            if len(inside) > 1:
                cut.append({"title": paper.title, "before": " ".join(words[start:end]), "after": inside})
    return cut


def mining_speed(gold: Sequence[GoldPaper], sizes: Sequence[int] = SPEED_LINES) -> dict[str, float]:
    """Seconds to learn a vocabulary from n tag lines (random runs of the gold tags, seeded):
    what a catalogue of n topic-page papers costs every ingest that includes a page."""
    tags = sorted({tag for paper in gold for tag in paper.tags})
    rng = random.Random(11)
    seconds = {}
    for size in sizes:
        lines = [" ".join(rng.sample(tags, rng.randint(2, 5))) for _ in range(size)]
        started = time.perf_counter()
        mine_vocabulary(lines, ["RL for Language Models"])
        seconds[str(size)] = round(time.perf_counter() - started, 3)
    return seconds


def measure(seeds: Path = SEEDS, gold_path: Path = GOLD, speed: bool = True) -> dict[str, object]:
    """The benchmark's figures as one dict (see the module docstring)."""
    gold = load_gold(gold_path)
    texts = {path.name: path.read_text(encoding="utf-8") for path in sorted(seeds.glob("*.txt"))}
    figures: dict[str, object] = {}
    papers_by_mode = modes(texts)
    for mode, pages in papers_by_mode.items():
        predicted = {normalize_title(p.title): p.tags for papers in pages.values() for p in papers}
        figures[mode] = score(predicted, gold)
    before = [p for papers in papers_by_mode["before"].values() for p in papers]
    after = [p for papers in papers_by_mode["after"].values() for p in papers]
    report: dict[str, object] = {
        "pages": sorted(texts),
        "gold": {"papers": len(gold), "tags": sum(len(p.tags) for p in gold), "file": str(gold_path.relative_to(ROOT))},
        "modes": figures,
        "split_by_shared_vocabulary": splits(before, after),
    }
    if speed:
        report["mining_seconds_by_lines"] = mining_speed(gold)
        report["machine"] = machine()
    return report


def table(report: Mapping[str, object]) -> str:
    modes_ = report["modes"]
    assert isinstance(modes_, dict)
    lines = [f"{'mode':<10} {'fused':>5} {'by vocab':>8} {'broken':>6} {'tags':>5} {'precision':>9} {'recall':>6}"]
    for mode, row in modes_.items():
        lines.append(
            f"{mode:<10} {row['fused']:>5} {row['fused_by_vocabulary']:>8} {row['broken']:>6} {row['tags']:>5} "
            f"{row['precision']:>9} {row['recall']:>6}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.topic_tags", description=__doc__.splitlines()[0])
    parser.add_argument("--no-write", action="store_true", help=f"do not write {RESULT.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    report = measure()
    print(table(report))
    after = report["modes"]
    assert isinstance(after, dict)
    print("\nstill fused after:", *after["after"]["fused_examples"][:EXAMPLES], sep="\n  ")
    if not args.no_write:
        RESULT.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"\nwrote {RESULT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
