/**
 * The first group of grammars loaded beside the grammars that share their markers (`<tool_call>`,
 * `<tool_calls>`, `<function_call>`, bare JSON): the public corpus cases of their families, and cases where
 * two grammars see the same marker and exactly one must recover the call.
 */
import { groupCase, readGroupCorpus, type GroupCorpusCase } from "../support/grammar-corpus.js";
import { GrammarTester, type GrammarCase, type PositiveCase } from "@pi-tool-repair/host/testing";
import { definePreset, type JSONSchema } from "@pi-tool-repair/host";
import { dsml } from "@pi-tool-repair/grammar-dsml";
import { invoke } from "@pi-tool-repair/grammar-invoke";
import { qwen } from "@pi-tool-repair/grammar-qwen";
import { seedOss } from "@pi-tool-repair/grammar-seed-oss";
import { minimaxM1 } from "@pi-tool-repair/grammar-minimax-m1";
import { minimaxText } from "@pi-tool-repair/grammar-minimax-text";
import { step3 } from "@pi-tool-repair/grammar-step3";
import { granite } from "@pi-tool-repair/grammar-granite";
import { jamba } from "@pi-tool-repair/grammar-jamba";
import { xlam } from "@pi-tool-repair/grammar-xlam";
import { llama } from "@pi-tool-repair/grammar-llama";

const corpus = readGroupCorpus(new URL("../fixtures/grammars/xml-and-markup.jsonl", import.meta.url));

/** SCHEMA-DEPENDENT cases: the schema their note names. */
const schemas: Record<string, Record<string, JSONSchema>> = {
  "dsml-09": { echo: { type: "object", properties: { text: { type: "string" } } } },
};
const asCase = (c: GroupCorpusCase) => groupCase(c, schemas);

const positive: PositiveCase[] = corpus.filter((c) => c.expected.length > 0).map((c) => ({ ...asCase(c), calls: c.expected, strip: c.strip }));
const negative: GrammarCase[] = corpus.filter((c) => c.expected.length === 0).map(asCase);

const group = definePreset({ name: "xml and markup families", plugins: [dsml, invoke, qwen, seedOss, minimaxM1, minimaxText, step3, granite, jamba, xlam, llama] });
const none = { name: "xml and markup grammars", host: "^1.0.0", apply() {} };

new GrammarTester({ with: [group] }).run({ ...none, name: "xml and markup grammars: corpus" }, { positive, negative });

new GrammarTester({ with: [group] }).run({ ...none, name: "xml and markup grammars: together" }, {
  positive: [
    {
      name: "<tool_calls> with JSON lines is MiniMax-M1, with an array it is Jamba: one call each",
      text: '<tool_calls>\n{"name": "a", "arguments": {}}\n</tool_calls>\n<tool_calls>[{"name": "b", "arguments": {"x": 1}}]</tool_calls>',
      calls: [
        { name: "a", arguments: {} },
        { name: "b", arguments: { x: 1 } },
      ],
      strip: "",
    },
    {
      name: "<function_call> with a typescript fence is MiniMax-Text, with JSON it is Granite",
      // (Granite first: the ``` that closes MiniMax-Text's fence sits at a line start, so CommonMark reads it as
      // a fence opener and the text after it as code)
      text: '<function_call> {"name": "b", "arguments": {"q": 2}}\n<function_call>```typescript\nfunctions.a({"p": 1})\n```',
      calls: [
        { name: "b", arguments: { q: 2 } },
        { name: "a", arguments: { p: 1 } },
      ],
      strip: "",
    },
    {
      name: "a Hermes block is one call, not also a bare-JSON call",
      text: 'Ok. <tool_call>\n{"name": "read", "arguments": {"path": "a"}}\n</tool_call>',
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "Ok.",
    },
    {
      name: "the <function=> inside a Seed-OSS block belongs to it",
      text: "<seed:tool_call>\n<function=ls>\n<parameter=path>.</parameter>\n</function>\n</seed:tool_call>",
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    {
      name: "DSML, MiniMax-M2 and Qwen calls in one reply keep their order",
      text: 'First <｜DSML｜tool_calls>\n<｜DSML｜invoke name="a">\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>\nthen <minimax:tool_call><invoke name="b"></invoke></minimax:tool_call>\nand <tool_call><function=c></function></tool_call>\ndone',
      calls: [
        { name: "a", arguments: {} },
        { name: "b", arguments: {} },
        { name: "c", arguments: {} },
      ],
      strip: "First then and done",
    },
    {
      name: "a Step-3 section is not a legacy DeepSeek one",
      text: '<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="a"><steptml:parameter name="x">1</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>',
      calls: [{ name: "a", arguments: { x: "1" } }],
      strip: "",
    },
  ],
  negative: [
    // a truncated Hermes body must not fall through to the bare JSON inside it
    '<tool_call>\n{"name": "read", "arguments": {"path": "a"}',
    // truncated XML with a JSON-looking value
    '<tool_call>\n<function=f>\n<parameter=a>\n{"name": "read", "arguments": {}}',
  ],
});
