// `steward user deactivate ID`: deactivates a user (super admin) through the same impact check as
// the users page and SCIM (issue 19). Someone who still holds what nobody else would answer for
// (an account they are the primary administrator of, a unit they are the last unit admin of) is
// refused with those blockers listed, on one line: offboard them instead.
import type { Command } from "commander";
import { describeBlocker, ERROR_CODES, userContracts, type OffboardingBlocker, type Ref } from "@steward/shared";
import { ApiError, callContract, createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { CliError, EXIT, type CliIO } from "../io.ts";

/** The refusal as one line an operator can act on. */
export function formatBlocked(userId: number, blockers: readonly OffboardingBlocker[]): string {
  return (
    `refused: user ${userId} cannot simply be deactivated: still ${blockers.map(describeBlocker).join("; ")}. ` +
    `Offboard them instead (the dashboard's Offboard in the user's details, or POST /api/users/${userId}/offboard), which hands these over`
  );
}

export function registerUser(program: Command, io: CliIO): void {
  const user = program.command("user").description("Users");
  user
    .command("deactivate")
    .description("Deactivate a user (super admin); refused with the blockers listed when they still hold accounts or units nobody else answers for")
    .argument("<id>", "the user's id")
    .action(async (rawId: string, _opts: unknown, cmd: Command) => {
      if (!/^[1-9]\d{0,15}$/.test(rawId)) throw new CliError(`'${rawId}' is not a user id`, EXIT.usage);
      const id = Number(rawId);
      const apiUrl = resolveApiUrl(cmd.optsWithGlobals().apiUrl, io);
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
      try {
        const { doc } = await callContract(api, userContracts.setStatus, { body: { id, status: "inactive" } });
        io.stdout(`Deactivated ${doc.name} (user ${doc.id}).\n`);
      } catch (e) {
        const body = e instanceof ApiError ? (e.body as { message?: string; blockers?: OffboardingBlocker[]; organizations?: Ref[] } | undefined) : undefined;
        if (e instanceof ApiError && body?.message === ERROR_CODES.offboardingRequired) {
          throw new CliError(formatBlocked(id, body.blockers ?? []), EXIT.refused);
        }
        // Units left without a unit admin are all that stands in the way: the contract's LAST_UNIT_ADMIN.
        if (e instanceof ApiError && body?.message === ERROR_CODES.lastUnitAdmin) {
          const units = (body.organizations ?? []).map((unit): OffboardingBlocker => ({ kind: "last_unit_admin", unit }));
          throw new CliError(formatBlocked(id, units), EXIT.refused);
        }
        throw e;
      }
    });
}
