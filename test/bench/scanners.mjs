// The worst inputs of single scanners and rules, measured here instead of timed in their unit tests (a
// wall-clock budget in a unit test fails on a loaded machine; the unit tests keep the exact results).
// Each case: the package, its input (as in its unit test), what it must give, and the budget the unit test had.
import { runGrammar } from "@pi-tool-repair/host/testing";
import { JsonReader } from "@pi-tool-repair/grammar-kit";
import { dsml } from "@pi-tool-repair/grammar-dsml";
import { invoke } from "@pi-tool-repair/grammar-invoke";
import { llama } from "@pi-tool-repair/grammar-llama";
import { minimaxM1 } from "@pi-tool-repair/grammar-minimax-m1";
import { minimaxText } from "@pi-tool-repair/grammar-minimax-text";
import { qwen } from "@pi-tool-repair/grammar-qwen";
import { seedOss } from "@pi-tool-repair/grammar-seed-oss";
import { step3 } from "@pi-tool-repair/grammar-step3";
import { xlam } from "@pi-tool-repair/grammar-xlam";
import { parseStructuredText } from "@pi-tool-repair/rule-parse-json-string";
import { decodeRawArguments } from "@pi-tool-repair/rule-parse-raw-arguments";
import { cleanTokenKey } from "@pi-tool-repair/rule-strip-grammar-token-keys";

/** A grammar alone on `text`: nothing may be recovered. */
const grammar = (plugin, text) => ({ text, run: () => runGrammar([plugin], { text }), check: (r) => r.recovered.length === 0 });

/** [package, input, budget ms of the unit test, case] */
export const SCANNER_CASES = [
  ["grammar-dsml", "partial and unclosed markers ×10 000", 3000, grammar(dsml, '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="f">\n<｜DSML｜parameter name="a" string="true">x DSML <｜DSM <｜DSML｜ <｜tool▁call▁begin｜>f'.repeat(10000))],
  ["grammar-invoke", "unclosed blocks ×20 000", 3000, grammar(invoke, '<minimax:tool_call>\n<invoke name="f">\n<parameter name="a">x\n'.repeat(20000))],
  ["grammar-llama", 'JSON fragments {"name" ×100 000', 2000, grammar(llama, '{"name" \n'.repeat(100_000))],
  ["grammar-llama", "nested unclosed JSON", 2000, grammar(llama, '[{"a":'.repeat(100_000))],
  ["grammar-llama", "nested unclosed call-shaped objects", 2000, grammar(llama, '{"name": {"name": '.repeat(50_000))],
  ["grammar-llama", "objects that repeat a key", 2000, grammar(llama, '{"a": 1, "a": '.repeat(60) + "1" + "}".repeat(60) + " " + '{"b": 1, "b": 2} '.repeat(30_000))],
  ["grammar-llama", "refused objects nested and closed", 2000, grammar(llama, '{"a": '.repeat(100_000) + "x" + "}".repeat(100_000))],
  ["grammar-minimax-m1", "unclosed openers and fragments ×20 000", 3000, grammar(minimaxM1, '<tool_calls>\n{"name" \n{"name": "a", "arguments": {"x": "'.repeat(20000))],
  ["grammar-minimax-text", "unclosed blocks ×20 000", 3000, grammar(minimaxText, '<function_call>```typescript\nfunctions.f({"a": 1})\n'.repeat(20000))],
  ["grammar-qwen", "unclosed openers ×10 000", 2000, grammar(qwen, ["<tool_call>\n<function=f>\n<parameter=a>\nx\n", "<function=g>\n<parameter=b>\ny\n", '<tool_call>{"name": "a", '].join("").repeat(10000))],
  ["grammar-seed-oss", "unclosed blocks ×20 000", 3000, grammar(seedOss, "<seed:tool_call>\n<function=f>\n<parameter=a>\nx\n".repeat(20000))],
  ["grammar-step3", "unclosed blocks ×20 000", 3000, grammar(step3, '<｜tool_calls_begin｜><｜tool_call_begin｜><steptml:invoke name="f"><steptml:parameter name="a">x'.repeat(20000))],
  ["grammar-xlam", "nested unclosed arrays", 2000, grammar(xlam, '[{"a":'.repeat(100_000))],
  ["grammar-xlam", "unclosed openers", 2000, grammar(xlam, '[{"name": "ls", "arguments": {'.repeat(20_000))],
  ["grammar-xlam", "<tool_call> openers", 2000, grammar(xlam, '<tool_call>[{"name" '.repeat(30_000))],
  ["grammar-xlam", "refused arrays nested and closed", 2000, grammar(xlam, "[".repeat(100_000) + "x" + "]".repeat(100_000))],
  ["grammar-xlam", "arrays that repeat a key", 2000, grammar(xlam, '[{"b": 1, "b": 2}] '.repeat(30_000))],
  [
    "host JsonReader",
    "a read at every opener of deeply nested unclosed JSON",
    2000,
    (() => {
      const text = '{"a": '.repeat(100) + "[".repeat(20_000);
      return {
        text,
        run: () => {
          const reader = new JsonReader(text);
          let read = 0;
          for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if ((c === 123 || c === 91) && reader.read(i) !== undefined) read++;
          }
          return read;
        },
        check: (read) => read === 0,
      };
    })(),
  ],
  [
    "rule-parse-json-string",
    "parseStructuredText, 200k characters",
    1000,
    (() => {
      const text = "[" + '"x\\d",'.repeat(40000) + "]";
      return { text, run: () => parseStructuredText(text), check: (out) => out !== undefined && out !== "reject" && Array.isArray(out.value) && out.value.length === 40000 };
    })(),
  ],
  [
    "rule-parse-raw-arguments",
    "decodeRawArguments, a megabyte string",
    1000,
    (() => {
      const text = '{"content": "' + "x\\d".repeat(300_000) + '"}';
      return { text, run: () => decodeRawArguments(text), check: (r) => r !== "reject" };
    })(),
  ],
  [
    "rule-strip-grammar-token-keys",
    "cleanTokenKey on a 450 kB key",
    500,
    (() => {
      const text = "<arg_key>".repeat(50_000) + "x";
      return { text, run: () => cleanTokenKey(text), check: (r) => r === "x" };
    })(),
  ],
];
