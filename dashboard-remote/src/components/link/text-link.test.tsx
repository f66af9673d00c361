// One link style: a link inside text is TextLink, ExternalLink or LinkButton (Fluent's Link look).
// Only the places that are not text links take the router's Link or a raw anchor: the sidebar's
// navigation, the home page's figure cards and bar rows (a whole card is the link), the skip link.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLink, LinkButton } from "./text-link.tsx";

declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  }
}

const SOURCES = import.meta.glob<string>(["../../**/*.tsx", "!../../**/*.test.tsx"], { query: "?raw", import: "default", eager: true });
const BLOCK_LINKS = ["layout/app-sidebar.tsx", "layout/inbox-nav-entry.tsx", "pages/dashboard-home/stat-card.tsx", "pages/dashboard-home/bar-list.tsx", "pages/dashboard-home/compliance-card.tsx"];
// Pages of features under way in other changes while this rule came in (identity providers,
// public listing and directory): they move to TextLink / ExternalLink, and leave this list, with those changes.
const PENDING = ["pages/sign-in/sign-in-page.tsx", "pages/access/access-page.tsx", "components/account-details/publication-section.tsx", "directory/Directory.tsx"];

const importsName = (text: string, from: string, name: string) =>
  [...text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${from.replace(/[/]/g, "\\/")}"`, "g"))].some((m) =>
    m[1]!.split(",").some((part: string) => part.trim() === name),
  );
const files = (test: (text: string) => boolean) =>
  Object.entries(SOURCES)
    .filter(([, text]) => test(text))
    .map(([file]) => new URL(file, "file:///src/components/link/").pathname.slice("/src/".length));

describe("one link style", () => {
  it("only text-link.tsx takes Fluent's Link", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(files((text) => importsName(text, "@fluentui/react-components", "Link")).filter((f) => !PENDING.includes(f))).toEqual(["components/link/text-link.tsx"]);
  });

  it("the router's Link and raw anchors only where a whole block is the link", () => {
    const routerLinks = files((text) => importsName(text, "@tanstack/react-router", "Link")).filter((f) => !BLOCK_LINKS.includes(f) && !PENDING.includes(f));
    expect(routerLinks).toEqual([]);
    const anchors = files((text) => /<a[\s>]/.test(text)).filter((f) => f !== "layout/skip-link.tsx" && !PENDING.includes(f));
    expect(anchors).toEqual([]);
  });

  it("renders links out of the product in a new tab without a handle on this page, and link buttons as buttons", () => {
    render(
      <>
        <ExternalLink href="https://example.org/post">Open post</ExternalLink>
        <LinkButton>+2 more</LinkButton>
      </>,
    );
    const link = screen.getByRole("link", { name: "Open post" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.className).toContain("fui-Link");
    const button = screen.getByRole("button", { name: "+2 more" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("fui-Link");
  });
});
