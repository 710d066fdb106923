/** The virtual module of data-plugin.ts. */
declare module "virtual:rail-tables" {
  export function ready(): Promise<void>;
}
