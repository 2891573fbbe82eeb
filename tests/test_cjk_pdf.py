"""A Chinese paper: its real title, its abstract under "摘要", and sentences cut at "。".

No CJK font is installed on this machine (fc-list: DejaVu and Liberation only), so the PDF
uses reportlab's built-in CID font STSong-Light, which is referenced, not embedded; pypdf
maps its UniGB-UCS2-H codes back to Unicode, which is all the reader needs. A real paper
embeds its font; what is tested here is the reader and the sentence splitter on CJK text.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas

from assistant.sentences import split_sentences
from assistant.settings import Settings
from assistant.store import Store
from ingest.pdf_layout import clean_chars
from ingest.pdf_paragraphs import join_lines
from ingest.pipeline import Ingestor

TITLE = "面向大语言模型的强化学习奖励建模"
ABSTRACT = [
    "我们提出了一种新的奖励模型，用于大语言模型的强化学习。该方法在数学推理任务上",
    "提高了准确率。实验表明，组相对策略优化能够稳定训练。我们还分析了梯度方差的来源。",
]
BODY = ["引言", "强化学习已经成为训练推理模型的主要方法。奖励模型决定了策略学到什么。"]


def make_chinese_pdf(path: Path) -> Path:
    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    pdf = canvas.Canvas(str(path))
    pdf.setFont("STSong-Light", 20)
    pdf.drawString(72, 760, TITLE)
    pdf.setFont("STSong-Light", 12)
    pdf.drawString(72, 720, "摘要")
    y = 700
    pdf.setFont("STSong-Light", 10)
    for line in [*ABSTRACT, "", *BODY]:
        pdf.drawString(72, y, line)
        y -= 14
    pdf.save()
    return path


def test_a_chinese_pdf_gets_its_title_abstract_and_sentences(settings: Settings, embeddings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    report = Ingestor(settings, embeddings=embeddings).ingest([make_chinese_pdf(tmp_path / "paper.pdf")])
    assert not report.failed, report.failed[0].error
    (entry,) = Store(settings, embeddings.model_id).all_entries()
    assert entry.paper.title == TITLE
    abstract = entry.paper.abstract or ""
    assert abstract.startswith("我们提出了一种新的奖励模型")
    sentences = split_sentences(abstract)
    assert len(sentences) == 4 and all(s.endswith("。") for s in sentences), sentences
    assert sentences[1] == "该方法在数学推理任务上提高了准确率。"  # across a line break, with no space put in
    assert "奖励模型，用于" in abstract and "," not in abstract  # the full-width comma stays full-width


def test_chinese_lines_join_without_a_space_and_latin_lines_with_one() -> None:
    assert join_lines(["该方法在数学推理任务上", "提高了准确率。"], set(), 10)[0] == "该方法在数学推理任务上提高了准确率。"
    assert join_lines(["实验表明，", "组相对策略优化"], set(), 5)[0] == "实验表明，组相对策略优化"
    assert join_lines(["we train the reward", "model on pairs"], set(), 19)[0] == "we train the reward model on pairs"
    assert join_lines(["我们使用 GRPO", "training at scale"], set(), 9)[0] == "我们使用 GRPO training at scale"


def test_full_width_punctuation_stays_in_chinese_and_folds_elsewhere() -> None:
    assert clean_chars("奖励模型，用于（GRPO）训练：稳定！") == "奖励模型，用于（GRPO）训练：稳定！"
    assert clean_chars("ﬁne-tuning，ＡＢＣ（x）") == "fine-tuning,ABC(x)"  # no Chinese beside them: NFKC as before
