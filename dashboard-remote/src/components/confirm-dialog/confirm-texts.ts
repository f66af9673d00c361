// Texts of the confirmations product-spec.md does not spell out (issue 15).
export const CONFIRM_TEXTS = {
  cancel: "Cancel",
  close: "Close",
  publishTitle: "Publish this policy?",
  publishBody: "Every user, you included, must accept the new version again before they can go on using Steward.",
  publish: "Publish",
  publishing: "Publishing...",
  disableTitle: (unit: string) => `Disable ${unit}?`,
  disableBody: "The unit becomes inactive: it stays in the list, with its accounts and people, and can be set active again from its form.",
  disable: "Disable",
  disabling: "Disabling...",
  hasActiveChildren: "This unit still has active sub-units. Disable or move them first, then disable this unit.",
  unitMissing: "This unit no longer exists, or it is not in your units.",
  notAllowed: "You may not disable this unit.",
} as const;
