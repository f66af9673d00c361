import { webLightTheme, type Theme } from "@fluentui/react-components";
import { useEffect, useState } from "react";

export type DashboardTheme = "light" | "dark" | "highContrast";

// Only the light theme ships with the first load; the others are a separate chunk each, fetched
// when asked for (every theme is a full set of tokens).
const loaders: Record<Exclude<DashboardTheme, "light">, () => Promise<{ theme: Theme }>> = {
  dark: () => import("./dark-theme.ts"),
  highContrast: () => import("./high-contrast-theme.ts"),
};

/**
 * The Fluent theme for `name`. While another theme loads, the current one stays (so nothing
 * remounts); only a first render in a non-default theme waits, with null.
 */
export function useFluentTheme(name: DashboardTheme): Theme | null {
  const [current, setCurrent] = useState<Theme | null>(name === "light" ? webLightTheme : null);

  useEffect(() => {
    if (name === "light") {
      setCurrent(webLightTheme);
      return;
    }
    let active = true;
    loaders[name]().then(
      (module) => active && setCurrent(module.theme),
      () => active && setCurrent(webLightTheme),
    );
    return () => {
      active = false;
    };
  }, [name]);

  return current;
}
