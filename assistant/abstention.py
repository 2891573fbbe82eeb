"""Abstention: whether the retrieved sources answer a question at all, and what is said when not.

An answer built from sources that do not hold the answer is worse than none: it reads
as cited fact. So every question passes this gate before any answer mode runs.

Inside one paper every source is on the paper's subject, so closeness alone cannot tell
"the paper gives its batch size" from "the paper is about this model but never gives its
batch size". A question that asks for a value (how many, how much, what batch size...)
is therefore also checked for a sentence that holds a number together with the words of
what it asks to measure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from assistant.answer_types import (
    NUMBER_WORDS,
    asks_which_model,
    at_another_level,
    capitalized_in,
    detail_missing,
    details_asked,
    edition_written,
    names_instance,
    number_missing,
    of_the_sft_stage,
    optimizer_symbols,
    other_variant,
    setting_missing,
    setting_unwritten,
    settings_asked,
    side_sizes,
    side_stages,
    sizes_in,
    stands_for_another,
    switched_off,
    topic_asked,
    topic_missing,
    value_figures,
    values_written,
    variant_missing,
    version_missing,
    writes_number,
)
from assistant.breakdowns import gives_only_for_others
from assistant.citations import Source, quotable_sentences, sentence_sections
from assistant.lexical import tokenize
from assistant.question_kinds import (
    FIELD_TERMS,
    STEM,
    about_the_paper,
    agreement_asked_on,
    asks_about_setup,
    asks_for_outcome,
    asks_for_value,
    baseline_asked,
    compares,
    counted_head,
    counts_closely,
    is_model_size,
    measure_head,
    measured_groups,
    mentions,
    names_all,
    names_half,
    names_in,
    names_measure,
    prefixed_words,
    subsets_asked,
    symbols_asked,
    trained_asked,
    unit_asked,
    value_holder_asked,
)
from assistant.quotable import COLUMNS_AS_PRINTED, PAPER_PARTS, caption_labels, table_label
from assistant.roles import about_us, in_related_work, leans_back, led_by_others
from assistant.sentences import split_sentences
from assistant.side_models import unread_at_side_size

ABSTAIN_SENTENCE = "The indexed papers do not answer this question."
COVERAGE_WEIGHT = 0.4
#: Inside one paper, a best quotable sentence scoring this much (cosine + word overlap, as
#: extractive answers score them) answers even under the chunk floor. Calibrated on the
#: answer benchmark's tune split: off-topic questions score at most 0.24, answerable ones
#: at least 0.46.
SENTENCE_FLOOR = 0.35


def evidence(question: str, sources: list[Source]) -> float:
    """How well the sources answer: the best of each source's cosine plus the share of question words it holds.

    Cosine alone cannot tell "about RL, but not this" from "answers it" on a corpus that is
    all about RL; requiring the question's own words separates them better (calibrated on
    benchmarks/questions/seed_questions.jsonl; see PAPERCHAT_ABSTAIN_BELOW). Both come from one
    source: the closest passage to "Which papers are about speech?" was a caption listing
    "queries and corresponding papers", and the speech papers below it hold the word.
    """
    words = set(tokenize(question))
    if not words:
        return max(s.item.dense for s in sources)
    return max(s.item.dense + COVERAGE_WEIGHT * len(words & set(tokenize(s.item.text))) / len(words) for s in sources)


@dataclass(frozen=True)
class PaperReads:
    """What the checks inside one paper may read, each computed only when a check needs it.

    ``best_sentence``: the best quotable sentence's score; ``paper_text``: the whole paper's
    text (the sources are only its closest passages), ``passages``: the same, chunk by chunk; ``quotes_no_name``: whether an
    extractive answer would quote no name (None for a language model, which reads whole
    passages); ``typed``: the question as typed, whose own wording the name checks read
    (a follow-up's reading adds the earlier question's words).
    """

    typed: str
    best_sentence: Callable[[], float]
    paper_text: Callable[[], str]
    quotes_no_name: Callable[[], bool] | None = None
    passages: Callable[[], Sequence[str]] = tuple
    lead: Callable[[], str] = str


def declines(
    question: str, sources: list[Source], floor: float, one_paper: bool = False, reads: PaperReads | None = None
) -> bool:
    """True when nothing was found, the evidence is below the floor for this scope, or
    (inside one paper) the question names something the paper does not, or asks for a
    value, a setup detail or a model it never gives.

    Inside one paper, a question only about the paper itself ("what is the main
    contribution?") is always answerable: it names nothing the paper could lack. A paper
    known by its abstract alone gives short chunks whose closeness to a short question is
    low, so there a question under the floor gets a second look, sentence by sentence (``_second_look``).
    """
    if not sources:
        return True
    if one_paper and about_the_paper(question):
        return False
    if evidence(question, sources) < floor and not (
        one_paper and reads and (_second_look(sources, reads) or _gives_detail(question, reads) or asks_about_setup(question))
    ):
        return True
    if not one_paper:
        return False
    if not names_known(question, sources):
        return True
    if reads is not None and _lacks(question, reads):
        return True
    if not asks_for_value(question):
        return False
    if reads is not None and _said_not_done(question, reads.lead()):
        return True
    return not gives_value(question, sources, reads.paper_text() if reads else "")


#: A clause saying the paper did not run an experiment or take a measurement: "we have not measured its latency on
#: phones", "we did not train without it", "was not evaluated on ..."; up to the clause's end.
_NOT_DONE = re.compile(
    r"\b(?:we|they)\s+(?:have|had|did|do)\s+not\s+(?:yet\s+)?|\b(?:was|were|has\s+been|have\s+been)\s+not\s+",
    re.I,
)
_RUN_OR_MEASURED = re.compile(
    r"(?P<clause>(?:measured?|timed?|evaluated?|tested|test|trained|train|run|ran|benchmarked|profiled)\b[^;:.,()]*)",
    re.I,
)


def _said_not_done(question: str, lead: str) -> bool:
    """The sentence an answer would lead with says the paper did not run or measure what a value question asks
    ("how fast is AuralAlt-3B on a phone? any latency numbers?": "we have not measured its latency on phones"): a
    clause without a number, at least half of whose words (two or more) the question has. Only the lead: a paper
    that says "the models were not trained on the test set" and reports test accuracy elsewhere answers "what
    accuracy on the test set?" with that other sentence (review)."""
    asked = {w[:STEM] for w in tokenize(question)}
    for negated in _NOT_DONE.finditer(lead):
        found = _RUN_OR_MEASURED.match(lead, negated.end())
        if not found or any(c.isdigit() for c in found["clause"]):
            continue
        words = {w[:STEM] for w in tokenize(found["clause"])}
        if len(asked & words) >= 2 and names_half(words, question):
            return True
    return False


def _second_look(sources: list[Source], reads: PaperReads) -> bool:
    """A paper known by its abstract alone answers when its best sentence is close enough. A paper with a body
    gets no second look: its passages are long enough for the chunk floor, and on the benchmark's PDFs the
    second look saved no answerable question while it let off-topic ones through ("boiling point" beside
    "about one point")."""
    return all(source.item.chunk.kind == "abstract" for source in sources) and reads.best_sentence() >= SENTENCE_FLOOR


def _gives_detail(question: str, reads: PaperReads) -> bool:
    """The paper names an instance of the closed-class detail asked for ("What hardware did they use?": "32 H100
    GPUs"). Such a short question shares no word with the passage that answers it, so its closeness is under any
    floor; the paper's text settles it (``answer_types.names_instance``)."""
    return any(names_instance(kind, reads.paper_text()) for kind in details_asked(question))


def _lacks(question: str, reads: PaperReads) -> bool:
    """The paper never writes a proper noun the question uses ("Does PaSa compare against Elicit?"),
    nor the closed-class setup detail it asks for ("which optimizer?"), nor the setting's value it fixes
    ("when k is set to 8"), nor any word of the topic it asks about ("do the authors discuss privacy?"),
    nor the variant of a name it asks about ("ROUGE-2" where it reports ROUGE-L), nor a number the question
    writes ("with a $10,000 budget" where it spends $4,000), nor a version beside the tool whose version is asked
    ("which version of matplotlib?" where it writes "matplotlib" alone), nor what it asks of a side model where it names it
    (``side_models``: "How does DPO compare at the 32B scale?" where the 32B model is only timed); or an extractive
    answer to "which model ...?" would quote no name."""
    if not all(_written(word, reads.paper_text()) for word in capitalized_in(reads.typed, typed=True)):
        return True
    if details_asked(question) and detail_missing(question, reads.paper_text()):
        return True
    if settings_asked(reads.typed) and setting_missing(reads.typed, reads.paper_text()):
        return True
    if topic_asked(reads.typed) and topic_missing(reads.typed, tokenize(reads.paper_text())):
        return True
    if variant_missing(reads.typed, reads.paper_text()) or number_missing(reads.typed, reads.paper_text()):
        return True
    if version_missing(reads.typed, reads.paper_text()):
        return True
    if unread_at_side_size(reads.typed, reads.passages(), reads.paper_text()):
        return True
    return reads.quotes_no_name is not None and asks_which_model(question) and reads.quotes_no_name()


def _written(word: str, text: str) -> bool:
    """The word, or its singular ("Selectors" -> "Selector"), is in the text, or a versioned name
    of it ("Qwen" -> "Qwen2.5-7B"); a compound also with a space ("Arena-Hard" -> "Arena Hard"); or, among a table's
    headings as the PDF prints them, glued to the next heading ("CodeForcesDiamond": the space between two columns'
    names is lost there, while elsewhere "AlpacaEval" is no "Alpaca")."""
    if mentions(word, text) or (word.endswith("s") and mentions(word[:-1], text)) or mentions(word.replace("-", " "), text):
        return True
    if re.search(rf"(?<![A-Za-z0-9]){re.escape(word)}\d", text, re.I):
        return True
    headings = " ".join(re.findall(rf"\({COLUMNS_AS_PRINTED}[^)]*\)", text))
    return bool(re.search(rf"(?<![A-Za-z0-9])(?i:{re.escape(word)})(?=[A-Z][a-z])", headings))


#: What a value is asked on or in: a benchmark or a data set by its name ("on ClearReq", "in AIME 2024"), not the
#: model or the tool it is asked for or with ("for Qwen2.5-7B", "with AdamW").
_ON_NAME = re.compile(r"\b(?:on|in)\s+(?:the\s+)?([A-Z][\w.+-]*[\w+](?:\s\d{2,4}\b)?)")


def _on_another(asked: list[str], sentence: str, text: str) -> bool:
    """The sentence gives its value on another benchmark than the one asked ("raises F1 ... on HopTrail" for "on
    LongHop"): it names some other after "on" or "in", and neither it nor the ``text`` around it (the sentence and the
    one after) names one asked. Not what a model is trained, built or run on ("fine-tuned on MetaMathQA", "based on
    Qwen2.5-7B", "on A100 GPUs"), a precision or a language ("in BF16", "in Python"), nor a pointer into the paper
    ("in Tab. 4", "In Appendix B")."""
    if any(_on_written(name, text) for name in asked):
        return False
    return any(
        not _NO_BENCHMARK.fullmatch(found[1]) and not _NOT_EVALUATED.search(sentence[: found.start()])
        for found in _ON_OTHER.finditer(sentence)
    )


#: What "in" or "on" points to in a paper where no benchmark is named: its parts.
_POINTER = re.compile(PAPER_PARTS, re.I)
#: A name after "on" or "in" in a sentence: "on HopTrail", "In LongHop", not "in Table 4".
_ON_OTHER = re.compile(rf"\b(?i:on|in)\s+(?:the\s+)?(?!(?i:{PAPER_PARTS})\b)([A-Z][\w.+-]*[\w+](?:\s\d{{2,4}}\b)?)")
#: A model, a size, a device or a number format after "on" or "in": where a value is computed, not measured on.
_NO_BENCHMARK = re.compile(
    r"[A-Za-z][\w.-]*?-?\d+(?:\.\d+)?[BM]\b[\w-]*|[A-Z]{1,2}\d{2,4}s?|(?:BF|FP|INT)\d{1,2}|Python|PyTorch|JAX|"
    r"English|Chinese|GPUs?|TPUs?|CPUs?"
)
#: Words before "on" or "in" that make what follows a training set, a base or a setting, not where a value is measured.
_NOT_EVALUATED = re.compile(
    r"\b(?:trained|train|fine-?tuned|pre-?trained|based|built|run|ran|implemented|written|distilled|initiali[sz]ed)\s*$", re.I
)


def _on_written(name: str, text: str) -> bool:
    """The benchmark is written, its year shortened or not, its hyphen kept or not ("AIME 2024" as "AIME24",
    "MATH-500" as "MATH500")."""
    base, _, year = name.partition(" ")
    bases = [b for b in (base, base.replace("-", "")) if _written(b, text)]
    whole = len(year) > 2 and re.search(rf"(?<!\d){year}(?!\d)", text)  # "2024" in a caption, "MATH500" for "MATH 500"
    return bool(bases) and (not year or bool(whole) or any(edition_written(b, year, text) for b in bases))


def gives_value(question: str, sources: list[Source], paper_text: str = "") -> bool:
    """For a measure the question asks for, some source sentence holds a number and the words of it.

    "What batch size does DisCo use?" asks to measure "batch size": a sentence with "batch",
    "size" and a number (in digits or words) must be there, not just one about DisCo with a
    number in it; "what group size and learning rate ...?" asks for two, and one of them must
    be given. A measure named by three words or more may be written with one of them left out
    ("what held-out pairwise accuracy" is "76.3% accuracy on held-out pairs"), never its symbol.
    Without such a phrase ("how much does X improve?") the check passes. A value asked for a model size other
    than the one the paper's ``paper_text`` names most (``side_sizes``) is read only where that size is named, and
    one asked for a stage beside training (``side_stages``: SFT, evaluation) only where that stage is. A model's size
    ("At 32B parameters ...") is no value unless a size is asked; "how many cross-examination transcripts?" is also
    given by "which left 6,200 transcripts" in a passage that names the rest of the measure.
    """
    sentences: list[str] = []
    captions: list[str] = []  # each sentence's caption title, or a table row's whole caption, read once per source
    rows: set[str] = set()  # the sentences that are a table's rows with named columns
    last_sized: list[str] = []  # the last sentence before each in its passage to name a model size: the model it is on
    passage: dict[str, str] = {}  # each sentence's passage, which may name what its count is of ("cross-examine")
    for source in sources:
        caption, sized = _caption_of(source) or _table_caption(source, paper_text), ""
        for sentence in quotable_sentences(source):
            sentences.append(sentence)
            passage.setdefault(sentence, source.item.chunk.text)
            captions.append(caption)
            if source.item.chunk.kind == "table" and _COLUMNED.search(sentence):
                rows.add(sentence)
            last_sized.append(sized)
            sized = sentence if sizes_in(sentence) else "" if baseline_asked(sentence) else sized  # "The PPO baseline ..."
    title = {w for source in sources for w in tokenize(source.paper.title)}
    pairs = [(sentence, after, caption) for (sentence, after), caption in zip(_with_next(sentences), captions)]
    caption_of = dict(zip(sentences, captions))
    model_named = dict(zip(sentences, last_sized))
    held = _holders(question, title)
    owner_named, names_another = _owner_named(question, held), other_variant(question)
    holder = [*held, *(n for n in trained_asked(question) if not set(tokenize(n)) <= title)]  # the clause rule's
    adam = optimizer_symbols(question)
    of_another = stands_for_another(adam)
    side, stages = side_sizes(question, paper_text), side_stages(question, paper_text)
    sft_instead = of_the_sft_stage(question)
    for_others = gives_only_for_others(question)
    on = [name for name in _ON_NAME.findall(question) if name not in FIELD_TERMS and not set(tokenize(name)) <= title]
    parts = subsets_asked(question)
    agreed_on = agreement_asked_on(question)
    at_another = at_another_level(question)
    unwritten = setting_unwritten(question, paper_text)
    asked_on = [name for name in on if not _POINTER.fullmatch(name)]  # not "in Table 3"

    def whose(sentence: str, after: str, caption: str) -> bool:  # the value of what is asked, not of another variant
        text = f"{sentence} {after}"
        if of_another(sentence):  # "a clip range ε = 0.2" for AdamW's epsilon
            return False
        if sentence in rows and not all(_on_written(name, f"{caption} {sentence}") for name in on):
            return False  # a row holds its label's values under its columns: "on ClearReq" is not AmbiEval, US-Code
        if asked_on and _on_another(asked_on, sentence, text):  # "raising F1 ... on HopTrail" for "F1 on LongHop?"
            return False
        read_under = f"{caption} {text}"
        if side and not side & (sizes_in(read_under) or sizes_in(model_named[sentence])):  # "A 7B run takes ..." for 1.5B
            return False
        if not all(stage.search(read_under) for stage in stages):  # the RL learning rate for the SFT one
            return False
        if sft_instead(text):  # "Supervised fine-tuning runs ... at a learning rate of 1e-5" for the RL run's
            return False
        if for_others(sentence):  # "0.58 for usefulness, 0.66 for correctness ..." for "alpha for actionability?"
            return False
        if holder and sentence not in rows and _holder_apart(holder, sentence):  # "...three epochs; ... PHIScope"
            return False
        if not all(names_all(part, read_under) for part in parts):  # the whole benchmark's value for its Swahili part
            return False
        if agreed_on and not names_half(agreed_on, read_under):  # "primary category" for "kappa on the error types?"
            return False
        if at_another(read_under):  # "... at 0 dB SNR" for "at 5 dB SNR?"
            return False
        if unwritten(read_under):  # the main run's accuracy for "with β = 0.01?"
            return False
        return owner_named(text) and not names_another(text) and not (caption and names_another(f"{caption} {text}"))

    if (off := switched_off(question)) and any(
        off(sentence) and whose(sentence, after, caption) for sentence, after, caption in pairs
    ):
        return True  # "KL coefficient?" answered by "We use no KL penalty"
    if unit := unit_asked(question):  # "how long did training take?": a number with a unit of time
        return any(unit(sentence) and whose(sentence, after, caption) for sentence, after, caption in pairs)
    symbols = symbols_asked(question)  # "which DPO beta ...?": the symbol is the measure
    named = title & {w for word in capitalized_in(question, typed=True) for w in tokenize(word)}  # "Lookahead"
    groups = [group - named for group in measured_groups(question) if group - named] or (
        [adam] if adam else [symbols] if symbols else []
    )
    if not groups:  # "how well did X track Y for the ecology items?": any figure, but of the part asked
        return all(any(names_all(part, f"{caption} {sentence} {after}") for sentence, after, caption in pairs) for part in parts)
    written = values_written(question)
    prefixed = prefixed_words(question)  # "inter-annotator agreement": the annotators may be named in the passage
    figures = value_figures(question)  # "At 32B parameters ..." gives no value unless a size is asked
    own = _owner_clauses(question)  # "The SFT baseline ... at a learning rate of 1e-4; DPO used beta = 0.1" for DPO's
    return any(  # one of the measures listed is enough: search finds the passages of one of them, often not all
        writes_number(figures(own(sentence)), besides=written)
        and (
            _names_enough(measured, f"{own(sentence)} {after} {caption_of[sentence]}", head)
            or bool(counted and counts_closely(figures(sentence), counted) and names_all(measured, passage[sentence]))
            or bool(
                (whose_words := prefixed & measured)
                and _names_enough(measured - whose_words, f"{sentence} {after} {caption_of[sentence]}", head)
                and names_all(whose_words, passage[sentence])
                and not _AGREES_WITH.search(sentence)  # "agreement between GPT-4o and the majority label"
            )
        )
        and whose(sentence, after, caption)
        and not _left_blank(measured, sentence)
        for measured, head, counted in [(group, measure_head(question, group), counted_head(question, group)) for group in groups]
        for sentence, after, caption in pairs
    )


def _owner_clauses(question: str) -> Callable[[str], str]:
    """For a baseline the question asks about ("DPO baseline learning rate?"), a sentence without its clauses that name
    another baseline, where the sentence gives several runs' settings one clause each ("The SFT baseline was trained
    at a learning rate of 1e-4; DPO used beta = 0.1"): the others' values are not its. The whole sentence where no
    clause names the one asked, and for another question."""
    names = baseline_asked(question)
    if not names:
        return lambda sentence: sentence

    def own(sentence: str) -> str:
        clauses = sentence.split("; ")
        if not any(mentions(name, clause) for name in names for clause in clauses):
            return sentence
        return "; ".join(clause for clause in clauses if not _of_another_baseline(clause, names))

    return own


def _of_another_baseline(clause: str, names: list[str]) -> bool:
    """The clause names a baseline ("The SFT baseline was trained ...") and none of ``names``; a table row's cells and
    a clause that goes on about the one named before ("...; it is trained with ...") name none."""
    return bool(baseline_asked(clause)) and not any(mentions(name, clause) for name in names)


def _left_blank(measured: set[str], text: str) -> bool:
    """A table row whose cell under the measure asked holds no value ("HHR (%) n/a", "Timeout —"), or a clause that
    says so ("...; HHR not reported"): its other numbers are not the one asked."""
    cells = text.split(": ", 1)[-1].rstrip(". ").split(";")
    return any(
        (blank := _BLANK_CELL.search(cell)) is not None and names_measure(measured, cell[: blank.start()]) for cell in cells
    )


#: A cell that holds no value: "n/a", "N/A", "–", "—", "-", "none", "not reported".
_BLANK_CELL = re.compile(r"\s(?:n/?a|–|—|-|none|not\s+reported)\s*$", re.I)


#: A table's row whose values stand under named columns ("CLARO: AmbiEval 66.0; US-Code 51.9", "WER (%) 8.3;"), model
#: sizes among them ("Tessera: 3B 37.4; 8B 50.8"), not a setting's ("Weight decay: 0.01", "Learning rate: 2e-6 / 1e-6 / 5e-7"), which
#: holds the value of whatever the paper trains.
_COLUMNED = re.compile(r":\s[^:;]*?(?<!\S)(?:[A-Za-z][^\s;]*(?:\s+\([^()\s;]*\))?|\d+(?:\.\d+)?[BM])\s+[-+\u2212]?\d[^;]*;")


def _caption_of(source: Source) -> str:
    """A caption's first sentence, which the caption's other sentences are read under: "Table 4: Training cost
    for the 7B model. GPU-h is the total GPU-hours for one run." gives the 7B model's GPU-hours, not TALON-3B's.
    It only adds another variant; the owner of a value is read in the sentence itself ("Table 3: TALON
    against VinePPO. TALON reaches 81.2%" is no VinePPO result)."""
    return next(iter(split_sentences(source.item.text)), "") if source.item.chunk.kind == "caption" else ""


def _table_caption(source: Source, paper_text: str) -> str:
    """A table row's whole caption, as the paper prints it: the row names its table by the caption's first words
    ("Table 2 (ProofSlip), Lancet-32B: Exact step 60.4"), and what its numbers measure is often said later in the
    caption ("localization accuracy (%) on the 1,310 erroneous ones")."""
    label = table_label(source.item.text) if source.item.chunk.kind == "table" else None
    if label is None:
        return ""
    found = re.search(rf"^(?:Table|Tab\.)\s*{re.escape(label)}\s*[:.|][^\n]*", paper_text, re.M)
    return caption_labels(found.group()) if found else ""


def _owner_named(question: str, holder: list[str]) -> Callable[[str], bool]:
    """Whether a text names whose value the question asks: a baseline ("the DPO baseline's β") is named
    by its name or as one of the baselines; one asked by a name beside its size ("the 7B PPO baseline") by that
    name or as all of them ("for all baselines", ``_ALL_BASELINES``), never by its size alone ("the 7B model" is
    the paper's own), as some ("offline baselines are cheaper; RFT at 7B needed ...") or in a comparison
    ("fewer GPU hours than the baselines"); another method ("What MATH accuracy does VinePPO reach?") by
    its name. The paper's own settings ("we use β = 0.001") are neither's; the paper's own method, named
    in its title, is asked about everywhere. Another baseline named as one ("The PPO baseline uses ...") is not the
    one asked."""
    baseline = baseline_asked(question)
    by_name = [name for name in baseline if not is_model_size(name)] if any(map(is_model_size, baseline)) else []

    def named(text: str) -> bool:
        if by_name and not (_ALL_BASELINES.search(text) or any(mentions(name, text) for name in by_name)):
            return False
        if baseline and not any(mentions(name, text) for name in baseline):
            if not _BASELINES.search(text):
                return False
            if not _ALL_BASELINES.search(text) and any(not is_model_size(name) for name in baseline_asked(text)):
                return False  # "The PPO baseline uses a learning rate of 5e-6" for the DPO baseline's
        return not holder or any(mentions(name, text) for name in holder)

    return named


def _holders(question: str, title: set[str]) -> list[str]:
    """The names whose value the question asks (``value_holder_asked``), less the paper's own method, which is asked
    about everywhere, and an optimizer, whose value is the paper's setting ("AdamW's weight decay")."""
    return [n for n in value_holder_asked(question) if not set(tokenize(n)) <= title and not names_instance("optimizer", n)]


def _holder_apart(holder: list[str], sentence: str) -> bool:
    """The sentence gives its numbers only in clauses (set apart by semicolons) that open with another name and do
    not name whose value is asked: "Encoder-CRF, ..., trained on HDC-Sup for 20 epochs" before a bullet naming
    PHIScope, or "SFT-8B is fine-tuned for three epochs; it uses the data that trained PHIScope", give another model's
    epochs. A clause opening "on MATH it reaches 51.2%" or "it is trained for ..." is the named one's. A table's row
    is not read so: its cells are set apart by semicolons."""
    numbered = [clause for clause in sentence.split(";") if writes_number(clause)]
    return bool(numbered) and all(_of_another(clause, holder) for clause in numbered)


def _of_another(clause: str, holder: list[str]) -> bool:
    """The clause opens with a name other than the ones asked and names none of them."""
    subject = _SUBJECT_NAME.match(clause)
    return (
        subject is not None
        and subject[1] not in FIELD_TERMS
        and not names_instance("optimizer", subject[1])
        and not any(mentions(name, clause) for name in holder)
    )


#: A name a clause opens with, shaped as one (a capital inside or a digit: "Encoder-CRF", "SFT-8B", "GPT-4o"); not a
#: precision ("BF16") or an adapter ("LoRA"), which name no model.
_SUBJECT_NAME = re.compile(
    r"\s*(?:[-•]\s*)?(?!(?:BF16|FP16|FP8|FP32|LoRA|QLoRA)\b)([A-Z][\w.+-]{0,40}?(?:[A-Z]|\d)[\w.+-]{0,40})(?=[\s,:])"
)


_BASELINES = re.compile(r"\bbaselines?\b", re.I)
_COUNT_WORD = rf"(?:{'|'.join(NUMBER_WORDS)}|\d+)"
#: Every baseline at once ("for all baselines", "each of our baselines", "the three baselines", a sentence opening
#: "Baselines ..."), not some ("offline baselines are cheaper") nor a comparison ("fewer than the baselines").
_ALL_BASELINES = re.compile(
    rf"\b(?:all|every|each|both)(?:\s+of)?(?:\s+(?:our|the))?(?:\s+{_COUNT_WORD})?\s+baselines?\b|"
    rf"\b(?:our|the)\s+{_COUNT_WORD}\s+baselines\b|(?:^|[.;:]\s+)Baselines\b",
    re.I,
)


#: Words that qualify a measure without naming it: "three seeds" gives "how many random seeds".
_QUALIFIERS = frozenset(
    [
        *("random", "total", "overall", "average", "mean", "final", "typical", "best", "highest", "lowest", "peak"),
        *("worst", "alternative", "different", "distinct", "separate", "additional", "extra"),  # "alternative outputs"
    ]
)


#: Agreement with something else ("agreement between GPT-4o and the majority label"): not among the annotators.
_AGREES_WITH = re.compile(r"\b(?:with|between|against)\b", re.I)
#: A rate written as a percentage of what it is of: "0.6% of test functions are flaky" (not "drop by 35%").
_PERCENT_OF = re.compile(r"\d\s?%\s+of\b")
#: A length counted over outputs is no limit: "the average response length" is not given by "capped at 8K tokens".
_AVERAGED = frozenset(["average", "mean", "median", "typical", "avg"])
#: The bounds a length is asked by: "the max length of a note" is "a note of at most 24 tokens".
_BOUNDS = frozenset(["max", "maximum"])
_AT_MOST = re.compile(r"\b(?:max\w*|at\s+most|up\s+to|capped|limit(?:ed)?|no\s+more\s+than)\b", re.I)
_AT_LEAST = re.compile(r"\b(?:min\w*|at\s+least|no\s+(?:fewer|less)\s+than)\b", re.I)
#: How a text says the bound a question asks with: "How many max turns?" is "at most 10 turns".
_BOUND_SAID = {"max": _AT_MOST, "maximum": _AT_MOST, "min": _AT_LEAST, "minimum": _AT_LEAST}
#: A length as a count of tokens, words or characters: "6,144 tokens", "a 32K-token context", "768 new tokens".
_IN_TOKENS = re.compile(r"\d\s*[kK]?[\s-]+(?:new\s+)?(?:tokens?|words|characters)\b")


def _in_aggregate_column(measured: set[str], text: str) -> bool:
    """ "the avg score" is a table's column "Avg 64.9" (the aggregate then its number), not "On average, ..."."""
    aggregate = measured - {"score"}
    return (
        "score" in measured
        and bool(aggregate)
        and aggregate <= _QUALIFIERS | {"avg"}
        and all(re.search(rf"\b{re.escape(word[:3])}\w*\.?:?\s+[-+]?\d", text, re.I) for word in aggregate)
    )


def _names_enough(measured: set[str], text: str, head: str | None = None) -> bool:
    """The text names the measure: all its words, or all but a qualifier; of three words or more, all but one, never
    its ``head`` (the word the question writes last: "paid" of "how much were the professional translators paid?" is
    what is measured, "professional translators" whose), unless the head is a rate the text writes as a percentage of
    the rest ("0.6% of test functions are flaky" for "the flaky-function rate"). A length is named by a count of
    tokens ("Prompts are capped at 6,144 tokens" gives the prompt length, "at most 24 tokens" the max length); a bound
    by how a text says it ("at most 10 turns" for "max turns"); an average score by a table's column ("Avg 64.9"); an
    accuracy by a share said correct (``names_measure``)."""
    if {"length"} < measured and not measured & _AVERAGED and _IN_TOKENS.search(text) and not names_all({"length"}, text):
        measured = measured - {"length"} - _BOUNDS  # "max length?": the count of tokens is the length, at most
        if not measured:
            return True
    if len(measured) < 3:
        said = {w for w in measured & set(_BOUND_SAID) if _BOUND_SAID[w].search(text)}  # "at most 10 turns"
        measured = measured - said or measured
        if _in_aggregate_column(measured, text):
            return True
        return names_measure(measured, text) or bool(measured - _QUALIFIERS and names_measure(measured - _QUALIFIERS, text))
    if head == "rate" and _PERCENT_OF.search(text) and names_all(measured - {head}, text):
        return True  # "0.6% of MUTINY test functions are flaky" gives the flaky-function rate
    return any(  # a symbol stays
        names_measure(measured - {left_out}, text) for left_out in measured if len(left_out) > 1 and left_out != head
    )


def _with_next(sentences: list[str]) -> list[tuple[str, str]]:
    """Each sentence with the one after it when that one goes on about it: "λ = 2.25 across
    individuals. λ controls the degree of loss aversion." gives the loss-aversion coefficient in
    two sentences, "This sets the penalty weight" leans back; "Batch size matters." does neither."""
    pairs = []
    for n, sentence in enumerate(sentences):
        after = sentences[n + 1] if n + 1 < len(sentences) else ""
        opener = after.split(maxsplit=1)[0] if after.strip() else ""
        goes_on = bool(after) and (leans_back(after) or (len(opener) <= 3 and opener in sentence.split()))
        pairs.append((sentence, after if goes_on else ""))
    return pairs


def names_known(question: str, sources: list[Source]) -> bool:
    """Every name the question uses ("ORPO", "GPT-4") appears in a source or the paper's title; for a result or
    a comparison or an outcome ("how does X score on DABench?"), so does every proper noun ("Medusa"), as the paper
    writes it (``_written``).

    "Does the paper compare KTO against ORPO?" cannot be answered from sources that never
    mention ORPO, however close they are to KTO. A result or a comparison needs the name outside
    related work (a cited sentence, or the Related Work section): a paper describes methods it never
    runs ("DPO (Rafailov et al., 2023) fits ..."), which answer "what does DPO do?" but not "how does TALON compare with a DPO-trained agent?".
    """
    names = names_in(question)
    if asks_for_value(question) or compares(question) or asks_for_outcome(question):
        # a result or a comparison: "how does TALON compare with a DPO-trained agent?" is not answered
        # by related work that describes DPO ("DPO (Rafailov et al., 2023) fits the policy to ...")
        texts = _own_texts(sources)
        # "faster than Medusa's decoding heads?": a proper noun is a name too; "Top-1" is a measure's word
        proper = [word for word in capitalized_in(question) if word.replace("-", "").isalpha()]
        return all(any(mentions(name, text) for text in texts) for name in names) and all(
            any(_written(word, text) for text in texts) for word in proper
        )
    if not names:
        return True
    return all(
        any(mentions(name, source.item.text) or mentions(name, source.paper.title) for source in sources) for name in names
    )


def _own_texts(sources: list[Source]) -> list[str]:
    """What the sources say of the paper's own work: sentences outside related work (each read under its own
    heading) that are not led by a citation, unless they speak of the paper too ("We evaluate on Spider (Yu et
    al., 2018), where ..."); the headings they stand under ("5.2 Countdown"); and the paper's title."""
    texts: list[str] = []
    for source in sources:
        for sentence, heading in sentence_sections(source).items():  # a chunk's first sentences: its own section
            if in_related_work(heading):
                continue
            texts += [heading] if heading else []
            if not led_by_others(sentence) or about_us(sentence):
                texts.append(sentence)
    return [*dict.fromkeys(texts), *(source.paper.title for source in sources[:1])]


def abstention_text(sources: list[Source]) -> str:
    """The abstain sentence, then the closest papers (once each) so the reader can look there."""
    lines = [ABSTAIN_SENTENCE]
    if sources:
        lines.append("The closest papers are:")
        seen: set[str] = set()
        for source in sources:
            if source.item.paper_id in seen:
                continue
            seen.add(source.item.paper_id)
            lines.append(f"- {source.paper.title} ({source.paper.date or 'undated'}; id {source.item.paper_id})")
    return "\n".join(lines)


def is_abstention(body: str, cited: int) -> bool:
    """A model's answer that says the abstain sentence and cites nothing is an abstention."""
    return ABSTAIN_SENTENCE.lower().rstrip(".") in body.lower() and not cited
