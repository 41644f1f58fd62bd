import { ZUser } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { buildUser } from './fake-api';
import { fixture, onlyFieldsOf } from './fixture';

describe('fixture', () => {
  it('answers the value as the test wrote it when the schema accepts it', () => {
    const user = buildUser();
    expect(fixture({ ZUser }, user)).toBe(user);
  });

  it('refuses a value the schema rejects, naming the schema and the field', () => {
    expect(() => buildUser({ companyId: 'redgum' })).toThrow(
      /^The fixture breaks ZUser:\n {2}companyId: Invalid UUID$/,
    );
  });

  it('refuses an enum value smuggled in through a cast', () => {
    expect(() => buildUser({ role: 'superuser' as never })).toThrow(/ZUser[\s\S]*\brole: /);
  });

  it('refuses a field the server never sends', () => {
    expect(() => fixture({ ZUser }, { ...buildUser(), password: 'hunter22' } as never)).toThrow(
      /^The fixture breaks ZUser:\n {2}password: not a field of ZUser$/,
    );
  });

  it('lets an undefined field through, as JSON leaves it out', () => {
    expect(() => fixture({ ZUser }, { ...buildUser(), password: undefined } as never)).not.toThrow();
  });

  it('cuts a richer record down to the fields a list row holds', () => {
    const detail = { ...buildUser(), totpEnabled: true };
    expect(onlyFieldsOf(ZUser, detail)).toEqual(buildUser());
  });
});
