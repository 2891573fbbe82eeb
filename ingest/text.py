"""Small text clean-ups shared by the readers."""

from __future__ import annotations

import re
from datetime import datetime

_DATE_FORMATS = ("%Y-%m-%d", "%b %d, %Y", "%d-%b-%Y", "%B %d, %Y", "%d %b %Y", "%Y/%m/%d")


def parse_date(text: str | None) -> str | None:
    """ISO date from the formats our sources use ("Jun 21, 2026", "13-Jun-2025", ISO)."""
    if not text:
        return None
    value = text.strip()
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(value[:30], fmt).date().isoformat()
        except ValueError:
            continue
    if re.match(r"^\d{4}-\d{2}-\d{2}", value):
        return value[:10]
    return None


_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)


def decode_text(raw: bytes, name: str) -> tuple[str | None, list[str]]:
    """Text of a file saved by any common editor, with warnings; None when it is binary.

    UTF-8 first; a byte-order mark or a BOM-less UTF-16 layout (every other byte NUL, as
    Windows editors save "Unicode") is decoded as such; anything else is Windows-1252,
    which never fails. NUL bytes near the start mean a binary file; a few NULs later on
    are a damaged copy, so they are dropped with a warning rather than stored.
    """
    for bom, codec in _BOMS:
        if raw.startswith(bom):
            return raw[len(bom) :].decode(codec, errors="replace"), []
    utf16 = _bomless_utf16(raw[:8192])
    if utf16:
        text = raw.decode(utf16, errors="replace")
        return text, [f"{name} is UTF-16 text; read it as such (save it as UTF-8 to be sure)."]
    if b"\x00" in raw[:8192]:
        return None, []
    warnings = []
    if b"\x00" in raw:
        raw = raw.replace(b"\x00", b"")
        warnings.append(f"{name} contains NUL bytes (a damaged copy?); they were dropped, check the papers it lists.")
    try:
        return raw.decode("utf-8-sig"), warnings
    except UnicodeDecodeError:
        warnings.append(f"{name} is not UTF-8; read it as Windows-1252 (save it as UTF-8 to be sure).")
        return raw.decode("cp1252", errors="replace"), warnings


def _bomless_utf16(head: bytes) -> str | None:
    """ "utf-16-le"/"utf-16-be" when nearly every odd/even byte is NUL (ASCII-range UTF-16)."""
    if len(head) < 64:
        return None
    even, odd = head[0::2], head[1::2]
    if odd.count(0) > 0.9 * len(odd) and even.count(0) < 0.1 * len(even):
        return "utf-16-le"
    if even.count(0) > 0.9 * len(even) and odd.count(0) < 0.1 * len(odd):
        return "utf-16-be"
    return None
