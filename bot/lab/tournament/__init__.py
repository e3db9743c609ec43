"""``python -m bot tournament``: computer players against each other, for four questions.

- the standard matches (``standard``): is each level clearly stronger than the one below?
- the balance studies (``study``): is any family a better first marriage, any seat better?
- the ladder (``ladder``): how much stronger is each level, on one rating scale?
- a match (``match``): does one level beat another head to head, or rank first at a table?

Games are seeded, so every figure can be made again; they run on every core (``games``).
"""
