import { readFileSync } from "node:fs";
import { GrammarTester, collapse, runGrammar, visibleText, type PositiveCase } from "@pi-tool-repair/host/testing";
import { createHost, type JSONSchema } from "@pi-tool-repair/host";
import { cleanToolName, dsml, gcml } from "./index.js";

interface CorpusCase {
  id: string;
  text: string;
  expected: { name: string; arguments: unknown }[];
  strip: string | null;
}
const corpus: CorpusCase[] = readFileSync(new URL("../test/fixtures/corpus.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as CorpusCase);

/** SCHEMA-DEPENDENT corpus cases: the schema their note names. */
const schemas: Record<string, Record<string, JSONSchema>> = {
  "dsml-09": { echo: { type: "object", properties: { text: { type: "string" } } } },
};

const fromCorpus = (c: CorpusCase): PositiveCase => {
  const tools = schemas[c.id];
  return tools ? { name: c.id, text: c.text, calls: c.expected, strip: c.strip, tools } : { name: c.id, text: c.text, calls: c.expected, strip: c.strip };
};

const block = (inner: string, wrap = "tool_calls") => `<｜DSML｜${wrap}>\n${inner}\n</｜DSML｜${wrap}>`;
const param = (k: string, v: string, str = "true") => `<｜DSML｜parameter name="${k}" string="${str}">${v}</｜DSML｜parameter>`;
/** A whole DSML block quoted as file content (a doc about the format). */
const NESTED = "Example:\n" + block('<｜DSML｜invoke name="bash">\n' + param("command", "rm -rf /tmp/x") + "\n</｜DSML｜invoke>") + "\nDone.\n";
const writeDoc = (...params: string[]) => block('<｜DSML｜invoke name="write">\n' + params.join("\n") + "\n</｜DSML｜invoke>");
const legacyTools = { f: { type: "object", properties: { oldText: { type: "string" } } } } as const;

/** The tool of the `arguments`-blob cases (SGLang's DeepSeek V4 template). */
const BLOB_TOOLS = { write_file: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } }, required: ["path"] } } as const;

/** Tools of the item-10 cases (values whose end is not certain). */
const TOOLS_ITEM10 = { get_weather: { type: "object", properties: { city: { type: "string" }, state: { type: "string" } } }, write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } }, Edit: { type: "object", properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } } } };

