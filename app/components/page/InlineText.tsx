import { Link } from 'react-router';

/**
 * A sentence of the page data (app/content/pages), with its three marks drawn: `**strong**`,
 * `[label](target)` and a name in backquotes (a cookie's name, drawn as code). A target starting
 * with `/` is a page of the site (a router link, already in the page's language); any other
 * (https:, mailto:, tel:) is a plain link.
 */
const MARKS = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;

export function InlineText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKS)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const [, strong, label, target, code] = m;
    if (strong !== undefined) parts.push(<strong key={m.index}>{strong}</strong>);
    else if (code !== undefined) {
      parts.push(
        <code
          key={m.index}
          className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-mono text-[0.875rem] font-medium text-ink"
        >
          {code}
        </code>,
      );
    } else if (target?.startsWith('/')) {
      parts.push(
        <Link key={m.index} to={target}>
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <a key={m.index} href={target} rel={target?.startsWith('http') ? 'noopener noreferrer' : undefined}>
          {label}
        </a>,
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
