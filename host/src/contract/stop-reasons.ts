/**
 * Which turns may gain calls recovered from their text: an allow-list of pi's stop reasons, and the mapping of
 * other APIs' end reasons onto it, so every caller (the pi extension, the command line, later adapters) uses
 * one list. Imports nothing: part of the host's contract.
 */

/** pi's stop reasons (pi-ai 1.6 `StopReason`). */
export const PI_STOP_REASONS = Object.freeze(["stop", "length", "toolUse", "error", "aborted", "pending", "deferred"] as const);

/** One of pi's stop reasons. */
export type PiStopReason = (typeof PI_STOP_REASONS)[number];

/**
 * The stop reasons of a turn that ended normally: the only turns whose text may gain recovered calls. Every other
 * value (`length`, `error`, `aborted`, `pending`, `deferred`, an unknown string, `null`, a number) keeps its stop
 * reason and gains no call: such a turn was cut short, is not finished, or says something the host cannot read.
 */
export const NORMAL_STOP_REASONS: readonly PiStopReason[] = Object.freeze(["stop", "toolUse"] as const);

/**
 * What a message without a `stopReason` is read as: `"stop"`. pi always sets one; a caller that is not pi and
 * leaves it out (a test, a script, the command line's input) is read as a turn that ended normally. An adapter
 * for another API maps its own end reason first (`stopReasonOfOpenAI`, `stopReasonOfAiSdk`).
 */
export const MISSING_STOP_REASON: PiStopReason = "stop";

/** Whether a turn with this `stopReason` ended normally (`undefined`: missing, read as `MISSING_STOP_REASON`). */
export function endedNormally(stopReason: unknown): boolean {
  const reason = stopReason === undefined ? MISSING_STOP_REASON : stopReason;
  return reason === "stop" || reason === "toolUse";
}

/**
 * OpenAI Chat Completions `finish_reason` as a pi stop reason, as pi-ai's openai-completions adapter maps it:
 * `stop` (and `end`) → `stop`; `tool_calls`, `function_call` → `toolUse`; `length` → `length`; `content_filter`
 * and any other string → `error`. `null` or missing (a streamed chunk before the end: the answer is not finished)
 * → `pending` (pi itself fails a stream that ends without one).
 */
export function stopReasonOfOpenAI(finishReason: unknown): PiStopReason {
  if (finishReason === null || finishReason === undefined) return "pending";
  switch (finishReason) {
    case "stop":
    case "end":
      return "stop";
    case "tool_calls":
    case "function_call":
      return "toolUse";
    case "length":
      return "length";
    default:
      return "error"; // content_filter, network_error, anything else: not a normal end
  }
}

/**
 * Vercel AI SDK `finishReason` as a pi stop reason: `stop` → `stop`; `tool-calls` → `toolUse`; `length` →
 * `length`; `content-filter`, `error`, `other`, `unknown` and any other value → `error` (not a normal end:
 * nothing says the model finished what it wrote); `null` or missing → `pending`.
 */
export function stopReasonOfAiSdk(finishReason: unknown): PiStopReason {
  if (finishReason === null || finishReason === undefined) return "pending";
  switch (finishReason) {
    case "stop":
      return "stop";
    case "tool-calls":
      return "toolUse";
    case "length":
      return "length";
    default:
      return "error";
  }
}
