// The lobby: the games to join, watch or replay, and the form to create one.

import { get, post } from "./api.js";
import { fill, h } from "./dom.js";
import { keepToken, lastName, rememberName, seatTokens } from "./tokens.js";

const REFRESH_MS = 5000;
const STATUS_TITLES = { open: "Open games", running: "Running games", finished: "Finished games" };

export async function showLobby(root) {
  const catalog = await get("/api/catalog");
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const lists = h("div", { class: "lists" });
  fill(root, h("section", { class: "create" }, h("h1", {}, "New game"), createForm(catalog, error), error), lists);
  await refresh(lists);
  const timer = setInterval(() => refresh(lists).catch(() => {}), REFRESH_MS);
  addEventListener("pagehide", () => clearInterval(timer), { once: true });
}

// The form ------------------------------------------------------------------------------

function createForm(catalog, error) {
  const game = h("select", { name: "game", "aria-label": "Game" },
    catalog.games.map((g) => h("option", { value: g.name }, g.title)));
  const players = h("select", { name: "players", "aria-label": "Players" });
  const options = h("div", { class: "options" });
  const seats = h("div", { class: "seats" });
  const seed = h("input", { name: "seed", type: "number", min: 0, placeholder: "random", "aria-label": "Seed" });
  const form = h("form", { class: "new-game" },
    h("label", {}, "Game ", game),
    h("label", {}, "Players ", players),
    options,
    seats,
    h("label", {}, "Seed ", seed),
    h("button", { type: "submit", class: "primary" }, "Create game"));

  const spec = () => catalog.games.find((g) => g.name === game.value);
  const chooseGame = () => {
    fill(players, spec().player_counts.map((n) => h("option", { value: n }, n)));
    fill(options, spec().options.map(optionInput));
    showSeats();
  };
  const showSeats = () => fill(seats, Array.from({ length: Number(players.value) }, (_, seat) => seatRow(seat, catalog.bots)));
  game.addEventListener("change", chooseGame);
  players.addEventListener("change", showSeats);
  chooseGame();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.hidden = true;
    try {
      const body = {
        game: game.value,
        players: Number(players.value),
        options: readOptions(options, spec()),
        seats: readSeats(seats),
      };
      if (seed.value !== "") body.seed = Number(seed.value);
      const created = await post("/api/games", body);
      for (const [seat, token] of Object.entries(created.tokens)) keepToken(created.id, seat, token);
      location.assign(`/games/${encodeURIComponent(created.id)}`);
    } catch (failure) {
      error.textContent = failure.message;
      error.hidden = false;
    }
  });
  return form;
}

function optionInput(option) {
  const help = h("small", {}, option.help);
  if (option.kind === "bool") {
    return h("label", { class: "option" }, h("input", { type: "checkbox", name: option.name, checked: option.default }), ` ${option.name} `, help);
  }
  if (option.kind === "choice") {
    const select = h("select", { name: option.name },
      option.choices.map((choice) => h("option", { value: choice, selected: choice === option.default }, choice)));
    return h("label", { class: "option" }, `${option.name} `, select, " ", help);
  }
  return h("label", { class: "option" }, `${option.name} `, h("input", { type: "number", name: option.name, value: option.default }), " ", help);
}

function readOptions(container, spec) {
  const options = {};
  for (const option of spec.options) {
    const input = container.querySelector(`[name="${option.name}"]`);
    options[option.name] = option.kind === "bool" ? input.checked : option.kind === "int" ? Number(input.value) : input.value;
  }
  return options;
}

function seatRow(seat, bots) {
  const kind = h("select", { class: "seat-kind", "aria-label": `Seat ${seat + 1}` },
    h("option", { value: "human" }, "Human"),
    bots.map((bot) => h("option", { value: `bot:${bot.name}`, selected: seat > 0 && bot.name === "random" }, bot.label)));
  const name = h("input", {
    class: "seat-name",
    "aria-label": `Seat ${seat + 1} name`,
    placeholder: "name (empty: a free seat)",
    value: seat === 0 ? lastName() : "",
  });
  const showName = () => { name.hidden = kind.value !== "human"; };
  kind.addEventListener("change", showName);
  showName();
  return h("div", { class: "seat-row" }, h("span", { class: "seat-number" }, `Seat ${seat + 1}`), kind, name);
}

function readSeats(container) {
  return [...container.querySelectorAll(".seat-row")].map((row) => {
    const kind = row.querySelector(".seat-kind").value;
    if (kind !== "human") return { kind: "bot", bot: kind.slice("bot:".length) };
    const name = row.querySelector(".seat-name").value.trim();
    if (name) rememberName(name);
    return name ? { kind: "human", name } : { kind: "human" };
  });
}

// The lists ------------------------------------------------------------------------------

async function refresh(lists) {
  const games = await get("/api/games");
  fill(lists, Object.entries(STATUS_TITLES).map(([status, title]) => {
    const chosen = games.filter((g) => g.status === status);
    return h("section", { class: `games ${status}` },
      h("h2", {}, title),
      chosen.length ? h("ul", {}, chosen.map(gameItem)) : h("p", { class: "quiet" }, "None."));
  }));
}

function gameItem(game) {
  const mine = Object.keys(seatTokens(game.id)).length > 0;
  const seats = game.seats.map((s) => (s.free ? "(free seat)" : s.name)).join(", ");
  const link = (text, suffix = "") => h("a", { href: `/games/${encodeURIComponent(game.id)}${suffix}` }, text);
  const actions = {
    open: link(mine ? "Open" : "Join"),
    running: link(mine ? "Play" : "Watch"),
    finished: [link("Final position"), " · ", link("Replay", "/replay")],
  }[game.status];
  return h("li", {}, h("strong", {}, game.title), ` ${game.players}p — ${seats} `, actions);
}
