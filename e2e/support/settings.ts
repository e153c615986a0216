/** The support-documents address the shared product server is started with. */
export const SUPPORT_DOCUMENTS_URL = 'https://docs.example.com/acordos-comerciais';
