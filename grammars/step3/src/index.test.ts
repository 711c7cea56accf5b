import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { readCorpus } from "../../../test/support/grammar-corpus.js";
import { step3 } from "./index.js";

const corpus = readCorpus(new URL("../test/fixtures/corpus.jsonl", import.meta.url));

const call = (name: string, params: string) => `<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="${name}">${params}</steptml:invoke><｜tool_call_end｜>`;
const param = (k: string, v: string) => `<steptml:parameter name="${k}">${v}</steptml:parameter>`;

/** Tools of the item-10 cases (values whose end is not certain). */
const TOOLS_ITEM10 = { get_weather: { type: "object", properties: { city: { type: "string" }, state: { type: "string" } } }, write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } }, Edit: { type: "object", properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } } } };

new GrammarTester().run(step3, {
  positive: [
    // --- values whose end is not certain (issue 31, item 10): nothing is closed by guessing ---
    {
      name: "the value of `city` has no close of its own (the issue's example): no call",
      text: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"get_weather\"><steptml:parameter name=\"city\">Dallas\n<steptml:parameter name=\"state\">TX</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"get_weather\"><steptml:parameter name=\"city\">Dallas\n<steptml:parameter name=\"state\">TX</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
    },
    {
      name: "no close after either value: no call (nothing is closed at the next opener)",
      text: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"get_weather\"><steptml:parameter name=\"city\">Dallas\n<steptml:parameter name=\"state\">TX\n</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"get_weather\"><steptml:parameter name=\"city\">Dallas\n<steptml:parameter name=\"state\">TX\n</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
    },
    {
      name: "a close and a declared parameter's opener inside a value: two readings, no call",
      text: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"Edit\"><steptml:parameter name=\"file_path\">x.md</steptml:parameter><steptml:parameter name=\"old_string\">End a value with\n</steptml:parameter>\n<steptml:parameter name=\"new_string\">then</steptml:parameter><steptml:parameter name=\"new_string\">End it with</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"Edit\"><steptml:parameter name=\"file_path\">x.md</steptml:parameter><steptml:parameter name=\"old_string\">End a value with\n</steptml:parameter>\n<steptml:parameter name=\"new_string\">then</steptml:parameter><steptml:parameter name=\"new_string\">End it with</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
    },
    {
      name: "a close and an undeclared parameter's opener inside a value: the file's text or a parameter the model added? No call",
      text: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"write\"><steptml:parameter name=\"path\">doc.md</steptml:parameter><steptml:parameter name=\"content\">End a value with\n</steptml:parameter>\n<steptml:parameter name=\"new_string\">then the next one.</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"write\"><steptml:parameter name=\"path\">doc.md</steptml:parameter><steptml:parameter name=\"content\">End a value with\n</steptml:parameter>\n<steptml:parameter name=\"new_string\">then the next one.</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
    },
    {
      name: "a lone opener of a parameter the tool does not declare is content",
      text: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"get_weather\"><steptml:parameter name=\"city\">Dallas\n<steptml:parameter name=\"zip\">75001</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "get_weather", "arguments": {"city": "Dallas\n<steptml:parameter name=\"zip\">75001"}}],
      strip: "",
    },
    {
      name: "a close tag followed by text is content",
      text: "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"write\"><steptml:parameter name=\"path\">doc.md</steptml:parameter><steptml:parameter name=\"content\">Close it with\n</steptml:parameter>\nand go on.</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "write", "arguments": {"path": "doc.md", "content": "Close it with\n</steptml:parameter>\nand go on."}}],
      strip: "",
    },
    ...corpus.positive,
    // function<｜tool_sep｜> prefix, whitespace kept in string values, prose around
    {
      text: `Let me write it.<｜tool_calls_begin｜>${call("write", param("path", "a.txt") + param("content", "  two\n  lines 🎉 \"q\" \\ "))}<｜tool_calls_end｜>\nDone.`,
      calls: [{ name: "write", arguments: { path: "a.txt", content: '  two\n  lines 🎉 "q" \\ ' } }],
      strip: "Let me write it. Done.",
    },
    // SCHEMA-DEPENDENT: typed by the schema
    {
      text: `<｜tool_calls_begin｜>${call("read", param("path", "5") + param("limit", "10") + param("opts", '{"a": true}'))}<｜tool_calls_end｜>`,
      tools: { read: { type: "object", properties: { path: { type: "string" }, limit: { type: "integer" }, opts: { type: "object" } } } },
      calls: [{ name: "read", arguments: { path: "5", limit: 10, opts: { a: true } } }],
      strip: "",
    },
    // without a schema values stay text
    { text: `<｜tool_calls_begin｜>${call("f", param("n", "5"))}<｜tool_calls_end｜>`, calls: [{ name: "f", arguments: { n: "5" } }], strip: "" },
    // EDGE: section closer missing
    { text: `<｜tool_calls_begin｜>${call("ls", "")}`, calls: [{ name: "ls", arguments: {} }], strip: "" },
    // a repeated parameter: the call does not run, the block stays text
    {
      text: `<｜tool_calls_begin｜>${call("bash", param("command", "ls") + param("command", "rm -rf /"))}<｜tool_calls_end｜>`,
      calls: [],
      strip: `<｜tool_calls_begin｜>${call("bash", param("command", "ls") + param("command", "rm -rf /"))}<｜tool_calls_end｜>`,
    },
    // SCHEMA-DEPENDENT: an unknown boolean stays text, a string-typed null stays "null"
    {
      text: `<｜tool_calls_begin｜>${call("f", param("flag", "yes") + param("name", "null") + param("n", "null"))}<｜tool_calls_end｜>`,
      tools: { f: { type: "object", properties: { flag: { type: "boolean" }, name: { type: "string" }, n: { type: ["integer", "null"] } } } },
      calls: [{ name: "f", arguments: { flag: "yes", name: "null", n: null } }],
      strip: "",
    },
    // a value is content: a complete Step-3 call inside it stays in it and does not run
    {
      text: `<｜tool_calls_begin｜>${call("write_file", param("path", "notes.md") + param("content", call("demo", param("x", "1"))))}<｜tool_calls_end｜>`,
      calls: [{ name: "write_file", arguments: { path: "notes.md", content: call("demo", param("x", "1")) } }],
      strip: "",
    },
    // lone tags inside a value
    {
      text: `<｜tool_calls_begin｜>${call("bash", param("command", "grep -c '</steptml:parameter>' a; echo '</steptml:invoke>'"))}<｜tool_calls_end｜>`,
      calls: [{ name: "bash", arguments: { command: "grep -c '</steptml:parameter>' a; echo '</steptml:invoke>'" } }],
      strip: "",
    },
  ],
  negative: [
    // a lone parameter opener inside a value cannot be told from a dropped close tag
    `<｜tool_calls_begin｜><｜tool_call_begin｜><steptml:invoke name="f"><steptml:parameter name="a">x<steptml:parameter name="b">2</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>`,
    // truncated inside a value, call end missing, no calls
    '<｜tool_calls_begin｜><｜tool_call_begin｜><steptml:invoke name="bash"><steptml:parameter name="command">rm -rf bu',
    '<｜tool_calls_begin｜><｜tool_call_begin｜><steptml:invoke name="ls"></steptml:invoke>',
    "<｜tool_calls_begin｜><｜tool_calls_end｜>",
    // DeepSeek-style JSON body is not Step-3
    '<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜>ls\n```json\n{}\n```<｜tool_call_end｜><｜tool_calls_end｜>',
    // fence, think, prose, undeclared
    "```\n<｜tool_calls_begin｜>" + call("ls", "") + "<｜tool_calls_end｜>\n```",
    "<think><｜tool_calls_begin｜>" + call("ls", "") + "<｜tool_calls_end｜></think>No.",
    "Step-3 opens with <｜tool_calls_begin｜>.",
    { text: "<｜tool_calls_begin｜>" + call("rm", "") + "<｜tool_calls_end｜>", tools: ["read"] },
  ],
});

describe("step3 strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([step3], { text: "Ok <｜tool_calls_begin｜>" + call("ls", "") + "<｜tool_calls_end｜>" }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: { type: string }[] }).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok");
  });
});

describe("step3 stays linear", () => {
  it("reads thousands of unclosed blocks quickly", () => {
    const text = '<｜tool_calls_begin｜><｜tool_call_begin｜><steptml:invoke name="f"><steptml:parameter name="a">x'.repeat(20000);
    expect(runGrammar([step3], { text }).recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});
