/**
 * The archive's R2 objects: each finished game's whole record and the final spectator answer its
 * room gave, gzipped JSON under fixed keys (written once; a retry writes the same bytes again).
 */
export const recordKey = (id: string) => `records/${id}.json.gz`;
export const viewKey = (id: string) => `views/${id}.json.gz`;

export async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function gunzipJson<T>(body: ReadableStream): Promise<T> {
  return new Response(body.pipeThrough(new DecompressionStream("gzip"))).json<T>();
}

/** Stores `value` as gzipped JSON; answers the JSON's and the stored bytes' sizes. */
export async function putJson(
  bucket: R2Bucket,
  key: string,
  value: unknown,
): Promise<{ jsonBytes: number; gzipBytes: number }> {
  const json = JSON.stringify(value);
  const bytes = await gzip(json);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: "application/json", contentEncoding: "gzip" },
  });
  return { jsonBytes: new TextEncoder().encode(json).length, gzipBytes: bytes.length };
}

/** The parsed object at `key`, or null when there is none. */
export async function getJson<T>(bucket: R2Bucket, key: string): Promise<T | null> {
  const object = await bucket.get(key);
  return object ? gunzipJson<T>(object.body) : null;
}
