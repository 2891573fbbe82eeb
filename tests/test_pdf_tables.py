"""Tables as quotable rows: each data row read against its column headings, cited on its page.

A fact printed only in a table ("what MATH score does PPO reach?") had nothing to quote: the
cells are kept out of the page prose. Each row is now one sentence naming the table, the row
and every column beside its value; rows that cannot be matched to headings are left out.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from pdf_factory import PaperSpec, make_paper
from real_pdfs import read_real

from assistant.answering import Assistant
from assistant.quotable import table_asked
from assistant.retrieval import Retrieved, Scope, _few_tables, _one_table, _with_their_tables
from assistant.store import StoredChunk
from benchmarks.generated_papers import GeneratedPaper, Heading, Para, TableBlock, write
from ingest.pdf_kinds import Kind, Structure
from ingest.pdf_layout import Line
from ingest.pdf_reader import read_pdf
from ingest.pdf_tables import table_sentences
from ingest.pipeline import Ingestor


def _page(rows: list[list[tuple[str, float]]], caption: str, caption_above: bool = True) -> Structure:
    """One page: a caption and a table whose rows are (text, x) cells, each row one baseline lower."""
    lines, kinds = [], []
    top = 700.0
    if caption_above:
        lines.append(Line(caption, x=72, y=top + 20, size=9))
        kinds.append(Kind.CAPTION)
    for n, row in enumerate(rows):
        for text, x in row:
            lines.append(Line(text, x=x, y=top - 12 * n, size=8.5))
            kinds.append(Kind.TABLE)
    if not caption_above:
        lines.append(Line(caption, x=72, y=top - 12 * len(rows) - 10, size=9))
        kinds.append(Kind.CAPTION)
    return Structure([lines], [list(kinds)])


def test_a_row_drawn_as_one_line_is_read_against_its_headings() -> None:
    found = _page(
        [
            [("Benchmark (Metric)", 72)],
            [("Claude-3.5- GPT-4o DeepSeek", 200)],
            [("Sonnet-1022 0513 R1", 200)],
            [("Architecture - - MoE", 72)],  # a row of words, no heading
            [("MMLU (Pass@1) 88.3 87.2 90.8", 72)],
            [("AIME 2024 (Pass@1) 16.0 9.3 79.8", 72)],
        ],
        "Table 4 | Comparison between DeepSeek-R1 and other representative models.",
        caption_above=False,
    )
    [table] = table_sentences(found, 0)
    assert table.splitlines() == [
        "Table 4 (Comparison between DeepSeek-R1 and other representative models), MMLU (Pass@1): "
        "Claude-3.5-Sonnet-1022 88.3; GPT-4o 0513 87.2; DeepSeek R1 90.8.",
        "Table 4 (Comparison between DeepSeek-R1 and other representative models), AIME 2024 (Pass@1): "
        "Claude-3.5-Sonnet-1022 16.0; GPT-4o 0513 9.3; DeepSeek R1 79.8.",
    ]


def test_cells_drawn_apart_form_rows_and_a_value_may_carry_its_interval() -> None:
    found = _page(
        [
            [("Method", 72), ("Winrate", 200), ("Cost", 300)],
            [("Mistral-7B + KTO", 72), ("0.652 \u00b1 0.036", 200), ("1,204", 300)],
            [("Mistral-7B + DPO", 72), ("0.600 \u00b1 0.037", 200), ("2,411", 300)],
        ],
        "Table 1. Winrate against the SFT targets.",
    )
    [table] = table_sentences(found, 0)
    assert (
        table.splitlines()[0]
        == "Table 1 (Winrate against the SFT targets), Mistral-7B + KTO: Winrate 0.652 \u00b1 0.036; Cost 1,204."
    )


def test_a_settings_table_gives_each_setting_its_value() -> None:
    found = _page(
        [
            [("Hyperparameter", 72), ("Value", 250)],
            [("Optimizer", 72), ("AdamW (\u03b21 = 0.9)", 250)],
            [("Weight decay", 72), ("0.01", 250)],
        ],
        "Table 3: Training hyperparameters shared by all runs.",
    )
    [table] = table_sentences(found, 0)
    assert table.splitlines() == [
        "Table 3 (Training hyperparameters shared by all runs), Optimizer: AdamW (\u03b21 = 0.9).",
        "Table 3 (Training hyperparameters shared by all runs), Weight decay: 0.01.",
    ]


def test_a_setting_whose_value_is_text_heads_no_column() -> None:
    """A settings table's first row whose value is a long text ("Policy | Corvid-8B-Instruct + LoRA (r = 64, alpha =
    128, dropout 0.05)") is no data row, but no heading either: read as one, it was printed in every row below it
    ("Learning rate: Value Corvid-8B-Instruct + LoRA (...) 2e-5"; a quiz-item paper, fresh43, opened in session 44)."""
    found = _page(
        [
            [("Setting", 72), ("Value", 250)],
            [("Policy", 72), ("Corvid-8B-Instruct + LoRA (r = 64, alpha = 128, dropout 0.05)", 250)],
            [("Learning rate", 72), ("2e-5", 250)],
        ],
        "Table 7: Hyperparameters of the main run.",
    )
    [table] = table_sentences(found, 0)
    assert table.splitlines() == ["Table 7 (Hyperparameters of the main run), Learning rate: 2e-5."]
    long_heading = "Exact-match accuracy on the held-out split, mean over 3 seeds (%)"  # review: the only header row
    headed = _page([[("Method", 72), (long_heading, 250)], [("TALON", 72), ("61.2", 250)]], "Table 2: Results.")
    [table] = table_sentences(headed, 0)
    assert table.splitlines() == [f"Table 2 (Results), TALON: {long_heading} 61.2."]


def test_a_hyperparameter_table_by_model_size_reads_its_sizes_as_headings() -> None:
    """ "Parameter | 1.5B | 7B / 8B | 14B" heads the columns of an appendix table: its sizes had read as values,
    so the header was taken for a row and the table gave no rows at all ("what learning rate for the 14B policy?"
    found nothing to quote). "2e-6" and "160 / 200" are values; a total under several columns goes under the first."""
    found = _page(
        [
            [("Parameter", 72), ("1.5B", 200), ("7B / 8B", 260), ("14B", 320)],
            [("Learning rate", 72), ("2e-6", 200), ("1e-6", 260), ("5e-7", 320)],
            [("Max tokens per turn", 72), ("160 / 200", 200), ("160 / 200", 260), ("160 / 200", 320)],
            [("Total", 72), ("31 / 7", 200)],
        ],
        "Table 4: Stage 2 hyperparameters by policy size.",
        caption_above=False,
    )
    [table] = table_sentences(found, 0)
    assert table.splitlines() == [
        "Table 4 (Stage 2 hyperparameters by policy size), Learning rate: 1.5B 2e-6; 7B / 8B 1e-6; 14B 5e-7.",
        "Table 4 (Stage 2 hyperparameters by policy size), Max tokens per turn: 1.5B 160 / 200; 7B / 8B 160 / 200; 14B 160 / 200.",
        "Table 4 (Stage 2 hyperparameters by policy size), Total: 1.5B 31 / 7.",
    ]
    one_line = _page(
        [[("Setting 1.5B 7B", 72)], [("Learning rate 2e-6 1e-6", 72)]], "Table 5: Learning rates.", caption_above=False
    )
    assert table_sentences(one_line, 0) == ["Table 5 (Learning rates), Learning rate: 1.5B 2e-6; 7B 1e-6."]


def test_rows_of_text_and_rows_without_headings_are_left_out() -> None:
    examples = _page(
        [
            [("Query: Could you provide me some studies that proposed hierarchical models for sign videos?", 72)],
            [("Source: SLTUnet: A Simple Unified Model for Sign Language Translation, ICLR 2023", 72)],
        ],
        "Table 1: Examples of queries and corresponding papers.",
    )
    unlabelled = _page([[("GRPO 71.0 86.7 95.9", 72)], [("PPO 63.6 80.4 90.2", 72)]], "Table 2: Accuracy.")
    assert table_sentences(examples, 0) == [] and table_sentences(unlabelled, 0) == []


def test_headings_that_do_not_pair_with_the_values_are_printed_beside_them_in_order() -> None:
    """ "Crawler Recall" is one heading of two words: seven words over six values pair with nothing one by one. The
    row then gives its values in order and the headings as printed (PaSa's Tables 5 and 6, DeepSeek-R1's Tables 2,
    5 and 6 gave no row at all), so that "0.5986" is quoted from its row and no heading stands beside a value it
    does not head."""
    found = _page(
        [
            [("Method Crawler Recall Precision Recall Recall@100 Recall@50 Recall@20", 72)],
            [("Google - - - 0.2535 0.2342 0.1834", 72)],
            [("PaSa-7b-ensemble 0.7503 0.4938 0.6488 0.7281 0.6877 0.5986", 72)],
        ],
        "Table 6: Results on RealScholarQuery.",
    )
    [table] = table_sentences(found, 0)
    assert table.splitlines()[1] == (
        "Table 6 (Results on RealScholarQuery), PaSa-7b-ensemble: 0.7503, 0.4938, 0.6488, 0.7281, 0.6877, 0.5986 "
        "(in the order of the columns Crawler Recall Precision Recall Recall@100 Recall@50 Recall@20)."
    )


def test_a_row_that_leaves_its_group_label_blank_is_read_with_the_label_above() -> None:
    """A table by base model writes the model once, on its group's first row ("Qwen2.5-7B | SFT | ..."), and leaves
    the cell blank below it: those rows had one label fewer than the headings, so they paired with nothing and were
    printed in order, without the model they are for ("GRPO + CometKiwi: 83.1, 82.0" of the 1.5B, 7B or 14B
    policy?; 45 of the generated papers' rows)."""
    found = _page(
        [
            [("Policy", 72), ("System", 150), ("WMT24", 260), ("Hacks", 330)],
            [("Qwen2.5-1.5B", 72), ("SFT", 150), ("78.9", 260), ("5.3", 330)],
            [("GRPO", 150), ("76.4", 260), ("24.6", 330)],
            [("Qwen2.5-7B", 72), ("SFT", 150), ("84.1", 260), ("4.0", 330)],
            [("GRPO", 150), ("82.0", 260), ("21.9", 330)],
        ],
        "Table 2: COMET-22 and hack rate by policy size.",
    )
    [table] = table_sentences(found, 0)
    assert table.splitlines() == [
        "Table 2 (COMET-22 and hack rate by policy size), Qwen2.5-1.5B SFT: WMT24 78.9; Hacks 5.3.",
        "Table 2 (COMET-22 and hack rate by policy size), Qwen2.5-1.5B GRPO: WMT24 76.4; Hacks 24.6.",
        "Table 2 (COMET-22 and hack rate by policy size), Qwen2.5-7B SFT: WMT24 84.1; Hacks 4.0.",
        "Table 2 (COMET-22 and hack rate by policy size), Qwen2.5-7B GRPO: WMT24 82.0; Hacks 21.9.",
    ]
    # review: a label set between its rows (LaTeX's \multirow) or a section row ("Ablations") ends the group above
    # it, and a row starting elsewhere than the group's second label (a centred first column) takes no label
    found = _page(
        [
            [("Policy", 72), ("System", 150), ("WMT24", 260), ("Hacks", 330)],
            [("Qwen2.5-1.5B", 72), ("SFT", 150), ("78.9", 260), ("5.3", 330)],
            [("GRPO", 150), ("76.4", 260), ("24.6", 330)],
            [("Qwen2.5-7B", 72)],
            [("SFT", 150), ("84.1", 260), ("4.0", 330)],
            [("Ablations", 72)],
            [("w/o KL", 150), ("80.2", 260), ("9.9", 330)],
            [("Qwen2.5-14B", 72), ("SFT", 150), ("86.0", 260), ("3.6", 330)],
            [("AIME", 84), ("87.1", 260), ("3.1", 330)],
        ],
        "Table 2: COMET-22 and hack rate by policy size.",
    )
    [table] = table_sentences(found, 0)
    labels = [line.split("), ", 1)[1].split(":", 1)[0] for line in table.splitlines()]
    assert labels == ["Qwen2.5-1.5B SFT", "Qwen2.5-1.5B GRPO", "SFT", "w/o KL", "Qwen2.5-14B SFT", "AIME"]


@pytest.mark.parametrize(
    "spec",
    [PaperSpec(), PaperSpec(two_columns=True, table_caption_above=False, seed=2)],
    ids=["caption-above", "two-columns-caption-below"],
)
def test_a_drawn_papers_table_rows_are_read_and_stay_out_of_the_prose(tmp_path: Path, spec: PaperSpec) -> None:
    drawn = make_paper(tmp_path / "paper.pdf", spec)
    doc = read_pdf(drawn.path)
    rows = [row for page in doc.pages for table in page.tables for row in table.splitlines()]
    assert any(row.endswith("PPO: AIME 63.6; MATH 80.4; GPQA 90.2.") for row in rows), rows
    assert all(row.startswith("Table ") for row in rows)
    assert not any("63.6" in page.text for page in doc.pages)


def test_a_fact_printed_only_in_a_table_is_quoted_from_its_row_on_its_page(ingestor: Ingestor, tmp_path: Path) -> None:
    drawn = make_paper(tmp_path / "paper.pdf", PaperSpec())
    report = ingestor.ingest([drawn.path])
    paper_id = report.files[0].added[0]
    page = next(page.page for page in read_pdf(drawn.path).pages if page.tables)
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)

    answer = assistant.ask("What MATH accuracy does PPO reach?", scope=Scope(paper_id=paper_id))

    assert not answer.abstained
    first = next(line for line in answer.body.splitlines() if line.startswith("- "))
    assert "MATH 80.4" in first and "[1]" in first
    assert answer.citations[0].page == page


