import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { useShell } from '../../../lib/shell-text';
import type { ChatButtonState } from '../ChatLauncher';

/** The launcher's button: what it says and what a click does, kept current; nothing once the widget is gone. */
export function useLauncherButton({
  open,
  unread,
  onToggle,
  onButtonState,
}: {
  open: boolean;
  unread: boolean;
  onToggle: () => void;
  onButtonState: (state: ChatButtonState | null) => void;
}) {
  const t = useT();
  const shell = useShell();
  const toggleRef = useRef<() => void>(() => {});
  toggleRef.current = onToggle;
  const label = open ? t('chatWidget.close') : unread ? t('chatWidget.openUnread') : shell.openChat;
  useEffect(() => {
    onButtonState({ open, unread, label, toggle: () => toggleRef.current() });
  }, [open, unread, label, onButtonState]);
  useEffect(() => () => onButtonState(null), [onButtonState]);
}
