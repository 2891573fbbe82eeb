"""Answer quality: do answers about one paper hold the fact, cite the page that prints it, and decline when they should?

The retrieval benchmarks score ranked papers; this one scores the answer a person
reads. Each question names a paper (a shared real PDF or one of the papers generated
by ``benchmarks.generated_papers`` or ``benchmarks.papers``), the pages that print the answer and a short key
fact; it is asked scoped to that paper, as AskPDF does. Two-turn conversations ask the
second turn with the first as history and again alone, so a conversation that hurts
shows up as a difference.

Fifty-two splits, in separate files: ``heldout`` is the reported one and must never be tuned
on (nor shown as examples to whoever tunes answering); ``tune`` (other questions, other
passages) is the one to tune on; ``check`` (40 questions), ``probe``, ``probe2`` and ``probe3``
(36 questions each), ``probe4`` (44) and ``probe5`` (48), all without conversations, were each written later by
someone who had read neither the answering code nor the other splits, to show what tuning so far missed;
they have been tuned on since their first run (``probe3`` from session 10, ``probe4`` and ``probe5`` from session
28, which had helpers write them over the six papers), so they are further tune splits. ``fresh`` (144
questions), ``fresh3`` to ``fresh7`` (72 each), ``fresh8`` to ``fresh45`` ask about papers that were themselves written blind
(``benchmarks.papers``), by helpers who read no
code and no question set: the six papers above had been tuned on for sessions, so these show
what a paper nobody has seen meets. ``fresh`` was tuned on after its first run; ``fresh3`` was
only measured until session 13, which opened it for diagnosis and wrote ``fresh4`` (three new
papers) to be measured only, at that session's start and end; session 18 wrote ``fresh5`` (three more
papers) to be measured only, its aggregates read and nothing else; session 19 opened ``fresh4`` for
diagnosis (its failures chose what to change), session 23 opened ``fresh5``, session 24 wrote ``fresh6``
(three more papers, opened in session 25), session 25 wrote the papers of ``fresh7`` and session 26 its
questions (opened in session 28), and session 28 wrote ``fresh8`` (papers and questions by helpers who read no
code), opened in session 29; session 29 wrote ``fresh9`` the same way (opened in session 30) and the paper of
``fresh10``, whose questions session 30 wrote (measured only; opened in session 31), session 30 wrote ``fresh11``
(paper and questions), session 31 ``fresh12`` to ``fresh17`` (a paper and its questions each; ``fresh12`` to
``fresh15`` opened in session 31, ``fresh16`` and ``fresh17`` in session 32), session 32 ``fresh18`` and
``fresh19`` (opened in session 33), session 33 ``fresh20`` and ``fresh21`` (opened in session 34), session 34
``fresh22`` and ``fresh23`` (opened in session 35), session 35 ``fresh24`` and ``fresh25`` (opened in session 37),
session 36 the papers of ``fresh26`` and ``fresh27``, whose questions session 37 wrote (opened in session 38), and
session 37 ``fresh28`` and ``fresh29`` (opened in session 39), session 38 ``fresh30`` (opened in session 40) and
``fresh31`` (opened in session 38), session 39 ``fresh32`` and ``fresh33`` (opened in session 40), session 40
``fresh34`` (opened in session 41) and ``fresh35`` (opened in session 42), session 41 ``fresh36`` and ``fresh37``,
session 42 ``fresh38`` and ``fresh39``, session 43 ``fresh40`` and ``fresh41``, session 44 ``fresh42`` and ``fresh43``
and session 45 ``fresh44`` and ``fresh45`` (``fresh36`` opened in session 42, ``fresh37`` in session 43, ``fresh38`` and
``fresh43`` in session 44, ``fresh39`` and ``fresh42`` in session 45): ``fresh40``, ``fresh41``, ``fresh44`` and
``fresh45`` measured only, the blind set of new papers.

Files (JSONL, one object a line), ``benchmarks/questions/answers_{split}_questions.jsonl``:
``{"id", "split", "pdf", "question", "type", "answerable", "pages", "key", "why"}`` where
``pdf`` is a shared PDF's or a generated paper's file name, ``type`` one of ``TYPES``,
``pages`` the 1-based pages that print the answer, ``key`` the key fact (a string, or a
list of alternatives; the answer body must hold one, compared case-, space- and
dash-folded) and, for ``answerable: false`` (``pages`` empty, ``key`` null), ``why`` is
"off-topic" or "near-domain". ``answers_{split}_conversations.jsonl``: ``{"id", "split",
"follow_up", "turns": [turn, turn]}``, each turn ``{"pdf", "question", "pages", "key"}``;
``follow_up`` says whether the second turn needs the first or is a new question.

Run alone: ``python -m benchmarks.answer_quality [--split heldout|tune|check|probe|probe2|probe3|probe4|probe5|fresh|fresh3|...|fresh45|all]``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol, TypeVar, get_args

from benchmarks.common import PDFS, QUESTIONS, RESULTS, ROOT, SEEDS

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

    from assistant.answering import Answer, Assistant
    from assistant.settings import Settings

Split = Literal[
    "heldout",
    "tune",
    "check",
    "probe",
    "probe2",
    "probe3",
    "probe4",
    "probe5",
    "fresh",
    "fresh3",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh21",
    "fresh22",
    "fresh23",
    "fresh24",
    "fresh25",
    "fresh26",
    "fresh27",
    "fresh28",
    "fresh29",
    "fresh30",
    "fresh31",
    "fresh32",
    "fresh33",
    "fresh34",
    "fresh35",
    "fresh36",
    "fresh37",
    "fresh38",
    "fresh39",
    "fresh40",
    "fresh41",
    "fresh42",
    "fresh43",
    "fresh44",
    "fresh45",
]
SPLITS: tuple[Split, ...] = get_args(Split)  # in the order the full run measures them
#: Only the first two splits hold two-turn conversations; the later ones were written as single questions.
WITHOUT_CONVERSATIONS: tuple[Split, ...] = tuple(split for split in SPLITS if split not in ("heldout", "tune"))
TYPES = ("fact", "which-papers", "comparison", "how-do-methods", "main-contribution", "catalog")
SHARED_FILES = ("deepseek_r1.pdf", "kto_halos_full_paper.pdf", "pasa_paperqa_stub.pdf")
SAMPLES_PER_TYPE = 2


def questions_file(split: Split) -> Path:
    return QUESTIONS / f"answers_{split}_questions.jsonl"


def conversations_file(split: Split) -> Path:
    return QUESTIONS / f"answers_{split}_conversations.jsonl"


# --- the question sets ------------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    """A question about one paper, with the pages that print its answer and its key fact."""

    pdf: str
    question: str
    pages: tuple[int, ...]
    key: tuple[str, ...]  # alternatives: the answer holds the fact when it holds any of them


@dataclass(frozen=True)
class Item:
    id: str
    split: str
    turn: Turn
    type: str
    answerable: bool
    why: str | None = None  # for an unanswerable question: "off-topic" or "near-domain"


@dataclass(frozen=True)
class Conversation:
    id: str
    split: str
    follow_up: bool  # True: the second turn needs the first; False: a new question
    turns: tuple[Turn, Turn]


def _key(value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise ValueError(f"a key fact is a string or a list of strings, not {value!r}")


def _turn(row: dict[str, object]) -> Turn:
    pages = row.get("pages") or []
    if not isinstance(pages, list) or not all(isinstance(p, int) for p in pages):
        raise ValueError(f"pages must be a list of page numbers: {row!r}")
    return Turn(str(row["pdf"]), str(row["question"]), tuple(pages), _key(row.get("key")))


def _rows(path: Path) -> list[dict[str, object]]:
    """A file's objects; none for an absent file (only the tune and held-out splits have conversations)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def load_items(path: Path) -> list[Item]:
    items = []
    for row in _rows(path):
        why = row.get("why")
        answerable = row["answerable"]
        if not isinstance(answerable, bool):
            raise ValueError(f"answerable must be true or false: {row!r}")
        items.append(Item(str(row["id"]), str(row["split"]), _turn(row), str(row["type"]), answerable, str(why) if why else None))
    return items


