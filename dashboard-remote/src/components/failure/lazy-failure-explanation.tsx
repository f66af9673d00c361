// FailureExplanation for what the first download shows (the error page, every list): the
// catalogue's sentences come in their own chunk, fetched once the page has settled (so they are
// there when the server later stops answering), or at the first failure.
import { lazy, Suspense, type ComponentType } from "react";
import { failedAnswerOf } from "../../api/failure-code.ts";

type Explanation = ComponentType<{ error: unknown }>;
let loading: Promise<{ default: Explanation }> | undefined;

function load(): Promise<{ default: Explanation }> {
  loading ??= import("./failure-explanation.tsx").then(
    (m) => ({ default: m.FailureExplanation }),
    () => {
      // Not fetched (the server is gone): the code alone this time, the chunk asked for again next time.
      loading = undefined;
      return { default: CodeOnly };
    },
  );
  return loading;
}

/** Fetches the catalogue's chunk when the browser is idle, a little after the page has shown. */
export function preloadFailureExplanation(): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
  setTimeout(() => (idle ? idle(() => void load()) : void load()), 2000);
}

function CodeOnly({ error }: { error: unknown }) {
  const { status, code } = failedAnswerOf(error);
  return <small data-error-code={code ?? `HTTP_${status}`}>{`Code: ${code ?? `HTTP_${status}`}`}</small>;
}

const Loaded = lazy(load);

export function LazyFailureExplanation({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Loaded error={error} />
    </Suspense>
  );
}
