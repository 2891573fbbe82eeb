"""Cited summaries: one paper by its problem, method, key results and limitations, or a
topic by its themes, each with representative claims.

A paper summary reads every prose sentence of the paper (its abstract and body, never
captions, related work or appendices) and gives each the role its words and place
suggest (``assistant.roles``); per role it quotes the one or two best sentences, where
"best" adds the role's cues, a section heading naming the role, the abstract (which
states problem, method and results by design), and how central the sentence's passage
is to the paper (its chunk vector against the paper's mean). A role no sentence fits
is left out rather than filled. The passages shown to an LLM are the same: the ones
the extractive summary would quote, plus the paper's central passages spread by MMR.

A topic overview groups every paper of the catalog into a theme (``assistant.themes``)
and quotes two or three representative papers per theme, each by its strongest claim,
so the counts add up: the header's total is the sum of the themes' counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import zip_longest

import numpy as np

from assistant import roles
from assistant.citations import Citation, Source, quotable_sentences
from assistant.lexical import tokenize
from assistant.mmr import mmr
from assistant.question_kinds import name_shaped
from assistant.records import CatalogEntry, StoredChunk, normalize_title
from assistant.retrieval import Retrieved
from assistant.roles import Role
from assistant.store import Store
from assistant.themes import Group, group_papers, topic_name

# --- one paper ----------------------------------------------------------------------

CENTRAL_PASSAGES = 6  # central passages (MMR) given to an LLM beside the ones quoted
MAX_PASSAGES = 10
CENTRAL_WEIGHT = 0.6  # MMR weight of closeness to the paper's centre against difference
PER_ROLE = 2
#: The least cue weight that lets a sentence stand for a role: one clear cue, not a stray "only".
MIN_CUE = {Role.PROBLEM: 0.6, Role.METHOD: 0.5, Role.RESULT: 0.5, Role.LIMITATION: 0.8}
ABSTRACT_LIMITATION = 1.2  # abstracts seldom admit limits: there it takes an explicit "limitation" or two cues
OWN_METHOD = 1.2  # "we propose" and the like: the sentence presents the paper's method
NAME_CUE = 0.5  # the paper's own method named as the subject
SECTION_BONUS = 0.6  # the sentence's section heading names the role
ABSTRACT_BONUS = 0.6  # problem, method and results stated in the abstract
CENTRALITY_WEIGHT = 0.5
POSITION_WEIGHT = 0.4  # problems come early, limitations late
OTHERS_PENALTY = 1.0  # "Smith et al. (2024) propose ...": someone else's method
#: "We introduce our pipeline to develop DeepSeek-R1.": a method named, not described; its cue is the strongest
#: there is, so only a penalty of the scale of that cue lets a sentence that says how it works be chosen.
NAME_ONLY_PENALTY = 1.0
NOT_OURS_PENALTY = 0.6  # a limitation that is not said of the paper's own work ...
OURS_BONUS = 0.4  # ... and one that is
SECTION_MIN_CUE = 0.5  # in a section named for the role, half the least cue will do
LONG_WORDS, LONG_PENALTY = 60, 0.4
SECOND_SHARE = 0.85  # a second sentence for a role must score this share of the first
REDUNDANT = 0.5  # word overlap (Jaccard) above which two sentences say the same
#: The paper acting ("we cast", "we solve"), not observing ("we find") nor stuck ("we cannot tell"): its method at work.
_WE_ACT = re.compile(
    r"\bwe (?:propose|introduce|present|cast|solve|use|adopt|design|train|formulate|develop|build|apply|employ|"
    r"leverage|frame|reformulate|extend|replace|combine|derive|construct)\b",
    re.I,
)
_NAME = re.compile(r"\b[A-Za-z]*[A-Z][A-Za-z0-9]*[A-Z0-9][\w-]*")  # "PaSa", "DeepSeek-R1", "GRPO"


@dataclass(frozen=True)
class _Sentence:
    item: Retrieved
    text: str
    order: int  # reading order over the whole paper
    scores: dict[Role, float]

    @property
    def role(self) -> Role | None:
        eligible = {role: score for role, score in self.scores.items() if score > float("-inf")}
        return max(eligible, key=lambda r: eligible[r]) if eligible else None


@dataclass
class PaperDigest:
    """What a paper summary quotes: its passages (numbered sources) and, per role, the sentences picked."""

    entry: CatalogEntry
    sources: list[Source]
    sections: list[tuple[Role, list[Citation]]]


def read_paper(store: Store, entry: CatalogEntry) -> PaperDigest:
    """The paper's sentences by role, and the passages holding them plus its central ones."""
    items = _paper_items(store, entry)
    if not items:
        return PaperDigest(entry, [], [])
    centrality = _centrality(items)
    sentences = _sentences(items, centrality, entry)
    picked = {role: _pick(sentences, role) for role in Role}
    picked[Role.METHOD] = _with_how_it_works(picked[Role.METHOD], sentences)
    picked[Role.PROBLEM] = _with_the_gap(picked[Role.PROBLEM], sentences)
    central = _central(items, centrality, CENTRAL_PASSAGES)
    quoted = [s.item for chosen in picked.values() for s in chosen]
    keep = {id(i) for i in quoted} | {id(i) for i in central}
    passages = [i for i in items if id(i) in keep]
    if len(passages) > MAX_PASSAGES:  # quoted passages first, then the most central
        quoted_ids = {id(i) for i in quoted}
        extra = [i for i in central if id(i) not in quoted_ids][: max(0, MAX_PASSAGES - len(quoted_ids))]
        allowed = quoted_ids | {id(i) for i in extra}
        passages = [i for i in passages if id(i) in allowed]
    sources = [Source(n, item, entry.paper) for n, item in enumerate(passages, 1)]
    by_item = {id(s.item): s for s in sources}
    sections = [
        (role, [Citation(by_item[id(s.item)].n, by_item[id(s.item)], s.text) for s in sorted(chosen, key=lambda s: s.order)])
        for role, chosen in picked.items()
        if chosen
    ]
    return PaperDigest(entry, sources, sections)


