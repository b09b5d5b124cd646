import { ByteWriter } from '../../src/lib/byte-writer';

// Answers are written as bytes: what comes out must be what JSON.stringify and
// TextEncoder would have made of the same values.

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('ByteWriter', () => {
  it.each([
    0,
    -0,
    7,
    -7,
    10,
    99,
    100,
    13500,
    2 ** 31 - 1,
    -(2 ** 31 - 1),
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    1e21,
    4.2,
    -0.5,
    1e-7,
    12345.678,
    Number.MAX_VALUE,
    NaN,
    Infinity,
    -Infinity,
  ])('writes the number %p as JSON.stringify does', (value) => {
    expect(decode(new ByteWriter(4).number(value).take())).toBe(JSON.stringify(value));
  });

  it('writes text as UTF-8 and copies bytes, growing past its first size', () => {
    const source = new TextEncoder().encode('«bytes» 🧀');
    const out = new ByteWriter(2);
    out.ascii('{"a":').text('"বাংলা — 🧀 \ud83d"').ascii(',"b":').copy(source, 2, source.length);
    out.ascii('}');
    expect(out.length).toBeGreaterThan(2);
    expect(decode(out.take())).toBe('{"a":"বাংলা — 🧀 \ufffd","b":bytes» 🧀}');
    // take() starts afresh and hands out a buffer of its own.
    const first = out.ascii('x').take();
    const second = out.ascii('y').take();
    expect([decode(first), decode(second)]).toEqual(['x', 'y']);
    expect(first.buffer).not.toBe(second.buffer);
    expect(first.byteLength).toBe(first.buffer.byteLength);
  });
});
