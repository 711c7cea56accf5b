import { defineRule, definePreset, STAGE } from "@pi-tool-repair/host";
import { createRuntime } from "../../presets/pi-default/src/runtime.js";
import { defaultPiConfig } from "../../presets/pi-default/src/config.js";

describe("RepairRuntime.hostFor", () => {
  it("skips a model preset that fails to apply as a whole, never half-applied, and does not report it active", async () => {
    const lines: string[] = [];
    const log = { debug: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
    const good = defineRule({ name: "upperAll", package: "x-good", host: "^1.0.0", stage: STAGE.CONVERT, fixes: [], apply() {} });
    // same name as a rule of preset-pi-default, from another package: use() throws on it
    const clash = defineRule({ name: "dropNullOptional", package: "x-clash", host: "^1.0.0", stage: STAGE.DROP, fixes: [], apply() {} });
    const broken = definePreset({ name: "x-preset", models: ["^m1$"], plugins: [good, clash], config: { rules: { coerceNumericString: false } } });
    const runtime = await createRuntime({ config: defaultPiConfig(), log, paths: [], builtinPresets: [] });
    runtime.candidates.push(broken);
    const { host, presets } = runtime.hostFor("m1");
    expect(presets).toEqual([]);
    expect(host.plugins.some((p) => p.name === "upperAll")).toBe(false);
    expect(host.context().config.rules).toEqual({});
    expect(lines).toEqual([
      '[pi-tool-repair] HostError: x-clash has the same name "dropNullOptional" as @pi-tool-repair/rule-drop-null-optional (PI_TOOL_REPAIR_DUPLICATE_PLUGIN); skipped',
    ]);
    expect(runtime.hostFor("m1").host).toBe(host); // cached
  });
});
