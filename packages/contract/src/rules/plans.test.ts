import { describe, expect, it } from 'vitest';
import { litePlanIds, planCatalogue, planChoices } from './plans';

const catalogue = planCatalogue('sf');

describe('plan catalogue', () => {
  it('holds every plan id of the spec once', () => {
    const ids = catalogue.map((p) => p.id);
    expect(new Set(ids).size).toBe(27);
    expect(ids).toEqual(expect.arrayContaining([19, 1015, 20, 1016, 1017, 9, 17, 15, 21, 10, 22, 16, 14, 13, 12, 23, 1018, 1019, 11, 1020, 1021, 1026, 1023, 1022, 24, 1025, 1024]));
  });
  it('marks exactly the lite plans with {product}_X', () => {
    const lite = catalogue.filter((p) => p.products.includes('sf_X')).map((p) => p.id);
    expect(lite.sort()).toEqual([...litePlanIds].sort());
  });
  it('prices variants in integer paise', () => {
    for (const plan of catalogue) for (const v of plan.variants) expect(Number.isInteger(v.amount)).toBe(true);
  });
});

describe('plan choices', () => {
  it('shows lite orgs only X plans', () => {
    const ids = planChoices(catalogue, { is_lite: true }, 'sf').map((p) => p.id);
    expect(ids.sort()).toEqual([...litePlanIds].sort());
  });
  it('shows other orgs current plans first, then legacy, and no X plans', () => {
    const ids = planChoices(catalogue, { is_lite: false }, 'sf').map((p) => p.id);
    expect(ids).not.toContain(19);
    expect(ids).not.toContain(22);
    expect(ids.indexOf(1022)).toBeLessThan(ids.indexOf(9));
    expect(ids.slice(0, 9).sort()).toEqual([20, 1016, 1017, 1018, 1019, 1022, 1023, 1024, 1025].sort());
  });
});
