"""Tests for ingest.pdf_reader.

Core tests build their own PDFs (tests/pdf_factory.py). The real-paper tests read
../shared/testdata/pdfs and skip when it is absent (a user's own clone has no ../shared).
"""

from __future__ import annotations

import functools
import logging
import re
import tempfile
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from pdf_factory import Line, make_blank_pdf, make_pdf, make_shapes_pdf
from pypdf import PdfReader
from real_pdfs import read_real, real_path

from assistant.errors import UserError
from assistant.records import PdfDocument
from ingest.pdf_layout import clean_chars as _clean_chars
from ingest.pdf_reader import read_pdf

FILLER = "This sentence is ordinary body text that fills a whole line of the page"


def body(n: int, tag: str = "") -> list[str]:
    """n full-width body lines (full lines are joined into one paragraph)."""
    return [f"{FILLER} {tag}{i}." if tag else f"{FILLER} number {i}" for i in range(n)]


# ---------------------------------------------------------------------------------
# Text cleaning
# ---------------------------------------------------------------------------------


def test_ligatures_are_normalised(tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "lig.pdf", [["The ﬁrst ﬂow of ﬁne-tuning is ﬂat and we measure it carefully."]])
    raw = PdfReader(pdf).pages[0].extract_text()
    assert "ﬁ" in raw  # the fixture really contains ligature characters

    text = read_pdf(pdf).pages[0].text

    assert "The first flow of fine-tuning is flat" in text
    assert not re.search("[\ufb00-\ufb06]", text)


@given(st.text())
def test_clean_chars_leaves_no_control_characters(raw: str) -> None:
    cleaned = _clean_chars(raw)
    assert "\x00" not in cleaned
    assert all(ch == "\n" or unicodedata.category(ch)[0] != "C" for ch in cleaned)


def test_clean_chars_drops_nul_and_joins_soft_hyphen() -> None:
    assert _clean_chars("re\x00ward\tmodel") == "reward model"
    assert _clean_chars("rein\u00ad\nforcement") == "reinforcement"


def test_lines_of_a_paragraph_are_joined_and_paragraphs_kept(tmp_path: Path) -> None:
    lines = [*body(3), "It ends here.", *body(2, tag="second")]
    text = read_pdf(make_pdf(tmp_path / "para.pdf", [lines])).pages[0].text

    paragraphs = text.split("\n\n")
    assert len(paragraphs) == 2
    assert paragraphs[0] == " ".join([*body(3), "It ends here."])
    assert "\n" not in paragraphs[1]


def test_hyphenated_line_breaks_are_repaired(tmp_path: Path) -> None:
    lines = [
        "In this work we study how a policy trained by rein-",
        "forcement learning behaves when the reward is sparse and",
        "noisy, and we compare it against self-",
        "consistency decoding with the base model DeepSeek-",
        "R1 as a strong reference. The human-aware losses (HA-",
        "LOs) are written HALOs elsewhere in this document text.",
    ]
    text = read_pdf(make_pdf(tmp_path / "hyph.pdf", [lines])).pages[0].text

    assert "policy trained by reinforcement learning behaves" in text  # hyphenation break
    assert "against self-consistency decoding" in text  # compound prefix keeps its hyphen
    assert "base model DeepSeek-R1 as" in text  # a capital after the break keeps it
    assert "losses (HALOs) are" in text  # the paper writes "HALOs" elsewhere
    assert "-\n" not in text and "- " not in text


# ---------------------------------------------------------------------------------
# Page structure: headers, headings, columns
# ---------------------------------------------------------------------------------


WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]


