/**
 * The coverage table (issue 35): docs/data/families.json lists every surveyed tool-call format, each with the grammar
 * that recovers it or why none does; scripts/docs.mjs joins it with the default preset's grammars into
 * docs/grammars.md. A grammar is reported recovered only when it is really loaded.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
// @ts-expect-error: a plain ESM script without type declarations
import { coverageStatus, coverageTable, differences, generate, peerCount, readFamilies } from "../../scripts/docs.mjs";

interface Family {
  id: string;
  family: string;
  markers: string;
  peers: Record<string, string[]>;
  models: string[];
  grammar?: string;
  why?: string;
  policy?: boolean;
  note?: string;
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const data = readFamilies() as { peers: Record<string, string>; families: Family[] };
const families = data.families;
const loaded = createDefaultHost()
  .freeze()
  .plugins.filter((p) => p.kind === "grammar");

describe("docs/data/families.json", () => {
  it("every loaded grammar (and variant) is the grammar of at least one surveyed family", () => {
    const named = new Set(families.map((f) => f.grammar));
    expect(loaded.map((g) => g.name).filter((name) => !named.has(name))).toEqual([]);
  });

  it("every family has a grammar or a reason why none, never both", () => {
    for (const f of families) {
      const has = [typeof f.grammar === "string" && f.grammar.length > 0, typeof f.why === "string" && f.why.length > 0];
      expect(has.filter(Boolean), f.family).toHaveLength(1);
      if (f.policy !== undefined) expect(f.why, `${f.family}: policy goes with why`).toBeDefined();
    }
  });

  it("every family has a unique id, its markers, and only the five peers", () => {
    expect(new Set(families.map((f) => f.id)).size).toBe(families.length);
    expect(Object.keys(data.peers).sort()).toEqual(["llamacpp", "mlxlm", "ollama", "sglang", "vllm"]);
    for (const f of families) {
      expect(f.markers.length, f.family).toBeGreaterThan(0);
      expect(Object.keys(f.peers).every((k) => k in data.peers), f.family).toBe(true);
      expect(Array.isArray(f.models), f.family).toBe(true);
    }
  });

  it("a family at least two peers parse and no grammar recovers is never excused by policy alone", () => {
    // the goal of issue 35: those are recovered; a policy exception must be one peer's format (Command-R)
    for (const f of families.filter((x) => x.policy)) expect(peerCount(f), f.family).toBeLessThan(2);
  });
});

describe("the coverage table", () => {
  const one = (extra: Partial<Family>): Family => ({ id: "x", family: "X", markers: "<x>", peers: { vllm: ["x"], sglang: [] }, models: [], ...extra });

  it("says recovered only for a loaded grammar; a named grammar that is not loaded is not yet", () => {
    const names = new Map([["qwen", {}]]);
    expect(coverageStatus(one({ grammar: "qwen" }), names)).toBe("recovered");
    expect(coverageStatus(one({ grammar: "not-landed" }), names)).toBe("not yet");
    expect(coverageStatus(one({ why: "fenced", policy: true }), names)).toBe("policy");
    expect(coverageStatus(one({ why: "not read" }), names)).toBe("not yet");
    expect(peerCount(one({}))).toBe(1);
  });

  it("counts the families in its summary line", () => {
    const grammars = [{ name: "qwen", package: "@pi-tool-repair/grammar-qwen", meta: {} }];
    const table: string = coverageTable(grammars, "docs", [one({ grammar: "qwen" }), one({ id: "y", grammar: "later" }), one({ id: "z", why: "fenced", policy: true })]);
    expect(table.split("\n")[0]).toBe("3 families: recovered 1, by policy 1, not yet 1.");
    expect(table).toContain("recovered ([`qwen`](../grammars/qwen/README.md))");
    expect(table).toContain("not yet (grammar `later` not loaded)");
    expect(table).toContain("by policy: fenced");
  });

  it("docs/grammars.md holds the current table (node scripts/docs.mjs)", () => {
    const text = readFileSync(join(root, "docs", "grammars.md"), "utf8");
    expect(text).toContain("<!-- generated:coverage -->");
    expect(differences(text, generate(text, "docs/grammars.md"), "docs/grammars.md")).toBe("");
  });
});
