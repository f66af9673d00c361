import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error.ts";

/** A refusal (4xx) will not change by asking again; a network failure or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createDashboardQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Mutations invalidate what they change, so a short freshness only spares the requests of
        // going back and forth between pages.
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
