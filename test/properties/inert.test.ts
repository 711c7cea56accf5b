/**
 * Inert text: a leaked call of any family (rendered by test/properties/renderers.ts) that the model only
 * shows — inside a fence, an indented code block, a fence in a list item, a block quote, HTML
 * `<code>`/`<pre>` or table rows — is never recovered, and the message comes back as the same object.
 * So is a bare call (no special token) in the middle of a sentence, a call of any family written inside a
 * sentence (prose before it and after it on its line), a call in quotation marks, and a sentence that
 * mentions a marker. Every context: recover and strip, known tools required or not.
 */
import fc from "fast-check";
import type { AssistantMessage, RepairContext } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { rawField } from "@pi-tool-repair/grammar-cwm";
import { looksLikeSentence } from "@pi-tool-repair/grammar-kit";
import { check, prose } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, namedContexts, propertyHost } from "./hosts.js";
import { WRAPPERS } from "./inert.js";
import { RENDERERS, py, type Call, type Renderer } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));
const markers = [...new Set(grammarsOf(host).flatMap((g) => g.markers))];

const { contexts, ctxArb } = namedContexts({
  "recover, any name": host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", false) }),
  "strip, any name": host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("strip", false) }),
});

const PY_KEYWORDS = new Set("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case type print all".split(" ")); // all: Functionary's recipient for the user, never a tool
const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/).filter((s) => !PY_KEYWORDS.has(s));
/** Text values: letters, digits, quotes, braces, CJK, emoji, newlines (no markup of any family). */
const SAFE = [..."abcXYZ019 _-.,:;!?'\"\\/{}()=+*#@$%&~éü数据😀\n\t"];
const str = fc.array(fc.constantFrom(...SAFE), { minLength: 1, maxLength: 12 }).map((a) => a.join("").trim() || "x");
/** Strings a Python literal carries with no escape (for a format that writes them unescaped: LFM2). */
const plainStr = str.filter((s) => !/[\\'"\n\t]/.test(s));
const value = (kind: Renderer["values"]): fc.Arbitrary<unknown> =>
  kind === "strings" ? str : kind === "python-plain" ? fc.oneof(plainStr, fc.integer(), fc.boolean(), fc.constant(null), fc.array(plainStr, { maxLength: 2 })) : kind === "gemma" ? fc.oneof(str.filter((s) => !s.includes('"') && !s.includes("<")), fc.integer({ min: -1e6, max: 1e6 }), fc.boolean()) : fc.oneof(str, fc.integer(), fc.boolean(), fc.constant(null), fc.array(str, { maxLength: 2 }));
/**
 * A pi tool's calls use its declared keys: in the tag-delimited grammars a value followed by a parameter its
 * tool does not declare does not run (docs/policy.md, "Values are content"), and these properties are about
 * where a call stands, not its keys.
 */
const keysOf = (name: string): fc.Arbitrary<string> => {
  const props = (PI_TOOL_SCHEMAS[name] as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? fc.constantFrom(...Object.keys(props)) : ident;
};
/** The pi tools a raw-content format (CWM) can call: one required string field, the text's only place. */
const RAW_TOOLS = Object.keys(PI_TOOL_SCHEMAS).filter((n) => rawField(PI_TOOL_SCHEMAS[n]) !== undefined);
/** A raw format's call: a pi tool that takes raw text, and a text that is not a sentence (which never runs). */
const rawCall: fc.Arbitrary<Call[]> = fc.constantFrom(...RAW_TOOLS).chain((name) => str.filter((v) => !looksLikeSentence(v)).map((v) => [{ name, arguments: { [rawField(PI_TOOL_SCHEMAS[name])!]: v } }]));
const callsFor = (r: Renderer): fc.Arbitrary<Call[]> =>
  r.raw ? rawCall : fc.array(
    fc.oneof(ident, fc.constantFrom(...Object.keys(PI_TOOL_SCHEMAS))).chain((name) => fc.dictionary(keysOf(name), value(r.values), { minKeys: 1, maxKeys: 3 }).map((args) => ({ name, arguments: args }))),
    { minLength: 1, maxLength: r.multi ? 2 : 1 },
  );

const around = fc.constantFrom("", "Let me show it.", "这是示例。", "Sure 🙂");

/** The control: on its own, the same rendering is recovered (so the property is not vacuous). */
function runsAlone(text: string): void {
  const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
  expect(host.processMessage(m, contexts[0]!).recovered.length, JSON.stringify(text)).toBeGreaterThan(0);
}

function unchanged(text: string, ctx: RepairContext): void {
  const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
  const r = host.processMessage(m, ctx);
  expect(r.recovered, JSON.stringify(text)).toEqual([]);
  expect(r.stripped, JSON.stringify(text)).toBe(0);
  expect(r.message, JSON.stringify(text)).toBe(m);
}

const active = RENDERERS.filter((r) => loaded.has(r.family));

describe("inert regions: a leaked call that is only shown never runs (seeded)", () => {
  for (const w of WRAPPERS) {
    it(`inside ${w.name}`, () => {
      const rendered = fc
        .constantFrom(...active)
        .chain((r) => callsFor(r).map((calls) => r.render(calls)))
        .filter((t) => w.fits(t));
      check(
        fc.property(rendered, around, around, (t, before, after) => {
          runsAlone(t);
          for (const ctx of contexts) unchanged(`${before}\n\n${w.wrap(t)}\n\n${after}`.trim(), ctx);
        }),
        150,
      );
    });
  }
});

describe("prose: a call that is explained or quoted, not made, never runs (seeded)", () => {
  const words = fc.array(fc.constantFrom("You", "could", "send", "the", "call", "and", "it", "runs", "数据", "🙂"), { minLength: 1, maxLength: 4 }).map((w) => w.join(" "));
  /** The renderings without a special token: Llama's bare JSON, xLAM's bare array, a pythonic list. */
  const bare = active.filter((r) => r.variant === "bare array" || r.variant === "bare JSON");
  const pythonic = fc.array(fc.record({ name: ident, arguments: fc.dictionary(ident, value("python"), { maxKeys: 2 }) }), { minLength: 1, maxLength: 2 }).map((cs) => `[${cs.map((c) => `${c.name}(${Object.entries(c.arguments).map(([k, v]) => `${k}=${py(v)}`).join(", ")})`).join(", ")}]`);

  it("a bare call (no special token) in the middle of a sentence", () => {
    const rendered = fc.oneof(fc.constantFrom(...bare).chain((r) => callsFor(r).map((calls) => r.render(calls))), pythonic).filter((t) => !t.includes("\n"));
    check(
      fc.property(rendered, words, words, fc.constantFrom(" ", ": ", " — "), ctxArb, (t, a, b, sep, ctx) => {
        runsAlone(t);
        unchanged(`${a}${sep}${t} ${b}.`, ctx);
        unchanged(`${a}${sep}${t}`, ctx);
        unchanged(`${t} ${b}.`, ctx);
      }),
      150,
    );
  });

  it("a call in quotation marks (a JSON string, a quotation)", () => {
    const rendered = fc
      .constantFrom(...active)
      .chain((r) => callsFor(r).map((calls) => r.render(calls)))
      .filter((t) => !t.includes("`"));
    const quotes = fc.constantFrom<[string, string]>(['"', '"'], ["“", "”"], ["'", "'"], ["«", "»"]);
    check(
      fc.property(rendered, quotes, words, ctxArb, (t, [open, close], a, ctx) => {
        runsAlone(t);
        unchanged(`${a}: ${open}${t}${close}`, ctx);
        unchanged(`{"example": ${open}${t}${close}}`, ctx);
      }),
      150,
    );
  });

  it("a call written inside a sentence (prose before it and after it on the same line) is prose; prose on one side is not", () => {
    // every family with a special token: the call is shown, not made, so it neither runs nor is stripped
    const marked = active.filter((r) => r.variant !== "bare array" && r.variant !== "bare JSON");
    const rendered = fc.constantFrom(...marked).chain((r) => callsFor(r).map((calls) => ({ r, calls, t: r.render(calls) })));
    const lead = fc.constantFrom("The format is", "Here it is.", "比如", "Sure 🙂", "You write", "(e.g.");
    const tail = fc.constantFrom("and you write it like that.", "Bye.", ", then it runs.", "— 然后结束。", ") 2 more", ". Done");
    check(
      fc.property(rendered, lead, tail, fc.constantFrom(" ", "", "\t"), ctxArb, ({ r, calls, t }, a, b, sep, ctx) => {
        unchanged(`${a}${sep}${t}${sep}${b}`, ctx);
        unchanged(`First line.\n${a} ${t} ${b}\nLast line.`, ctx);
        if (!r.prose) return;
        // the controls: prose only before it, or after it on a later line, and the same call runs
        const names = calls.map((c) => c.name);
        for (const text of [`${a}${sep}${t}`, `${t}\n${b}`, `${a} ${t}\n${b}`]) {
          const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
          expect(host.processMessage(m, contexts[0]!).recovered.map((c) => c.name), JSON.stringify(text)).toEqual(names);
        }
      }),
      200,
    );
  });

  it("a sentence that mentions a marker", () => {
    check(
      fc.property(fc.constantFrom(...markers.filter((m) => m.length > 1)), words, words, ctxArb, (m, a, b, ctx) => {
        unchanged(`The ${m} token starts a call, and ${b}.`, ctx);
        unchanged(`${a} \`${m}\` ${b}.`, ctx);
      }),
      150,
    );
  });

  it("prose around inert regions stays as it is", () => {
    check(
      fc.property(prose, fc.constantFrom(...WRAPPERS), prose, ctxArb, (a, w, b, ctx) => {
        const text = `${a}\n\n${w.wrap("<tool_call>\n" + JSON.stringify({ name: "read", arguments: { path: "a" } }) + "\n</tool_call>")}\n\n${b}`.trim();
        unchanged(text, ctx);
      }),
      150,
    );
  });
});
