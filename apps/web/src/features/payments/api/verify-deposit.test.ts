import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';

const post = vi.fn();
vi.mock('@/lib/api', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));
const { verifySentDeposit } = await import('./verify-deposit');

const request = { network: 'eth' as const, txid: `0x${'ab'.repeat(32)}` };
const notFound = new ApiError({ code: 'NOT_FOUND', message: 'not found yet', status: 404 });
const noWait = () => Promise.resolve();

describe('verifySentDeposit', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('asks again while the node has not seen the transaction yet', async () => {
    post
      .mockRejectedValueOnce(notFound)
      .mockRejectedValueOnce(notFound)
      .mockResolvedValueOnce({ success: true, message: 'found' });
    await expect(verifySentDeposit(request, noWait)).resolves.toEqual({
      success: true,
      message: 'found',
    });
    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenCalledWith('/payments/deposits/verify', request);
  });

  it('gives up after four answers of "not found"', async () => {
    post.mockRejectedValue(notFound);
    await expect(verifySentDeposit(request, noWait)).rejects.toBe(notFound);
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('never repeats another failure (a refusal, a rate limit, a network error)', async () => {
    const refused = new ApiError({ code: 'BAD_REQUEST', message: 'no', status: 400 });
    post.mockRejectedValueOnce(refused);
    await expect(verifySentDeposit(request, noWait)).rejects.toBe(refused);
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(verifySentDeposit(request, noWait)).rejects.toThrow('Failed to fetch');
    expect(post).toHaveBeenCalledTimes(2);
  });
});
