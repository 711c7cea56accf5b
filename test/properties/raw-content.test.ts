/**
 * Raw-content calls (CWM's `<tool: NAME>⏎TEXT⏎</tool>`): the text becomes arguments only where the tool's schema
 * makes its one field clear (one required string field). A tool the context gives no schema for, or a schema
 * with other required fields, gets no call: the text is never the arguments themselves, never split into fields.
 */
import fc from "fast-check";
import type { AssistantMessage, JSONSchema } from "@pi-tool-repair/host";
import { looksLikeSentence } from "@pi-tool-repair/grammar-kit";
import { check } from "./arbitraries.js";
import { grammarConfig, propertyHost } from "./hosts.js";

const host = await propertyHost();

const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/);
/** Text a raw block carries: not blank, no sentence, none of the block's tags, no line break at its ends. */
const rawText = fc
  .array(fc.constantFrom(..."abcXYZ019 _-.,:;!?'\"\\/{}()=+*#@$%&~éü数据😀\n\t<>"), { minLength: 1, maxLength: 16 })
  .map((a) => a.join("").trim())
  .filter((v) => v !== "" && !looksLikeSentence(v) && !v.includes("</tool>") && !v.includes("<tool: "));
/** A schema with other than one required string field: none, several, a number, an object, none required. */
const unclearSchema = fc.constantFrom<JSONSchema>(
  { type: "object", properties: { path: { type: "string" }, content: { type: "string" } }, required: ["path", "content"] },
  { type: "object", properties: { n: { type: "number" } }, required: ["n"] },
  { type: "object", properties: { o: { type: "object" } }, required: ["o"] },
  { type: "object", properties: { s: { type: "string" } } },
  { type: "object" },
);

function run(text: string, tools: Record<string, JSONSchema> | undefined) {
  const ctx = host.context({ ...(tools ? { tools } : {}), config: grammarConfig("recover", false) });
  const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
  return { m, r: host.processMessage(m, ctx) };
}

describe("raw-content calls: the text fills only a field the schema makes clear (seeded)", () => {
  it("no schema, or no one required string field: no call, the message as it was", () => {
    check(
      fc.property(ident, rawText, fc.option(unclearSchema, { nil: undefined }), fc.boolean(), (name, raw, schema, otherTool) => {
        const tools = schema !== undefined ? { [name]: schema } : otherTool ? { other: { type: "object", properties: { command: { type: "string" } }, required: ["command"] } } : undefined;
        const { m, r } = run(`<tool: ${name}>\n${raw}\n</tool>`, tools);
        expect(r.recovered, raw).toEqual([]);
        expect(r.message, raw).toBe(m);
      }),
      200,
    );
  });

  it("one required string field: the text as written, as that field (the control)", () => {
    check(
      fc.property(ident, ident, rawText, (name, key, raw) => {
        const tools = { [name]: { type: "object", properties: { [key]: { type: "string" } }, required: [key] } };
        const { r } = run(`<tool: ${name}>\n${raw}\n</tool>`, tools);
        expect(r.recovered.map((c) => ({ name: c.name, arguments: c.arguments }))).toEqual([{ name, arguments: { [key]: raw } }]);
      }),
      200,
    );
  });
});
