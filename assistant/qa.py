"""Answering: retrieve, decide whether the papers answer at all, then answer and cite.

One ``Assistant`` serves the CLI and the app. Without an LLM it composes an
extractive answer; with one (an OpenAI key or any compatible base URL) it streams a
written answer whose citations are checked against the sources it was given.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np
from langchain_core.embeddings import Embeddings

from assistant import extractive, offline, prompts
from assistant.answers import ABSTAIN_SENTENCE, Answer, Citation, CitationFilter, Source
from assistant.embeddings import embedding_model_id, get_embeddings
from assistant.errors import UserError
from assistant.lexical import tokenize
from assistant.retrieval import Retrieved, Retriever, Scope
from assistant.sentences import split_sentences
from assistant.settings import Settings
from assistant.store import Store

Stream = Callable[[str], None]
History = list[tuple[str, str]]  # (question, answer text) of earlier turns
_FOLLOW_UP = re.compile(
    r"^(and|but|what about|how about|also|then|so)\b|\b(it|its|it's|they|them|their|this|that|these|those|he|she|the method|the paper)\b",
    re.IGNORECASE,
)


class Assistant:
    """Question answering over one store; cheap to call repeatedly (model and index stay loaded)."""

    def __init__(
        self,
        settings: Settings,
        store: Store | None = None,
        embeddings: Embeddings | None = None,
        chat=None,  # type: ignore[no-untyped-def]
        retriever: Retriever | None = None,
    ) -> None:
        offline.prepare(settings.tiktoken_cache_dir)  # library callers too: never download
        self.settings = settings
        self.embeddings = embeddings or get_embeddings(settings)
        self.store = store or Store(settings, embedding_model_id(settings))
        # The app shares one retriever (and its in-memory BM25 index) across answer modes.
        self.retriever = retriever or Retriever(settings, self.store, self.embeddings)
        self._chat = chat

    @property
    def mode(self) -> str:
        return "llm" if self.settings.llm_configured else "extractive"

    @property
    def chat(self):  # type: ignore[no-untyped-def]
        if self._chat is None:
            from assistant.llm import ChatModel

            self._chat = ChatModel(self.settings)
        return self._chat

    def mode_label(self) -> str:
        return f"LLM: {self.chat.label}" if self.mode == "llm" else "extractive (no LLM configured)"

    # --- questions --------------------------------------------------------------

    def ask(
        self,
        question: str,
        scope: Scope | None = None,
        k: int | None = None,
        history: History | None = None,
        stream: Stream | None = None,
    ) -> Answer:
        question = " ".join(question.split())
        if not question:
            raise UserError("The question is empty; type a question about the papers.")
        standalone = self._standalone(question, history or [])
        vector = np.asarray(self.embeddings.embed_query(standalone), dtype=np.float32)  # once: search and sentences
        items = self.retriever.search(standalone, k or self.settings.top_k, scope, vector=vector)
        sources = self._sources(items)
        floor = self.settings.abstain_below_paper if scope and scope.is_paper else self.settings.abstain_below
        if not sources or evidence(standalone, sources) < floor:
            return self._abstain(question, standalone, sources, stream)
        if self.mode == "llm":
            return self._llm_answer(question, standalone, sources, stream)
        return self._extractive_answer(question, standalone, sources, stream, vector)

    def _standalone(self, question: str, history: History) -> str:
        """The question retrieval should see: follow-ups get the conversation's context."""
        if not history:
            return question
        if self.mode == "llm":
            rewritten = self.chat.complete(prompts.rewrite_messages(history, question)).strip()
            return " ".join(rewritten.split()) or question
        if _FOLLOW_UP.search(question) or len(tokenize(question)) <= 3:
            return f"{history[-1][0]} {question}"
        return question

    def _sources(self, items: list[Retrieved]) -> list[Source]:
        entries = self.store.get_entries(sorted({i.paper_id for i in items}))
        return [
            Source(n, item, entries[item.paper_id].paper)
            for n, item in enumerate(items, 1)
            if item.paper_id in entries
        ]

    def _abstain(self, question: str, standalone: str, sources: list[Source], stream: Stream | None) -> Answer:
        lines = [ABSTAIN_SENTENCE]
        if sources:
            lines.append("The closest papers are:")
            seen = set()
            for source in sources:
                if source.item.paper_id in seen:
                    continue
                seen.add(source.item.paper_id)
                lines.append(f"- {source.paper.title} ({source.paper.date or 'undated'}; id {source.item.paper_id})")
        body = "\n".join(lines)
        if stream:
            stream(body)
        return Answer(question, body, self.mode, True, [], sources, standalone_question=_if_changed(standalone, question))

    def _extractive_answer(
        self, question: str, standalone: str, sources: list[Source], stream: Stream | None, vector: np.ndarray
    ) -> Answer:
        picked = extractive.pick_sentences(standalone, vector, sources, self.embeddings)
        if not picked:
            return self._abstain(question, standalone, sources, stream)
        body = extractive.compose(picked)
        quotes: dict[int, str] = {}
        for item in picked:
            quotes.setdefault(item.source.n, item.sentence)
        citations = [Citation(s.n, s, quotes[s.n]) for s in sources if s.n in quotes]
        if stream:
            stream(body)
        return Answer(question, body, "extractive", False, citations, sources, standalone_question=_if_changed(standalone, question))

    def _llm_answer(self, question: str, standalone: str, sources: list[Source], stream: Stream | None) -> Answer:
        body, citations, removed = self._generate(prompts.answer_messages(standalone, sources), sources, stream)
        abstained = ABSTAIN_SENTENCE.lower().rstrip(".") in body.lower() and not citations
        return Answer(
            question, body, "llm", abstained, citations, sources, removed, self.chat.label, _if_changed(standalone, question)
        )

    def _generate(
        self, messages: prompts.Messages, sources: list[Source], stream: Stream | None
    ) -> tuple[str, list[Citation], list[str]]:
        """Stream the model's text through the citation filter; returns body, citations, removed markers."""
        flt = CitationFilter({s.n for s in sources})
        parts = []
        for delta in self.chat.stream(messages):
            clean = flt.feed(delta)
            if clean:
                parts.append(clean)
                if stream:
                    stream(clean)
        tail = flt.flush()
        if tail:
            parts.append(tail)
            if stream:
                stream(tail)
        body = re.sub(r"[ \t]+([.,;:])", r"\1", "".join(parts).strip())  # where a marker was dropped
        by_n = {s.n: s for s in sources}
        citations = [Citation(n, by_n[n], best_quote(by_n[n], _claims(body, n))) for n in sorted(flt.cited)]
        return body, citations, flt.removed

    # --- summaries --------------------------------------------------------------

    def summarize_paper(self, paper_id: str, stream: Stream | None = None) -> Answer:
        from assistant.summaries import paper_sources

        entry = self.store.find_entry(paper_id)
        sources = paper_sources(self.store, entry)
        question = f"Summary of {entry.paper.title}"
        if self.mode == "llm":
            body, citations, removed = self._generate(
                prompts.paper_summary_messages(entry.paper.title, sources), sources, stream
            )
            return Answer(question, body, "llm", False, citations, sources, removed, self.chat.label)
        from assistant.summaries import extractive_paper_summary

        body, citations = extractive_paper_summary(entry, sources, self.embeddings)
        if stream:
            stream(body)
        return Answer(question, body, "extractive", False, citations, sources)

    def summarize_topic(self, stream: Stream | None = None) -> Answer:
        from assistant.summaries import extractive_topic_summary, topic_themes

        entries = self.store.all_entries()
        topic, themes = topic_themes(self.store, entries)
        sources = [s for _, theme_sources in themes for s in theme_sources]
        question = f"Overview of {topic}"
        if self.mode == "llm" and sources:
            body, citations, removed = self._generate(prompts.topic_summary_messages(topic, themes), sources, stream)
            return Answer(question, body, "llm", False, citations, sources, removed, self.chat.label)
        body, citations = extractive_topic_summary(topic, themes, len(entries))
        if stream:
            stream(body)
        return Answer(question, body, "extractive", False, citations, sources)


def evidence(question: str, sources: list[Source]) -> float:
    """How well the sources answer: best cosine plus the share of question words the top source holds.

    Cosine alone cannot tell "about RL, but not this" from "answers it" on a corpus that is
    all about RL; requiring the question's own words in the best source separates them
    better (calibrated on benchmarks/questions/seed_questions.jsonl; see PAPERCHAT_ABSTAIN_BELOW).
    """
    words = set(tokenize(question))
    coverage = len(words & set(tokenize(sources[0].item.text))) / len(words) if words else 0.0
    return max(s.item.dense for s in sources) + 0.4 * coverage


def _if_changed(standalone: str, question: str) -> str | None:
    return standalone if standalone != question else None


def _claims(body: str, n: int) -> str:
    """The sentences of the answer that cite source n."""
    return " ".join(s for s in split_sentences(body.replace("\n", " ")) if f"[{n}]" in s)


def best_quote(source: Source, claim: str) -> str:
    """The source sentence sharing most words with the claim that cites it."""
    sentences = extractive.source_sentences(source) or [source.item.text[:300]]
    words = set(tokenize(claim))
    return max(sentences, key=lambda s: len(words & set(tokenize(s))))
