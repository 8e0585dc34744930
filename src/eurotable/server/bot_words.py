"""Bots in words, as players read them in the lobby's form and at the table: "Greedy bot",
"Search bot · hard" (never their names in the command line's notation, ``ismcts:hard``)."""

from __future__ import annotations

from eurotable.i18n import N_, _, tr

LEVEL_NAMES = {
    # TRANSLATORS: the strength of the searching (ISMCTS) bot ("Search bot · easy").
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}


def bot_label(bot: str) -> str:
    """A bot in words, in the current language: ``greedy`` → "Greedy bot", ``ismcts:hard``
    → "Search bot · hard" (a bot of the command line only: its name)."""
    if bot == "random":
        return _("Random bot")
    if bot == "greedy":
        return _("Greedy bot")
    kind, _colon, level = bot.partition(":")
    if kind == "ismcts" and level in LEVEL_NAMES:
        return _("Search bot · {level}", level=tr(LEVEL_NAMES[level]))
    return bot
