"""Small generated PDFs for tests, so core tests never depend on files outside the repo.

Text is drawn with the Vera TrueType font that ships inside reportlab: it is embedded
with a Unicode map, so any character it has a glyph for (including the "ﬁ"/"ﬂ"
ligatures) is extracted back by PDF readers as written.

A page is a list of lines drawn top-down. A line is either a string (body size) or a
``(text, font_size)`` pair, e.g. ``("2 Method", 14)`` for a heading.
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import reportlab
from reportlab.lib import pdfencrypt
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

Line = str | tuple[str, float]

FONT = "PaperchatTestVera"
PAGE_WIDTH, PAGE_HEIGHT = LETTER
MARGIN = 72.0
COLUMN_GAP = 24.0


def _register_font() -> None:
    """Register reportlab's bundled Vera font once (a Unicode TrueType font)."""
    if FONT not in pdfmetrics.getRegisteredFontNames():
        vera = os.path.join(os.path.dirname(reportlab.__file__), "fonts", "Vera.ttf")
        pdfmetrics.registerFont(TTFont(FONT, vera))


def _line_parts(line: Line, body_size: float) -> tuple[str, float]:
    return (line, body_size) if isinstance(line, str) else (line[0], float(line[1]))


def _draw_column(pdf: canvas.Canvas, lines: Sequence[Line], x: float, top: float, size: float) -> None:
    """Draw lines top-down from ``top``; a bigger line gets proportionally more leading."""
    y = top
    for line in lines:
        text, line_size = _line_parts(line, size)
        y -= line_size * 1.4
        pdf.setFont(FONT, line_size)
        pdf.drawString(x, y, text)


def make_pdf(
    path: str | Path,
    pages: Sequence[Sequence[Line]],
    *,
    title: str | None = None,
    title_size: float = 20.0,
    metadata_title: str | None = None,
    header: str | None = None,
    page_numbers: bool = False,
    two_columns: bool = False,
    encrypt_password: str | None = None,
    font_size: float = 10.0,
) -> Path:
    """Write a text PDF and return its path.

    title: drawn in a large font at the top of page 1 (not put in the metadata).
    metadata_title: the document-info /Title (reportlab writes "untitled" when None).
    header: a running header drawn at the top of every page; "{page}" is replaced by
        the page number. page_numbers: a bare page number at the bottom of each page.
    two_columns: each page's lines are split in half, the first half drawn in the left
        column and the second half in the right column, on the same baselines, so a
        reader that reads by rows would interleave them.
    encrypt_password: encrypt with this user password (reportlab's standard RC4).
    """
    _register_font()
    path = Path(path)
    encrypt = None
    if encrypt_password is not None:
        encrypt = pdfencrypt.StandardEncryption(encrypt_password, canPrint=1)
    pdf = canvas.Canvas(str(path), pagesize=LETTER, encrypt=encrypt)
    if metadata_title is not None:
        pdf.setTitle(metadata_title)
    for number, lines in enumerate(pages, start=1):
        top = PAGE_HEIGHT - MARGIN
        if header is not None:
            pdf.setFont(FONT, 8)
            pdf.drawString(MARGIN, PAGE_HEIGHT - MARGIN / 2, header.replace("{page}", str(number)))
        if number == 1 and title is not None:
            pdf.setFont(FONT, title_size)
            pdf.drawString(MARGIN, top - title_size, title)
            top -= title_size * 2.5
        if two_columns:
            half = (len(lines) + 1) // 2
            column_width = (PAGE_WIDTH - 2 * MARGIN - COLUMN_GAP) / 2
            _draw_column(pdf, lines[:half], MARGIN, top, font_size)
            _draw_column(pdf, lines[half:], MARGIN + column_width + COLUMN_GAP, top, font_size)
        else:
            _draw_column(pdf, lines, MARGIN, top, font_size)
        if page_numbers:
            pdf.setFont(FONT, 9)
            pdf.drawCentredString(PAGE_WIDTH / 2, MARGIN / 2, str(number))
        pdf.showPage()
    pdf.save()
    return path


