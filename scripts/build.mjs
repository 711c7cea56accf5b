#!/usr/bin/env node
// Builds every workspace package that has sources, in dependency order: the grammar kit, host, rules, grammars,
// preset-pi-default, then the other presets (which extend it), then the adapters (the AI SDK middleware). One `tsc -b` run, incremental.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const hasSources = (dir) => existsSync(join(root, dir, "tsconfig.json")) && existsSync(join(root, dir, "src", "index.ts"));
const list = (folder) =>
  existsSync(join(root, folder))
    ? readdirSync(join(root, folder))
        .sort()
        .map((n) => `${folder}/${n}`)
    : [];
const presets = list("presets");
const order = [
  "kit",
  "host",
  ...list("rules"),
  ...list("grammars"),
  ...presets.filter((p) => p === "presets/pi-default"),
  ...presets.filter((p) => p !== "presets/pi-default"),
  ...list("adapters"),
].filter(hasSources);

const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const result = spawnSync(process.execPath, [tsc, "-b", ...order, ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
