/**
 * The README's "Writing a rule" is real: its two code blocks are, byte for byte, the third-party rule package
 * in test/fixtures/outside-plugin/rule-wrap-comma-list (which verify-packages packs and loads from outside the
 * repo), and its table test runs here.
 */
import { readFileSync } from "node:fs";

const readDoc = (name: string) => readFileSync(new URL(`../../docs/readme/${name}`, import.meta.url), "utf8");
const fixture = (file: string, pkg = "rule-wrap-comma-list") => readFileSync(new URL(`../fixtures/outside-plugin/${pkg}/${file}`, import.meta.url), "utf8");
/** The fenced block of a doc whose first line is the `// file` comment naming it. */
function block(file: string, doc = readDoc("writing-a-rule.md")): string | undefined {
  const fence = "```";
  const open = doc.indexOf(`${fence}js\n// ${file}\n`);
  if (open < 0) return undefined;
  const start = open + `${fence}js\n// ${file}\n`.length;
  return doc.slice(start, doc.indexOf(`${fence}\n`, start));
}

describe("docs/readme/writing-a-rule.md", () => {
  it.each(["index.mjs", "index.test.mjs"])("shows %s exactly as the fixture package has it", (file) => {
    expect(block(file)).toBe(fixture(file));
  });
  it("docs/readme/presets.md shows the third-party preset exactly as the fixture package has it", () => {
    expect(block("index.mjs", readDoc("presets.md"))).toBe(fixture("index.mjs", "preset-acme"));
  });
  it("keeps the rule under 30 lines", () => {
    expect(fixture("index.mjs").trimEnd().split("\n").length).toBeLessThan(30);
  });
});

await import(new URL("../fixtures/outside-plugin/rule-wrap-comma-list/index.test.mjs", import.meta.url).href);
