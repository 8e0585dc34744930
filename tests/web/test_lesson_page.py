"""The Puerto Rico lesson in headless Chromium, played as a newcomer would: from the
lobby's "Learn to play", by clicking what the lesson points at, "Next" where a step
only explains, one deliberate wrong click that is explained and not played, and a
reload midway that goes on from the same step (docs/web.md, "Tutorials")."""

from __future__ import annotations

import json

from playwright.sync_api import Page, Route, expect

from eurotable import lessons

from .play import FULL_SPEED, console_errors, index, no_sideways_scroll, screenshot

PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1280, "height": 900}
LESSON = lessons.load("puerto-rico")


def _at_full_speed(page: Page) -> None:
    """The lesson's game made at full speed (the lesson's own pace is 0.7 s a bot move)."""

    def faster(route: Route) -> None:
        body = json.loads(route.request.post_data or "{}")
        if route.request.method == "POST" and "lesson" in body:
            route.continue_(post_data=json.dumps({**body, "pacing": FULL_SPEED}))
        else:
            route.continue_()

    page.route("**/api/games", faster)


def _shown(page: Page, step: lessons.Step) -> None:
    expect(page.locator(f'.lesson .lesson-say[data-step="{step.id}"]')).to_be_visible()


def _play_step(page: Page, step: lessons.Step) -> None:
    """Do what the step asks, as its words and its highlight say."""
    if not step.acts:
        if step.area:  # what the words are about is outlined
            expect(page.locator(".board .lesson-point").first).to_be_visible()
        page.locator(".lesson button.lesson-next").click()
        return
    if step.more or step.free:
        page.wait_for_function("() => document.querySelector('.board [data-action]')")
        page.locator(".board [data-action]").first.click()
        return
    if step.area and "data-arrange" in step.area:  # the mayor: arranged on the board
        place = step.expect[0].split(" ")[1]
        page.locator(f'.pr-own [data-arrange="{place}"]').first.click()
        page.wait_for_function(
            "p => JSON.parse(document.querySelector('.arrange-bar').dataset.placed)[p] === 1",
            arg=place,
        )
        page.locator("button.arrange-confirm").click()
        return
    pointed = page.locator(f'.lesson-point[data-action="{step.point}"]')
    expect(pointed).to_be_visible()
    seen = index(page)
    pointed.click()
    page.wait_for_function("n => document.querySelector('.game').dataset.index > n", arg=seen)


def test_a_newcomer_plays_the_lesson_to_its_end(page: Page, server: str) -> None:
    errors = console_errors(page)
    _at_full_speed(page)
    page.set_viewport_size(WIDE)
    page.goto(f"{server}/")
    page.locator("a.learn-link").first.click()
    page.wait_for_url("**/learn/puerto-rico")
    steps = LESSON.steps
    reload_at = next(i for i, s in enumerate(steps) if s.id == "trader")
    for number, step in enumerate(steps):
        _shown(page, step)
        if step.id == "settler":
            # A wrong click: explained, not played.
            seen = index(page)
            page.locator('[data-action="role mayor"]').click()
            wrong = page.locator(".lesson .lesson-wrong")
            expect(wrong).to_have_text(dict(step.wrong)["role mayor"])
            page.wait_for_timeout(300)
            assert index(page) == seen
            screenshot(page, "lesson-wrong-click-wide")
        if number == reload_at:
            page.reload()
            _shown(page, step)
        _play_step(page, step)
    finished = page.locator(".lesson .lesson-say")
    expect(finished).to_have_text(steps[-1].say)
    expect(page.locator(".lesson a[href='/']")).to_be_visible()
    assert not errors, errors


def test_the_lesson_on_a_phone_in_english_and_in_hebrew(page: Page, server: str) -> None:
    _at_full_speed(page)
    page.set_viewport_size(PHONE)
    page.goto(f"{server}/learn/puerto-rico?lang=en")
    _shown(page, LESSON.steps[0])
    assert no_sideways_scroll(page)
    screenshot(page, "lesson-welcome-phone-en")
    for step in LESSON.steps[:2]:
        _play_step(page, step)
    _shown(page, LESSON.steps[2])
    pointed = page.locator('.lesson-point[data-action="role settler"]')
    expect(pointed).to_be_in_viewport()
    screenshot(page, "lesson-settler-phone-en")
    page.screenshot(path=str(screenshot(page, "lesson-settler-phone-en-window")), full_page=False)
    page.goto(f"{server}/learn/puerto-rico?lang=he")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    _shown(page, LESSON.steps[2])  # the same game, the same step
    assert no_sideways_scroll(page)
    screenshot(page, "lesson-settler-phone-he")
    page.screenshot(path=str(screenshot(page, "lesson-settler-phone-he-window")), full_page=False)
    page.set_viewport_size(WIDE)
    screenshot(page, "lesson-settler-wide-he")
