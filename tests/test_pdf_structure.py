"""PDF structure (issue 11): only body prose and the abstract become quotable page text.

Generated papers (tests/pdf_factory.make_paper) carry their own labels: the generator
knows which drawn strings are prose and which are front matter, figure text, table
rows, equations, footnotes, captions, running headers or references. The shared real
papers (../shared/testdata/pdfs) are checked for the same classes; those tests skip
when the folder is absent.
"""

from __future__ import annotations

import re

import pytest
from pdf_factory import GeneratedPaper, PaperSpec, make_paper
from real_pdfs import read_real

from assistant.records import PdfDocument
from ingest.line_cues import URL
from ingest.pdf_layout import Line
from ingest.pdf_reader import READER_VERSION, read_pdf
from ingest.references import split_references

#: Layouts real papers use; each is drawn once per test module.
VARIANTS = {
    "one-column": PaperSpec(),
    "icml-two-columns": PaperSpec(two_columns=True, caption_mark=".", figure_in_form=True, seed=1),
    "acl-two-columns": PaperSpec(two_columns=True, body_size=11.0, table_caption_above=False, numbered_references=True, seed=2),
    "body-type-floats": PaperSpec(
        author_grid=True, table_size=1.0, figure_label_size=1.0, prompt_box=True, caption_mark=" |", seed=3, sections=5
    ),
}


