/** Languages of FAQ entries and articles (decision 034): the editors' refusals. */
export const contentLang = {
  langInvalid: 'La langue doit être «\u00a0fr\u00a0» ou «\u00a0ar\u00a0».',
  translationInvalid: 'La version arabe doit traduire une entrée française existante.',
  translationExists: 'Cette entrée a déjà une version arabe\u00a0: modifiez-la plutôt.',
} as const;
