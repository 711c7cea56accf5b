/** Spans nested in another family's wrapper: the wrapper's owners are looked up once per wrapper, not per span (issue 35). */
import { vi } from "vitest";
import { createHost, defineGrammar } from "../index.js";
import { assistantMessage, visibleText } from "../testing.js";
import { MarkerRegistry } from "./marker-registry.js";

/** A wrapper `<w>…</w>` that reads nothing, and a token `[T]` that is stripped where nothing follows it. */
const wrapper = defineGrammar({ name: "wrapper", host: "^1.0.0", markers: ["<w>"], owns: [{ open: "<w>", close: "</w>" }], scan: () => undefined });
const token = defineGrammar({
  name: "token",
  host: "^1.0.0",
  markers: ["[T]"],
  owns: [{ open: "[T]" }],
  scan: (_text, at) => ({ end: at + 3, calls: [] }),
});

describe("NestedIn", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a thousand dangling tokens after wrapper openers: the owners are looked up per wrapper, not per token", () => {
    const host = createHost().use(wrapper).use(token).freeze();
    const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });
    const lookups = vi.spyOn(MarkerRegistry.prototype, "ownersOf");
    // each token follows an unclosed `<w>` right away: nested, neither run nor stripped
    const nested = "<w>[T]\n".repeat(1000);
    expect(visibleText(host.processMessage(assistantMessage(nested), ctx).message)).toBe(nested);
    expect(lookups.mock.calls.length).toBe(1);
  });

  it("a token after a closed wrapper is still stripped, one inside an open one still kept", () => {
    const host = createHost().use(wrapper).use(token).freeze();
    const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });
    expect(visibleText(host.processMessage(assistantMessage("<w></w>\n[T]\nend"), ctx).message)).toBe("<w></w>\n\nend");
    expect(visibleText(host.processMessage(assistantMessage("<w>[T]</w>\nend"), ctx).message)).toBe("<w>[T]</w>\nend");
  });
});
