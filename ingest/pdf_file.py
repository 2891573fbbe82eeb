"""Opening a PDF and getting its lines out: every failure becomes one ``UserError`` sentence.

A user can hand paperchat anything with a .pdf name: a missing file, a folder, an HTML
page, a truncated download, an encrypted or scanned paper. Each is told apart here and
reported in one sentence that names the file and the fix; no pypdf exception escapes,
and pypdf's own warnings go to the debug log.
"""

from __future__ import annotations

import logging
from pathlib import Path

from pypdf import PdfReader
from pypdf.errors import DependencyError

from assistant.errors import UserError
from ingest.pdf_layout import Line, extract_lines, plain_lines

log = logging.getLogger("ingest.pdf_reader")

#: If none of the first pages holds text, the file is a scan: stop early instead of
#: walking thousands of empty pages.
TEXT_PROBE_PAGES = 50
#: Fewer letters than this in the probed pages means "no text layer". Deliberately
#: tiny: a one-page notice ("This paper has been moved to arXiv ...") is real text and
#: is read normally; only files with nothing but stray page numbers are rejected.
MIN_LETTERS = 20


class _PypdfToDebug(logging.Handler):
    """Re-log pypdf's warnings ("EOF marker not found", ...) at debug level on our logger."""

    def emit(self, record: logging.LogRecord) -> None:
        log.debug("pypdf %s: %s", record.levelname.lower(), record.getMessage())


def route_pypdf_logs_to_debug() -> None:
    """Keep pypdf's robustness warnings away from the user (idempotent).

    pypdf logs on per-module loggers ("pypdf._reader", ...), which all propagate to
    "pypdf"; a handler there plus ``propagate = False`` catches every one of them.
    """
    pypdf_logger = logging.getLogger("pypdf")
    if not any(isinstance(h, _PypdfToDebug) for h in pypdf_logger.handlers):
        pypdf_logger.addHandler(_PypdfToDebug())
        pypdf_logger.propagate = False


def display_name(path: Path) -> str:
    """The file name as shown in messages, on one line whatever the name contains."""
    return "".join(ch if ch.isprintable() else "?" for ch in path.name) or str(path)


def check_file(path: Path) -> None:
    """Reject what is not a PDF before pypdf sees it, with a precise reason."""
    name = display_name(path)
    try:
        with path.open("rb") as handle:
            head = handle.read(1024)
    except FileNotFoundError:
        raise UserError(f"Cannot read {name}: the file does not exist; check the path.") from None
    except IsADirectoryError:
        raise UserError(f"Cannot read {name}: it is a folder, not a file; pass the path of a PDF file.") from None
    except OSError as err:
        reason = err.strerror or type(err).__name__
        raise UserError(f"Cannot read {name} ({reason}); check that the file exists and is readable.") from None
    if not head:
        raise UserError(f"{name} is empty (0 bytes); download or export the PDF again.")
    # The PDF spec allows a little junk before the header, hence the first 1024 bytes.
    if b"%PDF-" not in head:
        raise UserError(f"{name} is not a PDF (it lacks the %PDF- header); export or download the paper as a PDF and try again.")


def open_reader(path: Path) -> PdfReader:
    """Parse the file; decrypt with the empty password, which opens "owner-only" PDFs."""
    name = display_name(path)
    try:
        reader = PdfReader(path, strict=False)
        if not reader.is_encrypted:
            return reader
        decrypted = reader.decrypt("")
    except DependencyError:
        raise UserError(
            f"{name} is AES-encrypted and decrypting it needs the 'cryptography' package; "
            "install it or remove the encryption (e.g. qpdf --decrypt) and try again."
        ) from None
    except Exception as err:  # noqa: BLE001 - pypdf raises many types (PdfReadError, ValueError, KeyError, ...)
        log.debug("pypdf could not parse %s: %r", path, err)
        raise UserError(
            f"{name} is damaged or truncated and cannot be parsed; download it again or re-export it as PDF."
        ) from None
    if not decrypted:
        raise UserError(f"{name} is protected by a password; remove the password (e.g. qpdf --decrypt) and try again.")
    return reader


def page_count(reader: PdfReader, path: Path, max_pages: int) -> int:
    """Count pages, rejecting empty and over-long documents before any extraction."""
    name = display_name(path)
    try:
        count = len(reader.pages)
    except Exception as err:  # noqa: BLE001 - any pypdf failure here means an unreadable page tree
        log.debug("pypdf could not count pages of %s: %r", path, err)
        raise UserError(f"{name} is damaged (its page tree cannot be read); download it again or re-export it as PDF.") from None
    if count == 0:
        raise UserError(f"{name} has no pages; export the paper as a PDF again.")
    if count > max_pages:
        raise UserError(f"{name} has {count} pages, more than the limit of {max_pages}; split it or raise max_pages.")
    return count


# ---------------------------------------------------------------------------------
# Extraction
# ---------------------------------------------------------------------------------


def extract_pages(reader: PdfReader, path: Path, count: int) -> list[list[Line]]:
    """Every page's lines with their layout.

    A page pypdf fails on becomes empty (logged) rather than sinking the whole paper;
    if every probed page fails the file is reported as damaged. If the first
    TEXT_PROBE_PAGES pages hold almost no letters, the file is reported as a scan
    without reading the rest.
    """
    name = display_name(path)
    pages: list[list[Line]] = []
    failures = letters = 0
    for index in range(count):
        try:
            lines = _page_lines(reader, index)
        except Exception as err:  # noqa: BLE001 - one broken page must not cost the rest of the PDF
            log.debug("pypdf failed on page %d of %s: %r", index + 1, path, err)
            failures += 1
            lines = []
        pages.append(lines)
        if letters < MIN_LETTERS:
            letters += sum(ch.isalpha() for line in lines for ch in line.text)
        if index + 1 == min(count, TEXT_PROBE_PAGES) and letters < MIN_LETTERS:
            if failures == index + 1:
                raise UserError(f"{name} is damaged (no page can be decoded); download it again or re-export it as PDF.")
            raise UserError(f"{name} has no text layer (scanned or image-only pages); run OCR (e.g. ocrmypdf) on it first.")
    return pages


def _page_lines(reader: PdfReader, index: int) -> list[Line]:
    """pypdf's default (column-aware) extraction with layout; plain text if the visitor fails."""
    page = reader.pages[index]
    try:
        return extract_lines(page)
    except Exception as err:  # noqa: BLE001 - layout is optional; plain extraction follows
        log.debug("layout unavailable on page %d: %r", index + 1, err)
    return plain_lines(page.extract_text() or "")


def info_entry(reader: PdfReader, path: Path, key: str) -> object:
    """One entry of the document-info dictionary ("/Title", "/Author"), None if unreadable."""
    try:
        info = reader.metadata
        return info[key] if info and key in info else None
    except Exception as err:  # noqa: BLE001 - a broken info dictionary only costs the metadata
        log.debug("unreadable metadata in %s: %r", path, err)
        return None
