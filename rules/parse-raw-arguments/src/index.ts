import { STAGE, defineRule } from "@pi-tool-repair/host";
import { ReadError, TolerantReader, commentsThenJson, isPlainObject, numbersExact, parsePythonLiteral, skipInvisible, startsLikeJson, APOSTROPHE, BACKTICK, FULLWIDTH_BAR, GREATER_THAN, LESS_THAN, OPEN_BRACE, OPEN_BRACKET, PIPE, QUOTE, SLASH, TILDE, isIdentStart, isJsonSpace, isQualifiedNameChar } from "@pi-tool-repair/grammar-kit";

// the reader moved to the kit (one tolerant JSON reader for parseRawArguments and parseJsonString); kept here for importers
export { TolerantReader } from "@pi-tool-repair/grammar-kit";
export type { ReadFailure, ReadResult } from "@pi-tool-repair/grammar-kit";

/** How many wrappers (fence, outer quotes, JSON string encoding) may be peeled off one text. */
const MAX_LEVELS = 3;

/** What decoding raw arguments text gave: a value with the steps it took, `reject` (never repair), or `undefined` (not JSON: leave it). */
export type Decoded = { value: unknown; steps: string[]; inexact?: readonly { pointer: string; lexeme: string }[] } | "reject" | undefined;

/** A fence's info string: a short language tag. */
const FENCE_TAG = /^[A-Za-z0-9_+.-]{0,20}$/;


/**
 * Decodes raw arguments text the way the repair policy allows: strict JSON, then a ``` or ~~~ fence (or
 * inline backticks) stripped, a double-encoded object or outer quotes unwrapped, a one-element root array
 * unwrapped, comments without words (`//`, `/* *\/`, `// ---`) and trailing markup (`</tool_call>`, `<|im_end|>`, a
 * closing fence) dropped, `\'` → `'`, invalid escapes kept, raw control characters taken as escaped, and a Python dict literal.
 * Truncation, two glued values, duplicate keys, bracket mismatches, text after the value, a comment with words in
 * it anywhere (`// DRY RUN ONLY - do not execute`: an instruction about the call), over-deep
 * nesting and text that only looks like fenced, quoted or escaped JSON give `reject`.
 */
