"""What a sentence does in a paper: states the problem, describes the method, reports a
result, or admits a limitation; and whether it is prose worth quoting at all.

Summaries pick sentences by role. The cues are the words papers across fields use for
each move ("however ... remains", "we propose", "outperforms by 4.2 points", "future
work"), weighted by how reliably they mark the role, never the vocabulary of one paper.
A sentence may carry cues of several roles ("To address these issues, we propose X"):
it serves the one it scores highest on, and a role with no cue at all is left empty
rather than filled with a central but role-less sentence.

Where a sentence sits says as much as its words: a limitation is admitted in the
conclusion, a problem is stated in the introduction, so a section heading that names a
role (``section_roles``) adds to its score.
"""

from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache


class Role(Enum):
    PROBLEM = "Problem"
    METHOD = "Method"
    RESULT = "Key results"
    LIMITATION = "Limitations"


Cues = tuple[tuple[re.Pattern[str], float], ...]


def _cues(*pairs: tuple[str, float]) -> Cues:
    return tuple((re.compile(pattern, re.I), weight) for pattern, weight in pairs)


_US = r"(?:we|our|this (?:paper|work|study|article|survey))"
#: "has not demonstrated a huge improvement": a result denied is a limitation, not a result.
_NEGATED_RESULT = r"\b(?:has|have|did|does|do|could|can|is|are)(?: not|n't) (?:\w+ )?(?:demonstrat|show|improv|achiev|outperform|surpass|generaliz|scal)\w*"