def load_conversations(path: Path) -> list[Conversation]:
    conversations = []
    for row in _rows(path):
        turns = row["turns"]
        if not isinstance(turns, list) or len(turns) != 2:
            raise ValueError(f"a conversation has exactly two turns: {row!r}")
        follow_up = row["follow_up"]
        if not isinstance(follow_up, bool):
            raise ValueError(f"follow_up must be true or false: {row!r}")
        conversations.append(Conversation(str(row["id"]), str(row["split"]), follow_up, (_turn(turns[0]), _turn(turns[1]))))
    return conversations


# --- matching a key fact and a page --------------------------------------------------

_QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "−": "-"})


def fold(text: str) -> str:
    """Case, Unicode form, quote and dash style and whitespace folded; a line-break hyphen kept as "-"."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES).lower()
    return re.sub(r"-\s+", "-", re.sub(r"\s+", " ", text)).strip()


def page_variants(text: str) -> tuple[str, str]:
    """A page's raw text folded twice: line-break hyphens kept ("Kahneman-Tversky") and joined ("supervised")."""
    spaced = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text).translate(_QUOTES).lower())
    return re.sub(r"-\s+", "-", spaced), re.sub(r"(\w)-\s+(\w)", r"\1\2", spaced)


def holds_key(text: str, key: Sequence[str]) -> bool:
    """Whether ``text`` (an answer) holds any alternative of the key fact, once both are folded."""
    folded = fold(_without_markers(text))
    return any(fold(k) in folded for k in key)


