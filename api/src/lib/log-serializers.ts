const CREDENTIAL_PARAMS = /([?&](?:token|access_token|refresh_token|refreshToken)=)[^&#]*/gi;

/**
 * The request line as logged: a guest's order token in the query string (`?token=`) is
 * a credential and never reaches the logs.
 */
export function serializeRequest(request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}) {
  return {
    method: request.method,
    url: request.url.replace(CREDENTIAL_PARAMS, '$1[redacted]'),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}
