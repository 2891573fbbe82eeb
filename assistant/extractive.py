"""Extractive answers: the question's best sentences from the sources, each cited, in the form the question asks for.

The offline default. Sentences are scored by cosine to the question plus word overlap,
with a small preference for claim-bearing sentences (what a paper proposes, finds,
reports) over background and problem statements; near-duplicates are dropped. The
question's kind (``assistant.question_kinds``) then shapes the answer:

- a fact or a number: the best sentences, the one that answers first;
- "which papers ...": one line per paper with its best claim;
- a comparison: a table, paper | approach | reported result;
- "how do methods ...": sentences grouped by approach, each group labelled.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from typing import TYPE_CHECKING

import numpy as np

from assistant.answer_types import (
    OTHER_SPLITS,
    asks_which_model,
    capitalized_in,
    details_asked,
    gives_detail,
    names_a_model,
    names_beside,
    names_instance,
    names_something_new,
    other_variant,
    proper_nouns,
    shorter_form,
    side_sizes,
    sizes_in,
    switched_off,
    value_figures,
    without_sizes,
)
from assistant.citations import Citation, Source, quotable_sentences, sentence_sections
from assistant.lexical import tokenize
from assistant.paper_outline import REPORTS, Outline, outline_of
from assistant.question_kinds import (
    COUNT_WORDS,
    ONE_OF_A_SET,
    STEM,
    Kind,
    about_the_paper,
    asks_about_a_variant,
    asks_about_others,
    asks_collection_size,
    asks_for_setting,
    asks_for_the_headline,
    asks_for_value,
    asks_how,
    asks_how_it_works,
    asks_how_many,
    asks_why,
    assigns,
    compares,
    counted_head,
    counts_closely,
    counts_items,
    defines,
    direction_asked,
    expansion_asked,
    gives_reason,
    is_model_size,
    measure_alias,
    measured_groups,
    measured_words,
    mentions,
    names_all,
    names_in,
    names_measure,
    names_together,
    names_written,
    number_then,
    prefixed_words,
    reports_a_variant,
    section_asked,
    symbols_asked,
    unit_asked,
    what_is_measured,
)
from assistant.quotable import (
    TABLE_LABEL,
    caption_labels,
    figure_asked,
    figure_label,
    figure_title,
    heading_line,
    is_heading,
    sentence_before,
    table_asked,
    table_label,
)
from assistant.roles import (
    Role,
    about_us,
    answers_the_one_before,
    cites,
    claim_score,
    clean_sentence,
    context_penalty,
    cue_scores,
    in_related_work,
    introduces,
    leans_back,
    led_by_others,
    says_little,
    without_citations,
)
from assistant.sentence_vectors import vectors_for
from assistant.sentences import split_sentences

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

HEADER = "Extractive answer (sentences quoted from the papers; no language model was used):"
MAX_SENTENCES = 5
PER_SOURCE = 2
#: How many rows of one table an answer quotes at most: rows share their caption, so a question that matches it
#: ranks them all alike. Two lost a row the question names in words of its own ("drops the suspension" for "no
#: suspension"); five filled an answer whose count was in the text ("how many questions are in the test split?").
TABLE_ROWS = 3
REDUNDANT = 0.85
RELATIVE_FLOOR = 0.7  # a sentence must score at least this share of the best one
PAPERS_FLOOR = 0.55  # the same for forms that list papers: each paper's best sentence against the best overall
#: "Which papers ...?" lists only papers this close: a list of papers should hold the ones asked about. A comparison
#: keeps PAPERS_FLOOR, since it names its sides. From the seed topic set (irrelevant papers' best sentences sit
#: lower): cited papers relevant 60.1% -> 64.1%, no relevant paper lost; held-out corpus set 46.9% -> 47.4%.
WHICH_FLOOR = 0.65
OVERLAP_WEIGHT = 0.25
#: What a sentence takes of the lead the sentence just before it has over it: a detail often follows the
#: sentence that says what it is about ("H* is the target entropy. We set it to 0.35 nats."). Chosen on the
#: tuned splits and fresh3 (0.15 to 0.45 gain 1 to 4 key facts; 0.3 gained 4 and lost none).
CONTEXT_SHARE = 0.3
#: Across papers, what the sentences of the paper whose passage search ranked first gain. Search reads
#: whole passages, closeness and words together; one sentence's score alone let another paper's sentence
#: that shares the question's words lead. Held-out corpus questions: first cited paper relevant 73.1% -> 89.6%.
TOP_PAPER_BONUS = 0.1
REASON_BONUS = 0.1  # for "why" questions: the sentence that states a reason
NUMBER_BONUS = 0.1  # for "how much / what accuracy" questions: the sentence with the number
NAME_BONUS = 0.1  # for "which model ...?" questions: the sentence that names one
DETAIL_BONUS = 0.1  # for "what hardware ...?" questions: the sentence that names one ("32 H100 GPUs")
#: Inside one paper, how far down the paper's sentences (best first) the answer to "which optimizer?" is looked for:
#: "Each member is trained with AdamW ..." is about training details, far from the question's words. Not tuned.
DETAIL_REACH = 50
AFTER_THE_PROBLEM = 0.01  # how/why: the sentence answering the one before it ranks just above that one
#: For a question that names a figure ("Fig 1"), that figure's caption: it says what the figure shows, often with the
#: value read off it, while the body's sentence that points to the figure ("Figure 1 follows ...") shares more words.
FIGURE_BONUS = 0.2
TABLE_NAMED_BONUS = 0.1  # the rows of the table whose caption's title the question names ("comparing policy sizes")
DEFINITION_BONUS = 0.5  # for "what does X stand for?": the sentence that spells X out
OTHERS_PENALTY = 0.1  # others' work ("Chen et al. train ...") answers no question about this paper
#: Inside one paper, what a sentence of the abstract, introduction, conclusion or related work loses in the
#: order of an answer: it says in brief what the body details ("we normalize over turn positions" against
#: the method section's rule), or what others did.
#: 0.1 left intro sentences leading whose closeness (MiniLM) exceeds the body's by 0.1-0.2 (measured on
#: the tuned splits and the AskPDF set; see the commit that set 0.2).
FRONT_COST = 0.2
#: Inside one paper, what a sentence of the results, ablations, analysis or proofs loses in the order of an
#: answer to "how does X work?" (``asks_how_it_works``): the method section says how. The scale of FRONT_COST,
#: not tuned on its own (0.1 to 0.5 moved the same two to three first pages on the tuned splits, none lost).
REPORTS_COST = 0.2
#: Inside one paper, what a sentence under the method's headings (``_in_the_method``) gains for "how does X work?":
#: the method section says how. 0.1, the scale of the other bonuses, was too weak: the setup's, the introduction's or
#: the results' sentence about the same thing still led. 0.25 to 0.4 move the same questions (opened splits: first
#: cited page +5, key fact +4; 0.5 lost on a blind split); a generic sentence of the method can now lead a specific
#: one of the setup (fresh6 ch09, fresh3 aw11).
METHOD_BONUS = 0.3
ACROSS_METHOD_BONUS = 0.1  # across papers, as before inside one paper too: 0.3 dropped the closest paper's answer
CAPTION_PENALTY = 0.1  # "Figure 2: AIME accuracy of X during training." does not answer "what is X?"
ROLE_WEIGHT = 0.05  # across papers: claim-bearing sentences up, background and problem statements down
CLAIM = 0.5  # a claim score (assistant.roles) from which a sentence counts as a claim
#: Across papers, a fact answer quotes a paper other than the one that answers best only when its sentence scores
#: this share of the best: the 0.7 floor let every paper on the same subject in (cited papers relevant: seed set
#: 64% -> 76%, held-out corpus set 48% -> 72%; relevant papers cited 93.2% -> 93.2% and 95.5% -> 94.0%).
OTHER_PAPER_FLOOR = 0.85
CLAIM_NEAR = 0.85  # "which papers": a paper's claim replaces its best sentence when it scores this share of it
OVERVIEW_ROLE_WEIGHT = 0.3  # "what is the main contribution?" is answered by what the paper claims
_NUMBER = re.compile(r"\d")
_FIGURE = re.compile(r"\d[\d.,]*\d|\d")  # "600k" -> "600", "41%" -> "41"
#: A number of its own: not part of a name ("GPT-4", "v2.5") nor a footnote mark glued to a colon ("function:2");
#: a value written right after a colon still counts ("batch size:512", "learning rate:1e-6").
_OWN_NUMBER = re.compile(r"(?<![\w.:-])\d|(?<=:)(?!\d{1,2}(?![\d.eE]))\d")
# A reported figure: "41%", "2.7x", "3 times", "1.9 points", "from 59.5 to 61.4"; not "GPT-4" or "Llama 3.1".
_MEASUREMENT = re.compile(r"\d(?:[\d.,]*\d)?\s*(?:%|x\b|×|times\b|points?\b)|\bfrom [\d.]+\d to [\d.]*\d", re.I)
_CAPTION = re.compile(r"(?:Figure|Fig\.|Table)\s*[A-Z]?\d+(?:\.\d+)?\s*[:.|]", re.I)  # "Table A.2:", "Figure S1."
#: "Which judge ...?", "papers from which conferences ...?", "Among the raters, which screen reader was ...?": named
#: things answer; not a relative ", which is ..." nor ", which uses GPT-4 labels,".
_WHICH_THING = re.compile(
    r"^\s*which\s+[a-z]|[,;:]\s*which\s+(?:[\w-]+\s+){1,4}?(?:is|was|are|were|do|does|did|has|have|had|can|could|would|will)\b|"
    r"\b(?:from|in|on|at|of|for|with|by|under|to)\s+which\s+[a-z]",
    re.I,
)
_CHOICE = re.compile(r"\bor\b[^,?]*\?\s*$", re.I)  # "which works better, KTO or DPO?": a choice, not a name
_ASKS_FIGURE = re.compile(r"\b(?:figures?|figs?\.?|tables?|plots?|charts?|diagrams?)(?![\w-])", re.I)  # "Fig. S1", "fig 2"
#: Quantities every paper of the field writes in capitals: no work of others that a question would name.
_QUANTITIES = frozenset(["KL", "ECE", "F1", "LR"])
_ASKS_PLOT = re.compile(r"\b(?:figures?|figs?\b\.?|plot(?:s|ted)?)(?!\w)", re.I)  # a figure's value, read off no table


@dataclass(frozen=True)
class Picked:
    source: Source
    sentence: str
    score: float  # relevance, claims preferred: decides which sentences qualify
    order: int  # position of the sentence in its source, to keep reading order
    answers: float = 0.0  # relevance without the claim preference: orders a fact answer's sentences


def extractive_answer(
    question: str,
    question_vector: np.ndarray,
    sources: list[Source],
    candidates: Candidates | None,
    kind: Kind = Kind.FACT,
    parts: Sequence[tuple[str, np.ndarray]] = (),
) -> tuple[str, list[Citation]] | None:
    """The answer's body and citations (each cited source quoted once); None when no sentence qualifies.

    ``candidates``: the sources' sentences, prepared once (``candidates_of``) for this and the checks before it;
    ``parts``: each question a question asks one after another (``question_parts``) with its vector: inside one
    paper, the sentence that answers each is quoted."""
    role = OVERVIEW_ROLE_WEIGHT if kind is Kind.OVERVIEW else ROLE_WEIGHT
    scored = score_sentences(question, question_vector, candidates, role)
    if not scored:
        return None
    if len({s.paper.paper_id for s in sources}) == 1:
        if section := _section(scored, section_asked(question)):  # "what limitations ...?": all of that section
            body, used = _in_one_paper(section, floor=0.0)
        elif kind is Kind.OVERVIEW and (abstract := _abstract(scored)):  # claims first, as across papers
            body, used = _overview(abstract)
        else:  # nothing to list or compare
            order = _paper_order(question, candidates)
            if not asks_for_value(question):  # a number asked: the sentence holding it first, not the one before it
                order = _as_units(order, scored)
            naming = _naming_detail(question, scored, candidates) or _named_cell(question, scored, candidates)
            also = [lead for part, vector in parts if (lead := _part_lead(part, vector, candidates, role))]
            body, used = _in_one_paper(scored, order=order, read_on=asks_how_it_works(question), lead=naming, also=also)
    else:
        body, used = _FORMS.get(kind, _facts)(scored)
    if not used:
        return None
    quotes: dict[int, str] = {}
    for item in used:
        quotes.setdefault(item.source.n, item.sentence)
    return body, [Citation(s.n, s, quotes[s.n]) for s in sources if s.n in quotes]


@dataclass(frozen=True)
class Scored:
    """Every quotable sentence of the sources with its score and vector, best first."""

    items: list[Picked]
    vectors: np.ndarray  # rows in the order of ``items``

    def pick(self, per_source: int = PER_SOURCE, limit: int = MAX_SENTENCES, floor: float = RELATIVE_FLOOR) -> list[Picked]:
        """The best non-redundant sentences within the relative floor, at most ``per_source`` each.

        A sentence already shown before a picked one that leans on it ("However, ... Therefore, we ...")
        takes no slot of its own: it would print nothing new."""
        picked: list[Picked] = []
        chosen: list[int] = []
        counts: dict[int | tuple[str, str], int] = {}
        shown: set[tuple[int, str]] = set()
        best = self.best()
        for index, item in enumerate(self.items):
            if _is_title(item):
                continue
            if (item.source.n, item.sentence) in shown:
                chosen.append(index)  # printed already: a copy of it in another passage repeats it
                continue
            if len(picked) == limit or (floor > 0 and best > 0 and item.score < floor * best):  # relative to a positive best
                break
            table = _table_of(item)
            if counts.get(item.source.n, 0) >= per_source or (table and counts.get(table, 0) >= TABLE_ROWS):
                continue
            if chosen and self._repeats(index, chosen):
                continue
            picked.append(item)
            chosen.append(index)
            for slot in (item.source.n, table) if table else (item.source.n,):
                counts[slot] = counts.get(slot, 0) + 1
            shown.update((item.source.n, text) for text in (item.sentence, _before(item)) if text)
        return picked

    def best(self) -> float:
        """The score the relative floor is a share of: the best sentence's, or a title-only paper's when higher."""
        return max(next((i.score for i in self.items if not _is_title(i)), 0.0), self._best_title_only())

    def _best_title_only(self) -> float:
        """The best score of a paper known only by its title: when it matches best, the answer names it
        (``titles_only``), and sentences far below it from other papers would only pad the answer."""
        quoted = {i.source.paper.paper_id for i in self.items if not _is_title(i)}
        return next((i.score for i in self.items if _is_title(i) and i.source.paper.paper_id not in quoted), 0.0)

    def _repeats(self, index: int, chosen: list[int]) -> bool:
        """Whether the sentence says again what a chosen one says: as close in meaning, and no figure of
        its own ("600k reasoning samples" does not repeat "200k samples unrelated to reasoning")."""
        closeness = self.vectors[chosen] @ self.vectors[index]
        figures = set(_FIGURE.findall(self.items[index].sentence))
        return any(
            float(close) > REDUNDANT and figures <= set(_FIGURE.findall(self.items[n].sentence))
            for n, close in zip(chosen, closeness)
        )

    def only(self, keep: Callable[[Picked], bool]) -> Scored | None:
        """The sentences ``keep`` accepts, in the same order; None when it accepts none."""
        rows = [n for n, item in enumerate(self.items) if keep(item)]
        return Scored([self.items[n] for n in rows], self.vectors[rows]) if rows else None

    def titles_only(self, floor: float = RELATIVE_FLOOR) -> list[Picked]:
        """Papers known only by their title whose title matches as well as the best quoted sentence."""
        best = self.items[0].score
        return [i for i in self.items if _is_title(i) and i.score >= floor * best]

    def claim_near(self, lead: Picked) -> Picked:
        """The paper's best claim when it scores nearly as well as ``lead``, else ``lead`` itself."""
        claim = self.best_of(lead.source, lambda s: _role(s) > 0)
        return claim if claim is not None and claim.score >= CLAIM_NEAR * lead.score else lead

    def best_of(self, source: Source, plays: Callable[[str], bool]) -> Picked | None:
        """The source's best sentence that ``plays`` the role a form asks for (any score)."""
        return next((i for i in self.items if i.source.n == source.n and plays(i.sentence)), None)


