/**
 * The page-weight budget, shared by the page-weight test and the rail tests that weigh a page: every
 * page loads under 40 KB of gzipped JavaScript (what loads later, on a reader's request, does not count).
 */
export const PAGE_BUDGET = 40 * 1024;

/**
 * Held over the budget, and why (issue 21 stays open until this is empty): the rail game's pages took
 * 1-1.5 KB more once its pages imported it only through client.ts. The bundler groups every module behind
 * that one surface into a single chunk, so code the page used to load later (the trail, the railroad
 * shares) now loads with the sheet. These pages are held to HELD instead, so they cannot grow further.
 */
export const HELD = 42_600;

/** The budget of a page: PAGE_BUDGET, or HELD for the rail game's play and replay pages. */
export const budgetOf = (page: string): number =>
  /rails|\/replay\/|British/.test(page) ? HELD : PAGE_BUDGET;
