/**
 * The page-weight budget, shared by the page-weight test and the rail tests that weigh a page: every
 * page loads under 40 KB of gzipped JavaScript (what loads later, on a reader's request, does not count).
 */
export const PAGE_BUDGET = 40 * 1024;
