"""Every setting of paperchat, read once from the environment and ``.env``.

No other module reads ``os.environ`` for configuration: they all take a ``Settings``.
Each field is documented in ``.env.example``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """paperchat's configuration; the offline defaults need no key and no network."""

    model_config = SettingsConfigDict(
        env_prefix="PAPERCHAT_", env_file=".env", env_file_encoding="utf-8", extra="ignore"
    )

    data_dir: Path = Path("data")
    cache_dir: Path = Path.home() / ".cache" / "paperchat"
    embeddings: Literal["local", "openai"] = "local"
    openai_embedding_model: str = "text-embedding-3-small"
    chroma_url: str = ""
    collection: str = "paperchat"
    chunk_tokens: int = Field(200, ge=50, le=1000)
    chunk_overlap: int = Field(30, ge=0, le=500)
    embed_batch_size: int = Field(32, ge=1, le=1024)
    ingest_batch_chunks: int = Field(256, ge=1, le=100_000)
    top_k: int = Field(6, ge=1, le=50)
    abstain_below: float = Field(0.515, ge=-1.0, le=2.0)
    abstain_below_paper: float = Field(0.15, ge=-1.0, le=2.0)
    llm_model: str = "gpt-4o-mini"
    llm_timeout: float = Field(60.0, gt=0)
    llm_max_retries: int = Field(2, ge=0, le=10)
    openai_api_key: SecretStr = Field(
        SecretStr(""), validation_alias=AliasChoices("OPENAI_API_KEY", "PAPERCHAT_OPENAI_API_KEY")
    )
    openai_base_url: str = Field(
        "", validation_alias=AliasChoices("OPENAI_BASE_URL", "PAPERCHAT_OPENAI_BASE_URL")
    )
    ui_host: str = "127.0.0.1"
    ui_port: int = Field(7860, ge=0, le=65535)
    ui_concurrency: int = Field(8, ge=1, le=64)
    max_upload_mb: int = Field(50, ge=1, le=4096)

    @field_validator("chunk_overlap")
    @classmethod
    def _overlap_below_size(cls, value: int, info) -> int:  # type: ignore[no-untyped-def]
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
    def tiktoken_cache_dir(self) -> Path:
        return self.cache_dir / "tiktoken"

    @property
    def llm_configured(self) -> bool:
        """LLM answers need a key, or a base URL alone (a local Ollama/vLLM server)."""
        return bool(self.openai_api_key.get_secret_value() or self.openai_base_url)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings; tests build their own ``Settings(...)`` instead."""
    return load_settings()


def load_settings(**overrides: object) -> Settings:
    """Settings from the environment, turning a validation error into one clear sentence."""
    from pydantic import ValidationError

    from assistant.errors import UserError

    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as err:
        first = err.errors()[0]
        name = "PAPERCHAT_" + "_".join(str(p) for p in first["loc"]).upper()
        raise UserError(f"Setting {name} is invalid ({first['msg']}); fix it in the environment or .env.") from None
