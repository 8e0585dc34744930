// The lobby: the form to create a game, and the games to join, watch or replay.
//
// The creator sits at the table by default: one seat is "You" (seat 1 unless moved), with
// the name this browser remembers. Every other seat is a bot, or another player: named,
// that seat is played at this screen too (hot seat); left without a name, it stays free
// for a friend, who joins from the lobby or by the game's link; or it is invited: a player
// with an account, by its name, whose seat it is (in their "My games"). A game without any seat for
// this browser is created only when the creator ticks "Just watch" (or seats only bots).
// The server answers the tokens of the named seats, which this browser keeps.

import { get, post } from "../net/api.js";
import { fill, h } from "../dom.js";
import { formatDate, t, tb, tn } from "../i18n/t.js";
import { myGames, myGamesSection } from "../account/games.js";
import { account, onSessionChange } from "../account/session.js";
import { keepHostToken, keepToken, lastName, rememberName, seatTokens } from "../net/tokens.js";
import { perMove } from "../table/quiet.js";
import { pacingField } from "./pacing.js";

const REFRESH_MS = 5000;
const YOU = "you";
const HUMAN = "human";
const BOT = "bot:";
const INVITE = "invite"; // a seat for a player with an account, by its name
const MAX_NAME = 40; // as the server checks
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** The turn timers offered (seconds per move; the server takes 1 minute to 7 days). */
const TURN_TIMERS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 12 * HOUR, DAY, 3 * DAY, 7 * DAY];
/** The live clocks offered: minutes per player, seconds added per move (1–180, 0–60). */
const LIVE_CLOCKS = [[5, 3], [10, 5], [25, 10], [60, 30], [120, 0]];
/** The turn-based clocks offered (days per move) and time banks (days). */
const TURN_DAYS = [1, 2, 3, 5, 7];
const BANK_DAYS = [0, 1, 3, 7, 14];

export async function showLobby(root) {
  const catalog = await get("/api/catalog");
  const lists = h("div", { class: "lists" });
  const mine = h("div", { class: "mine-slot" }); // first on a phone: a returning player's games
  fill(root, h("div", { class: "lobby" },
    mine,
    h("section", { class: "create", "aria-labelledby": "new-game-title" },
      h("p", { class: "learn" }, h("a", { href: "/learn/puerto-rico", class: "learn-link" }, t("Learn to play")),
        " ", t("Puerto Rico, step by step against bots (about 15 minutes).")),
      h("h1", { id: "new-game-title" }, t("New game")),
      createForm(catalog)),
    lists));
  await refresh(lists, mine);
  onSessionChange(() => refresh(lists, mine).catch(() => {}));
  const timer = setInterval(() => refresh(lists, mine).catch(() => {}), REFRESH_MS);
  addEventListener("pagehide", () => clearInterval(timer), { once: true });
}

// The form ------------------------------------------------------------------------------

