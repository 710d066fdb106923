/**
 * Loads a custom element's module only when one of its elements comes on screen (the table talk
 * below a sheet, say), so a page's first scripts are only what the first screen shows; the module is
 * a few KB, there before the reader has scrolled to it. Lit keeps properties set on an element before
 * its class is defined.
 */
const started = new Set<string>();

export function loadWhenSeen(root: ParentNode, tag: string, load: () => Promise<unknown>): void {
  if (started.has(tag) || customElements.get(tag)) return;
  const element = root.querySelector(tag);
  if (!element) return;
  started.add(tag);
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    void load();
  });
  observer.observe(element);
}
