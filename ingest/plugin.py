"""``paperchat ingest``: registered into the CLI through the plugin entry point."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tqdm import tqdm

from assistant.cli import print_json
from assistant.settings import Settings


class TqdmProgress:
    """A progress bar on stderr per step ("x.pdf: embedding chunks"), so stdout stays clean."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.bar: tqdm | None = None  # type: ignore[type-arg]
        self.what = ""

    def __call__(self, done: int, total: int, what: str) -> None:
        if not self.enabled:
            return
        if self.bar is None or what != self.what or total != self.bar.total:
            self.close()
            self.what = what
            self.bar = tqdm(total=total, desc=what, unit=" chunks", file=sys.stderr, dynamic_ncols=True)
        self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def register_commands(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "ingest",
        help="add topic pages (.txt), PDFs and metadata (.jsonl/.csv) to the index",
        description="Add files or folders to the index. Re-running is safe: unchanged papers are skipped, "
        "changed ones replaced. Exit status 1 when any file failed.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    parser.add_argument("--json", action="store_true", help="print the per-file report as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=cmd_ingest)


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    from ingest.pipeline import Ingestor

    progress = TqdmProgress(enabled=not args.quiet)
    try:
        report = Ingestor(settings, progress=progress).ingest(args.paths)
    finally:
        progress.close()
    if args.json:
        print_json(report.to_dict())
    else:
        for result in report.files:
            if result.error:
                print(f"FAILED  {result.path}: {result.error}")
            else:
                counts = f"{len(result.added)} added, {len(result.updated)} updated, {len(result.unchanged)} unchanged"
                print(f"ok      {result.path} ({result.kind}): {counts}")
            for warning in result.warnings:
                print(f"        warning: {warning}")
        print(report.summary())
    return 1 if report.failed else 0


def ingest_pdf(settings: Settings, path: Path) -> str:
    """``ask --pdf``: ingest the PDF if needed (unchanged files are skipped) and return its paper id."""
    from assistant.errors import UserError
    from ingest.pipeline import Ingestor

    if path.suffix.lower() != ".pdf":
        raise UserError(f"{path.name} is not a .pdf; give a PDF file to --pdf.")
    progress = TqdmProgress()
    try:
        report = Ingestor(settings, progress=progress).ingest([path])
    finally:
        progress.close()  # the bar must end before the answer streams below it
    result = report.files[0]
    if result.error:
        raise UserError(result.error)
    return (result.added + result.updated + result.unchanged)[0]
