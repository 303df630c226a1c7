import { describe, expect, it } from 'vitest';
import { buyCryptoUrl, hasPlaceholders } from './buy-crypto-url';

const usdtOnTron = {
  address: 'TGr79hzbPXVfUekprRXVEx7mkM1kyWPoyb',
  currency: 'USDT',
  network: 'tron' as const,
};

describe('buyCryptoUrl: the on-ramp widget opens on the player’s own deposit address', () => {
  it('fills a MoonPay template, dropping the tag parameter on a network without tags', () => {
    const url = buyCryptoUrl(
      'https://buy.moonpay.com/?apiKey=pk_live_x&currencyCode={currencyLower}&walletAddress={address}&walletAddressTag={tag}',
      usdtOnTron,
    );
    const params = new URL(url!).searchParams;
    expect(params.get('walletAddress')).toBe(usdtOnTron.address);
    expect(params.get('currencyCode')).toBe('usdt');
    expect(params.get('apiKey')).toBe('pk_live_x');
    expect(params.has('walletAddressTag')).toBe(false);
  });

  it('fills a Transak template with the chain name and keeps the XRP destination tag', () => {
    const url = buyCryptoUrl(
      'https://global.transak.com/?apiKey=k&cryptoCurrencyCode={currency}&network={chain}&walletAddress={address}&walletAddressTag={tag}',
      { address: 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC', tag: '42', currency: 'xrp', network: 'xrp' },
    );
    const params = new URL(url!).searchParams;
    expect(params.get('cryptoCurrencyCode')).toBe('XRP');
    expect(params.get('network')).toBe('ripple');
    expect(params.get('walletAddressTag')).toBe('42');
  });

  it('URL-encodes values, so a memo cannot add parameters', () => {
    const url = buyCryptoUrl('https://example.com/buy?to={address}&memo={tag}&n={NETWORK}', {
      address: 'UQ+abc/def=',
      tag: 'a&admin=1 #x',
      currency: 'TON',
      network: 'ton',
    });
    const params = new URL(url!).searchParams;
    expect(params.get('to')).toBe('UQ+abc/def=');
    expect(params.get('memo')).toBe('a&admin=1 #x');
    expect(params.get('n')).toBe('TON');
    expect(params.has('admin')).toBe(false);
  });

  it('uses a URL without placeholders as it is, and refuses what is not http(s)', () => {
    expect(hasPlaceholders('https://widget.example/buy')).toBe(false);
    expect(hasPlaceholders('https://widget.example/buy?a={address}')).toBe(true);
    expect(buyCryptoUrl('https://widget.example/buy', usdtOnTron)).toBe(
      'https://widget.example/buy',
    );
    expect(buyCryptoUrl('javascript:alert({address})', usdtOnTron)).toBeNull();
    expect(buyCryptoUrl('not a url {address}', usdtOnTron)).toBeNull();
  });
});
