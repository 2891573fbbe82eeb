"""Kinds of thing a question asks for that a paper can be checked for: an answer must write one.

Setup details from a closed class. "Which optimizer was used to train DeepSeek-R1?" passes every closeness check inside the
DeepSeek-R1 paper: its sentences are about training DeepSeek-R1. But an optimizer, a
tokenizer, a license, the hardware, a warm-up or learning-rate schedule, the random seed,
the numeric precision, the funding, the software framework and the country are each named either by that word
or by one of a few well-known instances ("AdamW", "A100", "Apache 2.0", "bf16", "a grant", "PyTorch", "Kenya"). A paper
that writes none of them anywhere does not give the detail, and the question declines.

Only kinds whose instances are a closed class are listed. Open kinds ("which benchmark",
"which model family", "what agreement") are answered by names no list holds ("MATH-500",
"Pythia", "Cohen's kappa"); a rule over them declined answerable questions each time it was
measured, so they are left to the other checks.

A model, one open kind, is checked another way: whatever it is, it is named by a name
("Qwen2.5-7B", "MiniLM", "the Selector"). "Which language model is asked the self-check
prompt?" about a paper that only ever writes "a language model" finds sentences about the
self-check prompt, none of which names one; its answer would name nothing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator
from functools import lru_cache

from assistant.lexical import spell_greek, tokenize, without_possessive
from assistant.question_kinds import (
    FIELD_TERMS,
    NUMBER_WORDS,
    SIZE,
    measured_words,
    name_shaped,
    scaled,
    symbols_asked,
    without_set_up,
)
from assistant.roles import without_citations

#: Each detail kind: the words a question asks for it with, then the words a paper gives it with
#: (its own words and its instances: regular expressions over whole words, any case, a plural
#: allowed, separated by spaces; "\\w*" ends a stem, "[-\\s]" joins the words of a multi-word one).
DETAILS: dict[str, tuple[str, str]] = {
    "optimizer": (
        "optimizer optimiser",
        r"optimi[sz]er adamw? sgd adafactor lion rmsprop lamb sophia muon adagrad momentum shampoo l-?bfgs gradient[-\s]descent",
    ),
    "tokenizer": ("tokenizer tokeniser", r"tokeni[sz]\w* bpe byte[-\s]pair sentencepiece wordpiece tiktoken vocabular\w*"),
    "license": ("license licence", r"licen[cs]\w* mit apache bsd gpl creative[-\s]commons cc[-\s]by"),
    "hardware": (
        "gpu gpus tpu tpus hardware accelerator accelerators",
        r"gpu tpu cpu hardware accelerator nvidia amd intel [abhvlt]\d{1,4}[a-z]? mi\d{3}x? rtx ascend cuda cards?",
    ),
    "schedule": (
        r"warmup warm-up learning[-\s]rate[-\s]schedule lr[-\s]schedule scheduler",
        # a shape is a schedule's only beside what it shapes: "grows linearly" or "cosine similarity" is none
        r"warm(?:ed)?[-\s]?up schedul\w* anneal\w* (?:learning[-\s]rate|lr)[-\s]decay\w* decay\w*[-\s](?:linearly|exponentially) "
        r"(?:cosine|constant|linear|linearly|exponential|polynomial|step|inverse[-\s]square[-\s]root)[-\s]"
        r"(?:learning[-\s]rates?|lr|schedul\w*|decay\w*|warm\w*|anneal\w*)",
    ),
    "seed": ("", "seed"),  # asked in its own way: _ASKED["seed"]
    "precision": ("precision", r"precision bf16 bfloat16 fp16 fp32 fp8 float16 float32 int8 int4 quanti[sz]\w*"),
    "funding": (
        r"grants? funding funders? funded sponsors? sponsored",
        r"grants? fund(?:s|ed|ing|ers?)? sponsor\w* fellowships?",
    ),
    "framework": (
        "framework library toolkit codebase",
        r"framework librar(?:y|ies) toolkit codebase pytorch jax tensorflow deepspeed megatron vllm hugging[-\s]?face "
        r"transformers trl verl openrlhf fsdp ray sglang",
    ),
    "country": (
        "country countries nationality nationalities",
        r"countr(?:y|ies) nationalit(?:y|ies) nations? (?-i:US) u\.s\.(?:a\.)? usa uk u\.k\. united[-\s](?:states|kingdom|arab[-\s]emirates) "
        r"america canada mexico brazil argentina chile colombia peru venezuela ecuador uruguay cuba "
        r"germany france spain portugal italy netherlands belgium switzerland austria ireland scotland england wales "
        r"sweden norway denmark finland iceland poland ukraine russia romania hungary greece czechia turkey israel "
        r"egypt morocco algeria tunisia nigeria ghana kenya ethiopia uganda tanzania rwanda senegal cameroon "
        r"south[-\s]africa zimbabwe zambia india pakistan bangladesh nepal sri[-\s]lanka china japan korea taiwan "
        r"hong[-\s]kong singapore malaysia indonesia philippines thailand vietnam cambodia myanmar iran iraq "
        r"saudi[-\s]arabia qatar uae jordan lebanon australia new[-\s]zealand kazakhstan uzbekistan mongolia "
        r"europe africa asia latin[-\s]america "
        # people as their country's ("Kenyan contractors"); not a language's name too ("English", "Chinese" prompts)
        r"american canadian mexican brazilian argentin\w* chilean colombian peruvian venezuelan cuban british scottish "
        r"irish belgian swiss austrian norwegian danish finnish czech ukrainian romanian israeli egyptian moroccan algerian "
        r"nigerian ghanaian kenyan ethiopian ugandan tanzanian rwandan senegalese south[-\s]african indian pakistani "
        r"bangladeshi nepalese taiwanese singaporean malaysian filipinos? iranian iraqi saudi emirati jordanian lebanese "
        r"australian european african asian",
    ),
    "release": (
        "",  # asked in its own way: _RELEASE_ASKED
        r"github gitlab huggingface\.co open[-\s]?sourc\w* releas\w* publicly[-\s]available "
        r"available[-\s](?:at|online|upon|on[-\s]request) repositor(?:y|ies)",
    ),
}

#: "which optimizer", "what kind of GPU", "what warmup schedule", "under what license": the
#: kind's words within four words of "which"/"what".
_ASKED = {
    kind: re.compile(rf"\b(?:which|what|who)\s+(?:[\w-]+\s+){{0,3}}?(?:{'|'.join(asked.split())})\b", re.I)
    for kind, (asked, _) in DETAILS.items()
    if asked
}
#: "Is the code open-sourced?", "will they release the weights?", "where can I get the code?", "is there
#: a GitHub repo?": whether the paper's code, weights or data are out, which a paper says with a link
#: or with "release", "open-source", "publicly available".
_RELEASE_ASKED = re.compile(
    r"\b(?:code|codebase|weights|checkpoints?|implementation|data\s?set)\b.{0,40}"
    r"\b(?:open[-\s]?sourced?|released?|available|public(?:ly)?|shared|downloadable)\b|"
    r"\b(?:open[-\s]?source|release|publish|share)\b.{0,30}\b(?:code|codebase|weights|checkpoints?|implementation)\b|"
    r"\bwhere\b.{0,30}\b(?:find|get|download|access)\b.{0,30}\b(?:code|codebase|weights|checkpoints?|implementation)\b|"
    r"\b(?:github|gitlab)\b|\bis there (?:a|any) (?:public )?(?:code|repo|repository)\b",
    re.I,
)
_ASKED["release"] = _RELEASE_ASKED
#: "std across random seeds?", "how much did accuracy vary across the three seeds?": a question that writes random
#: seeds asks about them whatever its question word; a paper that never writes "seed" reports nothing per seed. A
#: seed that qualifies a noun is another seed ("which seed papers ...?", "how many seed prompts ...?").
_ASKED["seed"] = re.compile(r"\b(?:seeds|random[-\s]seeds?|seed-to-seed|per[-\s]seed|seed[-\s]values?)\b", re.I)

_GIVEN = {
    kind: re.compile(rf"(?<![A-Za-z0-9])(?:{'|'.join(given.split())})s?(?![A-Za-z0-9])", re.I)
    for kind, (_, given) in DETAILS.items()
}


def details_asked(question: str) -> list[str]:
    """The closed-class detail kinds a which/what question asks for (usually none). "What license is the
    code released under?" asks for the license, not whether the code is out."""
    kinds = [kind for kind, pattern in _ASKED.items() if pattern.search(question)]
    return [kind for kind in kinds if kind != "release"] or kinds


def gives_detail(kind: str, text: str) -> bool:
    """Whether the text writes the kind's word or one of its instances anywhere."""
    return bool(_GIVEN[kind].search(text))


