/**
 * Peer conformance (issue 13, item 2): the non-streaming extraction cases of other projects' tool-call parser
 * tests, ported as data (one JSONL file per source in this directory, provenance on every case: repository,
 * file path, commit, test name). Facts and test data carry over; their code does not.
 *
 * Each case's text goes, as a leaked assistant message, through the host pi picks for the case's model id
 * (preset-pi-default plus the model preset, grammar recovery on), with the case's tools as a {name: JSON
 * Schema} record (so an undeclared tool never runs), exactly as cases.ts does it for the chat templates.
 *
 * How a case is compared:
 * - calls: deep-equal, in order (name and arguments; object key order does not matter);
 * - content: the visible text with every run of whitespace collapsed to one space and the ends trimmed, equal
 *   to the peer's expected text treated the same way. (Where a call is cut out of the middle of a sentence,
 *   the peers keep both neighbouring spaces, we may keep one: that is layout, not content.)
 *
 * Three kinds of case:
 * - plain: must pass;
 * - `difference` (written in the JSONL beside the case): our policy differs from the peer's on purpose; counted
 *   apart and asserted to still differ from the peer, so a change of behaviour shows up here;
 * - KNOWN_FAILING (below): our grammars fail a case our policy should pass; asserted to still fail, so a fix
 *   shows up here (then remove the entry).
 */
import { readFileSync } from "node:fs";
import { hostFor, recover, runtime, type Call, type Json } from "./cases.js";
import type { RepairRuntime } from "../../presets/pi-default/src/runtime/runtime.js";

export interface PeerCase {
  id: string;
  source: { repo: string; path: string; commit?: string; test: string };
  family: string;
  model: string;
  text: string;
  tools: Record<string, Record<string, unknown>>;
  expected: { calls: Call[]; content: string };
  difference?: string;
}

/** The peer sources: the JSONL file (in this directory) and the name the report gives it. */
export const SOURCES: readonly { file: string; name: string }[] = [
  { file: "sglang.jsonl", name: "SGLang" },
  { file: "llama-cpp.jsonl", name: "llama.cpp" },
];

export function loadCases(file: string): PeerCase[] {
  const text = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as PeerCase);
}

/** Our grammars fail these though our policy should pass them; each is asserted to still fail. */
export const KNOWN_FAILING: readonly { id: string; why: string }[] = [];

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

function canon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])]));
  return v;
}

export interface PeerOutcome {
  calls: { name: string; arguments: Record<string, Json> }[];
  content: string;
  /** Calls and content both match the peer's expectation. */
  same: boolean;
}

export function runPeer(rt: RepairRuntime, c: PeerCase): PeerOutcome {
  const { calls, visible } = recover(hostFor(rt, c.model).host, c, c.text, c.tools);
  const same = JSON.stringify(canon(calls)) === JSON.stringify(canon(c.expected.calls)) && squash(visible) === squash(c.expected.content);
  return { calls, content: squash(visible), same };
}

const ALL = SOURCES.map((s) => ({ ...s, cases: loadCases(s.file) }));

let rt: RepairRuntime;
beforeAll(async () => {
  rt = await runtime();
});

it("every case carries provenance, a model, tools and an expectation; ids are unique; KNOWN_FAILING names cases", () => {
  const ids = new Set<string>();
  for (const { cases } of ALL) {
    for (const c of cases) {
      expect(ids.has(c.id), c.id).toBe(false);
      ids.add(c.id);
      expect(c.source.repo && c.source.path && c.source.test, c.id).toBeTruthy();
      expect(typeof c.model === "string" && typeof c.text === "string" && typeof c.family === "string", c.id).toBe(true);
      expect(Array.isArray(c.expected.calls) && typeof c.expected.content === "string", c.id).toBe(true);
      // a difference may expect a call to an undeclared tool (the peer runs it, we never do)
      if (c.difference === undefined) for (const call of c.expected.calls) expect(Object.hasOwn(c.tools, call.name), `${c.id}: ${call.name} is declared`).toBe(true);
      if (c.difference !== undefined) expect(c.difference.length, c.id).toBeGreaterThan(10);
    }
  }
  for (const k of KNOWN_FAILING) expect(ids.has(k.id), k.id).toBe(true);
  for (const k of KNOWN_FAILING) expect(ALL.some((s) => s.cases.some((c) => c.id === k.id && c.difference === undefined)), `${k.id} is not also a difference`).toBe(true);
});

for (const { name, cases } of ALL) {
  const families = [...new Set(cases.map((c) => c.family))];
  for (const family of families) {
    describe(`${name} › ${family}`, () => {
      for (const c of cases.filter((x) => x.family === family)) {
        const failing = KNOWN_FAILING.find((k) => k.id === c.id);
        if (c.difference !== undefined) {
          const why = c.difference;
          it(`${c.source.test} [difference]`, () => {
            const o = runPeer(rt, c);
            expect(o.same, `now matches the peer — the documented difference is gone: ${why}`).toBe(false);
          });
        } else if (failing) {
          it(`${c.source.test} [known failing]`, () => {
            const o = runPeer(rt, c);
            expect(o.same, `now passes — remove it from KNOWN_FAILING: ${failing.why}`).toBe(false);
          });
        } else {
          it(c.source.test, () => {
            const o = runPeer(rt, c);
            expect({ calls: canon(o.calls), content: o.content }).toEqual({ calls: canon(c.expected.calls), content: squash(c.expected.content) });
          });
        }
      }
    });
  }
}

/** [passed, differences, known failing] per "source | family", as docs/conformance.md's peer table holds them. */
export function peerCounts(): Map<string, number[]> {
  const rows = new Map<string, number[]>();
  for (const { name, cases } of ALL) {
    for (const c of cases) {
      const key = `${c.family} | ${name}`;
      const counts = rows.get(key) ?? [0, 0, 0];
      counts[c.difference !== undefined ? 1 : KNOWN_FAILING.some((k) => k.id === c.id) ? 2 : 0]!++;
      rows.set(key, counts);
    }
  }
  return rows;
}

it("docs/conformance.md holds the counts of the peer table (regenerate: node test/conformance/report.mjs --write)", () => {
  const doc = readFileSync(new URL("../../docs/conformance.md", import.meta.url), "utf8");
  const at = doc.indexOf(PEER_HEADING);
  expect(at, `docs/conformance.md has no "${PEER_HEADING}" section`).toBeGreaterThanOrEqual(0);
  const table = new Map(
    doc
      .slice(at)
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| family") && !l.startsWith("| ---") && !l.startsWith("| **all**"))
      .map((l) => {
        const cells = l.slice(2, -2).split(" | ");
        return [`${cells[0]} | ${cells[1]}`, cells.slice(2, 5).map(Number)] as const;
      }),
  );
  expect(Object.fromEntries(table)).toEqual(Object.fromEntries(peerCounts()));
});

/** The heading the peer table sits under in docs/conformance.md (report.mjs writes it). */
const PEER_HEADING = "## Peer parser tests";
