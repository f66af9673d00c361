// What the first-run checklist reads beyond the lists' own queries: whether an import was committed
// (issue 32's imports). Until a server has the import routes, the answer is "not yet", never an error.
import { importEndpoints, type ImportContracts } from "@steward/shared";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { contractCalls } from "../api/contract-calls.ts";

const imports = contractCalls<ImportContracts>(importEndpoints);

export const committedImportsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ["setup", "committed-imports"] as const,
    queryFn: ({ signal }) =>
      imports.list(api, { query: { state: ["committed"], limit: 1 } }, signal).then(
        (list) => list.totalDocs,
        () => 0,
      ),
  });
