import { rulesFor } from '@switchboard/contract/role-rules';
import { describe, expect, it } from 'vitest';
import { abilityFor } from './ability';

describe('abilityFor', () => {
  it('allows only read Auth without a user or a rule list', () => {
    for (const ability of [abilityFor(null), abilityFor({ ability: [] })]) {
      expect(ability.can('read', 'Auth')).toBe(true);
      expect(ability.can('read', 'Org')).toBe(false);
      expect(ability.can('update', 'Auth')).toBe(false);
    }
  });

  it("uses the saved record's rules", () => {
    const admin = abilityFor({ ability: rulesFor('ADMIN') });
    expect(admin.can('read', 'Org')).toBe(true);
    expect(admin.can('delete', 'Org')).toBe(false);
  });
});
