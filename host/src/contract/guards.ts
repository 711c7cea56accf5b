/** Two guards over a message's content blocks (content may hold `null`, primitives and arrays). */
import type { Block, ToolCallBlock } from "./shapes.js";

/** Whether a content block is a `toolCall` block. Tolerates `null`, primitives and arrays in `content`. */
export function isToolCallBlock(block: unknown): block is ToolCallBlock {
  return typeof block === "object" && block !== null && !Array.isArray(block) && (block as { type?: unknown }).type === "toolCall";
}

/** Whether a content block is an object (anything else is passed through untouched). */
export function isBlockObject(block: unknown): block is Block {
  return typeof block === "object" && block !== null && !Array.isArray(block);
}
