"""Sentence segmenters measured on hard boundaries from real paper text (issue 11).

Why this exists: every extractive answer, citation quote and summary is made of
sentences, so a split after "Dr." in "Dr. GRPO prevents ..." or after "Eq." in
"Eq. (2)" turns into a broken quote. The segmenter behind ``split_sentences`` was
chosen by these figures, not by reputation, and the figures can be re-run whenever a
candidate or the post-processing layer changes.

The set (``benchmarks/questions/sentence_boundaries.jsonl``) holds one passage a line::

    {"id": "sb-…", "split": "dev" | "heldout", "source": "corpus:2506.02048",
     "tags": ["decimal", "abbrev"], "text": "…", "sentences": ["…", "…"]}

``text`` is a short excerpt (two to six sentences, sometimes ending mid-sentence
where the excerpt was cut) and ``sentences`` its gold split, in order, covering
every non-space character of ``text``. ``source`` says where it came from:
``pdf:NAME`` (the shared test PDFs read by ``ingest.pdf_reader``), ``corpus:ARXIV_ID``
(the shared abstracts), ``seeds:FILE``, ``github-excerpt:ID`` (paper text from public
repositories, for abbreviations the shared data lacks: "Fig.", "Eq.", "Tab.", "cf.",
"approx.", initials) or ``constructed:brief`` (the one sentence the issue quotes).
The split was drawn from a hash of each passage before any segmenter was run on it:
``dev`` passages were looked at while writing the post-processing layer of
``assistant/sentences.py``; ``heldout`` passages were not, so their figure is the honest one.

Boundaries are compared as offsets counted in non-space characters, so a segmenter
that trims or keeps whitespace is neither helped nor hurt. A *decision point* is a
gold boundary, a predicted boundary, or any place right after ". ! ? 。" (and closing
quotes or brackets) where a sentence could end; boundary accuracy is the share of
decision points a segmenter gets right.

Only nupunkt is a paperchat dependency; the other candidates are reported as not
installed until they are put on the path, away from the project's virtualenv::

    pip install --target /tmp/sbd pysbd sentencex syntok blingfire segtok
    rm -rf /tmp/sbd/benchmarks /tmp/sbd/examples   # pysbd's wheel ships these top-level packages
    PYTHONPATH=/tmp/sbd python -m benchmarks.sentence_boundaries
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from benchmarks.common import QUESTIONS, RESULTS, ROOT, SEEDS, machine, shared_data

DATA = QUESTIONS / "sentence_boundaries.jsonl"
RESULT = RESULTS / "sentence_boundaries.json"
SPLITS = ("dev", "heldout")
SPEED_ABSTRACTS = 400
DR_GRPO = "Dr. GRPO prevents the response length from growing. It removes the length normalisation of GRPO."

Segmenter = Callable[[str], list[str]]

_CANDIDATE_END = re.compile(r"[.!?。！？][\"'”’)\]]*")
_DR_NAME = re.compile(r"\bDr\.(?=\s+[A-Z])")


@dataclass(frozen=True)
class Passage:
    """One excerpt and its gold sentences."""

    id: str
    split: str
    source: str
    tags: tuple[str, ...]
    text: str
    sentences: tuple[str, ...]

    @property
    def gold(self) -> frozenset[int]:
        return boundaries(self.text, self.sentences)


def load_passages(path: Path = DATA) -> list[Passage]:
    """The set, checked: every passage's sentences must cover its text exactly."""
    passages = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        passage = Passage(row["id"], row["split"], row["source"], tuple(row["tags"]), row["text"], tuple(row["sentences"]))
        if passage.split not in SPLITS:
            raise ValueError(f"{passage.id}: split must be one of {SPLITS}")
        boundaries(passage.text, passage.sentences)  # raises when the gold does not cover the text
        passages.append(passage)
    return passages


def _squeeze(text: str) -> str:
    return "".join(text.split())


