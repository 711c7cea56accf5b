import { describe, expect, it } from "vitest";
import { skipWs } from "./calls.js";
import { TagValues, type TagSpec } from "./tag-values.js";
import type { TagInput } from "./types.js";

/** A toy grammar shaped like Qwen3-Coder's: `<f=NAME>` then `<p=KEY>VALUE</p>`… then `</f>`. */
const header = (text: string, at: number): string | undefined => {
  const end = text.indexOf(">", at);
  return end < 0 ? undefined : text.slice(at, end);
};
const SPEC: TagSpec = {
  open: "<p=",
  close: "</p>",
  end: "</f>",
  block: "<f=",
  isBlock: (text, at) => header(text, at + 3) !== undefined,
  nameAt: (text, at) => header(text, at + 3),
  endsBlock(text, at) {
    const j = skipWs(text, at + 4);
    return j >= text.length || text.startsWith("<f=", j);
  },
  after(text, at, tags) {
    const j = skipWs(text, at + 4);
    if (text.startsWith("<p=", j)) return header(text, j + 3);
    if (text.startsWith("</f>", j)) return tags.isTerminal(j) || undefined;
    return undefined;
  },
};
const declares = (key: string) => key === "a" || key === "b";
const input = (text: string): TagInput => ({ text, schemaOf: () => undefined });

/** The value of the parameter whose opener `<p=KEY>` occurs `nth` time in `text`, or undefined when it has no end. */
function valueOf(text: string, key: string, nth = 0): string | undefined {
  const tags = TagValues.of(input(text), "toy", SPEC);
  let at = -1;
  for (let k = 0; k <= nth; k++) at = text.indexOf(`<p=${key}>`, at + 1);
  const from = at + `<p=${key}>`.length;
  const to = tags.valueEnd(from, declares);
  return to < 0 ? undefined : text.slice(from, to);
}

describe("TagValues: where a tag-delimited value ends", () => {
  it("a close before the next declared parameter or the call's clean end", () => {
    const text = "<f=x><p=a>1</p><p=b>2</p></f>";
    expect(valueOf(text, "a")).toBe("1");
    expect(valueOf(text, "b")).toBe("2");
  });

  it("a close followed by anything else is content", () => {
    expect(valueOf("<f=x><p=a>grep </p> here</p></f>", "a")).toBe("grep </p> here");
    expect(valueOf("<f=x><p=a>the </f> tag</p></f>", "a")).toBe("the </f> tag");
  });

  it("a complete block of a declared parameter inside a value stays in it", () => {
    expect(valueOf("<f=x><p=a>see <p=b>v</p> here</p></f>", "a")).toBe("see <p=b>v</p> here");
  });

  it("an opener of a parameter the tool does not declare is content", () => {
    expect(valueOf("<f=x><p=a>see <p=z> here</p></f>", "a")).toBe("see <p=z> here");
  });

  it("no end when the value's own close is missing", () => {
    expect(valueOf("<f=x><p=a>1<p=b>2</p></f>", "a")).toBeUndefined();
    expect(valueOf("<f=x><p=a>1", "a")).toBeUndefined();
  });

  it("no end when a close is followed by a parameter the tool does not declare", () => {
    expect(valueOf("<f=x><p=a>1</p><p=z>2</p></f>", "a")).toBeUndefined();
  });

  it("no end when two readings remain: a structural close inside the value", () => {
    expect(valueOf("<f=x><p=a><p=b>1</p><p=b>2</p></p></f>", "a")).toBeUndefined();
  });

  it("no end when a call opened inside the value is not closed there", () => {
    expect(valueOf("<f=x><p=a>1 <f=y></p></f>", "a")).toBeUndefined();
  });

  it("no end past the call's clean end", () => {
    expect(valueOf("<f=x><p=a>1</f>\n<f=y><p=b>2</p></f>", "a")).toBeUndefined();
    expect(valueOf("<f=x><p=a>1</f>\n<f=y><p=b>2</p></f>", "b")).toBe("2");
  });

  it("answers the clean ends of a call", () => {
    const text = "<f=x><p=a>1</p></f> <f=y></f> tail";
    const tags = TagValues.of(input(text), "toy", SPEC);
    const first = text.indexOf("</f>");
    const second = text.lastIndexOf("</f>");
    expect(tags.isTerminal(first)).toBe(true);
    expect(tags.isTerminal(second)).toBe(false); // prose follows it
    expect(tags.nextTerminal(0)).toBe(first);
    expect(tags.nextTerminal(first + 1)).toBe(-1);
    expect(tags.callEndsAt(first + 4)).toBe(true); // the next tag opens a call
    expect(tags.callEndsAt(text.indexOf("<p=a>") + 5)).toBe(false);
  });

  it("is built once per input and key", () => {
    const one = input("<f=x><p=a>1</p></f>");
    const tags = TagValues.of(one, "toy", SPEC);
    expect(TagValues.of(input("<f=x></f>"), "toy", SPEC)).not.toBe(tags);
    expect(TagValues.of(one, "toy", SPEC)).toBe(tags);
    expect(TagValues.of(one, "other", SPEC)).not.toBe(tags);
    expect(TagValues.of(one, "toy", SPEC)).toBe(tags);
  });

  it("stays linear over thousands of unclosed openers", () => {
    const text = "<f=x><p=a>1".repeat(20_000);
    const tags = TagValues.of(input(text), "toy", SPEC);
    let ends = 0;
    for (let at = text.indexOf("<p=a>"); at >= 0; at = text.indexOf("<p=a>", at + 1)) if (tags.valueEnd(at + 5, declares) >= 0) ends++;
    expect(ends).toBe(0);
  });
});