#: Kinds whose instances no list can hold (every group writes its own library or optimizer): for these a name
#: written a few words before the kind's word names one ("the NanGate 45 nm open cell library", "the Sophia optimizer").
_OPEN_KINDS = frozenset(["framework", "optimizer", "tokenizer"])
#: How many words may stand between the name and the kind's word: "NanGate 45 nm open cell library".
_NAME_REACH = 4
#: A word between them: a lower-case modifier or a number ("45", "nm", "open", "cell"), no word of a clause.
_MODIFIER = re.compile(r"[a-z0-9][\w-]*")
_CLAUSE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "the a an of in on for with without to by per across and or we our its their is are was were be as at from "
        "than that which this these it uses use used lists list needs",
    )
)
#: A capitalized name ("Sophia") counts where the word before it does not end a sentence.
_CAPITALIZED = re.compile(r"[A-Z][a-z][\w-]*")
#: Capitalized words that open a reference or a heading, no name: "Section 5", "Appendix B", "Implementation Details".
_NOT_NAMES = frozenset(re.findall(r"\S+", "section sections appendix table figure fig eq equation algorithm details chapter"))


def names_beside(heads: Collection[str], text: str, question: str = "") -> bool:
    """Whether a name stands beside one of the ``heads`` (lower case, singular): at most ``_NAME_REACH`` modifiers
    before it ("we map it to the NanGate 45 nm open cell library", "the Tessera simulator"), after it as what it is
    ("The solver is BRANCHWOOD 2.4", "The screen readers were JAWS ...") or before it as what it is ("Tessera [6], a
    GPU-parallel physics simulator"); "In Section 5 we ablate the optimizer" and "FSDP across GPUs" name none, nor does
    a name made of the ``question``'s words ("the MILP solver" for "which MILP solver ...?")."""
    asked = _asked_parts(question)
    words = text.split()
    for index, word in enumerate(words):
        if _singular(word.strip(".,;:()").lower()) not in heads:
            continue
        for before in range(index - 1, max(-1, index - 2 - _NAME_REACH), -1):
            if _a_name_here(words[before], words[before - 1] if before else "") and _new(words[before], asked):
                return True
            if not _MODIFIER.fullmatch(words[before]) or words[before] in _CLAUSE_WORDS:
                break
    return any(_named_as(found, heads, asked, text) for pattern in _NAMED_AS for found in pattern.finditer(text))


def _named_as(found: re.Match[str], heads: Collection[str], asked: set[str], text: str) -> bool:
    """A name said to be one of the ``heads`` ("The solver is BRANCHWOOD"), or set beside it after a comma ("Tessera,
    a fast simulator"), unless that comma closes a sentence's opening phrase ("Using PPO, the solver ..."), the
    name only describes ("GPU-accelerated") or the question writes it."""
    name, before = found["name"], found["before"] or ""
    if not _a_name_here(name, before) or not _new(name, asked) or _DESCRIBES.fullmatch(name):
        return False
    if before and before not in ("is", "was", "are", "were") and _opens_sentence(text, found.start("before")):
        return False
    return any(_singular(word.lower()) in heads for word in found["what"].split())


def _new(name: str, asked: set[str]) -> bool:
    """A name not made of the question's own words (as ``names_something_new`` reads them)."""
    return not _parts(name) <= asked


def _opens_sentence(text: str, at: int) -> bool:
    """Whether the word at ``at`` is its sentence's first."""
    before = text[:at].rstrip()
    return not before or before[-1] in ".!?"


#: A name said to be the thing ("The solver is BRANCHWOOD 2.4") or set beside what it is ("Tessera [6], a GPU-parallel
#: physics simulator"), with the word before the name, which tells a name from a sentence's first word.
_NAMED_AS = (
    re.compile(r"(?<![A-Za-z])(?P<what>[A-Za-z]+)\s+(?P<before>is|was|are|were)\s+(?P<name>[A-Z][\w.-]*\w)"),
    re.compile(
        r"(?:(?<!\S)(?P<before>\S+)\s+)?(?<![\w.-])(?P<name>[A-Z][\w.-]*\w)(?:\s*\[[\d,\s–-]+\])?,\s+(?:an?|the|our)\s+"
        r"(?P<what>(?:[\w-]+\s+){0,3}[\w-]+)"
    ),
    # "we prompt an open-vocabulary detector, Glint-OD-L (0.4B parameters), with ...": the name set after its kind and
    # closed off by a comma or a stop; not the subject after an opening phrase ("After running the detector, SAM
    # (Kirillov et al., 2023) refines ...", "Besides the optimizer, LoRA (rank 16) is ...")
    re.compile(
        r"(?<![A-Za-z-])(?:[Aa]n?|[Tt]he|[Oo]ur|[Ii]ts|[Tt]heir)\s+(?:[\w-]+\s+){0,3}?(?P<what>[A-Za-z-]+),\s+(?P<before>)"
        r"(?P<name>[A-Z][\w.-]*\w)(?:\s*\([^()]{0,80}\))?(?=\s*[,;.]|\s*$)"
    ),
)
#: A word that describes, however capitalized: "GPU-accelerated", "CPU-bound", "LLM-based" (not "GPT-4o-mini").
_DESCRIBES = re.compile(
    r"[A-Za-z]+-(?:based|bound|accelerated|parallel|free|only|aware|specific|style|like|level|wise|driven|guided|native)|"
    r"[\w.-]+-[a-z]+ed"  # "GPT-4o-judged", "LoRA-tuned", "FP16-quantized": how something was done, no name
)


def _named_before_kind(kind: str, text: str) -> bool:
    """Whether a name stands beside the kind's own word ("the Sophia optimizer")."""
    return names_beside({word.lower() for word in DETAILS[kind][0].split()}, text)


def _singular(word: str) -> str:
    return word[:-3] + "y" if word.endswith("ies") else word.removesuffix("s")


def _a_name_here(word: str, before: str) -> bool:
    """A name beside a kind's word: not a clause's word ("The"), a reference ("Section"), nor the field's ("LLM")."""
    if word.lower() in _CLAUSE_WORDS or word.lower() in _NOT_NAMES or word.upper() in FIELD_TERMS:
        return False
    if name_shaped(word):  # "NanGate", "TRL", "H100"
        return True
    return bool(_CAPITALIZED.fullmatch(word)) and bool(before) and before[-1] not in ".!?:"


def names_instance(kind: str, text: str) -> bool:
    """Whether the text names one of the kind's instances, not only the kind ("8 H100 GPUs", not "GPU-hours")."""
    asked = {word.lower() for word in DETAILS[kind][0].split()}
    return any(
        found.group().lower().rstrip("s") not in asked and found.group().lower() not in asked
        for found in _GIVEN[kind].finditer(text)
    ) or (kind in _OPEN_KINDS and _named_before_kind(kind, text))


def detail_missing(question: str, paper_text: str) -> bool:
    """The question asks for closed-class details and the paper gives none of them.

    A question asking for two ("what warmup schedule") is answerable when the paper gives
    either: the check only declines when nothing of the kind is written.
    """
    kinds = details_asked(question)
    return bool(kinds) and not any(gives_detail(kind, paper_text) for kind in kinds)


_VALUE = r"-?\d[\d,]*(?:\.\d+)?(?:e[-−]?\d+|\s*[×x*]\s*10\^?\s*[-−]?\d+|[kKmM]\b|\s*%|\s+(?i:thousand|million|billion)\b)?"
#: A setting the question fixes: "when the block length k is set to 4 or 8", "with β = 0.5", "if the
#: group size is increased to 64". The name is the up to three words before the verb.
_SETTING = re.compile(
    r"(?P<name>(?:[^\W\d][\w-]*\s+){0,2}[^\W\d][\w-]*)\s+(?:(?:is|are|was|were|gets?)\s+)?"
    r"(?:(?:set|fixed|increased|decreased|reduced|raised|lowered|changed|varied)\s+(?:from\s+"
    + _VALUE
    + r"\s+)?to|=|equals?|equal\s+to)\s+(?P<values>"
    + _VALUE
    + r"(?:\s*(?:,|or|and)\s*(?:or\s+|and\s+)?"
    + _VALUE
    + r")*)",
    re.I,
)
#: Words that make a value relative, no setting's value: "with a 50% smaller budget", "with a 2x larger batch".
_RELATIVE = (
    r"(?:smaller|larger|bigger|lower|higher|more|fewer|less|longer|shorter|greater|reduced|increased|times|fold|"
    r"points?|percent|percentage)"
)
#: A value written with its unit, as a setting's value comes before its name ("a 16k context", "a 10% warmup"), not
#: a count of things ("the 3 strongest baselines").
_UNIT_VALUE = r"\d[\d,]*(?:\.\d+)?(?:[kKmM]\b|\s*%)|\d+\.\d+"
#: A setting the question runs under: named before its value ("with a target pass rate of 0.4", "at a budget of
#: $10,000", "using a group size of 16"; one to three words after the article) or after it ("with a $10,000
#: annotation budget"; one or two words).
_SETTING_OF = re.compile(
    r"\b(?:with|at|under|using|try|tried|trying|test|tested)\s+(?:a|an|the)\s+(?:(?!(?:[\w-]+\s+){0,2}(?:total|average|mean|median|maximum|minimum|"
    r"max|min|cost|price|expense|number|lot|couple|few|range|factor|gain|loss|drop|increase|decrease|margin|accuracy|"
    r"score|improvement|speedup|success|error|performance|reward|gap|difference|advantage|win)\s+of\b)"
    r"(?P<name>(?:[^\W\d][\w-]*\s+){0,2}[^\W\d][\w-]*)\s+of\s+\$?"
    rf"(?P<value>{_VALUE})|(?P<value_first>\$\s?{_VALUE}|{_UNIT_VALUE})\s+(?!{_RELATIVE}\b)"
    r"(?P<name_after>[^\W\d][\w-]*(?:\s+(?!of\b)[^\W\d][\w-]*)?))",
    re.I,
)
_SETTING_GAP = 40  # characters between a setting's name and its value where a paper writes "k = 6 tokens"
_SETTING_STOPWORDS = frozenset(["the", "a", "an", "when", "if", "with", "and", "or", "is", "its", "their", "of", "to"])


