import { LABELS } from "../texts.ts";

/**
 * What a page shows while its code or its data is on the way, instead of a blank area. Plain
 * markup: it is part of the first download.
 */
export function PageLoading() {
  return (
    <p role="status" style={{ padding: "16px 0" }}>
      {LABELS.loading}
    </p>
  );
}
