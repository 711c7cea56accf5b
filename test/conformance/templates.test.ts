/**
 * Chat-template round trips (issue 13, item 1). Each vendor template renders a conversation whose last
 * assistant turn carries tool calls, with and without that turn; the difference is what the model generates.
 * That text, as a leaked assistant message through the host pi picks for the model id (preset-pi-default
 * plus the matching model preset, grammar recovery on), must give back exactly the rendered calls, in order,
 * and the prose alone as visible text. See cases.ts for the machinery and the call sets.
 *
 * Three kinds of case:
 * - round trip: must pass;
 * - DOCUMENTED: the template renders a past turn differently from what the model generates (or the JS
 *   renderer cannot render it), so the rendered text is not a fair test of the parser; counted apart, not asserted;
 * - KNOWN_FAILING: our grammars fail a case that should pass; asserted to STILL fail, so a fix shows up here
 *   (then move the case out of the list).
 */
import type { Template } from "@huggingface/jinja";
import { readFileSync } from "node:fs";
import { CALL_SETS, TEMPLATES, hostFor, loadTemplate, nameOf, recover, render, runCase, runtime, type Call } from "./cases.js";
import type { RepairRuntime } from "../../presets/pi-default/src/runtime/runtime.js";

interface Entry {
  template: string;
  /** A call-set name, or "*" for every call set of the template. */
  callSet: string;
  why: string;
}

const ALL = "*";

const LLAMA_PY =
  'the template writes each value with Python `"%s" | format(v)` (str(v); @huggingface/jinja has no `format`, so the test renders `v` itself): strings come out unquoted (`city=Paris`), null as `None`/empty; Llama 3.2 writes Python literals (`city="Paris"`)';

const LLAMA4_PY =
  'the template writes every value as `"` + Python str(v) + `"` (`"%s" | format(v)`; the test renders `v` itself): a string is not escaped (quotes, backslashes, newlines come out raw inside `"…"`), None, dicts and lists become their Python repr in a string. Llama 4 writes Python literals (`text="He said \\"hi\\""`, `tags=["a", "b c"]`), which the llama grammar reads';
const FG_FORK =
  "this FunctionGemma template is a vLLM fork's example (Google's own template is not in the stored copies): it writes every value as `<escape>` + str(v) + `<escape>`, so null comes out as an empty (Python: `None`) string, where FunctionGemma writes a bare value";

