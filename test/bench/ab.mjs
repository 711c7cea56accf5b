// The A/B bench: `node test/bench/run.mjs --baseline REF [--rounds N] [--quick] [--family NAME]…`.
//
// Builds REF in a temporary git worktree (under the OS temp dir; node_modules shared: its entries linked, the
// workspace links remade so that they point into the worktree), then measures every 1 MiB family of this tree
// and of REF in interleaved rounds on the same machine: in each round each family runs in a process of REF and
// a process of this tree, one after the other (the order flips every round, so a drift of the machine's speed
// falls on both sides). It prints each family's median round on both sides, the ratio (this / REF, the
// median of the per-round ratios) and the spread (the range of those ratios). The worktree is removed after.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { table } from "./table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const MiB = 1024 * 1024;
/** Every 1 MiB family must take at most this (issue 11); the A/B acceptance is within 10 % of the baseline. */
const FAMILY_TARGET_MS = 50;
const WITHIN = 1.1;
const TIMEOUT_MS = 60_000;

const git = (cwd, ...args) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/**
 * The worktree's node_modules: a folder of links to this tree's entries, except the workspace packages
 * (`@pi-tool-repair/*`), whose relative links are remade inside it so that REF loads its own packages.
 */
function linkNodeModules(dir) {
  const ours = join(ROOT, "node_modules");
  const theirs = join(dir, "node_modules");
  mkdirSync(theirs);
  for (const name of readdirSync(ours)) {
    if (name !== "@pi-tool-repair") {
      symlinkSync(join(ours, name), join(theirs, name));
      continue;
    }
    mkdirSync(join(theirs, name));
    for (const pkg of readdirSync(join(ours, name))) {
      const link = join(ours, name, pkg);
      // a workspace package is a relative link (`../../host`): the same link in the worktree points into it
      if (lstatSync(link).isSymbolicLink()) symlinkSync(readlinkSync(link), join(theirs, name, pkg));
    }
  }
}

/** One family at 1 MiB in a process of its own, with the `family.mjs` of `root` (its own built packages). */
function measureIn(root, name, quick) {
  const child = spawnSync(process.execPath, [join(root, "test", "bench", "family.mjs"), name, String(MiB), ...(quick ? ["--quick"] : [])], {
    cwd: root,
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    maxBuffer: 1 << 20,
  });
  if (child.error?.code === "ETIMEDOUT" || child.signal) return Infinity;
  if (child.status !== 0) throw new Error(`${root}: family.mjs ${name} exited ${child.status}: ${child.stderr}`);
  return JSON.parse(child.stdout).host.ms;
}

/**
 * Instructions a message of one family costs on the tree at `root`: callgrind's total for 6 runs minus that for
 * 3, over 3 (start, input and warm-up cancel out). Three messages of warm-up: counted after one, the figure held
 * the optimizing compiler's first compiles of the hot functions (8–33 ms each with `--predictable`, which
 * compiles on the main thread), so a change that moved when a function was compiled moved the count by ±1 %
 * (issue 35, fourth session). `--predictable` makes V8 single-threaded and repeatable.
 */
