/**
 * A grammar's recorded corpus (`grammars/<name>/test/fixtures/corpus.jsonl`, one case a line) as
 * GrammarTester cases: a line that expects calls is a positive case (its visible text checked when
 * `strip` is set), a line that expects none is a negative case.
 */
import { readFileSync } from "node:fs";
import type { JSONSchema } from "@pi-tool-repair/host";
import type { GrammarCase, PositiveCase } from "@pi-tool-repair/host/testing";

export interface CorpusCase {
  id: string;
  text: string;
  expected: { name: string; arguments: unknown }[];
  strip: string | null;
}

export function readCorpus(url: URL): { positive: PositiveCase[]; negative: GrammarCase[] } {
  const corpus = readFileSync(url, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CorpusCase);
  return {
    positive: corpus.filter((c) => c.expected.length > 0).map((c): PositiveCase => ({ name: c.id, text: c.text, calls: c.expected, strip: c.strip })),
    negative: corpus.filter((c) => c.expected.length === 0).map((c): GrammarCase => ({ name: c.id, text: c.text })),
  };
}

/** A line of a family-group corpus (`test/fixtures/grammars/*.jsonl`): a case with its family and a note. */
export interface GroupCorpusCase extends CorpusCase {
  family: string;
  note: string;
}

/** `tools=[a, b]` in a case's note: the declared tools of that case. */
export function toolsOf(note: string | undefined): string[] | undefined {
  const m = /tools=\[([^\]]*)\]/.exec(note ?? "");
  return m?.[1]?.split(",").map((t) => t.trim().replace(/^["'`]|["'`]$/g, "")).filter(Boolean);
}

/** The cases of a family-group corpus, one JSON object a line. */
export function readGroupCorpus(url: URL): GroupCorpusCase[] {
  return readFileSync(url, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GroupCorpusCase);
}

/** A group case as a GrammarTester case: its tools from `schemas` (by id) or from its note. */
export function groupCase(c: GroupCorpusCase, schemas: Readonly<Record<string, Record<string, JSONSchema>>> = {}): GrammarCase {
  const tools = schemas[c.id] ?? toolsOf(c.note);
  return tools ? { name: c.id, text: c.text, tools } : { name: c.id, text: c.text };
}
