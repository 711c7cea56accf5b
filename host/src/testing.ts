/**
 * Table testers for rules and grammars, in the manner of ESLint's RuleTester. They register one vitest
 * (or any `describe`/`it` global) test per case. Inputs and schemas are deep-frozen: a rule that mutates
 * them fails. Every case reaches the rule: a `valid` case is a schema-invalid input with an issue the rule
 * answers, which the rule must leave alone (a schema-valid one is refused: the host would return it before any
 * rule runs); an `invalid` case is repaired to `output`, or left unrepairable (`output: null`).
 */
import assert from "node:assert/strict";
import type { AssistantMessage, ConfigInput, Grammar, Hint, JSONSchema, Preset, ProcessResult, RepairHost, RepairPlugin, RepairResult } from "./contract/index.js";
import { createHost } from "./host.js";
import { defineGrammar } from "./plugins/define.js";
import { validateWithAjv } from "./repair/validator.js";
import { deepFreeze } from "@pi-tool-repair/grammar-kit";

type TestFn = (name: string, fn: () => void) => void;
interface Runner {
  describe: TestFn;
  it: TestFn;
}

function runner(): Runner {
  const g = globalThis as unknown as Partial<Runner>;
  if (typeof g.describe !== "function" || typeof g.it !== "function") {
    throw new Error("RuleTester needs global describe/it (vitest with globals: true, or mocha/jest)");
  }
  return { describe: g.describe, it: g.it };
}

/** Freezes a case's input and schema (the tables freeze both: a rule must never mutate them). */
export { deepFreeze };

function show(value: unknown): string {
  const s = JSON.stringify(value);
  return s === undefined ? String(value) : s.length > 90 ? s.slice(0, 87) + "..." : s;
}

/** What {@link RuleTester} takes: the defaults of every case. */
export interface RuleTesterOptions {
  /** The tool's JSON Schema (a case may bring its own). */
  schema: JSONSchema;
  /** Tool name (default "tool"). */
  tool?: string;
  config?: ConfigInput;
  /** Other plugins or presets loaded beside the rule under test. */
  with?: readonly (RepairPlugin | Preset)[];
}

/**
 * A case the rule must leave alone, as in ESLint: the input is schema-INVALID (so the repair hook runs and the
 * rule sees its issues) and the rule must not fire on it. A schema-valid input is refused: the host returns it
 * before any rule runs, so it would test nothing.
 */
export interface ValidCase {
  /** The arguments as the model sent them (a string is raw arguments text). */
  input: unknown;
  /** The test's name (default: the input, shortened). */
  name?: string;
  /** This case's schema instead of the tester's. */
  schema?: JSONSchema;
  /** This case's tool name instead of the tester's. */
  tool?: string;
  /** Host config for this case (e.g. `{ rules: { myRule: false } }`). */
  config?: ConfigInput;
}

/** One case of a {@link RuleTester} table that must be repaired to `output`, or stay unrepairable (`output: null`). */
export interface InvalidCase extends ValidCase {
  /** The repaired arguments, or `null` when the call must stay unrepairable (original kept). */
  output: unknown;
  /** A pattern one of the rule's hints must match. */
  hint?: RegExp | string;
  /** The rules that must have fired (default: the rule under test, when output is not null). */
  rules?: readonly string[];
}

/** What {@link RuleTester.run} takes: valid inputs (bare or as {@link ValidCase}) and invalid cases. */
export interface RuleTests {
  /** Schema-invalid inputs the rule must not change (it must not fire, and with no `with` plugins the call stays unrepairable). */
  valid: readonly (ValidCase | Record<string, unknown> | unknown[] | string | number | boolean | null)[];
  invalid: readonly InvalidCase[];
}

function isCase(v: unknown): v is ValidCase {
  return typeof v === "object" && v !== null && !Array.isArray(v) && "input" in v && Object.keys(v).every((k) => ["input", "name", "schema", "tool", "config"].includes(k));
}

