"""Servers the tests start as real subprocesses (``paperchat ui``, ``chroma run``):
a free loopback port, waiting until one answers HTTP, and stopping it for sure."""

from __future__ import annotations

import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

from conftest import CACHE

# ``python -c GUARD ARGS`` is ``paperchat ARGS`` whose sockets refuse every non-loopback
# address (and log the attempt to $PAPERCHAT_TEST_NET_LOG when set): proof of offline use.
GUARD = """
import ipaddress, os, socket
_real = socket.socket.connect
def _connect(self, address):
    if isinstance(address, tuple):
        try:
            loopback = ipaddress.ip_address(address[0]).is_loopback
        except ValueError:
            loopback = address[0] == "localhost"
        if not loopback:
            with open(os.environ.get("PAPERCHAT_TEST_NET_LOG", os.devnull), "a") as log:
                log.write("%r\\n" % (address,))
            raise OSError("network used: %r" % (address,))
    return _real(self, address)
socket.socket.connect = _connect
from assistant.cli import main
raise SystemExit(main())
"""


def cli_env(data: Path, **extra: str) -> dict[str, str]:
    """The environment of a ``paperchat`` subprocess: nothing of the caller's configuration
    (keys, data folder, Gradio), the given data folder, the shared model cache, then ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "PAPERCHAT_", "GRADIO_"))}
    env.update(PAPERCHAT_DATA_DIR=str(data), PAPERCHAT_CACHE_DIR=str(CACHE), **extra)
    return env


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until_answering(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float) -> None:
    """Poll ``url`` until it answers 200; a server that exits or stays silent raises with its log."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{url}: the server exited with {process.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{url}: no answer within {timeout:.0f} s:\n{log.read_text(errors='replace')[-3000:]}")


def stop(process: subprocess.Popen[bytes], grace: float = 15) -> None:
    """SIGTERM, then SIGKILL if it has not gone within ``grace`` seconds."""
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=grace)
