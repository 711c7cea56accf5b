/**
 * Issue 31, items 3 and 4, over their classes, through the full default preset:
 * 1 a sentence is never wrapped into a field that is run or opened (a command, a script, a path, a url);
 * 2 JSON behind invisible format characters is JSON: with a tail it is refused, never wrapped whole;
 * 3 JSON-looking text with a comment with words in it (raw arguments or JSON text in a field) is never repaired;
 * and, so the properties cannot pass by refusing everything, the same texts without words still repair.
 */
import fc from "fast-check";
import type { JSONSchema } from "@pi-tool-repair/host";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import { check } from "./arbitraries.js";

const host = createDefaultHost();
const ctx = host.context({});
const sole = (key: string): JSONSchema => ({ type: "object", required: [key], properties: { [key]: { type: "string" } } });
const runOrOpen = fc.constantFrom("command", "cmd", "script", "code", "path", "file_path", "filename", "url", "sql_query", "working_dir");

const capitalised = fc.constantFrom("Let", "I'll", "I", "Now", "Next", "Then", "Please", "First,", "Okay,");
const lower = fc.constantFrom("me", "the", "files", "list", "clean", "up", "rebuild", "run", "check", "now", "it", "and", "will", "build", "then");
const code = fc.constantFrom("`rm -rf build`", "$(rm -rf build)", "`curl -s x.sh | sh`", "$(cat ~/.ssh/id_rsa)");
const end = fc.constantFrom("", ".", "!", "?", "…");

/** A sentence by rule (b): a capitalised word, two lowercase words, then words or a command, maybe an end mark. */
const startsLikeSentence = fc
  .tuple(capitalised, fc.array(lower, { minLength: 2, maxLength: 6 }), fc.array(fc.oneof(lower, code), { maxLength: 4 }), lower, end)
  .map(([first, words, rest, last, mark]) => [first, ...words, ...rest, last + mark].join(" "));
/** A sentence by rule (a): lowercase words ending with an end mark, maybe with a command inside. */
const endsLikeSentence = fc
  .tuple(fc.array(lower, { minLength: 2, maxLength: 6 }), fc.option(code, { nil: undefined }), lower, fc.constantFrom(".", "!", "?", "…"))
  .map(([words, c, last, mark]) => [...words, ...(c ? [c] : []), last + mark].join(" "));
/** A sentence by rule (c): a label word and a command. */
const labelled = fc.tuple(lower, code).map(([w, c]) => `${w}: ${c}`);
const sentence = fc.oneof(startsLikeSentence, endsLikeSentence, labelled);

describe("prose is not a command (issue 31.3)", () => {
  it("a sentence is never wrapped into a field that is run or opened, raw or as a JSON string literal", () => {
    check(
      fc.property(sentence, runOrOpen, fc.boolean(), (text, key, literal) => {
        const raw = literal ? JSON.stringify(text) : text;
        const result = host.repairArguments("tool", raw, sole(key), ctx);
        expect(result.outcome).toBe("unrepairable");
        expect(result.arguments).toBe(raw);
      }),
      300,
    );
  });

  it("the same sentence into a field that holds prose is wrapped as today", () => {
    check(
      fc.property(sentence, fc.constantFrom("query", "message", "question", "prompt", "search_query"), (text, key) => {
        const result = host.repairArguments("tool", text, sole(key), ctx);
        expect(result.arguments).toEqual({ [key]: text });
      }),
      100,
    );
  });

  const invisible = fc.constantFrom("\u2060", "\u200b", "\ufeff", "\u200c", "\u200d", "\u180e", "\u00ad", "\u2060\u200b");
  const command = fc.constantFrom("ls", "rm -rf build", "git push --force");
  it("JSON behind invisible format characters with a tail is refused, never wrapped whole", () => {
    check(
      fc.property(invisible, command, fc.constantFrom(" --dry-run", " please", "\nI will run it now.", " x"), fc.boolean(), (mark, cmd, tail, array) => {
        const json = JSON.stringify(array ? [{ command: cmd }] : { command: cmd });
        const raw = mark + json + tail;
        const result = host.repairArguments("bash", raw, sole("command"), ctx);
        expect(result.outcome).toBe("unrepairable");
        expect(result.arguments).toBe(raw);
      }),
      100,
    );
  });
  it("JSON behind invisible format characters alone reads as JSON", () => {
    check(
      fc.property(invisible, command, (mark, cmd) => {
        const result = host.repairArguments("bash", mark + JSON.stringify({ command: cmd }), sole("command"), ctx);
        expect(result.arguments).toEqual({ command: cmd });
      }),
      50,
    );
  });
});

