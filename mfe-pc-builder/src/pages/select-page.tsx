import { useNavigate, useParams } from 'react-router-dom';
import { builderSlot, usePageMeta } from '@shop/shared';
import type { BuilderProduct } from '../lib/part-specs';
import { buildStore, useBuild } from '../features/build/build-store';
import { PartPicker } from '../features/select/part-picker';
import { UnknownSlot } from '../features/select/unknown-slot';

/** /pc-builder/select/<slot>: the parts for one slot; choosing one puts it in the build. */
export default function SelectPage() {
  const { componentId = '' } = useParams();
  const slot = builderSlot(componentId);
  usePageMeta(slot ? `Choose ${slot.name}` : 'Choose a component');
  const navigate = useNavigate();
  const build = useBuild();
  if (!slot) return <UnknownSlot componentId={componentId} />;

  const choose = (part: BuilderProduct) => {
    buildStore.choose(slot.id, part);
    navigate('/pc-builder');
  };
  return <PartPicker slot={slot} parts={build.parts} onChoose={choose} />;
}
