// The `./Directory` expose on an institution's site (issue 31): it speaks the language the site
// passes, else the browser's, else English, with no dashboard around it. The public API answers from
// a loopback server, as the expose's fetch meets it on a real site.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import coreEs from "../i18n/catalogues/core.es-CO.ts";
import { provideBundle } from "../i18n/load-catalogue.ts";
import { Directory, directoryLocale } from "./Directory.tsx";

const PAGE = {
  docs: [
    { id: 1, name: "Physics on YouTube", platform: "youtube", handle: "@physics", profileUrl: "https://youtube.com/@physics", unit: { id: 2, name: "Physics", path: ["University", "Physics"] }, attested: true },
    { id: 2, name: "Library", platform: "other", handle: "library", profileUrl: "https://example.org/library", unit: { id: 3, name: "Library", path: ["University", "Library"] }, attested: false },
  ],
  totalDocs: 2,
  page: 1,
  totalPages: 1,
  limit: 20,
  hasPrevPage: false,
  hasNextPage: false,
  prevPage: null,
  nextPage: null,
};

let server: Server;
let apiBaseUrl = "";
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" });
    res.end(JSON.stringify(PAGE));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provideBundle("es-CO", "core", coreEs);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("the directory's language", () => {
  it("is the site's when it passes one, else the browser's first supported one, else English", () => {
    expect(directoryLocale("es-CO", ["en-GB"])).toBe("es-CO");
    expect(directoryLocale("es", ["en-GB"])).toBe("es-CO");
    expect(directoryLocale("en", ["es-CO"])).toBe("en");
    expect(directoryLocale(undefined, ["fr-FR", "es-MX", "en"])).toBe("es-CO");
    expect(directoryLocale(undefined, ["fr-FR", "de"])).toBe("en");
    expect(directoryLocale("fr", ["es"])).toBe("es-CO");
  });
});

describe("the directory on a site", { timeout: 30_000 }, () => {
  it("lists the accounts in Spanish when the site asks for Spanish", async () => {
    render(<Directory apiBaseUrl={apiBaseUrl} locale="es-CO" />);
    expect(await screen.findByRole("heading", { name: "Cuentas oficiales en redes sociales" })).toBeTruthy();
    expect(await screen.findByText("2 cuentas", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText("Buscar")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Todas las plataformas" })).toBeTruthy();
    expect(screen.getByText("Confirmada")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Páginas" }).textContent).toContain("Página 1 de 1");
    expect(screen.getByRole("button", { name: "Página anterior" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    for (const english of ["Official social media accounts", "All platforms", "Attested", "accounts", "Previous page", "Page 1 of 1"]) expect(text).not.toContain(english);
    expect(asked.at(-1)).toContain("/public/v1/accounts");
  });

  it("keeps the specification's English for an English site", async () => {
    render(<Directory apiBaseUrl={apiBaseUrl} locale="en" />);
    expect(await screen.findByRole("heading", { name: "Official social media accounts" })).toBeTruthy();
    expect(await screen.findByText("2 accounts", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("Attested")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Pages" }).textContent).toContain("Page 1 of 1");
  });
});
