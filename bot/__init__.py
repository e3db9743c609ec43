"""Samarkand for Discord: the application around the pure rules engine in ``bot.engine``."""