@dataclass(frozen=True)
class Candidates:
    """The quotable sentences of some sources with what scoring reads of each, computed once.

    A question about one paper scores every sentence of the paper; the app keeps these for
    the papers asked about last, so a follow-up pays only for the arithmetic.
    """

    rows: list[tuple[Source, int, str]]  # source, position of the sentence in it, sentence
    vectors: np.ndarray  # [len(rows), dim]
    words: list[frozenset[str]]  # each sentence's tokens, for word overlap
    roles: np.ndarray  # each sentence's role: +1 claim, -1 background or filler, else 0
    #: The whole paper's sentences when these are some passages of one paper: theirs alone miss most headings and
    #: the captions of most tables.
    whole_paper: Candidates | None = None
    #: The questions the paper asks itself right before a row ("Why is a penalty needed at all? Because ..."): the row
    #: each stands before, and its vector. Never quoted, but the sentence after one answers it (``_after_its_question``).
    asked: tuple[list[int], list[str], np.ndarray] | None = None

    @cached_property
    def paper_text(self) -> str:
        """The whole paper's sentences when known, else these, as one text."""
        return " ".join(sentence for _, _, sentence in (self.whole_paper or self).rows)

    @cached_property
    def follows(self) -> list[bool]:
        """Whether each sentence comes right after the row before it: the same passage, the next quotable
        sentence, under the same heading (a section's first sentence does not continue the last one of the
        section before it)."""
        after = [False] * len(self.rows)
        for n in range(1, len(self.rows)):
            (source, at, sentence), (previous_source, previous_at, previous) = self.rows[n], self.rows[n - 1]
            if source is previous_source and at == previous_at + 1:
                headings = sentence_sections(source)
                after[n] = headings.get(sentence) == headings.get(previous)
        return after

    @cached_property
    def headings(self) -> list[str | None]:
        """The heading each sentence stands under (a passage may run from one section into the next)."""
        sections = {id(source): sentence_sections(source) for source, _, _ in self.rows}  # each passage parsed once
        return [sections[id(source)].get(sentence, source.item.chunk.section) for source, _, sentence in self.rows]

    @cached_property
    def outline(self) -> Outline:
        """Where these sentences' headings stand in their numbered outline (meaningful inside one paper)."""
        return outline_of(self.headings)

    @property
    def whole_outline(self) -> Outline:
        """The whole paper's outline when known, else these sentences'."""
        return (self.whole_paper or self).outline

    @cached_property
    def captions(self) -> dict[tuple[str, str], str]:
        """Each table's whole caption by paper and label, the whole paper's when known: a row repeats only the
        caption's start ("Table 4 (ANCHOR's reward optimised with GRPO and with PPO...), PPO: ..."), which leaves out
        the model the table is of ("... on Tern-9B")."""
        if self.whole_paper is not None:
            return self.whole_paper.captions
        sources = {id(source): source for source, _, _ in self.rows}.values()  # each passage read once
        return {
            (source.paper.paper_id, label): caption_labels(source.item.text)
            for source in sources
            if source.item.chunk.kind == "caption" and (label := _table_label_of(source))
        }

    @cached_property
    def _sentences_with(self) -> Counter[str]:
        return Counter(word for words in self.words for word in words)

    def rarity(self, word: str) -> float:
        """How much holding ``word`` tells one sentence from the others (inverse sentence frequency).

        Inside one paper "PaSa", "agents" and "LLM" are in most sentences, so a sentence that
        repeats them ("PaSa consists of two LLM agents") says nothing about "what base LLM are
        PaSa's agents trained from?"; the rarer "trained" picks the sentence that answers.
        """
        return math.log((len(self.words) + 1) / (self._sentences_with[word] + 0.5))

    def weights(self, words: set[str]) -> dict[str, float]:
        """Each question word's weight in the overlap: its rarity, but a word no sentence holds weighs
        no more than the rarest one some sentence holds ("..., roughly speaking?" would otherwise
        weigh most and shrink every sentence's overlap)."""
        held = [self.rarity(word) for word in words if self._sentences_with[word]]
        cap = max(held, default=self.rarity(""))
        return {word: self.rarity(word) if self._sentences_with[word] else cap for word in words}

    @cached_property
    def proper(self) -> frozenset[str]:
        """The words the sentences capitalize inside a sentence: names, also where a sentence opens with one.
        Not a table row's: each of its cells opens with a capital ("Similarity threshold: Unanswerable ...")."""
        return proper_nouns(sentence for source, _, sentence in self.rows if not in_table(source))

    @cached_property
    def names(self) -> dict[str, str]:
        """Each name the sentences write with two capitals or more ("GRPO", "DisCo"), by its lower case. Not a
        caption's or a table row's, which title-case words ("Reasoning-Related Benchmarks" made "reasoning-related"
        in a question a name, which no measure counts); nor one the sentences also write as a plain word ("MATH"
        the benchmark of a paper that writes "math spans": "before they masked math spans" names no benchmark)."""
        prose = [sentence for source, _, sentence in self.rows if not _caption(source, sentence) and not in_table(source)]
        plain = {word for sentence in prose for word in re.findall(r"(?<![\w-])[a-z][a-z-]*(?![\w-])", sentence)}
        return {
            name.lower(): name
            for sentence in prose
            for name in names_written(sentence)
            if _name_like(name) and name.lower() not in plain
        }


def _name_like(word: str) -> bool:
    """ "GRPO", "DisCo", "DeepSeek-R1"; not "ACCURACY" from a table caption or a heading set in capitals."""
    return not word.isupper() or len(word.replace("-", "")) <= 6


