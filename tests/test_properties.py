"""Property-based tests (hypothesis) of the topic-page parser and the chunker.

Arbitrary text and page-like noise through the parser are already covered in
test_topic_page.py (``test_arbitrary_text_parses_or_raises_user_error``,
``test_page_like_noise_parses_or_raises_user_error``); here the parser meets real seed
pages damaged in the ways files get damaged (cut, lines lost, duplicated, shuffled,
spliced with junk, re-encoded), and the chunker meets arbitrary text.

"No text lost" for the chunker, precisely. Let W(s) be ``s`` with every whitespace
character removed (the splitter strips chunk ends and may break at any whitespace, so
whitespace is not content). Reading the chunks in order, each W(chunk) must occur in
W(input) at a position no later than the end of the prefix covered so far (overlap
allowed, gaps not; the first chunk therefore starts at 0), and the covered prefix must
finally be all of W(input). So every non-whitespace character is in some chunk, the
chunks advance through the input in order, and nothing is invented. Starts and ends
need not increase strictly: a chunk too long for the encoder is split again with its
own overlap, so a re-split piece can lie inside text an earlier chunk already covered.
Example counts are bounded so the file runs in well under a minute.
"""

from __future__ import annotations

import random
import re

from conftest import SEEDS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.errors import UserError
from assistant.records import PageText, Paper, PdfDocument
from ingest.chunking import abstract_chunks, join_pages, pdf_chunks
from ingest.topic_page import parse_topic_page

SEED_PAGES = [p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt"))]
_WS = re.compile(r"\s+")

# Text that exercises every separator the splitter tries, plus scripts tiktoken splits oddly.
TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from(list("abcdefgh xyz  .,;:\n\n\t-()[]0123456789")),
        st.sampled_from(["é", "ß", "中", "文", "🙂", "\u0301", "\u00a0", "\u2028", "ﬁ", "∑"]),
        st.characters(blacklist_categories=("Cs",)),
    ),
    max_size=1500,
)

# Long prose-like text, so chunks really split, overlap and re-split (TEXT is mostly short).
WORDS = ["policy", "reward", "gradient", "GRPO", "3.5%", "x^2", "中文", "naïve", "ﬁne-tuning", "(Eq. 4)", "1e-6"]
PROSE = st.lists(
    st.one_of(st.sampled_from(WORDS), st.sampled_from([" ", " ", " ", ". ", ", ", "; ", "\n", "\n\n", "\t"])),
    min_size=100,
    max_size=900,
).map("".join)
PAGE = st.one_of(TEXT, PROSE)


def squeeze(text: str) -> str:
    return _WS.sub("", text)


def tiles(pieces: list[str], whole: str) -> bool:
    """True when the pieces, in order, grow a covered prefix of W(whole) to its end.

    Keeping only the largest reachable prefix end is exact: a larger end allows every
    placement a smaller one allows, so repeated text ("0000...") cannot fool the check.
    """
    target = squeeze(whole)
    covered = 0
    for piece in map(squeeze, pieces):
        start = target.rfind(piece, 0, covered + len(piece))  # the last occurrence starting <= covered
        if start < 0:
            return False
        covered = max(covered, start + len(piece))
    return covered == len(target)


def test_the_tiling_check_can_fail() -> None:
    """The oracle itself: it accepts overlaps and rejects gaps, reordering and inventions."""
    assert tiles(["ab c", "c d", "d e"], "ab c d e")
    assert tiles(["a a", "a a"], "a a a")  # overlap in repetitive text
    assert tiles(["abc", "b", "cd"], "abcd")  # a redundant piece inside covered text
    assert not tiles(["ab", "de"], "abcde")  # gap
    assert not tiles(["cd", "ab"], "abcd")  # out of order
    assert not tiles(["ab", "cX"], "abc")  # invented text
    assert not tiles(["ab"], "abc")  # the tail lost


# -- chunker -----------------------------------------------------------------------------


