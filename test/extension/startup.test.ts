/**
 * Issue 37.1: the pi extension costs nothing at start-up. Its factory, `session_start` and a plain answer load
 * no host, rule, grammar, ajv or re2js module (checked in a child Node on the built `dist`, every module it
 * resolves recorded); the first call loads them. `/tool-repair` names the pi that loaded the extension (pi's
 * loader hands it over as `running`), never a pi resolved from this package's own node_modules.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createExtension, type PiLike } from "../../presets/pi-default/src/extension.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FACTORY = join(ROOT, "presets", "pi-default", "dist", "pi", "factory.js");
/** Node 22 from the "node" devDependency (module.registerHooks), else this Node. */
const NODE = existsSync(join(ROOT, "node_modules", ".bin", "node")) ? join(ROOT, "node_modules", ".bin", "node") : process.execPath;

const CHILD = `
import { registerHooks } from "node:module";
const seen = new Set();
registerHooks({ resolve(s, c, next) { const r = next(s, c); seen.add(r.url); return r; } });
const { createExtension } = await import(process.argv[1]);
const handlers = new Map();
const pi = { on: (e, h) => handlers.set(e, h), getAllTools: () => [{ name: "read", parameters: { type: "object", properties: { path: { type: "string" }, offset: { type: "number" } }, required: ["path"] } }], registerCommand() {} };
const dir = process.argv[2];
createExtension({ agentDir: dir, env: {}, write: () => {} })(pi);
const ctx = { cwd: dir, model: { id: "m1" } };
const heavy = () => [...seen].filter((u) => /\\/(host|kit|rules|grammars)\\/|\\/node_modules\\/(ajv|re2js)\\//.test(u)).length;
await handlers.get("session_start")({ type: "session_start", reason: "startup" }, ctx);
await handlers.get("before_provider_request")({ payload: { model: "m1", messages: [], tools: [] } }, ctx);
await handlers.get("message_end")({ message: { role: "assistant", content: [{ type: "text", text: "done." }], stopReason: "stop", model: "m1" } }, ctx);
const plain = heavy();
const out = await handlers.get("message_end")({ message: { role: "assistant", content: [{ type: "toolCall", id: "c", name: "read", arguments: { path: "a", offset: null } }], stopReason: "toolUse", model: "m1" } }, ctx);
console.log(JSON.stringify({ plain, afterCall: heavy(), repaired: out?.message?.content?.[0]?.arguments }));
`;

/** A stream's updates as pi sends them (message_update), then its message_end; prints what was loaded when. */
const STREAMING = `
import { registerHooks } from "node:module";
const seen = new Set();
registerHooks({ resolve(s, c, next) { const r = next(s, c); seen.add(r.url); return r; } });
const { createExtension } = await import(process.argv[1]);
const handlers = new Map();
const read = { type: "object", properties: { path: { type: "string" }, offset: { type: "number" } }, required: ["path"] };
const pi = { on: (e, h) => handlers.set(e, h), getAllTools: () => [{ name: "read", parameters: read }], registerCommand() {} };
const dir = process.argv[2];
createExtension({ agentDir: dir, env: {}, write: (l) => process.stderr.write(l + "\\n") })(pi);
const ctx = { cwd: dir, model: { id: "m1" } };
const heavy = () => [...seen].filter((u) => /\\/(host|kit|rules|grammars)\\/|\\/node_modules\\/(ajv|re2js)\\//.test(u)).length;
const update = (type, content, extra = {}) => {
  const partial = { role: "assistant", content, model: "m1" };
  return handlers.get("message_update")({ type: "message_update", message: partial, assistantMessageEvent: { type, contentIndex: 0, partial, ...extra } }, ctx);
};
const settle = async () => { for (let i = 0; i < 200 && heavy() === 0; i++) await new Promise((r) => setTimeout(r, 10)); for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r)); };
await handlers.get("session_start")({ type: "session_start", reason: "startup" }, ctx);
const answers = [await update("text_start", [{ type: "text", text: "" }]), await update("text_delta", [{ type: "text", text: "done." }], { delta: "done." })];
await new Promise((r) => setTimeout(r, 50));
const plain = heavy();
answers.push(await update("toolcall_start", [{ type: "toolCall", id: "c", name: "read", arguments: {} }]));
const atStart = heavy(); // the handler returned at once: nothing loaded yet
await settle();
const beforeEnd = heavy();
const out = await handlers.get("message_end")({ message: { role: "assistant", content: [{ type: "toolCall", id: "c", name: "read", arguments: { path: "a", offset: null } }], stopReason: "toolUse", model: "m1" } }, ctx);
console.log(JSON.stringify({ answers, plain, atStart, beforeEnd, afterEnd: heavy(), repaired: out?.message?.content?.[0]?.arguments }));
`;

/**
 * The manifest's entry loaded as pi's loader loads it (jiti, as pi 1.6 creates it: the bundled build's virtual
 * modules, or the unbundled build's alias), then `/tool-repair` run: prints the first line of its answer. A `.js`
 * entry of an ESM package is imported by Node itself, which resolves pi from node_modules (this repository's
 * pi 1.6.0) instead of the running pi.
 */