def boundaries(text: str, sentences: Sequence[str]) -> frozenset[int]:
    """Where sentences start (but the first), as offsets in non-space characters.

    Raises ``ValueError`` when the sentences are not the text's characters in order,
    which is how a segmenter that rewrites text is caught instead of scored wrongly.
    """
    if "".join(_squeeze(s) for s in sentences) != _squeeze(text):
        raise ValueError("the sentences do not cover the text")
    starts, offset = set(), 0
    for sentence in sentences:
        length = len(_squeeze(sentence))
        if length and offset:
            starts.add(offset)
        offset += length
    return frozenset(starts)


def _nonspace_offsets(text: str) -> list[int]:
    """For each character index, how many non-space characters come before it."""
    counts, seen = [], 0
    for char in text:
        counts.append(seen)
        seen += not char.isspace()
    counts.append(seen)
    return counts


def candidates(text: str) -> frozenset[int]:
    """Places where a sentence could end: after a terminal mark and any closing quotes or brackets."""
    counts = _nonspace_offsets(text)
    total = counts[-1]
    return frozenset(counts[m.end()] for m in _CANDIDATE_END.finditer(text) if 0 < counts[m.end()] < total)


def _dr_positions(text: str) -> frozenset[int]:
    counts = _nonspace_offsets(text)
    return frozenset(counts[m.end()] for m in _DR_NAME.finditer(text))


# ---------------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------------


@dataclass
class Score:
    """Counts over a set of passages; ``figures()`` turns them into shares."""

    passages: int = 0
    exact_passages: int = 0
    gold_sentences: int = 0
    exact_sentences: int = 0
    decisions: int = 0
    true_pos: int = 0
    false_pos: int = 0
    false_neg: int = 0
    unaligned: int = 0

    def add(self, passage: Passage, predicted: list[str]) -> bool:
        """Score one passage; True when its split is exactly right."""
        self.passages += 1
        self.gold_sentences += len(passage.sentences)
        gold = passage.gold
        try:
            found = boundaries(passage.text, predicted)
        except ValueError:
            self.unaligned += 1
            self.false_neg += len(gold)
            self.decisions += len(gold | candidates(passage.text))
            return False
        self.true_pos += len(gold & found)
        self.false_pos += len(found - gold)
        self.false_neg += len(gold - found)
        self.decisions += len(gold | found | candidates(passage.text))
        wanted = {" ".join(s.split()) for s in passage.sentences}
        self.exact_sentences += sum(" ".join(s.split()) in wanted for s in predicted)
        exact = found == gold
        self.exact_passages += exact
        return exact

    def figures(self) -> dict[str, object]:
        errors = self.false_pos + self.false_neg
        return {
            "passages": self.passages,
            "decision_points": self.decisions,
            "gold_boundaries": self.true_pos + self.false_neg,
            "boundary_accuracy": _share(self.decisions - errors, self.decisions),
            "precision": _share(self.true_pos, self.true_pos + self.false_pos),
            "recall": _share(self.true_pos, self.true_pos + self.false_neg),
            "exact_sentences": _share(self.exact_sentences, self.gold_sentences),
            "exact_passages": _share(self.exact_passages, self.passages),
            "false_splits": self.false_pos,
            "missed_boundaries": self.false_neg,
            "unaligned_passages": self.unaligned,
        }


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def score(segment: Segmenter, passages: Iterable[Passage]) -> dict[str, object]:
    """Boundary figures per split and overall, the "Dr." names kept, and the tags of the misses."""
    by_split = {name: Score() for name in (*SPLITS, "all")}
    missed_tags: Counter[str] = Counter()
    dr_kept = dr_total = 0
    for passage in passages:
        predicted = segment(passage.text)
        exact = by_split["all"].add(passage, predicted)
        by_split[passage.split].add(passage, predicted)
        if not exact:
            missed_tags.update(passage.tags)
        dr_kept, dr_total = _count_dr(passage, predicted, dr_kept, dr_total)
    result: dict[str, object] = {name: tally.figures() for name, tally in by_split.items()}
    result["dr_names_kept"] = f"{dr_kept}/{dr_total}"
    result["dr_grpo_sentence_kept"] = len(segment(DR_GRPO)) == 2 and segment(DR_GRPO)[0].startswith("Dr. GRPO")
    result["passages_missed_by_tag"] = dict(missed_tags.most_common())
    return result


