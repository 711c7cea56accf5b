/**
 * Numbers a double cannot carry exactly (integers beyond 2^53, exponents beyond the double range, fractions
 * longer than a double keeps) through the default preset and the grammars' typing: no rule ever commits a
 * changed number. A committed number must be the same decimal value as the model's literal
 * (`String(n)` and the literal agree: `1.10` may become 1.1, `1234567890123456789` never 1234567890123456800,
 * `1e400` never Infinity or null, `1e-400` never 0); a number turned into text keeps the literal; a JSON file's
 * content keeps every token. Anything else must stay unrepairable (the original arguments).
 */
import fc from "fast-check";
import { type AssistantMessage, type JSONSchema, type JsonType } from "@pi-tool-repair/host";
import { typeByOrder } from "@pi-tool-repair/grammar-kit";
import { assistantMessage } from "@pi-tool-repair/host/testing";
import { createDefaultHost, PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { check } from "./arbitraries.js";

const host = createDefaultHost();

// ------------------------------------------------------------------------------------------ the oracle

const LITERAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,12}))?$/;

/** A decimal literal's value as `[-]digits e exponent` with no leading or trailing zeros (`"1.50e2"` → `"15e1"`). */
function canonical(text: string): string | undefined {
  const m = LITERAL.exec(text);
  if (!m || (m[2] ?? "") + (m[3] ?? "") === "") return undefined;
  const all = (m[2] ?? "") + (m[3] ?? "");
  const lead = all.replace(/^0+/, "");
  if (lead === "") return "0";
  const digits = lead.replace(/0+$/, "");
  const exponent = BigInt(m[4] ?? "0") - BigInt((m[3] ?? "").length) + BigInt(lead.length - digits.length);
  return `${m[1] === "-" ? "-" : ""}${digits}e${exponent}`;
}

/** Whether the number `n` is the decimal value the model wrote as `literal`. */
function sameNumber(literal: string, n: number): boolean {
  return Number.isFinite(n) && canonical(String(n)) === canonical(literal);
}

/** The number tokens of JSON text, outside its strings. */
function numberTokens(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      let j = i + 1;
      while (j < text.length && /[0-9eE+\-.]/.test(text[j]!)) j++;
      out.push(text.slice(i, j));
      i = j - 1;
    }
  }
  return out;
}

// -------------------------------------------------------------------------------------- the literals

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const sign = fc.constantFrom("", "-");

/** Integers beyond 2^53 (most of which a double rounds). */
const bigInteger = fc.tuple(sign, fc.bigInt({ min: 2n ** 53n + 1n, max: 10n ** 30n })).map(([s, b]) => s + b.toString());
/** Exponents beyond the double range, both ways, and near its ends. */
const extremeExponent = fc
  .tuple(sign, fc.integer({ min: 1, max: 9 }), fc.option(digits(1, 20), { nil: undefined }), fc.constantFrom("e", "E"), fc.constantFrom("", "+", "-"), fc.integer({ min: 290, max: 999 }))
  .map(([s, lead, frac, e, es, exp]) => `${s}${lead}${frac === undefined ? "" : "." + frac}${e}${es}${exp}`);
/** Fractions with more digits than a double keeps. */
const longFraction = fc.tuple(sign, digits(1, 3), digits(17, 40)).map(([s, i, f]) => `${s}${i.replace(/^0+(?=\d)/, "")}.${f}`);
const named = fc.constantFrom(
  "1234567890123456789",
  "12345678901234567890",
  "9007199254740993",
  "-9007199254740993",
  "1e400",
  "-1e400",
  "1E+400",
  "1e-400",
  "2e-324",
  "5e-324",
  "1.7976931348623157e308",
  "1.7976931348623159e308",
  "1.000000000000000000000000000001",
  "1.10",
);
const jsonSyntax = (s: string) => /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(s);
/** A literal as JSON writes it (no leading zeros, no `+` mantissa sign). */
const literal = fc.oneof(bigInteger, extremeExponent, longFraction, named).filter(jsonSyntax);
/**
 * For arguments that arrive parsed (no raw text), where a long fraction is already the double the provider's
 * parse made of it (indistinguishable from a short one): integers beyond 2^53 and extreme exponents with at
 * most 15 significant digits (which a normal double keeps).
 */
const beyond = fc
  .oneof(bigInteger, extremeExponent.filter((s) => !/\.\d{15}/.test(s)), named.filter((s) => !s.includes(".")))
  .filter((s) => jsonSyntax(s) && Number(s) !== 0); // an underflow to 0 arrives as 0: nothing to tell it by

// ---------------------------------------------------------------------------------------- the checks

const read = PI_TOOL_SCHEMAS.read!;
const edit = PI_TOOL_SCHEMAS.edit!;
const write = PI_TOOL_SCHEMAS.write!;
const numeric: JSONSchema = {
  type: "object",
  required: ["path"],
  properties: { path: { type: "string" }, limit: { type: "number" }, count: { type: "integer" }, ids: { type: "array", items: { type: "integer" } } },
};

function repair(tool: string, input: unknown, schema: JSONSchema) {
  const result = host.repairArguments(tool, input, schema, host.context({ tools: PI_TOOL_SCHEMAS }));
  if (result.outcome !== "repaired") expect(result.arguments).toBe(input); // else the original, untouched
  return result;
}

