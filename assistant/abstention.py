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

from assistant.citations import Source, quotable_sentences
from assistant.lexical import tokenize
from assistant.question_kinds import about_the_paper

ABSTAIN_SENTENCE = "The indexed papers do not answer this question."
COVERAGE_WEIGHT = 0.4
_ASKS_FOR_VALUE = re.compile(
    r"\b(how (many|much|large|big|long|fast|often|deep|wide|high|low)|by how|at what|to what|"
    r"what (is|was|are|were) the [\w\s-]{0,30}?(size|rate|number|count|temperature|accuracy|score|ratio|length|"
    r"value|percentage|budget|steps|epochs|coefficient|weight|threshold|dimension|depth|width|speed-?up|latency|cost)|"
    r"what [\w-]+ (size|rate|temperature|budget|coefficient|threshold|ratio|length|dimension))\b",
    re.I,
)
_DIGIT = re.compile(r"\d")

#: What a value question asks to measure: the words between "how many" / "what" and the verb.
_MEASURED = re.compile(
    r"\b(?:how many|how much|what|which)\s+(?:is |was |are |were )?(?:the )?"
    r"(?!(?:does|do|did|is|are|was|were|can|could|would|will|has|have|had)\b)(?P<what>(?:[\w-]+\s+){0,3}?[\w-]+?)\s+"
    r"(?:is|was|are|were|does|do|did|has|have|had|makes?|can|could|would|will|used|of|for|in|on|at|when|per|to|from|that)\b",
    re.I,
)


def evidence(question: str, sources: list[Source]) -> float:
    """How well the sources answer: best cosine plus the share of question words the top source holds.

    Cosine alone cannot tell "about RL, but not this" from "answers it" on a corpus that is
    all about RL; requiring the question's own words in the best source separates them
    better (calibrated on benchmarks/questions/seed_questions.jsonl; see PAPERCHAT_ABSTAIN_BELOW).
    """
    words = set(tokenize(question))
    coverage = len(words & set(tokenize(sources[0].item.text))) / len(words) if words else 0.0
    return max(s.item.dense for s in sources) + COVERAGE_WEIGHT * coverage


def declines(question: str, sources: list[Source], floor: float, one_paper: bool = False) -> bool:
    """True when nothing was found, the evidence is below the floor for this scope, or
    (inside one paper) the question asks for a value no source sentence gives.

    Inside one paper, a question only about the paper itself ("what is the main
    contribution?") is always answerable: it names nothing the paper could lack.
    """
    if not sources:
        return True
    if one_paper and about_the_paper(question):
        return False
    if evidence(question, sources) < floor:
        return True
    return one_paper and asks_for_value(question) and not gives_value(question, sources)


def asks_for_value(question: str) -> bool:
    return bool(_ASKS_FOR_VALUE.search(question))


def gives_value(question: str, sources: list[Source]) -> bool:
    """Some source sentence holds a number and every word of what the question asks to measure.

    "What batch size does DisCo use?" asks to measure "batch size": a sentence with "batch",
    "size" and a number must be there, not just one about DisCo with a number in it.
    Without such a phrase ("how much does X improve?") the check passes.
    """
    match = _MEASURED.search(question)
    if not match:
        return True
    title = {w for source in sources for w in tokenize(source.paper.title)}
    measured = {w for w in tokenize(match.group("what")) if "-" not in w} - title  # "reasoning-related" is also its parts
    if not measured:
        return True
    return any(
        _DIGIT.search(sentence) and measured <= set(tokenize(sentence))
        for source in sources
        for sentence in quotable_sentences(source)
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
