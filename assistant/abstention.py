"""Abstention: whether the retrieved sources answer a question at all, and what is said when not.

An answer built from sources that do not hold the answer is worse than none: it reads
as cited fact. So every question passes this gate before any answer mode runs.

Inside one paper every source is on the paper's subject, so closeness alone cannot tell
"the paper gives its batch size" from "the paper is about this model but never gives its
batch size". A question that asks for a value (how many, how much, what batch size...)
is therefore also checked for a sentence that holds a number together with the words of
what it asks to measure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.answer_types import asks_which_model, detail_missing, details_asked, names_something_new
from assistant.citations import Source, quotable_sentences
from assistant.lexical import tokenize
from assistant.question_kinds import (
    about_the_paper,
    asks_duration,
    asks_for_value,
    capitalized_in,
    gives_duration,
    measured_words,
    mentions,
    names_all,
    names_in,
)

ABSTAIN_SENTENCE = "The indexed papers do not answer this question."
COVERAGE_WEIGHT = 0.4
#: Inside one paper, a best quotable sentence scoring this much (cosine + word overlap, as
#: extractive answers score them) answers even under the chunk floor. Calibrated on the
#: answer benchmark's tune split: off-topic questions score at most 0.24, answerable ones
#: at least 0.46.
SENTENCE_FLOOR = 0.35
_DIGIT = re.compile(r"\d")


def evidence(question: str, sources: list[Source]) -> float:
    """How well the sources answer: best cosine plus the share of question words the top source holds.

    Cosine alone cannot tell "about RL, but not this" from "answers it" on a corpus that is
    all about RL; requiring the question's own words in the best source separates them
    better (calibrated on benchmarks/questions/seed_questions.jsonl; see PAPERCHAT_ABSTAIN_BELOW).
    """
    words = set(tokenize(question))
    coverage = len(words & set(tokenize(sources[0].item.text))) / len(words) if words else 0.0
    return max(s.item.dense for s in sources) + COVERAGE_WEIGHT * coverage


def declines(
    question: str,
    sources: list[Source],
    floor: float,
    one_paper: bool = False,
    best_sentence: Callable[[], float] | None = None,
    paper_text: Callable[[], str] | None = None,
    answering: Callable[[], list[str]] | None = None,
) -> bool:
    """True when nothing was found, the evidence is below the floor for this scope, or
    (inside one paper) the question names something no source mentions, or asks for a value no
    source sentence gives.

    Inside one paper, a question only about the paper itself ("what is the main
    contribution?") is always answerable: it names nothing the paper could lack. A paper
    known by its abstract alone gives short chunks whose closeness to a short question is
    low, so there a question under the floor gets a second look, sentence by sentence
    (``best_sentence``: the best quotable sentence's score, computed only then). A question
    for a closed-class setup detail ("which optimizer?") is checked against the whole paper
    (``paper_text``, read only then): the sources are only its closest passages. An extractive
    answer to "which model ...?" declines when none of the sentences it would quote
    (``answering``, computed only then) names anything; a language model reads whole passages,
    so it is not given this check.
    """
    if not sources:
        return True
    if one_paper and about_the_paper(question):
        return False
    if evidence(question, sources) < floor and not (one_paper and best_sentence and best_sentence() >= SENTENCE_FLOOR):
        return True
    if not one_paper:
        return False
    if not names_known(question, sources):
        return True
    if paper_text is not None and not all(mentions(word, paper_text()) for word in capitalized_in(question)):
        return True  # "Does PaSa compare against Elicit?": a proper noun the paper never writes
    if paper_text is not None and details_asked(question) and detail_missing(question, paper_text()):
        return True
    if answering is not None and asks_which_model(question) and not any(names_something_new(s, question) for s in answering()):
        return True
    return asks_for_value(question) and not gives_value(question, sources)


def gives_value(question: str, sources: list[Source]) -> bool:
    """Some source sentence holds a number and every word of what the question asks to measure.

    "What batch size does DisCo use?" asks to measure "batch size": a sentence with "batch",
    "size" and a number must be there, not just one about DisCo with a number in it.
    Without such a phrase ("how much does X improve?") the check passes.
    """
    if asks_duration(question):  # "how long did training take?": a number with a unit of time
        return any(gives_duration(sentence) for source in sources for sentence in quotable_sentences(source))
    title = {w for source in sources for w in tokenize(source.paper.title)}
    measured = measured_words(question) - title
    if not measured:
        return True
    return any(
        _DIGIT.search(sentence) and names_all(measured, f"{sentence} {after}")
        for source in sources
        for sentence, after in _with_next(quotable_sentences(source))
    )


def _with_next(sentences: list[str]) -> list[tuple[str, str]]:
    """Each sentence with the one after it: "λ = 2.25 across individuals. λ controls the degree of
    loss aversion." gives the loss-aversion coefficient in two sentences."""
    return [(sentence, sentences[n + 1] if n + 1 < len(sentences) else "") for n, sentence in enumerate(sentences)]


def names_known(question: str, sources: list[Source]) -> bool:
    """Every name the question uses ("ORPO", "GPT-4") appears in a source or the paper's title.

    "Does the paper compare KTO against ORPO?" cannot be answered from sources that never
    mention ORPO, however close they are to KTO.
    """
    return all(
        any(mentions(name, source.item.text) or mentions(name, source.paper.title) for source in sources)
        for name in names_in(question)
    )


def abstention_text(sources: list[Source]) -> str:
    """The abstain sentence, then the closest papers (once each) so the reader can look there."""
    lines = [ABSTAIN_SENTENCE]
    if sources:
        lines.append("The closest papers are:")
        seen: set[str] = set()
        for source in sources:
            if source.item.paper_id in seen:
                continue
            seen.add(source.item.paper_id)
            lines.append(f"- {source.paper.title} ({source.paper.date or 'undated'}; id {source.item.paper_id})")
    return "\n".join(lines)


def is_abstention(body: str, cited: int) -> bool:
    """A model's answer that says the abstain sentence and cites nothing is an abstention."""
    return ABSTAIN_SENTENCE.lower().rstrip(".") in body.lower() and not cited
