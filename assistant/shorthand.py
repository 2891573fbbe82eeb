"""Shorthand a researcher types and a paper never prints: "so what lr did they use?".

A paper writes "learning rate", "batch size", "hyperparameters"; a question typed in a hurry
says "lr", "bs", "hparams". Neither the embedding nor the word overlap relates the two, so
the sentence that answers scores like any other, and the checks that look for what a value
question measures find no "lr" beside any number. The question is read with the shorthand
spelled out; only the field's common abbreviations are listed, each one that a paper would
not print as a word of its own.
"""

from __future__ import annotations

import re

from assistant.lexical import greek_letter

#: Shorthand (a whole word, any case) -> the words a paper prints.
SPELLED_OUT: dict[str, str] = {
    "lr": "learning rate",
    "lrs": "learning rates",
    "bs": "batch size",
    "bsz": "batch size",
    "wd": "weight decay",
    "hparam": "hyperparameter",
    "hparams": "hyperparameters",
    "hyperparams": "hyperparameters",
    "params": "parameters",
    "ckpt": "checkpoint",
    "ckpts": "checkpoints",
    "coef": "coefficient",
    "coeff": "coefficient",
    "temp": "temperature",
    "acc": "accuracy",
    "perf": "performance",
    "exps": "experiments",
    "impl": "implementation",
    "hrs": "hours",
    "rm": "reward model",
    "rms": "reward models",
    "approx": "approximately",
    "w/o": "without",
    "w/": "with",
}
_SHORTHAND = re.compile(
    r"(?<![\w/-])(" + "|".join(re.escape(k) for k in sorted(SPELLED_OUT, key=len, reverse=True)) + r")(?![\w-])", re.I
)


#: A Greek letter typed by name with its index ("beta2", "beta_2"), which a paper prints with the symbol ("β2").
_INDEXED = re.compile(r"(?<![\w-])([a-z]{2,7})_?(\d)(?![\w-])")  # lower case: "Phi3" is a model


def spelled_out(question: str) -> str:
    """The question with its shorthand written out ("what lr and bs?" -> "what learning rate and batch size?")
    and an indexed Greek letter written as the paper prints it ("Adam's beta2" -> "Adam's β2")."""
    question = _INDEXED.sub(lambda m: f"{letter}{m.group(2)}" if (letter := greek_letter(m.group(1))) else m.group(0), question)
    return _SHORTHAND.sub(lambda m: SPELLED_OUT[m.group(1).lower()], question)
