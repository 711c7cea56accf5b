/**
 * The README's "Writing a rule" (and the preset of "Model presets") is real: its two code blocks are, byte for byte, the third-party rule package
 * in test/fixtures/third-party/outside-plugin/rule-wrap-comma-list (which verify-packages packs and loads from outside the
 * repo), and its table test runs here.
 */
import { readFileSync } from "node:fs";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
/** One `## ` section of the README, up to the next `## ` heading. */
function readDoc(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${heading}" section`);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}
const fixture = (file: string, pkg = "rule-wrap-comma-list") => readFileSync(new URL(`../fixtures/third-party/outside-plugin/${pkg}/${file}`, import.meta.url), "utf8");
/** The fenced block of a doc whose first line is the `// file` comment naming it. */
function block(file: string, doc = readDoc("Writing a rule")): string | undefined {
  const fence = "```";
  const open = doc.indexOf(`${fence}js\n// ${file}\n`);
  if (open < 0) return undefined;
  const start = open + `${fence}js\n// ${file}\n`.length;
  return doc.slice(start, doc.indexOf(`${fence}\n`, start));
}

describe("README.md, \"Writing a rule\" and \"Model presets\"", () => {
  it.each(["index.mjs", "index.test.mjs"])("shows %s exactly as the fixture package has it", (file) => {
    expect(block(file)).toBe(fixture(file));
  });
  it("\"Model presets\" shows the third-party preset exactly as the fixture package has it", () => {
    expect(block("index.mjs", readDoc("Model presets"))).toBe(fixture("index.mjs", "preset-acme"));
  });
  it("keeps the rule under 30 lines", () => {
    expect(fixture("index.mjs").trimEnd().split("\n").length).toBeLessThan(30);
  });
});

await import(new URL("../fixtures/third-party/outside-plugin/rule-wrap-comma-list/index.test.mjs", import.meta.url).href);
