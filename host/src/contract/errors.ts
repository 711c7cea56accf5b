/** The one error the host throws, `HostError`, with its `code` and what it names (plugin, range, version). */

/** What went wrong, as a stable code (the last words of every message). */
export type HostErrorCode =
  | "PI_TOOL_REPAIR_HOST_UNSUPPORTED"
  | "PI_TOOL_REPAIR_INVALID_PLUGIN"
  | "PI_TOOL_REPAIR_DUPLICATE_PLUGIN"
  | "PI_TOOL_REPAIR_ORDER_CYCLE"
  | "PI_TOOL_REPAIR_FROZEN";

/** What an error is about, where it applies. */
export interface HostErrorDetails {
  /** The plugin it names (its package, else its name); for a cycle, the plugins in it, comma-separated. */
  plugin?: string;
  /** The host range the plugin declares. */
  range?: string;
  /** The host API version it was loaded with. */
  version?: string;
}

/** Every error the host throws carries a `code`, and its message ends with it. */
export class HostError extends Error {
  readonly code: HostErrorCode;
  declare readonly plugin?: string;
  declare readonly range?: string;
  declare readonly version?: string;
  constructor(code: HostErrorCode, message: string, details: HostErrorDetails = {}) {
    super(`${message} (${code})`);
    this.name = "HostError";
    this.code = code;
    if (details.plugin !== undefined) this.plugin = details.plugin;
    if (details.range !== undefined) this.range = details.range;
    if (details.version !== undefined) this.version = details.version;
  }
}
