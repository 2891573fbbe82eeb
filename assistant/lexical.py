"""BM25 over the stored chunks (bm25s), rebuilt whenever the store changes.

The store carries a generation token that every write renews; the index is cached on
disk under that token, so a fresh process loads it instead of re-reading every chunk,
and an ingest or remove (from any process sharing the store) makes it rebuild.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import unicodedata
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import bm25s

_STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "paper",
        "papers",
        "work",
        "study",
        "studies",
        "propose",
        "proposed",
        "show",
        "shows",
        "also",
        "us",
        "using",
        "use",
        "used",
        "via",
        "based",
        "new",
        "one",
        "two",
    ]
)
TOKENIZER_VERSION = "8"  # a cached index built by another tokenizer is rebuilt (8, 7: "5,000" is "5000", "0.09" is "0d09";
# 6: "beta1" is "beta 1"; 5: "λ" is "lambda")
_APOSTROPHES = str.maketrans(dict.fromkeys("\u2019\u2018\u02bc\u00b4`", "'"))  # "PaSaʼs" is "PaSa's"
_TOKEN = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")


def tokenize(text: str, decimals: bool = True) -> list[str]:
    """Lower-cased words without stopwords, with a light plural/-ing stemmer (no extra package); a number is one
    word however it is written (``_as_number``). ``decimals=False``: a decimal is two words, as a version's ("Llama
    3.1" must find "Llama-3.1" where every word is required: the catalog's)."""
    tokens = []
    text = _NUMBER.sub(_as_number if decimals else _as_whole_number, unicodedata.normalize("NFKC", text.translate(_APOSTROPHES)))
    for found in _TOKEN.findall(spell_greek(text).lower()):
        word = found.removesuffix("'s")  # "PaSa's" is "pasa" (see without_possessive); "GD²PO" is "gd2po"
        if word in _STOPWORDS:
            continue
        tokens.append(_stem(word))
        if "-" in word:  # "self-consistency" also matches "consistency"
            tokens.extend(_stem(part) for part in word.split("-") if part and part not in _STOPWORDS)
    return tokens


#: A number standing alone (not a name's digits: "Qwen2.5-7B", "GPT-4") with thousands separators or a scale: "5,000",
#: "5k", "1.5M".
_NUMBER = re.compile(r"(?<![\w.,-])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([kKM])?(?!\w|[-.,]\d)")
_SCALE = {"k": 1_000, "K": 1_000, "M": 1_000_000}


def _as_number(found: re.Match[str]) -> str:
    """One word for a whole number however it is written: "5,000", "5k" and "5000" are "5000", so "5k comparisons"
    finds "5,000 comparisons", and "5,000" is not read as the words "5" and "000" (which matched every thousand); a
    decimal is one word too ("0.09" is "0d09", not "0" and "09")."""
    whole, part, scale = found.group(1).replace(",", ""), found.group(2), found.group(3)
    value = Decimal(f"{whole}.{part}" if part else whole) * _SCALE.get(scale or "", 1)
    if scale and value != value.to_integral_value():
        return found.group(0)  # "1.0005k": no whole number
    return str(int(value)) if scale or not part else f"{whole}d{part}"  # a word holds no dot


def _as_whole_number(found: re.Match[str]) -> str:
    return found.group(0) if found.group(2) and not found.group(3) else _as_number(found)


_GREEK_NAME = re.compile(r"GREEK (?:SMALL |CAPITAL )?(?:LETTER |LUNATE )?([A-Z]+)")


def spell_greek(text: str, spaced: bool = True) -> str:
    """Greek letters spelled out, as a question types them, so "beta" finds "β" ("β = 0.1" -> " beta  = 0.1"), and
    a spelled letter's index apart from it ("beta1 = 0.9" -> "beta 1 = 0.9", as "β1" reads); ``spaced=False`` keeps
    a name's letters together ("Zephyr-β" -> "Zephyr-beta")."""
    spelled = "".join(_spelled(c, spaced) if "\u0370" <= c <= "\u03ff" else c for c in text)
    return _INDEXED.sub(r"\1 \2", spelled) if spaced else spelled


#: A spelled Greek letter glued to its index: "beta1", "beta2" (an optimizer's), "lambda2".
_INDEXED = re.compile(r"\b(alpha|beta|gamma|delta|epsilon|eta|lambda|mu|tau|rho|sigma)(\d)\b", re.I)


#: Unicode names λ "LAMDA"; questions and papers write "lambda".
_UNICODE_SPELLING = {"lambda": "lamda"}
_TYPED_SPELLING = {unicode: typed for typed, unicode in _UNICODE_SPELLING.items()}


def _spelled(letter: str, spaced: bool) -> str:
    match = _GREEK_NAME.match(unicodedata.name(letter, ""))
    if not match:
        return letter
    name = _TYPED_SPELLING.get(match.group(1).lower(), match.group(1).lower())
    return f" {name} " if spaced else name


def greek_letter(name: str) -> str | None:
    """The small Greek letter a name spells ("beta" -> "β", "lambda" -> "λ"); None for any other word."""
    try:
        return unicodedata.lookup(f"GREEK SMALL LETTER {_UNICODE_SPELLING.get(name.lower(), name.lower())}")
    except KeyError:
        return None


def without_possessive(word: str) -> str:
    """ "PaSa's", "PaSaʼs", "KTO’s" -> "PaSa", "KTO": the name a possessive belongs to, as tokenize reads it."""
    return word.translate(_APOSTROPHES).removesuffix("'s")


