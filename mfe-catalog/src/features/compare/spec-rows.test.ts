import { product } from '../../testing/catalog-fixtures';
import { specRows } from './spec-rows';

const monitor = (slug: string, specifications: { label: string; value: string }[]) =>
  product({ slug, category: 'monitors', specifications });

describe('specRows', () => {
  it('lists every label any product has, in order, with an empty cell where one lacks it', () => {
    const rows = specRows([
      monitor('a', [
        { label: 'Size', value: '27"' },
        { label: 'Panel', value: 'IPS' },
      ]),
      monitor('b', [
        { label: 'Size', value: '27"' },
        { label: 'Refresh Rate', value: '165 Hz' },
      ]),
      monitor('c', [{ label: 'Panel', value: 'ips' }]),
    ]);
    expect(rows).toEqual([
      { label: 'Size', values: ['27"', '27"', undefined], differs: true },
      { label: 'Panel', values: ['IPS', undefined, 'ips'], differs: true },
      { label: 'Refresh Rate', values: [undefined, '165 Hz', undefined], differs: true },
    ]);
  });

  it('marks a row whose values are the same (ignoring case and spacing) as not differing', () => {
    const rows = specRows([
      monitor('a', [{ label: 'Resolution', value: '3840 x 2160' }]),
      monitor('b', [{ label: 'Resolution', value: '3840  X 2160' }]),
    ]);
    expect(rows[0]!.differs).toBe(false);
  });

  it('marks nothing as differing for one product alone', () => {
    expect(specRows([monitor('a', [{ label: 'Size', value: '24"' }])])[0]!.differs).toBe(false);
  });
});
