import { useEffect, useRef, useState } from "react";
import { useRefresh } from "./use-refresh.tsx";

export interface ApiQueryState<T> {
  /** The latest answer; kept while the next one loads so that tables do not jump. */
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

/**
 * Runs `load` whenever `key` (a serialisation of its inputs) or the refresh counter changes,
 * aborting the previous request so that a slow old answer never overwrites a newer one.
 */
export function useApiQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ApiQueryState<T> {
  const { version } = useRefresh();
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<ApiQueryState<T>>({ data: undefined, error: null, isLoading: true });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, isLoading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ data: previous.data, error, isLoading: false }));
      },
    );
    return () => controller.abort();
  }, [key, version]);

  return state;
}
