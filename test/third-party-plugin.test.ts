// A plugin outside the workspaces (its own package.json, peer-depending on the host) registers with
// host.use and runs in its declared place.
import { createHost, defineRule, STAGE } from "@pi-tool-repair/host";
import { readFileSync } from "node:fs";

const pluginDir = new URL("./fixtures/third-party/external-plugin/", import.meta.url);

it("loads through its package.json, registers with host.use and runs where it declares", async () => {
  const pkg = JSON.parse(readFileSync(new URL("package.json", pluginDir), "utf8"));
  const mod = await import(new URL(pkg.main, pluginDir).href);
  const plugin = mod.default;
  const lateRule = defineRule({ name: "lateRule", host: "^1.0.0", stage: STAGE.RAW, fixes: [], apply() {} });
  const earlyRule = defineRule({ name: "earlyRule", host: "^1.0.0", stage: STAGE.RAW - 10, fixes: [], apply() {} });
  const host = createHost().use(lateRule).use(plugin).use(earlyRule);
  host.freeze();
  // stage 550 on its own, but it declares before: ["lateRule"] (stage 50)
  expect(host.hooks.repair.taps.map((t) => t.name)).toEqual(["earlyRule", "upperMode", "lateRule"]);
  const schema = { type: "object", properties: { mode: { enum: ["FAST", "SLOW"] } } };
  expect(host.repairArguments("t", { mode: "fast" }, schema, host.context())).toEqual({
    outcome: "repaired",
    arguments: { mode: "FAST" },
    rules: ["upperMode"],
    hints: [{ rule: "upperMode", path: "/mode", message: "upper-cased fast" }],
  });
});
