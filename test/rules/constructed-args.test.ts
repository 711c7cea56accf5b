/**
 * The public corpus cases of the second group of rules (raw text, envelopes, token keys, legacy edit, single
 * objects, unknown keys, anchors, booleans, numbers for strings, enum case) and their traps, through every rule
 * preset-pi-default bundles. Each case asserts the exact output: byte-identical for valid inputs, the expected
 * object (key order free) for repairs, `unrepairable` with the original arguments for rejects.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createHost, type JSONSchema } from "@pi-tool-repair/host";
import { jsonEqual } from "@pi-tool-repair/grammar-kit";
import { rules } from "@pi-tool-repair/preset-pi-default";

const dir = fileURLToPath(new URL("../fixtures/rules/constructed-args/", import.meta.url));
const schemas = JSON.parse(readFileSync(dir + "tool-schemas.json", "utf8")) as Record<string, JSONSchema>;
interface Case {
  id: string;
  tool: string;
  input: unknown;
  expected: unknown;
  category: string;
  note?: string;
  also_ok?: unknown[];
}
const cases = readFileSync(dir + "args.jsonl", "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Case);

describe("corpus: second group of rules", () => {
  const host = createHost();
  for (const r of rules) host.use(r);
  const ctx = host.context({});
  it("has the cases", () => expect(cases.length).toBeGreaterThanOrEqual(79));
  for (const c of cases) {
    it(`${c.id} ${c.category}`, () => {
      const input = structuredClone(c.input);
      const r = host.repairArguments(c.tool, input, schemas[c.tool]!, ctx);
      if (c.expected === "reject") {
        expect(r.outcome).toBe("unrepairable");
        expect(r.arguments).toBe(input);
        return;
      }
      if (r.outcome === "valid") {
        expect(r.arguments).toBe(input);
        expect(JSON.stringify(r.arguments)).toBe(JSON.stringify(c.expected));
        return;
      }
      expect(r.outcome).toBe("repaired");
      const ok = [c.expected, ...(c.also_ok ?? [])].some((e) => jsonEqual(r.arguments, e));
      if (!ok) expect(r.arguments).toEqual(c.expected);
    });
  }
});
