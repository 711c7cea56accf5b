/**
 * Two values for one field and durations whose unit is not certain, through the full default preset
 * (issue 31 items 5 and 8, issue 32 item 5):
 * 1 an alias beside its canonical field, or two aliases of one field, with different values: a failing call is
 *   unrepairable (the original arguments), a valid one comes back identical; no side is ever picked;
 * 2 a timeout whose unit has more than one meaning, or another case than the table's (`10M`, `10 MIN`), is never
 *   converted; a unit of the table, as written, always is.
 */
import fc from "fast-check";
import { validateWithAjv, type JSONSchema } from "@pi-tool-repair/host";
import { createDefaultHost, PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { ALIAS_FAMILIES, PI_ALIASES } from "@pi-tool-repair/rule-rename-aliased-field";
import { UNIT_SECONDS } from "@pi-tool-repair/rule-convert-timeout-milliseconds";
import { check } from "./arbitraries.js";

const host = createDefaultHost();
const ctx = host.context({ tools: PI_TOOL_SCHEMAS });

/** The one answer allowed for a call that gives one field two values: valid and identical, or unrepairable. */
function neverPicksASide(tool: string, input: Record<string, unknown>, schema: JSONSchema): void {
  const result = host.repairArguments(tool, input, schema, ctx);
  const outcome = validateWithAjv(input, schema).length === 0 ? "valid" : "unrepairable";
  expect(result.outcome, JSON.stringify(input)).toBe(outcome);
  expect(result.arguments).toBe(input);
}

/** One schema object per shape, so the validator compiles each once (the host caches by object). */
const schemas = new Map<string, JSONSchema>();
function closedSchema(tool: string): JSONSchema {
  const key = `closed ${tool}`;
  if (!schemas.has(key)) schemas.set(key, { ...(PI_TOOL_SCHEMAS[tool] as Record<string, unknown>), additionalProperties: false });
  return schemas.get(key)!;
}
function familySchema(canonical: string, required: boolean, closed: boolean): JSONSchema {
  const key = `${canonical} ${required} ${closed}`;
  if (!schemas.has(key)) {
    const schema: Record<string, unknown> = { type: "object", properties: { [canonical]: { type: "string" }, n: { type: "number" } } };
    if (required) schema.required = [canonical];
    if (closed) schema.additionalProperties = false;
    schemas.set(key, schema);
  }
  return schemas.get(key)!;
}

// -------------------------------------------------------------------------------- pi's own tools

/** A valid call of each pi tool, and where its fields live (edit's texts are inside `edits[0]`). */
const BASE: Readonly<Record<string, Record<string, unknown>>> = {
  read: { path: "a.ts" },
  grep: { pattern: "x" },
  write: { path: "a.md", content: "c" },
  edit: { path: "a.ts", edits: [{ oldText: "o", newText: "n" }] },
  ls: {},
  find: { pattern: "*.ts" },
  bash: { command: "ls" },
};
const NESTED = new Set(["oldText", "newText"]);

/** A value of the canonical field's own type. */
function valueFor(canonical: string): fc.Arbitrary<unknown> {
  if (canonical === "ignoreCase") return fc.boolean();
  if (canonical === "context" || canonical === "limit" || canonical === "offset") return fc.integer({ min: 0, max: 500 });
  return fc.string({ maxLength: 12 });
}

/** What else makes the call fail, so the rules run: nothing, a closed schema, or a field another rule would fix. */
const breakers = fc.constantFrom("none", "closed", "closed+description", "numeric-string");

const piAliasCase = fc
  .constantFrom(...Object.entries(PI_ALIASES).flatMap(([tool, table]) => Object.entries(table).map(([alias, canonical]) => ({ tool, alias, canonical }))))
  .chain(({ tool, alias, canonical }) =>
    fc.record({
      tool: fc.constant(tool),
      alias: fc.constant(alias),
      canonical: fc.constant(canonical),
      value: valueFor(canonical),
      other: fc.oneof(valueFor(canonical), fc.jsonValue({ maxDepth: 2 })),
      breaker: breakers,
      aliasFirst: fc.boolean(),
    }),
  )
  .filter(({ value, other }) => JSON.stringify(value) !== JSON.stringify(other));

describe("two values for one field (seeded)", () => {
  it("1: on pi's tools, an alias that disagrees with its canonical field is never resolved", () => {
    check(
      fc.property(piAliasCase, ({ tool, alias, canonical, value, other, breaker, aliasFirst }) => {
        const input = structuredClone(BASE[tool]!);
        const at = NESTED.has(canonical) ? ((input.edits as Record<string, unknown>[])[0] as Record<string, unknown>) : input;
        delete at[canonical];
        if (aliasFirst) Object.assign(at, { [alias]: other, [canonical]: value });
        else Object.assign(at, { [canonical]: value, [alias]: other });
        const schema = breaker.startsWith("closed") ? closedSchema(tool) : PI_TOOL_SCHEMAS[tool]!;
        if (breaker === "closed+description") input.description = "why"; // an informational key the dropper would take
        if (breaker === "numeric-string") {
          // a field coerceNumericString / coerceNumberToString would fix, other than the two in conflict
          if (tool === "bash") input.timeout = "20";
          else if (tool === "write" || tool === "edit") input.path = 42;
          else if (canonical !== "limit") input.limit = "20";
          else input.path = 42;
        }
        neverPicksASide(tool, input, schema);
      }),
      300,
    );
  });

  it("1: on other tools, two spellings of one family with different values are never resolved", () => {
    const familyCase = fc
      .constantFrom(...ALIAS_FAMILIES)
      .chain((family) =>
        fc.record({
          family: fc.constant(family),
          // a shuffled family (its first member is the schema's); two-member families have no second alias
          picks: fc.shuffledSubarray([...family], { minLength: family.length, maxLength: family.length }),
          values: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })),
          withCanonical: fc.boolean(),
          closed: fc.boolean(),
          required: fc.boolean(),
        }),
      )
      .filter(({ values }) => values[0] !== values[1]);
    check(
      fc.property(familyCase, ({ picks, values, withCanonical, closed, required }) => {
        const [canonical, a, b = canonical] = picks as [string, string, string?];
        const schema = familySchema(canonical, required, closed);
        // canonical + one alias, or two aliases without the canonical; `n` as text makes an open schema fail too
        const input: Record<string, unknown> = withCanonical ? { [canonical]: values[0], [a]: values[1] } : { [a]: values[0], [b]: values[1] };
        input.n = "7";
        neverPicksASide("mcp.tool", input, schema);
      }),
      200,
    );
  });

  it("issue 31 item 5: run_shell's command and cmd that differ by a --dry-run", () => {
    const runShell: JSONSchema = { type: "object", required: ["command"], additionalProperties: false, properties: { command: { type: "string" } } };
    const input = { command: "rm -rf build", cmd: "rm -rf build --dry-run" };
    const result = host.repairArguments("run_shell", input, runShell, ctx);
    expect(result.outcome).toBe("unrepairable");
    expect(result.arguments).toBe(input);
    expect(result.hints[0]).toEqual({ rule: "renameAliasedField", path: "/cmd", message: "refused: command and cmd give command two different values; neither is picked" });
    // the same value twice is one reading: the alias goes
    expect(host.repairArguments("run_shell", { command: "rm -rf build", cmd: "rm -rf build" }, runShell, ctx).arguments).toEqual({ command: "rm -rf build" });
  });

  it("issue 31 item 8: bash's shell names the shell program, never the command", () => {
    const input = { shell: "/bin/zsh" };
    const result = host.repairArguments("bash", input, PI_TOOL_SCHEMAS.bash!, ctx);
    expect(result.outcome).toBe("unrepairable");
    expect(result.arguments).toBe(input);
  });
});

