/**
 * The input of the streaming differential properties (the proxy's `serve` and the AI SDK middleware): prose with,
 * or without, one family's leaked markup on a line of its own, cut into 1 to 12 chunks at random points.
 */
import fc from "fast-check";
import { prose } from "./arbitraries.js";
import { RENDERERS, type Call } from "./renderers.js";

const word = fc.stringMatching(/^[a-z][a-z0-9._-]{0,8}$/);
const call: fc.Arbitrary<Call> = fc.oneof(word.map((w) => ({ name: "read", arguments: { path: w } })), word.map((w) => ({ name: "bash", arguments: { command: w } })));
const leaked = fc.constantFrom(...RENDERERS.filter((r) => r.prose)).chain((r) => fc.array(call, { minLength: 1, maxLength: r.multi ? 2 : 1 }).map((cs) => r.render(cs)));
const text = fc.tuple(prose, fc.option(leaked, { nil: "" }), fc.constantFrom("", "\n", " "), prose).map(([a, m, sep, b]) => `${a}${m ? "\n" + m + sep : ""}${b}`);

/** A text and its chunks (`pieces`, never empty, joined they give `t`). */
export const chunked = text.chain((t) => fc.uniqueArray(fc.nat(Math.max(0, t.length)), { maxLength: 11 }).map((cuts) => ({ t, pieces: piecesOf(t, cuts) })));

/** `t` cut at `cuts`, without empty pieces. */
export function piecesOf(t: string, cuts: number[]): string[] {
  const at = [...new Set([0, ...cuts.filter((c) => c > 0 && c < t.length), t.length])].sort((a, b) => a - b);
  const out: string[] = [];
  for (let k = 0; k + 1 < at.length; k++) out.push(t.slice(at[k], at[k + 1]));
  return out.filter((p) => p !== "");
}
