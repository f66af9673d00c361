import { MOBILE_BREAKPOINT_PX } from "@steward/shared";
import { useCallback, useEffect, useState } from "react";
import { useMediaQuery } from "../hooks/use-media-query.ts";
import { readSidebarCookie, writeSidebarCookie } from "./sidebar-cookie.ts";

export interface SidebarState {
  isMobile: boolean;
  /** Docked sidebar on wide screens; remembered in the cookie. */
  open: boolean;
  /** Overlay drawer on narrow screens; never remembered. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

/**
 * A shortcut the focused control has claimed (the policy editor's Ctrl/Cmd+B is bold) is its own:
 * the editor marks it handled (preventDefault) before it bubbles to the window, and any rich-text
 * area keeps its keys even where it has no binding for one.
 */
function ownedByFocusedControl(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return true;
  const target = event.target;
  return target instanceof HTMLElement && target.isContentEditable;
}

export function useSidebarState(): SidebarState {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const [open, setOpen] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    writeSidebarCookie(!open);
    setOpen(!open);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (ownedByFocusedControl(event)) return;
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
