import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta, useMessages } from '@shop/shared';
import { builderMessages } from '../messages/catalogs';
import { Builder } from '../features/build/builder';
import { readShareLink } from '../features/build/share-link';
import { SharedView } from '../features/build/shared-view';

/** /pc-builder: the shopper's build, or someone's build from a share link. */
export default function BuilderPage() {
  const { t } = useMessages(builderMessages);
  usePageMeta(t('title.builder'), t('meta.builder'));
  const { search } = useLocation();
  const shared = useMemo(() => readShareLink(search), [search]);
  if (shared) return <SharedView link={shared} />;
  return <Builder />;
}
