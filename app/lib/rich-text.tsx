import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A catalogue text with some of its values as elements (an address in bold, a link): each
 * language keeps its own word order. `format` gets a marker for each node and returns the
 * looked-up text; the markers are then replaced by the nodes.
 */
export function richText<K extends string>(
  nodes: Record<K, ReactNode>,
  format: (marks: Record<K, string>) => string,
): ReactNode {
  const keys = Object.keys(nodes) as K[];
  const marks = Object.fromEntries(keys.map((k) => [k, `${MARK}${k}${MARK}`])) as Record<K, string>;
  const parts = format(marks).split(MARK);
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 ? nodes[part as K] : part}</Fragment>);
}
