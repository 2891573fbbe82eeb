"""Tags of topic pages: one vocabulary for every page of an ingest and the catalogue.

A tag seen alone anywhere (another page, the other layout, a catalogued paper) splits
the fused runs that contain it; the result does not depend on file order, re-ingesting
changes nothing, and a page ingested after another gets the tags both together give.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.records import Paper
from assistant.settings import Settings
from benchmarks.topic_tags import measure
from ingest.pipeline import Ingestor
from ingest.tags import mine_vocabulary, paper_key, shared_vocabulary
from ingest.topic_page import TopicPage, page_tags, parse_topic_page

SEEDS = Path(__file__).parent.parent / "seeds"
TOPIC = "RL for Language Models"
RUN = "Direct Preference Optimization Offline RL Weight-Space Analysis Language Model Distillation"
FOUR = ["Direct Preference Optimization", "Offline RL", "Weight-Space Analysis", "Language Model Distillation"]

# Layout A: the fused run of the seed page, and nothing on this page that cuts it.
PAGE_A = f"""{TOPIC}

Momentum

5 papers in the last four weeks, up 5% on the four weeks before. 0.1% of all new papers.

Latest papers 2

Jun 21, 2026cs.LG

Weight-Space Geometry of Offline Reasoning Training

Offline losses are compared on downstream accuracy alone.

Aleksandr Nikolich, Igor Kiselev +1

Keenable AI

{TOPIC} {RUN}

Jun 20, 2026cs.LG

Scaling Reward Models

A study of reward model scaling.

Ann Lee

{TOPIC} Reward Modeling
"""

# Layout B: three of the run's tags, each alone next to the topic.
PAGE_B = f"""{TOPIC}

A description of the field.

Latest papers

45 papers6 papers in the last four weeks, up 17% on the four weeks before. 0.4% of all new papers.

