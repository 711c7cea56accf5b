/**
 * Docs that cannot drift: the generated tables of README.md (short), docs/rules.md and docs/grammars.md (full) are
 * what scripts/docs.mjs writes from preset-pi-default and the package READMEs, every rule and grammar package README
 * shows a before → after example, and every relative link in README.md, CONTRIBUTING.md and docs/*.md names a file
 * that exists. (test/packaging/readme-examples.test.ts runs the examples themselves.)
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain ESM script without type declarations
import { TARGETS, beforeAfterLine, differences, generate, grammarsTable, readmePathOf, rulesTable, shortGrammarsTable, shortRulesTable } from "../../scripts/docs.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const packageReadmes = (folder: string) => readdirSync(join(root, folder)).sort().map((name) => `${folder}/${name}/README.md`);

describe("generated sections", () => {
  it.each(Object.keys(TARGETS as Record<string, unknown>))("%s is what node scripts/docs.mjs writes (run it after changing a rule, a grammar or a package README)", (file) => {
    const text = read(file);
    const fresh: string = generate(text, file);
    expect(differences(text, fresh, file)).toBe("");
  });

  it("README.md holds the short tables, docs/ the full ones", () => {
    expect(Object.keys(TARGETS["README.md"])).toEqual(["rules-short", "grammars-short"]);
    expect(Object.keys(TARGETS["docs/rules.md"])).toEqual(["rules"]);
    expect(Object.keys(TARGETS["docs/grammars.md"])).toEqual(["grammars", "coverage"]);
    expect(() => generate("no markers", "docs/rules.md")).toThrow("docs/rules.md has no <!-- generated:rules --> … <!-- /generated:rules --> pair");
  });

  it("lists every rule and every grammar package, each linking to its README (from the root and from docs/)", () => {
    const tables: [string, string, string][] = [
      [rulesTable(), shortRulesTable(), "rules"],
      [grammarsTable(), shortGrammarsTable(), "grammars"],
    ];
    for (const [full, short, folder] of tables) {
      for (const path of packageReadmes(folder)) {
        expect(full).toContain(`](${path})`);
        expect(short).toContain(`](${path})`);
      }
    }
    expect(rulesTable(undefined, "docs")).toContain("](../rules/drop-null-optional/README.md)");
    expect(grammarsTable(undefined, "docs")).toContain("](../grammars/dsml/README.md)");
  });

  it("the README's rules table is in the default order preset-pi-default taps", () => {
    const names = [...read("README.md").matchAll(/^\| (\d+) \| \[`(\w+)`\]/gm)].map((m) => m[2]);
    expect(names.slice(0, 4)).toEqual(["parseRawArguments", "unwrapEnvelope", "stripGrammarTokenKeys", "renameAliasedField"]);
    expect(names).toHaveLength(packageReadmes("rules").length);
  });

  it("maps package names to README paths", () => {
    expect(readmePathOf("@pi-tool-repair/rule-drop-null-optional")).toBe(join("rules", "drop-null-optional", "README.md"));
    expect(readmePathOf("@pi-tool-repair/grammar-dsml")).toBe(join("grammars", "dsml", "README.md"));
    expect(() => readmePathOf("@pi-tool-repair/host")).toThrow("not a rule or grammar package");
  });

  it("reports a stale table as the differing lines", () => {
    expect(differences("a\nb\nc", "a\nB\nc")).toBe("README.md:2\n- b\n+ B");
    expect(differences("a", "b", "docs/rules.md")).toBe("docs/rules.md:1\n- a\n+ b");
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
  it.each(["README.md", "CONTRIBUTING.md", ...docs])("every relative link in %s resolves to a file", (path) => {
    const missing = relativeLinks(read(path)).filter((target) => !existsSync(join(root, dirname(path), decodeURIComponent(target))));
    expect(missing).toEqual([]);
  });

  it.each(["README.md", "CONTRIBUTING.md", ...docs])("every #anchor link in %s names a heading of that file", (path) => {
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
