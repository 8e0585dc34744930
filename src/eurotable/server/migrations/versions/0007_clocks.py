"""Clocks: one column of ``games``.

``clock`` is the game's live clock (``server.clocks``): its control, what happens when a
player's time runs out, and each seat's remaining time, updated in the transaction that
stores each move; ``NULL`` for games without one. Games stored before keep their turn
timer (``turn_seconds``, ``turn_bot``) as it was: the per-move control, unchanged.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.add_column(sa.Column("clock", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.drop_column("clock")
