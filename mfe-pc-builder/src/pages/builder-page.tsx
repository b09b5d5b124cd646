import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { Builder } from '../features/build/builder';
import { readShareLink } from '../features/build/share-link';
import { SharedView } from '../features/build/shared-view';

/** /pc-builder: the shopper's build, or someone's build from a share link. */
export default function BuilderPage() {
  usePageMeta('PC Builder', 'Choose parts for 16 slots and check they work together.');
  const { search } = useLocation();
  const shared = useMemo(() => readShareLink(search), [search]);
  if (shared) return <SharedView link={shared} />;
  return <Builder />;
}
