import { Link } from 'react-router';

/**
 * A sentence of the page data (app/content/pages), with its two marks drawn: `**strong**` and
 * `[label](target)`. A target starting with `/` is a page of the site (a router link, already in
 * the page's language); any other (https:, mailto:) is a plain link.
 */
const MARKS = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function InlineText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKS)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const [, strong, label, target] = m;
    if (strong !== undefined) parts.push(<strong key={m.index}>{strong}</strong>);
    else if (target?.startsWith('/')) {
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
