// FailureExplanation for what the first download shows (the error page, every list). The first
// download is held to a budget (surface.test.ts) that the catalogue would overrun, so its sentences
// come in their own chunk, at the first failure. The dashboard's home page, where signing in lands,
// shows FailureExplanation itself and so has fetched them already: they are at hand when the server
// later stops answering. If even the chunk cannot be fetched, the page around it says the rest.
import { lazy, Suspense, type ComponentType } from "react";

const Loaded = lazy<ComponentType<{ error: unknown }>>(() =>
  import("./failure-explanation.tsx").then(
    (m) => ({ default: m.FailureExplanation }),
    () => ({ default: () => null }),
  ),
);

export const LazyFailureExplanation = ({ error }: { error: unknown }) => (
  <Suspense>
    <Loaded error={error} />
  </Suspense>
);
