/**
 * `wrapGenerate`'s repair: a non-streaming result's content mapped to a host assistant message (text, reasoning,
 * the client's tool calls), through the host's message pipeline (`processMessage`), and back. Parts the host does not
 * read (files, sources, provider-executed calls and results …) keep their place after the part they followed.
 */
import { stopReasonOfAiSdk, type AssistantMessage, type Block, type ToolCallBlock } from "@pi-tool-repair/host";
import type { LanguageModelV4Content, LanguageModelV4FinishReason, LanguageModelV4GenerateResult } from "@ai-sdk/provider";
import { toolCallBlock } from "@pi-tool-repair/preset-pi-default/runtime";
import type { CallPlan } from "./setup.js";

/** What one repaired answer reports (the debug line). */
export interface Report {
  recovered: number;
  repaired: number;
  stripped: number;
}

/** A call the host gained or repaired, as an AI SDK tool-call part (its arguments as JSON text). */
export function toolCallPart(block: ToolCallBlock): LanguageModelV4Content & { type: "tool-call" } {
  return { type: "tool-call", toolCallId: block.id || `call_ptr_${Math.random().toString(36).slice(2, 10)}`, toolName: block.name, input: JSON.stringify(block.arguments) };
}

/**
 * The finish reason after the host: `tool-calls` only when the host let a recovered call run (its stop reason
 * `toolUse` where it was not), else the model's. A phantom tool use (the host's retry for pi) is not the SDK's.
 */
export function finishAfter(before: LanguageModelV4FinishReason | undefined, after: AssistantMessage, calls: number): LanguageModelV4FinishReason | undefined {
  if (before === undefined) return undefined;
  const gained = after.stopReason === "toolUse" && stopReasonOfAiSdk(before.unified) !== "toolUse" && calls > 0;
  return gained ? { unified: "tool-calls", raw: before.raw } : before;
}

/** The result repaired in `plan`, with what changed; the same result object when nothing did. */
export function repairGenerated(result: LanguageModelV4GenerateResult, plan: CallPlan): { result: LanguageModelV4GenerateResult; report: Report | undefined } {
  const blocks: Block[] = [];
  const origin = new Map<Block, LanguageModelV4Content>();
  // parts the host does not read, by the block they followed (null: before every block)
  const after = new Map<Block | null, LanguageModelV4Content[]>();
  let last: Block | null = null;
  for (const part of result.content) {
    let block: Block | undefined;
    if (part.type === "text") block = { type: "text", text: part.text };
    else if (part.type === "reasoning") block = { type: "thinking", thinking: part.text };
    else if (part.type === "tool-call" && part.providerExecuted !== true) block = toolCallBlock(part.toolCallId, part.toolName, part.input);
    if (block === undefined) {
      const list = after.get(last) ?? [];
      list.push(part);
      after.set(last, list);
      continue;
    }
    blocks.push(block);
    origin.set(block, part);
    last = block;
  }
  const message: AssistantMessage = { role: "assistant", content: blocks, stopReason: stopReasonOfAiSdk(result.finishReason.unified) };
  const processed = plan.host.processMessage(message, plan.ctx);
  if (!processed.changed) return { result, report: undefined };
  const out = processed.message as AssistantMessage;
  const content: LanguageModelV4Content[] = [...(after.get(null) ?? [])];
  after.delete(null);
  let calls = 0;
  for (const block of out.content) {
    const original = origin.get(block);
    if (original !== undefined) content.push(original);
    else if (block.type === "text") {
      const text = String((block as { text?: unknown }).text ?? "");
      if (text !== "") content.push({ type: "text", text });
    } else if (block.type === "thinking") {
      const text = String((block as { thinking?: unknown }).thinking ?? "");
      if (text !== "") content.push({ type: "reasoning", text });
    } else if (block.type === "toolCall") content.push(toolCallPart(block as ToolCallBlock));
    if (block.type === "toolCall") calls++;
    const followers = after.get(block);
    if (followers) {
      content.push(...followers);
      after.delete(block);
    }
  }
  // followers of a block the host rewrote: kept, at the end
  for (const rest of after.values()) content.push(...rest);
  const finishReason = finishAfter(result.finishReason, out, calls) ?? result.finishReason;
  const report = { recovered: processed.recovered.length, repaired: processed.calls.filter((c) => c.result.outcome === "repaired").length, stripped: processed.stripped };
  return { result: { ...result, content, finishReason }, report };
}
