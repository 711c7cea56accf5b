import { defineConfig } from "vitest/config";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const root = fileURLToPath(new URL(".", import.meta.url));

/** `@pi-tool-repair/<kind>-<name>` → the package's TypeScript source, so tests need no build. */
function sourceOf(id: string): string | undefined {
  const m = /^@pi-tool-repair\/(host|rule|grammar|preset)(?:-([a-z0-9-]+))?(\/[a-z0-9-]+)?$/.exec(id);
  if (!m) return undefined;
  const [, kind, name, sub] = m;
  const dir = kind === "host" ? join(root, "host") : kind === "grammar" && name === "kit" ? join(root, "kit") : join(root, `${kind}s`, name ?? "");
  const file = join(dir, "src", sub ? `${sub.slice(1)}.ts` : "index.ts");
  return existsSync(file) ? file : undefined;
}

export default defineConfig({
  plugins: [
    {
      name: "pi-tool-repair-sources",
      enforce: "pre",
      resolveId(id) {
        return sourceOf(id);
      },
    },
  ],
  test: {
    globals: true,
    include: ["host/src/**/*.test.ts", "kit/src/**/*.test.ts", "rules/*/src/**/*.test.ts", "grammars/*/src/**/*.test.ts", "presets/*/src/**/*.test.ts", "adapters/*/src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
