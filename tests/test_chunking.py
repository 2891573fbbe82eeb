"""Chunks: token-sized, overlapping, page- and section-accurate, never truncated by the encoder."""

from __future__ import annotations

import itertools

from assistant.records import PageText, Paper, PdfDocument
from assistant.sentence_vectors import whole_abstract
from assistant.tokens import count_tokens
from ingest.chunking import abstract_chunks, pdf_chunks


def _doc(pages: list[str], sections: list[list[tuple[int, str]]] | None = None) -> PdfDocument:
    sections = sections or [[] for _ in pages]
    return PdfDocument("x.pdf", "T", None, [PageText(i + 1, t, s) for i, (t, s) in enumerate(zip(pages, sections))])


def _prose(tag: str, n: int) -> str:
    return " ".join(f"Sentence {i} of {tag} explains the reward model and the policy update." for i in range(n))


def test_pdf_chunks_are_about_200_tokens_with_overlap() -> None:
    chunks = pdf_chunks(_doc([_prose("page one", 80)]), "p", chunk_tokens=200, overlap=30)
    sizes = [count_tokens(c.text) for c in chunks]
    assert len(chunks) > 5
    assert max(sizes) <= 200 and min(sizes[:-1]) >= 120
    for left, right in itertools.pairwise(chunks):  # consecutive chunks share text
        assert left.text[-40:].split(".")[-2] in right.text


def test_chunks_carry_their_pages_and_sections() -> None:
    pages = [_prose("alpha", 30), _prose("beta", 30), _prose("gamma", 30)]
    sections = [[(0, "1 Introduction")], [], [(0, "3 Results")]]
    chunks = pdf_chunks(_doc(pages, sections), "p", chunk_tokens=200, overlap=30)
    for chunk in chunks:
        first = chunk.text.split(" of ")[1].split()[0]
        assert first == ["alpha", "beta", "gamma"][chunk.page_start - 1]
        assert chunk.page_start <= chunk.page_end
    gamma = [c for c in chunks if c.page_start == 3]
    beta = [c for c in chunks if c.page_start == 2]
    assert gamma and all(c.section == "3 Results" for c in gamma)
    assert beta and all(c.section == "1 Introduction" for c in beta)
    assert [c.position for c in chunks] == list(range(len(chunks)))


def test_no_text_is_lost_between_chunks() -> None:
    text = _prose("coverage", 60)
    chunks = pdf_chunks(_doc([text]), "p", chunk_tokens=100, overlap=15)
    words = text.split()
    covered = set()
    for chunk in chunks:
        start = text.index(chunk.text)
        first_word = len(text[:start].split())
        covered.update(range(first_word, first_word + len(chunk.text.split())))
    assert covered == set(range(len(words)))


def test_chunks_the_encoder_would_truncate_are_split_again(embeddings) -> None:  # type: ignore[no-untyped-def]
    # digits and symbols cost many more word pieces than cl100k tokens
    dense = " ".join(f"x{i}^{i * 7}={i * 13}.{i % 7}" for i in range(400))
    fits = lambda t: embeddings.word_pieces(t) <= 256  # noqa: E731
    chunks = pdf_chunks(_doc([dense]), "p", chunk_tokens=200, overlap=30, fits=fits)
    assert chunks and all(fits(c.text) for c in chunks)


def test_abstract_is_one_chunk_when_it_fits_and_split_with_title_otherwise(embeddings) -> None:  # type: ignore[no-untyped-def]
    fits = lambda t: embeddings.word_pieces(t) <= 256  # noqa: E731
    short = Paper(title="Short Paper", abstract="We study GRPO.")
    assert [c.text for c in abstract_chunks(short, short.paper_id, 200, fits)] == ["Short Paper\n\nWe study GRPO."]
    long = Paper(title="Long Paper", abstract=_prose("abstract", 40))
    chunks = abstract_chunks(long, long.paper_id, 200, fits)
    assert len(chunks) >= 2
    assert all(c.text.startswith("Long Paper\n\n") and fits(c.text) for c in chunks)
    assert len({c.chunk_id for c in chunks}) == len(chunks)


def test_an_abstract_split_with_overlap_reads_whole_with_each_sentence_once(embeddings) -> None:  # type: ignore[no-untyped-def]
    """The parts overlap so that no sentence is cut for the encoder; read whole (an answer's source), the sentence
    at a split was printed twice."""
    fits = lambda t: embeddings.word_pieces(t) <= 256  # noqa: E731
    long = Paper(title="Long Paper", abstract=_prose("abstract", 40))
    chunks = abstract_chunks(long, long.paper_id, 200, fits)
    assert len(chunks) >= 2
    whole = whole_abstract([c.text for c in chunks])
    assert " ".join(whole.split()) == " ".join(f"Long Paper\n\n{long.abstract}".split())


def test_a_chunk_across_a_page_break_knows_where_the_next_page_starts() -> None:
    pages = ["Short first page ends here.", _prose("second", 3)]
    [chunk] = pdf_chunks(_doc(pages), "p", chunk_tokens=200, overlap=30)
    assert (chunk.page_start, chunk.page_end) == (1, 2)
    second = chunk.text.index("Sentence 0 of second")
    at = chunk.page_at
    assert at(0) == 1 and at(second) == 2 and at(second - 3) == 1


def test_a_sentence_that_runs_on_across_a_page_break_is_not_cut_there() -> None:
    """A page break inside a sentence used to be a paragraph break, the splitter's first choice of
    a cut: the next chunk began "finding that an asymmetric interval ... works best" and that
    fragment was quoted. The quote is now whole, and each half still knows its page."""
    first = _prose("page one", 10) + " To accommodate this change, we clip the probability ratios more liberally,"
    second = "finding that an asymmetric interval of [0.25, 4.0] works best. " + _prose("page two", 10)
    chunks = pdf_chunks(_doc([first, second]), "p", chunk_tokens=200, overlap=30)
    whole = "we clip the probability ratios more liberally, finding that an asymmetric interval"
    holding = [c for c in chunks if whole in c.text]
    assert holding, [c.text[-80:] for c in chunks]
    assert not any(c.text.startswith("finding that") for c in chunks)
    chunk = holding[0]
    assert chunk.page_at(chunk.text.index("we clip")) == 1 and chunk.page_at(chunk.text.index("finding")) == 2


def test_a_page_that_ends_its_sentence_is_still_a_paragraph_break() -> None:
    pages = [_prose("page one", 30), _prose("page two", 30)]
    chunks = pdf_chunks(_doc(pages), "p", chunk_tokens=200, overlap=30)
    assert any(c.text.startswith("Sentence 0 of page two") for c in chunks)
