import type { Locale, PublicUser } from "@steward/shared";
import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { createApiClient, type AccessTokenSource } from "../api/api-client.ts";
import { DashboardRoot } from "../dashboard-root.tsx";
import { createDashboardQueryClient } from "../data/query-client.ts";
import type { DashboardServices } from "../dashboard-services.tsx";
import { createNotificationQueue } from "../notifications/notification-queue.ts";
import { createDashboardRouter } from "../router.ts";
import { createFakeApi, type FakeApi } from "./fake-api.ts";
import { listOf } from "./fixtures.ts";

export interface RenderDashboardOptions {
  path: string;
  /** Signed-in user, or null for nobody. */
  user?: PublicUser | null;
  api?: FakeApi;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** The embedding portal's token source (issue 17), as `mount()` would pass it. */
  getAccessToken?: AccessTokenSource;
  /** The embedding portal's language, as `mount()` would pass it (it then wins). */
  locale?: Locale;
}

/**
 * The whole dashboard (router, guards, layout, policy gate) over a memory history and a fake API
 * with defaults for what the test did not register: `user` for who-am-I, no policy waiting, no
 * first-user setup, no units.
 */
export function renderDashboard({ path, user = null, api = createFakeApi(), userEventOptions, getAccessToken, locale }: RenderDashboardOptions) {
  const defaults: [string, () => { status: number; body?: unknown }][] = [
    ["GET /api/users/me", () => (user ? { status: 200, body: { user } } : { status: 401, body: { message: "UNAUTHORIZED" } })],
    ["GET /api/setup", () => ({ status: 200, body: { firstUserRequired: false } })],
    ["GET /api/policies/current", () => ({ status: 200, body: { policy: null, accepted: false } })],
    ["GET /api/organization", () => ({ status: 200, body: listOf([]) })],
    ["GET /api/inbox/version", () => ({ status: 200, body: { unread: 0, latestId: 0, pollSeconds: 60 } })],
  ];
  for (const [route, answer] of defaults) if (!api.has(route)) api.on(route, answer);

  const client = createApiClient("", api.fetch, getAccessToken);
  const leaveTo = vi.fn<(url: string) => void>();
  const services: DashboardServices = {
    api: client,
    queryClient: createDashboardQueryClient(),
    notifications: createNotificationQueue(),
    leaveTo,
  };
  const history = createMemoryHistory({ initialEntries: [path] });
  // Tests answer failures at once: no retries with their back-off delays.
  services.queryClient.setDefaultOptions({ ...services.queryClient.getDefaultOptions(), queries: { ...services.queryClient.getDefaultOptions().queries, retry: false } });
  const router = createDashboardRouter({ context: { api: client, queryClient: services.queryClient }, history });
  const events = userEvent.setup(userEventOptions);
  const view = render(<DashboardRoot services={services} router={router} theme="light" locale={locale} />);
  return { ...view, api, router, leaveTo, events, services };
}
