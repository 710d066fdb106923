/**
 * A game's sheet element for a template: made once per owner (and game), then handed the new
 * properties on every render. Lit renders the element itself, so no static template is needed.
 */
import type { SheetProperties } from "../sheet/sheet-types";

const made = new WeakMap<object, HTMLElement>();

export function sheetElement(owner: object, tag: string, props: SheetProperties, mark?: string): HTMLElement {
  let element = made.get(owner);
  if (!element || element.localName !== tag) {
    element = document.createElement(tag);
    if (mark) element.setAttribute(mark, "");
    made.set(owner, element);
  }
  return Object.assign(element, props);
}
