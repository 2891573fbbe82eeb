"""Abstention: whether the retrieved sources answer a question at all, and what is said when not.

An answer built from sources that do not hold the answer is worse than none: it reads
as cited fact. So every question passes this gate before any answer mode runs.
"""

from __future__ import annotations

from assistant.citations import Source
from assistant.lexical import tokenize

ABSTAIN_SENTENCE = "The indexed papers do not answer this question."
COVERAGE_WEIGHT = 0.4


def evidence(question: str, sources: list[Source]) -> float:
    """How well the sources answer: best cosine plus the share of question words the top source holds.

    Cosine alone cannot tell "about RL, but not this" from "answers it" on a corpus that is
    all about RL; requiring the question's own words in the best source separates them
    better (calibrated on benchmarks/questions/seed_questions.jsonl; see PAPERCHAT_ABSTAIN_BELOW).
    """
    words = set(tokenize(question))
    coverage = len(words & set(tokenize(sources[0].item.text))) / len(words) if words else 0.0
    return max(s.item.dense for s in sources) + COVERAGE_WEIGHT * coverage


def declines(question: str, sources: list[Source], floor: float) -> bool:
    """True when nothing was found, or the evidence is below the floor for this scope."""
    return not sources or evidence(question, sources) < floor


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
