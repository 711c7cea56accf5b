/**
 * The nine end-to-end cases of the pi extension, each against the real pi 1.6 CLI in print mode, a fake
 * OpenAI-compatible provider and a temporary agent dir. Each asserts on what pi did: the file on disk, the
 * tool result and the transcript carried by the next request, stderr.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EXTENSION_DIR, nodeProblem, replayedCalls, replayedText, runPi, toolResults, dsml } from "./harness.js";

const problem = nodeProblem();


describe("end to end with real pi", () => {
  it("runs under Node >= 22.19 (pi's engines)", () => {
    if (problem) throw new Error(problem);
    expect(existsSync(join(EXTENSION_DIR, "dist", "extension.js"))).toBe(true);
  });
  if (problem) return;

  it("1. read with file_path and offset null: the file is read, the next request carries the repaired call", async () => {
    const run = await runPi({
      files: { "notes.txt": "alpha\nbeta\n" },
      turns: [{ calls: [{ id: "call_r", name: "read", arguments: '{"file_path":"notes.txt","offset":null}' }] }],
    });
    expect(run.requests).toHaveLength(2);
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_r", name: "read", arguments: '{"path":"notes.txt"}' }]);
    const [result] = toolResults(run.requests[1]);
    expect(result?.tool_call_id).toBe("call_r");
    expect(result?.content).toContain("alpha\nbeta");
    expect(run.code).toBe(0);
  });

  it("2. write with content as an array of lines: the file has the joined text", async () => {
    const run = await runPi({
      turns: [{ calls: [{ id: "call_w", name: "write", arguments: '{"path":"out.txt","content":["line one","line two"]}' }] }],
    });
    expect(readFileSync(join(run.cwd, "out.txt"), "utf8")).toBe("line one\nline two");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_w", name: "write", arguments: '{"path":"out.txt","content":"line one\\nline two"}' }]);
    expect(toolResults(run.requests[1])[0]?.content).toMatch(/Successfully wrote/i);
  });

  it("3. edit with edits as a JSON string: the edit is applied", async () => {
    const edits = JSON.stringify([{ oldText: "beta", newText: "gamma" }]);
    const run = await runPi({
      files: { "a.txt": "alpha\nbeta\n" },
      turns: [{ calls: [{ id: "call_e", name: "edit", arguments: JSON.stringify({ path: "a.txt", edits }) }] }],
    });
    expect(readFileSync(join(run.cwd, "a.txt"), "utf8")).toBe("alpha\ngamma\n");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_e", name: "edit", arguments: '{"path":"a.txt","edits":[{"oldText":"beta","newText":"gamma"}]}' }]);
    expect(toolResults(run.requests[1])[0]?.content).toMatch(/Successfully replaced/i);
  });

  it("4. truncated arguments text: not run, pi reports its own validation error", async () => {
    const run = await runPi({
      turns: [{ calls: [{ id: "call_t", name: "write", arguments: '{"path":"t.txt","content":"hel' }] }],
    });
    expect(existsSync(join(run.cwd, "t.txt"))).toBe(false);
    const [result] = toolResults(run.requests[1]);
    expect(result?.tool_call_id).toBe("call_t");
    expect(result?.content).toMatch(/Invalid arguments for tool "write"/);
    expect(result?.content).toContain('{"path":"t.txt","content":"hel');
  });

  it("pi 1.6 argumentsError: raw text pi cannot parse is repaired and runs", async () => {
    const run = await runPi({
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      files: { "r.txt": "raw\n" },
      turns: [{ calls: [{ id: "call_x", name: "read", arguments: "{'path': 'r.txt',}" }] }],
    });
    expect(run.stderr).toMatch(/\[pi-tool-repair\] tool=read outcome=repaired rules=parseRawArguments/);
    expect(run.stderr).toContain(`  input: "{'path': 'r.txt',}"`);
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_x", name: "read", arguments: '{"path":"r.txt"}' }]);
    expect(toolResults(run.requests[1])[0]?.content).toContain("raw");
    // control: plain pi rejects the same text
    const plain = await runPi({ extension: false, files: { "r.txt": "raw\n" }, turns: [{ calls: [{ id: "call_x", name: "read", arguments: "{'path': 'r.txt',}" }] }] });
    expect(toolResults(plain.requests[1])[0]?.content).toMatch(/Invalid arguments for tool "read"/);
  });


  it("5a. DSML leaked in text, leakModels matching: the tool runs once", async () => {
    const run = await runPi({
      config: { grammarRepair: { leakModels: ["^m1$"] } },
      turns: [{ text: `I will write the file.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` }],
    });
    expect(readFileSync(join(run.cwd, "d.txt"), "utf8")).toBe("from dsml");
    expect(run.requests).toHaveLength(2);
    const calls = replayedCalls(run.requests[1]);
    expect(calls.map((c) => [c.name, JSON.parse(String(c.arguments))])).toEqual([["write", { path: "d.txt", content: "from dsml" }]]);
    expect(toolResults(run.requests[1])).toHaveLength(1);
    expect(replayedText(run.requests[1]).join("")).not.toContain("DSML");
  });

  it("5b. the same leak in strip mode: nothing runs and the markup is gone", async () => {
    const run = await runPi({
      config: { grammarRepair: { leakModels: ["M1"], mode: "strip" } },
      turns: [{ text: `I will write the file.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` }, { text: "second" }],
      args: [],
    });
    expect(existsSync(join(run.cwd, "d.txt"))).toBe(false);
    expect(run.requests).toHaveLength(1);
    expect(run.stdout).toContain("I will write the file.");
    expect(run.stdout).not.toContain("DSML");
  });

  it("5c. a complete call written inside a sentence is prose: nothing runs, the text stays; the same call after the prose runs", async () => {
    const glm = "<tool_call>write<arg_key>path</arg_key><arg_value>m.txt</arg_value><arg_key>content</arg_key><arg_value>mentioned</arg_value></tool_call>";
    const prose = await runPi({
      config: { grammarRepair: { enabled: true } },
      turns: [{ text: `The GLM format is ${glm} and you write it like that.` }, { text: "second" }],
      args: [],
    });
    expect(existsSync(join(prose.cwd, "m.txt"))).toBe(false);
    expect(prose.requests).toHaveLength(1);
    expect(prose.stdout).toContain("The GLM format is <tool_call>write<arg_key>path</arg_key>");
    const call = await runPi({ config: { grammarRepair: { enabled: true } }, turns: [{ text: `Writing it.${glm}` }] });
    expect(readFileSync(join(call.cwd, "m.txt"), "utf8")).toBe("mentioned");
  });

  it("6. native tool call plus leaked shadow text: one execution, shadow stripped", async () => {
    const run = await runPi({
      config: { grammarRepair: { enabled: true } },
      files: { "s.txt": "shadow\n" },
      turns: [{ text: `Reading it.\n${dsml("read", { path: "s.txt" })}`, calls: [{ id: "call_n", name: "read", arguments: '{"path":"s.txt"}' }] }],
    });
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_n", name: "read", arguments: '{"path":"s.txt"}' }]);
    expect(toolResults(run.requests[1])).toHaveLength(1);
    const text = replayedText(run.requests[1]).join("");
    expect(text).toContain("Reading it.");
    expect(text).not.toContain("DSML");
  });

  it("a deepseek-v4-pro session activates preset-deepseek with no config and recovers its DSML leak", async () => {
    const run = await runPi({
      model: "deepseek-v4-pro",
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      turns: [{ text: `Writing.\n\n${dsml("write", { path: "ds.txt", content: "deep" })}` }],
    });
    expect(run.stderr.split("\n")).toContain("[pi-tool-repair] preset=@pi-tool-repair/preset-deepseek active for model deepseek-v4-pro");
    expect(readFileSync(join(run.cwd, "ds.txt"), "utf8")).toBe("deep");
    expect(run.stderr).toContain("[pi-tool-repair] grammar=dsml tool=write outcome=recovered");
  });

  it("7. phantom toolUse: pi retries and the second scripted turn succeeds", async () => {
    const run = await runPi({
      turns: [{ text: "Let me check.", finish: "tool_calls" }, { text: "All good after the retry." }],
    });
    expect(run.requests).toHaveLength(2);
    // The retried request does not carry the failed attempt.
    expect(replayedText(run.requests[1])).toEqual([]);
    expect(run.stdout).toContain("All good after the retry.");
    expect(run.code).toBe(0);
  });

  it("7'. without the extension the same phantom turn is not retried (control)", async () => {
    const run = await runPi({ extension: false, turns: [{ text: "Let me check.", finish: "tool_calls" }, { text: "All good after the retry." }] });
    expect(run.requests).toHaveLength(1);
    expect(run.stdout).not.toContain("All good after the retry.");
  });

  it("8. malformed config file: one clear stderr line, repairs still work", async () => {
    const run = await runPi({
      config: '{"grammarRepair": {"mode": "recover",',
      files: { "n.txt": "one\n" },
      turns: [{ calls: [{ id: "call_c", name: "read", arguments: '{"path":"n.txt","offset":null}' }] }],
    });
    const lines = run.stderr.split("\n").filter((l) => l.includes("[pi-tool-repair]"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[pi-tool-repair\] config .*extensions\/pi-tool-repair\.json: is not valid JSON .*using the defaults for every key$/);
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_c", name: "read", arguments: '{"path":"n.txt"}' }]);
    expect(toolResults(run.requests[1])[0]?.content).toContain("one");
  });

  it("8b. a bad value in the config: one line naming the key, the other keys still apply", async () => {
    const run = await runPi({
      config: { grammarRepair: { mode: "fast", debug: true }, rules: { coerceNumericString: false } },
      files: { "n.txt": "one\ntwo\n" },
      turns: [{ calls: [{ id: "call_b", name: "read", arguments: '{"path":"n.txt","offset":null,"limit":"1"}' }] }],
    });
    const warnings = run.stderr.split("\n").filter((l) => l.startsWith("[pi-tool-repair] config "));
    expect(warnings).toEqual([expect.stringMatching(/pi-tool-repair\.json: key "grammarRepair\.mode" must be one of "recover", "strip" \(got "fast"\); using the default for "grammarRepair\.mode"$/)]);
    // debug: true applied; with coerceNumericString switched off no candidate validates, so nothing is committed
    // and pi gets the call as sent (pi drops the null and coerces "1" itself)
    expect(run.stderr).toContain("[pi-tool-repair] tool=read outcome=unrepairable rules=- hints=2");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_b", name: "read", arguments: '{"path":"n.txt","offset":null,"limit":"1"}' }]);
    expect(toolResults(run.requests[1])[0]?.content).toContain("one");
    expect(toolResults(run.requests[1])[0]?.content).not.toContain("two");
  });

  it("9. a valid call: the transcript's arguments are byte-identical to what the provider sent", async () => {
    const sent = '{"path":"v.txt","limit":5,"offset":1}';
    const run = await runPi({
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      files: { "v.txt": "valid\n" },
      turns: [{ calls: [{ id: "call_v", name: "read", arguments: sent }] }],
    });
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_v", name: "read", arguments: sent }]);
    expect(toolResults(run.requests[1])[0]?.content).toContain("valid");
    expect(run.stderr).not.toMatch(/outcome=/);
  });

  it("debug log: PI_TOOL_REPAIR_DEBUG=1 prints the repair as in the description", async () => {
    const run = await runPi({
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      files: { "n.txt": "one\n" },
      turns: [{ calls: [{ id: "call_d", name: "read", arguments: '{"path":"n.txt","offset":null}' }] }],
    });
    const lines = run.stderr.split("\n");
    const at = lines.findIndex((l) => l.startsWith("[pi-tool-repair] tool=read outcome=repaired"));
    expect(lines[at]).toBe("[pi-tool-repair] tool=read outcome=repaired rules=dropNullOptional hints=1");
    expect(lines[at + 1]).toBe('  input: {"path":"n.txt","offset":null}');
    expect(lines[at + 2]).toBe('  repaired: {"path":"n.txt"}');
    expect(lines[at + 3]).toMatch(/^  hint\[0\]: dropNullOptional \/offset: /);
    expect(lines).toContain("[pi-tool-repair] preset=@pi-tool-repair/preset-pi-default active for model m1");
  });
});
