"""The database schema's migrations (Alembic), applied when a ``Store`` opens a database.

``upgrade(engine)`` brings any database to the newest schema: an empty one is created
from the first revision on; one made by eurotable 0.1's ``create_all`` (its tables there,
no ``alembic_version``) is recognised as the baseline revision, then upgraded; one already
up to date is left alone. On PostgreSQL the whole upgrade is one transaction under an
advisory lock, so server processes starting together upgrade once and never see half a
schema.

To add a migration: a new file in ``versions/`` whose ``down_revision`` is the newest,
changing the models in ``server/models.py`` to match (``alembic revision`` works too, with
``script_location`` set to this folder; see docs/web.md, "Storage").
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import Engine, inspect, text
from sqlalchemy.exc import SQLAlchemyError

BASELINE = "0001"
"""The schema of eurotable 0.1 (games, seats, actions), which ``create_all`` made."""
HEAD = "0009"
"""The newest revision."""
LOCK = 0x657572_6F7461
"""The PostgreSQL advisory lock held while upgrading ("eurota")."""


class UnknownSchema(SQLAlchemyError):
    """The database's schema is at a revision this eurotable does not know (made by a
    newer version): it is left alone."""


def config() -> Config:
    """Alembic's configuration for this folder (no ``alembic.ini`` needed)."""
    settings = Config()
    settings.set_main_option("script_location", str(Path(__file__).parent))
    return settings


def upgrade(engine: Engine) -> None:
    """Bring the database of ``engine`` to the newest schema (see the module's text)."""
    settings = config()
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK})
        tables = set(inspect(connection).get_table_names())
        settings.attributes["connection"] = connection
        if "games" in tables and "alembic_version" not in tables:
            command.stamp(settings, BASELINE)
        elif "alembic_version" in tables:
            _check_known(settings, connection.execute(VERSION).scalar())
        command.upgrade(settings, "head")


VERSION = text("SELECT version_num FROM alembic_version")


def _check_known(settings: Config, found: object) -> None:
    """Refuse a database whose revision is none of ours (``UnknownSchema``)."""
    if found is None:
        return
    try:
        ScriptDirectory.from_config(settings).get_revision(str(found))
    except CommandError:
        raise UnknownSchema(
            f"its schema is at revision {found}, unknown to this eurotable (newest: {HEAD}):"
            " it was made by a newer version"
        ) from None


def revision(engine: Engine) -> str | None:
    """The revision the database is at (``None``: not under migrations)."""
    with engine.connect() as connection:
        if "alembic_version" not in inspect(connection).get_table_names():
            return None
        found = connection.execute(VERSION).scalar()
        return None if found is None else str(found)
