import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../table/onlineMessages';

/** A new table code from the clear alphabet, drawn from the system's secure random source. */
export function newTableCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
