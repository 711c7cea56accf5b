#!/usr/bin/env node
// Scaffolds one package that builds, tests and packs as it is:
//
//   node scripts/new-package.mjs rule|grammar|preset <kebab-name> "<description, at least 21 characters>" [--dir <folder>]
//
// Writes package.json, tsconfig.json, README.md, src/index.ts, a passing src/index.test.ts (a working
// example to edit) and CHANGELOG.md, each only where it does not exist yet. Without --dir: a workspace package of this repo,
// @pi-tool-repair/<kind>-<name> in rules/, grammars/ or presets/; then run `npm install` (links the new
// workspace) and `npm test`. With --dir: a third-party package pi-tool-repair-<kind>-<name> in that folder,
// standalone (its own tsconfig, dev dependencies and vitest config); there run `npm install`, `npm run build`,
// `npm test`, then `pi install <folder>` (or `npm pack` and `pi install npm:<tarball>`).
//
// Either way package.json declares the package a pi-tool-repair plugin, not a pi extension
// (`"pi-tool-repair": {"kind": …}` and `"pi": {"extensions": []}`): preset-pi-default loads it once pi has
// installed it, and pi keeps starting (docs/third-party.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const dirAt = argv.findIndex((a) => a === "--dir" || a.startsWith("--dir="));
let outside;
if (dirAt !== -1) {
  outside = (argv[dirAt] === "--dir" ? argv[dirAt + 1] : argv[dirAt].slice("--dir=".length)) ?? "";
  argv.splice(dirAt, argv[dirAt] === "--dir" ? 2 : 1);
}
const [kind, name, description] = argv;
const folders = { rule: "rules", grammar: "grammars", preset: "presets" };
const usage = 'usage: node scripts/new-package.mjs rule|grammar|preset <kebab-name> "<description, at least 21 characters>" [--dir <folder>]';
const fail = (message) => {
  console.error(`new-package: ${message}\n${usage}`);
  process.exit(2);
};
if (outside !== undefined && outside.trim() === "") fail("--dir needs a folder");
if (!kind || !(kind in folders)) fail(`the kind must be rule, grammar or preset${kind ? `, not ${JSON.stringify(kind)}` : ""}`);
if (!name || !/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name)) fail(`the name must be kebab-case (like drop-null-optional)${name ? `, not ${JSON.stringify(name)}` : ""}`);
if (!description || description.trim().length <= 20 || /^TODO\b/i.test(description.trim())) {
  fail("give a description of more than 20 characters: it is the package's npm description and the README's second line");
}
const dir = outside === undefined ? join(root, folders[kind], name) : resolve(outside);
const pkgName = outside === undefined ? `@pi-tool-repair/${kind}-${name}` : `pi-tool-repair-${kind}-${name}`;
const camel = name.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
mkdirSync(join(dir, "src"), { recursive: true });

const written = [];
const write = (file, text) => {
  const path = join(dir, file);
  if (existsSync(path)) return;
  writeFileSync(path, text);
  written.push(file);
};

const peers = { "@pi-tool-repair/host": "^1.0.0" };
// rules and grammars read text and JSON with the grammar kit: in this repo a regular dependency (the host is a
// peer); standalone a peer too, because pi installs no peers and preset-pi-default gives a plugin its own copy
// of every @pi-tool-repair/* package (docs/third-party.md, "Peers"), so nothing is fetched for it
const usesKit = kind !== "preset";
// the kit's current major, read from its package.json, so a new package never asks for a kit this repo has left
const kitRange = `^${JSON.parse(readFileSync(join(root, "kit", "package.json"), "utf8")).version.split(".")[0]}.0.0`;
if (usesKit && outside !== undefined) peers["@pi-tool-repair/grammar-kit"] = kitRange;
const deps = usesKit && outside === undefined ? { "@pi-tool-repair/grammar-kit": kitRange } : undefined;
const references = kind === "preset" ? [{ path: "../../host" }] : [{ path: "../../kit" }, { path: "../../host" }];
if (kind === "preset") {
  peers["@pi-tool-repair/preset-pi-default"] = "^1.0.0";
  references.push({ path: "../pi-default" });
}
const pkg = {
  name: pkgName,
  version: outside === undefined ? "1.0.0" : "0.1.0",
  description: description.trim(),
  license: "MIT",
  type: "module",
  ...(outside === undefined ? { repository: { type: "git", url: "git+https://github.com/pi-tool-repair/pi-tool-repair.git", directory: `${folders[kind]}/${name}` } } : {}),
  keywords: ["pi-tool-repair", `pi-tool-repair-${kind}`, kind],
  engines: { node: ">=20" },
  files: ["dist", "!dist/**/*.test.*", "!dist/.tsbuildinfo", "README.md"],
  main: "./dist/index.js",
  types: "./dist/index.d.ts",
  exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
  // a pi-tool-repair plugin that preset-pi-default loads once pi has installed it, and no pi extension
  "pi-tool-repair": { kind },
  pi: { extensions: [] },
  peerDependencies: peers,
  ...(deps ? { dependencies: deps } : {}),
};
if (outside !== undefined) {
  // standalone: the tools to build and test it, at the versions this repo uses
  const own = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).devDependencies;
  pkg.scripts = { build: "tsc -p .", test: "vitest run", prepack: "tsc -p ." };
  pkg.devDependencies = { ...peers, typescript: own.typescript, vitest: own.vitest };
}
write("package.json", JSON.stringify(pkg, null, 2) + "\n");
const base = JSON.parse(readFileSync(join(root, "tsconfig.base.json"), "utf8")).compilerOptions;
const { composite: _composite, ...standalone } = base;
write(
  "tsconfig.json",
  JSON.stringify(
    outside === undefined
      ? {
          extends: "../../tsconfig.base.json",
          compilerOptions: { rootDir: "src", outDir: "dist", tsBuildInfoFile: "dist/.tsbuildinfo" },
          include: ["src"],
          exclude: ["src/**/*.test.ts"],
          references,
        }
      : { compilerOptions: { ...standalone, types: [], rootDir: "src", outDir: "dist" }, include: ["src"], exclude: ["src/**/*.test.ts"] },
    null,
    2,
  ) + "\n",
);
if (outside !== undefined) write("vitest.config.mjs", 'import { defineConfig } from "vitest/config";\n\nexport default defineConfig({ test: { globals: true } });\n');

