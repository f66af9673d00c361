import type { StewardTheme } from "./steward-loader.ts";

const STORAGE_KEY = "portal-theme";
const THEMES: readonly StewardTheme[] = ["light", "dark", "highContrast"];

export function isTheme(value: unknown): value is StewardTheme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function readTheme(): StewardTheme {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isTheme(saved) ? saved : "light";
  } catch {
    return "light";
  }
}

export function saveTheme(theme: StewardTheme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
