/**
 * The shared table of a model preset's test (presets/<name>/src/index.test.ts): it extends
 * preset-pi-default, turns its grammar config on, recovers or leaves leaked messages, repairs the
 * argument habits of its models, and matches its model ids. Call these inside the preset's `describe`.
 */
import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";

export type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
export function run(preset: Preset, content: Block[], model: string) {
  const host = createHost().use(preset);
  const ctx = host.context({ model: { id: model }, tools: PI_TOOL_SCHEMAS });
  const r = host.processMessage({ role: "assistant", content, stopReason: "stop" }, ctx);
  const out = (r.message.content as Block[]).map((b) => (b.type === "toolCall" ? { ...b, id: "ID" } : b));
  return { changed: r.changed, stopReason: r.message.stopReason, content: out };
}
export const text = (t: string): Block[] => [{ type: "text", text: t }];
export const call = (name: string, args: unknown): Block => ({ type: "toolCall", id: "ID", name, arguments: args });
export const unchanged = (content: Block[]) => ({ changed: false, stopReason: "stop", content });
export const recovered = (...content: Block[]) => ({ changed: true, stopReason: "toolUse", content });
/** Plugins preset-pi-default bundles: a case whose rule or grammar is not bundled yet is skipped, never passed. */
const bundled = new Set(createHost().use(piDefault).plugins.map((p) => p.name));
const missing = (needs: readonly string[]) => needs.some((n) => !bundled.has(n));

/** `preset.name` is `name`, it extends preset-pi-default, and a host lists both. */
export function itExtendsPiDefault(preset: Preset, name: string): void {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(preset.name).toBe(name);
    expect(preset.presets).toEqual([piDefault]);
    expect(createHost().use(preset).presets.map((p) => p.name)).toEqual([name, "@pi-tool-repair/preset-pi-default"]);
  });
}

/** The config a host with `preset` resolves for `model`: exactly `expected` for each key `expected` names. */
export function itConfigures(title: string, preset: Preset, model: string, expected: Record<string, unknown>): void {
  it(title, () => {
    const config = createHost().use(preset).context({ model: { id: model } }).config;
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, config[k]]))).toEqual(expected);
  });
}

export interface MessageCase {
  name: string;
  preset: Preset;
  content: Block[];
  out: unknown;
  /** Plugins the case needs; each must be bundled (a missing one fails the case). */
  needs: readonly string[];
}

/** Each message through `run(c.preset, c.content, model)` gives exactly `c.out`. */
export function itProcessesMessages(model: string, cases: readonly MessageCase[]): void {
  for (const c of cases) {
    it(c.name, () => {
      expect(missing(c.needs), `plugins ${c.needs.join(", ")} must be bundled`).toBe(false);
      expect(run(c.preset, c.content, model)).toEqual(c.out);
    });
  }
}

export interface HabitCase {
  tool: string;
  input: unknown;
  output: unknown;
  /** The rules that repair it, in the order they report; each must be bundled (a missing one fails the case). */
  needs: readonly string[];
}

/** Each habit's arguments for `c.tool` are repaired to `c.output` by exactly the rules `c.needs`. */
export function itRepairsHabits(preset: Preset, model: string, cases: readonly HabitCase[]): void {
  for (const c of cases) {
    it(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      expect(missing(c.needs), `plugins ${c.needs.join(", ")} must be bundled`).toBe(false);
      const host = createHost().use(preset);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: model } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }
}

/** Whether `preset.models` matches each id. */
export function itMatchesModels(preset: Preset, rows: ReadonlyArray<readonly [string, boolean]>): void {
  it.each(rows.map(([id, active]) => [id, active] as [string, boolean]))("its models match %s: %s", (id, active) => {
    expect(compilePatterns(preset.models ?? []).some((r) => r.test(id))).toBe(active);
  });
}
