"""Details of a training setup that come from a closed class, and the words a paper gives them with.

"Which optimizer was used to train DeepSeek-R1?" passes every closeness check inside the
DeepSeek-R1 paper: its sentences are about training DeepSeek-R1. But an optimizer, a
tokenizer, a license, the hardware, a warm-up or learning-rate schedule, the numeric
precision and the software framework are each named either by that word or by one of a
few well-known instances ("AdamW", "A100", "Apache 2.0", "bf16", "PyTorch"). A paper
that writes none of them anywhere does not give the detail, and the question declines.

Only kinds whose instances are a closed class are listed. Open kinds ("which benchmark",
"which model family", "what agreement") are answered by names no list holds ("MATH-500",
"Pythia", "Cohen's kappa"); a rule over them declined answerable questions each time it was
measured, so they are left to the other checks.
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
