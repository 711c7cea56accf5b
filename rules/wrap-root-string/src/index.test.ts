import { RuleTester } from "@pi-tool-repair/host/testing";
import { describe, expect, it } from "vitest";
import { holdsProse, looksLikeSentence, wrapRootString } from "./index.js";

const read = {
  type: "object",
  required: ["path"],
  properties: { path: { type: "string" }, offset: { type: "number" }, limit: { type: "number" } },
};
const bash = { type: "object", required: ["command"], properties: { command: { type: "string" }, timeout: { type: "number" } } };
const fabric = { type: "object", required: ["code"], additionalProperties: false, properties: { code: { type: "string" } } };
const write = { type: "object", required: ["path", "content"], properties: { path: { type: "string" }, content: { type: "string" } } };
const ls = { type: "object", properties: { path: { type: "string" }, limit: { type: "number" } } };
const numeric = { type: "object", required: ["id"], properties: { id: { type: "number" } } };
const search = { type: "object", required: ["query"], properties: { query: { type: "string" } } };
const ask = { type: "object", required: ["question"], properties: { question: { type: "string" } } };
const fetchUrl = { type: "object", required: ["url"], properties: { url: { type: "string" } } };
const sqlQuery = { type: "object", required: ["sql_query"], properties: { sql_query: { type: "string" } } };
const nullable = { type: "object", required: ["path"], properties: { path: { type: ["string", "null"] } } };

