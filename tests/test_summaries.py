"""Cited summaries: a paper by problem, method, key results and limitations; a topic by
themes whose counts add up. Small stores built here (JSONL rows, generated PDFs) and
the seed store."""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import numpy as np
import pytest
from pdf_factory import make_paper, make_pdf

from assistant import prompts, roles, summaries
from assistant.answering import Answer, Assistant
from assistant.quotable import MARKER
from assistant.records import CatalogEntry, Paper, normalize_title
from assistant.roles import Role
from assistant.store import StoredChunk
from assistant.summaries import Overview, Theme
from assistant.themes import MAX_THEMES, OTHER, Group, group_papers

THEME_LINE = re.compile(r"^(?P<label>.+) — (?P<count>\d+) papers?(?:, showing (?P<shown>\d+) of (?P=count))?$", re.M)
HEADER = re.compile(r"^Overview of (?P<topic>.+): (?P<total>\d+) papers, grouped into (?P<themes>\d+) themes?")
SECTIONS = [role.value for role in Role]

PROBLEM = "However, existing reward models remain costly to train and suffer from noisy preference labels."
METHOD = "We propose TideRL, a reinforcement learning framework that learns a calibrated reward from verifier feedback."
RESULT = "TideRL outperforms the strongest baseline by 7.5 points on MathBench and reduces training cost by 40%."
LIMITATION = "A limitation of our approach is that it requires a verifier, and we leave open-ended tasks to future work."
BACKGROUND = "Large language models have become a central tool for mathematical reasoning in recent years."


# --- helpers --------------------------------------------------------------------------


def _write_jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def _ingest(ingestor, *paths: Path) -> None:  # type: ignore[no-untyped-def]
    report = ingestor.ingest(list(paths))
    assert not report.failed, [f.error for f in report.failed]


def _assistant(ingestor, embeddings) -> Assistant:  # type: ignore[no-untyped-def]
    return Assistant(ingestor.settings, store=ingestor.store, embeddings=embeddings)


def _sections(body: str) -> dict[str, list[str]]:
    """A paper summary's bullets under each heading."""
    found: dict[str, list[str]] = {}
    current = None
    for line in body.splitlines():
        if line in SECTIONS:
            current = found.setdefault(line, [])
        elif line.startswith("- ") and current is not None:
            current.append(line)
    return found


def _assert_cited(answer: Answer) -> None:
    """Every bullet carries a marker naming a citation, every citation quotes its source, none quotes a title."""
    numbers = {c.n for c in answer.citations}
    for line in answer.body.splitlines():
        if line.startswith("- ") and "title only" not in line and "holds only the title" not in line:
            markers = [int(n) for m in MARKER.finditer(line) for n in re.findall(r"\d+", m.group(1))]
            assert markers and set(markers) <= numbers, line
    for citation in answer.citations:
        assert normalize_title(citation.quote) != normalize_title(citation.source.paper.title)
        assert roles.is_prose(citation.quote), citation.quote
        words = citation.quote.split()[:6]
        assert " ".join(words) in " ".join(citation.source.item.text.split()), citation.quote


def _theme_counts(body: str) -> list[tuple[str, int, int | None]]:
    return [(m["label"], int(m["count"]), int(m["shown"]) if m["shown"] else None) for m in THEME_LINE.finditer(body)]


# --- sentences and their roles ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "GRPO 71.0 86.7 95.9 PPO 63.6 80.4 90.2 SFT 50.4 78.3 60.1.",  # a table row
        "Code and models are available at https://github.com/example/tiderl for everyone.",
        "The objective is \\mathbb{E}_{x \\sim D} [ \\log \\pi_\\theta(y | x) ] over the data.",
        "3 Experimental Setup and Main Results",  # a heading: no full stop
        "As shown above.",  # a fragment
        "and the rest of the sentence that was cut at the start of a chunk.",
    ],
)
def test_what_is_not_prose_is_never_quoted(text: str) -> None:
    assert not roles.is_prose(text)


