/**
 * `pi-tool-repair serve` from the built bin (issue 38): the first stdout line is the address, a non-loopback
 * --host warns, --help prints the usage; and the pi extension's module graph never reaches the proxy.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { importSpecifiers } from "../packaging/layers.js";
import { fakeUpstream } from "../support/openai-upstream.js";
import { LEAK, TOOLS } from "./support.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = join(root, "node_modules/.bin/pi-tool-repair");

/** Starts the bin; resolves with its first stdout line and a way to stop it. */
function start(args: string[]): Promise<{ first: string; stderr: () => string; stop: () => void }> {
  const child = spawn(bin, ["serve", ...args], { env: { ...process.env, HOME: "/nonexistent-ptr-home", PI_CODING_AGENT_DIR: "/nonexistent-ptr-agent" } });
  let out = "";
  let err = "";
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  return new Promise((resolvePromise, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf("\n");
      if (nl >= 0) resolvePromise({ first: out.slice(0, nl), stderr: () => err, stop: () => child.kill() });
    });
    child.once("exit", (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

describe("pi-tool-repair serve (the bin)", () => {
  it("prints the address first, and repairs through it with --recover", async () => {
    const upstream = await fakeUpstream([{ pieces: [LEAK] }], "some-model");
    const proxy = await start(["--upstream", upstream.url, "--port", "0", "--recover"]);
    try {
      expect(proxy.first).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${proxy.first}/v1/chat/completions`, { method: "POST", body: JSON.stringify({ model: "some-model", messages: [], tools: TOOLS }) });
      const body = (await res.json()) as { choices: { message: { tool_calls: { function: unknown }[] } }[] };
      expect(body.choices[0]!.message.tool_calls[0]!.function).toEqual({ name: "read", arguments: '{"path":"src/a.ts"}' });
    } finally {
      proxy.stop();
      await upstream.close();
    }
  });

  it("warns when it listens on a non-loopback host", async () => {
    const proxy = await start(["--upstream", "http://127.0.0.1:9/v1", "--port", "0", "--host", "0.0.0.0"]);
    try {
      expect(proxy.first).toMatch(/^http:\/\/0\.0\.0\.0:\d+$/);
      await new Promise((r) => setTimeout(r, 100));
      expect(proxy.stderr()).toContain("[pi-tool-repair] serve: listening on 0.0.0.0, reachable from the network: the proxy has no authentication");
    } finally {
      proxy.stop();
    }
  });

  it("prints its usage for --help, and a usage error without --upstream", () => {
    const help = spawnSync(bin, ["serve", "--help"], { encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout.split("\n")[0]).toBe("usage: pi-tool-repair serve --upstream URL [--port 8788] [--host 127.0.0.1] [--config FILE] [--recover]");
    const bad = spawnSync(bin, ["serve"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr.split("\n")[0]).toBe("pi-tool-repair serve: --upstream URL is required");
  });
});

describe("the pi extension's module graph", () => {
  it("never reaches the proxy (serve loads only when it runs)", () => {
    const src = join(root, "presets/pi-default/src");
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importSpecifiers(readFileSync(file, "utf8"))) {
        if (!spec.startsWith(".")) continue;
        walk(resolve(dirname(file), spec.replace(/\.js$/, ".ts")));
      }
    };
    walk(join(src, "extension.ts"));
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen].filter((f) => f.includes(`${join("cli", "serve")}`))).toEqual([]);
    // the command line reaches it, through its dynamic import: the check can see it
    seen.clear();
    walk(join(src, "cli.ts"));
    expect([...seen].some((f) => f.endsWith(join("cli", "serve", "server.ts")))).toBe(true);
  });
});