function createForm(catalog) {
  const game = h("select", { id: "new-game-game", name: "game" },
    catalog.games.map((g) => h("option", { value: g.name }, t(g.title))));
  const players = h("select", { id: "new-game-players", name: "players" });
  const playersNote = h("small", { id: "new-game-players-note", hidden: true });
  players.setAttribute("aria-describedby", playersNote.id);
  const options = h("div", { class: "options" });
  const watch = h("input", { id: "new-game-watch", type: "checkbox", name: "watch" });
  const plan = seatPlan(catalog.bots, catalog.default_bot, () => { watch.checked = false; });
  onSessionChange((me) => { if (me) plan.suggestName(me.name); });
  const seed = h("input", {
    id: "new-game-seed", name: "seed", type: "number", min: 0, step: 1, inputmode: "numeric",
    placeholder: t("random"), "aria-describedby": "new-game-seed-help",
  });
  const timer = timerField(catalog.bots, catalog.default_bot);
  const clock = clockField(timer);
  const pacing = pacingField(catalog.pacing, field);
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const submit = h("button", { type: "submit", class: "primary" }, t("Create game"));
  const form = h("form", { class: "new-game", novalidate: true },
    field(t("Game"), game),
    field(t("Players"), players, playersNote),
    options,
    h("fieldset", { class: "seat-plan" },
      h("legend", {}, t("Seats")),
      plan.element,
      h("small", { class: "hint" }, t("“Another player” without a name keeps the seat free for a friend, who joins from this lobby or by the game's link (the game's page copies it for you); with a name, that seat is played on this screen too."))),
    h("div", { class: "watch" },
      watch,
      h("label", { for: watch.id }, t("Just watch (I take no seat)"))),
    field(t("Seed"), seed,
      h("small", { id: "new-game-seed-help" }, t("Empty: a random game. The same seed deals the same game again. A seed you choose is shown to every player."))),
    clock.element,
    timer.element,
    pacing.element,
    error,
    h("div", { class: "submit" }, submit));

  const spec = () => catalog.games.find((g) => g.name === game.value);
  const showCounts = () => {
    const { counts, limits } = allowedCounts(spec(), readOptions(options, spec()));
    const previous = Number(players.value);
    const chosen = counts.includes(previous) ? previous : counts[0];
    fill(players, counts.map((n) => h("option", { value: n }, tn("{n} player", "{n} players", n))));
    players.value = String(chosen);
    fill(playersNote, limits.map(([option, value, allowed]) =>
      t("{option} “{value}”: {counts} players.", { option: t(option.label), value: choiceLabel(option, value), counts: countRange(allowed) })).join(" "));
    playersNote.hidden = limits.length === 0;
    plan.resize(chosen);
  };
  const chooseGame = () => {
    fill(options, spec().options.map(optionField));
    options.hidden = spec().options.length === 0;
    showCounts();
  };
  game.addEventListener("change", chooseGame);
  options.addEventListener("change", showCounts);
  players.addEventListener("change", () => plan.resize(Number(players.value)));
  watch.addEventListener("change", () => plan.watch(watch.checked));
  chooseGame();

  const showError = (message) => {
    error.textContent = message || "";
    error.hidden = !message;
  };
  form.addEventListener("input", () => showError(null));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    showError(null);
    const problem = plan.problem(watch.checked);
    if (problem) {
      showError(problem.message);
      problem.control.setAttribute("aria-invalid", "true");
      problem.control.focus();
      return;
    }
    const body = {
      game: game.value,
      players: Number(players.value),
      options: readOptions(options, spec()),
      seats: plan.read(),
    };
    if (seed.value.trim() !== "") body.seed = Number(seed.value);
    Object.assign(body, clock.read());
    body.turn_timer = body.clock ? null : timer.read();
    body.pacing = pacing.read();
    submit.disabled = true;
    try {
      const created = await post("/api/games", body);
      for (const [seat, token] of Object.entries(created.tokens)) keepToken(created.id, seat, token);
      keepHostToken(created.id, created.host_token);
      if (plan.yourName()) rememberName(plan.yourName());
      location.assign(`/games/${encodeURIComponent(created.id)}`);
    } catch (failure) {
      showError(t("The game was not created: {reason}", { reason: failure.message }));
      submit.disabled = false;
    }
  });
  return form;
}

/** The turn timer: none, or a time per move and the bot that makes a move whose time ran
 * out (the server's `defaultBot` unless chosen otherwise). */
function timerField(bots, defaultBot) {
  const seconds = h("select", { id: "new-game-timer", name: "turn_timer", "aria-describedby": "new-game-timer-help" },
    h("option", { value: "" }, t("No timer")),
    TURN_TIMERS.map((n) => h("option", { value: n }, perMove(n))));
  const bot = h("select", { id: "new-game-timer-bot", name: "turn_timer_bot" },
    bots.map((b) => h("option", { value: b.name, selected: b.name === defaultBot }, b.label)));
  const botField = field(t("Bot for a move whose time ran out"), bot);
  const show = () => { botField.hidden = seconds.value === ""; };
  seconds.addEventListener("change", show);
  show();
  return {
    element: h("div", { class: "turn-timer-fields" },
      field(t("Turn timer"), seconds,
        h("small", { id: "new-game-timer-help" }, t("For games played at leisure: when a player's time for a move runs out, a bot makes that move."))),
      botField),
    read: () => (seconds.value === "" ? null : { seconds: Number(seconds.value), bot: bot.value }),
  };
}