CUES: dict[Role, Cues] = {
    Role.PROBLEM: _cues(
        (r"\bhowever\b", 0.6),
        (r"\bchalleng(?:e|es|ing)\b", 0.8),
        (
            r"\bremains? (?:an? |largely |still )?(?:open|unclear|unexplored|under-?explored|challenging|difficult|elusive|unsolved|limited|poorly)",
            1.0,
        ),
        (r"\bsuffers?\b|\bsuffering\b", 0.9),
        (r"\black(?:s|ing)?\b", 0.8),
        (r"\b(?:bottleneck|shortcoming|obstacle|barrier)s?\b", 0.9),
        (r"\b(?:struggles?|fails?) to\b", 0.7),
        (r"\blimited\b|\blimits\b", 0.6),
        (r"\b(?:costly|expensive|prohibitive|inefficient|unstable|brittle|unreliable|impractical|intractable)\b", 0.6),
        (
            r"\b(?:existing|current|prior|previous|conventional|standard|most) (?:methods?|approaches|techniques|works?|models|systems|pipelines)\b",
            0.6,
        ),
        (r"\b(?:little|less|limited) (?:is known|attention|understanding)\b", 0.8),
        (r"\bit (?:is|remains) (?:unclear|not clear|difficult|hard)\b", 0.8),
        (r"\b(?:hinders?|impedes?|insufficient|overlook\w*|neglect\w*|ignor(?:e|es|ing))\b", 0.5),
        (r"\b(?:problem|issue|gap|question)s?\b", 0.3),
        (r"\blimitations? of (?!our|this|the proposed)", 0.8),
    ),
    Role.METHOD: _cues(
        (  # "We collect ClinRubric, 11,940 questions ..., and propose SCRIBE"
            r"\bwe (?:\w+ )?(?:propose|introduce|present|develop|design|devise|formulate)\b|"
            r"\bwe\b[^;]{0,200}?,? and (?:then |also )?(?:propose|introduce|present|develop|design|devise)\b",
            1.2,
        ),
        (
            r"\b(?:this|our|the present) (?:paper|work|study|article|survey|report) (?:\w+ly )?(?:proposes|introduces|presents|"
            r"develops|designs|revisits|surveys|reviews|provides|offers|organi[sz]es|studies|investigates|examines|derives)\b",
            1.1,
        ),
        (r"\b(?:is|are) (?:built|designed|trained|constructed|composed|implemented)\b|\bdesigned (?:for|to)\b", 0.6),
        (r"\b(?:employs?|leverages?|incorporates?|combines|adopts?|utili[sz]es?|comprises?)\b", 0.4),
        (r"\bour (?:method|approach|framework|model|algorithm|system|pipeline|technique|design|recipe)\b", 0.8),
        (
            r"\b(?:a|an) (?:novel|new|simple|general|unified|lightweight|principled) (?:\w+[- ]){0,3}(?:method|approach|framework|algorithm|technique|objective|loss|paradigm|pipeline|recipe|mechanism)\b",
            0.7,
        ),
        (
            r"\bwe (?:\w+ )?(?:train|apply|use|leverage|adopt|employ|combine|build|construct|extend|incorporate|cast|model|decompose|replace|reformulate|augment|learn|teach)\b",
            0.5,
        ),
        (r"\b(?:framework|method|approach|algorithm|mechanism) (?:that|which)\b", 0.4),
        (r"\b(?:consists of|is based on|builds on|relies on|by (?:learning|training|combining|using))\b", 0.3),
    ),
    Role.RESULT: _cues(
        (r"\d(?:\.\d+)?\s*(?:%|×|x\b|-fold|-point|points?\b|pp\b|percentage points)", 1.0),
        (r"\b(?:outperform\w*|surpass\w*|beats?|exceed\w*)\b", 1.0),
        (r"\bstate-of-the-art\b|\bSOTA\b", 0.5),
        (r"\b(?:improv\w+|boost\w*|gains?|reduc\w+|speed-?ups?|accelerat\w+|lowers?|increas\w+)\b", 0.4),
        (
            r"\b(?:achiev\w+|attain\w*|reach(?:es|ed)?|delivers?|comparable to|on par with|matches the|as good as|better than)\b",
            0.5,
        ),
        (
            r"\b(?:experiments?|results?|evaluations?|empirically|analys[ie]s)\b.{0,60}\b(?:show|demonstrate|indicate|reveal|confirm|suggest)",
            0.8,
        ),
        (r"\bwe (?:find|found|show|showed|observe|observed|demonstrate|demonstrated|report|confirm)\w* (?:that|a|an|the)\b", 0.6),
        (r"\b(?:consistently|significantly|substantially)\b", 0.3),
    ),
    Role.LIMITATION: _cues(
        (r"\blimitations?\b(?! of (?!our|this|the proposed))", 1.2),
        (r"\bfuture (?:work|research|directions?|studies|versions?)\b", 1.0),
        (r"\bin the future\b", 0.8),
        (r"\bwe leave\b|\bleft (?:for|to) future\b|\bremains? to be\b", 1.0),
        (r"\b(?:drawback|caveat|shortcoming|weakness)(?:es|s)?\b", 0.9),
        (r"\b(?:fails?|failed|failures?|unsuccessful)\b", 0.6),
        (r"\b(?:does|do|did|can|could|is|are) ?n[o']t\b|\bcannot\b", 0.4),
        (
            r"\b(?:struggles?|(?:is|are|remains?) (?:sensitive|limited|restricted) to|beyond the scope|not yet|falls? short)\b",
            0.7,
        ),
        (r"\bdegrad\w+\b|\b(?:less|not) (?:suitable|effective|robust|reliable|accurate)\b|\bpoor(?:ly)?\b", 0.6),
        (r"\bcurrently\b", 0.3),
        (_NEGATED_RESULT, 0.8),
        (r"\bonly\b", 0.2),
    ),
}

_NEGATED = re.compile(_NEGATED_RESULT, re.I)
#: A limitation is the paper's own; a sentence about other work is background.
_ABOUT_US = re.compile(rf"\b(?:{_US}|us|the (?:model|method|approach|framework|system))\b", re.I)
#: A citation in full: "(Shao et al., 2024)", "(Silver, 2017b)", "Shao et al. (2024)", "[9]", "[3, 12]".
_CITATION = re.compile(
    r"\([A-Z][^()]{0,80}?\b(?:19|20)\d\d[a-z]?\)|\bet al\.,?\s*\(?(?:19|20)\d\d[a-z]?\)?|\[\d+(?:\s*[,–-]\s*\d+)*\]"
)
#: Whose work a sentence describes: others' (``Smith et al.``, a year in brackets) is related work, not this paper's.
_OTHERS = re.compile(r"\bet al\.|\(\w[^()]{0,60}\b(?:19|20)\d\d[a-z]?\)|\b(?:prior|previous|recent) (?:work|studies)\b", re.I)

