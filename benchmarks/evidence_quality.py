"""Evidence quality of the PDF reader (issue 11): is what an answer can quote prose?

Everything in a page's text can end up quoted by an answer or a summary, so the page
text must hold body prose (and the abstract) and nothing else: no title or author
block, no axis labels or table rows, no LaTeX debris, no reference entries. This
measures, per PDF and overall:

- noise share: of the sentences the reader makes quotable (``split_sentences`` over
  each page's text), the share that is not body prose;
- prose kept: of the body-prose sentences a reader should keep, the share it kept;
- metadata accuracy: title, first author, arXiv id and date read from the PDF.

The labelled set has two halves:

- the shared PDFs (``../shared/testdata/pdfs``), labelled line by line in
  ``benchmarks/questions/evidence_shared.jsonl``: every line pypdf extracts is body
  prose unless a range there says otherwise (``front``, ``figure``, ``table``,
  ``equation``, ``footnote``, ``caption``, ``reference``, ``header``, ``stamp`` are
  noise; ``heading`` and ``neutral`` - a bare "where" between two equations - may be
  quoted or not). Lines are counted as pypdf's default extraction gives them, cleaned
  the way every reader cleans characters, so the labels do not depend on the reader
  being measured. Each range carries the start of its first line's text, checked on
  load, so a drifted extraction fails loudly instead of scoring against wrong labels.
- generated papers (``tests/pdf_factory.make_paper``), one per line of
  ``benchmarks/questions/evidence_generated.jsonl``: front matter with superscripts,
  e-mails and GitHub/Hugging Face links, a rotated arXiv stamp, plots with ticks,
  labels, legends and LaTeX debris, tables, display equations, footnotes, boxed
  prompts, references; the generator records which strings are prose.

Sentences are compared as word sequences (case, punctuation, hyphens and line breaks
ignored). An extracted sentence is clean when at least 80% of its word trigrams occur
in the text a reader may quote; a prose sentence is kept when at least 80% of its
trigrams occur in what the reader extracted. Sentences under three words compare
their whole word sequence.

Run ``python -m benchmarks.evidence_quality`` for the current reader, or with
``--reader-root DIR`` to measure the reader of another checkout. The "before" figures
in ``benchmarks/results/evidence_quality_before.json`` are the reader before issue 11's
structure work: ``git worktree add /tmp/pdf_before 4ea89d2`` and
``--reader-root /tmp/pdf_before --output benchmarks/results/evidence_quality_before.json``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.common import PDFS, QUESTIONS, RESULTS, ROOT, machine

SHARED_LABELS = QUESTIONS / "evidence_shared.jsonl"
GENERATED_SPECS = QUESTIONS / "evidence_generated.jsonl"
RESULT = RESULTS / "evidence_quality.json"
NOISE_LABELS = {"front", "figure", "table", "equation", "footnote", "caption", "reference", "header", "stamp"}
OPTIONAL_LABELS = {"heading", "neutral"}
#: A sentence is clean (or kept) when this share of its word trigrams is found.
MATCH_SHARE = 0.8
METADATA_FIELDS = ("title", "first_author", "arxiv_id", "date")
TARGETS = {"noise_share_max": 0.01, "prose_kept_min": 0.98}


@dataclass
class Gold:
    """One labelled PDF: the text a reader may make quotable, and the prose it must keep."""

    name: str
    path: Path
    allowed: list[str] = field(default_factory=list)  # prose and optional text, in reading order
    required: list[str] = field(default_factory=list)  # body-prose sentences
    metadata: dict[str, str | None] = field(default_factory=dict)


# ---------------------------------------------------------------------------------
# Words and trigrams
# ---------------------------------------------------------------------------------


def words(text: str) -> list[str]:
    """Lower-cased words, hyphens and soft hyphens removed ("rein-forcement" = "reinforcement")."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("-", "").replace("\u00ad", "")
    return re.findall(r"[^\W_]+", text)