def key_on_page(page_text: str, key: Sequence[str]) -> bool:
    """Whether a page's raw (pypdf) text prints any alternative of the key fact."""
    variants = page_variants(page_text)
    return any(fold(k) in v for k in key for v in variants)


def page_texts(pdf: Path) -> list[str]:
    """Each page's text as pypdf extracts it (index 0 is page 1)."""
    from pypdf import PdfReader

    return [page.extract_text() or "" for page in PdfReader(pdf).pages]


def _without_markers(text: str) -> str:
    from assistant.quotable import MARKER

    return MARKER.sub(" ", text)


# --- scoring one answer ---------------------------------------------------------------


class CitationLike(Protocol):
    @property
    def n(self) -> int: ...
    @property
    def page(self) -> int | None: ...


class AnswerLike(Protocol):
    """What the metrics read of an ``assistant.answering.Answer``."""

    @property
    def body(self) -> str: ...
    @property
    def abstained(self) -> bool: ...
    @property
    def citations(self) -> Sequence[CitationLike]: ...


def marker_numbers(body: str) -> list[int]:
    """The citation numbers in ``body`` in reading order ("[2-4]" read as 2, 3, 4), each once."""
    from assistant.quotable import MARKER

    numbers: list[int] = []
    for match in MARKER.finditer(body):
        found = [int(n) for n in re.findall(r"\d+", match.group(1))]
        if re.search(r"[–-]", match.group(1)) and len(found) == 2 and found[0] < found[1]:
            found = list(range(found[0], found[1] + 1))
        numbers += [n for n in found if n not in numbers]
    return numbers


def first_cited_page(answer: AnswerLike) -> int | None:
    """The page of the first citation a reader meets in the body; None when the body cites nothing."""
    by_number = {c.n: c for c in answer.citations}
    for n in marker_numbers(answer.body):
        if n in by_number:
            return by_number[n].page
    return None


def cited_pages(answer: AnswerLike) -> list[int | None]:
    return [c.page for c in answer.citations]


