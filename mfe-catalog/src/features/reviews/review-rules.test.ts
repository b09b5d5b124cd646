import { EMPTY_DRAFT, REVIEW_LIMITS, reviewProblems, reviewRequest } from './review-rules';

// The review form's checks: what a shopper is told beside each field before sending.

const good = { rating: 4, title: 'Quiet', body: 'Runs cool under load.', pros: '', cons: '' };

describe('reviewProblems', () => {
  it('an empty form asks for the stars, a title and the text; pros and cons may stay empty', () => {
    expect(reviewProblems(EMPTY_DRAFT)).toEqual({
      rating: { id: 'reviews.error.rating' },
      title: { id: 'reviews.error.title' },
      body: { id: 'reviews.error.body' },
    });
  });

  it('a complete review has no problem', () => {
    expect(reviewProblems(good)).toEqual({});
    expect(reviewProblems({ ...good, rating: 1 })).toEqual({});
    expect(reviewProblems({ ...good, rating: 5 })).toEqual({});
  });

  it('spaces alone are not a title or a text', () => {
    expect(reviewProblems({ ...good, title: '   ', body: '\n\t' })).toEqual({
      title: { id: 'reviews.error.title' },
      body: { id: 'reviews.error.body' },
    });
  });

  it('stars outside 1-5 are refused', () => {
    for (const rating of [0, 6, 2.5, -1]) {
      expect(reviewProblems({ ...good, rating })).toEqual({
        rating: { id: 'reviews.error.rating' },
      });
    }
  });

  it('each text has its limit, counted after trimming', () => {
    for (const field of ['title', 'body', 'pros', 'cons'] as const) {
      const limit = REVIEW_LIMITS[field];
      expect(reviewProblems({ ...good, [field]: ` ${'x'.repeat(limit)} ` })).toEqual({});
      expect(reviewProblems({ ...good, [field]: 'x'.repeat(limit + 1) })).toEqual({
        [field]: { id: 'reviews.error.tooLong', values: { limit } },
      });
    }
  });
});

describe('reviewRequest', () => {
  it('sends trimmed texts and leaves empty pros and cons out', () => {
    expect(reviewRequest({ ...good, title: ' Quiet ', pros: ' Fast ', cons: '  ' })).toEqual({
      rating: 4,
      title: 'Quiet',
      body: 'Runs cool under load.',
      pros: 'Fast',
    });
  });
});
