/**
 * `@pi-tool-repair/grammar-qwen/xml`: the tag-value readers, moved to `@pi-tool-repair/grammar-kit`; re-exported
 * from there for one minor version so an import from here keeps working. Each name is the kit's own binding.
 */
import {
  FUNCTION_CLOSE as KIT_FUNCTION_CLOSE,
  FUNCTION_OPEN as KIT_FUNCTION_OPEN,
  TagValues as KitTagValues,
  parseFunctionBlock as kitParseFunctionBlock,
  qwenValue as kitQwenValue,
} from "@pi-tool-repair/grammar-kit";
import type { AfterClose as KitAfterClose, FunctionBlock as KitFunctionBlock, TagSpec as KitTagSpec, XmlOptions as KitXmlOptions } from "@pi-tool-repair/grammar-kit";

/** @deprecated Import `TagValues` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export const TagValues = KitTagValues;
/** @deprecated Import `TagValues` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export type TagValues = KitTagValues;
/** @deprecated Import `TagSpec` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export type TagSpec = KitTagSpec;
/** @deprecated Import `AfterClose` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export type AfterClose = KitAfterClose;
/** @deprecated Import `parseFunctionBlock` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export const parseFunctionBlock = kitParseFunctionBlock;
/** @deprecated Import `qwenValue` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export const qwenValue = kitQwenValue;
/** @deprecated Import `FUNCTION_OPEN` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export const FUNCTION_OPEN = KIT_FUNCTION_OPEN;
/** @deprecated Import `FUNCTION_CLOSE` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export const FUNCTION_CLOSE = KIT_FUNCTION_CLOSE;
/** @deprecated Import `FunctionBlock` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export type FunctionBlock = KitFunctionBlock;
/** @deprecated Import `XmlOptions` from `@pi-tool-repair/grammar-kit`; `grammar-qwen/xml` is removed after one minor version. */
export type XmlOptions = KitXmlOptions;
