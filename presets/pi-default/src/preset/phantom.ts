/** Phantom tool use: `stopReason: "toolUse"` with no tool call becomes a retryable error. */
import type { AssistantMessage, RepairPlugin } from "@pi-tool-repair/host";

/**
 * The error text pi's auto-retry matches ("provider returned error" is one of its retryable patterns,
 * in 0.84 and 1.6 alike), so pi re-requests the turn instead of ending it.
 */
export const PHANTOM_ERROR_MESSAGE =
  "Provider returned error: the model stopped for tool use but sent no tool call (phantom tool use); you can retry your request";

const isToolCall = (block: unknown) => typeof block === "object" && block !== null && (block as { type?: unknown }).type === "toolCall";

export const phantomToolUse: RepairPlugin = {
  name: "phantomToolUse",
  package: "@pi-tool-repair/preset-pi-default",
  host: "^1.0.0",
  stage: 100,
  kind: "plugin",
  apply(host) {
    host.hooks.phantom.tap("phantomToolUse", (message: AssistantMessage): AssistantMessage | undefined => {
      if (message.stopReason !== "toolUse" || !Array.isArray(message.content) || message.content.some(isToolCall)) return undefined;
      return { ...message, stopReason: "error", errorMessage: PHANTOM_ERROR_MESSAGE };
    });
  },
};
