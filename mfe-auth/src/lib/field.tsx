import type { InputHTMLAttributes } from 'react';
import { useField } from '@shop/shared';
import styles from './form.module.css';

/** A labelled input with its error below it, tied together for screen readers. */
export function Field({
  label,
  error,
  ...input
}: { label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const { id, errorId, control } = useField(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input className={styles.input} {...control} {...input} />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
