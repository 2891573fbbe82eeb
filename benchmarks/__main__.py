"""``python -m benchmarks``: the single entry point behind ``make bench``."""

from benchmarks.run import main

raise SystemExit(main())
