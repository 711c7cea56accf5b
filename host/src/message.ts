/**
 * The message pipeline: `stripGrammar` → `recover` (when grammar recovery is on; ./recover) →
 * validate-then-repair of every toolCall block that has a schema (./repair) → `phantom`, then the reports.
 * Each stage is guarded: one that throws leaves the message as it was before it.
 */
import { describeError } from "@pi-tool-repair/grammar-kit";
import { isToolCallBlock, type ArgumentsErrorReader, type AssistantMessage, type Hooks, type Message, type NativeLayout, type ProcessResult, type RepairContext } from "./contract/index.js";
import { repairCalls } from "./repair/engine.js";
import type { MarkerRegistry } from "./recover/marker-registry.js";
import { recoverMessage, type Recovered } from "./recover/rounds.js";

/** What the pipeline needs of the host: one record the host keeps (no lambdas back into it). */
export interface HostCore {
  readonly hooks: Hooks;
  /** The markers every loaded grammar registered. */
  readonly markers: MarkerRegistry;
  /** How a toolCall block's `argumentsError` is read (`readArgumentsErrorWith`), if a plugin said. */
  readArgumentsError: ArgumentsErrorReader | undefined;
}

/** `layouts`: the native layouts of the message's model (the host picks them from its presets). */
export function processMessage(core: HostCore, message: Message, ctx: RepairContext, layouts: readonly NativeLayout[] = []): ProcessResult {
  const result: ProcessResult = { message, changed: false, recovered: [], stripped: 0, calls: [], phantom: false };
  if (!message || message.role !== "assistant" || !Array.isArray(message.content)) return result;
  let current = message as AssistantMessage;

  current = guard("stripGrammar", current, ctx, () => core.hooks.stripGrammar.call(current, ctx));

  /** The blocks recovered from text (appended to the content, from `first` on) and the grammar of each. */
  let recovered: Recovered | undefined;
  if (ctx.config.grammar.enabled) {
    current = guard("recover", current, ctx, () => {
      const r = recoverMessage(core.hooks, core.markers, current, ctx, layouts);
      result.stripped += r.stripped;
      recovered = r.recovered;
      return r.message;
    });
  }

  current = guard("repair", current, ctx, () => {
    const r = repairCalls(core.hooks, core.readArgumentsError, current, ctx);
    result.calls = r.calls;
    return r.message;
  });

  // content may hold null or non-object blocks: they pass through every stage unchanged
  if (current.stopReason === "toolUse" && !current.content.some(isToolCallBlock)) {
    const before = current;
    current = guard("phantom", current, ctx, () => core.hooks.phantom.call(before, ctx) ?? before);
    if (current !== before) result.phantom = true;
  }

  // the report is as the final message has the calls: a recovered call a rule repaired shows its repaired
  // arguments (repair keeps every block where it is: a repaired block replaces its call at its index; phantom
  // runs only when no toolCall block is left)
  if (recovered !== undefined && !result.phantom) {
    const { first, reports } = recovered as Recovered;
    for (const call of result.calls) {
      const k = call.index - first;
      if (k >= 0 && k < reports.length && call.result.outcome === "repaired") reports[k]!.arguments = call.result.arguments;
    }
    result.recovered = reports;
  }
  if (current !== message) {
    result.message = current;
    result.changed = true;
  }
  return result;
}

function guard(stage: string, current: AssistantMessage, ctx: RepairContext, fn: () => AssistantMessage): AssistantMessage {
  try {
    const next = fn();
    return next && typeof next === "object" && next.role === "assistant" && Array.isArray(next.content) ? next : current;
  } catch (error) {
    ctx.log.warn(`[pi-tool-repair] ${stage} threw ${describeError(error)}; message left as it was before ${stage}`);
    return current;
  }
}
