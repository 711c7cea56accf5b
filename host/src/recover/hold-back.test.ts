import { createHost, defineGrammar, holdBackFrom, type HoldBackGrammar } from "../index.js";

const qwen: HoldBackGrammar = { markers: ["<tool_call>", "<function="] };
const llama: HoldBackGrammar = { markers: ["{", "<|python_tag|>"], bare: ["{"] };

describe("holdBackFrom", () => {
  it.each([
    ["plain prose", "Let me check the file.", [qwen], 22],
    ["a whole marker", "Sure. <tool_call>{}", [qwen], 6],
    ["the end inside a marker", "Sure. <tool_", [qwen], 6],
    ["a lone < at the end", "a <", [qwen], 2],
    ["a < that cannot begin a marker", "a < b", [qwen], 5],
    ["the earliest of two markers", "x <function=a> <tool_call>", [qwen], 2],
    ["a bare { inside a sentence", "use {a} here", [llama], 12],
    ["a bare { at a line start", "ok\n  {\"name\": 1}", [llama], 5],
    ["a bare { at the text start", "{\"name\"", [llama], 0],
    ["no grammar", "<tool_call>", [], 11],
    ["an owned closer (markup may begin there)", "ok <|message_sep|>\n\nfunction call", [{ markers: ["function call<|role_sep|>"], owns: [{ open: "function call<|role_sep|>", close: "<|message_sep|>" }] }], 3],
  ] as const)("%s", (_name, text, grammars, at) => {
    expect(holdBackFrom(text, grammars)).toBe(at);
  });

  it("starts at `from`, and reads the line before it for a bare marker", () => {
    expect(holdBackFrom("<tool_call> then", [qwen], 1)).toBe(16);
    expect(holdBackFrom("\n {", [llama], 2)).toBe(2);
    expect(holdBackFrom("a {", [llama], 2)).toBe(3);
  });
});

describe("RepairHost.activeGrammars", () => {
  const a = defineGrammar({ name: "a", host: "^1.0.0", markers: ["<a>"], scan: () => undefined });
  const b = defineGrammar({ name: "b", host: "^1.0.0", markers: ["<b>"], inThinking: true, scan: () => undefined });
  const host = createHost().use(a).use(b);

  it("is empty when grammar recovery is off", () => {
    expect(host.activeGrammars("text", host.context({ config: { grammar: { enabled: false } } }))).toEqual([]);
  });
  it("lists the grammars grammar.grammars lets run, and in thinking only those that read it", () => {
    const on = host.context({ config: { grammar: { enabled: true } } });
    expect(host.activeGrammars("text", on).map((g) => g.name)).toEqual(["a", "b"]);
    expect(host.activeGrammars("thinking", on).map((g) => g.name)).toEqual(["b"]);
    const onlyA = host.context({ config: { grammar: { enabled: true, grammars: ["a"] } } });
    expect(host.activeGrammars("text", onlyA).map((g) => g.name)).toEqual(["a"]);
  });
});
