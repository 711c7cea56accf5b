import { defineGrammar } from "@pi-tool-repair/host";
import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import * as kit from "@pi-tool-repair/grammar-kit";
import { hermesCall, qwen } from "./index.js";
import * as xml from "./xml.js";

const weatherSchema = {
  type: "object",
  properties: {
    city: { type: "string" },
    days: { type: "integer" },
    ratio: { type: "number" },
    metric: { type: "boolean" },
    filter: { type: "object" },
    tags: { type: "array", items: { type: "string" } },
    extra: {},
  },
};

/** Tools with the parameters pi's and Claude Code's declare (a look-alike of another parameter is content). */
const writeSchema = { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } };
const editSchema = { type: "object", properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } } };
const weatherTool = { type: "object", properties: { city: { type: "string" }, state: { type: "string" } } };

new GrammarTester().run(qwen, {
  positive: [
    // type aliases real tools declare (issue 36): typed as their JSON Schema types
    {
      name: "float, int, bool, list, dict and str parameters are typed as number, integer, boolean, array, object and string",
      text: '<tool_call>\n<function=t>\n<parameter=n>\n3.5\n</parameter>\n<parameter=i>\n3\n</parameter>\n<parameter=b>\ntrue\n</parameter>\n<parameter=l>\n["a"]\n</parameter>\n<parameter=d>\n{"k": 1}\n</parameter>\n<parameter=s>\n42\n</parameter>\n</function>\n</tool_call>',
      tools: { t: { type: "object", properties: { n: { type: "float" }, i: { type: "int" }, b: { type: "bool" }, l: { type: "list" }, d: { type: "dict" }, s: { type: "str" } } } },
      calls: [{ name: "t", arguments: { n: 3.5, i: 3, b: true, l: ["a"], d: { k: 1 }, s: "42" } }],
      strip: "",
    },
    // corpus qwen-06: no <tool_call> opener, orphan </tool_call> closer
    {
      text: "I'll check the weather for you.\n\n<function=get_current_weather>\n<parameter=city>\nDallas\n</parameter>\n<parameter=state>\nTX\n</parameter>\n<parameter=unit>\nfahrenheit\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "get_current_weather", arguments: { city: "Dallas", state: "TX", unit: "fahrenheit" } }],
      strip: "I'll check the weather for you.",
    },
    // corpus qwen-09: prose before, trailing space after </tool_call>
    {
      text: "I need to check the weather for Tokyo and Paris as well. Let me get that information for you.\n\n<tool_call>\n<function=get_current_weather>\n<parameter=location>\nTokyo, Japan\n</parameter>\n</function>\n</tool_call> ",
      calls: [{ name: "get_current_weather", arguments: { location: "Tokyo, Japan" } }],
      strip: "I need to check the weather for Tokyo and Paris as well. Let me get that information for you.",
    },
    // corpus qwen-11: malformed first block dropped, valid sibling kept
    {
      text: "<tool_call>\n<function=bad_func_no_gt\n</function>\n</tool_call>\n<tool_call>\n<function=get_current_weather>\n<parameter=city>Dallas</parameter>\n<parameter=state>TX</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "get_current_weather", arguments: { city: "Dallas", state: "TX" } }],
      strip: "",
    },
    // corpus qwen-15: Hermes closer missing, JSON complete
    { text: '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}', calls: [{ name: "final_answer", arguments: { trigger: true } }], strip: "" },
    // corpus qwen-17: arguments as a JSON-encoded string, decoded once
    {
      text: '<tool_call>\n{"name": "get_db_config", "arguments": "{\\"param\\": \\"max_connections\\"}"}\n</tool_call>',
      calls: [{ name: "get_db_config", arguments: { param: "max_connections" } }],
      strip: "",
    },
    // corpus qwen-20: two comma-separated objects in one block
    {
      text: '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_tourist_attractions", "arguments": {"city": "London"}}</tool_call>',
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "get_tourist_attractions", arguments: { city: "London" } },
      ],
      strip: "",
    },
    // corpus qwen-24: <tool> wrapper
    { text: '<tool>\n  {"name": "special_function", "arguments": {"arg1": 1}}\n</tool>', calls: [{ name: "special_function", arguments: { arg1: 1 } }], strip: "" },
    // Hermes, canonical, with prose on both sides
    {
      text: 'Reading it.\n<tool_call>\n{"name": "read", "arguments": {"path": "src/日本.ts"}}\n</tool_call>\nDone.',
      calls: [{ name: "read", arguments: { path: "src/日本.ts" } }],
      strip: "Reading it. Done.",
    },
    // parallel Hermes blocks keep their order
    {
      text: '<tool_call>{"name": "a", "arguments": {}}</tool_call>\n<tool_call>{"name": "b", "parameters": {"x": [1, {"y": null}]}}</tool_call>',
      calls: [
        { name: "a", arguments: {} },
        { name: "b", arguments: { x: [1, { y: null }] } },
      ],
      strip: "",
    },
    // {"type":"function","function":{...}} wrapper
    { text: '<tool_call>{"type": "function", "function": {"name": "ls", "arguments": {"path": "."}}}</tool_call>', calls: [{ name: "ls", arguments: { path: "." } }], strip: "" },
    // a name with no arguments
    { text: '<tool_call>{"name": "list_files"}</tool_call>', calls: [{ name: "list_files", arguments: {} }], strip: "" },
    // values keep quotes, backslashes, newlines, emoji; only one leading/trailing newline goes
    {
      text: '<tool_call>\n<function=write>\n<parameter=path>\nC:\\Users\\me\\a "b".txt\n</parameter>\n<parameter=content>\n\n  line 1\n  🎉 "quoted" \\n\n\n</parameter>\n</function>\n</tool_call>',
      calls: [{ name: "write", arguments: { path: 'C:\\Users\\me\\a "b".txt', content: '\n  line 1\n  🎉 "quoted" \\n\n' } }],
      strip: "",
    },
    // two functions in one <tool_call>
    {
      text: "<tool_call>\n<function=a>\n<parameter=x>1</parameter>\n</function>\n<function=b>\n</function>\n</tool_call>",
      calls: [
        { name: "a", arguments: { x: "1" } },
        { name: "b", arguments: {} },
      ],
      strip: "",
    },
    // a missing </parameter> is not closed by guessing: the closed block is stripped and nothing runs
    { text: "<tool_call>\n<function=grep>\n<parameter=pattern>\nfoo\n<parameter=path>\nsrc\n</function>\n</tool_call>", calls: [], strip: "" },
    // null becomes null, without a schema everything else stays text
    { text: "<tool_call><function=f><parameter=a>null</parameter><parameter=b>5</parameter></function></tool_call>", calls: [{ name: "f", arguments: { a: null, b: "5" } }], strip: "" },
    // SCHEMA-DEPENDENT: values typed by the declared schema
    {
      text: "<tool_call>\n<function=weather>\n<parameter=city>\n42\n</parameter>\n<parameter=days>\n3\n</parameter>\n<parameter=ratio>\n0.5\n</parameter>\n<parameter=metric>\nTrue\n</parameter>\n<parameter=filter>\n{'a': True, \"b\": [1]}\n</parameter>\n<parameter=tags>\n[\"x\", \"y\"]\n</parameter>\n<parameter=extra>\n7\n</parameter>\n</function>\n</tool_call>",
      tools: { weather: weatherSchema },
      calls: [{ name: "weather", arguments: { city: "42", days: 3, ratio: 0.5, metric: true, filter: { a: true, b: [1] }, tags: ["x", "y"], extra: "7" } }],
      strip: "",
    },
    // <function=N>{json}</function> and <function name="N">{json}</function>
    { text: 'Now: <function=search>{"q": "vllm"}</function>', calls: [{ name: "search", arguments: { q: "vllm" } }], strip: "Now:" },
    { text: '<function name="search">{"q": "a \\"b\\""}</function> ok', calls: [{ name: "search", arguments: { q: 'a "b"' } }], strip: "ok" },
    // a declared tool among declared tools
    { text: '<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>', tools: ["read", "bash"], calls: [{ name: "read", arguments: { path: "a" } }], strip: "" },
    // a DSML block nested inside a Hermes string argument stays a string
    {
      text: '<tool_call>{"name": "write", "arguments": {"content": "<｜DSML｜tool_calls>\\n<｜DSML｜invoke name=\\"x\\">\\n</｜DSML｜invoke>\\n</｜DSML｜tool_calls>"}}</tool_call>',
      calls: [{ name: "write", arguments: { content: '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="x">\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>' } }],
      strip: "",
    },
    // --- a repeated parameter or key: nobody knows which value the model meant, the call does not run ---
    // (a closed <tool_call> is stripped, as other malformed blocks are; the other forms stay text)
    {
      text: "Running.\n<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n<parameter=command>\nrm -rf /\n</parameter>\n</function>\n</tool_call>\nDone.",
      calls: [],
      strip: "Running. Done.",
    },
    {
      text: "<function=bash>\n<parameter=command>\nls\n</parameter>\n<parameter=command>\nrm -rf /\n</parameter>\n</function>",
      calls: [],
      strip: "<function=bash>\n<parameter=command>\nls\n</parameter>\n<parameter=command>\nrm -rf /\n</parameter>\n</function>",
    },
    { text: '<tool_call>{"name": "bash", "arguments": {"command": "ls", "command": "rm -rf /"}}</tool_call>', calls: [], strip: '<tool_call>{"name": "bash", "arguments": {"command": "ls", "command": "rm -rf /"}}</tool_call>' },
    {
      text: '<tool_call>{"name": "bash", "arguments": "{\\"command\\": \\"ls\\", \\"command\\": \\"rm -rf /\\"}"}</tool_call>',
      calls: [],
      strip: '<tool_call>{"name": "bash", "arguments": "{\\"command\\": \\"ls\\", \\"command\\": \\"rm -rf /\\"}"}</tool_call>',
    },
    { text: '<function=bash>{"command": "ls", "command": "rm -rf /"}</function>', calls: [], strip: '<function=bash>{"command": "ls", "command": "rm -rf /"}</function>' },
    { text: '<function name="bash">{"command": "ls", "command": "rm -rf /"}</function>', calls: [], strip: '<function name="bash">{"command": "ls", "command": "rm -rf /"}</function>' },
    // a repeated parameter in a block whose value documents a call: the whole block goes, nothing inside runs
    {
      text: "<tool_call>\n<function=write_file>\n<parameter=path>\na.md\n</parameter>\n<parameter=content>\n<tool_call>\n<function=bash>\n<parameter=command>\nrm -rf /\n</parameter>\n</function>\n</tool_call>\n</parameter>\n<parameter=path>\nb.md\n</parameter>\n</function>\n</tool_call>",
      calls: [],
      strip: "",
    },
    // the repeated block goes, its valid sibling still runs
    {
      text: "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n<parameter=command>\npwd\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=read>\n<parameter=path>\na\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "",
    },
    // --- SCHEMA-DEPENDENT: a boolean other than true/false stays text (the schema then judges it) ---
    {
      text: "<tool_call><function=weather><parameter=metric>yes</parameter></function></tool_call>",
      tools: { weather: weatherSchema },
      calls: [{ name: "weather", arguments: { metric: "yes" } }],
      strip: "",
    },
    { text: "<tool_call><function=weather><parameter=metric>1</parameter></function></tool_call>", tools: { weather: weatherSchema }, calls: [{ name: "weather", arguments: { metric: "1" } }], strip: "" },
    { text: "<tool_call><function=weather><parameter=metric></parameter></function></tool_call>", tools: { weather: weatherSchema }, calls: [{ name: "weather", arguments: { metric: "" } }], strip: "" },
    {
      text: "<tool_call><function=weather><parameter=metric>\nFALSE\n</parameter></function></tool_call>",
      tools: { weather: weatherSchema },
      calls: [{ name: "weather", arguments: { metric: false } }],
      strip: "",
    },
    // --- SCHEMA-DEPENDENT: a string-typed parameter holding null stays the string "null" ---
    {
      text: "<tool_call>\n<function=weather>\n<parameter=city>\nnull\n</parameter>\n<parameter=days>\nnull\n</parameter>\n</function>\n</tool_call>",
      tools: { weather: weatherSchema },
      calls: [{ name: "weather", arguments: { city: "null", days: null } }],
      strip: "",
    },
    // --- a value is content: tags written inside it stay in it, and nothing inside it runs ---
    // a `</function>` inside a value (the structure after the real `</parameter>` shows where it ends)
    {
      text: "<tool_call>\n<function=write>\n<parameter=path>\na.xml\n</parameter>\n<parameter=content>\n<a></function></a>\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "write", arguments: { path: "a.xml", content: "<a></function></a>" } }],
      strip: "",
    },
    {
      text: "<function=write>\n<parameter=content>\nx </function> y\n</parameter>\n</function>",
      calls: [{ name: "write", arguments: { content: "x </function> y" } }],
      strip: "",
    },
    // a file that documents the format: a complete <tool_call> block inside `content`, the outer call runs with it
    {
      text: "Writing the doc.\n<tool_call>\n<function=write_file>\n<parameter=path>\nnotes.md\n</parameter>\n<parameter=content>\n<tool_call>\n<function=demo>\n<parameter=x>\n1\n</parameter>\n</function>\n</tool_call>\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "write_file", arguments: { path: "notes.md", content: "<tool_call>\n<function=demo>\n<parameter=x>\n1\n</parameter>\n</function>\n</tool_call>" } }],
      strip: "Writing the doc.",
    },
    // the same with `content` first, and with a second parameter after it
    {
      text: "<tool_call>\n<function=write_file>\n<parameter=content>\n<tool_call>\n<function=demo>\n<parameter=x>\n1\n</parameter>\n</function>\n</tool_call>\n</parameter>\n<parameter=path>\nnotes.md\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "write_file", arguments: { content: "<tool_call>\n<function=demo>\n<parameter=x>\n1\n</parameter>\n</function>\n</tool_call>", path: "notes.md" } }],
      strip: "",
    },
    // two documented parameters inside the value: `</parameter>` then `<parameter=b>` is a second reading (before: ran
    // with the value whole), for a tool that does not declare `b` (content, or a parameter the model added) …
    {
      text: "<tool_call>\n<function=write_file>\n<parameter=content>\nExample:\n<parameter=a>\n1\n</parameter>\n<parameter=b>\n2\n</parameter>\ndone\n</parameter>\n</function>\n</tool_call>",
      tools: { write_file: writeSchema },
      calls: [],
      strip: "",
    },
    // … and for one without a schema (every name may be a parameter)
    {
      text: "<tool_call>\n<function=write_file>\n<parameter=content>\nExample:\n<parameter=a>\n1\n</parameter>\n<parameter=b>\n2\n</parameter>\ndone\n</parameter>\n</function>\n</tool_call>",
      calls: [],
      strip: "",
    },
    // only the tail of a block inside the value
    {
      text: "<tool_call>\n<function=write_file>\n<parameter=content>\nEnd a call with:\n</parameter>\n</function>\n</tool_call>\nthat is all.\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "write_file", arguments: { content: "End a call with:\n</parameter>\n</function>\n</tool_call>\nthat is all." } }],
      strip: "",
    },
    // an XML snippet with `</function>` and `</tool_call>` (a reported Qwen3.5 output)
    {
      text: "<tool_call>\n<function=write_file>\n<parameter=path>\nnotes.xml\n</parameter>\n<parameter=content>\n<function=demo>\n</function>\n</tool_call>\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "write_file", arguments: { path: "notes.xml", content: "<function=demo>\n</function>\n</tool_call>" } }],
      strip: "",
    },
    // lone tags in a command
    {
      text: "<tool_call>\n<function=bash>\n<parameter=command>\necho '<tool_call>' && grep -c '</parameter>' a.xml\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "bash", arguments: { command: "echo '<tool_call>' && grep -c '</parameter>' a.xml" } }],
      strip: "",
    },
    {
      text: "<tool_call>\n<function=bash>\n<parameter=command>\ngrep -n '<parameter=edits>' src/xml.ts\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=read>\n<parameter=path>\nsrc/xml.ts\n</parameter>\n</function>\n</tool_call>",
      tools: { bash: { type: "object", properties: { command: { type: "string" } } }, read: { type: "object", properties: { path: { type: "string" } } } },
      calls: [
        { name: "bash", arguments: { command: "grep -n '<parameter=edits>' src/xml.ts" } },
        { name: "read", arguments: { path: "src/xml.ts" } },
      ],
      strip: "",
    },
    {
      text: "<tool_call>\n<function=bash>\n<parameter=command>\npython3 - <<'PY'\npattern = r'<parameter=edits>\\n(.*?)\\n</parameter>'\nPY\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "bash", arguments: { command: "python3 - <<'PY'\npattern = r'<parameter=edits>\\n(.*?)\\n</parameter>'\nPY" } }],
      strip: "",
    },
    // --- a value that cannot be delimited with certainty: the call does not run ---
    // no `</parameter>`, and a `</function>` inside the value
    { text: "<tool_call>\n<function=write>\n<parameter=content>\nx </function> y\n</function>\n</tool_call>", calls: [], strip: "" },
    { text: "<function=write>\n<parameter=content>\nx </function> y\n</function>", calls: [], strip: "<function=write>\n<parameter=content>\nx </function> y\n</function>" },
    // a stray `</parameter>` that closes nothing, and no real one
    { text: "<tool_call>\n<function=bash>\n<parameter=command>\ngrep '</parameter>' f\n</function>\n</tool_call>", calls: [], strip: "" },
    // stray close tags after the block: its end is in doubt
    { text: "<tool_call>\n<function=write>\n<parameter=content>\nx\n</parameter>\n</function>\n</tool_call>\n</parameter>", calls: [], strip: "</parameter>" },
    // a value cut short before the next block never swallows that block: the next block runs, the cut one stays text
    {
      text: "<tool_call>\n<function=a>\n<parameter=x>\ncut\n<tool_call>\n<function=b>\n<parameter=y>\n2\n</parameter>\n</function>\n</tool_call>",
      calls: [{ name: "b", arguments: { y: "2" } }],
      strip: "<tool_call>\n<function=a>\n<parameter=x>\ncut",
    },
    // (and a next block whose own `</parameter>` is missing does not run either)
    {
      text: "<tool_call>\n<function=a>\n<parameter=x>\ncut\n<tool_call>\n<function=b>\n<parameter=y>\n2\n</function>\n</tool_call>",
      calls: [],
      strip: "<tool_call>\n<function=a>\n<parameter=x>\ncut",
    },
    // --- values whose end is not certain (issue 31, item 10): nothing is closed by guessing ---
    // the example: `</parameter>` missing after Dallas; before, city was "Dallas\n<parameter=state>\nTX"
    { text: "<tool_call>\n<function=get_weather>\n<parameter=city>\nDallas\n<parameter=state>\nTX\n</parameter>\n</function>\n</tool_call>", calls: [], strip: "" },
    { text: "<tool_call>\n<function=get_weather>\n<parameter=city>\nDallas\n<parameter=state>\nTX\n</parameter>\n</function>\n</tool_call>", tools: { get_weather: weatherTool }, calls: [], strip: "" },
    // the same without the wrapper: the bare block stays text
    { text: "<function=get_weather>\n<parameter=city>\nDallas\n<parameter=state>\nTX\n</parameter>\n</function>", tools: { get_weather: weatherTool }, calls: [], strip: "<function=get_weather>\n<parameter=city>\nDallas\n<parameter=state>\nTX\n</parameter>\n</function>" },
    // no `</parameter>` at all (vLLM closes it at the next opener; here it does not run)
    { text: "<tool_call>\n<function=get_weather>\n<parameter=city>\nDallas\n</function>\n</tool_call>", tools: { get_weather: weatherTool }, calls: [], strip: "" },
    // a file's content holding `</parameter>` then `<parameter=new_string>`, a parameter the tool declares: two readings, no call
    // (before: old_string was cut at the look-alike and the rest became new_string)
    {
      text: "<tool_call>\n<function=Edit>\n<parameter=file_path>\nx.md\n</parameter>\n<parameter=old_string>\nEnd a value with\n</parameter>\n<parameter=new_string>\nthen\n</parameter>\n<parameter=new_string>\nEnd it with\n</parameter>\n</function>\n</tool_call>",
      tools: { Edit: editSchema },
      calls: [],
      strip: "",
    },
    {
      text: "<tool_call>\n<function=Edit>\n<parameter=file_path>\nx.md\n</parameter>\n<parameter=old_string>\na\n</parameter>\n<parameter=new_string>\nb\n</parameter>\n<parameter=new_string>\nc\n</parameter>\n</function>\n</tool_call>",
      tools: { Edit: editSchema },
      calls: [],
      strip: "",
    },
    // the same look-alike in a tool that does not declare `new_string`: the file's text, or a parameter the model
    // added? Two readings, no call (before: the file was cut at the look-alike and written)
    {
      text: "<tool_call>\n<function=write>\n<parameter=path>\ndoc.md\n</parameter>\n<parameter=content>\nEnd a value with\n</parameter>\n<parameter=new_string>\nthen the next one.\n</parameter>\n</function>\n</tool_call>",
      tools: { write: writeSchema },
      calls: [],
      strip: "",
    },
    // so a parameter the tool does not declare, after another one, refuses the call: it is never read into the value
    // before it (`command` would be "ls\n</parameter>\n<parameter=description>\nlist files")
    {
      text: "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n<parameter=description>\nlist files\n</parameter>\n</function>\n</tool_call>",
      tools: { bash: { type: "object", properties: { command: { type: "string" } } } },
      calls: [],
      strip: "",
    },
    // first, it has no value before it to belong to: the call runs, and the tool's schema judges the extra key
    {
      text: "<tool_call>\n<function=bash>\n<parameter=description>\nlist files\n</parameter>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>",
      tools: { bash: { type: "object", properties: { command: { type: "string" } } } },
      calls: [{ name: "bash", arguments: { description: "list files", command: "ls" } }],
      strip: "",
    },
    // a lone opener of an undeclared parameter: content
    {
      text: "<tool_call>\n<function=get_weather>\n<parameter=city>\nDallas\n<parameter=zip>\n75001\n</parameter>\n</function>\n</tool_call>",
      tools: { get_weather: weatherTool },
      calls: [{ name: "get_weather", arguments: { city: "Dallas\n<parameter=zip>\n75001" } }],
      strip: "",
    },
    // a `</parameter>` with no opener after it: content
    {
      text: "<tool_call>\n<function=write>\n<parameter=path>\ndoc.md\n</parameter>\n<parameter=content>\nClose it with\n</parameter>\nand go on.\n</parameter>\n</function>\n</tool_call>",
      tools: { write: writeSchema },
      calls: [{ name: "write", arguments: { path: "doc.md", content: "Close it with\n</parameter>\nand go on." } }],
      strip: "",
    },
    // a `</tool_call>` look-alike with text after it is no end of the call (`</function>` missing is tolerated only at a clean end)
    {
      text: "<tool_call>\n<function=write>\n<parameter=path>\ndoc.md\n</parameter>\n<parameter=content>\nx\n</parameter>\n</tool_call>\ny\n</parameter>\n</function>\n</tool_call>",
      tools: { write: writeSchema },
      calls: [{ name: "write", arguments: { path: "doc.md", content: "x\n</parameter>\n</tool_call>\ny" } }],
      strip: "",
    },
    // --- a pythonic call inside <tool_call> ---
    { text: 'Reading.\n<tool_call>read(path="src/a.ts", limit=20)</tool_call>', tools: ["read"], calls: [{ name: "read", arguments: { path: "src/a.ts", limit: 20 } }], strip: "Reading." },
    { text: "<tool_call>\nlist_files()\n</tool_call>", calls: [{ name: "list_files", arguments: {} }], strip: "" },
    // not run: undeclared, positional, a repeated keyword, never closed
    { text: '<tool_call>rm(path="/")</tool_call>', tools: ["read"], calls: [], strip: '<tool_call>rm(path="/")</tool_call>' },
    { text: '<tool_call>read("a")</tool_call>', calls: [], strip: '<tool_call>read("a")</tool_call>' },
    { text: '<tool_call>read(path="a", path="b")</tool_call>', calls: [], strip: '<tool_call>read(path="a", path="b")</tool_call>' },
    { text: 'I would write <tool_call>read(path="a") here', calls: [], strip: 'I would write <tool_call>read(path="a") here' },
    // issue 31.9: a real Gemma 3n output spells the arguments `args`; before, it ran with {}
    {
      text: '<tool_call>{"name": "ha_call_service", "args": {"action": "turn_off", "device_id": "light.salon"}}</tool_call>',
      calls: [{ name: "ha_call_service", arguments: { action: "turn_off", device_id: "light.salon" } }],
      strip: "",
    },
    // Anthropic's `tool_use` member name, and `args` inside the OpenAI wrapper
    { text: '<tool_call>{"name": "read", "input": {"path": "a"}, "id": "t1"}</tool_call>', calls: [{ name: "read", arguments: { path: "a" } }], strip: "" },
    { text: '<tool_call>{"type": "function", "function": {"name": "read", "args": "{\\"path\\": \\"a\\"}"}}</tool_call>', calls: [{ name: "read", arguments: { path: "a" } }], strip: "" },
    { text: '<tool>{"name": "read", "args": {"path": "a"}}</tool>', calls: [{ name: "read", arguments: { path: "a" } }], strip: "" },
  ],
  negative: [
    // issue 31.9: a member that may be the arguments under an unknown spelling, or two spellings: never run
    '<tool_call>{"name": "ha_call_service", "params": {"action": "turn_off"}}</tool_call>',
    '<tool_call>{"name": "bash", "arguments": {"command": "ls"}, "args": {"command": "rm -rf ~"}}</tool_call>',
    '<tool_call>{"name": "bash", "input": {"command": "ls"}, "parameters": {"command": "ls"}}</tool_call>',
    '<tool_call>{"name": "bash", "arguments": {"command": "rm -rf build"}, "options": {"dry_run": true}}</tool_call>',
    '<tool_call>{"type": "function", "function": {"name": "bash"}, "arguments": {"command": "ls"}}</tool_call>',
    '<tool_call>{"type": "tool", "name": "bash", "arguments": {"command": "ls"}}</tool_call>',
    '<tools>{"name": "bash", "cmd": "ls"}</tools>',
    // corpus qwen-16: JSON missing its final brace
    '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}',
    // corpus negative-08: truncated call
    '<tool_call>{"name": "invalid_tool", ',
    // corpus negative-02: fenced explanation
    "Qwen3-Coder emits tool calls in an XML-attribute format:\n\n```\n<tool_call><function=NAME><parameter=KEY>VALUE</parameter></function></tool_call>\n```\n\nNone of the existing parsers match it.",
    // corpus negative-18: GLM block in a fence
    "GLM-4.5 writes calls as:\n\n```\n<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>\n```\n\nso a JSON-only Hermes regex will not see them.",
    // GLM-shaped, outside a fence: not ours
    "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>",
    "<tool_call>get_weather</tool_call>",
    // arrays are another grammar's
    '<tool_call>[{"name": "a", "arguments": {}}]</tool_call>',
    // inline code
    'Write `<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>` to call it.',
    // truncated mid-value
    "<tool_call>\n<function=bash>\n<parameter=command>\nrm -rf bu",
    // never closed function (no </function>, no </tool_call>)
    "<function=bash>\n<parameter=command>\nls\n</parameter>\n",
    // junk between the JSON and the closer
    '<tool_call>{"name": "a", "arguments": {}} and more</tool_call>',
    // undeclared names
    { text: '<tool_call>{"name": "rm_everything", "arguments": {}}</tool_call>', tools: ["read"] },
    { text: "<function=rm_everything>\n</function>", tools: ["read"] },
    // inside <think>: never committed
    '<think>I could call <tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call></think>Answer: no.',
    // data: no name, name not a string, arguments not an object
    '<tool_call>{"city": "Paris"}</tool_call>',
    '<tool_call>{"name": 3, "arguments": {}}</tool_call>',
    '<tool_call>{"name": "a", "arguments": "not json"}</tool_call>',
    '<tool_call>{"name": "a", "arguments": [1]}</tool_call>',
    // wrappers need arguments
    '<response>{"name": "Alice"}</response>',
    // prose naming the syntax
    "Qwen writes <tool_call> tags, and <function=NAME> inside them.",
  ],
});

