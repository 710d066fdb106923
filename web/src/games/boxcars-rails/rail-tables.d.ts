/** The virtual module of data-plugin.ts. */
declare module "virtual:rail-tables" {
  /** The US tables, and for a game on another board ("gb") that board's too. */
  export function ready(board?: string): Promise<void>;
}
