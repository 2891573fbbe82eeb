"""Tags of topic pages: a vocabulary learnt from every page of an ingest, and the cutting
of undelimited tag lines into tags.

A topic page prints a paper's tags one after the other with nothing between them
("RL for Language Models Direct Preference Optimization Offline RL Weight-Space
Analysis ..."), so where one tag ends has to be inferred.  ``TagVocabulary.segment`` cuts
a line by longest known-tag match; the vocabulary holds, from the strongest evidence to
the weakest:

* delimited tags: tags of catalogued papers that did not come from a topic page (a
  metadata file lists them one by one), taken as they are;
* topic names: every page's topic (and every catalogued paper's) is a tag of its own;
* recurring tags: a word n-gram that recurs "confirmed" -- touching a line end or a
  known tag -- in the tag lines (``_learn_recurring``);
* tags seen alone: what is left between known tags and line ends once the lines are
  cut, when nothing else known cuts it in turn (``_learn_alone``).  So a tag that stands
  alone anywhere splits the fused runs that contain it, while a fused run that is
  only ever seen fused ("A B", never "A" or "B") stays one tag: there is no evidence
  of where it splits.

The evidence is pooled over every topic page of one ingest and the catalogue
(``shared_vocabulary``), one tag line per paper (keyed by normalised title; when two
pages list the same paper the longest line wins), and sorted before mining, so the
vocabulary is a function of the set of papers, not of the order of files.  A catalogued
paper that came from a topic page contributes its tags joined back into the line they
were cut from (cuts fall between words, so joining gives the line back), never the cuts
themselves, and the papers being ingested contribute only their new lines.  Therefore:

* re-ingesting the same pages gives the same tags (the evidence is the same);
* ingesting page B after page A gives B's papers exactly the tags that ingesting both
  together gives (A's lines come back from the catalogue).  A's papers were written
  before B was seen and keep their tags until A is ingested again: an ingest never
  rewrites papers it was not given.  Delimited tags are different only in that a
  metadata file ingested later is evidence for pages ingested after it, not before.

Known limitations, by design of learning from recurrence and co-occurrence:

* a run of tags none of which recurs or stands alone anywhere stays one tag;
* an unseen multi-word tag that ends in a known tag is split off it ("Trust Region" +
  "Policy Optimization") unless the known tag would then appear twice on the line, or
  it is known to take modifiers and the unseen words do not end like a tag
  (``_modifier_heads``); a genuine one-word tag next to a known tag is joined to it as
  its modifier or head ("Healthcare" + "Clinical Reasoning");
* a candidate containing a topic name is never learnt, so where a topic is a generic
  head ("Reinforcement Learning") "Multi-Objective Reinforcement Learning" is split into
  "Multi-Objective" and the topic; with pages or catalogued papers of several topics,
  every one of them counts as a topic on every page;
* a fused run seen alone that contains no other vocabulary entry is learnt as a tag
  (nothing tells it apart from a long tag); it only ever matches that same run;
* past ``_MAX_MINED_LINES`` tag lines (a catalogue of thousands of topic-page papers)
  only the first ones in sorted order are mined: still a function of the set of papers,
  but a new page can then move which ones count.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from assistant.records import Paper, normalize_title

__all__ = ["PageTags", "TagVocabulary", "mine_vocabulary", "paper_key", "shared_vocabulary"]

Words = tuple[str, ...]

# Connectors bind the words on both sides, so a tag neither starts nor ends with one.
_CONNECTORS = frozenset(
    ["a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "over", "per", "the", "to", "under", "via", "versus", "vs", "with", "without"]
)  # fmt: skip
_MAX_TAG_WORDS = 6  # longest tag learnt from recurrence (topics and seen-alone tags may be longer)
_MAX_TAG_LINE_WORDS = 40  # longer "tag lines" are kept as one tag, not segmented
_MAX_MINED_LINES = 5000  # tens of papers a page; bounds the mining cost on absurd input or a huge catalogue
_ROUNDS = 4


@dataclass(frozen=True)
class TagVocabulary:
    """Known tags as word tuples; topics are kept apart because they never take a neighbour's words."""

    topics: frozenset[Words]
    tags: frozenset[Words]
    longest: int
    first_words: frozenset[str]  # lets most positions be ruled out with one lookup
    heads: frozenset[Words] = frozenset()  # known tags that take modifiers, see _modifier_heads
    last_words: frozenset[str] = frozenset()  # words that end a trusted tag

    @classmethod
    def of(cls, topics: Iterable[Words], tags: Iterable[Words], trusted: Iterable[Words] = ()) -> TagVocabulary:
        """``trusted``: the tags known from recurrence or given delimited, whose shapes
        (which tags take modifiers, which words end a tag) guide the cutting."""
        topic_set = frozenset(t for t in topics if t)
        known = frozenset(t for t in tags if t) | topic_set
        longest = max((len(tag) for tag in known), default=0)
        trusted_set = {t for t in trusted if t}
        return cls(
            topic_set,
            known,
            longest,
            frozenset(tag[0] for tag in known),
            frozenset(_modifier_heads(trusted_set) - topic_set),
            frozenset(tag[-1] for tag in trusted_set),
        )

    def __contains__(self, tag: object) -> bool:
        return isinstance(tag, str) and tuple(tag.split()) in self.tags

    def matches(self, words: Words) -> Iterator[tuple[int, int]]:
        """Every (start, end) where a known tag occurs in the words, nested ones included."""
        for start in range(len(words)):
            if words[start] not in self.first_words:
                continue
            for end in range(start + 1, min(start + self.longest, len(words)) + 1):
                if words[start:end] in self.tags:
                    yield start, end

    def starts(self, words: Words) -> bool:
        """Whether the words begin with a known tag."""
        return any(words[:n] in self.tags for n in range(1, min(self.longest, len(words)) + 1))

    def segment(self, line: str) -> list[str]:
        """Cut an undelimited tag line into tags; every word is kept, in order."""
        words = tuple(line.split())
        if len(words) > _MAX_TAG_LINE_WORDS:
            return [" ".join(words)] if words else []
        return [" ".join(piece) for piece, _ in _pieces(words, self)]