#: Section headings that name a role, and headings whose text is never summary material.
_SECTION_ROLES: tuple[tuple[re.Pattern[str], Role], ...] = (
    (re.compile(r"\b(?:introduction|background|motivation|problem|preliminar\w*)\b", re.I), Role.PROBLEM),
    (
        re.compile(
            r"\b(?:method\w*|approach|framework|model|architecture|algorithm|design|training|pipeline|overview|proposed)\b", re.I
        ),
        Role.METHOD,
    ),
    (
        re.compile(
            r"\b(?:experiment\w*|results?|evaluations?|performance|benchmarks?|ablations?|analysis|comparison|findings)\b", re.I
        ),
        Role.RESULT,
    ),
    (
        re.compile(r"\b(?:limitations?|future|broader impact|unsuccessful|failures?|negative results?)\b", re.I),
        Role.LIMITATION,
    ),
)
_SKIPPED_SECTION = re.compile(
    r"\b(?:related work|literature|references|bibliography|acknowledg\w*|contents|appendix|prompts?|examples?|case stud\w*|"
    r"hyper-?parameters?|implementation details|notation)\b",
    re.I,
)

#: A sentence that leans on the one before it ("This ...", "these issues") does not stand alone in a summary.
_LEANS_BACK = re.compile(r"^(?:this|these|that|those|such|it|they|its|their|both|here|thus|hence)\b", re.I)
_ABOUT_ITSELF = re.compile(r"^(?:(?:this|these) (?:paper|work|study|article|survey|report)s?|here)\b", re.I)
#: "To mitigate this, ...", "Therefore, ...": the reason or the problem is in the sentence before.
_ANSWERS_THE_ONE_BEFORE = re.compile(
    r"^(?:therefore|consequently|as a result|for this reason|to (?:mitigate|address|avoid|solve|overcome|fix|counter|remedy) "
    r"(?:this|these|that|it|them)|this is why|(?:so|hence|thus|instead),? we)\b|"
    r"^[^.;:]{0,60}\bwe (?:therefore|thus|hence|instead)\b",  # "Before computing s_i we therefore standardize each score"
    re.I,
)
_POINTS_BACK = re.compile(r"\b(?:this|these|those|such)\s+(?!paper|work|study|article|survey|section)[a-z]+", re.I)
#: A sentence about the paper's layout ("In the following sections, we present ...") says nothing of its content.
_PRONOUN = re.compile(r"\b(?:it|they|them)\b")  # "..., it preserves full reward": who is "it"?
_ROADMAP = re.compile(
    r"\b(?:in|the) (?:the )?(?:following|next|remaining|rest of (?:the|this) paper)\b|\b(?:section|appendix) \d|"
    r"\bwe (?:first|then|next) (?:describe|discuss|review|introduce the)\b|\bis organi[sz]ed as follows\b",
    re.I,
)


def leans_back(sentence: str) -> bool:
    """A sentence that cannot be read without the one before it ("This lets the ...", "To mitigate this, ...").
    "This paper introduces ..." and "Here we ..." stand alone."""
    text = clean_sentence(sentence)  # "- These behaviors ...": the bullet hides the opener
    if _ABOUT_ITSELF.match(text):
        return False
    return bool(_LEANS_BACK.search(text)) or answers_the_one_before(text)


def answers_the_one_before(sentence: str, before: str = "") -> bool:
    """ "To mitigate this, we ...", "Therefore, ...", "This is why ...": the problem or the reason it answers
    is in the sentence before; so is the need that "We use the minimum, ..." meets after "the step scores
    must be reduced to one number per solution"."""
    text = clean_sentence(sentence)
    if _ANSWERS_THE_ONE_BEFORE.search(text):
        return True
    if not (_STATES_A_NEED.search(before) and _MEETS_IT.search(text)):
        return False
    return bool(_content_words(before) & _content_words(text))  # the need it meets, not any "We train ..."


_STATES_A_NEED = re.compile(r"\b(?:must|needs? to|has to|have to|requires?|is required)\b", re.I)
_MEETS_IT = re.compile(
    r"^(?:we (?:use|take|choose|adopt|compute|apply|define|reduce|aggregate|combine|normali[sz]e|estimate|approximate)"
    r"|to (?:do so|this end|that end))\b",
    re.I,
)


def _content_words(sentence: str) -> set[str]:
    return set(_CONTENT.findall(sentence.lower())) - _FUNCTION_WORDS


