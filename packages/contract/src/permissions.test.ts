import { describe, expect, it } from 'vitest';
import { buildAbility } from './permissions';
import { rulesFor } from './role-rules';
import { isConsoleRole } from './roles';

describe('permissions', () => {
  it('defaults to read Auth only', () => {
    const ability = buildAbility(undefined);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'Org')).toBe(false);
  });
  it('lets SU do everything', () => {
    const ability = buildAbility(rulesFor('SU'));
    expect(ability.can('delete', 'Org')).toBe(true);
    expect(ability.can('refund', 'Payment')).toBe(true);
  });
  it('keeps destructive actions from ADMIN unless granted', () => {
    const admin = buildAbility(rulesFor('ADMIN'));
    expect(admin.can('update', 'Org')).toBe(true);
    expect(admin.can('delete', 'Org')).toBe(false);
    expect(admin.can('refund', 'Payment')).toBe(false);
    const granted = buildAbility(rulesFor('ADMIN', [{ action: 'refund', subject: 'Payment' }]));
    expect(granted.can('refund', 'Payment')).toBe(true);
    expect(granted.can('delete', 'Org')).toBe(false);
  });
  it('admits only SU and ADMIN to the console', () => {
    expect(isConsoleRole('SU')).toBe(true);
    expect(isConsoleRole('ADMIN')).toBe(true);
    expect(isConsoleRole('AGENT')).toBe(false);
    expect(isConsoleRole(undefined)).toBe(false);
  });
});
