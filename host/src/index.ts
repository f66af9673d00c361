// Async boundary: the federation runtime sets up the shared React before the app imports it.
import("./bootstrap.tsx").catch((error: unknown) => console.error(error));
