/**
 * Markup in native call names (issue 31, item 7): a native toolCall whose name holds two tool names, each
 * written with the markup of a grammar that renames native calls (dsml, harmony, kimi), is never renamed by
 * any of them, with the tools declared or not: the message comes back as the same object. The control: one
 * name in the same markup is renamed to that name.
 */
import fc from "fast-check";
import type { AssistantMessage } from "@pi-tool-repair/host";
import { check } from "./arbitraries.js";
import { familyOf, grammarsOf, propertyHost } from "./hosts.js";

const host = await propertyHost();
const loaded = new Set(grammarsOf(host).map(familyOf));

/** A tool name written with a grammar's markup around it, as a leaked native name holds it. */
interface Piece {
  family: string;
  piece(name: string, i: number): string;
}
const ALL_PIECES: Piece[] = [
  { family: "dsml", piece: (n) => `<｜DSML｜invoke name="${n}">` },
  { family: "dsml", piece: (n) => `${n}</｜DSML｜invoke>` },
  { family: "dsml", piece: (n) => `<｜tool▁call▁begin｜>${n}` },
  { family: "dsml", piece: (n) => `${n}<｜tool▁call▁end｜>` },
  { family: "harmony", piece: (n) => `${n}<|channel|>commentary` },
  { family: "harmony", piece: (n) => `to=functions.${n}` },
  { family: "harmony", piece: (n) => `functions.${n} <|constrain|>json` },
  { family: "harmony", piece: (n) => `<|start|>assistant<|channel|>commentary to=functions.${n}` },
  { family: "kimi", piece: (n, i) => `functions.${n}:${i}` },
];
const PIECES = ALL_PIECES.filter((p) => loaded.has(p.family));

const NAMES = ["read", "bash", "ls", "get_weather", "my.tool", "run-shell"];
const twoNames = fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 2, maxLength: 2 }) as fc.Arbitrary<[string, string]>;
const piece = fc.constantFrom(...PIECES.map((_, k) => k));

function named(name: string, tools: readonly string[] | undefined): { message: AssistantMessage; out: AssistantMessage } {
  const message: AssistantMessage = { role: "assistant", content: [{ type: "toolCall", id: "c1", name, arguments: { path: "a" } }], stopReason: "toolUse" };
  const out = host.processMessage(message, host.context(tools ? { tools } : {})).message as AssistantMessage;
  return { message, out };
}

describe("native call names: a name that holds two tool names is never renamed (seeded)", () => {
  it("two names, each in any renaming grammar's markup, any separator", () => {
    check(
      fc.property(twoNames, piece, piece, fc.constantFrom("", " ", "\n"), ([a, b], p, q, sep) => {
        const [first, second] = [PIECES[p]!.piece(a, 0), PIECES[q]!.piece(b, 1)];
        // glued name characters make one (other) name, not two
        fc.pre(sep !== "" || !/\w$/.test(first) || !/^\w/.test(second));
        const name = first + sep + second;
        for (const tools of [[a, b], undefined]) {
          const { message, out } = named(name, tools);
          expect(out, JSON.stringify(name)).toBe(message);
        }
        // the control: one name in the same markup is renamed to it
        const { out } = named(PIECES[p]!.piece(a, 0), [a, b]);
        expect((out.content[0] as { name: string }).name, PIECES[p]!.piece(a, 0)).toBe(a);
      }),
      300,
    );
  });
});