#: A count the question changes, named after its value: "going from four to eight verification chains",
#: "with eight chains instead of four", or that it runs under: "when 100 retrieved documents are put in the
#: context". A count is whole, in digits or words; its name is a noun and the
#: word after it when that is one too ("verification chains"), never a preposition or a unit of a result.
_COUNT = rf"(?:(?<![\w.,])\d(?:[\d,]*\d)?(?![.\w])|\b(?:{'|'.join(NUMBER_WORDS)})\b)"  # "8" of "instead of 8, and"
_NOT_COUNTED = (
    r"(?:points?|percent|percentage|times|after|before|per|on|in|at|of|for|from|to|with|by|and|or|when|while|than|"
    r"instead|during|across|over|under|is|are|was|were|the|a|an)"
)
_COUNT_NAME = rf"(?P<name>(?!{_NOT_COUNTED}\b)[^\W\d][\w-]*(?:\s+(?!{_NOT_COUNTED}\b)[^\W\d][\w-]*)?)"
_COUNT_CHANGES = (
    re.compile(rf"\bfrom\s+{_COUNT}\s+to\s+(?P<value>{_COUNT})\s+{_COUNT_NAME}", re.I),
    re.compile(
        rf"(?P<value>{_COUNT})\s+{_COUNT_NAME}(?:\s+(?:are|is|were|was)\s+[\w-]+)?(?:\s+per\s+[\w-]+)?\s+instead\s+of\s+"
        rf"{_COUNT}",
        re.I,
    ),  # "16 rollouts per prompt", "eight chains are sampled per prefix instead of four"
    re.compile(rf"\b(?:when|with|at|using|given)\s+(?P<value>{_COUNT})\s+{_COUNT_NAME}", re.I),
)


def settings_asked(question: str) -> list[tuple[list[str], list[str]]]:
    """Each setting the question fixes: the words naming it and the values it is given."""
    found = []
    spelled = _spelled(question)
    for match in _SETTING.finditer(spelled):
        words = [w for w in re.findall(r"[^\W\d][\w-]*", match.group("name")) if w.lower() not in _SETTING_STOPWORDS]
        values = re.findall(_VALUE, match.group("values"))
        if words and values:
            found.append((words, values))
    for match in (match for pattern in _COUNT_CHANGES for match in pattern.finditer(spelled)):
        count = (match.group("name").split(), [match.group("value")])
        found += [count] if count not in found else []  # "with 16 rollouts instead of 8" is one count
    for match in _SETTING_OF.finditer(spelled):
        value = match["value"] or match["value_first"].lstrip("$ ")
        found.append(((match["name"] or match["name_after"]).split(), [value]))
    return found


def setting_missing(question: str, paper_text: str) -> bool:
    """The question fixes a setting to values the paper never writes beside that setting's name, where it
    writes another value instead.

    "How does the speedup change when the block length k is set to 4 or 8?" about a paper that
    only writes "a block length of k = 6 tokens" asks for results the paper does not report.
    Values compare as numbers, however written ("0.10" is 0.1, "four" is 4, "10K" is 10000,
    "50%" is 0.5, "2 × 10^-6" is 2e-6); any of the setting's words will do as its name. A paper
    that writes no value beside the name ("sets the advantage to zero" read as no value) is not
    taken to contradict the question.
    """
    asked_settings = _values_asked(question)
    text = _spelled_paper(paper_text) if asked_settings else ""
    for words, asked in asked_settings:
        written = _written_beside(_setting_name(words), text)
        if written and not written & asked:
            return True
    return False


def setting_unwritten(question: str, paper_text: str) -> Callable[[str], bool]:
    """Whether a text leaves out a value the question fixes a setting to, where the paper also sets the setting to
    another value (an ablation beside the main run): "KL penalty ablation β = 0.01: what was the accuracy on
    LongOR-300?" is not answered by "Accuracy is a concave function of λ ..." nor by the main run's "β = 0.001"; the
    value is given where it is written beside the setting's name (in the sentence, the one after, or the caption or row
    label). A setting the paper sets to the asked value only is its own run's ("with 8 H100 GPUs", "with a group size
    of 16"): any sentence gives what was measured there. The paper is read strictly (the setting's symbol or its whole
    name set to a value: "β = 0.001", "a group size of 8"), the answer leniently (the value near any word of the name:
    "a 0.01 KL penalty"), so that doubt lets an answer through. A level the statements before the question write
    ("Appendix E splits the results at 0 dB. What WER ... at 5 dB?") is where the asker looked, no condition of it."""
    asked_settings = _values_asked(question)
    if not asked_settings:
        return lambda _: False
    text = _spelled_paper(paper_text)
    set_up = question[: len(question) - len(without_set_up(question))]
    levels = {(unit, n) for number, unit in _AT_LEVEL.findall(set_up) for n in _numbers(number)}
    varied = [
        (_setting_name(words), asked)
        for words, asked in asked_settings
        if not any(unit in words and n in asked for unit, n in levels) and _set_to(words, text) - asked
    ]
    return lambda read: any(not _written_beside(name, _spelled(read)) & asked for name, asked in varied)


def _values_asked(question: str) -> list[tuple[list[str], set[float]]]:
    """Each setting the question fixes, with the numbers its values may mean."""
    return [(words, {n for value in values for n in _numbers(value)}) for words, values in settings_asked(question)]


def _setting_name(words: list[str]) -> re.Pattern[str]:
    """Any one of a setting's words, as a paper may name the setting by it."""
    return re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, words))})s?(?![\w-])", re.I)


@lru_cache(maxsize=8)
def _spelled_paper(paper_text: str) -> str:
    """The paper's text with Greek letters spelled and citations left out, read once per paper for every setting
    check of a question (``setting_missing``, ``setting_unwritten``)."""
    return _spelled(without_citations(paper_text))


def _spelled(text: str) -> str:
    """Greek letters spelled (``spell_greek``), a subscript kept with its letter: "λ_u = 0.5" is "lambda_u = 0.5", a
    setting apart from "λ_r = 1"."""
    return _SUBSCRIPT.sub(r"\1_\2", spell_greek(text))


def _written_beside(name: re.Pattern[str], text: str) -> set[float]:
    """The values the text writes within ``_SETTING_GAP`` characters of the setting's ``name``, on its line."""
    written: set[float] = set()
    for found in name.finditer(text):
        window = _line_around(text, found.start() - _SETTING_GAP, found.end() + _SETTING_GAP, found.start())
        written |= _numbers_in(window, _WRITTEN_VALUE)
    return written


def _set_to(words: list[str], text: str) -> set[float]:
    """The values the text sets a setting to: its symbol assigned one ("β = 0.01", not the "1" of "β1 = 0.9"), or its
    whole name right before one ("a group size of 8", "group size: 8") or after a count ("8 H100 GPUs", "16 rollouts");
    0 where the text does without it ("We use no KL penalty")."""
    symbols = [w for w in words if w.lower().split("_")[0] in _SPELLED_SYMBOLS or re.fullmatch(r"[A-Za-z]", w)]
    nouns = [w for w in words if w not in symbols and w.lower() not in _NOT_A_SETTING_WORD]
    set_to: set[float] = set()
    if symbols:
        name = "|".join(map(re.escape, symbols))
        assigned = re.compile(rf"(?<![\w-])(?:{name})\s*(?:=|:|≈|is|of|set\s+to)\s*({_VALUE})", re.I)
        set_to |= {n for found in assigned.finditer(text) for n in _numbers(found.group(1))}
    elif nouns:
        name = r"[-\s]+".join(map(re.escape, nouns)) + "s?"
        after = re.compile(rf"(?<![\w-]){name}(?![\w-])\s*(?:=|:|of|is|was|set\s+to|to)?\s*({_VALUE})", re.I)
        before = re.compile(rf"(?<![\w.-])((?>{_VALUE}))\s*(?:[×x]\s*)?(?:[^\W\d][\w-]*\s+)?{name}(?![\w-])", re.I)
        set_to |= {n for pattern in (after, before) for found in pattern.finditer(text) for n in _numbers(found.group(1))}
    if nouns and re.search(rf"\b(?:no|without)\s+(?:[\w-]+\s+)?{nouns[0]}s?\b", text, re.I):
        set_to.add(0.0)  # "no KL penalty": the main run sets it to nothing
    return set_to


