import { STAGE, defineRule } from "@pi-tool-repair/host";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";

/** Case, surrounding space and `-`/`_`/space separators folded: `" In-Progress "` → `in_progress`. */
export function enumKey(value: string): string {
  return value.trim().toLowerCase().replace(/[-_\s]+/g, "_");
}

/** The allowed values of an `enum` or `const` issue. */
function allowed(issue: { keyword: string; params: Readonly<Record<string, unknown>>; schema: unknown }): unknown[] | undefined {
  if (issue.keyword === "enum") {
    const list = Array.isArray(issue.params.allowedValues) ? issue.params.allowedValues : isPlainObject(issue.schema) ? issue.schema.enum : undefined;
    return Array.isArray(list) ? list : undefined;
  }
  if ("allowedValue" in issue.params) return [issue.params.allowedValue];
  return undefined;
}

/** `{"status":"In_Progress"}` → `{"status":"in_progress"}`: the one enum value that differs only in case, surrounding space or separators. */
export const matchEnumCase = defineRule({
  name: "matchEnumCase",
  package: "@pi-tool-repair/rule-match-enum-case",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["enum", "const"],
  appliesTo: (s) => s.stringEnum,
  apply(issue, draft) {
    if (typeof issue.value !== "string") return;
    const values = allowed(issue);
    if (!values) return;
    const key = enumKey(issue.value);
    if (key === "") return;
    const matches = values.filter((v): v is string => typeof v === "string" && enumKey(v) === key);
    const distinct = new Set(matches);
    if (distinct.size !== 1) return; // no match, or several: a guess
    const [match] = distinct;
    if (match === undefined || match === issue.value) return;
    draft.set(issue.path, match);
    return `matched ${JSON.stringify(issue.value)} to enum value ${JSON.stringify(match)}`;
  },
});

export default matchEnumCase;
