import { FileCheck2, LockKeyhole, MailCheck, ShieldCheck, Timer } from 'lucide-react';
import type { MessageId } from '../../../core/messages';
import type { TrustPoint } from './AuthShell';

type Translate = (id: MessageId) => string;

const POINTS = {
  secure: { icon: ShieldCheck, title: 'accountPage.secureTitle', text: 'accountPage.secureText' },
  hashed: { icon: LockKeyhole, title: 'accountPage.hashedTitle', text: 'accountPage.hashedText' },
  optional: { icon: FileCheck2, title: 'accountPage.optionalTitle', text: 'accountPage.optionalText' },
  session: { icon: Timer, title: 'accountPage.sessionTitle', text: 'accountPage.sessionText' },
  hour: { icon: MailCheck, title: 'accountPage.hourTitle', text: 'accountPage.hourText' },
} as const satisfies Record<string, { icon: TrustPoint['icon']; title: MessageId; text: MessageId }>;

/** The reassurance points under an account form, in the page's language (`t` from useT). */
export function trustPoints(t: Translate, names: (keyof typeof POINTS)[]): TrustPoint[] {
  return names.map((name) => ({ icon: POINTS[name].icon, title: t(POINTS[name].title), text: t(POINTS[name].text) }));
}
