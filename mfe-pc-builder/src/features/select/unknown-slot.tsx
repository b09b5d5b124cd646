import { Link } from 'react-router-dom';
import { useMessages } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import styles from './select.module.css';

/** /pc-builder/select/<id> with an id that names no slot. */
export function UnknownSlot({ componentId }: { componentId: string }) {
  const { t } = useMessages(builderMessages);
  return (
    <div className={styles.page}>
      <Link to="/pc-builder" className={styles.back}>
        {t('select.back')}
      </Link>
      <h1 className={styles.title}>{t('unknown.title')}</h1>
      <p>{t('unknown.text', { id: componentId })}</p>
    </div>
  );
}
