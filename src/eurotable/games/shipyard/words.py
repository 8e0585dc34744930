"""Shipyard's words for people, in both editions: pieces, goods, colours, officials,
directions, action tiles and ship parts, translated.

Each word is a gettext message (``eurotable.i18n``) in the forms the sentences need, keyed
by the English name the data files use as an id (``captain``, ``coal``, ``red``). The 2nd
edition's action tiles and goods tiles are the 1st edition's action cards and freight
trains; sentences that name them have a message per edition. Nothing here is used while
bots play.
"""

from __future__ import annotations

from typing import Final

from eurotable.i18n import N_, Nn_, Plural, np_, p_, tr

# TRANSLATORS: Shipyard's pieces (crew, equipment, ship features) alone, as labels
# ("one more captain from the crew wheel", "stock: 2 captain").
_PIECE: Final[dict[str, str]] = {
    "captain": N_("captain"),
    "businessman": N_("businessman"),
    "soldier": N_("soldier"),
    "stoker": N_("stoker"),
    "propeller": N_("propeller"),
    "chimney": N_("chimney"),
    "sail": N_("sail"),
    "cannon": N_("cannon"),
    "crane": N_("crane"),
    "lifebuoy": N_("lifebuoy"),
    "lifeboat": N_("lifeboat"),
    "lantern": N_("lantern"),
    "officer": N_("officer"),
}
# TRANSLATORS: a piece with its article, as the object of a verb ("Take a captain from the
# crew wheel", "Put a sail from your stock on the ship", "ship carrying a lantern").
_A_PIECE: Final[dict[str, str]] = {
    "captain": N_("a captain"),
    "businessman": N_("a businessman"),
    "soldier": N_("a soldier"),
    "stoker": N_("a stoker"),
    "propeller": N_("a propeller"),
    "chimney": N_("a chimney"),
    "sail": N_("a sail"),
    "cannon": N_("a cannon"),
    "crane": N_("a crane"),
    "lifebuoy": N_("a lifebuoy"),
    "lifeboat": N_("a lifeboat"),
    "lantern": N_("a lantern"),
    "officer": N_("an officer"),
}
# TRANSLATORS: pieces in the plural, without a number ("pair of sails", "lanterns on your
# fleet").
_PIECES: Final[dict[str, str]] = {
    "captain": N_("captains"),
    "businessman": N_("businessmen"),
    "soldier": N_("soldiers"),
    "stoker": N_("stokers"),
    "propeller": N_("propellers"),
    "chimney": N_("chimneys"),
    "sail": N_("sails"),
    "cannon": N_("cannons"),
    "crane": N_("cranes"),
    "lifebuoy": N_("lifebuoys"),
    "lifeboat": N_("lifeboats"),
    "lantern": N_("lanterns"),
    "officer": N_("officers"),
}
# TRANSLATORS: a number of pieces ("2 captains" in a player's stock).
_COUNTED: Final[dict[str, Plural]] = {
    "captain": Nn_("{n} captain", "{n} captains"),
    "businessman": Nn_("{n} businessman", "{n} businessmen"),
    "soldier": Nn_("{n} soldier", "{n} soldiers"),
    "stoker": Nn_("{n} stoker", "{n} stokers"),
    "propeller": Nn_("{n} propeller", "{n} propellers"),
    "chimney": Nn_("{n} chimney", "{n} chimneys"),
    "sail": Nn_("{n} sail", "{n} sails"),
    "cannon": Nn_("{n} cannon", "{n} cannons"),
    "crane": Nn_("{n} crane", "{n} cranes"),
}
# TRANSLATORS: what a builder employee lets each ship carry ("each ship carries 2 more
# sails").
_MORE: Final[dict[str, Plural]] = {
    "captain": Nn_("{n} more captain", "{n} more captains"),
    "businessman": Nn_("{n} more businessman", "{n} more businessmen"),
    "soldier": Nn_("{n} more soldier", "{n} more soldiers"),
    "stoker": Nn_("{n} more stoker", "{n} more stokers"),
    "propeller": Nn_("{n} more propeller", "{n} more propellers"),
    "chimney": Nn_("{n} more chimney", "{n} more chimneys"),
    "sail": Nn_("{n} more sail", "{n} more sails"),
    "cannon": Nn_("{n} more cannon", "{n} more cannons"),
    "crane": Nn_("{n} more crane", "{n} more cranes"),
}
# TRANSLATORS: Shipyard's goods (coal, cloth and wheat; the 1st edition's iron and gold).
_GOODS: Final[dict[str, str]] = {
    "coal": N_("coal"),
    "cloth": N_("cloth"),
    "wheat": N_("wheat"),
    "iron": N_("iron"),
    "gold": N_("gold"),
}


