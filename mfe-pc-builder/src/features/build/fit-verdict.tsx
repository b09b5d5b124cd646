import { useMessages } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import type { CheckResult } from '../../lib/compatibility';
import styles from './builder.module.css';

/**
 * The one-line verdict above the findings: nothing wrong, or the parts fit with Warnings
 * (they run, at a risk) listed below. With an Error the findings speak for themselves.
 */
export function FitVerdict({ check }: { check: CheckResult }) {
  const { t } = useMessages(builderMessages);
  if (check.problems.some((problem) => problem.severity === 'error')) return null;
  const warnings = check.problems.length;
  return (
    <p className={warnings === 0 ? styles.ok : styles.warning}>
      {warnings === 0 ? t('verdict.fine') : t('verdict.warnings', { count: warnings })}
    </p>
  );
}
