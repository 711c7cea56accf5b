/** Character classes recovery reads. */

/** Whitespace as the choice and the joiner read it: space, tab, LF, CR, FF, VT, NBSP and the ideographic space. */
export const isSpaceCode = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0x3000;
