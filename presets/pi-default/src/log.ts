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
