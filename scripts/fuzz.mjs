#!/usr/bin/env node
// `npm run fuzz`: the seeded fast-check properties of test/properties, run long. Every cheap property (one that
// may shrink) runs at least --runs inputs (10⁵ by default) from a fresh seed, printed first so a failure can be
// replayed with --seed; the 1 MB properties keep their own count. Not part of `npm test`: at 10⁵ inputs a run takes
// tens of minutes on a two-core machine. Run one file with `npm run fuzz -- test/properties/inert.test.ts`.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const USAGE = "usage: npm run fuzz -- [--runs N] [--seed S] [test files or folders …]   (default: 100000 runs, a fresh seed, test/properties)";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

let runs = 100_000;
let seed = Math.floor(Math.random() * 0x7fffffff);
const paths = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--help" || arg === "-h") {
    console.log(USAGE);
    process.exit(0);
  } else if (arg === "--runs" || arg === "--seed") {
    const value = Number(args[++i]);
    if (!Number.isSafeInteger(value) || value < 0) {
      console.error(`fuzz: ${arg} needs a non-negative integer\n${USAGE}`);
      process.exit(2);
    }
    if (arg === "--runs") runs = value;
    else seed = value;
  } else if (arg.startsWith("-")) {
    console.error(`fuzz: unknown option ${arg}\n${USAGE}`);
    process.exit(2);
  } else paths.push(arg);
}

console.log(`fuzz: ${runs} runs per property, seed ${seed} (replay: npm run fuzz -- --seed ${seed} --runs ${runs})`);
const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
const result = spawnSync(process.execPath, [vitest, "run", "--testTimeout=0", ...(paths.length > 0 ? paths : ["test/properties"])], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PTR_FUZZ_RUNS: String(runs), PTR_FUZZ_SEED: String(seed) },
});
process.exit(result.status ?? 1);
