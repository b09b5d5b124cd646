import type { ReactNode } from 'react';
import { CompareTrayMount } from '../features/compare/compare-tray-mount';
import { CartNoticeRegion } from './cart-notice';
import { SampleNotice } from './sample-notice';
import styles from './products.module.css';

/** Every catalog page: its content, the sample-data notice and the cart feedback. */
export function PageFrame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.pageWide : styles.page}>
      <SampleNotice />
      {children}
      <CartNoticeRegion />
      <CompareTrayMount />
    </div>
  );
}
