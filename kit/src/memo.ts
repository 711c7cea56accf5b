/**
 * A grammar's state per scan input: `perInput(make)` gives a function that returns the state of an input,
 * made by `make` at its first call and kept while the input lives (a `WeakMap`). The host calls a grammar's
 * scan at every one of its markers of a text in a row, so the last input and its state are kept aside: the
 * usual call costs one comparison.
 */
export function perInput<I extends object, T>(make: (input: I) => T): (input: I) => T {
  const states = new WeakMap<I, T>();
  let lastInput: I | undefined;
  let lastState: T | undefined;
  return (input: I): T => {
    if (input === lastInput) return lastState as T;
    let s = states.get(input);
    if (s === undefined) states.set(input, (s = make(input)));
    lastInput = input;
    lastState = s;
    return s;
  };
}
