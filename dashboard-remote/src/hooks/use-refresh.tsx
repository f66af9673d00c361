import { createContext, useContext } from "react";

/**
 * A counter that every data hook depends on: bumping it re-runs all queries on screen (for
 * instance once the policy is accepted and the API stops refusing calls).
 */
export interface RefreshState {
  version: number;
  refresh(): void;
}

export const RefreshContext = createContext<RefreshState>({ version: 0, refresh: () => {} });

export function useRefresh(): RefreshState {
  return useContext(RefreshContext);
}
