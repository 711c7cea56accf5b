// The command line as a co-process: one JSON line out per line in, in order, a bad line answered with
// {"error": …} and the run goes on. Runs the built bin (npm test builds first).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../node_modules/.bin/pi-tool-repair", import.meta.url));

function run(lines: string[], args: string[] = []): string[] {
  const r = spawnSync(bin, args, { input: lines.join("\n") + "\n", encoding: "utf8" });
  expect(r.status).toBe(0);
  return r.stdout.trimEnd().split("\n");
}

describe("pi-tool-repair", () => {
  it("answers the acceptance example: repaired, error, valid", () => {
    const out = run([
      '{"tool":"read","arguments":{"path":"a.ts","offset":null,"limit":"20"}}',
      "not json",
      '{"tool":"read","arguments":{"path":"a.ts"}}',
    ]).map((l) => JSON.parse(l));
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ outcome: "repaired", arguments: { path: "a.ts", limit: 20 }, rules: ["dropNullOptional", "coerceNumericString"] });
    expect(Object.keys(out[1])).toEqual(["error"]);
    expect(out[2]).toEqual({ outcome: "valid", arguments: { path: "a.ts" }, rules: [], hints: [] });
  });

  it("keeps a valid call byte-identical and treats a string as raw arguments text", () => {
    const valid = '{"tool":"bash","arguments":{"command":"ls","extra":{"b":1,"a":[2]}}}';
    const lines = run([valid, '{"tool":"read","arguments":"src/a.ts"}', '{"tool":"read","arguments":"{\\"path\\": \\"a\\""}']);
    expect(JSON.stringify(JSON.parse(lines[0]!).arguments)).toBe('{"command":"ls","extra":{"b":1,"a":[2]}}');
    expect(JSON.parse(lines[1]!)).toMatchObject({ outcome: "repaired", arguments: { path: "src/a.ts" }, rules: ["wrapRootString"] });
    expect(JSON.parse(lines[2]!)).toMatchObject({ outcome: "unrepairable", arguments: '{"path": "a"' });
  });

  it("answers bad shapes with an error line each and goes on", () => {
    const out = run(["[1]", '{"tool":"nope","arguments":{}}', '{"tool":"read"}', '{"message":{"content":"x"}}', '{"tool":"read","arguments":{"path":"x"}}']).map((l) => JSON.parse(l));
    expect(out.slice(0, 4).map((o) => Object.keys(o))).toEqual([["error"], ["error"], ["error"], ["error"]]);
    expect(out[1].error).toBe('no schema for tool "nope": pass "schema" or --tools FILE');
    expect(out[4].outcome).toBe("valid");
  });

  it("recovers leaked grammar in message mode, gated by the declared tools", () => {
    const text = '<tool_call>\n{"name": "read", "arguments": {"path": "a.ts"}}\n</tool_call>';
    const message = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
    const [known, unknown] = run([JSON.stringify({ message, tools: ["read"] }), JSON.stringify({ message, tools: ["bash"] })]).map((l) => JSON.parse(l));
    expect(known).toMatchObject({ changed: true, recovered: [{ grammar: "qwen", name: "read", arguments: { path: "a.ts" } }], stripped: 1 });
    expect(known.message.stopReason).toBe("toolUse");
    expect(known.message.content).toEqual([{ type: "toolCall", id: known.message.content[0].id, name: "read", arguments: { path: "a.ts" } }]);
    expect(unknown).toEqual({ message, changed: false, recovered: [], stripped: 0 });
    const [strip] = run([JSON.stringify({ message, tools: ["read"] })], ["--mode", "strip"]).map((l) => JSON.parse(l));
    expect(strip).toMatchObject({ changed: true, recovered: [], stripped: 1 });
    expect(strip.message.content).toEqual([]);
  });

  it("flushes each answer before the next line arrives (a long-lived co-process)", async () => {
    const child = spawn(bin, [], { stdio: ["pipe", "pipe", "inherit"] });
    const lines: string[] = [];
    let buffer = "";
    const next = () =>
      new Promise<string>((resolve) => {
        const check = () => {
          const i = buffer.indexOf("\n");
          if (i >= 0) {
            const line = buffer.slice(0, i);
            buffer = buffer.slice(i + 1);
            child.stdout.off("data", onData);
            resolve(line);
          }
        };
        const onData = (d: Buffer) => {
          buffer += d.toString("utf8");
          check();
        };
        child.stdout.on("data", onData);
        check();
      });
    child.stdin.write('{"tool":"read","arguments":{"path":"a","limit":"3"}}\n');
    lines.push(await next());
    child.stdin.write("oops\n");
    lines.push(await next());
    child.stdin.end();
    await new Promise((r) => child.on("close", r));
    expect(JSON.parse(lines[0]!).arguments).toEqual({ path: "a", limit: 3 });
    expect(JSON.parse(lines[1]!)).toHaveProperty("error");
  });
});
