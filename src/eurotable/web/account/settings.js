// The account's notification settings (GET/PUT /api/me/notifications): the email (and
// whether it is verified), the language of the messages, a webhook's URL, and each kind
// on or off by mail and by webhook. A card that opens beneath the header's account corner.

import { h } from "../dom.js";
import { LANGUAGES } from "../i18n/language.js";
import { t } from "../i18n/t.js";
import { get, put } from "../net/api.js";

const KINDS = ["turn", "invited", "finished", "clock"];
const CHANNELS = ["mail", "webhook"];

function kindLabel(kind) {
  return {
    turn: t("Your turn"),
    invited: t("Invitations"),
    finished: t("Finished games"),
    clock: t("Clock running low"),
  }[kind];
}

/** The card, drawn once the settings are read; `close()` is called by its "Close". */
export function settingsCard(close) {
  const card = h("form", { class: "account-form notifications", "aria-label": t("Notifications") },
    h("p", { class: "quiet" }, t("Loading…")));
  get("/api/me/notifications")
    .then((settings) => card.replaceChildren(...content(settings, card, close)))
    .catch((refusal) => card.replaceChildren(h("p", { class: "error", role: "alert" }, refusal.message)));
  return card;
}

function content(settings, card, close) {
  const email = h("input", { id: "notify-email", name: "email", type: "email", autocomplete: "email", value: settings.email || "" });
  const verified = settings.email
    ? h("small", { class: "quiet", "data-part": "email-state" },
        settings.email_verified ? t("verified") : t("not verified yet: see the link mailed to it"))
    : null;
  const language = h("select", { id: "notify-language", name: "language" },
    ...Object.entries(LANGUAGES).map(([code, name]) =>
      h("option", { value: code, selected: code === settings.language }, name)));
  const webhook = h("input", { id: "notify-webhook", name: "webhook_url", type: "url", maxlength: 2000, value: settings.webhook_url || "", placeholder: "https://" });
  const boxes = {};
  const rows = KINDS.map((kind) => h("tr", {},
    h("th", { scope: "row" }, kindLabel(kind)),
    ...CHANNELS.map((channel) => {
      const box = h("input", { type: "checkbox", name: `${channel}-${kind}`, checked: settings[channel][kind], "aria-label": `${kindLabel(kind)}: ${channel === "mail" ? t("Mail") : t("Webhook")}` });
      boxes[`${channel}-${kind}`] = box;
      return h("td", {}, box);
    })));
  const table = h("table", { class: "notify-kinds" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), h("th", { scope: "col" }, t("Mail")), h("th", { scope: "col" }, t("Webhook")))),
    h("tbody", {}, ...rows));
  const said = h("p", { role: "status", class: "quiet", hidden: true });
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const save = h("button", { type: "submit", class: "primary" }, t("Save"));
  const note = settings.mail_configured
    ? null
    : h("small", { class: "quiet" }, t("This server sends no mail."));
  card.onsubmit = async (event) => {
    event.preventDefault();
    save.disabled = true;
    error.hidden = said.hidden = true;
    const choice = (channel) => Object.fromEntries(KINDS.map((kind) => [kind, boxes[`${channel}-${kind}`].checked]));
    try {
      const saved = await put("/api/me/notifications", {
        email: email.value || null,
        language: language.value,
        webhook_url: webhook.value || null,
        mail: choice("mail"),
        webhook: choice("webhook"),
      });
      card.replaceChildren(...content(saved, card, close));
      const shown = card.querySelector("[role=status]");
      shown.textContent = t("Saved.");
      shown.hidden = false;
    } catch (refusal) {
      error.textContent = refusal.message;
      error.hidden = false;
      save.disabled = false;
    }
  };
  const closeButton = h("button", { type: "button", class: "link", onclick: close }, t("Close"));
  return [
    h("strong", {}, t("Notifications")),
    h("label", { for: "notify-email" }, t("Email"), email), verified, note,
    h("label", { for: "notify-language" }, t("Language of the messages"), language),
    h("label", { for: "notify-webhook" }, t("Webhook URL (Discord, Slack)"), webhook),
    table, said, error,
    h("span", { class: "account-buttons" }, save, " ", closeButton),
  ];
}
