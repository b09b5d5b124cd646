import { render, screen } from '@testing-library/react';
import { useField } from './use-field';

function Demo({ error }: { error?: string }) {
  const { id, errorId, control } = useField(error);
  return (
    <div>
      <label htmlFor={id}>Email</label>
      <input {...control} />
      {error && <p id={errorId}>{error}</p>}
    </div>
  );
}

it('ties the control to its label, and to its error only while there is one', () => {
  const { rerender } = render(<Demo />);
  const input = screen.getByLabelText('Email');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');

  rerender(<Demo error="Please enter a valid email address" />);
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
});
