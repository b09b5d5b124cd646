// What every auth call shares. A 401 from a sign-in call means a wrong code or password,
// never an expired session, so those calls skip the client's session renewal.
export const AUTH = '/api/v1/auth';
export const credentials = { skipSessionRefresh: true } as const;

/** Which code the shopper was sent (docs/product.md#api-calls). */
export interface CodeChallenge {
  userId: string;
  challengeId?: string;
}