/**
 * A table test for one rule, in the manner of ESLint's RuleTester: `run` registers one `it` per case under
 * a `describe` named after the rule (vitest with `globals: true`, mocha or jest). Inputs and schemas are
 * deep-frozen, so a rule that mutates them fails.
 *
 * - a `valid` case is a schema-invalid input with an issue the rule answers, which the rule must leave alone: it
 *   must not fire, change the arguments or leave a hint (a schema-valid input is refused: it would test nothing);
 * - an `invalid` case with an `output` must be repaired to exactly that output, which must validate, name
 *   the rule among the rules that fired, match `hint` when given, and come back valid from a second run;
 * - an `invalid` case with `output: null` must stay unrepairable, keeping the original arguments.
 *
 * @example
 * ```js
 * import { RuleTester } from "@pi-tool-repair/host/testing";
 * new RuleTester({ schema, tool: "tag" }).run(wrapCommaList, {
 *   valid: [{ tags: ["a", "b"] }],
 *   invalid: [{ input: { tags: "a, b" }, output: { tags: ["a", "b"] } }, { input: { tags: "a,,b" }, output: null }],
 * });
 * ```
 */
export class RuleTester {
  readonly options: RuleTesterOptions;
  constructor(options: RuleTesterOptions) {
    this.options = options;
    deepFreeze(options.schema);
  }

  /** A fresh host with the `with` plugins and then the plugin under test. */
  host(plugin: RepairPlugin | Preset): RepairHost {
    const host = createHost();
    for (const p of this.options.with ?? []) host.use(p);
    host.use(plugin);
    return host;
  }

  /** Runs one input through a host with the plugin (for custom assertions). */
  repair(plugin: RepairPlugin | Preset, input: unknown, overrides: Partial<ValidCase> = {}): RepairResult {
    return this.#repair(this.host(plugin), input, overrides);
  }

  #repair(host: RepairHost, input: unknown, overrides: Partial<ValidCase>): RepairResult {
    const schema = overrides.schema ?? this.options.schema;
    const ctx = host.context({ config: { ...(this.options.config ?? {}), ...(overrides.config ?? {}) } });
    return host.repairArguments(overrides.tool ?? this.options.tool ?? "tool", input, schema, ctx);
  }

  /**
   * Like `repair`, and what each pass of the `repair` hook left on the draft: the rules that changed it and
   * their hints and faults, also when the call stays unrepairable (its result then names no rule).
   */
  #watch(plugin: RepairPlugin | Preset, input: unknown, overrides: Partial<ValidCase>): { result: RepairResult; fired: Set<string>; notes: Hint[] } {
    const fired = new Set<string>();
    const notes: Hint[] = [];
    const host = this.host(plugin).use({
      name: "ruleTester.watch",
      host: "^1.0.0",
      stage: Number.MAX_SAFE_INTEGER, // taps last: it sees each pass's draft after every rule
      apply(h: RepairHost) {
        h.hooks.repair.tap("ruleTester.watch", (draft) => {
          for (const r of draft.rules) fired.add(r);
          for (const n of [...draft.hints, ...draft.faults, ...(draft.vetoed ? [draft.vetoed] : [])]) if (!notes.includes(n)) notes.push(n);
          return draft;
        });
      },
    });
    return { result: this.#repair(host, input, overrides), fired, notes };
  }

  /** Registers the table's cases as tests (needs global `describe`/`it`). */
  run(plugin: RepairPlugin | Preset, tests: RuleTests): void {
    const { describe, it } = runner();
    const seen = new Set<string>();
    const once = (kind: string, c: unknown) => {
      const key = kind + JSON.stringify(c, (_k, v) => (v instanceof RegExp ? String(v) : v));
      if (seen.has(key)) throw new Error(`duplicate ${kind} case: ${show(c)}`);
      seen.add(key);
    };
    describe(plugin.name, () => {
      if (tests.valid.length > 0) describe("valid", () => {
        for (const raw of tests.valid) {
          const c: ValidCase = isCase(raw) ? raw : { input: raw };
          once("valid", c);
          it(c.name ?? show(c.input), () => {
            const input = deepFreeze(c.input);
            const schema = deepFreeze(c.schema ?? this.options.schema);
            const issues = validateWithAjv(input, schema);
            assert.ok(
              issues.length > 0,
              `valid case ${show(input)} is schema-valid: the host returns it before any rule runs, so it tests nothing. A valid case is a schema-invalid input the rule must leave alone`,
            );
            const fixes = (plugin as { fixes?: unknown }).fixes;
            if (Array.isArray(fixes)) {
              assert.ok(
                issues.some((i) => fixes.includes(i.keyword)),
                `valid case ${show(input)} has no issue the rule answers (its issues: ${[...new Set(issues.map((i) => i.keyword))].join(", ")}; it fixes ${fixes.join(", ")}): the rule is never called on it`,
              );
            }
            const { result, fired, notes } = this.#watch(plugin, input, { ...c, schema });
            const own = notes.filter((h) => h.rule === plugin.name);
            assert.ok(!fired.has(plugin.name), `${plugin.name} must not change a valid case (it did: ${show(own)})`);
            assert.deepStrictEqual(own, [], `${plugin.name} must leave no hint or fault on a valid case`);
            if ((this.options.with ?? []).length === 0) {
              assert.equal(result.outcome, "unrepairable", `expected the call to stay unrepairable, got ${result.outcome}: ${show(result.arguments)}`);
              assert.ok(result.arguments === input, "a call the rule leaves alone keeps the original arguments");
            }
          });
        }
      });
      describe("invalid", () => {
        for (const c of tests.invalid) {
          once("invalid", c);
          it(c.name ?? `${show(c.input)} → ${c.output === null ? "unrepairable" : show(c.output)}`, () => {
            const input = deepFreeze(c.input);
            const schema = deepFreeze(c.schema ?? this.options.schema);
            const result = this.repair(plugin, input, { ...c, schema });
            if (c.output === null) {
              assert.equal(result.outcome, "unrepairable", `expected unrepairable, got ${result.outcome}: ${show(result.arguments)}`);
              assert.ok(result.arguments === input, "an unrepairable call keeps the original arguments");
              return;
            }
            assert.equal(result.outcome, "repaired", `expected repaired, got ${result.outcome}: ${show(result.hints)}`);
            assert.deepStrictEqual(result.arguments, c.output);
            assert.deepStrictEqual(validateWithAjv(result.arguments, schema), [], "a repaired result validates");
            const expectedRules = c.rules ?? [plugin.name];
            for (const r of expectedRules) assert.ok(result.rules.includes(r), `rule ${r} should have fired (fired: ${result.rules.join(", ")})`);
            if (c.hint !== undefined) {
              const pattern = typeof c.hint === "string" ? new RegExp(c.hint.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : c.hint;
              assert.ok(result.hints.some((h) => pattern.test(h.message)), `no hint matches ${pattern}: ${show(result.hints)}`);
            }
            const again = this.repair(plugin, deepFreeze(result.arguments), { ...c, schema });
            assert.equal(again.outcome, "valid", "a repaired result survives a second run unchanged");
          });
        }
      });
    });
  }
}

