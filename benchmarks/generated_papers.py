"""Three synthetic research papers as PDFs, for the answer-quality benchmark.

The shared PDFs are three real papers; these add papers whose every sentence we wrote,
so that questions can target facts (numbers, hyperparameters, a table, a figure
caption) that no model has seen, and so the benchmark still has PDFs where
../shared is absent. Each looks like an arXiv preprint: the arXiv stamp rotated in
the left margin of page 1, title, authors and affiliations, an abstract, numbered
sections, a table and a figure with captions, a reference list, a running header and
page numbers.

Every page ends with an explicit page break and ``write`` checks the page count, so a
fact's page never moves when text is edited elsewhere. Output is byte-for-byte
deterministic (reportlab's invariant mode): the same file, the same fingerprint, the
same paper id on every run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.graphics.shapes import Drawing, Line, PolyLine, String
from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageBreak, PageTemplate, Paragraph, Spacer, Table, TableStyle


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class TableBlock:
    caption: str
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class FigureBlock:
    caption: str
    x_label: str
    y_label: str
    series: tuple[tuple[float, ...], ...]


@dataclass(frozen=True)
class References:
    entries: tuple[str, ...]


Block = Heading | Para | Bullets | TableBlock | FigureBlock | References


@dataclass(frozen=True)
class GeneratedPaper:
    file: str
    title: str
    short_title: str  # the running header
    authors: str
    affiliations: str
    stamp: str  # the arXiv margin stamp
    abstract: str
    pages: tuple[tuple[Block, ...], ...]  # page 1 holds the front matter and then these blocks


_BODY = ParagraphStyle("body", fontName="Times-Roman", fontSize=10, leading=12.5, spaceAfter=5)
_HEAD = ParagraphStyle("head", fontName="Times-Bold", fontSize=11.5, leading=14, spaceBefore=6, spaceAfter=4)
_TITLE = ParagraphStyle("title", fontName="Times-Bold", fontSize=17, leading=21, alignment=1, spaceAfter=8)
_CENTER = ParagraphStyle("center", fontName="Times-Roman", fontSize=10.5, leading=13, alignment=1, spaceAfter=2)
_ABSTRACT = ParagraphStyle("abstract", parent=_BODY, leftIndent=24, rightIndent=24)
_CAPTION = ParagraphStyle("caption", parent=_BODY, fontSize=9, leading=11)
_REF = ParagraphStyle("ref", parent=_BODY, fontSize=9, leading=11, leftIndent=12, firstLineIndent=-12, spaceAfter=2)
_BULLET = ParagraphStyle("bullet", parent=_BODY, leftIndent=14, bulletIndent=4)


def write(paper: GeneratedPaper, folder: Path) -> Path:
    """Render ``paper`` into ``folder`` and return the PDF's path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / paper.file
    doc = BaseDocTemplate(
        str(path),
        pagesize=LETTER,
        leftMargin=inch,
        rightMargin=inch,
        topMargin=0.9 * inch,
        bottomMargin=0.9 * inch,
        title=paper.title,
        author=paper.authors,
        invariant=1,
    )
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body")

    def decorate(canvas: Canvas, template: Any) -> None:
        _decorate(canvas, paper)

    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=decorate)])
    story = _front_matter(paper)
    for number, blocks in enumerate(paper.pages, 1):
        for block in blocks:
            story.extend(_flowables(block))
        if number < len(paper.pages):
            story.append(PageBreak())
    doc.build(story)
    if doc.page != len(paper.pages):
        raise RuntimeError(f"{paper.file}: {doc.page} pages rendered, {len(paper.pages)} planned (a page overflowed)")
    return path


def write_all(folder: Path) -> list[Path]:
    return [write(paper, folder) for paper in PAPERS]


