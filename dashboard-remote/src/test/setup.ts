import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// happy-dom's Web Animations reject with AbortError when Fluent cancels a motion on unmount, and
// Fluent leaves that rejection unhandled. Without `animate`, Fluent uses its own test path.
Object.defineProperty(Element.prototype, "animate", { value: undefined, configurable: true, writable: true });

afterEach(() => {
  cleanup();
  // Cookies survive between tests in one happy-dom window; the sidebar reads one.
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