// ------------------------------------------------------------------------------------------ durations

const KNOWN = Object.keys(UNIT_SECONDS);
const bash = PI_TOOL_SCHEMAS.bash!;

/** Units that are not in the table as written: other words, and the table's units in another case. */
const otherUnit = fc
  .oneof(
    fc.stringMatching(/^[A-Za-z]{1,12}$/),
    fc.constantFrom("M", "mo", "mon", "mi", "MM", "mn", "Ms", "MS", "S", "H", "Min", "MIN", "Sec", "Hours"),
    fc.tuple(fc.constantFrom(...KNOWN), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 })).map(([u, up]) => [...u].map((c, i) => (up[i] ? c.toUpperCase() : c)).join("")),
  )
  .filter((u) => !Object.prototype.hasOwnProperty.call(UNIT_SECONDS, u));

const amount = fc.oneof(fc.nat({ max: 100_000 }).map(String), fc.tuple(fc.nat({ max: 999 }), fc.nat({ max: 999 })).map(([a, b]) => `${a}.${b}`));

describe("durations (seeded)", () => {
  it("2: a timeout whose unit is not one of the table's, as written, is never converted", () => {
    check(
      fc.property(amount, fc.constantFrom("", " "), otherUnit, (n, space, unit) => {
        const input = { command: "make", timeout: `${n}${space}${unit}` };
        const result = host.repairArguments("bash", input, bash, ctx);
        expect(result.outcome, input.timeout).toBe("unrepairable");
        expect(result.arguments).toBe(input);
      }),
      400,
    );
  });

  it("2: a unit of the table, as written, is converted to seconds", () => {
    check(
      fc.property(fc.nat({ max: 100_000 }), fc.constantFrom("", " "), fc.constantFrom(...KNOWN), (n, space, unit) => {
        const result = host.repairArguments("bash", { command: "make", timeout: `${n}${space}${unit}` }, bash, ctx);
        const factor = UNIT_SECONDS[unit]!;
        expect(result.outcome).toBe("repaired");
        expect(result.arguments).toEqual({ command: "make", timeout: factor < 1 ? n / 1000 : n * factor });
      }),
      200,
    );
  });
});