def make_method_paper(path: str | Path) -> Path:
    """Two pages: an abstract, then a method page that gives the learning rate and warmup (cited on page 2)."""
    filler = "The policy is trained with group relative advantages and a KL penalty to the reference."
    pages = [
        ["Abstract", "We propose curriculum rewards for reasoning.", *[filler] * 25],
        ["2 Method", "The learning rate is 3e-6 with a cosine schedule and fifty warmup steps.", *[filler] * 25],
    ]
    return make_pdf(path, pages, title="Curriculum Rewards for Reasoning Models")


def make_shapes_pdf(path: str | Path, n_pages: int = 1) -> Path:
    """A PDF whose pages hold only drawings (a filled rectangle), like a scan: no text."""
    path = Path(path)
    pdf = canvas.Canvas(str(path), pagesize=LETTER)
    for _ in range(n_pages):
        pdf.setFillGray(0.5)
        pdf.rect(MARGIN, MARGIN, PAGE_WIDTH - 2 * MARGIN, PAGE_HEIGHT - 2 * MARGIN, fill=1)
        pdf.showPage()
    pdf.save()
    return path


def make_blank_pdf(path: str | Path, n_pages: int) -> Path:
    """A PDF of ``n_pages`` empty pages (``n_pages=0`` gives a valid file with no pages)."""
    from pypdf import PdfWriter

    path = Path(path)
    writer = PdfWriter()
    for _ in range(n_pages):
        writer.add_blank_page(width=PAGE_WIDTH, height=PAGE_HEIGHT)
    with path.open("wb") as handle:
        writer.write(handle)
    return path


# ---------------------------------------------------------------------------------
# A realistic paper: front matter, arXiv stamp, figures, tables, equations, footnotes,
# references, with a record of which drawn text is body prose and which is not.
# ---------------------------------------------------------------------------------

BOLD = "PaperchatTestVeraBold"
ITALIC = "PaperchatTestVeraItalic"
MONO = "Courier"


@dataclass(frozen=True)
class PaperSpec:
    """What to draw; every field is a layout or front-matter choice real papers make."""

    title: str = "Grouped Baselines Stabilise Policy Gradients for Reasoning Models"
    authors: tuple[tuple[str, str], ...] = (("Ada Lovelace", "1*"), ("Alan Turing", "2"), ("Grace Hopper", "1,2"))
    affiliations: tuple[str, ...] = ("Example University", "Acme AI Research")
    emails: str = "{ada,grace}@example.edu, alan@acme.ai"
    links: str = "Code: https://github.com/example/grouped-baselines Models: https://huggingface.co/example/gb-7b"
    stamp: str | None = "arXiv:2503.20783v2 [cs.LG] 26 Mar 2025"
    stamp_letters: bool = False  # the stamp drawn one letter at a time
    two_columns: bool = False
    body_size: float = 10.0
    caption_mark: str = ":"  # "Figure 1:" (ACL, NeurIPS), "." (ICML), " |" (DeepSeek)
    table_caption_above: bool = True
    figure_in_form: bool = False  # the figure drawn as a form XObject, as pdfTeX embeds a PDF figure
    numbered_references: bool = False
    author_grid: bool = False  # NeurIPS style: one block (name, affiliation, e-mail) per author, side by side
    table_size: float = 0.9  # table text size relative to the body (1.0: a table set in body type)
    figure_label_size: float = 0.7  # plot labels relative to the body (1.0: TikZ labels in body type)
    prompt_box: bool = False  # a boxed prompt template in body type, captioned as a table below it
    algorithm: bool = False  # an algorithm block: title line, "Require:", numbered pseudo-code
    teaser: bool = False  # a captioned figure on page 1 between the authors and the abstract
    sections: int = 4
    seed: int = 0


@dataclass
class GeneratedPaper:
    """The drawn paper and its labels: which strings are prose, which are not."""

    path: Path
    spec: PaperSpec
    prose: list[str] = field(default_factory=list)  # every body sentence, the abstract's included
    headings: list[str] = field(default_factory=list)
    noise: list[str] = field(default_factory=list)  # drawn strings that must never be quotable text
    captions: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)


