import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusTrap } from './use-focus-trap';

function Dialog({
  name,
  onClose,
  children,
}: {
  name: string;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return (
    <div ref={ref} role="dialog" aria-label={name}>
      <button type="button">{name} first</button>
      {children}
      <button type="button">{name} last</button>
    </div>
  );
}

function Page() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open
      </button>
      {outer && (
        <Dialog name="Drawer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Calculate
          </button>
          {inner && <Dialog name="Calculate" onClose={() => setInner(false)} />}
        </Dialog>
      )}
    </>
  );
}

test('moves focus in, wraps Tab, and gives focus back to the opener on Escape', () => {
  render(<Page />);
  const open = screen.getByRole('button', { name: 'Open' });
  open.focus();
  fireEvent.click(open);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drawer first' }));
  screen.getByRole('button', { name: 'Drawer last' }).focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drawer first' }));
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drawer last' }));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.activeElement).toBe(open);
});

test('a dialog opened inside another owns Escape until it closes', () => {
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const calculate = screen.getByRole('button', { name: 'Calculate' });
  calculate.focus();
  fireEvent.click(calculate);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Calculate first' }));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Calculate' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
  expect(document.activeElement).toBe(calculate);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
