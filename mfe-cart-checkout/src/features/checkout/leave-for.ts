/** Sends the browser to a provider's page (bKash's approval), leaving the shop's page. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