def _paper_items(store: Store, entry: CatalogEntry) -> list[Retrieved]:
    """The paper's abstract and body chunks with their vectors, in reading order (abstract first)."""
    # Filtered on paper_id alone: a "kind" clause under "$and" makes Chroma scan.
    ids = [c.chunk_id for c in store.iter_chunks({"paper_id": entry.paper_id}) if c.kind in ("abstract", "pdf")]
    stored = store.get_chunks(ids)

    def reading(chunk: StoredChunk) -> tuple[int, int]:
        return (0 if chunk.kind == "abstract" else 1, chunk.position)

    return [Retrieved(chunk, 0.0, 0.0, vector) for chunk, vector in sorted(stored.values(), key=lambda cv: reading(cv[0]))]


def _centrality(items: list[Retrieved]) -> np.ndarray:
    """Each passage's cosine to the paper's mean vector, scaled to 0..1 over the paper."""
    vectors = np.stack([i.vector for i in items])
    centre = vectors.mean(axis=0)
    centre = centre / max(float(np.linalg.norm(centre)), 1e-9)
    cosine = vectors @ centre
    spread = float(cosine.max() - cosine.min())
    return (cosine - cosine.min()) / spread if spread > 1e-6 else np.ones(len(items))


def _central(items: list[Retrieved], centrality: np.ndarray, k: int) -> list[Retrieved]:
    """Central, mutually different passages (the opening one first), by MMR."""
    vectors = np.stack([i.vector for i in items])
    picked = mmr(centrality, vectors, k, CENTRAL_WEIGHT, first=0)
    return [items[i] for i in picked]


