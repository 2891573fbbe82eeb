"""Tests for the topic-page parser: the two real seed pages and small synthetic ones.

Layout A is seeds/000 (blank-line separated, date fused with category, maths broken
over lines); layout B is seeds/003 (three fused lines per paper plus a detail view).
"""

from __future__ import annotations

import contextlib
import re
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.errors import UserError
from assistant.records import Paper
from ingest.topic_page import TopicPage, looks_like_topic_page, parse_topic_page

SEEDS = Path(__file__).parent.parent / "seeds"
PAGE_A = SEEDS / "000_6edcee5decaf2bde.txt"
PAGE_B = SEEDS / "003_931d614282dd9358.txt"
TOPIC = "RL for Language Models"


@pytest.fixture(scope="module")
def page_a() -> TopicPage:
    return parse_topic_page(PAGE_A.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def page_b() -> TopicPage:
    return parse_topic_page(PAGE_B.read_text(encoding="utf-8"))


def paper(page: TopicPage, title_start: str) -> Paper:
    """The one paper whose title starts so (full titles are pinned by TITLES_A/B)."""
    matches = [p for p in page.papers if p.title.startswith(title_start)]
    assert len(matches) == 1, f"{title_start!r} matches {len(matches)} papers"
    return matches[0]


# ------------------------------------------------------------------------ page level


def test_layout_a_lists_exactly_its_30_titles_in_order(page_a: TopicPage) -> None:
    assert [p.title for p in page_a.papers] == TITLES_A


def test_layout_b_lists_exactly_its_30_titles_in_order(page_b: TopicPage) -> None:
    assert [p.title for p in page_b.papers] == TITLES_B


def test_topic_and_momentum(page_a: TopicPage, page_b: TopicPage) -> None:
    assert page_a.topic == TOPIC
    assert page_b.topic == TOPIC
    assert page_a.momentum == "36 papers in the last four weeks, up 71% on the four weeks before."
    assert page_b.momentum == "63 papers in the last four weeks, up 17% on the four weeks before."


def test_every_paper_carries_the_topic_and_no_arxiv_link(page_a: TopicPage, page_b: TopicPage) -> None:
    for p in page_a.papers + page_b.papers:
        assert p.topic == TOPIC
        assert p.arxiv_id is None and p.url is None


def test_dates_are_iso(page_a: TopicPage, page_b: TopicPage) -> None:
    for p in page_a.papers + page_b.papers:
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", p.date or ""), p.date
    assert [page_a.papers[0].date, page_a.papers[-1].date] == ["2026-06-21", "2026-06-05"]
    assert [page_b.papers[0].date, page_b.papers[-1].date] == ["2026-03-09", "2026-02-14"]
    assert paper(page_b, "RLAR:").date == "2026-02-28"


def test_categories_only_in_layout_a(page_a: TopicPage, page_b: TopicPage) -> None:
    assert {p.category for p in page_a.papers} == {"cs.LG", "cs.CL", "cs.AI", "cs.SD"}
    assert paper(page_a, "AP-GRPO:").category == "cs.SD"
    assert {p.category for p in page_b.papers} == {None}


def test_every_layout_b_paper_has_authors_and_tags(page_b: TopicPage) -> None:
    for p in page_b.papers:
        assert p.authors, p.title
        assert p.tags, p.title
        assert p.affiliations, p.title


def test_every_layout_a_paper_has_abstract_authors_and_tags(page_a: TopicPage) -> None:
    for p in page_a.papers:
        assert p.abstract and len(p.abstract) > 200, p.title
        assert p.authors and p.tags, p.title


# --------------------------------------------------------------- full records, layout A


def test_self_ctrl_record_with_rejoined_maths(page_a: TopicPage) -> None:
    got = paper(page_a, "Self-CTRL: Self-Consistency Training with Reinforcement Learning")
    assert got == Paper(
        title="Self-CTRL: Self-Consistency Training with Reinforcement Learning",
        authors=["Itamar Pres", "Laura Ruis", "Melat Ghebreselassie"],
        authors_more=2,
        date="2026-06-16",
        category="cs.LG",
        abstract=SELF_CTRL_ABSTRACT,
        affiliations=["MIT CSAIL"],
        affiliations_more=0,
        # The run after the topic recurs nowhere on the page, so it stays one tag
        # (the documented limitation of page-mined segmentation).
        tags=[
            "RL for Language Models",
            "Faithfulness of Language Model Explanations LLM Auditing LLM Interpretability "
            "Language Model Self-Assessment LLM Safety Alignment",
        ],
        tags_more=2,
        topic=TOPIC,
    )
    assert "from R²=0.24 to R²=0.64 on a set" in got.abstract
    assert "from 36% to 92%. In the other direction" in got.abstract
    assert "from 15.0% to 0.5% without" in got.abstract


def test_gd2po_record_renders_its_title_and_glues_superscript(page_a: TopicPage) -> None:
    title = "GD²PO: Mitigating Multi-Reward Conflicts via Group-Dynamic reward-Decoupled Policy Optimization"
    got = paper(page_a, title)
    assert got == Paper(
        title=title,
        authors=["Haotian Liu", "Yihao Liu", "Jingwei Ni"],
        authors_more=11,
        date="2026-06-15",
        category="cs.LG",
        abstract=GD2PO_ABSTRACT,
        affiliations=["Alibaba", "Renmin University of China", "Peking University"],
        affiliations_more=3,
        tags=["Multi-Objective Reinforcement Learning", TOPIC, "Policy Gradient Methods", "RL Post-Training"],
        tags_more=0,
        topic=TOPIC,
    )
    assert "(GD²PO). Specifically, GD²PO employs" in got.abstract


def test_paper_without_affiliations_line(page_a: TopicPage) -> None:
    title = "One Model, Multiple Goals: Adaptive Multi-Objective Learning for E-commerce Dialogue Systems"
    assert paper(page_a, title) == Paper(
        title=title,
        authors=["Mingzhe Li", "Jing Xiang", "Enguo Zhou"],
        authors_more=5,
        date="2026-06-08",
        category="cs.CL",
        abstract=ONE_MODEL_ABSTRACT,
        affiliations=[],
        affiliations_more=0,
        tags=[
            "Multi-Objective Reinforcement Learning",
            TOPIC,
            "Constrained RL",
            "Multi-Objective Language Model Alignment",
            "Conversational Agents",
        ],
        tags_more=0,
        topic=TOPIC,
    )


def test_single_author_is_not_taken_for_an_affiliation(page_a: TopicPage) -> None:
    got = paper(page_a, "Reinforcement Learning for LLM-based Event")
    assert (got.authors, got.authors_more) == (["Amit Arnold Levy"], 0)
    assert (got.affiliations, got.affiliations_more) == (["University of Oxford"], 0)
    assert got.abstract.startswith("We use Group Relative Policy Optimization (GRPO)")
    assert got.abstract.endswith("We also discuss various dead ends on the path to this result.")


def test_affiliation_numbering_and_more_count(page_a: TopicPage) -> None:
    first = page_a.papers[0]
    assert first.affiliations == ["Keenable AI", "Accenture", "Yandex"]
    assert (first.authors, first.authors_more) == (["Aleksandr Nikolich", "Igor Kiselev", "Vladimir Platonov"], 1)
    survey = paper(page_a, "Modularized Reinforcement Learning")
    assert survey.affiliations == [
        "VU Amsterdam, The Netherlands",
        "University of Maryland, Baltimore County, USA",
        "Leiden University, The Netherlands",
    ]
    assert survey.affiliations_more == 4
    assert survey.authors_more == 18
    derivation = paper(page_a, "A First-Principles Derivation")
    assert derivation.affiliations == [
        "Nanjing University",
        "Shanghai Artificial Intelligence Laboratory",
        "Shanghai Jiao Tong University",
    ]
    assert derivation.affiliations_more == 4


def test_other_maths_fragments_are_rejoined(page_a: TopicPage) -> None:
    persuasion = paper(page_a, "Using Cognitive Models")
    assert "and Grether's α-β model -- using prompting" in persuasion.abstract
    hacking = paper(page_a, "Generalization Hacking:")
    assert "maintaining a persistent ~15 percentage point compliance gap" in hacking.abstract
    derivation = paper(page_a, "A First-Principles Derivation")
    assert (
        "optimize the same objective J(θ) = 𝔼_{τ~p_θ(τ)}[R(τ)], which has exactly two "
        "factors: the trajectory probability p_θ(τ) and the reward R(τ). Every method"
    ) in derivation.abstract
    assert "induced by p_θ(τ), and the reward side, induced by R(τ), as the two axes" in derivation.abstract
    for p in page_a.papers:
        assert "\\%" not in p.abstract and "$" not in p.abstract and "\n" not in p.abstract
        assert "  " not in p.abstract


def test_tag_more_counts(page_a: TopicPage) -> None:
    persuasion = paper(page_a, "Using Cognitive Models")
    assert persuasion.tags_more == 2
    assert not any(tag.endswith("+2") for tag in persuasion.tags)
    assert sum(p.tags_more for p in page_a.papers) == 4


# --------------------------------------------------------------- full records, layout B


def test_detail_view_is_merged_into_its_list_entry(page_b: TopicPage) -> None:
    title = "Revealing Behavioral Plasticity in Large Language Models: A Token-Conditional Perspective"
    assert paper(page_b, title) == Paper(
        title=title,
        authors=["Liyuan Mao", "Le Yu", "Jing Zhou", "Chujie Zheng"],
        authors_more=6,
        date="2026-03-09",
        category=None,
        abstract=PLASTICITY_ABSTRACT,
        affiliations=["Qwen Team, Alibaba Group", "Shanghai Jiao Tong University"],
        affiliations_more=0,
        tags=["Inference-Time Language Model Alignment", TOPIC, "RL for Language Model Reasoning"],
        tags_more=0,
        topic=TOPIC,
    )
    # The detail view is the only place with an abstract; no other paper gains one.
    assert [p.title for p in page_b.papers if p.abstract] == [title]


def _layout_b(title: str, authors: list[str], date: str, affiliations: list[str], tags: list[str], **more: int) -> Paper:
    """A layout-B list entry: no category and no abstract (only the detail view has one)."""
    return Paper(title=title, authors=authors, date=date, affiliations=affiliations, tags=tags, topic=TOPIC, **more)


@pytest.mark.parametrize(
    "expected",
    [
        pytest.param(
            _layout_b(
                "Post-Training with Policy Gradients: Optimality and the Base Model Barrier",
                ["Alireza Mousavi-Hosseini", "Murat A. Erdogdu"],
                "2026-03-07",
                ["University of Toronto, Vector Institute.", "University of Toronto, Vector Institute, and Numurho."],
                ["Language Model Post-Training", "Policy Gradient"],
            ),
            id="fused-author-without-count",
        ),
        pytest.param(
            _layout_b(
                "Why Does RLAIF Work At All?",
                ["Robin Young"],
                "2026-03-03",
                ["Department of Computer Science and Technology, University of Cambridge, Cambridge, UK"],
                ["LLM Alignment", TOPIC],
            ),
            id="fused-single-author",
        ),
        pytest.param(
            _layout_b(
                "Helix: Evolutionary Reinforcement Learning for Open-Ended Scientific Problem Solving",
                ["Chang Su", "Zhongkai Hao", "Zhizhou Zhang"],
                "2026-03-08",
                [
                    "Bosch (China) Investment Co., Ltd.",
                    "Tsinghua-Bosch Joint Center for ML, Tsinghua University",
                    "Dept. of Comp. Sci. & Techn., Tsinghua University",
                ],
                ["Evolutionary RL", "Reinforcement Learning"],
                authors_more=4,
                affiliations_more=1,
            ),
            id="list-entry-with-count",
        ),
    ],
)
def test_layout_b_entries_parse_exactly(page_b: TopicPage, expected: Paper) -> None:
    assert paper(page_b, expected.title) == expected


@pytest.mark.parametrize(
    ("title", "authors", "first_tag"),
    [
        ("LongRLVR:",
         ["Guanzheng Chen", "Michael Qizhe Shieh", "Lidong Bing"], TOPIC),
        ("Overton Pluralistic",
         ["Yu Fu", "Seongho Son", "Ilija Bogunovic"], TOPIC),
        ("Evolutionary System Prompt",
         ["Lunjun Zhang", "Ryan Chen", "Bradly C. Stadie"], "Language Model Self-Improvement"),
    ],
)  # fmt: skip
def test_other_fused_authors_without_count(page_b: TopicPage, title: str, authors: list[str], first_tag: str) -> None:
    got = paper(page_b, title)
    assert (got.authors, got.authors_more) == (authors, 0)
    assert got.tags[0] == first_tag


# ------------------------------------------------------------------------------- tags


def test_recurring_tags_come_out_whole(page_a: TopicPage, page_b: TopicPage) -> None:
    for page in (page_a, page_b):
        tags = {tag for p in page.papers for tag in p.tags}
        for whole in ("Credit Assignment in RL", "Reinforcement Learning", "Reward Modeling", TOPIC):
            assert whole in tags
    tags_a = {tag for p in page_a.papers for tag in p.tags}
    assert {"RL Post-Training", "Multi-Objective Reinforcement Learning", "Policy Gradient Methods"} <= tags_a


@pytest.mark.parametrize(
    ("title", "tags"),
    [
        ("Modularized Reinforcement Learning",
         [TOPIC, "Credit Assignment in RL", "RL Exploration", "RL Post-Training", "Policy Learning"]),
        ("A First-Principles Derivation",
         [TOPIC, "Group Relative Policy Optimization", "Policy Gradient Methods",
          "Proximal Policy Optimization", "Policy Learning"]),
        ("Rethinking the Divergence",
         [TOPIC, "Policy Optimization", "Trust Region Policy Optimization", "RL Post-Training", "Off-Policy RL"]),
        ("ReCal:",
         ["Multi-Objective Reinforcement Learning", TOPIC, "Reinforcement Learning", "Credit Assignment in RL",
          "LLM Routing Reward Design for RL"]),
        ("Towards Long-Horizon Vessel",
         [TOPIC, "Vessel Trajectory Prediction", "Reinforcement Learning with Verifiable Rewards", "Trajectory Prediction"]),
        ("LogNEO:",
         [TOPIC, "Online Anomaly Detection", "Anomaly Detection"]),
        ("Generalization Hacking:",
         ["Reward Hacking", TOPIC, "RL Post-Training", "Generalization in RL"]),
    ],
)  # fmt: skip
def test_layout_a_tag_segmentation(page_a: TopicPage, title: str, tags: list[str]) -> None:
    assert paper(page_a, title).tags == tags


@pytest.mark.parametrize(
    ("title", "tags"),
    [
        ("BandPO:",
         [TOPIC, "Proximal Policy Optimization"]),
        ("Partial Policy Gradients", [TOPIC, "Policy Gradient Methods"]),
        ("MICA:",
         [TOPIC, "Credit Assignment in RL"]),
        ("Learning Agentic Time Series",
         ["Agentic Time Series Forecasting", "Time Series Forecasting"]),
        ("Overton Pluralistic",
         [TOPIC, "Multi-Objective Language Model Alignment"]),
    ],
)  # fmt: skip
def test_layout_b_tag_segmentation(page_b: TopicPage, title: str, tags: list[str]) -> None:
    assert paper(page_b, title).tags == tags


def test_tags_keep_every_word_of_the_tag_line(page_a: TopicPage) -> None:
    lines = PAGE_A.read_text(encoding="utf-8").splitlines()
    for p in page_a.papers:
        tag_line = " ".join(p.tags) + (f"+{p.tags_more}" if p.tags_more else "")
        assert tag_line in lines, p.title


# ------------------------------------------------------------------- synthetic pages

SYNTHETIC_A = """Diffusion Models

Momentum

12 papers in the last four weeks, up 5% on the four weeks before. 0.1% of all new papers.

Latest papers 2

May 2, 2026cs.CV

Fast Sampling for Diffusion

We cut sampling steps from

10^3

to

50

, which is 20x fewer; the error drops by 40\\%.

Ann Lee, Bo Chen +2

1Uni One · 2Uni Two +1

Diffusion Models Fast Sampling Image Generation+3

May 1, 2026stat.ML

Score Matching Revisited

A short abstract.

Carl Dunn

Image Generation Score Matching Fast Sampling
"""


def test_synthetic_layout_a_page() -> None:
    page = parse_topic_page(SYNTHETIC_A)
    assert page.topic == "Diffusion Models"
    assert page.momentum == "12 papers in the last four weeks, up 5% on the four weeks before."
    assert page.papers == [
        Paper(
            title="Fast Sampling for Diffusion",
            authors=["Ann Lee", "Bo Chen"],
            authors_more=2,
            date="2026-05-02",
            category="cs.CV",
            abstract="We cut sampling steps from 10³ to 50, which is 20x fewer; the error drops by 40%.",
            affiliations=["Uni One", "Uni Two"],
            affiliations_more=1,
            tags=["Diffusion Models", "Fast Sampling", "Image Generation"],
            tags_more=3,
            topic="Diffusion Models",
        ),
        Paper(
            title="Score Matching Revisited",
            authors=["Carl Dunn"],
            date="2026-05-01",
            category="stat.ML",
            abstract="A short abstract.",
            tags=["Image Generation", "Score Matching", "Fast Sampling"],
            topic="Diffusion Models",
        ),
    ]


SYNTHETIC_B = """Diffusion Models

A description paragraph about the field.

Latest papers

120 papers9 papers in the last four weeks, down 10% on the four weeks before. 0.1% of all new papers.

Fast Sampling for Diffusion
May 2, 2026Ann Lee, Bo Chen +2Diffusion Models Fast Sampling
Uni One · Uni Two
Score Matching Revisited
May 1, 2026Carl DunnImage Generation Diffusion Models
Guided Editing
Apr 30, 2026Dee Evans, Fay McGoodDiffusion Models Image Generation

May 2, 2026J/K move · Enter open · S save

Fast Sampling for Diffusion

Ann Lee, Bo Chen, Hal Ives+1

Uni One · Uni Two

Diffusion Models Fast Sampling Image Generation

Open paper AskPDF arXiv

We cut sampling steps a lot."""


def test_synthetic_layout_b_page() -> None:
    page = parse_topic_page(SYNTHETIC_B)
    assert page.topic == "Diffusion Models"
    assert page.momentum == "9 papers in the last four weeks, down 10% on the four weeks before."
    assert page.papers == [
        Paper(
            title="Fast Sampling for Diffusion",
            authors=["Ann Lee", "Bo Chen", "Hal Ives"],
            authors_more=1,
            date="2026-05-02",
            abstract="We cut sampling steps a lot.",
            affiliations=["Uni One", "Uni Two"],
            tags=["Diffusion Models", "Fast Sampling", "Image Generation"],
            topic="Diffusion Models",
        ),
        Paper(
            # No affiliations line: the next paper's title follows directly.
            title="Score Matching Revisited",
            authors=["Carl Dunn"],
            date="2026-05-01",
            tags=["Image Generation", "Diffusion Models"],
            topic="Diffusion Models",
        ),
        Paper(
            # "McGood" has its own lowercase->uppercase boundary; the one followed by a
            # tag known on the page (the topic) wins.  No affiliations line follows.
            title="Guided Editing",
            authors=["Dee Evans", "Fay McGood"],
            date="2026-04-30",
            tags=["Diffusion Models", "Image Generation"],
            topic="Diffusion Models",
        ),
    ]


def test_name_like_affiliation_after_a_single_author() -> None:
    """ "Google DeepMind" looks like a name too; the line above it is the author."""
    page = parse_topic_page(
        "Agents\n\nMay 3, 2026cs.AI\n\nA Title\n\nAn abstract that ends here.\n\nDana Fox\n\nGoogle DeepMind\n\nAgents Tool Use\n"
    )
    [only] = page.papers
    assert (only.authors, only.affiliations) == (["Dana Fox"], ["Google DeepMind"])
    assert only.abstract == "An abstract that ends here."
    assert only.tags == ["Agents", "Tool Use"]


# --------------------------------------------------------------------- refusing junk

JUNK = [
    "",
    "\n\n  \n",
    "hello world",
    "%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n",
    "# paperchat\n\nQuestion answering over research papers.\n\n- install\n- run\n",
    "RL for Language Models\n\nFollow this topic\n\nMomentum\n\nno papers listed yet\n",
    "Jun 21, 2026cs.LG\n\nA title\n\nAbstract.\n",  # no topic line: the page starts with a paper
    "A topic\n\nFeb 30, 2026cs.LG\n\nA title\n",  # not a real date
    "A topic\n\nJun 21, 2026\n",  # a date but no paper after it
    "@article{x, title={Y}, year={2026}}",
    "x" * 300 + "\nJun 21, 2026cs.LG\nTitle\n",  # first line far too long for a topic
]


@pytest.mark.parametrize("text", JUNK)
def test_junk_is_refused_with_one_sentence(text: str) -> None:
    with pytest.raises(UserError) as caught:
        parse_topic_page(text)
    message = str(caught.value)
    assert "\n" not in message
    assert "not a topic page" in message and "Jun 21, 2026" in message
    assert message.endswith(".") and message.count(". ") == 0


@pytest.mark.parametrize("text", [text for text in JUNK if "Jun 21, 2026\n" not in text])
def test_cheap_check_refuses_junk(text: str) -> None:
    assert not looks_like_topic_page(text)


def test_seeds_look_like_topic_pages() -> None:
    assert looks_like_topic_page(PAGE_A.read_text(encoding="utf-8"))
    assert looks_like_topic_page(PAGE_B.read_text(encoding="utf-8"))


def test_five_megabyte_single_line_is_refused_fast() -> None:
    for line in ("x" * 5_000_000, "RL " * 1_700_000, "Jun 21, 2026" + "aB, " * 1_250_000, "+1" * 2_500_000):
        start = time.perf_counter()
        with pytest.raises(UserError):
            parse_topic_page(line)
        assert time.perf_counter() - start < 2


@pytest.mark.parametrize(
    "huge",
    [
        "word " * 1_000_000,  # an abstract or tag line
        "Ann Lee, " * 600_000,  # an author-like line
        "aB" * 2_500_000 + " +3",
        "\\%$^2 " * 800_000,
    ],
)
def test_five_megabyte_lines_inside_pages_parse_fast(huge: str) -> None:
    text_a = PAGE_A.read_text(encoding="utf-8") + "\nJun 1, 2026cs.LG\n\nHuge\n\n" + huge + "\n"
    text_b = PAGE_B.read_text(encoding="utf-8").replace("Tencent\n", f"Tencent\nHuge\nFeb 1, 2026Ann {huge}\n")
    for text, count in ((text_a, 31), (text_b, 31)):
        start = time.perf_counter()
        page = parse_topic_page(text)
        assert time.perf_counter() - start < 2
        assert len(page.papers) == count


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_arbitrary_text_parses_or_raises_user_error(text: str) -> None:
    try:
        page = parse_topic_page(text)
    except UserError as err:
        assert "\n" not in str(err)
    else:
        assert page.papers and looks_like_topic_page(text)


PAGE_PIECES = ["T\n", "Jun 21, 2026cs.LG\n", "Mar 9, 2026Ab Cd", "\n", "+3", "Ab, Cd", " · ", "1X"]
PAGE_PIECES += ["^2", "-", "\\%", "$", "Open paper\n", "Tag Word ", "Ab CdEf Gh"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PAGE_PIECES), max_size=40))
def test_page_like_noise_parses_or_raises_user_error(parts: list[str]) -> None:
    with contextlib.suppress(UserError):
        parse_topic_page("".join(parts))


