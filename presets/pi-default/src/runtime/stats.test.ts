import type { Message, ProcessResult } from "@pi-tool-repair/host";
import { ENTRY_TYPE, formatCounts, readEntry, RepairCounts, repairEntry } from "./stats.js";

const message = (blocks: unknown[]): Message => ({ role: "assistant", content: blocks }) as unknown as Message;
const result = (partial: Partial<ProcessResult>): ProcessResult => ({ message: message([]), changed: false, recovered: [], stripped: 0, calls: [], phantom: false, ...partial }) as ProcessResult;
const call = (id: string, outcome: "valid" | "repaired" | "unrepairable", rules: string[] = [], args: unknown = {}) => ({ index: 0, id, tool: "read", result: { outcome, arguments: args, rules, hints: [] } });

describe("RepairCounts.add", () => {
  it("says whether a message was anything but all-valid", () => {
    const c = new RepairCounts();
    expect(c.add(result({}))).toBe(false);
    expect(c.add(result({ calls: [call("a", "valid"), call("b", "valid")] }))).toBe(false);
    expect(c.add(result({ calls: [call("a", "unrepairable")] }))).toBe(true);
    expect(c.add(result({ calls: [call("a", "repaired", ["dropNullOptional"])] }))).toBe(true);
    expect(c.add(result({ recovered: [{ grammar: "qwen", name: "read", arguments: {} }] }))).toBe(true);
    expect(c.add(result({ stripped: 2 }))).toBe(true);
    expect(c.add(result({ phantom: true }))).toBe(true);
    expect(formatCounts(c, "t")).toBe(
      [
        "t",
        "  calls seen     4",
        "  valid          2",
        "  repaired       1",
        "    by rule      dropNullOptional 1",
        "    by tool      read 1",
        "  unrepairable   1",
        "  recovered      1 (qwen 1)",
        "  markup spans stripped  2",
        "  phantom retries        1",
      ].join("\n"),
    );
  });
});

describe("the session entry", () => {
  const original = message([
    { type: "text", text: "x" },
    { type: "toolCall", id: "a", name: "read", arguments: { file_path: "n" } },
  ]);
  const processed = result({ changed: true, calls: [call("a", "repaired", ["renameAliasedField"], { path: "n" })], recovered: [{ grammar: "dsml", name: "write", arguments: { path: "d" } }], stripped: 1 });

  it("holds the report and the toolCall blocks as sent; read back it counts the same", () => {
    const data = repairEntry(original, processed, { id: "m1", provider: "fake" });
    expect(data).toEqual({
      v: 1,
      model: { id: "m1", provider: "fake" },
      calls: [{ id: "a", tool: "read", result: { outcome: "repaired", rules: ["renameAliasedField"], arguments: { path: "n" } } }],
      recovered: [{ grammar: "dsml", name: "write", arguments: { path: "d" } }],
      stripped: 1,
      phantom: false,
      changed: true,
      input: [{ type: "toolCall", id: "a", name: "read", arguments: { file_path: "n" } }],
    });
    // a copy: changing the message later does not change the entry
    ((original.content as unknown[])[1] as { arguments: Record<string, unknown> }).arguments.file_path = "changed";
    expect(data.input[0]).toEqual({ type: "toolCall", id: "a", name: "read", arguments: { file_path: "n" } });
    const stored = JSON.parse(JSON.stringify({ type: "custom", customType: ENTRY_TYPE, id: "e1", data })) as unknown;
    const read = readEntry(stored);
    expect(read?.kind).toBe("repair");
    const live = new RepairCounts();
    live.add(processed);
    const fromFile = new RepairCounts();
    if (read?.kind === "repair") fromFile.add(read.data);
    expect(formatCounts(fromFile)).toBe(formatCounts(live));
  });

  it("reads a mode entry; ignores other entries, other versions and malformed data", () => {
    expect(readEntry({ type: "custom", customType: ENTRY_TYPE, data: { v: 1, mode: "strip" } })).toEqual({ kind: "mode", mode: "strip" });
    // a session started again: the config's mode
    expect(readEntry({ type: "custom", customType: ENTRY_TYPE, data: { v: 1, mode: null } })).toEqual({ kind: "mode", mode: undefined });
    const good = repairEntry(original, processed, undefined);
    const bad: unknown[] = [
      null,
      { type: "custom", customType: "other", data: good },
      { type: "message", customType: ENTRY_TYPE, data: good },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, v: 2 } },
      { type: "custom", customType: ENTRY_TYPE, data: { v: 1, mode: "fast" } },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, calls: [{ id: "a", tool: "read", result: { outcome: "fixed", rules: [] } }] } },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, calls: [{ id: "a", tool: "read", result: { outcome: "repaired", rules: [1] } }] } },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, recovered: [{ grammar: "dsml" }] } },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, stripped: "1" } },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, changed: undefined } },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, input: [7] } },
      { type: "custom", customType: ENTRY_TYPE, data: { ...good, model: { id: 3 } } },
    ];
    for (const entry of bad) expect(readEntry(entry)).toBeUndefined();
  });
});
