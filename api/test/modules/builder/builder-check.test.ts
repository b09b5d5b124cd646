import { KNOWN_BUILDS } from '@shop/shared/src/builder-rules/known-builds';
import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';

// POST /builder/check over HTTP on the seeded catalog: the table of known builds (shared
// with the builder page's test) answers exactly its codes, unknown ids and parts in the
// wrong slot are Problems, and malformed bodies are 400s. The part lists use the same
// rules: a build's conflict is also why a list leaves parts out.

interface Problem {
  slots: string[];
  code: string;
  message: string;
  params?: Record<string, string | number>;
  severity: 'error' | 'warning';
}
interface Check {
  problems: Problem[];
  notes: { slots: string[]; code: string; message: string }[];
  wattage: number;
  recommendedPsuWatts: number;
}
interface PartsPage {
  items: { id: string; name: string; builderSpecs: Record<string, unknown> }[];
  total: number;
  hiddenIncompatible: number;
  hiddenReason?: string;
}
interface ErrorBody {
  error: { code: string; message: string };
}

const sorted = (codes: readonly string[]) => [...codes].sort();

describeEachDatabase('POST /builder/check', (database) => {
  let server: TestServer;
  const idOf = new Map<string, string>();

  beforeAll(async () => {
    await seedCatalog(database.db);
    server = await startTestServer({ config: database.config, db: database.db });
    const rows = await database.db.selectFrom('products').select(['id', 'slug']).execute();
    for (const row of rows) idOf.set(row.slug, row.id);
  });
  afterAll(async () => server?.close());

  async function post<T>(body: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.baseUrl}/api/v1/builder/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  function ids(parts: Record<string, string>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(parts).map(([slot, slug]) => {
        const id = idOf.get(slug);
        if (!id) throw new Error(`the seed has no product ${slug}`);
        return [slot, id];
      }),
    );
  }

  it.each(KNOWN_BUILDS.map((build) => [build.name, build] as const))('%s', async (_, build) => {
    const { status, body } = await post<Check>({ parts: ids(build.parts) });
    expect(status).toBe(200);
    const codes = (severity: string) =>
      sorted(body.problems.filter((p) => p.severity === severity).map((p) => p.code));
    expect(codes('error')).toEqual(sorted(build.errors));
    if (build.warnings) expect(codes('warning')).toEqual(sorted(build.warnings));
    if (build.notes)
      expect(sorted(body.notes.map((note) => note.code))).toEqual(sorted(build.notes));
    if (build.recommendedPsuWatts !== undefined) {
      expect(body.recommendedPsuWatts).toBe(build.recommendedPsuWatts);
    }
    expect(body.wattage).toBeGreaterThan(0);
  });

  it('shows the figures: the NR200P build names its radiator and power supply sizes', async () => {
    const nr200p = KNOWN_BUILDS.find((build) => build.name.startsWith('NR200P'))!;
    const { body } = await post<Check>({ parts: ids(nr200p.parts) });
    const messages = body.problems.map((problem) => problem.message).join(' ');
    expect(messages).toContain('360 mm radiator');
    expect(messages).toContain('120, 240, 280 mm');
    expect(messages).toContain('is an ATX power supply');
    expect(messages).toContain('SFX, SFX-L');
    // Each sentence's values come beside it, for a page to write it in its own language.
    for (const problem of body.problems) {
      expect(problem.params).toEqual(expect.any(Object));
      const values = Object.entries(problem.params ?? {})
        .filter(([name]) => name !== 'variant')
        .map(([, value]) => String(value));
      for (const value of values) expect(problem.message).toContain(value);
    }
  });

  it('recommends the RX 7800 XT maker’s 750 W, and the 650 W supply is a warning', async () => {
    const build = KNOWN_BUILDS.find((known) => known.name.startsWith('RX 7800 XT'))!;
    const { body } = await post<Check>({ parts: ids(build.parts) });
    expect(body.recommendedPsuWatts).toBe(750);
    const warning = body.problems.find((problem) => problem.code === 'psu-headroom')!;
    expect(warning.severity).toBe('warning');
    expect(warning.message).toMatch(/650 W.*recommends at least 750 W/);
  });

  it('answers an unknown id and a part in the wrong slot as Problems, not failures', async () => {
    const { status, body } = await post<Check>({
      parts: { cpu: 'no-such-part', 'graphics-card': idOf.get('logitech-k120-keyboard')! },
    });
    expect(status).toBe(200);
    expect(body.problems.map((problem) => [problem.code, problem.slots])).toEqual([
      ['unknown-part', ['cpu']],
      ['wrong-slot', ['graphics-card']],
    ]);
    expect(body.problems[1]!.message).toBe(
      'The Logitech K120 Keyboard is a keyboard, not a part for the Graphics Card slot.',
    );
  });

  it('answers an empty build with nothing to say', async () => {
    const { status, body } = await post<Check>({ parts: {} });
    expect(status).toBe(200);
    expect(body).toEqual({ problems: [], notes: [], wattage: 0, recommendedPsuWatts: 0 });
  });

  it.each([
    ['no parts', {}, 'parts'],
    ['an unknown slot', { parts: { toaster: 'x' } }, 'toaster'],
    ['parts as a list', { parts: ['x'] }, 'parts'],
    ['an id that is not text', { parts: { cpu: 12 } }, 'cpu'],
    ['an id too long', { parts: { cpu: 'x'.repeat(65) } }, 'cpu'],
    ['not JSON', '{"parts":', ''],
  ])('refuses %s with a 400', async (_, body, field) => {
    const answer = await post<ErrorBody>(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(field);
  });

  it('is in the OpenAPI document with its body and answer', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: object }>>;
    };
    const check = document.paths['/api/v1/builder/check']?.post;
    expect(check?.requestBody).toBeDefined();
    expect(JSON.stringify(check?.responses)).toContain('recommendedPsuWatts');
  });

  describe('the part lists use the same rules', () => {
    async function list(slot: string, parts: Record<string, string>, extra = '') {
      const selected = Object.values(ids(parts))
        .map((id) => `&selected=${id}`)
        .join('');
      const response = await fetch(
        `${server.baseUrl}/api/v1/builder/parts?slot=${slot}&pageSize=48${selected}${extra}`,
      );
      expect(response.status).toBe(200);
      return (await response.json()) as PartsPage;
    }

    it('explains the DDR4 dead end: no Core Ultra board takes DDR4, and the reason names the memory', async () => {
      const page = await list('motherboard', {
        cpu: 'intel-core-ultra-7-265k',
        ram: 'corsair-vengeance-lpx-16gb-2x8gb-ddr4-3200',
      });
      expect(page.total).toBe(0);
      expect(page.hiddenIncompatible).toBeGreaterThan(0);
      // The two LGA1851 boards are out only because of the memory, and the processor and
      // the memory already conflict: both are said.
      expect(page.hiddenReason).toContain(
        '2 only because of the Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 (RAM)',
      );
      expect(page.hiddenReason).toContain(
        'only because of the Intel Core Ultra 7 265K (Processor)',
      );
      expect(page.hiddenReason).toContain(
        'The parts you chose already conflict: The Intel Core Ultra 7 265K supports DDR5 memory only, but the Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 is DDR4.',
      );
    });

    it('keeps a supply that fits with too little headroom, and hides one below the estimate', async () => {
      const rx = {
        cpu: 'amd-ryzen-5-7600',
        'graphics-card': 'asus-radeon-rx-7800-xt-tuf-gaming-16gb',
      };
      const psus = await list('power-supply', rx);
      expect(psus.items.some((psu) => psu.builderSpecs.wattage === 650)).toBe(true);
      const big = await list('power-supply', {
        cpu: 'intel-core-i9-14900k',
        'graphics-card': 'zotac-geforce-rtx-4090-trinity-oc-24gb',
      });
      // 125 W + 450 W: a 650 W supply still covers the estimate, but not the connectors.
      expect(big.items.every((psu) => (psu.builderSpecs.wattage as number) >= 575)).toBe(true);
      expect(big.hiddenReason).toContain('Zotac GeForce RTX 4090 Trinity OC 24GB (Graphics Card)');
    });

    it('lists every part with compatibleOnly=false, those that fit first', async () => {
      const page = await list(
        'casing',
        { 'power-supply': 'corsair-rm750e-750w-power-supply' },
        '&compatibleOnly=false',
      );
      const sfxOnly = page.items.findIndex((c) =>
        String(c.builderSpecs.psuFormFactors).startsWith('SFX'),
      );
      const atx = page.items.map((c) => String(c.builderSpecs.psuFormFactors) === 'ATX');
      expect(sfxOnly).toBeGreaterThan(atx.lastIndexOf(true));
    });
  });
});