/** The template renders past calls differently from what the model generates; counted apart. */
export const DOCUMENTED: readonly Entry[] = [
  { template: "solar-open", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls (`<|begin|>assistant<|tool_calls|>…` or `<|begin|>assistant<|content|>…`, never both)" },
  { template: "lfm2.5", callSet: "null argument", why: "the template writes non-strings with `|string`; Python Jinja renders `None` (which the lfm2 grammar reads as null), @huggingface/jinja refuses to render it" },
  ...["string with single quotes", "string with backslashes", "string with newlines", "string with surrounding whitespace"].map((callSet) => ({
    template: "lfm2.5",
    callSet,
    why: "the template writes a string as `'` + text + `'` with nothing escaped: a quote inside ends the literal early, a raw line break is no Python string, and a backslash reads as an escape in Python but as itself in the template; such a block has no single reading, so the lfm2 grammar leaves it as text",
  })),
  { template: "qwen3-coder", callSet: "null argument", why: "the template writes scalars with `|string`; Python Jinja renders null as `None`, @huggingface/jinja refuses to render it" },
  { template: "seed-oss", callSet: "null argument", why: "the template writes non-strings with `|string`; Python Jinja renders `None`, @huggingface/jinja refuses to render it" },
  { template: "seed-oss", callSet: "nested object argument", why: "the template writes objects with `|string` (Python repr `{'depth': 2, ...}`, not JSON); @huggingface/jinja refuses to render it" },
  { template: "minimax-m1", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls, so the prose is never rendered" },
  { template: "llama-3.1-json", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  { template: "llama-3.1-json", callSet: "two parallel calls", why: "the template raises 'This model only supports single tool-calls at once!'" },
  { template: "olmo-3", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  { template: "olmo-3", callSet: "string with backslashes", why: "the template writes a string as `'` + text + `'` with nothing escaped, where Python (vLLM's ast.parse) reads `\\t` and `\\n` as escapes, and the model writes both ways: `'C:\\temp\\new \\n'` has two readings that give different strings, so the olmo grammar leaves the block as text (docs/policy.md, \"Python literals\")" },
  { template: "mistral-parallel", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  { template: "granite", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  { template: "xlam-qwen", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  { template: "stepfun-3.7-flash", callSet: "null argument", why: "the template writes scalars with `|string`; Python Jinja renders null as `None`, @huggingface/jinja refuses to render it" },
  { template: "gemma-4", callSet: "null argument", why: "the template writes a null with `{{ argument }}`: Python Jinja renders `None`, @huggingface/jinja an empty string (`note:}`); neither is what the parser can call null" },
  { template: "command-r7b", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls (it renders the reasoning there instead)" },
  { template: "nemotron-nano-v2", callSet: "prose before the call", why: "the template renders a last assistant turn with content and tool calls as two turns (content, `<SPECIAL_12>`, then a new `<SPECIAL_11>Assistant` turn with the calls)" },
  ...["gigachat-3", "gigachat-3.1"].map((template) => ({ template, callSet: "two parallel calls", why: "the template renders only the first tool call of a turn (`message.tool_calls[0]`): GigaChat 3 / 3.1 call one function per turn" })),
  { template: "hyperclovax-seed-think-14b", callSet: "prose before the call", why: "the template renders a turn with content and tool calls as two messages (`<|im_start|>assistant⏎TEXT<|im_end|>` then `<|im_start|>assistant -> tool/function_call⏎[…]`), so the generated text holds a whole second message header" },
  { template: "muse-glimmer", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls (each call is a message of its own)" },
  { template: "minimax-m3", callSet: "null argument", why: "the template leaves out every argument whose value is null (`for k, v in _args.items() if v is not none`: \"omit the field entirely\"), so the rendered call has no `note`" },
  { template: "minimax-m3", callSet: "nested object argument", why: "the layout writes every leaf as bare text with no type: `options` declares no properties, so its leaves (`2`, `1`) have no schema type and stay strings, as SGLang's `minimax_m3` detector keeps them (`_convert_leaf_value` returns the text when the schema gives no type); the grammar never guesses a type the schema does not give" },
  { template: "minicpm5", callSet: "null argument", why: "the template writes a value with `{{ param_value }}`: Python Jinja renders null as `None` (checked below, with Python's rendering), @huggingface/jinja as an empty string" },
  { template: "nemotron-3-nano", callSet: "null argument", why: "the template writes scalars with `|string`; Python Jinja renders null as `None`, @huggingface/jinja refuses to render it" },
  { template: "mistral-small-3.1", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  { template: "llama-3.2-pythonic", callSet: "one call, string argument", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "null argument", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "two parallel calls", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with double quotes", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with single quotes", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with backslashes", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with newlines", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with unicode", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with <", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with closing-tag text", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string holding JSON", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "string with surrounding whitespace", why: LLAMA_PY },
  { template: "llama-3.2-pythonic", callSet: "prose before the call", why: LLAMA_PY },
  { template: "hermes", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  { template: "functiongemma-vllm-fork", callSet: "null argument", why: FG_FORK },
  { template: "functiongemma-vllm-fork", callSet: "prose before the call", why: "the template drops the content of an assistant turn that has tool calls" },
  ...["null argument", "nested object argument", "array argument", "string with double quotes", "string with backslashes", "string with newlines", "string holding JSON", "string with surrounding whitespace"].map((callSet) => ({ template: "llama-4-pythonic", callSet, why: LLAMA4_PY })),
  { template: "gpt-oss", callSet: "two parallel calls", why: "the template renders only the first tool call of a turn ('We assume max 1 tool call per message')" },
  { template: "gpt-oss", callSet: "prose before the call", why: "the template renders the content of a tool-call turn as the analysis channel (reasoning), not as visible prose" },
  {
    template: "kimi-k2-thinking (OpenAI call ids)",
    callSet: ALL,
    why: "a render artefact: the template writes each past call's id as the client gave it (`<|tool_call_begin|>{{ tool_call['id'] }}`), so a history with OpenAI ids renders `call_0`, while the model generates `functions.<name>:<index>` (the row above), the id every Kimi parser reads the tool name from. An id that names no tool (`call_0`, a bare counter) runs only when exactly one declared tool's schema accepts the arguments: the policy never guesses the tool. These conversations declare several tools whose schemas accept the same arguments, so nothing runs, by design; with one matching tool the call is recovered (tested in grammars/kimi). Counted apart from the row above",
  },
];

/** Our grammars fail these though they should pass; each is asserted to still fail. */
export const KNOWN_FAILING: readonly Entry[] = [];

/**
 * Where a template writes non-string values with `|string`, Python Jinja (what vLLM and transformers
 * render with) writes Python's str(): `False`, `None`, `['a', 'b c']`, `{'depth': 2}`. @huggingface/jinja
 * writes JSON-like text instead, so these texts, Python's rendering of the same calls, are checked by hand.
 */
const PYTHON_RENDERED: readonly { template: string; callSet: string; text: string; calls: Call[] }[] = [
  {
    template: "qwen3-coder",
    callSet: "python str(): boolean False",
    text: "<tool_call>\n<function=set_config>\n<parameter=count>\n1\n</parameter>\n<parameter=enabled>\nFalse\n</parameter>\n</function>\n</tool_call>",
    calls: [{ name: "set_config", arguments: { count: 1, enabled: false } }],
  },
  {
    template: "qwen3-coder",
    callSet: "python str(): null None",
    text: "<tool_call>\n<function=set_config>\n<parameter=count>\n1\n</parameter>\n<parameter=note>\nNone\n</parameter>\n</function>\n</tool_call>",
    calls: [{ name: "set_config", arguments: { count: 1, note: null } }],
  },
  {
    template: "seed-oss",
    callSet: "python str(): False, list and dict repr",
    text: "<seed:tool_call>\n<function=set_config>\n<parameter=count>1</parameter>\n<parameter=enabled>False</parameter>\n<parameter=tags>['a', 'b c']</parameter>\n<parameter=options>{'depth': 2, 'mode': 'fast', 'inner': {'a': [1, 2]}}</parameter>\n</function>\n</seed:tool_call>",
    calls: [{ name: "set_config", arguments: { count: 1, enabled: false, tags: ["a", "b c"], options: { depth: 2, mode: "fast", inner: { a: [1, 2] } } } }],
  },
  {
    template: "seed-oss",
    callSet: "python str(): null None",
    text: "<seed:tool_call>\n<function=set_config>\n<parameter=count>1</parameter>\n<parameter=note>None</parameter>\n</function>\n</seed:tool_call>",
    calls: [{ name: "set_config", arguments: { count: 1, note: null } }],
  },
  {
    template: "minicpm5",
    callSet: "python str(): False, None, list and dict repr",
    text: '<function name="set_config"><param name="count">1</param><param name="enabled">False</param><param name="note">None</param><param name="tags">[\'a\', \'b c\']</param><param name="options">{\'depth\': 2, \'mode\': \'fast\', \'inner\': {\'a\': [1, 2]}}</param></function>',
    calls: [{ name: "set_config", arguments: { count: 1, enabled: false, note: null, tags: ["a", "b c"], options: { depth: 2, mode: "fast", inner: { a: [1, 2] } } } }],
  },
];

const find = (list: readonly Entry[], template: string, callSet: string) => list.find((e) => e.template === template && (e.callSet === callSet || e.callSet === ALL));

let rt: RepairRuntime;
beforeAll(async () => {
  rt = await runtime();
});

it("every DOCUMENTED and KNOWN_FAILING entry names a template and call set of the table", () => {
  const names = new Set(TEMPLATES.map(nameOf));
  const sets = new Set(CALL_SETS.map((s) => s.name));
  for (const e of [...DOCUMENTED, ...KNOWN_FAILING]) {
    expect(names.has(e.template), e.template).toBe(true);
    const python = PYTHON_RENDERED.some((p) => p.template === e.template && p.callSet === e.callSet);
    expect(e.callSet === ALL || sets.has(e.callSet) || python, `${e.template} :: ${e.callSet}`).toBe(true);
  }
});

for (const spec of TEMPLATES) {
  const name = nameOf(spec);
  describe(`${spec.family} › ${name}`, () => {
    let template: Template;
    beforeAll(() => {
      template = loadTemplate(spec);
    });
    it(`model ${spec.model} gets the preset pi would pick`, () => {
      expect(hostFor(rt, spec.model).presets).toEqual(EXPECTED_PRESETS[name] ?? EXPECTED_PRESETS[spec.family] ?? []);
    });
    for (const set of CALL_SETS) {
      const documented = find(DOCUMENTED, name, set.name);
      const failing = find(KNOWN_FAILING, name, set.name);
      if (documented) {
        it(`${set.name} [documented]`, () => {
          // not asserted: the rendered text is not what the model generates
          runCase(hostFor(rt, spec.model).host, spec, template, set);
        });
      } else if (failing) {
        it(`${set.name} [known failing]`, () => {
          const o = runCase(hostFor(rt, spec.model).host, spec, template, set);
          expect(o.pass, `now passes — remove it from KNOWN_FAILING: ${failing.why}`).toBe(false);
        });
      } else {
        it(set.name, () => {
          const o = runCase(hostFor(rt, spec.model).host, spec, template, set);
          expect(o.generated, o.problem).toBeTypeOf("string");
          expect({ calls: o.calls, visible: o.visible.trim() }).toEqual({ calls: set.calls, visible: (set.prose ?? "").trim() });
          expect(o.problem).toBeUndefined();
        });
      }
    }
  });
}

for (const p of PYTHON_RENDERED) {
  const spec = TEMPLATES.find((t) => nameOf(t) === p.template)!;
  describe(`${spec.family} › ${p.template} (Python Jinja text)`, () => {
    const failing = find(KNOWN_FAILING, p.template, p.callSet);
    it(`${p.callSet}${failing ? " [known failing]" : ""}`, () => {
      const got = recover(hostFor(rt, spec.model).host, spec, p.text);
      const ok = JSON.stringify(got) === JSON.stringify({ calls: p.calls, visible: "" });
      if (failing) expect(ok, `now passes — remove it from KNOWN_FAILING: ${failing.why}`).toBe(false);
      else expect(got).toEqual({ calls: p.calls, visible: "" });
    });
  });
}

/**
 * Native layouts (issue 36, part 2): the templates that render a turn's prose and its bare call glued on one
 * line. With the model named, the call in that layout recovers and the prose stays; the same text for a
 * context with no model id (the layout is the model preset's) or through pi's host for another model stays text.
 */
const NATIVE_LAYOUTS: readonly { template: string; layout: string }[] = [
  { template: "llama-4-pythonic", layout: 'Let me check the weather first.[get_weather(city="Paris")]' },
  { template: "gemma-3-pythonic", layout: '[get_weather(city="Paris")]Let me check the weather first.' },
];

for (const n of NATIVE_LAYOUTS) {
  const spec = TEMPLATES.find((t) => nameOf(t) === n.template)!;
  const set = CALL_SETS.find((s) => s.name === "prose before the call")!;
  // top-level tests: the round-trip table (report.mjs) counts only the template describes
  {
    it(`native layout of ${n.template}: the template renders the prose and the call glued on one line`, () => {
      expect(render(spec, loadTemplate(spec), set).generated).toBe(n.layout);
    });
    it(`native layout of ${n.template}: recovers with the model named (${spec.model})`, () => {
      expect(recover(hostFor(rt, spec.model).host, spec, n.layout)).toEqual({ calls: set.calls, visible: set.prose });
    });
    it(`native layout of ${n.template}: stays text without the model named, and for another model`, () => {
      expect(recover(hostFor(rt, spec.model).host, { model: "" }, n.layout)).toEqual({ calls: [], visible: n.layout });
      expect(recover(hostFor(rt, "some-other-model").host, { model: "some-other-model" }, n.layout)).toEqual({ calls: [], visible: n.layout });
    });
  }
}

/** The model preset each template's (else each family's) model id selects (by `presetsFor`, as the pi extension does). */
const EXPECTED_PRESETS: Record<string, string[]> = {
  "llama-4-pythonic": ["@pi-tool-repair/preset-llama"],
  "gemma (pythonic)": ["@pi-tool-repair/preset-gemma"],
  "qwen (hermes json)": ["@pi-tool-repair/preset-qwen"],
  "qwen (xml)": ["@pi-tool-repair/preset-qwen"],
  deepseek: ["@pi-tool-repair/preset-deepseek"],
  glm: ["@pi-tool-repair/preset-glm"],
  kimi: ["@pi-tool-repair/preset-kimi"],
  minimax: ["@pi-tool-repair/preset-minimax"],
  "gpt-oss (harmony)": ["@pi-tool-repair/preset-gpt-oss"],
  nemotron: ["@pi-tool-repair/preset-nemotron"],
  apertus: ["@pi-tool-repair/preset-apertus"],
  lfm2: ["@pi-tool-repair/preset-lfm2"],
  solar: ["@pi-tool-repair/preset-solar"],
  functionary: ["@pi-tool-repair/preset-functionary"],
  gigachat: ["@pi-tool-repair/preset-gigachat"],
  "gigachat (gcml)": ["@pi-tool-repair/preset-gigachat/3.5"],
  hunyuan: ["@pi-tool-repair/preset-hunyuan"],
  hyperclova: ["@pi-tool-repair/preset-hyperclova"],
  minicpm: ["@pi-tool-repair/preset-minicpm"],
  ling: ["@pi-tool-repair/preset-ling"],
};


it("docs/conformance.md holds the counts of these tables (regenerate: node test/conformance/report.mjs --write)", () => {
  const rows = new Map<string, number[]>();
  for (const spec of TEMPLATES) {
    const name = nameOf(spec);
    const counts = [0, 0, 0];
    for (const set of CALL_SETS) counts[find(DOCUMENTED, name, set.name) ? 1 : find(KNOWN_FAILING, name, set.name) ? 2 : 0]!++;
    rows.set(`${spec.family} | ${name}`, counts);
  }
  for (const p of PYTHON_RENDERED) {
    const spec = TEMPLATES.find((t) => nameOf(t) === p.template)!;
    const key = `${spec.family} | ${p.template} (Python Jinja text)`;
    const counts = rows.get(key) ?? [0, 0, 0];
    counts[find(KNOWN_FAILING, p.template, p.callSet) ? 2 : 0]!++;
    rows.set(key, counts);
  }
  // the first table only: the peer table (under "## Peer parser tests") is checked by peers.test.ts
  const doc = readFileSync(new URL("../../docs/conformance.md", import.meta.url), "utf8").split("\n## Peer parser tests")[0]!;
  const table = new Map(
    doc
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| family") && !l.startsWith("| ---") && !l.startsWith("| **all**"))
      .map((l) => {
        const cells = l.slice(2, -2).split(" | ");
        return [`${cells[0]} | ${cells[1]}`, cells.slice(2, 5).map(Number)] as const;
      }),
  );
  expect(Object.fromEntries(table)).toEqual(Object.fromEntries(rows));
});
