/** Dates come as YYYY-MM-DD or full ISO times; people read the day. */
export function dayOf(value: string | null): string | null {
  return value ? value.slice(0, 10) : null;
}
