// A Vitest reporter for scripts/test.mjs: keeps the file named by CURO_RUNNING_FILE listing the
// test files and tests under way, one per line, so that a run stopped at its time limit says
// what it was waiting on. Without CURO_RUNNING_FILE it does nothing.
import fs from 'node:fs';
import path from 'node:path';

export default class RunningTests {
  /** @type {Map<string, Set<string>>} test file (relative) -> its tests under way */
  running = new Map();
  file = process.env.CURO_RUNNING_FILE;
  root = process.cwd();

  write() {
    if (!this.file) return;
    const lines = [];
    for (const [module, tests] of this.running) {
      lines.push(module);
      for (const name of tests) lines.push(`  › ${name}`);
    }
    fs.writeFileSync(this.file, lines.length ? `${lines.join('\n')}\n` : '');
  }

  name(testModule) {
    return `${testModule.project.name} ${path.relative(this.root, testModule.moduleId)}`;
  }

  onTestModuleStart(testModule) {
    this.running.set(this.name(testModule), new Set());
    this.write();
  }

  onTestModuleEnd(testModule) {
    this.running.delete(this.name(testModule));
    this.write();
  }

  onTestCaseReady(testCase) {
    this.running.get(this.name(testCase.module))?.add(testCase.fullName);
    this.write();
  }

  onTestCaseResult(testCase) {
    this.running.get(this.name(testCase.module))?.delete(testCase.fullName);
    this.write();
  }
}
