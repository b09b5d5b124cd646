import type { EventBus, SendOptions } from './bus';
import type { Answered, RequestTopic } from './topic';

/** What the sender of a request learns. */
export type Reply<A> =
  | { status: 'answered'; answer: A }
  /** The owner took the request but could not answer it (its handler failed). */
  | { status: 'failed'; error: string }
  | { status: 'no-owner'; topic: string };

let asked = 0;

/** An id no other request of this page carries, whichever copy of this module made it. */
function requestId(): string {
  asked += 1;
  return `${Date.now().toString(36)}-${asked.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Sends a request to the topic's owner and resolves with its answer. Like `send`, it waits
 * `waitForOwnerMs` for an owner that is still loading and resolves `no-owner` when none
 * comes; an owner that took the request always answers (`answerRequests`).
 * Rejects with BusPayloadError on a bad payload.
 */
export async function ask<Q, A>(
  bus: EventBus,
  topic: RequestTopic<Q, A>,
  payload: Q,
  options: SendOptions = {},
): Promise<Reply<A>> {
  const id = requestId();
  let settle: (answer: Answered<A>) => void = () => undefined;
  const answered = new Promise<Answered<A>>((resolve) => (settle = resolve));
  // Listening before sending: an owner may answer before `send` returns.
  const subscription = bus.on(topic.answer).subscribe((answer) => {
    if (answer.id === id) settle(answer);
  });
  try {
    const delivery = await bus.send(topic.request, { ...payload, id }, options);
    if (delivery.status === 'no-owner') return delivery;
    const answer = await answered;
    return answer.ok
      ? { status: 'answered', answer: answer.value }
      : { status: 'failed', error: answer.error };
  } finally {
    subscription.unsubscribe();
  }
}

/**
 * Registers the owner's handler of a request topic: each request is answered on the
 * answer signal with its id, with the handler's value or, when the handler throws or
 * answers something the topic refuses, with the reason. Returns the function that
 * unregisters it.
 */
export function answerRequests<Q, A>(
  bus: EventBus,
  topic: RequestTopic<Q, A>,
  handler: (request: Q) => A | Promise<A>,
): () => void {
  return bus.handle(topic.request, (request) => {
    const { id } = request;
    void (async () => {
      let answer: Answered<A>;
      try {
        answer = { id, ok: true, value: await handler(request) };
      } catch (error) {
        answer = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      try {
        bus.emit(topic.answer, answer);
      } catch (error) {
        // An answer the topic's schema refuses: the asker still hears back.
        const reason = error instanceof Error ? error.message : String(error);
        bus.emit(topic.answer, { id, ok: false, error: reason });
      }
    })();
  });
}
