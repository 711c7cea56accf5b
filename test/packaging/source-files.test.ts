/**
 * Each source file of kit/src and host/src holds one topic and stays short enough to read as one (issue 34,
 * item 5): under 700 lines, tests aside. The kit's old `scan.ts` held three topics (zero-width characters,
 * position lists, content spans) and is gone: `chars.ts`, `positions.ts`, `content-spans.ts`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const MAX_LINES = 700;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) out.push(path);
  }
  return out;
}

describe("kit/src and host/src source files", () => {
  it(`are each under ${MAX_LINES} lines`, () => {
    const long = [join(root, "kit/src"), join(root, "host/src")]
      .flatMap(sources)
      .map((path) => [relative(root, path), readFileSync(path, "utf8").split("\n").length] as const)
      .filter(([, lines]) => lines >= MAX_LINES);
    expect(long).toEqual([]);
  });

  it("have no kit scan.ts mixing topics: each topic in its own file", () => {
    expect(existsSync(join(root, "kit/src/scan.ts"))).toBe(false);
    for (const file of ["chars.ts", "positions.ts", "content-spans.ts", "json-text.ts"]) expect(existsSync(join(root, "kit/src", file)), file).toBe(true);
  });
});
