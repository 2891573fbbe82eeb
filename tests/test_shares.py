"""A share asked ("what fraction of the rollouts ...?") is a value, given as a percent or a count out of a whole."""

from __future__ import annotations

import numpy as np
import pytest
from one_paper import quoted

from assistant import abstention
from assistant.citations import Source
from assistant.question_kinds import asks_for_value, names_measure, reports_a_variant, value_holder_asked
from assistant.records import Paper
from assistant.retrieval import Retrieved
from assistant.store import StoredChunk

TITLE = "GATE: Reinforcement Learning of an Item Writer"


def _source(text: str) -> Source:
    chunk = StoredChunk("c1", "p", "pdf", 1, text, page_start=4, section="4 Training")
    return Source(1, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), Paper(TITLE))


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("By the end of training, what share of sampled items were still failing the validity gate?", True),
        ("What fraction of rollouts got thrown out because the simulator broke character?", True),
        ("In what proportion of the dialogues did the agent lie?", True),
        ("What code do they share with the community?", False),  # "share" a verb
        ("Do they share their checkpoints?", False),
        ("What fraction-free formulation do they use?", False),  # no share "of" anything
        # review: a share inside another question ("share" a verb, the intuition behind a proportion) asks no value
        ("What details do they share of the annotation protocol?", False),
        ("What is the intuition behind the proportion of hard negatives?", False),
        ("What is the trend in the fraction of long responses during training?", False),
        ("What was the proportion of refusals?", True),
    ],
)
def test_a_share_of_something_asks_for_a_value(question: str, value: bool) -> None:
    assert asks_for_value(question) is value


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("The share of items failing the gate fell to 2.9% at step 400.", True),
        ("Over the whole run this removed 3.2% of rollouts.", True),  # a percent is a share without the word
        ("This removed 1,580 of 36,000 translations.", True),  # a count out of a whole
        ("Valid (%) 92.1; MAE 0.53.", True),  # a table's column in percent
        ("One in five answers was hedged.", True),
        # review: a share written as a decimal, a fraction in words or digits, per cent, or "of the N X, M ..."
        ("Deduplication removed 0.36 of the training prompts.", True),
        ("About a third of the prompts were dropped.", True),
        ("Half of the training prompts were filtered out.", True),
        ("It accounts for 8.4 per cent of the errors.", True),
        ("The judge preferred it in 9/40 comparisons.", True),
        ("Of the 130 errors, 57 are parsing errors.", True),
        ("We kept 12k of the 40k training examples.", True),
        ("The one in Section 3 is used for all runs.", False),  # "one in" a pointer, no share
        ("Rollouts per prompt (G): 8 (1,024 items per step).", False),  # counts, no share
        ("Table 4: percent of steps whose hard label disagrees, on a sample of 600 steps.", False),  # a caption's unit
    ],
)
def test_a_share_is_named_by_a_percent_or_a_count_out_of_a_whole(text: str, named: bool) -> None:
    assert names_measure({"share"}, text) is named


def test_what_a_share_is_of_is_no_holder_of_the_value() -> None:
    """ "What fraction of PairForge questions ...?" asks for a share of the benchmark's questions: "for 58% of
    questions" in a passage about PairForge gives it, though the sentence does not name the benchmark."""
    question = "For what fraction of PairForge questions was the wrong suggestion taken from the model's own answers?"
    assert value_holder_asked(question) == []
    assert value_holder_asked("What is the standard deviation for GRPO-VLA?") == ["GRPO", "VLA"]  # a measure's holder stays
    sentence = "The wrong suggestion was taken from the model's own incorrect answers for 58% of questions."
    assert abstention.gives_value(question, [_source(sentence)])


@pytest.mark.parametrize(
    ("sentence", "variant"),
    [
        ("Over the whole training run this removed 3.2% of rollouts.", False),  # an amount removed: a measured share
        ("The filter removed about 1,580 translations.", False),
        ("Removing the length penalty lowers accuracy to 51.2%.", True),  # a component removed: a variant
        ("We removed the critic and kept the rest of the recipe.", True),
        # review: a part of the model or data removed, now or as a step, is still an ablation
        ("Removing 2 of the 4 attention heads drops accuracy to 58.1%.", True),
        ("We remove 3 of the 12 reward components and retrain.", True),
    ],
)
def test_an_amount_removed_is_no_variant_of_the_method(sentence: str, variant: bool) -> None:
    assert reports_a_variant(sentence) is variant


@pytest.mark.parametrize(
    ("question", "closer", "answering", "mark"),
    [
        (  # a table's row that counts items per step gives no share (fresh43 qz43-17, opened)
            "By the end of the 400 GRPO steps, what share of sampled items were still failing the validity gate?",
            "Table 7 (Hyperparameters of the main GRPO run), Rollouts per prompt (G): 8 (1,024 items per step).",
            "The share of items failing the gate fell from 11.8% at step 0 to 2.9% at step 400.",
            "2.9%",
        ),
        (  # the sentence before says what happens, the one after how often (fresh4 dl12, opened)
            "What fraction of rollouts got thrown out because the simulator broke character?",
            "Simulators sometimes break character, for instance by offering to help the agent.",
            "We drop the affected conversations from the batch; over the whole run this removed 3.2% of rollouts.",
            "3.2%",
        ),
    ],
)
def test_the_sentence_giving_the_share_leads(question: str, closer: str, answering: str, mark: str) -> None:
    bullets = quoted(question, closer, answering, title=TITLE)
    assert len(bullets) == 2 and mark in bullets[0]
