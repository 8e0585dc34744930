"""The web table: a FastAPI app with a lobby, games, seats and websockets over a database.

``create_app(database_url)`` builds it; ``eurotable serve`` runs it with uvicorn.
"""

from eurotable.server.app import DEFAULT_DATABASE, create_app

__all__ = ["DEFAULT_DATABASE", "create_app"]