def piece(name: str) -> str:
    """A piece alone: ``captain``."""
    return tr(_PIECE[name])


def a_piece(name: str) -> str:
    """A piece with its article: ``a captain``, ``an officer``."""
    return tr(_A_PIECE[name])


def pieces(name: str) -> str:
    """Pieces in the plural: ``sails``, ``businessmen``."""
    return tr(_PIECES[name])


def counted(name: str, n: int) -> str:
    """A number of pieces: ``1 captain``, ``2 businessmen``."""
    return np_(_COUNTED[name], n)


def more(name: str, n: int) -> str:
    """``2 more sails``."""
    return np_(_MORE[name], n)


def good(name: str) -> str:
    """A good: ``coal``."""
    return tr(_GOODS[name])


def contract_colour(name: str) -> dict[str, str]:
    """A contract colour's forms as parameters: ``colour`` (``red``), ``contract``
    (``red contract``), ``a_contract`` (``a red contract``)."""
    colours = {
        # TRANSLATORS: a contract colour alone, as a label ("Contracts: 2 red").
        "red": p_("contract", "red"),
        "blue": p_("contract", "blue"),
        "green": p_("contract", "green"),
    }
    singular = {
        "red": N_("red contract"),
        "blue": N_("blue contract"),
        "green": N_("green contract"),
    }
    with_article = {
        "red": N_("a red contract"),
        "blue": N_("a blue contract"),
        "green": N_("a green contract"),
    }
    return {
        "colour": colours[name],
        "contract": tr(singular[name]),
        "a_contract": tr(with_article[name]),
    }


_CONTRACTS_COUNTED: Final = {
    "red": Nn_("{n} red contract", "{n} red contracts"),
    "blue": Nn_("{n} blue contract", "{n} blue contracts"),
    "green": Nn_("{n} green contract", "{n} green contracts"),
}


def contracts_counted(name: str, n: int) -> str:
    """``2 red contracts``."""
    return np_(_CONTRACTS_COUNTED[name], n)


CONTRACT_LABELS: Final[dict[str, str]] = {
    "red": N_("Red contracts"),
    "blue": N_("Blue contracts"),
    "green": N_("Green contracts"),
}
"""The score categories of the contracts (``components.score_labels``)."""


def employee_colour(name: str) -> str:
    """An employee's colour (``blue``), as it qualifies employees."""
    colours = {
        # TRANSLATORS: an employee's colour, qualifying employees ("2 VP per blue or red
        # employee", "pair of grey or green employees").
        "blue": p_("employee", "blue"),
        "green": p_("employee", "green"),
        "grey": p_("employee", "grey"),
        "red": p_("employee", "red"),
        "yellow": p_("employee", "yellow"),
    }
    return colours[name]


_EMPLOYEE_KINDS: Final[dict[str, str]] = {
    # TRANSLATORS: the kinds of employees, as the rulebook's appendix names them.
    "accountant": N_("accountant"),
    "builder": N_("builder"),
    "engineer": N_("engineer"),
    "foreman": N_("foreman"),
    "helmsman": N_("helmsman"),
    "recruiter": N_("recruiter"),
    "rigger": N_("rigger"),
    "trader": N_("trader"),
}


def employee_kind(name: str) -> str:
    """An employee's kind: ``recruiter``."""
    return tr(_EMPLOYEE_KINDS[name])


def ltr(text: str) -> str:
    """``text`` isolated left to right (Unicode's LRI … PDI), so that a mark of Latin
    letters or signs (``II``, ``+2``) reads whole in a right-to-left sentence, as the
    board's contract scales are isolated."""
    return f"\u2066{text}\u2069"


def official(icon: str) -> dict[str, str]:
    """A canal space's official (or Blue Riband) as parameters: ``a_official``
    (``a military official``) and ``the_official`` (``the military official``)."""
    a = {
        # TRANSLATORS: the officials on canal spaces, with their article.
        "military": N_("a military official"),
        "trade": N_("a trade official"),
        "lantern": N_("a lantern official"),
        "lifeboat": N_("a lifeboat official"),
        "lifebuoy": N_("a lifebuoy official"),
        "riband": N_("a Blue Riband"),
    }
    the = {
        "military": N_("the military official"),
        "trade": N_("the trade official"),
        "lantern": N_("the lantern official"),
        "lifeboat": N_("the lifeboat official"),
        "lifebuoy": N_("the lifebuoy official"),
        "riband": N_("the Blue Riband"),
    }
    return {"a_official": tr(a[icon]), "the_official": tr(the[icon])}


