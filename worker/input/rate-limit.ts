/**
 * The rate limits' one rule, for the API's requests and the moves a room takes on its live socket:
 * a client spends one request of `limiter` per address (and per `scope`, a game's id, when given).
 * In development this machine's own tools (tests, soak, benchmarks) are not limited; any other
 * address is, so tests prove the limit with a `CF-Connecting-IP`.
 */

/** This machine's own tools in development, which no limit applies to. */
export function isLocal(env: { BOXCARS_ENV?: string }, client: string): boolean {
  return (client === "" || client === "127.0.0.1" || client === "::1") && env.BOXCARS_ENV === "development";
}

/** Whether `client` (its address, "" for none) may make one more request now. */
export async function spend(
  limiter: RateLimit,
  env: { BOXCARS_ENV?: string },
  client: string,
  scope: string,
): Promise<boolean> {
  if (isLocal(env, client)) return true;
  return (await limiter.limit({ key: scope ? `${client}:${scope}` : client })).success;
}
