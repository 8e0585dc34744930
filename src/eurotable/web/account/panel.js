// The account's corner of the page header: "Sign in" and "Sign up" for a guest (a small
// form opens beneath), the account's name and "Sign out" once signed in.

import { fill, h } from "../dom.js";
import { t } from "../i18n/t.js";
import { account, onSessionChange, signIn, signOut, signUp } from "./session.js";

/** Draw the account's corner into `place` and keep it up to date. */
export function drawAccount(place) {
  const draw = () => fill(place, account() ? signedIn(account()) : guest(place));
  onSessionChange(draw);
  draw();
}

function signedIn(me) {
  return h("span", { class: "account signed-in" },
    h("span", { class: "account-name" }, t("Signed in as {name}", { name: me.name })),
    " ",
    h("button", { type: "button", class: "link", onclick: () => signOut().catch(() => {}) }, t("Sign out")));
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
    : null;
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