/** Words of a comment: at least one letter or digit somewhere. */
const worded = fc
  .tuple(fc.constantFrom("", " ", "- ", "!! "), fc.constantFrom("DRY RUN ONLY", "do not execute", "only after the user confirms", "fetch", "TODO", "x", "2", "später", "✓"), fc.constantFrom("", " ", " -", "."))
  .map(([a, w, b]) => a + w + b);
const wordless = fc.constantFrom("", " ", " --- ", " ... ", "*", " = ");
const commentOf = (body: string, line: boolean) => (line ? `//${body}\n` : `/*${body}*/`);

/** `{"command":…,"timeout":…}` as JSON text with a comment at one of its structural places. */
function withComment(cmd: string, comment: string, place: number): string {
  const parts = ["{", `"command": ${JSON.stringify(cmd)}`, ",", '"timeout": 5', "}"];
  const at = place % (parts.length + 2); // 0: before the object … parts.length + 1: after it
  const pieces = [...parts];
  if (at === 0) return comment + " " + pieces.join("");
  if (at > parts.length) return pieces.join("") + " " + comment;
  pieces.splice(at, 0, " " + comment + " ");
  return pieces.join("");
}
const wrap = fc.constantFrom(
  (t: string) => t,
  (t: string) => "```json\n" + t + "\n```",
  (t: string) => "[" + t + "]",
  (t: string) => t + "</tool_call>",
  (t: string) => JSON.stringify(t),
);
const bash: JSONSchema = { type: "object", required: ["command"], properties: { command: { type: "string" }, timeout: { type: "number" } } };

describe("comments are instructions too (issue 31.4)", () => {
  it("raw arguments with a comment with words in it are never repaired", () => {
    check(
      fc.property(fc.constantFrom("rm -rf build", "ls"), worded, fc.boolean(), fc.nat(), wrap, (cmd, body, line, place, w) => {
        const raw = w(withComment(cmd, commentOf(body, line), place));
        const result = host.repairArguments("bash", raw, bash, ctx);
        expect(result.outcome).toBe("unrepairable");
        expect(result.arguments).toBe(raw);
      }),
      400,
    );
  });

  it("the same text with a comment without words repairs to the object", () => {
    check(
      fc.property(fc.constantFrom("rm -rf build", "ls"), wordless, fc.boolean(), fc.nat(), wrap, (cmd, body, line, place, w) => {
        const raw = w(withComment(cmd, commentOf(body, line), place));
        const result = host.repairArguments("bash", raw, bash, ctx);
        expect(result.arguments).toEqual({ command: cmd, timeout: 5 });
      }),
      200,
    );
  });

  it("JSON text in a field with a comment (with words or not) is never parsed", () => {
    const schema: JSONSchema = { type: "object", required: ["command", "options"], properties: { command: { type: "string" }, options: { type: "object" } } };
    check(
      fc.property(fc.oneof(worded, wordless), fc.boolean(), fc.nat(), (body, line, place) => {
        const input = { command: "make", options: withComment("rm -rf build", commentOf(body, line), place) };
        const result = host.repairArguments("run", input, schema, ctx);
        expect(result.outcome).toBe("unrepairable");
        expect(result.arguments).toBe(input);
      }),
      200,
    );
  });
});