def _sentences(items: list[Retrieved], centrality: np.ndarray, entry: CatalogEntry) -> list[_Sentence]:
    """Every quotable prose sentence of the paper, scored for each role it has cues of."""
    title = normalize_title(entry.paper.title)
    name = method_name(entry.paper.title)
    # Body chunks are read before the abstract chunk so that a sentence in both is cited with its page.
    reading = sorted(range(len(items)), key=lambda i: items[i].chunk.kind == "abstract")
    seen: set[str] = set()
    found: list[tuple[int, int, str]] = []  # (item index, sentence index, text)
    for index in reading:
        chunk = items[index].chunk
        if roles.skipped_section(chunk.section):
            continue
        for number, raw in enumerate(quotable_sentences(Source(0, items[index], entry.paper))):
            text = roles.clean_sentence(raw, chunk.section)
            key = normalize_title(text)
            if key in seen or key == title or not roles.is_prose(text):
                continue
            seen.add(key)
            found.append((index, number, text))
    found.sort(key=lambda f: (f[0], f[1]))  # reading order: items are already abstract first, then by position
    total = max(len(found) - 1, 1)
    return [
        _Sentence(items[index], text, order, _scores(text, items[index].chunk, order / total, float(centrality[index]), name))
        for order, (index, _number, text) in enumerate(found)
    ]


def _scores(text: str, chunk: StoredChunk, place: float, centrality: float, name: str | None) -> dict[Role, float]:
    """Each role's score for a sentence; -inf where it has too few of the role's cues (in a section
    named for the role, half as many will do)."""
    cues = roles.cue_scores(text)
    if roles.name_leads(text, name):  # "X employs ...": the paper's method at work, not its problem
        if not _reports_a_result(cues):  # "X achieves ... comparable to ...": what it reached, not how it works
            cues[Role.METHOD] += NAME_CUE
        cues[Role.PROBLEM] = 0.0
    if cues[Role.METHOD] >= OWN_METHOD:  # "To overcome this bottleneck, we introduce ...": a method, not a problem
        cues[Role.PROBLEM] = 0.0
    coined = name if name and name_shaped(name) else None  # "CORAL", "PaSa"; not "Sycophancy", which may be the problem
    if _WE_ACT.search(text) or (coined and re.search(rf"\b{re.escape(coined)}\b", text)):
        cues[Role.PROBLEM] = 0.0  # "We solve ... with a primal-dual scheme", "..., CORAL tightens ...": the method at work
    named = roles.section_roles(chunk.section)
    in_abstract = chunk.in_abstract
    others = roles.about_others(text)
    context = roles.context_penalty(text)
    scores: dict[Role, float] = {}
    for role in Role:
        least = ABSTRACT_LIMITATION if in_abstract and role is Role.LIMITATION else MIN_CUE[role]
        if cues[role] < least and not (cues[role] >= SECTION_MIN_CUE * least and role in named):
            scores[role] = float("-inf")
            continue
        score = cues[role] + CENTRALITY_WEIGHT * centrality - context
        if role in named:
            score += SECTION_BONUS
        if in_abstract and role is not Role.LIMITATION:
            score += ABSTRACT_BONUS
        if role is Role.PROBLEM:
            score += POSITION_WEIGHT * (1 - place)
        if role is Role.LIMITATION:
            score += POSITION_WEIGHT * place
            if roles.about_us(text, name):
                score += OURS_BONUS
            elif Role.LIMITATION not in named:
                score -= NOT_OURS_PENALTY
        if others and role is not Role.PROBLEM:
            score -= OTHERS_PENALTY
        if role is Role.METHOD and roles.says_little(text):
            score -= NAME_ONLY_PENALTY
        if len(text.split()) > LONG_WORDS:
            score -= LONG_PENALTY
        scores[role] = score
    return scores


def _pick(sentences: list[_Sentence], role: Role) -> list[_Sentence]:
    """The best sentence whose best role is ``role``, and a second when it is nearly as good and says something else."""
    mine = sorted((s for s in sentences if s.role is role), key=lambda s: -s.scores[role])
    picked: list[_Sentence] = []
    for sentence in mine:
        if len(picked) == PER_ROLE:
            break
        if picked and sentence.scores[role] < SECOND_SHARE * picked[0].scores[role]:
            break
        if any(_redundant(sentence.text, p.text) for p in picked):
            continue
        picked.append(sentence)
    return picked


