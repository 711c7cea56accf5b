/**
 * The one package `pi-tool-repair` (bundle/, issue 37.2 and 37.3): its committed build is current (pi installs
 * it from the repository without devDependencies, so a stale one would ship), it holds every built-in model
 * preset and the notices of every bundled npm package, its manifest is pi's, and exactly one workspace declares
 * the `pi-tool-repair` bin. Needs the workspaces built (`node scripts/build.mjs`, as `npm test` does first).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILTIN_MODEL_PRESETS } from "../../presets/pi-default/src/runtime/runtime.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = join(root, "bundle", "dist");
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
const listed = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split("\\").join("/")).sort();

describe("the one package pi-tool-repair", () => {
  it("bundle/dist is what `node bundle/build.mjs` builds now (else: npm run bundle, and commit bundle/dist)", () => {
    const out = mkdtempSync(join(tmpdir(), "ptr-bundle-"));
    try {
      const r = spawnSync(process.execPath, [join(root, "bundle", "build.mjs"), "--out", out], { cwd: root, encoding: "utf8", timeout: 120_000 });
      expect(r.status, r.stderr).toBe(0);
      expect(listed(dist)).toEqual(listed(out));
      const stale = listed(out).filter((f) => f.includes(".") && readFileSync(join(out, f), "utf8") !== readFileSync(join(dist, f), "utf8"));
      expect(stale).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("holds every built-in model preset and the licence of every bundled npm package", () => {
    const code = listed(dist)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(dist, f), "utf8"))
      .join("\n");
    for (const name of BUILTIN_MODEL_PRESETS) expect(code, name).toContain(`${JSON.stringify(name)}: () => import(`);
    const notices = readFileSync(join(dist, "THIRD-PARTY-NOTICES"), "utf8");
    for (const name of ["ajv", "re2js", "tapable", "semver"]) expect(notices).toMatch(new RegExp(`^${name}@\\d+\\.\\d+\\.\\d+ \\(`, "m"));
    // pi's own modules are the running pi's, never bundled
    expect(code).not.toMatch(/\/\/ node_modules\/@earendil-works\//);
  });

  it("is a pi package, a workspace, versioned by lerna; the root's manifest points pi install git: at its build", () => {
    const pkg = read("bundle/package.json");
    expect(pkg).toMatchObject({ name: "pi-tool-repair", type: "module", pi: { extensions: ["./dist/extension.ts"] } });
    expect(pkg.dependencies).toBeUndefined(); // everything it runs is bundled
    expect(pkg.exports).toMatchObject({ "./host": "./dist/host.js", "./grammar-kit": "./dist/grammar-kit.js" });
    expect(read("package.json")).toMatchObject({ pi: { extensions: ["./bundle/dist/extension.ts"] } });
    expect(read("package.json").workspaces).toContain("bundle");
    expect((read("lerna.json").packages as string[]).includes("bundle")).toBe(true);
    expect(existsSync(join(dist, "extension.ts"))).toBe(true);
  });

  it("exactly one workspace declares the pi-tool-repair bin", () => {
    const dirs = ["kit", "host", "bundle", ...["rules", "grammars", "presets"].flatMap((g) => readdirSync(join(root, g)).map((n) => `${g}/${n}`))].filter((d) => existsSync(join(root, d, "package.json")));
    const declaring = dirs.filter((d) => Object.hasOwn((read(`${d}/package.json`).bin ?? {}) as object, "pi-tool-repair"));
    expect(declaring).toEqual(["presets/pi-default"]);
  });
});
