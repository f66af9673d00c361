import { init, loadRemote } from "@module-federation/enhanced/runtime";
import type { ComponentType } from "react";
import type { HostTheme } from "./host-config.ts";

/** The contract of the remote's `./Dashboard` (decisions.md, Embedding). */
export interface RemoteDashboardProps {
  apiBaseUrl?: string;
  basepath?: string;
  theme?: HostTheme;
}

interface RemoteDashboardModule {
  default?: ComponentType<RemoteDashboardProps>;
  Dashboard?: ComponentType<RemoteDashboardProps>;
}

const REMOTE_NAME = "steward";

/** Registers the remote with the federation instance that the build created for the host. */
export function registerDashboardRemote(manifestUrl: string): void {
  init({
    name: "steward_host",
    remotes: [{ name: REMOTE_NAME, entry: manifestUrl }],
  });
}

export async function loadRemoteDashboard(): Promise<{ default: ComponentType<RemoteDashboardProps> }> {
  const module = await loadRemote<RemoteDashboardModule>(`${REMOTE_NAME}/Dashboard`);
  const component = module?.default ?? module?.Dashboard;
  if (!component) throw new Error(`${REMOTE_NAME}/Dashboard did not export a component`);
  return { default: component };
}
