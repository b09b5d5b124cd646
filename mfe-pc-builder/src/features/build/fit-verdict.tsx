import type { CheckResult } from '../../lib/compatibility';
import styles from './builder.module.css';

/**
 * The one-line verdict above the findings: nothing wrong, or the parts fit with Warnings
 * (they run, at a risk) listed below. With an Error the findings speak for themselves.
 */
export function FitVerdict({ check }: { check: CheckResult }) {
  if (check.problems.some((problem) => problem.severity === 'error')) return null;
  const warnings = check.problems.length;
  return (
    <p className={warnings === 0 ? styles.ok : styles.warning}>
      {warnings === 0
        ? 'No compatibility problems found.'
        : `The parts fit together, with ${warnings === 1 ? 'a warning' : `${warnings} warnings`}.`}
    </p>
  );
}
