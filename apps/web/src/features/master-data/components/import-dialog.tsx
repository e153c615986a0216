import { useQueryClient } from '@tanstack/react-query';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportJobDialog } from '../../../components/import-job-dialog';
import { useDownloadRegisterTemplate } from '../api/download-register-template';
import { useImportRegister } from '../api/import-register';
import { registerKeys } from '../api/register-keys';

export interface ImportDialogProps {
  register: RegisterDeclaration;
  open: boolean;
  onClose: () => void;
}

/** Import of a register's filled template, followed as a job until it ends. */
export function ImportDialog({ register, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const importFile = useImportRegister(register);
  const template = useDownloadRegisterTemplate(register);
  const queryClient = useQueryClient();
  // An ended import may have written rows (even with some rejected): the list, the details and
  // the selects over this register read them again.
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: registerKeys.all(register.key) });
  }, [queryClient, register.key]);
  return (
    <ImportJobDialog
      open={open}
      title={t('registerScreens.importTitle', { register: t(register.title) })}
      send={importFile}
      template={template}
      onFinished={onFinished}
      onClose={onClose}
    />
  );
}
