import { useMessages } from '@shop/shared';
import { slotMessages } from '../messages/slot/catalogs';
import { sharedVersionRefusal } from './refusal-of';
import styles from './slot-notice.module.css';

interface SlotNoticeProps {
  /** The remote whose part failed. */
  remote: string;
  error: Error;
  compact: boolean;
  onRetry: () => void;
}

/**
 * What a slot says when its remote's part cannot be shown, in the page's language: that
 * it could not be loaded (Retry loads it again), or that the remote was built for another
 * major version of a shared package than the page runs and is not run on it (Retry
 * re-reads remotes.json, where the team may have pointed back at a build that fits).
 * Loaded with its words only when a part failed (remote-slot.tsx).
 */
export default function SlotNotice({ remote, error, compact, onRetry }: SlotNoticeProps) {
  const { t } = useMessages(slotMessages);
  const refusal = sharedVersionRefusal(error);
  const text = refusal
    ? t(compact ? 'slot.refusedShort' : 'slot.refused')
    : t(compact ? 'slot.unavailableShort' : 'slot.unavailable');
  return (
    <div
      role="alert"
      data-remote-fallback={remote}
      data-remote-refused={refusal ? refusal.mismatch.name : undefined}
      className={compact ? `${styles.notice} ${styles.compact}` : styles.notice}
    >
      <span className={styles.text}>{text}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('slot.retry')}
      </button>
    </div>
  );
}
