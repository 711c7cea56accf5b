// The message inputs of the bench by name (run.mjs measures them, profile.mjs profiles them): name → make(size).
import { ADVERSARIAL, ISSUE_11, MANY_SPANS, allMarkers, prose, proseWithFences } from "./inputs.mjs";
import { loadedGrammars } from "./subject.mjs";

/** The markers of every loaded grammar (in the host's resolved order). */
export function loadedMarkers() {
  return [...new Set(loadedGrammars().flatMap((g) => g.markers))];
}

/** Every bench family: name → { make(size), adversarial }. */
export function familyList() {
  const markers = loadedMarkers();
  return [
    { name: "clean prose", make: (n) => prose(n), adversarial: false },
    { name: "prose with code fences", make: proseWithFences, adversarial: false },
    ...Object.entries({ ...ISSUE_11, ...ADVERSARIAL }).map(([name, make]) => ({ name, make, adversarial: true })),
    { name: "every loaded marker, dangling", make: (n) => allMarkers(markers, n), adversarial: true },
    ...Object.entries(MANY_SPANS).map(([name, make]) => ({ name, make, adversarial: true })),
  ];
}

/** name → make(size). */
export function families() {
  return Object.fromEntries(familyList().map((f) => [f.name, f.make]));
}
