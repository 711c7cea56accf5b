#!/usr/bin/env node
// The root's `prepare` (npm runs it after `npm install` in the repository): builds every workspace with
// TypeScript. Installed without devDependencies (`pi install git:<repository>` runs `npm install --omit=dev`),
// there is no TypeScript and nothing to build: pi loads the one package's build committed in bundle/dist.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(join(root, "node_modules", "typescript", "bin", "tsc"))) {
  console.log("pi-tool-repair: no TypeScript (installed without devDependencies); pi loads the committed bundle/dist");
  process.exit(0);
}
const result = spawnSync(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
