// A long, plausible audit history for the seeded institution: first the creation of everything
// that exists, then years of edits, approvals, access changes, flag resolutions and password
// resets. Entries are produced lazily in id order so a million of them never sit in memory.
import type { AuditExportEntry } from "@steward/shared";
import type { Institution, SeedUser } from "./institution.ts";
import { POLICY_TEXT } from "./institution.ts";
import type { Rng } from "./prng.ts";

/** An entry as the chain covers it, before it is linked (prevHash) and hashed. */
export type SeedAuditEntry = Omit<AuditExportEntry, "prevHash" | "hash">;

type Event = Omit<SeedAuditEntry, "id" | "createdAt">;

const actorOf = (u: SeedUser) => ({ id: u.id, name: u.name, role: u.role });

export function* auditHistory(rng: Rng, inst: Institution, total: number, base: Date): Generator<SeedAuditEntry> {
  const span = 730 * 86_400_000;
  const start = base.getTime() - span;
  const step = span / Math.max(1, total);
  const superAdmins = inst.users.filter((u) => u.role === "super_admin");
  const unitAdmins = inst.users.filter((u) => u.role === "unit_admin" && u.status === "active");
  const grantsOf = new Map<number, number[]>();
  const grantRowsOf = new Map<number, Institution["grants"]>();
  for (const g of inst.grants) {
    grantsOf.set(g.userId, [...(grantsOf.get(g.userId) ?? []), g.unitId]);
    grantRowsOf.set(g.userId, [...(grantRowsOf.get(g.userId) ?? []), g]);
  }
  const actor = () => actorOf(unitAdmins.length > 0 && rng.chance(0.3) ? rng.pick(unitAdmins) : rng.pick(superAdmins));
  // People and accounts as the product's own entries keep them (references with names), so the
  // demo's history reads like a real one: "Primary admin: Ana Ruiz", not "19086".
  const userById = new Map(inst.users.map((u) => [u.id, u]));
  const personRef = (id: number | null) => {
    const u = id === null ? undefined : userById.get(id);
    return u ? { id: u.id, name: u.name, email: u.email } : null;
  };
  const accountSnap = (a: Institution["accounts"][number], status = a.status) => ({
    id: a.id, name: a.name, platform: a.platform, status, organization: a.unitIds, primaryAdmin: personRef(a.primaryAdminId), backupAdmin: personRef(a.backupAdminId),
  });
  const userSnap = (u: SeedUser, status: string = u.status) => ({ id: u.id, name: u.name, email: u.email, role: u.role, status, organizations: grantsOf.get(u.id) ?? [] });
  const grantSnap = (userId: number) =>
    (grantRowsOf.get(userId) ?? []).map((g) => ({ organization: g.unitId, type: g.type, start_date: g.start, end_date: g.end }));

  function* creation(): Generator<Event> {
    const root = superAdmins[0]!;
    yield { action: "create", entity: "policies", documentId: inst.policyId, user: actorOf(root), prev: null, current: { id: inst.policyId, version: 1, text: POLICY_TEXT }, organizations: [] };
    for (const u of inst.units) {
      yield { action: "create", entity: "organization", documentId: u.id, user: actorOf(root), prev: null, current: { id: u.id, name: u.name, parent: u.parentId, path: u.path, depth: u.depth }, organizations: [u.id] };
    }
    for (const u of inst.users) {
      if (u.id === root.id) continue;
      yield { action: "user_creation", entity: "users", documentId: u.id, user: actorOf(root), prev: null, current: userSnap(u), organizations: grantsOf.get(u.id) ?? [] };
      if (grantsOf.has(u.id)) yield { action: "update", entity: "access", documentId: u.id, user: actor(), prev: [], current: grantSnap(u.id), organizations: grantsOf.get(u.id) ?? [] };
    }
    for (const a of inst.accounts) {
      yield { action: "create", entity: "social-medias", documentId: a.id, user: actor(), prev: null, current: accountSnap(a, "pending_approval"), organizations: a.unitIds };
      if (a.status !== "pending_approval") {
        yield { action: "approval", entity: "social-medias", documentId: a.id, user: actorOf(root), prev: accountSnap(a, "pending_approval"), current: accountSnap(a, "in_transition"), organizations: a.unitIds };
      }
    }
  }

  function randomEvent(): Event {
    const kind = rng.weighted({ account: 45, user: 20, unit: 8, access: 12, flag: 8, password: 5, ack: 2 });
    if (kind === "account" || inst.users.length === 0) {
      const a = rng.pick(inst.accounts);
      const field = rng.pick(["notes", "verificationStatus", "status", "linkedTools", "contactPhone"] as const);
      const prev = { ...accountSnap(a), [field]: field === "status" ? "active" : `previous ${field}` };
      const current = { ...accountSnap(a), [field]: field === "status" ? "inactive" : `updated ${field} ${rng.int(1, 9999)}` };
      return { action: "update", entity: "social-medias", documentId: a.id, user: actor(), prev, current, organizations: a.unitIds };
    }
    if (kind === "user" || kind === "password") {
      const u = rng.pick(inst.users);
      if (kind === "password") {
        const action = rng.chance(0.5) ? "password_recovery" : "password_reset";
        return { action, entity: "users", documentId: u.id, user: action === "password_reset" ? actorOf(u) : null, prev: null, current: { id: u.id, email: u.email }, organizations: grantsOf.get(u.id) ?? [] };
      }
      const prev = userSnap(u);
      const current = { ...prev, isCompletedTrainingRisk: true, date_of_last_training: new Date(start + rng.next() * span).toISOString().slice(0, 10) };
      return { action: "update", entity: "users", documentId: u.id, user: actor(), prev, current, organizations: grantsOf.get(u.id) ?? [] };
    }
    if (kind === "unit") {
      const u = rng.pick(inst.units);
      return {
        action: "update", entity: "organization", documentId: u.id, user: actor(),
        prev: { id: u.id, name: u.name, phone: "" }, current: { id: u.id, name: u.name, phone: `+1617${rng.int(1000000, 9999999)}` }, organizations: [u.id],
      };
    }
    if (kind === "access") {
      const g = rng.pick(inst.grants);
      const snap = grantSnap(g.userId);
      return { action: "update", entity: "access", documentId: g.userId, user: actor(), prev: snap.filter((s) => s.organization !== g.unitId), current: snap, organizations: grantsOf.get(g.userId) ?? [] };
    }
    if (kind === "flag") {
      const a = rng.pick(inst.accounts);
      const flagId = rng.int(1, 10_000);
      return {
        action: "flag_resolution", entity: "flags", documentId: flagId, user: actor(),
        prev: { id: flagId, socialMedia: { id: a.id, name: a.name }, status: "open" }, current: { id: flagId, socialMedia: { id: a.id, name: a.name }, status: rng.pick(["resolved", "dismissed"]), resolutionNote: "Fixed with the account's administrators." },
        organizations: a.unitIds,
      };
    }
    const u = rng.pick(inst.users);
    return { action: "policy_acknowledgment", entity: "acknowledgments", documentId: inst.policyId, user: actorOf(u), prev: null, current: { policy: inst.policyId, user: u.id }, organizations: grantsOf.get(u.id) ?? [] };
  }

  let id = 0;
  const stamp = () => new Date(Math.floor(start + id * step)).toISOString();
  for (const e of creation()) {
    if (id >= total) return;
    id += 1;
    yield { ...e, id, createdAt: stamp() };
  }
  while (id < total) {
    id += 1;
    yield { ...randomEvent(), id, createdAt: stamp() };
  }
}