@dataclass(frozen=True)
class Score:
    """One answer against its turn."""

    abstained: bool
    key_fact: bool  # not declined and the body holds the key fact
    first_page: bool  # the first citation in the body is on a gold page
    any_page: bool  # some citation is on a gold page
    first_cited: int | None
    cited: tuple[int | None, ...]


def score(answer: AnswerLike, turn: Turn) -> Score:
    first = first_cited_page(answer)
    cited = tuple(cited_pages(answer))
    pages = set(turn.pages)
    return Score(
        abstained=answer.abstained,
        key_fact=not answer.abstained and bool(turn.key) and holds_key(answer.body, turn.key),
        first_page=not answer.abstained and first in pages,
        any_page=not answer.abstained and bool(pages & {p for p in cited if p is not None}),
        first_cited=first,
        cited=cited,
    )


def share(flags: Iterable[bool]) -> float | None:
    values = list(flags)
    return round(sum(values) / len(values), 3) if values else None


def question_metrics(scored: Sequence[tuple[Item, Score]]) -> dict[str, object]:
    """The five headline figures over single questions, then key fact and first page by type."""
    answerable = [(item, s) for item, s in scored if item.answerable]
    unanswerable = [(item, s) for item, s in scored if not item.answerable]
    by_type = {}
    for kind in sorted({item.type for item, _ in answerable}):
        rows = [s for item, s in answerable if item.type == kind]
        by_type[kind] = {
            "questions": len(rows),
            "key_fact": share(s.key_fact for s in rows),
            "first_cited_page": share(s.first_page for s in rows),
        }
    by_why = {
        why: share(s.abstained for item, s in unanswerable if item.why == why)
        for why in sorted({item.why or "" for item, _ in unanswerable})
    }
    return {
        "questions": len(scored),
        "answerable": len(answerable),
        "unanswerable": len(unanswerable),
        "key_fact": share(s.key_fact for _, s in answerable),
        "first_cited_page": share(s.first_page for _, s in answerable),
        "any_cited_page": share(s.any_page for _, s in answerable),
        "unanswerable_declined": share(s.abstained for _, s in unanswerable),
        "answerable_declined": share(s.abstained for _, s in answerable),
        "first_citation_without_page": sum(not s.abstained and s.cited != () and s.first_cited is None for _, s in answerable),
        "unanswerable_declined_by_kind": by_why,
        "by_type": by_type,
    }


@dataclass(frozen=True)
class ConversationScore:
    first: Score
    with_history: Score
    alone: Score


def conversation_metrics(scored: Sequence[tuple[Conversation, ConversationScore]]) -> dict[str, dict[str, object]]:
    """Second-turn key fact and first cited page with the conversation and asked alone, by follow-up/new."""

    def group(rows: Sequence[ConversationScore]) -> dict[str, object]:
        return {
            "conversations": len(rows),
            "first_turn_key_fact": share(r.first.key_fact for r in rows),
            "key_fact_with_history": share(r.with_history.key_fact for r in rows),
            "key_fact_alone": share(r.alone.key_fact for r in rows),
            "first_cited_page_with_history": share(r.with_history.first_page for r in rows),
            "first_cited_page_alone": share(r.alone.first_page for r in rows),
            "history_helped": sum(r.with_history.key_fact and not r.alone.key_fact for r in rows),
            "history_hurt": sum(r.alone.key_fact and not r.with_history.key_fact for r in rows),
        }

    return {
        "follow_up": group([s for c, s in scored if c.follow_up]),
        "new": group([s for c, s in scored if not c.follow_up]),
        "all": group([s for _, s in scored]),
    }


# --- running the questions -----------------------------------------------------------