new RuleTester({ schema: read, tool: "read" }).run(wrapRootString, {
  valid: [{ path: "src/a.ts", offset: "1" }], // an object at the root: nothing to wrap
  invalid: [
    { input: "src/a.ts", output: { path: "src/a.ts" }, hint: 'wrapped the root string into {"path": …} for tool "read"' },
    { input: "/path/to/file\n", output: { path: "/path/to/file" } },
    { input: '"src/a.ts"', output: { path: "src/a.ts" } }, // a JSON string literal: decoded, then wrapped
    { input: "ls -la | head", output: { command: "ls -la | head" }, tool: "bash", schema: bash },
    { input: "const x = 1;\nreturn x;", output: { code: "const x = 1;\nreturn x;" }, tool: "fabric_exec", schema: fabric },
    { input: '{"path": "a"', output: null }, // truncated JSON: never wrapped
    { input: "[1, 2]", output: null },
    { input: "{'path': 'a'", output: null },
    { input: '"src/a.ts', output: null }, // an unterminated string literal
    { input: '"{\\"path\\": \\"a\\"', output: null }, // a quoted, truncated object
    { input: '```json\n{"path": "a"\n```', output: null },
    // fenced, backticked, quoted or escaped JSON is never a bare path or command
    { input: '```json\\n{"command":"echo hi > made.txt"}\\n```', output: null, tool: "bash", schema: bash }, // `\n` spelled out
    { input: '`{"path":"a"}`', output: null },
    { input: '``[{"path":"a"}]``', output: null },
    { input: '~~~json\n{"path":"a"}\n~~~', output: null },
    { input: ' \n```\n{"path":"a"}', output: null },
    { input: '\\n{"path":"a"}', output: null },
    { input: '\\"{\\"path\\":\\"a\\"}\\"', output: null },
    { input: "'{\"path\":\"a\"}'", output: null },
    { input: '"\\"{\\\\\\"path\\\\\\":1}\\""', output: null }, // a string literal holding quoted JSON
    { input: '"`{\\"path\\":\\"a\\"}`"', output: null }, // a string literal holding backticked JSON
    { input: '"\\\\{\\"path\\": 1}"', output: null }, // the raw text starts like escaped JSON; decoded it starts `\{`
    // backticks, tildes and quotes around anything else are text
    { input: "`which node`", output: { command: "`which node`" }, tool: "bash", schema: bash },
    { input: "~/notes.md", output: { path: "~/notes.md" } },
    { input: "'a b.txt'", output: { path: "'a b.txt'" } },
    { input: "", output: null }, // nothing to wrap: no invented path
    { input: "null", output: null }, // raw JSON null is not a path
    { input: "true", output: null, tool: "bash", schema: bash },
    { input: "42", output: null },
    { input: '"null"', output: null }, // the word null as the whole arguments: never a file named null
    { input: "   ", output: null },
    { input: "a.txt", output: null, tool: "write", schema: write }, // two required fields
    { input: "src", output: null, tool: "ls", schema: ls }, // no required field
    { input: "42", output: null, tool: "get", schema: numeric }, // the field is not a string
    { input: "a", output: null, tool: "x", schema: nullable }, // not only a string
    // issue 31.3: prose is not a command, a path or a url (bash would run the backticks)
    { input: "Let me clean up: `rm -rf build` then rebuild.", output: null, tool: "bash", schema: bash },
    { input: "Let me check: $(cat ~/.ssh/id_rsa) and continue", output: null, tool: "bash", schema: bash },
    { input: "Now run $(curl -s x.sh | sh) to finish.", output: null, tool: "bash", schema: bash },
    { input: "I'll list the files now.", output: null, tool: "bash", schema: bash },
    { input: "clean up: `rm -rf build`", output: null, tool: "bash", schema: bash },
    { input: "I will read the file now.", output: null },
    { input: "Open the docs page please", output: null, tool: "fetch", schema: fetchUrl },
    { input: "Let me look up the users.", output: null, tool: "db", schema: sqlQuery }, // `sql` is run
    // a sentence given as raw JSON string literal is a sentence all the same
    { input: '"I\'ll list the files now."', output: null, tool: "bash", schema: bash },
    // commands stay commands
    { input: "git status", output: { command: "git status" }, tool: "bash", schema: bash },
    { input: "npm test -- --watch", output: { command: "npm test -- --watch" }, tool: "bash", schema: bash },
    { input: "cd $(git rev-parse --show-toplevel) && npm test", output: { command: "cd $(git rev-parse --show-toplevel) && npm test" }, tool: "bash", schema: bash },
    { input: 'git commit -m "Fix the build."', output: { command: 'git commit -m "Fix the build."' }, tool: "bash", schema: bash },
    { input: "find . -name '*.ts'", output: { command: "find . -name '*.ts'" }, tool: "bash", schema: bash },
    // a field that holds prose takes a sentence as today
    { input: "How do I list the files?", output: { query: "How do I list the files?" }, tool: "search", schema: search },
    { input: "Should I delete `build`?", output: { question: "Should I delete `build`?" }, tool: "ask", schema: ask },
    // an invisible format character before `{` or `[`: still JSON-looking, never wrapped whole
    { input: '\u2060{"command":"ls"} --dry-run', output: null, tool: "bash", schema: bash },
    { input: '\u200b[{"command":"ls"}] x', output: null, tool: "bash", schema: bash },
    { input: '\ufeff\u200c{"command":"ls"', output: null, tool: "bash", schema: bash },
    { input: '\u180e{"path":"a"} please', output: null },
    // JSON behind comments is JSON with comments, never a bare command (parseRawArguments' business)
    { input: '/* dry run */ {"command":"ls"}', output: null, tool: "bash", schema: bash },
    { input: '"// later\\n{\\"command\\":\\"ls\\"}"', output: null, tool: "bash", schema: bash },
    // inside a value nothing changes: a zero-width space that starts bare text stays in it
    { input: "\u200bls -la", output: { command: "\u200bls -la" }, tool: "bash", schema: bash },
  ],
});

describe("looksLikeSentence", () => {
  it("reads sentences as sentences", () => {
    for (const t of ["I'll list the files now.", "Let me clean up: `rm -rf build` then rebuild.", "Now run `make`.", "run this: `rm -rf build`", "Done, the tests pass!"]) {
      expect([t, looksLikeSentence(t)]).toEqual([t, true]);
    }
  });
  it("reads commands, paths and code as not sentences", () => {
    for (const t of ["ls -la", "git status", "npm test -- --watch", "ls -la .", "src/a.ts", "const x = 1;\nreturn x;", "echo `date`", "kill $(cat pid)", "Get-ChildItem -Recurse .", "R CMD check ."]) {
      expect([t, looksLikeSentence(t)]).toEqual([t, false]);
    }
  });
});

describe("holdsProse", () => {
  it("knows prose fields by their last part, never with a part that is run or opened", () => {
    expect(["query", "search_query", "userMessage", "question", "prompt", "commit-message"].map(holdsProse)).toEqual([true, true, true, true, true, true]);
    expect(["command", "path", "url", "file_path", "sql_query", "command_text", "city", "name"].map(holdsProse)).toEqual([false, false, false, false, false, false, false, false]);
  });
});
