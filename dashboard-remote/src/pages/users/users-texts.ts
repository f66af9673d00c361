/** product-spec.md section 9: the units cell shows one unit plus '+N more'. */
export function moreLabelPlus(count: number): string {
  return `+${count} more`;
}

/** Dates come as YYYY-MM-DD or full ISO times; people read the day. */
export function dayOf(value: string | null): string | null {
  return value ? value.slice(0, 10) : null;
}
