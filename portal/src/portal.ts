// The mock intranet portal: plain DOM code. It owns the header, the navigation and the theme, and
// hands one region of the page to the Steward dashboard while the address is under /portal/social.
import { HOME_PATH, SOCIAL_BASEPATH, viewOf, type PortalView } from "./portal-routes.ts";
import { isTheme, readTheme, saveTheme } from "./portal-theme.ts";
import { beginSignIn, completeSignIn, currentToken, SIGNED_IN_PATH, signOut, type PortalOidc } from "./portal-sign-in.ts";
import { loadStewardMount, manifestUrlOf, UNREAD_COUNT_EVENT, type StewardTheme, type StewardUnmount } from "./steward-loader.ts";

interface PortalConfig {
  stewardUrl: string;
  /** Set: the portal signs people in at the identity provider and the dashboard uses its token. */
  oidc?: PortalOidc;
}

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The portal page has no #${id}`);
  return found as T;
}

async function loadConfig(): Promise<PortalConfig> {
  const response = await fetch("/portal-config.json", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`/portal-config.json answered ${response.status}`);
  const body: unknown = await response.json();
  const stewardUrl = typeof body === "object" && body !== null ? (body as Record<string, unknown>)["stewardUrl"] : undefined;
  if (typeof stewardUrl !== "string" || stewardUrl === "") throw new Error("/portal-config.json has no stewardUrl");
  const oidc = (body as Record<string, unknown>)["oidc"] as PortalOidc | undefined;
  return { stewardUrl: stewardUrl.replace(/\/+$/, ""), ...(oidc ? { oidc } : {}) };
}

function start(config: PortalConfig): void {
  const home = element<HTMLElement>("portal-home");
  const region = element<HTMLDivElement>("steward-region");
  const status = element<HTMLDivElement>("portal-status");
  const themeSelect = element<HTMLSelectElement>("portal-theme");
  const unreadBadge = element<HTMLSpanElement>("portal-unread");
  let theme: StewardTheme = readTheme();
  let unmount: StewardUnmount | null = null;
  // Each showing gets a number, so that a slow load finishing after the user left mounts nothing.
  let showing = 0;

  const applyTheme = () => {
    document.documentElement.dataset["theme"] = theme;
    themeSelect.value = theme;
    unmount?.update({ theme });
  };

  const markCurrentLink = (view: PortalView) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("nav a[data-portal-link]")) {
      const current = viewOf(new URL(link.href).pathname) === view;
      if (current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  };

  const leaveSocial = () => {
    showing += 1;
    unmount?.();
    unmount = null;
    region.hidden = true;
  };

  const showSocial = async () => {
    if (unmount) return;
    const ticket = ++showing;
    status.textContent = "";
    // The portal signs people in itself: nobody reaches the dashboard without the provider's token.
    if (config.oidc && !currentToken()) {
      await beginSignIn(config.oidc, window.location.pathname + window.location.search);
      return;
    }
    try {
      const mount = await loadStewardMount(config.stewardUrl);
      if (ticket !== showing) return;
      region.hidden = false;
      unmount = mount(region, {
        apiBaseUrl: config.stewardUrl,
        basepath: SOCIAL_BASEPATH,
        theme,
        ...(config.oidc ? { getAccessToken: currentToken } : {}),
      });
    } catch (error) {
      if (ticket !== showing) return;
      console.error("Steward could not be loaded", error);
      status.textContent = `The social media dashboard could not be loaded from ${manifestUrlOf(config.stewardUrl)}. Check that the Steward server is running and allows this portal's origin, then reload the page.`;
    }
  };

  const render = () => {
    if (window.location.pathname === "/" || window.location.pathname === "/portal" || window.location.pathname === "/portal/") {
      history.replaceState(null, "", HOME_PATH);
    }
    const view = viewOf(window.location.pathname);
    markCurrentLink(view);
    home.hidden = view !== "home";
    if (view === "home") {
      leaveSocial();
      document.title = "Intranet portal";
    } else {
      document.title = "Social media - Intranet portal";
      void showSocial();
    }
  };

  // Portal links change the address without reloading the page; the dashboard is unmounted
  // before the address leaves its base path, so its router never sees a foreign URL.
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-portal-link]") : null;
    if (!link) return;
    event.preventDefault();
    const target = new URL(link.href);
    if (viewOf(target.pathname) === "home") leaveSocial();
    if (target.pathname !== window.location.pathname || viewOf(target.pathname) === "home") {
      history.pushState(null, "", target.pathname + target.search);
    }
    render();
    element<HTMLElement>("portal-main").focus();
  });
  window.addEventListener("popstate", render);

  themeSelect.addEventListener("change", () => {
    if (!isTheme(themeSelect.value)) return;
    theme = themeSelect.value;
    saveTheme(theme);
    applyTheme();
  });

  // The dashboard tells its region the signed-in person's unread inbox count (a bubbling DOM event;
  // mount's onUnreadCountChange callback says the same); the portal shows it beside its own link,
  // and keeps the last count it heard while another of its pages shows.
  region.addEventListener(UNREAD_COUNT_EVENT, (event) => {
    const count = (event as CustomEvent<{ count: number }>).detail.count;
    unreadBadge.hidden = count === 0;
    unreadBadge.replaceChildren(String(count), Object.assign(document.createElement("span"), { className: "visually-hidden", textContent: " unread in the inbox" }));
  });

  applyTheme();
  render();
}

/** Back from the identity provider: finish the portal's sign-in, then show the page it was for. */
async function finishSignIn(config: PortalConfig): Promise<void> {
  if (!config.oidc || window.location.pathname !== SIGNED_IN_PATH) return;
  const next = await completeSignIn(config.oidc, new URL(window.location.href));
  history.replaceState(null, "", next.startsWith("/portal") ? next : "/portal/home");
}

function showSignedIn(config: PortalConfig): void {
  const signOutButton = document.getElementById("portal-sign-out");
  if (!config.oidc || !signOutButton) return;
  signOutButton.hidden = currentToken() === null;
  signOutButton.addEventListener("click", () => {
    signOut();
    window.location.assign("/portal/home");
  });
}

function say(text: string): void {
  const status = document.getElementById("portal-status");
  if (status) status.textContent = text;
}

loadConfig().then(
  (config) =>
    finishSignIn(config).then(
      () => {
        showSignedIn(config);
        start(config);
      },
      (error: unknown) => say(`The portal could not sign you in: ${error instanceof Error ? error.message : String(error)}`),
    ),
  (error: unknown) => say(`The portal is misconfigured: ${error instanceof Error ? error.message : String(error)}`),
);