export function assistantMessage(text: string, extra: Partial<AssistantMessage> = {}): AssistantMessage {
  return { role: "assistant", content: [{ type: "text", text }], stopReason: "stop", ...extra };
}

export interface GrammarCase {
  text: string;
  name?: string;
  /** Declared tools: names only, or names → schemas. Absent: any name is accepted. */
  tools?: readonly string[] | Readonly<Record<string, JSONSchema>>;
}
export interface PositiveCase extends GrammarCase {
  calls: readonly { name: string; arguments: unknown }[];
  /** The visible text left, compared with whitespace collapsed. `null`/absent = not checked. */
  strip?: string | null;
}
export interface NegativeCase extends GrammarCase {
  /** The visible text left when the grammar strips markup without running it (collapsed whitespace). */
  strip?: string;
}
export interface GrammarTests {
  positive: readonly PositiveCase[];
  /** Text that runs no call. Its visible text must come back unchanged, unless `strip` says what is left. */
  negative: readonly (NegativeCase | string)[];
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The visible text of a message: its text blocks joined. */
export function visibleText(message: { content?: unknown }): string {
  const content = Array.isArray(message.content) ? message.content : [];
  return content
    .filter((b): b is { type: "text"; text: string } => b?.type === "text")
    .map((b) => b.text)
    .join(" ");
}

/** A grammar whose scans are counted, in a host of its own (`countedScans`). */
export interface CountedScans {
  /** How many times the grammar's `scan` was called so far. */
  scans(): number;
  /** Processes `text` as an assistant message: the names of the calls recovered, and the visible text left. */
  run(text: string): { names: string[]; text: string };
}

/**
 * `grammar` with its `scan` calls counted, alone in a host that names it in `grammar.grammars` (so a `namedOnly`
 * grammar runs too) and accepts any tool name: for tests that a grammar reads a run of markers once, not once per
 * marker (linear in its input). The copy keeps every field of the declaration but `stripGrammar`.
 */
export function countedScans(grammar: Grammar): CountedScans {
  let scans = 0;
  const counted = defineGrammar({
    name: grammar.name,
    host: grammar.host,
    ...(grammar.stage !== undefined ? { stage: grammar.stage } : {}),
    markers: grammar.markers,
    inThinking: grammar.inThinking,
    inCode: grammar.inCode,
    bare: grammar.bare,
    owns: grammar.owns,
    literals: grammar.literals,
    ...(grammar.package !== undefined ? { package: grammar.package } : {}),
    ...(grammar.before !== undefined ? { before: grammar.before } : {}),
    ...(grammar.options !== undefined ? { options: grammar.options } : {}),
    ...(grammar.meta !== undefined ? { meta: grammar.meta } : {}),
    ...(grammar.namedOnly ? { namedOnly: true } : {}),
    scan(text, at, input, options) {
      scans++;
      return grammar.scan(text, at, input, options as never);
    },
  });
  const host = createHost().use(counted);
  const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false, grammars: [grammar.name] } } });
  return {
    scans: () => scans,
    run(text) {
      const r = host.processMessage(assistantMessage(text), ctx);
      return { names: r.recovered.map((c) => c.name), text: visibleText(r.message) };
    },
  };
}