# ---------------------------------------------------------------------- expected data

TITLES_A = [
    "Weight-Space Geometry of Offline Reasoning Training",
    "Modularized Reinforcement Learning on LLMs: From MDP Creation to Exploration and Learning",
    "Post-Training Speech Enhancement Language Models with Perceptual Rewards",
    "Learning User Simulators with Turing Rewards",
    "EfficientRollout: System-Aware Self-Speculative Decoding for RL Rollouts",
    "Be Your Own Teacher: Steering Protein Language Models via Unsupervised Reward Optimization",
    "Self-CTRL: Self-Consistency Training with Reinforcement Learning",
    "SuCo: Sufficiency-guided Continuous Adaptive Reasoning",
    "Using Cognitive Models to Improve Language Model Simulation of Human Persuasion Games",
    "GD²PO: Mitigating Multi-Reward Conflicts via Group-Dynamic reward-Decoupled Policy Optimization",
    "A First-Principles Derivation of LLM Policy Optimization: From Expected Reward to GRPO and Its Structural Extensions",
    "Teaching agentic AI to generalize expert diagnostic reasoning in rare diseases",
    "Reinforcement Learning for LLM-based Event Forecasting",
    "BALTO: Balanced Token-Level Policy Optimization for Hallucination Mitigation",
    "AP-GRPO: Anchor-Gated Phonetic Alignment with Policy Optimization for Pathological Speech Reconstruction",
    "EIBench: A Simulator-Based Benchmark and Turn-Credit RL for Emotion Management",
    "Generalization Hacking: Models Can Game Reinforcement Learning by Preventing Behavioral Generalization",
    "ReCal: Reward Calibration for RL-based LLM Routing",
    "Representation-Aware Advantage Estimation: Your Reward Model Provides More Than A Scalar Output",
    "Rethinking the Divergence Regularization in LLM RL",
    "One Model, Multiple Goals: Adaptive Multi-Objective Learning for E-commerce Dialogue Systems",
    "Baichuan-M4: A Clinical-Grade Medical Agent System for Continuous Care",
    "Reformulate LLM Reinforcement Learning for Efficient Training under Black-box Discrepancy",
    "Towards Long-Horizon Vessel Trajectory and Destination Forecasting with Reasoning Large Language Models",
    "CATPO: Critique-Augmented Tree Policy Optimization",
    "LogNEO: A GPT-Neo Reinforcement Learning Framework for Accurate Real-Time Log Anomaly Detection",
    "Rewrite to Translate, Translate to Reward: Reinforcement Learning for Source Rewriting in Machine Translation",
    "SAW: Stage-Aware Dynamic Weighting for Multi-Objective Reinforcement Learning in Large Language Models",
    "Translate-R1: Cost-Aware Translation Tool Use via Reinforcement Learning",
    "Progress-SQL: Improving Reinforcement Learning for Text-to-SQL via Progressive Rewards",
]

