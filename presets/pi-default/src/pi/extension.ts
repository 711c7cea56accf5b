/**
 * The pi extension: `pi install npm:@pi-tool-repair/preset-pi-default` (the package's `pi` manifest points at
 * `pi-extension.ts`, which loads `factory.ts`; `dist/extension.js` re-exports this file for other code). `createExtension` wires the pieces of `pi/` together:
 * - `state.ts`: the extension's state (logger, the runtime started from the config on first use, counters);
 * - `handlers.ts`: `session_start`, `message_end` (repair and recovery), `message_update` (the runtime loads while a
 *   tool call streams) and `before_provider_request` (sanitize);
 * - `run-command.ts`: `/tool-repair` (its texts in `command.ts`, the doctor in `doctor.ts`);
 * - `pi-api.ts`: what it reads from pi.
 * No handler ever throws: a failure is logged once and the message or request passes unchanged.
 * Start-up loads only this light part; the runtime (host, rules, grammars, ajv, re2js) loads on first need.
 */
import { createExtension } from "./factory.js";

export { loadConfig, loadPlugins, configSchema, configFileIn, defaultPiConfig, resolvePluginSpec } from "../runtime/config.js";
export type { LoadedConfig, LoadedPlugins, LoadPluginsOptions, PiToolRepairConfig, GrammarRepairConfig } from "../runtime/config.js";
export { BUILTIN_MODEL_PRESETS, RepairRuntime, createRuntime } from "../runtime/runtime.js";
export { liveTools, modelOf, modeLeftOn, type PiLike } from "./pi-api.js";
export { describeResult } from "./handlers.js";
export { STATUS_KEY, type ExtensionOptions, type RunningPi } from "./state.js";
export { createExtension } from "./factory.js";

const piToolRepair = createExtension();
export default piToolRepair;
