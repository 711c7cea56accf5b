import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { commentsThenJson, declaredTypes, holdsProse, isPlainObject, joinPointer, looksLikeSentence, startsLikeJson, QUOTE } from "@pi-tool-repair/grammar-kit";

/** Moved to the kit (shared with grammar-cwm, whose raw content must not run a sentence); re-exported here. */
export { holdsProse, looksLikeSentence };


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

/** Raw text that is a JSON scalar other than a string. */
const JSON_SCALAR = /^(?:null|true|false|-?(?:0|[1-9]\d{0,30})(?:\.\d{1,30})?(?:[eE][+-]?\d{1,5})?)$/;

/**
 * `"src/a.ts"` (bare arguments text) → `{"path":"src/a.ts"}` for a tool whose schema has exactly one required
 * property, a string (`read`, `bash`, `fabric_exec` …). A raw JSON string literal `"\"src/a.ts\""` is decoded first
 * (parseRawArguments does that at stage 50; this rule does it too when that rule is off). Text that looks like JSON
 * (`{…`, `[…`, also behind a fence, backticks, quotes, spelled-out escapes or invisible format characters) is never
 * wrapped, nor is empty text. A sentence ({@link looksLikeSentence}) is wrapped only into a field that holds prose
 * ({@link holdsProse}: `query`, `message` …); for any other field (a command, a path, a url …) it is refused.
 */
export const wrapRootString = defineRule({
  name: "wrapRootString",
  package: "@pi-tool-repair/rule-wrap-root-string",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  appliesTo: (s) => s.soleRequiredString,
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
    if (text === "" || text.charCodeAt(0) === QUOTE || startsLikeJson(text) || startsLikeJson(issue.value)) return;
    if (commentsThenJson(text)) return; // `/* note */ {…}`: JSON with comments, not bare text
    if (issue.value === draft.rawText && JSON_SCALAR.test(text)) return; // raw `null`, `true`, `42`: JSON, not a bare string
    const key = soleRequiredString(draft);
    if (key === undefined) return;
    if (!holdsProse(key) && looksLikeSentence(text)) {
      // `Let me clean up: \`rm -rf build\` then rebuild.` as a command would run the backticks: prose is not a command
      draft.veto("wrapRootString", "", `refused to wrap a sentence into {"${key}": …} for tool "${issue.tool}": prose is never run, opened or used as a path`);
      return;
    }
    draft.set("", { [key]: text });
    return `wrapped the root string into {"${key}": …} for tool "${issue.tool}"`;
  },
});

export default wrapRootString;
