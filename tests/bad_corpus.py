"""A corpus of malformed files, made on the fly, each with the reason a user should read.

Every bad file is paired with words its one-sentence reason must contain (an ``ok``
expectation for the damaged-but-usable ones, which must be ingested with a warning),
so a test can check each file's fate, not just that "something failed".
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from conftest import SEEDS
from pdf_factory import make_blank_pdf, make_pdf, make_shapes_pdf

GOOD_PAGE = SEEDS / "000_6edcee5decaf2bde.txt"
OTHER_PAGE = SEEDS / "003_931d614282dd9358.txt"
FIVE_MB = 5 * 1024 * 1024


@dataclass(frozen=True)
class Expect:
    """What ingesting one file must give: failure with these words, or ok (with a warning)."""

    words: tuple[str, ...] = ()
    ok: bool = False
    warning: str | None = None


FAIL = Expect
Maker = Callable[[Path], None]


def _junk(seed: int, size: int, nul: bool = True) -> bytes:
    rng = random.Random(seed)
    data = bytes(rng.randrange(256) for _ in range(size))
    return data if nul else data.replace(b"\x00", b"\xff")


def _prose_pdf(path: Path) -> None:
    filler = "Group relative policy optimisation normalises rewards within a group of sampled answers."
    make_pdf(path, [["Abstract", "We study robust ingestion.", *[filler] * 20]], title="Robust Ingestion of Damaged Files")


def _truncated_pdf(path: Path) -> None:
    _prose_pdf(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])


def _deflate_bomb(path: Path) -> None:
    """One page whose 100 KB content stream inflates to 100 MB: must not eat memory or time."""
    import zlib

    from pypdf import PdfWriter
    from pypdf.generic import EncodedStreamObject, NameObject, NumberObject

    writer = PdfWriter()
    page = writer.add_blank_page(612, 792)
    stream = EncodedStreamObject()
    content = b" " * (100 << 20) + b"BT /F1 12 Tf 72 720 Td (Hi) Tj ET"
    stream._data = zlib.compress(content, 9)  # raw compressed bytes: the writer must not inflate them
    stream[NameObject("/Filter")] = NameObject("/FlateDecode")
    stream[NameObject("/Length")] = NumberObject(len(stream._data))
    page[NameObject("/Contents")] = writer._add_object(stream)
    with path.open("wb") as handle:
        writer.write(handle)


def _latin1_text() -> str:
    """The second seed page cut down to Latin-1 ("?" for the rest), so that its three
    encodings below decode to one text: the same papers, not three rival versions."""
    return OTHER_PAGE.read_text(encoding="utf-8").encode("latin-1", errors="replace").decode("latin-1")


def _latin1_page(path: Path) -> None:
    path.write_bytes(_latin1_text().encode("latin-1"))


def _utf16_page(path: Path) -> None:
    path.write_bytes(_latin1_text().encode("utf-16"))  # with a BOM, as Notepad saves it


def _utf16_no_bom_page(path: Path) -> None:
    path.write_bytes(_latin1_text().encode("utf-16-le"))


def _page_with_nul(path: Path) -> None:
    text = GOOD_PAGE.read_text(encoding="utf-8")
    path.write_bytes(text[: len(text) // 2].encode() + b"\x00" * 64 + text[len(text) // 2 :].encode())


def _rows(n: int, prefix: str) -> list[str]:
    return [json.dumps({"title": f"{prefix} paper {i} on reward models", "abstract": f"Abstract {i}."}) for i in range(n)]


def _jsonl_broken_lines(path: Path) -> None:
    good = _rows(3, "Partly broken JSONL")
    lines = [good[0], '{"title": "cut here', good[1], "not json at all", "[1, 2, 3]", good[2], "{}"]
    path.write_text("\n".join(lines) + "\n")


def _text(content: str | bytes) -> Maker:
    def make(path: Path) -> None:
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")

    return make


def _one_line(unit: str, size: int = FIVE_MB) -> Maker:
    return _text(unit * (size // len(unit)))


BAD: dict[str, tuple[Maker, Expect]] = {
    # PDFs
    "truncated.pdf": (_truncated_pdf, FAIL(("damaged",))),
    "encrypted.pdf": (lambda p: make_pdf(p, [["Secret text of the paper."]], encrypt_password="pw"), FAIL(("password",))),
    "zero-pages.pdf": (lambda p: make_blank_pdf(p, 0), FAIL(("no pages",))),
    "blank-2000-pages.pdf": (lambda p: make_blank_pdf(p, 2000), FAIL(("no text layer",))),
    "image-only.pdf": (lambda p: make_shapes_pdf(p, 3), FAIL(("no text layer", "OCR"))),
    "text-renamed.pdf": (_text("Just some notes, saved with the wrong suffix.\n"), FAIL(("not a PDF",))),
    "html-renamed.pdf": (_text("<!DOCTYPE html><html><body>Paywall</body></html>"), FAIL(("not a PDF",))),
    "empty.pdf": (_text(""), FAIL(("empty",))),
    "header-only.pdf": (_text("%PDF-1.7\n"), FAIL(("damaged",))),
    "header-then-junk.pdf": (lambda p: p.write_bytes(b"%PDF-1.5\n" + _junk(1, 20000)), FAIL(("damaged",))),
    "nul-bytes.pdf": (_text(b"\x00" * 4096), FAIL(("not a PDF",))),
    "deflate-bomb.pdf": (_deflate_bomb, FAIL(("no text layer",))),
    # topic pages (.txt)
    "empty.txt": (_text(""), FAIL(("empty",))),
    "blank-lines.txt": (_text("\n \n\t\n" * 50), FAIL(("topic page",))),
    "binary-junk.txt": (_text(_junk(2, 50000)), FAIL(("binary",))),
    "high-bytes-junk.txt": (_text(_junk(3, 50000, nul=False)), FAIL(("topic page",))),
    "prose-not-a-page.txt": (_text("Dear reviewer,\nthank you for the comments.\n" * 40), FAIL(("topic page",))),
    "one-5mb-line.txt": (_one_line("reinforcement learning "), FAIL(("topic page",))),
    "one-5mb-word.txt": (_one_line("x"), FAIL(("topic page",))),
    "nul-in-middle.txt": (_page_with_nul, Expect(ok=True, warning="NUL bytes")),
    "latin-1-page.txt": (_latin1_page, Expect(ok=True, warning="not UTF-8")),
    "utf-16-page.txt": (_utf16_page, Expect(ok=True)),
    "utf-16-no-bom-page.txt": (_utf16_no_bom_page, Expect(ok=True, warning="UTF-16")),
    # metadata
    "empty.jsonl": (_text(""), FAIL(("empty",))),
    "broken-lines.jsonl": (_jsonl_broken_lines, Expect(ok=True, warning="skipped 4 row(s)")),
    "all-broken.jsonl": (_text('{"title": \n{{{\n"just a string"\n'), FAIL(("no paper with a title",))),
    "no-titles.jsonl": (_text('{"abstract": "a"}\n{"authors": "b"}\n'), FAIL(("no paper with a title",))),
    "one-5mb-line.jsonl": (_one_line('{"title": "x", '), FAIL(("no paper with a title",))),
    "array-of-numbers.json": (_text("[1, 2, 3]"), FAIL(("no paper with a title",))),
    "binary.jsonl": (_text(_junk(4, 10000)), FAIL(("binary",))),
    "empty.csv": (_text(""), FAIL(("empty",))),
    "missing-title-column.csv": (_text("name,abstract\nA,B\n"), FAIL(("no 'title' column",))),
    "header-only.csv": (_text("title,authors,abstract\n"), FAIL(("no paper with a title",))),
    "huge-field.csv": (
        _text("title,abstract\nBefore the big field,fine\nBig field paper," + "y" * 300_000 + "\n"),
        Expect(ok=True, warning="unreadable CSV"),
    ),
    "only-a-huge-field.csv": (_text("title,abstract\nBig," + "y" * 300_000 + "\n"), FAIL(("unreadable CSV",))),
    "utf-16.csv": (_text("title,abstract\nUTF-16 CSV paper,From Excel.\n".encode("utf-16")), Expect(ok=True)),
    "ragged-rows.csv": (
        _text("title,authors,abstract\nRagged CSV paper one,A. B.\nRagged CSV paper two,C. D.,text,extra,more\n,,\n"),
        Expect(ok=True, warning="skipped 1 row(s)"),
    ),
    "one-5mb-line.csv": (_one_line("title,"), FAIL(("no paper with a title",))),
}

# Files a folder scan skips, so they are named on the command line: each needs its reason there.
NAMED: dict[str, tuple[Maker, Expect]] = {
    "notes.docx": (_text("PK\x03\x04 not really a docx"), FAIL(("not a supported type",))),
    "paper.md": (_text("# A paper\n"), FAIL(("not a supported type",))),
    "no-suffix": (_text("plain"), FAIL(("not a supported type",))),
}

GOOD_TITLES = {
    "good-page.txt": None,  # the real seed page: all of its papers
    "good.pdf": "Robust Ingestion of Damaged Files",
    "good.jsonl": "Good JSONL paper 0 on reward models",
    "good.csv": "Good CSV paper",
}


def make_corpus(folder: Path) -> tuple[dict[str, Expect], list[Path]]:
    """Write the corpus into ``folder``; returns each file's expectation and the extra paths to name."""
    folder.mkdir(parents=True, exist_ok=True)
    expectations: dict[str, Expect] = {}
    for name, (make, expect) in BAD.items():
        make(folder / name)
        expectations[name] = expect
    (folder / "good-page.txt").write_bytes(GOOD_PAGE.read_bytes())
    _prose_pdf(folder / "good.pdf")
    (folder / "good.jsonl").write_text("\n".join(_rows(2, "Good JSONL")) + "\n")
    (folder / "good.csv").write_text('title,authors,abstract\nGood CSV paper,"A. One, B. Two",We test CSV.\n')
    expectations.update({name: Expect(ok=True) for name in GOOD_TITLES})
    (folder / "folder-named.pdf").mkdir()  # a folder is not a file: a scan passes over it
    os.symlink("loop-a.pdf", folder / "loop-b.pdf")
    os.symlink("loop-b.pdf", folder / "loop-a.pdf")  # a symlink loop
    os.symlink(folder, folder / "self-link")  # a folder loop: a scan must not walk it forever
    named_dir = folder.parent / "named"
    named_dir.mkdir(exist_ok=True)
    named = []
    for name, (make, expect) in NAMED.items():
        make(named_dir / name)
        expectations[name] = expect
        named.append(named_dir / name)
    expectations["loop-a.pdf"] = FAIL(("loop-a.pdf", "link loop"))
    named.append(folder / "loop-a.pdf")
    return expectations, named
