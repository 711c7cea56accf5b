/**
 * Properties of the text parsers (parseRawArguments, parseJsonString, unwrapEnvelope, wrapRootString) with
 * the full default preset: 1 a repeated key, in any spelling and behind any wrapper, never lets one of its
 * values decide what runs; 2 nesting 10^4–10^5 deep never throws (a RangeError) and is never repaired;
 * 3 text that starts like fenced, backticked, quoted or escaped JSON is never wrapped as a bare string.
 */
import fc from "fast-check";
import { createHost, type AssistantMessage } from "@pi-tool-repair/host";
import { createDefaultHost, PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { wrapRootString } from "@pi-tool-repair/rule-wrap-root-string";
import { check } from "./arbitraries.js";

const host = createDefaultHost();
const ctx = host.context({ tools: PI_TOOL_SCHEMAS });
/** wrapRootString alone: its own guard, when parseRawArguments is off. */
const wrapOnly = createHost().use(wrapRootString);
const wrapCtx = wrapOnly.context({ tools: PI_TOOL_SCHEMAS });

function repair(tool: string, input: unknown) {
  return host.repairArguments(tool, input, PI_TOOL_SCHEMAS[tool]!, ctx);
}

// ------------------------------------------------------------------------------- 1 duplicate keys

/** Characters of values: quotes, backslashes and markup included, so values need escaping. */
const valueText = fc.array(fc.constantFrom(..."ab z-/.*'\"\\$;|&>{}[]:,\n"), { minLength: 1, maxLength: 12 }).map((a) => a.join(""));

/** A JSON string literal of `key` in one of the spellings that mean the same key. */
function spell(key: string, how: number): string {
  switch (how % 4) {
    case 0:
      return JSON.stringify(key);
    case 1: // every character as \uXXXX
      return '"' + [...key].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join("") + '"';
    case 2: // the first character as \uXXXX
      return '"\\u' + key.charCodeAt(0).toString(16).padStart(4, "0") + key.slice(1) + '"';
    default: // `/` escaped where there is one, else plain
      return JSON.stringify(key).replace("/", "\\/");
  }
}

/** Python: a single-quoted literal (values are written with JSON escapes, which Python reads the same for these characters). */
const pyString = (s: string) => "'" + s.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n") + "'";

interface DupCase {
  tool: string;
  key: string;
  first: string;
  second: string;
}

/** A pi tool and one of its keys (the one that decides what runs, or any other) repeated with two different values. */
const dupCase: fc.Arbitrary<DupCase> = fc
  .record({
    pick: fc.constantFrom<[string, string]>(["bash", "command"], ["read", "path"], ["write", "path"], ["write", "content"], ["edit", "path"], ["grep", "pattern"], ["bash", "timeout_note"]),
    first: valueText,
    second: valueText,
  })
  .filter((c) => c.first !== c.second)
  .map(({ pick: [tool, key], first, second }) => ({ tool, key, first, second }));

/** The other required keys of the tool, with plain values, so that only the repeated key is wrong. */
function others(tool: string, key: string): [string, unknown][] {
  const required = (PI_TOOL_SCHEMAS[tool] as { required?: string[] }).required ?? [];
  return required.filter((k) => k !== key).map((k) => [k, k === "edits" ? [{ oldText: "a", newText: "b" }] : "x"]);
}

/** Raw arguments text (JSON or Python) with the key twice, in an order, a spelling and a wrapper. */
const rawDupText = fc.record({ c: dupCase, how: fc.nat(7), order: fc.boolean(), python: fc.boolean(), wrap: fc.nat(6) }).map(({ c, how, order, python, wrap }) => {
  const rest = others(c.tool, c.key);
  let body: string;
  if (python) {
    const members = [`${pyString(c.key)}: ${pyString(c.first)}`, ...rest.map(([k, v]) => `${pyString(k)}: ${typeof v === "string" ? pyString(v) : JSON.stringify(v)}`), `${how % 2 ? pyString(c.key) : JSON.stringify(c.key)}: ${pyString(c.second)}`];
    if (order) members.reverse();
    body = "{" + members.join(", ") + "}";
  } else {
    const members = [`${spell(c.key, how)}: ${JSON.stringify(c.first)}`, ...rest.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`), `${spell(c.key, how + 1)}: ${JSON.stringify(c.second)}`];
    if (order) members.reverse();
    body = "{" + members.join(", ") + "}";
  }
  const text = [
    body,
    "```json\n" + body + "\n```",
    "[" + body + "]",
    JSON.stringify(body), // double-encoded
    `{"name": ${JSON.stringify(c.tool)}, "arguments": ${body}}`, // an envelope
    `{"name": ${JSON.stringify(c.tool)}, "arguments": ${JSON.stringify(body)}}`, // an envelope with arguments text
    body + "</tool_call>",
  ][wrap]!;
  return { ...c, text };
});

/** Whether `value` holds `text` as a string anywhere. */
function holds(value: unknown, text: string): boolean {
  if (typeof value === "string") return value === text || value.includes(text);
  if (Array.isArray(value)) return value.some((v) => holds(v, text));
  if (value !== null && typeof value === "object") return Object.values(value).some((v) => holds(v, text));
  return false;
}

describe("1: a repeated key never picks one of its values (seeded)", () => {
  it("raw JSON and Python text, any spelling, order and wrapper: unrepairable, the original kept", () => {
    check(
      fc.property(rawDupText, ({ tool, text }) => {
        const r = repair(tool, text);
        expect(r.outcome).toBe("unrepairable");
        expect(r.arguments).toBe(text);
      }),
      400,
    );
  });

  it("the same text as a pi 1.6 argumentsError: the call is left as it was", () => {
    check(
      fc.property(rawDupText, ({ tool, text }) => {
        const m = { role: "assistant", content: [{ type: "toolCall", id: "1", name: tool, arguments: {}, argumentsError: `Unexpected token\n\nReceived arguments:\n${text}` }], stopReason: "toolUse" } as AssistantMessage;
        const r = host.processMessage(m, ctx);
        expect(r.message).toBe(m);
        expect(r.calls.map((c) => c.result.outcome)).toEqual(["unrepairable"]);
      }),
      150,
    );
  });

  it("JSON text in an array field (edit's edits), any spelling: never repaired with either value", () => {
    const arb = fc.record({ first: valueText, second: valueText, how: fc.nat(7), order: fc.boolean(), python: fc.boolean(), key: fc.constantFrom("oldText", "newText") }).filter((c) => c.first !== c.second);
    check(
      fc.property(arb, ({ first, second, how, order, python, key }) => {
        const other = key === "oldText" ? "newText" : "oldText";
        const members = python
          ? [`${pyString(key)}: ${pyString(first)}`, `${pyString(other)}: 'x'`, `${pyString(key)}: ${pyString(second)}`]
          : [`${spell(key, how)}: ${JSON.stringify(first)}`, `"${other}": "x"`, `${spell(key, how + 1)}: ${JSON.stringify(second)}`];
        if (order) members.reverse();
        const input = { path: "a.ts", edits: "[{" + members.join(", ") + "}]" };
        const r = repair("edit", input);
        if (r.outcome === "repaired") {
          expect(holds(r.arguments, first) || holds(r.arguments, second)).toBe(false);
        } else {
          expect(r.arguments).toBe(input);
        }
      }),
      300,
    );
  });
});

// ------------------------------------------------------------------------------- 2 deep nesting

/** Text nested `depth` deep in one of several shapes. */
function nested(shape: number, depth: number): string {
  switch (shape % 6) {
    case 0:
      return "[".repeat(depth) + "]".repeat(depth);
    case 1:
      return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
    case 2:
      return '[{"a":'.repeat(depth >> 1) + "null" + "}]".repeat(depth >> 1);
    case 3:
      return "[".repeat(depth) + "None" + "]".repeat(depth); // Python
    case 4:
      return "[".repeat(depth) + "1,]".repeat(depth); // trailing commas
    default:
      return "[".repeat(depth); // never closed
  }
}

/** Where the nested text goes: the raw text, a field, a JSON-text field, an envelope, a fence, double encoding. */
function placed(place: number, inner: string): [string, unknown] {
  switch (place % 7) {
    case 0:
      return ["bash", inner];
    case 1:
      return ["bash", `{"command": "ls", "x": ${inner}}`];
    case 2:
      return ["edit", { path: "a", edits: inner }];
    case 3:
      return ["edit", { path: "a", edits: `[{"oldText": "a", "newText": "b", "x": ${inner}}]` }];
    case 4:
      return ["bash", { name: "bash", arguments: `{"command": "ls", "x": ${inner}}` }];
    case 5:
      return ["bash", "```json\n" + `{"command": "ls", "x": ${inner}}` + "\n```"];
    default:
      return ["bash", JSON.stringify(`{"command": "ls", "x": ${inner}}`)];
  }
}

describe("2: deep nesting never throws (seeded)", () => {
  it("10^4 to 10^5 deep, in every shape and place: no exception, never repaired", () => {
    check(
      fc.property(fc.integer({ min: 10_000, max: 100_000 }), fc.nat(5), fc.nat(6), (depth, shape, place) => {
        const [tool, input] = placed(place, nested(shape, depth));
        const r = repair(tool, input);
        expect(r.outcome).toBe("unrepairable");
        expect(r.arguments).toBe(input);
      }),
      30,
      { shrink: false },
    );
  });

  it("10^6 deep, raw text and a JSON-text field", () => {
    for (const [tool, input] of [placed(0, nested(0, 1_000_000)), placed(2, nested(1, 1_000_000)), placed(5, nested(3, 1_000_000))]) {
      expect(repair(tool!, input).outcome).toBe("unrepairable");
    }
  });
});

// ------------------------------------------------------------------------------- 3 never wrapped

/** A prefix of wrappers: whitespace, backticks, a fence with a tag, tildes, quotes, spelled-out escapes. */
const wrapperPiece = fc.constantFrom(" ", "\n", "\t", "`", "``", "```", "```json", "```json\n", "```JSON ", "~~~", "~~~json\n", '"', "'", "\\n", "\\r\\n", '\\"', "\\'", "\\\\");
const jsonStart = fc.constantFrom("{", "[");
/** What follows the brace: JSON, half of it, prose, a closing fence. */
const afterBrace = fc.oneof(
  fc.constantFrom('"command":"echo hi > made.txt"}', '"path":"a"}', '{"path":"a"}]', "", '"command":"ls"}\\n```', "}`", "]'", 'x"', "ls -la"),
  fc.string({ maxLength: 20 }),
);

describe("3: fenced, quoted or escaped JSON is never a bare root string (seeded)", () => {
  const arb = fc.record({ prefix: fc.array(wrapperPiece, { maxLength: 4 }), start: jsonStart, rest: afterBrace, suffix: fc.constantFrom("", "\n```", "`", '"', "\\n```", "'"), tool: fc.constantFrom("bash", "read") });
  it("the default preset: wrapRootString never runs on such text", () => {
    check(
      fc.property(arb, ({ prefix, start, rest, suffix, tool }) => {
        const text = prefix.join("") + start + rest + suffix;
        const r = repair(tool, text);
        expect(r.rules).not.toContain("wrapRootString");
        if (r.outcome === "repaired") expect(r.rules).toContain("parseRawArguments"); // parsed cleanly, never wrapped
        else expect(r.arguments).toBe(text);
      }),
      500,
    );
  });

  it("wrapRootString alone (parseRawArguments off): never wraps such text", () => {
    check(
      fc.property(arb, ({ prefix, start, rest, suffix, tool }) => {
        const text = prefix.join("") + start + rest + suffix;
        const r = wrapOnly.repairArguments(tool, text, PI_TOOL_SCHEMAS[tool]!, wrapCtx);
        expect(r.outcome).toBe("unrepairable");
      }),
      500,
    );
  });
});
