/**
 * The extension factory, light: it registers the handlers and `/tool-repair`; nothing of the runtime (host,
 * rules, grammars, ajv, re2js) is imported until a message, a request or the command needs it.
 */
import { onBeforeProviderRequest, onMessageEnd, onMessageUpdate, onSessionStart } from "./handlers.js";
import type { PiLike } from "./pi-api.js";
import { registerToolRepair } from "./register-command.js";
import { ExtensionState, type ExtensionOptions } from "./state.js";

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
    on("message_update", (event: unknown, ctx: Parameters<typeof onMessageUpdate>[2]) => onMessageUpdate(state, event, ctx));
    on("before_provider_request", (event: Parameters<typeof onBeforeProviderRequest>[1], ctx: Parameters<typeof onBeforeProviderRequest>[2]) => onBeforeProviderRequest(state, event, ctx));
  };
}