#: Words a question writes beside a setting that name no part of it ("at the 90% level on ...", "ablation β = 0.01").
_NOT_A_SETTING_WORD = frozenset(
    re.findall(r"\S+", "on in at for of to by from get gets got does do did is are was were ablation ablations run runs")
)
#: The Greek letters as ``spell_greek`` writes them: a setting named by one is set where that symbol is assigned.
_SPELLED_SYMBOLS = frozenset(
    re.findall(
        r"\S+", "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi pi rho sigma tau phi chi psi omega"
    )
)
#: A spelled letter and its subscript as ``spell_greek`` leaves them apart ("lambda _u").
_SUBSCRIPT = re.compile(rf"\b({'|'.join(sorted(_SPELLED_SYMBOLS))})\s+_(\w{{1,6}})\b", re.I)


def _line_around(text: str, start: int, end: int, at: int) -> str:
    """``text[start:end]`` cut to the line holding ``at``: a table's rows are a line each ("Debate rounds R: 1.5B 2"),
    and the next row's value ("Examiner retrieval top-k: 1.5B 5") is not the setting's."""
    first = text.rfind("\n", 0, at) + 1
    last = text.find("\n", at)
    return text[max(start, first) : min(end, last if last >= 0 else len(text))]


def number_missing(question: str, paper_text: str) -> bool:
    """The question writes a number the paper never writes, in any spelling: it asks about a setting, a budget or a
    threshold the paper does not report ("... with a $10,000 annotation budget?" about a paper that spends $4,000).

    The rules for one wording each (``setting_missing`` beside a setting's name, ``_edition_missing`` for a
    benchmark's year) carry only to that wording; a paper that writes no such number anywhere answers no wording
    of the question. A number inside a name ("GPT-4", "Qwen2.5-7B", "pass@1", "7B") and a year written as one
    ("2025", left to the edition check, which reads "AIME24" as 2024) are not read from the question; the paper's
    numbers are read wherever they stand, names and number words too ("four" is 4), so that a spelling never
    declines a question the paper answers.
    """
    written = _paper_numbers(paper_text)  # a value the paper writes in any one of its readings: "20k" is 20,000
    return any(not readings & written for readings in _readings_written(question))  # or 20,480, "50%" 50 or 0.5


#: "Which version of matplotlib ...?", "what vLLM version ...?": a version asked of a named piece of software.
_VERSION_ASKED = re.compile(
    r"\b(?:which|what)\s+(?:exact\s+|specific\s+)?versions?\s+of\s+(?:the\s+)?(?P<name>[\w.+-]*[A-Za-z][\w.+-]*)|"
    r"\b(?:which|what)\s+(?P<name_first>[\w.+-]*[A-Za-z][\w.+-]*)\s+versions?\b",
    re.I,
)


def version_missing(question: str, paper_text: str) -> bool:
    """The question asks which version of a named tool was used ("Which version of matplotlib rendered the
    charts?") and the paper never writes a version beside that name ("matplotlib 3.8", "vLLM v0.6.3", "matplotlib
    (version 3.8)"): naming the tool is no answer."""
    asked = _VERSION_ASKED.search(question)
    if asked is None:
        return False
    name = re.escape(asked["name"] or asked["name_first"])
    beside = rf"(?<![\w-]){name}(?![\w-])[\s(,]{{0,3}}(?:version\s*|v\.?\s?)?\d+(?:\.\d+)+"
    return not re.search(beside, paper_text, re.I)


@lru_cache(maxsize=8)
def _paper_numbers(paper_text: str) -> frozenset[float]:
    """Every number a paper writes (names' digits included: "Qwen2.5-7B" writes 2.5 and 7); kept for the papers
    asked about last, since each question about a paper reads the same text (~4 ms for a 22-page paper)."""
    return frozenset(_numbers_in(paper_text, _ANY_VALUE))


def _numbers_in(text: str, values: re.Pattern[str]) -> set[float]:
    """The numbers ``values`` finds in ``text``, however written, and those written as words ("four")."""
    found = {n for value in values.findall(text) for n in _numbers(value)}
    return found | {NUMBER_WORDS[w.lower()] for w in re.findall(r"[A-Za-z]+", text) if w.lower() in NUMBER_WORDS}


_WRITTEN_VALUE = re.compile(rf"(?<![\w.]){_VALUE}")
_ANY_VALUE = re.compile(_VALUE)
_FULL_YEAR = re.compile(r"(?:19|20)\d\d")
#: A value standing alone in a question: "$10,000", "0.4", "16", "50%"; not the digits of a name ("GPT-4", "AIME24",
#: "Qwen2.5-7B", "pass@1", "7B"); "k=8" is read: "=" is no part of a name.
_STANDALONE_VALUE = re.compile(rf"(?<![\w.@/^-])\$?({_VALUE})(?![\w.-]*[A-Za-z])")
_WRITES_NUMBER = re.compile(rf"(?<![A-Za-z_.])(?<![A-Za-z]-)\d|\b(?:{'|'.join(NUMBER_WORDS)})\b", re.I)


def writes_number(text: str, besides: Collection[float] = ()) -> bool:
    """The text holds a number, in digits or in words; not a digit of a name or an index ("GPT-4",
    "DeepSeek-V3", "R_1"), nor a citation's year or number ("GRPO (Shao et al., 2024)"), which give no value; nor
    one of ``besides``, the values the question itself writes ("how much were the 40 participants paid?" is not
    answered by "we recruited 40 paid participants")."""
    text = without_citations(text)
    if besides:
        text = _STANDALONE_VALUE.sub(lambda found: " " if _numbers(found.group(1)) & set(besides) else found.group(), text)
    return bool(_WRITES_NUMBER.search(text))


#: A term's weight asked by the term's name: "KL coefficient", "KL penalty coefficient", "entropy bonus weight"; or
#: after it: "the weight of the KL term", "the weight given to the KL penalty".
_TERM_ASKED = (
    re.compile(r"\b([A-Za-z][\w-]*)\s+(?:(?:penalty|bonus|loss)\s+)?(?:coefficient|coef|weight|strength)\b", re.I),
    re.compile(
        r"\b(?:coefficient|coef|weight|strength)\s+(?:of|on|for|(?:is\s+|are\s+)?given\s+to)\s+(?:the\s+)?([A-Za-z][\w-]*)\s+"
        r"(?:term|penalty|bonus|loss)\b",
        re.I,
    ),
)
#: Words before "coefficient" that name no term: "what coefficient", "the final weight".
_NO_TERM = frozenset(re.findall(r"\w+", "what which the a an this that its their our same final default used exact value"))
#: What a paper calls the term it does without: "no KL penalty", "no KL term", "no entropy bonus".
_TERM_HEAD = (
    r"(?:[\s-]+(?:divergence|regularization|regularisation))?[\s-]+(?:penalty|term|bonus|loss|regulari[sz]ation|regulari[sz]er)\b"
)


def switched_off(question: str) -> Callable[[str], bool] | None:
    """For a term's weight asked ("KL coefficient used in training?"), whether a sentence says the paper uses the term
    not at all ("We use no KL penalty", a table's "token-level loss, no KL term", "we do not use a KL penalty"): the
    answer is that there is none, which no number gives. Not "no KL spikes", nor "no reward model" for a reward's
    weight. None when the question asks for no term's weight."""
    named = (found.group(1) for pattern in _TERM_ASKED for found in pattern.finditer(question))
    term = next((name for name in named if name.lower() not in _NO_TERM), None)
    if term is None:
        return None
    name = re.escape(term)
    none = re.compile(rf"\b(?:no|(?:do|does|did)\s+not\s+(?:use|add|apply)\s+(?:a|an|any))\s+{name}{_TERM_HEAD}", re.I)
    return lambda sentence: bool(none.search(sentence))


def values_written(question: str) -> set[float]:
    """The values a question writes standing alone ("$10,000", "0.4", "16"), not the digits of names nor a year."""
    return {n for readings in _readings_written(question) for n in readings}


def at_another_level(question: str) -> Callable[[str], bool]:
    """Whether a text gives its values at another level of a condition the question fixes with a unit: "What WER ...
    on babble noise at 5 dB SNR?" is not given by "Table A4 (... at 0 dB SNR by noise type), Babble: ... 41.9", which
    fixes dB at 0 and never writes 5 dB. The level asked may be written in a list ("at 5 and 10 dB"), hyphenated
    ("a 5-dB SNR") or in full ("32,768 tokens" for 32K); a text that fixes no level may still hold it."""
    levels = []  # each level's readings, how a text fixes a level in its unit, how it writes this one
    for number, unit in _AT_LEVEL.findall(without_set_up(question)):  # not a level the set-up writes
        asked = _numbers(number + unit) | _numbers(number) if unit == "K" else _numbers(number)
        fixed = re.compile(rf"(?:\bat|@)\s+(?:an?\s+|the\s+)?({_LEVEL})\s*-?\s*{re.escape(unit)}(?!\w)", re.I)
        listed = rf"(?<![\d.,]){re.escape(number)}(?:\s*(?:,|and|or|to|-|–)\s*\d[\d.,]*)*\s*-?\s*{re.escape(unit)}(?!\w)"
        levels.append((asked, fixed, re.compile(listed, re.I), unit == "K"))

    def another(text: str) -> bool:
        for asked, fixed, listed, thousands in levels:
            written = [_numbers(n) for n in fixed.findall(text)]
            if not written or any(asked & w for w in written) or listed.search(text):  # "at 5 and 10 dB", "a 5-dB"
                continue
            if not (thousands and asked & _numbers_in(text, _ANY_VALUE)):  # "32,768" for 32K
                return True
        return False

    return another


