import { STAGE, defineRule, parentPointer } from "@pi-tool-repair/host";

/**
 * Fields whose value is a body of text (code, file content, replacement text): a line array there is the text
 * split into lines. Elsewhere (a path, a pattern) only a one-element array is unwrapped: joining two paths with a
 * newline would be a guess.
 */
const TEXT_FIELD = /^(?:code|source|content|contents|file_?content|text|body|script|(?:old|new)_?(?:text|string|str|content|code))$/i;

/** Joins lines with `\n`; a line that already ends in `\n` gets no second one. */
export function joinLines(lines: readonly string[]): string {
  let out = "";
  lines.forEach((line, i) => {
    out += line;
    if (i < lines.length - 1 && !line.endsWith("\n")) out += "\n";
  });
  return out;
}

/** `{"code":["const x=1;","return x;"]}` → `{"code":"const x=1;\nreturn x;"}`: an all-string array where the schema wants a string. */
export const joinStringArray = defineRule({
  name: "joinStringArray",
  package: "@pi-tool-repair/rule-join-string-array",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  apply(issue, draft) {
    const value = issue.value;
    if (issue.path === "" || !Array.isArray(value) || value.length === 0) return;
    if (!issue.expects("string") || issue.expects("array")) return;
    if (!value.every((v): v is string => typeof v === "string")) return;
    const key = parentPointer(issue.path)?.key ?? "";
    if (value.length > 1 && !TEXT_FIELD.test(key)) return;
    draft.set(issue.path, joinLines(value));
    return value.length === 1 ? "unwrapped a one-element string array" : `joined ${value.length} lines with newlines`;
  },
});

export default joinStringArray;
