"""Values broken out by what they are for: is the one asked among them?

A paper that reports "Krippendorff's alpha was 0.58 for usefulness, 0.66 for correctness and 0.49 for
specificity" breaks a measure out by what it rated, and does not answer "alpha for the actionability ratings?".
Every word of the measure is there, with numbers beside it, so the value check (``abstention.gives_value``)
would pass it; what tells the sentence from an answer is that it names, number by number, what each value is
for, and none of those is what the question asks it for.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.lexical import tokenize

#: What a question asks a value for: "alpha for the actionability ratings?", "the learning rate for the critic".
#: Not a request for every part ("for each language", "for all sizes"), which a breakdown answers.
_FOR_ASKED = re.compile(
    r"\bfor\s+(?:the\s+|its\s+|their\s+)?(?!(?:each|every|all|both|different|various|the\s+different)\b)"
    r"([\w-]+(?:\s+(?!(?:on|in|at|of|with|under|from|by|when|after|before|than|and|or)\b)[\w-]+){0,2})",
    re.I,
)
#: What a value is for, a word ("usefulness", "Rust"), not a count ("1e-6 for 400 steps"), nor every part ("for all
#: runs") nor a phrase ("for example").
_TARGET = r"(?!(?:each|every|all|both|example|instance|comparison|reference|simplicity|brevity)\b)([A-Za-z][\w-]*)"
#: A value and what it is for, as a breakdown writes it: "0.58 for usefulness", "41.2% for the Rust changes".
_VALUE_FOR = re.compile(
    rf"(?<![\w.])\d[\d.,]*\s*%?\s+for\s+(?:the\s+)?{_TARGET}|"
    rf"\bfor\s+(?:the\s+)?{_TARGET}\s+(?:is|was|are|were|of|at|reaches|reached|:|=)\s+\d",
    re.I,
)


def for_another(question: str) -> Callable[[str], bool]:
    """For a value asked for something ("alpha for the actionability ratings?"), whether a sentence gives its values
    for other things only: each value it writes "for" something ("0.58 for usefulness", "alpha for usefulness is
    0.58"), none of them a word of the question. Always False for a question that asks a value for nothing, or for
    each part, and for a sentence that writes no value for anything."""
    if not any(tokenize(found[1]) for found in _FOR_ASKED.finditer(question)):
        return lambda sentence: False
    asked = set(tokenize(question))  # "for the GRPO run on the 15B model": "5e-7 for the 15B model" is for it

    def other(sentence: str) -> bool:
        listed = [set(tokenize(found[1] or found[2])) for found in _VALUE_FOR.finditer(sentence)]
        return bool(listed) and not any(not words or words & asked for words in listed)

    return other
