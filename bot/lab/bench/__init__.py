"""Benchmarks printed by ``python -m bot bench ...``: figures, never assertions."""
