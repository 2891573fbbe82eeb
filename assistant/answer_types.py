"""Kinds of thing a question asks for that a paper can be checked for: an answer must write one.

Setup details from a closed class. "Which optimizer was used to train DeepSeek-R1?" passes every closeness check inside the
DeepSeek-R1 paper: its sentences are about training DeepSeek-R1. But an optimizer, a
tokenizer, a license, the hardware, a warm-up or learning-rate schedule, the random seed,
the numeric precision and the software framework are each named either by that word or by one of a
few well-known instances ("AdamW", "A100", "Apache 2.0", "bf16", "PyTorch"). A paper
that writes none of them anywhere does not give the detail, and the question declines.

Only kinds whose instances are a closed class are listed. Open kinds ("which benchmark",
"which model family", "what agreement") are answered by names no list holds ("MATH-500",
"Pythia", "Cohen's kappa"); a rule over them declined answerable questions each time it was
measured, so they are left to the other checks.

A model, one open kind, is checked another way: whatever it is, it is named by a name
("Qwen2.5-7B", "MiniLM", "the Selector"). "Which language model is asked the self-check
prompt?" about a paper that only ever writes "a language model" finds sentences about the
self-check prompt, none of which names one; its answer would name nothing.
"""

from __future__ import annotations

import re

#: Each detail kind: the words a question asks for it with, then the words a paper gives it with
#: (its own words and its instances, as regular expressions: whole words, any case, a plural
#: allowed; "[- ]" joins the words of a multi-word one, "\\w*" ends a stem).
DETAILS: dict[str, tuple[str, str]] = {
    "optimizer": (
        "optimizer optimiser",
        "optimi[sz]er adamw? sgd adafactor lion rmsprop lamb sophia muon adagrad momentum gradient[- ]descent",
    ),
    "tokenizer": ("tokenizer tokeniser", r"tokeni[sz]\w* bpe byte[- ]pair sentencepiece wordpiece tiktoken vocabular\w*"),
    "license": ("license licence", r"licen[cs]\w* mit apache bsd gpl creative[- ]commons cc[- ]by"),
    "hardware": (
        "gpu gpus tpu tpus hardware accelerator accelerators",
        r"gpu tpu hardware accelerator nvidia [abhvl]\d{2,3} rtx ascend cuda",
    ),
    "schedule": ("warmup warm-up schedule scheduler", r"warm[- ]?up schedul\w* cosine decay anneal\w*"),
    "seed": ("seed seeds", "seed"),
    "precision": ("precision", r"precision bf16 bfloat16 fp16 fp32 fp8 float16 float32 int8 int4 quanti[sz]\w*"),
    "framework": (
        "framework library toolkit codebase",
        "framework librar(?:y|ies) toolkit codebase pytorch jax tensorflow deepspeed megatron vllm hugging[- ]?face "
        "transformers trl verl openrlhf fsdp ray sglang",
    ),
}

#: "which optimizer", "what kind of GPU", "what warmup schedule", "under what license": the
#: kind's word within four words of "which"/"what".
_ASKED = {
    kind: re.compile(rf"\b(?:which|what)\s+(?:[\w-]+\s+){{0,3}}?(?:{'|'.join(map(re.escape, asked.split()))})\b", re.I)
    for kind, (asked, _) in DETAILS.items()
}

_GIVEN = {
    kind: re.compile(rf"(?<![A-Za-z0-9])(?:{'|'.join(given.split())})(?:s|es)?(?![A-Za-z0-9])", re.I)
    for kind, (_, given) in DETAILS.items()
}


def details_asked(question: str) -> list[str]:
    """The closed-class detail kinds a which/what question asks for (usually none)."""
    return [kind for kind, pattern in _ASKED.items() if pattern.search(question)]


def gives_detail(kind: str, text: str) -> bool:
    """Whether the text writes the kind's word or one of its instances anywhere."""
    return bool(_GIVEN[kind].search(text))


def detail_missing(question: str, paper_text: str) -> bool:
    """The question asks for closed-class details and the paper gives none of them.

    A question asking for two ("what warmup schedule") is answerable when the paper gives
    either: the check only declines when nothing of the kind is written.
    """
    kinds = details_asked(question)
    return bool(kinds) and not any(gives_detail(kind, paper_text) for kind in kinds)


#: "which base model is ...", "what language model computes ...", "what is the base LLM?": asks for a
#: model by name. Not "what is the model size?" or "which model families ..." (model is no head
#: there), nor "what does the model learn?".
_ASKS_MODEL = re.compile(
    r"\b(?:which|what)\s+(?!(?:does|do|did|can|could|would|will|has|have|had|makes?)\b)(?:(?:is|was|are|were)\s+the\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:models?|llms?|encoders?|backbones?)"
    r"(?=\s*[?.,;]|\s*$|\s+(?:is|are|was|were|does|do|did|has|have|had|serves?|computes?|generates?|produces?|"
    r"acts?|used|trained|chosen|employed|adopted|asked|fine-?tuned|initiali[sz]ed|performs?)\b)",
    re.I,
)
#: Capitalized words that label parts of a paper, not things it names.
_NOT_NAMES = frozenset(["table", "figure", "fig", "section", "appendix", "eq", "equation", "algorithm", "i"])


def asks_which_model(question: str) -> bool:
    return bool(_ASKS_MODEL.search(question))


def names_something_new(sentence: str, question: str) -> bool:
    """Whether the sentence writes a name the question does not: a word with a capital past its first
    letter or digits among letters ("GPT-4o", "Qwen2.5-7B", "MiniLM"), or a capitalized word that
    starts no sentence ("the Selector", "Pythia"); a name made of the question's own ("DeepSeek-R1"
    asked about "DeepSeek-R1-Zero") is not new."""
    asked = {part for word in _words(question) for part in _parts(word)}
    starts = True
    for raw in sentence.split():
        word = raw.strip(_PUNCTUATION)
        opens, starts = starts, raw.endswith((".", "!", "?"))
        if not word or word.lower() in _NOT_NAMES or _parts(word) <= asked:
            continue
        inner = any(c.isupper() for c in word[1:]) or (any(c.isdigit() for c in word) and any(c.isalpha() for c in word))
        if inner or (not opens and word[0].isupper()):
            return True
    return False


_PUNCTUATION = ".,;:()[]\"'"


def _parts(word: str) -> set[str]:
    """A name's parts, lower case: "DeepSeek-V3-Base" is deepseek, v3, base."""
    return {part for part in word.lower().split("-") if part}


def _words(text: str) -> list[str]:
    return [word for raw in text.split() if (word := raw.strip(_PUNCTUATION))]
