/**
 * Properties of three classes of "Hardening 2" bugs (issues 31 and 32), each over the whole class:
 * - envelopes (31.9): a JSON call envelope whose members are not exactly a name, at most one known spelling of
 *   the arguments and harmless members never runs, and a call that runs carries the arguments it was sent;
 * - Python escapes (32.2): a Python str literal, with every character written in any of the escapes Python
 *   has, reads back as the text Python reads; `\N{…}` refuses the text; a raw literal is kept as written;
 * - answers (32.3): every command-line answer line is a result (the message or the repair result), never an
 *   internal error, whatever a model nests inside a value (run in-process through the CLI's line handler).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ARGUMENT_KEYS, parsePythonLiteral } from "@pi-tool-repair/grammar-kit";
import { defaultPiConfig } from "@pi-tool-repair/preset-pi-default/config";
import { answerLine, parseCliArgs, writeAnswer } from "../../presets/pi-default/src/cli.js";
import { createRuntime } from "../../presets/pi-default/src/runtime/runtime.js";
import { check } from "./arbitraries.js";
import { RENDERERS } from "./renderers.js";

const runtime = await createRuntime({ config: defaultPiConfig(), log: { debug() {}, warn() {} }, paths: [] });
const options = parseCliArgs([]);

/** The command line's answer to one input line, as the text it writes. */
function answerText(line: string): string {
  let out = "";
  writeAnswer(answerLine(runtime, line, options, { debug() {}, warn() {} }), (t) => (out += t));
  return out;
}

