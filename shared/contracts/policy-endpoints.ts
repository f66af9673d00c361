// Where the policy routes are (contracts/policies.ts says what they take and answer); zod-free.
export const policyEndpoints = {
  current: { method: "get", path: "/policies/current" },
  publish: { method: "post", path: "/policies" },
  acknowledge: { method: "post", path: "/acknowledgments" },
} as const;
