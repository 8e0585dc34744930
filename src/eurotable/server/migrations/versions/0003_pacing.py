"""Pacing: two columns of ``games``.

``bot_pace_ms`` (each bot action is pushed at least this long after the table's previous
one, in games with a human seat) and ``grace_seconds`` (how long a bot waits, the player's
undo still offered, after a human passes it the turn; ``NULL``: until the player ends the
turn). Games stored before get the defaults, 700 ms and 3 s.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.add_column(
            sa.Column("bot_pace_ms", sa.Integer(), nullable=False, server_default="700")
        )
        games.add_column(
            sa.Column("grace_seconds", sa.Integer(), nullable=True, server_default="3")
        )
    # The default was for the games stored before; a new game's NULL means "until the
    # player ends the turn", so the column keeps no default (which would replace it).
    with op.batch_alter_table("games") as games:
        games.alter_column("grace_seconds", server_default=None)


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        for column in ("grace_seconds", "bot_pace_ms"):
            games.drop_column(column)