def _count_dr(passage: Passage, predicted: list[str], kept: int, total: int) -> tuple[int, int]:
    positions = _dr_positions(passage.text)
    try:
        found = boundaries(passage.text, predicted)
    except ValueError:
        return kept, total + len(positions)
    return kept + len(positions - found), total + len(positions)


def misses(segment: Segmenter, passages: Iterable[Passage]) -> list[tuple[Passage, list[str]]]:
    """The passages a segmenter splits differently from the gold, with its split (for development)."""
    wrong = []
    for passage in passages:
        predicted = segment(passage.text)
        try:
            if boundaries(passage.text, predicted) == passage.gold:
                continue
        except ValueError:
            pass
        wrong.append((passage, predicted))
    return wrong


# ---------------------------------------------------------------------------------
# The candidates
# ---------------------------------------------------------------------------------

_LEGACY_ABBREVIATIONS = ("e.g", "i.e", "et al", "etc", "vs", "fig", "figs", "eq", "eqs", "sec", "no", "cf", "approx", "resp")
_LEGACY_BOUNDARY = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[A-Z0-9\"'(\[])")


def legacy_split(text: str) -> list[str]:
    """The hand-written regex splitter ``assistant/sentences.py`` had before issue 11, kept as the baseline."""
    flat = " ".join(text.split())
    if not flat:
        return []
    sentences: list[str] = []
    start = 0
    for match in _LEGACY_BOUNDARY.finditer(flat):
        candidate = flat[start : match.start()].rstrip()
        last_word = candidate.rsplit(" ", 1)[-1].rstrip(".").lower()
        if last_word in _LEGACY_ABBREVIATIONS or re.fullmatch(r"[a-z]", last_word):
            continue
        sentences.append(flat[start : match.end()].strip())
        start = match.end()
    sentences.append(flat[start:].strip())
    return [s for s in sentences if s]


def _paperchat() -> Segmenter:
    from assistant.sentences import split_sentences

    return split_sentences


def _pysbd() -> Segmenter:
    import pysbd

    segmenter = pysbd.Segmenter(language="en", clean=False)
    return lambda text: list(segmenter.segment(text))


def _nupunkt() -> Segmenter:
    import nupunkt

    return lambda text: [str(sentence) for sentence in nupunkt.sent_tokenize(text)]


def _sentencex() -> Segmenter:
    import sentencex

    return lambda text: list(sentencex.segment("en", text))


def _syntok() -> Segmenter:
    from syntok import segmenter

    def split(text: str) -> list[str]:
        return ["".join(t.spacing + t.value for t in s).strip() for p in segmenter.process(text) for s in p]

    return split


def _blingfire() -> Segmenter:
    import blingfire

    return lambda text: blingfire.text_to_sentences(text).split("\n")


def _segtok() -> Segmenter:
    from segtok.segmenter import split_multi

    return lambda text: list(split_multi(text))


def with_rules(make: Callable[[], Segmenter]) -> Callable[[], Segmenter]:
    """A candidate under paperchat's post-processing layer, so candidates compare on equal terms."""

    def build() -> Segmenter:
        from assistant.sentences import paragraphs, refine

        segment = make()

        def split(text: str) -> list[str]:
            return [s for flat in paragraphs(text) for s in refine(flat, _starts(flat, segment(flat)))]

        return split

    return build


