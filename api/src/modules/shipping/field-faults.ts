import { HttpError } from '../../lib/http-error';

/**
 * Collects what is wrong with a request, field by field, to answer it all at once: a 400
 * whose `fields` name every field at fault with its own message, and whose code and
 * message are the first fault's (or the given summary's).
 */
export class FieldFaults {
  private readonly fields: Record<string, string> = {};
  private readonly codes = new Set<string>();
  private firstCode: string | null = null;

  /** The first message of a field stays. */
  add(field: string, message: string, code: string): void {
    this.firstCode ??= code;
    this.codes.add(code);
    this.fields[field] ??= message;
  }

  has(code: string): boolean {
    return this.codes.has(code);
  }

  throwIfAny(summary?: { code: string; message: string }): void {
    const [first] = Object.values(this.fields);
    if (first === undefined) return;
    throw new HttpError(400, summary?.code ?? this.firstCode!, summary?.message ?? first, {
      fields: { ...this.fields },
    });
  }
}
