import { describe, expect, it } from 'vitest';
import { LESSON } from '../../../src/store/lesson/lessonScript';
import { lessonWords, lessonWordsFor } from '../../../src/ui/lessonWords';

describe('the lesson’s words by device', () => {
  it('reads keys and words by device, and words between them', () => {
    expect(lessonWords('[Press|Tap] Sail{W}.')).toEqual([
      { kind: 'byDevice', keyboard: 'Press', touch: 'Tap' },
      { kind: 'words', text: ' Sail' },
      { kind: 'key', keys: 'W' },
      { kind: 'words', text: '.' },
    ]);
    expect(lessonWordsFor('[Press|Tap] Sail{W}.', 'keyboard')).toBe('Press Sail (W).');
    expect(lessonWordsFor('[Press|Tap] Sail{W}.', 'touch')).toBe('Tap Sail.');
  });

  it('tells a touch screen no key and no keyboard word, at every step, cursed or not', () => {
    for (const step of LESSON)
      for (const text of [step.text, step.cursedText ?? '']) {
        const touch = lessonWordsFor(text, 'touch');
        expect(touch).not.toMatch(/\([A-Z]\)|\(Enter\)|Space|arrow keys|[{}[\]|]/);
        expect(step.hint).not.toMatch(/\([A-Z]\)|[{}[\]|]/);
      }
  });
});