Preference Learning Revisited
Mar 9, 2026Liyuan Mao, Le Yu +7Direct Preference Optimization {TOPIC}
Qwen Team
Offline Data Matters
Mar 8, 2026Chang Li, Yaren Zhang +2{TOPIC} Offline RL
JD Explore Academy
Where Weights Move
Mar 7, 2026Chuxue Cao, Honglin Lin +5Weight-Space Analysis {TOPIC}
Fudan University
"""


def _paper(page: TopicPage, title: str) -> Paper:
    return next(p for p in page.papers if p.title == title)


def _together(*texts: str, catalog: list[Paper] | None = None) -> list[TopicPage]:
    vocabulary = shared_vocabulary([page_tags(text) for text in texts], catalog or [])
    return [parse_topic_page(text, vocabulary) for text in texts]


# ------------------------------------------------------------------ splitting fused runs


def test_a_run_no_tag_of_its_page_cuts_stays_one_tag() -> None:
    """The page alone has no evidence of where the run splits (the documented limit)."""
    page = parse_topic_page(PAGE_A)
    assert _paper(page, "Weight-Space Geometry of Offline Reasoning Training").tags == [TOPIC, RUN]


def test_tags_seen_alone_on_a_page_of_the_other_layout_split_the_run() -> None:
    page_a, page_b = _together(PAGE_A, PAGE_B)
    assert _paper(page_a, "Weight-Space Geometry of Offline Reasoning Training").tags == [TOPIC, *FOUR]
    assert _paper(page_b, "Offline Data Matters").tags == [TOPIC, "Offline RL"]


def test_a_tag_seen_only_on_another_page_splits_the_run() -> None:
    """One tag alone elsewhere is enough; what it leaves on either side stays as it was."""
    other = PAGE_B.split("Preference Learning Revisited")[0] + (
        f"Offline Data Matters\nMar 8, 2026Chang Li, Yaren Zhang +2{TOPIC} Offline RL\nJD Explore Academy\n"
    )
    page_a, _ = _together(PAGE_A, other)
    assert _paper(page_a, "Weight-Space Geometry of Offline Reasoning Training").tags == [
        TOPIC,
        "Direct Preference Optimization",
        "Offline RL",
        "Weight-Space Analysis Language Model Distillation",
    ]


def test_a_catalogued_tag_from_a_metadata_file_splits_the_run() -> None:
    """A paper without a topic came from a delimited source: its tags count as seen alone."""
    catalogued = Paper(title="From a JSONL file", tags=["Weight-Space Analysis"])
    (page_a,) = _together(PAGE_A, catalog=[catalogued])
    assert _paper(page_a, "Weight-Space Geometry of Offline Reasoning Training").tags == [
        TOPIC,
        "Direct Preference Optimization Offline RL",
        "Weight-Space Analysis",
        "Language Model Distillation",
    ]


def test_a_long_tag_that_contains_a_known_tag_is_not_cut() -> None:
    """Connectors bind ("... with Verifiable Rewards"), a lone word joins its neighbour
    ("Multi-Objective"), and a head that takes modifiers keeps them ("Group Relative")."""
    lines = [
        f"{TOPIC} Reinforcement Learning",
        f"Reinforcement Learning {TOPIC}",
        f"{TOPIC} Policy Optimization",
        "Policy Optimization Reward Modeling",
        f"{TOPIC} Proximal Policy Optimization",
        "Proximal Policy Optimization Reward Modeling",
    ]
    vocabulary = mine_vocabulary(lines, [TOPIC])
    assert vocabulary.segment(f"{TOPIC} Reinforcement Learning with Verifiable Rewards") == [
        TOPIC,
        "Reinforcement Learning with Verifiable Rewards",
    ]
    assert vocabulary.segment(f"Multi-Objective Reinforcement Learning {TOPIC}") == [
        "Multi-Objective Reinforcement Learning",
        TOPIC,
    ]
    assert vocabulary.segment(f"{TOPIC} Group Relative Policy Optimization Reward Modeling") == [
        TOPIC,
        "Group Relative Policy Optimization",
        "Reward Modeling",
    ]


def test_a_fused_run_seen_alone_does_not_shield_itself() -> None:
    """'LLM Routing Reward Design for RL' stands between known tags, but 'Reward Design for
    RL' stands alone elsewhere, so the run is no tag: it is cut."""
    lines = [
        f"{TOPIC} Reinforcement Learning LLM Routing Reward Design for RL",
        f"{TOPIC} Reward Design for RL",
        f"Reinforcement Learning {TOPIC}",
        f"{TOPIC} Reinforcement Learning",
    ]
    vocabulary = mine_vocabulary(lines, [TOPIC])
    assert "LLM Routing Reward Design for RL" not in vocabulary
    assert vocabulary.segment(lines[0]) == [TOPIC, "Reinforcement Learning", "LLM Routing", "Reward Design for RL"]


def test_the_seed_pages_together_cut_runs_and_break_no_gold_tag() -> None:
    """The figures of benchmarks/topic_tags.py against the hand-labelled tags."""
    report = measure(speed=False)
    figures = report["modes"]
    assert isinstance(figures, dict)
    assert (figures["before"]["fused"], figures["after"]["fused"]) == (26, 22)
    assert figures["after"]["broken"] == 0 and figures["before"]["broken"] == 0
    assert figures["b_then_a"] == figures["after"]  # the page ingested second gets the joint tags
    rows = report["split_by_shared_vocabulary"]
    assert isinstance(rows, list)
    split = {(row["before"], tuple(row["after"])) for row in rows}
    assert (
        "Speech Enhancement Speech Language Models Language Model Post-Training",
        ("Speech Enhancement", "Speech Language Models", "Language Model Post-Training"),
    ) in split


def test_every_word_of_every_tag_line_is_kept_in_order() -> None:
    texts = [path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("*.txt"))]
    for text, page in zip(texts, _together(*texts), strict=True):
        evidence = page_tags(text)
        for paper in page.papers:
            assert " ".join(paper.tags) == evidence.lines[paper_key(paper.title)], paper.title


# -------------------------------------------------------------- determinism and order


