/**
 * Model presets (issue 36): each built-in model preset, active for one of its model ids (as pi picks it), keeps
 * the safety of the default host with its own grammar list. A call of any family the preset runs, only shown
 * (inert regions) or written inside a sentence, never runs; a bare call (JSON or pythonic) with prose beside it
 * on its line runs only in the native layout its preset declares (Llama 4: ending the text, Gemma 3: opening it),
 * and never for another model; the sentence rule (prose before and after on one line) holds in every layout.
 */
import fc from "fast-check";
import type { AssistantMessage, Preset, RepairContext, RepairHost } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { BUILTIN_MODEL_PRESETS, createRuntime } from "../../presets/pi-default/src/runtime/runtime.js";
import { defaultPiConfig } from "@pi-tool-repair/preset-pi-default/config";
import { check } from "./arbitraries.js";
import { WRAPPERS } from "./inert.js";
import { RENDERERS, py, type Call } from "./renderers.js";

/** One model id per built-in model preset: the id pi sees, which activates it. */
const MODEL_OF: Record<string, string> = {
  "@pi-tool-repair/preset-deepseek": "deepseek-ai/DeepSeek-R1-Distill-Llama-8B",
  "@pi-tool-repair/preset-glm": "zai-org/GLM-4.6",
  "@pi-tool-repair/preset-qwen": "qwen2.5-coder:14b",
  "@pi-tool-repair/preset-kimi": "moonshotai/Kimi-K2-Instruct",
  "@pi-tool-repair/preset-minimax": "MiniMaxAI/MiniMax-M2",
  "@pi-tool-repair/preset-dots": "rednote-hilab/dots.llm1.inst",
  "@pi-tool-repair/preset-gpt-oss": "openai/gpt-oss-120b",
  "@pi-tool-repair/preset-longcat": "meituan-longcat/LongCat-Flash-Chat",
  "@pi-tool-repair/preset-gigachat": "ai-sage/GigaChat3-10B-A1.8B",
  "@pi-tool-repair/preset-gigachat/3.5": "ai-sage/GigaChat3.5-432B-A28B",
  "@pi-tool-repair/preset-nemotron": "nvidia/NVIDIA-Nemotron-Nano-9B-v2",
  "@pi-tool-repair/preset-apertus": "swiss-ai/Apertus-8B-Instruct-2509",
  "@pi-tool-repair/preset-lfm2": "LiquidAI/LFM2-1.2B",
  "@pi-tool-repair/preset-openpangu": "openPangu-Embedded-7B-V1.1",
  "@pi-tool-repair/preset-solar": "upstage/Solar-Open-100B",
  "@pi-tool-repair/preset-llama": "meta-llama/Llama-4-Scout-17B-16E-Instruct",
  "@pi-tool-repair/preset-gemma": "google/gemma-3-27b-it",
  "@pi-tool-repair/preset-k2-horizon": "IFM/K2-Horizon-7B",
  "@pi-tool-repair/preset-ling": "inclusionAI/Ling-flash-2.0",
  "@pi-tool-repair/preset-functionary": "meetkai/functionary-medium-v3.2",
  "@pi-tool-repair/preset-hunyuan": "tencent/Hunyuan-A13B-Instruct",
  "@pi-tool-repair/preset-hyperclova": "naver-hyperclovax/HyperCLOVAX-SEED-Think-32B",
  "@pi-tool-repair/preset-minicpm": "openbmb/MiniCPM5-8B",
  "@pi-tool-repair/preset-cwm": "facebook/cwm",
  "@pi-tool-repair/preset-plamo": "pfnet/plamo-3-nict-31b-base",
  "@pi-tool-repair/preset-step-audio": "stepfun-ai/Step-Audio-2-mini",
  "@pi-tool-repair/preset-rwkv": "BlinkDL/rwkv7-g1",
  "@pi-tool-repair/preset-local": "ollama/mistral-nemo",
};

const rt = await createRuntime({ config: defaultPiConfig(), log: { debug() {}, warn() {} }, paths: [] });

interface Active {
  name: string;
  model: string;
  host: RepairHost;
  preset: Preset;
  ctx: RepairContext;
  /** The families its grammar list runs (every loaded one when it names none). */
  families: ReadonlySet<string>;
}

