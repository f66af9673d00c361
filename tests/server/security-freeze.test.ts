// docs/security.md "A flood of anonymous requests freezes the server and leaves it on stale data":
// 120 parallel forgot-password calls for one address while another user logs out three sessions.
// Every logout must be answered and take effect, fresh sign-ins must work, and a deactivation
// made afterwards must show on the very next request: no connection may be left on an old snapshot.
import { afterAll, beforeAll, expect, it } from "vitest";
import { http, startServer, type RunningServer } from "../support/server.ts";

const PASSWORD = "a long enough password";
let server: RunningServer;
let root: string;

async function login(email: string): Promise<string> {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

beforeAll(async () => {
  server = await startServer();
  expect((await http(server.url, "POST", "/api/create-first-user", { body: { name: "Root", email: "root@uni.edu", password: PASSWORD } })).status).toBe(201);
  root = await login("root@uni.edu");
  for (const email of ["victim@uni.edu", "leaver@uni.edu", "later@uni.edu"]) {
    const created = await http(server.url, "POST", "/api/users", { token: root, body: { name: email, email, role: "super_admin", password: PASSWORD } });
    expect(created.status).toBe(201);
  }
});
afterAll(async () => {
  await server?.stop();
});

it("forgot-password flood while sessions log out: no freeze, every logout takes effect, no stale reads after", async () => {
  const sessions = [await login("leaver@uni.edu"), await login("leaver@uni.edu"), await login("leaver@uni.edu")];
  const flood = Array.from({ length: 120 }, () => http(server.url, "POST", "/api/users/forgot-password", { body: { email: "victim@uni.edu" } }));
  const logouts = sessions.map((token) => http(server.url, "POST", "/api/users/logout", { token }));
  const [floodAnswers, logoutAnswers] = await Promise.all([Promise.all(flood), Promise.all(logouts)]);

  expect(logoutAnswers.map((r) => r.status)).toEqual([200, 200, 200]);
  expect(floodAnswers.filter((r) => r.status >= 500)).toEqual([]);
  for (const token of sessions) expect((await http(server.url, "GET", "/api/users/me", { token })).status).toBe(401);

  const fresh = await login("later@uni.edu");
  expect((await http(server.url, "GET", "/api/users/me", { token: fresh })).status).toBe(200);

  const leaver = await login("leaver@uni.edu");
  const list = await http(server.url, "GET", "/api/users?search=leaver", { token: root });
  const leaverId = list.body.docs[0].id as number;
  expect((await http(server.url, "PUT", "/api/users/status", { token: root, body: { id: leaverId, status: "inactive" } })).status).toBe(200);
  expect((await http(server.url, "GET", "/api/users/me", { token: leaver })).status).toBe(401);
  const after = await http(server.url, "GET", `/api/users/${leaverId}`, { token: root });
  expect(after.body.doc.status).toBe("inactive");
  expect(server.output()).not.toMatch(/unhandled error/);
});
