"""A table's rows as sentences a reader can quote: "Table 1 (Main results), ODIN: 7B LC 17.9; 13B LC 22.1.".

Many facts a paper reports are printed only in a table: a baseline's score, a setting in the
appendix's hyperparameter table, an ablation's figure. The table's cells are kept out of the
page prose (a run of bare numbers is noise in a quote), so without this such a question finds
nothing to quote. Here each data row is read against its column headings and written as one
sentence that names the table, the row and each column beside its value.

Two layouts come out of pypdf: a row drawn as one line ("MMLU (Pass@1) 88.3 87.2 ... 90.8",
most LaTeX tables), or each cell as a line of its own at the same baseline. Either way a row is
a label followed by values. The column headings are the header rows' last words, one per value
(a heading set on two lines, "Claude-3.5-" over "Sonnet-1022", is joined). A row whose values
cannot be matched to headings one by one is left out: a quote must say which number is which.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.question_kinds import is_model_size
from assistant.quotable import COLUMNS_AS_PRINTED, TABLE_LABEL
from ingest.line_cues import CAPTION
from ingest.pdf_kinds import Kind, Structure
from ingest.pdf_layout import Line

#: What a table's cells are classified as: small type, rows of numbers, symbols.
_CELL_KINDS = frozenset({Kind.TABLE, Kind.FIGURE, Kind.FOOTNOTE, Kind.EQUATION})
#: One value: a number (with its unit or a thousands comma, or in scientific notation: "2e-6"), a pair of
#: them ("160 / 200"), or a dash for "not run".
_NUMBER = r"[-+\u2212\u2013]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+\u2212]?\d+)?(?:%|x|\u00d7|[kKMB])?\*?"
_VALUE = re.compile(rf"^(?:{_NUMBER}(?:\s*/\s*{_NUMBER})?|[-\u2013\u2014])$")
_ROW_TOLERANCE = 0.45  # of the font size: cells on one baseline form one row
_MAX_ROW_CHARS = 600
_MAX_LABEL, _MAX_VALUE = 60, 60
_SAME_EDGE = 3.0  # points: a header row starting where the labels start may hold the label column's heading
_CAPTION_WORDS = 8
_GENERIC_COLUMNS = frozenset(["value", "values", "setting", "settings", "default"])


def table_sentences(found: Structure, number: int) -> list[str]:
    """Each table on the page as its data rows, one sentence a line (empty when none reads)."""
    lines, kinds = found.pages[number], found.kinds[number]
    tables = []
    for first, last in _table_captions(lines, kinds):
        cells = _cells_beside(lines, kinds, first, last)
        rows = _sentences(_caption_name(lines[first : last + 1]), _rows(cells))
        if rows:
            tables.append("\n".join(rows))
    return tables


def _table_captions(lines: Sequence[Line], kinds: Sequence[Kind | None]) -> list[tuple[int, int]]:
    """The (first, last) line of each caption that labels a table ("Table 3: ...")."""
    spans: list[tuple[int, int]] = []
    for index, kind in enumerate(kinds):
        if kind is not Kind.CAPTION:
            continue
        if CAPTION.match(lines[index].text) or not spans or spans[-1][1] != index - 1:
            spans.append((index, index))
        else:
            spans[-1] = (spans[-1][0], index)
    return [(first, last) for first, last in spans if TABLE_LABEL.match(lines[first].text)]


def _cells_beside(lines: Sequence[Line], kinds: Sequence[Kind | None], first: int, last: int) -> list[Line]:
    """The table's own lines: those of cell kinds next to the caption, on the side that has more."""
    sides = []
    for order in (range(first - 1, -1, -1), range(last + 1, len(lines))):
        found: list[Line] = []
        for index in order:
            if kinds[index] is Kind.FURNITURE:
                continue
            if kinds[index] not in _CELL_KINDS:
                break
            found.append(lines[index])
        sides.append(found)
    return max(sides, key=len)


Row = tuple[list[str], bool, float, float]


