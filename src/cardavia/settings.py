"""User settings, validated by pydantic and stored as JSON in the platform's config directory.

Writes are atomic (temp file + rename). A damaged file never crashes the app: it is kept
aside as ``settings.json.damaged-<time>`` and the defaults are used, with one message saying so.

Every value that comes from outside (the settings file, keyword arguments, assignments) goes
through the pydantic model built by ``_schema()``. Importing pydantic and building that model
costs a noticeable share of startup, and the defaults need no validation, so it happens on the
first value to validate: a first run (no settings file yet) starts without pydantic.
"""

from __future__ import annotations

import contextlib
import json
import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from cardavia.fileio import read_regular_file, set_aside, user_folder, write_atomic

if TYPE_CHECKING:
    from pydantic import BaseModel

SuitColours = Literal["two-colour", "four-colour", "colour-blind"]
AiLevel = Literal["easy", "normal", "hard", "expert"]


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
        "reduce_motion",
        "show_card_points",
    )

    language: str | None = None
    contrast: int = 50  # 0-100 like every slider
    grain: int = 50
    temperature: int = 50
    suit_colours: SuitColours = "two-colour"
    ascii_suits: bool = False
    ai_level: AiLevel = "normal"
    ai_speed: int = 50
    reduce_motion: bool = False  # cards appear in place instead of travelling across the felt
    # Schnapsen: both players' card points on the table during the deal. On, so that a
    # newcomer learns what the cards are worth; off, the counting (the game's skill) is yours.
    show_card_points: bool = True

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
        reduce_motion: bool = Settings.reduce_motion
        show_card_points: bool = Settings.show_card_points

    if tuple(SettingsModel.model_fields) != Settings.FIELDS:
        raise RuntimeError("Settings.FIELDS and the pydantic model disagree")
    return SettingsModel


def config_dir() -> Path:
    """$CARDAVIA_CONFIG_DIR, else the platform's user config directory."""
    return user_folder("config")


def settings_path() -> Path:
    return config_dir() / "settings.json"


#: A settings file is a few hundred bytes; anything far larger is not ours.
MAX_SETTINGS_BYTES = 64 * 1024


def notice_path(path: Path | None = None) -> Path:
    """Where a damage report waits for the next start of the app."""
    path = path or settings_path()
    return path.with_name(path.name + ".notice")


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings (or defaults) and a message if the file had to be set aside.

    Nothing in the file can stop the app: whatever it holds (huge numbers, deep nesting,
    binary, wrong types, a folder, a FIFO, a symlink to a device or in a loop, no permission)
    it is renamed to a unique ``settings.json.damaged-<time>``, the defaults are used, and the
    message is also left in ``settings.json.notice`` so the app reports it at its next start
    (``take_notices``) even when ``cardavia rules`` found it. A damaged file that cannot be
    renamed (an immutable file, a read-only folder) is left as it is, the message says so, and
    ``save_settings`` refuses to write over it.
    """
    path = path or settings_path()
    settings, problem = _read(path)
    if problem is None:
        return settings or Settings(), None
    return Settings(), _damaged(path, problem)


def _read(path: Path) -> tuple[Settings | None, str | None]:
    """The settings in ``path`` and None, or None and what is wrong with the file;
    (None, None) when there is no file at all."""
    try:
        raw = read_regular_file(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        if os.path.lexists(path):  # a symlink to nowhere
            return None, "cannot be read: a link to a missing file"
        return None, None
    except OSError as exc:
        return None, f"cannot be read: {exc.strerror or exc}"
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return None, "not UTF-8 text"
    except (ValueError, RecursionError):  # JSONDecodeError, a 5,000-digit number, nesting
        return None, "not valid JSON"
    if not isinstance(data, dict):
        return None, "not a JSON object"
    try:
        return Settings.model_validate(data), None
    except Exception:  # pydantic's ValidationError, or anything a hostile value triggers
        return None, "invalid values"


def _damaged(path: Path, what: str) -> str:
    if not os.path.lexists(path):  # nothing there to keep (a file where a folder should be)
        return f"the settings file {path} {what}: using defaults"
    kept = set_aside(path)
    if kept:
        note = f"; the old file was kept as {kept}"
    else:
        note = f"; {NOT_MOVED}, so it is left as it is and settings are not saved over it"
    message = f"the settings file {path} was damaged ({what}): using defaults{note}"
    with contextlib.suppress(OSError):
        write_atomic(notice_path(path), message + "\n")
    return message


#: Why a damaged settings file is still in place (the load and the refused save say it).
NOT_MOVED = "it could not be renamed aside"


def take_notices(path: Path | None = None) -> list[str]:
    """Damage reports left for the app by an earlier load (read once, then removed)."""
    notice = notice_path(path)
    try:
        text = read_regular_file(notice, MAX_SETTINGS_BYTES).decode("utf-8", "replace")
    except FileNotFoundError:
        return []
    except OSError:  # not ours (a FIFO, a huge file): dropped unread
        text = ""
    with contextlib.suppress(OSError):
        notice.unlink()
    return [line for line in text.splitlines() if line.strip()][:5]


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write atomically; returns an error message instead of raising.

    A damaged file in the way is renamed aside first (it may have appeared since the load);
    one that cannot be is never written over: the message says so.
    """
    path = path or settings_path()
    if os.path.lexists(path) and _read(path)[1] is not None and set_aside(path) is None:
        return (
            f"could not save settings to {path}: the damaged file there is kept as it is "
            f"({NOT_MOVED}); move or remove it"
        )
    try:
        write_atomic(path, settings.model_dump_json(indent=2) + "\n")
    except OSError as exc:
        return f"could not save settings to {path}: {exc.strerror or exc}"
    return None
