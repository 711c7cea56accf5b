import { RuleTester } from "@pi-tool-repair/host/testing";
import { UNIT_SECONDS, convertTimeoutMilliseconds, durationSeconds } from "./index.js";

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
    // issue 32 item 5: only units of one meaning, in the case written (`M` may be mega or months)
    { input: { command: "make", timeout: "10M" }, output: null },
    { input: { command: "make", timeout: "10m" }, output: { command: "make", timeout: 600 } },
    { input: { command: "make", timeout: "10 min" }, output: { command: "make", timeout: 600 } },
    { input: { command: "make", timeout: "10 MIN" }, output: null },
    { input: { command: "make", timeout: "10mo" }, output: null },
    { input: { command: "make", timeout: "10mi" }, output: null },
    { input: { command: "make", timeout: "10Ms" }, output: null },
    { input: { command: "make", timeout: "10MS" }, output: null },
    { input: { command: "make", timeout: "10S" }, output: null },
    { input: { command: "make", timeout: "1H" }, output: null },
    { input: { command: "make", timeout: "5 Minutes" }, output: null },
    { input: { command: "make", timeout: "5 constructor" }, output: null },
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

describe("durationSeconds: each unit, in both cases", () => {
  // every unit of one meaning converts as written; its upper-case and capitalised spellings never do
  const units: [string, number][] = [
    ["ms", 0.002], ["msec", 0.002], ["msecs", 0.002], ["millis", 0.002], ["millisecond", 0.002], ["milliseconds", 0.002],
    ["s", 2], ["sec", 2], ["secs", 2], ["second", 2], ["seconds", 2],
    ["m", 120], ["min", 120], ["mins", 120], ["minute", 120], ["minutes", 120],
    ["h", 7200], ["hr", 7200], ["hrs", 7200], ["hour", 7200], ["hours", 7200],
  ];
  it("lists exactly the table's units", () => expect(units.map(([u]) => u).sort()).toEqual(Object.keys(UNIT_SECONDS).sort()));
  for (const [unit, seconds] of units) {
    const upper = unit.toUpperCase();
    const title = unit[0]!.toUpperCase() + unit.slice(1);
    it(`2${unit} → ${seconds}, 2${upper} and 2 ${title} → not converted`, () => {
      expect(durationSeconds(`2${unit}`)).toBe(seconds);
      expect(durationSeconds(`2 ${unit}`)).toBe(seconds);
      expect(durationSeconds(`2${upper}`)).toBeUndefined();
      expect(durationSeconds(`2 ${title}`)).toBeUndefined();
    });
  }
  for (const unit of ["M", "mo", "mon", "mi", "Mi", "MM", "mn", "µs", "us", "ns", "d", "w", "y", "S", "H"]) {
    it(`2${unit} → not converted`, () => expect(durationSeconds(`2${unit}`)).toBeUndefined());
  }
});
