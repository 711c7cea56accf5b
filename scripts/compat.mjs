#!/usr/bin/env node
// Which pi versions the extension works with, tried for real: installs pi 0.84.x, 1.5.x and 1.6.0 from npm
// under aliases into one folder, runs the same headless scenarios with each (print mode, the extension loaded
// with `-e presets/pi-default`, the fake provider of test/e2e/harness.ts) and prints a Markdown table of what
// works. Not part of `npm test`: it downloads three pis (~360 MB) the first time.
//
//   npm run compat                        (node_modules/.bin/node is Node 22, which pi needs)
//   node scripts/compat.mjs [--dir FOLDER] [--json FILE]
//
// --dir keeps the installed pis (default: <tmpdir>/pi-tool-repair-compat, reused when already there).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE = "@earendil-works/pi-coding-agent";
/** alias → the range tried; 0.84 and 1.5 are the newest of their lines on npm, 1.6.0 the one this repo tests with. */
const VERSIONS = { pi084: "~0.84.4", pi15: "~1.5.2", pi16: "1.6.0" };

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = option("--dir") ?? join(tmpdir(), "pi-tool-repair-compat");
const jsonOut = option("--json");

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(`pi needs Node >= 22.19; this is ${process.versions.node}. Run \`npm run compat\` (its node is Node 22 from the "node" devDependency).`);
  process.exit(2);
}
if (!existsSync(join(root, "presets", "pi-default", "dist", "extension.js"))) {
  console.error("the extension is not built: run `node scripts/build.mjs` (or `npm install`) first");
  process.exit(2);
}

// the same fake provider and helpers as the end-to-end tests (Node 22 strips the types)
const { startFakeProvider, makeAgentDir, runProcess, replayedCalls, toolResults, dsml, PI_ENV, EXTENSION_DIR } = await import("../test/e2e/harness.ts");

function install() {
  mkdirSync(dir, { recursive: true });
  const have = (alias) => {
    try {
      return JSON.parse(readFileSync(join(dir, "node_modules", alias, "package.json"), "utf8")).version;
    } catch {
      return undefined;
    }
  };
  const missing = Object.keys(VERSIONS).filter((a) => have(a) === undefined);
  if (missing.length > 0) {
    if (!existsSync(join(dir, "package.json"))) writeFileSync(join(dir, "package.json"), '{"name":"pi-tool-repair-compat","private":true}\n');
    const specs = missing.map((a) => `${a}@npm:${PACKAGE}@${VERSIONS[a]}`);
    console.error(`installing ${specs.join(" ")} into ${dir} …`);
    const r = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error", ...specs], { cwd: dir, stdio: "inherit" });
    if (r.status !== 0) {
      console.error(`npm install failed (exit ${r.status})`);
      process.exit(1);
    }
  }
  return Object.keys(VERSIONS).map((alias) => ({ alias, version: have(alias), cli: join(dir, "node_modules", alias, "dist", "cli.js") }));
}

/** One print-mode run of that pi with the extension, against a fresh fake provider and agent dir. */
async function runPi(cli, { turns, prompts = ["go"], config, files = {}, env = {} }) {
  const provider = await startFakeProvider(turns);
  try {
    const agentDir = makeAgentDir(provider.port, config);
    const cwd = join(agentDir, "project");
    mkdirSync(cwd);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(cwd, name), text);
    const run = await runProcess([cli, "-p", "--no-session", "-nc", "--model", "fake/m1", "-ne", "-e", EXTENSION_DIR, ...prompts], {
      cwd,
      env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV, ...env },
      timeoutMs: 90_000,
    });
    return { ...run, requests: provider.requests, cwd };
  } finally {
    await provider.close();
  }
}

