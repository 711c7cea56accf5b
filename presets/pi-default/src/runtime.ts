/**
 * The `./runtime` entry: what a client other than pi builds on (the AI SDK middleware `@pi-tool-repair/ai-sdk`):
 * the runtime set up from a config (file or object), the client's repair context and the streaming hold-back, from
 * `runtime/` (nothing of pi).
 */
export { setupRuntime, userConfigFile, RepairRuntime, type SetupOptions } from "./runtime/runtime.js";
export { clientContext, toolCallBlock, releasable, restAfter, HOLD_CAP, type ClientRequest } from "./runtime/client.js";
export { defaultPiConfig, type PiToolRepairConfig, type LoadedConfig } from "./runtime/config.js";