const marker = `<${name.replace(/-/g, "_")}_call>`;
const closer = `</${name.replace(/-/g, "_")}_call>`;
const sources = {
  rule: {
    readme: `Example (edit it): an enum value the model wrapped in one pair of quotes or backticks becomes the enum value.\n\n\`{"mode": "'fast'"}\` → \`{"mode": "fast"}\` (schema: \`mode\` is \`enum: ["fast", "slow"]\`); no built-in rule repairs it, so it fires with the default configuration. Stage 500 (\`CONVERT\`).\n\nUses from \`@pi-tool-repair/grammar-kit\`: \`isPlainObject\`.\n`,
    index: `import { STAGE, defineRule } from "@pi-tool-repair/host";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";

/** The quote marks a model wraps a value in, as in Markdown (\`fast\`) or in Python ('fast'). */
const QUOTES = ["\`", '"', "'"];

/**
 * \`{"mode": "'fast'"}\` → \`{"mode": "fast"}\`: a string inside one pair of quotes whose inner text is one of
 * the field's enum values (no built-in rule repairs it). An example to edit: a rule answers the validation
 * keywords it \`fixes\`, changes the draft only at the issue's path, and returns a one-line hint (or nothing when
 * the issue is not its business).
 */
export const ${camel} = defineRule({
  name: "${camel}",
  package: "${pkgName}",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["enum"],
  apply(issue, draft) {
    const value = issue.value;
    if (typeof value !== "string" || value.length < 3) return;
    const quote = value[0]!;
    if (!QUOTES.includes(quote) || !value.endsWith(quote)) return;
    const inner = value.slice(1, -1);
    const allowed = draft.schemasAt(issue.path).flatMap((s) => (isPlainObject(s) && Array.isArray(s.enum) ? s.enum : []));
    if (!allowed.includes(inner)) return;
    draft.set(issue.path, inner);
    return \`took \${JSON.stringify(inner)} out of its quotes for tool "\${issue.tool}"\`;
  },
});

export default ${camel};
`,
    test: `import { RuleTester } from "@pi-tool-repair/host/testing";
import { ${camel} } from "./index.js";

const schema = {
  type: "object",
  required: ["mode"],
  properties: { mode: { type: "string", enum: ["fast", "slow"] }, note: { type: "string" } },
};

new RuleTester({ schema, tool: "run" }).run(${camel}, {
  // schema-invalid calls the rule must leave alone (a schema-valid call never reaches a rule)
  valid: [{ mode: "'medium'" }, { mode: "\`fast'", note: "'quoted'" }], // not an enum value inside; quotes that do not pair
  invalid: [
    { input: { mode: "'fast'" }, output: { mode: "fast" }, hint: 'took "fast" out of its quotes for tool "run"' },
    { input: { mode: "\`slow\`" }, output: { mode: "slow" } },
    { input: { mode: '"Fast"' }, output: null }, // "Fast" is not an enum value: left unrepairable
  ],
});
`,
  },
  grammar: {
    readme: `Example (edit it): \`${marker}{"name": …, "arguments": {…}}${closer}\` in the visible text becomes a tool call.\n\n\`Reading. ${marker}{"name": "read", "arguments": {"path": "a.ts"}}${closer}\` → text \`Reading.\` and the call \`read({"path": "a.ts"})\`.\n\nUses from \`@pi-tool-repair/grammar-kit\`: \`isPlainObject\`, \`isToolName\`, \`parseJsonAt\`, \`skipWs\`.\n`,
    index: `import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { isPlainObject, isToolName, parseJsonAt, skipWs } from "@pi-tool-repair/grammar-kit";

const OPEN = "${marker}";
const CLOSE = "${closer}";

/**
 * \`${marker}{"name": "read", "arguments": {"path": "a.ts"}}${closer}\` → one call. An example to edit: a grammar
 * declares the literal markers that start it, and \`scan\` reads one block at a marker, returning where it
 * ends and the calls in it (or nothing: then the text is left as it is).
 */
export const ${camel} = defineGrammar({
  name: "${name}",
  package: "${pkgName}",
  host: "^1.0.0",
  markers: [OPEN],
  // JSON inside OPEN … CLOSE is this grammar's: bare-JSON grammars (llama, xlam) leave it alone
  owns: [{ open: OPEN, close: CLOSE }],
  scan(text, at): ScanResult | undefined {
    const json = parseJsonAt(text, at + OPEN.length);
    if (!json || !isPlainObject(json.value)) return undefined;
    const { name, arguments: args = {} } = json.value;
    if (!isToolName(name) || !isPlainObject(args)) return undefined;
    const end = skipWs(text, json.end);
    if (!text.startsWith(CLOSE, end)) return undefined;
    return { end: end + CLOSE.length, calls: [{ name, arguments: args }] };
  },
});

export default ${camel};
`,
    test: `import { GrammarTester } from "@pi-tool-repair/host/testing";
import { ${camel} } from "./index.js";

new GrammarTester().run(${camel}, {
  positive: [
    {
      text: 'Reading. ${marker}{"name": "read", "arguments": {"path": "a.ts"}}${closer}',
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "Reading.",
    },
  ],
  negative: [
    '${marker}{"name": "read", "arguments": {"path": "a.ts"}', // no closer: the block may be cut off
    '\`${marker}{"name": "read"}${closer}\`', // inline code is never run
  ],
});
`,
  },
  preset: {
    readme: `Example (edit it): for model ids matching \`${name}\`, grammar recovery is on, on top of preset-pi-default's rules.\n\n\`{"path": "a", "limit": null}\` → \`{"path": "a"}\` for \`read\`, as with preset-pi-default; leaked grammar in the text of a \`${name}\` model becomes tool calls.\n\nUses from \`@pi-tool-repair/grammar-kit\`: nothing.\n`,
    index: `import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/** Models whose id matches \`${name}\`: grammar recovery on, every default rule. An example to edit. */
export const ${camel} = definePreset({
  name: "${pkgName}",
  description: ${JSON.stringify(description.trim())},
  models: ["${name}"],
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover" } },
});

export default ${camel};
`,
    test: `import { createHost } from "@pi-tool-repair/host";
import { ${camel} } from "./index.js";

describe("${pkgName}", () => {
  const host = createHost().use(${camel});
  it("turns grammar recovery on", () => {
    expect(host.context().config.grammar).toMatchObject({ enabled: true, mode: "recover" });
  });
  it("repairs as preset-pi-default does", () => {
    const schema = { type: "object", required: ["path"], properties: { path: { type: "string" }, limit: { type: "number" } } };
    const result = host.repairArguments("read", { path: "a", limit: null }, schema, host.context());
    expect(result).toMatchObject({ outcome: "repaired", arguments: { path: "a" } });
  });
});
`,
  },
}[kind];

