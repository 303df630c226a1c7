/** Thrown for invalid seeds, nonces or game options; the message is safe to show to a player. */
export class FairnessError extends Error {
  override readonly name = 'FairnessError';
}
