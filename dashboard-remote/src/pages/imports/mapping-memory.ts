// The mapping a person chose for a file's layout, remembered in this browser: the next file with
// the same headers (next quarter's export of the same spreadsheet) opens with the same choices. A
// layout is the set of headers, so a file whose columns moved around is still the same layout.

import type { ColumnMapping } from "../../api/imports-api.ts";

const PREFIX = "steward.importMapping";

/** FNV-1a, 32 bits: short keys, no async crypto; a collision only means a wrong pre-fill, which the person sees. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The layout's name: the headers as a set (order and surrounding spaces do not matter). */
export function layoutKey(kind: string, headers: readonly string[]): string {
  const sorted = [...new Set(headers.map((header) => header.trim()))].sort();
  return `${PREFIX}.${kind}.${fnv1a(JSON.stringify(sorted))}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage turned off (a privacy setting, a sandboxed frame): nothing is remembered.
    return null;
  }
}

/** The mapping remembered for this layout, keeping only headers the file has; null when none is. */
export function recallMapping(kind: string, headers: readonly string[]): ColumnMapping | null {
  const raw = storage()?.getItem(layoutKey(kind, headers));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const present = new Set(headers);
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string" && present.has(entry[1])));
  } catch {
    return null;
  }
}

export function rememberMapping(kind: string, headers: readonly string[], mapping: ColumnMapping): void {
  try {
    storage()?.setItem(layoutKey(kind, headers), JSON.stringify(mapping));
  } catch {
    // A full storage: the mapping is simply not remembered.
  }
}

/**
 * What the mapping step opens with: the person's own choice for this layout when there is one,
 * otherwise the server's suggestion (headers matched by their text in either language).
 */
export function initialMapping(kind: string, headers: readonly string[], suggested: ColumnMapping): ColumnMapping {
  return recallMapping(kind, headers) ?? suggested;
}
