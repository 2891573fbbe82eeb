"""Late chunking against separately encoded sentences, measured before choosing what ingest stores.

Late chunking would give each sentence a vector without a second encoder pass: mean-pool
the chunk's own token states over the sentence's tokens. This measures, on a store's
answers to the seed latency questions, how close those vectors come to the sentence encoded
on its own (what question time used to compute) and how often the sentence ranked first by
cosine to the question stays the same. Measurement only; nothing here is used by paperchat.

Run: ``python -m benchmarks.late_chunking DATA_DIR`` (a store built by ``paperchat ingest``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np


def late_vectors(encoder: object, text: str, sentences: list[str]) -> dict[str, np.ndarray]:
    """Each sentence found verbatim in ``text``: the mean of the chunk's token states over its span."""
    tokenizer, session = encoder._tokenizer, encoder._session  # type: ignore[attr-defined]
    encoding = tokenizer.encode(text)
    ids = np.array([encoding.ids])
    feeds = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
    hidden = session.run(["last_hidden_state"], feeds)[0][0]
    out: dict[str, np.ndarray] = {}
    for sentence in sentences:
        start = text.find(sentence)
        rows = [i for i, (b, f) in enumerate(encoding.offsets) if f > b and start <= b and f <= start + len(sentence)]
        if start >= 0 and rows:
            vector = hidden[rows].mean(axis=0)
            out[sentence] = vector / np.linalg.norm(vector)
    return out


def main(argv: list[str] | None = None) -> int:
    from assistant.answering import Assistant
    from assistant.citations import quotable_sentences
    from assistant.embeddings import LocalMiniLM
    from assistant.settings import Settings
    from benchmarks.common import shared_data
    from benchmarks.sections import Plan

    parser = argparse.ArgumentParser(prog="python -m benchmarks.late_chunking", description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path)
    args = parser.parse_args(argv)
    encoder = LocalMiniLM()
    assistant = Assistant(Settings(data_dir=args.data_dir), embeddings=encoder)
    cosines: list[float] = []
    agree = asked = candidates = 0
    for question in Plan.make(False, shared_data(), None, None).latency_questions():
        qv = encoder.embed_array([question])[0]
        separate, late = [], []
        for source in assistant.ask(question).sources:
            sentences = quotable_sentences(source)
            pooled = late_vectors(encoder, source.item.text, sentences)
            candidates += len(sentences)
            for sentence, vector in zip(sentences, encoder.embed_array(sentences), strict=True):
                if sentence in pooled:
                    separate.append(vector)
                    late.append(pooled[sentence])
                    cosines.append(float(vector @ pooled[sentence]))
        if separate:
            asked += 1
            agree += int(np.argmax(np.array(separate) @ qv) == np.argmax(np.array(late) @ qv))
    print(
        f"sentences located in their chunk: {len(cosines)}/{candidates}; cosine late vs separate: "
        f"mean {np.mean(cosines):.3f}, 5th percentile {np.percentile(cosines, 5):.3f}; "
        f"the top sentence by cosine is the same in {agree}/{asked} questions"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