_SUBJECTS = [
    "the policy model", "our method", "the reward model", "group relative optimisation", "the baseline",
    "each rollout", "the critic", "the curriculum", "the verifier", "the distilled student", "the value head",
    "the sampler",
]  # fmt: skip
_VERBS = ["improves", "stabilises", "reduces", "increases", "preserves", "matches", "limits", "explains", "shapes"]
_OBJECTS = [
    "the variance of the gradient", "the accuracy on held-out problems", "the length of the responses",
    "the entropy of the policy", "the reward on math tasks", "the cost of each update", "the gap to the teacher",
    "the stability of training", "the number of invalid answers",
]  # fmt: skip
_TAILS = [
    "after a few hundred updates", "when the batch is large", "on every benchmark we tried", "without any extra data",
    "in both model sizes", "as the context grows", "for short and long prompts", "under the same compute budget",
]  # fmt: skip
_OPENERS = ["", "In our experiments, ", "We find that ", "As expected, ", "Across seeds, ", "In contrast, "]
_REFERENCES = [
    "Lovelace, A. and Turing, A. Grouped baselines for policy gradients. In Proceedings of the Example Conference on Learning, pp. 1-10, 2024.",
    "Weng, L. Reward hacking in reinforcement learning. lilianweng.github.io, Nov 2024.",
    "Hopper, G., Lovelace, A., and Babbage, C. Verifiable rewards for mathematical reasoning with language models. arXiv preprint arXiv:2401.01234, 2024.",
    "Shannon, C. A mathematical theory of communication. Bell System Technical Journal, 27(3):379-423, 1948.",
    "Noether, E., Germain, S., and Kovalevskaya, S. Curriculum sampling for reinforcement learning from verifier feedback. Transactions on Machine Learning Research, 2025.",
    "Babbage, C. On the economy of machinery and manufactures. Charles Knight, London, 1832.",
    "Turing, A. Computing machinery and intelligence. Mind, 59(236):433-460, 1950.",
    "Hamilton, M. and Johnson, K. Guidance software for long horizons. Journal of Example Studies, 12:1-30, 1969.",
]
_FIGURE_TEXT = ["Training Steps", "Reward", "GRPO (ours)", "PPO baseline", "AHXAkQk=</latexit>", "((((((((hhhhhhhh"]
_TICKS = ["0", "150", "300", "450", "600"]
_PROMPT = [
    "Prompt for the verifier.",
    "You are a careful grader of mathematical answers.",
    "Read the question and the candidate answer below.",
    "Reply with one word: correct or incorrect.",
    "Question: {question}",
    "Answer: {answer}",
    "Verdict:",
]
_ALGORITHM = [
    "Require: policy model, reference model, group size G",
    "1: for each training step do",
    "2: sample G responses for each prompt in the batch",
    "3: score every response with the verifier",
    "4: normalise the rewards within each group",
    "5: update the policy with the clipped objective",
    "6: end for",
]
_TABLE = [
    ("Method", "AIME", "MATH", "GPQA"),
    ("GRPO", "71.0", "86.7", "95.9"),
    ("PPO", "63.6", "80.4", "90.2"),
    ("SFT", "50.4", "78.3", "60.1"),
]


def make_paper(path: str | Path, spec: PaperSpec | None = None) -> GeneratedPaper:
    """Draw a paper after ``spec`` and return it with its labels (see ``GeneratedPaper``)."""
    _register_font()
    spec = spec or PaperSpec()
    paper = GeneratedPaper(Path(path), spec)
    writer = _PaperWriter(paper, random.Random(spec.seed))
    writer.front_matter()
    writer.body()
    writer.pdf.save()
    return paper


def _register_paper_fonts() -> None:
    folder = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    for name, file in ((BOLD, "VeraBd.ttf"), (ITALIC, "VeraIt.ttf")):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, os.path.join(folder, file)))


