"""Papers written blind for the answer-quality benchmark, three at a time (one in session 28), by helpers who read
no code and no question set (nine in session 10, three in sessions 13, 18, 24 and 25 each, one in session 28, two in
session 29, one in session 30, six in session 31, two in sessions 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44 and 45): each with its own subject, style and questions.

The six papers the benchmark began with (three shared, three generated) had been tuned on for several
sessions. These measure what a new paper meets: their first runs were blind. ``fresh`` holds the
questions of the first six (tuned on after their first run), ``fresh3`` those of the next three
(opened for diagnosis in session 13), ``fresh4`` those of the next three, ``fresh5`` those of the three of
session 18 (opened in session 23), ``fresh6`` those of session 24 (opened in session 25), ``fresh7`` those of
the three of session 25 (questions written in session 26 by other helpers; opened in session 28), ``fresh8`` those
of session 28's paper (questions by another helper; opened in session 29), ``fresh9`` and ``fresh10`` those of
session 29's two papers (questions by other helpers who read only the PDF; ``fresh9`` opened in session 30,
``fresh10`` in session 31), ``fresh11`` those of session 30's paper (opened in session 31), ``fresh12`` to
``fresh17`` those of session 31's six papers (``fresh12`` to ``fresh15`` opened in session 31, ``fresh16`` and
``fresh17`` in session 32), ``fresh18`` and ``fresh19`` those of session 32's two papers (opened in
session 33), ``fresh20`` and ``fresh21`` those of session 33's two (opened in session 34), ``fresh22`` and ``fresh23``
those of session 34's two (opened in session 35), ``fresh24`` and ``fresh25`` those of session 35's two (opened in
session 37), ``fresh26`` and ``fresh27`` those of session 36's two (questions written in session 37) and ``fresh28``
and ``fresh29`` those of session 37's two (``fresh26`` and ``fresh27`` opened in session 38), ``fresh30`` and ``fresh31``
those of session 38's two, ``fresh32`` and ``fresh33`` those of session 39's two,
``fresh34`` and ``fresh35`` those of session 40's two (``fresh30``, ``fresh32`` and ``fresh33`` opened in session 40),
``fresh36`` and ``fresh37`` those of session 41's two (``fresh34`` opened in session 41), ``fresh38`` and
``fresh39`` those of session 42's two (``fresh35`` opened in session 42), ``fresh40`` and ``fresh41`` those of session
43's two (``fresh37`` opened in session 43), ``fresh42`` and ``fresh43`` those of session 44's two (``fresh38`` and
``fresh43`` opened in session 44), ``fresh44`` and ``fresh45`` those of session 45's two (measured only, with ``fresh40``
and ``fresh41``; ``fresh39`` and ``fresh42`` opened in session 45).
"""

from __future__ import annotations

from pathlib import Path

from benchmarks.generated_papers import GeneratedPaper, write
from benchmarks.papers import (
    activepref,
    agentweb,
    alttext_rl,
    anchor_lc,
    asrfix_rl,
    asyncrl,
    calibrl,
    chartrl,
    citerag,
    clarify_rl,
    codereview_rl,
    codezero,
    compress_rl,
    critrl,
    curriculum,
    dataagent_rl,
    debatefact,
    dialogue,
    distillrl,
    entropy,
    fermi_rl,
    finreport_rl,
    geomap_rl,
    ifconstraint,
    judgesum,
    kernel_rl,
    langcons_rl,
    lawclause_rl,
    leanprover,
    medrubric,
    memagent,
    molrl,
    mtqe,
    negot_rl,
    optform_rl,
    overopt_study,
    passorder_rl,
    phideid_rl,
    prmstep,
    quizgen_rl,
    recsys_rl,
    redteam_rl,
    rmens,
    safedpo,
    search_rl,
    selfplay_rl,
    sheet_rl,
    sqlrl,
    storyrl,
    syco_rl,
    terse_rl,
    testgen_rl,
    textgame_rl,
    toolagent,
    toolcall_rl,
    tutor_rl,
    units_rl,
    verilog_rl,
    vlarl,
)

PAPERS: tuple[GeneratedPaper, ...] = tuple(
    module.PAPER
    for module in (
        rmens,
        toolagent,
        codezero,
        entropy,
        safedpo,
        judgesum,
        prmstep,
        agentweb,
        distillrl,
        curriculum,
        dialogue,
        activepref,
        asyncrl,
        leanprover,
        citerag,
        chartrl,
        debatefact,
        mtqe,
        sqlrl,
        medrubric,
        ifconstraint,
        vlarl,
        critrl,
        memagent,
        anchor_lc,
        terse_rl,
        testgen_rl,
        molrl,
        redteam_rl,
        overopt_study,
        dataagent_rl,
        calibrl,
        toolcall_rl,
        storyrl,
        verilog_rl,
        clarify_rl,
        textgame_rl,
        kernel_rl,
        langcons_rl,
        syco_rl,
        units_rl,
        negot_rl,
        fermi_rl,
        tutor_rl,
        sheet_rl,
        search_rl,
        selfplay_rl,
        codereview_rl,
        compress_rl,
        asrfix_rl,
        optform_rl,
        recsys_rl,
        phideid_rl,
        passorder_rl,
        finreport_rl,
        alttext_rl,
        quizgen_rl,
        lawclause_rl,
        geomap_rl,
    )
)
FILES = tuple(paper.file for paper in PAPERS)


def write_all(folder: Path) -> list[Path]:
    return [write(paper, folder) for paper in PAPERS]