#: A condition a question fixes by a level and its unit: "at 5 dB SNR", "at 32K context", "at 16 kHz", "at 30 fps".
_LEVEL = r"\d+(?:,\d{3})*(?:\.\d+)?"  # one number: "2.5,7.5" is two
_AT_LEVEL = re.compile(rf"\bat\s+({_LEVEL})\s*(dB|°C|K|kHz|Hz|ms|fps)(?![\w])")


def _readings_written(question: str) -> list[set[float]]:
    """What each value the question writes (``values_written``) may mean, one set a value (``_numbers``)."""
    return [_numbers(value) for value in _STANDALONE_VALUE.findall(question) if not _FULL_YEAR.fullmatch(value)]


def _numbers(written: str) -> set[float]:
    """What a written value may mean: "1,024" is 1024, "1e-6" and "1 × 10^-6" are 1e-06, "10K" is 10000 or 10240,
    "50%" is 50 or 0.5."""
    text = written.replace(",", "").replace("−", "-").strip()
    if power := re.fullmatch(r"(-?[\d.]+)\s*[×x*]\s*10\^?\s*(-?\d+)", text):
        return {float(power.group(1)) * 10 ** int(power.group(2))}
    if text.endswith("%"):
        number = float(text[:-1].strip())
        return {number, number / 100}
    if text.lower() in NUMBER_WORDS:
        return {NUMBER_WORDS[text.lower()]}
    if count := re.fullmatch(r"(-?[\d.]+)\s*(thousand|million|billion|[kKmM])", text, re.I):  # "1.5 million", "16k"
        return scaled(float(count.group(1)), count.group(2))
    return {float(text)}


#: "Do the authors discuss privacy or consent issues around ...?": what a yes/no question asks the paper to
#: discuss, up to the first word that starts a qualifier ("of" does not: "the role of the Selector").
_DISCUSSES = re.compile(
    r"^\s*(?:do|does|did|is|are)\s+(?:the\s+)?(?:authors?|paper|work|study|they|it|this\s+\w+)\s+"
    r"(?:ever\s+|also\s+|at\s+all\s+)?(?:discuss|mention|address|consider|cover|talk\s+about|touch\s+on|acknowledge|examine)\w*\s+"
    r"(?:any\s+|the\s+|whether\s+)?(?P<topic>[\w\s,-]+?)(?:\s+(?:around|regarding|about|for|in|with|on|when|beyond|besides|that|raised)\b|[?,.]|$)",
    re.I,
)
#: Words that only say a topic is a topic ("privacy issues", "ethical concerns").
_TOPIC_WORDS = frozenset(
    ["issue", "problem", "concern", "aspect", "question", "implication", "matter", "topic", "consideration", "risk", "any", "or"]
)


#: "Do they discuss its weaknesses?" is answered by a Limitations section.
_WEAKNESS = frozenset(
    tokenize("limitation limitations weakness weaknesses shortcoming shortcomings drawback drawbacks caveat caveats")
)


def topic_asked(question: str) -> set[str]:
    """The words of what "do the authors discuss X?" asks about (tokenized), without words that only say it is a topic."""
    match = _DISCUSSES.match(question)
    return set(tokenize(match.group("topic"))) - _TOPIC_WORDS if match else set()


def topic_missing(question: str, paper_words: Collection[str]) -> bool:
    """The question asks whether the paper discusses something none of whose words the paper writes
    ("the role of the Selector": either word will do; a weakness is a limitation)."""
    topic = topic_asked(question)
    if topic & _WEAKNESS:
        topic |= _WEAKNESS
    return bool(topic) and not topic & set(paper_words)


#: A name and its variant, hyphenated ("Qwen2.5-3B", "ROUGE-2", "TALON-3B"; a mark may run past its point:
#: "Qwen2.5-1.5B", "Pith-α0.8") or, after a name in capitals, spaced ("AIME 2025", "MATH 500"); not "top-p" (no name
#: before it).
_NAMED_VARIANT = re.compile(
    r"(?<![\w-])([A-Za-z][\w.]*)-(\w{1,4}(?:\.\w{1,3})?)(?![\w-])|(?<![\w-])([A-Z][A-Z\d]+)[\s-](\d{2,4})(?![\w-]|\.\d)"
)

#: A model's family and its size: "Qwen2.5-7B" of "Qwen2.5-7B-Instruct", "Llama-3.1-8B", "Qwen2.5-Math-1.5B".
_FAMILY_SIZE = re.compile(r"(?<![\w.-])([A-Za-z][\w.]*(?:-[A-Za-z][\w.]*)*(?:-\d+(?:\.\d+)?)?)-(\d+(?:\.\d+)?[BM])(?!\w|\.\d)")


def named_variants(question: str, spaced: bool = True, families: bool = False) -> list[tuple[str, str]]:
    """Each name the question gives with a variant, and the variant's mark: ("AIME", "2025"), ("Qwen2.5", "3B").
    ``spaced=False``: hyphenated ones only ("H100 80 GB" is a card and its memory, not a variant). ``families``: also
    a model's family with its size, whatever release follows ("Llama-3.1", "8B" of "Llama-3.1-8B-Instruct"); only for
    ordering sentences, since abstention would then miss the size written short ("Qwen2.5-Math-1.5B/7B-Instruct")."""
    matches = [match for match in _NAMED_VARIANT.finditer(question) if spaced or match[1]]
    found = (_FAMILY_SIZE.findall(question) if families else []) + [
        (match[1], match[2]) if match[1] else (match[3], match[4]) for match in matches
    ]
    named = [(base, mark) for base, mark in found if name_shaped(base) or base[0].isupper()]
    return list(dict.fromkeys(named))


def variant_missing(question: str, paper_text: str) -> bool:
    """The question names a variant the paper never writes, where it writes others of the same name:
    "What ROUGE-2 score ...?" about a paper that reports ROUGE-L only asks for a result it does not give.
    Written with a space or none, versioned further ("GPT-4" in "GPT-4o", "Llama-3" in "Llama-3.1") or
    with one more part in between ("Qwen2.5-7B" in "Qwen2.5-Math-7B"), a variant counts as written; a
    name the paper writes with no variant at all is left to other checks. A spaced mark is a variant only
    when it is a benchmark's year ("AIME 2025", ``_edition_missing``): "H100 80 GB" is a card and its memory."""
    for base, mark in named_variants(question, spaced=False):
        if len(mark) > 3 and not any(c.isdigit() for c in mark):  # a word is often spelt another way ("Zephyr-β")
            continue
        mark = _NO_POINT_ZERO.sub("", mark)  # "Gemini-2.0" is written "Gemini-2" too
        written = re.compile(rf"(?<![\w-]){re.escape(base)}(?:[-\s][\w.]+)?[-\s]?{re.escape(mark)}", re.I)
        others = re.compile(rf"(?<![\w-]){re.escape(base)}-\w", re.I)
        if others.search(paper_text) and not written.search(paper_text):
            return True
    return any(_edition_missing(base, year, paper_text) for base, year in _EDITION.findall(question))


#: A year as a benchmark's edition: in full, or as two digits from 15 to 29 (a score "AIME 30" or a level "AMC 12" is no
#: year), joined to the name by a space, a hyphen, an apostrophe or nothing: "AIME 2025", "AIME-25", "AIME'25", "AIME25".
_YEAR = r"(?:(?:19|20)\d\d|1[5-9]|2\d)(?![A-Za-z\d]|\.\d)"
_EDITION = re.compile(rf"(?<![\w-])([A-Z][A-Z\d]*[A-Z])[\s'-]?({_YEAR})")


def _edition_missing(base: str, year: str, paper_text: str) -> bool:
    """ "How does PACE do on AIME 2025?" about a paper that reports AIME 2024 only: the paper writes editions of
    the benchmark, none of them this one ("25" is "2025", as ``_same_variant`` reads a year)."""
    written = _editions_written(base, paper_text)
    return bool(written) and not any(_same_variant(year, mark) for mark in written)


def edition_written(base: str, year: str, text: str) -> bool:
    """The text gives ``base`` this edition, its year shortened either way ("AIME24" for "AIME 2024")."""
    return any(_same_variant(year, mark) for mark in _editions_written(base, text))


def _editions_written(base: str, text: str) -> list[str]:
    """The years the text gives ``base`` as editions: "AIME 2024", "AIME 24", "AIME2025", "AIME 2025-I", and each of
    "AIME 2024/2025", "AIME24/25" or "AIME 2024 and 2025"."""
    run = re.compile(
        rf"(?<![\w-]){re.escape(base)}(?:\s?'|[\s-])?({_YEAR})(?P<more>(?:\s*(?:/|,|\band\b|\bor\b|&)\s*'?{_YEAR})*)", re.I
    )
    marks = []
    for found in run.finditer(text):
        marks += [found[1], *re.findall(r"\d\d(?:\d\d)?", found["more"])]
    return marks


def sizes_in(text: str) -> set[str]:
    """The model sizes a text writes, a mixture's as typed ("8×7B" is "8x7B")."""
    return set(_written_sizes(text))