def ingest_papers(settings: Settings, encoder: Embeddings, pdfs: Sequence[Path]) -> dict[str, str]:
    """Ingest ``pdfs`` into ``settings``' store; file name -> paper id (from the ingest report)."""
    from ingest.pipeline import Ingestor

    report = Ingestor(settings, embeddings=encoder).ingest(list(pdfs))
    papers = {}
    for result in report.files:
        ids = result.added + result.updated + result.unchanged
        if ids:
            papers[Path(result.path).name] = ids[0]
    return papers


def available_pdfs(folder: Path) -> tuple[list[Path], str]:
    """The generated papers written into ``folder`` (the three first ones and those written blind,
    ``benchmarks.papers``), plus the shared ones when ../shared exists."""
    from benchmarks import generated_papers, papers

    pdfs = generated_papers.write_all(folder) + papers.write_all(folder)
    shared = [PDFS / name for name in SHARED_FILES if (PDFS / name).is_file()]
    note = "shared PDFs and generated papers" if len(shared) == len(SHARED_FILES) else f"generated papers only ({PDFS} absent)"
    return shared + pdfs, note


_Row = TypeVar("_Row")


@dataclass
class Transcript:
    """Every answer given, for the samples file and for the per-question record."""

    questions: list[tuple[Item, Answer, Score]] = field(default_factory=list)
    conversations: list[tuple[Conversation, tuple[Answer, Answer, Answer], ConversationScore]] = field(default_factory=list)


def measure(
    assistant: Assistant,
    papers: dict[str, str],
    items: Sequence[Item],
    conversations: Sequence[Conversation],
    progress: Callable[[str], None] | None = None,
) -> tuple[dict[str, object], Transcript]:
    """Ask every question (scoped to its paper) and every conversation; figures and the transcript.

    Items and conversations about a paper that is not in ``papers`` (the shared PDFs
    are absent) are skipped and counted.
    """
    from assistant.retrieval import Scope

    def ask(turn: Turn, history: list[tuple[str, str]] | None = None) -> Answer:
        return assistant.ask(turn.question, scope=Scope(paper_id=papers[turn.pdf]), history=history)

    transcript = Transcript()
    usable = [item for item in items if item.turn.pdf in papers]
    for item in usable:
        answer = ask(item.turn)
        transcript.questions.append((item, answer, score(answer, item.turn)))
        if progress:
            progress(item.id)
    chats = [c for c in conversations if all(t.pdf in papers for t in c.turns)]
    for conversation in chats:
        first_turn, second_turn = conversation.turns
        first = ask(first_turn)
        with_history = ask(second_turn, history=[(first_turn.question, first.text)])
        alone = ask(second_turn)
        scores = ConversationScore(score(first, first_turn), score(with_history, second_turn), score(alone, second_turn))
        transcript.conversations.append((conversation, (first, with_history, alone), scores))
        if progress:
            progress(conversation.id)
    figures = {
        "questions": question_metrics([(item, s) for item, _, s in transcript.questions]),
        "conversations": conversation_metrics([(c, s) for c, _, s in transcript.conversations]),
        "skipped": {"questions": len(items) - len(usable), "conversations": len(conversations) - len(chats)},
        "mode": assistant.mode,
    }
    return figures, transcript


def per_question(transcript: Transcript) -> list[dict[str, object]]:
    """One line per question and conversation: ids and outcomes only (the questions stay in their files)."""
    rows: list[dict[str, object]] = []
    for item, _, s in transcript.questions:
        rows.append(
            {"id": item.id, "type": item.type, "answerable": item.answerable, "abstained": s.abstained, "key_fact": s.key_fact}
            | {"first_cited_page": s.first_cited, "cited_pages": list(s.cited), "gold_pages": list(item.turn.pages)}
        )
    for conversation, _, c in transcript.conversations:
        rows.append(
            {"id": conversation.id, "follow_up": conversation.follow_up, "first_turn_key_fact": c.first.key_fact}
            | {"key_fact_with_history": c.with_history.key_fact, "key_fact_alone": c.alone.key_fact}
            | {"first_cited_page_with_history": c.with_history.first_cited, "first_cited_page_alone": c.alone.first_cited}
        )
    return rows


