/**
 * Classes inside the families we have (issue 36, part 3), one property per class.
 *
 * Tool names: a declared tool's name is read whatever its characters, in every grammar's layout (the kit's
 * `readToolName` / `acceptsToolName`); without declared tools the strict name rule stands, so a non-ASCII
 * name runs only in the layouts that read any quoted or delimited name (as before).
 */
import fc from "fast-check";
import type { JSONSchema } from "@pi-tool-repair/host";
import { parsePythonLiteral, TYPE_ALIASES } from "@pi-tool-repair/grammar-kit";
import { assistantMessage } from "@pi-tool-repair/host/testing";
import { check } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, propertyHost } from "./hosts.js";
import { py, RENDERERS, type Call, type Renderer } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));
const renderers = RENDERERS.filter((r) => loaded.has(r.family));

/** Letters of many scripts, and the ASCII name characters every layout allows after the first. */
const LETTERS = [..."获取天气数据中文météoüßçñ도구검색Ωλжд"];
const nonAsciiName = fc
  .tuple(fc.constantFrom(...LETTERS, "a", "_"), fc.array(fc.constantFrom(...LETTERS, "a", "z", "_", "1"), { maxLength: 7 }))
  .map(([first, rest]) => first + rest.join(""))
  .filter((n) => /[^\x00-\x7f]/.test(n));

const SCHEMA: JSONSchema = { type: "object", properties: { city: { type: "string" } } };
const RAW_SCHEMA: JSONSchema = { type: "object", properties: { command: { type: "string" } }, required: ["command"] };
const args = fc.constantFrom<Record<string, unknown>>({}, { city: "Seoul" }, { city: "北京" });
const callsArb = (multi: boolean) => fc.array(fc.record({ name: nonAsciiName, arguments: args }), { minLength: 1, maxLength: multi ? 3 : 1 });

/** The layouts that read any name between their own delimiters, with or without declared tools (unchanged). */
const ANY_NAME = new Set(["dsml V4 tool_calls", "dsml V3.2 function_calls", "invoke MiniMax-M2", "qwen Qwen3-Coder XML", "qwen Hermes JSON", "minimax-m1 tool_calls lines", "seed-oss seed:tool_call", "step3 steptml", "dots invoke",
  // the merged grammar branches' layouts with a name between their own delimiters (as their siblings above)
  "dsml V3.2 JSON invoke body", "gcml GigaChat 3.5 GCML", "qwen llama.cpp <param=K>", "glimmer atem:function_calls", "minimax-m3 namespaced invoke", "minicpm bare <function name=…> lines, CDATA"]);

function recover(text: string, tools: Record<string, JSONSchema> | undefined) {
  // every grammar named: a `namedOnly` one (minicpm, functionary, cwm) meets the property as its preset runs it
  const ctx = host.context({ ...(tools ? { tools } : {}), config: grammarConfig("recover", tools !== undefined) });
  return host.processMessage(assistantMessage(text), ctx).recovered.map((c) => ({ name: c.name, arguments: c.arguments }));
}

describe("tool names: a declared name is read whatever its characters, in every grammar (seeded)", () => {
  for (const r of renderers) {
    it(`${r.family} (${r.variant})`, () => {
      // a raw-content layout (CWM) fills a tool's one required string field: its calls carry that field
      const arb = r.raw ? nonAsciiName.map((name): Call[] => [{ name, arguments: { command: "ls" } }]) : callsArb(r.multi);
      check(
        fc.property(arb, (calls: Call[]) => {
          const text = r.render(calls);
          const tools = Object.fromEntries(calls.map((c) => [c.name, r.raw ? RAW_SCHEMA : SCHEMA]));
          expect(recover(text, tools), text).toEqual(calls.map((c) => ({ name: c.name, arguments: c.arguments })));
          // without declared tools the strict rule stands: only the any-name layouts run it
          expect(recover(text, undefined).length > 0, text).toBe(ANY_NAME.has(`${r.family} ${r.variant}`));
        }),
        10,
      );
    });
  }
});

/**
 * Kimi arguments as a JSON string holding the object: any arguments object, sent encoded once, is recovered as
 * the object; encoded twice, nothing runs (decoded once, as in Hermes blocks).
 */
describe("kimi: arguments sent as a JSON string holding the object are decoded once (seeded)", () => {
  const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
  const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
  const J = (v: unknown) => JSON.stringify(v);
  const section = (body: string) => `<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>${body}<|tool_call_end|><|tool_calls_section_end|>`;
  it.runIf(loaded.has("kimi"))("once: the object; twice: no call", () => {
    check(
      fc.property(fc.dictionary(ident, value, { maxKeys: 4 }), (a) => {
        expect(recover(section(J(J(a))), { read: { type: "object" } })).toEqual([{ name: "read", arguments: a }]);
        expect(recover(section(J(J(J(a)))), { read: { type: "object" } })).toEqual([]);
      }),
      50,
    );
  });
});

/**
 * A bare call right after a closed reasoning block: the end of `</think>` starts a line for the own-line rule as
 * it does for the sentence rule, in every layout that must stand on its own line (bare JSON, pythonic lists,
 * llama.cpp envelopes); prose after the call on the same line still makes it prose.
 */
