/** Why a client's message was refused: sent back to its client as an error message. */
export interface Refusal {
  code: string;
  message: string;
}

/** What a room answers once another process's room holds its table (see TableRoom's giveWay). */
export const STALE_REFUSAL: Refusal = {
  code: 'moved',
  message: 'This table moved to another server; coming back',
};
