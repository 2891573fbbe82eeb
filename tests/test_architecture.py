"""The layering the design promises, checked on the source: ui -> ingest -> assistant, no cycles.

A string-named hook or an upward import would let the core grow a dependency on the
app; these tests read every module's imports with ``ast`` so such a change fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("assistant", "ingest", "ui")
ALLOWED = {"assistant": set(), "ingest": {"assistant"}, "ui": {"assistant", "ingest"}}


def _modules() -> dict[str, Path]:
    return {
        ".".join(path.relative_to(ROOT).with_suffix("").parts): path
        for package in PACKAGES
        for path in (ROOT / package).glob("*.py")
    }


def _imports(path: Path) -> set[str]:
    """Every module this file imports, at the top or inside a function (both are real edges)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


@pytest.mark.parametrize("module", sorted(_modules()))
def test_imports_point_down_the_layers(module: str) -> None:
    package = module.split(".")[0]
    upward = {name for name in _imports(_modules()[module]) if name.split(".")[0] in set(PACKAGES) - ALLOWED[package] - {package}}
    assert not upward, f"{module} imports {sorted(upward)}: dependencies must point ui -> ingest -> assistant"


def test_no_import_cycle_between_modules() -> None:
    modules = _modules()
    graph = {name: {i for i in _imports(path) if i in modules and i != name} for name, path in modules.items()}
    state: dict[str, int] = {}

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for nxt in sorted(graph[name]):
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " -> ".join([*trail, name, nxt]))
            if nxt not in state:
                visit(nxt, [*trail, name])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])


def test_no_plugin_lookups_by_name() -> None:
    for path in _modules().values():
        text = path.read_text()
        assert "entry_points(" not in text and "importlib.import_module(" not in text, path


def test_only_the_store_reads_chroma_metadata_by_key() -> None:
    pattern = re.compile(r"""\bmeta(data)?\s*(\[|\.get\()\s*["']""")
    readers = sorted(str(p.relative_to(ROOT)) for p in _modules().values() if pattern.search(p.read_text()))
    assert readers == ["assistant/store.py"]
