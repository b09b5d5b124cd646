import { SSR_PAYLOAD_ID, type SsrPayload } from '../ssr/ssr-data';

/**
 * Writes a server-rendered page's handover into the test's document, as the shell's
 * server does. Call it before importing the modules under test: they read it once.
 */
export function writeSsrPayload(payload: SsrPayload): void {
  const script = document.createElement('script');
  script.id = SSR_PAYLOAD_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(payload);
  document.body.append(script);
}
