/** The text docs/decisions/README.md must hold: one line per record, and the unused numbers. */
export function decisionsIndex(): string;
