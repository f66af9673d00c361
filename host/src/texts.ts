// Texts of the host page. The host stays free of the dashboard's dependencies, so it keeps its own.
export const HOST_TEXTS = {
  loading: "Loading Steward...",
  loadFailedTitle: "The dashboard could not be loaded",
  loadFailedAdvice:
    "Check that the Steward server is running and that the remote manifest URL setting points to it, then try again.",
  retry: "Try again",
} as const;

export function loadFailedSource(manifestUrl: string): string {
  return `The dashboard could not be loaded from ${manifestUrl}.`;
}
