"""Log lines, prompts and action sentences name components as the board draws them: a
canal by its channels and officials, a goods tile (freight train) by its goods, an employee
by its kind and what its card shows, a ship tile by its kind and what is printed on it,
a contract by its colour; never by the id, which nothing on the board shows (issue 47,
item 6). The ids stay in the events' data and the notation."""

from __future__ import annotations

import random
import re

import pytest

from eurotable.core.events import Event
from eurotable.games import get
from eurotable.games.shipyard.data import EDITIONS, Edition
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.sentences import canal_look, ship_look
from eurotable.i18n import speaking

SPEC = get("shipyard")
NAMES = ["Ann", "Bob", "Cid", "Dee"]
GAMES = (
    (2, "second", 11),
    (4, "second", 12),
    (1, "second", 13),
    (3, "first", 14),
    (2, "first", 15),
)
"""Seeded whole games: each edition, and the solo game."""


def _ids(ed: Edition) -> set[str]:
    """Every component id of an edition's data (ship tiles with the stand-ins, canals,
    goods tiles, employees, contracts)."""
    return {
        *(tile.id for tile in ed.ships),
        *(canal.id for canal in ed.canals),
        *(tile.id for tile in ed.goods_tiles),
        *(employee.id for employee in ed.employees),
        *(contract.id for contract in ed.contracts),
    }


def _pattern(ed: Edition) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(i) for i in sorted(_ids(ed), key=len, reverse=True)))


def _played(players: int, edition: str, seed: int) -> tuple[Shipyard, list[str]]:
    """A seeded game played to its end, with the sentences made on the way: at each
    decision the prompt and each legal action's sentence (actions chosen at random, taking
    a bonus action, passing or sailing early only now and then so that every action comes
    up)."""
    state = SPEC.new_game(players, {"edition": edition}, seed)
    assert isinstance(state, Shipyard)
    rng = random.Random(seed)
    names = NAMES[:players]
    texts = []
    while not state.is_over:
        legal = list(state.legal_actions())
        texts.append(SPEC.prompt(state, names))
        texts += [SPEC.describe_action(state, action, names) for action in legal]
        busy = [a for a in legal if str(a).split()[0] not in ("pass", "bonus", "ready")]
        state.apply(rng.choice(busy if busy and rng.random() < 0.9 else legal))
    return state, texts


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_no_log_line_or_sentence_of_a_whole_game_names_a_component_id(
    players: int, edition: str, seed: int
) -> None:
    pattern = _pattern(EDITIONS[edition])
    names = NAMES[:players]
    kinds: set[str] = set()
    with speaking("en"):
        state, texts = _played(players, edition, seed)
        for text in texts:
            assert not pattern.search(text), text
        for event in state.events or []:
            line = SPEC.describe(event, names)
            kinds.add(event.kind)
            assert not pattern.search(line), (event.kind, event.data, line)
    # The lines that used to name ids came up in the game.
    assert {"buy-goods", "hire", "buy-tile", "place-tile", "rent-canal", "place-canal"} <= kinds
    if players == 1:
        assert "automaton-removes" in kinds


def test_both_editions_draw_their_shared_canals_ship_tiles_and_employees_alike() -> None:
    """The log looks canals, ship tiles and employees up by id in either edition's data
    (an event does not say the edition): they must look the same in both."""
    first, second = EDITIONS["first"], EDITIONS["second"]
    assert first.canals == second.canals
    assert first.ships == second.ships
    shared = {e.id for e in first.employees} & {e.id for e in second.employees}
    for employee_id in shared:
        a = first.employees[first.employee_index(employee_id)]
        b = second.employees[second.employee_index(employee_id)]
        assert (a.kind, a.recruit, a.manufacture, a.trade, a.level, a.carry, a.carry_count) == (
            b.kind,
            b.recruit,
            b.manufacture,
            b.trade,
            b.level,
            b.carry,
            b.carry_count,
        )
    assert not {t.id for t in first.goods_tiles} & {t.id for t in second.goods_tiles}


def _line(kind: str, **data: object) -> str:
    with speaking("en"):
        return SPEC.describe(Event(kind, 0, dict(data)), ["Ann", "Bob"])


