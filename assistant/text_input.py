"""Any text in: what a question, a file name or a file's text may hold before it reaches the model.

Python hands undecodable bytes over as lone surrogates (``sys.argv``, file names,
``surrogateescape`` reads), JSON may spell one out (``"\\ud800"``), and pasted or extracted
text brings NULs and terminal control codes. The tokenizer, Chroma and the terminal each
fail on some of these with an error no user can act on, so every text from outside goes
through ``clean_text`` first: bytes smuggled in as surrogates are decoded again (as UTF-8,
else as Windows-1252, the usual culprit: ``caf\\xe9`` becomes "café"), any other lone
surrogate becomes U+FFFD, and control characters other than tab and newline go.
"""

from __future__ import annotations

import re

_ESCAPED_BYTES = re.compile("[\udc80-\udcff]+")  # bytes that surrogateescape could not decode
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_TERMINAL_CODES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-Z\\-_]")  # colours, cursor moves
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def clean_text(text: str) -> str:
    """``text`` with escaped bytes decoded, other lone surrogates replaced and control characters removed."""
    text = _ESCAPED_BYTES.sub(_decode_escaped, text)
    text = _LONE_SURROGATE.sub("\ufffd", text)
    text = _TERMINAL_CODES.sub("", text)
    text = _CONTROL.sub(lambda m: " " if m.group() in "\x0b\x0c" else "", text)
    return text


def _decode_escaped(match: re.Match[str]) -> str:
    raw = bytes(ord(ch) - 0xDC00 for ch in match.group())
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")
