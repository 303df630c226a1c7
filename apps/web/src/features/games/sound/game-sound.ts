import { useSoundStore } from './sound-store';

/** The moments that make a sound: a bet placed, a win, the crash bust. */
export type GameSound = 'bet' | 'win' | 'crash';

/** One tone: frequency glide from `from` to `to` Hz, starting `at` s after now, for `length` s. */
interface Tone {
  type: OscillatorType;
  from: number;
  to: number;
  at: number;
  length: number;
  volume: number;
}

/** Synthesised with the Web Audio API: no audio files to download. */
export const SOUNDS: Record<GameSound, readonly Tone[]> = {
  bet: [{ type: 'triangle', from: 520, to: 780, at: 0, length: 0.07, volume: 0.18 }],
  win: [
    { type: 'sine', from: 660, to: 660, at: 0, length: 0.09, volume: 0.2 },
    { type: 'sine', from: 880, to: 880, at: 0.08, length: 0.09, volume: 0.2 },
    { type: 'sine', from: 1320, to: 1320, at: 0.16, length: 0.16, volume: 0.18 },
  ],
  crash: [
    { type: 'sawtooth', from: 320, to: 55, at: 0, length: 0.45, volume: 0.16 },
    { type: 'square', from: 90, to: 40, at: 0.02, length: 0.35, volume: 0.08 },
  ],
};

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/**
 * Plays a game sound unless the player has muted them (the default). Never throws: a browser
 * without audio, a blocked autoplay or a closed context only means silence.
 */
export function playGameSound(sound: GameSound): void {
  if (useSoundStore.getState().isMuted) return;
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    for (const tone of SOUNDS[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const start = now + tone.at;
      const end = start + tone.length;
      osc.type = tone.type;
      osc.frequency.setValueAtTime(tone.from, start);
      osc.frequency.exponentialRampToValueAtTime(tone.to, end);
      gain.gain.setValueAtTime(tone.volume, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(end + 0.02);
    }
  } catch {
    // Silence is an acceptable outcome of a sound effect.
  }
}