def _rows(cells: list[Line]) -> list[Row]:
    """The lines grouped into rows by baseline, top to bottom: each row's texts left to right, whether
    its cells were drawn apart (each a line of its own), where it starts and where its second line starts."""
    rows: list[list[Line]] = []
    for line in sorted(cells, key=lambda c: -c.y):
        if rows and abs(rows[-1][0].y - line.y) <= _ROW_TOLERANCE * max(line.size, 1.0):
            rows[-1].append(line)
        else:
            rows.append([line])
    ordered = [sorted(row, key=lambda c: c.x) for row in rows]
    return [(_row_cells(row), len(row) > 1, row[0].x, row[min(1, len(row) - 1)].x) for row in ordered]


def _row_cells(row: list[Line]) -> list[str]:
    """A row's cells: each line a cell, or one line's words with "0.652 ± 0.036" as one."""
    if len(row) == 1:
        return _joined_plus_minus(row[0].text.split())
    cells = []
    for line in row:  # a group label beside a row drawn as one line: "Math" | "MATH-500 (Pass@1) 78.3 74.6"
        words = _joined_plus_minus(line.text.split())
        values = len(words) - next((n for n in range(len(words), 0, -1) if not _is_value(words[n - 1])), 0)
        cells += [" ".join(words[: len(words) - values]), *words[len(words) - values :]] if values >= 2 else [" ".join(words)]
    return [cell for cell in cells if cell]


def _joined_plus_minus(words: list[str]) -> list[str]:
    """ "0.652 ± 0.036" is one value."""
    out: list[str] = []
    index = 0
    while index < len(words):
        if words[index] == "\u00b1" and out and index + 1 < len(words):
            out[-1] = f"{out[-1]} \u00b1 {words[index + 1]}"
            index += 2
            continue
        out.append(words[index])
        index += 1
    return out


def _is_value(cell: str) -> bool:
    """A number, a dash, or "0.652 ± 0.036"."""
    return all(_VALUE.match(part) for part in cell.split(" \u00b1 "))


def _label_and_values(cells: list[str], apart: bool, width: int) -> tuple[str, list[str], int] | None:
    """A data row's label (its leading cells that are no values) and values; None for a row that is
    no data row. A row drawn cell by cell as wide as the header is data whatever its values are
    (a hyperparameter table: "Optimizer | AdamW")."""
    start = len(cells)
    while start > 0 and _is_value(cells[start - 1]):
        start -= 1
    if apart and len(cells) == width and width >= 2 and start == len(cells):
        start = 1
    label = " ".join(cells[:start])
    if start == len(cells) or not re.search(r"[A-Za-z]", label) or len(label) > _MAX_LABEL:
        return None
    if any(len(value) > _MAX_VALUE for value in cells[start:]):
        return None  # a table of examples (queries, outputs): text, not figures
    return label, cells[start:], start if apart else 1


def _sentences(name: str, rows: list[Row]) -> list[str]:
    """The data rows as sentences; the rows above the first one are its headers."""
    if not rows:
        return []
    width = len(rows[0][0])
    read = [_label_and_values(cells, apart, width) for cells, apart, _, _ in rows]
    first = next((n for n, found in enumerate(read) if found and n > 0), None)
    if first is None:
        return []
    left = rows[first][2]  # where the label column starts: a header row starting there may head it too
    headers = [  # below the first, not a row of text above the first one read ("Policy | Corvid-8B-Instruct + LoRA (...)")
        (cells, abs(x - left) <= _SAME_EDGE, apart)
        for n, (cells, apart, x, _) in enumerate(rows[:first])
        if n == 0 or all(len(cell) <= _MAX_VALUE for cell in cells)
    ]
    sentences = []
    group: list[str] = []  # the group label a row drawn apart leaves blank ("Qwen2.5-7B | SFT", then " | GRPO")
    under = 0.0  # where the group's row has its second label
    for (cells, apart, x, second), found in zip(rows[first:], read[first:]):
        if abs(x - left) <= _SAME_EDGE:  # a row at the labels' edge starts a group, or none ("Ablations", a label alone)
            group, under = (cells[: found[2] - 1], second) if found and apart else ([], 0.0)
        if found is None:
            continue
        label, values, labels = found
        if apart and group and abs(x - under) <= _SAME_EDGE:
            label, labels = " ".join([*group, label]), labels + len(group)
        columns = _columns(headers, len(values), labels)
        if columns is None:
            said = _in_printed_order(headers, values, labels)
            if said is None:
                continue
        elif len(values) == 1 and columns[0].lower() in _GENERIC_COLUMNS:
            said = values[0]  # "Weight decay: 0.01", not "Weight decay: Value 0.01"
        else:
            said = "; ".join(f"{column} {value}" for column, value in zip(columns, values))
        sentence = f"{name}, {label}: {said}."
        if len(sentence) <= _MAX_ROW_CHARS:
            sentences.append(sentence)
    return sentences


