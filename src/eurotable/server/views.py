"""What the server sends: game summaries, and a game as one seat or a spectator sees it.

A seat's view holds only that seat's observation, board and log (``log_for``); a
spectator's holds only public information (``public``), and nothing of a one-seat game's
board, since there every part of it belongs to the one player.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from eurotable.core.game import GameSpec, GameState
from eurotable.core.timeline import Timeline, undone_events
from eurotable.i18n import current, tr
from eurotable.server import pacing
from eurotable.server.bot_words import bot_label
from eurotable.server.clocks import choice_json
from eurotable.server.models import ENDED, RUNNING
from eurotable.server.public import public_observation, public_text
from eurotable.server.store import StoredGame
from eurotable.server.table import BOT_PREFIX, HUMAN, Table, bot_of, default_names, describe

Json = dict[str, Any]


def seats_json(kinds: Sequence[tuple[str, str | None, bool]]) -> list[Json]:
    """Seats as ``{seat, name, bot, bot_label, free, resigned}`` from (kind, name, free)
    triples (``bot_label``: the bot in words; ``resigned`` is set by ``table_summary``)."""
    defaults = default_names([kind for kind, _name, _free in kinds])
    return [
        {
            "seat": seat,
            "name": name or defaults[seat],
            "bot": bot_of(kind),
            "bot_label": _in_words(bot_of(kind)),
            "free": free,
            "resigned": False,
        }
        for seat, (kind, name, free) in enumerate(kinds)
    ]


def _in_words(bot: str | None) -> str | None:
    return None if bot is None else bot_label(bot)


def stored_summary(game: StoredGame, title: str) -> Json:
    """A lobby entry from the database, without replaying the game (a finished game's
    resigned seats once its ending is stored: ``GameService.summaries``)."""
    resigned = {int(seat): bot for seat, bot in (game.ending or {}).get("resigned", {}).items()}
    defaults = default_names([s.kind for s in game.seats])  # as ``Table.names``
    seats = [
        (
            BOT_PREFIX + resigned[n] if n in resigned else s.kind,
            s.name or defaults[n],
            s.kind == HUMAN and s.token_hash is None,
        )
        for n, s in enumerate(game.seats)
    ]
    listed = seats_json(seats)
    for seat in resigned:
        listed[seat]["resigned"] = True
    return {
        "id": game.id,
        "game": game.game,
        "title": title,
        "players": len(game.seats),
        "status": game.status,
        "options": game.options,
        "seats": listed,
        "created": game.created_at.isoformat(),
        "seed": game.seed if game.status in ENDED or game.seed_chosen else None,
        "seed_chosen": game.seed_chosen,
        "turn_timer": timer_json(game.turn_seconds, game.turn_bot),
        "clock": choice_json(game.clock),
        "pacing": pacing_json(game.bot_pace_ms, game.grace_seconds),
        "rematch": game.rematch,
        "spectator_chat": game.spectator_chat,
    }


def table_summary(table: Table) -> Json:
    """The same lobby entry from a game in memory."""
    resigned = table.timeline.resigned
    names = table.names
    seats = [
        (BOT_PREFIX + resigned[n] if n in resigned else s.kind, names[n], s.free)
        for n, s in enumerate(table.seats)
    ]
    listed = seats_json(seats)
    for seat in resigned:
        listed[seat]["resigned"] = True
    return {
        "id": table.id,
        "game": table.spec.name,
        "title": tr(table.spec.title),
        "players": table.players,
        "status": table.status,
        "options": table.options,
        "seats": listed,
        "created": table.created_at.isoformat(),
        "seed": table.seed if table.status in ENDED or table.seed_chosen else None,
        "seed_chosen": table.seed_chosen,
        "turn_timer": timer_json(table.turn_seconds, table.turn_bot),
        "clock": choice_json(table.clock),
        "pacing": pacing_json(table.bot_pace_ms, table.grace_seconds),
        "rematch": table.rematch,
        "spectator_chat": table.spectator_chat,
    }


def timer_json(seconds: int | None, bot: str | None) -> Json | None:
    """A game's turn timer as ``{seconds, bot, bot_label}`` (``None``: no timer;
    ``bot_label``: the bot in words)."""
    if seconds is None:
        return None
    return {"seconds": seconds, "bot": bot, "bot_label": _in_words(bot)}


def pacing_json(bot_ms: int, grace: int | None) -> Json:
    """A game's pacing as ``{bot_ms, grace}`` (grace ``"confirm"``: until the player ends
    the turn), as the creation body gives it."""
    return {"bot_ms": bot_ms, "grace": pacing.UNTIL_CONFIRMED if grace is None else grace}


def focus(table: Table, held: Sequence[int]) -> int | None:
    """The seat whose view a client holding ``held`` seats gets: the seat to move if it
    holds it, else its first seat; ``None`` for a spectator."""
    to_move = table.state.current_player
    if to_move is not None and to_move in held:
        return to_move
    return min(held) if held else None


def eyes(state: GameState, seat: int | None) -> int | None:
    """Whose eyes ``seat`` (``None``: a spectator) sees the game with: its own; a spectator
    of a solo game that is over sees as its one player, whose board and contracts are
    nobody's secret any more (during the game a spectator of a solo game sees the log
    only: the whole board is the player's own)."""
    if seat is None and state.players == 1 and state.is_over:
        return 0
    return seat


