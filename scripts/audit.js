#!/usr/bin/env node
// `npm run audit`: `npm audit --omit=dev` must show no high or critical advisory. Exit 0 when clean, 1 when there are
// high or critical advisories, 3 when the registry's audit endpoint cannot answer (some mirrors answer 405): that is
// reported loudly, never as a pass. QUIRE_AUDIT_REQUIRED=1 makes an unavailable endpoint fail too (exit 3 either way).
import { spawnSync } from 'node:child_process';

/** Read `npm audit --json` output: the verdict and its counts. */
export function judgeAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { status: 'unavailable', reason: 'npm audit printed no JSON report' };
  }
  if (report.error || report.statusCode || report.message) {
    return { status: 'unavailable', reason: report.message ?? report.error?.summary ?? `status ${report.statusCode}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { status: 'unavailable', reason: 'the report has no vulnerability counts' };
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  return { status: serious > 0 ? 'fail' : 'pass', counts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const verdict = judgeAudit(run.stdout);
  if (verdict.status === 'unavailable') {
    console.log(
      `AUDIT NOT RUN: the registry's audit endpoint is unavailable (${verdict.reason}). Run \`npm run audit\` where it answers.`,
    );
    process.exit(3);
  }
  const c = verdict.counts;
  console.log(
    `npm audit --omit=dev: ${c.critical ?? 0} critical, ${c.high ?? 0} high, ${c.moderate ?? 0} moderate, ${c.low ?? 0} low`,
  );
  process.exit(verdict.status === 'pass' ? 0 : 1);
}