def mine_vocabulary(lines: Iterable[str], topics: Iterable[str] = (), delimited: Iterable[str] = ()) -> TagVocabulary:
    """Learn the tags of undelimited tag lines (one line per paper), given the topics and
    any tags known one by one.  Deterministic: the lines are sorted first."""
    topic_words = {tuple(topic.split()) for topic in topics}
    base = {tuple(tag.split()) for tag in delimited} | topic_words
    word_lines = sorted(tuple(line.split()) for line in lines)
    word_lines = [words for words in word_lines if 0 < len(words) <= _MAX_TAG_LINE_WORDS][:_MAX_MINED_LINES]
    trusted = base | _mine_recurring(word_lines, topic_words, base)
    alone: set[Words] = set()
    for _ in range(_ROUNDS):
        learnt_alone = _learn_alone(word_lines, TagVocabulary.of(topic_words, trusted | alone, trusted), trusted, alone)
        if learnt_alone == alone:
            break
        alone = learnt_alone
    return TagVocabulary.of(topic_words, trusted | alone, trusted)


def _modifier_heads(trusted: set[Words]) -> set[Words]:
    """Trusted tags that end another trusted tag: "Policy Optimization" in "Proximal Policy
    Optimization".  Such a tag is a head that takes modifiers, so unknown words right
    before it are read as its modifier ("Group Relative" + "Policy Optimization") rather
    than as a tag of their own -- unless they end the way a tag ends ("Evolutionary RL"
    + "Reinforcement Learning", "RL" ending "Constrained RL").  Only trusted tags count,
    so a fused run never makes a head.  See ``_join_modifiers``."""
    suffixes = {tag[k:] for tag in trusted for k in range(1, len(tag))}
    return trusted & suffixes


@dataclass(frozen=True)
class PageTags:
    """What one topic page says about tags: its topic and each paper's raw tag line."""

    topic: str
    lines: Mapping[str, str]  # paper_key(title) -> the paper's undelimited tag line


def paper_key(title: str) -> str:
    """Which paper a tag line belongs to: its normalised title, or the title itself when
    that normalises to nothing (a title in a script without Latin letters or digits)."""
    return normalize_title(title) or " ".join(title.split())


