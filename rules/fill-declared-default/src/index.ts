import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { cloneJson, isPlainObject, joinPointer, jsonEqual } from "@pi-tool-repair/grammar-kit";

/** The property names the schema declares for the object at `path`. */
function declaredKeys(draft: Draft, path: string): Set<string> {
  const out = new Set<string>();
  for (const s of draft.schemasAt(path)) {
    if (isPlainObject(s) && isPlainObject(s.properties)) for (const k of Object.keys(s.properties)) out.add(k);
  }
  return out;
}

/** The one default the schemas at `path` declare; `undefined` when none does, or two disagree. */
export function declaredDefault(draft: Draft, path: string): { value: unknown } | undefined {
  let found: { value: unknown } | undefined;
  for (const s of draft.schemasAt(path)) {
    if (!isPlainObject(s) || !Object.prototype.hasOwnProperty.call(s, "default")) continue;
    if (found && !jsonEqual(found.value, s.default)) return undefined; // two defaults: which one is a guess
    found = { value: s.default };
  }
  return found;
}

/**
 * `{"file_path":"/a","old_string":"x","new_string":"y"}` → `{…,"replace_all":false}` where `replace_all` is required
 * and its schema declares `"default": false`. Runs after `renameAliasedField` and `foldLegacyEdit`, and never while the object holds a
 * key its schema does not declare: that key may be the field under another name (an alias that two spellings
 * disagree on, or a spelling no table knows), and the model's value beats the default. A field without a
 * declared default is never filled.
 */
export const fillDeclaredDefault = defineRule({
  name: "fillDeclaredDefault",
  package: "@pi-tool-repair/rule-fill-declared-default",
  host: "^1.0.0",
  stage: STAGE.RENAME + 60, // 160: after renameAliasedField (100) and foldLegacyEdit (150), so an alias is tried first
  fixes: ["required"],
  appliesTo: (s) => s.requiredDefault,
  apply(issue, draft) {
    const key = issue.key;
    if (key === undefined) return;
    const object = draft.get(issue.path);
    if (!isPlainObject(object) || Object.prototype.hasOwnProperty.call(object, key)) return;
    const declared = declaredKeys(draft, issue.path);
    if (!declared.has(key)) return;
    for (const k of Object.keys(object)) if (!declared.has(k)) return; // maybe the field under another name
    const at = joinPointer(issue.path, key);
    const fallback = declaredDefault(draft, at);
    if (fallback === undefined) return;
    draft.set(at, cloneJson(fallback.value)); // a copy: the live schema is never shared or changed
    return { path: at, message: `filled missing ${key} with its declared default ${JSON.stringify(fallback.value)}` };
  },
});

export default fillDeclaredDefault;
