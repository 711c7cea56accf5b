/** What `processMessage` reports, and how a caller's `argumentsError` is read. */
import type { Message, RepairResult } from "./shapes.js";

/** A call recovered from text, as the final message has it. */
export interface RecoveredReport {
  grammar: string;
  name: string;
  arguments: unknown;
}

/** The validate-then-repair result of one toolCall block. */
export interface ToolCallReport {
  index: number;
  id: string;
  tool: string;
  result: RepairResult;
}

/** What `processMessage` returns. */
export interface ProcessResult {
  /** The same object as the input when nothing changed. */
  message: Message;
  changed: boolean;
  /** The calls recovered from text, as they are in the final message (repaired where a rule repaired them). */
  recovered: RecoveredReport[];
  /** How many markup spans were removed from visible text. */
  stripped: number;
  /** One entry per toolCall block that had a schema. */
  calls: ToolCallReport[];
  /** Whether a phantom tool use was turned into a retryable error. */
  phantom: boolean;
}

/**
 * Reads a toolCall block's `argumentsError` (the caller's note that the arguments text was not a JSON
 * object): the raw arguments text it holds, or a hint saying why there is none (the call is then left alone).
 */
export type ArgumentsErrorReader = (argumentsError: string) => { text: string } | { hint: string };