@pytest.fixture(scope="module", params=sorted(VARIANTS))
def paper(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[GeneratedPaper, PdfDocument]:
    drawn = make_paper(tmp_path_factory.mktemp("papers") / f"{request.param}.pdf", VARIANTS[request.param])
    return drawn, read_pdf(drawn.path)


def _flat(doc: PdfDocument) -> str:
    return re.sub(r"\s+", " ", " ".join(page.text for page in doc.pages))


# ---------------------------------------------------------------------------------
# Generated papers
# ---------------------------------------------------------------------------------


def test_no_noise_class_reaches_the_page_text(paper: tuple[GeneratedPaper, PdfDocument]) -> None:
    drawn, doc = paper
    text = _flat(doc)
    leaked = [noise for noise in drawn.noise if re.sub(r"\s+", " ", noise) in text]
    assert leaked == []
    assert not re.search(r"\b0 150 300\b|0\.00 0\.25|</latexit>|\(\(\(\(", text)  # tick numbers, LaTeX debris


def test_every_body_sentence_is_kept(paper: tuple[GeneratedPaper, PdfDocument]) -> None:
    drawn, doc = paper
    text = _flat(doc)
    assert [sentence for sentence in drawn.prose if sentence not in text] == []


def test_captions_are_their_own_kind(paper: tuple[GeneratedPaper, PdfDocument]) -> None:
    drawn, doc = paper
    assert [caption for page in doc.pages for caption in page.captions] == drawn.captions
    assert not any(caption[:30] in _flat(doc) for caption in drawn.captions)


def test_references_are_entries_kept_apart(paper: tuple[GeneratedPaper, PdfDocument]) -> None:
    drawn, doc = paper
    assert doc.references == drawn.references
    assert not any(entry[:40] in _flat(doc) for entry in drawn.references)


def test_headings_stay_recorded(paper: tuple[GeneratedPaper, PdfDocument]) -> None:
    drawn, doc = paper
    found = [heading for page in doc.pages for _, heading in page.sections]
    assert found == drawn.headings
    for page in doc.pages:
        for offset, heading in page.sections:
            assert page.text[offset : offset + len(heading)] == heading


def test_the_abstract_is_prose_on_its_page(paper: tuple[GeneratedPaper, PdfDocument]) -> None:
    drawn, doc = paper
    abstract = " ".join(drawn.prose[:6])
    assert doc.abstract == abstract
    assert abstract in _flat(PdfDocument(doc.path, doc.title, doc.abstract, doc.pages[:1]))


def test_reader_version_is_recorded(paper: tuple[GeneratedPaper, PdfDocument]) -> None:
    assert paper[1].reader_version == READER_VERSION


# ---------------------------------------------------------------------------------
# Reference lists
# ---------------------------------------------------------------------------------


def _lines(*rows: tuple[str, float]) -> list[Line]:
    return [Line(text, x=x, y=700 - 12 * i, size=10) for i, (text, x) in enumerate(rows)]


def test_hanging_indent_entries() -> None:
    lines = _lines(
        ("Baheti, A., Lu, X., and Riedl, M. Improving language models with", 55.0),
        ("advantage-based offline policy gradients. arXiv preprint", 65.0),
        ("arXiv:2305.14718, 2023.", 65.0),
        ("Bradley, R. A. and Terry, M. E. Rank analysis of incom-", 55.0),
        ("plete block designs. Biometrika, 1952.", 65.0),
    )
    assert split_references([lines], {"incomplete"}) == [
        "Baheti, A., Lu, X., and Riedl, M. Improving language models with advantage-based offline policy gradients. arXiv preprint arXiv:2305.14718, 2023.",
        "Bradley, R. A. and Terry, M. E. Rank analysis of incomplete block designs. Biometrika, 1952.",
    ]


def test_numbered_entries_and_links_broken_across_lines() -> None:
    lines = _lines(
        ("[1] AI@Meta. Llama 3.1 model card, 2024. URL https://github.com/meta-llama/llama-m", 70.0),
        ("odels/blob/main/MODEL_CARD.md.", 70.0),
        ("[2] Weng, L. Reward hacking in reinforcement learning. lilianweng.github.io, Nov 2024.", 70.0),
    )
    assert split_references([lines], set()) == [
        "[1] AI@Meta. Llama 3.1 model card, 2024. URL https://github.com/meta-llama/llama-models/blob/main/MODEL_CARD.md.",
        "[2] Weng, L. Reward hacking in reinforcement learning. lilianweng.github.io, Nov 2024.",
    ]


# ---------------------------------------------------------------------------------
# Shared real papers
# ---------------------------------------------------------------------------------

PAPERS = ["deepseek_r1.pdf", "kto_halos_full_paper.pdf", "pasa_paperqa_stub.pdf"]


@pytest.fixture(scope="module")
def real() -> dict[str, PdfDocument]:
    return {name: read_real(name) for name in PAPERS}


@pytest.mark.parametrize("name", PAPERS)
def test_real_front_matter_stays_out(real: dict[str, PdfDocument], name: str) -> None:
    doc = real[name]
    text = _flat(doc)
    assert doc.title and doc.title not in text
    assert not [author for author in doc.authors if author in text.split("Acknowledg")[0][:2000]]
    assert not re.search(r"[\w.}]+@[\w-]+\.(?:com|edu|cn)", text)  # e-mail addresses
    assert "Equal contribution" not in text and "Corresponding author" not in text


@pytest.mark.parametrize("name", PAPERS)
def test_real_links_stand_only_inside_sentences(real: dict[str, PdfDocument], name: str) -> None:
    for page in real[name].pages:
        for line in page.text.split("\n"):
            bare = URL.sub("", line).strip(" .,:;()")
            assert bare or not line, f"a bare link on page {page.page}: {line!r}"


@pytest.mark.parametrize("name", PAPERS)
def test_real_reference_entries_stay_out(real: dict[str, PdfDocument], name: str) -> None:
    doc = real[name]
    assert len(doc.references) >= 30
    text = _flat(doc)
    assert [entry[:50] for entry in doc.references if entry[:50] in text] == []


@pytest.mark.parametrize(
    ("name", "rows"),
    [
        (
            "deepseek_r1.pdf",
            ["MMLU (Pass@1) 88.3", "OpenAI-o1-mini 63.6 80.0", "AIME 2024 MATH-500 GPQA", "1.1 Contributions ... 4"],
        ),
        ("kto_halos_full_paper.pdf", ["Zephyr-β SFT 57.2", "Mistral-7B + DPO 0.600", "Dataset (→) MMLU"]),
        ("pasa_paperqa_stub.pdf", ["ICLR 2023 888 5204", "PaSa-7b 0.7931 0.1448", "learning rate 1e-6", "Paper Queue"]),
    ],
)
def test_real_table_and_figure_text_stays_out(real: dict[str, PdfDocument], name: str, rows: list[str]) -> None:
    text = _flat(real[name])
    assert [row for row in rows if row in text] == []


def test_real_boxed_sample_output_is_table_content(real: dict[str, PdfDocument]) -> None:
    deepseek = real["deepseek_r1.pdf"]
    assert "Wait, wait. Wait. That’s an aha moment I can flag here." not in _flat(deepseek)
    assert "A conversation between User and Assistant." not in _flat(deepseek)
    caption = next(c for c in deepseek.pages[8].captions if c.startswith("Table 3 |"))
    assert caption.endswith("the power and beauty of reinforcement learning.")


def test_real_display_equations_stay_out_but_inline_maths_stays(real: dict[str, PdfDocument]) -> None:
    kto = _flat(real["kto_halos_full_paper.pdf"])
    assert "p∗(yw ≻ yl|x) = σ(r∗(x, yw) − r∗(x, yl)) (1)" not in kto
    assert "outputs (i.e., yw ≻ yl for x), and r∗ is the “true” reward function" in kto
    pasa = _flat(real["pasa_paperqa_stub.pdf"])
    assert "generates a trajectory τ = (s1, a1, · · · , sT , aT )." in pasa


def test_real_captions_are_captured(real: dict[str, PdfDocument]) -> None:
    captions = {name: [c for page in doc.pages for c in page.captions] for name, doc in real.items()}
    assert "Figure 1 | Benchmark performance of DeepSeek-R1." in captions["deepseek_r1.pdf"]
    assert sum(c.startswith("Figure") for c in captions["kto_halos_full_paper.pdf"]) == 7
    assert sum(c.startswith("Table") for c in captions["pasa_paperqa_stub.pdf"]) == 16


def test_real_body_prose_is_kept(real: dict[str, PdfDocument]) -> None:
    kto, pasa = _flat(real["kto_halos_full_paper.pdf"]), _flat(real["pasa_paperqa_stub.pdf"])
    assert "For example, because humans are loss-averse, given a gamble that returns $100" in kto
    assert "Proof. Where u = β log" in kto  # a line thick with inline maths is still prose
    assert "In this paper, we introduce PaSa, a novel paper search agent designed to mimic human behavior" in pasa
    assert "For instance, consider the query:" in pasa