def candidates_of(sources: list[Source], embeddings: Embeddings, whole_paper: Candidates | None = None) -> Candidates | None:
    """The sources' quotable sentences (questions in the paper excluded); None when there are none.

    ``whole_paper``: the whole paper's, when the sources are passages of one paper (``Candidates.whole_paper``)."""
    rows = [(src, i, s) for src in sources for i, s in enumerate(quotable_sentences(src)) if not _never_quoted(s)]
    if not rows:
        return None
    sentences = [s for _, _, s in rows]
    tables = [src.item.sentences for src in sources]
    vectors = vectors_for(sentences, tables, embeddings)
    words = [frozenset(tokenize(s)) for s in sentences]
    asked_in = {id(src): _asked_before(src) for src in sources}  # each passage read once
    before = [(n, itself) for n, (src, at, _) in enumerate(rows) if (itself := asked_in[id(src)].get(at))]
    asked = (
        (
            [n for n, _ in before],
            [q for _, q in before],
            vectors_for([q for _, q in before], tables, embeddings),
        )
        if before
        else None
    )
    return Candidates(rows, vectors, words, np.array([_role(s) for s in sentences]), whole_paper, asked)


def _asked_before(source: Source) -> dict[int, str]:
    """The questions the paper asks in a passage, by the position of the quotable sentence right after each, under
    the same heading."""
    sentences, headings = quotable_sentences(source), sentence_sections(source)
    return {
        at: asked
        for at, (asked, sentence) in enumerate(pairwise(sentences), 1)
        if asked.rstrip().endswith("?") and headings.get(asked) == headings.get(sentence)
    }


def score_sentences(
    question: str, question_vector: np.ndarray, candidates: Candidates | None, role_weight: float = ROLE_WEIGHT
) -> Scored | None:
    """Every candidate sentence scored against the question, best first.

    Which sentences qualify prefers claims to background (``role_weight``); how a fact
    answer orders them (``Picked.answers``) does not: inside one paper a detail ("which
    base model ...", "what clipping interval ...") is stated as setup, which the claim cues
    count as background, so the sentence that answers would come after the paper's claims.
    """
    if candidates is None:
        return None
    rows, vectors = candidates.rows, candidates.vectors
    close = _closeness(question, question_vector, candidates)
    scores = close(vectors, candidates.words) + TOP_PAPER_BONUS * _in_the_top_paper(rows)
    if candidates.asked is not None:  # "Why is a penalty needed at all? Because ...": the answer to the paper's question
        scores = _after_its_question(question, candidates, close, scores)
    scores = _with_the_one_before(candidates.follows, scores)
    for weight, fits in _bonuses(question, candidates):
        scores = scores + weight * np.array([fits(source, sentence) for source, _, sentence in rows])
    if asks_why(question) or asks_how(question):  # the remedy or the reason follows the problem the question restates
        scores = _after_the_problem(rows, candidates.follows, scores)
    for cost, fits in _penalties(question):
        scores = scores - cost * np.array([fits(source, sentence) for source, _, sentence in rows])
    if asks_how_it_works(question):
        scores = scores + _in_the_method(candidates)
    ranked = scores + role_weight * candidates.roles
    order = np.argsort(-ranked, kind="stable")
    if table := table_asked(question):  # "In Table 1, what ...?": no other table's row or caption answers
        order = np.array([i for i in order if _table_label_of(rows[i][0]) in (None, table)], dtype=int)
    items = [Picked(rows[i][0], rows[i][2], float(ranked[i]), rows[i][1], float(scores[i])) for i in order]
    return Scored(items, vectors[order]) if items else None


Fit = Callable[[Source, str], float]


def _closeness(
    question: str, question_vector: np.ndarray, candidates: Candidates
) -> Callable[[np.ndarray, list[frozenset[str]]], np.ndarray]:
    """How close sentences are to the question, by their vectors and the question's words they hold (rare words
    weigh more, as the candidates count them)."""
    words = set(tokenize(question))
    rarity = candidates.weights(words) if words else {}
    total = sum(rarity.values())

    def close(vectors: np.ndarray, held: list[frozenset[str]]) -> np.ndarray:
        scores = vectors @ question_vector
        if words:
            scores = scores + OVERLAP_WEIGHT * np.array([sum(rarity[w] for w in words & h) / total for h in held])
        return scores

    return close


def _bonuses(question: str, candidates: Candidates) -> list[tuple[float, Fit]]:
    """What this question's kind adds to a sentence that gives what it asks for, each with its weight."""
    bonuses: list[tuple[float, Fit]] = []
    if asks_for_value(question):  # the sentence with the number, naming what is measured and which way it went
        measured, unit = what_is_measured(question), _unit_of(question)

        def named(sentence: str) -> bool:  # "how long did it take?": what is measured is time
            return unit(sentence) if unit else bool(measured) and names_all(measured, sentence)

        counts = _counts(question, measured)  # "how many move types?": "one of eleven instructional moves" counts them

        def number(sentence: str) -> bool:
            return _gives_number(sentence) or bool(counts and counts(sentence))

        bonuses.append((NUMBER_BONUS, lambda _, s: number(s) * (1.0 + named(s))))
    if symbols := symbols_asked(question):  # "what discount factor gamma?": "γ = 0.9", not "α = 0.3"
        bonuses.append((NUMBER_BONUS, lambda _, s: assigns(symbols, s)))
    if kinds := details_asked(question):  # "what hardware ...?": the sentence that names some ("32 H100 GPUs")
        bonuses.append(
            (DETAIL_BONUS / 2, lambda _, s: any(gives_detail(k, s) for k in kinds) + any(names_instance(k, s) for k in kinds))
        )
    if name := expansion_asked(question):  # "what does DisCo stand for?": the sentence that spells it out
        bonuses.append((DEFINITION_BONUS, lambda _, s: defines(name, s)))
    if asks_which_model(question):  # "which base model ...?": a sentence that names one
        bonuses.append((NAME_BONUS, lambda _, s: names_something_new(s, question, candidates.proper)))
        if _BASE_ASKED.search(question):  # "... built on?": "The backbone is Kestrel-Coder-7B" shares no word of it
            bonuses.append((NAME_BONUS, lambda _, s: _writes_base(s, question)))
    if asks_why(question):  # "why ...?": the sentence that gives a reason
        bonuses.append((REASON_BONUS, lambda _, s: gives_reason(s)))
    if figure := figure_asked(question):  # "in the training curve (Fig 1), where does X end up?": its caption
        bonuses.append((FIGURE_BONUS, lambda source, _: _caption_of_figure(source, figure)))
    elif _ASKS_PLOT.search(question):  # "data scaling fig: ...?": the caption whose title it names
        bonuses.append((FIGURE_BONUS, lambda source, _: _figure_named(source, question)))
    if tables := _tables_named(question, candidates):  # "comparing policy sizes: ...?": the rows of "Table A3: Policy size."
        bonuses.append((TABLE_NAMED_BONUS, lambda source, _: in_table(source) and _table_key(source) in tables))
    return bonuses


def _tables_named(question: str, candidates: Candidates) -> set[tuple[str, str]]:
    """The tables whose caption's title the question names, every word of it ("comparing policy sizes" names "Table
    A3: Policy size. ..."): the rows the question asks about, where a sentence elsewhere only shares the measure."""
    return {
        key
        for key, caption in candidates.captions.items()
        if (title := _caption_title_words(caption)) and names_all(title, question)
    }


def _caption_title_words(caption: str) -> set[str]:
    """The words of a caption's first sentence after its label: {policy, size} of "Table A3: Policy size. ..."."""
    found = TABLE_LABEL.match(caption)
    sentences = split_sentences(caption[found.end() :] if found else caption)
    return set(tokenize(sentences[0])) - {"table"} if sentences else set()


def _table_key(source: Source) -> tuple[str, str | None]:
    return source.paper.paper_id, _table_label_of(source)


#: A question for the model another is made from: "which base model ...?", "... built on?", "initialized from?".
_BASE_ASKED = re.compile(
    r"\b(?:base|backbone|built\s+(?:on|from)|based\s+on|initiali[sz]ed\s+from|start(?:s|ed)?\s+from|derived\s+from)\b", re.I
)
#: How a paper writes what a model is made from, by name: "The backbone is X", "initialised from X", a table's
#: "Initialisation: ...". Not "based on", "built on" nor "base model" as written: measured wider, they moved a held-out
#: conversation's answer (session 41).
_BASE_WRITTEN = re.compile(r"\b(?:backbones?|initiali[sz](?:ed|es|ation|e))\b", re.I)


def _writes_base(sentence: str, question: str) -> bool:
    """The sentence names a model as what another is made from ("The backbone is Kestrel-Coder-7B")."""
    return bool(_BASE_WRITTEN.search(sentence)) and names_a_model(sentence, question)


def _caption_of_figure(source: Source, label: str) -> bool:
    """A sentence of the caption of figure ``label`` (``ingest`` stores each caption as a chunk of its own)."""
    return source.item.chunk.kind == "caption" and figure_label(source.item.text) == label


def _figure_read(question: str, candidates: Candidates | None) -> bool:
    """The question reads a value off a figure of the paper it names, by label or title."""
    if candidates is None or not _ASKS_PLOT.search(question):
        return False
    figure = figure_asked(question)
    sources = {id(source): source for source, _, _ in (candidates.whole_paper or candidates).rows}.values()
    return any(_caption_of_figure(s, figure) if figure else _figure_named(s, question) for s in sources)


def _figure_named(source: Source, question: str) -> bool:
    """A sentence of the caption of a figure whose title the question names, every word of it ("data scaling fig"
    names "Figure 2: Data scaling for Tern-9B (x-axis: ...)"), as ``_tables_named`` reads a table's."""
    title = figure_title(source.item.text) if source.item.chunk.kind == "caption" else None
    return bool(title) and names_all(set(tokenize(title or "")), question)


def _penalties(question: str) -> list[tuple[float, Fit]]:
    """What keeps a sentence that does not answer from leading: related work (cited, or in its own
    section) and captions."""
    penalties: list[tuple[float, Fit]] = []
    if OTHERS_PENALTY and asks_about_others(question):  # "which papers does it build on?": others' work answers
        penalties.append((-OTHERS_PENALTY, lambda source, sentence: _of_others(source, sentence)))
    elif OTHERS_PENALTY:  # related work, unless the question names what it describes ("how does ODIN work?")
        names = _names_asked(question)

        def others(source: Source, sentence: str) -> bool:
            return (
                in_related_work(source.item.chunk.section) or (led_by_others(sentence) and not about_us(sentence))
            ) and not any(mentions(n, sentence) for n in names)

        penalties.append((OTHERS_PENALTY, others))
    if not _ASKS_FIGURE.search(question):  # a caption says what a figure shows, not what the paper found
        penalties.append((CAPTION_PENALTY, _caption))
    return penalties


def _in_the_method(candidates: Candidates) -> np.ndarray:
    """The method bonus of each sentence: METHOD_BONUS under one paper's method headings, across papers
    ACROSS_METHOD_BONUS, which leaves the closest paper's introduction among the papers quoted. The headings are
    placed in the passages' own outline: passages that miss "5 Experiments" read "5.2 Training dynamics" as method
    (a review's case), but the whole paper's outline, which ``_reports`` reads, lost two key facts and a first page
    on the opened splits and one on a blind split."""
    outline = candidates.outline
    one_paper = len({source.paper.paper_id for source, _, _ in candidates.rows}) == 1
    bonus = METHOD_BONUS if one_paper else ACROSS_METHOD_BONUS
    return bonus * np.array([outline.in_method(h) for h in candidates.headings], dtype=np.float32)


