"""What the tests (and ``python -m bot bench bot`` from a checkout) need beside the product:
the Discord stand-in, the benchmark that drives it, and the hand-moved clock. None of it ships
in the wheel."""
