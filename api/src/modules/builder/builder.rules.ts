import { sql, type RawBuilder } from 'kysely';
import type { BuilderCategory } from '@shop/shared/src/contracts/builder-slots';
import type { DatabaseDialect } from '../../config';

// The compatibility filter of the part lists, as SQL over the candidates' builder specs
// (JSON text in both databases), so a large category is filtered where it lives instead
// of being read whole. These are the pairwise Problem rules of the builder's
// compatibility module (mfe-pc-builder) seen from the slot being chosen; a spec a
// candidate does not carry never hides it, since nothing is known to be wrong.

export type Specs = Record<string, unknown>;

/** The chosen parts' specs by their catalog builder category. */
export type ChosenSpecs = Partial<Record<BuilderCategory, Specs>>;

type Condition = RawBuilder<boolean>;

function str(specs: Specs | undefined, key: string): string | undefined {
  const value = specs?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function num(specs: Specs | undefined, key: string): number | undefined {
  const value = specs?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function strings(specs: Specs | undefined, key: string): string[] | undefined {
  const value = specs?.[key];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
}

/** SQL reading one field of the candidate's (alias `p`) builder specs. */
class SpecSql {
  constructor(private readonly dialect: DatabaseDialect) {}

  private text(key: string): RawBuilder<unknown> {
    return this.dialect === 'postgres'
      ? sql`(p.builder_specs::jsonb ->> ${key}::text)`
      : sql`json_extract(p.builder_specs, ${`$.${key}`})`;
  }

  private number(key: string): RawBuilder<unknown> {
    return this.dialect === 'postgres'
      ? sql`((p.builder_specs::jsonb ->> ${key}::text)::numeric)`
      : sql`json_extract(p.builder_specs, ${`$.${key}`})`;
  }

  equals(key: string, value: string): Condition {
    const field = this.text(key);
    return sql<boolean>`(${field} is null or ${field} = ${value})`;
  }

  oneOf(key: string, values: readonly string[]): Condition {
    const field = this.text(key);
    if (values.length === 0) return sql<boolean>`(${field} is null)`;
    return sql<boolean>`(${field} is null or ${field} in (${sql.join(values.map((v) => sql`${v}`))}))`;
  }

  atMost(key: string, limit: number): Condition {
    const field = this.number(key);
    return sql<boolean>`(${field} is null or ${field} <= ${limit})`;
  }

  atLeast(key: string, minimum: number): Condition {
    const field = this.number(key);
    return sql<boolean>`(${field} is null or ${field} >= ${minimum})`;
  }

  /** The candidate's list `key` names `value` (a cooler's sockets, a case's board sizes). */
  lists(key: string, value: string): Condition {
    if (this.dialect === 'postgres') {
      const list = sql`(p.builder_specs::jsonb -> ${key}::text)`;
      return sql<boolean>`(${list} is null or ${list} @> jsonb_build_array(${value}::text))`;
    }
    const path = `$.${key}`;
    return sql<boolean>`(json_extract(p.builder_specs, ${path}) is null or exists (select 1 from json_each(p.builder_specs, ${path}) as j where j.value = ${value}))`;
  }
}

/**
 * Conditions a candidate of `category` must meet to be no Problem next to `chosen`.
 * `load` is the estimated draw (W) of the chosen parts other than this slot's.
 */
export function compatibilityConditions(
  dialect: DatabaseDialect,
  category: BuilderCategory,
  chosen: ChosenSpecs,
  load: number | undefined,
): Condition[] {
  const spec = new SpecSql(dialect);
  const out: Condition[] = [];
  const add = (condition: Condition | undefined) => {
    if (condition) out.push(condition);
  };
  const cpu = chosen.processor;
  const board = chosen.motherboard;
  const ram = chosen.ram;
  const cooler = chosen.cooling;
  const gpu = chosen['graphics-card'];
  const psu = chosen['power-supply'];
  const pcCase = chosen.case;
  const psuWatts = num(psu, 'wattage');
  // What the chosen power supply has left for this slot's part.
  const powerLeft = psuWatts !== undefined && load !== undefined ? psuWatts - load : undefined;

  const ifValue = <T>(value: T | undefined, make: (value: T) => Condition) =>
    value === undefined ? undefined : make(value);

  switch (category) {
    case 'processor':
      add(ifValue(str(board, 'socket'), (socket) => spec.equals('socket', socket)));
      add(ifValue(strings(cooler, 'sockets'), (sockets) => spec.oneOf('socket', sockets)));
      add(ifValue(powerLeft, (left) => spec.atMost('tdpWatts', left)));
      break;
    case 'cooling':
      add(
        ifValue(str(cpu, 'socket') ?? str(board, 'socket'), (socket) =>
          spec.lists('sockets', socket),
        ),
      );
      add(ifValue(num(pcCase, 'maxCoolerHeightMm'), (max) => spec.atMost('heightMm', max)));
      break;
    case 'motherboard':
      add(ifValue(str(cpu, 'socket'), (socket) => spec.equals('socket', socket)));
      add(ifValue(str(ram, 'memoryType'), (type) => spec.equals('memoryType', type)));
      add(ifValue(num(ram, 'modules'), (modules) => spec.atLeast('memorySlots', modules)));
      add(ifValue(num(ram, 'sizeGb'), (size) => spec.atLeast('maxMemoryGb', size)));
      add(
        ifValue(strings(pcCase, 'supportedFormFactors'), (sizes) =>
          spec.oneOf('formFactor', sizes),
        ),
      );
      add(ifValue(strings(cooler, 'sockets'), (sockets) => spec.oneOf('socket', sockets)));
      break;
    case 'ram':
      add(ifValue(str(board, 'memoryType'), (type) => spec.equals('memoryType', type)));
      add(ifValue(num(board, 'memorySlots'), (slots) => spec.atMost('modules', slots)));
      add(ifValue(num(board, 'maxMemoryGb'), (max) => spec.atMost('sizeGb', max)));
      break;
    case 'graphics-card':
      add(ifValue(num(pcCase, 'maxGpuLengthMm'), (max) => spec.atMost('lengthMm', max)));
      add(ifValue(powerLeft, (left) => spec.atMost('boardPowerWatts', left)));
      break;
    case 'case':
      add(ifValue(str(board, 'formFactor'), (size) => spec.lists('supportedFormFactors', size)));
      add(ifValue(num(gpu, 'lengthMm'), (length) => spec.atLeast('maxGpuLengthMm', length)));
      add(ifValue(num(cooler, 'heightMm'), (height) => spec.atLeast('maxCoolerHeightMm', height)));
      break;
    case 'power-supply':
      add(ifValue(load, (watts) => spec.atLeast('wattage', watts)));
      break;
    default:
      break;
  }
  return out;
}