def without_sizes(text: str) -> str:
    """The text with its model sizes left out: "Qwen2.5- 32B" reports no figure."""
    return SIZE.sub(" ", text)


#: A size that can only be a model's: glued to its name ("Kestrel-R-14B", "Mixtral-8x7B") or before what it sizes ("At
#: 32B parameters", "the 7B model", each of "the 14B and 32B policies", "1.5B/7B models"). Narrower than ``SIZE``,
#: which also reads "1.2M conversations" as a size.
_MODEL_SIZE = re.compile(
    r"(?<=[A-Za-z0-9.]-)(?:\d+[x×])?\d+(?:\.\d+)?[BM]\b|"
    r"(?<![$€£\w.])\d+(?:\.\d+)?[BM]"
    r"(?=(?:(?:(?:\s*,\s*|\s+)(?:(?:and|or|vs\.?|to)\s+)?|\s*[/–-]\s*)\d+(?:\.\d+)?[BM])*"  # "7B, 14B and 32B"
    r"[\s-]*(?:parameters?|params|models?|LLMs?|polic(?:y|ies)|teachers?|students?)\b)"
)


def without_model_sizes(text: str) -> str:
    """The text with only the sizes that must be a model's left out, for reading whether it gives a value: "At 32B
    parameters, ..." gives none, "1.2M conversations", "3.2B FLOPs" and "$1.5M" do."""
    return _MODEL_SIZE.sub(" ", text)


#: A question whose answer may be a model's size: "how big is the judge?", "what model size ...?", "how many
#: parameters ...?"; not "what group size ...?" nor "the large model".
_ASKS_SIZE = re.compile(
    r"\bhow\s+(?:big|large)\b|\bmodel\s+sizes?\b|\bsizes?\s+of\s+(?:the\s+)?(?:[\w-]+\s+)?models?\b|\bparameters?\b|"
    r"\bwhat\s+sizes?\s+(?:is|are|was|were)\b|"
    r"\bparams\b|\bbillions?\b",
    re.I,
)


def value_figures(question: str) -> Callable[[str], str]:
    """How a text is read for the value a question asks: without the sizes that can only be a model's ("we trained the
    14B and 32B policies ..." gives no LoRA rank), unless a size may be the answer ("how big is the judge?")."""
    return (lambda text: text) if _ASKS_SIZE.search(question) else without_model_sizes


def _written_sizes(text: str) -> list[str]:
    return [size.replace("×", "x") for size in SIZE.findall(text)]


@lru_cache(maxsize=8)
def _main_sizes(paper_text: str) -> frozenset[str]:
    """The size a paper writes most often (ties: each), or none when it writes one size or none; kept for the
    papers asked about last, like ``_paper_numbers``: each question about a paper reads the same text."""
    written = Counter(_written_sizes(paper_text))
    if len(written) < 2:
        return frozenset()
    top = max(written.values())
    return frozenset(size for size, count in written.items() if count == top)


def side_sizes(question: str, paper_text: str) -> set[str]:
    """The model sizes the question asks about that are not the paper's main one (the size it writes most often),
    when the paper writes several: a value for "the 1.5B run" must be read where 1.5B is named, for a paper whose
    sentences mean its 7B model when they name none ("A 7B run takes 41 hours"; "we use a learning rate of 1e-6")."""
    asked = sizes_in(question)
    main = _main_sizes(paper_text) if asked else frozenset()
    return asked - main if main else set()


#: A stage beside an RL paper's training, as a question names it for a value ("the learning rate for the SFT stage",
#: "the temperature at evaluation time"), and how a text that gives that stage's value names it. Training itself
#: is the paper's default, written without its name ("we use a learning rate of 1e-6"), so it is not listed.
_SFT = r"(?<![\w-])(?:SFT|supervised\s+(?:fine-?tuning|warm-?up)|cold[- ]start|BC|behaviou?r\s+cloning)(?![\w-])"
#: What "SFT" names where it is no stage: "the penalty toward the SFT policy", "reasoning-related SFT samples".
_SFT_THINGS = "policy|model|checkpoint|baseline|reference|data|samples?|examples?"
_SIDE_STAGES = (
    (
        re.compile(
            rf"{_SFT}\s+(?:stage|phase|run)\b|\b(?:for|during|in)\s+(?:the\s+)?{_SFT}(?!\s+(?:{_SFT_THINGS})\b)|"
            rf"\b(?:did|does|do|was|is)\s+(?:the\s+)?(?:supervised\s+)?{_SFT}\s+(?:take|last|cost|need|require|use)\b|"
            r"\b(?:when|while|for)\s+(?:fine-?tuning|training)\b[^?.]{0,40}?\bon\s+(?:the\s+)?(?:[\w-]+\s+)?"
            r"(?:demos|demonstrations)\b",  # "when fine-tuning Osprey-7B on the scripted demos"
            re.I,
        ),
        re.compile(r"\b(?:SFT|supervised|cold[- ]start|BC|behaviou?r cloning|imitation|demos?|demonstrations?)\b", re.I),
    ),
    (
        re.compile(
            r"\b(?:at|during|for|in)\s+(?:the\s+)?(?:evaluation|test|inference)(?:\s+time)?\b|\bwhen\s+evaluating\b", re.I
        ),
        re.compile(r"\b(?:eval\w*|test\w*|inference|decod\w*|greedy)\b", re.I),
    ),
)


def side_stages(question: str, paper_text: str = "") -> list[re.Pattern[str]]:
    """How a text names each side stage the question asks a value for: the SFT stage's learning rate is not
    read in "Table 3 (Hyperparameters of KESTREL RL training), Learning rate: 1e-6", nor the evaluation
    temperature in "Sampling temperature (training): 1.0"; nor the value of one of the stages ``paper_text``
    itself names ("Stage II (QE hardening): ...") where the question names that stage (``_named_stages``)."""
    listed = [
        written
        for asked, written in _SIDE_STAGES
        if any(not _describes_stage_data(question[: found.start()], question) for found in asked.finditer(question))
    ]
    return listed or _named_stages(question, paper_text)


def _describes_stage_data(before: str, question: str) -> bool:
    """Whether the words ``before`` a stage describe a thing by the stage it serves: "the dialogues used for
    supervised fine-tuning" are data of that stage, and what is counted of them ("how many annotators wrote ...") is
    no value the stage has. "What learning rate was used for SFT?" (a verb after an auxiliary) and "learning rate used
    for SFT?" (the measure itself used) still ask the stage's own."""
    found = _USED_FOR.search(before[-60:])  # the words right before "for": no search back through a long question
    return found is not None and not set(tokenize(found["thing"])) & measured_words(question)  # read only here


#: A noun and the participle that says what it serves, right before "for the stage".
_USED_FOR = re.compile(
    r"(?<![\w-])(?!(?:is|was|are|were|be|been|being|also|then|they|we|you|it|\w+ly)\b)(?P<thing>[a-z][\w-]*)\s+"
    r"(?:used|collected|gathered|written|created|"
    r"generated|annotated|labell?ed|curated|sampled|prepared|reserved|built|constructed|kept)\s+$",
    re.I,
)


def of_the_sft_stage(question: str) -> Callable[[str], bool]:
    """For a value asked of the RL stage by name ("learning rate used for the RL run?"), whether a text gives one of
    the supervised stage beside it instead: "Supervised fine-tuning runs for two epochs at a learning rate of 1e-5"
    names that stage and no RL; the reverse of ``side_stages``. Always False for another question."""
    if not _RL_ASKED.search(question):
        return lambda text: False
    return lambda text: bool(_SFT_WRITTEN.search(text)) and not _RL_WRITTEN.search(text)


#: The RL stage named in a question ("the RL run", "during RL training", "for the GRPO stage").
_RL_ASKED = re.compile(
    r"\b(?:RL|reinforcement\s+learning|GRPO|PPO)\s+(?:run|training|stage|phase)s?\b|"
    r"\b(?:during|for|in)\s+(?:the\s+)?(?:RL|reinforcement\s+learning)\b",
    re.I,
)
#: The supervised stage as a text names it, not a policy or data of it ("the KL penalty against the SFT policy").
_SFT_WRITTEN = re.compile(rf"{_SFT}(?!\s+(?:{_SFT_THINGS})\b)", re.I)
#: How a text names the RL stage or what only it does.
_RL_WRITTEN = re.compile(
    r"\b(?:RL|reinforcement\s+learning|GRPO|PPO|DPO|policy\s+(?:gradient|optimi[sz]ation)|rollouts?)\b", re.I
)


#: "the QE hardening stage", "during the rollout phase", "Stage I": a stage named by the words before "stage" or its
#: number after it.
_STAGE = re.compile(r"\b(?:stage|phase)s?\b(?:\s+(?P<label>[IVX]{1,4}|\d{1,2})\b)?", re.I)
_ROMAN = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V", "6": "VI"}
#: Words before "stage" that name no stage of their own (the RL training is a paper's default stage), or end the name.
_NOT_A_STAGE_NAME = frozenset(
    tokenize(
        "the a an this that these its their our his her each every same which what whose how many much long of for in "
        "during on at to from by with before after than and or is are was were be been did does do take took spend spent "
        "main training train rl reinforcement learning full whole entire final overall policy optimization optimisation "
        "first second third last earlier later next one two three different separate"
    )
)