def _in_the_top_paper(rows: list[tuple[Source, int, str]]) -> np.ndarray:
    """1 for the sentences of the paper of the best-ranked source that has a quotable sentence, when the rows
    hold several papers."""
    papers = {source.paper.paper_id for source, _, _ in rows}
    if len(papers) < 2:
        return np.zeros(len(rows), dtype=np.float32)
    top = min(rows, key=lambda row: row[0].n)[0].paper.paper_id
    return np.array([source.paper.paper_id == top for source, _, _ in rows], dtype=np.float32)


def _with_the_one_before(follows: list[bool], scores: np.ndarray) -> np.ndarray:
    """A sentence takes ``CONTEXT_SHARE`` of the lead the sentence before it has (``Candidates.follows``):
    it is read after that one, and the value it gives ("We set it to 0.35 nats") may share no word with
    the question."""
    lead = np.zeros_like(scores)
    lead[1:] = scores[:-1] - scores[1:]  # how much better the row before scores
    return scores + CONTEXT_SHARE * np.maximum(0.0, np.where(follows, lead, 0.0))


def _after_its_question(
    question: str, candidates: Candidates, close: Callable[[np.ndarray, list[frozenset[str]]], np.ndarray], scores: np.ndarray
) -> np.ndarray:
    """A sentence right after a question the paper asks itself scores at least as close as that question, when it asks
    the same way ("Why do they need the penalty?" and "Why is a penalty needed at all? Because the simulator does not
    know that."): the paper answers its own question there. A question asked another way only shares its words ("Which
    GPUs were the RL runs done on?" and "Does RL add anything after distillation? We continued ...")."""
    assert candidates.asked is not None
    at, asked, asked_vectors = candidates.asked
    way = _asked_way(question)
    same = [n for n, itself in enumerate(asked) if way and _asked_way(itself) == way]
    if not same:
        return scores
    lifted, rows_at = scores.copy(), np.array(at)[same]
    words = [frozenset(tokenize(asked[n])) for n in same]
    closeness = close(asked_vectors[same], words) + TOP_PAPER_BONUS * _in_the_top_paper(candidates.rows)[rows_at]
    lifted[rows_at] = np.maximum(scores[rows_at], closeness)
    return lifted


def _asked_way(question: str) -> str | None:
    """How a question asks, by its first word: why, how, what (which), or yes or no ("Does ...?"); None otherwise."""
    first = question.split(maxsplit=1)[0].lower() if question.strip() else ""
    return _WAYS.get(first)


_WAYS = {
    "why": "why",
    "how": "how",
    "what": "what",
    "which": "what",
    **dict.fromkeys(["is", "are", "was", "were", "does", "do", "did"], "yes-no"),  # not "Can you give ...?", a request
}


def _after_the_problem(rows: list[tuple[Source, int, str]], follows: list[bool], scores: np.ndarray) -> np.ndarray:
    """A sentence answering the one before it ("To mitigate this, we use the Selector as an auxiliary
    reward model") scores at least as that one, just above it: "how do they get around sparse
    rewards?" restates the problem ("... could lead to sparse rewards during training"), and the
    answer shows the two together (``_bullets``)."""
    lifted = scores.copy()
    for n, (_, _, sentence) in enumerate(rows):
        if follows[n] and answers_the_one_before(sentence, rows[n - 1][2]):
            lifted[n] = max(scores[n], scores[n - 1] + AFTER_THE_PROBLEM)
    return lifted


def _of_others(source: Source, sentence: str) -> bool:
    """A sentence on others' work: in related work, led by a citation, or citing one."""
    return in_related_work(source.item.chunk.section) or led_by_others(sentence) or cites(sentence)


def _table_of(item: Picked) -> tuple[str, str] | None:
    """The table a row belongs to, whichever passage holds it, for ``TABLE_ROWS``: rows share the caption they are
    read under ("Table 1 (accuracy on the ChronoChat test split), SFT-Ops: ..."), so a question that matches the
    caption matches every row alike, and the rows would fill an answer."""
    label = _table_label_of(item.source) if in_table(item.source) else None
    return (item.source.paper.paper_id, label) if label else None


def _table_label_of(source: Source) -> str | None:
    """The label of the table a row or a caption belongs to ("1" of "Table 1 (Main results), GRPO: ...")."""
    return table_label(source.item.text) if source.item.chunk.kind in ("table", "caption") else None


def in_table(source: Source) -> bool:
    """A table's row, read as a sentence (``ingest.pdf_tables``)."""
    return source.item.chunk.kind == "table"


def _caption(source: Source, sentence: str) -> bool:
    """A figure's or table's caption: read as a chunk of its own, or printed in the text ("Table 6: ...")."""
    return source.item.chunk.kind == "caption" or bool(_CAPTION.match(sentence))


def _never_quoted(sentence: str) -> bool:
    """A question in the paper ("Does DisCo find the right step?") asks, it never answers; nor does a
    short sentence that leads into a list ("In this paper we ask three research questions:"), which
    quoted alone says only that something follows; nor a statement's label read as a sentence ("Formally,
    Definition 3.4 (HALOs)."), which names what follows."""
    end = sentence.rstrip()
    return end.endswith("?") or (end.endswith(":") and says_little(end)) or bool(_LABEL.match(end))


#: A definition's, theorem's or proposition's label alone: "Definition 3.4 (HALOs).", "Formally, Theorem 2."
_LABEL = re.compile(
    r"^(?:\w+,\s*)?(?:Definition|Theorem|Proposition|Lemma|Corollary|Assumption|Remark|Example)\s+\d+(?:\.\d+)*"
    r"(?:\s*\([^()]{1,60}\))?\s*[.:]?$"
)


def _role(sentence: str) -> float:
    """+1 for a claim (what the paper proposes, finds, reports), -1 for background or filler, else 0."""
    score = claim_score(sentence)
    return 1.0 if score >= CLAIM else -1.0 if score < 0 else 0.0


def _method(sentence: str) -> bool:
    return cue_scores(sentence)[Role.METHOD] > 0


def _result(sentence: str) -> bool:
    return cue_scores(sentence)[Role.RESULT] > 0


def _is_title(item: Picked) -> bool:
    """A paper listed without an abstract offers its title: never a bullet of its own."""
    return item.sentence.strip().rstrip(".") == item.source.paper.title.strip().rstrip(".")


# --- forms --------------------------------------------------------------------------


def _facts(scored: Scored) -> tuple[str, list[Picked]]:
    """The best sentences, best first: the first one is the sentence that answers; another paper's only when it
    answers nearly as well (``OTHER_PAPER_FLOOR``)."""
    picked = scored.pick()
    if picked:
        lead, best = picked[0].source.paper.paper_id, picked[0].score
        picked = [p for p in picked if p.source.paper.paper_id == lead or p.score >= OTHER_PAPER_FLOOR * best]
    return _listed(picked, scored)


def _section(scored: Scored, stem: str | None) -> Scored | None:
    """The sentences under the heading a question asks about ("what limitations do they
    acknowledge?": the Limitations section, all of it), or None when no source has it."""
    if not stem:
        return None
    return scored.only(lambda p: stem in (sentence_sections(p.source).get(p.sentence) or "").lower())


def _abstract(scored: Scored) -> Scored | None:
    """The abstract's sentences: a question about the paper as a whole ("what problem does it address?")
    is answered by the authors' own summary, not by a caption or an acknowledgement that says "paper"."""
    return scored.only(lambda p: p.source.item.chunk.in_abstract and not _is_title(p))  # not a bare title


def _overview(abstract: Scored) -> tuple[str, list[Picked]]:
    """The abstract's best claims, and among them what the paper proposes and what it reports with a
    number: a main contribution is a method and its headline result, which the best two sentences
    by closeness to "what is the main contribution?" often are not. What it proposes is said first."""
    picked = abstract.pick()
    for plays in (_method, _headline):
        if not any(plays(p.sentence) for p in picked):
            playing = [i for i in abstract.items if plays(i.sentence) and not _is_title(i)]
            extra = min(playing, key=lambda i: context_penalty(i.sentence) > 0, default=None)  # one that stands alone
            if extra is not None and len(picked) < MAX_SENTENCES:
                picked.append(extra)
    proposal = _first_introduced(abstract) or next((p for p in picked if _method(p.sentence)), None)  # it leads
    if proposal is not None and proposal not in picked:
        picked = [proposal, *picked[: MAX_SENTENCES - 1]]
    if proposal is not None:
        how = _how_it_works(abstract, proposal)
        rest = [p for p in picked if p is not proposal and p is not how]
        if how is not None and len(rest) + 2 > MAX_SENTENCES:  # room for how it works, never at the headline's cost
            rest.remove(next((p for p in reversed(rest) if not _headline(p.sentence)), rest[-1]))
        picked = [proposal, *([how] if how else []), *rest]
    return _listed(picked, abstract)


def _first_introduced(abstract: Scored) -> Picked | None:
    """The abstract's first sentence that introduces the paper's contribution ("We introduce our first-generation
    reasoning models, DeepSeek-R1-Zero and DeepSeek-R1."): the main one, though a later "we introduce DeepSeek-R1,
    which ..." shares more words with "what is the main contribution?"."""
    introducing = [i for i in abstract.items if introduces(i.sentence) and not _is_title(i)]
    return min(introducing, key=lambda i: (i.source.n, i.order), default=None)


def _headline(sentence: str) -> bool:
    """A result with its number ("lowers the attack success rate from 41.3% to 9.6%")."""
    return _result(sentence) and bool(_MEASUREMENT.search(sentence))


def _how_it_works(abstract: Scored, proposal: Picked) -> Picked | None:
    """The abstract's sentence after "We propose CORAL, ..." when it goes on to say how the method works
    ("In each iteration, the policy samples several responses ...") rather than what it achieved: a main
    idea is the method and how it works, then its results."""
    following = next((i for i in abstract.items if i.source.n == proposal.source.n and i.order == proposal.order + 1), None)
    if following is None or _result(following.sentence) or _MEASUREMENT.search(following.sentence):
        return None
    return None if says_little(following.sentence) else following


