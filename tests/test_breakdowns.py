"""A value asked for one thing is not given by a sentence that gives it for other things only."""

from __future__ import annotations

import numpy as np
import pytest

from assistant import abstention
from assistant.breakdowns import gives_only_for_others
from assistant.citations import Source
from assistant.question_kinds import asks_for_value
from assistant.records import Paper
from assistant.retrieval import Retrieved
from assistant.store import StoredChunk

AGREEMENT = "Krippendorff's alpha was 0.58 for usefulness, 0.66 for correctness and 0.49 for specificity."


@pytest.mark.parametrize(
    ("question", "sentence", "other"),
    [
        ("Krippendorff's alpha for the actionability ratings?", AGREEMENT, True),
        ("Krippendorff's alpha for the correctness ratings?", AGREEMENT, False),  # one of those given
        ("Krippendorff's alpha for the actionability ratings?", "Krippendorff's alpha for usefulness is 0.58.", True),
        ("Krippendorff's alpha for each rating?", AGREEMENT, False),  # every part asked: the breakdown answers
        ("What was Krippendorff's alpha?", AGREEMENT, False),  # asked for nothing in particular
        # the value is for a word the question writes elsewhere ("on the 15B model")
        ("What learning rate was used for the GRPO run on the 15B model?", "It is 1e-6 for the 7B and 5e-7 for the 15B.", False),
        # not what a value is for: a count, every run, an example
        ("What learning rate for the critic?", "The learning rate is 1e-6 for 400 steps.", False),
        ("What learning rate for the critic?", "We use a learning rate of 1e-6 for all runs.", False),
        ("What learning rate for the critic?", "The policy uses a learning rate of 1e-6.", False),  # for nothing
        # review: a purpose, a span or a pointer is not what a value is for; a sentence naming what is asked gives it
        ("What KL coefficient was used for the policy?", "We set the KL coefficient to 0.001 for stability.", False),
        ("What learning rate for the critic?", "The learning rate is 1e-6 for the first 100 steps.", False),
        ("What learning rate for the critic?", "The critic learning rate is 5e-6 (see Table 6 for details).", False),
        ("What learning rate for the critic?", "The rates are 1e-6 and 5e-6 for the actor and critic, respectively.", False),
        ("What learning rate for the critic?", "The learning rates are 1e-6 for the actor and 5e-6 for the reward model.", True),
    ],
)
def test_a_value_given_for_other_things_only(question: str, sentence: str, other: bool) -> None:
    assert gives_only_for_others(question)(sentence) is other


def _source(text: str) -> Source:
    chunk = StoredChunk("c1", "p", "pdf", 1, text, page_start=9, section="6 Human study")
    return Source(1, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), Paper("RESOLVE: Comments That Get Resolved"))


def test_the_value_check_passes_only_a_value_for_what_is_asked() -> None:
    """ "Krippendorff's alpha for the actionability ratings?" about a study that reports alpha for three other ratings
    (a code-review paper, fresh34 rv34-20, opened: answered with the three). A measure asked by its name alone may
    come after whose it is ("Krippendorff's alpha")."""
    assert asks_for_value("Krippendorff's alpha for the actionability ratings?")
    assert not abstention.gives_value("Krippendorff's alpha for the actionability ratings?", [_source(AGREEMENT)])
    assert abstention.gives_value("Krippendorff's alpha for the specificity ratings?", [_source(AGREEMENT)])