# --- the topic-level part: the seed question set, answered ------------------------------


def topic_answers(assistant: Assistant, path: Path) -> dict[str, object]:
    """A question set (seed or corpus) asked as topic questions: is the first cited paper a relevant one,
    what share of the cited papers are relevant (a lower bound: a question's list of relevant papers may
    miss some), what share of the relevant papers are cited, and who declines.

    Retrieval on these sets is scored by ``benchmarks.retrieval_quality``; this scores the
    answer. The seed set was used to calibrate the topic floor, so it is not held out; the
    held-out corpus set is answered by the full run (``make bench-full``) over the corpus store.
    """
    from benchmarks.question_sets import load_questions

    questions = load_questions(path)
    first = anywhere = declined = declined_wrongly = 0
    precision: list[float] = []  # per answered question: the share of its cited papers that are relevant
    recall: list[float] = []  # per answerable question: the share of its relevant papers that are cited
    for question in questions:
        answer = assistant.ask(question.question)
        titles = _cited_titles(answer)
        if question.answerable:
            first += bool(titles) and titles[0] in question.relevant
            anywhere += bool(set(titles) & set(question.relevant))
            declined_wrongly += answer.abstained
            recall.append(len(set(titles) & set(question.relevant)) / len(set(question.relevant)))
            if cited := set(titles):
                precision.append(len(cited & set(question.relevant)) / len(cited))
        else:
            declined += answer.abstained
    answerable = sum(q.answerable for q in questions)
    unanswerable = len(questions) - answerable
    return {
        "set": path.name,
        "questions": len(questions),
        "first_cited_paper_relevant": round(first / answerable, 3) if answerable else None,
        "any_cited_paper_relevant": round(anywhere / answerable, 3) if answerable else None,
        "cited_papers_relevant": round(sum(precision) / len(precision), 3) if precision else None,
        "relevant_papers_cited": round(sum(recall) / len(recall), 3) if recall else None,
        "unanswerable_declined": round(declined / unanswerable, 3) if unanswerable else None,
        "answerable_declined": round(declined_wrongly / answerable, 3) if answerable else None,
    }


def _cited_titles(answer: Answer) -> list[str]:
    by_number = {c.n: c.source.paper.title for c in answer.citations}
    return [by_number[n] for n in marker_numbers(answer.body) if n in by_number]


# --- the samples file ---------------------------------------------------------------------


def samples_markdown(transcript: Transcript, split: str, header: str, per_type: int | None = SAMPLES_PER_TYPE) -> str:
    """``per_type`` answers (None: all) per question type and per conversation kind, as they print, each with its verdict."""
    lines = [f"# Answer samples ({split} split)", "", header, ""]
    for kind in TYPES:
        picked = _spread(
            [(i, a, s) for i, a, s in transcript.questions if i.type == kind and i.answerable], _item_paper, per_type
        )
        if not picked:
            continue
        lines += [f"## {kind}", ""]
        for item, answer, s in picked:
            lines += _sample(item.id, item.turn, answer, s)
    declined = [(i, a, s) for i, a, s in transcript.questions if not i.answerable]
    for why in ("off-topic", "near-domain"):
        picked = _spread([(i, a, s) for i, a, s in declined if i.why == why], _item_paper, per_type)
        if picked:
            lines += [f"## unanswerable ({why})", ""]
            for item, answer, s in picked:
                lines += _sample(item.id, item.turn, answer, s)
    for follow_up, title in ((True, "conversation: follow-up"), (False, "conversation: new question")):
        picked_chats = _spread([x for x in transcript.conversations if x[0].follow_up is follow_up], _chat_paper, per_type)
        if not picked_chats:
            continue
        lines += [f"## {title}", ""]
        for conversation, (first, with_history, alone), c in picked_chats:
            lines += _sample(f"{conversation.id} turn 1", conversation.turns[0], first, c.first)
            lines += _sample(
                f"{conversation.id} turn 2, with the conversation", conversation.turns[1], with_history, c.with_history
            )
            lines += _sample(f"{conversation.id} turn 2, asked alone", conversation.turns[1], alone, c.alone)
    return "\n".join(lines) + "\n"


