import { Link } from 'react-router-dom';
import { apiAssetUrl, useMessages, type BuilderSlotContract } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import type { BuilderProduct } from '../../lib/part-specs';
import type { PartFlag } from './build-store';
import styles from './builder.module.css';

// Short labels drawn as the slot's icon: they read at a glance and need no icon font.
const ICON_TEXT: Record<string, string> = {
  cpu: 'CPU',
  fan: 'FAN',
  board: 'MB',
  memory: 'RAM',
  drive: 'SSD',
  gpu: 'GPU',
  power: 'PSU',
  case: 'CASE',
  monitor: 'MON',
  keyboard: 'KB',
  mouse: 'MS',
  speaker: 'SPK',
  headphone: 'HP',
  wifi: 'WiFi',
  shield: 'AV',
  battery: 'UPS',
};

/** The catalog ids of a chosen part's flag. */
export const FLAG_TEXT: Record<PartFlag, string> = {
  gone: 'flag.gone',
  'sold-out': 'flag.sold-out',
};

interface SlotRowProps {
  slot: BuilderSlotContract;
  part: BuilderProduct | undefined;
  flag: PartFlag | undefined;
  price: (amount: number) => string;
  onRemove: () => void;
}

export function SlotRow({ slot, part, flag, price, onRemove }: SlotRowProps) {
  const { t } = useMessages(builderMessages);
  const name = t(`slot.${slot.id}`);
  return (
    <li className={styles.slot} data-slot={slot.id}>
      <span className={styles.icon} aria-hidden="true">
        {ICON_TEXT[slot.icon] ?? slot.name.slice(0, 3).toUpperCase()}
      </span>
      <div className={styles.slotBody}>
        <span className={styles.slotName}>
          {name}
          {slot.isRequired && (
            <span className={styles.required}>
              {' '}
              *<span className={styles.visuallyHidden}> {t('slot.required')}</span>
            </span>
          )}
        </span>
        {part ? (
          <div className={styles.part}>
            <img
              className={styles.partImage}
              src={apiAssetUrl(part.image)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <div className={styles.partText}>
              <span className={styles.partName}>{part.name}</span>
              <span className={styles.partPrice}>{price(part.price)}</span>
              {flag && <span className={styles.flag}>{t(FLAG_TEXT[flag])}</span>}
            </div>
          </div>
        ) : (
          <span className={styles.slotDescription}>{t(`slotInfo.${slot.id}`)}</span>
        )}
      </div>
      <div className={styles.slotActions}>
        <Link
          to={`/pc-builder/select/${slot.id}`}
          className={styles.choose}
          aria-label={t(part ? 'slot.changeNamed' : 'slot.chooseNamed', { slot: name })}
        >
          {part ? t('slot.change') : t('slot.choose')}
        </Link>
        {part && (
          <button
            type="button"
            className={styles.remove}
            onClick={onRemove}
            aria-label={t('slot.removeNamed', { slot: name })}
          >
            {t('slot.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
