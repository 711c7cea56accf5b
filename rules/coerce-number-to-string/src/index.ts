import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { formatPointer, afterComment, BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COMMA, MINUS, OPEN_BRACE, OPEN_BRACKET, QUOTE, SLASH, isDigit } from "@pi-tool-repair/grammar-kit";

/**
 * The number lexemes of a raw JSON text by JSON Pointer: `{"v": 3.10}` → `/v` → `"3.10"`. One forward pass;
 * strings are skipped (a key inside a string value is never mistaken for a key), comments are skipped.
 */
export function numberLexemes(text: string): Map<string, string> {
  type Frame = { array: true; index: number } | { array: false; key: string | undefined; expectKey: boolean };
  const out = new Map<string, string>();
  const stack: Frame[] = [];
  const path = () => formatPointer(stack.map((f) => (f.array ? f.index : (f.key ?? ""))));
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === QUOTE) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== QUOTE) j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      if (top && !top.array && top.expectKey) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, j + 1)) as string;
        } catch {
          key = text.slice(i + 1, j);
        }
        top.key = key;
        top.expectKey = false;
      }
      i = j + 1;
      continue;
    }
    const past = c === SLASH ? afterComment(text, i) : i;
    if (past > i) {
      i = past;
      continue;
    }
    if (c === OPEN_BRACE) stack.push({ array: false, key: undefined, expectKey: true });
    else if (c === OPEN_BRACKET) stack.push({ array: true, index: 0 });
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) stack.pop();
    else if (c === COMMA && top) {
      if (top.array) top.index++;
      else top.expectKey = true;
    } else if (top && (c === MINUS || isDigit(c)) && (top.array || !top.expectKey)) {
      let j = i + 1;
      while (j < n && /[0-9eE+\-.]/.test(text.charAt(j))) j++;
      const lexeme = text.slice(i, j);
      if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(lexeme)) out.set(path(), lexeme);
      i = j;
      continue;
    }
    i++;
  }
  return out;
}

const cache = new WeakMap<Draft, Map<string, string>>();

function rawLexeme(draft: Draft, path: string, value: number): string | undefined {
  if (draft.rawText === undefined) return undefined;
  let lexemes = cache.get(draft);
  if (!lexemes) cache.set(draft, (lexemes = numberLexemes(draft.rawText)));
  for (const p of [path, "/0" + path]) {
    const lexeme = lexemes.get(p);
    if (lexeme !== undefined && Number(lexeme) === value) return lexeme;
  }
  return undefined;
}

/** The smallest normal double (2^-1022): below it a double keeps fewer digits. */
const MIN_NORMAL = 2.2250738585072014e-308;

/**
 * Whether `String(value)` surely is what the model wrote when its text is not known: not at or beyond 2^53
 * (the JSON parse may already have rounded `1234567890123456789`), not subnormal (`1.2345e-320` keeps only a
 * few digits), not `-0` (`String` writes `0`), finite.
 */
function safeWithoutLexeme(value: number): boolean {
  if (!Number.isFinite(value) || Object.is(value, -0)) return false;
  if (value !== 0 && Math.abs(value) < MIN_NORMAL) return false;
  return !Number.isInteger(value) || Number.isSafeInteger(value);
}

/**
 * `{"path":42}` → `{"path":"42"}` where the schema wants a string; keeps the raw lexeme when the raw text is known
 * (`3.10` stays `"3.10"`, `12345678901234567890` and `1e400` stay as written). Without the raw text a number at or
 * beyond 2^53 is left unrepairable: its digits may already have been rounded.
 */
export const coerceNumberToString = defineRule({
  name: "coerceNumberToString",
  package: "@pi-tool-repair/rule-coerce-number-to-string",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("string"),
  apply(issue, draft) {
    const value = issue.value;
    if (typeof value !== "number" || !issue.expects("string")) return;
    const text = rawLexeme(draft, issue.path, value) ?? (safeWithoutLexeme(value) ? String(value) : undefined);
    if (text === undefined) return;
    draft.set(issue.path, text);
    return `converted number ${text} to a string`;
  },
});

export default coerceNumberToString;
