"""Contrast and colour temperature as a colour filter over the whole app; grain as texture.

The filter runs on every rendered line, so its colour mapping is cached per style. At 50 %
both sliders are neutral and the filter is switched off entirely.
"""

from __future__ import annotations

import random
from functools import lru_cache

from rich.color import Color as RichColor
from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter


def _adjust(color: RichColor, contrast: int, temperature: int) -> RichColor:
    if color.is_default:
        return color
    red, green, blue = color.get_truecolor()
    # Contrast spreads (>50) or narrows (<50) every channel around mid grey.
    factor = 1.0 + (contrast - 50) / 50 * 0.6
    r, g, b = (128 + (c - 128) * factor for c in (red, green, blue))
    # Temperature shifts towards amber (>50) or blue (<50).
    shift = (temperature - 50) / 50 * 28
    r, g, b = r + shift, g + shift * 0.25, b - shift
    return RichColor.from_rgb(*(max(0, min(255, round(c))) for c in (r, g, b)))


@lru_cache(maxsize=4096)
def _filtered_style(style: Style, contrast: int, temperature: int) -> Style:
    color = style.color
    bgcolor = style.bgcolor
    new_color = _adjust(color, contrast, temperature) if color is not None else None
    new_bg = _adjust(bgcolor, contrast, temperature) if bgcolor is not None else None
    return style + Style.from_color(new_color, new_bg)


class AppearanceFilter(LineFilter):
    """Applies the Contrast and Colour temperature settings to every colour drawn."""

    def __init__(self, contrast: int = 50, temperature: int = 50) -> None:
        super().__init__(enabled=False)
        self.contrast = contrast
        self.temperature = temperature
        self.update(contrast, temperature)

    def update(self, contrast: int, temperature: int) -> None:
        self.contrast = contrast
        self.temperature = temperature
        self.enabled = (contrast, temperature) != (50, 50)

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        contrast, temperature = self.contrast, self.temperature
        return [
            Segment(text, _filtered_style(style, contrast, temperature), control)
            if style is not None
            else Segment(text, style, control)
            for text, style, control in segments
        ]


GRAIN_CHARS = "·˙.:"


class GrainTexture:
    """A static, seeded speckle: the density follows the Grain slider (0 % = flat)."""

    def __init__(self, density: int, seed: int = 7, style: str = "") -> None:
        self.density = density
        self.seed = seed
        self.style = Style.parse(style) if style else Style()

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        height = options.height or 1
        for line in _grain_lines(width, height, self.density, self.seed):
            yield Segment(line, self.style)
            yield Segment.line()


@lru_cache(maxsize=16)
def _grain_lines(width: int, height: int, density: int, seed: int) -> tuple[str, ...]:
    rng = random.Random(seed * 1_000_003 + width * 1009 + height)
    chance = density / 100 * 0.12
    lines = []
    for _ in range(height):
        lines.append(
            "".join(rng.choice(GRAIN_CHARS) if rng.random() < chance else " " for _ in range(width))
        )
    return tuple(lines)
