/**
 * The proxy's load test of the bench (test/bench/proxy.mjs, issue 38): its check tells a stream that got another's
 * words or call from a right one, and a small run through the built proxy passes it with exit 0.
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain ESM script without type declarations
import { isRight } from "./bench/proxy.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const check = isRight as (r: { k: number; content: string; calls: string[] }, tokens: number) => boolean;

describe("the proxy load test's check", () => {
  it.each([
    ["a stream that leaks nothing, its words", { k: 1, content: "s1w0 s1w1 s1w2 ", calls: [] }, true],
    ["a leaking stream, its words trimmed and its call", { k: 2, content: "s2w0 s2w1 s2w2", calls: ['{"path":"f2"}'] }, true],
    ["a word of another stream", { k: 1, content: "s1w0 s3w1 s1w2 ", calls: [] }, false],
    ["a word lost", { k: 1, content: "s1w0 s1w2 ", calls: [] }, false],
    ["another stream's call", { k: 2, content: "s2w0 s2w1 s2w2", calls: ['{"path":"f4"}'] }, false],
    ["its call twice", { k: 2, content: "s2w0 s2w1 s2w2", calls: ['{"path":"f2"}', '{"path":"f2"}'] }, false],
    ["a call where none leaked", { k: 1, content: "s1w0 s1w1 s1w2 ", calls: ['{"path":"f1"}'] }, false],
    ["its markup left in the text", { k: 2, content: 's2w0 s2w1 s2w2\n<tool_call>\n{"name": "read", "arguments": {"path": "f2"}}\n</tool_call>', calls: [] }, false],
  ])("%s: %s", (_label, stream, right) => {
    expect(check(stream, 3)).toBe(right);
  });

  it("a small run through the built proxy: every stream right, the tables printed, exit 0", () => {
    const r = spawnSync(process.execPath, [join(root, "test", "bench", "proxy.mjs"), "--quick", "--streams", "6", "--tokens", "10"], { cwd: root, encoding: "utf8", timeout: 60_000 });
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toContain("| one stream at a time (8 each way): time to first token, median |");
    expect(r.stdout).toContain("| heap used ");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe("streams lost or mixed: 0 of 12 checked (each its own words and, every other one, its own call)");
  });
});
