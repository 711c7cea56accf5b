import { STAGE, defineRule, type JsonType } from "@pi-tool-repair/host";
import { isPlainObject, parentPointer } from "@pi-tool-repair/grammar-kit";

/** What kind of empty placeholder a value is: `{}`, `[]` or `""`; `undefined` when it is none. */
function placeholder(value: unknown): { label: string; type: JsonType } | undefined {
  if (value === "") return { label: '""', type: "string" };
  if (Array.isArray(value) && value.length === 0) return { label: "[]", type: "array" };
  if (isPlainObject(value) && Object.keys(value).length === 0) return { label: "{}", type: "object" };
  return undefined;
}

/**
 * `{"path":"a","limit":{}}` → `{"path":"a"}`: an empty `{}`, `[]` or `""` in an optional field whose schema
 * rejects it. `""` is a placeholder only where the schema does not take a string at all (number, boolean,
 * array fields): an empty string in a string field is a value, even when a `minLength` rejects it.
 */
export const dropEmptyPlaceholder = defineRule({
  name: "dropEmptyPlaceholder",
  package: "@pi-tool-repair/rule-drop-empty-placeholder",
  host: "^1.0.0",
  stage: STAGE.DROP,
  fixes: ["type", "enum", "const", "minItems", "minProperties", "required"],
  appliesTo: (s) => s.optionalConstrained,
  apply(issue, draft) {
    const kind = placeholder(issue.value);
    if (!kind || issue.path === "") return;
    const p = parentPointer(issue.path);
    if (!p || !isPlainObject(draft.get(p.parent))) return; // an array element is not an optional field
    if (!issue.optional) return; // required: never dropped, never invented
    // the field's own schemas must reject this kind of value: `""` only where no string is accepted
    const schemas = draft.schemasAt(issue.path);
    if (kind.type === "string" && issue.keyword !== "type") return;
    if (issue.keyword === "required" && kind.type !== "object") return;
    if (kind.type === "string" && schemas.some((s) => isPlainObject(s) && (s.type === "string" || (Array.isArray(s.type) && s.type.includes("string"))))) return;
    draft.remove(issue.path);
    return `dropped empty ${kind.label} placeholder from tool "${issue.tool}": optional, and the schema rejects it`;
  },
});

export default dropEmptyPlaceholder;