/** The grammars among `plugins` (not inside presets) when one of them is `namedOnly`: the list that names them all. */
function namedGrammars(plugins: readonly (RepairPlugin | Preset)[]): string[] | undefined {
  const grammars = plugins.filter((p): p is Grammar => "kind" in p && p.kind === "grammar");
  return grammars.some((g) => g.namedOnly === true) ? grammars.map((g) => g.name) : undefined;
}

export function runGrammar(plugins: readonly (RepairPlugin | Preset)[], c: GrammarCase, mode: "recover" | "strip" = "recover"): ProcessResult {
  const host = createHost();
  for (const p of plugins) host.use(p);
  const named = namedGrammars(plugins);
  const ctx = host.context({
    tools: c.tools,
    // a `namedOnly` grammar runs only where the config names it: the tester names every grammar it was given
    config: { grammar: { enabled: true, mode, requireKnownTool: c.tools !== undefined, ...(named ? { grammars: named } : {}) } },
  });
  return host.processMessage(assistantMessage(c.text), ctx);
}

export class GrammarTester {
  readonly with: readonly (RepairPlugin | Preset)[];
  constructor(options: { with?: readonly (RepairPlugin | Preset)[] } = {}) {
    this.with = options.with ?? [];
  }
  run(grammar: Grammar | RepairPlugin, tests: GrammarTests): void {
    const { describe, it } = runner();
    describe(grammar.name, () => {
      describe("positive", () => {
        for (const c of tests.positive) {
          it(c.name ?? show(c.text), () => {
            const r = runGrammar([...this.with, grammar], c);
            assert.deepStrictEqual(
              r.recovered.map((x) => ({ name: x.name, arguments: x.arguments })),
              c.calls.map((x) => ({ name: x.name, arguments: x.arguments })),
            );
            if (typeof c.strip === "string") assert.equal(collapse(visibleText(r.message)), collapse(c.strip));
          });
        }
      });
      describe("negative", () => {
        for (const raw of tests.negative) {
          const c: NegativeCase = typeof raw === "string" ? { text: raw } : raw;
          it(c.name ?? show(c.text), () => {
            const r = runGrammar([...this.with, grammar], c);
            assert.deepStrictEqual(r.recovered, []);
            assert.ok(!(r.message as AssistantMessage).content.some((b) => b?.type === "toolCall"), "a negative case gains no toolCall block");
            if (c.strip === undefined) assert.equal(visibleText(r.message), c.text, `the text of a negative case comes back unchanged (give \`strip\` when markup is removed); got ${JSON.stringify(visibleText(r.message))}`);
            else assert.equal(collapse(visibleText(r.message)), collapse(c.strip));
          });
        }
      });
    });
  }
}