TITLES_B = [
    "Revealing Behavioral Plasticity in Large Language Models: A Token-Conditional Perspective",
    "Fibration Policy Optimization",
    "Helix: Evolutionary Reinforcement Learning for Open-Ended Scientific Problem Solving",
    "Unlocking Data Value in Finance: A Study on Distillation and Difficulty-Aware Training",
    "Post-Training with Policy Gradients: Optimality and the Base Model Barrier",
    "MICA: Multi-granularity Intertemporal Credit Assignment for Long-Horizon Emotional Support Dialogue",
    "Partial Policy Gradients for RL in LLMs",
    "Reference-guided Policy Optimization for Molecular Optimization via LLM Reasoning",
    "Confidence Before Answering: A Paradigm Shift for Efficient LLM Uncertainty Estimation",
    "BandPO: Bridging Trust Regions and Ratio Clipping via Probability-Aware Bounds for LLM Reinforcement Learning",
    "Bootstrapping Exploration with Group-Level Natural Language Feedback in Reinforcement Learning",
    "Why Does RLAIF Work At All?",
    "LongRLVR: Long-Context Reinforcement Learning Requires Verifiable Context Rewards",
    "GAC: Stabilizing Asynchronous RL Training for LLMs via Gradient Alignment Control",
    "MIST-RL: Mutation-based Incremental Suite Testing via Reinforcement Learning",
    "RLAR: An Agentic Reward System for Multi-task Reinforcement Learning on Large Language Models",
    "Towards Faithful Industrial RAG: A Reinforced Co-adaptation Framework for Advertising QA",
    "LARFT: Closing the Cognition-Action Gap for Length Instruction Following in Large Language Models",
    "GradAlign: Gradient-Aligned Data Selection for LLM Reinforcement Learning",
    "Overton Pluralistic Reinforcement Learning for Large Language Models",
    "Not all tokens are needed(NAT): token efficient reinforcement learning",
    "Stable Asynchrony: Variance-Controlled Off-Policy RL for LLMs",
    "MASPO: Unifying Gradient Utilization, Probability Mass, and Signal Reliability for Robust and Sample-Efficient LLM Reasoning",
    "Training Large Reasoning Models Efficiently via Progressive Thought Encoding",
    "VAM: Verbalized Action Masking for Controllable Exploration in RL Post-Training -- A Chess Case Study",
    "Reinforced Fast Weights via Next-Sequence Prediction",
    "Evolutionary System Prompt Learning for Reinforcement Learning in LLMs",
    "LACONIC: Length-Aware Constrained Reinforcement Learning for LLM",
    "GRRM: Group Relative Reward Modeling for Machine Translation",
    "Learning Agentic Time Series Forecasting via Trajectory Distillation and Memory-Based Reinforcement Learning",
]


