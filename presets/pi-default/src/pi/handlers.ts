/**
 * The extension's pi event handlers, each a named function of the extension's state:
 * - `session_start`: the counters reset, a session mode ends, the status line clears;
 * - `message_end` (assistant messages) → the host's `processMessage`: stripGrammar → recover (where grammar
 *   recovery is on for the model) → validate-then-repair of every toolCall against the live schemas of
 *   `pi.getAllTools()` → phantom. Returns `{ message }` only when something changed;
 * - `before_provider_request` → the host's `sanitize` (anchor-bleed models); the new payload only when changed;
 * - `message_update` (a tool call starts streaming) → the runtime loads in the background, for `message_end`.
 * No handler ever throws: a failure is logged once and the message or request passes unchanged.
 */
import type { JSONSchema, Message, ProcessResult, RepairContext } from "@pi-tool-repair/host";
import { sentRawArguments } from "../preset/arguments-error.js";
import { jsonText as json } from "../runtime/log.js";
import { ENTRY_VERSION, repairEntry, type ModeEntryData } from "../runtime/stats.js";
import { messageMayChange, requestMayChange } from "./gate.js";
import { liveTools, modelOf, modeLeftOn, type UiCtx } from "./pi-api.js";
import { PREFIX, STATUS_KEY, type ExtensionState } from "./state.js";

/** The debug lines for one processed message, in the format of the original description. */
export function describeResult(original: Message, result: ProcessResult): string[] {
  const lines: string[] = [];
  const blocks = Array.isArray(original.content) ? (original.content as Record<string, unknown>[]) : [];
  for (const r of result.recovered) {
    lines.push(`${PREFIX} grammar=${r.grammar} tool=${r.name} outcome=recovered`, `  arguments: ${json(r.arguments)}`);
  }
  if (result.stripped > 0) lines.push(`${PREFIX} stripped=${result.stripped} leaked markup span${result.stripped === 1 ? "" : "s"} from visible text`);
  for (const call of result.calls) {
    const { outcome, rules, hints } = call.result;
    if (outcome === "valid") continue;
    lines.push(`${PREFIX} tool=${call.tool} outcome=${outcome} rules=${rules.join(",") || "-"} hints=${hints.length}`);
    const block = blocks.find((b) => b && b.type === "toolCall" && b.id === call.id);
    if (block) {
      lines.push(`  input: ${json(sentRawArguments(block) ?? block.arguments)}`);
    }
    if (outcome === "repaired") lines.push(`  repaired: ${json(call.result.arguments)}`);
    hints.forEach((h, i) => lines.push(`  hint[${i}]: ${h.rule} ${h.path || "/"}: ${h.message}`));
  }
  if (result.phantom) lines.push(`${PREFIX} phantom tool use: stopReason "toolUse" with no tool call; turned into a retryable error`);
  return lines;
}

/** `session_start` (startup, new, resume, fork, reload): a fresh session starts with fresh counters and the config's mode. */
export async function onSessionStart(state: ExtensionState, ctx: unknown): Promise<undefined> {
  try {
    state.stats.reset();
    state.forgetEarly();
    // the runtime starts here only when a config or a third-party plugin is there; else on first need
    if (state.started || state.needsEarlyStart()) {
      const s = await state.ready(ctx);
      s?.runtime.setSessionMode(undefined);
    }
    // a resumed session whose file has a `/tool-repair mode` still on: it ends here, for `audit`
    if (modeLeftOn(ctx)) state.entry({ v: ENTRY_VERSION, mode: null } satisfies ModeEntryData);
    if (state.shownStatus !== undefined) {
      state.shownStatus = undefined;
      state.ui(ctx as UiCtx, (ui) => ui.setStatus?.(STATUS_KEY, undefined));
    }
  } catch (error) {
    state.fault("session_start", error);
  }
  return undefined;
}