def _fits(question: str, candidates: Candidates | None) -> Callable[[str], float]:
    """How well a sentence as shown is of the kind the question asks for: one naming something new for
    "which model ...?" (a name shaped like a model's, "GPT-4-0613", more than "HarmBench") or "papers
    from which conferences ...?", one giving a reason for "why ...?", one
    giving a number beside what is measured for "how many ...?". Among the sentences an answer quotes,
    those lead: "PaSa consists of two LLM agents" repeats the question, "both based on the
    Qwen2.5-7b" answers it."""
    if asks_why(question):
        return gives_reason
    which_thing = _asks_which_thing(question)
    if asks_which_model(question) and candidates is not None:  # a model's name first, then any other name
        base = bool(_BASE_ASKED.search(question))  # "which base model ...?": the one a sentence says it is made from
        return lambda shown: (
            names_something_new(shown, question, candidates.proper)
            + names_a_model(shown, question)
            + (base and _writes_base(shown, question))
        )
    if (kinds := details_asked(question)) and not asks_for_value(question):  # "AdamW" answers "which optimizer?",
        return lambda shown: (  # "the optimizer selects ..." only names the kind
            1.0 if any(names_instance(k, shown) for k in kinds) else 0.5 * any(gives_detail(k, shown) for k in kinds)
        )
    if which_thing and candidates is not None:
        return lambda shown: names_something_new(shown, question, candidates.proper)
    if asks_for_value(question):
        return _in_points(question, _gives_value(question))
    if compares(question):  # "how does X compare with Y on AIME?": a sentence that reports a figure, not a size,
        names = _names_asked(question)  # better one that names both sides and the benchmark
        return lambda shown: _gives_number(without_sizes(shown)) * (1.0 + _share_named(names, shown)) / 2
    return lambda shown: True


def _asks_which_thing(question: str) -> bool:
    """ "Which solver ...?", "papers from which conferences ...?", "Among the raters, which screen reader ...?": asks for
    a thing by its name; not a choice ("which works better, KTO or DPO?"), a value ("which learning rate?") nor how
    ("how does it decide which column ...?")."""
    which = _WHICH_THING.search(question)
    how = re.search(r"\bhow\b", question, re.I)
    return bool(
        which and not _CHOICE.search(question) and not asks_for_value(question) and not (how and how.start() < which.start())
    )


#: What "which ...?" asks one of by name, the last word before the verb: "solver" of "which MILP solver do they use?",
#: "library" of "which standard-cell library do they map designs onto?"; not several ("which two languages were ...?",
#: "which simulators are ...?") nor a point in training ("at which training step does ... peak?").
_WHICH_HEAD = re.compile(
    r"\bwhich\s+(?!(?:two|three|four|five|several|many|other)\b)(?:[\w-]+\s+){0,3}?"
    r"(?!(?:steps?|rounds?|epochs?|iterations?|stages?|points?|times?|years?|layers?)\b)([a-z][a-z-]*[^s\W])\s+"
    r"(?:do|does|did|is|was|has|can|could|would|will)\b",
    re.I,
)


def _which_heads(question: str) -> set[str]:
    """The thing a "which ...?" question asks for by name, where a paper names the one it uses beside that word ("The
    solver is BRANCHWOOD"); none where it asks which one stands out ("which benchmark does it improve the most on?"),
    which any name beside the word does not answer."""
    if _STANDS_OUT.search(question):
        return set()
    return {found.group(1).lower() for found in _WHICH_HEAD.finditer(question)}


#: A superlative or comparative that is what is asked ("improve the most on?", "helps more than ..."), not one that
#: picks another noun ("for the largest model").
_STANDS_OUT = re.compile(
    r"\b(?:most|least|best|worst|more|less|better|worse)\b(?=\s*(?:\?|$|,|(?:on|in|at|for|with|by|than|across|among|of|"
    r"overall)\b))|\b(?:widest|largest|biggest|highest|lowest|smallest|greatest)\s+(?:margin|gain|improvement|drop|gap)",
    re.I,
)


def _names_asked(question: str) -> list[str]:
    """The names a question gives, proper nouns too, not a measure's ("KL"): "KESTREL", "GRPO", "VLA", "Tessera-Novel";
    a hyphenated model name comes in parts and a size counts ("DeepSeek", "R1", "7B"), which only loosens a comparison's fit."""
    return list(dict.fromkeys(n for n in [*names_in(question), *capitalized_in(question)] if n.upper() not in _QUANTITIES))


def _share_named(names: list[str], shown: str) -> float:
    """How many of ``names`` the sentence mentions, as a share (1.0 when there are none to name). A model size
    counts only in a sentence that names one: one that names none speaks of the model the passage is about ("PPO
    reaches 57.3% and GRPO 58.9%" for "7B: PPO vs GRPO?"), one that names another speaks of another."""
    if not sizes_in(shown) and len({n.upper() for n in names if is_model_size(n)}) < 2:  # not "7B vs 14B?"
        names = [n for n in names if not is_model_size(n)]
    return sum(mentions(n, shown) for n in names) / len(names) if names else 1.0


def _item_fit(question: str, candidates: Candidates | None) -> Callable[[Picked], float]:
    """How well a picked sentence fits (``_fits``), where a measure the question writes as one phrase ("learning
    rate") counts as named only when the sentence writes it as one too ("a learning rate of 1e-6", not "a 50% pass
    rate carries the most learning signal"); a table's row names it by caption and column, apart by its nature."""
    fits = _fits(question, candidates)
    measured = what_is_measured(question) if asks_for_value(question) else set()
    cell = _cell_asked(question, candidates.captions if candidates else None)

    groups = measured_groups(question) if measured else []  # each measure a question asking two names

    def apart(shown: str) -> bool:  # a measure it names is written apart ("50% pass rate ... learning signal")
        return any(  # none is named in "214 key actions", which counts the "replay-verified key actions" asked
            names_all(words, shown) and not names_together(words, question, shown) for words in [measured, *groups]
        )

    def fit(item: Picked) -> float:
        shown = as_shown(item)
        value = fits(shown)
        if cell and cell(item):  # a cell the question names by row and column: the value asked, whatever else fits
            return CELL_FIT
        if value > APART and measured and not in_table(item.source) and apart(shown):
            return APART * value  # still above one that does not count what "how many" asks (NOT_COUNTED)
        return value

    return fit


#: How well a table's row fits a value question that names the row and one of its columns: better than any sentence.
CELL_FIT = 1.25
#: A table's row as read: "Table 7 (caption...), Travel: n 185; SFT 47.6; STaRCall 58.9."
_ROW = re.compile(r"^Table\s+[\w.]+\s+\(.*?\),\s+(?P<row>[^:;]{1,80}?):\s+(?P<cells>.+)$", re.S)
#: What a question sets its subject against ("distilled from the 7B teacher instead of QwQ-32B"): not the row asked.
_CONTRASTED = re.compile(r"\b(?:instead\s+of|rather\s+than)\b[^,;?]*", re.I)
#: A cell's value: a number standing alone ("47.6", "+1.2", "1,398"), not a name's digits ("7B"); the column's header
#: is what comes before it ("SFT 47.6 ± 0.4", "7B LC 20.3").
_CELL_VALUE = re.compile(r"(?<![\w.-])[-+−]?\d[\d.,]*(?!\w)")
#: A word as a label writes it, hyphens kept: "MATH" is not the "Math" of "Qwen2.5-Math-7B".
_WHOLE_WORD = re.compile(r"[\w.+]+(?:-[\w.+]+)*")
#: Words that qualify a measure without naming it: a table of success rates answers "what average success rate".
_QUALIFIERS = frozenset(["average", "mean", "overall", "final", "best"])


def _cell_asked(question: str, captions: Mapping[tuple[str, str], str] | None = None) -> Callable[[Picked], bool] | None:
    """For a value question, whether a picked sentence is a table cell it names (``_names_a_cell``); None otherwise.
    ``captions``: the tables' whole captions by paper and label, where known (a row repeats only the caption's start)."""
    if not asks_for_value(question) or _ASKS_PLOT.search(question):  # a figure's value is read off no table
        return None
    asked = _CONTRASTED.sub(" ", question)
    words, whole, names = set(tokenize(asked)), _whole_words(asked), names_in(asked)
    measured = measured_words(question) - _QUALIFIERS
    count = asks_how_many(question)

    def caption(item: Picked) -> str:
        return (captions or {}).get(_table_of(item) or ("", ""), "")

    return lambda item: _names_a_cell(item, words, whole, names, measured, caption(item), count)


def _whole_words(text: str) -> set[str]:
    return {w.lower().rstrip(".") for w in _WHOLE_WORD.findall(text) if tokenize(w)}  # "ours", "the": no label


def _names_a_cell(
    item: Picked,
    words: set[str],
    whole: set[str],
    names: list[str],
    measured: set[str],
    caption: str = "",
    count: bool = False,
) -> bool:
    """A table's row whose label (as whole words) and one of whose column headers the question names ("what success
    rate did the SFT-trained Qwen 7B reach on the travel domain ...?" names the row "Travel" and its cell "SFT
    47.6"), with every name the question gives written in the row or its caption ("Qwen2.5-7B-Instruct": a row of
    the Qwen table does not answer a question about Llama; a model with a size also in the table's whole ``caption``,
    of which the row repeats only the start), in a table of what the question measures (the caption's
    "success rate") or in a column of it ("Harmful (%)" for the harmful-advice rate): the cell is the value asked,
    where the text reports the table's gist ("STaRCall more than doubles the success rate"). "What execution error
    rate on Quarry dev?" is not asked of a table of accuracy. With ``count`` ("how many ...?"), a cell in percent
    ("Dimensionless 7.4%") is no count, and a row whose share the question names gives no count of the rest of it:
    "how many UnitBench problems are dimensionless?" is not answered by "Problems 2,150" beside "Dimensionless 7.4%"."""
    row = _ROW.match(item.sentence) if in_table(item.source) else None
    if row is None or not (label := _row_label(row.group("row"), whole)) or not label <= whole:
        return False
    if not all(mentions(name, item.sentence) or (sizes_in(name) and mentions(name, caption)) for name in names):
        return False
    of_measure = not measured or names_all(measured, item.sentence[: row.start("row")])
    cells = []  # each cell's header words, and whether it is in percent
    for cell in row.group("cells").rstrip(". ").split(";"):
        value = _CELL_VALUE.search(cell)
        cells.append((set(tokenize(cell[: value.start()])) if value else set(), "%" in cell))
    asked = [(named, percent) for named, percent in cells if named and named <= words]
    if count and any(percent for _, percent in asked):  # "how many problems are dimensionless?": a share, no count
        return False
    return any(of_measure or named & measured for named, _ in asked)


def _row_label(row: str, asked: set[str]) -> set[str]:
    """A row's label as whole words, less "test" ("UnderSpec-Code test") unless the question names another split
    (``OTHER_SPLITS``): "hidden slots per request in UnderSpec-Code?" asks of the test split, the one a paper reports
    on; "... on Quarry dev?" not."""
    label = _whole_words(row)
    return label if asked & OTHER_SPLITS else (label - {"test"} or label)


def _named_cell(question: str, scored: Scored, candidates: Candidates | None) -> Picked | None:
    """The best scored table row among the ``DETAIL_REACH`` best that holds a cell the question names
    (``_names_a_cell``): search ranks a row low, since every row of a table reads alike."""
    named = _cell_asked(question, candidates.captions if candidates else None)
    return next((i for i in scored.items[:DETAIL_REACH] if named(i)), None) if named else None