def _in_printed_order(headers: list[tuple[list[str], bool, bool]], values: list[str], labels: int = 1) -> str | None:
    """A row whose values cannot be matched to headings one by one ("Crawler Recall Precision Recall@20" over four
    values: "Crawler Recall" is one heading) as its values in order and the headings as printed, so that a reader
    pairs them and no heading is put beside a value it does not head; None without headings."""
    printed = [  # a heading row from the labels' edge heads the labels first ("Method Crawler Recall ...")
        " ".join(_with_asides(words)[labels:] if from_the_left else words)
        for words, from_the_left, _ in headers
        if not _a_data_row(words)
    ]
    printed = [line for line in printed if line]
    printed = [line for line in printed if not line.endswith("?")]  # a line of text above the table
    if not printed:
        return None
    return f"{', '.join(values)} ({COLUMNS_AS_PRINTED} {' / '.join(printed)})"


def _a_data_row(words: list[str]) -> bool:
    """Half its words or more are values, and not model sizes heading columns: a row above the first one read."""
    return 2 * sum(_is_value(word) and not _sizes(word) for word in words) >= len(words)


def _columns(headers: list[tuple[list[str], bool, bool]], count: int, labels: int = 1) -> list[str] | None:
    """One heading per value column from the header rows (``labels``: how many label columns stand
    before them); None when a header row cannot be matched to the columns one by one ("AIME 2024 MATH-500 GPQA Diamond" over six values): a wrong heading would
    misreport every value under it, so such a table gives no rows."""
    parts: list[list[str]] = []
    for header, from_the_left, apart in headers:
        words = _with_asides(header)
        if any(word.endswith("?") for word in words):
            continue  # a line of text above the table, not its headings
        if _a_data_row(words):
            continue  # "Architecture - - MoE - - MoE": a row of the table, not headings ("1.5B | 7B | 14B" heads columns)
        if count == 1 and apart and from_the_left and len(words) > labels + 1:
            taken = [words[labels]]  # a "Total | 31 / 7" row under four headings drawn apart: the first value column's
        elif count == 1 and len(words) > 1:
            taken = [" ".join(words[1:])]  # "Method Winrate vs. SFT Target": all but the label column
        elif len(words) == count or (from_the_left and len(words) == count + labels):  # "Method MMLU GSM8k"
            taken = words[len(words) - count :]
        elif len(words) <= 1:
            continue  # the label column's heading alone ("Benchmark (Metric)")
        else:
            return None
        parts.append(taken)
    if not parts:
        return None
    columns = []
    for stacked in zip(*parts):
        joined = ""
        for word in stacked:
            joined = f"{joined}{word}" if joined.endswith("-") else f"{joined} {word}".strip()
        columns.append(joined)
    return columns


def _sizes(cell: str) -> bool:
    """Model sizes ("1.5B", "7B / 8B"): values in a row, but headings over columns (a hyperparameter table by policy
    size), so they do not make a header row read as a row of the table."""
    return all(is_model_size(part.strip()) for part in cell.split("/"))


def _with_asides(words: list[str]) -> list[str]:
    """A word in brackets belongs to the one before it: "Dataset (→)", "Benchmark (Metric)"."""
    out: list[str] = []
    for word in words:
        if out and word.startswith("(") and word.endswith(")"):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


def _caption_name(caption: Sequence[Line]) -> str:
    """ "Table 1 (Main results on AlpacaEval 2.0)": the label and the caption's first words."""
    text = " ".join(" ".join(line.text for line in caption).split())
    match = TABLE_LABEL.match(text)
    label = f"Table {match.group(1)}" if match else "Table"
    rest = text[match.end() :].lstrip(" :.|\u2013\u2014") if match else text
    first = re.split(r"(?<=[a-z0-9)])\.\s", rest, maxsplit=1)[0].rstrip(".")
    words = first.split()
    if not words:
        return label
    short = " ".join(words[:_CAPTION_WORDS]) + (" ..." if len(words) > _CAPTION_WORDS else "")
    return f"{label} ({short})"
