"""User settings: a pydantic model stored as JSON in the platform's config directory.

Writes are atomic (temp file + rename). A damaged file never crashes the app: it is kept
aside as ``settings.json.damaged`` and the defaults are used, with one message saying so.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

SuitColours = Literal["two-colour", "four-colour", "colour-blind"]
AiLevel = Literal["easy", "normal", "hard"]


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: str | None = None
    contrast: int = Field(50, ge=0, le=100)
    grain: int = Field(50, ge=0, le=100)
    temperature: int = Field(50, ge=0, le=100)
    suit_colours: SuitColours = "two-colour"
    ascii_suits: bool = False
    ai_level: AiLevel = "normal"
    ai_speed: int = Field(50, ge=0, le=100)


def config_dir() -> Path:
    """$CARDAVIA_CONFIG_DIR, else the platform's user config directory."""
    override = os.environ.get("CARDAVIA_CONFIG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("cardavia", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings (or defaults) and a message if the file had to be set aside."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(), f"could not read the settings file {path} ({exc}); using defaults"
    try:
        return Settings.model_validate(json.loads(text)), None
    except (json.JSONDecodeError, ValidationError, TypeError) as exc:
        kept = _set_aside(path)
        what = "not valid JSON" if isinstance(exc, json.JSONDecodeError) else "invalid values"
        note = f"; the old file was kept as {kept}" if kept else ""
        return Settings(), f"the settings file {path} was damaged ({what}): using defaults{note}"


def _set_aside(path: Path) -> Path | None:
    target = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write atomically; returns an error message instead of raising."""
    path = path or settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".json", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(settings.model_dump_json(indent=2) + "\n")
        os.replace(tmp, path)
    except OSError as exc:
        return f"could not save settings to {path}: {exc.strerror or exc}"
    return None
