/**
 * Calls run in the order they were written, also when one is read a round later: a block whose closer is missing
 * because the next block's opener follows is refused in the first round, and read in the next once the following
 * block is stripped (it ends the text then). Round order ran it last: `write x/a` before the `mkdir x` it needs.
 * Found by the generalisation pass of issue 35 in seven grammars; the host orders the calls by where they stood.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { RepairContext, RepairHost } from "@pi-tool-repair/host";
import { assistantMessage } from "@pi-tool-repair/host/testing";
import { grammarConfig, propertyHost } from "./hosts.js";

let host: RepairHost;
let ctx: RepairContext;
beforeAll(async () => {
  host = await propertyHost();
  ctx = host.context({ tools: ["mkdir", "write", "read"], config: grammarConfig("recover", true) });
});

const MKDIR = { name: "mkdir", arguments: { path: "x" } };
const WRITE = { name: "write", arguments: { path: "x/a", content: "hi" } };
const J = (v: unknown): string => JSON.stringify(v);

describe("calls read a round later run in written order (every grammar loaded)", () => {
  it.each<[string, string]>([
    ["nemotron", `<TOOLCALL>[${J(MKDIR)}]<TOOLCALL>[${J(WRITE)}]</TOOLCALL>`],
    ["longcat", `<longcat_tool_call>${J(MKDIR)}<longcat_tool_call>${J(WRITE)}</longcat_tool_call>`],
    ["qwen", `<tool_call>${J(MKDIR)}<tool_call>${J(WRITE)}</tool_call>`],
  ])("%s: the block without its closer, then a closed one", (family, text) => {
    const r = host.processMessage(assistantMessage(text), ctx);
    expect(r.recovered.map((c) => ({ grammar: c.grammar, name: c.name, arguments: c.arguments }))).toEqual([
      { grammar: family, ...MKDIR },
      { grammar: family, ...WRITE },
    ]);
  });
});
