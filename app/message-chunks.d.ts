/** Built URLs of the browser's message chunks (scripts/lib/vite-messages.ts); null in development. */
declare module 'virtual:message-chunks' {
  const chunks: { lookup: string; fr: string; ar: string } | null;
  export default chunks;
}
