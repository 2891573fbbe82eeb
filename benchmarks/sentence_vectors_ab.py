"""Answer quality with the sentence vectors stored at ingest, then with them ignored, in one process.

One process imports the code once, so the two runs differ only in where sentence vectors
come from (looked up, or encoded at question time as before): a shared working tree that
changes between two separate runs cannot confound the comparison.

Run: ``python -m benchmarks.sentence_vectors_ab [--out DIR]`` (default benchmarks/results/speed).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from benchmarks.common import RESULTS


def main(argv: list[str] | None = None) -> int:
    from assistant.sentence_vectors import SentenceVectors
    from benchmarks import answer_quality

    parser = argparse.ArgumentParser(prog="python -m benchmarks.sentence_vectors_ab", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=RESULTS / "speed")
    args = parser.parse_args(argv)
    answer_quality.main(["--split", "all", "--out", str(args.out / "stored_vectors")])
    SentenceVectors.lookup = lambda self, chunk_ids: {}  # type: ignore[method-assign]  # the before: nothing stored
    answer_quality.main(["--split", "all", "--out", str(args.out / "encoding_sentences")])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
