/** Root of every refunds query: an answer or a new request invalidates the lists and the detail. */
export const reembolsosKey = ['reembolsos'] as const
