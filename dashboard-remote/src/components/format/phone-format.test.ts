import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone-format.ts";

describe("formatPhone", () => {
  it.each([
    ["+14155550100", "+1 415 555 0100"],
    ["+573001234567", "+57 300 123 4567"],
    ["+593991234567", "+593 991 234 567"],
    ["+4420794600", "+44 207 946 00"],
    ["", ""],
    ["0300 1234", "0300 1234"],
  ])("%s reads %s", (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
