/**
 * The second group of grammars loaded together (as preset-pi-default loads them): the public corpus cases of
 * their families, and the cases where one grammar's markup must not be picked up by a bare-JSON grammar.
 */
import { groupCase, readGroupCorpus, type GroupCorpusCase } from "../support/grammar-corpus.js";
import { GrammarTester, type PositiveCase, type NegativeCase } from "@pi-tool-repair/host/testing";
import { definePreset } from "@pi-tool-repair/host";
import { kimi } from "@pi-tool-repair/grammar-kimi";
import { mistral } from "@pi-tool-repair/grammar-mistral";
import { llama } from "@pi-tool-repair/grammar-llama";
import { granite } from "@pi-tool-repair/grammar-granite";
import { xlam } from "@pi-tool-repair/grammar-xlam";
import { phi4 } from "@pi-tool-repair/grammar-phi4";
import { jamba } from "@pi-tool-repair/grammar-jamba";
import { cohere } from "@pi-tool-repair/grammar-cohere";
import { internlm } from "@pi-tool-repair/grammar-internlm";

const corpus = readGroupCorpus(new URL("../fixtures/grammars/json-shaped.jsonl", import.meta.url));
const asCase = (c: GroupCorpusCase) => groupCase(c);

const positive: PositiveCase[] = corpus.filter((c) => c.expected.length > 0).map((c) => ({ ...asCase(c), calls: c.expected, strip: c.strip }));
/** What stays visible of the corpus negatives whose `strip` the corpus leaves open (null): the token is stripped. */
const STRIPPED: Record<string, string> = {
  "mistral-19": "toolname_no_args",
  "mistral-20": 'hi{hi bash{"command": "print(\\"hello world!\\")\\nre.compile(r\'{}\')"',
};
const negative: NegativeCase[] = corpus
  .filter((c) => c.expected.length === 0)
  .map((c) => {
    const strip = typeof c.strip === "string" ? c.strip : STRIPPED[c.id];
    return strip === undefined ? asCase(c) : { ...asCase(c), strip };
  });

const group = definePreset({ name: "json-shaped families", plugins: [kimi, mistral, llama, granite, xlam, phi4, jamba, cohere, internlm] });

new GrammarTester({ with: [group] }).run({ name: "json-shaped grammars: corpus", host: "^1.0.0", apply() {} }, { positive, negative });

new GrammarTester({ with: [group] }).run({ name: "json-shaped grammars: together", host: "^1.0.0", apply() {} }, {
  positive: [
    {
      name: "mistral wins over the bare array after its token",
      text: '[TOOL_CALLS] [{"name": "ls", "arguments": {"path": "."}}]',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    {
      name: "granite and xlam agree on <tool_call>[…]",
      text: 'Ok. <tool_call>[{"name": "ls", "arguments": {}}]</tool_call>',
      calls: [{ name: "ls", arguments: {} }],
      strip: "Ok.",
    },
    {
      name: "calls of two families in one reply keep their order",
      text: 'First <|tool_call|>[{"name": "a", "arguments": {}}]\nthen\n{"name": "b", "parameters": {"x": 1}}',
      calls: [
        { name: "a", arguments: {} },
        { name: "b", arguments: { x: 1 } },
      ],
      strip: "First then",
    },
    {
      // llama's read of the outer array fails at the nesting limit; xlam's read of the inner one, 128 levels, does not
      name: "a start one grammar's read doomed by the nesting limit is read by the other",
      text: `<|python_tag|>[\n[{"name": "f", "arguments": {"a": ${"[".repeat(125)}${"]".repeat(125)}}}]\n]`,
      calls: [{ name: "f", arguments: { a: JSON.parse("[".repeat(125) + "]".repeat(125)) as unknown } }],
      strip: "<|python_tag|>[\n\n]",
    },
    {
      name: "bare JSON after a closed wrapper runs",
      text: '<tool_calls>[{"name": "a", "arguments": {}}]</tool_calls>\n{"name": "b", "parameters": {}}',
      calls: [
        { name: "a", arguments: {} },
        { name: "b", arguments: {} },
      ],
      strip: "",
    },
  ],
  negative: [
    { name: "junk after [TOOL_CALLS]: the array is not picked up by xlam", text: '[TOOL_CALLS] here: [{"name": "ls", "arguments": {}}]', strip: "here: [{\"name\": \"ls\", \"arguments\": {}}]" },
    { name: "junk inside <tool_call>: the object is not picked up by llama", text: '<tool_call>calling {"name": "ls", "parameters": {}}</tool_call>' },
    { name: "MiniMax-M1 JSON lines are not bare llama calls", text: '<tool_calls>\n{"name": "ls", "arguments": {}}\n</tool_calls>' },
    { name: "junk inside a Cohere action", text: '<|START_ACTION|> run: [{"name": "ls", "arguments": {}}]<|END_ACTION|>' },
    { name: "junk inside an InternLM action", text: '<|action_start|><|plugin|> x {"name": "ls", "parameters": {}}<|action_end|>' },
    { name: "junk after <function_call>", text: '<function_call> call {"name": "ls", "parameters": {}}' },
    { name: "empty functools then a data array", text: 'functools[] [{"name": "ls", "arguments": {}}]' },
    { name: "a token without closer owns the rest of its line", text: '<|tool_call|>[{"name": "a", "arguments": {}}] then {"name": "b", "parameters": {"x": 1}}', tools: ["b"] },
    { name: "unclosed Hermes opener before JSON", text: '<tool_call>\nmaybe {"name": "ls", "parameters": {}}' },
  ],
});
