// One JSON line per event on stderr; the level comes from settings.
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => console.error(l)): Logger {
  const threshold = LEVELS[level];
  const log = (lvl: Exclude<LogLevel, "silent">) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[lvl] < threshold) return;
    write(JSON.stringify({ t: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
