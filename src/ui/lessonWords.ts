/**
 * A piece of a lesson step's words: plain words, a key (told only where a keyboard is at hand), or words
 * that differ by device (a keyboard and mouse's "press", a touch screen's "tap").
 */
export type LessonWord =
  | { kind: 'words'; text: string }
  | { kind: 'key'; keys: string }
  | { kind: 'byDevice'; keyboard: string; touch: string };

/** Reads a step's words: `{W}` is a key, `[press|tap]` words by device (see LessonStep). */
export function lessonWords(text: string): LessonWord[] {
  const words: LessonWord[] = [];
  const marks = /\{([^{}]+)\}|\[([^[\]|]*)\|([^[\]|]*)\]/g;
  let from = 0;
  for (const mark of text.matchAll(marks)) {
    if (mark.index > from) words.push({ kind: 'words', text: text.slice(from, mark.index) });
    if (mark[1] !== undefined) words.push({ kind: 'key', keys: mark[1] });
    else words.push({ kind: 'byDevice', keyboard: mark[2] ?? '', touch: mark[3] ?? '' });
    from = mark.index + mark[0].length;
  }
  if (from < text.length) words.push({ kind: 'words', text: text.slice(from) });
  return words;
}

/** The words as one device reads them: a touch screen's without keys, a keyboard's with them. */
export function lessonWordsFor(text: string, device: 'keyboard' | 'touch'): string {
  return lessonWords(text)
    .map((word) => {
      switch (word.kind) {
        case 'words':
          return word.text;
        case 'key':
          return device === 'keyboard' ? ` (${word.keys})` : '';
        case 'byDevice':
          return word[device];
        default: {
          const never: never = word;
          return never;
        }
      }
    })
    .join('');
}