def _decorate(canvas: Canvas, paper: GeneratedPaper) -> None:
    """The arXiv stamp on page 1; the running header and the page number on every page."""
    canvas.saveState()
    page = canvas.getPageNumber()
    if page == 1:
        canvas.setFont("Times-Roman", 18)
        canvas.setFillColor(colors.grey)
        canvas.translate(0.45 * inch, 2.4 * inch)
        canvas.rotate(90)
        canvas.drawString(0, 0, paper.stamp)
    else:
        canvas.setFont("Times-Italic", 9)
        canvas.drawCentredString(LETTER[0] / 2, LETTER[1] - 0.55 * inch, paper.short_title)
    canvas.restoreState()
    canvas.setFont("Times-Roman", 9)
    canvas.drawCentredString(LETTER[0] / 2, 0.5 * inch, str(page))


def _front_matter(paper: GeneratedPaper) -> list[Flowable]:
    return [
        Paragraph(escape(paper.title), _TITLE),
        Paragraph(escape(paper.authors), _CENTER),
        Paragraph(escape(paper.affiliations), _CENTER),
        Spacer(1, 10),
        Paragraph("Abstract", ParagraphStyle("abstract-head", parent=_HEAD, alignment=1)),
        Paragraph(escape(paper.abstract), _ABSTRACT),
    ]


def _flowables(block: Block) -> list[Flowable]:
    if isinstance(block, Heading):
        return [Paragraph(escape(block.text), _HEAD)]
    if isinstance(block, Para):
        return [Paragraph(escape(block.text), _BODY)]
    if isinstance(block, Bullets):
        return [Paragraph(escape(item), _BULLET, bulletText="-") for item in block.items]
    if isinstance(block, TableBlock):
        table = Table([list(row) for row in block.rows], hAlign="CENTER")
        table.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, -1), "Times-Roman", 9),
                    ("FONT", (0, 0), (-1, 0), "Times-Bold", 9),
                    ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                    ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black),
                    ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                ]
            )
        )
        return [Spacer(1, 4), table, Spacer(1, 4), Paragraph(escape(block.caption), _CAPTION)]
    if isinstance(block, FigureBlock):
        return [_figure(block), Paragraph(escape(block.caption), _CAPTION)]
    return [Paragraph(escape(entry), _REF) for entry in block.entries]


def _figure(block: FigureBlock, width: float = 300, height: float = 120) -> Drawing:
    """A small line chart: axes, their labels, tick numbers and one polyline per series."""
    drawing = Drawing(width, height + 24)
    x0, y0 = 40.0, 22.0
    drawing.add(Line(x0, y0, width - 10, y0))
    drawing.add(Line(x0, y0, x0, y0 + height))
    drawing.add(String((x0 + width) / 2 - 20, 4, block.x_label, fontName="Helvetica", fontSize=8))
    drawing.add(String(2, y0 + height + 6, block.y_label, fontName="Helvetica", fontSize=8))
    for tick in range(0, 5):
        drawing.add(String(x0 + tick * (width - 60) / 4, y0 - 10, str(tick * 100), fontName="Helvetica", fontSize=7))
    for index, series in enumerate(block.series):
        step = (width - 60) / max(1, len(series) - 1)
        points: list[float] = []
        for i, value in enumerate(series):
            points += [x0 + i * step, y0 + value * height]
        drawing.add(PolyLine(points, strokeColor=colors.black if index == 0 else colors.grey, strokeWidth=1))
    return drawing


def pages_of(*pages: Sequence[Block]) -> tuple[tuple[Block, ...], ...]:
    """Each page's blocks as ``GeneratedPaper.pages`` holds them, so a paper can be written as lists page by page."""
    return tuple(tuple(page) for page in pages)


