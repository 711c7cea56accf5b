/**
 * The API reference in docs/api is generated from the TSDoc of @pi-tool-repair/host (`npm run docs:api`, typedoc
 * with typedoc-plugin-markdown): generation succeeds, its pages for the plugin contract carry their TSDoc, and the
 * committed docs/api is what it generates today (run `npm run docs:api` after changing a doc comment or an export).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const typedoc = join(root, "node_modules", "typedoc", "bin", "typedoc");

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p, "utf8"));
    }
  };
  walk(dir);
  return out;
}

describe("API reference (docs/api)", () => {
  const out = mkdtempSync(join(tmpdir(), "ptr-api-"));
  let fresh = new Map<string, string>();
  let run: ReturnType<typeof spawnSync> | undefined;
  beforeAll(() => {
    run = spawnSync(process.execPath, [typedoc, "--out", out], { cwd: root, encoding: "utf8", timeout: 120_000 });
    fresh = files(out);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("generates without errors or warnings", () => {
    expect(run?.status, `${run?.stdout}\n${run?.stderr}`).toBe(0);
    expect(`${run?.stdout}${run?.stderr}`).not.toMatch(/\[(warning|error)\]/);
  });

  it.each([
    ["index/interfaces/Issue.md", "# Interface: Issue", "JSON Pointer to the failing value"],
    ["index/interfaces/Draft.md", "# Interface: Draft", "The candidate arguments one repair works on"],
    ["index/functions/defineRule.md", "# Function: defineRule()", "Makes a repair rule out of its spec"],
    ["index/functions/defineGrammar.md", "# Function: defineGrammar()", "Makes a leaked-grammar parser out of its spec"],
    ["testing/classes/RuleTester.md", "# Class: RuleTester", "A table test for one rule"],
  ])("has %s with its TSDoc", (page, heading, summary) => {
    const text = fresh.get(page) ?? "";
    expect(text.split("\n")[0]).toBe(heading);
    expect(text).toContain(summary);
  });

  it("is committed as generated (run npm run docs:api)", () => {
    const committed = files(join(root, "docs", "api"));
    expect([...committed.keys()]).toEqual([...fresh.keys()]);
    for (const [page, text] of fresh) expect(committed.get(page), page).toBe(text);
  });
});