/** The time control: none, a live clock (minutes per player and seconds added per move)
 * or a turn-based one (days per move and a time bank), and what happens when a player's
 * time runs out. With a clock the turn timer (`timer`) is not offered. */
function clockField(timer) {
  const kind = h("select", { id: "new-game-clock", name: "clock", "aria-describedby": "new-game-clock-help" },
    h("option", { value: "" }, t("No clock")),
    h("optgroup", { label: t("Live") }, LIVE_CLOCKS.map(([minutes, increment]) =>
      h("option", { value: `live:${minutes}:${increment}` }, t("{minutes} min + {seconds} s per move", { minutes, seconds: increment })))),
    h("optgroup", { label: t("Turn-based") }, TURN_DAYS.map((days) =>
      h("option", { value: `turn:${days}` }, tn("{n} day per move", "{n} days per move", days)))));
  const bank = h("select", { id: "new-game-clock-bank", name: "bank_days" },
    BANK_DAYS.map((days) => h("option", { value: days, selected: days === 3 }, days === 0 ? t("No time bank") : tn("{n} day", "{n} days", days))));
  const onTimeout = h("select", { id: "new-game-on-timeout", name: "on_timeout" },
    h("option", { value: "bot_moves" }, t("A bot makes that move")),
    h("option", { value: "bot_takes_seat" }, t("A bot takes the seat for the rest of the game")));
  const bankField = field(t("Time bank"), bank);
  const timeoutField = field(t("When a player's time runs out"), onTimeout);
  const show = () => {
    bankField.hidden = !kind.value.startsWith("turn:");
    timeoutField.hidden = kind.value === "";
    timer.element.hidden = kind.value !== "";
  };
  kind.addEventListener("change", show);
  show();
  const read = () => {
    const [chosen, first, second] = kind.value.split(":");
    if (!chosen) return {};
    const clock = chosen === "live"
      ? { kind: "live", minutes: Number(first), increment: Number(second) }
      : { kind: "turn", days: Number(first), bank_days: Number(bank.value) };
    return { clock, on_timeout: onTimeout.value };
  };
  return {
    element: h("div", { class: "clock-fields" },
      field(t("Clock"), kind,
        h("small", { id: "new-game-clock-help" }, t("Live: each player's time runs only on their turn. Turn-based: each move within its days, time beyond taken from the bank."))),
      bankField, timeoutField),
    read,
  };
}

/** A labelled row of the form: the label, the control, then any notes under it. */
function field(label, control, ...notes) {
  return h("div", { class: "field" }, h("label", { for: control.id }, label), control, notes);
}

/** The player counts a game allows with these option values, and which options limit them
 * (as [option, value, counts]). */
function allowedCounts(spec, values) {
  let counts = spec.player_counts;
  const limits = [];
  for (const option of spec.options) {
    const allowed = (option.player_counts || {})[values[option.name]];
    if (!allowed) continue;
    counts = counts.filter((n) => allowed.includes(n));
    if (spec.player_counts.some((n) => !allowed.includes(n))) limits.push([option, values[option.name], allowed]);
  }
  return { counts, limits };
}

/** "2–4" for a run of counts, else "2, 4". */
function countRange(counts) {
  const sorted = [...counts].sort((a, b) => a - b);
  const run = sorted.length > 2 && sorted.every((n, i) => n === sorted[0] + i);
  return run ? `${sorted[0]}–${sorted[sorted.length - 1]}` : sorted.join(", ");
}

function optionField(option) {
  const id = `new-game-option-${option.name}`;
  const help = option.help ? h("small", { id: `${id}-help`, class: "help" }, t(option.help)) : null;
  const described = help ? `${id}-help` : null;
  let control;
  if (option.kind === "bool") {
    control = h("input", { id, type: "checkbox", name: option.name, checked: option.default, "aria-describedby": described });
  } else if (option.kind === "choice") {
    control = h("select", { id, name: option.name, "aria-describedby": described },
      option.choices.map((choice) => h("option", { value: choice, selected: choice === option.default }, choiceLabel(option, choice))));
  } else {
    control = h("input", { id, type: "number", step: 1, name: option.name, value: option.default, "aria-describedby": described });
  }
  return h("div", { class: `field option option-${option.kind}`, "data-option": option.name },
    h("label", { for: id }, t(option.label || option.name)), control, help);
}

