// The answers a route declares for the OpenAPI document and its handler's type. They live in
// shared (contracts/answers.ts), with the contracts the dashboard and the CLI call through.
export { answer, bare, docOf, invalid, jsonBody, listOf, messageBody, messageOnly, refused } from "@steward/shared";
