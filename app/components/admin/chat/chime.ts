let context: AudioContext | null = null;
let unlocked = false;

// Browsers only let a page play sound after the user interacted with it: the first click or key unlocks the chime.
if (typeof window !== 'undefined') {
  const unlock = () => {
    unlocked = true;
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
}

/** A short two-note chime for a new visitor message (synthesised: no audio file to load). */
export function playChime(): void {
  if (!unlocked) return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.25);
      osc.connect(gain).connect(context.destination);
      osc.start(start + i * 0.12);
      osc.stop(start + i * 0.12 + 0.3);
    }
  } catch {
    // No audio device: the unread badge still tells.
  }
}