/** `message_end`: an assistant message through the host; `{ message }` when it changed. */
export async function onMessageEnd(state: ExtensionState, event: { message?: Message } | undefined, ctx: { model?: unknown } | undefined): Promise<{ message: Message } | undefined> {
  try {
    const message = event?.message;
    if (!message || message.role !== "assistant" || !Array.isArray(message.content)) return undefined;
    // nothing loaded for a message the runtime would pass unchanged (plain text, no call, no marker)
    if (!state.started && !messageMayChange(message) && !state.needsEarlyStart()) return undefined;
    const s = await state.ready(ctx);
    if (!s) return undefined;
    const model = modelOf(message as Record<string, unknown>, ctx?.model);
    const host = state.hostFor(s, model);
    const rctx: RepairContext = s.runtime.contextFor(host, model, liveTools(state.pi), state.log);
    const result = host.processMessage(message, rctx);
    state.lastModel = model;
    // only a message that was not all-valid is recorded in the session file, for `audit`
    if (state.stats.record(message, result)) state.entry(repairEntry(message, result, model));
    if (result.changed) state.showRepair(s, result, ctx as UiCtx | undefined);
    if (state.debug) for (const line of describeResult(message, result)) state.write(line);
    if (!result.changed || result.message === message || result.message.role !== message.role) return undefined;
    return { message: result.message };
  } catch (error) {
    state.fault("message_end", error);
    return undefined;
  }
}

/** The name of the tool call an update is about (`toolcall_start`/`toolcall_end`), when it streams one. */
export function streamingToolCall(event: unknown): { name: string | undefined } | undefined {
  if (!event || typeof event !== "object") return undefined;
  const update = (event as { assistantMessageEvent?: unknown }).assistantMessageEvent;
  if (!update || typeof update !== "object") return undefined;
  const u = update as { type?: unknown; contentIndex?: unknown; toolCall?: unknown; partial?: unknown };
  if (u.type !== "toolcall_start" && u.type !== "toolcall_end") return undefined;
  // toolcall_end carries the call; toolcall_start only the partial message, its block at contentIndex
  let block: unknown = u.toolCall;
  if (block === undefined && typeof u.contentIndex === "number") {
    const content = (u.partial as { content?: unknown } | undefined)?.content;
    if (Array.isArray(content)) block = content[u.contentIndex];
  }
  const name = block && typeof block === "object" ? (block as { name?: unknown }).name : undefined;
  return { name: typeof name === "string" && name !== "" ? name : undefined };
}

/**
 * `message_update`: a tool call starts streaming, so `message_end` will load the runtime: it starts loading now,
 * in the background, and the named tool's schema is compiled (each once). Returns at once; a plain-text stream
 * loads nothing.
 */
export function onMessageUpdate(state: ExtensionState, event: unknown, ctx: { model?: unknown } | undefined): undefined {
  try {
    const call = streamingToolCall(event);
    if (call === undefined) return undefined;
    const message = (event as { message?: unknown }).message;
    const model = modelOf(message && typeof message === "object" ? (message as Record<string, unknown>) : undefined, ctx?.model);
    state.warmUp(ctx, model, call.name);
  } catch (error) {
    state.fault("message_update", error);
  }
  return undefined;
}

/** `before_provider_request`: the outgoing payload through `sanitize`; the new payload when it changed. */
export async function onBeforeProviderRequest(state: ExtensionState, event: { payload?: unknown } | undefined, ctx: { model?: unknown } | undefined): Promise<unknown> {
  try {
    const payload = event?.payload;
    if (payload === undefined || payload === null) return undefined;
    if (!state.started && !requestMayChange(payload) && !state.needsEarlyStart()) return undefined;
    const s = await state.ready(ctx);
    if (!s) return undefined;
    const model = modelOf(undefined, ctx?.model);
    const host = state.hostFor(s, model);
    let tools: Map<string, JSONSchema | undefined>;
    try {
      tools = liveTools(state.pi);
    } catch {
      tools = new Map();
    }
    const next = host.sanitize(payload, s.runtime.contextFor(host, model, tools, state.log));
    if (next === payload || next === undefined) return undefined;
    if (state.debug) state.write(`${PREFIX} sanitize: outgoing tool schemas rewritten for model ${model?.id ?? "?"}`);
    return next;
  } catch (error) {
    state.fault("before_provider_request", error);
    return undefined;
  }
}
