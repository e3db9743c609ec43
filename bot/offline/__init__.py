"""Offline play in the terminal (``python -m bot play``): the console, the table's options,
what a player types, their legal moves as commands, the terminal's wording of the service's
sentences, and the end-of-game summary."""