function instructionsIn(root, name) {
  const total = (calls) => {
    const child = spawnSync("valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath, "--predictable", join(ROOT, "test", "bench", "count.mjs"), root, name, String(MiB), String(calls)], { encoding: "utf8", maxBuffer: 1 << 24 });
    const m = /Collected : (\d+)/.exec(child.stderr ?? "");
    if (child.status !== 0 || !m) throw new Error(`callgrind on ${root} ${name} failed (is valgrind installed?): ${child.stderr?.slice(-500)}`);
    return Number(m[1]);
  };
  return (total(6) - total(3)) / 3;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => (x === Infinity ? "timeout" : `${x.toFixed(2)} ms`);

/** Runs the A/B comparison against `ref`; returns the process exit code (0, or 1 when a family misses a bound). */
export async function runAb({ ref, rounds, quick, only, instructions = false }) {
  const sha = git(ROOT, "rev-parse", "--verify", `${ref}^{commit}`);
  const { familyList } = await import("./families.mjs");
  const names = familyList()
    .map((f) => f.name)
    .filter((n) => only.length === 0 || only.includes(n));
  if (names.length === 0) throw new Error(`no family named ${only.join(", ")}`);
  const dir = mkdtempSync(join(tmpdir(), "pi-tool-repair-baseline-"));
  const cleanup = () => {
    try {
      git(ROOT, "worktree", "remove", "--force", dir);
    } catch {
      rmSync(dir, { recursive: true, force: true }); // not registered yet (the add failed)
    }
  };
  process.once("SIGINT", () => {
    cleanup();
    process.exit(130);
  });
  try {
    process.stderr.write(`baseline ${ref} (${sha.slice(0, 9)}): worktree in ${dir}, building…\n`);
    git(ROOT, "worktree", "add", "--detach", dir, sha);
    linkNodeModules(dir);
    const build = spawnSync(process.execPath, [join(dir, "scripts", "build.mjs")], { cwd: dir, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`the baseline's build failed:\n${build.stdout}${build.stderr}`);
    // the families REF knows (a family added since is measured on this side only: not compared)
    const theirs = spawnSync(process.execPath, ["-e", `import("./test/bench/families.mjs").then((m) => console.log(JSON.stringify(m.familyList().map((f) => f.name))))`], { cwd: dir, encoding: "utf8" });
    const known = new Set(theirs.status === 0 ? JSON.parse(theirs.stdout) : []);
    const compared = names.filter((n) => known.has(n));
    if (instructions) {
      const rows = [];
      for (const name of compared) {
        const base = instructionsIn(dir, name);
        const head = instructionsIn(ROOT, name);
        rows.push([name, (base / 1e6).toFixed(1), (head / 1e6).toFixed(1), (head / base).toFixed(3)]);
        // each family takes minutes under valgrind: its row as soon as it is known
        process.stderr.write(`${rows.at(-1).join(" | ")}\n`);
      }
      console.log(`## A/B at 1 MiB in instructions (callgrind, node --predictable): this tree against ${ref} (${sha.slice(0, 9)})\n`);
      table(["input (1 MiB)", `${ref} (M instructions a message)`, "this", "ratio"], rows);
      return 0;
    }
    const sides = { base: new Map(compared.map((n) => [n, []])), head: new Map(compared.map((n) => [n, []])) };
    for (let round = 0; round < rounds; round++) {
      for (const name of compared) {
        // the order flips every round: a slow spell hits each side as often
        const order = round % 2 === 0 ? ["base", "head"] : ["head", "base"];
        for (const side of order) sides[side].get(name).push(measureIn(side === "base" ? dir : ROOT, name, quick));
        process.stderr.write(".");
      }
    }
    process.stderr.write("\n");
    const rows = [];
    let failed = 0;
    for (const name of compared) {
      const base = sides.base.get(name);
      const head = sides.head.get(name);
      const ratios = head.map((h, k) => h / base[k]);
      const ratio = median(ratios);
      const headMedian = median(head);
      const ok = headMedian <= FAMILY_TARGET_MS && ratio <= WITHIN;
      if (!ok) failed++;
      rows.push([name, ms(median(base)), ms(headMedian), ratio.toFixed(3), `${Math.min(...ratios).toFixed(2)} – ${Math.max(...ratios).toFixed(2)}`, `${ms(Math.min(...head))} – ${ms(Math.max(...head))}`, headMedian <= FAMILY_TARGET_MS ? "yes" : "NO", ratio <= WITHIN ? "yes" : "NO"]);
    }
    console.log(`## A/B at 1 MiB: this tree against ${ref} (${sha.slice(0, 9)}), ${rounds} interleaved round${rounds === 1 ? "" : "s"}${quick ? ", --quick" : ""}\n`);
    table(["input (1 MiB)", `${ref} median`, "this median", "ratio (median of rounds)", "ratio range", "this range", `≤ ${FAMILY_TARGET_MS} ms`, "within 10 %"], rows);
    const skipped = names.filter((n) => !known.has(n));
    if (skipped.length > 0) console.log(`not in ${ref}, not compared: ${skipped.join(", ")}`);
    console.log(failed === 0 ? "every family within both bounds" : `${failed} famil${failed === 1 ? "y" : "ies"} over a bound (a ratio range that straddles 1.1 is noise: rerun with more rounds)`);
    return failed === 0 ? 0 : 1;
  } finally {
    if (existsSync(dir)) cleanup();
  }
}
