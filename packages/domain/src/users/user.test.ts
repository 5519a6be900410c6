import { describe, expect, it } from 'vitest';
import { userCreateSchema, userUpdateSchema } from './user';

const base = { name: 'Marina Costa', nickname: 'marina.costa', email: 'marina@tv.example' };

describe('user bodies', () => {
  it('fills the defaults of a new user', () => {
    expect(
      userCreateSchema.parse({
        ...base,
        password: 'segredo-forte',
        passwordConfirmation: 'segredo-forte',
      }),
    ).toMatchObject({
      expirationDays: 0,
      isAdUser: false,
      allowedUserIds: [],
      permissions: {},
    });
  });

  it.each([
    [
      'mismatched passwords',
      { ...base, password: 'segredo-forte', passwordConfirmation: 'outro-segredo' },
      'passwordConfirmation',
    ],
    [
      'a nickname with a space',
      {
        ...base,
        nickname: 'marina costa',
        password: 'segredo-forte',
        passwordConfirmation: 'segredo-forte',
      },
      'nickname',
    ],
    [
      'a bad e-mail',
      {
        ...base,
        email: 'marina',
        password: 'segredo-forte',
        passwordConfirmation: 'segredo-forte',
      },
      'email',
    ],
    [
      'a negative expiration',
      {
        ...base,
        expirationDays: -1,
        password: 'segredo-forte',
        passwordConfirmation: 'segredo-forte',
      },
      'expirationDays',
    ],
    [
      'an unknown area',
      {
        ...base,
        permissions: { kitchen: 'admin' },
        password: 'segredo-forte',
        passwordConfirmation: 'segredo-forte',
      },
      'permissions',
    ],
  ])('refuses %s', (_label, body, field) => {
    const result = userCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('says which rule the passwords broke', () => {
    const result = userCreateSchema.safeParse({
      ...base,
      password: 'segredo-forte',
      passwordConfirmation: 'x',
    });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'passwordsMustMatch',
      path: ['passwordConfirmation'],
    });
  });

  it('takes the password on update as both fields or neither', () => {
    expect(userUpdateSchema.safeParse({ ...base, version: 1 }).success).toBe(true);
    expect(
      userUpdateSchema.safeParse({
        ...base,
        version: 1,
        password: 'segredo-forte',
        passwordConfirmation: 'segredo-forte',
      }).success,
    ).toBe(true);
    expect(
      userUpdateSchema.safeParse({ ...base, version: 1, password: 'segredo-forte' }).success,
    ).toBe(false);
    expect(
      userUpdateSchema.safeParse({ ...base, version: 1, passwordConfirmation: 'segredo-forte' })
        .success,
    ).toBe(false);
  });
});
