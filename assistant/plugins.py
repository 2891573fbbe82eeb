"""Commands from the other packages, found through the ``paperchat.plugins`` entry point.

``assistant`` must not import ``ingest`` or ``ui`` (dependencies point one way), yet the
one ``paperchat`` command offers ``ingest`` and ``ui``. Like simonw/llm's plugin hooks,
each package registers its own sub-commands; a plugin module defines
``register_commands(subparsers)``.
"""

from __future__ import annotations

import argparse
from functools import lru_cache
from importlib.metadata import entry_points
from types import ModuleType


@lru_cache(maxsize=1)
def plugins() -> tuple[ModuleType, ...]:
    return tuple(ep.load() for ep in sorted(entry_points(group="paperchat.plugins"), key=lambda e: e.name))


def register_commands(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    for plugin in plugins():
        hook = getattr(plugin, "register_commands", None)
        if hook is not None:
            hook(subparsers)


def hook(name: str):  # type: ignore[no-untyped-def]
    """The first plugin function called ``name`` (e.g. ``ingest_pdf``), or None."""
    for plugin in plugins():
        function = getattr(plugin, name, None)
        if function is not None:
            return function
    return None