def stream_words(lines: Sequence[str]) -> list[str]:
    """Words of consecutive lines; a word broken at a line-end hyphen is joined."""
    out: list[str] = []
    glue = False
    for line in lines:
        found = words(line)
        if glue and out and found:
            out[-1] += found.pop(0)
        out.extend(found)
        glue = bool(re.search(r"[^\W\d_]-$", line.rstrip()))
    return out


def ngrams(tokens: Sequence[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


class Index:
    """Word n-grams (1 to 3) of texts, to ask whether a sentence's words occur in them."""

    def __init__(self, *streams: Sequence[str]) -> None:
        self.grams: list[set[tuple[str, ...]]] = [set(), set(), set(), set()]
        for tokens in streams:
            for n in (1, 2, 3):
                self.grams[n] |= ngrams(tokens, n)

    def share(self, tokens: Sequence[str]) -> float:
        """Share of the sentence's trigrams found (whole sequence for short sentences)."""
        if not tokens:
            return 1.0
        if len(tokens) < 3:
            return 1.0 if tuple(tokens) in self.grams[len(tokens)] else 0.0
        grams = [tuple(tokens[i : i + 3]) for i in range(len(tokens) - 2)]
        return sum(gram in self.grams[3] for gram in grams) / len(grams)


# ---------------------------------------------------------------------------------
# Labelled set: shared PDFs
# ---------------------------------------------------------------------------------


def load_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def raw_lines(path: Path) -> list[list[str]]:
    """Each page's non-empty lines as pypdf's default extraction gives them, characters cleaned.

    The same lines every paperchat reader starts from (NFKC, control characters out,
    spaces collapsed, soft-hyphen breaks joined, "Abstract—We ..." split), computed
    here so that labels never depend on the reader under test.
    """
    from pypdf import PdfReader

    pages = []
    for page in PdfReader(path).pages:
        text = re.sub("\u00ad[^\\S\n]*\n[^\\S\n]*", "", page.extract_text() or "")
        lines: list[str] = []
        for line in unicodedata.normalize("NFKC", text).split("\n"):
            line = "".join(ch if unicodedata.category(ch)[0] != "C" else ("" if ch == "\x00" else " ") for ch in line)
            line = re.sub(r"\s+", " ", re.sub(r"(?:\.\s?){4,}", " ... ", line)).strip()
            match = re.match(r"^(Abstract|ABSTRACT)\s*[.:\u2014\u2013-]\s*(\S.*)$", line)
            lines.extend([match.group(1), match.group(2)] if match else [line] if line else [])
        pages.append(lines)
    return pages


def shared_gold(folder: Path = PDFS, labels: Path = SHARED_LABELS) -> list[Gold]:
    """Gold for every labelled shared PDF present in ``folder``."""
    rows = load_jsonl(labels)
    golds = []
    for name in dict.fromkeys(row["pdf"] for row in rows):
        path = folder / name
        if path.is_file():
            golds.append(_shared(path, [row for row in rows if row["pdf"] == name]))
    return golds


def _shared(path: Path, rows: list[dict[str, Any]]) -> Gold:
    from assistant.sentences import split_sentences

    pages = raw_lines(path)
    labels = [["prose"] * len(lines) for lines in pages]
    meta = next((row for row in rows if row["kind"] == "metadata"), {})
    for row in rows:
        if row["kind"] == "lines":
            _apply(path.name, pages, labels, row)
    allowed = [line for lines, marks in zip(pages, labels) for line, mark in zip(lines, marks) if mark not in NOISE_LABELS]
    prose = [line for lines, marks in zip(pages, labels) for line, mark in zip(lines, marks) if mark == "prose"]
    required = split_sentences(_joined(prose))
    return Gold(path.name, path, allowed, required, {key: meta.get(key) for key in METADATA_FIELDS})


def _apply(name: str, pages: list[list[str]], labels: list[list[str]], row: dict[str, Any]) -> None:
    page, (first, last) = row["page"] - 1, row["lines"]
    if not pages[page][first].startswith(row["text"]):
        raise ValueError(f"{name} page {row['page']} line {first} is {pages[page][first]!r}, labelled as {row['text']!r}")
    for index in range(first, last + 1):
        labels[page][index] = row["label"]


def _joined(lines: Sequence[str]) -> str:
    """Lines as running text: a line-end hyphen joins the word, other breaks become spaces."""
    text = ""
    for line in lines:
        text = text[:-1] + line if re.search(r"[^\W\d_]-$", text) else f"{text} {line}" if text else line
    return text


# ---------------------------------------------------------------------------------
# Labelled set: generated papers
# ---------------------------------------------------------------------------------


def generated_gold(folder: Path, specs: Path = GENERATED_SPECS) -> list[Gold]:
    """Draw every generated paper of ``specs`` into ``folder``; their labels come from the generator."""
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        factory = importlib.import_module("pdf_factory")
    except ImportError as err:  # reportlab is a test dependency: report, do not fail
        print(f"generated papers skipped: {err}", file=sys.stderr)
        return []
    golds = []
    for row in load_jsonl(specs):
        spec = factory.PaperSpec(**{k: tuple(map(tuple, v)) if k == "authors" else v for k, v in row["spec"].items()})
        paper = factory.make_paper(folder / f"{row['name']}.pdf", spec)
        golds.append(Gold(row["name"], paper.path, [*paper.prose, *paper.headings], list(paper.prose), _spec_metadata(spec)))
    return golds


def _spec_metadata(spec: Any) -> dict[str, str | None]:
    stamp = re.search(r"arXiv:(\d{4}\.\d{4,5})v\d+ \[[^\]]+\] (\d{1,2}) (\w{3}) (\d{4})", spec.stamp or "")
    date = None
    if stamp:
        month = "JanFebMarAprMayJunJulAugSepOctNovDec".index(stamp.group(3)) // 3 + 1
        date = f"{stamp.group(4)}-{month:02d}-{int(stamp.group(2)):02d}"
    return {
        "title": spec.title,
        "first_author": spec.authors[0][0],
        "arxiv_id": stamp.group(1) if stamp else None,
        "date": date,
    }


# ---------------------------------------------------------------------------------
# Measuring one reader
# ---------------------------------------------------------------------------------


def score(doc: Any, gold: Gold, split: Callable[[str], list[str]]) -> dict[str, Any]:
    """Noise share, prose kept and metadata of one read document against its gold."""
    # Both with and without words joined across line ends: a page's text stops at a
    # hyphen ("improve-") that only the next page completes.
    allowed = Index(stream_words(gold.allowed), [token for line in gold.allowed for token in words(line)])
    texts = [page.text for page in doc.pages]
    extracted = Index([token for text in texts for token in words(text)])
    sentences = [s for text in texts for s in split(text) if words(s)]
    noise = [s for s in sentences if allowed.share(words(s)) < MATCH_SHARE]
    kept = [s for s in gold.required if extracted.share(words(s)) >= MATCH_SHARE]
    found = {
        "title": doc.title,
        "first_author": (getattr(doc, "authors", None) or [None])[0],
        "arxiv_id": getattr(doc, "arxiv_id", None),
        "date": getattr(doc, "date", None),
    }
    right = {key: _same(found[key], gold.metadata.get(key)) for key in METADATA_FIELDS}
    return {
        "quotable_sentences": len(sentences),
        "noise_sentences": len(noise),
        "noise_share": round(len(noise) / len(sentences), 4) if sentences else 0.0,
        "prose_sentences": len(gold.required),
        "prose_kept": round(len(kept) / len(gold.required), 4) if gold.required else 1.0,
        "metadata_right": right,
        "metadata_read": found,
        "noise_examples": [s[:160] for s in noise[:8]],
        "missed_examples": [s[:160] for s in gold.required if s not in kept][:5],
    }


def _same(found: object, expected: str | None) -> bool:
    if expected is None:
        return found in (None, "")
    return isinstance(found, str) and " ".join(found.split()).casefold() == " ".join(expected.split()).casefold()


def measure(reader_root: Path | None = None) -> dict[str, Any]:
    """The figures for every labelled PDF and overall (what ``benchmarks.run`` records)."""
    read, split = _reader(reader_root)
    with tempfile.TemporaryDirectory(prefix="paperchat-evidence-") as tmp:
        golds = [*shared_gold(), *generated_gold(Path(tmp))]
        per_pdf = {gold.name: _timed(read, gold, split) for gold in golds}
    return {
        "reader": str(reader_root or ROOT),
        "machine": machine(),
        "targets": TARGETS,
        "overall": _overall(per_pdf),
        "pdfs": per_pdf,
    }


def _timed(read: Callable[[Path], Any], gold: Gold, split: Callable[[str], list[str]]) -> dict[str, Any]:
    start = time.process_time()
    doc = read(gold.path)
    seconds = time.process_time() - start
    return {**score(doc, gold, split), "read_cpu_s": round(seconds, 3), "shared": gold.path.parent == PDFS}


def _overall(per_pdf: dict[str, dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for group, rows in (("all", list(per_pdf.values())), *_groups(per_pdf)):
        sentences = sum(r["quotable_sentences"] for r in rows)
        prose = sum(r["prose_sentences"] for r in rows)
        fields = [ok for r in rows for ok in r["metadata_right"].values()]
        out[group] = {
            "pdfs": len(rows),
            "noise_share": round(sum(r["noise_sentences"] for r in rows) / sentences, 4) if sentences else 0.0,
            "prose_kept": round(sum(r["prose_kept"] * r["prose_sentences"] for r in rows) / prose, 4) if prose else 1.0,
            "metadata_accuracy": round(sum(fields) / len(fields), 4) if fields else 1.0,
        }
        for key in METADATA_FIELDS:
            out[group][f"{key}_right"] = sum(r["metadata_right"][key] for r in rows)
    return out


def _groups(per_pdf: dict[str, dict[str, Any]]) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    yield "shared", [r for r in per_pdf.values() if r["shared"]]
    yield "generated", [r for r in per_pdf.values() if not r["shared"]]


def _reader(root: Path | None) -> tuple[Callable[[Path], Any], Callable[[str], list[str]]]:
    """``read_pdf`` and ``split_sentences`` of this checkout, or of the one at ``root``."""
    if root is not None:
        sys.path.insert(0, str(root))
        for name in [m for m in sys.modules if m.split(".")[0] in ("ingest", "assistant")]:
            del sys.modules[name]
    reader = importlib.import_module("ingest.pdf_reader")
    sentences = importlib.import_module("assistant.sentences")
    return reader.read_pdf, sentences.split_sentences


# ---------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------


def table(result: dict[str, Any]) -> str:
    header = f"{'pdf':<36} {'sentences':>9} {'noise':>7} {'prose kept':>10} {'title':>5} {'author':>6} {'arXiv':>5} {'date':>5} {'cpu s':>6}"
    rows = [header, "-" * len(header)]
    for name, r in result["pdfs"].items():
        right = r["metadata_right"]
        marks = ["yes" if right[key] else "NO" for key in METADATA_FIELDS]
        rows.append(
            f"{name[:36]:<36} {r['quotable_sentences']:>9} {r['noise_share']:>7.2%} {r['prose_kept']:>10.2%} "
            f"{marks[0]:>5} {marks[1]:>6} {marks[2]:>5} {marks[3]:>5} {r['read_cpu_s']:>6.2f}"
        )
    rows.append("-" * len(header))
    for group, o in result["overall"].items():
        rows.append(
            f"{'overall: ' + group:<36} {'':>9} {o['noise_share']:>7.2%} {o['prose_kept']:>10.2%}   metadata {o['metadata_accuracy']:.0%} ({o['pdfs']} PDFs)"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.evidence_quality", description=__doc__.splitlines()[0])
    parser.add_argument("--reader-root", type=Path, help="measure the reader of the checkout at this path")
    parser.add_argument(
        "--output", type=Path, default=RESULT, help=f"where to write the figures (default {RESULT.relative_to(ROOT)})"
    )
    parser.add_argument("--examples", action="store_true", help="print the noise sentences and missed prose found")
    args = parser.parse_args(argv)
    result = measure(args.reader_root)
    print(table(result))
    if args.examples:
        for name, r in result["pdfs"].items():
            for kind in ("noise_examples", "missed_examples"):
                for example in r[kind]:
                    print(f"{name} {kind[:-9]}: {example}")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
