// FailureExplanation for what the first download shows (the error page, every list). The first
// download is held to a budget (surface.test.ts) that the catalogue would overrun, so its sentences
// come in their own chunk: fetched a little after a list has shown (preloadFailureExplanation), so
// they are at hand when the server later stops answering, or else at the first failure. If even
// that chunk cannot be fetched, nothing more is said than the page around it says.
import { lazy, Suspense } from "react";

const load = () => import("./failure-explanation.tsx").then((m) => ({ default: m.FailureExplanation }), () => ({ default: () => null }));

export const preloadFailureExplanation = () => setTimeout(load, 2000);

const Loaded = lazy(load);

export const LazyFailureExplanation = ({ error }: { error: unknown }) => (
  <Suspense>
    <Loaded error={error} />
  </Suspense>
);
