"""Everything the tests run as a real subprocess, in one place: ``paperchat`` commands
(their environment, under the network guard), servers (``paperchat ui``, ``chroma run``)
on a free loopback port, waiting until one answers HTTP, and stopping it for sure."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import netguard
from conftest import CACHE

# ``python -c GUARD ARGS`` is ``paperchat ARGS`` under netguard's rule: its sockets refuse
# every non-loopback address and log the attempt to $PAPERCHAT_TEST_NET_LOG when set.
GUARD = netguard.prelude() + "from ui.cli import main\nraise SystemExit(main())\n"
CHROMA = Path(sys.executable).with_name("chroma")


def cli_env(data: Path, **extra: str) -> dict[str, str]:
    """The environment of a ``paperchat`` subprocess: nothing of the caller's configuration
    (keys, data folder, Gradio), the given data folder, the shared model cache, then ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "PAPERCHAT_", "GRADIO_"))}
    env.update(PAPERCHAT_DATA_DIR=str(data), PAPERCHAT_CACHE_DIR=str(CACHE), **extra)
    return env


def cli_command(*args: str) -> list[str]:
    """The command line of ``paperchat ARGS`` under the network guard."""
    return [sys.executable, "-c", GUARD, *args]


def paperchat(
    data: Path, *args: str, timeout: float = 300, cwd: Path | None = None, input: str | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    """Run ``paperchat ARGS`` on the data folder ``data`` (``cli_env`` plus ``env``) to the end,
    ``input`` on its stdin; a hang fails the test after ``timeout`` seconds instead of stalling the suite."""
    return subprocess.run(
        cli_command(*args), capture_output=True, text=True, env=cli_env(data, **env), timeout=timeout, cwd=cwd, input=input
    )


def free_port() -> int:
    """A loopback port nothing listens on (connections to it are refused at once)."""
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


@contextmanager
def server_process(
    command: Callable[[int], list[str]],
    health_path: str,
    log: Path,
    timeout: float,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    grace: float = 15,
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """Start ``command(port)`` on a free loopback port, output to ``log``; yield its base URL
    (``http://127.0.0.1:PORT``) and process once ``health_path`` answers 200; stop it afterwards."""
    port = free_port()
    with log.open("wb") as out:
        process = subprocess.Popen(command(port), env=env, cwd=cwd, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_answering(url + health_path, process, log, timeout)
        yield url, process
    finally:
        stop(process, grace)


@contextmanager
def chroma_server(folder: Path, timeout: float = 60) -> Iterator[str]:
    """A real ``chroma run`` on a free loopback port with its own folder; its URL until stopped."""
    command = lambda port: [str(CHROMA), "run", "--host", "127.0.0.1", "--port", str(port), "--path", str(folder / "db")]  # noqa: E731
    with server_process(command, "/api/v2/heartbeat", folder / "server.log", timeout) as (url, _process):
        yield url
