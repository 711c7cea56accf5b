import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { isPlainObject, jsonEqual, parentPointer, parseJson, parseJsonAt, parsePointer, afterComment, BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, CR, LF, MINUS, OPEN_BRACE, OPEN_BRACKET, QUOTE, SLASH, SPACE, TAB, isDigit } from "@pi-tool-repair/grammar-kit";

/** Keys that hold a file's text. */
const CONTENT_KEYS = new Set(["content", "contents", "text", "body", "data", "fileContent", "file_content", "file_text"]);
/** Sibling keys that name the file. */
const PATH_KEYS = ["path", "file_path", "filePath", "filename", "file", "target_file"];

/** `true`, `false` or `null` at `i` (a fence's `json` tag is none of them). */
const literalAt = (text: string, i: number) => text.startsWith("true", i) || text.startsWith("false", i) || text.startsWith("null", i);

/**
 * Where the value at JSON Pointer `pointer` starts in raw JSON text (`{"a": {"b": 1.10}}`, `/a` → 7), or
 * `undefined`. One forward pass: strings are skipped (a key inside a string value is never taken for a key),
 * `//` and block comments are skipped, and only the path of the container being read is compared.
 */
export function valueStart(text: string, pointer: string): number | undefined {
  const target = parsePointer(pointer);
  type Frame = { array: boolean; index: number; key: string | undefined; expectKey: boolean; onPath: boolean };
  const stack: Frame[] = [];
  const n = text.length;
  /** Whether the value starting now is at `target`, or on the way to it (`prefix`). */
  const here = (): { on: boolean; at: boolean } => {
    const top = stack[stack.length - 1];
    if (!top) return { on: target.length >= 0, at: target.length === 0 };
    const depth = stack.length; // the value's path has `depth` segments
    const seg = top.array ? String(top.index) : top.key;
    const on = top.onPath && depth <= target.length && seg === target[depth - 1];
    return { on, at: on && depth === target.length };
  };
  let rootSeen = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    const valuePosition = top ? top.array || !top.expectKey : !rootSeen;
    // a comment is skipped whole, a string too (a key inside a string value is never taken for a key)
    const past = c === SLASH ? afterComment(text, i) : i;
    if (past > i) {
      i = past;
      continue;
    }
    if (c === QUOTE) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== QUOTE) j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      if (top && !top.array && top.expectKey) {
        const key = parseJson(text.slice(i, j + 1))?.value;
        top.key = typeof key === "string" ? key : text.slice(i + 1, j);
        top.expectKey = false;
      } else if (valuePosition) {
        if (here().at) return i;
        if (!top) rootSeen = true;
      }
      i = j + 1;
      continue;
    }
    if ((c === OPEN_BRACE || c === OPEN_BRACKET) && valuePosition) {
      const h = here();
      if (h.at) return i;
      if (!top) rootSeen = true;
      stack.push({ array: c === OPEN_BRACKET, index: 0, key: undefined, expectKey: c === OPEN_BRACE, onPath: h.on });
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) stack.pop();
    else if (c === COMMA && top) {
      if (top.array) top.index++;
      else top.expectKey = true;
    } else if (valuePosition && (c === MINUS || isDigit(c) || literalAt(text, i))) {
      if (here().at) return i;
      if (!top) rootSeen = true;
      let j = i + 1;
      while (j < n && /[0-9A-Za-z+\-.]/.test(text.charAt(j))) j++;
      i = j;
      continue;
    }
    i++;
  }
  return undefined;
}

/**
 * Strict JSON text laid out as `JSON.stringify(value, null, 2)` lays it out, keeping every token as written:
 * numbers (`1.10`, `12345678901234567890`, `1e400`) and strings (escapes included). `text` must be valid JSON.
 */