def test_running_header_and_page_numbers_are_removed(tmp_path: Path) -> None:
    # Body lines differ by words, not only digits: lines equal up to digits ARE headers.
    pages = [[f"The {word} page opens with its own line.", *body(6, tag=word)] for word in WORDS[:5]]
    pdf = make_pdf(tmp_path / "head.pdf", pages, header="Journal of Generated Tests, Vol. {page}", page_numbers=True)
    raw = PdfReader(pdf).pages[2].extract_text()
    assert "Journal of Generated Tests, Vol. 3" in raw and raw.rstrip().endswith("3")

    doc = read_pdf(pdf)

    assert len(doc.pages) == 5
    for word, page in zip(WORDS, doc.pages):
        assert "Journal of Generated Tests" not in page.text
        assert page.text.startswith(f"The {word} page opens")  # the first body line stays
        assert page.text.endswith(f"{word}5.")  # the page number is gone


def test_line_repeated_on_few_pages_is_kept(tmp_path: Path) -> None:
    pages = [[*body(4, tag=word)] for word in WORDS]
    for n in (0, 1):
        pages[n] = ["Lemma on two pages only", *pages[n]]
    doc = read_pdf(make_pdf(tmp_path / "few.pdf", pages))
    assert all(p.text.startswith("Lemma on two pages only") for p in doc.pages[:2])


def test_section_headings_are_tracked_with_offsets(tmp_path: Path) -> None:
    page: list[Line] = [
        ("1 Introduction", 14),
        *body(3, tag="intro"),
        ("2.3 Reward Modeling", 14),
        *body(2, tag="reward"),
        "1. We train the model with a reward that is",
        "computed from the final answer only and nothing else.",
        ("Conclusion", 14),
        *body(1, tag="end"),
        ("References", 14),
        "A. Author. A generated paper. 2024.",
    ]
    doc = read_pdf(make_pdf(tmp_path / "sections.pdf", [page]))
    text, sections = doc.pages[0].text, doc.pages[0].sections

    assert [heading for _, heading in sections] == ["1 Introduction", "2.3 Reward Modeling", "Conclusion", "References"]
    for offset, heading in sections:
        assert text[offset : offset + len(heading)] == heading
    assert text.index("intro2.") < sections[1][0] < text.index("reward0.")


@pytest.mark.parametrize("same_page", [True, False])
def test_an_appendix_after_the_references_is_read_whatever_its_casing(tmp_path: Path, same_page: bool) -> None:
    references: list[Line] = [
        ("References", 14),
        "[1] A. Author and B. Writer. A generated paper about rewards. In ICML, 2024.",
        "[2] C. Person. Another generated paper about policies. arXiv:2401.00001, 2024.",
    ]
    appendix: list[Line] = [("Appendix A: Hyperparameters and compute", 14), *body(2, tag="appendix")]
    pages = [[*body(3, tag="intro"), *references, *appendix]] if same_page else [[*body(3, tag="intro"), *references], appendix]
    doc = read_pdf(make_pdf(tmp_path / "appendix.pdf", pages))
    text = "\n".join(page.text for page in doc.pages)

    assert "appendix0." in text and "appendix1." in text
    assert "A generated paper about rewards" not in text
    assert "Appendix A: Hyperparameters and compute" in [name for page in doc.pages for _, name in page.sections]


def test_two_column_page_reads_left_column_first(tmp_path: Path) -> None:
    left = [f"Left column sentence {i} continues here" for i in range(8)]
    right = [f"Right column sentence {i} continues here" for i in range(8)]
    text = read_pdf(make_pdf(tmp_path / "cols.pdf", [left + right], two_columns=True)).pages[0].text

    positions = [text.index(line) for line in left + right]
    assert positions == sorted(positions)  # all of the left column, then all of the right


# ---------------------------------------------------------------------------------
# Title and abstract
# ---------------------------------------------------------------------------------

ABSTRACT = [
    "We present a generated paper whose abstract spans several lines of text",
    "so that the reader has to join them into one paragraph and stop at the",
    "next section heading instead of running into the introduction below.",
]


def paper_page() -> list[Line]:
    return [("Abstract", 12), *ABSTRACT, ("1 Introduction", 12), *body(4)]


