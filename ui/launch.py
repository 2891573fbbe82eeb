"""Before the app loads: check the address, keep Gradio's files inside the data folder, and
spare Gradio's import and first event work the app never uses.

All run before Gradio is imported: a busy port must be one sentence after a fraction
of a second, not after the model and the app have loaded.
"""

from __future__ import annotations

import errno
import importlib.abc
import importlib.machinery
import os
import socket
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

from assistant.errors import UserError
from assistant.settings import Settings


def incoming_dir(settings: Settings) -> Path:
    """Gradio's upload cache: files uploaded but not (yet) ingested, and the pages it serves."""
    return settings.data_dir / "uploads" / ".incoming"


def prepare_gradio(settings: Settings) -> None:
    """Gradio keeps uploads in GRADIO_TEMP_DIR, read when it is imported: point it into the
    data folder first, so nothing of a user's lands outside it."""
    temp = incoming_dir(settings)
    temp.mkdir(parents=True, exist_ok=True)
    os.environ["GRADIO_TEMP_DIR"] = str(temp.resolve())
    os.environ["GRADIO_ANALYTICS_ENABLED"] = "False"
    skip_type_stub_writer()
    without_matplotlib()


def without_matplotlib() -> None:
    """Serve the app as if matplotlib were not installed (it is only in the ``bench`` extra).

    Gradio wraps every event in ``MatplotlibBackendMananger``, which imports matplotlib when
    it can (0.4 s of CPU, in the server's event loop, during the first answer) and skips
    itself when it cannot; the app draws no matplotlib figure.
    """
    if "matplotlib" not in sys.modules:
        sys.modules["matplotlib"] = None  # type: ignore[assignment] # an import of it now raises ImportError


class _NoStubWriter(importlib.abc.MetaPathFinder):
    """Loads ``gradio.component_meta`` as usual, then makes its type-stub writer a no-op.

    Gradio's component metaclass calls ``create_or_modify_pyi`` for each of its ~80
    component classes as they are defined: it reads and parses the class's source file,
    renders a Jinja template and compares it with the installed ``.pyi`` (1.1 of the 2.7 s
    of CPU that ``import gradio`` took here). Its only effect is writing those editor
    stubs. Should a Gradio release rename or drop the function, nothing is replaced and the
    import costs what it did.
    """

    def find_spec(self, name: str, path: Sequence[str] | None, target: ModuleType | None = None) -> ModuleSpec | None:
        if name != "gradio.component_meta":
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        loader = spec.loader if spec else None
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        load = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            load(module)
            if callable(getattr(module, "create_or_modify_pyi", None)):
                setattr(module, "create_or_modify_pyi", _no_stub)  # noqa: B010 - a module attribute mypy cannot know

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def _no_stub(component_class: type, class_name: str, events: list[object]) -> None:
    return None


def skip_type_stub_writer() -> None:
    """Before Gradio is imported: its components are defined without rewriting their ``.pyi`` stubs."""
    if "gradio.component_meta" not in sys.modules and not any(isinstance(f, _NoStubWriter) for f in sys.meta_path):
        sys.meta_path.insert(0, _NoStubWriter())


def check_address(host: str, port: int) -> None:
    """Say what is wrong with the address before loading anything heavy."""
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
            probe.bind((host, port))
    except OSError as err:
        if err.errno == errno.EADDRINUSE:
            raise UserError(f"Port {port} on {host} is already in use; stop the other app or pick another with --port.") from None
        raise UserError(f"Cannot listen on {host}:{port} ({err.strerror}); give another --host or --port.") from None