def context_penalty(sentence: str) -> float:
    """How much a sentence depends on its context: an opening that points back, a back reference, a roadmap."""
    penalty = 0.0
    if _LEANS_BACK.search(sentence):
        penalty += 0.7
    elif _POINTS_BACK.search(sentence):
        penalty += 0.5
    elif _PRONOUN.search(sentence):
        penalty += 0.3
    if _ROADMAP.search(sentence):
        penalty += 0.7
    return penalty


# --- prose ----------------------------------------------------------------------------

MIN_WORDS = 6
# An e-mail needs a domain with a dot: "recall@20" and "pass@1" are results, not addresses.
_URL = re.compile(
    r"https?://|\bhttps? URL\b|www\.|\b\w+\.(?:com|org|io|ai|net)\b|github|huggingface|[\w.+}-]@[\w-]+\.[a-z]{2,}", re.I
)
_LATEX = re.compile(r"\\[a-zA-Z]+|\$|\{|\}|\^|_\{|\\\(|\\\[")
_MARKUP = re.compile(r"</?[a-z_]+>")
_ENDS = re.compile(r"[.!?][\"'”’)\]]*$")
_STARTS = re.compile(r"^[\"'“‘(]*[A-Z0-9]")
_LEAD = re.compile(r"^(?:[•·▪◦●■\-–—*]|\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])\))\s+")
_LABEL = re.compile(r"^[A-Z][\w-]*(?: [A-Za-z][\w-]*){0,3}: (?=[A-Z])")  # "Readability: A key limitation ..."
_ALPHA = re.compile(r"[A-Za-z]")
_DASHES = frozenset("—–-")
_HEADING_WORD = r"[A-Z][\w’'\-–]*"
_OPENER = (  # words a sentence of prose opens with, never a heading's next word
    r"We|Our|In|Given|To|The|This|These|For|Since|As|Here|Following|Let|When|While|After|Because|Unlike|Specifically"
    r"|First|Recall|Note|Consider|Starting|Using|Once|Each|Although|With|At|By|On|Instead|It|Its|Unless|Across"
)  # not "A": "Response A is preferred ...", "Let A be ..." name a thing labelled A
_PART = r"(?:Appendix|Section|Table|Figure|Fig|Eq|Equation|Algorithm|Theorem|Lemma|Definition)\b"
#: A paragraph's run-in heading that the PDF text runs into its first sentence ("Reward Design We conduct RL
#: training ...", "Implementation In practice, we estimate ..."): capitalized words, then an opener and a
#: lower-case word. Not a reference to a part of the paper ("Appendix A makes this precise").
_RUN_IN = re.compile(
    rf"^(?!(?:\S+\s+){{0,5}}{_PART})"
    rf"({_HEADING_WORD}(?:\s+(?:(?:of|for|and|with|in|on|the|to|via|from|by)\s+)?{_HEADING_WORD}){{0,5}})"
    rf"\s+(?=(?:{_OPENER})\s+[a-z(])"
)
#: A footnote mark the PDF text glues to the end of a sentence ("... from 1B to 30B parameters.1 That is,
#: ..."): a lower-case word of four letters or more (or "et al."), its full stop, one or two digits, then
#: the next sentence. Not an abbreviation ("Fig.1", "Eqn.3", "Supp.2") nor a value after a colon.
_FOOTNOTE = re.compile(r"(?<![\w.])((?:[a-z]{4,}|al)\.)\d{1,2}(?=\s+[A-Z(])")


def clean_sentence(sentence: str, section: str | None = None) -> str:
    """A sentence without the bullet or list number before it, or the section heading it was read with;
    a run-in heading is set off by a dash ("Reward Design — We conduct RL training ..."): it is the
    paragraph's own label and often names what the sentence is about ("KTO — We use a β = 0.1 ...").
    Footnote marks glued to a sentence's end are left out."""
    text = _FOOTNOTE.sub(r"\1", _LABEL.sub("", _LEAD.sub("", sentence.strip())))
    if section and text.startswith(section) and len(text) > len(section) + 1:
        text = text[len(section) :].lstrip(" .:—-")
    return _RUN_IN.sub(r"\1 — ", text, count=1)


