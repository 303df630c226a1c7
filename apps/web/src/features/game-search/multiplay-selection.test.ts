import { describe, expect, it } from 'vitest';
import { canStartMultiplay, toggleMultiplaySelection } from './multiplay-selection';

const slot = (uuid: string) => ({ uuid, house: false });
const plinko = { uuid: 'house:plinko', house: true };

describe('multiplay selection (spec document 2 section 5)', () => {
  it('adds a slot, and choosing it again takes it out', () => {
    const added = toggleMultiplaySelection([], slot('koi'));
    expect(added).toEqual({ selected: [slot('koi')], refusal: null });
    expect(toggleMultiplaySelection(added.selected, slot('koi'))).toEqual({
      selected: [],
      refusal: null,
    });
  });

  it('refuses a house game and keeps the selection', () => {
    const change = toggleMultiplaySelection([slot('koi')], plinko);
    expect(change.refusal).toBe('houseGame');
    expect(change.selected).toEqual([slot('koi')]);
  });

  it('refuses a fifth game: at most four', () => {
    const four = ['a', 'b', 'c', 'd'].map(slot);
    const change = toggleMultiplaySelection(four, slot('e'));
    expect(change.refusal).toBe('maxReached');
    expect(change.selected).toEqual(four);
    // A house game as the fifth still says why it can never be picked.
    expect(toggleMultiplaySelection(four, plinko).refusal).toBe('houseGame');
    // Taking one out of four frees a place.
    const three = toggleMultiplaySelection(four, slot('b')).selected;
    expect(toggleMultiplaySelection(three, slot('e'))).toEqual({
      selected: [slot('a'), slot('c'), slot('d'), slot('e')],
      refusal: null,
    });
  });

  it('starts with two to four games', () => {
    expect(canStartMultiplay([slot('a')])).toBe(false);
    expect(canStartMultiplay([slot('a'), slot('b')])).toBe(true);
    expect(canStartMultiplay(['a', 'b', 'c', 'd'].map(slot))).toBe(true);
  });
});
