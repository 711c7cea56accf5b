/**
 * Every before → after example of every README (the root one, docs/*.md, CONTRIBUTING.md and each package's) is
 * run through the built command line (presets/pi-default/bin/pi-tool-repair.js) and must give what the doc prints.
 * scripts/examples.mjs reads the examples (the forms are in its header and in CONTRIBUTING.md); an arrow that looks
 * like an example but is not in the form is a failure too, so an example can never drift or go unchecked.
 * Needs the build (node scripts/build.mjs).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain ESM script without type declarations
import { collect, docFiles, inputLine, mismatch, parseCallBefore, parseMessageAfter, readDoc, run } from "../../scripts/examples.mjs";

interface Example {
  file: string;
  line: number;
  kind: "call" | "message" | "line";
}
interface Problem {
  file: string;
  line: number;
  text: string;
  why: string;
}
interface Result {
  example: Example;
  answer: unknown;
  why: string | undefined;
}

const { examples, problems } = collect() as { examples: Example[]; problems: Problem[] };

describe("the docs' before → after examples", () => {
  it("reads every README and doc", () => {
    const files: string[] = docFiles();
    for (const f of ["README.md", "docs/policy.md", "docs/rules.md", "docs/grammars.md", "host/README.md", "kit/README.md", "rules/drop-null-optional/README.md", "grammars/dsml/README.md", "presets/deepseek/README.md"]) {
      expect(files).toContain(f);
    }
    expect(files.some((f) => f.startsWith("docs/api/"))).toBe(false);
  });

  it("writes every example in the checked form (tool named, schema given for a tool that is not pi's)", () => {
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.why}\n    ${p.text}`)).toEqual([]);
  });

  it("has examples in every rule and grammar README and in the root README", () => {
    const files = new Set(examples.map((e) => e.file));
    for (const f of docFiles() as string[]) if (/^(rules|grammars)\//.test(f) || f === "README.md" || f === "docs/policy.md") expect(files.has(f), f).toBe(true);
    expect(examples.length).toBeGreaterThan(250);
  });

  const results: Result[] = run(examples);
  it.each(results.map((r) => [`${r.example.file}:${r.example.line}`, r] as const))("%s holds", (_where, r) => {
    expect(r.why, `sent ${JSON.stringify(inputLine(r.example))}\ngot ${JSON.stringify(r.answer)}`).toBeUndefined();
  });
});

describe("the example reader", () => {
  const one = (md: string) => readDoc(md, "x.md") as { examples: Record<string, unknown>[]; problems: Problem[]; schemas: Map<string, unknown> };

  it("reads a tool call, raw text, a keyword, a table row and a leaked text", () => {
    const doc = one(
      [
        '`read {"file_path":"a"}` → `{"path":"a"}` · `bash raw ls -la` → `{"command":"ls -la"}` · `read {"path":null}` → unrepairable',
        '| `read {"path":"a"}` (valid) | → unchanged |',
        '`[TOOL_CALLS]bash[ARGS]{"command": "ls"}` → `text "" + toolCall bash {"command":"ls"}`',
      ].join("\n"),
    );
    expect(doc.problems).toEqual([]);
    expect(doc.examples).toEqual([
      { file: "x.md", line: 1, kind: "call", tool: "read", arguments: { file_path: "a" }, expect: { outcome: "repaired", arguments: { path: "a" } } },
      { file: "x.md", line: 1, kind: "call", tool: "bash", arguments: "ls -la", expect: { outcome: "repaired", arguments: { command: "ls -la" } } },
      { file: "x.md", line: 1, kind: "call", tool: "read", arguments: { path: null }, expect: { outcome: "unrepairable" } },
      { file: "x.md", line: 2, kind: "call", tool: "read", arguments: { path: "a" }, expect: { outcome: "valid" } },
      { file: "x.md", line: 3, kind: "message", text: '[TOOL_CALLS]bash[ARGS]{"command": "ls"}', expect: { text: "", calls: [{ name: "bash", arguments: { command: "ls" } }] } },
    ]);
  });

  it("reads fenced examples: one-line, multi-line with model and tools, command-line lines, schemas", () => {
    const doc = one(
      [
        "```example",
        'read {"limit":"5","path":"a"}        → {"path":"a","limit":5}  (a note)',
        "",
        "model: deepseek-v4-pro, tools: pi",
        "<tool_call>",
        "</tool_call>",
        "→ no call",
        '{"tool":"read","arguments":{}}',
        '→ {"outcome":"unrepairable"}',
        "```",
        "```json schema tag",
        '{"type":"object"}',
        "```",
      ].join("\n"),
    );
    expect(doc.problems).toEqual([]);
    expect(doc.examples).toEqual([
      { file: "x.md", line: 2, kind: "call", tool: "read", arguments: { limit: "5", path: "a" }, expect: { outcome: "repaired", arguments: { path: "a", limit: 5 } } },
      { file: "x.md", line: 5, model: "deepseek-v4-pro", piTools: true, kind: "message", text: "<tool_call>\n</tool_call>", expect: { calls: [] } },
      { file: "x.md", line: 8, model: "deepseek-v4-pro", piTools: true, kind: "line", input: { tool: "read", arguments: {} }, expect: { outcome: "unrepairable" } },
    ]);
    expect(doc.schemas.get("tag")).toEqual({ type: "object" });
  });

  it("reports arrows that are not examples: prose after a code span, an unmarked fence, raw text as a JSON string", () => {
    const doc = one(["`42` → 42", "```", "a → b", "```", '`read "src/a.ts"` → `{"path":"src/a.ts"}`'].join("\n"));
    expect(doc.problems.map((p) => [p.line, p.why])).toEqual([
      [1, "an arrow after a code span must lead to a code span, unrepairable, unchanged or no call"],
      [2, "a fenced block with → lines needs the info string `example` (or `text` when it shows no example)"],
      [5, "raw arguments text is written `TOOL raw TEXT`"],
    ]);
  });

  it("parses the two sides", () => {
    expect(parseCallBefore('edit {"path":"a"}')).toEqual({ tool: "edit", arguments: { path: "a" } });
    expect(parseCallBefore("read raw a⏎b")).toEqual({ tool: "read", arguments: "a\nb" });
    expect(parseCallBefore("Here is a user: {}")).toBeUndefined();
    expect(parseMessageAfter('text "a" + toolCall x {"b":[1]}, toolCall y {} (note)')).toEqual({
      after: { text: "a", calls: [{ name: "x", arguments: { b: [1] } }, { name: "y", arguments: {} }] },
      end: 46,
    });
  });

  it("tells a wrong answer apart", () => {
    const call = { file: "x.md", line: 1, kind: "call", tool: "read", arguments: {}, expect: { outcome: "repaired", arguments: { path: "a" } } };
    expect(mismatch(call, { outcome: "repaired", arguments: { path: "a" } })).toBeUndefined();
    expect(mismatch(call, { outcome: "repaired", arguments: { path: "b" } })).toBe('expected {"path":"a"}');
    expect(mismatch(call, { outcome: "unrepairable", arguments: {} })).toBe("expected repaired, got unrepairable {}");
    const message = { file: "x.md", line: 1, kind: "message", text: "t", expect: { text: "a", calls: [] } };
    expect(mismatch(message, { message: { content: [{ type: "text", text: "a" }] }, changed: true, recovered: [] })).toBeUndefined();
    expect(mismatch(message, { message: { content: [{ type: "text", text: "b" }] }, changed: true, recovered: [] })).toBe('expected the text "a"');
    const line = { file: "x.md", line: 1, kind: "line", input: {}, expect: { outcome: "valid", hints: [] } };
    expect(mismatch(line, { outcome: "valid", arguments: {}, rules: [], hints: [] })).toBeUndefined();
    expect(mismatch(line, { outcome: "valid", hints: [{}] })).toBe('expected the answer to contain {"outcome":"valid","hints":[]}');
  });
});

describe("the README's command lines (issue 37: runnable as written after npm install)", () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const readme = readFileSync(join(root, "README.md"), "utf8");
  // every line of a ```bash block, with its line number
  const bashLines: { line: number; text: string }[] = [];
  let inBash = false;
  readme.split("\n").forEach((text, i) => {
    if (text.startsWith("```")) inBash = !inBash && text.trim() === "```bash";
    else if (inBash) bashLines.push({ line: i + 1, text: text.replace(/\s+#.*$/, "").trim() });
  });
  // `pi-tool-repair` as a command: after a pipe, at the start, after `&&` (a path to the bin or `npx` before it is fine)
  const bare = /(^|[|&;]\s*)pi-tool-repair(\s|$)/;

  it("calls the command line through npx or a path, never as a bare pi-tool-repair (not on a newcomer's PATH)", () => {
    expect(bashLines.filter((l) => bare.test(l.text)).map((l) => `README.md:${l.line}: ${l.text}`)).toEqual([]);
    expect(bashLines.filter((l) => l.text.includes("npx pi-tool-repair")).length).toBeGreaterThanOrEqual(3);
  });

  // the ones that need nothing outside the checkout: run them as written, in the checkout (not `serve`: a server
  // stays up; test/proxy starts it from the built bin)
  const runnable = bashLines.filter((l) => l.text.includes("npx pi-tool-repair") && !l.text.includes("~") && !/ serve\b/.test(l.text));
  it.each(runnable.map((l) => [`README.md:${l.line}`, l.text] as const))("%s runs: %s", (_where, text) => {
    const out = execFileSync("sh", ["-c", text], { cwd: root, encoding: "utf8", env: { ...process.env, PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}` } });
    const lines = out.trim().split("\n");
    if (text.includes("| npx pi-tool-repair")) {
      // one JSON answer per input line
      for (const line of lines) expect(Object.keys(JSON.parse(line) as object)[0]).toMatch(/^(outcome|error)$/);
    } else {
      expect(out).toMatch(/\d+ file\(s\), \d+ assistant message\(s\), \d+ tool call\(s\)/);
    }
  }, 60_000);
});
