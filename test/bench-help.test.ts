/** `node test/bench/run.mjs --help` prints its usage and exits 0 before loading anything built. */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const run = (...args: string[]) => spawnSync(process.execPath, [join(root, "test", "bench", "run.mjs"), ...args], { cwd: root, encoding: "utf8" });

const USAGE = `usage: node test/bench/run.mjs [--json FILE] [--quick] [--rounds N] [--write] [--only hostile|scaling|proxy]
       node test/bench/run.mjs --baseline REF [--rounds N] [--quick] [--instructions] [--family NAME]…

The pi-tool-repair benchmark (\`npm run bench\` builds first, then runs this). It loads the built packages
(dist/), so run \`node scripts/build.mjs\` before calling it directly.

  --json FILE     also write the results to FILE as JSON
  --quick         a shorter run: 60 ms per measurement instead of 200 ms, smaller hostile inputs, a shorter
                  proxy test, one round
  --rounds N      measure every family at 1 MiB in N processes, in N rounds over the families (default 3,
                  1 with --quick); the table gives the median round and the range
  --write         write the message, valid-path and scaling tables into docs/performance.md, the message table into README.md
  --only hostile  run only the hostile-schema and hardening table (./hostile.mjs)
  --only scaling  run only the table of every grammar loaded beside the first set (./scaling.mjs)
  --only proxy    run only the proxy's load test (./proxy.mjs): 50 concurrent streams through \`pi-tool-repair serve\`,
                  direct to the fake upstream as the baseline; a stream lost or mixed exits 1
  --baseline REF  the A/B bench (./ab.mjs): builds the git ref REF in a temporary worktree and measures every
                  1 MiB family there and here in interleaved rounds (default 5): each side's median, the ratio
                  and its spread; nothing else is run
  --instructions  with --baseline: instructions a message (valgrind's callgrind, node --predictable) instead of times
  --family NAME   with --baseline: only this family (repeatable)
  -h, --help      print this help and exit
`;

describe("bench run.mjs arguments", () => {
  it.each([["--help"], ["-h"], ["--quick", "--help"]])("%s prints the help on stdout and exits 0", (...args) => {
    const r = run(...args);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, USAGE, ""]);
  });

  it.each([
    [["--bogus"], "run.mjs: unexpected argument --bogus\n"],
    [["--json"], "run.mjs: --json takes a FILE\n"],
    [["--json", "--quick"], "run.mjs: --json takes a FILE\n"],
    [["--only", "messages"], "run.mjs: --only takes: hostile, scaling or proxy\n"],
    [["--rounds"], "run.mjs: --rounds takes a number from 1 to 99\n"],
    [["--rounds", "0"], "run.mjs: --rounds takes a number from 1 to 99\n"],
    [["--baseline"], "run.mjs: --baseline takes a git ref\n"],
    [["--baseline", "--quick"], "run.mjs: --baseline takes a git ref\n"],
    [["--family", "clean prose"], "run.mjs: --family goes with --baseline\n"],
    [["--instructions"], "run.mjs: --instructions goes with --baseline\n"],
  ])("%j is a usage error: exit 2, the usage on stderr", (args, message) => {
    const r = run(...args);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, "", message + USAGE]);
  });
});
