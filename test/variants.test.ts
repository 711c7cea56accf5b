/**
 * A declared variant (issue 35, item 1): a grammar that reads another grammar's layout with other markers is its own
 * grammar plugin, with its own name and markers (`gcml`, GigaChat 3.5's GCML, beside `dsml`, built by the same code in
 * @pi-tool-repair/grammar-dsml, `meta.variantOf: "dsml"`). Its name reaches every place a grammar's name appears:
 * `--grammars`, `grammarRepair.grammars`, `recovered[].grammar`, the model preset; and the two never claim one block.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { runGrammar } from "@pi-tool-repair/host/testing";
import { dsml, gcml } from "@pi-tool-repair/grammar-dsml";
import { PI_TOOL_SCHEMAS, createDefaultHost, piDefault } from "@pi-tool-repair/preset-pi-default";
import { defaultPiConfig } from "../presets/pi-default/src/config.js";
import { createRuntime } from "../presets/pi-default/src/runtime/runtime.js";
import { RepairCounts } from "../presets/pi-default/src/runtime/stats.js";
import { check } from "./properties/arbitraries.js";
import { RENDERERS, type Call } from "./properties/renderers.js";

const bin = fileURLToPath(new URL("../node_modules/.bin/pi-tool-repair", import.meta.url));
const GCML = 'Reading.\n<｜GCML｜tool_calls>\n<｜GCML｜invoke name="read">\n<｜GCML｜parameter name="path" string="true">a.ts</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls></s>';
const DSML = 'Reading.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
const message = (text: string) => ({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" });
const tools = Object.keys(PI_TOOL_SCHEMAS);

function cli(lines: unknown[], args: string[] = []) {
  const r = spawnSync(bin, args, { input: lines.map((l) => JSON.stringify(l)).join("\n") + "\n", encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as { changed: boolean; recovered: { grammar: string; name: string }[] });
}

describe("a declared variant has its own name everywhere", () => {
  it("is a grammar plugin of preset-pi-default, declared as a variant of dsml", () => {
    const g = piDefault.plugins.find((p) => p.name === "gcml");
    expect(g).toBe(gcml);
    expect(gcml.kind).toBe("grammar");
    expect(gcml.package).toBe("@pi-tool-repair/grammar-dsml");
    expect(gcml.meta?.variantOf).toBe("dsml");
    expect(dsml.meta?.variantOf).toBeUndefined();
  });

  it("recovered[].grammar names the variant", () => {
    const host = createDefaultHost();
    const ctx = host.context({ tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "recover" } } });
    expect(host.processMessage(message(GCML), ctx).recovered).toEqual([{ grammar: "gcml", name: "read", arguments: { path: "a.ts" } }]);
    expect(host.processMessage(message(DSML), ctx).recovered).toEqual([{ grammar: "dsml", name: "read", arguments: { path: "a.ts" } }]);
  });

  it("the stats count recoveries under the variant's name", () => {
    const host = createDefaultHost();
    const ctx = host.context({ tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "recover" } } });
    const counts = new RepairCounts();
    counts.add(host.processMessage(message(GCML), ctx));
    counts.add(host.processMessage(message(DSML), ctx));
    expect(Object.fromEntries(counts.byGrammar)).toEqual({ gcml: 1, dsml: 1 });
  });

  it("config grammar.grammars: [\"gcml\"] alone recovers GCML and not DSML (and [\"dsml\"] the other way round)", () => {
    const host = createDefaultHost();
    const only = (name: string) => host.context({ tools: PI_TOOL_SCHEMAS, config: { grammar: { enabled: true, mode: "recover", grammars: [name] } } });
    expect(host.processMessage(message(GCML), only("gcml")).recovered.map((c) => c.grammar)).toEqual(["gcml"]);
    expect(host.processMessage(message(DSML), only("gcml")).changed).toBe(false);
    expect(host.processMessage(message(DSML), only("dsml")).recovered.map((c) => c.grammar)).toEqual(["dsml"]);
    expect(host.processMessage(message(GCML), only("dsml")).changed).toBe(false);
  });

  it("the command line: --grammars gcml runs the variant alone; a pi-tool-repair.json grammarRepair.grammars names it too", () => {
    const [fromGcml, fromDsml] = cli([{ message: message(GCML), tools }, { message: message(DSML), tools }], ["--grammars", "gcml"]);
    expect(fromGcml).toMatchObject({ changed: true, recovered: [{ grammar: "gcml", name: "read" }] });
    expect(fromDsml).toMatchObject({ changed: false, recovered: [] });
    const dir = mkdtempSync(join(tmpdir(), "ptr-variant-"));
    const config = join(dir, "pi-tool-repair.json");
    writeFileSync(config, JSON.stringify({ grammarRepair: { enabled: true, grammars: ["gcml"] } }));
    const [a, b] = cli([{ message: message(GCML), tools }, { message: message(DSML), tools }], ["--config", config]);
    expect(a).toMatchObject({ changed: true, recovered: [{ grammar: "gcml", name: "read" }] });
    expect(b).toMatchObject({ changed: false, recovered: [] });
  });

  it("the command line knows the name: --grammars gcml is no usage error, a typo names it", () => {
    const r = spawnSync(bin, ["--grammars", "gcmll"], { input: "", encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown grammar "gcmll" \(did you mean "gcml"\?\)/);
  });

  it("the model preset: GigaChat 3.5 ids switch gcml on, GigaChat 3 / 3.1 ids keep the gigachat grammar", async () => {
    const rt = await createRuntime({ config: defaultPiConfig(), log: { debug() {}, warn() {} }, paths: [] });
    const names = (id: string) => rt.presetsFor(id).map((p) => p.name);
    expect(names("ai-sage/GigaChat3.5-432B-A28B")).toEqual(["@pi-tool-repair/preset-gigachat/3.5"]);
    expect(names("ai-sage/GigaChat3.1-702B-A36B")).toEqual(["@pi-tool-repair/preset-gigachat"]);
    expect(names("ai-sage/GigaChat3-10B-A1.8B")).toEqual(["@pi-tool-repair/preset-gigachat"]);
    const grammarsOf = (id: string) => {
      const { host } = rt.hostFor(id);
      return rt.contextFor(host, { id }, new Map(), { debug() {}, warn() {} }).config.grammar.grammars;
    };
    expect(grammarsOf("ai-sage/GigaChat3.5-432B-A28B")).toEqual(["gcml"]);
    expect(grammarsOf("ai-sage/GigaChat3.1-702B-A36B")).toEqual(["gigachat"]);
  });
});

describe("dsml and gcml never both claim one block (seeded)", () => {
  const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
  const value = fc.oneof(fc.stringMatching(/^[a-zA-Z0-9 ./-]{0,10}$/), fc.integer(), fc.boolean(), fc.constant(null));
  const calls: fc.Arbitrary<Call[]> = fc.array(fc.record({ name: ident, arguments: fc.dictionary(ident, value, { maxKeys: 3 }) }), { minLength: 1, maxLength: 3 });
  const renderers = RENDERERS.filter((r) => r.family === "dsml" || r.family === "gcml");
  /** Each rendering, and the same text with the other word in some or all of its tags. */
  const spellings = (t: string) => [t, t.replaceAll("DSML", "GCML"), t.replaceAll("GCML", "DSML"), t.replace("DSML", "GCML"), t.replace("GCML", "DSML")];

  it("a block is claimed by one of the two at most, and a rendering by its own family", () => {
    expect(renderers.map((r) => r.family)).toContain("gcml");
    check(
      fc.property(fc.constantFrom(...renderers), calls, fc.constantFrom("", "Sure.", "Let me check: "), (r, cs, before) => {
        for (const text of spellings(before + r.render(cs))) {
          const claims = [dsml, gcml].filter((g) => runGrammar([g], { text }).recovered.length > 0).map((g) => g.name);
          expect(claims.length, `${text} → ${claims.join(", ")}`).toBeLessThanOrEqual(1);
        }
        const own = runGrammar([dsml, gcml], { text: r.render(cs) }).recovered;
        expect(own.map((c) => c.grammar)).toEqual(cs.map(() => r.family));
      }),
      200,
    );
  });
});