const loadedFamilies = (host: RepairHost) => new Set(host.plugins.filter((p) => p.kind === "grammar").map((p) => p.name));

const ACTIVE: Active[] = BUILTIN_MODEL_PRESETS.filter((name) => MODEL_OF[name] !== undefined).map((name) => {
  const model = MODEL_OF[name]!;
  const { host, presets } = rt.hostFor(model);
  const preset = presets.find((p) => p.name === name)!;
  const ctx = rt.contextFor(host, { id: model }, new Map(Object.entries(PI_TOOL_SCHEMAS)), { debug() {}, warn() {} });
  const list = ctx.config.grammar.grammars;
  return { name, model, host, preset, ctx, families: new Set(list ?? loadedFamilies(host)) };
});
const activeArb = fc.constantFrom(...ACTIVE.map((_, i) => i)).map((i) => ACTIVE[i]!);
Object.defineProperty(ACTIVE, fc.toStringMethod, { value: () => "presets" });
for (const a of ACTIVE) Object.defineProperty(a, fc.toStringMethod, { value: () => `preset(${a.name} for ${a.model})` });

const SAFE = [..."abcXYZ019 _-.,:;!?'\"\\/{}()=+*#@$%&~éü数据😀"];
const str = fc.array(fc.constantFrom(...SAFE), { minLength: 1, maxLength: 10 }).map((a) => a.join("").trim() || "x");
const plainStr = str.filter((s) => !/[\\'"]/.test(s));
const valueFor = (kind: string): fc.Arbitrary<unknown> =>
  kind === "strings" ? str : kind === "python-plain" ? fc.oneof(plainStr, fc.integer(), fc.boolean()) : kind === "gemma" ? fc.oneof(str.filter((s) => !s.includes('"') && !s.includes("<")), fc.integer({ min: -1e6, max: 1e6 }), fc.boolean()) : fc.oneof(str, fc.integer(), fc.boolean(), fc.constant(null));
const pathCall = (kind: string): fc.Arbitrary<Call> => fc.record({ path: valueFor(kind === "strings" || kind === "python-plain" || kind === "gemma" ? kind : "strings") }).map((args) => ({ name: "read", arguments: args }));

/** A rendering of a family the preset runs, with a read call (a tool pi declares, so it would run alone). */
const renderedFor = (a: Active): fc.Arbitrary<string> => {
  const mine = RENDERERS.filter((r) => a.families.has(r.family));
  return fc.constantFrom(...mine).chain((r) => fc.array(pathCall(r.values), { minLength: 1, maxLength: r.multi ? 2 : 1 }).map((calls) => r.render(calls)));
};

function processed(a: Active, text: string, ctx: RepairContext = a.ctx) {
  const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
  return { m, r: a.host.processMessage(m, ctx) };
}

function unchanged(a: Active, text: string, ctx?: RepairContext): void {
  const { m, r } = processed(a, text, ctx);
  expect(r.recovered, `${a.name} ${JSON.stringify(text)}`).toEqual([]);
  expect(r.stripped, `${a.name} ${JSON.stringify(text)}`).toBe(0);
  expect(r.message, `${a.name} ${JSON.stringify(text)}`).toBe(m);
}

const runs = (a: Active, text: string): string[] => processed(a, text).r.recovered.map((c) => c.name);

/** A pythonic list of read calls (`[read(path="a")]`), the bare form Llama 4 and Gemma 3 write. */
const pythonic = fc.array(str, { minLength: 1, maxLength: 2 }).map((paths) => `[${paths.map((p) => `read(path=${py(p)})`).join(", ")}]`);
/** Llama 3.1's bare JSON call, one line or pretty-printed. */
const bareJson = fc.tuple(str, fc.boolean()).map(([p, pretty]) => JSON.stringify({ name: "read", arguments: { path: p } }, null, pretty ? 2 : undefined));
const words = fc.array(fc.constantFrom("You", "could", "send", "the", "call", "and", "it", "runs", "数据", "🙂"), { minLength: 1, maxLength: 4 }).map((w) => w.join(" "));
const lead = fc.constantFrom("Let me check.", "I will read it:", "好的。", "Sure 🙂");
const tail = fc.constantFrom("Then I edit it.", "Done soon.", "然后结束。", "and it runs.");

describe("model presets keep the safety of the default host (seeded)", () => {
  it("every built-in model preset is active for its model id", () => {
    expect(ACTIVE.map((a) => a.name)).toEqual(BUILTIN_MODEL_PRESETS);
    for (const a of ACTIVE) expect(rt.presetsFor(a.model).map((p) => p.name), a.model).toEqual([a.name]);
  });

  it("a call of a family the preset runs, only shown in an inert region, never runs", () => {
    check(
      fc.property(
        activeArb.chain((a) => renderedFor(a).map((t) => ({ a, t }))),
        fc.constantFrom(...WRAPPERS),
        ({ a, t }, w) => {
          fc.pre(w.fits(t));
          unchanged(a, w.wrap(t));
        },
      ),
      300,
    );
  });

  it("a call of a family the preset runs, written inside a sentence, never runs", () => {
    check(
      fc.property(
        activeArb.chain((a) => renderedFor(a).map((t) => ({ a, t }))),
        words,
        fc.constantFrom("and it runs.", "— 然后结束。", ", then it works."),
        ({ a, t }, before, after) => {
          fc.pre(!t.includes("\n"));
          unchanged(a, `${before} ${t} ${after}`);
        },
      ),
      300,
    );
  });

  it("a bare call (JSON or pythonic) with prose on its line runs only in the preset's native layout", () => {
    check(
      fc.property(activeArb, fc.oneof(pythonic, bareJson), lead, tail, (a, call, before, after) => {
        const layout = a.preset.nativeLayout;
        const oneLine = !call.includes("\n");
        const form = call.startsWith("[") ? "pythonic" : "json";
        const native = (position: "end" | "start") => layout !== undefined && a.families.has(layout.grammar) && layout.form === form && layout.position === position && oneLine;
        // the sentence rule: prose before and after on one line is an explanation, in every layout
        if (oneLine) unchanged(a, `${before} ${call} ${after}`);
        // prose, then the call ending the text
        if (native("end")) expect(runs(a, `${before}${call}`)).not.toEqual([]);
        else if (oneLine) unchanged(a, `${before}${call}`);
        // the call opening the text, then prose
        if (native("start")) expect(runs(a, `${call}${before}`)).not.toEqual([]);
        else if (oneLine) unchanged(a, `${call}${before}`);
        // the control: on its own line, a preset that runs its grammar runs it
        if (a.families.has("llama")) expect(runs(a, `${before}\n${call}`)).not.toEqual([]);
      }),
      300,
    );
  });

  it("a native layout holds only for its preset's models: the same host for another model keeps the own-line rule", () => {
    const natives = ACTIVE.filter((a) => a.preset.nativeLayout !== undefined);
    expect(natives.map((a) => a.name).sort()).toEqual(["@pi-tool-repair/preset-functionary", "@pi-tool-repair/preset-gemma", "@pi-tool-repair/preset-llama"]);
    // Functionary's recipient form (`>>>NAME⏎{…}` glued to the prose): for any other model, the own-line rule
    const functionary = natives.find((a) => a.name === "@pi-tool-repair/preset-functionary")!;
    check(
      fc.property(lead, fc.constantFrom("qwen3-coder-30b", "", "meta-llama/Llama-3.2-3B-Instruct", "gemma-4-31b-it"), (before, other) => {
        const ctx = functionary.host.context({ model: { id: other }, tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["functionary"] } } });
        unchanged(functionary, `${before}>>>read\n{"path": "a.ts"}`, ctx);
      }),
      100,
    );
    check(
      fc.property(fc.constantFrom(...natives.filter((a) => a.preset.nativeLayout!.form === "pythonic")), pythonic, lead, fc.constantFrom("qwen3-coder-30b", "", "meta-llama/Llama-3.2-3B-Instruct", "gemma-4-31b-it"), (a, call, before, other) => {
        const ctx = a.host.context({ model: { id: other }, tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
        unchanged(a, `${before}${call}`, ctx);
        unchanged(a, `${call}${before}`, ctx);
      }),
      200,
    );
  });
});
