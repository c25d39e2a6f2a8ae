import { expect, it } from 'vitest';
import { type ShareNavigator, shareOrCopy } from '../../../src/ui/shareLink';

const URL = 'https://example.test/?table=BCDFGHJKMN';
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

/** A navigator whose share and clipboard record what they were given (or refuse). */
function fake(share: 'ok' | 'abort' | 'fail' | 'none', clipboard: 'ok' | 'fail' | 'none') {
  const shared: unknown[] = [];
  const copied: string[] = [];
  const nav: ShareNavigator = {};
  if (share !== 'none')
    nav.share = async (data) => {
      if (share === 'abort') throw abort();
      if (share === 'fail') throw new Error('not allowed');
      shared.push(data);
    };
  if (clipboard !== 'none')
    nav.clipboard = {
      writeText: async (text) => {
        if (clipboard === 'fail') throw new Error('denied');
        copied.push(text);
      },
    };
  return { nav, shared, copied };
}

it('shares through the device’s share sheet where there is one, and copies nothing then', async () => {
  const { nav, shared, copied } = fake('ok', 'ok');
  expect(await shareOrCopy(nav, 'Join my table', URL)).toBe('shared');
  expect(shared).toEqual([{ title: 'Join my table', url: URL }]);
  expect(copied).toEqual([]);
});

it('says nothing when the player closes the share sheet', async () => {
  const { nav, copied } = fake('abort', 'ok');
  expect(await shareOrCopy(nav, 'Join my table', URL)).toBe('cancelled');
  expect(copied).toEqual([]);
});

it('copies the link when there is no share sheet, or it fails', async () => {
  for (const share of ['none', 'fail'] as const) {
    const { nav, copied } = fake(share, 'ok');
    expect(await shareOrCopy(nav, 'Join my table', URL)).toBe('copied');
    expect(copied).toEqual([URL]);
  }
});

it('fails (the screen selects the link instead) when neither works', async () => {
  expect(await shareOrCopy(fake('none', 'none').nav, 'Join', URL)).toBe('failed');
  expect(await shareOrCopy(fake('none', 'fail').nav, 'Join', URL)).toBe('failed');
  expect(await shareOrCopy(fake('fail', 'fail').nav, 'Join', URL)).toBe('failed');
});
