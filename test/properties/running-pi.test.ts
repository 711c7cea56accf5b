/**
 * The running pi (issue 37): whatever pi loads the extension, its version and agent folder are that pi's, handed
 * over by pi's loader (jiti, as pi creates it: the virtual modules of its bundled build, or the alias of its
 * unbundled one), never those of a pi resolved from node_modules. Checked on both manifest entries, for any
 * version text and agent folder, through `/tool-repair` (its answer as a pi notification).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { createJiti } from "jiti";
import { checkAsync } from "./arbitraries.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const entryOf = (dir: string) => join(ROOT, dir, (JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")) as { pi: { extensions: string[] } }).pi.extensions[0]!);
const ENTRIES = [entryOf("presets/pi-default"), entryOf("bundle")];
const scratch = mkdtempSync(join(tmpdir(), "ptr-running-pi-"));

/** `/tool-repair` (its status) of the entry loaded as pi loads it, with `running` as the running pi. */
async function statusUnder(entry: string, mode: "bundled" | "unbundled", version: string, agentDir: string): Promise<string> {
  let options: Record<string, unknown>;
  if (mode === "bundled") options = { virtualModules: { "@earendil-works/pi-coding-agent": { VERSION: version, getAgentDir: () => agentDir } }, tryNative: false };
  else {
    const fake = join(mkdtempSync(join(scratch, "pi-")), "index.mjs");
    writeFileSync(fake, `export const VERSION = ${JSON.stringify(version)}; export function getAgentDir() { return ${JSON.stringify(agentDir)}; }\n`);
    options = { alias: { "@earendil-works/pi-coding-agent": fake } };
  }
  const jiti = createJiti(import.meta.url, { moduleCache: false, ...options });
  const factory = await jiti.import<(pi: unknown) => Promise<void>>(entry, { default: true });
  let command: ((args: string, ctx: unknown) => Promise<void>) | undefined;
  await factory({ on() {}, getAllTools: () => [], registerCommand: (_name: string, o: { handler: typeof command }) => void (command = o.handler) });
  const shown: string[] = [];
  await command!("", { hasUI: true, ui: { notify: (text: string) => void shown.push(text) } });
  return shown.join("\n");
}

describe("the running pi's version and agent folder", () => {
  it("are the ones pi's loader hands over, bundled or unbundled, from either manifest entry", async () => {
    const version = fc.oneof(fc.constantFrom("1.6.0", "0.84.4", "1.5.2"), fc.stringMatching(/^[0-9]{1,2}\.[0-9]{1,2}\.[0-9]{1,2}(-[a-z0-9.]{1,8})?$/));
    await checkAsync(
      fc.asyncProperty(fc.constantFrom(...ENTRIES), fc.constantFrom("bundled" as const, "unbundled" as const), version, fc.stringMatching(/^[a-z]{1,8}$/), async (entry, mode, v, name) => {
        const agentDir = join(scratch, name);
        const text = await statusUnder(entry, mode, v, agentDir);
        expect(text.split("\n")[0]).toBe(`pi-tool-repair in pi ${v}, model (none)`);
        expect(text).toContain(join(agentDir, "extensions", "pi-tool-repair.json"));
      }),
      16,
    );
  }, 60_000);
});
