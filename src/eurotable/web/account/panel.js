// The account's corner of the page header: "Sign in" and "Sign up" for a guest (a small
// form opens beneath; "Forgot password?" asks for a link by mail), the account's name,
// "Notifications" (its settings card, account/settings.js) and "Sign out" once signed in.

import { fill, h } from "../dom.js";
import { t } from "../i18n/t.js";
import { post } from "../net/api.js";
import { account, onSessionChange, signIn, signOut, signUp } from "./session.js";
import { settingsCard } from "./settings.js";

/** Draw the account's corner into `place` and keep it up to date. */
export function drawAccount(place) {
  const draw = () => fill(place, account() ? signedIn(account(), place) : guest(place));
  onSessionChange(draw);
  draw();
}

function signedIn(me, place) {
  const corner = h("span", { class: "account signed-in" },
    h("span", { class: "account-name" }, t("Signed in as {name}", { name: me.name })),
    " ",
    h("button", { type: "button", class: "link", onclick: () => fill(place, corner, settingsCard(() => fill(place, corner))) }, t("Notifications")),
    " · ",
    h("button", { type: "button", class: "link", onclick: () => signOut().catch(() => {}) }, t("Sign out")));
  return corner;
}

/** "Forgot password?": a name or an email, and a link is mailed if the account has a
 * verified email (the answer is the same either way). */
function forgot(place) {
  const input = h("input", { id: "reset-name", name: "name", required: true, maxlength: 254, autocomplete: "username" });
  const said = h("p", { role: "status", hidden: true });
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const submit = h("button", { type: "submit", class: "primary" }, t("Send me a link"));
  const cancel = h("button", { type: "button", class: "link", onclick: () => drawAgain(place) }, t("Cancel"));
  return h("form", {
    class: "account-form forgot",
    onsubmit: async (event) => {
      event.preventDefault();
      submit.disabled = true;
      error.hidden = true;
      try {
        await post("/api/password-reset", { name: input.value });
        said.textContent = t("If the account has a verified email, a link to choose a new password is on its way.");
        said.hidden = false;
      } catch (refusal) {
        error.textContent = refusal.message;
        error.hidden = false;
        submit.disabled = false;
      }
    },
  }, h("label", { for: "reset-name" }, t("Name or email"), input), said, error,
  h("span", { class: "account-buttons" }, submit, " ", cancel));
}

function guest(place) {
  const open = (kind) => fill(place, form(kind, place));
  return h("span", { class: "account guest" },
    h("button", { type: "button", class: "link", onclick: () => open("in") }, t("Sign in")),
    " · ",
    h("button", { type: "button", class: "link", onclick: () => open("up") }, t("Sign up")));
}

function form(kind, place) {
  const field = (id, label, attributes) =>
    h("label", { for: id }, label, h("input", { id, ...attributes }));
  const name = field("account-name", t("Name"), { name: "name", autocomplete: "username", required: true, maxlength: 40 });
  const password = field("account-password", t("Password"), {
    name: "password", type: "password", required: true, minlength: 8,
    autocomplete: kind === "up" ? "new-password" : "current-password",
  });
  const email = kind === "up"
    ? field("account-email", t("Email (optional)"), { name: "email", type: "email", autocomplete: "email" })
    : null;
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const cancel = h("button", { type: "button", class: "link", onclick: () => drawAgain(place) }, t("Cancel"));
  const submit = h("button", { type: "submit", class: "primary" }, kind === "up" ? t("Sign up") : t("Sign in"));
  const note = kind === "up"
    ? h("small", { class: "quiet" }, t("Your seats in this browser become your account's: play them on any device."))
    : h("button", { type: "button", class: "link forgot-link", onclick: () => fill(place, forgot(place)) }, t("Forgot password?"));
  return h("form", {
    class: `account-form ${kind}`,
    onsubmit: async (event) => {
      event.preventDefault();
      const values = new FormData(event.target);
      submit.disabled = true;
      try {
        if (kind === "up") await signUp(values.get("name"), values.get("password"), values.get("email"));
        else await signIn(values.get("name"), values.get("password"));
      } catch (refusal) {
        error.textContent = refusal.message;
        error.hidden = false;
        submit.disabled = false;
      }
    },
  }, name, password, email, note, error, h("span", { class: "account-buttons" }, submit, " ", cancel));
}

function drawAgain(place) {
  fill(place, guest(place));
}
