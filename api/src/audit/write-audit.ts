// The one function that writes audit entries. It runs inside the caller's transaction, so a
// change and its entry commit together or not at all; the IMMEDIATE transaction also serialises
// writers, which keeps the hash chain linear.
import { GENESIS_HASH, redactSecrets, type AuditAction, type AuditEntity, type Role } from "@steward/shared";
import type { Tx } from "../db/connection.ts";
import { auditChainHead, insertAuditEntries, type AuditEntryRow, type AuditLinkRow } from "../repositories/audit-write-repo.ts";
import { hashAuditEntryNow } from "./hash-entry.ts";

/**
 * Who made a change: a user (their id, name and role at that time), or a SCIM provisioning token,
 * which is nobody's account: its negative id (minus the token's id), "SCIM: <token name>" and the
 * role "scim" (services/scim-user-service.ts).
 */
export interface AuditActor {
  id: number;
  name: string;
  role: Role | "scim";
}

export interface AuditInput {
  action: AuditAction;
  entity: AuditEntity;
  documentId: number | null;
  actor: AuditActor | null;
  prev?: unknown;
  current?: unknown;
  /** Unit ids the entry concerns: they decide which unit admins may read it. */
  organizations: readonly number[];
  /** When it happened, for entries that record the past (the demo data's history); else `now`. */
  at?: string;
}

/**
 * Tags every entry written through `tx` from now on: a bulk action runs the one-at-a-time changes,
 * each writing its own entry, and each entry must still say which operation made it (as an
 * import's entries carry `importId`). The tag joins the entry's current document before it is
 * hashed; it lives only as long as the transaction object.
 */
const tagsOf = new WeakMap<Tx, Record<string, unknown>>();

export function tagAuditEntriesOf(tx: Tx, tag: Record<string, unknown>): void {
  tagsOf.set(tx, tag);
}

function tagged(tx: Tx, current: unknown): unknown {
  const tag = tagsOf.get(tx);
  if (!tag) return current;
  return current !== null && typeof current === "object" ? { ...(current as object), ...tag } : { ...tag };
}

/** One entry, chained after the newest; its id. */
export async function writeAudit(tx: Tx, input: AuditInput, now: Date): Promise<number> {
  return writeAudits(tx, [input], now);
}

/**
 * Entries in the order given, each chained to the one before (the bulk grant writes one per
 * changed user), with one read of the head and multi-row inserts. Returns the last entry's id,
 * or 0 when there was nothing to write.
 */
export async function writeAudits(tx: Tx, inputs: readonly AuditInput[], now: Date): Promise<number> {
  if (inputs.length === 0) return 0;
  return chainAfter(tx, await auditChainHead(tx), inputs.map((input) => ({ ...input, current: tagged(tx, input.current) })), now);
}

/** The newest entry as the next one chains to it. */
export interface AuditHead {
  id: number;
  hash: string;
  action: string;
}

/**
 * One entry made from the head it will chain to, or none when `build` returns null: a signed head
 * names the entry right before it (audit/sign-head.ts), read in the same transaction.
 */
export async function writeAuditOnHead(tx: Tx, build: (head: AuditHead | undefined) => AuditInput | null, now: Date): Promise<number> {
  const head = await auditChainHead(tx);
  const input = build(head);
  return input ? chainAfter(tx, head, [input], now) : 0;
}

async function chainAfter(tx: Tx, last: AuditHead | undefined, inputs: readonly AuditInput[], now: Date): Promise<number> {
  let id = last?.id ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  const nowIso = now.toISOString();
  const entries: AuditEntryRow[] = [];
  const links: AuditLinkRow[] = [];
  for (const input of inputs) {
    id += 1;
    const organizations = [...new Set(input.organizations)].sort((a, b) => a - b);
    const prev = input.prev === undefined ? null : redactSecrets(input.prev);
    const current = input.current === undefined ? null : redactSecrets(input.current);
    const user = input.actor ? { id: input.actor.id, name: input.actor.name, role: input.actor.role } : null;
    const createdAt = input.at ?? nowIso;
    const hash = hashAuditEntryNow({ id, action: input.action, entity: input.entity, documentId: input.documentId, user, prev, current, organizations, createdAt, prevHash });
    entries.push({
      id, action: input.action, entity: input.entity, documentId: input.documentId, userId: user?.id ?? null, userName: user?.name ?? null,
      userRole: user?.role ?? null, prev: prev === null ? null : JSON.stringify(prev), current: current === null ? null : JSON.stringify(current),
      organizations: JSON.stringify(organizations), createdAt, prevHash, hash,
    });
    for (const unitId of organizations) links.push({ auditLogId: id, unitId });
    prevHash = hash;
  }
  await insertAuditEntries(tx, entries, links);
  return id;
}
