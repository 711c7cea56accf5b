/** pi 1.6's `argumentsError`: how the host reads the raw arguments text out of it. */
import type { ArgumentsErrorReader, RepairPlugin } from "@pi-tool-repair/host";

const MARKER = "\n\nReceived arguments:\n";

/**
 * Raw arguments text from a pi 1.6 `argumentsError` ("<parse error>\n\nReceived arguments:\n<raw>"), or
 * `undefined` when the marker is missing: then the text is an error message, never the model's arguments.
 */
export function rawArgumentsText(argumentsError: string): string | undefined {
  const i = argumentsError.indexOf(MARKER);
  return i < 0 ? undefined : argumentsError.slice(i + MARKER.length);
}

/** The raw arguments text of a toolCall block whose arguments pi 1.6 could not parse, or `undefined`. */
export function sentRawArguments(block: { argumentsError?: unknown } | undefined): string | undefined {
  const err = block?.argumentsError;
  return typeof err === "string" && err ? rawArgumentsText(err) : undefined;
}

export const readPiArgumentsError: ArgumentsErrorReader = (argumentsError) => {
  const text = rawArgumentsText(argumentsError);
  return text === undefined ? { hint: 'argumentsError has no "Received arguments:" text; left for pi to report' } : { text };
};

/** Registers pi's `argumentsError` format with the host, so a call whose text was no JSON object is repaired from that text. */
export const piArgumentsError: RepairPlugin = {
  name: "piArgumentsError",
  package: "@pi-tool-repair/preset-pi-default",
  host: "^1.0.0",
  stage: 100,
  kind: "plugin",
  apply(host) {
    host.readArgumentsErrorWith(readPiArgumentsError);
  },
};
