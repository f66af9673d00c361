// Types for the tests that call scripts/release-permissions.mjs (a plain script, so that a
// production install runs it with node alone).
/** The Deno permission flags the release starts with for these settings: `-P=server`, plus read and write lists when a setting names a folder outside ./data. */
export function releasePermissionFlags(env: Record<string, string | undefined>): string[];
