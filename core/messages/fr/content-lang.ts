/** Languages of FAQ entries and articles (decision 034): the editors' refusals. */
export const contentLang = {
  langInvalid: 'La langue doit être « fr » ou « ar ».',
  translationInvalid: 'La version arabe doit traduire une entrée française existante.',
  translationExists: 'Cette entrée a déjà une version arabe : modifiez-la plutôt.',
} as const;
