/**
 * What a client other than pi shares (the proxy `pi-tool-repair serve`, the AI SDK middleware `@pi-tool-repair/ai-sdk`):
 * a request's tools turned into a repair context under the pi extension's policy, a native call's arguments text as
 * a toolCall block, and the streaming hold-back (what text may go out now, what goes out at the turn's end).
 * Nothing of pi and nothing of one API's shapes: each client maps its own.
 */
import { holdBackFrom, type Grammar, type JSONSchema, type Logger, type ModelInfo, type RepairContext, type RepairHost, type ToolCallBlock } from "@pi-tool-repair/host";
import { isJsonSpace, isPlainObject } from "@pi-tool-repair/grammar-kit";
import type { RepairRuntime } from "./runtime.js";

/** The longest stretch a stream holds back (text, reasoning and call arguments of a turn), in characters. */
export const HOLD_CAP = 1 << 20;

/** What a client's request says about its tools. */
export interface ClientRequest {
  /** The model id, if the request names one. */
  model: string | undefined;
  /** The request's tools by name, with their JSON Schemas (`undefined`: a tool without a usable schema). */
  tools: Map<string, JSONSchema | undefined>;
  /** The request says no tool may run (`tool_choice: "none"`). */
  none: boolean;
  /** The one tool the request forces, if any. */
  forced: string | undefined;
  /** Grammar recovery on for every model (`serve --recover`, the middleware's `recover`); else per model, as the extension decides. */
  recover: boolean;
}

/**
 * The host and repair context for one client request, under the pi extension's policy: the tools are the request's
 * own and recovery finds only those (`requireKnownTool`). No tools, or none allowed: recovery off (no call is
 * gained); a forced tool: that tool alone.
 */
export function clientContext(runtime: RepairRuntime, request: ClientRequest, log: Logger): { host: RepairHost; ctx: RepairContext } {
  const tools = new Map(request.tools);
  if (request.forced !== undefined) for (const name of [...tools.keys()]) if (name !== request.forced) tools.delete(name);
  const model: ModelInfo | undefined = request.model ? { id: request.model } : undefined;
  const { host } = runtime.hostFor(model?.id);
  const base = runtime.contextFor(host, model, tools, log);
  const grammar = { ...base.config.grammar, requireKnownTool: true };
  if (request.recover) grammar.enabled = true;
  // a request that offers no tool, or says none may run, never gains one
  if (tools.size === 0 || request.none) grammar.enabled = false;
  return { host, ctx: { ...base, config: { ...base.config, grammar } } };
}

/** pi 1.6's note on a call whose arguments text is not a JSON object: the host's reader takes the raw text after the marker. */
const argumentsError = (raw: string) => `arguments are not a JSON object\n\nReceived arguments:\n${raw}`;

/** A native call's arguments text as a toolCall block (an `argumentsError` when it is not a JSON object). */
export function toolCallBlock(id: string, name: string, raw: string): ToolCallBlock {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (isPlainObject(value)) return { type: "toolCall", id, name, arguments: value };
  return { type: "toolCall", id, name, arguments: {}, argumentsError: argumentsError(raw) };
}


const longestCache = new WeakMap<readonly Grammar[], number>();
function longestMarker(grammars: readonly Grammar[]): number {
  let n = longestCache.get(grammars);
  if (n === undefined) {
    n = 0;
    for (const g of grammars) for (const m of [...g.markers, ...g.owns.map((o) => o.close ?? "")]) n = Math.max(n, m.length);
    longestCache.set(grammars, n);
  }
  return n;
}

/**
 * How far a streamed text may go out, `released` of it having gone out already: `upTo` (text before it is never
 * markup), and `held` when a whole marker was seen (the rest then waits for the turn's end). Whitespace before the
 * held part waits as well: the final text may trim it when markup follows.
 */
export function releasable(text: string, grammars: readonly Grammar[], released: number): { upTo: number; held: boolean } {
  const h = holdBackFrom(text, grammars, released);
  // a whole marker (the rest is longer than any marker could be as a prefix): held to the end
  const held = h < text.length && text.length - h >= longestMarker(grammars);
  let upTo = h;
  while (upTo > released && isJsonSpace(text.charCodeAt(upTo - 1))) upTo--;
  return { upTo, held };
}

/**
 * What goes out after `released` for the final text to read `final`. `released` is a prefix of the turn's text and,
 * but for the leading whitespace the final text may have trimmed, of the final text: the rest after it. A final
 * text that does not begin with what went out (a grammar whose markup starts before its marker) gets the rest after
 * their common prefix, with a debug line.
 */
export function restAfter(final: string, released: string, log: Logger): string {
  if (final.startsWith(released)) return final.slice(released.length);
  let k = 0;
  while (k < released.length && isJsonSpace(released.charCodeAt(k))) {
    k++;
    if (final.startsWith(released.slice(k))) return final.slice(released.length - k);
  }
  let common = 0;
  while (common < final.length && common < released.length && final.charCodeAt(common) === released.charCodeAt(common)) common++;
  log.debug(`[pi-tool-repair] stream: ${released.length - common} characters went out before the markup they belong to was known`);
  return final.slice(common);
}
