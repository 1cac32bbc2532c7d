import { describe, expect, it } from 'vitest';
import { sameView, viewHref, viewQueryOf } from './view-query';

describe('a view of a list', () => {
  it('keeps the filters and hidden columns but never the page or the keyset cursor', () => {
    expect(viewQueryOf('?status=ACTIVE&page=4&hide=plan%2Cemail')).toBe(
      'status=ACTIVE&hide=plan%2Cemail',
    );
    expect(viewQueryOf('?text=a+b&cursor=991&before=12&page_size=50')).toBe(
      'text=a+b&page_size=50',
    );
    expect(viewQueryOf('')).toBe('');
  });

  it('is the same view whatever the order of its parameters or the page shown', () => {
    expect(sameView('status=ACTIVE&hide=plan', '?hide=plan&status=ACTIVE&page=2')).toBe(true);
    expect(sameView('status=ACTIVE', 'status=SUSPENDED')).toBe(false);
    expect(sameView('', '?page=3')).toBe(true);
  });

  it('opens on the list it was saved from', () => {
    expect(viewHref('/teams', 'status=ACTIVE')).toBe('/teams?status=ACTIVE');
    expect(viewHref('/teams', '')).toBe('/teams');
  });
});
