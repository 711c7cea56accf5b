import { STAGE, defineRule } from "@pi-tool-repair/host";
import { parentPointer } from "@pi-tool-repair/grammar-kit";

/**
 * Fields whose value is a body of text (code, file content, replacement text): a line array there is the text
 * split into lines. Elsewhere (a path, a pattern) only a one-element array is unwrapped: joining two paths with a
 * newline would be a guess.
 */
const TEXT_FIELD = /^(?:code|source|content|contents|file_?content|text|body|(?:old|new)_?(?:text|string|str|content|code))$/i;

/**
 * Fields that hold a command line or script. Several elements there are argv (`["git","push","--force"]`: joined
 * with spaces the quoting is lost, with newlines each word runs as a command) or several commands (one script
 * would change how a failure stops them): never joined, only a one-element array is unwrapped.
 */
const COMMAND_FIELD = /^(?:command|cmd|cmdline|command_?line|commands|script|shell_?command|args|argv|arguments)$/i;

/**
 * Fields whose text goes to a running program's input: several elements are keystrokes or lines whose separator
 * (a key each, a newline, a final Enter) the array does not say. Never joined.
 */
const STDIN_FIELD = /^(?:input|stdin|keys|key_?strokes|send_?keys|chars|data)$/i;

/** Tools that type into a terminal or a running program: no field of theirs is ever joined from several elements. */
const INTERACTIVE_TOOL = /terminal|tty|pty|tmux|screen|interactive|repl|console|stdin|keystroke|send_?keys|write_?input/i;

/** Whether several strings may be joined into the field `key` of `tool` (a text body of a non-interactive tool). */
export function joinable(tool: string, key: string): boolean {
  if (COMMAND_FIELD.test(key) || STDIN_FIELD.test(key)) return false;
  if (INTERACTIVE_TOOL.test(tool)) return false;
  return TEXT_FIELD.test(key);
}

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
  appliesTo: (s) => s.fieldTypes.has("string"),
  apply(issue, draft) {
    const value = issue.value;
    if (issue.path === "" || !Array.isArray(value) || value.length === 0) return;
    if (!issue.expects("string") || issue.expects("array")) return;
    if (!value.every((v): v is string => typeof v === "string")) return;
    const key = parentPointer(issue.path)?.key ?? "";
    if (value.length > 1 && !joinable(issue.tool, key)) return; // argv, keystrokes, two paths: not one text
    draft.set(issue.path, joinLines(value));
    return value.length === 1 ? "unwrapped a one-element string array" : `joined ${value.length} lines with newlines`;
  },
});

export default joinStringArray;
