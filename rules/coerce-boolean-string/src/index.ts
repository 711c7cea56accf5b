import { STAGE, defineRule } from "@pi-tool-repair/host";

/** `{"ignoreCase":"true"}` → `{"ignoreCase":true}` where the schema wants a boolean: the words true/false (any case), or the numbers 1/0. */
export const coerceBooleanString = defineRule({
  name: "coerceBooleanString",
  package: "@pi-tool-repair/rule-coerce-boolean-string",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("boolean"),
  apply(issue, draft) {
    if (!issue.expects("boolean")) return;
    const value = issue.value;
    let result: boolean | undefined;
    if (typeof value === "string") {
      if (issue.expects("string")) return;
      const word = value.trim().toLowerCase();
      if (word === "true") result = true;
      else if (word === "false") result = false;
    } else if (typeof value === "number") {
      if (issue.expects("number") || issue.expects("integer")) return;
      if (value === 1) result = true;
      else if (value === 0) result = false;
    }
    if (result === undefined) return; // "1", "yes", "on", 2: not ours
    draft.set(issue.path, result);
    return `converted ${JSON.stringify(value)} to boolean ${result}`;
  },
});

export default coerceBooleanString;
