// Writes only an import makes: a new account's units and managers, inserted without first deleting
// what a new account cannot have (a 30,000-account file saves 60,000 statements).
import type { Executor } from "../db/connection.ts";
import { socialMediaManagers, socialMediaUnits } from "../db/schema.ts";

export async function insertNewAccountLinks(ex: Executor, id: number, unitIds: readonly number[], managerIds: readonly number[]): Promise<void> {
  if (unitIds.length > 0) await ex.insert(socialMediaUnits).values(unitIds.map((unitId, position) => ({ socialMediaId: id, unitId, position })));
  if (managerIds.length > 0) await ex.insert(socialMediaManagers).values(managerIds.map((userId) => ({ socialMediaId: id, userId })));
}
