/**
 * Regions across a whole message (issue 31 item 1, issue 32 items 1 and 6), over every family's renderings:
 * - a call that is inert in one text block stays inert when that text is cut into several adjacent text blocks
 *   at any points (inert regions are decided over the blocks joined as shown);
 * - prose keeps its text: a call written inside a sentence or in quotation marks keeps its text exactly, in
 *   every grammar, whatever its name (declared or not) and whatever else the message holds (a call that runs);
 * - one call, one wrapper: a call in another family's wrapper is either recovered with the wrapper stripped,
 *   or neither runs nor is stripped.
 */
import fc from "fast-check";
import type { AssistantMessage, Block } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { check } from "./arbitraries.js";
import { familyOf, grammarConfig, grammarsOf, namedContexts, propertyHost } from "./hosts.js";
import { WRAPPERS } from "./inert.js";
import { RENDERERS, type Call, type Renderer } from "./renderers.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));
const active = RENDERERS.filter((r) => loaded.has(r.family));

const { ctxArb } = namedContexts({
  "pi tools, recover, any name": host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", false) }),
  "pi tools, strip": host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("strip", false) }),
  "names only, recover, known names": host.context({ tools: ["bash", "read"], config: grammarConfig("recover", true) }),
});

/** Names declared or not (`toString` is a name the fuzzer found), and plain values every family carries. */
const name = fc.constantFrom("bash", "read", "toString", "get_weather");
const word = fc.constantFrom("a", "src/x.ts", "ls -la", "数据", "rm -rf build");
const callsFor = (r: Renderer): fc.Arbitrary<Call[]> =>
  fc.array(fc.record({ name, arguments: fc.dictionary(fc.constantFrom("path", "command", "city"), word, { minKeys: 1, maxKeys: 2 }) }), { minLength: 1, maxLength: r.multi ? 2 : 1 });
const rendering = fc.constantFrom(...active).chain((r) => callsFor(r).map((calls) => ({ r, t: r.render(calls) })));

const message = (content: Block[]): AssistantMessage => ({ role: "assistant", content, stopReason: "stop" });
const visible = (m: unknown) =>
  (m as AssistantMessage).content
    .filter((b) => b.type === "text")
    .map((b) => (b as { text: string }).text)
    .join("");

/** `text` cut at the given fractions of its length into adjacent text blocks (empty ones too). */
function cut(text: string, at: readonly number[]): Block[] {
  const points = [...new Set(at.map((f) => Math.floor(f * text.length)))].sort((a, b) => a - b);
  const blocks: Block[] = [];
  let from = 0;
  for (const p of [...points, text.length]) {
    blocks.push({ type: "text", text: text.slice(from, p) });
    from = p;
  }
  return blocks;
}

describe("context across blocks: an inert call stays inert however its text is cut into blocks (seeded)", () => {
  const lead = fc.constantFrom("The format is", "He wrote", "比如");
  const tail = fc.constantFrom("and you write it like that.", "there.", "— 然后结束。");
  /** A call that one block leaves alone: in an inert wrapper, inside a sentence, or in quotation marks. */
  const inert = fc.oneof(
    fc.tuple(rendering, fc.constantFrom(...WRAPPERS)).filter(([{ t }, w]) => w.fits(t)).map(([{ t }, w]) => `Example:\n\n${w.wrap(t)}`),
    fc.tuple(rendering, lead, tail).map(([{ t }, a, b]) => `${a} ${t} ${b}`),
    fc.tuple(rendering, lead).filter(([{ t }]) => !t.includes("`")).map(([{ t }, a]) => `${a} "${t}" here.`),
    rendering.map(({ t }) => `<think>${t}</think>Done.`),
  );
  it("cut anywhere into several text blocks, nothing runs and the message is the same object", () => {
    check(
      fc.property(inert, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }), ctxArb, (text, at, ctx) => {
        const whole = message([{ type: "text", text }]);
        const one = host.processMessage(whole, ctx);
        fc.pre(one.message === whole); // inert as one block (not every rendering is inert everywhere: a prose-less family)
        const m = message(cut(text, at));
        const r = host.processMessage(m, ctx);
        expect(r.recovered, JSON.stringify(m.content)).toEqual([]);
        expect(r.stripped, JSON.stringify(m.content)).toBe(0);
        expect(r.message, JSON.stringify(m.content)).toBe(m);
      }),
      200,
    );
  });
});

describe("prose keeps its text, in every grammar, whatever else the message holds (seeded)", () => {
  const lead = fc.constantFrom("The format is", "Here it is.", "比如", "You write", "(e.g.");
  const tail = fc.constantFrom("and you write it like that.", "Bye.", ", then it runs.", "— 然后结束。", ") 2 more");
  const sentence = fc.oneof(
    fc.tuple(rendering, lead, tail).map(([{ t }, a, b]) => `${a} ${t} ${b}`),
    fc.tuple(rendering, lead, fc.constantFrom<[string, string]>(['"', '"'], ["“", "”"], ["«", "»"])).map(([{ t }, a, [o, c]]) => `${a} ${o}${t}${c}`),
  );
  /** A call that runs on its own: a declared tool on a line of its own, in a family of its own markup. */
  const other = fc.constantFrom(...active.filter((r) => r.prose && !r.raw)).map((r) => r.render([{ name: "read", arguments: { path: "b.ts" } }]));
  it("a call inside a sentence or in quotation marks keeps its text exactly, next to a call that runs or alone", () => {
    check(
      fc.property(sentence, fc.option(other, { nil: undefined }), ctxArb, (s, o, ctx) => {
        const text = o === undefined ? s : `${s}\n\n${o}`;
        const r = host.processMessage(message([{ type: "text", text }]), ctx);
        // the sentence comes back as written (a fence the prose opens may keep the other call as text too)
        expect(visible(r.message).startsWith(s), JSON.stringify(text)).toBe(true);
        // and only the other call can run
        for (const c of r.recovered) expect([c.name, c.arguments], JSON.stringify(text)).toEqual(["read", { path: "b.ts" }]);
      }),
      300,
    );
  });
});

describe("one call, one wrapper (seeded)", () => {
  /** Every wrapper a loaded grammar owns (an opener and its closer), with its owners' families. */
  const wrappers = new Map<string, { open: string; close: string; families: Set<string> }>();
  for (const g of grammarsOf(host))
    for (const o of g.owns) {
      if (o.close === undefined) continue;
      const key = `${o.open}\u0000${o.close}`;
      const w = wrappers.get(key) ?? { open: o.open, close: o.close, families: new Set<string>() };
      w.families.add(familyOf(g));
      wrappers.set(key, w);
    }
  const pairs = [...wrappers.values()].flatMap((w) => active.filter((r) => !w.families.has(r.family)).map((r) => ({ w, r })));
  it("a call in another family's wrapper is recovered with the wrapper stripped, or neither runs nor is stripped", () => {
    const nested = fc.tuple(fc.constantFrom(...pairs), fc.constantFrom("", "\n")).chain(([{ w, r }, sep]) => callsFor(r).map((calls) => `${w.open}${sep}${r.render(calls)}${sep}${w.close}`));
    check(
      fc.property(nested, ctxArb, (text, ctx) => {
        const m = message([{ type: "text", text }]);
        const r = host.processMessage(m, ctx);
        if (r.message === m) return;
        // something was stripped: the wrapper went with it, and nothing of the call was left behind
        expect(visible(r.message), JSON.stringify(text)).toBe("");
      }),
      300,
    );
  });
});
