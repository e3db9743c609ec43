"""The lab: what developers run from a checkout and the installed bot never needs, so the
wheel leaves it out (pyproject.toml's package list; tests/test_packaging.py checks the wheel).

- ``bench/``: the benchmarks, ``python -m bot bench ...``
- ``tournament/``: the research tools, ``python -m bot tournament ...``: matches, the ladder
  that measures the levels' ratings, the balance studies of the board
- ``kernel/``: a compiled rules engine (numba) that only the engine benchmark times
- ``throwaway.py``: a PostgreSQL server of its own for the tests and the benchmarks

The lab may import the product; the product never imports the lab (tests/test_layers.py): the
command line hands ``bench`` and ``tournament`` over by the lab's name alone (``bot.cli``).
"""
