"""Questions about a side model: does the paper say anything of what is asked where it names that model's size?

A paper that trains a 7B policy and names a 32B one elsewhere ("the 32B run needs 64 GPUs") answers "how does
DPO compare with PaCER at the 32B scale?" only if some passage about the 32B model speaks of DPO. The value check
(``abstention.gives_value``) already reads a value asked for a side size only where that size is named; this reads
every question that names one, valued or not: the question's own words, each weighted by how rare it is in the
paper (a word every page writes, "policy" or "model", tells nothing), must be read largely where the size is
named: in the sentence, in the last sentence before it that named a size, or in the sentence after.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator, Sequence

from assistant.answer_types import side_sizes, sizes_in
from assistant.lexical import tokenize
from assistant.sentences import split_sentences

#: The share of the question's weight a reading under the side size must hold. Measured in session 29 on the
#: opened splits: answerable questions about a side model reach at least 0.36, the unanswerable ones every other
#: check let through from 0.15 to 0.32; but on the real PDFs, whose table rows lose header words ("GPQA
#: CodeForcesDiamond"), answerable ones were seen at 0.25 (DeepSeek's Codeforces percentile of the 70B model) and
#: a third declined a held-out answerable question. So it is set low: it catches the clear misses (0.15 to 0.17)
#: and no answerable question seen.
SHARE = 0.2
#: A model name around a size ("Qwen2.5-14B", "Llama-3.1-8B-Instruct"): its words go with the size, not the ask.
_MODEL_NAME = re.compile(r"[A-Za-z][\w.-]*?-?\d+(?:\.\d+)?[BM]\b[\w-]*")


#: Words that frame a request ("give the HopTrail EM numbers for 3B and 14B") or call a size by its rank ("the
#: small model", "the big one"): the paper writes neither where it names the size, and as words it rarely writes
#: they would outweigh what is asked. Left out only while two other words remain to be read.
_FRAME = frozenset(
    tokenize("give show tell list provide number numbers figure figures result results")
    + tokenize("small smaller smallest big bigger biggest large larger largest tiny")
)


def unread_at_side_size(question: str, passages: Sequence[str], paper_text: str) -> bool:
    """True when ``question`` names a model size beside the paper's main one and no sentence read under that size
    (``passages``: the paper's chunks) holds ``SHARE`` of the question's weighted words."""
    side = side_sizes(question, paper_text)
    if not side:
        return False
    sentences = [split_sentences(passage) for passage in passages]
    weights = _weights(question, sentences)
    total = sum(weights.values())
    if not total:
        return False
    return not any(
        sum(weight for word, weight in weights.items() if word in read) >= SHARE * total for read in _read_under(side, sentences)
    )


def _weights(question: str, sentences: Sequence[Sequence[str]]) -> dict[str, float]:
    """The question's words the paper writes, without numbers or the model's name, each by its inverse sentence
    frequency in the paper."""
    counts: Counter[str] = Counter()
    total = 0
    for passage in sentences:
        for sentence in passage:
            counts.update(set(tokenize(sentence)))
            total += 1
    named = {word for found in _MODEL_NAME.findall(question) for word in tokenize(found)}
    asked = [w for w in dict.fromkeys(tokenize(question)) if w in counts and w not in named and not re.search(r"\d", w)]
    if len(content := [w for w in asked if w not in _FRAME]) >= 2:  # "give the numbers for the 70B agent": all frame
        asked = content
    return {word: math.log(total / counts[word]) for word in asked}


def _read_under(sizes: set[str], sentences: Sequence[Sequence[str]]) -> Iterator[set[str]]:
    """The words of each sentence read under one of ``sizes``, with its sized predecessor and its successor."""
    for passage in sentences:
        sized = ""
        for i, sentence in enumerate(passage):
            if sizes & (sizes_in(sentence) | sizes_in(sized)):
                after = passage[i + 1] if i + 1 < len(passage) else ""
                yield set(tokenize(f"{sized} {sentence} {after}"))
            sized = sentence if sizes_in(sentence) else sized
