/**
 * A grammar's recorded corpus (`grammars/<name>/test/fixtures/corpus.jsonl`, one case a line) as
 * GrammarTester cases: a line that expects calls is a positive case (its visible text checked when
 * `strip` is set), a line that expects none is a negative case.
 */
import { readFileSync } from "node:fs";
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
