import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { readCorpus } from "../../../test/support/grammar-corpus.js";
import { seedOss } from "./index.js";

const corpus = readCorpus(new URL("../test/fixtures/corpus.jsonl", import.meta.url));

/** Tools of the item-10 cases (values whose end is not certain). */
const TOOLS_ITEM10 = { get_weather: { type: "object", properties: { city: { type: "string" }, state: { type: "string" } } }, write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } }, Edit: { type: "object", properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } } } };

new GrammarTester().run(seedOss, {
  positive: [
    // --- values whose end is not certain (issue 31, item 10): nothing is closed by guessing ---
    {
      name: "the value of `city` has no close of its own (the issue's example): no call",
      text: "<seed:tool_call>\n<function=get_weather>\n<parameter=city>Dallas\n<parameter=state>TX</parameter>\n</function>\n</seed:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<seed:tool_call>\n<function=get_weather>\n<parameter=city>Dallas\n<parameter=state>TX</parameter>\n</function>\n</seed:tool_call>",
    },
    {
      name: "no close after either value: no call (nothing is closed at the next opener)",
      text: "<seed:tool_call>\n<function=get_weather>\n<parameter=city>Dallas\n<parameter=state>TX\n</parameter></function>\n</seed:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<seed:tool_call>\n<function=get_weather>\n<parameter=city>Dallas\n<parameter=state>TX\n</parameter></function>\n</seed:tool_call>",
    },
    {
      name: "a close and a declared parameter's opener inside a value: two readings, no call",
      text: "<seed:tool_call>\n<function=Edit>\n<parameter=file_path>x.md</parameter>\n<parameter=old_string>End a value with\n</parameter>\n<parameter=new_string>then</parameter>\n<parameter=new_string>End it with</parameter>\n</function>\n</seed:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<seed:tool_call>\n<function=Edit>\n<parameter=file_path>x.md</parameter>\n<parameter=old_string>End a value with\n</parameter>\n<parameter=new_string>then</parameter>\n<parameter=new_string>End it with</parameter>\n</function>\n</seed:tool_call>",
    },
    {
      name: "a close and an undeclared parameter's opener inside a value: the file's text or a parameter the model added? No call",
      text: "<seed:tool_call>\n<function=write>\n<parameter=path>doc.md</parameter>\n<parameter=content>End a value with\n</parameter>\n<parameter=new_string>then the next one.</parameter>\n</function>\n</seed:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<seed:tool_call>\n<function=write>\n<parameter=path>doc.md</parameter>\n<parameter=content>End a value with\n</parameter>\n<parameter=new_string>then the next one.</parameter>\n</function>\n</seed:tool_call>",
    },
    {
      name: "a lone opener of a parameter the tool does not declare is content",
      text: "<seed:tool_call>\n<function=get_weather>\n<parameter=city>Dallas\n<parameter=zip>75001</parameter>\n</function>\n</seed:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "get_weather", "arguments": {"city": "Dallas\n<parameter=zip>75001"}}],
      strip: "",
    },
    {
      name: "a close tag followed by text is content",
      text: "<seed:tool_call>\n<function=write>\n<parameter=path>doc.md</parameter>\n<parameter=content>Close it with\n</parameter>\nand go on.</parameter>\n</function>\n</seed:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "write", "arguments": {"path": "doc.md", "content": "Close it with\n</parameter>\nand go on."}}],
      strip: "",
    },
    ...corpus.positive,
    {
      text: "Let me look.\n<seed:tool_call>\n<function=read>\n<parameter=path>src/中文 \"q\".ts</parameter>\n</function>\n</seed:tool_call><seed:eos>",
      calls: [{ name: "read", arguments: { path: 'src/中文 "q".ts' } }],
      strip: "Let me look.",
    },
    // the Seed-OSS template writes `<parameter=K>` + V + `</parameter>`: no padding, every newline is the value's
    {
      text: "<seed:tool_call>\n<function=write>\n<parameter=content>\nline 1\nline 2\n</parameter>\n</function>\n</seed:tool_call>",
      calls: [{ name: "write", arguments: { content: "\nline 1\nline 2\n" } }],
      strip: "",
    },
    { text: "<seed:tool_call><function=write><parameter=content>end\n\n</parameter></function></seed:tool_call>", calls: [{ name: "write", arguments: { content: "end\n\n" } }], strip: "" },
    // two functions in one block, order kept
    {
      text: "<seed:tool_call>\n<function=a>\n<parameter=x>1</parameter>\n</function>\n<function=b>\n<parameter=y>\n\n two\n\n</parameter>\n</function>\n</seed:tool_call>",
      calls: [
        { name: "a", arguments: { x: "1" } },
        { name: "b", arguments: { y: "\n\n two\n\n" } },
      ],
      strip: "",
    },
    // SCHEMA-DEPENDENT: typed by the schema
    {
      text: "<seed:tool_call><function=read><parameter=path>1</parameter><parameter=limit>30</parameter></function></seed:tool_call>",
      tools: { read: { type: "object", properties: { path: { type: "string" }, limit: { type: "number" } } } },
      calls: [{ name: "read", arguments: { path: "1", limit: 30 } }],
      strip: "",
    },
    // EDGE: closer missing at the end
    { text: "<seed:tool_call>\n<function=ls>\n</function>\n", calls: [{ name: "ls", arguments: {} }], strip: "" },
    // a repeated parameter: the call does not run (a malformed Seed-OSS block stays text)
    {
      text: "<seed:tool_call>\n<function=bash>\n<parameter=command>ls</parameter>\n<parameter=command>rm -rf /</parameter>\n</function>\n</seed:tool_call>",
      calls: [],
      strip: "<seed:tool_call>\n<function=bash>\n<parameter=command>ls</parameter>\n<parameter=command>rm -rf /</parameter>\n</function>\n</seed:tool_call>",
    },
    // SCHEMA-DEPENDENT: an unknown boolean stays text; a string-typed null stays "null"
    {
      text: "<seed:tool_call><function=f><parameter=flag>yes</parameter><parameter=on>true</parameter><parameter=name>null</parameter><parameter=n>null</parameter></function></seed:tool_call>",
      tools: { f: { type: "object", properties: { flag: { type: "boolean" }, on: { type: "boolean" }, name: { type: "string" }, n: { type: "integer" } } } },
      calls: [{ name: "f", arguments: { flag: "yes", on: true, name: "null", n: null } }],
      strip: "",
    },
    // a value is content: a complete Seed-OSS block inside it stays in it and does not run
    {
      text: "<seed:tool_call>\n<function=write_file>\n<parameter=path>notes.md</parameter>\n<parameter=content><seed:tool_call>\n<function=demo>\n<parameter=x>1</parameter>\n</function>\n</seed:tool_call></parameter>\n</function>\n</seed:tool_call>",
      calls: [{ name: "write_file", arguments: { path: "notes.md", content: "<seed:tool_call>\n<function=demo>\n<parameter=x>1</parameter>\n</function>\n</seed:tool_call>" } }],
      strip: "",
    },
    {
      text: "<seed:tool_call><function=bash><parameter=command>grep -c '</parameter>' a; echo '</function>'</parameter></function></seed:tool_call>",
      calls: [{ name: "bash", arguments: { command: "grep -c '</parameter>' a; echo '</function>'" } }],
      strip: "",
    },
    // a value that cannot be delimited (no `</parameter>`, a `</function>` inside it): not run
    { text: "<seed:tool_call><function=w><parameter=c>x </function> y</function></seed:tool_call>", calls: [], strip: "<seed:tool_call><function=w><parameter=c>x </function> y</function></seed:tool_call>" },
  ],
  negative: [
    // only inside reasoning, never committed
    "<seed:think>I could write <seed:tool_call>\n<function=ls>\n</function>\n</seed:tool_call> but I will not.</seed:think>Answer: 4.",
    // truncated
    "<seed:tool_call>\n<function=bash>\n<parameter=command>\nrm -rf bu",
    // malformed name line, fenced, prose, undeclared
    "<seed:tool_call>\n<function=bad\n</function>\n</seed:tool_call>",
    "```\n<seed:tool_call>\n<function=ls>\n</function>\n</seed:tool_call>\n```",
    "Seed-OSS wraps calls in <seed:tool_call> tags.",
    { text: "<seed:tool_call>\n<function=rm>\n</function>\n</seed:tool_call>", tools: ["read"] },
    "<seed:tool_call></seed:tool_call>",
  ],
});

describe("seed-oss strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([seedOss], { text: "Ok <seed:tool_call>\n<function=ls>\n</function>\n</seed:tool_call>" }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: { type: string }[] }).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok");
  });
});

describe("seed-oss stays linear", () => {
  it("reads thousands of unclosed blocks quickly", () => {
    const text = "<seed:tool_call>\n<function=f>\n<parameter=a>\nx\n".repeat(20000);
    expect(runGrammar([seedOss], { text }).recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});
