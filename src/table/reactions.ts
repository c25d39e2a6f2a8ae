/**
 * Quick reactions at a remote table: a fixed list, so no free text ever reaches another player. The
 * server accepts only an id of this list, and each device shows the words it holds for the id.
 */
export const REACTIONS = {
  niceShot: 'Nice shot!',
  wellPlayed: 'Well played',
  oops: 'Oops',
  argh: 'Argh!',
  // each emote with a word: where no emoji font is installed the emoji is an empty box
  pirate: '🏴‍☠️ Yo ho!',
  clap: '👏 Bravo',
  wow: '😮 Wow',
} as const;

export type ReactionId = keyof typeof REACTIONS;
export const REACTION_IDS = Object.keys(REACTIONS) as [ReactionId, ...ReactionId[]];

/** At most one reaction a seat per REACTION_GAP_MS, and REACTION_BURST per REACTION_WINDOW_MS. */
export const REACTION_GAP_MS = 2000;
export const REACTION_BURST = 5;
export const REACTION_WINDOW_MS = 30_000;

/** How long a reaction stays over the board. */
export const REACTION_SHOWN_MS = 2500;