def _with_how_it_works(method: list[_Sentence], sentences: list[_Sentence]) -> list[_Sentence]:
    """A method given only by its name ("We propose CORAL, an online ... method") with the sentence after
    it, when that one says how it works ("In each iteration, the policy samples several responses ...")
    rather than what it found: a proposal's cues are strong, its mechanism's often none."""
    if len(method) != 1 or roles.introduces(method[0].text) is None:
        return method
    following = next((s for s in sentences if s.order == method[0].order + 1 and s.item is method[0].item), None)
    if following is None or following.role not in (None, Role.METHOD) or roles.context_penalty(following.text):
        return method
    if roles.says_little(following.text) or _redundant(following.text, method[0].text):
        return method
    return [*method, following]


def _reports_a_result(cues: dict[Role, float]) -> bool:
    """A result by the summary's own floor, with fewer method cues than result cues: "DeepSeek-R1 achieves performance
    comparable to OpenAI-o1-1217 on reasoning tasks." names the method as its subject, which alone had made it read as
    the method at work (and so as how the proposal before it works); it says what the method reached."""
    return cues[Role.RESULT] >= MIN_CUE[Role.RESULT] and cues[Role.METHOD] < cues[Role.RESULT]


def _with_the_gap(problem: list[_Sentence], sentences: list[_Sentence]) -> list[_Sentence]:
    """The abstract's sentence just before "We propose ..." first: an abstract states the gap its proposal
    fills right before it ("... tends to produce either unsafe compliance or excessive refusal. We propose
    CORAL"), in words the problem cues often miss."""
    abstract = [s for s in sentences if s.item.chunk.in_abstract]
    proposal = next((s for s in abstract if roles.introduces(s.text) is not None), None)
    gap = next((s for s in abstract if proposal and s.order == proposal.order - 1 and s.item is proposal.item), None)
    if gap is None or gap.role not in (None, Role.PROBLEM) or roles.about_others(gap.text) or roles.says_little(gap.text):
        return problem
    rest = [p for p in problem if p is not gap and not _redundant(p.text, gap.text)]
    return [gap, *rest][:PER_ROLE]


def _redundant(a: str, b: str) -> bool:
    """Two sentences saying the same: most words shared, or both introducing the same named thing."""
    words_a, words_b = set(tokenize(a)), set(tokenize(b))
    if len(words_a & words_b) > REDUNDANT * max(len(words_a | words_b), 1):
        return True
    named = introduced(a)
    return named is not None and named == introduced(b)


def introduced(sentence: str) -> str | None:
    """What a sentence introduces by name: "we introduce PaSa, an agent ..." -> "PaSa"."""
    match = roles.introduces(sentence)
    if match is None:
        return None
    name = _NAME.search(" ".join(sentence[match.end() :].split()[:8]))
    return name.group(0) if name else None


def extractive_paper_summary(digest: PaperDigest) -> tuple[str, list[Citation]]:
    """Problem, method, key results, limitations: each a heading and its cited sentences."""
    entry = digest.entry
    lines = [f"Summary of {entry.paper.title} (extractive: sentences quoted from the paper, by role):"]
    citations: list[Citation] = []
    for role, cited in digest.sections:
        lines += ["", role.value]
        for citation in cited:
            page = f" (p. {citation.page})" if citation.page is not None else ""
            lines.append(f"- {citation.quote} [{citation.n}]{page}")
            citations.append(citation)
    if not citations and (entry.paper.abstract or entry.pdf):
        lines += [
            "",
            "- No sentence of this paper states its problem, method, results or limitations in words this summary knows; ask about it instead.",
        ]
    elif not citations:
        lines += ["", "- The catalog holds only the title of this paper; ingest its PDF or abstract for a summary."]
    return "\n".join(lines), citations


# --- a topic ------------------------------------------------------------------------

