"""``paperchat ui`` as users start it: a real subprocess on 127.0.0.1 and a free port.

Its sockets refuse every non-loopback address and record the attempt in a file, so a
test can assert the app never reached for the internet.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conftest import ROOT
from gradio_client import Client
from netguard import LOG_VARIABLE
from processes import cli_command, cli_env, server_process

# The browser the app is opened in by the browser tests (Debian's chromium, driven by Playwright):
# headless, no background traffic of its own, no sandbox (the tests may run as root).
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip


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

    def client(self, **options: Any) -> Client:
        """A gradio_client on this app: quiet, no analytics, uploads left on the server."""
        return Client(self.url, verbose=False, analytics_enabled=False, download_files=False, **options)


@contextmanager
def app_server(data: Path, workdir: Path, env_extra: dict[str, str] | None = None, timeout: float = 180) -> Iterator[AppServer]:
    """Start the app on ``data`` and wait until it answers HTTP; stop it afterwards."""
    net_log = workdir / "network.log"
    env = cli_env(data, **{LOG_VARIABLE: str(net_log)}, **(env_extra or {}))
    log = workdir / "app.log"
    command = lambda port: cli_command("ui", "--port", str(port))  # noqa: E731
    with server_process(command, "/", log, timeout, env=env, cwd=workdir, grace=20) as (url, process):
        yield AppServer(url + "/", data, log, net_log, process)


@contextmanager
def app_on_copy(store: Path, workdir: Path, env_extra: dict[str, str] | None = None) -> Iterator[AppServer]:
    """The app on a copy of the data folder ``store`` (a session store the tests only read;
    the app writes) in ``workdir/data``."""
    shutil.copytree(store, workdir / "data")
    with app_server(workdir / "data", workdir, env_extra) as running:
        yield running


def save_artifact(name: str, data: dict[str, Any]) -> None:
    """Write a measurement the app tests took to tests/artifacts/NAME as JSON (not asserted on)."""
    folder = ROOT / "tests" / "artifacts"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(data, indent=2) + "\n")
