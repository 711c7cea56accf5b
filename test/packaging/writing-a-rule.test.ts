/**
 * docs/writing-a-rule.md is real: its code blocks are, byte for byte, the third-party rule and preset packages
 * in test/fixtures/third-party/outside-plugin (which verify-packages packs and loads from outside the repo), the
 * option lines it shows are what the host logs, and its table test runs here.
 */
import { readFileSync } from "node:fs";
import { createHost } from "@pi-tool-repair/host";

const guide = readFileSync(new URL("../../docs/writing-a-rule.md", import.meta.url), "utf8");
/** One `## ` section of the guide, up to the next `## ` heading. */
function section(heading: string): string {
  const start = guide.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/writing-a-rule.md has no "## ${heading}" section`);
  const end = guide.indexOf("\n## ", start + 1);
  return guide.slice(start, end < 0 ? undefined : end);
}
const fixture = (file: string, pkg = "rule-wrap-comma-list") => readFileSync(new URL(`../fixtures/third-party/outside-plugin/${pkg}/${file}`, import.meta.url), "utf8");
/** The fenced block of a section whose first line is the `// file` comment naming it. */
function block(file: string, doc: string): string | undefined {
  const fence = "```";
  const open = doc.indexOf(`${fence}js\n// ${file}\n`);
  if (open < 0) return undefined;
  const start = open + `${fence}js\n// ${file}\n`.length;
  return doc.slice(start, doc.indexOf(`${fence}\n`, start));
}
/** The lines of the first bare fenced block of a section. */
function plainBlock(doc: string): string[] {
  let inside: string | undefined;
  const out: string[] = [];
  for (const line of doc.split("\n")) {
    if (line.startsWith("```")) {
      if (inside === undefined) inside = line;
      else if (inside === "```") return out;
      else inside = undefined;
    } else if (inside === "```") out.push(line);
  }
  return out;
}

describe("docs/writing-a-rule.md", () => {
  it("shows the rule exactly as the fixture package has it", () => {
    expect(block("index.mjs", section("The rule"))).toBe(fixture("index.mjs"));
  });
  it("shows its table test exactly as the fixture package has it", () => {
    expect(block("index.test.mjs", section("Its table test"))).toBe(fixture("index.test.mjs"));
  });
  it("shows the third-party preset exactly as the fixture package has it", () => {
    expect(block("index.mjs", section("A preset for a model"))).toBe(fixture("index.mjs", "preset-acme"));
  });
  it("keeps the rule under 30 lines", () => {
    expect(fixture("index.mjs").trimEnd().split("\n").length).toBeLessThan(30);
  });
  it("shows the lines the host logs for a bad option value and an unknown option", async () => {
    const { wrapCommaList } = (await import(new URL("../fixtures/third-party/outside-plugin/rule-wrap-comma-list/index.mjs", import.meta.url).href)) as { wrapCommaList: import("@pi-tool-repair/host").Rule };
    const lines: string[] = [];
    const ctx = createHost()
      .use(wrapCommaList)
      .context({ config: { options: { wrapCommaList: { separator: "", seperator: ";" } } }, log: { debug() {}, warn: (m) => void lines.push(m) } });
    expect(ctx.config.options.wrapCommaList).toEqual({ separator: "," });
    expect(lines).toEqual(plainBlock(section("Options")));
  });
});

await import(new URL("../fixtures/third-party/outside-plugin/rule-wrap-comma-list/index.test.mjs", import.meta.url).href);
