"""The tests' one network guard: sockets may reach loopback (or a Unix socket), nothing else.

The same rule serves in this process (conftest's ``no_network`` fixture) and in every
``paperchat`` subprocess the tests start (``processes.GUARD`` runs ``prelude()`` first),
so "offline" means the same thing everywhere. Standard library only: a fresh interpreter
imports this file before anything of paperchat.
"""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

LOG_VARIABLE = "PAPERCHAT_TEST_NET_LOG"  # a subprocess appends each refused address to this file
_HERE = str(Path(__file__).resolve().parent)


def is_local(address: object) -> bool:
    """True for a Unix socket path, a loopback host or address, and the unspecified
    address (a bind to all interfaces reaches nothing)."""
    if not isinstance(address, tuple):  # AF_UNIX paths
        return True
    host = address[0]
    if isinstance(host, bytes):
        host = host.decode(errors="replace")
    if host in (None, "", "localhost"):
        return True
    try:
        ip = ipaddress.ip_address(str(host).split("%")[0])
    except ValueError:
        return False
    return ip.is_loopback or ip.is_unspecified


def patches(on_attempt: Callable[[object], None], allow_local: bool = True) -> dict[tuple[Any, str], Any]:
    """Replacements for ``socket.socket.connect``/``connect_ex`` and ``socket.getaddrinfo``
    that call ``on_attempt`` and raise for every address the rule refuses
    (``allow_local=False`` refuses every address, loopback included)."""
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def check(address: object, attempt: object, error: type[OSError]) -> None:
        if not (allow_local and is_local(address)):
            on_attempt(attempt)
            raise error(f"test forbids network access to {attempt!r}")

    def connect(self: socket.socket, address: Any) -> None:
        check(address, address, OSError)
        return real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        check(address, address, OSError)
        return real_connect_ex(self, address)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        check((host, 0), host, socket.gaierror)
        return real_getaddrinfo(host, *args, **kwargs)

    return {(socket.socket, "connect"): connect, (socket.socket, "connect_ex"): connect_ex, (socket, "getaddrinfo"): getaddrinfo}


def install(on_attempt: Callable[[object], None], allow_local: bool = True) -> None:
    """Guard this whole process from now on (for a subprocess; tests use ``no_network``)."""
    for (owner, name), replacement in patches(on_attempt, allow_local).items():
        setattr(owner, name, replacement)


def log_attempt(address: object) -> None:
    """Append a refused address to the file named by $PAPERCHAT_TEST_NET_LOG, if set."""
    path = os.environ.get(LOG_VARIABLE)
    if path:
        with open(path, "a", encoding="utf-8") as log:
            log.write(f"{address!r}\n")


def prelude(allow_local: bool = True) -> str:
    """Python source that guards a fresh interpreter (``python -c prelude() + code``)."""
    return (
        f"import sys\nsys.path.append({_HERE!r})\nimport netguard\n"
        f"netguard.install(netguard.log_attempt, allow_local={allow_local!r})\n"
    )