SELF_CTRL_ABSTRACT = (
    "Language models (LMs) that faithfully describe their own behavior can more easily be"
    " audited, understood, and trusted by users. This paper describes Self-Consistency "
    "Training with Reinforcement Learning (Self-CTRL), a method that optimizes for "
    "consistency between a LM's self-explanations and behavior on related inputs by "
    "updating explanations to better predict behavior or updating behavior to better "
    "match explanations. We apply our method in two domains. First, we study a formal "
    "probabilistic reasoning task in which LMs must learn to imitate a family of biased "
    "samplers and evaluated on their ability to report the associated biases. We find "
    "that consistency training improves the correlation between self-reported and "
    "behaviorally-measured latent biases from R²=0.24 to R²=0.64 on a set of held-out "
    "distributions, matching the generalization of direct ground-truth supervision. "
    "Second, we study a constitutional AI domain in which LMs must describe when they "
    "will refuse or comply with user requests. Here, Self-CTRL produces rules that "
    "faithfully describe the model's behavior on held-out requests, improving the refusal"
    " predictions of a third-party auditor model from 36% to 92%. In the other direction,"
    " behavior updates improve alignment, reducing HarmBench failure rate from 15.0% to "
    "0.5% without substantially increasing refusal on harmless prompts. By aligning "
    "explanations and behavior, our work provides a general recipe for training AI models"
    " to be safer, more transparent, and more controllable."
)

