/**
 * `repairToolCall` for the AI SDK's `experimental_repairToolCall` hook: a call the SDK could not parse or validate,
 * repaired with that tool's schema by the host's validate-then-repair. It never invents a call: an unknown tool, a
 * call the rules cannot make valid, or one the host already finds valid, gives `null` (the SDK reports its error).
 */
import type { JSONSchema } from "@pi-tool-repair/host";
import type { JSONSchema7, LanguageModelV4ToolCall } from "@ai-sdk/provider";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";
import { setup, type ToolRepairOptions } from "./setup.js";

/** What `experimental_repairToolCall` is called with, as far as the repair reads it. */
export interface RepairToolCallInput {
  toolCall: LanguageModelV4ToolCall;
  /** The tool's JSON Schema (the SDK's `inputSchema({ toolName })`; it throws for a tool that does not exist). */
  inputSchema: (options: { toolName: string }) => PromiseLike<JSONSchema7>;
  error: unknown;
}

export type RepairToolCallFunction = (options: RepairToolCallInput) => Promise<LanguageModelV4ToolCall | null>;

export interface RepairToolCallOptions extends ToolRepairOptions {
  /** The model id whose preset applies (the hook is not told the model). Default: none, preset-pi-default alone. */
  modelId?: string;
}

/** A `repairToolCall` with its own options (config, log, model id). */
export function createRepairToolCall(options: RepairToolCallOptions = {}): RepairToolCallFunction {
  const s = setup(options);
  return async ({ toolCall, inputSchema }) => {
    try {
      let schema: JSONSchema7;
      try {
        schema = await inputSchema({ toolName: toolCall.toolName });
      } catch {
        return null; // no such tool: a tool name is never guessed
      }
      const runtime = await s.runtime();
      const { host } = runtime.hostFor(options.modelId);
      const tools = new Map([[toolCall.toolName, schema as JSONSchema]]);
      const ctx = runtime.contextFor(host, options.modelId ? { id: options.modelId } : undefined, tools, s.log);
      let input: unknown;
      try {
        input = JSON.parse(toolCall.input);
      } catch {
        input = undefined;
      }
      // an object is read as is; anything else as the raw arguments text the model sent
      const result = host.repairArguments(toolCall.toolName, isPlainObject(input) ? input : toolCall.input, schema as JSONSchema, ctx);
      if (result.outcome !== "repaired") return null;
      s.log.debug(`[pi-tool-repair] ai-sdk: repaired ${toolCall.toolName} (${result.rules.join(", ")})`);
      return { ...toolCall, input: JSON.stringify(result.arguments) };
    } catch (error) {
      s.log.warn(`[pi-tool-repair] ai-sdk: repairToolCall failed (${error instanceof Error ? error.message : String(error)}); the call is left to the SDK`);
      return null;
    }
  };
}

/** `experimental_repairToolCall: repairToolCall`: the default config (every rule of preset-pi-default). */
export const repairToolCall: RepairToolCallFunction = createRepairToolCall();
