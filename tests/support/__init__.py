"""What the tests (and ``python -m bot bench bot`` from a checkout) need beside the product, and
the only place (with the conftest files) where tests share helpers: the Discord stand-in, the
benchmark that drives it, the hand-moved clock, the scenarios and checks several suites use
(``docs/development.md#the-tests-helpers``). None of it ships in the wheel."""
