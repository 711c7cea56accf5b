#!/usr/bin/env node
// Scaffolds one workspace package: `node scripts/new-package.mjs rule drop-null-optional "Drops null …"`.
// Kinds: rule | grammar | preset. Writes package.json, tsconfig.json, README.md and src/index.ts
// only where they do not exist yet.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [kind, name, description = "TODO"] = process.argv.slice(2);
const folders = { rule: "rules", grammar: "grammars", preset: "presets" };
if (!kind || !name || !(kind in folders)) {
  console.error("usage: node scripts/new-package.mjs rule|grammar|preset <kebab-name> [description]");
  process.exit(2);
}
const dir = join(root, folders[kind], name);
const pkgName = `@pi-tool-repair/${kind}-${name}`;
mkdirSync(join(dir, "src"), { recursive: true });

const write = (file, text) => {
  const path = join(dir, file);
  if (!existsSync(path)) writeFileSync(path, text);
};

const pkg = {
  name: pkgName,
  version: "1.0.0",
  description,
  license: "MIT",
  type: "module",
  repository: { type: "git", url: "git+https://github.com/pi-tool-repair/pi-tool-repair.git", directory: `${folders[kind]}/${name}` },
  keywords: ["pi-tool-repair", kind],
  engines: { node: ">=20" },
  files: ["dist", "!dist/**/*.test.*", "README.md"],
  main: "./dist/index.js",
  types: "./dist/index.d.ts",
  exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
  peerDependencies: { "@pi-tool-repair/host": "^1.0.0" },
};
write("package.json", JSON.stringify(pkg, null, 2) + "\n");
write(
  "tsconfig.json",
  JSON.stringify(
    {
      extends: "../../tsconfig.base.json",
      compilerOptions: { rootDir: "src", outDir: "dist", tsBuildInfoFile: "dist/.tsbuildinfo" },
      include: ["src"],
      exclude: ["src/**/*.test.ts"],
      references: [{ path: "../../host" }],
    },
    null,
    2,
  ) + "\n",
);
write("README.md", `# ${pkgName}\n${description}\n`);

console.log(`${pkgName} in ${folders[kind]}/${name}`);
