// Loads the Steward dashboard from its Module Federation manifest with the federation runtime
// alone: the portal has no build plugin, no React and no shared modules, so the remote brings
// its own React (the fallback copy it ships for hosts that provide none).
import { createInstance } from "@module-federation/enhanced/runtime";

export type StewardTheme = "light" | "dark" | "highContrast";

export interface StewardMountOptions {
  apiBaseUrl: string;
  basepath: string;
  theme: StewardTheme;
  /** The portal's access token from the identity provider, asked before every API call (issue 17). */
  getAccessToken?: () => string | null;
  /** Called with the signed-in person's unread inbox count when it changes (issue 33). */
  onUnreadCountChange?: (count: number) => void;
}

/** The DOM event the dashboard dispatches (bubbling) on its element with `{ count }` (issue 33). */
export const UNREAD_COUNT_EVENT = "steward:unread-count";

export interface StewardUnmount {
  (): void;
  update(options: { theme: StewardTheme }): void;
}

export type StewardMount = (element: Element, options: StewardMountOptions) => StewardUnmount;

interface MountModule {
  mount?: StewardMount;
  default?: StewardMount;
}

/** `https://steward.example.org` -> its manifest address. */
export function manifestUrlOf(stewardUrl: string): string {
  return `${stewardUrl.replace(/\/+$/, "")}/remote/mf-manifest.json`;
}

let loading: Promise<StewardMount> | null = null;

/** The remote's `mount`, fetched once per page; a failed attempt may be retried. */
export function loadStewardMount(stewardUrl: string): Promise<StewardMount> {
  loading ??= (async () => {
    const federation = createInstance({
      name: "intranet_portal",
      remotes: [{ name: "steward", entry: manifestUrlOf(stewardUrl) }],
    });
    const module = await federation.loadRemote<MountModule>("steward/mount");
    const mount = module?.mount ?? module?.default;
    if (typeof mount !== "function") throw new Error("steward/mount did not export a mount function");
    return mount;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