def shared_vocabulary(pages: Iterable[PageTags], catalog: Iterable[Paper] = ()) -> TagVocabulary:
    """One vocabulary for every page of an ingest and the papers already catalogued.

    A catalogued paper with a topic came from a topic page: its tags are joined back
    into its tag line.  One without came from a delimited source: its tags count as
    given.  Catalogued papers that a page lists again are left out, so re-ingesting a
    page never learns from its own earlier output.
    """
    pages = list(pages)
    lines: dict[str, str] = {}
    for page in pages:
        for key, line in page.lines.items():
            lines[key] = _fuller(lines.get(key), line)
    page_keys = set(lines)
    topics = {page.topic for page in pages}
    delimited: set[str] = set()
    for paper in catalog:
        key = paper_key(paper.title)
        if key in page_keys or not paper.tags:
            continue
        if paper.topic:
            topics.add(paper.topic)
            lines[key] = _fuller(lines.get(key), " ".join(paper.tags))
        else:
            delimited.update(tag for tag in paper.tags if len(tag.split()) <= _MAX_TAG_LINE_WORDS)
    return mine_vocabulary(lines.values(), topics, delimited)


def _fuller(old: str | None, new: str) -> str:
    """The line that shows more tags; ties broken by text, so the choice ignores file order."""
    new = " ".join(new.split())
    if old is None:
        return new
    return max(old, new, key=lambda line: (len(line.split()), line))


# ---------------------------------------------------------------------- recurring tags


def _mine_recurring(lines: list[Words], topics: set[Words], base: set[Words]) -> set[Words]:
    """Rounds of ``_learn_recurring``, each confirming with what the last one learnt,
    until the learnt set repeats.  Two readings can alternate ("Policy Optimization Reward
    Modeling" as one tag in one round, "Policy Optimization" and "Reward Modeling" in the
    next): the union of the cycle is kept, less every n-gram that is exactly two or more
    of the others, since a tag that recurs as a pair of tags is that pair."""
    states: list[frozenset[Words]] = []
    vocabulary = TagVocabulary.of(topics, base)
    cycle: list[frozenset[Words]] = []
    for _ in range(_ROUNDS):
        learnt = frozenset(_learn_recurring(lines, vocabulary))
        if learnt in states:
            cycle = states[states.index(learnt) :]
            break
        states.append(learnt)
        vocabulary = TagVocabulary.of(topics, base | learnt)
    union = set().union(*(cycle or states[-1:]))
    known = union | base
    return {gram for gram in union if not _concatenation(gram, known - {gram})}


def _concatenation(words: Words, parts: set[Words]) -> bool:
    """Whether ``words`` is two or more of ``parts`` one after the other."""
    reachable = {0}
    for end in range(1, len(words) + 1):
        if any(words[start:end] in parts for start in reachable if (start, end) != (0, len(words))):
            reachable.add(end)
    return len(words) in reachable


@dataclass
class _Occurrences:
    """Where one candidate n-gram occurs: (line, start) pairs and how each is confirmed."""

    places: list[tuple[int, int]] = field(default_factory=list)
    left: list[bool] = field(default_factory=list)
    right: list[bool] = field(default_factory=list)


def _learn_recurring(lines: list[Words], vocabulary: TagVocabulary) -> set[Words]:
    """One round: an n-gram (2 to 6 words, not starting or ending with a connector, not
    containing a topic) is a tag when at least two of its occurrences are confirmed --
    they touch a line end or a known tag -- and either all of them are, or it was seen
    confirmed on its left and on its right.  Candidates go longest first; occurrences
    inside a longer accepted tag or a topic do not count, nor do occurrences straddling
    a known tag's edge.  Confirmation keeps out fragments that recur only inside varying
    longer tags ("Language Model" in "Financial Language Model Evaluation", "Efficient
    Language Model Reasoning", ...).
    """
    found: dict[Words, _Occurrences] = {}
    candidate: dict[Words, bool] = {}  # n-grams recur: decide each once
    taken: dict[int, list[tuple[int, int]]] = {}  # spans claimed by topics or longer tags
    for index, words in enumerate(lines):
        spans = list(vocabulary.matches(words))
        taken[index] = [(s, e) for s, e in spans if words[s:e] in vocabulary.topics]
        edges = {0, len(words)} | {s for s, _ in spans} | {e for _, e in spans}
        for start in range(len(words)):
            for end in range(start + 2, min(start + _MAX_TAG_WORDS, len(words)) + 1):
                gram = words[start:end]
                if gram not in candidate:
                    candidate[gram] = _is_tag_candidate(gram, vocabulary.topics)
                if not candidate[gram] or (spans and _straddles(spans, start, end)):
                    continue
                seen = found.setdefault(gram, _Occurrences())
                seen.places.append((index, start))
                seen.left.append(start in edges)
                seen.right.append(end in edges)
    accepted: set[Words] = set()
    for gram in sorted(found, key=lambda g: (-len(g), g)):
        seen = found[gram]
        free = [
            k for k, (index, start) in enumerate(seen.places)
            if not _inside(taken[index], start, start + len(gram))
        ]  # fmt: skip
        if _recurs(free, seen):
            accepted.add(gram)
            for k in free:
                index, start = seen.places[k]
                taken[index].append((start, start + len(gram)))
    return accepted