def _named_stages(question: str, paper_text: str) -> list[re.Pattern[str]]:
    """A stage the question names ("How many GPU hours did the QE hardening stage take?", "... for Stage II?"), as a
    text must name it to give that stage's value: its number ("Stage III" is not "Stage I"), or every word of its
    name ("hardening" and "QE"). Only a stage the paper names as one, on one line with "stage" or "phase", is
    looked for: "the GRPO stage" of a paper that writes no stages is its training, and a stage named only by
    plain words ("the RL stage", "the training phase") asks for the default."""
    asked = [pattern for found in _STAGE.finditer(question) if (pattern := _stage_pattern(question, found))]
    staged = _staged_lines(paper_text) if asked else ()
    return [pattern for pattern in asked if any(pattern.search(line) for line in staged)]


def _stage_pattern(question: str, found: re.Match[str]) -> re.Pattern[str] | None:
    """How a text names the stage at ``found``: "stage"/"phase" and its number in any spelling, or every word
    of the name written before it; None for a stage named by plain words only."""
    if label := found.group("label"):
        spelled = {label.upper(), _ROMAN.get(label, label), *(n for n, r in _ROMAN.items() if r == label.upper())}
        return re.compile(rf"\b(?:stage|phase)\s+(?:{'|'.join(sorted(spelled))})\b", re.I)
    words: list[str] = []
    for word in reversed(question[: found.start()].split()[-3:]):
        token = tokenize(word)
        if not token or token[0] in _NOT_A_STAGE_NAME:
            break
        words = [*token, *words]
    named = sorted({w for w in words if "-" not in w})
    return re.compile("".join(rf"(?=[\s\S]*\b{re.escape(w)})" for w in named), re.I) if named else None


@lru_cache(maxsize=8)
def _staged_lines(paper_text: str) -> tuple[str, ...]:
    """The lines of a paper that write "stage" or "phase", kept for the papers asked about last (as ``_paper_numbers``)."""
    return tuple(line for line in paper_text.splitlines() if _STAGE.search(line))


#: An optimizer, named where a question asks for one of its symbols ("What epsilon does AdamW use?").
_OPTIMIZER = re.compile(r"\b(?:adam\w*|optimi[sz]er\w*)\b", re.I)
#: Adam's symbols, which an RL objective reuses: β for the KL coefficient, ε for the clip range.
_OPTIMIZER_SYMBOLS = frozenset(["beta", "epsilon"])
#: What an RL objective's β or ε stands for when a sentence says so right beside it.
_OBJECTIVE_QUANTITY = re.compile(r"\b(?:clip\w*|KL|kullback\w*|penalty|trust|ratio|surrogate|GAE)\b", re.I)
_GLOSS_BEFORE, _GLOSS_AFTER = 30, 30  # characters around a spelled symbol ("1 −  epsilon ") read for what it is


def optimizer_symbols(question: str) -> set[str]:
    """The optimizer's symbols a question asks for: β or ε with an optimizer named ("What epsilon did they
    set for the AdamW optimizer?"); not a symbol the question fixes ("... when β = 0.1?")."""
    if not _OPTIMIZER.search(question):
        return set()
    fixed = {word.lower() for words, _ in settings_asked(question) for word in words}
    return (symbols_asked(question) & _OPTIMIZER_SYMBOLS) - fixed


def stands_for_another(symbols: Collection[str]) -> Callable[[str], bool]:
    """Whether every β or ε a text writes is said, right beside it, to be an RL objective's: "a clip range
    ε = 0.2", "clip(ρ, 1 − ε, 1 + ε)", "β · KL(π || π_ref)" give no value for AdamW's epsilon or betas, even in
    a sentence that names AdamW; "AdamW with ..., β1 = 0.9, β2 = 0.95, ε = 1e-8" and a table row "ε: 1e-8" do.
    In a text that names no optimizer and sets one value, one of them said to be the objective's is enough:
    "... clip(w, 1 − ε, 1 + ε) ..., where w is the ratio and ε = 0.2" sets the same ε at its end."""
    if not symbols:
        return lambda text: False
    symbol = re.compile(rf"\b(?:{'|'.join(sorted(symbols))})\b", re.I)
    assigned = re.compile(rf"(?:{symbol.pattern})\s*[12]?\s*[=:]", re.I)

    def another(text: str) -> bool:
        spelled = spell_greek(text)
        found = list(symbol.finditer(spelled))
        around = (spelled[max(0, m.start() - _GLOSS_BEFORE) : m.end() + _GLOSS_AFTER] for m in found)
        objective = [bool(_OBJECTIVE_QUANTITY.search(window)) for window in around]
        single = len(assigned.findall(spelled)) <= 1  # one value set
        return bool(found) and (all(objective) or (any(objective) and single and not _OPTIMIZER.search(text)))

    return another


def other_variant(question: str, sizes: bool = True, families: bool = False) -> Callable[[str], bool]:
    """Whether a text names another variant of a name the question gives with its variant, and not the
    question's own: "The seed standard deviation on AIME 2024 is about one point" gives no value for
    "... on AIME 2025?", nor "Qwen2.5-7B reaches 41%" for "... the Qwen2.5-3B model?", nor a size alone
    ("the 7B model") for another ("TALON-3B"). A variant versioned further ("GPT-4o", "GPT-4-Turbo" for
    "GPT-4"), with a part in between ("Qwen2.5-Math-7B" for "Qwen2.5-7B") or with its year shortened
    either way ("AIME24" for "AIME 2024", "AIME 2024" for "AIME 24") is the question's own.

    The question is read once: the answer checks every sentence of its passages against it. ``sizes=False``: a size
    alone is no other variant (the order of an answer's sentences: "distilled from QwQ-32B" names the teacher asked
    about the 7B student); ``families`` as ``named_variants`` reads them."""
    asked_sizes = sizes_in(question) if sizes else set()
    asked: list[tuple[str, re.Pattern[str]]] = []  # each variant's mark, and how the text writes its name's variants
    for base, mark in named_variants(question, families=families):
        written = rf"(?<![\w-]){re.escape(base)}(?:((?:-[\w.]+)+)|\s(\d{{2,4}})(?![\w-]|\.\d)|(\d{{2,4}})(?![\w-]|\.\d))"
        asked.append((mark, re.compile(written, re.I)))

    splits = _named_splits(question)

    def names_another(text: str) -> bool:
        text_sizes = sizes_in(text)
        if asked_sizes and text_sizes and not asked_sizes & text_sizes:  # "the 7B model" for "TALON-3B"
            return True
        written_splits = _named_splits(text) if splits else {}
        if any(name in written_splits and not split & written_splits[name] for name, split in splits.items()):
            return True  # "Quarry dev 61.3" for "... on Quarry test?"
        for mark, written in asked:
            marks = [found[1].split("-") if found[1] else [found[2] or found[3]] for found in written.finditer(text)]
            if marks and not any(_same_variant(mark, part) for parts in marks for part in parts if part):
                return True
        return False

    return names_another


#: The last part of a model's name that makes it another model ("DeepSeek-R1-Zero" is not "DeepSeek-R1"); not a
#: release's suffix, which papers often leave off ("Qwen2.5-7B" for "Qwen2.5-7B-Instruct").
_RELEASE_SUFFIX = frozenset(["instruct", "base", "chat", "it", "hf", "sft", "v1", "v2", "v3"])
_LONGER_NAME = re.compile(r"(?<![\w-])([A-Za-z][\w.-]*?\d[\w.]*)-([A-Za-z]{2,})(?![\w-])")


def shorter_form(question: str) -> Callable[[str], bool]:
    """Whether a text names a model only by a shorter form of a name the question gives ("DeepSeek-R1 achieves
    79.8% on AIME 2024" for "... does DeepSeek-R1-Zero reach?"): a result of another model."""
    asked = [(base, f"{base}-{last}") for base, last in _LONGER_NAME.findall(question) if last.lower() not in _RELEASE_SUFFIX]

    def names_shorter(text: str) -> bool:
        return any(
            re.search(rf"(?<![\w-]){re.escape(base)}(?![\w-])", text) and not re.search(re.escape(full), text, re.I)
            for base, full in asked
        )

    return names_shorter


#: A benchmark named with the part of it a result is on: "Quarry test", "MATH500 validation split".
_NAMED_SPLIT = re.compile(
    r"\b(?!(?:The|On|In|Our|Its|This|Their|A|An)\b)([A-Z][\w.-]*[\w])\s+(dev|development|validation|val|test)\b"
)
_SPLIT_KIND = {"dev": "dev", "development": "dev", "validation": "dev", "val": "dev", "test": "test"}
#: The words that name a split other than the test split ("Quarry dev", "AmbiSynth train"): a question that names
#: none asks of the test split, the one a paper reports on ("after RL training" names no split).
OTHER_SPLITS = frozenset([*(word for word, kind in _SPLIT_KIND.items() if kind != "test"), "train"])


