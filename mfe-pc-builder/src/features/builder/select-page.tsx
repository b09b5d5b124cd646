import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { slotInfo } from './slots';
import styles from './builder.module.css';

export default function SelectPage() {
  const { componentId = '' } = useParams();
  const slot = slotInfo(componentId);
  usePageMeta(slot ? `Choose ${slot.name}` : 'Choose a component');
  return (
    <div className={styles.page}>
      <Link to="/pc-builder" className={styles.back}>
        ← Back to PC Builder
      </Link>
      <h1 className={styles.title}>{slot ? `Choose ${slot.name}` : 'Unknown component'}</h1>
      <p className={styles.slotDescription}>No products found</p>
    </div>
  );
}