class _PaperWriter:
    """Draws a paper top-down, column by column, recording what it drew."""

    def __init__(self, paper: GeneratedPaper, rng: random.Random) -> None:
        _register_paper_fonts()
        self.paper, self.spec, self.rng = paper, paper.spec, rng
        self.pdf = canvas.Canvas(str(paper.path), pagesize=LETTER)
        self.size = self.spec.body_size
        columns = 2 if self.spec.two_columns else 1
        self.width = (PAGE_WIDTH - 2 * MARGIN - (columns - 1) * COLUMN_GAP) / columns
        self.columns = [MARGIN + i * (self.width + COLUMN_GAP) for i in range(columns)]
        self.page, self.column, self.y = 1, 0, PAGE_HEIGHT - MARGIN
        self.top = self.y
        self.sentences = self._sentences()
        self.figures = self.tables = self.equations = self.footnotes = 0

    # -- page furniture ---------------------------------------------------------

    def _new_column(self) -> None:
        if self.column + 1 < len(self.columns):
            self.column += 1
        else:
            self._finish_page()
            self.pdf.showPage()
            self.page += 1
            self.column = 0
            self.top = PAGE_HEIGHT - MARGIN
            self._running_header()
        self.y = self.top

    def _finish_page(self) -> None:
        self.pdf.setFont(FONT, 0.9 * self.size)
        self.pdf.drawCentredString(PAGE_WIDTH / 2, MARGIN / 2, str(self.page))

    def _running_header(self) -> None:
        header = "Grouped Baselines for Reasoning Models"
        self.pdf.setFont(FONT, 0.8 * self.size)
        self.pdf.drawCentredString(PAGE_WIDTH / 2, PAGE_HEIGHT - MARGIN / 2, header)
        self._noise(header)

    def _room(self, height: float) -> None:
        if self.y - height < MARGIN + 3 * self.size:
            self._new_column()

    def _noise(self, *texts: str) -> None:
        self.paper.noise.extend(texts)

    # -- text -------------------------------------------------------------------

    def _line(self, text: str, size: float, font: str = FONT, offset: float = 0.0, gap: float = 1.25) -> None:
        """One line, ``offset`` points right of the column's edge (in a new column if this one is full)."""
        self._room(size * gap)
        self.y -= size * gap
        self.pdf.setFont(font, size)
        self.pdf.drawString(self.columns[self.column] + offset, self.y, text)

    def _wrapped(self, text: str, size: float, font: str = FONT, indent: float = 0.0, hanging: float = 0.0) -> None:
        """Lines filling the column; ``indent`` on both sides, ``hanging`` for all lines but the first."""
        lines = simpleSplit(text, font, size, self.width - 2 * indent - hanging)
        for number, line in enumerate(lines):
            self._line(line, size, font, indent + (hanging if number else 0.0))

    def _sentences(self) -> list[str]:
        combos = [(s, v, o, t) for s in _SUBJECTS for v in _VERBS for o in _OBJECTS for t in _TAILS]
        self.rng.shuffle(combos)
        out = []
        for subject, verb, obj, tail in combos[:400]:
            opener = self.rng.choice(_OPENERS)
            text = f"{opener}{subject} {verb} {obj} {tail}."
            out.append(text[0].upper() + text[1:])
        return out

    def _paragraph(self, count: int) -> None:
        sentences = [self.sentences.pop() for _ in range(count)]
        self.paper.prose.extend(sentences)
        self.y -= 0.4 * self.size
        self._wrapped(" ".join(sentences), self.size)

    def _heading(self, text: str) -> None:
        self._room(6 * self.size)
        self.y -= 0.6 * self.size
        self._line(text, 1.2 * self.size, BOLD)
        self.paper.headings.append(text)

    # -- front matter -------------------------------------------------------------

    def front_matter(self) -> None:
        spec, pdf = self.spec, self.pdf
        title_size = 1.7 * self.size
        for line in simpleSplit(spec.title, BOLD, title_size, PAGE_WIDTH - 2 * MARGIN):
            self.y -= 1.3 * title_size
            pdf.setFont(BOLD, title_size)
            pdf.drawCentredString(PAGE_WIDTH / 2, self.y, line)
        self._noise(spec.title)
        if spec.author_grid:
            self._author_grid()
        else:
            self._authors()
            self._centred(" ".join(f"{i}{name}" for i, name in enumerate(spec.affiliations, 1)), self.size, FONT)
            self._centred(spec.emails, 0.9 * self.size, MONO)
            self._noise(spec.emails)
        self._noise(*spec.affiliations)
        self._centred(spec.links, 0.9 * self.size, MONO)
        self._noise(*spec.links.split()[1::2])
        self._stamp()
        self._footnote("*Equal contribution. \u2020Work done during an internship at Acme AI Research.")
        self.y -= self.size
        if spec.teaser:
            self._teaser()
        self.top = self.y
        self._abstract()

    def _centred(self, text: str, size: float, font: str) -> None:
        self.y -= 1.4 * size
        self.pdf.setFont(font, size)
        self.pdf.drawCentredString(PAGE_WIDTH / 2, self.y, text)

    def _authors(self) -> None:
        """Names with raised, smaller affiliation markers, as LaTeX sets them."""
        size = 1.1 * self.size
        widths = [
            stringWidth(name + " ", FONT, size) + stringWidth(mark + "  ", FONT, 0.6 * size) for name, mark in self.spec.authors
        ]
        x, self.y = (PAGE_WIDTH - sum(widths)) / 2, self.y - 2.0 * size
        for (name, mark), width in zip(self.spec.authors, widths):
            self.pdf.setFont(FONT, size)
            self.pdf.drawString(x, self.y, name)
            self.pdf.setFont(FONT, 0.6 * size)
            self.pdf.drawString(x + stringWidth(name, FONT, size) + 1, self.y + 0.4 * size, mark)
            x += width
        self._noise(*(name for name, _ in self.spec.authors))

    def _author_grid(self) -> None:
        """One block per author, side by side: name, affiliation, e-mail (NeurIPS's \\And)."""
        authors = self.spec.authors
        step = (PAGE_WIDTH - 2 * MARGIN) / len(authors)
        rows = [
            [(name, BOLD, self.size) for name, _ in authors],
            [(self.spec.affiliations[i % len(self.spec.affiliations)], FONT, self.size) for i in range(len(authors))],
            [(f"{name.split()[0].lower()}@example.edu", MONO, 0.9 * self.size) for name, _ in authors],
        ]
        self.y -= self.size
        for row in rows:
            self.y -= 1.4 * self.size
            for i, (text, font, size) in enumerate(row):
                self.pdf.setFont(font, size)
                self.pdf.drawCentredString(MARGIN + (i + 0.5) * step, self.y, text)
        self._noise(*(name for name, _ in authors), *(text for text, _, _ in rows[2]))

    def _stamp(self) -> None:
        """The arXiv identifier up the left margin, rotated 90 degrees, as arXiv prints it."""
        stamp = self.spec.stamp
        if not stamp:
            return
        self.pdf.saveState()
        self.pdf.setFont("Times-Roman", 20)
        self.pdf.setFillGray(0.5)
        self.pdf.translate(32, 220)
        self.pdf.rotate(90)
        if self.spec.stamp_letters:
            x = 0.0
            for letter in stamp:
                self.pdf.drawString(x, 0, letter)
                x += stringWidth(letter, "Times-Roman", 20)
        else:
            self.pdf.drawString(0, 0, stamp)
        self.pdf.restoreState()
        self._noise(stamp, stamp.split()[0])

    def _footnote(self, text: str) -> None:
        """A footnote at the bottom of the current page, in small type."""
        size = 0.8 * self.size
        self.pdf.setFont(FONT, size)
        self.pdf.drawString(self.columns[self.column], MARGIN + 1.2 * size, text)
        self._noise(text)

    def _abstract(self) -> None:
        x = self.columns[0] + self.width / 2
        self.y -= 1.5 * self.size
        self.pdf.setFont(BOLD, 1.2 * self.size)
        self.pdf.drawCentredString(x if self.spec.two_columns else PAGE_WIDTH / 2, self.y, "Abstract")
        self.paper.headings.append("Abstract")
        sentences = [self.sentences.pop() for _ in range(6)]
        self.paper.prose.extend(sentences)
        self._wrapped(" ".join(sentences), self.size, indent=0.0 if self.spec.two_columns else 36.0)

    # -- body -------------------------------------------------------------------

    def body(self) -> None:
        names = ["Introduction", "Method", "Experiments", "Analysis", "Discussion", "Limitations", "Conclusion"]
        for number in range(1, self.spec.sections + 1):
            self._heading(f"{number} {names[(number - 1) % len(names)]}")
            for part in range(3):
                self._paragraph(self.rng.randint(3, 5))
                if number == 2 and part == 0:
                    self._equation()
                if number == 2 and part == 1:
                    self._figure()
                if number == 3 and part == 0:
                    self._table()
                if number == 3 and part == 1:
                    self._footnote("1See https://example.org/protocol for the full evaluation protocol.")
                if number == 4 and part == 0 and self.spec.prompt_box:
                    self._prompt_box()
                if number == 4 and part == 1 and self.spec.algorithm:
                    self._algorithm()
        self._references()
        self._heading("A Additional Results")
        self._paragraph(4)
        self._finish_page()

    def _equation(self) -> None:
        self.equations += 1
        text = f"L(\u03c0) = \u2212\u2211 log \u03c0(y | x) + 0.1 \u00d7 KL(\u03c0, \u03c00)    ({self.equations})"
        self._room(3 * self.size)
        self.y -= 0.6 * self.size
        self._line(text, self.size, ITALIC, 0.12 * self.width)
        self._noise(text)

    def _caption(self, label: str, text: str) -> None:
        caption = f"{label}{self.spec.caption_mark} {text}"
        self.paper.captions.append(caption)
        self._wrapped(caption, 0.9 * self.size)

    def _figure(self) -> None:
        """A plot: axes, tick numbers, axis labels (one rotated), a legend and LaTeX debris."""
        self.figures += 1
        height = 130.0
        self._room(height + 4 * self.size)
        left, bottom = self.columns[self.column], self.y - height
        if self.spec.figure_in_form:
            name = f"figure{self.figures}"
            self.pdf.beginForm(name)
            self._plot(left, bottom, height)
            self.pdf.endForm()
            self.pdf.doForm(name)
        else:
            self._plot(left, bottom, height)
        self.y = bottom - 0.5 * self.size
        self._caption(f"Figure {self.figures}", "Reward over training for GRPO and PPO, averaged over five seeds.")
        self._noise(*_FIGURE_TEXT, " ".join(_TICKS[:3]))

    def _plot(self, left: float, bottom: float, height: float) -> None:
        pdf, small = self.pdf, self.spec.figure_label_size * self.size
        x0, y0, width = left + 30, bottom + 22, self.width - 50
        pdf.line(x0, y0, x0 + width, y0)
        pdf.line(x0, y0, x0, y0 + height - 30)
        pdf.setFont(FONT, small)
        for i, tick in enumerate(_TICKS):
            pdf.drawCentredString(x0 + i * width / (len(_TICKS) - 1), y0 - small - 2, tick)
        for i in range(5):
            pdf.drawRightString(x0 - 3, y0 + i * (height - 40) / 4, f"{i / 4:.2f}")
        pdf.drawCentredString(x0 + width / 2, bottom + 2, _FIGURE_TEXT[0])
        pdf.saveState()
        pdf.translate(left + 8, y0 + 30)
        pdf.rotate(90)
        pdf.drawString(0, 0, _FIGURE_TEXT[1])
        pdf.restoreState()
        pdf.drawString(x0 + width - 70, y0 + height - 45, _FIGURE_TEXT[2])
        pdf.drawString(x0 + width - 70, y0 + height - 55, _FIGURE_TEXT[3])
        pdf.setFont(FONT, 0.4 * self.size)
        pdf.drawString(x0 + 5, y0 + height - 35, _FIGURE_TEXT[4])
        pdf.drawString(x0 + 5, y0 + height - 40, _FIGURE_TEXT[5])

    def _table(self) -> None:
        self.tables += 1
        size = self.spec.table_size * self.size
        self._room(9 * size)
        caption = ("Table", "Accuracy on held-out reasoning benchmarks; higher is better.")
        if self.spec.table_caption_above:
            self.y -= 0.5 * self.size
            self._caption(f"{caption[0]} {self.tables}", caption[1])
        step = self.width / 4
        for row in _TABLE:
            self._room(1.4 * size)
            self.y -= 1.4 * size
            self.pdf.setFont(BOLD if row is _TABLE[0] else FONT, size)
            for i, cell in enumerate(row):
                self.pdf.drawString(self.columns[self.column] + 10 + i * step, self.y, cell)
            self._noise(" ".join(row))
        if not self.spec.table_caption_above:
            self.y -= 0.5 * self.size
            self._caption(f"{caption[0]} {self.tables}", caption[1])

    def _teaser(self) -> None:
        """A full-width figure on page 1 above the abstract, as many papers open with."""
        saved = (self.columns, self.width)
        self.columns, self.width = [MARGIN], PAGE_WIDTH - 2 * MARGIN
        self._figure()
        self.columns, self.width = saved
        self.y -= 0.5 * self.size

    def _algorithm(self) -> None:
        """An algorithm: its title line (the caption), then pseudo-code between rules."""
        self._room((len(_ALGORITHM) + 3) * 1.3 * self.size)
        self.y -= 0.5 * self.size
        title = "Algorithm 1 Group Relative Policy Optimisation"
        left = self.columns[self.column]
        self.pdf.line(left, self.y, left + self.width, self.y)
        self._line(title, self.size, BOLD, gap=1.4)
        self.paper.captions.append(title)
        self.pdf.line(left, self.y - 0.4 * self.size, left + self.width, self.y - 0.4 * self.size)
        for text in _ALGORITHM:
            indent = 10.0 if text[:2] in ("2:", "3:", "4:", "5:") else 0.0
            self._line(text, self.size, FONT, indent, gap=1.3)
        self.pdf.line(left, self.y - 0.4 * self.size, left + self.width, self.y - 0.4 * self.size)
        self._noise(*_ALGORITHM)

    def _prompt_box(self) -> None:
        """A framed prompt template set in body type, captioned below as a table."""
        self.tables += 1
        height = (len(_PROMPT) + 1) * 1.3 * self.size
        self._room(height + 4 * self.size)
        left, top = self.columns[self.column] + 10, self.y - 0.5 * self.size
        self.pdf.rect(left, top - height, self.width - 20, height)
        self.y = top
        for text in _PROMPT:
            self._line(text, self.size, FONT, left + 8 - self.columns[self.column], gap=1.3)
        self.y = top - height - 0.5 * self.size
        self._caption(f"Table {self.tables}", "The prompt template given to the verifier.")
        self._noise(*_PROMPT)

    def _references(self) -> None:
        self._heading("References")
        size = 0.9 * self.size
        for number, entry in enumerate(_REFERENCES, 1):
            text = f"[{number}] {entry}" if self.spec.numbered_references else entry
            self.y -= 0.3 * size
            self._wrapped(text, size, hanging=0.0 if self.spec.numbered_references else 10.0)
            self.paper.references.append(text)
        self._noise(*_REFERENCES)


def make_long_pdf(path: str | Path, pages: int, seed: int = 5) -> Path:
    """A ``pages``-page single-column paper of varied prose (44 lines a page), for memory and resume tests."""
    rng = random.Random(seed)
    words = [
        "policy",
        "gradient",
        "reward",
        "model",
        "baseline",
        "variance",
        "rollout",
        "token",
        "sequence",
        "advantage",
        "critic",
        "value",
        "preference",
        "reasoning",
        "verifier",
        "sample",
        "batch",
        "update",
        "step",
        "learning",
        "rate",
        "entropy",
        "bonus",
        "clipping",
        "ratio",
    ]

    def line() -> str:
        return (" ".join(rng.choice(words) for _ in range(rng.randint(8, 14))).capitalize() + ".")[:95]

    body = [
        (["Abstract", "We study " + line()] if n == 0 else []) + [line() for _ in range(44 - 2 * (n == 0))] for n in range(pages)
    ]
    return make_pdf(path, body, title="A Very Long Study of Policy Gradients")
