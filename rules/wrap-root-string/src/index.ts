import { STAGE, declaredTypes, defineRule, isPlainObject, joinPointer, type Draft } from "@pi-tool-repair/host";

/** The one required property of the root object when it is exactly one and takes only strings. */
export function soleRequiredString(draft: Draft): string | undefined {
  const required = new Set<string>();
  for (const s of draft.schemasAt("")) if (isPlainObject(s) && Array.isArray(s.required)) for (const k of s.required) if (typeof k === "string") required.add(k);
  if (required.size !== 1) return undefined;
  const [key] = [...required];
  if (key === undefined) return undefined;
  const schemas = draft.schemasAt(joinPointer("", key));
  if (schemas.length === 0) return undefined;
  let typed = false;
  for (const s of schemas) {
    const types = declaredTypes(s, draft.schema);
    if (!types) continue;
    typed = true;
    if (types.size !== 1 || !types.has("string")) return undefined;
  }
  return typed ? key : undefined;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const isTagChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 43 || c === 46 || c === 45;
/** Letters of an escape a model may spell out around JSON: `\n`, `\r`, `\t`, `\"`, `\'`, `\\`. */
const isEscapeLetter = (c: number) => c === 110 || c === 114 || c === 116 || c === 34 || c === 39 || c === 92;

/**
 * Whether `text` starts like a JSON object or array behind wrappers: whitespace, quotes, a backtick or tilde
 * fence with its tag, and spelled-out escapes (`\n`, `\"`). Such text is JSON that was fenced, quoted or
 * escaped (and did not parse), never a bare string: `` ```json\n{"command":"ls"}\n``` `` with the newlines
 * spelled out, wrapped whole, would run `jsonn{command:ls}n`. One pass over the prefix. (parseRawArguments
 * has the same check: each rule package stands alone.)
 */
export function startsLikeJson(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 34 || c === 39) i++;
    else if (c === 92 && isEscapeLetter(text.charCodeAt(i + 1))) i += 2;
    else if (c === 96 || c === 126) {
      while (i < n && (text.charCodeAt(i) === 96 || text.charCodeAt(i) === 126)) i++;
      for (let k = 0; k < 20 && i < n && isTagChar(text.charCodeAt(i)); k++) i++;
    } else return c === 123 || c === 91;
  }
  return false;
}

/** Raw text that is a JSON scalar other than a string. */
const JSON_SCALAR = /^(?:null|true|false|-?(?:0|[1-9]\d{0,30})(?:\.\d{1,30})?(?:[eE][+-]?\d{1,5})?)$/;

/**
 * `"src/a.ts"` (bare arguments text) → `{"path":"src/a.ts"}` for a tool whose schema has exactly one required
 * property, a string (`read`, `bash`, `fabric_exec` …). A raw JSON string literal `"\"src/a.ts\""` is decoded first
 * (parseRawArguments does that at stage 50; this rule does it too when that rule is off). Text that looks like JSON
 * (`{…`, `[…`, also behind a fence, backticks, quotes or spelled-out escapes) is never wrapped, nor is empty text.
 */
export const wrapRootString = defineRule({
  name: "wrapRootString",
  package: "@pi-tool-repair/rule-wrap-root-string",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  apply(issue, draft) {
    if (issue.path !== "" || typeof issue.value !== "string" || !issue.expects("object")) return;
    let text = issue.value.trim();
    if (issue.value === draft.rawText && text.startsWith('"')) {
      // still the raw text: a JSON string literal is decoded, anything else starting with a quote is broken
      let decoded: unknown;
      try {
        decoded = JSON.parse(text);
      } catch {
        return;
      }
      if (typeof decoded !== "string") return;
      text = decoded.trim();
    }
    // broken, fenced, quoted or escaped JSON: not bare text
    if (text === "" || text.charCodeAt(0) === 34 || startsLikeJson(text) || startsLikeJson(issue.value)) return;
    if (issue.value === draft.rawText && JSON_SCALAR.test(text)) return; // raw `null`, `true`, `42`: JSON, not a bare string
    const key = soleRequiredString(draft);
    if (key === undefined) return;
    draft.set("", { [key]: text });
    return `wrapped the root string into {"${key}": …} for tool "${issue.tool}"`;
  },
});

export default wrapRootString;
