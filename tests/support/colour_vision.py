"""How a colour looks to a reader with a red-green colour-vision deficiency, and how far
apart two colours look: the yardstick for the families' palette (docs/images.md).

The simulation is Machado, Oliveira and Fernandes (2009), "A physiologically-based model
for simulation of color vision deficiency", at severity 1.0 (dichromacy, the strongest
form): one 3×3 matrix per deficiency, applied to linear sRGB. Distances are CIE76 ΔE in
CIELAB (D65): about 2.3 is just noticeable side by side, 10 and more reads as another colour
at a glance.
"""

from __future__ import annotations

Colour = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

VISIONS: dict[str, Matrix] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
_XYZ = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
_WHITE = (0.95047, 1.0, 1.08883)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _times(matrix: Matrix, vector: list[float]) -> list[float]:
    return [sum(m * v for m, v in zip(row, vector, strict=True)) for row in matrix]


def _f(t: float) -> float:
    return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116


def lab(colour: Colour, vision: str = "normal") -> tuple[float, float, float]:
    """CIELAB of ``colour`` as seen with ``vision`` (a key of ``VISIONS``)."""
    seen = [min(1.0, max(0.0, c)) for c in _times(VISIONS[vision], [_linear(c) for c in colour])]
    x, y, z = (_f(c / w) for c, w in zip(_times(_XYZ, seen), _WHITE, strict=True))
    return 116 * y - 16, 500 * (x - y), 200 * (y - z)


def delta_e(a: Colour, b: Colour, vision: str = "normal") -> float:
    """CIE76 ΔE between ``a`` and ``b`` as seen with ``vision``."""
    return sum((p - q) ** 2 for p, q in zip(lab(a, vision), lab(b, vision), strict=True)) ** 0.5
