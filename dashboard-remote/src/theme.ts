import { teamsHighContrastTheme, webDarkTheme, webLightTheme, type Theme } from "@fluentui/react-components";

export type DashboardTheme = "light" | "dark" | "highContrast";

export const THEMES: Record<DashboardTheme, Theme> = {
  light: webLightTheme,
  dark: webDarkTheme,
  highContrast: teamsHighContrastTheme,
};
