import { useId, useState, type FormEvent } from 'react';
import { ApiError, useField, type OwnReview, type Translator } from '@shop/shared';
import {
  EMPTY_DRAFT,
  REVIEW_LIMITS,
  reviewProblems,
  reviewRequest,
  type ReviewDraft,
  type ReviewField,
  type ReviewProblem,
} from './review-rules';
import { countText } from '../../lib/words';
import { saveReview } from './save-review';
import styles from './reviews.module.css';

type Faults = Partial<Record<ReviewField, string>>;

/** Writes or edits the shopper's review: stars as radio buttons, title, text, pros and cons. */
export function ReviewForm({
  productId,
  own,
  words,
  onSaved,
  onCancel,
}: {
  productId: string;
  own: OwnReview | null;
  words: Translator;
  onSaved: (review: OwnReview) => void;
  onCancel: () => void;
}) {
  const { t } = words;
  const [draft, setDraft] = useState<ReviewDraft>(
    own
      ? { rating: own.rating, title: own.title, body: own.body, pros: own.pros, cons: own.cons }
      : EMPTY_DRAFT,
  );
  const [faults, setFaults] = useState<Faults>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const starsName = useId();
  const say = (found: ReviewProblem) => t(found.id, found.values);
  const change = (field: ReviewField, value: string | number) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field the shopper is fixing no longer shows its fault.
    setFaults((current) => {
      if (!current[field]) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = reviewProblems(draft);
    const shown: Faults = Object.fromEntries(
      Object.entries(found).map(([field, fault]) => [field, say(fault)]),
    );
    setFaults(shown);
    if (Object.keys(shown).length > 0) {
      setProblem(t('reviews.error.fix'));
      const first = (['rating', 'title', 'body', 'pros', 'cons'] as const).find((f) => shown[f]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onSaved(await saveReview(productId, reviewRequest(draft), own !== null));
    } catch (error) {
      // The API's message and field faults come in the page's language.
      if (error instanceof ApiError && error.status < 500) {
        setProblem(error.message);
        if (error.fields) setFaults(error.fields as Faults);
      } else {
        setProblem(t('reviews.form.failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="review-form"
    >
      <fieldset
        className={styles.stars}
        aria-describedby={faults.rating ? `${starsName}-error` : undefined}
      >
        <legend>
          {t('reviews.form.rating')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className={styles.starChoices}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.starChoice}>
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={draft.rating === stars}
                onChange={() => change('rating', stars)}
                aria-invalid={faults.rating ? true : undefined}
              />
              <span
                aria-hidden="true"
                className={draft.rating >= stars ? styles.starOn : styles.starOff}
              >
                ★
              </span>
              <span className="visually-hidden">{t('reviews.form.star', { count: stars })}</span>
            </label>
          ))}
        </div>
        {faults.rating && (
          <span id={`${starsName}-error`} className={styles.fieldError}>
            {faults.rating}
          </span>
        )}
      </fieldset>
      <TextField
        name="title"
        label={t('reviews.form.title')}
        required
        value={draft.title}
        limit={REVIEW_LIMITS.title}
        error={faults.title}
        onChange={(value) => change('title', value)}
        words={words}
      />
      <TextField
        name="body"
        label={t('reviews.form.body')}
        required
        multiline
        value={draft.body}
        limit={REVIEW_LIMITS.body}
        error={faults.body}
        onChange={(value) => change('body', value)}
        words={words}
      />
      <TextField
        name="pros"
        label={t('reviews.form.pros')}
        multiline
        value={draft.pros}
        limit={REVIEW_LIMITS.pros}
        error={faults.pros}
        onChange={(value) => change('pros', value)}
        words={words}
      />
      <TextField
        name="cons"
        label={t('reviews.form.cons')}
        multiline
        value={draft.cons}
        limit={REVIEW_LIMITS.cons}
        error={faults.cons}
        onChange={(value) => change('cons', value)}
        words={words}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy
            ? t('reviews.form.sending')
            : own
              ? t('reviews.form.save')
              : t('reviews.form.submit')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('reviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}

function TextField({
  name,
  label,
  required,
  multiline,
  value,
  limit,
  error,
  onChange,
  words,
}: {
  name: ReviewField;
  label: string;
  required?: boolean;
  multiline?: boolean;
  value: string;
  limit: number;
  error: string | undefined;
  onChange: (value: string) => void;
  words: Translator;
}) {
  const { id, errorId, control } = useField(error);
  const left = limit - value.trim().length;
  const common = {
    ...control,
    name,
    value,
    className: styles.input,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...(required ? { required: true } : {}),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea {...common} rows={name === 'body' ? 5 : 2} /> : <input {...common} />}
      {error ? (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      ) : (
        left < limit / 5 && (
          <span className={styles.fieldNote}>
            {words.t('reviews.form.left', { count: countText(Math.max(0, left), words.locale) })}
          </span>
        )
      )}
    </div>
  );
}
