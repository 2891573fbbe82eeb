"""Settings are documented once, in their field descriptions, and read the same everywhere.

``.env.example`` and the README table are rendered from ``Settings``; these tests fail
when either falls behind, when a field has no description, or when a bad value stops
being one sentence that names the variable to fix.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.errors import UserError
from assistant.settings import Settings, env_example, env_names, load_settings, settings_table

ROOT = Path(__file__).resolve().parent.parent
REGENERATE = "regenerate it with `python -m assistant.settings > .env.example`"


def _defaults() -> dict[str, object]:
    return {name: field.default for name, field in Settings.model_fields.items()}


@pytest.fixture
def dotenv(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A ``.env`` in the working folder, with no variable in the environment to mask it."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PAPERCHAT_CACHE_DIR", raising=False)  # conftest points it at the test cache
    return tmp_path / ".env"


def test_env_example_is_generated_from_the_settings() -> None:
    written = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert written == env_example(), f".env.example has drifted from assistant/settings.py; {REGENERATE}"


def test_the_documented_command_prints_the_env_example() -> None:
    done = subprocess.run([sys.executable, "-m", "assistant.settings"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == env_example()


def test_env_example_lists_every_setting_commented_out() -> None:
    text = env_example()
    for field in Settings.model_fields:
        assert re.search(rf"^# {env_names(field)[0]}=", text, re.M), field
    assert all(not line or line.startswith("#") for line in text.splitlines())


def test_copying_env_example_changes_nothing(dotenv: Path) -> None:
    dotenv.write_text(env_example(), encoding="utf-8")
    assert Settings().model_dump() == _defaults()


def test_uncommenting_every_line_gives_the_defaults(dotenv: Path) -> None:
    """The shown defaults are the real ones (${HOME} included), so uncommenting one is safe."""
    uncommented = re.sub(r"^# ([A-Z_]+=)", r"\1", env_example(), flags=re.M)
    assert uncommented.count("\nPAPERCHAT_") == len(Settings.model_fields) - 2  # all but the OPENAI_ pair
    dotenv.write_text(uncommented, encoding="utf-8")
    assert Settings().model_dump() == _defaults()


def test_secrets_are_shown_empty() -> None:
    assert re.search(r"^# OPENAI_API_KEY=$", env_example(), re.M)


@pytest.mark.parametrize("field", list(Settings.model_fields))
def test_every_setting_has_a_description(field: str) -> None:
    description = (Settings.model_fields[field].description or "").strip()
    assert len(description) >= 30, f"{field} needs a description: what it means, its unit, when to change it"
    assert description.endswith("."), field


def test_readme_lists_every_setting() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Settings") :]
    missing = [env_names(f)[0] for f in Settings.model_fields if f"`{env_names(f)[0]}`" not in section]
    assert not missing, f"README's settings table lacks {missing}"
    assert settings_table() in section, (
        "README's settings table has drifted; replace it with `python -m assistant.settings --table`"
    )


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("PAPERCHAT_TOP_K", "0"),
        ("PAPERCHAT_TOP_K", "many"),
        ("PAPERCHAT_EMBEDDINGS", "cloud"),
        ("PAPERCHAT_UI_PORT", "70000"),
        ("PAPERCHAT_LLM_TIMEOUT", "-1"),
        ("PAPERCHAT_CHUNK_OVERLAP", "200"),  # not below the chunk size
    ],
)
def test_a_bad_value_is_one_sentence_naming_the_variable(monkeypatch: pytest.MonkeyPatch, variable: str, value: str) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(UserError) as caught:
        load_settings()
    message = str(caught.value)
    assert message.startswith(f"Setting {variable} is invalid (")
    assert message.endswith("; fix it in the environment or .env.")
    assert "\n" not in message and not re.search(r"[.!?]\s", message), message
    assert caught.value.__cause__ is None and caught.value.__suppress_context__  # no chained traceback


def test_a_bad_value_in_dotenv_names_the_variable(dotenv: Path) -> None:
    dotenv.write_text("PAPERCHAT_MAX_UPLOAD_MB=lots\n", encoding="utf-8")
    with pytest.raises(UserError, match=r"^Setting PAPERCHAT_MAX_UPLOAD_MB is invalid"):
        load_settings()


def test_a_bad_override_names_the_variable() -> None:
    with pytest.raises(UserError, match=r"^Setting PAPERCHAT_CHUNK_TOKENS is invalid"):
        load_settings(chunk_tokens=10)


def test_settings_are_read_with_the_prefix_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAPERCHAT_TOP_K", "9")
    monkeypatch.setenv("PAPERCHAT_DATA_DIR", "/srv/papers")
    monkeypatch.setenv("LLM_MODEL", "not-read-without-the-prefix")
    settings = load_settings()
    assert settings.top_k == 9
    assert settings.data_dir == Path("/srv/papers")
    assert settings.llm_model == "gpt-4o-mini"


def test_dotenv_is_read_and_the_environment_wins(monkeypatch: pytest.MonkeyPatch, dotenv: Path) -> None:
    dotenv.write_text("PAPERCHAT_TOP_K=7\nPAPERCHAT_LLM_MODEL=llama3.1\n", encoding="utf-8")
    monkeypatch.setenv("PAPERCHAT_TOP_K", "3")
    settings = load_settings()
    assert (settings.top_k, settings.llm_model) == (3, "llama3.1")


@pytest.mark.parametrize(
    ("variable", "field"),
    [
        ("OPENAI_API_KEY", "openai_api_key"),
        ("PAPERCHAT_OPENAI_API_KEY", "openai_api_key"),
        ("OPENAI_BASE_URL", "openai_base_url"),
        ("PAPERCHAT_OPENAI_BASE_URL", "openai_base_url"),
    ],
)
def test_openai_variables_are_read_under_both_names(monkeypatch: pytest.MonkeyPatch, variable: str, field: str) -> None:
    monkeypatch.setenv(variable, "http://127.0.0.1:11434/v1")
    settings = load_settings()
    value = getattr(settings, field)
    assert (value.get_secret_value() if field == "openai_api_key" else value) == "http://127.0.0.1:11434/v1"
    assert settings.llm_configured


def test_the_key_is_documented_under_the_name_users_know() -> None:
    assert env_names("openai_api_key") == ["OPENAI_API_KEY", "PAPERCHAT_OPENAI_API_KEY"]
    assert env_names("top_k") == ["PAPERCHAT_TOP_K"]
    assert "Also read as PAPERCHAT_OPENAI_API_KEY." in " ".join(env_example().split())
