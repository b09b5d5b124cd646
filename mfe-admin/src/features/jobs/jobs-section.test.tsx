import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, resetPage, type ApiCall } from '@shop/shared/testing';
import { JobsSection } from './jobs-section';

// The back office's Jobs tab: a mail given up after its retries is shown with the reason,
// and an admin runs it again with one button.

const failed = {
  id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'mail',
  detail: 'order.confirmation CH-MAIL000001',
  state: 'failed',
  attempts: 9,
  retryLimit: 8,
  lastError: '451 mailbox busy, try later',
  nextRunAt: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:40:00.000Z',
};

beforeEach(() => resetPage());

test('a failed mail job shows its reason and attempts; Retry runs it again', async () => {
  let retried = false;
  const { calls } = fakeApi({
    'GET /api/v1/admin/jobs': (call: ApiCall) => ({
      status: 200,
      body: { items: call.query.get('state') === 'failed' && !retried ? [failed] : [] },
    }),
    [`POST /api/v1/admin/jobs/${failed.id}/retry`]: () => {
      retried = true;
      return { status: 200, body: { ...failed, state: 'pending' } };
    },
  });
  render(
    <MemoryRouter initialEntries={['/admin?tab=jobs']}>
      <JobsSection />
    </MemoryRouter>,
  );
  const table = await screen.findByRole('table', { name: 'Jobs' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes('CH-MAIL000001'));
  expect(row).toHaveTextContent('451 mailbox busy, try later');
  expect(row).toHaveTextContent('9 of 9');
  expect(calls.find((call) => call.path === '/api/v1/admin/jobs')?.query.get('state')).toBe(
    'failed',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Retry order.confirmation CH-MAIL000001' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'order.confirmation CH-MAIL000001 will run again now.',
  );
  await waitFor(() => expect(screen.getByText('No jobs here.')).toBeInTheDocument());
});
