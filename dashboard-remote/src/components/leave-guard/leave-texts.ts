export const LEAVE_TEXTS = {
  title: "Leave without saving?",
  body: "Your changes on this page are not saved. If you leave now, they are lost.",
  leave: "Leave",
  stay: "Stay on this page",
} as const;
