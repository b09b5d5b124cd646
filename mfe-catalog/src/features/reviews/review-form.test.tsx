import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadMessages, type MessageValues, type OwnReview } from '@shop/shared';
import { reviewsMessages } from '../../messages/reviews/catalogs';
import { ReviewForm } from './review-form';
import { saveReview } from './save-review';

// The review form as a shopper meets it: what it says beside each field before anything
// is sent, and what it sends.

// The API call is the boundary: what the form hands it is what the shopper sent.
jest.mock('./save-review', () => ({
  saveReview: jest.fn(async (): Promise<OwnReview> => ({
    id: 'rev_1',
    rating: 4,
    title: 'Quiet',
    body: 'Runs cool.',
    pros: '',
    cons: 'Pricey',
    author: 'Rina S.',
    verifiedPurchase: true,
    helpfulCount: 0,
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
    status: 'pending',
    hiddenReason: null,
  })),
}));
const save = saveReview as jest.MockedFunction<typeof saveReview>;
beforeEach(() => save.mockClear());

async function renderForm(onSaved = jest.fn()) {
  const i18n = await loadMessages(reviewsMessages, 'en');
  const words = {
    locale: 'en' as const,
    i18n,
    t: (id: string, values?: MessageValues) => i18n._(id, values),
  };
  render(
    <ReviewForm
      productId="prd_1"
      own={null}
      words={words}
      onSaved={onSaved}
      onCancel={jest.fn()}
    />,
  );
  return { form: screen.getByTestId('review-form'), onSaved };
}

it('an empty form is not sent: it asks for the stars, a title and the text, beside each', async () => {
  const { form } = await renderForm();
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
  });
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'Please correct the highlighted fields',
  );
  expect(form).toHaveTextContent('Choose from 1 to 5 stars');
  expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    'Give your review a title',
  );
  expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
    'Write your review',
  );
  expect(within(form).getByRole('textbox', { name: 'Pros (optional)' })).not.toHaveAttribute(
    'aria-invalid',
  );
  expect(save).not.toHaveBeenCalled();
});

it('a title over its length is refused before sending', async () => {
  const { form } = await renderForm();
  fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
    target: { value: 'x'.repeat(101) },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), {
    target: { value: 'Fine.' },
  });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
  });
  expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    'Use at most 100 characters',
  );
  expect(save).not.toHaveBeenCalled();
});

it('a complete review is sent trimmed, with the stars chosen as a radio button', async () => {
  const { form, onSaved } = await renderForm();
  const four = within(form).getByRole('radio', { name: '4 stars' });
  expect(four).toHaveAttribute('type', 'radio');
  fireEvent.click(four);
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
    target: { value: '  Quiet ' },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), {
    target: { value: 'Runs cool.' },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Cons (optional)' }), {
    target: { value: 'Pricey' },
  });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
  });
  expect(save).toHaveBeenCalledWith(
    'prd_1',
    { rating: 4, title: 'Quiet', body: 'Runs cool.', cons: 'Pricey' },
    false,
  );
  await waitFor(() =>
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'rev_1', status: 'pending' }),
    ),
  );
});
