// pino redact paths for the default logger. Fastify's request log never includes the
// body, and the API never logs one on purpose; this is the net under that rule, so a
// card number or CVV cannot reach a log even through a careless `log.info({ body })`.
export const LOG_REDACT_PATHS: string[] = [
  'req.body.payment',
  'body.payment',
  'payment.cardNumber',
  'payment.cvv',
  '*.cardNumber',
  '*.cvv',
  '*.payment.cardNumber',
  '*.payment.cvv',
];
