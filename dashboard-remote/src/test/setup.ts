import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import coreEn from "../i18n/catalogues/core.en.ts";
import pagesEn from "../i18n/catalogues/pages.en.ts";
import { provideBundle } from "../i18n/load-catalogue.ts";

// happy-dom's Web Animations reject with AbortError when Fluent cancels a motion on unmount, and
// Fluent leaves that rejection unhandled. Without `animate`, Fluent uses its own test path.
Object.defineProperty(Element.prototype, "animate", { value: undefined, configurable: true, writable: true });

// A page's lazy parts (dialogs, the error sentences) are transformed on first import; on a busy
// 2-core machine that alone can take over the default 1 s. A findBy* only waits longer for what must
// appear; it never lets a missing element pass.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Cookies survive between tests in one happy-dom window; the sidebar reads one.
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// Components rendered on their own (no dashboard around them) read the English catalogue.
provideBundle("en", "core", coreEn);
provideBundle("en", "pages", pagesEn);
