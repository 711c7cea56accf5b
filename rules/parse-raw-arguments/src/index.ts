import { STAGE, defineRule, isPlainObject, parsePythonLiteral } from "@pi-tool-repair/host";
import { TolerantReader } from "./reader.js";

export { TolerantReader } from "./reader.js";
export type { ReadFailure, ReadResult } from "./reader.js";

/** How many wrappers (fence, outer quotes, JSON string encoding) may be peeled off one text. */
const MAX_LEVELS = 3;

/** What decoding raw arguments text gave: a value with the steps it took, `reject` (never repair), or `undefined` (not JSON: leave it). */
export type Decoded = { value: unknown; steps: string[] } | "reject" | undefined;

/** A fence's info string: a short language tag. */
const FENCE_TAG = /^[A-Za-z0-9_+.-]{0,20}$/;

/**
 * Decodes raw arguments text the way the repair policy allows: strict JSON, then a fence stripped, a
 * double-encoded object or outer quotes unwrapped, a one-element root array unwrapped, comments and one
 * trailing-garbage tail dropped, `\'` → `'`, invalid escapes kept, raw control characters taken as
 * escaped, and a Python dict literal. Truncation, two glued values, duplicate keys and bracket mismatches
 * give `reject`.
 */
export function decodeRawArguments(text: string, level = 0): Decoded {
  const trimmed = text.trim();
  if (trimmed === "") return level === 0 ? { value: {}, steps: ["read empty arguments text as {}"] } : "reject";
  if (level > MAX_LEVELS) return "reject";
  const first = trimmed.charCodeAt(0);

  if (trimmed.startsWith("```")) {
    const nl = trimmed.indexOf("\n");
    if (nl < 0 || !FENCE_TAG.test(trimmed.slice(3, nl).trim())) return undefined;
    let body = trimmed.slice(nl + 1);
    const close = body.lastIndexOf("```");
    if (close >= 0 && body.slice(close + 3).trim() === "") body = body.slice(0, close);
    return withStep(decodeRawArguments(body, level + 1), "stripped a code fence", true);
  }

  if (first === 123 || first === 91) return readValue(trimmed);

  if (trimmed.startsWith("//") || trimmed.startsWith("/*")) {
    // Comments before the value: JSON with comments, never bare text.
    const reader = new TolerantReader(trimmed);
    let at: number;
    try {
      at = reader.skip(0);
    } catch {
      return "reject"; // an unterminated block comment
    }
    const c = trimmed.charCodeAt(at);
    if (c === 123 || c === 91) return readValue(trimmed);
    return at >= trimmed.length ? "reject" : undefined;
  }

  if (first === 34) {
    const reader = new TolerantReader(trimmed);
    const r = reader.read(0);
    if (!("failure" in r) && reader.skip(r.end) === trimmed.length && typeof r.value === "string") {
      const inner = r.value.trim();
      if (inner.startsWith("{") || inner.startsWith("[") || inner.startsWith("```")) {
        return withStep(decodeRawArguments(r.value, level + 1), "decoded double-encoded arguments", true);
      }
      return { value: r.value, steps: ["decoded a JSON string literal"] };
    }
    if ((trimmed.startsWith('"{') && trimmed.endsWith('}"')) || (trimmed.startsWith('"[') && trimmed.endsWith(']"'))) {
      return withStep(decodeRawArguments(trimmed.slice(1, -1), level + 1), "removed outer quotes", true);
    }
    return "reject";
  }

  if (first === 39 && ((trimmed.startsWith("'{") && trimmed.endsWith("}'")) || (trimmed.startsWith("'[") && trimmed.endsWith("]'")))) {
    return withStep(decodeRawArguments(trimmed.slice(1, -1), level + 1), "removed outer quotes", true);
  }

  return undefined; // bare text: wrapRootString's business
}

function withStep(decoded: Decoded, step: string, mustBeStructured: boolean): Decoded {
  if (decoded === undefined) return mustBeStructured ? "reject" : undefined;
  if (decoded === "reject") return decoded;
  if (mustBeStructured && typeof decoded.value !== "object") return "reject";
  return { value: decoded.value, steps: [step, ...decoded.steps] };
}

/** Characters that may not start the text after a complete value: another value, or a bracket that does not match. */
const GLUED = new Set(["{", "[", "}", "]", ",", '"', ":"]);

function readValue(text: string): Decoded {
  const reader = new TolerantReader(text);
  const r = reader.read(0);
  const steps: string[] = [];
  let value: unknown;
  if ("failure" in r) {
    if (r.failure === "duplicate-key" || r.failure === "too-deep") return "reject";
    const py = text.includes("'") || /\b(?:True|False|None)\b/.test(text) ? parsePythonLiteral(text) : undefined;
    if (!py || typeof py.value !== "object" || py.value === null) return "reject";
    value = py.value;
    steps.push("read a Python literal");
  } else {
    value = r.value;
    let rest: number;
    try {
      rest = reader.skip(r.end);
    } catch {
      return "reject"; // an unterminated comment after the value
    }
    if (reader.tolerated) steps.push("read tolerant JSON (comments, escapes, control characters or a trailing comma)");
    if (rest < text.length) {
      const tail = text.slice(rest);
      if (GLUED.has(tail.charAt(0)) || tail.includes("{")) return "reject"; // two values, or mismatched brackets
      steps.push(`dropped a trailing tail of ${tail.length} characters`);
    }
  }
  if (Array.isArray(value)) {
    if (value.length !== 1 || !isPlainObject(value[0])) return "reject";
    value = value[0];
    steps.push("unwrapped a one-element root array");
  }
  if (!isPlainObject(value)) return "reject";
  return { value, steps: steps.length ? steps : ["parsed JSON text"] };
}

/** `"{\"path\": \"a\"}"` (raw text) → `{"path":"a"}`: gets the arguments object out of what the model sent as text. */
export const parseRawArguments = defineRule({
  name: "parseRawArguments",
  package: "@pi-tool-repair/rule-parse-raw-arguments",
  host: "^1.0.0",
  stage: STAGE.RAW,
  fixes: ["type"],
  apply(issue, draft) {
    if (issue.path !== "" || typeof issue.value !== "string" || issue.value !== draft.rawText) return;
    if (!issue.expects("object")) return;
    const decoded = decodeRawArguments(issue.value);
    if (decoded === undefined) return;
    if (decoded === "reject") {
      // truncated, glued, duplicate keys, mismatched brackets: no later rule may "fix" this text
      draft.veto("parseRawArguments", "", `refused raw arguments text of tool "${issue.tool}": truncated or ambiguous JSON is never repaired`);
      return;
    }
    draft.set("", decoded.value);
    return `parsed raw arguments text of tool "${issue.tool}": ${decoded.steps.join(", ")}`;
  },
});

export default parseRawArguments;
