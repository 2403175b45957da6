/**
 * HTML written in the editors, cleaned by the server's allow-list when it was
 * saved and again by the page loader: the only place this site renders markup
 * it did not write itself.
 */
export function RichText({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      className={`prose-page [&>*:first-child]:mt-0 [&>*:last-child]:mb-0 [&_blockquote]:my-5 [&_blockquote]:border-s-4 [&_blockquote]:border-accent/60 [&_blockquote]:ps-4 [&_blockquote]:text-muted [&_blockquote]:italic [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_a]:[overflow-wrap:anywhere] ${className}`}
      data-testid={testId}
      // Sanitised on the server (server/content/sanitize.ts) when written and again when read.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