/** A choice of an option for people (the server names them in the page's language). */
function choiceLabel(option, choice) {
  return option.choice_labels?.[choice] ?? t(choice);
}

function readOptions(container, spec) {
  const options = {};
  for (const option of spec.options) {
    const input = container.querySelector(`[name="${option.name}"]`);
    if (!input) continue;
    options[option.name] = option.kind === "bool" ? input.checked : option.kind === "int" ? Number(input.value) : input.value;
  }
  return options;
}

// The seats ------------------------------------------------------------------------------

/** The list of seats: which one is "You", who sits in the others. A seat that is not yours
 * gets the server's `defaultBot` unless chosen otherwise. `onYou` is called when the
 * creator takes a seat (so "Just watch" is unticked). */
function seatPlan(bots, defaultBot, onYou) {
  const list = h("ol", { class: "seat-rows" });
  const rows = [];
  let yourName = account() ? account().name : lastName();
  let watching = false;

  const makeRow = (seat, kind) => {
    const select = h("select", { class: "seat-kind", "aria-label": t("Seat {n}", { n: seat + 1 }) },
      h("option", { value: YOU }, t("You")),
      h("option", { value: HUMAN }, t("Another player")),
      h("option", { value: INVITE }, t("A player with an account")),
      h("optgroup", { label: t("Bots") },
        bots.map((bot) => h("option", { value: BOT + bot.name }, bot.label))));
    const name = h("input", {
      class: "seat-name",
      "aria-label": t("Seat {n} name", { n: seat + 1 }),
      maxlength: MAX_NAME,
      autocomplete: "off",
      spellcheck: "false",
    });
    const badge = h("span", { class: "seat-badge", "aria-hidden": "true" }, t("You"));
    const element = h("li", { class: "seat-row" },
      h("span", { class: "seat-number" }, tb("Seat {n}", { n: seat + 1 })), select, name, badge);
    const row = { element, select, name, badge };
    select.value = kind;
    select.addEventListener("change", () => choose(row, select.value));
    name.addEventListener("input", () => {
      name.removeAttribute("aria-invalid");
      if (select.value === YOU) yourName = name.value;
    });
    show(row);
    return row;
  };

  const show = (row) => {
    const kind = row.select.value;
    row.element.classList.toggle("you", kind === YOU);
    row.badge.hidden = kind !== YOU;
    row.name.hidden = kind.startsWith(BOT);
    row.name.placeholder = kind === YOU ? t("Your name")
      : kind === INVITE ? t("Their account's name")
        : t("Name, or empty: a free seat");
    if (kind === YOU) row.name.value = yourName;
  };

  /** Give seat `row` to `kind`; "You" moves there from any other seat (which is left free). */
  const choose = (row, kind) => {
    const before = rows.find((other) => other !== row && other.select.value === YOU);
    if (kind === YOU && before) {
      yourName = before.name.value;
      before.select.value = HUMAN;
      before.name.value = "";
      show(before);
    }
    if (kind !== YOU && row.element.classList.contains("you")) {
      yourName = row.name.value;
      row.name.value = "";
    }
    row.select.value = kind;
    show(row);
    if (kind === YOU) {
      watching = false;
      onYou();
    }
  };

  return {
    element: list,

    /** Show `count` seats, keeping the choices made in the first ones. */
    resize(count) {
      let youLeft = false;
      while (rows.length > count) {
        const row = rows.pop();
        if (row.select.value === YOU) {
          yourName = row.name.value;
          youLeft = true;
        }
        row.element.remove();
      }
      while (rows.length < count) {
        const row = makeRow(rows.length, rows.length === 0 && !watching ? YOU : BOT + defaultBot);
        rows.push(row);
        list.append(row.element);
      }
      if (youLeft) choose(rows.find((row) => row.select.value === HUMAN && !row.name.value.trim()) || rows[0], YOU);
    },

    /** Just watch: the "You" seat goes to a bot. */
    watch(on) {
      watching = on;
      if (!on) return;
      for (const row of rows) if (row.select.value === YOU) choose(row, BOT + defaultBot);
    },

    /** Why the plan cannot be created ({message, control}), or null. */
    problem(watchOnly) {
      const you = rows.find((row) => row.select.value === YOU);
      if (you && !you.name.value.trim()) {
        return { message: t("Enter your name for seat {n}, or tick “Just watch”.", { n: rows.indexOf(you) + 1 }), control: you.name };
      }
      const invited = rows.find((row) => row.select.value === INVITE && !row.name.value.trim());
      if (invited) {
        return { message: t("Enter the account name of the player invited to seat {n}.", { n: rows.indexOf(invited) + 1 }), control: invited.name };
      }
      const held = rows.some((row) => row.select.value !== HUMAN ? row.select.value === YOU : row.name.value.trim());
      const onlyBots = rows.every((row) => row.select.value.startsWith(BOT));
      if (!held && !onlyBots && !watchOnly) {
        return { message: t("Choose “You” for the seat you take, or tick “Just watch”."), control: rows[0].select };
      }
      return null;
    },

    /** The seats as the API takes them. */
    read() {
      return rows.map((row) => {
        const kind = row.select.value;
        if (kind.startsWith(BOT)) return { kind: "bot", bot: kind.slice(BOT.length) };
        const name = row.name.value.trim();
        if (kind === INVITE) return { kind: "human", invite: name };
        return name ? { kind: "human", name } : { kind: "human" };
      });
    },

    /** Signed in: the "You" seat takes the account's name, unless a name was typed. */
    suggestName(name) {
      const you = rows.find((row) => row.select.value === YOU);
      if (you && !you.name.value.trim()) you.name.value = name;
      if (!yourName.trim()) yourName = name;
    },

    /** The name of the "You" seat (empty when the creator takes none). */
    yourName() {
      const you = rows.find((row) => row.select.value === YOU);
      return you ? you.name.value.trim() : "";
    },
  };
}