CLAIMS_PER_THEME = 3
MIN_CLAIMS_SHOWN = 2  # a theme shows a weaker claim only to reach this many lines
CLAIM_CANDIDATES = 12  # papers read per theme for its claims, the most central first
_BATCH = 1000  # paper ids per store query
MIN_CLAIM = 0.5  # below this a sentence says no more than what the paper is about
MAX_CLAIM_CHARS = 360  # longer than this, a claim is shown only when a theme has nothing shorter
TOO_LONG_PENALTY = 2.0
LONG_CLAIM_CHARS, LONG_CLAIM_PENALTY = 280, 1.0  # one screen: long claims only when nothing shorter says as much


@dataclass
class Theme:
    """A theme of the topic: its label, every paper in it, and the claims quoted for it."""

    label: str
    papers: list[CatalogEntry]
    claims: list[Citation] = field(default_factory=list)

    @property
    def sources(self) -> list[Source]:
        return [c.source for c in self.claims]

    @property
    def unquoted(self) -> list[CatalogEntry]:
        """Papers of the theme with no abstract or body to quote (known by their title only)."""
        return [e for e in self.papers if not e.paper.abstract and "pdf" not in e.sources]


@dataclass
class Overview:
    topic: str
    total: int
    themes: list[Theme]

    @property
    def sources(self) -> list[Source]:
        return [s for theme in self.themes for s in theme.sources]


def topic_overview(store: Store, entries: list[CatalogEntry]) -> Overview:
    """Every paper of the catalog in one theme; per theme, its most representative papers by their best claim."""
    topic = topic_name(entries)
    abstracts = _abstracts(store, [e.paper_id for e in entries])
    vectors = {pid: pieces[0].vector for pid, pieces in abstracts.items()}
    groups = group_papers(entries, vectors, topic)
    themes = []
    number = 1
    for group in groups:
        theme = Theme(group.label, group.papers)
        for entry, item, sentence in _representatives(group, abstracts, vectors):
            theme.claims.append(Citation(number, Source(number, item, entry.paper), sentence))
            number += 1
        themes.append(theme)
    return Overview(topic, len(entries), themes)


def _abstracts(store: Store, paper_ids: list[str]) -> dict[str, list[Retrieved]]:
    """Each paper's abstract chunks in order (a long abstract is split for the encoder; the first one stands
    for the paper)."""
    found: dict[str, list[Retrieved]] = {}
    for start in range(0, len(paper_ids), _BATCH):
        where = {"$and": [{"paper_id": {"$in": paper_ids[start : start + _BATCH]}}, {"kind": "abstract"}]}
        ids = [chunk.chunk_id for chunk in store.iter_chunks(where)]
        for chunk, vector in store.get_chunks(ids).values():
            found.setdefault(chunk.paper_id, []).append(Retrieved(chunk, 0.0, 0.0, vector))
    return {pid: sorted(pieces, key=lambda r: r.chunk.position) for pid, pieces in found.items()}


def _representatives(
    group: Group, abstracts: dict[str, list[Retrieved]], vectors: dict[str, np.ndarray]
) -> list[tuple[CatalogEntry, Retrieved, str]]:
    """Up to three papers that make a claim, each with its best claim, read in ``reading_order``.

    A paper whose best sentence makes no claim (background, or only naming its subject) is
    quoted only to give a theme a second line when too few of its papers make one.
    """
    quotable = [e for e in group.papers if e.paper_id in abstracts and e.paper.abstract]
    if not quotable:
        return []
    stacked = np.stack([vectors[e.paper_id] for e in quotable])
    centre = stacked.mean(axis=0)
    closeness = stacked @ (centre / max(float(np.linalg.norm(centre)), 1e-9))
    strong: list[tuple[CatalogEntry, Retrieved, str]] = []
    weak: list[tuple[CatalogEntry, Retrieved, str]] = []
    ranked = [entry for entry, _ in sorted(zip(quotable, closeness), key=lambda ec: -float(ec[1]))]
    for entry in reading_order(group, ranked)[:CLAIM_CANDIDATES]:  # a few papers are read, not the whole theme
        best = best_claim([Source(0, item, entry.paper) for item in abstracts[entry.paper_id]])
        if best is not None:
            claim = (entry, best[0].item, best[1])
            (strong if best[2] >= MIN_CLAIM and len(best[1]) <= MAX_CLAIM_CHARS else weak).append(claim)
        if len(strong) == CLAIMS_PER_THEME:
            break
    chosen = strong[:CLAIMS_PER_THEME]
    return chosen + weak[: max(0, MIN_CLAIMS_SHOWN - len(chosen))]