new GrammarTester().run(dsml, {
  positive: [
    // SGLang test_function_call_parser.py (c49ee54), TestDeepSeekV4Detector: "V4 emits `<｜DSML｜invoke name="x"/>` for
    // zero-arg tools" — a self-closing invoke is a call without arguments, alone or beside long-form invokes
    {
      name: "a self-closing invoke (V4, a tool without arguments)",
      text: 'Final answer.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="submit"/>\n</｜DSML｜tool_calls>',
      tools: { submit: { type: "object", properties: {} } },
      calls: [{ name: "submit", arguments: {} }],
      strip: "Final answer.",
    },
    {
      name: "a self-closing invoke after a long-form one in the same block",
      text: '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="submit"/>\n</｜DSML｜tool_calls>',
      tools: { get_weather: { type: "object", properties: { city: { type: "string" } } }, submit: { type: "object", properties: {} } },
      calls: [{ name: "get_weather", arguments: { city: "SF" } }, { name: "submit", arguments: {} }],
      strip: "",
    },
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters, in every layout
    {
      name: "V3.1: a declared non-ASCII name",
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>获取天气<｜tool▁sep｜>{"city": "北京"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } },
      calls: [{ name: "获取天气", arguments: { city: "北京" } }],
      strip: "",
    },
    {
      name: "V3: a declared non-ASCII name on the function line",
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>获取天气\n```json\n{"city": "北京"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } },
      calls: [{ name: "获取天气", arguments: { city: "北京" } }],
      strip: "",
    },
    // --- values whose end is not certain (issue 31, item 10): nothing is closed by guessing ---
    {
      name: "the value of `city` has no close of its own (the issue's example): no call",
      text: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"city\" string=\"true\">Dallas\n<｜DSML｜parameter name=\"state\" string=\"true\">TX</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"city\" string=\"true\">Dallas\n<｜DSML｜parameter name=\"state\" string=\"true\">TX</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
    },
    {
      name: "no close after either value: no call (nothing is closed at the next opener)",
      text: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"city\" string=\"true\">Dallas\n<｜DSML｜parameter name=\"state\" string=\"true\">TX\n</｜DSML｜parameter></｜DSML｜invoke>\n</｜DSML｜tool_calls>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"city\" string=\"true\">Dallas\n<｜DSML｜parameter name=\"state\" string=\"true\">TX\n</｜DSML｜parameter></｜DSML｜invoke>\n</｜DSML｜tool_calls>",
    },
    {
      name: "a close and a declared parameter's opener inside a value: two readings, no call",
      text: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"Edit\">\n<｜DSML｜parameter name=\"file_path\" string=\"true\">x.md</｜DSML｜parameter>\n<｜DSML｜parameter name=\"old_string\" string=\"true\">End a value with\n</｜DSML｜parameter>\n<｜DSML｜parameter name=\"new_string\" string=\"true\">then</｜DSML｜parameter>\n<｜DSML｜parameter name=\"new_string\" string=\"true\">End it with</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"Edit\">\n<｜DSML｜parameter name=\"file_path\" string=\"true\">x.md</｜DSML｜parameter>\n<｜DSML｜parameter name=\"old_string\" string=\"true\">End a value with\n</｜DSML｜parameter>\n<｜DSML｜parameter name=\"new_string\" string=\"true\">then</｜DSML｜parameter>\n<｜DSML｜parameter name=\"new_string\" string=\"true\">End it with</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
    },
    {
      name: "a close and an undeclared parameter's opener inside a value: the file's text or a parameter the model added? No call",
      text: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"write\">\n<｜DSML｜parameter name=\"path\" string=\"true\">doc.md</｜DSML｜parameter>\n<｜DSML｜parameter name=\"content\" string=\"true\">End a value with\n</｜DSML｜parameter>\n<｜DSML｜parameter name=\"new_string\" string=\"true\">then the next one.</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"write\">\n<｜DSML｜parameter name=\"path\" string=\"true\">doc.md</｜DSML｜parameter>\n<｜DSML｜parameter name=\"content\" string=\"true\">End a value with\n</｜DSML｜parameter>\n<｜DSML｜parameter name=\"new_string\" string=\"true\">then the next one.</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
    },
    {
      // SGLang test_deepseekv32_strict_dsml.py (7e6e7aa), good_param_then_stray_tag: the model dropped the DSML marker
      // of its next parameter's opener; the value is `alpha` with a broken parameter after it, or all of it: no call
      name: "a close followed by a parameter opener without its DSML marker: two readings, no call",
      text: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"lookup_fixture\"><｜DSML｜parameter name=\"key\" string=\"true\">alpha</｜DSML｜parameter>\n<parameter name=\"x\">1</｜DSML｜parameter></｜DSML｜invoke>\n</｜DSML｜tool_calls>",
      tools: { lookup_fixture: { type: "object", properties: { key: { type: "string" } } } },
      calls: [],
      strip: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"lookup_fixture\"><｜DSML｜parameter name=\"key\" string=\"true\">alpha</｜DSML｜parameter>\n<parameter name=\"x\">1</｜DSML｜parameter></｜DSML｜invoke>\n</｜DSML｜tool_calls>",
    },
    {
      name: "a lone opener of a parameter the tool does not declare is content",
      text: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"city\" string=\"true\">Dallas\n<｜DSML｜parameter name=\"zip\" string=\"true\">75001</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "get_weather", "arguments": {"city": "Dallas\n<｜DSML｜parameter name=\"zip\" string=\"true\">75001"}}],
      strip: "",
    },
    {
      name: "a close tag followed by text is content",
      text: "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"write\">\n<｜DSML｜parameter name=\"path\" string=\"true\">doc.md</｜DSML｜parameter>\n<｜DSML｜parameter name=\"content\" string=\"true\">Close it with\n</｜DSML｜parameter>\nand go on.</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "write", "arguments": {"path": "doc.md", "content": "Close it with\n</｜DSML｜parameter>\nand go on."}}],
      strip: "",
    },
    ...corpus.filter((c) => c.expected.length > 0).map(fromCorpus),
    // a closer quoted in a value with text after it is content: the invoke closer after it is no clean end (closers
    // follow it), so only the last closer is structure and the value is whole (before: no call)
    {
      name: "a quoted closer followed by the rest of the value is content",
      text: writeDoc(param("content", "a</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls> b")),
      calls: [{ name: "write", arguments: { content: "a</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls> b" } }],
      strip: "",
    },
    // V4 tool_calls with the end-of-sentence token trailing
    {
      text: 'Reading.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">C:\\Users\\me\\a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls><｜end▁of▁sentence｜>',
      calls: [{ name: "read", arguments: { path: "C:\\Users\\me\\a.ts" } }],
      strip: "Reading.",
    },
    // values keep whitespace, quotes, newlines, emoji exactly
    {
      text: block('<｜DSML｜invoke name="write">\n<｜DSML｜parameter name="content" string="true">  line "1"\n\tline 2 🎉 \\n\n</｜DSML｜parameter>\n</｜DSML｜invoke>'),
      calls: [{ name: "write", arguments: { content: '  line "1"\n\tline 2 🎉 \\n\n' } }],
      strip: "",
    },
    // string="false" that is not JSON keeps its raw text (Cyrillic, SGLang)
    {
      text: block('<｜DSML｜invoke name="say">\n<｜DSML｜parameter name="msg" string="false">Привет, мир</｜DSML｜parameter>\n</｜DSML｜invoke>'),
      calls: [{ name: "say", arguments: { msg: "Привет, мир" } }],
      strip: "",
    },
    // doubled bars
    {
      text: '<｜｜DSML｜｜tool_calls>\n<｜｜DSML｜｜invoke name="ls">\n<｜｜DSML｜｜parameter name="path" string="true">.</｜｜DSML｜｜parameter>\n</｜｜DSML｜｜invoke>\n</｜｜DSML｜｜tool_calls>',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    // doubled bars and a space before the block name
    {
      text: '<｜｜DSML｜｜ calls>\n<｜｜DSML｜｜ invoke name="ls">\n</｜｜DSML｜｜ invoke>\n</｜｜DSML｜｜ calls>',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
    // ASCII bars with a trailing pipe in place of `>`, CDATA values, no string=
    {
      text: 'Ok <|DSML|tool_calls|\n<|DSML|invoke name="read_file"|\n<|DSML|parameter name="path"|<![CDATA[src/a <b>.ts]]></|DSML|parameter|\n</|DSML|invoke|\n</|DSML|tool_calls|',
      calls: [{ name: "read_file", arguments: { path: "src/a <b>.ts" } }],
      strip: "Ok",
    },
    // spaced bars: < | DSML | tool_use>
    {
      text: '< | DSML | tool_use>\n< | DSML | invoke name="bash">\n< | DSML | parameter name="command" string="true">ls -la</ | DSML | parameter>\n</ | DSML | invoke>\n</ | DSML | tool_use>',
      calls: [{ name: "bash", arguments: { command: "ls -la" } }],
      strip: "",
    },
    // no leading bar
    {
      text: '<DSML｜tool_calls>\n<DSML｜invoke name="ls">\n</DSML｜invoke>\n</DSML｜tool_calls>',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
    // EDGE: wrapper never closed, invoke complete
    {
      text: '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="ls">\n<｜DSML｜parameter name="path" string="true">src</｜DSML｜parameter>\n</｜DSML｜invoke>\n',
      calls: [{ name: "ls", arguments: { path: "src" } }],
      strip: "",
    },
    // SCHEMA-DEPENDENT: string="true" "42" is 42 for an integer field; keys it does not type stay text
    {
      text: block('<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">7</｜DSML｜parameter>\n<｜DSML｜parameter name="limit" string="true">42</｜DSML｜parameter>\n<｜DSML｜parameter name="x" string="true">1</｜DSML｜parameter>\n</｜DSML｜invoke>'),
      tools: { read: { type: "object", properties: { path: { type: "string" }, limit: { type: "integer" }, x: {} } } },
      calls: [{ name: "read", arguments: { path: "7", limit: 42, x: "1" } }],
      strip: "",
    },
    // string="false" null: null with no schema, or where the schema allows it (a string field: see dsml-09)
    {
      text: block('<｜DSML｜invoke name="f">\n<｜DSML｜parameter name="a" string="false">null</｜DSML｜parameter>\n</｜DSML｜invoke>'),
      calls: [{ name: "f", arguments: { a: null } }],
      strip: "",
    },
    {
      text: block('<｜DSML｜invoke name="f">\n<｜DSML｜parameter name="a" string="false">null</｜DSML｜parameter>\n<｜DSML｜parameter name="b" string="false"> [1, "x"] </｜DSML｜parameter>\n</｜DSML｜invoke>'),
      tools: { f: { type: "object", properties: { a: { type: ["integer", "null"] }, b: { type: "array" } } } },
      calls: [{ name: "f", arguments: { a: null, b: [1, "x"] } }],
      strip: "",
    },
    // legacy V3.1: NAME<｜tool▁sep｜>{json}, two calls, section closed
    {
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>read<｜tool▁sep｜>{"path": "a.ts"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>ls<｜tool▁sep｜>{"path": "日本"}<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>',
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "ls", arguments: { path: "日本" } },
      ],
      strip: "",
    },
    {
      name: "a value quoting a whole DSML block is content: the outer call runs with it intact, the inner never runs",
      text: "Writing. " + writeDoc(param("path", "doc.md"), param("content", NESTED)),
      calls: [{ name: "write", arguments: { path: "doc.md", content: NESTED } }],
      strip: "Writing.",
    },
    {
      name: "a raw parameter closer in a value that the structure after it shows to be content is kept",
      text: writeDoc(param("content", "a</｜DSML｜parameter> b\n"), param("path", "x")),
      calls: [{ name: "write", arguments: { content: "a</｜DSML｜parameter> b\n", path: "x" } }],
      strip: "",
    },
    {
      name: "SCHEMA-DEPENDENT: a string parameter holding null stays the string (string=true and string=false)",
      text: writeDoc(param("path", "null"), param("content", "null", "false")),
      tools: { write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } } },
      calls: [{ name: "write", arguments: { path: "null", content: "null" } }],
      strip: "",
    },
    {
      name: "SCHEMA-DEPENDENT: a string field keeps JSON text with a repeated key as its text",
      text: writeDoc(param("content", '{"a": 1, "a": 2}', "false")),
      tools: { write: { type: "object", properties: { content: { type: "string" } } } },
      calls: [{ name: "write", arguments: { content: '{"a": 1, "a": 2}' } }],
      strip: "",
    },
    // legacy V3.1 call with no section around it
    { text: 'Now <｜tool▁call▁begin｜>read<｜tool▁sep｜>{"path": "a"}<｜tool▁call▁end｜>\nthen more', calls: [{ name: "read", arguments: { path: "a" } }], strip: "Now then more" },
    // SGLang's examples/chat_template/tool_chat_template_deepseekv4.jinja writes a past turn's calls as one
    // `parameter name="arguments" string="false"` holding the whole argument object (its comment: Jinja has no JSON
    // parser); a model copies it. vLLM's DeepSeek V3.2/V4 parser unwraps it when the tool's schema has no `arguments`
    // and the object's keys are the schema's (vllm#41240); so does this grammar
    {
      name: "the V4 template's arguments blob, the only parameter: its object is the arguments",
      text: block('<｜DSML｜invoke name="write_file">\n' + param("arguments", '{"path": "/tmp/test.txt", "content": "hello"}', "false") + "\n</｜DSML｜invoke>"),
      tools: BLOB_TOOLS,
      calls: [{ name: "write_file", arguments: { path: "/tmp/test.txt", content: "hello" } }],
      strip: "",
    },
    {
      name: "the arguments blob, a subset of the declared keys, two invokes",
      text: block('<｜DSML｜invoke name="write_file">\n' + param("arguments", '{"path": "a.txt"}', "false") + '\n</｜DSML｜invoke>\n<｜DSML｜invoke name="write_file">\n' + param("path", "b.txt") + "\n</｜DSML｜invoke>"),
      tools: BLOB_TOOLS,
      calls: [{ name: "write_file", arguments: { path: "a.txt" } }, { name: "write_file", arguments: { path: "b.txt" } }],
      strip: "",
    },
    {
      name: "a tool that declares `arguments` keeps it: never unwrapped",
      text: block('<｜DSML｜invoke name="run">\n' + param("arguments", '{"path": "a.txt"}', "false") + "\n</｜DSML｜invoke>"),
      tools: { run: { type: "object", properties: { arguments: { type: "object" }, path: { type: "string" } } } },
      calls: [{ name: "run", arguments: { arguments: { path: "a.txt" } } }],
      strip: "",
    },
    {
      name: "an arguments blob beside another parameter is not the arguments",
      text: block('<｜DSML｜invoke name="write_file">\n' + param("arguments", '{"path": "a.txt"}', "false") + "\n" + param("content", "x") + "\n</｜DSML｜invoke>"),
      tools: BLOB_TOOLS,
      calls: [{ name: "write_file", arguments: { arguments: { path: "a.txt" }, content: "x" } }],
      strip: "",
    },
    {
      name: "an arguments blob written as a string (string=true) stays a string",
      text: block('<｜DSML｜invoke name="write_file">\n' + param("arguments", '{"path": "a.txt"}') + "\n</｜DSML｜invoke>"),
      tools: BLOB_TOOLS,
      calls: [{ name: "write_file", arguments: { arguments: '{"path": "a.txt"}' } }],
      strip: "",
    },
    {
      name: "an arguments blob with a key the schema does not declare is not unwrapped",
      text: block('<｜DSML｜invoke name="write_file">\n' + param("arguments", '{"path": "a.txt", "mode": "w"}', "false") + "\n</｜DSML｜invoke>"),
      tools: BLOB_TOOLS,
      calls: [{ name: "write_file", arguments: { arguments: { path: "a.txt", mode: "w" } } }],
      strip: "",
    },
    {
      name: "an open schema (no properties) may take `arguments`: not unwrapped",
      text: block('<｜DSML｜invoke name="f">\n' + param("arguments", '{"path": "a.txt"}', "false") + "\n</｜DSML｜invoke>"),
      tools: { f: { type: "object" } },
      calls: [{ name: "f", arguments: { arguments: { path: "a.txt" } } }],
      strip: "",
    },
    {
      name: "an arguments blob that is an array is not unwrapped",
      text: block('<｜DSML｜invoke name="write_file">\n' + param("arguments", '["a.txt"]', "false") + "\n</｜DSML｜invoke>"),
      tools: BLOB_TOOLS,
      calls: [{ name: "write_file", arguments: { arguments: ["a.txt"] } }],
      strip: "",
    },
  ],
  negative: [
    // without declared tools the strict name rule stands: a non-ASCII name is no call
    '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>获取天气<｜tool▁sep｜>{"city": "北京"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    ...corpus.filter((c) => c.expected.length === 0).map((c) => ({ name: c.id, text: c.text })),
    // a bare invoke with no wrapper
    '<｜DSML｜invoke name="ls">\n<｜DSML｜parameter name="path" string="true">.</｜DSML｜parameter>\n</｜DSML｜invoke>',
    // cut mid-value
    '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="bash">\n<｜DSML｜parameter name="command" string="true">rm -rf bu',
    // a parameter never closed before the invoke closes
    block('<｜DSML｜invoke name="bash">\n<｜DSML｜parameter name="command" string="true">ls\n</｜DSML｜invoke>'),
    // an invoke with no name
    block("<｜DSML｜invoke>\n</｜DSML｜invoke>"),
    // the tool's name written twice: neither runs
    block('<｜DSML｜invoke name="read" name="bash">\n<｜DSML｜parameter name="command" string="true">ls</｜DSML｜parameter>\n</｜DSML｜invoke>'),
    // a parameter's name attribute written twice
    block('<｜DSML｜invoke name="bash">\n<｜DSML｜parameter name="path" name="command" string="true">ls</｜DSML｜parameter>\n</｜DSML｜invoke>'),
    // a wrapper with no invoke
    block(""),
    // in a fence, in inline code, in <think>
    "Example:\n```\n" + block('<｜DSML｜invoke name="ls">\n</｜DSML｜invoke>') + "\n```",
    'Use `<｜DSML｜tool_calls><｜DSML｜invoke name="ls"></｜DSML｜invoke></｜DSML｜tool_calls>` to list.',
    "<think>" + block('<｜DSML｜invoke name="ls">\n</｜DSML｜invoke>') + "</think>I will not.",
    // undeclared tool
    { text: block('<｜DSML｜invoke name="drop_db">\n</｜DSML｜invoke>'), tools: ["read"] },
    // prose that names the markers
    "DeepSeek writes <｜DSML｜tool_calls> blocks; the <｜DSML｜invoke> tag names the tool.",
    { name: "a repeated parameter: nobody knows which command was meant", text: block('<｜DSML｜invoke name="bash">\n' + param("command", "ls") + "\n" + param("command", "rm -rf /") + "\n</｜DSML｜invoke>") },
    { name: "string=false JSON with a repeated key", text: block('<｜DSML｜invoke name="f">\n' + param("opts", '{"mode": "r", "mode": "w"}', "false") + "\n</｜DSML｜invoke>") },
    {
      name: "SCHEMA-DEPENDENT: an object value in string=true with a repeated key",
      text: block('<｜DSML｜invoke name="f">\n' + param("opts", '{"mode": "r", "mode": "w"}') + "\n</｜DSML｜invoke>"),
      tools: { f: { type: "object", properties: { opts: { type: "object" } } } },
    },
    { name: "a truncated outer call whose value quotes a complete block: the quoted block never runs", text: '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="write">\n<｜DSML｜parameter name="content" string="true">' + NESTED },
    { name: "an outer call with a repeated parameter whose value quotes a complete block: nothing runs", text: writeDoc(param("content", NESTED), param("content", "x")) },
    { name: "legacy: JSON with a repeated key", text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>bash<｜tool▁sep｜>{"command": "ls", "command": "rm -rf /"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>' },
    { name: "legacy: a repeated key spelled with an escape", text: '<｜tool▁call▁begin｜>f<｜tool▁sep｜>{"oldText": "a", "old\\u0054ext": "b"}<｜tool▁call▁end｜>', tools: legacyTools },
    {
      name: "legacy: a call quoted in a string of a call that does not run never runs",
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>write<｜tool▁sep｜>{"a": 1, "a": 2, "c": "<｜tool▁call▁end｜><｜tool▁call▁begin｜>bash<｜tool▁sep｜>{}<｜tool▁call▁end｜>"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    },
    {
      name: "legacy: a call quoted in a string of a truncated call never runs",
      text: 'Ok <｜tool▁call▁begin｜>write<｜tool▁sep｜>{"c": "x <｜tool▁call▁begin｜>bash<｜tool▁sep｜>{}<｜tool▁call▁end｜> y',
    },
    // legacy: truncation after the section opener, bare header
    "<｜tool▁calls▁begin｜>",
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"city\": \"Tokyo\"}",
  ],
});

describe("dsml dangling markers", () => {
  const cases: [string, string][] = [
    ["Let me read the file.\n\n<｜DSML｜tool_calls", "Let me read the file."],
    ["Let me read the file. <｜DSML｜tool_calls  \n", "Let me read the file."],
    ["Checking <｜DSML｜", "Checking"],
    ['Checking <｜DSML｜tool_calls>\n<｜DSML｜inv', "Checking"],
  ];
  for (const [text, visible] of cases) {
    it(`strips ${JSON.stringify(text)} and runs nothing`, () => {
      const r = runGrammar([dsml], { text });
      expect(r.recovered).toEqual([]);
      expect(r.message.stopReason).toBe("stop");
      expect(collapse(visibleText(r.message))).toBe(visible);
    });
  }
  it("leaves a bare `<｜DSML` without its second bar as text, so a second run changes nothing", () => {
    const text = '<｜DSML <｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
    const r = runGrammar([dsml], { text });
    expect(r.recovered).toEqual([{ grammar: "dsml", name: "read", arguments: { path: "src/a.ts" } }]);
    expect(collapse(visibleText(r.message))).toBe("<｜DSML");
    expect(runGrammar([dsml], { text: "<｜DSML" }).changed).toBe(false);
  });
  it("leaves a marker in the middle of prose alone", () => {
    const text = "The <｜DSML｜tool_calls tag is how DeepSeek starts.";
    const r = runGrammar([dsml], { text });
    expect(r.changed).toBe(false);
  });
});

describe("dsml strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([dsml], { text: "Sure. " + block('<｜DSML｜invoke name="ls">\n</｜DSML｜invoke>') + "\nDone." }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: { type: string }[] }).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Sure. Done.");
  });
});

describe("dsml stays linear", () => {
  it("reads many partial and unclosed markers quickly", () => {
    const unit = '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="f">\n<｜DSML｜parameter name="a" string="true">x DSML <｜DSM <｜DSML｜ <｜tool▁call▁begin｜>f';
    const text = unit.repeat(10000);
    const r = runGrammar([dsml], { text });
    expect(r.recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
  it("reads many cut JSON bodies, GCML and ASCII-pipe markers without a call", () => {
    const unit = '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="f">\n{"a": "x <｜GCML｜tool_calls><｜GCML｜invoke name="g"> <|tool▁call▁begin|>f<|tool▁sep|>{';
    const text = unit.repeat(5000);
    expect(runGrammar([dsml, gcml], { text }).recovered).toEqual([]);
  });
});

describe("dsml stripGrammar (native toolCall blocks)", () => {
  const native = (name: string) => ({
    role: "assistant" as const,
    content: [
      { type: "text" as const, text: "Reading." },
      { type: "toolCall" as const, id: "c1", name, arguments: { path: "a" } },
    ],
    stopReason: "toolUse",
  });
  const run = (name: string, tools?: readonly string[]) => {
    const host = createHost().use(dsml);
    const ctx = host.context(tools ? { tools, config: { grammar: { enabled: false } } } : { config: { grammar: { enabled: false } } });
    const message = native(name);
    const r = host.processMessage(message, ctx);
    return { r, message };
  };
  const cases: [string, string][] = [
    ["read<｜tool▁call▁end｜>", "read"],
    ['<｜DSML｜invoke name="read">', "read"],
    ["read</｜DSML｜invoke>", "read"],
    ["<｜tool▁call▁begin｜>read", "read"],
  ];
  for (const [name, clean] of cases) {
    it(`renames ${JSON.stringify(name)} to ${clean}`, () => {
      const { r } = run(name, ["read"]);
      expect((r.message as { content: { name?: string }[] }).content[1]!.name).toBe(clean);
    });
  }
  it("leaves clean names and the message object alone", () => {
    const { r, message } = run("read", ["read"]);
    expect(r.message).toBe(message);
    expect(r.changed).toBe(false);
  });
  it("does not rename to an undeclared tool", () => {
    const { r, message } = run("drop_db<｜tool▁call▁end｜>", ["read"]);
    expect(r.message).toBe(message);
  });
  it("leaves names that are not one name after cleaning", () => {
    expect(cleanToolName("read file<｜tool▁sep｜>")).toBeUndefined();
    expect(cleanToolName("｜")).toBeUndefined();
  });
  // issue 31, item 7: a name holding two tool names is left alone (it became the first, or the attribute's)
  const twoNames: string[] = [
    '<｜DSML｜invoke name="bash"><｜DSML｜invoke name="read">',
    '<｜DSML｜invoke name="read"><｜DSML｜invoke name="bash">',
    'read<｜DSML｜invoke name="bash">',
    '<｜DSML｜invoke name="bash">read',
    '<｜DSML｜invoke name="read"></｜DSML｜invoke><｜DSML｜invoke name="read">',
    '<｜DSML｜invoke name="read" invoke name="bash">',
    "<｜tool▁call▁begin｜>function<｜tool▁sep｜>read",
    'read<｜DSML｜parameter name="path" string="true">a',
  ];
  for (const name of twoNames) {
    it(`leaves ${JSON.stringify(name)} alone: it holds more than one name`, () => {
      expect(cleanToolName(name)).toBeUndefined();
      for (const tools of [["read", "bash"], undefined]) {
        const { r, message } = run(name, tools);
        expect(r.message).toBe(message);
      }
    });
  }
  it("renames a name with one tool name among DSML markup only", () => {
    expect(cleanToolName('<｜DSML｜invoke name="read"></｜DSML｜invoke>')).toBe("read");
    expect(cleanToolName('read<｜DSML｜parameter name="path" string="true">')).toBe("read");
    expect(cleanToolName(' <｜DSML｜tool_calls><｜DSML｜invoke name="read">')).toBe("read");
  });
});

// --- issue 35: an invoke whose body is one JSON object (V3.2 / V4; SGLang deepseekv32_detector "Format 2") ---
const jsonInvoke = (name: string, body: string) => `<｜DSML｜invoke name="${name}">\n${body}\n</｜DSML｜invoke>`;
const TOOLS_JSON = { get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } } }, write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } } };

describe("dsml: an invoke whose body is a JSON object", () => {
  new GrammarTester().run(dsml, {
    positive: [
      // non-ASCII tool names (issue 36): a declared name is read whatever its characters
      { name: 'a declared non-ASCII name', text: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="获取天气">\n{"city": "北京"}\n</｜DSML｜invoke>\n</｜DSML｜function_calls>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }], strip: "" },
      { name: "the body is the call's arguments", text: "Checking.\n" + block(jsonInvoke("get_weather", '{"city": "San Francisco", "days": 3}'), "function_calls"), calls: [{ name: "get_weather", arguments: { city: "San Francisco", days: 3 } }], strip: "Checking." },
      { name: "V4 tool_calls, two invokes: one JSON body, one with parameters", text: block(jsonInvoke("get_weather", '{"city": "Paris"}') + "\n" + '<｜DSML｜invoke name="write">\n' + param("path", "a.md") + "\n</｜DSML｜invoke>"), tools: TOOLS_JSON, calls: [{ name: "get_weather", arguments: { city: "Paris" } }, { name: "write", arguments: { path: "a.md" } }], strip: "" },
      { name: "an empty object is a call without arguments", text: block(jsonInvoke("get_weather", "{}")), calls: [{ name: "get_weather", arguments: {} }], strip: "" },
      { name: "DSML markup quoted in a JSON string is content", text: block(jsonInvoke("write", JSON.stringify({ path: "doc.md", content: "</｜DSML｜invoke></｜DSML｜tool_calls> " + block(jsonInvoke("get_weather", '{"city": "x"}')) }))), tools: TOOLS_JSON, calls: [{ name: "write", arguments: { path: "doc.md", content: "</｜DSML｜invoke></｜DSML｜tool_calls> " + block(jsonInvoke("get_weather", '{"city": "x"}')) } }], strip: "" },
    ],
    negative: [
      // this layout reads any name between its delimiters (unchanged), but a name the declared tools lack stays text
      { name: 'an undeclared non-ASCII name stays text', text: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="获取天气">\n{"city": "北京"}\n</｜DSML｜invoke>\n</｜DSML｜function_calls>', tools: { get_weather: { type: "object", properties: { city: { type: "string" } } } } },
      { name: "a JSON body with a repeated key", text: block(jsonInvoke("get_weather", '{"city": "Paris", "city": "Rome"}')) },
      { name: "a JSON body that is not an object", text: block(jsonInvoke("get_weather", '["Paris"]')) },
      { name: "a JSON body cut short", text: block(jsonInvoke("get_weather", '{"city": "Paris"')) },
      { name: "text after the JSON body", text: block(jsonInvoke("get_weather", '{"city": "Paris"} and more')) },
      { name: "a parameter after the JSON body (two spellings of the arguments)", text: block(jsonInvoke("get_weather", '{"city": "Paris"}\n' + param("days", "2", "false"))) },
      { name: "a truncated stream inside the JSON body", text: '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n{"city": "Par' },
      { name: "a JSON body in a bare invoke (no wrapper)", text: jsonInvoke("get_weather", '{"city": "Paris"}') },
      { name: "a JSON body nested deeper than the kit types", text: block(jsonInvoke("get_weather", '{"city": ' + "[".repeat(300) + "]".repeat(300) + "}")) },
    ],
  });
});

// --- issue 35: the V3 / V3.1 tokens written with ASCII pipes (a real V3 output: `<|tool▁calls▁begin|>…`) ---
describe("dsml: legacy sections written with ASCII pipes", () => {
  new GrammarTester().run(dsml, {
    positive: [
      {
        name: "V3 with ASCII pipes, as a real transcript shows it",
        text: 'Before finalizing, let me check the Lipinski properties:\n\n<|tool▁calls▁begin|><|tool▁call▁begin|>function<|tool▁sep|>lipinski\n```json\n{"smiles_list": ["O=c1cc(-c2ccccc2)oc2cccc(C(C(=O)[O-]))c12"]}\n```<|tool▁call▁end|><|tool▁calls▁end|>',
        calls: [{ name: "lipinski", arguments: { smiles_list: ["O=c1cc(-c2ccccc2)oc2cccc(C(C(=O)[O-]))c12"] } }],
        strip: "Before finalizing, let me check the Lipinski properties:",
      },
      { name: "V3.1 with ASCII pipes, two calls", text: '<|tool▁calls▁begin|><|tool▁call▁begin|>read<|tool▁sep|>{"path": "a"}<|tool▁call▁end|><|tool▁call▁begin|>read<|tool▁sep|>{"path": "b"}<|tool▁call▁end|><|tool▁calls▁end|>', calls: [{ name: "read", arguments: { path: "a" } }, { name: "read", arguments: { path: "b" } }], strip: "" },
      { name: "the end-of-sentence token with ASCII pipes goes with the section", text: 'Ok <|tool▁calls▁begin|><|tool▁call▁begin|>read<|tool▁sep|>{"path": "a"}<|tool▁call▁end|><|tool▁calls▁end|><|end▁of▁sentence|>', calls: [{ name: "read", arguments: { path: "a" } }], strip: "Ok" },
      { name: "a V3.1 call with ASCII pipes and no section", text: 'Now <|tool▁call▁begin|>read<|tool▁sep|>{"path": "a"}<|tool▁call▁end|>\nthen more', calls: [{ name: "read", arguments: { path: "a" } }], strip: "Now then more" },
    ],
    negative: [
      { name: "spellings mixed in one section", text: '<|tool▁calls▁begin|><｜tool▁call▁begin｜>read<｜tool▁sep｜>{"path": "a"}<｜tool▁call▁end｜><|tool▁calls▁end|>' },
      { name: "a repeated key", text: '<|tool▁calls▁begin|><|tool▁call▁begin|>bash<|tool▁sep|>{"command": "ls", "command": "rm -rf /"}<|tool▁call▁end|><|tool▁calls▁end|>' },
      { name: "cut after the header", text: '<|tool▁calls▁begin|><|tool▁call▁begin|>function<|tool▁sep|>get_weather\n```json\n{"city": "Tokyo"}' },
      { name: "fenced", text: '```\n<|tool▁calls▁begin|><|tool▁call▁begin|>read<|tool▁sep|>{"path": "a"}<|tool▁call▁end|><|tool▁calls▁end|>\n```' },
      { name: "underscores are not DeepSeek's tokens", text: '<|tool_calls_begin|><|tool_call_begin|>read<|tool_sep|>{"path": "a"}<|tool_call_end|><|tool_calls_end|>' },
    ],
  });
});

