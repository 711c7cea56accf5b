import { STAGE, defineRule } from "@pi-tool-repair/host";
import { isPlainObject, parentPointer } from "@pi-tool-repair/grammar-kit";

/** `{"path":"a","offset":null}` → `{"path":"a"}`: null in an optional field whose schema rejects null. */
export const dropNullOptional = defineRule({
  name: "dropNullOptional",
  package: "@pi-tool-repair/rule-drop-null-optional",
  host: "^1.0.0",
  stage: STAGE.DROP,
  fixes: ["type", "enum", "const"],
  appliesTo: (s) => s.optionalNotNullable,
  apply(issue, draft) {
    if (issue.value !== null || issue.expects("null") || issue.path === "") return;
    const p = parentPointer(issue.path);
    if (!p || !isPlainObject(draft.get(p.parent))) return; // an array element is not an optional field
    if (!issue.optional) return; // a required field: never invent, never drop
    draft.remove(issue.path);
    return `dropped null from tool "${issue.tool}": optional, not nullable`;
  },
});

export default dropNullOptional;
