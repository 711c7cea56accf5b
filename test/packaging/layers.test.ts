/**
 * The layers, checked from the import lines (STYLE.md, "Layers"): no import circle in host/src, kit/src or
 * presets/pi-default/src (type imports count), and host/src's imports run the declared way: the contract a
 * leaf; plugins, repair and recover on it (plugins may use recover/walk.ts); the pipeline on those; the host on
 * the pipeline. preset-pi-default's rooms run preset ← runtime ← {pi, cli}, and runtime imports nothing of pi. The
 * checker itself runs first on a small fixture tree (test/fixtures/layers) holding a forbidden import and a circle.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LAYOUTS, checkLayout, importSpecifiers, type Layout } from "./layers.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the import-direction checker", () => {
  it("reads import, import type, export … from, side-effect and dynamic imports, over several lines, not in comments", () => {
    const text = [
      "/** import { no } from './doc.js'; */",
      "// import { no } from './note.js';",
      'import a from "./a.js";',
      'import type { B } from "./b.js";',
      "import {\n  c,\n  type D,\n} from './c.js';",
      'export { e } from "./e.js";',
      'export type * from "./f.js";',
      'import "./g.js";',
      'const h = import("./h.js");',
      'const s = "from here"; export const i = 1;',
    ].join("\n");
    expect(importSpecifiers(text)).toEqual(["./a.js", "./b.js", "./c.js", "./e.js", "./f.js", "./g.js", "./h.js"]);
  });

  const fixture = fileURLToPath(new URL("../fixtures/layers/src", import.meta.url));
  const host = LAYOUTS.find((l) => l.src === "host/src")!;

  it("finds the circle and the import against the direction in the fixture tree, and the file in no room", () => {
    const report = checkLayout(host, root, fixture);
    expect(report.circles).toEqual([["recover/ring-a.ts", "recover/ring-b.ts"]]);
    expect(report.forbidden).toEqual(["repair/engine.ts → recover/walk.ts (repair → recover)"]);
    expect(report.homeless).toEqual(["stray.ts"]);
  });

  it("lets an entry point import any room when the layout is not strict", () => {
    const loose: Layout = { ...host, strict: false };
    expect(checkLayout(loose, root, fixture).homeless).toEqual([]);
  });
});

describe("preset-pi-default's runtime room", () => {
  it("imports nothing of pi, so a client other than pi can use it", () => {
    const dir = join(root, "presets/pi-default/src/runtime");
    const pi = readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => importSpecifiers(readFileSync(join(dir, f), "utf8")).filter((s) => s.startsWith("@earendil-works/")).map((s) => `${f} → ${s}`));
    expect(pi).toEqual([]);
  });
});

describe.each(LAYOUTS.map((l) => [l.src, l] as const))("%s", (_src, layout) => {
  const report = checkLayout(layout, root);
  it("has no import circle (type imports count)", () => expect(report.circles).toEqual([]));
  it("imports only the way its rooms allow", () => expect(report.forbidden).toEqual([]));
  it("has every file in a room (where the layout is strict)", () => expect(report.homeless).toEqual([]));
});
