/**
 * Where streamed text may turn into markup (`holdBackFrom`): what a streaming caller (the proxy, an AI SDK
 * middleware) holds back until the turn's end, when the message pipeline can decide. Imports nothing of the host's
 * state: it reads the active grammars' declared markers only.
 */

import { CR, LF, isLineSpace } from "@pi-tool-repair/grammar-kit";

/** What `holdBackFrom` reads of a grammar: its declared markers, which of them are plain text (`bare`), its owned markup. */
export interface HoldBackGrammar {
  readonly markers: readonly string[];
  /** Markers that begin markup only at the start of a line (after spaces or tabs): `{` and `[` of bare JSON. */
  readonly bare?: readonly string[];
  /**
   * The markup it owns: a closer counts as a marker here, since markup may begin before its marker at one (a scan's
   * `start`: GigaChat 3's call turn begins at the `<|message_sep|>` that closes the turn before it).
   */
  readonly owns?: readonly { readonly open: string; readonly close?: string | undefined }[];
}

/** Space, tab or the `\r` of a CRLF. */
const isBlank = (c: number) => isLineSpace(c) || c === CR;

/** Whether `text[at]` stands at the start of its line, after spaces or tabs only (a walk back over that run). */
function atLineStart(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
  return i < 0 || text.charCodeAt(i) === LF;
}

/**
 * The index from which `text` may be markup of one of `grammars`: the first position at or after `from` where a
 * marker or an owned closer occurs (a `bare` marker only at the start of a line), or where the rest of the text is
 * a proper prefix of one (it may become one when more text arrives); `text.length` when neither. Text before the index is never
 * markup, whatever follows. Linear in `text.length - from`: each position is compared with the markers that
 * begin with its character, and each comparison reads at most the longest marker.
 */
export function holdBackFrom(text: string, grammars: readonly HoldBackGrammar[], from = 0): number {
  const byFirst = new Map<number, { marker: string; bare: boolean }[]>();
  for (const g of grammars) {
    const bare = new Set(g.bare ?? []);
    const closers = (g.owns ?? []).flatMap((o) => (o.close === undefined ? [] : [o.close]));
    for (const marker of [...g.markers, ...closers]) {
      if (marker.length === 0) continue;
      const c = marker.charCodeAt(0);
      let list = byFirst.get(c);
      if (list === undefined) byFirst.set(c, (list = []));
      list.push({ marker, bare: bare.has(marker) });
    }
  }
  if (byFirst.size === 0) return text.length;
  for (let i = Math.max(0, from); i < text.length; i++) {
    const list = byFirst.get(text.charCodeAt(i));
    if (list === undefined) continue;
    const rest = text.length - i;
    for (const { marker, bare } of list) {
      if (bare && !atLineStart(text, i)) continue;
      // a whole marker here, or the text ends inside one
      if (rest >= marker.length ? text.startsWith(marker, i) : marker.startsWith(text.slice(i))) return i;
    }
  }
  return text.length;
}
