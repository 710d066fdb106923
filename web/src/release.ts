/**
 * A page open across a release (for days, in play by link) still asks for the chunks it was built
 * with, which the release took away (their names carry a hash): the import fails. The page then loads
 * afresh, on the new release, at most once a minute, so that a lasting failure (no network, a server
 * down) is shown rather than reloaded over and over. Called by main.ts (a route, and any import nobody
 * handles) and by the game frame (its sheet, whose failure it then says with a Reload button).
 */

/** Reloads the page and says true, unless it did so within the last minute. */
export function reloadForRelease(): boolean {
  try {
    if (Date.now() - sessionStorage.bxReload < 6e4) return false;
    sessionStorage.bxReload = Date.now();
  } catch {
    return false; // with no memory of the last reload, one could follow another for ever
  }
  location.reload();
  return true;
}
