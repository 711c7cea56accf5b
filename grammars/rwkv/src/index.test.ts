import { GrammarTester, countedScans } from "@pi-tool-repair/host/testing";
import { rwkv } from "./index.js";

const TOOLS = ["read", "bash", "get_weather"];
const F = "```";
/** One call as the RWKV-7 template writes it (vLLM rwkv_tool_parser.py: `**Tool Call:**\s*```json\s*{…}\s*````). */
const block = (json: string): string => `**Tool Call:**\n${F}json\n${json}\n${F}`;
const READ = block('{"name": "read", "arguments": {"path": "src/a.ts"}}');

new GrammarTester().run(rwkv, {
  positive: [
    { name: "one call, the whole reply", tools: TOOLS, text: READ, calls: [{ name: "read", arguments: { path: "src/a.ts" } }], strip: "" },
    {
      name: "text on the lines before, the call after it",
      tools: TOOLS,
      text: `I'll read the file first.\n\n${READ}\n`,
      calls: [{ name: "read", arguments: { path: "src/a.ts" } }],
      strip: "I'll read the file first.",
    },
    {
      name: "two calls, each with its own marker line",
      tools: TOOLS,
      text: `${block('{"name": "get_weather", "arguments": {"city": "Paris"}}')}\n\n${block('{"name": "get_weather", "arguments": {"city": "Oslo"}}')}`,
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "get_weather", arguments: { city: "Oslo" } },
      ],
      strip: "",
    },
    {
      name: "arguments as a JSON string (decoded once)",
      tools: TOOLS,
      text: block('{"name": "bash", "arguments": "{\\"command\\": \\"ls\\"}"}'),
      calls: [{ name: "bash", arguments: { command: "ls" } }],
      strip: "",
    },
    {
      name: "a pretty-printed object, blank line after the marker, CRLF",
      tools: TOOLS,
      text: `**Tool Call:**\r\n\r\n${F}json\r\n{\r\n  "name": "read",\r\n  "arguments": {\r\n    "path": "东京/a.ts"\r\n  }\r\n}\r\n${F}\r\n`,
      calls: [{ name: "read", arguments: { path: "东京/a.ts" } }],
      strip: "",
    },
    { name: "any tool name when tools are not required", text: block('{"name": "ls", "arguments": {"path": "."}}'), calls: [{ name: "ls", arguments: { path: "." } }], strip: "" },
  ],
  negative: [
    { name: "a run whose second call has text after its fence: the whole run is prose", tools: TOOLS, text: `The format is\n${READ}\n${READ} and you write it like that.` },
    { name: "a run with a broken second call runs nothing", tools: TOOLS, text: `${READ}\n**Tool Call:**\n${F}json\n{"name": "read", "arguments": {"path": \n${F}` },
    { name: "the closing fence is missing (cut off)", tools: TOOLS, text: `**Tool Call:**\n${F}json\n{"name": "read", "arguments": {"path": "a"}}` },
    { name: "the object is cut off", tools: TOOLS, text: `**Tool Call:**\n${F}json\n{"name": "read", "arguments": {"path": "a"\n${F}` },
    { name: "an undeclared tool", tools: ["read"], text: block('{"name": "bash", "arguments": {"command": "rm -rf ~"}}') },
    { name: "an envelope with an unknown member", tools: TOOLS, text: block('{"name": "read", "arguments": {"path": "a"}, "why": "x"}') },
    { name: "two argument spellings", tools: TOOLS, text: block('{"name": "read", "arguments": {"path": "a"}, "parameters": {"path": "b"}}') },
    { name: "no arguments member", tools: TOOLS, text: block('{"name": "read"}') },
    { name: "arguments that are not an object", tools: TOOLS, text: block('{"name": "read", "arguments": ["a"]}') },
    { name: "a Python literal, not JSON", tools: TOOLS, text: block("{'name': 'read', 'arguments': {'path': 'a'}}") },
    { name: "prose before the marker on its line", tools: TOOLS, text: `The docs show **Tool Call:**\n${F}json\n{"name": "read", "arguments": {"path": "a"}}\n${F}` },
    { name: "text after the marker on its line", tools: TOOLS, text: `**Tool Call:** read it\n${F}json\n{"name": "read", "arguments": {"path": "a"}}\n${F}` },
    { name: "a fence that is not json", tools: TOOLS, text: `**Tool Call:**\n${F}python\nread("a")\n${F}` },
    { name: "text after the closing fence on its line", tools: TOOLS, text: `${READ} and more` },
    { name: "a bare JSON fence without the marker line", tools: TOOLS, text: `${F}json\n{"name": "read", "arguments": {"path": "a"}}\n${F}` },
    { name: "the marker inside a fence (an example)", tools: TOOLS, text: `${F}markdown\n${READ}\n${F}` },
    { name: "inline code", tools: TOOLS, text: "RWKV writes `**Tool Call:**` before its JSON." },
    { name: "inside <think>", tools: TOOLS, text: `<think>\n${READ}\n</think>\nok` },
    { name: "in a quote", tools: TOOLS, text: READ.split("\n").map((l) => `> ${l}`).join("\n") },
    { name: "another family's markup", tools: TOOLS, text: '<tool_call>\n{"name": "read", "arguments": {"path": "a"}}\n</tool_call>' },
  ],
});

describe("rwkv: a run is read once (linear in its calls)", () => {
  it("200 good calls and a broken one: no call, and one scan, not one per marker", () => {
    const c = countedScans(rwkv);
    const good = block('{"name": "read", "arguments": {"path": "a"}}');
    const text = `${Array.from({ length: 200 }, () => good).join("\n")}\n${block('{"name": "read", "arguments": {"path": ')}`;
    expect(c.run(text).names).toEqual([]);
    expect(c.scans()).toBe(1);
  });

  it("a broken call, then a good run: the good run after it still runs", () => {
    const c = countedScans(rwkv);
    const text = `${block('{"name": "read"')}\n\nThen:\n\n${block('{"name": "read", "arguments": {"path": "b"}}')}`;
    expect(c.run(text).names).toEqual(["read"]);
  });
});
