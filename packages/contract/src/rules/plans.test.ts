import { describe, expect, it } from 'vitest';
import { currentPlanIds, isForSale, litePlanIds, planCatalogue, planChoices } from './plans';

const isCurrentPlan = (id: number) => currentPlanIds.includes(id);

const catalogue = planCatalogue('sf');
/** As the server serves it (GET subscription/plans/all): by id. */
const byId = [...catalogue].sort((a, b) => a.id - b.id);

describe('plan catalogue', () => {
  it('holds every plan id of the spec once', () => {
    const ids = catalogue.map((p) => p.id);
    expect(new Set(ids).size).toBe(27);
    expect(ids).toEqual(
      expect.arrayContaining([
        19, 1015, 20, 1016, 1017, 9, 17, 15, 21, 10, 22, 16, 14, 13, 12, 23, 1018, 1019, 11, 1020,
        1021, 1026, 1023, 1022, 24, 1025, 1024,
      ]),
    );
  });
  it('marks exactly the lite plans with {product}_X', () => {
    const lite = catalogue.filter((p) => p.products.includes('sf_X')).map((p) => p.id);
    expect(lite.sort()).toEqual([...litePlanIds].sort());
  });
  it('prices variants in integer paise', () => {
    for (const plan of catalogue)
      for (const v of plan.variants) expect(Number.isInteger(v.amount)).toBe(true);
  });
});

describe('plan choices', () => {
  it('shows lite orgs only X plans', () => {
    const ids = planChoices(catalogue, { is_lite: true }, 'sf').map((p) => p.id);
    expect(ids.sort()).toEqual([...litePlanIds].sort());
  });
  it('lists for a lite org exactly All-in-one Lite, Lite + WABA Advanced, Unlimited Lite (+ WABA) and WABA + Lite', () => {
    const names = planChoices(byId, { is_lite: true }, 'sf').map((p) => `${p.name} (${p.id})`);
    expect(names).toEqual([
      'All-in-one Lite (19)',
      'WABA + Lite all-in-one (22)',
      'All-in-one Lite (1015)',
      'Lite + WABA Advanced (1020)',
      'Unlimited Lite (1021)',
      'Unlimited Lite + WABA Advanced (1026)',
    ]);
  });
  it('lists for a non-lite org the current plans in the order served, then every legacy plan, never an X plan', () => {
    const ids = planChoices(byId, { is_lite: false }, 'sf').map((p) => p.id);
    expect(ids).toEqual([
      20, 1016, 1017, 1018, 1019, 1022, 1023, 1024, 1025, 9, 10, 11, 12, 13, 15, 16, 17, 21, 23,
    ]);
    expect(
      planChoices(catalogue, { is_lite: false }, 'sf').some((p) => p.products.includes('sf_X')),
    ).toBe(false);
    expect(ids.filter(isCurrentPlan)).toEqual(ids.slice(0, 9));
  });
  it('names the current families of spec section 3: Unlimited, All-in-One Lite/Pro, Biz Phone, with or without WABA Advanced', () => {
    const current = catalogue.filter((p) => isCurrentPlan(p.id)).map((p) => p.name);
    for (const name of current)
      expect(name).toMatch(/^(Unlimited|All-in-one|Biz Phone|Pro \+|Lite \+)/);
    expect(currentPlanIds).toHaveLength(14);
    // Standard (9), the free tier (15) and the Demo Plan (24) are legacy.
    expect([9, 15, 24].some(isCurrentPlan)).toBe(false);
  });
  it('never offers for sale a plan that costs nothing (Demo Plan, CRM Trial), only the free tier', () => {
    const ids = planChoices(catalogue, { is_lite: false }, 'sf').map((p) => p.id);
    expect(ids).not.toContain(14);
    expect(ids).not.toContain(24);
    expect(ids).toContain(15);
    expect(catalogue.filter((p) => !isForSale(p)).map((p) => p.name)).toEqual([
      'CRM Trial',
      'Demo Plan',
    ]);
  });
  it('follows the configured product key', () => {
    const ids = planChoices(planCatalogue('acme'), { is_lite: true }, 'acme').map((p) => p.id);
    expect(ids.sort()).toEqual([...litePlanIds].sort());
    expect(planChoices(planCatalogue('acme'), { is_lite: true }, 'sf')).toEqual([]);
  });
  it('shows other orgs current plans first, then legacy, and no X plans', () => {
    const ids = planChoices(catalogue, { is_lite: false }, 'sf').map((p) => p.id);
    expect(ids).not.toContain(19);
    expect(ids).not.toContain(22);
    expect(ids.indexOf(1022)).toBeLessThan(ids.indexOf(9));
    expect(ids.slice(0, 9).sort()).toEqual(
      [20, 1016, 1017, 1018, 1019, 1022, 1023, 1024, 1025].sort(),
    );
  });
});
