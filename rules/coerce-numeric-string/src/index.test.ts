import { RuleTester } from "@pi-tool-repair/host/testing";
import { coerceNumericString } from "./index.js";

const schema = {
  type: "object",
  properties: { path: { type: "string" }, limit: { type: "number" }, count: { type: "integer" } },
  required: ["path"],
};

new RuleTester({ schema, tool: "read" }).run(coerceNumericString, {
  valid: [
    { path: 10 }, // a number where a string is wanted: coerceNumberToString's, not this rule's
    { path: "10", limit: "ten" }, // a numeric string in a string field stays text; "ten" is no number
    { path: "1234567890123456789", count: "1.5" }, // likewise a long one; an integer field takes no fraction
    { path: "a", limit: true }, // a boolean is not numeric text
  ],
  invalid: [
    { input: { path: "a", limit: "20" }, output: { path: "a", limit: 20 }, hint: /"20" to 20/ },
    { input: { path: "a", limit: " 20 " }, output: { path: "a", limit: 20 } },
    { input: { path: "a", limit: "-1.5" }, output: { path: "a", limit: -1.5 } },
    { input: { path: "a", limit: "1e3" }, output: { path: "a", limit: 1000 } },
    { input: { path: "a", count: "7" }, output: { path: "a", count: 7 } },
    { input: { path: "a", count: "1.5" }, output: null }, // integer field: no truncation
    { input: { path: "a", limit: "0x10" }, output: null },
    { input: { path: "a", limit: "20 lines" }, output: null },
    { input: { path: "a", limit: "Infinity" }, output: null },
    { input: { path: "a", limit: "" }, output: null },
    { input: { path: "a", limit: "007" }, output: null },
    // only what a number carries exactly
    { input: { path: "a", limit: "1.10" }, output: { path: "a", limit: 1.1 } }, // the same decimal value
    { input: { path: "a", count: "9007199254740992" }, output: { path: "a", count: 9007199254740992 } }, // 2^53
    { input: { path: "a", count: "2.0" }, output: { path: "a", count: 2 } }, // exactly an integer
    { input: { path: "a", limit: "1e21" }, output: { path: "a", limit: 1e21 } },
    { input: { path: "a", limit: "5e-324" }, output: { path: "a", limit: 5e-324 } },
    { input: { path: "a", count: "9007199254740993" }, output: null }, // 2^53 + 1 would round
    { input: { path: "a", count: "1234567890123456789" }, output: null }, // a snowflake id
    { input: { path: "a", limit: "1234567890123456789" }, output: null },
    { input: { path: "a", limit: "-12345678901234567890" }, output: null },
    { input: { path: "a", limit: "1e400" }, output: null }, // overflow: not Infinity
    { input: { path: "a", limit: "-1e400" }, output: null },
    { input: { path: "a", limit: "1e-400" }, output: null }, // underflow: not 0
    { input: { path: "a", limit: "0.1000000000000000055511151231257827" }, output: null }, // more digits than a double keeps
    { input: { path: "a", count: "1.000000000000000000000000000001" }, output: null }, // 30-digit fraction: not the integer 1
  ],
});