def _starts(flat: str, pieces: Sequence[str]) -> list[int]:
    """Character offsets in ``flat`` where the pieces start, found by counting non-space characters."""
    index_of = [i for i, char in enumerate(flat) if not char.isspace()] + [len(flat)]
    starts, seen = [], 0
    for piece in pieces:
        starts.append(index_of[min(seen, len(index_of) - 1)])
        seen += len(_squeeze(piece))
    return starts


@dataclass(frozen=True)
class Candidate:
    """A segmenter to measure: how to build it, what to import, which distribution it is."""

    name: str
    make: Callable[[], Segmenter]
    module: str
    distribution: str | None


CANDIDATES = (
    Candidate("paperchat (nupunkt + rules)", _paperchat, "assistant.sentences", "nupunkt"),
    Candidate("legacy regex (before #11)", lambda: legacy_split, "re", None),
    Candidate("pysbd", _pysbd, "pysbd", "pysbd"),
    Candidate("nupunkt", _nupunkt, "nupunkt", "nupunkt"),
    Candidate("sentencex", _sentencex, "sentencex", "sentencex"),
    Candidate("syntok", _syntok, "syntok.segmenter", "syntok"),
    Candidate("blingfire", _blingfire, "blingfire", "blingfire"),
    Candidate("segtok", _segtok, "segtok.segmenter", "segtok"),
    Candidate("pysbd + rules", with_rules(_pysbd), "pysbd", "pysbd"),
    Candidate("sentencex + rules", with_rules(_sentencex), "sentencex", "sentencex"),
    Candidate("blingfire + rules", with_rules(_blingfire), "blingfire", "blingfire"),
    Candidate("segtok + rules", with_rules(_segtok), "segtok.segmenter", "segtok"),
)


def _package(distribution: str | None) -> dict[str, object]:
    if distribution is None:
        return {"version": None, "license": "MIT"}
    meta = importlib.metadata.metadata(distribution).json
    classifiers = [c.rsplit(" :: ", 1)[-1] for c in meta.get("classifier", []) if c.startswith("License ::")]
    license_name = meta.get("license_expression") or (classifiers[0] if classifiers else meta.get("license"))
    return {"version": meta["version"], "license": license_name}


