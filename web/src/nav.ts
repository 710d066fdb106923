/** In-app navigation: pushes the URL and lets the router (`bx-app`, listening to popstate) re-route. */
export function navigate(url: string): void {
  history.pushState(null, "", url);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

/** An absolute URL on this site, for links made here (the API's own URLs are absolute already). */
export function siteUrl(path: string): string {
  return new URL(path, location.origin).href;
}
