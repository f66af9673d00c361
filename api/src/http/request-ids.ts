// Request ids for the log and the X-Request-Id header. A random prefix per process keeps them
// apart across instances, and a counter makes each one: a random UUID per request cost a tenth
// of what the whole hello route costs.
export function requestIdGenerator(): () => string {
  const process = crypto.randomUUID().slice(0, 8);
  let counter = 0;
  return () => `${process}-${(++counter).toString(36)}`;
}
