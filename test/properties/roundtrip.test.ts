/**
 * Property 6, the round trip: calls with generated names and arguments, rendered in each family's grammar
 * (test/properties/renderers.ts), are recovered exactly — same names, same arguments, same order — and
 * the markup leaves only the prose before it. Runs for every family whose grammar the default preset
 * loads; the others are listed as skipped. Property 4 rides along: processing the result again changes
 * nothing.
 */
import fc from "fast-check";
import type { JSONSchema } from "@pi-tool-repair/host";
import { looksLikeSentence } from "@pi-tool-repair/grammar-kit";
import { assistantMessage, collapse, visibleText } from "@pi-tool-repair/host/testing";
import { check } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, propertyHost } from "./hosts.js";
import { FAMILIES, RENDERERS, type Call, type Renderer } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));

const PY_KEYWORDS = new Set("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case type print all".split(" ")); // all: Functionary's recipient for the user, never a tool
const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/).filter((s) => !PY_KEYWORDS.has(s));

/** Characters that are not markup in any family: letters, digits, quotes, backslashes, braces, CJK, emoji. */
const SAFE = [..."abcXYZ019 _-.,:;!?'\"\\/{}()=+*#@$%&~éü数据中文😀🚀\n\t"];
const safeChar = fc.constantFrom(...SAFE);
const jsonString = fc.array(safeChar, { maxLength: 16 }).map((a) => a.join(""));
/** XML-style parameter text: non-empty, no surrounding whitespace, not a null word. */
const xmlString = fc
  .array(safeChar, { minLength: 1, maxLength: 16 })
  .map((a) => a.join("").trim())
  .filter((s) => s.length > 0 && !/^(null|none|nil|true|false)$/i.test(s));
const num = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })).filter((n) => !Object.is(n, -0));

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    jsonString,
    num,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("v"), { maxLength: 3 }),
    fc.dictionary(ident, tie("v"), { maxKeys: 3 }),
  ),
})).v;

/** JSON values whose strings need no escape in a Python literal (no backslash, quote or control character). */
const plainChar = fc.constantFrom(...SAFE.filter((c) => !"\\'\"\n\t".includes(c)));
const plainJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.array(plainChar, { maxLength: 16 }).map((a) => a.join("")),
    num,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("v"), { maxLength: 3 }),
    fc.dictionary(ident, tie("v"), { maxKeys: 3 }),
  ),
})).v;

function valueFor(kind: Renderer["values"]): fc.Arbitrary<unknown> {
  switch (kind) {
    case "json":
    case "python":
      return jsonValue;
    case "python-plain":
      return plainJsonValue;
    case "strings":
      return xmlString;
    case "gemma":
      return fc.oneof(xmlString.filter((s) => !s.includes('"') && !s.includes("<")), fc.integer({ min: -1e6, max: 1e6 }).filter((n) => !Object.is(n, -0)), fc.boolean());
  }
}

/** A raw text a CWM-like format carries as it is: not blank, no sentence, none of its own tags, no trailing CR. */
const rawText = xmlString.filter((v) => v.trim() !== "" && !looksLikeSentence(v) && !v.includes("</tool>") && !v.includes("<tool: ") && !v.endsWith("\r"));

function callsFor(r: Renderer): fc.Arbitrary<Call[]> {
  if (r.raw) return fc.tuple(ident, ident, rawText).map(([name, key, v]) => [{ name, arguments: { [key]: v } }]);
  const call = fc.record({ name: ident, arguments: fc.dictionary(ident, valueFor(r.values), { maxKeys: 4 }) });
  return fc.array(call, { minLength: 1, maxLength: r.multi ? 3 : 1 });
}

/** Declared tools for the calls: string schemas where the wire format is text, else any object. */
function toolsFor(r: Renderer, calls: readonly Call[]): Record<string, JSONSchema> {
  const tools: Record<string, JSONSchema> = {};
  for (const c of calls) {
    if (r.values !== "strings") {
      tools[c.name] = { type: "object" };
      continue;
    }
    const prev = (tools[c.name] as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    const properties: Record<string, unknown> = { ...prev };
    for (const k of Object.keys(c.arguments)) properties[k] = { type: "string" };
    tools[c.name] = r.raw ? { type: "object", properties, required: Object.keys(c.arguments) } : { type: "object", properties };
  }
  return tools;
}

const prefix = fc.constantFrom("", "Let me check.", "I'll run it now: ", "好的，我来看看。", "Sure 🙂\n\n");


function recover(r: Renderer, calls: readonly Call[], before: string) {
  const text = (r.prose ? before : "") + r.render(calls);
  const ctx = host.context({ tools: toolsFor(r, calls), config: grammarConfig("recover", true) });
  const message = assistantMessage(text);
  const result = host.processMessage(message, ctx);
  return { text, ctx, result };
}

describe("round trip: rendered calls are recovered exactly (seeded)", () => {
  it("has a renderer for each of the 20 families of the reference, and for every grammar loaded", () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(20);
    for (const family of loaded) expect(FAMILIES, `${family} has no renderer`).toContain(family);
  });

  for (const r of RENDERERS) {
    it(`${r.family} (${r.variant})`, () => {
      expect(loaded.has(r.family), `${r.family} is not in the default preset`).toBe(true);
      check(
        fc.property(callsFor(r), prefix, (calls, before) => {
          const { text, ctx, result } = recover(r, calls, before);
          const got = result.recovered.map((c) => ({ name: c.name, arguments: c.arguments }));
          expect(got, `text: ${JSON.stringify(text)}`).toEqual(calls.map((c) => ({ name: c.name, arguments: c.arguments })));
          expect(collapse(visibleText(result.message)), `text: ${JSON.stringify(text)}`).toBe(collapse(r.prose ? before : ""));
          expect(result.message.stopReason).toBe("toolUse");
          // 4: processing the processed message changes nothing
          const again = host.processMessage(result.message, ctx);
          expect(again.changed).toBe(false);
          expect(again.message).toBe(result.message);
        }),
        60,
      );
    });
  }

});
