"""User settings, validated by pydantic and stored as JSON in the platform's config directory.

Writes are atomic (temp file + rename). A damaged file never crashes the app: it is kept
aside as ``settings.json.damaged`` and the defaults are used, with one message saying so.

Every value that comes from outside (the settings file, keyword arguments, assignments) goes
through the pydantic model built by ``_schema()``. Importing pydantic and building that model
costs a noticeable share of startup, and the defaults need no validation, so it happens on the
first value to validate: a first run (no settings file yet) starts without pydantic.
"""

from __future__ import annotations

import json
import os
import tempfile
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal

if TYPE_CHECKING:
    from pydantic import BaseModel

SuitColours = Literal["two-colour", "four-colour", "colour-blind"]
AiLevel = Literal["easy", "normal", "hard"]


class Settings:
    """The settings, attribute by attribute; unknown keys are ignored (forward compatibility).

    The values below are the defaults; the constraints live in ``_schema()``.
    """

    FIELDS: ClassVar[tuple[str, ...]] = (
        "language",
        "contrast",
        "grain",
        "temperature",
        "suit_colours",
        "ascii_suits",
        "ai_level",
        "ai_speed",
    )

    language: str | None = None
    contrast: int = 50  # 0-100 like every slider
    grain: int = 50
    temperature: int = 50
    suit_colours: SuitColours = "two-colour"
    ascii_suits: bool = False
    ai_level: AiLevel = "normal"
    ai_speed: int = 50

    def __init__(self, **values: Any) -> None:
        if values:
            self._set_valid(_schema().model_validate(values))

    @classmethod
    def model_validate(cls, data: Any) -> Settings:
        """Settings from decoded JSON; raises pydantic's ValidationError on bad values."""
        settings = cls()
        settings._set_valid(_schema().model_validate(data))
        return settings

    def _set_valid(self, model: BaseModel) -> None:
        for name in self.FIELDS:
            object.__setattr__(self, name, getattr(model, name))

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self.FIELDS:
            raise AttributeError(f"Settings has no field {name!r}")
        valid = _schema().model_validate({**self.model_dump(), name: value})
        object.__setattr__(self, name, getattr(valid, name))

    def model_dump(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.FIELDS}

    def model_dump_json(self, indent: int | None = None) -> str:
        return _schema().model_construct(**self.model_dump()).model_dump_json(indent=indent)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Settings):
            return NotImplemented
        return self.model_dump() == other.model_dump()

    def __repr__(self) -> str:
        return f"Settings({', '.join(f'{k}={v!r}' for k, v in self.model_dump().items())})"


@cache
def _schema() -> type[BaseModel]:
    """The pydantic model of the settings file (defaults taken from ``Settings``)."""
    from pydantic import BaseModel, ConfigDict, Field

    class SettingsModel(BaseModel):
        model_config = ConfigDict(extra="ignore")

        language: str | None = Settings.language
        contrast: int = Field(Settings.contrast, ge=0, le=100)
        grain: int = Field(Settings.grain, ge=0, le=100)
        temperature: int = Field(Settings.temperature, ge=0, le=100)
        suit_colours: SuitColours = Settings.suit_colours
        ascii_suits: bool = Settings.ascii_suits
        ai_level: AiLevel = Settings.ai_level
        ai_speed: int = Field(Settings.ai_speed, ge=0, le=100)

    if tuple(SettingsModel.model_fields) != Settings.FIELDS:
        raise RuntimeError("Settings.FIELDS and the pydantic model disagree")
    return SettingsModel


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
    from pydantic import ValidationError

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
