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
from assistant.quotable import PAPER_PARTS

#: Words that ask for, or give, every part at once ("for each language", "for all runs"): a breakdown answers them.
_EVERY = r"each|every|all|both|different|various"
#: What a question asks a value for: "alpha for the actionability ratings?", "the learning rate for the critic".
_FOR_ASKED = re.compile(
    rf"\bfor\s+(?:the\s+|its\s+|their\s+)?(?!(?:{_EVERY}|the\s+different)\b)"
    r"([\w-]+(?:\s+(?!(?:on|in|at|of|with|under|from|by|when|after|before|than|and|or)\b)[\w-]+){0,2})",
    re.I,
)
#: What a value is for, a word ("usefulness", "Rust"), not a count ("1e-6 for 400 steps") nor every part.
_TARGET = rf"(?!(?:{_EVERY})\b)([A-Za-z][\w-]*)"
#: Values listed with what each is for, "0.58 for usefulness, 0.66 for correctness": two at least, since one value
#: "for" something is as often for a purpose or a span ("0.001 for stability", "for the first 100 steps").
_VALUES_FOR = re.compile(rf"(?<![\w.])\d[\d.,]*\s*%?\s+for\s+(?:the\s+)?{_TARGET}", re.I)
LISTED = 2
#: A value said to be for something: "alpha for usefulness is 0.58".
_FOR_IS = re.compile(rf"\bfor\s+(?:the\s+)?{_TARGET}\s+(?:is|was|are|were|of|at|reaches|reached|:|=)\s+\d", re.I)
#: A pointer into the paper, whose number is no value: "(see Table 6 for details)", "Section 4 for PPO".
_POINTER = re.compile(rf"\b(?:{PAPER_PARTS})\.?\s*[A-Z]?\d[\d.]*", re.I)


def gives_only_for_others(question: str) -> Callable[[str], bool]:
    """For a value asked for something ("alpha for the actionability ratings?"), whether a sentence gives its values
    for other things only: it lists values each "for" something ("0.58 for usefulness, 0.66 for correctness") or says
    one is for something ("alpha for usefulness is 0.58"), none of them a word of the question, and it never writes
    what the value is asked for ("5e-6 for stability" in "The critic uses ..." is the critic's). Always False for a
    question that asks a value for nothing or for each part."""
    # the head of each thing asked for: "actionability" of "the actionability ratings", which a sentence that gives
    # its value writes ("ratings" it may write of other things)
    asked_for = {words[0] for found in _FOR_ASKED.finditer(question) if (words := tokenize(found[1]))}
    if not asked_for:
        return lambda sentence: False
    asked = set(tokenize(question))  # "for the GRPO run on the 15B model": "5e-7 for the 15B model" is for it

    def for_others(sentence: str) -> bool:
        text = _POINTER.sub(" ", sentence)
        listed = [found[1] for found in _VALUES_FOR.finditer(text)]
        targets = [set(tokenize(target)) for target in (listed if len(listed) >= LISTED else [])]
        targets += [set(tokenize(found[1])) for found in _FOR_IS.finditer(text)]
        if not targets or asked_for & set(tokenize(text)):
            return False
        return not any(not words or words & asked for words in targets)

    return for_others