describe("a bare call right after </think> stands on its own line (seeded)", () => {
  const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
  const callArb = fc.record({ name: ident, arguments: fc.dictionary(ident, fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 3 }) });
  const reasoning = fc.constantFrom("", "Let me read it.", "需要先看文件。", "x\n\ny");
  // the bare layouts: markup that starts with `{`, `[{` or `[name(` (not a `[TOKEN]`)
  const pythonicList: Renderer = { family: "llama", variant: "bare pythonic list", values: "python", prose: false, multi: true, render: (cs) => `[${cs.map((c) => `${c.name}(${Object.entries(c.arguments).map(([k, v]) => `${k}=${py(v)}`).join(", ")})`).join(", ")}]` };
  const bare = [...renderers, pythonicList].filter((r) => /^(?:\{|\[\{|\[[a-z])/.test(r.render([{ name: "a", arguments: {} }])));
  it("has bare layouts to check", () => expect(bare.map((r) => r.family).sort()).toEqual(["llama", "llama", "llamacpp-generic", "xlam"]));
  for (const r of bare) {
    it(`${r.family} (${r.variant})`, () => {
      check(
        fc.property(fc.array(callArb, { minLength: 1, maxLength: r.multi ? 3 : 1 }), reasoning, (calls, thought) => {
          const think = `<think>${thought}</think>`;
          const tools = Object.fromEntries(calls.map((c) => [c.name, { type: "object" }]));
          expect(recover(think + r.render(calls), tools)).toEqual(calls);
          expect(recover(think + r.render(calls) + " and then I stop.", tools)).toEqual([]);
        }),
        12,
      );
    });
  }
});

/**
 * Type aliases: in every layout whose values are text typed by the schema, a tool that declares its parameters
 * with aliases (`float`, `int`, `bool`, `str`, `list`, `dict` …) gets exactly the arguments it gets when it
 * declares the JSON Schema types.
 */
describe("type aliases type a value as their JSON Schema types, in every typed layout (seeded)", () => {
  const byType = new Map<string, string[]>();
  for (const [alias, type] of TYPE_ALIASES) byType.set(type, [...(byType.get(type) ?? [type]), alias]);
  const param = fc.oneof(
    fc.tuple(fc.constant("integer"), fc.integer({ min: -1e6, max: 1e6 })),
    fc.tuple(fc.constant("number"), fc.double({ min: -1e3, max: 1e3, noNaN: true }).filter((n) => !Object.is(n, -0))),
    fc.tuple(fc.constant("boolean"), fc.boolean()),
    fc.tuple(fc.constant("string"), fc.constantFrom("42", "true", "3.5", "x", "[1]")),
    fc.tuple(fc.constant("array"), fc.constantFrom<unknown>(["a"], [1, 2])),
    fc.tuple(fc.constant("object"), fc.constantFrom<unknown>({ k: 1 })),
  );
  const params = fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), param, fc.nat()), { minLength: 1, maxLength: 4, selector: (p) => p[0] });
  const text = (v: unknown) => (typeof v === "object" ? JSON.stringify(v) : String(v));
  // FunctionGemma's `<escape>` values are text the grammar does not type: there the schema's rules type them, and
  // ajv cannot compile a schema that declares `int` (validation is unchanged), so no rule runs under an alias
  // a raw-content layout (CWM) carries one text for one required string field: no typed values
  // Kimi K3's XTML arguments carry their own written type (the renderer writes `type="string"`): raw text as the
  // vendor reads it, typed afterwards by the schema's rules as FunctionGemma's are, none of which runs under an alias
  const typed = renderers.filter((r) => r.values === "strings" && r.variant !== "FunctionGemma" && r.variant !== "XTML tools channel" && !r.raw);
  for (const r of typed) {
    it(`${r.family} (${r.variant})`, () => {
      check(
        fc.property(params, (ps) => {
          const call = { name: "t", arguments: Object.fromEntries(ps.map(([k, [, v]]) => [k, text(v)])) };
          const schema = (alias: boolean) => ({ type: "object", properties: Object.fromEntries(ps.map(([k, [type], pick]) => { const names = byType.get(type)!; return [k, { type: alias ? names[pick % names.length]! : type }]; })) });
          const canonical = recover(r.render([call]), { t: schema(false) });
          expect(canonical.length, r.render([call])).toBe(1);
          expect(recover(r.render([call]), { t: schema(true) })).toEqual(canonical);
        }),
        15,
      );
    });
  }
});

/**
 * OLMo 3's '…' values hold backslashes with two readings: the chat template's (raw) and Python's (escapes). A call
 * runs only when Python's reading is impossible or gives the same string; then its value is the text as written.
 * Where both are possible and differ, nothing runs.
 */
describe("olmo: a backslash runs only where both readings agree or one is impossible (seeded)", () => {
  const value = fc.array(fc.constantFrom("a", "b", " ", "\\", "n", "t", "d", "x", "4", "1", "\\'", "U", "N", "{"), { maxLength: 12 }).map((cs) => cs.join(""));
  it.runIf(loaded.has("olmo"))("the value is the text as written, or no call", () => {
    check(
      fc.property(value, (v) => {
        const python = parsePythonLiteral(`'${v}'`);
        const runs = python === undefined || python.value === v;
        const text = `<function_calls>f(a='${v}')</function_calls>`;
        expect(recover(text, { f: { type: "object" } }), text).toEqual(runs ? [{ name: "f", arguments: { a: v } }] : []);
      }),
      120,
    );
  });
});
