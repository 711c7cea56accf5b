import { GrammarTester } from "@pi-tool-repair/host/testing";
import { cwm } from "./index.js";

// Positives from Meta CWM's prompting guide (facebookresearch/cwm PROMPTING_GUIDE.md, "Tool Use": `<tool: $TOOL>⏎$CONTENT⏎</tool>`,
// its `bash` tool) with pi's bash schema: the raw content becomes the one required string field.
const BASH = { type: "object", properties: { command: { type: "string" }, timeout: { type: "number" } }, required: ["command"] };
const CREATE = { type: "object", properties: { path: { type: "string" }, content: { type: "string" } }, required: ["path", "content"] };
const PYTHON = { type: "object", properties: { code: { type: "string" } }, required: ["code"] };
const TOOLS = { bash: BASH, create: CREATE, python: PYTHON };

new GrammarTester().run(cwm, {
  positive: [
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII name', text: '<tool: 获取天气>\n北京\n</tool>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }] },
    { name: 'a required field typed by an alias (`str`)', text: '<tool: bash>\nls\n</tool>', tools: { bash: { type: "object", properties: { command: { type: "str" } }, required: ["command"] } }, calls: [{ name: "bash", arguments: { command: "ls" } }] },
    { name: "the guide's bash tool", text: "<tool: bash>\nls -la\n</tool>", tools: TOOLS, calls: [{ name: "bash", arguments: { command: "ls -la" } }], strip: "" },
    {
      name: "after reasoning and prose, a multi-line command",
      text: "<think>\nI should look for the function.\n</think>\nLet me search.\n<tool: bash>\nfind . -name \"*.py\" | xargs grep -n \"def bulk_create\"\ncd src && ls\n</tool>",
      tools: TOOLS,
      calls: [{ name: "bash", arguments: { command: 'find . -name "*.py" | xargs grep -n "def bulk_create"\ncd src && ls' } }],
      strip: "<think> I should look for the function. </think> Let me search.",
    },
    // regression (family-gaps property): a declared tool's name is read whatever its characters
    { name: "a declared non-ASCII name", text: "<tool: 执行>\nls\n</tool>", tools: { 执行: BASH }, calls: [{ name: "执行", arguments: { command: "ls" } }] },
    { name: "a python tool: the code as written", text: "<tool: python>\nimport os\nprint(os.getcwd())\n</tool>", tools: TOOLS, calls: [{ name: "python", arguments: { code: "import os\nprint(os.getcwd())" } }] },
    {
      name: "two calls in a row",
      text: "<tool: bash>\npwd\n</tool>\n<tool: bash>\nls\n</tool>",
      tools: TOOLS,
      calls: [
        { name: "bash", arguments: { command: "pwd" } },
        { name: "bash", arguments: { command: "ls" } },
      ],
    },
  ],
  negative: [
    // without declared tools the strict name rule stands: a non-ASCII name is no call
    { name: 'an undeclared non-ASCII name stays text', text: '<tool: 获取天气>\n北京\n</tool>' },
    { name: "prose mention", text: "CWM calls tools with <tool: NAME> tags.", tools: TOOLS },
    { name: "fenced", text: "```\n<tool: bash>\nls\n</tool>\n```", tools: TOOLS },
    { name: "truncated: no </tool>", text: "<tool: bash>\nrm -rf build", tools: TOOLS },
    { name: "undeclared tool", text: "<tool: rm>\n-rf /\n</tool>", tools: TOOLS },
    { name: "a tool with several required fields (the guide's create): no guess at the split", text: "<tool: create>\na.txt\nhello\n</tool>", tools: TOOLS },
    { name: "a sentence is not a command", text: "<tool: bash>\nI'll list the files now.\n</tool>", tools: TOOLS },
    { name: "the content quotes the closer: two readings", text: "<tool: bash>\ncat > a.xml <<EOF\n</tool>\nEOF\n</tool>", tools: TOOLS },
    { name: "wrong family: Hermes-2-Pro's <tool> wrapper", text: '<tool>{"name": "bash", "arguments": {"command": "ls"}}</tool>', tools: TOOLS },
    // regression (properties after the merge): no schema, no known field: the raw text is never the arguments
    { name: "a tool the context gives no schema for: no call (which field the text fills is unknown)", text: "<tool: deploy>\nstaging\n</tool>" },
    { name: "no schema at all, a pi tool's name: no call", text: "<tool: write>\na\n</tool>" },
    // regression (inert properties): a call only shown, in a fence, a block quote, <code> or quotation marks, stays text
    { name: "in a ~~~ fence", text: "Example:\n~~~\n<tool: bash>\na\n</tool>\n~~~\nDone.", tools: TOOLS },
    { name: "in a block quote", text: "They wrote:\n\n> <tool: bash>\n> a\n> </tool>\n\nDone.", tools: TOOLS },
    { name: "in <pre>", text: "<pre>\n<tool: bash>\na\n</tool>\n</pre>\nDone.", tools: TOOLS },
    { name: "in quotation marks", text: 'You: "<tool: bash>\na\n</tool>"', tools: TOOLS },
    { name: "in a JSON string", text: '{"example": "<tool: bash>\na\n</tool>"}', tools: TOOLS },
    { name: "an undeclared non-ASCII name: the strict rule", text: "<tool: 执行>\nls\n</tool>", tools: TOOLS },
    { name: "no space: another convention", text: "<tool:bash>\nls\n</tool>", tools: TOOLS },
  ],
});
