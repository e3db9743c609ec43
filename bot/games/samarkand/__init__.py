"""Samarkand as the platform plays it: the rules engine (``bot.engine``) and the computer
players (``bot.ai``) behind the game interface (``bot.games.interface``), with the statistics
and the upgrades that are Samarkand's own."""

from bot.games.samarkand.plugged import SAMARKAND, Samarkand

__all__ = ["SAMARKAND", "Samarkand"]
