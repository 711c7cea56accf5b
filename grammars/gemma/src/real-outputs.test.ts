import { collapse, runGrammar, visibleText, type GrammarCase } from "@pi-tool-repair/host/testing";
import { gemma } from "./index.js";

// Real Gemma 4 outputs quoted in public issues and pull requests (issue 35, outside-check generalisation).
/** Complete calls the client failed to run: each is recovered, and `strip` is the text left. */
const POSITIVE: { name: string; text: string; tools: NonNullable<GrammarCase["tools"]>; calls: { name: string; arguments: unknown }[]; strip: string }[] = [
  {
    // https://github.com/NousResearch/hermes-agent/pull/48412 (Gemma-4 via vLLM's gemma4 parsers, a missed parse
    // left in message.content): the thought channel stays, the call after it runs
    name: "Gemma 4: a call after its thought channel (hermes-agent#48412)",
    text: "<|channel>thought\nI'll patch the file.\n<channel|><|tool_call>call:patch{path:<|\"|>/tmp/a.py<|\"|>,content:<|\"|>print('hi')<|\"|>,mode:<|\"|>overwrite<|\"|>}<tool_call|>",
    tools: { patch: { type: "object", properties: { path: { type: "string" }, content: { type: "string" }, mode: { type: "string" } } } },
    calls: [{ name: "patch", arguments: { path: "/tmp/a.py", content: "print('hi')", mode: "overwrite" } }],
    strip: "<|channel>thought\nI'll patch the file.\n<channel|>",
  },
  {
    // https://github.com/ggml-org/llama.cpp/issues/22786 (gemma-4-E4B-it GGUF in llama-server): a JSON-quoted value
    // with a space after the colon instead of `<|"|>` delimiters
    name: "Gemma 4: a JSON-quoted value (llama.cpp#22786)",
    text: '<|tool_call>call:CommitMemoryTool{memory: "The user\'s name is John."}<tool_call|>',
    tools: { CommitMemoryTool: { type: "object", properties: { memory: { type: "string" } } } },
    calls: [{ name: "CommitMemoryTool", arguments: { memory: "The user's name is John." } }],
    strip: "",
  },
];

describe("gemma (real outputs)", () => {
  for (const c of POSITIVE) {
    it(c.name, () => {
      const r = runGrammar([gemma], { text: c.text, tools: c.tools });
      expect(r.recovered.map((x) => ({ name: x.name, arguments: x.arguments }))).toEqual(c.calls);
      expect(collapse(visibleText(r.message))).toBe(collapse(c.strip));
    });
  }
});
