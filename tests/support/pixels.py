"""How often each colour appears in an image, by ``Image.getcolors``: it counts in Pillow's C code
and works in every Pillow the project allows (``getdata`` is deprecated from Pillow 12)."""

from __future__ import annotations

from PIL import Image

Colour = tuple[int, ...] | float  # a single band's pixel is a number


def colour_counts(image: Image.Image) -> dict[Colour, int]:
    """Each colour of ``image`` with how many pixels have it."""
    counted = image.getcolors(maxcolors=image.width * image.height)
    assert counted is not None  # maxcolors covers every pixel
    return {colour: count for count, colour in counted}
