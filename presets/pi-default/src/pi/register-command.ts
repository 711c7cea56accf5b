/**
 * `/tool-repair`'s registration with pi, done at start-up: light (the completions are plain text); the command
 * itself (`run-command.ts`, with the doctor and every rule it describes) is imported when it first runs.
 */
import { completions } from "./command.js";
import type { UiCtx } from "./pi-api.js";
import type { ExtensionState } from "./state.js";

/** Registers `/tool-repair` with pi (pi 1.6; an older pi has no commands). */
export function registerToolRepair(state: ExtensionState): void {
  if (typeof state.pi.registerCommand !== "function") return;
  try {
    state.pi.registerCommand("tool-repair", {
      description: "pi-tool-repair: status, stats, last [N], mode recover|strip|off, doctor",
      getArgumentCompletions: (prefix: string) => {
        try {
          return completions(typeof prefix === "string" ? prefix : "");
        } catch {
          return null;
        }
      },
      handler: async (args: string, ctx: never) => {
        try {
          const { runCommand } = await import("./run-command.js");
          await runCommand(state, args, ctx as UiCtx);
        } catch (error) {
          state.fault("/tool-repair", error);
        }
      },
    });
  } catch (error) {
    state.fault("registering /tool-repair", error);
  }
}
