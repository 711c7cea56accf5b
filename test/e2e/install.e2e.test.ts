/** `pi install <path to presets/pi-default>` into a temporary agent dir succeeds, and pi then loads the extension. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EXTENSION_DIR, PI_CLI, PI_ENV, nodeProblem, replayedCalls, runPi, runProcess } from "./harness.js";

const problem = nodeProblem();

describe("pi install", () => {
  it("runs under Node >= 22.19 (pi's engines)", () => {
    if (problem) throw new Error(problem);
  });
  if (problem) return;

  it("installs presets/pi-default from its path, and the installed extension repairs calls", async () => {
    let installed: { code: number | null; stdout: string; stderr: string } | undefined;
    const run = await runPi({
      extension: false, // no -e: pi must find the extension through the installed package
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      files: { "i.txt": "installed\n" },
      turns: [{ calls: [{ id: "call_i", name: "read", arguments: '{"path":"i.txt","offset":null}' }] }],
      prepare: async (agentDir, cwd) => {
        installed = await runProcess([PI_CLI, "install", EXTENSION_DIR], { cwd, env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV }, timeoutMs: 120_000 });
        const settings = JSON.parse(readFileSync(join(agentDir, "settings.json"), "utf8")) as { packages?: unknown[] };
        expect(settings.packages).toHaveLength(1);
      },
    });
    expect(installed?.code).toBe(0);
    expect(installed?.stdout).toContain(`Installed ${EXTENSION_DIR}`);
    expect(run.stderr).toContain("[pi-tool-repair] tool=read outcome=repaired rules=dropNullOptional hints=1");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_i", name: "read", arguments: '{"path":"i.txt"}' }]);
  });
});
