/**
 * What the extension reads from pi: the part of pi's ExtensionAPI and ExtensionContext it uses, the model that
 * answered, the live tool schemas, and the session's entries (pi's version and agent dir come from the pi that loaded us: `ExtensionOptions.running`).
 * The only file of `pi/` that knows pi's shapes; every read tolerates an older or a missing pi.
 */
import type { JSONSchema, ModelInfo } from "@pi-tool-repair/host";
import { readEntry } from "../runtime/stats.js";

/** The part of pi's ExtensionAPI this extension uses (the same in pi 0.84 and 1.6). */
export interface PiLike {
  on(event: string, handler: (event: never, ctx: never) => unknown): unknown;
  getAllTools(): readonly { name: string; parameters?: unknown }[];
  getActiveTools?(): readonly string[];
  /** pi 1.6: `/name args` commands. */
  registerCommand?(name: string, options: { description?: string; getArgumentCompletions?: (prefix: string) => unknown; handler: (args: string, ctx: never) => Promise<void> }): void;
  /** pi 1.6: a custom session entry (stored in the session file, never sent to the model). */
  appendEntry?(customType: string, data?: unknown): void;
}

/** The part of pi's ExtensionContext the command and the status line use. */
export interface UiCtx {
  hasUI?: boolean;
  mode?: string;
  model?: unknown;
  ui?: { notify?(message: string, type?: "info" | "warning" | "error"): void; setStatus?(key: string, text: string | undefined): void };
}

/** The model that answered: the message's own provider/model/api (pi 1.6 virtual models), else `ctx.model`. */
export function modelOf(message: Record<string, unknown> | undefined, ctxModel: unknown): ModelInfo | undefined {
  if (message && typeof message.model === "string" && message.model) {
    const info: ModelInfo = { id: message.model };
    if (typeof message.provider === "string") info.provider = message.provider;
    if (typeof message.api === "string") info.api = message.api;
    return info;
  }
  if (ctxModel && typeof ctxModel === "object" && typeof (ctxModel as { id?: unknown }).id === "string") {
    const m = ctxModel as { id: string; provider?: unknown; api?: unknown };
    const info: ModelInfo = { id: m.id };
    if (typeof m.provider === "string") info.provider = m.provider;
    if (typeof m.api === "string") info.api = m.api;
    return info;
  }
  return undefined;
}

/** name → live `parameters` of the active tools (all tools when pi cannot say which are active). */
export function liveTools(pi: PiLike): Map<string, JSONSchema | undefined> {
  const map = new Map<string, JSONSchema | undefined>();
  const all = pi.getAllTools();
  let active: Set<string> | undefined;
  try {
    const names = pi.getActiveTools?.();
    if (Array.isArray(names)) active = new Set(names);
  } catch {
    active = undefined;
  }
  for (const tool of all) {
    if (!tool || typeof tool.name !== "string") continue;
    if (active && !active.has(tool.name)) continue;
    const p = tool.parameters;
    map.set(tool.name, p !== null && (typeof p === "object" || typeof p === "boolean") ? (p as JSONSchema) : undefined);
  }
  return map;
}

/** Whether the session's file (pi's `ctx.sessionManager`) ends with a `/tool-repair mode` set: its last mode entry has a mode. */
export function modeLeftOn(ctx: unknown): boolean {
  try {
    const manager = (ctx as { sessionManager?: { getEntries?: () => unknown } } | undefined)?.sessionManager;
    const entries = manager?.getEntries?.();
    if (!Array.isArray(entries)) return false;
    for (let i = entries.length - 1; i >= 0; i--) {
      const ours = readEntry(entries[i]);
      if (ours?.kind === "mode") return ours.mode !== undefined;
    }
  } catch {
    // no session manager to read: nothing to end
  }
  return false;
}