describe("numbers a double cannot carry: no rule commits a changed number (seeded)", () => {
  it("a numeric string for a number or integer field becomes only the same number", () => {
    check(
      fc.property(literal, fc.constantFrom("limit", "count"), fc.constantFrom("", " "), (lit, key, pad) => {
        const r = repair("tool", { path: "a", [key]: pad + lit + pad }, numeric);
        if (r.outcome !== "repaired") return;
        const n = (r.arguments as Record<string, unknown>)[key];
        expect(typeof n).toBe("number");
        expect(sameNumber(lit, n as number), `${lit} → ${String(n)}`).toBe(true);
      }),
      400,
    );
  });

  it("a number from raw arguments text for a string field keeps its lexeme", () => {
    check(
      fc.property(literal, fc.constantFrom("plain", "fenced", "wrapped"), (lit, shape) => {
        const json = `{"path": ${lit}, "limit": 5}`;
        const raw = shape === "fenced" ? "```json\n" + json + "\n```" : shape === "wrapped" ? `[${json}]` : json;
        const r = repair("read", raw, read);
        if (r.outcome !== "repaired") return;
        expect(r.arguments).toEqual({ path: lit, limit: 5 });
      }),
      300,
    );
    check(
      fc.property(literal, (lit) => {
        const r = repair("edit", `{"path": "a", "edits": [{"oldText": ${lit}, "newText": "x"}]}`, edit);
        if (r.outcome !== "repaired") return;
        expect(r.arguments).toEqual({ path: "a", edits: [{ oldText: lit, newText: "x" }] });
      }),
      200,
    );
  });

  it("a parsed number (no raw text) for a string field is written only as the same number", () => {
    check(
      fc.property(beyond, (lit) => {
        const r = repair("read", { path: Number(lit) }, read);
        if (r.outcome !== "repaired") return;
        const s = (r.arguments as { path: unknown }).path;
        expect(typeof s).toBe("string");
        expect(canonical(s as string), `${lit} → ${String(s)}`).toBe(canonical(lit));
      }),
      300,
    );
  });

  it("an object for a .json file's content keeps every number token", () => {
    check(
      fc.property(literal, literal, (a, b) => {
        const object = `{"n": ${a}, "list": [${b}, {"m": ${a}}]}`;
        const r = repair("write", `{"path": "data.json", "content": ${object}}`, write);
        if (r.outcome !== "repaired") return;
        const content = (r.arguments as { content: string }).content;
        expect(content.replace(/\s/g, "")).toBe(object.replace(/\s/g, ""));
      }),
      200,
    );
    check(
      fc.property(beyond, (lit) => {
        const r = repair("write", { path: "data.json", content: { n: Number(lit), list: [Number(lit)] } }, write);
        if (r.outcome !== "repaired") return;
        const tokens = numberTokens((r.arguments as { content: string }).content);
        expect(tokens).toHaveLength(2);
        for (const t of tokens) expect(canonical(t), `${lit} → ${t}`).toBe(canonical(lit));
      }),
      200,
    );
  });

  it("grammar typing keeps a literal as text unless a number carries it exactly", () => {
    const typeSets: JsonType[][] = [["integer"], ["number"], ["integer", "number"], ["integer", "null"], ["number", "boolean"]];
    check(
      fc.property(literal, fc.constantFrom(...typeSets), (lit, types) => {
        const v = typeByOrder(lit, new Set(types));
        if (typeof v === "number") expect(sameNumber(lit, v), `${lit} → ${v}`).toBe(true);
        else expect(v).toBe(lit);
        const inObject = typeByOrder(`{"id": ${lit}}`, new Set<JsonType>(["object"]));
        if (typeof inObject === "string") expect(inObject).toBe(`{"id": ${lit}}`);
        else expect(sameNumber(lit, (inObject as { id: number }).id)).toBe(true);
        const inArray = typeByOrder(`[${lit}, 1]`, new Set<JsonType>(["array"]));
        if (typeof inArray === "string") expect(inArray).toBe(`[${lit}, 1]`);
        else expect(sameNumber(lit, (inArray as number[])[0]!)).toBe(true);
      }),
      400,
    );
  });

  it("a leaked call's parameter is committed only as the same number", () => {
    const tools = { tool: numeric };
    check(
      fc.property(literal, fc.constantFrom("limit", "count", "ids"), (lit, key) => {
        const value = key === "ids" ? `[${lit}]` : lit;
        const text = `<tool_call>\n<function=tool>\n<parameter=path>\na\n</parameter>\n<parameter=${key}>\n${value}\n</parameter>\n</function>\n</tool_call>`;
        const ctx = host.context({ tools, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
        const result = host.processMessage(assistantMessage(text), ctx);
        const calls = (result.message as AssistantMessage).content.filter((b) => b.type === "toolCall");
        expect(calls).toHaveLength(1); // the call is recovered; only its typing is in question
        for (const block of calls) {
          if (block.type !== "toolCall") continue;
          const got = (block.arguments as Record<string, unknown>)[key];
          const n = Array.isArray(got) ? got[0] : got;
          if (typeof n === "number") expect(sameNumber(lit, n), `${lit} → ${n}`).toBe(true);
          else expect(got).toBe(value); // left as the model's text: the schema decides
        }
      }),
      200,
    );
  });
});

describe("the oracle", () => {
  const table: [string, number, boolean][] = [
    ["1.10", 1.1, true],
    ["1e21", 1e21, true],
    ["1234567890123456789", 1234567890123456800, false],
    ["1e-400", 0, false],
    ["1e400", Infinity, false],
    ["-0.0", 0, true],
  ];
  for (const [lit, n, same] of table) it(`${lit} vs ${n}: ${same}`, () => expect(sameNumber(lit, n)).toBe(same));
  it("finds number tokens outside strings", () => expect(numberTokens('{"a1": [1.10, -2e3], "b": "3"}')).toEqual(["1.10", "-2e3"]));
});