@pytest.mark.slow
def test_real_tables_rows_name_their_columns() -> None:
    rows = {
        name: [row for page in read_real(name).pages for table in page.tables for row in table.splitlines()]
        for name in ("deepseek_r1.pdf", "kto_halos_full_paper.pdf", "pasa_paperqa_stub.pdf")
    }
    assert any("MATH-500 (Pass@1):" in row and "DeepSeek R1 97.3" in row for row in rows["deepseek_r1.pdf"])
    kto = "+KTO: MMLU EM 58.6; GSM8k EM 53.5; HumanEval pass@1 30.9; BBH EM 52.6."
    assert any(row.endswith(kto) for row in rows["kto_halos_full_paper.pdf"])
    assert any(row.endswith("accumulate batch size: 16.") for row in rows["pasa_paperqa_stub.pdf"])
    assert not any("Could you provide" in row for row in rows["pasa_paperqa_stub.pdf"])  # a table of examples
    distilled = "DeepSeek-R1-Distill-Qwen-14B: 69.7, 80.0, 93.9, 59.1, 53.1, 1481 (in the order of the columns AIME 2024"
    assert any(distilled in row for row in rows["deepseek_r1.pdf"])  # headings that pair with nothing one by one


def test_search_keeps_the_best_table_only() -> None:
    """Table rows hold the question's names and numbers without answering it: one table at most among
    the passages found, so that several cannot take the place of the passage that answers."""
    fused = {"p:table:a": 0.9, "p:pdf:b": 0.8, "p:table:c": 0.7, "p:caption:d": 0.6}
    assert list(_few_tables(fused)) == ["p:table:a", "p:pdf:b", "p:caption:d"]


