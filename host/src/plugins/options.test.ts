import { createHost, defineGrammar, definePreset, defineRule, optionDefaults, optionsOf, type Logger, type RepairPlugin } from "../index.js";
import { defaultConfig } from "./config.js";

const schema = {
  type: "object",
  properties: {
    separator: { type: "string", minLength: 1, default: "," },
    max: { type: "integer", minimum: 1, default: 8 },
    extra: { type: "object", additionalProperties: { type: "string" }, default: {} },
  },
  additionalProperties: false,
} as const;

/** A rule that splits a string into an array on its `separator` option, at most `max` items. */
const split = defineRule<{ separator: string; max: number }>({
  name: "split",
  package: "rule-split",
  host: "^1.0.0",
  stage: 400,
  fixes: ["type"],
  options: schema,
  apply(issue, draft, _ctx, options) {
    if (typeof issue.value !== "string" || !issue.expects("array")) return;
    const items = issue.value.split(options.separator);
    if (items.length > options.max) return;
    draft.set(issue.path, items);
    return `split on ${JSON.stringify(options.separator)}`;
  },
});

const tags = { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } };

function logger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, debug() {}, warn: (m) => void lines.push(m) };
}

describe("plugin options", () => {
  it("fills every declared default into the context, and the rule gets them as its fourth argument", () => {
    const host = createHost().use(split);
    const ctx = host.context();
    expect(ctx.config.options).toEqual({ split: { separator: ",", max: 8, extra: {} } });
    expect(host.repairArguments("tag", { tags: "a,b" }, tags, ctx).arguments).toEqual({ tags: ["a", "b"] });
  });

  it("merges preset options, then the user's: later layers win per key, the rest keeps its default", () => {
    const preset = definePreset({ name: "p", plugins: [split], config: { options: { split: { separator: ";", extra: { a: "1" } } } } });
    const host = createHost().use(preset);
    expect(host.context().config.options.split).toEqual({ separator: ";", max: 8, extra: { a: "1" } });
    const ctx = host.context({ config: { options: { split: { max: 2, extra: { b: "2" } } } } });
    expect(ctx.config.options.split).toEqual({ separator: ";", max: 2, extra: { a: "1", b: "2" } });
    expect(host.repairArguments("tag", { tags: "a;b" }, tags, ctx).arguments).toEqual({ tags: ["a", "b"] });
    expect(host.repairArguments("tag", { tags: "a;b;c" }, tags, ctx).outcome).toBe("unrepairable"); // max 2
  });

  it("gives one line naming the plugin and the key for a bad value, and keeps that key's default", () => {
    const log = logger();
    const host = createHost().use(split);
    const ctx = host.context({ config: { options: { split: { separator: "", max: "3", extra: { a: 1 } } } }, log });
    expect(ctx.config.options.split).toEqual({ separator: ",", max: 8, extra: {} });
    expect(log.lines).toEqual([
      '[pi-tool-repair] split (rule-split): option "separator" must NOT have fewer than 1 characters (got ""); using the default',
      '[pi-tool-repair] split (rule-split): option "max" must be integer (got "3"); using the default',
      '[pi-tool-repair] split (rule-split): option "extra" (at extra.a) must be string (got 1); using the default',
    ]);
  });

  it("ignores an unknown key with one line, and keeps the good keys", () => {
    const log = logger();
    const ctx = createHost().use(split).context({ config: { options: { split: { separater: ";", max: 3 } } }, log });
    expect(ctx.config.options.split).toEqual({ separator: ",", max: 3, extra: {} });
    expect(log.lines).toEqual(['[pi-tool-repair] split (rule-split): unknown option "separater"; ignored']);
  });

  it("keeps every default when the options are not an object", () => {
    const log = logger();
    const ctx = createHost().use(split).context({ config: { options: { split: ";" } }, log } as never);
    expect(ctx.config.options.split).toEqual({ separator: ",", max: 8, extra: {} });
    expect(log.lines).toEqual(['[pi-tool-repair] split (rule-split): options must be an object (got ";"); using the defaults']);
  });

  it("says each line once per host, however many contexts are built", () => {
    const log = logger();
    const host = createHost().use(split);
    for (let i = 0; i < 3; i++) host.context({ config: { options: { split: { max: 0 } } }, log });
    expect(log.lines).toHaveLength(1);
  });

  it("never throws for a schema that does not compile: the defaults apply, with one line", () => {
    const log = logger();
    const broken: RepairPlugin = { name: "broken", host: "^1.0.0", options: { type: "object", properties: { a: { type: "nope", default: 1 } } }, apply() {} };
    const ctx = createHost().use(broken).context({ config: { options: { broken: { a: 2 } } }, log });
    expect(ctx.config.options.broken).toEqual({ a: 1 });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^\[pi-tool-repair\] broken: its options schema does not compile \(.*\); using the defaults$/);
  });

  it("never throws for options that cannot be copied (a cycle): the defaults apply, with one line", () => {
    const log = logger();
    const loose: RepairPlugin = { name: "loose", host: "^1.0.0", options: { type: "object", properties: { any: { default: 1 } } }, apply() {} };
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const ctx = createHost().use(loose).context({ config: { options: { loose: { any: cyclic } } }, log });
    expect(ctx.config.options.loose).toEqual({ any: 1 });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^\[pi-tool-repair\] loose: its options cannot be read \(RangeError: .*\); using the defaults$/);
  });

  it("two plugins whose option schemas share an $id do not clash", () => {
    const mk = (name: string, d: number): RepairPlugin => ({ name, host: "^1.0.0", options: { $id: "opts", type: "object", properties: { n: { type: "number", default: d } } }, apply() {} });
    const log = logger();
    const ctx = createHost().use(mk("a", 1)).use(mk("b", 2)).context({ config: { options: { a: { n: 5 }, b: { n: 6 } } }, log });
    expect(ctx.config.options).toEqual({ a: { n: 5 }, b: { n: 6 } });
    expect(log.lines).toEqual([]);
  });

  it("leaves the options of plugins that declare none as given, and returns frozen options", () => {
    const plain: RepairPlugin = { name: "plain", host: "^1.0.0", apply() {} };
    const ctx = createHost().use(plain).use(split).context({ config: { options: { plain: { anything: 1 } } } });
    expect(ctx.config.options.plain).toEqual({ anything: 1 });
    expect(Object.isFrozen(ctx.config.options.split)).toBe(true);
  });

  it("optionsOf gives the defaults in a context built by hand", () => {
    const ctx = { tools: new Map(), config: defaultConfig(), log: logger() };
    expect(optionsOf(ctx, split)).toEqual({ separator: ",", max: 8, extra: {} });
    expect(optionDefaults(undefined)).toEqual({});
  });

  it("passes a grammar its options as the fourth argument of scan", () => {
    const seen: unknown[] = [];
    const g = defineGrammar<{ tag: string }>({
      name: "g",
      host: "^1.0.0",
      markers: ["<x>"],
      options: { type: "object", properties: { tag: { type: "string", default: "x" } } },
      scan(_text, at, _input, options) {
        seen.push(options.tag);
        return { end: at + 3, calls: [] };
      },
    });
    const host = createHost().use(g);
    host.scanText("a <x> b", "text", host.context({ config: { grammar: { enabled: true }, options: { g: { tag: "y" } } } }));
    host.scanText("a <x> b", "text", host.context({ config: { grammar: { enabled: true } } }));
    expect(seen).toEqual(["y", "x"]);
  });
});
