/**
 * A seat token: 256 random bits from the platform's secure source, URL-safe (43 characters). Made by
 * the server for a seat taken without one, and by a browser for the seat it asks for, so that a join
 * tried again after its connection dropped is known as the same one (the token is its proof).
 */
export function newSeatToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
