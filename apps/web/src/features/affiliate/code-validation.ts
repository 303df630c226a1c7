import {
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_MESSAGES,
  AFFILIATE_NAME_MAX,
  type CreateAffiliateCodeRequest,
} from '@tengu/shared';

export type AffiliateErrorKey = keyof typeof AFFILIATE_MESSAGES;

/** The server's rules, checked before sending: the key of the first broken one per field. */
export function validateCode(input: CreateAffiliateCodeRequest): {
  name?: AffiliateErrorKey;
  code?: AffiliateErrorKey;
} {
  const name = input.name.trim();
  const errors: { name?: AffiliateErrorKey; code?: AffiliateErrorKey } = {};
  if (!name) errors.name = 'nameRequired';
  else if (name.length > AFFILIATE_NAME_MAX) errors.name = 'nameTooLong';
  if (!AFFILIATE_CODE_PATTERN.test(input.code.trim())) errors.code = 'codeInvalid';
  return errors;
}

/** The key of a server text (AFFILIATE_MESSAGES), to show it in the player's language. */
export function errorKeyOf(message: string): AffiliateErrorKey | undefined {
  return (Object.keys(AFFILIATE_MESSAGES) as AffiliateErrorKey[]).find(
    (key) => AFFILIATE_MESSAGES[key] === message,
  );
}
