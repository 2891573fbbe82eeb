"""A question about a model size the paper names only in passing is read where that size is named."""

from __future__ import annotations

import numpy as np

from assistant import abstention
from assistant.citations import Source
from assistant.records import Paper
from assistant.retrieval import Retrieved
from assistant.side_models import unread_at_side_size
from assistant.store import StoredChunk

#: A paper about a 7B policy (written most often) that times a 32B one and compares DPO only at 7B.
PASSAGES = (
    "We train a Qwen2.5-7B policy with TALON. The 7B policy is trained for 400 steps with a learning rate of 1e-6.",
    "On the 7B model, TALON reaches 61.2% task success against 55.0% for DPO and 52.3% for GRPO.",
    "The 7B policy also halves the number of failed tool calls. Rewards are computed per turn from tool outcomes.",
    "To test scaling, we also ran the Qwen2.5-32B model: the 32B run needs 64 H100 GPUs and takes 3 days.",
    "Turn-level credit assigns each tool call its own advantage. A critic is not needed.",
    "We release code and data. The environment holds 1,200 tasks across four tool suites.",
)
PAPER_TEXT = "\n".join(PASSAGES)


def test_a_side_size_question_whose_words_are_never_read_where_the_size_is_named() -> None:
    """ "How does DPO compare with TALON at the 32B scale?" names the paper's models and its baseline, and every
    word of it is in the paper, but DPO is compared only at 7B: nothing read where 32B is named speaks of DPO.
    What the paper says of the 32B run is answered; a question about the main size is not checked at all."""
    assert unread_at_side_size("How does DPO compare with TALON at the 32B scale?", PASSAGES, PAPER_TEXT)
    assert unread_at_side_size("What task success does TALON reach with a Qwen2.5-32B policy?", PASSAGES, PAPER_TEXT)
    assert not unread_at_side_size("How many H100 GPUs does the 32B run need?", PASSAGES, PAPER_TEXT)
    assert not unread_at_side_size("How long does the Qwen2.5-32B run take?", PASSAGES, PAPER_TEXT)
    assert not unread_at_side_size("How does DPO compare with TALON at the 7B scale?", PASSAGES, PAPER_TEXT)


def test_inside_one_paper_such_a_question_declines() -> None:
    """The check is one of the paper's reads: the same question passes every other check (its names are
    written, it asks for no value) and declines only by this one."""
    source = Source(
        1,
        Retrieved(StoredChunk("c1", "p", "pdf", 1, PASSAGES[1], page_start=3, section="5 Results"), 0.9, 0.9, np.zeros(4)),
        Paper("TALON: Turn-Level Credit for Tool-Using Agents"),
    )

    def reads(question: str) -> abstention.PaperReads:
        return abstention.PaperReads(question, lambda: 0.9, lambda: PAPER_TEXT, passages=lambda: PASSAGES)

    side = "How does DPO compare with TALON at the 32B scale?"
    assert abstention.declines(side, [source], 0.3, one_paper=True, reads=reads(side))
    main = "How does DPO compare with TALON at the 7B scale?"
    assert not abstention.declines(main, [source], 0.3, one_paper=True, reads=reads(main))


#: A paper about an 8B search agent (written most often) that also reports its 3B model on one benchmark.
SEARCH = (
    "We train a Halden-8B agent with ThriftSearch. The 8B agent pays a small cost for each search it issues.",
    "On the 8B model, ThriftSearch reaches 47.1 exact match on HopTrail while issuing fewer searches.",
    "At 3B, the model's HopTrail exact match falls by 1.9 points.",
    "Larger groups give more signal; the numbers in Table 2 give the full results for the 8B agent.",
    "The prompts are short and the answers of the model are checked by exact match.",
)


def test_words_that_frame_the_request_or_rank_the_size_are_not_what_is_asked() -> None:
    """ "Does the search cost hurt the small model? give the HopTrail numbers for 3B": "give", "numbers" and "small"
    are rare in the paper but say nothing of what is asked, which the sentence at 3B holds (a search-agent paper,
    fresh32, opened: it was declined). A question about what the paper never reads at 3B still is unread."""
    text = "\n".join(SEARCH)
    asked = "does the search cost hurt the small model? give the HopTrail numbers and results for 3B"
    assert not unread_at_side_size(asked, SEARCH, text)
    assert unread_at_side_size("what prompts and answers does the 3B agent see?", SEARCH, text)


def test_a_request_of_nothing_but_frame_words_keeps_them() -> None:
    """ "Give the numbers for the 70B agent." of a paper that names 70B only as future work: without its frame words
    the question holds one word ("agent") that every sentence writes, so they stay, and it is unread (review)."""
    passages = (*SEARCH, "Scaling to a 70B agent is left to future work.")
    text = "\n".join(passages)
    assert unread_at_side_size("Give the numbers for the 70B agent.", passages, text)
