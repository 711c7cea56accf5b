import { STAGE, acceptsType, defineRule, joinPointer } from "@pi-tool-repair/host";

/**
 * `{"excludePatterns":"node_modules"}` → `{"excludePatterns":["node_modules"]}`: a bare string where the
 * schema wants an array of strings. Text that looks like a JSON array (`[…`) is never wrapped: parseJsonString
 * parses it, and what it cannot parse is broken JSON, not a value.
 */
export const wrapBareStringAsArray = defineRule({
  name: "wrapBareStringAsArray",
  package: "@pi-tool-repair/rule-wrap-bare-string-as-array",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  apply(issue, draft) {
    if (issue.path === "" || typeof issue.value !== "string") return;
    if (!issue.expects("array") || issue.expects("string")) return;
    if (issue.value.trimStart().startsWith("[")) return; // JSON array text: parsed or refused, never wrapped
    const items = draft.schemasAt(joinPointer(issue.path, 0));
    if (items.length === 0 || !items.every((s) => acceptsType(s, "string", draft.schema))) return;
    draft.set(issue.path, [issue.value]);
    return `wrapped a bare string into a one-element array`;
  },
});

export default wrapBareStringAsArray;