describe("qwen strip mode", () => {
  it("removes the markup and appends nothing", () => {
    const r = runGrammar([qwen], { text: 'Ok. <tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: { type: string }[] }).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok.");
  });
});

describe("qwen stays linear", () => {
  it("reads thousands of nested, lone and stray tags quickly", () => {
    const text = [
      "<tool_call>\n<function=f>\n<parameter=a>\n<parameter=b>\n",
      "x </parameter> y </function>\n",
      "<function=g>\n<parameter=c>\n</parameter>\n</function>\n</tool_call>\n</parameter>\n",
    ]
      .join("")
      .repeat(5000);
    // each unit: `f` cannot be delimited, so its closed <tool_call> is stripped; the stray close after it stays
    const r = runGrammar([qwen], { text });
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe(new Array<string>(5000).fill("</parameter>").join(" "));
  });

  it("reads thousands of unclosed openers quickly", () => {
    const text = ["<tool_call>\n<function=f>\n<parameter=a>\nx\n", "<function=g>\n<parameter=b>\ny\n", '<tool_call>{"name": "a", '].join("").repeat(10000);
    const r = runGrammar([qwen], { text });
    expect(r.recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});

describe("qwen: a dangling bare <function= asks nothing of the markup around it (issue 35)", () => {
  /** qwen with the `isInert` calls of its scan inputs counted (one view per input, so the kit's per-input memos hold). */
  function counted(): { inert: () => number; grammar: typeof qwen } {
    let inert = 0;
    const views = new WeakMap<object, object>();
    const view = (input: object): object => {
      let v = views.get(input);
      if (v === undefined) {
        v = new Proxy(input, {
          get(target, key) {
            const value = Reflect.get(target, key, target) as unknown;
            if (typeof value !== "function") return value;
            if (key === "isInert") return (...a: unknown[]) => (inert++, (value as (...x: unknown[]) => unknown).apply(target, a));
            return (value as (...x: unknown[]) => unknown).bind(target);
          },
        });
        views.set(input, v);
      }
      return v;
    };
    const grammar = defineGrammar({
      name: qwen.name,
      host: "^1.0.0",
      stage: 100,
      markers: qwen.markers,
      owns: qwen.owns,
      literals: qwen.literals,
      scan: (text, at, input, options) => qwen.scan!(text, at, view(input) as typeof input, options as never),
    });
    return { inert: () => inert, grammar };
  }

  it("a thousand `<function=` with no header after an open <tool_call>: kept, and no opener is asked about", () => {
    const c = counted();
    const text = "<tool_call>\n" + "<function=x\n".repeat(1000);
    const r = runGrammar([c.grammar], { text });
    expect(r.recovered).toEqual([]);
    expect(visibleText(r.message)).toBe(text);
    expect(c.inert()).toBe(0);
  });
});

describe("hermesCall: the arguments of a JSON envelope", () => {
  it("takes an object, or a JSON string decoded once; a blank string is no arguments", () => {
    expect(hermesCall({ name: "f", arguments: { a: 1 } }, true)).toEqual({ name: "f", arguments: { a: 1 } });
    expect(hermesCall({ name: "f", arguments: '{"a": 1}' }, true)).toEqual({ name: "f", arguments: { a: 1 } });
    expect(hermesCall({ name: "f", arguments: "" }, true)).toEqual({ name: "f", arguments: {} });
    expect(hermesCall({ name: "f", arguments: " \n" }, true)).toEqual({ name: "f", arguments: {} });
    expect(hermesCall({ name: "f" }, false)).toEqual({ name: "f", arguments: {} });
  });

  it("makes no call of arguments that are not an object", () => {
    expect(hermesCall({ name: "f" }, true)).toBeUndefined();
    for (const args of ["[1]", '"a"', "{bad", '{"a": 1, "a": 2}', "null", [1], null, 3, true]) expect(hermesCall({ name: "f", arguments: args }, true), JSON.stringify(args)).toBeUndefined();
  });
});

describe("@pi-tool-repair/grammar-qwen/xml (deprecated)", () => {
  it("re-exports the kit's tag readers", () => {
    expect(xml.TagValues).toBe(kit.TagValues);
    expect(xml.parseFunctionBlock).toBe(kit.parseFunctionBlock);
    expect(xml.qwenValue).toBe(kit.qwenValue);
    expect([xml.FUNCTION_OPEN, xml.FUNCTION_CLOSE]).toEqual([kit.FUNCTION_OPEN, kit.FUNCTION_CLOSE]);
  });
});

// --- issue 35: llama.cpp's `<param=K>V</param>` beside `<parameter=K>` (common/chat-peg-parser.cpp, constructed tools) ---
describe("qwen: llama.cpp's <param=K> spelling", () => {
  const fnTool = { special_function_with_opt: { type: "object", properties: { arg1: { type: "integer" }, arg2: { type: "integer" } } } };
  new GrammarTester().run(qwen, {
    positive: [
      // non-ASCII tool names (issue 36): a declared name is read whatever its characters
      { name: 'a declared non-ASCII name', text: '<tool_call>\n<function=获取天气>\n<param=city>\n北京\n</param>\n</function>\n</tool_call>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }], strip: "" },
      {
        name: "llama.cpp test-chat-peg-parser 'parse long tool name'",
        text: "Let me call the function.<tool_call><function=special_function_with_opt><param=arg1>42</param></function></tool_call>",
        tools: fnTool,
        calls: [{ name: "special_function_with_opt", arguments: { arg1: 42 } }],
        strip: "Let me call the function.",
      },
      { name: "two parameters, Qwen3-Coder padding", text: "<tool_call>\n<function=weather>\n<param=city>\nParis\n</param>\n<param=days>\n3\n</param>\n</function>\n</tool_call>", tools: { weather: weatherSchema }, calls: [{ name: "weather", arguments: { city: "Paris", days: 3 } }], strip: "" },
      { name: "a </parameter> inside a <param= value is content", text: "<tool_call><function=write><param=path>a.md</param><param=content>ends with </parameter> here</param></function></tool_call>", tools: { write: writeSchema }, calls: [{ name: "write", arguments: { path: "a.md", content: "ends with </parameter> here" } }], strip: "" },
      { name: "a </param> inside a <parameter= value is content", text: "<tool_call><function=write><parameter=path>a.md</parameter><parameter=content>ends with </param> here</parameter></function></tool_call>", tools: { write: writeSchema }, calls: [{ name: "write", arguments: { path: "a.md", content: "ends with </param> here" } }], strip: "" },
    ],
    negative: [
      // this layout reads any name between its delimiters (unchanged), but a name the declared tools lack stays text
      { name: 'an undeclared non-ASCII name stays text', text: '<tool_call>\n<function=获取天气>\n<param=city>\n北京\n</param>\n</function>\n</tool_call>', tools: { get_weather: { type: "object", properties: { city: { type: "string" } } } } },
      { name: "a <param= value closed by </parameter>", text: "<tool_call><function=weather><param=city>Paris</parameter></function></tool_call>", tools: { weather: weatherSchema }, strip: "" },
      { name: "a <parameter= value closed by </param>", text: "<tool_call><function=weather><parameter=city>Paris</param></function></tool_call>", tools: { weather: weatherSchema }, strip: "" },
      { name: "the two spellings mixed in one block", text: "<tool_call><function=weather><param=city>Paris</param><parameter=days>3</parameter></function></tool_call>", tools: { weather: weatherSchema }, strip: "" },
      { name: "a <param= value without its closer", text: "<tool_call><function=weather><param=city>Paris\n<param=days>3</param></function></tool_call>", tools: { weather: weatherSchema }, strip: "" },
      { name: "a repeated <param=", text: "<tool_call><function=weather><param=city>Paris</param><param=city>Rome</param></function></tool_call>", tools: { weather: weatherSchema }, strip: "" },
      { name: "truncated", text: "<tool_call><function=weather><param=city>Par", tools: { weather: weatherSchema } },
      { name: "fenced", text: "```\n<tool_call><function=weather><param=city>Paris</param></function></tool_call>\n```", tools: { weather: weatherSchema } },
      { name: "an undeclared tool", text: "<tool_call><function=drop_db><param=name>prod</param></function></tool_call>", tools: { weather: weatherSchema } },
    ],
  });
});
