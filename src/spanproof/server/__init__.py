"""The HTTP service: ``create_app(settings)`` builds a FastAPI app over the ``Spanproof`` facade."""

from spanproof.server.app import create_app

__all__ = ["create_app"]