def _stem(word: str) -> str:
    if len(word) > 5 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 5 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 4 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def top_k(scores: np.ndarray, k: int) -> np.ndarray:
    """The rows of the ``k`` best positive ``scores``, best first, equal scores in row order.

    Only the positive scores are ranked: BM25 scores are never negative, and a chunk the
    query does not match or the scope mask leaves out scores 0. bm25s's own top-k ran
    numpy's argpartition over every score, mostly zeros, which at 100k chunks took ~15-20 ms
    with a tag filter's mask (introselect slows down on many equal values); the positive
    ones are a few thousand at most.
    """
    rows = np.flatnonzero(scores > 0)
    return rows[best_first(scores[rows], k)]


def best_first(scores: np.ndarray, k: int) -> np.ndarray:
    """Positions of the ``k`` highest ``scores``, best first, equal scores in position order (what a
    stable sort of every score gives, without sorting them all). Shared by BM25 and exact dense search."""
    if k <= 0 or not len(scores):
        return np.empty(0, dtype=np.int64)
    if k < len(scores):
        kth = np.partition(scores, len(scores) - k)[len(scores) - k]  # the k-th highest score
        candidates = np.flatnonzero(scores >= kth)  # every score tied with it too, so ties break by position
    else:
        candidates = np.arange(len(scores))
    return candidates[np.lexsort((candidates, -scores[candidates]))][:k]


class LexicalIndex:
    """A BM25 index plus the chunk ids and paper ids it was built from (for scope masks)."""

    def __init__(self, ids: list[str], paper_ids: list[str], model: bm25s.BM25) -> None:
        self.ids = ids
        self.paper_ids = np.array(paper_ids, dtype=object)
        self.model = model
        # Papers as small integers, so a scope mask is one np.isin instead of a set lookup per chunk.
        self._paper_code = {pid: code for code, pid in enumerate(dict.fromkeys(paper_ids))}
        self._codes = np.array([self._paper_code[pid] for pid in paper_ids], dtype=np.int64)
        self._table_codes: tuple[np.ndarray, np.ndarray] | None = None  # a filter table's ids, and their codes here

    @classmethod
    def build(cls, ids: list[str], texts: list[str], paper_ids: list[str]) -> LexicalIndex:
        import bm25s

        model = bm25s.BM25()
        if ids:
            model.index([tokenize(t) or [""] for t in texts], show_progress=False)
        return cls(ids, paper_ids, model)

    def papers_chunks(self, papers: set[str]) -> np.ndarray:
        """The chunks of ``papers``, as a mask over the index (for a few papers: one np.isin)."""
        codes = [self._paper_code[p] for p in papers if p in self._paper_code]
        return np.isin(self._codes, np.array(codes, dtype=np.int64))

    def chunk_ids_of(self, papers: list[str]) -> list[str]:
        """The ids of every indexed chunk of ``papers``, in index order (one np.isin, no Chroma scan)."""
        return [self.ids[int(row)] for row in np.flatnonzero(self.papers_chunks(set(papers)))]

    def admitted_chunks(self, papers: np.ndarray, admitted: np.ndarray) -> np.ndarray:
        """The chunks of the papers ``admitted`` (a mask over ``papers``), as a mask over the index.

        ``papers`` is a filter table's ids: mapping them to this index's codes costs one dict
        lookup per paper, so it is done once per table, and each filter is then two array writes.
        """
        if self._table_codes is None or self._table_codes[0] is not papers:
            codes = np.array([self._paper_code.get(pid, -1) for pid in papers], dtype=np.int64)
            self._table_codes = (papers, codes)
        codes = self._table_codes[1]
        kept = np.zeros(len(self._paper_code), dtype=bool)
        kept[codes[admitted & (codes >= 0)]] = True
        return kept[self._codes]

    def search(self, query: str, k: int, mask: np.ndarray | None = None) -> list[tuple[str, float]]:
        """(chunk id, BM25 score) best first; only the chunks ``mask`` admits when given (``papers_chunks``, ``admitted_chunks``)."""
        tokens = tokenize(query)
        if not self.ids or not tokens:
            return []
        if mask is not None and not mask.any():
            return []
        known = [t for t in tokens if t in self.model.vocab_dict]
        if not known:
            return []
        scores = self.model.get_scores(known, weight_mask=mask)
        return [(self.ids[int(row)], float(scores[row])) for row in top_k(scores, k)]

    def save(self, folder: Path, generation: str) -> None:
        """Write to a temp folder and rename, so a crash never leaves a half index behind."""
        tmp = folder.with_name(folder.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        if self.ids:
            self.model.save(str(tmp / "bm25"), show_progress=False)
        (tmp / "ids.json").write_text(
            json.dumps(
                {"generation": generation, "tokenizer": TOKENIZER_VERSION, "ids": self.ids, "papers": list(self.paper_ids)}
            )
        )
        shutil.rmtree(folder, ignore_errors=True)
        tmp.rename(folder)

    @classmethod
    def load(cls, folder: Path, generation: str) -> LexicalIndex | None:
        """The cached index if it was built for this store generation, else None."""
        import bm25s

        try:
            saved = json.loads((folder / "ids.json").read_text())
            if saved["generation"] != generation or saved.get("tokenizer") != TOKENIZER_VERSION:
                return None
            # Memory-mapped: a process pays RSS only for the postings its queries touch, and app
            # instances on one machine share one copy in the page cache (a rebuild renames, never rewrites).
            model = bm25s.BM25.load(str(folder / "bm25"), show_progress=False, mmap=True) if saved["ids"] else bm25s.BM25()
        except (OSError, ValueError, KeyError) as err:
            logging.getLogger(__name__).debug("BM25 cache unusable: %s", err)
            return None
        return cls(saved["ids"], saved["papers"], model)
