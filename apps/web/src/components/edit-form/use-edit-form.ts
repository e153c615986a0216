import type { CallSchema } from '@trade-terms/domain/calls/call';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api-error';
import {
  type FieldPath,
  type FormFailure,
  formFailureOf,
  sentFormFailureOf,
  showFieldErrors,
} from '../../platform/form-errors';
import { useFeedback } from '../../platform/use-feedback';

export interface EditFormOptions<I, R> {
  form: Pick<FormInstance, 'setFields' | 'getFieldsError'>;
  /** The fields the form shows; problems of other paths are told above it. */
  isField: (path: FieldPath) => boolean;
  /** The domain's checks before the call (its save schema, its rules); null when all is well. */
  check?: (input: I) => FormFailure | null;
  /** The call's body: the server names a broken field as the wire does, the form in English. */
  sent?: CallSchema;
  save: (input: I) => Promise<R>;
  onSaved?: (saved: R) => void | Promise<void>;
  /**
   * A 409: someone else saved the record first, or it is otherwise in the way. The HTTP client
   * has told the user; the detail's query was invalidated, so a form keyed by id and version
   * is rebuilt from what is current. Return texts to keep above the form.
   */
  onConflict?: (failure: FormFailure) => Promise<string[] | undefined> | string[] | undefined;
}

/**
 * The save of an edit form, one way everywhere: the domain's checks first, then the call; a
 * success is toasted, field problems land on their fields and the rest is listed above the
 * form (`general`), and a conflict goes to `onConflict`.
 */
export function useEditForm<I, R>({
  form,
  isField,
  check,
  sent,
  save,
  onSaved,
  onConflict,
}: EditFormOptions<I, R>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [general, setGeneral] = useState<string[]>([]);
  const submit = async (input: I) => {
    setGeneral([]);
    const problems = check?.(input) ?? null;
    if (problems && (problems.fields.length > 0 || problems.general.length > 0)) {
      showFieldErrors(form, problems.fields);
      setGeneral(problems.general);
      return;
    }
    try {
      const saved = await save(input);
      feedback.success(t('common.saved'));
      await onSaved?.(saved);
    } catch (error) {
      const failure = sent
        ? sentFormFailureOf(error, isField, t('errors.internalServerError'), sent)
        : formFailureOf(error, isField, t('errors.internalServerError'));
      if (error instanceof ApiError && error.status === 409) {
        feedback.failure(error);
        setGeneral((await onConflict?.(failure)) ?? []);
        return;
      }
      showFieldErrors(form, failure.fields);
      setGeneral(failure.general);
    }
  };
  return { general, submit };
}
