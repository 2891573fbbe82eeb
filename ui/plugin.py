"""``paperchat ui``: registered into the CLI through the plugin entry point."""

from __future__ import annotations

import argparse
import errno
import os
import socket
import sys

from assistant.errors import UserError
from assistant.settings import Settings


def register_commands(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "ui",
        help="start the app in the browser (http://127.0.0.1:7860 by default)",
        description="Serve the paperchat app: ask about the topic, AskPDF, the papers, the library. "
        "Binds 127.0.0.1 unless --host says otherwise; works with no key and no internet.",
    )
    parser.add_argument("--host", help="address to bind (default: $PAPERCHAT_UI_HOST or 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port (default: $PAPERCHAT_UI_PORT or 7860)")
    parser.set_defaults(handler=cmd_ui)


def prepare_gradio(settings: Settings) -> None:
    """Gradio keeps uploads in GRADIO_TEMP_DIR, read when it is imported: point it into the
    data folder first, so nothing of a user's lands outside it."""
    temp = settings.data_dir / "uploads" / ".incoming"
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


def cmd_ui(args: argparse.Namespace, settings: Settings) -> int:
    host = args.host or settings.ui_host
    port = settings.ui_port if args.port is None else args.port
    check_address(host, port)
    prepare_gradio(settings)
    from ui.app import launch
    from ui.service import Service

    service = Service(settings)
    print(f"paperchat: {service.mode_label('llm')} · data in {settings.data_dir}", file=sys.stderr)
    print(f"paperchat: open http://{host}:{port} (Ctrl+C stops)", file=sys.stderr)
    launch(service, host, port, block=True)
    return 0
