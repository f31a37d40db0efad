import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the closing lines name. */
const SLOWEST = 10;

/**
 * Prints, after vitest's own summary, the slowest test files of the run (where the time goes)
 * and one plain closing line, "tests: N passed, N failed, N skipped": the line CI reads to tell
 * how many tests ran.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      // A file that failed before its tests ran (an import error) counts as one failure.
      if (
        module.state() === 'failed' &&
        ![...module.children.allTests()].some((t) => t.result().state === 'failed')
      ) {
        counts.failed++;
      }
    }
    const slowest = testModules
      .map((m) => ({ file: m.relativeModuleId, project: m.project.name, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    if (slowest.length > 0) {
      process.stdout.write(`\nslowest ${slowest.length} test files:\n`);
      for (const { file, project, ms } of slowest)
        process.stdout.write(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${project.padEnd(7)} ${file}\n`);
    }
    process.stdout.write(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
