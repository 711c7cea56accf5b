import { makeMessageRunner } from "/work/main/test/bench/subject.mjs";
import { families } from "/work/main/test/bench/families.mjs";
const stringifyAnswer = JSON.stringify;
const { run } = makeMessageRunner(families()["thousands of complete calls"](1048576));
const a = run();
const s = stringifyAnswer(a);
console.log(s.length, s.slice(0, 600));
console.log(JSON.stringify(a.message.content[0]).length, JSON.stringify(a.message.content.slice(1)).length, JSON.stringify(a.recovered).length);
