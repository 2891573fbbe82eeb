"""Where a heading stands in one paper's numbered outline: before the method, in it, or after it.

A heading's words do not always say what its section holds: "5.2 Training dynamics" and "6.1 Cost"
report what the method did, "3.4 Warm start, retirement and bookkeeping" says how it works. The
paper's own numbering does: the sections after the introduction, background and related work and
before the first experiments or results section are the method; those from that one on report.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from assistant.roles import Role, in_related_work, section_roles

_NUMBERED = re.compile(r"^\s*(\d+(?:\.\d+)*)\.?\s+\S")
#: Headings that open the experiments: "4 Experimental setup", "5 Evaluation"; not "2.1 Language models and their
#: evaluation" (others' work) nor "3.2 Canonicalising result sets" (a method's).
_EXPERIMENTS = re.compile(
    r"^\s*[\d.]+\s+(?:main\s+|overall\s+|empirical\s+)?(?:experiment|evaluation|results?\b|setup|benchmark)", re.I
)
#: Headings of what a method did, why it holds or where it falls short. Narrower than the RESULT role of
#: ``roles.section_roles``: an "Experimental Setup" or "Experiments" section also says how runs are configured,
#: which answers "how is X set up" (counting them lost a first page on the AskPDF set); wider by discussion,
#: proofs, case studies and limitations. Not "3.1 Proof search as an episode" nor "3.2 Canonicalising result sets".
REPORTS = re.compile(
    r"ablation|analys[ie]s|discussion|\bresults\b|\bresult\s*$|additional experiment|\bproofs?(?:\s+of\b|\s*$)|case stud|"
    r"limitations?\b",
    re.I,
)
#: Headings from which a paper reports what its method did (not "Benchmark", which may be what it builds).
#: Its words open the heading: "3.2 Canonicalising result sets" is a method's, "2.1 ... and their evaluation" others' work.
_RESULTS = re.compile(
    r"^\s*[\d.]+\s+(?:main\s+|experimental\s+|overall\s+|empirical\s+)?(?:results?|experiments?|ablations?|analys[ie]s)\b", re.I
)
#: Headings after the method that say how the runs are configured, not what they gave.
_CONFIGURATION = re.compile(
    r"set-?up|implementation|details|hyper-?parameters?|configuration|baselines?|datasets?|benchmarks?|metrics?|"
    r"protocol|models?\s*$|training\s*$|compute\s*$|experiments?\s*$|evaluation\s*$",
    re.I,
)
#: Where a paper says in brief what its body details: its own cost applies (``extractive._restates``).
_BRIEF = re.compile(r"conclu|summary|future work|broader impact|acknowledg", re.I)


@dataclass(frozen=True)
class Outline:
    """The numbers of one paper's headings, where its method ends and where its results begin."""

    numbers: dict[str, tuple[int, ...]]  # each numbered heading's number ("5.2 Training dynamics" -> (5, 2))
    front: int  # the last top-level number of the introduction, background or related work
    experiments: int | None  # the first top-level number of the experiments or results
    #: Per top-level section, its first heading (by number) of experiments, results or ablations ("5 Experiments",
    #: "5.1 Main results"): the subsections that follow it in that section report too.
    results: dict[int, tuple[int, ...]]

    def in_method(self, heading: str | None) -> bool:
        """Under a numbered heading between the front matter and the experiments, whatever its words ("3.5 Off-policy
        evaluation") unless its top-level heading names results ("4 Main Findings") or the experiments' start is
        unknown, where its words decide; or, where the headings carry no numbers, under one that names a method."""
        if not heading:
            return False
        if REPORTS.search(heading) or Role.LIMITATION in section_roles(heading):
            return False
        if heading in self.numbers and self.experiments is not None and not self._under_results(self.numbers[heading][0]):
            return self.front < self.numbers[heading][0] < self.experiments
        if Role.RESULT in section_roles(heading):
            return False
        if heading in self.numbers:
            top = self.numbers[heading][0]
            return self.front < top < (math.inf if self.experiments is None else self.experiments)
        return Role.METHOD in section_roles(heading)

    def _under_results(self, top: int) -> bool:
        """The heading of the top-level section numbered ``top`` names results ("4 Main Findings"): its subsections'
        words decide ("4.1 Performance on MATH" reports), as they do nowhere else before the experiments."""
        return any(number == (top,) and Role.RESULT in section_roles(h) for h, number in self.numbers.items())

    def reports(self, heading: str | None) -> bool:
        """Under a heading of results, ablations, analysis, discussion or proofs, or under one that names no
        configuration in a section that reports, after its results heading ("5.2 Training dynamics" after "5.1 Main
        results"): what a method did or why it holds, not how it works."""
        if not heading:
            return False
        if REPORTS.search(heading):
            return True
        number = self.numbers.get(heading)
        if number is None or number < self.results.get(number[0], (math.inf,)):
            return False
        return not _CONFIGURATION.search(heading) and not _BRIEF.search(heading) and not in_related_work(heading)


def outline_of(headings: Iterable[str | None]) -> Outline:
    """The outline read from a paper's headings, in reading order."""
    numbers: dict[str, tuple[int, ...]] = {}
    for heading in dict.fromkeys(h for h in headings if h):
        if match := _NUMBERED.match(heading):
            numbers[heading] = tuple(int(n) for n in match.group(1).split("."))
    front, experiments = 0, None
    results: dict[int, tuple[int, ...]] = {}
    for heading, number in numbers.items():
        if in_related_work(heading) or Role.PROBLEM in section_roles(heading):  # introduction, background
            front = max(front, number[0])
            continue
        if _EXPERIMENTS.match(heading) or REPORTS.search(heading):
            experiments = number[0] if experiments is None else min(experiments, number[0])
        if _RESULTS.match(heading):
            results[number[0]] = min(results.get(number[0], number), number)
    return Outline(numbers, front, experiments, results)