def board(
    spec: GameSpec, state: GameState, seat: int | None, names: Sequence[str], text: bool = True
) -> Json:
    """The board as ``seat`` sees it (``None``: public only): the observation a per-game
    board module draws from, and (unless ``text`` is false) the text rendering."""
    if seat is not None:
        seen = {"observation": state.observation(seat)}
        return {"text": spec.render(state, seat, names), **seen} if text else seen
    if state.players < 2:
        return {"text": None, "observation": None} if text else {"observation": None}
    seats = range(state.players)
    public = {"observation": public_observation([state.observation(s) for s in seats])}
    if not text:
        return public
    return {"text": public_text([spec.render(state, s, names) for s in seats]), **public}


def legal_json(table: Table) -> list[Json]:
    """The legal actions of the seat to move: notation, a sentence in words, and whether
    taking it ends the decision early while other actions remain (``GameSpec.ends_early``)."""
    state, spec, names = table.state, table.spec, table.names
    actions = state.legal_actions()
    choice = len(actions) > 1
    return [
        {
            "action": str(action),
            "text": spec.describe_action(state, action, names),
            "ends": choice and spec.ends_early(state, action),
        }
        for action in actions
    ]


def game_view(table: Table, held: Sequence[int], text: bool = True) -> Json:
    """The game as a client holding the ``held`` seats may see it (none: a spectator),
    in the current language; without the board's text rendering if ``text`` is false
    (what websockets are sent). Made once per change of the table for each language,
    set of seats and form, however many ask (every spectator shares one): treat it as
    read-only."""
    key = ("view", current().code, tuple(held), text)
    view: Json | None = table.made.get(key)
    if view is None:
        view = table.made[key] = _made_view(table, held, text)
    return view


def view_json(table: Table, held: Sequence[int], text: bool = True) -> bytes:
    """``game_view`` encoded as JSON, encoded once per change like the view itself."""
    key = ("json", current().code, tuple(held), text)
    encoded: bytes | None = table.made.get(key)
    if encoded is None:
        encoded = table.made[key] = json.dumps(game_view(table, held, text)).encode()
    return encoded


def _made_view(table: Table, held: Sequence[int], text: bool) -> Json:
    viewer = focus(table, held)
    state = table.state
    seen_by = eyes(state, viewer)
    to_move = state.current_player
    running = table.status == RUNNING
    deciding = (
        viewer is not None
        and viewer == to_move
        and running
        and table.played_by_bot(viewer) is None  # a bot plays it: resigned, or too late
    )
    return {
        **table_summary(table),
        "index": len(table.actions),
        "held": sorted(held),
        "viewer": viewer,
        "to_move": to_move,
        "thinking": table.thinking,
        "prompt": table.spec.prompt(state, table.names) if running else "",
        "board": board(table.spec, state, seen_by, table.names, text),
        "legal": legal_json(table) if deciding else [],
        "arrangement": table.spec.arrangement(state) if deciding else None,
        **_take_back(table, held),
        "deadline": None if (deadline := table.deadline()) is None else deadline.isoformat(),
        "clocks": table.clocks_json(),
        "log": table.log(seen_by),
        "recent": recent_json(table, viewer, seen_by),
        "result": state.result().to_json() if state.is_over else None,
    }


