import { RuleTester } from "@pi-tool-repair/host/testing";
import { convertTimeoutMilliseconds, durationSeconds } from "./index.js";

const bash = {
  type: "object",
  required: ["command"],
  properties: { command: { type: "string" }, timeout: { type: "number", description: "Timeout in seconds (optional, no default timeout)" } },
};
const strictBash = { ...bash, additionalProperties: false };
const intBash = {
  type: "object",
  required: ["command"],
  additionalProperties: false,
  properties: { command: { type: "string" }, timeout: { type: "integer", description: "Timeout in seconds" } },
};
const msBash = {
  type: "object",
  required: ["command"],
  additionalProperties: false,
  properties: { command: { type: "string" }, timeout: { type: "number", description: "Optional timeout in milliseconds (max 600000)" } },
};

new RuleTester({ schema: bash, tool: "bash" }).run(convertTimeoutMilliseconds, {
  valid: [
    { command: 5, timeout: 120000 }, // a number of seconds is never rescaled, also when the call fails elsewhere
    { command: "make", timeoutMs: 120000, timeout: "soon" }, // extra keys allowed: timeoutMs is not folded; "soon" is no duration
    { input: { command: 1, timeout: 960000 }, schema: msBash },
  ],
  invalid: [
    { input: { command: "make", timeout: "120s" }, output: { command: "make", timeout: 120 }, hint: 'converted "120s" to 120 seconds' },
    { input: { command: "make", timeout: "120000ms" }, output: { command: "make", timeout: 120 } },
    { input: { command: "make", timeout: "1500ms" }, output: { command: "make", timeout: 1.5 } },
    { input: { command: "make", timeout: "2m" }, output: { command: "make", timeout: 120 } },
    { input: { command: "make", timeout: "2 min" }, output: { command: "make", timeout: 120 } },
    { input: { command: "make", timeout: " 30 seconds " }, output: { command: "make", timeout: 30 } },
    { input: { command: "make", timeout: "1h" }, output: { command: "make", timeout: 3600 } },
    { input: { command: "make", timeout: "120" }, output: null }, // unit-less: coerceNumericString's, and never rescaled
    { input: { command: "make", timeout: "120 lines" }, output: null },
    { input: { command: "make", timeout: "0x10s" }, output: null },
    { input: { command: "make", timeout: "-5s" }, output: null },
    { input: { command: "make", timeout: "two minutes" }, output: null },
    { input: { command: "make", timeoutMs: 120000 }, output: { command: "make", timeout: 120 }, schema: strictBash, hint: "converted timeoutMs 120000 to timeout 120 seconds" },
    { input: { command: "make", timeout_ms: "30000" }, output: { command: "make", timeout: 30 }, schema: strictBash },
    { input: { command: "make", timeout_ms: 1500 }, output: null, schema: intBash }, // 1.5 s in an integer field
    { input: { command: "make", timeout_ms: 2000 }, output: { command: "make", timeout: 2 }, schema: intBash },
    { input: { command: "make", timeout: 5, timeoutMs: 9000 }, output: null, schema: strictBash }, // both: not ours to choose
    { input: { command: "make", timeoutMs: "soon" }, output: null, schema: strictBash },
    { input: { command: "make", timeout: "120s" }, output: null, schema: msBash }, // documented in milliseconds: no unit exception
    { input: { command: "make", timeoutMs: 5000 }, output: null, schema: msBash },
  ],
});

describe("durationSeconds", () => {
  const table: [string, number | undefined][] = [
    ["120s", 120],
    ["120000ms", 120],
    ["10 sec", 10],
    ["0.5s", 0.5],
    ["3 minutes", 180],
    ["120", undefined],
    ["s", undefined],
    ["12 parsecs", undefined],
    ["1e3s", undefined],
    ["007s", undefined],
  ];
  for (const [text, seconds] of table) it(`${JSON.stringify(text)} → ${seconds}`, () => expect(durationSeconds(text)).toBe(seconds));
});
