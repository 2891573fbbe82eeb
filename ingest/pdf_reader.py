"""Read a research-paper PDF into quotable page prose, captions, references and metadata.

Extraction uses pypdf's default mode, which reads two-column pages column by column
(``extraction_mode="layout"`` reads by rows and interleaves the columns, so it is never
used), with its text visitor reporting where each piece sits and how large it is
(``pdf_layout``). Then, step by step:

1. characters: NFKC (ligatures "ﬁ" -> "fi"), control/format characters dropped;
2. every line is given a kind (``pdf_structure``): body prose, abstract and headings
   make the page text; captions are kept apart; front matter, figure and table
   content, equations, footnotes, running headers and page numbers are left out; the
   reference list is split into entries (``references``);
3. lines -> text (``pdf_paragraphs``): hyphenated line breaks are repaired, lines inside
   a paragraph are joined with a space, headings become their own paragraphs;
4. section headings ("2.3 Reward Modeling", "References", "A. Proofs") are recorded
   with their character offset in the page text;
5. metadata from the paper itself (``pdf_title``, ``pdf_metadata``): title, authors,
   affiliations, and the arXiv id, version, category and date of the margin stamp.

Every problem a user can cause with a bad file is raised as ``UserError`` with one
sentence that names the file and the fix (``pdf_file``); no pypdf exception escapes.
"""

from __future__ import annotations

from pathlib import Path

from assistant.records import PageText, PdfDocument
from ingest.line_cues import ALGORITHM, CAPTION
from ingest.pdf_file import check_file, extract_pages, info_entry, open_reader, page_count, route_pypdf_logs_to_debug
from ingest.pdf_kinds import QUOTABLE, SMALL, Kind, Structure
from ingest.pdf_layout import flatten, typical_length
from ingest.pdf_metadata import read_affiliations, read_authors, read_stamp
from ingest.pdf_paragraphs import join_lines, vocabulary
from ingest.pdf_structure import classify
from ingest.pdf_tables import table_sentences
from ingest.pdf_title import clean_metadata_title, find_title
from ingest.references import split_references

#: Abstracts longer than this are cut: the stop rules failed on an unusual layout.
MAX_ABSTRACT_CHARS = 4000
#: Bumped whenever the reader would extract different text from the same file: it is part
#: of a PDF's fingerprint, so papers read by an older reader are re-chunked on re-ingest.
READER_VERSION = "10"  # 10: a row drawn apart under a group label it leaves blank is read with that label; 9: a table whose headings do not pair with its values one by one gives its rows in printed order; 8: a table headed by model sizes ("1.5B | 7B | 14B") gives rows; "2e-6" and "160 / 200" are values; 7: "Appendix A: Sentence-cased title" is a heading (ends the references); 6: tables' data rows read against their headings; 5: "(1)" and "[2]" after a name or before an affiliation are marks; 4: CJK lines joined


def read_pdf(path: str | Path, *, max_pages: int = 2000) -> PdfDocument:
    """Read ``path`` into a ``PdfDocument`` (1-based pages of quotable text, metadata).

    Raises ``UserError`` for a missing, empty, non-PDF, damaged, password-protected,
    page-less, too long or image-only file.
    """
    path = Path(path)
    route_pypdf_logs_to_debug()
    check_file(path)
    reader = open_reader(path)
    pages = extract_pages(reader, path, page_count(reader, path, max_pages))
    title = find_title(clean_metadata_title(info_entry(reader, path, "/Title"), path.stem), pages[0])
    structure = classify(pages, title.lines if title else frozenset(), title.text if title else "")
    words = vocabulary([[line.text for line in lines] for lines in pages])
    texts = [_page_text(structure, number, words) for number in range(len(pages))]
    stamp = read_stamp(pages[0])
    front = _texts(structure, 0, Kind.FRONT)
    signed = _author_lines(structure)
    return PdfDocument(
        path=str(path),
        title=title.text if title else None,
        abstract=_abstract(structure, words),
        pages=texts,
        authors=read_authors(info_entry(reader, path, "/Author"), signed),
        affiliations=read_affiliations([*front, *_texts(structure, 0, Kind.FOOTNOTE)]),
        arxiv_id=stamp.arxiv_id if stamp else None,
        arxiv_version=stamp.version if stamp else None,
        category=stamp.category if stamp else None,
        date=stamp.date if stamp else None,
        references=_references(structure, words),
        reader_version=READER_VERSION,
    )


def _texts(structure: Structure, number: int, kind: Kind) -> list[str]:
    if not structure.pages:
        return []
    return [line.text for line, found in zip(structure.pages[number], structure.kinds[number]) if found is kind]


def _author_lines(structure: Structure) -> list[str]:
    """Front-matter lines that may name authors: above any figure, in at least body-size type."""
    names: list[str] = []
    if not structure.pages:
        return names
    for line, kind in zip(structure.pages[0], structure.kinds[0]):
        if kind is Kind.CAPTION:
            break
        if kind is Kind.FRONT and not (structure.sized and line.size < SMALL * structure.body):
            names.append(line.text)
    return names


def _page_text(structure: Structure, number: int, words: set[str]) -> PageText:
    """One page's quotable text with its headings, and its captions apart."""
    lines, kinds = structure.pages[number], structure.kinds[number]
    kept = [index for index, kind in enumerate(kinds) if kind in QUOTABLE]
    texts = [lines[index].text for index in kept]
    headings = {
        position: structure.headings[(number, index)]
        for position, index in enumerate(kept)
        if (number, index) in structure.headings
    }
    text, sections = join_lines(texts, words, typical_length(texts), headings)
    captions = _captions(structure, number, words)
    return PageText(number + 1, text, sections, captions, tables=table_sentences(structure, number))


def _captions(structure: Structure, number: int, words: set[str]) -> list[str]:
    """Each caption of the page as one line of text ("Figure 3: ...")."""
    groups: list[list[str]] = []
    for line, kind in zip(structure.pages[number], structure.kinds[number]):
        if kind is Kind.CAPTION:
            if not groups or CAPTION.match(line.text) or ALGORITHM.match(line.text):
                groups.append([])
            groups[-1].append(line.text)
    return [flatten(join_lines(group, words, typical=0, headings={})[0]) for group in groups]


def _abstract(structure: Structure, words: set[str]) -> str | None:
    span = structure.abstract
    if span is None:
        return None
    lines = structure.pages[span.page]
    texts = [lines[index].text for index in span.lines]
    text, _ = join_lines(texts, words, typical_length([line.text for line in lines]), headings={})
    return flatten(text)[:MAX_ABSTRACT_CHARS] or None


def _references(structure: Structure, words: set[str]) -> list[str]:
    pages = [
        [line for line, kind in zip(lines, kinds) if kind is Kind.REFERENCE]
        for lines, kinds in zip(structure.pages, structure.kinds)
    ]
    return split_references([page for page in pages if page], words)
