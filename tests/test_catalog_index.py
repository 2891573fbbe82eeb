"""The catalog's word index finds exactly the papers that testing each paper's words finds, in the same order."""

from __future__ import annotations

import random

from assistant.catalog_answers import topic_words
from assistant.catalog_index import CatalogWords
from assistant.lexical import tokenize
from assistant.records import Paper

WORDS = ["reward", "hacking", "GRPO", "self-consistency", "policies", "reasoning", "RLHF", "the", "Reward-Models", "scaling"]


def _naive(papers: list[Paper], words: list[str]) -> list[Paper]:
    """What catalog answers did before: tokenise every paper per question."""
    wanted = set(words)
    found = [p for p in papers if wanted <= set(tokenize(" ".join([p.title, p.abstract or "", *p.tags]), decimals=False))]
    return sorted(found, key=lambda p: p.date or "", reverse=True)


def _papers(rng: random.Random, n: int) -> list[Paper]:
    def text(k: int) -> str:
        return " ".join(rng.choice(WORDS) for _ in range(k))

    return [
        Paper(
            title=f"Paper {i} {text(2)}",
            abstract=text(8) if rng.random() < 0.8 else None,
            tags=[text(1)] if rng.random() < 0.5 else [],
            date=rng.choice([None, "2024-05-01", "2025-01-02", "2025-01-02", "2025-07-30"]),
        )
        for i in range(n)
    ]


def test_holding_matches_testing_every_paper() -> None:
    rng = random.Random(13)
    papers = _papers(rng, 300)
    catalog = CatalogWords("g1", papers)
    queries = [[], ["reward"], ["reward", "hack"], ["grpo", "policy"], ["consistency"], ["nothing"], ["paper", "scaling"]]
    queries += [tokenize(" ".join(rng.sample(WORDS, 2))) for _ in range(30)]
    for words in queries:
        assert catalog.holding(words) == _naive(papers, words), words


def test_a_version_typed_with_a_space_finds_the_name_written_with_a_hyphen() -> None:
    """ "How many papers on Llama 3.1?" finds "Llama-3.1" (review: once a decimal was one word, "3d1", it found
    none, since the catalog needs every word and "Llama-3.1" is "llama", "3" and "1")."""
    papers = [Paper(title="Tuning Llama-3.1 with GRPO", abstract="We train Llama-3.1-8B."), Paper(title="Other work")]
    catalog = CatalogWords("g1", papers)
    assert catalog.holding(topic_words("How many papers on Llama 3.1?")) == papers[:1]
