// Building DOM elements without HTML strings, so names and texts are never markup.

/**
 * A new element: `h("button", {class: "play", onclick: f}, "Play")`.
 * Attributes starting with "on" are event listeners; `null`/`false` ones are left out;
 * children are nodes or texts (arrays are flattened, null and false skipped).
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "value") element.value = value;
    // A style through the CSSOM: the page's policy refuses style attributes (CSP).
    else if (name === "style") element.style.cssText = String(value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else element.append(child instanceof Node ? child : String(child));
  }
}

/** Replace every child of `element` with `children`. */
export function fill(element, ...children) {
  element.replaceChildren();
  append(element, children);
  return element;
}

/** Put `text` on the clipboard and say whether it is there; where the browser does not
 * allow it (a page served neither over HTTPS nor from this machine), show it in a dialog
 * headed `label`, to be copied by hand. */
export async function copyText(text, label) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    prompt(label, text);
    return false;
  }
}
