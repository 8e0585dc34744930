"""Accounts: ``accounts``, ``sessions``, and the account a seat is bound to.

An account has a name (unique as case-folded: ``name_key``), an Argon2id password hash
and an optional email. A session is a signed-in browser: the SHA-256 of its cookie (the
cookie itself is never stored), its account and the token its writes carry. A seat bound
to an account (``seats.account_id``) is played by whoever is signed in to it, on any
device; games stored before have no bound seat.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("name_key", sa.String(64), nullable=False, unique=True),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("email", sa.String(254), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "sessions",
        sa.Column("id_hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("csrf", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_sessions_account_id", "sessions", ["account_id"])
    with op.batch_alter_table("seats") as seats:
        seats.add_column(sa.Column("account_id", sa.String(32), nullable=True))
        seats.create_foreign_key("fk_seats_account_id", "accounts", ["account_id"], ["id"])
        seats.create_index("ix_seats_account_id", ["account_id"])


def downgrade() -> None:
    with op.batch_alter_table("seats") as seats:
        seats.drop_index("ix_seats_account_id")
        seats.drop_constraint("fk_seats_account_id", type_="foreignkey")
        seats.drop_column("account_id")
    op.drop_index("ix_sessions_account_id", "sessions")
    op.drop_table("sessions")
    op.drop_table("accounts")