def test_the_vocabulary_ignores_the_order_of_pages() -> None:
    a, b = page_tags(PAGE_A), page_tags(PAGE_B)
    assert shared_vocabulary([a, b]) == shared_vocabulary([b, a])


def test_a_page_ingested_after_another_learns_what_both_together_learn() -> None:
    """The catalogued page's tags are joined back into its lines, so the evidence is the same."""
    alone = parse_topic_page(PAGE_A).papers
    for paper in alone:
        paper.topic = TOPIC
    later = shared_vocabulary([page_tags(PAGE_B)], catalog=alone)
    assert later == shared_vocabulary([page_tags(PAGE_A), page_tags(PAGE_B)])


def test_a_page_never_learns_from_its_own_catalogued_tags() -> None:
    """Re-ingesting: the page's papers in the catalogue are left out of the evidence."""
    (page,) = _together(PAGE_A, PAGE_B)[:1]
    assert shared_vocabulary([page_tags(PAGE_A)], catalog=page.papers) == shared_vocabulary([page_tags(PAGE_A)])


# --------------------------------------------------------------------- through ingest


def _write(folder: Path, **pages: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in pages.items():
        path = folder / f"{name}.txt"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def _tags(ingestor: Ingestor) -> dict[str, list[str]]:
    return {e.paper.title: e.paper.tags for e in ingestor.store.all_entries()}


@pytest.fixture
def pages(tmp_path: Path) -> list[Path]:
    return _write(tmp_path / "pages", a=PAGE_A, b=PAGE_B)


def test_one_ingest_of_two_pages_splits_and_a_second_changes_nothing(ingestor: Ingestor, pages: list[Path]) -> None:
    ingestor.ingest(pages)
    assert _tags(ingestor)["Weight-Space Geometry of Offline Reasoning Training"] == [TOPIC, *FOUR]
    before = sorted(e.to_json() for e in ingestor.store.all_entries())
    again = ingestor.ingest(pages)
    assert (again.count("updated"), again.count("added"), again.chunks_written) == (0, 0, 0)
    assert sorted(e.to_json() for e in ingestor.store.all_entries()) == before


def test_pages_ingested_one_by_one_converge_on_the_joint_tags(ingestor: Ingestor, pages: list[Path], tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "together", cache_dir=ingestor.settings.cache_dir)
    together = Ingestor(settings, embeddings=ingestor.embeddings)
    together.ingest(pages)
    first, second = pages
    ingestor.ingest([first])
    assert _tags(ingestor)["Weight-Space Geometry of Offline Reasoning Training"] == [TOPIC, RUN]
    ingestor.ingest([second])  # the second page gets the joint tags at once
    joint = _tags(together)
    assert {t: tags for t, tags in _tags(ingestor).items() if t in {"Offline Data Matters", "Where Weights Move"}} == {
        t: joint[t] for t in ("Offline Data Matters", "Where Weights Move")
    }
    assert _tags(ingestor)["Weight-Space Geometry of Offline Reasoning Training"] == [TOPIC, RUN]  # not rewritten
    report = ingestor.ingest([first])  # the first page, ingested again, catches up
    assert report.count("updated") == 1
    assert _tags(ingestor) == joint


def test_the_seed_ingest_stores_the_cut_tags(seeded: Settings) -> None:
    from assistant.embeddings import embedding_model_id
    from assistant.store import Store

    store = Store(seeded, embedding_model_id(seeded))
    tags = {e.paper.title: e.paper.tags for e in store.all_entries()}
    assert tags["Post-Training Speech Enhancement Language Models with Perceptual Rewards"] == [
        "Multi-Objective Reinforcement Learning",
        TOPIC,
        "Speech Enhancement",
        "Speech Language Models",
        "Language Model Post-Training",
    ]


def test_papers_whose_titles_normalise_to_nothing_still_give_evidence() -> None:
    text = PAGE_A.replace("Weight-Space Geometry of Offline Reasoning Training", "离线推理训练的权重空间几何")
    text = text.replace("Scaling Reward Models", "奖励模型的扩展")
    assert len(page_tags(text).lines) == 2
