/**
 * The proxy's OpenAI Chat Completions adapter (issue 38): a request's `tools`, `tool_choice` and `model` read into
 * a repair context under the pi extension's policy, a response's choice mapped to a host assistant message and
 * back. The repair itself is the host's (`processMessage`); only the shapes are here.
 */
import { stopReasonOfOpenAI, type AssistantMessage, type Block, type JSONSchema, type Logger, type RepairContext, type RepairHost, type ToolCallBlock } from "@pi-tool-repair/host";
import { clientContext, toolCallBlock } from "../../runtime/client.js";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";
import type { RepairRuntime } from "../../runtime/runtime.js";

/** What the proxy reads of one chat-completion request: the repair context its response is repaired in. */
export interface RequestPlan {
  host: RepairHost;
  ctx: RepairContext;
  /** Whether the request asked for a stream (`stream: true`). */
  stream: boolean;
}

/** The proxy's own choices over the extension's config (`--recover`). */
export interface ServeOptions {
  /** Grammar recovery on for every model (`--recover`); else as the extension decides per model. */
  recover: boolean;
}

/**
 * The repair context for a parsed request body, or `undefined` when the body is not a chat-completion request the
 * proxy can read (then the response passes through). The tools are the request's own (`tools[].function`), with
 * their schemas; recovery finds only those (`requireKnownTool`). No `tools`, or `tool_choice: "none"`: recovery off
 * (no call is gained); a forced function: that tool alone.
 */
export function planRequest(runtime: RepairRuntime, body: unknown, options: ServeOptions, log: Logger): RequestPlan | undefined {
  if (!isPlainObject(body)) return undefined;
  const tools = new Map<string, JSONSchema | undefined>();
  if (Array.isArray(body.tools)) {
    for (const t of body.tools) {
      const fn = isPlainObject(t) && isPlainObject(t.function) ? t.function : undefined;
      if (!fn || typeof fn.name !== "string" || !fn.name) continue;
      const p = fn.parameters;
      tools.set(fn.name, isPlainObject(p) || typeof p === "boolean" ? (p as JSONSchema) : undefined);
    }
  }
  const choice = body.tool_choice;
  const forced = isPlainObject(choice) && isPlainObject(choice.function) && typeof choice.function.name === "string" ? choice.function.name : undefined;
  const model = typeof body.model === "string" && body.model ? body.model : undefined;
  const { host, ctx } = clientContext(runtime, { model, tools, none: choice === "none", forced, recover: options.recover }, log);
  return { host, ctx, stream: body.stream === true };
}

/** One OpenAI tool call as sent (`{id, type, function: {name, arguments}}`). */
interface OpenAIToolCall {
  id?: unknown;
  type?: unknown;
  function?: { name?: unknown; arguments?: unknown };
  [key: string]: unknown;
}

/** A choice's message as a host assistant message, and the native calls' original entries by block. */
export interface MappedChoice {
  message: AssistantMessage;
  /** The original `tool_calls` entry of each native toolCall block (kept as sent when the block comes back unchanged). */
  native: Map<Block, unknown>;
}

/**
 * A choice's parts as an assistant message: `reasoning_content` a thinking block (read by grammars that read
 * reasoning, Kimi's), `content` a text block, `tool_calls` toolCall blocks, `finish_reason` the stop reason.
 */
export function messageOf(reasoning: string | undefined, content: string | undefined, toolCalls: readonly unknown[], finishReason: unknown): MappedChoice {
  const blocks: Block[] = [];
  const native = new Map<Block, unknown>();
  if (reasoning) blocks.push({ type: "thinking", thinking: reasoning });
  if (content) blocks.push({ type: "text", text: content });
  for (const entry of toolCalls) {
    const call = entry as OpenAIToolCall;
    const fn = isPlainObject(call?.function) ? call.function : {};
    const block = toolCallBlock(typeof call?.id === "string" ? call.id : "", typeof fn.name === "string" ? fn.name : "", typeof fn.arguments === "string" ? fn.arguments : JSON.stringify(fn.arguments ?? {}));
    native.set(block, entry);
    blocks.push(block);
  }
  return { message: { role: "assistant", content: blocks, stopReason: stopReasonOfOpenAI(finishReason) }, native };
}