@pytest.mark.parametrize(
    ("sentence", "role"),
    [
        (PROBLEM, Role.PROBLEM),
        ("Despite this progress, it remains unclear how to assign credit to individual tokens.", Role.PROBLEM),
        (METHOD, Role.METHOD),
        ("In this paper, we introduce a curriculum that orders prompts by verifier agreement.", Role.METHOD),
        (  # what the paper proposes after what it collects (fresh7 mr08)
            "We collect ClinRubric, 11,940 clinical questions with rubrics written by 214 physicians, and propose SCRIBE, "
            "which weights rubric items by clinical severity and penalises triggered harm items.",
            Role.METHOD,
        ),
        (RESULT, Role.RESULT),
        ("Experiments on three benchmarks show that our method consistently improves accuracy.", Role.RESULT),
        (LIMITATION, Role.LIMITATION),
        ("Our method has not shown gains on code generation, which we leave for future work.", Role.LIMITATION),
    ],
)
def test_a_sentence_serves_the_role_its_cues_name(sentence: str, role: Role) -> None:
    scores = roles.cue_scores(sentence)
    assert max(scores, key=lambda r: scores[r]) is role, scores


def test_a_claim_beats_background_and_filler() -> None:
    assert roles.claim_score(METHOD) > roles.claim_score(BACKGROUND)
    assert roles.claim_score(RESULT) > roles.claim_score("We apply our method in two domains.")
    assert roles.claim_score(METHOD) > roles.claim_score("In this paper, we study reward models.")


def test_a_result_without_a_figure_does_not_outscore_what_the_method_is() -> None:
    vague = "Experiments on seven datasets demonstrate that ReCal consistently improves routing performance over baselines."
    method = "We first introduce a hierarchical reward decomposition mechanism with component-wise advantage estimation."
    figured = "ReCal consistently improves routing accuracy by 4.2 points over the strongest baseline on seven datasets."
    assert roles.claim_score(method, "ReCal") > roles.claim_score(vague, "ReCal")
    assert roles.claim_score(figured, "ReCal") > roles.claim_score(method, "ReCal")  # a figure keeps every cue it has


# --- one paper ----------------------------------------------------------------------------