def _fits_under(limit: int):  # type: ignore[no-untyped-def]
    """An encoder limit in characters, so small inputs already force the re-split path."""
    return lambda text: len(text) <= limit


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    pages=st.lists(PAGE, min_size=1, max_size=4),
    chunk_tokens=st.integers(30, 120),
    overlap_share=st.floats(0, 0.45),
    limit=st.sampled_from([40, 200, 100_000]),
)
def test_pdf_chunks_never_raise_and_lose_no_text(pages: list[str], chunk_tokens: int, overlap_share: float, limit: int) -> None:
    doc = PdfDocument("x.pdf", "T", None, [PageText(n, text) for n, text in enumerate(pages, 1)])
    chunks = pdf_chunks(doc, "p", chunk_tokens, int(chunk_tokens * overlap_share), _fits_under(limit))
    whole = join_pages(doc)[0]  # pages joined as the chunker joins them (a run-on sentence by a space)
    assert all(c.text in whole for c in chunks)  # verbatim pieces of the document
    assert all(c.text.strip() for c in chunks)
    assert tiles([c.text for c in chunks], whole)
    assert [c.position for c in chunks] == list(range(len(chunks)))
    assert all(1 <= c.page_start <= c.page_end <= len(pages) for c in chunks)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    title=st.text(min_size=1, max_size=80).filter(lambda t: t.strip()),
    abstract=PAGE,
    limit=st.sampled_from([60, 300, 100_000]),
)
def test_abstract_chunks_never_raise_and_lose_no_text(title: str, abstract: str, limit: int) -> None:
    paper = Paper(title=title.strip(), abstract=abstract or None)
    chunks = abstract_chunks(paper, "p", 60, _fits_under(max(limit, len(paper.title) + 30)))
    assert chunks and all(c.kind == "abstract" for c in chunks)
    body = paper.abstract or ""
    if len(chunks) == 1:
        assert squeeze(chunks[0].text) == squeeze(f"{paper.title}{body}")
        return
    prefix = f"{paper.title}\n\n"
    assert all(c.text.startswith(prefix) for c in chunks)  # each piece keeps its paper's title
    assert tiles([c.text[len(prefix) :] for c in chunks], body)
    assert len({c.chunk_id for c in chunks}) == len(chunks)


# -- topic-page parser on damaged real pages -----------------------------------------------


def _mutate(text: str, rng: random.Random, kind: str) -> str:
    lines = text.splitlines(keepends=True)
    i, j = sorted(rng.randrange(len(lines) + 1) for _ in range(2))
    if kind == "cut":
        return text[: rng.randrange(len(text) + 1)]
    if kind == "drop":
        return "".join(lines[:i] + lines[j:])
    if kind == "duplicate":
        return "".join(lines[:j] + lines[i:j] + lines[j:])
    if kind == "shuffle":
        block = lines[i:j]
        rng.shuffle(block)
        return "".join(lines[:i] + block + lines[j:])
    if kind == "splice":
        junk = "".join(rng.choice(["\x00", "\ufffd", "Jun 31, 2026", "+", "·", "\n", "é", "$", "\\", " "]) for _ in range(30))
        return "".join(lines[:i]) + junk + "".join(lines[i:])
    if kind == "crlf":
        return text.replace("\n", "\r\n")
    if kind == "mojibake":
        return text.encode("utf-8").decode("cp1252", errors="replace")
    return "".join(line.upper() if rng.random() < 0.3 else line for line in lines)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    page=st.sampled_from(range(len(SEED_PAGES))),
    kinds=st.lists(
        st.sampled_from(["cut", "drop", "duplicate", "shuffle", "splice", "crlf", "mojibake", "case"]), min_size=1, max_size=3
    ),
    seed=st.integers(0, 2**32 - 1),
)
def test_damaged_seed_pages_parse_or_raise_a_user_error(page: int, kinds: list[str], seed: int) -> None:
    rng = random.Random(seed)
    text = SEED_PAGES[page]
    for kind in kinds:
        text = _mutate(text, rng, kind)
    try:
        parsed = parse_topic_page(text)
    except UserError as err:
        assert "\n" not in str(err)
        return
    assert parsed.papers and all(p.title.strip() for p in parsed.papers)
    assert all(p.date is None or re.fullmatch(r"\d{4}-\d{2}-\d{2}", p.date) for p in parsed.papers)


def test_undamaged_seed_pages_still_parse() -> None:
    """The mutations start from pages that parse, so a failure above is the damage's doing."""
    assert [len(parse_topic_page(text).papers) for text in SEED_PAGES] == [30, 30]
