/**
 * Telegram's OAuth sign-in page for our bot (the Login Widget's redirect flow): the player
 * confirms in Telegram, which then opens `return_to` with `#tgAuthResult=<base64 JSON>`.
 * `currentUrl` is where the player is now; its hash is dropped so the answer is the only one.
 */
export function telegramAuthUrl(botId: string, currentUrl: string): string {
  const returnTo = new URL(currentUrl);
  returnTo.hash = '';
  const params = new URLSearchParams({
    bot_id: botId,
    origin: returnTo.origin,
    return_to: returnTo.toString(),
    request_access: 'write',
  });
  return `https://oauth.telegram.org/auth?${params.toString()}`;
}
