"""Chat at the table: the ``chat`` table and the ``spectator_chat`` option of ``games``.

Each message is one row: its game, its number in the game (``seq``, from 1), when it was
said, its channel (``players`` or ``spectators``), the seat that said it (``NULL`` for a
spectator), the name shown with it, and its text, or with ``phrase`` the id of a quick
phrase (shown in each reader's language). ``games.spectator_chat`` says what spectators
may do: ``none``, ``own`` (talk among themselves; the default, and the option of games
stored before) or ``players`` (also read the players' channel, never write to it).

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.add_column(
            sa.Column("spectator_chat", sa.String(16), nullable=False, server_default="own")
        )
    op.create_table(
        "chat",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("channel", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("name", sa.String(64), nullable=True),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("phrase", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    op.drop_table("chat")
    with op.batch_alter_table("games") as games:
        games.drop_column("spectator_chat")
