import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HostApp } from "./host-app.tsx";
import { loadHostConfig } from "./host-config.ts";
import { registerDashboardRemote } from "./remote-dashboard.ts";

async function start(): Promise<void> {
  const element = document.getElementById("root");
  if (!element) throw new Error("The host page has no #root element");
  const config = await loadHostConfig();
  // Absolute, because the remote derives its own public path from the manifest's address.
  const manifestUrl = new URL(config.remoteManifestUrl, window.location.href).href;
  registerDashboardRemote(manifestUrl);
  createRoot(element).render(
    <StrictMode>
      <HostApp config={{ ...config, remoteManifestUrl: manifestUrl }} />
    </StrictMode>,
  );
}

void start();
