"""The service suite's clock, for the store's tests too."""

from tests.service.conftest import clock

__all__ = ["clock"]
