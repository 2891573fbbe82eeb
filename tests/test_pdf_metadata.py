"""Metadata from the PDF itself (issue 11): title, authors, affiliations, the arXiv stamp."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import PaperSpec, make_paper
from real_pdfs import read_real

from ingest.pdf_layout import Line
from ingest.pdf_metadata import Stamp, read_affiliations, read_authors, read_stamp
from ingest.pdf_reader import read_pdf

# ---------------------------------------------------------------------------------
# The arXiv stamp
# ---------------------------------------------------------------------------------

STAMP = Stamp(arxiv_id="2503.20783", version=1, category="cs.LG", date="2025-03-26")


def test_stamp_from_rotated_margin_text() -> None:
    lines = [Line("Some body text of the page.", size=10), Line("arXiv:2503.20783v1 [cs.LG] 26 Mar 2025", upright=False)]
    assert read_stamp(lines) == STAMP


def test_stamp_given_back_reversed_or_letter_by_letter() -> None:
    reversed_line = [Line("5202 raM 62 ]GL.sc[ 1v38702.3052:viXra", upright=False)]
    letters = [Line(letter, upright=False) for letter in "arXiv:2503.20783v1[cs.LG]26Mar2025"]
    assert read_stamp(reversed_line) == STAMP
    assert read_stamp(letters) == STAMP


def test_old_style_identifier_and_no_stamp() -> None:
    old = read_stamp([Line("arXiv:hep-th/9901001v2 [hep-th] 3 Jan 1999", upright=False)])
    assert old == Stamp("hep-th/9901001", 2, "hep-th", "1999-01-03")
    assert read_stamp([Line("We cite arXiv:2401.01234 in the text.")]) is None


# ---------------------------------------------------------------------------------
# Authors and affiliations
# ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["Yichen He∗1 Guanhua Huang∗1 Peiyuan Feng1 Yuan Lin†1", "Yuchen Zhang1 Hang Li1 Weinan E2"],
            ["Yichen He", "Guanhua Huang", "Peiyuan Feng", "Yuan Lin", "Yuchen Zhang", "Hang Li", "Weinan E"],
        ),
        (["Kawin Ethayarajh 1 Winnie Xu 2 Douwe Kiela 1 2"], ["Kawin Ethayarajh", "Winnie Xu", "Douwe Kiela"]),
        (["Ada Lovelace, Charles Babbage and Ludwig van Beethoven"], ["Ada Lovelace", "Charles Babbage", "Ludwig van Beethoven"]),
        (["1ByteDance Research 2Peking University", "hyc@bytedance.com", "Demo: https://pasa-agent.ai"], []),
        (["DeepSeek-AI", "research@deepseek.com"], ["DeepSeek-AI"]),
        (
            ["Ada Lovelace Alan Turing Grace Hopper", "Example University Acme Research"],
            ["Ada Lovelace", "Alan Turing", "Grace Hopper"],
        ),
        (  # marks in brackets
            [
                "Maren Holt (1), Ivo Rasmussen (1), Priya Venkataraman (2)",
                "(1) Northbridge Institute of Technology (2) Aalto Lab",
            ],
            ["Maren Holt", "Ivo Rasmussen", "Priya Venkataraman"],
        ),
        (["Ada Lovelace [1], Alan Turing [2]"], ["Ada Lovelace", "Alan Turing"]),
    ],
)
def test_authors_from_front_matter_lines(lines: list[str], expected: list[str]) -> None:
    assert read_authors(None, lines) == expected


def test_authors_entry_of_the_pdf_wins_when_it_lists_names() -> None:
    listed = "Kawin Ethayarajh, Winnie Xu, Niklas Muennighoff, Dan Jurafsky, Douwe Kiela"
    assert read_authors(listed, ["Someone Else"]) == listed.split(", ")
    assert read_authors("LaTeX with hyperref", ["Ada Lovelace"]) == ["Ada Lovelace"]


def test_affiliations_split_at_their_markers() -> None:
    lines = ["1Stanford University 2Contextual AI. Correspondence to:", "Kawin Ethayarajh <kawin@stanford.edu>."]
    assert read_affiliations(lines) == ["Stanford University", "Contextual AI"]
    assert read_affiliations(["1ByteDance Research 2Peking University", "{a,b}@bytedance.com"]) == [
        "ByteDance Research",
        "Peking University",
    ]
    assert read_affiliations(["(1) Northbridge Institute of Technology (2) Aalto Compute Lab"]) == [
        "Northbridge Institute of Technology",
        "Aalto Compute Lab",
    ]


# ---------------------------------------------------------------------------------
# Generated papers
# ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "spec",
    [
        PaperSpec(),
        PaperSpec(two_columns=True, stamp_letters=True, stamp="arXiv:2412.01234v3 [cs.CL] 5 Dec 2024", seed=1),
        PaperSpec(author_grid=True, seed=2),
        PaperSpec(teaser=True, seed=3),
        PaperSpec(
            stamp=None, title="Learning to Verify Chains of Thought", authors=(("Mary Somerville", "1"), ("Emmy Noether", "2"))
        ),
    ],
    ids=["one-column", "letter-by-letter-stamp", "author-grid", "teaser-figure", "no-stamp"],
)
def test_generated_paper_metadata(tmp_path: Path, spec: PaperSpec) -> None:
    doc = read_pdf(make_paper(tmp_path / "paper.pdf", spec).path)
    assert doc.title == spec.title
    assert doc.authors == [name for name, _ in spec.authors]
    assert doc.affiliations == list(spec.affiliations)
    if spec.stamp is None:
        assert (doc.arxiv_id, doc.arxiv_version, doc.category, doc.date) == (None, None, None, None)
    else:
        found = read_stamp([Line(spec.stamp, upright=False)])
        assert found is not None
        assert (doc.arxiv_id, doc.arxiv_version, doc.category, doc.date) == (
            found.arxiv_id,
            found.version,
            found.category,
            found.date,
        )


# ---------------------------------------------------------------------------------
# Shared real papers
# ---------------------------------------------------------------------------------


def test_real_arxiv_stamp_and_front_matter() -> None:
    pasa = read_real("pasa_paperqa_stub.pdf")
    assert (pasa.arxiv_id, pasa.arxiv_version, pasa.category, pasa.date) == ("2501.10120", 1, "cs.IR", "2025-01-17")
    assert pasa.authors == ["Yichen He", "Guanhua Huang", "Peiyuan Feng", "Yuan Lin", "Yuchen Zhang", "Hang Li", "Weinan E"]
    assert pasa.affiliations == ["ByteDance Research", "Peking University"]


def test_real_authors_without_a_stamp() -> None:
    kto = read_real("kto_halos_full_paper.pdf")
    assert kto.authors == ["Kawin Ethayarajh", "Winnie Xu", "Niklas Muennighoff", "Dan Jurafsky", "Douwe Kiela"]
    assert kto.affiliations == ["Stanford University", "Contextual AI"]
    assert kto.arxiv_id is None and kto.date is None
    assert read_real("deepseek_r1.pdf").authors == ["DeepSeek-AI"]


def test_a_notice_has_no_invented_metadata() -> None:
    notice = read_real("understand_r1_zero_NOTICE_stub.pdf")
    assert (notice.title, notice.authors, notice.arxiv_id) == (None, [], None)
