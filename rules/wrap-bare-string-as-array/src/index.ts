import { STAGE, defineRule } from "@pi-tool-repair/host";
import { acceptsType, joinPointer, parentPointer, BACKSLASH, CLOSE_BRACE, COMMA, OPEN_BRACE } from "@pi-tool-repair/grammar-kit";

/** Words of a field name that make it a list of paths (`paths`, `files`, `filePaths`, `source_dirs` …). */
const PATH_WORDS = new Set(["path", "paths", "file", "files", "filename", "filenames", "dir", "dirs", "directory", "directories", "folder", "folders", "location", "locations"]);
/** Words of a field name that make it a list of globs (`excludePatterns`, `globs`, `include`, `ignore` …). */
const GLOB_WORDS = new Set(["pattern", "patterns", "glob", "globs", "include", "includes", "exclude", "excludes", "ignore", "ignores"]);

/** The words of a field name: `excludePatterns` → `exclude`, `patterns`; `file_paths` → `file`, `paths`. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

/**
 * The lines of newline-separated text: `"a.ts\nb.ts\n"` → `["a.ts","b.ts"]` (a trailing newline and empty lines
 * give no entry, `\r\n` counts as one newline); `undefined` when a line starts or ends with whitespace (` b.ts`:
 * which name was meant is a guess).
 */
export function splitLines(text: string): string[] | undefined {
  const out: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line === "") continue;
    if (line.trim() !== line) return undefined;
    out.push(line);
  }
  return out;
}

/** Whether `text` has a comma outside `{…}` (`a, b` yes; `{dist,build}` no). One pass. */
export function commaOutsideBraces(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++; // an escaped character
    else if (c === OPEN_BRACE) depth++;
    else if (c === CLOSE_BRACE && depth > 0) depth--;
    else if (c === COMMA && depth === 0) return true;
  }
  return false;
}

/**
 * `{"excludePatterns":"node_modules"}` → `{"excludePatterns":["node_modules"]}`: a bare string where the
 * schema wants an array of strings. In a list of paths or globs, newline-separated names are split
 * (`"a.ts\nb.ts"` → `["a.ts","b.ts"]`) and a comma outside braces leaves the call unrepairable (`"*.ts, *.js"`:
 * two globs, or one with a comma?). Text that looks like a JSON array (`[…`) is never wrapped: parseJsonString
 * parses it, and what it cannot parse is broken JSON, not a value.
 */
export const wrapBareStringAsArray = defineRule({
  name: "wrapBareStringAsArray",
  package: "@pi-tool-repair/rule-wrap-bare-string-as-array",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("array"),
  apply(issue, draft) {
    if (issue.path === "" || typeof issue.value !== "string") return;
    if (!issue.expects("array") || issue.expects("string")) return;
    const text = issue.value;
    if (text.trimStart().startsWith("[")) return; // JSON array text: parsed or refused, never wrapped
    const items = draft.schemasAt(joinPointer(issue.path, 0));
    if (items.length === 0 || !items.every((s) => acceptsType(s, "string", draft.schema))) return;
    const key = parentPointer(issue.path)?.key ?? "";
    const words = keyWords(key);
    const list = words.some((w) => PATH_WORDS.has(w)) ? "paths" : words.some((w) => GLOB_WORDS.has(w)) ? "patterns" : undefined;
    if (list !== undefined) {
      if (text.includes("\n")) {
        const lines = splitLines(text);
        if (lines === undefined || lines.length === 0) return;
        draft.set(issue.path, lines);
        return `split ${lines.length} newline-separated ${list} into an array`;
      }
      if (commaOutsideBraces(text)) return; // a list, or one name with a comma: not ours to guess
    }
    draft.set(issue.path, [text]);
    return `wrapped a bare string into a one-element array`;
  },
});

export default wrapBareStringAsArray;
