// Async boundary: shared modules (React) are negotiated with the federation runtime before any
// code that imports them runs.
import("./bootstrap.tsx").catch((error: unknown) => console.error(error));
