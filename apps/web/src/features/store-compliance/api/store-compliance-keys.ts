/** Query keys of the target-execution answers and the compliance reports. */
export const storeComplianceKeys = {
  all: ['store-compliance'] as const,
  answers: () => [...storeComplianceKeys.all, 'answers'] as const,
  answerList: (search: object) => [...storeComplianceKeys.answers(), 'list', search] as const,
  answer: (id: number) => [...storeComplianceKeys.answers(), 'detail', id] as const,
  questions: () => [...storeComplianceKeys.all, 'questions'] as const,
  /** The reports read the answers: an answer saved or imported reads them again. */
  reports: () => [...storeComplianceKeys.answers(), 'reports'] as const,
  detail: (search: object) => [...storeComplianceKeys.reports(), 'detail', search] as const,
  abstract: (search: object) => [...storeComplianceKeys.reports(), 'abstract', search] as const,
  levers: () => [...storeComplianceKeys.all, 'levers'] as const,
};