def test_an_abstract_gives_problem_method_and_results_but_no_invented_limitation(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    abstract = " ".join([BACKGROUND, PROBLEM, METHOD, RESULT])
    _ingest(ingestor, _write_jsonl(tmp_path / "p.jsonl", [{"title": "TideRL: Calibrated Rewards", "abstract": abstract}]))
    answer = _assistant(ingestor, embeddings).summarize_paper(ingestor.store.all_entries()[0].paper_id)
    sections = _sections(answer.body)
    assert list(sections) == ["Problem", "Method", "Key results"]  # no limitation is stated, so none is shown
    assert PROBLEM in sections["Problem"][0] and METHOD in sections["Method"][0] and RESULT in sections["Key results"][0]
    assert BACKGROUND not in answer.body
    _assert_cited(answer)


def test_an_abstract_gives_the_gap_before_the_proposal_and_how_the_method_works(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The sentence before "We propose ..." states the gap in words no problem cue knows; the one after it
    says how the method works; "We solve the problem with ..." is the method at work, not a problem."""
    gap = "Aligning models to be helpful and harmless is often framed as one reward, which tends to produce unsafe compliance."
    how = "In each iteration, the policy samples several responses per prompt and combines two scores into a Lagrangian score."
    acting = "We solve the problem with a primal-dual scheme that updates the multiplier by dual ascent on the violation."
    abstract = " ".join([gap, METHOD, how, RESULT, acting])
    _ingest(ingestor, _write_jsonl(tmp_path / "p.jsonl", [{"title": "TideRL: Calibrated Rewards", "abstract": abstract}]))
    answer = _assistant(ingestor, embeddings).summarize_paper(ingestor.store.all_entries()[0].paper_id)
    sections = _sections(answer.body)
    assert gap in sections["Problem"][0] and not any(acting in line for line in sections["Problem"]), answer.body
    assert METHOD in sections["Method"][0] and how in sections["Method"][1], answer.body
    _assert_cited(answer)


def test_a_method_only_named_gives_way_to_one_that_says_how_it_works(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    named = "We introduce our first-generation reasoning models, TideRL-Zero and TideRL."
    described = "We introduce TideRL, which incorporates multi-stage training and cold-start data before reinforcement learning."
    abstract = " ".join([PROBLEM, named, RESULT, described])
    _ingest(ingestor, _write_jsonl(tmp_path / "p.jsonl", [{"title": "TideRL: Calibrated Rewards", "abstract": abstract}]))
    answer = _assistant(ingestor, embeddings).summarize_paper(ingestor.store.all_entries()[0].paper_id)
    method = _sections(answer.body)["Method"]
    assert described in method[0] and not any(named in line for line in method), answer.body


def test_a_result_after_the_proposal_is_no_part_of_the_method(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    proposal = "We introduce TideRL, which incorporates multi-stage training and cold-start data before reinforcement learning."
    reached = "TideRL achieves performance comparable to the strongest closed model on reasoning tasks."
    abstract = " ".join([PROBLEM, proposal, reached])
    _ingest(ingestor, _write_jsonl(tmp_path / "p.jsonl", [{"title": "TideRL: Calibrated Rewards", "abstract": abstract}]))
    answer = _assistant(ingestor, embeddings).summarize_paper(ingestor.store.all_entries()[0].paper_id)
    sections = _sections(answer.body)
    assert proposal in sections["Method"][0] and not any(reached in line for line in sections["Method"]), answer.body


def test_a_pdfs_text_under_its_abstract_heading_is_the_abstract() -> None:
    """One definition serves summaries (the gap before the proposal) and overview answers."""
    assert StoredChunk("c1", "p", "abstract", 0, "We propose X.").in_abstract
    assert StoredChunk("c2", "p", "pdf", 0, "We propose X.", section="Abstract").in_abstract
    assert not StoredChunk("c3", "p", "pdf", 1, "We propose X.", section="1 Introduction").in_abstract


def test_the_paper_acting_is_its_method_not_its_problem() -> None:
    """In an introduction, where half the problem cues will do, "We solve the problem with ..." and "To
    address this, we cast ... as a constrained optimization problem" are the method at work."""
    chunk = StoredChunk("c", "p", "pdf", 1, "", page_start=2, section="1 Introduction")
    for text in [
        "We solve the problem with a primal-dual scheme that updates the multiplier by dual ascent on the violation.",
        "To address this, we cast safety alignment as a constrained optimization problem in the spirit of Safe RLHF.",
    ]:
        assert summaries._scores(text, chunk, 0.1, 0.5, None)[Role.PROBLEM] == float("-inf"), text
    benefit = (
        "Because the multiplier is adjusted from the policy's own samples, CORAL tightens the safety pressure only when "
        "the constraint is violated and relaxes it once the policy is safe, which limits the drift toward blanket refusal."
    )
    assert summaries._scores(benefit, chunk, 0.1, 0.5, "CORAL")[Role.PROBLEM] == float("-inf")  # the method named
    stuck = "However, with only outcome rewards we cannot tell which step of a long solution caused the failure."
    assert summaries._scores(stuck, chunk, 0.1, 0.5, None)[Role.PROBLEM] > float("-inf")  # "we cannot": a problem
    observed = "We find that the problem of reward hacking gets worse as the policy grows."
    assert summaries._scores(observed, chunk, 0.1, 0.5, None)[Role.PROBLEM] > float("-inf")


def test_a_paper_known_by_its_title_is_not_summarised_by_its_title(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _ingest(ingestor, _write_jsonl(tmp_path / "p.jsonl", [{"title": "Tidal Rewards for Verifiable Reasoning"}]))
    answer = _assistant(ingestor, embeddings).summarize_paper(ingestor.store.all_entries()[0].paper_id)
    assert answer.citations == [] and "holds only the title" in answer.body
    assert "Tidal Rewards for Verifiable Reasoning" not in answer.body.split("\n", 1)[1]


def _lines(*sentences: str) -> list[str]:
    return [line for sentence in sentences for line in textwrap.wrap(sentence, 95)]


FILLER = [
    "The training set holds twelve thousand problems drawn from public competitions and textbooks.",
    "Each problem comes with a reference answer that a symbolic checker can compare against.",
    "Prompts are formatted with a fixed template and sampled at a temperature of one.",
]


def test_a_pdf_summary_has_the_four_parts_from_their_sections_and_quotes_no_table(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pdf = make_pdf(
        tmp_path / "tiderl.pdf",
        [
            [("Abstract", 12), *_lines(BACKGROUND, METHOD, *FILLER), ("1 Introduction", 13), *_lines(PROBLEM, *FILLER)],
            [
                ("2 Method", 13),
                *_lines(
                    "TideRL scores each response with the verifier and calibrates the score against held-out labels.", *FILLER
                ),
                ("3 Experiments", 13),
                *_lines(RESULT, *FILLER),
                "TideRL 71.0 86.7 95.9 PPO 63.6 80.4 90.2 SFT 50.4 78.3 60.1",
            ],
            [
                ("4 Limitations and Future Work", 13),
                *_lines(LIMITATION, *FILLER),
                "See https://github.com/example/tiderl for the code.",
            ],
        ],
        title="TideRL: Calibrated Rewards from Verifier Feedback",
    )
    _ingest(ingestor, pdf)
    entry = ingestor.store.all_entries()[0]
    answer = _assistant(ingestor, embeddings).summarize_paper(entry.paper_id)
    sections = _sections(answer.body)
    assert list(sections) == SECTIONS, answer.body
    assert PROBLEM in " ".join(sections["Problem"]) and RESULT in " ".join(sections["Key results"])
    assert LIMITATION in " ".join(sections["Limitations"])
    assert all(len(bullets) <= 2 for bullets in sections.values())
    assert "71.0" not in answer.body and "github" not in answer.body
    _assert_cited(answer)
    pages = {c.quote: c.page for c in answer.citations}
    assert pages[LIMITATION] == 3 and pages[RESULT] == 2  # cited on the page that says it


def test_a_realistic_pdf_summary_quotes_only_body_prose(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    paper = make_paper(tmp_path / "paper.pdf")
    _ingest(ingestor, paper.path)
    entry = next(e for e in ingestor.store.all_entries() if "pdf" in e.sources)
    answer = _assistant(ingestor, embeddings).summarize_paper(entry.paper_id)
    assert answer.citations
    prose = " ".join(" ".join(paper.prose).split())
    for citation in answer.citations:
        assert " ".join(citation.quote.split()) in prose, citation.quote  # a sentence of the body, never furniture
        assert not any(noise.strip() and noise.strip() in citation.quote for noise in paper.noise)


# --- a topic ---------------------------------------------------------------------------------


def _paper_row(title: str, tags: list[str], claim: str | None) -> dict[str, object]:
    row: dict[str, object] = {"title": title, "tags": tags}
    if claim:
        name = title.split(":")[0]
        row["abstract"] = f"{BACKGROUND} {claim} Experiments show that {name} improves accuracy by 3 points on two benchmarks."
    return row


def _tagged_rows() -> list[dict[str, object]]:
    rows = []
    for n in range(6):
        rows.append(
            _paper_row(
                f"RewardNet{n}: Dense Rewards for Agents {n}",
                ["Topic", "Reward Modeling"],
                f"We propose RewardNet{n}, a dense reward model for agents.",
            )
        )
    for n in range(5):
        claim = (
            f"We introduce Draft{n}, a speculative decoder for rollouts." if n < 2 else None
        )  # three known by their title only
        rows.append(_paper_row(f"Draft{n}: Speculative Rollouts {n}", ["Topic", "Speculative Decoding"], claim))
    for n in range(2):
        rows.append(
            _paper_row(
                f"Lone Paper {n} on Protein Design", ["Topic", f"Unique Tag {n}"], "We present a protein design benchmark."
            )
        )
    return rows


def test_topic_themes_by_tags_count_every_paper_once(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _ingest(ingestor, _write_jsonl(tmp_path / "topic.jsonl", _tagged_rows()))
    answer = _assistant(ingestor, embeddings).summarize_topic()
    header = HEADER.match(answer.body)
    assert header, answer.body
    themes = _theme_counts(answer.body)
    total = len(ingestor.store.all_entries())
    assert int(header["total"]) == total == sum(count for _label, count, _shown in themes) == 13
    assert int(header["themes"]) == len(themes)
    assert [label for label, _count, _shown in themes] == ["Reward Modeling", "Speculative Decoding", OTHER]
    assert dict((label, count) for label, count, _shown in themes) == {"Reward Modeling": 6, "Speculative Decoding": 5, OTHER: 2}
    assert ("Reward Modeling", 6, 3) in themes  # "showing 3 of 6": not every paper is quoted
    assert ("Speculative Decoding", 5, 2) in themes
    assert "Known by title only (no abstract ingested): Draft2, Draft3, Draft4" in answer.body  # named, not quoted
    _assert_cited(answer)
    assert all(c.quote != BACKGROUND for c in answer.citations)  # a claim, not the background sentence


SUBJECTS = {
    "speech": ("Speech", "speech recognition of noisy audio recordings with acoustic models"),
    "chess": ("Chess", "chess engines that search game trees of board positions"),
    "protein": ("Protein", "protein folding of amino acid chains into molecular structures"),
}


def test_untagged_papers_are_clustered_into_labelled_themes_whose_counts_add_up(ingestor, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    rows: list[dict[str, object]] = []
    for word, subject in SUBJECTS.values():
        for n in range(8):
            rows.append(
                {
                    "title": f"{word} Study {n}: Learning {word} Models",
                    "abstract": f"We propose method {n} for {subject}. It improves accuracy by {n + 2}% on {word.lower()} benchmarks.",
                }
            )
    _ingest(ingestor, _write_jsonl(tmp_path / "untagged.jsonl", rows))
    answer = _assistant(ingestor, embeddings).summarize_topic()
    themes = _theme_counts(answer.body)
    assert sum(count for _label, count, _shown in themes) == len(rows) == int(HEADER.match(answer.body)["total"])  # type: ignore[index]
    assert 2 <= len(themes) <= MAX_THEMES
    named = [label for label, _count, _shown in themes if label != OTHER]
    assert {word for word, _subject in SUBJECTS.values()} <= {w for label in named for w in re.findall(r"\w+", label)}
    _assert_cited(answer)


def test_the_seed_topic_overview_counts_every_catalogued_paper(seeded_assistant: Assistant) -> None:
    answer = seeded_assistant.summarize_topic()
    header = HEADER.match(answer.body)
    themes = _theme_counts(answer.body)
    total = len(seeded_assistant.store.all_entries())
    assert header and int(header["total"]) == total == sum(count for _label, count, _shown in themes)
    assert 2 <= len(themes) == int(header["themes"]) <= MAX_THEMES
    for label, count, shown in themes:
        assert count > 0 and (shown is None or shown < count), label
    for block in answer.body.split("\n\n")[1:]:
        if THEME_LINE.match(block.splitlines()[0]):
            assert len([line for line in block.splitlines() if MARKER.search(line)]) <= 3  # one screen
    _assert_cited(answer)


def test_a_seed_paper_summary_cites_every_sentence(seeded_assistant: Assistant) -> None:
    entry = next(e for e in seeded_assistant.store.all_entries() if e.paper.title.startswith("EfficientRollout"))
    answer = seeded_assistant.summarize_paper(entry.paper_id)
    assert {"Problem", "Method", "Key results"} <= set(_sections(answer.body))
    _assert_cited(answer)


# --- grouping and prompts, without a store --------------------------------------------------


def _entry(title: str, tags: list[str] | None = None, abstract: str | None = "An abstract.") -> CatalogEntry:
    return CatalogEntry(Paper(title=title, tags=tags or [], abstract=abstract, topic="Topic"))


def test_grouping_keeps_at_most_eight_themes_other_last_and_every_paper_once() -> None:
    entries = [_entry(f"Paper {n}", ["Topic", f"Tag {n % 12}"]) for n in range(36)]  # twelve tags of three papers
    groups = group_papers(entries, {}, "Topic")
    assert len(groups) <= MAX_THEMES and groups[-1].label == OTHER
    assert sorted(e.paper_id for group in groups for e in group.papers) == sorted(e.paper_id for e in entries)


def test_clusters_without_a_readable_name_or_too_small_go_to_other() -> None:
    rng = np.random.default_rng(1)
    centres = rng.normal(size=(2, 16))
    entries, vectors = [], {}
    for n in range(20):
        word = "Speech" if n < 10 else "Chess"
        entry = _entry(f"{word} Paper {n}")
        vector = centres[n // 10] + 0.05 * rng.normal(size=16)
        entries.append(entry)
        vectors[entry.paper_id] = vector / np.linalg.norm(vector)
    stray = _entry("Untitled Note")  # no vector: it cannot be placed
    groups = group_papers([*entries, stray], vectors, "Topic")
    assert [group.label for group in groups] == [groups[0].label, groups[1].label, OTHER]
    for label, members, _named in groups[:2]:
        word = members[0].paper.title.split()[0]
        assert word in label and all(e.paper.title.startswith(word) for e in members)  # named by what its papers share
    assert [e.paper.title for e in groups[2].papers] == ["Untitled Note"]


def test_a_label_of_two_phrases_names_the_papers_holding_each() -> None:
    rng = np.random.default_rng(2)
    centres = rng.normal(size=(2, 16))
    titles = [*(f"Speech Recognition Paper {n}" for n in range(5)), *(f"Audio Captioning Paper {n}" for n in range(5))]
    entries, vectors = [], {}
    for n, title in enumerate([*titles, *(f"Chess Engines Paper {n}" for n in range(10))]):
        entry = _entry(title)
        vector = centres[n // 10] + 0.05 * rng.normal(size=16)
        entries.append(entry)
        vectors[entry.paper_id] = vector / np.linalg.norm(vector)
    sound = next(group for group in group_papers(entries, vectors, "Topic") if "Speech" in group.label or "Audio" in group.label)
    assert "Speech" in sound.label and "Audio" in sound.label
    first_word = {e.paper_id: e.paper.title.split()[0] for e in sound.papers}
    assert len(sound.named) == 2 and {frozenset(first_word[pid] for pid in holders) for holders in sound.named} == {
        frozenset({"Audio"}),
        frozenset({"Speech"}),
    }


def test_a_themes_claims_are_read_from_each_phrase_of_its_label_in_turn() -> None:
    speech = [_entry(f"Speech Recognition Paper {n}") for n in range(4)]
    audio = [_entry(f"Audio Captioning Paper {n}") for n in range(2)]
    unnamed = [_entry("Untitled Note")]
    ranked = [*speech, unnamed[0], *audio]  # most central first: every speech paper before any audio one
    group = Group(
        "Speech Recognition and Audio Captioning", ranked, tuple(frozenset(e.paper_id for e in part) for part in (speech, audio))
    )
    order = [e.paper.title.split()[0] for e in summaries.reading_order(group, ranked)]
    assert order == ["Speech", "Audio", "Speech", "Audio", "Speech", "Speech", "Untitled"]


def test_the_llm_is_asked_for_the_same_structure() -> None:
    paper = prompts.paper_summary_messages("TideRL", [])[-1][1]
    assert all(part in paper for part in SECTIONS) and "Leave out a part" in paper
    overview = Overview("Topic", 3, [Theme("Reward Modeling", [_entry("A"), _entry("B")]), Theme(OTHER, [_entry("C")])])
    topic = prompts.topic_summary_messages(overview)[-1][1]
    assert '"Topic" (3 papers)' in topic
    assert (
        "Theme: Reward Modeling (2 papers; none of them has an abstract to quote)" in topic and "Theme: Other (1 paper;" in topic
    )
    assert "cited" in topic and "number of papers" in topic