def direction(side: int) -> str:
    """A side of a canal tile, north, east, south or west (0–3)."""
    # TRANSLATORS: a side of a canal tile ("the north space", "open to the north").
    return (
        p_("side", "north"),
        p_("side", "east"),
        p_("side", "south"),
        p_("side", "west"),
    )[side]


_TURNS: Final = (
    N_("as printed"),
    N_("turned a quarter turn clockwise"),
    N_("turned half a turn"),
    N_("turned a quarter turn anticlockwise"),
)


def turn(rotation: int) -> str:
    """How a canal tile is turned (0–3)."""
    return tr(_TURNS[rotation])


_ORDINALS: Final = (
    # TRANSLATORS: a slot of the shipyard, a place of a display or a player's goods
    # tiles, counted from the left ("the sixth slot"), or the order of a player's canals.
    N_("first"),
    N_("second"),
    N_("third"),
    N_("fourth"),
    N_("fifth"),
    N_("sixth"),
    N_("seventh"),
    N_("eighth"),
    N_("ninth"),
    N_("tenth"),
    N_("eleventh"),
    N_("twelfth"),
    N_("thirteenth"),
    N_("fourteenth"),
)


def ordinal(index: int) -> str:
    """``first`` … ``fourteenth`` for 0 … 13 (the number beyond: no display, hand or
    shipyard holds more)."""
    return tr(_ORDINALS[index]) if index < len(_ORDINALS) else str(index + 1)


ACTION_NAMES: Final[dict[str, str]] = {
    # TRANSLATORS: the action tiles (cards) under their rulebook names.
    "build": N_("Build ships"),
    "canal": N_("Rent a canal"),
    "goods": N_("Purchase goods"),
    "equipment": N_("Manufacture equipment"),
    "crew": N_("Recruit crew"),
    "employee": N_("Hire an employee"),
    "exchange": N_("Exchange goods"),
    "subsidy": N_("Subsidy"),
}
"""The action tiles under their rulebook names (Stavba lodí, Pronájem kanálu, …)."""


def action_name(action: str) -> str:
    """An action tile's name: ``Recruit crew``."""
    return tr(ACTION_NAMES[action])


def action_short(action: str) -> str:
    """An action tile as the log names it, in one word where it can: ``crew``."""
    names = {
        # TRANSLATORS: an action tile as the log names it ("Ann chooses crew").
        "build": p_("action", "build"),
        "canal": p_("action", "canal"),
        "goods": p_("action", "goods"),
        "equipment": p_("action", "equipment"),
        "crew": p_("action", "crew"),
        "employee": p_("action", "employee"),
        "exchange": p_("action", "exchange"),
        "subsidy": p_("action", "subsidy"),
        "last": p_("action", "last tile"),
    }
    return names[action]


def wheel(name: str) -> str:
    """A wheel of the board: ``crew``, ``equipment``, ``employee``."""
    names = {
        # TRANSLATORS: a wheel of the board ("the crew marker", "the crew wheel").
        "crew": p_("wheel", "crew"),
        "equipment": p_("wheel", "equipment"),
        "employee": p_("wheel", "employee"),
    }
    return names[name]


_KINDS: Final = {
    # TRANSLATORS: ship tiles by kind, as a shipyard slot or a list names them ("Buy the
    # stern tile (1 cabin) for 1 guilder").
    "bow": N_("bow tile"),
    "middle": N_("middle tile"),
    "stern": N_("stern tile"),
}
_PRINTED: Final = {
    # TRANSLATORS: a ship tile by kind with what is printed on it, as the board draws it
    # ("Ann buys the stern tile (1 cabin and 1 stoker cabin) for 1 guilder").
    "bow": N_("bow tile ({features})"),
    "middle": N_("middle tile ({features})"),
    "stern": N_("stern tile ({features})"),
}
_STAND_INS: Final = {
    "bow": N_("stand-in bow tile"),
    "middle": N_("stand-in middle tile"),
    "stern": N_("stand-in stern tile"),
}


def ship_kind(kind: str) -> str:
    """``stern tile``."""
    return tr(_KINDS[kind])


def ship_tile(kind: str, features: str | None) -> str:
    """``stern tile (1 cabin and 1 stoker cabin)`` by what is printed on it, or
    ``stand-in stern tile`` for a featureless stand-in (``features`` None)."""
    if features is None:
        return tr(_STAND_INS[kind])
    return tr(_PRINTED[kind], features=features)


def solo_result(name: str) -> str:
    """A solo result's name (the rulebook's table)."""
    names = {
        # TRANSLATORS: the solo game's results, from the rulebook's table.
        "beginner": p_("solo result", "beginner"),
        "solid": p_("solo result", "solid"),
        "excellent": p_("solo result", "excellent"),
    }
    return names.get(name, name)
