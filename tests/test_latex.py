"""LaTeX in titles and abstracts is shown readably, and search still finds the plain form."""

from __future__ import annotations

import time
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.records import paper_id_for
from assistant.retrieval import Retriever
from ingest.latex import render_latex
from ingest.pipeline import Ingestor
from ingest.topic_page import parse_topic_page

RAW_TITLE = "GD $^2$ PO: Mitigating Multi-Reward Conflicts via Group-Dynamic Decoupled Policy Optimization"
TITLE = "GD²PO: Mitigating Multi-Reward Conflicts via Group-Dynamic Decoupled Policy Optimization"


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("GD $^2$ PO", "GD²PO"),  # the feed's spaces around a script box
        ("(GD $^2$ PO).", "(GD²PO)."),
        ("R $^2$ score", "R² score"),  # not one name: the space stays
        ("$\\alpha$-DPO", "α-DPO"),
        ("$\\beta$-VAE and $\\Delta$", "β-VAE and Δ"),
        ("$O(n^2)$", "O(n²)"),
        ("$10^{-3}$", "10⁻³"),
        ("p < 10^-9 vs. R^2=0.24", "p < 10⁻⁹ vs. R²=0.24"),  # the feed drops the dollars of abstracts
        ("$x_{t+1}$ and $x_t$", "xₜ₊₁ and xₜ"),
        ("$\\ell_2$", "ℓ₂"),
        ("$\\pi_\\theta$", "π_θ"),  # no subscript theta: still visibly a subscript
        ("$\\mathcal{L}_{\\text{KL}}$", "ℒ_{KL}"),
        ("$\\mathbb{R}^{d}$", "ℝᵈ"),
        ("$x^T$", "xᵀ"),
        ("$Q^*$ and A* search", "Q* and A* search"),
        ("\\textbf{Bold \\underline{Re}}ward", "Bold Reward"),
        ("\\emph{not} \\textit{this}", "not this"),
        ("{\\sim}15 points, 36\\% and \\& more", "~15 points, 36% and & more"),
        ("$\\frac{1}{2}$, $\\sqrt{n}$, $\\hat{y}$", "1/2, √n, ŷ"),
        ("$\\sqrt{n+1}$ and $\\frac{a+b}{2}$", "√(n+1) and (a+b)/2"),
        ("\\href{https://x.org/a_b}{the code}", "the code"),
        ("$a \\leq b \\to c$", "a ≤ b → c"),
        ("J(θ) = \\mathbb{E}*{τ\\sim p*θ(τ)}[R(τ)]", "J(θ) = 𝔼_{τ~p_θ(τ)}[R(τ)]"),  # markdown-damaged subscripts
        ("costs $5 today", "costs $5 today"),  # a lone dollar is a price
        ("\\$5", "$5"),
        ("snake_case, my_repo and x^T", "snake_case, my_repo and x^T"),  # identifiers outside maths
        ("see https://github.com/a_b/GD^2 now", "see https://github.com/a_b/GD^2 now"),
        ("\\unknowncmd{arg}", "unknowncmdarg"),  # nothing of the text disappears
        ("Plain title: no LaTeX here", "Plain title: no LaTeX here"),
    ],
)
def test_latex_is_rendered_readably(raw: str, shown: str) -> None:
    assert render_latex(raw) == shown


def test_nfkc_gives_back_the_plain_letters_and_digits() -> None:
    """What a search index that normalises with NFKC sees of the rendered text."""
    for raw, plain in (("GD $^2$ PO", "GD2PO"), ("$O(n^2)$", "O(n2)"), ("$\\mathbb{E}$", "E"), ("$\\mathcal{L}$", "L")):
        assert unicodedata.normalize("NFKC", render_latex(raw)) == plain


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([*"\\${}^_*ab αO(2) \n", "\\alpha", "\\frac", "\\mathbb", "\\left.", "\\sqrt"])).map("".join))
def test_any_latex_like_text_renders_without_error(text: str) -> None:
    assert isinstance(render_latex(text), str)


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_text_renders_without_error(text: str) -> None:
    rendered = render_latex(text)
    if not any(c in text for c in "\\${}^_"):
        assert rendered == text


def test_deep_nesting_and_huge_input_stay_fast() -> None:
    for text in ("{" * 10_000 + "x" + "}" * 10_000, "\\%$^2 " * 800_000, "$x^{" * 20_000):
        start = time.perf_counter()
        render_latex(text)
        assert time.perf_counter() - start < 2


# ---------------------------------------------------------------- titles and paper ids

PAGE = f"""Multi-Reward RL

Momentum

3 papers in the last four weeks, up 5% on the four weeks before. 0.1% of all new papers.

Latest papers 2

Jun 15, 2026cs.LG

{RAW_TITLE}

We propose a new policy optimization method that filters conflicting rollouts, with
$\\alpha$
-weighted rewards.

Haotian Liu, Yihao Liu

Alibaba

Multi-Reward RL Policy Optimization

Jun 14, 2026cs.LG

Scaling Reward Models

A study of reward model scaling for language model alignment.

Ann Lee

Policy Optimization Reward Modeling
"""


def test_the_title_is_rendered_and_the_id_follows_it() -> None:
    """The id is computed from the title shown (see ingest/topic_page.py), so it reads like it."""
    paper = parse_topic_page(PAGE).papers[0]
    assert paper.title == TITLE
    assert paper.paper_id == paper_id_for(TITLE) and paper.paper_id.startswith("gd2po-mitigating")
    assert paper.abstract == (
        "We propose a new policy optimization method that filters conflicting rollouts, with α-weighted rewards."
    )


@pytest.fixture
def store_with_gd2po(ingestor: Ingestor, tmp_path: Path) -> Retriever:
    page = tmp_path / "page.txt"
    page.write_text(PAGE, encoding="utf-8")
    assert not ingestor.ingest([page]).failed
    return Retriever(ingestor.settings, ingestor.store, ingestor.embeddings)


def _found(retriever: Retriever, query: str) -> list[str]:
    return [hit.chunk.paper_id for hit in retriever.search(query, k=3, method="bm25")]


def test_bm25_finds_the_rendered_title_by_its_rendered_form(store_with_gd2po: Retriever) -> None:
    assert _found(store_with_gd2po, "GD²PO")[:1] == [paper_id_for(TITLE)]


def test_bm25_finds_the_rendered_title_by_its_plain_form(store_with_gd2po: Retriever) -> None:
    assert _found(store_with_gd2po, "GD2PO")[:1] == [paper_id_for(TITLE)]