def reading_order(group: Group, ranked: list[CatalogEntry]) -> list[CatalogEntry]:
    """The theme's papers (``ranked``: most central first) in the order their claims are read: the most central
    holder of each phrase of the label in turn, then the next of each, then the papers the label does not name.

    The label is read before the lines under it: "RL Exploration and Games" over the three papers nearest the
    centre (on reward hacking, behavioural plasticity, self-consistency) left the reader guessing what it meant,
    and "Safety and Code" showed three papers on safety and none on code.
    """
    queues = [[e for e in ranked if e.paper_id in holders] for holders in group.named]
    order: dict[str, CatalogEntry] = {}
    for row in zip_longest(*queues):
        order.update((e.paper_id, e) for e in row if e is not None and e.paper_id not in order)
    return [*order.values(), *(e for e in ranked if e.paper_id not in order)]


def best_claim(pieces: list[Source]) -> tuple[Source, str, float] | None:
    """The sentence of a paper's abstract that best says what the paper proposes, finds or reports:
    (the piece holding it, the sentence, its score)."""
    best: tuple[Source, str, float] | None = None
    for source in pieces:
        title = normalize_title(source.paper.title)
        name = method_name(source.paper.title)
        for raw in quotable_sentences(source):
            text = roles.clean_sentence(raw)
            if normalize_title(text) == title or not roles.is_prose(text):
                continue
            score = roles.claim_score(text, name) - (LONG_CLAIM_PENALTY if len(text) > LONG_CLAIM_CHARS else 0.0)
            score -= TOO_LONG_PENALTY if len(text) > MAX_CLAIM_CHARS else 0.0
            if best is None or score > best[2]:
                best = (source, text, score)
    return best


def extractive_topic_summary(overview: Overview) -> tuple[str, list[Citation]]:
    """The header with the total, then per theme its label, its count and its quoted claims."""
    count = len(overview.themes)
    grouped = f"grouped into {count} theme{'s' if count != 1 else ''}"
    lines = [
        f"Overview of {overview.topic}: {overview.total} papers, {grouped} "
        "(extractive: each theme's most representative claims, quoted from the abstracts)."
    ]
    citations: list[Citation] = []
    for theme in overview.themes:
        papers = len(theme.papers)
        shown = len(theme.claims)
        size = f"{papers} paper{'s' if papers != 1 else ''}"
        lines += ["", f"{theme.label} — {size}" + (f", showing {shown} of {papers}" if shown < papers else "")]
        for citation in theme.claims:
            lines.append(f"- {_lead(citation)}{citation.quote} [{citation.n}]")
            citations.append(citation)
        unquoted = theme.unquoted
        if unquoted and len(theme.claims) < CLAIMS_PER_THEME:
            names = ", ".join(short_name(e.paper.title) for e in unquoted[:4]) + (" …" if len(unquoted) > 4 else "")
            lines.append(f"- Known by title only (no abstract ingested): {names}")
    return "\n".join(lines), citations


def _lead(citation: Citation) -> str:
    """The name of the paper's method before its claim, when its title gives one and the claim does not say it."""
    name = method_name(citation.source.paper.title)
    return f"{name}: " if name and name.lower() not in citation.quote.lower() else ""


def method_name(title: str) -> str | None:
    """The name a paper gives its method, when its title leads with one ("CATPO: ...", "Baichuan-M4: ...")."""
    head = title.split(":", 1)[0].strip()
    return head if ":" in title and 1 <= len(head.split()) <= 2 else None


def short_name(title: str) -> str:
    """A paper's name as people say it: the part of its title before a colon, else its first words."""
    head = title.split(":", 1)[0].strip()
    if ":" in title and len(head.split()) <= 5:
        return head
    words = title.split()
    return " ".join(words[:6]) + ("…" if len(words) > 6 else "")
