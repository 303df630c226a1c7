/**
 * Telegram sign-in in the e2e server (issue 8): a made-up bot token (no such bot exists); its
 * numeric part is the bot id of the OAuth redirect, and tests sign Login Widget data with it.
 */
export const E2E_TELEGRAM_BOT_TOKEN = '7000000001:AAE2e-made-up-token_no-such-bot';