// The lists ------------------------------------------------------------------------------

function statusTitle(status) {
  if (status === "open") return t("Open games");
  if (status === "running") return t("Running games");
  return t("Finished games");
}

async function refresh(lists, mineSlot) {
  const [games, mine] = await Promise.all([get("/api/games"), myGames()]);
  const played = new Set(mine.map((game) => game.id));
  fill(mineSlot, myGamesSection(mine));
  fill(lists, ["open", "running", "finished"].map((status) => {
    const chosen = games.filter((g) => g.status === status || (status === "finished" && g.status === "abandoned"));
    return h("section", { class: `games ${status}` },
      h("h2", {}, statusTitle(status)),
      chosen.length ? h("ul", {}, chosen.map((game) => gameItem(game, played))) : h("p", { class: "quiet" }, t("None yet.")));
  }));
}

function gameItem(game, played) {
  const mine = Object.keys(seatTokens(game.id)).length > 0 || played.has(game.id);
  const seats = game.seats.flatMap((s, i) => [
    i ? ", " : "",
    s.free ? h("span", { class: "quiet" }, t("free seat")) : h("bdi", {}, s.name),
  ]);
  const link = (text, suffix = "") => h("a", { href: `/games/${encodeURIComponent(game.id)}${suffix}` }, text);
  const actions = {
    open: link(mine ? t("Open") : t("Join")),
    running: link(mine ? t("Play") : t("Watch")),
    finished: [link(t("Final position")), " · ", link(t("Replay"), "/replay")],
    abandoned: [h("span", { class: "quiet" }, t("abandoned")), " · ", link(t("Final position"))],
  }[game.status];
  return h("li", {},
    h("strong", {}, h("bdi", {}, t(game.title))), " ",
    h("span", { class: "quiet" }, tn("{n} player", "{n} players", game.players)), " · ",
    game.turn_timer ? [h("span", { class: "quiet turn-timer" }, perMove(game.turn_timer.seconds)), " · "] : null,
    h("time", { class: "quiet", datetime: game.created }, formatDate(game.created)), " — ",
    seats, " ", h("span", { class: "game-links" }, actions));
}