def lead_sentence(question: str, scored: Scored, candidates: Candidates | None) -> Picked | None:
    """The sentence of a whole paper whose passage an answer inside the paper reads first: the one the answer would
    put first (``_paper_order``) among the paper's best (``pick``). "What base LLM are PaSa's two agents trained
    from?" is closest to "PaSa consists of two LLM agents", which names none; "both based on the Qwen2.5-7b" answers
    it. "What step size is used for the dual update?" is closest to an ablation's "A smaller dual step size,
    η_λ = 0.2, ..."; the setup's "updated with step size η_λ = 0.8" answers it."""
    if naming := _naming_detail(question, scored, candidates):
        return naming
    if cell := _named_cell(question, scored, candidates):
        return cell
    # "which base model ...?" a model's name; "how big is the pool?" a count ("has 46,812 prompts", not "a pool of
    # tens of thousands of prompts takes a few milliseconds"): the best scored among the best fitting
    if (asks_which_model(question) or asks_collection_size(question)) and (picked := scored.pick()):
        fits = _fits(question, candidates)
        return max(picked, key=lambda item: fits(as_shown(item)))
    if asks_for_setting(question) and (picked := scored.pick()):
        outline = candidates.whole_outline if candidates else None
        # a measure of two words or more ("learning rate") is specific enough to read first where a sentence gives
        # it; one word ("penalty" of "KL penalty coefficient") is written by sentences that give no value of it, but
        # "We use no KL penalty" answers "KL coefficient?"
        fit = _item_fit(question, candidates) if len(what_is_measured(question)) > 1 else _drops_term(question)
        return min(picked, key=lambda item: (-fit(item), -item.score + REPORTS_COST * _reports(item, outline)))
    best = scored.pick(limit=1, floor=0.0)
    return best[0] if best else None


def _drops_term(question: str) -> Callable[[Picked], float]:
    """1.0 for a sentence saying the paper does without the term whose weight is asked (``switched_off``)."""
    off = switched_off(question)
    return (lambda item: float(off(as_shown(item)))) if off else (lambda _: 0.0)


def _naming_detail(question: str, scored: Scored, candidates: Candidates | None) -> Picked | None:
    """For "which optimizer?" or "what hardware?", the best sentence that names one ("AdamW", "32 H100 GPUs") among
    the ``DETAIL_REACH`` best: it shares few words with the question, "the optimizer selects responses ..." many. For
    "which solver ...?", the best that names one beside the word ("The solver is BRANCHWOOD 2.4")."""
    if details_asked(question) and not asks_for_value(question):
        fits = _fits(question, candidates)
        return next((i for i in scored.items[:DETAIL_REACH] if fits(as_shown(i)) == 1.0 and not _is_title(i)), None)
    if _asks_which_thing(question) and not asks_which_model(question) and (heads := _which_heads(question)):
        return next(
            (i for i in scored.items[:DETAIL_REACH] if names_beside(heads, as_shown(i), question) and not _is_title(i)), None
        )
    return None


def _unit_of(question: str) -> Callable[[str], bool] | None:
    """What a sentence must give for a value asked in a kind of unit (``unit_asked``: a time, money), or for a data
    set's size a count of what it holds ("12,400 answers"). The count only orders sentences, it never declines: a size
    is also written in tokens, gigabytes or words ("twelve thousand prompts")."""
    return unit_asked(question) or (counts_items(question) if asks_collection_size(question) else None)


def _in_points(question: str, fits: Callable[[str], float]) -> Callable[[str], float]:
    """ "By how many points does X beat Y?" asks a difference: "(8.3 points below Pith)" gives it, as does the
    metric asked with its number in a sentence that compares ("gains over GRPO ... 7.2 EM on Bamboogle" for "how many
    EM points", not "scores 52.7 F1"); "X scores 57.5" fits less (``IN_OTHER_TERMS``)."""
    if not (asked := _BY_POINTS.search(question)) or not _DIFFERENCE_ASKED.search(question):
        return fits  # "how many data points does the set hold?" asks a count
    metrics = "|".join(re.escape(word) for word in asked.group("metric").split() if word.lower() != "percentage")
    in_metric = re.compile(rf"\d\s*(?:{metrics})(?!\w)", re.I) if metrics else None

    def given(shown: str) -> bool:
        return bool(_IN_POINTS.search(shown) or (in_metric and in_metric.search(shown) and _DIFFERENCE.search(shown)))

    return lambda shown: fits(shown) * (1.0 if given(shown) else IN_OTHER_TERMS)


#: "by how many points", "how many EM points", "how many percentage points": the metric, if any, is what precedes.
_BY_POINTS = re.compile(r"\bhow\s+many\s+(?P<metric>(?:[\w@-]+\s+){0,2}?)points\b", re.I)
_IN_POINTS = re.compile(  # "8.3 points", "from 36.7% to 43.3%", "58.3 versus 52.1", "by 4.1%"
    r"\d\s*(?:points?|pts?|pp|p\.p\.)(?!\w)|\bfrom\s+\d[\d.]*\s*%?\s+to\s+\d|\d\s*%?\s+(?:vs\.?|versus)\s+\d|"
    r"\b(?:by|of)\s+\+?\d[\d.]*\s*%",
    re.I,
)
#: Words a sentence writes a difference with.
_DIFFERENCE = re.compile(r"\b(?:gains?|over|above|below|ahead|behind|beats?|improv\w*|outperform\w*|margin|gap)\b", re.I)
#: A question that asks a difference: "by how many points", "how many points more than", "... beat ...".
_DIFFERENCE_ASKED = re.compile(rf"\bby\s+how\b|\bthan\b|\bdrops?\b|\blos[et]\b|{_DIFFERENCE.pattern}", re.I)
#: How well a sentence fits a difference asked in points when it gives none in points.
IN_OTHER_TERMS = 0.8


def _gives_value(question: str) -> Callable[[str], float]:
    """A number of its own ("600k", not the "3" of "DeepSeek-V3") beside what the question measures, in a sentence
    about the paper's own setting: "Using 2 chains instead of 4 ..." reports a variant (``reports_a_variant``) and
    fits only a question about one. A symbol asked by itself ("what beta ...?") is given first where a number stands
    beside the symbol ("We use β = 0.05", "a β value of 0.1"), then by any number ("loses 4.7 points")."""
    if unit := _unit_of(question):
        return lambda shown: _gives_in_unit(_without_caption(shown), unit)
    measured, symbols = what_is_measured(question), symbols_asked(question)
    way = direction_asked(question)  # each measure asked ("what temperature and top-p ...?") with the way it went
    groups = [group | way for group in measured_groups(question, ending=True)] or [measured]
    own = not asks_about_a_variant(question)
    counted = _counted_noun(question, measured)
    per_unit, head = _per_unit(question, measured), counted_head(question, measured)
    counts = _counts(question, measured)
    alias = measure_alias(question)  # "KL penalty coefficient" written "KL coefficient"
    off = switched_off(question)  # "KL coefficient?": "We use no KL penalty" answers it

    whose = prefixed_words(question)  # "inter-annotator agreement" is "Fleiss' kappa ... was 0.71"
    figures = value_figures(question)  # "the 14B and 32B policies" gives no LoRA rank

    def names(text: str) -> bool:  # one of the measures asked is enough: "Evaluation top-p: 0.95"
        named = any(names_measure(group, text) or (group & whose and names_all(group - whose, text)) for group in groups)
        return named or bool(alias and alias.search(text))

    def fits(shown: str) -> float:
        if own and reports_a_variant(shown):
            return 0.0
        if assigns(symbols, shown) or (off and off(shown)):
            return 1.0
        if not _gives_number(figures(shown)) and not (counts and counts(shown)):  # "eleven moves" counts, in words
            return 0.0
        if measured:
            if not names(shown):  # "214 key actions" counts the "replay-verified key actions" asked
                if counted and names_all({counted}, shown):
                    return COUNTED_BARE if counts_closely(shown, counted, per_unit) else COUNTED_ONLY
                return 0.0
            if per_unit and per_unit.search(shown) and not (head and counts_closely(shown, head, per_unit)):
                return COUNTED_ONLY  # "Questions per step: 128" for "how many questions ...?"
            naming = [c for c in _CLAUSE.split(shown) if names(c)]
            if naming and all(_DEFINITION.match(c) and not _gives_number(c) for c in naming):
                return APART
            return 1.0 if counts is None or counts(shown) else NOT_COUNTED
        return 1.0 if not symbols or symbols & symbols_asked(shown) else 0.5  # "a KL weight (β) of 0.1"

    return fits


def _gives_in_unit(shown: str, unit: Callable[[str], bool]) -> bool:
    return _gives_number(shown) and unit(shown)


def _without_caption(shown: str) -> str:
    """A table's row as its label and cells, without the caption it repeats: "Table 5 (Deployment over 14 days),
    D7: Images 189" gives no time, whatever its caption says."""
    row = _ROW.match(shown)
    return f"{row['row']}: {row['cells']}" if row else shown


def _counted_noun(question: str, measured: set[str]) -> str | None:
    """What "how many ...?" counts, when the measure has more words than that noun: "transcripts" of "how many
    cross-examination transcripts ...?", which "which left 6,200 transcripts" gives without the modifier."""
    return counted_head(question, measured) if len(measured) >= 2 else None


def _per_unit(question: str, measured: set[str]) -> re.Pattern[str] | None:
    """For "how many X ...?" asked of the whole (no "per", "each"), how a sentence writes X as a rate's part: "X per
    step" or "responses per X" count something else than all the X."""
    head = counted_head(question, measured)
    if head is None or re.search(r"\b(?:per|each|every)\b", question, re.I):
        return None
    stem = re.escape(head[:STEM])
    return re.compile(rf"\b{stem}\w*\s+per\b|\bper\s+{stem}", re.I)


def _counts(question: str, measured: set[str]) -> Callable[[str], bool] | None:
    """For "how many X ...?", whether a sentence has a number that counts X: "4,120 questions", "the K = 12
    entries", "8 different outputs", "19,812 <user query, paper> pairs"; a sentence that only holds a number beside
    X ("Question-answering accuracy ... 44.3") counts something else. X is read as words are (``tokenize``:
    "entries" is "entry")."""
    head = counted_head(question, measured)
    if head is None:
        return None
    kinds = head in ("type", "kind")  # "how many move types?": "one of eleven instructional moves" counts them
    return lambda shown: (
        any(head in tokenize(found.group(1)) for numbers in (_NUMBER_THEN, _WORDS_THEN) for found in numbers.finditer(shown))
        or (kinds and bool(ONE_OF_A_SET.search(shown)))
    )


#: A number and the few words after it, where what it counts is written.
_NUMBER_THEN = number_then(4)
#: The same for a count written in words ("one of eleven instructional moves", "three seeds"; ``COUNT_WORDS``).
_WORDS_THEN = re.compile(rf"\b(?:{COUNT_WORDS})\b(?=((?:\s+\S+){{1,4}}))", re.I)
#: How well a sentence fits "how many X Y?" when it holds a number and Y but not X.
COUNTED_ONLY = 0.5
#: How well a sentence fits "how many X?" when it names X and holds a number, but no number counts X.
NOT_COUNTED = 0.9
#: How well a sentence fits "how many X Y?" when a number counts Y, X unsaid ("214 key actions" for "replay-verified
#: key actions"): better than one that names X Y but counts something else.
COUNTED_BARE = 0.95
#: Where a sentence's clauses part, and a clause that only says what a symbol stands for: "..., ε = 0.2 is the clip
#: range, β is the KL coefficient, and ..." names the KL coefficient without its value; "The KL coefficient is
#: β = 0.04" gives it.
_CLAUSE = re.compile(r";\s*|,\s+")
_DEFINITION = re.compile(r"^\s*(?:(?:where|and|with)\s+)?\S{1,12}\s+(?:is|denotes|are)\s+(?:the|a|an|our)\b", re.I)
#: How well a sentence fits a value question when it holds a number but names the measure only to define its symbol.
APART = 0.75


