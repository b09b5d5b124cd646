import { ddr5Kit, ryzen7600, b650 } from '../../testing/seeded-parts.fixture';
import { partIds, readShareLink, sharePath, sharedBuildPath } from './share-link';

test('a build survives the round trip through its share link', () => {
  const path = sharePath(
    'Eid gaming rig',
    partIds({ cpu: ryzen7600, motherboard: b650, ram: ddr5Kit }),
  );
  expect(path.startsWith('/pc-builder?view=shared&')).toBe(true);
  expect(readShareLink(path.slice(path.indexOf('?')))).toEqual({
    name: 'Eid gaming rig',
    ids: { cpu: ryzen7600.id, motherboard: b650.id, ram: ddr5Kit.id },
  });
});

test('an account build is shared by its share id', () => {
  const path = sharedBuildPath('AbC-123_x');
  expect(readShareLink(path.slice(path.indexOf('?')))).toEqual({ shareId: 'AbC-123_x' });
});

test('unknown slots are ignored, and a link with no parts is no share link', () => {
  expect(readShareLink('?view=shared&toaster=1&cpu=c1')).toEqual({ name: '', ids: { cpu: 'c1' } });
  expect(readShareLink('?view=shared&toaster=1')).toBeNull();
  expect(readShareLink('?cpu=c1')).toBeNull();
});
