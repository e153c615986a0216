import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { call } from './agreements';
import { apiToken } from './api-token';

export interface NewUser {
  login: string;
  name: string;
  email: string;
  /** A demo profile, by name. */
  profile: string;
  password: string;
}

/**
 * An active user of the file's own, saved by the administrator through the API: a test that
 * changes a user's password or requests leaves the demo users as the other files expect them.
 */
export async function createUser(baseUrl: string, user: NewUser): Promise<void> {
  const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
  const profiles = await call<{ id: number; name: string }[]>(baseUrl, admin, profileCalls.options, {});
  const profile = profiles.find((each) => each.name === user.profile);
  if (!profile) throw new Error(`the demo data has no profile ${user.profile}`);
  await call(baseUrl, admin, userCalls.save, {
    login: user.login,
    name: user.name,
    email: user.email,
    profileId: profile.id,
    status: 'ATIVO',
    senha: user.password,
  });
}
