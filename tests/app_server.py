"""``paperchat ui`` as users start it: a real subprocess on 127.0.0.1 and a free port.

Its sockets refuse every non-loopback address and record the attempt in a file, so a
test can assert the app never reached for the internet.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from processes import GUARD, cli_env, free_port, stop, wait_until_answering


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
    env = cli_env(data, PAPERCHAT_TEST_NET_LOG=str(workdir / "network.log"), **(env_extra or {}))
    log = workdir / "app.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-c", GUARD, "ui", "--port", str(port)], env=env, stdout=out, stderr=subprocess.STDOUT, cwd=workdir
        )
    server = AppServer(f"http://127.0.0.1:{port}/", data, log, workdir / "network.log", process)
    try:
        wait_until_answering(server.url, process, log, timeout)
        yield server
    finally:
        stop(process, grace=20)