export function decodeRawArguments(text: string, level = 0): Decoded {
  const trimmed = text.trim();
  if (trimmed === "") return level === 0 ? { value: {}, steps: ["read empty arguments text as {}"] } : "reject";
  if (level > MAX_LEVELS) return "reject";
  const lead = skipInvisible(trimmed, 0);
  if (lead > 0 && startsLikeJson(trimmed.slice(lead))) {
    // `⁠{"command":"ls"}` behind a word joiner or zero-width space: JSON all the same, read (or refused) as JSON
    return withStep(decodeRawArguments(trimmed.slice(lead), level), "dropped invisible characters before the JSON", true);
  }
  const first = trimmed.charCodeAt(0);

  const fence = trimmed.startsWith("```") ? "```" : trimmed.startsWith("~~~") ? "~~~" : undefined;
  if (fence !== undefined) {
    const nl = trimmed.indexOf("\n");
    if (nl >= 0 && FENCE_TAG.test(trimmed.slice(3, nl).trim())) {
      let body = trimmed.slice(nl + 1);
      const close = body.lastIndexOf(fence);
      if (close >= 0 && body.slice(close + 3).trim() === "") body = body.slice(0, close);
      return withStep(decodeRawArguments(body, level + 1), "stripped a code fence", true);
    }
  } else if (first === BACKTICK) {
    // inline code: `{"path": "a"}` or ``{"path": "a"}``
    const ticks = trimmed.charCodeAt(1) === BACKTICK ? 2 : 1;
    const mark = "`".repeat(ticks);
    const body = trimmed.slice(ticks, -ticks);
    if (trimmed.length > 2 * ticks && trimmed.endsWith(mark) && /^\s*[[{]/.test(body.slice(0, 64))) {
      return withStep(decodeRawArguments(body, level + 1), "stripped inline code backticks", true);
    }
  }

  if (first === OPEN_BRACE || first === OPEN_BRACKET) return readValue(trimmed);

  if (trimmed.startsWith("//") || trimmed.startsWith("/*")) {
    // Comments before the value: JSON with comments, never bare text.
    const reader = new TolerantReader(trimmed);
    let at: number;
    try {
      at = reader.skip(0);
    } catch {
      return "reject"; // an unterminated block comment, or a comment with words
    }
    const c = trimmed.charCodeAt(at);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) return readValue(trimmed);
    return at >= trimmed.length ? "reject" : undefined;
  }

  if (first === QUOTE) {
    const reader = new TolerantReader(trimmed);
    const r = reader.read(0);
    if (!("failure" in r) && reader.skip(r.end) === trimmed.length && typeof r.value === "string") {
      // `"{\"path\": …}"`, also `"\\{…"`: quoted or escaped JSON, decoded or refused
      // (also `"/* note */ {…}"`: JSON with comments, never a bare string)
      if (startsLikeJson(trimmed) || startsLikeJson(r.value) || commentsThenJson(r.value)) return withStep(decodeRawArguments(r.value, level + 1), "decoded double-encoded arguments", true);
      return { value: r.value, steps: ["decoded a JSON string literal"] };
    }
    if ((trimmed.startsWith('"{') && trimmed.endsWith('}"')) || (trimmed.startsWith('"[') && trimmed.endsWith(']"'))) {
      return withStep(decodeRawArguments(trimmed.slice(1, -1), level + 1), "removed outer quotes", true);
    }
    return "reject";
  }

  if (first === APOSTROPHE && ((trimmed.startsWith("'{") && trimmed.endsWith("}'")) || (trimmed.startsWith("'[") && trimmed.endsWith("]'")))) {
    return withStep(decodeRawArguments(trimmed.slice(1, -1), level + 1), "removed outer quotes", true);
  }

  // Fenced, quoted or escaped JSON that none of the above read (`` ```json\n{…}\n``` `` with the newlines
  // spelled out as `\n`, `\"{…}\"`): broken, never bare text. Anything else is wrapRootString's business.
  return startsLikeJson(trimmed) ? "reject" : undefined;
}

function withStep(decoded: Decoded, step: string, mustBeStructured: boolean): Decoded {
  if (decoded === undefined) return mustBeStructured ? "reject" : undefined;
  if (decoded === "reject") return decoded;
  if (mustBeStructured && typeof decoded.value !== "object") return "reject";
  return { ...decoded, steps: [step, ...decoded.steps] };
}

const onlyStrings = (schemas: readonly unknown[]) =>
  schemas.length > 0 &&
  schemas.every((s) => isPlainObject(s) && (s.type === "string" || (Array.isArray(s.type) && s.type.length > 0 && s.type.every((t) => t === "string" || t === "null"))));

/** Whether the value at `pointer`, or an ancestor of it below the root, sits where the schema takes only text. */
function insideStringField(draft: { schemasAt(path: string): unknown[] }, pointer: string): boolean {
  for (let at = pointer.indexOf("/", 1); ; at = pointer.indexOf("/", at + 1)) {
    const prefix = at < 0 ? pointer : pointer.slice(0, at);
    if (onlyStrings(draft.schemasAt(prefix))) return true;
    if (at < 0) return false;
  }
}

/** How many markup tokens may follow the value (`</tool_call><|im_end|>` is two). */
const MAX_TAIL_TOKENS = 4;

/**
 * The end of one markup token at `i` that a model or template emits after the arguments and that is never
 * content: a closing fence (``` or ~~~), a closing tag (`</tool_call>`), a special token (`<|im_end|>`,
 * DeepSeek's `<｜tool▁call▁end｜>`). `undefined` for anything else. Bounded: at most 66 characters.
 */
function markupEnd(text: string, i: number): number | undefined {
  const c = text.charCodeAt(i);
  if (c === BACKTICK || c === TILDE) {
    let j = i;
    while (j < text.length && j - i < 10 && text.charCodeAt(j) === c) j++;
    return j - i >= 3 ? j : undefined;
  }
  if (c !== LESS_THAN) return undefined;
  const d = text.charCodeAt(i + 1);
  let j = i + 2;
  if (d === SLASH) {
    // </name>
    const s = text.charCodeAt(j);
    if (!isIdentStart(s)) return undefined;
    while (j < text.length && j - i < 64 && isQualifiedNameChar(text.charCodeAt(j))) j++; // a tag name after its first: `seed:tool_call`, `arg-value`
    return text.charCodeAt(j) === GREATER_THAN ? j + 1 : undefined;
  }
  if (d === PIPE || d === FULLWIDTH_BAR) {
    // <|name|> or <｜name｜>
    while (j < text.length && j - i < 64) {
      const e = text.charCodeAt(j);
      if (e === d || e === GREATER_THAN || e === LESS_THAN || isJsonSpace(e)) break;
      j++;
    }
    return j > i + 2 && text.charCodeAt(j) === d && text.charCodeAt(j + 1) === GREATER_THAN ? j + 2 : undefined;
  }
  return undefined;
}

/**
 * The markup after the value (`</tool_call>`, `<|im_end|>`, a closing fence, comments without words), or `undefined`
 * when anything else follows it: a second value, a bracket that does not match, words or flags
 * (`{"command":"rm -rf build"} --dry-run`): what the model meant is then unclear, so nothing runs.
 */
function markupTail(reader: TolerantReader, from: number): string | undefined {
  const text = reader.text;
  let i = from;
  for (let tokens = 0; ; tokens++) {
    try {
      i = reader.skip(i);
    } catch {
      return undefined; // an unterminated comment, or one with words (`// DRY RUN ONLY`), after the value
    }
    if (i >= text.length) return text.slice(from).trim();
    if (tokens >= MAX_TAIL_TOKENS) return undefined;
    const end = markupEnd(text, i);
    if (end === undefined) return undefined;
    i = end;
  }
}

function readValue(text: string): Decoded {
  const reader = new TolerantReader(text);
  const r = reader.read(0);
  const steps: string[] = [];
  let value: unknown;
  let unwrapped = false;
  if ("failure" in r) {
    // a repeated key, nesting too deep, a comment with words (`/* only after the user confirms */`): never repaired
    if (r.failure === "duplicate-key" || r.failure === "too-deep" || r.failure === "comment") return "reject";
    // the Python reader refuses duplicate keys and over-deep nesting too
    const py = text.includes("'") || /\b(?:True|False|None)\b/.test(text) ? parsePythonLiteral(text) : undefined;
    if (!py || typeof py.value !== "object" || py.value === null) return "reject";
    // `{'limit': 12345678901234567890}`: a number would not be the number the model wrote
    if (!numbersExact(text)) return "reject";
    value = py.value;
    steps.push("read a Python literal");
  } else {
    value = r.value;
    const tail = markupTail(reader, r.end);
    if (tail === undefined) return "reject";
    if (reader.tolerated) steps.push("read tolerant JSON (comments, escapes, control characters or a trailing comma)");
    if (tail !== "" && !tail.startsWith("/")) steps.push(`dropped the trailing markup ${JSON.stringify(tail.length > 40 ? tail.slice(0, 40) + "…" : tail)}`);
  }
  if (Array.isArray(value)) {
    if (value.length !== 1 || !isPlainObject(value[0])) return "reject";
    value = value[0];
    unwrapped = true;
    steps.push("unwrapped a one-element root array");
  }
  if (!isPlainObject(value)) return "reject";
  // numbers a double does not carry exactly, by where they sit (the rule decides from the schema there)
  let inexact = "failure" in r ? [] : reader.inexact;
  if (unwrapped) inexact = inexact.map((x) => ({ ...x, pointer: x.pointer.slice(2) })); // "/0/limit" → "/limit"
  return { value, steps: steps.length ? steps : ["parsed JSON text"], ...(inexact.length ? { inexact } : {}) };
}

/** Whether the reader stops at a comment with words, in the value or right after it (for the refusal's message). */
function hasWordedComment(text: string): boolean {
  const trimmed = text.trim();
  const reader = new TolerantReader(trimmed);
  const r = reader.read(0);
  if ("failure" in r) return r.failure === "comment";
  try {
    reader.skip(r.end);
    return false;
  } catch (e) {
    return e instanceof ReadError && e.reason === "comment";
  }
}

/** `"{\"path\": \"a\"}"` (raw text) → `{"path":"a"}`: gets the arguments object out of what the model sent as text. */
export const parseRawArguments = defineRule({
  name: "parseRawArguments",
  package: "@pi-tool-repair/rule-parse-raw-arguments",
  host: "^1.0.0",
  stage: STAGE.RAW,
  fixes: ["type"],
  // the arguments text may fail to parse whatever the schema says
  appliesTo: () => true,
  apply(issue, draft) {
    if (issue.path !== "" || typeof issue.value !== "string" || issue.value !== draft.rawText) return;
    if (!issue.expects("object")) return;
    const decoded = decodeRawArguments(issue.value);
    if (decoded === undefined) return;
    if (decoded === "reject") {
      // truncated, glued, duplicate keys, mismatched brackets: no later rule may "fix" this text
      const why = hasWordedComment(issue.value)
        ? "a comment with words in it is an instruction about the call, never dropped"
        : "truncated or ambiguous JSON is never repaired";
      draft.veto("parseRawArguments", "", `refused raw arguments text of tool "${issue.tool}": ${why}`);
      return;
    }
    let value = decoded.value as Record<string, unknown>;
    for (const { pointer, lexeme } of decoded.inexact ?? []) {
      // `{"limit": 1234567890123456789}` for a number field would run with a rounded number; for a string field
      // (or inside an object for a string field: serializeJsonContent keeps the raw tokens) the number is
      // written as the model spelled it
      if (!insideStringField(draft, pointer)) {
        draft.veto("parseRawArguments", pointer, `refused raw arguments text of tool "${issue.tool}": the number at ${pointer} cannot be carried exactly`);
        return;
      }
      if (Number.isFinite(Number(lexeme))) continue;
      // `{"path": 1e400}`: no number holds it, so a top-level text field gets the text as written
      const key = pointer.slice(1);
      if (pointer.lastIndexOf("/") !== 0 || key.includes("~")) {
        draft.veto("parseRawArguments", pointer, `refused raw arguments text of tool "${issue.tool}": the number at ${pointer} is out of range`);
        return;
      }
      value = { ...value, [key]: lexeme };
    }
    draft.set("", value);
    return `parsed raw arguments text of tool "${issue.tool}": ${decoded.steps.join(", ")}`;
  },
});

export default parseRawArguments;
