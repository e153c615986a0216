import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { hasAnswer, insertAnswer } from './nps-repository';

export function hasAnsweredNps(db: Db, userId: number): Promise<boolean> {
  return hasAnswer(db, userId);
}

/** Each user answers once; a second answer is refused rather than overwriting the first. */
export async function saveNpsAnswer(
  db: Db,
  userId: number,
  answer: { rating: number; comment: string | null },
): Promise<void> {
  if (!(await insertAnswer(db, { userId, ...answer }))) throw new AppError('NPS_ALREADY_ANSWERED');
}
