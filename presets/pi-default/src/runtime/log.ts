/** Where log lines go by default, and how a value is written into a line a person reads. */
import type { Logger } from "@pi-tool-repair/host";

/** Writes every line to stderr (the command line's log). */
export const stderrLogger: Logger = {
  debug(message) {
    process.stderr.write(message.endsWith("\n") ? message : message + "\n");
  },
  warn(message) {
    process.stderr.write(message.endsWith("\n") ? message : message + "\n");
  },
};

/** `JSON.stringify(value)` for a line shown to a person, `String(value)` where JSON cannot write it. */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
