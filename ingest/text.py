"""Small text clean-ups shared by the readers."""

from __future__ import annotations

import re
from datetime import datetime

_LATEX_ESCAPES = re.compile(r"\\([%&_$#])")
_DATE_FORMATS = ("%Y-%m-%d", "%b %d, %Y", "%d-%b-%Y", "%B %d, %Y", "%d %b %Y", "%Y/%m/%d")


def unescape_latex(text: str) -> str:
    r"""Abstracts copied from LaTeX keep ``\%`` and ``\$``; readers want ``%`` and ``$``."""
    return _LATEX_ESCAPES.sub(r"\1", text).replace("{\\sim}", "~").replace("\\sim", "~")


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