LOOKAHEAD = GeneratedPaper(
    file="lookahead_rollouts.pdf",
    title="Lookahead Rollouts: Draft-Model Speculation for Cheaper Reinforcement Learning of Language Models",
    short_title="Lookahead Rollouts",
    authors="Maren Holt (1), Ivo Rasmussen (1), Priya Venkataraman (2), Tomasz Wierzbicki (2)",
    affiliations="(1) Northbridge Institute of Technology   (2) Aalto Compute Lab",
    stamp="arXiv:2506.04417v2  [cs.LG]  12 Jun 2025",
    abstract=(
        "Reinforcement learning with verifiable rewards has become the standard recipe for improving the reasoning of "
        "language models, but generating rollouts dominates its cost: in our profiling of GRPO on a 7B policy, sampling "
        "takes 71% of every training step. We present Lookahead Rollouts, which generates RL rollouts with speculative "
        "decoding: a small draft model proposes several tokens at a time and the policy verifies them in one forward pass, "
        "so the sampled distribution is exactly the policy's own. Because the policy changes at every step, we keep the "
        "draft model close to it by distilling it on the rollouts themselves every 20 policy updates. On MATH with "
        "Qwen2.5-7B, Lookahead Rollouts raises rollout throughput 2.7 times and cuts end-to-end training time by 41%, "
        "with the same final accuracy (74.2% against 74.0% pass@1 on MATH-500). Code is released under the Apache-2.0 licence."
    ),
    pages=pages_of(
        [
            Heading("1 Introduction"),
            Para(
                "Reinforcement learning (RL) from verifiable rewards has turned instruction-tuned language models into "
                "strong solvers of mathematics and programming problems. A typical recipe samples several responses per "
                "prompt, scores each with a rule-based checker and updates the policy with a group-normalised advantage. "
                "The recipe is simple, but it is expensive, and most of the expense is not in learning."
            ),
            Para(
                "Each RL step has three phases: generating rollouts from the current policy, scoring them with a reward "
                "function, and updating the policy. The first phase is autoregressive and memory-bound, and it grows with "
                "the length of the reasoning chains that RL itself encourages. In our profiling of GRPO training for a 7B "
                "policy on 8 GPUs, rollout generation took 71% of the wall-clock time of a step, scoring took 4% and the "
                "policy update took the remaining 25%."
            ),
        ],
        [
            Para(
                "Prior work reduces this cost by running rollouts asynchronously on separate workers, by truncating long "
                "responses, or by sampling fewer responses per prompt. Each of these changes the training distribution: "
                "stale rollouts come from an older policy, and truncation biases the reward against long solutions. We "
                "instead ask whether rollouts can be made cheaper without changing what is sampled at all."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "We show that speculative decoding, known from inference serving, applies to RL rollouts without bias: "
                    "accepted tokens follow the policy's distribution exactly, at any sampling temperature.",
                    "We keep the draft model aligned with a moving policy by online distillation on the rollouts already "
                    "generated, which costs under 3% of the training compute.",
                    "We measure a 2.7x rollout speedup and a 41% shorter training run for Qwen2.5-7B on MATH, and we report "
                    "where the gains disappear.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Speculative decoding was introduced to serve large models faster (Leviathan et al., 2023; Chen et al., "
                "2023): a cheap model drafts tokens and the large model verifies them in parallel. Medusa (Cai et al., "
                "2024) replaces the draft model with extra decoding heads on the large model itself. These methods were "
                "designed for a fixed model; in RL the verifying model changes after every update."
            ),
            Para(
                "Systems for RL on language models overlap generation with training. Asynchronous actor-learner "
                "architectures such as IMPALA (Espeholt et al., 2018) and OpenRLHF (Hu et al., 2024) keep the GPUs busy at "
                "the price of off-policy data. Group Relative Policy Optimization (Shao et al., 2024) removes the critic "
                "model but not the rollout cost. Our method is orthogonal to both and is evaluated with GRPO."
            ),
        ],
        [
            Heading("3 Method"),
            Heading("3.1 Speculative rollouts"),
            Para(
                "Let the policy be the model being trained and the draft a small model that shares its tokenizer. At each "
                "position the draft proposes a block of k tokens; the policy scores the whole block in one forward pass and "
                "accepts each drafted token with probability min(1, p(x)/q(x)), where p is the policy's probability and q "
                "the draft's, and it resamples the first rejected token from the normalised residual distribution. This "
                "rule leaves the sampled sequence distributed exactly as the policy's own samples, so the rollouts, their "
                "rewards and the GRPO advantages are unchanged in expectation. We use a block length of k = 6 tokens."
            ),
            Heading("3.2 Keeping the draft close to the policy"),
            Para(
                "The acceptance rate decides the speedup, and a draft trained once before RL drifts away from the policy: "
                "in a pilot run its acceptance rate fell from 0.81 to 0.52 within 300 steps. We therefore distill the draft "
                "on the most recent rollouts every 20 policy updates, minimising the KL divergence from the policy to the "
                "draft on those tokens. With this online distillation the mean acceptance rate stays at 0.78 over the whole run."
            ),
            Heading("3.3 Draft model"),
            Para(
                "Our draft is a 0.5B model of the same family as the policy, Qwen2.5-0.5B for every Qwen2.5 policy. Sharing "
                "the tokenizer is a requirement of the verification step, since drafted tokens are checked one by one "
                "against the policy's distribution."
            ),
            Heading("3.4 Training setup"),
            Para(
                "We train with GRPO on the MATH training set with 8 rollouts per prompt, 256 prompts per batch, a learning "
                "rate of 1e-6, a KL coefficient of 0.001 and a maximum response length of 4,096 tokens. Rollouts are sampled "
                "at temperature 1.0. All runs use 8 H100 GPUs and three random seeds."
            ),
        ],
        [
            Heading("4 Experiments"),
            Heading("4.1 Rollout throughput"),
            Para(
                "Table 1 reports rollout throughput for three policy sizes with the same 0.5B draft. Speculation helps most "
                "for the largest policy, where one verification pass replaces the most expensive decoding steps. For the 14B "
                "policy the speedup reaches 3.1x, while for the 1.5B policy it is only 1.4x, because the draft is then a "
                "third of the policy's size."
            ),
            TableBlock(
                "Table 1: Rollout throughput in thousand tokens per second per GPU, with and without speculative rollouts.",
                (
                    ("Policy", "Draft", "Standard", "Lookahead", "Speedup"),
                    ("Qwen2.5-1.5B", "Qwen2.5-0.5B", "9.8", "14.1", "1.4x"),
                    ("Qwen2.5-7B", "Qwen2.5-0.5B", "3.1", "8.4", "2.7x"),
                    ("Qwen2.5-14B", "Qwen2.5-0.5B", "1.6", "5.0", "3.1x"),
                ),
            ),
            Heading("4.2 End-to-end training"),
            Para(
                "Training Qwen2.5-7B for 500 GRPO steps took 31.5 hours with standard sampling and 18.6 hours with "
                "Lookahead Rollouts, a 41% reduction. The final models reach 74.0% and 74.2% pass@1 on MATH-500, and their "
                "training reward curves overlap within seed variance, as Figure 2 shows."
            ),
            FigureBlock(
                "Figure 2: Training reward of GRPO on MATH with standard sampling and with Lookahead Rollouts, mean of "
                "three seeds; the two curves overlap within one standard deviation.",
                "training step",
                "reward",
                ((0.1, 0.32, 0.48, 0.58, 0.63, 0.66), (0.12, 0.3, 0.47, 0.59, 0.62, 0.67)),
            ),
        ],
        [
            Heading("5 Analysis"),
            Para(
                "Sampling temperature. Speculation is exact at any temperature, but its speed is not: at temperature 1.4 the "
                "acceptance rate drops to 0.55 and the speedup to 1.3x, because the draft cannot predict high-entropy "
                "samples. Response length. The gains grow with response length, since the fixed cost of each verification "
                "pass is shared by more accepted tokens."
            ),
            Heading("6 Limitations"),
            Para(
                "The draft must share the policy's tokenizer, so policies with custom vocabularies need a draft of their own. "
                "We evaluated only mathematical reasoning with rule-based rewards; tasks scored by learned reward models spend "
                "a larger share of each step on scoring, which speculation does not reduce."
            ),
            Heading("7 Conclusion"),
            Para(
                "Lookahead Rollouts makes RL rollouts cheaper without changing what is sampled. A draft model kept close to "
                "the policy by online distillation turns most decoding steps into verification, and the training run it "
                "speeds up ends at the same accuracy."
            ),
            Heading("References"),
            References(
                (
                    "Cai, T., Li, Y., Geng, Z., et al. Medusa: Simple LLM inference acceleration framework with multiple decoding heads. ICML, 2024.",
                    "Chen, C., Borgeaud, S., Irving, G., et al. Accelerating large language model decoding with speculative sampling. arXiv:2302.01318, 2023.",
                    "Espeholt, L., Soyer, H., Munos, R., et al. IMPALA: Scalable distributed deep-RL with importance weighted actor-learner architectures. ICML, 2018.",
                    "Hu, J., Wu, X., Zhu, Z., et al. OpenRLHF: An easy-to-use, scalable and high-performance RLHF framework. arXiv:2405.11143, 2024.",
                    "Leviathan, Y., Kalman, M., and Matias, Y. Fast inference from transformers via speculative decoding. ICML, 2023.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                )
            ),
        ],
    ),
)


DISCO = GeneratedPaper(
    file="disco_verifier_credit.pdf",
    title="DisCo: Verifier Disagreement as Token-Level Credit for Reasoning Reinforcement Learning",
    short_title="DisCo: Verifier Disagreement as Token-Level Credit",
    authors="Lucia Ferreyra (1), Jonah Abernathy (2), Sun-Hee Park (2)",
    affiliations="(1) Halden University   (2) Meridian AI Research",
    stamp="arXiv:2508.11873v1  [cs.CL]  19 Aug 2025",
    abstract=(
        "Outcome rewards tell a reasoning model whether its final answer is right but not which step went wrong, so every "
        "token of a failed solution is penalised equally. Process reward models fix this but need step-level labels and are "
        "easily exploited. We propose DisCo, which locates the first faulty step of a failed solution from the disagreement "
        "of verifiers sampled from the policy itself: four verification chains judge each prefix, and the step after which "
        "their verdicts split is taken as the error. DisCo moves the negative advantage onto the tokens from that step on "
        "and leaves the earlier, correct steps untouched. With Llama-3.1-8B, DisCo improves GRPO from 59.5% to 61.4% on "
        "MATH and from 86.0% to 88.1% on GSM8K, without any step-level labels."
    ),
    pages=pages_of(
        [
            Heading("1 Introduction"),
            Para(
                "Reinforcement learning with outcome rewards has become the main way to teach language models to reason "
                "through mathematics problems. The reward is reliable because it only checks the final answer, but it is "
                "also coarse: in GRPO every token of a response receives the same advantage, so a solution that was right "
                "for nine steps and wrong in the tenth is penalised in all ten."
            ),
            Para(
                "This coarse credit slows learning. The policy is pushed away from correct reasoning that happened to precede "
                "an error, and long solutions, which contain more correct steps, suffer the most. Step-level credit would help, "
                "but annotating steps is expensive and learned process reward models can be gamed by the policy."
            ),
        ],
        [
            Para(
                "We observe that the policy itself is a usable, if noisy, judge of its own partial solutions. When several "
                "verification chains sampled from the policy agree that a prefix is still correct and then split on the next "
                "step, that step is very likely where the solution went wrong. We call the resulting method DisCo, for "
                "disagreement credit."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "A label-free way to locate the first faulty step of a failed solution from verifier disagreement, "
                    "found with a binary search over prefixes.",
                    "An advantage redistribution for GRPO that spares the correct steps before the located error.",
                    "Gains over GRPO and over a process-reward baseline on MATH and GSM8K with Llama-3.1-8B, and an analysis "
                    "of when the policy is too weak to judge itself.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "Process supervision trains a reward model on step-level labels: PRM800K (Lightman et al., 2023) collected "
                "human labels for each step, and Math-Shepherd (Wang et al., 2024) derived them automatically from the "
                "success rate of completions. VinePPO (Kazemnejad et al., 2024) estimates the value of every step with "
                "Monte Carlo rollouts, which is accurate but multiplies the sampling cost. Self-verification has been used "
                "at inference time to rerank answers (Weng et al., 2023); we use it during training to assign credit."
            ),
        ],
        [
            Heading("3 Method"),
            Heading("3.1 Locating the first faulty step"),
            Para(
                "We split a failed solution into steps at line breaks. For a prefix that ends after step j, we sample four "
                "verification chains from the policy, each prompted to judge whether the reasoning so far is still correct, "
                "and we call the share of chains that answer no the disagreement score of that prefix. The first faulty step "
                "is the first step whose prefix has a disagreement score of at least 0.5. Because the score rarely falls "
                "again once it has risen, we find that step with a binary search over prefixes, so a solution of 16 steps "
                "needs at most four verification rounds instead of sixteen."
            ),
            Heading("3.2 Redistributing the advantage"),
            Para(
                "GRPO gives every token of a response the group-normalised advantage of its reward. For a failed response, "
                "DisCo sets the advantage of the tokens before the located step to zero and scales the advantage of the "
                "tokens from that step on by 1.5, so the total penalty stays close to what GRPO would have applied. "
                "Successful responses keep their advantage unchanged."
            ),
            Heading("3.3 Training setup"),
            Para(
                "We train Llama-3.1-8B-Instruct with GRPO on the MATH and GSM8K training sets with 16 samples per prompt, a "
                "KL coefficient of 0.02, a clip ratio of 0.2 and a learning rate of 2e-6. Responses are sampled at "
                "temperature 0.8. Training runs on 32 A100 GPUs for three days."
            ),
        ],
        [
            Heading("4 Experiments"),
            Para(
                "Table 1 compares DisCo with the instruction-tuned model, PPO, GRPO and GRPO guided by a Math-Shepherd process "
                "reward model. DisCo improves over GRPO by 1.9 points on MATH and 2.1 points on GSM8K, and it improves over the "
                "process-reward baseline by 1.3 points on MATH without any step labels."
            ),
            TableBlock(
                "Table 1: Accuracy (%) on the MATH and GSM8K test sets after RL training of Llama-3.1-8B-Instruct.",
                (
                    ("Method", "MATH", "GSM8K"),
                    ("Llama-3.1-8B-Instruct", "51.9", "84.5"),
                    ("PPO", "57.8", "85.2"),
                    ("GRPO", "59.5", "86.0"),
                    ("GRPO + PRM (Math-Shepherd)", "60.1", "86.9"),
                    ("DisCo (ours)", "61.4", "88.1"),
                ),
            ),
            Para(
                "Cost. The verification chains add 23% to the rollout cost of a training step, less than Monte Carlo value "
                "estimation, which in our implementation of VinePPO added 140%."
            ),
            Para(
                "Does DisCo find the right step? We asked two annotators to mark the first faulty step of 300 failed "
                "solutions. The step located by DisCo matched their annotation for 72% of the solutions; Figure 2 breaks "
                "this agreement down by solution length."
            ),
            FigureBlock(
                "Figure 2: Share of failed solutions whose first faulty step located by DisCo matches the human annotation, "
                "by number of steps in the solution.",
                "solution steps",
                "agreement",
                ((0.84, 0.79, 0.73, 0.66, 0.6),),
            ),
        ],
        [
            Heading("5 Ablations"),
            Para(
                "Redistribution matters more than localisation alone. When the located step is used only for a reward bonus "
                "and the advantages are left as in GRPO, the gain on MATH falls to 0.4 points. Using two verification "
                "chains instead of four lowers the agreement with human annotation from 72% to 58%."
            ),
            Heading("6 Limitations"),
            Para(
                "DisCo relies on the policy to judge itself. When the policy is weak its verifiers are unreliable: with "
                "Llama-3.2-1B the located step matched the human annotation only 41% of the time, and DisCo gave no gain "
                "over GRPO. We also studied only mathematics, where steps are delimited by line breaks; code and proofs need "
                "another notion of a step."
            ),
            Heading("7 Conclusion"),
            Para(
                "Verifier disagreement gives outcome-reward RL a cheap form of step-level credit. Sparing correct steps before "
                "an error makes GRPO learn more from the same samples, as long as the policy is strong enough to judge itself."
            ),
            Heading("References"),
            References(
                (
                    "Kazemnejad, A., Aghajohari, M., Portelance, E., et al. VinePPO: Unlocking RL potential for LLM reasoning through refined credit assignment. arXiv:2410.01679, 2024.",
                    "Lightman, H., Kosaraju, V., Burda, Y., et al. Let's verify step by step. arXiv:2305.20050, 2023.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "Wang, P., Li, L., Shao, Z., et al. Math-Shepherd: Verify and reinforce LLMs step-by-step without human annotations. ACL, 2024.",
                    "Weng, Y., Zhu, M., Xia, F., et al. Large language models are better reasoners with self-verification. Findings of EMNLP, 2023.",
                )
            ),
        ],
    ),
)


SCIDECLINE = GeneratedPaper(
    file="scidecline_abstention.pdf",
    title="Know When to Say No: Calibrated Abstention for Question Answering over Scientific Papers",
    short_title="Calibrated Abstention for Question Answering over Papers",
    authors="Adaeze Okafor (1), Henrik Solberg (1), Mei Tanaka (2), Rafael Quintero (2)",
    affiliations="(1) Lindqvist Centre for Language Technology   (2) Cape Harbour University",
    stamp="arXiv:2509.02291v1  [cs.IR]  3 Sep 2025",
    abstract=(
        "Assistants that answer questions over research papers with quoted, cited sentences are trusted because of their "
        "citations, which makes a confident answer to an unanswerable question especially harmful. We study abstention for "
        "extractive and generative question answering over single papers. We release SciDecline, 2,400 questions over 300 "
        "open-access papers, of which 30% cannot be answered from the paper they are asked about, split evenly between "
        "off-topic questions and near-domain questions that ask for a detail the paper never reports. Thresholds on "
        "retrieval similarity, the most common gate, decline only 38% of near-domain questions. A gate that also requires "
        "the question's content words in the best passage, calibrated separately for each scope, declines 91% of "
        "unanswerable questions while wrongly declining 4.2% of answerable ones."
    ),
    pages=pages_of(
        [
            Heading("1 Introduction"),
            Para(
                "Question answering over scientific papers is now offered by search engines, reference managers and "
                "publishers. The answers quote the paper and cite the page, and readers rarely check a quote that carries a "
                "page number. An assistant that answers a question the paper cannot answer therefore does more harm than one "
                "that says nothing: it attaches a real citation to a claim the paper does not make."
            ),
            Para(
                "Unanswerable questions are common in practice. In a log of 5,000 questions asked to a paper assistant, we "
                "found that 22% asked for something the selected paper does not contain, most often a hyperparameter, a "
                "dataset statistic or a comparison with a method the paper never ran."
            ),
        ],
        [
            Para(
                "Existing gates decide from retrieval similarity alone. On a collection that is entirely about one field, "
                "every passage is similar to every question of that field, so a question about a detail the paper never "
                "reports still retrieves passages that look relevant."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "SciDecline, a benchmark of 2,400 questions over 300 papers with gold pages for every answerable question "
                    "and a reason for every unanswerable one.",
                    "A coverage gate that combines similarity with the share of the question's content words found in the best "
                    "passage, with one threshold per scope.",
                    "An analysis of abstention in conversations, where rewriting follow-up questions helps them but can hurt "
                    "new questions.",
                )
            ),
            Heading("2 Related Work"),
            Para(
                "SQuAD 2.0 (Rajpurkar et al., 2018) added unanswerable questions to reading comprehension, written by crowd "
                "workers to look similar to answerable ones. Selective question answering (Kamath et al., 2020) trains a "
                "calibrator to decide when a model should abstain under domain shift. Retrieval-augmented generation (Lewis "
                "et al., 2020) made answers traceable to passages, but its abstention is usually left to the generator."
            ),
        ],
        [
            Heading("3 The SciDecline Benchmark"),
            Para(
                "We selected 300 papers from arXiv cs.CL and cs.LG published in 2023 and 2024 under licences that allow "
                "redistribution. For each paper, annotators who had read it wrote eight questions: five answerable from the "
                "paper, with the pages that hold the answer, and three unanswerable ones. The resulting 2,400 questions are "
                "split into 1,600 for calibration and 800 for testing, with no paper in both."
            ),
            Para(
                "Unanswerable questions come in two kinds. Off-topic questions have nothing to do with the paper, such as "
                "questions about geography or cooking. Near-domain questions are about the paper's subject but ask for a "
                "detail it never reports: a hyperparameter it does not give, a result on a benchmark it never evaluates, or a "
                "comparison with a method it never runs. Two annotators labelled the answerability of every question, with a "
                "Cohen's kappa of 0.83."
            ),
            Heading("4 Gates"),
            Para(
                "We compare three gates. The similarity threshold declines when the best passage's cosine similarity to the "
                "question is below a threshold. The self-check prompt asks a language model whether the passages answer the "
                "question. The coverage gate adds to the best similarity 0.4 times the share of the question's content words "
                "that occur in the best passage, and declines below a floor. The floor for questions scoped to one paper is "
                "set higher, at 0.62, than for questions over a whole collection, at 0.55, because one paper offers fewer "
                "passages that match by chance."
            ),
        ],
        [
            Heading("5 Results"),
            Para(
                "Table 1 gives each gate's results on the test split. Off-topic questions are easy for every gate: all three "
                "decline more than 97% of them. The difference lies in near-domain questions, where the similarity threshold "
                "declines 38% and the coverage gate 84%."
            ),
            TableBlock(
                "Table 1: Abstention on the SciDecline test split (800 questions). Thresholds are set on the calibration split.",
                (
                    ("Gate", "Unanswerable declined", "Answerable declined", "F1"),
                    ("Similarity threshold", "0.68", "0.05", "0.66"),
                    ("Self-check prompt", "0.77", "0.09", "0.72"),
                    ("Coverage gate (ours)", "0.91", "0.042", "0.81"),
                ),
            ),
            Para(
                "The self-check prompt is the most expensive gate, with one extra model call per question, and it declines "
                "9% of answerable questions, mostly questions whose answer is a number in a table."
            ),
            FigureBlock(
                "Figure 2: Share of unanswerable questions declined against share of answerable questions declined as the floor "
                "varies, for the similarity threshold and the coverage gate.",
                "answerable declined",
                "unanswerable declined",
                ((0.2, 0.45, 0.6, 0.68, 0.72), (0.3, 0.7, 0.85, 0.91, 0.94)),
            ),
        ],
        [
            Heading("6 Abstention in Conversations"),
            Para(
                "Follow-up questions such as 'and for the 7B model?' cannot be searched alone. Rewriting every question with "
                "the previous turn fixes them but drags new questions towards the previous subject: it lowered accuracy on "
                "new-topic questions by 6.5 points. Rewriting only when the question alone retrieves weakly, which we call "
                "dual retrieval, kept new-topic accuracy unchanged and improved follow-up accuracy by 11.0 points."
            ),
            Heading("7 Limitations"),
            Para(
                "SciDecline is English only and its papers have at most 30 pages. Annotators wrote questions after reading the "
                "paper, which may make near-domain questions easier to recognise than those of real users."
            ),
            Heading("8 Conclusion"),
            Para(
                "An assistant that cites pages must also know when the pages say nothing. Requiring the question's own words in "
                "the evidence, with a floor per scope, declines most unanswerable questions at a small cost to answerable ones."
            ),
            Heading("References"),
            References(
                (
                    "Kamath, A., Jia, R., and Liang, P. Selective question answering under domain shift. ACL, 2020.",
                    "Lewis, P., Perez, E., Piktus, A., et al. Retrieval-augmented generation for knowledge-intensive NLP tasks. NeurIPS, 2020.",
                    "Rajpurkar, P., Jia, R., and Liang, P. Know what you don't know: Unanswerable questions for SQuAD. ACL, 2018.",
                )
            ),
        ],
    ),
)

PAPERS: tuple[GeneratedPaper, ...] = (LOOKAHEAD, DISCO, SCIDECLINE)
FILES = tuple(paper.file for paper in PAPERS)
