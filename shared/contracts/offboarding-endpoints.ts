// Where the offboarding, handover and dormancy routes are (contracts/offboarding.ts); zod-free.
export const offboardingEndpoints = {
  impact: { method: "get", path: "/users/{id}/offboarding" },
  offboard: { method: "post", path: "/users/{id}/offboard" },
  listHandoverTasks: { method: "get", path: "/handover-tasks" },
  closeHandoverTask: { method: "patch", path: "/handover-tasks/{id}" },
  activity: { method: "get", path: "/social-medias/{id}/activity" },
  recordActivity: { method: "put", path: "/social-medias/{id}/activity" },
  dormancySummary: { method: "get", path: "/dormancy/summary" },
} as const;
