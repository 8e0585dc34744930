"""Notification settings and a forgotten password in headless Chromium (issue 48), with a
real SMTP server (aiosmtpd) the app sends to: the settings card saves an email (mailed a
verification link) and turns a kind off, on a phone too and right to left; "Forgot
password?" mails a link whose page sets a new password."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller
from playwright.sync_api import Browser, Page, expect

from eurotable.server import create_app
from eurotable.server.app import MailSettings
from mailbox_server import Inbox, body, free_port

from .conftest import serving
from .test_accounts_page import PASSWORD, sign


@pytest.fixture
def mailed(tmp_path: Path) -> Iterator[tuple[str, Inbox]]:
    """A running server that mails through a local aiosmtpd, and what that received."""
    box = Inbox()
    smtp = Controller(box, hostname="127.0.0.1", port=free_port())
    smtp.start()
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    site = f"http://127.0.0.1:{listener.getsockname()[1]}"
    mail = MailSettings(f"smtp://127.0.0.1:{smtp.port}", "table@example.org", site)
    app = create_app(f"sqlite:///{tmp_path / 'web.db'}", mail=mail)
    try:
        with serving(listener, app):
            yield site, box
    finally:
        smtp.stop()


def mailed_link(box: Inbox, address: str, count: int, path: str) -> str:
    found = re.search(rf"(http://\S+{path}\?\S+)", body(box.wait(address, count)))
    assert found, body(box.wait(address, count))
    return found.group(1)


def open_settings(page: Page) -> None:
    page.locator("#account button", has_text="Notifications").click()
    expect(page.locator("form.notifications #notify-email")).to_be_visible()


def test_the_settings_card_saves_an_email_to_verify_and_a_kind_turned_off(
    browser: Browser, mailed: tuple[str, Inbox]
) -> None:
    site, box = mailed
    phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    try:
        page = phone.new_page()
        page.goto(site + "/?lang=he")  # right to left
        page.locator("#account button").nth(1).click()  # "Sign up", in Hebrew
        page.fill("#account-name", "Ann")
        page.fill("#account-password", PASSWORD)
        page.locator("form.account-form.up button[type=submit]").click()
        expect(page.locator("#account .account-name")).to_contain_text("Ann")
        assert page.evaluate("document.documentElement.dir") == "rtl"
        page.locator("#account button").nth(0).click()  # "Notifications"
        card = page.locator("form.notifications")
        expect(card.locator("#notify-email")).to_be_visible()
        card.locator("#notify-email").fill("ann@example.org")
        card.locator("input[name=mail-turn]").uncheck()
        card.locator("button[type=submit]").click()
        expect(card.locator("[role=status]")).to_be_visible()
        expect(card.locator("[data-part=email-state]")).to_be_visible()
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, "the card fits a phone's width"
        link = mailed_link(box, "ann@example.org", 1, "/verify-email")
        page.goto(link)
        assert page.evaluate("document.documentElement.dir") == "rtl"  # Ann's language
        page.locator("button[type=submit]").click()
        expect(page.locator("main p").first).to_be_visible()
        page.goto(site + "/")
        page.locator("#account button").nth(0).click()
        expect(card.locator("input[name=mail-turn]")).not_to_be_checked()
        expect(card.locator("input[name=mail-finished]")).to_be_checked()
        expect(card.locator("#notify-language")).to_have_value("he")
        card.locator("#notify-webhook").fill("ftp://example.org/hook")
        card.locator("button[type=submit]").click()
        expect(card.locator(".error")).to_be_visible()
    finally:
        phone.close()


def test_a_forgotten_password_is_reset_from_the_sign_in_card(
    browser: Browser, mailed: tuple[str, Inbox]
) -> None:
    site, box = mailed
    context = browser.new_context()
    context.set_default_timeout(15_000)
    try:
        page = context.new_page()
        page.goto(site + "/")
        sign(page, "up", "Bea")
        open_settings(page)
        page.fill("#notify-email", "bea@example.org")
        page.locator("form.notifications button[type=submit]").click()
        page.goto(mailed_link(box, "bea@example.org", 1, "/verify-email"))
        page.locator("button[type=submit]").click()
        expect(page.locator("main")).to_contain_text("confirmed")
        page.goto(site + "/")
        page.locator("#account button", has_text="Sign out").click()
        page.locator("#account button", has_text="Sign in").click()
        page.locator("#account button", has_text="Forgot password?").click()
        page.fill("#reset-name", "Bea")
        page.locator("form.forgot button[type=submit]").click()
        expect(page.locator("form.forgot [role=status]")).to_contain_text("on its way")
        page.goto(mailed_link(box, "bea@example.org", 2, "/reset-password"))
        page.fill("input[name=password]", "a fresh new password")
        page.locator("button[type=submit]").click()
        expect(page.locator("main")).to_contain_text("Your password is changed")
        page.goto(site + "/")
        page.locator("#account button", has_text="Sign in").click()
        page.fill("#account-name", "Bea")
        page.fill("#account-password", "a fresh new password")
        page.locator("form.account-form.in button[type=submit]").click()
        expect(page.locator("#account .account-name")).to_contain_text("Bea")
    finally:
        context.close()
