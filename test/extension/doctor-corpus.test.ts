/**
 * The doctor never says "never" wrongly: over the args corpus (test/fixtures/corpus), every rule that repaired a
 * call is one the doctor lists as able to apply to that tool's schema. (The rules it fired count also through a
 * rule that tried and changed nothing, so this checks only what fired.)
 */
import { readFileSync } from "node:fs";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import type { JSONSchema } from "@pi-tool-repair/host";
import { rulesFor, type DoctorRule } from "../../presets/pi-default/src/pi/doctor.js";

const fixtures = new URL("../fixtures/corpus/", import.meta.url);
const readCases = (name: string) =>
  readFileSync(new URL(name, fixtures), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; tool: string; input: unknown });
const cases = [...readCases("args.jsonl"), ...readCases("args-constructed.jsonl")];
const schemas = JSON.parse(readFileSync(new URL("tool-schemas.json", fixtures), "utf8")) as Record<string, JSONSchema>;

describe("doctor against the args corpus", () => {
  it("every rule that repaired a corpus call can apply to its tool's schema, by the doctor", () => {
    const host = createDefaultHost();
    const rules = host.plugins.filter((p) => p.kind === "rule") as unknown as DoctorRule[];
    const ctx = host.context({ tools: schemas });
    const wrong: string[] = [];
    let fired = 0;
    for (const c of cases) {
      const schema = schemas[c.tool]!;
      const input: unknown = typeof c.input === "object" && c.input !== null ? structuredClone(c.input) : c.input;
      const result = host.repairArguments(c.tool, input, schema, ctx);
      if (result.outcome !== "repaired") continue;
      const { can } = rulesFor(rules, schema);
      for (const rule of result.rules) {
        fired++;
        if (!can.includes(rule)) wrong.push(`${c.id} ${c.tool}: ${rule}`);
      }
    }
    expect(fired).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });
});
