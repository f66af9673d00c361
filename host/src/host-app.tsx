import { lazy, Suspense, useMemo, type CSSProperties } from "react";
import type { HostConfig } from "./host-config.ts";
import { loadRemoteDashboard } from "./remote-dashboard.ts";
import { RemoteErrorBoundary } from "./remote-error-boundary.tsx";
import { hostTexts } from "./texts.ts";

const loadingStyle: CSSProperties = {
  minHeight: "100vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontFamily: "'Segoe UI', system-ui, -apple-system, sans-serif",
  color: "#616161",
};

export function HostApp({ config }: { config: HostConfig }) {
  // One lazy component per mount, so a failed load is not remembered by a later mount.
  const RemoteDashboard = useMemo(() => lazy(loadRemoteDashboard), []);
  const texts = useMemo(() => hostTexts(), []);
  return (
    <RemoteErrorBoundary manifestUrl={config.remoteManifestUrl}>
      <Suspense
        fallback={
          <div style={loadingStyle} role="status" lang={texts.lang}>
            {texts.loading}
          </div>
        }
      >
        <RemoteDashboard apiBaseUrl={config.apiBaseUrl} basepath="/" theme={config.theme} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