#: A pointer into the paper ("Table 2", "Step 7", "Section 3.3", "Eq. (4)", "Fig. 2(b)", "Appendix C.2"): a number
#: that is no value.
_CROSS_REFERENCE = re.compile(
    r"(?:\b(?:Tables?|Tab\.|Figures?|Figs?\.|Sections?|Sec\.|Eqs?\.|Equations?|Algorithms?|Alg\.|Appendix|App\.|"
    r"Theorems?|Lemmas?|Definitions?|Propositions?|Corollary|Step|Stage|Phase|Line)|§)\s*\(?[A-Z]?\d+(?:\.\d+)*\)?(?:\([a-z]\))?"
)


def cites(sentence: str) -> bool:
    """Whether the sentence cites other work ("(Gao et al., 2023)", "[12]")."""
    return bool(_CITATION.search(sentence))


def without_citations(text: str) -> str:
    """The text with its citations and cross-references blanked: their years and numbers ("[6]", "Section 6",
    "Table 3") are no values of the paper's."""
    return _CROSS_REFERENCE.sub(" ", _CITATION.sub(" ", text))


def has_link(sentence: str) -> bool:
    """Whether the sentence points somewhere (a URL, a repository, an e-mail): not evidence to quote."""
    return bool(_URL.search(sentence))


def is_prose(sentence: str) -> bool:
    """Whether a sentence reads as a sentence of prose: not a heading, a table row, a formula, a link or a fragment.

    The PDF reader keeps front matter, tables and LaTeX out of the chunk text; this is
    the last guard, so a quote never shows a line of numbers or a stray ``\\mathbb``.
    """
    words = [word for word in sentence.split() if word not in _DASHES]  # a run-in heading's dash is no word
    if len(words) < MIN_WORDS or not _ENDS.search(sentence) or not _STARTS.search(sentence):
        return False
    if _URL.search(sentence) or _MARKUP.search(sentence) or len(_LATEX.findall(sentence)) >= 2:
        return False
    visible = [c for c in sentence if not c.isspace()]
    letters = sum(1 for c in visible if c.isalpha())
    if letters < 0.65 * len(visible):  # mostly digits and symbols: a table row or an equation
        return False
    wordish = sum(1 for w in words if _ALPHA.search(w) and len(w) > 1)
    return wordish >= 0.6 * len(words)


# --- roles ----------------------------------------------------------------------------


def cue_scores(sentence: str) -> dict[Role, float]:
    """The summed weight of each role's cues found in the sentence (each cue counted once).

    A denied result ("has not shown gains") keeps none of its result cues: it is a limitation.
    """
    scores = {role: sum(weight for pattern, weight in cues if pattern.search(sentence)) for role, cues in CUES.items()}
    if _NEGATED.search(sentence):
        scores[Role.RESULT] = 0.0
    return scores


_INTRODUCES = re.compile(CUES[Role.METHOD][0][0].pattern + "|" + CUES[Role.METHOD][1][0].pattern, re.I)


def introduces(sentence: str) -> re.Match[str] | None:
    """Where the sentence presents the paper's contribution ("we propose X", "this paper introduces X"), if it does."""
    return _INTRODUCES.search(sentence)


def about_others(sentence: str) -> bool:
    """Whether the sentence describes other people's work (citations, "prior work")."""
    return bool(_OTHERS.search(sentence))


def led_by_others(sentence: str) -> bool:
    """Whether other work is the sentence's subject: cited in its first half ("ODIN (Chen et al., 2024)
    trains ..."), not credited at its end ("The base model is Qwen2.5-7B, following Shao et al. (2024).")."""
    found = _OTHERS.search(sentence)
    return found is not None and found.start() < len(sentence) / 2


def about_us(sentence: str, name: str | None = None) -> bool:
    """Whether the sentence speaks of the paper's own work ("we", "our method", the paper's name)."""
    return bool(_ABOUT_US.search(sentence)) or bool(name and name.lower() in sentence.lower())


def name_leads(sentence: str, name: str | None) -> bool:
    """Whether the paper's own method is the sentence's subject ("Specifically, GD²PO employs ...")."""
    if not name:
        return False
    return bool(re.match(rf"^(?:[A-Z]\w+, )?(?:the |our )?{re.escape(name)}\b", sentence))


def section_roles(section: str | None) -> set[Role]:
    """The roles a section heading names ("5 Conclusion, Limitations and Future Work": limitations)."""
    if not section:
        return set()
    return {role for pattern, role in _SECTION_ROLES if pattern.search(section)}


