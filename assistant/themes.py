"""Themes of a topic: every paper in exactly one theme, each theme with a readable label.

Tags make the best themes when they are shared: a topic page's tags name the
subfield a paper belongs to, and a reader knows them. But a tag seen on one paper
groups nothing, so tags are used only when the themes they make cover most papers
(``TAG_COVERAGE``); otherwise papers are clustered by their abstract vectors and each
cluster is named by a tag most of it shares, or else by the phrase its titles share
and the other papers' titles do not. Small leftovers go to "Other", counted like any
theme, so the theme counts always add up to the number of papers.

At most ``MAX_THEMES`` themes ("Other" included), so an overview fits one screen.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import NamedTuple

import numpy as np

from assistant.records import CatalogEntry

OTHER = "Other"
MAX_THEMES = 8
TAG_COVERAGE = 0.6  # tag themes must hold this share of the papers, else cluster
GENERIC_SHARE = 0.5  # a tag on more than this share of the papers is the topic itself
PAPERS_PER_CLUSTER = 8  # k-means k: about one cluster per this many papers
SMALLEST_SHARE = 0.04  # a cluster smaller than this share of the papers (and than 3) goes to Other
LABEL_PHRASES = 2  # a cluster label names up to this many phrases ...
LABEL_COVERAGE = 0.6  # ... until this share of its papers holds one of them
CONCENTRATION = 0.5  # a label's phrase: at least this share of the papers holding it are in the theme
#: Words of titles that say how, not what: never a theme's name on their own.
VAGUE_WORDS = frozenset(
    re.findall(
        r"\w+",
        """learning training model language large framework method approach towards toward improving improve improved
        efficient effective better novel new simple scalable general unified data task system study analysis perspective
        via beyond rethinking revisiting understanding making enabling boosting enhancing llm lm ai deep neural
        optimization generation performance support detection prediction estimation selection design modeling
        evaluation adaptation control""",
    )
)

Phrase = tuple[str, ...]


class Group(NamedTuple):
    """A theme's label, its papers, and for each phrase of the label ("Safety" and "Code" in "Safety and
    Code") the ids of the papers whose title or tags hold it: quoting those shows why the theme is called
    what it is."""

    label: str
    papers: list[CatalogEntry]
    named: tuple[frozenset[str], ...] = ()


_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9²\-']*")
_ADJECTIVE = re.compile(r"(?:al|ive|ous|ic|able|ible|ary|ful|less|[^e]ed)$", re.I)  # "Behavioral", "Constrained"
_BREAK = re.compile(r"[:;,.()?!—–]| - ")  # a phrase never runs across these
_SMALL = frozenset(
    re.findall(
        r"\w+",
        """a an and as at by for from in into of on or the to via with without towards toward through over under your
        our its is are be can do does how what when why which who using based beyond across between""",
    )
)


def topic_name(entries: list[CatalogEntry]) -> str:
    """The topic most papers were listed under, else a neutral name."""
    topic = Counter(e.paper.topic for e in entries if e.paper.topic).most_common(1)
    return topic[0][0] if topic else "the indexed papers"


def group_papers(entries: list[CatalogEntry], vectors: dict[str, np.ndarray], topic: str) -> list[Group]:
    """(label, papers) for every paper, biggest theme first, "Other" last; the sizes sum to ``len(entries)``."""
    if not entries:
        return []
    groups = _by_tags(entries, topic)
    covered = sum(len(group.papers) for group in groups if group.label != OTHER)
    if covered < TAG_COVERAGE * len(entries):
        groups = _by_clusters(entries, vectors, topic)
    return sorted(groups, key=lambda g: (g.label == OTHER, -len(g.papers), g.label))


# --- by tags --------------------------------------------------------------------------


def generic_tags(entries: list[CatalogEntry], topic: str) -> set[str]:
    """Tags that name the topic rather than a theme in it: the topic, a part of its name
    ("Language Models" in "RL for Language Models"), an expansion of an acronym in it
    ("Reinforcement Learning" for "RL"), or a tag on most papers."""
    counts = Counter(t for e in entries for t in set(e.paper.tags))
    topic_text = f" {' '.join(_WORD.findall(topic.lower()))} "
    generic = set()
    for tag, count in counts.items():
        words = _WORD.findall(tag)
        phrase = f" {' '.join(w.lower() for w in words)} "
        acronym = "".join(w[0] for w in words if w[:1].isupper()).lower()
        if phrase in topic_text or (len(acronym) >= 2 and f" {acronym} " in topic_text) or count > GENERIC_SHARE * len(entries):
            generic.add(tag)
    return generic


def _by_tags(entries: list[CatalogEntry], topic: str) -> list[Group]:
    """Greedy cover: the tag holding the most papers not yet placed makes the next theme."""
    generic = generic_tags(entries, topic)
    left = list(entries)
    groups: list[Group] = []
    while len(groups) < MAX_THEMES - 1:
        counts = Counter(t for e in left for t in set(e.paper.tags) if t not in generic)
        best = max(counts.items(), key=lambda tc: (tc[1], tc[0]), default=None)
        if best is None or best[1] < 2:
            break
        members = [e for e in left if best[0] in e.paper.tags]
        groups.append(Group(best[0], members, (frozenset(e.paper_id for e in members),)))
        left = [e for e in left if best[0] not in e.paper.tags]
    if left:
        groups.append(Group(OTHER, left))
    return groups


# --- by clusters ------------------------------------------------------------------------


def _by_clusters(entries: list[CatalogEntry], vectors: dict[str, np.ndarray], topic: str) -> list[Group]:
    """k-means on abstract vectors; clusters too small to be a theme, or that no phrase names, and papers
    without a vector, go to Other."""
    placed = [e for e in entries if e.paper_id in vectors]
    other = [e for e in entries if e.paper_id not in vectors]
    if not placed:
        return [Group(OTHER, other)]
    k = min(MAX_THEMES - 1, max(1, round(len(placed) / PAPERS_PER_CLUSTER)))
    labels = kmeans(centred(placed, vectors), k)
    clusters = [[e for e, label in zip(placed, labels) if label == c] for c in range(k)]
    smallest = max(3, math.ceil(SMALLEST_SHARE * len(entries)))
    namer = _Namer(entries, topic)
    groups: list[Group] = []
    for members in sorted(clusters, key=len, reverse=True):
        named = namer.label(members) if len(members) >= smallest else None
        if named is None:
            other += members
        else:
            groups.append(Group(named[0], members, named[1]))
    if other:
        groups.append(Group(OTHER, other))
    return groups


def centred(entries: list[CatalogEntry], vectors: dict[str, np.ndarray]) -> np.ndarray:
    """Unit vectors of the papers with the mean of their kind taken out.

    A paper listed without an abstract is embedded from its title and listing (tags,
    affiliations, authors), which all such papers share the shape of: uncentred, they
    would cluster with each other rather than with the papers on their subject.
    """
    rows = np.stack([vectors[e.paper_id] for e in entries]).astype(np.float32)
    kinds = np.array([bool(e.paper.abstract) for e in entries])
    overall = rows.mean(axis=0)
    for kind in (True, False):
        mask = kinds == kind
        if mask.any():
            rows[mask] -= rows[mask].mean(axis=0) if mask.sum() >= 3 else overall
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return np.asarray(rows / np.maximum(norms, 1e-9), dtype=np.float32)


def kmeans(vectors: np.ndarray, k: int, rounds: int = 25, restarts: int = 4) -> np.ndarray:
    """Spherical k-means (unit vectors, cosine), k-means++ seeding, best of a few seeded restarts."""
    rng = np.random.default_rng(0)
    k = min(k, len(vectors))
    best_labels, best_fit = np.zeros(len(vectors), dtype=int), -np.inf
    for _ in range(restarts):
        centres = _seed(vectors, k, rng)
        labels = np.zeros(len(vectors), dtype=int)
        for _ in range(rounds):
            labels = (vectors @ centres.T).argmax(axis=1)
            for c in range(k):
                if (labels == c).any():
                    centre = vectors[labels == c].mean(axis=0)
                    centres[c] = centre / max(float(np.linalg.norm(centre)), 1e-9)
        fit = float((vectors @ centres.T).max(axis=1).sum())
        if fit > best_fit:
            best_labels, best_fit = labels, fit
    return best_labels


def _seed(vectors: np.ndarray, k: int, rng: np.random.Generator) -> np.ndarray:
    """k-means++: each next centre drawn with probability growing with its distance to the chosen ones."""
    centres = [vectors[int(rng.integers(len(vectors)))]]
    for _ in range(1, k):
        distance = np.clip(1 - (vectors @ np.stack(centres).T).max(axis=1), 0, None)
        total = float(distance.sum())
        index = int(rng.choice(len(vectors), p=distance / total)) if total > 0 else int(rng.integers(len(vectors)))
        centres.append(vectors[index])
    return np.stack(centres).astype(np.float32)


class _Namer:
    """Names clusters by the phrases of their titles and tags that say most about them.

    A phrase is distinctive when it is frequent in the cluster and rare in the catalog
    (tf-idf over papers). One phrase rarely holds for a whole cluster, so a label takes
    up to ``LABEL_PHRASES`` of them, each covering papers the previous ones did not, and a
    phrase that already names a bigger theme is not used again.
    """

    def __init__(self, entries: list[CatalogEntry], topic: str) -> None:
        generic = generic_tags(entries, topic)
        self.total = len(entries)
        self.phrases: dict[str, set[Phrase]] = {}
        self.surface: dict[Phrase, Counter[str]] = {}
        for e in entries:
            texts = [e.paper.title, *(t for t in e.paper.tags if t not in generic)]
            found = self.phrases.setdefault(e.paper_id, set())
            for text in texts:
                for phrase, surface in _surfaces(text):
                    found.add(phrase)
                    self.surface.setdefault(phrase, Counter())[surface] += 1
        self.counts = Counter(p for phrases in self.phrases.values() for p in phrases)
        self.vague = {_key(w) for text in (topic, *generic) for w in _WORD.findall(text)} | VAGUE_WORDS
        self.used: set[Phrase] = set()

    def label(self, members: list[CatalogEntry]) -> tuple[str, tuple[frozenset[str], ...]] | None:
        """The cluster's label and, per phrase of it, the members holding the phrase; None when no phrase names it."""
        chosen: list[Phrase] = []
        covered: set[str] = set()
        holders: dict[Phrase, set[str]] = {}
        for e in members:
            for phrase in self.phrases[e.paper_id]:
                holders.setdefault(phrase, set()).add(e.paper_id)
        while len(chosen) < LABEL_PHRASES and len(covered) < LABEL_COVERAGE * len(members):
            best: tuple[float, Phrase] | None = None
            for phrase, papers in holders.items():
                fresh = len(papers - covered)
                if fresh < 2 or phrase in self.used or all(w in self.vague for w in phrase):
                    continue
                if len(papers) < CONCENTRATION * self.counts[phrase]:  # spread over every theme: says nothing of this one
                    continue
                if any(set(phrase) & set(c) for c in chosen):
                    continue
                score = fresh * math.log((self.total + 1) / self.counts[phrase]) * (1 + 0.25 * (len(phrase) - 1))
                if best is None or score > best[0] or (score == best[0] and phrase < best[1]):
                    best = (score, phrase)
            if best is None:
                break
            chosen.append(best[1])
            covered |= holders[best[1]]
        if not chosen:
            return None
        self.used.add(chosen[0])
        names = [self._text(p) for p in chosen]
        label = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return label, tuple(frozenset(holders[p]) for p in chosen)

    def _text(self, phrase: Phrase) -> str:
        text = self.surface[phrase].most_common(1)[0][0]
        return " ".join(w.capitalize() if w.islower() and w not in _SMALL else w for w in text.split())


def _key(word: str) -> str:
    word = word.lower()
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _surfaces(text: str) -> list[tuple[Phrase, str]]:
    """Each phrase of 1-3 words of a title or tag as (key, text): no small word in it, no lone adjective."""
    found = []
    for part in _BREAK.split(text):
        words = _WORD.findall(part)
        for n in (1, 2, 3):
            for i in range(len(words) - n + 1):
                span = words[i : i + n]
                if any(w.lower() in _SMALL or len(w) < 2 for w in span):
                    continue
                if n == 1 and not span[0].isupper() and _ADJECTIVE.search(span[0]):
                    continue
                found.append((tuple(_key(w) for w in span), " ".join(span)))
    return found