GD2PO_ABSTRACT = (
    "As LLMs advance, post-training reinforcement learning (RL) increasingly relies on "
    "multi-dimensional rewards to cultivate comprehensive capabilities. This shift "
    "demands new algorithms capable of optimizing diverse and potentially competing "
    "objectives simultaneously. To address this, existing methods such as Group "
    "reward-Decoupled Policy Optimization (GDPO) decompose the overall score into "
    "independent reward groups, then compute the RL loss separately within each group. "
    "However, this strategy still encounters multi-reward conflicts: a single rollout can"
    " yield positive advantages on certain reward dimensions but negative ones on others,"
    " causing opposing signals to cancel each other out during aggregation, further "
    "hindering RL training efficiency. Inspired by Dynamic sAmpling Policy Optimization "
    "(DAPO), which improves RL training efficiency by filtering out ineffective rollouts "
    "with near-zero advantages, we propose Group-Dynamic reward-Decoupled Policy "
    "Optimization (GD²PO). Specifically, GD²PO employs a conflict-aware filtering "
    "mechanism to mask out rollouts suffering from severe reward-wise disagreement. By "
    "preventing conflicting signals from canceling each other out, this masking strategy "
    "preserves and enhances the magnitude of effective RL advantages, thereby "
    "significantly accelerating learning efficiency. Furthermore, we introduce "
    "query-level reweighting to dynamically adjust the update intensity of each query "
    "based on its overall reward consensus. Experiments on various multi-reward "
    "scenarios, including tool calling and human preference alignment, demonstrate that "
    "GD²PO consistently and significantly outperforms existing baselines. The code is "
    "available at https://github.com/Qwen-Applications/GD2PO."
)