def recent_json(table: Table, viewer: int | None, seen_by: int | None) -> list[Json]:
    """What the entries since the viewer last moved changed on its board (a spectator:
    since the seat to move last did; see ``recent.Trail.recent``): ``seen_by``'s eyes,
    its log's line positions. Call after ``table.log(seen_by)``."""
    spec, names = table.spec, table.names
    since = viewer
    if since is None:
        to_move = table.state.current_player
        since = table.trail.last_seat() if to_move is None else to_move

    def observe(state: GameState) -> Any:
        return board(spec, state, seen_by, names, text=False)["observation"]

    return table.trail.recent(since, seen_by, observe, table.line_events(seen_by))


def _take_back(table: Table, held: Sequence[int]) -> Json:
    """What a client holding ``held`` may take back or end: ``undo`` (whether it may undo
    now) with ``undoer``, the held seat whose action it would take back (at a screen of
    several seats, the last player's while the next one has not acted); ``confirm``, the
    held seat that may end its turn now; and ``grace``, public: the seat whose grace
    holds the bot to move and when it ends (``until`` null: when that player ends the
    turn)."""
    now = datetime.now(UTC)
    running = table.status == RUNNING
    undoer = table.timeline.undoer() if running else None
    if undoer is not None and (undoer not in held or pacing.grace_over(table, undoer, now)):
        undoer = None
    confirmer = table.timeline.confirmer() if running else None
    graced = pacing.grace_seat(table) if running else None
    grace = None
    if graced is not None and pacing.in_grace(table, now):
        until = pacing.grace_until(table)
        grace = {"seat": graced, "until": None if until is None else until.isoformat()}
    return {
        "undo": undoer is not None,
        "undoer": undoer,
        "confirm": confirmer if confirmer in held and grace is not None else None,
        "grace": grace,
    }


def replay_view(table: Table, step: int, seat: int | None) -> Json:
    """The game after its first ``step`` log entries, as ``seat`` saw it (``None``: the
    public view), with ``said``: the log lines of its last entry (the step's own)."""
    spec, names = table.spec, table.names
    timeline = Timeline(spec, spec.new_game(table.players, table.options, table.seed))
    timeline.extend(table.actions[: max(0, step - 1)])
    before = len(timeline.state.events or [])
    timeline.extend(table.actions[max(0, step - 1) : step])
    state = timeline.state
    # A replay is of a game that is over: alone, its one player's board at every step.
    seat = eyes(table.state, seat)
    events = state.events or []
    undone = undone_events(events)
    seen = [
        (n, {"text": describe(spec, event, names), "seat": event.seat, "undone": n in undone})
        for n, event in enumerate(events)
        if event.visible_to(seat)
    ]
    return {
        "step": step,
        "total": len(table.actions),
        "action": table.actions[step - 1] if step > 0 else None,
        "said": [line["text"] for n, line in seen if step > 0 and n >= before],
        "viewer": seat,
        "to_move": state.current_player,
        "prompt": spec.prompt(state, names),
        "board": board(spec, state, seat, names),
        "log": [line for _, line in seen],
        "result": state.result().to_json() if state.is_over else None,
    }


def score_chart(table: Table) -> Json:
    """Every seat's points after each entry of a finished game's log, and the final
    scores (end-of-game bonuses included)."""
    spec = table.spec
    timeline = Timeline(spec, spec.new_game(table.players, table.options, table.seed))
    points = [spec.points(timeline.state)]
    for text in table.actions:
        timeline.extend([text])
        points.append(spec.points(timeline.state))
    final = list(timeline.state.result().scores)
    return {"points": points, "final": final}