def _is_tag_candidate(gram: Words, topics: frozenset[Words]) -> bool:
    if _is_connector(gram[0]) or _is_connector(gram[-1]):
        return False
    return not any(_contains(gram, topic) for topic in topics)


def _contains(words: Words, part: Words) -> bool:
    return any(words[i : i + len(part)] == part for i in range(len(words) - len(part) + 1))


def _straddles(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """True when [start, end) cuts through a known tag, e.g. "... Learning RL for Language"."""
    return any(s < start < e < end or start < s < end < e for s, e in spans)


def _inside(spans: Iterable[tuple[int, int]], start: int, end: int) -> bool:
    return any(s <= start and end <= e for s, e in spans)


def _recurs(free: list[int], seen: _Occurrences) -> bool:
    confirmed = [k for k in free if seen.left[k] or seen.right[k]]
    if len(confirmed) < 2:
        return False
    both_sides = any(seen.left[k] for k in confirmed) and any(seen.right[k] for k in confirmed)
    return both_sides or len(confirmed) == len(free)


# --------------------------------------------------------------------- seen-alone tags


def _learn_alone(lines: list[Words], vocabulary: TagVocabulary, trusted: set[Words], alone: set[Words]) -> set[Words]:
    """Tags seen alone: the unknown pieces left once the lines are cut, plus those learnt
    before, keeping each that no other candidate or known tag cuts in turn.

    A piece that contains another candidate ("LLM Routing Reward Design for RL" when
    "Reward Design for RL" stands alone elsewhere) is a fused run and is dropped, so the
    shorter tag splits it on the next cut.  A one-word piece only counts when topics or
    line ends bound it: next to a learnt tag it may be that tag's missing word.
    """
    candidates = set(alone)
    for words in lines:
        pieces = _pieces(words, vocabulary)
        for k, (piece, known) in enumerate(pieces):
            if known or piece in trusted or any(_contains(piece, topic) for topic in vocabulary.topics):
                continue
            if len(piece) == 1 and not all(_bounded_by_topic_or_end(pieces, j, vocabulary) for j in (k - 1, k + 1)):
                continue
            candidates.add(piece)
    everything = TagVocabulary.of(vocabulary.topics, trusted | candidates)
    return {piece for piece in candidates if len(_pieces(piece, everything, exclude=piece)) == 1}


def _bounded_by_topic_or_end(pieces: list[tuple[Words, bool]], j: int, vocabulary: TagVocabulary) -> bool:
    return not 0 <= j < len(pieces) or pieces[j][0] in vocabulary.topics


# --------------------------------------------------------------------------- segmenting


def _pieces(words: Words, vocabulary: TagVocabulary, exclude: Words | None = None) -> list[tuple[Words, bool]]:
    """Cut words by longest known-tag match, left to right: (piece, is a known tag).

    A span between known tags becomes one piece, then two repairs rely on a line listing
    each tag once: a repeated phrase shows where a longer tag ends (``_fold_repeats``),
    and a single unknown word next to a known tag belongs to it (``_attach_lone_words``),
    since one-word tags are rare.  A match is refused next to a connector ("Faithfulness
    of | Language Model"), which binds both sides.  ``exclude`` is never matched as a
    whole (to ask whether the rest of the vocabulary cuts it).
    """
    pieces: list[tuple[Words, bool]] = []
    leftover: list[str] = []
    i = 0
    while i < len(words):
        end = _match_at(words, i, vocabulary, after_leftover=bool(leftover), exclude=exclude)
        if end:
            if leftover:
                pieces.extend((span, False) for span in _split_repeat(tuple(leftover)))
                leftover = []
            pieces.append((words[i:end], True))
            i = end
        else:
            leftover.append(words[i])
            i += 1
    if leftover:
        pieces.extend((span, False) for span in _split_repeat(tuple(leftover)))
    return _attach_lone_words(_join_modifiers(_fold_repeats(pieces), vocabulary), vocabulary.topics)


def _match_at(words: Words, i: int, vocabulary: TagVocabulary, after_leftover: bool, exclude: Words | None) -> int:
    """End of the longest known tag starting at word i, or 0."""
    if words[i] not in vocabulary.first_words or (after_leftover and _is_connector(words[i - 1])):
        return 0
    for end in range(min(i + vocabulary.longest, len(words)), i, -1):
        span = words[i:end]
        if span == exclude and i == 0 and end == len(words):
            continue
        if span in vocabulary.tags and (end == len(words) or not _is_connector(words[end])):
            return end
    return 0


def _is_connector(word: str) -> bool:
    return word.lower() in _CONNECTORS


def _split_repeat(span: Words) -> list[Words]:
    """Split an unknown span whose last words also occur earlier in it.

    "Online Anomaly Detection Anomaly Detection" -> "Online Anomaly Detection", "Anomaly
    Detection"; "Vessel Trajectory Prediction X Trajectory Prediction" -> "Vessel
    Trajectory Prediction", "X", "Trajectory Prediction".  With nothing before the first
    copy the second copy is the tail of a longer tag: "P Trust Region P" -> "P",
    "Trust Region P".
    """
    if span[-1] not in span[:-1]:
        return [span]
    for size in range(len(span) // 2, 1, -1):
        tail = span[-size:]
        end = next((e for e in range(len(span) - size, size - 1, -1) if span[e - size : e] == tail), None)
        if end is None:
            continue
        head, middle = span[: end - size], span[end : len(span) - size]
        if not head:
            return [tail, span[end:]] if middle else [tail, tail]
        return _split_repeat(span[:end]) + ([middle] if middle else []) + [tail]
    return [span]


def _fold_repeats(pieces: list[tuple[Words, bool]]) -> list[tuple[Words, bool]]:
    """Fold an unknown span into a known tag that the line would otherwise list twice.

    "Group Relative" + "Policy Optimization" ... "Policy Optimization" -> "Group Relative
    Policy Optimization" ... "Policy Optimization".
    """
    counts: dict[Words, int] = {}
    for piece, known in pieces:
        if known:
            counts[piece] = counts.get(piece, 0) + 1
    folded: list[tuple[Words, bool]] = []
    for piece, known in pieces:
        if known and counts[piece] > 1 and folded and not folded[-1][1]:
            counts[piece] -= 1
            folded[-1] = (folded[-1][0] + piece, False)
        else:
            folded.append((piece, known))
    return folded


def _join_modifiers(pieces: list[tuple[Words, bool]], vocabulary: TagVocabulary) -> list[tuple[Words, bool]]:
    """Join unknown words to the head tag after them ("Group Relative" + "Policy
    Optimization") unless their last word ends tags elsewhere; the result is that head
    with a modifier, so it counts as known."""
    joined: list[tuple[Words, bool]] = []
    for piece, known in pieces:
        modifier = bool(joined) and not joined[-1][1] and joined[-1][0][-1] not in vocabulary.last_words
        if known and piece in vocabulary.heads and modifier:
            joined[-1] = (joined[-1][0] + piece, True)
        else:
            joined.append((piece, known))
    return joined


def _attach_lone_words(pieces: list[tuple[Words, bool]], topics: frozenset[Words]) -> list[tuple[Words, bool]]:
    """Join a lone unknown word to the known tag after it, as its modifier ("Proximal" +
    "Policy Optimization"), or else to the one before it, as its head ("Policy Gradient"
    + "Methods").  A topic is always a tag of its own and takes no words.  A joined piece
    counts as known: it is a known tag plus a word, not a run of unknown words."""
    joined = [piece for piece, _ in pieces]
    known = [is_known for _, is_known in pieces]
    takes = [is_known and piece not in topics for piece, is_known in pieces]
    k = 0
    while k < len(joined):
        lone = not known[k] and len(joined[k]) == 1
        if lone and k + 1 < len(joined) and takes[k + 1]:
            joined[k : k + 2] = [joined[k] + joined[k + 1]]
            del known[k], takes[k]
        elif lone and k > 0 and takes[k - 1]:
            joined[k - 1 : k + 1] = [joined[k - 1] + joined[k]]
            del known[k], takes[k]
            k -= 1
        k += 1
    return list(zip(joined, known, strict=True))
