import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';

// The selection list of the PC Builder on the seeded catalog: a slot's parts, and with
// the parts already chosen, only those that fit them.

interface Part {
  id: string;
  name: string;
  brand: string;
  price: number;
  builderCategory: string;
  builderSpecs: Record<string, unknown>;
}
interface PartsPage {
  items: Part[];
  total: number;
  totalPages: number;
  brands: string[];
  hiddenIncompatible: number;
}
interface ErrorBody {
  error: { code: string; message: string };
}

describeEachDatabase('GET /builder/parts and /builder/selection', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedCatalog(database.db);
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => server?.close());

  async function get<T>(query: string): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.baseUrl}/api/v1/builder/${query}`);
    return { status: response.status, body: (await response.json()) as T };
  }

  async function all(slot: string, extra = ''): Promise<Part[]> {
    const { status, body } = await get<PartsPage>(`parts?slot=${slot}&pageSize=48${extra}`);
    expect(status).toBe(200);
    expect(body.totalPages).toBe(1);
    return body.items;
  }

  async function first(slot: string, match: (part: Part) => boolean): Promise<Part> {
    const part = (await all(slot, '&compatibleOnly=false')).find(match);
    if (!part) throw new Error(`no ${slot} part matches`);
    return part;
  }

  it('lists every slot from its catalog category, cheapest first, with the brands', async () => {
    for (const slot of ['cpu', 'casing', 'cpu-cooler', 'ups', 'anti-virus', 'wifi-adapter']) {
      const { body } = await get<PartsPage>(`parts?slot=${slot}`);
      expect(body.total).toBeGreaterThan(0);
      const prices = body.items.map((part) => part.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(body.brands.length).toBeGreaterThan(0);
    }
    const cpus = await all('cpu');
    expect(new Set(cpus.map((part) => part.builderCategory))).toEqual(new Set(['processor']));
  });

  it('filters by brand, maximum price and name, and sorts by price down', async () => {
    const amd = await all('cpu', '&brand=AMD&maxPrice=30000&sort=price-desc');
    expect(amd.length).toBeGreaterThan(0);
    expect(amd.every((part) => part.brand === 'AMD' && part.price <= 30000)).toBe(true);
    const prices = amd.map((part) => part.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const named = await all('cpu', '&q=x3d');
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((part) => /x3d/i.test(part.name))).toBe(true);
  });

  it('with a chosen CPU, offers only motherboards of its socket', async () => {
    const cpu = await first('cpu', (part) => part.builderSpecs.socket === 'AM5');
    const { body } = await get<PartsPage>(`parts?slot=motherboard&pageSize=48&selected=${cpu.id}`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((board) => board.builderSpecs.socket === 'AM5')).toBe(true);
    expect(body.hiddenIncompatible).toBeGreaterThan(0);
    const everything = await all('motherboard', `&selected=${cpu.id}&compatibleOnly=false`);
    expect(everything.length).toBe(body.items.length + body.hiddenIncompatible);
  });

  it('with a board, only memory of its type that fits its slots; only cases that take its size', async () => {
    const board = await first(
      'motherboard',
      (part) => part.builderSpecs.formFactor === 'ATX' && part.builderSpecs.memoryType === 'DDR5',
    );
    const ram = await all('ram', `&selected=${board.id}`);
    expect(ram.length).toBeGreaterThan(0);
    expect(ram.every((kit) => kit.builderSpecs.memoryType === 'DDR5')).toBe(true);
    const cases = await all('casing', `&selected=${board.id}`);
    expect(cases.length).toBeGreaterThan(0);
    expect(
      cases.every((c) => (c.builderSpecs.supportedFormFactors as string[]).includes('ATX')),
    ).toBe(true);
    const itx = await first(
      'casing',
      (c) => String(c.builderSpecs.supportedFormFactors) === 'Mini-ITX',
    );
    expect(cases.map((c) => c.id)).not.toContain(itx.id);
  });

  it('with a case, hides graphics cards too long and coolers too tall for it', async () => {
    const small = await first('casing', (c) => c.name.includes('A4-H2O'));
    const gpus = await all('graphics-card', `&selected=${small.id}`);
    expect(gpus.length).toBeGreaterThan(0);
    const maxGpu = small.builderSpecs.maxGpuLengthMm as number;
    expect(gpus.every((gpu) => (gpu.builderSpecs.lengthMm as number) <= maxGpu)).toBe(true);
    const coolers = await all('cpu-cooler', `&selected=${small.id}`);
    const maxCooler = small.builderSpecs.maxCoolerHeightMm as number;
    expect(coolers.every((c) => (c.builderSpecs.heightMm as number) <= maxCooler)).toBe(true);
    const allCoolers = await all('cpu-cooler', '&compatibleOnly=false');
    expect(coolers.length).toBeLessThan(allCoolers.length);
  });

  it('with a power supply and the rest of the load, hides graphics cards it cannot feed', async () => {
    const psu = await first('power-supply', (p) => p.builderSpecs.wattage === 650);
    const gpus = await all('graphics-card', `&selected=${psu.id}&load=300`);
    expect(gpus.length).toBeGreaterThan(0);
    expect(gpus.every((gpu) => (gpu.builderSpecs.boardPowerWatts as number) <= 350)).toBe(true);
    const psus = await all('power-supply', '&load=800');
    expect(psus.every((p) => (p.builderSpecs.wattage as number) >= 800)).toBe(true);
  });

  it('answers the current state of chosen parts and leaves out unknown ids', async () => {
    const cpu = await first('cpu', () => true);
    const { status, body } = await get<{ items: Part[] }>(
      `selection?ids=${cpu.id}&ids=no-such-part`,
    );
    expect(status).toBe(200);
    expect(body.items.map((part) => part.id)).toEqual([cpu.id]);
  });

  it.each([
    ['parts?slot=toaster', 'querystring/slot'],
    ['parts', 'slot'],
    ['parts?slot=cpu&maxPrice=100001', 'maxPrice'],
    ['parts?slot=cpu&pageSize=500', 'pageSize'],
    ['parts?slot=cpu&colour=red', 'colour'],
    ['selection', 'ids'],
  ])('refuses %s with a 400 that names the field', async (query, field) => {
    const { status, body } = await get<ErrorBody>(query);
    expect(status).toBe(400);
    expect(body.error.message).toContain(field);
  });
});
