import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "@steward/shared";

/** Reads the remembered open state; a missing or unreadable cookie means open. */
export function readSidebarCookie(cookieHeader: string = document.cookie): boolean {
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return value !== "false";
  }
  return true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}`;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = sidebarCookie(open);
}
