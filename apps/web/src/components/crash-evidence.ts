/** V8's stack already starts with "Name: message"; other engines' stacks hold only frames. */
function describeError(error: Error): string {
  const heading = `${error.name}: ${error.message}`;
  if (!error.stack) return heading;
  return error.stack.startsWith(heading) ? error.stack : `${heading}\n${error.stack}`;
}

/** The text a user copies or downloads from the crash page, for the support team. */
export function crashEvidence(
  error: unknown,
  context: { url: string; userAgent: string; at: Date; language: string },
): string {
  const described =
    error instanceof Error
      ? describeError(error)
      : typeof error === 'object' && error !== null
        ? JSON.stringify(error, null, 2)
        : String(error);
  return [
    `Data/hora: ${context.at.toISOString()}`,
    `Endereço: ${context.url}`,
    `Navegador: ${context.userAgent}`,
    `Idioma: ${context.language}`,
    '',
    described.trim(),
    '',
  ].join('\n');
}

export const CRASH_EVIDENCE_FILE_NAME = 'errorEvidence.txt';