def test_title_from_largest_font_and_abstract(tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "paper.pdf", [paper_page()], title="Learning to Read Generated Papers")
    info = PdfReader(pdf).metadata
    assert info is not None and info.title == "untitled"  # a placeholder, to be ignored

    doc = read_pdf(pdf)

    assert doc.title == "Learning to Read Generated Papers"
    assert doc.abstract == " ".join(ABSTRACT)
    assert doc.pages[0].text.startswith("Abstract\n\n")  # the title is metadata, not quotable text


def test_metadata_title_wins_when_it_looks_real(tmp_path: Path) -> None:
    real = make_pdf(tmp_path / "meta.pdf", [paper_page()], title="Font Title Here", metadata_title="The Real Title")
    word = make_pdf(tmp_path / "word.pdf", [paper_page()], title="Font Title Here", metadata_title="Microsoft Word - draft3.docx")
    assert read_pdf(real).title == "The Real Title"
    assert read_pdf(word).title == "Font Title Here"


def test_no_title_or_abstract_when_there_is_none(tmp_path: Path) -> None:
    # Decision: a short notice is real text, read normally, with no invented title.
    pdf = make_pdf(tmp_path / "notice.pdf", [["This paper has moved. Please see the new link below."]])
    doc = read_pdf(pdf)
    assert doc.pages[0].text == "This paper has moved. Please see the new link below."
    assert doc.title is None and doc.abstract is None


# ---------------------------------------------------------------------------------
# Bad files: one-sentence UserError naming the file and the fix
# ---------------------------------------------------------------------------------


def _encrypted(tmp: Path) -> Path:
    return make_pdf(tmp / "locked.pdf", [body(3)], encrypt_password="s3cret")


def _truncated(tmp: Path) -> Path:
    good = make_pdf(tmp / "good.pdf", [body(20), body(20)])
    cut = tmp / "cut.pdf"
    cut.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    return cut


def _text_file(tmp: Path) -> Path:
    path = tmp / "notes.pdf"
    path.write_text("just some notes, renamed to .pdf\n")
    return path


def _empty(tmp: Path) -> Path:
    path = tmp / "empty.pdf"
    path.write_bytes(b"")
    return path


def _image_only(tmp: Path) -> Path:
    return make_shapes_pdf(tmp / "scan.pdf", n_pages=3)


def _zero_pages(tmp: Path) -> Path:
    return make_blank_pdf(tmp / "nopages.pdf", 0)


def _page_numbers_only(tmp: Path) -> Path:
    return make_pdf(tmp / "numbers.pdf", [[], [], []], page_numbers=True)


def _missing(tmp: Path) -> Path:
    return tmp / "missing.pdf"


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (_encrypted, "password"),
        (_truncated, "damaged or truncated"),
        (_text_file, "not a PDF"),
        (_empty, "is empty (0 bytes)"),
        (_image_only, "no text layer"),
        (_page_numbers_only, "no text layer"),
        (_zero_pages, "no pages"),
        (_missing, "does not exist"),
    ],
)
def test_bad_file_raises_one_line_user_error(tmp_path: Path, make: Callable[[Path], Path], expected: str) -> None:
    path = make(tmp_path)
    with pytest.raises(UserError) as info:
        read_pdf(path)
    message = str(info.value)
    assert expected in message
    assert path.name in message
    assert "\n" not in message and "Traceback" not in message
    assert info.value.__cause__ is None  # pypdf's exception is not chained into the report


@functools.cache
def _good_pdf_bytes() -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        return make_pdf(Path(tmp) / "base.pdf", [body(8), body(8)], title="A Base Paper Title").read_bytes()


