import { STAGE, defineRule, isPlainObject, numbersExact, parsePythonLiteral, type Draft } from "@pi-tool-repair/host";

/** How many times JSON text may be parsed along one path (text inside parsed text counts twice). */
export const MAX_PARSE_LEVELS = 2;

type Parsed = { value: unknown; how: string } | "reject" | undefined;

const VALID_ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t", "u"]);
const CONTROL: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f" };

/**
 * One forward pass over JSON-like text. Inside strings: raw control characters become escapes, `\'` becomes
 * `'`, any other invalid escape keeps its backslash (`\d` → `\\d`). Outside strings, with `commas`: a comma
 * right before `}` or `]` is dropped. Duplicate keys give `"duplicate"`. Linear in the text.
 */
export function normalizeJsonText(text: string, commas: boolean): string | "duplicate" {
  const out: string[] = [];
  const frames: { keys: Set<string> | undefined; expectKey: boolean }[] = [];
  let lastComma = -1; // index in `out` of a comma outside strings that nothing significant followed yet
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      let s = '"';
      let raw = "";
      for (; j < text.length; j++) {
        const d = text[j]!;
        if (d === '"') break;
        if (d === "\\") {
          const e = text[j + 1];
          if (e === undefined) break;
          if (e === "'") s += "'", (raw += "'");
          else if (VALID_ESCAPES.has(e)) s += "\\" + e, (raw += "\\" + e);
          else s += "\\\\" + e, (raw += "\\" + e);
          j++;
          continue;
        }
        const code = d.charCodeAt(0);
        if (code < 32) {
          s += CONTROL[d] ?? "\\u" + code.toString(16).padStart(4, "0");
          raw += d;
          continue;
        }
        s += d;
        raw += d;
      }
      if (j >= text.length) {
        out.push(s); // unterminated: the strict parse will fail on it
        i = j;
        continue;
      }
      s += '"';
      const top = frames[frames.length - 1];
      if (top?.keys && top.expectKey) {
        if (top.keys.has(raw)) return "duplicate";
        top.keys.add(raw);
        top.expectKey = false;
      }
      out.push(s);
      lastComma = -1;
      i = j + 1;
      continue;
    }
    if (c === "{" || c === "[") {
      frames.push({ keys: c === "{" ? new Set() : undefined, expectKey: c === "{" });
      lastComma = -1;
    } else if (c === "}" || c === "]") {
      if (commas && lastComma >= 0) out[lastComma] = "";
      frames.pop();
      lastComma = -1;
    } else if (c === ",") {
      const top = frames[frames.length - 1];
      if (top?.keys) top.expectKey = true;
      out.push(c);
      lastComma = out.length - 1;
      i++;
      continue;
    } else if (c !== " " && c !== "\n" && c !== "\r" && c !== "\t") {
      lastComma = -1;
    }
    out.push(c);
    i++;
  }
  return out.join("");
}

/** The body of a ``` fence around the whole text, or `undefined`. */
function unfence(text: string): string | undefined {
  if (!text.startsWith("```") || !text.endsWith("```") || text.length < 6) return undefined;
  const nl = text.indexOf("\n");
  if (nl < 0 || !/^[A-Za-z0-9_+.-]{0,20}$/.test(text.slice(3, nl).trim())) return undefined;
  return text.slice(nl + 1, -3).trim();
}

function strict(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function structured(value: unknown): boolean {
  return Array.isArray(value) || isPlainObject(value);
}

/**
 * JSON text → the value, in the policy's steps: strict JSON; then raw control characters escaped (and
 * invalid escapes kept literally); then trailing commas and a fence removed; then a Python literal.
 * `undefined` when none gives an array or object; `"reject"` for duplicate keys.
 */
export function parseStructuredText(input: string): Parsed {
  const text = input.trim();
  const escaped = normalizeJsonText(text, false);
  if (escaped === "duplicate") return "reject"; // JSON.parse would keep the last one silently
  const first = strict(text);
  if (first && structured(first.value)) return { value: first.value, how: "JSON text" };
  const second = strict(escaped);
  if (second && structured(second.value)) return { value: second.value, how: "JSON text with raw control characters or invalid escapes" };
  const body = unfence(text) ?? text;
  const tidied = normalizeJsonText(body, true);
  if (tidied === "duplicate") return "reject";
  const third = strict(tidied);
  if (third && structured(third.value)) return { value: third.value, how: body === text ? "JSON text with trailing commas" : "fenced JSON text" };
  const py = parsePythonLiteral(body);
  if (py && structured(py.value)) return { value: py.value, how: "a Python literal" };
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
      if (outer && typeof outer.value === "string" && /^\s*[[{]/.test(outer.value)) {
        parsed = parseStructuredText(outer.value);
        how = "double-encoded ";
      }
    }
    const looksStructured = /^\s*(?:[[{]|```|"\s*[[{])/.test(issue.value);
    if (parsed === undefined || parsed === "reject") {
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
