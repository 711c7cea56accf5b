/**
 * The layers, checked from the import lines (STYLE.md, "Layers"): no import circle in host/src, kit/src or
 * presets/pi-default/src (type imports count), and host/src's imports run the declared way: the contract a
 * leaf; plugins, repair and recover on it (plugins may use recover/walk.ts); the pipeline on those; the host on
 * the pipeline. preset-pi-default's rooms (preset ← runtime ← {pi, cli}) are checked once they exist. The
 * checker itself runs first on a small fixture tree (test/fixtures/layers) holding a forbidden import and a circle.
 */
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

  it("lets an entry point import any room when the layout is not strict, and skips a table whose folders do not exist", () => {
    const loose: Layout = { ...host, strict: false };
    expect(checkLayout(loose, root, fixture).homeless).toEqual([]);
    const later: Layout = { ...host, when: ["not-yet"] };
    const report = checkLayout(later, root, fixture);
    expect(report.forbidden).toEqual([]);
    expect(report.circles, "circles are checked whatever the rooms").toHaveLength(1);
  });
});

describe.each(LAYOUTS.map((l) => [l.src, l] as const))("%s", (_src, layout) => {
  const report = checkLayout(layout, root);
  it("has no import circle (type imports count)", () => expect(report.circles).toEqual([]));
  it("imports only the way its rooms allow", () => expect(report.forbidden).toEqual([]));
  it("has every file in a room (where the layout is strict)", () => expect(report.homeless).toEqual([]));
});
