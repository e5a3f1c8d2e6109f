// Adds up the vitest and Playwright JSON reports and the smoke checks into one line: "N passed, N failed".
// A missing report counts as one failure, so a suite that never ran cannot pass unnoticed.
import { existsSync, readFileSync } from "node:fs";

const [vitestFile, e2eFile, smokePassed, smokeFailed] = process.argv.slice(2);
let passed = Number(smokePassed) || 0;
let failed = Number(smokeFailed) || 0;

function read(file) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    failed += 1;
    return undefined;
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

const unit = read(vitestFile);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  console.log(`unit and API: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
}
const e2e = read(e2eFile);
if (e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  console.log(
    `end-to-end: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`,
  );
  for (const error of e2e.errors ?? []) {
    console.log(`end-to-end error: ${error.message}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
