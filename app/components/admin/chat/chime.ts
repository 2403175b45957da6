/**
 * The inbox's sound for a new visitor message (decision 069). Browsers, a phone's above all, let a
 * page play sound only from a user's gesture: the translator allows it once with « Activer le son »
 * (the click creates and resumes the audio context), the choice is kept in this browser, and after a
 * reload the first touch or key on the page wakes the context again.
 */
const SOUND_KEY = 'admin-chat-sound';

let context: AudioContext | null = null;
/** Set for this page by the button: a browser without storage still plays until the page is left. */
let allowed = false;

/** Whether the translator turned the sound on in this browser. */
export function soundWanted(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Creates or wakes the audio context; only a user's gesture lets it run. */
function wake(): AudioContext | null {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  } catch {
    // No Web Audio (or no audio device): the unread badge still tells.
    return null;
  }
}

if (typeof window !== 'undefined') {
  // After a reload the choice is remembered, but the browser wants a gesture again before any sound.
  const unlock = () => {
    if (soundWanted()) wake();
  };
  window.addEventListener('pointerdown', unlock, { passive: true });
  window.addEventListener('keydown', unlock);
}

/** Called from the button's click (the gesture): remembers the choice and plays the chime once, so she hears it works. */
export function enableSound(): void {
  try {
    localStorage.setItem(SOUND_KEY, 'on');
  } catch {
    // Without storage the sound stays on until the page is left.
  }
  allowed = true;
  playChime();
}

export function disableSound(): void {
  try {
    localStorage.removeItem(SOUND_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
  allowed = false;
}

/** A short two-note chime (synthesised: no audio file to load), if the translator allowed it. */
export function playChime(): void {
  if (!allowed && !soundWanted()) return;
  const audio = wake();
  if (!audio) return;
  try {
    const start = audio.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.25);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + i * 0.12);
      osc.stop(start + i * 0.12 + 0.3);
    }
  } catch {
    // A context the browser closed: silence, the badge still tells.
  }
}
