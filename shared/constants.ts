// Business constants of product-spec.md section 9 and decisions.md.
export const PAGE_SIZE_OPTIONS = [5, 10, 20] as const;
export const DEFAULT_PAGE_INDEX = 0;
export const DEFAULT_PAGE_SIZE = 10;
export const API_MAX_LIMIT = 100;
export const SEARCH_DEBOUNCE_MS = 500;
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
export const MOBILE_BREAKPOINT_PX = 768;
export const UNIT_NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const DEACTIVATION_REASON_MIN_EXCLUSIVE = 10;
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MINUTES = 10;
/** Forgot-password: calls one client may make per window, and how often one person is e-mailed. */
export const FORGOT_PASSWORD_PER_CLIENT = { max: 10, windowMinutes: 15 } as const;
export const RESET_EMAIL_INTERVAL_MINUTES = 5;
export const SESSION_COOKIE = "steward_session";
/** A phone is optional '+' then 2-15 digits not starting with 0 (product-spec.md section 5). */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
