import { describe, expect, it } from 'vitest';
import { hashWithoutTelegram, initDataFromHash, widgetAuthFromHash } from './telegram-web-app';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('messenger launch parameters', () => {
  it('reads tgWebAppData from the hash', () => {
    const initData = 'query_id=AA&user=%7B%22id%22%3A1%7D&auth_date=1&hash=ab';
    const hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0`;
    expect(initDataFromHash(hash)).toBe(initData);
    expect(initDataFromHash('#other=1')).toBeNull();
  });

  it('decodes the Login Widget answer and rejects garbage', () => {
    const answer = { id: 42, first_name: 'Ann', auth_date: 1700000000, hash: 'ff' };
    expect(widgetAuthFromHash(`#tgAuthResult=${base64Url(JSON.stringify(answer))}`)).toEqual(
      answer,
    );
    expect(widgetAuthFromHash('#tgAuthResult=%%%')).toBeNull();
    expect(widgetAuthFromHash('')).toBeNull();
  });

  it('drops only the messenger parameters from the hash', () => {
    expect(hashWithoutTelegram('#tgWebAppData=x&tgWebAppVersion=7&tab=2')).toBe('#tab=2');
    expect(hashWithoutTelegram('#tgAuthResult=abc')).toBe('');
    // A page anchor is kept as it is (it used to gain a trailing `=`).
    expect(hashWithoutTelegram('#faq-fees')).toBe('#faq-fees');
    expect(hashWithoutTelegram('#deposits--step-by-step')).toBe('#deposits--step-by-step');
  });
});
