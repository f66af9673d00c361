// SCIM provisioning tokens (issue 17): a super admin makes one per identity provider (`steward scim
// token create --name NAME`), it is shown once and only its SHA-256 is kept; revoking it refuses it
// at the next request. Making and revoking are audited; using one is remembered to the hour.
import { ERROR_CODES, type ScimTokenCreated, type ScimTokenDoc } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import { writeAudit, type AuditActor } from "../audit/write-audit.ts";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { sha256Hex } from "../mail/password-tokens.ts";
import { findLiveTokenByHash, findLiveTokenByName, insertToken, listTokens, revokeToken, touchToken, type ScimTokenListRow } from "../repositories/scim-repo.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";

/** A token's prefix says what it is (and lets secret scanners find a leaked one). */
export const SCIM_TOKEN_PREFIX = "steward_scim_";
const TOKEN_BYTES = 32;
/** Longer bearer values are not ours: refused before hashing. */
const MAX_TOKEN_LENGTH = 200;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Who a SCIM request acts as: the token, never a person. */
export interface ScimPrincipal {
  tokenId: number;
  name: string;
}

/** How the audit log names a token's changes: not a user, so a negative id and the role "scim". */
export function scimAuditActor(principal: ScimPrincipal): AuditActor {
  return { id: -principal.tokenId, name: `SCIM: ${principal.name}`, role: "scim" };
}

function toDoc(row: ScimTokenListRow): ScimTokenDoc {
  return {
    id: row.token.id,
    name: row.token.name,
    createdAt: row.token.createdAt,
    createdBy: row.createdBy,
    revokedAt: row.token.revokedAt,
    revokedBy: row.revokedBy,
    lastUsedAt: row.token.lastUsedAt,
  };
}

/** The audit snapshot of a token: never the token or its hash. */
const snapshot = (doc: ScimTokenDoc) => ({ id: doc.id, name: doc.name, createdAt: doc.createdAt, revokedAt: doc.revokedAt });

export function createScimTokenService(deps: ServiceDeps) {
  const { database, now } = deps;

  async function docOf(ex: Executor, id: number): Promise<ScimTokenDoc> {
    const [row] = await listTokens(ex, id);
    if (!row) throw notFound();
    return toDoc(row);
  }

  return {
    async create(actor: Actor, input: { name: string }): Promise<ScimTokenCreated> {
      const token = `${SCIM_TOKEN_PREFIX}${randomId(TOKEN_BYTES)}`;
      const tokenHash = await sha256Hex(token);
      return database.write(async (tx) => {
        if (await findLiveTokenByName(tx, input.name)) throw conflict(ERROR_CODES.scimTokenNameTaken, { name: input.name });
        const row = await insertToken(tx, { name: input.name, tokenHash, createdById: actor.id, createdAt: now().toISOString() });
        const doc = await docOf(tx, row.id);
        await writeAudit(tx, { action: "create", entity: "scim-tokens", documentId: row.id, actor: auditActor(actor), current: snapshot(doc), organizations: [] }, now());
        return { token, doc };
      });
    },

    async list(actor: Actor): Promise<ScimTokenDoc[]> {
      return (await listTokens(database.db)).map(toDoc);
    },

    /** Revokes the live token of that name: the next request made with it is refused. */
    async revoke(actor: Actor, name: string): Promise<ScimTokenDoc> {
      return database.write(async (tx) => {
        const live = await findLiveTokenByName(tx, name);
        if (!live) throw notFound();
        const prev = await docOf(tx, live.id);
        await revokeToken(tx, live.id, actor.id, now().toISOString());
        const doc = await docOf(tx, live.id);
        await writeAudit(tx, { action: "update", entity: "scim-tokens", documentId: live.id, actor: auditActor(actor), prev: snapshot(prev), current: snapshot(doc), organizations: [] }, now());
        return doc;
      });
    },

    /** The live token behind a bearer value, or null. Its last use is written at most once an hour. */
    async authenticate(bearer: string): Promise<ScimPrincipal | null> {
      if (!bearer.startsWith(SCIM_TOKEN_PREFIX) || bearer.length > MAX_TOKEN_LENGTH) return null;
      const row = await findLiveTokenByHash(database.db, await sha256Hex(bearer));
      if (!row) return null;
      const at = now();
      if (row.lastUsedAt === null || at.getTime() - Date.parse(row.lastUsedAt) >= TOUCH_EVERY_MS) {
        await database.write((tx) => touchToken(tx, row.id, at.toISOString()));
      }
      return { tokenId: row.id, name: row.name };
    },
  };
}

export type ScimTokenService = ReturnType<typeof createScimTokenService>;
