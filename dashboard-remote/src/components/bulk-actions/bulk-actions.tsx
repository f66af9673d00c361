// The bulk actions bar of a list, loaded only once a row is chosen: the list pages' first download
// carries just the checkbox column and this switch.
import { lazy, Suspense } from "react";
import type { BulkBarProps } from "./bulk-bar.tsx";

const LazyBulkBar = lazy(() => import("./bulk-bar.tsx").then((m) => ({ default: m.BulkBar })));

export function BulkActions(props: BulkBarProps) {
  const { selection } = props;
  if (props.actions.length === 0 || (!selection.allMatching && selection.ids.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <LazyBulkBar {...props} />
    </Suspense>
  );
}