const install =
  outside === undefined
    ? ""
    : `\n## Install\n\n\`npm install && npm run build\`, then \`pi install <this folder>\` (or \`npm pack\` and \`pi install npm:<the .tgz>\`). pi-tool-repair's pi extension\n(\`@pi-tool-repair/preset-pi-default\`) loads it from pi's installed packages; \`pi remove\` takes it out again.\n`;
write("README.md", `# ${pkgName}\n${description.trim()}\n\n${sources.readme}${install}`);
write("src/index.ts", sources.index);
write("src/index.test.ts", sources.test);
write("CHANGELOG.md", `# Change Log\n\nAll notable changes to this project will be documented in this file.\nSee [Conventional Commits](https://conventionalcommits.org) for commit guidelines.\n\n## 1.0.0 (unreleased)\n\n- ${description.trim()}\n`);

console.log(`${pkgName} in ${outside === undefined ? `${folders[kind]}/${name}` : dir}: ${written.length ? `wrote ${written.join(", ")}` : "nothing to write (all files exist)"}`);
if (outside === undefined) console.log("next: npm install (links the new workspace), then npm test");
else {
  // @pi-tool-repair/host and the kit are not on npm yet: a plain `npm install` there fails (404), so take this checkout's
  const q = (path) => (/^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`);
  console.log(`next: cd ${q(dir)} && npm install --no-save ${q(join(root, "host"))} ${q(join(root, "kit"))} && npm run build && npm test`);
  console.log(`      (that install works before the packages are published; once they are, plain npm install), then pi install ${q(dir)}`);
  console.log(`      next to preset-pi-default (pi install ${q(join(root, "presets", "pi-default"))}); PI_TOOL_REPAIR_DEBUG=1 names the rule when it repairs`);
}