const LOADER = `
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createJiti } from "jiti";
const [entry, mode] = process.argv.slice(1);
const dir = mkdtempSync(join(tmpdir(), "ptr-loader-"));
const fake = join(dir, "running-pi.mjs");
writeFileSync(fake, 'export const VERSION = "9.9.8"; export function getAgentDir() { return ' + JSON.stringify(dir) + '; }');
const running = { VERSION: "9.9.9", getAgentDir: () => dir };
const jiti = createJiti(import.meta.url, { moduleCache: false, ...(mode === "bundled" ? { virtualModules: { "@earendil-works/pi-coding-agent": running }, tryNative: false } : { alias: { "@earendil-works/pi-coding-agent": fake } }) });
const factory = await jiti.import(entry, { default: true });
let command;
await factory({ on() {}, getAllTools: () => [], registerCommand: (_n, o) => (command = o.handler) });
const out = [];
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (t) => (out.push(String(t)), true);
await command("", {});
process.stdout.write = write;
console.log(out.join("").split("\\n")[0]);
`;

describe("start-up cost (issue 37.1)", () => {
  it.each([
    ["presets/pi-default", JSON.parse(readFileSync(join(ROOT, "presets", "pi-default", "package.json"), "utf8")).pi.extensions[0] as string],
    ["bundle", JSON.parse(readFileSync(join(ROOT, "bundle", "package.json"), "utf8")).pi.extensions[0] as string],
  ])("%s: pi's loader compiles the manifest's entry, so /tool-repair names the running pi (bundled and unbundled pi), never node_modules' pi", (dir, entry) => {
    const file = join(ROOT, dir, entry);
    if (!existsSync(file)) throw new Error(`${file} is missing: run node scripts/build.mjs && npm run bundle first`);
    for (const [mode, version] of [["bundled", "9.9.9"], ["unbundled", "9.9.8"]]) {
      const r = spawnSync(NODE, ["--input-type=module", "-e", LOADER, file, mode!], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
      expect(r.stderr).toBe("");
      expect(r.stdout.trim()).toBe(`pi-tool-repair in pi ${version}, model (none)`);
    }
  });

  it("a tool call that starts streaming loads the runtime in the background, before message_end; a text stream loads nothing", () => {
    if (!existsSync(FACTORY)) throw new Error(`${FACTORY} is missing: run node scripts/build.mjs first`);
    const dir = mkdtempSync(join(tmpdir(), "ptr-streaming-"));
    const r = spawnSync(NODE, ["--input-type=module", "-e", STREAMING, pathToFileURL(FACTORY).href, dir], { encoding: "utf8", timeout: 60_000 });
    expect(r.stderr).toBe("");
    const got = JSON.parse(r.stdout) as { answers: unknown[]; plain: number; atStart: number; beforeEnd: number; afterEnd: number; repaired: unknown };
    expect(got.answers).toEqual([null, null, null]);
    expect(got.plain).toBe(0);
    expect(got.atStart).toBe(0);
    expect(got.beforeEnd).toBeGreaterThan(10);
    expect(got.afterEnd).toBe(got.beforeEnd);
    expect(got.repaired).toEqual({ path: "a" });
  });

  it("a plain session loads none of the runtime; the first call does, and repairs", () => {
    if (!existsSync(FACTORY)) throw new Error(`${FACTORY} is missing: run node scripts/build.mjs first`);
    const dir = mkdtempSync(join(tmpdir(), "ptr-startup-"));
    const r = spawnSync(NODE, ["--input-type=module", "-e", CHILD, pathToFileURL(FACTORY).href, dir], { encoding: "utf8", timeout: 60_000 });
    expect(r.stderr).toBe("");
    const got = JSON.parse(r.stdout) as { plain: number; afterCall: number; repaired: unknown };
    expect(got.plain).toBe(0);
    expect(got.afterCall).toBeGreaterThan(10);
    expect(got.repaired).toEqual({ path: "a" });
  });

  it("/tool-repair status names the running pi's version (1.5.2 here), and its agent dir holds the config read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-running-"));
    const printed: string[] = [];
    let command: ((args: string, ctx: never) => Promise<void>) | undefined;
    const pi: PiLike = {
      on() {},
      getAllTools: () => [],
      registerCommand: (_name, options) => void (command = options.handler),
    };
    createExtension({ running: { VERSION: "1.5.2", getAgentDir: () => dir }, env: {}, write: () => {}, print: (t) => void printed.push(t) })(pi);
    await command!("", {} as never);
    expect(printed[0]?.split("\n")[0]).toBe("pi-tool-repair in pi 1.5.2, model (none)");
    expect(printed[0]).toContain(join(dir, "extensions", "pi-tool-repair.json"));
  });

  it("outside pi (nothing handed over) the version is unknown, not this repository's dev copy of pi", async () => {
    const printed: string[] = [];
    let command: ((args: string, ctx: never) => Promise<void>) | undefined;
    const pi: PiLike = { on() {}, getAllTools: () => [], registerCommand: (_name, options) => void (command = options.handler) };
    createExtension({ agentDir: mkdtempSync(join(tmpdir(), "ptr-running-")), env: {}, write: () => {}, print: (t) => void printed.push(t) })(pi);
    await command!("", {} as never);
    expect(printed[0]?.split("\n")[0]).toBe("pi-tool-repair in pi (version unknown), model (none)");
  });
});
