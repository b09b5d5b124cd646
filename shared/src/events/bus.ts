import {
  BehaviorSubject,
  Observable,
  Subject,
  filter,
  firstValueFrom,
  map,
  race,
  timer,
} from 'rxjs';
import type { CommandTopic, SignalTopic, StateTopic, Topic } from './topic';

export class BusPayloadError extends TypeError {
  constructor(readonly topic: string) {
    super(`Invalid payload for ${topic}`);
    this.name = 'BusPayloadError';
  }
}

/** What the sender of a command learns. */
export type Delivery = { status: 'delivered' } | { status: 'no-owner'; topic: string };

export interface SendOptions {
  /** How long to wait for an owner that is still loading before giving up (ms). */
  waitForOwnerMs?: number;
}

export const DEFAULT_WAIT_FOR_OWNER_MS = 3000;

type Handler<T> = (payload: T) => void;

/**
 * The one event bus of the page. Remotes talk through it, never to each other.
 * State topics are BehaviorSubjects, commands and signals are Subjects.
 */
export class EventBus {
  readonly version = 1;
  private readonly states = new Map<string, BehaviorSubject<unknown>>();
  private readonly signals = new Map<string, Subject<unknown>>();
  private readonly handlers = new Map<string, Set<Handler<unknown>>>();
  private readonly ownersChanged = new Subject<string>();

  private check<T>(topic: Topic<T>, payload: unknown): asserts payload is T {
    if (!topic.guard(payload)) throw new BusPayloadError(topic.name);
  }

  private subjectOf<T>(topic: StateTopic<T>): BehaviorSubject<T> {
    let subject = this.states.get(topic.name);
    if (!subject) {
      subject = new BehaviorSubject<unknown>(topic.initial);
      this.states.set(topic.name, subject);
    }
    return subject as BehaviorSubject<T>;
  }

  /** The state stream: emits the current value at once, then every change. */
  state<T>(topic: StateTopic<T>): Observable<T> {
    return this.subjectOf(topic).asObservable();
  }

  current<T>(topic: StateTopic<T>): T {
    return this.subjectOf(topic).getValue();
  }

  /** Publish new state. Only the topic's owner should call this. */
  publish<T>(topic: StateTopic<T>, value: T): void {
    this.check(topic, value);
    this.subjectOf(topic).next(value);
  }

  emit<T>(topic: SignalTopic<T>, payload: T): void {
    this.check(topic, payload);
    this.signalOf(topic).next(payload);
  }

  on<T>(topic: SignalTopic<T>): Observable<T> {
    return this.signalOf(topic).asObservable();
  }

  private signalOf<T>(topic: SignalTopic<T>): Subject<T> {
    let subject = this.signals.get(topic.name);
    if (!subject) {
      subject = new Subject<unknown>();
      this.signals.set(topic.name, subject);
    }
    return subject as Subject<T>;
  }

  /** Register the owner's handler of a command. Returns the function that unregisters it. */
  handle<T>(topic: CommandTopic<T>, handler: Handler<T>): () => void {
    const set = this.handlers.get(topic.name) ?? new Set<Handler<unknown>>();
    this.handlers.set(topic.name, set);
    set.add(handler as Handler<unknown>);
    this.ownersChanged.next(topic.name);
    return () => {
      set.delete(handler as Handler<unknown>);
      this.ownersChanged.next(topic.name);
    };
  }

  hasOwner(topic: CommandTopic<unknown>): boolean {
    return (this.handlers.get(topic.name)?.size ?? 0) > 0;
  }

  /**
   * Send a command to its owner. When the owner is not alive yet, wait a little for it
   * (its remote may still be loading); when none comes, tell the sender instead of
   * dropping the command silently. Rejects with BusPayloadError on a bad payload.
   */
  async send<T>(topic: CommandTopic<T>, payload: T, options: SendOptions = {}): Promise<Delivery> {
    this.check(topic, payload);
    if (!this.hasOwner(topic)) {
      const waitMs = options.waitForOwnerMs ?? DEFAULT_WAIT_FOR_OWNER_MS;
      const ownerArrived = this.ownersChanged.pipe(
        filter((name) => name === topic.name && this.hasOwner(topic)),
        map(() => true),
      );
      const arrived = await firstValueFrom(
        race(ownerArrived, timer(waitMs).pipe(map(() => false))),
      );
      if (!arrived) return { status: 'no-owner', topic: topic.name };
    }
    for (const handler of [...(this.handlers.get(topic.name) ?? [])]) handler(payload);
    return { status: 'delivered' };
  }
}

const BUS_KEY = Symbol.for('shop.bus');
type BusHolder = { [BUS_KEY]?: EventBus };

/**
 * The page's bus, pinned on globalThis so that even a second copy of this package
 * (a remote that failed to share it) joins the same bus instead of splitting it.
 */
export function getBus(): EventBus {
  const holder = globalThis as BusHolder;
  holder[BUS_KEY] ??= new EventBus();
  return holder[BUS_KEY];
}

export const bus: EventBus = getBus();
