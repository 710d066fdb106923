/** The control a player reaches for first in a sheet: its move controls, else its first enabled control. */
const CONTROL = ":is(button, input, select, a[href], [tabindex='0']):not(:disabled):not([aria-disabled='true'])";

export function firstControl(sheet: Element): HTMLElement | null {
  const root = sheet.shadowRoot ?? sheet;
  return root.querySelector<HTMLElement>(`.controls ${CONTROL}`) ?? root.querySelector<HTMLElement>(CONTROL);
}
