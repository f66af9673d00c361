// mount() as a page without React uses it: into an element, at a base path, against an API on
// another origin; theme changes in place; unmount leaves nothing behind.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mount, UNREAD_COUNT_EVENT, type UnreadCountDetail } from "./mount.tsx";
import { createFakeApi } from "./test/fake-api.ts";
import { makeUser } from "./test/fixtures.ts";

const API = "https://steward.example.org";

function fakeServer(signedIn: boolean) {
  const api = createFakeApi();
  api.on("GET /api/setup", { status: 200, body: { firstUserRequired: false } });
  api.on("GET /api/users/me", signedIn ? { status: 200, body: { user: makeUser("super_admin") } } : { status: 401, body: { message: "UNAUTHORIZED" } });
  api.on("GET /api/policies/current", { status: 200, body: { policy: null, accepted: true } });
  api.on("GET /api/organization", { status: 200, body: { docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPrevPage: false } });
  api.on("GET /api/inbox/version", { status: 200, body: { unread: 4, latestId: 9, pollSeconds: 60 } });
  const urls: string[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return api.fetch(input, init);
  });
  return urls;
}

/** The CSS custom property that Fluent's provider writes for its theme. */
function providerBackground(): string | undefined {
  for (const style of document.head.querySelectorAll("style")) {
    // Fluent writes through the CSSOM (insertRule) when it can, through the text otherwise.
    const rules = style.sheet ? Array.from(style.sheet.cssRules, (rule) => rule.cssText).join("\n") : "";
    const match = `${style.textContent ?? ""}\n${rules}`.match(/--colorNeutralBackground1:\s*([^;]+);/);
    if (match) return match[1]?.trim();
  }
  return undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("mount", () => {
  it("renders at the base path against the API's origin and unmounts cleanly", async () => {
    const urls = fakeServer(false);
    const nativePushState = window.history.pushState;
    window.history.replaceState(null, "", "/portal/social/sign-in");
    const element = document.createElement("div");
    document.body.append(element);

    const unmount = mount(element, { apiBaseUrl: API, basepath: "/portal/social", theme: "light" });
    expect(await within(element).findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith(`${API}/api/`))).toBe(true);
    expect(window.location.pathname).toBe("/portal/social/sign-in");
    expect(providerBackground()).toBeTruthy();
    // The router's history patched pushState while mounted; unmount gives it back at once.
    expect(window.history.pushState).not.toBe(nativePushState);

    unmount();
    expect(element.childElementCount).toBe(0);
    expect(providerBackground()).toBeUndefined();
    expect(window.history.pushState).toBe(nativePushState);
    // A second call is harmless.
    unmount();
  });

  it("changes the theme in place", async () => {
    fakeServer(false);
    window.history.replaceState(null, "", "/portal/social/sign-in");
    const element = document.createElement("div");
    document.body.append(element);
    const unmount = mount(element, { apiBaseUrl: API, basepath: "/portal/social", theme: "light" });
    const button = await within(element).findByRole("button", { name: "Sign in" });
    const light = providerBackground();
    expect(light).toBeTruthy();

    unmount.update({ theme: "dark" });
    await waitFor(() => expect(providerBackground()).not.toBe(light));
    // Same page, same elements: nothing remounted.
    expect(within(element).getByRole("button", { name: "Sign in" })).toBe(button);
    unmount();
  });

  it("signs out through the API's logout back to the portal's sign-in page", async () => {
    fakeServer(true);
    window.history.replaceState(null, "", "/portal/social/dashboard/units");
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    const element = document.createElement("div");
    document.body.append(element);
    const unmount = mount(element, { apiBaseUrl: API, basepath: "/portal/social", theme: "light" });

    await userEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
    const back = new URL("/portal/social/sign-in", window.location.href).href;
    expect(assign).toHaveBeenCalledWith(`${API}/api/logout?returnTo=${encodeURIComponent(back)}`);
    unmount();
  });

  it("speaks the portal's language, in Spanish, and switches it with update() without remounting", async () => {
    fakeServer(false);
    window.history.replaceState(null, "", "/portal/social/sign-in");
    const element = document.createElement("div");
    document.body.append(element);
    const unmount = mount(element, { apiBaseUrl: API, basepath: "/portal/social", theme: "light", locale: "es-CO" });

    const button = await within(element).findByRole("button", { name: "Iniciar sesión" });
    const email = within(element).getByRole("textbox", { name: "Correo electrónico" }) as HTMLInputElement;
    expect(within(element).getByRole("link", { name: "¿Olvidó su contraseña?" })).toBeTruthy();
    expect(within(element).queryByText("Sign in")).toBeNull();
    expect(element.querySelector("[lang]")?.getAttribute("lang")).toBe("es-CO");
    await userEvent.type(email, "ana@example.org");

    unmount.update({ locale: "en" });
    expect(await within(element).findByRole("button", { name: "Sign in" })).toBe(button);
    expect(within(element).getByRole("textbox", { name: "Email" })).toBe(email);
    expect(email.value).toBe("ana@example.org");
    expect(element.querySelector("[lang]")?.getAttribute("lang")).toBe("en");

    unmount.update({ locale: "es-CO" });
    expect(await within(element).findByRole("button", { name: "Iniciar sesión" })).toBe(button);
    expect(email.value).toBe("ana@example.org");
    unmount();
  });

  it("tells the portal the unread inbox count, by its callback and by a DOM event on the element", async () => {
    fakeServer(true);
    window.history.replaceState(null, "", "/portal/social/dashboard/units");
    const element = document.createElement("div");
    document.body.append(element);
    const heard: number[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<UnreadCountDetail>).detail.count);
    document.addEventListener(UNREAD_COUNT_EVENT, listener);
    const onUnreadCountChange = vi.fn<(count: number) => void>();
    const unmount = mount(element, { apiBaseUrl: API, basepath: "/portal/social", theme: "light", onUnreadCountChange });

    await waitFor(() => expect(onUnreadCountChange).toHaveBeenLastCalledWith(4));
    expect(heard.at(-1)).toBe(4);
    expect(await within(element).findByRole("link", { name: "Inbox, 4 unread" })).toBeTruthy();
    unmount();
    document.removeEventListener(UNREAD_COUNT_EVENT, listener);
  });
});
