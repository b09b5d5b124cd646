import type { ReactNode } from 'react';
import { useField, useMessages, type FieldControl } from '@shop/shared';
import { say } from '../../lib/say';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import form from './checkout.module.css';

interface FieldProps extends FieldControl {
  className?: string;
  required?: boolean;
}

/** A labelled control of the checkout form with its error below; the control is the child's. */
export function Field({
  label,
  required,
  wide,
  error,
  note,
  children,
}: {
  label: string;
  /** A word beside the control that is not a fault (e.g. what a postcode filled in). */
  note?: string | null;
  required?: boolean;
  wide?: boolean;
  error?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const { id, errorId, control } = useField(error);
  // The form's own messages in the page's language; the API's as it gave them.
  const translator = useMessages(checkoutMessages);
  return (
    <div className={wide ? `${form.field} ${form.wide}` : form.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        ...control,
        className: form.input,
        ...(required ? { required: true } : {}),
      })}
      {error && (
        <span id={errorId} className={form.fieldError}>
          {say(translator, error)}
        </span>
      )}
      {note && !error && (
        <span role="status" className={form.fieldNote}>
          {say(translator, note)}
        </span>
      )}
    </div>
  );
}
