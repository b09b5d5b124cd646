import { isApiError } from '@shop/shared';
import styles from './admin.module.css';

export type FieldErrors = Record<string, string>;

/** The API's message per refused field, when it sent them. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return isApiError(error) && error.fields ? error.fields : {};
}

/** The id of a field's message, for the field's aria-describedby. */
export const fieldErrorId = (form: string, field: string) => `${form}-${field}-error`;

/** The props that tie an input to its message (and mark it invalid) when it has one. */
export function describedBy(form: string, field: string, errors: FieldErrors) {
  return errors[field]
    ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(form, field) }
    : { 'aria-invalid': false };
}

export function FieldError({
  form,
  field,
  errors,
}: {
  form: string;
  field: string;
  errors: FieldErrors;
}) {
  const text = errors[field];
  return text ? (
    <span id={fieldErrorId(form, field)} className={styles.fieldError}>
      {text}
    </span>
  ) : null;
}
