import { Link } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { CORE_SLOT_COUNT, SLOTS } from './slots';
import styles from './builder.module.css';

export default function BuilderPage() {
  usePageMeta('PC Builder', 'Choose parts for 16 slots and check they work together.');
  const groups = [
    { title: 'Core components', slots: SLOTS.slice(0, CORE_SLOT_COUNT) },
    { title: 'Peripherals and others', slots: SLOTS.slice(CORE_SLOT_COUNT) },
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>PC Builder</h1>
      <div className={styles.layout}>
        <div>
          {groups.map((group) => (
            <section key={group.title} className={styles.group} aria-label={group.title}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.slots}>
                {group.slots.map((slot) => (
                  <li key={slot.id} className={styles.slot}>
                    <div>
                      <span className={styles.slotName}>
                        {slot.name}
                        {slot.isRequired && <span className={styles.required}> *</span>}
                      </span>
                      <span className={styles.slotDescription}>{slot.description}</span>
                    </div>
                    <Link to={`/pc-builder/select/${slot.id}`} className={styles.choose}>
                      Choose
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside className={styles.summary} aria-label="Build summary">
          <h2 className={styles.groupTitle}>Summary</h2>
          <p>0 items</p>
          <p>
            Estimated wattage: 0 W <span className={styles.beta}>BETA</span>
          </p>
          <button type="button" disabled className={styles.action}>
            Add to Cart
          </button>
          <button type="button" disabled className={styles.action}>
            Save PC
          </button>
          <button type="button" disabled className={styles.action}>
            Clear All
          </button>
        </aside>
      </div>
    </div>
  );
}