def _gives_number(shown: str) -> bool:
    """A number of its own outside citations and pointers into the paper: "rises to a peak of 2.6", not "the update
    in Step 7" nor "(Tversky & Kahneman, 1992)"."""
    return bool(_OWN_NUMBER.search(without_citations(shown)))


Order = Callable[["Picked"], tuple[bool, float, float]]


def _in_one_paper(
    scored: Scored,
    floor: float = RELATIVE_FLOOR,
    order: Order | None = None,
    read_on: bool = False,
    lead: Picked | None = None,
    also: Sequence[Picked] = (),
) -> tuple[str, list[Picked]]:
    """A fact answer inside one paper: the same sentences, the one that answers first (``_paper_order``; without
    it, the best scored first); with ``read_on`` (how does it work?), the lead sentence's passage read on; ``lead``,
    when given, first though under the floor (``_naming_detail``, ``_named_cell``); ``also``, the sentences that
    answer each part of a question asking two things, right after the lead, though under the floor."""
    picked = sorted(scored.pick(floor=floor), key=order or _by_answers)
    if lead is not None:
        picked = [lead, *[item for item in picked if item is not lead][: MAX_SENTENCES - 1]]  # by identity: fields hold vectors
    if read_on:
        picked = _read_on(picked, scored)
    picked = _announced(picked, scored)
    return _listed(_with_parts(picked, also), scored)


def _as_units(order: Order, scored: Scored) -> Order:
    """``order`` where a sentence that says almost nothing (``_empty``) ranks as the passage it opens when the sentence
    after it would be quoted by itself (above the relative floor): shown with that sentence read in (``_announced``),
    the pair says something ("Mutant runs are made cheap in two ways. A mutant is run only with ..."), so it ranks by
    the better of the two, with the next one's fit, just above it. A short sentence scores high by repeating the
    question's words, so alone it still never leads one that says something, nor does a run-in label."""
    after = {(i.source.n, i.order): i for i in scored.items}
    floor = RELATIVE_FLOOR * scored.best()

    def key(item: Picked) -> tuple[bool, float, float]:
        own = order(item)
        opens = _empty(as_shown(item)) and not _run_in_label(item.sentence)
        following = after.get((item.source.n, item.order + 1)) if opens else None
        if following is None or following.score < floor or not _reads_on_to(item, following):
            return own
        then = order(following)
        return own if then[0] else (False, then[1], min(own[2], then[2] - _JUST_ABOVE))

    return key


#: How much better an opening sentence ranks than the one it opens, which would otherwise tie with the pair.
_JUST_ABOVE = 1e-9
#: What makes a short phrase a sentence: an auxiliary, a pronoun, a common irregular past ("The gain came from ...").
_VERB_CUE = re.compile(
    r"\b(?:is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|may|might|must|should|shall|will|would|"
    r"we|it|they|them|he|she|this|these|came|took|grew|fell|kept|made|gave|got|went|ran|saw|found|left|held|led|rose|"
    r"became|began|lost|met|paid|put|said|sent|set|showed|shown|stood|told|thought|won|wrote|seems?|remains?)\b",
    re.I,
)
#: A word ending as a verb may ("relies", "improved"); a plural noun ends so too, hence read only in longer phrases.
_INFLECTED = re.compile(r"\b\w{2,}(?<![siu])s\b|\b\w{2,}ed\b", re.I)
#: At most this many words, a phrase with no ``_VERB_CUE`` is a label even with an inflected word ("Learned rewards.").
LABEL_WORDS = 5


def _run_in_label(sentence: str) -> bool:
    """A paragraph's run-in label ("Weight of the consistency term.", "Robustness to noisy rewards."): no verb in it.
    Read from the words alone, so a short sentence with an unlisted verb ("Rewards drift.") reads as a label, which
    only keeps it from leading."""
    if _VERB_CUE.search(sentence):
        return False
    return len(sentence.split()) <= LABEL_WORDS or not _INFLECTED.search(sentence)


def _reads_on_to(item: Picked, following: Picked) -> bool:
    """``following``, a later sentence of ``item``'s passage, is read on from it: under the same heading, neither a
    heading nor a caption (unless ``item`` is the caption's title)."""
    sections = sentence_sections(item.source)
    return (
        sections.get(following.sentence) == sections.get(item.sentence)
        and not is_heading(following.sentence)
        and not (_caption(following.source, following.sentence) and not _caption_title(item))
    )


def _with_parts(picked: list[Picked], also: Sequence[Picked]) -> list[Picked]:
    """``also``'s sentences not yet quoted, after the lead; the others after them."""
    shown = {(p.source.n, p.sentence) for p in picked}
    extra = [a for n, a in enumerate(also) if (a.source.n, a.sentence) not in shown and a not in also[:n]]
    return [*picked[:1], *extra, *picked[1:]]


def _part_lead(part: str, vector: np.ndarray, candidates: Candidates | None, role: float) -> Picked | None:
    """The sentence that would lead an answer to one part of a question asking two things."""
    scored = score_sentences(part, vector, candidates, role)
    picked = scored.pick() if scored else []
    return min(picked, key=_paper_order(part, candidates)) if picked else None


#: How many sentences after the lead one an answer to "how does it work?" reads on in the lead's passage.
READ_ON = 2


def _read_on(picked: list[Picked], scored: Scored) -> list[Picked]:
    """The lead sentence followed by the next ``READ_ON`` sentences of its passage, under the same heading: a
    method is explained over a few sentences ("HALTER replaces the scorer by an ensemble of three QE models. Their
    scores live on different scales, so ... The reward is their mean minus their standard deviation."), and the one
    that scores best against the question is often only the first. The other picked sentences follow, all of them
    (at most READ_ON more than a fact answer shows)."""
    if not picked or _empty(as_shown(picked[0])):
        return picked
    return _with_following(picked, 0, scored)


def _with_following(picked: list[Picked], index: int, scored: Scored) -> list[Picked]:
    """``picked`` with the ``READ_ON`` sentences after its ``index``-th read in right after it: those of its passage,
    in order, under the same heading, up to a heading or a caption (within a caption when it is the caption's title),
    or up to a sentence quoted above it, which keeps its place: a lead is never moved after what it is read on from."""
    lead = picked[index]
    following = sorted(
        (i for i in scored.items if i.source.n == lead.source.n and lead.order < i.order <= lead.order + READ_ON),
        key=lambda i: i.order,
    )
    read: list[Picked] = []
    above = {(i.source.n, i.sentence) for i in picked[:index]}  # quoted above: it stays where it is
    for item in following:
        if item.order != lead.order + len(read) + 1 or (item.source.n, item.sentence) in above or not _reads_on_to(lead, item):
            break
        read.append(item)
    taken = {(i.source.n, i.sentence) for i in read}
    return [*picked[: index + 1], *read, *(i for i in picked[index + 1 :] if (i.source.n, i.sentence) not in taken)]


def _announced(picked: list[Picked], scored: Scored) -> list[Picked]:
    """Each sentence that announces what follows it ("Mutant runs are made cheap in two ways.", "... as follows:"),
    each caption's title ("Figure 2: Proxy and gold reward against PPO iteration.") and each sentence that says
    almost nothing by itself ("ConForge rejects them with two tests.", ``_empty``), with what follows read in after
    it: alone it says what is coming or shown, and what follows is what it is quoted for ("gold reward ... has lost
    89% of its peak by iteration 400")."""
    index = 0
    while index < len(picked):  # the list grows as sentences are read in; each is looked at once
        item = picked[index]
        if _ANNOUNCES.search(item.sentence) or _caption_title(item) or _empty(as_shown(item)):
            picked = _with_following(picked, index, scored)
            while index + 1 < len(picked) and _next_of(picked[index], picked[index + 1]):
                index += 1  # what was read in is not read on from again: a run of short sentences cannot fill the answer
        index += 1
    return picked


def _next_of(item: Picked, after: Picked) -> bool:
    """``after`` is the sentence printed right after ``item`` in its passage."""
    return after.source.n == item.source.n and after.order == item.order + 1


#: A sentence that leads into the ones after it: "... in two ways.", "... for three reasons.", "... as follows:".
_ANNOUNCES = re.compile(
    r"(?:\b(?:in|by|for|with)\s+(?:two|three|four|five|several|a\s+few)\s+(?:\w+\s+)?"
    r"(?:ways|reasons|steps|changes|means|stages|respects|parts|components|measures)|\bas\s+follows|:)\s*[.:]?\s*$",
    re.I,
)


def _caption_title(item: Picked) -> bool:
    """A caption's first sentence, stored as a chunk of its own ("Figure 2: Mutation score against module size."):
    the sentences after it in the caption say what the figure shows ("for modules of 400 lines or more MUTINY scores
    0.38"), and they are read on after it."""
    return item.source.item.chunk.kind == "caption" and item.order == 0


def _by_answers(item: Picked) -> tuple[bool, float, float]:
    return _empty(as_shown(item)), 0.0, -item.answers


def _paper_order(question: str, candidates: Candidates | None) -> Order:
    """How an answer inside one paper orders its sentences, the one that answers first.

    Across papers a claim leads (a topic answer should open with what a paper found);
    inside one paper the paper's claims would crowd out the setup sentence that holds
    the detail asked for, so there the order ignores the claim preference; and a sentence
    with almost nothing in it ("Unanswerable questions are common in practice.", which
    repeats the question's words) never leads one that says something, nor one that does not
    fit the question (``_fits``) one that does. A sentence that only restates (``_restates``) loses
    FRONT_COST, unless the question is about the paper as a whole; one of the results or ablations
    (``_reports``) loses REPORTS_COST when the question asks how the method works or which value the
    paper configures (``asks_for_setting``). One about another variant, or naming none of the sizes the question
    fixes (``_sizes_fixed``), fits as little as one that does not fit."""
    fit, shorter = _item_fit(question, candidates), shorter_form(question)
    variant = other_variant(question, sizes=False, families=True)
    front = 0.0 if about_the_paper(question) or asks_for_the_headline(question) or asks_about_others(question) else FRONT_COST
    reports = REPORTS_COST if asks_how_it_works(question) or asks_for_setting(question) else 0.0
    how = asks_how_it_works(question)  # a caption or a table's row labels what was measured; it explains nothing
    outline = candidates.whole_outline if candidates else None
    fixed_sizes = _sizes_fixed(question, candidates)
    plotted = _figure_read(question, candidates)

    def order(item: Picked) -> tuple[bool, float, float]:
        shown = as_shown(item)
        cost = front if front and (_restates(item) or _concludes(item.sentence)) else 0.0
        cost += reports if reports and _reports(item, outline) else 0.0
        cost += REPORTS_COST if how and (_caption(item.source, item.sentence) or in_table(item.source)) else 0.0
        cost += REPORTS_COST if how and _result(item.sentence) and not _method(item.sentence) else 0.0
        other = shorter(shown) or variant(shown)  # "DeepSeek-R1 ..." for R1-Zero, "Qwen2.5-3B" for 7B
        # "At 14B, ...?" of an 8B paper: "X reaches 50.8%" speaks of the 8B model
        other = other or bool(fixed_sizes and fixed_sizes.isdisjoint(_sizes_in_effect(item)))
        off_table = plotted and in_table(item.source)  # "data scaling fig: ...?" is read off the figure, no table
        return _empty(shown) or off_table, 0.0 if other else -fit(item), -item.answers + cost

    return order


