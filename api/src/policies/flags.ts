// What may be done to a risk flag. The route's declared rule is the role gate (FLAGS:create and
// FLAGS:update); here is what depends on the flag: it moves only along FLAG_TRANSITIONS
// (shared/schemas/flags.ts mayMoveFlag, whose table the status dialog offers).
import { ERROR_CODES, mayMoveFlag, type FlagStatus } from "@steward/shared";
import { conflict } from "../domain/errors.ts";

export { mayMoveFlag } from "@steward/shared";

/** 409 INVALID_TRANSITION for a move the table does not list (a closed flag may only be reopened). */
export function assertMayMoveFlag(from: FlagStatus, to: FlagStatus): void {
  if (!mayMoveFlag(from, to)) throw conflict(ERROR_CODES.invalidTransition, { from, to });
}
