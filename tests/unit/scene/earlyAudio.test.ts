import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeAudioContext {
  static made = 0;
  constructor() {
    FakeAudioContext.made++;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeAudioContext.made = 0;
});

describe('the audio context made at the first gesture', () => {
  it('is made once, at the first gesture, and handed over once', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { makeAudioAtFirstGesture, takeEarlyAudio } = await import('../../../src/scene/sound/earlyAudio');
    makeAudioAtFirstGesture();
    expect(takeEarlyAudio()).toBeNull();
    expect(FakeAudioContext.made).toBe(0);
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(FakeAudioContext.made).toBe(1);
    expect(takeEarlyAudio()).toBeInstanceOf(FakeAudioContext);
    expect(takeEarlyAudio()).toBeNull();
    page.dispatchEvent(new Event('touchend'));
    expect(FakeAudioContext.made).toBe(1);
  });
});
