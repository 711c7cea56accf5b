/**
 * Property 8, duplicate keys: a key written twice never decides what runs. Calls are rendered in each
 * family's grammar (test/properties/renderers.ts) with one key written twice — an argument, an argument
 * spelled differently but equal after unescaping (`"old\u0054ext"` beside `"oldText"`), a key of a nested
 * object, or the call's own name — and the recovered calls never carry a value taken from such a key,
 * whichever copy would have won. Every grammar that runs here goes further and recovers no call at all
 * (asserted too): nobody knows which value the model meant.
 *
 * Keys are duplicated by rendering a placeholder key and renaming it in the rendered text, so each family's
 * own renderer writes the markup.
 */
import fc from "fast-check";
import type { JSONSchema } from "@pi-tool-repair/host";
import { assistantMessage } from "@pi-tool-repair/host/testing";
import { check } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, propertyHost } from "./hosts.js";
import { RENDERERS, py, type Call, type Renderer } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));

/** Placeholders: letters no generated name, key or value contains (`q` is not in the value alphabet). */
const DUP = "zqdupq";
const OTHER = "zqotherq";

const PY_KEYWORDS = new Set("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case type print all".split(" ")); // all: Functionary's recipient for the user, never a tool
const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/).filter((s) => !PY_KEYWORDS.has(s) && !s.includes("q"));
const SAFE = [..."abcXYZ019 _-.,:;!?/()=+*#@$%&~éü数据中文😀🚀"];
/** A value every renderer carries as it is: non-empty text without markup, quotes or surrounding spaces. */
const text = fc
  .array(fc.constantFrom(...SAFE), { minLength: 1, maxLength: 12 })
  .map((a) => a.join("").trim())
  .filter((s) => s.length > 0 && !/^(null|none|nil|true|false)$/i.test(s) && !/^-?[0-9.]+$/.test(s));
const twoTexts = fc.tuple(text, text).filter(([a, b]) => a !== b);

/** Declared tools: string parameters where the wire format is text, else any object. */
function toolsFor(r: Renderer, names: readonly string[], keys: readonly string[]): Record<string, JSONSchema> {
  const tools: Record<string, JSONSchema> = {};
  const properties = Object.fromEntries(keys.map((k) => [k, { type: "string" }]));
  for (const n of names) tools[n] = r.values === "strings" ? { type: "object", properties } : { type: "object" };
  return tools;
}

function recover(rendered: string, tools: Record<string, JSONSchema>) {
  const ctx = host.context({ tools, config: grammarConfig("recover", true) });
  return host.processMessage(assistantMessage(rendered), ctx).recovered;
}

const own = (v: unknown, k: string) => typeof v === "object" && v !== null && Object.prototype.hasOwnProperty.call(v, k);

/** `"k"` with its first character written as a `\u` escape: the same key after unescaping. */
function escapedKey(k: string): string {
  return `"\\u${k.charCodeAt(0).toString(16).padStart(4, "0")}${k.slice(1)}"`;
}

/** Writes the call's name twice, where the family's markup has a name key or attribute. */
function duplicateName(rendered: string, name: string): string | undefined {
  const forms: [string, string][] = [
    [`"name":"${name}"`, `"name":"${name}","name":"${OTHER}"`],
    [`"tool_name":"${name}"`, `"tool_name":"${name}","tool_name":"${OTHER}"`],
    [` name="${name}"`, ` name="${name}" name="${OTHER}"`],
    [`to=functions.${name}`, `to=functions.${name} to=functions.${OTHER}`],
  ];
  for (const [from, to] of forms) if (rendered.includes(from)) return rendered.split(from).join(to);
  return undefined;
}

interface Case {
  label: string;
  /** Whether the case applies to a renderer. */
  applies(r: Renderer): boolean;
  property(r: Renderer): fc.IPropertyWithHooks<[string, string, [string, string]]>;
}

const CASES: readonly Case[] = [
  {
    label: "an argument written twice",
    applies: () => true,
    property: (r) =>
      fc.property(ident, ident, twoTexts, (name, key, [first, second]) => {
        const call: Call = { name, arguments: { [key]: first, [DUP]: second } };
        const rendered = r.render([call]).split(DUP).join(key);
        const got = recover(rendered, toolsFor(r, [name], [key]));
        expect(got.filter((c) => own(c.arguments, key)), `text: ${JSON.stringify(rendered)}`).toEqual([]);
        expect(got, `text: ${JSON.stringify(rendered)}`).toEqual([]);
      }),
  },
  {
    label: "an argument written twice, equal after unescaping",
    // where the key is a JSON string (`"k":`): XML attributes and Python keywords have no escapes
    applies: (r) => r.render([{ name: "f", arguments: { [DUP]: "x" } }]).includes(`"${DUP}":`),
    property: (r) =>
      fc.property(ident, ident, twoTexts, (name, key, [first, second]) => {
        const call: Call = { name, arguments: { [key]: first, [DUP]: second } };
        const rendered = r.render([call]).split(`"${DUP}":`).join(`${escapedKey(key)}:`);
        const got = recover(rendered, toolsFor(r, [name], [key]));
        expect(got, `text: ${JSON.stringify(rendered)}`).toEqual([]);
      }),
  },
  {
    label: "a key of a nested object written twice",
    applies: (r) => r.values === "json" || r.values === "python" || r.values === "python-plain",
    property: (r) =>
      fc.property(ident, ident, twoTexts, (name, key, [first, second]) => {
        const call: Call = { name, arguments: { [key]: { inner: first, [DUP]: second } } };
        const rendered = r.render([call]).split(DUP).join("inner");
        const got = recover(rendered, toolsFor(r, [name], [key]));
        expect(got, `text: ${JSON.stringify(rendered)}`).toEqual([]);
      }),
  },
  {
    label: "the call's name written twice",
    applies: (r) => duplicateName(r.render([{ name: "f", arguments: {} }]), "f") !== undefined,
    property: (r) =>
      fc.property(ident, ident, twoTexts, (name, key, [first]) => {
        const rendered = duplicateName(r.render([{ name, arguments: { [key]: first } }]), name)!;
        const got = recover(rendered, toolsFor(r, [name, OTHER], [key]));
        expect(got, `text: ${JSON.stringify(rendered)}`).toEqual([]);
      }),
  },
];

describe("duplicate keys never decide what runs (seeded)", () => {
  it("the Python renderer writes nested keys quoted, so a nested duplicate reaches the Python reader", () => {
    expect(py({ a: { b: 1 } })).toBe('{"a": {"b": 1}}');
  });

  it("every grammar of the default preset has a renderer in the table", () => {
    expect([...loaded].filter((family) => !RENDERERS.some((r) => r.family === family))).toEqual([]);
  });

  for (const r of RENDERERS) {
    for (const c of CASES) {
      if (!c.applies(r)) continue;
      it(`${r.family} (${r.variant}): ${c.label}`, () => {
        expect(loaded.has(r.family), `${r.family} is not in the default preset`).toBe(true);
        check(c.property(r), 40);
      });
    }
  }
});