// --- issue 35: GigaChat 3.5 GCML, a variant of DSML with its own name (SGLang gigachat35_detector, vLLM gigachat35 parser source) ---
const gblock = (inner: string) => `<｜GCML｜tool_calls>\n${inner}\n</｜GCML｜tool_calls>`;
const gparam = (k: string, v: string, str = "true") => `<｜GCML｜parameter name="${k}" string="${str}">${v}</｜GCML｜parameter>`;
const ginvoke = (name: string, ...params: string[]) => `<｜GCML｜invoke name="${name}">\n${params.join("\n")}\n</｜GCML｜invoke>`;

describe("gcml (GigaChat 3.5)", () => {
  it("is its own grammar, a declared variant of dsml", () => {
    expect(gcml.name).toBe("gcml");
    expect(gcml.meta?.variantOf).toBe("dsml");
    expect(gcml.markers).toContain("<｜GCML");
    expect(gcml.markers).not.toContain("<｜DSML");
  });
  new GrammarTester().run(gcml, {
    positive: [
      // non-ASCII tool names (issue 36): a declared name is read whatever its characters
      { name: 'a declared non-ASCII name', text: '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="获取天气">\n<｜GCML｜parameter name="city" string="true">北京</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }], strip: "" },
      { name: "one call (the SGLang cookbook's get_weather)", text: gblock(ginvoke("get_weather", gparam("city", "Paris"))), calls: [{ name: "get_weather", arguments: { city: "Paris" } }], strip: "" },
      { name: "prose before, Cyrillic value, </s> after", text: "Узнаю погоду.\n\n" + gblock(ginvoke("get_weather", gparam("city", "Москва"))) + "</s>", calls: [{ name: "get_weather", arguments: { city: "Москва" } }], strip: "Узнаю погоду." },
      { name: "string=\"false\" values are JSON; <|message_sep|> after", text: gblock(ginvoke("set_config", gparam("count", "3", "false"), gparam("tags", '["a", "b"]', "false"))) + "<|message_sep|>", calls: [{ name: "set_config", arguments: { count: 3, tags: ["a", "b"] } }], strip: "" },
      { name: "two invokes (parallel calls)", text: gblock(ginvoke("read", gparam("path", "a")) + "\n" + ginvoke("read", gparam("path", "b"))), calls: [{ name: "read", arguments: { path: "a" } }, { name: "read", arguments: { path: "b" } }], strip: "" },
      { name: "a JSON object as the invoke's body", text: gblock(`<｜GCML｜invoke name="get_weather">{"city": "Paris"}</｜GCML｜invoke>`), calls: [{ name: "get_weather", arguments: { city: "Paris" } }], strip: "" },
    ],
    negative: [
      // this layout reads any name between its delimiters (unchanged), but a name the declared tools lack stays text
      { name: 'an undeclared non-ASCII name stays text', text: '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="获取天气">\n<｜GCML｜parameter name="city" string="true">北京</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>', tools: { get_weather: { type: "object", properties: { city: { type: "string" } } } } },
      { name: "a DSML block is not gcml's", text: block('<｜DSML｜invoke name="read">\n' + param("path", "a") + "\n</｜DSML｜invoke>") },
      { name: "GCML tags inside a DSML wrapper", text: block(ginvoke("read", gparam("path", "a"))) },
      { name: "DSML tags inside a GCML wrapper", text: gblock('<｜DSML｜invoke name="read">\n' + param("path", "a") + "\n</｜DSML｜invoke>") },
      { name: "a bare invoke (no wrapper)", text: ginvoke("read", gparam("path", "a")) },
      { name: "a value without its closer", text: gblock('<｜GCML｜invoke name="read">\n<｜GCML｜parameter name="path" string="true">a\n</｜GCML｜invoke>') },
      { name: "truncated", text: "Ok " + '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="read">\n<｜GCML｜parameter name="path" string="true">a' },
      { name: "fenced", text: "```\n" + gblock(ginvoke("read", gparam("path", "a"))) + "\n```" },
      { name: "a prose mention", text: "GigaChat 3.5 writes <｜GCML｜tool_calls> before its calls." },
      { name: "an undeclared tool", text: gblock(ginvoke("drop_db", gparam("name", "prod"))), tools: { read: { type: "object", properties: { path: { type: "string" } } } } },
      { name: "</s> in prose is not stripped", text: "The token </s> ends a turn." },
    ],
  });
  it("recovers under its own name, and dsml never claims a GCML block (nor gcml a DSML one)", () => {
    const g = gblock(ginvoke("read", gparam("path", "a")));
    const d = block('<｜DSML｜invoke name="read">\n' + param("path", "a") + "\n</｜DSML｜invoke>");
    expect(runGrammar([dsml, gcml], { text: g }).recovered).toEqual([{ grammar: "gcml", name: "read", arguments: { path: "a" } }]);
    expect(runGrammar([dsml, gcml], { text: d }).recovered).toEqual([{ grammar: "dsml", name: "read", arguments: { path: "a" } }]);
    expect(runGrammar([dsml], { text: g }).recovered).toEqual([]);
    expect(runGrammar([gcml], { text: d }).recovered).toEqual([]);
  });
});