/** What a repaired message says back in OpenAI's terms. */
export interface ChoiceParts {
  reasoning: string;
  content: string;
  toolCalls: unknown[];
  /** The finish reason to send: `tool_calls` when calls were gained, else the upstream's. */
  finishReason: unknown;
}

/**
 * A processed message back in OpenAI's terms. A native call whose block came back unchanged keeps its entry as
 * sent (its `arguments` text never re-serialised); a repaired or recovered one gets its arguments as JSON text.
 * `finish_reason` becomes `tool_calls` only when the host let a recovered call run (its stop reason `toolUse`
 * where it was not); a phantom tool use is pi's retry and is not the proxy's: the upstream's reason stays.
 */
export function partsOf(before: MappedChoice, after: AssistantMessage, finishReason: unknown): ChoiceParts {
  let reasoning = "";
  let content = "";
  const toolCalls: unknown[] = [];
  for (const block of after.content) {
    if (block.type === "thinking") reasoning += String((block as { thinking?: unknown }).thinking ?? "");
    else if (block.type === "text") content += String((block as { text?: unknown }).text ?? "");
    else if (block.type === "toolCall") {
      const original = before.native.get(block);
      if (original !== undefined) {
        toolCalls.push(original);
        continue;
      }
      const b = block as ToolCallBlock;
      toolCalls.push({ id: b.id, type: "function", function: { name: b.name, arguments: JSON.stringify(b.arguments) } });
    }
  }
  const gained = after.stopReason === "toolUse" && before.message.stopReason !== "toolUse" && toolCalls.length > 0;
  return { reasoning, content, toolCalls, finishReason: gained ? "tool_calls" : finishReason };
}

/** What a repaired non-streaming response reports (one log line). */
export interface Repaired {
  body: Record<string, unknown>;
  recovered: number;
  repaired: number;
  stripped: number;
}

/**
 * A non-streaming chat-completion response repaired in `plan`'s context: each choice through the host. The same
 * object (`undefined`) when nothing changed, so the caller passes the upstream's bytes through.
 */
export function repairCompletion(plan: RequestPlan, response: unknown): Repaired | undefined {
  if (!isPlainObject(response) || !Array.isArray(response.choices)) return undefined;
  let changed = false;
  let recovered = 0;
  let repaired = 0;
  let stripped = 0;
  const choices = response.choices.map((choice: unknown) => {
    if (!isPlainObject(choice) || !isPlainObject(choice.message)) return choice;
    const m = choice.message;
    const content = m.content;
    const reasoning = m.reasoning_content;
    if ((content !== null && content !== undefined && typeof content !== "string") || (reasoning !== undefined && reasoning !== null && typeof reasoning !== "string")) return choice;
    const toolCalls = Array.isArray(m.tool_calls) ? m.tool_calls : [];
    const before = messageOf(reasoning ?? undefined, content ?? undefined, toolCalls, choice.finish_reason);
    const result = plan.host.processMessage(before.message, plan.ctx);
    if (!result.changed) return choice;
    const parts = partsOf(before, result.message as AssistantMessage, choice.finish_reason);
    changed = true;
    recovered += result.recovered.length;
    repaired += result.calls.filter((c) => c.result.outcome === "repaired").length;
    stripped += result.stripped;
    const message: Record<string, unknown> = { ...m };
    if (typeof reasoning === "string") message.reasoning_content = parts.reasoning;
    message.content = parts.content === "" && (content === null || parts.toolCalls.length > 0) ? null : parts.content;
    if (parts.toolCalls.length > 0) message.tool_calls = parts.toolCalls;
    else delete message.tool_calls;
    return { ...choice, message, finish_reason: parts.finishReason };
  });
  if (!changed) return undefined;
  return { body: { ...response, choices }, recovered, repaired, stripped };
}
