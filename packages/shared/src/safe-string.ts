import { z } from 'zod';

/** C0 control characters (NUL included) and DEL: never part of a name, an address or a code. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters.';

/**
 * A string from a client, refused with a 400 when it holds a control character (issue 15.5):
 * PostgreSQL rejects a NUL byte in text, which answered 500. Use it for every user-provided string
 * in a request schema; further checks chain on as on `z.string()`.
 */
export function safeString() {
  return z.string().refine((value) => !CONTROL_CHARACTERS.test(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
  });
}
