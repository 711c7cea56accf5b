import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { isPlainObject, joinPointer, jsonEqual } from "@pi-tool-repair/grammar-kit";

/** Spellings of the text to replace (pi's `oldText` first), as the original description's alias table lists them. */
export const OLD_KEYS = ["oldText", "old_string", "oldString", "old_str", "oldStr", "old_text", "old_value", "oldContent", "old_content", "old", "from"] as const;
/** Spellings of the replacement text (pi's `newText` first). */
export const NEW_KEYS = ["newText", "new_string", "newString", "new_str", "newStr", "new_text", "new_value", "newContent", "new_content", "new", "replacement", "to"] as const;
const REPLACE_ALL_KEYS = ["replace_all", "replaceAll"] as const;

type Obj = Record<string, unknown>;

/** For the array property `key` of the root: its item schema's names for the old and new text, when it is an array of edits. */
function editItemNames(draft: Draft, key: string): { oldName: string; newName: string; replaceAll: string | undefined } | undefined {
  for (const s of draft.schemasAt(joinPointer("", key))) {
    if (!isPlainObject(s)) continue;
    const items = s.items;
    if (!isPlainObject(items) || !isPlainObject(items.properties)) continue;
    const props = items.properties;
    const oldName = OLD_KEYS.find((k) => k in props);
    const newName = NEW_KEYS.find((k) => k in props);
    if (oldName && newName) return { oldName, newName, replaceAll: REPLACE_ALL_KEYS.find((k) => k in props) };
  }
  return undefined;
}

/** The one value given under any of `keys` (the same value under several spellings counts once), or `undefined`/`conflict`. */
function pick(root: Obj, keys: readonly string[]): { value: unknown; keys: string[] } | "conflict" | undefined {
  const found = keys.filter((k) => Object.prototype.hasOwnProperty.call(root, k));
  if (found.length === 0) return undefined;
  const value = root[found[0]!];
  if (!found.every((k) => jsonEqual(root[k], value))) return "conflict";
  return { value, keys: found };
}

/**
 * `{"path":"a","oldText":"x","newText":"y"}` → `{"path":"a","edits":[{"oldText":"x","newText":"y"}]}` for a tool whose
 * schema wants `edits: [{oldText,newText}]` (pi's `edit`), when `edits` is missing. A single edit object inside
 * `edits` is `wrapSingleObjectAsArray`'s case.
 */
export const foldLegacyEdit = defineRule({
  name: "foldLegacyEdit",
  package: "@pi-tool-repair/rule-fold-legacy-edit",
  host: "^1.0.0",
  stage: STAGE.RENAME + 50,
  fixes: ["required"],
  appliesTo: (s) => s.editArray,
  apply(issue, draft) {
    if (issue.path !== "" || issue.key === undefined) return;
    const root = draft.root;
    if (!isPlainObject(root) || Object.prototype.hasOwnProperty.call(root, issue.key)) return;
    const names = editItemNames(draft, issue.key);
    if (!names) return;
    const declared = new Set<string>();
    for (const s of draft.schemasAt("")) if (isPlainObject(s) && isPlainObject(s.properties)) for (const k of Object.keys(s.properties)) declared.add(k);
    const free = (keys: readonly string[]) => keys.filter((k) => !declared.has(k));
    const oldText = pick(root, free(OLD_KEYS));
    const newText = pick(root, free(NEW_KEYS));
    if (!oldText || !newText || oldText === "conflict" || newText === "conflict") return; // two spellings, two texts: no guess
    const item: Obj = { [names.oldName]: oldText.value, [names.newName]: newText.value };
    const moved = [...oldText.keys, ...newText.keys];
    if (names.replaceAll) {
      const all = pick(root, free(REPLACE_ALL_KEYS));
      if (all === "conflict") return;
      if (all) {
        item[names.replaceAll] = all.value;
        moved.push(...all.keys);
      }
    }
    for (const k of moved) draft.remove(joinPointer("", k));
    draft.set(joinPointer("", issue.key), [item]);
    return { path: joinPointer("", issue.key), message: `folded legacy ${moved.join("/")} into ${issue.key}[0] of tool "${issue.tool}"` };
  },
});

export default foldLegacyEdit;
