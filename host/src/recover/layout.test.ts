import { createHost } from "../host.js";
import { defineGrammar, definePreset } from "../plugins/define.js";
import type { AssistantMessage, NativeLayout, Preset } from "../contract/index.js";

/** A toy bare grammar: `[NAME]` (pythonic) or `[{NAME}]` (json) is a call to NAME with no arguments. */
const brackets = defineGrammar({
  name: "brackets",
  host: "^1.0.0",
  markers: ["["],
  bare: ["["],
  scan(text, at) {
    const end = text.indexOf("]", at);
    if (end < 0) return undefined;
    const name = text.slice(at + 1, end).replace(/^\{(.*)\}$/, "$1");
    return /^[a-z]+$/.test(name) ? { end: end + 1, calls: [{ name, arguments: {} }] } : undefined;
  },
});

/** A toy recipient grammar: `>>>NAME` is a call to NAME with no arguments (Functionary's layout, without its JSON). */
const recipients = defineGrammar({
  name: "recipients",
  host: "^1.0.0",
  markers: [">>>"],
  bare: [">>>"],
  scan(text, at) {
    let end = at + 3;
    while (end < text.length && text[end]! >= "a" && text[end]! <= "z") end++;
    return end > at + 3 ? { end, calls: [{ name: text.slice(at + 3, end), arguments: {} }] } : undefined;
  },
});

const presetWith = (nativeLayout: unknown, models = ["^toy-4"]): Preset => definePreset({ name: "toy", models, plugins: [brackets], nativeLayout: nativeLayout as NativeLayout });
const END: NativeLayout = { grammar: "brackets", form: "pythonic", position: "end" };

function run(preset: Preset, text: string, model: string | undefined, kind: "text" | "thinking" = "text", warnings: string[] = []) {
  const host = createHost().use(preset);
  const ctx = host.context({ model: model === undefined ? undefined : { id: model }, tools: ["read"], log: { debug() {}, warn: (m) => void warnings.push(m) }, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
  const m: AssistantMessage = { role: "assistant", content: [kind === "text" ? { type: "text", text } : { type: "thinking", thinking: text }], stopReason: "stop" };
  return host.processMessage(m, ctx).recovered.map((c) => c.name);
}

describe("native layouts (Preset.nativeLayout)", () => {
  it("a bare call in the layout recovers for a model the preset matches", () => {
    expect(run(presetWith(END), "Let me check.[read]", "toy-4b")).toEqual(["read"]);
    expect(run(presetWith({ ...END, position: "start" }), "[read]Let me check.", "toy-4b")).toEqual(["read"]);
    expect(run(presetWith({ ...END, form: "json" }), "Let me check.[{read}]", "toy-4b")).toEqual(["read"]);
  });
  it("the own-line rule holds without a model id, for another model, in another form or position, and in reasoning", () => {
    expect(run(presetWith(END), "Let me check.[read]", undefined)).toEqual([]);
    expect(run(presetWith(END), "Let me check.[read]", "")).toEqual([]);
    expect(run(presetWith(END), "Let me check.[read]", "other-4b")).toEqual([]);
    expect(run(presetWith(END), "Let me check.[{read}]", "toy-4b")).toEqual([]);
    expect(run(presetWith(END), "[read]Let me check.", "toy-4b")).toEqual([]);
    expect(run(presetWith(END), "Let me check.[read]\nMore.", "toy-4b")).toEqual([]);
    expect(run(presetWith(END), "Let me check.[read]", "toy-4b", "thinking")).toEqual([]);
    expect(run(presetWith({ ...END, grammar: "other" }), "Let me check.[read]", "toy-4b")).toEqual([]);
  });
  it("the recipient form (Functionary's `>>>NAME`): glued to the prose at the text's end, for its model only", () => {
    const recipientEnd = (models = ["^toy-4"]): Preset => definePreset({ name: "toy", models, plugins: [recipients], nativeLayout: { grammar: "recipients", form: "recipient", position: "end" } });
    expect(run(recipientEnd(), "Let me check.>>>read", "toy-4b")).toEqual(["read"]);
    expect(run(recipientEnd(), "Let me check.>>>read", "other-4b")).toEqual([]);
    expect(run(recipientEnd(), "Let me check.>>>read\nMore.", "toy-4b")).toEqual([]);
    // a pythonic layout does not cover the recipient form
    expect(run(definePreset({ name: "toy", models: ["^toy-4"], plugins: [recipients], nativeLayout: { grammar: "recipients", form: "pythonic", position: "end" } }), "Let me check.>>>read", "toy-4b")).toEqual([]);
  });
  it("a layout's lead (its template's markup at the start of the reply) goes with a kept call of its grammar, for its model only", () => {
    const preset = definePreset({ name: "toy", models: ["^toy-4"], plugins: [recipients], nativeLayout: { grammar: "recipients", form: "recipient", position: "end", lead: "all\n" } });
    const visible = (text: string, model: string) => {
      const host = createHost().use(preset);
      const ctx = host.context({ model: { id: model }, tools: ["read"], log: { debug() {}, warn() {} }, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
      const out = host.processMessage({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" }, ctx);
      const blocks = out.message.content as readonly { type: string; text?: string }[];
      const shown = blocks.flatMap((b) => (b.type === "text" && b.text !== undefined ? [b.text] : [])).join("|");
      return { calls: out.recovered.map((c) => c.name), text: shown };
    };
    // glued at the end (the layout): the lead goes with the call
    expect(visible("all\nLet me check.>>>read", "toy-4b")).toEqual({ calls: ["read"], text: "Let me check." });
    // no call kept: the lead stays, as does all the text
    expect(visible("all\nLet me check.>>>read\nMore.", "toy-4b")).toEqual({ calls: [], text: "all\nLet me check.>>>read\nMore." });
    expect(visible("all\nJust text.", "toy-4b")).toEqual({ calls: [], text: "all\nJust text." });
    // another model: no layout, no call, the text as written
    expect(visible("all\nLet me check.>>>read", "other-4b")).toEqual({ calls: [], text: "all\nLet me check.>>>read" });
    // not at the start of the text: prose
    expect(visible("That is all\nLet me check.>>>read", "toy-4b")).toEqual({ calls: ["read"], text: "That is all\nLet me check." });
  });
  it("the sentence rule holds in the layout", () => {
    expect(run(presetWith(END), "Send [read] and it runs.", "toy-4b")).toEqual([]);
    expect(run(presetWith({ ...END, position: "start" }), "[read] runs it, see.", "toy-4b")).toEqual(["read"]);
  });
  it("a malformed layout is ignored with a warning, and a bad model fragment matches nothing", () => {
    const warnings: string[] = [];
    expect(run(presetWith({ grammar: "brackets", form: "xml", position: "end" }), "Let me check.[read]", "toy-4b", "text", warnings)).toEqual([]);
    expect(warnings).toEqual(['[pi-tool-repair] preset toy: nativeLayout {"grammar":"brackets","form":"xml","position":"end"} is not {grammar, form: "pythonic"|"json"|"recipient", position: "end"|"start", lead?: a non-empty string}; ignored']);
    warnings.length = 0;
    expect(run(presetWith({ ...END, lead: "" }), "Let me check.[read]", "toy-4b", "text", warnings)).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(run(presetWith(END, ["(", "^toy-4"]), "Let me check.[read]", "toy-4b")).toEqual(["read"]);
  });
});