def cold_start(candidate: Candidate) -> dict[str, float | None]:
    """Import time and first-call time (building the segmenter, loading its model) in a fresh interpreter, in ms.

    This is what a CLI run pays; paperchat's own module imports nupunkt lazily, so its
    cost shows in the first call rather than the import.
    """
    code = (
        "import time, importlib\n"
        "t0 = time.perf_counter()\n"
        f"importlib.import_module({candidate.module!r})\n"
        "t1 = time.perf_counter()\n"
        "import json\n"
        "from benchmarks.sentence_boundaries import CANDIDATES, DR_GRPO\n"
        "t2 = time.perf_counter()\n"
        f"[c for c in CANDIDATES if c.name == {candidate.name!r}][0].make()(DR_GRPO)\n"
        "t3 = time.perf_counter()\n"
        "print(json.dumps({'import_ms': (t1 - t0) * 1000, 'first_call_ms': (t3 - t2) * 1000}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    if done.returncode:
        return {"import_ms": None, "first_call_ms": None}
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    return {key: round(value, 1) for key, value in figures.items()}


def speed_texts(limit: int = SPEED_ABSTRACTS) -> list[str]:
    """Abstracts from the shared corpus (or the seed pages when it is absent), one text per call."""
    corpus = shared_data().corpus
    if corpus is None:
        return [page.read_text(encoding="utf-8") for page in sorted(SEEDS.glob("*.txt"))]
    with corpus.open(encoding="utf-8") as lines:
        return [json.loads(line)["abstract"] for _, line in zip(range(limit), lines)]


def speed(segment: Segmenter, texts: Sequence[str], repeats: int = 3) -> float:
    """Sentences out per second over the texts, best of ``repeats`` (the machine is shared).

    Each segmenter counts its own sentences, so one that never splits is not rewarded.
    """
    segment(texts[0])
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        produced = sum(len(segment(text)) for text in texts)
        best = min(best, time.perf_counter() - started)
    return round(produced / best)


def measure(names: Sequence[str] | None = None, passages: Sequence[Passage] | None = None) -> dict[str, dict[str, object]]:
    """Every candidate (or those named): accuracy per split, "Dr." names, speed, cold start, licence.

    A candidate that is not installed is reported as unavailable rather than failing the run.
    """
    chosen = [c for c in CANDIDATES if names is None or c.name in names]
    passages = list(passages) if passages is not None else load_passages()
    texts = speed_texts()
    results: dict[str, dict[str, object]] = {}
    for candidate in chosen:
        try:
            segment = candidate.make()
            package = _package(candidate.distribution)
        except (ImportError, importlib.metadata.PackageNotFoundError):
            results[candidate.name] = {"available": False}
            continue
        results[candidate.name] = {
            "available": True,
            **package,
            **score(segment, passages),
            "sentences_per_s": speed(segment, texts),
            **cold_start(candidate),
        }
    return results


def describe_set(passages: Sequence[Passage]) -> dict[str, object]:
    """Sizes of the set: passages, gold boundaries and decision points per split, and tags."""
    sizes: dict[str, object] = {}
    for split in (*SPLITS, "all"):
        chosen = [p for p in passages if split in (p.split, "all")]
        tally = Score()
        for passage in chosen:
            tally.add(passage, list(passage.sentences))
        sizes[split] = {"passages": len(chosen), "gold_boundaries": tally.true_pos, "decision_points": tally.decisions}
    sizes["tags"] = dict(Counter(t for p in passages for t in p.tags).most_common())
    sizes["sources"] = dict(Counter(p.source.split(":")[0] for p in passages).most_common())
    return sizes


# ---------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------


def table(results: dict[str, dict[str, object]]) -> str:
    """The figures as a fixed-width table, one segmenter a row."""
    header = f"{'segmenter':<28} {'held-out acc':>12} {'dev acc':>8} {'P':>6} {'R':>6} {'exact sent':>10} {'Dr.':>6} {'sent/s':>8} {'import ms':>9} {'1st call ms':>11} {'licence':<10}"
    rows = [header, "-" * len(header)]
    for name, r in results.items():
        if not r.get("available"):
            rows.append(f"{name:<28} not installed")
            continue
        held, dev, whole = (cast("dict[str, float]", r[part]) for part in ("heldout", "dev", "all"))
        rows.append(
            f"{name:<28} {held['boundary_accuracy']:>12.2%} {dev['boundary_accuracy']:>8.2%} "
            f"{whole['precision']:>6.3f} {whole['recall']:>6.3f} {whole['exact_sentences']:>10.2%} "
            f"{r['dr_names_kept']:>6} {r['sentences_per_s']:>8} {r['import_ms']!s:>9} {r['first_call_ms']!s:>11} {r['license']!s:<10}"
        )
    return "\n".join(rows)


def _print_misses(name: str, split: str | None) -> None:
    segment = next(c for c in CANDIDATES if c.name == name).make()
    chosen = [p for p in load_passages() if split in (None, p.split)]
    for passage, predicted in misses(segment, chosen):
        print(f"\n[{passage.id} {passage.split} {','.join(passage.tags)}]")
        for sentence in predicted:
            print(f"  | {sentence}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.sentence_boundaries", description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", help="measure only these segmenters")
    parser.add_argument("--misses", metavar="NAME", help="print the passages NAME splits wrongly instead of measuring")
    parser.add_argument("--split", choices=SPLITS, help="with --misses: only this split")
    parser.add_argument("--no-write", action="store_true", help=f"do not write {RESULT.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    if args.misses:
        _print_misses(args.misses, args.split)
        return 0
    passages = load_passages()
    results = measure(args.only, passages)
    print(table(results))
    if not args.no_write:
        report = {"set": describe_set(passages), "machine": machine(), "segmenters": results}
        RESULT.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {RESULT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
