"""End-bonus cards and what each seat knows of them (rulebook: KARTY CÍLOVÝCH BONUSŮ).

Ten cards are shuffled, two go back to the box unseen and eight form a face-down deck.
Whoever may take a card looks through the whole deck and keeps one face down, or takes
ten points instead. Cards held are face down until the final scoring.

The state keeps where each card is and a log of every look, card taken and ten points
taken (who and when are public; which card was taken only its taker knows). A seat's
knowledge is replayed from the log: at first every card lies in one *group* of cards the
seat cannot tell apart. When the seat looks through the deck, the deck's cards become a
group of their own (it knows exactly what the deck holds; later draws by others come out
of that group); the cards it takes are known to it; at the final scoring every hand is
known. Each group fills a known set of *slots* (removed, the deck, a particular draw of
another seat) in an arrangement the seat cannot tell, so any arrangement that keeps each
card in its group is consistent with all it saw: the sampler draws one at random.
"""

from __future__ import annotations

import random
from typing import Any, Final

from eurotable.games.russian_railroads.data import (
    BONUS_CARDS,
    BONUS_IDS,
    BONUS_INSTEAD,
    BONUS_REMOVED,
)
from eurotable.games.russian_railroads.state import S_OVER, SC_TEN, RussianRailroadsState

REMOVED: Final = -2
DECK: Final = -1
_PLACES: Final = {REMOVED: "removed", DECK: "deck"}
LOOK, TAKE, POINTS = range(3)
KINDS: Final = ("look", "take", "points")
_CARDS: Final = len(BONUS_CARDS)


def event(seat: int, kind: int, card: int = -1) -> int:
    """One log entry as a single integer."""
    return seat * 64 + kind * 16 + card + 1


def decode(entry: int) -> tuple[int, int, int]:
    """(seat, kind, card) of a log entry (card -1 when none)."""
    seat, rest = divmod(entry, 64)
    kind, card = divmod(rest, 16)
    return seat, kind, card - 1


def deal(state: RussianRailroadsState) -> None:
    """Shuffle the ten cards with the ``bonus`` stream; two are removed unseen."""
    cards = list(range(_CARDS))
    state.streams["bonus"].shuffle(cards)
    state.bonus_where = [DECK] * _CARDS
    for card in cards[:BONUS_REMOVED]:
        state.bonus_where[card] = REMOVED
    state.bonus_log = []


def deck(state: RussianRailroadsState) -> list[int]:
    return [card for card, where in enumerate(state.bonus_where) if where == DECK]


def hand(state: RussianRailroadsState, seat: int) -> list[int]:
    return [card for card, where in enumerate(state.bonus_where) if where == seat]


def look(state: RussianRailroadsState, seat: int) -> None:
    """``seat`` looks through the deck (once for each choice it is offered)."""
    if state.bonus_log and state.bonus_log[-1] == event(seat, LOOK):
        return
    state.bonus_log.append(event(seat, LOOK))
    state.emit("deck-seen", seat, cards=state.bonus_where.count(DECK))


def take(state: RussianRailroadsState, seat: int, card: int) -> None:
    state.bonus_where[card] = seat
    state.bonus_log.append(event(seat, TAKE, card))
    state.emit("end-bonus-card", seat)
    state.emit_private("end-bonus-card-kept", seat, card=card)


def take_points(state: RussianRailroadsState, seat: int) -> None:
    state.seats[seat].score[SC_TEN] += BONUS_INSTEAD
    state.bonus_log.append(event(seat, POINTS))
    state.emit("end-bonus-points", seat, points=BONUS_INSTEAD)


def knowledge(where: list[int], log: list[int], seat: int, over: bool) -> list[int]:
    """For each card, the group ``seat`` cannot tell it apart within (-1: known)."""
    group = [0] * _CARDS
    in_deck = {card for card in range(_CARDS) if where[card] != REMOVED}
    current = fresh = 0
    for entry in log:
        who, kind, card = decode(entry)
        if kind == TAKE:
            in_deck.discard(card)
            if who == seat:
                group[card] = -1
        elif (
            kind == LOOK
            and who == seat
            and in_deck
            and any(group[c] == current and c not in in_deck for c in range(_CARDS))
        ):
            fresh += 1
            current = fresh
            for c in in_deck:
                group[c] = current
    if over:
        for card in range(_CARDS):
            if where[card] >= 0:
                group[card] = -1
    return group


def learnt(before: RussianRailroadsState, after: RussianRailroadsState) -> bool:
    """Whether some seat knows more of the cards in ``after`` than in ``before``: a look
    through the deck that tells the looker something new (its cards become a fresh group:
    ``knowledge`` numbers groups in the order they appear, and only the looker's own
    takes otherwise change its groups, to known), or the hands shown at the final
    scoring."""
    if after.step == S_OVER:
        return before.step != S_OVER
    return any(
        max(knowledge(after.bonus_where, after.bonus_log, seat, False))
        > max(knowledge(before.bonus_where, before.bonus_log, seat, False))
        for seat in range(before.players)
    )


Slot = tuple[int, int]
"""Where a hidden card may be: (REMOVED, 0), (DECK, 0) or (seat, index of its draw)."""