@hypothesis_settings(max_examples=60, deadline=None, derandomize=True)
@given(st.data())
def test_damaged_bytes_give_a_document_or_a_user_error(data: st.DataObject) -> None:
    good = bytearray(_good_pdf_bytes())
    start = data.draw(st.integers(0, len(good) - 1))
    if data.draw(st.booleans()):
        damaged = good[:start] + good[start + data.draw(st.integers(1, 400)) :]  # cut a slice out
    else:
        damaged = good[:start] + data.draw(st.binary(min_size=1, max_size=40)) + good[start + 40 :]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "damaged.pdf"
        path.write_bytes(bytes(damaged))
        try:
            doc = read_pdf(path)
        except UserError as err:
            assert "damaged.pdf" in str(err) and "\n" not in str(err)
        else:
            assert len(doc.pages) >= 1


def test_image_only_message_names_ocr(tmp_path: Path) -> None:
    with pytest.raises(UserError, match="run OCR"):
        read_pdf(_image_only(tmp_path))


def test_empty_password_encryption_is_opened(tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "owner_only.pdf", [["Readable despite its encryption dictionary."]], encrypt_password="")
    assert PdfReader(pdf).is_encrypted
    assert read_pdf(pdf).pages[0].text == "Readable despite its encryption dictionary."


def test_more_pages_than_max_pages(tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "long.pdf", [body(2)] * 3)
    with pytest.raises(UserError, match=r"long\.pdf has 3 pages, more than the limit of 2"):
        read_pdf(pdf, max_pages=2)
    assert len(read_pdf(pdf, max_pages=3).pages) == 3


