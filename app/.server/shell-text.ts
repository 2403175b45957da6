import { BUSINESS } from '../../core/business';
import { CATALOGUES, DEFAULT_LANG, t, type Lang } from '../../core/messages/server';
import type { ShellText } from '../lib/shell-text';

/** The shell's texts in `lang` (French for any key it lacks), values filled in: what the root loader sends. */
export function shellText(lang: Lang): ShellText {
  return {
    ...CATALOGUES[DEFAULT_LANG].shell,
    ...CATALOGUES[lang].shell,
    call: t(lang, 'shell.call', { phone: BUSINESS.phoneDisplay }),
    footerAbout: t(lang, 'shell.footerAbout', { name: BUSINESS.translatorName, court: BUSINESS.courtOfAppeal }),
    // The footer's VAT mention: as the business configures it in French, the order form's words in another language.
    vatNote: lang === DEFAULT_LANG ? BUSINESS.vatNote : t(lang, 'orderForm.vatNote'),
  };
}
