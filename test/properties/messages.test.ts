/**
 * Properties of the message pipeline (`processMessage`, full default preset, grammar recovery on) over
 * generated assistant messages that mix prose, fences, thinking blocks and spans, native tool calls and
 * fragments of every grammar family:
 * 1 never throws; 4 processing a processed message changes nothing (also with markup inside inert regions,
 * bare calls in sentences, quoted calls and marker mentions); 5 text without any grammar marker comes back
 * as the same message object, and so does text whose markup is all inside inert regions (test/properties/inert.ts).
 * (Property 7, linear time on generated inputs of up to 1 MB, is timed by the bench: test/bench/mixed.mjs. A
 * wall-clock budget fails on a loaded machine.)
 */
import fc from "fast-check";
import type { AssistantMessage, Block } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { anyInput, check, markerFree, nastyString, prose } from "./arbitraries.js";
import { grammarConfig, grammarsOf, namedContexts, propertyHost } from "./hosts.js";
import { WRAPPERS } from "./inert.js";
import { RENDERERS, type Call } from "./renderers.js";

const host = await propertyHost();
const markers = [...new Set(grammarsOf(host).flatMap((g) => g.markers))];

const { ctxArb } = namedContexts({
  "pi tools, recover, any name": host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", false) }),
  "pi tools, recover, known names": host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("recover", true) }),
  "pi tools, strip": host.context({ tools: PI_TOOL_SCHEMAS, config: grammarConfig("strip", false) }),
  "names only, recover, known names": host.context({ tools: ["read", "get_weather"], config: grammarConfig("recover", true) }),
});

// ------------------------------------------------------------------------------------- fragments

const SAMPLE_CALLS: Call[][] = [
  [{ name: "read", arguments: { path: "src/a.ts" } }],
  [{ name: "bash", arguments: { command: "ls -la", timeout: "30" } }],
  [
    { name: "get_weather", arguments: { city: "東京" } },
    { name: "read", arguments: { path: "C:\\tmp\\x.txt", limit: 10 } },
  ],
];

/** Complete renderings of sample calls in every family, and every prefix cut of them (truncated markup). */
const rendered = RENDERERS.flatMap((r) => SAMPLE_CALLS.filter((cs) => r.multi || cs.length === 1).map((cs) => r.render(cs)));
const complete = fc.constantFrom(...rendered);
const truncated = fc.tuple(complete, fc.double({ min: 0, max: 1, noNaN: true })).map(([t, f]) => t.slice(0, Math.floor(t.length * f)));
const marker = markers.length > 0 ? fc.constantFrom(...markers) : fc.constant("<tool_call>");
const thinkTag = fc.constantFrom("<think>", "</think>", "<seed:think>", "</seed:think>", "[THINK]", "[/THINK]", "<|START_THINKING|>", "<|END_THINKING|>");
const piece = fc.oneof(
  { weight: 4, arbitrary: prose },
  { weight: 3, arbitrary: complete },
  { weight: 2, arbitrary: truncated },
  { weight: 2, arbitrary: marker },
  { weight: 1, arbitrary: thinkTag },
  { weight: 1, arbitrary: fc.constantFrom("\n```\n", "\n```json\n", "`", "``", "\n~~~\n", "\n") },
  { weight: 1, arbitrary: complete.map((t) => `<think>${t}</think>`) },
  { weight: 1, arbitrary: complete.map((t) => `\n\`\`\`\n${t}\n\`\`\`\n`) },
  { weight: 1, arbitrary: nastyString },
  { weight: 2, arbitrary: inertPiece(complete) },
  { weight: 1, arbitrary: inertPiece(truncated) },
  { weight: 1, arbitrary: fc.tuple(complete, fc.constantFrom(" and ", ": ", "\n", "\n\n", "")).map(([t, sep]) => `You could send${sep}${t}${sep}then`) },
  { weight: 1, arbitrary: fc.tuple(complete, fc.constantFrom('"', "'", "“")).map(([t, q]) => `${q}${t}${q === "“" ? "”" : q}`) },
  { weight: 1, arbitrary: marker.map((m) => `The ${m} token starts a call, and`) },
  { weight: 1, arbitrary: fc.constantFrom("\n\n    ", "\n> ", "\n| ", "\n- ", "\n1. ", "<code>", "</code>", "<pre>", "</pre>", "\n\t", "\u200b", "\ufeff") },
);
/** Markup (complete or cut) inside one of the inert wrappers: a fence, indented code, a quote, a table, HTML code. */
function inertPiece(markup: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(markup, fc.constantFrom(...WRAPPERS)).map(([t, w]) => `\n\n${w.fits(t) ? w.wrap(t) : t}\n\n`);
}
/** An assistant text mixing prose, fences, thinking spans, inert regions and fragments of every grammar. */
const mixedText = fc.array(piece, { maxLength: 8 }).map((p) => p.join(" "));

