/**
 * The args corpus (test/fixtures/corpus/args.jsonl, a copy of the public sample, and test/fixtures/corpus/args-constructed.jsonl) through preset-pi-default, one test
 * per case, each asserting the exact expected output: "reject" → unrepairable with the original arguments; an
 * unchanged case → outcome "valid" and the same object; otherwise "repaired" to `expected` (or one of `also_ok`).
 * `test/corpus/score-args.mjs` scores the same cases through the built command line.
 */
import { readFileSync } from "node:fs";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import type { JSONSchema } from "@pi-tool-repair/host";

interface Case {
  id: string;
  tool: string;
  input: unknown;
  expected: unknown;
  also_ok?: unknown[];
  category: string;
}

const fixtures = new URL("../fixtures/corpus/", import.meta.url);
const readCases = (url: URL): Case[] =>
  readFileSync(url, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Case);
/** The public sample, then constructed cases of the first group's rules working together. */
const cases: Case[] = [...readCases(new URL("args.jsonl", fixtures)), ...readCases(new URL("args-constructed.jsonl", fixtures))];
const schemas = JSON.parse(readFileSync(new URL("tool-schemas.json", fixtures), "utf8")) as Record<string, JSONSchema>;

/** Cases that still fail, with the reason. The goal is an empty list. */
const pending: Readonly<Record<string, string>> = {};

/**
 * Cases of the public sample whose expected answer the policy changed on purpose, with the new answer and why
 * (the sample itself stays as published).
 */
const policy: Readonly<Record<string, { expected: unknown; why: string }>> = {
  "args-153": { expected: "reject", why: "issue 31.4: a comment with words in it (`/* fetch */`) refuses the text; docs/policy.md, Raw arguments text" },
};
for (const c of cases) if (policy[c.id]) c.expected = policy[c.id]!.expected;

function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}

const host = createDefaultHost();

describe("args corpus through preset-pi-default", () => {
  it("has the cases and their schemas", () => {
    expect(cases.length).toBeGreaterThan(130);
    for (const c of cases) expect(schemas[c.tool], `${c.id}: no schema for ${c.tool}`).toBeDefined();
  });

  for (const c of cases) {
    const title = `${c.id} ${c.tool} ${c.category}`;
    const run = pending[c.id] !== undefined ? it.fails : it;
    run(pending[c.id] !== undefined ? `${title} (pending: ${pending[c.id]})` : title, () => {
      const schema = schemas[c.tool]!;
      const input: unknown = typeof c.input === "object" && c.input !== null ? structuredClone(c.input) : c.input;
      const before = JSON.stringify(input);
      const ctx = host.context({ tools: schemas });
      const result = host.repairArguments(c.tool, input, schema, ctx);
      if (c.expected === "reject") {
        expect(result.outcome).toBe("unrepairable");
        expect(result.arguments).toBe(input);
        expect(JSON.stringify(result.arguments)).toBe(before);
      } else if (typeof c.input !== "string" && canonical(c.expected) === canonical(c.input)) {
        expect(result.outcome).toBe("valid");
        expect(result.arguments).toBe(input); // the same object, byte-identical
        expect(JSON.stringify(result.arguments)).toBe(before);
      } else {
        expect(result.outcome).toBe("repaired");
        const answers = [c.expected, ...(c.also_ok ?? [])].map(canonical);
        expect(answers).toContain(canonical(result.arguments));
        expect(JSON.stringify(input)).toBe(before); // the input is never mutated
      }
    });
  }
});
