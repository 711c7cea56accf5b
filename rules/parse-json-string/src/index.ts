import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { TolerantReader, hasDuplicateKeys, valueNestsDeeperThan, isPlainObject, numbersExact, parsePythonLiteral } from "@pi-tool-repair/grammar-kit";

/** How many times JSON text may be parsed along one path (text inside parsed text counts twice). */
export const MAX_PARSE_LEVELS = 2;

type Parsed = { value: unknown; how: string } | "reject" | undefined;

/** Containers a parsed value may nest; deeper is refused (the host and the validator recurse once per level). */
export const MAX_DEPTH = 256;

/** The body of a ``` fence around the whole text, or `undefined`. */
function unfence(text: string): string | undefined {
  if (!text.startsWith("```") || !text.endsWith("```") || text.length < 6) return undefined;
  const nl = text.indexOf("\n");
  if (nl < 0 || !/^[A-Za-z0-9_+.-]{0,20}$/.test(text.slice(3, nl).trim())) return undefined;
  return text.slice(nl + 1, -3).trim();
}

/**
 * Strict JSON: the value, `"duplicate"` when an object in it repeats a key (compared after unescaping:
 * `JSON.parse` would keep the last one silently), `undefined` when the text is not JSON.
 */
function strict(text: string): { value: unknown } | "duplicate" | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined; // also a RangeError from nesting deeper than the engine's stack
  }
  return hasDuplicateKeys(text, value) ? "duplicate" : { value };
}

/**
 * The kit's tolerant reader over the whole text: inside strings raw control characters and invalid escapes
 * (`\d` keeps its backslash, `\'` → `'`); with `commas`, a trailing comma. No comments: JSON text in a field
 * takes none (a comment with words, `// dry run only`, is an instruction; it refuses the text as before).
 * `"duplicate"` for a repeated key or nesting too deep (refused), `undefined` when the text is not such JSON.
 */
function tolerant(text: string, commas: boolean): { value: unknown } | "duplicate" | undefined {
  const reader = new TolerantReader(text, { comments: false, trailingCommas: commas, strictUnicodeEscapes: true });
  const r = reader.read(0);
  if ("failure" in r) return r.failure === "duplicate-key" || r.failure === "too-deep" ? "duplicate" : undefined;
  return reader.skip(r.end) === text.length ? { value: r.value } : undefined;
}

function structured(value: unknown): boolean {
  return Array.isArray(value) || isPlainObject(value);
}

/** Whether `value` nests containers deeper than `MAX_DEPTH`. */
export const tooDeep = (value: unknown): boolean => valueNestsDeeperThan(value, MAX_DEPTH);

/**
 * JSON text → the value, in the policy's steps: strict JSON; then the kit's tolerant reader (raw control characters
 * taken as escaped, invalid escapes kept literally); then with trailing commas and a fence removed; then a Python literal.
 * `undefined` when none gives an array or object; `"reject"` for duplicate keys (in any step) and for a
 * value nested deeper than `MAX_DEPTH`.
 */
export function parseStructuredText(input: string): Parsed {
  const text = input.trim();
  const found = (value: unknown, how: string): Parsed => (tooDeep(value) ? "reject" : { value, how });
  const first = strict(text);
  if (first === "duplicate") return "reject";
  if (first && structured(first.value)) return found(first.value, "JSON text");
  const second = tolerant(text, false);
  if (second === "duplicate") return "reject";
  if (second && structured(second.value)) return found(second.value, "JSON text with raw control characters or invalid escapes");
  const body = unfence(text) ?? text;
  const third = tolerant(body, true);
  if (third === "duplicate") return "reject";
  if (third && structured(third.value)) return found(third.value, body === text ? "JSON text with trailing commas" : "fenced JSON text");
  const py = parsePythonLiteral(body); // refuses duplicate keys and nesting deeper than 256
  if (py && structured(py.value)) return found(py.value, "a Python literal");
  return undefined;
}

/** The parse level of each path, per draft: text found inside parsed text is one level deeper. */
const levels = new WeakMap<Draft, Map<string, number>>();

function levelAt(draft: Draft, path: string): number {
  const seen = levels.get(draft);
  if (!seen) return 0;
  let max = 0;
  for (const [p, n] of seen) if ((path === p || path.startsWith(p + "/")) && n > max) max = n;
  return max;
}

/** `{"paths":"[\"a\",\"b\"]"}` → `{"paths":["a","b"]}`: JSON (or Python literal) text where the schema wants an array or object. */
export const parseJsonString = defineRule({
  name: "parseJsonString",
  package: "@pi-tool-repair/rule-parse-json-string",
  host: "^1.0.0",
  stage: STAGE.PARSE,
  before: ["wrapBareStringAsArray", "wrapSingleObjectAsArray", "joinStringArray"],
  fixes: ["type"],
  appliesTo: (s) => s.containerField,
  apply(issue, draft) {
    // the root is raw arguments text: parseRawArguments' business
    if (issue.path === "" || typeof issue.value !== "string") return;
    const wantsArray = issue.expects("array");
    const wantsObject = issue.expects("object");
    if ((!wantsArray && !wantsObject) || issue.expects("string")) return; // never inside string-typed fields
    const level = levelAt(draft, issue.path) + 1;
    if (level > MAX_PARSE_LEVELS) return;
    let parsed = parseStructuredText(issue.value);
    let how = "";
    if (parsed === undefined && level < MAX_PARSE_LEVELS) {
      // double-encoded: JSON text of a string that holds the JSON text (two levels)
      const outer = strict(issue.value.trim());
      if (outer && outer !== "duplicate" && typeof outer.value === "string" && /^\s*[[{]/.test(outer.value)) {
        parsed = parseStructuredText(outer.value);
        how = "double-encoded ";
      }
    }
    const looksStructured = /^\s*(?:[[{]|```|"\s*[[{])/.test(issue.value);
    if (parsed === "reject") {
      // a repeated key (which value was meant?) or nesting too deep: no later rule may wrap or guess it
      draft.veto("parseJsonString", issue.path, `refused JSON text at ${issue.path} of tool "${issue.tool}": a repeated key or too deep nesting is never repaired`);
      return;
    }
    if (parsed === undefined) {
      if (looksStructured) {
        // truncated or broken JSON text: no later rule may wrap or guess it
        draft.veto("parseJsonString", issue.path, `refused JSON text at ${issue.path} of tool "${issue.tool}": truncated or malformed text is never repaired`);
      }
      return;
    }
    const isArray = Array.isArray(parsed.value);
    if (isArray && !wantsArray) return; // an array where an object is wanted: not ours to reshape
    if (!numbersExact(issue.value)) return; // `[1234567890123456789]`, `{"n": 1e400}`: a number would change
    draft.set(issue.path, parsed.value);
    let seen = levels.get(draft);
    if (!seen) levels.set(draft, (seen = new Map()));
    seen.set(issue.path, level);
    return `parsed ${how}${parsed.how} into ${isArray ? "an array" : "an object"}`;
  },
});

export default parseJsonString;
