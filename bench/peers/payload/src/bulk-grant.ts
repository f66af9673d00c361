// POST /api/access-grants/bulk: the peer's way of Steward's bulk grant (POST /api/users/access/bulk),
// with the same body ({rows:[{email,unit,type,start_date,end_date}]}) and the same outcome: every
// row checked first, then in ONE transaction each new grant created through Payload's local API
// (its validation and hooks) and one audit entry per changed user, its before and after grants,
// hash-chained after the newest entry. Payload has no bulk create; a Payload developer would write
// this endpoint.
import { createHash } from "node:crypto";
import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from "payload";

interface Row {
  email: string;
  unit: string;
  type: "permanent" | "temporary";
  start_date?: string | null;
  end_date?: string | null;
}

const GENESIS = "0".repeat(64);

type GrantDoc = { id: number; user: number; unit: number; type: string; startDate?: string | null; endDate?: string | null };
const grantView = (g: GrantDoc) => ({ id: g.id, organization: g.unit, type: g.type, start_date: g.startDate ?? null, end_date: g.endDate ?? null });

async function grantsOf(req: PayloadRequest, userIds: number[]): Promise<GrantDoc[]> {
  if (userIds.length === 0) return [];
  const found = await req.payload.find({ collection: "access-grants", where: { user: { in: userIds } }, depth: 0, pagination: false, overrideAccess: true, req });
  return found.docs as unknown as GrantDoc[];
}

export const bulkGrantEndpoint: Endpoint = {
  path: "/bulk",
  method: "post",
  handler: async (req) => {
    const caller = req.user as { id: number; name: string; role: string } | null;
    if (!caller || caller.role !== "super_admin") return Response.json({ message: "Forbidden" }, { status: 403 });
    const body = (await req.json?.()) as { rows?: Row[] } | undefined;
    const rows = body?.rows ?? [];
    if (rows.length === 0) return Response.json({ message: "rows is empty" }, { status: 400 });

    const shouldCommit = await initTransaction(req);
    try {
      const emails = [...new Set(rows.map((r) => r.email))];
      const users = new Map<string, { id: number; role: string }>();
      for (let i = 0; i < emails.length; i += 500) {
        const found = await req.payload.find({ collection: "users", where: { email: { in: emails.slice(i, i + 500) } }, depth: 0, select: { email: true, role: true }, pagination: false, overrideAccess: true, req });
        for (const u of found.docs) users.set(String(u.email), { id: Number(u.id), role: String((u as { role?: string }).role) });
      }
      const unitIds = [...new Set(rows.map((r) => Number(r.unit)))];
      const units = new Set<number>();
      for (let i = 0; i < unitIds.length; i += 500) {
        const found = await req.payload.find({ collection: "units", where: { id: { in: unitIds.slice(i, i + 500) } }, depth: 0, select: {}, pagination: false, overrideAccess: true, req });
        for (const u of found.docs) units.add(Number(u.id));
      }
      const errors: { path: string; message: string }[] = [];
      const writes: { user: number; unit: number; type: string; startDate: string | null; endDate: string | null }[] = [];
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const user = users.get(row.email);
        const unit = Number(row.unit);
        if (!user) errors.push({ path: `rows.${i}.email`, message: "No user with this e-mail" });
        else if (user.role === "super_admin") errors.push({ path: `rows.${i}.email`, message: "Super admins take no grants" });
        if (!units.has(unit)) errors.push({ path: `rows.${i}.unit`, message: "No unit with this id" });
        if (!user || !units.has(unit)) return;
        const key = `${user.id}:${unit}`;
        if (seen.has(key)) errors.push({ path: `rows.${i}.unit`, message: "Repeats an earlier row" });
        seen.add(key);
        writes.push({ user: user.id, unit, type: row.type, startDate: row.start_date || null, endDate: row.end_date || null });
      });
      if (errors.length > 0) {
        await killTransaction(req);
        return Response.json({ name: "ValidationError", errors: errors.slice(0, 1000) }, { status: 400 });
      }

      const userIds = [...new Set(writes.map((w) => w.user))];
      const before = await grantsOf(req, userIds);
      const existing = new Map(before.map((g) => [`${g.user}:${g.unit}`, g]));
      let created = 0;
      let updated = 0;
      const changedUsers = new Set<number>();
      const unitsByUser = new Map<number, number[]>();
      for (const w of writes) {
        const old = existing.get(`${w.user}:${w.unit}`);
        if (old && old.type === w.type && (old.startDate ?? null) === w.startDate && (old.endDate ?? null) === w.endDate) continue;
        if (old) {
          await req.payload.update({ collection: "access-grants", id: old.id, data: { type: w.type, startDate: w.startDate, endDate: w.endDate }, depth: 0, overrideAccess: true, req });
          updated += 1;
        } else {
          await req.payload.create({ collection: "access-grants", data: w, depth: 0, overrideAccess: true, req });
          created += 1;
        }
        changedUsers.add(w.user);
        unitsByUser.set(w.user, [...(unitsByUser.get(w.user) ?? []), w.unit]);
      }

      const after = await grantsOf(req, [...changedUsers]);
      const group = (list: GrantDoc[]) => {
        const m = new Map<number, GrantDoc[]>();
        for (const g of list) m.set(g.user, [...(m.get(g.user) ?? []), g]);
        return m;
      };
      const beforeByUser = group(before);
      const afterByUser = group(after);
      const head = await req.payload.find({ collection: "audit-logs", sort: "-id", limit: 1, depth: 0, select: { hash: true }, pagination: false, overrideAccess: true, req });
      let prevHash = (head.docs[0] as { hash?: string } | undefined)?.hash ?? GENESIS;
      const at = new Date().toISOString();
      for (const userId of changedUsers) {
        const organizations = [...new Set(unitsByUser.get(userId) ?? [])].sort((a, b) => a - b);
        const entry = {
          action: "update",
          entity: "access",
          documentId: userId,
          userId: caller.id,
          userName: caller.name,
          userRole: caller.role,
          prev: { user: userId, access: (beforeByUser.get(userId) ?? []).map(grantView) },
          current: { user: userId, access: (afterByUser.get(userId) ?? []).map(grantView) },
          organizations,
          createdAt: at,
          prevHash,
        };
        const hash = createHash("sha256").update(JSON.stringify(entry)).digest("hex");
        await req.payload.create({ collection: "audit-logs", data: { ...entry, hash }, depth: 0, overrideAccess: true, req });
        prevHash = hash;
      }
      if (shouldCommit) await commitTransaction(req);
      return Response.json({ dryRun: false, rows: rows.length, usersChanged: changedUsers.size, created, updated, unchanged: writes.length - created - updated });
    } catch (e) {
      await killTransaction(req);
      throw e;
    }
  },
};