def _sizes_fixed(question: str, candidates: Candidates | None) -> set[str]:
    """The model sizes a value or comparison question fixes where it names only sizes the paper writes, and less often
    than its main one (``side_sizes``): "At 14B, how does Tessera's accuracy compare with GRPO?" of a paper about its
    8B run, where a sentence naming no size gives the 8B figures. None when the question names the main size too ("does
    DataWright-7B beat the 72B teacher?": a sentence naming none is about the 7B model) or a size the paper never
    writes (no sentence would lead by it), or asks for a name ("which checkpoint is the 70B model built on, and why?")."""
    fixed = {size for found in _AT_SIZES.finditer(question) for size in sizes_in(found.group(0))}
    if not fixed or candidates is None or not (asks_for_value(question) or compares(question)):
        return set()
    side = side_sizes(question, candidates.paper_text) & sizes_in(candidates.paper_text)
    return set() if sizes_in(question) - side else fixed


#: Sizes a question fixes as the condition of the run: "at 14B", "at 3B vs 32B", "at the 1.5B and 7B scales"; not a
#: size of another model it names ("the 70B judge", "the Qwen2.5-7B baseline").
_AT_SIZES = re.compile(r"\bat\s+(?:the\s+)?\d+(?:\.\d+)?[BM](?:\s*(?:,|and|or|vs\.?|versus|to)\s*\d+(?:\.\d+)?[BM])*\b", re.I)


def _sizes_in_effect(item: Picked) -> set[str]:
    """The model sizes a sentence speaks of: those it names, else the last ones named before it in its passage ("We
    then evaluate with 14B models. Tessera reaches 57.9% ..."), else none (the paper's main model)."""
    if named := sizes_in(as_shown(item)):
        return named
    earlier = quotable_sentences(item.source)[: item.order]
    return next((sizes for sentence in reversed(earlier) if (sizes := sizes_in(sentence))), set())


#: A list of contributions is part of the introduction ("1.1 Our Contributions", "Contributions of this Paper"), unless
#: it weighs a component ("Contributions of Each Component", "... by Component": an ablation); "Summary" alone too.
_CONTRIBUTIONS = (
    r"(?:our\s+(?:(?:main|key)\s+)?contributions?\b|(?:(?:main|key|summary\s+of)\s+)?contributions\b"
    r"(?!\s+(?:by|from|per|of\s+(?:each|individual|every|the\s+(?:[\w-]+\s+)?(?:components?|terms?|modules?)))))"
)
_BRIEF = re.compile(
    r"^(?:\d+\.?\s*)?(?:abstract|introduction|conclusions?|concluding)\b|"
    rf"^(?:\d+(?:\.\d+)*\.?\s*)?(?:{_CONTRIBUTIONS}|summary\s*$)",
    re.I,
)


def _restates(item: Picked) -> bool:
    """The abstract, the introduction (its list of contributions too), a summary and the conclusion, where a paper
    says in brief what its body details, and related work, which says what others did: the body states the detail asked for
    ("All runs use 64 NVIDIA H100 80GB GPUs", not the conclusion's "distillation gave the highest accuracy")."""
    if item.source.item.chunk.kind == "abstract":
        return True
    section = _heading_of(item)
    return bool(section and _BRIEF.match(section)) or in_related_work(section)


def _reports(item: Picked, outline: Outline | None) -> bool:
    """Under a heading of results, ablations, analysis, discussion or proofs (``Outline.reports``): what a method
    did or why it holds, not how it works. "Removing the length penalty ... doubles the response length" (an
    ablation) shares every word of "how is the length penalty designed?"; the method section's "The penalty is zero
    below a budget of 1,536 tokens ..." answers it."""
    heading = _heading_of(item)
    return outline.reports(heading) if outline else bool(heading and REPORTS.search(heading))


def _heading_of(item: Picked) -> str | None:
    """The heading the sentence stands under: a passage may run from one section into the next."""
    return sentence_sections(item.source).get(item.sentence, item.source.item.chunk.section)


_CONCLUDING = re.compile(
    r"^(?:we conclude|in (?:summary|short|conclusion|sum)\b|to (?:summari[sz]e|conclude|sum up)\b|taken together)", re.I
)


def _concludes(sentence: str) -> bool:
    """ "We conclude that on-policy distillation is the better use of compute": a conclusion drawn in a
    results section restates, as the conclusion section does."""
    return bool(_CONCLUDING.match(sentence))


def as_shown(item: Picked) -> str:
    """The sentence as an answer shows it: after the one before it when it leans back ("... sparse
    rewards during training. To mitigate this, we use the Selector as a reward model")."""
    return " ".join(filter(None, (_before(item), item.sentence)))


def _empty(shown: str) -> bool:
    """Says almost nothing: "Unanswerable questions are common in practice." with no number."""
    return says_little(shown) and not _NUMBER.search(shown)


def _before(item: Picked) -> str | None:
    """The sentence printed before ``item``'s when it leans on it, else None."""
    chunk = item.source.item.chunk
    return sentence_before(chunk.text, chunk.kind, item.sentence) if leans_back(item.sentence) else None


def _listed(picked: list[Picked], scored: Scored) -> tuple[str, list[Picked]]:
    lines = _bullets(picked)
    return _with_titles([HEADER, "", *lines], picked, scored.titles_only())


def _which(scored: Scored) -> tuple[str, list[Picked]]:
    """One line per paper, best paper first, with its best claim."""
    leads = scored.pick(per_source=1, limit=MAX_SENTENCES + 1, floor=WHICH_FLOOR)
    picked = [scored.claim_near(lead) for lead in leads]
    lines = [f"- {p.source.paper.title}: {_shown(p)} [{p.source.n}]" for p in picked]
    return _with_titles([HEADER, "", *lines], picked, scored.titles_only(WHICH_FLOOR))


def _with_titles(lines: list[str], picked: list[Picked], titles: list[Picked]) -> tuple[str, list[Picked]]:
    """The answer, then one line naming matching papers that are listed without an abstract (not a claim)."""
    if not titles:
        return "\n".join(lines), picked
    named = "; ".join(f"{t.source.paper.title} [{t.source.n}]" for t in titles)
    line = f"Matching by title only (no abstract ingested): {named}"
    if picked and picked[0].score > titles[0].score:  # after the quotes, unless the title matches best
        return "\n".join([*lines, "", line]), [*picked, *titles]
    rest = ["", *lines[2:]] if lines[2:] else []  # no blank line left where no quote follows
    return "\n".join([*lines[:2], line, *rest]), [*titles, *picked]


def _compare(scored: Scored) -> tuple[str, list[Picked]]:
    """A table: each paper's approach (a method sentence) and reported result (a sentence with a result)."""
    rows: list[str] = []
    used: list[Picked] = []
    for lead in scored.pick(per_source=1, limit=MAX_SENTENCES, floor=PAPERS_FLOOR):
        approach = scored.best_of(lead.source, _method) or lead
        result = scored.best_of(lead.source, _result)
        cells = [_cell(lead.source.paper.title), f"{_cell(_shown(approach))} [{lead.source.n}]"]
        cells.append(f"{_cell(_shown(result))} [{lead.source.n}]" if result and result != approach else "(not reported)")
        rows.append("| " + " | ".join(cells) + " |")
        used.extend(p for p in (approach, result) if p is not None)
    table = ["| Paper | Approach | Reported result |", "|---|---|---|", *rows]
    return "\n".join([HEADER, "", *table]), used


def _how(scored: Scored) -> tuple[str, list[Picked]]:
    """Sentences grouped by approach (one paper's approach per group), each group labelled."""
    picked = scored.pick(floor=PAPERS_FLOOR)
    groups: dict[int, list[Picked]] = {}
    for item in picked:
        groups.setdefault(item.source.n, []).append(item)
    lines = [HEADER]
    for items in groups.values():
        lines += ["", f"{_label(items[0].source)}:"]
        lines += _bullets(sorted(items, key=lambda p: -_role(p.sentence)))
    return "\n".join(lines), picked


_FORMS: dict[Kind, Callable[[Scored], tuple[str, list[Picked]]]] = {
    Kind.FACT: _facts,
    Kind.WHICH: _which,
    Kind.COMPARE: _compare,
    Kind.HOW: _how,
}


def _label(source: Source) -> str:
    """A short name for a paper's approach: its title's name before a colon, else its first words."""
    title = source.paper.title
    head = title.split(":", 1)[0].strip()
    if ":" in title and len(head.split()) <= 6:
        return head
    words = title.split()
    return " ".join(words[:6]) + ("…" if len(words) > 6 else "")


def _shown(item: Picked) -> str:
    """The sentence as an answer shows it: without a list bullet ("- We measure ...") or the heading it
    was read with ("3.2 Keeping the draft close The acceptance rate ..."); the citation keeps the text as printed."""
    return _as_printed(item.source, item.sentence)


def _as_printed(source: Source, sentence: str) -> str:
    heading = heading_line(source.item.text, sentence) or sentence_sections(source).get(sentence)
    return clean_sentence(sentence, heading)


def _bullets(picked: list[Picked]) -> list[str]:
    """One line per sentence; a sentence that leans on the one before it ("To mitigate this, we use the
    Selector ...") is shown after that one, from the same passage: alone it names neither the problem
    nor the reason. A sentence already shown that way is not shown again."""
    lines: list[str] = []
    line_of: dict[tuple[int, str], int] = {}  # (source, sentence) -> its line
    for item in picked:
        if (item.source.n, item.sentence) in line_of:
            continue
        text = _shown(item)
        previous = _before(item)
        if previous is not None:
            before = (item.source.n, previous)
            if before in line_of:  # continue that line
                n = line_of[before]
                lines[n] = f"{lines[n].removesuffix(f' [{item.source.n}]')} {text} [{item.source.n}]"
                line_of[(item.source.n, item.sentence)] = n
                continue
            text = f"{_as_printed(item.source, previous)} {text}"  # "3.2 Keeping ... The acceptance rate": no heading
            line_of[before] = len(lines)
        line_of[(item.source.n, item.sentence)] = len(lines)
        lines.append(f"- {text} [{item.source.n}]")
    return lines


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return " ".join(text.replace("|", "/").split())
