import { STAGE, defineRule } from "@pi-tool-repair/host";
import { acceptsType, isPlainObject } from "@pi-tool-repair/grammar-kit";

/** `{"edits":{"oldText":"a","newText":"b"}}` → `{"edits":[{"oldText":"a","newText":"b"}]}` where the schema wants an array of objects. */
export const wrapSingleObjectAsArray = defineRule({
  name: "wrapSingleObjectAsArray",
  package: "@pi-tool-repair/rule-wrap-single-object-as-array",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("array"),
  apply(issue, draft) {
    const value = issue.value;
    if (!isPlainObject(value) || Object.keys(value).length === 0) return; // `{}` is a placeholder, not an item
    if (!issue.expects("array") || issue.expects("object")) return;
    const schema = issue.schema;
    if (typeof schema !== "object" || schema === null) return;
    const items = (schema as Record<string, unknown>).items;
    if (typeof items !== "object" || items === null || Array.isArray(items)) return; // an array of objects, declared
    if (!acceptsType(items, "object", draft.schema) || acceptsType(items, "string", draft.schema)) return;
    draft.set(issue.path, [value]);
    return `wrapped a single object in a one-element array`;
  },
});

export default wrapSingleObjectAsArray;
