"""paperchat benchmarks: speed, scale and answer quality, each measured against a baseline in one run.

Run them all with ``make bench`` (quick) or ``make bench ARGS=--full``; see ``benchmarks/run.py``.
"""