def found(cid: str, kind: str, text: str) -> Retrieved:
    """A chunk as one paper's search found it."""
    return Retrieved(StoredChunk(cid, "p", kind, 0, text), 0.5, 0.5, np.zeros(4))


def test_inside_one_paper_every_part_of_the_best_table_is_kept_and_no_other_table() -> None:
    """A long table is stored as several chunks. "What KL coefficient did they use?" is answered by a row of
    the hyperparameter table's second part, which was dropped while each part counted as a table of its own."""

    first = found("p:table:a", "table", "Table 5 (Full training hyperparameters (%)), Max replay ratio ρ: 0.25.")
    prose = found("p:pdf:b", "pdf", "Every action token of a trajectory shares its advantage.")
    other = found("p:table:c", "table", "Table 2 (Main results), HARBOR: success 41.2.")
    second = found("p:table:d", "table", "Table 5 (Full training hyperparameters (%)), KL coefficient β: 0.01.")
    kept = _one_table([first, prose, other, second])
    assert [item.chunk_id for item in kept] == ["p:table:a", "p:pdf:b", "p:table:d"]
    assert _one_table([prose]) == [prose]
    cut = found("p:table:e", "table", "β: 0.01; warm-up 10 iterations.")  # a row longer than a chunk, cut: no name
    assert [item.chunk_id for item in _one_table([cut, first, other])] == ["p:table:e", "p:table:a"]


