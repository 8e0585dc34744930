"""Hosts, the seed ruling and turn timers: five columns of ``games``.

``seed_chosen`` (the host chose the seed, so it is shown to everyone), ``host_hash`` (the
SHA-256 of the host's token), ``turn_seconds`` and ``turn_bot`` (the turn timer and the
bot that plays a turn whose time ran out), ``started_at`` (when the last seat was taken).
Games stored before have no host, no timer and a secret seed.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.add_column(
            sa.Column("seed_chosen", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        games.add_column(sa.Column("host_hash", sa.String(64), nullable=True))
        games.add_column(sa.Column("turn_seconds", sa.Integer(), nullable=True))
        games.add_column(sa.Column("turn_bot", sa.String(64), nullable=True))
        games.add_column(sa.Column("started_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        for column in ("started_at", "turn_bot", "turn_seconds", "host_hash", "seed_chosen"):
            games.drop_column(column)
