/**
 * The grammar corpus (test/fixtures/corpus/grammar.jsonl) through the default preset's host, one test per
 * case, exact assertions: a positive case recovers exactly `expected` (names and arguments, in order) and,
 * where `strip` is not null, leaves exactly that visible text (whitespace collapsed); a negative case
 * recovers nothing. The same judgement as test/corpus/score-grammar.mjs, without the build.
 */
import { toolsOf } from "../support/grammar-corpus.js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { collapse, visibleText } from "@pi-tool-repair/host/testing";
import type { AssistantMessage, JSONSchema } from "@pi-tool-repair/host";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";

interface CorpusCase {
  id: string;
  family: string;
  text: string;
  expected: { name: string; arguments: unknown }[];
  strip: string | null;
  note?: string;
}

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/corpus/${name}`, import.meta.url));
const cases: CorpusCase[] = readFileSync(fixture("grammar.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as CorpusCase);
/** SCHEMA-DEPENDENT cases: the schema their note names. */
const schemas = JSON.parse(readFileSync(fixture("grammar.schemas.json"), "utf8")) as Record<string, Record<string, JSONSchema>>;


const host = createDefaultHost();

describe("grammar corpus", () => {
  it("has cases, each id once", () => {
    expect(cases.length).toBeGreaterThan(0);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  for (const c of cases) {
    const title = `${c.id} (${c.family})${c.expected.length === 0 ? " negative" : ""}`;
    it(title, () => {
      const tools = schemas[c.id] ?? toolsOf(c.note);
      const ctx = host.context({
        tools,
        config: { grammar: { enabled: true, mode: "recover", requireKnownTool: tools !== undefined } },
      });
      const message = { role: "assistant" as const, content: [{ type: "text" as const, text: c.text }], stopReason: "stop" as const };
      const r = host.processMessage(message, ctx);
      expect(r.recovered.map((x) => ({ name: x.name, arguments: x.arguments }))).toStrictEqual(c.expected);
      if (c.expected.length > 0) {
        const calls = (r.message as AssistantMessage).content.filter((b) => b.type === "toolCall");
        expect(calls.map((b) => (b as { name: string }).name)).toEqual(c.expected.map((e) => e.name));
        if (typeof c.strip === "string") expect(collapse(visibleText(r.message))).toBe(collapse(c.strip));
      }
    });
  }
});