def slots(log: list[int], seat: int, over: bool, removed: int, cards: int) -> list[list[Slot]]:
    """The slots of each of ``seat``'s groups (by group number), replayed from who looked
    and who drew when, without knowing which cards were drawn. Once the game is over the
    hands are shown, so other seats' draws are no slots any more (but they still split
    the groups as ``knowledge`` does)."""
    groups: list[list[Slot]] = [[(REMOVED, 0)] * removed + [(DECK, 0)] * (cards - removed)]
    current = 0
    in_deck = cards - removed
    for index, entry in enumerate(log):
        who, kind, _ = decode(entry)
        if kind == TAKE:
            groups[current].remove((DECK, 0))
            in_deck -= 1
            if who != seat:
                groups[current].append((who, index))
        elif kind == LOOK and who == seat and in_deck:
            rest = [slot for slot in groups[current] if slot != (DECK, 0)]
            if rest:
                groups[current] = rest
                groups.append([(DECK, 0)] * in_deck)
                current = len(groups) - 1
    if over:
        return [[slot for slot in group if slot[0] < 0] for group in groups]
    return groups


def view(state: RussianRailroadsState, seat: int, over: bool) -> dict[str, Any]:
    """What ``seat`` knows of the end-bonus cards (part of its observation)."""
    where, log = state.bonus_where, state.bonus_log
    group = knowledge(where, log, seat, over)
    groups = []
    for number in sorted(set(group) - {-1}):
        cards = [c for c in range(_CARDS) if group[c] == number]
        places: dict[str, int] = {}
        for card in cards:
            name = _PLACES.get(where[card], f"seat {where[card]}")
            places[name] = places.get(name, 0) + 1
        groups.append(
            {
                "group": number,
                "cards": [BONUS_IDS[c] for c in cards],
                "places": dict(sorted(places.items())),
            }
        )
    entries = []
    for entry in log:
        who, kind, card = decode(entry)
        shown = kind == TAKE and who == seat
        entries.append(
            {"seat": who, "kind": KINDS[kind], "card": BONUS_IDS[card] if shown else None}
        )
    hands = [[BONUS_IDS[c] for c in hand(state, s)] for s in range(state.players)]
    return {
        "deck": where.count(DECK),
        "removed": where.count(REMOVED),
        "held": [where.count(s) for s in range(state.players)],
        "mine": hands[seat],
        "shown": hands if over else None,
        "log": entries,
        "unknown": groups,
    }


def rebuild(
    known: dict[str, Any], seat: int, players: int, over: bool, rng: random.Random
) -> tuple[list[int], list[int]]:
    """Places and log consistent with ``seat``'s view (``view``), hidden cards drawn at
    random within their groups. Raises ``ValueError`` when the view is inconsistent."""
    log = []
    for entry in known["log"]:
        who, kind = entry["seat"], KINDS.index(entry["kind"])
        card = BONUS_IDS.index(entry["card"]) if entry["card"] is not None else -1
        log.append(event(who, kind, card))
    where = [DECK] * _CARDS
    for name in known["mine"]:  # (a name of its own: ``card`` holds numbers)
        where[BONUS_IDS.index(name)] = seat
    if over:
        for other, cards in enumerate(known["shown"]):
            if other == seat:
                continue
            draws = [i for i, e in enumerate(log) if decode(e)[:2] == (other, TAKE)]
            ids = [BONUS_IDS.index(c) for c in cards]
            if len(ids) != len(draws):
                raise ValueError("a shown hand does not match its draws")
            rng.shuffle(ids)  # which draw brought which card stays unknown
            for index, card in zip(draws, ids, strict=True):
                where[card] = other
                log[index] = event(other, TAKE, card)
    groups = slots(log, seat, over, known["removed"], _CARDS)
    members = {group["group"]: group["cards"] for group in known["unknown"]}
    if not set(members) <= set(range(len(groups))):
        raise ValueError("the groups do not match the log")
    for number, places in enumerate(groups):
        cards = [BONUS_IDS.index(c) for c in members.get(number, [])]
        if len(cards) != len(places):
            raise ValueError("a group does not fill its places")
        rng.shuffle(cards)
        for (holder, index), card in zip(places, cards, strict=True):
            where[card] = holder
            if holder >= 0:
                log[index] = event(holder, TAKE, card)
    if any(w >= players for w in where):
        raise ValueError("a card held by a seat not in the game")
    return where, log


def swap_hidden(state: RussianRailroadsState, seat: int) -> bool:
    """Swap two cards of one of ``seat``'s groups that lie in different places (a secret
    for the harness); False when every group's cards lie in one kind of place."""
    group = knowledge(state.bonus_where, state.bonus_log, seat, state.step == S_OVER)
    for number in sorted(set(group) - {-1}):
        cards = [c for c in range(_CARDS) if group[c] == number]
        for other in cards[1:]:
            if state.bonus_where[other] != state.bonus_where[cards[0]]:
                _swap(state, cards[0], other)
                return True
    return False


def _swap(state: RussianRailroadsState, a: int, b: int) -> None:
    where = state.bonus_where
    where[a], where[b] = where[b], where[a]
    for index, entry in enumerate(state.bonus_log):
        who, kind, card = decode(entry)
        if kind == TAKE and card in (a, b):
            state.bonus_log[index] = event(who, kind, b if card == a else a)
