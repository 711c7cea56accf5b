#!/usr/bin/env node
// Builds the one package `pi-tool-repair` (bundle/dist) with esbuild from the built workspaces (run
// `node scripts/build.mjs` first): the pi extension's tiny entry (src/extension.ts, copied: the only file pi's loader compiles), its light
// factory, and the host, grammar kit and preset-pi-default as entry files third-party plugins are served; every
// rule, grammar and model preset (BUILTIN_MODEL_PRESETS) in chunks loaded on first use; and
// dist/THIRD-PARTY-NOTICES from the licences of the bundled npm packages.
// `node bundle/build.mjs --out DIR` builds into DIR instead (the test that the committed build is current).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const outArg = process.argv.indexOf("--out");
const outdir = outArg > 0 ? process.argv[outArg + 1] : join(here, "dist");
const preset = join(root, "presets", "pi-default");

const { BUILTIN_MODEL_PRESETS } = await import(pathToFileURL(join(preset, "dist", "runtime", "runtime.js")).href);
const schemaFile = join(preset, "schema", "config.schema.json");
const SCHEMA_READ = 'JSON.parse(readFileSync(new URL("../../schema/config.schema.json", import.meta.url), "utf8"))';

/** The built-in model presets, each behind its own dynamic import (a chunk of its own), and the config schema inlined. */
const plugin = {
  name: "pi-tool-repair-bundle",
  setup(b) {
    b.onResolve({ filter: /^virtual:builtin-presets$/ }, () => ({ path: "builtin-presets", namespace: "virtual" }));
    b.onLoad({ filter: /.*/, namespace: "virtual" }, () => ({
      contents: `export const PRESETS = {\n${BUILTIN_MODEL_PRESETS.map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(n)}),`).join("\n")}\n};\n`,
      resolveDir: here,
      loader: "js",
    }));
    b.onLoad({ filter: /[\\/]presets[\\/]pi-default[\\/]dist[\\/]runtime[\\/]config\.js$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes(SCHEMA_READ)) throw new Error(`${args.path}: the config schema is no longer read as the bundle expects`);
      return { contents: text.replace(SCHEMA_READ, `(${readFileSync(schemaFile, "utf8").trim()})`), loader: "js" };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const common = { absWorkingDir: root, outdir, bundle: true, format: "esm", platform: "node", target: "node20", logLevel: "warning", legalComments: "none" };
// the entry pi's loader compiles, shipped as written: a .ts file, so that jiti compiles it and its import of pi
// is the running pi (a .js file of this ESM package would be imported by Node, pi resolved from node_modules)
copyFileSync(join(here, "src", "extension.ts"), join(outdir, "extension.ts"));
// the rest, loaded by Node itself: Node's `require` for the CommonJS packages bundled (ajv asks for `util`)
const result = await build({
  ...common,
  entryPoints: ["factory", "host", "grammar-kit", "index"].map((n) => ({ in: join(here, "src", `${n}.js`), out: n })),
  splitting: true,
  banner: { js: 'import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);' },
  chunkNames: "chunks/[name]-[hash]",
  // pi and its TypeBox are the running pi's (its loader aliases them); never bundled
  external: ["@earendil-works/*", "@mariozechner/*", "typebox", "typebox/*"],
  plugins: [plugin],
  metafile: true,
});

/** The npm package folder an input path is in, or undefined for the repository's own workspaces. */
function packageDirOf(input) {
  const parts = input.split(/[\\/]/);
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  const n = parts[at + 1]?.startsWith("@") ? 3 : 2;
  return join(root, ...parts.slice(0, at + n));
}

const dirs = [...new Set(Object.keys(result.metafile.inputs).map(packageDirOf).filter((d) => d !== undefined))];
const notices = dirs
  .map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    const text = file ? readFileSync(join(dir, file), "utf8").trim() : `(no licence file; package.json says ${pkg.license})`;
    return { name: pkg.name, text: `${pkg.name}@${pkg.version} (${pkg.license})\n${pkg.homepage ?? ""}\n\n${text}\n` };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
writeFileSync(
  join(outdir, "THIRD-PARTY-NOTICES"),
  `pi-tool-repair bundles the following npm packages. Their licences follow.\n\n${notices.map((n) => n.text).join(`\n${"-".repeat(78)}\n\n`)}`,
);
const files = readdirSync(outdir, { recursive: true }).filter((f) => f.endsWith(".js")).length;
console.log(`bundle: ${files} files, ${notices.length} bundled npm packages → ${relative(root, outdir) || outdir}${sep}`);
if (!existsSync(join(outdir, "extension.ts"))) process.exit(1);
