/** Built URLs of the browser's message chunks (scripts/lib/vite-messages.ts); null in development. */
declare module 'virtual:message-chunks' {
  const chunks: { lookup: string; fr: string; ar: string; reference: string } | null;
  export default chunks;
}

/** The French catalogue reduced to its reference domains, in the browser (scripts/lib/vite-messages.ts). */
declare module '*/fr/index?reference' {
  export const fr: Pick<typeof import('../core/messages/fr/index').fr, 'orderItem'>;
}