const SCENARIOS = [
  {
    name: "repaired call",
    what: '`read {"file_path":"n.txt","offset":null}` runs as `{"path":"n.txt"}`',
    async run(cli) {
      const r = await runPi(cli, { files: { "n.txt": "one\n" }, turns: [{ calls: [{ id: "call_r", name: "read", arguments: '{"file_path":"n.txt","offset":null}' }] }] });
      const sent = replayedCalls(r.requests[1])[0]?.arguments;
      if (sent === '{"path":"n.txt"}' && toolResults(r.requests[1])[0]?.content.includes("one")) return { ok: true, note: "yes" };
      return { ok: false, note: `no: pi ran ${sent ?? "nothing"}` };
    },
  },
  {
    name: "recovered leak",
    what: "a DSML `write` leaked in the text (leakModels matching) runs once",
    async run(cli) {
      const r = await runPi(cli, { config: { grammarRepair: { leakModels: ["^m1$"] } }, turns: [{ text: `Writing.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` }] });
      const file = join(r.cwd, "d.txt");
      if (existsSync(file) && readFileSync(file, "utf8") === "from dsml" && replayedCalls(r.requests[1]).length === 1) return { ok: true, note: "yes" };
      return { ok: false, note: "no: nothing ran" };
    },
  },
  {
    name: "raw arguments text",
    what: "`read raw {'path': 'r.txt',}` (not JSON) runs as `{\"path\":\"r.txt\"}`",
    async run(cli) {
      const r = await runPi(cli, { env: { PI_TOOL_REPAIR_DEBUG: "1" }, files: { "r.txt": "raw\n" }, turns: [{ calls: [{ id: "call_x", name: "read", arguments: "{'path': 'r.txt',}" }] }] });
      const sent = replayedCalls(r.requests[1])[0]?.arguments;
      if (sent === '{"path":"r.txt"}' && toolResults(r.requests[1])[0]?.content.includes("raw")) return { ok: true, note: "yes" };
      const input = /^ {2}input: (.*)$/m.exec(r.stderr)?.[1];
      const answer = toolResults(r.requests[1])[0]?.content.split("\n")[0]?.replace(/:$/, "");
      return { ok: false, note: `no: pi hands the extension \`${input ?? "?"}\` and keeps no raw text; pi answers: ${answer ?? "nothing"}` };
    },
  },
  {
    name: "/tool-repair",
    what: "`pi -p /tool-repair` answers (the first line shown)",
    async run(cli, version) {
      const r = await runPi(cli, { turns: [], prompts: ["/tool-repair"] });
      const line = `${r.stdout}\n${r.stderr}`.split("\n").find((l) => l.startsWith("pi-tool-repair in pi "));
      if (!line) return { ok: false, note: "no answer" };
      const named = /^pi-tool-repair in pi (\S+),/.exec(line)?.[1];
      // the version it names must be the running pi's
      return named === version ? { ok: true, note: `yes: \`${line}\`` } : { ok: false, note: `answers, with the wrong version: \`${line}\`` };
    },
  },
  {
    name: "stats",
    what: "`/tool-repair stats` after that repaired call counts it",
    async run(cli) {
      const r = await runPi(cli, { files: { "n.txt": "one\n" }, prompts: ["go", "/tool-repair stats"], turns: [{ calls: [{ id: "call_r", name: "read", arguments: '{"file_path":"n.txt","offset":null}' }] }] });
      return /^ {2}repaired {7}1$/m.test(`${r.stdout}\n${r.stderr}`) ? { ok: true, note: "yes" } : { ok: false, note: "no" };
    },
  },
];

const pis = install();
const results = [];
for (const pi of pis) {
  for (const s of SCENARIOS) {
    let result;
    try {
      result = await s.run(pi.cli, pi.version);
    } catch (error) {
      result = { ok: false, note: `failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
    }
    results.push({ pi: pi.version, scenario: s.name, ...result });
    console.error(`pi ${pi.version} · ${s.name}: ${result.note}`);
  }
}

const date = new Date().toISOString().slice(0, 10);
const lines = [`pi-tool-repair ${JSON.parse(readFileSync(join(root, "presets", "pi-default", "package.json"), "utf8")).version} with real pi, ${date} (\`npm run compat\`, Node ${process.versions.node}):`, ""];
lines.push(`| scenario | ${pis.map((p) => `pi ${p.version}`).join(" | ")} |`);
lines.push(`|---|${pis.map(() => "---").join("|")}|`);
for (const s of SCENARIOS) lines.push(`| ${s.name}: ${s.what} | ${pis.map((p) => results.find((r) => r.pi === p.version && r.scenario === s.name).note).join(" | ")} |`);
console.log(lines.join("\n"));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ date, node: process.versions.node, results }, null, 2) + "\n");
process.exit(results.some((r) => !r.ok && r.pi === pis.at(-1).version) ? 1 : 0);
