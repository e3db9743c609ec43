"""The service suite's clock, store and service, for the store's tests too."""

from tests.service.conftest import clock, service, store

__all__ = ["clock", "service", "store"]
