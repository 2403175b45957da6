import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { tr } from '../../../../core/messages';
import { disableSound, enableSound, soundWanted } from './chime';

/**
 * « Activer le son » until the translator allows the new-message sound, « Son activé » after (a
 * second click turns it off). The click is the gesture browsers ask for before a page plays sound.
 */
export function ChatSoundToggle() {
  const [on, setOn] = useState(false);
  // Read after hydration: the server cannot know this browser's choice.
  useEffect(() => setOn(soundWanted()), []);
  const toggle = () => {
    if (on) disableSound();
    else enableSound();
    setOn(!on);
  };
  const Icon = on ? Volume2 : VolumeX;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={on}
      className={`inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-lg border px-2.5 py-1 text-xs font-semibold ${
        on ? 'border-line text-muted hover:text-ink' : 'border-brand text-brand hover:bg-brand-soft'
      }`}
      data-testid="chat-sound"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {on ? tr('adminShared.soundOn') : tr('adminShared.soundEnable')}
    </button>
  );
}
