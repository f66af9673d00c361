// FailureExplanation for what the first download shows (the error page, every list): the
// catalogue's sentences come in their own chunk, fetched a little after a list has shown (so they
// are there when the server later stops answering), or at the first failure. The first download
// is held to a budget (surface.test.ts), which the catalogue would overrun.
import { lazy, Suspense } from "react";
import { LABELS } from "../../texts.ts";

let loading: Promise<{ default: (props: { error: unknown }) => React.ReactNode }> | undefined;

const load = () =>
  (loading ??= import("./failure-explanation.tsx").then(
    (m) => ({ default: m.FailureExplanation }),
    // Not fetched (the server is gone and nothing was fetched before): plain words this time.
    () => ((loading = undefined), { default: () => LABELS.somethingWentWrong }),
  ));

export const preloadFailureExplanation = () => setTimeout(load, 2000);

const Loaded = lazy(load);

export function LazyFailureExplanation({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Loaded error={error} />
    </Suspense>
  );
}
