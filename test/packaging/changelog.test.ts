/**
 * Every package has a CHANGELOG.md in the form `lerna version --conventional-commits` prepends to: lerna's own
 * header, then one `## VERSION` entry per release, the newest first (until the first release, one hand-written
 * `## 1.0.0 (unreleased)` entry saying what the package does). lerna.json turns conventional commits on.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const HEADER = "# Change Log\n\nAll notable changes to this project will be documented in this file.\nSee [Conventional Commits](https://conventionalcommits.org) for commit guidelines.\n";
const dirs = [
  "kit",
  "host",
  ...["rules", "grammars", "presets", "adapters"].flatMap((g) =>
    readdirSync(join(root, g))
      .filter((n) => existsSync(join(root, g, n, "package.json")))
      .map((n) => `${g}/${n}`),
  ),
  "bundle",
];

describe("CHANGELOG.md", () => {
  it("lerna version writes changelogs from conventional commits", () => {
    expect(JSON.parse(readFileSync(join(root, "lerna.json"), "utf8")).command.version).toMatchObject({ conventionalCommits: true, changelogPreset: "angular" });
  });

  it.each(dirs)("%s has one, with lerna's header and an entry for its version", (dir) => {
    const path = join(root, dir, "CHANGELOG.md");
    expect(existsSync(path), `${dir}/CHANGELOG.md`).toBe(true);
    const text = readFileSync(path, "utf8");
    const { version } = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as { version: string };
    expect(text.startsWith(HEADER)).toBe(true);
    const entries = [...text.matchAll(/^##? \[?(\d+\.\d+\.\d+)\]?/gm)].map((m) => m[1]);
    expect(entries[0], "the newest entry is the package's version").toBe(version);
    const first = text.slice(text.indexOf("\n## ")).split("\n").filter((l) => l.startsWith("- ") || l.startsWith("* "));
    expect(first.length, "the entry says what changed").toBeGreaterThan(0);
  });
});
