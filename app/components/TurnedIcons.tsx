import { forwardRef } from 'react';
import { LogIn, Send, type LucideIcon } from 'lucide-react';

/**
 * Icons that point somewhere (a paper plane flying off, an arrow into a door), drawn facing the
 * reading direction: on a right-to-left page they point left, as the text runs and as the other
 * arrows of the site do. Symbols that point nowhere (a check mark, a lock) are never turned.
 */
function turned(Icon: LucideIcon, name: string): LucideIcon {
  const Turned = forwardRef<SVGSVGElement, React.ComponentProps<LucideIcon>>(function Turned(
    { className, ...props },
    ref,
  ) {
    return <Icon ref={ref} className={`${className ?? ''} rtl:-scale-x-100`} {...props} />;
  });
  Turned.displayName = name;
  return Turned;
}

export const SendIcon = turned(Send, 'SendIcon');
export const LogInIcon = turned(LogIn, 'LogInIcon');
