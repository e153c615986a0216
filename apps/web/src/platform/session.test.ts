import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, readAnsweredNps, rememberAnsweredNps, startSession } from './session';
import { installMemoryStorages, tokenOf } from './testing/browser-session';

describe('the NPS answer the visit remembers', () => {
  let removeStorages: () => void;
  beforeEach(() => {
    removeStorages = installMemoryStorages();
  });
  afterEach(() => removeStorages());

  it('is the signed-in user’s only', () => {
    startSession(tokenOf(7));
    rememberAnsweredNps(7, true);
    expect(readAnsweredNps(7)).toBe(true);
    expect(readAnsweredNps(8)).toBeNull();
    // Another user signs in on the tab: the first user's answer is not theirs.
    startSession(tokenOf(8));
    expect(readAnsweredNps(8)).toBeNull();
  });

  it('is not kept when it arrives after the session ended', () => {
    startSession(tokenOf(7));
    endSession();
    rememberAnsweredNps(7, false);
    startSession(tokenOf(7));
    expect(readAnsweredNps(7)).toBeNull();
  });
});
