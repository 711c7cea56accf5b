/**
 * Values whose end is not certain (issue 31, item 10), over the grammars with tag-delimited values (qwen,
 * seed-oss, glm, longcat's key/value layout, step3, invoke, dsml): nothing closes a value by guessing.
 *
 * 1. no recovered value holds markup of its own grammar: from values without markup, a rendering with a
 *    value's close or the call's end tag deleted never gives a value that swallowed the call's structure (an
 *    opener deleted is not asked: the text left is the rendering of a value that holds a close and text);
 * 2. a value with a missing close never runs;
 * 3. a value that holds look-alikes of its grammar's tags (a close, a declared or undeclared parameter's
 *    opener, an end tag) runs exactly as written or not at all: never cut, never merged. (A call's opener in
 *    a value, not closed there, is not asked: the text is then a call cut short followed by a complete one,
 *    and the complete one runs; grammars/qwen's table.)
 *
 * Every tool declares its keys as strings, so no family types a value.
 */
import fc from "fast-check";
import type { AssistantMessage, JSONSchema, RepairContext } from "@pi-tool-repair/host";
import { check } from "./arbitraries.js";
import { propertyHost } from "./hosts.js";

const host = await propertyHost();

interface TagGrammar {
  family: string;
  /** One call with its parameters, as the model writes it. */
  render(name: string, params: readonly (readonly [string, string])[]): string;
  /** The opener of a parameter, as written before its value. */
  open(key: string): string;
  /** The close tag of a value. */
  close: string;
  /** The tag that ends a call, and the one that opens it. */
  end: string;
  /** The literals no value without markup holds. */
  markup: readonly string[];
}

const qwenParam = (k: string, v: string) => `<parameter=${k}>\n${v}\n</parameter>\n`;
const GRAMMARS: readonly TagGrammar[] = [
  {
    family: "qwen",
    render: (n, ps) => `<tool_call>\n<function=${n}>\n${ps.map(([k, v]) => qwenParam(k, v)).join("")}</function>\n</tool_call>`,
    open: (k) => `<parameter=${k}>\n`,
    close: "</parameter>",
    end: "</function>",
    markup: ["<parameter=", "</parameter>", "<function=", "</function>", "<tool_call>", "</tool_call>"],
  },
  {
    family: "seed-oss",
    render: (n, ps) => `<seed:tool_call>\n<function=${n}>\n${ps.map(([k, v]) => `<parameter=${k}>${v}</parameter>\n`).join("")}</function>\n</seed:tool_call>`,
    open: (k) => `<parameter=${k}>`,
    close: "</parameter>",
    end: "</function>",
    markup: ["<parameter=", "</parameter>", "<function=", "</function>", "<seed:tool_call>", "</seed:tool_call>"],
  },
  {
    family: "glm",
    render: (n, ps) => `<tool_call>${n}\n${ps.map(([k, v]) => `<arg_key>${k}</arg_key>\n<arg_value>${v}</arg_value>\n`).join("")}</tool_call>`,
    open: (k) => `<arg_key>${k}</arg_key>\n<arg_value>`,
    close: "</arg_value>",
    end: "</tool_call>",
    markup: ["<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>", "<tool_call>", "</tool_call>"],
  },
  {
    family: "longcat",
    render: (n, ps) => `<longcat_tool_call>${n}\n${ps.map(([k, v]) => `<longcat_arg_key>${k}</longcat_arg_key>\n<longcat_arg_value>${v}</longcat_arg_value>\n`).join("")}</longcat_tool_call>`,
    open: (k) => `<longcat_arg_key>${k}</longcat_arg_key>\n<longcat_arg_value>`,
    close: "</longcat_arg_value>",
    end: "</longcat_tool_call>",
    markup: ["<longcat_arg_key>", "</longcat_arg_key>", "<longcat_arg_value>", "</longcat_arg_value>", "<longcat_tool_call>", "</longcat_tool_call>"],
  },
  {
    family: "step3",
    render: (n, ps) =>
      `<｜tool_calls_begin｜><｜tool_call_begin｜><steptml:invoke name="${n}">${ps.map(([k, v]) => `<steptml:parameter name="${k}">${v}</steptml:parameter>`).join("")}</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>`,
    open: (k) => `<steptml:parameter name="${k}">`,
    close: "</steptml:parameter>",
    end: "</steptml:invoke>",
    markup: ["<steptml:parameter", "</steptml:parameter>", "<steptml:invoke", "</steptml:invoke>", "<｜tool_call"],
  },
  {
    family: "invoke",
    render: (n, ps) => `<minimax:tool_call>\n<invoke name="${n}">\n${ps.map(([k, v]) => `<parameter name="${k}">${v}</parameter>\n`).join("")}</invoke>\n</minimax:tool_call>`,
    open: (k) => `<parameter name="${k}">`,
    close: "</parameter>",
    end: "</invoke>",
    markup: ["<parameter", "</parameter>", "<invoke", "</invoke>", "<minimax:tool_call>", "</minimax:tool_call>"],
  },
  {
    family: "dsml",
    render: (n, ps) => `<｜DSML｜tool_calls>\n<｜DSML｜invoke name="${n}">\n${ps.map(([k, v]) => `<｜DSML｜parameter name="${k}" string="true">${v}</｜DSML｜parameter>\n`).join("")}</｜DSML｜invoke>\n</｜DSML｜tool_calls>`,
    open: (k) => `<｜DSML｜parameter name="${k}" string="true">`,
    close: "</｜DSML｜parameter>",
    end: "</｜DSML｜invoke>",
    markup: ["DSML"],
  },
];

