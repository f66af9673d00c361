export const PICKER_TEXTS = {
  searchUnits: "Search units",
  searchPeople: "Search people by name or e-mail",
  searching: "Searching...",
  noMatches: "Nothing matches the search.",
  /** The server found more than one page: the rest are reached by typing. */
  more: (shown: number, total: number) => `${shown} of ${total}: type to narrow the search.`,
} as const;
