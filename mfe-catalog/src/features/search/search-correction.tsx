import { Link } from 'react-router-dom';
import { richText } from '@shop/shared';
import { useListingWords } from '../../lib/words';
import styles from './search-correction.module.css';

export interface SearchCorrectionProps {
  /** The text searched instead (the API's correctedQuery). */
  corrected: string;
  /** What the shopper typed. */
  typed: string;
  /** The query string that searches `typed` as it is (exact=true). */
  exactSearch: string;
}

/**
 * When a misspelt word was corrected: what was searched instead, and a link that
 * searches the text as typed (a brand or model the catalog may spell otherwise).
 */
export function SearchCorrection({ corrected, typed, exactSearch }: SearchCorrectionProps) {
  const { t } = useListingWords();
  return (
    <p className={styles.correction} data-testid="search-correction">
      {richText(t('search.showing', { corrected }), [
        (text) => <strong className={styles.corrected}>{text}</strong>,
      ])}
      <br />
      <Link className={styles.exact} to={{ search: exactSearch }}>
        {t('search.instead', { typed })}
      </Link>
    </p>
  );
}
