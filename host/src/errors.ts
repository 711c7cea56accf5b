export type HostErrorCode =
  | "PI_TOOL_REPAIR_HOST_UNSUPPORTED"
  | "PI_TOOL_REPAIR_INVALID_PLUGIN"
  | "PI_TOOL_REPAIR_DUPLICATE_PLUGIN"
  | "PI_TOOL_REPAIR_ORDER_CYCLE"
  | "PI_TOOL_REPAIR_FROZEN";

/** Every error the host throws carries a `code`, and its message ends with it. */
export class HostError extends Error {
  readonly code: HostErrorCode;
  constructor(code: HostErrorCode, message: string) {
    super(`${message} (${code})`);
    this.name = "HostError";
    this.code = code;
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
