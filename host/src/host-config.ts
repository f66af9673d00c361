// The host learns where the remote lives at run time, so one build serves every deployment.
export type HostTheme = "light" | "dark" | "highContrast";

export interface HostConfig {
  remoteManifestUrl: string;
  apiBaseUrl: string;
  theme: HostTheme;
}

export const DEFAULT_HOST_CONFIG: HostConfig = {
  remoteManifestUrl: "/remote/mf-manifest.json",
  apiBaseUrl: "",
  theme: "light",
};

const THEMES: readonly string[] = ["light", "dark", "highContrast"];

function isHostTheme(value: unknown): value is HostTheme {
  return typeof value === "string" && THEMES.includes(value);
}

/** Keeps the valid fields of an answer and takes the defaults for the rest. */
export function parseHostConfig(value: unknown): HostConfig {
  if (typeof value !== "object" || value === null) return DEFAULT_HOST_CONFIG;
  const record = value as Record<string, unknown>;
  return {
    remoteManifestUrl:
      typeof record.remoteManifestUrl === "string" && record.remoteManifestUrl !== ""
        ? record.remoteManifestUrl
        : DEFAULT_HOST_CONFIG.remoteManifestUrl,
    apiBaseUrl: typeof record.apiBaseUrl === "string" ? record.apiBaseUrl : DEFAULT_HOST_CONFIG.apiBaseUrl,
    theme: isHostTheme(record.theme) ? record.theme : DEFAULT_HOST_CONFIG.theme,
  };
}

export async function loadHostConfig(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<HostConfig> {
  try {
    const response = await fetchImpl("/host-config.json", { headers: { accept: "application/json" } });
    if (!response.ok) return DEFAULT_HOST_CONFIG;
    return parseHostConfig(await response.json());
  } catch {
    return DEFAULT_HOST_CONFIG;
  }
}
