import { useState } from 'react';
import styles from '../../lib/admin.module.css';
import { errorText } from '../../lib/format';
import { useWords } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { getJobs, type AdminJob, type JobState } from './get-jobs';
import { retryJob } from './retry-job';

const STATES: readonly JobState[] = ['failed', 'pending', 'active', 'completed'];

type Message = { error: boolean; text: string } | null;

/**
 * The durable jobs (mails, sweeps): those given up (failed) first, with why, and a button
 * that runs one again; those waiting, with when they run next.
 */
export function JobsSection() {
  const words = useWords();
  const { t, when, num } = words;
  const [state, setState] = useState<JobState>('failed');
  const [load, reload] = useLoad(`jobs:${state}`, () => getJobs(state));
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);

  async function retry(job: AdminJob) {
    setBusy(job.id);
    setMessage(null);
    try {
      await retryJob(job.id);
      setMessage({ error: false, text: t('jobs.retried', { job: job.detail ?? job.name }) });
      reload();
    } catch (error) {
      setMessage({ error: true, text: errorText(error, words) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('jobs.title')}</h2>
      <p className={styles.muted}>{t('jobs.intro')}</p>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('jobs.state')}
          <select
            className={styles.select}
            value={state}
            onChange={(event) => {
              setMessage(null);
              setState(event.target.value as JobState);
            }}
          >
            {STATES.map((option) => (
              <option key={option} value={option}>
                {t(`jobs.state.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.secondary} onClick={reload}>
          {t('jobs.refresh')}
        </button>
      </div>
      {message ? (
        <p className={message.error ? styles.error : styles.notice} role="status">
          {message.text}
        </p>
      ) : null}
      {load.status === 'loading' ? <p className={styles.muted}>{t('jobs.loading')}</p> : null}
      {load.status === 'error' ? <p className={styles.error}>{load.message}</p> : null}
      {load.status === 'ready' && load.data.items.length === 0 ? (
        <p className={styles.muted}>{t('jobs.empty')}</p>
      ) : null}
      {load.status === 'ready' && load.data.items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table
            className={`${styles.table} ${styles.stackTable}`}
            aria-label={t('jobs.tableLabel')}
          >
            <thead>
              <tr>
                <th>{t('jobs.job')}</th>
                <th>{t('jobs.attempts')}</th>
                <th>{t('jobs.nextRun')}</th>
                <th>{t('jobs.reason')}</th>
                <th>{t('jobs.action')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((job) => (
                <tr key={job.id}>
                  <td data-label={t('jobs.job')}>
                    {job.detail ?? job.name}
                    <div className={styles.muted}>
                      {t(`jobs.state.${job.state}`)} · {when(job.createdAt)}
                    </div>
                  </td>
                  <td data-label={t('jobs.attempts')}>
                    {t('jobs.attemptsOf', {
                      attempts: num(job.attempts),
                      allowed: num(job.retryLimit + 1),
                    })}
                  </td>
                  <td data-label={t('jobs.nextRun')}>
                    {job.nextRunAt ? when(job.nextRunAt) : '—'}
                  </td>
                  <td data-label={t('jobs.reason')}>{job.lastError ?? '—'}</td>
                  <td data-label={t('jobs.action')}>
                    {job.state === 'failed' ? (
                      <button
                        type="button"
                        className={styles.button}
                        disabled={busy !== null}
                        aria-label={t('jobs.retryLabel', { job: job.detail ?? job.name })}
                        onClick={() => void retry(job)}
                      >
                        {t('jobs.retry')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