def _spread(rows: list[_Row], paper: Callable[[_Row], str], limit: int | None) -> list[_Row]:
    """At most ``limit`` rows (None: all), one per paper first, so the samples are not all from the first paper."""
    if limit is None:
        return rows
    seen: set[str] = set()
    first = []
    for row in rows:
        pdf = paper(row)
        if pdf not in seen:
            seen.add(pdf)
            first.append(row)
    chosen = {id(row) for row in first}
    return (first + [row for row in rows if id(row) not in chosen])[:limit]


def _item_paper(row: tuple[Item, Answer, Score]) -> str:
    return row[0].turn.pdf


def _chat_paper(row: tuple[Conversation, tuple[Answer, Answer, Answer], ConversationScore]) -> str:
    return row[0].turns[-1].pdf


def _sample(label: str, turn: Turn, answer: Answer, s: Score) -> list[str]:
    if turn.key:
        verdict = (
            f"key fact {'found' if s.key_fact else 'missing'} ({' | '.join(turn.key)}); "
            f"first cited page {s.first_cited} (gold {', '.join(map(str, turn.pages))})"
        )
    else:
        verdict = "unanswerable: " + ("declined" if s.abstained else "answered")
    shown = answer.text if len(answer.text) < 2500 else answer.text[:2500] + " [...]"
    return [f"**{label}** ({turn.pdf}): {turn.question}", "", "```", shown, "```", "", f"*{verdict}*", ""]


# --- running it --------------------------------------------------------------------------


def code_version() -> dict[str, object]:
    """The commit measured and whether the answering code differed from it (others edit the tree concurrently)."""

    def git(*args: str) -> str:
        try:
            return subprocess.run(
                ["git", *args], cwd=ROOT, capture_output=True, text=True, check=False, timeout=10
            ).stdout.rstrip()  # not strip(): a porcelain line starts with a space
        except (OSError, subprocess.SubprocessError):  # no git, or not a checkout: say so instead of failing
            return ""

    changed = git("status", "--porcelain", "--", "assistant", "ingest")
    return {
        "commit": git("rev-parse", "HEAD") or None,
        "uncommitted_changes_in": sorted({line[3:] for line in changed.splitlines()}),
    }


def run(
    splits: Sequence[Split],
    encoder: Embeddings,
    make_assistant: Callable[[Settings, Embeddings], Assistant] | None = None,
    topic: bool = True,
    out: Path = RESULTS,
    transcripts: Path | None = None,
) -> dict[str, object]:
    """Ingest the papers once, measure each split, write ``answer_quality[_tune].json`` and the samples; the figures."""
    from tqdm import tqdm

    from benchmarks.common import temp_settings

    build = make_assistant or _extractive_or_configured
    started = time.perf_counter()
    results: dict[str, object] = {"code": code_version(), "started_utc": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())}
    with temp_settings("answers") as settings, tempfile.TemporaryDirectory(prefix="paperchat-papers-") as tmp:
        pdfs, note = available_pdfs(Path(tmp))
        ingest_started = time.perf_counter()
        papers = ingest_papers(settings, encoder, pdfs)
        results["papers"] = note
        results["ingest_seconds"] = round(time.perf_counter() - ingest_started, 1)
        assistant = build(settings, encoder)
        for split in splits:
            items = load_items(questions_file(split))
            chats = load_conversations(conversations_file(split))
            split_started = time.perf_counter()
            with tqdm(total=len(items) + len(chats), desc=f"answers ({split})", leave=False) as bar:
                figures, transcript = measure(assistant, papers, items, chats, progress=lambda _: bar.update())
            figures["seconds"] = round(time.perf_counter() - split_started, 1)
            results[split] = figures
            _write_split(out, split, results, figures, transcript, transcripts)
    if topic:
        with temp_settings("answers-topic") as settings:
            from ingest.pipeline import Ingestor

            Ingestor(settings, embeddings=encoder).ingest([SEEDS])
            from benchmarks.question_sets import SEED

            results["topic_seed"] = topic_answers(build(settings, encoder), SEED)
    results["seconds"] = round(time.perf_counter() - started, 1)
    return results


