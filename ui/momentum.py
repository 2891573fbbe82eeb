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


def weekly_svg(weeks: list[tuple[date, int]], as_of: date | None = None, width: int = 720, height: int = 210) -> str:
    """Papers per week as an inline SVG bar chart (no plotting library, nothing from a CDN):
    a labelled count axis, month labels, each bar's count on it and on hover, and the
    four weeks the momentum counts shaded."""
    if not weeks:
        return ""
    box = _Box(width, height, _ticks(max(n for _w, n in weeks))[-1], len(weeks))
    parts = [*_window(weeks, as_of, box), *_count_axis(box), *_bars(weeks, box), *_month_labels(weeks, box)]
    parts.append(f'<line class="pc-axis" x1="{box.left}" y1="{box.bottom}" x2="{width}" y2="{box.bottom}"/>')
    parts.append(f'<text x="{box.left + box.plot_width / 2:.0f}" y="{height - 2}" text-anchor="middle">week</text>')
    return (
        f'<svg class="pc-weeks" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="papers per week, {escape(f"{weeks[0][0]:%d %b %Y}")} to {escape(f"{weeks[-1][0]:%d %b %Y}")}">'
        + "".join(parts)
        + "</svg>"
    )


@dataclass(frozen=True)
class _Box:
    """The plot's geometry: margins for the axes, one slot per week."""

    width: int
    height: int
    peak: int
    count: int
    left: int = 44
    top: int = 16
    bottom_margin: int = 40

    @property
    def bottom(self) -> int:
        return self.height - self.bottom_margin

    @property
    def plot_width(self) -> float:
        return self.width - self.left

    @property
    def slot(self) -> float:
        return self.plot_width / self.count

    def x(self, index: int) -> float:
        return self.left + index * self.slot

    def y(self, value: float) -> float:
        return self.bottom - (self.bottom - self.top) * value / self.peak


def _ticks(peak: int) -> list[int]:
    """Round values from 0 to the first at or above ``peak``, at most five of them: the axis's labels."""
    step = 1
    while -(-max(peak, 1) // step) > 4:
        step = _next_step(step)
    top = -(-max(peak, 1) // step) * step
    return list(range(0, top + 1, step))


def _next_step(step: int) -> int:
    """1, 2, 5, 10, 20, 50, …"""
    digits = str(step)
    return step * 5 // 2 if digits[0] == "2" else step * 2


def _count_axis(box: _Box) -> list[str]:
    parts = [f'<line class="pc-axis" x1="{box.left}" y1="{box.top}" x2="{box.left}" y2="{box.bottom}"/>']
    for tick in _ticks(box.peak):
        y = box.y(tick)
        parts.append(f'<line class="pc-grid" x1="{box.left}" y1="{y:.1f}" x2="{box.width}" y2="{y:.1f}"/>')
        parts.append(f'<text x="{box.left - 6}" y="{y + 4:.1f}" text-anchor="end">{tick}</text>')
    mid = (box.top + box.bottom) / 2
    parts.append(f'<text transform="translate(11 {mid:.0f}) rotate(-90)" text-anchor="middle">papers</text>')
    return parts


def _bars(weeks: list[tuple[date, int]], box: _Box) -> list[str]:
    parts = []
    for i, (week, n) in enumerate(weeks):
        top = box.y(n)
        label = escape(f"Week of {week:%d %b %Y}: {n} {'paper' if n == 1 else 'papers'}")
        parts.append(
            f'<rect class="pc-bar" x="{box.x(i) + 1:.1f}" y="{top:.1f}" width="{max(box.slot - 2, 1):.1f}" '
            f'height="{box.bottom - top:.1f}"><title>{label}</title></rect>'
        )
        if n:
            parts.append(
                f'<text class="pc-value" x="{box.x(i) + box.slot / 2:.1f}" y="{top - 3:.1f}" text-anchor="middle">{n}</text>'
            )
    return parts


def _month_labels(weeks: list[tuple[date, int]], box: _Box) -> list[str]:
    """A tick and the month's name under the first week of each month (the year on January
    and on the first label), thinned so labels never overlap."""
    parts, last_x = [], -1e9
    for i, (week, _n) in enumerate(weeks):
        first_of_month = i == 0 or week.month != weeks[i - 1][0].month
        x = box.x(i)
        if not first_of_month or x - last_x < 44:
            continue
        label = f"{week:%b %Y}" if i == 0 or week.month == 1 else f"{week:%b}"
        parts.append(f'<line class="pc-axis" x1="{x:.1f}" y1="{box.bottom}" x2="{x:.1f}" y2="{box.bottom + 4}"/>')
        parts.append(f'<text x="{x:.1f}" y="{box.bottom + 16}">{label}</text>')
        last_x = x
    return parts


def _window(weeks: list[tuple[date, int]], as_of: date | None, box: _Box) -> list[str]:
    """The weeks the momentum line counts (the four weeks up to the newest paper), shaded and named."""
    if as_of is None:
        return []
    start = as_of - timedelta(days=27)
    inside = [i for i, (week, _n) in enumerate(weeks) if week + timedelta(days=6) >= start and week <= as_of]
    if not inside:
        return []
    x0, x1 = box.x(inside[0]), box.x(inside[-1] + 1)
    return [
        f'<rect class="pc-window" x="{x0:.1f}" y="{box.top - 14}" width="{x1 - x0:.1f}" height="{box.bottom - box.top + 14}">'
        f"<title>The last four weeks, {start:%d %b} to {as_of:%d %b %Y}: the momentum's count</title></rect>",
        f'<text x="{x1 - 2:.1f}" y="{box.top - 4}" text-anchor="end">last 4 weeks</text>',
    ]