def _named_splits(text: str) -> dict[str, set[str]]:
    """Each benchmark's splits a text names ("Trellis test 84.6; Quarry dev 61.3" -> trellis: test,
    quarry: dev): the dev result is no answer to a question about the test split."""
    named: dict[str, set[str]] = {}
    for name, split in _NAMED_SPLIT.findall(text):
        named.setdefault(name.lower(), set()).add(_SPLIT_KIND[split.lower()])
    return named


_NO_POINT_ZERO = re.compile(r"\.0$")  # "2.0" is "2"


def _same_variant(asked: str, written: str) -> bool:
    """ "4" and "4o" (versioned further), "2024" and "24" (a year, shortened either way), "L" and "l";
    not "10" and "100"."""
    asked, written = _NO_POINT_ZERO.sub("", asked.lower()), _NO_POINT_ZERO.sub("", written.lower())
    if asked.isdigit() and written.isdigit():
        short, long = sorted((asked, written), key=len)
        return asked == written or (len(long) == 4 and len(short) == 2 and long.endswith(short))
    return written.startswith(asked)


#: "which base model is ...", "what language model computes ...", "what is the base LLM?", "which dense retriever
#: was used ...?": asks for a model by name ("retriever / embedding model" too). Not "what is the model size?" or
#: "which model families ..." (model is no head there), nor "what does the model learn?".
_ASKS_MODEL = re.compile(
    r"\b(?:which|what)\s+(?!(?:does|do|did|can|could|would|will|has|have|had|makes?)\b)(?:(?:is|was|are|were)\s+the\s+)?"
    r"(?:[\w-]+(?:\s*/\s*[\w-]+)*\s+){0,3}?(?:models?|llms?|encoders?|backbones?|checkpoints?|retrievers?|rerankers?)"
    r"(?=\s*[?.,;]|\s*$|\s+(?:is|are|was|were|does|do|did|has|have|had|serves?|computes?|generates?|produces?|"
    r"acts?|used|trained|chosen|employed|adopted|asked|fine-?tuned|initiali[sz]ed)\b)",
    re.I,
)
#: "Which model performs best?", "what type of model is it?", "what reward model is used?": answered by a
#: description ("a rule-based reward model") as often as by a name.
_NOT_BY_NAME = re.compile(r"\b(?:best|worst|better|type|kind|sort|class|reward|value)\b", re.I)
#: "Which checkpoint was actually kept for evaluation?": one of the run's own, picked by its step ("step 250"), not
#: a pretrained model by name ("which checkpoint is the policy initialised from?").
_CHECKPOINT_PICKED = re.compile(
    r"(?:(?<=checkpoint)|(?<=checkpoints))\s+(?:(?:was|were|is|are|did\s+they|do\s+they|did\s+the\s+authors)\s+)?(?:\w+ly\s+)?"
    r"(?:kept|keep|evaluated|evaluate|reported|report)\b",
    re.I,
)
#: Words that label parts of a paper, or open a sentence without naming anything.
_NOT_NAMES = frozenset(
    re.findall(
        r"\S+",
        """table tables figure figures fig tab section sec appendix app eq equation algorithm alg theorem lemma
        proposition definition corollary i we the this these that those our in it its for to as with on however thus
        here finally first second third then both each all most such while when since because although moreover
        furthermore additionally specifically notably overall unlike compared using given following after before
        during instead therefore hence similarly rather only also a an at by from if of or so no not one two three
        results training please thanks""",
    )
)
_NUMBER_TOKEN = re.compile(r"\d[\d.,]*(?:e-?\d+|[kmb]|x|%|st|nd|rd|th)?", re.I)  # "1e-6", "48k", "7B", "2.7x"
_OPENING = "\"'(\u2018\u201c["
_CLOSING = ".,;:!?)]\"'\u2019\u201d"
_QUOTES = ")]\"'\u2019\u201d"


def asks_which_model(question: str) -> bool:
    """ "Which base model ...?": a question a quoted sentence can answer only by naming a model."""
    match = _ASKS_MODEL.search(question)
    return match is not None and not _NOT_BY_NAME.search(match.group()) and not _CHECKPOINT_PICKED.match(question, match.end())


def names_something_new(sentence: str, question: str, proper: Collection[str] = frozenset()) -> bool:
    """Whether the sentence writes a name the question does not: a word with a capital past its first
    letter or digits among letters ("GPT-4o", "Qwen2.5-7B", "MiniLM"), a capitalized word inside a
    sentence ("the Selector"), or one opening it that the text also capitalizes inside a sentence
    (``proper``: "Pythia is used ..." of a paper that writes "with Pythia", not "Existing gates ...").
    A number with a unit ("48k", "1e-6"), an acronym's plural ("GPUs") and a name made of the
    question's own parts ("DeepSeek-R1" asked about "DeepSeek-R1-Zero") are not new names."""
    asked = _asked_parts(question)
    return any(_is_name(word, opens, proper) and not _parts(word) <= asked for word, opens in _read(sentence))


def proper_nouns(texts: Iterable[str]) -> frozenset[str]:
    """The words the texts capitalize inside a sentence: names, whichever word a sentence opens with."""
    return frozenset(word for text in texts for word, opens in _read(text) if not opens and word[:1].isupper())


#: A model's name as papers write one: a word of two letters or more, then a version or size
#: ("GPT-4-0613", "Qwen2.5-7B", "Llama-3.1-70B", "Mistral-7B-v0.3"), or a name in parts before a size or a capital's
#: version ("Kestrel-Coder-7B", "DeepSeek-R1"; not a data set's "DAPO-Math-17k" nor a tool's "TRL-v0.9"); not "7B" or
#: "H100s".
_MODEL_SHAPED = re.compile(r"[A-Za-z]{2,}-?\d[\w.-]*|[A-Za-z]{2,}(?:-[A-Za-z]+)*-(?:\d+(?:\.\d+)?[BM]\b|[A-Z]\d+)[\w.-]*")
#: In capitals, a benchmark's name looks the same ("MATH-500", "AIME24"); a size or a second version part
#: ("OPT-175B", "GPT-3.5", "GPT-4-0613") still marks a model's.
_MODEL_VERSION = re.compile(r"\d[BM]\b|\d[.-]\d")


def names_a_model(sentence: str, question: str) -> bool:
    """Whether the sentence writes a name shaped like a model's that the question does not: "which model
    judged the outputs?" is answered by "GPT-4-0613", not by a sentence naming the benchmark "HarmBench"."""
    asked = _asked_parts(question)
    return any(
        _MODEL_SHAPED.fullmatch(without_possessive(word))
        and not _parts(word) <= asked
        and (not word.isupper() or bool(_MODEL_VERSION.search(word)))
        for word, _ in _read(sentence)
    )


def _read(text: str) -> Iterator[tuple[str, bool]]:
    """Each word without its punctuation, and whether it opens a sentence."""
    opens = True
    for raw in text.split():
        word = raw.lstrip(_OPENING).rstrip(_CLOSING)
        if word:
            yield word, opens
        opens = raw.rstrip(_QUOTES).endswith((".", "!", "?"))


def _is_name(word: str, opens_sentence: bool, proper: Collection[str]) -> bool:
    if word.lower() in _NOT_NAMES or _NUMBER_TOKEN.fullmatch(word) or re.fullmatch(r"[A-Z]{2,}s", word):
        return False
    if word.upper() in FIELD_TERMS:  # "AI", "LLM": the field's words, no particular thing
        return False
    return name_shaped(word) or (word[0].isupper() and (not opens_sentence or word in proper))


def _asked_parts(question: str) -> set[str]:
    """The parts of every word the question writes: a name made of them is not a new one."""
    return {part for word, _ in _read(question) for part in _parts(word)}


def _parts(word: str) -> set[str]:
    """A name's parts, lower case: "DeepSeek-V3-Base" is deepseek, v3, base; "PaSa's" is pasa."""
    return {part for part in without_possessive(word).lower().split("-") if part}


def capitalized_in(question: str, typed: bool = False) -> list[str]:
    """Words a question capitalizes inside a sentence ("Semantic", "Scholar", "Elicit"): proper nouns,
    names with one capital that ``question_kinds.names_in`` leaves out. Not a sentence's first word,
    a word in parentheses (a follow-up's reading adds the earlier question's words there, unless the question is
    as ``typed``: "(Cohen's or Fleiss' kappa)" is the asker's), a label ("Fig", "Table"), nor any word of a
    question typed in title case."""
    read = question if typed else re.sub(r"\([^)]*\)", " ", question)
    words = [without_possessive(word) for word, opens in _read(read.replace("(", " ").replace(")", " ")) if not opens]
    long_words = [w for w in words if len(w) > 3]
    if long_words and all(w[0].isupper() for w in long_words):
        return []  # "What Does The Selector Stand For?"
    return [w for w in words if (_capitalized(w) and w.lower() not in _NOT_NAMES) or _capitalized_compound(w)]


def _capitalized(word: str) -> bool:
    return len(word) > 2 and word[0].isupper() and word[1:].islower()


def _capitalized_compound(word: str) -> bool:
    """ "Arena-Hard", "Self-Refine": a name made of capitalized words, which ``names_in`` reads part by part
    and so never as a name (no part has a second capital)."""
    parts = word.split("-")
    return len(parts) > 1 and all(part[:1].isupper() and part[1:].islower() and part.isalpha() for part in parts)