const nativeCall = fc.record({
  type: fc.constant("toolCall" as const),
  id: fc.stringMatching(/^call_[a-z0-9]{1,6}$/),
  name: fc.constantFrom(...Object.keys(PI_TOOL_SCHEMAS), "unknown_tool"),
  arguments: fc.oneof(anyInput, fc.constant({ path: "a", offset: null }), fc.constant({ command: "ls", timeout: "5" })),
});
const block: fc.Arbitrary<Block> = fc.oneof(
  { weight: 4, arbitrary: mixedText.map((text) => ({ type: "text" as const, text })) },
  { weight: 1, arbitrary: mixedText.map((thinking) => ({ type: "thinking" as const, thinking })) },
  { weight: 1, arbitrary: nativeCall },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("toolCall" as const), id: fc.constant("call_raw"), name: fc.constant("bash"), arguments: fc.constant({}), argumentsError: fc.oneof(fc.string(), fc.constant('Unexpected end\n\nReceived arguments:\n{"command": "ls"')) }) },
);
const message: fc.Arbitrary<AssistantMessage> = fc.record({
  role: fc.constant("assistant" as const),
  content: fc.array(block, { maxLength: 4 }),
  stopReason: fc.constantFrom("stop", "toolUse", "length"),
});

/** Anything a broken caller could hand over as a message (must never throw either). */
const oddMessage: fc.Arbitrary<unknown> = fc.oneof(
  anyInput,
  fc.record({ role: fc.constant("assistant"), content: anyInput }),
  fc.record({ role: fc.constant("assistant"), content: fc.array(fc.oneof(anyInput, fc.record({ type: fc.constantFrom("text", "thinking", "toolCall"), text: anyInput, thinking: anyInput, name: anyInput, arguments: anyInput }))) }),
);


/** Freezes what can be frozen (a typed array with elements cannot). */
function deepFreeze<T>(v: T): T {
  if (v && typeof v === "object" && !Object.isFrozen(v) && !ArrayBuffer.isView(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

function show(v: unknown): string {
  try {
    return JSON.stringify(v, (_k, x: unknown) => (typeof x === "bigint" ? `${x}n` : x)) ?? String(v);
  } catch {
    return String(v);
  }
}

describe("processMessage properties (seeded)", () => {
  it("1: never throws, for generated messages (frozen: the input is never mutated)", () => {
    check(
      fc.property(message, ctxArb, (m, ctx) => {
        deepFreeze(m);
        const r = host.processMessage(m, ctx);
        expect(r.changed).toBe(r.message !== m);
      }),
      400,
    );
  });

  it("1: never throws, for anything handed over as a message", () => {
    check(
      fc.property(oddMessage, ctxArb, (m, ctx) => {
        expect(() => host.processMessage(m as AssistantMessage, ctx)).not.toThrow();
      }),
      300,
    );
  });

  it("4: processing a processed message changes nothing", () => {
    check(
      fc.property(message, ctxArb, (m, ctx) => {
        const once = host.processMessage(m, ctx).message;
        const twice = host.processMessage(once, ctx);
        expect(twice.changed, show(once)).toBe(false);
        expect(twice.message).toBe(once);
      }),
      400,
    );
  });

  it("5: text without any grammar marker is returned unchanged (the same message object)", () => {
    check(
      fc.property(fc.array(markerFree(markers), { minLength: 1, maxLength: 3 }), fc.boolean(), ctxArb, (texts, thinking, ctx) => {
        const content: Block[] = texts.map((text, i) => (thinking && i === 0 ? { type: "thinking", thinking: text } : { type: "text", text }));
        const m: AssistantMessage = { role: "assistant", content, stopReason: "stop" };
        const r = host.processMessage(m, ctx);
        expect(r.changed).toBe(false);
        expect(r.message).toBe(m);
        expect(r.recovered).toEqual([]);
      }),
      400,
    );
  });

  it("5: text whose markup is all inside code, quotes, tables or HTML code is returned unchanged", () => {
    // ~~~ fences hold renderings that contain ``` themselves; inline code holds those without backticks
    const fenced = fc.tuple(complete, fc.constantFrom("```", "~~~", "````")).filter(([t, f]) => !t.includes(f === "~~~" ? "~~~" : "```")).map(([t, f]) => `\n${f}${f === "~~~" ? "" : "xml"}\n${t}\n${f}\n`);
    // (a code span cannot hold a blank line: CommonMark ends the paragraph there, and the backticks are text)
    const inline = complete.filter((t) => !t.includes("`") && !/\n[ \t]*\n/.test(t)).map((t) => ` \`${t}\` `);
    // and inside the other inert regions: indented code, list-item fences, quotes, HTML code, table rows
    const wrapped = fc.tuple(complete, fc.constantFrom(...WRAPPERS)).filter(([t, w]) => w.fits(t)).map(([t, w]) => `\n\n${w.wrap(t)}\n\n`);
    check(
      fc.property(fc.array(fc.oneof(prose, fenced, inline, wrapped), { minLength: 1, maxLength: 6 }), ctxArb, (parts, ctx) => {
        const text = parts.join(" ");
        const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
        const r = host.processMessage(m, ctx);
        expect(r.recovered, JSON.stringify(text)).toEqual([]);
        expect(r.message, JSON.stringify(text)).toBe(m);
      }),
      400,
    );
  });
});
