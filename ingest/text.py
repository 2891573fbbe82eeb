"""Small text clean-ups shared by the readers."""

from __future__ import annotations

import re
from datetime import datetime

_LATEX_SYMBOLS = {
    "sim": "~", "approx": "≈", "times": "×", "cdot": "·", "pm": "±", "leq": "≤", "le": "≤",
    "geq": "≥", "ge": "≥", "neq": "≠", "to": "→", "rightarrow": "→", "infty": "∞",
}  # fmt: skip
_LATEX_SYMBOL = re.compile(
    r"\{\\(" + "|".join(_LATEX_SYMBOLS) + r")\}|\\(" + "|".join(_LATEX_SYMBOLS) + r")(?![A-Za-z]) ?"
)
_LATEX_ESCAPES = {"\\%": "%", "\\&": "&", "\\_": "_", "\\#": "#"}
_LATEX_STYLE = re.compile(r"\\(?:textbf|textit|emph|underline|texttt|mathrm|mathbf|text)\{([^{}]*)\}")
_DATE_FORMATS = ("%Y-%m-%d", "%b %d, %Y", "%d-%b-%Y", "%B %d, %Y", "%d %b %Y", "%Y/%m/%d")


def unescape_latex(text: str) -> str:
    r"""Abstracts copied from LaTeX keep ``\%``, ``\$``, ``{\sim}`` and ``\textbf{X}``; readers want text."""
    if "\\" in text:
        for _ in range(3):  # nested styles: \textbf{\underline{Re}}
            text = _LATEX_STYLE.sub(r"\1", text)
        text = _LATEX_SYMBOL.sub(lambda m: _LATEX_SYMBOLS[m[1] or m[2]], text)
        for escaped, plain in _LATEX_ESCAPES.items():
            text = text.replace(escaped, plain)
    if "$" in text:
        text = "$".join(part.replace("$", "") for part in text.split("\\$"))
    return text


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
