/** The line stamped on every page of a delivered translation (server/verification/stamp.ts): both languages are printed, each from its own catalogue. */
export const verificationStamp = {
  line: 'Traduction certifiée n°\u00a0{{reference}} — vérifiable sur {{site}} avec le code {{code}}',
} as const;
