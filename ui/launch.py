"""Before the app loads: check the address, and keep Gradio's files inside the data folder.

Both run before Gradio is imported: a busy port must be one sentence after a fraction
of a second, not after the model and the app have loaded.
"""

from __future__ import annotations

import errno
import os
import socket
from pathlib import Path

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


def check_address(host: str, port: int) -> None:
    """Say what is wrong with the address before loading anything heavy."""
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
            probe.bind((host, port))
    except OSError as err:
        if err.errno == errno.EADDRINUSE:
            raise UserError(f"Port {port} on {host} is already in use; stop the other app or pick another with --port.") from None
        raise UserError(f"Cannot listen on {host}:{port} ({err.strerror}); give another --host or --port.") from None
