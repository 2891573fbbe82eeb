"""Uploaded files: checked, then copied under the data folder with a safe name.

Gradio hands the app a temporary file plus the name the browser sent. That name is
never used as a path: only its last component survives, reduced to safe characters,
and the copy always lands in ``<data>/uploads``.
"""

from __future__ import annotations

import re
import shutil
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path, PurePosixPath, PureWindowsPath

from assistant.errors import UserError

ALLOWED_SUFFIXES = (".pdf", ".txt", ".jsonl", ".csv")
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_NAMING = threading.Lock()


@dataclass(frozen=True)
class StoredUpload:
    name: str  # what the user called it, for messages
    path: Path


def safe_name(original: str) -> str:
    """The last path component of ``original`` in safe characters, never empty or hidden."""
    last = PureWindowsPath(PurePosixPath(original.replace("\x00", "")).name).name
    stem, dot, suffix = last.rpartition(".")
    if not dot:
        stem, suffix = last, ""
    stem = _UNSAFE.sub("_", stem).strip("._-") or "upload"
    suffix = _UNSAFE.sub("", suffix).lower()
    return f"{stem[:100]}.{suffix}" if suffix else stem[:100]


def store_upload(source: Path, original_name: str, uploads_dir: Path, max_bytes: int) -> StoredUpload:
    """Check one upload and copy it into ``uploads_dir``; a UserError says why not."""
    name = safe_name(original_name)
    shown = PurePosixPath(original_name.replace("\\", "/")).name or original_name
    suffix = Path(name).suffix.lower()
    if suffix not in ALLOWED_SUFFIXES:
        raise UserError(
            f"{shown}: {suffix or 'no'} files are not accepted; upload a PDF, a topic page (.txt), or .jsonl/.csv metadata."
        )
    size = source.stat().st_size
    if size > max_bytes:
        raise UserError(
            f"{shown} is {size / 1e6:.1f} MB, over the {max_bytes / 1e6:.0f} MB upload limit; "
            "ingest it with `paperchat ingest` or raise PAPERCHAT_MAX_UPLOAD_MB."
        )
    if size == 0:
        raise UserError(f"{shown} is empty; upload the file again.")
    from ingest.pipeline import file_sha256  # here, not at the top: the page is served without the PDF reader and langchain_core

    uploads_dir.mkdir(parents=True, exist_ok=True)
    sha = file_sha256(source)
    with _NAMING:  # two sessions uploading "paper.pdf" at once must not pick the same name
        target = _unique(uploads_dir, name, sha)
        if uploads_dir.resolve() not in target.resolve().parents:
            raise UserError(f"{shown}: the file name is not allowed; rename the file and upload it again.")
        if not target.exists():
            with (
                tempfile.NamedTemporaryFile(dir=uploads_dir, prefix=".part-", delete=False) as partial,
                source.open("rb") as incoming,
            ):
                shutil.copyfileobj(incoming, partial)
            Path(partial.name).replace(target)
    return StoredUpload(shown, target)


def _unique(folder: Path, name: str, sha: str) -> Path:
    """The same content keeps one copy; another file of the same name gets its hash in the name."""
    from ingest.pipeline import file_sha256

    target = folder / name
    if not target.exists() or file_sha256(target) == sha:
        return target
    stem, suffix = Path(name).stem, Path(name).suffix
    return folder / f"{stem}-{sha[:8]}{suffix}"