def test_a_picked_caption_brings_its_table_s_rows() -> None:
    """Inside one paper, "Table 2: what exact-step localization accuracy does the 32B critic reach?" found the
    caption of Table 2 and dropped its rows for diversity: the caption says what is measured, the rows the values."""

    caption = found("p:caption:a", "caption", "Table 2: ProofSlip. Localization accuracy (%) on erroneous solutions.")
    prose = found("p:pdf:b", "pdf", "Lancet-8B names the exact first wrong step in 52.7% of erroneous solutions.")
    rows = found("p:table:c", "table", "Table 2 (ProofSlip), Lancet-32B: Exact step 60.4; Within 1 step 74.2.")
    other = found("p:table:d", "table", "Table 12 (Costs), Lancet-32B: GPU-hours 4,100.")
    assert _with_their_tables([caption, prose], [caption, prose, rows, other]) == [caption, prose, rows]
    assert _with_their_tables([prose], [caption, prose, rows]) == [prose]  # no caption picked: nothing added
    assert _with_their_tables([caption, rows], [caption, rows]) == [caption, rows]  # rows picked already: once


def test_the_table_a_question_names_is_the_one_read() -> None:
    """ "In Table 1, what LC does GRPO + Prompt get?": search ranked Table 2 (the same measures, by language) first, so
    only Table 2's parts were kept (ANCHOR, fresh11, opened)."""
    assert table_asked("In Table 1, what PolyGSM-12 LC does the GRPO + Prompt baseline get?") == "1"
    assert table_asked("what does tab. A.2 list?") == "A.2" and table_asked("a table of results?") is None
    first = found("p:table:a", "table", "Table 2 (By language), French: GRPO LC 70.8.")
    named = found("p:table:b", "table", "Table 1 (Main results), GRPO + Prompt: LC 70.2.")
    assert _one_table([first, named]) == [first]
    assert _one_table([first, named], "1") == [named]