def test_thousands_of_blank_pages_fail_fast(tmp_path: Path) -> None:
    pdf = make_blank_pdf(tmp_path / "blank.pdf", 2000)
    start = time.perf_counter()
    with pytest.raises(UserError, match="no text layer"):
        read_pdf(pdf)
    assert time.perf_counter() - start < 10


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def test_pypdf_warnings_go_to_debug_log(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    # What reaches the root logger is what an application's log setup shows the user.
    # (pytest's caplog also hooks non-propagating loggers, so a plain handler is used.)
    root, collect = logging.getLogger(), _Collect()
    old_level = root.level
    root.addHandler(collect)
    root.setLevel(logging.DEBUG)
    try:
        with pytest.raises(UserError):
            read_pdf(_truncated(tmp_path))
    finally:
        root.removeHandler(collect)
        root.setLevel(old_level)
    assert not [r for r in collect.records if r.name.startswith("pypdf")]
    debug = [r.getMessage() for r in collect.records if r.name == "ingest.pdf_reader"]
    assert any("EOF marker not found" in message for message in debug)
    assert capfd.readouterr().err == ""


# ---------------------------------------------------------------------------------
# Real papers (shared test data)
# ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def deepseek() -> PdfDocument:
    return read_real("deepseek_r1.pdf")


@pytest.fixture(scope="module")
def kto() -> PdfDocument:
    return read_real("kto_halos_full_paper.pdf")


@pytest.fixture(scope="module")
def pasa() -> PdfDocument:
    return read_real("pasa_paperqa_stub.pdf")


def test_deepseek_pages_title_and_abstract(deepseek: PdfDocument) -> None:
    assert len(deepseek.pages) == 22
    assert [p.page for p in deepseek.pages] == list(range(1, 23))
    assert deepseek.title == "DeepSeek-R1: Incentivizing Reasoning Capability in LLMs via Reinforcement Learning"
    assert (deepseek.abstract or "").startswith("We introduce our first-generation reasoning models")
    assert (deepseek.abstract or "").endswith("based on Qwen and Llama.")  # the figure under it is left out


def test_deepseek_known_sentence_on_its_page(deepseek: PdfDocument) -> None:
    sentence = "DeepSeek-R1-Zero learns to allocate more thinking time to a problem by reevaluating its initial approach"
    assert [p.page for p in deepseek.pages if sentence in p.text] == [8]


def test_deepseek_table_rows_stay_out_of_the_text(deepseek: PdfDocument) -> None:
    assert not [p.page for p in deepseek.pages if "88.3 87.2 88.5" in p.text]
    assert "Table 4 | Comparison between DeepSeek-R1 and other representative models." in deepseek.pages[12].captions


def test_deepseek_has_no_running_lines(deepseek: PdfDocument) -> None:
    for page in deepseek.pages:
        assert not re.search(rf"(^|\n){page.page}\s*$", page.text), f"page number left on page {page.page}"
    edges = [line for p in deepseek.pages for line in (p.text.split("\n")[:1] + p.text.split("\n")[-1:])]
    repeated = [line for line in set(edges) if edges.count(line) >= len(deepseek.pages) // 2]
    assert repeated == []


def test_deepseek_sections(deepseek: PdfDocument) -> None:
    headings = {(p.page, h) for p in deepseek.pages for _, h in p.sections}
    assert (5, "2.2.1. Reinforcement Learning Algorithm") in headings
    assert (17, "References") in headings
    assert (20, "A. Contributions and Acknowledgments") in headings
    assert not [h for _, h in headings if h[0].islower() or h.startswith("H. ")]  # "results.", "H. Zhang"


def test_kto_title_header_and_abstract(kto: PdfDocument) -> None:
    assert kto.title == "KTO: Model Alignment as Prospect Theoretic Optimization"
    header = "Model Alignment as Prospect Theoretic Optimization"
    assert [p.page for p in kto.pages if header in p.text] == []  # neither the title nor the running header
    assert (kto.abstract or "").startswith("Kahneman & Tversky’s prospect theory tells us that humans perceive")
    assert (kto.abstract or "").endswith("where preference data is scarce and expensive.")
    assert (1, "1. Introduction") in {(p.page, h) for p in kto.pages for _, h in p.sections}
    assert (13, "A. Proofs") in {(p.page, h) for p in kto.pages for _, h in p.sections}


def test_kto_hyphenated_words_are_repaired(kto: PdfDocument) -> None:
    raw = PdfReader(real_path("kto_halos_full_paper.pdf")).pages[0].extract_text()
    assert "hu-\nmans" in raw and "(HA-\nLOs)" in raw and "Kahneman-\nTversky" in raw

    text = kto.pages[0].text
    assert "for example, humans are famously loss-averse" in text
    assert "human-aware loss functions (HALOs)" in text
    assert "Using a Kahneman-Tversky model of human utility" in text
    assert not re.search(r"\w-\s", text.split("1. Introduction")[0])  # no broken word in the abstract


def test_pasa_two_columns_title_and_abstract(pasa: PdfDocument) -> None:
    assert len(pasa.pages) == 15
    assert pasa.title == "PaSa: An LLM Agent for Comprehensive Academic Paper Search"
    assert (pasa.abstract or "").startswith("We introduce PaSa, an advanced Paper Search agent")
    assert (pasa.abstract or "").endswith("available at https://github.com/bytedance/pasa.")
    first = pasa.pages[0].text
    assert first.index("Abstract") < first.index("1 Introduction") < first.index("Academic paper search lies")
    assert (12, "E.2 Prompt for Paper Selection") in {(p.page, h) for p in pasa.pages for _, h in p.sections}


def test_notice_stub_is_read_not_rejected() -> None:
    # Decision: 175 characters of real text is a text layer; the page is kept as is,
    # with no title or abstract invented from a notice.
    doc = read_real("understand_r1_zero_NOTICE_stub.pdf")
    assert len(doc.pages) == 1
    assert "This paper has been moved to arXiv." in doc.pages[0].text
    assert "https://arxiv.org/pdf/2503.20783" in doc.pages[0].text
    assert doc.title is None and doc.abstract is None


@pytest.mark.parametrize("name", ["deepseek_r1.pdf", "kto_halos_full_paper.pdf", "pasa_paperqa_stub.pdf"])
def test_real_papers_read_quickly(name: str) -> None:
    path = real_path(name)
    start = time.perf_counter()
    doc = read_pdf(path)
    assert time.perf_counter() - start < 10
    assert all(not re.search("[\ufb00-\ufb06\x00]", p.text) for p in doc.pages)
