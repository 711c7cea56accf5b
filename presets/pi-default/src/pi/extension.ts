/**
 * The pi extension: `pi install npm:@pi-tool-repair/preset-pi-default` (the package's `pi` manifest points at
 * `dist/extension.js`, which re-exports this file). `createExtension` wires the pieces of `pi/` together:
 * - `state.ts`: the extension's state (logger, the runtime started from the config on first use, counters);
 * - `handlers.ts`: `session_start`, `message_end` (repair and recovery) and `before_provider_request` (sanitize);
 * - `run-command.ts`: `/tool-repair` (its texts in `command.ts`, the doctor in `doctor.ts`);
 * - `pi-api.ts`: what it reads from pi.
 * No handler ever throws: a failure is logged once and the message or request passes unchanged.
 */
import { onBeforeProviderRequest, onMessageEnd, onSessionStart } from "./handlers.js";
import type { PiLike } from "./pi-api.js";
import { registerToolRepair } from "./run-command.js";
import { ExtensionState, type ExtensionOptions } from "./state.js";

export { loadConfig, loadPlugins, configSchema, configFileIn, defaultPiConfig, resolvePluginSpec } from "../runtime/config.js";
export type { LoadedConfig, LoadedPlugins, LoadPluginsOptions, PiToolRepairConfig, GrammarRepairConfig } from "../runtime/config.js";
export { BUILTIN_MODEL_PRESETS, RepairRuntime, createRuntime } from "../runtime/runtime.js";
export { liveTools, modelOf, modeLeftOn, type PiLike } from "./pi-api.js";
export { describeResult } from "./handlers.js";
export { STATUS_KEY, type ExtensionOptions } from "./state.js";

/** Builds the extension factory. `export default` is `createExtension()`. */
export function createExtension(options: ExtensionOptions = {}): (pi: PiLike) => void {
  return function piToolRepair(pi: PiLike): void {
    const state = new ExtensionState(pi, options);
    const on = (event: string, handler: (event: never, ctx: never) => unknown) => {
      try {
        pi.on(event, handler);
      } catch (error) {
        state.fault(`registering ${event}`, error);
      }
    };
    registerToolRepair(state);
    on("session_start", (_event: unknown, ctx: unknown) => onSessionStart(state, ctx));
    on("message_end", (event: Parameters<typeof onMessageEnd>[1], ctx: Parameters<typeof onMessageEnd>[2]) => onMessageEnd(state, event, ctx));
    on("before_provider_request", (event: Parameters<typeof onBeforeProviderRequest>[1], ctx: Parameters<typeof onBeforeProviderRequest>[2]) => onBeforeProviderRequest(state, event, ctx));
  };
}

const piToolRepair = createExtension();
export default piToolRepair;
