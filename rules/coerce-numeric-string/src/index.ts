import { STAGE, defineRule } from "@pi-tool-repair/host";
import { exactNumber } from "@pi-tool-repair/grammar-kit";

/** A canonical decimal: optional minus, digits, optional fraction, optional exponent. No hex, no `Infinity`, no units. */
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * `{"limit":"20"}` → `{"limit":20}` where the schema wants a number. Only a number that carries the text
 * exactly (`exactNumber`): `"1234567890123456789"`, `"1e400"`, `"1e-400"` and a fraction longer than a double
 * keeps stay unrepairable; an integer field rejects fractions.
 */
export const coerceNumericString = defineRule({
  name: "coerceNumericString",
  package: "@pi-tool-repair/rule-coerce-numeric-string",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("number"),
  apply(issue, draft) {
    if (typeof issue.value !== "string") return;
    const wantsNumber = issue.expects("number");
    const wantsInteger = issue.expects("integer");
    if (!wantsNumber && !wantsInteger) return;
    const text = issue.value.trim();
    if (!DECIMAL.test(text)) return;
    const n = exactNumber(text); // undefined when the number would round, overflow or underflow
    if (n === undefined) return;
    if (!wantsNumber && !Number.isInteger(n)) return; // integer field: never truncate
    draft.set(issue.path, n);
    return `converted numeric string ${JSON.stringify(issue.value)} to ${n}`;
  },
});

export default coerceNumericString;
