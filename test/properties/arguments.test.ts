/**
 * Properties of validate-then-repair (`repairArguments`) over generated JSON Schemas and arguments, with
 * the full default preset: 1 never throws, 2 a valid input is the identical object, 3 a repaired result
 * validates and an unrepairable one is the original, 4 repairing a repaired result changes nothing.
 */
import fc from "fast-check";
import { validateWithAjv, type JSONSchema } from "@pi-tool-repair/host";
import { deepFreeze } from "@pi-tool-repair/host/testing";
import { createDefaultHost, PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { HUGE, anyInput, check, schemaAndBrokenValue, schemaAndValue } from "./arbitraries.js";

const host = createDefaultHost();
const ctx = host.context({ tools: PI_TOOL_SCHEMAS });
const piTools = Object.keys(PI_TOOL_SCHEMAS);
const piTool = fc.constantFrom(...piTools);


/** The contract of one repairArguments call, asserted for any input. */
function contract(tool: string, input: unknown, schema: JSONSchema): void {
  const before = safeJson(input);
  const result = host.repairArguments(tool, input, schema, ctx);
  const valid = validateWithAjv(input, schema).length === 0;
  if (valid) {
    expect(result.outcome).toBe("valid");
    expect(result.arguments).toBe(input); // 2: the identical object
  } else if (result.outcome === "repaired") {
    expect(validateWithAjv(result.arguments, schema)).toEqual([]); // 3: a repair validates
    // 4: a repaired result is valid, so a second repair returns it untouched
    const again = host.repairArguments(tool, result.arguments, schema, ctx);
    expect(again.outcome).toBe("valid");
    expect(again.arguments).toBe(result.arguments);
  } else {
    expect(result.outcome).toBe("unrepairable");
    expect(result.arguments).toBe(input); // 3: unrepairable keeps the original
  }
  expect(safeJson(input)).toBe(before); // the input is never mutated
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v, (_k, x: unknown) => (typeof x === "bigint" ? `${x}n` : x)) ?? String(v);
  } catch {
    return "<unserializable>";
  }
}

describe("repairArguments properties (seeded)", () => {
  it("1: never throws, for any input against the pi schemas (non-JSON values, lone surrogates)", () => {
    check(
      fc.property(piTool, anyInput, (tool, input) => {
        expect(() => contract(tool, input, PI_TOOL_SCHEMAS[tool]!)).not.toThrow();
      }),
      400,
    );
  });

  it("1: never throws, for any input against generated schemas", () => {
    check(
      fc.property(schemaAndValue, anyInput, ({ schema }, input) => {
        deepFreeze(schema);
        expect(() => host.repairArguments("tool", input, schema, ctx)).not.toThrow();
      }),
      300,
    );
  });

  it("1: huge strings (1 MB) as the whole input or a field", () => {
    for (const input of [HUGE, `{"command": "${HUGE}"`, { command: HUGE, timeout: null }, { path: HUGE, edits: HUGE }, [HUGE]]) {
      for (const tool of ["bash", "edit", "read"]) contract(tool, input, PI_TOOL_SCHEMAS[tool]!);
    }
  });

  it("2: a schema-valid input comes back as the identical object (generated schemas)", () => {
    check(
      fc.property(schemaAndValue, ({ schema, value }) => {
        deepFreeze(schema);
        deepFreeze(value);
        expect(validateWithAjv(value, schema)).toEqual([]); // the generator's own contract
        const result = host.repairArguments("tool", value, schema, ctx);
        expect(result.outcome).toBe("valid");
        expect(result.arguments).toBe(value);
        expect(result.rules).toEqual([]);
      }),
      400,
    );
  });

  it("3 + 4: broken inputs are repaired to a valid value or left as the original; repairs are idempotent", () => {
    let repaired = 0;
    check(
      fc.property(schemaAndBrokenValue, ({ schema, value }) => {
        deepFreeze(schema);
        deepFreeze(value);
        contract("tool", value, schema);
        if (host.repairArguments("tool", value, schema, ctx).outcome === "repaired") repaired++;
      }),
      500,
    );
    expect(repaired).toBeGreaterThan(0); // the generator does produce repairable mistakes
  });

  it("3 + 4: mistakes in pi tool calls, and raw argument text", () => {
    const raw = fc.oneof(
      fc.json({ maxDepth: 2 }),
      fc.constantFrom('{"path": "a"', "src/a.ts", '"{\\"path\\": \\"a\\"}"', "{'path': 'a', 'limit': None}", '```json\n{"command":"ls"}\n```', "", "{}{}"),
    );
    check(
      fc.property(piTool, raw, (tool, input) => {
        contract(tool, input, PI_TOOL_SCHEMAS[tool]!);
      }),
      300,
    );
  });

});
