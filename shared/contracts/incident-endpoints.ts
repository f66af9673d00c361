// Where the incident routes are (contracts/incidents.ts says what they take and answer); zod-free.
// The playbook's path comes before {id} so that "playbook" is never read as an incident's id.
export const incidentEndpoints = {
  getPlaybook: { method: "get", path: "/incidents/playbook" },
  putPlaybook: { method: "put", path: "/incidents/playbook" },
  list: { method: "get", path: "/incidents" },
  get: { method: "get", path: "/incidents/{id}" },
  open: { method: "post", path: "/incidents" },
  updateStep: { method: "patch", path: "/incidents/{id}/steps/{stepId}" },
  close: { method: "post", path: "/incidents/{id}/close" },
} as const;