ONE_MODEL_ABSTRACT = (
    "Dialogue systems in e-commerce scenarios often need to satisfy multiple objectives: "
    "accurately reasoning over user profiles (e.g., eligibility, credit limit) to ensure "
    "correct decision-making and user state interpretation, while also generating natural"
    " and faithful responses. These goals are complementary but not identical. In this "
    "work, we propose MORE, an adaptive Multi-Objective REinforcement learning framework "
    "that jointly optimizes reasoning accuracy and linguistic naturalness. Our "
    "preliminary experiments show that directly mixing rewards with diverging "
    "optimization dynamics can cause oscillations and unstable learning. Thus, instead of"
    " optimizing a single mixed reward, we treat reasoning functions as constraints that "
    "guide policy optimization. At inference time, the system directly generates "
    "responses without explicit reasoning steps, while still benefiting from "
    "reasoning-enhanced scaffold and avoiding additional inference overhead. To better "
    "balance linguistic objectives during response generation, we introduce an adaptive "
    "multi-reward mechanism that aggregates signals such as fluency and naturalness and "
    "dynamically reweighs them via gradient feedback. We evaluate MORE on two real-world "
    "dialogue systems at ByteDance and the MultiWOZ 2.2 benchmark, where it consistently "
    "outperforms strong baselines. In 14-day online experiments on ByteDance production "
    "traffic, MORE improves overall and reached conversion by 16.53% and 30.09%, while "
    "increasing user satisfaction and reducing handoff rates. Notably, in a human-machine"
    " comparison, MORE recovers about 60% of the incremental conversion lift achieved by "
    "human agents."
)

PLASTICITY_ABSTRACT = (
    "In this work, we reveal that Large Language Models (LLMs) possess intrinsic "
    "behavioral plasticity-akin to chameleons adapting their coloration to environmental "
    "cues-that can be exposed through token-conditional generation and stabilized via "
    "reinforcement learning. Specifically, by conditioning generation on carefully "
    "selected token prefixes sampled from responses exhibiting desired behaviors, LLMs "
    "seamlessly adapt their behavioral modes at inference time (e.g., switching from "
    "step-by-step reasoning to direct answering) without retraining. Based on this "
    "insight, we propose Token-Conditioned Reinforcement Learning (ToCoRL), a principled "
    "framework that leverages RL to internalize this chameleon-like plasticity, "
    "transforming transient inference-time adaptations into stable and learnable "
    "behavioral patterns. ToCoRL guides exploration with token-conditional generation and"
    " keep enhancing exploitation, enabling emergence of appropriate behaviors. Extensive"
    " experiments show that ToCoRL enables precise behavioral control without capability "
    "degradation. Notably, we show that large reasoning models, while performing strongly"
    " on complex mathematics, can be effectively adapted to excel at factual question "
    "answering, which was a capability previously hindered by their step-by-step "
    "reasoning patterns."
)