def test_a_canal_is_named_by_its_channels_and_officials() -> None:
    # C22: four ends, a Blue Riband on the west space and a trade official in the centre;
    # C04: a corner, a trade official inside and a Blue Riband on the east end.
    assert _line("rent-canal", canal="C22", cost=2) == (
        "Ann rents the cross-shaped canal (a Blue Riband and a trade official) for 2 guilders"
    )
    assert _line("canal-used", canal="C22", discarded=["C04"]) == (
        "Ann uses the cross-shaped canal (a Blue Riband and a trade official); "
        "cut off: bent canal (a trade official and a Blue Riband)"
    )
    assert _line("place-canal", canal="C02", x=0, y=0, rotation=1) == (
        "Ann lays the straight canal (a military official and a trade official), "
        "turned a quarter turn clockwise"
    )
    assert _line("token-placed", canal="C01", space="n") == (
        "Ann's ship token goes on the T-shaped canal (a military official and a trade official)"
    )


def test_a_goods_tile_is_named_by_its_goods_in_its_editions_word() -> None:
    assert _line("buy-goods", tile="G05", cost=0) == (
        "Ann buys the goods tile (coal, coal and coal) for free"
    )
    assert _line("trade-tile", tile="T01") == (
        "Ann exchanges the freight train (coal, coal and coal)"
    )


def test_the_exchange_cube_moves_to_the_prices_the_board_prints() -> None:
    assert EDITIONS["first"].exchange_prices == EDITIONS["second"].exchange_prices
    prices = EDITIONS["second"].exchange_prices[2]
    assert prices == (3, 2, 1)
    assert _line("exchange-cube", position=2) == (
        "The exchange cube moves on to the prices \u20663/2/1\u2069"
    )


def test_an_employee_is_named_by_what_its_card_shows() -> None:
    hire = {"steps": 1, "cost": 1}
    assert _line("hire", employee="REC-CAP", employee_kind="recruiter", **hire) == (
        "Ann hires the recruiter (captain) for 1 guilder"
    )
    # The trader's level is a mark of Latin letters: isolated for right-to-left sentences.
    assert _line("hire", employee="TRA-CLOTH-2", employee_kind="trader", **hire) == (
        "Ann hires the trader (cloth \u2066II\u2069) for 1 guilder"
    )
    assert _line("hire", employee="BLD-SAIL", employee_kind="builder", **hire) == (
        "Ann hires the builder (sail \u2066+2\u2069) for 1 guilder"
    )
    assert _line("hire", employee="HELMSMAN", employee_kind="helmsman", **hire) == (
        "Ann hires the helmsman for 1 guilder"
    )


def test_a_ship_tile_is_named_by_its_kind_and_what_is_printed_on_it() -> None:
    # S01: a cabin and the drive's mount (a stoker cabin, a propeller place in the 1st
    # edition: an event does not tell the edition, so the line names the mount for both).
    tile = {"tile": "S01", "tile_kind": "stern", "stand_in": False}
    assert _line("buy-tile", position=0, cost=1, **tile) == (
        "Ann buys the stern tile (1 cabin and 1 drive mount) for 1 guilder"
    )
    assert _line("place-tile", slot=2, **tile) == (
        "Ann puts the stern tile (1 cabin and 1 drive mount) in the third slot of the shipyard"
    )
    stand_in = {"tile": "virtual-bow", "tile_kind": "bow", "stand_in": True}
    assert _line("buy-tile", position=0, cost=0, **stand_in) == (
        "Ann buys the stand-in bow tile for free"
    )


def test_the_prompts_name_the_edition_word_for_the_drive_and_the_display_canal() -> None:
    with speaking("en"):
        state = SPEC.new_game(2, {"edition": "first"}, 3)
        assert isinstance(state, Shipyard)
        ed = state.ed
        stern = next(t for t in ed.ships[: ed.real_ships] if t.drive_mounts and t.kind == 2)
        assert "propeller place" in ship_look(ed, stern, False)
        assert "stoker cabin" in ship_look(EDITIONS["second"], stern, False)
        assert canal_look(ed.canals[ed.canal_index("C13")]) == (
            "cross-shaped canal (a Blue Riband and a lantern official)"
        )
