/**
 * What a client other than pi starts from (issue 39): a config given as a value, checked as a file is, and no
 * plugins of pi's own folder when the client says `agentDir: null`.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { configFromValue, defaultPiConfig } from "./config.js";
import { setupRuntime } from "./runtime.js";

const collect = () => {
  const lines: string[] = [];
  return { lines, log: { warn: (l: string) => void lines.push(l), debug() {} } };
};

describe("configFromValue", () => {
  it("reads a config value as loadConfig reads a file: bad keys dropped with one line each", () => {
    const { lines, log } = collect();
    const loaded = configFromValue({ rules: { coerceNumericString: false }, grammarRepair: { enabled: "yes" }, colour: 1 }, "(options.config)", log);
    expect(loaded.config).toEqual({ ...defaultPiConfig(), rules: { coerceNumericString: false } });
    expect(lines).toEqual([
      '[pi-tool-repair] config (options.config): unknown key "colour"; ignored',
      '[pi-tool-repair] config (options.config): key "grammarRepair.enabled" must be boolean (got "yes"); using the default for "grammarRepair.enabled"',
    ]);
  });

  it("takes no value but an object", () => {
    const { lines, log } = collect();
    expect(configFromValue([], "(options.config)", log).config).toEqual(defaultPiConfig());
    expect(lines).toEqual(["[pi-tool-repair] config (options.config): must hold a JSON object (got []); using the defaults for every key"]);
  });
});

describe("setupRuntime for a client that is not pi", () => {
  it("uses the config value and loads no plugin installed with pi install when agentDir is null", async () => {
    const agentDir = mkdtempSync(join(tmpdir(), "ptr-client-"));
    // an agent dir whose settings install a plugin package with a bad kind: read, it logs one line
    mkdirSync(join(agentDir, "bad-plugin"), { recursive: true });
    writeFileSync(join(agentDir, "bad-plugin", "package.json"), JSON.stringify({ name: "bad-plugin", "pi-tool-repair": { kind: "bogus" } }));
    writeFileSync(join(agentDir, "settings.json"), JSON.stringify({ packages: ["./bad-plugin"] }));
    const withPi = collect();
    await setupRuntime({ configFile: undefined, log: withPi.log, agentDir, cwd: agentDir });
    const { lines, log } = collect();
    const { runtime, loaded } = await setupRuntime({ configFile: undefined, config: { rules: { dropNullOptional: false } }, log, agentDir: null, cwd: agentDir });
    expect(withPi.lines).toEqual([expect.stringMatching(/^\[pi-tool-repair\] installed package \.\/bad-plugin: .*; skipped$/)]);
    expect(lines).toEqual([]);
    expect(loaded?.config.rules).toEqual({ dropNullOptional: false });
    expect(runtime.config.rules).toEqual({ dropNullOptional: false });
  });
});