_RELATED_WORK = re.compile(r"\b(?:related (?:work|literature)|prior work|previous work)s?\b", re.I)


def in_related_work(section: str | None) -> bool:
    """A section on others' work: what it describes ("Curriculum learning orders training examples from
    easy to hard") is not how this paper does it, even where no citation marks the sentence."""
    return bool(section and _RELATED_WORK.search(section))


def skipped_section(section: str | None) -> bool:
    """Related work, references, appendices, prompts: never summary material."""
    return bool(section and _SKIPPED_SECTION.search(section))


# --- claims ---------------------------------------------------------------------------

#: A sentence's claim score depends on its text (and the paper's name) alone, and the same sources'
#: sentences come back question after question (~60 ms an answer to recompute): kept, ~10 MB at most.
CLAIM_SCORES_KEPT = 32_768

_GENERIC_OPENING = re.compile(
    rf"^(?:in this (?:paper|work|study)|here|{_US}),? (?:we )?(?:study|investigate|explore|examine|consider|focus on|address|look at|revisit|analy[sz]e)\b",
    re.I,
)
_BACKGROUND = re.compile(
    r"\b(?:ha(?:s|ve) (?:become|emerged|attracted|gained|shown|achieved|been widely)|is (?:a|an) (?:key|crucial|central|important|promising|popular|fundamental))\b|"
    r"\b(?:is|are) (?:widely|commonly|increasingly) (?:used|adopted|applied|studied)\b|\bwell[- ](?:documented|known|established|studied)\b|"
    r"^(?:recent(?:ly)?|in recent years|large language models|reinforcement learning)\b",
    re.I,
)


@lru_cache(maxsize=CLAIM_SCORES_KEPT)
def claim_score(sentence: str, name: str | None = None) -> float:
    """How much a sentence says what the paper itself contributes: what it proposes, finds or reports.

    "We propose X, which ..." and "X outperforms Y by 4 points" score high; background
    ("RL has become ..."), an opening that only names the subject ("In this paper we
    study X."), a sentence that leans on the one before, and one with almost nothing in
    it ("We apply our method in two domains.") score low, so they are chosen only when a
    paper offers nothing better.
    """
    cues = cue_scores(sentence)
    score = cues[Role.METHOD] + _result_weight(sentence, cues[Role.RESULT]) - context_penalty(sentence)
    if name_leads(sentence, name) or (name and introduces(sentence) and name.lower() in sentence.lower()):
        score += 0.3
    if about_others(sentence):
        score -= 1.0
    if _BACKGROUND.search(sentence) and not re.search(rf"\b{_US}\b", sentence, re.I):
        score -= 1.0
    if _GENERIC_OPENING.search(sentence) and cues[Role.RESULT] == 0:
        score -= 0.5
    if says_little(sentence):
        score -= 1.0
    return score


#: The result cue that reports a figure ("by 4.2 points", "24.7%", "3.1x"): what a paper found, not only that it works.
_FIGURE_CUE = CUES[Role.RESULT][0][0]


def _result_weight(sentence: str, summed: float) -> float:
    """A result's weight in a claim: its cues summed when it reports a figure, else its strongest cue alone.

    "Experiments on seven datasets demonstrate that ReCal consistently improves routing performance" stacks
    four cues (experiments-demonstrate, improves, consistently, the name) and says only that the method
    works; summed, it outscored the sentence that says what the method does and the one that says by how much.
    """
    if summed == 0.0 or _FIGURE_CUE.search(sentence):
        return summed
    return max(weight for pattern, weight in CUES[Role.RESULT] if pattern.search(sentence))


def says_little(sentence: str) -> bool:
    """Almost nothing in it ("Unanswerable questions are common in practice."): too few content words to answer anything."""
    return len(_content_words(sentence)) < MIN_CONTENT_WORDS


MIN_CONTENT_WORDS = 6
_CONTENT = re.compile(r"[a-z][a-z0-9-]{2,}")
_FUNCTION_WORDS = frozenset(
    re.findall(
        r"\w+",
        """the and for with that this these those our their its from into over under than then also both each such
        which while where when what who has have had was were are is be been being can could may might will would
        not only more most very well two three four five first second two new use used using apply applied show shows
        propose proposed method methods approach framework model models paper work study results result domains domain
        setting settings task tasks""",
    )
)