const NAME = "tool";
const ident = fc.stringMatching(/^[a-z]{1,6}$/);
/** Plain value text: letters, digits, spaces, punctuation, CJK, emoji, newlines inside (no markup of any family). */
const plain = fc.array(fc.constantFrom(..."abcXYZ019 _-.,:;!?'\"/{}()=+*#@$%&~éü数据😀\n"), { minLength: 1, maxLength: 10 }).map((a) => a.join("").trim() || "x");
/** One to three parameters with distinct keys. */
const keys = fc.uniqueArray(ident, { minLength: 1, maxLength: 3 });

const contexts = new Map<string, RepairContext>();
/** The context declaring `tool` with exactly `ks`, all strings (made once per key set). */
function contextFor(ks: readonly string[]): RepairContext {
  const id = ks.join(",");
  let ctx = contexts.get(id);
  if (!ctx) {
    const schema: JSONSchema = { type: "object", properties: Object.fromEntries(ks.map((k) => [k, { type: "string" }])) };
    ctx = host.context({ tools: { [NAME]: schema }, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
    contexts.set(id, ctx);
  }
  return ctx;
}

function recover(text: string, ks: readonly string[]): { name: string; arguments: Record<string, unknown> }[] {
  const m: AssistantMessage = { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
  return host.processMessage(m, contextFor(ks)).recovered.map((c) => ({ name: c.name, arguments: c.arguments as Record<string, unknown> }));
}

/** `text` with the `nth` occurrence (counted modulo how many there are) of `literal` removed. */
function without(text: string, literal: string, nth: number): string {
  const at: number[] = [];
  for (let i = text.indexOf(literal); i >= 0; i = text.indexOf(literal, i + literal.length)) at.push(i);
  if (at.length === 0) return text;
  const i = at[nth % at.length]!;
  return text.slice(0, i) + text.slice(i + literal.length);
}

describe("values whose end is not certain (seeded)", () => {
  for (const g of GRAMMARS) {
    const call = keys.chain((ks) => fc.tuple(...ks.map(() => plain)).map((vs) => ({ ks, params: ks.map((k, i) => [k, vs[i]!] as const) })));

    it(`${g.family}: the control, a rendered call runs exactly`, () => {
      check(
        fc.property(call, ({ ks, params }) => {
          expect(recover(g.render(NAME, params), ks)).toEqual([{ name: NAME, arguments: Object.fromEntries(params) }]);
        }),
        50,
      );
    });

    it(`${g.family}: no recovered value holds markup of its own grammar (one tag deleted)`, () => {
      const tag = fc.constantFrom(g.close, g.end);
      check(
        fc.property(call, tag, fc.nat(5), ({ ks, params }, literal, nth) => {
          const text = without(g.render(NAME, params), literal, nth);
          for (const c of recover(text, ks)) {
            for (const v of Object.values(c.arguments)) {
              if (typeof v !== "string") continue;
              for (const m of g.markup) expect(v.includes(m), `${JSON.stringify(text)} → ${JSON.stringify(v)}`).toBe(false);
            }
          }
        }),
        150,
      );
    });

    it(`${g.family}: a value with a missing close never runs`, () => {
      check(
        fc.property(call, fc.nat(5), ({ ks, params }, nth) => {
          const text = without(g.render(NAME, params), g.close, nth);
          expect(recover(text, ks), JSON.stringify(text)).toEqual([]);
        }),
        150,
      );
    });

    it(`${g.family}: a value holding look-alikes of its tags runs exactly as written or not at all`, () => {
      const piece = (ks: readonly string[]) =>
        fc.oneof(
          plain,
          fc.constant(g.close),
          fc.constant(g.end),
          fc.constantFrom(...ks).map((k) => g.open(k)), // a declared parameter's opener
          fc.constant(g.open("zzz")), // an undeclared one
          fc.constantFrom(...ks).map((k) => `${g.close}\n${g.open(k)}`),
          fc.constant(`${g.close}\n${g.open("zzz")}`),
        );
      const withLookAlikes = keys.chain((ks) =>
        fc.tuple(...ks.map(() => fc.array(piece(ks), { minLength: 1, maxLength: 4 }).map((p) => p.join("")))).map((vs) => ({ ks, params: ks.map((k, i) => [k, vs[i]!] as const) })),
      );
      check(
        fc.property(withLookAlikes, ({ ks, params }) => {
          const text = g.render(NAME, params);
          const got = recover(text, ks);
          if (got.length > 0) expect(got, JSON.stringify(text)).toEqual([{ name: NAME, arguments: Object.fromEntries(params) }]);
        }),
        200,
      );
    });
  }
});
