#!/usr/bin/env node
// CPU profile of one bench input through the host: `node test/bench/profile.mjs [FAMILY…] [--size BYTES]
// [--runs N] [--top N]`. It runs itself again under `node --cpu-prof` (the built packages, as the bench), calls
// processMessage `--runs` times on each family's text, then sums the profile's self time per function (all
// samples of one function, over every call site) and prints the top of the list. FAMILY matches the bench's
// input names by substring; without one, every family of the bench is profiled, one profile each.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);
const root = join(here, "..", "..", "..");
const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const at = argv.indexOf(name);
  if (at < 0) return dflt;
  const v = Number(argv[at + 1]);
  argv.splice(at, 2);
  if (!Number.isFinite(v) || v <= 0) {
    process.stderr.write(`profile.mjs: ${name} takes a positive number\n`);
    process.exit(2);
  }
  return v;
};
const child = argv[0] === "--child";
if (child) argv.shift();
const size = opt("--size", 1024 * 1024);
const runs = opt("--runs", 20);
const top = opt("--top", 15);

const { families } = await import("./families.mjs");

if (child) {
  // the profiled process: one family, `runs` calls
  const { makeMessageRunner } = await import("./subject.mjs");
  const make = families()[argv[0]];
  const { run } = makeMessageRunner(make(size));
  for (let k = 0; k < runs; k++) run();
  process.exit(0);
}

const all = families();
const names = argv.length === 0 ? Object.keys(all) : Object.keys(all).filter((n) => argv.some((a) => n.includes(a)));
if (names.length === 0) {
  process.stderr.write(`profile.mjs: no family matches ${argv.join(", ")}; families: ${Object.keys(all).join(" | ")}\n`);
  process.exit(2);
}

/** Self time (ms) per function of one .cpuprofile: samples × their time deltas, summed by function. */
export function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let k = 0; k < samples.length; k++) {
    const node = byId.get(samples[k]);
    const f = node.callFrame;
    const path = f.url.startsWith("file:") ? relative(root, fileURLToPath(f.url)) : f.url;
    const where = path ? `${path}:${f.lineNumber + 1}` : "";
    const key = `${f.functionName || "(anonymous)"}\t${where}`;
    // the delta before the next sample is the time this one stood for
    const dt = (timeDeltas[k + 1] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return [...self.entries()].map(([key, ms]) => ({ fn: key.split("\t")[0], where: key.split("\t")[1], ms })).sort((a, b) => b.ms - a.ms);
}

for (const name of names) {
  const dir = mkdtempSync(join(tmpdir(), "pi-tool-repair-prof-"));
  const r = spawnSync(process.execPath, ["--cpu-prof", "--cpu-prof-dir", dir, "--cpu-prof-interval", "100", here, "--child", name, "--size", String(size), "--runs", String(runs)], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    process.stderr.write(`profile.mjs: the profiled run of ${name} failed (${r.status ?? r.signal})\n`);
    process.exit(1);
  }
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  const rows = selfTimes(JSON.parse(readFileSync(join(dir, file), "utf8")));
  rmSync(dir, { recursive: true, force: true });
  const total = rows.reduce((s, r) => s + r.ms, 0);
  console.log(`## ${name}: ${runs} × processMessage on ${size} chars, ${total.toFixed(0)} ms sampled (includes load and the input's generation)\n`);
  console.log("| self ms | share | per call | function | where |");
  console.log("|--------:|------:|---------:|----------|-------|");
  for (const row of rows.slice(0, top)) {
    console.log(`| ${row.ms.toFixed(1)} | ${((100 * row.ms) / total).toFixed(1)}% | ${(row.ms / runs).toFixed(2)} | ${row.fn} | ${row.where} |`);
  }
  console.log("");
}
