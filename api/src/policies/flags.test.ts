// The flags policy: a flag moves only along FLAG_TRANSITIONS, and a move off the table is 409.
import { ERROR_CODES, FLAG_STATUSES, FLAG_TRANSITIONS } from "@steward/shared";
import { expect, it } from "vitest";
import { refusal } from "../../test/refusals.ts";
import { assertMayMoveFlag } from "./flags.ts";

it("lets open and in-review flags move anywhere, closed ones only back to open", () => {
  for (const from of FLAG_STATUSES) {
    for (const to of FLAG_STATUSES.filter((s) => s !== from)) {
      const seen = refusal(() => assertMayMoveFlag(from, to));
      if (FLAG_TRANSITIONS[from].includes(to)) expect(seen, `${from} -> ${to}`).toBeNull();
      else expect(seen, `${from} -> ${to}`).toMatchObject({ kind: "conflict", message: ERROR_CODES.invalidTransition, body: { from, to } });
    }
  }
  expect(refusal(() => assertMayMoveFlag("resolved", "dismissed"))?.message).toBe(ERROR_CODES.invalidTransition);
  expect(refusal(() => assertMayMoveFlag("dismissed", "open"))).toBeNull();
});
