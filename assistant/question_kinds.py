"""What kind of answer a question asks for, read from its wording.

The kind chooses the answer's shape, never its evidence: every form is built from the
same retrieved, cited sentences (or, for catalog questions, from the catalog's own
dates, authors, affiliations and tags).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from enum import Enum

from assistant.lexical import spell_greek, tokenize


class Kind(Enum):
    FACT = "fact"  # a fact or a number: the sentence that holds it first
    WHICH = "which"  # "which papers ...": one line per paper with its best claim
    COMPARE = "compare"  # a comparison: a table paper | approach | reported result
    HOW = "how"  # "how do methods ...": sentences grouped by approach
    CATALOG = "catalog"  # newest, oldest, by whom, which lab, how many, which month
    OVERVIEW = "overview"  # about a paper as a whole: "what is the main contribution?"


_CATALOG = re.compile(
    r"\b(newest|latest|most recent|oldest|earliest|first published|"
    r"who (wrote|authored|are the authors|is the (first |last |senior |corresponding )?author)|by whom|which authors?|"
    r"which (lab|labs|institution|institutions|university|universities|company|companies|organi[sz]ations?)|"
    r"(authors'?|their) affiliations?|where are the authors (from|based)|"
    r"how many (papers|works|studies|articles|(co-?)?authors)|number of (papers|authors)|"
    r"(is|was) (this|the) (paper|work|study|article) (from|by)|arxiv (id|identifier|number|link)|"
    r"(title|name) of (this|the) (paper|work|article)|"
    r"(in )?which month|(when|what year|which year) (was|did) .{0,60}(published|released|posted|submitted|come out|appear))\b",
    re.I,
)
_COMPARE = re.compile(r"\b(compare|comparison|compared|versus|vs\.?|differ|differences?|contrast)\b", re.I)
_WHICH = re.compile(
    r"^\s*(which|what|list|name)\s+(papers?|works?|studies|articles|methods|approaches)\b|\bwhich (papers?|works?|studies)\b",
    re.I,
)
_HOW = re.compile(
    r"\b(how do|how does|how can|how are)\b.{0,40}\b(methods?|approaches|papers|works|techniques|models|they|systems)\b|"
    r"\bwhat (?:(?:are|were) (?:the )?(?:main |key |common |different |existing |proposed )?)?"
    r"(approaches|methods|techniques|strategies|ways)\b|\bways to\b",
    re.I,
)


#: Words that name the paper itself ("this work", "the authors").
_PAPER_WORDS = frozenset(["paper", "papers", "work", "study", "article", "authors"])
#: Every word of a question about a paper as a whole ("what does this paper propose?",
#: "what are its main contributions?"): function words plus words about a paper's parts.
_ABOUT_THE_PAPER = _PAPER_WORDS | frozenset(
    [
        "what",
        "which",
        "how",
        "why",
        "is",
        "are",
        "was",
        "were",
        "the",
        "a",
        "an",
        "of",
        "this",
        "that",
        "its",
        "it",
        "their",
        "they",
        "in",
        "on",
        "to",
        "for",
        "do",
        "does",
        "did",
        "author",
        "we",
        "you",
        "me",
        "please",
        "give",
        "tell",
        "summarize",
        "summarise",
        "summary",
        "main",
        "key",
        "central",
        "core",
        "primary",
        "contribution",
        "contributions",
        "idea",
        "ideas",
        "result",
        "results",
        "finding",
        "findings",
        "method",
        "methods",
        "approach",
        "propose",
        "proposes",
        "proposed",
        "proposal",  # "what's the core proposal here?"
        "introduce",
        "introduces",
        "present",
        "presents",
        "conclusion",
        "conclusions",
        "conclude",
        "concludes",
        "limitation",
        "limitations",
        "novelty",
        "novel",
        "innovation",
        "innovations",
        "goal",
        "aim",
        "aims",
        "problem",
        "motivation",
        "takeaway",
        "takeaways",
        "overview",
        "gist",
        "point",
        "points",
        "about",
        "new",
    ]
)


#: A measure word as the head of what is asked, not a modifier of another noun ("which rate limiter").
_HEAD = r"(?=s?\s+(?:do|does|did|is|are|was|were|has|have|had|for|of|on|at|under|across|between)\b|s?\s*[?,.])"
#: A possessive's ending: "GPT-4o's", "Krippendorff's".
_POSSESSIVE = "['’]s"
#: What a measure's word is when the question asks what is used, required or checked: a kind ("What coverage does the
#: fuzzer use as feedback?", "What exact match is used for the reward?"), not a value.
_NOT_A_KIND_USED = (
    r"(?!s?\s+(?:is|are|was|were|does|do|did)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:us(?:e|es|ed|ing)|adopt\w*|employ\w*|requir\w*|verif\w*|check\w*|defin\w*)\b)"
)
_MEASURES = (
    r"size|rate|rank(?!\s+(?:normali[sz]\w*|transform\w*|correlation|order\w*|aggregat\w*|fusion))|number|count|"
    r"temperature|accuracy|score|ratio|length|value|percentage|budget|steps|epochs|probabilit(?:y|ies)|"
    r"coefficient|weight|threshold|dimension|depth|width|speed-?up|latency|cost|gain|improvement|error|"
    r"time|gpu[- ]hours|agreement|throughput|memory|perplexity|recall|overhead|norm|top-[pk]|utili[sz]ation|"
    rf"(?:rating|coverage|correctness|exact\s+match|retention){_HEAD}{_NOT_A_KIND_USED}|"
    r"(?:dropout|decay)(?!\s+(?:schedul|strateg|variant|scheme|method|techniqu|type|kind|mask|layer|function)\w*)|"
    rf"(?<!\w)(?:f1|asr|ece|auroc|auc|bleu|chrf|mae|mse|rmse|wer|cer|ndcg|mrr|kappa|pass@\w+|[a-z]*@\d+){_HEAD}|"  # "what F1 does"
    r"effect\s+size|treatment\s+effect(?=\s*\(|s?\s*[?,.]|\s+(?:for|of|on|in|was|is)\b)|"  # not "... estimator"
    rf"(?:deviation|variance|success){_HEAD}"  # "what variance reduction technique ...?" asks for a technique
)
#: "What decides the speedup?", "what does the cost depend on?": a cause is asked, not a value.
_CAUSE_VERBS = (
    r"(?:(?:does|do|did)\b.{0,40}\bdepend|decides?|determines?|affects?|causes?|drives?|controls?|limits?|explains?|influences?|"
    r"reduces?|increases?|improves?|hurts?|changes?|makes?|sets?|governs?|dominates?|happens?|happened)"
)
_AUXILIARIES = re.findall(r"\S+", "is was are were does do did has have had can could would will")
#: What follows "roughly what" when no quantity is asked: a verb ("roughly what does the critic learn?") or a kind.
_NOT_A_QUANTITY = (
    rf"(?:{'|'.join(_AUXILIARIES)}|happens?|happened|ideas?|kind|type|sort|concept|principle|theme|topic|goal|role|problem)"
)
#: A measure's plural where it is still a value ("the flaky-function rates", "the two numbers"), not a thing ("What
#: weights are frozen?", "What errors does it make?") nor a verb ("What counts as success?").
_PLURAL = r"(?:(?<=rate)s|(?<=score)s|(?<=ratio)s|(?<=number)s)?"
#: A measure's word glued to the next by a hyphen modifies it: "What does the memory-poisoning guard do?" asks no value.
_UNGLUED = r"(?!-(?!per-|footprint\b|usage\b|budget\b)\w)"  # "time-per-step", "memory-footprint" still ask a value
_ASKS_FOR_VALUE = re.compile(
    r"\b(how (many|much|large|big|long|fast|often|common|frequent|rare|deep|wide|high|low|far|close|well|correlated|accurate)|by how|at what|to what|"
    rf"(?:around|roughly|approximately),? what (?!{_NOT_A_QUANTITY}\b)|"  # not "about what causes it?"
    rf"what (is|was|are|were) the (?:[\w\s-]|['’]s\b){{0,30}}?({_MEASURES}){_PLURAL}{_UNGLUED}|"  # "the RM-only run's rate"
    rf"what (?!{_CAUSE_VERBS}\b)(?:[\w'’.-]+ ){{1,4}}?({_MEASURES}){_PLURAL}{_UNGLUED}|"
    rf"what ({_MEASURES}){_PLURAL}{_UNGLUED}|which (?:[\w-]+ )?({_MEASURES}){_HEAD}|"  # "which learning rate", not "which rate limiter"
    # "What language consistency does X reach?", "What praise shift did X get on PraiseProbe?", "How does X score on Y?";
    # not "What kind of reward does the agent get?" nor "How does the reward model score responses?"
    rf"what (?!{_NOT_A_QUANTITY}\b)(?:[\w'’.-]+ ){{1,4}}?(?:does|did|do) (?:[\w'’.-]+ ){{1,6}}?"
    r"(?:reach|achieve|obtain|attain|end up at|get(?=,| (?:on|in|at|against)\b))|"
    r"how (?:does|did|do) (?:[\w'’.-]+ ){1,6}?score(?= (?:on|in|at|against)\b|\s*\?)|"
    # "what share of the prompts ...?", "in what fraction of cases", "what was the proportion of"; not "what details do
    # they share of ...?" nor "the intuition behind the proportion of hard negatives"
    r"(?:what|which)\s+(?:(?:is|was|are|were)\s+the\s+)?(?:share|fraction|proportion)\s+of)\b",
    re.I,
)


#: A symbol a value is asked by: "beta", "ε", "β1".
_SYMBOL = r"(?:alpha|beta|gamma|delta|epsilon|eta|lambda|mu|tau|rho|sigma|[αβγδεηλμτρσ])(?:_?[12]|s)?"
#: "what beta did they use", "which λ", "which β1": a symbol's value.
_ASKS_FOR_SYMBOL = re.compile(
    rf"\b(?:what|which)(?:\s+[^?]{{1,60}}?\band)?\s+(?:the\s+)?(?:[\w-]+\s+){{0,2}}?{_SYMBOL}\b",
    re.I,  # "which AdamW β1/β2", "what learning-rate schedule and AdamW beta values ...?"
)
_NOT_ASKING = r"^\s*(?!(?:what|which|how|why|when|where|who|whose|does|do|did|is|are|was|were|can|could|would|should|will)\b)"
#: What a question about a measure asks when it names no value: "Role of the beta term?", "Intuition behind the token
#: budget?", "Limitations of the current error analysis?".
_NOT_ABOUT = (
    r"(?!(?:role|effect|purpose|intuition|meaning|impact|influence|importance|results?|delta\s+between|limitations?|"
    r"trade-?offs?|rationale|motivation|choice|design)\b)"
)
#: A measure asked by its name alone: "KL penalty coefficient used for the policy?".
_MEASURE_ALONE = re.compile(
    rf"{_NOT_ASKING}{_NOT_ABOUT}(?:the\s+)?(?P<alone>(?:[\w.+-]+{_POSSESSIVE}\s+{_NOT_ABOUT})?"  # "cohen's kappa"
    rf"(?:(?:[\w@+-]+|&)\s+){{0,4}}(?:{_MEASURES})){_UNGLUED}\b[^?]{{0,60}}\?\s*$",
    re.I,
)
#: A value asked by its symbol alone: "AdamW epsilon used for the RL runs?", "Adam β₂?" (the symbol is what is
#: measured); not what a symbol does ("Role of the beta term?") nor a name that holds one ("Beta-VAE", "τ-bench",
#: "Lambda Labs", "ETA").
_SYMBOL_ALONE = re.compile(
    rf"{_NOT_ASKING}{_NOT_ABOUT}"
    rf"(?:the\s+)?(?:[\w@+-]+(?:{_POSSESSIVE})?\s+){{0,3}}(?<![\w-])(?!(?-i:[A-Z]{{3}})){_SYMBOL}[₁₂]?(?![\w-]|(?-i:\s+[A-Z]))[^?]{{0,60}}\?\s*$",
    re.I,
)

_ASKS_DURATION = re.compile(
    r"\bhow long (?:did|does|do|will|would|is|was)\b.{0,80}\b(?:take|takes|last|lasts|run|runs|train|training)\b|"
    r"\b(?:wall[- ]?clock|training time|how many (?:hours|days|minutes|gpu[- ]?hours))\b",
    re.I,
)
_TIME_UNIT = re.compile(r"\b\d+(?:\.\d+)?\s*(?:h|hrs?|hours?|min|minutes?|s|sec|seconds?|days?|weeks?|months?)\b", re.I)
#: Time counted per device: a compute cost, which answers how long something took only when asked in it ("GPU-hours",
#: "H100-hours", "A100 GPU-hours", "GPU days", "GPU-h").
_GPU_HOURS = re.compile(r"\b(?:gpu|tpu|npu|[a-z]\d{2,4})(?:[- ]?gpus?)?[- ]?(?:hours?|days?|h)\b", re.I)
#: "total GPU budget?", "how much compute did training use?", "how much compute does one run cost?": a compute cost,
#: given in device time ("410 GPU-hours", "26 hours on 16 H100 GPUs") or FLOPs (not "how much compute does the verifier
#: save?", which any figure may answer, nor a cost in dollars).
_ASKS_COMPUTE = re.compile(
    r"\b(?:gpu|compute|computational)\s+(?:budget|cost|usage|use|spent)\b|\bhow\s+much\s+compute\s+(?:was|were|did)\b|"
    r"\bhow\s+much\s+compute\s+(?:does|do)\b[^?]{0,60}\b(?:cost|use|take|need|consume|require)s?\b",
    re.I,
)
#: Compute as a condition, a part or a change, which any figure may answer: "accuracy under the same compute budget",
#: "what share of the compute budget ...?", "how much compute was saved?", "relative to the policy".
_COMPUTE_NOT_ASKED = re.compile(
    r"\b(?:under|within|with|at|given|for)\s+(?:an?\s+|the\s+)?(?:same|equal|matched|fixed|fewer|less|more|\w+)?\s*"
    r"(?:gpu|compute|computational)\s+budgets?\b|\b(?:share|fraction|proportion|percent\w*|how\s+much\s+of)\b|"
    r"\b(?:sav(?:e|es|ed|ing)|reduc\w*|cuts?|overhead|relative|compared|than|times)\b|\btest[- ]time\b",
    re.I,
)
#: Device time in other units: "3,600 PF-days", "1,150 node-hours", "1.1M TPUv4 chip-hours".
_COMPUTE_UNIT = re.compile(
    r"\d\s*(?:%|×)\s*(?:of\s+)?[^.;]{0,30}\bcompute\b|\b(?:pf|pflops?|petaflop(?:/s)?|node|chip|core|device|accelerator)[- ]?(?:hours?|days?|h)\b",
    re.I,
)
#: Devices, then the time spent on them: "8×H100 for 3 days", "128 A100 GPUs for 14 days".
_DEVICES_FOR = re.compile(
    r"\b(?:gpus?|tpus?|nodes?|[a-z]\d{2,4}s?)\b[^.;]{0,30}?\bfor\s+(?:about\s+|roughly\s+|~\s*)?\d[\d.,]*\s*"
    r"(?:h|hrs?|hours?|days?|weeks?|min|minutes?)\b",
    re.I,
)
_FLOPS = re.compile(r"\d\s*(?:[×x]\s*10\^?\s*\d+\s*)?(?:[kmgtpe]?flops?|petaflop\w*)\b", re.I)
#: The devices a time is spent on, right after it: "36 hours on 64 A100s", "on 8 NVIDIA A100-80GB GPUs", "on eight
#: H100 GPUs", "on a single node of 8 GPUs", "on one 8xH100 node".
_ON_DEVICES = re.compile(
    r"^[^.;]{0,20}?\b(?:on|using|with|across|over)\s+(?:a|an|one|two|four|eight|sixteen|single|\d[\d,]*)?\s*(?:[x×]\s*)?"
    r"(?:[\w()-]+\s+){0,4}?(?:[\w-]+\s*[x×]\s*)?(?:gpus?|tpus?|accelerators?|nodes?|cards?|chips?|devices?|[a-z]\d{2,4}s?)\b",
    re.I,
)


def asks_duration(question: str) -> bool:
    """A question about how long something takes ("how long did training take?", "wall-clock time")."""
    return bool(_ASKS_DURATION.search(question))


#: "How much were the participants paid (per hour)?", "what hourly wage ...?": money, not a compute cost ("how much
#: does training cost?" is answered in GPU-hours as often as in dollars).
_ASKS_MONEY = re.compile(
    r"\bhow much\b.{0,60}\b(?:paid|pay|compensated)\b|\b(?:hourly\s+(?:wage|rate|pay)|wages?|salar(?:y|ies)|"
    r"in\s+(?:dollars|usd|euros)|how many (?:dollars|euros))\b",
    re.I,
)
#: An amount of money ("$15", "30 EUR", "USD 9"), or a value in a column of money ("Cost ($) 6,060").
_MONEY = re.compile(
    r"[$€£¥]\s?\d|\d\s?(?:usd|eur|gbp|rmb|cny|inr|chf|jpy|dollars?|euros?|cents?|pounds?|yuan)\b|"
    r"\b(?:usd|eur|gbp|rmb|cny|inr|chf|jpy)\s?\d|\bus\$|\((?:[$€£¥]|usd|eur)\)",
    re.I,
)
#: "How big is the warm-up dataset?", "how large was the prompt pool?": the size of a collection, asked as a count of
#: what it holds ("12,400 answers", "a pool of 46,812 prompts"), not a setting of training ("a 20-step warm-up"). The
#: collection is what is sized, within two words of "the": "how big is the gain on the held-out set?" sizes a gain.
_ASKS_COLLECTION_SIZE = re.compile(
    r"\bhow\s+(?:big|large)\s+(?:is|was|are|were)\s+(?:the|their|its|this|that)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:set|dataset|data|pool|corpus|collection|split|pilot|sample)s?\b(?!\s+(?:of|for)\s+(?:the|this|a)\b)",
    re.I,
)
#: A number and the plural noun it counts, a few words on: "12,400 answers", "40,000 held-out prompts"; not a year
#: ("in 2021 from public forums"), a rate ("8 responses per prompt"), nor a unit of training, time or scale ("20 steps",
#: "7B models"); a percentage is followed by no word. Tokens measure a length as often as a corpus ("a maximum response
#: length of 1,024 tokens"), so they count nothing here.
_ITEM_COUNT = re.compile(
    r"(?<![\w.,-])(?!(?:19|20)\d\d\b)\d[\d,]*(?:\.\d+)?\s*(?:[kKmM]\b|thousand\b|million\b)?\s+(?:[\w-]+\s+){0,2}?"
    r"(?!(?:steps|epochs|iterations|updates|rounds|runs|seeds|gpus|hours|minutes|seconds|days|weeks|months|years|points|"
    r"times|layers|heads|models|parameters|tokens|bits|dimensions|percent)\b)[a-z][\w-]*[^\Ws]s\b(?!\s+per\b)",
    re.I,
)


#: Device time as what is asked: "in H100-hours?", "how many GPU-hours ...?"; not "by what percentage does it reduce
#: GPU-hours?" nor "what share of the 3,100 GPU-hours ...?".
_ASKED_IN_DEVICE_TIME = re.compile(rf"\b(?:in|how\s+many)\s+(?:[\w-]+\s+)?(?:{_GPU_HOURS.pattern})", re.I)


def unit_asked(question: str) -> Callable[[str], bool] | None:
    """For a value asked in a kind of unit, whether a sentence gives one in it: "how long did training take?" a time
    ("18.6 hours"), "total compute in H100-hours?" device time, "how much were the annotators paid?" money ("$15 per
    hour"; "we recruited 40 paid participants over three weeks" gives none), "how much did WER vary across seeds?" a
    spread with a number ("± 0.2", "a standard deviation of 0.4", "varied by 0.1 points"; a mean WER alone gives none);
    None for any other question."""
    if asks_duration(question) or _ASKED_IN_DEVICE_TIME.search(question):  # "... in H100-hours?" asks in them
        return lambda sentence: gives_duration(sentence, question)
    if _ASKS_COMPUTE.search(question) and not _COMPUTE_NOT_ASKED.search(question):  # "total GPU budget?"
        return lambda sentence: (
            bool(_FLOPS.search(sentence) or _COMPUTE_UNIT.search(sentence) or _DEVICES_FOR.search(sentence))
            or gives_device_time(sentence)
        )
    if _ASKS_MONEY.search(question):
        return lambda sentence: bool(_MONEY.search(sentence))
    if _SPREAD_ASKED.search(question) and not _SEEDS_COUNTED.search(question):  # "how much did WER vary across seeds?"
        return lambda sentence: bool(_SPREAD_GIVEN.search(sentence)) and any(c.isdigit() for c in sentence)
    return None


_SPREAD_WORD = r"(?:var(?:y|ies|ied|iance|iation|iability)|std|stdev|standard\s+deviations?|spread|confidence\s+intervals?)"
_ACROSS_SEEDS = r"(?:across|over|between)\s+(?:[\w-]+\s+){0,2}?(?:seeds|restarts|(?:repeated|independent)\s+(?:training\s+)?runs)"
#: A spread across runs repeated with other seeds asked: "vary across random seeds", "the std over the three seeds",
#: "seed-to-seed standard deviation", "seed variance"; not "over training runs of different length", which vary on
#: purpose, nor "the mean WER across seeds, and how does it vary with model size?".
_SPREAD_ASKED = re.compile(
    rf"\b{_SPREAD_WORD}\b[^?.;,]{{0,60}}?\b{_ACROSS_SEEDS}\b|\b{_ACROSS_SEEDS}\b[^?.;,]{{0,30}}?\b{_SPREAD_WORD}\b|"
    r"\bseed[- ]to[- ]seed\b|\bseed[- ](?:variance|variation|variability|spread)\b|\bacross[- ]seed\b",
    re.I,
)
_SEEDS_COUNTED = re.compile(r"\bhow\s+many\s+(?:random\s+)?seeds\b", re.I)  # "across how many seeds ...?" asks a count
#: How a paper gives a spread: "± 0.4", "(SD = 0.4)", "σ = 0.4", "61.6 (0.4)", "[61.1, 62.1]", "between 61.2 and 62.0",
#: "varied by at most 0.1 points", "61.2, 61.6 and 62.0 for the three seeds"; not "within 1.3 points of GPT-4o", a gap.
_SPREAD_GIVEN = re.compile(
    rf"±|\+/-|σ|\b(?:s\.?d|se|stdev)\b|\b{_SPREAD_WORD}\b|standard\s+error|\brang(?:e|es|ed)\b|\bCIs?\b|\bmin[-–]max\b|"
    r"fluctuat\w*|\[\s*\d[\d.]*\s*,\s*\d[\d.]*\s*\]|\bbetween\s+\d[\d.]*\s*%?\s+and\s+\d|"
    r"\d\s*\(\s*\d[\d.]*\s*\)|\b(?:for|across|over)\s+(?:the\s+|each\s+|all\s+)?(?:\w+\s+)?seeds\b",
    re.I,
)


def asks_collection_size(question: str) -> bool:
    """ "How big is the warm-up dataset?", "how large was the prompt pool?": answered by a count of what it holds."""
    return bool(_ASKS_COLLECTION_SIZE.search(question))


def counts_items(question: str) -> Callable[[str], bool]:
    """Whether a sentence counts what a collection holds ("has 46,812 prompts"): how a data set's size is given. For
    a question about the training data, a count of held-out, validation or test items counts another split ("the
    2,000 held-out CalibMix prompts" for "how big is the CalibMix training set?"), and the other way round."""
    training, evaluation = bool(_TRAINING.search(question)), bool(_EVALUATION.search(question))
    other = _EVALUATION if training and not evaluation else _TRAINING if evaluation and not training else None
    return lambda sentence: any(not (other and other.search(found.group())) for found in _ITEM_COUNT.finditer(sentence))


#: The words that name the split of a data set, training or evaluation.
_TRAINING = re.compile(r"\btrain(?:ing)?\b", re.I)
_EVALUATION = re.compile(r"\b(?:test|testing|held-out|validation|dev|development|evaluation|eval)\b", re.I)


def gives_duration(sentence: str, question: str) -> bool:
    """A sentence stating a time: a number with a unit of time ("18.6 hours", "3 days"); GPU-hours only for
    a question that asks in them ("3,100 A100 GPU-hours" is no wall-clock time), and for it only they or a time
    spent on devices named right after it ("2 hours on 8 GPUs"; "a run timeout of 10 s" is no compute cost)."""
    if _GPU_HOURS.search(question):
        return gives_device_time(sentence)
    return bool(_TIME_UNIT.search(sentence))


def gives_device_time(sentence: str) -> bool:
    """Time counted on devices: GPU-hours ("3,100 A100 GPU-hours") or a time spent on devices named right after it
    ("2 hours on 8 GPUs"; "a run timeout of 10 s" is no compute cost)."""
    timed = (_ON_DEVICES.search(sentence[found.end() :]) for found in _TIME_UNIT.finditer(sentence))
    return bool(_GPU_HOURS.search(sentence) or any(timed))


def compares(question: str) -> bool:
    """ "How does X compare with Y?", "X vs. Y", "is X better than Y?"; read in the question itself, not in a sentence
    that sets it up ("Annotators checked the notes against the context. What fraction ...?" compares nothing)."""
    asked = without_set_up(question)
    return bool(_COMPARE.search(asked) or _BETTER.search(asked))


def without_set_up(question: str) -> str:
    """The sentence that asks, without the statements before it that set it up."""
    return _SET_UP.sub("", question)


_BETTER = re.compile(r"\b(?:better|worse|outperforms?|beats?|stack up|against)\b", re.I)
#: The sentences before a question that set it up: statements ending in a full stop (not that of "Dr.", "et al.",
#: "vs.", "e.g.", "cf."), then one more sentence that asks, in either case ("... against GPT-4o. what batch size?").
_SET_UP = re.compile(
    r"^.*?(?<!\bDr)(?<!\bal)(?<!\bcf)(?<!\bvs)(?<!\bno)(?<!\betc)(?<!\bapprox)(?<!\bresp)(?<!\be\.g)(?<!\bi\.e)"
    r"\.\s+(?=[A-Za-z][^.]*\?\s*$)",
    re.S,
)


def asks_how(question: str) -> bool:
    """ "How do they get around sparse rewards?", also after a sentence that sets it up; not "how many ...?"."""
    return bool(re.search(r"\bhow\b", question, re.I)) and not asks_for_value(question)


#: "How robust is it?", "how does X affect accuracy?", "how does it perform on ...?", "how does the speedup change
#: when ...?": an outcome, reported in the results; not "how does DisCo change the advantages?" nor "how is the
#: search performed?", which ask how the method works. ("How well / fast / often ...?" ask for a value already.)
_OUTCOME = re.compile(
    r"\bhow\s+(?:good|bad(?:ly)?|robust|sensitive|stable|quickly|effective|accurate|efficient)\b"
    r"|^\W*how\s+(?:reliabl[ey]|consistent(?:ly)?|closely|reproducible|noisy|trustworthy)\b"  # not "decide how reliable"
    r"|\b(?:affect|impact|influence)(?:s|ed)?\b|\bgenerali[sz]es?\b"
    r"|\b(?:perform|fare)(?:s|ed|d)?\s+(?:on|in|at|when|with|against|under|across|compared|relative|better|worse)\b"
    r"|\b(?:perform|fare)s?\s*\?"
    r"|\bhow\s+(?:does|do|did)\b[^?]*\bscores?\s+(?:on|in|at|against)\b"  # not "how is the score on each item computed?"
    r"|\bhow\s+(?:does|do|did)\b[^?]*(?<!\bto\s)\bdo\s+(?:on|in|at|when|with|against)\b"
    rf"|\b(?:{_MEASURES}|performance|results?)\s+(?:change[sd]?|scales?|var(?:y|ies|ied)|evolve[sd]?|grows?)\b",
    re.I,
)


def asks_for_outcome(question: str) -> bool:
    """ "How does DataWright-7B score on DABench?", "how does it perform on AIME?": a result the paper reports."""
    return bool(_OUTCOME.search(question))


def asks_how_it_works(question: str) -> bool:
    """ "How does TALON turn returns into advantages?", "how is the penalty computed?": what the method
    section describes; not why, not a comparison, not an outcome ("how does it perform on AIME?")."""
    return asks_how(question) and not asks_why(question) and not compares(question) and not asks_for_outcome(question)


#: The verbs of a configuration: "what rho do the authors use", "which step size is used", "trained with".
_CONFIGURES = re.compile(
    r"\b(?:use[sd]?|using|cho(?:o?se|sen)|picked|adopt(?:s|ed)?|employ(?:s|ed)?|configured|(?:train|run|ran)(?:s|ed)?\s+with|"
    r"set\s+(?:to|at|as|for)|(?:do|did|does)\s+(?:[\w-]+\s+){0,2}set)\b",
    re.I,
)
#: What a result is said to do: "what accuracy does the policy trained with HEDGE achieve?".
_REACHES = re.compile(r"\b(?:does|do|did|will|would)\b[^?]*\b(?:reach|get|achieve|score|obtain|attain|hit)\b", re.I)


def asks_for_setting(question: str) -> bool:
    """A value the paper configures for its own runs ("What value of rho do the authors use?", "KL penalty coefficient
    used for the policy?"): the setup or method states it, where the results and ablations state other values of it
    ("with rho = 1 the posteriors ..."). Not a result ("what accuracy does PACE reach?"), nor a variant ("what
    happens with a smaller step size?")."""
    if not asks_for_value(question) or asks_about_a_variant(question) or _REACHES.search(question):
        return False
    if _COMPARE.search(question) or re.search(r"\bthan\b|^\s*(?:when|if|once)\b", question, re.I):
        return False  # "faster than using Medusa?", "When the PRM score is used as the reward, what accuracy ...?"
    return bool(_CONFIGURES.search(question))


def asks_for_value(question: str) -> bool:
    """A question whose answer is a number: "how many ...", "what batch size ...", "what AIME accuracy ...",
    "what beta ...", or a measure asked without a question word ("KL penalty coefficient used for the policy?");
    not steps taken ("What concrete steps do they take against contamination?")."""
    question = _unshortened(question)
    if _STEPS_TAKEN.search(question) and not _HOW_MANY.search(question):
        return False
    return any(pattern.search(question) for pattern in (_ASKS_FOR_VALUE, _ASKS_FOR_SYMBOL, _MEASURE_ALONE, _SYMBOL_ALONE))


#: Steps as actions: "what steps do they take", "what preprocessing steps do they apply", "steps should I follow".
_STEPS_TAKEN = re.compile(
    r"\bsteps\s+(?:[\w']+\s+){1,3}?(?:take|taken|follow|followed|apply|applied|perform|performed|involve|involved|"
    r"comprise|include|go\s+through)\b|\bsteps\s+(?:of|in)\s+(?:the|their|its|this)\s+(?:[\w-]+\s+)?(?:pipeline|method|process|procedure|algorithm)\b",
    re.I,
)


#: "... without the length penalty?", "when the step size is smaller?", "in the ablation?": the question is about a
#: variant of the method, which the ablations report.
_VARIANT = re.compile(
    r"\b(?:without|remov\w*|ablat\w*|instead|replac\w*|swap\w*|vary\w*|varied|sweep\w*|smaller|larger|fewer|"
    r"alternative|variants?|sensitiv\w*|if|drop(?:s|ped|ping)?|disabl\w*)\b",
    re.I,
)
#: A sentence that reports a variant of the method: "Using two chains instead of four ...", "Removing the penalty ...",
#: "Without the length penalty, length grows ..." (opening the sentence: "... without any labels" is the method's).
_COUNTERFACTUAL = re.compile(
    r"\b(?:instead of|remov(?:e|es|ing)|removed(?!\s+(?:about\s+|roughly\s+|only\s+|just\s+|approximately\s+|nearly\s+|~\s*)?\d)|sweep|replac(?:e|es|ed|ing)|ablat\w*|dropping)\b|^\s*without\b",
    re.I,
)


#: What a count of removed things is asked with: "how many tasks got thrown out / were discarded / filtered out?".
_REMOVED = re.compile(
    r"\b(?:discard(?:s|ed)?|exclude[sd]?|thr(?:ow|ows|owing|own|ew)[\s-]+(?:out|away)|filter(?:ed|s)?\s+out|prun\w*|weed(?:ed)?\s+out)\b",
    re.I,
)


def asks_about_a_variant(question: str) -> bool:
    """Whether the question asks about another setting than the paper's own ("How much does accuracy drop without
    the length penalty?", "... with a smaller step size?"), or counts what was removed ("how many tasks got thrown
    out?", which "this removed 212 tasks" answers): then a sentence that reports a variant may answer it."""
    return bool(_VARIANT.search(question) or (_HOW_MANY.search(question) and _REMOVED.search(question)))


def reports_a_variant(sentence: str) -> bool:
    """ "Using two verification chains instead of four lowers the agreement", "Removing the length penalty ...": the
    numbers of such a sentence belong to a variant, not to the setting "how many chains are sampled?" asks about."""
    return bool(_COUNTERFACTUAL.search(sentence))


#: A measure before the schedule it follows: "learning rate schedule", "the temperature schedule" ask for a schedule,
#: no value of the measure.
_SCHEDULE_OF = re.compile(rf"(?:(?<![\w-])(?!(?:and|or|the|a|an)\b)[\w-]+\s+)?\b(?:{_MEASURES})\s+(?=schedul)", re.I)


def _unshortened(question: str) -> str:
    """ "What's the average length?" read as "What is the average length?", "number of warmup steps?" as "how many
    warmup steps?", "what learning rate schedule ...?" as "what schedule ...?", "do they report the standard
    deviation?" as "what is the standard deviation?"; an aside in brackets ("what group size (number of outputs per
    question) did they use?") left out."""
    question = re.sub(r"\s*\([^()]*\)", "", question)
    question = _SCHEDULE_OF.sub("", question)
    question = re.sub(r"^\s*(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\b", "how many", question, flags=re.I)
    question = re.sub(  # "Do they report the across-seed standard deviation for X?" asks what it is
        r"^\s*(?:do|does|did)\s+(?:they|the\s+authors|the\s+paper|it)\s+(?:report|give|state|provide|list)\s+(?:the\s+|an?\s+|any\s+)?",
        "what is the ",
        question,
        flags=re.I,
    )
    return re.sub(r"\b(what|which|who)(?:'|\u2019)s\b", r"\1 is", question, flags=re.I)


def _value_of_dropped(question: str) -> str:
    """ "What value of that threshold ...?" (or "what exact value of ...") read as "What threshold ...?": the
    measure is what the value is of."""
    return re.sub(
        r"\b(what|which)\s+(?:(?:is|was|are|were)\s+the\s+)?(?:(?:exact|numerical|numeric|specific|precise|actual|total)\s+)?"
        r"(?:value|number|amount|figure|size|count)\s+of\s+(?:the\s+|that\s+|this\s+|their\s+|its\s+)?",
        r"\1 ",
        question,
        flags=re.I,
    )


_BASELINE_NAMED = re.compile(r"((?:\S+\s+){1,3})baselines?\b", re.I)


def baseline_asked(question: str) -> list[str]:
    """The names of a baseline the question asks about ("the 7B PPO baseline" -> PPO, "7B"; "the system-prompt
    baseline" -> system-prompt, a compound the paper names it by), empty when it asks about none."""
    return _names_matched(_BASELINE_NAMED, question) or _BASELINE_COMPOUND.findall(question)


#: A baseline named by a compound of lower-case words: "the system-prompt baseline", "the best-of-n baseline".
_BASELINE_COMPOUND = re.compile(r"\b([a-z]+(?:-[a-z]+)+)\s+baselines?\b")


#: Whose something is: "ANCHOR's sway rate", "GPT-4o’s accuracy".
_SUBJECT_OF_VALUE = re.compile(
    r"\b(?:does|did|do)\s+((?:\S+\s+){1,6}?)(?:reach|get|achieve|score|obtain|attain|hit)\b|"
    rf"\b(?:{_MEASURES})\s+(?:for|of)\s+((?:the\s+)?\S+)|"  # "the across-seed standard deviation for GRPO-VLA"
    rf"(?<![\w.+-])([\w.+-]+){_POSSESSIVE}\s+(?:[\w-]+\s+){{0,3}}?(?:{_MEASURES})\b",  # "GPT-4o's strict accuracy"
    re.I,
)
#: A possessor of a few words: "the RM-only run's hallucination rate" (a size alone, "the 7B model's", names none).
_OWNED = re.compile(rf"(?<![\w.+-])((?:[\w.+-]+\s+){{1,2}}[\w.+-]+){_POSSESSIVE}\s+(?:[\w-]+\s+){{0,3}}?(?:{_MEASURES})\b", re.I)


def value_holder_asked(question: str) -> list[str]:
    """The names of what a value question asks the value of ("What MATH accuracy does VinePPO reach?"
    -> VinePPO, "the standard deviation for GRPO-VLA" -> GRPO, VLA, "what score did the PPO responses receive?" ->
    PPO), empty when the question names none there. What a task "receives" as input is no value it holds."""
    held = _names_matched(_SUBJECT_OF_VALUE, question) or [
        name for name in _names_matched(_OWNED, question) if not is_model_size(name)
    ]
    return held or (_names_matched(_RECEIVED, question) if _SCORED.search(question) else [])


def trained_asked(question: str) -> list[str]:
    """The model a question asks a training value of: "How many epochs was PHIScope trained for?" -> PHIScope; a size
    alone ("the 7B model") names none. Only to tell its sentences from another model's: a setup writes "we train for 3
    epochs" without the name."""
    return [n for n in _names_matched(_TRAINED, question) if not is_model_size(n)]


#: "How many epochs was PHIScope trained for?": the model trained (a size alone, "the 7B model", names none).
_TRAINED = re.compile(
    r"\b(?:was|were|is|are)\s+((?:\S+\s+){1,4}?)(?:trained|fine-tuned|finetuned|pre-?trained|optimi[sz]ed)\b", re.I
)
#: A model's size ("7B", "1.5B", "350M", a mixture's "8x7B"), not an amount of data or time ("1.5B tokens", "2M samples").
SIZE = re.compile(
    r"(?<![\w.])((?:\d+[x×])?\d+(?:\.\d+)?[BM])(?!\w)"
    r"(?![\s-]+(?:tokens?|samples?|examples?|words?|pairs?|prompts?|queries|documents?|images?|steps?|hours?|trajectories|episodes?|rows?)\b)"
)


def is_model_size(word: str) -> bool:
    """ "7B", "1.5B", "350M": a model's size, which names no one model ("the 7B PPO baseline" is named by "PPO")."""
    return bool(SIZE.fullmatch(word))


#: "What relevance score did the PPO responses receive?": a score, a grade or votes given to a system's outputs.
_RECEIVED = re.compile(r"\b(?:does|did|do)\s+((?:\S+\s+){1,6}?)(?:receive|earn)\b", re.I)
_SCORED = re.compile(r"\b(?:scores?|ratings?|grades?|points|votes|marks)\b", re.I)


def _names_matched(pattern: re.Pattern[str], question: str) -> list[str]:
    """The names in what ``pattern``'s first group finds in the question, asides in brackets left out."""
    return [
        name
        for match in pattern.finditer(_unshortened(question))
        for group in match.groups()
        if group
        for name in names_in(group)
    ]


#: The part of an evaluation a value is asked on: "on the Swahili portion of TransMATH-10", "on the thermodynamics
#: topic", "for the poem submissions alone", "on Tessera-Pick specifically", "For Java specifically".
#: Items an evaluation holds, and what says they are a whole, not a part: "the new math problem set", "the math problems
#: in GSM8K" (what a benchmark holds).
_ITEMS = r"(?:items|questions|problems|skills)"
_ITEMS_OF_A_WHOLE = r"\s+(?:sets?|banks?|pools?|collections?|suites?|library)\b|\s+(?:in|of|from)\s+(?:the\s+)?(?-i:[A-Z])"
_SUBSET = re.compile(
    r"\b(?:on|for|in)\s+(?:the\s+)?(?P<part>(?:(?!(?:when|where|that|which|who)\b)[\w-]+\s+){1,3}?)"
    r"(?:topic|portion|subset|slice|split|category|domain|genre)s?\b|"
    # the items of a kind ("for the ecology items"); not "for math problems in training", the paper's whole domain, nor
    # "the new math problem set", a whole, nor "the math problems in GSM8K", which says what a benchmark holds
    r"\b(?:on|for|in)\s+the\s+(?P<items>(?:(?!(?:when|where|that|which|who)\b)[\w-]+\s+){1,3}?)"
    rf"{_ITEMS}\b(?!{_ITEMS_OF_A_WHOLE})|"
    r"\b(?:on|for|in)\s+(?:the\s+)?(?P<alone>(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:specifically|alone)\b",
    re.I,
)
#: Words of a part's name that do not tell it from the rest ("on the fixed 500-question Quarry dev subset"), or that
#: name what is evaluated or how it is used, not a part ("for the 7B policy alone", "on the training split").
_NOT_A_PART = frozenset(
    tokenize(
        "test tests held-out heldout fixed evaluation eval remaining other hard easy harder easier full whole entire each "
        "every training train validation dev unseen downstream ood out-of-distribution in-distribution model policy run "
        "checkpoint method questions problems prompts tasks items examples submissions cases"
    )
)


#: Words that describe items rather than name a part of them: "the hardest problems", "the unsolved problems", "the
#: typical question", "the previously seen questions", "the open-ended questions".
_DESCRIBES = re.compile(
    r"\b(?:\w+est|\w+ly|typical|average|first|last|new|same|different|difficult|simple|long|short|correct|incorrect|"
    r"wrong|unseen|seen|open|open-ended|closed|original|generated|solved|unsolved|failed|passed|multiple-choice)\b",
    re.I,
)


#: Kinds of items set against each other, each a part: "for biology skills versus chemistry skills", "on grade 6
#: problems than on grade 9 problems"; not a method set against another ("on math problems vs. GPT-4o"). Bare items
#: ("for math problems") are otherwise the paper's whole domain.
_SET_AGAINST = re.compile(
    rf"\b{_ITEMS}\s+(?:versus|vs\.?|compared\s+(?:to|with)|than)\s+(?:(?:on|for|in|the|to|with)\s+)*(?:[\w-]+\s+){{1,3}}?{_ITEMS}\b",
    re.I,
)
_BARE_ITEMS = re.compile(
    r"\b(?:on|for|in)\s+((?:(?!(?:the|when|where|that|which|who|versus|vs|than|and|or)\b)[\w-]+\s+){1,3}?)"
    rf"{_ITEMS}\b(?!{_ITEMS_OF_A_WHOLE})",
    re.I,
)


def subsets_asked(question: str) -> list[set[str]]:
    """The words of each part of an evaluation the question asks its value on ("the Swahili portion" -> {swahili},
    "for biology skills versus chemistry skills" -> {biology}); a whole benchmark's value ("the average over all
    languages") gives no part's."""
    parts = [
        words for match in _SUBSET.finditer(question) if (words := _part_words(match["part"] or match["alone"], match["items"]))
    ]
    if _SET_AGAINST.search(question):  # "for biology skills versus chemistry skills": bare items, each a part
        parts += [words for found in _BARE_ITEMS.finditer(question) if (words := _part_words("", found[1]))]
    return [words for n, words in enumerate(parts) if words not in parts[:n]]


def _part_words(named: str | None, items: str | None) -> set[str]:
    """The words of a part that tell it from the rest: "swahili" of "the Swahili portion" (``named``), "biology" of
    "biology skills" (``items``); none of "the hardest problems", a kind of items, no part."""
    if items and _DESCRIBES.search(items):
        return set()
    return {w for w in tokenize(named or items or "") if not w[0].isdigit()} - _NOT_A_PART


#: What an agreement is asked on: "kappa on the error types", "agreement (kappa) for the failure-mode taxonomy",
#: "Krippendorff's alpha for the actionability ratings".
_AGREED_ON = re.compile(
    r"\b(?:agreement|kappa|κ|krippendorff['’]s\s+(?:alpha|α))(?:\s*\([^)]*\))?\s+(?:on|for|over|about)\s+(?!(?:which|whether|what|how|who)\b)(?P<on>[^?,;.]+)",
    re.I,
)
#: Words any annotation is named by, which tell no annotation from another.
_ANNOTATED = frozenset(
    tokenize(
        "labels labelled labeled annotations annotated ratings rated judgments judgements judged items pairs set data human "
        "annotators raters samples sample study evaluation responses outputs two three each user pilot subset test main "
        "final vs"
    )
)


def agreement_asked_on(question: str) -> set[str]:
    """The words of what an agreement is asked on ("kappa on the error types" -> {error, type}), less those any
    annotation is named by: a paper that reports the agreement of another annotation (its "primary category" labels)
    does not answer it. A judgement described by a clause ("agreement on which response handled the pushback
    better") names no label set the paper must repeat."""
    found = _AGREED_ON.search(question)
    if not found:
        return set()
    return {w for w in tokenize(found["on"]) if "-" not in w and w[:1].isalpha() and len(w) > 1} - _ANNOTATED


STEM = 5  # letters two words must share to count as the same word in names_all


def names_half(words: set[str], text: str) -> bool:
    """Whether the text names at least half the words, each by its first ``STEM`` letters ("relevance" ~ "relevant")."""
    stems = {w[:STEM] for w in tokenize(text)}
    return 2 * sum(w[:STEM] in stems for w in words) >= len(words)


#: The words that end what a value question measures ("what batch size [is] used", "how many annotators
#: [wrote] the prompts": a verb is cut there by the determiner after it, see ``measured_groups``).
_DETERMINERS = frozenset(["the", "a", "an", "their", "its", "this", "these", "those"])
_VERBS = (
    "makes? used goes go comes? gets? got reach(?:es|ed)? achieves? achieved uses? needs? needed takes? took yields? gives? gave"
)
_MEASURE_ENDS = [
    *_AUXILIARIES,
    *re.findall(r"\S+", "of for in on at when per to from"),
    *re.findall(r"\S+", _VERBS),
    *re.findall(r"\S+", "that they we it he she"),
    *sorted(_DETERMINERS),
]
#: What a value question asks to measure: the words between "how many" / "what" and the verb; a list
#: ("what group size and learning rate did ...") names one measure per item.
_MEASURED = re.compile(
    rf"\b(?:by\s+)?(?:how many|how much|what|which)\s+"
    rf"(?:(?:is|was|are|were) the (?:[\w.+-]+ ){{0,2}}?[\w.+-]+{_POSSESSIVE} |"  # "what was the RM-only run's"
    rf"(?:is |was |are |were )?(?:the |[\w.+-]+{_POSSESSIVE} )?)"  # "ANCHOR's"
    rf"(?!(?:{'|'.join(_AUXILIARIES)})\b)(?P<what>(?:[\w-]+,?\s+){{0,7}}?[\w-]+?),?\s+"
    rf"(?P<end>{'|'.join(_MEASURE_ENDS)})\b|"
    # "how many prompts remain (after filtering)?": a plural verb ends it, not a plural noun ("how many math problems?")
    r"\bhow many\s+(?P<counted>[\w-]+?(?:\s+[\w-]+)??)\s+(?P<verb>[\w-]*(?:[^\Ws]|ss))(?:\s+[\w-]+){0,3}\s*\?\s*$|"
    # "what is the batch size?": the question ends with the measure
    rf"\b(?:what|which)\s+(?:is|was|are|were)\s+(?:the|their|its)\s+(?:(?:[\w.+-]+\s+){{0,2}}?[\w.+-]+{_POSSESSIVE}\s+)?"
    rf"(?!(?:{'|'.join(_AUXILIARIES)})\b)"
    r"(?P<ending>(?:[\w-]+\s+){0,4}?[\w-]+)\s*\?\s*$",
    re.I,
)
#: A counted plural noun and a verb after it: "worker processes handle ...", "annotators rated ..."; not a list.
_COUNTED_THEN_VERB = re.compile(r"((?:[\w-]+\s+){0,2}?[\w-]{3,}[^\Ws]s)\s+(?!(?:and|or)\b)[a-z][\w-]*(?:[^\Ws]|ss)\b.*$")
#: A measure's place taken by a verb: what is counted was named before ("how many come from ...", "how many are").
_ELIDED = re.compile(rf"(?:{'|'.join(_MEASURE_ENDS)})", re.I)
_LIST_SEPARATOR = re.compile(r"\s*,\s*|\s+(?:and|or)\s+(?:(?:how many|how much|what|which)\s+)?", re.I)

#: "Above what response length does the length penalty start to kick in?": a threshold, asked of what starts above
#: it (the penalty: "L_b = 1,536 tokens"), not of the quantity it is measured in (any sentence gives a length). "After
#: how many steps does the policy start to collapse?" asks for the steps.
_THRESHOLD_OF = re.compile(
    r"^\s*(?:above|below|beyond|under|over)\s+(?:what|which)\b[^?]*?\b(?:does|do|did|is|are|will)\s+"
    r"(?:the\s+|their\s+|its\s+)?(?P<subject>(?:[\w-]+\s+){0,2}?[\w-]+)(?:\s+(?:in|of|on|for)\s+(?:the\s+)?[\w-]+)?\s+"
    r"(?:start|starts|begin|begins|kick|kicks|apply|applies|become|becomes|trigger|triggers|activate|activates|fire)\b",
    re.I,
)


def measured_groups(question: str, ending: bool = False) -> list[set[str]]:
    """What a value question measures, one set of words per measure asked ("what group size and learning
    rate ...?" -> {group, size}, {learning, rate}); empty when no measure is named.

    Hyphenated compounds count by their parts ("reasoning-related" is "reasoning", "related").
    """
    original, question = question, _unshortened(question)
    if (found := _THRESHOLD_OF.match(question)) and (subject := tokenize(found.group("subject"))):
        return [{subject[-1]}]  # "above what length does the length penalty start?": the penalty's threshold
    value_of = _value_of_dropped(question)
    if value_of != question:  # "what value of the discount factor gamma": measure what the value is of
        question, value = value_of, re.search(r"\b(?:what|which)\b", value_of, re.I)
    else:
        value = _ASKS_FOR_VALUE.search(question)
    match = _MEASURED.match(question, value.start()) if value else None
    if not match:  # "batch size for the KTO runs?": the measure asked by its name alone
        alone = None if value else _MEASURE_ALONE.match(question)
        return _with_asides(_groups(alone.group("alone")), original) if alone else []
    if match.group("ending") and not ending:  # see ``measured_words``
        return []
    phrase = match.group("what") or match.group("counted") or match.group("ending")
    if _ELIDED.fullmatch(phrase):  # "of the problems it misses, how many come from ...?": the noun is left out
        return []
    if (match.group("end") or "").lower() in _DETERMINERS and " " in phrase:  # "how many annotators wrote the prompts": a verb
        phrase = phrase.rsplit(" ", 1)[0]
    counted = _COUNTED_THEN_VERB.match(phrase) if match.group(0).lower().startswith("how many") else None
    if counted and not ending:  # "how many worker processes handle query execution": the processes are what a value
        phrase = counted.group(1)  # is given for; the verb still orders ("how many questions remain" -> "the remaining")
    return _with_asides(_groups(phrase), original)


def _with_asides(groups: list[set[str]], question: str) -> list[set[str]]:
    """A measure named again in brackets is named two ways, either of which a passage may write: "inter-annotator
    agreement (kappa)" is given by "Fleiss' kappa was 0.71"."""
    if not groups:
        return groups
    measured = {w[:STEM] for group in groups for w in group}
    asides = [found[2] for found in _ASIDE.finditer(question) if {w[:STEM] for w in tokenize(found[1])} & measured]
    named = groups + [g for aside in asides for g in _groups(aside) if g not in groups]
    for found in _COUNTED_ASIDE.finditer(question):  # "arm size (users)": a count of users
        size, counted = tokenize(found[1])[0], set(tokenize(found[2]))
        named += [group - {size} | counted for group in groups if size in group and group - {size} | counted not in named]
    return named


#: A size given in what it counts, in brackets: "treatment arm size in the A/B test (users)" is the number of users in
#: the arm, which a passage writes "Users: ... Treatment 38,977"; "batch size (prompts)" is "a batch of 512 prompts".
_COUNTED_ASIDE = re.compile(r"\b(size|count|number)\b(?:\s+[\w/-]+){0,5}?\s*\(\s*([a-z][\w-]*[^\Ws]s)\s*\)", re.I)
#: A measure's symbol or short name in brackets right after it: "inter-annotator agreement (kappa)", "expected
#: calibration error (ECE)"; not a unit ("max generation length (tokens)") nor a gloss ("(number of outputs)").
_ASIDE = re.compile(rf"(?<![\w-])([\w-]+)\s*\(\s*({_SYMBOL}|κ|(?i:kappa)|[A-Z](?=[\w@-]*[A-Z0-9])[\w@-]+)\s*\)")


def _groups(phrase: str) -> list[set[str]]:
    """The words of each measure a phrase lists."""
    groups = []
    for item in _LIST_SEPARATOR.split(phrase):
        plain = " ".join(w for w in item.split() if not name_shaped(w))  # "how many SFT samples": names are checked apart
        words = (
            {w for w in tokenize(plain or item) if "-" not in w} - _UNITS - _PREFIXES
        )  # "by how many points": any figure will do
        words = {w for w in words if w[:STEM] not in _DIRECTION_STEMS}  # "how much agreement is lost": a way, no measure
        if words and words <= _VALUE_WORDS:  # "what value does it reach?": no measure is named, any figure will do
            continue
        if words := words - _GENERIC_MEASURES or words:  # "what threshold ...?": the generic word is all there is
            groups.append(words)
    specific = [g for g in groups if not g <= _GENERIC_MEASURES]
    return specific if len(groups) > 1 else groups  # "what learning rate and number of ...": the rate is checkable


def counted_head(question: str, measured: set[str]) -> str | None:
    """What "how many X ...?" counts: X, the measure's word it writes last (``measure_head``); None for another
    question."""
    return measure_head(question, measured) if _HOW_MANY.search(question) else None


_HOW_MANY = re.compile(r"\bhow\s+many\b", re.I)


def asks_how_many(question: str) -> bool:
    """ "How many ...?" or "number of ...?": a count, which a share in percent does not give ("how many percentage
    points ...?" asks none)."""
    return bool(_HOW_MANY.search(_unshortened(question))) and not _IN_PERCENT.search(question)


_IN_PERCENT = re.compile(r"\b(?:percent\w*|points?|share|rate|fraction|proportion)\b|%", re.I)


def counts_closely(shown: str, head: str, per_unit: re.Pattern[str] | None = None) -> bool:
    """Whether a number in the sentence counts X itself, not as a rate's part: "112,400 sessions in total (18.1
    sessions per conversation)" answers "how many sessions in total?", "214 key actions" "how many replay-verified key
    actions?"; X must follow the number, at most one word between ("6,200 conversations with 18.1 sessions per
    conversation" counts conversations, "18 key actions per game" counts per game)."""
    for found in _NUMBER_NEXT.finditer(shown):
        after = found.group(1)
        if head in tokenize(" ".join(after.split()[:2])) and not (per_unit and per_unit.search(after)):
            return True
    return any(_counted_before(shown[: total.start()], head) for total in _ELIDED_TOTAL.finditer(shown))


def _counted_before(before: str, head: str) -> bool:
    """Whether the last number before an elided total counts X: "480 persona cards per archetype, 2,880 in total"
    counts persona cards, not archetypes."""
    numbers = list(_NUMBER_NEXT.finditer(before))
    return bool(numbers) and head in tokenize(" ".join(numbers[-1].group(1).split()[:2]))


#: A total whose noun is left out because the words before it name it: "480 persona cards per archetype, 2,880 in
#: total" counts persona cards.
_ELIDED_TOTAL = re.compile(r"(?<![\d,.])\d[\d,.]*\s+(?:in\s+total|in\s+all|altogether)\b", re.I)


def number_then(words: int) -> re.Pattern[str]:
    """A number and the ``words`` words after it, each number on its own (a number inside the words is looked at
    too: "The 12 held-out games contain 214 key actions")."""
    return re.compile(rf"(?<![\d,.])\d(?:[\d,.]*\d)?[kKmM]?(?=((?:\s+\S+){{1,{words}}}))")


_NUMBER_NEXT = number_then(3)


def measure_head(question: str, measured: set[str]) -> str | None:
    """The measure's word the question writes last: what is measured or counted ("paid" of "how much were the
    professional translators paid?", "transcript" of "how many cross-examination transcripts ...?"), the words before
    it saying whose or which."""
    return next((word for word in reversed(tokenize(question)) if word in measured), None)


#: A measure written as a name, a modifier and a generic head ("KL penalty coefficient"): papers drop the modifier.
_NAMED_MEASURE = re.compile(r"\b(?=([\w-]+)\s+[a-z][\w-]*\s+([a-z]+)\b)")  # a lookahead: overlapping triples


def measure_alias(question: str) -> re.Pattern[str] | None:
    """The measure a question writes as a name, a modifier and a generic head, as a paper shortens it: "KL penalty
    coefficient" is written "KL coefficient" ("The KL coefficient is β = 0.04"); None for another question."""
    for found in _NAMED_MEASURE.finditer(question):
        name, head = found.groups()
        if name_shaped(name) and head in _GENERIC_MEASURES:
            return re.compile(rf"(?<![\w-]){re.escape(name)}\s+{head}\b", re.I)
    return None


def measured_words(question: str) -> set[str]:
    """The words of what a value question measures ("what batch size does X use?" -> batch, size); may be empty."""
    return set().union(*measured_groups(question, ending=True))


#: Words that only say a value is asked ("what beta value", "the number of steps"): the
#: sentence that gives it need not repeat them ("β = 0.1").
_GENERIC_MEASURES = frozenset(
    [
        "value",
        "amount",
        "number",
        "figure",
        "setting",
        "threshold",
        "coefficient",
        "parameter",
        "hyperparameter",
        "statistic",
        "metric",
        "headline",
        "range",
    ]
)
#: The generic words that say nothing of what is measured ("what value", "what number"), unlike "threshold" or
#: "coefficient", which say what kind of setting is asked: alone they name no measure to look for.
_VALUE_WORDS = frozenset(["value", "amount", "number", "figure", "statistic", "headline"])  # "the headline gain"
#: The prefix of a hyphenated word is no word of the measure: "inter-annotator agreement" is "agreement between annotators".
_PREFIXES = frozenset(["inter", "intra", "non", "pre", "post", "co", "semi", "sub", "multi"])
#: Only "between / within X" names whose the measure is; "non-English", "multi-turn", "pre-training" name a variant.
_PREFIXED = re.compile(r"(?<![\w-])(?:inter|intra)-(\w+)", re.I)


def prefixed_words(question: str) -> set[str]:
    """The words a question writes after a prefix ("annotator" of "inter-annotator agreement"): whose the measure
    is, which a paper may say in the passage rather than the sentence ("... eleven trained annotators ... Fleiss'
    kappa for the judgement was 0.71")."""
    return {word for found in _PREFIXED.findall(question) for word in tokenize(found)}


#: Units a value is counted in: a paper may give "+4.5" or "4.5%" for "by how many points".
_UNITS = frozenset(["point", "percent", "percentage", "time"])


_GAIN = (
    "gain", "improvement", "increase", "boost", "raise", "rise", "rose", "higher", "grow", "grew", "longer", "larger",
    "better",
)  # fmt: skip
_REDUCTION = (
    "reduction", "decrease", "drop", "saving", "save", "saved", "lost", "lose", "cut", "fewer",
    "fall", "fell", "decline", "lower", "degrade", "worse", "shorter", "smaller",
)  # fmt: skip
#: Measures papers name in more than one way: "how much overhead?" is answered by "adds 23% to the
#: cost", "what speedup?" by "1.8x faster". Groups of words that measure the same thing.
_SAME_MEASURE = (
    ("overhead", "cost", "expense"),
    ("latency", "wall-clock"),
    ("speedup", "speed", "faster", "acceleration"),
    ("sample", "example", "instance", "trace", "datapoint", "data", "pair"),  # what a data set counts
    ("agreement", "kappa", "agreed", "concordance"),  # "inter-annotator agreement" is given as "Cohen's kappa of 0.83"
    ("decoding", "sampling", "generation"),  # "decoding temperature" is "sampling temperature"
    ("nucleus", "top"),  # "nucleus sampling" is "top-p"
    ("compute", "flop", "flops"),  # "how much compute?" is "3.0 × 10^19 FLOPs"
    ("limit", "cap", "caps", "capped", "ceiling"),  # "what memory cap?" is "a memory limit of 512 MB"
    ("type", "kind", "category"),  # "how many question types?" is "four categories of questions"
    # a metric's short name and its words: "ASR" is the attack success rate, "ECE" the expected calibration error
    ("asr", "success"),
    ("ece", "calibration"),
    ("auroc", "auc", "roc"),
    ("bleu", "sacrebleu"),
    # "how many people wrote it?" is "written by 14 annotators" ("participant" and "labeler" would read as "partial"
    # and "labels" by their first letters, STEM)
    ("people", "person", "annotator", "rater", "worker", "volunteer"),
    ("rat", "rating", "rated"),  # "what rating?": "rating" is read as "rat", "ratings" keeps "ratin"
    ("score", "rating"),  # "what were the mean scores?" of a human study is its mean ratings
    ("exact", "em"),  # "exact match" is written "EM" in tables
    ("match", "em"),
    ("coverage", "cov"),  # "Line Cov."
    ("retention", "retain"),  # "what retention?" is "retains 97.8% of its accuracy"
    ("share", "fraction", "proportion"),  # "what share of the prompts?": "a fraction of 0.4"
    _GAIN,
    _REDUCTION,
)
_MEASURE_STEMS = {word[:STEM]: {w[:STEM] for w in group} for group in _SAME_MEASURE for word in group}
_DIRECTION_STEMS = {w[:STEM] for w in (*_GAIN, *_REDUCTION)}


_EITHER_WAY = re.compile(r"\b(?:\w+er|more|less)\s+or\s+(?:\w+er|more|less)\b", re.I)
_HOW_SIZED = re.compile(r"\bhow\s+(?:large|big|high|low|long|short|small)\b", re.I)


def direction_asked(question: str) -> set[str]:
    """The way a question asks a change to go, as the word heading its group: "how much recall is lost
    ...?" is answered by a drop ("a decrease of 22.98%"), not by a gain in the same measure ("increased
    the recall by 3.34%"). Empty when it names neither way, or both. The words from the ask on are read first:
    "After the filter drops easy prompts, how many prompts remain?" asks for a count, not a drop; a bare ask
    ("Accuracy drops without the KL term; by how much?") is about the change named before it."""
    value = _ASKS_FOR_VALUE.search(question)
    if value and (way := _way(question[value.start() :])):
        return way
    return _way(question) if not value or not measured_groups(question) else set()


def _way(text: str) -> set[str]:
    text = _HOW_SIZED.sub(" ", text)  # "how large is the reduction?": "large" is no gain ("larger")
    text = _EITHER_WAY.sub(" ", text)  # "is it bigger or smaller than ...?" asks which way, not for one
    stems = {w[:STEM] for w in tokenize(text)}
    found = [group[0] for group in (_GAIN, _REDUCTION) if stems & {w[:STEM] for w in group}]
    return set(found) if len(found) == 1 else set()


def what_is_measured(question: str) -> set[str]:
    """The words an answering sentence must hold beside its number: what is measured and which way it
    went ("how much recall is lost?" -> recall, reduction)."""
    return measured_words(question) | direction_asked(question)


_GREEK_NAMES = [
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "zeta",
    "eta",
    "theta",
    "iota",
    "kappa",
    "lambda",
    "mu",
    "nu",
    "xi",
    "omicron",
    "pi",
    "rho",
    "sigma",
    "tau",
    "upsilon",
    "phi",
    "chi",
    "psi",
    "omega",
]
_SYMBOL_ASKED = re.compile(rf"(?<![\w-])({'|'.join(_GREEK_NAMES)})(?![\w-])", re.I)  # not a name's part: "Zephyr-beta"


def symbols_asked(question: str) -> set[str]:
    """The Greek symbols a question names, typed or spelled ("what γ", "the discount factor gamma"); not one inside a
    variant's name ("Pith-α0.3" asks for no α)."""
    return {m.lower() for m in _SYMBOL_ASKED.findall(spell_greek(_GREEK_NAMED.sub(" ", question)))}


#: A name whose variant is marked by a Greek letter and a value: "Pith-α0.3".
_GREEK_NAMED = re.compile(r"(?<![\w-])[\w.]+-[α-ωΑ-Ω]\d*\.\d[\w.]*")  # not "DPO-β" nor "Adam-β2", which ask for a β


def assigns(symbols: set[str], sentence: str) -> bool:
    """Whether the sentence sets one of the symbols to a number ("We use γ = 0.9", "with β_KL of 0.05"):
    the sentence that answers "what value of the discount factor gamma?", not one where α = 0.3."""
    if not symbols:
        return False
    names = "|".join(sorted(symbols))
    setting = rf"\b(?:{names})\s*(?:_\s*\{{?[\w,]+\}}?\s*)?(?:=|≈|is set to|of)\s*[-−]?\d"
    return bool(re.search(setting, spell_greek(sentence), re.I))


#: Numbers a paper writes as words ("averaged over three seeds", "a dozen prompts"), with their values.
NUMBER_WORDS = {
    **{
        word: float(n)
        for n, word in enumerate(
            re.findall(
                r"\w+",
                "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                "seventeen eighteen nineteen twenty",
            )
        )
    },
    **{"thirty": 30.0, "forty": 40.0, "fifty": 50.0, "dozen": 12.0, "hundred": 1e2, "thousand": 1e3, "million": 1e6},
}
#: A count in words, "zero" and "one" aside: "one" is mostly no count ("one of the", "the one before").
COUNT_WORDS = "|".join(word for word in NUMBER_WORDS if word not in ("zero", "one"))
#: A thing said to be one of a closed set ("one of eleven instructional moves", "one of 7 error codes"): the set's
#: members are the thing's types.
ONE_OF_A_SET = re.compile(rf"\bone\s+of\s+(?:the\s+)?(?:\d+|{COUNT_WORDS})\b", re.I)


def names_all(words: set[str], sentence: str) -> bool:
    """Whether the sentence names every word, allowing another ending ("reduction" ~ "reduces") or
    another word for the same measure ("overhead" ~ "cost"); "one of eleven moves" names the moves' types."""
    tokens = tokenize(spell_greek(sentence))
    stems = {w[:STEM] for w in tokens} | _fused(words, tokens)
    if ONE_OF_A_SET.search(sentence):
        stems |= {"type", "kind"}
    return all(bool(_MEASURE_STEMS.get(w[:STEM], {w[:STEM]}) & stems) for w in words)


def names_measure(words: set[str], text: str) -> bool:
    """``names_all``, where a share said to be correct names an accuracy: "GlotLID accuracy on Yoruba?" is "it was
    correct for 92.4% of sentences", not "a reward of 1 for a correct answer"; a rank is named by its symbol
    ("r = 64"); and a share by how it is written ("what fraction of the copies?" is "for 6.1% of copies",
    ``_SHARE_WRITTEN``)."""
    if names_all(words, text):
        return True
    if "rank" in words and _RANK_SYMBOL.search(text):  # LoRA's rank as its symbol: "LoRA (r = 64, α = 128)"
        return names_all(words - {"rank"}, text)
    if words & _SHARE and _SHARE_WRITTEN.search(text):  # "what share of the copies?": "for 6.1% of copies"
        return names_all(words - _SHARE, text)
    return "accuracy" in words and bool(_CORRECT_SHARE.search(text)) and names_all(words - {"accuracy"}, text)


#: A share's words, and how a paper writes one without them: "38%", "42 per cent", "0.36 of", "1,580 of 36,000", "12k
#: of the 40k", "9/40", "Of the 130 errors, 57 ...", "one in five", "a third", "half of", a column in percent.
_SHARE = frozenset(["share", "fraction", "proportion"])
_COUNT = r"\d[\d,.]*[kKmM]?"
_SHARE_WRITTEN = re.compile(
    rf"\d\s?(?:%|per\s?cent\b)|\(%\)\s*\d|(?<![\w.])0?\.\d+(?![\d.])|"
    rf"(?<![\w.]){_COUNT}\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?{_COUNT}(?![\w.])|(?<![\w./])\d+\s*/\s*\d+(?![\w./])|"
    rf"\bof\s+the\s+{_COUNT}\s+(?:[\w-]+\s+){{0,2}}?[\w-]+,\s+{_COUNT}\b|"
    r"\b(?:one|\d+)\s+in\s+(?:every\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand)\b|"
    r"\b(?:half|(?:a|one|two)[-\s](?:third|quarter|fifth)s?|two[-\s]thirds|three[-\s]quarters)\b",
    re.I,
)


_RANK_SYMBOL = re.compile(r"(?<![\w-])r\s*[=:]\s*\d+(?!\.?\d)")  # a whole number: not Pearson's "r = 0.71"


_CORRECT_SHARE = re.compile(
    r"\bcorrect(?:ly)?\s+(?:for|on|in)\s+\d[\d.]*\s?%|\d[\d.]*\s?%\s+(?:of\s+(?:the\s+)?\w+\s+)?(?:(?:are|were)\s+)?correct",
    re.I,
)


def names_together(words: set[str], question: str, sentence: str) -> bool:
    """Whether the sentence writes a measure the question writes as one phrase ("learning rate") as one phrase too: "a
    learning rate of 1e-6", not "prompts near a 50% pass rate carry the most learning signal". True for a measure of
    one word, or one the question writes apart."""
    if len(words) < 2 or not _in_a_row(words, tokenize(spell_greek(question))):
        return True
    return _in_a_row(words, tokenize(spell_greek(sentence)))


def _in_a_row(words: set[str], tokens: list[str]) -> bool:
    """Some ``len(words)`` tokens in a row (a compound's own token aside) name each of the words once."""
    if len(_fused(words, tokens)) == len(words):  # "winrates" for "win rate"
        return True
    plain = [t[:STEM] for t in tokens if "-" not in t]
    groups = [_MEASURE_STEMS.get(w[:STEM], {w[:STEM]}) for w in words]
    return any(all(any(t in g for t in plain[i : i + len(groups)]) for g in groups) for i in range(len(plain) - len(groups) + 1))


def _fused(words: set[str], tokens: list[str]) -> set[str]:
    """The stems of two of the words a text writes as one ("winrates" for "win rate", "pass@k" aside)."""
    fused = set()
    for token in tokens:
        for first in words:
            rest = token[len(first) :] if len(first) > 2 and token.startswith(first) else ""
            for second in words - {first}:
                if rest and rest.startswith(second[:STEM]):
                    fused |= {first[:STEM], second[:STEM]}
    return fused


_NAME = re.compile(r"(?<![\w-])[\w.]*[A-Za-z][\w.]*(?![\w-])")


def name_shaped(word: str) -> bool:
    """Written as a name: a capital past the first letter or digits among letters ("ORPO", "GPT-4o", "Qwen2.5")."""
    return bool(re.search(r"[A-Z]", word[1:]) or (re.search(r"\d", word) and re.search(r"[A-Za-z]", word)))


#: A name given as an example of a kind: "VLOOKUP/XLOOKUP-style references", "GPT-4o-like prompting".
_EXAMPLE_OF_A_KIND = re.compile(r"(?<![\w./-])[\w./-]+-(?:style|like|esque|type)\b", re.I)


def names_in(question: str) -> list[str]:
    """The names a question uses: words written with a capital past their first letter or with
    digits among letters ("ORPO", "VinePPO", "GPT-4", "MATH-500"), each part of a hyphenated one.

    A symbol typed as code ("lambda_D", "x^2", "\\beta") is not a name: the paper prints it
    as "λD", which no word match can find; nor is a setting ("k=256"); nor an example of a kind ("VLOOKUP/XLOOKUP-style
    references" asks about lookups, whichever function the paper names)."""
    question = _EXAMPLE_OF_A_KIND.sub(" ", question)
    parts = (part.strip(".~≈") for word in re.split(r"[\s,;:?!()\"']+", question) for part in word.split("-"))
    names = [p for p in parts if len(p) > 1 and not re.search(r"[_^\\{}$=]", p) and name_shaped(p)]
    singular = [n[:-1] if re.fullmatch(r"[A-Z][A-Z0-9]+s", n) else n for n in names]  # "GPUs" is "GPU", "H100s" "H100"
    return [n for n in singular if n.upper() not in FIELD_TERMS]


#: Capitalized terms of the field that name no particular thing: a paper about "language models" answers
#: a question about "LLMs" without writing the acronym, one with a "language identifier" about "the language ID".
FIELD_TERMS = frozenset(["LLM", "LM", "VLM", "MLLM", "RL", "AI", "ML", "NLP", "NN", "DNN", "QA", "API", "SOTA", "ID"])


_GREEK = re.compile("[\u0370-\u03ff]")
_SHORT_YEAR = re.compile(r"([A-Za-z]{3,})[-']?(\d\d)")  # a benchmark's year cut short: "AIME24", "AMC-23"
_AT_K = re.compile(r"(\w+)@(\d+)")  # "pass@1024", "maj@64"
_SCALED = re.compile(r"(\d+(?:\.\d+)?)([kKmMbB])")  # "20k comparisons", "a 32K context", "1.5M prompts", "7B"
#: What a count's suffix multiplies by: decimal, and binary for "k" and "M" ("16k tokens" may be 16,384).
_SCALES = {"k": (1e3, 1024.0), "m": (1e6, 1024.0**2), "b": (1e9,)}
_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
#: A number written in full ("20,000", "20000") or with its scale in words ("20 thousand", "1.5 million"); at most
#: 18 digits, so a checksum's long run is no number.
_WRITTEN_NUMBER = re.compile(
    r"(?<![\w.])(\d{1,3}(?:,\d{3}){1,5}|\d{1,18}(?:\.\d+)?)(?:\s+(thousand|million|billion)\b)?(?![\w.,]?\d)", re.I
)
_HYPHENED_GREEK = re.compile("(?<=-)[\u0370-\u03ff]")  # "Zephyr-β", a name; not "μ = 0.1", a symbol


def mentions(name: str, text: str) -> bool:
    """Whether the text mentions the name as a word of its own (any case): "KTO-aligned" mentions "KTO",
    "Zephyr-beta", as a question types it, is "Zephyr-β", "AIME24" is "AIME 2024", and "pass@1024" is
    "pass@k" where 1024 is written."""
    pattern = re.compile(rf"(?<![A-Za-z0-9]){re.escape(name)}s?(?![A-Za-z0-9])", re.I)
    if pattern.search(text) or pattern.search(re.sub(r"(?<=\w)-(?=\w)", "", text)):  # "MATH500" ~ "MATH-500"
        return True
    if (year := _SHORT_YEAR.fullmatch(name)) and re.search(  # "AIME24" ~ "AIME 2024"
        rf"(?<![A-Za-z0-9]){year.group(1)}[\s'-]?20{year.group(2)}(?!\d)", text, re.I
    ):
        return True
    if (count := _SCALED.fullmatch(name)) and _writes_in_full(float(count.group(1)), count.group(2), text):
        return True  # "20k" ~ "20,000", "1.5M" ~ "1.5 million"
    if (at := _AT_K.fullmatch(name)) and re.search(rf"(?<![A-Za-z0-9]){at.group(1)}@k\b", text, re.I):  # "pass@1024"
        return bool(re.search(rf"(?<![\d.]){at.group(2)}(?!\.?\d)", text))  # ~ "pass@k" with k = 1024
    if not (_GREEK.search(text) or _GREEK.search(name)):
        return False
    spelled = re.compile(rf"(?<![A-Za-z0-9]){re.escape(spell_greek(name, spaced=False))}s?(?![A-Za-z0-9])", re.I)
    return bool(spelled.search(_HYPHENED_GREEK.sub(lambda m: spell_greek(m.group(), spaced=False), text)))


def scaled(number: float, scale: str) -> set[float]:
    """What a number with a count's suffix ("k", "M", "B") or scale word ("million") may mean, rounded so that
    "2.01 million" is 2,010,000 as the paper writes it, not 2009999.9999999998."""
    units = (_SCALE_WORDS[scale.lower()],) if scale.lower() in _SCALE_WORDS else _SCALES[scale.lower()]
    return {round(number * unit, 6) for unit in units}


def _writes_in_full(number: float, scale: str, text: str) -> bool:
    """The text writes the scaled number in full: 20k as "20,000", "20000" or "20 thousand", 16k as "16,384",
    1.5M as "1.5 million"."""
    wanted = scaled(number, scale)
    for digits, word in _WRITTEN_NUMBER.findall(text):
        value = float(digits.replace(",", ""))
        if (scaled(value, word) if word else {value}) & wanted:
            return True
    return False


_ASKS_WHY = re.compile(r"^\s*(why\b|what (is|was|are) the (reason|cause|motivation)|how come\b)", re.I)
_GIVES_REASON = re.compile(
    r"\b(because|since|due to|owing to|as a result|so that|in order to|therefore|thus|hence|leads? to|caused by|"
    r"the reason|which (explains|means)|this is why|allows?|enables?|prevents?|avoids?|makes\s+(?:it|them|sure)|ensures?|"
    r"(?:keeps?|stops?)\s+(?:\S+\s+){1,4}?from\s+\w+ing)\b",
    re.I,
)


def asks_why(question: str) -> bool:
    return bool(_ASKS_WHY.search(question))


def gives_reason(sentence: str) -> bool:
    """Whether a sentence states a reason or a consequence: what a "why" question is answered by."""
    return bool(_GIVES_REASON.search(sentence))


#: The sections a question about a paper's own parts is answered by, keyed by the words asking.
_SECTION_ASKED = (
    (re.compile(r"\b(limitations?|shortcomings?|weakness(?:es)?|drawbacks?)\b", re.I), "limitation"),
    (re.compile(r"\b(conclu(?:de|des|ded|sion|sions)|takeaways?)\b", re.I), "conclu"),
    (re.compile(r"\b(future work|next steps?|future directions?)\b", re.I), "future"),
)


#: How people also ask about the whole paper ("what problem does it address?", "what's the headline
#: result?"); these words are common in other questions too, so they need a word from _THE_WHOLE_PAPER.
_ALSO_ABOUT_THE_PAPER = frozenset(
    [
        "s",
        "and",
        "or",
        "by",
        "with",
        "be",
        "has",
        "have",
        "can",
        "could",
        "would",
        "i",
        "briefly",
        "explain",
        "describe",
        "address",
        "addresses",
        "solve",
        "solves",
        "tackle",
        "tackles",
        "contribute",
        "contributes",
        "headline",
        "achieve",
        "achieves",
        "show",
        "shows",
        "demonstrate",
        "demonstrates",
        "claim",
        "claims",
        "report",
        "reports",
        "most",
        "important",
        "significant",
        "purpose",
        "research",
        "question",
        "focus",
        "focuses",
        "nutshell",
        "one",
        "sentence",
        "short",
        "brief",
        "big",
        "thesis",
        "outcome",
        "outcomes",
        "technique",
        "framework",
        "solution",
        "hypothesis",
        "try",
        "aim",
        "aims",
        "goal",
        "here",  # "what's the main contribution here?": the paper at hand
        # "what gap does this work fill?", "what do the authors set out to do?", "why does this paper matter?", "what
        # does this paper bring to the field?", "what's the elevator pitch of this paper?", "what did the authors
        # find?", "the core technical contribution", "how does this work differ from previous approaches?"
        "gap",
        "fill",
        "fills",
        "set",
        "out",
        "matter",
        "matters",
        "significance",
        "bring",
        "brings",
        "field",
        "elevator",
        "pitch",
        "selling",
        "find",
        "found",
        "technical",
        "compared",
        "compare",
        "differ",
        "differs",
        "different",
        "from",
        "prior",
        "previous",
        "existing",
        "approaches",
        "fix",
        "fixes",
        "behind",
    ]
)
_ANY_ABOUT_THE_PAPER = _ABOUT_THE_PAPER | _ALSO_ABOUT_THE_PAPER
_THE_WHOLE_PAPER = _PAPER_WORDS | frozenset(
    [
        "contribution",
        "contributions",
        "main",
        "key",
        "headline",
        "central",
        "core",
        "primary",
        "novelty",
        "takeaway",
        "takeaways",
        "gist",
        "overview",
        "summary",
        "summarize",
        "summarise",
        "nutshell",
        "thesis",
        "proposed",  # "describe the proposed approach in brief", "the main idea behind the proposed method"
    ]
)


def section_asked(question: str) -> str | None:
    """The stem of the section heading that answers a question about a paper's limitations,
    conclusions or future work ("What limitations do the authors acknowledge?" -> "limitation")."""
    return next((stem for pattern, stem in _SECTION_ASKED if pattern.search(question)), None)


def about_the_paper(question: str) -> bool:
    """A question that names nothing but the paper itself ("what does the paper propose?"). The words
    people also use for other questions ("show", "achieve": "how does it achieve this?") count only
    beside a word for the paper as a whole ("what does the paper show?")."""
    words = {_uninflected(w) for w in re.findall(r"[a-z]+", _unshortened(question).lower())} - _HOW_BRIEFLY
    if not words or not words <= _ANY_ABOUT_THE_PAPER:
        return False
    return not words & _ALSO_ABOUT_THE_PAPER or bool(words & _THE_WHOLE_PAPER)


#: Where a question asks a second thing: ", and how much reward does it earn?", "... computed, and is a reward model
#: involved?", or a second question after the first's question mark.
_SECOND_ASK = re.compile(
    r"(?:,|;)?\s+and\s+(?=(?:how|what|which|why|where|when|who|is|are|was|were|does|do|did|can)\b)|(?<=\?)\s+(?=\S)", re.I
)
#: The shortest part that asks something of its own ("and what for?" leans on the first).
_PART_WORDS = 4


def question_parts(question: str) -> list[str]:
    """The questions a question asks one after another ("How is the reward computed, and is a neural reward model
    involved?" -> both), each ending with its question mark; empty for a question that asks one thing. An answer
    quotes the best sentence for each: against the whole question, the one part's words outweigh the other's."""
    parts = [part.strip(" ,;?") + "?" for part in _SECOND_ASK.split(question) if part.strip(" ,;?")]
    if len(parts) < 2 or any(len(part.split()) < _PART_WORDS or len(tokenize(part)) < 2 for part in parts):
        return []  # "If so, what is it?" asks nothing of its own
    return parts


def asks_about_setup(question: str) -> bool:
    """A question about the paper's experimental set-up in general words only ("what base model do they start
    from?", "which baselines do they compare against?", "what datasets are used for training?"). Every paper
    of the field answers such a question, and it shares no word with the passage that does, so its closeness
    says nothing; an off-topic question is never made of these words alone."""
    words = set(re.findall(r"[a-z]+", _unshortened(question).lower()))
    return bool(words & _SETUP_THINGS) and words <= _SETUP_THINGS | _SETUP_FUNCTION_WORDS


#: What a paper's set-up is made of, as a question names it.
_SETUP_THINGS = frozenset(
    re.findall(
        r"\S+",
        "base model models backbone backbones baseline baselines dataset datasets data benchmark benchmarks corpus "
        "corpora task tasks domain domains metric metrics checkpoint checkpoints policy policies language llm llms "
        "hardware gpu gpus compute",
    )
)
#: The words around them: "which ... do the authors compare against?", "what ... is it trained and evaluated on?".
_SETUP_FUNCTION_WORDS = frozenset(
    re.findall(
        r"\S+",
        "what which do does did they the authors author paper work this their its it is are was were a an of on for "
        "from to in with by s use used uses using start starts started initialize initialized initialise initialised "
        "train trained training evaluate evaluated evaluation evaluating test tested compare compared comparing against "
        "run ran main experiments experimental experiment setup and or",
    )
)


def _uninflected(word: str) -> str:
    """ "proposing" -> "propose", "trying" -> "try", "showing" -> "show": the lists hold the base forms
    and some inflections; the -ing form of a verb they hold counts as the verb."""
    if not word.endswith("ing") or len(word) < 6:
        return word
    stem = word[:-3]
    return next((base for base in (stem, stem + "e") if base in _ANY_ABOUT_THE_PAPER), word)


#: How short an answer is asked to be: "the core idea of this paper in a sentence or two".
_HOW_BRIEFLY = frozenset(
    ["sentence", "sentences", "or", "two", "one", "few", "words", "brief", "briefly", "short", "line", "lines"]
)

_WHAT_IS = re.compile(
    r"^\s*(?:what (?:is|are)|explain|describe|tell me about) (?:an? |the )?(?P<x>[\w-]+(?: [\w-]+){0,3})\s*\??\s*$", re.I
)


def _what_is(question: str) -> str | None:
    """What "What is X?", "Explain X", "Tell me about X" ask about: X, or None."""
    match = _WHAT_IS.match(question)
    return match.group("x") if match else None


_PAPER_WORD = "|".join(sorted(_PAPER_WORDS))
_GIST = re.compile(
    r"\b(?:main|central|core|key|primary|basic|big|overall)\s+(?:idea|contribution|insight|innovation|takeaway|message)s?"
    rf"(?:(?:\W+\w+){{0,3}}?\W+(?:{_PAPER_WORD}|author)\b|"
    # the paper described by its subject: "the core contribution of this code review RL paper", not "the main idea of
    # the reward model in this paper"
    rf"\s+of\s+(?:this|the)\s+(?:(?!(?:in|of|on|for|to|by|with|behind|from|this|the)\b)[\w-]+\s+){{1,4}}?"
    rf"(?:{_PAPER_WORD})\b)|"
    r"\bin a nutshell\b|\bthe gist\b",
    re.I,
)


_HEADLINE = re.compile(
    r"\b(?:headline|main|key|central|primary|core)\s+(?:findings?|results?|contributions?|claims?|takeaways?|messages?|ideas?)\b|"
    r"\btake-?aways?\b",
    re.I,
)


def asks_for_the_headline(question: str) -> bool:
    """ "What is the headline finding of X?", "the main contributions besides ...": what a paper's abstract
    and introduction say, not one of its sections."""
    return bool(_HEADLINE.search(question))


def asks_for_the_gist(question: str) -> bool:
    """ "What is the central idea of this paper for making RL cheaper?": the paper's main idea, with a focus
    (so not ``about_the_paper``); inside one paper its abstract answers, as for "what is the main contribution?".
    Not "the key idea behind GRPO": the idea of a part is answered where the part is described; nor "the main
    contributions besides the benchmark", which asks past the gist."""
    return bool(_GIST.search(question)) and not _BESIDES.search(question)


#: "... besides the benchmark itself?": the gist is known, the rest of what the paper offers is asked.
_BESIDES = re.compile(r"\b(?:besides|other\s+than|apart\s+from|aside\s+from|except(?:\s+for)?|in\s+addition\s+to)\b", re.I)


def names_the_paper(question: str, title: str) -> bool:
    """ "What is PaSa?" asked about "PaSa: An LLM Agent for ...": the paper's own name, so the question is
    about the paper as a whole (its abstract answers), not about a term the paper defines."""
    name = _what_is(question) or ""
    head = title.split(":", 1)[0].strip() if ":" in title else ""  # "PaSa: An LLM Agent ...": its name
    # however typed ("what is pasa"); the whole title; not a phrase of it ("What is Reinforcement Learning?")
    return bool(name) and name.lower() in {head.lower(), title.strip().rstrip(".").lower()}


#: "the main practical advantage of KTO", "the central pitch of KTO", "the key selling point of PaSa", "the central idea
#: of LODESTAR", "the core idea behind Quill's reward".
_PITCH = re.compile(
    r"\b(?:main|key|central|primary|core|biggest|chief|basic|big|overall)\s+(?:[\w-]+\s+)?"
    r"(?:advantages?|benefits?|pitch|selling\s+points?|ideas?|contributions?|insights?|innovations?)"
    r"\s+(?:of|behind)\s+(?P<name>[\w.-]+?)(?:['\u2019]s)?(?![\w.-])",
    re.I,
)


#: "Which papers does this work build on?", "which earlier papers proposed ...?", "what related work on X do they cite?",
#: "which prior methods ...?": others' work, which the related work section and cited sentences describe. Not
#: "which works better, KTO or DPO?" (a verb) nor "which methods does the paper propose?".
_OTHERS_ASKED = re.compile(
    r"\b(?:which|what)\s+(?:other\s+|prior\s+|previous\s+|earlier\s+|existing\s+|related\s+|past\s+)?"
    r"(?:papers?|works?|studies|publications|literature)\b(?!\s+(?:better|best|worse|well)\b)"
    r"|\b(?:related|prior|previous|earlier|existing|past)\s+(?:work|works|papers|studies|literature|approaches|methods)\b"
    r"|\bbuilds?\s+(?:up)?on\b|\b(?:do|does|did)\s+(?:they|the\s+authors|it|the\s+paper)\s+cite\b",
    re.I,
)


def asks_about_others(question: str) -> bool:
    """Whether a question inside one paper asks about others' work (see ``_OTHERS_ASKED``), not the paper's own."""
    return bool(_OTHERS_ASKED.search(question))


def asks_for_the_pitch(question: str, title: str) -> bool:
    """ "What is the main practical advantage of KTO over DPO ...?" asked about "KTO: Model Alignment as ...": what the
    paper claims for its own method, which its abstract says; not "the main advantage of the Selector" (a part)."""
    match = _PITCH.search(question)
    head = title.split(":", 1)[0].strip() if ":" in title else ""
    return match is not None and bool(head) and match.group("name").lower() == head.lower()


def kind_of(question: str) -> Kind:
    """The first matching kind, most specific first; a plain question is a fact."""
    if about_the_paper(question):
        return Kind.OVERVIEW
    for kind, pattern in ((Kind.CATALOG, _CATALOG), (Kind.COMPARE, _COMPARE), (Kind.WHICH, _WHICH), (Kind.HOW, _HOW)):
        if pattern.search(question):
            return kind
    return Kind.FACT


_ASKS_EXPANSION = re.compile(
    r"\bwhat (?:does|do) (?:the (?:name|acronym|abbreviation) )?(?P<a>[\w-]+) (?:stand for|mean)\b|"
    r"\bwhat is (?P<b>[\w-]+) short for\b",
    re.I,
)


_WRITTEN_NAME = re.compile(r"(?<![\w-])[\w-]*[A-Z][\w-]*[A-Z][\w-]*(?![\w-])")


def names_written(text: str) -> list[str]:
    """The names a text writes with two capitals or more: "GRPO", "DisCo", "DeepSeek-R1"."""
    return _WRITTEN_NAME.findall(text)


def as_written(question: str, names: Mapping[str, str]) -> str:
    """The question with each word typed in lower case that the paper writes as a name written as the
    paper writes it ("what does disco stand for?" -> "what does DisCo stand for?"), so the rules that
    look for names and acronyms see it."""

    def written(match: re.Match[str]) -> str:
        word = match.group(0)
        return names.get(word, word) if tokenize(word) else word  # "it" is never "IT"

    return re.sub(r"(?<![\w-])[a-z][\w-]*(?![\w-])", written, question)


def expansion_asked(question: str) -> str | None:
    """The acronym a question asks to spell out ("What does DisCo stand for?" -> "DisCo") or to define
    ("What is GRPO?"), else None.

    Only a name with two capitals counts: "what does the result mean?" asks no acronym."""
    match = _ASKS_EXPANSION.search(question)
    name = (match.group("a") or match.group("b")) if match else _what_is(question)
    return name if name and names_written(name) == [name] else None


def defines(name: str, sentence: str) -> bool:
    """Whether a sentence spells ``name`` out or says what it is: "X (Long Form)", "Long Form (X)",
    "X, for long form", "X stands for", "X is short for", "X is an acronym"; "we develop X, a benchmark
    of ...", "X is a verifier that ..." at the start of a sentence ("Unlike X, the method ..." and
    "X is the main baseline" only name it)."""
    n = rf"{re.escape(name)}s?"  # "human-aware losses (HALOs)" defines "HALO"
    return bool(
        re.search(
            rf"\b{n}\b(?:\s*,\s*(?:short )?for\b|\s*\((?!\s*\d|ours)[A-Za-z]|\s+stands for\b|\s+is short for\b|"
            rf"\s+is an? (?:acronym|abbreviation)\b)|\(\s*{n}\s*\)|"
            rf"\b(?:develop|introduce|propose|present|call|name|release|build|design)(?:s|d|ed)? {n}\s*,\s*(?:an?|the) [a-z]|"
            rf"^\s*(?:the )?{n}\s+(?:is|are) an? [a-z]",
            sentence,
        )
    )
