"""How often each colour appears in an image, by ``Image.getcolors``: it counts in Pillow's C code
and works in every Pillow the project allows (``getdata`` is deprecated from Pillow 12); and a
PNG's commonest colours, as the browser tests compare a screenshot with the image it shows."""

from __future__ import annotations

import io

from PIL import Image

Colour = tuple[int, ...] | float  # a single band's pixel is a number


def colour_counts(image: Image.Image) -> dict[Colour, int]:
    """Each colour of ``image`` with how many pixels have it."""
    counted = image.getcolors(maxcolors=image.width * image.height)
    assert counted is not None  # maxcolors covers every pixel
    return {colour: count for count, colour in counted}


def colours(png: bytes, most: int) -> list[tuple[int, int, int]]:
    """The image's ``most`` commonest colours."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    counts = colour_counts(image)
    return sorted(counts, key=lambda colour: -counts[colour])[:most]
