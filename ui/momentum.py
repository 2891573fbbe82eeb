"""The topic's momentum, as the seed topic page shows it: papers per week and the change
of the last four weeks against the four before.

Measured from the newest paper's date rather than today's, so a topic ingested from an
older page still shows the momentum that page showed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta
from html import escape

EARLIEST = date(1900, 1, 1)
PLOT_WEEKS = 52


@dataclass(frozen=True)
class Momentum:
    recent: int  # papers in the four weeks up to the newest paper
    before: int  # papers in the four weeks before those
    weeks: list[tuple[date, int]]  # (Monday of the week, papers), oldest first
    as_of: date | None

    @property
    def change(self) -> float | None:
        """Relative change in percent; None when there was nothing to compare with."""
        if self.before == 0:
            return None
        return 100.0 * (self.recent - self.before) / self.before

    def sentence(self) -> str:
        if self.as_of is None:
            return "No dated papers yet; momentum appears once papers with dates are ingested."
        papers = "paper" if self.recent == 1 else "papers"
        head = f"{self.recent} {papers} in the last four weeks"
        change = self.change
        if change is None:
            return f"{head} (none in the four weeks before), as of {self.as_of.isoformat()}."
        direction = "up" if change >= 0 else "down"
        return f"{head}, {direction} {abs(change):.0f}% on the four weeks before (as of {self.as_of.isoformat()})."


def _parse(value: str | None) -> date | None:
    """An ISO date, or None for a missing, malformed or implausible one (a typo like
    9999-12-30 must not stretch the plot over eight millennia)."""
    try:
        day = date.fromisoformat(value) if value else None
    except ValueError:
        return None
    if day is None or not EARLIEST <= day <= date.today() + timedelta(days=366):
        return None
    return day


def momentum(dates: list[str | None]) -> Momentum:
    """Momentum of papers dated ``dates`` (ISO strings; undated ones are ignored)."""
    days = [d for d in (_parse(v) for v in dates) if d is not None]
    if not days:
        return Momentum(0, 0, [], None)
    newest = max(days)
    start_recent = newest - timedelta(days=27)
    start_before = start_recent - timedelta(days=28)
    recent = sum(start_recent <= d <= newest for d in days)
    before = sum(start_before <= d < start_recent for d in days)
    return Momentum(recent, before, _weeks(days), newest)


def _weeks(days: list[date]) -> list[tuple[date, int]]:
    """Papers per week over the last year up to the newest paper, empty weeks included."""
    counts = Counter(d - timedelta(days=d.weekday()) for d in days)
    last = max(counts)
    first = max(min(counts), last - timedelta(weeks=PLOT_WEEKS - 1))
    weeks, week = [], first
    while week <= last:
        weeks.append((week, counts.get(week, 0)))
        week += timedelta(days=7)
    return weeks


def weekly_svg(weeks: list[tuple[date, int]], width: int = 640, height: int = 140) -> str:
    """A bar chart of papers per week drawn as inline SVG, so it needs no plotting library
    and nothing from a CDN."""
    if not weeks:
        return ""
    peak = max(n for _w, n in weeks) or 1
    bar = width / len(weeks)
    plot = height - 22
    bars = []
    for i, (week, n) in enumerate(weeks):
        h = plot * n / peak
        label = escape(f"Week of {week:%b %d}: {n} papers")
        bars.append(
            f'<rect x="{i * bar + 1:.1f}" y="{plot - h:.1f}" width="{max(bar - 2, 1):.1f}" height="{h:.1f}">'
            f"<title>{label}</title></rect>"
        )
    first, last = weeks[0][0], weeks[-1][0]
    return (
        f'<svg class="pc-weeks" viewBox="0 0 {width} {height}" preserveAspectRatio="none" role="img" aria-label="papers per week">'
        + "".join(bars)
        + f'<text x="0" y="{height - 6}">{first:%b %d}</text>'
        + f'<text x="{width}" y="{height - 6}" text-anchor="end">Week of {last:%b %d}</text></svg>'
    )
