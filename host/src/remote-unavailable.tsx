import type { CSSProperties } from "react";
import { hostTexts } from "./texts.ts";

// Plain inline styles: this must render even when nothing of the dashboard (nor Fluent) loaded.
const styles: Record<string, CSSProperties> = {
  page: {
    minHeight: "100vh",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    padding: "24px",
    boxSizing: "border-box",
    fontFamily: "'Segoe UI', system-ui, -apple-system, sans-serif",
    background: "#f5f5f5",
    color: "#242424",
  },
  card: {
    maxWidth: "560px",
    padding: "32px",
    borderRadius: "8px",
    background: "#ffffff",
    boxShadow: "0 4px 16px rgba(0,0,0,0.14)",
    borderTop: "4px solid #c50f1f",
  },
  heading: { margin: "0 0 12px", fontSize: "24px", fontWeight: 600 },
  text: { margin: "0 0 12px", lineHeight: 1.5 },
  code: { fontFamily: "Consolas, monospace", wordBreak: "break-all" },
  detail: { margin: "0 0 16px", color: "#616161", fontSize: "13px", wordBreak: "break-word" },
  button: {
    padding: "6px 16px",
    borderRadius: "4px",
    border: "1px solid #0f6cbd",
    background: "#0f6cbd",
    color: "#ffffff",
    fontSize: "14px",
    cursor: "pointer",
  },
};

export interface RemoteUnavailableProps {
  manifestUrl: string;
  error?: unknown;
}

export function RemoteUnavailable({ manifestUrl, error }: RemoteUnavailableProps) {
  const detail = error instanceof Error ? error.message : null;
  const texts = hostTexts();
  return (
    <main style={styles.page} lang={texts.lang}>
      <section style={styles.card} role="alert" aria-labelledby="steward-host-error-title">
        <h1 id="steward-host-error-title" style={styles.heading}>
          {texts.loadFailedTitle}
        </h1>
        <p style={styles.text}>
          <span style={styles.code}>{texts.loadFailedSource(manifestUrl)}</span>
        </p>
        <p style={styles.text}>{texts.loadFailedAdvice}</p>
        {detail && <p style={styles.detail}>{detail}</p>}
        <button type="button" style={styles.button} onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      </section>
    </main>
  );
}
