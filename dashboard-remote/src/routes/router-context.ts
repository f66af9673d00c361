import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";

export interface RouterContext {
  api: ApiClient;
  queryClient: QueryClient;
}
