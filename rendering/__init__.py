"""Pillow drawing of public views and hands into PNG bytes (issue #4)."""
