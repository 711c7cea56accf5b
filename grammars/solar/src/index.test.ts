import { GrammarTester } from "@pi-tool-repair/host/testing";
import { solar } from "./index.js";

const call1 = (id: string, name: string, args: string) => `<|tool_call:begin|>${id}<|tool_call:name|>${name}<|tool_call:args|>${args}<|tool_call:end|>`;
const arg = (k: string, v: string) => `<|tool_arg:start|>${k}<|tool_arg:value|>${v}<|tool_arg:end|>\n`;
const call2 = (name: string, args: string) => `<|tool_call:start|>${name}\n${args}<|tool_call:end|>`;
const WEATHER = { get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" }, metric: { type: "boolean" } } } };
const WRITE = { write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } } };

new GrammarTester().run(solar, {
  positive: [
    // Solar Open: the layout upstage-Solar-Open-100B.jinja renders (llama.cpp models/templates)
    {
      name: "Solar Open: the template's turn, two calls",
      text: `<|tool_calls|>${call1("call_0", "get_weather", '{"city": "Seoul"}')}${call1("call_1", "read", '{"path": "a.ts"}')}<|calls|>`,
      calls: [
        { name: "get_weather", arguments: { city: "Seoul" } },
        { name: "read", arguments: { path: "a.ts" } },
      ],
      strip: "",
    },
    { name: "Solar Open: one call without the section tokens", text: `Checking.${call1("abc123", "get_weather", '{"city": "Seoul", "days": 3}')}`, calls: [{ name: "get_weather", arguments: { city: "Seoul", days: 3 } }], strip: "Checking." },
    { name: "Solar Open: `<|calls|>` missing after complete calls (it is the stop token)", text: `<|tool_calls|>${call1("c", "ls", "{}")}`, calls: [{ name: "ls", arguments: {} }], strip: "" },
    // Solar Open 2: row 48 of the reference (vLLM's solar_open2 parser): values as text, typed by the schema
    {
      name: "Solar Open 2: typed by the schema",
      tools: WEATHER,
      text: call2("get_weather", arg("city", "Seoul") + arg("days", "3") + arg("metric", "true")),
      calls: [{ name: "get_weather", arguments: { city: "Seoul", days: 3, metric: true } }],
      strip: "",
    },
    {
      name: "Solar Open 2: a value holding its own tags and line breaks stays whole",
      tools: WRITE,
      text: `Writing it.\n${call2("write", arg("path", "doc.md") + arg("content", "Use <|tool_arg:end|> to close\na value."))}`,
      calls: [{ name: "write", arguments: { path: "doc.md", content: "Use <|tool_arg:end|> to close\na value." } }],
      strip: "Writing it.",
    },
    { name: "Solar Open 2: no arguments", text: call2("now", ""), calls: [{ name: "now", arguments: {} }], strip: "" },
    {
      name: "Solar Open 2: two calls",
      tools: { ...WEATHER, ...WRITE },
      text: `${call2("get_weather", arg("city", "Seoul"))}\n${call2("write", arg("path", "a.txt"))}`,
      calls: [
        { name: "get_weather", arguments: { city: "Seoul" } },
        { name: "write", arguments: { path: "a.txt" } },
      ],
      strip: "",
    },
  ],
  negative: [
    { name: "Solar Open: truncated arguments", text: `<|tool_calls|><|tool_call:begin|>c<|tool_call:name|>ls<|tool_call:args|>{"path": "` },
    { name: "Solar Open: closer missing", text: '<|tool_call:begin|>c<|tool_call:name|>ls<|tool_call:args|>{"path": "a"}' },
    { name: "Solar Open: arguments not an object", text: call1("c", "ls", '"a"') },
    { name: "Solar Open: not a tool name", text: call1("c", "rm -rf", "{}") },
    { name: "Solar Open: a name repeated in the arguments", text: call1("c", "ls", '{"path": "a", "path": "b"}') },
    { name: "Solar Open 2: a value never closed", tools: WRITE, text: `<|tool_call:start|>write\n<|tool_arg:start|>path<|tool_arg:value|>a.txt` },
    { name: "Solar Open 2: closer missing", tools: WRITE, text: `<|tool_call:start|>write\n${arg("path", "a.txt")}` },
    { name: "Solar Open 2: a key repeated", tools: WRITE, text: call2("write", arg("path", "a") + arg("path", "b")) },
    { name: "Solar Open 2: a close followed by an undeclared key has two readings", tools: WRITE, text: call2("write", arg("content", "x") + arg("mode", "y")) },
    { name: "Solar Open 2: no name line", text: `<|tool_call:start|>${arg("path", "a")}<|tool_call:end|>` },
    { name: "fenced", text: "```\n" + call1("c", "ls", "{}") + "\n```" },
    { name: "inline code", text: `Solar writes \`${call2("ls", "")}\`.` },
    { name: "inside <think>", text: `<think>${call1("c", "ls", "{}")}</think>` },
    { name: "undeclared tool", tools: ["read"], text: call1("c", "ls", "{}") },
    { name: "prose on both sides", text: `The format is ${call1("c", "ls", "{}")} and so on.` },
  ],
});