def _extractive_or_configured(settings: Settings, encoder: Embeddings) -> Assistant:
    from assistant.answering import Assistant

    return Assistant(settings, embeddings=encoder)


def _write_split(
    out: Path,
    split: str,
    results: dict[str, object],
    figures: dict[str, object],
    transcript: Transcript,
    transcripts: Path | None,
) -> None:
    suffix = "" if split == "heldout" else f"_{split}"
    out.mkdir(parents=True, exist_ok=True)
    record = {
        "split": split,
        "code": results["code"],
        "papers": results["papers"],
        **figures,
        "per_question": per_question(transcript),
    }
    (out / f"answer_quality{suffix}.json").write_text(json.dumps(record, indent=2) + "\n")
    code = results["code"]
    commit = code["commit"] if isinstance(code, dict) else None
    header = f"Mode: {figures['mode']}; commit {commit}; {results['papers']}. Generated by `python -m benchmarks.answer_quality`."
    (out / f"answer_samples{suffix}.md").write_text(samples_markdown(transcript, split, header))
    if transcripts:  # every answer, for reading the misses (kept out of the repository's results)
        transcripts.mkdir(parents=True, exist_ok=True)
        (transcripts / f"answers_{split}.md").write_text(samples_markdown(transcript, split, header, per_type=None))


def summary_lines(figures: dict[str, object]) -> list[str]:
    """The headline figures of one split as plain lines (the standalone run prints them)."""
    q = figures["questions"]
    c = figures["conversations"]
    assert isinstance(q, dict) and isinstance(c, dict)
    lines = [
        f"  questions: {q['questions']} ({q['answerable']} answerable, {q['unanswerable']} unanswerable)",
        f"  key fact in the answer: {q['key_fact']}   first cited page right: {q['first_cited_page']}   any cited page right: {q['any_cited_page']}",
        f"  unanswerable declined: {q['unanswerable_declined']}   answerable wrongly declined: {q['answerable_declined']}",
    ]
    for group in ("follow_up", "new"):
        g = c[group]
        lines.append(
            f"  second turns ({group}, {g['conversations']}): key fact with the conversation {g['key_fact_with_history']}, "
            f"alone {g['key_fact_alone']} (helped {g['history_helped']}, hurt {g['history_hurt']})"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.answer_quality", description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=[*SPLITS, "all"], default="heldout", help="which question set (default: heldout)")
    parser.add_argument("--no-topic", action="store_true", help="skip the seed topic questions")
    parser.add_argument("--out", type=Path, default=RESULTS, help="results folder (default: benchmarks/results)")
    parser.add_argument("--transcripts", type=Path, help="also write every answer of each split into this folder")
    args = parser.parse_args(argv)
    os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    from assistant.embeddings import LocalMiniLM

    splits: list[Split] = list(SPLITS) if args.split == "all" else [args.split]
    results = run(splits, LocalMiniLM(), topic=not args.no_topic, out=args.out, transcripts=args.transcripts)
    print(f"answer quality at {results['code']}; {results['papers']}; {results['seconds']} s")
    for split in splits:
        figures = results[split]
        assert isinstance(figures, dict)
        print(f"{split}:")
        print("\n".join(summary_lines(figures)))
    if "topic_seed" in results:
        print(f"seed topic questions: {results['topic_seed']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
