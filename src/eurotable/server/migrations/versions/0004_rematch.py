"""Rematch: one column of ``games``.

``rematch`` is the id of the game made as this finished game's rematch (the same game,
options, seats, pacing and timer, a new seed), ``NULL`` while it has none. A game has at
most one rematch; games stored before have none.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.add_column(sa.Column("rematch", sa.String(32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.drop_column("rematch")
