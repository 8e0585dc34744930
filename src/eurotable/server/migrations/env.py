"""Alembic's environment: migrations run on the connection ``upgrade`` gives (in its
transaction), never from an ``alembic.ini`` URL."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):
    raise RuntimeError("run the migrations with eurotable.server.migrations.upgrade(engine)")
context.configure(connection=connection, render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
