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

/** What ties an answer to its request: the asker's id, carried by both. */
export interface Correlated {
  id: string;
}

/**
 * A command whose owner answers: each request carries an id, and the owner answers on the
 * topic's answer signal with the same id (`ask` and `answerRequests` in request.ts). The
 * sender still learns `no-owner` when nobody is alive to answer.
 */
export interface RequestTopic<Q, A> {
  readonly kind: 'request';
  readonly name: string;
  readonly owner: string;
  readonly request: CommandTopic<Q & Correlated>;
  readonly answer: SignalTopic<Answered<A>>;
}

/** The answer signal's payload: the owner's answer, or why it could not give one. */
export type Answered<A> =
  { id: string; ok: true; value: A } | { id: string; ok: false; error: string };

const hasId = (value: unknown): value is Correlated =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  (value as { id: string }).id !== '';

export function requestTopic<Q, A>(
  name: string,
  requestSchema: PayloadSchema,
  answerSchema: PayloadSchema,
): RequestTopic<Q, A> {
  const request: PayloadSchema = {
    safeParse: (value) => ({ success: hasId(value) && requestSchema.safeParse(value).success }),
  };
  const answer: PayloadSchema = {
    safeParse: (value) => {
      if (!hasId(value)) return { success: false };
      const {
        ok,
        value: answered,
        error,
      } = value as {
        ok?: unknown;
        value?: unknown;
        error?: unknown;
      };
      if (ok === true) return answerSchema.safeParse(answered);
      return { success: ok === false && typeof error === 'string' };
    },
  };
  return {
    kind: 'request',
    name,
    owner: ownerOf(name),
    request: commandTopic(name, request),
    answer: signalTopic(`${name}:answer`, answer),
  };
}