export function indentJson(text: string): string {
  let out = "";
  let depth = 0;
  const n = text.length;
  const skipWs = (k: number) => {
    while (k < n && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB || text.charCodeAt(k) === LF || text.charCodeAt(k) === CR)) k++;
    return k;
  };
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === TAB || c === LF || c === CR) {
      i++;
    } else if (c === QUOTE) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== QUOTE) j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const k = skipWs(i + 1);
      if (text.charCodeAt(k) === c + 2) {
        out += c === OPEN_BRACE ? "{}" : "[]"; // `{` 123 / `}` 125, `[` 91 / `]` 93
        i = k + 1;
      } else {
        depth++;
        out += text.charAt(i) + "\n" + "  ".repeat(depth);
        i++;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
      out += "\n" + "  ".repeat(depth) + text.charAt(i);
      i++;
    } else if (c === COMMA) {
      out += ",\n" + "  ".repeat(depth);
      i++;
    } else if (c === COLON) {
      out += ": ";
      i++;
    } else {
      out += text.charAt(i);
      i++;
    }
  }
  return out;
}

/** Whether a number occurs anywhere in `value`. */
function hasNumber(value: unknown): boolean {
  if (typeof value === "number") return true;
  if (Array.isArray(value)) return value.some(hasNumber);
  return isPlainObject(value) && Object.values(value).some(hasNumber);
}

/** The smallest normal double (2^-1022): below it a double keeps fewer digits. */
const MIN_NORMAL = 2.2250738585072014e-308;

/**
 * Whether `JSON.stringify` writes every number of `value` as the model surely wrote it: finite, below 2^53 (a
 * parse may have rounded a bigger one), not subnormal, not `-0`.
 */
function numbersSafe(value: unknown): boolean {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Object.is(value, -0) || (value !== 0 && Math.abs(value) < MIN_NORMAL)) return false;
    return !Number.isInteger(value) || Number.isSafeInteger(value);
  }
  if (Array.isArray(value)) return value.every(numbersSafe);
  return !isPlainObject(value) || Object.values(value).every(numbersSafe);
}

/**
 * The file text for `value`: from the raw arguments text when it is known (the model's own tokens, laid out
 * with 2 spaces), else `JSON.stringify(value, null, 2)`; `undefined` when neither is exact.
 */
function jsonText(draft: Draft, path: string, value: unknown): string | undefined {
  const raw = draft.rawText;
  if (raw !== undefined) {
    for (const p of [path, "/0" + path]) {
      const start = valueStart(raw, p);
      if (start === undefined) continue;
      const read = parseJsonAt(raw, start);
      if (!read || !jsonEqual(read.value, value)) continue;
      const text = indentJson(raw.slice(start, read.end));
      const back = parseJson(text);
      if (back && jsonEqual(back.value, value)) return text;
    }
    // the model's text of this value is not found as strict JSON: only a value without numbers is written anew
    return hasNumber(value) ? undefined : JSON.stringify(value, null, 2);
  }
  return numbersSafe(value) ? JSON.stringify(value, null, 2) : undefined;
}

/**
 * `{"path":"package.json","content":{"name":"demo"}}` → `{"path":"package.json","content":"{\n  \"name\": \"demo\"\n}"}`:
 * a model sent the parsed JSON where the schema wants the file's text. Only for a `.json` file's content field;
 * anywhere else an object for a string stays unrepairable (never `String(obj)` → "[object Object]"). Numbers
 * are written as the model wrote them (`1.10`, `1234567890123456789`, `1e400`), or the call stays unrepairable.
 */
export const serializeJsonContent = defineRule({
  name: "serializeJsonContent",
  package: "@pi-tool-repair/rule-serialize-json-content",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("string"),
  apply(issue, draft) {
    const value = issue.value;
    if (value === null || typeof value !== "object") return;
    if (!issue.expects("string") || issue.expects("object") || issue.expects("array")) return;
    const p = parentPointer(issue.path);
    if (!p || !CONTENT_KEYS.has(p.key)) return;
    const parent = draft.get(p.parent);
    if (!isPlainObject(parent)) return;
    const file = PATH_KEYS.map((k) => parent[k]).find((v): v is string => typeof v === "string");
    if (!file || !/\.json$/i.test(file.trim())) return;
    const text = jsonText(draft, issue.path, value);
    if (text === undefined) return; // a number would change: unrepairable
    draft.set(issue.path, text);
    return `serialized the object for ${JSON.stringify(file)} as 2-space JSON text`;
  },
});

export default serializeJsonContent;
