/** FNV-1a over UTF-16 code units with a given 32-bit offset basis. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A 64-bit fingerprint of a text (16 hex digits: two FNV-1a runs with different bases), the same in
 * every JavaScript engine: trace hashes (P6), save checksums and derived seeds.
 */
export function hashText(text: string): string {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return hex(fnv1a(text, 0x811c9dc5)) + hex(fnv1a(text, 0x050c5d1f));
}
