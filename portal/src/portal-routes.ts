// The portal's own address space. Everything under SOCIAL_BASEPATH belongs to the dashboard.
export const SOCIAL_BASEPATH = "/portal/social";
export const HOME_PATH = "/portal/home";

export type PortalView = "home" | "social";

export function viewOf(pathname: string): PortalView {
  return pathname === SOCIAL_BASEPATH || pathname.startsWith(`${SOCIAL_BASEPATH}/`) ? "social" : "home";
}
