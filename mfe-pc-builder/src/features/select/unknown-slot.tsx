import { Link } from 'react-router-dom';
import styles from './select.module.css';

/** /pc-builder/select/<id> with an id that names no slot. */
export function UnknownSlot({ componentId }: { componentId: string }) {
  return (
    <div className={styles.page}>
      <Link to="/pc-builder" className={styles.back}>
        ← Back to PC Builder
      </Link>
      <h1 className={styles.title}>Unknown component</h1>
      <p>There is no “{componentId}” slot in the PC Builder.</p>
    </div>
  );
}
