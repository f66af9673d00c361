import { alias } from "drizzle-orm/sqlite-core";
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { ListResponse, ReviewRequestDoc, Role } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { reviewRequests, users } from "../db/schema.ts";
import { listPage } from "./list-page.ts";

const requester = alias(users, "requester");
const decider = alias(users, "decider");

const columns = {
  request: reviewRequests,
  user: { id: users.id, name: users.name, email: users.email, role: users.role, status: users.status },
  requesterName: requester.name,
  deciderName: decider.name,
};

type Row = { request: typeof reviewRequests.$inferSelect; user: ReviewRequestDoc["user"]; requesterName: string | null; deciderName: string | null };

function toDoc(r: Row): ReviewRequestDoc {
  return {
    id: r.request.id,
    status: r.request.status,
    reason: r.request.reason,
    user: r.user,
    requestedRole: r.request.requestedRole,
    requestedBy: r.request.requestedById !== null ? { id: r.request.requestedById, name: r.requesterName ?? "" } : null,
    decidedBy: r.request.decidedById !== null ? { id: r.request.decidedById, name: r.deciderName ?? "" } : null,
    createdAt: r.request.createdAt,
    decidedAt: r.request.decidedAt,
  };
}

function select(ex: Executor, where: SQL | undefined) {
  return ex
    .select(columns)
    .from(reviewRequests)
    .innerJoin(users, eq(users.id, reviewRequests.userId))
    .leftJoin(requester, eq(requester.id, reviewRequests.requestedById))
    .leftJoin(decider, eq(decider.id, reviewRequests.decidedById))
    .where(where);
}

export async function insertReviewRequest(ex: Executor, userId: number, requestedById: number, requestedRole: Role | null = null): Promise<number> {
  const [row] = await ex.insert(reviewRequests).values({ userId, requestedById, requestedRole }).returning({ id: reviewRequests.id });
  if (!row) throw new Error("insert into review_requests returned no row");
  return row.id;
}

export async function findReviewRequest(ex: Executor, id: number): Promise<ReviewRequestDoc | undefined> {
  const [row] = await select(ex, eq(reviewRequests.id, id)).limit(1);
  return row ? toDoc(row) : undefined;
}

/** The user's open request for a role, if any: one at a time. */
export async function openRoleRequestOf(ex: Executor, userId: number): Promise<number | undefined> {
  const [row] = await ex
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.userId, userId), eq(reviewRequests.status, "open"), isNotNull(reviewRequests.requestedRole)))
    .limit(1);
  return row?.id;
}

/** The state of the user's latest request for a role (open, approved or rejected), if they ever had one. */
export async function latestRoleRequestOf(ex: Executor, userId: number): Promise<ReviewRequestDoc["status"] | undefined> {
  const [row] = await ex
    .select({ status: reviewRequests.status })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.userId, userId), isNotNull(reviewRequests.requestedRole)))
    .orderBy(desc(reviewRequests.id))
    .limit(1);
  return row?.status;
}

/** The user's most recent review request, shown in their details. */
export async function latestReviewRequestOf(ex: Executor, userId: number): Promise<ReviewRequestDoc | null> {
  const [row] = await select(ex, eq(reviewRequests.userId, userId)).orderBy(desc(reviewRequests.id)).limit(1);
  return row ? toDoc(row) : null;
}

export async function listReviewRequests(
  ex: Executor,
  query: { page: number; limit: number; sort?: string | undefined; status?: ("open" | "approved" | "rejected")[] | undefined },
): Promise<ListResponse<ReviewRequestDoc>> {
  const where = query.status?.length ? inArray(reviewRequests.status, query.status) : undefined;
  const [total] = await ex.select({ n: count() }).from(reviewRequests).where(where);
  const rows = await select(ex, where)
    .orderBy(query.sort === "createdAt" ? asc(reviewRequests.id) : desc(reviewRequests.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(rows.map(toDoc), total?.n ?? 0, query.page, query.limit);
}

export async function decideReviewRequest(ex: Executor, id: number, values: { status: "approved" | "rejected"; reason: string | null; decidedById: number; decidedAt: string }) {
  await ex.update(reviewRequests).set(values).where(and(eq(reviewRequests.id, id), eq(reviewRequests.status, "open")));
}
