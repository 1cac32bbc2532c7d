import { describe, expect, it } from 'vitest';
import { kindsFromParam, kindsParam, toggleKind } from './timeline-kinds';

describe('the kinds in the URL', () => {
  it('reads known kinds once each, in the timeline order, ignoring anything else', () => {
    expect(kindsFromParam(null)).toEqual([]);
    expect(kindsFromParam('')).toEqual([]);
    expect(kindsFromParam('payment, audit,gossip,audit')).toEqual(['audit', 'payment']);
  });

  it('writes nothing for every kind, else the picked ones', () => {
    expect(kindsParam([])).toBeUndefined();
    expect(kindsParam(['note', 'audit'])).toBe('audit,note');
  });

  it('switches one kind on or off; the last one off means every kind', () => {
    expect(toggleKind([], 'note')).toEqual(['note']);
    expect(toggleKind(['note'], 'audit')).toEqual(['audit', 'note']);
    expect(toggleKind(['audit', 'note'], 'audit')).toEqual(['note']);
    expect(toggleKind(['note'], 'note')).toEqual([]);
  });
});
