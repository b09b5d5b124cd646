import { useNavigate, useParams } from 'react-router-dom';
import { builderSlot, usePageMeta, useMessages } from '@shop/shared';
import { builderMessages } from '../messages/catalogs';
import type { BuilderProduct } from '../lib/part-specs';
import { buildStore, useBuild } from '../features/build/build-store';
import { PartPicker } from '../features/select/part-picker';
import { UnknownSlot } from '../features/select/unknown-slot';

/** /pc-builder/select/<slot>: the parts for one slot; choosing one puts it in the build. */
export default function SelectPage() {
  const { t } = useMessages(builderMessages);
  const { componentId = '' } = useParams();
  const slot = builderSlot(componentId);
  usePageMeta(slot ? t('title.select', { slot: t(`slot.${slot.id}`) }) : t('title.unknownSlot'));
  const navigate = useNavigate();
  const build = useBuild();
  if (!slot) return <UnknownSlot componentId={componentId} />;

  const choose = (part: BuilderProduct) => {
    buildStore.choose(slot.id, part);
    navigate('/pc-builder');
  };
  return <PartPicker slot={slot} parts={build.parts} onChoose={choose} />;
}
