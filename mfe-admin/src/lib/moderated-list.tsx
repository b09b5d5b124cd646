import { useState, type ReactNode } from 'react';
import styles from './admin.module.css';
import type { Load } from './use-load';

// What the back office's moderated lists share (returns and claims, reviews): a filter by
// state, the list's loading, error and empty states around its table, and actions that
// say what went wrong beside the row.

/** A select of the list's states, '' for all of them. */
export function StateFilter<S extends string>({
  label,
  allLabel,
  states,
  labelOf,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  states: readonly S[];
  labelOf: (state: S) => string;
  value: S | '';
  onChange: (state: S | '') => void;
}) {
  return (
    <label className={styles.field} style={{ maxWidth: '16rem' }}>
      {label}
      <select
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as S | '')}
      >
        <option value="">{allLabel}</option>
        {states.map((state) => (
          <option key={state} value={state}>
            {labelOf(state)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The list's loading, error or empty state, else a table of `headers` over `rows`. */
export function LoadedTable<Row>({
  load,
  loadingText,
  noneText,
  headers,
  row,
}: {
  load: Load<readonly Row[]>;
  loadingText: string;
  noneText: string;
  headers: readonly string[];
  row: (row: Row) => ReactNode;
}) {
  if (load.status === 'loading') return <p className={styles.muted}>{loadingText}</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  if (load.data.length === 0) return <p className={styles.muted}>{noneText}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{load.data.map(row)}</tbody>
      </table>
    </div>
  );
}

/**
 * A row's action: busy while it runs, `onDone` once it went through, else the problem
 * (`errorOf` the error) to show beside the row.
 */
export function useRowAction(onDone: () => void, errorOf: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onDone();
    } catch (error) {
      setProblem(errorOf(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, setProblem, run };
}

/** The problem a row's action met, if any. */
export function RowProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className={styles.error}>
      {problem}
    </p>
  ) : null;
}