function messageLine(text: string, tools: unknown): string {
  return JSON.stringify({ message: { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" }, tools });
}

// ------------------------------------------------------------------------------------------- envelopes

/** Members an envelope may carry: every known spelling of the arguments, harmless ones, and unknown ones. */
const MEMBERS = [...ARGUMENT_KEYS, "id", "type", "params", "options", "tool_input", "argument", "kwargs"] as const;
const HARMLESS = new Set(["id", "type"]);

/** JSON-envelope families, each writing one envelope (`name` or, for Cohere, `tool_name`) as the model would. */
const ENVELOPE_FAMILIES: readonly { family: string; nameKey: string; render: (env: string) => string }[] = [
  { family: "qwen Hermes", nameKey: "name", render: (e) => `<tool_call>\n${e}\n</tool_call>` },
  { family: "qwen <tools>", nameKey: "name", render: (e) => `<tools>${e}</tools>` },
  { family: "minimax-m1", nameKey: "name", render: (e) => `<tool_calls>\n${e}\n</tool_calls>` },
  { family: "mistral", nameKey: "name", render: (e) => `[TOOL_CALLS] [${e}]` },
  { family: "llama", nameKey: "name", render: (e) => e },
  { family: "xlam", nameKey: "name", render: (e) => `[${e}]` },
  { family: "granite", nameKey: "name", render: (e) => `<|tool_call|>[${e}]` },
  { family: "phi4", nameKey: "name", render: (e) => `functools[${e}]` },
  { family: "jamba", nameKey: "name", render: (e) => `<tool_calls>[${e}]</tool_calls>` },
  { family: "internlm", nameKey: "name", render: (e) => `<|action_start|><|plugin|>${e}<|action_end|>` },
  { family: "cohere", nameKey: "tool_name", render: (e) => `<|START_ACTION|>[${e}]<|END_ACTION|>` },
  { family: "longcat", nameKey: "name", render: (e) => `<longcat_tool_call>\n${e}\n</longcat_tool_call>` },
  { family: "gigachat", nameKey: "name", render: (e) => `<|function_call|>${e}</s>` },
  { family: "lmstudio", nameKey: "name", render: (e) => `[TOOL_REQUEST]${e}[END_TOOL_REQUEST]` },
  { family: "nemotron", nameKey: "name", render: (e) => `<TOOLCALL>[${e}]</TOOLCALL>` },
];

const argsValue = fc.dictionary(fc.constantFrom("command", "path", "city", "n"), fc.oneof(fc.constantFrom("ls", "rm -rf ~", "a.txt", "Paris"), fc.integer({ min: 0, max: 9 })), { minKeys: 1, maxKeys: 2 });
const memberValue = (key: string): fc.Arbitrary<unknown> =>
  key === "type" ? fc.constantFrom("function", "tool_use") : key === "id" ? fc.constantFrom("call_1", "0") : fc.oneof(argsValue, argsValue.map((v) => JSON.stringify(v)));

const envelope = fc
  .record({
    family: fc.constantFrom(...ENVELOPE_FAMILIES),
    members: fc.uniqueArray(fc.constantFrom(...MEMBERS), { maxLength: 3 }),
  })
  .chain(({ family, members }) =>
    fc.tuple(fc.constant(family), fc.tuple(...members.map((k) => memberValue(k).map((v) => [k, v] as const)))).map(([f, pairs]) => ({ family: f, members: Object.fromEntries(pairs) as Record<string, unknown> })),
  );

describe("envelopes: nothing runs with its arguments dropped (issue 31.9)", () => {
  it("a call runs only from a name, at most one known spelling of the arguments and harmless members, with exactly those arguments", () => {
    let ran = 0;
    check(
      fc.property(envelope, ({ family, members }) => {
        const env = { [family.nameKey]: "tool_a", ...members };
        const answer = JSON.parse(answerText(messageLine(family.render(JSON.stringify(env)), ["tool_a"]))) as { recovered: { name: string; arguments: unknown }[] };
        if (answer.recovered.length === 0) return;
        ran++;
        const keys = Object.keys(members);
        const spelled = keys.filter((k) => ARGUMENT_KEYS.includes(k));
        expect(keys.filter((k) => !spelled.includes(k) && !HARMLESS.has(k)), family.family).toEqual([]);
        expect(spelled.length, family.family).toBeLessThanOrEqual(1);
        const sent = spelled.length === 1 ? members[spelled[0]!] : {};
        expect(answer.recovered, family.family).toEqual([{ grammar: expect.any(String), name: "tool_a", arguments: typeof sent === "string" ? JSON.parse(sent) : sent }]);
      }),
      300,
    );
    expect(ran).toBeGreaterThan(20); // not vacuous: many envelopes do run
  });
});

// ------------------------------------------------------------------------------------------- Python escapes

const ONE_LETTER: Readonly<Record<string, string>> = { "\x07": "a", "\b": "b", "\f": "f", "\n": "n", "\r": "r", "\t": "t", "\v": "v", "\\": "\\", "'": "'", '"': '"' };

/** One character of a Python str literal body (single quotes), written plainly or in one of Python's escapes. */
function escaped(ch: string, how: number, next: string): string {
  const cp = ch.codePointAt(0)!;
  const hex = (n: number, len: number) => cp.toString(16).padStart(len, "0").slice(-n);
  switch (how) {
    case 0:
      if (cp <= 0o777 && !/[0-7]/.test(next)) return "\\" + cp.toString(8); // one to three digits, not followed by another
      if (cp <= 0o777) return "\\" + cp.toString(8).padStart(3, "0");
      break;
    case 1:
      if (cp <= 0xff) return "\\x" + hex(2, 2);
      break;
    case 2:
      if (cp <= 0xffff) return "\\u" + hex(4, 4);
      break;
    case 3:
      return "\\U" + hex(8, 8);
    case 4:
      if (Object.hasOwn(ONE_LETTER, ch)) return "\\" + ONE_LETTER[ch]!;
      break;
    case 5:
      // a backslash before a letter with no escape meaning stays as it is (`\d`), as in Python
      if (ch === "\\" && /[dgkmpqswyzDGKMPQSWYZ]/.test(next)) return "\\";
      break;
  }
  if (ch === "\\" || ch === "'" || ch === "\n" || ch === "\r") return "\\" + (ONE_LETTER[ch] ?? ch);
  return ch;
}

const ALPHABET = [..."ab01789dsw\\'\"{}N \n\t\r\x07\0é•😀日"];
const pyText = fc.array(fc.tuple(fc.constantFrom(...ALPHABET), fc.integer({ min: 0, max: 6 })), { maxLength: 16 });

function literalOf(parts: readonly (readonly [string, number])[]): { literal: string; text: string } {
  const chars = parts.map(([c]) => c);
  const text = chars.join("");
  let body = "";
  let plain = false; // after a bare backslash the next letter is written plainly (`\d`)
  for (let i = 0; i < chars.length; i++) {
    const how = plain ? -1 : parts[i]![1];
    const written = escaped(chars[i]!, how, chars[i + 1] ?? "");
    plain = written === "\\";
    body += written;
  }
  return { literal: `'${body}'`, text };
}

describe("Python escapes: read as Python reads them (issue 32.2)", () => {
  it("any text, written with any of Python's escapes, reads back exactly; through the command line too", () => {
    check(
      fc.property(pyText, (parts) => {
        const { literal, text } = literalOf(parts);
        expect(parsePythonLiteral(literal), literal).toEqual({ value: text });
        const line = JSON.stringify({ tool: "write", arguments: `{'path': 'a', 'content': ${literal}}` });
        const answer = JSON.parse(answerText(line)) as { outcome: string; arguments: unknown };
        expect(answer, literal).toMatchObject({ outcome: "repaired", arguments: { path: "a", content: text } });
      }),
      300,
    );
  });

  it("a literal holding \\N{…} is refused (no Unicode name table), a raw literal is kept as written", () => {
    check(
      fc.property(pyText, fc.constantFrom("\\N{BULLET}", "\\N{LATIN SMALL LETTER A}", "\\N"), pyText, (a, n, b) => {
        const literal = literalOf(a).literal.slice(0, -1) + n + literalOf(b).literal.slice(1);
        expect(parsePythonLiteral(literal), literal).toBeUndefined();
        const answer = JSON.parse(answerText(JSON.stringify({ tool: "write", arguments: `{'path': 'a', 'content': ${literal}}` }))) as { outcome: string };
        expect(answer.outcome, literal).toBe("unrepairable");
        // the same body in a raw literal (when it is one: no quote or final backslash to end it early)
        const body = literal.slice(1, -1);
        if (!/'|\\$|\n|\r/.test(body.replace(/\\./gs, ""))) expect(parsePythonLiteral(`r'${body}'`), body).toEqual({ value: body });
      }),
      200,
    );
  });
});

// ------------------------------------------------------------------------------------------- answers

/** Text nesting `depth` containers: arrays, objects, or both in turn. */
function nested(kind: number, depth: number): string {
  if (kind === 0) return "[".repeat(depth) + "]".repeat(depth);
  if (kind === 1) return '{"a": '.repeat(depth) + "1" + "}".repeat(depth);
  let open = "";
  let close = "";
  for (let i = 0; i < depth; i++) {
    open += i % 2 ? "[" : '{"a": ';
    close = (i % 2 ? "]" : "}") + close;
  }
  return open + "0" + close;
}

const depth = fc.oneof(fc.integer({ min: 1, max: 6000 }), fc.constantFrom(255, 256, 257, 511, 512, 513, 999, 1000, 1001, 5000));
const TOOL_SCHEMAS = [
  undefined, // names only
  { type: "object", properties: { x: { type: "array" } } },
  { type: "object", properties: { x: { type: "object" } } },
  { type: "object", properties: { x: { type: "string" } } },
  { type: "object", properties: { x: {} } },
];

/** A line that carries the deep text: leaked in any family's markup, in a native call, or as raw arguments. */
const deepLine = fc.record({ deep: fc.tuple(fc.integer({ min: 0, max: 2 }), depth).map(([k, d]) => nested(k, d)), schema: fc.constantFrom(...TOOL_SCHEMAS), where: fc.integer({ min: 0, max: RENDERERS.length + 3 }) }).map(({ deep, schema, where }) => {
  const tools = schema === undefined ? ["t"] : { t: schema };
  const renderer = RENDERERS[where];
  if (renderer) {
    const text = renderer.render([{ name: "t", arguments: { x: "PLACEHOLDER" } }]);
    // the value written in the family's own way, replaced by the deep text as the model would write it
    return messageLine(text.replace('<|"|>PLACEHOLDER<|"|>', deep).replace('"PLACEHOLDER"', deep).replace("PLACEHOLDER", deep), tools);
  }
  const s = schema ?? { type: "object" };
  switch (where - RENDERERS.length) {
    case 0:
      return JSON.stringify({ message: { role: "assistant", content: [{ type: "toolCall", id: "c1", name: "t", arguments: { x: deep } }], stopReason: "toolUse" }, tools: { t: s } });
    case 1:
      return JSON.stringify({ tool: "t", schema: s, arguments: { x: deep } });
    case 2:
      return JSON.stringify({ tool: "t", schema: s, arguments: `{"x": ${deep}}` });
    default:
      return JSON.stringify({ tool: "t", schema: s, arguments: `{'x': ${deep.replaceAll('"', "'")}}` });
  }
});

describe("answers: a result, never an internal error (issue 32.3)", () => {
  it("every answer line is the message or the repair result, whatever a value nests", () => {
    check(
      fc.property(deepLine, (line) => {
        const text = answerText(line);
        expect(text, line.slice(0, 200)).not.toContain("internal error");
        const answer = JSON.parse(text) as Record<string, unknown>;
        expect("message" in answer || "outcome" in answer, text.slice(0, 200)).toBe(true);
      }),
      150,
      { shrink: false },
    );
  });

  it("the issue's GLM value, 5,000 deep with names only, stays text", () => {
    const deep = nested(0, 5000);
    const text = answerText(messageLine(`<tool_call>t\n<arg_key>x</arg_key>\n<arg_value>${deep}</arg_value>\n</tool_call>`, ["t"]));
    expect(JSON.parse(text)).toMatchObject({ recovered: [{ name: "t", arguments: { x: deep } }] });
  });
});
