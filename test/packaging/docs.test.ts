/**
 * Docs that cannot drift: the README's generated tables are what scripts/docs.mjs writes from preset-pi-default
 * and the package READMEs, every rule and grammar package README shows a before → after example, and every
 * relative link in README.md and docs/*.md names a file that exists.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain ESM script without type declarations
import { beforeAfterLine, differences, generate, grammarsTable, readmePathOf, rulesTable } from "../../scripts/docs.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const packageReadmes = (folder: string) => readdirSync(join(root, folder)).sort().map((name) => `${folder}/${name}/README.md`);

describe("README.md generated sections", () => {
  it("is what node scripts/docs.mjs writes (run it after changing a rule, a grammar or a package README)", () => {
    const readme = read("README.md");
    const fresh: string = generate(readme);
    expect(differences(readme, fresh)).toBe("");
  });

  it("lists every rule and every grammar package, each linking to its README", () => {
    const rules: string = rulesTable();
    const grammars: string = grammarsTable();
    for (const path of packageReadmes("rules")) expect(rules).toContain(`](${path})`);
    for (const path of packageReadmes("grammars")) expect(grammars).toContain(`](${path})`);
  });

  it("maps package names to README paths", () => {
    expect(readmePathOf("@pi-tool-repair/rule-drop-null-optional")).toBe(join("rules", "drop-null-optional", "README.md"));
    expect(readmePathOf("@pi-tool-repair/grammar-dsml")).toBe(join("grammars", "dsml", "README.md"));
    expect(() => readmePathOf("@pi-tool-repair/host")).toThrow("not a rule or grammar package");
  });

  it("reports a stale table as the differing lines", () => {
    expect(differences("a\nb\nc", "a\nB\nc")).toBe("README.md:2\n- b\n+ B");
  });
});

describe("package READMEs", () => {
  it.each([...packageReadmes("rules"), ...packageReadmes("grammars")])("%s shows a before → after example", (path) => {
    expect(beforeAfterLine(read(path))).toContain("→");
  });
});

/** The text without its fenced code blocks (a fence opens and closes at the start of a line). */
function withoutFences(markdown: string): string {
  let inFence = false;
  const kept: string[] = [];
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```") || line.startsWith("~~~")) inFence = !inFence;
    else if (!inFence) kept.push(line);
  }
  return kept.join("\n");
}

/** Relative link targets of a Markdown text: `[text](target)`, without URLs, anchors-only links or mail. */
function relativeLinks(markdown: string): string[] {
  const out: string[] = [];
  // Links in code spans and fences are examples, not links.
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, "");
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue;
    out.push(target.replace(/#.*$/, ""));
  }
  return out;
}

describe("relative links", () => {
  const docs = existsSync(join(root, "docs")) ? readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`) : [];
  it.each(["README.md", ...docs])("every relative link in %s resolves to a file", (path) => {
    const missing = relativeLinks(read(path)).filter((target) => !existsSync(join(root, dirname(path), decodeURIComponent(target))));
    expect(missing).toEqual([]);
  });

  it.each(["README.md", ...docs])("every #anchor link in %s names a heading of that file", (path) => {
    const text = read(path);
    const slugs = new Set(
      [...withoutFences(text).matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
        m[1]!.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-"),
      ),
    );
    const anchors = [...text.matchAll(/\]\(#([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(anchors.filter((a) => !slugs.has(a))).toEqual([]);
  });

  it("finds links, and skips URLs, anchors and code", () => {
    expect(relativeLinks("[a](docs/policy.md) [b](https://x.y) [c](#top) `[d](nope.md)` [e](rules/x/README.md#usage)")).toEqual([
      "docs/policy.md",
      "rules/x/README.md",
    ]);
  });
});