_SETUP = (
    "We train Tessera-7B-Chat with GRPO on math problems in twelve languages and report accuracy and language "
    "consistency (LC), the share of reasoning written in the language of the question. "
) * 3


def test_a_row_of_the_table_a_question_names_answers_though_another_table_ranks_first(ingestor: Ingestor, tmp_path: Path) -> None:
    """Two tables report LC for GRPO: the question names Table 1, and the row that answers is Table 1's, on its page,
    though Table 2's rows share more of the question's words."""
    paper = GeneratedPaper(
        file="tables.pdf",
        title="Consistency Rewards for Multilingual Reasoning",
        short_title="Consistency Rewards",
        authors="Ada Lovelace (1)",
        affiliations="(1) Analytical Engine Lab",
        stamp="arXiv:2501.00001v1  [cs.CL]  1 Jan 2025",
        abstract="We study language consistency under RL. " * 4,
        pages=(
            (Heading("1 Introduction"), Para(_SETUP)),
            (
                Heading("5 Results"),
                Para(_SETUP),
                TableBlock(
                    "Table 1: Main results.",
                    (
                        ("Method", "Acc", "LC"),
                        ("GRPO", "72.6", "61.4"),
                        ("GRPO + Prompt", "71.9", "70.2"),
                        ("Ours", "72.1", "96.2"),
                    ),
                ),
            ),
            (
                Heading("6 Analysis"),
                Para(_SETUP),
                TableBlock(
                    "Table 2: Language consistency (LC) of the GRPO + Prompt baseline and GRPO for Tessera-7B-Chat on unseen "
                    "languages.",
                    (("Method", "LC"), ("GRPO + Prompt baseline", "55.1"), ("GRPO", "40.2")),
                ),
            ),
        ),
    )
    report = ingestor.ingest([write(paper, tmp_path)])
    paper_id = report.files[0].added[0]
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)

    answer = assistant.ask(
        "In Table 1, what LC does the GRPO + Prompt baseline get for Tessera-7B-Chat?", scope=Scope(paper_id=paper_id)
    )

    assert not answer.abstained
    first = next(line for line in answer.body.splitlines() if line.startswith("- "))
    assert first.startswith("- Table 1") and "70.2" in first, answer.body
    assert answer.citations[0].page == 2
