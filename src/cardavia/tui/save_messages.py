"""Why a save failed, in the player's language (the OS's own words as a last resort)."""

from __future__ import annotations

import errno

from cardavia.i18n import Catalog

_REASONS = {
    errno.ENOSPC: "save-reason-disk-full",
    errno.EDQUOT: "save-reason-disk-full",
    errno.EFBIG: "save-reason-too-big",
    errno.EACCES: "save-reason-no-permission",
    errno.EPERM: "save-reason-no-permission",
    errno.EROFS: "save-reason-read-only",
}


def save_reason(catalog: Catalog, code: int | None, text: str | None) -> str:
    message = _REASONS.get(code) if code is not None else None
    if message:
        return catalog.t(message)
    return text or catalog.t("save-reason-unknown")
