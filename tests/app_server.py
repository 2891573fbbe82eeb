"""``paperchat ui`` as users start it: a real subprocess on 127.0.0.1 and a free port.

Its sockets refuse every non-loopback address and record the attempt in a file, so a
test can assert the app never reached for the internet.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from conftest import CACHE

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
            with open(os.environ["PAPERCHAT_TEST_NET_LOG"], "a") as log:
                log.write("%r\\n" % (address,))
            raise OSError("network used: %r" % (address,))
    return _real(self, address)
socket.socket.connect = _connect
from assistant.cli import main
raise SystemExit(main())
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class AppServer:
    url: str
    data: Path
    log: Path
    net_log: Path
    process: subprocess.Popen[bytes]

    def network_attempts(self) -> list[str]:
        return self.net_log.read_text().splitlines() if self.net_log.exists() else []

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


@contextmanager
def app_server(data: Path, workdir: Path, env_extra: dict[str, str] | None = None, timeout: float = 180) -> Iterator[AppServer]:
    """Start the app on ``data`` and wait until it answers HTTP; stop it afterwards."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "PAPERCHAT_", "GRADIO_"))}
    env.update(
        PAPERCHAT_DATA_DIR=str(data),
        PAPERCHAT_CACHE_DIR=str(CACHE),
        PAPERCHAT_TEST_NET_LOG=str(workdir / "network.log"),
        **(env_extra or {}),
    )
    log = workdir / "app.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-c", GUARD, "ui", "--port", str(port)], env=env, stdout=out, stderr=subprocess.STDOUT, cwd=workdir
        )
    server = AppServer(f"http://127.0.0.1:{port}/", data, log, workdir / "network.log", process)
    try:
        _wait_until_up(server, timeout)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_until_up(server: AppServer, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(f"the app exited with {server.process.returncode}:\n{server.log_text()}")
        try:
            with urllib.request.urlopen(server.url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"the app did not answer within {timeout:.0f} s:\n{server.log_text()}")
