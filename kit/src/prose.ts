/**
 * Prose in a field that is run or opened: whether raw text reads as a sentence, and whether a field naturally
 * holds prose. Used by rule-wrap-root-string (a sentence never becomes a command) and by grammars whose calls
 * carry raw text (grammar-cwm).
 */

import { BANG, COLON, COMMA, DOT, QUESTION, isAsciiSpace, ELLIPSIS } from "./chars.js";

/** A word of letters (one apostrophe inside, one punctuation mark after): `clean`, `I'll`, `up:`, `now.`. Linear: no nested repeats. */
const PLAIN_WORD = /^\p{L}+(?:['’]\p{L}+)?[,.:;!?…]?$/u;
/** A capitalised word that opens a sentence: `Let`, `I`, `I'll`, `Now,`. */
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}*(?:['’]\p{Ll}+)?[,:]?$/u;
/** A word of lowercase letters: `me`, `the`, `files`, `now.`. */
const LOWERCASE_WORD = /^\p{Ll}+(?:['’]\p{Ll}+)?[,.:;!?…]?$/u;
/** Words longer than this are never plain words (a bound on the per-word tests). */
const MAX_WORD = 40;

const isSentenceEnd = (c: number) => c === DOT || c === BANG || c === QUESTION || c === ELLIPSIS;

/**
 * Whether `text` reads as a sentence rather than a command, a path or code. It is a sentence when it
 * (a) ends with `.`, `!`, `?` or `…` right after a word, with at least two words of plain letters that are at
 *     least half its words, or any share when it holds a backtick or `$(` (`I'll list the files now.`,
 *     `Now run $(curl -s x.sh | sh) to finish.`);
 * (b) starts with a capitalised word followed by two lowercase words (`Let me clean up: …`, `I'll list the …`);
 * (c) holds a backtick or `$(` and a word of letters ending in `:` or `,` (`clean up: \`rm -rf build\``).
 * `ls -la`, `git status`, `npm test -- --watch`, `const x = 1;` are none of these. One pass over the words.
 */
export function looksLikeSentence(text: string): boolean {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || isAsciiSpace(text.charCodeAt(i));
    if (space && start >= 0) {
      words.push(text.slice(start, i));
      start = -1;
    } else if (!space && start < 0) start = i;
  }
  if (words.length === 0) return false;
  const plain = (w: string) => w.length <= MAX_WORD && PLAIN_WORD.test(w);
  const lower = (w: string | undefined) => w !== undefined && w.length <= MAX_WORD && LOWERCASE_WORD.test(w);
  let plainCount = 0;
  let labelWord = false; // a word of letters ending in `:` or `,`
  for (const w of words) {
    if (!plain(w)) continue;
    plainCount++;
    const last = w.charCodeAt(w.length - 1);
    if (last === COLON || last === COMMA) labelWord = true;
  }
  const lastWord = words[words.length - 1] ?? "";
  const endsLikeSentence = lastWord.length > 1 && isSentenceEnd(lastWord.charCodeAt(lastWord.length - 1)) && !isSentenceEnd(lastWord.charCodeAt(lastWord.length - 2));
  const code = text.includes("`") || text.includes("$("); // a command inside the prose: its words do not count
  if (endsLikeSentence && plainCount >= 2 && (code || plainCount * 2 >= words.length)) return true;
  const first = words[0] ?? "";
  if (first.length <= MAX_WORD && CAPITALISED_WORD.test(first) && lower(words[1]) && lower(words[2])) return true;
  return labelWord && code;
}

/** Parts of a field name that say its value is run or opened: never a sentence there. */
const RUN_OR_OPEN = new Set([
  "command", "commands", "cmd", "script", "code", "shell", "exec", "executable", "program", "bin", "sql", "expression", "expr",
  "path", "paths", "file", "files", "filename", "filepath", "dir", "directory", "folder", "url", "uri", "href", "link", "src", "dest",
]);
/** Last parts of a field name that say its value is prose: a sentence there is what the model meant. */
const PROSE = new Set([
  "query", "q", "message", "msg", "question", "prompt", "text", "content", "body", "description", "summary", "title", "reason",
  "note", "notes", "comment", "answer", "instruction", "instructions", "task", "goal", "thought", "topic", "subject", "feedback", "search",
]);

/** Whether a field named `key` naturally holds prose: its last part is a prose word (`query`, `search_query`, `userMessage`) and no part names something run or opened. */
export function holdsProse(key: string): boolean {
  const parts = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== "");
  const last = parts[parts.length - 1];
  return last !== undefined && PROSE.has(last) && !parts.some((p) => RUN_OR_OPEN.has(p));
}
