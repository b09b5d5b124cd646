import { useId } from 'react';

export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Ties a form control to its label and its error message for screen readers: the id for
 * `<label htmlFor>`, the control's attributes (invalid and described by the error only
 * while there is one) and the error element's id. Every form of the shop uses it, so a
 * field reads the same way in every remote.
 */
export function useField(error: string | null | undefined): {
  id: string;
  errorId: string;
  control: FieldControl;
} {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    control: error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id },
  };
}
