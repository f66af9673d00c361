// Lists sent to SQLite as one JSON array parameter (unpacked there with json_each) are cut into
// parts that a libSQL server accepts: sqld refuses any bound string over 5,000,000 bytes, where a
// file takes up to a billion. 1,000,000 UTF-16 units are at most 3,000,000 bytes of UTF-8.
export const JSON_PARAMETER_CHARS = 1_000_000;

/** The items as JSON arrays, in order, each array's text at most `maxChars` long (one item may exceed it alone). */
export function jsonArrayChunks(items: readonly unknown[], maxChars = JSON_PARAMETER_CHARS): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let length = 2;
  for (const item of items) {
    const text = JSON.stringify(item);
    if (parts.length > 0 && length + text.length + 1 > maxChars) {
      chunks.push(`[${parts.join(",")}]`);
      parts = [];
      length = 2;
    }
    parts.push(text);
    length += text.length + 1;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(",")}]`);
  return chunks;
}

/** Runs `query` once per part of `keys` and concatenates the rows, in the parts' order. */
export async function allInChunks<K, R>(keys: readonly K[], query: (json: string) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const json of jsonArrayChunks(keys)) rows.push(...(await query(json)));
  return rows;
}
