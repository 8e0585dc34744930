"""Endings: one column of ``games``.

``ending`` is what a finished game's entry in a list needs beyond its header: its result
(``GameState.result().to_json()``) and the seats resigned to bots (``{"result": …,
"resigned": {SEAT: BOT}}``), stored the first time the game is listed
(``GameService.summaries``), so that listing an account's finished games reads them
instead of replaying each one; ``NULL`` until then, and for games that did not finish.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.add_column(sa.Column("ending", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.drop_column("ending")
