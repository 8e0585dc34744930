"""Notifications: the outbox, mailed tokens, and each account's settings.

``outbox`` holds one row per message to deliver (``server.outbox``): what the channel is
handed, its kind, account and game, how often it failed and when to try next; sent and
dropped rows stay a day. ``mail_tokens`` holds the SHA-256 of each single-use token
mailed to verify an email or reset a password, with its expiry. Accounts get their
language, whether their email is verified, a webhook URL, the kinds they turned off and
the key their unsubscribe links are signed with. Accounts stored before speak English,
have no verified email (mail goes only to a verified one) and each gets its key now.

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("accounts") as accounts:
        accounts.add_column(
            sa.Column("language", sa.String(8), server_default="en", nullable=False)
        )
        accounts.add_column(
            sa.Column("email_verified", sa.Boolean(), server_default=sa.false(), nullable=False)
        )
        accounts.add_column(sa.Column("webhook_url", sa.String(2000), nullable=True))
        accounts.add_column(sa.Column("notify", sa.JSON(), nullable=True))
        accounts.add_column(sa.Column("notify_key", sa.String(64), nullable=True))
    accounts_table = sa.table("accounts", sa.column("id"), sa.column("notify_key"))
    bind = op.get_bind()
    for (account_id,) in bind.execute(sa.select(accounts_table.c.id)).all():
        key = secrets.token_hex(32)
        change = accounts_table.update().where(accounts_table.c.id == account_id)
        bind.execute(change.values(notify_key=key))
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("dedupe", sa.String(200), nullable=False, unique=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("channel", sa.String(16), nullable=False),
        sa.Column("account_id", sa.String(32), nullable=True),
        sa.Column("game_id", sa.String(32), nullable=True),
        sa.Column("address", sa.String(2000), nullable=False),
        sa.Column("subject", sa.Text(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("link", sa.String(2000), nullable=False),
        sa.Column("unsubscribe", sa.String(2000), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("next_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("dropped", sa.String(200), nullable=True),
    )
    op.create_index("ix_outbox_account_id", "outbox", ["account_id"])
    op.create_index("ix_outbox_next_at", "outbox", ["next_at"])
    op.create_table(
        "mail_tokens",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("purpose", sa.String(16), nullable=False),
        sa.Column("email", sa.String(254), nullable=True),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_mail_tokens_account_id", "mail_tokens", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_mail_tokens_account_id", "mail_tokens")
    op.drop_table("mail_tokens")
    op.drop_index("ix_outbox_next_at", "outbox")
    op.drop_index("ix_outbox_account_id", "outbox")
    op.drop_table("outbox")
    with op.batch_alter_table("accounts") as accounts:
        for column in ("notify_key", "notify", "webhook_url", "email_verified", "language"):
            accounts.drop_column(column)
