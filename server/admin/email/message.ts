import type { Lang } from '../../../core/messages';
import { layout, paragraphs, type MailContent } from '../../mail/templates';

/**
 * The translator's own words in the site's frame (header, signature, legal
 * details). The text is escaped: whatever the admin types stays text.
 */
export function adminMessageEmail(input: { subject: string; text: string; lang: Lang }): MailContent {
  return layout({ subject: input.subject, body: paragraphs(input.text), bodyText: input.text, lang: input.lang });
}
