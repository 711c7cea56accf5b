// The command line as a co-process: one JSON line out per line in, in order, a bad line answered with
// {"error": …} and the run goes on. Runs the built bin (npm test builds first).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { createExtension, type PiLike } from "../presets/pi-default/src/extension.js";

const bin = fileURLToPath(new URL("../node_modules/.bin/pi-tool-repair", import.meta.url));
const version = (JSON.parse(readFileSync(new URL("../presets/pi-default/package.json", import.meta.url), "utf8")) as { version: string }).version;

function spawnBin(lines: string[], args: string[] = []) {
  return spawnSync(bin, args, { input: lines.join("\n") + "\n", encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

function run(lines: string[], args: string[] = []): string[] {
  const r = spawnBin(lines, args);
  expect(r.status).toBe(0);
  return r.stdout.trimEnd().split("\n");
}

/** What the pi extension makes of an assistant message from `model` (a fake pi with pi's built-in tools, no config). */
async function throughPi(message: Record<string, unknown>, model: string): Promise<unknown> {
  const handlers = new Map<string, (event: unknown, ctx: unknown) => unknown>();
  const pi: PiLike = {
    on: (event, handler) => void handlers.set(event, handler as (event: unknown, ctx: unknown) => unknown),
    getAllTools: () => Object.entries(PI_TOOL_SCHEMAS).map(([name, parameters]) => ({ name, parameters })),
  };
  createExtension({ agentDir: mkdtempSync(join(tmpdir(), "ptr-cli-pi-")), env: {}, write: () => {} })(pi);
  const out = (await handlers.get("message_end")!({ message: structuredClone(message) }, { cwd: process.cwd(), model: { id: model } })) as { message?: unknown } | undefined;
  return out?.message ?? message;
}

/** Tool call ids are fresh per run: compare without them. */
const withoutIds = (message: unknown) => JSON.parse(JSON.stringify(message).replace(/"id":"call_ptr_[0-9a-z]+"/g, '"id":"*"')) as unknown;

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

  it("writes a long answer (written in pieces) as one line, between short ones", () => {
    const unit = 'Now: [TOOL_CALLS]read[ARGS]{"path": "src/a.ts"}\n<tool_call>{"name": "bash", "arguments": {"command": "ls"}}</tool_call>\n';
    const text = "｜é😀 ".repeat(20_000) + unit.repeat(2_000);
    const message = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
    const lines = run(['{"tool":"read","arguments":{"path":"a.ts"}}', JSON.stringify({ message, tools: PI_TOOL_SCHEMAS }), '{"tool":"read","arguments":{"path":"b.ts"}}']);
    expect(lines).toHaveLength(3);
    expect(lines[1]!.length).toBeGreaterThan(300_000);
    const answer = JSON.parse(lines[1]!) as { message: { content: { type: string; text?: string }[] }; recovered: unknown[]; stripped: number };
    expect(answer.recovered).toHaveLength(4_000);
    expect(answer.message.content[0]!.text).toBe(("｜é😀 ".repeat(20_000) + "Now: \n\n".repeat(2_000)).trimEnd());
    expect(JSON.parse(lines[2]!)).toEqual({ outcome: "valid", arguments: { path: "b.ts" }, rules: [], hints: [] });
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

  const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
  it("answers lines nested 5,000 and 100,000 deep with an error, in tool and message mode, and lives on", () => {
    const lines = [5000, 100000].flatMap((n) => [
      `{"tool":"read","arguments":${deep(n)}}`,
      `{"message":{"role":"assistant","content":[{"type":"toolCall","id":"c","name":"read","arguments":${deep(n)}}]}}`,
      `{"tool":"read","arguments":{"path":"a"},"schema":${"{\"items\":".repeat(n)}{}${"}".repeat(n)}}`,
    ]);
    const r = spawnBin([...lines, '{"tool":"read","arguments":{"path":"a"}}']);
    expect(r.status).toBe(0);
    const out = r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(out).toEqual([...lines.map(() => ({ error: "nested deeper than 1000 levels" })), { outcome: "valid", arguments: { path: "a" }, rules: [], hints: [] }]);
  });

  it("counts the nesting of the line's text: a deep value JSON.parse drops for a repeated key is still too deep", () => {
    const lines = [`{"tool":"read","arguments":{"path":"a"},"x":${deep(1001)},"x":1}`, `{"tool":"read","arguments":{"path":"a","p":${deep(1001)},"p":2},"schema":{"type":"object"}}`];
    const r = spawnBin([...lines, '{"tool":"read","arguments":{"path":"a"}}']);
    expect(r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l))).toEqual([...lines.map(() => ({ error: "nested deeper than 1000 levels" })), { outcome: "valid", arguments: { path: "a" }, rules: [], hints: [] }]);
  });

  it("still answers lines nested up to the bound", () => {
    const [call] = run([`{"tool":"t","arguments":${deep(990)},"schema":{"type":"array"}}`]).map((l) => JSON.parse(l));
    expect(call).toMatchObject({ outcome: "valid", rules: [] });
  });

  it("answers a blank line with an error line, one answer per line", () => {
    const out = run(["", "   ", '{"tool":"read","arguments":{"path":"a"}}', "\t"]).map((l) => JSON.parse(l));
    expect(out).toEqual([{ error: "empty line" }, { error: "empty line" }, { outcome: "valid", arguments: { path: "a" }, rules: [], hints: [] }, { error: "empty line" }]);
  });

  it("a schema that is not an object or boolean is a clear error, in message and tool mode", () => {
    const message = { content: [{ type: "toolCall", id: "c", name: "read", arguments: { path: "a" } }] };
    const out = run([
      JSON.stringify({ message, tools: { read: 5 } }),
      JSON.stringify({ message, tools: { read: null } }),
      JSON.stringify({ message, tools: { read: true } }),
      JSON.stringify({ tool: "x", arguments: {}, schema: 5 }),
      JSON.stringify({ tool: "x", arguments: {}, schema: [] }),
      JSON.stringify({ tool: "x", arguments: {}, schema: true }),
    ]).map((l) => JSON.parse(l));
    expect(out).toEqual([
      { error: "tools.read: expected a JSON Schema object or boolean" },
      { error: "tools.read: expected a JSON Schema object or boolean" },
      { message: { ...message, role: "assistant" }, changed: false, recovered: [], stripped: 0 },
      { error: "schema: expected a JSON Schema object or boolean" },
      { error: "schema: expected a JSON Schema object or boolean" },
      { outcome: "valid", arguments: {}, rules: [], hints: [] },
    ]);
  });

  it("--version prints the package version; --help lists every flag on stdout", () => {
    const v = spawnSync(bin, ["--version"], { encoding: "utf8" });
    expect(v.status).toBe(0);
    expect(v.stdout).toBe(`${version}\n`);
    const h = spawnSync(bin, ["--help"], { encoding: "utf8" });
    expect(h.status).toBe(0);
    expect(h.stderr).toBe("");
    for (const flag of ["--tools FILE", "--mode", "--grammars", "--config FILE", "--version", "--help", "audit PATH", "--json"]) expect(h.stdout).toContain(flag);
    expect(h.stdout).toContain("pi-tool-repair audit PATH [--json] [--config FILE]");
  });

  it("--help names every key of the config schema that the command line reads (statusLine and notify are pi's UI only)", () => {
    const schema = JSON.parse(readFileSync(new URL("../presets/pi-default/schema/config.schema.json", import.meta.url), "utf8")) as { properties: Record<string, unknown> };
    const read = Object.keys(schema.properties).filter((key) => !["$schema", "statusLine", "notify"].includes(key));
    const h = spawnSync(bin, ["--help"], { encoding: "utf8" });
    const from = h.stdout.indexOf("  --config FILE       read a pi-tool-repair.json config (");
    const line = h.stdout.slice(from, h.stdout.indexOf("; none by default", from)).replace(/\s+/g, " ");
    expect(line).toBe(" --config FILE read a pi-tool-repair.json config (grammarRepair, rules, options, aliases, anchorBleedModels, presets, plugins)");
    const named = line.slice(line.indexOf("(") + 1, -1).split(", ");
    expect([...named].sort()).toEqual([...read].sort());
  });

  it("--grammars with an unknown name is a usage error naming the nearest grammar", () => {
    const r = spawnSync(bin, ["--grammars", "qwen,dsmll"], { input: "", encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    const [first, second] = r.stderr.split("\n");
    expect(first).toMatch(/^pi-tool-repair: --grammars: unknown grammar "dsmll" \(did you mean "dsml"\?\); known: apertus, cohere, cwm, dots, dsml, /);
    expect(second).toMatch(/^usage: pi-tool-repair /);
  });

  it("--config reads a pi-tool-repair.json: its rules apply, a typo gives one stderr line", () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-cli-config-"));
    const config = join(dir, "pi-tool-repair.json");
    writeFileSync(config, "\ufeff" + JSON.stringify({ rules: { coerceNumericString: false, dropNulOptional: false } }));
    const r = spawnBin(['{"tool":"read","arguments":{"path":"a","limit":"2","offset":null}}'], ["--config", config]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ outcome: "unrepairable", arguments: { path: "a", limit: "2", offset: null } });
    expect(r.stderr).toBe('[pi-tool-repair] config: unknown rule "dropNulOptional" in rules (did you mean "dropNullOptional"?); it switches nothing\n');
  });

  describe('"model" activates what that model id activates in pi', () => {
    const dsml = 'Reading.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
    const qwen = '<tool_call>\n{"name": "read", "arguments": {"path": "a.ts"}}\n</tool_call>';
    const message = (text: string) => ({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" });
    const tools = Object.keys(PI_TOOL_SCHEMAS);

    it("a DSML leak from deepseek-v4-pro (no --grammars) is recovered as pi recovers it; qwen markup is not, as in pi", async () => {
      const [fromDsml, fromQwen] = run([JSON.stringify({ message: message(dsml), tools, model: "deepseek-v4-pro" }), JSON.stringify({ message: message(qwen), tools, model: "deepseek-v4-pro" })]).map((l) => JSON.parse(l));
      expect(fromDsml).toMatchObject({ changed: true, recovered: [{ grammar: "dsml", name: "read", arguments: { path: "a.ts" } }], stripped: 1 });
      expect(withoutIds(fromDsml.message)).toEqual(withoutIds(await throughPi(message(dsml), "deepseek-v4-pro")));
      expect(withoutIds(fromDsml.message)).toEqual({
        role: "assistant",
        content: [{ type: "text", text: "Reading." }, { type: "toolCall", id: "*", name: "read", arguments: { path: "a.ts" } }],
        stopReason: "toolUse",
      });
      // the deepseek preset runs the dsml grammar only: pi leaves the qwen markup alone, and so does the command line
      expect(await throughPi(message(qwen), "deepseek-v4-pro")).toEqual(message(qwen));
      expect(fromQwen).toEqual({ message: message(qwen), changed: false, recovered: [], stripped: 0 });
    });

    it("a line without model behaves as before: every grammar runs", () => {
      const [fromQwen] = run([JSON.stringify({ message: message(qwen), tools })]).map((l) => JSON.parse(l));
      expect(fromQwen).toMatchObject({ changed: true, recovered: [{ grammar: "qwen", name: "read", arguments: { path: "a.ts" } }], stripped: 1 });
    });

    it("--grammars still wins over the model preset", () => {
      const [fromQwen] = run([JSON.stringify({ message: message(qwen), tools, model: "deepseek-v4-pro" })], ["--grammars", "qwen"]).map((l) => JSON.parse(l));
      expect(fromQwen).toMatchObject({ changed: true, recovered: [{ grammar: "qwen", name: "read" }] });
    });

    it('"model" in tool mode picks the same host; a non-string model is an error', () => {
      const out = run(['{"tool":"read","arguments":{"path":"a","limit":"2"},"model":"deepseek-v4-pro"}', '{"tool":"read","arguments":{},"model":5}']).map((l) => JSON.parse(l));
      expect(out).toEqual([
        { outcome: "repaired", arguments: { path: "a", limit: 2 }, rules: ["coerceNumericString"], hints: [{ rule: "coerceNumericString", path: "/limit", message: expect.any(String) }] },
        { error: '"model" must be a model id string' },
      ]);
    });
  });
});
