"""Where a heading stands in a paper's numbered outline: the method, or the results that report what it did."""

from __future__ import annotations

import pytest

from assistant.paper_outline import outline_of

PAPER = [
    "1 Introduction",
    "2 Related Work",
    "2.1 Medical language models and their evaluation",
    "3 Method",
    "3.1 Proof search as an episode",
    "3.2 Canonicalising result sets",
    "4 Experimental Setup",
    "4.1 Baselines",
    "5.1 Main results",
    "5.2 Training dynamics",
    "5.3 Hyperparameters",
    "6 Ablations",
    "7 Limitations",
    "8 Conclusion",
    "9 Safety restrictions of the sandbox",
]


@pytest.mark.parametrize(
    ("heading", "reports"),
    [
        ("5.1 Main results", True),
        ("5.2 Training dynamics", True),  # after its section's results heading
        ("6 Ablations", True),
        ("7 Limitations", True),
        ("3.1 Proof search as an episode", False),  # a proof search, not a proof
        ("3.2 Canonicalising result sets", False),  # a method's result sets, not its results
        ("2.1 Medical language models and their evaluation", False),  # others' work
        ("4.1 Baselines", False),  # how runs are configured
        ("5.3 Hyperparameters", False),
        ("8 Conclusion", False),  # restates: a cost of its own
        ("9 Safety restrictions of the sandbox", False),  # a section of its own after the results
        (None, False),
    ],
)
def test_what_reports_is_read_from_the_numbering_and_the_words(heading: str | None, reports: bool) -> None:
    assert outline_of(PAPER).reports(heading) is reports


def test_the_method_lies_between_the_front_matter_and_the_experiments() -> None:
    outline = outline_of(PAPER)
    assert outline.in_method("3.1 Proof search as an episode")  # not the experiments: "2.1 ... evaluation" is others' work
    assert not outline.in_method("2.1 Medical language models and their evaluation")
    assert not outline.in_method("5.2 Training dynamics") and not outline.in_method("4.1 Baselines")
    assert outline_of(["Our Method", "Results"]).in_method("Our Method")  # unnumbered: by its words
    # "3.5 Off-policy evaluation" of a method section before "4 Experimental Setup" is how the method is evaluated
    # (a recommender paper, fresh38 rs38-09, opened in session 44); without the experiments' start, its words decide
    assert outline_of([*PAPER, "3.5 Off-policy evaluation"]).in_method("3.5 Off-policy evaluation")
    assert not outline_of(["3 Method", "3.5 Off-policy evaluation"]).in_method("3.5 Off-policy evaluation")
    findings = outline_of(["1 Introduction", "3 Method", "4 Main Findings", "4.1 Performance on MATH", "5 Ablations"])
    assert not findings.in_method("4.1 Performance on MATH")  # review: under a top-level heading of results


def test_without_numbers_only_the_words_say_a_heading_reports() -> None:
    outline = outline_of(["Method", "Training dynamics", "Results"])
    assert outline.reports("Results") and not outline.reports("Training dynamics")
