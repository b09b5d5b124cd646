/** A runtime check that a value is a valid payload of a topic. */
export type Guard<T> = (value: unknown) => value is T;

/** Current state published by its single owner; late subscribers see the latest value. */
export interface StateTopic<T> {
  readonly kind: 'state';
  readonly name: string;
  readonly owner: string;
  readonly guard: Guard<T>;
  readonly initial: T;
}

/** A request to the topic's owner; the sender learns when no owner is alive to handle it. */
export interface CommandTopic<T> {
  readonly kind: 'command';
  readonly name: string;
  readonly owner: string;
  readonly guard: Guard<T>;
}

/** A broadcast notice; anyone may listen, nobody has to. */
export interface SignalTopic<T> {
  readonly kind: 'signal';
  readonly name: string;
  readonly owner: string;
  readonly guard: Guard<T>;
}

/** Any schema that can check a value (a zod schema). The topic's type parameter names what it proves. */
export interface PayloadSchema {
  safeParse(value: unknown): { success: boolean };
}

export type Topic<T> = StateTopic<T> | CommandTopic<T> | SignalTopic<T>;

export function guardFrom<T>(schema: PayloadSchema): Guard<T> {
  return (value: unknown): value is T => schema.safeParse(value).success;
}

function ownerOf(name: string): string {
  const owner = name.split(':')[0];
  if (!owner || !name.includes(':')) throw new Error(`Topic names are owner:event, got "${name}"`);
  return owner;
}

export function stateTopic<T>(name: string, schema: PayloadSchema, initial: T): StateTopic<T> {
  return { kind: 'state', name, owner: ownerOf(name), guard: guardFrom(schema), initial };
}

export function commandTopic<T>(name: string, schema: PayloadSchema): CommandTopic<T> {
  return { kind: 'command', name, owner: ownerOf(name), guard: guardFrom(schema) };
}

export function signalTopic<T>(name: string, schema: PayloadSchema): SignalTopic<T> {
  return { kind: 'signal', name, owner: ownerOf(name), guard: guardFrom(schema) };
}
