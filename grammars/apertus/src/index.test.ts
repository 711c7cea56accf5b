import { GrammarTester } from "@pi-tool-repair/host/testing";
import { apertus } from "./index.js";

const P = "<|tools_prefix|>";
const S = "<|tools_suffix|>";

new GrammarTester().run(apertus, {
  positive: [
    // SGLang test_apertus2509_detector.py, test_nonstream_parses_multiple_calls_and_preserves_normal_text
    // (without its "after": prose on both sides of a block is a mention here, see the negatives)
    {
      name: "two calls after prose (SGLang)",
      text: `before${P}[{"get_weather": {"city": "Paris"}}, {"now": {}}]${S}`,
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "now", arguments: {} },
      ],
      strip: "before",
    },
    // SGLang test_streaming_whitespace_between_json_and_suffix_is_skipped
    { name: "whitespace before the closer (SGLang)", text: `${P}[{"get_weather": {"city": "Paris"}}]  ${S}`, calls: [{ name: "get_weather", arguments: { city: "Paris" } }], strip: "" },
    // the chat template's rendering of a turn with content and two calls (Apertus-8B-Instruct.jinja)
    {
      name: "the template's layout: content, then the block",
      text: `I'll check both.${P}[{"get_weather": {"city": "Paris", "unit": "celsius"}}, {"read": {"path": "C:\\\\tmp\\\\ü.txt", "tags": ["a", {"b": null}]}}]${S}`,
      calls: [
        { name: "get_weather", arguments: { city: "Paris", unit: "celsius" } },
        { name: "read", arguments: { path: "C:\\tmp\\ü.txt", tags: ["a", { b: null }] } },
      ],
      strip: "I'll check both.",
    },
    { name: "arguments as a JSON string", text: `${P}[{"ls": "{\\"path\\": \\"src\\"}"}]${S}`, calls: [{ name: "ls", arguments: { path: "src" } }], strip: "" },
    { name: "a declared tool", tools: ["get_weather"], text: `${P}[{"get_weather": {"city": "Bern"}}]${S}`, calls: [{ name: "get_weather", arguments: { city: "Bern" } }], strip: "" },
  ],
  negative: [
    // SGLang test_incomplete_block_falls_back_to_plaintext
    { name: "closer missing (SGLang)", text: `${P}[{"get_weather": {"city": "Paris"}}]` },
    { name: "truncated", text: `${P}[{"get_weather": {"city": "Par` },
    { name: "prefix only (SGLang)", text: `${P}[` },
    // SGLang test_streaming_invalid_json_with_suffix_present_is_flushed_as_text
    { name: "invalid JSON (SGLang)", text: `${P}[invalid json ${S}` },
    // SGLang test_malformed_and_null_args_items_are_skipped_or_defaulted: SGLang skips `{}` and reads null as {};
    // here an element that is not a call makes the block data (nothing is guessed)
    { name: "an empty element", text: `${P}[{"get_weather": {"city": "Paris"}}, {}]${S}` },
    { name: "null arguments", text: `${P}[{"now": null}]${S}` },
    { name: "two members in one element", text: `${P}[{"get_weather": {"city": "Paris"}, "now": {}}]${S}` },
    { name: "the OpenAI envelope is not Apertus's spelling", text: `${P}[{"name": "get_weather", "arguments": {"city": "Paris"}}]${S}` },
    { name: "a name repeated", text: `${P}[{"ls": {"path": "a"}, "ls": {"path": "b"}}]${S}` },
    // vLLM's apertus parser wraps a lone object in a list and reads a block cut before its suffix; SGLang reads
    // neither (`<|tools_prefix|>[` and the suffix are required): the template's list, closed, or no run
    { name: "an object, not a list", text: `${P}{"get_weather": {"city": "Paris"}}${S}` },
    { name: "empty list", text: `${P}[]${S}` },
    { name: "not a tool name", text: `${P}[{"rm -rf": {}}]${S}` },
    { name: "junk between the list and the closer", text: `${P}[{"ls": {}}] and more ${S}` },
    { name: "fenced", text: "```\n" + `${P}[{"ls": {}}]${S}` + "\n```" },
    { name: "inline code", text: `Apertus writes \`${P}[{"ls": {}}]${S}\`.` },
    { name: "inside <think>", text: `<think>${P}[{"ls": {}}]${S}</think>` },
    { name: "undeclared tool (SGLang test_unknown_tool_dropped_by_default)", tools: ["get_weather", "now"], text: `${P}[{"missing_tool": {"value": 1}}]${S}` },
    { name: "prose on both sides is a mention (SGLang runs it)", text: `before${P}[{"get_weather": {"city": "Paris"}}, {"now": {}}]${S}after` },
    { name: "plain text (SGLang test_no_tool_call)", text: "The weather is nice today." },
    { name: "the one-member spelling outside the wrapper stays text", text: '[{"get_weather": {"city": "Paris"}}]' },
    { name: "another family's wrapper with Apertus's spelling", text: '<tool_calls>[{"get_weather": {"city": "Paris"}}]</tool_calls>' },
  ],
});
